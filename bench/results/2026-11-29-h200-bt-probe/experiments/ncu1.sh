#!/bin/bash
# BT t2048c64's parent kernel (computeBezierLinesCDP, launched from the host)
# under Nsight Compute: duration, warp states and per-instruction stall
# samples, at the defaults and with every child serial.
B=${PROBE_BINS:-.carry/p/bin}
D=/tmp/data; mkdir -p $D
$B/dpbench-nodp gen --data-dir $D t2048c64 >/dev/null 2>&1
for cfg in "default" "Tall DPOPT_THRESHOLD=1073741824"; do
  set -- $cfg; name=$1; shift
  env "$@" ncu -k regex:computeBezierLinesCDP --launch-skip 3 -c 1 \
    --section SourceCounters --section WarpStateStats --section SpeedOfLight \
    -o /tmp/rep_$name -f $B/dpbench-dpopt run bt t2048c64 --data-dir $D --impl dp \
    --reps 3 --max-seconds 1 > /tmp/ncu_$name.log 2>&1
  tail -3 /tmp/ncu_$name.log
  ncu -i /tmp/rep_$name.ncu-rep --page details --csv > $OUT/ncu-$name-details.csv 2>&1
  ncu -i /tmp/rep_$name.ncu-rep --page source --csv --print-source sass > $OUT/ncu-$name-sass.csv 2>&1
  grep -E '"Duration"|Warp Cycles Per Issued|Issued Ipc|Achieved Occupancy' $OUT/ncu-$name-details.csv | cut -c1-200
done
