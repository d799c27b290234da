// Build (here): see build-tc-road.sh. Run: tc_road DATA_DIR DATASET...
// How fast TC's DP program could run on the road graph with every child
// serial, if the parent's warp shared its lanes' children's threads
// evenly: a thread per vertex (as tc_parent), the lanes' out-degrees
// scanned over the warp, and the warp's items (one per oriented edge, as
// tc_child's threads) taken 32 at a time, each lane finding the item's
// vertex by a binary search over the scan (5 shuffles). Against the flat
// kernel (tc_edges, a thread per oriented edge) and the hand-serialized
// DP program (tc_ser), in one process. Totals checked against
// tc_reference. Medians of 20 runs after warm-ups, CUDA events, the
// variants alternated (A B C ... C B A) twice.
#include "common/bench_cuda.h"
#include "common/datasets.h"
#include "common/reference.h"
#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <string>
#include <vector>

using namespace bench;
typedef unsigned long long u64;

__device__ __forceinline__ unsigned intersect(const int *a, int na, const int *b, int nb) {
  unsigned c = 0;
  int i = 0, j = 0;
  while (i < na && j < nb) {
    int x = a[i], y = b[j];
    c += x == y;
    i += x <= y;
    j += y <= x;
  }
  return c;
}

__global__ void tc_edges(const int *rowptr, const int *col, const int *src, long m, u64 *total) {
  long e = (long)blockIdx.x * blockDim.x + threadIdx.x;
  unsigned c = 0;
  if (e < m) {
    int u = src[e], v = col[e];
    c = intersect(col + rowptr[u], rowptr[u + 1] - rowptr[u], col + rowptr[v], rowptr[v + 1] - rowptr[v]);
  }
  c = __reduce_add_sync(0xFFFFFFFFu, c);
  if ((threadIdx.x & 31) == 0 && c) atomicAdd(total, (u64)c);
}

__global__ void tc_ser(const int *rowptr, const int *col, int n, u64 *total) {
  int u = blockIdx.x * blockDim.x + threadIdx.x;
  if (u < n) {
    const int *adj = col + rowptr[u];
    int deg = rowptr[u + 1] - rowptr[u];
    for (int i = 0; i < deg; i++) {
      int v = adj[i];
      unsigned c = intersect(adj, deg, col + rowptr[v], rowptr[v + 1] - rowptr[v]);
      if (c) atomicAdd(total, (u64)c);
    }
  }
}

// The serial loop with one warp-reduced atomic at the thread's end.
__global__ void tc_ser_reduced(const int *rowptr, const int *col, int n, u64 *total) {
  int u = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned c = 0;
  if (u < n) {
    const int *adj = col + rowptr[u];
    int deg = rowptr[u + 1] - rowptr[u];
    for (int i = 0; i < deg; i++) {
      int v = adj[i];
      c += intersect(adj, deg, col + rowptr[v], rowptr[v + 1] - rowptr[v]);
    }
  }
  c = __reduce_add_sync(0xFFFFFFFFu, c);
  if ((threadIdx.x & 31) == 0 && c) atomicAdd(total, (u64)c);
}

// The warp's children's threads shared evenly over its lanes.
template <bool Reduced>
__global__ void tc_warp_balanced(const int *rowptr, const int *col, int n, u64 *total) {
  int u = blockIdx.x * blockDim.x + threadIdx.x;
  int beg = 0, deg = 0;
  if (u < n) {
    beg = rowptr[u];
    deg = rowptr[u + 1] - beg;
  }
  const unsigned full = 0xFFFFFFFFu;
  int lane = threadIdx.x & 31;
  int incl = deg;
  for (int d = 1; d < 32; d <<= 1) {
    int o = __shfl_up_sync(full, incl, d);
    if (lane >= d) incl += o;
  }
  int sum = __shfl_sync(full, incl, 31);
  unsigned c = 0;
  for (int base = 0; base < sum; base += 32) {
    int item = base + lane;
    // The first lane whose inclusive scan passes the item owns it.
    int owner = 0;
    for (int step = 16; step; step >>= 1) {
      int v = __shfl_sync(full, incl, owner + step - 1);
      if (v <= item) owner += step;
    }
    int ownerBeg = __shfl_sync(full, beg, owner);
    int ownerDeg = __shfl_sync(full, deg, owner);
    int ownerFirst = __shfl_sync(full, incl, owner) - ownerDeg;
    if (item < sum) {
      const int *adj = col + ownerBeg;
      int v = adj[item - ownerFirst];
      unsigned k = intersect(adj, ownerDeg, col + rowptr[v], rowptr[v + 1] - rowptr[v]);
      if (Reduced)
        c += k;
      else if (k)
        atomicAdd(total, (u64)k);
    }
  }
  if (Reduced) {
    c = __reduce_add_sync(full, c);
    if (lane == 0 && c) atomicAdd(total, (u64)c);
  }
}

template <class F> std::vector<double> timeIt(F launch, int reps) {
  GpuTimer t;
  std::vector<double> ms;
  for (int rep = 0; rep < reps; rep++) {
    t.start();
    launch();
    CUDA_CHECK_LAUNCH();
    t.stop();
    ms.push_back(t.ms());
  }
  return ms;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: tc_road DATA_DIR DATASET...\n");
    return 2;
  }
  printf("dataset,variant,median_ms,min_ms,max_ms,ok\n");
  int bad = 0;
  for (int a = 2; a < argc; a++) {
    Graph g = load_graph(argv[a], argv[1]);
    Oriented o = orient_by_degree(g);
    u64 ref = tc_reference(o);
    DevBuf<int> rowptr, col, src;
    rowptr.upload(o.rowptr);
    col.upload(o.col);
    src.upload(o.src);
    DevBuf<u64> total(1);
    const int n = o.n;
    const long m = (long)o.col.size();
    const unsigned vertexBlocks = (n + 255) / 256;
    struct Variant {
      std::string name;
      std::function<void()> launch;
    };
    std::vector<Variant> vs = {
        {"flat", [&] { tc_edges<<<(unsigned)((m + 255) / 256), 256>>>(rowptr, col, src, m, total); }},
        {"ser", [&] { tc_ser<<<vertexBlocks, 256>>>(rowptr, col, n, total); }},
        {"ser_reduced", [&] { tc_ser_reduced<<<vertexBlocks, 256>>>(rowptr, col, n, total); }},
        {"warp", [&] { tc_warp_balanced<false><<<vertexBlocks, 256>>>(rowptr, col, n, total); }},
        {"warp_reduced", [&] { tc_warp_balanced<true><<<vertexBlocks, 256>>>(rowptr, col, n, total); }},
    };
    std::map<std::string, std::vector<double>> times;
    for (int pass = 0; pass < 4; pass++) {
      for (size_t k = 0; k < vs.size(); k++) {
        const Variant &v = vs[pass % 2 ? vs.size() - 1 - k : k];
        auto one = [&] {
          CUDA_CHECK(cudaMemsetAsync(total, 0, sizeof(u64)));
          v.launch();
        };
        timeIt(one, 3); // warm-up
        std::vector<double> t = timeIt(one, 5);
        u64 got = total.download()[0];
        if (got != ref) {
          bad++;
          printf("%s,%s,WRONG %llu want %llu\n", argv[a], v.name.c_str(), got, ref);
        }
        auto &all = times[v.name];
        all.insert(all.end(), t.begin(), t.end());
      }
    }
    for (const Variant &v : vs) {
      auto &t = times[v.name];
      printf("%s,%s,%.4f,%.4f,%.4f,ok\n", argv[a], v.name.c_str(), median(t), *std::min_element(t.begin(), t.end()),
             *std::max_element(t.begin(), t.end()));
    }
    fflush(stdout);
  }
  return bad != 0;
}
