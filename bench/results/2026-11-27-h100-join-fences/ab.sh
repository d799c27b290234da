#!/bin/bash
# The group join with one sequentially consistent fence instead of three, same run:
# old = 517eac9 (main's runtime before), fence = the change. Defaults (DPOPT_* unset).
P=/tmp/pk3; mkdir -p $P && tar xJf .carry/bench-fence.tar.xz -C $P
D=/tmp/data; mkdir -p $D
$P/bold/dpbench-nodp gen --data-dir $D kron cnr treeb >/dev/null 2>&1
summ() { python3 bench/harness/probe_summary.py "$@"; }
for r in 1 2; do
for ad in "mandel m8k" "mandel m2k" "qsort q1m" "th treeb" "bfsrec kron" "bfs kron" "sssp kron" "mst cnr" "tc kron"; do set -- $ad
  echo "== $1 $2 (round $r)"
  for x in old fence; do
    timeout 60 $P/b$x/dpbench-dpopt run $1 $2 --data-dir $D --impl dp --reps 7 --max-seconds 2 2>&1 | summ "$x"
  done
done; done
for ds in m8k m2k; do timeout 60 $P/bold/dpbench-nodp run mandel $ds --data-dir $D --impl ask --reps 7 --max-seconds 2 2>&1 | summ "ask $ds"; done
