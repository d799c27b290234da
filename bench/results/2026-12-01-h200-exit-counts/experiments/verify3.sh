nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s36/bins7.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA cnr treea m8k q1m t2048c64 rand3 >/dev/null 2>&1
for p in "td treea" "th treea"; do echo "== $p"; probe_run new-aggoff dpbench-new $p dp DPOPT_AGG=off; done 2>&1 | tee $OUT/probe5-raw.txt
C=("new dpbench-new dp" "cur dpbench-cur dp")
for p in "bfs cnr" "mandel m8k" "qsort q1m" "bt t2048c64" "sp rand3"; do
  PROBE_PASSES=1 probe_alternate $p "${C[@]}"
done 2>&1 | tee -a $OUT/probe5-raw.txt
rm -rf build/test/e2e/bin; mkdir -p build/test/e2e && tar xJf .carry/e2e-sub.txz -C build/test/e2e || exit 1
timeout 130 scripts/run-gpu-tests.sh build/test/e2e/bin > $OUT/e2e-sub.txt 2>&1; echo e2e rc=$?; tail -3 $OUT/e2e-sub.txt
[ -f .carry/findings2.tar.xz ] && timeout 95 test/fuzz/run.sh -j 12 --in-process --timeout 30 --log-dir /tmp/fzlogs .carry/findings2.tar.xz > $OUT/findings2.txt 2>&1; echo fuzz rc=$?; tail -2 $OUT/findings2.txt
