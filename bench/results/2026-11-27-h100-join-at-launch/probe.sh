#!/bin/bash
# ModeJoinAtLaunch (jal) vs main (dpopt, 20c826f): MANDEL and QSORT, same run.
D=/tmp/data; mkdir -p $D
B=.carry/b/bin
$B/dpbench-nodp gen --data-dir $D q1m q4m m8k m2k >/dev/null 2>&1
summ() { python3 -c '
import sys,json
for l in sys.stdin:
    if l.startswith("@@ERROR"): print(l.strip()[:300])
    if not l.startswith("@@RESULT"): continue
    j=json.loads(l[9:]); print("   ",sys.argv[1],"%.4f ms"%j.get("median_ms",-1),j.get("check"),"aggLaunches",j.get("agg_launches"),"lost",j.get("agg_lost"))' "$@"; }
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 60 env "$@" $B/dpbench-$bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 4 2>&1 | summ "$name"; }
for rep in 1 2; do
  for ds in m8k m2k; do echo "== mandel $ds round $rep"; r ask nodp mandel $ds ask; r main dpopt mandel $ds dp; r jal jal mandel $ds dp; r main-mbr dpopt mandel $ds dpmbr; r jal-mbr jal mandel $ds dpmbr; done
  for ds in q1m q4m; do echo "== qsort $ds round $rep"; r dp dp qsort $ds dp; r main dpopt qsort $ds dp; r jal jal qsort $ds dp; r main-mb dpopt qsort $ds dp DPOPT_AGG=multiblock; r jal-mb jal qsort $ds dp DPOPT_AGG=multiblock; r main-stream dpopt qsort $ds dpstream; r jal-stream jal qsort $ds dpstream; r main-off dpopt qsort $ds dp DPOPT_AGG=off; r jal-off jal qsort $ds dp DPOPT_AGG=off; done
done
