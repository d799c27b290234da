#!/usr/bin/env bash
# Sets up, builds, and runs every test: the lit IR tests (test/ir), the e2e
# programs' build checks (ctest; the build itself compiles, device-links and
# assembles them), and the e2e programs on the GPU when one is present.
# Ends with one line: "summary: N passed, N failed, N skipped".
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${BUILD_DIR:-$root/build}
"$root/scripts/setup.sh" || exit 1
echo "== building"
BUILD_DIR=$build "$root/scripts/build.sh" -DBUILD_TESTING=ON || {
  echo "summary: 0 passed, 1 failed, 0 skipped"; exit 1; }

passed=0 failed=0 skipped=0
echo "== IR tests (lit; again with the plugin built with assertions)"
lit_out=$(/usr/lib/llvm-22/bin/lit -v "$build/test/ir" "$build/test/ir-checked" 2>&1)
lit_rc=$?
echo "$lit_out" | grep -E '^(PASS|FAIL|XFAIL|XPASS|UNSUPPORTED|UNRESOLVED):' || true
echo "$lit_out" | sed -n '/^Failed Tests/,$p'
p=$(echo "$lit_out" | grep -cE '^(PASS|XFAIL):')
f=$(echo "$lit_out" | grep -cE '^(FAIL|XPASS|UNRESOLVED):')
s=$(echo "$lit_out" | grep -cE '^UNSUPPORTED:')
passed=$((passed + p)); failed=$((failed + f)); skipped=$((skipped + s))
[[ $lit_rc -ne 0 && $f -eq 0 ]] && failed=$((failed + 1))

echo "== e2e build checks (ctest)"
ct_out=$(cd "$build" && ctest --output-on-failure -E '^lit-ir(-checked)?$' 2>&1)
ct_rc=$?
echo "$ct_out" | grep -E 'Test +#|tests passed|Failed' || true
p=$(echo "$ct_out" | grep -cE 'Test +#.* Passed')
f=$(echo "$ct_out" | grep -cE 'Test +#.*(\*\*\*Failed|Not Run|Exception|\*\*\*Timeout)')
passed=$((passed + p)); failed=$((failed + f))
[[ $ct_rc -ne 0 && $f -eq 0 ]] && failed=$((failed + 1))

echo "== e2e programs on the GPU"
if [[ -x $root/scripts/run-gpu-tests.sh ]]; then
  gpu_out=$("$root/scripts/run-gpu-tests.sh" "$build/test/e2e/bin" 2>&1)
  gpu_rc=$?
  echo "$gpu_out"
  last=$(echo "$gpu_out" | grep -E '^[0-9]+ passed, [0-9]+ failed' | tail -1)
  p=$(echo "$last" | sed -E 's/^([0-9]+) passed.*/\1/')
  f=$(echo "$last" | sed -E 's/^[0-9]+ passed, ([0-9]+) failed.*/\1/')
  s=$(echo "$last" | grep -oE '[0-9]+ skipped' | grep -oE '[0-9]+' || echo 0)
  passed=$((passed + ${p:-0})); failed=$((failed + ${f:-0})); skipped=$((skipped + ${s:-0}))
  [[ $gpu_rc -ne 0 && ${f:-0} -eq 0 ]] && failed=$((failed + 1))
fi

echo "summary: $passed passed, $failed failed, $skipped skipped"
[[ $failed -eq 0 ]]
