#!/bin/bash
# BT t2048c64: the last run's timeline of the runtime's hooks (a runtime
# built with -DDPOPT_RUNTIME_PROFILE=ON), and the settings that isolate the
# aggregated launch's tail.
. bench/harness/probe-lib.sh
PROBE_BINS=${PROBE_BINS:-.carry/p/bin}
PROBE_DATA=/tmp/data; mkdir -p $PROBE_DATA
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA t2048c64 >/dev/null 2>&1
BIG=1073741824
echo "== bt t2048c64"
for pass in 1 2; do
probe_run default dpbench-dpopt bt t2048c64 dp
probe_run Tall-aggon dpbench-dpopt bt t2048c64 dp DPOPT_THRESHOLD=$BIG
probe_run Tall-spread dpbench-dpopt bt t2048c64 dp DPOPT_THRESHOLD=$BIG DPOPT_AGG=off
probe_run T2048 dpbench-dpopt bt t2048c64 dp DPOPT_THRESHOLD=2048
probe_run T2048-c1 dpbench-dpopt bt t2048c64 dp DPOPT_THRESHOLD=2048 DPOPT_COARSEN=1
probe_run T1024 dpbench-dpopt bt t2048c64 dp DPOPT_THRESHOLD=1024
probe_run c1 dpbench-dpopt bt t2048c64 dp DPOPT_COARSEN=1
probe_run mb dpbench-dpopt bt t2048c64 dp DPOPT_AGG=multiblock
probe_run block dpbench-dpopt bt t2048c64 dp DPOPT_AGG=block
done
probe_profile prof-default dpbench-prof bt t2048c64 dp
probe_profile prof-Tall-aggon dpbench-prof bt t2048c64 dp DPOPT_THRESHOLD=$BIG
probe_profile prof-T2048 dpbench-prof bt t2048c64 dp DPOPT_THRESHOLD=2048
probe_profile prof-T2048-c1 dpbench-prof bt t2048c64 dp DPOPT_THRESHOLD=2048 DPOPT_COARSEN=1
probe_profile prof-mb dpbench-prof bt t2048c64 dp DPOPT_AGG=multiblock
probe_profile prof-T0-grid dpbench-prof bt t2048c64 dp DPOPT_THRESHOLD=0 DPOPT_AGG=grid
