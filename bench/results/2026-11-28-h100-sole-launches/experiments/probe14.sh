#!/bin/bash
D=/tmp/data; mkdir -p $D /tmp/pk2
tar xJf .carry/pk2.txz -C /tmp/pk2
B=/tmp/pk2/bin
S=bench/harness/probe_summary.py
$B/dpbench-dp gen --data-dir $D road >/dev/null 2>&1
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 40 env "$@" $B/dpbench-$bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 2 2>/tmp/err.txt | python3 $S "$name" --agg; }
for ad in "bfs road" "sssp road"; do
  set -- $ad; echo "== $1 $2"
  for k in 1 2 3; do r old old $1 $2 dp; r new new $1 $2 dp; done
done
