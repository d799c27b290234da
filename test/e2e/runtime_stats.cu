// The runtime's launch statistics (include/dpagg.h): DPOpt's generated code
// reports each launch result to __dpopt_record_launch, the host reads the
// counters. Here some launches fail because the pending-launch limit is set
// very low, and every launch is accounted for: children that ran + launches
// counted as failed == launches made, and the failures counted are the ones
// the parents saw (cudaGetLastError).
#define TEST_NAME "runtime_stats"
#include "e2e.h"
#include "dpagg.h"

__global__ void child(int *ran) { atomicAdd(ran, 1); }

__global__ void parent(int *ran, int *failed_seen, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  child<<<1, 1, 0, cudaStreamFireAndForget>>>(ran); //@launch
  if (cudaGetLastError() != cudaSuccess)
    atomicAdd(failed_seen, 1);
}

__global__ void synthetic(int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n)
    __dpopt_record_launch(t % 4 == 0 ? 69 : (t % 4 == 1 ? 1 : 0));
}

int main() {
  Checker chk;
  // Direct launches of every child (1 thread: thresholding would run them
  // serially); aggregation, whose launches the runtime makes and counts
  // itself, is tested by aggregate*.cu.
  CK(dpoptSetAggregation(nullptr, dpoptAggOff));
  CK(dpoptSetThreshold(nullptr, 0));
  // A limit far below the number of launches, so that some fail (error 69).
  e2e_set_pending_launches(64);
  int *d;
  CK(cudaMalloc(&d, 2 * sizeof(int)));

  CK(dpoptResetStats());
  synthetic<<<4, 256>>>(1000); //@host
  CK_LAUNCH();
  CK(cudaDeviceSynchronize());
  dpoptStats s;
  CK(dpoptGetStats(&s));
  chk.eq("synthetic.launches", 0, s.launches, 1000);
  chk.eq("synthetic.failed", 0, s.failedLaunches, 500);
  chk.eq("synthetic.pendingLimit", 0, s.pendingLimitFailures, 250);

  const int n = 8192;
  CK(dpoptResetStats());
  CK(cudaMemset(d, 0, 2 * sizeof(int)));
  GpuTimer timer;
  timer.start();
  parent<<<n / 256, 256>>>(d, d + 1, n); //@host
  CK_LAUNCH();
  float ms = timer.stop();
  CK(cudaDeviceSynchronize());
  int h[2];
  CK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
  CK(dpoptGetStats(&s));
  chk.eq("launches", 0, s.launches, n);
  chk.eq("failed == seen by parents", 0, s.failedLaunches, h[1]);
  chk.eq("ran + failed", 0, h[0] + (long long)s.failedLaunches, n);
  fprintf(stderr, "runtime_stats: %d ran, %llu failed (%llu over the limit)\n",
          h[0], s.failedLaunches, s.pendingLimitFailures);
  CK(dpoptReportStats(1));
  CK(cudaFree(d));
  return chk.finish(ms);
}
