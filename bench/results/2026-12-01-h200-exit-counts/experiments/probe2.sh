nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s36/bins2.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr treeb road t2048c64 rand3 >/dev/null 2>&1
C=("relexit dpbench-relexit dp" "exit dpbench-exit dp")
for p in "tc cnr" "tc kron" "bfs cnr" "bfs kron" "sssp kron" "sssp cnr" "mst cnr" "mst kron" "td treeb" "th treeb" "bfsrec kron" "bt t2048c64" "sp rand3" "bfs road" "tc road"; do
  probe_alternate $p "${C[@]}"
done 2>&1 | tee $OUT/probe2-raw.txt
