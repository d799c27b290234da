#!/bin/bash
# Multi-block (default) vs grid granularity at b944843's defaults, every paper and road pair, same run.
D=/tmp/data; mkdir -p $D
B=.carry/bench/bin
S=bench/harness/probe_summary.py
$B/dpbench-nodp gen --data-dir $D t2048c64 t32c16 cnr kron rand3 sat5 road >/dev/null 2>&1
r() { local name=$1 app=$2 ds=$3; shift 3; timeout 60 env "$@" $B/dpbench-dpopt run $app $ds --data-dir $D --impl dp --reps 9 --max-seconds 3 2>/dev/null | python3 $S "$name" --agg; }
for rep in 1 2; do
for ad in "bt t2048c64" "bt t32c16" "tc cnr" "tc kron" "bfs cnr" "bfs kron" "sssp cnr" "sssp kron" "mst cnr" "mst kron" "sp rand3" "sp sat5" "bfs road" "sssp road" "mst road" "tc road"; do
  set -- $ad; echo "== $1 $2 round $rep"
  r multiblock $1 $2
  r grid $1 $2 DPOPT_AGG=grid
done
done
