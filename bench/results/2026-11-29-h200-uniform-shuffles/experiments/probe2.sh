#!/bin/bash
# Nsight Compute on TC cnr again (probe1's flat-kernel and every-child-serial
# profiles skipped all four launches of a run): the flat kernel's first
# launch, and the parent's first three with every child serial (the
# launching version twice, then the launch-free one). Then the road pairs
# and TC cnr/kron once more, new against old, alternated twice.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
BIG=1073741824
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr road kron >/dev/null 2>&1
export PROBE_NCU_DATASET=cnr
PROBE_NCU_SKIP=0 probe_ncu tc-nodp dpbench-nodp nodp tc tc_edges 1
(export DPOPT_THRESHOLD=$BIG DPOPT_AGG=off PROBE_NCU_SKIP=0; probe_ncu tc-tall dpbench-dpopt dp tc tc_parent 3)
for p in "tc road" "bfs road" "sssp road" "mst road" "tc cnr" "mst cnr"; do
  set -- $p
  probe_alternate $1 $2 "new dpbench-dpopt dp" "old dpbench-nous dp"
done
