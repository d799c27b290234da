#!/bin/bash
D=/tmp/data; mkdir -p $D /tmp/pb /tmp/lcx
tar xJf .carry/pb.txz -C /tmp/pb; tar xJf .carry/lc.txz -C /tmp/lcx
B=/tmp/pb/bin; L=/tmp/lcx/lc
S=bench/harness/probe_summary.py
$B/dpbench-nodp gen --data-dir $D q1m q4m q16m q4mdup m8k m2k treeb kron road >/dev/null 2>&1
for round in 1 2 3; do
  for v in plain v2null new new2 new2vg; do b=plain; [[ $v == new* ]] && b=$v; echo -n "$v: "; $L/lc.$v $b 20 | tail -1; done
done
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 60 env "$@" $B/dpbench-$bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 3 2>/tmp/err.txt | python3 $S "$name" --agg; }
for round in 1 2; do
  for ds in q1m q4m q16m q4mdup; do
    echo "== qsort $ds"
    r dp dp qsort $ds dp
    r old old qsort $ds dp
    r new dpopt qsort $ds dp
  done
  for ad in "mandel m8k" "mandel m2k" "th treeb" "bfsrec kron" "bfs road" "sssp kron"; do
    set -- $ad; echo "== $1 $2"
    r old old $1 $2 dp
    r new dpopt $1 $2 dp
  done
done
