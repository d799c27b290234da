#!/bin/bash
# Shared arrays 16-byte aligned (-dpopt-shared-alignment, on: "aligned")
# against the same sources and plugin with it off ("unaligned") and the
# untransformed program (dp), alternated. QSORT's and MANDEL's kernels are
# the ones with shared arrays.
source bench/harness/probe-lib.sh
mkdir -p /tmp/pq && tar xJf .carry/pq.txz -C /tmp/pq
PROBE_BINS=/tmp/pq PROBE_DATA=/tmp/data
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$PROBE_BINS/on/dpbench-dp gen --data-dir $PROBE_DATA q1m q4m q16m q4mdup m2k m8k >/dev/null 2>&1
for ds in q1m q4m q16m q4mdup; do
  probe_alternate qsort $ds "dp on/dpbench-dp dp" "aligned on/dpbench-dpopt dp" \
    "unaligned off/dpbench-dpopt dp"
done
for ds in m2k m8k; do
  probe_alternate mandel $ds "ask on/dpbench-dp ask" "aligned on/dpbench-dpopt dp" \
    "unaligned off/dpbench-dpopt dp"
done
