// Coarsening microbenchmark: a parent grid of 16K threads (default), each
// launching one child of 8 to 64 blocks of 64 threads (the last block
// partial) that does light integer work per element, into the default
// stream. Many small blocks per launch is where coarsening (one child block
// doing the work of F blocks) should pay off. Built twice, like
// threshold_sweep.cu:
//   scripts/dpopt-clang++ --no-dpopt -O3 bench/micro/coarsen_sweep.cu -o coarsen_sweep.plain
//   scripts/dpopt-clang++ -O3 bench/micro/coarsen_sweep.cu -o coarsen_sweep.dpopt
//   ./coarsen_sweep.plain plain; ./coarsen_sweep.dpopt     [BUILD [PARENTS]]
// The untransformed (plain) build runs one point. The DPOpt build sets the
// threshold to 0 (every child launched) and aggregation off (the direct,
// coarsened launch path), then sweeps the coarsening factor at run time
// (dpoptSetCoarsenFactor) over 1, 2, 4, 8, 16, 32, 64 and the compiled-in
// default. Each point: one warm-up, then the median of 7 runs timed with
// CUDA events; the output is poisoned before and checked against the CPU
// after every run (and the runtime's failed-launch count must stay 0).
// Prints CSV:
//   build,factor,median_ms,min_ms,child_launches,child_blocks,coarse_blocks,
//   runtime_launches,failed_launches,check
// coarse_blocks is sum(ceil(blocks / factor)) over the children (what the
// coarsened grids should have); runtime_launches/failed_launches come from
// dpoptGetStats over the last run (DPOpt build only).
#include "dpagg.h"
#include "micro_check.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

constexpr int kBlock = 64;

// Light per-element work, integer only (exact on host and device).
__host__ __device__ inline unsigned work(unsigned x, unsigned i) {
  unsigned h = x * 2654435761u + i;
  return h ^ (h >> 13);
}

__global__ void work_child(const unsigned *in, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = work(in[i], (unsigned)i);
}

__global__ void parent(const int *offsets, const unsigned *in, unsigned *out,
                       int parents) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= parents)
    return;
  int begin = offsets[p], n = offsets[p + 1] - begin;
  if (n > 0)
    work_child<<<(n + kBlock - 1) / kBlock, kBlock>>>(in + begin, out + begin, n);
}

int main(int argc, char **argv) {
  const char *build = argc > 1 ? argv[1] : "dpopt";
  const int parents = argc > 2 ? atoi(argv[2]) : 16384;
  const bool plain = std::string(build) == "plain";
  if (parents <= 0) {
    fprintf(stderr, "usage: %s [plain|dpopt] [PARENTS]\n", argv[0]);
    return 2;
  }

  // Child p: 8..64 blocks (deterministic hash), the last block partial.
  std::vector<int> offsets(parents + 1, 0), blocks(parents);
  for (int p = 0; p < parents; ++p) {
    unsigned h = (unsigned)p * 2246822519u;
    h ^= h >> 15;
    int b = 8 + (int)(h % 57);
    int n = b * kBlock - (int)((h >> 8) % kBlock);
    blocks[p] = b;
    offsets[p + 1] = offsets[p] + n;
  }
  const size_t total = offsets[parents];
  std::vector<unsigned> in(total), ref(total), out(total);
  for (size_t k = 0; k < total; ++k)
    in[k] = (unsigned)(k * 37 % 100003);
  for (int p = 0; p < parents; ++p)
    for (int i = 0; i < offsets[p + 1] - offsets[p]; ++i)
      ref[offsets[p] + i] = work(in[offsets[p] + i], (unsigned)i);
  long long child_blocks = 0;
  for (int b : blocks)
    child_blocks += b;

  CHECK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount,
                           (size_t)parents + 4096));
  int *d_off;
  unsigned *d_in, *d_out;
  CHECK(cudaMalloc(&d_off, sizeof(int) * (parents + 1)));
  CHECK(cudaMalloc(&d_in, sizeof(unsigned) * total));
  CHECK(cudaMalloc(&d_out, sizeof(unsigned) * total));
  CHECK(cudaMemcpy(d_off, offsets.data(), sizeof(int) * (parents + 1),
                   cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_in, in.data(), sizeof(unsigned) * total,
                   cudaMemcpyHostToDevice));
  cudaEvent_t a, b;
  CHECK(cudaEventCreate(&a));
  CHECK(cudaEventCreate(&b));

  // 0 stands for "the compiled-in default" (the parameter cleared).
  std::vector<long long> factors = {1, 2, 4, 8, 16, 32, 64, 0};
  if (plain)
    factors = {-1}; // the untransformed program has no factor
  else {
    CHECK(dpoptClearParam(dpoptThreshold));
    CHECK(dpoptClearParam(dpoptCoarsenFactor));
    CHECK(dpoptClearParam(dpoptAggGranularity));
    CHECK(dpoptSetThreshold(nullptr, 0));
    CHECK(dpoptSetAggregation(nullptr, dpoptAggOff));
  }
  printf("build,factor,median_ms,min_ms,child_launches,child_blocks,"
         "coarse_blocks,runtime_launches,failed_launches,check\n");
  int failures = 0;
  for (long long f : factors) {
    if (!plain) {
      if (f > 0)
        CHECK(dpoptSetCoarsenFactor(nullptr, (unsigned)f));
      else
        CHECK(dpoptClearParam(dpoptCoarsenFactor));
    }
    std::vector<float> times;
    bool ok = true;
    dpoptStats st{};
    for (int rep = 0; rep < 8; ++rep) {
      CHECK(cudaMemset(d_out, 0xa5, sizeof(unsigned) * total));
      if (!plain)
        CHECK(dpoptResetStats());
      CHECK(cudaDeviceSynchronize());
      CHECK(cudaEventRecord(a));
      parent<<<(parents + 255) / 256, 256>>>(d_off, d_in, d_out, parents);
      CHECK(cudaGetLastError());
      CHECK(cudaEventRecord(b));
      CHECK(cudaEventSynchronize(b));
      float ms;
      CHECK(cudaEventElapsedTime(&ms, a, b));
      CHECK(cudaMemcpy(out.data(), d_out, sizeof(unsigned) * total,
                       cudaMemcpyDeviceToHost));
      if (memcmp(out.data(), ref.data(), sizeof(unsigned) * total) != 0)
        ok = false;
      if (!plain) {
        CHECK(dpoptGetStats(&st));
        if (st.failedLaunches)
          ok = false;
      }
      if (rep > 0)
        times.push_back(ms);
    }
    std::sort(times.begin(), times.end());
    long long coarse_blocks = 0;
    for (int bl : blocks)
      coarse_blocks += f > 1 ? (bl + f - 1) / f : bl;
    char fname[32];
    if (f == 0)
      snprintf(fname, sizeof fname, "default");
    else
      snprintf(fname, sizeof fname, "%lld", f);
    printf("%s,%s,%.4f,%.4f,%d,%lld,%s,%llu,%llu,%s\n", build, fname,
           times[times.size() / 2], times[0], parents, child_blocks,
           f == 0 ? "?" : std::to_string(coarse_blocks).c_str(),
           st.launches, st.failedLaunches, ok ? "ok" : "WRONG");
    fflush(stdout);
    failures += !ok;
  }
  if (!plain) {
    CHECK(dpoptClearParam(dpoptThreshold));
    CHECK(dpoptClearParam(dpoptCoarsenFactor));
    CHECK(dpoptClearParam(dpoptAggGranularity));
  }
  return failures != 0;
}
