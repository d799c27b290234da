// Build (here): see build-tc-layouts.sh. Run: tc_layouts DATA_DIR DATASET...
// What an aggregated TC child could gain from packing its children's threads
// densely. For the out-edge lists of the vertices with at least T out-edges
// (TC's launched children at threshold T), each as a "record" (its list and
// length), three kernels do the same merges:
//  - blocked: as tc_child.dpopt.agg runs them today: the records' blocks of
//    64 (a child block per aggregated block), a block finds its record by a
//    search over the records' first blocks; threads past the record's length
//    idle;
//  - dense: a thread per item, the records' items back to back; a thread
//    finds its record by a binary search over the records' first items;
//  - dense-warp: the same, but a warp's lane 0 searches for the warp's first
//    item, and the lanes find theirs among the next 32 records' first items
//    (shuffles);
// and the flat kernel over the same items (a thread per oriented edge, its
// source from src[]): the ceiling. The items below T are counted on the host
// (untimed), so every variant's total is checked against tc_reference.
// Medians of 20 runs after 3 warm-ups, CUDA events.
#include "common/bench_cuda.h"
#include "common/datasets.h"
#include "common/reference.h"
#include <algorithm>
#include <cstdio>
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

__device__ __forceinline__ unsigned item(const int *rowptr, const int *col, int u, int i) {
  const int *adj = col + rowptr[u];
  int deg = rowptr[u + 1] - rowptr[u];
  int v = adj[i];
  return intersect(adj, deg, col + rowptr[v], rowptr[v + 1] - rowptr[v]);
}

// Every thread of the warp calls it: one atomic a warp, as tc_edges does
// (and as DPOpt's WarpAtomics makes of the child's per-thread atomicAdd).
__device__ __forceinline__ void add(u64 *total, unsigned c) {
  c = __reduce_add_sync(0xFFFFFFFFu, c);
  if ((threadIdx.x & 31) == 0 && c) atomicAdd(total, (u64)c);
}

// Flat over the given edges.
__global__ void k_flat(const int *rowptr, const int *col, const int *src, const long *edges, long m, u64 *total) {
  long k = (long)blockIdx.x * blockDim.x + threadIdx.x;
  unsigned c = 0;
  if (k < m) {
    long e = edges[k];
    int u = src[e];
    c = item(rowptr, col, u, (int)(e - rowptr[u]));
  }
  add(total, c);
}

// Largest r with first[r] <= key (first[0] = 0).
__device__ __forceinline__ int find(const long *first, int n, long key) {
  int lo = 0, hi = n;
  while (hi - lo > 1) {
    int mid = (lo + hi) / 2;
    if (first[mid] <= key) lo = mid; else hi = mid;
  }
  return lo;
}

__global__ void k_blocked(const int *rowptr, const int *col, const int *rec, const long *firstBlock, int n, u64 *total) {
  int r = find(firstBlock, n, blockIdx.x);
  int u = rec[r];
  int i = (int)(blockIdx.x - firstBlock[r]) * blockDim.x + threadIdx.x;
  unsigned c = 0;
  if (i < rowptr[u + 1] - rowptr[u]) c = item(rowptr, col, u, i);
  add(total, c);
}

__global__ void k_dense(const int *rowptr, const int *col, const int *rec, const long *firstItem, int n, long items, u64 *total) {
  long key = (long)blockIdx.x * blockDim.x + threadIdx.x;
  unsigned c = 0;
  if (key < items) {
    int r = find(firstItem, n, key);
    c = item(rowptr, col, rec[r], (int)(key - firstItem[r]));
  }
  add(total, c);
}

__global__ void k_dense_warp(const int *rowptr, const int *col, const int *rec, const long *firstItem, int n, long items,
                             u64 *total) {
  long key = (long)blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x & 31;
  long key0 = key - lane;
  if (key0 >= items) return; // the whole warp
  int r0 = 0;
  if (lane == 0) r0 = find(firstItem, n, key0);
  const unsigned live = 0xFFFFFFFFu;
  r0 = __shfl_sync(live, r0, 0);
  // Lane j holds the first item of record r0 + j, relative to key0 (each
  // record has an item, so the warp's 32 keys lie in r0 .. r0 + 31).
  long f = r0 + (int)lane < n ? firstItem[r0 + lane] - key0 : 1L << 40;
  int lo = 0; // largest j with f[j] <= lane
  for (int step = 16; step; step >>= 1) {
    long fj = __shfl_sync(live, f, lo + step);
    if (lo + step < 32 && fj <= (long)lane) lo += step;
  }
  unsigned c = 0;
  if (key < items) {
    int r = r0 + lo;
    c = item(rowptr, col, rec[r], (int)(key - firstItem[r]));
  }
  add(total, c);
}

template <class F> double timeIt(F launch) {
  GpuTimer t;
  std::vector<double> ms;
  for (int rep = 0; rep < 23; rep++) {
    t.start();
    launch();
    CUDA_CHECK_LAUNCH();
    t.stop();
    double v = t.ms();
    if (rep >= 3) ms.push_back(v);
  }
  return median(ms);
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: tc_layouts DATA_DIR DATASET...\n");
    return 2;
  }
  printf("dataset,T,records,items,blocked_threads,variant,ms,ok\n");
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
    for (int T : {1, 8, 16, 32}) {
      // The host's part: the lists below T (untimed, each triangle once).
      u64 below = 0;
      std::vector<int> rec;
      std::vector<long> firstBlock, firstItem, edges;
      long blocks = 0, items = 0;
      for (int u = 0; u < o.n; u++) {
        int d = o.rowptr[u + 1] - o.rowptr[u];
        if (d == 0) continue;
        if (d < T) {
          for (int i = o.rowptr[u]; i < o.rowptr[u + 1]; i++) {
            int v = o.col[i], p = o.rowptr[u], q = o.rowptr[v];
            while (p < o.rowptr[u + 1] && q < o.rowptr[v + 1]) {
              int x = o.col[p], y = o.col[q];
              below += x == y;
              p += x <= y;
              q += y <= x;
            }
          }
          continue;
        }
        rec.push_back(u);
        firstBlock.push_back(blocks);
        firstItem.push_back(items);
        for (long e = o.rowptr[u]; e < o.rowptr[u + 1]; e++) edges.push_back(e);
        blocks += (d + 63) / 64;
        items += d;
      }
      int n = (int)rec.size();
      DevBuf<int> drec;
      DevBuf<long> dfb, dfi, dedges;
      drec.upload(rec);
      dfb.upload(firstBlock);
      dfi.upload(firstItem);
      dedges.upload(edges);
      auto run = [&](const char *name, auto launch) {
        double ms = timeIt([&] {
          CUDA_CHECK(cudaMemsetAsync(total, 0, sizeof(u64)));
          launch();
        });
        u64 got = total.download()[0] + below;
        bool ok = got == ref;
        bad += !ok;
        printf("%s,%d,%d,%ld,%ld,%s,%.4f,%s\n", argv[a], T, n, items, blocks * 64, name, ms, ok ? "ok" : "WRONG");
        fflush(stdout);
      };
      run("tc_edges256", [&] { k_flat<<<(unsigned)((items + 255) / 256), 256>>>(rowptr, col, src, dedges, items, total); });
      unsigned denseGrid128 = (unsigned)((items + 127) / 128), denseGrid64 = (unsigned)((items + 63) / 64);
      run("flat", [&] { k_flat<<<denseGrid128, 128>>>(rowptr, col, src, dedges, items, total); });
      run("blocked64", [&] { k_blocked<<<(unsigned)blocks, 64>>>(rowptr, col, drec, dfb, n, total); });
      run("dense64", [&] { k_dense<<<denseGrid64, 64>>>(rowptr, col, drec, dfi, n, items, total); });
      run("dense128", [&] { k_dense<<<denseGrid128, 128>>>(rowptr, col, drec, dfi, n, items, total); });
      run("densewarp64", [&] { k_dense_warp<<<denseGrid64, 64>>>(rowptr, col, drec, dfi, n, items, total); });
      run("densewarp128", [&] { k_dense_warp<<<denseGrid128, 128>>>(rowptr, col, drec, dfi, n, items, total); });
    }
  }
  return bad != 0;
}
