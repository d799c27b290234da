#!/bin/bash
# Recursive benchmarks, runtime before (old) and after (new) 9e7f48c's
# NULL-stream launches of launching children's lone records.
D=/tmp/data; mkdir -p $D; B=.carry/nf
$B/dpbench-nodp gen --data-dir $D treeb m8k q1m kron >/dev/null 2>&1
summ() { python3 -c '
import sys,json
for l in sys.stdin:
    if l.startswith("@@ERROR"): print(l.strip()[:300])
    if not l.startswith("@@RESULT"): continue
    j=json.loads(l[9:])
    print("   %-4s %-14s %10.4f ms %s"%(sys.argv[1],sys.argv[2],j.get("median_ms",-1),j.get("check")))' "$@"; }
for ad in "th treeb" "td treeb" "mandel m8k" "qsort q1m" "bfsrec kron"; do set -- $ad; echo "== $1 $2"
  for pt in default default DPOPT_AGG=off; do for b in old new; do a=(); [[ $pt != default ]] && a=(--points "$pt")
    timeout 40 $B/dpbench-$b run $1 $2 --data-dir $D --impl dp --reps 5 --max-seconds 2 "${a[@]}" 2>&1 | summ $b $pt; done; done
done
