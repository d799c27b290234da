#!/bin/bash
# base (HEAD's runtime) against new (reserveInGroup polls and retries its
# slot's State relaxed, and acquires once, after a reservation by CAS), at
# the defaults, alternated.
. bench/harness/probe-lib.sh
PROBE_BINS=${PROBE_BINS:-.carry/p/bin}
PROBE_DATA=/tmp/data; mkdir -p $PROBE_DATA
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA t2048c64 cnr kron m8k treeb q1m >/dev/null 2>&1
for ad in "bt t2048c64" "tc cnr" "tc kron" "bfs cnr" "bfs kron" "sssp kron" "mst kron" "mandel m8k" "th treeb" "qsort q1m"; do
  set -- $ad
  probe_alternate $1 $2 "base dpbench-dpopt dp" "new dpbench-new dp"
done
