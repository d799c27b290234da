// BFS: breadth-first search levels from one source, level-synchronous.
//
// No-DP: the SHOC BFS kernel (BFS_kernel_warp): topology-driven, each warp
// owns a chunk of 32 vertices and, for every vertex of the current level in
// its chunk, its 32 lanes scan the neighbours together.
// DP: a thread per vertex; a vertex of the current level with neighbours
// launches a child grid with a thread per neighbour.
// ser: DP serialized by hand: the DP parent with the launch replaced by a
// loop over the neighbours (the schedule of DPOpt's thresholding when every
// child runs in its parent thread, without DPOpt's code: the floor of its
// overhead).
// All run the same host loop (one kernel per level until no vertex changes)
// and are checked against a CPU BFS.
#include "../common/bench_cuda.h"
#include "../common/datasets.h"
#include "../common/reference.h"

namespace bench {
namespace {

constexpr unsigned kInf = 0xFFFFFFFFu;
constexpr int kBlock = 256;      // parent / no-DP block size
constexpr int kWarp = 32, kChunk = 32;
constexpr int kChildBlock = 64;  // DP child block size

__global__ void bfs_init(unsigned *levels, int n, int src) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n) levels[v] = v == src ? 0u : kInf;
}

// SHOC's BFS_kernel_warp (with its chunk bound fixed to cover every vertex).
__global__ void bfs_warp(unsigned *levels, const int *rowptr, const int *col, int n, unsigned curr, int *flag) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = tid % kWarp, warp = tid / kWarp;
  int v1 = warp * kChunk, v2 = min(v1 + kChunk, n);
  for (int v = v1; v < v2; v++) {
    if (levels[v] == curr) {
      int beg = rowptr[v], end = rowptr[v + 1];
      for (int i = beg + lane; i < end; i += kWarp) {
        int w = col[i];
        if (levels[w] == kInf) {
          levels[w] = curr + 1;
          *flag = 1;
        }
      }
    }
  }
}

__global__ void bfs_ser(unsigned *levels, const int *rowptr, const int *col, int n, unsigned curr, int *flag) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n && levels[v] == curr) {
    for (int i = rowptr[v]; i < rowptr[v + 1]; i++) {
      int w = col[i];
      if (levels[w] == kInf) {
        levels[w] = curr + 1;
        *flag = 1;
      }
    }
  }
}

#ifndef BENCH_NO_DP
__global__ void bfs_child(unsigned *levels, const int *adj, int deg, unsigned next, int *flag, DPCounters *cnt) {
  DP_COUNT_CHILD(cnt);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < deg) {
    int w = adj[i];
    if (levels[w] == kInf) {
      levels[w] = next;
      *flag = 1;
    }
  }
}

__global__ void bfs_parent(unsigned *levels, const int *rowptr, const int *col, int n, unsigned curr, int *flag,
                           DPCounters *cnt) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n && levels[v] == curr) {
    int beg = rowptr[v], deg = rowptr[v + 1] - beg;
    if (deg > 0) {
      DP_COUNT_LAUNCH(cnt);
      bfs_child<<<(deg + kChildBlock - 1) / kChildBlock, kChildBlock>>>(levels, col + beg, deg, curr + 1, flag, cnt);
    }
  }
}
#endif

} // namespace

int app_bfs(const Options &o) {
  Graph g = load_graph(o.dataset, o.data_dir);
  if (o.dp()) set_pending_launch_limit(o, g.n); // one launch per vertex of a level at most
  const int src = graph_source(g);
  const std::vector<uint32_t> ref = bfs_reference(g, src);

  DevBuf<int> rowptr, col;
  rowptr.upload(g.rowptr);
  col.upload(g.col);
  DevBuf<unsigned> levels(g.n);
  DevBuf<int> flag(1);
  CounterSet counters(1);
  GpuTimer timer;
  const int n = g.n;
  unsigned depth = 0;

  auto run = [&](bool counting) -> std::vector<double> {
    DPCounters *cnt = counters.get(0, counting);
    timer.start();
    bfs_init<<<(n + kBlock - 1) / kBlock, kBlock>>>(levels, n, src);
    CUDA_CHECK_LAUNCH();
    unsigned curr = 0;
    int h_flag = 0;
    do {
      CUDA_CHECK(cudaMemsetAsync(flag, 0, sizeof(int)));
      if (o.impl == "ser") {
        bfs_ser<<<(n + kBlock - 1) / kBlock, kBlock>>>(levels, rowptr, col, n, curr, flag);
      } else if (!o.dp()) {
        long threads = (long)((n + kChunk - 1) / kChunk) * kWarp;
        bfs_warp<<<(unsigned)((threads + kBlock - 1) / kBlock), kBlock>>>(levels, rowptr, col, n, curr, flag);
      } else {
#ifndef BENCH_NO_DP
        bfs_parent<<<(n + kBlock - 1) / kBlock, kBlock>>>(levels, rowptr, col, n, curr, flag, cnt);
#endif
      }
      CUDA_CHECK_LAUNCH();
      CUDA_CHECK(cudaMemcpy(&h_flag, flag, sizeof(int), cudaMemcpyDeviceToHost));
      curr++;
    } while (h_flag);
    timer.stop();
    depth = curr;
    (void)cnt;
    return {timer.ms()};
  };
  auto check = [&]() -> std::vector<std::string> { return {compare_u32(levels.download(), ref, "levels")}; };

  // once per run-time parameter point (--points), or once
  for_each_point(o, [&] {
    Row row = measure_row(o, "BFS", counters, run, check);
    int64_t reached = 0;
    for (auto l : ref) reached += l != kUnreached;
    Json x;
    x.integer("source", src).integer("levels", depth).integer("reached", reached);
    row.extra = x.done();
    emit(o, row);
  });
  return 0;
}

} // namespace bench
