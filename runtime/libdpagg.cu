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
#include <cstdlib>
#include <cstring>

namespace dpopt_runtime {
/// cudaErrorLaunchPendingCountExceeded.
constexpr int PendingLimitError = 69;

// External linkage: with -fgpu-rdc the host registers it by name.
__device__ dpoptStats DeviceStats;

/// Run-time parameter values: one global value and a small table of
/// per-kernel values for each parameter.
constexpr unsigned Unset = 0xffffffffu;
constexpr unsigned MaxKernelValues = 64;
struct KernelValue {
  unsigned long long NameHash;
  unsigned Value;
};
struct ParamTable {
  unsigned Written; // 0 in the zero-initialized device copy: nothing set
  unsigned Global;
  unsigned Count;
  KernelValue Kernels[MaxKernelValues];
};
__device__ ParamTable DeviceParams[dpoptNumParams];

/// Host copy, written through to the device on every change.
ParamTable HostParams[dpoptNumParams];
bool HostParamsReady = false;

void initHostParams() {
  if (HostParamsReady)
    return;
  for (ParamTable &T : HostParams) {
    T.Written = 1;
    T.Global = Unset;
    T.Count = 0;
  }
  HostParamsReady = true;
}

/// FNV-1a, the hash the plugin computes for kernel names.
unsigned long long hashName(const char *S) {
  unsigned long long H = 1469598103934665603ull;
  for (; *S; ++S) {
    H ^= (unsigned char)*S;
    H *= 1099511628211ull;
  }
  return H;
}

cudaError_t pushParams() {
  return cudaMemcpyToSymbol(DeviceParams, HostParams, sizeof(HostParams));
}
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

extern "C" __device__ unsigned __dpopt_param(unsigned Param,
                                             unsigned long long MangledHash,
                                             unsigned long long PlainHash,
                                             unsigned Compiled) {
  if (Param >= dpoptNumParams)
    return Compiled;
  const ParamTable &T = DeviceParams[Param];
  if (!T.Written)
    return Compiled;
  unsigned Count = T.Count;
  for (unsigned I = 0; I < Count && I < MaxKernelValues; ++I)
    if (T.Kernels[I].NameHash == MangledHash ||
        T.Kernels[I].NameHash == PlainHash)
      return T.Kernels[I].Value;
  return T.Global == Unset ? Compiled : T.Global;
}

extern "C" cudaError_t dpoptSetParam(dpoptParam Param, const char *Kernel,
                                     unsigned Value) {
  if (Param < 0 || Param >= dpoptNumParams || Value == Unset)
    return cudaErrorInvalidValue;
  initHostParams();
  ParamTable &T = HostParams[Param];
  if (!Kernel) {
    T.Global = Value;
    return pushParams();
  }
  unsigned long long H = hashName(Kernel);
  for (unsigned I = 0; I < T.Count; ++I)
    if (T.Kernels[I].NameHash == H) {
      T.Kernels[I].Value = Value;
      return pushParams();
    }
  if (T.Count == MaxKernelValues)
    return cudaErrorInvalidValue;
  T.Kernels[T.Count++] = {H, Value};
  return pushParams();
}

extern "C" cudaError_t dpoptClearParam(dpoptParam Param) {
  if (Param < 0 || Param >= dpoptNumParams)
    return cudaErrorInvalidValue;
  initHostParams();
  HostParams[Param].Global = Unset;
  HostParams[Param].Count = 0;
  return pushParams();
}

extern "C" cudaError_t dpoptSetThreshold(const char *Kernel, unsigned Threads) {
  return dpoptSetParam(dpoptThreshold, Kernel, Threads);
}

namespace dpopt_runtime {
/// Applies "name=value,...,value" from an environment variable.
void applyEnvironment(dpoptParam Param, const char *Var) {
  const char *Spec = getenv(Var);
  if (!Spec || !*Spec)
    return;
  char Buf[1024];
  strncpy(Buf, Spec, sizeof(Buf) - 1);
  Buf[sizeof(Buf) - 1] = 0;
  for (char *Item = strtok(Buf, ","); Item; Item = strtok(nullptr, ",")) {
    char *Eq = strrchr(Item, '=');
    char *Num = Eq ? Eq + 1 : Item;
    char *End;
    unsigned long V = strtoul(Num, &End, 0);
    if (End == Num || *End) {
      fprintf(stderr, "dpopt: ignoring '%s' in %s\n", Item, Var);
      continue;
    }
    if (Eq)
      *Eq = 0;
    cudaError_t Err = dpoptSetParam(Param, Eq ? Item : nullptr, (unsigned)V);
    if (Err != cudaSuccess)
      fprintf(stderr, "dpopt: cannot apply %s: %s\n", Var,
              cudaGetErrorString(Err));
  }
}

/// Reads the environment when the program starts. This touches the CUDA
/// runtime only when one of the variables is set.
struct EnvironmentReader {
  EnvironmentReader() { applyEnvironment(dpoptThreshold, "DPOPT_THRESHOLD"); }
};
EnvironmentReader ReadEnvironmentAtStartup;
} // namespace dpopt_runtime

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
