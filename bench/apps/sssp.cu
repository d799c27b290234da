// SSSP: single-source shortest paths (integer weights), Bellman-Ford style
// as in LonestarGPU's topology-driven SSSP, with an active-vertex mask.
//
// No-DP: a thread per vertex; an active vertex relaxes its outgoing edges
// one after another (atomicMin), marking improved vertices active for the
// next round.
// DP: a thread per vertex; an active vertex with edges launches a child grid
// with a thread per edge that does the same relaxation.
// ser (DP serialized by hand: the DP parent with the launch replaced by a
// loop over the edges) is the No-DP kernel itself.
// Both run rounds until nothing improves; checked against CPU Dijkstra.
#include "../common/bench_cuda.h"
#include "../common/datasets.h"
#include "../common/reference.h"

namespace bench {
namespace {

constexpr int kInf = 0x7FFFFFFF;
constexpr int kBlock = 256;
constexpr int kChildBlock = 64;

__global__ void sssp_init(int *dist, int *active, int n, int src) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n) {
    dist[v] = v == src ? 0 : kInf;
    active[v] = v == src;
  }
}

__global__ void sssp_relax(const int *rowptr, const int *col, const int *wt, int *dist, const int *active, int *next,
                           int n, int *flag) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n && active[v]) {
    int dv = dist[v];
    for (int e = rowptr[v]; e < rowptr[v + 1]; e++) {
      int w = col[e], nd = dv + wt[e];
      if (nd < dist[w]) {
        int old = atomicMin(&dist[w], nd);
        if (nd < old) {
          next[w] = 1;
          *flag = 1;
        }
      }
    }
  }
}

#ifndef BENCH_NO_DP
__global__ void sssp_child(const int *adj, const int *wts, int deg, int dv, int *dist, int *next, int *flag,
                           DPCounters *cnt) {
  DP_COUNT_CHILD(cnt);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < deg) {
    int w = adj[i], nd = dv + wts[i];
    if (nd < dist[w]) {
      int old = atomicMin(&dist[w], nd);
      if (nd < old) {
        next[w] = 1;
        *flag = 1;
      }
    }
  }
}

__global__ void sssp_parent(const int *rowptr, const int *col, const int *wt, int *dist, const int *active, int *next,
                            int n, int *flag, DPCounters *cnt) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n && active[v]) {
    int beg = rowptr[v], deg = rowptr[v + 1] - beg;
    if (deg > 0) {
      DP_COUNT_LAUNCH(cnt);
      sssp_child<<<(deg + kChildBlock - 1) / kChildBlock, kChildBlock>>>(col + beg, wt + beg, deg, dist[v], dist,
                                                                         next, flag, cnt);
    }
  }
}
#endif

} // namespace

int app_sssp(const Options &o) {
  Graph g = load_graph(o.dataset, o.data_dir);
  if (o.dp()) set_pending_launch_limit(o, g.n);
  const int src = graph_source(g);
  const std::vector<int> ref = sssp_reference(g, src);

  DevBuf<int> rowptr, col, wt;
  rowptr.upload(g.rowptr);
  col.upload(g.col);
  wt.upload(g.wt);
  DevBuf<int> dist(g.n), act_a(g.n), act_b(g.n), flag(1);
  CounterSet counters(1);
  GpuTimer timer;
  const int n = g.n, blocks = (n + kBlock - 1) / kBlock;
  int rounds = 0;

  auto run = [&](bool counting) -> std::vector<double> {
    DPCounters *cnt = counters.get(0, counting);
    int *active = act_a, *next = act_b;
    timer.start();
    sssp_init<<<blocks, kBlock>>>(dist, active, n, src);
    CUDA_CHECK_LAUNCH();
    int h_flag = 0, r = 0;
    do {
      CUDA_CHECK(cudaMemsetAsync(next, 0, sizeof(int) * n));
      CUDA_CHECK(cudaMemsetAsync(flag, 0, sizeof(int)));
      if (!o.dp()) {
        sssp_relax<<<blocks, kBlock>>>(rowptr, col, wt, dist, active, next, n, flag);
      } else {
#ifndef BENCH_NO_DP
        sssp_parent<<<blocks, kBlock>>>(rowptr, col, wt, dist, active, next, n, flag, cnt);
#endif
      }
      CUDA_CHECK_LAUNCH();
      CUDA_CHECK(cudaMemcpy(&h_flag, flag, sizeof(int), cudaMemcpyDeviceToHost));
      std::swap(active, next);
      r++;
    } while (h_flag);
    timer.stop();
    rounds = r;
    (void)cnt;
    return {timer.ms()};
  };
  auto check = [&]() -> std::vector<std::string> { return {compare_i32(dist.download(), ref, "distances")}; };

  // once per run-time parameter point (--points), or once
  for_each_point(o, [&] {
    Row row = measure_row(o, "SSSP", counters, run, check);
    Json x;
    x.integer("source", src).integer("rounds", rounds);
    row.extra = x.done();
    emit(o, row);
  });
  return 0;
}

} // namespace bench
