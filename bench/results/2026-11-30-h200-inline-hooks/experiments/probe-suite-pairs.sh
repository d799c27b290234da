#!/bin/bash
# The suite's moved pairs, the shipped code against d70aaf2's, in one run:
# ship = hk3's objects (the pass off) linked with 205c792's runtime (the
# fence in every lane): 205c792's generated code; new = d70aaf2's suite
# binary. A B B A twice, medians of 9 runs each; No-DP A A per pair.
source bench/harness/probe-lib.sh
PROBE_BINS=.carry/p3 PROBE_DATA=/tmp/data
.carry/p3/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron road t2048c64 t32c16 >/dev/null 2>&1
for p in "bt t2048c64" "bt t32c16" "mst road" "tc road" "sssp road" "tc cnr" "tc kron"; do
  probe_alternate $p "ship dpbench-ship dp" "new dpbench-new dp"
  PROBE_PASSES=1 probe_alternate $p "nodp dpbench-nodp nodp"
done
