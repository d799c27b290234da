set -x
nvidia-smi -L
mkdir -p /tmp/p35 && tar xJf .carry/p35b/bins.txz -C /tmp/p35 || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p35/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr treeb >/dev/null 2>&1
set +x
C=("final dpbench-final dp" "exch dpbench-exch dp" "base dpbench-base dp")
for p in "td treea" "td treeb" "th treeb" "bfsrec kron" "bfs cnr" "mst kron"; do
  PROBE_PASSES=1 probe_alternate $p "${C[@]}"
done 2>&1 | tee $OUT/probe6-raw.txt
set -x
rm -rf build/test/e2e/bin; mkdir -p build/test/e2e && tar xJf .carry/p35b/e2e-sub.txz -C build/test/e2e || exit 1
timeout 240 scripts/run-gpu-tests.sh build/test/e2e/bin > $OUT/e2e-sub.txt 2>&1; echo e2e rc=$?; tail -4 $OUT/e2e-sub.txt
