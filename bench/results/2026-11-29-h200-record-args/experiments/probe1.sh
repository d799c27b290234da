#!/bin/bash
# MANDEL: by-value arguments read in the record (ip) against the build before
# (base), with ASK; QSORT: the small-grid test inline at first-thread sites
# (ipq) against base and the untransformed program (dp). A B C C B A, twice.
D=/tmp/data; mkdir -p $D /tmp/pr
tar xJf .carry/pr.txz -C /tmp/pr
. bench/harness/probe-lib.sh
PROBE_BINS=/tmp/pr PROBE_DATA=$D
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$PROBE_BINS/base/dpbench-dpopt gen --data-dir $D m2k m8k q1m q4m >/dev/null 2>&1
for ds in m8k m2k; do
  probe_alternate mandel $ds "ask base/dpbench-dpopt ask" "base base/dpbench-dpopt dp" "ip ip/dpbench-dpopt dp"
done
for ds in q1m q4m; do
  probe_alternate qsort $ds "dp dp/dpbench-dp dp" "base base/dpbench-dpopt dp" "ipq ipq/dpbench-dpopt dp"
done
