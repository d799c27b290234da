#!/bin/bash
D=/tmp/data; mkdir -p $D /tmp/pk2
tar xJf .carry/pk2.txz -C /tmp/pk2
B=/tmp/pk2/bin
S=bench/harness/probe_summary.py
nvidia-smi --query-gpu=name --format=csv,noheader
$B/dpbench-dp gen --data-dir $D q1m q4m m8k treeb kron road >/dev/null 2>&1
for round in 1 2; do
  echo -n "plain: "; $B/lc-plain plain | tail -1
  echo -n "old:   "; $B/lc-old dpopt | tail -1
  echo -n "new:   "; $B/lc-new dpopt | tail -1
done
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 40 env "$@" $B/dpbench-$bin run $app $ds --data-dir $D --impl $impl --reps 7 --max-seconds 2 2>/tmp/err.txt | python3 $S "$name" --agg; }
for ds in q1m q4m; do
  echo "== qsort $ds"
  r dp dp qsort $ds dp; r old old qsort $ds dp; r new new qsort $ds dp
  r new new qsort $ds dp; r old old qsort $ds dp; r dp dp qsort $ds dp
done
for ad in "mandel m8k" "th treeb" "bfsrec kron" "bfs kron" "sssp kron" "tc kron" "bfs road"; do
  set -- $ad; echo "== $1 $2"
  r old old $1 $2 dp; r new new $1 $2 dp; r new new $1 $2 dp; r old old $1 $2 dp
done
