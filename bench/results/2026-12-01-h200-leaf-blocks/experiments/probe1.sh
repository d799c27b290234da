# The leaf level's release atomics (tree.cu built with the experiment's
# -dpopt-exp-release=N, a BlockHooks.cpp patch not kept): rel0 as main,
# rel1 no release at all (chunks never freed), rel2 a relaxed atomic,
# rel3 the release striped over 8 lines outside the chunk (chunks never
# freed); every one with a 2047 MB pool (rel0d: the default pool). Then
# the synthetic leaf level (leafblocks.cu). A B C D E E D C B A.
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s39/bins1.txz -C /tmp/p || exit 1
/tmp/p/bin/leafblocks 2>&1 | tee $OUT/probe1-raw.txt
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA treea treeb >/dev/null 2>&1
P=DPOPT_POOL_SIZE=2047M
C=("rel0d dpbench-rel0 dp" "rel0 dpbench-rel0 dp $P" "rel1 dpbench-rel1 dp $P" "rel2 dpbench-rel2 dp $P" "rel3 dpbench-rel3 dp $P")
for p in "td treea" "th treea" "td treeb"; do
  probe_alternate $p "${C[@]}"
done 2>&1 | tee -a $OUT/probe1-raw.txt
