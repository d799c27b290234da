// Parents whose children are held for the thread's exit (the launching
// lanes are a data-dependent few), for spread-over-block.test.
#include <cuda_runtime.h>

__global__ void kid(int *out, int base, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[base + i] += 1;
}

// The whole block comes to the exit: held children may take it.
__global__ void p_block(int *out, const int *sizes, int n) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < n && sizes[p] > 0)
    kid<<<(sizes[p] + 31) / 32, 32>>>(out, p * 1024, sizes[p]);
}

// Shared memory of its own: the block's spread adds none.
__global__ void p_shared(int *out, const int *sizes, int n) {
  __shared__ int size_of[64];
  size_of[threadIdx.x % 64] = sizes[threadIdx.x % 64];
  __syncthreads();
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  int m = size_of[threadIdx.x % 64];
  if (p < n && m > 0)
    kid<<<(m + 31) / 32, 32>>>(out, p * 1024, m);
}

// Inline assembly: an `exit` there would leave the block's barriers short.
__global__ void p_asm(int *out, const int *sizes, int n) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  if (p < n && sizes[p] > (int)lane)
    kid<<<(sizes[p] + 31) / 32, 32>>>(out, p * 1024, sizes[p]);
}

// A child whose threads loop (threshold 16): a held one has fewer threads
// than the block spread threshold, so the block's spread is not compiled.
__global__ void loop_kid(int *out, const int *len, int base, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    for (int k = 0; k < len[base + i]; ++k)
      out[base + i] += k;
}

__global__ void p_loop(int *out, const int *sizes, const int *len, int n) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < n && sizes[p] > 0)
    loop_kid<<<(sizes[p] + 31) / 32, 32>>>(out, len, p * 1024, sizes[p]);
}

// A function of another module, called after the launch (into a
// fire-and-forget stream: its launches, if any, need not follow the
// child): it might end the thread, and leave the block's barriers one
// thread short.
__device__ void elsewhere(int *out);
__global__ void p_extern(int *out, const int *sizes, int n) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < n && sizes[p] > 0)
    kid<<<(sizes[p] + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(out, p * 1024, sizes[p]);
  elsewhere(out);
}
