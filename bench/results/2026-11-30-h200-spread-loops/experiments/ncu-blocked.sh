#!/bin/bash
# Nsight Compute on tc_layouts' blocked64 kernel (kron, T=1: the records of
# every vertex with an edge, one launch), the metrics of ncu-kron.sh.
D=/tmp/data
.carry/bench/bin/dpbench-nodp gen --data-dir $D kron >/dev/null 2>&1
ncu -k regex:k_blocked --launch-skip 3 -c 1 --cache-control none \
  --section SpeedOfLight --section Occupancy --section LaunchStats --section InstructionStats \
  --section SchedulerStats --section WarpStateStats --section SourceCounters \
  -o /tmp/kb -f .carry/exp/tc_layouts $D kron > /tmp/kb.log 2>&1
ncu -i /tmp/kb.ncu-rep --page details --csv > $OUT/ncu-blocked64-kron-t1-details.csv 2>&1
tail -3 /tmp/kb.log
grep -E '"(Duration|Elapsed Cycles|Achieved Occupancy|Achieved Active Warps Per SM|Active Warps Per Scheduler|Registers Per Thread|Executed Instructions|Warp Cycles Per Issued Instruction|Block Limit Registers|Grid Size)"' \
  $OUT/ncu-blocked64-kron-t1-details.csv | awk -F'","' '{print "   ", $(NF-2), $(NF-1), $NF}'
