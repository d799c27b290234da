# 1e0156c on the GPU: the suite (quiet GPU first); every e2e program, build
# and setting in four concurrent groups; then the saved fuzz findings and
# memcheck of the aggregating and recursive programs side by side.
nvidia-smi -L
tar xJf .carry/s38/suite.txz -C .carry/s38/ || exit 1
BENCH_GPU_WAIT=5 BENCH_OUT=.carry/s38/suite timeout 150 bench/run.sh $OUT/suite --variants No-DP,DP+T+C+A,ASK --tune default --budget 110 --grace 20 > $OUT/suite-stdout.txt 2>&1; echo suite rc=$?
tail -3 $OUT/suite-stdout.txt
mkdir -p /tmp/e && tar xJf .carry/s38/e2e-all.txz -C /tmp/e || exit 1
for f in '^[a-l]' '^[m-r]' '^s[a-p]' '^(s[q-z]|[t-z])'; do
  n=$(echo "$f" | tr -dc 'a-z')
  (timeout 250 scripts/run-gpu-tests.sh --filter "$f" /tmp/e/bin > $OUT/e2e-$n.txt 2>&1; echo "rc=$?" >> $OUT/e2e-$n.txt) &
done
wait
(timeout 110 test/fuzz/run.sh -j 8 --in-process --timeout 30 --log-dir /tmp/fzlogs .carry/s38/findings.tar.xz > $OUT/findings.txt 2>&1; echo "rc=$?" >> $OUT/findings.txt) &
(timeout 110 scripts/run-gpu-tests.sh --sanitize --params-skip '.*' --filter '^(aggregate|recursion|nested|runtime_stats|team|launch_free)[a-z0-9_]*\.dpopt$' --timeout 60 /tmp/e/bin > $OUT/memcheck.txt 2>&1; echo "rc=$?" >> $OUT/memcheck.txt) &
wait
tail -n 3 $OUT/e2e-*.txt $OUT/findings.txt $OUT/memcheck.txt
