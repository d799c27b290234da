#!/bin/bash
# Memory side of TC kron at T=1: the program (tc_parent with its children)
# against tc_layouts' blocked64 alone (the same blocks, one launch).
D=/tmp/data; B=.carry/bench/bin
$B/dpbench-nodp gen --data-dir $D kron >/dev/null 2>&1
S="--section SpeedOfLight --section MemoryWorkloadAnalysis --section MemoryWorkloadAnalysis_Chart"
ncu -k regex:k_blocked --launch-skip 3 -c 1 --cache-control none $S -o /tmp/mb -f .carry/exp/tc_layouts $D kron > /tmp/mb.log 2>&1
DPOPT_THRESHOLD=1 ncu -k regex:tc_parent --launch-skip 1 -c 1 --cache-control none $S -o /tmp/mp -f $B/dpbench-dpopt run tc kron --data-dir $D --impl dp --reps 1 --max-seconds 1 > /tmp/mp.log 2>&1
for r in mb mp; do
  ncu -i /tmp/$r.ncu-rep --page details --csv > $OUT/ncu-mem-$r.csv 2>&1
  echo "== $r"
  grep -E '"(Elapsed Cycles|L1/TEX Hit Rate|L2 Hit Rate|DRAM Throughput|Memory Throughput|Mem Busy|Max Bandwidth|L2 Compression|Mem Pipes Busy)"' $OUT/ncu-mem-$r.csv | awk -F'","' '{print "   ", $(NF-2), $(NF-1), $NF}'
done
