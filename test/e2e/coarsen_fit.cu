// coarsen_fit: coarsening only as far as the launch still fills the GPU, and
// lone aggregated records launched as the child itself. The child reads the
// grid and block it was really launched with (%nctaid.x and %ntid.y, from
// the runtime's __dpopt_launched_grid/_block: read in the child's own inline
// assembly, they would keep DPOpt from coarsening it) besides the geometry
// it sees,
// and every thread marks its element once. Factor 8 everywhere; "a wave" is
// %nsmid x 2,048 threads, what the GPU runs at once.
//  - Aggregation off, threshold 0 (direct coarsened launches):
//    2 blocks of 64 threads: not coarsened (2 blocks launched);
//    3 waves of 256-thread blocks: coarsened by 3 (the factor that still
//      fills the GPU), not 8;
//    16 waves: coarsened by 8.
//  - Multi-block aggregation, threshold 0 (the runtime's rule, on the sealed
//    chunk):
//    one launch of 2 blocks of 8 x 8 threads from a one-block parent: the
//      lone record runs as the child itself (its 2D block, not the
//      aggregated kernel's 1D one), counted as an aggregated launch;
//    4 launches of 2 blocks of 64 threads from one warp: one aggregated grid
//      of 8 blocks (coarsened by 8 each record would be one block);
//    4 launches of 4 waves' worth each: one aggregated grid coarsened by 8
//      (reserved uncoarsened, since the child's last launch by groups, the
//      case before, was small: the sealed chunk's records are refitted).
// Outputs are checked element by element, and nothing may be lost. Without
// the plugin nothing is coarsened or aggregated (expected-failures.txt).
#define TEST_NAME "coarsen_fit"
#include "e2e_dpagg.h"

constexpr int kCases = 6;

__device__ unsigned hw_nctaid_x() { return __dpopt_launched_grid(0); }
__device__ unsigned hw_ntid_y() { return __dpopt_launched_block(1); }
__device__ unsigned hw_nsmid() {
  unsigned v;
  asm volatile("mov.u32 %0, %%nsmid;" : "=r"(v));
  return v;
}

// What each case's children saw: the largest launched grid, the largest
// launched block height, and the largest gridDim.x they were shown.
struct Seen {
  unsigned grid, block_y, shown_grid;
};

__global__ void child(int *out, Seen *seen) {
  unsigned t =
      (blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  atomicAdd(&out[t], 1);
  if (threadIdx.x == 0 && threadIdx.y == 0) {
    atomicMax(&seen->grid, hw_nctaid_x());
    atomicMax(&seen->block_y, hw_ntid_y());
    atomicMax(&seen->shown_grid, gridDim.x);
  }
}

// Launch plan of a case: `launches` threads of the one-block parent each
// launch `blocks` blocks of bx x by threads into their own slice of out.
struct Plan {
  unsigned launches, blocks, bx, by;
};

// The plans, from the SM count the device reports (%nsmid).
__host__ __device__ inline Plan plan_of(int c, unsigned sms) {
  unsigned wave = sms * 2048 / 256; // 256-thread blocks in a wave
  switch (c) {
  case 0:
    return {1, 2, 64, 1};
  case 1:
    return {1, 3 * wave, 256, 1};
  case 2:
    return {1, 16 * wave, 256, 1};
  case 3:
    return {1, 2, 8, 8};
  case 4:
    return {4, 2, 64, 1};
  default:
    return {4, 4 * wave, 256, 1};
  }
}

__global__ void parent(int c, int *out, Seen *seen, int *errs, unsigned *sms,
                       unsigned max_sms) {
  unsigned n = hw_nsmid();
  if (threadIdx.x == 0)
    *sms = n;
  if (n > max_sms) // beyond what out was sized for: the host reports it
    return;
  Plan p = plan_of(c, n);
  if (threadIdx.x < p.launches) {
    int *mine = out + threadIdx.x * (size_t)p.blocks * p.bx * p.by;
    child<<<p.blocks, dim3(p.bx, p.by)>>>(mine, seen); //@launch
    e2e_record_last(errs, 0);
  }
}

int main() {
  Checker chk;
  const char *site[] = {"child launch"};
  int *errs = dev_alloc<int>(1);
  unsigned *d_sms = dev_alloc<unsigned>(1);
  Seen *d_seen = dev_alloc<Seen>(1);
  float total_ms = 0;
  for (int c = 0; c < kCases; ++c) {
    e2e_clear_dpopt_params();
    CK(dpoptSetThreshold(nullptr, 0));
    CK(dpoptSetCoarsenFactor(nullptr, 8));
    CK(dpoptSetAggregation(nullptr, c < 3 ? dpoptAggOff : dpoptAggMultiBlock));
    // The SM count, to size the output (a run of case 0 would do, but
    // reading it once is enough).
    unsigned sms = 0;
    {
      int dev = 0, count = 0;
      CK(cudaGetDevice(&dev));
      CK(cudaDeviceGetAttribute(&count, cudaDevAttrMultiProcessorCount, dev));
      sms = (unsigned)count * 2; // an upper bound on %nsmid for sizing
    }
    Plan big = plan_of(c, sms);
    size_t cap = (size_t)big.launches * big.blocks * big.bx * big.by;
    int *out = dev_alloc<int>(cap);
    CK(cudaMemset(d_seen, 0, sizeof(Seen)));
    CK(dpoptResetStats());
    cudaEvent_t a, b;
    CK(cudaEventCreate(&a));
    CK(cudaEventCreate(&b));
    CK(cudaEventRecord(a));
    parent<<<1, 32>>>(c, out, d_seen, errs, d_sms, sms); //@host
    CK(cudaGetLastError());
    CK(cudaEventRecord(b));
    CK(cudaDeviceSynchronize());
    float ms = 0;
    CK(cudaEventElapsedTime(&ms, a, b));
    total_ms += ms;
    unsigned n = to_host(d_sms, 1)[0];
    if (n > sms) {
      chk.fail("%%nsmid %u is above twice the SM count (%u): no launch made", n,
               sms);
      CK(cudaFree(out));
      break;
    }
    Plan p = plan_of(c, n);
    size_t len = (size_t)p.launches * p.blocks * p.bx * p.by;
    std::vector<int> want(cap, 0);
    std::fill(want.begin(), want.begin() + len, 1);
    char what[64];
    snprintf(what, sizeof what, "case %d: output", c);
    chk.eq_array(what, to_host(out, cap), want);
    Seen s = to_host(d_seen, 1)[0];
    dpoptStats st;
    CK(dpoptGetStats(&st));
    // The launched grid and block each case expects.
    unsigned grid = p.blocks, block_y = p.by;
    switch (c) {
    case 1:
      grid = (p.blocks + 2) / 3;
      break;
    case 2:
      grid = (p.blocks + 7) / 8;
      break;
    case 4:
      grid = p.launches * p.blocks;
      block_y = 1;
      break;
    case 5:
      grid = p.launches * ((p.blocks + 7) / 8);
      block_y = 1;
      break;
    }
    if (s.grid != grid || s.block_y != block_y || s.shown_grid != p.blocks)
      chk.fail("case %d: launched grid %u (want %u), block height %u (want "
               "%u), gridDim.x shown %u (want %u); %%nsmid %u",
               c, s.grid, grid, s.block_y, block_y, s.shown_grid, p.blocks, n);
    if (st.aggLost || st.failedLaunches)
      chk.fail("case %d: aggLost %llu, failedLaunches %llu", c, st.aggLost,
               st.failedLaunches);
    if (c >= 3 && (st.aggRecords != p.launches || st.aggLaunches != 1 ||
                   st.aggIndividual || st.aggFallbacks))
      chk.fail("case %d: aggRecords %llu (want %u), aggLaunches %llu (want "
               "1), aggIndividual %llu, aggFallbacks %llu (want 0)",
               c, st.aggRecords, p.launches, st.aggLaunches, st.aggIndividual,
               st.aggFallbacks);
    CK(cudaFree(out));
  }
  e2e_check_device_errors(chk, errs, 1, site);
  e2e_clear_dpopt_params();
  return chk.finish(total_ms);
}
