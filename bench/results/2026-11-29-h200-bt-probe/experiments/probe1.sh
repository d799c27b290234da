#!/bin/bash
# Where BT t2048c64's time goes at the defaults (and TC/BFS cnr for contrast):
# the flat and hand-serialized programs, DPOpt at the defaults, every child
# serial (spread over the warp / per thread), thresholds 2048 and 0, and the
# hook profile (a runtime built with -DDPOPT_RUNTIME_PROFILE=ON).
. bench/harness/probe-lib.sh
PROBE_BINS=${PROBE_BINS:-.carry/p/bin}
PROBE_DATA=/tmp/data; mkdir -p $PROBE_DATA
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA t2048c64 cnr >/dev/null 2>&1
prof() { probe_run "$@"; grep profile /tmp/err.txt | sed 's/^/      /'; }
BIG=1073741824
echo "== bt t2048c64"
probe_run nodp dpbench-nodp bt t2048c64 nodp
probe_run ser dpbench-nodp bt t2048c64 ser
probe_run default dpbench-dpopt bt t2048c64 dp
probe_run T2048 dpbench-dpopt bt t2048c64 dp DPOPT_THRESHOLD=2048
probe_run Tall-spread dpbench-dpopt bt t2048c64 dp DPOPT_THRESHOLD=$BIG DPOPT_AGG=off
probe_run Tall-thread dpbench-dpopt bt t2048c64 dp DPOPT_THRESHOLD=$BIG DPOPT_AGG=off DPOPT_SPREAD_THRESHOLD=$BIG
probe_run T0-grid dpbench-dpopt bt t2048c64 dp DPOPT_THRESHOLD=0 DPOPT_AGG=grid
probe_run T0-grid-c1 dpbench-dpopt bt t2048c64 dp DPOPT_THRESHOLD=0 DPOPT_AGG=grid DPOPT_COARSEN=1
probe_run T0-mb dpbench-dpopt bt t2048c64 dp DPOPT_THRESHOLD=0
prof prof-default dpbench-prof bt t2048c64 dp
prof prof-Tall-spread dpbench-prof bt t2048c64 dp DPOPT_THRESHOLD=$BIG DPOPT_AGG=off
prof prof-T0-grid dpbench-prof bt t2048c64 dp DPOPT_THRESHOLD=0 DPOPT_AGG=grid
for a in tc bfs; do
  echo "== $a cnr"
  probe_run nodp dpbench-nodp $a cnr nodp
  probe_run default dpbench-dpopt $a cnr dp
  probe_run Tall-spread dpbench-dpopt $a cnr dp DPOPT_THRESHOLD=$BIG DPOPT_AGG=off
  prof prof-default dpbench-prof $a cnr dp
done
