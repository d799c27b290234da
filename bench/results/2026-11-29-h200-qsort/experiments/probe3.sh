#!/bin/bash
# QSORT's streams variant (--impl dpstream, the CUDA samples' pattern: a
# grid per half into a stream the thread creates) at 0374bdb: untransformed
# (dp) against DPOpt at the defaults, alternated.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$PROBE_BINS/dpbench-dp gen --data-dir $PROBE_DATA q1m q4m q16m q4mdup >/dev/null 2>&1
for ds in q1m q4m q16m q4mdup; do
  probe_alternate qsort $ds "dp dpbench-dp dpstream" "dpopt dpbench-dpopt dpstream"
done
