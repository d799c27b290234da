#!/bin/bash
# TC's parent runs its serial children with 4.4 of 32 lanes busy (probe1's
# Nsight Compute), the flat kernel with 12: is it the spread's balance rule,
# which sends lanes whose children's thread counts are balanced to run their
# own children one after another? spr: the same plugin with the rule off
# (every warp of at least two-thread children spreads), against the shipped
# build (new), alternated (A B B A).
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr road rand3 sat5 t2048c64 t32c16 >/dev/null 2>&1
for p in "tc cnr" "tc kron" "bfs cnr" "bfs kron" "sssp cnr" "sssp kron" "mst cnr" "mst kron" \
         "sp rand3" "sp sat5" "bt t2048c64" "bt t32c16" "mandel m8k" "tc road" "bfs road"; do
  set -- $p
  PROBE_PASSES=1 probe_alternate $1 $2 "new dpbench-dpopt dp" "spr dpbench-spr dp"
done
