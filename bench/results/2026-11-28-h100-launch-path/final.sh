#!/bin/bash
# Final checks at f807b9c: saved fuzz findings, the launch-chain micro, QSORT against DP, the suite.
D=/tmp/data; mkdir -p $D /tmp/pb; tar xJf .carry/pb.txz -C /tmp/pb; B=/tmp/pb/bin
S=bench/harness/probe_summary.py
test/fuzz/run.sh -j 15 --in-process --timeout 30 .carry/find.tar.xz > $OUT/findings.txt 2>&1; tail -3 $OUT/findings.txt
for round in 1 2 3; do $B/micro-launch_chain-plain plain | tail -1; $B/micro-launch_chain dpopt | tail -1; done | tee $OUT/launch_chain.txt
$B/dpbench-nodp gen --data-dir $D q1m q4m q16m q4mdup >/dev/null 2>&1
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 60 env "$@" $B/dpbench-$bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 3 2>/tmp/err.txt | python3 $S "$name" --agg; }
for round in 1 2; do for ds in q1m q4m q16m q4mdup; do echo "== qsort $ds"; r dp dp qsort $ds dp; r dpopt dpopt qsort $ds dp; done; done | tee $OUT/qsort.txt
BENCH_OUT=/tmp/pb bench/run.sh $OUT/suite --variants No-DP,DP+T+C+A,ASK --tune default --budget 420 --grace 40 > $OUT/suite-stdout.txt 2>&1
grep -A4 "paper's datasets: geo\|road graph (low\|recursive subdivision\|recursive quicksort\|recursive trees" $OUT/suite-stdout.txt | grep -v "^--\|over DP \|paper (V100)"
grep "Checks:" $OUT/suite-stdout.txt
