#!/bin/bash
# Thresholding of children that launch (branch threshold-launching-children), same run:
# main = f60d5da, new = the branch rebased on it. DP = the untransformed program (main's build).
P=/tmp/pk; mkdir -p $P && tar xJf .carry/bench-th.tar.xz -C $P
D=/tmp/data; mkdir -p $D
$P/bmain/dpbench-nodp gen --data-dir $D kron treea treeb >/dev/null 2>&1
summ() { python3 bench/harness/probe_summary.py "$@"; }
for r in 1 2; do
for ad in "th treea" "th treeb" "td treea" "td treeb" "bfsrec kron" "mandel m8k" "qsort q1m"; do set -- $ad
  echo "== $1 $2 (round $r)"
  timeout 60 $P/bmain/dpbench-dp run $1 $2 --data-dir $D --impl dp --reps 7 --max-seconds 2 2>&1 | summ DP
  for x in main new; do
    timeout 60 $P/b$x/dpbench-dpopt run $1 $2 --data-dir $D --impl dp --reps 7 --max-seconds 2 2>&1 | summ $x
  done
done; done
