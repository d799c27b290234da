#!/bin/bash
# The cnr regression between 2285670 and 41d8c6f (H100): each commit's bench dpopt binary (its plugin, runtime and apps), defaults.
D=/tmp/data; mkdir -p $D
mkdir -p /tmp/qb && tar xJf .carry/qq/qbin.txz -C /tmp/qb; B=/tmp/qb/bin
S=bench/harness/probe_summary.py
$B/dpbench-nodp gen --data-dir $D cnr >/dev/null 2>&1
r() { local name=$1 app=$2 ds=$3; timeout 60 $B/dpbench-$name run $app $ds --data-dir $D --impl dp --reps 9 --max-seconds 2 2>/dev/null | python3 $S "$name" --agg; }
for rep in 1 2; do
for ad in "sssp cnr" "bfs cnr" "mst cnr"; do set -- $ad; echo "== $1 $2 round $rep"
  for c in 2285670 b496657 07057ac 5848792 bf0a6fc 56f9b4e 4c54005 41d8c6f rt3; do r $c $1 $2; done
done; done
