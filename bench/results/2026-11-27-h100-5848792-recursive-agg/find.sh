#!/bin/bash
# __dpagg_find_record, same run: AB = 5848792 (binary search after the guess), find = the
# guess read with its successor (find-raw.txt). find-gallop-raw.txt: an earlier version
# (galloping out from the guess), run with round 2 = m8k m2k q1m treeb kron.
P=/tmp/pk; mkdir -p $P && tar xJf .carry/bench-find.tar.xz -C $P
D=/tmp/data; mkdir -p $D
$P/bnew/dpbench-nodp gen --data-dir $D kron cnr treeb t2048c64 >/dev/null 2>&1
summ() { python3 bench/harness/probe_summary.py "$@"; }
for r in 1 2; do [[ $r == 2 ]] && set -- "mandel m8k" "mst cnr" "th treeb" "td treeb" "bfsrec kron" || set -- "mandel m8k" "mandel m2k" "qsort q1m" "th treeb" "td treeb" "bfsrec kron" "bfs kron" "sssp kron" "mst cnr" "tc kron" "bt t2048c64"
for ad in "$@"; do set -- $ad
  echo "== $1 $2"
  for x in AB find; do
    timeout 60 $P/b$x/dpbench-dpopt run $1 $2 --data-dir $D --impl dp --reps 7 --max-seconds 2 2>&1 | summ $x
  done
done; done
for ds in m8k m2k; do timeout 60 $P/bnew/dpbench-nodp run mandel $ds --data-dir $D --impl ask --reps 7 --max-seconds 2 2>&1 | summ "ask $ds"; done
