#!/bin/bash
# The same benchmark objects (7bbf949's plugin) linked with the runtime
# before (rtold: __dpopt_param in libdpagg.o, at up to 40 registers) and
# after (rtnew: compiled apart at 24) it moved: launch-free and team
# versions, which call only that function, keep their own register count.
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s43b/rt.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data PROBE_PASSES=2
timeout 200 $PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr kron road t2048c64 t32c16 >/dev/null 2>&1
for ds in road cnr kron; do
  for app in mst tc bfs sssp; do
    probe_alternate $app $ds "nodp dpbench-nodp nodp" "old dpbench-rtold dp" "new dpbench-rtnew dp" "ser dpbench-rtnew ser"
  done
done 2>&1 | tee $OUT/probe2-raw.txt
for ds in t2048c64 t32c16; do
  probe_alternate bt $ds "nodp dpbench-nodp nodp" "old dpbench-rtold dp" "new dpbench-rtnew dp" "ser dpbench-rtnew ser"
done 2>&1 | tee -a $OUT/probe2-raw.txt
