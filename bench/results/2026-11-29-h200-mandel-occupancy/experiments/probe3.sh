#!/bin/bash
# MANDEL: a group's chunks held to a fixed capacity (a runtime built with
# -DDPAGG_PROBE_CHUNK_CAP=C, records of 4 blocks each here), so that a big
# group launches every C records instead of once it completes; with the
# default grid groups and with whole-grid groups (multi-block, 4096).
D=/tmp/data; mkdir -p $D /tmp/pm
tar xJf .carry/pm.txz -C /tmp/pm
S=bench/harness/probe_summary.py
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
/tmp/pm/base/dpbench-dpopt gen --data-dir $D m2k m8k >/dev/null 2>&1
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 60 env "$@" /tmp/pm/$bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 3 2>/tmp/err.txt | python3 $S "$name" --agg; }
for ds in m8k m2k; do
  echo "== mandel $ds"
  cfgs=("ask base/dpbench-dpopt ask" "dpopt base/dpbench-dpopt dp" "mb128 base/dpbench-dpopt dp DPOPT_AGG=multiblock DPOPT_AGG_GROUP=128")
  for c in 16 32 64; do
    cfgs+=("cap$c c$c/dpbench-dpopt dp")
    cfgs+=("cap$c-whole c$c/dpbench-dpopt dp DPOPT_AGG=multiblock DPOPT_AGG_GROUP=4096")
  done
  for c in "${cfgs[@]}"; do set -- $c; n=$1 b=$2 i=$3; shift 3; r $n $b mandel $ds $i "$@"; done
  for ((k=${#cfgs[@]}-1; k>=0; k--)); do set -- ${cfgs[$k]}; n=$1 b=$2 i=$3; shift 3; r $n $b mandel $ds $i "$@"; done
done
