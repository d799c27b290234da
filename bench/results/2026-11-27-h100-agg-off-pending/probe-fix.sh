#!/bin/bash
# After the fix: cur = 1759468, fix = the change (a child that launches runs serially only
# while aggregation may be on; its kernel launches at its sites with DPOPT_AGG=off).
P=/tmp/pk5; mkdir -p $P && tar xJf .carry/probe-fix.tar.xz -C $P
D=/tmp/data; mkdir -p $D
$P/bcur/dpbench-nodp gen --data-dir $D treea treeb kron m8k q1m >/dev/null 2>&1
stats() { python3 bench/harness/probe_summary.py "$1" --launches; }
for ad in "th treea" "td treea" "th treeb" "bfsrec kron"; do set -- $ad
  echo "== $1 $2 DPOPT_AGG=off"
  for x in cur fix; do
    DPOPT_AGG=off timeout 100 $P/b$x/dpbench-dpopt run $1 $2 --data-dir $D --impl dp --reps 3 --max-seconds 2 2>&1 | stats $x
  done
done
for ad in "th treea" "th treeb" "bfsrec kron" "mandel m8k" "qsort q1m"; do set -- $ad
  echo "== $1 $2 defaults"
  for x in cur fix; do
    timeout 100 $P/b$x/dpbench-dpopt run $1 $2 --data-dir $D --impl dp --reps 5 --max-seconds 2 2>&1 | stats $x
  done
done
