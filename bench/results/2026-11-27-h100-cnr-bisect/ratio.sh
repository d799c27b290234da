#!/bin/bash
# Cell-skip ratio (H100): rt3 = main (skip when fewer than 1 in 64 sampled blocks joined), vR1k = 1 in 1024, vR0 = only when none joined.
mkdir -p /tmp/rb && tar xJf .carry/r/r.txz -C /tmp/rb; B=/tmp/rb/bin
D=/tmp/data; mkdir -p $D
S=bench/harness/probe_summary.py
$B/dpbench-nodp gen --data-dir $D road kron cnr rand3 sat5 t2048c64 t32c16 >/dev/null 2>&1
r() { local name=$1 app=$2 ds=$3; timeout 60 $B/dpbench-$name run $app $ds --data-dir $D --impl dp --reps 9 --max-seconds 2 2>/dev/null | python3 $S "$name" --agg; }
for rep in 1 2; do
for ad in "sssp cnr" "bfs cnr" "mst cnr" "tc cnr" "bfs road" "sssp road" "mst road" "tc road" "bfs kron" "sssp kron" "mst kron" "tc kron" "sp rand3" "sp sat5" "bt t2048c64" "bt t32c16"; do set -- $ad; echo "== $1 $2 round $rep"
  for v in rt3 vR1k vR0; do r $v $1 $2; done
done; done
