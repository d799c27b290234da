#!/bin/bash
# TC's parent at 62 registers runs 4 blocks of 256 an SM; launch bounds
# (256, 6) and (256, 5) on tc_parent (ptxas: 40 registers with 128/188
# spill bytes, 48 with 76/72) against the shipped build; A B C D D C B A
# twice, medians of 9 runs each.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/p1 PROBE_DATA=/tmp/data
.carry/p1/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron road >/dev/null 2>&1
for ds in cnr kron road; do
  probe_alternate tc $ds "nodp dpbench-nodp nodp" "ship dpbench-dpopt dp" "lb6 dpbench-lb6 dp" "lb5 dpbench-lb5 dp"
done
# Nsight Compute on one tc_parent launch on cnr, shipped and (256, 6)
PROBE_NCU_DATASET=cnr PROBE_NCU_SKIP=2 probe_ncu ship dpbench-dpopt dp tc 'tc_parent$' 1
PROBE_NCU_DATASET=cnr PROBE_NCU_SKIP=2 probe_ncu lb6 dpbench-lb6 dp tc 'tc_parent$' 1
