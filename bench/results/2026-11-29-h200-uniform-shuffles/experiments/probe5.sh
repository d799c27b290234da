#!/bin/bash
# Why spreading every warp (spr, probe 3) made TC cnr 1.44x slower although
# the spread's merge loop keeps 10.5 lanes busy against 2.4-4.4 in the
# per-lane path (probes 1-2): Nsight Compute on spr's parent at the
# defaults, first launch, as probe 1 did for the shipped build.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr >/dev/null 2>&1
probe_run new dpbench-dpopt tc cnr dp
probe_run spr dpbench-spr tc cnr dp
export PROBE_NCU_DATASET=cnr
PROBE_NCU_SKIP=0 probe_ncu tc-spr dpbench-spr dp tc tc_parent 1
