# The lookup's chunk fields and first round read at the aggregated kernel's
# start (hoist) against 1e0156c (line); the recursions' aggregated blocks
# coarsened by 8 on top of hoist (rc8: tree.cu and bfsrec.cu compiled with
# -mllvm -dpopt-agg-recursive-coarsen-factor=8). A B C C B A.
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s38/bins4.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr treea treeb t2048c64 >/dev/null 2>&1
C=("line dpbench-line dp" "hoist dpbench-hoist dp" "rc8 dpbench-rc8 dp")
for p in "td treea" "th treea" "td treeb" "th treeb" "bfsrec kron"; do
  probe_alternate $p "${C[@]}"
done 2>&1 | tee $OUT/probe4-raw.txt
for p in "mst cnr" "sssp kron" "bfs kron" "bfs cnr" "tc cnr" "bt t2048c64"; do
  probe_alternate $p "${C[@]:0:2}"
done 2>&1 | tee -a $OUT/probe4-raw.txt
