#!/usr/bin/env bash
# Configures and builds DPOpt (plugin, runtime, e2e programs) into BUILD_DIR
# (default: build). Extra arguments go to cmake's configure step.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${BUILD_DIR:-$root/build}
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_CXX_COMPILER=clang++-22 -DCMAKE_C_COMPILER=clang-22 "$@" >/dev/null
cmake --build "$build" -j "$(nproc)"
