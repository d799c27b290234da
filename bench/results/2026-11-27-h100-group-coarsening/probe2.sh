#!/bin/bash
# Coarsening at the defaults and with every child launched, every paper pair.
D=/tmp/data; mkdir -p $D
B=.carry/b/bin
S=bench/harness/probe_summary.py
$B/dpbench-nodp gen --data-dir $D t2048c64 t32c16 cnr kron rand3 sat5 >/dev/null 2>&1
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 60 env "$@" $B/dpbench-$bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 3 2>/dev/null | python3 $S "$name" --agg; }
for ad in "bt t2048c64" "bt t32c16" "tc cnr" "tc kron" "bfs cnr" "bfs kron" "sssp cnr" "sssp kron" "mst cnr" "mst kron" "sp rand3" "sp sat5"; do
  set -- $ad; a=$1; d=$2
  echo "== $a $d"
  r default dpopt $a $d dp
  r def-c1 dpopt $a $d dp DPOPT_COARSEN=1
  r def-grid-c1 dpopt $a $d dp DPOPT_COARSEN=1 DPOPT_AGG=grid
  r T0-mb-c1 dpopt $a $d dp DPOPT_THRESHOLD=0 DPOPT_COARSEN=1
  r T0-grid-c1 dpopt $a $d dp DPOPT_THRESHOLD=0 DPOPT_COARSEN=1 DPOPT_AGG=grid
done
