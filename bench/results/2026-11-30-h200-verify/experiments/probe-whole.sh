#!/bin/bash
# 1. Launch sites every lane of a warp reaches (reachedByWholeWarps) spread at
#    the launch instead of holding for the exit: BT's parent (the only such
#    site in the suite's apps) before (base: 055b0ac) and after (whole),
#    alternated (A B B A, twice); TC cnr as a control (its IR is unchanged).
# 2. TC's launch threshold (run-time DPOPT_THRESHOLD) around the default 16.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr t2048c64 t32c16 >/dev/null 2>&1
for p in "bt t2048c64" "bt t32c16" "tc cnr"; do
  set -- $p
  probe_run nodp dpbench-nodp $1 $2 nodp
  probe_alternate $1 $2 "base dpbench-dpopt dp" "whole dpbench-whole dp"
done
for ds in cnr kron; do
  echo "== tc $ds thresholds"
  for t in 4 8 12 16 24 32 48; do
    probe_run "T=$t" dpbench-whole tc $ds dp DPOPT_THRESHOLD=$t
  done
done
