#!/bin/bash
# Runtime variants for the probes: rtvar.sh NAME SEDEXPR applies SEDEXPR to
# runtime/libdpagg.cu, builds it for sm_90 (-maxrregcount=40, as CMake does)
# and relinks the objects of `BENCH_OBJ=/tmp/rc/obase bench/build.sh dpopt`
# (a8d153e) with it into /tmp/rtv/NAME/dpbench-NAME.
set -e
name=$1; expr=$2
d=/tmp/rtv/$name; mkdir -p $d/lib
sed "$expr" runtime/libdpagg.cu > $d/libdpagg.cu
if cmp -s $d/libdpagg.cu runtime/libdpagg.cu; then echo "sed changed nothing"; exit 1; fi
cp -p build/lib/libDPOpt.so $d/lib/; echo sm_90 > $d/lib/libdpagg.archs
clang++-22 -x cuda --cuda-path=/usr/local/cuda -fgpu-rdc -D__CUDACC_RDC__ -Wno-unknown-cuda-version -O3 -Iinclude -fPIC --cuda-gpu-arch=sm_90 -Xcuda-ptxas -maxrregcount=40 -c $d/libdpagg.cu -o $d/libdpagg.o
rm -f $d/lib/libdpagg.a; ar rcs $d/lib/libdpagg.a $d/libdpagg.o
objs=(); for a in main bfs sssp mst tc sp bt mandel qsort qsort_cub tree bfsrec; do objs+=(/tmp/rc/obase/dpopt/$a.o); done
objs+=(/tmp/rc/obase/host/datasets.o /tmp/rc/obase/host/reference.o)
DPOPT_PLUGIN=$d/lib/libDPOpt.so scripts/dpopt-clang++ --offload-link -x none "${objs[@]}" -o $d/dpbench-$name 2>&1 | grep -v 'argument unused\|-x none' || true
ls -la $d/dpbench-$name
