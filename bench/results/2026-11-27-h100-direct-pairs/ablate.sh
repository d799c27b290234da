#!/bin/bash
# Road-graph hook ablation (H100): rt3 = main's runtime; vA = every 64th block samples a cell (not 8th); vC = no claim-count reads (every non-sample block skips its cell); off = rt3 with DPOPT_AGG=off (hooks called, no cells, no entry barrier taken).
D=/tmp/data; mkdir -p $D
B=.carry/p/bin
S=bench/harness/probe_summary.py
$B/dpbench-nodp gen --data-dir $D road kron cnr >/dev/null 2>&1
r() { local name=$1 bin=$2 app=$3 ds=$4; shift 4; timeout 90 env "$@" $B/dpbench-$bin run $app $ds --data-dir $D --impl dp --reps 9 --max-seconds 3 2>/dev/null | python3 $S "$name" --agg; }
for rep in 1 2; do
for ad in "bfs road" "sssp road" "mst road" "tc road" "bfs kron" "sssp kron" "bfs cnr"; do set -- $ad; echo "== $1 $2 round $rep"
  r rt3 rt3 $1 $2; r vA vA $1 $2; r vC vC $1 $2; r off rt3 $1 $2 DPOPT_AGG=off
done; done
