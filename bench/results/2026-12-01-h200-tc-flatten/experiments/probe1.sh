#!/bin/bash
# TC without device launches, by hand (tc_flatten, see its header), then
# the suite's builds of 88de656 (No-DP, DPOpt) and the hand-serialized DP
# program on the same datasets, alternated.
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s44/suite.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bo-s/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
timeout 200 $PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron road >/dev/null 2>&1
timeout 200 .carry/s44/tc_flatten $PROBE_DATA cnr kron road 2>&1 | tee $OUT/flatten-raw.csv
for ds in cnr kron road; do
  probe_alternate tc $ds "nodp dpbench-nodp nodp" "ser dpbench-dpopt ser" "dpopt dpbench-dpopt dp"
done 2>&1 | tee $OUT/probe1-raw.txt
