#!/bin/bash
# The coarsening factor over the suite: the compiled-in default (8, lowered
# at run time to what fills the GPU) against 4 (run-time DPOPT_COARSEN=4),
# alternated (A B B A), after probe-coarsen.sh found BFS cnr 9% faster at 4.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr road t2048c64 t32c16 rand3 sat5 m2k m8k q1m q4m >/dev/null 2>&1
for p in "bfs cnr" "bfs kron" "bfs road" "sssp cnr" "sssp kron" "sssp road" "mst cnr" "mst kron" "mst road" \
         "tc cnr" "tc kron" "tc road" "sp rand3" "sp sat5" "bt t2048c64" "bt t32c16" "mandel m2k" "mandel m8k" \
         "qsort q1m" "qsort q4m"; do
  set -- $p
  probe_alternate $1 $2 "C8 dpbench-dpopt dp" "C4 dpbench-dpopt dp DPOPT_COARSEN=4"
done
