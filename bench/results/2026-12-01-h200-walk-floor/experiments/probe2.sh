# The lanes' search for a block's record (this commit) against the guess and
# binary search (b705e59), A B B A, on every app with aggregated launches;
# then the e2e programs that aggregate, recurse or nest, and the saved fuzz
# findings, with the new search.
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s38/bins2.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr treea treeb rand3 t2048c64 >/dev/null 2>&1
C=("bisect dpbench-bisect dp" "lanes dpbench-lanes dp")
for p in "td treea" "th treea" "td treeb" "th treeb" "bfsrec kron" "mst cnr" "mst kron" \
  "sssp kron" "sssp cnr" "bfs kron" "bfs cnr" "tc cnr" "tc kron" "bt t2048c64" "sp rand3"; do
  probe_alternate $p "${C[@]}"
done 2>&1 | tee $OUT/probe2-raw.txt
mkdir -p /tmp/e && tar xJf .carry/s38/e2e-all.txz -C /tmp/e || exit 1
for f in '^(aggregate|recursion)' '^(nested|staged|spread_exit|exit_report|first_thread|hang|launch_free|coarsen)'; do
  n=$(echo "$f" | tr -dc 'a-z' | cut -c1-12)
  (timeout 200 scripts/run-gpu-tests.sh --filter "$f" /tmp/e/bin > $OUT/e2e-$n.txt 2>&1; echo "rc=$?" >> $OUT/e2e-$n.txt) &
done
timeout 200 test/fuzz/run.sh -j 8 --in-process --timeout 30 --log-dir /tmp/fzlogs .carry/s38/findings.tar.xz > $OUT/findings.txt 2>&1; echo fuzz rc=$?
wait
tail -n 3 $OUT/e2e-*.txt; tail -n 2 $OUT/findings.txt
