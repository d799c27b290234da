#!/bin/bash
# The build as committed (fin: by-value arguments staged in shared memory,
# aggregated kernels held to 40 registers where that spills at most 16
# bytes, the small-grid test in the site helpers) against base (9dc1d66's
# plugin and runtime) on the recursive benchmarks, A B B A twice; MANDEL
# with ASK, QSORT with the untransformed program (dp).
D=/tmp/data; mkdir -p $D /tmp/p3
tar xJf .carry/p3.txz -C /tmp/p3
S=bench/harness/probe_summary.py
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
/tmp/p3/base/dpbench-dpopt gen --data-dir $D m2k m8k q1m q4m treea treeb kron >/dev/null 2>&1
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 60 env "$@" /tmp/p3/$bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 3 2>/tmp/err.txt | python3 $S "$name" --agg; }
alt() { # alt app ds cfg...
  local app=$1 ds=$2; shift 2; local cfgs=("$@")
  echo "== $app $ds"
  for pass in 1 2; do
    for c in "${cfgs[@]}"; do set -- $c; r $1 $2 $app $ds $3; done
    for ((k=${#cfgs[@]}-1; k>=0; k--)); do set -- ${cfgs[$k]}; r $1 $2 $app $ds $3; done
  done
}
for ds in m8k m2k; do
  alt mandel $ds "ask fin/dpbench-dpopt ask" "base base/dpbench-dpopt dp" "fin fin/dpbench-dpopt dp"
done
for ds in q1m q4m; do
  alt qsort $ds "dp dp/dpbench-dp dp" "base base/dpbench-dpopt dp" "fin fin/dpbench-dpopt dp"
done
for a in "th treea" "th treeb" "td treea" "td treeb" "bfsrec kron"; do
  set -- $a
  alt $1 $2 "dp dp/dpbench-dp dp" "base base/dpbench-dpopt dp" "fin fin/dpbench-dpopt dp"
done
