#!/bin/bash
# The final drain versions (40afb7b): TC against 88de656 and No-DP, the
# suite at the defaults, the fuzz findings, and Nsight Compute on TC cnr's
# kernels: DPOpt's drained parent and drain kernel, the hand version's
# (tc_collect, tc_drain_dyn, 2026-12-01-h200-tc-flatten) and the flat one.
C=.carry/s45
nvidia-smi -L
tar xJf $C/bo-n.txz -C /tmp || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/bo-n/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
timeout 100 $PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron road >/dev/null 2>&1
for ds in cnr kron road; do
  probe_alternate tc $ds "nodp dpbench-nodp nodp" "old dpbench-old dp" "new dpbench-dpopt dp"
done 2>&1 | tee $OUT/probe-tc.txt
BENCH_GPU_WAIT=5 BENCH_OUT=/tmp/bo-n timeout 150 bench/run.sh $OUT/suite --variants No-DP,DP+T+C+A --tune default --budget 100 --grace 20 > $OUT/suite-stdout.txt 2>&1; echo suite rc=$?
grep -A32 "Median time" $OUT/suite-stdout.txt | head -33; grep -A12 "below 0.8x" $OUT/suite-stdout.txt | head -14; grep -A4 "paper's datasets: geometric" $OUT/suite-stdout.txt; grep -A3 "road graph (low" $OUT/suite-stdout.txt; grep "Checks" $OUT/suite-stdout.txt
(cd $OUT && tar cJf suite.txz suite && rm -rf suite)
timeout 120 test/fuzz/run.sh -j 8 --in-process --timeout 30 --log-dir /tmp/fzlogs $C/findings.tar.xz > $OUT/findings.txt 2>&1; echo findings rc=$?; tail -3 $OUT/findings.txt
export PROBE_NCU_DATASET=cnr
PROBE_NCU_SKIP=0 timeout 60 probe_ncu dpopt dpbench-dpopt dp tc dpopt_drain 2
PROBE_NCU_SKIP=2 timeout 40 probe_ncu nodp dpbench-nodp nodp tc tc_edges 1
# The hand version: exact_T1 runs tc_collect 8 times first, then dyn_T1_g8
# runs tc_collect + tc_drain_dyn (3 warm-ups).
mkdir -p /tmp/data2 && cp /tmp/data/cnr* /tmp/data2/ 2>/dev/null
timeout 60 ncu -k "regex:tc_collect|tc_drain_dyn" --launch-skip 10 -c 2 --cache-control none --warp-sampling-interval 0 \
    --section SourceCounters --section WarpStateStats --section SpeedOfLight --section Occupancy --section LaunchStats \
    --section InstructionStats --section SchedulerStats --section MemoryWorkloadAnalysis_Tables \
    -o /tmp/rep_hand -f $C/exp/tc_flatten /tmp/data cnr > /tmp/ncu_hand.log 2>&1; echo hand rc=$?
ncu -i /tmp/rep_hand.ncu-rep --page details --csv > /tmp/ncu-hand-details.csv 2>&1
ncu -i /tmp/rep_hand.ncu-rep --page source --csv --print-source sass > /tmp/ncu-hand-sass.csv 2>&1
tar cJf $OUT/ncu-hand.tar.xz -C /tmp ncu-hand-details.csv ncu-hand-sass.csv
grep -E '"(Duration|Registers Per Thread|Executed Instructions|Achieved Occupancy)"' /tmp/ncu-hand-details.csv | awk -F'","' '{print "   ", $(NF-2), $(NF-1), $NF}'
