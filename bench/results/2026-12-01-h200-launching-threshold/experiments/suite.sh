# The suite at the new default threshold of a child that launches (8).
nvidia-smi -L
tar xJf .carry/s40/suite.txz -C /tmp || exit 1
BENCH_GPU_WAIT=5 BENCH_OUT=/tmp/bo41 timeout 170 bench/run.sh $OUT/suite --variants No-DP,DP+T+C+A,ASK --tune default --budget 110 --grace 20 > $OUT/suite-stdout.txt 2>&1; echo suite rc=$?
tail -45 $OUT/suite-stdout.txt
cd $OUT && tar cJf suite.txz suite && rm -rf suite
