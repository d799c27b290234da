#!/bin/bash
# MST find: the hand-serialized parent (ser: an atomicMin per edge) against
# the same with the atomics folded into a register and applied once after
# the loop (seracc), the same flushing the register before every load that
# could read the word (seraccchk), the flat kernel (nodp) and DPOpt (dp).
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s43b/bins.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
timeout 200 $PROBE_BINS/dpbench-acc gen --data-dir $PROBE_DATA cnr kron road >/dev/null 2>&1
for ds in road cnr kron; do
  probe_alternate mst $ds "nodp dpbench-acc nodp" "ser dpbench-acc ser" "seracc dpbench-acc seracc" "seraccchk dpbench-acc seraccchk" "dp dpbench-acc dp"
done 2>&1 | tee $OUT/probe1-raw.txt
