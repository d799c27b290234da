// QSORT: recursive quicksort of 32-bit keys (issue 18), in the style of the
// CUDA samples cdpSimpleQuicksort / cdpAdvancedQuicksort: a block
// partitions its range around a pivot and the kernel recurses on the two
// halves; short ranges are sorted directly. Every version builds the same
// tree (common/qsort.h: ninther pivot, three-way partition in index order,
// buffers alternating by depth, cut-off 2048, depth limit 22).
//
// nodp      flat, no DP: a host loop, one kernel per depth over a list of
//           ranges in device memory; a block per range appends its halves
//           (atomicAdd); the host reads the count for the next depth's grid.
// dp        thread 0 of the block launches the kernel on both halves in one
//           grid, <<<halves, 512>>> in the default stream, a block per half
//           (as MANDEL's DP-SBR launches its subregions). Two launches from
//           one thread into the default stream would run one after the
//           other, and so would the whole recursion.
// dpstream  the samples' pattern: thread 0 launches each half as a grid of
//           its own, <<<1, 512, 0, s>>>, into a stream it creates
//           (cudaStreamNonBlocking) and destroys after the launch.
// cub       cub::DeviceRadixSort::SortKeys (apps/qsort_cub.cu), a reference
//           time.
// Checks, every run: the output equals std::sort's (sorted, and a
// permutation of the input). The CPU model of the recursion
// (reference.cpp qsort_model) gives the launches each DP version makes and
// the ranges per depth; `extra` compares them with the run's.
#include "../common/bench_cuda.h"
#include "../common/datasets.h"
#include "../common/reference.h"

namespace bench {

cudaError_t qsort_cub(void *tmp, size_t &bytes, const unsigned *in,
                      unsigned *out, int n); // apps/qsort_cub.cu

namespace {

constexpr int QBS = 512; // threads of a node's block
constexpr int QWARPS = QBS / 32;
constexpr int QITEMS = 8; // keys a thread loads ahead per tile

// One thread's heap sort of v[0, n) (only past max_depth, see qsort.h).
__device__ void heap_sort(unsigned *v, int n) {
  auto sift = [&](int i, int m) {
    for (;;) {
      int c = 2 * i + 1;
      if (c >= m)
        return;
      if (c + 1 < m && v[c + 1] > v[c])
        c++;
      if (v[i] >= v[c])
        return;
      unsigned x = v[i];
      v[i] = v[c], v[c] = x, i = c;
    }
  };
  for (int i = n / 2 - 1; i >= 0; i--)
    sift(i, n);
  for (int m = n - 1; m > 0; m--) {
    unsigned x = v[0];
    v[0] = v[m], v[m] = x;
    sift(0, m);
  }
}

// Node [lo, hi) at `depth`, by the whole block (see common/qsort.h): a leaf
// is sorted into a; otherwise the range is partitioned and its halves of
// two or more keys are put in h, their count returned. Ends with a barrier,
// so a launch after it sees every thread's writes. Inlined into each kernel,
// as nvcc does: clang 22 keeps it out of line (three kernels call it), and
// the call, with h in local memory, cost the DP build 7-8% on the H100.
__device__ __forceinline__ int qsort_node(unsigned *a, unsigned *b, int lo,
                                          int hi, int depth,
                                          const QsortParams &q, int2 *h) {
  __shared__ unsigned keys[kQsortMaxLeaf];
  __shared__ int wl[2][QWARPS], wg[2][QWARPS];
  const int t = threadIdx.x, lane = t & 31, w = t >> 5;
  const unsigned *src = depth % 2 ? b : a;
  unsigned *dst = depth % 2 ? a : b;
  const int size = hi - lo;
  if (qsort_is_leaf(q, size, depth)) {
    if (size <= kQsortMaxLeaf) {
      // bitonic sort in shared memory, padded to a power of two with the
      // largest key (the first `size` keys are then the range's)
      int P = 2;
      while (P < size)
        P <<= 1;
      for (int i = t; i < P; i += QBS)
        keys[i] = i < size ? src[lo + i] : 0xFFFFFFFFu;
      __syncthreads();
      for (int k = 2; k <= P; k <<= 1)
        for (int j = k >> 1; j > 0; j >>= 1) {
          for (int i = t; i < P; i += QBS) {
            int ixj = i ^ j;
            if (ixj > i) {
              unsigned x = keys[i], y = keys[ixj];
              if ((x > y) == ((i & k) == 0))
                keys[i] = y, keys[ixj] = x;
            }
          }
          __syncthreads();
        }
      for (int i = t; i < size; i += QBS)
        a[lo + i] = keys[i];
    } else {
      if (src != a)
        for (int i = t; i < size; i += QBS)
          a[lo + i] = src[lo + i];
      __syncthreads();
      if (t == 0)
        heap_sort(a + lo, size);
    }
    __syncthreads();
    return 0;
  }
  const unsigned p = qsort_pivot(src, lo, hi);
  // Tiles of QBS * QITEMS keys, loaded ahead; then QITEMS rounds of QBS
  // keys in index order: a block-wide count (ballots, warp totals in
  // shared memory, double-buffered: one barrier a round) places each key.
  int nl = 0, ng = 0, r = 0;
  const unsigned below = (1u << lane) - 1;
  for (int base = lo; base < hi; base += QBS * QITEMS) {
    unsigned v[QITEMS];
#pragma unroll
    for (int i = 0; i < QITEMS; i++) {
      int k = base + i * QBS + t;
      v[i] = k < hi ? src[k] : p; // past the end: equal, placed nowhere
    }
#pragma unroll
    for (int i = 0; i < QITEMS; i++) {
      bool isl = v[i] < p, isg = v[i] > p;
      unsigned ml = __ballot_sync(~0u, isl), mg = __ballot_sync(~0u, isg);
      if (lane == 0)
        wl[r][w] = __popc(ml), wg[r][w] = __popc(mg);
      __syncthreads();
      int pl = 0, pg = 0, tl = 0, tg = 0;
      for (int x = 0; x < QWARPS; x++) {
        int cl = wl[r][x], cg = wg[r][x];
        if (x < w)
          pl += cl, pg += cg;
        tl += cl, tg += cg;
      }
      if (isl)
        dst[lo + nl + pl + __popc(ml & below)] = v[i];
      if (isg)
        dst[hi - 1 - (ng + pg + __popc(mg & below))] = v[i];
      nl += tl, ng += tg, r ^= 1;
    }
  }
  // every read of src is behind the last round's barrier: a may be written
  for (int i = lo + nl + t; i < hi - ng; i += QBS)
    a[i] = p;
  __syncthreads();
  if (t == 0 && dst != a) {
    if (nl == 1)
      a[lo] = dst[lo];
    if (ng == 1)
      a[hi - 1] = dst[hi - 1];
  }
  int c = 0;
  if (nl >= 2)
    h[c++] = make_int2(lo, lo + nl);
  if (ng >= 2)
    h[c++] = make_int2(hi - ng, hi);
  return c;
}

// Flat version: block i takes range in[i] (depth 0: [0, n)).
__global__ void __launch_bounds__(QBS)
    qsort_flat_k(unsigned *a, unsigned *b, const int2 *in, int n, int depth,
                 QsortParams q, int2 *out, unsigned *count) {
  int2 r = in ? in[blockIdx.x] : make_int2(0, n);
  int2 h[2];
  int c = qsort_node(a, b, r.x, r.y, depth, q, h);
  if (threadIdx.x == 0 && c) {
    unsigned k = atomicAdd(count, (unsigned)c);
    for (int i = 0; i < c; i++)
      out[k + i] = h[i];
  }
}

#ifndef BENCH_NO_DP
// DP: block 0 takes [r.x, r.y), block 1 [r.z, r.w).
__global__ void __launch_bounds__(QBS)
    qsort_dp_k(unsigned *a, unsigned *b, int4 r, int depth, QsortParams q,
               DPCounters *cnt) {
  if (cnt && depth > 0 && blockIdx.x == 0 && threadIdx.x == 0)
    atomicAdd(&cnt->ran, 1ull);
  int2 h[2];
  int c = qsort_node(a, b, blockIdx.x ? r.z : r.x, blockIdx.x ? r.w : r.y,
                     depth, q, h);
  if (threadIdx.x == 0 && c) {
    DP_COUNT_LAUNCH(cnt);
    int4 halves = make_int4(h[0].x, h[0].y, c > 1 ? h[1].x : 0,
                            c > 1 ? h[1].y : 0);
    qsort_dp_k<<<c, QBS>>>(a, b, halves, depth + 1, q, cnt);
  }
}

// DP, the CUDA samples' streams: a grid per half, each in its own stream.
__global__ void __launch_bounds__(QBS)
    qsort_dpstream_k(unsigned *a, unsigned *b, int lo, int hi, int depth,
                     QsortParams q, DPCounters *cnt) {
  if (cnt && depth > 0 && threadIdx.x == 0)
    atomicAdd(&cnt->ran, 1ull);
  int2 h[2];
  int c = qsort_node(a, b, lo, hi, depth, q, h);
  if (threadIdx.x == 0) {
    if (c > 0) {
      cudaStream_t s;
      cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
      DP_COUNT_LAUNCH(cnt);
      qsort_dpstream_k<<<1, QBS, 0, s>>>(a, b, h[0].x, h[0].y, depth + 1, q,
                                         cnt);
      cudaStreamDestroy(s);
    }
    if (c > 1) {
      cudaStream_t s1;
      cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
      DP_COUNT_LAUNCH(cnt);
      qsort_dpstream_k<<<1, QBS, 0, s1>>>(a, b, h[1].x, h[1].y, depth + 1, q,
                                          cnt);
      cudaStreamDestroy(s1);
    }
  }
}
#endif

} // namespace

int app_qsort(const Options &o) {
  Keys ks = load_keys(o.dataset);
  QsortParams q;
  // parameter studies without new datasets
  q.cutoff = env_int("QSORT_CUTOFF", q.cutoff);
  q.max_depth = env_int("QSORT_DEPTH", q.max_depth);
  if (q.cutoff < 1 || q.cutoff > kQsortMaxLeaf || q.max_depth < 0 ||
      q.max_depth > 23)
    throw BenchError("bad quicksort parameters (1 <= cutoff <= " +
                     std::to_string(kQsortMaxLeaf) + ", 0 <= depth <= 23)");
  const int n = (int)ks.keys.size();
  const std::vector<uint32_t> want = sorted_keys(ks.keys);
  const QsortTree tree = qsort_model(ks.keys, q, nullptr);
  // dp launches once per node with a child, dpstream once per child
  const long launches_max =
      o.impl == "dpstream" ? (long)tree.children() : (long)tree.parents;
  if (o.dp())
    set_pending_launch_limit(o, launches_max);

  const bool flat = o.impl == "nodp";
  DevBuf<unsigned> in(n), a(n), b(o.impl == "cub" ? 0 : n);
  in.upload(ks.keys);
  // ranges of two or more keys, disjoint within a depth: at most n / 2
  DevBuf<int2> lists[2] = {DevBuf<int2>(flat ? n / 2 + 1 : 0),
                           DevBuf<int2>(flat ? n / 2 + 1 : 0)};
  DevBuf<unsigned> count(1);
  DevBuf<char> tmp;
  size_t tmp_bytes = 0;
  if (o.impl == "cub") {
    CUDA_CHECK(qsort_cub(nullptr, tmp_bytes, in, a, n));
    tmp.alloc(tmp_bytes);
  }
  CounterSet counters(1);
  GpuTimer timer;
  std::vector<long long> flat_nodes;

  auto run = [&](bool counting) -> std::vector<double> {
    DPCounters *cnt = counters.get(0, counting);
    // untimed: the input again (the sort is in place; cub writes a anew,
    // so a is poisoned instead)
    if (o.impl == "cub")
      CUDA_CHECK(cudaMemset(a, 0xFF, (size_t)n * sizeof(unsigned)));
    else
      CUDA_CHECK(cudaMemcpy(a, in, (size_t)n * sizeof(unsigned),
                            cudaMemcpyDeviceToDevice));
    timer.start();
    if (o.impl == "cub") {
      CUDA_CHECK(qsort_cub(tmp, tmp_bytes, in, a, n));
    } else if (flat) {
      flat_nodes.clear();
      unsigned nodes = n >= 2 ? 1 : 0;
      int cur = 0;
      for (int depth = 0; nodes; depth++, cur ^= 1) {
        flat_nodes.push_back(nodes);
        CUDA_CHECK(cudaMemsetAsync(count, 0, sizeof(unsigned)));
        qsort_flat_k<<<nodes, QBS>>>(a, b, depth ? lists[cur].p : nullptr, n,
                                     depth, q, lists[cur ^ 1], count);
        CUDA_CHECK_LAUNCH();
        CUDA_CHECK(cudaMemcpy(&nodes, count, sizeof(unsigned),
                              cudaMemcpyDeviceToHost));
      }
    } else if (n >= 2) {
#ifndef BENCH_NO_DP
      if (o.impl == "dp")
        qsort_dp_k<<<1, QBS>>>(a, b, make_int4(0, n, 0, 0), 0, q, cnt);
      else
        qsort_dpstream_k<<<1, QBS>>>(a, b, 0, n, 0, q, cnt);
#endif
    }
    CUDA_CHECK_LAUNCH();
    timer.stop();
    (void)cnt;
    return {timer.ms()};
  };
  int64_t mismatches = 0;
  auto check = [&]() -> std::vector<std::string> {
    std::vector<unsigned> got = a.download();
    int64_t first;
    int64_t bad = count_mismatches(got, want, &first);
    mismatches = bad;
    if (!bad)
      return {""};
    int64_t descents = 0;
    for (int i = 1; i < n; i++)
      descents += got[i] < got[i - 1];
    char buf[240];
    snprintf(buf, sizeof buf,
             "%lld of %d keys differ from std::sort's (first at %lld: %u, "
             "want %u); %lld descents (0: sorted, so not a permutation)",
             (long long)bad, n, (long long)first, got[first], want[first],
             (long long)descents);
    return {buf};
  };

  for_each_point(o, [&] {
    Row row = measure_row(o, "QSORT", counters, run, check);
    Json x;
    x.integer("keys", n)
        .integer("distinct_values", ks.distinct)
        .integer("cutoff", q.cutoff)
        .integer("max_depth", q.max_depth);
    x.integer("levels", (long long)tree.nodes.size())
        .integer("leaves", tree.leaves)
        .integer("long_leaves", tree.long_leaves);
    x.integer("launches_max", launches_max).integer("mismatches", mismatches);
    if (o.dp()) // the run's launches against the CPU model's
      x.integer("launches_match_model",
                (long)row.counts.launches == launches_max);
    if (flat) {
      std::vector<double> v(flat_nodes.begin(), flat_nodes.end());
      x.list("nodes_per_level", v);
      x.integer("levels_match_model",
                std::vector<int64_t>(flat_nodes.begin(), flat_nodes.end()) ==
                    tree.nodes);
    }
    row.extra = x.done();
    emit(o, row);
  });
  return 0;
}

} // namespace bench
