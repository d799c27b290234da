# The busy mark: e2f6b9d's %nsmid x 2048 threads (busy) against x 1024
# (s1024), x 512 (s512) and x 4096 (s4096): tree.cu and bfsrec.cu built
# with an experiment's option (-dpopt-exp-busy-per-sm, not kept).
# A B C D D C B A.
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s39/bins5.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron treea treeb >/dev/null 2>&1
C=("busy dpbench-busy dp" "s1024 dpbench-s1024 dp" "s512 dpbench-s512 dp" "s4096 dpbench-s4096 dp")
for p in "td treeb" "th treeb" "td treea" "th treea" "bfsrec kron"; do
  probe_alternate $p "${C[@]}"
done 2>&1 | tee $OUT/probe3-raw.txt
