#!/bin/bash
# Nsight Compute on TC cnr: the flat kernel (tc_edges) against DPOpt's
# parent (tc_parent, defaults), one timed launch each: per-SASS-instruction
# executions and stall samples.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr >/dev/null 2>&1
PROBE_NCU_DATASET=cnr PROBE_NCU_SKIP=1 probe_ncu tc-flat dpbench-nodp nodp tc tc_edges 1
PROBE_NCU_DATASET=cnr PROBE_NCU_SKIP=1 probe_ncu tc-parent dpbench-dpopt dp tc 'tc_parent|tc_child' 3
