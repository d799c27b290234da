# The launch threshold (DPOPT_THRESHOLD, 64 by default for a child that
# launches) at 32, 16 and 48 on e2f6b9d (base), and the spread build at 32.
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s40/bins1.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron treea treeb >/dev/null 2>&1
C=("base dpbench-base dp" "b48 dpbench-base dp DPOPT_THRESHOLD=48" "b32 dpbench-base dp DPOPT_THRESHOLD=32" "b16 dpbench-base dp DPOPT_THRESHOLD=16" "b8 dpbench-base dp DPOPT_THRESHOLD=8" "s32 dpbench-spread dp DPOPT_THRESHOLD=32")
for p in "td treeb" "th treeb" "td treea" "th treea" "bfsrec kron"; do
  probe_alternate $p "${C[@]}"
done 2>&1 | tee $OUT/probe2-raw.txt
