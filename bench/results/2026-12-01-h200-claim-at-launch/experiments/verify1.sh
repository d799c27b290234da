# 023a3fd on the GPU: saved fuzz findings, e2e a-l, memcheck of the
# aggregating and recursive programs, the suite.
nvidia-smi -L
rm -rf build/test/e2e/bin; mkdir -p build/test/e2e && tar xJf .carry/e2e-all.txz -C build/test/e2e || exit 1
timeout 130 test/fuzz/run.sh -j 12 --in-process --timeout 30 --log-dir /tmp/fzlogs .carry/findings.tar.xz > $OUT/findings.txt 2>&1; echo fuzz rc=$?; tail -2 $OUT/findings.txt
timeout 220 scripts/run-gpu-tests.sh --filter '^[a-l]' build/test/e2e/bin > $OUT/e2e-a-l.txt 2>&1; echo e2e rc=$?; tail -3 $OUT/e2e-a-l.txt
timeout 90 scripts/run-gpu-tests.sh --sanitize --params-skip '.*' --filter '^(aggregate|recursion|nested|runtime_stats|team|launch_free)[a-z0-9_]*\.dpopt$' --timeout 60 build/test/e2e/bin > $OUT/memcheck.txt 2>&1; echo mc rc=$?; tail -3 $OUT/memcheck.txt
tar xJf .carry/s37/suite.txz -C .carry/s37/ || exit 1
BENCH_GPU_WAIT=5 BENCH_OUT=.carry/s37/suite timeout 140 bench/run.sh $OUT/suite --variants No-DP,DP+T+C+A,ASK --tune default --budget 110 --grace 20 > $OUT/suite-stdout.txt 2>&1; echo suite rc=$?
tail -5 $OUT/suite-stdout.txt
