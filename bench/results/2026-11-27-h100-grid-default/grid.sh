#!/bin/bash
# Grid granularity with cell skipping for children that launch nothing (H100): main = 0667129's runtime (multi-block default; grid always claims cells), vG = grid may skip too (what 0667129's successor ships).
mkdir -p /tmp/gb && tar xJf .carry/g/g.txz -C /tmp/gb; B=/tmp/gb/bin
D=/tmp/data; mkdir -p $D
S=bench/harness/probe_summary.py
$B/dpbench-nodp gen --data-dir $D road kron cnr sat5 rand3 t32c16 t2048c64 >/dev/null 2>&1
r() { local name=$1 bin=$2 app=$3 ds=$4; shift 4; timeout 60 env "$@" $B/dpbench-$bin run $app $ds --data-dir $D --impl dp --reps 9 --max-seconds 2 2>/dev/null | python3 $S "$name" --agg; }
for rep in 1 2; do
for ad in "bfs road" "sssp road" "mst road" "tc road" "bfs kron" "sssp kron" "mst kron" "tc kron" "bfs cnr" "sssp cnr" "mst cnr" "tc cnr" "sp rand3" "sp sat5" "bt t32c16" "bt t2048c64"; do set -- $ad; echo "== $1 $2 round $rep"
  r multiblock dpopt $1 $2; r grid dpopt $1 $2 DPOPT_AGG=grid; r grid-skip vG $1 $2 DPOPT_AGG=grid
done; done
