#!/bin/bash
# counts4: the claiming blocks' exits halve the counts once per crossing
# (compare-and-swap, as counts3), the skipping blocks' first threads
# without waiting (exchanges of the values read, as counts2). BFS cnr with
# launch statistics; the road graph with the flat and hand-serialized
# programs; the other paper pairs; against a8d153e (base).
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/rc/bin PROBE_DATA=/tmp/data
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr road rand3 t2048c64 t32c16 >/dev/null 2>&1
for b in base counts3 counts4; do
  echo "stats $b: $($PROBE_BINS/dpbench-$b run bfs cnr --data-dir $PROBE_DATA --impl dp --reps 3 --max-seconds 2 2>/dev/null |
    grep '^@@RESULT' | tail -1 | python3 -c 'import json,sys; r=json.loads(sys.stdin.read()[9:]); print(r["median_ms"], r["stats"])')"
done
probe_alternate bfs cnr "base dpbench-base dp" "counts3 dpbench-counts3 dp" "counts4 dpbench-counts4 dp"
for a in bfs sssp mst tc; do
  probe_alternate $a road "nodp dpbench-nodp nodp" "ser dpbench-dp ser" "base dpbench-base dp" "counts4 dpbench-counts4 dp"
done
for p in "bfs kron" "sssp kron" "sssp cnr" "mst kron" "mst cnr" "tc cnr" "tc kron" \
         "sp rand3" "bt t2048c64" "bt t32c16"; do
  set -- $p
  probe_alternate $1 $2 "base dpbench-base dp" "counts4 dpbench-counts4 dp"
done
