#!/bin/bash
# Warp-combined 64-bit atomics (WarpAtomics.h): the dpopt build with the pass
# (on) and with -dpopt-warp-atomics=false (off), same commit, side by side,
# two rounds each, DP+T+C+A at the defaults (--impl dp); No-DP once.
# Builds: BENCH_OUT=/tmp/bwa-on bench/build.sh dpopt nodp;
#   CLANGXX=wrapper adding "-Xarch_device -mllvm=-dpopt-warp-atomics=false"
#   BENCH_OUT=/tmp/bwa-off bench/build.sh dpopt; carried as .carry/bw/{on,off}. Ran on an H200 (the device tool gave one).
B=.carry/bw; D=/tmp/data; mkdir -p $D
$B/on/dpbench-nodp gen --data-dir $D kron cnr rand3 sat5 t2048c64 m8k treeb >/dev/null 2>&1
stats() { python3 bench/harness/probe_summary.py "$1"; }
for ad in "tc cnr" "tc kron" "mst cnr" "mst kron" "sp rand3" "sp sat5" "bfs kron" "bt t2048c64" "mandel m8k" "th treeb"; do
  set -- $ad
  echo "== $1 $2"
  timeout 60 $B/on/dpbench-nodp run $1 $2 --data-dir $D --reps 7 --max-seconds 3 2>&1 | stats nodp
  for r in 1 2; do
    for x in off on; do
      timeout 60 $B/$x/dpbench-dpopt run $1 $2 --data-dir $D --impl dp --reps 7 --max-seconds 3 2>&1 | stats $x
    done
  done
done
