#!/bin/bash
# Builds the bench's dpopt binary at each commit given, into /work/main/.carry/q/bin/dpbench-<commit>.
set -e
mkdir -p /work/main/.carry/q/bin
for c in "$@"; do
  cd /tmp/bis && git checkout -q -f $c
  cmake -S /tmp/bis -B /tmp/bis/build -DBUILD_TESTING=OFF -DDPOPT_GPU_ARCHS=sm_90 -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build /tmp/bis/build -j2 >/dev/null
  BENCH_OUT=/tmp/bis-out-$c BENCH_OBJ=/tmp/bis-obj JOBS=2 DPOPT_PLUGIN=/tmp/bis/build/lib/libDPOpt.so bench/build.sh dpopt > /tmp/bis-$c.log 2>&1
  cp /tmp/bis-out-$c/bin/dpbench-dpopt /work/main/.carry/q/bin/dpbench-$c
  echo "built $c $(date +%T)"
done
