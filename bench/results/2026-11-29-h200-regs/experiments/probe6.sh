#!/bin/bash
# counts3: counts2 with the counts halved once per crossing of the window
# (a compare-and-swap; with several blocks halving at once the launches
# were halved more than once). BFS cnr first, with each binary's launch
# statistics (aggregated launches and records launched alone), then the
# road graph and the other paper pairs against a8d153e (base).
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/rc/bin PROBE_DATA=/tmp/data
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr road rand3 t2048c64 t32c16 >/dev/null 2>&1
for b in base counts2 counts3; do
  echo "stats $b: $($PROBE_BINS/dpbench-$b run bfs cnr --data-dir $PROBE_DATA --impl dp --reps 3 --max-seconds 2 2>/dev/null |
    grep '^@@RESULT' | tail -1 | python3 -c 'import json,sys; r=json.loads(sys.stdin.read()[9:]); print(r["median_ms"], r["stats"])')"
done
probe_alternate bfs cnr "base dpbench-base dp" "counts2 dpbench-counts2 dp" "counts3 dpbench-counts3 dp"
for a in bfs sssp mst tc; do
  probe_alternate $a road "base dpbench-base dp" "counts3 dpbench-counts3 dp"
done
for p in "bfs kron" "sssp kron" "sssp cnr" "mst kron" "mst cnr" "tc cnr" "tc kron" \
         "sp rand3" "bt t2048c64" "bt t32c16"; do
  set -- $p
  PROBE_PASSES=1 probe_alternate $1 $2 "base dpbench-base dp" "counts3 dpbench-counts3 dp"
done
