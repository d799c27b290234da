#!/bin/bash
# GPU check of the claim-at-entry fix (15a9606, refactored in 06b1944):
# the fuzz findings first (24 programs, including dpfuzz_12064/12103-v12,
# which stopped with cudaErrorIllegalInstruction before the fix), then the
# whole e2e suite in 5 groups at once (every program, build and setting).
nvidia-smi -L
timeout 150 test/fuzz/run.sh -j 8 --in-process --timeout 30 --log-dir /tmp/fzlogs .carry/s43/findings.tar.xz > $OUT/fz.txt 2>&1; echo "fz rc $?"
grep -E 'FAIL|summary|passed' $OUT/fz.txt | tail -6
mkdir -p /tmp/e && tar xJf .carry/s43/e2e.txz -C /tmp/e
i=0
for f in '^[a-f]' '^([h-l]|n|q|s[q-z])' '^[mtuvwxyz]' '^r' '^s[a-p]'; do
  i=$((i+1))
  (timeout 330 scripts/run-gpu-tests.sh --filter "$f" /tmp/e/bin > $OUT/g$i.txt 2>&1; echo "rc $?" >> $OUT/g$i.txt) &
done
wait
for i in 1 2 3 4 5; do echo "== g$i"; grep -E 'FAIL|summary|passed|rc ' $OUT/g$i.txt | grep -v XFAIL | tail -6; done
cd $OUT && tar czf logs.tgz g*.txt fz.txt && rm -f g*.txt fz.txt
