#!/bin/bash
# Forwarded parameters on top of join-at-launch, same run, defaults (H100):
# main = 20c826f, jal = 967a999 (main now), fwd = jal + the forwarded-parameters branch (48c7c74) cherry-picked.
D=/tmp/data; mkdir -p $D
B=.carry/b/bin
$B/dpbench-nodp gen --data-dir $D kron cnr treeb m8k m2k q1m t2048c64 >/dev/null 2>&1
summ() { python3 -c '
import sys,json
for l in sys.stdin:
    if l.startswith("@@ERROR"): print(l.strip()[:300])
    if not l.startswith("@@RESULT"): continue
    j=json.loads(l[9:]); print("   ",sys.argv[1],"%.4f ms"%j.get("median_ms",-1),j.get("check"),"aggLaunches",j.get("agg_launches"),"lost",j.get("agg_lost"))' "$@"; }
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 60 env "$@" $B/dpbench-$bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 3 2>&1 | summ "$name"; }
for rep in 1 2; do
  for ad in "mandel m8k" "mandel m2k" "qsort q1m" "th treeb" "bfsrec kron" "bfs kron" "sssp kron" "tc kron" "mst cnr" "bt t2048c64"; do set -- $ad
    echo "== $1 $2 round $rep"
    for x in main jal fwd; do r $x $x $1 $2 dp; done
  done
  for ds in m8k m2k; do r "ask $ds" nodp mandel $ds ask; done
  r "dp q1m" dp qsort q1m dp
done
