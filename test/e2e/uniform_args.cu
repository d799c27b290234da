// E2E-DPOPT-FLAGS: -mllvm -dpopt-assume-independent-launches
// (a thread's launches here write disjoint cells, which the launch-order
// analysis cannot tell: the flag keeps them transformed.)
// uniform_args: arguments that every record of one aggregated launch shares
// become parameters of the aggregated kernel (UniformLaunchArgs.h); the
// others must still come from each record. Each case below would write
// wrong cells if an argument that differs between the records of a launch
// were taken from the first one:
//  - a recursion that passes out, a by-value struct and a counter through
//    and changes depth and node (levels of 2-thread grids, which also run
//    serially in their parents, so a level's records mix depths);
//  - a recursion that swaps its two arrays at each level;
//  - one kernel's two sites that pass different arrays;
//  - a chain host -> middle -> last whose middle also runs serially, and
//    one that passes a per-thread pointer down;
//  - a parent that changes its by-value struct before passing it on;
//  - a kernel never launched from the device passing a struct field on;
//  - a mutual recursion.
// The host checks every cell.
#define TEST_NAME "uniform_args"
#include "e2e.h"

struct Geom {
  int n;
  int scale;
};

constexpr int kParents = 4 * 64, kDepth = 5;
// Nodes of a binary tree of depth kDepth per root (heap order).
constexpr int kTree = (1 << (kDepth + 1)) - 1;

// The grid of node n's children: 2 threads (below the threshold of a child
// that launches: run serially) or 80 (launched), so that one group's records
// come from both. Only the first two threads walk the tree.
__host__ __device__ int tree_threads(int n) { return n & 1 ? 2 : 80; }

__global__ void rec(int *out, Geom g, int depth, int node, int root, int *cnt) {
  if (threadIdx.x >= 2) {
    atomicAdd(&cnt[1], 1);
    return;
  }
  int n = 2 * node + 1 + threadIdx.x;
  out[root * kTree + n] = g.n * 100 + g.scale * depth + root;
  atomicAdd(&cnt[0], 1);
  if (depth < kDepth)
    rec<<<1, tree_threads(n)>>>(out, g, depth + 1, n, root, cnt); //@launch
}

__global__ void rec_top(int *out, Geom g, int *cnt) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  out[p * kTree] = g.n * 100 + p;
  rec<<<1, tree_threads(p)>>>(out, g, 1, 0, p, cnt); //@launch
}

__global__ void swapped(int *a, int *b, int depth, int id) {
  if (threadIdx.x >= 2)
    return;
  a[id * 2 + threadIdx.x] += depth;
  if (threadIdx.x == 0 && depth > 0)
    swapped<<<1, tree_threads(id + depth)>>>(b, a, depth - 1, id); //@launch
}

__global__ void swap_top(int *a, int *b) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  swapped<<<1, tree_threads(id)>>>(a, b, 4, id); //@launch
}

__global__ void sink(int *p, int i) { p[i * 32 + threadIdx.x] = i + 1; }
__global__ void two_sites(int *p, int *q) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i & 1)
    sink<<<1, 32>>>(p, i); //@launch
  else
    sink<<<1, 32>>>(q, i); //@launch
}

__global__ void last(int *p, int v, int i) { p[i * 8 + threadIdx.x] = v; }
__global__ void middle(int *p, int v, int i) {
  last<<<1, 8>>>(p, v + 1, i * 4 + threadIdx.x); //@launch
}
__global__ void host_chain(int *p, int v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  middle<<<1, 4>>>(p, v, i); //@launch
}

__global__ void wobbly_last(int *p, int v) { p[threadIdx.x] = v; }
__global__ void wobbly_middle(int *p, int v) {
  wobbly_last<<<1, 8>>>(p + threadIdx.x * 8, v); //@launch
}
__global__ void wobbly_chain(int *p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  wobbly_middle<<<1, 4>>>(p + i * 32, i); //@launch
}

__global__ void geom_leaf(Geom g, int *out, int i) {
  out[i * 16 + threadIdx.x] = g.n * 10 + g.scale;
}
__global__ void writes_geom(Geom g, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  g.n += i;
  geom_leaf<<<1, 16>>>(g, out, i); //@launch
}

__global__ void field_leaf(int *buf, int n, int i) {
  buf[i * 16 + threadIdx.x] = n + i;
}
__global__ void host_only(Geom g, int *buf) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  field_leaf<<<1, 16>>>(buf, g.n, i); //@launch
}

__global__ void pong(int *p, int d, int id);
__global__ void ping(int *p, int d, int id) {
  atomicAdd(&p[id], 1);
  if (threadIdx.x == 0 && d > 0)
    pong<<<1, 2>>>(p, d - 1, id); //@launch
}
__global__ void pong(int *p, int d, int id) {
  atomicAdd(&p[id], 100);
  if (threadIdx.x == 0 && d > 0)
    ping<<<1, 2>>>(p, d - 1, id); //@launch
}
__global__ void pinger(int *p) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  ping<<<1, 2>>>(p, 5, id); //@launch
}

int main() {
  e2e_set_pending_launches(1 << 16);
  const Geom g = {7, 3};
  int *tree = dev_alloc<int>(kParents * kTree, 0xff);
  int *cnt = dev_alloc<int>(2, 0);
  int *sa = dev_alloc<int>(kParents * 2, 0),
      *sb = dev_alloc<int>(kParents * 2, 0);
  int *sp = dev_alloc<int>(kParents * 32, 0),
      *sq = dev_alloc<int>(kParents * 32, 0);
  int *chain = dev_alloc<int>(kParents * 32, 0xff);
  int *wobbly = dev_alloc<int>(kParents * 32, 0xff);
  int *geom = dev_alloc<int>(kParents * 16, 0xff);
  int *field = dev_alloc<int>(kParents * 16, 0xff);
  int *pp = dev_alloc<int>(kParents, 0);

  GpuTimer timer;
  timer.start();
  rec_top<<<kParents / 64, 64>>>(tree, g, cnt); //@host
  CK_LAUNCH();
  swap_top<<<kParents / 64, 64>>>(sa, sb); //@host
  CK_LAUNCH();
  two_sites<<<kParents / 64, 64>>>(sp, sq); //@host
  CK_LAUNCH();
  host_chain<<<kParents / 64, 64>>>(chain, 40); //@host
  CK_LAUNCH();
  wobbly_chain<<<kParents / 64, 64>>>(wobbly); //@host
  CK_LAUNCH();
  writes_geom<<<kParents / 64, 64>>>(g, geom); //@host
  CK_LAUNCH();
  host_only<<<kParents / 64, 64>>>(g, field); //@host
  CK_LAUNCH();
  pinger<<<kParents / 64, 64>>>(pp); //@host
  CK_LAUNCH();
  float ms = timer.stop();

  Checker chk;
  std::vector<int> wt(kParents * kTree);
  int extra = 0;
  for (int r = 0; r < kParents; ++r)
    for (int n = 0; n < kTree; ++n) {
      int depth = 0;
      for (int m = n; m > 0; m = (m - 1) / 2)
        ++depth;
      wt[r * kTree + n] = g.n * 100 + g.scale * depth + r;
      if (depth < kDepth) // node n's children's grid
        extra += (n == 0 ? tree_threads(r) : tree_threads(n)) - 2;
    }
  chk.eq_array("recursion", to_host(tree, kParents * kTree), wt);
  chk.eq_array("recursion's threads", to_host(cnt, 2),
               std::vector<int>{kParents * (kTree - 1), extra});
  // Levels 4, 2, 0 write a, levels 3, 1 write b.
  chk.eq_array("swapped a", to_host(sa, kParents * 2),
               std::vector<int>(kParents * 2, 4 + 2 + 0));
  chk.eq_array("swapped b", to_host(sb, kParents * 2),
               std::vector<int>(kParents * 2, 3 + 1));
  std::vector<int> wp(kParents * 32, 0), wq(kParents * 32, 0);
  for (int i = 0; i < kParents; ++i)
    for (int x = 0; x < 32; ++x)
      (i & 1 ? wp : wq)[i * 32 + x] = i + 1;
  chk.eq_array("two sites p", to_host(sp, kParents * 32), wp);
  chk.eq_array("two sites q", to_host(sq, kParents * 32), wq);
  chk.eq_array("chain", to_host(chain, kParents * 32),
               std::vector<int>(kParents * 32, 41));
  std::vector<int> ww(kParents * 32);
  for (int i = 0; i < kParents * 32; ++i)
    ww[i] = i / 32;
  chk.eq_array("per-thread pointers", to_host(wobbly, kParents * 32), ww);
  std::vector<int> wg(kParents * 16), wf(kParents * 16);
  for (int i = 0; i < kParents * 16; ++i) {
    wg[i] = (g.n + i / 16) * 10 + g.scale;
    wf[i] = g.n + i / 16;
  }
  chk.eq_array("changed by-value struct", to_host(geom, kParents * 16), wg);
  chk.eq_array("struct field", to_host(field, kParents * 16), wf);
  // ping and pong alternate from level 5 down: 3 pings of 2 threads (+1
  // each), 3 pongs (+100 each).
  chk.eq_array("mutual recursion", to_host(pp, kParents),
               std::vector<int>(kParents, 3 * 2 + 3 * 200));
  return chk.finish(ms);
}
