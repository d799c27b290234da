// Launches in __device__ functions called from kernels (launch-inlining.test).
#include <cuda_runtime.h>

__global__ void child(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] += 1;
}

__device__ void launch_one(int *p, int n) {
  child<<<(n + 63) / 64, 64>>>(p, n);
}

// Launches only through launch_one.
__device__ void launch_via(int *p, int n) {
  if (n > 1)
    launch_one(p + 1, n - 1);
}

__device__ __noinline__ void launch_noinline(int *p, int n) {
  child<<<1, n>>>(p, n);
}

__device__ void launch_recursive(int *p, int n, int depth) {
  if (depth > 0)
    launch_recursive(p, n, depth - 1);
  else
    child<<<1, n>>>(p, n);
}

__global__ void parent(int *p, int n) {
  launch_one(p, n);
  launch_via(p, n);
  launch_noinline(p, n);
  launch_recursive(p, n, n & 3);
}

// A chain of ten calls down to a launch: the first eight are inlined.
__device__ void chain9(int *p, int n) { child<<<1, n>>>(p, n); }
#define CHAIN(F, G)                                                            \
  __device__ void F(int *p, int n) { G(p, n); }
CHAIN(chain8, chain9)
CHAIN(chain7, chain8)
CHAIN(chain6, chain7)
CHAIN(chain5, chain6)
CHAIN(chain4, chain5)
CHAIN(chain3, chain4)
CHAIN(chain2, chain3)
CHAIN(chain1, chain2)
CHAIN(chain0, chain1)

__global__ void deep_parent(int *p, int n) { chain0(p, n); }
