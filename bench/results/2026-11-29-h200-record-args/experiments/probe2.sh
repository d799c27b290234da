#!/bin/bash
# MANDEL: the aggregated kernel's by-value arguments read in the record (ip:
# record kept to the threads' end), staged in shared memory (st: record
# released at the start; 42 registers), st at .maxnreg 40 (st40, ptxas-edit
# agg40), against base and ASK. A B C D E E D C B A, twice.
D=/tmp/data; mkdir -p $D /tmp/pr
tar xJf .carry/pr2.txz -C /tmp/pr
S=bench/harness/probe_summary.py
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
/tmp/pr/base/dpbench-dpopt gen --data-dir $D m2k m8k >/dev/null 2>&1
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
  alt mandel $ds "ask base/dpbench-dpopt ask" "base base/dpbench-dpopt dp" "ip ip/dpbench-dpopt dp" "st st/dpbench-dpopt dp" "st40 st40/dpbench-dpopt dp"
done
