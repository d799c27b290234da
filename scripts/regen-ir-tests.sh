#!/usr/bin/env bash
# Regenerates the clang 22 device IR that test/ir checks, from the .cu files
# in test/ir/Inputs: one .ll per call form and optimization level.
#   O0      clang -O0 output (calls of clang's inline wrappers)
#   O2      clang -O2 output (CDP2 builtins after inlining)
#   O2pre   -O2 before LLVM's passes: what the plugin sees inside clang -O2
# Call forms: v1 (plain <<<>>>), ptsz (per-thread default stream), cdp1
# (CUDA_FORCE_CDP1_IF_SUPPORTED), manual (API called by hand, V1 and V2).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
inputs="$here/../test/ir/Inputs"
CLANGXX=${CLANGXX:-clang++-22}
CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}
base=(-x cuda --cuda-gpu-arch=sm_90 --cuda-path="$CUDA_PATH" -fgpu-rdc
      -D__CUDACC_RDC__ -Wno-unknown-cuda-version --cuda-device-only
      -emit-llvm -S -g0)
gen() { # name source extra-flags...
  local name=$1 src=$2; shift 2
  for level in O0 O2 O2pre; do
    local opt=(-$level)
    [[ $level == O2pre ]] && opt=(-O2 -Xclang -disable-llvm-passes)
    "$CLANGXX" "${base[@]}" "${opt[@]}" "$@" "$inputs/$src" \
      -o "$inputs/$name.$level.ll"
    # Drop the machine-specific lines (paths, compiler identification).
    sed -i -e '/^; ModuleID/d' -e '/^source_filename/d' \
      -e '/^!llvm.ident/d' -e '/^![0-9]* = !{!"clang version/d' \
      "$inputs/$name.$level.ll"
  done
}
gen v1 launches.cu
gen ptsz launches.cu -DCUDA_API_PER_THREAD_DEFAULT_STREAM
gen cdp1 launches.cu -DCUDA_FORCE_CDP1_IF_SUPPORTED
gen manual manual_v2.cu
gen threshold threshold_patterns.cu
gen coarsen coarsen_children.cu
gen budget budget.cu
echo "regenerated $(ls "$inputs"/*.ll | wc -l) files in $inputs"
