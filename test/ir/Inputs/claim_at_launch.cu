// Blocks that claim their cells at their first launch
// (test/ir/claim-at-launch.test): a recursion with an early return, the
// same recursion launched from a kernel that runs inline assembly and from
// one whose early return comes before a barrier, and a nest whose inner
// child launches nothing.
#include "cuda_runtime.h"

__global__ void tree(const int *degree, int *count, int first, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int k = degree[first + i];
  if (k == 0)
    return;
  atomicAdd(count, k);
  tree<<<(k + 63) / 64, 64>>>(degree, count, first + n + i * 4, k);
}

__global__ void timed_root(const int *degree, int *count, int n,
                           unsigned *clock) {
  unsigned c;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(c));
  clock[threadIdx.x] = c;
  tree<<<1, 64>>>(degree, count, threadIdx.x, n);
}

// Threads past n return before the block's barrier (fuzzer seeds 12064 and
// 12103): held at an exit barrier, they would wait while the others wait at
// __syncthreads.
__global__ void staged_root(const int *degree, int *count, int n) {
  __shared__ int k[64];
  int i = threadIdx.x;
  if (i >= n)
    return;
  k[i] = degree[i];
  __syncthreads();
  if (k[(i + 1) % n] > 0)
    tree<<<1, 64>>>(degree, count, i, k[(i + 1) % n]);
}

__global__ void leaf(int *p, int n) { p[threadIdx.x] = n; }
__global__ void nest(int *p, int n) {
  if (p[threadIdx.x] > 0)
    leaf<<<1, 32>>>(p, n + threadIdx.x);
}
