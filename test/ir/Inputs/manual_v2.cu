// Device code calling the launch API by hand, as nvcc output does.
#include <cuda_runtime.h>

__global__ void child(int *out, int n) { out[threadIdx.x] = n; }

__global__ void parent_v2(int *out, int n) {
  void *buf = cudaGetParameterBufferV2((void *)child, dim3(n, 2, 1),
                                       dim3(32, 1, 1), 0);
  if (buf) {
    *(int **)buf = out;
    *(int *)((char *)buf + 8) = n;
    cudaLaunchDeviceV2(buf, cudaStreamFireAndForget);
  }
}

__global__ void parent_v1(int *out, int n) {
  void *buf = cudaGetParameterBuffer(64, 16);
  if (buf) {
    *(int **)buf = out;
    *(int *)((char *)buf + 8) = n;
    cudaLaunchDevice((void *)child, buf, dim3(n), dim3(32), 0,
                     cudaStreamTailLaunch);
  }
}
