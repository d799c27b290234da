#!/bin/bash
# What relocatable device code costs the issue-19 apps' non-DP kernels: the
# flat version (nodp) and the DP program serialized by hand (ser), each from
# the No-DP build (whole program) and from the DP build (-fgpu-rdc, ptxas -c),
# A B B A (0374bdb binaries).
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$PROBE_BINS/dpbench-dp gen --data-dir $PROBE_DATA kron cnr road rand3 t2048c64 >/dev/null 2>&1
for p in "bfs kron" "bfs cnr" "bfs road" "sssp kron" "sssp road" "mst kron" \
         "tc kron" "tc cnr" "tc road" "sp rand3" "bt t2048c64"; do
  set -- $p
  echo "== $1 $2"
  for impl in nodp ser; do
    probe_run "$impl" dpbench-nodp $1 $2 $impl
    probe_run "$impl-rdc" dpbench-dp $1 $2 $impl
    probe_run "$impl-rdc" dpbench-dp $1 $2 $impl
    probe_run "$impl" dpbench-nodp $1 $2 $impl
  done
done
