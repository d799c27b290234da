//===- UniformShuffles.h - Shuffles and votes of uniform values -*- C++ -*-===//
//
// Thresholding's warp spread (Thresholding.h) runs in a decider function
// that every launch site of a child shares, so it cannot know which of the
// child's arguments and dims are the same in every lane: it votes on each
// word at run time and keeps the owner lane's copy of each from round to
// round. Once the decider is inlined into a parent kernel, most of them are
// plainly the same in every lane: the parent's own parameters passed on, a
// constant block size, a grid's y and z of 1. TC's parent spread 19 words
// (arguments, dims and the lane's first item), of which 5 differ between
// lanes; the 14 others cost a shuffle and a vote each and two registers
// across the spread loop.
//
// This pass replaces a warp shuffle (shfl.sync idx, up, down, bfly) of a
// value that is the same in every lane of the warp (sameInWarp, Geometry.h)
// by the value, and a vote.sync all or any of such a predicate by the
// predicate, then simplifies what that made constant (the comparisons of a
// value with its shuffle, the branches on their votes) with InstCombine and
// SimplifyCFG, in the functions it changed. A shuffle from an active lane
// returns that lane's value, which is the same; from an inactive one, PTX
// leaves the result undefined, and the value is one of its choices.
//
// It runs at the end of the optimization pipeline (after inlining), at -O1
// and above, in modules that launch kernels from the device.
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_UNIFORMSHUFFLES_H
#define DPOPT_UNIFORMSHUFFLES_H

#include "llvm/IR/PassManager.h"

namespace dpopt {

/// Folds the shuffles and votes of \p F described above (without the
/// clean-up); returns whether \p F changed.
bool foldUniformShuffles(llvm::Function &F);

/// Whether -dpopt-uniform-shuffles is on (the default).
bool isUniformShufflesEnabled();

/// `dpopt-uniform-shuffles`: the step above, then the clean-up, on every
/// function of a device module that launches kernels from the device (or
/// calls DPOpt's runtime).
class UniformShufflesPass : public llvm::PassInfoMixin<UniformShufflesPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
};

} // namespace dpopt

#endif // DPOPT_UNIFORMSHUFFLES_H
