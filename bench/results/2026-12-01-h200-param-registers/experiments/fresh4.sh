#!/bin/bash
# Fresh generator-v12 seeds 12151-12190 against nvcc's builds, built with the
# checked plugin at d18e79e (the plugin of cb363d9, the runtime of 88de656).
nvidia-smi -L
timeout 300 test/fuzz/run.sh -j 8 --in-process --timeout 30 --log-dir /tmp/fzf .carry/s43f/fresh4.tar.xz > $OUT/fresh4.txt 2>&1; echo "fresh4 rc $?"
grep -E '^(FAIL|SKIP)|passed' $OUT/fresh4.txt | tail -12
xz -9 $OUT/fresh4.txt
