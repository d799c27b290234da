#!/bin/bash
# MANDEL, same run: the aggregated kernel of mandel_sbr_k with its registers capped at 40
# and 48 (binaries: build-bench objects of 5848792, mandel.o recompiled with
# DPOPT_REAL_PTXAS=ptxas-cap.sh CAP=40|48: an experiment, not a change), uncapped (AB, 58),
# ASK and DP; then QSORT at the defaults, aggregation off, and DP.
D=/tmp/data; mkdir -p $D
.carry/bnew/bin/dpbench-nodp gen --data-dir $D kron treeb >/dev/null 2>&1
summ() { python3 bench/harness/probe_summary.py "$@"; }
for r in 1 2; do for ds in m8k m2k; do echo "== mandel $ds"
  for x in AB cap40 cap48; do b=.carry/b$x/bin/dpbench-dpopt
    timeout 60 $b run mandel $ds --data-dir $D --impl dp --reps 9 --max-seconds 2 2>&1 | summ $x; done
  timeout 60 .carry/bnew/bin/dpbench-nodp run mandel $ds --data-dir $D --impl ask --reps 9 --max-seconds 2 2>&1 | summ ask
  timeout 60 .carry/bnew/bin/dpbench-dp run mandel $ds --data-dir $D --impl dp --reps 9 --max-seconds 2 2>&1 | summ dp
done; done
for ds in q1m q4m; do echo "== qsort $ds"
  timeout 60 .carry/bAB/bin/dpbench-dpopt run qsort $ds --data-dir $D --impl dp --reps 9 --max-seconds 2 2>&1 | summ AB
  timeout 60 .carry/bAB/bin/dpbench-dpopt run qsort $ds --data-dir $D --impl dp --reps 9 --max-seconds 2 --points "DPOPT_AGG=off" 2>&1 | summ AB-off
  timeout 60 .carry/bnew/bin/dpbench-dp run qsort $ds --data-dir $D --impl dp --reps 9 --max-seconds 2 2>&1 | summ dp
done
which nsys ncu; ls /usr/local/cuda/bin | tr '\n' ' '
