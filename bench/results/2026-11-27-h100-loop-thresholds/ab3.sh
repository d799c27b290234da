#!/bin/bash
# base (babaffc) vs new (e566e70: loop thresholds): TC and BT at the defaults, same run.
D=/tmp/data; mkdir -p $D
B=.carry/b/bin
S=bench/harness/probe_summary.py
$B/dpbench-nodp gen --data-dir $D t2048c64 t32c16 cnr kron road m8k m2k >/dev/null 2>&1
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 60 env "$@" $B/dpbench-$bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 3 2>/dev/null | python3 $S "$name" --agg; }
for rep in 1 2; do
for ad in "tc cnr" "tc kron" "tc road" "bt t2048c64" "bt t32c16" "mandel m8k" "mandel m2k"; do
  set -- $ad; echo "== $1 $2 round $rep"
  [ $rep = 1 ] && r nodp nodp $1 $2 nodp
  r base base $1 $2 dp
  r new dpopt $1 $2 dp
  [ $1 = mandel ] && { r base-mbr base $1 $2 dpmbr; r new-mbr dpopt $1 $2 dpmbr; [ $rep = 1 ] && r ask nodp $1 $2 ask; }
done
done
