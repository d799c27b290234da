#!/bin/bash
# TH/TD treea with aggregation off at run time (the harness's DP+T): at 1759468 ("cur") the
# recursive child's launches are deferred to the thread's exit (its kernel runs children
# serially) and launched one by one into cudaStreamFireAndForget; the suite saw 300 K of them
# fail for the pending-launch limit. null = the runtime launching those records into the NULL
# stream (the site's stream); never = cur's plugin with -dpopt-agg-defer=never (launched at the site).
P=/tmp/pk4; mkdir -p $P && tar xJf .carry/probe-agg-off.tar.xz -C $P
D=/tmp/data; mkdir -p $D
$P/bcur/dpbench-nodp gen --data-dir $D treea treeb kron >/dev/null 2>&1
stats() { python3 bench/harness/probe_summary.py "$1" --launches; }
for ad in "th treea" "td treea" "th treeb" "bfsrec kron"; do set -- $ad
  echo "== $1 $2 DPOPT_AGG=off"
  for x in cur null never; do
    DPOPT_AGG=off timeout 100 $P/b$x/dpbench-dpopt run $1 $2 --data-dir $D --impl dp --reps 3 --max-seconds 2 2>&1 | stats $x
  done
done
