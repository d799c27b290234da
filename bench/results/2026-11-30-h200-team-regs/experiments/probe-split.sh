#!/bin/bash
# Team versions with blocks split along x (teams of 32 from blocks of 64)
# and the split that leaves the most threads on an SM: the new build
# (dpbench-dpopt) against be4e333 (dpbench-old) and the past-guard change
# alone (dpbench-pg), at the runtime's team size and at fixed ones; No-DP
# beside them.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA t2048c64 t32c16 rand3 sat5 road cnr >/dev/null 2>&1
for ds in t2048c64 t32c16; do
  echo "== reference $ds"
  probe_run nodp dpbench-nodp bt $ds nodp
  PROBE_PASSES=1 probe_alternate bt $ds "old dpbench-old dp" "pg dpbench-pg dp" \
    "new dpbench-dpopt dp" "new16 dpbench-dpopt dp DPOPT_TEAM=16" "new32 dpbench-dpopt dp DPOPT_TEAM=32"
done
for ds in rand3 sat5; do
  echo "== reference $ds"
  probe_run nodp dpbench-nodp sp $ds nodp
  PROBE_PASSES=1 probe_alternate sp $ds "old dpbench-old dp" "new dpbench-dpopt dp" \
    "new32 dpbench-dpopt dp DPOPT_TEAM=32"
done
echo "== reference road"
probe_run nodp dpbench-nodp bfs road nodp
PROBE_PASSES=1 probe_alternate bfs road "old dpbench-old dp" "new dpbench-dpopt dp" \
  "new32 dpbench-dpopt dp DPOPT_TEAM=32"
PROBE_PASSES=1 probe_alternate tc cnr "old dpbench-old dp" "new dpbench-dpopt dp"
