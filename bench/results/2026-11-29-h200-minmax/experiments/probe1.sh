#!/bin/bash
# Unused-result atomic min/max under ptxas -c: written as red (ade7ee5),
# as a relaxed load and a red only where it would lower (raise) the value
# ("filtered"), or left as atom; the three DPOpt builds alternated
# (A B C C B A, twice), No-DP once per pair. Then where the road graph's time
# goes: the flat kernel, the DP program serialized by hand, DPOpt at the
# defaults, with aggregation off (the hooks return at once) and at warp
# granularity (no entry hook), A B C D E E D C B A.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/mm/bin PROBE_DATA=/tmp/data
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr road >/dev/null 2>&1
for p in "mst cnr" "mst kron" "mst road" "sssp kron" "sssp cnr" "sssp road"; do
  set -- $p
  probe_run nodp dpbench-nodp $1 $2 nodp
  probe_alternate $1 $2 "red dpbench-red dp" "filtered dpbench-filtered dp" "atom dpbench-atom dp"
done
echo "=== road"
for a in bfs sssp mst tc; do
  probe_alternate $a road "nodp dpbench-nodp nodp" "ser dpbench-dp ser" "dpopt dpbench-red dp" \
    "agg-off dpbench-red dp DPOPT_AGG=off" "agg-warp dpbench-red dp DPOPT_AGG=warp"
done
