//===- Aggregation.cpp - One launch for the children of many parents -----===//

#include "DPOpt/Aggregation.h"
#include "DPOpt/ChildVersions.h"
#include "DPOpt/Coarsening.h"
#include "DPOpt/FirstThreadLaunch.h"
#include "DPOpt/LaunchInlining.h"
#include "DPOpt/LaunchNormalization.h"
#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/Remarks.h"
#include "DPOpt/ResourceBudget.h"
#include "DPOpt/RuntimeFunctions.h"
#include "DPOpt/Thresholding.h"
#include "DPOpt/UniformLaunchArgs.h"
#include "dpagg_abi.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;

#define DEBUG_TYPE "dpopt"

STATISTIC(NumAggregated, "Launch sites aggregated");
STATISTIC(NumAggregatedPerWarp,
          "Launch sites aggregated per warp only (not in a kernel)");
STATISTIC(NumHookedKernels, "Parent kernels given aggregation entry/exit");
STATISTIC(NumJoinAtLaunch, "Aggregated launch sites that join their group "
                           "themselves (a block's first thread, once)");
STATISTIC(NumDeferredSites,
          "Aggregated launch sites whose off/warp launches wait for the exit");

static cl::opt<bool> EnableAggregation(
    "dpopt-aggregation", cl::init(true),
    cl::desc("DPOpt: launch the children of many parent threads as one grid"));
static cl::opt<std::string> GranularityOpt(
    "dpopt-agg-granularity", cl::init("grid"),
    cl::desc("DPOpt: default aggregation granularity (off, warp, block, "
             "multiblock, grid); DPOPT_AGG overrides it at run time"));
static cl::opt<std::string> RecursiveGranularityOpt(
    "dpopt-agg-recursive-granularity", cl::init("grid"),
    cl::desc("DPOpt: default aggregation granularity of recursive children "
             "(whose launches lead back to them): grid makes each level of "
             "the recursion one launch; DPOPT_AGG overrides it at run time"));
static cl::opt<unsigned> RecursiveCoarsenFactorOpt(
    "dpopt-agg-recursive-coarsen-factor", cl::init(1),
    cl::desc("DPOpt: compiled-in coarsening factor of the aggregated blocks "
             "of recursive children (0 or 1: none, and DPOPT_COARSEN does not "
             "apply; above 1, DPOPT_COARSEN overrides it at run time)"));
static cl::opt<unsigned> GroupBlocksOpt(
    "dpopt-agg-group-blocks", cl::init(0),
    cl::desc("DPOpt: parent blocks per multi-block aggregation group (0: "
             "chosen at run time: 8, or with thresholding at least 8 blocks "
             "and at most 32 groups in the grid); DPOPT_AGG_GROUP overrides "
             "it"));
static cl::opt<unsigned> AggThresholdOpt(
    "dpopt-agg-threshold", cl::init(1),
    cl::desc("DPOpt: at warp and block granularity, aggregate only when at "
             "least this many threads launch"));
static cl::opt<std::string> DeferOpt(
    "dpopt-agg-defer", cl::init("auto"),
    cl::desc("DPOpt: launch from the parent thread's exit what is not "
             "aggregated by groups of blocks: never, auto (in kernels that "
             "run children serially, where launching at the site can hang "
             "the warp in the device runtime), always"));

namespace dpopt {

bool parseGranularity(StringRef S, unsigned &Out) {
  static const char *const Names[] = {"off", "warp", "block", "multiblock",
                                      "grid"};
  for (unsigned I = 0; I != 5; ++I)
    if (S == Names[I]) {
      Out = I;
      return true;
    }
  return false;
}

bool parseDeferLaunches(StringRef S, DeferLaunches &Out) {
  if (S == "never")
    Out = DeferLaunches::Never;
  else if (S == "auto")
    Out = DeferLaunches::Auto;
  else if (S == "always")
    Out = DeferLaunches::Always;
  else
    return false;
  return true;
}

AggregationOptions aggregationOptionsFromCommandLine() {
  AggregationOptions O;
  if (!parseGranularity(GranularityOpt, O.Granularity))
    report_fatal_error("-dpopt-agg-granularity: expected off, warp, block, "
                       "multiblock or grid");
  if (!parseGranularity(RecursiveGranularityOpt, O.RecursiveGranularity))
    report_fatal_error("-dpopt-agg-recursive-granularity: expected off, warp, "
                       "block, multiblock or grid");
  if (!parseDeferLaunches(DeferOpt, O.Defer))
    report_fatal_error("-dpopt-agg-defer: expected never, auto or always");
  O.GroupBlocks = GroupBlocksOpt;
  O.Threshold = AggThresholdOpt;
  O.CoarsenFactor = coarseningOptionsFromCommandLine().Factor;
  O.RecursiveCoarsenFactor = RecursiveCoarsenFactorOpt;
  return O;
}

bool isAggregationEnabled() { return EnableAggregation; }

bool aggregationDefersLaunches() {
  return EnableAggregation &&
         aggregationOptionsFromCommandLine().Defer != DeferLaunches::Never;
}

namespace {

/// AggregationOptions::Granularity's values (dpoptAggWarp ... in dpagg.h).
constexpr unsigned WarpGranularity = 1, BlockGranularity = 2,
                   GridGranularity = 4;

class Aggregator {
  Module &M;
  const AggregationOptions &Opts;
  LaunchRemarks Remarks;
  FunctionAnalysisManager &FAM;
  ChildVersions Versions;
  /// Per child: its descriptor.
  DenseMap<Function *, GlobalVariable *> Descs;
  /// Per parent kernel and aggregated child (its descriptor): the calls that
  /// stand for the block's handle until the kernel's entry computes it, the
  /// child's serial version (null: none), and whether its launches can be
  /// deferred to the exit.
  struct ChildHooks {
    Function *Child = nullptr;
    unsigned Granularity = 0; // compiled in
    SmallVector<CallInst *, 2> Handles;
    Function *Serial = nullptr;
    bool Deferred = false;
    /// The child launches kernels (a level of a nest or recursion).
    bool ChildLaunches = false;
  };
  MapVector<Function *, MapVector<GlobalVariable *, ChildHooks>> Hooks;
  /// Per function, lists the runtime fills (one local variable of two
  /// pointers): the records to run serially, and the thread's deferred
  /// launches.
  DenseMap<Function *, Value *> SerialLists, DeferredLists;
  /// Per child (its descriptor): what its sites call (getSiteHelper).
  DenseMap<GlobalVariable *, Function *> SiteHelpers;
  /// Per parent kernel: when its launches are deferred (0: never, or a
  /// dpagg_abi::Defer* value).
  DenseMap<Function *, unsigned> DeferWhen;
  /// Per parent and child: the analyzable launch sites of this round.
  DenseMap<std::pair<Function *, Function *>, unsigned> SitesOfChild;
  /// Per child: the pointer arguments its aggregated kernel takes as
  /// parameters, found on the program as written (before thresholding: the
  /// copies of a child it runs serially pass on what they were given), or on
  /// the module as this pass starts.
  UniformLaunchArgs Uniform;
  /// Children whose aggregated kernel's parameters a remark described.
  SmallPtrSet<Function *, 8> ArgsDescribed;

public:
  Aggregator(Module &M, ModuleAnalysisManager &MAM,
             const AggregationOptions &Opts, const UniformLaunchArgs *AsWritten)
      : M(M), Opts(Opts), Remarks(MAM, M),
        FAM(MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager()),
        Versions(M, FAM),
        Uniform(AsWritten ? *AsWritten
                          : computeUniformLaunchArgs(
                                MAM.getResult<LaunchSiteAnalysis>(M))) {
    // Only pointers become parameters. ptxas reloads a parameter from the
    // constant bank wherever it likes, inside loops too: recursive
    // Mandelbrot's aggregated kernel, given its by-value geometry as a
    // parameter, read the dwell limit with a ULDC in every iteration of its
    // dwell loop and took 18% longer on m2k (4% on m8k) though it had 42
    // registers instead of 58; with its two pointers alone, 2% faster on m8k
    // (H200, bench/results/2026-11-29-h200-uniform-args).
    for (auto &[Child, Bits] : Uniform)
      for (const Argument &A : Child->args())
        if (!A.getType()->isPointerTy() || A.hasByValAttr())
          Bits.reset(A.getArgNo());
  }

  bool run();

private:
  /// The compiled-in granularity of \p CI's child.
  unsigned granularityOf(const ChildKernelInfo &CI) const {
    return CI.OnLaunchCycle ? Opts.RecursiveGranularity : Opts.Granularity;
  }
  /// Whether the aggregated blocks of \p CI's child are never coarsened and
  /// its aggregated kernel has no loop over blocks: a recursive child's,
  /// unless a factor is compiled in (DPOPT_COARSEN does not apply then).
  bool oneChildBlockPerBlock(const ChildKernelInfo &CI) const {
    return CI.OnLaunchCycle && Opts.RecursiveCoarsenFactor <= 1;
  }
  /// The aggregated version of \p CI's child (null, with \p Why, if none).
  Function *getAggregated(Function &Child, const ChildKernelInfo &CI,
                          std::string &Why) {
    auto It = Uniform.find(&Child);
    return Versions.getAggregated(Child, CI, Why, oneChildBlockPerBlock(CI),
                                  It == Uniform.end() ? nullptr : &It->second);
  }
  std::string describeArgsAsParams(Function &Child, Function &Agg) const;
  bool aggregateSite(LaunchSite &S, const ChildKernelInfo &CI,
                     std::string &Why);
  GlobalVariable *getDesc(Function &Child, const ChildKernelInfo &CI);
  void addDescFlags(GlobalVariable &Desc, unsigned Flags);
  void addLeaveAtExit(Instruction *At, GlobalVariable *Desc, Value *AtLaunch,
                      AllocaInst *Flag, Value *List, Value *Chunk);
  Value *releaseChunkAtExit(Function &Kernel, Value *AtLaunch);
  void addHooks(Function &Kernel,
                const MapVector<GlobalVariable *, ChildHooks> &Children);
  Value *serialList(Function &F);
  Value *deferredList(Function &F);
  void createLocalLists(Function &F);
  unsigned deferWhen(Function &Kernel);
  Function *getSiteHelper(Function &Child, GlobalVariable *Desc, Function &Agg,
                          Function *Drain);
};

} // namespace

/// Threads per block the child's launch bounds allow (0: no bound).
static unsigned launchBoundThreads(const ChildKernelInfo &CI) {
  const std::string &Bound = !CI.ReqNTid.empty() ? CI.ReqNTid : CI.MaxNTid;
  if (Bound.empty())
    return 0;
  unsigned Product = 1;
  SmallVector<StringRef, 3> Parts;
  StringRef(Bound).split(Parts, ',');
  for (StringRef P : Parts) {
    unsigned V;
    if (P.trim().getAsInteger(10, V))
      return 0;
    Product *= V;
  }
  return Product;
}

GlobalVariable *Aggregator::getDesc(Function &Child,
                                    const ChildKernelInfo &CI) {
  if (GlobalVariable *G = Descs.lookup(&Child))
    return G;
  using namespace dpagg_abi;
  LLVMContext &Ctx = M.getContext();
  uint64_t ArgsSize = 0;
  kernelParamLayout(Child, ArgsSize);
  uint64_t RecordSize =
      alignTo(RecordArgs + ArgsSize, static_cast<uint64_t>(RecordAlign));
  Type *I32 = Type::getInt32Ty(Ctx), *I64 = Type::getInt64Ty(Ctx);
  unsigned Flags =
      Versions.coarseningHazard(Child, CI).empty() && !oneChildBlockPerBlock(CI)
          ? 0
          : DescFlagNoCoarsening;
  if (CI.LaunchesKernels)
    Flags |= DescFlagChildLaunches;
  // Header (see dpagg_abi.h): ten fields, then the runtime's words, zero;
  // then the zeroed slot table.
  static_assert(DescRecordsHint == 2 * 8 + 8 * 4 &&
                    (DescHeaderSize - DescRecordsHint) % 8 == 0,
                "the header's fields as built here");
  Constant *Header[] = {
      ConstantInt::get(I64, hashKernelName(Child.getName())),
      ConstantInt::get(I64, hashKernelName(functionBaseName(Child.getName()))),
      ConstantInt::get(I32, ArgsSize),
      ConstantInt::get(I32, RecordSize),
      ConstantInt::get(I32, launchBoundThreads(CI)),
      ConstantInt::get(I32, granularityOf(CI)),
      ConstantInt::get(I32, Opts.GroupBlocks),
      ConstantInt::get(I32, Opts.Threshold),
      ConstantInt::get(I32, CI.OnLaunchCycle ? Opts.RecursiveCoarsenFactor
                                             : Opts.CoarsenFactor),
      ConstantInt::get(I32, Flags),
      ConstantAggregateZero::get(
          ArrayType::get(I64, (DescHeaderSize - DescRecordsHint) / 8))};
  Constant *HeaderC = ConstantStruct::getAnon(Header, /*Packed=*/true);
  Type *SlotsTy = ArrayType::get(Type::getInt8Ty(Ctx), NumSlots * SlotSize);
  Constant *Init = ConstantStruct::getAnon(
      {HeaderC, ConstantAggregateZero::get(SlotsTy)}, /*Packed=*/true);
  auto *G = new GlobalVariable(M, Init->getType(), /*isConstant=*/false,
                               GlobalValue::InternalLinkage, Init,
                               Child.getName() + ".dpopt.aggdesc", nullptr,
                               GlobalValue::NotThreadLocal, /*AddrSpace=*/1);
  G->setAlignment(Align(16));
  Descs[&Child] = G;
  return G;
}

/// Sets \p Flags (DescFlag*) in \p Desc's header, which getDesc made.
void Aggregator::addDescFlags(GlobalVariable &Desc, unsigned Flags) {
  constexpr unsigned FlagsField =
      9; // the header's fields, as getDesc makes them
  auto *Init = cast<ConstantStruct>(Desc.getInitializer());
  auto *Header = cast<ConstantStruct>(Init->getOperand(0));
  auto *Old = cast<ConstantInt>(Header->getOperand(FlagsField));
  if ((Old->getZExtValue() & Flags) == Flags)
    return;
  SmallVector<Constant *, 12> Fields;
  for (Use &Field : Header->operands())
    Fields.push_back(cast<Constant>(Field.get()));
  Fields[FlagsField] =
      ConstantInt::get(Old->getType(), Old->getZExtValue() | Flags);
  Constant *NewHeader = ConstantStruct::getAnon(Fields, /*Packed=*/true);
  Desc.setInitializer(ConstantStruct::getAnon({NewHeader, Init->getOperand(1)},
                                              /*Packed=*/true));
}

static Value *generic(IRBuilder<> &B, Value *V) {
  return B.CreateAddrSpaceCast(V, B.getPtrTy());
}

/// The child's drain (child.dpopt.aggdrain, one per child): runs the
/// records the runtime hands back to run serially (their launch failed), with
/// a direct call of the serial version; a function, so that the launch site
/// keeps its shape for the passes after this one. Null (with \p Why) when
/// the name is taken.
///   while ((r = __dpagg_serial_record(list))) child.dpopt.aggserial(r);
static Function *getSerialDrain(Function &Serial, std::string &Why) {
  Module &M = *Serial.getParent();
  LLVMContext &Ctx = M.getContext();
  StringRef Base = Serial.getName();
  Base.consume_back(".aggserial"); // child.dpopt.aggserial
  std::string Name = (Base + ".aggdrain").str();
  Type *Ptr = PointerType::getUnqual(Ctx);
  FunctionType *Ty = FunctionType::get(Type::getVoidTy(Ctx), {Ptr}, false);
  Function *Existing;
  if (!findChildVersion(M, Name, Ty, /*IsKernel=*/false, Existing, Why))
    return nullptr;
  if (Existing)
    return Existing;
  FunctionCallee Next = M.getOrInsertFunction(
      "__dpagg_serial_record", FunctionType::get(Ptr, {Ptr}, false));
  Function *F = Function::Create(Ty, GlobalValue::InternalLinkage, Name, M);
  F->addFnAttr(Attribute::NoUnwind);
  // Inlined, like the versions it calls: a kernel's register budget
  // (ResourceBudget.h) holds only for the code compiled into it.
  F->addFnAttr(Attribute::AlwaysInline);
  Argument *List = F->getArg(0);
  List->setName("list");
  auto *Entry = BasicBlock::Create(Ctx, "entry", F);
  auto *Drain = BasicBlock::Create(Ctx, "drain", F);
  auto *Run = BasicBlock::Create(Ctx, "serial", F);
  auto *Done = BasicBlock::Create(Ctx, "done", F);
  IRBuilder<> B(Entry);
  // Nearly always empty: no call then.
  B.CreateCondBr(B.CreateIsNull(B.CreateLoad(Ptr, List, "head")), Done, Drain);
  B.SetInsertPoint(Drain);
  Value *Record = B.CreateCall(Next, {List}, "record");
  B.CreateCondBr(B.CreateIsNull(Record), Done, Run);
  B.SetInsertPoint(Run);
  B.CreateCall(&Serial, {Record});
  B.CreateBr(Drain);
  B.SetInsertPoint(Done);
  B.CreateRetVoid();
  return F;
}

Value *Aggregator::serialList(Function &F) {
  createLocalLists(F);
  return SerialLists[&F];
}

Value *Aggregator::deferredList(Function &F) {
  createLocalLists(F);
  return DeferredLists[&F];
}

/// The two list heads of \p F, adjacent (a site passes both with one
/// pointer), null from its entry on.
void Aggregator::createLocalLists(Function &F) {
  if (SerialLists.count(&F))
    return;
  BasicBlock &Entry = F.getEntryBlock();
  IRBuilder<> B(&Entry, Entry.begin());
  const DataLayout &DL = M.getDataLayout();
  AllocaInst *A =
      B.CreateAlloca(ArrayType::get(B.getPtrTy(), 2), DL.getAllocaAddrSpace(),
                     nullptr, "dpopt.agg.lists");
  Value *Lists = A->getType()->getPointerAddressSpace() == 0
                     ? static_cast<Value *>(A)
                     : B.CreateAddrSpaceCast(A, B.getPtrTy());
  // Empty from the start (after the entry's allocas, which must stay
  // static); every drain and flush leaves them empty again, so the launch
  // and exit calls need no store of their own.
  B.SetInsertPoint(Entry.getFirstNonPHIOrDbgOrAlloca());
  Value *Deferred = B.CreateConstInBoundsGEP1_64(B.getPtrTy(), Lists, 1,
                                                 "dpopt.agg.deferred");
  B.CreateStore(ConstantPointerNull::get(B.getPtrTy()), Lists);
  B.CreateStore(ConstantPointerNull::get(B.getPtrTy()), Deferred);
  SerialLists[&F] = Lists;
  DeferredLists[&F] = Deferred;
}

/// What every site of \p Child calls (one copy per child keeps the parent
/// small):
///   i1 child.dpopt.aggregate(i32 handle, ptr args, ptr grid, ptr block,
///                            i32 shmem, ptr lists, i32 when)
/// hands the launch to the runtime, runs the records it hands back to run
/// serially, and returns whether the site must launch directly. lists holds
/// the serial list, then the deferred one (used when when != 0).
Function *Aggregator::getSiteHelper(Function &Child, GlobalVariable *Desc,
                                    Function &Agg, Function *Drain) {
  Function *&F = SiteHelpers[Desc];
  if (F)
    return F;
  LLVMContext &Ctx = M.getContext();
  Type *Ptr = PointerType::getUnqual(Ctx), *I32 = Type::getInt32Ty(Ctx);
  F = createSiteHelper(M,
                       FunctionType::get(Type::getInt1Ty(Ctx),
                                         {I32, Ptr, Ptr, Ptr, I32, Ptr, I32},
                                         false),
                       Child.getName() + ".dpopt.aggregate", Child, {1, 2, 3});
  static const char *const ArgNames[] = {"handle", "args",  "grid", "block",
                                         "shmem",  "lists", "when"};
  for (unsigned I = 0; I != F->arg_size(); ++I)
    F->getArg(I)->setName(ArgNames[I]);
  Argument *Lists = F->getArg(5), *When = F->getArg(6);
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", F));
  // A block's first thread's launch (ModeJoinAtLaunch, nothing deferred) in
  // a parent grid of at most MaxDirectJoinAtLaunchBlocks blocks is left to
  // the site at every granularity (a recursion that splits in two, as
  // quicksort's); the runtime relies on it. Tested here, without the call, on
  // the recursion's critical path; inlined at a site, the test folds to the
  // grid-size compare or to nothing (other sites' handles are run-time
  // values: one compare).
  BasicBlock *GridTest = BasicBlock::Create(Ctx, "join.at.launch", F);
  BasicBlock *Direct = BasicBlock::Create(Ctx, "direct", F);
  BasicBlock *ToRuntime = BasicBlock::Create(Ctx, "runtime", F);
  Value *JoinsAtLaunch =
      B.CreateICmpEQ(F->getArg(0), B.getInt32(dpagg_abi::ModeJoinAtLaunch));
  Value *NotDeferred = B.CreateICmpEQ(When, B.getInt32(0));
  B.CreateCondBr(B.CreateAnd(JoinsAtLaunch, NotDeferred), GridTest, ToRuntime);
  B.SetInsertPoint(GridTest);
  B.CreateCondBr(readIsSmallGrid(B), Direct, ToRuntime);
  IRBuilder<>(Direct).CreateRet(B.getTrue());
  B.SetInsertPoint(ToRuntime);
  FunctionCallee Launch = M.getOrInsertFunction(
      "__dpagg_launch",
      FunctionType::get(I32,
                        {Ptr, I32, Ptr, I32, I32, I32, I32, I32, I32, I32, Ptr,
                         Ptr, Ptr, Ptr, I32},
                        false));
  SmallVector<Value *, 15> Args = {generic(B, Desc), F->getArg(0),
                                   F->getArg(1)};
  for (Argument *Dims : {F->getArg(2), F->getArg(3)})
    for (unsigned D = 0; D != 3; ++D)
      Args.push_back(B.CreateLoad(
          I32, B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Dims, 4 * D)));
  // Records whose launch fails come back to run serially; without a serial
  // version the runtime counts them as lost.
  Value *Null = ConstantPointerNull::get(B.getPtrTy());
  Value *Serial = Drain ? static_cast<Value *>(Lists) : Null;
  Value *Defers = B.CreateICmpNE(When, B.getInt32(0));
  Value *DeferList = B.CreateConstInBoundsGEP1_64(B.getPtrTy(), Lists, 1);
  Value *Deferred = B.CreateSelect(Defers, DeferList, Null);
  Args.append({F->getArg(4), &Child, &Agg, Serial, Deferred, When});
  Value *Handled = B.CreateCall(Launch, Args, "dpopt.agg.handled");
  if (Drain)
    B.CreateCall(Drain, {Lists});
  B.CreateRet(B.CreateICmpEQ(Handled, B.getInt32(0), "dpopt.agg.direct"));
  return F;
}

/// Whether \p Kernel, or a function it calls, can run a child serially
/// (a call of child.dpopt.serial that thresholding placed, not the
/// fallback of a failed aggregated launch): 0 when not,
/// DeferAlways when a threshold is fixed at compile time, else
/// DeferIfThresholding (the runtime knows whether any threshold is nonzero).
/// Where the only serial work is the inlined serial path of children that
/// launch, which runs only while aggregation may be on:
/// DeferIfThresholdingAggregating, or DeferIfAggregating when their
/// thresholds are fixed.
static unsigned serialWorkIn(Function &Kernel) {
  using namespace dpagg_abi;
  unsigned Found = 0;
  // The serial path of a child that launches, inlined into the kernel (see
  // the child's decider).
  if (Kernel.hasFnAttribute(SerializedAttr))
    Found = Kernel.getFnAttribute(SerializedAttr).getValueAsString() == "fixed"
                ? DeferIfAggregating
                : DeferIfThresholdingAggregating;
  SmallVector<Function *, 8> Work = {&Kernel};
  SmallPtrSet<Function *, 8> Seen = {&Kernel};
  while (!Work.empty()) {
    Function *F = Work.pop_back_val();
    for (Instruction &I : instructions(*F)) {
      auto *Call = dyn_cast<CallBase>(&I);
      Function *Callee = Call ? Call->getCalledFunction() : nullptr;
      if (!Callee)
        continue;
      if (Call->getMetadata(SerializedMD)) {
        // Other serial work beside a fixed path (of a module thresholded
        // twice, with both kinds of threshold): whenever either may run.
        if (Call->getMetadata(FixedThresholdMD) || Found == DeferIfAggregating)
          return DeferAlways;
        Found = DeferIfThresholding;
      } else if (!Callee->isDeclaration() && Seen.insert(Callee).second) {
        Work.push_back(Callee);
      }
    }
  }
  return Found;
}

unsigned Aggregator::deferWhen(Function &Kernel) {
  auto [It, New] = DeferWhen.try_emplace(&Kernel, 0);
  // Never in a kernel whose barrier follows thread-divergent code: the
  // warp synchronization at a thread's early return would wait for lanes
  // held at the barrier (SerialWorkSafety runs no child serially there).
  if (New)
    It->second = !Versions.divergentBarrierHazard(Kernel).empty() ? 0
                 : Opts.Defer == DeferLaunches::Always ? dpagg_abi::DeferAlways
                 : Opts.Defer == DeferLaunches::Auto   ? serialWorkIn(Kernel)
                                                       : 0;
  return It->second;
}

static FunctionCallee blockHandleFunction(Module &M) {
  LLVMContext &Ctx = M.getContext();
  return M.getOrInsertFunction(
      BlockHandleHook, FunctionType::get(Type::getInt32Ty(Ctx),
                                         {PointerType::getUnqual(Ctx)}, false));
}

std::string aggregationRefusal(const LaunchSite &S, const ChildKernelInfo &CI) {
  SiteNeeds Needs;
  Needs.StagedArguments = true;
  Needs.TailLaunchWhy = "a tail launch runs after the parent grid; aggregated "
                        "children run as soon as their group is complete";
  std::string Why = siteRefusal(S, Needs);
  if (!Why.empty())
    return Why;
  // A launch left in a __device__ function (noinline, recursive, or at -O0
  // optnone: launch inlining reports why) cannot join the kernel's groups of
  // blocks or wait for the thread's exit; aggregated per warp at the site it
  // added the runtime's code to a function compiled apart, over the register
  // limit of bounded callers (dpfuzz_14), and its at-site launches beside
  // lanes in the runtime hung dpfuzz_1006 now and then.
  if (!isKernel(*S.Parent))
    return "the launch is in '" + S.Parent->getName().str() +
           "', not in a kernel: it is launched as written";
  // A tail launch of an aggregated child would wait for the whole
  // aggregated grid.
  if (CI.MakesTailLaunches)
    return "the child makes tail launches";
  std::string Hazard = CI.cloneHazard();
  if (!Hazard.empty())
    return "the child cannot be cloned: " + Hazard;
  // Records keep the arguments 16-byte aligned.
  for (Argument &A : S.Child->args())
    if (kernelParamAlign(A).value() > dpagg_abi::RecordAlign)
      return "a parameter needs more than 16-byte alignment";
  if (!hasAlternativeShape(S))
    return "the launch does not have the expected shape";
  return "";
}

bool Aggregator::aggregateSite(LaunchSite &S, const ChildKernelInfo &CI,
                               std::string &Why) {
  Why = aggregationRefusal(S, CI);
  if (!Why.empty())
    return false;
  auto *Staging = dyn_cast<AllocaInst>(S.ArgStorage);
  Function *Agg = getAggregated(*S.Child, CI, Why);
  if (!Agg) {
    Why = "the child cannot be cloned: " + Why;
    return false;
  }
  Function *SerialRecord = Versions.getAggregatedSerial(*S.Child, CI);
  Function *Drain = nullptr;
  if (SerialRecord) {
    Drain = getSerialDrain(*SerialRecord, Why);
    if (!Drain) {
      Why = "the child cannot be cloned: " + Why;
      return false;
    }
  }
  GlobalVariable *Desc = getDesc(*S.Child, CI);
  bool InKernel = isKernel(*S.Parent);
  // Records launched one by one keep the order of the program's default
  // stream; launches into fire-and-forget streams had none.
  if (isDefaultStream(S.streamKind()))
    addDescFlags(*Desc, dpagg_abi::DescFlagOrderedStream);
  if (ChildVersions::takesArgsAsParams(*Agg))
    addDescFlags(*Desc, dpagg_abi::DescFlagArgsAsParams);

  IRBuilder<> B(S.BufferCall);
  // The parent block's handle, computed once at the kernel's entry (this
  // call stands for it until the hooks are added); launches outside kernels
  // aggregate per warp.
  Value *Block = B.getInt32(dpagg_abi::ModeWarp);
  // When the launches wait for the thread's exit (0: launched at once).
  unsigned When = InKernel ? deferWhen(*S.Parent) : 0;
  // The block's only launch of the child, made by its first thread, once,
  // joins its group itself: the kernel gets no block-wide hooks for it
  // (FirstThreadLaunch.h). Not where launches wait for the thread's exit
  // (leaving the group can launch its chunk), nor beside other sites of the
  // child: the records of a block's launches from several sites form one
  // group only while the block stays in it until its exit (QSORT's streams
  // variant, a launch per half from two sites of one-block grids: every
  // launch alone, 8-18% slower on the H100).
  bool JoinsAtLaunch = false;
  if (InKernel && !When && SitesOfChild.lookup({S.Parent, S.Child}) == 1) {
    DominatorTree DT(*S.Parent);
    LoopInfo LI(DT);
    JoinsAtLaunch = runsInFirstThreadsOnce(*S.BufferCall->getParent(), DT, LI);
  }
  if (JoinsAtLaunch) {
    Block = B.getInt32(dpagg_abi::ModeJoinAtLaunch);
    ++NumJoinAtLaunch;
  } else if (InKernel) {
    CallInst *Handle = B.CreateCall(blockHandleFunction(M), {generic(B, Desc)},
                                    "dpopt.agg.block");
    ChildHooks &H = Hooks[S.Parent][Desc];
    H.Child = S.Child;
    H.Granularity = granularityOf(CI);
    H.Handles.push_back(Handle);
    H.Serial = SerialRecord;
    H.ChildLaunches = CI.LaunchesKernels;
    Block = Handle;
    if (When) {
      H.Deferred = true;
      ++NumDeferredSites;
    }
  }
  Value *Lists = SerialRecord || When ? serialList(*S.Parent)
                                      : ConstantPointerNull::get(B.getPtrTy());
  // The dims' memory holds S.Grid and S.Block here, where they were
  // resolved (right before the buffer request).
  Value *Args[] = {Block,
                   Staging ? static_cast<Value *>(Staging)
                           : ConstantPointerNull::get(B.getPtrTy()),
                   S.GridPtr,
                   S.BlockPtr,
                   S.SharedMem,
                   Lists,
                   B.getInt32(When)};
  CallInst *TakeLaunch = B.CreateCall(
      getSiteHelper(*S.Child, Desc, *Agg, Drain), Args, "dpopt.agg.direct");
  TakeLaunch->setDebugLoc(S.LaunchCall->getDebugLoc());
  addLaunchAlternative(S, TakeLaunch, "dpopt.aggregated");

  static const char *const Names[] = {"off", "warp", "block", "multi-block",
                                      "grid"};
  std::string Recursion;
  if (InKernel && CI.OnLaunchCycle) {
    Recursion = "; the child is recursive";
    if (Opts.RecursiveGranularity == GridGranularity)
      Recursion += ": a level of the recursion is one launch";
    if (oneChildBlockPerBlock(CI))
      Recursion += ", a block of it runs one child block";
  }
  Remarks.transformed(
      S, "Aggregated",
      "launch of '" + S.Child->getName() + "' aggregated into '" +
          Agg->getName() + "' at " +
          (InKernel ? Twine(Names[granularityOf(CI)]) + " granularity"
                    : Twine("warp granularity (the launch is not in a "
                            "kernel)")) +
          " (run-time adjustable)" + Recursion +
          (When ? "; launched from the thread's exit when not aggregated by "
                  "groups of blocks"
                : "") +
          (When == dpagg_abi::DeferIfThresholding
               ? " and thresholding is on (the parent runs children serially)"
               : "") +
          (JoinsAtLaunch ? "; only the block's first thread launches it, "
                           "once: the launch joins its group of blocks itself"
                         : "") +
          (SerialRecord ? ""
                        : "; no serial fallback: the child cannot run "
                          "serially"));
  if (ArgsDescribed.insert(S.Child).second) {
    std::string Params = describeArgsAsParams(*S.Child, *Agg);
    if (!Params.empty())
      Remarks.note(S, "AggregatedArgs", Params);
  }
  ++NumAggregated;
  if (!InKernel)
    ++NumAggregatedPerWarp;
  return true;
}

/// What a remark says of the arguments \p Agg takes as parameters.
std::string Aggregator::describeArgsAsParams(Function &Child,
                                             Function &Agg) const {
  auto It = Uniform.find(&Child);
  if (!ChildVersions::takesArgsAsParams(Agg) || It == Uniform.end())
    return "";
  std::string Names;
  for (unsigned P : It->second.set_bits()) {
    Argument *A = Child.getArg(P);
    Names += (Names.empty() ? "" : ", ") + (A->hasName()
                                                ? "'" + A->getName().str() + "'"
                                                : "#" + std::to_string(P));
  }
  return "'" + Agg.getName().str() + "' takes arguments " + Names + " of '" +
         Child.getName().str() +
         "' as kernel parameters: every record of one aggregated launch "
         "has the same value";
}

/// Whether the calling thread is its block's first (thread index 0, 0, 0).
static Value *emitIsFirstThread(IRBuilder<> &B) {
  Value *TidX = readGeometry(B, GeometryReg::TidX);
  Value *TidY = readGeometry(B, GeometryReg::TidY);
  Value *TidZ = readGeometry(B, GeometryReg::TidZ);
  Value *TidOr = B.CreateOr(B.CreateOr(TidX, TidY), TidZ);
  return B.CreateICmpEQ(TidOr, B.getInt32(0), "dpopt.agg.first");
}

/// Kernel entry, every thread, for the children aggregated by groups of
/// blocks (a run-time choice): the granularities are read inline, and only
/// where some child is grouped in this run does the block's first thread
/// claim the block's cells, with a barrier per child that tells every
/// thread whether it did (a block whose recent blocks rarely launched
/// takes none: see __dpagg_enter), and every thread of a block with a cell
/// get its handle:
///   if (eager_1 | ... | eager_n) {
///     e_i = first thread of the block and eager_i ? __dpagg_enter(desc_i)
///                                                 : eager_i ? EnterGrouped
///                                                           : EnterUngrouped
///     c_i = barrier_or(e_i == EnterClaimed)
///     h_i = c_i ? __dpagg_block(desc_i) : e_i ? ModeWarp : ungrouped_i
///   } else h_i = ungrouped_i (ModeClaimAtLaunch, ModeWarp or ModeOff)
/// and before every return, with the launches of desc_i deferred:
///   if (__dpagg_flush(desc_i, deferred))
///     __dpagg_flush_launch(desc_i, deferred, serial);
///   if (h_i >= 0) __dpagg_exit(desc_i, h_i).
/// A child that launches kernels, at grid granularity while some threshold
/// may be nonzero, is not eager: the block claims its cell at its first
/// launch (ModeClaimAtLaunch), where the kernel's one exit can wait for the
/// whole block, and there
///   if (h_i == ModeClaimAtLaunch && barrier_or(launched_i) && first thread)
///     __dpagg_leave(desc_i, serial).
/// A recursion's last level launches nothing: its blocks (TD on treea:
/// 3.5M a run) took a cell at entry, found it and freed it at exit for
/// nothing, and its blocks always claim at grid granularity
/// (__dpagg_enter). With thresholding a block joins its group at its first
/// launch in either case, so the group's launches are the same.
/// A thread of a kernel whose children are not grouped calls no hook but
/// the flush.
void Aggregator::addHooks(
    Function &Kernel, const MapVector<GlobalVariable *, ChildHooks> &Children) {
  using namespace dpagg_abi;
  LLVMContext &Ctx = M.getContext();
  Type *Ptr = PointerType::getUnqual(Ctx), *I32 = Type::getInt32Ty(Ctx);
  FunctionCallee Enter = M.getOrInsertFunction(
      BlockEnterHook, FunctionType::get(I32, {Ptr}, false));
  FunctionCallee Exit = M.getOrInsertFunction(
      BlockExitHook,
      FunctionType::get(Type::getVoidTy(Ctx), {Ptr, I32, Ptr}, false));

  // Which children's blocks may claim their cells at their first launch.
  std::string ExitBarrierWhy = Versions.exitBarrierHazard(Kernel);
  SmallVector<bool, 4> MayClaimAtLaunch;
  for (auto &[Desc, H] : Children) {
    if (!H.ChildLaunches) {
      MayClaimAtLaunch.push_back(false);
      continue;
    }
    MayClaimAtLaunch.push_back(ExitBarrierWhy.empty());
    std::string Blocks = "blocks of '" + Kernel.getName().str() + "'";
    std::string Child = "'" + H.Child->getName().str() + "'";
    emitKernelRemark(
        Kernel, RemarkKind::Analysis, "ClaimAtLaunch",
        ExitBarrierWhy.empty()
            ? "at grid granularity, while thresholds may be nonzero, " +
                  Blocks + " take their cell for " + Child +
                  " at their first launch, not at their entry: a block that "
                  "launches nothing takes none (its threads meet at a "
                  "barrier at the kernel's exit)"
            : Blocks + " take their cell for " + Child +
                  " at their entry, also where they launch nothing: " +
                  ExitBarrierWhy);
  }
  bool AnyClaimAtLaunch = is_contained(MayClaimAtLaunch, true);
  if (AnyClaimAtLaunch)
    mergeReturns(Kernel);

  SmallVector<ReturnInst *, 4> Returns;
  for (BasicBlock &BB : Kernel)
    if (auto *Ret = dyn_cast<ReturnInst>(BB.getTerminator()))
      Returns.push_back(Ret);

  Instruction *Start = &*Kernel.getEntryBlock().getFirstNonPHIOrDbgOrAlloca();
  IRBuilder<> B(Start);
  Value *ThresholdMayBeNonzero =
      AnyClaimAtLaunch ? emitThresholdMayBeNonzero(B, "dpopt.agg.thresholding")
                       : nullptr;
  Value *AnyEager = nullptr;
  SmallVector<Value *, 4> Eager;        // each child's entry claims
  SmallVector<Value *, 4> Ungrouped;    // each child's handle when not eager
  SmallVector<Value *, 4> GroupedEntry; // what __dpagg_enter says of it
  // Per child: whether blocks claim at launch in this run (false where they
  // never do), and whether this thread launched it (null where never).
  SmallVector<Value *, 4> ClaimsAtLaunch;
  SmallVector<AllocaInst *, 4> Launched;
  unsigned Index = 0;
  for (auto &[Desc, H] : Children) {
    Value *G =
        emitRuntimeParam(B, RuntimeParam::AggGranularity, *H.Child,
                         B.getInt32(H.Granularity), "dpopt.agg.granularity");
    // Values past grid granularity mean off (the runtime's granularityOf).
    Value *Grouped = B.CreateICmpULE(
        B.CreateSub(G, B.getInt32(BlockGranularity)),
        B.getInt32(GridGranularity - BlockGranularity), "dpopt.agg.grouped");
    Value *AtLaunch = B.getFalse();
    if (MayClaimAtLaunch[Index])
      AtLaunch =
          B.CreateAnd(B.CreateICmpEQ(G, B.getInt32(GridGranularity)),
                      ThresholdMayBeNonzero, "dpopt.agg.claim.at.launch");
    Value *Claims =
        MayClaimAtLaunch[Index]
            ? B.CreateAnd(Grouped, B.CreateNot(AtLaunch), "dpopt.agg.eager")
            : Grouped;
    Eager.push_back(Claims);
    AnyEager = AnyEager ? B.CreateOr(AnyEager, Claims) : Claims;
    GroupedEntry.push_back(B.CreateSelect(Claims, B.getInt32(EnterGrouped),
                                          B.getInt32(EnterUngrouped)));
    Value *NotGrouped =
        B.CreateSelect(B.CreateICmpEQ(G, B.getInt32(WarpGranularity)),
                       B.getInt32(ModeWarp), B.getInt32(ModeOff));
    AllocaInst *Flag = nullptr;
    if (MayClaimAtLaunch[Index]) {
      NotGrouped =
          B.CreateSelect(AtLaunch, B.getInt32(ModeClaimAtLaunch), NotGrouped);
      Flag = new AllocaInst(
          B.getInt1Ty(), Kernel.getDataLayout().getAllocaAddrSpace(),
          "dpopt.agg.launched", Kernel.getEntryBlock().getFirstInsertionPt());
      B.CreateStore(B.getFalse(), Flag);
      for (CallInst *Use : H.Handles)
        new StoreInst(B.getTrue(), Flag, Use->getIterator());
    }
    ClaimsAtLaunch.push_back(AtLaunch);
    Launched.push_back(Flag);
    Ungrouped.push_back(NotGrouped);
    ++Index;
  }
  // Per child: the chunk that the block's first thread releases at the exit
  // for the whole block (null: none).
  SmallVector<Value *, 4> ChunkAtExit(Children.size(), nullptr);
  for (auto [Flag, AtLaunch, Chunk] :
       zip(Launched, ClaimsAtLaunch, ChunkAtExit))
    if (Flag) {
      Chunk = releaseChunkAtExit(Kernel, AtLaunch);
      break;
    }
  BasicBlock *Head = B.GetInsertBlock();
  BasicBlock *Joined = Head->splitBasicBlock(Start, "dpopt.agg.joined");
  auto NewBlock = [&](const Twine &Name) {
    return BasicBlock::Create(Ctx, Name, &Kernel, Joined);
  };
  BasicBlock *EnterBB = NewBlock("dpopt.agg.enter");
  Head->getTerminator()->eraseFromParent();
  B.SetInsertPoint(Head);
  B.CreateCondBr(AnyEager, EnterBB, Joined);

  // Only the block's first thread can claim a cell: the others would call
  // __dpagg_enter to hear EnterGrouped (or EnterUngrouped, for a child whose
  // granularity read above is not a group one), and on a kernel whose
  // threads mostly return at once (a graph level's inactive vertices) those
  // calls were a fifth of its instructions.
  B.SetInsertPoint(EnterBB);
  BasicBlock *ClaimBB = NewBlock("dpopt.agg.claim");
  BasicBlock *SyncBB = NewBlock("dpopt.agg.sync");
  B.CreateCondBr(emitIsFirstThread(B), ClaimBB, SyncBB);
  B.SetInsertPoint(ClaimBB);
  SmallVector<Value *, 4> Claims;
  Index = 0;
  for (auto &Entry : Children) {
    if (!MayClaimAtLaunch[Index++]) {
      Claims.push_back(
          B.CreateCall(Enter, {generic(B, Entry.first)}, "dpopt.agg.e"));
      continue;
    }
    // A child that claims at launch in this run: no call.
    BasicBlock *Call = NewBlock("dpopt.agg.claim.entry"),
               *After = NewBlock("dpopt.agg.claim.next");
    BasicBlock *From = B.GetInsertBlock();
    B.CreateCondBr(Eager[Index - 1], Call, After);
    B.SetInsertPoint(Call);
    Value *E = B.CreateCall(Enter, {generic(B, Entry.first)}, "dpopt.agg.e");
    B.CreateBr(After);
    B.SetInsertPoint(After);
    PHINode *Phi = B.CreatePHI(I32, 2, "dpopt.agg.e");
    Phi->addIncoming(E, Call);
    Phi->addIncoming(B.getInt32(EnterUngrouped), From);
    Claims.push_back(Phi);
  }
  BasicBlock *ClaimEnd = B.GetInsertBlock();
  B.CreateBr(SyncBB);

  // One barrier per child, which every thread meets (also where the first
  // thread's call said ungrouped: the granularity it read changed), before
  // any branch on what they say: whether the block's first thread claimed
  // the child's cell.
  B.SetInsertPoint(SyncBB);
  SmallVector<PHINode *, 4> Entered;
  for (auto [Claim, NotFirst] : zip(Claims, GroupedEntry)) {
    PHINode *E = B.CreatePHI(I32, 2, "dpopt.agg.entered");
    E->addIncoming(Claim, ClaimEnd);
    E->addIncoming(NotFirst, EnterBB);
    Entered.push_back(E);
  }
  SmallVector<Value *, 4> Claimed, NoCell;
  Index = 0;
  for (PHINode *E : Entered) {
    Claimed.push_back(emitBlockBarrierOr(
        B, B.CreateICmpEQ(E, B.getInt32(EnterClaimed)), "dpopt.agg.claimed"));
    // A grouped child of a block without a cell aggregates per warp.
    NoCell.push_back(
        B.CreateSelect(B.CreateICmpNE(E, B.getInt32(EnterUngrouped)),
                       B.getInt32(ModeWarp), Ungrouped[Index++]));
  }
  SmallVector<Value *, 4> Handles;
  Index = 0;
  for (auto &Entry : Children) {
    BasicBlock *Find = NewBlock("dpopt.agg.find"),
               *Found = NewBlock("dpopt.agg.found");
    BasicBlock *From = B.GetInsertBlock();
    B.CreateCondBr(Claimed[Index], Find, Found);
    B.SetInsertPoint(Find);
    CallInst *Call = B.CreateCall(blockHandleFunction(M),
                                  {generic(B, Entry.first)}, "dpopt.agg.block");
    B.CreateBr(Found);
    B.SetInsertPoint(Found);
    PHINode *H = B.CreatePHI(I32, 2, "dpopt.agg.cellhandle");
    H->addIncoming(Call, Find);
    H->addIncoming(NoCell[Index], From);
    Handles.push_back(H);
    ++Index;
  }
  BasicBlock *Last = B.GetInsertBlock();
  B.CreateBr(Joined);

  Index = 0;
  for (auto &[Desc, H] : Children) {
    B.SetInsertPoint(Joined, Joined->begin());
    PHINode *Handle = B.CreatePHI(I32, 2, "dpopt.agg.handle");
    Handle->addIncoming(Ungrouped[Index], Head);
    Handle->addIncoming(Handles[Index], Last);
    AllocaInst *Flag = Launched[Index];
    Value *AtLaunch = ClaimsAtLaunch[Index];
    Value *Chunk = ChunkAtExit[Index];
    ++Index;
    for (CallInst *Use : H.Handles) {
      Use->replaceAllUsesWith(Handle);
      Use->eraseFromParent();
    }
    for (ReturnInst *Ret : Returns) {
      // Before the block's spread of held children, which waits for the
      // whole block: the deferred launches do not wait for it.
      Instruction *At = exitPointBefore(*Ret);
      IRBuilder<> RB(At);
      Value *List = ConstantPointerNull::get(RB.getPtrTy());
      if (H.Serial)
        List = serialList(Kernel);
      if (H.Deferred) {
        // The warp's threads call the flush, which waits for the warp, only
        // where one of them has chunks deferred (a vote of the whole warp,
        // as uniform as the flush's wait): the flush's call and its reads
        // of the run-time parameters were most of the exit of a warp that
        // launched nothing, on a graph level's inactive vertices 22% of
        // the parent's stall samples. Only the threads with chunks then
        // call the launches.
        FunctionCallee Flush = M.getOrInsertFunction(
            DeferredFlushHook, FunctionType::get(I32, {Ptr, Ptr}, false));
        FunctionCallee Launch = M.getOrInsertFunction(
            DeferredLaunchHook,
            FunctionType::get(Type::getVoidTy(Ctx), {Ptr, Ptr, Ptr}, false));
        Value *Deferred = deferredList(Kernel);
        Value *Mine = RB.CreateIsNotNull(
            RB.CreateLoad(Ptr, Deferred, "dpopt.agg.deferred.head"));
        Value *Warp = RB.CreateCall(Intrinsic::getOrInsertDeclaration(
                                        &M, Intrinsic::nvvm_vote_any_sync),
                                    {emitWarpLanes(RB), Mine},
                                    "dpopt.agg.warp.deferring");
        Instruction *Flushes = SplitBlockAndInsertIfThen(Warp, At, false);
        Flushes->getParent()->setName("dpopt.agg.flushwarp");
        IRBuilder<> WB(Flushes);
        Value *Has = WB.CreateCall(Flush, {generic(WB, Desc), Deferred},
                                   "dpopt.agg.deferring");
        Instruction *Launches = SplitBlockAndInsertIfThen(
            WB.CreateICmpNE(Has, WB.getInt32(0)), Flushes, false);
        Launches->getParent()->setName("dpopt.agg.flush");
        IRBuilder<> FB(Launches);
        FB.CreateCall(Launch, {generic(FB, Desc), Deferred, List});
        RB.SetInsertPoint(At);
      }
      // A negative handle has no block cell to leave.
      Instruction *Leave = SplitBlockAndInsertIfThen(
          RB.CreateICmpSGE(Handle, RB.getInt32(0), "dpopt.agg.cell"), At,
          false);
      Leave->getParent()->setName("dpopt.agg.exit");
      IRBuilder<> LB(Leave);
      LB.CreateCall(Exit, {generic(LB, Desc), Handle, List});
      if (Flag)
        addLeaveAtExit(At, Desc, AtLaunch, Flag, List, Chunk);
      if (H.Serial) {
        // The site that set H.Serial made the drain.
        std::string Unused;
        RB.SetInsertPoint(At);
        RB.CreateCall(getSerialDrain(*H.Serial, Unused), {List});
      }
    }
  }
  ++NumHookedKernels;
}

/// In an aggregated kernel (its threads each release their chunk once,
/// __dpagg_done), where its blocks claim at launch in this run (\p AtLaunch)
/// and so meet at the exit: the threads' releases made only where they do
/// not, and the chunk returned for the block's first thread to release for
/// the whole block there (__dpagg_done_block); else null. A level of a
/// recursion is one chunk, which all its blocks' warps released with an
/// atomic add to one word.
Value *Aggregator::releaseChunkAtExit(Function &Kernel, Value *AtLaunch) {
  SmallVector<CallInst *, 2> Dones;
  for (Instruction &I : instructions(Kernel))
    if (auto *Call = dyn_cast<CallInst>(&I))
      if (Function *F = Call->getCalledFunction();
          F && F->isDeclaration() && F->getName() == ChunkDoneName &&
          Call->arg_size() == 1)
        Dones.push_back(Call);
  if (Dones.empty() || !isa<Argument>(Dones.front()->getArgOperand(0)) ||
      any_of(Dones, [&](CallInst *Call) {
        return Call->getArgOperand(0) != Dones.front()->getArgOperand(0);
      }))
    return nullptr;
  for (CallInst *Done : Dones) {
    IRBuilder<> B(Done);
    Instruction *Then =
        SplitBlockAndInsertIfThen(B.CreateNot(AtLaunch), Done, false);
    Then->getParent()->setName("dpopt.agg.done");
    Done->moveBefore(Then->getIterator());
  }
  return Dones.front()->getArgOperand(0);
}

/// Before \p At, the one exit of a kernel whose blocks may claim their cells
/// for \p Desc at their first launch: where they do in this run (\p AtLaunch,
/// read from the run-time parameters alone, as the divergent-barrier test
/// of coarsening and deferral knows: the handle is then ModeClaimAtLaunch),
/// every thread meets the others at a barrier that says whether one
/// launched (\p Flag); if so, the block's first thread frees the cell and
/// leaves the group. It also releases \p Chunk for the block, if given
/// (releaseChunkAtExit).
void Aggregator::addLeaveAtExit(Instruction *At, GlobalVariable *Desc,
                                Value *AtLaunch, AllocaInst *Flag, Value *List,
                                Value *Chunk) {
  LLVMContext &Ctx = M.getContext();
  Type *Ptr = PointerType::getUnqual(Ctx), *I32 = Type::getInt32Ty(Ctx);
  FunctionCallee Leave = M.getOrInsertFunction(
      BlockLeaveHook,
      FunctionType::get(Type::getVoidTy(Ctx), {Ptr, Ptr}, false));
  IRBuilder<> B(At);
  Instruction *Meet = SplitBlockAndInsertIfThen(AtLaunch, At, false);
  Meet->getParent()->setName("dpopt.agg.meet");
  B.SetInsertPoint(Meet);
  // Not aligned: the threads come from wherever they returned.
  Value *Any = emitBlockBarrierOr(
      B, B.CreateLoad(B.getInt1Ty(), Flag, "dpopt.agg.launched.here"),
      "dpopt.agg.block.launched", /*Aligned=*/false);
  Value *First = emitIsFirstThread(B);
  Instruction *Call = SplitBlockAndInsertIfThen(
      B.CreateAnd(Any, First, "dpopt.agg.leaves"), Meet, false);
  Call->getParent()->setName("dpopt.agg.leave");
  B.SetInsertPoint(Call);
  B.CreateCall(Leave, {generic(B, Desc), List});
  if (!Chunk)
    return;
  B.SetInsertPoint(Meet);
  Instruction *Release = SplitBlockAndInsertIfThen(First, Meet, false);
  Release->getParent()->setName("dpopt.agg.release");
  B.SetInsertPoint(Release);
  FunctionCallee Done = M.getOrInsertFunction(
      BlockChunkDoneName,
      FunctionType::get(Type::getVoidTy(Ctx), {Ptr, I32}, false));
  B.CreateCall(Done, {Chunk, emitBlockPosition(B).Threads});
}

/// Rounds: the aggregated version of a child that launches kernels holds
/// the child's launch sites, and the next round aggregates them (with the
/// versions the first made: a recursion ends where it finds its own), so
/// that each level of a nest or recursion runs as few launches. A version
/// is made from its child before any site of the round changes, as the
/// child was written (its launches not yet rewritten, no hooks).
bool Aggregator::run() {
  // Each round after the first has new versions to work on; a bound all
  // the same.
  constexpr unsigned MaxRounds = 16;
  bool Changed = false;
  SmallPtrSet<Function *, 8> Round, Next;
  for (unsigned N = 0; N == 0 || (!Round.empty() && N != MaxRounds); ++N) {
    Next.clear();
    SitesOfChild.clear();
    auto Prepare = [&](LaunchSite &S, const ChildKernelInfo &CI) {
      ++SitesOfChild[{S.Parent, S.Child}];
      std::string Why;
      if (!CI.LaunchesKernels || !aggregationRefusal(S, CI).empty() ||
          M.getFunction(ChildVersions::aggregatedName(*S.Child)))
        return;
      if (Function *Agg = getAggregated(*S.Child, CI, Why))
        Next.insert(Agg);
    };
    Changed |= transformLaunchSites(
        M, FAM, Remarks, "NotAggregated", "aggregated",
        [&](LaunchSite &S, const ChildKernelInfo &CI, std::string &Why) {
          return aggregateSite(S, CI, Why);
        },
        Prepare, N ? &Round : nullptr);
    for (auto &[Kernel, Children] : Hooks) {
      addHooks(*Kernel, Children);
      FAM.invalidate(*Kernel, PreservedAnalyses::none());
    }
    Hooks.clear();
    Round = Next;
  }
  placeSiteHelpers(M);
  return Changed;
}

bool aggregateLaunches(Module &M, ModuleAnalysisManager &MAM,
                       const AggregationOptions &Opts,
                       const UniformLaunchArgs *AsWritten) {
  return Aggregator(M, MAM, Opts, AsWritten).run();
}

PreservedAnalyses AggregationPass::run(Module &M, ModuleAnalysisManager &MAM) {
  if (!M.getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  bool Changed = isLaunchInliningEnabled() && inlineLaunchingFunctions(M, MAM);
  Changed |= normalizeLaunchesForTransforms(M, MAM);
  Changed |= aggregateLaunches(M, MAM, Opts);
  if (Changed)
    applyRegisterBudgets(M, MAM);
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dpopt
