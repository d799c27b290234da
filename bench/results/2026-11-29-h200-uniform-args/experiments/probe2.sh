#!/bin/bash
# MANDEL under the three builds of probe1 plus exp: new with 44 KiB of
# unused dynamic shared memory on every grouped aggregated launch, which
# holds the aggregated kernel to 4 blocks an SM, as old's 58 registers do.
# SASS of the recursive Mandelbrot's aggregated kernel from old and new.
D=/tmp/data; mkdir -p $D /tmp/pk
tar xJf .carry/pk.txz -C /tmp/pk
N=/tmp/pk/new/bin; O=/tmp/pk/old/bin; X=/tmp/pk/exp/bin
S=bench/harness/probe_summary.py
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for b in new old; do
  f=$(cuobjdump -lelf /tmp/pk/$b/bin/dpbench-dpopt 2>/dev/null | head -0)
  cuobjdump -sass /tmp/pk/$b/bin/dpbench-dpopt 2>/dev/null |
    awk '/Function : .*mandel_sbr_k.*dpopt_\$_agg/{p=1} p&&/Function : /&&!/mandel_sbr_k.*agg/{p=0} p' > $OUT/sass-$b.txt
  wc -l $OUT/sass-$b.txt
done
$N/dpbench-dp gen --data-dir $D m2k m8k >/dev/null 2>&1
r() { local name=$1 bin=$2 app=$3 ds=$4 impl=$5; shift 5; timeout 60 env "$@" $bin run $app $ds --data-dir $D --impl $impl --reps 9 --max-seconds 3 2>/tmp/err.txt | python3 $S "$name" --agg; }
for ds in m2k m8k; do
  echo "== mandel $ds"
  for round in 1 2; do
    r old $O/dpbench-dpopt mandel $ds dp; r new $N/dpbench-dpopt mandel $ds dp; r exp $X/dpbench-dpopt mandel $ds dp
    r exp $X/dpbench-dpopt mandel $ds dp; r new $N/dpbench-dpopt mandel $ds dp; r old $O/dpbench-dpopt mandel $ds dp
  done
  for g in multiblock block warp; do
    r old-$g $O/dpbench-dpopt mandel $ds dp DPOPT_AGG=$g; r new-$g $N/dpbench-dpopt mandel $ds dp DPOPT_AGG=$g
  done
done
