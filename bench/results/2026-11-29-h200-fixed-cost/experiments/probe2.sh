#!/bin/bash
# entry: __dpagg_enter reads the block counts, the epoch and the child's
# flag in one round trip before it decodes the parameters, and decides a
# skipped cell inline (the claim out of line: claimFirstThread), against
# vote (d0c22cf, the first thread's call into enterFirstThread, which saved
# 21 registers, and a second round trip for the flag). Road graph, then
# three paper pairs once each way.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/p2 PROBE_DATA=/tmp/data
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr road >/dev/null 2>&1
for a in bfs sssp mst tc; do
  probe_alternate $a road "vote dpbench-vote dp" "entry dpbench-entry dp"
done
for p in "bfs cnr" "sssp kron" "mst cnr"; do
  set -- $p
  PROBE_PASSES=1 probe_alternate $1 $2 "vote dpbench-vote dp" "entry dpbench-entry dp"
done
