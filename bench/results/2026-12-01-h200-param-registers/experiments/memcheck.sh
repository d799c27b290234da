#!/bin/bash
# compute-sanitizer memcheck on the e2e programs that run launch-free and
# team versions, aggregation and thresholds, with the runtime of 88de656.
nvidia-smi -L
mkdir -p /tmp/e && tar xJf .carry/s43e/e2e.txz -C /tmp/e
timeout 300 scripts/run-gpu-tests.sh --sanitize -j 4 --timeout 120 --params "" \
  --filter '^(launch_free|team|threshold|aggregate|nested|runtime_stats|recursion|launch_registers)[^.]*\.dpopt$' /tmp/e/bin > $OUT/memcheck.txt 2>&1
echo "memcheck rc $?"
grep -E '^(FAIL|TIMEOUT|XPASS)|passed' $OUT/memcheck.txt | tail -8
