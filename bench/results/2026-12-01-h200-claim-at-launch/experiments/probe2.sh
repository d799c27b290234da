# The recursions' aggregated blocks coarsened: tree.cu and bfsrec.cu compiled
# with -mllvm -dpopt-agg-recursive-coarsen-factor=8 (dpbench-rc8), at the
# run-time factor's default and at DPOPT_COARSEN=4 and 2, against 023a3fd's
# build (one child block per aggregated block). A B C D D C B A.
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s37/bins.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron treea treeb >/dev/null 2>&1
C=("claim dpbench-claim dp" "rc8 dpbench-rc8 dp" "rc8-c4 dpbench-rc8 dp DPOPT_COARSEN=4" "rc8-c2 dpbench-rc8 dp DPOPT_COARSEN=2")
for p in "td treeb" "th treeb" "bfsrec kron" "td treea"; do
  probe_alternate $p "${C[@]}"
done 2>&1 | tee $OUT/probe2-raw.txt
