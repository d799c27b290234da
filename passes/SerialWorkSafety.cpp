//===- SerialWorkSafety.cpp - Where serial child work cannot hang ---------===//

#include "DPOpt/SerialWorkSafety.h"
#include "DPOpt/Aggregation.h"
#include "DPOpt/RuntimeFunctions.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace dpopt {

/// Whether a thread can reach \p BB again after leaving it.
static bool inCycle(BasicBlock *BB) {
  return reachesAfter(BB, [BB](BasicBlock *B) { return B == BB; });
}

static std::string describe(const LaunchSite &S) {
  std::string D = "the launch of '" + S.Child->getName().str() + "'";
  if (const DebugLoc &Loc = S.LaunchCall->getDebugLoc())
    D += " at line " + std::to_string(Loc.getLine());
  return D;
}

// A call that enters the device runtime at its site (entersDeviceRuntime)
// can hang beside serial work as a launch can (dpfuzz_1 v3: a stream
// created and destroyed in a loop beside serialized children hung every run
// at multi-block granularity, and passed without the two calls).

/// The first call in \p Functions that enters the device runtime, described,
/// or empty.
static std::string deviceRuntimeCallIn(ArrayRef<Function *> Functions) {
  for (Function *F : Functions)
    for (Instruction &I : instructions(*F)) {
      auto *CB = dyn_cast<CallBase>(&I);
      Function *Callee = CB ? CB->getCalledFunction() : nullptr;
      if (!Callee || !Callee->isDeclaration() || lookupLaunchFunction(Callee) ||
          !entersDeviceRuntime(Callee->getName()))
        continue;
      return "'" + Callee->getName().str() + "' (called in '" +
             demangle(F->getName()) + "')";
    }
  return "";
}

std::string SerialWorkSafety::kernelHazard(Function &Kernel) {
  auto [It, New] = KernelHazards.try_emplace(&Kernel);
  if (!New)
    return It->second;
  std::string Hazard = DivergentBarrier(Kernel);
  if (!Hazard.empty()) {
    It->second = "the kernel's threads cannot wait for each other at their "
                 "exit, where its launches would be made: " +
                 Hazard;
    return It->second;
  }
  // The functions the kernel's threads can run.
  SmallVector<Function *, 8> Functions = definedCallees(Kernel);
  Functions.insert(Functions.begin(), &Kernel);
  SmallPtrSet<Function *, 8> Reached(Functions.begin(), Functions.end());
  unsigned KernelSites = 0;
  for (const auto &S : Info.Sites) {
    if (!Reached.contains(S->Parent))
      continue;
    if (S->Parent != &Kernel) {
      Hazard = "'" + S->Parent->getName().str() +
               "', which the kernel calls, makes " + describe(*S) +
               " at its site (launches outside the kernel cannot wait for "
               "the thread's exit)";
      break;
    }
    ++KernelSites;
    if (!LaunchesDeferred)
      continue;
    const ChildKernelInfo *CI = Info.getChildInfo(S->Child);
    std::string Why = !S->Analyzable ? S->Reason
                      : CI           ? aggregationRefusal(*S, *CI)
                                     : "its child is not known";
    if (!Why.empty()) {
      Hazard =
          describe(*S) + " stays at its site (not aggregated: " + Why + ")";
      break;
    }
  }
  if (Hazard.empty()) {
    std::string Call = deviceRuntimeCallIn(Functions);
    if (!Call.empty())
      Hazard = "the kernel calls " + Call +
               ", which enters the device runtime at its site";
  }
  if (Hazard.empty() && !LaunchesDeferred && KernelSites > 1)
    Hazard = "the kernel has " + std::to_string(KernelSites) +
             " launch sites, and without aggregation their launches cannot "
             "wait for the thread's exit";
  It->second = Hazard;
  return Hazard;
}

std::string
SerialWorkSafety::childLaunchHazard(Function &Child,
                                    ArrayRef<Function *> ChildCode) {
  SmallPtrSet<Function *, 8> Code(ChildCode.begin(), ChildCode.end());
  for (const auto &S : Info.Sites) {
    if (!Code.contains(S->Parent))
      continue;
    if (!S->Child)
      return "the child makes a launch whose kernel DPOpt cannot tell, which "
             "would stay at its site in the parent thread";
    if (S->Parent != &Child)
      return describe(*S) + " is in '" + S->Parent->getName().str() +
             "', a function the child calls, where the parent thread would "
             "make it at its site";
    const ChildKernelInfo *CI = Info.getChildInfo(S->Child);
    std::string Why = !S->Analyzable ? S->Reason
                      : CI           ? aggregationRefusal(*S, *CI)
                                     : "its child is not known";
    if (!Why.empty())
      return "in the child, " + describe(*S) +
             " would stay at its site in the parent thread (not aggregated: " +
             Why + ")";
  }
  for (const UnseenLaunchUse &U : Info.UnseenUses)
    if (U.At && Code.contains(U.At->getFunction()))
      return "the child launches through a pointer to '" +
             std::string(U.Fn->Name) + "', which DPOpt does not follow";
  return "";
}

std::string SerialWorkSafety::hazard(const LaunchSite &S,
                                     const ChildKernelInfo &CI) {
  std::string Prefix = "the device runtime can hang a warp whose lanes "
                       "launch beside serial work: ";
  SmallVector<Function *, 8> ChildCode = definedCallees(*S.Child);
  ChildCode.push_back(S.Child);
  if (CI.LaunchesKernels) {
    // Its serial version is inlined into the parent kernel, where
    // aggregation takes its launches like the kernel's own and makes them
    // at the thread's exit: each must be one aggregation takes.
    if (!LaunchesDeferred)
      return Prefix + "the child launches kernels itself, and without "
                      "aggregation the parent thread would launch them "
                      "beside serial work";
    std::string Why = childLaunchHazard(*S.Child, ChildCode);
    if (!Why.empty())
      return Prefix + Why;
  }
  std::string ChildCall = deviceRuntimeCallIn(ChildCode);
  if (!ChildCall.empty())
    return Prefix + "the child calls " + ChildCall +
           ", which its serial version would do in the parent thread";
  if (!isKernel(*S.Parent))
    return Prefix + "the launch is in '" + S.Parent->getName().str() +
           "', not in a kernel, where launches cannot wait for the thread's "
           "exit";
  std::string KernelWhy = kernelHazard(*S.Parent);
  if (!KernelWhy.empty())
    return Prefix + KernelWhy;
  if (!LaunchesDeferred && inCycle(S.LaunchCall->getParent()))
    return Prefix + "the launch can run again after serial work, and "
                    "without aggregation it cannot wait for the thread's exit";
  return "";
}

} // namespace dpopt
