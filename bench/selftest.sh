#!/usr/bin/env bash
# CPU-only self-test of the benchmark suite's dataset generators and CPU
# references (no GPU, no CUDA). Usage: bench/selftest.sh [--quick]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
out=${BENCH_BUILD_DIR:-$(dirname "$here")/.carry/bench}/selftest
mkdir -p "$(dirname "$out")"
CXX=${CXX:-$(command -v clang++-22 || command -v clang++ || command -v g++)}
"$CXX" -std=c++17 -O2 -pthread -I"$here" "$here/selftest.cpp" "$here/common/datasets.cpp" \
  "$here/common/reference.cpp" -o "$out"
exec "$out" "$@"
