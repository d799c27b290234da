#!/bin/bash
# TC kron/cnr: one run's hook timeline (profile build) and nsys kernel times.
B=.carry/bench/bin; P=.carry/bprof/bin; D=/tmp/data
$B/dpbench-nodp gen --data-dir $D cnr kron >/dev/null 2>&1
which nsys ncu
for ds in kron cnr; do
  echo "== prof $ds"
  timeout 60 $P/dpbench-dpopt run tc $ds --data-dir $D --impl dp --reps 1 --warmup 1 2>&1 | grep -E "profile|median" | grep -v " 0 calls" | cut -c1-400
done
if command -v nsys >/dev/null; then
  for ds in kron cnr; do
    echo "== nsys $ds"
    nsys profile -o /tmp/tc-$ds -f true -t cuda $B/dpbench-dpopt run tc $ds --data-dir $D --impl dp --reps 5 >/dev/null 2>&1
    nsys stats -q -r cuda_gpu_kern_sum,cuda_api_sum /tmp/tc-$ds.nsys-rep 2>&1 | head -40
    nsys profile -o /tmp/tcn-$ds -f true -t cuda $B/dpbench-nodp run tc $ds --data-dir $D --impl nodp --reps 5 >/dev/null 2>&1
    nsys stats -q -r cuda_gpu_kern_sum /tmp/tcn-$ds.nsys-rep 2>&1 | head -12
  done
fi
