#!/bin/bash
# 5d09c79 ("new": __dpopt_drain_next with one argument again, plain loads)
# against 40afb7b ("prev"), 0965a03 ("mid": __dpopt_drain_begin) and No-DP
# on TC; the fuzz findings; every e2e program and build of b42b00b;
# Nsight Compute on the new drain kernel.
C=.carry/s46
nvidia-smi -L
tar xJf $C/bo47.txz -C /tmp || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/bo47/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
timeout 100 $PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron road >/dev/null 2>&1
for ds in cnr kron; do
  probe_alternate tc $ds "nodp dpbench-nodp nodp" "prev dpbench-prev dp" "mid dpbench-mid dp" "new dpbench-dpopt dp"
done 2>&1 | tee $OUT/probe-tc.txt
probe_alternate tc road "nodp dpbench-nodp nodp" "prev dpbench-prev dp" "new dpbench-dpopt dp" 2>&1 | tee -a $OUT/probe-tc.txt
timeout 120 test/fuzz/run.sh -j 8 --in-process --timeout 30 --log-dir /tmp/fzlogs $C/findings.tar.xz > $OUT/findings.txt 2>&1; echo findings rc=$?; tail -2 $OUT/findings.txt
mkdir -p /tmp/e && tar xJf $C/e2e.txz -C /tmp/e || exit 1
timeout 330 scripts/run-gpu-tests.sh -j 8 /tmp/e/bin > $OUT/e2e.txt 2>&1; echo e2e rc=$?
tail -2 $OUT/e2e.txt; grep -E "^(FAIL|TIMEOUT|XPASS)" $OUT/e2e.txt | cut -c1-300 | head -20
export PROBE_NCU_DATASET=cnr
PROBE_NCU_SKIP=0 probe_ncu drain dpbench-dpopt dp tc dpopt_drain 2
