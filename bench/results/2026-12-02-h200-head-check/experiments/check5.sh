#!/bin/bash
# prev (f83167f) against new (SerialAtomics) where the new build's kernels
# changed registers (SP's launching parent: 8/72 more spill bytes; SSSP's
# team version 2 more registers) or keep a counter's atomic (BT), and the
# road pairs besides TC; alternated A B B A twice.
C=.carry/s47
tar xJf $C/bo.txz -C /tmp && tar xJf $C/bo-n.txz -C /tmp || exit 1
cp /tmp/bo-d/bin/dpbench-dpopt /tmp/bo-n/bin/dpbench-prev
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/bo-n/bin PROBE_DATA=/tmp/data
timeout 100 $PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA rand3 sat5 t2048c64 road kron >/dev/null 2>&1
for p in "sp rand3" "sp sat5" "bt t2048c64" "sssp kron" "bfs road" "mst road"; do
  probe_alternate $p "prev dpbench-prev dp" "new dpbench-dpopt dp"
done 2>&1 | tee $OUT/probe-prev-new.txt
