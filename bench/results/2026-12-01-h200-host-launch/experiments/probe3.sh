#!/bin/bash
# TC: the hand-serialized parent (ser: a loop over the out-edges, each a
# merge loop) against the same with both loops fused (serflat), the flat
# kernel (nodp) and DPOpt (dp; and dp with every child serial).
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s42/bins2.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
timeout 200 $PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron road >/dev/null 2>&1
for ds in cnr kron road; do
  probe_alternate tc $ds "nodp dpbench-nodp nodp" "ser dpbench-tcflat ser" "serflat dpbench-tcflat serflat" "dp dpbench-tcflat dp" "dpserial dpbench-tcflat dp DPOPT_THRESHOLD=1000000"
done 2>&1 | tee $OUT/probe3-raw.txt
