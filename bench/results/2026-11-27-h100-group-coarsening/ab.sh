#!/bin/bash
# base (HEAD 41d8c6f) vs new (group coarsening factor at reservation, bounded refit): same run.
D=/tmp/data; mkdir -p $D
B=.carry/b/bin
S=bench/harness/probe_summary.py
$B/dpbench-nodp gen --data-dir $D t2048c64 t32c16 cnr kron rand3 sat5 road m8k m2k q1m treeb >/dev/null 2>&1
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 60 env "$@" $B/dpbench-$bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 3 2>/dev/null | python3 $S "$name" --agg; }
for rep in 1 2; do
for ad in "bt t2048c64" "bt t32c16" "tc cnr" "tc kron" "bfs cnr" "bfs kron" "sssp cnr" "sssp kron" "mst cnr" "mst kron" "sp rand3" "sp sat5" "bfs road" "sssp road" "mst road" "tc road" "mandel m8k" "mandel m2k" "qsort q1m" "th treeb" "bfsrec kron"; do
  set -- $ad; a=$1; d=$2
  echo "== $a $d round $rep"
  r base dpopt $a $d dp
  r new new $a $d dp
  if [ $rep = 1 ]; then
    case $a in bt|tc|bfs|sssp|mst) [ $d != road ] && { r base-T0g dpopt $a $d dp DPOPT_THRESHOLD=0 DPOPT_AGG=grid; r new-T0g new $a $d dp DPOPT_THRESHOLD=0 DPOPT_AGG=grid; r new-T0g-c1 new $a $d dp DPOPT_THRESHOLD=0 DPOPT_AGG=grid DPOPT_COARSEN=1; r new-c1 new $a $d dp DPOPT_COARSEN=1; } ;; esac
  fi
done
done
for d in cnr kron; do echo "== tc $d thresholds (new)"; for t in 0 16 32 64 128; do r new-T$t new tc $d dp DPOPT_THRESHOLD=$t; done; done
