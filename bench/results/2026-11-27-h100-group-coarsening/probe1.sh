#!/bin/bash
# Landscape of BT t2048c64, TC cnr/kron and the road pairs under run-time settings.
D=/tmp/data; mkdir -p $D
B=.carry/b/bin
S=bench/harness/probe_summary.py
$B/dpbench-nodp gen --data-dir $D t2048c64 cnr kron road >/dev/null 2>&1
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 60 env "$@" $B/dpbench-$bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 3 2>/tmp/err.txt | python3 $S "$name" --agg; grep "profile" /tmp/err.txt | sed 's/^/      /'; }
BIG=1073741824
for ad in "bt t2048c64" "tc cnr" "tc kron"; do
  set -- $ad; a=$1; d=$2
  echo "== $a $d"
  r nodp nodp $a $d nodp
  r ser nodp $a $d ser
  r default dpopt $a $d dp
  r agg-off dpopt $a $d dp DPOPT_AGG=off
  r T0-mb dpopt $a $d dp DPOPT_THRESHOLD=0
  r T0-grid dpopt $a $d dp DPOPT_THRESHOLD=0 DPOPT_AGG=grid
  r T0-grid-c1 dpopt $a $d dp DPOPT_THRESHOLD=0 DPOPT_AGG=grid DPOPT_COARSEN=1
  r T0-grid-c64 dpopt $a $d dp DPOPT_THRESHOLD=0 DPOPT_AGG=grid DPOPT_COARSEN=64
  r T0-warp dpopt $a $d dp DPOPT_THRESHOLD=0 DPOPT_AGG=warp
  r Tall-spread dpopt $a $d dp DPOPT_THRESHOLD=$BIG DPOPT_AGG=off
  r Tall-thread dpopt $a $d dp DPOPT_THRESHOLD=$BIG DPOPT_AGG=off DPOPT_SPREAD_THRESHOLD=$BIG
  r prof-default prof $a $d dp
  r prof-T0-grid prof $a $d dp DPOPT_THRESHOLD=0 DPOPT_AGG=grid
done
for a in bfs sssp mst tc; do
  echo "== $a road"
  r nodp nodp $a road nodp
  r default dpopt $a road dp
  r agg-off dpopt $a road dp DPOPT_AGG=off
  r prof-default prof $a road dp
done
