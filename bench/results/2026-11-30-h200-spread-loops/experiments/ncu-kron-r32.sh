#!/bin/bash
# ncu-kron.sh's measurement for the runtime capped at 32 registers.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry PROBE_DATA=/tmp/data
.carry/bench/bin/dpbench-nodp gen --data-dir $PROBE_DATA kron >/dev/null 2>&1
export DPOPT_THRESHOLD=1
PROBE_NCU_DATASET=kron PROBE_NCU_SKIP=1 probe_ncu tc-kron-t1-r32 br32/bin/dpbench-dpopt dp tc 'tc_parent' 1
grep -E '"(Achieved Active Warps Per SM|Active Warps Per Scheduler)"' /tmp/ncu-tc-kron-t1-r32-details.csv | awk -F'","' '{print "   ", $(NF-2), $(NF-1), $NF}'
