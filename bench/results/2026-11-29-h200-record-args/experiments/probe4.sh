#!/bin/bash
# The committed build (head, 07956cb): MANDEL against ASK, QSORT's four
# datasets against the untransformed program (dp), A B B A twice (the
# suite ran after it in the same device call: suite-head/).
D=/tmp/data; mkdir -p $D /tmp/p4
tar xJf .carry/p4.txz -C /tmp/p4
. bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p4/b-head/bin PROBE_DATA=$D
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$PROBE_BINS/dpbench-dpopt gen --data-dir $D m2k m8k q1m q4m q16m q4mdup >/dev/null 2>&1
for ds in m8k m2k; do probe_alternate mandel $ds "ask dpbench-dpopt ask" "head dpbench-dpopt dp"; done
for ds in q1m q4m q16m q4mdup; do probe_alternate qsort $ds "dp dpbench-dp dp" "head dpbench-dpopt dp"; done
