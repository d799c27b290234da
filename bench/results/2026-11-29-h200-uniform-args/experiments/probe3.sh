#!/bin/bash
# old (7ea9d1e's plugin), new (165bd38: every uniform argument a parameter)
# and ptr (only uniform pointer arguments parameters), alternated.
D=/tmp/data; mkdir -p $D /tmp/pk
tar xJf .carry/pk.txz -C /tmp/pk
N=/tmp/pk/new/bin; O=/tmp/pk/old/bin; P=/tmp/pk/ptr/bin
S=bench/harness/probe_summary.py
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$N/dpbench-dp gen --data-dir $D m2k m8k treeb kron road rand3 t2048c64 >/dev/null 2>&1
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 60 env "$@" $bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 3 2>/tmp/err.txt | python3 $S "$name" --agg; }
for a in "mandel m2k" "mandel m8k" "bfsrec kron" "th treeb" "bfs kron" "bfs road" "sssp kron" "mstv kron" "mstf kron" "tc kron" "sp rand3" "bt t2048c64"; do
  set -- $a
  echo "== $1 $2"
  r old $O/dpbench-dpopt $1 $2 dp; r new $N/dpbench-dpopt $1 $2 dp; r ptr $P/dpbench-dpopt $1 $2 dp
  r ptr $P/dpbench-dpopt $1 $2 dp; r new $N/dpbench-dpopt $1 $2 dp; r old $O/dpbench-dpopt $1 $2 dp
done
