//===- LaunchNormalization.cpp - Rewrite launches into the V2 API ---------===//

#include "DPOpt/LaunchNormalization.h"
#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/Remarks.h"
#include "DPOpt/ResourceBudget.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;

#define DEBUG_TYPE "dpopt"

STATISTIC(NumLaunchesFound, "Device launch sites found");
STATISTIC(NumLaunchesNormalized, "V1 launch sites rewritten into V2 form");
STATISTIC(NumLaunchesNotAnalyzable, "Launch sites left alone (not analyzable)");

namespace dpopt {

void storeDim3(IRBuilder<> &B, Value *Dst, Value *Src, Value *const Comp[3]) {
  Type *I32 = B.getInt32Ty();
  auto Field = [&](Value *Base, unsigned D) {
    return D ? B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Base, 4 * D) : Base;
  };
  for (unsigned D = 0; D != 3; ++D) {
    Value *V = Comp[D];
    if (!V)
      V = B.CreateLoad(I32, Field(Src, D), "dim");
    B.CreateStore(V, Field(Dst, D));
  }
}

/// Whether the staging buffer \p Staging is only written (and read by the
/// launch's copy \p Copy): then it is dead after the launch.
static bool onlyWrittenBeforeLaunch(Value *Staging, const Instruction *Copy) {
  SmallVector<Value *, 8> Work{Staging};
  while (!Work.empty()) {
    Value *V = Work.pop_back_val();
    for (User *U : V->users()) {
      if (U == Copy)
        continue;
      if (isa<GetElementPtrInst>(U)) {
        Work.push_back(U);
        continue;
      }
      if (auto *SI = dyn_cast<StoreInst>(U))
        if (SI->getPointerOperand() == V && SI->getValueOperand() != V)
          continue;
      if (auto *MI = dyn_cast<MemIntrinsic>(U))
        if (MI->getRawDest() == V && !MI->isVolatile() &&
            (!isa<MemTransferInst>(MI) ||
             cast<MemTransferInst>(MI)->getRawSource() != V))
          continue;
      return false;
    }
  }
  return true;
}

bool normalizeLaunchSite(LaunchSite &S, std::string &Why) {
  if (!S.Analyzable) {
    Why = S.Reason;
    return false;
  }
  if (S.isV2())
    return false; // already in the form that works for every stream
  Function &F = *S.Parent;
  Module &M = *F.getParent();
  LLVMContext &Ctx = M.getContext();
  const DataLayout &DL = M.getDataLayout();
  CallBase *Launch = S.LaunchCall;
  CallBase *BufCall = S.BufferCall;
  uint64_t ParamBytes = 0;
  kernelParamLayout(*S.Child, ParamBytes);
  if (ParamBytes > S.BufferSize) {
    Why = "the parameter buffer is smaller than the child's parameters";
    return false;
  }
  LaunchFlavor Flavor = S.LaunchFn->Flavor;
  bool PerThread = launchUsesPerThreadStream(*Launch->getCalledFunction());
  // The V2 calls must go to the device runtime's functions.
  Why = v2EntryPointConflict(M, Flavor, PerThread);
  if (!Why.empty())
    return false;

  // Allocas go to the entry block so that a launch in a loop reuses them.
  IRBuilder<> EntryB(&*F.getEntryBlock().getFirstInsertionPt());
  StructType *Dim3 = getDim3Type(M);
  Align StagingAlign(64);
  AllocaInst *Staging = EntryB.CreateAlloca(
      ArrayType::get(Type::getInt8Ty(Ctx), std::max<uint64_t>(S.BufferSize, 1)),
      DL.getAllocaAddrSpace(), nullptr, "dpopt.args");
  Staging->setAlignment(StagingAlign);
  AllocaInst *GridA =
      EntryB.CreateAlloca(Dim3, DL.getAllocaAddrSpace(), nullptr, "dpopt.grid");
  AllocaInst *BlockA = EntryB.CreateAlloca(Dim3, DL.getAllocaAddrSpace(),
                                           nullptr, "dpopt.block");

  // Arguments now go to the staging buffer, which is never null. The
  // program's test of it is folded away with the path that skipped the
  // launch: left as a constant branch, that path would bypass the launch
  // for the post-dominator tree (reachedByWholeWarps).
  if (S.NullCheck) {
    bool IsEq = S.NullCheck->getPredicate() == ICmpInst::ICMP_EQ;
    SmallVector<BranchInst *, 1> Tests;
    for (User *U : S.NullCheck->users())
      if (auto *Br = dyn_cast<BranchInst>(U); Br && Br->isConditional())
        Tests.push_back(Br);
    S.NullCheck->replaceAllUsesWith(ConstantInt::getBool(Ctx, !IsEq));
    S.NullCheck->eraseFromParent();
    S.NullCheck = nullptr;
    for (BranchInst *Br : Tests) {
      unsigned Taken = cast<ConstantInt>(Br->getCondition())->isOne() ? 0 : 1;
      BasicBlock *Live = Br->getSuccessor(Taken);
      BasicBlock *Dead = Br->getSuccessor(1 - Taken);
      // Its phis keep their values (other sites' analysis may hold them).
      Dead->removePredecessor(Br->getParent(), /*KeepOneInputPHIs=*/true);
      BranchInst::Create(Live, Br->getIterator());
      Br->eraseFromParent();
    }
  }

  // The V2 request and launch, where the V1 launch was.
  IRBuilder<> B(Launch);
  B.CreateLifetimeStart(GridA);
  B.CreateLifetimeStart(BlockA);
  storeDim3(B, GridA, S.GridPtr, S.Grid);
  storeDim3(B, BlockA, S.BlockPtr, S.Block);
  FunctionCallee GetBuf = getGetParameterBufferV2(M, Flavor);
  CallInst *Buf = B.CreateCall(
      GetBuf, {S.ChildOperand, GridA, BlockA, S.SharedMem}, "dpopt.buf");
  for (unsigned ArgNo : {1u, 2u}) {
    Buf->addParamAttr(ArgNo, Attribute::getWithByValType(Ctx, Dim3));
    Buf->addParamAttr(ArgNo, Attribute::getWithAlignment(Ctx, Align(4)));
  }
  Buf->setDebugLoc(Launch->getDebugLoc());
  Value *HaveBuf = B.CreateIsNotNull(Buf, "dpopt.have.buf");
  Instruction *ThenTerm =
      SplitBlockAndInsertIfThen(HaveBuf, Launch->getIterator(), false);
  IRBuilder<> TB(ThenTerm);
  CallInst *Copy = nullptr;
  if (ParamBytes)
    Copy = TB.CreateMemCpy(Buf, Align(64), Staging, StagingAlign, ParamBytes);
  CallInst *NewLaunch = TB.CreateCall(getLaunchDeviceV2(M, Flavor, PerThread),
                                      {Buf, S.Stream}, "dpopt.launch");
  NewLaunch->setDebugLoc(Launch->getDebugLoc());

  if (!Launch->use_empty()) {
    IRBuilder<> MB(Launch);
    PHINode *Result = MB.CreatePHI(Launch->getType(), 2, "dpopt.launch.result");
    Result->addIncoming(NewLaunch, ThenTerm->getParent());
    Result->addIncoming(ConstantInt::get(Launch->getType(), SkippedLaunchError),
                        Buf->getParent());
    Launch->replaceAllUsesWith(Result);
  }
  // The dims and (unless the program reads it back) the staging buffer are
  // dead after the launch: with lifetime markers the stack slots of a
  // function's sites share memory (without, 200 sites took 12.8 KB of local
  // memory per thread).
  IRBuilder<> EndB(Launch);
  EndB.CreateLifetimeEnd(GridA);
  EndB.CreateLifetimeEnd(BlockA);
  Instruction *AfterLaunch = Launch->getNextNode();
  // The old launch no longer reads the buffer.
  Launch->eraseFromParent();
  BufCall->replaceAllUsesWith(Staging);
  if (onlyWrittenBeforeLaunch(Staging, Copy)) {
    IRBuilder<>(BufCall).CreateLifetimeStart(Staging);
    IRBuilder<>(AfterLaunch).CreateLifetimeEnd(Staging);
  }
  BufCall->eraseFromParent();

  // The site now describes the normalized launch.
  S.LaunchCall = NewLaunch;
  S.BufferCall = Buf;
  S.LaunchFn = lookupLaunchFunction(NewLaunch->getCalledFunction());
  S.BufferFn = lookupLaunchFunction(Buf->getCalledFunction());
  S.ArgStorage = Staging;
  S.GridPtr = GridA;
  S.BlockPtr = BlockA;
  S.BufferLocal = nullptr;
  S.BufferReloads.clear();
  return true;
}

std::string siteRefusal(const LaunchSite &S, const SiteNeeds &Needs) {
  if (!S.isNormalized())
    return "the launch is not in DPOpt's normalized form";
  if (Needs.StagedArguments) {
    if (!S.ArgsKnown)
      return "its arguments cannot be analyzed (" + S.ArgsReason + ")";
    uint64_t Total = 0;
    kernelParamLayout(*S.Child, Total);
    if (!isa<AllocaInst>(S.ArgStorage) && Total != 0)
      return "its arguments are written straight into the runtime's "
             "parameter buffer (hand-written V2 launch)";
  }
  if (*Needs.TailLaunchWhy && S.streamKind() == StreamKind::TailLaunch)
    return Needs.TailLaunchWhy;
  if (Needs.RefuseUserStreams && S.streamKind() == StreamKind::User)
    return "launches into a user stream are ordered with other work in that "
           "stream";
  // Left in its stream by fireAndForgetCreatedStreams (or not run through it).
  if (Needs.RefuseUserStreams && S.streamKind() == StreamKind::Created)
    return "it goes into a stream its thread creates for it, which DPOpt "
           "moves into cudaStreamFireAndForget only in a module without tail "
           "launches";
  // The stream runs the one launched first to the end before the other,
  // and a program may rely on that (the second reads what the first wrote).
  if (Needs.RefuseUserStreams && !S.ThreadOrder.empty())
    return S.ThreadOrder;
  if (!S.dimsResolved())
    return "its grid and block dimensions cannot be found";
  return runtimeRegisterHazard(*S.Parent);
}

bool transformLaunchSites(
    Module &M, FunctionAnalysisManager &FAM, LaunchRemarks &Remarks,
    StringRef RemarkName, StringRef Verb,
    function_ref<bool(LaunchSite &, const ChildKernelInfo &, std::string &)>
        Transform,
    function_ref<void(LaunchSite &, const ChildKernelInfo &)> Prepare,
    const SmallPtrSetImpl<Function *> *OnlyIn) {
  LaunchSiteInfo Info = computeLaunchSites(M);
  // Already reported by normalization when not analyzable.
  auto Selected = [&](const LaunchSite &S) {
    return S.Analyzable && (!OnlyIn || OnlyIn->contains(S.Parent));
  };
  if (Prepare)
    for (auto &S : Info.Sites)
      if (const ChildKernelInfo *CI = Info.getChildInfo(S->Child);
          CI && Selected(*S))
        Prepare(*S, *CI);
  bool Changed = false;
  for (auto &S : Info.Sites) {
    if (!Selected(*S))
      continue;
    const ChildKernelInfo *CI = Info.getChildInfo(S->Child);
    std::string Why;
    if (CI && Transform(*S, *CI, Why)) {
      Changed = true;
      // Its kernels get a register budget (ResourceBudget.h).
      S->Parent->addFnAttr(TransformedAttr);
      // The parent's code changed: drop its cached analyses.
      FAM.invalidate(*S->Parent, PreservedAnalyses::none());
      continue;
    }
    Remarks.missed(*S, RemarkName,
                   "launch of '" + S->Child->getName() + "' not " + Verb +
                       ": " + Why);
  }
  return Changed;
}

static BranchInst *getNullCheckBranch(const LaunchSite &S) {
  auto *NullBr = S.NullCheck && S.NullCheck->hasOneUse()
                     ? dyn_cast<BranchInst>(*S.NullCheck->user_begin())
                     : nullptr;
  return NullBr && NullBr->isConditional() ? NullBr : nullptr;
}

bool hasAlternativeShape(const LaunchSite &S) {
  return getNullCheckBranch(S) != nullptr;
}

LaunchAlternative addLaunchAlternative(LaunchSite &S, Value *TakeLaunch,
                                       const Twine &AltName) {
  BranchInst *NullBr = getNullCheckBranch(S);
  assert(NullBr && "check hasAlternativeShape first");
  bool IsNe = S.NullCheck->getPredicate() == ICmpInst::ICMP_NE;
  BasicBlock *Join = NullBr->getSuccessor(IsNe ? 1 : 0);
  BasicBlock *Head = S.BufferCall->getParent();
  BasicBlock *LaunchBB = SplitBlock(Head, S.BufferCall->getIterator(),
                                    static_cast<DominatorTree *>(nullptr),
                                    nullptr, nullptr, "dpopt.launch.path");
  BasicBlock *Alt = BasicBlock::Create(Head->getContext(), AltName,
                                       Head->getParent(), LaunchBB);
  Head->getTerminator()->eraseFromParent();
  IRBuilder<> HB(Head);
  HB.CreateCondBr(TakeLaunch, LaunchBB, Alt);
  IRBuilder<>(Alt).CreateBr(Join);
  // The launch result (if the program reads it) is success on this path.
  for (PHINode &Phi : Join->phis())
    Phi.addIncoming(Phi.getType()->isIntegerTy()
                        ? Constant::getNullValue(Phi.getType())
                        : Phi.getIncomingValueForBlock(NullBr->getParent()),
                    Alt);
  return {Alt, LaunchBB};
}

bool normalizeLaunches(Module &M, ModuleAnalysisManager &MAM,
                       bool EmitFoundRemarks) {
  LaunchSiteInfo Info = computeLaunchSites(M);
  LaunchRemarks Remarks(MAM, M);
  bool Changed = false;
  for (auto &S : Info.Sites) {
    ++NumLaunchesFound;
    if (EmitFoundRemarks)
      Remarks.found(*S);
    if (S->Analyzable && !S->ArgsKnown)
      Remarks.missed(*S, "LaunchArgumentsUnknown",
                     "the launch's arguments cannot be analyzed (" +
                         S->ArgsReason +
                         "): it is only normalized, not optimized");
    std::string Why;
    if (normalizeLaunchSite(*S, Why)) {
      ++NumLaunchesNormalized;
      Changed = true;
      Remarks.transformed(*S, "LaunchNormalized",
                          "rewrote the launch of '" + S->Child->getName() +
                              "' into cudaGetParameterBufferV2/"
                              "cudaLaunchDeviceV2 form (works with every "
                              "stream kind)");
      continue;
    }
    if (!Why.empty()) {
      ++NumLaunchesNotAnalyzable;
      Remarks.missed(*S, "LaunchNotAnalyzable",
                     "launch left unchanged: " + Why);
    }
  }
  for (const UnseenLaunchUse &U : Info.UnseenUses)
    if (U.At)
      Remarks.missedAt(*U.At, "LaunchFunctionAddressTaken",
                       "the address of '" + U.Fn->Name +
                           "' is taken: launches made through it are left "
                           "unchanged");
  return Changed;
}

bool normalizeLaunchesForTransforms(Module &M, ModuleAnalysisManager &MAM) {
  bool Changed = normalizeLaunches(M, MAM, /*EmitFoundRemarks=*/true);
  if (Changed)
    MAM.invalidate(M, PreservedAnalyses::none());
  return Changed;
}

PreservedAnalyses LaunchNormalizationPass::run(Module &M,
                                               ModuleAnalysisManager &MAM) {
  if (!M.getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  return normalizeLaunches(M, MAM, /*EmitFoundRemarks=*/true)
             ? PreservedAnalyses::none()
             : PreservedAnalyses::all();
}

} // namespace dpopt
