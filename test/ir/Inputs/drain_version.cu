// Kernels with and without drain versions (drain-version.test).
#include <cuda_runtime.h>

// A loop of a length known only at run time: the child may loop for long.
__global__ void child(unsigned long long *total, const int *adj, int deg) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < deg) {
    unsigned long long c = 0;
    for (int j = 0; j < adj[i]; ++j)
      c += adj[j];
    atomicAdd(total, c);
  }
}

// A drain version: the thread keeps its child as a record.
__global__ void parent(unsigned long long *total, const int *rowptr,
                       const int *col, int n) {
  int u = blockIdx.x * blockDim.x + threadIdx.x;
  if (u < n) {
    int beg = rowptr[u], deg = rowptr[u + 1] - beg;
    if (deg > 0)
      child<<<(deg + 63) / 64, 64>>>(total, col + beg, deg);
  }
}

__global__ void other(unsigned long long *total, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(total, 1ull);
}

__global__ void looping(unsigned long long *total, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int j = i; j < n; j += 3)
    atomicAdd(total, 1ull);
}

__global__ void another(unsigned long long *total, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int j = i; j < n; j += 5)
    atomicAdd(total, 2ull);
}

// Children of two kernels that could be records (in either order: they only
// add to one word): no drain version.
__global__ void two_kinds(unsigned long long *total, const int *sizes, int n) {
  int u = blockIdx.x * blockDim.x + threadIdx.x;
  if (u < n) {
    looping<<<(sizes[u] + 63) / 64, 64>>>(total, sizes[u]);
    another<<<(sizes[u] + 63) / 64, 64>>>(total, sizes[u]);
  }
}

// A loop-free child: its records would cost more than its threads' work.
__global__ void flat_parent(unsigned long long *total, const int *sizes,
                            int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n)
    other<<<(sizes[t] + 63) / 64, 64>>>(total, sizes[t]);
}

// A child whose arguments are too large to share over the warp runs in its
// parent thread: nothing to keep.
struct Big {
  int v[40];
};
__global__ void big_child(unsigned long long *total, Big b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(total, (unsigned long long)b.v[i % 40]);
}
__global__ void big_parent(unsigned long long *total, Big b, const int *sizes,
                           int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n)
    big_child<<<(sizes[t] + 31) / 32, 32>>>(total, b, sizes[t]);
}
