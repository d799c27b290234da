#!/bin/bash
# The final build (team versions, watched first, grids of at most an
# eighth of the GPU) against the build before team versions (dpbench-old,
# 9388655), alternated (A B B A): BT, where team versions run, and the
# pairs whose parents now carry the watch for children too big for a team
# (a threshold lookup and a report at each launch site) but whose grids are
# too big for teams; with DPOPT_TEAM=off beside them on BT.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA t2048c64 t32c16 kron cnr road rand3 >/dev/null 2>&1
for ds in t2048c64 t32c16; do
  echo "== reference $ds"
  probe_run nodp dpbench-nodp bt $ds nodp
  PROBE_PASSES=1 probe_alternate bt $ds "new dpbench-dpopt dp" "old dpbench-old dp" "off dpbench-dpopt dp DPOPT_TEAM=off"
done
for p in "bfs cnr" "bfs kron" "sssp kron" "tc cnr" "mst kron" "sp rand3" "mst road" "bfs road"; do
  set -- $p
  PROBE_PASSES=1 probe_alternate $1 $2 "new dpbench-dpopt dp" "old dpbench-old dp"
done
