#!/usr/bin/env bash
# Runs the microbenchmarks (bench/micro/*.cu, built by bench/build.sh into
# .carry/bench/bin as micro-NAME and micro-NAME-plain) on the GPU machine:
#   bench/run-micro.sh OUTDIR [NAME...]     e.g. bench/run-micro.sh "$OUT" agg_sweep
# Writes OUTDIR/micro-NAME.txt per microbenchmark (and prints it). Two
# conventions: a source that names MICRO_UNTRANSFORMED (agg_sweep) runs its
# -plain sibling itself and prints one table; the others (threshold_sweep,
# coarsen_sweep) are run as `micro-NAME-plain plain` then `micro-NAME dpopt`.
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
[[ $# -ge 1 ]] || { echo "usage: bench/run-micro.sh OUTDIR [NAME...]" >&2; exit 2; }
out=$1; shift
mkdir -p "$out"
bin=${BENCH_OUT:-$(dirname "$here")/.carry/bench}/bin
names=("$@")
if [[ ${#names[@]} -eq 0 ]]; then
  for src in "$here"/micro/*.cu; do names+=("$(basename "$src" .cu)"); done
fi
status=0
for m in "${names[@]}"; do
  f=$out/micro-$m.txt
  if [[ ! -x $bin/micro-$m ]]; then
    echo "== micro-$m: not built (bench/build.sh micro)" | tee "$f"; status=1; continue
  fi
  echo "== micro-$m" | tee "$f"
  if grep -q MICRO_UNTRANSFORMED "$here/micro/$m.cu" 2>/dev/null; then
    timeout 300 "$bin/micro-$m" 2>&1 | tee -a "$f" || status=1
  else
    if [[ -x $bin/micro-$m-plain ]]; then
      timeout 300 "$bin/micro-$m-plain" plain 2>&1 | tee -a "$f" || status=1
    fi
    timeout 300 "$bin/micro-$m" dpopt 2>&1 | tee -a "$f" || status=1
  fi
done
exit $status
