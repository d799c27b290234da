#!/bin/bash
# MST on the road graph, prev against new, alternated A B B A three times:
# check5 had new slower (MSTF 0.112 against 0.093 ms), the suites the other
# way (0.103 against 0.111). Only the team versions and the launching
# parents of MST changed (a child counter's atomic kept in a register).
C=.carry/s47
tar xJf $C/bo.txz -C /tmp && tar xJf $C/bo-n.txz -C /tmp || exit 1
cp /tmp/bo-d/bin/dpbench-dpopt /tmp/bo-n/bin/dpbench-prev
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/bo-n/bin PROBE_DATA=/tmp/data PROBE_PASSES=3
timeout 100 $PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA road >/dev/null 2>&1
probe_alternate mst road "prev dpbench-prev dp" "new dpbench-dpopt dp" "nodp dpbench-nodp nodp" 2>&1 | tee $OUT/probe-mst-road.txt
