#!/bin/bash
# GPU check of 88de656 (__dpopt_param compiled apart; every e2e program
# relinked with the new runtime): the fuzz findings (24 programs, both
# builds, every setting), then the whole e2e suite in 5 groups at once.
nvidia-smi -L
timeout 150 test/fuzz/run.sh -j 8 --in-process --timeout 30 --log-dir /tmp/fzlogs .carry/s43c/findings.tar.xz > $OUT/fz.txt 2>&1; echo "fz rc $?"
grep -E 'FAIL|summary|passed' $OUT/fz.txt | tail -6
mkdir -p /tmp/e && tar xJf .carry/s43c/e2e.txz -C /tmp/e
i=0
for f in '^[a-f]' '^([h-l]|n|q|s[q-z])' '^[mtuvwxyz]' '^r' '^s[a-p]'; do
  i=$((i+1))
  (timeout 330 scripts/run-gpu-tests.sh --filter "$f" /tmp/e/bin > $OUT/g$i.txt 2>&1; echo "rc $?" >> $OUT/g$i.txt) &
done
wait
for i in 1 2 3 4 5; do echo "== g$i"; grep -E 'FAIL|summary|passed|rc ' $OUT/g$i.txt | grep -v XFAIL | tail -6; done
cd $OUT && tar czf logs.tgz g*.txt fz.txt && rm -f g*.txt fz.txt
