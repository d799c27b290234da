//===- DPOptPipeline.cpp - The whole DPOpt pipeline -----------------------===//

#include "DPOpt/DPOptPipeline.h"
#include "DPOpt/LaunchNormalization.h"
#include "DPOpt/Thresholding.h"

#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

static cl::opt<bool> EnableDPOpt(
    "dpopt-enable", cl::init(true),
    cl::desc("Run DPOpt on device modules compiled with the plugin"));

namespace dpopt {

bool isDPOptEnabledInPipeline() { return EnableDPOpt; }

PreservedAnalyses DPOptPass::run(Module &M, ModuleAnalysisManager &MAM) {
  if (!M.getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  // The transformations below work on the normalized IR.
  bool Changed = normalizeLaunchesForTransforms(M, MAM);
  if (isThresholdingEnabled())
    Changed |= thresholdLaunches(M, MAM, thresholdingOptionsFromCommandLine());
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dpopt
