#!/bin/bash
D=/tmp/data; mkdir -p $D /tmp/pk
tar xJf .carry/pk.txz -C /tmp/pk
B=/tmp/pk/bin
S=bench/harness/probe_summary.py
$B/dpbench-dp gen --data-dir $D q1m q4m q16m q4mdup >/dev/null 2>&1
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 60 env "$@" $B/dpbench-$bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 3 2>/tmp/err.txt | python3 $S "$name" --agg; }
for ds in q1m q16m q4m q4mdup; do
  echo "== qsort $ds"
  r dp dp qsort $ds dp; r new dpopt qsort $ds dp; r faf faf qsort $ds dp
  r faf faf qsort $ds dp; r new dpopt qsort $ds dp; r dp dp qsort $ds dp
  r dp-str dp qsort $ds dpstream; r new-str dpopt qsort $ds dpstream; r new-str-aggoff dpopt qsort $ds dpstream DPOPT_AGG=off
  r new-str-thr1 dpopt qsort $ds dpstream DPOPT_AGG_THRESHOLD=1; r new-str-block dpopt qsort $ds dpstream DPOPT_AGG=block
done
