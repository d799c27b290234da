#!/bin/bash
# Every aggregated kernel at .maxnreg 40 (ptxas-edit allagg40) against the
# build as it is (9dc1d66's runtime in both), A B B A; then the suite with
# 9dc1d66 (No-DP, DP+T+C+A at the defaults, ASK).
D=/tmp/data; mkdir -p $D /tmp/ps
tar xJf .carry/ps.txz -C /tmp/ps
N=/tmp/ps/new/bin/dpbench-dpopt; A=/tmp/ps/all40/bin/dpbench-dpopt
S=bench/harness/probe_summary.py
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$N gen --data-dir $D m2k m8k treeb kron rand3 t2048c64 >/dev/null 2>&1
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 60 env "$@" $bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 3 2>/tmp/err.txt | python3 $S "$name" --agg; }
for a in "mandel m2k" "mandel m8k" "bfsrec kron" "th treeb" "td treeb" "bfs kron" "sssp kron" "mst kron" "tc kron" "sp rand3" "bt t2048c64"; do
  set -- $a
  echo "== $1 $2"
  r new $N $1 $2 dp; r all40 $A $1 $2 dp; r all40 $A $1 $2 dp; r new $N $1 $2 dp
done
