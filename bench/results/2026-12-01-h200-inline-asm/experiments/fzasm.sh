# Fuzz programs of generator v11 with inline assembly in children: 12 with a
# child that reads its index from %ctaid.x/%ntid.x/%tid.x, 8 with timer
# reads only; the first 12 also built with 7bbf949's plugin (-O2), run with
# the same nvcc oracle binaries and three settings.
nvidia-smi -L
timeout 200 test/fuzz/run.sh -j 8 --in-process --timeout 30 --log-dir /tmp/fzl .carry/s41/fzasm.tar.xz > $OUT/fzasm.txt 2>&1; echo "rc $?"
grep -E 'FAIL|SKIP|passed' $OUT/fzasm.txt | tail -8
mkdir -p /tmp/old && tar xJf .carry/s41/fzasm-old.tar.xz -C /tmp/old && cp .carry/s41/fzasm.tar.xz.d/*.nvcc /tmp/old/
timeout 100 test/fuzz/run.sh -j 8 --in-process --timeout 30 --settings "default DPOPT_AGG=grid DPOPT_AGG=off+DPOPT_COARSEN=4" --log-dir /tmp/fzlo /tmp/old > $OUT/fzasm-old.txt 2>&1; echo "rc $?"
grep -E 'passed' $OUT/fzasm-old.txt | tail -3
grep -E '^FAIL' $OUT/fzasm-old.txt | cut -c1-150 | head -12
