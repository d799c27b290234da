//===- FirstThreadLaunch.cpp - A launch only a block's first thread makes -===//

#include "DPOpt/FirstThreadLaunch.h"
#include "DPOpt/Geometry.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;
using namespace llvm::PatternMatch;

namespace dpopt {

namespace {

/// Whether \p V reads threadIdx.x: the register itself, or (where DPOpt
/// runs, before the inliner) a call of a wrapper that returns it, such as
/// clang's __cuda_builtin_threadIdx_t::__fetch_builtin_x, or, in an
/// aggregated kernel, the child's threadIdx.x (threadIdx.x modulo the child's
/// blockDim.x: the aggregated block's threads past the child's exit first).
/// Not threadIdx.x modulo a constant: `threadIdx.x % 32 == 0` picks a lane
/// in every warp, several launches per block.
bool readsTidX(const Value *V) {
  const Value *Dividend, *Divisor;
  if (match(V, m_URem(m_Value(Dividend), m_Value(Divisor)))) {
    if (isa<Constant>(Divisor))
      return false;
    V = Dividend;
  }
  std::optional<GeometryReg> Reg = getGeometryRegRead(V);
  return Reg && *Reg == GeometryReg::TidX;
}

/// Whether \p V == 0 implies threadIdx.x == 0: V is threadIdx.x, or an OR
/// of values one of which is (through zero extensions).
bool zeroImpliesTidXZero(const Value *V, unsigned Depth = 0) {
  if (Depth > 8)
    return false;
  const Value *Inner;
  if (match(V, m_ZExt(m_Value(Inner))))
    return zeroImpliesTidXZero(Inner, Depth + 1);
  const Value *L, *R;
  if (match(V, m_Or(m_Value(L), m_Value(R))))
    return zeroImpliesTidXZero(L, Depth + 1) ||
           zeroImpliesTidXZero(R, Depth + 1);
  return readsTidX(V);
}

/// Whether \p Cond having the value \p Holds implies threadIdx.x == 0.
bool impliesTidXZero(const Value *Cond, bool Holds, unsigned Depth = 0) {
  if (Depth > 8)
    return false;
  const Value *A, *B;
  // a && b true: both hold; a || b false: neither does.
  if (Holds ? match(Cond, m_LogicalAnd(m_Value(A), m_Value(B)))
            : match(Cond, m_LogicalOr(m_Value(A), m_Value(B))))
    return impliesTidXZero(A, Holds, Depth + 1) ||
           impliesTidXZero(B, Holds, Depth + 1);
  if (match(Cond, m_Not(m_Value(A))))
    return impliesTidXZero(A, !Holds, Depth + 1);
  // A helper's test, before the inliner: `if (first_thread_of_grid())`.
  if (const Value *Returned = wrapperReturnValue(Cond))
    return impliesTidXZero(Returned, Holds, Depth + 1);
  CmpPredicate Pred;
  const Value *X;
  if (!match(Cond, m_ICmp(Pred, m_Value(X), m_Zero())) &&
      !match(Cond, m_ICmp(Pred, m_Value(X), m_One())))
    return false;
  bool AgainstOne = match(cast<ICmpInst>(Cond)->getOperand(1), m_One());
  if (!Holds)
    Pred = ICmpInst::getInversePredicate(Pred);
  // X == 0, or X < 1 (unsigned).
  bool IsZero = AgainstOne
                    ? Pred == ICmpInst::ICMP_ULT
                    : Pred == ICmpInst::ICMP_EQ || Pred == ICmpInst::ICMP_ULE;
  return IsZero && zeroImpliesTidXZero(X);
}

} // namespace

bool runsInFirstThreadsOnce(const BasicBlock &BB, const DominatorTree &DT,
                            const LoopInfo &LI) {
  if (LI.getLoopFor(&BB) || !DT.isReachableFromEntry(&BB))
    return false;
  // A dominating branch edge whose condition implies threadIdx.x == 0.
  for (const DomTreeNode *N = DT.getNode(&BB)->getIDom(); N; N = N->getIDom()) {
    const auto *Br = dyn_cast<BranchInst>(N->getBlock()->getTerminator());
    if (!Br || !Br->isConditional() ||
        Br->getSuccessor(0) == Br->getSuccessor(1))
      continue;
    for (unsigned Succ = 0; Succ != 2; ++Succ)
      if (DT.dominates(BasicBlockEdge(N->getBlock(), Br->getSuccessor(Succ)),
                       &BB) &&
          impliesTidXZero(Br->getCondition(), /*Holds=*/Succ == 0))
        return true;
  }
  return false;
}

} // namespace dpopt
