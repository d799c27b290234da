//===- Thresholding.cpp - Serialize small child grids ---------------------===//

#include "DPOpt/Thresholding.h"
#include "DPOpt/ChildVersions.h"
#include "DPOpt/DesiredThreads.h"
#include "DPOpt/KernelCloner.h"
#include "DPOpt/LaunchNormalization.h"
#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/Remarks.h"
#include "DPOpt/ResourceBudget.h"
#include "DPOpt/SerialWorkSafety.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

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
             "threads (0: always launch; default: 512 for a child whose "
             "threads run no loop, 128 for the others); DPOPT_THRESHOLD "
             "overrides it at run time"));
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
  return O;
}

bool isThresholdingEnabled() { return EnableThresholding; }

namespace {

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
  Function *getDecider(Function &Child, Function &Serial,
                       const ChildKernelInfo &CI);
};

} // namespace

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
      Threads = B.CreateMul(B.CreateZExt(S.Grid[D], I64),
                            B.CreateZExt(S.Block[D], I64), "dpopt.gb");
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
  Function *Serial = Versions.getSerial(*S.Child, Why);
  if (!Serial) {
    Why = "the child cannot be cloned: " + Why;
    return false;
  }

  DominatorTree &DT = FAM.getResult<DominatorTreeAnalysis>(*S.Parent);
  IRBuilder<> B(S.BufferCall);
  std::string How;
  Value *Threads = desiredThreads(B, S, DT, How);
  // The dims' memory holds S.Grid and S.Block here, where they were
  // resolved (right before the buffer request).
  CallInst *UseLaunch =
      B.CreateCall(getDecider(*S.Child, *Serial, CI),
                   {Staging ? static_cast<Value *>(Staging)
                            : ConstantPointerNull::get(B.getPtrTy()),
                    S.GridPtr, S.BlockPtr, Threads},
                   "dpopt.use.launch");
  UseLaunch->setDebugLoc(S.LaunchCall->getDebugLoc());
  // head: br UseLaunch, launch path (from the buffer request on), join (the
  // decider ran the child serially).
  addLaunchAlternative(S, UseLaunch, "dpopt.serial.path");
  unsigned Threshold = Opts.Threshold.value_or(
      CI.HasLoop ? DefaultThreshold : DefaultLoopFreeThreshold);

  SmallVector<StringRef, 2> Notes;
  if (!Opts.Threshold)
    Notes.push_back(CI.HasLoop ? "the default for a child that runs loops"
                               : "the default for a child with no loops");
  if (Opts.RuntimeOverride)
    Notes.push_back("run-time adjustable");
  std::string ThresholdNote =
      Notes.empty() ? "" : " (" + join(Notes, "; ") + ")";
  Remarks.transformed(
      S, "Thresholded",
      "launch of '" + S.Child->getName() + "' runs serially in the parent " +
          "thread when it has fewer than " + Twine(Threshold) + " threads" +
          ThresholdNote + "; thread count from " + How);
  ++NumThresholded;
  return true;
}

/// The decider of \p Child, shared by all its sites:
///   i1 child.dpopt.threshold(ptr args, ptr grid, ptr block, i64 threads)
/// returns whether to launch; when not, it has run the child serially.
Function *Thresholder::getDecider(Function &Child, Function &Serial,
                                  const ChildKernelInfo &CI) {
  Function *&F = Deciders[&Child];
  if (F)
    return F;
  LLVMContext &Ctx = M.getContext();
  Type *Ptr = PointerType::getUnqual(Ctx);
  Type *I32 = Type::getInt32Ty(Ctx), *I64 = Type::getInt64Ty(Ctx);
  F = createSiteHelper(
      M, FunctionType::get(Type::getInt1Ty(Ctx), {Ptr, Ptr, Ptr, I64}, false),
      Child.getName() + ".dpopt.threshold", Child, {0, 1, 2});
  Argument *Args = F->getArg(0), *GridP = F->getArg(1), *BlockP = F->getArg(2),
           *Threads = F->getArg(3);
  Args->setName("args");
  GridP->setName("grid");
  BlockP->setName("block");
  Threads->setName("threads");
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

  // The threshold: compiled in, or from the runtime's tables.
  unsigned Threshold = Opts.Threshold.value_or(
      CI.HasLoop ? DefaultThreshold : DefaultLoopFreeThreshold);
  Value *T = B.getInt32(Threshold);
  if (Opts.RuntimeOverride)
    T = emitRuntimeParam(B, RuntimeParam::Threshold, Child, T,
                         "dpopt.threshold");
  Value *Big =
      B.CreateICmpSGE(Threads, B.CreateZExt(T, I64), "dpopt.launch.big");
  // A configuration CUDA would reject still goes to the launch, which fails
  // as before: the serial loops must not run over an invalid grid.
  Value *BlockThreads = B.CreateMul(
      B.CreateMul(B.CreateZExt(Block[0], I64), B.CreateZExt(Block[1], I64)),
      B.CreateZExt(Block[2], I64));
  Value *Checks[] = {B.CreateICmpUGT(Grid[0], B.getInt32(0x7fffffff)),
                     B.CreateICmpUGT(Grid[1], B.getInt32(65535)),
                     B.CreateICmpUGT(Grid[2], B.getInt32(65535)),
                     B.CreateICmpUGT(BlockThreads, B.getInt64(1024))};
  B.CreateCondBr(B.CreateOr(Big, B.CreateOr(Checks), "dpopt.use.launch"),
                 Launch, Run);

  IRBuilder<> SB(Run);
  // A child whose parameters take no bytes may have no staging buffer.
  uint64_t ParamBytes = 0;
  kernelParamLayout(Child, ParamBytes);
  SmallVector<Value *, 16> CallArgs =
      loadKernelArgs(SB, Child, ParamBytes ? Args : nullptr);
  CallArgs.append(std::begin(Grid), std::end(Grid));
  CallArgs.append(std::begin(Block), std::end(Block));
  CallInst *Call = SB.CreateCall(&Serial, CallArgs);
  addByValAttrs(*Call, Child);
  // Aggregation defers launches where serial work can run (always, with a
  // fixed threshold).
  Call->setMetadata(SerializedMD, MDNode::get(Ctx, {}));
  if (!Opts.RuntimeOverride)
    Call->setMetadata(FixedThresholdMD, MDNode::get(Ctx, {}));
  SB.CreateRet(SB.getFalse());
  IRBuilder<>(Launch).CreateRet(B.getTrue());
  return F;
}

bool Thresholder::run() {
  // The sites as they are before any is thresholded (serial versions add
  // none: a child that launches is not run serially).
  LaunchSiteInfo Before = computeLaunchSites(M);
  SerialWorkSafety Safety(Before, Opts.LaunchesDeferred, [&](Function &K) {
    return Versions.divergentBarrierHazard(K);
  });
  bool Changed = transformLaunchSites(
      M, FAM, Remarks, "NotThresholded", "thresholded",
      [&](LaunchSite &S, const ChildKernelInfo &CI, std::string &Why) {
        return thresholdSite(S, CI, Safety, Why);
      });
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
