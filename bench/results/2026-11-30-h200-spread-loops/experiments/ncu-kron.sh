#!/bin/bash
# Nsight Compute on TC kron's parent at threshold 1 (every child aggregated):
# elapsed cycles against the warp-stall samples of the parent, its
# aggregated child and the runtime.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron >/dev/null 2>&1
export DPOPT_THRESHOLD=1
PROBE_NCU_DATASET=kron PROBE_NCU_SKIP=1 probe_ncu tc-kron-t1 dpbench-dpopt dp tc 'tc_parent' 1
