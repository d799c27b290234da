//===- SoleLaunches.cpp - A thread's or block's only launch ---------------===//

#include "DPOpt/SoleLaunches.h"
#include "DPOpt/ChildVersions.h"
#include "DPOpt/FirstThreadLaunch.h"
#include "DPOpt/LaunchNormalization.h"
#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/Remarks.h"
#include "DPOpt/RuntimeFunctions.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

#define DEBUG_TYPE "dpopt"

STATISTIC(NumSoleThreadLaunches, "A thread's only launches moved from the "
                                 "per-thread stream into "
                                 "cudaStreamFireAndForget");
STATISTIC(NumSoleBlockLaunches, "A block's only launches moved from the NULL "
                                "stream into cudaStreamFireAndForget (blocks "
                                "of one row)");

static cl::opt<bool> EnableSoleLaunches(
    "dpopt-sole-launches", cl::init(true),
    cl::desc("DPOpt: launch into cudaStreamFireAndForget what is its "
             "thread's (its block's) only launch into the per-thread (NULL) "
             "stream"));

namespace dpopt {

bool isSoleLaunchesEnabled() { return EnableSoleLaunches; }

namespace {

/// Why \p S may not be the only launch its thread makes, or empty.
std::string notSoleInThread(const LaunchSite &S) {
  Function &Kernel = *S.Parent;
  if (!isKernel(Kernel))
    return "the launch is in '" + Kernel.getName().str() +
           "', not in a kernel: it may run more than once a thread";
  BasicBlock *BB = S.LaunchCall->getParent();
  if (reachesAfter(
          BB, [BB](BasicBlock *To) { return To == BB; }, nullptr))
    return "the launch is on a cycle: a thread may make it more than once";
  SmallVector<Function *, 8> Functions = definedCallees(Kernel);
  Functions.push_back(&Kernel);
  for (Function *F : Functions)
    for (Instruction &I : instructions(*F)) {
      auto *CB = dyn_cast<CallBase>(&I);
      if (!CB || CB == S.LaunchCall || CB->isInlineAsm())
        continue;
      if (const LaunchFunctionInfo *LF = lookupLaunchCall(*CB)) {
        if (LF->Role == LaunchRole::Launch)
          return "'" + F->getName().str() + "' makes another launch";
        continue;
      }
      // Defined callees are among Functions; DPOpt's runtime launches too.
      switch (
          classifyCallLaunches(*CB, /*DPOptRuntimeLaunchesNothing=*/false)) {
      case CallLaunches::Nothing:
      case CallLaunches::DefinedCallee:
        break;
      case CallLaunches::Indirect:
        return "'" + F->getName().str() +
               "' makes an indirect call, which may launch";
      case CallLaunches::UnknownDeclaration:
        return "the kernel calls '" + CB->getCalledFunction()->getName().str() +
               "', which is not defined in this module and may launch";
      }
    }
  return "";
}

/// `blockDim.y == 1 && blockDim.z == 1 ? cudaStreamFireAndForget : Null`,
/// before \p At (the buffer request: the launch's own block stays as
/// normalization made it, for Coarsening's launch helpers).
Value *fireAndForgetIfOneRow(Instruction *At, Value *Null) {
  IRBuilder<> B(At);
  // One instruction a statement: C++ leaves the order of arguments open.
  Value *NtidY = readGeometry(B, GeometryReg::NtidY);
  Value *OneY = B.CreateICmpEQ(NtidY, B.getInt32(1));
  Value *NtidZ = readGeometry(B, GeometryReg::NtidZ);
  Value *OneZ = B.CreateICmpEQ(NtidZ, B.getInt32(1));
  Value *OneRow = B.CreateAnd(OneY, OneZ, "dpopt.one.row");
  return B.CreateSelect(OneRow, fireAndForgetStream(Null->getType()), Null,
                        "dpopt.sole.stream");
}

} // namespace

bool fireAndForgetSoleLaunches(Module &M, ModuleAnalysisManager &MAM) {
  LaunchSiteInfo Info = computeLaunchSites(M);
  LaunchRemarks Remarks(MAM, M);
  bool TailLaunches = makesTailLaunches(Info);
  bool Changed = false;
  for (auto &S : Info.Sites) {
    StreamKind Kind = S->streamKind();
    if (!S->Analyzable || !S->isNormalized() || !isDefaultStream(Kind) ||
        isa<SelectInst>(S->Stream))
      continue;
    std::string Why =
        TailLaunches ? TailLaunchesKeepStreams
        : !Info.UnseenUses.empty()
            ? "the module uses a launch entry point other than by calling it"
            : notSoleInThread(*S);
    if (Why.empty() && Kind == StreamKind::Default) {
      DominatorTree DT(*S->Parent);
      LoopInfo LI(DT);
      if (!runsInFirstThreadsOnce(*S->LaunchCall->getParent(), DT, LI))
        Why = "threads other than a block's first may reach it, so the "
              "block may launch more than once";
    }
    const char *StreamName =
        Kind == StreamKind::Default ? "NULL" : "per-thread";
    if (!Why.empty()) {
      Remarks.note(*S, "SoleLaunch",
                   "launch of '" + S->Child->getName() + "' stays in the " +
                       StreamName + " stream: " + Why);
      continue;
    }
    unsigned StreamArg = S->LaunchFn->StreamArg;
    Value *Old = S->LaunchCall->getArgOperand(StreamArg);
    if (Kind == StreamKind::PerThread) {
      S->LaunchCall->setArgOperand(StreamArg,
                                   fireAndForgetStream(Old->getType()));
      Remarks.transformed(*S, "SoleLaunch",
                          "launch of '" + S->Child->getName() +
                              "' goes into cudaStreamFireAndForget: it is "
                              "its thread's only launch, which the "
                              "per-thread stream orders with nothing");
      ++NumSoleThreadLaunches;
    } else {
      S->LaunchCall->setArgOperand(StreamArg,
                                   fireAndForgetIfOneRow(S->BufferCall, Old));
      Remarks.transformed(*S, "SoleLaunch",
                          "launch of '" + S->Child->getName() +
                              "' goes into cudaStreamFireAndForget in blocks "
                              "of one row of threads: there it is the "
                              "block's only launch, which the NULL stream "
                              "orders with nothing");
      ++NumSoleBlockLaunches;
    }
    Changed = true;
  }
  if (Changed)
    MAM.invalidate(M, PreservedAnalyses::none());
  return Changed;
}

PreservedAnalyses SoleLaunchesPass::run(Module &M, ModuleAnalysisManager &MAM) {
  if (!M.getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  bool Changed = normalizeLaunchesForTransforms(M, MAM);
  Changed |= fireAndForgetSoleLaunches(M, MAM);
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dpopt
