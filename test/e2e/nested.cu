// E2E-DPOPT-FLAGS: -mllvm -dpopt-assume-independent-launches
// (a thread's launches here do not depend on each other's order, which the
// launch-order analysis cannot tell: the flag keeps them transformed.)
// nested: launches from launched grids.
//  - parent -> child -> grandchild (two device levels): every thread of every
//    child launches a grandchild;
//  - a recursive kernel of bounded depth: each grid of 2 threads stands for
//    two nodes of a binary tree; a thread writes its node's depth and, above
//    the depth limit, launches the grid of its node's two children;
//  - a recursive split: one thread launches two 1-thread grids of itself on
//    uneven halves of a range until the range is small (depth about 13);
//  - a wide middle level: two threads each launch a 2D grid of 39 blocks
//    whose threads launch leaves (aggregated: the middle kernel gets DPOpt's
//    block hooks, and its own launch is coarsened with them).
// Everything uses the default stream, so the plain build must pass too.
// The host checks every node and every grandchild element.
#define TEST_NAME "nested"
#include "e2e.h"

constexpr int kParentBlocks = 2, kParentThreads = 32;
constexpr int kParents = kParentBlocks * kParentThreads;
constexpr int kChildThreads = 4, kGrandThreads = 8;

__global__ void grandchild(int *out, int p, int c) {
  out[(p * kChildThreads + c) * kGrandThreads + threadIdx.x] =
      p * 10000 + c * 100 + threadIdx.x;
}

__global__ void child(int *out, int p) {
  int c = threadIdx.x;
  grandchild<<<1, kGrandThreads>>>(out, p, c); //@launch
}

__global__ void parent(int *out) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<1, kChildThreads>>>(out, p); //@launch
}

// Binary tree of depth kDepth (root depth 0): node n has children 2n+1, 2n+2.
constexpr int kDepth = 7;
constexpr int kNodes = (1 << (kDepth + 1)) - 1;

__global__ void rec(int *tree, int parent_node, int depth) {
  int n = 2 * parent_node + 1 + threadIdx.x;
  tree[n] = depth * 1000 + n;
  if (depth < kDepth)
    rec<<<1, 2>>>(tree, n, depth + 1); //@launch
}

// Recursion through one thread with a shrinking range (a recursive split).
__global__ void rec_split(int *out, int lo, int hi) {
  if (hi - lo <= 4) {
    for (int i = lo; i < hi; ++i)
      out[i] = i * 3 + 1;
    return;
  }
  int mid = lo + (hi - lo) / 3;
  rec_split<<<1, 1>>>(out, lo, mid); //@launch
  rec_split<<<1, 1>>>(out, mid, hi); //@launch
}

// The wide middle level.
constexpr int kWideThreads = 64, kWideGridX = 13, kWideGridY = 3;
constexpr int kWidePerHalf = kWideThreads * kWideGridX * kWideGridY;
constexpr int kLeafThreads = 16;

__global__ void wide_leaf(int *out, int i) {
  out[i * kLeafThreads + threadIdx.x] = i * 7 + threadIdx.x;
}

__global__ void wide_middle(int *out, int half) {
  int i = half * kWidePerHalf +
          (blockIdx.y * gridDim.x + blockIdx.x) * blockDim.x + threadIdx.x;
  if (i % 3 != 0)
    wide_leaf<<<1, kLeafThreads>>>(out, i); //@launch
}

__global__ void wide_top(int *out) {
  dim3 grid(kWideGridX, kWideGridY);
  wide_middle<<<grid, kWideThreads>>>(out, threadIdx.x); //@launch
}

__global__ void root(int *tree) {
  tree[0] = 0;
  rec<<<1, 2>>>(tree, 0, 1); //@launch
}

int main() {
  e2e_set_pending_launches(8192);
  const int n_grand = kParents * kChildThreads * kGrandThreads;
  int *grand = dev_alloc<int>(n_grand, 0xff);
  int *tree = dev_alloc<int>(kNodes, 0xff);
  const int n_split = 500;
  int *split = dev_alloc<int>(n_split, 0xff);
  const int n_wide = 2 * kWidePerHalf * kLeafThreads;
  int *wide = dev_alloc<int>(n_wide, 0xff);

  GpuTimer timer;
  timer.start();
  parent<<<kParentBlocks, kParentThreads>>>(grand); //@host
  CK_LAUNCH();
  root<<<1, 1>>>(tree); //@host
  CK_LAUNCH();
  rec_split<<<1, 1>>>(split, 0, n_split); //@host
  CK_LAUNCH();
  wide_top<<<1, 2>>>(wide); //@host
  CK_LAUNCH();
  float ms = timer.stop();

  Checker chk;
  std::vector<int> wg(n_grand);
  for (int p = 0; p < kParents; ++p)
    for (int c = 0; c < kChildThreads; ++c)
      for (int x = 0; x < kGrandThreads; ++x)
        wg[(p * kChildThreads + c) * kGrandThreads + x] = p * 10000 + c * 100 + x;
  chk.eq_array("grandchildren", to_host(grand, n_grand), wg);
  std::vector<int> wt(kNodes);
  for (int n = 0; n < kNodes; ++n) {
    int depth = 0;
    for (int m = n; m > 0; m = (m - 1) / 2)
      ++depth;
    wt[n] = depth * 1000 + n;
  }
  chk.eq_array("recursive tree nodes", to_host(tree, kNodes), wt);
  std::vector<int> ws(n_split);
  for (int i = 0; i < n_split; ++i)
    ws[i] = i * 3 + 1;
  chk.eq_array("recursive split", to_host(split, n_split), ws);
  std::vector<int> ww(n_wide, -1); // 0xff bytes
  for (int i = 0; i < 2 * kWidePerHalf; ++i)
    if (i % 3 != 0)
      for (int x = 0; x < kLeafThreads; ++x)
        ww[i * kLeafThreads + x] = i * 7 + x;
  chk.eq_array("wide middle level", to_host(wide, n_wide), ww);
  return chk.finish(ms);
}
