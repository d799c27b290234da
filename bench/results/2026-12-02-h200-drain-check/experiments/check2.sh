#!/bin/bash
# Every e2e program and build of 40afb7b at the runner's default settings.
nvidia-smi -L
mkdir -p /tmp/e && tar xJf .carry/s45/e2e.txz -C /tmp/e || exit 1
timeout 470 scripts/run-gpu-tests.sh -j 5 /tmp/e/bin > $OUT/e2e.txt 2>&1; echo e2e rc=$?
tail -3 $OUT/e2e.txt; grep -E "^(FAIL|TIMEOUT|XPASS)" $OUT/e2e.txt | cut -c1-300 | head -20
# Nsight Compute on TC cnr (check1.sh's calls ran probe_ncu under timeout,
# which cannot run a shell function).
tar xJf .carry/s45/bo-n.txz -C /tmp || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/bo-n/bin PROBE_DATA=/tmp/data
[[ -f /tmp/data/cnr.bin || -n $(ls /tmp/data 2>/dev/null) ]] || timeout 100 $PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr >/dev/null 2>&1
export PROBE_NCU_DATASET=cnr
PROBE_NCU_SKIP=0 probe_ncu dpopt dpbench-dpopt dp tc dpopt_drain 2
PROBE_NCU_SKIP=2 probe_ncu nodp dpbench-nodp nodp tc tc_edges 1
