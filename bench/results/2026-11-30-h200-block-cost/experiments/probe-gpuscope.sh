#!/bin/bash
# c44987c (the mailbox's atomics at GPU scope) and a7c8fe3 (a busy cell's
# holders run their child's serial version), run at 08a51c2: the shipped
# build (dpbench-dpopt, B = 256) against the same plugin with
# -dpopt-spread-over-block=false (dpbench-dpnoblk: a bench/build.sh variant
# with that option in plugin_off). A B B A twice, medians of 9. TC (no
# block code in either) is the control.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/v34 PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron road >/dev/null 2>&1
for ds in kron cnr road; do
  for app in bfs sssp mst; do
    probe_alternate $app $ds "blk dpbench-dpopt dp" "noblk dpbench-dpnoblk dp"
  done
done
probe_alternate tc kron "blk dpbench-dpopt dp" "noblk dpbench-dpnoblk dp"
