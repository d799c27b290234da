#!/bin/bash
# counts2: the counts change with a skipped block's launches counted once
# per block (CountedBlocks), against a8d153e (base) and the first version
# (counts, which counted every warp's launch and made BFS cnr 1.17x
# slower). The road graph, then the paper datasets; two passes each.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/rc/bin PROBE_DATA=/tmp/data
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr road rand3 t2048c64 t32c16 >/dev/null 2>&1
for a in bfs sssp mst tc; do
  probe_alternate $a road "base dpbench-base dp" "counts dpbench-counts dp" "counts2 dpbench-counts2 dp"
done
for p in "bfs cnr" "bfs kron" "sssp kron" "sssp cnr" "mst kron" "mst cnr" "tc cnr" "tc kron" \
         "sp rand3" "bt t2048c64" "bt t32c16"; do
  set -- $p
  probe_alternate $1 $2 "base dpbench-base dp" "counts dpbench-counts dp" "counts2 dpbench-counts2 dp"
done
