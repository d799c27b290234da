// Kernels with and without team versions (team-version.test).
#include <cuda_runtime.h>

__global__ void child(int *count, int owner, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&count[owner], 1);
}

// A team version: the thread holds its child for the team.
__global__ void parent(int *count, const int *sizes, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n && sizes[t] > 0)
    child<<<(sizes[t] + 31) / 32, 32>>>(count, t, sizes[t]);
}

// The block's lanes would change under a barrier or a shuffle.
__global__ void barrier_parent(int *count, const int *sizes, int n) {
  __shared__ int s[256];
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = t < n ? sizes[t] : 0;
  __syncthreads();
  if (t < n && s[threadIdx.x] > 0)
    child<<<(s[threadIdx.x] + 31) / 32, 32>>>(count, t, s[threadIdx.x]);
}
__global__ void shuffle_parent(int *count, const int *sizes, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int m = __shfl_down_sync(0xffffffffu, t < n ? sizes[t] : 0, 1);
  if (t < n && m > 0)
    child<<<(m + 31) / 32, 32>>>(count, t, m);
}

// Code compiled apart could do either.
__device__ int elsewhere(int x);
__global__ void extern_parent(int *count, const int *sizes, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n)
    child<<<1, 32>>>(count, t, elsewhere(sizes[t]));
}

// A child whose arguments are too large to share over the warp runs in its
// parent thread: nothing for a team to do.
struct Big {
  int v[40];
};
__global__ void big_child(int *count, Big b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(count, b.v[i % 40]);
}
__global__ void big_parent(int *count, Big b, const int *sizes, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n)
    big_child<<<(sizes[t] + 31) / 32, 32>>>(count, b, sizes[t]);
}

// Threads that share what only a block shares keep their blocks whole: the
// runtime never splits them to make room for wider teams.
__global__ void shared_parent(int *count, const int *sizes, int n) {
  __shared__ int launched;
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n && sizes[t] > 0) {
    atomicAdd(&launched, 1);
    child<<<(sizes[t] + 31) / 32, 32>>>(count, t, sizes[t]);
  }
}
__global__ void block_atomic_parent(int *count, const int *sizes, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n && sizes[t] > 0) {
    atomicAdd_block(&count[n], 1);
    child<<<(sizes[t] + 31) / 32, 32>>>(count, t, sizes[t]);
  }
}
__global__ void fence_parent(int *count, const int *sizes, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n && sizes[t] > 0) {
    count[n + 1 + t] = 1;
    __threadfence_block();
    child<<<(sizes[t] + 31) / 32, 32>>>(count, t, sizes[t]);
  }
}
__global__ void cluster_parent(int *count, const int *sizes, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n && sizes[t] > (int)__nvvm_read_ptx_sreg_cluster_ctarank())
    child<<<(sizes[t] + 31) / 32, 32>>>(count, t, sizes[t]);
}
