#!/bin/bash
# Launch-chain latency per level, runtime variants; QSORT with the same runtimes.
D=/tmp/data; mkdir -p $D /tmp/pb /tmp/lcx
tar xJf .carry/pb.txz -C /tmp/pb; tar xJf .carry/lc.txz -C /tmp/lcx
B=/tmp/pb/bin; L=/tmp/lcx/lc
S=bench/harness/probe_summary.py
$B/dpbench-nodp gen --data-dir $D q1m q4m >/dev/null 2>&1
for round in 1 2 3; do
  for v in plain noopt dpopt vq ve ve-noc; do
    b=$v; [[ $v == noopt ]] && b=plain
    echo -n "$v: "; $L/lc.$v $b 20 | tail -1
  done
  echo -n "aggoff: "; DPOPT_AGG=off $L/lc.dpopt dpopt 20 | tail -1
done
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 60 env "$@" $B/dpbench-$bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 3 2>/tmp/err.txt | python3 $S "$name" --agg; }
for round in 1 2; do
  for ds in q1m q4m; do
    echo "== qsort $ds"
    r dp dp qsort $ds dp
    r dpopt dpopt qsort $ds dp
    r gate gate qsort $ds dp
    r early early qsort $ds dp
  done
done
