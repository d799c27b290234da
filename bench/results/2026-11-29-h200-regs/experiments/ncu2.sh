#!/bin/bash
# Nsight Compute, where the road graph's parents spend their cycles at
# the counts change (counts): per-SASS-instruction executions and warp-stall samples
# (every 32 cycles), caches not flushed between passes; three launches
# (levels 5-7) of BFS's parent and two of each MST parent, and the
# hand-serialized BFS kernel for comparison (probe_ncu of
# bench/harness/probe-lib.sh, which took this script's function).
source bench/harness/probe-lib.sh
PROBE_BINS=${PROBE_BINS:-.carry/rc/bin} PROBE_DATA=/tmp/data
mkdir -p $PROBE_DATA
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA road >/dev/null 2>&1
probe_ncu bfs-counts dpbench-counts dp bfs bfs_parent 3
probe_ncu bfs-ser dpbench-dp ser bfs bfs_ser 3
probe_ncu mst-counts dpbench-counts dp mst 'mst_(find|verify)_parent' 4
probe_ncu mst-ser dpbench-dp ser mst 'mst_(find|verify)_ser' 4
probe_ncu bfs-tonly dpbench-tonly dp bfs bfs_parent 3
