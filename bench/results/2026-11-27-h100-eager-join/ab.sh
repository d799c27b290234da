#!/bin/bash
# The runtime's join at entry without thresholding, same run: old = 517eac9 (every claiming
# block joins at entry when every threshold is 0), join = the change (only while at least
# 1 in 2 of the child's recent claiming blocks launched). T=0: DPOPT_THRESHOLD=0 (the
# harness's DP+A / DP+C+A variants); defaults: DPOPT_THRESHOLD unset.
P=/tmp/pk2; mkdir -p $P && tar xJf .carry/bench-join.tar.xz -C $P
D=/tmp/data; mkdir -p $D
$P/bold/dpbench-nodp gen --data-dir $D kron cnr treea treeb t2048c64 rand3 >/dev/null 2>&1
summ() { python3 bench/harness/probe_summary.py "$@"; }
for ad in "th treea" "th treeb" "td treeb" "bfsrec kron" "bfs kron" "bfs cnr" "sssp kron" "mst cnr" "tc kron" "sp rand3" "bt t2048c64" "mandel m8k" "mandel m2k" "qsort q1m"; do set -- $ad
  echo "== $1 $2"
  for x in old join; do
    DPOPT_THRESHOLD=0 timeout 60 $P/b$x/dpbench-dpopt run $1 $2 --data-dir $D --impl dp --reps 7 --max-seconds 2 2>&1 | summ "$x T=0"
  done
done
for ad in "th treeb" "bfsrec kron" "bfs kron" "mandel m8k" "qsort q1m"; do set -- $ad
  echo "== $1 $2 (defaults)"
  for x in old join; do
    timeout 60 $P/b$x/dpbench-dpopt run $1 $2 --data-dir $D --impl dp --reps 7 --max-seconds 2 2>&1 | summ "$x"
  done
done
