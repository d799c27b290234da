// E2E-DPOPT-FLAGS: -mllvm -dpopt-assume-independent-launches
// (a thread's launches here do not depend on each other's order, which the
// launch-order analysis cannot tell: the flag keeps them transformed.)
// loop: launches in control flow.
//  - a launch inside a for loop (0..4 launches per parent thread), and one
//    inside a while loop that exits through a break;
//  - launches in divergent branches (if / else if / nothing);
//  - parent threads that return before launching anything;
//  - launches inside a __device__ helper and a __device__ template helper,
//    each called from two places;
//  - a parent grid of 4096 threads each launching one small child with a
//    power-law size (1 to 20001 elements; most children have 1 to 5 blocks).
#define TEST_NAME "loop"
#include "e2e.h"

constexpr int kLoopParents = 256, kMaxIter = 4, kLoopChild = 8;

__host__ __device__ inline bool returns_early(int t) { return t % 7 == 0; }
__host__ __device__ inline int iterations(int t) { return t % (kMaxIter + 1); }
__host__ __device__ inline int while_iterations(int t) { return t % 3; }

__global__ void child_loop(int *out, int t, int j) {
  out[threadIdx.x] = t * 1000 + j * 10 + threadIdx.x;
}
__global__ void child_a(int *out, int t) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = -(t * 100 + blockIdx.x * blockDim.x + threadIdx.x);
}
__global__ void child_b(int *out, int t) { out[threadIdx.x] = t * 7 + threadIdx.x; }
__global__ void child_w(int *out, int t, int k) { out[k] = t * 3 + k + 1; }
__global__ void child_helper(int *out, int v) { atomicAdd(out, v); }

__device__ void launch_helper(int *out, int v) {
  child_helper<<<1, 2>>>(out, v); //@launch
}
template <typename T> __global__ void child_tmpl(T *out, T v) { *out = v; }
template <typename T> __device__ void launch_tmpl(T *out, T v) {
  child_tmpl<T><<<1, 1>>>(out, v); //@launch
}

struct LoopOut {
  int *loop, *a, *b, *w, *helper;
  int *ti;
  double *td;
};

__global__ void parent_loop(LoopOut o) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (returns_early(t))
    return;
  for (int j = 0; j < iterations(t); ++j)
    child_loop<<<1, kLoopChild>>>(o.loop + (t * kMaxIter + j) * kLoopChild, t, j); //@launch
  if (t & 1)
    child_a<<<2, 4>>>(o.a + t * 8, t); //@launch
  else if (t % 3 == 0)
    child_b<<<1, 8>>>(o.b + t * 8, t); //@launch
  int k = 0;
  while (true) {
    if (k >= while_iterations(t))
      break;
    child_w<<<1, 1>>>(o.w + t * 3, t, k); //@launch
    ++k;
  }
  if (t % 5 == 1)
    launch_helper(o.helper, t);
  if (t % 5 == 2)
    launch_helper(o.helper + 1, 1);
  if (t == 1) {
    launch_tmpl<int>(o.ti, 12345);
    launch_tmpl<double>(o.td, 0.625);
  }
}

// Power-law sizes.
constexpr int kPowBlocks = 32, kPowThreads = 128, kPowParents = kPowBlocks * kPowThreads;
__host__ __device__ inline int pow_size(int i) {
  unsigned r = (unsigned)i * 2654435761u % kPowParents; // a permutation
  return 1 + 20000 / (int)(r + 1);
}

__global__ void child_pow(unsigned *out, int n, int i) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k < n)
    out[k] = (unsigned)i * 32768u + k;
}

__global__ void parent_pow(unsigned *out, const long *offsets) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int n = pow_size(i);
  child_pow<<<(n + 127) / 128, 128>>>(out + offsets[i], n, i); //@launch
}

int main() {
  e2e_set_pending_launches(16384);
  LoopOut o;
  o.loop = dev_alloc<int>(kLoopParents * kMaxIter * kLoopChild, 0xff);
  o.a = dev_alloc<int>(kLoopParents * 8, 0xff);
  o.b = dev_alloc<int>(kLoopParents * 8, 0xff);
  o.w = dev_alloc<int>(kLoopParents * 3, 0xff);
  o.helper = dev_alloc<int>(2);
  o.ti = dev_alloc<int>(1);
  o.td = dev_alloc<double>(1);

  std::vector<long> offs(kPowParents + 1, 0);
  for (int i = 0; i < kPowParents; ++i)
    offs[i + 1] = offs[i] + pow_size(i);
  long total = offs[kPowParents];
  unsigned *pow_out = dev_alloc<unsigned>(total, 0xff);
  long *doffs = dev_alloc<long>(kPowParents + 1);
  CK(cudaMemcpy(doffs, offs.data(), offs.size() * sizeof(long), cudaMemcpyHostToDevice));

  GpuTimer timer;
  timer.start();
  parent_loop<<<kLoopParents / 64, 64>>>(o); //@host
  CK_LAUNCH();
  parent_pow<<<kPowBlocks, kPowThreads>>>(pow_out, doffs); //@host
  CK_LAUNCH();
  float ms = timer.stop();

  Checker chk;
  std::vector<int> wl(kLoopParents * kMaxIter * kLoopChild, -1), wa(kLoopParents * 8, -1),
      wb(kLoopParents * 8, -1), ww(kLoopParents * 3, -1);
  int h0 = 0, h1 = 0;
  for (int t = 0; t < kLoopParents; ++t) {
    if (returns_early(t))
      continue;
    for (int j = 0; j < iterations(t); ++j)
      for (int x = 0; x < kLoopChild; ++x)
        wl[(t * kMaxIter + j) * kLoopChild + x] = t * 1000 + j * 10 + x;
    if (t & 1)
      for (int x = 0; x < 8; ++x)
        wa[t * 8 + x] = -(t * 100 + x);
    else if (t % 3 == 0)
      for (int x = 0; x < 8; ++x)
        wb[t * 8 + x] = t * 7 + x;
    for (int k = 0; k < while_iterations(t); ++k)
      ww[t * 3 + k] = t * 3 + k + 1;
    if (t % 5 == 1)
      h0 += 2 * t;
    if (t % 5 == 2)
      h1 += 2;
  }
  chk.eq_array("for-loop children", to_host(o.loop, wl.size()), wl);
  chk.eq_array("if-branch children", to_host(o.a, wa.size()), wa);
  chk.eq_array("else-if-branch children", to_host(o.b, wb.size()), wb);
  chk.eq_array("while-loop children", to_host(o.w, ww.size()), ww);
  std::vector<int> hh = to_host(o.helper, 2);
  chk.eq("launch in __device__ helper", 0, hh[0], h0);
  chk.eq("launch in __device__ helper", 1, hh[1], h1);
  chk.eq("launch in template helper<int>", 0, to_host(o.ti, 1)[0], 12345);
  chk.eqf("launch in template helper<double>", 0, to_host(o.td, 1)[0], 0.625);

  std::vector<unsigned> hp = to_host(pow_out, total), wp(total);
  for (int i = 0; i < kPowParents; ++i)
    for (int k = 0; k < pow_size(i); ++k)
      wp[offs[i] + k] = (unsigned)i * 32768u + k;
  chk.eq_array("power-law children", hp, wp);
  return chk.finish(ms);
}
