// MST: minimum spanning forest by Boruvka's algorithm, structured like
// LonestarGPU's MST. Two benchmarks come from one run:
//   MSTF  the "find" kernel: for every vertex, the lightest edge leaving its
//         component, reduced into the component's minimum (atomicMin);
//   MSTV  the "verify" kernel: every component looks its chosen edge up again
//         in the adjacency list of its endpoint and records the partner
//         component it links to (LonestarGPU's verify_min_elem).
// Each is timed on its own (sum over the Boruvka rounds, CUDA events around
// the kernel); the hooking and pointer-jumping kernels are the same in both
// versions and untimed for the rows (the whole loop is in "extra").
// No-DP: a thread per vertex (find) / per component (verify) loops over the
// edges. DP: that thread launches a child grid with a thread per edge.
// ser: DP serialized by hand: the DP parents with the launches replaced by
// loops over the edges that run the child's body (an atomicMin per edge in
// find; verify does not stop at the edge it finds).
// Edges are ordered by (weight, min endpoint, max endpoint) so that the
// chosen edges never form a cycle. Checked against CPU Kruskal: total
// weight and edge count of the forest.
#include "../common/bench_cuda.h"
#include "../common/datasets.h"
#include "../common/reference.h"

namespace bench {
namespace {

typedef unsigned long long u64;
constexpr u64 kNone = ~0ull;
constexpr int kBlock = 256;
constexpr int kChildBlock = 64;
constexpr int kMaxRounds = 64;

// key = weight:20 | min endpoint:22 | max endpoint:22
__device__ __forceinline__ u64 edge_key(int w, int u, int v) {
  int a = min(u, v), b = max(u, v);
  return ((u64)w << 44) | ((u64)a << 22) | (u64)b;
}
__device__ __forceinline__ int key_w(u64 k) { return (int)(k >> 44); }
__device__ __forceinline__ int key_a(u64 k) { return (int)((k >> 22) & 0x3FFFFF); }
__device__ __forceinline__ int key_b(u64 k) { return (int)(k & 0x3FFFFF); }

__global__ void mst_init(int *comp, int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n) comp[v] = v;
}

__global__ void mst_reset(u64 *cmin, int *partner, int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n) {
    cmin[v] = kNone;
    partner[v] = -1;
  }
}

// ---- find ----
__global__ void mst_find(const int *rowptr, const int *col, const int *wt, const int *comp, u64 *cmin, int n) {
  int u = blockIdx.x * blockDim.x + threadIdx.x;
  if (u < n) {
    int cu = comp[u];
    u64 best = kNone;
    for (int e = rowptr[u]; e < rowptr[u + 1]; e++) {
      int v = col[e];
      if (comp[v] != cu) {
        u64 k = edge_key(wt[e], u, v);
        best = k < best ? k : best;
      }
    }
    if (best != kNone) atomicMin(&cmin[cu], best);
  }
}

// ---- verify ----
__global__ void mst_verify(const int *rowptr, const int *col, const int *wt, const int *comp, const u64 *cmin,
                           int *partner, int n) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c < n && comp[c] == c && cmin[c] != kNone) {
    u64 k = cmin[c];
    int w = key_w(k), a = key_a(k), b = key_b(k);
    int x = comp[a] == c ? a : b, y = x == a ? b : a;
    for (int e = rowptr[x]; e < rowptr[x + 1]; e++) {
      if (col[e] == y && wt[e] == w && comp[y] != c) {
        partner[c] = comp[y];
        break;
      }
    }
  }
}

__global__ void mst_find_ser(const int *rowptr, const int *col, const int *wt, const int *comp, u64 *cmin, int n) {
  int u = blockIdx.x * blockDim.x + threadIdx.x;
  if (u < n) {
    int cu = comp[u];
    for (int e = rowptr[u]; e < rowptr[u + 1]; e++) {
      int v = col[e];
      if (comp[v] != cu) atomicMin(&cmin[cu], edge_key(wt[e], u, v));
    }
  }
}

__global__ void mst_verify_ser(const int *rowptr, const int *col, const int *wt, const int *comp, const u64 *cmin,
                               int *partner, int n) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c < n && comp[c] == c && cmin[c] != kNone) {
    u64 k = cmin[c];
    int w = key_w(k), a = key_a(k), b = key_b(k);
    int x = comp[a] == c ? a : b, y = x == a ? b : a;
    for (int e = rowptr[x]; e < rowptr[x + 1]; e++)
      if (col[e] == y && wt[e] == w && comp[y] != c) partner[c] = comp[y];
  }
}

#ifndef BENCH_NO_DP
__global__ void mst_find_child(int u, int cu, const int *adj, const int *wts, int deg, const int *comp, u64 *cmin,
                               DPCounters *cnt) {
  DP_COUNT_CHILD(cnt);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < deg) {
    int v = adj[i];
    if (comp[v] != cu) atomicMin(&cmin[cu], edge_key(wts[i], u, v));
  }
}

__global__ void mst_find_parent(const int *rowptr, const int *col, const int *wt, const int *comp, u64 *cmin, int n,
                                DPCounters *cnt) {
  int u = blockIdx.x * blockDim.x + threadIdx.x;
  if (u < n) {
    int beg = rowptr[u], deg = rowptr[u + 1] - beg;
    if (deg > 0) {
      DP_COUNT_LAUNCH(cnt);
      mst_find_child<<<(deg + kChildBlock - 1) / kChildBlock, kChildBlock>>>(u, comp[u], col + beg, wt + beg, deg,
                                                                             comp, cmin, cnt);
    }
  }
}

__global__ void mst_verify_child(int c, int y, int w, const int *adj, const int *wts, int deg, const int *comp,
                                 int *partner, DPCounters *cnt) {
  DP_COUNT_CHILD(cnt);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < deg) {
    if (adj[i] == y && wts[i] == w && comp[y] != c) partner[c] = comp[y];
  }
}

__global__ void mst_verify_parent(const int *rowptr, const int *col, const int *wt, const int *comp, const u64 *cmin,
                                  int *partner, int n, DPCounters *cnt) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c < n && comp[c] == c && cmin[c] != kNone) {
    u64 k = cmin[c];
    int w = key_w(k), a = key_a(k), b = key_b(k);
    int x = comp[a] == c ? a : b, y = x == a ? b : a;
    int beg = rowptr[x], deg = rowptr[x + 1] - beg;
    DP_COUNT_LAUNCH(cnt);
    mst_verify_child<<<(deg + kChildBlock - 1) / kChildBlock, kChildBlock>>>(c, y, w, col + beg, wt + beg, deg, comp,
                                                                             partner, cnt);
  }
}
#endif

// ---- hook and compress (the same in every version) ----
// stats[0] = forest weight, stats[1] = forest edges, stats[2] = components
// whose chosen edge the verify step did not find (lost work), stats[3] = hooks
// in this round.
__global__ void mst_hook(int *comp, const u64 *cmin, const int *partner, int n, u64 *stats) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c < n && comp[c] == c && cmin[c] != kNone) {
    int p = partner[c];
    if (p < 0) {
      atomicAdd(&stats[2], 1ull);
      return;
    }
    bool mutual = partner[p] == c;
    if (!mutual || c > p) {
      comp[c] = p; // only roots are written, and only partner[] is read
      atomicAdd(&stats[0], (u64)key_w(cmin[c]));
      atomicAdd(&stats[1], 1ull);
      atomicAdd(&stats[3], 1ull);
    }
  }
}

__global__ void mst_jump(int *comp, int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n) {
    int r = comp[v];
    while (comp[r] != r) r = comp[r];
    comp[v] = r;
  }
}

} // namespace

int app_mst(const Options &o) {
  Graph g = load_graph(o.dataset, o.data_dir);
  if (g.n >= (1 << 22)) throw BenchError("mst: too many vertices for the edge key");
  for (int w : g.wt)
    if (w >= (1 << 20)) throw BenchError("mst: weight too large for the edge key");
  if (o.dp()) set_pending_launch_limit(o, g.n);
  std::vector<uint64_t> ref = cached_values(o.data_dir, "mst-" + o.dataset, [&] {
    MstResult r = mst_reference(g);
    return std::vector<uint64_t>{r.weight, (uint64_t)r.edges};
  });

  DevBuf<int> rowptr, col, wt;
  rowptr.upload(g.rowptr);
  col.upload(g.col);
  wt.upload(g.wt);
  DevBuf<int> comp(g.n), partner(g.n);
  DevBuf<u64> cmin(g.n), stats(4);
  CounterSet counters(2);
  GpuTimer whole;
  cudaEvent_t ev[4];
  for (auto &e : ev) CUDA_CHECK(cudaEventCreate(&e));
  const int n = g.n, blocks = (n + kBlock - 1) / kBlock;
  int rounds = 0;
  double total_ms = 0;
  std::string loop_error;

  auto run = [&](bool counting) -> std::vector<double> {
    DPCounters *cf = counters.get(0, counting), *cv = counters.get(1, counting);
    double tf = 0, tv = 0;
    whole.start();
    stats.zero();
    mst_init<<<blocks, kBlock>>>(comp, n);
    CUDA_CHECK_LAUNCH();
    int r = 0;
    u64 h[4] = {0, 0, 0, 0};
    loop_error.clear();
    for (;;) {
      mst_reset<<<blocks, kBlock>>>(cmin, partner, n);
      CUDA_CHECK(cudaMemsetAsync(stats.p + 3, 0, sizeof(u64)));
      CUDA_CHECK(cudaEventRecord(ev[0], 0));
      if (o.impl == "ser") {
        mst_find_ser<<<blocks, kBlock>>>(rowptr, col, wt, comp, cmin, n);
      } else if (!o.dp()) {
        mst_find<<<blocks, kBlock>>>(rowptr, col, wt, comp, cmin, n);
      } else {
#ifndef BENCH_NO_DP
        mst_find_parent<<<blocks, kBlock>>>(rowptr, col, wt, comp, cmin, n, cf);
#endif
      }
      CUDA_CHECK_LAUNCH();
      CUDA_CHECK(cudaEventRecord(ev[1], 0));
      CUDA_CHECK(cudaEventRecord(ev[2], 0));
      if (o.impl == "ser") {
        mst_verify_ser<<<blocks, kBlock>>>(rowptr, col, wt, comp, cmin, partner, n);
      } else if (!o.dp()) {
        mst_verify<<<blocks, kBlock>>>(rowptr, col, wt, comp, cmin, partner, n);
      } else {
#ifndef BENCH_NO_DP
        mst_verify_parent<<<blocks, kBlock>>>(rowptr, col, wt, comp, cmin, partner, n, cv);
#endif
      }
      CUDA_CHECK_LAUNCH();
      CUDA_CHECK(cudaEventRecord(ev[3], 0));
      mst_hook<<<blocks, kBlock>>>(comp, cmin, partner, n, stats);
      mst_jump<<<blocks, kBlock>>>(comp, n);
      CUDA_CHECK_LAUNCH();
      CUDA_CHECK(cudaMemcpy(h, stats.p, sizeof h, cudaMemcpyDeviceToHost));
      float a = 0, b = 0;
      CUDA_CHECK(cudaEventElapsedTime(&a, ev[0], ev[1]));
      CUDA_CHECK(cudaEventElapsedTime(&b, ev[2], ev[3]));
      tf += a;
      tv += b;
      r++;
      if (h[3] == 0 && h[2] == 0) break;
      if (r >= kMaxRounds) {
        loop_error = "no convergence after " + std::to_string(r) + " rounds (" + std::to_string(h[2]) +
                     " components lost their verify result in the last one)";
        break;
      }
    }
    whole.stop();
    total_ms = whole.ms();
    rounds = r;
    (void)cf;
    (void)cv;
    return {tf, tv};
  };
  auto check = [&]() -> std::vector<std::string> {
    if (!loop_error.empty()) return {loop_error};
    std::vector<u64> h = stats.download();
    char buf[256] = "";
    if (h[0] != ref[0] || h[1] != ref[1])
      snprintf(buf, sizeof buf, "forest weight %llu / %llu edges, want %llu / %llu (%llu unverified)", h[0], h[1],
               (u64)ref[0], (u64)ref[1], h[2]);
    return {buf};
  };

  // once per run-time parameter point (--points), or once
  for_each_point(o, [&] {
    counters.reset();
    std::vector<Row> rows(2);
    rows[0].benchmark = "MSTF";
    rows[1].benchmark = "MSTV";
    measure(o, rows, run, check);
    if (o.dp()) {
      auto c = counters.read();
      for (int i = 0; i < 2; i++) { rows[i].has_counts = true; rows[i].counts = c[i]; }
    }
    for (auto &row : rows) {
      Json x;
      x.integer("rounds", rounds).num("whole_mst_ms_last_run", total_ms).integer("forest_weight", (long long)ref[0]);
      row.extra = x.done();
      emit(o, row);
    }
  });
  for (auto &e : ev) cudaEventDestroy(e);
  return 0;
}

} // namespace bench
