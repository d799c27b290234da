// Build: clang++-22 -O2 -std=c++17 -I bench tc_model.cpp <bench objects>/host/datasets.o <bench objects>/host/reference.o -lpthread
// Run: tc_model DATASET T (datasets from `dpbench gen --data-dir /tmp/data`)
// Cost model of TC's flat kernel against DPOpt's DP program (threshold T:
// children of < T out-edges spread over the parent's warp, others launched as
// blocks of 64): an item (oriented edge u->v) costs deg+(u) + deg+(v) merge
// steps; a warp step costs its slowest lane's.
#include "common/datasets.h"
#include "common/reference.h"
#include <algorithm>
#include <cstdio>
#include <vector>
using namespace bench;
int main(int argc, char **argv) {
  Graph g = load_graph(argv[1], "/tmp/data");
  Oriented o = orient_by_degree(g);
  int T = argc > 2 ? atoi(argv[2]) : 16;
  long m = o.col.size();
  auto deg = [&](int u) { return o.rowptr[u + 1] - o.rowptr[u]; };
  auto cost = [&](long e) { return (double)deg(o.src[e]) + deg(o.col[e]); };
  // flat: warps of 32 consecutive edges
  double flatSum = 0, flatMax = 0; long flatWarps = 0;
  for (long w = 0; w < m; w += 32) {
    double mx = 0;
    for (long e = w; e < std::min(m, w + 32); e++) mx = std::max(mx, cost(e));
    flatSum += mx; flatMax = std::max(flatMax, mx); flatWarps++;
  }
  // DP: parent warp of 32 vertices; spread items in rounds of 32 in prefix order
  double spSum = 0, spMaxWarp = 0, lSum = 0, lMax = 0; long lThreads = 0, lBlocks = 0;
  long spItems = 0, lItems = 0, lWarps = 0, spWarps = 0;
  std::vector<double> warpCost;
  for (int w = 0; w < o.n; w += 32) {
    std::vector<long> items;
    for (int u = w; u < std::min(o.n, w + 32); u++) {
      int d = deg(u);
      if (d == 0) continue;
      if (d < T) { for (long e = o.rowptr[u]; e < o.rowptr[u + 1]; e++) items.push_back(e); }
      else {
        for (long b = o.rowptr[u]; b < o.rowptr[u + 1]; b += 32) {
          double mx = 0;
          for (long e = b; e < std::min<long>(o.rowptr[u + 1], b + 32); e++) mx = std::max(mx, cost(e));
          lSum += mx; lMax = std::max(lMax, mx); lWarps++;
        }
        lItems += d;
        lThreads += (d + 63) / 64 * 64; // the child's blocks of 64
        lBlocks += (d + 63) / 64;
      }
    }
    double wc = 0;
    for (size_t r = 0; r < items.size(); r += 32) {
      double mx = 0;
      for (size_t k = r; k < std::min(items.size(), r + 32); k++) mx = std::max(mx, cost(items[k]));
      wc += mx;
    }
    spItems += items.size(); if (!items.empty()) spWarps++;
    spSum += wc; spMaxWarp = std::max(spMaxWarp, wc); warpCost.push_back(wc);
  }
  std::sort(warpCost.rbegin(), warpCost.rend());
  printf("%s T=%d: n %d m %ld\n", argv[1], T, o.n, m);
  printf(" flat: %ld warps, sum of warp steps %.3g, max warp %.0f\n", flatWarps, flatSum, flatMax);
  printf(" spread: %ld items in %ld warps, sum %.3g, max warp %.0f, top warps %.0f %.0f %.0f %.0f\n", spItems, spWarps, spSum, spMaxWarp,
         warpCost[0], warpCost[1], warpCost[10], warpCost[100]);
  printf(" launched: %ld items in %ld warps, sum %.3g, max warp %.0f; %ld blocks of 64, %.0f%% of their threads with an item\n", lItems, lWarps,
         lSum, lMax, lBlocks, 100.0 * lItems / std::max(1L, lThreads));
  printf(" DP total warp steps / flat: %.3f\n", (spSum + lSum) / flatSum);
}
