#!/bin/bash
# SP, whose parent grid runs team versions: the final build (nparams) against
# the build before team versions (9388655), with No-DP beside them.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA rand3 sat5 t2048c64 >/dev/null 2>&1
for ds in rand3 sat5; do
  echo "== reference $ds"
  probe_run nodp dpbench-nodp sp $ds nodp
  PROBE_PASSES=1 probe_alternate sp $ds "new dpbench-dpopt dp" "old dpbench-old dp"
done
echo "== reference t2048c64"
probe_run nodp dpbench-nodp bt t2048c64 nodp
PROBE_PASSES=1 probe_alternate bt t2048c64 "new dpbench-dpopt dp" "old dpbench-old dp"
