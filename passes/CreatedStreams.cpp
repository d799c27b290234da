//===- CreatedStreams.cpp - Streams created for one launch ----------------===//

#include "DPOpt/CreatedStreams.h"
#include "DPOpt/LaunchNormalization.h"
#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/Remarks.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

#define DEBUG_TYPE "dpopt"

STATISTIC(NumFireAndForget, "Launches moved from a stream created for them "
                            "alone into cudaStreamFireAndForget");

static cl::opt<bool> EnableCreatedStreams(
    "dpopt-created-streams", cl::init(true),
    cl::desc("DPOpt: launch children into cudaStreamFireAndForget instead of "
             "streams their thread creates for them alone, without the "
             "stream calls"));

namespace dpopt {

bool isCreatedStreamsEnabled() { return EnableCreatedStreams; }

/// Replaces a stream call by its success (cudaSuccess, 0) and erases it.
static void eraseStreamCall(CallBase &C) {
  if (!C.getType()->isVoidTy())
    C.replaceAllUsesWith(Constant::getNullValue(C.getType()));
  C.eraseFromParent();
}

bool fireAndForgetCreatedStreams(Module &M, ModuleAnalysisManager &MAM) {
  LaunchSiteInfo Info = computeLaunchSites(M);
  LaunchRemarks Remarks(MAM, M);
  bool TailLaunches = makesTailLaunches(Info);
  bool Changed = false;
  for (auto &S : Info.Sites) {
    if (!S->Analyzable || S->streamKind() != StreamKind::Created)
      continue;
    const char *Why =
        TailLaunches ? TailLaunchesKeepStreams
        : !S->isNormalized() || isa<InvokeInst>(S->StreamCalls.Create) ||
                any_of(S->StreamCalls.Destroys,
                       [](CallBase *C) { return isa<InvokeInst>(C); })
            ? "the launch or its stream calls have an unexpected form"
            : nullptr;
    if (Why) {
      Remarks.missed(
          *S, "CreatedStream",
          "launch of '" + S->Child->getName() +
              "' stays in the stream its thread creates for it: " + Why);
      continue;
    }
    Value *OldStream = S->LaunchCall->getArgOperand(S->LaunchFn->StreamArg);
    S->LaunchCall->setArgOperand(S->LaunchFn->StreamArg,
                                 fireAndForgetStream(OldStream->getType()));
    RecursivelyDeleteTriviallyDeadInstructions(OldStream);
    for (CallBase *C : S->StreamCalls.Destroys) {
      Value *Arg = C->getArgOperand(0);
      eraseStreamCall(*C);
      RecursivelyDeleteTriviallyDeadInstructions(Arg);
    }
    eraseStreamCall(*S->StreamCalls.Create);
    S->StreamCalls = {};
    Remarks.transformed(*S, "CreatedStream",
                        "launch of '" + S->Child->getName() +
                            "' goes into cudaStreamFireAndForget instead of "
                            "the stream its thread creates for it alone "
                            "(which orders it with nothing either); the "
                            "stream's create and destroy calls are removed");
    ++NumFireAndForget;
    Changed = true;
  }
  if (Changed)
    MAM.invalidate(M, PreservedAnalyses::none());
  return Changed;
}

PreservedAnalyses CreatedStreamsPass::run(Module &M,
                                          ModuleAnalysisManager &MAM) {
  if (!M.getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  bool Changed = normalizeLaunchesForTransforms(M, MAM);
  Changed |= fireAndForgetCreatedStreams(M, MAM);
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dpopt
