#!/bin/bash
# dpbench-batched (see probe-batched.sh: the block spread's mailbox in
# global memory, up to 8 children a round, each of 64 threads or more) at
# block spread
# thresholds 64 (its default), 256 and 2^30 (the block's code there but no
# child reaching it), against dpbench-noblk (617a4c7's plugin with
# -dpopt-spread-over-block=false). A B C D D C B A twice, medians of 9 runs.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/s3 PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron >/dev/null 2>&1
for ds in cnr kron; do
  for app in bfs sssp mst; do
    probe_alternate $app $ds "b64 dpbench-batched dp" "b256 dpbench-batched dp DPOPT_BLOCK_SPREAD_THRESHOLD=256" \
      "bwarp dpbench-batched dp DPOPT_BLOCK_SPREAD_THRESHOLD=1073741824" "noblk dpbench-noblk dp"
    PROBE_PASSES=1 probe_alternate $app $ds "nodp dpbench-nodp nodp"
  done
done
