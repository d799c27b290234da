# TH and TD: the DP formulation's work without its launches (walk, one grid
# over every node) against No-DP and DPOpt's build of dp, A B C C B A; then
# launch_free.cu's e2e with its graph part's copies on the graph's stream.
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s38/bins1.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA treea treeb >/dev/null 2>&1
C=("nodp dpbench-nodp nodp" "walk dpbench-nodp walk" "dpopt dpbench-dpopt dp")
for p in "td treea" "th treea" "td treeb" "th treeb"; do
  probe_alternate $p "${C[@]}"
done 2>&1 | tee $OUT/probe1-raw.txt
mkdir -p /tmp/e && tar xJf .carry/s38/e2e-lf.txz -C /tmp/e || exit 1
for i in 1 2 3; do scripts/run-gpu-tests.sh --filter '^launch_free' /tmp/e/bin > $OUT/e2e-lf-$i.txt 2>&1 & done; wait
tail -n 2 $OUT/e2e-lf-*.txt
