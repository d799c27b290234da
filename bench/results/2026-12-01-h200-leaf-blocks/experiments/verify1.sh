# e2f6b9d (the busy threshold) on the GPU: TH, TD and BFSREC against
# ae1c48e (base), and at DPOPT_BUSY_THRESHOLD=1024 and 0 (A B C D D C B A);
# then the suite at e2f6b9d (its folder comes back as one archive).
nvidia-smi -L
mkdir -p /tmp/p && tar xJf .carry/s39/bins4.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data PROBE_PASSES=1
$PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA kron treea treeb >/dev/null 2>&1
C=("base dpbench-base dp" "busy dpbench-busy dp" "busy1k dpbench-busy dp DPOPT_BUSY_THRESHOLD=1024" "busy0 dpbench-busy dp DPOPT_BUSY_THRESHOLD=0")
for p in "td treea" "th treea" "td treeb" "th treeb" "bfsrec kron"; do
  probe_alternate $p "${C[@]}"
done 2>&1 | tee $OUT/verify1-probe.txt
tar xJf .carry/s39/suite.txz -C /tmp || exit 1
BENCH_GPU_WAIT=5 BENCH_OUT=/tmp/bo-new timeout 170 bench/run.sh $OUT/suite --variants No-DP,DP+T+C+A,ASK --tune default --budget 110 --grace 20 > $OUT/suite-stdout.txt 2>&1; echo suite rc=$?
tail -60 $OUT/suite-stdout.txt
cd $OUT && tar cJf suite.txz suite && rm -rf suite
