// Register budgets (register-budget.test): the kernels DPOpt changes or
// creates keep the block sizes their originals could be launched with.
#include <cuda_runtime.h>

__global__ void child(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] += i;
}

__global__ void __launch_bounds__(768) child768(int *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] -= i;
}

// No launch bounds: may be launched with 1024 threads, so 64 registers.
__global__ void parent(int *p, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<(n + 255) / 256, 256>>>(p + t * n, n);
  child768<<<(n + 767) / 768, 768>>>(p + t * n, n);
}

// Launch bounds of its own: ptxas fits the registers to them.
__global__ void __launch_bounds__(256) bounded_parent(int *p, int n) {
  child<<<(n + 255) / 256, 256>>>(p, n);
}

// 1024 threads and 2 blocks per SM leave 32 registers, fewer than the
// runtime's functions need: the launch is left alone.
__global__ void __launch_bounds__(1024, 2) tight_parent(int *p, int n) {
  child<<<(n + 255) / 256, 256>>>(p, n);
}

// A launching function kept out of line: its DPOpt code is compiled apart.
__device__ __noinline__ void launch_out_of_line(int *p, int n) {
  child<<<(n + 255) / 256, 256>>>(p, n);
}
__global__ void calls_out_of_line(int *p, int n) { launch_out_of_line(p, n); }
// The same with launch bounds of its own (at -O0, what is out of line must
// fit them too).
__global__ void __launch_bounds__(1024) bounded_calls_out_of_line(int *p, int n) {
  launch_out_of_line(p, n);
}

// Launches nothing: untouched.
__global__ void leaf(int *p) { p[0] = 0; }
