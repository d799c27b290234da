#!/bin/bash
# The aggregated kernels' record lookup and release inline (BlockHooks.h)
# against the shipped calls: ship (ca5bdc3's plugin and runtime), hk1 (inline,
# the runtime's protocol: a fence in every lane, a relaxed add), hk2 (inline,
# __syncwarp and a release add by the warp's first lane). A B C C B A twice,
# medians of 9 runs each; No-DP once per pass for the ratios.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/p2 PROBE_DATA=/tmp/data
.carry/p2/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron road rand3 t2048c64 m2k q1m >/dev/null 2>&1
run_pair() { # APP DATASET
  probe_alternate "$1" "$2" "ship dpbench-ship dp" "hk1 dpbench-hk1 dp" "hk2 dpbench-hk2 dp"
  PROBE_PASSES=1 probe_alternate "$1" "$2" "nodp dpbench-nodp nodp"
}
for ds in cnr kron; do
  for app in tc bfs sssp mst; do run_pair $app $ds; done
done
run_pair tc road
run_pair sp rand3
run_pair bt t2048c64
run_pair mandel m2k
run_pair qsort q1m
