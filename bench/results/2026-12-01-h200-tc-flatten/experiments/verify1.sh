#!/bin/bash
# Drain versions on the GPU: the e2e programs (every program and build, the
# settings where drain versions run: the defaults, the four thresholds and
# the block spread; with DPOPT_AGG set the kernels launch as before), the
# fuzz findings, TC against 88de656 and No-DP, then the suite.
nvidia-smi -L
mkdir -p /tmp/e /tmp/b && tar xJf .carry/s44/e2e.txz -C /tmp/e && tar xJf .carry/s44/bo-n.txz -C /tmp || exit 1
params="DPOPT_THRESHOLD=0 DPOPT_THRESHOLD=1 DPOPT_THRESHOLD=32 DPOPT_THRESHOLD=4000000000 DPOPT_BLOCK_SPREAD_THRESHOLD=1+DPOPT_THRESHOLD=4000000000"
timeout 280 scripts/run-gpu-tests.sh -j 5 --params "$params" /tmp/e/bin > $OUT/e2e.txt 2>&1; echo e2e rc=$?
tail -2 $OUT/e2e.txt; grep -E "^(FAIL|TIMEOUT|XPASS)" $OUT/e2e.txt | cut -c1-300 | head -20
timeout 150 test/fuzz/run.sh -j 8 --in-process --timeout 30 --log-dir /tmp/fzlogs .carry/s44/findings.tar.xz > $OUT/findings.txt 2>&1; echo findings rc=$?
tail -3 $OUT/findings.txt
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/bo-n/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
timeout 200 $PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron road >/dev/null 2>&1
for ds in cnr kron road; do
  probe_alternate tc $ds "nodp dpbench-nodp nodp" "old dpbench-old dp" "new dpbench-dpopt dp"
done 2>&1 | tee $OUT/probe-tc.txt
BENCH_GPU_WAIT=5 BENCH_OUT=/tmp/bo-n timeout 200 bench/run.sh $OUT/suite --variants No-DP,DP+T+C+A --tune default --budget 110 --grace 20 > $OUT/suite-stdout.txt 2>&1; echo suite rc=$?
grep -A32 "Median time" $OUT/suite-stdout.txt | head -33; grep -A12 "below 0.8x\|Geometric mean speedups, paper" $OUT/suite-stdout.txt | head -30; grep "Checks" $OUT/suite-stdout.txt
cd $OUT && tar cJf suite.txz suite && rm -rf suite
