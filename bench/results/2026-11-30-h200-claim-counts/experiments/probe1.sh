#!/bin/bash
# Session 35, probe 1: spread arguments' pointers loaded as global (glob)
# against 2bc14aa (base); TC also with DPOPT_SPREAD_THRESHOLD=1.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/p35/bin PROBE_DATA=/tmp/data
nvidia-smi -L
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron road m2k rand3 t2048c64 >/dev/null 2>&1
for ds in cnr kron road; do
  probe_alternate tc $ds "base dpbench-base dp" "glob dpbench-glob dp" "glob-s1 dpbench-glob dp DPOPT_SPREAD_THRESHOLD=1" "nodp dpbench-nodp nodp"
done
export PROBE_PASSES=1
for ds in kron cnr; do
  for app in bfs sssp mst; do
    probe_alternate $app $ds "base dpbench-base dp" "glob dpbench-glob dp"
  done
done
probe_alternate mandel m2k "base dpbench-base dp" "glob dpbench-glob dp"
probe_alternate sp rand3 "base dpbench-base dp" "glob dpbench-glob dp"
probe_alternate bt t2048c64 "base dpbench-base dp" "glob dpbench-glob dp"
