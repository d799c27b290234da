#!/bin/bash
# Lost-children probe (first device call): recursion_wide builds under
# DPOPT_AGG=off at four sizes. Binaries, carried in .carry/probe:
#   recursion_wide.plain, recursion_wide{,_fixed}.dpopt{,-O0}: this commit's
#     e2e builds;
#   rw.pre517: test/e2e/recursion_wide.cu built with the plugin and runtime
#     of 517eac9 (before f14d954): DPOPT_PLUGIN=.../libDPOpt.so
#     scripts/dpopt-clang++ -O2 test/e2e/recursion_wide.cu -o rw.pre517
#   rwf.always: this commit's plugin with -mllvm -dpopt-threshold-runtime=false
#     -mllvm -dpopt-agg-defer=always, which passes 2 (DeferAlways) as 25ac6d7
#     did for compiled-in thresholds.
# The second call ran rw.pre517 and rwf.always, rebuilt from the final
# source (with its aggDeferred check), under DPOPT_AGG=off at the default
# size (probe-check-h100.txt).
cd "$(dirname "$0")"
run() { # label env...
  local label=$1; shift
  local out; out=$(timeout 60 env "$@" 2>&1); local rc=$?
  echo "[$label] rc=$rc $(echo "$out" | grep -E '^(PASS|FAIL)' | cut -c1-200)"
  echo "    $(echo "$out" | grep -E 'runtime:' | cut -c1-260)"
}
for size in "4 32 160 50" "3 128 256 50" "5 16 64 50" "4 64 256 50"; do
  for b in recursion_wide.plain rw.pre517 rwf.always; do
    run "$b AGG=off size=$size" E2E_WIDE="$size" DPOPT_AGG=off ./$b
  done
done
for b in recursion_wide.dpopt recursion_wide_fixed.dpopt recursion_wide.dpopt-O0 recursion_wide_fixed.dpopt-O0; do
  run "$b AGG=off" DPOPT_AGG=off ./$b
  run "$b defaults" ./$b
done
