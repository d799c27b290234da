# The chunk's count of finished threads in a line of its own (line) against
# 8ee3313 (lanes), A B B A; TD treea to depth 3 (without its leaf level):
# DPOpt against walk.
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s38/bins3.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr treea treeb >/dev/null 2>&1
C=("lanes dpbench-lanes dp" "line dpbench-line dp")
for p in "td treea" "th treea" "td treeb" "bfsrec kron" "mst cnr" "sssp kron" "bfs kron" "tc cnr"; do
  probe_alternate $p "${C[@]}"
done 2>&1 | tee $OUT/probe3-raw.txt
probe_alternate td treea "depth3-walk dpbench-nodp walk TREE_DEPTH=3" "depth3-lanes dpbench-lanes dp TREE_DEPTH=3" \
  "depth3-nodp dpbench-nodp nodp TREE_DEPTH=3" 2>&1 | tee -a $OUT/probe3-raw.txt
