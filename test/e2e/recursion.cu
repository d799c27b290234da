// E2E-DPOPT-FLAGS: -mllvm -dpopt-assume-independent-launches
// (a thread's launches here do not depend on each other's order, which the
// launch-order analysis cannot tell: the flag keeps them transformed.)
// recursion: kernels that launch themselves or each other, which DPOpt
// aggregates level by level (each level's launches from a whole aggregated
// grid become one or a few launches):
//  - a tree: each grid of kFan threads stands for kFan sibling nodes; a node
//    above the depth limit launches the grid of its own children;
//  - mutual recursion: ping and pong split a range between two threads and
//    launch each other on the halves until a half is small;
//  - a chain close to CDP2's nesting limit (24): one thread of each 32-thread
//    grid launches the next level, kChainDepth levels below the host's grid,
//    so a DPOpt that added a level of nesting would fail here.
// Every launch's result is checked on the device (cudaGetLastError) and any
// failure the runtime counts is a FAIL. The host checks every element.
#define TEST_NAME "recursion"
#include "dpagg.h"
#include "e2e.h"
#include "e2e_dpagg.h"

#include <functional>

constexpr int kFan = 8, kTreeDepth = 5;
// Nodes of a kFan-ary tree of depth kTreeDepth (root depth 0), heap order.
constexpr int kTreeNodes = (8 * 8 * 8 * 8 * 8 * 8 - 1) / 7;

__global__ void tree(int *visits, int *depth_of, int *errs, int parent,
                     int depth) {
  int n = parent * kFan + 1 + threadIdx.x;
  atomicAdd(&visits[n], 1);
  depth_of[n] = depth;
  if (depth < kTreeDepth) {
    tree<<<1, kFan>>>(visits, depth_of, errs, n, depth + 1); //@launch
    e2e_record_last(errs, 0);
  }
}

__global__ void tree_root(int *visits, int *depth_of, int *errs) {
  atomicAdd(&visits[0], 1);
  depth_of[0] = 0;
  tree<<<1, kFan>>>(visits, depth_of, errs, 0, 1); //@launch
  e2e_record_last(errs, 0);
}

constexpr int kRange = 6000, kLeafSize = 5;

__global__ void pong(int *out, int *errs, int lo, int hi, int depth);

__global__ void ping(int *out, int *errs, int lo, int hi, int depth) {
  int mid = lo + (hi - lo) / 2;
  int a = threadIdx.x ? mid : lo, b = threadIdx.x ? hi : mid;
  if (b - a <= kLeafSize) {
    for (int i = a; i < b; ++i)
      atomicAdd(&out[i], 1000 * depth + 1);
    return;
  }
  pong<<<1, 2>>>(out, errs, a, b, depth + 1); //@launch
  e2e_record_last(errs, 1);
}

__global__ void pong(int *out, int *errs, int lo, int hi, int depth) {
  int mid = lo + (hi - lo) / 3;
  int a = threadIdx.x ? mid : lo, b = threadIdx.x ? hi : mid;
  if (b - a <= kLeafSize) {
    for (int i = a; i < b; ++i)
      atomicAdd(&out[i], 1000 * depth + 2);
    return;
  }
  ping<<<1, 2>>>(out, errs, a, b, depth + 1); //@launch
  e2e_record_last(errs, 1);
}

constexpr int kChainDepth = 22, kChainThreads = 32;

__global__ void chain(int *out, int *errs, int depth) {
  out[depth * kChainThreads + threadIdx.x] = depth * 100 + threadIdx.x;
  if (threadIdx.x == 0 && depth < kChainDepth) {
    chain<<<1, kChainThreads>>>(out, errs, depth + 1); //@launch
    e2e_record_last(errs, 2);
  }
}

int main() {
  e2e_set_pending_launches(16384);
  int *visits = dev_alloc<int>(kTreeNodes), *depth_of = dev_alloc<int>(kTreeNodes, 0xff);
  int *range = dev_alloc<int>(kRange);
  const int n_chain = (kChainDepth + 1) * kChainThreads;
  int *chained = dev_alloc<int>(n_chain, 0xff);
  int *errs = dev_alloc<int>(3);

  GpuTimer timer;
  timer.start();
  tree_root<<<1, 1>>>(visits, depth_of, errs); //@host
  CK_LAUNCH();
  ping<<<1, 2>>>(range, errs, 0, kRange, 0); //@host
  CK_LAUNCH();
  chain<<<1, kChainThreads>>>(chained, errs, 0); //@host
  CK_LAUNCH();
  float ms = timer.stop();

  Checker chk;
  static const char *const sites[] = {"tree", "ping/pong", "chain"};
  e2e_check_device_errors(chk, errs, 3, sites);
  std::vector<int> wv(kTreeNodes, 1), wd(kTreeNodes);
  for (int n = 0; n < kTreeNodes; ++n) {
    int d = 0;
    for (int m = n; m > 0; m = (m - 1) / kFan)
      ++d;
    wd[n] = d;
  }
  chk.eq_array("tree visits", to_host(visits, kTreeNodes), wv);
  chk.eq_array("tree depths", to_host(depth_of, kTreeNodes), wd);
  std::vector<int> wr(kRange, 0);
  std::function<void(bool, int, int, int)> split = [&](bool is_ping, int lo,
                                                       int hi, int depth) {
    int mid = is_ping ? lo + (hi - lo) / 2 : lo + (hi - lo) / 3;
    for (int t = 0; t < 2; ++t) {
      int a = t ? mid : lo, b = t ? hi : mid;
      if (b - a <= kLeafSize) {
        for (int i = a; i < b; ++i)
          wr[i] += 1000 * depth + (is_ping ? 1 : 2);
        continue;
      }
      split(!is_ping, a, b, depth + 1);
    }
  };
  split(true, 0, kRange, 0);
  chk.eq_array("ping/pong range", to_host(range, kRange), wr);
  std::vector<int> wc(n_chain);
  for (int d = 0; d <= kChainDepth; ++d)
    for (int t = 0; t < kChainThreads; ++t)
      wc[d * kChainThreads + t] = d * 100 + t;
  chk.eq_array("chain", to_host(chained, n_chain), wc);

  dpoptStats st = e2e_check_nothing_lost(chk);
  fprintf(stderr,
          "recursion: runtime: %llu launches, %llu failed, %llu aggregated "
          "launches of %llu records\n",
          st.launches, st.failedLaunches, st.aggLaunches, st.aggRecords);
  return chk.finish(ms);
}
