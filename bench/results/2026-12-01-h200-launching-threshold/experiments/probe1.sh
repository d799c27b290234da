# Launching children spread over the warp (spread) against e2f6b9d (base,
# each such child in its parent thread alone), the same binary with the
# spread off (nospread: DPOPT_SPREAD_THRESHOLD=2^30), and the spread at
# DPOPT_THRESHOLD=32 and 16 (the launch threshold, 64 by default).
# A B C D E E D C B A.
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s40/bins1.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron treea treeb >/dev/null 2>&1
C=("base dpbench-base dp" "spread dpbench-spread dp" "nospread dpbench-spread dp DPOPT_SPREAD_THRESHOLD=1073741824" "t32 dpbench-spread dp DPOPT_THRESHOLD=32" "t16 dpbench-spread dp DPOPT_THRESHOLD=16")
for p in "td treea" "th treea" "td treeb" "th treeb" "bfsrec kron"; do
  probe_alternate $p "${C[@]}"
done 2>&1 | tee $OUT/probe1-raw.txt
