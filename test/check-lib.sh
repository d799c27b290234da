# Helpers of the scripts that check the GPU runners' bookkeeping on fake
# programs (test/e2e/check-runner.sh, test/fuzz/check-runner.sh); sourced.
# Sets tmp (a folder removed at exit) and the counters checks and bad;
# check_summary prints "check-runner: N checks, M failed" and returns 0 when
# every check held.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
checks=0 bad=0
expect() { # NAME PATTERN FILE: FILE has a line matching PATTERN (grep -E)
  checks=$((checks + 1))
  if ! grep -qE -- "$2" "$3"; then
    bad=$((bad + 1))
    echo "FAIL: $1: no line matching '$2' in:"
    sed 's/^/  | /' "$3" | tail -30
  fi
}
expect_not() { # NAME PATTERN FILE
  checks=$((checks + 1))
  if grep -qE -- "$2" "$3"; then
    bad=$((bad + 1))
    echo "FAIL: $1: a line matches '$2':"
    grep -E -- "$2" "$3" | sed 's/^/  | /'
  fi
}
expect_rc() { # NAME WANT GOT
  checks=$((checks + 1))
  if [[ $2 != "$3" ]]; then
    bad=$((bad + 1))
    echo "FAIL: $1: exit status $3, want $2"
  fi
}
fake() { # FILE BODY: an executable shell script
  printf '#!/usr/bin/env bash\n%s\n' "$2" >"$1"
  chmod +x "$1"
}
check_summary() {
  echo "check-runner: $checks checks, $bad failed"
  [[ $bad -eq 0 ]]
}
