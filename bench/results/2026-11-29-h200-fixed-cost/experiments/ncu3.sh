#!/bin/bash
# Nsight Compute on the road graph at 99d029a (counts4), thresholding alone
# (tonly) and the hand-serialized kernels: SSSP (three rounds from the fifth)
# and the two MST parents (two launches each); the sections of
# ../../2026-11-29-h200-regs/experiments/ncu2.sh (probe_ncu).
source bench/harness/probe-lib.sh
PROBE_BINS=${PROBE_BINS:-.carry/rc/bin} PROBE_DATA=/tmp/data
mkdir -p $PROBE_DATA
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA road >/dev/null 2>&1
probe_ncu sssp-counts dpbench-counts4 dp sssp sssp_parent 3
probe_ncu sssp-tonly dpbench-tonly dp sssp sssp_parent 3
probe_ncu sssp-ser dpbench-dp ser sssp sssp_relax 3
probe_ncu mst-tonly dpbench-tonly dp mst 'mst_(find|verify)_parent' 4
probe_ncu mst-counts dpbench-counts4 dp mst 'mst_(find|verify)_parent' 4
# rounds per run on the road graph (the launches a run makes of each parent)
for a in bfs sssp mst tc; do
  echo "== $a rounds"
  $PROBE_BINS/dpbench-dp run $a road --data-dir $PROBE_DATA --impl ser --reps 1 2>&1 | grep -i -E "round|level|iter" | head -3
done
