#!/bin/bash
# The parent side's acquires (an acquire invalidates the SM's L1): hk4 is
# hk2 with the group reservation's acq_rel add relaxed, the commit's fence and
# add a release add (the thread that completes the chunk then acquires) and
# leaving a group a release add (the last member then acquires). An upper
# bound first: the relaxed reservation then reads the chunk's capacity
# without an acquire. A B B A twice, medians of 9 runs each.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/p2 PROBE_DATA=/tmp/data
.carry/p2/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron t2048c64 >/dev/null 2>&1
for p in "tc cnr" "tc kron" "bfs cnr" "bfs kron" "sssp kron" "mst cnr" "bt t2048c64"; do
  probe_alternate $p "hk2 dpbench-hk2 dp" "hk4 dpbench-hk4 dp"
done
