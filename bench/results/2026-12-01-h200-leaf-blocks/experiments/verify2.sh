# The e2e programs the first run (e2e.sh, group m-r) did not reach in its
# 340 s, and recursion_busy again with its smaller tree without DPOpt; then
# the timelines of TD/TH treeb and treea at e2f6b9d (timeline.patch, as
# timeline1.sh).
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s39/bins6.txz -C /tmp/p || exit 1
mkdir -p /tmp/e/bin && cp /tmp/p/bin/recursion_* /tmp/p/bin/runtime_stats.* /tmp/e/bin/
timeout 200 scripts/run-gpu-tests.sh /tmp/e/bin > $OUT/verify2-e2e.txt 2>&1; echo "e2e rc $?"
grep -E '^(FAIL|TIMEOUT|XPASS)|passed' $OUT/verify2-e2e.txt | tail -5
grep recursion_busy.plain $OUT/verify2-e2e.txt
/tmp/p/bin/dpbench-nodp gen --data-dir /tmp/data treea treeb >/dev/null 2>&1
for p in "td treeb" "th treeb" "td treea"; do
  set -- $p
  echo "== $p"
  /tmp/p/bin/dpbench-hist run $1 $2 --data-dir /tmp/data --impl dp --reps 1 --max-seconds 1 2>/tmp/err.txt | python3 bench/harness/probe_summary.py "$p" --agg
  grep exphist /tmp/err.txt > $OUT/timeline-busy-$1-$2.txt
done
