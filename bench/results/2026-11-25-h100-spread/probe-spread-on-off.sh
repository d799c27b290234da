#!/bin/bash
# Spread on (default, 2) vs off, DP+T+C+A at the defaults, plus No-DP, per pair.
D=/tmp/data; mkdir -p $D
B=.carry/bspread/bin/dpbench-dpopt
$B gen --data-dir $D kron cnr road rand3 sat5 t32c16 t2048c64 treeb kron >/dev/null 2>&1
P="DPOPT_SPREAD_THRESHOLD=2;DPOPT_SPREAD_THRESHOLD=1073741824"
summ() { python3 -c '
import sys,json
pts=sys.argv[2].split(";") if len(sys.argv)>2 else []
for l in sys.stdin:
    if not l.startswith("@@RESULT"):
        if l.startswith("@@ERROR"): print(l.strip()[:300])
        continue
    j=json.loads(l[9:])
    pi=j.get("point_index"); p=pts[pi] if pi is not None and pts else ""
    print("   ",sys.argv[1],j.get("benchmark",""),p,"%.4f ms"%j.get("median_ms",-1),j.get("check"))' "$@"; }
for ad in "bfs kron" "bfs cnr" "bfs road" "sssp kron" "sssp cnr" "sssp road" "mst kron" "mst cnr" "mst road" "tc kron" "tc cnr" "tc road" "sp rand3" "sp sat5" "bt t32c16" "bt t2048c64" "th treeb" "td treeb" "bfsrec kron"; do set -- $ad
  echo "== $1 $2"
  timeout 60 $B run $1 $2 --data-dir $D --impl nodp --reps 7 --max-seconds 4 2>&1 | summ nodp
  for r in 1 2; do
  timeout 90 $B run $1 $2 --data-dir $D --impl dp --reps 7 --max-seconds 4 --points "$P" 2>&1 | summ dpopt "$P"
  done
done
