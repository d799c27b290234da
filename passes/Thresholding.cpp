//===- Thresholding.cpp - Serialize small child grids ---------------------===//

#include "DPOpt/Thresholding.h"
#include "DPOpt/ChildVersions.h"
#include "DPOpt/DesiredThreads.h"
#include "DPOpt/DrainVersions.h"
#include "DPOpt/Geometry.h"
#include "DPOpt/KernelCloner.h"
#include "DPOpt/LaunchFreeVersions.h"
#include "DPOpt/LaunchNormalization.h"
#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/LinearIndexGuard.h"
#include "DPOpt/Remarks.h"
#include "DPOpt/ResourceBudget.h"
#include "DPOpt/SerialWorkSafety.h"
#include "DPOpt/TeamVersions.h"
#include "dpagg_abi.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/InlineCost.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

#define DEBUG_TYPE "dpopt"

STATISTIC(NumThresholded, "Launch sites given a serial path");
STATISTIC(NumNotThresholdedForHang,
          "Launch sites not given a serial path: a launch could run beside "
          "the serial work");
STATISTIC(NumThreadsFromPattern,
          "Thresholded sites whose thread count came from a ceil-div pattern");

static cl::opt<bool> EnableThresholding(
    "dpopt-thresholding", cl::init(true),
    cl::desc("DPOpt: run small child grids serially in the parent thread"));
static cl::opt<unsigned> ThresholdOpt(
    "dpopt-threshold",
    cl::desc("DPOpt: launch a child only when it has at least this many "
             "threads (0: always launch; default: 8 for a child that "
             "launches kernels itself, else 16 for a child whose threads may "
             "run long loops, else 512 for one whose threads all update one "
             "word atomically and 2048 for the others); DPOPT_THRESHOLD "
             "overrides it at run time"));
static cl::opt<unsigned> SpreadThresholdOpt(
    "dpopt-spread-threshold", cl::init(dpopt::DefaultSpreadThreshold),
    cl::desc("DPOpt: below the threshold, spread a child of at least this "
             "many threads over the lanes of the warp that run children "
             "serially together (0 or 1: every child); "
             "DPOPT_SPREAD_THRESHOLD overrides it at run time"));
static cl::opt<bool> SpreadAtExitOpt(
    "dpopt-spread-at-exit", cl::init(true),
    cl::desc("DPOpt: in a parent kernel, a child to be spread over the warp "
             "waits for its parent thread's exit, where every lane of the "
             "warp spreads the children they hold (one a thread; off: the "
             "lanes at the launch spread theirs there)"));
static cl::opt<bool> SpreadOverBlockOpt(
    "dpopt-spread-over-block", cl::init(true),
    cl::desc("DPOpt: at a parent kernel's exit, where the whole block is "
             "there, spread over the block the held children of warps that "
             "hold at least -dpopt-block-spread-threshold threads in "
             "children of 32 or more, after the warps spread the rest and "
             "the exit's deferred launches"));
static cl::opt<unsigned> BlockSpreadThresholdOpt(
    "dpopt-block-spread-threshold",
    cl::init(dpopt::DefaultBlockSpreadThreshold),
    cl::desc("DPOpt: children of 32 or more threads held for their parent "
             "threads' exit are spread over the parent's block where their "
             "warp holds at least this many threads in them (0 or 1: every "
             "such child); DPOPT_BLOCK_SPREAD_THRESHOLD overrides it at run "
             "time"));
static cl::opt<unsigned> BusyThresholdOpt(
    "dpopt-busy-threshold", cl::init(dpopt::DefaultBusyThreshold),
    cl::desc("DPOpt: while the threads of aggregated grids not yet done fill "
             "the GPU, run a child that launches kernels itself serially "
             "below this many threads, where its threshold is lower (0: "
             "never); DPOPT_BUSY_THRESHOLD overrides it at run time"));
static cl::opt<bool> ThresholdRuntimeOpt(
    "dpopt-threshold-runtime", cl::init(true),
    cl::desc("DPOpt: let the runtime (libdpagg) override the threshold at run "
             "time; off, the compiled threshold is final and no runtime is "
             "needed"));

namespace dpopt {

ThresholdingOptions thresholdingOptionsFromCommandLine() {
  ThresholdingOptions O;
  if (ThresholdOpt.getNumOccurrences())
    O.Threshold = ThresholdOpt;
  O.RuntimeOverride = ThresholdRuntimeOpt;
  O.SpreadThreshold = SpreadThresholdOpt;
  O.SpreadAtExit = SpreadAtExitOpt;
  O.SpreadOverBlock = SpreadOverBlockOpt;
  O.BlockSpreadThreshold = BlockSpreadThresholdOpt;
  O.BusyThreshold = BusyThresholdOpt;
  O.LaunchFreeVersions = isLaunchFreeVersionsEnabled();
  return O;
}

bool isThresholdingEnabled() { return EnableThresholding; }

namespace {

/// What a child's decider does with a child it does not launch, and what
/// it returns (see getDecider).
enum class DeciderKind { Launching, LaunchFree, Team };

class Thresholder {
  Module &M;
  const ThresholdingOptions &Opts;
  LaunchRemarks Remarks;
  FunctionAnalysisManager &FAM;
  ChildVersions Versions;
  /// Per child: its decider (see getDecider).
  DenseMap<Function *, Function *> Deciders;

public:
  Thresholder(Module &M, ModuleAnalysisManager &MAM,
              const ThresholdingOptions &Opts)
      : M(M), Opts(Opts), Remarks(MAM, M),
        FAM(MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager()),
        Versions(M, FAM) {}

  bool run();

private:
  bool thresholdSite(LaunchSite &S, const ChildKernelInfo &CI,
                     SerialWorkSafety &Safety, std::string &Why);
  Value *desiredThreads(IRBuilder<> &B, LaunchSite &S, DominatorTree &DT,
                        std::string &How);
  Function *getDecider(Function &Child, Function &Serial, Function *Thread,
                       const ChildKernelInfo &CI,
                       DeciderKind Kind = DeciderKind::Launching);
  /// Per child: the decider of its parents' launch-free versions, and of
  /// their team versions (see getDecider); per kernel, its sites' decider
  /// calls, each with the launch-free decider of its child, and with the
  /// team decider and team run.
  DenseMap<Function *, Function *> LaunchFreeDeciders, TeamDeciders;
  MapVector<Function *, SmallVector<LaunchFreeSite, 4>> SitesByKernel;
  MapVector<Function *, SmallVector<TeamSite, 4>> TeamSitesByKernel;
  DenseMap<Function *, Function *> TeamRuns, AtLeastChecks;
  Function *getTeamRun(Function &Child, Function &Thread);
  /// Per kernel, its sites as its drain version runs them; per child, the
  /// helpers of its records (DrainVersions.h).
  MapVector<Function *, SmallVector<DrainSite, 4>> DrainSitesByKernel;
  DenseMap<Function *, Function *> DrainPublishers, DrainItems;
  Function *getDrainPublish(Function &Child, Function &Serial,
                            Function &Thread);
  Function *getDrainItem(Function &Child, Function &Thread);
  Function *getAtLeastCheck(Function &Child, const ChildKernelInfo &CI);
  /// The threshold of \p Child's launches, read in \p B.
  Value *emitThreshold(IRBuilder<> &B, Function &Child,
                       const ChildKernelInfo &CI);
  Value *emitBusyThreshold(IRBuilder<> &B, Function &Child, Value *T,
                           Value *Threads);
  std::string serialPathRefusal(Function &Decider, Function &Child);
  /// Marks a call of a child's serial version that thresholding placed:
  /// aggregation defers launches where serial work can run (always, with a
  /// fixed threshold).
  void markSerialized(CallInst &Call) const {
    LLVMContext &Ctx = Call.getContext();
    Call.setMetadata(SerializedMD, MDNode::get(Ctx, {}));
    if (!Opts.RuntimeOverride)
      Call.setMetadata(FixedThresholdMD, MDNode::get(Ctx, {}));
  }
  /// The child's threads past its guard, run apart after a spread, or null
  /// (ChildVersions::getSerialPastGuard); \p Guard is set to the guard.
  Function *pastGuardOf(Function &Child, Function &Thread,
                        std::optional<LinearIndexGuard> &Guard);
  /// The module's launch sites before any is thresholded.
  const LaunchSiteInfo *SitesBefore = nullptr;
  /// Deferred spreads (see getDeferredSpread): per kernel, the slot of each
  /// child.
  struct DeferredChild {
    Function *Child, *Serial, *Thread;
    AllocaInst *Slot;
  };
  MapVector<Function *, SmallVector<DeferredChild, 2>> DeferredByKernel;
  /// Per child and whether the block's spread takes its largest children:
  /// the warp's spread at the exit.
  DenseMap<std::pair<Function *, unsigned>, Function *> DeferredSpreads;
  std::string deferralRefusal(const LaunchSite &S, Function *Thread,
                              bool Launches);
  std::string blockSpreadRefusal(Function &Kernel);
  AllocaInst *pendingSlot(Function &Kernel, Function &Child, Function &Serial,
                          Function &Thread);
  Function *getDeferredSpread(Function &Child, Function &Serial,
                              Function &Thread, bool OverBlock);
  /// Per child: its block spread (see getBlockSpread).
  DenseMap<Function *, Function *> BlockSpreads;
  Function *getBlockSpread(Function &Child, Function &Serial, Function &Thread);
  Value *emitBlockHolds(IRBuilder<> &B, Function &Child, Value *Items,
                        Value *Lanes, Value *BlockThreads);
  void addDeferredSpreads();
  /// The deciders of children that launch (inlined at every site, or
  /// unused where the serial path could not be): removed at the end with
  /// the versions only they used, whose launch sites would otherwise be
  /// seen as launches in device functions.
  SmallPtrSet<Function *, 4> LaunchingDeciders;
  void inlineSerialPath(CallInst &UseLaunch, Function &Child);
};

} // namespace

/// Most 4-byte words of arguments a child spread over the warp may have:
/// an item whose owner lane differs gets each word that is not the same in
/// every lane by a shuffle.
constexpr uint64_t MaxSpreadArgWords = 32;
/// Most threads of a child that is spread (32 lanes' sum stays in 32 bits).
constexpr uint64_t MaxSpreadThreads = 1u << 26;
/// The lanes spread their children when the largest has more than this many
/// times their mean of threads. On the H100, with children of 128 threads
/// each (balanced), spreading took 1.25x the time of running each child in
/// its own thread; with power-law sizes, a third of it. Children whose
/// threads may loop for long (ChildKernelInfo::HasLongLoop) always spread:
/// their thread counts do not say how long each lane runs.
constexpr uint64_t SpreadImbalance = 2;

/// The threshold of a child when none is given (see DefaultThreshold), and
/// the remark's words for the choice.
struct DefaultChoice {
  unsigned Threads;
  StringRef Why;
};
static DefaultChoice defaultThreshold(const ChildKernelInfo &CI) {
  if (CI.LaunchesKernels)
    return {DefaultLaunchingThreshold, "the default for a child that launches"};
  if (CI.HasLongLoop)
    return {DefaultThreshold,
            "the default for a child that runs loops of unknown length"};
  if (CI.HasUniformAtomic)
    return {DefaultUniformAtomicThreshold,
            "the default for a child whose threads all update one word "
            "atomically"};
  return {DefaultLoopFreeThreshold,
          "the default for a child with no loops, or only short ones"};
}

/// Whether \p Child's serial runs can be spread over the warp.
static bool spreadable(Function &Child) {
  uint64_t ParamBytes = 0;
  kernelParamLayout(Child, ParamBytes);
  return divideCeil(ParamBytes, 4) <= MaxSpreadArgWords;
}

/// A parent thread's deferred child, which its kernel's exit spreads over
/// the whole warp (Thresholder::getDeferredSpread): an i32 array holding the
/// child's parameter buffer, then its grid and block, its items (0: none
/// held) and whether its threads past its guard run apart afterwards.
struct PendingSlot {
  uint64_t ParamBytes = 0;
  unsigned Words;
  explicit PendingSlot(Function &Child) {
    kernelParamLayout(Child, ParamBytes);
    Words = divideCeil(ParamBytes, 4);
  }
  unsigned size() const { return Words + 8; }
  Value *word(IRBuilder<> &B, Value *Slot, unsigned W) const {
    return B.CreateConstInBoundsGEP1_64(B.getInt32Ty(), Slot, W);
  }
  Value *grid(IRBuilder<> &B, Value *Slot, unsigned D) const {
    return word(B, Slot, Words + D);
  }
  Value *block(IRBuilder<> &B, Value *Slot, unsigned D) const {
    return word(B, Slot, Words + 3 + D);
  }
  Value *items(IRBuilder<> &B, Value *Slot) const {
    return word(B, Slot, Words + 6);
  }
  Value *guarded(IRBuilder<> &B, Value *Slot) const {
    return word(B, Slot, Words + 7);
  }
  void loadDims(IRBuilder<> &B, Value *Slot, Value *Grid[3],
                Value *Block[3]) const {
    Type *I32 = B.getInt32Ty();
    for (unsigned D = 0; D != 3; ++D) {
      Grid[D] = B.CreateLoad(I32, grid(B, Slot, D), "grid");
      Block[D] = B.CreateLoad(I32, block(B, Slot, D), "block");
    }
  }
};

/// Calls \p Version, a serial version of \p Child (args..., grid xyz,
/// block xyz), with the arguments at \p Args (a copy of the child's
/// parameter buffer; null when it has none) and the dims.
static CallInst *emitSerialVersionCall(IRBuilder<> &B, Function &Child,
                                       Function &Version, Value *Args,
                                       Value *const Grid[3],
                                       Value *const Block[3]) {
  SmallVector<Value *, 16> CallArgs = loadKernelArgs(B, Child, Args);
  CallArgs.append(Grid, Grid + 3);
  CallArgs.append(Block, Block + 3);
  CallInst *Call = B.CreateCall(&Version, CallArgs);
  addByValAttrs(*Call, Child);
  return Call;
}

/// Runs thread \p Local (numbered as in a launch: x fastest, then the
/// blocks) of a child whose arguments are at \p Args (null: none), or are
/// \p LoadedArgs, and whose dims are \p Grid and \p Block: its geometry,
/// then a call of \p Thread.
static void emitItemThread(IRBuilder<> &B, Function &Child, Function &Thread,
                           Value *Args, Value *const G[3], Value *const Bl[3],
                           Value *Local, ArrayRef<Value *> LoadedArgs = {}) {
  Function *F = B.GetInsertBlock()->getParent();
  auto NewBlock = [&](const Twine &Name) {
    return BasicBlock::Create(F->getContext(), Name, F);
  };
  Type *I32 = B.getInt32Ty();
  // The thread's geometry: one division where the child's grid and blocks
  // are 1-D (the usual case), five otherwise.
  Value *BlockYZ = B.CreateOr(Bl[1], Bl[2]);
  Value *GridYZ = B.CreateOr(G[1], G[2]);
  Value *Flat =
      B.CreateICmpEQ(B.CreateOr(BlockYZ, GridYZ), B.getInt32(1), "flat");
  BasicBlock *RunFlat = NewBlock("spread.flat"),
             *RunDeep = NewBlock("spread.3d"), *Call = NewBlock("spread.call");
  B.CreateCondBr(Flat, RunFlat, RunDeep);
  B.SetInsertPoint(RunFlat);
  Value *FlatBlock = B.CreateUDiv(Local, Bl[0], "block.no");
  Value *FlatGeo[6] = {B.CreateSub(Local, B.CreateMul(FlatBlock, Bl[0])),
                       B.getInt32(0),
                       B.getInt32(0),
                       FlatBlock,
                       B.getInt32(0),
                       B.getInt32(0)};
  B.CreateBr(Call);
  B.SetInsertPoint(RunDeep);
  Value *BlockThreads = B.CreateMul(B.CreateMul(Bl[0], Bl[1]), Bl[2]);
  Value *BlockNo = B.CreateUDiv(Local, BlockThreads, "block.no");
  Value *T = B.CreateSub(Local, B.CreateMul(BlockNo, BlockThreads));
  Value *TYZ = B.CreateUDiv(T, Bl[0]), *BYZ = B.CreateUDiv(BlockNo, G[0]);
  Value *DeepGeo[6] = {B.CreateURem(T, Bl[0]),   B.CreateURem(TYZ, Bl[1]),
                       B.CreateUDiv(TYZ, Bl[1]), B.CreateURem(BlockNo, G[0]),
                       B.CreateURem(BYZ, G[1]),  B.CreateUDiv(BYZ, G[1])};
  B.CreateBr(Call);
  B.SetInsertPoint(Call);
  SmallVector<Value *, 12> Geometry;
  for (unsigned I = 0; I != 6; ++I) {
    PHINode *P = B.CreatePHI(I32, 2);
    P->addIncoming(FlatGeo[I], RunFlat);
    P->addIncoming(DeepGeo[I], RunDeep);
    Geometry.push_back(P);
  }
  Geometry.append({Bl[0], Bl[1], Bl[2], G[0], G[1], G[2]});
  if (!LoadedArgs.empty()) {
    emitThreadCall(B, Child, Thread, LoadedArgs, Geometry);
    return;
  }
  SmallVector<Value *, 16> CallArgs = loadKernelArgs(B, Child, Args);
  emitThreadCall(B, Child, Thread, CallArgs, Geometry);
}

/// Runs the \p Items threads of a child (arguments at \p Args, \p ParamBytes
/// of them; its dims \p Grid and \p Block) together with the children of
/// the other lanes of the warp that are here at the same time: an
/// exclusive prefix sum over the lanes' counts numbers all their threads,
/// and each round every lane runs the next one (lane order: the threads of
/// a child run side by side, x fastest, as in a launch), calling \p Thread
/// with the owner's arguments and the thread's geometry; unless the lanes'
/// counts are balanced (the largest at most SpreadImbalance times their
/// mean) and \p CountsTellWork: then each lane goes to \p Alone (unused,
/// and may be null, without CountsTellWork) and runs its own. \p Mask: the
/// lanes taking part (null: those here, the active mask); a lane of it may
/// bring no item. Every loop that
/// contains a shuffle has the same trip count in every lane; the child has
/// no barrier or warp primitive (thresholding's legality), so a lane's
/// divergence inside it ends at the round's end.
static void emitSpread(IRBuilder<> &B, Function &Child, Function &Thread,
                       Value *Args, uint64_t ParamBytes, Value *const Grid[3],
                       Value *const Block[3], Value *Items, BasicBlock *Alone,
                       bool CountsTellWork, Value *Mask = nullptr) {
  Function *F = B.GetInsertBlock()->getParent();
  Module &M = *F->getParent();
  LLVMContext &Ctx = M.getContext();
  Type *I32 = B.getInt32Ty();
  auto Intr = [&](Intrinsic::ID ID, ArrayRef<Type *> Tys = {}) {
    return Intrinsic::getOrInsertDeclaration(&M, ID, Tys);
  };
  auto NewBlock = [&](const Twine &Name) {
    return BasicBlock::Create(Ctx, Name, F);
  };
  // Given a mask, some of its lanes may hold nothing (their values are
  // not their children's): they are left out of the votes below.
  bool SomeHoldNothing = Mask;
  if (!Mask)
    Mask = B.CreateCall(Intr(Intrinsic::nvvm_activemask), {}, "mask");
  Value *Lane =
      B.CreateCall(Intr(Intrinsic::nvvm_read_ptx_sreg_laneid), {}, "lane");
  Value *Below =
      B.CreateCall(Intr(Intrinsic::nvvm_read_ptx_sreg_lanemask_lt), {});
  Function *Popc = Intr(Intrinsic::ctpop, {I32});
  Value *Rank = B.CreateCall(Popc, {B.CreateAnd(Mask, Below)}, "rank");
  Value *Lanes = B.CreateCall(Popc, {Mask}, "lanes");
  Value *FirstLane = B.CreateCall(Intr(Intrinsic::cttz, {I32}),
                                  {Mask, B.getFalse()}, "first.lane");
  auto Shuffle = [&](IRBuilder<> &SB, Value *V, Value *Src,
                     const Twine &Name) -> Value * {
    return SB.CreateCall(Intr(Intrinsic::nvvm_shfl_sync_idx_i32),
                         {Mask, V, Src, SB.getInt32(31)}, Name);
  };

  // The threads of the lanes before this one (and, without redux.sync, of
  // all lanes and the most of one): one shuffle per lane of the mask.
  bool Reduce = hasWarpReduce(*F);
  Value *Start = nullptr, *Total = nullptr, *Most = nullptr;
  auto SumLanes = [&] {
    BasicBlock *Pre = B.GetInsertBlock();
    BasicBlock *SumHead = NewBlock("spread.sum"),
               *SumBody = NewBlock("spread.sum.lane"),
               *SumDone = NewBlock("spread.summed");
    B.CreateBr(SumHead);
    B.SetInsertPoint(SumHead);
    PHINode *Left = B.CreatePHI(I32, 2, "left");
    PHINode *StartPhi = B.CreatePHI(I32, 2, "start");
    PHINode *TotalPhi = Reduce ? nullptr : B.CreatePHI(I32, 2, "total");
    PHINode *MostPhi = Reduce ? nullptr : B.CreatePHI(I32, 2, "most");
    Left->addIncoming(Mask, Pre);
    StartPhi->addIncoming(B.getInt32(0), Pre);
    B.CreateCondBr(B.CreateICmpEQ(Left, B.getInt32(0)), SumDone, SumBody);
    B.SetInsertPoint(SumBody);
    Value *Src =
        B.CreateCall(Intr(Intrinsic::cttz, {I32}), {Left, B.getTrue()});
    Value *Count = Shuffle(B, Items, Src, "count");
    Left->addIncoming(B.CreateAnd(Left, B.CreateSub(Left, B.getInt32(1))),
                      SumBody);
    StartPhi->addIncoming(
        B.CreateAdd(StartPhi, B.CreateSelect(B.CreateICmpULT(Src, Lane), Count,
                                             B.getInt32(0))),
        SumBody);
    if (!Reduce) {
      TotalPhi->addIncoming(B.getInt32(0), Pre);
      MostPhi->addIncoming(B.getInt32(0), Pre);
      TotalPhi->addIncoming(B.CreateAdd(TotalPhi, Count), SumBody);
      MostPhi->addIncoming(
          B.CreateCall(Intr(Intrinsic::umax, {I32}), {MostPhi, Count}),
          SumBody);
      Total = TotalPhi;
      Most = MostPhi;
    }
    B.CreateBr(SumHead);
    B.SetInsertPoint(SumDone);
    Start = StartPhi;
  };
  if (Reduce) {
    // One instruction each; the prefix sum only where the lanes spread.
    Total = B.CreateCall(Intr(Intrinsic::nvvm_redux_sync_add), {Items, Mask},
                         "total");
    if (CountsTellWork)
      Most = B.CreateCall(Intr(Intrinsic::nvvm_redux_sync_umax), {Items, Mask},
                          "most");
  } else {
    SumLanes();
  }
  if (CountsTellWork) {
    // Balanced counts: each lane in its own thread costs Most rounds, spread
    // Total / Lanes rounds of more work each (finding owners, geometry).
    Type *I64 = B.getInt64Ty();
    Value *MostWide = B.CreateZExt(Most, I64);
    Value *LanesWide = B.CreateZExt(Lanes, I64);
    Value *AloneCost = B.CreateMul(MostWide, LanesWide);
    Value *TotalWide = B.CreateZExt(Total, I64);
    Value *SpreadCost = B.CreateMul(TotalWide, B.getInt64(SpreadImbalance));
    Value *Balanced = B.CreateICmpULE(AloneCost, SpreadCost, "balanced");
    BasicBlock *Spread = NewBlock("spread.unbalanced");
    B.CreateCondBr(Balanced, Alone, Spread);
    B.SetInsertPoint(Spread);
  }
  if (Reduce)
    SumLanes();
  Value *End = B.CreateAdd(Start, Items, "end");

  // What an item needs from its owner lane: the arguments (as words), the
  // dims and the owner's first item. Values the same in every lane need no
  // shuffle (a branch on a warp-uniform vote).
  unsigned Words = divideCeil(ParamBytes, 4);
  AllocaInst *Own = nullptr, *Item = nullptr;
  SmallVector<Value *, 40> Values;
  if (Words) {
    IRBuilder<> EB(&F->getEntryBlock(), F->getEntryBlock().begin());
    Type *ArrTy = ArrayType::get(I32, Words);
    Own = EB.CreateAlloca(ArrTy, nullptr, "spread.own");
    Item = EB.CreateAlloca(ArrTy, nullptr, "spread.args");
    Own->setAlignment(Align(16));
    Item->setAlignment(Align(16));
    // The parameters alone: the padding between them stays zero, the same
    // in every lane, instead of a load of bytes nobody wrote (which also
    // kept the launch's staging buffer live on this path).
    B.CreateMemSet(Own, B.getInt8(0), Words * 4, Align(16));
    uint64_t Total = 0;
    for (auto [Offset, Size] : kernelParamLayout(Child, Total)) {
      if (!Size)
        continue;
      Value *To = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Own, Offset);
      Value *From = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Args, Offset);
      B.CreateMemCpy(To, commonAlignment(Align(16), Offset), From, Align(1),
                     Size);
    }
    for (unsigned W = 0; W != Words; ++W)
      Values.push_back(B.CreateAlignedLoad(
          I32, B.CreateConstInBoundsGEP1_64(I32, Own, W), Align(4), "word"));
  }
  for (unsigned D = 0; D != 3; ++D)
    Values.push_back(Grid[D]);
  for (unsigned D = 0; D != 3; ++D)
    Values.push_back(Block[D]);
  Values.push_back(Start);
  SmallVector<Value *, 40> Same;
  Value *Holds = nullptr, *Source = FirstLane;
  if (SomeHoldNothing) {
    Holds = B.CreateICmpNE(Items, B.getInt32(0), "holds");
    Value *Holders = B.CreateCall(Intr(Intrinsic::nvvm_vote_ballot_sync),
                                  {Mask, Holds}, "holders");
    Source = B.CreateCall(Intr(Intrinsic::cttz, {I32}), {Holders, B.getFalse()},
                          "first.holder");
  }
  for (Value *&V : Values) {
    Value *First = Shuffle(B, V, Source, "first");
    Value *Equal = B.CreateICmpEQ(V, First);
    if (Holds)
      Equal = B.CreateSelect(Holds, Equal, B.getTrue());
    Same.push_back(B.CreateCall(Intr(Intrinsic::nvvm_vote_all_sync),
                                {Mask, Equal}, "same"));
    // The same in every lane that holds a child: every lane takes it.
    if (Holds)
      V = B.CreateSelect(Same.back(), First, V);
  }

  // Rounds: every lane runs item Round * Lanes + Rank, if there is one. The
  // owner's values are kept from round to round (the same in every lane):
  // a round whose items all belong to it needs no lookup and no shuffle.
  // Otherwise each lane finds its item's owner and fetches what differs,
  // and the round's last owner becomes the kept one.
  Value *LastLane = B.CreateSub(
      B.getInt32(31),
      B.CreateCall(Intr(Intrinsic::ctlz, {I32}), {Mask, B.getFalse()}),
      "last.lane");
  Value *Rounds = B.CreateUDiv(
      B.CreateAdd(Total, B.CreateSub(Lanes, B.getInt32(1))), Lanes, "rounds");
  BasicBlock *Entry = B.GetInsertBlock();
  BasicBlock *Head = NewBlock("spread.round"), *Body = NewBlock("spread.item"),
             *Lookup = NewBlock("spread.lookup"),
             *Have = NewBlock("spread.have"), *Run = NewBlock("spread.run"),
             *Latch = NewBlock("spread.next"), *Exit = NewBlock("spread.done");
  B.CreateBr(Head);
  B.SetInsertPoint(Head);
  PHINode *Round = B.CreatePHI(I32, 2, "round");
  Round->addIncoming(B.getInt32(0), Entry);
  // The kept owner's items [KeptStart, KeptEnd) and values (none at first).
  PHINode *KeptStart = B.CreatePHI(I32, 2, "kept.start");
  PHINode *KeptEnd = B.CreatePHI(I32, 2, "kept.end");
  KeptStart->addIncoming(B.getInt32(0), Entry);
  KeptEnd->addIncoming(B.getInt32(0), Entry);
  SmallVector<PHINode *, 40> Kept;
  for (Value *V : Values) {
    PHINode *P = B.CreatePHI(I32, 2, "kept");
    P->addIncoming(V, Entry);
    Kept.push_back(P);
  }
  B.CreateCondBr(B.CreateICmpULT(Round, Rounds), Body, Exit);

  B.SetInsertPoint(Body);
  Value *First = B.CreateMul(Round, Lanes, "round.first");
  Value *J = B.CreateAdd(First, Rank, "item");
  Value *Active = B.CreateICmpULT(J, Total, "active");
  // A lane without an item this round looks up the last one: every lane
  // takes part in the shuffles.
  J = B.CreateSelect(Active, J, B.CreateSub(Total, B.getInt32(1)));
  Value *RoundEnd = B.CreateAdd(First, Lanes);
  Value *FromKept = B.CreateICmpUGE(First, KeptStart);
  Value *ToKept = B.CreateICmpULE(RoundEnd, KeptEnd);
  Value *InKept = B.CreateAnd(FromKept, ToKept, "in.kept");
  B.CreateCondBr(InKept, Have, Lookup);

  B.SetInsertPoint(Lookup);
  // The owner: the lowest lane of the mask whose end is past J, by binary
  // search over lane numbers (a number outside the mask stands for the
  // highest lane of the mask below it; none below: end 0).
  Function *Clz = Intr(Intrinsic::ctlz, {I32});
  Value *Lo = B.getInt32(0), *Hi = B.getInt32(31);
  for (unsigned Step = 0; Step != 5; ++Step) {
    Value *Mid = B.CreateLShr(B.CreateAdd(Lo, Hi), 1);
    Value *UpTo = B.CreateAnd(
        Mask, B.CreateLShr(B.getInt32(~0u), B.CreateSub(B.getInt32(31), Mid)));
    Value *Any = B.CreateICmpNE(UpTo, B.getInt32(0));
    Value *Highest =
        B.CreateSub(B.getInt32(31), B.CreateCall(Clz, {UpTo, B.getFalse()}));
    Value *MidEnd =
        Shuffle(B, End, B.CreateSelect(Any, Highest, FirstLane), "end");
    Value *Past = B.CreateAnd(Any, B.CreateICmpUGT(MidEnd, J));
    Hi = B.CreateSelect(Past, Mid, Hi);
    Lo = B.CreateSelect(Past, Lo, B.CreateAdd(Mid, B.getInt32(1)));
  }
  Value *Owner = Lo;
  SmallVector<Value *, 40> Fetched, NewKept;
  for (unsigned I = 0; I != Values.size(); ++I) {
    // Values the same in every lane stay as they are (a branch on a
    // warp-uniform vote, no shuffle).
    BasicBlock *From = B.GetInsertBlock();
    BasicBlock *Fetch = NewBlock("spread.fetch"), *Got = NewBlock("spread.got");
    B.CreateCondBr(Same[I], Got, Fetch);
    B.SetInsertPoint(Fetch);
    Value *Mine = Shuffle(B, Values[I], Owner, "owned");
    Value *Last = Shuffle(B, Mine, LastLane, "last");
    B.CreateBr(Got);
    B.SetInsertPoint(Got);
    PHINode *V = B.CreatePHI(I32, 2);
    V->addIncoming(Values[I], From);
    V->addIncoming(Mine, Fetch);
    PHINode *L = B.CreatePHI(I32, 2);
    L->addIncoming(Values[I], From);
    L->addIncoming(Last, Fetch);
    Fetched.push_back(V);
    NewKept.push_back(L);
  }
  Value *NewStart = NewKept[Words + 6];
  Value *NewEnd =
      Shuffle(B, Shuffle(B, End, Owner, "owner.end"), LastLane, "kept.end.new");
  BasicBlock *Looked = B.GetInsertBlock();
  B.CreateBr(Have);

  B.SetInsertPoint(Have);
  SmallVector<Value *, 40> Got;
  for (unsigned I = 0; I != Values.size(); ++I) {
    PHINode *V = B.CreatePHI(I32, 2, "owned");
    V->addIncoming(Kept[I], Body);
    V->addIncoming(Fetched[I], Looked);
    Got.push_back(V);
    PHINode *K = B.CreatePHI(I32, 2, "kept.next");
    K->addIncoming(Kept[I], Body);
    K->addIncoming(NewKept[I], Looked);
    Kept[I]->addIncoming(K, Latch);
  }
  PHINode *StartNext = B.CreatePHI(I32, 2, "kept.start.next");
  StartNext->addIncoming(KeptStart, Body);
  StartNext->addIncoming(NewStart, Looked);
  PHINode *EndNext = B.CreatePHI(I32, 2, "kept.end.next");
  EndNext->addIncoming(KeptEnd, Body);
  EndNext->addIncoming(NewEnd, Looked);
  KeptStart->addIncoming(StartNext, Latch);
  KeptEnd->addIncoming(EndNext, Latch);
  B.CreateCondBr(Active, Run, Latch);

  B.SetInsertPoint(Run);
  for (unsigned W = 0; W != Words; ++W)
    B.CreateAlignedStore(Got[W], B.CreateConstInBoundsGEP1_64(I32, Item, W),
                         Align(4));
  Value *G[3] = {Got[Words], Got[Words + 1], Got[Words + 2]};
  Value *Bl[3] = {Got[Words + 3], Got[Words + 4], Got[Words + 5]};
  Value *Local = B.CreateSub(J, Got[Words + 6], "local");
  emitItemThread(B, Child, Thread, Words ? Item : nullptr, G, Bl, Local);
  B.CreateBr(Latch);

  B.SetInsertPoint(Latch);
  Round->addIncoming(B.CreateAdd(Round, B.getInt32(1)), Latch);
  B.CreateBr(Head);
  B.SetInsertPoint(Exit);
}

Value *Thresholder::desiredThreads(IRBuilder<> &B, LaunchSite &S,
                                   DominatorTree &DT, std::string &How) {
  Type *I64 = B.getInt64Ty();
  Value *Total = nullptr;
  SmallVector<std::string, 3> Parts;
  bool AnyPattern = false;
  for (unsigned D = 0; D != 3; ++D) {
    CeilDivMatch Match = matchCeilDiv(S.Grid[D], S.Block[D], S.BufferCall, DT);
    Value *Threads;
    if (Match.N) {
      AnyPattern = true;
      Threads = B.CreateIntCast(Match.N, I64, Match.Signed, "dpopt.n");
      Parts.push_back(Match.Pattern);
    } else {
      Value *GridWide = B.CreateZExt(S.Grid[D], I64);
      Value *BlockWide = B.CreateZExt(S.Block[D], I64);
      Threads = B.CreateMul(GridWide, BlockWide, "dpopt.gb");
      Parts.push_back("grid*block");
    }
    Total = Total ? B.CreateMul(Total, Threads, "dpopt.threads") : Threads;
  }
  if (AnyPattern)
    ++NumThreadsFromPattern;
  static const char XYZ[] = {'x', 'y', 'z'};
  for (unsigned D = 0; D != 3; ++D) {
    if (D)
      How += ", ";
    How += std::string(1, XYZ[D]) + ": " + Parts[D];
  }
  return Total;
}

bool Thresholder::thresholdSite(LaunchSite &S, const ChildKernelInfo &CI,
                                SerialWorkSafety &Safety, std::string &Why) {
  SiteNeeds Needs;
  Needs.StagedArguments = true;
  Needs.TailLaunchWhy = "a tail launch runs after the parent grid; running it "
                        "in the parent thread would change when it runs";
  Why = siteRefusal(S, Needs);
  if (!Why.empty())
    return false;
  auto *Staging = dyn_cast<AllocaInst>(S.ArgStorage);
  std::string Hazard = CI.serializationHazard();
  if (!Hazard.empty()) {
    Why = "the child cannot run serially: " + Hazard;
    return false;
  }
  if (!hasAlternativeShape(S)) {
    Why = "the launch does not have the expected shape";
    return false;
  }
  Why = Safety.hazard(S, CI);
  if (!Why.empty()) {
    ++NumNotThresholdedForHang;
    return false;
  }
  // A child that launches kernels runs serially with a thread version of its
  // own (its launch sites as written), inlined into the parent kernel below,
  // and never spread over the warp (the spread runs the shared one).
  bool Launches = CI.LaunchesKernels;
  Function *Serial = Versions.getSerial(*S.Child, Why, Launches);
  Function *Thread =
      Serial && !Launches ? Versions.getThread(*S.Child, Why) : nullptr;
  if (!Serial || (!Launches && !Thread)) {
    Why = "the child cannot be cloned: " + Why;
    return false;
  }

  Function *Decider = getDecider(*S.Child, *Serial, Thread, CI);
  if (Launches) {
    LaunchingDeciders.insert(Decider);
    Why = serialPathRefusal(*Decider, *S.Child);
    if (!Why.empty())
      return false;
  }
  DominatorTree &DT = FAM.getResult<DominatorTreeAnalysis>(*S.Parent);
  IRBuilder<> B(S.BufferCall);
  std::string How;
  Value *Threads = desiredThreads(B, S, DT, How);
  // The dims' memory holds S.Grid and S.Block here, where they were
  // resolved (right before the buffer request).
  std::string NoDeferral = deferralRefusal(S, Thread, Launches);
  Value *Pending = ConstantPointerNull::get(B.getPtrTy());
  if (NoDeferral.empty())
    Pending = pendingSlot(*S.Parent, *S.Child, *Serial, *Thread);
  CallInst *UseLaunch =
      B.CreateCall(Decider,
                   {Staging ? static_cast<Value *>(Staging)
                            : ConstantPointerNull::get(B.getPtrTy()),
                    S.GridPtr, S.BlockPtr, Threads, Pending},
                   "dpopt.use.launch");
  UseLaunch->setDebugLoc(S.LaunchCall->getDebugLoc());
  // head: br UseLaunch, launch path (from the buffer request on), join (the
  // decider ran the child serially).
  addLaunchAlternative(S, UseLaunch, "dpopt.serial.path");
  if (!Launches && isKernel(*S.Parent) && Opts.LaunchFreeVersions) {
    SitesByKernel[S.Parent].push_back(
        {UseLaunch,
         getDecider(*S.Child, *Serial, Thread, CI, DeciderKind::LaunchFree)});
    // A child the team can share waits for the thread's exit there; any
    // other runs in its parent thread, as in the launch-free version.
    bool Shared = Thread && spreadable(*S.Child);
    TeamSite Team;
    Team.DeciderCall = UseLaunch;
    Team.AtLeast = getAtLeastCheck(*S.Child, CI);
    Team.Decider =
        getDecider(*S.Child, *Serial, Thread, CI,
                   Shared ? DeciderKind::Team : DeciderKind::LaunchFree);
    if (Shared) {
      PendingSlot Layout(*S.Child);
      Team.Run = getTeamRun(*S.Child, *Thread);
      Team.Slot = {Layout.size(), Layout.Words + 6, Layout.Words + 7};
    }
    TeamSitesByKernel[S.Parent].push_back(Team);
    DrainSite Drain;
    Drain.DeciderCall = UseLaunch;
    Drain.Decider = Team.Decider;
    Drain.Child = S.Child;
    // Only children whose threads may loop for long: a record costs more
    // than a loop-free thread's work (DrainVersions.h).
    if (Shared && CI.HasLongLoop && isDrainVersionsEnabled()) {
      // The team's slot, copied into the record.
      Drain.Publish = getDrainPublish(*S.Child, *Serial, *Thread);
      Drain.Item = getDrainItem(*S.Child, *Thread);
      Drain.Slot = Team.Slot;
      Drain.RecordBytes = alignTo(4 * Team.Slot.Words, 16);
    }
    DrainSitesByKernel[S.Parent].push_back(Drain);
  }
  if (Launches) {
    inlineSerialPath(*UseLaunch, *S.Child);
    // The launch path now follows the inlined code: the dims are stored
    // again right before the buffer request, where the later passes find
    // them (as the site's analysis resolved them).
    IRBuilder<> DB(S.BufferCall);
    storeDim3(DB, S.GridPtr, S.GridPtr, S.Grid);
    storeDim3(DB, S.BlockPtr, S.BlockPtr, S.Block);
  }
  DefaultChoice Default = defaultThreshold(CI);
  unsigned Threshold = Opts.Threshold.value_or(Default.Threads);

  SmallVector<StringRef, 2> Notes;
  if (!Opts.Threshold)
    Notes.push_back(Default.Why);
  if (Opts.RuntimeOverride)
    Notes.push_back("run-time adjustable");
  std::string ThresholdNote =
      Notes.empty() ? "" : " (" + join(Notes, "; ") + ")";
  if (Launches && Opts.BusyThreshold && Opts.RuntimeOverride)
    ThresholdNote += ", or fewer than " + std::to_string(Opts.BusyThreshold) +
                     " while aggregated grids not yet done fill the GPU "
                     "(run-time adjustable)";
  std::string Spread =
      Launches ? "; serially, the child runs in its parent thread alone, and "
                 "its own launches are aggregated with the parent's and made "
                 "at the thread's exit (so only while aggregation is on: "
                 "with DPOPT_AGG=off it is launched)"
      : spreadable(*S.Child)
          ? "; serially, a child of at least " +
                std::to_string(std::max(Opts.SpreadThreshold, 1u)) +
                " threads is spread over the lanes of the warp " +
                (NoDeferral.empty()
                     ? "at the parent thread's exit, all of them, with "
                       "the children they hold (one a thread; a next one "
                       "spreads at its launch)"
                     : "that run children serially together, at the "
                       "launch (" +
                           NoDeferral + ")") +
                " (a one-dimensional one, its threads up to its guard)" +
                (CI.HasLongLoop ? ", even when the lanes' thread counts are "
                                  "balanced (its threads may loop for long)"
                                : "") +
                (Opts.RuntimeOverride ? " (run-time adjustable)" : "")
          : "; serially, the child runs in its parent thread alone (its "
            "arguments are too large to share over the warp)";
  std::optional<std::string> Guard = Versions.describeSerialGuard(
      *S.Child, Launches ? Versions.serialOwnThread(*S.Child) : nullptr);
  std::string Stop =
      Guard ? "; in the parent thread, a row of a child block stops running "
              "the child's work at its first thread that fails '" +
                  *Guard + "'"
            : "";
  Remarks.transformed(
      S, "Thresholded",
      "launch of '" + S.Child->getName() + "' runs serially in the parent " +
          "thread when it has fewer than " + Twine(Threshold) + " threads" +
          ThresholdNote + "; thread count from " + How + Spread + Stop);
  ++NumThresholded;
  return true;
}

/// The decider of \p Child, shared by all its sites:
///   i1 child.dpopt.threshold(ptr args, ptr grid, ptr block, i64 threads)
/// returns whether to launch; when not, it has run the child serially: in
/// its own thread (child.dpopt.serial), or spread over the warp (see
/// emitSpread).
/// With DeciderKind::LaunchFree, the decider of the parents' launch-free
/// versions (LaunchFreeVersions.h), child.dpopt.threshold.nolaunch: it runs
/// every child of a valid configuration serially, in its own thread, and
/// returns whether the other decider would have launched it. Those versions run
/// while no child reaches the threshold, and there the spread did not pay
/// for its registers: without it the road graph's MST parents went from 64
/// registers with spills to 38 without, and MSTV ran 0.91x the time (H200,
/// bench/results/2026-11-29-h200-lf-spread).
/// With DeciderKind::Team, the decider of the parents' team versions
/// (TeamVersions.h), child.dpopt.threshold.team: the same, but a child the
/// thread's slot (\p pending) can hold waits there for the team at the
/// thread's exit (getTeamRun).
Function *Thresholder::getDecider(Function &Child, Function &Serial,
                                  Function *Thread, const ChildKernelInfo &CI,
                                  DeciderKind Kind) {
  bool LaunchFree = Kind != DeciderKind::Launching;
  Function *&F = (Kind == DeciderKind::Team         ? TeamDeciders
                  : Kind == DeciderKind::LaunchFree ? LaunchFreeDeciders
                                                    : Deciders)[&Child];
  if (F)
    return F;
  LLVMContext &Ctx = M.getContext();
  Type *Ptr = PointerType::getUnqual(Ctx);
  Type *I32 = Type::getInt32Ty(Ctx), *I64 = Type::getInt64Ty(Ctx);
  F = createSiteHelper(
      M,
      FunctionType::get(Type::getInt1Ty(Ctx), {Ptr, Ptr, Ptr, I64, Ptr}, false),
      Child.getName() + (Kind == DeciderKind::Team ? ".dpopt.threshold.team"
                         : Kind == DeciderKind::LaunchFree
                             ? ".dpopt.threshold.nolaunch"
                             : ".dpopt.threshold"),
      Child, {0, 1, 2});
  Argument *Args = F->getArg(0), *GridP = F->getArg(1), *BlockP = F->getArg(2),
           *Threads = F->getArg(3), *Pending = F->getArg(4);
  Args->setName("args");
  GridP->setName("grid");
  BlockP->setName("block");
  Threads->setName("threads");
  Pending->setName("pending");
  BasicBlock *Entry = BasicBlock::Create(Ctx, "entry", F);
  BasicBlock *Run = BasicBlock::Create(Ctx, "serial", F);
  BasicBlock *Launch = BasicBlock::Create(Ctx, "launch", F);
  IRBuilder<> B(Entry);
  Value *Grid[3], *Block[3];
  for (unsigned D = 0; D != 3; ++D) {
    Grid[D] = B.CreateLoad(
        I32, B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), GridP, 4 * D), "grid");
    Block[D] = B.CreateLoad(
        I32, B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), BlockP, 4 * D),
        "block");
  }

  Value *T = emitThreshold(B, Child, CI);
  if (CI.LaunchesKernels && Opts.BusyThreshold && Opts.RuntimeOverride)
    T = emitBusyThreshold(B, Child, T, Threads);
  Value *Big =
      B.CreateICmpSGE(Threads, B.CreateZExt(T, I64), "dpopt.launch.big");
  // A configuration CUDA would reject still goes to the launch, which fails
  // as before: the serial loops must not run over an invalid grid.
  Value *BlockX = B.CreateZExt(Block[0], I64);
  Value *BlockY = B.CreateZExt(Block[1], I64);
  Value *BlockXY = B.CreateMul(BlockX, BlockY);
  Value *BlockThreads = B.CreateMul(BlockXY, B.CreateZExt(Block[2], I64));
  Value *Checks[] = {B.CreateICmpUGT(Grid[0], B.getInt32(0x7fffffff)),
                     B.CreateICmpUGT(Grid[1], B.getInt32(65535)),
                     B.CreateICmpUGT(Grid[2], B.getInt32(65535)),
                     B.CreateICmpUGT(BlockThreads, B.getInt64(1024))};
  Value *Invalid = B.CreateOr(Checks);
  Value *UseLaunch = B.CreateOr(Big, Invalid);
  // A child that launches runs serially only while aggregation may be on:
  // aggregation takes its launches there, and the kernel's launches then
  // wait for the thread's exit (see SerializedAttr). With aggregation off,
  // those waiting launches went one by one into fire-and-forget streams and
  // overran the pending-launch limit that the program's own launches kept
  // to (TH on a tree of a million nodes: 300,000 of them failed).
  if (CI.LaunchesKernels)
    UseLaunch = B.CreateOr(
        UseLaunch, B.CreateNot(emitAggregationMayBeOn(B, "dpopt.agg.may")));
  UseLaunch->setName("dpopt.use.launch");
  // Without a launch, an invalid configuration runs nothing (as its launch
  // would have failed).
  B.CreateCondBr(LaunchFree ? Invalid : UseLaunch, Launch, Run);
  Value *SerialResult = LaunchFree ? UseLaunch : B.getFalse();

  // The launch path. In the versions without launches, only a child of a
  // configuration CUDA would reject comes here: it runs nothing there, and
  // is counted as the failed launch it would have been (never silent).
  auto EndLaunchPath = [&] {
    IRBuilder<> LB(Launch);
    if (LaunchFree && Opts.RuntimeOverride)
      LB.CreateCall(M.getOrInsertFunction(RecordLaunchName,
                                          FunctionType::get(I32, {I32}, false)),
                    {LB.getInt32(cudaErrorInvalidConfigurationCode)});
    LB.CreateRet(LB.getTrue());
  };
  IRBuilder<> SB(Run);
  // A child whose parameters take no bytes may have no staging buffer.
  uint64_t ParamBytes = 0;
  kernelParamLayout(Child, ParamBytes);
  if (Thread && spreadable(Child) && Kind != DeciderKind::LaunchFree) {
    // Spread over the warp: a child of at least the spread threshold's
    // threads, and few enough that 32 lanes' sum stays in 32 bits.
    Value *Items = SB.CreateZExt(Grid[0], I64);
    for (Value *D : {Grid[1], Grid[2], Block[0], Block[1], Block[2]})
      Items = SB.CreateMul(Items, SB.CreateZExt(D, I64));
    // A one-dimensional child with a guard on its linear index (i < n)
    // spreads only the threads the guard passes, the first n: a TC child of
    // 5 edges launched as a block of 64 is 5 items, not 64 (as its serial
    // version stops at its guard). Its threads past the guard, whose work
    // folds away unless the code before the guard writes something, run in
    // the owner lane after the spread (child.dpopt.serial.pastguard).
    Value *Guarded = nullptr;
    std::optional<LinearIndexGuard> Guard;
    Function *PastGuard = pastGuardOf(Child, *Thread, Guard);
    if (PastGuard) {
      SmallVector<Value *, 16> ChildArgs =
          loadKernelArgs(SB, Child, ParamBytes ? Args : nullptr);
      Value *Geometry[NumGeometryRegs] = {
          nullptr,        nullptr,        nullptr,  SB.getInt32(0),
          SB.getInt32(0), SB.getInt32(0), Block[0], Block[1],
          Block[2],       Grid[0],        Grid[1],  Grid[2]};
      Value *Passing = emitGuardedGridThreads(
          SB, *Guard,
          [&](unsigned ParamNo) {
            if (ParamNo < Child.arg_size())
              return ChildArgs[ParamNo];
            Value *V = Geometry[ParamNo - Child.arg_size()];
            assert(V && "a guard's bound never reads threadIdx");
            return V;
          },
          Items);
      Value *YZ = SB.CreateOr({Grid[1], Grid[2], Block[1], Block[2]});
      Guarded = SB.CreateICmpEQ(YZ, SB.getInt32(1), "dpopt.spread.guarded");
      Items = SB.CreateSelect(Guarded, Passing, Items, "dpopt.spread.items");
    }
    Value *S = SB.getInt32(Opts.SpreadThreshold);
    if (Opts.RuntimeOverride)
      S = emitRuntimeParam(SB, RuntimeParam::SpreadThreshold, Child, S,
                           "dpopt.spread.threshold");
    Value *AtLeast = SB.CreateICmpUGE(Items, SB.CreateZExt(S, I64));
    Value *AtMost = SB.CreateICmpULE(Items, SB.getInt64(MaxSpreadThreads));
    Value *Wide = SB.CreateAnd(AtLeast, AtMost, "dpopt.spread");
    BasicBlock *SpreadBB = BasicBlock::Create(Ctx, "spread", F);
    BasicBlock *Alone = BasicBlock::Create(Ctx, "alone", F);
    SB.CreateCondBr(Wide, SpreadBB, Alone);
    SB.SetInsertPoint(SpreadBB);
    // The parent thread's deferred child, where it has a free one: the
    // child waits in it for the thread's exit (see getDeferredSpread).
    BasicBlock *Check = BasicBlock::Create(Ctx, "spread.pending", F);
    BasicBlock *Defer = BasicBlock::Create(Ctx, "spread.defer", F);
    BasicBlock *Now = BasicBlock::Create(Ctx, "spread.now", F);
    SB.CreateCondBr(SB.CreateIsNotNull(Pending), Check, Now);
    SB.SetInsertPoint(Check);
    PendingSlot Slot(Child);
    Value *Held = SB.CreateLoad(I32, Slot.items(SB, Pending), "pending.items");
    SB.CreateCondBr(SB.CreateICmpEQ(Held, SB.getInt32(0)), Defer, Now);
    SB.SetInsertPoint(Defer);
    if (ParamBytes)
      SB.CreateMemCpy(Pending, Align(16), Args, Align(1), ParamBytes);
    for (unsigned D = 0; D != 3; ++D) {
      SB.CreateStore(Grid[D], Slot.grid(SB, Pending, D));
      SB.CreateStore(Block[D], Slot.block(SB, Pending, D));
    }
    Value *HeldItems = SB.CreateTrunc(Items, I32);
    SB.CreateStore(HeldItems, Slot.items(SB, Pending));
    Value *HeldGuarded = Guarded ? SB.CreateZExt(Guarded, I32) : SB.getInt32(0);
    SB.CreateStore(HeldGuarded, Slot.guarded(SB, Pending));
    SB.CreateRet(SerialResult);
    SB.SetInsertPoint(Now);
    if (Kind == DeciderKind::Team) {
      // The team is at the thread's exit: a child that finds the slot
      // taken runs in its parent thread.
      SB.CreateBr(Alone);
      SB.SetInsertPoint(Alone);
      markSerialized(*emitSerialVersionCall(
          SB, Child, Serial, ParamBytes ? Args : nullptr, Grid, Block));
      SB.CreateRet(SerialResult);
      EndLaunchPath();
      return F;
    }
    emitSpread(SB, Child, *Thread, ParamBytes ? Args : nullptr, ParamBytes,
               Grid, Block, SB.CreateTrunc(Items, I32, "dpopt.items"), Alone,
               !CI.HasLongLoop);
    if (PastGuard) {
      BasicBlock *Past = BasicBlock::Create(Ctx, "spread.pastguard", F);
      BasicBlock *Done = BasicBlock::Create(Ctx, "spread.end", F);
      SB.CreateCondBr(Guarded, Past, Done);
      SB.SetInsertPoint(Past);
      emitSerialVersionCall(SB, Child, *PastGuard, ParamBytes ? Args : nullptr,
                            Grid, Block);
      SB.CreateBr(Done);
      SB.SetInsertPoint(Done);
    }
    SB.CreateRet(SerialResult);
    SB.SetInsertPoint(Alone);
  }
  markSerialized(*emitSerialVersionCall(
      SB, Child, Serial, ParamBytes ? Args : nullptr, Grid, Block));
  SB.CreateRet(SerialResult);
  EndLaunchPath();
  return F;
}

Value *Thresholder::emitThreshold(IRBuilder<> &B, Function &Child,
                                  const ChildKernelInfo &CI) {
  // Compiled in, or from the runtime's tables.
  unsigned Threshold = Opts.Threshold.value_or(defaultThreshold(CI).Threads);
  Value *T = B.getInt32(Threshold);
  if (Opts.RuntimeOverride)
    T = emitRuntimeParam(B, RuntimeParam::Threshold, Child, T,
                         "dpopt.threshold");
  return T;
}

/// The threshold in effect for a child that launches kernels, \p T its
/// own: while the GPU is busy, the busy threshold where that is higher (see
/// DefaultBusyThreshold). Only a child of \p Threads between the two reads
/// the runtime's count; a threshold of 0 (launch every child) stays 0.
Value *Thresholder::emitBusyThreshold(IRBuilder<> &B, Function &Child, Value *T,
                                      Value *Threads) {
  Value *Busy =
      emitRuntimeParam(B, RuntimeParam::BusyThreshold, Child,
                       B.getInt32(Opts.BusyThreshold), "dpopt.busy.threshold");
  Type *I64 = B.getInt64Ty();
  Value *Nonzero = B.CreateICmpNE(T, B.getInt32(0));
  Value *Reaches = B.CreateICmpSGE(Threads, B.CreateZExt(T, I64));
  Value *Below = B.CreateICmpSLT(Threads, B.CreateZExt(Busy, I64));
  Value *Between =
      B.CreateAnd(B.CreateAnd(Nonzero, Reaches), Below, "dpopt.busy.between");
  BasicBlock *Head = B.GetInsertBlock();
  BasicBlock *Join = splitForBranch(B, "dpopt.busy.join");
  BasicBlock *Check = BasicBlock::Create(B.getContext(), "dpopt.busy.check",
                                         Head->getParent(), Join);
  B.CreateCondBr(Between, Check, Join);
  IRBuilder<> CB(Check);
  Value *Raised = CB.CreateSelect(emitGpuBusy(CB, "dpopt.gpu.busy"), Busy, T);
  CB.CreateBr(Join);
  B.SetInsertPoint(Join, Join->begin());
  PHINode *Effective = B.CreatePHI(B.getInt32Ty(), 2, "dpopt.threshold.now");
  Effective->addIncoming(T, Head);
  Effective->addIncoming(Raised, Check);
  return Effective;
}

/// i1 child.dpopt.atleast(i64 threads): whether \p threads reaches the
/// threshold of \p Child's launches (TeamSite::AtLeast).
Function *Thresholder::getAtLeastCheck(Function &Child,
                                       const ChildKernelInfo &CI) {
  Function *&F = AtLeastChecks[&Child];
  if (F)
    return F;
  LLVMContext &Ctx = M.getContext();
  Type *I64 = Type::getInt64Ty(Ctx);
  F = createSiteHelper(M, FunctionType::get(Type::getInt1Ty(Ctx), {I64}, false),
                       Child.getName() + ".dpopt.atleast", Child, {});
  F->getArg(0)->setName("threads");
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", F));
  Value *T = emitThreshold(B, Child, CI);
  B.CreateRet(B.CreateICmpSGE(F->getArg(0), B.CreateZExt(T, I64)));
  return F;
}

Function *Thresholder::pastGuardOf(Function &Child, Function &Thread,
                                   std::optional<LinearIndexGuard> &Guard) {
  Guard = Versions.serialGuard(Child, Thread);
  if (!Guard || guardBoundReadsBlockIdx(*Guard))
    return nullptr;
  std::string NoPastGuard;
  return Versions.getSerialPastGuard(Child, NoPastGuard);
}

/// Why the site \p S cannot defer its spread children to its parent
/// thread's exit (the remark's words), or empty.
std::string Thresholder::deferralRefusal(const LaunchSite &S, Function *Thread,
                                         bool Launches) {
  if (!Opts.SpreadAtExit)
    return "-dpopt-spread-at-exit=false";
  if (Launches || !Thread || !spreadable(*S.Child))
    return "the child is not spread";
  if (!isKernel(*S.Parent))
    return "not in a kernel";
  // Its code is cloned into its versions, where no exit spreads.
  if (SitesBefore->getChildInfo(S.Parent))
    return "the kernel is launched from the device";
  // The exit's warp-wide spread would wait for lanes held at the barrier.
  std::string Hazard = Versions.divergentBarrierHazard(*S.Parent);
  if (!Hazard.empty())
    return Hazard;
  if (none_of(*S.Parent, [](BasicBlock &BB) {
        return isa<ReturnInst>(BB.getTerminator());
      }))
    return "the kernel never returns";
  // Then the lanes there are all there would be at the exit, but for those
  // that launch or run their child alone; holding would only cost
  // registers (BT's parent: 12 bytes of spills, 5.7% slower).
  PostDominatorTree PDT(*S.Parent);
  if (reachedByWholeWarps(*S.BufferCall->getParent(), PDT))
    return "every lane of a warp reaches the launch";
  return "";
}

/// Why the exit of \p Kernel cannot spread held children over its block,
/// or empty: the exit's barriers need the whole block there
/// (ChildVersions::exitBarrierHazard; deferralRefusal already kept kernels
/// with a barrier after thread-divergent code from holding children).
std::string Thresholder::blockSpreadRefusal(Function &Kernel) {
  if (!Opts.SpreadOverBlock)
    return "-dpopt-spread-over-block=false";
  return Versions.exitBarrierHazard(Kernel);
}

/// Whether this thread's held child (\p Items threads) is the block's to
/// spread, in the warp's spread (\p Lanes: the warp's lanes, \p BlockThreads:
/// the block's threads): a child of at
/// least a warp's threads, in a block of more than a warp (a block of one
/// warp: the warp's spread does the same without barriers), whose warp
/// holds at least the block spread threshold's threads in such children.
/// The block's spread costs a few round trips to memory: a warp that holds
/// less runs it sooner (on cnr, children of 64 threads and more each taken
/// by the block made BFS and SSSP 3-5% slower; on kron, 8-12% faster).
/// Without redux.sync (before sm_80), the child's own threads count.
Value *Thresholder::emitBlockHolds(IRBuilder<> &B, Function &Child,
                                   Value *Items, Value *Lanes,
                                   Value *BlockThreads) {
  Type *I32 = B.getInt32Ty();
  // At least one thread: 0 and 1 both mean every held child.
  Value *AtLeast = B.getInt32(std::max(Opts.BlockSpreadThreshold, 1u));
  if (Opts.RuntimeOverride) {
    Value *Set = emitRuntimeParam(B, RuntimeParam::BlockSpreadThreshold, Child,
                                  B.getInt32(Opts.BlockSpreadThreshold),
                                  "dpopt.block.spread.threshold");
    AtLeast = B.CreateCall(
        Intrinsic::getOrInsertDeclaration(&M, Intrinsic::umax, {I32}),
        {Set, B.getInt32(1)});
  }
  Value *Big = B.CreateICmpUGE(Items, B.getInt32(32));
  Value *Wide = B.CreateICmpUGT(BlockThreads, B.getInt32(32));
  Value *Candidate = B.CreateAnd(Big, Wide, "block.candidate");
  Value *Own = B.CreateSelect(Candidate, Items, B.getInt32(0));
  Value *WarpHeld = Own;
  if (hasWarpReduce(*B.GetInsertBlock()->getParent()))
    WarpHeld = B.CreateCall(
        Intrinsic::getOrInsertDeclaration(&M, Intrinsic::nvvm_redux_sync_add),
        {Own, Lanes}, "block.warp.held");
  Value *Enough = B.CreateICmpUGE(WarpHeld, AtLeast);
  return B.CreateAnd(Candidate, Enough, "block.holds");
}

/// The block spread's mailboxes, a table per child kernel in global memory:
/// a block that holds children for it at its exit takes the cell its grid
/// and block number pick (consecutive blocks, consecutive cells; about as
/// many cells as an H100 holds blocks at once, 32 an SM). Not shared
/// memory: a parent with any static shared memory gets a small carveout,
/// which its child grids then run with (see Aggregation.h); BFS and SSSP on
/// cnr ran 4-13% slower with a 76-byte array. A cell: its owner (0: free),
/// the number of children put in it in even and odd rounds, a word of
/// padding, then MailboxSlots copies of a held child's slot.
static constexpr unsigned BlockMailboxes = 4096, MailboxSlots = 8,
                          MailboxHeaderWords = 4;

/// void child.dpopt.spread.deferred.block(ptr pending): the kernel's last
/// call, where every thread of the block comes (see blockSpreadRefusal),
/// after the launches its threads deferred to their exit: the children its
/// threads hold that are the block's (emitBlockHolds) run on all the
/// block's threads. One barrier when no thread holds one. Else the block's
/// first thread takes the block's mailbox (BlockMailboxes); each round, up
/// to MailboxSlots holders copy their slots there (an atomic add numbers
/// them), and every thread runs the threads tid, tid + blockDim, ... of
/// the children's threads laid end to end: four barriers for the first
/// MailboxSlots children, two for each such number more. When another
/// block has the mailbox, each holder runs its child in its own thread (its
/// serial version, as a lane alone in the warp's spread). Then the holders
/// run their children's threads past the guard, in their own thread, as
/// after the warp's spread.
Function *Thresholder::getBlockSpread(Function &Child, Function &Serial,
                                      Function &Thread) {
  Function *&F = BlockSpreads[&Child];
  if (F)
    return F;
  LLVMContext &Ctx = M.getContext();
  Type *Ptr = PointerType::getUnqual(Ctx);
  Type *I32 = Type::getInt32Ty(Ctx);
  F = createSiteHelper(M, FunctionType::get(Type::getVoidTy(Ctx), {Ptr}, false),
                       Child.getName() + ".dpopt.spread.deferred.block", Child,
                       {});
  Argument *Slot = F->getArg(0);
  Slot->setName("pending");
  auto NewBlock = [&](const Twine &Name) {
    return BasicBlock::Create(Ctx, Name, F);
  };
  // Only the GPU's threads use the mailboxes: GPU scope, not the system's
  // (an acquiring CAS 0.18 us against 0.8 us on the H100, see the runtime's
  // casAcquire).
  SyncScope::ID Gpu = Ctx.getOrInsertSyncScopeID("device");
  PendingSlot Layout(Child);
  Value *OwnArgs = Layout.ParamBytes ? Slot : nullptr;
  unsigned SlotWords = Layout.size(), Stride = alignTo(SlotWords, 4);
  auto *CellTy =
      ArrayType::get(I32, MailboxHeaderWords + MailboxSlots * Stride);
  auto *TableTy = ArrayType::get(CellTy, BlockMailboxes);
  auto *Table =
      new GlobalVariable(M, TableTy, false, GlobalValue::InternalLinkage,
                         Constant::getNullValue(TableTy),
                         Child.getName() + ".dpopt.block.mailboxes", nullptr,
                         GlobalValue::NotThreadLocal, /*AddressSpace=*/1);
  Table->setAlignment(Align(16));
  // A child's slot, read in registers once inlined: its code may write
  // memory, which loads from the mailbox would otherwise follow, once an
  // item.
  AllocaInst *Copy;
  {
    IRBuilder<> AB(NewBlock("entry"));
    Copy =
        AB.CreateAlloca(ArrayType::get(I32, SlotWords), nullptr, "block.copy");
    Copy->setAlignment(Align(16));
  }

  IRBuilder<> B(&F->getEntryBlock());
  // The warp's spread left in the slot the children that are the block's.
  Value *Items = B.CreateLoad(I32, Layout.items(B, Slot), "items");
  Value *Holds = B.CreateICmpNE(Items, B.getInt32(0), "block.holds");
  auto [Tid, BlockThreads] = emitBlockPosition(B);
  // Not .aligned: the warp's lanes come to the exit in any order.
  Value *AnyHeld = emitBlockBarrierOr(B, Holds, "block.any", false);
  BasicBlock *Mailbox = NewBlock("block.mailbox"),
             *Take = NewBlock("block.take"), *Init = NewBlock("block.init"),
             *Taken = NewBlock("block.taken"), *Round = NewBlock("block.round"),
             *Reset = NewBlock("block.reset"), *Bid = NewBlock("block.bid"),
             *Publish = NewBlock("block.publish"),
             *Published = NewBlock("block.published"),
             *Children = NewBlock("block.children"),
             *ChildAt = NewBlock("block.child"),
             *ChildNext = NewBlock("block.child.next"),
             *Latch = NewBlock("block.latch"), *Free = NewBlock("block.free"),
             *FreeIt = NewBlock("block.free.it"),
             *Alone = NewBlock("block.alone"),
             *AloneRun = NewBlock("block.alone.run"),
             *End = NewBlock("block.end"), *Own = NewBlock("block.own"),
             *Done = NewBlock("done");
  B.CreateCondBr(AnyHeld, Mailbox, Done);

  // The block's cell: its grid's number and its own, linear.
  B.SetInsertPoint(Mailbox);
  Value *GridId = B.CreateIntrinsic(Intrinsic::nvvm_read_ptx_sreg_gridid, {});
  Value *Bid3[3], *Dim3[3];
  for (unsigned I = 0; I != 3; ++I) {
    Bid3[I] = readGeometry(B, geometryReg(GeometryGroup::BlockIdx, I));
    Dim3[I] = readGeometry(B, geometryReg(GeometryGroup::GridDim, I));
  }
  Value *Linear = emitLinearIndex(B, Bid3, Dim3, "block.linear");
  Value *Spread = B.CreateMul(GridId, B.getInt32(0x9E3779B1));
  Value *Index = B.CreateAnd(B.CreateAdd(Linear, Spread),
                             B.getInt32(BlockMailboxes - 1), "block.cell");
  Value *Cell = B.CreateInBoundsGEP(TableTy, Table, {B.getInt32(0), Index});
  Value *Owner =
      B.CreateConstInBoundsGEP2_32(CellTy, Cell, 0, 0, "block.owner");
  Value *Slots = B.CreateAddrSpaceCast(
      B.CreateConstInBoundsGEP2_32(CellTy, Cell, 0, MailboxHeaderWords), Ptr,
      "block.slots");
  auto CountOf = [&](Value *Parity) {
    Value *At = B.CreateAdd(Parity, B.getInt32(1));
    return B.CreateInBoundsGEP(CellTy, Cell, {B.getInt32(0), At});
  };
  Value *IsFirst = B.CreateICmpEQ(Tid, B.getInt32(0));
  B.CreateCondBr(IsFirst, Take, Taken);
  B.SetInsertPoint(Take);
  // Acquire: the last owner's writes, before it freed the cell, come first.
  Value *Got = B.CreateExtractValue(
      B.CreateAtomicCmpXchg(Owner, B.getInt32(0), B.getInt32(1), Align(4),
                            AtomicOrdering::Acquire, AtomicOrdering::Monotonic,
                            Gpu),
      1, "block.got");
  B.CreateCondBr(Got, Init, Taken);
  B.SetInsertPoint(Init);
  B.CreateAlignedStore(B.getInt32(0), CountOf(B.getInt32(0)), Align(4))
      ->setAtomic(AtomicOrdering::Monotonic, Gpu);
  B.CreateBr(Taken);
  B.SetInsertPoint(Taken);
  PHINode *Took = B.CreatePHI(B.getInt1Ty(), 3, "block.took");
  Took->addIncoming(B.getFalse(), Mailbox);
  Took->addIncoming(B.getFalse(), Take);
  Took->addIncoming(B.getTrue(), Init);
  Value *HaveMailbox = emitBlockBarrierOr(B, Took, "block.have", false);
  BasicBlock *Pre = B.GetInsertBlock();
  B.CreateCondBr(HaveMailbox, Round, Alone);

  // A round: its count is the parity's word. Every thread read the other
  // word in the last round, before its last barrier: the first thread
  // zeroes it for the next round.
  B.SetInsertPoint(Round);
  PHINode *Held = B.CreatePHI(B.getInt1Ty(), 2, "block.held");
  PHINode *Parity = B.CreatePHI(I32, 2, "block.parity");
  Held->addIncoming(Holds, Pre);
  Parity->addIncoming(B.getInt32(0), Pre);
  Value *Other = B.CreateXor(Parity, B.getInt32(1), "block.parity.next");
  Value *Count = CountOf(Parity);
  B.CreateCondBr(IsFirst, Reset, Bid);
  B.SetInsertPoint(Reset);
  B.CreateAlignedStore(B.getInt32(0), CountOf(Other), Align(4))
      ->setAtomic(AtomicOrdering::Monotonic, Gpu);
  B.CreateBr(Bid);
  B.SetInsertPoint(Bid);
  BasicBlock *BidIt = NewBlock("block.bid.it");
  B.CreateCondBr(Held, BidIt, Published);
  B.SetInsertPoint(BidIt);
  Value *Place = B.CreateAtomicRMW(AtomicRMWInst::Add, Count, B.getInt32(1),
                                   Align(4), AtomicOrdering::Monotonic, Gpu);
  Value *Fits = B.CreateICmpULT(Place, B.getInt32(MailboxSlots), "block.fits");
  B.CreateCondBr(Fits, Publish, Published);
  B.SetInsertPoint(Publish);
  Value *To =
      B.CreateInBoundsGEP(I32, Slots, B.CreateMul(Place, B.getInt32(Stride)));
  for (unsigned W = 0; W != SlotWords; ++W) {
    Value *Word = B.CreateLoad(I32, Layout.word(B, Slot, W));
    B.CreateStore(Word, Layout.word(B, To, W));
  }
  B.CreateBr(Published);

  B.SetInsertPoint(Published);
  PHINode *Put = B.CreatePHI(B.getInt1Ty(), 3, "block.put");
  Put->addIncoming(B.getFalse(), Bid);
  Put->addIncoming(B.getFalse(), BidIt);
  Put->addIncoming(B.getTrue(), Publish);
  emitBlockBarrier(B, false);
  LoadInst *Placed = B.CreateAlignedLoad(I32, Count, Align(4), "block.placed");
  Placed->setAtomic(AtomicOrdering::Monotonic, Gpu);
  Value *N =
      B.CreateBinaryIntrinsic(Intrinsic::umin, Placed, B.getInt32(MailboxSlots),
                              FMFSource(), "block.n");
  B.CreateBr(Children);

  // The children's threads end to end: this thread runs those at tid,
  // tid + blockDim, ...; From is its first in child K.
  B.SetInsertPoint(Children);
  PHINode *K = B.CreatePHI(I32, 2, "block.k");
  PHINode *From = B.CreatePHI(I32, 2, "block.from");
  K->addIncoming(B.getInt32(0), Published);
  From->addIncoming(Tid, Published);
  B.CreateCondBr(B.CreateICmpULT(K, N), ChildAt, Latch);

  // The child's threads From, From + blockDim, ... below its count.
  B.SetInsertPoint(ChildAt);
  Value *SlotK =
      B.CreateInBoundsGEP(I32, Slots, B.CreateMul(K, B.getInt32(Stride)));
  B.CreateMemCpy(Copy, Align(16), SlotK, Align(16), SlotWords * 4);
  Value *Total = B.CreateLoad(I32, Layout.items(B, Copy), "block.count");
  Value *Grid[3], *Block[3];
  Layout.loadDims(B, Copy, Grid, Block);
  BasicBlock *Item = NewBlock("block.item"), *Next = NewBlock("block.next");
  B.CreateCondBr(B.CreateICmpULT(From, Total), Item, ChildNext);
  B.SetInsertPoint(Item);
  PHINode *J = B.CreatePHI(I32, 2, "block.j");
  J->addIncoming(From, ChildAt);
  emitItemThread(B, Child, Thread, Layout.ParamBytes ? Copy : nullptr, Grid,
                 Block, J);
  B.CreateBr(Next);
  B.SetInsertPoint(Next);
  Value *JNext = B.CreateAdd(J, BlockThreads);
  J->addIncoming(JNext, Next);
  B.CreateCondBr(B.CreateICmpULT(JNext, Total), Item, ChildNext);
  B.SetInsertPoint(ChildNext);
  PHINode *Past = B.CreatePHI(I32, 2, "block.past");
  Past->addIncoming(From, ChildAt);
  Past->addIncoming(JNext, Next);
  K->addIncoming(B.CreateAdd(K, B.getInt32(1)), ChildNext);
  From->addIncoming(B.CreateSub(Past, Total), ChildNext);
  B.CreateBr(Children);

  B.SetInsertPoint(Latch);
  Value *HeldNext = B.CreateAnd(Held, B.CreateNot(Put), "block.held.next");
  Value *AnyNext = emitBlockBarrierOr(B, HeldNext, "block.any.next", false);
  Held->addIncoming(HeldNext, B.GetInsertBlock());
  Parity->addIncoming(Other, B.GetInsertBlock());
  B.CreateCondBr(AnyNext, Round, Free);
  // Every thread read the last children's slots before the last barrier.
  B.SetInsertPoint(Free);
  B.CreateCondBr(IsFirst, FreeIt, End);
  B.SetInsertPoint(FreeIt);
  B.CreateAlignedStore(B.getInt32(0), Owner, Align(4))
      ->setAtomic(AtomicOrdering::Release, Gpu);
  B.CreateBr(End);

  // Another block has the cell: each holder runs its child alone, all of
  // it, and clears its slot; the first thread counts the block (rare: a
  // block of the same grid 4096 blocks on, or of another grid).
  B.SetInsertPoint(Alone);
  BasicBlock *CountBusy = NewBlock("block.busy"),
             *Counted = NewBlock("block.busy.end");
  B.CreateCondBr(IsFirst, CountBusy, Counted);
  B.SetInsertPoint(CountBusy);
  B.CreateCall(M.getOrInsertFunction(BusyMailboxName,
                                     FunctionType::get(B.getVoidTy(), false)));
  B.CreateBr(Counted);
  B.SetInsertPoint(Counted);
  B.CreateCondBr(Holds, AloneRun, Done);
  B.SetInsertPoint(AloneRun);
  Value *OwnGrid[3], *OwnBlock[3];
  Layout.loadDims(B, Slot, OwnGrid, OwnBlock);
  markSerialized(
      *emitSerialVersionCall(B, Child, Serial, OwnArgs, OwnGrid, OwnBlock));
  B.CreateStore(B.getInt32(0), Layout.items(B, Slot));
  B.CreateBr(Done);

  // Every child the block's threads held is run: its holder runs its
  // threads past the guard and clears its slot.
  B.SetInsertPoint(End);
  B.CreateCondBr(Holds, Own, Done);
  B.SetInsertPoint(Own);
  std::optional<LinearIndexGuard> Guard;
  if (Function *PastGuard = pastGuardOf(Child, Thread, Guard)) {
    BasicBlock *PastB = NewBlock("pastguard"), *Clear = NewBlock("clear");
    Value *Guarded = B.CreateICmpNE(
        B.CreateLoad(I32, Layout.guarded(B, Slot), "guarded"), B.getInt32(0));
    B.CreateCondBr(Guarded, PastB, Clear);
    B.SetInsertPoint(PastB);
    Value *HeldGrid[3], *HeldBlock[3];
    Layout.loadDims(B, Slot, HeldGrid, HeldBlock);
    emitSerialVersionCall(B, Child, *PastGuard, OwnArgs, HeldGrid, HeldBlock);
    B.CreateBr(Clear);
    B.SetInsertPoint(Clear);
  }
  B.CreateStore(B.getInt32(0), Layout.items(B, Slot));
  B.CreateBr(Done);
  IRBuilder<>(Done).CreateRetVoid();
  return F;
}

/// The slot in which \p Kernel's threads hold a child of \p Child for
/// their exit (PendingSlot): zero at the kernel's entry.
AllocaInst *Thresholder::pendingSlot(Function &Kernel, Function &Child,
                                     Function &Serial, Function &Thread) {
  auto &Children = DeferredByKernel[&Kernel];
  for (DeferredChild &D : Children)
    if (D.Child == &Child)
      return D.Slot;
  PendingSlot Layout(Child);
  BasicBlock &Entry = Kernel.getEntryBlock();
  IRBuilder<> AB(&Entry, Entry.begin());
  auto *Ty = ArrayType::get(AB.getInt32Ty(), Layout.size());
  AllocaInst *Slot = AB.CreateAlloca(Ty, nullptr, Child.getName() + ".pending");
  Slot->setAlignment(Align(16));
  // Nothing held. The other words stay unset until a child is: where a
  // site stores one of the kernel's parameters or a constant, the exit
  // reads that value (the uniform shuffles pass then drops its votes).
  IRBuilder<> B(&*Entry.getFirstNonPHIOrDbgOrAlloca());
  B.CreateStore(B.getInt32(0), Layout.items(B, Slot));
  B.CreateStore(B.getInt32(0), Layout.guarded(B, Slot));
  Children.push_back({&Child, &Serial, &Thread, Slot});
  return Slot;
}

/// child.dpopt.spread.deferred(ptr pending): at a parent kernel's exit,
/// where every lane of the warp is (kernels only, without a barrier after
/// thread-divergent code), the children its threads hold (PendingSlot) run,
/// spread over all the warp's lanes: a lane whose thread launched nothing
/// takes its share of the others' threads. At a launch, only the lanes
/// there spread (on a graph level's sparse frontier, one or two of 32:
/// BFS cnr's level 1 took 473K rounds for what 36K rounds of the whole
/// warp do). A thread holds one child; the next one it serializes spreads
/// at its launch. The balance rule (emitSpread) holds here too: balanced,
/// each lane runs its own.
Function *Thresholder::getDeferredSpread(Function &Child, Function &Serial,
                                         Function &Thread, bool OverBlock) {
  Function *&F = DeferredSpreads[{&Child, OverBlock}];
  if (F)
    return F;
  LLVMContext &Ctx = M.getContext();
  Type *Ptr = PointerType::getUnqual(Ctx);
  Type *I32 = Type::getInt32Ty(Ctx);
  F = createSiteHelper(M, FunctionType::get(Type::getVoidTy(Ctx), {Ptr}, false),
                       Child.getName() + (OverBlock
                                              ? ".dpopt.spread.deferred.warp"
                                              : ".dpopt.spread.deferred"),
                       Child, {});
  Argument *Slot = F->getArg(0);
  Slot->setName("pending");
  auto NewBlock = [&](const Twine &Name) {
    return BasicBlock::Create(Ctx, Name, F);
  };
  // A child whose threads may loop for long always spreads (emitSpread):
  // no lane runs its own.
  const ChildKernelInfo *CI = SitesBefore->getChildInfo(&Child);
  bool CountsTellWork = !CI || !CI->HasLongLoop;
  BasicBlock *Entry = NewBlock("entry"), *Run = NewBlock("run"),
             *Alone = CountsTellWork ? NewBlock("alone") : nullptr,
             *AloneRun = CountsTellWork ? NewBlock("alone.run") : nullptr,
             *AfterSpread = NewBlock("spread.end"), *Clear = NewBlock("clear"),
             *Done = NewBlock("done");
  IRBuilder<> B(Entry);
  PendingSlot Layout(Child);
  Value *Items = B.CreateLoad(I32, Layout.items(B, Slot), "items");
  // A child the block will run (getBlockSpread) is left out here: the
  // block's spread runs it, then its threads past the guard, and clears the
  // slot.
  Value *Kept = B.getInt32(0); // what the slot's items become
  BlockPosition Pos = emitBlockPosition(B);
  Value *Lanes = emitWarpLanes(B, Pos);
  if (OverBlock) {
    Value *Holds = emitBlockHolds(B, Child, Items, Lanes, Pos.Threads);
    Kept = B.CreateSelect(Holds, Items, B.getInt32(0));
    Items = B.CreateSelect(Holds, B.getInt32(0), Items, "warp.items");
  }
  Value *Any = B.CreateCall(
      Intrinsic::getOrInsertDeclaration(&M, Intrinsic::nvvm_vote_any_sync),
      {Lanes, B.CreateICmpNE(Items, B.getInt32(0))}, "warp.pending");
  B.CreateCondBr(Any, Run, Done);

  B.SetInsertPoint(Run);
  Value *Grid[3], *Block[3];
  Layout.loadDims(B, Slot, Grid, Block);
  Value *Args = Layout.ParamBytes ? Slot : nullptr;
  emitSpread(B, Child, Thread, Args, Layout.ParamBytes, Grid, Block, Items,
             Alone, CountsTellWork, Lanes);
  B.CreateBr(AfterSpread);

  B.SetInsertPoint(AfterSpread);
  std::optional<LinearIndexGuard> Guard;
  if (Function *PastGuard = pastGuardOf(Child, Thread, Guard)) {
    BasicBlock *Past = NewBlock("pastguard");
    Value *Guarded = B.CreateICmpNE(
        B.CreateLoad(I32, Layout.guarded(B, Slot), "guarded"), B.getInt32(0));
    B.CreateCondBr(B.CreateAnd(Guarded, B.CreateICmpNE(Items, B.getInt32(0))),
                   Past, Clear);
    B.SetInsertPoint(Past);
    emitSerialVersionCall(B, Child, *PastGuard, Args, Grid, Block);
  }
  B.CreateBr(Clear);

  // Balanced: each lane runs its own child (all of it), if it holds one.
  if (CountsTellWork) {
    B.SetInsertPoint(Alone);
    B.CreateCondBr(B.CreateICmpNE(Items, B.getInt32(0)), AloneRun, AfterSpread);
    B.SetInsertPoint(AloneRun);
    markSerialized(*emitSerialVersionCall(B, Child, Serial, Args, Grid, Block));
    B.CreateBr(Clear);
  }

  B.SetInsertPoint(Clear);
  B.CreateStore(Kept, Layout.items(B, Slot));
  B.CreateBr(Done);
  IRBuilder<>(Done).CreateRetVoid();
  return F;
}

/// child.dpopt.team.run(ptr pending, i32 team): at the exit of a parent
/// kernel's team version (TeamVersions.h), where every lane of the warp
/// is, each team of \p team lanes (a power of two, at most 32: lanes
/// side by side, its parent thread the first) runs the child its parent
/// thread holds (PendingSlot), read from the parent's lane by shuffles:
/// lane r of the team runs the child's threads r, r + team, ... Then the
/// parent thread runs the child's threads past its guard, as after a
/// spread.
Function *Thresholder::getTeamRun(Function &Child, Function &Thread) {
  Function *&F = TeamRuns[&Child];
  if (F)
    return F;
  LLVMContext &Ctx = M.getContext();
  Type *Ptr = PointerType::getUnqual(Ctx);
  Type *I32 = Type::getInt32Ty(Ctx);
  F = createSiteHelper(
      M, FunctionType::get(Type::getVoidTy(Ctx), {Ptr, I32}, false),
      Child.getName() + ".dpopt.team.run", Child, {0});
  Argument *Slot = F->getArg(0), *Team = F->getArg(1);
  Slot->setName("pending");
  Team->setName("team");
  auto NewBlock = [&](const Twine &Name) {
    return BasicBlock::Create(Ctx, Name, F);
  };
  BasicBlock *Entry = NewBlock("entry"), *Head = NewBlock("team.item"),
             *Body = NewBlock("team.run"), *Latch = NewBlock("team.next"),
             *Past = NewBlock("team.pastguard"), *Done = NewBlock("done");
  IRBuilder<> B(Entry);
  PendingSlot Layout(Child);
  auto *SlotTy = ArrayType::get(I32, Layout.size());
  AllocaInst *Copy = B.CreateAlloca(SlotTy, nullptr, "team.slot");
  Copy->setAlignment(Align(16));
  Value *Lanes = emitWarpLanes(B);
  Value *Lane = B.CreateCall(Intrinsic::getOrInsertDeclaration(
                                 &M, Intrinsic::nvvm_read_ptx_sreg_laneid),
                             {}, "lane");
  Value *Rank = B.CreateAnd(Lane, B.CreateSub(Team, B.getInt32(1)), "rank");
  Value *Leader = B.CreateSub(Lane, Rank, "leader");
  Function *Shfl =
      Intrinsic::getOrInsertDeclaration(&M, Intrinsic::nvvm_shfl_sync_idx_i32);
  for (unsigned W = 0; W != Layout.size(); ++W) {
    Value *Word = B.CreateLoad(I32, Layout.word(B, Slot, W), "word");
    Value *Shared = B.CreateCall(Shfl, {Lanes, Word, Leader, B.getInt32(31)});
    B.CreateStore(Shared, Layout.word(B, Copy, W));
  }
  Value *Items = B.CreateLoad(I32, Layout.items(B, Copy), "items");
  Value *Grid[3], *Block[3];
  Layout.loadDims(B, Copy, Grid, Block);
  Value *Args = Layout.ParamBytes ? Copy : nullptr;
  B.CreateBr(Head);

  B.SetInsertPoint(Head);
  PHINode *Item = B.CreatePHI(I32, 2, "item");
  Item->addIncoming(Rank, Entry);
  B.CreateCondBr(B.CreateICmpULT(Item, Items), Body, Latch);
  B.SetInsertPoint(Body);
  emitItemThread(B, Child, Thread, Args, Grid, Block, Item);
  Item->addIncoming(B.CreateAdd(Item, Team), B.GetInsertBlock());
  B.CreateBr(Head);

  B.SetInsertPoint(Latch);
  std::optional<LinearIndexGuard> Guard;
  Function *PastGuard = pastGuardOf(Child, Thread, Guard);
  if (PastGuard) {
    Value *Guarded = B.CreateICmpNE(
        B.CreateLoad(I32, Layout.guarded(B, Copy), "guarded"), B.getInt32(0));
    Value *Own = B.CreateICmpEQ(Rank, B.getInt32(0), "parent.lane");
    Value *Held = B.CreateICmpNE(Items, B.getInt32(0));
    B.CreateCondBr(B.CreateAnd({Guarded, Own, Held}), Past, Done);
    B.SetInsertPoint(Past);
    emitSerialVersionCall(B, Child, *PastGuard, Args, Grid, Block);
  }
  B.CreateBr(Done);
  if (!PastGuard)
    Past->eraseFromParent();
  IRBuilder<>(Done).CreateRetVoid();
  return F;
}

/// void child.dpopt.drain.publish(ptr slot, ptr store): at a drain
/// version's exit, the thread's held child (none: items 0) becomes a record
/// of the store (__dpopt_drain_reserve, with the other lanes here, those
/// that hold nothing too), and its threads past its guard run here; without
/// room, all of it runs here.
Function *Thresholder::getDrainPublish(Function &Child, Function &Serial,
                                       Function &Thread) {
  Function *&F = DrainPublishers[&Child];
  if (F)
    return F;
  LLVMContext &Ctx = M.getContext();
  Type *Ptr = PointerType::getUnqual(Ctx);
  Type *I32 = Type::getInt32Ty(Ctx);
  F = createSiteHelper(
      M, FunctionType::get(Type::getVoidTy(Ctx), {Ptr, Ptr}, false),
      Child.getName() + ".dpopt.drain.publish", Child, {0});
  Argument *Slot = F->getArg(0), *Store = F->getArg(1);
  Slot->setName("slot");
  Store->setName("store");
  auto NewBlock = [&](const Twine &Name) {
    return BasicBlock::Create(Ctx, Name, F);
  };
  BasicBlock *Entry = NewBlock("entry"), *Unplaced = NewBlock("unplaced"),
             *Copy = NewBlock("record"), *Alone = NewBlock("alone"),
             *Done = NewBlock("done");
  PendingSlot Layout(Child);
  IRBuilder<> B(Entry);
  Value *Items = B.CreateLoad(I32, Layout.items(B, Slot), "items");
  // Every lane reserves, holding or not: the runtime's prefix sum is
  // cheapest over a whole warp.
  FunctionCallee ReserveFn = M.getOrInsertFunction(
      DrainReserveName, FunctionType::get(Ptr, {Ptr, I32}, false));
  Value *Record = B.CreateCall(ReserveFn, {Store, Items}, "record");
  B.CreateCondBr(B.CreateIsNull(Record), Unplaced, Copy);
  B.SetInsertPoint(Unplaced);
  B.CreateCondBr(B.CreateICmpEQ(Items, B.getInt32(0)), Done, Alone);
  Value *Grid[3], *Block[3];
  Value *Args = Layout.ParamBytes ? Slot : nullptr;
  B.SetInsertPoint(Copy);
  B.CreateMemCpy(Record, Align(16), Slot, Align(16), 4 * Layout.size());
  std::optional<LinearIndexGuard> Guard;
  if (Function *PastGuard = pastGuardOf(Child, Thread, Guard)) {
    BasicBlock *Past = NewBlock("pastguard");
    Value *Guarded = B.CreateICmpNE(
        B.CreateLoad(I32, Layout.guarded(B, Slot), "guarded"), B.getInt32(0));
    B.CreateCondBr(Guarded, Past, Done);
    B.SetInsertPoint(Past);
    Layout.loadDims(B, Slot, Grid, Block);
    emitSerialVersionCall(B, Child, *PastGuard, Args, Grid, Block);
  }
  B.CreateBr(Done);
  B.SetInsertPoint(Alone);
  Layout.loadDims(B, Slot, Grid, Block);
  emitSerialVersionCall(B, Child, Serial, Args, Grid, Block);
  B.CreateBr(Done);
  IRBuilder<>(Done).CreateRetVoid();
  return F;
}

/// void child.dpopt.drain.item(ptr record, i32 thread, ptr store): thread
/// \p thread of the record's child, in the drain kernel. The arguments that
/// every record of a launch shares (UniformLaunchArgs.h) are read from the
/// store's first record, in global memory: the same value in every lane,
/// which uniformity analysis can see (WarpAtomics then combines the child's
/// atomics on them over the warp, as in the child's own grid).
Function *Thresholder::getDrainItem(Function &Child, Function &Thread) {
  Function *&F = DrainItems[&Child];
  if (F)
    return F;
  LLVMContext &Ctx = M.getContext();
  Type *Ptr = PointerType::getUnqual(Ctx);
  Type *I32 = Type::getInt32Ty(Ctx);
  F = createSiteHelper(
      M, FunctionType::get(Type::getVoidTy(Ctx), {Ptr, I32, Ptr}, false),
      Child.getName() + ".dpopt.drain.item", Child, {0, 2});
  Argument *Record = F->getArg(0), *Local = F->getArg(1), *Store = F->getArg(2);
  Record->setName("record");
  Local->setName("thread");
  Store->setName("store");
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", F));
  PendingSlot Layout(Child);
  Value *Grid[3], *Block[3];
  Layout.loadDims(B, Record, Grid, Block);
  SmallVector<Value *, 16> Args = loadKernelArgs(
      B, Child, Layout.ParamBytes ? Record : nullptr, /*PointersAreGlobal=*/
      true);
  const SmallBitVector *Uniform = nullptr;
  if (Opts.Uniform)
    if (auto It = Opts.Uniform->find(&Child); It != Opts.Uniform->end())
      Uniform = &It->second;
  if (Uniform && Uniform->any() && Layout.ParamBytes) {
    Type *GlobalPtr = PointerType::get(Ctx, GlobalAddrSpace);
    Value *StoreG = B.CreateAddrSpaceCast(Store, GlobalPtr);
    Value *First = B.CreateLoad(
        Ptr,
        B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), StoreG,
                                     dpagg_abi::DrainStoreRecordsOffset),
        "first.record");
    SmallVector<Value *, 16> Shared =
        loadKernelArgs(B, Child, B.CreateAddrSpaceCast(First, GlobalPtr),
                       /*PointersAreGlobal=*/true);
    for (unsigned P = 0; P != Child.arg_size(); ++P) {
      Value *Unused = Uniform->test(P) ? Args[P] : Shared[P];
      if (Uniform->test(P))
        Args[P] = Shared[P];
      RecursivelyDeleteTriviallyDeadInstructions(Unused);
    }
  }
  emitItemThread(B, Child, Thread, Layout.ParamBytes ? Record : nullptr, Grid,
                 Block, Local, Args);
  B.CreateRetVoid();
  return F;
}

Instruction *exitPointBefore(ReturnInst &Ret) {
  Instruction *At = &Ret;
  while (Instruction *Prev = At->getPrevNode()) {
    auto *Call = dyn_cast<CallInst>(Prev);
    if (!Call || !Call->getMetadata(BlockSpreadMD))
      break;
    At = Prev;
  }
  return At;
}

ReturnInst *mergeReturns(Function &Kernel) {
  SmallVector<ReturnInst *, 4> Returns;
  for (BasicBlock &BB : Kernel)
    if (auto *Ret = dyn_cast<ReturnInst>(BB.getTerminator()))
      Returns.push_back(Ret);
  if (Returns.size() < 2)
    return Returns.empty() ? nullptr : Returns.front();
  LLVMContext &Ctx = Kernel.getContext();
  BasicBlock *ExitBB = BasicBlock::Create(Ctx, "dpopt.exit", &Kernel);
  ReturnInst *Exit = ReturnInst::Create(Ctx, ExitBB);
  for (ReturnInst *Ret : Returns) {
    BranchInst::Create(ExitBB, Ret->getIterator());
    Ret->eraseFromParent();
  }
  return Exit;
}

/// Gives each kernel that defers children one exit, where they spread.
void Thresholder::addDeferredSpreads() {
  for (auto &[Kernel, Children] : DeferredByKernel) {
    ReturnInst *Exit = mergeReturns(*Kernel);
    if (!Exit) // never returns: deferralRefusal holds nothing there
      continue;
    std::string KernelWhy = blockSpreadRefusal(*Kernel);
    unsigned AtLeast = std::max(Opts.BlockSpreadThreshold, 1u);
    SmallVector<bool, 2> OverBlock;
    for (DeferredChild &D : Children) {
      std::string Why = KernelWhy;
      // A held child is below the launch threshold: with the compiled-in
      // one at most a warp's threads, none reaches the block (TC's
      // children, threshold 16: the block's code would only cost its
      // barrier), and the warp's spread is as before.
      const ChildKernelInfo *CI = SitesBefore->getChildInfo(D.Child);
      unsigned Threshold =
          Opts.Threshold.value_or(CI ? defaultThreshold(*CI).Threads : 0);
      if (Why.empty() && CI && Threshold <= 32)
        Why = "its threshold (" + std::to_string(Threshold) +
              ") is at most a warp's threads";
      OverBlock.push_back(Why.empty());
      std::string Name = D.Child->getName().str();
      emitKernelRemark(
          *Kernel, RemarkKind::Analysis, "SpreadOverBlock",
          Why.empty()
              ? "at its exit, held children of '" + Name +
                    "' of at least 32 threads are spread over the whole "
                    "block where their warp holds at least " +
                    std::to_string(AtLeast) +
                    " threads in them, the others over the warp"
              : "at its exit, held children of '" + Name +
                    "' are spread over the warp, not the block: " + Why);
    }
    IRBuilder<> B(Exit);
    for (auto [D, Block] : zip(Children, OverBlock))
      B.CreateCall(getDeferredSpread(*D.Child, *D.Serial, *D.Thread, Block),
                   {D.Slot});
    for (auto [D, Block] : zip(Children, OverBlock))
      if (Block)
        B.CreateCall(getBlockSpread(*D.Child, *D.Serial, *D.Thread), {D.Slot})
            ->setMetadata(BlockSpreadMD, MDNode::get(B.getContext(), {}));
    FAM.invalidate(*Kernel, PreservedAnalyses::none());
  }
}

/// Whether \p F belongs to the serial path of the child whose versions are
/// named \p VersionPrefix ("child.dpopt."): one of DPOpt's versions of it.
static bool onSerialPath(const Function *F, StringRef VersionPrefix) {
  return F && !F->isDeclaration() && F->hasLocalLinkage() &&
         F->getName().starts_with(VersionPrefix);
}

static std::string versionPrefix(const Function &Child) {
  return (Child.getName() + ".dpopt.").str();
}

/// The functions of \p Child's serial path that inlineSerialPath inlines:
/// DPOpt's versions of the child, which \p F calls.
static SmallVector<CallBase *, 8> serialPathCalls(Function &F,
                                                  Function &Child) {
  std::string Prefix = versionPrefix(Child);
  SmallVector<CallBase *, 8> Calls;
  for (Instruction &I : instructions(F))
    if (auto *CB = dyn_cast<CallBase>(&I))
      if (onSerialPath(CB->getCalledFunction(), Prefix))
        Calls.push_back(CB);
  return Calls;
}

/// Why the serial path of \p Child (its decider \p Decider, the serial
/// version and the thread versions it runs) cannot be inlined, or empty.
std::string Thresholder::serialPathRefusal(Function &Decider, Function &Child) {
  SmallVector<Function *, 4> Work = {&Decider};
  SmallPtrSet<Function *, 4> Seen = {&Decider};
  while (!Work.empty()) {
    Function *F = Work.pop_back_val();
    InlineResult R = isInlineViable(*F);
    if (!R.isSuccess())
      return "its serial version cannot be inlined into the parent kernel, "
             "where its launches must be (" +
             std::string(R.getFailureReason()) + ")";
    for (CallBase *CB : serialPathCalls(*F, Child))
      if (Seen.insert(CB->getCalledFunction()).second)
        Work.push_back(CB->getCalledFunction());
  }
  return "";
}

/// Inlines the decider call \p UseLaunch into the parent kernel, and the
/// serial version and the thread versions that came with it: the launch
/// sites of a child that launches kernels are then the kernel's, which
/// aggregation takes with the kernel's own and defers to the thread's exit
/// (no call is left to carry SerializedMD: the kernel's SerializedAttr says
/// that it runs serial work).
void Thresholder::inlineSerialPath(CallInst &UseLaunch, Function &Child) {
  Function &Kernel = *UseLaunch.getFunction();
  std::string Prefix = versionPrefix(Child);
  SmallVector<CallBase *, 8> Work = {&UseLaunch};
  while (!Work.empty()) {
    CallBase *CB = Work.pop_back_val();
    Function *Callee = CB->getCalledFunction();
    InlineFunctionInfo IFI;
    // serialPathRefusal checked that every one of them can be inlined.
    if (!InlineFunction(*CB, IFI).isSuccess())
      continue;
    for (CallBase *New : IFI.InlinedCallSites)
      if (Function *F = New->getCalledFunction();
          F != Callee && onSerialPath(F, Prefix))
        Work.push_back(New);
  }
  StringRef Mode = Opts.RuntimeOverride ? "runtime" : "fixed";
  if (Kernel.getFnAttribute(SerializedAttr).getValueAsString() != "fixed")
    Kernel.addFnAttr(SerializedAttr, Mode);
  FAM.invalidate(Kernel, PreservedAnalyses::none());
}

bool Thresholder::run() {
  // The sites as they are before any is thresholded (serial versions add
  // none: a child that launches is not run serially).
  LaunchSiteInfo Before = computeLaunchSites(M);
  SerialWorkSafety Safety(Before, Opts.LaunchesDeferred, [&](Function &K) {
    return Versions.divergentBarrierHazard(K);
  });
  SitesBefore = &Before;
  bool Changed = transformLaunchSites(
      M, FAM, Remarks, "NotThresholded", "thresholded",
      [&](LaunchSite &S, const ChildKernelInfo &CI, std::string &Why) {
        return thresholdSite(S, CI, Safety, Why);
      });
  // The launch-free versions' deciders hold nothing: their copies of the
  // slots go unused, and they get no exit spread.
  if (!SitesByKernel.empty()) {
    Changed |= createLaunchFreeVersions(M, SitesByKernel);
    Changed |= createTeamVersions(M, TeamSitesByKernel);
    // After both: the drain version is a copy of the kernel with the
    // reports they added.
    Changed |= createDrainVersions(M, DrainSitesByKernel);
    for (auto *Helpers : {&LaunchFreeDeciders, &TeamDeciders, &TeamRuns,
                          &AtLeastChecks, &DrainPublishers, &DrainItems})
      for (auto &[Child, D] : *Helpers)
        if (D->use_empty()) {
          FAM.clear(*D, D->getName());
          D->eraseFromParent();
        }
  }
  addDeferredSpreads();
  for (Function *Decider : LaunchingDeciders) {
    SmallVector<Function *, 4> Dead = {Decider};
    while (!Dead.empty()) {
      Function *F = Dead.pop_back_val();
      if (!F->use_empty())
        continue;
      SmallPtrSet<Function *, 4> Callees;
      for (Instruction &I : instructions(*F))
        if (auto *CB = dyn_cast<CallBase>(&I))
          if (Function *Callee = CB->getCalledFunction();
              Callee && Callee != F && !Callee->isDeclaration() &&
              Callee->hasLocalLinkage())
            Callees.insert(Callee);
      for (auto &[Child, D] : Deciders)
        if (D == F)
          D = nullptr;
      FAM.clear(*F, F->getName());
      F->eraseFromParent();
      append_range(Dead, Callees);
    }
  }
  placeSiteHelpers(M);
  return Changed;
}

bool thresholdLaunches(Module &M, ModuleAnalysisManager &MAM,
                       const ThresholdingOptions &Opts) {
  return Thresholder(M, MAM, Opts).run();
}

PreservedAnalyses ThresholdingPass::run(Module &M, ModuleAnalysisManager &MAM) {
  if (!M.getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  bool Changed = normalizeLaunchesForTransforms(M, MAM);
  Changed |= thresholdLaunches(M, MAM, Opts);
  if (Changed)
    applyRegisterBudgets(M, MAM);
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dpopt
