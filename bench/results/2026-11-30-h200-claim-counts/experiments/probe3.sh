#!/bin/bash
# Session 35, probe 3: where TH/TD's time went between 6d2478d (27 ms on
# treea) and 686d786 (39 ms): builds of a8d153e (before the counts' change
# 99d029a) and 743b490 (the flush split), 2bc14aa (base), base with the
# halving fixed (halve) and with the join count a red too (halve2).
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p35/bin PROBE_DATA=/tmp/data
nvidia-smi -L
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron road treeb >/dev/null 2>&1
C=("base dpbench-base dp" "halve dpbench-halve dp" "halve2 dpbench-halve2 dp" "a8d dpbench-a8d dp" "w743 dpbench-743 dp")
probe_alternate td treeb "${C[@]}"
PROBE_PASSES=1 probe_alternate td treea "${C[@]}"
PROBE_PASSES=1 probe_alternate th treeb "${C[@]}"
PROBE_PASSES=1 probe_alternate bfsrec kron "${C[@]}"
export PROBE_PASSES=1
for p in "bfs road" "mst road" "bfs cnr" "sssp kron" "mst kron"; do
  probe_alternate $p "base dpbench-base dp" "halve dpbench-halve dp" "halve2 dpbench-halve2 dp"
done
