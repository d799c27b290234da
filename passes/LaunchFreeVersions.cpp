//===- LaunchFreeVersions.cpp - Kernels without their launches ------------===//

#include "DPOpt/LaunchFreeVersions.h"
#include "DPOpt/ChildVersions.h"
#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/Remarks.h"
#include "DPOpt/RuntimeFunctions.h"
#include "dpagg_abi.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

#define DEBUG_TYPE "dpopt"

STATISTIC(NumLaunchFreeVersions, "Kernels given a version without launches");

static cl::opt<bool> EnableLaunchFreeVersions(
    "dpopt-launch-free-versions", cl::init(true),
    cl::desc("DPOpt: give each kernel whose launches all have serial paths a "
             "version without launches, which the runtime launches from the "
             "host while the kernel's launches meet no child at or above its "
             "threshold"));

namespace dpopt {

/// The report helpers' names: this and the version's.
static constexpr const char *ReporterPrefix = "dpopt.report.";

bool isLaunchFreeVersionsEnabled() { return EnableLaunchFreeVersions; }

/// The device runtime's error queries and the functions known to launch
/// nothing (RuntimeFunctions.h) do neither.
std::string launchRefusal(Function &F) {
  bool Apart = false;
  CallBase *Refused = findCallInCode(F, [&](CallBase &CB) {
    Function *Callee = CB.getCalledFunction();
    if (!Callee)
      return true;
    // The parameter lookup, and the count of a child of an invalid
    // configuration (Thresholding.cpp), launch nothing.
    if (!Callee->isDeclaration() || Callee->getName() == ParamLookupName ||
        Callee->getName() == RecordLaunchName)
      return false;
    // DPOpt's runtime (launches, hooks), the device runtime's launch calls
    // (parameter buffers included) and the calls that enter it (streams,
    // events, synchronization).
    StringRef Name = Callee->getName();
    if (isDPOptRuntimeName(Name) || lookupLaunchFunction(Callee) ||
        entersDeviceRuntime(Name))
      return true;
    Apart = !launchesNothing(*Callee);
    return Apart;
  });
  if (!Refused)
    return "";
  Function *Callee = Refused->getCalledFunction();
  if (!Callee)
    return "it makes an indirect call";
  if (Apart)
    return ("it calls '" + Callee->getName() +
            "', compiled apart, which may launch")
        .str();
  return ("it still calls '" + Callee->getName() + "'").str();
}

/// The report of a child at or above its threshold
/// (dpagg_abi::ReportedSuffix) for kernel \p K, a site helper shared by its
/// versions' sites:
///   void dpopt.report.K(i1 met)
/// when \p met, the first such child since the runtime cleared \p Reported
/// stores 1 through \p ReportTo (once the runtime has set it). A call, not
/// inline code: the launch path keeps its blocks for the later passes.
static Function *createReporter(Module &M, Function &K,
                                GlobalVariable &Reported,
                                GlobalVariable &ReportTo) {
  LLVMContext &Ctx = M.getContext();
  Function *F = createSiteHelper(
      M, FunctionType::get(Type::getVoidTy(Ctx), {Type::getInt1Ty(Ctx)}, false),
      ReporterPrefix + K.getName(), K, {});
  BasicBlock *Entry = BasicBlock::Create(Ctx, "entry", F);
  BasicBlock *Check = BasicBlock::Create(Ctx, "check", F);
  BasicBlock *First = BasicBlock::Create(Ctx, "first", F);
  BasicBlock *Write = BasicBlock::Create(Ctx, "write", F);
  BasicBlock *Done = BasicBlock::Create(Ctx, "done", F);
  IRBuilder<> B(Entry);
  B.CreateCondBr(F->getArg(0), Check, Done);
  B.SetInsertPoint(Check);
  // A plain load, which the SM's L1 may answer: a stale 0 only stores 1
  // again (L1 starts each grid empty). A volatile one, to L2 each time, took
  // a fifth of the warp stalls in the code of TC cnr's drained parent (H200,
  // bench/results/2026-12-02-h200-drain-check).
  Value *Seen = B.CreateLoad(B.getInt32Ty(), &Reported, "reported");
  B.CreateCondBr(B.CreateICmpEQ(Seen, B.getInt32(0)), First, Done);
  B.SetInsertPoint(First);
  B.CreateStore(B.getInt32(1), &Reported)->setVolatile(true);
  Value *To = B.CreateLoad(B.getPtrTy(), &ReportTo, "report.to");
  B.CreateCondBr(B.CreateIsNotNull(To), Write, Done);
  B.SetInsertPoint(Write);
  B.CreateStore(B.getInt32(1), To)->setVolatile(true);
  B.CreateBr(Done);
  B.SetInsertPoint(Done);
  B.CreateRetVoid();
  return F;
}

Function *findReporter(Module &M, const Function &K) {
  return M.getFunction((ReporterPrefix + K.getName()).str());
}

bool isReportCall(const Instruction &I) {
  const auto *Call = dyn_cast<CallInst>(&I);
  const Function *Callee = Call ? Call->getCalledFunction() : nullptr;
  return Callee && Callee->getName().starts_with(ReporterPrefix);
}

/// Calls \p Reporter with \p Decider's result (whether the site's child is
/// one K would launch) right after the call.
void reportChild(CallInst &Decider, Function &Reporter) {
  CallInst::Create(&Reporter, {&Decider}, "", std::next(Decider.getIterator()))
      ->setDebugLoc(Decider.getDebugLoc());
}

GlobalVariable *createVersionGlobal(Module &M, const Function &K, Type *Ty,
                                    const Twine &Name, HostUse Use,
                                    MaybeAlign Alignment) {
  GlobalValue::LinkageTypes Linkage = K.hasExternalLinkage()
                                          ? GlobalValue::ExternalLinkage
                                          : GlobalValue::WeakODRLinkage;
  bool Written = Use == HostUse::ReadWrite;
  auto *GV = new GlobalVariable(M, Ty, /*isConstant=*/!Written, Linkage,
                                Constant::getNullValue(Ty), Name, nullptr,
                                GlobalValue::NotThreadLocal, /*AddrSpace=*/1,
                                /*isExternallyInitialized=*/Written);
  GV->setVisibility(K.getVisibility());
  GV->setAlignment(Alignment);
  return GV;
}

Function *createReporter(Module &M, Function &K) {
  LLVMContext &Ctx = M.getContext();
  GlobalVariable *Reported = createVersionGlobal(
      M, K, Type::getInt32Ty(Ctx), K.getName() + dpagg_abi::ReportedSuffix,
      HostUse::ReadWrite, Align(8));
  GlobalVariable *ReportTo = createVersionGlobal(
      M, K, PointerType::getUnqual(Ctx),
      K.getName() + dpagg_abi::ReportToSuffix, HostUse::ReadWrite, Align(8));
  return createReporter(M, K, *Reported, *ReportTo);
}

bool createLaunchFreeVersions(
    Module &M, const MapVector<Function *, SmallVector<LaunchFreeSite, 4>>
                   &SitesByKernel) {
  bool Changed = false;
  for (auto &[K, Sites] : SitesByKernel) {
    std::string Name = (K->getName() + dpagg_abi::LaunchFreeSuffix).str();
    if (M.getFunction(Name))
      continue;
    if (K->hasLocalLinkage()) {
      emitKernelRemark(*K, RemarkKind::Missed, "NoLaunchFreeVersion",
                       "kernel '" + K->getName() +
                           "' has no version without launches: it is "
                           "not visible outside its module, where the "
                           "runtime looks such versions up");
      continue;
    }
    ValueToValueMapTy VMap;
    Function *Free = CloneFunction(K, VMap);
    Free->setName(Name);
    Free->setComdat(nullptr);
    // Each site runs its child serially; a launch path is left only where
    // the child's configuration is invalid, and it launches nothing.
    SmallVector<CallInst *, 4> Reports;
    for (const LaunchFreeSite &S : Sites) {
      auto *FreeCall = cast<CallInst>(VMap[S.DeciderCall]);
      FreeCall->setCalledFunction(S.LaunchFreeDecider);
      FreeCall->replaceAllUsesWith(ConstantInt::getFalse(M.getContext()));
      Reports.push_back(FreeCall);
    }
    for (BasicBlock &BB : *Free)
      ConstantFoldTerminator(&BB, /*DeleteDeadConditions=*/true);
    removeUnreachableBlocks(*Free);
    std::string Why = launchRefusal(*Free);
    if (!Why.empty()) {
      Free->eraseFromParent();
      emitKernelRemark(*K, RemarkKind::Missed, "NoLaunchFreeVersion",
                       "kernel '" + K->getName() +
                           "' has no version without launches: " + Why);
      continue;
    }
    Function *Reporter = createReporter(M, *K);
    for (const LaunchFreeSite &S : Sites)
      reportChild(*S.DeciderCall, *Reporter);
    for (CallInst *Call : Reports)
      reportChild(*Call, *Reporter);
    emitKernelRemark(
        *K, RemarkKind::Passed, "LaunchFreeVersion",
        "kernel '" + K->getName() + "' has a version without launches ('" +
            Name +
            "', every child run serially), which host launches run while "
            "the kernel's launches meet no child at or above its threshold");
    ++NumLaunchFreeVersions;
    Changed = true;
  }
  return Changed;
}

} // namespace dpopt
