#!/bin/bash
# What the entry hook costs on the road graph (a8d153e's plugin; runtime
# variants relinked into the same objects, experiments only): base; the
# runtime's sampling of every 8th block off (nosample: a block claims a
# cell only while the claim statistics say blocks launch); the block's first
# thread answering EnterGrouped at once while thresholds may be nonzero
# (noenter: the entry barrier stays, no loads behind it, no cell ever);
# aggregation off at run time (aggoff: no barrier).
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/rc/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA road >/dev/null 2>&1
for a in bfs sssp mst tc; do
  probe_alternate $a road "ser dpbench-dp ser" "base dpbench-base dp" "nosample dpbench-nosample dp" "noenter dpbench-noenter dp" "aggoff dpbench-base dp DPOPT_AGG=off"
done
