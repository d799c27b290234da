#!/bin/bash
# MANDEL: what holds DPOpt's aggregated Mariani-Silver kernel behind ASK on
# m8k. ASK at 8 (as built), 6 and 4 resident blocks an SM (shared memory
# padding, ptxas-edit askpad35000 / askpad45500); DPOpt as built (49
# registers, 4 blocks), its aggregated kernel at .maxnreg 40 (ptxas-edit
# agg40: 6 blocks), and run-time settings (multi-block groups, no
# coarsening). Then QSORT, untransformed DP against DPOpt. Alternated.
D=/tmp/data; mkdir -p $D /tmp/pm
tar xJf .carry/pm.txz -C /tmp/pm
S=bench/harness/probe_summary.py
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
/tmp/pm/base/dpbench-dpopt gen --data-dir $D m2k m8k q1m q4m >/dev/null 2>&1
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 60 env "$@" /tmp/pm/$bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 3 2>/tmp/err.txt | python3 $S "$name" --agg; }
for ds in m8k m2k; do
  echo "== mandel $ds"
  set -- "ask base/dpbench-dpopt ask" "ask-6blk p35/dpbench-dpopt ask" "ask-4blk p45/dpbench-dpopt ask" \
         "dpopt base/dpbench-dpopt dp" "agg40 a40/dpbench-dpopt dp" \
         "mb32 base/dpbench-dpopt dp DPOPT_AGG=multiblock DPOPT_AGG_GROUP=32" \
         "mb128 base/dpbench-dpopt dp DPOPT_AGG=multiblock DPOPT_AGG_GROUP=128" \
         "nocoarsen base/dpbench-dpopt dp DPOPT_COARSEN=1"
  cfgs=("$@")
  for c in "${cfgs[@]}"; do set -- $c; n=$1 b=$2 i=$3; shift 3; r $n $b mandel $ds $i "$@"; done
  for ((k=${#cfgs[@]}-1; k>=0; k--)); do set -- ${cfgs[$k]}; n=$1 b=$2 i=$3; shift 3; r $n $b mandel $ds $i "$@"; done
done
for ds in q1m q4m; do
  echo "== qsort $ds"
  r dp base/dpbench-dp qsort $ds dp; r dpopt base/dpbench-dpopt qsort $ds dp
  r dpopt base/dpbench-dpopt qsort $ds dp; r dp base/dpbench-dp qsort $ds dp
done
