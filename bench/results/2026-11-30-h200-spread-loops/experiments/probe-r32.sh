#!/bin/bash
# The runtime capped at 32 registers (find_record/done called by the
# aggregated children) against 40, A B B A once per pair.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry PROBE_DATA=/tmp/data PROBE_PASSES=1
.carry/bench/bin/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron >/dev/null 2>&1
for p in "tc kron" "tc cnr" "bfs kron" "sssp kron" "mst kron" "bfs cnr"; do
  probe_alternate $p "r40 bench/bin/dpbench-dpopt dp" "r32 br32/bin/dpbench-dpopt dp"
done
