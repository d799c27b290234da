# 023a3fd on the GPU: e2e m-z; then where a leaf block's time goes now: the
# hook profile (a runtime built with -DDPOPT_RUNTIME_PROFILE=ON) and Nsight
# Compute on TD's aggregated kernel (treeb).
nvidia-smi -L
rm -rf build/test/e2e/bin; mkdir -p build/test/e2e && tar xJf .carry/e2e-all.txz -C build/test/e2e || exit 1
timeout 430 scripts/run-gpu-tests.sh --filter '^[m-z]' build/test/e2e/bin > $OUT/e2e-m-z.txt 2>&1; echo e2e rc=$?; tail -3 $OUT/e2e-m-z.txt
mkdir -p /tmp/p && tar xJf .carry/s37/bins.txz -C /tmp/p || exit 1
source bench/harness/probe-lib.sh
PROBE_BINS=/tmp/p/bin PROBE_DATA=/tmp/data
timeout 60 $PROBE_BINS/dpbench-nodp gen --data-dir $PROBE_DATA treea treeb >/dev/null 2>&1
for p in "td treea" "td treeb"; do
  timeout 30 bash -c "source bench/harness/probe-lib.sh; PROBE_BINS=$PROBE_BINS PROBE_DATA=$PROBE_DATA probe_profile 'prof-$p' dpbench-prof $p dp"
done 2>&1 | tee $OUT/prof-raw.txt
PROBE_NCU_DATASET=treeb PROBE_NCU_SKIP=6 timeout 90 bash -c "source bench/harness/probe-lib.sh; PROBE_BINS=$PROBE_BINS PROBE_DATA=$PROBE_DATA OUT=$OUT probe_ncu tdagg dpbench-claim dp td 'tree_dp_k.*agg' 2" 2>&1 | tee $OUT/ncu-raw.txt
