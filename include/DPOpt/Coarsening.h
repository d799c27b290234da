//===- Coarsening.h - One child block does the work of several --*- C++ -*-===//
//
// Coarsening (§IV of Olabi et al., CGO'22): a launch of `child` with grid G
// becomes a launch of child.dpopt.coarse with ceil(G / F) blocks, the factor
// F spread over x, then y, then z. The original grid goes in three extra
// parameters; each block loops over the original blocks assigned to it, so
// the child sees its original blockIdx and gridDim.
//
//   f = factor (compiled in, or from the runtime: DPOPT_COARSEN)
//   f = min(f, threads(G, B) / (%nsmid * 2048))
//   if (f > 1)  child.dpopt.coarse<<<ceil(G / f), B>>>(args..., G)
//   else        child<<<G, B>>>(args...)
//
// Coarsening pays only for blocks beyond what the GPU runs at once; a launch
// that does not fill it (every SM at 2,048 threads) is coarsened only as far
// as it still does, so a child of a few heavy blocks keeps its parallelism.
//
// The launch (buffer request, copy of the staged arguments, launch) moves
// into child.dpopt.launch(&args, &grid, &block, shmem, stream), one per
// child and entry points, not inlined: a parent with many sites stays small.
// The site is then a call, no launch site for passes after this one, so
// coarsening runs last. A launch without normalization's shape (a V2 launch
// whose arguments go straight into the runtime's buffer) is coarsened in
// place, its grid computed by child.dpopt.coarsen.
//
// With thresholding, the serial path is unchanged and the decision to
// launch uses the original grid (thresholding runs first).
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_COARSENING_H
#define DPOPT_COARSENING_H

#include "llvm/IR/PassManager.h"

namespace dpopt {

struct CoarseningOptions {
  /// Original blocks per launched block (0 and 1: no coarsening).
  unsigned Factor = 8;
  /// Read run-time overrides from the DPOpt runtime (needs libdpagg).
  bool RuntimeOverride = true;
};

/// The -dpopt-coarsen* options.
CoarseningOptions coarseningOptionsFromCommandLine();
bool isCoarseningEnabled();

/// Coarsens every normalized launch it can. Returns whether the module
/// changed.
bool coarsenLaunches(llvm::Module &M, llvm::ModuleAnalysisManager &MAM,
                     const CoarseningOptions &Opts);

/// `dpopt-coarsen<factor=N;runtime|no-runtime>`: normalizes launches, then
/// coarsens them.
class CoarseningPass : public llvm::PassInfoMixin<CoarseningPass> {
  CoarseningOptions Opts;

public:
  explicit CoarseningPass(CoarseningOptions Opts) : Opts(Opts) {}
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
};

} // namespace dpopt

#endif // DPOPT_COARSENING_H
