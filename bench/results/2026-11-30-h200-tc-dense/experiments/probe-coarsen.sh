#!/bin/bash
# The aggregated child's coarsening (run-time DPOPT_COARSEN) on the children
# with long per-thread loops: TC's merges, BFS/SSSP/MST's edge loops. At the
# default (factor 8, lowered to what fills the GPU) a block of TC's
# aggregated child loops over up to 8 of a record's blocks one after another.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr >/dev/null 2>&1
for p in "tc cnr" "tc kron" "bfs cnr" "bfs kron" "sssp kron" "mst kron"; do
  set -- $p
  probe_run nodp dpbench-nodp $1 $2 nodp
  PROBE_PASSES=1 probe_alternate $1 $2 "default dpbench-dpopt dp" "C1 dpbench-dpopt dp DPOPT_COARSEN=1" \
    "C2 dpbench-dpopt dp DPOPT_COARSEN=2" "C4 dpbench-dpopt dp DPOPT_COARSEN=4"
done
