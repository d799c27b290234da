#!/bin/bash
# Session 10 probes: MANDEL .agg register budgets, QSORT ungated direct launches; then the suite.
D=/tmp/data; mkdir -p $D
mkdir -p /tmp/pb && tar xJf .carry/pb.txz -C /tmp/pb
B=/tmp/pb/bin
S=bench/harness/probe_summary.py
$B/dpbench-nodp gen --data-dir $D m8k m2k q1m q4m >/dev/null 2>&1
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 60 env "$@" $B/dpbench-$bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 3 2>/tmp/err.txt | python3 $S "$name" --agg; }
for round in 1 2; do
  echo "=== round $round"
  for ds in m8k m2k; do
    echo "== mandel $ds"
    r ask nodp mandel $ds ask
    r dpopt dpopt mandel $ds dp
    r m40 m40 mandel $ds dp
    r m48 m48 mandel $ds dp
  done
  for ds in q1m q4m; do
    echo "== qsort $ds"
    r dp dp qsort $ds dp
    r dpopt dpopt qsort $ds dp
    r gate gate qsort $ds dp
    r dpopt-aggoff dpopt qsort $ds dp DPOPT_AGG=off
  done
done
echo "=== suite"
BENCH_OUT=/tmp/pb bench/run.sh $OUT/suite --variants No-DP,DP+T+C+A,ASK --tune default --budget 420 --grace 40 > $OUT/suite-stdout.txt 2>&1
tail -40 $OUT/suite-stdout.txt
