#!/bin/bash
# TC decomposition: thresholds, granularities, runtime stats, hook profile.
B=.carry/bench/bin; P=.carry/bprof/bin; D=/tmp/data
mkdir -p /tmp/raw
$B/dpbench-nodp gen --data-dir $D cnr kron >/dev/null 2>&1
run() { # label bin impl ds env...
  local l=$1 b=$2 i=$3 ds=$4; shift 4
  timeout 60 env "$@" $b run tc $ds --data-dir $D --impl $i --reps 9 --max-seconds 3 >/tmp/raw/$l-$ds.json 2>/tmp/raw/$l-$ds.err
  echo "$l $ds rc=$? $(python3 -c "import json,sys
for l in open('/tmp/raw/$l-$ds.json'):
  l=l.strip()
  if l.startswith('@@RESULT '):
    j=json.loads(l[9:]); s=j.get('stats',{}); print(round(j['median_ms'],4), j.get('check'), 'launches',s.get('launches'),'aggLaunches',s.get('aggLaunches'),'records',s.get('aggRecords'),'indiv',s.get('aggIndividual'),'direct',s.get('aggDirect'),'fallb',s.get('aggFallbacks'))
" 2>&1 | tail -1)"
}
for ds in cnr kron; do
  run nodp $B/dpbench-nodp nodp $ds
  for T in 1 4 8 16 32 100000000; do run T$T $B/dpbench-dpopt dp $ds DPOPT_THRESHOLD=$T; done
  for G in warp block multiblock grid; do run G$G $B/dpbench-dpopt dp $ds DPOPT_AGG=$G; done
  for N in 8 64 512; do run MB$N $B/dpbench-dpopt dp $ds DPOPT_AGG=multiblock DPOPT_AGG_GROUP=$N; done
  run C1 $B/dpbench-dpopt dp $ds DPOPT_COARSEN=1
  run nodp2 $B/dpbench-nodp nodp $ds
done
tar cJf $OUT/raw.txz -C /tmp raw
