//===- Geometry.cpp - threadIdx/blockIdx/blockDim/gridDim registers -------===//

#include "DPOpt/Geometry.h"
#include "DPOpt/RuntimeFunctions.h"
#include "DPOpt/UniformLaunchArgs.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
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
  const auto *Read = dyn_cast_or_null<CallBase>(wrapperReturnValue(V));
  return Read ? getGeometryRegRead(Read->getCalledFunction()) : std::nullopt;
}

const Value *wrapperReturnValue(const Value *V) {
  const auto *CB = dyn_cast_or_null<CallBase>(V);
  const Function *F = CB ? CB->getCalledFunction() : nullptr;
  if (!F || F->isDeclaration() || F->arg_size() != 0 || F->size() != 1)
    return nullptr;
  const auto *Ret = dyn_cast<ReturnInst>(F->front().getTerminator());
  return Ret ? Ret->getReturnValue() : nullptr;
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

Value *emitIsFirstLane(IRBuilderBase &B, Value *Mask, const Twine &Name) {
  Value *Below = B.CreateIntrinsic(
      B.getInt32Ty(), Intrinsic::nvvm_read_ptx_sreg_lanemask_lt, {});
  return B.CreateICmpEQ(B.CreateAnd(Mask, Below), B.getInt32(0), Name);
}

/// The condition of a conditional branch or switch \p T, or null.
static const Value *branchCondition(const Instruction &T) {
  if (const auto *Br = dyn_cast<BranchInst>(&T))
    return Br->getCondition();
  if (const auto *Sw = dyn_cast<SwitchInst>(&T))
    return Sw->getCondition();
  return nullptr;
}

/// Whether the lanes that part at \p X's branch all meet again at its join
/// (its immediate post-dominator) before any of them reaches \p Target.
static bool meetAgainBefore(const BasicBlock &X, const BasicBlock &Target,
                            const PostDominatorTree &PDT) {
  const DomTreeNode *Node = PDT.getNode(&X);
  const DomTreeNode *Join = Node ? Node->getIDom() : nullptr;
  const BasicBlock *J = Join ? Join->getBlock() : nullptr;
  if (!J || J == &Target)
    return false;
  SmallVector<const BasicBlock *, 16> Work(successors(&X));
  SmallPtrSet<const BasicBlock *, 32> Seen;
  while (!Work.empty()) {
    const BasicBlock *B = Work.pop_back_val();
    if (B == &Target)
      return false;
    if (B != J && Seen.insert(B).second)
      append_range(Work, successors(B));
  }
  return true;
}

namespace {
/// What reachedByWholeWarps counts as the same in every lane of the warp
/// beyond sameInWarp's values: phis (proven, or assumed while their own
/// cycle is checked), and what the kernel reads from a by-value parameter
/// that nothing writes.
class WholeWarpContext {
  const PostDominatorTree &PDT;
  SmallPtrSet<const PHINode *, 8> Assumed;
  SmallVector<const PHINode *, 8> Order;
  DenseMap<const Argument *, bool> ReadOnly;

  bool choosesAmongIncoming(const BasicBlock &X, const BasicBlock &H,
                            const SmallPtrSetImpl<const BasicBlock *> &ToH,
                            const SmallPtrSetImpl<const BasicBlock *> &FromH);

public:
  explicit WholeWarpContext(const PostDominatorTree &PDT) : PDT(PDT) {}
  bool alike(const PHINode &P, bool ReadsMemory, unsigned Depth);
  /// Whether what the kernel reads from its by-value parameter \p A is
  /// what the launch gave every thread: nothing writes it.
  bool readOnlyByVal(const Argument &A) { return isReadOnlyParam(A, ReadOnly); }
};
} // namespace

static bool sameInWarpImpl(const Value *V, bool ReadsMemory, unsigned Depth,
                           WholeWarpContext *WW);

/// Whether lanes that part at \p X's branch may meet again first at \p H
/// (ToH: the blocks that reach H; FromH: those H reaches), so that H's phis
/// would take different values in them; or X lies on a cycle through H and
/// lanes may leave it there (the others would take a value from a later
/// iteration).
bool WholeWarpContext::choosesAmongIncoming(
    const BasicBlock &X, const BasicBlock &H,
    const SmallPtrSetImpl<const BasicBlock *> &ToH,
    const SmallPtrSetImpl<const BasicBlock *> &FromH) {
  unsigned WaysToH = 0;
  for (const BasicBlock *S : successors(&X))
    WaysToH += S == &H || ToH.contains(S);
  if (FromH.contains(&X) && WaysToH != succ_size(&X))
    return true;
  return WaysToH >= 2 && !meetAgainBefore(X, H, PDT);
}

/// A phi is the same in every lane that reaches it when its incoming values
/// are, and no branch that lanes may take apart chooses among them or lets
/// some leave a cycle through it (choosesAmongIncoming). The lanes of a
/// warp may still run different iterations at once: a heuristic for
/// reachedByWholeWarps alone.
bool WholeWarpContext::alike(const PHINode &P, bool ReadsMemory,
                             unsigned Depth) {
  if (Assumed.contains(&P))
    return true;
  if (Depth == 0)
    return false;
  size_t Mark = Order.size();
  Assumed.insert(&P);
  Order.push_back(&P);
  auto Fail = [&] {
    // What was assumed since may rest on P.
    while (Order.size() != Mark)
      Assumed.erase(Order.pop_back_val());
    return false;
  };
  for (const Value *In : P.incoming_values())
    if (!sameInWarpImpl(In, ReadsMemory, Depth - 1, this))
      return Fail();
  const BasicBlock *H = P.getParent();
  SmallPtrSet<const BasicBlock *, 32> ToH, FromH;
  SmallVector<const BasicBlock *, 16> Work(predecessors(H));
  while (!Work.empty())
    if (const BasicBlock *B = Work.pop_back_val(); ToH.insert(B).second)
      append_range(Work, predecessors(B));
  Work.assign(succ_begin(H), succ_end(H));
  while (!Work.empty())
    if (const BasicBlock *B = Work.pop_back_val(); FromH.insert(B).second)
      append_range(Work, successors(B));
  for (const BasicBlock *X : ToH) {
    const Instruction *T = X->getTerminator();
    if (T->getNumSuccessors() < 2 || !choosesAmongIncoming(*X, *H, ToH, FromH))
      continue;
    const Value *Cond = branchCondition(*T);
    if (!Cond || !sameInWarpImpl(Cond, ReadsMemory, Depth - 1, this))
      return Fail();
  }
  return true;
}

const StoreInst *soleStoreToLocal(const AllocaInst &AI) {
  const StoreInst *Only = nullptr;
  for (const User *U : AI.users()) {
    if (isa<LoadInst>(U))
      continue;
    if (const auto *II = dyn_cast<IntrinsicInst>(U);
        II && II->isLifetimeStartOrEnd())
      continue;
    const auto *SI = dyn_cast<StoreInst>(U);
    if (!SI || SI->getPointerOperand() != &AI || Only)
      return nullptr;
    Only = SI;
  }
  return Only;
}

/// The value \p L reads when it loads a local variable (soleStoreToLocal)
/// whose store is in the function's entry block, before \p L: that store
/// comes first on every path, and nothing else writes the variable. Clang's
/// -O0 code keeps each argument in such a variable.
static const Value *entryStoredLocal(const LoadInst &L) {
  const auto *AI = dyn_cast<AllocaInst>(L.getPointerOperand());
  if (!AI || AI->isArrayAllocation())
    return nullptr;
  const StoreInst *Only = soleStoreToLocal(*AI);
  const BasicBlock &Entry = AI->getFunction()->getEntryBlock();
  if (!Only || Only->isVolatile() || Only->getParent() != &Entry ||
      (L.getParent() == &Entry && !Only->comesBefore(&L)))
    return nullptr;
  return Only->getValueOperand();
}

const Value *throughEntryLocals(const Value *V) {
  for (unsigned Depth = 0; Depth != 8; ++Depth) {
    const auto *L = dyn_cast<LoadInst>(V->stripPointerCasts());
    const Value *Stored =
        L && !L->isVolatile() ? entryStoredLocal(*L) : nullptr;
    if (!Stored)
      return V->stripPointerCasts();
    V = Stored;
  }
  return V->stripPointerCasts();
}

bool sameInWarp(const Value *V, bool ReadsMemory, unsigned Depth) {
  return sameInWarpImpl(V, ReadsMemory, Depth, nullptr);
}

static bool sameInWarpImpl(const Value *V, bool ReadsMemory, unsigned Depth,
                           WholeWarpContext *WW) {
  if (isa<Constant>(V))
    return true;
  if (const auto *A = dyn_cast<Argument>(V))
    return A->getParent()->getCallingConv() == CallingConv::PTX_Kernel &&
           (!A->hasByValAttr() || (WW && ReadsMemory && WW->readOnlyByVal(*A)));
  if (std::optional<GeometryReg> R = getGeometryRegRead(V))
    return geometryGroup(*R) != GeometryGroup::ThreadIdx;
  const auto *I = dyn_cast<Instruction>(V);
  if (!I || Depth == 0)
    return false;
  if (const auto *P = dyn_cast<PHINode>(I))
    return WW && WW->alike(*P, ReadsMemory, Depth);
  auto OperandsSame = [&] {
    return all_of(I->operands(), [&](const Use &U) {
      return sameInWarpImpl(U.get(), ReadsMemory, Depth - 1, WW);
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
  if (const auto *L = dyn_cast<LoadInst>(I)) {
    if (L->isVolatile())
      return false;
    // -O0 keeps arguments and locals in stack slots.
    if (const Value *Stored = entryStoredLocal(*L))
      return sameInWarpImpl(Stored, ReadsMemory, Depth - 1, WW);
    return ReadsMemory && OperandsSame();
  }
  return isa<GetElementPtrInst, CastInst, BinaryOperator, CmpInst, SelectInst,
             FreezeInst>(I) &&
         OperandsSame();
}

/// Whether \p V is threadIdx.x plus a value the same in every lane
/// (blockIdx.x * blockDim.x + threadIdx.x), through integer casts: the
/// lanes of a warp hold consecutive values.
static bool isLaneConsecutive(const Value *V, WholeWarpContext &WW,
                              unsigned Depth = 6) {
  const Value *Inner;
  if (Depth == 0)
    return false;
  if (match(V,
            m_CombineOr(m_ZExtOrSExt(m_Value(Inner)), m_Trunc(m_Value(Inner)))))
    return isLaneConsecutive(Inner, WW, Depth - 1);
  if (std::optional<GeometryReg> R = getGeometryRegRead(V))
    return *R == GeometryReg::TidX;
  const Value *L, *R;
  if (!match(V, m_Add(m_Value(L), m_Value(R))))
    return false;
  return (isLaneConsecutive(L, WW, Depth - 1) &&
          sameInWarpImpl(R, true, 8, &WW)) ||
         (isLaneConsecutive(R, WW, Depth - 1) &&
          sameInWarpImpl(L, true, 8, &WW));
}

/// Whether the lanes of a warp take a branch on \p Cond alike, except
/// where a bound on their consecutive indices splits the warp (a guard
/// `i < n`: only the grid's last warp is split).
static bool branchesAlikeInWarp(const Value *Cond, WholeWarpContext &WW,
                                unsigned Depth = 4) {
  if (sameInWarpImpl(Cond, /*ReadsMemory=*/true, 8, &WW))
    return true;
  const Value *L, *R;
  CmpPredicate Pred;
  if (match(Cond, m_ICmp(Pred, m_Value(L), m_Value(R))))
    return ICmpInst::isRelational(Pred) &&
           ((isLaneConsecutive(L, WW) && sameInWarpImpl(R, true, 8, &WW)) ||
            (isLaneConsecutive(R, WW) && sameInWarpImpl(L, true, 8, &WW)));
  if (Depth != 0 && (match(Cond, m_LogicalAnd(m_Value(L), m_Value(R))) ||
                     match(Cond, m_LogicalOr(m_Value(L), m_Value(R)))))
    return branchesAlikeInWarp(L, WW, Depth - 1) &&
           branchesAlikeInWarp(R, WW, Depth - 1);
  return false;
}

bool reachedByWholeWarps(const BasicBlock &BB, const PostDominatorTree &PDT) {
  // Every branch from which BB may or may not be reached decides alike.
  SmallVector<const BasicBlock *, 16> Work(predecessors(&BB));
  SmallPtrSet<const BasicBlock *, 32> Seen;
  WholeWarpContext WW(PDT);
  while (!Work.empty()) {
    const BasicBlock *B = Work.pop_back_val();
    if (!Seen.insert(B).second)
      continue;
    append_range(Work, predecessors(B));
    const Instruction *T = B->getTerminator();
    // Lanes there reach BB alike if they all go on to it, or meet again
    // before it (the launch's own test of its parameter buffer, met again on
    // the way round a loop).
    if (T->getNumSuccessors() < 2 || PDT.properlyDominates(&BB, B) ||
        meetAgainBefore(*B, BB, PDT))
      continue;
    const Value *Cond = branchCondition(*T);
    if (!Cond || !branchesAlikeInWarp(Cond, WW))
      return false;
  }
  return true;
}

} // namespace dpopt
