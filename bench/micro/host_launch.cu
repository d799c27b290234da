// Host-launch microbenchmark (issue 19's smallest pairs: TC and MST on the
// road graph, Bezier, whose kernels run in 0.02-0.1 ms): what DPOpt's host
// path adds to a host launch of a kernel that launches kernels. Built with
// the plugin, every host launch goes through the runtime
// (__dpopt_host_launch), which picks the kernel, its launch-free version or
// its team version. `parent`'s threads launch a child only for an element
// that asks for one, and none does, so after its first runs the runtime
// runs the launch-free version (or, for a grid too small to fill the GPU,
// the team version); the DPOpt build checks which ran (dpoptGetHostStats).
// Built twice by bench/build.sh and run by bench/run-micro.sh:
//   micro-host_launch-plain plain; micro-host_launch dpopt
// (DPOPT_LAUNCH_FREE=off micro-host_launch NAME: the kernel itself, launched
// without the runtime's host path.)
// Per grid size (blocks of 256 threads):
//   enqueue_us: host time a launch over 2,000 back-to-back launches
//     (std::chrono, after a warm-up; the GPU runs them meanwhile);
//   event_ms: one launch between two CUDA events, a cudaMemsetAsync before
//     it, as the suite's apps time themselves: median (and minimum) of 201
//     runs after a warm-up.
// Grids: 1,033 blocks (264K threads, the road graph's vertices) and 8.
// Every parent thread counts its runs; the counts are checked at the end.
// Prints CSV: build,blocks,enqueue_us,event_ms,min_event_ms,kernel_runs,
//   launch_free_runs,team_runs,check
#include "dpagg.h"
#include "micro_check.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

constexpr int kThreads = 256;

__global__ void child(int *out, int base) { atomicAdd(&out[base], 1000); }

__global__ void parent(const int *want, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    out[i] += 1;
    if (want[i] > 0)
      child<<<1, want[i]>>>(out, i);
  }
}

int main(int argc, char **argv) {
  const std::string build = argc > 1 ? argv[1] : "dpopt";
  const bool plain = build == "plain";
  const int grids[] = {1033, 8};
  const int maxN = grids[0] * kThreads, enqueued = 2000, timed = 201;
  int *want, *out;
  CHECK(cudaMalloc(&want, maxN * sizeof(int)));
  CHECK(cudaMalloc(&out, maxN * sizeof(int)));
  CHECK(cudaMemset(want, 0, maxN * sizeof(int)));
  int *scratch;
  CHECK(cudaMalloc(&scratch, sizeof(int)));
  cudaEvent_t a, b;
  CHECK(cudaEventCreate(&a));
  CHECK(cudaEventCreate(&b));
  printf("build,blocks,enqueue_us,event_ms,min_event_ms,kernel_runs,"
         "launch_free_runs,team_runs,check\n");
  bool allOk = true;
  for (int blocks : grids) {
    const int n = blocks * kThreads;
    CHECK(cudaMemset(out, 0, maxN * sizeof(int)));
    long runs = 0;
    auto launch = [&] {
      parent<<<blocks, kThreads>>>(want, out, n);
      ++runs;
    };
    // Warm-up: the runtime observes the kernel's first runs before it
    // picks a version.
    for (int r = 0; r < 50; ++r)
      launch();
    CHECK(cudaDeviceSynchronize());
    dpoptHostStats before{}, after{};
    if (!plain)
      CHECK(dpoptGetHostStats(&before));
    auto t0 = std::chrono::steady_clock::now();
    for (int r = 0; r < enqueued; ++r)
      launch();
    auto t1 = std::chrono::steady_clock::now();
    CHECK(cudaDeviceSynchronize());
    const double enqueueUs =
        std::chrono::duration<double, std::micro>(t1 - t0).count() / enqueued;
    std::vector<float> ms;
    for (int r = 0; r <= timed; ++r) {
      CHECK(cudaEventRecord(a));
      CHECK(cudaMemsetAsync(scratch, 0, sizeof(int)));
      launch();
      CHECK(cudaEventRecord(b));
      CHECK(cudaGetLastError());
      CHECK(cudaEventSynchronize(b));
      float t;
      CHECK(cudaEventElapsedTime(&t, a, b));
      if (r > 0)
        ms.push_back(t);
    }
    if (!plain)
      CHECK(dpoptGetHostStats(&after));
    std::vector<int> got(n);
    CHECK(cudaMemcpy(got.data(), out, n * sizeof(int), cudaMemcpyDeviceToHost));
    bool ok = std::all_of(got.begin(), got.end(),
                          [&](int c) { return c == (int)runs; });
    std::sort(ms.begin(), ms.end());
    const unsigned long long measured = enqueued + timed + 1;
    unsigned long long kernelRuns = after.launchingRuns - before.launchingRuns,
                       freeRuns = after.launchFreeRuns - before.launchFreeRuns,
                       teamRuns = after.teamRuns - before.teamRuns;
    // The DPOpt build ran a version without launches every time (unless
    // DPOPT_LAUNCH_FREE=off keeps the runtime out of host launches).
    if (!plain && !getenv("DPOPT_LAUNCH_FREE") &&
        freeRuns + teamRuns != measured)
      ok = false;
    allOk = allOk && ok;
    printf("%s,%d,%.3f,%.5f,%.5f,%llu,%llu,%llu,%s\n", build.c_str(), blocks,
           enqueueUs, ms[ms.size() / 2], ms[0], kernelRuns, freeRuns, teamRuns,
           ok ? "ok" : "FAIL");
  }
  return allOk ? 0 : 1;
}
