nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s36/bins.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr treea treeb road >/dev/null 2>&1
C=("exit dpbench-exit dp" "base dpbench-base dp")
for p in "td treea" "td treeb" "th treea" "th treeb" "bfsrec kron" "bfs cnr" "sssp kron" "mst kron" "tc cnr" "bfs road"; do
  probe_alternate $p "${C[@]}"
done 2>&1 | tee $OUT/probe1-raw.txt
for p in "td treea" "th treeb" "bfsrec kron"; do
  probe_profile "prof-$p" dpbench-prof ${p} dp
done 2>&1 | tee $OUT/prof1-raw.txt
