# The launch threshold of a child that launches (DPOPT_THRESHOLD; 64 by
# default) from 64 down to 1 on e2f6b9d: A B C D E F G G F E D C B A.
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s40/bins1.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron treea treeb >/dev/null 2>&1
C=("t64 dpbench-base dp" "t24 dpbench-base dp DPOPT_THRESHOLD=24" "t16 dpbench-base dp DPOPT_THRESHOLD=16" "t12 dpbench-base dp DPOPT_THRESHOLD=12" "t8 dpbench-base dp DPOPT_THRESHOLD=8" "t4 dpbench-base dp DPOPT_THRESHOLD=4" "t1 dpbench-base dp DPOPT_THRESHOLD=1")
for p in "bfsrec kron" "td treeb" "th treeb" "td treea" "th treea"; do
  probe_alternate $p "${C[@]}"
done 2>&1 | tee $OUT/probe3-raw.txt
