#!/bin/bash
# The flush split (flush): every thread's __dpagg_flush only waits for the
# warp and says whether the thread has deferred chunks, which
# __dpagg_flush_launch then launches, against 6d2478d (sink); the road
# graph with the flat and hand-serialized programs, then the paper datasets
# (one pass each: A B C D D C B A).
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/mm/bin PROBE_DATA=/tmp/data
# One pass of A B C C B A (the device time left allowed no second).
probe_alternate1() {
  local app=$1 ds=$2; shift 2
  local cfgs=("$@") c k
  echo "== $app $ds"
  for c in "${cfgs[@]}"; do set -- $c; probe_run "$1" "$2" "$app" "$ds" "${@:3}"; done
  for ((k = ${#cfgs[@]} - 1; k >= 0; k--)); do set -- ${cfgs[$k]}; probe_run "$1" "$2" "$app" "$ds" "${@:3}"; done
}
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr road rand3 t2048c64 t32c16 >/dev/null 2>&1
for a in bfs sssp mst tc; do
  probe_alternate1 $a road "nodp dpbench-nodp nodp" "ser dpbench-dp ser" "sink dpbench-sink dp" "flush dpbench-flush dp"
done
for p in "bfs cnr" "bfs kron" "sssp kron" "sssp cnr" "mst kron" "mst cnr" "tc cnr" "tc kron" \
         "sp rand3" "bt t2048c64" "bt t32c16"; do
  set -- $p
  probe_alternate1 $1 $2 "sink dpbench-sink dp" "flush dpbench-flush dp"
done
