#!/usr/bin/env bash
# Installs what DPOpt's build and tests need on Debian bookworm (run as root,
# or with sudo available). Safe to run again: it only installs what is missing.
set -euo pipefail
pkgs=(clang-22 clang-tools-22 llvm-22-dev llvm-22-tools lld-22 cmake make python3 python3-pip)
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
SUDO=""
[[ $(id -u) -ne 0 ]] && SUDO=sudo
if [[ ${#missing[@]} -gt 0 ]]; then
  echo "setup: installing ${missing[*]}"
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "setup: clang/LLVM 22 and build tools already installed"
fi
CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}
if [[ ! -x $CUDA_PATH/bin/ptxas || ! -f $CUDA_PATH/lib64/libcudadevrt.a ]]; then
  echo "setup: the CUDA toolkit is missing at $CUDA_PATH (ptxas, libcudadevrt.a);" \
       "install CUDA 12 or 13 there or set CUDA_PATH" >&2
  exit 1
fi
# Projects whose CUDA compiler is clang 22 need CMake 4.0.3 or newer with
# CUDA 13 (older CMake identifies clang with sm_52, which CUDA 13 dropped);
# Debian's is 3.25. The CMake package test (test/cmake) uses this one, which
# stays out of PATH so the build itself uses Debian's.
cmake4_dir=${DPOPT_CMAKE4_DIR:-/opt/dpopt-tools/cmake}
if [[ ! -x $cmake4_dir/cmake/data/bin/cmake ]]; then
  echo "setup: installing CMake >= 4.0.3 from PyPI into $cmake4_dir"
  $SUDO python3 -m pip install -q --disable-pip-version-check --no-warn-script-location --root-user-action=ignore \
    --break-system-packages --target "$cmake4_dir" 'cmake>=4.0.3,<5' >/dev/null
fi
"$cmake4_dir/cmake/data/bin/cmake" --version >/dev/null ||
  { echo "setup: CMake 4 at $cmake4_dir does not run" >&2; exit 1; }
# lit (the test runner) ships with llvm-22-tools.
[[ -x /usr/lib/llvm-22/bin/lit ]] || { echo "setup: lit not found in llvm-22-tools" >&2; exit 1; }
echo "setup: ok (clang $(clang++-22 --version | head -1 | sed 's/.*version //'), CUDA at $CUDA_PATH)"
