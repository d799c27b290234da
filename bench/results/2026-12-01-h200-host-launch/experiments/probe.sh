#!/bin/bash
# Call 2: (a) fuzz generator v12's asm-smem programs (seeds 1 7 21 39 43 44
# 51 73) built with the launch-register fix and with ceb6df1's plugin;
# (b) Mandelbrot with the fill child's default 512 (ceb6df1's plugin: the
# helper's first-thread test not read) against 2048 (0c4af0a); (c) fresh
# v12 seeds 12001-12060 against nvcc's builds.
nvidia-smi -L
timeout 100 test/fuzz/run.sh -j 8 --in-process --timeout 30 --log-dir /tmp/fzn .carry/s42/fzsmem-new.tar.xz > $OUT/fzsmem-new.txt 2>&1; echo "new rc $?"
grep -E 'FAIL|passed' $OUT/fzsmem-new.txt | tail -4
timeout 100 test/fuzz/run.sh -j 8 --in-process --timeout 30 --log-dir /tmp/fzo .carry/s42/fzsmem-old.tar.xz > $OUT/fzsmem-old.txt 2>&1; echo "old rc $?"
grep -E 'passed' $OUT/fzsmem-old.txt | tail -2
mkdir -p /tmp/pb && tar xJf .carry/s42/bins.txz -C /tmp/pb
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/pb/bin PROBE_DATA=/tmp/data PROBE_PASSES=2
for ds in m2k m8k; do
  probe_alternate mandel $ds "old512 dpbench-mandold dp" "new2048 dpbench-mandnew dp"
  probe_run nodp dpbench-nodp mandel $ds nodp
done 2>&1 | tee $OUT/probe-mandel-raw.txt
echo "== host_launch micro"
for k in 1 2 3; do
  /tmp/pb/bin/micro-host_launch-plain plain
  /tmp/pb/bin/micro-host_launch dpopt
  DPOPT_LAUNCH_FREE=off /tmp/pb/bin/micro-host_launch dpopt-kernel
done 2>&1 | tee $OUT/micro-host_launch.txt | grep -v "^build"
if [ -f .carry/s42/fresh.tar.xz ]; then
  timeout 240 test/fuzz/run.sh -j 8 --in-process --timeout 30 --log-dir /tmp/fzf .carry/s42/fresh.tar.xz > $OUT/fresh.txt 2>&1; echo "fresh rc $?"
  grep -E 'FAIL|SKIP|passed' $OUT/fresh.txt | tail -12
fi
