// aggregate_sparse: blocks that rarely launch take no cell. Every thread of
// the parent launches a child; most children are small (4 threads, run
// serially under the threshold of 16), and only the threads chosen by the
// phase launch a large one (256 threads). At multi-block granularity, once
// fewer than 1 in 64 of the child's recent blocks launched anything, a
// block takes no cell, and its launches are aggregated per warp:
// aggCellsSkipped counts such blocks. The blocks that take none are counted
// too, and so are their launches, so no block needs a cell to notice more
// launches:
//  - sparse: one launching block in 256 (the last of each 256): after the
//    first run, most blocks skip;
//  - dense: every block launches; the launches of the blocks that skipped
//    are counted, so by the second dense run no block skips any more;
//  - a parameter change forgets the counts: a small sparse grid right after
//    one skips nothing (too few blocks counted yet), where after sparse runs
//    alone it skips;
//  - grid granularity skips as multi-block does (the child launches no
//    kernel; for one that does, a recursion's level is one launch only if
//    every block joins, and grid granularity never skips).
// Every child thread adds 1 to its parent thread's counter, checked exactly
// in every run. Without the plugin (.plain) nothing is aggregated or skipped
// (expected-failures.txt).
#define TEST_NAME "aggregate_sparse"
#include "e2e_dpagg.h"

constexpr int Threads = 128, Small = 4, Large = 256;

__global__ void add_child(int *count, int n) {
  if (blockIdx.x * blockDim.x + threadIdx.x < n)
    atomicAdd(count, 1);
}

__device__ int child_threads(int block, int every) {
  return threadIdx.x == 0 && block % every == every - 1 ? Large : Small;
}

__global__ void parent(int *count, int every) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int n = child_threads(blockIdx.x, every);
  add_child<<<(n + 63) / 64, 64>>>(count + t, n); //@launch
}

struct Run {
  const char *name;
  int blocks, every;
};

int main() {
  // The small sparse grid would run the parent's team version (team.cu
  // tests those), which aggregates nothing; this test follows the cells.
  setenv("DPOPT_TEAM", "off", 1);
  Checker chk;
  e2e_set_pending_launches(1 << 16);
  const int max_blocks = 4096;
  int *count = dev_alloc<int>((size_t)max_blocks * Threads);
  float total_ms = 0;
  auto run = [&](const Run &r) {
    CK(cudaMemset(count, 0, (size_t)r.blocks * Threads * sizeof(int)));
    CK(cudaDeviceSynchronize());
    CK(dpoptResetStats());
    GpuTimer t;
    t.start();
    parent<<<r.blocks, Threads>>>(count, r.every); //@host
    CK_LAUNCH();
    total_ms += t.stop();
    CK(cudaDeviceSynchronize());
    std::vector<int> got = to_host(count, (size_t)r.blocks * Threads);
    for (int i = 0; i < r.blocks * Threads; ++i) {
      int b = i / Threads;
      int want = i % Threads == 0 && b % r.every == r.every - 1 ? Large : Small;
      if (!chk.eq(r.name, i, got[i], want))
        break;
    }
    dpoptStats st;
    CK(dpoptGetStats(&st));
    if (st.aggSites != st.aggRecords + st.aggFallbacks + st.aggDirect)
      chk.fail("%s: aggSites %llu != records %llu + fallbacks %llu + direct "
               "%llu",
               r.name, st.aggSites, st.aggRecords, st.aggFallbacks,
               st.aggDirect);
    fprintf(stderr,
            "%s: %d blocks, %llu skipped cells, %llu records, %llu "
            "aggregated launches\n",
            r.name, r.blocks, st.aggCellsSkipped, st.aggRecords,
            st.aggLaunches);
    return st.aggCellsSkipped;
  };
  auto setup = [&](dpoptGranularity g) {
    e2e_clear_dpopt_params();
    CK(dpoptSetThreshold(nullptr, 16));
    CK(dpoptSetCoarsenFactor(nullptr, 1));
    CK(dpoptSetAggregation(nullptr, g));
  };

  const Run sparse = {"sparse", max_blocks, 256};
  const Run dense = {"dense", max_blocks, 1};
  // Two sparse runs, then two dense ones: after the first of each, the
  // counts say how often blocks launch.
  auto expect_sparse_then_dense = [&](const char *granularity) {
    run(sparse);
    unsigned long long skipped = run(sparse);
    if (skipped < (unsigned long long)max_blocks / 2)
      chk.fail("%s, sparse: %llu of %d blocks took no cell, want at least "
               "half (all once the counts say blocks rarely launch)",
               granularity, skipped, max_blocks);
    run(dense);
    skipped = run(dense);
    if (skipped > (unsigned long long)max_blocks / 64)
      chk.fail("%s, dense: %llu of %d blocks took no cell after a dense run, "
               "want almost none",
               granularity, skipped, max_blocks);
  };

  setup(dpoptAggMultiBlock);
  expect_sparse_then_dense("multi-block");

  // Sparse again (the counts forget the dense runs as they halve), then a
  // small sparse grid: it skips; after a parameter change it does not (the
  // counts start again, and 32 blocks are too few to decide).
  unsigned long long skipped = 0;
  for (int i = 0; i < 8 && skipped < (unsigned long long)max_blocks / 2; ++i)
    skipped = run(sparse);
  if (skipped < (unsigned long long)max_blocks / 2)
    chk.fail("sparse after dense: %llu of %d blocks took no cell after 8 runs",
             skipped, max_blocks);
  const Run small = {"small sparse grid", 32, 256}; // none of it launches
  if (run(small) == 0)
    chk.fail("small sparse grid after sparse runs: every block took a cell "
             "(want them to take none)");
  CK(dpoptSetAggGroupBlocks(nullptr, 8));
  skipped = run(small);
  if (skipped != 0)
    chk.fail("%llu of 32 blocks took no cell right after a parameter change",
             skipped);

  setup(dpoptAggGrid);
  expect_sparse_then_dense("grid");
  e2e_clear_dpopt_params();
  return chk.finish(total_ms);
}
