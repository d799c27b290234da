#!/bin/bash
# dpbench-warpheld (2fad43f's code, 64 compiled in: the block's mailbox in
# global memory, up to 8 children a round; a held child of 32 or more
# threads goes to the block where its warp holds at least
# DPOPT_BLOCK_SPREAD_THRESHOLD threads in such children) at thresholds
# 128, 256, 512 and 1024, against dpbench-noblk (617a4c7's plugin with
# -dpopt-spread-over-block=false). A B C D E E D C B A twice, medians of 9.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/s3 PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron >/dev/null 2>&1
for ds in cnr kron; do
  for app in bfs sssp mst; do
    probe_alternate $app $ds "w128 dpbench-warpheld dp DPOPT_BLOCK_SPREAD_THRESHOLD=128" \
      "w256 dpbench-warpheld dp DPOPT_BLOCK_SPREAD_THRESHOLD=256" \
      "w512 dpbench-warpheld dp DPOPT_BLOCK_SPREAD_THRESHOLD=512" \
      "w1024 dpbench-warpheld dp DPOPT_BLOCK_SPREAD_THRESHOLD=1024" "noblk dpbench-noblk dp"
  done
done
