#!/usr/bin/env bash
# The generator is deterministic: each seed's program (and its --emu variant)
# comes out byte for byte the same in two separate runs (with different
# Python hash seeds), and different seeds give different programs.
#   test/fuzz/check-determinism.sh SEEDS...     (SEEDS: 1-20 33 ...)
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
PYTHON=${PYTHON:-python3}
seeds=()
for a in "$@"; do
  if [[ $a =~ ^([0-9]+)-([0-9]+)$ ]]; then
    for ((s = BASH_REMATCH[1]; s <= BASH_REMATCH[2]; s++)); do seeds+=("$s"); done
  else
    seeds+=("$a")
  fi
done
[[ ${#seeds[@]} -gt 0 ]] || { echo "check-determinism.sh: no seeds" >&2; exit 2; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/dpfuzz-det.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
bad=0
for s in "${seeds[@]}"; do
  for v in "" --emu; do
    PYTHONHASHSEED=1 "$PYTHON" "$here/dpfuzz.py" --seed "$s" $v -o "$tmp/a" || { echo "FAIL seed $s: generator failed"; bad=1; continue; }
    PYTHONHASHSEED=2 "$PYTHON" "$here/dpfuzz.py" --seed "$s" $v >"$tmp/b" || { echo "FAIL seed $s: generator failed"; bad=1; continue; }
    if ! cmp -s "$tmp/a" "$tmp/b"; then
      echo "FAIL seed $s${v:+ ($v)}: two runs differ"
      bad=1
    fi
  done
  cp "$tmp/a" "$tmp/prog_$s"
done
# Different seeds, different programs (beyond the seed in the name).
if [[ ${#seeds[@]} -ge 2 ]]; then
  a=${seeds[0]} b=${seeds[1]}
  if cmp -s <(sed "s/dpfuzz_$a\b/X/g; s/--seed $a\b/X/" "$tmp/prog_$a") \
            <(sed "s/dpfuzz_$b\b/X/g; s/--seed $b\b/X/" "$tmp/prog_$b"); then
    echo "FAIL seeds $a and $b give the same program"
    bad=1
  fi
fi
[[ $bad -eq 0 ]] && echo "PASS: ${#seeds[@]} seeds generate deterministically"
exit $bad
