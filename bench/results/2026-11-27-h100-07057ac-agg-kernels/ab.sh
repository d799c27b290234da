#!/bin/bash
# A/B: record pointer args loaded as global (new) vs generic (base), DP+T+C+A at the defaults; plain clang DP for reference.
D=/tmp/data; mkdir -p $D
.carry/bnew/bin/dpbench-nodp gen --data-dir $D kron cnr road t2048c64 rand3 treeb >/dev/null 2>&1
summ() { python3 -c '
import sys,json
for l in sys.stdin:
    if l.startswith("@@ERROR"): print(l.strip()[:300])
    if not l.startswith("@@RESULT"): continue
    j=json.loads(l[9:])
    print("   %-6s %.4f ms %s"%(sys.argv[1],j.get("median_ms",-1),j.get("check")))' "$@"; }
for ad in "qsort q1m" "qsort q4m" "mandel m2k" "mandel m8k" "th treeb" "td treeb" "bfsrec kron" "bfs kron" "bfs cnr" "sssp kron" "mst cnr" "tc kron" "bt t2048c64" "sp rand3" "bfs road"; do set -- $ad
  echo "== $1 $2"
  for x in base new base new; do
    b=.carry/bnew/bin/dpbench-dpopt; [[ $x == base ]] && b=.carry/bbase/bin/dpbench-dpopt
    timeout 60 $b run $1 $2 --data-dir $D --impl dp --reps 7 --max-seconds 3 2>&1 | summ $x
  done
  timeout 60 .carry/bnew/bin/dpbench-dp run $1 $2 --data-dir $D --impl dp --reps 7 --max-seconds 3 2>&1 | summ dp
  [[ $1 == mandel ]] && timeout 60 .carry/bnew/bin/dpbench-nodp run $1 $2 --data-dir $D --impl ask --reps 7 --max-seconds 3 2>&1 | summ ask
done
