#!/bin/bash
# MANDEL: the aggregated kernel's by-value arguments read in the record (ip:
# record kept to the threads' end), staged in shared memory (st: record
# released at the start; 42 registers), st at .maxnreg 40 (st40, ptxas-edit
# agg40), against base and ASK. A B C D E E D C B A, twice.
D=/tmp/data; mkdir -p $D /tmp/pr
tar xJf .carry/pr2.txz -C /tmp/pr
. bench/harness/probe-lib.sh
PROBE_BINS=/tmp/pr PROBE_DATA=$D
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$PROBE_BINS/base/dpbench-dpopt gen --data-dir $D m2k m8k >/dev/null 2>&1
for ds in m8k m2k; do
  probe_alternate mandel $ds "ask base/dpbench-dpopt ask" "base base/dpbench-dpopt dp" "ip ip/dpbench-dpopt dp" "st st/dpbench-dpopt dp" "st40 st40/dpbench-dpopt dp"
done
