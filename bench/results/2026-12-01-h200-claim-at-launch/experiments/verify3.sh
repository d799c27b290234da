# The aggregated blocks that meet at the exit release their chunk once a
# block (this commit) against 023a3fd (once a warp), A B B A; e2e of the
# programs with recursions and nests; the saved fuzz findings rebuilt.
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s37/bins2.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron treea treeb >/dev/null 2>&1
C=("release dpbench-release dp" "claim dpbench-claim dp")
for p in "td treea" "td treeb" "th treeb" "bfsrec kron"; do
  probe_alternate $p "${C[@]}"
done 2>&1 | tee $OUT/probe3-raw.txt
rm -rf build/test/e2e/bin; mkdir -p build/test/e2e && tar xJf .carry/e2e-all.txz -C build/test/e2e || exit 1
timeout 140 scripts/run-gpu-tests.sh --filter '^(recursion|nested|quicksort|hang|first_thread|launch_free|aggregate|exit_report|staged|spread_exit)' build/test/e2e/bin > $OUT/e2e-sub.txt 2>&1; echo e2e rc=$?; tail -3 $OUT/e2e-sub.txt
timeout 110 test/fuzz/run.sh -j 12 --in-process --timeout 30 --log-dir /tmp/fzlogs .carry/findings.tar.xz > $OUT/findings2.txt 2>&1; echo fuzz rc=$?; tail -2 $OUT/findings2.txt
