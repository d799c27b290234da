#!/bin/bash
# The paper pairs with the shipped build (lf) and the one whose launch-free
# deciders do not spread (ns), alternated once; then Nsight Compute's
# durations of TC's kernels on the road graph (flat, launch-free parent of
# both builds): whether TC road's gap to the flat program is in the kernel.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr road rand3 sat5 t2048c64 t32c16 >/dev/null 2>&1
for p in "sp rand3" "sp sat5" "bt t2048c64" "bt t32c16" "bfs kron" "mst kron" "sssp cnr"; do
  set -- $p
  PROBE_PASSES=1 probe_alternate $1 $2 "lf dpbench-dpopt dp" "ns dpbench-nospread dp"
done
tc_ncu() {
  ncu -k "regex:$3" -c 5 --section LaunchStats --section SpeedOfLight --section Occupancy \
    "$PROBE_BINS/$1" run tc road --data-dir $PROBE_DATA --impl "$2" --reps 5 --max-seconds 1 >/tmp/ncu-$1.txt 2>&1
  echo "== ncu $1 $3"
  grep -E "^  [a-zA-Z_]|Duration|Registers Per|Achieved Occupancy|Elapsed Cycles" /tmp/ncu-$1.txt | head -40
}
tc_ncu dpbench-nodp nodp tc_edges
tc_ncu dpbench-dpopt dp tc_parent
tc_ncu dpbench-nospread dp tc_parent
