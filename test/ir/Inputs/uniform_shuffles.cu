// A parent thread per vertex launches a child with a thread per out-edge
// (triangle counting's shape): the child gets the parent's own parameters
// and a constant block size, the same in every lane; only the adjacency
// pointer, the degree and the grid size differ between lanes.
#include <cuda_runtime.h>

__global__ void child(const int *adj, int deg, const int *rowptr,
                      const int *col, unsigned long long *total) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < deg) {
    int v = adj[i];
    unsigned c = 0;
    for (int j = rowptr[v]; j < rowptr[v + 1]; ++j)
      c += col[j] == v;
    if (c)
      atomicAdd(total, (unsigned long long)c);
  }
}

__global__ void parent(const int *rowptr, const int *col, int n,
                       unsigned long long *total) {
  int u = blockIdx.x * blockDim.x + threadIdx.x;
  if (u < n) {
    int beg = rowptr[u], deg = rowptr[u + 1] - beg;
    if (deg > 0)
      child<<<(deg + 63) / 64, 64>>>(col + beg, deg, rowptr, col, total);
  }
}
