//===- StagingStores.cpp - A launch's staging stores where they are read --===//

#include "DPOpt/StagingStores.h"
#include "DPOpt/ResourceBudget.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "dpopt"

using namespace llvm;

STATISTIC(NumStagingStoresSunk, "Staging stores moved to their readers");

static cl::opt<bool> EnableStagingStoreSinking(
    "dpopt-sink-staging-stores", cl::init(true),
    cl::desc("Move the stores that stage a launch's arguments and dims to "
             "the paths that read them (the launch paths), off the serial "
             "ones"));

namespace dpopt {

bool isStagingStoreSinkingEnabled() { return EnableStagingStoreSinking; }

namespace {

/// The uses of an alloca, through GEPs: the stores and memsets into it
/// (Writes, in program order within their block), and the blocks where
/// anything else reads it or takes its address (Readers). False where the
/// address itself is stored, or a write is volatile or atomic.
struct AllocaUses {
  SmallVector<Instruction *, 16> Writes;
  SmallVector<BasicBlock *, 8> Readers;
};

bool collectUses(AllocaInst &AI, AllocaUses &Uses) {
  SmallVector<Value *, 8> Work{&AI};
  while (!Work.empty()) {
    Value *V = Work.pop_back_val();
    for (Use &U : V->uses()) {
      auto *I = cast<Instruction>(U.getUser());
      if (auto *GEP = dyn_cast<GetElementPtrInst>(I)) {
        Work.push_back(GEP);
        continue;
      }
      if (auto *SI = dyn_cast<StoreInst>(I)) {
        if (U.getOperandNo() != SI->getPointerOperandIndex() || !SI->isSimple())
          return false;
        Uses.Writes.push_back(SI);
        continue;
      }
      if (auto *MS = dyn_cast<MemSetInst>(I)) {
        if (U.getOperandNo() != 0 || MS->isVolatile())
          return false;
        Uses.Writes.push_back(MS);
        continue;
      }
      if (I->isLifetimeStartOrEnd())
        continue;
      // A PHI reads its incoming value at the end of the incoming block.
      if (auto *Phi = dyn_cast<PHINode>(I))
        Uses.Readers.push_back(Phi->getIncomingBlock(U));
      else
        Uses.Readers.push_back(I->getParent());
    }
  }
  return true;
}

} // namespace

bool sinkStagingStores(Function &F, FunctionAnalysisManager &FAM) {
  if (F.isDeclaration())
    return false;
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  bool Changed = false;
  for (Instruction &I : F.getEntryBlock()) {
    auto *AI = dyn_cast<AllocaInst>(&I);
    if (!AI || !AI->isStaticAlloca())
      continue;
    AllocaUses Uses;
    if (!collectUses(*AI, Uses) || Uses.Writes.empty() || Uses.Readers.empty())
      continue;
    BasicBlock *S = Uses.Writes.front()->getParent();
    if (LI.getLoopFor(S) || any_of(Uses.Writes, [&](Instruction *W) {
          return W->getParent() != S;
        }))
      continue;
    // A reader in a block the entry does not reach has no dominator.
    if (any_of(Uses.Readers,
               [&](BasicBlock *R) { return !DT.isReachableFromEntry(R); }))
      continue;
    BasicBlock *X = Uses.Readers.front();
    for (BasicBlock *R : Uses.Readers)
      X = DT.findNearestCommonDominator(X, R);
    if (!X || X == S || !DT.dominates(S, X) || LI.getLoopFor(X))
      continue;
    // In program order, before anything at X.
    sort(Uses.Writes,
         [](Instruction *A, Instruction *B) { return A->comesBefore(B); });
    Instruction *At = &*X->getFirstInsertionPt();
    for (Instruction *W : Uses.Writes)
      W->moveBefore(At->getIterator());
    NumStagingStoresSunk += Uses.Writes.size();
    LLVM_DEBUG(dbgs() << "dpopt: moved " << Uses.Writes.size() << " stores to "
                      << AI->getName() << " in " << F.getName() << " to "
                      << X->getName() << "\n");
    Changed = true;
  }
  return Changed;
}

PreservedAnalyses StagingStoreSinkingPass::run(Module &M,
                                               ModuleAnalysisManager &MAM) {
  if (!M.getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  bool Changed = false;
  for (Function &F : M) {
    if (F.isDeclaration() || !F.hasFnAttribute(TransformedAttr) ||
        !sinkStagingStores(F, FAM))
      continue;
    Changed = true;
    PreservedAnalyses PA;
    PA.preserveSet<CFGAnalyses>();
    FAM.invalidate(F, PA);
  }
  if (!Changed)
    return PreservedAnalyses::all();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}

} // namespace dpopt
