#!/bin/bash
# 0965a03 (a whole warp's scan in the reserve, the records' count read once
# in the drain kernel, the report's plain load) against 40afb7b ("prev") and
# No-DP on TC; the suite at the defaults; Nsight Compute on TC cnr's drained
# parent and drain kernel.
C=.carry/s46
nvidia-smi -L
tar xJf $C/bo46.txz -C /tmp || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/bo46/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
timeout 100 $PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron road >/dev/null 2>&1
for ds in cnr kron road; do
  probe_alternate tc $ds "nodp dpbench-nodp nodp" "prev dpbench-prev dp" "new dpbench-dpopt dp"
done 2>&1 | tee $OUT/probe-tc.txt
BENCH_GPU_WAIT=5 BENCH_OUT=/tmp/bo46 timeout 150 bench/run.sh $OUT/suite --variants No-DP,DP+T+C+A --tune default --budget 100 --grace 20 > $OUT/suite-stdout.txt 2>&1; echo suite rc=$?
grep -A32 "Median time" $OUT/suite-stdout.txt | head -33; grep -A12 "below 0.8x" $OUT/suite-stdout.txt | head -14; grep -A4 "paper's datasets: geometric" $OUT/suite-stdout.txt; grep -A3 "road graph (low" $OUT/suite-stdout.txt; grep "Checks" $OUT/suite-stdout.txt
(cd $OUT && tar cJf suite.txz suite && rm -rf suite)
export PROBE_NCU_DATASET=cnr
PROBE_NCU_SKIP=0 probe_ncu drain dpbench-dpopt dp tc dpopt_drain 2
