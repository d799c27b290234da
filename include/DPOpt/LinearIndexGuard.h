//===- LinearIndexGuard.h - A child's test of its linear thread index -*- C++
//-*-===//
//
// Most children start with
//
//   int i = blockIdx.x * blockDim.x + threadIdx.x;
//   if (i < n) { ... }          (or: if (i >= n) return;)
//
// and are launched with their thread count rounded up to whole blocks, so
// the last threads of the grid only compute i and fail the test. Run
// serially, such a child need not run those threads' work: along a row of a
// block, i grows with threadIdx.x, so once the test fails it fails for the
// rest of the row, as long as i does not wrap and n does not change. The
// serial version (ChildVersions.h) therefore runs the row's threads up to
// the first failing one as they are, and the rest with the test replaced by
// its result, which leaves them only the code that does not depend on it.
//
// This analysis finds such a test in the thread version of a child (whose
// geometry is in parameters) and rebuilds the bound n where the serial
// loop runs. The bound must be computed from the child's arguments, blockIdx,
// blockDim, gridDim and constants alone, by operations that cannot trap.
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_LINEARINDEXGUARD_H
#define DPOPT_LINEARINDEXGUARD_H

#include "DPOpt/Geometry.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"

#include <optional>
#include <string>

namespace dpopt {

/// `blockIdx.x * blockDim.x + threadIdx.x < Limit` (Inclusive: <=), in the
/// thread version of a child; Cmp is the comparison as written, which is
/// \p ValuePast for every thread past the bound.
struct LinearIndexGuard {
  llvm::ICmpInst *Cmp;
  llvm::Value *Limit;
  bool Signed, Inclusive, ValuePast;
  /// "i < n" as the remarks show it.
  std::string describe() const;
};

/// The first such test in \p Thread, the thread version of a child with
/// \p NumChildArgs parameters (the twelve geometry parameters follow them).
std::optional<LinearIndexGuard> findLinearIndexGuard(llvm::Function &Thread,
                                                     unsigned NumChildArgs);

/// Emits, at \p B, the number of threads of a block row whose guard holds:
/// `clamp(Limit - blockIdx.x * blockDim.x, 0, blockDim.x)`, or blockDim.x
/// where the linear index could wrap. \p Map gives the value, where the loop
/// runs, of each parameter of the thread version that is not threadIdx
/// (the child's arguments, blockIdx, blockDim, gridDim).
llvm::Value *
emitGuardedThreads(llvm::IRBuilder<> &B, const LinearIndexGuard &G,
                   llvm::function_ref<llvm::Value *(unsigned ParamNo)> Map);

/// Emits, at \p B, how many blocks at the start of a row of blocks
/// (blockIdx.x = 0, 1, ... of \p GridDimX, each \p BlockDimX threads wide)
/// have the guard hold for every thread: `min(max(End, 0) / blockDim.x,
/// gridDim.x)`, End the first linear index that fails it. Below it,
/// emitGuardedThreads gives every block blockDim.x, so a loop over the
/// threads past the guard may start there. The bound must not read
/// blockIdx (guardBoundReadsBlockIdx); \p Map as for emitGuardedThreads.
llvm::Value *
emitWholeGuardedBlocks(llvm::IRBuilder<> &B, const LinearIndexGuard &G,
                       llvm::function_ref<llvm::Value *(unsigned ParamNo)> Map,
                       llvm::Value *GridDimX, llvm::Value *BlockDimX);

/// Whether the bound of \p G reads blockIdx (then it may differ between
/// the child's blocks).
bool guardBoundReadsBlockIdx(const LinearIndexGuard &G);

/// Emits, at \p B, the number of threads of a one-dimensional grid of
/// one-dimensional blocks, \p GridThreads (i64) in all, whose guard holds:
/// the first `clamp(Limit, 0, GridThreads)` in linear order (i grows with
/// blockIdx.x, then threadIdx.x), or \p GridThreads where the linear index
/// could wrap. The bound must not read blockIdx (guardBoundReadsBlockIdx);
/// \p Map as for emitGuardedThreads.
llvm::Value *
emitGuardedGridThreads(llvm::IRBuilder<> &B, const LinearIndexGuard &G,
                       llvm::function_ref<llvm::Value *(unsigned ParamNo)> Map,
                       llvm::Value *GridThreads);

} // namespace dpopt

#endif // DPOPT_LINEARINDEXGUARD_H
