#!/usr/bin/env bash
# Candidate default points of DP+T+C+A on every benchmark (one process each).
# Run on the GPU machine from the repository root with .carry/bench carried:
#   bash bench/results/2026-11-22-h100-after-carveout-fix/candidate-defaults.sh > candidate-defaults.txt
# Point order: 128/8/block (then shipped), 2048/8/off, 512/8/mb8, 1024/8/mb8,
# 2048/8/mb8, 1024/16/mb8, 128/8/mb8, 1024/8/warp, 1024/8/off (threshold/factor/granularity).
bin=.carry/bench/bin/dpbench-dpopt
pts="DPOPT_THRESHOLD=128,DPOPT_COARSEN=8,DPOPT_AGG=2,DPOPT_AGG_GROUP=8,DPOPT_AGG_THRESHOLD=1"
for c in "2048,8,0" "512,8,3" "1024,8,3" "2048,8,3" "1024,16,3" "128,8,3" "1024,8,1" "1024,8,0"; do
  IFS=, read t f a <<<"$c"
  pts+=";DPOPT_THRESHOLD=$t,DPOPT_COARSEN=$f,DPOPT_AGG=$a,DPOPT_AGG_GROUP=8,DPOPT_AGG_THRESHOLD=1"
done
$bin gen --data-dir /tmp/dpbench-data all >/dev/null 2>&1
for bd in bfs:kron bfs:cnr bfs:road bt:t32c16 bt:t2048c64 mst:kron mst:cnr mst:road sp:rand3 sp:sat5 sssp:kron sssp:cnr sssp:road tc:kron tc:cnr tc:road; do
  IFS=: read app ds <<<"$bd"
  timeout 120 $bin run $app $ds --impl dp --reps 3 --warmup 1 --max-seconds 2 --data-dir /tmp/dpbench-data --points "$pts" 2>/dev/null | grep "^@@RESULT\|^@@POINT" | sed "s/^/$app $ds /"
done
