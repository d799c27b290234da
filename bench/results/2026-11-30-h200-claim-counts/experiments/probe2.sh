#!/bin/bash
# Session 35, probe 2: the claim counts halved once per crossing with
# atomicSub (halve) against 2bc14aa's compare-and-swap (base).
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/p35/bin PROBE_DATA=/tmp/data
nvidia-smi -L
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron road treeb >/dev/null 2>&1
for app in td th; do
  for ds in treea treeb; do
    probe_alternate $app $ds "base dpbench-base dp" "halve dpbench-halve dp"
  done
done
probe_alternate bfsrec kron "base dpbench-base dp" "halve dpbench-halve dp"
export PROBE_PASSES=1
for app in bfs sssp mst tc; do
  probe_alternate $app road "base dpbench-base dp" "halve dpbench-halve dp"
done
for app in bfs mst; do
  probe_alternate $app cnr "base dpbench-base dp" "halve dpbench-halve dp"
done
probe_alternate sssp kron "base dpbench-base dp" "halve dpbench-halve dp"
probe_alternate td treea "nodp dpbench-nodp nodp"
