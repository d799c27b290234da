//===- libdpagg.cu - DPOpt device runtime ---------------------------------===//
//
// Device-side state that DPOpt's generated code updates, and the host API
// that reads it. Everything here lives in global memory of the device that
// runs the kernels; counters are updated with relaxed atomics (they are
// statistics, read by the host after the kernels have finished).
//
//===----------------------------------------------------------------------===//

#include "dpagg.h"

#include <cstdio>

namespace dpopt_runtime {
/// cudaErrorLaunchPendingCountExceeded.
constexpr int PendingLimitError = 69;

// External linkage: with -fgpu-rdc the host registers it by name.
__device__ dpoptStats DeviceStats;
} // namespace dpopt_runtime

using namespace dpopt_runtime;

extern "C" __device__ int __dpopt_record_launch(int Err) {
  atomicAdd(&DeviceStats.launches, 1ull);
  if (Err != 0) {
    atomicAdd(&DeviceStats.failedLaunches, 1ull);
    if (Err == PendingLimitError)
      atomicAdd(&DeviceStats.pendingLimitFailures, 1ull);
    atomicExch(&DeviceStats.lastError, Err);
  }
  return Err;
}

extern "C" cudaError_t dpoptGetStats(dpoptStats *Out) {
  if (!Out)
    return cudaErrorInvalidValue;
  return cudaMemcpyFromSymbol(Out, DeviceStats, sizeof(dpoptStats));
}

extern "C" cudaError_t dpoptResetStats(void) {
  dpoptStats Zero = {};
  return cudaMemcpyToSymbol(DeviceStats, &Zero, sizeof(dpoptStats));
}

extern "C" cudaError_t dpoptReportStats(int Always) {
  dpoptStats S;
  cudaError_t Err = dpoptGetStats(&S);
  if (Err != cudaSuccess)
    return Err;
  if (Always || S.failedLaunches)
    fprintf(stderr,
            "dpopt: %llu device launches, %llu failed (%llu over the "
            "pending-launch limit), last error %d\n",
            S.launches, S.failedLaunches, S.pendingLimitFailures, S.lastError);
  return cudaSuccess;
}
