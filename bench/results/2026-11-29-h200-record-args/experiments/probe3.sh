#!/bin/bash
# The build as committed (fin: by-value arguments staged in shared memory,
# aggregated kernels held to 40 registers where that spills at most 16
# bytes, the small-grid test in the site helpers) against base (9dc1d66's
# plugin and runtime) on the recursive benchmarks, A B B A twice; MANDEL
# with ASK, QSORT with the untransformed program (dp).
D=/tmp/data; mkdir -p $D /tmp/p3
tar xJf .carry/p3.txz -C /tmp/p3
. bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p3 PROBE_DATA=$D
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$PROBE_BINS/base/dpbench-dpopt gen --data-dir $D m2k m8k q1m q4m treea treeb kron >/dev/null 2>&1
for ds in m8k m2k; do
  probe_alternate mandel $ds "ask fin/dpbench-dpopt ask" "base base/dpbench-dpopt dp" "fin fin/dpbench-dpopt dp"
done
for ds in q1m q4m; do
  probe_alternate qsort $ds "dp dp/dpbench-dp dp" "base base/dpbench-dpopt dp" "fin fin/dpbench-dpopt dp"
done
for a in "th treea" "th treeb" "td treea" "td treeb" "bfsrec kron"; do
  set -- $a
  probe_alternate $1 $2 "dp dp/dpbench-dp dp" "base base/dpbench-dpopt dp" "fin fin/dpbench-dpopt dp"
done
