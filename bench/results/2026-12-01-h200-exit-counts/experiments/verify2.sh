nvidia-smi -L
tar xJf .carry/s36/suite.txz -C .carry/s36/ || exit 1
BENCH_GPU_WAIT=5 BENCH_OUT=.carry/s36/suite timeout 200 bench/run.sh $OUT/suite --variants No-DP,DP+T+C+A,ASK --tune default --budget 110 --grace 20 > $OUT/suite-stdout.txt 2>&1; echo suite rc=$?
grep -A40 "Against the previous" $OUT/suite/summary.txt | head -40
rm -rf build/test/e2e/bin; mkdir -p build/test/e2e && tar xJf .carry/e2e-all.txz -C build/test/e2e || exit 1
timeout 440 scripts/run-gpu-tests.sh --filter '^[m-z]' build/test/e2e/bin > $OUT/e2e-m-z.txt 2>&1; echo e2e rc=$?; tail -3 $OUT/e2e-m-z.txt
