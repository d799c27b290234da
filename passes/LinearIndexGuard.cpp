//===- LinearIndexGuard.cpp - A child's test of its linear thread index ---===//

#include "DPOpt/LinearIndexGuard.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;
using namespace llvm::PatternMatch;

namespace dpopt {

/// How deep the expression of a bound may be: enough for `end - begin` or
/// `n * k + 1` from arguments, and no search through large expressions.
static constexpr unsigned MaxBoundDepth = 6;

static Argument *geometryParam(Function &F, unsigned NumChildArgs,
                               GeometryReg R) {
  return F.getArg(NumChildArgs + geometryIndex(R));
}

/// Whether \p V is the same for every thread of a block row and every run of
/// the serial loop: integer arguments of the child, geometry other than
/// threadIdx, and constants, combined by operations that cannot trap
/// (poison is frozen where the bound is rebuilt). Reading memory is out:
/// the child's earlier threads may write it.
static bool isRowInvariant(const Value *V, const Function &F,
                           unsigned NumChildArgs, unsigned Depth) {
  if (isa<ConstantInt>(V))
    return true;
  if (const auto *A = dyn_cast<Argument>(V)) {
    if (A->getParent() != &F || !A->getType()->isIntegerTy())
      return false;
    if (A->getArgNo() < NumChildArgs)
      return true;
    auto R = static_cast<GeometryReg>(A->getArgNo() - NumChildArgs);
    return geometryGroup(R) != GeometryGroup::ThreadIdx;
  }
  const auto *I = dyn_cast<Instruction>(V);
  if (!I || Depth == 0)
    return false;
  if (const auto *BO = dyn_cast<BinaryOperator>(I))
    return !BO->isIntDivRem() &&
           isRowInvariant(BO->getOperand(0), F, NumChildArgs, Depth - 1) &&
           isRowInvariant(BO->getOperand(1), F, NumChildArgs, Depth - 1);
  if (isa<TruncInst, ZExtInst, SExtInst>(I))
    return isRowInvariant(I->getOperand(0), F, NumChildArgs, Depth - 1);
  return false;
}

std::optional<LinearIndexGuard> findLinearIndexGuard(Function &Thread,
                                                     unsigned NumChildArgs) {
  if (Thread.arg_size() != NumChildArgs + NumGeometryRegs)
    return std::nullopt;
  Value *Tid = geometryParam(Thread, NumChildArgs, GeometryReg::TidX);
  Value *Ctaid = geometryParam(Thread, NumChildArgs, GeometryReg::CtaidX);
  Value *Ntid = geometryParam(Thread, NumChildArgs, GeometryReg::NtidX);
  auto Linear =
      m_c_Add(m_c_Mul(m_Specific(Ctaid), m_Specific(Ntid)), m_Specific(Tid));
  for (Instruction &I : instructions(Thread)) {
    auto *Cmp = dyn_cast<ICmpInst>(&I);
    if (!Cmp || !Cmp->getOperand(0)->getType()->isIntegerTy(32))
      continue;
    CmpInst::Predicate P = Cmp->getPredicate();
    Value *Limit = Cmp->getOperand(1);
    if (!match(Cmp->getOperand(0), Linear)) {
      if (!match(Cmp->getOperand(1), Linear))
        continue;
      P = CmpInst::getSwappedPredicate(P);
      Limit = Cmp->getOperand(0);
    }
    if (!ICmpInst::isRelational(P) ||
        !isRowInvariant(Limit, Thread, NumChildArgs, MaxBoundDepth))
      continue;
    // `i > n` and `i >= n` are the negations of `i <= n` and `i < n`.
    bool Less = ICmpInst::isLT(P) || ICmpInst::isLE(P);
    if (!Less)
      P = CmpInst::getInversePredicate(P);
    return LinearIndexGuard{Cmp, Limit, ICmpInst::isSigned(P),
                            ICmpInst::isLE(P), /*ValuePast=*/!Less};
  }
  return std::nullopt;
}

std::string LinearIndexGuard::describe() const {
  // Clang keeps no value names by default: an argument by its position.
  std::string Bound = Limit->getName().str();
  if (Bound.empty())
    Bound = isa<Argument>(Limit)
                ? "argument " +
                      std::to_string(cast<Argument>(Limit)->getArgNo() + 1)
                : "a bound computed from its arguments and geometry";
  return "blockIdx.x * blockDim.x + threadIdx.x " +
         std::string(Inclusive ? "<= " : "< ") + Bound;
}

/// Rebuilds \p V (accepted by isRowInvariant) at \p B.
static Value *rebuild(IRBuilder<> &B, Value *V,
                      function_ref<Value *(unsigned ParamNo)> Map,
                      DenseMap<Value *, Value *> &Done) {
  if (isa<Constant>(V))
    return V;
  if (auto *A = dyn_cast<Argument>(V))
    return Map(A->getArgNo());
  auto It = Done.find(V);
  if (It != Done.end())
    return It->second;
  auto *I = cast<Instruction>(V);
  Instruction *Copy = I->clone();
  for (Use &Op : Copy->operands())
    Op.set(rebuild(B, Op.get(), Map, Done));
  B.Insert(Copy, I->getName());
  return Done[V] = Copy;
}

/// The guard's end, in 64 bits: the first linear index that fails it.
static Value *emitGuardEnd(IRBuilder<> &B, const LinearIndexGuard &G,
                           function_ref<Value *(unsigned ParamNo)> Map) {
  DenseMap<Value *, Value *> Done;
  Value *Limit = B.CreateFreeze(rebuild(B, G.Limit, Map, Done), "guard.limit");
  Type *I64 = B.getInt64Ty();
  // In 64 bits nothing below wraps.
  Value *End = G.Signed ? B.CreateSExt(Limit, I64) : B.CreateZExt(Limit, I64);
  if (G.Inclusive)
    End = B.CreateAdd(End, B.getInt64(1));
  return End;
}

/// The guard's threads among those at linear indices [Base, Base + Count)
/// (64 bits): clamp(End - Base, 0, Count), or \p Otherwise where the
/// linear index could wrap there (the indices are exact, and nonnegative for
/// a signed test, only below 2^31 / 2^32).
static Value *emitPassing(IRBuilder<> &B, const LinearIndexGuard &G, Value *End,
                          Value *Base, Value *Count, Value *Otherwise,
                          const Twine &Name) {
  Value *NoWrap = B.CreateICmpULE(
      B.CreateAdd(Base, Count), B.getInt64(G.Signed ? 1ull << 31 : 1ull << 32),
      "guard.nowrap");
  Value *Passing = B.CreateBinaryIntrinsic(
      Intrinsic::smin,
      B.CreateBinaryIntrinsic(Intrinsic::smax, B.CreateSub(End, Base),
                              B.getInt64(0)),
      Count);
  return B.CreateSelect(NoWrap, B.CreateTrunc(Passing, Otherwise->getType()),
                        Otherwise, Name);
}

Value *emitGuardedThreads(IRBuilder<> &B, const LinearIndexGuard &G,
                          function_ref<Value *(unsigned ParamNo)> Map) {
  unsigned NumChildArgs = G.Cmp->getFunction()->arg_size() - NumGeometryRegs;
  auto Geometry = [&](GeometryReg R) {
    return Map(NumChildArgs + geometryIndex(R));
  };
  Value *BlockX = Geometry(GeometryReg::CtaidX);
  Value *BlockDimX = Geometry(GeometryReg::NtidX);
  Value *End = emitGuardEnd(B, G, Map);
  Type *I64 = B.getInt64Ty();
  Value *Dim = B.CreateZExt(BlockDimX, I64);
  Value *Base = B.CreateMul(B.CreateZExt(BlockX, I64), Dim, "guard.base");
  return emitPassing(B, G, End, Base, Dim, BlockDimX, "guard.threads");
}

Value *emitWholeGuardedBlocks(IRBuilder<> &B, const LinearIndexGuard &G,
                              function_ref<Value *(unsigned ParamNo)> Map,
                              Value *GridDimX, Value *BlockDimX) {
  assert(!guardBoundReadsBlockIdx(G) && "the bound differs between blocks");
  Type *I64 = B.getInt64Ty();
  Value *End = B.CreateBinaryIntrinsic(Intrinsic::smax, emitGuardEnd(B, G, Map),
                                       B.getInt64(0));
  // Block b is whole when (b + 1) * blockDim.x <= End; with blockDim.x 0 no
  // block has a thread, and every one may be skipped.
  Value *Dim = B.CreateBinaryIntrinsic(
      Intrinsic::umax, B.CreateZExt(BlockDimX, I64), B.getInt64(1));
  Value *Full = B.CreateUDiv(End, Dim);
  Value *Grid = B.CreateZExt(GridDimX, I64);
  Value *Whole = B.CreateBinaryIntrinsic(Intrinsic::umin, Full, Grid);
  return B.CreateTrunc(Whole, BlockDimX->getType(), "guard.whole.blocks");
}

bool guardBoundReadsBlockIdx(const LinearIndexGuard &G) {
  const Function &Thread = *G.Cmp->getFunction();
  unsigned NumChildArgs = Thread.arg_size() - NumGeometryRegs;
  SmallVector<const Value *, 8> Work = {G.Limit};
  SmallPtrSet<const Value *, 8> Seen;
  while (!Work.empty()) {
    const Value *V = Work.pop_back_val();
    if (!Seen.insert(V).second)
      continue;
    if (const auto *A = dyn_cast<Argument>(V)) {
      if (A->getArgNo() >= NumChildArgs &&
          geometryGroup(static_cast<GeometryReg>(
              A->getArgNo() - NumChildArgs)) == GeometryGroup::BlockIdx)
        return true;
      continue;
    }
    if (const auto *I = dyn_cast<Instruction>(V))
      append_range(Work, I->operands());
  }
  return false;
}

Value *emitGuardedGridThreads(IRBuilder<> &B, const LinearIndexGuard &G,
                              function_ref<Value *(unsigned ParamNo)> Map,
                              Value *GridThreads) {
  assert(!guardBoundReadsBlockIdx(G) && "the bound differs between blocks");
  Value *End = emitGuardEnd(B, G, Map);
  return emitPassing(B, G, End, B.getInt64(0), GridThreads, GridThreads,
                     "guard.grid.threads");
}

} // namespace dpopt
