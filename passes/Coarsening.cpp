//===- Coarsening.cpp - One child block does the work of several ----------===//

#include "DPOpt/Coarsening.h"
#include "DPOpt/ChildVersions.h"
#include "DPOpt/LaunchNormalization.h"
#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/Remarks.h"
#include "DPOpt/ResourceBudget.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;

#define DEBUG_TYPE "dpopt"

STATISTIC(NumCoarsened, "Launch sites coarsened");

static cl::opt<bool> EnableCoarsening(
    "dpopt-coarsening", cl::init(true),
    cl::desc("DPOpt: let one child block do the work of several"));
static cl::opt<unsigned> CoarsenFactorOpt(
    "dpopt-coarsen-factor", cl::init(8),
    cl::desc("DPOpt: original child blocks per launched block (0 or 1: no "
             "coarsening); DPOPT_COARSEN overrides it at run time"));
static cl::opt<bool> CoarsenRuntimeOpt(
    "dpopt-coarsen-runtime", cl::init(true),
    cl::desc("DPOpt: let the runtime (libdpagg) override the coarsening "
             "factor at run time"));

namespace dpopt {

CoarseningOptions coarseningOptionsFromCommandLine() {
  CoarseningOptions O;
  O.Factor = CoarsenFactorOpt;
  O.RuntimeOverride = CoarsenRuntimeOpt;
  return O;
}

bool isCoarseningEnabled() { return EnableCoarsening; }

namespace {

class Coarsener {
  Module &M;
  const CoarseningOptions &Opts;
  LaunchRemarks Remarks;
  FunctionAnalysisManager &FAM;
  ChildVersions Versions;

public:
  Coarsener(Module &M, ModuleAnalysisManager &MAM,
            const CoarseningOptions &Opts)
      : M(M), Opts(Opts), Remarks(MAM, M),
        FAM(MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager()),
        Versions(M, FAM) {}

  bool run();

private:
  bool coarsenSite(LaunchSite &S, const ChildKernelInfo &CI, std::string &Why);
};

} // namespace

/// ceil(N / D) for D > 0, without overflow.
static Value *ceilDiv(IRBuilder<> &B, Value *N, Value *D, const Twine &Name) {
  Value *Q = B.CreateUDiv(N, D);
  Value *R = B.CreateICmpNE(B.CreateURem(N, D), B.getInt32(0));
  return B.CreateAdd(Q, B.CreateZExt(R, B.getInt32Ty()), Name);
}

bool Coarsener::coarsenSite(LaunchSite &S, const ChildKernelInfo &CI,
                            std::string &Why) {
  // Any stream: the launch stays a launch, only its shape changes.
  SiteNeeds Needs;
  Needs.RefuseUserStreams = false;
  Why = siteRefusal(S, Needs);
  if (!Why.empty())
    return false;
  Function *Coarse = Versions.getCoarse(*S.Child, CI, Why);
  if (!Coarse) {
    Why = "the child cannot be coarsened: " + Why;
    return false;
  }
  Function &F = *S.Parent;
  IRBuilder<> B(S.BufferCall);
  Value *Factor = B.getInt32(Opts.Factor);
  if (Opts.RuntimeOverride)
    Factor = emitRuntimeParam(B, RuntimeParam::CoarsenFactor, *S.Child, Factor,
                              "dpopt.coarsen.factor");
  Value *UseCoarse = B.CreateICmpUGT(Factor, B.getInt32(1), "dpopt.coarsen");

  // Spread the factor over x, then what is left of it over y, then z:
  // f_d = max(min(left, grid_d), 1), new grid_d = ceil(grid_d / f_d).
  Value *Left = Factor;
  Value *NewGrid[3];
  static const char XYZ[] = {'x', 'y', 'z'};
  for (unsigned D = 0; D != 3; ++D) {
    Value *FD = B.CreateBinaryIntrinsic(
        Intrinsic::umax,
        B.CreateBinaryIntrinsic(Intrinsic::umin, Left, S.Grid[D]),
        B.getInt32(1));
    NewGrid[D] =
        ceilDiv(B, S.Grid[D], FD, Twine("dpopt.coarse.grid.") + Twine(XYZ[D]));
    Left = B.CreateUDiv(Left, FD);
  }
  IRBuilder<> EntryB(&*F.getEntryBlock().getFirstInsertionPt());
  StructType *Dim3 = getDim3Type(M);
  AllocaInst *CoarseGridA =
      EntryB.CreateAlloca(Dim3, M.getDataLayout().getAllocaAddrSpace(), nullptr,
                          "dpopt.coarse.grid");
  for (unsigned D = 0; D != 3; ++D)
    B.CreateStore(NewGrid[D], B.CreateConstInBoundsGEP1_64(B.getInt8Ty(),
                                                           CoarseGridA, 4 * D));

  // The buffer request names the coarsened kernel and its grid.
  unsigned FuncArg = S.BufferFn->FuncArg, GridArg = S.BufferFn->GridArg;
  Value *OldFunc = S.BufferCall->getArgOperand(FuncArg);
  Value *OldGrid = S.BufferCall->getArgOperand(GridArg);
  S.BufferCall->setArgOperand(
      FuncArg, B.CreateSelect(UseCoarse, Coarse, OldFunc, "dpopt.kernel"));
  S.BufferCall->setArgOperand(
      GridArg,
      B.CreateSelect(UseCoarse, CoarseGridA, OldGrid, "dpopt.grid.sel"));

  // The original grid goes after the child's own parameters.
  uint64_t Total = 0;
  auto Layout = kernelParamLayout(*Coarse, Total);
  Value *Buf = S.LaunchCall->getArgOperand(S.LaunchFn->BufferArg);
  Instruction *Then =
      SplitBlockAndInsertIfThen(UseCoarse, S.LaunchCall->getIterator(), false);
  IRBuilder<> TB(Then);
  for (unsigned D = 0; D != 3; ++D)
    TB.CreateStore(S.Grid[D], TB.CreateConstInBoundsGEP1_64(
                                  TB.getInt8Ty(), Buf,
                                  Layout[S.Child->arg_size() + D].first));

  Remarks.transformed(
      S, "Coarsened",
      "launch of '" + S.Child->getName() + "' runs '" + Coarse->getName() +
          "': each block does the work of up to " + Twine(Opts.Factor) +
          " blocks" + (Opts.RuntimeOverride ? " (run-time adjustable)" : "") +
          (CI.usesSharedMemory()
               ? "; a barrier separates the blocks (shared memory)"
               : ""));
  ++NumCoarsened;
  return true;
}

bool Coarsener::run() {
  if (!Opts.RuntimeOverride && Opts.Factor <= 1)
    return false;
  return transformLaunchSites(
      M, FAM, Remarks, "NotCoarsened", "coarsened",
      [&](LaunchSite &S, const ChildKernelInfo &CI, std::string &Why) {
        return coarsenSite(S, CI, Why);
      });
}

bool coarsenLaunches(Module &M, ModuleAnalysisManager &MAM,
                     const CoarseningOptions &Opts) {
  return Coarsener(M, MAM, Opts).run();
}

PreservedAnalyses CoarseningPass::run(Module &M, ModuleAnalysisManager &MAM) {
  if (!M.getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  bool Changed = normalizeLaunchesForTransforms(M, MAM);
  Changed |= coarsenLaunches(M, MAM, Opts);
  if (Changed)
    applyRegisterBudgets(M, MAM);
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dpopt
