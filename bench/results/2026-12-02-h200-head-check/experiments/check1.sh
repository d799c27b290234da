#!/bin/bash
# HEAD (f83167f, generated code as 5d09c79's): threshold.cu's e2e runs with
# DPOPT_DRAIN=off (dd73628); the suite at the defaults; TC on the road graph
# taken apart (launch-free version against K, the hand-serialized DP and
# No-DP; Nsight Compute on each's kernel).
C=.carry/s47
nvidia-smi -L
mkdir -p /tmp/t && tar xJf $C/e2e-threshold.txz -C /tmp/t || exit 1
scripts/run-gpu-tests.sh -j 8 /tmp/t/bin > $OUT/e2e-threshold.txt 2>&1; echo e2e rc=$?; tail -3 $OUT/e2e-threshold.txt
tar xJf $C/bo.txz -C /tmp || exit 1
BENCH_GPU_WAIT=5 BENCH_OUT=/tmp/bo-d timeout 170 bench/run.sh $OUT/suite --variants No-DP,DP+T+C+A --tune default --budget 100 --grace 20 > $OUT/suite-stdout.txt 2>&1; echo suite rc=$?
grep -A32 "Median time" $OUT/suite-stdout.txt | head -33; grep -A12 "below 0.8x" $OUT/suite-stdout.txt | head -14; grep -A4 "paper's datasets: geometric" $OUT/suite-stdout.txt; grep -A3 "road graph (low" $OUT/suite-stdout.txt; grep "Checks" $OUT/suite-stdout.txt
(cd $OUT && tar cJf suite.txz suite && rm -rf suite)
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/bo-d/bin PROBE_DATA=/tmp/data
timeout 100 $PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA road >/dev/null 2>&1
probe_alternate tc road "nodp dpbench-nodp nodp" "ser dpbench-nodp ser" "dpopt dpbench-dpopt dp" "K dpbench-dpopt dp DPOPT_LAUNCH_FREE=off" 2>&1 | tee $OUT/probe-tc-road.txt
probe_ncu nodp dpbench-nodp nodp tc tc_edges 1
probe_ncu ser dpbench-nodp ser tc tc_ser 1
probe_ncu free dpbench-dpopt dp tc tc_parent 1
