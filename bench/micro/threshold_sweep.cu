// Thresholding microbenchmark (issue 3): a parent grid of 64K threads, each
// launching a child over a segment whose length follows a power law, into
// the default stream (clang's V1 launches into fire-and-forget would fail in
// the untransformed program). Built
// twice: without DPOpt (the untransformed program) and with it; the DPOpt
// build sweeps the threshold at run time (dpoptSetThreshold), so one binary
// covers every point, each three times: serialized children held for the
// parent thread's exit and spread there over the block when they have 32
// threads or more and their warp holds at least the block spread
// threshold's threads in such children (the default, 256, or
// MICRO_BLOCK_SPREAD_THRESHOLD), the others over the warp; every one over
// the warp (dpoptSetBlockSpreadThreshold to 2^30); and each in its own
// parent thread (dpoptSetSpreadThreshold to 2^30, which no child reaches).
// The parent kernel as compiled always runs (DPOPT_LAUNCH_FREE=off): its
// launch-free version, which the runtime would run where no child reaches
// the threshold, runs every child in its own thread. Each point: one
// warm-up, then the median of 7 runs, timed with CUDA events; the output is
// checked against the CPU every run.
// Prints CSV:
//   build,threshold,spread,median_ms,min_ms,child_launches,serialized,check
// (spread: block, warp, thread, or - for the untransformed program)
#include "dpagg.h"
#include "micro_check.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

__global__ void segment_child(const float *in, float *out, int begin, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float x = in[begin + i];
    out[begin + i] = x * x * 0.5f + x + 1.0f;
  }
}

__global__ void parent(const int *offsets, const float *in, float *out,
                       int segments) {
  int s = blockIdx.x * blockDim.x + threadIdx.x;
  if (s >= segments)
    return;
  int begin = offsets[s], n = offsets[s + 1] - begin;
  if (n > 0)
    segment_child<<<(n + 127) / 128, 128>>>(in, out, begin, n);
}

int main(int argc, char **argv) {
  const char *build = argc > 1 ? argv[1] : "dpopt";
  const int segments = 65536;
  std::vector<int> offsets(segments + 1, 0), sizes(segments);
  srand(2022);
  for (int s = 0; s < segments; ++s) {
    // Pareto-like sizes: P(n > x) ~ x^-1.2, from 1 to 8192 elements.
    double u = (rand() + 1.0) / (RAND_MAX + 2.0);
    int n = (int)std::min(8192.0, std::floor(std::pow(u, -1.0 / 1.2)));
    sizes[s] = n;
    offsets[s + 1] = offsets[s] + n;
  }
  int total = offsets[segments];
  std::vector<float> in(total), ref(total), out(total);
  for (int i = 0; i < total; ++i) {
    in[i] = (float)((i * 37) % 1001) / 100.0f;
    ref[i] = in[i] * in[i] * 0.5f + in[i] + 1.0f;
  }
  setenv("DPOPT_LAUNCH_FREE", "off", 1);
  const char *block_at = getenv("MICRO_BLOCK_SPREAD_THRESHOLD");
  CHECK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 1 << 17));
  int *d_off;
  float *d_in, *d_out;
  CHECK(cudaMalloc(&d_off, sizeof(int) * (segments + 1)));
  CHECK(cudaMalloc(&d_in, sizeof(float) * total));
  CHECK(cudaMalloc(&d_out, sizeof(float) * total));
  CHECK(cudaMemcpy(d_off, offsets.data(), sizeof(int) * (segments + 1),
                   cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_in, in.data(), sizeof(float) * total,
                   cudaMemcpyHostToDevice));
  cudaEvent_t a, b;
  CHECK(cudaEventCreate(&a));
  CHECK(cudaEventCreate(&b));

  std::vector<long long> thresholds = {0,   1,    8,    32,   64,  128,
                                       256, 512, 1024, 4096, 8192, 4000000000LL};
  bool plain = std::string(build) == "plain";
  if (plain)
    thresholds = {-1}; // the untransformed program has no threshold
  printf("build,threshold,spread,median_ms,min_ms,child_launches,serialized,"
         "check\n");
  int failures = 0;
  for (long long t : thresholds)
    for (int spread = plain ? -1 : 2; spread >= (plain ? -1 : 0); --spread) {
      if (!plain) {
        CHECK(dpoptSetThreshold(nullptr, (unsigned)t));
        CHECK(dpoptClearParam(dpoptSpreadThreshold));
        CHECK(dpoptClearParam(dpoptBlockSpreadThreshold));
        if (spread == 2 && block_at)
          CHECK(dpoptSetBlockSpreadThreshold(nullptr, atoi(block_at)));
        if (spread == 1)
          CHECK(dpoptSetBlockSpreadThreshold(nullptr, 1u << 30));
        if (spread == 0)
          CHECK(dpoptSetSpreadThreshold(nullptr, 1u << 30));
      }
      std::vector<float> times;
      bool ok = true;
      for (int rep = 0; rep < 8; ++rep) {
        CHECK(cudaMemset(d_out, 0, sizeof(float) * total));
        CHECK(cudaEventRecord(a));
        parent<<<segments / 256, 256>>>(d_off, d_in, d_out, segments);
        CHECK(cudaGetLastError());
        CHECK(cudaEventRecord(b));
        CHECK(cudaEventSynchronize(b));
        float ms;
        CHECK(cudaEventElapsedTime(&ms, a, b));
        CHECK(cudaMemcpy(out.data(), d_out, sizeof(float) * total,
                         cudaMemcpyDeviceToHost));
        for (int i = 0; i < total; ++i)
          if (out[i] != ref[i]) {
            ok = false;
            break;
          }
        if (rep > 0)
          times.push_back(ms);
      }
      std::sort(times.begin(), times.end());
      long launches = 0, serialized = 0;
      for (int n : sizes)
        if (plain || (long long)n >= t)
          ++launches;
        else
          ++serialized;
      printf("%s,%lld,%s,%.4f,%.4f,%ld,%ld,%s\n", build, t,
             spread < 0    ? "-"
             : spread == 2 ? "block"
             : spread == 1 ? "warp"
                           : "thread",
             times[times.size() / 2], times[0], launches, serialized,
             ok ? "ok" : "WRONG");
      failures += !ok;
    }
  if (!plain) {
    CHECK(dpoptClearParam(dpoptThreshold));
    CHECK(dpoptClearParam(dpoptSpreadThreshold));
    CHECK(dpoptClearParam(dpoptBlockSpreadThreshold));
  }
  return failures != 0;
}
