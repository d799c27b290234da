#!/bin/bash
# compute-sanitizer memcheck on the new e2e program and warp_atomics (the
# atomics SerialAtomics and WarpAtomics rewrite), every build and setting.
C=.carry/s47
mkdir -p /tmp/s && tar xJf $C/e2e-sa.txz -C /tmp/s || exit 1
timeout 500 scripts/run-gpu-tests.sh --sanitize -j 4 /tmp/s/bin > $OUT/sanitize.txt 2>&1; echo rc=$?
grep -E "^(FAIL|XPASS|TIMEOUT)" $OUT/sanitize.txt | head; tail -3 $OUT/sanitize.txt
