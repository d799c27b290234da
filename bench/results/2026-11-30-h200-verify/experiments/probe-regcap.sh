#!/bin/bash
# Does the parent's occupancy explain TC's loss? The default DPOpt build
# (tc_parent: 62 registers, 4 blocks of 256 an SM) against the same build
# with ptxas held to 48 and 40 registers (-maxrregcount through
# DPOPT_REAL_PTXAS; 5 and 6 blocks an SM, with spills), alternated
# (A B C C B A).
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr road >/dev/null 2>&1
for p in "tc cnr" "tc kron" "bfs cnr" "sssp kron" "tc road"; do
  set -- $p
  probe_run nodp dpbench-nodp $1 $2 nodp
  PROBE_PASSES=1 probe_alternate $1 $2 "base dpbench-dpopt dp" "cap48 dpbench-cap48 dp" "cap40 dpbench-cap40 dp"
done
