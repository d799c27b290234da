// aggregate_groups: how many parent blocks share a multi-block group. In a
// parent grid of B blocks of 32 threads, thread 0 of each block launches one
// child of 32 threads, which adds to the block's output, and then the block
// waits 200 us before it exits. Every block of the grid is resident at once
// (at most 8 per SM here), so each group is complete before any of its blocks
// leaves it, and each group makes exactly one aggregated launch. No
// coarsening; threshold 1 (every child launched, blocks join their group on
// their first launch) or 0 (blocks join at entry).
//  - Group size unset (automatic): with threshold 1, at least 8 blocks a
//    group and at most 32 groups a grid: B = 40: 5 groups of 8; B = 1024: 32
//    groups of 32; B = 1000: 32 groups (of 32, the last of 8). With
//    threshold 0 everywhere (every thread launches): groups of 8.
//  - Group size 8 and 32, set at run time: ceil(B / 8) and ceil(B / 32).
//  - Grid granularity: one group for a grid of up to 1,023 warps (B = 40,
//    1000), groups of at least 512 warps above that (B = 1024: 2 groups).
//    A group's chunks grow from twice the records of the child's recent
//    groups, so each grid setting runs once unmeasured first: then a
//    group's records fit its first chunk.
// The aggregated launches must equal the groups, and every child's work must
// be done. Without the plugin (.plain) nothing is aggregated, so the launch
// counts differ (expected-failures.txt).
#define TEST_NAME "aggregate_groups"
#include "e2e_dpagg.h"

__global__ void add_child(int *out, int v) { atomicAdd(out, v); }

__device__ unsigned long long global_ns() {
  unsigned long long T;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(T));
  return T;
}

__global__ void parent(int *out) {
  if (threadIdx.x == 0)
    add_child<<<1, 32>>>(out + blockIdx.x, (int)blockIdx.x + 1); //@launch
  // Keep the block alive until the whole grid has joined its groups.
  unsigned long long Start = global_ns();
  while (global_ns() - Start < 200000)
    __nanosleep(1000);
}

int main() {
  Checker chk;
  e2e_set_pending_launches(4096);
  const int max_blocks = 1024;
  int *out = dev_alloc<int>(max_blocks);
  struct Setting {
    unsigned group; // 0: unset (automatic)
    unsigned threshold;
    int blocks;
    long groups;
    dpoptGranularity granularity;
  };
  const dpoptGranularity MB = dpoptAggMultiBlock, Grid = dpoptAggGrid;
  const Setting settings[] = {
      {0, 1, 40, 5, MB},     {0, 1, 1024, 32, MB},  {0, 1, 1000, 32, MB},
      {0, 0, 1024, 128, MB}, {8, 1, 1024, 128, MB}, {32, 0, 1000, 32, MB},
      {8, 0, 40, 5, MB},     {0, 1, 40, 1, Grid},   {0, 1, 1000, 1, Grid},
      {0, 1, 1024, 2, Grid}, {0, 0, 1024, 2, Grid},
  };
  float total_ms = 0;
  for (const Setting &s : settings) {
    e2e_clear_dpopt_params();
    CK(dpoptSetThreshold(nullptr, s.threshold));
    CK(dpoptSetCoarsenFactor(nullptr, 1));
    CK(dpoptSetAggregation(nullptr, s.granularity));
    if (s.group)
      CK(dpoptSetAggGroupBlocks(nullptr, s.group));
    if (s.granularity == Grid) {
      parent<<<s.blocks, 32>>>(out); //@host
      CK_LAUNCH();
    }
    CK(cudaMemset(out, 0, max_blocks * sizeof(int)));
    CK(cudaDeviceSynchronize());
    CK(dpoptResetStats());
    GpuTimer t;
    t.start();
    parent<<<s.blocks, 32>>>(out); //@host
    CK_LAUNCH();
    total_ms += t.stop();
    CK(cudaDeviceSynchronize());
    std::vector<int> got = to_host(out, s.blocks);
    for (int b = 0; b < s.blocks; ++b)
      if (!chk.eq("out", b, got[b], 32L * (b + 1)))
        break;
    dpoptStats st;
    CK(dpoptGetStats(&st));
    if ((long)st.aggLaunches != s.groups)
      chk.fail("granularity %d, group %u, threshold %u, %d blocks: %llu "
               "aggregated launches, want %ld",
               (int)s.granularity, s.group, s.threshold, s.blocks,
               st.aggLaunches, s.groups);
    if (st.aggRecords != (unsigned long long)s.blocks)
      chk.fail("granularity %d, group %u, threshold %u, %d blocks: %llu "
               "records, want %d",
               (int)s.granularity, s.group, s.threshold, s.blocks,
               st.aggRecords, s.blocks);
  }
  e2e_clear_dpopt_params();
  return chk.finish(total_ms);
}
