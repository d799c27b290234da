#!/bin/bash
# The serial runs' atomics (SerialAtomics.h): every e2e program, build and
# setting of the runner.
C=.carry/s47
nvidia-smi -L
mkdir -p /tmp/e && tar xJf $C/e2e.txz -C /tmp/e || exit 1
timeout 560 scripts/run-gpu-tests.sh -j 8 /tmp/e/bin > $OUT/e2e.txt 2>&1; echo e2e rc=$?
grep -E "^(FAIL|XPASS|TIMEOUT)" $OUT/e2e.txt | head -20; tail -3 $OUT/e2e.txt
