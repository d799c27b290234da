#!/bin/bash
# Is it the inlining or the release? hk3: the calls as shipped, the runtime's
# __dpagg_done with hk2's protocol (__syncwarp, the first lane's release
# add), against ship and hk2. A B C C B A twice, medians of 9 runs each.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/p2 PROBE_DATA=/tmp/data
.carry/p2/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron t2048c64 >/dev/null 2>&1
for p in "tc cnr" "tc kron" "bt t2048c64" "bfs cnr" "bfs kron"; do
  probe_alternate $p "ship dpbench-ship dp" "hk2 dpbench-hk2 dp" "hk3 dpbench-hk3 dp"
done
