#!/bin/bash
# TC on the road graph: the ceiling of a warp-balanced serial run
# (tc_road.cu), DPOpt's team versions forced on (DPOPT_TEAM=2, 4), Nsight
# Compute on No-DP's and the hand-serialized kernel. BT's run-to-run times
# (every timed run of one process) at the defaults and with team or
# launch-free versions off.
C=.carry/s47
tar xJf $C/bo.txz -C /tmp || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/bo-d/bin PROBE_DATA=/tmp/data
timeout 100 $PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA road t2048c64 t32c16 >/dev/null 2>&1
timeout 120 $C/tc_road $PROBE_DATA road | tee $OUT/tc-road.csv
probe_alternate tc road "nodp dpbench-nodp nodp" "dpopt dpbench-dpopt dp" "team2 dpbench-dpopt dp DPOPT_TEAM=2" "team4 dpbench-dpopt dp DPOPT_TEAM=4" 2>&1 | tee $OUT/probe-tc-road-team.txt
for ds in t2048c64 t32c16; do
  for cfg in "nodp nodp" "dpopt dp" "dpopt dp DPOPT_TEAM=off" "dpopt dp DPOPT_LAUNCH_FREE=off"; do
    set -- $cfg
    echo "== bt $ds $cfg"
    timeout 60 env "${@:3}" /tmp/bo-d/bin/dpbench-$1 run bt $ds --data-dir $PROBE_DATA --impl $2 --reps 40 --max-seconds 5 2>/dev/null |
      python3 -c "import sys,json
for l in sys.stdin:
  if l.startswith('@@RESULT'):
    r=json.loads(l[9:]); print('  median', r['median_ms'], 'times', ' '.join('%.4f'%t for t in r['times_ms']))"
  done
done 2>&1 | tee $OUT/bt-times.txt
PROBE_NCU_SKIP=0 probe_ncu nodp dpbench-nodp nodp tc tc_edges 1
PROBE_NCU_SKIP=0 probe_ncu ser dpbench-nodp ser tc tc_ser 1
DPOPT_TEAM=2 PROBE_NCU_SKIP=6 probe_ncu team2 dpbench-dpopt dp tc tc_parent 1 2>&1
