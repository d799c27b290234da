#!/bin/bash
# The spread's balance rule at factor 1 (k1: spread unless every lane's
# thread count is the same) against factor 2 (main, 84d2a49), alternated
# (A B B A); and where BFS and TC cnr's time goes: their run-time settings
# against No-DP and the hand-serialized program.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr road rand3 sat5 t2048c64 t32c16 >/dev/null 2>&1
for p in "bfs cnr" "tc cnr" "tc kron"; do
  set -- $p
  echo "== settings $1 $2"
  probe_run nodp dpbench-nodp $1 $2 nodp
  probe_run ser dpbench-nodp $1 $2 ser
  probe_run main dpbench-dpopt $1 $2 dp
  probe_run main-allserial dpbench-dpopt $1 $2 dp DPOPT_THRESHOLD=1000000
  probe_run k1 dpbench-k1 $1 $2 dp
  probe_run k1-allserial dpbench-k1 $1 $2 dp DPOPT_THRESHOLD=1000000
  probe_run main-aggoff dpbench-dpopt $1 $2 dp DPOPT_AGG=off
done
for p in "tc cnr" "tc kron" "bfs cnr" "bfs kron" "sssp cnr" "sssp kron" "mst cnr" "mst kron" \
         "sp rand3" "sp sat5" "bt t2048c64" "bt t32c16" "mandel m8k"; do
  set -- $p
  PROBE_PASSES=1 probe_alternate $1 $2 "main dpbench-dpopt dp" "k1 dpbench-k1 dp"
done
