#!/bin/bash
# The serial runs' atomics (SerialAtomics.h) against HEAD's build (f83167f,
# "prev") and No-DP on TC, the hand-serialized TC loops (tc_road.cu) once
# more, the suite at the defaults, the fuzz findings.
C=.carry/s47
tar xJf $C/bo.txz -C /tmp && tar xJf $C/bo-n.txz -C /tmp || exit 1
cp /tmp/bo-d/bin/dpbench-dpopt /tmp/bo-n/bin/dpbench-prev
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/bo-n/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
timeout 100 $PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron road >/dev/null 2>&1
for ds in road cnr kron; do
  probe_alternate tc $ds "nodp dpbench-nodp nodp" "prev dpbench-prev dp" "new dpbench-dpopt dp"
done 2>&1 | tee $OUT/probe-tc.txt
BENCH_GPU_WAIT=5 BENCH_OUT=/tmp/bo-n timeout 170 bench/run.sh $OUT/suite --variants No-DP,DP+T+C+A --tune default --budget 100 --grace 20 > $OUT/suite-stdout.txt 2>&1; echo suite rc=$?
grep -A32 "Median time" $OUT/suite-stdout.txt | head -33; grep -A12 "below 0.8x" $OUT/suite-stdout.txt | head -14; grep -A4 "paper's datasets: geometric" $OUT/suite-stdout.txt; grep -A3 "road graph (low" $OUT/suite-stdout.txt; grep "Checks" $OUT/suite-stdout.txt
(cd $OUT && tar cJf suite.txz suite && rm -rf suite)
timeout 150 test/fuzz/run.sh -j 8 --in-process --timeout 30 --log-dir /tmp/fzlogs $C/findings.tar.xz > $OUT/findings.txt 2>&1; echo findings rc=$?; tail -2 $OUT/findings.txt
