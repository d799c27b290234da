//===- DPOptPipeline.h - The whole DPOpt pipeline ---------------*- C++ -*-===//

#ifndef DPOPT_DPOPTPIPELINE_H
#define DPOPT_DPOPTPIPELINE_H

#include "llvm/IR/PassManager.h"

namespace dpopt {

/// `dpopt`: reports every launch site, normalizes launches into V2 form and
/// runs the optimizations enabled by the -dpopt-* options. Does nothing to
/// modules that are not NVPTX device code.
class DPOptPass : public llvm::PassInfoMixin<DPOptPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
  static bool isRequired() { return true; }
};

/// Whether the plugin should add DPOpt to clang's pipelines (-dpopt-enable).
bool isDPOptEnabledInPipeline();

} // namespace dpopt

#endif // DPOPT_DPOPTPIPELINE_H
