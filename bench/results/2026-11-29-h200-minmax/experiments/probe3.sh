#!/bin/bash
# The staging stores moved to the launch paths (sink, StagingStores.h)
# against 83e0be8 (new): the road graph with the flat and hand-serialized
# programs, then the paper datasets. A B C D D C B A, twice.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/mm/bin PROBE_DATA=/tmp/data
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr road rand3 t2048c64 t32c16 >/dev/null 2>&1
for a in bfs sssp mst tc; do
  probe_alternate $a road "nodp dpbench-nodp nodp" "ser dpbench-dp ser" "new dpbench-new dp" "sink dpbench-sink dp"
done
for p in "bfs cnr" "bfs kron" "sssp kron" "sssp cnr" "mst kron" "mst cnr" "tc cnr" "tc kron" \
         "sp rand3" "bt t2048c64" "bt t32c16"; do
  set -- $p
  probe_alternate $1 $2 "new dpbench-new dp" "sink dpbench-sink dp"
done
