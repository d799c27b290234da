#!/bin/bash
# The memory side of TC kron (default threshold): the program (tc_parent
# with its children, one launch) built as shipped and with hk2's release;
# and the SASS each build makes of the aggregated child's release.
D=/tmp/data; B=.carry/p2
$B/dpbench-nodp gen --data-dir $D kron >/dev/null 2>&1
S="--section SpeedOfLight --section MemoryWorkloadAnalysis --section Occupancy"
for v in ship hk2; do
  ncu -k regex:tc_parent --launch-skip 1 -c 1 --cache-control none $S -o /tmp/l1-$v -f $B/dpbench-$v run tc kron --data-dir $D --impl dp --reps 1 --max-seconds 1 > /tmp/l1-$v.log 2>&1
  ncu -i /tmp/l1-$v.ncu-rep --page details --csv > $OUT/ncu-l1-$v.csv 2>&1
  echo "== $v"
  grep -E '"(Elapsed Cycles|Duration|L1/TEX Hit Rate|L2 Hit Rate|Achieved Occupancy)"' $OUT/ncu-l1-$v.csv | awk -F'","' '{print "   ", $(NF-2), $(NF-1), $NF}'
  cuobjdump -sass $B/dpbench-$v 2>/dev/null | awk '/Function : .*tc_child.*dpopt_agg/ {p=1; print; next} /Function :/ {p=0} p && /MEMBAR|CCTL|ATOM|RED|FENCE|ERRBAR|CALL|WARPSYNC/' | head -30
done
