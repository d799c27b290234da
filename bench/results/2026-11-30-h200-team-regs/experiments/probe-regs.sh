#!/bin/bash
# Team versions held to 32 registers: dpbench-cap32 (every kernel and the
# runtime compiled with -maxrregcount=32) against dpbench-dpopt (be4e333),
# at the runtime's team size and at fixed ones; No-DP beside them.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA t2048c64 t32c16 rand3 >/dev/null 2>&1
for ds in t2048c64 t32c16; do
  echo "== reference $ds"
  probe_run nodp dpbench-nodp bt $ds nodp
  PROBE_PASSES=1 probe_alternate bt $ds "cur dpbench-dpopt dp" "cap dpbench-cap32 dp" \
    "cur8 dpbench-dpopt dp DPOPT_TEAM=8" "cap8 dpbench-cap32 dp DPOPT_TEAM=8" \
    "cur4 dpbench-dpopt dp DPOPT_TEAM=4"
done
echo "== reference rand3"
probe_run nodp dpbench-nodp sp rand3 nodp
PROBE_PASSES=1 probe_alternate sp rand3 "cur dpbench-dpopt dp" "cap dpbench-cap32 dp"
echo "== hand-written (bt_widen)"; .carry/bench/bin/bt_widen /tmp/data t2048c64 t32c16
