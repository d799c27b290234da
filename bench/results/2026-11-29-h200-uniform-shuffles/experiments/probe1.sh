#!/bin/bash
# The shuffles and votes of warp-uniform values removed (new: the shipped
# build) against the same plugin with -dpopt-uniform-shuffles=false (old),
# alternated (A B B A) on the pairs whose parents spread children over the
# warp; then TC cnr under settings that split its time, and Nsight
# Compute on TC cnr: the flat kernel, the parent's launching version at the
# defaults (its first launch) and with every child serial.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
BIG=1073741824
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr road rand3 sat5 t2048c64 t32c16 >/dev/null 2>&1
for p in "tc cnr" "tc kron" "bfs cnr" "bfs kron" "sssp kron" "sssp cnr" "mst kron" "mst cnr" \
         "sp rand3" "sp sat5" "bt t2048c64" "bt t32c16" "mandel m8k" "mandel m2k" \
         "bfs road" "sssp road" "mst road" "tc road"; do
  set -- $p
  PROBE_PASSES=1 probe_alternate $1 $2 "new dpbench-dpopt dp" "old dpbench-nous dp"
done
echo "== tc cnr settings"
probe_run nodp dpbench-nodp tc cnr nodp
probe_run ser dpbench-nodp tc cnr ser
for b in dpbench-dpopt dpbench-nous; do
  probe_run "$b-default" $b tc cnr dp
  probe_run "$b-Tall-spread" $b tc cnr dp DPOPT_THRESHOLD=$BIG DPOPT_AGG=off
  probe_run "$b-Tall-thread" $b tc cnr dp DPOPT_THRESHOLD=$BIG DPOPT_AGG=off DPOPT_SPREAD_THRESHOLD=$BIG
  probe_run "$b-T0-grid" $b tc cnr dp DPOPT_THRESHOLD=0 DPOPT_AGG=grid
  probe_run "$b-noLF" $b tc cnr dp DPOPT_LAUNCH_FREE=off
done
export PROBE_NCU_DATASET=cnr
probe_ncu tc-nodp dpbench-nodp nodp tc tc_edges 1
PROBE_NCU_SKIP=0 probe_ncu tc-default dpbench-dpopt dp tc tc_parent 1
(export DPOPT_THRESHOLD=$BIG DPOPT_AGG=off; probe_ncu tc-tall dpbench-dpopt dp tc tc_parent 1)
