// aggregate_iter: aggregation across many parent grids.
//  - Iterative: a parent grid (4 blocks of 64 threads) launched 10,000 times
//    in a row from the host, with no other host call in between (a
//    cudaGetLastError + synchronize every 1,000). In iteration i, half of the
//    threads launch one child of 1..40 threads that adds a value depending
//    on i to the thread's accumulators; one parent block in five launches
//    nothing (a group whose blocks make no record), and so does every 97th
//    parent grid as a whole. The sums after 10,000 iterations must equal
//    the host's. The runtime's per-group state and its record pool must be
//    reused across parent grids: in the last 1,000 iterations records must
//    still be written and none may fall back to a direct launch.
//  - Concurrent: the same parent kernel launched into two cudaStreams
//    (different grid sizes, block sizes, outputs and values), 300 times each,
//    alternating, so that parent grids of both streams run at the same time;
//    each stream's results are checked separately.
// DPOPT_E2E_QUICK=1 (for compute-sanitizer): 2,000 iterations, synchronized
// every 500, and 60 in the two streams.
// Both run at block, multiblock (groups of 3 blocks: the 4-block grid makes
// a full and a partial group) and grid granularity, threshold 0 and no
// coarsening, so that every launch enters the aggregation path: aggSites
// must equal the launches made, with no record lost and no failed launch.
// Without the plugin (.plain) nothing is aggregated, so the statistics
// checks fail (expected-failures.txt).
#define TEST_NAME "aggregate_iter"
#include "e2e_dpagg.h"

typedef unsigned u32;

constexpr int kIterBlocks = 4, kIterThreads = 64;
constexpr int kIterParents = kIterBlocks * kIterThreads;
constexpr int kMaxN = 40;
// Iterations and synchronization window (DPOPT_E2E_QUICK: fewer).
static int num_iters = 10000, sync_every = 1000;

// Parent grids that launch nothing at all, and idle blocks.
__host__ __device__ inline bool grid_idle(int i) { return i % 97 == 96; }
__host__ __device__ inline bool block_idle(int b, int i) {
  return grid_idle(i) || (i + b) % 5 == 0;
}
__host__ __device__ inline bool iter_launches(int t, int i) {
  return (t * 7 + i * 3) % 4 < 2;
}
__host__ __device__ inline int iter_n(int t, int i) {
  return 1 + (t * 13 + i * 5) % kMaxN;
}
__host__ __device__ inline u32 iter_value(int i) { return (u32)(i % 7) + 1; }

// Two streams: the same parent kernel, different shapes and data.
static int pair_iters = 300;
constexpr int kPairMaxN = 48;
struct PairShape {
  int blocks, threads, parents, salt;
};
constexpr PairShape kPairA = {5, 64, 300, 1}, kPairB = {9, 96, 850, 2};
__host__ __device__ inline bool pair_launches(int t, int i, int salt) {
  return (t + i + salt) % 3 != 0;
}
__host__ __device__ inline int pair_n(int t, int i, int salt) {
  return 1 + (t * 11 + i * 7 + salt * 5) % kPairMaxN;
}
__host__ __device__ inline u32 pair_value(int i, int salt) {
  return (u32)(salt * 10 + i % 5 + 1);
}

__global__ void acc_child(u32 *acc, int n, u32 v) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  if (k < n)
    atomicAdd(acc + k, v);
}

__global__ void iter_parent(u32 *acc, int i) {
  if (block_idle(blockIdx.x, i))
    return;
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (!iter_launches(t, i))
    return;
  int n = iter_n(t, i);
  acc_child<<<(n + 15) / 16, 16>>>(acc + t * kMaxN, n, iter_value(i)); //@launch
}

__global__ void pair_parent(u32 *acc, int parents, int i, int salt) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= parents || !pair_launches(t, i, salt))
    return;
  int n = pair_n(t, i, salt);
  acc_child<<<(n + 31) / 32, 32>>>(acc + t * kPairMaxN, n, pair_value(i, salt)); //@launch
}

// Host reference of iterations [from, to): adds to want (if given), returns
// the number of launches.
static long iter_reference(int from, int to, std::vector<u32> *want) {
  long launches = 0;
  for (int i = from; i < to; ++i)
    for (int t = 0; t < kIterParents; ++t) {
      if (block_idle(t / kIterThreads, i) || !iter_launches(t, i))
        continue;
      ++launches;
      if (want)
        for (int k = 0; k < iter_n(t, i); ++k)
          (*want)[t * kMaxN + k] += iter_value(i);
    }
  return launches;
}

static long pair_reference(const PairShape &s, std::vector<u32> &want) {
  long launches = 0;
  want.assign((size_t)s.parents * kPairMaxN, 0);
  for (int i = 0; i < pair_iters; ++i)
    for (int t = 0; t < s.parents; ++t) {
      if (!pair_launches(t, i, s.salt))
        continue;
      ++launches;
      for (int k = 0; k < pair_n(t, i, s.salt); ++k)
        want[t * kPairMaxN + k] += pair_value(i, s.salt);
    }
  return launches;
}

// Checks the statistics of a part that made `launches` launches.
static void check_stats(Checker &chk, const char *what, long launches,
                        bool steady) {
  dpoptStats st;
  CK(dpoptGetStats(&st));
  unsigned long long L = (unsigned long long)launches;
  long before = chk.failures();
  if (st.failedLaunches)
    chk.fail("%s: %llu failed launches (last error %d)", what,
             st.failedLaunches, st.lastError);
  if (st.aggLost)
    chk.fail("%s: %llu records lost", what, st.aggLost);
  if (st.aggSites != st.aggRecords + st.aggFallbacks + st.aggDirect)
    chk.fail("%s: aggSites %llu != aggRecords %llu + aggFallbacks %llu + "
             "aggDirect %llu",
             what, st.aggSites, st.aggRecords, st.aggFallbacks, st.aggDirect);
  if (st.aggSites != L)
    chk.fail("%s: aggSites %llu, but %llu launches made (threshold 0: all "
             "must be aggregated)",
             what, st.aggSites, L);
  if (st.aggRecords == 0 || st.aggLaunches == 0 || st.aggLaunches >= L ||
      st.aggLaunches > st.aggRecords)
    chk.fail("%s: no aggregation: aggRecords %llu, aggLaunches %llu, %llu "
             "launches made",
             what, st.aggRecords, st.aggLaunches, L);
  if (steady && st.aggFallbacks)
    chk.fail("%s: %llu of %llu records fell back to direct launches (the "
             "pool is not reused?)",
             what, st.aggFallbacks, st.aggSites);
  fprintf(stderr,
          "aggregate_iter: %-44s launches %llu: sites %llu records %llu "
          "fallbacks %llu direct %llu aggLaunches %llu individual %llu "
          "serialized %llu lost %llu failed %llu%s\n",
          what, L, st.aggSites, st.aggRecords, st.aggFallbacks, st.aggDirect,
          st.aggLaunches, st.aggIndividual, st.aggSerialized, st.aggLost,
          st.failedLaunches, chk.failures() == before ? "" : "  WRONG");
}

int main() {
  Checker chk;
  if (e2e_quick_mode()) {
    num_iters = 2000;
    sync_every = 500;
    pair_iters = 60;
  }
  e2e_set_pending_launches(4096);
  std::vector<u32> want_iter((size_t)kIterParents * kMaxN, 0), want_a, want_b;
  const long iter_first = iter_reference(0, num_iters - sync_every, &want_iter);
  const long iter_last = iter_reference(num_iters - sync_every, num_iters, &want_iter);
  const long pair_launches_a = pair_reference(kPairA, want_a);
  const long pair_launches_b = pair_reference(kPairB, want_b);

  u32 *acc = dev_alloc<u32>((size_t)kIterParents * kMaxN);
  u32 *acc_a = dev_alloc<u32>(want_a.size()), *acc_b = dev_alloc<u32>(want_b.size());
  cudaStream_t sa, sb;
  CK(cudaStreamCreateWithFlags(&sa, cudaStreamNonBlocking));
  CK(cudaStreamCreateWithFlags(&sb, cudaStreamNonBlocking));

  const E2EGranularity grans[] = {{"block", dpoptAggBlock, 8},
                                  {"multiblock/3", dpoptAggMultiBlock, 3},
                                  {"grid", dpoptAggGrid, 8}};
  float total_ms = 0;
  char what[128];
  for (const E2EGranularity &g : grans) {
    e2e_clear_dpopt_params();
    CK(dpoptSetAggregation(nullptr, g.g));
    CK(dpoptSetAggGroupBlocks(nullptr, g.group));
    CK(dpoptSetAggThreshold(nullptr, 1));
    CK(dpoptSetThreshold(nullptr, 0));
    CK(dpoptSetCoarsenFactor(nullptr, 1));

    // Iterative.
    CK(cudaMemset(acc, 0, (size_t)kIterParents * kMaxN * sizeof(u32)));
    CK(dpoptResetStats());
    CK(cudaDeviceSynchronize());
    GpuTimer timer;
    timer.start();
    for (int i = 0; i < num_iters; ++i) {
      iter_parent<<<kIterBlocks, kIterThreads>>>(acc, i); //@host
      if ((i + 1) % sync_every == 0) {
        CK_LAUNCH();
        if (i + 1 == num_iters - sync_every) {
          snprintf(what, sizeof what, "%s: iterations 0..%d", g.name, i);
          check_stats(chk, what, iter_first, false);
          CK(dpoptResetStats());
        }
      }
    }
    total_ms += timer.stop();
    snprintf(what, sizeof what, "%s: iterations %d..%d", g.name,
             num_iters - sync_every, num_iters - 1);
    check_stats(chk, what, iter_last, true);
    snprintf(what, sizeof what, "%s: sums after %d iterations", g.name, num_iters);
    chk.eq_array(what, to_host(acc, (size_t)kIterParents * kMaxN), want_iter);

    // Two streams at once.
    CK(cudaMemset(acc_a, 0, want_a.size() * sizeof(u32)));
    CK(cudaMemset(acc_b, 0, want_b.size() * sizeof(u32)));
    CK(dpoptResetStats());
    CK(cudaDeviceSynchronize());
    timer.start();
    for (int i = 0; i < pair_iters; ++i) {
      pair_parent<<<kPairA.blocks, kPairA.threads, 0, sa>>>(acc_a, kPairA.parents, i, kPairA.salt); //@host
      pair_parent<<<kPairB.blocks, kPairB.threads, 0, sb>>>(acc_b, kPairB.parents, i, kPairB.salt); //@host
    }
    CK_LAUNCH();
    total_ms += timer.stop();
    snprintf(what, sizeof what, "%s: two streams", g.name);
    check_stats(chk, what, pair_launches_a + pair_launches_b, true);
    snprintf(what, sizeof what, "%s: stream A sums", g.name);
    chk.eq_array(what, to_host(acc_a, want_a.size()), want_a);
    snprintf(what, sizeof what, "%s: stream B sums", g.name);
    chk.eq_array(what, to_host(acc_b, want_b.size()), want_b);
  }
  e2e_clear_dpopt_params();
  CK(cudaStreamDestroy(sa));
  CK(cudaStreamDestroy(sb));
  CK(cudaFree(acc));
  CK(cudaFree(acc_a));
  CK(cudaFree(acc_b));
  return chk.finish(total_ms);
}
