#!/usr/bin/env bash
# Checks run.sh's bookkeeping without a GPU (DPOPT_ASSUME_GPU=1), on fake
# programs (shell scripts that print what dpfuzz programs print):
#   test/fuzz/check-runner.sh
# - one process per setting: a failing setting is a failure, an oracle that
#   fails makes the program skipped;
# - --in-process: settings passed there count, a failed or missing one runs
#   alone and that run decides; one that failed in-process but passed alone
#   is an INPROC-FAIL (counted apart, exit 1); a build that ignores
#   FZ_SETTINGS (generator v3) runs each setting alone, with no INPROC-FAIL;
# - the -O0 build with DPOPT_THRESHOLD >= 2^31 gets --serial-O0-timeout;
# - --deadline starts no program after it, and counts those apart;
# - run.sh stopped by a signal leaves no program running.
# Prints "check-runner: N checks, M failed"; exit status 0 when all hold.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
source "$here/../check-lib.sh"

# Program 5: nvcc passes; the -O2 build fails alone under DPOPT_AGG=warp; in
# one process it fails DPOPT_AGG=grid (passes alone) and stops at
# DPOPT_AGG=off+DPOPT_COARSEN=1. The -O0 build knows no FZ_SETTINGS and
# sleeps 3 s under the huge threshold. Program 6: nvcc fails (skipped).
d=$tmp/bin
mkdir -p "$d"
fake "$d/dpfuzz_5.nvcc" 'echo "PASS dpfuzz_5 ms=1.0"'
fake "$d/dpfuzz_5.dpopt" '
if [[ -n ${FZ_SETTINGS:-} ]]; then
  for s in $FZ_SETTINGS; do
    case $s in
      DPOPT_AGG=warp|DPOPT_AGG=grid) echo "FAIL dpfuzz_5@$s missing=3" ;;
      DPOPT_AGG=off+DPOPT_COARSEN=1) echo "FAIL dpfuzz_5 cuda_error=x"; exit 1 ;;
      *) echo "PASS dpfuzz_5@$s ms=1.0" ;;
    esac
  done
  exit 0
fi
if [[ ${DPOPT_AGG:-} == warp ]]; then echo "FAIL dpfuzz_5 missing=3"; exit 1; fi
echo "PASS dpfuzz_5 ms=2.0"'
fake "$d/dpfuzz_5.dpopt-O0" '
if [[ ${DPOPT_THRESHOLD:-} == 4000000000 ]]; then sleep 3; fi
echo "PASS dpfuzz_5 ms=3.0"'
fake "$d/dpfuzz_6.nvcc" 'echo "FAIL dpfuzz_6 missing=1"; exit 1'
fake "$d/dpfuzz_6.dpopt" 'echo "PASS dpfuzz_6 ms=1.0"'

run() { # LOG ARGS...
  local log=$1
  shift
  DPOPT_ASSUME_GPU=1 bash "$here/run.sh" --no-build --log-dir "$tmp/logs-$(basename "$log")" "$@" "$d" >"$log" 2>&1
}

# One process per setting; the 2 s limit holds the -O0 build's 3 s run
# under the huge threshold only with --serial-O0-timeout above it.
run "$tmp/alone" --timeout 2 --serial-O0-timeout 5
rc=$?
expect_rc "alone: exit status" 1 $rc
expect "alone: the failing setting" '^FAIL +dpfuzz_5\.dpopt@DPOPT_AGG=warp ' "$tmp/alone"
expect "alone: serial -O0 limit" '^PASS +dpfuzz_5\.dpopt-O0@DPOPT_THRESHOLD=4000000000 ' "$tmp/alone"
expect "alone: skipped oracle" '^SKIP +dpfuzz_6\.nvcc ' "$tmp/alone"
expect "alone: summary" '^19 passed, 1 failed, 1 skipped$' "$tmp/alone"

run "$tmp/short" --timeout 2 --serial-O0-timeout 2 --settings "DPOPT_THRESHOLD=4000000000"
expect "short serial limit: timeout" '^TIMEOUT +dpfuzz_5\.dpopt-O0@DPOPT_THRESHOLD=4000000000 ' "$tmp/short"

# In one process: 5 settings of the -O2 build pass there; warp fails alone
# too (a failure, not INPROC); grid passes alone (INPROC-FAIL); the setting
# the process stopped in passes alone (INPROC-FAIL); the one after it was
# never reached (runs alone, no INPROC-FAIL). The -O0 build ignores
# FZ_SETTINGS: every setting runs alone, no INPROC-FAIL.
run "$tmp/inproc" --in-process --timeout 2 --serial-O0-timeout 5
rc=$?
expect_rc "in-process: exit status" 1 $rc
expect "in-process: counted there" '^PASS +dpfuzz_5\.dpopt@DPOPT_AGG=block +- +ms=1\.0 \(in-process\)$' "$tmp/inproc"
expect "in-process: failure decided alone" '^FAIL +dpfuzz_5\.dpopt@DPOPT_AGG=warp ' "$tmp/inproc"
expect "in-process: grid passed alone" '^PASS +dpfuzz_5\.dpopt@DPOPT_AGG=grid +[0-9.]+s +ms=2\.0$' "$tmp/inproc"
expect "in-process: INPROC grid" 'dpfuzz_5\.dpopt@DPOPT_AGG=grid INPROC-FAIL missing=3 \(passed alone\)' "$tmp/inproc"
expect "in-process: INPROC where it stopped" 'dpfuzz_5\.dpopt@DPOPT_AGG=off\+DPOPT_COARSEN=1 INPROC-FAIL exit 1 in-process' "$tmp/inproc"
expect_not "in-process: not reached is no INPROC" 'DPOPT_COARSEN=4 INPROC' "$tmp/inproc"
expect_not "in-process: v3 build is no INPROC" 'dpopt-O0.* INPROC' "$tmp/inproc"
expect "in-process: summary" '^19 passed, 1 failed, 1 skipped, 2 in-process-only failures$' "$tmp/inproc"

# --deadline: the program started before it runs to its end, the later ones
# are not started and counted apart (also where an earlier run in the same
# log folder ran them: their old counts must not come back).
d8=$tmp/bin8
mkdir -p "$d8"
for n in 8 9 10; do
  fake "$d8/dpfuzz_$n.nvcc" "echo \"PASS dpfuzz_$n ms=1.0\""
  fake "$d8/dpfuzz_$n.dpopt" "sleep 2; echo \"PASS dpfuzz_$n ms=1.0\""
done
DPOPT_ASSUME_GPU=1 bash "$here/run.sh" --no-build --log-dir "$tmp/logs-8" --settings default \
  "$d8" >"$tmp/nodeadline" 2>&1
expect "no deadline: summary" '^3 passed, 0 failed$' "$tmp/nodeadline"
DPOPT_ASSUME_GPU=1 bash "$here/run.sh" --no-build --log-dir "$tmp/logs-8" --settings default \
  --deadline 1 "$d8" >"$tmp/deadline" 2>&1
rc=$?
expect_rc "deadline: exit status" 0 $rc
expect "deadline: the first program ran" '^PASS +dpfuzz_8\.dpopt ' "$tmp/deadline"
expect "deadline: the ones left out" '^not run \(--deadline 1s passed\): 9 10$' "$tmp/deadline"
expect "deadline: summary" '^1 passed, 0 failed, 2 not run \(--deadline 1s\)$' "$tmp/deadline"

# Stopped from outside (as `timeout S run.sh` does): no program it started
# may go on running (they would share the GPU with whatever runs next).
d7=$tmp/bin7
mkdir -p "$d7"
fake "$d7/dpfuzz_7.nvcc" 'echo "PASS dpfuzz_7 ms=1.0"'
fake "$d7/dpfuzz_7.dpopt" 'sleep 97.25; echo "PASS dpfuzz_7 ms=1.0"'
DPOPT_ASSUME_GPU=1 timeout 3 bash "$here/run.sh" --no-build --log-dir "$tmp/logs-7" \
  --timeout 60 "$d7" >"$tmp/stopped" 2>&1
sleep 1
pgrep -f 'sleep 97[.]25' >"$tmp/left" || true
expect_not "stopped: programs left running" '[0-9]' "$tmp/left"
pkill -f 'sleep 97[.]25' || true

check_summary
