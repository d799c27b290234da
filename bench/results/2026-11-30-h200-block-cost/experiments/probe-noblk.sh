#!/bin/bash
# What the block spread's code costs and gains against none at all: the
# shipped build (dpbench-dpopt, 617a4c7) against the same plugin with
# -dpopt-spread-over-block=false (dpbench-dpnoblk: a bench/build.sh variant
# with that option in plugin_off). A B B A twice, medians of 9 runs each.
# TC (no block code in either) is the control.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/s2 PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron road rand3 sat5 >/dev/null 2>&1
pair() {
  probe_alternate "$1" "$2" "blk dpbench-dpopt dp" "noblk dpbench-dpnoblk dp"
  PROBE_PASSES=1 probe_alternate "$1" "$2" "nodp dpbench-nodp nodp"
}
for ds in kron cnr road; do
  for app in bfs sssp mst; do pair $app $ds; done
done
pair sp rand3
pair sp sat5
pair tc kron
