//===- LaunchInlining.h - Launching functions inlined into kernels -*- C++ -*-//
//
// A launch in a __device__ function cannot take part in its caller kernel's
// aggregation: the function has no block handle and no deferred-launch list,
// so its launches are left as written (Aggregation.h says why). DPOpt runs before the inliner; this step inlines, into
// the parent kernels, the direct calls of functions that launch kernels
// (themselves or through such calls), so their launches become the kernel's.
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_LAUNCHINLINING_H
#define DPOPT_LAUNCHINLINING_H

#include "llvm/IR/PassManager.h"

namespace dpopt {

/// Inlines the calls in kernels of functions that launch kernels, with a
/// passed remark for each, and a missed remark where a call cannot be
/// inlined (recursion, noinline, optnone, an indirect call). Returns whether
/// \p M changed.
bool inlineLaunchingFunctions(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);

/// Whether -dpopt-inline-launchers is on (the default).
bool isLaunchInliningEnabled();

/// `dpopt-inline-launchers`: the step alone.
class LaunchInliningPass : public llvm::PassInfoMixin<LaunchInliningPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
};

} // namespace dpopt

#endif // DPOPT_LAUNCHINLINING_H
