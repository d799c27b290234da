// Children spread over the warp below the threshold: one whose threads loop
// for as long as their data says (loop_child), and one without loops
// (flat_child), each launched by a parent of its own.
#include <cuda_runtime.h>

__global__ void loop_child(int *out, const int *len, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int s = 0;
    for (int k = 0; k < len[i]; ++k)
      s += k ^ i;
    out[i] = s;
  }
}

__global__ void flat_child(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = i;
}

__global__ void loop_parent(int *out, const int *len, const int *deg) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int d = deg[t];
  if (d > 0)
    loop_child<<<(d + 31) / 32, 32>>>(out + 64 * t, len, d);
}

__global__ void flat_parent(int *out, const int *deg) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int d = deg[t];
  if (d > 0)
    flat_child<<<(d + 31) / 32, 32>>>(out + 64 * t, d);
}
