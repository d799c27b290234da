//===- param_lookup.cu - The DPOpt runtime's per-kernel parameter lookup --===//
//
// The generated code reads a parameter's word inline and calls this only
// when some kernel has a value of its own (dpagg_abi.h). Launch-free and team
// versions call nothing else of the runtime, and nvlink gives a kernel the
// registers of the largest function it calls: compiled apart from
// libdpagg.cu with few registers (DPAGG_LEAN_MAXRREGCOUNT), this lookup
// leaves them their own count (MST's launch-free find: 30 registers at the
// link, not the 38 this lookup took inside libdpagg.o).
//
//===----------------------------------------------------------------------===//

#include "params.h"

using namespace dpopt_runtime;

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
