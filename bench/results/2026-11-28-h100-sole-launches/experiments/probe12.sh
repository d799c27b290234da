#!/bin/bash
D=/tmp/data; mkdir -p $D /tmp/pk
tar xJf .carry/pk.txz -C /tmp/pk
B=/tmp/pk/bin
$B/dpbench-dp gen --data-dir $D q1m q4m >/dev/null 2>&1
P='import json,sys
for l in sys.stdin:
  if l.startswith("@@ERROR"): print(l[:200])
  if not l.startswith("@@RESULT "): continue
  r=json.loads(l[9:]); s=r.get("stats") or {}
  print("   %-10s %.4f %s %s"%(sys.argv[1],r.get("median_ms",-1),r.get("check"),{k:v for k,v in s.items() if v}))'
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 60 env "$@" $B/dpbench-$bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 3 2>/tmp/err.txt | python3 -c "$P" "$name"; }
for ds in q1m q4m; do
  echo "== qsort $ds"
  r dp-str dp qsort $ds dpstream; r new-str dpopt qsort $ds dpstream; r faf-str faf qsort $ds dpstream
  for e in DPOPT_AGG=off DPOPT_AGG=warp DPOPT_AGG=block DPOPT_AGG=multiblock DPOPT_COARSEN=1 DPOPT_THRESHOLD=0 "DPOPT_AGG=off DPOPT_COARSEN=1"; do r "$e" dpopt qsort $ds dpstream $e; done
  r dp-str dp qsort $ds dpstream
done
