// Grid sizes written the ways Fig. 4 of Olabi et al. (CGO'22) lists, for the
// desired-thread analysis of thresholding; and children thresholding must
// handle or refuse. Regenerated into .ll by scripts/regen-ir-tests.sh.
#include <cuda_runtime.h>

__global__ void child(int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return; // an early return ends one serial iteration only
  out[i] += gridDim.x + blockDim.y;
}

__global__ void child2d(int *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h)
    out[y * w + x] = x + y;
}

__global__ void grandparent_child(int *out, int n) {
  if (threadIdx.x == 0 && n > 1)
    child<<<(n + 31) / 32, 32>>>(out, n / 2); // a launch inside the child
}

__global__ void barrier_child(int *out) {
  __syncthreads();
  out[threadIdx.x] = 1;
}

__global__ void dynshared_child(int *out) {
  extern __shared__ int buf[];
  buf[threadIdx.x] = out[threadIdx.x];
  out[threadIdx.x] = buf[threadIdx.x] + 1;
}

// Threads that run a loop, in the child or in a function it calls: a lower
// default threshold.
__global__ void loop_child(int *out, const int *len, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    for (int k = 0; k < len[i]; ++k)
      out[i] += k;
}
__device__ __noinline__ int sum_to(const int *v, int m) {
  int s = 0;
  for (int k = 0; k < m; ++k)
    s += v[k];
  return s;
}
__global__ void callee_loop_child(int *out, const int *len, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = sum_to(len, i);
}
// Loops of a constant count: three iterations are few (the default of a
// child without loops, once the counter is in a register: not at -O0); a
// hundred are not, nor are 8 x 8 nested.
__global__ void short_loop_child(int *out, const int *w, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int s = 0;
  for (int k = 0; k < 3; ++k)
    s += w[k] * (i + k);
  if (i < n)
    out[i] = s;
}
__global__ void const_loop_child(int *out, const int *w, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    for (int k = 0; k < 100; ++k)
      out[i] += w[(i + k) % n];
}
__global__ void nested_loop_child(int *out, const int *w, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    for (int a = 0; a < 8; ++a)
      for (int b = 0; b < 8; ++b)
        out[i] += w[(i + a * b) % n];
}

__global__ void p_add_sub(int *out, int n) {
  child<<<(n + 127) / 128, 128>>>(out, n);
}
__global__ void p_sub_add(int *out, int n) {
  child<<<(n - 1) / 128 + 1, 128>>>(out, n);
}
__global__ void p_rem(int *out, int n) {
  child<<<n / 128 + (n % 128 != 0), 128>>>(out, n);
}
__global__ void p_unsigned(int *out, unsigned n) {
  child<<<(n + 255u) / 256u, 256>>>(out, n);
}
__global__ void p_ceilf(int *out, int n) {
  child<<<(unsigned)ceilf((float)n / 128), 128>>>(out, n);
}
__global__ void p_ceil_double(int *out, int n) {
  child<<<(unsigned)ceil(n / (double)64), 64>>>(out, n);
}
__global__ void p_var_block(int *out, int n, int b) {
  child<<<(n + b - 1) / b, b>>>(out, n);
}
__global__ void p_split(int *out, int n) {
  int threads = n * 2;
  int blocks = (threads + 127) / 128;
  child<<<blocks, 128>>>(out, threads);
}
__global__ void p_shift(int *out, unsigned n) {
  child<<<(n + 63) >> 6, 64>>>(out, n);
}
__global__ void p_2d(int *out, int w, int h) {
  child2d<<<dim3((w + 15) / 16, (h + 7) / 8), dim3(16, 8)>>>(out, w, h);
}
__global__ void p_plain(int *out, int blocks) {
  child<<<blocks, 32>>>(out, blocks * 32);
}
__global__ void p_loop(int *out, const int *sizes, int m) {
  for (int i = 0; i < m; ++i)
    child<<<(sizes[i] + 31) / 32, 32>>>(out, sizes[i]);
}
__global__ void p_nested(int *out, int n) {
  grandparent_child<<<1, 32>>>(out, n);
}
__global__ void p_loops(int *out, const int *len, int n) {
  loop_child<<<(n + 127) / 128, 128>>>(out, len, n);
  callee_loop_child<<<(n + 127) / 128, 128>>>(out, len, n);
}
__global__ void p_short_loops(int *out, const int *w, int n) {
  short_loop_child<<<(n + 127) / 128, 128>>>(out, w, n);
  const_loop_child<<<(n + 127) / 128, 128>>>(out, w, n);
  nested_loop_child<<<(n + 127) / 128, 128>>>(out, w, n);
}
__global__ void p_refused(int *out) {
  barrier_child<<<1, 32>>>(out);
  dynshared_child<<<1, 32, 128>>>(out);
  child<<<1, 32, 0, cudaStreamTailLaunch>>>(out, 32);
}
// Where the lanes of a warp that reach a launch are all of them (past a
// guard on the thread's index), its spread child runs at the launch; where
// a lane's data decides, it waits for the thread's exit.
__global__ void p_guarded(int *out, const int *sizes, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < m)
    child<<<(sizes[i] + 63) / 64, 64>>>(out, sizes[i]);
}
__global__ void p_sparse(int *out, const int *sizes, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < m && sizes[i] > 0)
    child<<<(sizes[i] + 63) / 64, 64>>>(out, sizes[i]);
}
__global__ void p_block_guard(int *out, const int *limits, int m) {
  if (threadIdx.x < limits[blockIdx.x])
    child<<<(m + 63) / 64, 64>>>(out, m);
}
__global__ void p_first_lane(int *out, int m) {
  if (threadIdx.x % 32 == 0)
    child<<<(m + 63) / 64, 64>>>(out, m);
}
// Every lane reaches these launches too: a per-thread branch that joins
// again before the launch (a division that may trap stays a branch), and a
// second launch after a first (the launches into cudaStreamFireAndForget,
// unordered with each other).
__global__ void p_rejoin(int *out, const int *sizes) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int n = sizes[i];
  int gx = n < 4 ? n : 4;
  int g = gx > 0 ? (n + gx - 1) / gx : 1;
  child<<<g, 64>>>(out, n);
}
__global__ void p_two_launches(int *out, const int *sizes, int m) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<(sizes[i] + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(out, sizes[i]);
  child<<<(m + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(out + m, m);
}
// A loop of a constant count: every lane runs each iteration's launch (the
// launch's own test of its buffer, on the way round, meets again before
// it). Not so with a count or a break of the thread's own. (Not unrolled.)
__global__ void p_const_loop(int *out, const int *sizes) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#pragma unroll 1
  for (int k = 0; k < 4; ++k)
    child<<<(sizes[4 * i + k] + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(out, sizes[4 * i + k]);
}
__global__ void p_thread_loop(int *out, const int *sizes) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int k = 0; k < sizes[i]; ++k)
    child<<<(sizes[k] + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(out, sizes[k]);
}
__global__ void p_thread_break(int *out, const int *sizes) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#pragma unroll 1
  for (int k = 0; k < 4; ++k) {
    child<<<(sizes[i + k] + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(out, sizes[i + k]);
    if (sizes[i] > k)
      break;
  }
}
// A bound in a by-value struct: the same in every lane while nothing writes
// the struct.
struct Bounds {
  int n;
  const int *sizes;
};
__global__ void p_byval_bound(int *out, Bounds b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < b.n)
    child<<<(b.sizes[i] + 63) / 64, 64>>>(out, b.sizes[i]);
}
__global__ void p_byval_written(int *out, Bounds b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (out[i] > 0)
    b.n = out[i];
  if (i < b.n)
    child<<<(b.sizes[i] + 63) / 64, 64>>>(out, b.sizes[i]);
}
