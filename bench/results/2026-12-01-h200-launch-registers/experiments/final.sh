#!/bin/bash
# c720c49 (launch registers; also ceb6df1's refactor and b98048c's -O0
# change, whose m-r group did not finish): e2e in 5 groups at once (every
# program, build and setting), launch_registers built with ceb6df1's plugin
# (expected to fail), fuzz findings, memcheck on a subset.
nvidia-smi -L
mkdir -p /tmp/e && tar xJf .carry/s42/e2e.txz -C /tmp/e
i=0
for f in '^[a-f]' '^([h-l]|n|q|s[q-z])' '^[mtuvwxyz]' '^r' '^s[a-p]'; do
  i=$((i+1))
  (timeout 330 scripts/run-gpu-tests.sh --filter "$f" /tmp/e/bin > $OUT/g$i.txt 2>&1; echo "rc $?" >> $OUT/g$i.txt) &
done
wait
for i in 1 2 3 4 5; do echo "== g$i"; grep -E 'FAIL|summary|passed|rc ' $OUT/g$i.txt | grep -v XFAIL | tail -6; done
echo "== launch_registers built with ceb6df1's plugin"
for k in 1 2 3; do timeout 30 .carry/s42/old/launch_registers.dpopt-old 2>&1 | head -3; done
timeout 110 test/fuzz/run.sh -j 8 --in-process --timeout 30 --log-dir /tmp/fzlogs .carry/s42/findings.tar.xz > $OUT/fz.txt 2>&1; echo "fz rc $?"
grep -E 'FAIL|summary|passed' $OUT/fz.txt | tail -4
timeout 90 scripts/run-gpu-tests.sh --sanitize --params-skip '.*' --filter '^(aggregate|recursion|nested|runtime_stats|team|launch_free|inline_asm|launch_registers|threshold)[a-z0-9_]*\.dpopt$' --timeout 60 /tmp/e/bin > $OUT/mc.txt 2>&1; echo "mc rc $?"
grep -E 'FAIL|SKIP|passed' $OUT/mc.txt | tail -6
cd $OUT && tar czf logs.tgz g*.txt fz.txt mc.txt && rm -f g*.txt fz.txt mc.txt
