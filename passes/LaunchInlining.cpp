//===- LaunchInlining.cpp - Launching functions inlined into kernels ------===//

#include "DPOpt/LaunchInlining.h"
#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/Remarks.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;

#define DEBUG_TYPE "dpopt"

STATISTIC(NumInlinedLaunchers,
          "Calls of launching functions inlined into kernels");

static cl::opt<bool> EnableLaunchInlining(
    "dpopt-inline-launchers", cl::init(true),
    cl::desc("DPOpt: inline into kernels the calls of __device__ functions "
             "that launch kernels, so that their launches are aggregated and "
             "deferred with the kernel's"));

namespace dpopt {

bool isLaunchInliningEnabled() { return EnableLaunchInlining; }

namespace {

class LaunchInliner {
  Module &M;
  FunctionAnalysisManager &FAM;
  /// Functions (not kernels) that launch kernels, themselves or through
  /// direct calls of such functions.
  SetVector<Function *> Launching;
  /// Of those, the ones that can reach themselves through direct calls.
  SmallPtrSet<Function *, 4> Recursive;

public:
  LaunchInliner(Module &M, ModuleAnalysisManager &MAM)
      : M(M),
        FAM(MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager()) {
    const LaunchSiteInfo &LSI = MAM.getResult<LaunchSiteAnalysis>(M);
    for (const auto &S : LSI.Sites)
      if (!isKernel(*S->Parent))
        Launching.insert(S->Parent);
    findCallersOfLaunching();
    for (Function *F : Launching)
      if (reachesItself(*F))
        Recursive.insert(F);
  }

  bool run();

private:
  void findCallersOfLaunching();
  bool reachesItself(Function &F);
  std::string refusal(CallBase &CB, Function &Callee);
};

} // namespace

void LaunchInliner::findCallersOfLaunching() {
  // Closure over direct calls, from the functions with launch sites up.
  for (unsigned I = 0; I != Launching.size(); ++I) {
    for (User *U : Launching[I]->users()) {
      auto *CB = dyn_cast<CallBase>(U);
      if (!CB || CB->getCalledFunction() != Launching[I])
        continue;
      Function *Caller = CB->getFunction();
      if (!isKernel(*Caller))
        Launching.insert(Caller);
    }
  }
}

bool LaunchInliner::reachesItself(Function &F) {
  SmallVector<Function *, 8> Work = {&F};
  SmallPtrSet<Function *, 8> Seen;
  while (!Work.empty()) {
    Function *G = Work.pop_back_val();
    for (Instruction &I : instructions(*G)) {
      auto *CB = dyn_cast<CallBase>(&I);
      Function *Callee = CB ? CB->getCalledFunction() : nullptr;
      if (!Callee || !Launching.contains(Callee))
        continue;
      if (Callee == &F)
        return true;
      if (Seen.insert(Callee).second)
        Work.push_back(Callee);
    }
  }
  return false;
}

/// Why \p CB (in a kernel, calling the launching function \p Callee) is not
/// inlined, or empty.
std::string LaunchInliner::refusal(CallBase &CB, Function &Callee) {
  if (Callee.isDeclaration())
    return "its body is not in this module";
  if (Recursive.contains(&Callee))
    return "it is recursive";
  if (Callee.hasFnAttribute(Attribute::OptimizeNone))
    return "it is not optimized (optnone)";
  if (Callee.hasFnAttribute(Attribute::NoInline) || CB.isNoInline())
    return "it is marked noinline";
  if (Callee.isVarArg())
    return "it is variadic";
  if (Callee.isInterposable())
    return "its definition may be replaced at link time";
  if (CB.getFunctionType() != Callee.getFunctionType())
    return "it is called with another type";
  return "";
}

bool LaunchInliner::run() {
  if (Launching.empty())
    return false;
  bool Changed = false;
  SmallPtrSet<const CallBase *, 8> Refused;
  auto CallsToInline = [&] {
    SmallVector<CallBase *, 8> Calls;
    for (Function &K : M)
      if (isKernel(K) && !K.isDeclaration())
        for (Instruction &I : instructions(K))
          if (auto *CB = dyn_cast<CallBase>(&I))
            if (Function *Callee = CB->getCalledFunction())
              if (Launching.contains(Callee) && !Refused.contains(CB))
                Calls.push_back(CB);
    return Calls;
  };
  // Each round inlines the kernels' calls of launching functions; the calls
  // the inlined bodies bring in are taken by the next round, and those left
  // after the last round are refused.
  constexpr unsigned Rounds = 8;
  for (unsigned Round = 0; Round <= Rounds; ++Round) {
    SmallVector<CallBase *, 8> Calls = CallsToInline();
    if (Calls.empty())
      break;
    for (CallBase *CB : Calls) {
      Function &Callee = *CB->getCalledFunction();
      Function &Kernel = *CB->getFunction();
      auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(Kernel);
      // Where the call was, for the remark after it is inlined.
      DebugLoc Loc = CB->getDebugLoc();
      BasicBlock *Block = CB->getParent();
      std::string Why =
          Round == Rounds
              ? ("it is called more than " + Twine(Rounds) + " calls deep")
                    .str()
              : refusal(*CB, Callee);
      if (Why.empty()) {
        InlineFunctionInfo IFI;
        InlineResult Result = InlineFunction(*CB, IFI);
        if (!Result.isSuccess())
          Why = Result.getFailureReason();
      }
      if (!Why.empty()) {
        Refused.insert(CB);
        ORE.emit([&] {
          return OptimizationRemarkMissed(RemarkPassName, "NotInlinedLauncher",
                                          CB)
                 << "'" << Callee.getName()
                 << "' launches kernels but is not inlined into '"
                 << Kernel.getName() << "': " << Why
                 << "; its launches are left as written";
        });
        continue;
      }
      ORE.emit([&] {
        return OptimizationRemark(RemarkPassName, "InlinedLauncher", Loc, Block)
               << "'" << Callee.getName() << "' inlined into '"
               << Kernel.getName()
               << "': its launches are aggregated with the kernel's";
      });
      ++NumInlinedLaunchers;
      Changed = true;
      FAM.invalidate(Kernel, PreservedAnalyses::none());
    }
  }
  return Changed;
}

bool inlineLaunchingFunctions(Module &M, ModuleAnalysisManager &MAM) {
  bool Changed = LaunchInliner(M, MAM).run();
  if (Changed)
    MAM.invalidate(M, PreservedAnalyses::none());
  return Changed;
}

PreservedAnalyses LaunchInliningPass::run(Module &M,
                                          ModuleAnalysisManager &MAM) {
  if (!M.getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  return inlineLaunchingFunctions(M, MAM) ? PreservedAnalyses::none()
                                          : PreservedAnalyses::all();
}

} // namespace dpopt
