#!/bin/bash
# Unused-result atomics written as red (-dpopt-atomic-reductions, "red")
# against the same sources and plugin with it off ("atom"), DP+T+C+A at the
# defaults, on the issue-19 pairs, A B B A.
source bench/harness/probe-lib.sh
mkdir -p /tmp/pr && tar xJf .carry/pr.txz -C /tmp/pr
PROBE_BINS=/tmp/pr PROBE_DATA=/tmp/data
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$PROBE_BINS/dpbench-dp gen --data-dir $PROBE_DATA kron cnr road rand3 sat5 t32c16 t2048c64 >/dev/null 2>&1
for p in "mst kron" "mst cnr" "mst road" "sssp kron" "sssp cnr" "sssp road" \
         "bfs kron" "bfs cnr" "bfs road" "tc kron" "tc cnr" "tc road" \
         "sp rand3" "sp sat5" "bt t32c16" "bt t2048c64"; do
  set -- $p
  echo "== $1 $2"
  probe_run atom off/dpbench-dpopt $1 $2 dp
  probe_run red on/dpbench-dpopt $1 $2 dp
  probe_run red on/dpbench-dpopt $1 $2 dp
  probe_run atom off/dpbench-dpopt $1 $2 dp
done
