// Device-side launches in every shape DPOpt must recognize. Compiled by
// scripts/regen-ir-tests.sh into the .ll inputs of test/ir (one per call
// form and optimization level).
#include <cuda_runtime.h>

struct Pair {
  int a;
  double b;
  char c;
};
struct __align__(16) Wide {
  double x, y;
};

__global__ void scalar_child(int *out, int n, double d, char c, short s,
                             float f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = (int)d + c + s + (int)f;
}

__global__ void struct_child(Pair p, Wide w, int *out) {
  out[threadIdx.x] = p.a + (int)p.b + p.c + (int)(w.x + w.y);
}

__global__ void dims_child(int *out) {
  int b = (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
  int t = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  out[b * blockDim.x * blockDim.y * blockDim.z + t] = b + t;
}

__global__ void __launch_bounds__(256, 2) bounded_child(int *out) {
  out[threadIdx.x] = 1;
}

__global__ void shared_child(int *out) {
  __shared__ int tile[128];
  tile[threadIdx.x] = out[threadIdx.x];
  __syncthreads();
  out[threadIdx.x] = tile[127 - threadIdx.x];
}

__global__ void warp_child(int *out) {
  out[threadIdx.x] = __shfl_down_sync(0xffffffffu, out[threadIdx.x], 1);
}

// Several launch sites in one kernel, arguments of many types.
__global__ void parent_args(int *out, int n) {
  Pair p{n, 2.5, 'c'};
  Wide w{1.0, 2.0};
  scalar_child<<<(n + 127) / 128, 128>>>(out, n, 1.5, 'x', (short)7, 2.5f);
  struct_child<<<1, 32>>>(p, w, out);
}

// 2D and 3D grids and blocks.
__global__ void parent_dims(int *out, int w, int h, int d) {
  dims_child<<<dim3(w, h), dim3(8, 4)>>>(out);
  dim3 grid(w, h, d), block(4, 4, 2);
  dims_child<<<grid, block>>>(out);
}

// A launch in a loop.
__global__ void parent_loop(int *out, const int *sizes, int m) {
  for (int i = 0; i < m; ++i)
    if (sizes[i] > 0)
      scalar_child<<<(sizes[i] - 1) / 64 + 1, 64>>>(out + i, sizes[i], 0.0,
                                                    'a', (short)0, 0.0f);
}

// Every stream kind.
__global__ void parent_streams(int *out) {
  bounded_child<<<1, 32>>>(out);
  bounded_child<<<1, 32, 0, cudaStreamPerThread>>>(out);
#ifndef CUDA_FORCE_CDP1_IF_SUPPORTED // CDP1 has no such streams
  bounded_child<<<1, 32, 0, cudaStreamTailLaunch>>>(out);
  bounded_child<<<1, 32, 0, cudaStreamFireAndForget>>>(out);
#endif
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  shared_child<<<1, 128, 64, s>>>(out);
  cudaStreamDestroy(s);
  warp_child<<<1, 32>>>(out);
}
