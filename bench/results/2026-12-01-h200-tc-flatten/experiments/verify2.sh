#!/bin/bash
# Drain versions only for children that may loop for long, and the count of
# an invalid child in the versions without launches: the drain, exit_report,
# launch_free and team e2e programs (every build; the defaults, the four
# thresholds and the block spread), TC against 88de656 and No-DP, the suite.
nvidia-smi -L
mkdir -p /tmp/x && tar xJf .carry/s44/e1.txz -C /tmp/x && tar xJf .carry/s44/bo-n.txz -C /tmp || exit 1
params="DPOPT_THRESHOLD=0 DPOPT_THRESHOLD=1 DPOPT_THRESHOLD=32 DPOPT_THRESHOLD=4000000000 DPOPT_BLOCK_SPREAD_THRESHOLD=1+DPOPT_THRESHOLD=4000000000"
timeout 100 scripts/run-gpu-tests.sh -j 5 --params "$params" /tmp/x/e1 > $OUT/e2e2.txt 2>&1; echo e2e rc=$?
tail -2 $OUT/e2e2.txt; grep -E "^(FAIL|TIMEOUT|XPASS)" $OUT/e2e2.txt | cut -c1-300 | head -10
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/bo-n/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
timeout 100 $PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron road >/dev/null 2>&1
for ds in cnr kron; do
  probe_alternate tc $ds "nodp dpbench-nodp nodp" "old dpbench-old dp" "new dpbench-dpopt dp"
done 2>&1 | tee $OUT/probe-tc2.txt
BENCH_GPU_WAIT=5 BENCH_OUT=/tmp/bo-n timeout 150 bench/run.sh $OUT/suite --variants No-DP,DP+T+C+A --tune default --budget 100 --grace 20 > $OUT/suite-stdout.txt 2>&1; echo suite rc=$?
grep -A32 "Median time" $OUT/suite-stdout.txt | head -33; grep -A12 "below 0.8x" $OUT/suite-stdout.txt | head -14; grep -A4 "paper's datasets: geometric" $OUT/suite-stdout.txt; grep -A3 "road graph (low" $OUT/suite-stdout.txt; grep "Checks" $OUT/suite-stdout.txt
cd $OUT && tar cJf suite.txz suite && rm -rf suite
