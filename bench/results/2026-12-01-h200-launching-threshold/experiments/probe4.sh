# Children that launch nothing (512 by default) on the graphs: the
# defaults against DPOPT_THRESHOLD=512 (the compiled-in value, set at run
# time), DPOPT_AGG=grid (the default granularity, set), both, and
# DPOPT_THRESHOLD=1024 and 2048; main at 105ee89. A B C D E F F E D C B A.
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s40/bins3.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr >/dev/null 2>&1
C=("def dpbench-dpopt dp" "t512 dpbench-dpopt dp DPOPT_THRESHOLD=512" "grid dpbench-dpopt dp DPOPT_AGG=grid" "t512g dpbench-dpopt dp DPOPT_THRESHOLD=512 DPOPT_AGG=grid" "t1024 dpbench-dpopt dp DPOPT_THRESHOLD=1024" "t2048 dpbench-dpopt dp DPOPT_THRESHOLD=2048")
for p in "mst kron" "mst cnr" "bfs kron" "bfs cnr" "sssp kron" "sssp cnr"; do
  probe_alternate $p "${C[@]}"
done 2>&1 | tee $OUT/probe4-raw.txt
