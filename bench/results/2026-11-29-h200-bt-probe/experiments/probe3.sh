#!/bin/bash
# base (HEAD's runtime) against new (warp-wide record search, acq_rel release
# in __dpagg_done, batched refit) at the defaults, alternated; then the new
# runtime's hook timeline on BT t2048c64.
. bench/harness/probe-lib.sh
PROBE_BINS=${PROBE_BINS:-.carry/p/bin}
PROBE_DATA=/tmp/data; mkdir -p $PROBE_DATA
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA t2048c64 cnr kron m8k >/dev/null 2>&1
for ad in "bt t2048c64" "tc cnr" "tc kron" "bfs cnr" "bfs kron" "mst kron" "sssp kron" "mandel m8k"; do
  set -- $ad
  probe_alternate $1 $2 "base dpbench-dpopt dp" "new dpbench-new dp"
done
echo "== bt t2048c64 T2048"
probe_alternate bt t2048c64 "base dpbench-dpopt dp DPOPT_THRESHOLD=2048" "new dpbench-new dp DPOPT_THRESHOLD=2048"
probe_profile prof-default dpbench-prof bt t2048c64 dp
probe_profile prof-T2048 dpbench-prof bt t2048c64 dp DPOPT_THRESHOLD=2048
probe_profile prof-T0-grid dpbench-prof bt t2048c64 dp DPOPT_THRESHOLD=0 DPOPT_AGG=grid
