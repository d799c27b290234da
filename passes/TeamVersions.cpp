//===- TeamVersions.cpp - Parent kernels widened into teams ---------------===//

#include "DPOpt/TeamVersions.h"
#include "DPOpt/ChildVersions.h"
#include "DPOpt/KernelCloner.h"
#include "DPOpt/LaunchFreeVersions.h"
#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/Remarks.h"
#include "DPOpt/RuntimeFunctions.h"
#include "dpagg_abi.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

using namespace llvm;

#define DEBUG_TYPE "dpopt"

STATISTIC(NumTeamVersions, "Kernels given a team version");

static cl::opt<bool> EnableTeamVersions(
    "dpopt-team-versions", cl::init(true),
    cl::desc("DPOpt: give each kernel with a launch-free version a team "
             "version, which the runtime launches from the host for a grid "
             "too small to fill the GPU, each parent thread a team of up to "
             "32 threads that run its children"));

namespace dpopt {

/// Why \p Info's kernel (a team version before its exit is added) would
/// behave differently with lanes beside its parent threads, or empty.
static std::string teamHazard(const ChildKernelInfo *Info) {
  if (Info->UsesBarrier)
    return "it synchronizes its block (__syncthreads or another barrier)";
  if (Info->UsesWarpPrimitives)
    return "it uses warp-level primitives (shuffle, vote, match, activemask "
           "or syncwarp), whose lanes would change";
  if (Info->HasInlineAsm)
    return "it contains inline assembly";
  if (!Info->LaunchRegisterRead.empty())
    return ("it uses " + Info->LaunchRegisterRead +
            ", which its team launch changes")
        .str();
  return Info->hiddenCodeHazard("it");
}

/// Why \p Info's kernel must keep its blocks whole: its threads share
/// something only a block shares, or empty.
static std::string blockSplitHazard(const ChildKernelInfo *Info) {
  if (Info->usesSharedMemory())
    return "it uses shared memory";
  if (Info->UsesBlockScope)
    return "it uses atomics or fences scoped to its block or cluster, or "
           "reads its cluster's registers";
  return "";
}

/// A child a team version's threads may hold: the slot and its shape, and
/// the team's run of it at the exit.
struct HeldChild {
  AllocaInst *Slot;
  HeldSlotShape Shape;
  Function *Run;
};

/// Makes \p Team's threads teams of its first extra parameter's lanes (log2
/// of their number: \p Shift, made in the entry block): the first lane of
/// each runs the kernel, seeing threadIdx.x and blockDim.x divided by the
/// team's size; every lane ends at one exit, which runs each of \p Held's
/// runs (void (ptr slot, i32 team)) on its slot, and counts the children
/// held and their threads into \p Fill (__dpopt_team_fill). With
/// \p SplitShift (log2 of the second extra parameter, made in the entry
/// block), each of the kernel's blocks is that many blocks side by side
/// along x: the kernel sees blockIdx.x and gridDim.x divided by it,
/// blockDim.x multiplied, and threadIdx.x offset by the piece's place.
static void formTeams(KernelClone &Clone, Value *Shift, Value *SplitShift,
                      ArrayRef<HeldChild> Held, GlobalVariable &Fill) {
  Function &Team = *Clone.F;
  Value *Size = Clone.extraParam(0);
  BasicBlock &Entry = Team.getEntryBlock();
  IRBuilder<> B(&*Entry.getFirstNonPHIOrDbgOrAlloca());
  remapGeometry(Clone, [&](GeometryReg R, CallInst *Read) -> Value * {
    IRBuilder<> RB(Read);
    switch (R) {
    case GeometryReg::TidX: {
      Value *Lane = RB.CreateLShr(readGeometry(RB, R), Shift);
      if (!SplitShift)
        return Lane;
      // Piece p of the kernel's block holds its threads p * (its width).
      Value *Pieces = RB.CreateShl(RB.getInt32(1), SplitShift);
      Value *Block = readGeometry(RB, GeometryReg::CtaidX);
      Value *Piece = RB.CreateAnd(Block, RB.CreateSub(Pieces, RB.getInt32(1)));
      Value *Width = RB.CreateLShr(readGeometry(RB, GeometryReg::NtidX), Shift);
      return RB.CreateAdd(RB.CreateMul(Piece, Width), Lane);
    }
    case GeometryReg::NtidX: {
      Value *Width = RB.CreateLShr(readGeometry(RB, R), Shift);
      return SplitShift ? RB.CreateShl(Width, SplitShift) : Width;
    }
    case GeometryReg::CtaidX:
    case GeometryReg::NctaidX:
      return SplitShift ? RB.CreateLShr(readGeometry(RB, R), SplitShift)
                        : nullptr;
    default:
      return nullptr;
    }
  });
  Value *TidX = readGeometry(B, GeometryReg::TidX);
  Value *RankMask = B.CreateSub(Size, B.getInt32(1));
  Value *Rank = B.CreateAnd(TidX, RankMask, "dpopt.team.rank");
  Value *First = B.CreateICmpEQ(Rank, B.getInt32(0), "dpopt.team.first");

  // The returns before the exit is made: an empty block has no terminator.
  SmallVector<ReturnInst *, 4> Returns;
  for (BasicBlock &BB : Team)
    if (auto *Ret = dyn_cast<ReturnInst>(BB.getTerminator()))
      Returns.push_back(Ret);
  BasicBlock *Exit =
      BasicBlock::Create(Team.getContext(), "dpopt.team.exit", &Team);
  // The runs are inlined here: their calls need a place in the kernel.
  DebugLoc At;
  for (ReturnInst *Ret : Returns)
    if (!At)
      At = Ret->getDebugLoc();
  if (!At)
    if (DISubprogram *SP = Team.getSubprogram())
      At = DILocation::get(Team.getContext(), SP->getScopeLine(), 0, SP);
  for (ReturnInst *Ret : Returns) {
    BranchInst::Create(Exit, Ret->getIterator());
    Ret->eraseFromParent();
  }
  BasicBlock *Body = SplitBlock(&Entry, B.GetInsertPoint());
  Body->setName("dpopt.team.parent");
  Entry.getTerminator()->eraseFromParent();
  BranchInst::Create(Body, Exit, First, &Entry);

  IRBuilder<> XB(Exit);
  XB.SetCurrentDebugLocation(At);
  Value *Items = nullptr, *Children = nullptr;
  for (const HeldChild &H : Held) {
    Value *Count =
        XB.CreateLoad(XB.getInt32Ty(),
                      XB.CreateConstInBoundsGEP1_64(XB.getInt32Ty(), H.Slot,
                                                    H.Shape.ItemsWord),
                      "dpopt.team.items");
    Value *One = XB.CreateZExt(XB.CreateICmpNE(Count, XB.getInt32(0)),
                               XB.getInt32Ty(), "dpopt.team.held");
    Items = Items ? XB.CreateAdd(Items, Count) : Count;
    Children = Children ? XB.CreateAdd(Children, One) : One;
  }
  for (const HeldChild &H : Held)
    XB.CreateCall(H.Run, {H.Slot, Size});
  FunctionCallee CountChildren = Team.getParent()->getOrInsertFunction(
      TeamFillName,
      FunctionType::get(XB.getVoidTy(),
                        {XB.getInt32Ty(), XB.getInt32Ty(), XB.getPtrTy()},
                        false));
  Value *Counters = XB.CreateAddrSpaceCast(&Fill, XB.getPtrTy());
  XB.CreateCall(CountChildren, {Items, Children, Counters});
  XB.CreateRetVoid();
}

AllocaInst *HeldSlotShape::create(IRBuilder<> &AB, const Twine &Name) const {
  AllocaInst *Slot =
      AB.CreateAlloca(ArrayType::get(AB.getInt32Ty(), Words), nullptr, Name);
  Slot->setAlignment(Align(16));
  return Slot;
}

void HeldSlotShape::emitEmpty(IRBuilder<> &B, Value *Slot) const {
  for (unsigned Word : {ItemsWord, GuardedWord})
    B.CreateStore(B.getInt32(0),
                  B.CreateConstInBoundsGEP1_64(B.getInt32Ty(), Slot, Word));
}

bool createTeamVersions(
    Module &M,
    const MapVector<Function *, SmallVector<TeamSite, 4>> &SitesByKernel) {
  if (!EnableTeamVersions)
    return false;
  bool Changed = false;
  LLVMContext &Ctx = M.getContext();
  for (auto &[K, Sites] : SitesByKernel) {
    std::string Name = (K->getName() + dpagg_abi::TeamSuffix).str();
    if (M.getFunction(Name))
      continue;
    auto Refuse = [&, K = K](const Twine &Why) {
      emitKernelRemark(*K, RemarkKind::Missed, "NoTeamVersion",
                       "kernel '" + K->getName() +
                           "' has no team version: " + Why);
    };
    if (K->hasLocalLinkage()) {
      Refuse("it is not visible outside its module, where the runtime looks "
             "such versions up");
      continue;
    }
    // Without a child to share, the team's lanes would only wait.
    if (none_of(Sites, [](const TeamSite &S) { return S.Run; })) {
      Refuse("no child it launches can wait for a team (each runs in its "
             "parent thread: its arguments are too large to share over the "
             "warp, or its threads cannot run apart)");
      continue;
    }
    if (K->hasFnAttribute("nvvm.reqntid") ||
        K->hasFnAttribute("nvvm.cluster_dim") ||
        K->hasFnAttribute("nvvm.maxclusterrank") ||
        K->hasFnAttribute("nvvm.blocksareclusters")) {
      Refuse("its launch bounds require a block size or clusters");
      continue;
    }
    uint64_t ParamBytes = 0;
    kernelParamLayout(*K, ParamBytes);
    if (alignTo(ParamBytes, 4) + 4 > 4096) {
      Refuse("its parameters leave no room for the team's size");
      continue;
    }
    KernelCloneSpec Spec;
    Spec.Kind = CloneKind::Kernel;
    Spec.Name = Name;
    Spec.ExtraParams = {Type::getInt32Ty(Ctx), Type::getInt32Ty(Ctx)};
    Spec.ExtraParamNames = {"dpopt.team", "dpopt.team.split"};
    Spec.DropLaunchBounds = true;
    Expected<KernelClone> Clone = cloneKernel(*K, Spec);
    if (!Clone) {
      Refuse(toString(Clone.takeError()));
      continue;
    }
    Function *Team = Clone->F;
    Team->setLinkage(K->getLinkage());
    Team->setVisibility(K->getVisibility());

    // Each site calls its team decider, with the child's threads divided
    // by the team's size and the thread's slot for the child, if any.
    DenseMap<Function *, const TeamSite *> ByDecider;
    for (const TeamSite &S : Sites)
      ByDecider.try_emplace(S.DeciderCall->getCalledFunction(), &S);
    SmallVector<CallInst *, 4> Calls;
    for (Instruction &I : instructions(*Team))
      if (auto *CI = dyn_cast<CallInst>(&I))
        if (ByDecider.count(CI->getCalledFunction()))
          Calls.push_back(CI);
    BasicBlock &Entry = Team->getEntryBlock();
    IRBuilder<> AB(&Entry, Entry.begin());
    IRBuilder<> IB(&*Entry.getFirstNonPHIOrDbgOrAlloca());
    Value *Shift =
        IB.CreateCall(Intrinsic::getOrInsertDeclaration(&M, Intrinsic::cttz,
                                                        {IB.getInt32Ty()}),
                      {Clone->extraParam(0), IB.getTrue()}, "dpopt.team.shift");
    Value *ThreadsShift =
        IB.CreateZExt(Shift, IB.getInt64Ty(), "dpopt.team.threads.shift");
    DenseMap<Function *, AllocaInst *> Slots;
    SmallVector<HeldChild, 2> Held;
    for (CallInst *Call : Calls) {
      const TeamSite &S = *ByDecider.lookup(Call->getCalledFunction());
      Call->setCalledFunction(S.Decider);
      IRBuilder<> B(Call);
      Call->setArgOperand(3, B.CreateLShr(Call->getArgOperand(3), ThreadsShift,
                                          "dpopt.team.threads"));
      Value *Slot = ConstantPointerNull::get(B.getPtrTy());
      if (S.Run) {
        AllocaInst *&A = Slots[S.Decider];
        if (!A) {
          A = S.Slot.create(AB, "dpopt.team.slot");
          Held.push_back({A, S.Slot, S.Run});
        }
        Slot = A;
      }
      Call->setArgOperand(4, Slot);
      Call->replaceAllUsesWith(ConstantInt::getFalse(Ctx));
    }
    for (BasicBlock &BB : *Team)
      ConstantFoldTerminator(&BB, /*DeleteDeadConditions=*/true);
    removeUnreachableBlocks(*Team);
    std::string Why = launchRefusal(*Team);
    std::unique_ptr<ChildKernelInfo> Info;
    if (Why.empty()) {
      Info = analyzeChildKernel(*Team);
      Why = teamHazard(Info.get());
    }
    if (!Why.empty()) {
      Team->eraseFromParent();
      Refuse(Why);
      continue;
    }
    std::string KeepBlocks = blockSplitHazard(Info.get());
    Value *SplitShift = nullptr;
    if (KeepBlocks.empty())
      SplitShift = IRBuilder<>(cast<Instruction>(ThreadsShift)->getNextNode())
                       .CreateCall(Intrinsic::getOrInsertDeclaration(
                                       &M, Intrinsic::cttz, {IB.getInt32Ty()}),
                                   {Clone->extraParam(1), IB.getTrue()},
                                   "dpopt.team.split.shift");
    else
      emitKernelRemark(*K, RemarkKind::Analysis, "TeamBlocksWhole",
                       "the team version of kernel '" + K->getName() +
                           "' keeps its blocks whole (" + KeepBlocks +
                           "): its teams are at most 1024 / blockDim.x "
                           "threads");
    // The counters of the children its teams run (dpagg_abi.h).
    auto *FillTy =
        ArrayType::get(Type::getInt64Ty(Ctx), dpagg_abi::TeamFillWords);
    GlobalVariable *Fill = createVersionGlobal(
        M, *Team, FillTy, Name + dpagg_abi::TeamFillSuffix, HostUse::ReadWrite);
    formTeams(*Clone, Shift, SplitShift, Held, *Fill);
    // Nothing held: in every lane, before the others leave for the exit.
    IRBuilder<> EB(Team->getEntryBlock().getTerminator());
    for (const HeldChild &H : Held)
      H.Shape.emitEmpty(EB, H.Slot);
    Function *Reporter = createReporter(M, *Team);
    // The runtime reads the parameter count from the array's size.
    auto *CountTy = ArrayType::get(Type::getInt8Ty(Ctx), Team->arg_size());
    GlobalVariable *Count = createVersionGlobal(
        M, *Team, CountTy, Name + dpagg_abi::TeamParamsSuffix,
        HostUse::SizeOnly);
    // And the most pieces a block of K may be split into from its size.
    auto *SplitTy = ArrayType::get(Type::getInt8Ty(Ctx),
                                   SplitShift ? dpagg_abi::MaxTeamSplit : 1);
    GlobalVariable *Split = createVersionGlobal(
        M, *Team, SplitTy, Name + dpagg_abi::TeamSplitSuffix,
        HostUse::SizeOnly);
    appendToUsed(M, {Count, Split, Fill});
    for (CallInst *Call : Calls)
      reportChild(*Call, *Reporter);
    // K watches for a child too big for any team, which keeps the runtime
    // from running the team version.
    for (const TeamSite &S : Sites) {
      // After the site's other reports.
      Instruction *At = S.DeciderCall->getNextNode();
      while (isReportCall(*At))
        At = At->getNextNode();
      IRBuilder<> B(At);
      Value *Share =
          B.CreateLShr(S.DeciderCall->getArgOperand(3),
                       Log2_32(dpagg_abi::MaxTeam), "dpopt.team.threads.most");
      reportChild(*B.CreateCall(S.AtLeast, {Share}, "dpopt.team.too.big"),
                  *Reporter);
    }
    emitKernelRemark(
        *K, RemarkKind::Passed, "TeamVersion",
        "kernel '" + K->getName() + "' has a team version ('" + Name +
            "'), which host launches of a grid too small to fill the GPU "
            "run with each thread a team of up to " +
            Twine(dpagg_abi::MaxTeam) +
            " threads: the thread runs the kernel, and the team at its exit "
            "the child it holds (one a thread; any other runs in the "
            "thread), once the kernel's launches "
            "met no child of at least " +
            Twine(dpagg_abi::MaxTeam) +
            " times its threshold, and until one of at least the team's size "
            "times it comes");
    ++NumTeamVersions;
    Changed = true;
  }
  return Changed;
}

} // namespace dpopt
