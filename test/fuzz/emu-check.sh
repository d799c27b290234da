#!/usr/bin/env bash
# Checks the generator without a GPU: builds the --emu variant of each seed's
# program with the host C++ compiler against fz_emu.h (a CPU emulator of the
# CUDA subset the programs use) and runs it under three schedules CUDA allows:
# children after their parent grid (FIFO), in random order, and at once in the
# launching thread (eager; tail launches still after the grid). Each must print
# PASS: the host's expected values, slot allocation, nested-launch tables,
# tail-launch ordering and pending-launch limit all agree with the device code.
#   test/fuzz/emu-check.sh [-j N] [-o DIR] SEEDS...     (SEEDS: 1-20 33 ...)
# One line per seed; the last is "N passed, N failed". Environment: CXX
# (default g++, else c++), PYTHON (python3), DPFUZZ_EMU_TIMEOUT (s, 300).
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
out=
jobs=$(nproc 2>/dev/null || echo 2)
seeds=()
while [[ $# -gt 0 ]]; do
  case $1 in
    -o) out=$2; shift ;;
    -j) jobs=$2; shift ;;
    -j*) jobs=${1#-j} ;;
    -h|--help) sed -n '2,/^$/s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"; exit 0 ;;
    *)
      if [[ $1 =~ ^([0-9]+)-([0-9]+)$ ]]; then
        for ((s = BASH_REMATCH[1]; s <= BASH_REMATCH[2]; s++)); do seeds+=("$s"); done
      elif [[ $1 =~ ^[0-9]+$ ]]; then
        seeds+=("$1")
      else
        echo "emu-check.sh: not a seed or range: $1" >&2; exit 2
      fi ;;
  esac
  shift
done
[[ ${#seeds[@]} -gt 0 ]] || { echo "emu-check.sh: no seeds" >&2; exit 2; }
CXX=${CXX:-$(command -v g++ || command -v c++)}
PYTHON=${PYTHON:-python3}
[[ -n $out ]] || out=$(mktemp -d "${TMPDIR:-/tmp}/dpfuzz-emu.XXXXXX")
mkdir -p "$out" && out=$(cd "$out" && pwd)

check_one() {
  local s=$1
  local src=$out/dpfuzz_${s}_emu.cpp exe=$out/dpfuzz_${s}_emu log=$out/dpfuzz_${s}_emu.log
  local limit=${DPFUZZ_EMU_TIMEOUT:-300}
  if ! "$PYTHON" "$here/dpfuzz.py" --seed "$s" --emu -o "$src" 2>"$log"; then
    echo "FAIL dpfuzz_$s generator: $(tail -1 "$log")"; return 1
  fi
  if ! "$CXX" -std=c++17 -O1 -w -I"$here" -x c++ "$src" -o "$exe" 2>"$log"; then
    echo "FAIL dpfuzz_$s does not compile: $(grep -m1 error "$log")"; return 1
  fi
  local mode r res=() bad=0
  for mode in "FZ_EMU_MODE=deferred FZ_EMU_ORDER=fifo" "FZ_EMU_MODE=deferred FZ_EMU_ORDER=random" \
              "FZ_EMU_MODE=eager"; do
    r=$(env $mode timeout "$limit" "$exe" 2>>"$log" | tail -1)
    [[ $r == "PASS dpfuzz_$s "* ]] || { bad=1; res+=("[$mode] ${r:-no output (timeout or crash)}"); }
  done
  if [[ $bad -eq 0 ]]; then
    echo "PASS dpfuzz_$s"
  else
    echo "FAIL dpfuzz_$s ${res[*]}"
    return 1
  fi
}
export -f check_one
export out here CXX PYTHON

results=$(printf '%s\n' "${seeds[@]}" | xargs -P "$jobs" -I{} bash -c 'check_one {}' | sort -V)
echo "$results"
p=$(grep -c '^PASS' <<<"$results")
f=$(grep -c '^FAIL' <<<"$results")
echo "$p passed, $f failed"
[[ $f -eq 0 && $p -eq ${#seeds[@]} ]]
