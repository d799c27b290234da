// BFSREC: recursive breadth-first search (issue 18), the BFS-Rec of Li, Wu
// and Becchi ("Compiler-assisted workload consolidation for efficient
// dynamic parallelism on GPU", §V; from their "Nested parallelism on GPU",
// ICPP'15): BFS levels from one source (the vertex of maximum degree) on
// the Kronecker graph (their Kron_log16).
//
// nodp  data-driven, level-synchronous: a host loop, one kernel per level
//       over a queue of the level's vertices in device memory; a warp per
//       vertex scans its neighbours, claims the unvisited ones (atomicCAS)
//       and appends them to the next level's queue (one atomicAdd per warp
//       and 32 neighbours); the host reads the count for the next grid. No
//       device launches.
// dp    the recursive version: the grid of a vertex v at level l has a
//       thread per neighbour w; a thread that lowers w's level to l + 1
//       (atomicMin: it improved it) launches the kernel on w,
//       <<<ceil(deg(w) / 64), 64>>>. The host launches it on the source.
//       Levels only decrease and a launch follows every decrease, so when
//       every grid has finished (CDP2: the host grid completes after all
//       its descendants; no device-side synchronization is needed) each
//       level is the length of a shortest path; the grids run in any
//       order, and a vertex reached first by a longer path is launched
//       again when a shorter one lowers its level (the number of launches
//       varies from run to run; at least one per reached vertex with
//       neighbours, the source excepted). CDP2 nests at most 24 grids: a
//       thread that would launch deeper than kMaxNest (22; BFSREC_NEST
//       lowers it, e.g. to exercise this path) records the vertex instead,
//       and the host launches the kernel on the recorded vertices after the
//       recursion (extra: restarts; 0 on kron at 22).
// Checks, every run: the levels equal the CPU BFS's (reference.cpp
// bfs_reference).
#include "../common/bench_cuda.h"
#include "../common/datasets.h"
#include "../common/reference.h"

#include <algorithm>

namespace bench {
namespace {

constexpr unsigned kInf = 0xFFFFFFFFu;
constexpr int kBlock = 256;     // no-DP block size (8 warps, a vertex each)
constexpr int kChildBlock = 64; // DP child block size (a thread per neighbour)
// The deepest grid the recursion launches (the host's is 0; CDP2 nests at
// most 24, as QSORT's depth limit); BFSREC_NEST lowers it.
constexpr int kMaxNest = 22;

__global__ void bfsrec_init(unsigned *levels, int n, int src, int *queue) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n)
    levels[v] = v == src ? 0u : kInf;
  if (v == 0)
    queue[0] = src;
}

// One level: a warp per vertex of in[0, nin); the claimed neighbours go to
// out (count: how many so far).
__global__ void bfsrec_level_k(unsigned *levels, const int *rowptr,
                               const int *col, const int *in, int nin,
                               unsigned next, int *out, unsigned *count) {
  const long t = (long)blockIdx.x * blockDim.x + threadIdx.x;
  const int i = (int)(t / 32), lane = threadIdx.x & 31;
  if (i >= nin) // the whole warp
    return;
  const int v = in[i], beg = rowptr[v], end = rowptr[v + 1];
  for (int base = beg; base < end; base += 32) {
    const int e = base + lane;
    int w = -1;
    bool claimed = false;
    if (e < end) {
      w = col[e];
      claimed = levels[w] == kInf && atomicCAS(&levels[w], kInf, next) == kInf;
    }
    const unsigned m = __ballot_sync(~0u, claimed);
    if (m) {
      unsigned pos = 0;
      if (lane == 0)
        pos = atomicAdd(count, (unsigned)__popc(m));
      pos = __shfl_sync(~0u, pos, 0);
      if (claimed)
        out[pos + __popc(m & ((1u << lane) - 1))] = w;
    }
  }
}

#ifndef BENCH_NO_DP
// The neighbours of v, whose level was lowered to lv, a thread each; the
// grid is nested `nest` deep (the host's: 0).
__global__ void bfsrec_dp_k(unsigned *levels, const int *rowptr, const int *col,
                            int v, unsigned lv, int nest, int max_nest,
                            int *restart, unsigned *nrestart, int cap,
                            DPCounters *cnt) {
  if (nest > 0)
    DP_COUNT_CHILD(cnt);
  const int beg = rowptr[v], deg = rowptr[v + 1] - beg;
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= deg)
    return;
  const int w = col[beg + i];
  if (atomicMin(&levels[w], lv + 1) <= lv + 1) // not improved
    return;
  if (nest >= max_nest) { // too deep to launch: the host goes on from w
    unsigned k = atomicAdd(nrestart, 1u);
    if (k < (unsigned)cap)
      restart[k] = w;
    return;
  }
  // w has v as a neighbour (the graph is symmetric): deg(w) >= 1
  const int wdeg = rowptr[w + 1] - rowptr[w];
  DP_COUNT_LAUNCH(cnt);
  bfsrec_dp_k<<<(wdeg + kChildBlock - 1) / kChildBlock, kChildBlock>>>(
      levels, rowptr, col, w, lv + 1, nest + 1, max_nest, restart, nrestart,
      cap, cnt);
}
#endif

} // namespace

int app_bfsrec(const Options &o) {
  Graph g = load_graph(o.dataset, o.data_dir);
  const int n = g.n;
  const int max_nest = env_int("BFSREC_NEST", kMaxNest);
  if (max_nest < 0 || max_nest > kMaxNest)
    throw BenchError("bad BFSREC_NEST (0.." + std::to_string(kMaxNest) + ")");
  // Every launch follows a decrease of a level: at least one per reached
  // vertex, more when a longer path comes first (the CPU model in
  // selftest.cpp: 1.03 per reached vertex in random grid order, 5.2 in
  // all in LIFO order, fewer of them pending at a time): room for 4 n.
  if (o.dp())
    set_pending_launch_limit(o, 4L * n);
  const int src = graph_source(g);
  const std::vector<uint32_t> ref = bfs_reference(g, src);

  DevBuf<int> rowptr, col;
  rowptr.upload(g.rowptr);
  col.upload(g.col);
  DevBuf<unsigned> levels(n), count(1);
  // no-DP: two level queues (each vertex is queued once); DP: the vertices
  // recorded at the nesting limit
  DevBuf<int> queues[2] = {DevBuf<int>(n), DevBuf<int>(o.dp() ? 0 : n)};
  CounterSet counters(1);
  GpuTimer timer;
  unsigned depth = 0;
  long long restarts = 0, restart_rounds = 0;

  auto run = [&](bool counting) -> std::vector<double> {
    DPCounters *cnt = counters.get(0, counting);
    timer.start();
    bfsrec_init<<<(n + kBlock - 1) / kBlock, kBlock>>>(levels, n, src,
                                                       queues[0]);
    CUDA_CHECK_LAUNCH();
    if (!o.dp()) {
      unsigned nin = 1, lv = 0;
      for (int cur = 0; nin; lv++, cur ^= 1) {
        CUDA_CHECK(cudaMemsetAsync(count, 0, sizeof(unsigned)));
        const unsigned blocks =
            (unsigned)(((long)nin * 32 + kBlock - 1) / kBlock);
        bfsrec_level_k<<<blocks, kBlock>>>(levels, rowptr, col, queues[cur],
                                           (int)nin, lv + 1, queues[cur ^ 1],
                                           count);
        CUDA_CHECK_LAUNCH();
        CUDA_CHECK(
            cudaMemcpy(&nin, count, sizeof(unsigned), cudaMemcpyDeviceToHost));
      }
      depth = lv;
    } else {
#ifndef BENCH_NO_DP
      // the source, then (at the nesting limit only) the recorded vertices
      std::vector<int> from = {src};
      std::vector<unsigned> lvl = {0};
      long long rs = 0, rounds = 0;
      while (!from.empty()) {
        CUDA_CHECK(cudaMemsetAsync(count, 0, sizeof(unsigned)));
        for (size_t j = 0; j < from.size(); j++) {
          const int v = from[j], deg = g.degree(v);
          if (deg > 0)
            bfsrec_dp_k<<<(deg + kChildBlock - 1) / kChildBlock, kChildBlock>>>(
                levels, rowptr, col, v, lvl[j], 0, max_nest, queues[0], count,
                n, cnt);
          CUDA_CHECK_LAUNCH();
        }
        unsigned k = 0;
        CUDA_CHECK(
            cudaMemcpy(&k, count, sizeof(unsigned), cudaMemcpyDeviceToHost));
        from.clear();
        if (!k)
          break;
        rs += k, rounds++;
        std::vector<unsigned> now = levels.download();
        if (k <= (unsigned)n) {
          from.resize(k);
          CUDA_CHECK(cudaMemcpy(from.data(), queues[0].p, k * sizeof(int),
                                cudaMemcpyDeviceToHost));
          std::sort(from.begin(), from.end());
          from.erase(std::unique(from.begin(), from.end()), from.end());
        } else { // the list overflowed: go on from every reached vertex
          for (int v = 0; v < n; v++)
            if (now[v] != kInf)
              from.push_back(v);
        }
        lvl.resize(from.size());
        for (size_t j = 0; j < from.size(); j++)
          lvl[j] = now[from[j]];
      }
      restarts = rs, restart_rounds = rounds;
#endif
    }
    timer.stop();
    (void)cnt;
    return {timer.ms()};
  };
  auto check = [&]() -> std::vector<std::string> {
    return {compare_u32(levels.download(), ref, "levels")};
  };

  for_each_point(o, [&] {
    Row row = measure_row(o, "BFSREC", counters, run, check);
    int64_t reached = 0, with_neighbours = 0;
    uint32_t max_level = 0;
    for (int v = 0; v < n; v++)
      if (ref[v] != kUnreached) {
        reached++;
        with_neighbours += v != src && g.degree(v) > 0;
        max_level = std::max(max_level, ref[v]);
      }
    Json x;
    x.integer("source", src).integer("reached", reached);
    x.integer("levels", max_level + 1);
    if (o.dp()) // launches: at least one per reached vertex but the source
      x.integer("max_nest", max_nest)
          .integer("launches_min", with_neighbours)
          .integer("restarts", restarts)
          .integer("restart_rounds", restart_rounds);
    else
      x.integer("host_levels", depth);
    row.extra = x.done();
    emit(o, row);
  });
  return 0;
}

} // namespace bench
