#!/bin/bash
# Builds .carry/bench/bin/dpbench-capN: the DPOpt build with ptxas held to N
# registers a thread (-maxrregcount through DPOPT_REAL_PTXAS), objects in
# /tmp/bcap$N.
set -euo pipefail
n=${1:-32}
wrap=/tmp/ptxas-cap$n
printf '#!/bin/sh\nexec %s -maxrregcount=%s "$@"\n' "${CUDA_PATH:-/usr/local/cuda}/bin/ptxas" "$n" >"$wrap"
chmod +x "$wrap"
out=/tmp/bcap$n-out
BENCH_OBJ=/tmp/bcap$n BENCH_OUT=$out DPOPT_REAL_PTXAS=$wrap bench/build.sh dpopt
cp "$out/bin/dpbench-dpopt" .carry/bench/bin/dpbench-cap$n
