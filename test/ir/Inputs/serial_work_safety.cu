// Kernels for serial-work-safety.test: where thresholding may run children
// serially without a launch of another lane beside the serial work.
#include <cuda_runtime.h>

__global__ void child(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = i;
}
__global__ void launcher_child(int *p, int n) { child<<<1, 32>>>(p, n); }

__device__ __noinline__ void helper_launch(int *p, int n) {
  child<<<(n + 31) / 32, 32>>>(p, n);
}

// Two aggregatable sites: with aggregation both are thresholded (their
// launches wait for the thread's exit); without, neither.
__global__ void k_two_sites(int *p, int n) {
  child<<<(n + 31) / 32, 32>>>(p, n);
  child<<<(n + 63) / 64, 64>>>(p + 1, n);
}
// One site, reached once: thresholded even without aggregation.
__global__ void k_single(int *p, int n) { child<<<(n + 31) / 32, 32>>>(p, n); }
// One site in a loop: needs aggregation.
__global__ void k_loop(int *p, int n) {
  for (int r = 0; r < n; ++r)
    child<<<(r + 31) / 32, 32>>>(p + r, r);
}
__global__ void k_calls_launcher(int *p, int n) {
  child<<<(n + 31) / 32, 32>>>(p, n);
  helper_launch(p, n);
}
__global__ void k_user_stream(int *p, int n) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  child<<<(n + 31) / 32, 32>>>(p, n);
  child<<<1, 32, 0, s>>>(p, n);
  cudaStreamDestroy(s);
}
__global__ void k_tail(int *p, int n) {
  child<<<(n + 31) / 32, 32>>>(p, n);
  child<<<1, 32, 0, cudaStreamTailLaunch>>>(p, n);
}
__global__ void k_launching_child(int *p, int n) {
  launcher_child<<<(n + 31) / 32, 32>>>(p, n);
}
__global__ void k_helper_site(int *p, int n) { helper_launch(p, n); }
// Device-runtime calls other than launches and error queries enter the
// runtime at their site, as a launch does.
__global__ void k_stream_calls(int *p, int n) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  child<<<(n + 31) / 32, 32>>>(p, n);
  cudaStreamDestroy(s);
}
__global__ void k_error_query(int *p, int n) {
  child<<<(n + 31) / 32, 32>>>(p, n);
  if (cudaGetLastError() != cudaSuccess)
    p[0] = -1;
}
__global__ void stream_child(int *p, int n) {
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  cudaStreamDestroy(s);
  p[threadIdx.x] = n;
}
__global__ void k_stream_child(int *p, int n) { stream_child<<<1, 32>>>(p, n); }
// A child whose own launch would stay at its site (a tail launch): not run
// serially, even with aggregation.
__global__ void tail_launcher_child(int *p, int n) {
  child<<<1, 32, 0, cudaStreamTailLaunch>>>(p, n);
}
__global__ void k_tail_launching_child(int *p, int n) {
  tail_launcher_child<<<(n + 31) / 32, 32>>>(p, n);
}
