# Thresholds that rise while the GPU is busy (a patch, experiment only):
# the runtime counts the threads of launched, unreleased chunks; a decider
# serializes a child below 4096 threads while that count is at least FILL
# (f0: never, the runtime's count only; f1: 270,336 = 132 SMs x 2048; f2:
# twice that). Every app rebuilt with -dpopt-exp-fill=FILL. Then the
# synthetic leaf level. A B C C B A (two configurations: A B B A).
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s39/bins3.txz -C /tmp/p || exit 1
/tmp/p/bin/leafblocks 2>&1 | tee $OUT/probe2-raw.txt
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr treea treeb t2048c64 t32c16 rand3 road m2k q4m >/dev/null 2>&1
C=("f0 dpbench-f0 dp" "f1 dpbench-f1 dp" "f2 dpbench-f2 dp")
for p in "td treea" "th treea" "td treeb" "th treeb" "bfsrec kron"; do
  probe_alternate $p "${C[@]}"
done 2>&1 | tee -a $OUT/probe2-raw.txt
for p in "bfs kron" "bfs cnr" "sssp kron" "mst cnr" "tc cnr" "tc kron" "bt t2048c64" "sp rand3" "bfs road"; do
  probe_alternate $p "${C[@]:0:2}"
done 2>&1 | tee -a $OUT/probe2-raw.txt
for p in "mandel m2k dpmbr" "qsort q4m dp"; do
  set -- $p
  probe_alternate $1 $2 "f0 dpbench-f0 $3" "f1 dpbench-f1 $3"
done 2>&1 | tee -a $OUT/probe2-raw.txt
