#!/bin/bash
# The block spread with its exchange in shared memory (617a4c7, dpbench-shared),
# in a mailbox in global memory, one child a round as before (dpbench-mailbox:
# a working-tree build between 617a4c7 and 2fad43f, not kept), and without the block spread (dpbench-noblk: 617a4c7's plugin
# with -dpopt-spread-over-block=false). A B C C B A twice, medians of 9
# runs each; No-DP once per pair.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/s3 PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron road rand3 sat5 >/dev/null 2>&1
pair() {
  probe_alternate "$1" "$2" "shared dpbench-shared dp" "mailbox dpbench-mailbox dp" "noblk dpbench-noblk dp"
  PROBE_PASSES=1 probe_alternate "$1" "$2" "nodp dpbench-nodp nodp"
}
for ds in cnr kron road; do
  for app in bfs sssp mst; do pair $app $ds; done
done
pair sp sat5
pair tc cnr
