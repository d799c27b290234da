#!/bin/bash
# Fresh generator-v12 seeds 12111-12150 against nvcc's builds, built with the
# checked plugin at cb363d9 (runtime of 88de656); then run-gpu-tests.sh -j 5
# on the e2e programs whose names start with c-f (-j on the GPU).
nvidia-smi -L
timeout 300 test/fuzz/run.sh -j 8 --in-process --timeout 30 --log-dir /tmp/fzf .carry/s43e/fresh3.tar.xz > $OUT/fresh3.txt 2>&1; echo "fresh3 rc $?"
grep -E '^(FAIL|SKIP)|passed' $OUT/fresh3.txt | tail -12
xz -9 $OUT/fresh3.txt
mkdir -p /tmp/e && tar xJf .carry/s43e/e2e.txz -C /tmp/e
timeout 120 scripts/run-gpu-tests.sh -j 5 --filter '^[c-f]' /tmp/e/bin > $OUT/e2e-j5.txt 2>&1; echo "e2e -j 5 rc $?"
grep -E '^(FAIL|TIMEOUT|XPASS)|passed' $OUT/e2e-j5.txt | tail -8
