#!/bin/bash
# Nsight Compute on the road graph's parent kernels against the DP program
# serialized by hand: duration, occupancy, registers, instructions and
# warp states; per function (SourceCounters) where DPOpt's runtime is called.
B=${PROBE_BINS:-.carry/mm/bin}
D=/tmp/data; mkdir -p $D
$B/dpbench-nodp gen --data-dir $D road >/dev/null 2>&1
run() { # name bin impl app kernel-regex [env...]
  local name=$1 bin=$2 impl=$3 app=$4 k=$5; shift 5
  env "$@" ncu -k "regex:$k" --launch-skip 4 -c 1 \
    --section SourceCounters --section WarpStateStats --section SpeedOfLight \
    --section Occupancy --section LaunchStats --section InstructionStats \
    -o /tmp/rep_$name -f $B/$bin run $app road --data-dir $D --impl $impl \
    --reps 2 --max-seconds 1 > /tmp/ncu_$name.log 2>&1
  ncu -i /tmp/rep_$name.ncu-rep --page details --csv > $OUT/ncu-$name-details.csv 2>&1
  ncu -i /tmp/rep_$name.ncu-rep --page source --csv --print-source sass > /tmp/ncu-$name-sass.csv 2>&1
  xz -c /tmp/ncu-$name-sass.csv > $OUT/ncu-$name-sass.csv.xz
  echo "== $name"
  grep -E '"(Duration|Achieved Occupancy|Theoretical Occupancy|Registers Per Thread|Executed Instructions|Warp Cycles Per Issued Instruction|Block Limit Registers|Local Memory Spilling Requests)"' $OUT/ncu-$name-details.csv | awk -F'","' '{print "   ", $(NF-2), $(NF-1), $NF}'
}
run mstf-dpopt dpbench-red dp mst mst_find_parent
run mstf-warp dpbench-red dp mst mst_find_parent DPOPT_AGG=warp
run mstf-ser dpbench-dp ser mst mst_find_ser
run mstv-dpopt dpbench-red dp mst mst_verify_parent
run mstv-ser dpbench-dp ser mst mst_verify_ser
run bfs-dpopt dpbench-red dp bfs bfs_parent
run bfs-warp dpbench-red dp bfs bfs_parent DPOPT_AGG=warp
run bfs-ser dpbench-dp ser bfs bfs_ser
run sssp-warp dpbench-red dp sssp sssp_parent DPOPT_AGG=warp
run sssp-ser dpbench-dp ser sssp sssp_relax
