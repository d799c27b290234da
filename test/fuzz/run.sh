#!/usr/bin/env bash
# Runs dpfuzz programs built by test/fuzz/build.sh on a GPU (bash + coreutils):
#   test/fuzz/run.sh [-j N] [--timeout S] [--serial-O0-timeout S]
#                    [--settings "S1 S2 ..."] [--quick] [--in-process]
#                    [--filter REGEX] [--log-dir DIR] [--no-build]
#                    [--deadline S] [-v]
#                    BIN_DIR | FILE.tar.xz
# A FILE.tar.xz (build.sh --pack) is unpacked into FILE.d first (with tar,
# or python3 when tar cannot read xz).
# For every program dpfuzz_N in BIN_DIR (numeric order):
#   1. dpfuzz_N.nvcc runs first (the oracle). When it is missing and
#      dpfuzz_N.cu and nvcc are there, it is built first (in parallel, -j).
#      If nvcc's program fails or times out (or cannot be built) the program
#      is SKIPPED: reported and counted, not held against DPOpt.
#   2. Otherwise dpfuzz_N.dpopt and dpfuzz_N.dpopt-O0 run once per setting of
#      DPOpt's run-time parameters (--settings; a setting is "default" or
#      VAR=V, several joined by '+'). Default settings: default,
#      DPOPT_THRESHOLD=0, DPOPT_THRESHOLD=4000000000, DPOPT_AGG=warp,
#      DPOPT_AGG=block, DPOPT_AGG=multiblock, DPOPT_AGG=grid, DPOPT_AGG=off,
#      DPOPT_AGG=off+DPOPT_COARSEN=1, DPOPT_AGG=off+DPOPT_COARSEN=4.
#      --quick runs "default" only.
# Every run has a time limit (--timeout, default 30 s; a timeout is a
# failure) and passes when it exits 0 and prints "PASS dpfuzz_N ...".
# The -O0 build under a setting with DPOPT_THRESHOLD >= 2^31 (every child
# run serially by its parent thread, in ptxas -O0 code: 50-100x slower than
# the same setting at -O2 on the H100) has --serial-O0-timeout instead
# (default 8x --timeout); a timeout there is a failure too.
# --in-process runs each DPOpt build once for all its settings (FZ_SETTINGS,
# see dpfuzz.py; its time limit is the sum of theirs): a setting it reports
# as passed is counted so ("in-process" in the line), every other one runs
# again in a process of its own, as without the option, and that run decides
# (a sticky CUDA error or a hang ends the process's later settings too). A
# setting that failed in-process but passed alone is listed (INPROC-FAIL in
# failures.txt) and counted apart: the summary adds "N in-process-only
# failures", which also make the exit status 1. Builds from generator v3
# (findings/*-v3.cu) know no FZ_SETTINGS: each setting then runs alone.
# --deadline S starts no program once S seconds have passed since run.sh
# started (unpacking and nvcc builds count): the programs already running
# finish (each run within its time limit), and the summary counts the ones
# never started ("N not run"), so that a caller's own time limit (the device
# tool's 10 minutes) does not cut off the summary. Give it that limit less
# the longest a program can take.
# One line per run:
#   PASS|FAIL|TIMEOUT|SKIP  dpfuzz_N.<build>[@SETTING]  SECONDS  detail
# Logs of every run go to --log-dir (default BIN_DIR/run-logs); failures are
# appended to LOG_DIR/failures.txt ("dpfuzz_N.<build>@SETTING STATUS detail"),
# skipped programs to LOG_DIR/skipped.txt. -j N runs N programs at a time
# (the GPU is shared; default 1). The last line is
#   "N passed, N failed" (+ ", N skipped": programs whose nvcc build failed;
#   ", N not run (--deadline)");
# passed/failed count the DPOpt runs. Exit status 1 when a DPOpt run failed.
# DPOPT_ASSUME_GPU=1 skips the GPU detection (to test this script).
set -u

sdir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
jobs=1
limit=30
serial_o0_limit=
settings="default DPOPT_THRESHOLD=0 DPOPT_THRESHOLD=4000000000 DPOPT_AGG=warp DPOPT_AGG=block
  DPOPT_AGG=multiblock DPOPT_AGG=grid DPOPT_AGG=off DPOPT_AGG=off+DPOPT_COARSEN=1
  DPOPT_AGG=off+DPOPT_COARSEN=4"
filter=
log_dir=
build=1
in_process=0
deadline=
verbose=0
bin_dir=

usage() { sed -n '2,/^$/s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"; }
while [[ $# -gt 0 ]]; do
  case $1 in
    -j) jobs=$2; shift ;;
    -j*) jobs=${1#-j} ;;
    --timeout) limit=$2; shift ;;
    --timeout=*) limit=${1#--timeout=} ;;
    --serial-O0-timeout) serial_o0_limit=$2; shift ;;
    --serial-O0-timeout=*) serial_o0_limit=${1#--serial-O0-timeout=} ;;
    --settings) settings=$2; shift ;;
    --settings=*) settings=${1#--settings=} ;;
    --quick) settings=default ;;
    --filter) filter=$2; shift ;;
    --filter=*) filter=${1#--filter=} ;;
    --log-dir) log_dir=$2; shift ;;
    --log-dir=*) log_dir=${1#--log-dir=} ;;
    --no-build) build=0 ;;
    --deadline) deadline=$2; shift ;;
    --deadline=*) deadline=${1#--deadline=} ;;
    --in-process) in_process=1 ;;
    -v|--verbose) verbose=1 ;;
    -h|--help) usage; exit 0 ;;
    -*) echo "run.sh: unknown option $1" >&2; usage >&2; exit 2 ;;
    *)
      [[ -n $bin_dir ]] && { echo "run.sh: more than one BIN_DIR" >&2; exit 2; }
      bin_dir=$1 ;;
  esac
  shift
done
[[ -z $deadline || $deadline =~ ^[0-9]+$ ]] || { echo "run.sh: --deadline takes whole seconds" >&2; exit 2; }
if [[ -f $bin_dir && $bin_dir == *.tar.xz ]]; then
  dest=${bin_dir%.tar.xz}.d
  mkdir -p "$dest" || exit 2
  if ! tar xJf "$bin_dir" -C "$dest" 2>/dev/null; then
    python3 -c 'import sys, tarfile; tarfile.open(sys.argv[1]).extractall(sys.argv[2])' "$bin_dir" "$dest" ||
      { echo "run.sh: cannot unpack $bin_dir" >&2; exit 2; }
  fi
  echo "unpacked $bin_dir into $dest"
  bin_dir=$dest
fi
[[ -n $bin_dir && -d $bin_dir ]] || { echo "run.sh: give the folder of the programs (build.sh -o DIR) or its .tar.xz" >&2; exit 2; }
bin_dir=$(cd "$bin_dir" && pwd)
[[ -z $serial_o0_limit ]] && serial_o0_limit=$((limit * 8))
[[ -z $log_dir ]] && log_dir=$bin_dir/run-logs
mkdir -p "$log_dir" || exit 2
log_dir=$(cd "$log_dir" && pwd)

# The programs: every N with dpfuzz_N.cu, .nvcc, .dpopt or .dpopt-O0.
declare -A seen=()
for f in "$bin_dir"/dpfuzz_*; do
  b=$(basename "$f")
  [[ $b =~ ^dpfuzz_([0-9]+)\.(cu|nvcc|dpopt|dpopt-O0)$ ]] || continue
  n=${BASH_REMATCH[1]}
  [[ -n $filter && ! dpfuzz_$n =~ $filter ]] && continue
  seen[$n]=1
done
seeds=()
if [[ ${#seen[@]} -gt 0 ]]; then
  mapfile -t seeds < <(printf '%s\n' "${!seen[@]}" | sort -n)
fi
[[ ${#seeds[@]} -gt 0 ]] || { echo "run.sh: no dpfuzz programs in $bin_dir" >&2; exit 2; }

have_gpu=1
if [[ ${DPOPT_ASSUME_GPU:-0} != 1 ]]; then
  if [[ ! -e /dev/nvidia0 ]] || ! command -v nvidia-smi >/dev/null 2>&1 || ! nvidia-smi -L >/dev/null 2>&1; then
    have_gpu=0
  fi
fi
if [[ $have_gpu -eq 0 ]]; then
  echo "no GPU: skipped ${#seeds[@]} programs"
  echo "0 passed, 0 failed, ${#seeds[@]} skipped"
  exit 0
fi

# nvcc builds that are missing (the GPU machine has nvcc, not clang).
if [[ $build -eq 1 ]]; then
  NVCC=${NVCC:-$(command -v nvcc 2>/dev/null || echo /usr/local/cuda/bin/nvcc)}
  missing=()
  for n in "${seeds[@]}"; do
    [[ ! -x $bin_dir/dpfuzz_$n.nvcc && -f $bin_dir/dpfuzz_$n.cu ]] && missing+=("$n")
  done
  if [[ ${#missing[@]} -gt 0 ]]; then
    if [[ -x $NVCC ]]; then
      cores=$(nproc 2>/dev/null || echo 4)
      echo "building ${#missing[@]} nvcc binaries ($cores at a time)"
      printf '%s\n' "${missing[@]}" | xargs -P "$cores" -I{} sh -c \
        "'$NVCC' -rdc=true -arch=${NVCC_ARCH:-sm_90} -O2 -cudart static '$bin_dir/dpfuzz_{}.cu' -o '$bin_dir/dpfuzz_{}.nvcc' -lcudadevrt >'$log_dir/dpfuzz_{}.nvcc-build.log' 2>&1 || true"
    else
      echo "run.sh: nvcc not found; ${#missing[@]} programs have no nvcc build" >&2
    fi
  fi
fi

read -r -a setting_list <<<"$(echo $settings)"

# The time limit of BIN under SETTING.
limit_for() {
  local bin=$1 setting=$2 e
  if [[ $bin == *.dpopt-O0 ]]; then
    local IFS=+
    for e in $setting; do
      if [[ $e =~ ^DPOPT_THRESHOLD=([0-9]+)$ && ${#BASH_REMATCH[1]} -le 18 &&
        ${BASH_REMATCH[1]} -ge 2147483648 ]]; then
        echo "$serial_o0_limit"
        return
      fi
    done
  fi
  echo "$limit"
}

# Runs one binary (with a setting) and prints its result line; returns 0 on PASS.
run_one() {
  local n=$1 bin=$2 setting=$3 item=$4
  local log=$log_dir/$(printf '%s' "$item" | tr -c 'A-Za-z0-9._-' '_').log
  local envs=()
  if [[ -n $setting && $setting != default ]]; then
    local IFS=+
    read -r -a envs <<<"$setting"
  fi
  local start rc secs line status detail run_limit
  run_limit=$(limit_for "$bin" "$setting")
  start=$(date +%s.%N)
  # --foreground: the program stays in run.sh's process group, so stopping
  # run.sh (timeout S run.sh) stops it too; timeout's own group outlived it
  # and ran on beside the next job on the GPU.
  (cd "$bin_dir" && env "${envs[@]}" timeout --foreground -k 5 "$run_limit" "./$bin") >"$log" 2>&1 </dev/null
  rc=$?
  secs=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
  line=$(grep -m1 -E "^(PASS|FAIL) " "$log" | cut -c1-400)
  if [[ $rc -eq 124 || $rc -eq 137 ]]; then
    status=TIMEOUT detail="no result after ${run_limit}s"
  elif [[ $rc -eq 0 && $line == "PASS dpfuzz_$n "* ]]; then
    status=PASS detail=${line#PASS dpfuzz_$n }
  else
    status=FAIL
    if [[ -n $line ]]; then detail="exit $rc: $line"; else detail="exit $rc, no PASS/FAIL line: $(tail -1 "$log" | cut -c1-200)"; fi
  fi
  # A failing oracle run only makes the program skipped.
  [[ $bin == *.nvcc && $status != PASS ]] && { detail="nvcc's program $status: $detail"; status=SKIP; }
  printf '%-8s %-44s %6ss  %s\n' "$status" "$item" "$secs" "$detail"
  if [[ $verbose -eq 1 || ($status != PASS && $status != SKIP) ]]; then
    tail -n 8 "$log" | sed 's/^/    | /'
  fi
  [[ $status == PASS ]]
}

# --in-process: runs BIN once for every setting; fills inproc[SETTING] with
# the detail of each setting it passed, and inproc_fail[SETTING] with why
# for each one it failed or stopped in (not those it never reached).
declare -A inproc=() inproc_fail=()
run_in_process() {
  local n=$1 bin=$2 s total=0 line
  inproc=() inproc_fail=()
  for s in "${setting_list[@]}"; do total=$((total + $(limit_for "$bin" "$s"))); done
  local log=$log_dir/$bin@in-process.log
  (cd "$bin_dir" && env FZ_SETTINGS="${setting_list[*]}" timeout --foreground -k 5 "$total" "./$bin") >"$log" 2>&1 </dev/null
  local rc=$? stopped=0
  # The rest of setting $s's STATUS line, if the process printed one.
  result() { awk -v p="$1 dpfuzz_$n@$s " 'index($0, p) == 1 { print substr($0, length(p) + 1); exit }' "$log" | cut -c1-300; }
  # A build without FZ_SETTINGS (generator v3) ran once, unlabelled.
  grep -q "^PASS dpfuzz_$n " "$log" && stopped=1
  for s in "${setting_list[@]}"; do
    line=$(result PASS)
    if [[ -n $line ]]; then
      inproc[$s]=$line
      continue
    fi
    line=$(result FAIL)
    if [[ -n $line ]]; then
      inproc_fail[$s]=$line
    elif [[ $stopped -eq 0 ]]; then
      # The setting the process was in when it stopped.
      stopped=1
      if [[ $rc -eq 124 || $rc -eq 137 ]]; then
        inproc_fail[$s]="no result in-process within ${total}s"
      else
        inproc_fail[$s]="exit $rc in-process: $(tail -1 "$log" | cut -c1-200)"
      fi
    fi
  done
}

# All runs of one program; writes its lines to $log_dir/dpfuzz_N.result and
# its counts (passed failed skipped in-process-only-failures) to
# $log_dir/dpfuzz_N.count.
run_program() {
  local n=$1
  local res=$log_dir/dpfuzz_$n.result pass=0 fail=0 skip=0 ipfail=0
  : >"$res"
  if [[ ! -x $bin_dir/dpfuzz_$n.nvcc ]]; then
    printf '%-8s %-44s %6s   %s\n' SKIP "dpfuzz_$n" "" "no nvcc build (build failed or not built)" >>"$res"
    echo "dpfuzz_$n no nvcc build" >>"$log_dir/skipped.txt"
    skip=1
  elif ! run_one "$n" "dpfuzz_$n.nvcc" "" "dpfuzz_$n.nvcc" >>"$res"; then
    grep -m1 "dpfuzz_$n.nvcc" "$res" | awk '{ $1 = ""; $3 = ""; sub(/^ +/, ""); print }' |
      cut -c1-300 >>"$log_dir/skipped.txt"
    skip=1
  else
    local b s item
    for b in dpopt dpopt-O0; do
      [[ -x $bin_dir/dpfuzz_$n.$b ]] || continue
      [[ $in_process -eq 1 ]] && run_in_process "$n" "dpfuzz_$n.$b"
      for s in "${setting_list[@]}"; do
        item=dpfuzz_$n.$b@$s
        [[ $s == default ]] && item=dpfuzz_$n.$b
        if [[ $in_process -eq 1 && -n ${inproc[$s]:-} ]]; then
          printf '%-8s %-44s %6s   %s\n' PASS "$item" - "${inproc[$s]} (in-process)" >>"$res"
          pass=$((pass + 1))
          continue
        fi
        if run_one "$n" "dpfuzz_$n.$b" "$s" "$item" >>"$res"; then
          pass=$((pass + 1))
          if [[ $in_process -eq 1 && -n ${inproc_fail[$s]:-} ]]; then
            ipfail=$((ipfail + 1))
            echo "$item INPROC-FAIL ${inproc_fail[$s]} (passed alone)" >>"$log_dir/failures.txt"
          fi
        else
          fail=$((fail + 1))
          grep -E "^(FAIL|TIMEOUT) +$item " "$res" | tail -1 |
            awk '{ st = $1; it = $2; $1 = ""; $2 = ""; $3 = ""; sub(/^ +/, ""); print it, st, $0 }' >>"$log_dir/failures.txt"
        fi
      done
    done
  fi
  echo "$pass $fail $skip $ipfail" >"$log_dir/dpfuzz_$n.count"
}

: >"$log_dir/failures.txt"
: >"$log_dir/skipped.txt"
# A program --deadline leaves out must not count with an earlier run's numbers.
rm -f "$log_dir"/dpfuzz_*.count
nb=0
for n in "${seeds[@]}"; do
  for b in dpopt dpopt-O0; do [[ -x $bin_dir/dpfuzz_$n.$b ]] && nb=$((nb + 1)); done
done
echo "running ${#seeds[@]} programs from $bin_dir: nvcc oracle, then $nb DPOpt builds x ${#setting_list[@]} settings (limit ${limit}s each, ${serial_o0_limit}s for -O0 with every child serial; $jobs at a time)"
start_all=$(date +%s)
# Whether program $1 may start: not once --deadline has passed (SECONDS:
# since run.sh started), when it is counted as not run instead.
notrun=0 notrun_list=
may_start() {
  [[ -z $deadline || $SECONDS -lt $deadline ]] && return 0
  notrun=$((notrun + 1)) notrun_list+=" $1"
  return 1
}
if [[ $jobs -le 1 ]]; then
  for n in "${seeds[@]}"; do
    may_start "$n" || continue
    run_program "$n"
    cat "$log_dir/dpfuzz_$n.result"
  done
else
  running=0
  declare -A pid_seed=()
  for n in "${seeds[@]}"; do
    while [[ $running -ge $jobs ]]; do
      wait -n
      running=$((running - 1))
      for p in "${!pid_seed[@]}"; do
        if ! kill -0 "$p" 2>/dev/null; then
          cat "$log_dir/dpfuzz_${pid_seed[$p]}.result"
          unset "pid_seed[$p]"
        fi
      done
    done
    may_start "$n" || continue
    run_program "$n" &
    pid_seed[$!]=$n
    running=$((running + 1))
  done
  wait
  for p in "${!pid_seed[@]}"; do cat "$log_dir/dpfuzz_${pid_seed[$p]}.result"; done
fi

passed=0 failed=0 skipped=0 ipfailed=0
for n in "${seeds[@]}"; do
  [[ -f $log_dir/dpfuzz_$n.count ]] || continue # not run (--deadline)
  read -r p f s i <"$log_dir/dpfuzz_$n.count"
  passed=$((passed + p)) failed=$((failed + f)) skipped=$((skipped + s)) ipfailed=$((ipfailed + ${i:-0}))
done
echo "logs: $log_dir ($(($(date +%s) - start_all))s)"
if [[ -s $log_dir/skipped.txt ]]; then
  echo "skipped programs (nvcc build failed; see skipped.txt):"
  sed 's/^/  /' "$log_dir/skipped.txt" | head -50
fi
[[ $notrun -gt 0 ]] && echo "not run (--deadline ${deadline}s passed):$notrun_list"
if [[ -s $log_dir/failures.txt ]]; then
  echo "DPOpt failures (program.build@setting status detail; also in failures.txt):"
  sed 's/^/  /' "$log_dir/failures.txt" | cut -c1-300
  echo "failures by build and setting:"
  awk '{ it = $1; sub(/^dpfuzz_[0-9]+\./, "", it); if (it !~ /@/) it = it "@default"; n[it]++ }
       END { for (k in n) printf "  %-44s %d\n", k, n[k] }' "$log_dir/failures.txt" | sort
fi
summary="$passed passed, $failed failed"
[[ $skipped -gt 0 ]] && summary+=", $skipped skipped"
[[ $ipfailed -gt 0 ]] && summary+=", $ipfailed in-process-only failures"
[[ $notrun -gt 0 ]] && summary+=", $notrun not run (--deadline ${deadline}s)"
echo "$summary"
[[ $failed -eq 0 && $ipfailed -eq 0 ]]
