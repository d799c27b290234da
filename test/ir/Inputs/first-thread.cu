// Launches made by a block's first thread, once (test/ir/first-thread.test),
// and launches that are not.
#include "cuda_runtime.h"

__global__ void child(int *p, int n) {
  p[blockIdx.x * blockDim.x + threadIdx.x] = n;
}

// Joins at the launch: threadIdx.x == 0 (and y) on every path.
__global__ void first2d(int *p, int n) {
  p[threadIdx.x] += n;
  __syncthreads();
  if (threadIdx.x == 0 && threadIdx.y == 0)
    child<<<2, 64>>>(p, n);
}
__global__ void ored(int *p, int n) {
  if ((threadIdx.x | threadIdx.y) == 0)
    child<<<2, 64>>>(p, n);
}
__global__ void early_return(int *p, int n) {
  if (threadIdx.x != 0)
    return;
  child<<<2, 64>>>(p, n);
}
__global__ void below_one(int *p, int n) {
  if (n > 3 && threadIdx.x < 1)
    child<<<2, 64>>>(p, n);
}
// The test in a helper, a call before the inliner.
__device__ __forceinline__ bool first_thread_of_block() {
  return (threadIdx.x | threadIdx.y) == 0;
}
__global__ void helper(int *p, int n) {
  if (p && first_thread_of_block())
    child<<<2, 64>>>(p, n);
}

// Hooks: every thread, another thread, a loop, a lane of every warp, two
// sites of the child, a test that does not imply threadIdx.x == 0.
__global__ void every(int *p, int n) { child<<<1, 32>>>(p, n + threadIdx.x); }
__global__ void second(int *p, int n) {
  if (threadIdx.x == 1)
    child<<<2, 64>>>(p, n);
}
__global__ void looped(int *p, int n) {
  if (threadIdx.x == 0)
    for (int i = 0; i < n; i++)
      child<<<2, 64>>>(p, i);
}
__global__ void every_warp(int *p, int n) {
  if (threadIdx.x % 32 == 0)
    child<<<2, 64>>>(p, n);
}
__global__ void twice(int *p, int n) {
  if (threadIdx.x == 0) {
    child<<<2, 64>>>(p, n);
    child<<<2, 64>>>(p + 128, n);
  }
}
__global__ void either(int *p, int n) {
  if (threadIdx.x == 0 || n > 3)
    child<<<2, 64>>>(p, n);
}

// Recursive: the kernel and its aggregated version (where the child's
// threadIdx.x is threadIdx.x modulo its blockDim.x) both join at the launch.
__global__ void rec(int *p, int d) {
  p[blockIdx.x * blockDim.x + threadIdx.x] += d;
  __syncthreads();
  if (threadIdx.x == 0 && d > 0)
    rec<<<2, 32>>>(p, d - 1);
}

// Recursive quicksort's pattern: each half into a stream created for it
// alone (fire and forget after DPOpt's rewrite), from the first thread.
__global__ void halves(int *p, int d) {
  p[threadIdx.x] += d;
  __syncthreads();
  if (threadIdx.x == 0 && d > 0) {
    cudaStream_t s, s1;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    halves<<<1, 32, 0, s>>>(p, d - 1);
    cudaStreamDestroy(s);
    cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
    halves<<<1, 32, 0, s1>>>(p + 32, d - 1);
    cudaStreamDestroy(s1);
  }
}
