#!/bin/bash
# The recursive programs (no launch-free version: their children launch),
# whose host launches now go through the runtime: lf against
# DPOPT_LAUNCH_FREE=off (the runtime calls cudaLaunchKernel at once).
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/bench/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA treeb kron >/dev/null 2>&1
for p in "th treeb" "td treeb" "bfsrec kron"; do
  set -- $p
  probe_alternate $1 $2 "lf dpbench-dpopt dp" "off dpbench-dpopt dp DPOPT_LAUNCH_FREE=off"
done
