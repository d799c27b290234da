#!/bin/bash
# Nsight Compute on the road graph: SSSP's parent with the flush vote (d0c22cf,
# dpbench-vote), three rounds from the fifth, as ncu3 measured counts4.
source bench/harness/probe-lib.sh
PROBE_BINS=${PROBE_BINS:-.carry/rc/bin} PROBE_DATA=/tmp/data
mkdir -p $PROBE_DATA
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA road >/dev/null 2>&1
probe_ncu sssp-vote dpbench-vote dp sssp sssp_parent 3
