//===- UniformShuffles.cpp - Warp shuffles and votes of uniform values ----===//

#include "DPOpt/UniformShuffles.h"
#include "DPOpt/Geometry.h"
#include "DPOpt/RuntimeFunctions.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/InstructionSimplify.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"
#include "llvm/Transforms/Scalar/SimplifyCFG.h"
#include "llvm/Transforms/Utils/Local.h"

#define DEBUG_TYPE "dpopt"

using namespace llvm;

STATISTIC(NumUniformShuffles, "Warp shuffles of warp-uniform values removed");
STATISTIC(NumUniformVotes, "Warp votes on warp-uniform predicates removed");

static cl::opt<bool> EnableUniformShuffles(
    "dpopt-uniform-shuffles", cl::init(true),
    cl::desc("Replace warp shuffles of values that are the same in every "
             "lane by the values, and votes on such predicates by the "
             "predicates, in modules that launch kernels"));

namespace dpopt {

bool isUniformShufflesEnabled() { return EnableUniformShuffles; }

/// The operand of \p I that is its result when that operand is the same in
/// every lane, or null: the value of a shuffle, the predicate of a vote.
static Value *passedOperand(const IntrinsicInst &I, bool &IsVote) {
  IsVote = false;
  switch (I.getIntrinsicID()) {
  case Intrinsic::nvvm_shfl_sync_idx_i32:
  case Intrinsic::nvvm_shfl_sync_idx_f32:
  case Intrinsic::nvvm_shfl_sync_up_i32:
  case Intrinsic::nvvm_shfl_sync_up_f32:
  case Intrinsic::nvvm_shfl_sync_down_i32:
  case Intrinsic::nvvm_shfl_sync_down_f32:
  case Intrinsic::nvvm_shfl_sync_bfly_i32:
  case Intrinsic::nvvm_shfl_sync_bfly_f32:
    return I.getArgOperand(1); // (mask, value, lane, clamp)
  case Intrinsic::nvvm_vote_all_sync:
  case Intrinsic::nvvm_vote_any_sync:
    IsVote = true;
    return I.getArgOperand(1); // (mask, predicate)
  default:
    return nullptr;
  }
}

/// Whether \p V can be computed anywhere in its function with the same
/// result in every lane: an expression of the kernel's parameters,
/// constants and block geometry, with no memory access, trap or freeze (a
/// copy of a freeze may choose another value).
static bool rematerializable(const Value *V, unsigned Depth = 6) {
  if (!sameInWarp(V, /*ReadsMemory=*/false))
    return false;
  const auto *I = dyn_cast<Instruction>(V);
  if (!I || getGeometryRegRead(V))
    return true;
  if (Depth == 0 || isa<FreezeInst, CallInst>(I))
    return false;
  return all_of(I->operands(),
                [&](const Use &U) { return rematerializable(U, Depth - 1); });
}

static Value *rematerialize(Value *V, Instruction *At,
                            DenseMap<Value *, Value *> &Copies) {
  auto *I = dyn_cast<Instruction>(V);
  if (!I)
    return V;
  Value *&Copy = Copies[V];
  if (!Copy) {
    Instruction *New = I->clone();
    for (Use &U : New->operands())
      U.set(rematerialize(U.get(), At, Copies));
    New->insertBefore(At->getIterator());
    Copy = New;
  }
  return Copy;
}

/// A phi whose incoming values are undef but for one value the same in
/// every lane (rematerializable) becomes that value, computed at the phi:
/// its undef may be that value. A thread's deferred child (Thresholding.h)
/// leaves such phis at the kernel's exit, for each word of the child's
/// arguments that its site sets from the kernel's parameters or constants;
/// so the exit's spread sees those the same in every lane. Repeated while
/// it folds: a phi of such phis (the exit's block spread joins them again)
/// folds once they have.
static bool foldUndefPhis(Function &F) {
  bool Folded = false;
  while (true) {
    SmallVector<std::pair<PHINode *, Value *>, 8> Folds;
    for (BasicBlock &BB : F)
      for (PHINode &Phi : BB.phis()) {
        Value *Only = nullptr;
        bool Fold = true;
        for (Value *In : Phi.incoming_values()) {
          if (isa<UndefValue>(In) || In == Only)
            continue;
          Fold = !Only;
          Only = In;
          if (!Fold)
            break;
        }
        if (Fold && Only && isa<Instruction>(Only) && rematerializable(Only))
          Folds.push_back({&Phi, Only});
      }
    for (auto [Phi, Only] : Folds) {
      DenseMap<Value *, Value *> Copies;
      Instruction *At = &*Phi->getParent()->getFirstNonPHIIt();
      Phi->replaceAllUsesWith(rematerialize(Only, At, Copies));
      Phi->eraseFromParent();
    }
    if (Folds.empty())
      return Folded;
    Folded = true;
  }
}

bool foldUniformShuffles(Function &F) {
  if (F.isDeclaration())
    return false;
  // The shuffles and votes first, then what their replacement simplifies
  // (a comparison of a value with its shuffle, a vote on it).
  SetVector<Instruction *> Worklist;
  for (Instruction &I : instructions(F))
    if (auto *II = dyn_cast<IntrinsicInst>(&I)) {
      bool IsVote;
      if (passedOperand(*II, IsVote))
        Worklist.insert(II);
    }
  if (Worklist.empty())
    return false;
  const SimplifyQuery SQ(F.getDataLayout());
  bool Changed = foldUndefPhis(F);
  while (!Worklist.empty()) {
    Instruction *I = Worklist.pop_back_val();
    Value *To = nullptr;
    bool IsVote = false;
    if (auto *II = dyn_cast<IntrinsicInst>(I)) {
      Value *V = passedOperand(*II, IsVote);
      if (V && sameInWarp(V, /*ReadsMemory=*/false)) {
        // The intrinsic's result is a value; an undef or poison operand
        // (a launch's padding bytes, spread over the warp) would become a
        // branch on undef, which is undefined behaviour: freeze it.
        To = V;
        if (!isGuaranteedNotToBeUndefOrPoison(V))
          To = new FreezeInst(V, V->getName() + ".frozen", I->getIterator());
        LLVM_DEBUG(dbgs() << "dpopt-uniform-shuffles: " << F.getName() << ": "
                          << *I << "\n");
        ++(IsVote ? NumUniformVotes : NumUniformShuffles);
      }
    } else {
      To = simplifyInstruction(I, SQ);
      // A value against its frozen self (a spread's test that a word is
      // the same in every lane), which InstSimplify leaves: equal, unless
      // the value is poison, when any result will do.
      auto FrozenOf = [](Value *F, Value *X) {
        auto *Fr = dyn_cast<FreezeInst>(F);
        return Fr && Fr->getOperand(0) == X;
      };
      if (auto *Cmp = dyn_cast<ICmpInst>(I); !To && Cmp) {
        Value *L = Cmp->getOperand(0), *R = Cmp->getOperand(1);
        if (FrozenOf(L, R) || FrozenOf(R, L))
          To = ConstantInt::getBool(
              Cmp->getType(), CmpInst::isTrueWhenEqual(Cmp->getPredicate()));
      }
    }
    if (!To)
      continue;
    for (User *U : I->users())
      if (auto *UI = dyn_cast<Instruction>(U))
        Worklist.insert(UI);
    I->replaceAllUsesWith(To);
    Worklist.remove(I);
    if (isInstructionTriviallyDead(I) || isa<IntrinsicInst>(I))
      I->eraseFromParent();
    Changed = true;
  }
  return Changed;
}

PreservedAnalyses UniformShufflesPass::run(Module &M,
                                           ModuleAnalysisManager &MAM) {
  if (!M.getTargetTriple().isNVPTX() || !launchesFromDevice(M))
    return PreservedAnalyses::all();
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  // What the folds made constant (the branches on the votes, the kept
  // copies of the values in the spread's loop) goes with the usual
  // clean-up, in the functions that changed only.
  FunctionPassManager CleanUp;
  CleanUp.addPass(InstCombinePass());
  CleanUp.addPass(SimplifyCFGPass());
  bool Changed = false;
  for (Function &F : M)
    if (foldUniformShuffles(F)) {
      Changed = true;
      FAM.invalidate(F, PreservedAnalyses::none());
      CleanUp.run(F, FAM);
    }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dpopt
