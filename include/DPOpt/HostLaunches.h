//===- HostLaunches.h - Host launches through the runtime -------*- C++ -*-===//
//
// In host modules, DPOpt sends each cudaLaunchKernel call (what clang's
// kernel stubs call for `kernel<<<...>>>(...)`) to the runtime's
// __dpopt_host_launch, same prototype, which launches the kernel or its
// launch-free version (LaunchFreeVersions.h). The runtime's function is a
// weak reference: a program linked without libdpagg's host code calls
// cudaLaunchKernel as before.
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_HOSTLAUNCHES_H
#define DPOPT_HOSTLAUNCHES_H

#include "llvm/IR/PassManager.h"

namespace dpopt {

inline constexpr const char *HostLaunchName = "__dpopt_host_launch";

/// Routes the host launches of \p M (not a device module). Returns whether
/// it changed.
bool routeHostLaunches(llvm::Module &M);

/// `dpopt-host-launches`.
class HostLaunchesPass : public llvm::PassInfoMixin<HostLaunchesPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

} // namespace dpopt

#endif // DPOPT_HOSTLAUNCHES_H
