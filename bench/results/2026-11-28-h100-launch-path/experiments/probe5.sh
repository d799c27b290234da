#!/bin/bash
# Launch path: new (SiteFirstThreadsOnly, early direct decision, coarsening
# decision without the factor for small launches, descParam by its word) vs old.
D=/tmp/data; mkdir -p $D /tmp/pb /tmp/lcx
tar xJf .carry/pb.txz -C /tmp/pb; tar xJf .carry/lc.txz -C /tmp/lcx
B=/tmp/pb/bin; L=/tmp/lcx/lc
S=bench/harness/probe_summary.py
which ncu nsys cuobjdump nvdisasm compute-sanitizer 2>&1 | head; ls /usr/local/cuda/bin | tr '\n' ' '; echo
$B/dpbench-nodp gen --data-dir $D q1m q4m q16m q4mdup m8k m2k treeb kron road >/dev/null 2>&1
for round in 1 2 3; do
  for v in plain dpopt new; do echo -n "$v: "; $L/lc.$v $v 20 | tail -1; done
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
echo "=== suite"
BENCH_OUT=/tmp/pb bench/run.sh $OUT/suite --variants No-DP,DP+T+C+A,ASK --tune default --budget 420 --grace 40 > $OUT/suite-stdout.txt 2>&1
tail -32 $OUT/suite-stdout.txt
