// aggregate_pool: aggregation when the record pool is too small, and the
// aggregation threshold.
//  - Pool: 16 parent blocks of 256 threads, each thread launching 4 children
//    that take a 128-byte struct by value (16,384 launches, at least 128 KiB
//    of records per parent block, 2 MiB for the grid). With the pool set to
//    4 KiB and then 64 KiB (dpoptSetPoolSize) at warp, block, multiblock and
//    grid granularity, records that do not fit must be launched directly:
//    results identical to the host reference, aggFallbacks > 0 (not required
//    at warp granularity with 64 KiB, where a warp's records fit), no record
//    lost, no failed launch, every launch counted in aggSites. Then the
//    pool is set to 64 MiB (warp, block) and back to the built-in
//    pool (dpoptSetPoolSize(0); multiblock, grid), and nothing may fall
//    back. A pool of 2 GiB is refused; one of 2 GiB - 128 B works (grid).
//  - Aggregation threshold (dpoptSetAggThreshold), 64 MiB pool, every
//    launch one 4-thread child:
//    warp granularity, threshold 33: no warp has 33 launching threads, so
//      every launch is direct (aggDirect == aggSites, no record);
//    warp granularity, threshold 16, warps with 8 or 24 launching lanes:
//      at least the 8-lane warps' launches are direct, some are aggregated;
//    warp granularity, threshold 1: nothing direct;
//    block granularity, threshold 1025 (more than any block has threads):
//      every record is launched individually (aggIndividual == aggRecords);
//    block granularity, threshold 101, blocks with 0, 40, 100, 200 and 256
//      launching threads: exactly the records of the 40- and 100-thread
//      blocks are launched individually, the others aggregated;
//    multiblock and grid granularity, threshold 1025: the threshold does not
//      apply there (nothing individual or direct).
//  - Deferred launches (threshold 1: every child is still launched, but the
//    runtime now defers what is not aggregated by groups of blocks to the
//    parent thread's exit), aggregation off and warp:
//    64 KiB pool: records that do not fit are launched at the site
//      (aggFallbacks > 0), the others from the exit (aggDeferred ==
//      aggRecords; off: all launched one by one);
//    aggregation off, 64 MiB pool, pending-launch limit 64: launches from
//      the exit fail (error 69) and their records run serially in the parent
//      thread instead (aggSerialized == failedLaunches > 0), nothing lost.
// Threshold 0 (except there) and no coarsening. DPOPT_E2E_QUICK=1 (for
// compute-sanitizer) leaves out the 64 KiB pool at threshold 0 and the
// pending-launch limit. Without the plugin (.plain) nothing is aggregated, so
// the statistics checks fail (expected-failures.txt).
#define TEST_NAME "aggregate_pool"
#include "e2e_dpagg.h"

typedef unsigned u32;

// ------------------------------------------------------------------ pool ----
constexpr int kPoolBlocks = 16, kPoolThreads = 256, kPoolLaunches = 4;
constexpr int kPoolParents = kPoolBlocks * kPoolThreads;
constexpr int kPoolN = 8, kWords = 28;
constexpr long kPoolOut = (long)kPoolParents * kPoolLaunches * kPoolN;

struct Payload {
  u32 *out;
  int tag, n;
  u32 w[kWords];
};
static_assert(sizeof(Payload) == 128, "a 128-byte argument");

__host__ __device__ inline int pool_n(int t, int j) { return 1 + (t + j) % kPoolN; }
__host__ __device__ inline u32 pool_word(int tag, int q) {
  return e2e_mix((u32)tag * 131u + (u32)q) | 1u;
}
__host__ __device__ inline u32 pool_value(int tag, int k) {
  return pool_word(tag, (k + tag) % kWords) + (u32)tag;
}

__global__ void pool_child(Payload p) {
  int k = threadIdx.x;
  if (k < p.n)
    atomicAdd(p.out + k, p.w[(k + p.tag) % kWords] + (u32)p.tag);
}

__global__ void pool_parent(u32 *out) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  for (int j = 0; j < kPoolLaunches; ++j) {
    Payload p;
    p.tag = t * kPoolLaunches + j;
    p.out = out + (long)p.tag * kPoolN;
    p.n = pool_n(t, j);
    for (int q = 0; q < kWords; ++q)
      p.w[q] = pool_word(p.tag, q);
    pool_child<<<1, kPoolN>>>(p); //@launch
  }
}

// ------------------------------------------------------------- threshold ----
constexpr int kThrBlocks = 20, kThrThreads = 256;
constexpr int kThrParents = kThrBlocks * kThrThreads, kThrChild = 4;

// Launching threads of parent block b (block pattern) and of warp w (warp
// pattern: lanes below the count).
__host__ __device__ inline int block_launchers(int b) {
  switch (b % 5) {
  case 0: return 0;
  case 1: return 40;
  case 2: return 100;
  case 3: return 200;
  default: return 256;
  }
}
__host__ __device__ inline int warp_launchers(int w) { return (w & 1) ? 24 : 8; }
__host__ __device__ inline bool thr_launches(int t, int mode) {
  int b = t / kThrThreads, tid = t % kThrThreads;
  return mode == 0 ? tid < block_launchers(b) : t % 32 < warp_launchers(t / 32);
}
__host__ __device__ inline u32 thr_value(int t, int k) {
  return (e2e_mix((u32)t * 4u + (u32)k + 12345u) & 0x3fffffffu) | 1u;
}

__global__ void thr_child(u32 *out, int t) {
  atomicAdd(out + threadIdx.x, thr_value(t, threadIdx.x));
}

__global__ void thr_parent(u32 *out, int mode) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (thr_launches(t, mode))
    thr_child<<<1, kThrChild>>>(out + t * kThrChild, t); //@launch
}

// ------------------------------------------------------------------ host ----
static void set_params(dpoptGranularity g, unsigned group, unsigned agg_threshold) {
  e2e_clear_dpopt_params();
  CK(dpoptSetAggregation(nullptr, g));
  CK(dpoptSetAggGroupBlocks(nullptr, group));
  CK(dpoptSetAggThreshold(nullptr, agg_threshold));
  CK(dpoptSetThreshold(nullptr, 0));
  CK(dpoptSetCoarsenFactor(nullptr, 1));
}

// Checks that hold for every run; returns the statistics.
static dpoptStats common_checks(Checker &chk, const std::string &what,
                                long launches) {
  dpoptStats st;
  CK(dpoptGetStats(&st));
  const char *w = what.c_str();
  if (st.failedLaunches)
    chk.fail("%s: %llu failed launches (last error %d)", w, st.failedLaunches,
             st.lastError);
  if (st.aggLost)
    chk.fail("%s: %llu records lost", w, st.aggLost);
  if (st.aggSerialized)
    chk.fail("%s: %llu records serialized", w, st.aggSerialized);
  if (st.aggSites != st.aggRecords + st.aggFallbacks + st.aggDirect)
    chk.fail("%s: aggSites %llu != aggRecords %llu + aggFallbacks %llu + "
             "aggDirect %llu",
             w, st.aggSites, st.aggRecords, st.aggFallbacks, st.aggDirect);
  if (st.aggSites != (unsigned long long)launches)
    chk.fail("%s: aggSites %llu, but %ld launches made (threshold 0: all must "
             "enter aggregation)",
             w, st.aggSites, launches);
  return st;
}

static void log_stats(const std::string &what, float ms, long launches,
                      const dpoptStats &st, bool ok) {
  fprintf(stderr,
          "aggregate_pool: %-44s %8.3f ms  launches %ld: sites %llu records "
          "%llu deferred %llu fallbacks %llu direct %llu aggLaunches %llu "
          "individual %llu serialized %llu lost %llu failed %llu%s\n",
          what.c_str(), ms, launches, st.aggSites, st.aggRecords,
          st.aggDeferred, st.aggFallbacks, st.aggDirect, st.aggLaunches,
          st.aggIndividual, st.aggSerialized, st.aggLost, st.failedLaunches,
          ok ? "" : "  WRONG");
}

int main() {
  Checker chk;
  // With a tiny pool nearly every launch is direct, all pending at once.
  e2e_set_pending_launches(32768);
  float total_ms = 0;

  // Pool part: reference.
  std::vector<u32> want_pool(kPoolOut, 0);
  for (int t = 0; t < kPoolParents; ++t)
    for (int j = 0; j < kPoolLaunches; ++j) {
      int tag = t * kPoolLaunches + j;
      for (int k = 0; k < pool_n(t, j); ++k)
        want_pool[(long)tag * kPoolN + k] = pool_value(tag, k);
    }
  const long pool_launches = (long)kPoolParents * kPoolLaunches;
  u32 *pout = dev_alloc<u32>(kPoolOut);

  struct PoolRun {
    dpoptStats st;
    float ms;
    long failures_before;
  };
  // One run of pool_parent, its output checked (st not read yet).
  auto launch_pool = [&](const std::string &what) {
    CK(cudaMemset(pout, 0, kPoolOut * sizeof(u32)));
    CK(dpoptResetStats());
    CK(cudaDeviceSynchronize());
    GpuTimer timer;
    timer.start();
    pool_parent<<<kPoolBlocks, kPoolThreads>>>(pout); //@host
    CK_LAUNCH();
    float ms = timer.stop();
    total_ms += ms;
    long before = chk.failures();
    chk.eq_array((what + ": output").c_str(), to_host(pout, kPoolOut), want_pool);
    return PoolRun{dpoptStats{}, ms, before};
  };
  auto run_pool = [&](const std::string &what) {
    PoolRun r = launch_pool(what);
    r.st = common_checks(chk, what, pool_launches);
    return r;
  };

  const E2EGranularity pool_grans[] = {{"warp", dpoptAggWarp, 8},
                                       {"block", dpoptAggBlock, 8},
                                       {"multiblock/4", dpoptAggMultiBlock, 4},
                                       {"grid", dpoptAggGrid, 8}};
  const size_t tiny_pools[] = {4096, 64 << 10};
  for (size_t pool : tiny_pools)
    for (const E2EGranularity &g : pool_grans) {
      if (e2e_quick_mode() && pool > 4096)
        continue;
      CK(cudaDeviceSynchronize());
      CK(dpoptSetPoolSize(pool));
      set_params(g.g, g.group, 1);
      std::string what = std::string(g.name) + ", pool " + std::to_string(pool) + " B";
      PoolRun r = run_pool(what);
      const dpoptStats &st = r.st;
      bool must_fall_back = pool < (64u << 10) || g.g != dpoptAggWarp;
      if (must_fall_back && st.aggFallbacks == 0)
        chk.fail("%s: no fallback although the records do not fit the pool",
                 what.c_str());
      log_stats(what, r.ms, pool_launches, st,
                chk.failures() == r.failures_before);
    }

  // Back to a normal pool: everything fits. A 64 MiB pool for warp and
  // block, then the built-in one (size 0) for multiblock and grid.
  for (const E2EGranularity &g : pool_grans) {
    bool builtin = g.g == dpoptAggMultiBlock || g.g == dpoptAggGrid;
    CK(cudaDeviceSynchronize());
    CK(dpoptSetPoolSize(builtin ? 0 : 64u << 20));
    set_params(g.g, g.group, 1);
    std::string what = std::string(g.name) +
                       (builtin ? ", built-in pool" : ", pool 64 MiB");
    PoolRun r = run_pool(what);
    const dpoptStats &st = r.st;
    if (st.aggFallbacks || st.aggRecords != (unsigned long long)pool_launches ||
        st.aggLaunches == 0)
      chk.fail("%s: aggFallbacks %llu, aggRecords %llu of %ld, aggLaunches "
               "%llu (want no fallback, every launch recorded)",
               what.c_str(), st.aggFallbacks, st.aggRecords, pool_launches,
               st.aggLaunches);
    log_stats(what, r.ms, pool_launches, st,
              chk.failures() == r.failures_before);
  }

  // The largest pool: a group slot names its chunk by the chunk's 128-byte
  // unit in 24 bits, so 2 GiB is refused (and changes nothing) and 128
  // bytes less is accepted.
  {
    CK(cudaDeviceSynchronize());
    cudaError_t refused = dpoptSetPoolSize(size_t(2) << 30);
    if (refused != cudaErrorInvalidValue)
      chk.fail("dpoptSetPoolSize(2 GiB): %s (want cudaErrorInvalidValue)",
               cudaGetErrorString(refused));
    CK(dpoptSetPoolSize((size_t(2) << 30) - 128));
    set_params(dpoptAggGrid, 8, 1);
    std::string what = "grid, pool 2 GiB - 128 B";
    PoolRun r = run_pool(what);
    if (r.st.aggFallbacks || r.st.aggLaunches == 0)
      chk.fail("%s: aggFallbacks %llu, aggLaunches %llu (want no fallback)",
               what.c_str(), r.st.aggFallbacks, r.st.aggLaunches);
    log_stats(what, r.ms, pool_launches, r.st,
              chk.failures() == r.failures_before);
  }

  // Deferred launches, with a pool too small for them.
  const E2EGranularity defer_grans[] = {{"off", dpoptAggOff, 8},
                                        {"warp", dpoptAggWarp, 8}};
  for (const E2EGranularity &g : defer_grans) {
    CK(cudaDeviceSynchronize());
    CK(dpoptSetPoolSize(64u << 10));
    set_params(g.g, g.group, 1);
    CK(dpoptSetThreshold(nullptr, 1));
    std::string what = std::string(g.name) + " +T (deferred), pool 65536 B";
    PoolRun r = run_pool(what);
    const dpoptStats &st = r.st;
    if (st.aggFallbacks == 0 || st.aggDeferred == 0 ||
        st.aggDeferred != st.aggRecords)
      chk.fail("%s: aggFallbacks %llu, aggDeferred %llu, aggRecords %llu "
               "(want some fallbacks, every record deferred)",
               what.c_str(), st.aggFallbacks, st.aggDeferred, st.aggRecords);
    if (g.g == dpoptAggOff &&
        (st.aggLaunches || st.aggIndividual != st.aggRecords))
      chk.fail("%s: aggLaunches %llu, aggIndividual %llu of %llu records "
               "(want each launched alone)",
               what.c_str(), st.aggLaunches, st.aggIndividual, st.aggRecords);
    log_stats(what, r.ms, pool_launches, st,
              chk.failures() == r.failures_before);
  }
  // Deferred launches that fail: their records run serially. Not under
  // DPOPT_E2E_QUICK (compute-sanitizer): for a launch over the limit CDP2's
  // cudaGetParameterBufferV2 returns a buffer memcheck does not track, and
  // it reports the argument writes as out of bounds
  // (sanitizer-exclusions.txt).
  if (!e2e_quick_mode()) {
    CK(cudaDeviceSynchronize());
    CK(dpoptSetPoolSize(64u << 20));
    set_params(dpoptAggOff, 8, 1);
    CK(dpoptSetThreshold(nullptr, 1));
    e2e_set_pending_launches(64);
    const std::string what = "off +T (deferred), pending-launch limit 64";
    PoolRun r = launch_pool(what);
    dpoptStats st;
    CK(dpoptGetStats(&st));
    typedef unsigned long long ull;
    if (st.aggLost || st.aggSerialized == 0 ||
        st.aggSerialized != st.failedLaunches ||
        st.pendingLimitFailures != st.failedLaunches)
      chk.fail("%s: aggLost %llu, aggSerialized %llu, failedLaunches %llu "
               "(%llu over the limit) (want failures, each record serialized)",
               what.c_str(), st.aggLost, st.aggSerialized, st.failedLaunches,
               st.pendingLimitFailures);
    if (st.aggSites != (ull)pool_launches ||
        st.aggRecords != (ull)pool_launches ||
        st.aggDeferred != st.aggRecords ||
        st.aggIndividual + st.aggSerialized != st.aggRecords)
      chk.fail("%s: aggSites %llu, aggRecords %llu, aggDeferred %llu, "
               "aggIndividual %llu + aggSerialized %llu (want all %ld "
               "deferred, each launched or serialized)",
               what.c_str(), st.aggSites, st.aggRecords, st.aggDeferred,
               st.aggIndividual, st.aggSerialized, pool_launches);
    log_stats(what, r.ms, pool_launches, st,
              chk.failures() == r.failures_before);
    e2e_set_pending_launches(32768);
  }

  // Aggregation threshold, with a 64 MiB pool (the deferred runs left it at
  // 64 KiB when the pending-limit run is left out).
  CK(cudaDeviceSynchronize());
  CK(dpoptSetPoolSize(64u << 20));
  u32 *tout = dev_alloc<u32>((size_t)kThrParents * kThrChild);
  std::vector<u32> want_thr[2];
  long thr_launches_of[2] = {0, 0};
  long warp8 = 0;       // launches from 8-lane warps (warp pattern)
  long block_under = 0; // launches from blocks of < 101 launchers
  for (int mode = 0; mode < 2; ++mode) {
    want_thr[mode].assign((size_t)kThrParents * kThrChild, 0);
    for (int t = 0; t < kThrParents; ++t) {
      if (!thr_launches(t, mode))
        continue;
      ++thr_launches_of[mode];
      if (mode == 1 && warp_launchers(t / 32) == 8)
        ++warp8;
      if (mode == 0 && block_launchers(t / kThrThreads) < 101)
        ++block_under;
      for (int k = 0; k < kThrChild; ++k)
        want_thr[mode][t * kThrChild + k] = thr_value(t, k);
    }
  }

  struct ThrRun {
    const char *name;
    dpoptGranularity g;
    unsigned group, agg_threshold;
    int mode;   // 0: block pattern, 1: warp pattern
    bool defer; // threshold 1: launches deferred to the parent's exit
  };
  const ThrRun thr_runs[] = {
      {"warp, agg threshold 33, block pattern", dpoptAggWarp, 8, 33, 0, false},
      {"warp, agg threshold 33, warp pattern", dpoptAggWarp, 8, 33, 1, false},
      {"warp, agg threshold 16, 8/24 lanes", dpoptAggWarp, 8, 16, 1, false},
      {"warp, agg threshold 1, 8/24 lanes", dpoptAggWarp, 8, 1, 1, false},
      {"warp +T (deferred), agg threshold 16, 8/24 lanes", dpoptAggWarp, 8, 16,
       1, true},
      {"block, agg threshold 1025", dpoptAggBlock, 8, 1025, 0, false},
      {"block, agg threshold 101", dpoptAggBlock, 8, 101, 0, false},
      {"multiblock/4, agg threshold 1025", dpoptAggMultiBlock, 4, 1025, 0,
       false},
      {"grid, agg threshold 1025", dpoptAggGrid, 8, 1025, 0, false},
  };
  for (const ThrRun &r : thr_runs) {
    set_params(r.g, r.group, r.agg_threshold);
    if (r.defer)
      CK(dpoptSetThreshold(nullptr, 1));
    std::string what = r.name;
    const char *w = r.name;
    long L = thr_launches_of[r.mode];
    CK(cudaMemset(tout, 0, (size_t)kThrParents * kThrChild * sizeof(u32)));
    CK(dpoptResetStats());
    CK(cudaDeviceSynchronize());
    GpuTimer timer;
    timer.start();
    thr_parent<<<kThrBlocks, kThrThreads>>>(tout, r.mode); //@host
    CK_LAUNCH();
    float ms = timer.stop();
    total_ms += ms;
    long before = chk.failures();
    chk.eq_array((what + ": output").c_str(),
                 to_host(tout, (size_t)kThrParents * kThrChild), want_thr[r.mode]);
    dpoptStats st = common_checks(chk, what, L);
    typedef unsigned long long ull;
    if (st.aggFallbacks)
      chk.fail("%s: %llu fallbacks with a 64 MiB pool", w, st.aggFallbacks);
    if (r.defer) {
      // Too few lanes: launched one by one from the exit, not at the site.
      if (st.aggDirect || st.aggIndividual < (ull)warp8 ||
          st.aggLaunches == 0 || st.aggDeferred != st.aggRecords ||
          st.aggRecords != st.aggSites)
        chk.fail("%s: aggDirect %llu, aggIndividual %llu (want >= %ld from "
                 "8-lane warps), aggLaunches %llu, aggDeferred %llu, "
                 "aggRecords %llu (want every launch deferred)",
                 w, st.aggDirect, st.aggIndividual, warp8, st.aggLaunches,
                 st.aggDeferred, st.aggRecords);
    } else if (r.g == dpoptAggWarp) {
      if (st.aggIndividual)
        chk.fail("%s: aggIndividual %llu at warp granularity", w, st.aggIndividual);
      if (r.agg_threshold > 32) {
        if (st.aggDirect != st.aggSites || st.aggRecords || st.aggLaunches)
          chk.fail("%s: aggDirect %llu of %llu sites, aggRecords %llu, "
                   "aggLaunches %llu (want every launch direct)",
                   w, st.aggDirect, st.aggSites, st.aggRecords, st.aggLaunches);
      } else if (r.agg_threshold > 1) {
        if (st.aggDirect < (ull)warp8 || st.aggRecords == 0 || st.aggLaunches == 0)
          chk.fail("%s: aggDirect %llu (want >= %ld from 8-lane warps), "
                   "aggRecords %llu, aggLaunches %llu (want some aggregated)",
                   w, st.aggDirect, warp8, st.aggRecords, st.aggLaunches);
      } else if (st.aggDirect || st.aggLaunches == 0) {
        chk.fail("%s: aggDirect %llu, aggLaunches %llu (want none direct)", w,
                 st.aggDirect, st.aggLaunches);
      }
    } else if (r.g == dpoptAggBlock) {
      if (st.aggDirect)
        chk.fail("%s: aggDirect %llu at block granularity", w, st.aggDirect);
      if (r.agg_threshold > (unsigned)kThrThreads) {
        if (st.aggIndividual == 0 || st.aggIndividual != st.aggRecords)
          chk.fail("%s: aggIndividual %llu of %llu records (want all launched "
                   "individually)",
                   w, st.aggIndividual, st.aggRecords);
      } else if (st.aggIndividual != (ull)block_under || st.aggLaunches == 0) {
        chk.fail("%s: aggIndividual %llu (want %ld: the blocks with 40 and 100 "
                 "launching threads), aggLaunches %llu",
                 w, st.aggIndividual, block_under, st.aggLaunches);
      }
    } else if (st.aggIndividual || st.aggDirect || st.aggLaunches == 0) {
      chk.fail("%s: aggIndividual %llu, aggDirect %llu, aggLaunches %llu (the "
               "aggregation threshold applies only at warp and block "
               "granularity)",
               w, st.aggIndividual, st.aggDirect, st.aggLaunches);
    }
    log_stats(what, ms, L, st, chk.failures() == before);
  }

  e2e_clear_dpopt_params();
  CK(cudaFree(pout));
  CK(cudaFree(tout));
  return chk.finish(total_ms);
}
