#!/bin/bash
# QSORT, MANDEL and the e2e quicksort_streams at each aggregation granularity (defaults otherwise), same run.
D=/tmp/data; mkdir -p $D
P="DPOPT_AGG=off;DPOPT_AGG=warp;DPOPT_AGG=block;DPOPT_AGG=multiblock;DPOPT_AGG=grid"
names=(off warp block multiblock grid)
summ() { python3 -c '
import sys,json
names=sys.argv[2].split(",")
for l in sys.stdin:
    if l.startswith("@@ERROR"): print(l.strip()[:300])
    if not l.startswith("@@RESULT"): continue
    j=json.loads(l[9:]); pi=j.get("point_index")
    print("   %-6s %-10s %.4f ms %s launches=%s agg=%s"%(sys.argv[1], names[pi] if pi is not None else "default", j.get("median_ms",-1), j.get("check"), j.get("launches_issued"), j.get("agg_launches")))' "$@"; }
for ad in "qsort q1m" "qsort q4m" "mandel m2k" "mandel m8k"; do set -- $ad
  echo "== $1 $2"
  timeout 120 .carry/bnew/bin/dpbench-dpopt run $1 $2 --data-dir $D --impl dp --reps 7 --max-seconds 3 2>&1 | summ dpopt default
  timeout 120 .carry/bnew/bin/dpbench-dpopt run $1 $2 --data-dir $D --impl dp --reps 7 --max-seconds 3 --points "$P" 2>&1 | summ dpopt off,warp,block,multiblock,grid
  timeout 60 .carry/bnew/bin/dpbench-dp run $1 $2 --data-dir $D --impl dp --reps 7 --max-seconds 3 2>&1 | summ dp default
done
echo "== e2e quicksort_streams (plain: $(.carry/qsprobe/quicksort_streams.plain))"
for g in default off warp block multiblock grid; do echo "   $g: $(env $([[ $g != default ]] && echo DPOPT_AGG=$g) X=1 .carry/qsprobe/quicksort_streams.dpopt 2>&1)"; done
