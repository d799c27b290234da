//===- StagingStores.h - Staging stores where they are read ---*- C++ -*-===//
//
// A launch site DPOpt rewrote stages the launch's arguments and dims in
// allocas (the parameter buffer as written, dpopt.args, dpopt.grid,
// dpopt.block) before the threshold decides how the child runs. Only the
// launch paths (aggregation, the direct launch) read the allocas: the
// serial paths get the values from SSA (GVN forwards them). The stores are
// still made on every path, at the site: on a graph level whose children
// all run serially (the road graph: degrees 2 to 8) a dozen local stores a
// parent thread, and the values they keep live.
//
// This step moves them to where the buffers are read: in a function DPOpt
// changed, the stores to an alloca that are all in one block S, outside any
// loop, whose other uses (loads, calls, memory copies; lifetime markers
// aside) are all in blocks below the nearest common dominator X of their
// blocks, with S strictly dominating X and X in no loop either, move, in
// order, to X's start. Nothing reads the alloca between S and X (every
// read, and every capture of its address, is at or after X), and S and X
// each run at most once a call: the memory X's readers see is the same.
//
// It runs at the end of the optimization pipeline (-O1 and above), after
// the inliner and GVN have left only the launch paths reading the buffers.
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_STAGINGSTORES_H
#define DPOPT_STAGINGSTORES_H

#include "llvm/IR/PassManager.h"

namespace dpopt {

/// Moves the staging stores of \p F described above; returns whether \p F
/// changed.
bool sinkStagingStores(llvm::Function &F, llvm::FunctionAnalysisManager &FAM);

/// Whether -dpopt-sink-staging-stores is on (the default).
bool isStagingStoreSinkingEnabled();

/// `dpopt-sink-staging-stores`: the step above on every function DPOpt
/// changed (TransformedAttr).
class StagingStoreSinkingPass
    : public llvm::PassInfoMixin<StagingStoreSinkingPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
};

} // namespace dpopt

#endif // DPOPT_STAGINGSTORES_H
