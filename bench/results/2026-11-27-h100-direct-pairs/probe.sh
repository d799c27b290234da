#!/bin/bash
# Runtime A/B, same binary objects: rt0 = b612130's runtime, rt1 = one-round-trip entry decision, dpopt = rt1 + direct first-thread launches in grids of <= 2 blocks.
D=/tmp/data; mkdir -p $D
B=.carry/p/bin
S=bench/harness/probe_summary.py
$B/dpbench-nodp gen --data-dir $D road cnr kron t2048c64 sat5 q1m q4m q16m m2k m8k treeb >/dev/null 2>&1
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 90 env "$@" $B/dpbench-$bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 3 2>/dev/null | python3 $S "$name" --agg; }
PAIRS=${PAIRS:-"bfs road|sssp road|mst road|tc road|qsort q1m|qsort q4m|qsort q16m|mandel m2k|mandel m8k|th treeb|bfsrec kron|bfs kron|sssp cnr|tc cnr|sp sat5|bt t2048c64"}
for rep in ${REPS:-1 2}; do
IFS='|'; for ad in $PAIRS; do IFS=' '; set -- $ad; echo "== $1 $2 round $rep"
  case $1 in qsort) r dp dp $1 $2 dp;; mandel) r ask nodp $1 $2 ask;; esac
  for v in rt0 rt3; do r $v $v $1 $2 dp; done
done; IFS=' '
done
