#!/bin/bash
# vote: the parent's exits call __dpagg_flush only where a vote of the warp
# finds a lane with deferred chunks, against counts4 (99d029a, the flush
# called by every thread). The road graph with the flat and hand-serialized
# programs, then the paper pairs.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/rc/bin PROBE_DATA=/tmp/data
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr road rand3 t2048c64 t32c16 >/dev/null 2>&1
for a in bfs sssp mst tc; do
  probe_alternate $a road "nodp dpbench-nodp nodp" "ser dpbench-dp ser" "counts4 dpbench-counts4 dp" "vote dpbench-vote dp"
done
for p in "bfs cnr" "bfs kron" "sssp kron" "sssp cnr" "mst kron" "mst cnr" "tc cnr" "tc kron" \
         "sp rand3" "bt t2048c64" "bt t32c16"; do
  set -- $p
  probe_alternate $1 $2 "counts4 dpbench-counts4 dp" "vote dpbench-vote dp"
done
