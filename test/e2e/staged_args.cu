// E2E-DPOPT-FLAGS: -mllvm -dpopt-assume-independent-launches
// (a thread's launches here write disjoint cells, which the launch-order
// analysis cannot tell: the flag keeps them transformed.)
// staged_args: an aggregated kernel stages the by-value arguments that its
// child (a child that launches kernels) only reads in shared memory, from
// the block's record, and the child's code reads them there (ChildVersions:
// buildAggregated). Each record's structs differ here, so a field read from
// another record's copy, or before the copy is complete, writes a wrong
// cell:
//  - rec: a recursion (two 64-thread blocks per node, down to depth 4)
//    whose two structs (one with chars and a short: odd sizes, alignment 1
//    and 2 inside; one with a double: alignment 8) come from each root
//    thread; it reads fields in a loop, after a barrier and in its launch;
//  - mid: a child that launches (not recursive: its aggregated kernel loops
//    over blocks), 2-block grids from 256 parent threads with their own
//    structs, each of whose blocks launches leaf with a field;
//  - rec_w: a recursion that changes its struct (a copy, not staged).
// The host checks every cell.
#define TEST_NAME "staged_args"
#include "e2e.h"

struct Odd {
  char tag;
  short reps;
  int v[3];
  char tail;
};
struct Wide {
  double d;
  long long k;
  char c[5];
};

constexpr int kRoots = 256, kDepth = 4, kThreads = 64;
// Nodes of a binary tree of depth kDepth per root (heap order).
constexpr int kNodes = (1 << (kDepth + 1)) - 1;

__host__ __device__ Odd odd_of(int r) {
  Odd o;
  o.tag = (char)(r % 100);
  o.reps = (short)(1 + r % 7);
  o.v[0] = r;
  o.v[1] = 3 * r + 1;
  o.v[2] = -r;
  o.tail = (char)(r % 13);
  return o;
}
__host__ __device__ Wide wide_of(int r) {
  Wide w;
  w.d = 0.5 * r;
  w.k = 1000LL * r;
  for (int i = 0; i < 5; ++i)
    w.c[i] = (char)(r % 5 + i);
  return w;
}

// What every thread of a node at depth d of root o writes (its
// neighbour's partial sum, the same as its own, and more fields).
int rec_value(const Odd &o, const Wide &w, int d) {
  int acc = 0;
  for (int i = 0; i < o.reps; ++i)
    acc += o.v[i % 3];
  return acc + o.tag + (int)w.d + (int)(w.k / 1000) + w.c[4] + o.tail + d;
}

__global__ void rec(Odd o, Wide w, int *out, int depth, int first) {
  __shared__ int part[kThreads];
  int t = threadIdx.x, node = first + blockIdx.x;
  int acc = 0;
  for (int i = 0; i < o.reps; ++i)
    acc += o.v[i % 3];
  part[t] = acc + o.tag;
  __syncthreads();
  out[(o.v[0] * kNodes + node) * kThreads + t] = part[(t + 1) % kThreads] +
                                                 (int)w.d + (int)(w.k / 1000) +
                                                 w.c[4] + o.tail + depth;
  if (t == 0 && depth < kDepth)
    rec<<<2, kThreads>>>(o, w, out, depth + 1, 2 * node + 1); //@launch
}

__global__ void rec_top(int *out) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  rec<<<1, kThreads>>>(odd_of(r), wide_of(r), out, 0, 0); //@launch
}

__global__ void leaf(int *out, int v, int cell) {
  out[cell * 8 + threadIdx.x] = v;
}
__global__ void mid(Odd o, int *out) {
  int cell = o.v[0] * 2 + blockIdx.x;
  if (threadIdx.x == 0)
    leaf<<<1, 8>>>(out, o.v[1] + o.tag + blockIdx.x, cell); //@launch
}
__global__ void mid_top(int *out) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  mid<<<2, 32>>>(odd_of(r), out); //@launch
}

__global__ void rec_w(Odd o, int *out, int depth, int first) {
  int node = first + blockIdx.x;
  o.v[1] += depth; // a copy of its own
  if (threadIdx.x == 0)
    out[o.v[0] * kNodes + node] = o.v[1];
  if (threadIdx.x == 0 && depth < kDepth)
    rec_w<<<2, 32>>>(o, out, depth + 1, 2 * node + 1); //@launch
}
__global__ void rec_w_top(int *out) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  rec_w<<<1, 32>>>(odd_of(r), out, 0, 0); //@launch
}

int main() {
  e2e_set_pending_launches(1 << 16);
  int *tree = dev_alloc<int>(kRoots * kNodes * kThreads, 0xff);
  int *mids = dev_alloc<int>(kRoots * 2 * 8, 0xff);
  int *wtree = dev_alloc<int>(kRoots * kNodes, 0xff);

  GpuTimer timer;
  timer.start();
  rec_top<<<kRoots / 64, 64>>>(tree); //@host
  CK_LAUNCH();
  mid_top<<<kRoots / 64, 64>>>(mids); //@host
  CK_LAUNCH();
  rec_w_top<<<kRoots / 64, 64>>>(wtree); //@host
  CK_LAUNCH();
  float ms = timer.stop();

  Checker chk;
  std::vector<int> wt(kRoots * kNodes * kThreads), ww(kRoots * kNodes);
  for (int r = 0; r < kRoots; ++r) {
    Odd o = odd_of(r);
    Wide w = wide_of(r);
    for (int n = 0; n < kNodes; ++n) {
      int depth = 0;
      for (int m = n; m > 0; m = (m - 1) / 2)
        ++depth;
      for (int t = 0; t < kThreads; ++t)
        wt[(r * kNodes + n) * kThreads + t] = rec_value(o, w, depth);
      // rec_w adds each depth on the way down: 0 + 1 + ... + depth.
      ww[r * kNodes + n] = o.v[1] + depth * (depth + 1) / 2;
    }
  }
  chk.eq_array("recursion", to_host(tree, kRoots * kNodes * kThreads), wt);
  std::vector<int> wm(kRoots * 2 * 8);
  for (int r = 0; r < kRoots; ++r)
    for (int b = 0; b < 2; ++b)
      for (int x = 0; x < 8; ++x) {
        Odd o = odd_of(r);
        wm[(r * 2 + b) * 8 + x] = o.v[1] + o.tag + b;
      }
  chk.eq_array("launching child", to_host(mids, kRoots * 2 * 8), wm);
  chk.eq_array("changed struct", to_host(wtree, kRoots * kNodes), ww);
  return chk.finish(ms);
}
