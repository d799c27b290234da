#!/bin/bash
# One run per process (the warm-up alone: --max-seconds 0) of TC with the
# runtime's diagnosis build, its hook histograms in 40 us bins (HistNs
# 40000 in that build): when parent blocks exit, aggregated grids launch,
# and aggregated blocks start (find_record) and end (done).
P=.carry/bprof/bin; D=/tmp/data
.carry/bench/bin/dpbench-nodp gen --data-dir $D cnr kron >/dev/null 2>&1
export CUDA_MODULE_LOADING=EAGER
for cfg in "kron 1" "kron 16" "cnr 16" "kron 1" "kron 16"; do
  set -- $cfg
  echo "== $1 T=$2"
  DPOPT_THRESHOLD=$2 timeout 60 $P/dpbench-dpopt run tc $1 --data-dir $D --impl dp --warmup 1 --max-seconds 0 2>&1 |
    grep -E "profile|RESULT" | grep -v " 0 calls" | sed -E 's/.*"median_ms":([0-9.]+).*/median_ms \1/' | cut -c1-330
done
