//===- CloneKernelTestPass.h - Exercise the kernel cloner -------*- C++ -*-===//

#ifndef DPOPT_CLONEKERNELTESTPASS_H
#define DPOPT_CLONEKERNELTESTPASS_H

#include "llvm/IR/PassManager.h"

namespace dpopt {

/// `dpopt-test-clone<function|kernel>`: see CloneKernelTestPass.cpp.
class CloneKernelTestPass : public llvm::PassInfoMixin<CloneKernelTestPass> {
  bool AsKernel;

public:
  explicit CloneKernelTestPass(bool AsKernel) : AsKernel(AsKernel) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

} // namespace dpopt

#endif // DPOPT_CLONEKERNELTESTPASS_H
