#!/bin/bash
# Occupancy: the launching parents held to 48 registers (cap: a ptxas
# wrapper adds .maxnreg 48 to the parents of TC, BFS, SSSP, MST, SP and BT;
# TC's parent then spills 12 bytes and fits 5 blocks of 256 an SM instead
# of 4) against the shipped build (new), alternated (A B B A).
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr rand3 sat5 t2048c64 >/dev/null 2>&1
for p in "tc cnr" "tc kron" "bfs cnr" "bfs kron" "sssp cnr" "sssp kron" "mst cnr" "mst kron" \
         "sp rand3" "sp sat5" "bt t2048c64"; do
  set -- $p
  PROBE_PASSES=1 probe_alternate $1 $2 "new dpbench-dpopt dp" "cap dpbench-cap dp"
done
