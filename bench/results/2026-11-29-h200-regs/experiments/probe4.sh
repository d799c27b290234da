#!/bin/bash
# The change (counts): blocks that take no cell are counted at entry and by
# their launches, so no block samples a cell, and the first thread reads
# the counts in one round trip; against a8d153e (base), with noenter
# (probe3) and aggregation off at run time as the floor of the entry
# barrier. The road graph (two passes), then the paper datasets (one pass).
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/rc/bin PROBE_DATA=/tmp/data
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr road rand3 t2048c64 t32c16 >/dev/null 2>&1
for a in bfs sssp mst tc; do
  probe_alternate $a road "nodp dpbench-nodp nodp" "ser dpbench-dp ser" "base dpbench-base dp" "counts dpbench-counts dp" "noenter dpbench-noenter dp" "aggoff dpbench-base dp DPOPT_AGG=off"
done
for p in "bfs cnr" "bfs kron" "sssp kron" "sssp cnr" "mst kron" "mst cnr" "tc cnr" "tc kron" \
         "sp rand3" "bt t2048c64" "bt t32c16"; do
  set -- $p
  probe_alternate $1 $2 "base dpbench-base dp" "counts dpbench-counts dp"
done
