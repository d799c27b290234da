// Children that are parents themselves: their launches are aggregated, so
// aggregation gives them DPOpt's block hooks (__dpagg_enter, __dpagg_block,
// __dpagg_exit), and their own launches are then coarsened.
#include <cuda_runtime.h>

__global__ void leaf(int *out, int base) {
  out[base + blockIdx.x * blockDim.x + threadIdx.x] = base;
}

// Every thread launches a leaf grid.
__global__ void inner(int *out, int n) {
  int i = (blockIdx.y * gridDim.x + blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < n)
    leaf<<<2, 32>>>(out, i * 64);
}

// A barrier of its own after a divergent early return: not coarsened.
__global__ void inner_divergent(int *out, int n) {
  __shared__ int s[64];
  if (threadIdx.x >= n)
    return;
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  leaf<<<1, 32>>>(out, s[(threadIdx.x + 1) % 64]);
}

__global__ void outer(int *out, int n) {
  inner<<<dim3((n + 63) / 64, 3), 64>>>(out, n);
  inner_divergent<<<4, 64>>>(out, n);
}
