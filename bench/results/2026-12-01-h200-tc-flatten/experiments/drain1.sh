#!/bin/bash
nvidia-smi -L
mkdir -p /tmp/x && tar xJf .carry/s44/e1.txz -C /tmp/x && tar xJf .carry/s44/bo-n.txz -C /tmp || exit 1
timeout 200 scripts/run-gpu-tests.sh -j 4 --timeout 60 /tmp/x/e1 > $OUT/e2e-drain.txt 2>&1; echo e2e rc=$?
tail -5 $OUT/e2e-drain.txt; grep -v "^PASS" $OUT/e2e-drain.txt | head -20
DPOPT_E2E_QUICK=0 /tmp/x/e1/drain.dpopt 2>&1 | tail -12
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/bo-n/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
timeout 200 $PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron road >/dev/null 2>&1
for ds in cnr kron road; do
  probe_alternate tc $ds "nodp dpbench-nodp nodp" "old dpbench-old dp" "new dpbench-dpopt dp"
done 2>&1 | tee $OUT/probe-tc.txt
BENCH_GPU_WAIT=5 BENCH_OUT=/tmp/bo-n timeout 300 bench/run.sh $OUT/suite --variants No-DP,DP+T+C+A --tune default --budget 110 --grace 20 > $OUT/suite-stdout.txt 2>&1; echo suite rc=$?
grep -A40 "Median time" $OUT/suite-stdout.txt | head -40; grep "Checks\|not ok\|FAIL" $OUT/suite-stdout.txt | head
cd $OUT && tar cJf suite.txz suite && rm -rf suite
