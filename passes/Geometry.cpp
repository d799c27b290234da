//===- Geometry.cpp - threadIdx/blockIdx/blockDim/gridDim registers -------===//

#include "DPOpt/Geometry.h"
#include "DPOpt/RuntimeFunctions.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;
using namespace llvm::PatternMatch;

namespace dpopt {

std::string geometryRegName(GeometryReg R) {
  static const char *const Groups[] = {"threadIdx", "blockIdx", "blockDim",
                                       "gridDim"};
  static const char Dims[] = {'x', 'y', 'z'};
  return std::string(Groups[static_cast<unsigned>(geometryGroup(R))]) + "." +
         Dims[geometryDim(R)];
}

std::optional<GeometryReg> getGeometryRegRead(const Function *F) {
  if (!F || !F->isIntrinsic())
    return std::nullopt;
  StringRef Name = F->getName();
  if (!Name.consume_front("llvm.nvvm.read.ptx.sreg."))
    return std::nullopt;
  auto [GroupName, DimName] = Name.split('.');
  std::optional<unsigned> Group =
      StringSwitch<std::optional<unsigned>>(GroupName)
          .Case("tid", 0)
          .Case("ctaid", 1)
          .Case("ntid", 2)
          .Case("nctaid", 3)
          .Default(std::nullopt);
  std::optional<unsigned> Dim = StringSwitch<std::optional<unsigned>>(DimName)
                                    .Case("x", 0)
                                    .Case("y", 1)
                                    .Case("z", 2)
                                    .Default(std::nullopt);
  if (!Group || !Dim)
    return std::nullopt;
  return geometryReg(static_cast<GeometryGroup>(*Group), *Dim);
}

std::optional<GeometryReg> getGeometryRegRead(const Value *V) {
  const auto *CB = dyn_cast_or_null<CallBase>(V);
  if (!CB)
    return std::nullopt;
  const Function *F = CB->getCalledFunction();
  if (std::optional<GeometryReg> R = getGeometryRegRead(F))
    return R;
  // Where DPOpt runs, before the inliner, clang's
  // __cuda_builtin_threadIdx_t::__fetch_builtin_x and the like are calls.
  if (!F || F->isDeclaration() || F->arg_size() != 0 || F->size() != 1)
    return std::nullopt;
  const auto *Ret = dyn_cast<ReturnInst>(F->front().getTerminator());
  const auto *Read =
      Ret ? dyn_cast_or_null<CallBase>(Ret->getReturnValue()) : nullptr;
  return Read ? getGeometryRegRead(Read->getCalledFunction()) : std::nullopt;
}

std::string GeometryMask::str() const {
  if (empty())
    return "none";
  std::string S;
  for (unsigned I = 0; I != NumGeometryRegs; ++I) {
    if (!(Bits & (1u << I)))
      continue;
    if (!S.empty())
      S += ' ';
    S += geometryRegName(static_cast<GeometryReg>(I));
  }
  return S;
}

bool compiledForSM(const Function &F, unsigned Version) {
  StringRef CPU = F.getFnAttribute("target-cpu").getValueAsString();
  unsigned SM;
  return CPU.consume_front("sm_") &&
         !CPU.take_while([](char C) { return isDigit(C); })
              .getAsInteger(10, SM) &&
         SM >= Version;
}

bool hasWarpReduce(const Function &F) { return compiledForSM(F, 80); }

bool sameInWarp(const Value *V, bool ReadsMemory, unsigned Depth) {
  if (isa<Constant>(V))
    return true;
  if (const auto *A = dyn_cast<Argument>(V))
    return A->getParent()->getCallingConv() == CallingConv::PTX_Kernel &&
           !A->hasByValAttr();
  if (std::optional<GeometryReg> R = getGeometryRegRead(V))
    return geometryGroup(*R) != GeometryGroup::ThreadIdx;
  const auto *I = dyn_cast<Instruction>(V);
  if (!I || Depth == 0)
    return false;
  auto OperandsSame = [&] {
    return all_of(I->operands(), [&](const Use &U) {
      return sameInWarp(U.get(), ReadsMemory, Depth - 1);
    });
  };
  if (const auto *Call = dyn_cast<CallInst>(I)) {
    const Function *Callee = Call->getCalledFunction();
    return ReadsMemory && Callee && Callee->getName() == FindRecordName &&
           OperandsSame();
  }
  // A division only by a constant it cannot trap on.
  if (const auto *BO = dyn_cast<BinaryOperator>(I))
    if (BO->isIntDivRem()) {
      const auto *D = dyn_cast<ConstantInt>(BO->getOperand(1));
      bool Signed = BO->getOpcode() == Instruction::SDiv ||
                    BO->getOpcode() == Instruction::SRem;
      if (!D || D->isZero() || (Signed && D->isMinusOne()))
        return false;
    }
  if (isa<LoadInst>(I))
    return ReadsMemory && !cast<LoadInst>(I)->isVolatile() && OperandsSame();
  return isa<GetElementPtrInst, CastInst, BinaryOperator, CmpInst, SelectInst,
             FreezeInst>(I) &&
         OperandsSame();
}

/// Whether \p V is threadIdx.x plus a value the same in every lane
/// (blockIdx.x * blockDim.x + threadIdx.x), through integer casts: the
/// lanes of a warp hold consecutive values.
static bool isLaneConsecutive(const Value *V, unsigned Depth = 6) {
  const Value *Inner;
  if (Depth == 0)
    return false;
  if (match(V,
            m_CombineOr(m_ZExtOrSExt(m_Value(Inner)), m_Trunc(m_Value(Inner)))))
    return isLaneConsecutive(Inner, Depth - 1);
  if (std::optional<GeometryReg> R = getGeometryRegRead(V))
    return *R == GeometryReg::TidX;
  const Value *L, *R;
  if (!match(V, m_Add(m_Value(L), m_Value(R))))
    return false;
  return (isLaneConsecutive(L, Depth - 1) && sameInWarp(R, true)) ||
         (isLaneConsecutive(R, Depth - 1) && sameInWarp(L, true));
}

/// Whether the lanes of a warp take a branch on \p Cond alike, except
/// where a bound on their consecutive indices splits the warp (a guard
/// `i < n`: only the grid's last warp is split).
static bool branchesAlikeInWarp(const Value *Cond, unsigned Depth = 4) {
  if (sameInWarp(Cond, /*ReadsMemory=*/true))
    return true;
  const Value *L, *R;
  CmpPredicate Pred;
  if (match(Cond, m_ICmp(Pred, m_Value(L), m_Value(R))))
    return ICmpInst::isRelational(Pred) &&
           ((isLaneConsecutive(L) && sameInWarp(R, true)) ||
            (isLaneConsecutive(R) && sameInWarp(L, true)));
  if (Depth != 0 && (match(Cond, m_LogicalAnd(m_Value(L), m_Value(R))) ||
                     match(Cond, m_LogicalOr(m_Value(L), m_Value(R)))))
    return branchesAlikeInWarp(L, Depth - 1) &&
           branchesAlikeInWarp(R, Depth - 1);
  return false;
}

bool reachedByWholeWarps(const BasicBlock &BB, const PostDominatorTree &PDT) {
  // Every branch from which BB may or may not be reached decides alike.
  SmallVector<const BasicBlock *, 16> Work(predecessors(&BB));
  SmallPtrSet<const BasicBlock *, 32> Seen;
  while (!Work.empty()) {
    const BasicBlock *B = Work.pop_back_val();
    if (!Seen.insert(B).second)
      continue;
    append_range(Work, predecessors(B));
    const Instruction *T = B->getTerminator();
    if (T->getNumSuccessors() < 2 || PDT.properlyDominates(&BB, B))
      continue;
    const Value *Cond = nullptr;
    if (const auto *Br = dyn_cast<BranchInst>(T))
      Cond = Br->getCondition();
    else if (const auto *Sw = dyn_cast<SwitchInst>(T))
      Cond = Sw->getCondition();
    if (!Cond || !branchesAlikeInWarp(Cond))
      return false;
  }
  return true;
}

} // namespace dpopt
