#!/usr/bin/env bash
# CPU-only self-test of the benchmark suite (no GPU, no CUDA):
#   1. the dataset generators and CPU references (selftest.cpp);
#   2. the harness (harness/selftest_harness.py): run.py against the mock
#      binary, with faults injected (~30 s).
# Usage: bench/selftest.sh [--quick] [--no-harness]   (--quick: small inputs in 1.)
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
out=${BENCH_BUILD_DIR:-$(dirname "$here")/.carry/bench}/selftest
mkdir -p "$(dirname "$out")"
harness=1
args=()
for a in "$@"; do
  if [[ $a == --no-harness ]]; then harness=0; else args+=("$a"); fi
done
CXX=${CXX:-$(command -v clang++-22 || command -v clang++ || command -v g++)}
"$CXX" -std=c++17 -O2 -pthread -I"$here" "$here/selftest.cpp" "$here/common/datasets.cpp" \
  "$here/common/reference.cpp" -o "$out"
"$out" "${args[@]}"
if [[ $harness == 1 ]]; then
  python3 "$here/harness/selftest_harness.py"
fi
