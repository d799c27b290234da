#!/bin/bash
# base (41d8c6f) vs new (group coarsening at reservation, refit of at most 64 records both ways): same run.
D=/tmp/data; mkdir -p $D
B=.carry/b/bin
S=bench/harness/probe_summary.py
$B/dpbench-nodp gen --data-dir $D t2048c64 t32c16 cnr kron rand3 sat5 m8k q1m treeb >/dev/null 2>&1
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 60 env "$@" $B/dpbench-$bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 3 2>/dev/null | python3 $S "$name" --agg; }
for rep in 1 2; do
for ad in "bt t2048c64" "bt t32c16" "tc cnr" "tc kron" "bfs cnr" "bfs kron" "sssp cnr" "sssp kron" "mst cnr" "mst kron" "sp rand3" "sp sat5" "mandel m8k" "qsort q1m" "th treeb"; do
  set -- $ad; a=$1; d=$2
  echo "== $a $d round $rep"
  r base base $a $d dp
  r new dpopt $a $d dp
  if [ $rep = 1 ]; then
    case $a in bt|tc|bfs|sssp|mst|sp) r base-T0g base $a $d dp DPOPT_THRESHOLD=0 DPOPT_AGG=grid; r new-T0g dpopt $a $d dp DPOPT_THRESHOLD=0 DPOPT_AGG=grid; r base-T0 base $a $d dp DPOPT_THRESHOLD=0; r new-T0 dpopt $a $d dp DPOPT_THRESHOLD=0 ;; esac
  fi
done
done
for ad in "tc cnr" "tc kron" "bt t2048c64" "bt t32c16"; do set -- $ad; echo "== $1 $2 thresholds (new)"; for t in 8 16 32 64 128 256 512; do r new-T$t dpopt $1 $2 dp DPOPT_THRESHOLD=$t; done; done
