#!/bin/bash
# Register caps on the parents (experiment): the parent kernels as shipped
# (budget 64; base), held to 40 registers (c40, the runtime's own cap), and
# held to 32 with the runtime built at -maxrregcount=32 too (c32; 100%
# occupancy for 256-thread blocks). The caps come from a ptxas wrapper that
# rewrites .maxnreg of the *_parent entries; the road graph with the flat and
# hand-serialized programs (two passes), then the paper datasets (one pass).
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/rc/bin PROBE_DATA=/tmp/data
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr road rand3 t2048c64 t32c16 >/dev/null 2>&1
for a in bfs sssp mst tc; do
  probe_alternate $a road "nodp dpbench-nodp nodp" "ser dpbench-dp ser" "base dpbench-base dp" "c40 dpbench-c40 dp" "c32 dpbench-c32 dp"
done
for p in "bfs cnr" "bfs kron" "sssp kron" "sssp cnr" "mst kron" "mst cnr" "tc cnr" "tc kron" \
         "sp rand3" "bt t2048c64" "bt t32c16"; do
  set -- $p
  PROBE_PASSES=1 probe_alternate $1 $2 "base dpbench-base dp" "c40 dpbench-c40 dp" "c32 dpbench-c32 dp"
done
