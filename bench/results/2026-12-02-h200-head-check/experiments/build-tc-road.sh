#!/bin/bash
# Builds tc_road into $1 (default .carry/exp) from the bench's host objects
# ($BENCH_OBJ/host, made by bench/build.sh).
set -euo pipefail
root=$(cd "$(dirname "$0")/../../../.." && pwd)
out=${1:-$root/.carry/exp}
obj=${BENCH_OBJ:-$root/build-bench}/host
mkdir -p "$out"
clang++-22 -O3 -std=c++17 -x cuda --cuda-gpu-arch=sm_90 --cuda-path=/usr/local/cuda -Wno-unknown-cuda-version \
  -I "$root/bench" -c "$(dirname "$0")/tc_road.cu" -o /tmp/tc_road.o
clang++-22 /tmp/tc_road.o "$obj/datasets.o" "$obj/reference.o" -L/usr/local/cuda/lib64 -lcudart_static -ldl -lrt -pthread \
  -o "$out/tc_road"
