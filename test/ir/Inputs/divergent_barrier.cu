// Children with barriers: one reached after an early return, one by every
// thread. Only the first needs its aggregated threads to exit where it
// returns.
#include <cuda_runtime.h>

__global__ void early_return(unsigned *out, unsigned n) {
  __shared__ unsigned sm[64];
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  sm[threadIdx.x] = i;
  __syncthreads();
  out[i] = sm[(threadIdx.x + 1) % 64];
}

__global__ void all_reach(unsigned *out, unsigned n) {
  __shared__ unsigned sm[64];
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  sm[threadIdx.x] = i;
  __syncthreads();
  if (i < n)
    out[i] = sm[(threadIdx.x + 1) % 64];
}

__global__ void parent(unsigned *out, const unsigned *sizes) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x, n = sizes[t];
  early_return<<<(n + 63) / 64, 64>>>(out + 1024 * t, n);
  all_reach<<<(n + 63) / 64, 64>>>(out + 1024 * t, n);
}
