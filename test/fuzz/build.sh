#!/usr/bin/env bash
# Generates dpfuzz programs and builds each with nvcc (the oracle) and with
# DPOpt at -O2 and -O0:
#   test/fuzz/build.sh [-o DIR] [-j N] [--no-nvcc] [--no-dpopt] [--no-O0]
#                      [--no-strip] [--remarks] [--pack FILE.tar.xz] SEEDS...
# SEEDS are numbers and inclusive ranges: 1-100 250 300-310, or saved
# programs (findings/dpfuzz_N-vK.cu, built as dpfuzz_N: the regression set
# is `build.sh findings/*-v3.cu`).
# For each seed N, in DIR (default: build/fuzz under the repository root):
#   dpfuzz_N.cu        the program (test/fuzz/dpfuzz.py --seed N)
#   dpfuzz_N.nvcc      nvcc -rdc=true -arch=sm_90 -O2 -cudart static ... -lcudadevrt
#   dpfuzz_N.dpopt     scripts/dpopt-clang++ -O2 -mllvm
#                      -dpopt-assume-independent-launches (plugin:
#                      $DPOPT_PLUGIN or build/lib), without that option for
#                      programs with dependent launches (features line)
#   dpfuzz_N.dpopt-O0  scripts/dpopt-clang++ -O0 (DPOpt's defaults)
# The programs' children mostly do not depend on each other's order (each
# writes its own slots), which DPOpt's launch-order analysis cannot tell: at
# its defaults it leaves most of a thread's launches as written. The -O2
# build asserts it, so that the transformations of several launches a
# thread are tested, except in programs of generator v9 and later whose
# features include `dependent-launches` (a consumer grid reads what the
# grid launched before it into the same stream wrote): those, and every
# -O0 build, keep the defaults.
# Binaries are stripped (symbols only; --no-strip keeps them). Compiler
# output goes to DIR/logs/dpfuzz_N.<build>.log; every failed build is listed
# in DIR/build-failures.txt as "dpfuzz_N.<build> error|crash|timeout <first
# error line>" (crash: the compiler died, e.g. a plugin assertion).
# --pack FILE.tar.xz also writes one archive of DIR's programs and binaries
# (xz finds what the binaries share: ~70 KB per binary instead of ~2 MB), to
# carry to a GPU machine; run.sh there builds missing .nvcc binaries itself
# when nvcc is installed, so `--no-nvcc --pack` carries the least.
# The last line is "built N programs: nvcc N ok N failed, dpopt ..."; the exit
# status is 1 when a build failed.
# Environment: NVCC (default: nvcc in PATH, else /usr/local/cuda/bin/nvcc),
# NVCC_ARCH (sm_90), DPOPT_PLUGIN, CLANGXX, CUDA_PATH (see dpopt-clang++),
# PYTHON (python3), DPFUZZ_COMPILE_TIMEOUT (seconds per compile, 600).
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
out=$root/build/fuzz
jobs=$(nproc 2>/dev/null || echo 2)
do_nvcc=1 do_dpopt=1 do_o0=1 do_strip=1 remarks=0 pack=
seeds=()
declare -A saved=()

usage() { sed -n '2,/^$/s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"; }
die() { echo "build.sh: $*" >&2; exit 2; }

while [[ $# -gt 0 ]]; do
  case $1 in
    -o) out=$2; shift ;;
    -j) jobs=$2; shift ;;
    -j*) jobs=${1#-j} ;;
    --no-nvcc) do_nvcc=0 ;;
    --no-dpopt) do_dpopt=0 ;;
    --no-O0) do_o0=0 ;;
    --no-strip) do_strip=0 ;;
    --remarks) remarks=1 ;;
    --pack) pack=$2; shift ;;
    -h|--help) usage; exit 0 ;;
    -*) usage >&2; die "unknown option $1" ;;
    *)
      if [[ $1 =~ ^([0-9]+)-([0-9]+)$ ]]; then
        for ((s = BASH_REMATCH[1]; s <= BASH_REMATCH[2]; s++)); do seeds+=("$s"); done
      elif [[ $1 =~ ^[0-9]+$ ]]; then
        seeds+=("$1")
      elif [[ -f $1 && $(basename "$1") =~ ^dpfuzz_([0-9]+)(-v[0-9]+)?\.cu$ ]]; then
        seeds+=("${BASH_REMATCH[1]}")
        saved[${BASH_REMATCH[1]}]=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
      else
        die "not a seed, range or saved dpfuzz_N[-vK].cu program: $1"
      fi ;;
  esac
  shift
done
[[ ${#seeds[@]} -gt 0 ]] || { usage >&2; die "no seeds given"; }

PYTHON=${PYTHON:-python3}
NVCC=${NVCC:-}
if [[ -z $NVCC ]]; then
  NVCC=$(command -v nvcc 2>/dev/null || echo /usr/local/cuda/bin/nvcc)
fi
NVCC_ARCH=${NVCC_ARCH:-sm_90}
wrapper=$root/scripts/dpopt-clang++
[[ $do_nvcc -eq 0 || -x $NVCC ]] || die "nvcc not found (set NVCC or use --no-nvcc)"
if [[ $do_dpopt -eq 1 ]]; then
  plugin=${DPOPT_PLUGIN:-$root/build/lib/libDPOpt.so}
  [[ -f $plugin ]] || die "libDPOpt.so not found at $plugin (build DPOpt or set DPOPT_PLUGIN)"
  export DPOPT_PLUGIN=$plugin
fi
mkdir -p "$out/logs" || die "cannot create $out"
out=$(cd "$out" && pwd)

# 1. Generate (fast, one process per seed).
gen_failed=0
for s in "${seeds[@]}"; do
  src=$out/dpfuzz_$s.cu
  if [[ -n ${saved[$s]:-} ]]; then
    cp "${saved[$s]}" "$src.tmp"
  elif ! "$PYTHON" "$here/dpfuzz.py" --seed "$s" -o "$src.tmp" 2>"$out/logs/dpfuzz_$s.gen.log"; then
    echo "dpfuzz_$s.gen error $(tail -1 "$out/logs/dpfuzz_$s.gen.log")"
    gen_failed=$((gen_failed + 1))
    rm -f "$src.tmp"
    continue
  fi
  # Keep the old file (and its timestamp) when the program did not change.
  if [[ -f $src ]] && cmp -s "$src" "$src.tmp"; then rm -f "$src.tmp"; else mv -f "$src.tmp" "$src"; fi
done

# 2. Compile: one job per (seed, build).
compile_one() {
  local s=$1 kind=$2
  local src=$out/dpfuzz_$s.cu bin=$out/dpfuzz_$s.$kind log=$out/logs/dpfuzz_$s.$kind.log
  local limit=${DPFUZZ_COMPILE_TIMEOUT:-600}
  local cmd
  case $kind in
    nvcc) cmd=("$NVCC" -rdc=true -arch="$NVCC_ARCH" -O2 -cudart static "$src" -o "$bin" -lcudadevrt) ;;
    dpopt)
      if head -5 "$src" | grep -q '^// features:.* dependent-launches'; then
        cmd=("$wrapper" -O2 "$src" -o "$bin")
      else
        cmd=("$wrapper" -O2 -mllvm -dpopt-assume-independent-launches "$src" -o "$bin")
      fi ;;
    dpopt-O0) cmd=("$wrapper" -O0 "$src" -o "$bin") ;;
  esac
  if [[ $remarks -eq 1 && $kind != nvcc ]]; then
    cmd+=(-Rpass=dpopt -Rpass-missed=dpopt -Rpass-analysis=dpopt -fno-color-diagnostics)
  fi
  rm -f "$bin"
  { echo "\$ ${cmd[*]}"; timeout -k 10 "$limit" "${cmd[@]}"; } >"$log" 2>&1
  local rc=$?
  if [[ $rc -eq 0 && -x $bin ]]; then
    [[ $do_strip -eq 1 ]] && command -v strip >/dev/null && strip "$bin" 2>/dev/null
    echo ok >"$log.status"
    return 0
  fi
  rm -f "$bin"
  local what=error
  if [[ $rc -eq 124 || $rc -eq 137 ]]; then
    what=timeout
  elif [[ $rc -ge 128 ]] || grep -qE 'PLEASE submit a bug report|Stack dump:|LLVM ERROR|Assertion .* failed|Segmentation fault' "$log"; then
    what=crash
  fi
  local first
  first=$(grep -m1 -E 'error|Error|ERROR|Assertion|LLVM ERROR' "$log" | cut -c1-300)
  echo "$what ${first:-exit status $rc}" >"$log.status"
  return 1
}
export -f compile_one
export out NVCC NVCC_ARCH wrapper remarks do_strip

list=()
for s in "${seeds[@]}"; do
  [[ -f $out/dpfuzz_$s.cu ]] || continue
  [[ $do_nvcc -eq 1 ]] && list+=("$s nvcc")
  [[ $do_dpopt -eq 1 ]] && list+=("$s dpopt")
  [[ $do_dpopt -eq 1 && $do_o0 -eq 1 ]] && list+=("$s dpopt-O0")
done
echo "build.sh: ${#seeds[@]} seeds, ${#list[@]} builds, $jobs at a time, into $out"
start=$(date +%s)
if [[ ${#list[@]} -gt 0 ]]; then
  printf '%s\n' "${list[@]}" | xargs -P "$jobs" -L 1 bash -c 'compile_one "$@" || true' _
fi

# 3. Summary.
declare -A okc=() failc=()
: >"$out/build-failures.tmp"
for item in "${list[@]}"; do
  read -r s kind <<<"$item"
  st=$(cat "$out/logs/dpfuzz_$s.$kind.log.status" 2>/dev/null || echo "error no status")
  if [[ $st == ok ]]; then
    okc[$kind]=$((${okc[$kind]:-0} + 1))
  else
    failc[$kind]=$((${failc[$kind]:-0} + 1))
    echo "dpfuzz_$s.$kind $st" >>"$out/build-failures.tmp"
  fi
done
# Earlier failures of seeds not rebuilt now stay in the list.
if [[ -f $out/build-failures.txt ]]; then
  declare -A now=()
  for item in "${list[@]}"; do read -r s kind <<<"$item"; now[dpfuzz_$s.$kind]=1; done
  while read -r name rest; do
    [[ -z ${now[$name]:-} ]] && echo "$name $rest" >>"$out/build-failures.tmp"
  done <"$out/build-failures.txt"
fi
sort -V "$out/build-failures.tmp" >"$out/build-failures.txt"
rm -f "$out/build-failures.tmp"
nfail=0
for kind in nvcc dpopt dpopt-O0; do nfail=$((nfail + ${failc[$kind]:-0})); done
if [[ $nfail -gt 0 ]]; then
  echo "build failures (also in $out/build-failures.txt):"
  for item in "${list[@]}"; do
    read -r s kind <<<"$item"
    st=$(cat "$out/logs/dpfuzz_$s.$kind.log.status" 2>/dev/null)
    [[ $st == ok ]] || echo "  dpfuzz_$s.$kind $st"
  done
fi

if [[ -n $pack ]]; then
  files=()
  for s in "${seeds[@]}"; do
    for f in dpfuzz_$s.cu dpfuzz_$s.nvcc dpfuzz_$s.dpopt dpfuzz_$s.dpopt-O0; do
      [[ -f $out/$f ]] && files+=("$f")
    done
  done
  case $pack in /*) ;; *) pack=$PWD/$pack ;; esac
  mkdir -p "$(dirname "$pack")"
  if (cd "$out" && tar cf - "${files[@]}" | xz -9e -T1 >"$pack"); then
    echo "packed ${#files[@]} files into $pack ($(du -h "$pack" | cut -f1))"
  else
    echo "build.sh: packing failed" >&2
    nfail=$((nfail + 1))
  fi
fi

summary="built ${#seeds[@]} programs in $(($(date +%s) - start))s:"
for kind in nvcc dpopt dpopt-O0; do
  n=$((${okc[$kind]:-0} + ${failc[$kind]:-0}))
  [[ $n -gt 0 ]] && summary+=" $kind ${okc[$kind]:-0} ok ${failc[$kind]:-0} failed,"
done
[[ $gen_failed -gt 0 ]] && summary+=" generator failed for $gen_failed,"
echo "${summary%,}"
[[ $nfail -eq 0 && $gen_failed -eq 0 ]]
