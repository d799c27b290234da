#!/bin/bash
# Why the branch at DPOPT_THRESHOLD=0 is slower than main on TH/TD/BFSREC: the runtime's
# counters and its hooks' cycles (builds with -DDPOPT_RUNTIME_PROFILE=ON), main vs branch.
P=/tmp/pk; mkdir -p $P && tar xJf .carry/bench-th.tar.xz -C $P
D=/tmp/data; mkdir -p $D
$P/bmain/dpbench-nodp gen --data-dir $D kron treea treeb >/dev/null 2>&1
stats() { python3 -c '
import json,sys
for l in sys.stdin:
    if l.startswith("@@RESULT "):
        r=json.loads(l[9:]); print("   %-10s %.3f ms" % (sys.argv[1], r.get("median_ms",-1)), {k:v for k,v in r.items() if any(s in k for s in ("agg","launch","child","serial","stat"))})
    elif l.startswith("@@ERROR") or l.startswith("dpopt:") : print("   |", l.rstrip()[:200])
' "$1"; }
for ad in "th treeb" "th treea" "bfsrec kron"; do set -- $ad
  echo "== $1 $2"
  for x in main "new 0" "new 64"; do set -- $ad $x
    if [[ $3 == new ]]; then b=bprofnew; e=(DPOPT_THRESHOLD=$4); else b=bprofmain; e=(); fi
    env "${e[@]}" timeout 60 $P/$b/dpbench-dpopt run $1 $2 --data-dir $D --impl dp --reps 3 --max-seconds 1 2>&1 | stats "$3${4:+ T=$4}"
  done
done
