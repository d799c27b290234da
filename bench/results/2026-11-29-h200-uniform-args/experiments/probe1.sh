#!/bin/bash
# Aggregated kernels with the records' shared arguments as parameters
# (new, 165bd38) against the same sources built with the plugin of 7ea9d1e
# (old; same runtime), the untransformed program (dp) and ASK, alternated.
D=/tmp/data; mkdir -p $D /tmp/pk
tar xJf .carry/pk.txz -C /tmp/pk
N=/tmp/pk/new/bin; O=/tmp/pk/old/bin
S=bench/harness/probe_summary.py
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$N/dpbench-dp gen --data-dir $D m2k m8k q1m q4m treeb kron >/dev/null 2>&1
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 60 env "$@" $bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 3 2>/tmp/err.txt | python3 $S "$name" --agg; }
for ds in m2k m8k; do
  echo "== mandel $ds"
  for round in 1 2; do
    r old $O/dpbench-dpopt mandel $ds dp; r new $N/dpbench-dpopt mandel $ds dp; r ask $N/dpbench-dp mandel $ds ask
    r ask $N/dpbench-dp mandel $ds ask; r new $N/dpbench-dpopt mandel $ds dp; r old $O/dpbench-dpopt mandel $ds dp
  done
  r dp $N/dpbench-dp mandel $ds dp
  r new-mbr $N/dpbench-dpopt mandel $ds dpmbr; r old-mbr $O/dpbench-dpopt mandel $ds dpmbr
done
for ds in q1m q4m; do
  echo "== qsort $ds"
  for round in 1 2; do
    r dp $N/dpbench-dp qsort $ds dp; r new $N/dpbench-dpopt qsort $ds dp
    r new $N/dpbench-dpopt qsort $ds dp; r dp $N/dpbench-dp qsort $ds dp
  done
done
for a in "th treeb" "td treeb" "bfsrec kron"; do
  set -- $a
  echo "== $1 $2"
  r old $O/dpbench-dpopt $1 $2 dp; r new $N/dpbench-dpopt $1 $2 dp
  r new $N/dpbench-dpopt $1 $2 dp; r old $O/dpbench-dpopt $1 $2 dp
done
