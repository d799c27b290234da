#!/bin/bash
# base (-dpopt-agg-early-leave=false) against new (the early group leave, the
# default since 14dbfd9), both with the same runtime, at the defaults,
# alternated; No-DP once per pair for reference.
. bench/harness/probe-lib.sh
PROBE_BINS=${PROBE_BINS:-.carry/el/bin}
PROBE_DATA=/tmp/data; mkdir -p $PROBE_DATA
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA t2048c64 cnr kron road rand3 m8k >/dev/null 2>&1
for ad in "bt t2048c64" "tc cnr" "tc kron" "bfs cnr" "bfs kron" "sssp kron" "mst kron" "sp rand3" "bfs road" "mandel m8k"; do
  set -- $ad
  probe_run nodp dpbench-nodp $1 $2 nodp
  probe_alternate $1 $2 "base dpbench-noleave dp" "new dpbench-dpopt dp"
done
