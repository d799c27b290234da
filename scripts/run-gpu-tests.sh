#!/usr/bin/env bash
# Runs the prebuilt end-to-end programs of test/e2e on a GPU:
#   run-gpu-tests.sh [--sanitize] [--timeout SECONDS] [--filter REGEX]
#                    [--params SETTINGS] [--params-skip REGEX]
#                    [-j JOBS] [--log-dir DIR] [-v] [BIN_DIR]
# BIN_DIR defaults to build/test/e2e/bin (relative to the repository root).
# Every executable <name>.plain, <name>.dpopt and <name>.dpopt-O0 in BIN_DIR
# is run with a time limit; one line is printed per binary:
#   PASS | FAIL | TIMEOUT | XFAIL | XPASS | FLAKY  <binary>  [details]
# Expected failures are listed in BIN_DIR/expected-failures.txt (copied there
# by the build from test/e2e/expected-failures.txt; the repository's copy is
# used when BIN_DIR has none): an expected failure that fails is XFAIL
# (counted as passed), one that passes is XPASS (counted as failed). A line
# "<binary> flaky <reason>" marks a binary that fails now and then for a
# cause outside DPOpt (only builds without the plugin belong there): a
# failure is FLAKY (counted as passed, and apart), a pass is a PASS.
# A program passes when it exits with status 0 and prints a "PASS " line.
# --sanitize runs each binary under compute-sanitizer --tool memcheck, with
# DPOPT_E2E_QUICK=1 in the environment (the larger programs then do less).
# Each DPOpt build (.dpopt, .dpopt-O0) also runs once per setting of the
# runtime's parameters (--params "SETTING SETTING ...", shown as
# name@SETTING), where a setting is VAR=V or several joined by '+'
# (DPOPT_AGG=warp+DPOPT_THRESHOLD=0). The default settings: thresholds 0, 1,
# 32 and 4e9 (always launch ... always serialize) with the compiled-in
# aggregation and coarsening; aggregation off with the compiled-in
# thresholds and coarsening, with coarsening off (plain launches) and with
# factor 4; warp, block, multiblock (groups of 3) and grid
# aggregation, with and without coarsening; aggregation thresholds at warp
# and block granularity; every child serial and every one held for its
# parent thread's exit spread over the block. Programs that set every parameter themselves and
# sweep them run once only (--params-skip REGEX on the program name, the
# part before the first dot; default: the aggregate* and coarsen programs,
# and the CMake package's consumers, which check the defaults' statistics).
# -j JOBS runs that many binaries at once on the GPU (default 1); the lines
# still come in the binaries' order, each once its binary and those before
# it are done (the whole suite, 1,261 runs, took 371 s on an H200 with
# -j 8).
# The last line is "N passed, N failed" (", N skipped" added when some were
# skipped). Without a GPU every binary is skipped and the exit status is 0;
# otherwise it is 1 when anything failed.
# Needs only bash and coreutils (timeout), plus compute-sanitizer for
# --sanitize. DPOPT_ASSUME_GPU=1 skips the GPU detection (to test the
# runner itself).
set -u

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")
sanitize=0
limit=60
filter=
log_dir=
verbose=0
jobs=1
bin_dir=
params="DPOPT_THRESHOLD=0 DPOPT_THRESHOLD=1 DPOPT_THRESHOLD=32 DPOPT_THRESHOLD=4000000000
  DPOPT_AGG=off
  DPOPT_AGG=off+DPOPT_COARSEN=1+DPOPT_THRESHOLD=0
  DPOPT_AGG=off+DPOPT_COARSEN=4+DPOPT_THRESHOLD=0
  DPOPT_AGG=warp+DPOPT_THRESHOLD=0
  DPOPT_AGG=warp+DPOPT_AGG_THRESHOLD=8+DPOPT_COARSEN=1+DPOPT_THRESHOLD=0
  DPOPT_AGG=block+DPOPT_COARSEN=1+DPOPT_THRESHOLD=0
  DPOPT_AGG=block+DPOPT_AGG_THRESHOLD=64+DPOPT_THRESHOLD=0
  DPOPT_AGG=multiblock+DPOPT_AGG_GROUP=3+DPOPT_COARSEN=4+DPOPT_THRESHOLD=0
  DPOPT_AGG=grid+DPOPT_THRESHOLD=32
  DPOPT_BLOCK_SPREAD_THRESHOLD=1+DPOPT_THRESHOLD=4000000000"
params_skip='^(aggregate.*|coarsen|cmake_consumer_.*)$'

usage() { sed -n '2,/^$/s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"; }

while [[ $# -gt 0 ]]; do
  case $1 in
    --sanitize) sanitize=1 ;;
    --timeout) limit=$2; shift ;;
    --timeout=*) limit=${1#--timeout=} ;;
    --filter) filter=$2; shift ;;
    --filter=*) filter=${1#--filter=} ;;
    --log-dir) log_dir=$2; shift ;;
    --log-dir=*) log_dir=${1#--log-dir=} ;;
    --params) params=$2; shift ;;
    --params=*) params=${1#--params=} ;;
    --params-skip) params_skip=$2; shift ;;
    --params-skip=*) params_skip=${1#--params-skip=} ;;
    -j|--jobs) jobs=$2; shift ;;
    -j*) jobs=${1#-j} ;;
    --jobs=*) jobs=${1#--jobs=} ;;
    -v|--verbose) verbose=1 ;;
    -h|--help) usage; exit 0 ;;
    -*) echo "run-gpu-tests.sh: unknown option $1" >&2; usage >&2; exit 2 ;;
    *)
      if [[ -n $bin_dir ]]; then
        echo "run-gpu-tests.sh: more than one BIN_DIR given" >&2
        exit 2
      fi
      bin_dir=$1 ;;
  esac
  shift
done
if ! [[ $jobs =~ ^[1-9][0-9]*$ ]]; then
  echo "run-gpu-tests.sh: -j wants a positive number, not '$jobs'" >&2
  exit 2
fi
[[ -z $bin_dir ]] && bin_dir=$root/build/test/e2e/bin
if [[ ! -d $bin_dir ]]; then
  echo "run-gpu-tests.sh: $bin_dir is not a directory (build the e2e programs first)" >&2
  exit 2
fi

# The binaries, sorted by name.
bins=()
for f in "$bin_dir"/*.plain "$bin_dir"/*.dpopt "$bin_dir"/*.dpopt-O0; do
  [[ -f $f && -x $f ]] || continue
  name=$(basename "$f")
  if [[ -n $filter ]] && ! [[ $name =~ $filter ]]; then
    continue
  fi
  bins+=("$name")
done
if [[ ${#bins[@]} -gt 0 ]]; then
  mapfile -t bins < <(printf '%s\n' "${bins[@]}" | LC_ALL=C sort)
fi
# DPOpt builds once more per run-time parameter setting.
items=()
for name in "${bins[@]}"; do
  items+=("$name")
  if [[ $name == *.dpopt || $name == *.dpopt-O0 ]] &&
     ! [[ -n $params_skip && ${name%%.*} =~ $params_skip ]]; then
    for p in $params; do items+=("$name@$p"); done
  fi
done
bins=("${items[@]}")
total=${#bins[@]}
if [[ $total -eq 0 ]]; then
  echo "run-gpu-tests.sh: no test binaries (*.plain, *.dpopt, *.dpopt-O0) in $bin_dir" >&2
  exit 2
fi

# Is there a GPU?
have_gpu=1
if [[ ${DPOPT_ASSUME_GPU:-0} == 1 ]]; then
  have_gpu=1
elif [[ ! -e /dev/nvidia0 ]]; then
  have_gpu=0
elif ! command -v nvidia-smi >/dev/null 2>&1; then
  have_gpu=0
elif ! nvidia-smi -L >/dev/null 2>&1; then
  have_gpu=0
fi
if [[ $have_gpu -eq 0 ]]; then
  echo "no GPU: skipped $total GPU tests"
  echo "0 passed, 0 failed, $total skipped"
  exit 0
fi

runner=()
# The program stays in this script's process group (timeout --foreground),
# so stopping the script stops it too; under compute-sanitizer, which runs
# the program as its own child, timeout keeps its own group.
timeout_fg=(--foreground)
if [[ $sanitize -eq 1 ]]; then
  if ! command -v compute-sanitizer >/dev/null 2>&1; then
    for c in /usr/local/cuda/bin/compute-sanitizer /usr/local/cuda/compute-sanitizer/compute-sanitizer; do
      [[ -x $c ]] && { PATH=$(dirname "$c"):$PATH; break; }
    done
  fi
  if ! command -v compute-sanitizer >/dev/null 2>&1; then
    echo "run-gpu-tests.sh: --sanitize needs compute-sanitizer in PATH" >&2
    exit 2
  fi
  runner=(compute-sanitizer --tool memcheck --error-exitcode 86)
  timeout_fg=()
  export DPOPT_E2E_QUICK=1
fi

# Expected failures: first word of each non-comment line ("fail", or
# "flaky" when the second word says so).
declare -A xfail=()
xfail_file=$bin_dir/expected-failures.txt
[[ -f $xfail_file ]] || xfail_file=$root/test/e2e/expected-failures.txt
if [[ -f $xfail_file ]]; then
  while read -r word kind _; do
    [[ -z $word || $word == \#* ]] && continue
    [[ $kind == flaky ]] && xfail[$word]=flaky || xfail[$word]=fail
  done <"$xfail_file"
fi

# Under --sanitize, programs that provoke failing device launches on purpose
# are skipped: CDP2's cudaGetParameterBufferV2 hands out a buffer outside any
# tracked allocation for a launch that will fail, and memcheck flags the
# argument writes into it (nvcc-built code does the same).
declare -A san_skip=()
san_file=$bin_dir/sanitizer-exclusions.txt
[[ -f $san_file ]] || san_file=$root/test/e2e/sanitizer-exclusions.txt
if [[ $sanitize -eq 1 && -f $san_file ]]; then
  while read -r word _; do
    [[ -z $word || $word == \#* ]] && continue
    san_skip[$word]=1
  done <"$san_file"
fi

if [[ -z $log_dir ]]; then
  log_dir=$(mktemp -d "${TMPDIR:-/tmp}/dpopt-e2e.XXXXXX")
else
  mkdir -p "$log_dir"
fi

passed=0
failed=0
xfailed=0
flaky=0
skipped=0
if [[ $sanitize -eq 1 ]]; then
  echo "running $total binaries from $bin_dir under compute-sanitizer memcheck (limit ${limit}s each)"
else
  echo "running $total binaries from $bin_dir (limit ${limit}s each)"
fi
# Runs one item and prints its line (and its log's tail where that helps);
# the line's first word is the status.
run_item() {
  local item=$1 name setting log start rc secs result_line status detail ms
  name=${item%%@*}
  setting=
  [[ $item == *@* ]] && setting=${item#*@}
  if [[ -n ${san_skip[${name%%.*}]:-} ]]; then
    printf '%-8s %-26s %6s   %s\n' SKIP "$item" "" "provokes failing launches (see sanitizer-exclusions.txt)"
    return
  fi
  log=$log_dir/$(printf '%s' "$item" | tr -c 'A-Za-z0-9._-' '_').log
  start=$(date +%s.%N)
  (cd "$bin_dir" && env ${setting//+/ } timeout "${timeout_fg[@]}" -k 5 "$limit" "${runner[@]}" "./$name") >"$log" 2>&1 </dev/null
  rc=$?
  secs=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
  result_line=$(grep -m1 -E '^(PASS|FAIL) ' "$log" || true)
  if [[ $rc -eq 124 || $rc -eq 137 ]]; then
    status=TIMEOUT
    detail="no result after ${limit}s"
  elif [[ $rc -eq 0 && $result_line == PASS\ * ]]; then
    status=PASS
    read -r _ _ ms _ <<<"$result_line"
    detail="GPU time ${ms:-?} ms"
  else
    status=FAIL
    if [[ $sanitize -eq 1 && $rc -eq 86 ]]; then
      detail="compute-sanitizer reported errors; ${result_line:-no result line}"
    elif [[ -n $result_line ]]; then
      detail="exit $rc: $result_line"
    else
      detail="exit $rc, no PASS/FAIL line"
    fi
  fi
  case ${xfail[$name]:-}:$status in
    fail:FAIL) status=XFAIL ;;
    fail:PASS) status=XPASS; detail="expected to fail, but passed: $detail" ;;
    flaky:FAIL) status=FLAKY; detail="fails now and then (expected-failures.txt): $detail" ;;
  esac
  printf '%-8s %-26s %6ss  %s\n' "$status" "$item" "$secs" "$detail"
  if [[ $verbose -eq 1 || $status =~ ^(FAIL|TIMEOUT|XPASS|FLAKY)$ ]]; then
    tail -n 25 "$log" | sed 's/^/    | /'
  fi
}

# Prints an item's output and counts its status.
report() {
  local out=$1 status
  cat "$out"
  read -r status _ <"$out"
  case $status in
    PASS) passed=$((passed + 1)) ;;
    XFAIL) passed=$((passed + 1)); xfailed=$((xfailed + 1)) ;;
    FLAKY) passed=$((passed + 1)); flaky=$((flaky + 1)) ;;
    SKIP) skipped=$((skipped + 1)) ;;
    *) failed=$((failed + 1)) ;;
  esac
}

# Each item's output goes to a file of its own, reported in the items' order
# as soon as it and every one before it are done.
out_dir=$(mktemp -d "${TMPDIR:-/tmp}/dpopt-e2e-out.XXXXXX")
trap 'rm -rf "$out_dir"' EXIT
next_report=0
report_done() {
  while [[ $next_report -lt $total && -e $out_dir/$next_report.done ]]; do
    report "$out_dir/$next_report.out"
    next_report=$((next_report + 1))
  done
}
running=0
for ((i = 0; i < total; i++)); do
  if [[ $jobs -eq 1 ]]; then
    run_item "${bins[$i]}" >"$out_dir/$i.out"
    : >"$out_dir/$i.done"
  else
    while [[ $running -ge $jobs ]]; do
      wait -n
      running=$((running - 1))
      report_done
    done
    { run_item "${bins[$i]}" >"$out_dir/$i.out"; : >"$out_dir/$i.done"; } &
    running=$((running + 1))
  fi
  report_done
done
wait
report_done

echo "logs: $log_dir"
[[ $xfailed -gt 0 ]] && echo "($xfailed of the passed are expected failures, XFAIL)"
[[ $flaky -gt 0 ]] && echo "($flaky of the passed are known flaky failures, FLAKY)"
if [[ $skipped -gt 0 ]]; then
  echo "$passed passed, $failed failed, $skipped skipped"
else
  echo "$passed passed, $failed failed"
fi
[[ $failed -eq 0 ]]
