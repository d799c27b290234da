#!/bin/bash
# The final build (teams sized by the children's mean, blocks split, split
# chosen by occupancy; dpbench-dpopt) against be4e333 (dpbench-old), A B B A,
# No-DP from the same run; BT also at DPOPT_TEAM=32.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA t2048c64 t32c16 rand3 sat5 road cnr kron >/dev/null 2>&1
for x in "bt t2048c64" "bt t32c16" "sp rand3" "sp sat5" "bfs road" "bfs cnr" "mst road" "tc cnr"; do
  set -- $x
  echo "== reference $1 $2"
  probe_run nodp dpbench-nodp $1 $2 nodp
  PROBE_PASSES=1 probe_alternate $1 $2 "new dpbench-dpopt dp" "old dpbench-old dp"
done
PROBE_PASSES=1 probe_alternate bt t2048c64 "new dpbench-dpopt dp" "new32 dpbench-dpopt dp DPOPT_TEAM=32"
