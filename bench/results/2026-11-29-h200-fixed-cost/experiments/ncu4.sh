#!/bin/bash
# Nsight Compute on the road graph: SSSP's parent with the flush vote (d0c22cf,
# dpbench-vote), three rounds from the fifth, as ncu3 measured counts4.
B=${PROBE_BINS:-.carry/rc/bin}
D=/tmp/data; mkdir -p $D
$B/dpbench-nodp gen --data-dir $D road >/dev/null 2>&1
run() { # name bin impl app kernel-regex count
  local name=$1 bin=$2 impl=$3 app=$4 k=$5 c=$6
  ncu -k "regex:$k" --launch-skip 4 -c $c --cache-control none --warp-sampling-interval 0 \
    --section SourceCounters --section WarpStateStats --section SpeedOfLight \
    --section Occupancy --section LaunchStats --section InstructionStats --section SchedulerStats \
    --section MemoryWorkloadAnalysis_Tables \
    -o /tmp/rep_$name -f $B/$bin run $app road --data-dir $D --impl $impl \
    --reps 1 --max-seconds 1 > /tmp/ncu_$name.log 2>&1
  ncu -i /tmp/rep_$name.ncu-rep --page details --csv > /tmp/ncu-$name-details.csv 2>&1
  ncu -i /tmp/rep_$name.ncu-rep --page source --csv --print-source sass > /tmp/ncu-$name-sass.csv 2>&1
  tar cJf $OUT/ncu-$name.tar.xz -C /tmp ncu-$name-details.csv ncu-$name-sass.csv
  echo "== $name"; [[ -f /tmp/rep_$name.ncu-rep ]] || tail -5 /tmp/ncu_$name.log
  grep -E '"(Duration|Achieved Occupancy|Registers Per Thread|Executed Instructions|Warp Cycles Per Issued Instruction|SM Active Cycles|Elapsed Cycles)"' /tmp/ncu-$name-details.csv | awk -F'","' '{print "   ", $(NF-2), $(NF-1), $NF}'
}





run sssp-vote dpbench-vote dp sssp sssp_parent 3
