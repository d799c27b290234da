#!/bin/bash
# Serialized children held for the parent thread's exit and spread there
# over the whole warp (exit: this tree's build) against the spread at the
# launch over the lanes there (base: 84d2a49's build), alternated (A B B A).
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr road rand3 t2048c64 >/dev/null 2>&1
for p in "bfs cnr" "tc cnr" "tc kron" "bfs kron" "sssp cnr" "sssp kron" "mst cnr" "mst kron" \
         "sp rand3" "bt t2048c64" "bfs road" "tc road"; do
  set -- $p
  PROBE_PASSES=1 probe_alternate $1 $2 "base dpbench-base dp" "exit dpbench-dpopt dp"
done
