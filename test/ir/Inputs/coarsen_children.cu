// Children of every shape coarsening must handle, launched from one parent.
#include <cuda_runtime.h>

__global__ void child1d(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return; // early return: moves on to the next block
  out[i] = i;
}

__global__ void child2d(int *out, int w) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  out[y * gridDim.x * blockDim.x + x] = w;
}

__global__ void child3d(int *out) {
  int b = (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
  out[b * blockDim.x + threadIdx.x] = b;
}

__global__ void shared_child(int *out) {
  __shared__ int tile[128];
  tile[threadIdx.x] = blockIdx.x;
  __syncthreads();
  out[blockIdx.x * blockDim.x + threadIdx.x] = tile[blockDim.x - 1 - threadIdx.x];
}

__global__ void barrier_child(int *out) {
  if (threadIdx.x == 0)
    out[blockIdx.x] = 0;
  __syncthreads();
  atomicAdd(&out[blockIdx.x], 1);
}

__global__ void divergent_barrier_child(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  __syncthreads();
  out[i] = 1;
}

__global__ void grid_stride_child(int *out, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    out[i] += 1;
}

__global__ void parent(int *out, int n) {
  child1d<<<(n + 127) / 128, 128>>>(out, n);
  child2d<<<dim3(n, 3), dim3(16, 16)>>>(out, n);
  child3d<<<dim3(2, 3, n), 64>>>(out);
  shared_child<<<n, 128>>>(out);
  barrier_child<<<n, 64>>>(out);
  divergent_barrier_child<<<(n + 63) / 64, 64>>>(out, n);
  grid_stride_child<<<4, 256>>>(out, n);
}
