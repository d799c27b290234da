#!/bin/bash
# Children whose threads loop for long always spread (A: before, B: after),
# No-DP beside them; A B B A twice per pair, medians of 9 runs each.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry PROBE_DATA=/tmp/data
.carry/bench/bin/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron m2k m8k >/dev/null 2>&1
for ds in cnr kron; do
  probe_alternate tc $ds "nodp bench/bin/dpbench-nodp nodp" "before bench/bin/dpbench-dpopt dp" "after bexp/bin/dpbench-dpopt dp"
done
for ds in m2k m8k; do
  probe_alternate mandel $ds "nodp bench/bin/dpbench-nodp nodp" "before bench/bin/dpbench-dpopt dp" "after bexp/bin/dpbench-dpopt dp"
done
