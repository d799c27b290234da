//===- Aggregation.cpp - One launch for the children of many parents -----===//

#include "DPOpt/Aggregation.h"
#include "DPOpt/ChildVersions.h"
#include "DPOpt/Coarsening.h"
#include "DPOpt/LaunchNormalization.h"
#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/Remarks.h"
#include "dpagg_abi.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;

#define DEBUG_TYPE "dpopt"

STATISTIC(NumAggregated, "Launch sites aggregated");
STATISTIC(NumAggregatedPerWarp,
          "Launch sites aggregated per warp only (not in a kernel)");
STATISTIC(NumHookedKernels, "Parent kernels given aggregation entry/exit");

static cl::opt<bool> EnableAggregation(
    "dpopt-aggregation", cl::init(true),
    cl::desc("DPOpt: launch the children of many parent threads as one grid"));
static cl::opt<std::string> GranularityOpt(
    "dpopt-agg-granularity", cl::init("multiblock"),
    cl::desc("DPOpt: default aggregation granularity (off, warp, block, "
             "multiblock, grid); DPOPT_AGG overrides it at run time"));
static cl::opt<unsigned> GroupBlocksOpt(
    "dpopt-agg-group-blocks", cl::init(8),
    cl::desc("DPOpt: parent blocks per multi-block aggregation group"));
static cl::opt<unsigned> AggThresholdOpt(
    "dpopt-agg-threshold", cl::init(1),
    cl::desc("DPOpt: at warp and block granularity, aggregate only when at "
             "least this many threads launch"));

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

AggregationOptions aggregationOptionsFromCommandLine() {
  AggregationOptions O;
  if (!parseGranularity(GranularityOpt, O.Granularity))
    report_fatal_error("-dpopt-agg-granularity: expected off, warp, block, "
                       "multiblock or grid");
  O.GroupBlocks = GroupBlocksOpt;
  O.Threshold = AggThresholdOpt;
  O.CoarsenFactor = coarseningOptionsFromCommandLine().Factor;
  return O;
}

bool isAggregationEnabled() { return EnableAggregation; }

namespace {

class Aggregator {
  Module &M;
  const AggregationOptions &Opts;
  LaunchRemarks Remarks;
  FunctionAnalysisManager &FAM;
  ChildVersions Versions;
  /// Per child: its descriptor.
  DenseMap<Function *, GlobalVariable *> Descs;
  /// Per parent kernel and aggregated child (its descriptor): the calls that
  /// stand for the block's handle until the kernel's entry computes it, and
  /// the child's serial version (null: none).
  struct ChildHooks {
    SmallVector<CallInst *, 2> Handles;
    Function *Serial = nullptr;
  };
  MapVector<Function *, MapVector<GlobalVariable *, ChildHooks>> Hooks;
  /// Per function: the list of records to run serially that the runtime
  /// fills (a local variable).
  DenseMap<Function *, Value *> SerialLists;

public:
  Aggregator(Module &M, ModuleAnalysisManager &MAM,
             const AggregationOptions &Opts)
      : M(M), Opts(Opts), Remarks(MAM, M),
        FAM(MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager()),
        Versions(M, FAM) {}

  bool run();

private:
  bool aggregateSite(LaunchSite &S, const ChildKernelInfo &CI,
                     std::string &Why);
  GlobalVariable *getDesc(Function &Child, const ChildKernelInfo &CI);
  void addHooks(Function &Kernel,
                const MapVector<GlobalVariable *, ChildHooks> &Children);
  Value *serialList(Function &F);
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
      Versions.coarseningHazard(Child, CI).empty() ? 0 : DescFlagNoCoarsening;
  // Header (see dpagg_abi.h), then the zeroed slot table.
  Constant *Header[] = {
      ConstantInt::get(I64, hashKernelName(Child.getName())),
      ConstantInt::get(I64, hashKernelName(functionBaseName(Child.getName()))),
      ConstantInt::get(I32, ArgsSize),
      ConstantInt::get(I32, RecordSize),
      ConstantInt::get(I32, launchBoundThreads(CI)),
      ConstantInt::get(I32, Opts.Granularity),
      ConstantInt::get(I32, Opts.GroupBlocks),
      ConstantInt::get(I32, Opts.Threshold),
      ConstantInt::get(I32, Opts.CoarsenFactor),
      ConstantInt::get(I32, Flags),
      ConstantAggregateZero::get(ArrayType::get(I64, 2))};
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

static Value *generic(IRBuilder<> &B, Value *V) {
  return B.CreateAddrSpaceCast(V, B.getPtrTy());
}

/// The child's drain (child.dpopt.aggdrain, one per child): runs the
/// records the runtime hands back to run serially (their launch failed), with
/// a direct call of the serial version; a function, so that the launch site
/// keeps its shape for the passes after this one.
///   while ((r = __dpagg_serial_record(list))) child.dpopt.aggserial(r);
static Function *getSerialDrain(Function &Serial) {
  Module &M = *Serial.getParent();
  LLVMContext &Ctx = M.getContext();
  StringRef Base = Serial.getName();
  Base.consume_back(".aggserial"); // child.dpopt.aggserial
  std::string Name = (Base + ".aggdrain").str();
  if (Function *F = M.getFunction(Name))
    return F;
  Type *Ptr = PointerType::getUnqual(Ctx);
  FunctionCallee Next = M.getOrInsertFunction(
      "__dpagg_serial_record", FunctionType::get(Ptr, {Ptr}, false));
  Function *F =
      Function::Create(FunctionType::get(Type::getVoidTy(Ctx), {Ptr}, false),
                       GlobalValue::InternalLinkage, Name, M);
  F->addFnAttr(Attribute::NoUnwind);
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
  Value *&List = SerialLists[&F];
  if (List)
    return List;
  BasicBlock &Entry = F.getEntryBlock();
  IRBuilder<> B(&Entry, Entry.begin());
  const DataLayout &DL = M.getDataLayout();
  AllocaInst *A = B.CreateAlloca(B.getPtrTy(), DL.getAllocaAddrSpace(), nullptr,
                                 "dpopt.agg.serial.list");
  List = A->getType()->getPointerAddressSpace() == 0
             ? static_cast<Value *>(A)
             : B.CreateAddrSpaceCast(A, B.getPtrTy());
  // Empty from the start (after the entry's allocas, which must stay
  // static); every drain leaves it empty again, so the launch and exit calls
  // need no store of their own.
  B.SetInsertPoint(Entry.getFirstNonPHIOrDbgOrAlloca());
  B.CreateStore(ConstantPointerNull::get(B.getPtrTy()), List);
  return List;
}

static FunctionCallee blockHandleFunction(Module &M) {
  LLVMContext &Ctx = M.getContext();
  return M.getOrInsertFunction(
      "__dpagg_block", FunctionType::get(Type::getInt32Ty(Ctx),
                                         {PointerType::getUnqual(Ctx)}, false));
}

bool Aggregator::aggregateSite(LaunchSite &S, const ChildKernelInfo &CI,
                               std::string &Why) {
  SiteNeeds Needs;
  Needs.StagedArguments = true;
  Needs.TailLaunchWhy = "a tail launch runs after the parent grid; aggregated "
                        "children run as soon as their group is complete";
  Why = siteRefusal(S, Needs);
  if (!Why.empty())
    return false;
  auto *Staging = dyn_cast<AllocaInst>(S.ArgStorage);
  if (CI.LaunchesKernels) {
    Why = "the child launches kernels itself (nested or recursive launches "
          "are launched directly)";
    return false;
  }
  std::string Hazard = CI.cloneHazard();
  if (!Hazard.empty()) {
    Why = "the child cannot be cloned: " + Hazard;
    return false;
  }
  // Records keep the arguments 16-byte aligned.
  for (Argument &A : S.Child->args()) {
    if (kernelParamAlign(A).value() > dpagg_abi::RecordAlign) {
      Why = "a parameter needs more than 16-byte alignment";
      return false;
    }
  }
  if (!hasAlternativeShape(S)) {
    Why = "the launch does not have the expected shape";
    return false;
  }
  Function *Agg = Versions.getAggregated(*S.Child, CI, Why);
  if (!Agg) {
    Why = "the child cannot be cloned: " + Why;
    return false;
  }
  Function *SerialRecord = Versions.getAggregatedSerial(*S.Child, CI);
  GlobalVariable *Desc = getDesc(*S.Child, CI);
  bool InKernel = S.Parent->getCallingConv() == CallingConv::PTX_Kernel;

  IRBuilder<> B(S.BufferCall);
  Type *Ptr = B.getPtrTy(), *I32 = B.getInt32Ty();
  FunctionCallee Launch = M.getOrInsertFunction(
      "__dpagg_launch", FunctionType::get(I32,
                                          {Ptr, I32, Ptr, I32, I32, I32, I32,
                                           I32, I32, I32, Ptr, Ptr, Ptr},
                                          false));
  // The parent block's handle, computed once at the kernel's entry (this
  // call stands for it until the hooks are added); launches outside kernels
  // aggregate per warp.
  Value *Block = B.getInt32(dpagg_abi::ModeWarp);
  if (InKernel) {
    CallInst *Handle = B.CreateCall(blockHandleFunction(M), {generic(B, Desc)},
                                    "dpopt.agg.block");
    ChildHooks &H = Hooks[S.Parent][Desc];
    H.Handles.push_back(Handle);
    H.Serial = SerialRecord;
    Block = Handle;
  }
  // Records whose launch fails come back here to run serially; without a
  // serial version the runtime counts them as lost.
  Value *List = ConstantPointerNull::get(B.getPtrTy());
  if (SerialRecord)
    List = serialList(*S.Parent);
  Value *Args[] = {generic(B, Desc),
                   Block,
                   Staging ? static_cast<Value *>(Staging)
                           : ConstantPointerNull::get(B.getPtrTy()),
                   S.Grid[0],
                   S.Grid[1],
                   S.Grid[2],
                   S.Block[0],
                   S.Block[1],
                   S.Block[2],
                   S.SharedMem,
                   S.Child,
                   Agg,
                   List};
  CallInst *Handled = B.CreateCall(Launch, Args, "dpopt.agg.handled");
  Handled->setDebugLoc(S.LaunchCall->getDebugLoc());
  Value *TakeLaunch =
      B.CreateICmpEQ(Handled, B.getInt32(0), "dpopt.agg.direct");
  if (SerialRecord)
    B.CreateCall(getSerialDrain(*SerialRecord), {List});
  addLaunchAlternative(S, TakeLaunch, "dpopt.aggregated");

  static const char *const Names[] = {"off", "warp", "block", "multi-block",
                                      "grid"};
  Remarks.transformed(
      S, "Aggregated",
      "launch of '" + S.Child->getName() + "' aggregated into '" +
          Agg->getName() + "' at " +
          (InKernel ? Twine(Names[Opts.Granularity]) + " granularity"
                    : Twine("warp granularity (the launch is not in a "
                            "kernel)")) +
          " (run-time adjustable)" +
          (SerialRecord ? ""
                        : "; no serial fallback: the child cannot run "
                          "serially"));
  ++NumAggregated;
  if (!InKernel)
    ++NumAggregatedPerWarp;
  return true;
}

/// Kernel entry, every thread, for the children aggregated by groups of
/// blocks (a run-time choice): the block's first thread joins the groups,
/// one barrier, then every thread gets the block's handle:
///   g_i = __dpagg_enter(desc_i); if (g_1 | ... | g_n) __syncthreads();
///   h_i = __dpagg_block(desc_i)
/// and before every return: __dpagg_exit(desc_i, h_i).
void Aggregator::addHooks(
    Function &Kernel, const MapVector<GlobalVariable *, ChildHooks> &Children) {
  LLVMContext &Ctx = M.getContext();
  Type *Ptr = PointerType::getUnqual(Ctx), *I32 = Type::getInt32Ty(Ctx);
  FunctionCallee Enter = M.getOrInsertFunction(
      "__dpagg_enter", FunctionType::get(I32, {Ptr}, false));
  FunctionCallee Exit = M.getOrInsertFunction(
      "__dpagg_exit",
      FunctionType::get(Type::getVoidTy(Ctx), {Ptr, I32, Ptr}, false));

  SmallVector<ReturnInst *, 4> Returns;
  for (BasicBlock &BB : Kernel)
    if (auto *Ret = dyn_cast<ReturnInst>(BB.getTerminator()))
      Returns.push_back(Ret);

  Instruction *Start = &*Kernel.getEntryBlock().getFirstNonPHIOrDbgOrAlloca();
  IRBuilder<> B(Start);
  Value *Grouped = nullptr;
  for (auto &Entry : Children) {
    Value *G = B.CreateICmpNE(B.CreateCall(Enter, {generic(B, Entry.first)}),
                              B.getInt32(0), "dpopt.agg.grouped");
    Grouped = Grouped ? B.CreateOr(Grouped, G) : G;
  }
  Instruction *Sync = SplitBlockAndInsertIfThen(Grouped, Start, false);
  Sync->getParent()->setName("dpopt.agg.sync");
  B.SetInsertPoint(Sync);
  emitBlockBarrier(B);
  Start->getParent()->setName("dpopt.agg.joined");
  B.SetInsertPoint(Start);
  for (auto &[Desc, H] : Children) {
    CallInst *Handle = B.CreateCall(blockHandleFunction(M), {generic(B, Desc)},
                                    "dpopt.agg.block");
    for (CallInst *Use : H.Handles) {
      Use->replaceAllUsesWith(Handle);
      Use->eraseFromParent();
    }
    for (ReturnInst *Ret : Returns) {
      IRBuilder<> RB(Ret);
      Value *List = ConstantPointerNull::get(RB.getPtrTy());
      if (H.Serial)
        List = serialList(Kernel);
      RB.CreateCall(Exit, {generic(RB, Desc), Handle, List});
      if (H.Serial)
        RB.CreateCall(getSerialDrain(*H.Serial), {List});
    }
  }
  ++NumHookedKernels;
}

bool Aggregator::run() {
  bool Changed = transformLaunchSites(
      M, FAM, Remarks, "NotAggregated", "aggregated",
      [&](LaunchSite &S, const ChildKernelInfo &CI, std::string &Why) {
        return aggregateSite(S, CI, Why);
      });
  for (auto &[Kernel, Children] : Hooks) {
    addHooks(*Kernel, Children);
    FAM.invalidate(*Kernel, PreservedAnalyses::none());
  }
  return Changed;
}

bool aggregateLaunches(Module &M, ModuleAnalysisManager &MAM,
                       const AggregationOptions &Opts) {
  return Aggregator(M, MAM, Opts).run();
}

PreservedAnalyses AggregationPass::run(Module &M, ModuleAnalysisManager &MAM) {
  if (!M.getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  bool Changed = normalizeLaunchesForTransforms(M, MAM);
  Changed |= aggregateLaunches(M, MAM, Opts);
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dpopt
