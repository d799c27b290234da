// By-value arguments of recursive children, read in the aggregated kernel's
// record or copied out of it (test/ir/record-args.test).
#include "cuda_runtime.h"

struct Geom {
  int n;
  float scale;
};

// Reads g only: the aggregated kernel reads g in its record.
__global__ void reads_geom(int *out, Geom g, int depth) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = (int)(g.scale * g.n) + depth;
  if (threadIdx.x == 0 && depth < 4)
    reads_geom<<<2, 32>>>(out, g, depth + 1);
}

// Writes its copy of g: the aggregated kernel copies g out of the record.
__global__ void writes_geom(int *out, Geom g, int depth) {
  g.n += depth;
  out[blockIdx.x * blockDim.x + threadIdx.x] = g.n;
  if (threadIdx.x == 0 && depth < 4)
    writes_geom<<<2, 32>>>(out, g, depth + 1);
}
