#!/bin/bash
# MANDEL: parent blocks per group (multi-block granularity, DPOPT_AGG_GROUP)
# with the aggregated kernel as built (49 registers) and at .maxnreg 40;
# ASK as built and at 4 blocks an SM. Alternated (forward, then backward).
D=/tmp/data; mkdir -p $D /tmp/pm
tar xJf .carry/pm.txz -C /tmp/pm
S=bench/harness/probe_summary.py
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
/tmp/pm/base/dpbench-dpopt gen --data-dir $D m2k m8k >/dev/null 2>&1
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 60 env "$@" /tmp/pm/$bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 3 2>/tmp/err.txt | python3 $S "$name" --agg; }
for ds in m8k m2k; do
  echo "== mandel $ds"
  cfgs=("ask base/dpbench-dpopt ask" "ask-4blk p45/dpbench-dpopt ask" "dpopt base/dpbench-dpopt dp" "agg40 a40/dpbench-dpopt dp")
  for g in 64 128 256 512 4096; do
    cfgs+=("mb$g base/dpbench-dpopt dp DPOPT_AGG=multiblock DPOPT_AGG_GROUP=$g")
    cfgs+=("agg40-mb$g a40/dpbench-dpopt dp DPOPT_AGG=multiblock DPOPT_AGG_GROUP=$g")
  done
  for c in "${cfgs[@]}"; do set -- $c; n=$1 b=$2 i=$3; shift 3; r $n $b mandel $ds $i "$@"; done
  for ((k=${#cfgs[@]}-1; k>=0; k--)); do set -- ${cfgs[$k]}; n=$1 b=$2 i=$3; shift 3; r $n $b mandel $ds $i "$@"; done
done
