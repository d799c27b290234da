#!/bin/bash
# The early leave whose group's last chunk goes on the child's ready stack,
# for the next flush of a kernel launching the child to launch (no warp
# barrier at the leave), against base (-dpopt-agg-early-leave=false), at
# the defaults, alternated.
. bench/harness/probe-lib.sh
PROBE_BINS=${PROBE_BINS:-.carry/el/bin}
PROBE_DATA=/tmp/data; mkdir -p $PROBE_DATA
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA t2048c64 cnr kron >/dev/null 2>&1
for ad in "bt t2048c64" "tc kron" "tc cnr" "bfs cnr" "sssp kron" "mst kron"; do
  set -- $ad
  probe_alternate $1 $2 "base dpbench-noleave dp" "new dpbench-dpopt dp"
done
