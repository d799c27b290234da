#!/bin/bash
# QSORT with qsort_node out of line (clang's choice) vs __forceinline__, every compiler build.
D=/tmp/data; mkdir -p $D
.carry/bench/bin/dpbench-nodp gen --data-dir $D q1m q4m >/dev/null 2>&1
summ() { python3 -c '
import sys,json
for l in sys.stdin:
    if l.startswith("@@ERROR"): print(l.strip()[:300])
    if not l.startswith("@@RESULT"): continue
    j=json.loads(l[9:]); print("   ",sys.argv[1],"%.4f ms"%j.get("median_ms",-1),j.get("check"))' "$@"; }
for ds in q1m q4m; do for rep in 1 2; do
  echo "== qsort $ds run $rep"
  for set in bench bq; do
    B=.carry/$set/bin
    timeout 60 $B/dpbench-nodp run qsort $ds --data-dir $D --impl nodp --reps 7 --max-seconds 4 2>&1 | summ "$set nodp"
    timeout 60 $B/dpbench-dp run qsort $ds --data-dir $D --impl dp --reps 7 --max-seconds 4 2>&1 | summ "$set dp"
    timeout 60 $B/dpbench-nvcc run qsort $ds --data-dir $D --impl dp --reps 7 --max-seconds 4 2>&1 | summ "$set nvcc"
    timeout 60 $B/dpbench-dpopt run qsort $ds --data-dir $D --impl dp --reps 7 --max-seconds 4 2>&1 | summ "$set dpopt"
  done
done; done
