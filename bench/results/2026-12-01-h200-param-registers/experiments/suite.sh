#!/bin/bash
# The suite at 88de656 (bench/build.sh into /tmp/bo-s: No-DP and DPOpt
# builds only; the folder comes back as one archive).
nvidia-smi -L
tar xJf .carry/s43d/suite.txz -C /tmp || exit 1
BENCH_GPU_WAIT=5 BENCH_OUT=/tmp/bo-s timeout 300 bench/run.sh $OUT/suite --variants No-DP,DP+T+C+A,ASK --tune default --budget 110 --grace 20 > $OUT/suite-stdout.txt 2>&1; echo suite rc=$?
tail -60 $OUT/suite-stdout.txt
cd $OUT && tar cJf suite.txz suite && rm -rf suite
