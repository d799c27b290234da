//===- params.h - The DPOpt runtime's run-time parameters ------*- CUDA -*-===//
//
// The device copy of the run-time parameters (dpoptSetParam): one global
// value and a small table of per-kernel values for each parameter. Shared by
// libdpagg.cu, which defines and writes it, and param_lookup.cu, which looks
// values up for the generated code, compiled apart with few registers.
//
//===----------------------------------------------------------------------===//

#ifndef DPAGG_PARAMS_H
#define DPAGG_PARAMS_H

#include "dpagg.h"
#include "dpagg_abi.h"

namespace dpopt_runtime {
constexpr unsigned Unset = dpagg_abi::ParamUnset;
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
extern __device__ ParamTable DeviceParams[dpoptNumParams]; // libdpagg.cu
} // namespace dpopt_runtime

#endif // DPAGG_PARAMS_H
