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

// A child that launches, not recursive, launched by every parent thread with
// its own struct: thresholding gives the site a serial path, which copies
// the struct back out of the parameter buffer; the launch is aggregated all
// the same, and the aggregated kernel (a loop over blocks) stages g.
__global__ void leaf(int *out, int v) { out[threadIdx.x] = v; }
__global__ void mid(Geom g, int *out) {
  if (threadIdx.x == 0)
    leaf<<<1, 8>>>(out + g.n * 8, (int)g.scale);
}
__global__ void mid_top(int *out) {
  Geom g = {(int)(blockIdx.x * blockDim.x + threadIdx.x), 2.0f};
  mid<<<2, 32>>>(g, out);
}
