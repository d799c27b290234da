#!/bin/bash
# QSORT: where the untransformed DP program's time goes, against the flat
# program in the same -fgpu-rdc build and in the No-DP build, and DPOpt at
# each aggregation granularity (HEAD 23d8ce6; bench/build.sh dpopt dp nodp).
source bench/harness/probe-lib.sh
mkdir -p /tmp/pq && tar xJf .carry/pq.txz -C /tmp/pq
PROBE_BINS=/tmp/pq/bin PROBE_DATA=/tmp/data
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$PROBE_BINS/dpbench-dp gen --data-dir $PROBE_DATA q1m q4m >/dev/null 2>&1
for ds in q1m q4m; do
  probe_alternate qsort $ds "dp dpbench-dp dp" "dpopt dpbench-dpopt dp" \
    "flat-rdc dpbench-dp nodp" "flat dpbench-nodp nodp"
  for g in off grid multiblock block; do
    probe_run "dpopt-$g" dpbench-dpopt qsort $ds dp DPOPT_AGG=$g
  done
done
