#!/bin/bash
# Probe: JAL launches go direct while the child's launches are sparse (EWMA of
# the gap between its JAL launches above 1 or 3 us), vs jal (main now).
D=/tmp/data; mkdir -p $D
B=.carry/b/bin
$B/dpbench-nodp gen --data-dir $D m8k m2k q1m q4m >/dev/null 2>&1
summ() { python3 -c '
import sys,json
for l in sys.stdin:
    if l.startswith("@@ERROR"): print(l.strip()[:300])
    if not l.startswith("@@RESULT"): continue
    j=json.loads(l[9:]); st=j.get("stats") or {}
    print("   ",sys.argv[1],"%.4f ms"%j.get("median_ms",-1),j.get("check"),"aggLaunches",j.get("agg_launches"),"direct",st.get("aggDirect"),"lost",j.get("agg_lost"))' "$@"; }
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 60 env "$@" $B/dpbench-$bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 3 2>&1 | summ "$name"; }
for rep in 1 2; do
  for ad in "mandel m8k" "mandel m2k" "qsort q1m" "qsort q4m"; do set -- $ad
    echo "== $1 $2 round $rep"
    for x in jal g1000 g3000; do r $x $x $1 $2 dp; done
    [ $1 = qsort ] && r dp dp $1 $2 dp
    [ $1 = mandel ] && r ask nodp $1 $2 ask
  done
done
