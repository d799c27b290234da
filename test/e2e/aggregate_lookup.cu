// E2E-DPOPT-FLAGS: -mllvm -dpopt-inline-block-hooks=false
// aggregate_lookup: the runtime's own record lookup and release
// (__dpagg_find_record, __dpagg_done), which the aggregated kernels call
// where the plugin does not write them inline (-dpopt-inline-block-hooks=
// false, as here; an opt pipeline that ends before that pass). Every parent
// thread launches a child whose block size and thread count vary with the
// thread: blocks of 1, 3, 7, 31, 32, 33, 64 and 96 threads (warps of every
// lane count search together) and 1 to 300 threads, so that a chunk's
// records have 1 to 300 blocks each and the guess from the mean blocks a
// record mostly misses. Each child thread checks its blockDim and gridDim
// and writes a value of its parent thread and index; every element is
// checked, at warp, block, multi-block and grid granularity, uncoarsened
// and coarsened by 4, with every child launched (threshold 0). The DPOpt
// builds must aggregate (the lookup runs); without the plugin (.plain)
// every child is launched as written and only the values are checked.
#define TEST_NAME "aggregate_lookup"
#include "e2e_dpagg.h"

constexpr int Parents = 4096, Threads = 128, MaxN = 300;
__constant__ int BlockSizes[8] = {1, 3, 7, 31, 32, 33, 64, 96};

__host__ __device__ int child_threads(int t) { return 1 + (t * 37) % MaxN; }
__host__ __device__ int value_of(int t, int i) { return t * 1000 + i + 1; }

__global__ void child(int *out, int t, int n, int bs) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool shape =
      blockDim.x == (unsigned)bs && gridDim.x == (unsigned)((n + bs - 1) / bs);
  if (i < n)
    out[i] = shape ? value_of(t, i) : -1;
}

__global__ void parent(int *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int n = child_threads(t), bs = BlockSizes[t % 8];
  child<<<(n + bs - 1) / bs, bs>>>(out + (size_t)t * MaxN, t, n, bs); //@launch
}

int main() {
  // The parent's team version (team.cu) would run these small children in
  // its own threads; this test follows the aggregated ones.
  setenv("DPOPT_TEAM", "off", 1);
  Checker chk;
  e2e_set_pending_launches(2 * Parents);
  const size_t n_out = (size_t)Parents * MaxN;
  int *out = dev_alloc<int>(n_out);
  std::vector<int> want(n_out, 0);
  for (int t = 0; t < Parents; ++t)
    for (int i = 0; i < child_threads(t); ++i)
      want[(size_t)t * MaxN + i] = value_of(t, i);
  const E2EGranularity granularities[] = {{"warp", dpoptAggWarp, 0},
                                          {"block", dpoptAggBlock, 0},
                                          {"multiblock", dpoptAggMultiBlock, 3},
                                          {"grid", dpoptAggGrid, 0}};
  float total_ms = 0;
  for (const E2EGranularity &g : granularities)
    for (unsigned factor : {1u, 4u}) {
      e2e_clear_dpopt_params();
      CK(dpoptSetThreshold(nullptr, 0));
      CK(dpoptSetCoarsenFactor(nullptr, factor));
      CK(dpoptSetAggregation(nullptr, g.g));
      if (g.group)
        CK(dpoptSetAggGroupBlocks(nullptr, g.group));
      CK(cudaMemset(out, 0, n_out * sizeof(int)));
      CK(dpoptResetStats());
      GpuTimer timer;
      timer.start();
      parent<<<Parents / Threads, Threads>>>(out); //@host
      CK_LAUNCH();
      total_ms += timer.stop();
      char what[64];
      snprintf(what, sizeof what, "%s, factor %u", g.name, factor);
      chk.eq_array(what, to_host(out, n_out), want);
      dpoptStats st = e2e_check_nothing_lost(chk);
#if !E2E_PLAIN
      if (!st.aggLaunches)
        chk.fail("%s: nothing aggregated (the lookup did not run)", what);
#endif
      fprintf(stderr, "%s: %llu records, %llu aggregated launches\n", what,
              st.aggRecords, st.aggLaunches);
    }
  CK(cudaFree(out));
  return chk.finish(total_ms);
}
