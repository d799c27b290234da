#!/bin/bash
# Team versions against the same binary with them off (DPOPT_TEAM=off), and
# at fixed team sizes, on BT (the small parent grid they are for) and on
# the pairs whose host launches could run them (MST's later rounds); the
# flat kernel and the hand-serialized DP program beside them.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA t2048c64 t32c16 kron cnr road >/dev/null 2>&1
for ds in t2048c64 t32c16; do
  probe_run nodp dpbench-nodp bt $ds nodp
  probe_run ser dpbench-nodp bt $ds ser
  probe_alternate bt $ds "team dpbench-dpopt dp" "off dpbench-dpopt dp DPOPT_TEAM=off" \
    "team8 dpbench-dpopt dp DPOPT_TEAM=8" "team32 dpbench-dpopt dp DPOPT_TEAM=32"
done
for p in "mst kron" "mst cnr" "mst road" "tc cnr" "bfs road"; do
  set -- $p
  PROBE_PASSES=1 probe_alternate $1 $2 "team dpbench-dpopt dp" "off dpbench-dpopt dp DPOPT_TEAM=off"
done
