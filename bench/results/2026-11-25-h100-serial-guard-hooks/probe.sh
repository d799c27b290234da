#!/bin/bash
# Overhead floor: No-DP, DP-SER (dp build), DPOpt with every child serial
# (spread default / off), and the T-only build if present.
D=/tmp/data; mkdir -p $D
B=${B:-.carry/bser/bin}
$B/dpbench-nodp gen --data-dir $D kron cnr road rand3 sat5 t32c16 t2048c64 >/dev/null 2>&1
ALL=2147483648
P="DPOPT_THRESHOLD=$ALL,DPOPT_COARSEN=1,DPOPT_AGG=0;DPOPT_THRESHOLD=$ALL,DPOPT_COARSEN=1,DPOPT_AGG=0,DPOPT_SPREAD_THRESHOLD=$ALL;DPOPT_AGG_THRESHOLD=1"
summ() { python3 -c '
import sys,json
pts=sys.argv[2].split(";") if len(sys.argv)>2 else []
for l in sys.stdin:
    if not l.startswith("@@RESULT"):
        if l.startswith("@@ERROR"): print(l.strip()[:300])
        continue
    j=json.loads(l[9:])
    pi=j.get("point_index"); p=["spread","thread","default"][pi] if pi is not None and pts else ""
    print("   ",sys.argv[1],j.get("benchmark",""),p,"%.4f ms"%j.get("median_ms",-1),j.get("check"))' "$@"; }
for ad in ${PAIRS:-"bfs kron" "bfs cnr" "bfs road" "sssp kron" "sssp cnr" "sssp road" "mst kron" "mst cnr" "mst road" "tc kron" "tc cnr" "tc road" "sp rand3" "sp sat5" "bt t32c16" "bt t2048c64"}; do set -- $ad
  echo "== $1 $2"
  for r in ${REPS:-1}; do
  timeout 60 $B/dpbench-nodp run $1 $2 --data-dir $D --impl nodp --reps 7 --max-seconds 4 2>&1 | summ nodp
  timeout 60 $B/dpbench-dp run $1 $2 --data-dir $D --impl ser --reps 7 --max-seconds 4 2>&1 | summ ser
  timeout 90 $B/dpbench-dpopt run $1 $2 --data-dir $D --impl dp --reps 7 --max-seconds 4 --points "$P" 2>&1 | summ dpopt "$P"
  for x in $B/dpbench-dpT*; do [ -x $x ] && timeout 90 $x run $1 $2 --data-dir $D --impl dp --reps 7 --max-seconds 4 --points "$P" 2>&1 | summ $(basename $x) "$P"; done
  done
done
