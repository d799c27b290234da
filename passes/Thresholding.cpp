//===- Thresholding.cpp - Serialize small child grids ---------------------===//

#include "DPOpt/Thresholding.h"
#include "DPOpt/DesiredThreads.h"
#include "DPOpt/KernelCloner.h"
#include "DPOpt/LaunchNormalization.h"
#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/Remarks.h"

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
STATISTIC(NumSerialVersions, "Serial versions of child kernels created");
STATISTIC(NumThreadsFromPattern,
          "Thresholded sites whose thread count came from a ceil-div pattern");

static cl::opt<bool> EnableThresholding(
    "dpopt-thresholding", cl::init(true),
    cl::desc("DPOpt: run small child grids serially in the parent thread"));
static cl::opt<unsigned> ThresholdOpt(
    "dpopt-threshold", cl::init(128),
    cl::desc("DPOpt: launch a child only when it has at least this many "
             "threads (0: always launch); DPOPT_THRESHOLD overrides it at "
             "run time"));
static cl::opt<bool> ThresholdRuntimeOpt(
    "dpopt-threshold-runtime", cl::init(true),
    cl::desc("DPOpt: let the runtime (libdpagg) override the threshold at run "
             "time; off, the compiled threshold is final and no runtime is "
             "needed"));

namespace dpopt {

ThresholdingOptions thresholdingOptionsFromCommandLine() {
  ThresholdingOptions O;
  O.Threshold = ThresholdOpt;
  O.RuntimeOverride = ThresholdRuntimeOpt;
  return O;
}

bool isThresholdingEnabled() { return EnableThresholding; }

/// Index of the threshold in the runtime's parameter tables (dpagg.h).
static constexpr unsigned RuntimeParamThreshold = 0;

static uint64_t fnv1a(StringRef S) {
  uint64_t H = 1469598103934665603ull;
  for (unsigned char C : S) {
    H ^= C;
    H *= 1099511628211ull;
  }
  return H;
}

namespace {

/// Builds `for (i = 0; i < Bound; ++i)` loops, outermost first, around the
/// body that \p Body emits with the induction variables.
void emitLoopNest(IRBuilder<> &B, ArrayRef<Value *> Bounds,
                  function_ref<void(IRBuilder<> &, ArrayRef<Value *>)> Body) {
  Function *F = B.GetInsertBlock()->getParent();
  LLVMContext &Ctx = F->getContext();
  struct Loop {
    BasicBlock *Header, *Body;
    PHINode *IV;
  };
  SmallVector<Value *, 6> Indices;
  SmallVector<Loop, 6> Loops;
  for (unsigned L = 0; L != Bounds.size(); ++L) {
    BasicBlock *Pre = B.GetInsertBlock();
    BasicBlock *Header = BasicBlock::Create(Ctx, "serial.loop", F);
    BasicBlock *BodyBB = BasicBlock::Create(Ctx, "serial.body", F);
    B.CreateBr(Header);
    B.SetInsertPoint(Header);
    PHINode *IV = B.CreatePHI(B.getInt32Ty(), 2, "serial.i");
    IV->addIncoming(B.getInt32(0), Pre);
    Loops.push_back({Header, BodyBB, IV});
    Indices.push_back(IV);
    // The exit block is filled in when the loop is closed below.
    B.SetInsertPoint(BodyBB);
  }
  Body(B, Indices);
  // Close the loops from the innermost out.
  for (unsigned L = Bounds.size(); L-- > 0;) {
    auto [Header, BodyBB, IV] = Loops[L];
    Value *Next = B.CreateAdd(IV, B.getInt32(1), "serial.next");
    IV->addIncoming(Next, B.GetInsertBlock());
    B.CreateBr(Header);
    BasicBlock *Exit = BasicBlock::Create(Ctx, "serial.exit", F);
    // Header: if (i < bound) body else exit.
    IRBuilder<> HB(Header);
    HB.CreateCondBr(HB.CreateICmpULT(IV, Bounds[L]), BodyBB, Exit);
    B.SetInsertPoint(Exit);
  }
}

class Thresholder {
  Module &M;
  const ThresholdingOptions &Opts;
  LaunchRemarks Remarks;
  FunctionAnalysisManager &FAM;
  DenseMap<Function *, Function *> SerialVersions;
  DenseMap<Function *, std::string> SerialFailures;

public:
  Thresholder(Module &M, ModuleAnalysisManager &MAM,
              const ThresholdingOptions &Opts)
      : M(M), Opts(Opts), Remarks(MAM, M),
        FAM(MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager()) {
  }

  bool run();

private:
  Function *getSerialVersion(Function &Child, std::string &Why);
  bool thresholdSite(LaunchSite &S, const ChildKernelInfo &CI,
                     std::string &Why);
  Value *desiredThreads(IRBuilder<> &B, LaunchSite &S, DominatorTree &DT,
                        std::string &How);
};

} // namespace

Function *Thresholder::getSerialVersion(Function &Child, std::string &Why) {
  if (Function *F = SerialVersions.lookup(&Child))
    return F;
  auto Failed = SerialFailures.find(&Child);
  if (Failed != SerialFailures.end()) {
    Why = Failed->second;
    return nullptr;
  }
  LLVMContext &Ctx = M.getContext();
  Type *I32 = Type::getInt32Ty(Ctx);

  // The child as one thread: its geometry becomes parameters.
  KernelCloneSpec ThreadSpec;
  ThreadSpec.Kind = CloneKind::DeviceFunction;
  ThreadSpec.Name = (Child.getName() + ".dpopt.thread").str();
  for (unsigned R = 0; R != NumGeometryRegs; ++R) {
    ThreadSpec.ExtraParams.push_back(I32);
    ThreadSpec.ExtraParamNames.push_back(
        geometryRegName(static_cast<GeometryReg>(R)));
  }
  Expected<KernelClone> Thread = cloneKernel(Child, ThreadSpec);
  if (!Thread) {
    Why = toString(Thread.takeError());
    SerialFailures[&Child] = Why;
    return nullptr;
  }
  remapGeometry(*Thread, [&](GeometryReg R, CallInst *) -> Value * {
    return Thread->extraParam(geometryIndex(R));
  });
  if (!Thread->F->hasFnAttribute(Attribute::OptimizeNone))
    Thread->F->addFnAttr(Attribute::AlwaysInline);

  // The serial driver: (params..., grid x/y/z, block x/y/z).
  SmallVector<Type *, 16> Params(Child.getFunctionType()->params());
  for (unsigned I = 0; I != 6; ++I)
    Params.push_back(I32);
  Function *Serial =
      Function::Create(FunctionType::get(Type::getVoidTy(Ctx), Params, false),
                       GlobalValue::InternalLinkage,
                       (Child.getName() + ".dpopt.serial").str(), &M);
  Serial->copyAttributesFrom(Thread->F);
  Serial->removeFnAttr(Attribute::AlwaysInline);
  Serial->setCallingConv(CallingConv::C);
  static const char *const DimNames[] = {"grid.x",  "grid.y",  "grid.z",
                                         "block.x", "block.y", "block.z"};
  for (unsigned I = 0; I != Child.arg_size(); ++I) {
    Serial->getArg(I)->setName(Child.getArg(I)->getName());
    // Arguments are read back from the staging buffer, where a parameter
    // the parent never wrote is undefined: drop noundef.
    AttrBuilder AB(Ctx, Child.getAttributes().getParamAttrs(I));
    AB.removeAttribute(Attribute::NoUndef);
    Serial->addParamAttrs(I, AB);
    Thread->F->removeParamAttr(I, Attribute::NoUndef);
  }
  for (unsigned I = 0; I != 6; ++I)
    Serial->getArg(Child.arg_size() + I)->setName(DimNames[I]);

  BasicBlock *Entry = BasicBlock::Create(Ctx, "entry", Serial);
  IRBuilder<> B(Entry);
  auto Dim = [&](unsigned I) { return Serial->getArg(Child.arg_size() + I); };
  // Blocks (z, y, x), then threads (z, y, x).
  Value *Bounds[] = {Dim(2), Dim(1), Dim(0), Dim(5), Dim(4), Dim(3)};
  emitLoopNest(B, Bounds, [&](IRBuilder<> &LB, ArrayRef<Value *> Idx) {
    SmallVector<Value *, 24> Args;
    for (unsigned I = 0; I != Child.arg_size(); ++I)
      Args.push_back(Serial->getArg(I));
    // threadIdx, blockIdx, blockDim, gridDim; x, y, z each.
    Value *Geometry[] = {Idx[5], Idx[4], Idx[3], Idx[2], Idx[1], Idx[0],
                         Dim(3), Dim(4), Dim(5), Dim(0), Dim(1), Dim(2)};
    Args.append(std::begin(Geometry), std::end(Geometry));
    CallInst *Call = LB.CreateCall(Thread->F, Args);
    for (unsigned I = 0; I != Child.arg_size(); ++I)
      if (Child.getArg(I)->hasByValAttr())
        Call->addParamAttr(I, Attribute::getWithByValType(
                                  Ctx, Child.getArg(I)->getParamByValType()));
  });
  B.CreateRetVoid();

  ++NumSerialVersions;
  SerialVersions[&Child] = Serial;
  return Serial;
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
                                std::string &Why) {
  if (!S.isNormalized()) {
    Why = "the launch is not in DPOpt's normalized form";
    return false;
  }
  if (!S.ArgsKnown) {
    Why = "its arguments cannot be analyzed (" + S.ArgsReason + ")";
    return false;
  }
  uint64_t Total = 0;
  auto Layout = kernelParamLayout(*S.Child, Total);
  auto *Staging = dyn_cast<AllocaInst>(S.ArgStorage);
  if (!Staging && Total != 0) {
    Why = "its arguments are written straight into the runtime's parameter "
          "buffer (hand-written V2 launch)";
    return false;
  }
  if (S.streamKind() == StreamKind::TailLaunch) {
    Why = "a tail launch runs after the parent grid; running it in the parent "
          "thread would change when it runs";
    return false;
  }
  if (S.streamKind() == StreamKind::User) {
    Why = "launches into a user stream are ordered with other work in that "
          "stream";
    return false;
  }
  if (!S.dimsResolved()) {
    Why = "its grid and block dimensions cannot be found";
    return false;
  }
  std::string Hazard = CI.serializationHazard();
  if (!Hazard.empty()) {
    Why = "the child cannot run serially: " + Hazard;
    return false;
  }
  if (!S.NullCheck || !S.NullCheck->hasOneUse()) {
    Why = "the launch does not have the expected shape";
    return false;
  }
  auto *NullBr = dyn_cast<BranchInst>(*S.NullCheck->user_begin());
  if (!NullBr || !NullBr->isConditional()) {
    Why = "the launch does not have the expected shape";
    return false;
  }
  bool IsNe = S.NullCheck->getPredicate() == ICmpInst::ICMP_NE;
  BasicBlock *Join = NullBr->getSuccessor(IsNe ? 1 : 0);

  Function *Serial = getSerialVersion(*S.Child, Why);
  if (!Serial) {
    Why = "the child cannot be cloned: " + Why;
    return false;
  }

  Function &F = *S.Parent;
  LLVMContext &Ctx = M.getContext();
  DominatorTree &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  IRBuilder<> B(S.BufferCall);
  std::string How;
  Value *Threads = desiredThreads(B, S, DT, How);

  // The threshold: compiled in, or from the runtime's tables.
  Value *T = B.getInt32(Opts.Threshold);
  if (Opts.RuntimeOverride) {
    Type *I32 = B.getInt32Ty(), *I64 = B.getInt64Ty();
    FunctionCallee Param = M.getOrInsertFunction(
        "__dpopt_param", FunctionType::get(I32, {I32, I64, I64, I32}, false));
    StringRef Name = S.Child->getName();
    T = B.CreateCall(Param,
                     {B.getInt32(RuntimeParamThreshold),
                      B.getInt64(fnv1a(Name)),
                      B.getInt64(fnv1a(functionBaseName(Name))), T},
                     "dpopt.threshold");
  }
  Value *Launch = B.CreateICmpSGE(Threads, B.CreateZExt(T, B.getInt64Ty()),
                                  "dpopt.launch.big");
  // A configuration CUDA would reject still goes to the launch, which fails
  // as before: the serial loops must not run over an invalid grid.
  Value *BlockThreads =
      B.CreateMul(B.CreateMul(B.CreateZExt(S.Block[0], B.getInt64Ty()),
                              B.CreateZExt(S.Block[1], B.getInt64Ty())),
                  B.CreateZExt(S.Block[2], B.getInt64Ty()));
  Value *Checks[] = {B.CreateICmpUGT(S.Grid[0], B.getInt32(0x7fffffff)),
                     B.CreateICmpUGT(S.Grid[1], B.getInt32(65535)),
                     B.CreateICmpUGT(S.Grid[2], B.getInt32(65535)),
                     B.CreateICmpUGT(BlockThreads, B.getInt64(1024))};
  Value *Invalid = B.CreateOr(Checks);
  Value *UseLaunch = B.CreateOr(Launch, Invalid, "dpopt.use.launch");

  // head: br UseLaunch, launch path (from the buffer request on), serial.
  BasicBlock *Head = S.BufferCall->getParent();
  BasicBlock *LaunchBB = SplitBlock(Head, S.BufferCall->getIterator(), &DT,
                                    nullptr, nullptr, "dpopt.launch.path");
  BasicBlock *SerialBB =
      BasicBlock::Create(Ctx, "dpopt.serial.path", &F, LaunchBB);
  Head->getTerminator()->eraseFromParent();
  IRBuilder<> HB(Head);
  HB.CreateCondBr(UseLaunch, LaunchBB, SerialBB);

  IRBuilder<> SB(SerialBB);
  SmallVector<Value *, 16> Args;
  for (unsigned P = 0; P != S.Child->arg_size(); ++P) {
    Argument *Param = S.Child->getArg(P);
    if (!Staging) { // a parameter of size zero
      Args.push_back(UndefValue::get(Param->getType()));
      continue;
    }
    Value *Addr =
        SB.CreateConstInBoundsGEP1_64(SB.getInt8Ty(), Staging, Layout[P].first);
    if (Param->hasByValAttr())
      Args.push_back(Addr); // the call copies it (byval)
    else
      Args.push_back(SB.CreateLoad(Param->getType(), Addr, "dpopt.arg"));
  }
  for (Value *V :
       {S.Grid[0], S.Grid[1], S.Grid[2], S.Block[0], S.Block[1], S.Block[2]})
    Args.push_back(V);
  CallInst *Call = SB.CreateCall(Serial, Args);
  Call->setDebugLoc(S.LaunchCall->getDebugLoc());
  for (unsigned P = 0; P != S.Child->arg_size(); ++P)
    if (S.Child->getArg(P)->hasByValAttr())
      Call->addParamAttr(P, Attribute::getWithByValType(
                                Ctx, S.Child->getArg(P)->getParamByValType()));
  SB.CreateBr(Join);
  // The launch result (if the program reads it) is success on this path.
  for (PHINode &Phi : Join->phis())
    Phi.addIncoming(Phi.getType()->isIntegerTy()
                        ? Constant::getNullValue(Phi.getType())
                        : Phi.getIncomingValueForBlock(NullBr->getParent()),
                    SerialBB);

  Remarks.transformed(
      S, "Thresholded",
      "launch of '" + S.Child->getName() + "' runs serially in the parent " +
          "thread when it has fewer than " + Twine(Opts.Threshold) +
          " threads" + (Opts.RuntimeOverride ? " (run-time adjustable)" : "") +
          "; thread count from " + How);
  ++NumThresholded;
  return true;
}

bool Thresholder::run() {
  LaunchSiteInfo Info = computeLaunchSites(M);
  bool Changed = false;
  for (auto &S : Info.Sites) {
    if (!S->Analyzable)
      continue; // already reported by normalization
    const ChildKernelInfo *CI = Info.getChildInfo(S->Child);
    std::string Why;
    if (CI && thresholdSite(*S, *CI, Why)) {
      Changed = true;
      // The parent's CFG changed: drop its cached analyses.
      FAM.invalidate(*S->Parent, PreservedAnalyses::none());
      continue;
    }
    Remarks.missed(*S, "NotThresholded",
                   "launch of '" + S->Child->getName() +
                       "' not thresholded: " + Why);
  }
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
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dpopt
