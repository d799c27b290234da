// TC: triangle counting on the degree-oriented graph (edge u->v kept when
// (deg u, u) < (deg v, v); lists sorted), counting |N+(u) & N+(v)| for
// every oriented edge by a sorted merge, as in the HPEC Graph Challenge
// GPU codes.
//
// No-DP: edge-centric, a thread per oriented edge, warp-reduced counts.
// DP: a thread per vertex; a vertex with out-edges launches a child grid
// with a thread per out-edge that does the merge and adds its count.
// ser: DP serialized by hand: the DP parent with the launch replaced by a
// loop over the out-edges.
// Orientation is host preprocessing (untimed). Checked against a CPU count.
#include "../common/bench_cuda.h"
#include "../common/datasets.h"
#include "../common/reference.h"

namespace bench {
namespace {

typedef unsigned long long u64;
constexpr int kBlock = 256;
constexpr int kChildBlock = 64;

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

#ifndef BENCH_NO_DP
__global__ void tc_child(const int *adj, int deg, const int *rowptr, const int *col, u64 *total, DPCounters *cnt) {
  DP_COUNT_CHILD(cnt);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < deg) {
    int v = adj[i];
    unsigned c = intersect(adj, deg, col + rowptr[v], rowptr[v + 1] - rowptr[v]);
    if (c) atomicAdd(total, (u64)c);
  }
}

__global__ void tc_parent(const int *rowptr, const int *col, int n, u64 *total, DPCounters *cnt) {
  int u = blockIdx.x * blockDim.x + threadIdx.x;
  if (u < n) {
    int beg = rowptr[u], deg = rowptr[u + 1] - beg;
    if (deg > 0) {
      DP_COUNT_LAUNCH(cnt);
      tc_child<<<(deg + kChildBlock - 1) / kChildBlock, kChildBlock>>>(col + beg, deg, rowptr, col, total, cnt);
    }
  }
}
#endif

} // namespace

int app_tc(const Options &o) {
  Graph g = load_graph(o.dataset, o.data_dir);
  if (o.dp()) set_pending_launch_limit(o, g.n);
  Oriented og = orient_by_degree(g);
  const u64 ref = cached_values(o.data_dir, "tc-" + o.dataset, [&] {
                    return std::vector<uint64_t>{tc_reference(og)};
                  })[0];

  DevBuf<int> rowptr, col, src;
  rowptr.upload(og.rowptr);
  col.upload(og.col);
  src.upload(og.src);
  DevBuf<u64> total(1);
  CounterSet counters(1);
  GpuTimer timer;
  const int n = og.n;
  const long m = (long)og.col.size();

  auto run = [&](bool counting) -> std::vector<double> {
    DPCounters *cnt = counters.get(0, counting);
    timer.start();
    CUDA_CHECK(cudaMemsetAsync(total, 0, sizeof(u64)));
    if (o.impl == "ser") {
      tc_ser<<<(n + kBlock - 1) / kBlock, kBlock>>>(rowptr, col, n, total);
    } else if (!o.dp()) {
      tc_edges<<<(unsigned)((m + kBlock - 1) / kBlock), kBlock>>>(rowptr, col, src, m, total);
    } else {
#ifndef BENCH_NO_DP
      tc_parent<<<(n + kBlock - 1) / kBlock, kBlock>>>(rowptr, col, n, total, cnt);
#endif
    }
    CUDA_CHECK_LAUNCH();
    timer.stop();
    (void)cnt;
    return {timer.ms()};
  };
  auto check = [&]() -> std::vector<std::string> {
    u64 got = total.download()[0];
    if (got == ref) return {""};
    return {"triangles " + std::to_string(got) + ", want " + std::to_string(ref)};
  };

  // once per run-time parameter point (--points), or once
  for_each_point(o, [&] {
    Row row = measure_row(o, "TC", counters, run, check);
    Json x;
    x.integer("triangles", (long long)ref).integer("oriented_edges", m).integer("max_out_degree", og.max_out_degree());
    row.extra = x.done();
    emit(o, row);
  });
  return 0;
}

} // namespace bench
