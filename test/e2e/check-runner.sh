#!/usr/bin/env bash
# Checks scripts/run-gpu-tests.sh's bookkeeping without a GPU
# (DPOPT_ASSUME_GPU=1), on fake programs (shell scripts that print what the
# e2e programs print):
#   test/e2e/check-runner.sh
# - a PASS line and exit 0 pass; a FAIL line fails; a time-out fails;
# - expected-failures.txt: a listed binary that fails is XFAIL, one that
#   passes is XPASS (a failure); one listed "flaky" is FLAKY when it fails
#   and PASS when it passes, both counted as passed;
# - a DPOpt build runs once per --params setting, with the setting's
#   variables in its environment;
# - -j 3 runs three at once and reports the same lines in the same order.
# Prints "check-runner: N checks, M failed"; exit status 0 when all hold.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
runner=$(cd "$here/../../scripts" && pwd)/run-gpu-tests.sh
source "$here/../check-lib.sh"

bin=$tmp/bin
mkdir -p "$bin"
fake "$bin/good.plain" 'echo "PASS good 1.5"'
fake "$bin/bad.plain" 'echo "FAIL bad got 1, want 2"; exit 1'
fake "$bin/xf.plain" 'echo "FAIL xf without DPOpt"; exit 1'
fake "$bin/xp.plain" 'echo "PASS xp 1.0"'
fake "$bin/fl.plain" 'echo "FAIL fl invalid argument"; exit 1'
fake "$bin/fp.plain" 'echo "PASS fp 1.0"'
fake "$bin/ft.plain" 'sleep 10'
fake "$bin/env.dpopt" \
  '[[ ${DPOPT_AGG:-} == off ]] && { echo "FAIL env agg off"; exit 1; }; echo "PASS env 2.0"'
cat >"$bin/expected-failures.txt" <<'LIST'
# comment
xf.plain   fails without DPOpt
xp.plain   fails without DPOpt
fl.plain   flaky a device-runtime flake
fp.plain   flaky a device-runtime flake
ft.plain   flaky a flake that hangs is still a failure
LIST
out=$tmp/out
DPOPT_ASSUME_GPU=1 bash "$runner" --timeout 1 --params "DPOPT_THRESHOLD=0 DPOPT_AGG=off" \
  --log-dir "$tmp/logs" "$bin" >"$out" 2>&1
rc=$?

expect "pass" '^PASS +good\.plain +[0-9.]+s +GPU time 1\.5 ms$' "$out"
expect "fail" '^FAIL +bad\.plain .*exit 1: FAIL bad got 1, want 2' "$out"
expect "xfail" '^XFAIL +xf\.plain ' "$out"
expect "xpass" '^XPASS +xp\.plain .*expected to fail, but passed' "$out"
expect "flaky failure" '^FLAKY +fl\.plain .*fails now and then .*FAIL fl invalid argument' "$out"
expect "flaky pass" '^PASS +fp\.plain ' "$out"
expect "flaky time-out" '^TIMEOUT +ft\.plain ' "$out"
expect "setting: plain run" '^PASS +env\.dpopt ' "$out"
expect "setting: threshold" '^PASS +env\.dpopt@DPOPT_THRESHOLD=0 ' "$out"
expect "setting: variables" '^FAIL +env\.dpopt@DPOPT_AGG=off .*FAIL env agg off' "$out"
# good, xf, fl, fp, env, env@threshold pass; bad, xp, ft, env@off fail
expect "counts" '^6 passed, 4 failed$' "$out"
expect "xfail count" '^\(1 of the passed are expected failures, XFAIL\)$' "$out"
expect "flaky count" '^\(1 of the passed are known flaky failures, FLAKY\)$' "$out"
expect_rc "exit status (something failed)" 1 "$rc"

# The same binaries three at a time: the lines in the same order, with the
# same statuses and details (the times aside), and the same counts.
# Under a time limit: a pool that lost track of a job would wait forever
# (exit status 124, not the 1 expected below).
out3=$tmp/out3
DPOPT_ASSUME_GPU=1 timeout 60 bash "$runner" -j 3 --timeout 1 --params "DPOPT_THRESHOLD=0 DPOPT_AGG=off" \
  --log-dir "$tmp/logs3" "$bin" >"$out3" 2>&1
rc3=$?
strip() { grep -v '^logs: ' "$1" | sed -E 's/ +[0-9.]+s  / /'; }
strip "$out" >"$tmp/lines1"
strip "$out3" >"$tmp/lines3"
checks=$((checks + 1))
if ! cmp -s "$tmp/lines1" "$tmp/lines3"; then
  bad=$((bad + 1))
  echo "FAIL: -j 3: not the lines of -j 1:"
  diff "$tmp/lines1" "$tmp/lines3" | sed 's/^/  | /'
fi
expect "-j 3 counts" '^6 passed, 4 failed$' "$out3"
expect_rc "-j 3 exit status (it ended, and something failed)" 1 "$rc3"
check_summary
