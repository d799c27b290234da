#!/bin/bash
# BT t2048c64: when the parent's blocks end (the exit hooks' histogram, the
# runtime built with -DDPOPT_RUNTIME_PROFILE=ON) at the defaults and with
# every child serial, and the settings that change the launching lanes' path.
. bench/harness/probe-lib.sh
PROBE_BINS=${PROBE_BINS:-.carry/p/bin}
PROBE_DATA=/tmp/data; mkdir -p $PROBE_DATA
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA t2048c64 >/dev/null 2>&1
BIG=1073741824
echo "== bt t2048c64"
probe_run T512-aggoff dpbench-dpopt bt t2048c64 dp DPOPT_AGG=off
probe_run T512-perthread dpbench-dpopt bt t2048c64 dp DPOPT_SPREAD_THRESHOLD=$BIG
probe_run Tall-perthread dpbench-dpopt bt t2048c64 dp DPOPT_THRESHOLD=$BIG DPOPT_AGG=off DPOPT_SPREAD_THRESHOLD=$BIG
probe_run T512-warp dpbench-dpopt bt t2048c64 dp DPOPT_AGG=warp
probe_profile prof-default dpbench-prof bt t2048c64 dp
probe_profile prof-Tall-aggon dpbench-prof bt t2048c64 dp DPOPT_THRESHOLD=$BIG
probe_profile prof-Tall-grid-T2G dpbench-prof bt t2048c64 dp DPOPT_THRESHOLD=2048
probe_profile prof-T512-aggoff dpbench-prof bt t2048c64 dp DPOPT_AGG=off
probe_profile prof-T512-warp dpbench-prof bt t2048c64 dp DPOPT_AGG=warp
