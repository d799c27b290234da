#!/bin/bash
# Held children spread over the parent's block at its exit (Thresholding.h)
# against the warp alone, in the same binaries: DPOPT_BLOCK_SPREAD_THRESHOLD
# at 2^30 (no child reaches it: the warps spread every held child), 128
# (the compiled-in default) and 64. A B C C B A, medians of 9 runs each;
# No-DP once for the ratios.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron road >/dev/null 2>&1
run_pair() { # APP DATASET
  PROBE_PASSES=1 probe_alternate "$1" "$2" \
    "warp dpbench-dpopt dp DPOPT_BLOCK_SPREAD_THRESHOLD=1073741824" \
    "b128 dpbench-dpopt dp" \
    "b64 dpbench-dpopt dp DPOPT_BLOCK_SPREAD_THRESHOLD=64"
  PROBE_PASSES=1 probe_alternate "$1" "$2" "nodp dpbench-nodp nodp"
}
for ds in kron cnr; do
  for app in bfs sssp mst tc; do run_pair $app $ds; done
done
run_pair bfs road
run_pair sssp road
