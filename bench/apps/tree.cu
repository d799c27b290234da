// TH and TD: tree heights and tree descendants (issue 18), the recursive
// tree benchmarks of Li, Wu and Becchi ("Compiler-assisted workload
// consolidation for efficient dynamic parallelism on GPU", §V; their trees:
// common/datasets.cpp load_tree). For every node of a rooted tree, TH
// computes the height of its subtree (0 for a leaf), TD its number of
// descendants.
//
// nodp  bottom-up over the levels (ids are in level order, so a level is a
//       range and a node's children are consecutive): the host launches one
//       kernel per level, deepest inner level first; a warp per node reads
//       its children's values (final: the level below is done), combines
//       them (max of h + 1, sum of d + 1) with shuffles and writes the
//       node's. Leaves keep the 0 of the initial memset. No device launches.
// dp    the natural recursive version (the paper's template: a thread per
//       child; a child with children launches the kernel on them). CDP2 has
//       no device-side cudaDeviceSynchronize, so a parent cannot wait for
//       its children's results and combine them bottom-up; both are
//       written top-down instead, correct whatever order the grids run in:
//       the thread of a node c with k children
//         TD: adds k to the count of c and of every ancestor of c (atomicAdd
//             up the parent pointers): they are all descendants of each;
//         TH: raises the height of c to 1, of its parent to 2, ... (the
//             children of c are that far below each), atomicMax up the
//             parent pointers, stopping at the first ancestor already that
//             high: the walker that raised it carries the rest up;
//       then launches <<<ceil(k / 64), 64>>> over c's children. The host
//       launches the kernel over the root alone; one launch per inner node.
// walk  the DP version's work without its launches (not a DP program): one
//       grid over every node, each thread doing what the DP version's
//       thread of that node does (the top-down walk up the parent
//       pointers), none launching. The walks are correct in any order, so
//       this is what the DP formulation costs when all its launches are
//       free: a floor for any compilation of dp.
// Checks, every run: every node's value equals the CPU reference
// (reference.cpp tree_heights / tree_descendants, bottom-up); DP runs make
// exactly one launch per inner node (launches_match_model).
#include "../common/bench_cuda.h"
#include "../common/datasets.h"
#include "../common/reference.h"

namespace bench {
namespace {

constexpr int kBlock = 256;     // no-DP block size (8 warps, a node each)
constexpr int kChildBlock = 64; // DP child block size (a thread per child)

// One level [lo, hi) of the bottom-up pass: a warp per node.
template <bool kHeight>
__global__ void tree_level_k(const int *cp, int lo, int hi, int *val) {
  const long t = (long)blockIdx.x * blockDim.x + threadIdx.x;
  const int v = lo + (int)(t / 32), lane = threadIdx.x & 31;
  if (v >= hi) // the whole warp
    return;
  const int beg = cp[v], end = cp[v + 1];
  if (beg == end) // a leaf: 0 from the memset
    return;
  int acc = 0;
  for (int i = beg + lane; i < end; i += 32)
    acc = kHeight ? max(acc, val[i] + 1) : acc + val[i] + 1;
  for (int o = 16; o > 0; o >>= 1) {
    int x = __shfl_down_sync(~0u, acc, o);
    acc = kHeight ? max(acc, x) : acc + x;
  }
  if (lane == 0)
    val[v] = acc;
}

// Node c's update of the DP formulation: c's k > 0 children raise the
// height of c and its ancestors (TH), or add to their descendants (TD).
template <bool kHeight>
__device__ __forceinline__ void tree_walk_up(const int *parent, int c, int k,
                                             int *val) {
  if (kHeight) {
    // c's children are 1 below c, 2 below its parent, ... An ancestor
    // already at least h high was raised there by a walker from a node as
    // deep or deeper, which goes on up (or stopped for the same reason):
    // the rest of the path is covered.
    int h = 1;
    for (int a = c; a >= 0; a = parent[a], h++)
      if (atomicMax(&val[a], h) >= h)
        break;
  } else {
    // c's k children are descendants of c and of each of its ancestors
    for (int a = c; a >= 0; a = parent[a])
      atomicAdd(&val[a], k);
  }
}

// walk: every node's update in one grid, a thread each.
template <bool kHeight>
__global__ void tree_walk_k(const int *cp, const int *parent, int n, int *val) {
  const int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= n)
    return;
  const int k = cp[c + 1] - cp[c];
  if (k > 0)
    tree_walk_up<kHeight>(parent, c, k, val);
}

#ifndef BENCH_NO_DP
// The children [beg, beg + count) of one node, at `depth`, a thread each
// (the host's grid: the root alone, depth 0). The thread of a node c with k
// children first updates c and its ancestors (the header's top-down walks),
// then launches the kernel over c's children.
template <bool kHeight>
__global__ void tree_dp_k(const int *cp, const int *parent, int beg, int count,
                          int depth, int *val, DPCounters *cnt) {
  if (depth > 0)
    DP_COUNT_CHILD(cnt);
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= count)
    return;
  const int c = beg + i, first = cp[c], k = cp[c + 1] - first;
  if (k == 0) // a leaf
    return;
  tree_walk_up<kHeight>(parent, c, k, val);
  DP_COUNT_LAUNCH(cnt);
  tree_dp_k<kHeight><<<(k + kChildBlock - 1) / kChildBlock, kChildBlock>>>(
      cp, parent, first, k, depth + 1, val, cnt);
}
#endif

// TH (heights) or TD (descendants), one app each.
int run_tree(const Options &o, bool heights) {
  const char *bench = heights ? "TH" : "TD";
  Tree t = load_tree(o.dataset);
  // parameter studies: the same tree to another depth (the levels above
  // are the same: each node draws from its own stream)
  const int depth = env_int("TREE_DEPTH", t.depth);
  if (depth != t.depth) {
    if (depth < 0 || depth > 22)
      throw BenchError("bad TREE_DEPTH (0..22; CDP2 nests at most 24 grids)");
    std::string name = t.name;
    t = gen_tree(depth, t.fmin, t.fmax, t.parent_pct, t.seed);
    t.name = name;
  }
  const int n = t.n();
  const int64_t inner = t.inner();
  if (o.dp())
    set_pending_launch_limit(o, inner); // every inner node launches once
  const std::vector<int> ref = heights ? tree_heights(t) : tree_descendants(t);

  DevBuf<int> cp, parent, val(n);
  cp.upload(t.cp);
  const bool walk = o.impl == "walk";
  if (o.dp() || walk)
    parent.upload(t.parent);
  CounterSet counters(1);
  GpuTimer timer;

  auto run = [&](bool counting) -> std::vector<double> {
    DPCounters *cnt = counters.get(0, counting);
    timer.start();
    CUDA_CHECK(cudaMemsetAsync(val, 0, (size_t)n * sizeof(int)));
    if (walk) {
      const unsigned blocks = (unsigned)((n + kBlock - 1) / kBlock);
      if (heights)
        tree_walk_k<true><<<blocks, kBlock>>>(cp, parent, n, val);
      else
        tree_walk_k<false><<<blocks, kBlock>>>(cp, parent, n, val);
      CUDA_CHECK_LAUNCH();
    } else if (!o.dp()) {
      for (int k = t.depth - 1; k >= 0; k--) {
        const int lo = t.level_ptr[k], hi = t.level_ptr[k + 1];
        const unsigned blocks =
            (unsigned)(((long)(hi - lo) * 32 + kBlock - 1) / kBlock);
        if (heights)
          tree_level_k<true><<<blocks, kBlock>>>(cp, lo, hi, val);
        else
          tree_level_k<false><<<blocks, kBlock>>>(cp, lo, hi, val);
        CUDA_CHECK_LAUNCH();
      }
    } else {
#ifndef BENCH_NO_DP
      if (heights)
        tree_dp_k<true><<<1, 1>>>(cp, parent, 0, 1, 0, val, cnt);
      else
        tree_dp_k<false><<<1, 1>>>(cp, parent, 0, 1, 0, val, cnt);
      CUDA_CHECK_LAUNCH();
#endif
    }
    timer.stop();
    (void)cnt;
    return {timer.ms()};
  };
  auto check = [&]() -> std::vector<std::string> {
    return {
        compare_i32(val.download(), ref, heights ? "heights" : "descendants")};
  };

  for_each_point(o, [&] {
    Row row = measure_row(o, bench, counters, run, check);
    Json x;
    x.integer("nodes", n).integer("inner", inner).integer("depth", t.depth);
    x.integer("root_value", ref[0]).integer("launches_max", inner);
    if (o.dp()) // one launch per inner node
      x.integer("launches_match_model",
                (long long)row.counts.launches == inner);
    row.extra = x.done();
    emit(o, row);
  });
  return 0;
}

} // namespace

int app_th(const Options &o) { return run_tree(o, true); }
int app_td(const Options &o) { return run_tree(o, false); }

} // namespace bench
