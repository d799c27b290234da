// Build: clang++-22 -O2 -std=c++17 -I bench tc_block_model.cpp <bench objects>/host/datasets.o <bench objects>/host/reference.o -lpthread
// Run: tc_block_model DATASET T (datasets from `dpbench gen --data-dir /tmp/data`)
// TC's serialized children (fewer than T out-edges) spread over the parent's
// warp, as DPOpt does today, against the same items spread over the parent's
// block of 256 threads (8 warps; each round deals 256 items, 32 a warp, in
// prefix order). The cost model of ../../2026-11-30-h200-verify/experiments/
// tc_model.cpp: an item (oriented edge u->v) costs deg+(u) + deg+(v) merge
// steps, a warp round its slowest lane's. A warp's cost is the sum of its
// rounds; a block finishes with its slowest warp. Printed: the sum of warp
// steps (the throughput term), the slowest warps and blocks (the tail), and
// the flat kernel's (a thread per oriented edge, blocks of 256).
#include "common/datasets.h"
#include "common/reference.h"
#include <algorithm>
#include <cstdio>
#include <vector>
using namespace bench;

static void report(const char *What, std::vector<double> Warps, size_t PerBlock) {
  double Sum = 0;
  std::vector<double> Blocks;
  for (size_t W = 0; W < Warps.size(); W += PerBlock) {
    double Mx = 0;
    for (size_t K = W; K < std::min(Warps.size(), W + PerBlock); ++K) {
      Sum += Warps[K];
      Mx = std::max(Mx, Warps[K]);
    }
    Blocks.push_back(Mx);
  }
  std::sort(Warps.rbegin(), Warps.rend());
  std::sort(Blocks.rbegin(), Blocks.rend());
  double BlockSum = 0;
  for (double B : Blocks)
    BlockSum += B;
  printf(" %-22s warp steps %.3g; slowest warps %.0f %.0f %.0f %.0f (1st, 2nd, 11th, "
         "101st); block-steps (slowest warp a block, summed) %.3g, slowest blocks %.0f %.0f\n",
         What, Sum, Warps[0], Warps[1], Warps[10], Warps[100], BlockSum, Blocks[0], Blocks[1]);
}

int main(int argc, char **argv) {
  Graph G = load_graph(argv[1], "/tmp/data");
  Oriented O = orient_by_degree(G);
  int T = argc > 2 ? atoi(argv[2]) : 16;
  long M = O.col.size();
  auto Deg = [&](int U) { return O.rowptr[U + 1] - O.rowptr[U]; };
  auto Cost = [&](long E) { return (double)Deg(O.src[E]) + Deg(O.col[E]); };
  auto Rounds = [&](const std::vector<long> &Items, size_t First, size_t Stride,
                    size_t Width) {
    double C = 0;
    for (size_t R = First; R < Items.size(); R += Stride) {
      double Mx = 0;
      for (size_t K = R; K < std::min(Items.size(), R + Width); ++K)
        Mx = std::max(Mx, Cost(Items[K]));
      C += Mx;
    }
    return C;
  };
  std::vector<double> Flat;
  for (long W = 0; W < M; W += 32) {
    double Mx = 0;
    for (long E = W; E < std::min(M, W + 32); ++E)
      Mx = std::max(Mx, Cost(E));
    Flat.push_back(Mx);
  }
  std::vector<double> WarpSpread, BlockSpread;
  for (int B = 0; B < O.n; B += 256) {
    std::vector<long> BlockItems;
    for (int W = B; W < std::min(O.n, B + 256); W += 32) {
      std::vector<long> Items;
      for (int U = W; U < std::min(O.n, W + 32); ++U)
        if (Deg(U) > 0 && Deg(U) < T)
          for (long E = O.rowptr[U]; E < O.rowptr[U + 1]; ++E)
            Items.push_back(E);
      WarpSpread.push_back(Rounds(Items, 0, 32, 32));
      BlockItems.insert(BlockItems.end(), Items.begin(), Items.end());
    }
    for (int K = 0; K < 8; ++K)
      BlockSpread.push_back(Rounds(BlockItems, 32 * K, 256, 32));
  }
  printf("%s T=%d: %d vertices, %ld oriented edges\n", argv[1], T, O.n, M);
  report("flat", Flat, 8);
  report("serial, warp spread", WarpSpread, 8);
  report("serial, block spread", BlockSpread, 8);
}
