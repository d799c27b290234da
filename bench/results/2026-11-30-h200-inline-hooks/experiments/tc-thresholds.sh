#!/bin/bash
# TC's threshold (DPOPT_THRESHOLD) with the release without a fence (hk2):
# the aggregated path got cheaper, so the best threshold may have moved.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/p2 PROBE_DATA=/tmp/data
.carry/p2/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron >/dev/null 2>&1
for ds in cnr kron; do
  echo "== tc $ds"
  for t in 4 8 12 16 24 32 48; do
    probe_run "T=$t" dpbench-hk2 tc $ds dp DPOPT_THRESHOLD=$t
  done
done
