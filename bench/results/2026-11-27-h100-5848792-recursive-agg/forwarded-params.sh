#!/bin/bash
# Forwarded parameters, same run: main = 7399d5a, fwd = branch agg-forwarded-params (48c7c74), defaults
P=/tmp/pk; mkdir -p $P && tar xJf .carry/bench-fwd.tar.xz -C $P
D=/tmp/data; mkdir -p $D
$P/bnew/dpbench-nodp gen --data-dir $D kron cnr treeb >/dev/null 2>&1
summ() { python3 bench/harness/probe_summary.py "$@"; }
for ad in "mandel m8k" "mandel m2k" "qsort q1m" "th treeb" "bfsrec kron" "bfs kron" "sssp kron" "mst cnr" "mandel m8k" "mandel m2k"; do set -- $ad
  echo "== $1 $2"
  for x in main fwd; do
    timeout 60 $P/b$x/dpbench-dpopt run $1 $2 --data-dir $D --impl dp --reps 7 --max-seconds 2 2>&1 | summ $x
  done
done
for ds in m8k m2k; do timeout 60 $P/bnew/dpbench-nodp run mandel $ds --data-dir $D --impl ask --reps 7 --max-seconds 2 2>&1 | summ "ask $ds"; done
