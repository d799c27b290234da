#!/bin/bash
# MANDEL: by-value arguments read in the record (ip) against the build before
# (base), with ASK; QSORT: the small-grid test inline at first-thread sites
# (ipq) against base and the untransformed program (dp). A B C C B A, twice.
D=/tmp/data; mkdir -p $D /tmp/pr
tar xJf .carry/pr.txz -C /tmp/pr
S=bench/harness/probe_summary.py
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
/tmp/pr/base/dpbench-dpopt gen --data-dir $D m2k m8k q1m q4m >/dev/null 2>&1
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 60 env "$@" /tmp/pr/$bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 3 2>/tmp/err.txt | python3 $S "$name" --agg; }
alt() { # alt app ds cfg...
  local app=$1 ds=$2; shift 2; local cfgs=("$@")
  echo "== $app $ds"
  for pass in 1 2; do
    for c in "${cfgs[@]}"; do set -- $c; r $1 $2 $app $ds $3; done
    for ((k=${#cfgs[@]}-1; k>=0; k--)); do set -- ${cfgs[$k]}; r $1 $2 $app $ds $3; done
  done
}
for ds in m8k m2k; do
  alt mandel $ds "ask base/dpbench-dpopt ask" "base base/dpbench-dpopt dp" "ip ip/dpbench-dpopt dp"
done
for ds in q1m q4m; do
  alt qsort $ds "dp dp/dpbench-dp dp" "base base/dpbench-dpopt dp" "ipq ipq/dpbench-dpopt dp"
done
