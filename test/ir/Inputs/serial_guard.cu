// Children whose serial version stops at their guard on the linear thread
// index (serial-guard.test), and children it must not stop early.
#include <cuda_runtime.h>

__global__ void lt(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = 1;
}
__global__ void ge_return(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  out[i] = 1;
}
__global__ void swapped(int *out, int n) {
  int i = threadIdx.x + blockDim.x * blockIdx.x;
  if (n > i)
    out[i] = 1;
}
__global__ void le(int *out, int last) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i <= last)
    out[i] = 1;
}
__global__ void unsigned_lt(int *out, unsigned m) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < m)
    out[i] = 1;
}
__global__ void range(int *out, int begin, int end) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < end - begin)
    out[i] = 1;
}
__global__ void per_row(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n - (int)blockIdx.y)
    out[i] = 1;
}
// A counter before the guard: the threads past it still run it.
__global__ void counted(int *out, int *ran, int n) {
  if (blockIdx.x == 0 && threadIdx.x == 0)
    atomicAdd(ran, 1);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = 1;
}

// No stop: the bound is in memory (earlier threads may change it), the
// index is not the linear one, the test is not an order, the bound depends
// on threadIdx or may trap, the loop's index is not the thread's.
__global__ void loaded(int *out, const int *n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < *n)
    out[i] = 1;
}
__global__ void thread_only(int *out, int n) {
  if ((int)threadIdx.x < n)
    out[threadIdx.x] = 1;
}
__global__ void equal(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i == n)
    out[0] = i;
}
__global__ void by_lane(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n + (int)threadIdx.y)
    out[i] = 1;
}
__global__ void divided(int *out, int n, int d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n / d)
    out[i] = 1;
}
__global__ void strided(int *out, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    out[i] = 1;
}

__global__ void parent(int *out, int *ran, const int *np, int n) {
  int g = (n + 63) / 64;
  lt<<<g, 64>>>(out, n);
  ge_return<<<g, 64>>>(out, n);
  swapped<<<g, 64>>>(out, n);
  le<<<g, 64>>>(out, n - 1);
  unsigned_lt<<<g, 64>>>(out, n);
  range<<<g, 64>>>(out, 5, 5 + n);
  per_row<<<dim3(g, 2), 64>>>(out, n);
  counted<<<g, 64>>>(out, ran, n);
  loaded<<<g, 64>>>(out, np);
  thread_only<<<g, 64>>>(out, n);
  equal<<<g, 64>>>(out, n);
  by_lane<<<g, dim3(32, 2)>>>(out, n);
  divided<<<g, 64>>>(out, n, 3);
  strided<<<g, 64>>>(out, n);
}
