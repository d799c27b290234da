#!/bin/bash
# Which of probe 3's three runtime changes costs time: base (HEAD), A (the
# warp-wide record search alone), B (__dpagg_done's acq_rel release alone),
# C (the batched refit alone), new (all three), alternated.
. bench/harness/probe-lib.sh
PROBE_BINS=${PROBE_BINS:-.carry/p/bin}
PROBE_DATA=/tmp/data; mkdir -p $PROBE_DATA
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA t2048c64 kron m8k >/dev/null 2>&1
for ad in "bfs kron" "sssp kron" "mandel m8k" "bt t2048c64"; do
  set -- $ad
  probe_alternate $1 $2 "base dpbench-dpopt dp" "A dpbench-A dp" "B dpbench-B dp" "C dpbench-C dp" "new dpbench-new dp"
done
