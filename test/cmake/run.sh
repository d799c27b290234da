#!/usr/bin/env bash
# ctest's cmake-package test: installs the DPOpt build into a prefix, then
# configures and builds the consumer project (this folder) against it for
# sm_80 and sm_90 with clang 22 as CUDA compiler, checks both architectures'
# images are in the binaries, copies them into the e2e bin folder (the GPU
# test runner runs them there), and checks that the package refuses what it
# cannot build (an architecture the runtime lacks, CMake's separable
# compilation).
#   run.sh CMAKE(>= 4.0.3) BUILD_DIR E2E_BIN_DIR CLANGXX CUDA_PATH
set -euo pipefail
cmake4=$1 build=$2 bin=$3 clangxx=$4 cuda=$5
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
work=$build/test/cmake-consumer
rm -rf "$work"
mkdir -p "$work"

echo "== cmake --install $build --prefix $work/prefix"
cmake --install "$build" --prefix "$work/prefix" >"$work/install.log"
for f in lib/libDPOpt.so lib/libdpagg.a lib/libdpagg.archs include/dpagg.h \
         include/dpagg_abi.h bin/dpopt-clang++ bin/dpopt-ptxas lib/cmake/DPOpt/DPOptConfig.cmake \
         lib/cmake/DPOpt/DPOptConfigVersion.cmake; do
  [[ -e $work/prefix/$f ]] || { echo "FAIL: $f not installed"; exit 1; }
done

configure() { # BUILD_SUBDIR ARCHS [extra cmake args]
  local dir=$1 archs=$2
  shift 2
  "$cmake4" -S "$here" -B "$work/$dir" -DCMAKE_CUDA_COMPILER="$clangxx" \
    -DCMAKE_CUDA_FLAGS="--cuda-path=$cuda -Wno-unknown-cuda-version -Rpass=dpopt" \
    -DCUDAToolkit_ROOT="$cuda" -DCMAKE_PREFIX_PATH="$work/prefix" \
    -DCMAKE_CUDA_ARCHITECTURES="$archs" -DCMAKE_BUILD_TYPE=Release "$@"
}

echo "== consumer project, CUDA_ARCHITECTURES 80;90"
configure ok "80;90" >"$work/configure.log" 2>&1 || {
  cat "$work/configure.log"; echo "FAIL: configure"; exit 1; }
"$cmake4" --build "$work/ok" -j 2 >"$work/build.log" 2>&1 || {
  cat "$work/build.log"; echo "FAIL: build"; exit 1; }
for exe in consumer_target consumer_enable; do
  elfs=$(python3 "$here/../fatbin-archs.py" "$work/ok/$exe" | sort | tr '\n' ' ')
  [[ $elfs == "sm_80 sm_90 " ]] ||
    { echo "FAIL: $exe has images for '$elfs', not sm_80 and sm_90"; exit 1; }
  # The plugin ran on the device compilation.
  grep -q "rewrote the launch of '_Z4fill" "$work/build.log" ||
    { echo "FAIL: no DPOpt remark for $exe's launch"; exit 1; }
  cp "$work/ok/$exe" "$bin/cmake_$exe.dpopt"
  echo "ok: $exe (sm_80 and sm_90 images) -> $bin/cmake_$exe.dpopt"
done

expect_refusal() { # WHAT PATTERN configure-args...
  local what=$1 pattern=$2
  shift 2
  if configure "$@" >"$work/refuse.log" 2>&1; then
    echo "FAIL: $what was accepted"; exit 1
  fi
  # CMake wraps its messages: compare with the lines joined.
  local said
  said=$(tr -s ' \n' ' ' <"$work/refuse.log")
  grep -q "$pattern" <<<"$said" ||
    { cat "$work/refuse.log"; echo "FAIL: $what: no '$pattern' message"; exit 1; }
  echo "ok: $what refused: $(grep -o "DPOpt: .*$pattern[^)]*)\{0,1\}" <<<"$said" | head -1)"
}
# Set after project(), as a project may: CMake's compiler check would fail
# for an architecture CUDA 13 lacks before the package could say anything.
echo 'set(CMAKE_CUDA_ARCHITECTURES "72;90")' >"$work/late-archs.cmake"
expect_refusal "an architecture the runtime lacks (sm_72)" "has no code for sm_72" \
  bad-arch "90" -DCMAKE_PROJECT_INCLUDE="$work/late-archs.cmake"
expect_refusal "CUDA_SEPARABLE_COMPILATION" "CUDA_SEPARABLE_COMPILATION" \
  bad-sep "90" -DCMAKE_CUDA_SEPARABLE_COMPILATION=ON
echo "cmake-package: ok"
