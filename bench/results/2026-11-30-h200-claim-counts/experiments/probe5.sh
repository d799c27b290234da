#!/bin/bash
# Session 35, probe 5: the final runtime (final: the halving fixed, the
# counts not read at entry where the child launches kernels) against
# 2bc14aa (base) and the halving fix alone (halve); No-DP in the same run.
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p35/bin PROBE_DATA=/tmp/data
nvidia-smi -L
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron road treeb >/dev/null 2>&1
C=("base dpbench-base dp" "halve dpbench-halve dp" "final dpbench-final dp")
for p in "td treea" "td treeb" "th treea" "th treeb" "bfsrec kron"; do
  PROBE_PASSES=1 probe_alternate $p "${C[@]}" "nodp dpbench-nodp nodp"
done
for ds in road cnr kron; do
  for app in bfs sssp mst tc; do
    PROBE_PASSES=1 probe_alternate $app $ds "${C[@]}"
  done
done
for p in "sp rand3" "bt t2048c64" "mandel m2k"; do
  PROBE_PASSES=1 probe_alternate $p "${C[@]}"
done
