#!/bin/bash
# The branch's build at run-time thresholds (DPOPT_THRESHOLD, every child; 0 = off;
# unset = the compiled defaults: TH/TD 128, BFSREC 512), same run.
P=/tmp/pk; mkdir -p $P && tar xJf .carry/bench-th.tar.xz -C $P
D=/tmp/data; mkdir -p $D
$P/bmain/dpbench-nodp gen --data-dir $D kron treea treeb >/dev/null 2>&1
summ() { python3 bench/harness/probe_summary.py "$@"; }
for ad in "th treea" "th treeb" "td treeb" "bfsrec kron"; do set -- $ad
  echo "== $1 $2"
  timeout 60 $P/bmain/dpbench-dpopt run $1 $2 --data-dir $D --impl dp --reps 7 --max-seconds 2 2>&1 | summ main
  for t in default 0 4 8 16 32 64 128 256 512; do
    if [[ $t == default ]]; then e=(); else e=(DPOPT_THRESHOLD=$t); fi
    env "${e[@]}" timeout 60 $P/bnew/dpbench-dpopt run $1 $2 --data-dir $D --impl dp --reps 7 --max-seconds 2 2>&1 | summ "T=$t"
  done
done
