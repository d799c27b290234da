#!/bin/bash
# The committed build (head, 07956cb): MANDEL against ASK, QSORT's four
# datasets against the untransformed program (dp), A B B A twice; then the
# suite (No-DP, DP+T+C+A at the defaults and the paper pairs' sweep, ASK).
D=/tmp/data; mkdir -p $D /tmp/p4
tar xJf .carry/p4.txz -C /tmp/p4
S=bench/harness/probe_summary.py
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
H=/tmp/p4/b-head/bin
$H/dpbench-dpopt gen --data-dir $D m2k m8k q1m q4m q16m q4mdup >/dev/null 2>&1
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 60 env "$@" $H/$bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 3 2>/tmp/err.txt | python3 $S "$name" --agg; }
alt() { # alt app ds cfg...
  local app=$1 ds=$2; shift 2; local cfgs=("$@")
  echo "== $app $ds"
  for pass in 1 2; do
    for c in "${cfgs[@]}"; do set -- $c; r $1 $2 $app $ds $3; done
    for ((k=${#cfgs[@]}-1; k>=0; k--)); do set -- ${cfgs[$k]}; r $1 $2 $app $ds $3; done
  done
}
for ds in m8k m2k; do alt mandel $ds "ask dpbench-dpopt ask" "head dpbench-dpopt dp"; done
for ds in q1m q4m q16m q4mdup; do alt qsort $ds "dp dpbench-dp dp" "head dpbench-dpopt dp"; done
