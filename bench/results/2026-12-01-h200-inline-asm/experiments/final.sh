#!/bin/bash
# The inline-assembly change: e2e in 4 groups at once (every program, build
# and setting), the new inline_asm test's program built with 7bbf949's
# plugin (expected to fail: geom aggregated and coarsened), fuzz findings,
# memcheck on a subset.
nvidia-smi -L
mkdir -p /tmp/e && tar xJf .carry/s41/e2e.txz -C /tmp/e
i=0
for f in '^[a-l]' '^[m-r]' '^s[a-p]' '^(s[q-z]|[t-z])'; do
  i=$((i+1))
  (timeout 340 scripts/run-gpu-tests.sh --filter "$f" /tmp/e/bin > $OUT/g$i.txt 2>&1; echo "rc $?" >> $OUT/g$i.txt) &
done
wait
for i in 1 2 3 4; do echo "== g$i"; grep -E 'FAIL|summary|passed|rc ' $OUT/g$i.txt | grep -v XFAIL | tail -6; done
echo "== inline_asm built with 7bbf949's plugin"
for k in 1 2 3; do timeout 30 .carry/s41/old/inline_asm.dpopt-old 2>&1 | grep -v profile | head -3; done
timeout 130 test/fuzz/run.sh -j 8 --in-process --timeout 30 --log-dir /tmp/fzlogs .carry/s41/findings.tar.xz > $OUT/fz.txt 2>&1; echo "fz rc $?"
grep -E 'FAIL|summary|passed' $OUT/fz.txt | tail -4
timeout 100 scripts/run-gpu-tests.sh --sanitize --params-skip '.*' --filter '^(aggregate|recursion|nested|runtime_stats|team|launch_free|inline_asm|coarsen_fit)[a-z0-9_]*\.dpopt$' --timeout 60 /tmp/e/bin > $OUT/mc.txt 2>&1; echo "mc rc $?"
grep -E 'FAIL|SKIP|passed' $OUT/mc.txt | tail -6
cd $OUT && tar czf logs.tgz g*.txt fz.txt mc.txt && rm -f g*.txt fz.txt mc.txt
