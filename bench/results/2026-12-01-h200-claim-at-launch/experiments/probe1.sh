# Claim at launch (this commit's plugin and runtime) against the previous
# commit's, A B B A twice, defaults; the recursions and the other apps.
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s37/bins.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron cnr treea treeb road >/dev/null 2>&1
C=("claim dpbench-claim dp" "base dpbench-base dp")
for p in "td treea" "td treeb" "th treea" "th treeb" "bfsrec kron"; do
  probe_alternate $p "${C[@]}"
done 2>&1 | tee $OUT/probe1-raw.txt
export PROBE_PASSES=1
for p in "bfs cnr" "sssp kron" "mst kron" "tc cnr" "bfs road" "qsort q1m" "mandel m8k"; do
  probe_alternate $p "${C[@]}"
done 2>&1 | tee -a $OUT/probe1-raw.txt
# threshold 0 (blocks claim at entry in both) and aggregation off
probe_alternate td treeb "claim-t0 dpbench-claim dp DPOPT_THRESHOLD=0" "base-t0 dpbench-base dp DPOPT_THRESHOLD=0" 2>&1 | tee -a $OUT/probe1-raw.txt
probe_alternate td treeb "claim-off dpbench-claim dp DPOPT_AGG=off" "base-off dpbench-base dp DPOPT_AGG=off" 2>&1 | tee -a $OUT/probe1-raw.txt
for b in claim base; do
  for p in "td treea" "th treea"; do
    /tmp/p/bin/dpbench-$b run $p --data-dir $PROBE_DATA --impl dp --reps 3 --max-seconds 3 2>&1 | grep -i "dpopt:\|check\|error" | head -5 | sed "s/^/$b $p: /"
  done
done 2>&1 | tee -a $OUT/probe1-raw.txt
