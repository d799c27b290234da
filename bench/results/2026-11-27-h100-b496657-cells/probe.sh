#!/bin/bash
# Cells skipped by rarely launching blocks: the build before (base, 2285670)
# and after (new), at the defaults and with aggregation off, same run.
B=.carry/p2; D=/tmp/data; mkdir -p $D
$B/dpbench-nodp gen --data-dir $D kron cnr road t2048c64 m8k treeb >/dev/null 2>&1
P="DPOPT_AGG_THRESHOLD=1;DPOPT_AGG=0"
summ() { python3 -c '
import sys,json
pts=["default","aggoff"]
for l in sys.stdin:
    if l.startswith("@@ERROR"): print(l.strip()[:300])
    if not l.startswith("@@RESULT"): continue
    j=json.loads(l[9:]); pi=j.get("point_index")
    print("   ",sys.argv[1],pts[pi] if pi is not None else "default","%.4f ms"%j.get("median_ms",-1),j.get("check"))' "$@"; }
for ad in "bfs road" "sssp road" "mst road" "tc road" "bfs kron" "bfs cnr" "sssp kron" "mst cnr" "tc kron" "tc cnr" "bt t2048c64" "mandel m8k" "th treeb"; do set -- $ad
  echo "== $1 $2"
  for x in base new; do
    timeout 60 $B/dpbench-$x run $1 $2 --data-dir $D --impl dp --reps 7 --max-seconds 3 --points "$P" 2>&1 | summ $x
  done
done
