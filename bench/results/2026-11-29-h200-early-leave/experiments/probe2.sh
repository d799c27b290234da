#!/bin/bash
# probe1 again after the leave waits for the lanes that reached the site
# together (the site's activemask, passed to __dpagg_leave), which decides
# whether the group's last chunk is launched from the leave: base
# (-dpopt-agg-early-leave=false) against new, at the defaults, alternated.
# (That version of the code was not kept: see the README.)
. bench/harness/probe-lib.sh
PROBE_BINS=${PROBE_BINS:-.carry/el/bin}
PROBE_DATA=/tmp/data; mkdir -p $PROBE_DATA
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA t2048c64 cnr kron road >/dev/null 2>&1
for ad in "bt t2048c64" "tc kron" "tc cnr" "bfs cnr" "sssp kron" "mst kron" "bfs road"; do
  set -- $ad
  probe_alternate $1 $2 "base dpbench-noleave dp" "new dpbench-dpopt dp"
done
