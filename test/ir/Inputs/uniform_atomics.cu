// Loop-free children with and without an atomic on one word for all their
// threads (uniform-atomic-threshold.test).
#include <cuda_runtime.h>

// Every thread adds to one counter (32-bit).
__global__ void count_child(int *count, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(count, 1);
}

// Every thread lowers its component's minimum (64-bit, an argument picks
// the word): MST's search for the lightest edge.
__global__ void min_child(unsigned long long *cmin, int c, const int *w,
                          int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicMin(&cmin[c], (unsigned long long)w[i]);
}

// Scattered addresses (SSSP's relaxation).
__global__ void scatter_child(int *dist, const int *adj, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicMin(&dist[adj[i]], i);
}

// One word, but each thread uses the old value (an allocation).
__global__ void used_child(int *counter, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = atomicAdd(counter, 1);
}

// The word depends on the thread.
__global__ void lane_child(int *bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&bins[threadIdx.x % 4], 1);
}

// One block's first thread counts the block (the benchmarks' counters):
// not every thread's update.
__global__ void first_child(int *count, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (count && blockIdx.x == 0 && threadIdx.x == 0)
    atomicAdd(count, 1);
  if (i < n)
    out[i] = i;
}

// The same, the test in a helper (Mandelbrot's counters): a call before
// the inliner.
__device__ __forceinline__ bool first_thread_of_grid() {
  return (blockIdx.x | blockIdx.y | threadIdx.x | threadIdx.y) == 0;
}
__global__ void helper_child(int *count, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (count && first_thread_of_grid())
    atomicAdd(count, 1);
  if (i < n)
    out[i] = i;
}

// One parent per child: a thread's launches into the same stream keep
// their order, which would stop them being serialized.
#define PARENT(name, launch)                                                   \
  __global__ void name(int *count, unsigned long long *cmin, const int *w,     \
                       int *dist, const int *adj, int *out, const int *deg) {  \
    int v = blockIdx.x * blockDim.x + threadIdx.x;                             \
    int n = deg[v];                                                            \
    launch;                                                                    \
  }
PARENT(count_parent, (count_child<<<(n + 63) / 64, 64>>>(count, n)))
PARENT(min_parent, (min_child<<<(n + 63) / 64, 64>>>(cmin, v, w, n)))
PARENT(scatter_parent, (scatter_child<<<(n + 63) / 64, 64>>>(dist, adj, n)))
PARENT(used_parent, (used_child<<<(n + 63) / 64, 64>>>(count, out, n)))
PARENT(lane_parent, (lane_child<<<(n + 63) / 64, 64>>>(count, n)))
PARENT(first_parent, (first_child<<<(n + 63) / 64, 64>>>(count, out, n)))
PARENT(helper_parent, (helper_child<<<(n + 63) / 64, 64>>>(count, out, n)))
