// Kernels with and without launch-free versions (launch-free.test).
#include <cuda_runtime.h>

__global__ void child(int *count, int owner, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&count[owner], 1);
}

// Every launch has a serial path: a launch-free version.
__global__ void parent(int *count, const int *sizes, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n && sizes[t] > 0)
    child<<<(sizes[t] + 127) / 128, 128>>>(count, t, sizes[t]);
}

// Its child launches kernels: the serial path still launches.
__global__ void relay(int *count, int owner, int n) {
  if (threadIdx.x == 0 && n > 0)
    child<<<(n + 127) / 128, 128>>>(count, owner, n);
}
__global__ void relay_parent(int *count, const int *sizes, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n)
    relay<<<1, 32>>>(count, t, sizes[t]);
}

// An indirect call could launch (into a stream of its own: its order with
// the child's does not matter, and the child is thresholded).
__device__ int twice(int x) { return 2 * x; }
__device__ int (*scale)(int) = twice;
__global__ void indirect_parent(int *count, const int *sizes, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n && sizes[t] > 0)
    child<<<(sizes[t] + 127) / 128, 128, 0, cudaStreamFireAndForget>>>(
        count, t, scale(sizes[t]));
}

// An error query launches nothing: a launch-free version.
__global__ void checked_parent(int *count, const int *sizes, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n && sizes[t] > 0)
    child<<<(sizes[t] + 127) / 128, 128>>>(count, t, sizes[t]);
  if (t == 0 && cudaGetLastError() != cudaSuccess)
    count[n] = 1;
}

// A function compiled apart could launch.
extern __device__ int elsewhere(int x);
__global__ void extern_parent(int *count, const int *sizes, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n && sizes[t] > 0)
    child<<<(sizes[t] + 127) / 128, 128, 0, cudaStreamFireAndForget>>>(
        count, t, elsewhere(sizes[t]));
}

// Host launches.
void run(int *count, const int *sizes, int n) {
  parent<<<n / 256, 256>>>(count, sizes, n);
  relay_parent<<<n / 256, 256>>>(count, sizes, n);
  indirect_parent<<<n / 256, 256>>>(count, sizes, n);
  checked_parent<<<n / 256, 256>>>(count, sizes, n);
  extern_parent<<<n / 256, 256>>>(count, sizes, n);
}
