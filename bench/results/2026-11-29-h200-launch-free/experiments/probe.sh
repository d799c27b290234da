#!/bin/bash
# Launch-free versions: the same DP+T+C+A binary with the runtime picking
# each kernel's version (lf) and with DPOPT_LAUNCH_FREE=off (off: every host
# launch runs the kernel as compiled, which can launch), alternated; the
# road graph with the flat (nodp) and hand-serialized (ser) programs, then
# the paper pairs. The host launch counters (dpoptGetHostStats) of one run
# each follow.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr road rand3 sat5 t2048c64 t32c16 >/dev/null 2>&1
for a in bfs sssp mst tc; do
  PROBE_PASSES=1 probe_alternate $a road "nodp dpbench-nodp nodp" "ser dpbench-dp ser" \
    "lf dpbench-dpopt dp" "off dpbench-dpopt dp DPOPT_LAUNCH_FREE=off"
done
for p in "bfs cnr" "bfs kron" "sssp kron" "sssp cnr" "mst kron" "mst cnr" "tc cnr" "tc kron" \
         "sp rand3" "sp sat5" "bt t2048c64" "bt t32c16"; do
  set -- $p
  PROBE_PASSES=1 probe_alternate $1 $2 "lf dpbench-dpopt dp" "off dpbench-dpopt dp DPOPT_LAUNCH_FREE=off"
done
