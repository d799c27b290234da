#!/bin/bash
# The spread counting a one-dimensional child's threads up to its guard
# (branch spread-guard: sg) against efc8d18's build (new), alternated
# (A B B A) on the pairs whose parents run children serially.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr road rand3 sat5 t2048c64 t32c16 >/dev/null 2>&1
for p in "tc cnr" "tc kron" "bfs cnr" "bfs kron" "sssp cnr" "sssp kron" "mst cnr" "mst kron" \
         "sp rand3" "sp sat5" "bt t2048c64" "bt t32c16" "tc road" "bfs road"; do
  set -- $p
  PROBE_PASSES=1 probe_alternate $1 $2 "new dpbench-dpopt dp" "sg dpbench-sg dp"
done
