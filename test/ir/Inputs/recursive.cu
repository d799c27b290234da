// Recursive children (test/ir/recursive-children.test): self recursion,
// mutual recursion, and a two-level nest that is not recursive.
#include "cuda_runtime.h"

__global__ void tree(int *p, int d) {
  p[blockIdx.x * blockDim.x + threadIdx.x] += d;
  if (d > 0)
    tree<<<2, 32>>>(p, d - 1);
}

__global__ void pong(int *p, int d);
__global__ void ping(int *p, int d) {
  p[threadIdx.x] += 1;
  if (d > 0)
    pong<<<1, 32>>>(p, d - 1);
}
__global__ void pong(int *p, int d) {
  p[threadIdx.x] += 2;
  if (d > 0)
    ping<<<1, 32>>>(p, d - 1);
}

__global__ void leaf(int *p, int n) { p[threadIdx.x] = n; }
__global__ void nest(int *p, int n) { leaf<<<1, 32>>>(p, n + threadIdx.x); }

__global__ void top(int *p, int n) {
  nest<<<1, 32>>>(p, n);
  tree<<<1, 32>>>(p, n);
  ping<<<1, 32>>>(p, n);
}
