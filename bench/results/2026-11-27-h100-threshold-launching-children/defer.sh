#!/bin/bash
# Where the branch's cost on TH/TD comes from, same run: main; mdefer = main's plugin with
# -dpopt-agg-defer=always (launches deferred to the thread's exit, no thresholding of the
# recursive child); new = the branch at thresholds 0 (off at run time), 64, default.
P=/tmp/pk; mkdir -p $P && tar xJf .carry/bench-th.tar.xz -C $P
D=/tmp/data; mkdir -p $D
$P/bmain/dpbench-nodp gen --data-dir $D kron treea treeb >/dev/null 2>&1
summ() { python3 bench/harness/probe_summary.py "$@"; }
for r in 1 2; do
for ad in "th treea" "th treeb" "td treea" "td treeb" "bfsrec kron"; do set -- $ad
  echo "== $1 $2 (round $r)"
  for x in main mdefer; do
    timeout 60 $P/b$x/dpbench-dpopt run $1 $2 --data-dir $D --impl dp --reps 7 --max-seconds 2 2>&1 | summ $x
  done
  for t in 0 64 default; do
    if [[ $t == default ]]; then e=(); else e=(DPOPT_THRESHOLD=$t); fi
    env "${e[@]}" timeout 60 $P/bnew/dpbench-dpopt run $1 $2 --data-dir $D --impl dp --reps 7 --max-seconds 2 2>&1 | summ "new T=$t"
  done
done; done
