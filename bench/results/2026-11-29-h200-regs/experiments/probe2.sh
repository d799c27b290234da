#!/bin/bash
# What aggregation's hooks cost on the road graph at a8d153e: the shipped
# build (base) against the plugin with coarsening and aggregation compiled
# out (tonly: thresholding alone, no hooks), and base with aggregation off
# at run time (DPOPT_AGG=off: the hooks run but claim nothing).
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/rc/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA road >/dev/null 2>&1
for a in bfs sssp mst tc; do
  probe_alternate $a road "ser dpbench-dp ser" "base dpbench-base dp" "aggoff dpbench-base dp DPOPT_AGG=off" "tonly dpbench-tonly dp"
done
