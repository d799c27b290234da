#!/usr/bin/env bash
# Build helper for test/e2e/CMakeLists.txt:
#   compile.sh REMARKS_FILE|- COMMAND ARGS...
# Runs the compiler command with its stderr saved to REMARKS_FILE ("-": left
# on the console). If the command fails, the saved stderr is shown so the
# build log still has the error.
set -u
out=$1
shift
if [[ $out == - ]]; then
  exec "$@"
fi
tmp="$out.tmp.$$"
"$@" 2>"$tmp"
rc=$?
if [[ $rc -ne 0 ]]; then
  cat "$tmp" >&2
  rm -f "$tmp"
  exit $rc
fi
mv -f "$tmp" "$out"
