#!/bin/bash
# Aggregated kernels of recursive children: HEAD (07057ac), A (by-value arguments copied out of the record),
# AB (A, and no block loop in recursive children's aggregated kernels), defaults, same run.
D=/tmp/data; mkdir -p $D
.carry/bnew/bin/dpbench-nodp gen --data-dir $D kron treeb >/dev/null 2>&1
summ() { python3 -c '
import sys,json
for l in sys.stdin:
    if l.startswith("@@ERROR"): print(l.strip()[:300])
    if not l.startswith("@@RESULT"): continue
    j=json.loads(l[9:])
    print("   %-5s %.4f ms %s"%(sys.argv[1],j.get("median_ms",-1),j.get("check")))' "$@"; }
for ad in "mandel m8k" "mandel m2k" "qsort q1m" "qsort q4m" "th treeb" "bfsrec kron" "mandel m8k" "qsort q1m"; do set -- $ad
  echo "== $1 $2"
  for x in head A AB; do
    b=.carry/bnew/bin/dpbench-dpopt; [[ $x == A ]] && b=.carry/bA/bin/dpbench-dpopt; [[ $x == AB ]] && b=.carry/bAB/bin/dpbench-dpopt
    timeout 60 $b run $1 $2 --data-dir $D --impl dp --reps 7 --max-seconds 2 2>&1 | summ $x
  done
done
for ds in m8k m2k; do timeout 60 .carry/bnew/bin/dpbench-nodp run mandel $ds --data-dir $D --impl ask --reps 7 --max-seconds 2 2>&1 | summ "ask $ds"; done
