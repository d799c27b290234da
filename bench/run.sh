#!/usr/bin/env bash
# Runs the DP benchmark suite on the GPU machine (needs the binaries built by
# bench/build.sh here, carried as .carry/bench):
#   bench/run.sh OUTDIR [run.py options]      e.g. bench/run.sh "$OUT"
#   bench/run.sh OUTDIR --small --budget 90   quick functional check
# Writes OUTDIR/{results.csv,datasets.csv,meta.json,summary.txt,*.png,run.log}
# and prints the summary table last. See bench/README.md.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
[[ $# -ge 1 ]] || { echo "usage: bench/run.sh OUTDIR [run.py options]" >&2; exit 2; }
out=$1
mkdir -p "$out"
carry=${BENCH_OUT:-$(dirname "$here")/.carry/bench}
if [[ -x $carry/selftest && -z ${BENCH_NO_SELFTEST:-} ]]; then
  # CPU self-test of generators and references (small inputs, ~1 s)
  "$carry/selftest" --quick >"$out/selftest.txt" 2>&1 && tail -1 "$out/selftest.txt" ||
    { echo "selftest failed (see $out/selftest.txt); continuing"; }
fi
# Timings taken beside other GPU work are worthless (a stopped fuzz run's
# programs once ran on under the suite): wait up to BENCH_GPU_WAIT seconds
# (60) for other compute processes to end, and say so in OUTDIR/gpu-busy.txt
# if they do not.
if command -v nvidia-smi >/dev/null 2>&1; then
  busy=0
  for _ in $(seq ${BENCH_GPU_WAIT:-60}); do
    busy=$(nvidia-smi --query-compute-apps=pid,process_name --format=csv,noheader 2>/dev/null | grep -c . || true)
    [[ $busy -eq 0 ]] && break
    sleep 1
  done
  if [[ $busy -gt 0 ]]; then
    { echo "bench/run.sh: $busy other GPU compute process(es) still running; timings may be spoiled:"
      nvidia-smi --query-compute-apps=pid,process_name,used_memory --format=csv,noheader; } |
      tee "$out/gpu-busy.txt" >&2
  fi
fi
exec python3 "$here/harness/run.py" --bin-dir "$carry/bin" "$@"
