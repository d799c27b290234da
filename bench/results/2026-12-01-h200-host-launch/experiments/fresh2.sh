#!/bin/bash
# Fresh generator-v12 seeds: the 8 of 12001-12060 the last call did not
# reach, and 12061-12110, against nvcc's builds.
nvidia-smi -L
timeout 420 test/fuzz/run.sh -j 8 --in-process --timeout 30 --log-dir /tmp/fzf .carry/s42/fresh2.tar.xz > $OUT/fresh2.txt 2>&1; echo "fresh2 rc $?"
grep -E '^(FAIL|SKIP)|passed' $OUT/fresh2.txt | tail -12
