// Launch-latency microbenchmark (issue 18): the cost DPOpt adds to each
// level of a recursion whose grids stay small, as QSORT's. A chain of
// nested grids of two 256-thread blocks: each block does a little
// block-wide work behind a barrier (so the child cannot run serially, as a
// quicksort node's partition), and block 0's first thread launches the next
// level, <<<2, 256>>>, into the default stream. The chain's time is the sum
// of its levels' launch latencies, so the time per level over the
// untransformed build is what DPOpt's launch path (the runtime's call, its
// launch gate, the coarsening decision) costs on a recursion's critical
// path. Built twice by bench/build.sh (micro-launch_chain-plain without
// DPOpt, micro-launch_chain with it) and run by bench/run-micro.sh:
//   micro-launch_chain-plain plain; micro-launch_chain dpopt  [BUILD [LEVELS]]
// Each point: a warm-up, then the median of 51 runs timed with CUDA events;
// every run's visits are checked (each block of each level exactly once),
// and the DPOpt build checks that every launch was made and none failed.
// Prints CSV:
//   build,levels,median_ms,min_ms,us_per_level,launches,agg_direct,
//   agg_records,failed_launches,check
#include "dpagg.h"
#include "micro_check.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

constexpr int kThreads = 256, kBlocks = 2;

// Level `level` of `levels`: block b counts itself in visits[level * 2 + b].
__global__ void chain(int level, int levels, unsigned *visits) {
  __shared__ unsigned partial[kThreads];
  partial[threadIdx.x] = threadIdx.x;
  __syncthreads();
  if (threadIdx.x == 0) {
    // 0 + 1 + ... + 255, through the other threads' shared memory
    unsigned sum = 0;
    for (int i = 0; i < kThreads; ++i)
      sum += partial[i];
    atomicAdd(&visits[level * kBlocks + blockIdx.x],
              sum == kThreads * (kThreads - 1) / 2 ? 1u : 1000u);
  }
  if (blockIdx.x == 0 && threadIdx.x == 0 && level + 1 < levels)
    chain<<<kBlocks, kThreads>>>(level + 1, levels, visits);
}

int main(int argc, char **argv) {
  const char *build = argc > 1 ? argv[1] : "dpopt";
  // CDP2 nests grids at most 24 deep (the host's grid is the first)
  const int levels = argc > 2 ? atoi(argv[2]) : 20;
  if (levels < 1 || levels > 24) {
    fprintf(stderr, "usage: %s [plain|dpopt] [LEVELS (1-24)]\n", argv[0]);
    return 2;
  }
  const bool plain = std::string(build) == "plain";
  const int reps = 51;
  unsigned *visits;
  CHECK(cudaMalloc(&visits, levels * kBlocks * sizeof(unsigned)));
  cudaEvent_t a, b;
  CHECK(cudaEventCreate(&a));
  CHECK(cudaEventCreate(&b));
  std::vector<unsigned> got(levels * kBlocks);
  std::vector<float> ms;
  bool ok = true;
  dpoptStats st{};
  for (int r = 0; r <= reps; ++r) {
    CHECK(cudaMemset(visits, 0, levels * kBlocks * sizeof(unsigned)));
    if (!plain)
      CHECK(dpoptResetStats());
    CHECK(cudaEventRecord(a));
    chain<<<kBlocks, kThreads>>>(0, levels, visits);
    CHECK(cudaEventRecord(b));
    CHECK(cudaGetLastError());
    CHECK(cudaEventSynchronize(b));
    float t;
    CHECK(cudaEventElapsedTime(&t, a, b));
    if (r > 0) // the first run is the warm-up
      ms.push_back(t);
    CHECK(cudaMemcpy(got.data(), visits, got.size() * sizeof(unsigned),
                     cudaMemcpyDeviceToHost));
    for (size_t i = 0; i < got.size(); ++i)
      if (got[i] != 1) {
        if (ok)
          fprintf(stderr, "run %d: level %zu block %zu counted %u times\n", r,
                  i / kBlocks, i % kBlocks, got[i]);
        ok = false;
      }
    if (!plain) {
      CHECK(dpoptGetStats(&st));
      if (st.launches != (unsigned long long)(levels - 1) ||
          st.failedLaunches || st.aggLost) {
        if (ok)
          fprintf(stderr,
                  "run %d: %llu launches (want %d), %llu failed, "
                  "%llu child items lost\n",
                  r, st.launches, levels - 1, st.failedLaunches, st.aggLost);
        ok = false;
      }
    }
  }
  std::sort(ms.begin(), ms.end());
  double median = ms[ms.size() / 2];
  printf("build,levels,median_ms,min_ms,us_per_level,launches,agg_direct,"
         "agg_records,failed_launches,check\n");
  printf("%s,%d,%.4f,%.4f,%.3f,%llu,%llu,%llu,%llu,%s\n", build, levels, median,
         ms[0], median * 1000.0 / levels, st.launches, st.aggDirect,
         st.aggRecords, st.failedLaunches, ok ? "ok" : "FAIL");
  CHECK(cudaFree(visits));
  return ok ? 0 : 1;
}
