#!/bin/bash
# After SerialAtomics took adds at other addresses as commuting with its
# group's (same width): the three e2e programs whose PTX changed, every
# build and setting.
C=.carry/s47
mkdir -p /tmp/e3 && tar xJf $C/e2e-3.txz -C /tmp/e3 || exit 1
timeout 400 scripts/run-gpu-tests.sh -j 8 /tmp/e3/bin > $OUT/e2e-commuting.txt 2>&1; echo rc=$?
grep -E "^(FAIL|XPASS|TIMEOUT)" $OUT/e2e-commuting.txt | head; tail -3 $OUT/e2e-commuting.txt
