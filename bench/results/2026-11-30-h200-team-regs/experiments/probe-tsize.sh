#!/bin/bash
# Team sizes fixed with DPOPT_TEAM (blocks split as needed) against the
# runtime's choice, on the pairs that run team versions.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA t2048c64 t32c16 rand3 sat5 road >/dev/null 2>&1
for x in "bt t2048c64" "bt t32c16" "sp rand3" "sp sat5" "bfs road"; do
  set -- $x
  PROBE_PASSES=1 probe_alternate $1 $2 "auto dpbench-dpopt dp" "t4 dpbench-dpopt dp DPOPT_TEAM=4" \
    "t8 dpbench-dpopt dp DPOPT_TEAM=8" "t16 dpbench-dpopt dp DPOPT_TEAM=16" "t32 dpbench-dpopt dp DPOPT_TEAM=32"
done
