//===- Coarsening.cpp - One child block does the work of several ----------===//

#include "DPOpt/Coarsening.h"
#include "DPOpt/ChildVersions.h"
#include "DPOpt/LaunchNormalization.h"
#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/Remarks.h"
#include "DPOpt/ResourceBudget.h"
#include "dpagg_abi.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#include <map>
#include <tuple>

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

/// A normalized launch exactly as normalization emits it: in Head,
///   buf = request(...); c = icmp ne buf, null; br c, Then, Tail
/// Then: [memcpy(buf, staging)] r = launch(buf, stream); br Tail
/// and r used only by phis of Tail.
struct DirectLaunch {
  BranchInst *NullBr = nullptr;
  BasicBlock *Then = nullptr, *Tail = nullptr;
  Instruction *Copy = nullptr;
};

struct HelperKey {
  Function *Child, *Request, *Launch;
  bool operator<(const HelperKey &O) const {
    return std::tie(Child, Request, Launch) <
           std::tie(O.Child, O.Request, O.Launch);
  }
};

class Coarsener {
  Module &M;
  const CoarseningOptions &Opts;
  LaunchRemarks Remarks;
  FunctionAnalysisManager &FAM;
  ChildVersions Versions;
  /// Per child: its grid helper (see getGridHelper); per child and entry
  /// points: its launch helper (see getLaunchHelper).
  DenseMap<Function *, Function *> GridHelpers;
  std::map<HelperKey, Function *> LaunchHelpers;

public:
  Coarsener(Module &M, ModuleAnalysisManager &MAM,
            const CoarseningOptions &Opts)
      : M(M), Opts(Opts), Remarks(MAM, M),
        FAM(MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager()),
        Versions(M, FAM) {}

  bool run();

private:
  bool coarsenSite(LaunchSite &S, const ChildKernelInfo &CI, std::string &Why);
  void coarsenInPlace(LaunchSite &S, Function &Coarse);
  void outlineLaunch(LaunchSite &S, Function &Coarse, const DirectLaunch &L);
  Value *emitCoarseGrid(IRBuilder<> &B, Function &Child, Value *GridP,
                        Value *BlockP, Value *CoarseP);
  Function *getGridHelper(Function &Child);
  Function *getLaunchHelper(LaunchSite &S, Function &Coarse);
};

} // namespace

/// ceil(N / D) for D > 0, without overflow.
static Value *ceilDiv(IRBuilder<> &B, Value *N, Value *D, const Twine &Name) {
  Value *Q = B.CreateUDiv(N, D);
  Value *R = B.CreateICmpNE(B.CreateURem(N, D), B.getInt32(0));
  return B.CreateAdd(Q, B.CreateZExt(R, B.getInt32Ty()), Name);
}

static Value *loadDim(IRBuilder<> &B, Value *Dim3, unsigned D,
                      const Twine &Name) {
  return B.CreateLoad(B.getInt32Ty(),
                      B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Dim3, 4 * D),
                      Name);
}

/// Whether the direct launch of \p S has the shape normalization gives it
/// (a staged launch, nothing else in it), filling \p L.
static bool matchDirectLaunch(const LaunchSite &S, DirectLaunch &L) {
  auto *Cmp = S.NullCheck;
  if (!Cmp || Cmp->getPredicate() != ICmpInst::ICMP_NE || !Cmp->hasOneUse() ||
      Cmp->getParent() != S.BufferCall->getParent())
    return false;
  L.NullBr = dyn_cast<BranchInst>(*Cmp->user_begin());
  if (!L.NullBr || !L.NullBr->isConditional() ||
      L.NullBr->getParent() != S.BufferCall->getParent())
    return false;
  L.Then = L.NullBr->getSuccessor(0);
  L.Tail = L.NullBr->getSuccessor(1);
  if (L.Then == L.Tail ||
      L.Then->getSinglePredecessor() != S.BufferCall->getParent() ||
      S.LaunchCall->getParent() != L.Then)
    return false;
  uint64_t ParamBytes = 0;
  kernelParamLayout(*S.Child, ParamBytes);
  bool Staged = isa<AllocaInst>(S.ArgStorage);
  if (!Staged && ParamBytes)
    return false;
  for (Instruction &I : *L.Then) {
    if (&I == S.LaunchCall)
      continue;
    if (auto *Br = dyn_cast<BranchInst>(&I))
      if (Br->isUnconditional() && Br->getSuccessor(0) == L.Tail)
        continue;
    auto *MC = dyn_cast<MemCpyInst>(&I);
    auto *Len = MC ? dyn_cast<ConstantInt>(MC->getLength()) : nullptr;
    if (!L.Copy && Staged && Len && MC->getRawDest() == S.BufferCall &&
        MC->getRawSource() == S.ArgStorage && Len->getZExtValue() == ParamBytes)
      L.Copy = MC;
    else
      return false;
  }
  if (Staged && ParamBytes && !L.Copy)
    return false;
  for (User *U : S.BufferCall->users())
    if (U != Cmp && U != L.Copy && U != S.LaunchCall)
      return false;
  // The launch's result goes to the join's phis only.
  for (User *U : S.LaunchCall->users()) {
    auto *Phi = dyn_cast<PHINode>(U);
    if (!Phi || Phi->getParent() != L.Tail)
      return false;
  }
  BasicBlock *Head = S.BufferCall->getParent();
  for (PHINode &Phi : L.Tail->phis())
    if (Phi.getIncomingValueForBlock(L.Then) != S.LaunchCall &&
        Phi.getIncomingValueForBlock(L.Then) !=
            Phi.getIncomingValueForBlock(Head))
      return false;
  // The request reads the child, grid and block the helper gets.
  const LaunchFunctionInfo &BF = *S.BufferFn;
  return S.BufferCall->getArgOperand(BF.FuncArg) == S.Child &&
         S.BufferCall->getArgOperand(BF.GridArg) == S.GridPtr &&
         S.BufferCall->getArgOperand(BF.BlockArg) == S.BlockPtr;
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
  DirectLaunch L;
  if (matchDirectLaunch(S, L))
    outlineLaunch(S, *Coarse, L);
  else
    coarsenInPlace(S, *Coarse);

  Remarks.transformed(
      S, "Coarsened",
      "launch of '" + S.Child->getName() + "' runs '" + Coarse->getName() +
          "': each block does the work of up to " + Twine(Opts.Factor) +
          " blocks" + (Opts.RuntimeOverride ? " (run-time adjustable)" : "") +
          ", as far as the launch still fills the GPU" +
          (CI.usesSharedMemory()
               ? "; a barrier separates the blocks (shared memory)"
           : CI.HasBlockHooks
               ? "; a barrier separates the blocks (the child aggregates its "
                 "own launches by groups of blocks)"
               : ""));
  ++NumCoarsened;
  return true;
}

/// Replaces the direct launch of \p S by a call of its child's launch
/// helper, which launches the coarsened kernel (one copy per child: coarsened
/// launch code at every site made a parent with many sites slow to compile).
/// The site is then no launch site any more: run coarsening last.
void Coarsener::outlineLaunch(LaunchSite &S, Function &Coarse,
                              const DirectLaunch &L) {
  BasicBlock *Head = S.BufferCall->getParent();
  IRBuilder<> B(S.BufferCall);
  Value *Args = L.Copy ? S.ArgStorage : ConstantPointerNull::get(B.getPtrTy());
  CallInst *Result = B.CreateCall(
      getLaunchHelper(S, Coarse),
      {Args, S.GridPtr, S.BlockPtr, S.SharedMem, S.Stream}, "dpopt.launch");
  Result->setDebugLoc(S.LaunchCall->getDebugLoc());
  for (PHINode &Phi : L.Tail->phis()) {
    if (Phi.getIncomingValueForBlock(L.Then) == S.LaunchCall)
      Phi.setIncomingValueForBlock(Head, Result);
    Phi.removeIncomingValue(L.Then);
  }
  BranchInst::Create(L.Tail, L.NullBr->getIterator());
  L.NullBr->eraseFromParent();
  S.NullCheck->eraseFromParent();
  L.Then->eraseFromParent();
  S.BufferCall->eraseFromParent();
  S.NullCheck = nullptr;
  S.BufferCall = nullptr;
  S.LaunchCall = Result;
}

/// The direct launch of \p S's child with its entry points, coarsened:
///   i32 child.dpopt.launch(ptr args, ptr grid, ptr block, i32 shmem,
///                          ptr stream)
/// returns the launch's result, or SkippedLaunchError without a buffer.
Function *Coarsener::getLaunchHelper(LaunchSite &S, Function &Coarse) {
  Function &Child = *S.Child;
  auto *Request = cast<Function>(S.BufferCall->getCalledOperand());
  auto *Launch = cast<Function>(S.LaunchCall->getCalledOperand());
  Function *&F = LaunchHelpers[{&Child, Request, Launch}];
  if (F)
    return F;
  LLVMContext &Ctx = M.getContext();
  Type *Ptr = PointerType::getUnqual(Ctx), *I32 = Type::getInt32Ty(Ctx);
  F = createSiteHelper(M,
                       FunctionType::get(S.LaunchCall->getType(),
                                         {Ptr, Ptr, Ptr, I32, Ptr}, false),
                       Child.getName() + ".dpopt.launch", Child, {0, 1, 2});
  static const char *const ArgNames[] = {"args", "grid", "block", "shmem",
                                         "stream"};
  for (unsigned I = 0; I != F->arg_size(); ++I)
    F->getArg(I)->setName(ArgNames[I]);
  Argument *Args = F->getArg(0), *GridP = F->getArg(1), *BlockP = F->getArg(2);
  BasicBlock *Entry = BasicBlock::Create(Ctx, "entry", F);
  BasicBlock *Fill = BasicBlock::Create(Ctx, "fill", F);
  BasicBlock *Skip = BasicBlock::Create(Ctx, "skip", F);
  IRBuilder<> B(Entry);
  AllocaInst *CoarseGridA =
      B.CreateAlloca(getDim3Type(M), M.getDataLayout().getAllocaAddrSpace(),
                     nullptr, "coarse.grid");
  Value *UseCoarse = emitCoarseGrid(B, Child, GridP, BlockP, CoarseGridA);
  Value *Kernel = B.CreateSelect(UseCoarse, &Coarse, &Child, "kernel");
  Value *Grid = B.CreateSelect(UseCoarse, CoarseGridA, GridP, "grid.sel");
  // The request as the site made it (same entry point and attributes).
  const LaunchFunctionInfo &BF = *S.BufferFn;
  SmallVector<Value *, 4> ReqArgs(S.BufferCall->args());
  ReqArgs[BF.FuncArg] = Kernel;
  ReqArgs[BF.GridArg] = Grid;
  ReqArgs[BF.BlockArg] = BlockP;
  ReqArgs[BF.ShmemArg] = F->getArg(3);
  CallInst *Buf = B.CreateCall(Request, ReqArgs, "buf");
  Buf->setAttributes(S.BufferCall->getAttributes());
  B.CreateCondBr(B.CreateIsNotNull(Buf), Fill, Skip);

  IRBuilder<> FB(Fill);
  uint64_t ParamBytes = 0;
  kernelParamLayout(Child, ParamBytes);
  if (ParamBytes)
    FB.CreateMemCpy(Buf, Align(64), Args, Align(64), ParamBytes);
  // The coarsened kernel takes the original grid after the child's
  // parameters.
  BasicBlock *Go = BasicBlock::Create(Ctx, "launch", F);
  BasicBlock *Tail = BasicBlock::Create(Ctx, "original.grid", F, Go);
  FB.CreateCondBr(UseCoarse, Tail, Go);
  IRBuilder<> TB(Tail);
  uint64_t Total = 0;
  auto Layout = kernelParamLayout(Coarse, Total);
  for (unsigned D = 0; D != 3; ++D) {
    Value *Dim = loadDim(TB, GridP, D, "grid");
    TB.CreateStore(
        Dim, TB.CreateConstInBoundsGEP1_64(TB.getInt8Ty(), Buf,
                                           Layout[Child.arg_size() + D].first));
  }
  TB.CreateBr(Go);
  IRBuilder<> GB(Go);
  SmallVector<Value *, 2> LaunchArgs(S.LaunchCall->args());
  LaunchArgs[S.LaunchFn->BufferArg] = Buf;
  LaunchArgs[S.LaunchFn->StreamArg] = F->getArg(4);
  CallInst *R = GB.CreateCall(Launch, LaunchArgs, "result");
  R->setAttributes(S.LaunchCall->getAttributes());
  GB.CreateRet(R);
  IRBuilder<>(Skip).CreateRet(
      ConstantInt::get(S.LaunchCall->getType(), SkippedLaunchError));
  return F;
}

/// For a site whose launch does not have normalization's shape: the request
/// names the coarsened kernel and grid when the grid helper says so, and the
/// original grid is stored after the child's parameters.
void Coarsener::coarsenInPlace(LaunchSite &S, Function &Coarse) {
  Function &F = *S.Parent;
  IRBuilder<> EntryB(&*F.getEntryBlock().getFirstInsertionPt());
  StructType *Dim3 = getDim3Type(M);
  AllocaInst *CoarseGridA =
      EntryB.CreateAlloca(Dim3, M.getDataLayout().getAllocaAddrSpace(), nullptr,
                          "dpopt.coarse.grid");
  IRBuilder<> B(S.BufferCall);
  // Dead after the buffer request copies it (byval): its slot can be shared.
  B.CreateLifetimeStart(CoarseGridA);
  IRBuilder<>(S.BufferCall->getNextNode()).CreateLifetimeEnd(CoarseGridA);
  // The dims' memory holds S.Grid here, where it was resolved (right before
  // the buffer request).
  Value *UseCoarse =
      B.CreateCall(getGridHelper(*S.Child),
                   {S.GridPtr, S.BlockPtr, CoarseGridA}, "dpopt.coarsen");
  // The buffer request names the coarsened kernel and its grid.
  unsigned FuncArg = S.BufferFn->FuncArg, GridArg = S.BufferFn->GridArg;
  Value *OldFunc = S.BufferCall->getArgOperand(FuncArg);
  Value *OldGrid = S.BufferCall->getArgOperand(GridArg);
  S.BufferCall->setArgOperand(
      FuncArg, B.CreateSelect(UseCoarse, &Coarse, OldFunc, "dpopt.kernel"));
  S.BufferCall->setArgOperand(
      GridArg,
      B.CreateSelect(UseCoarse, CoarseGridA, OldGrid, "dpopt.grid.sel"));

  // The original grid goes after the child's own parameters.
  uint64_t Total = 0;
  auto Layout = kernelParamLayout(Coarse, Total);
  Value *Buf = S.LaunchCall->getArgOperand(S.LaunchFn->BufferArg);
  Instruction *Then =
      SplitBlockAndInsertIfThen(UseCoarse, S.LaunchCall->getIterator(), false);
  IRBuilder<> TB(Then);
  for (unsigned D = 0; D != 3; ++D)
    TB.CreateStore(S.Grid[D], TB.CreateConstInBoundsGEP1_64(
                                  TB.getInt8Ty(), Buf,
                                  Layout[S.Child->arg_size() + D].first));
}

/// Computes the coarsened grid of the launch of grid \p GridP and block
/// \p BlockP into \p CoarseP and returns whether to coarsen (factor above 1).
/// Coarsening pays only for blocks beyond what the GPU runs at once (every
/// SM at 2,048 threads): the factor is at most the launch's threads over
/// that, so a launch that does not fill the GPU is not coarsened (a child of
/// a few heavy blocks ran 2x slower coarsened). Such a launch, of fewer than
/// twice those threads, takes factor 1 without reading the run-time factor
/// or dividing: it is on the critical path of a recursion of small grids
/// (bench/micro/launch_chain.cu). The factor is spread over x, then what is
/// left of it over y, then z: f_d = max(min(left, grid_d), 1), new grid_d =
/// ceil(grid_d / f_d).
Value *Coarsener::emitCoarseGrid(IRBuilder<> &B, Function &Child, Value *GridP,
                                 Value *BlockP, Value *CoarseP) {
  static const char XYZ[] = {'x', 'y', 'z'};
  Value *G[3], *Threads = nullptr;
  for (unsigned D = 0; D != 3; ++D) {
    G[D] = loadDim(B, GridP, D, Twine("grid.") + Twine(XYZ[D]));
    Value *Wide = B.CreateZExt(G[D], B.getInt64Ty());
    Threads = D ? B.CreateMul(Threads, Wide) : Wide;
  }
  for (unsigned D = 0; D != 3; ++D)
    Threads = B.CreateMul(
        Threads,
        B.CreateZExt(loadDim(B, BlockP, D, Twine("block.") + Twine(XYZ[D])),
                     B.getInt64Ty()),
        D == 2 ? "launch.threads" : "");
  Value *SMs =
      B.CreateIntrinsic(Intrinsic::nvvm_read_ptx_sreg_nsmid, {}, {}, "nsmid");
  Value *Full = B.CreateBinaryIntrinsic(
      Intrinsic::umax,
      B.CreateMul(B.CreateZExt(SMs, B.getInt64Ty()),
                  B.getInt64(dpagg_abi::ThreadsPerSM)),
      B.getInt64(1), /*FMFSource=*/nullptr, "gpu.threads");
  Value *Fills = B.CreateICmpUGE(Threads, B.CreateShl(Full, 1), "launch.fills");
  BasicBlock *Small = B.GetInsertBlock();
  BasicBlock *Join = splitForBranch(B, "dpopt.coarsen.join");
  BasicBlock *Large = BasicBlock::Create(M.getContext(), "dpopt.coarsen.large",
                                         Small->getParent(), Join);
  B.CreateCondBr(Fills, Large, Join);
  B.SetInsertPoint(Large);
  Value *Factor = B.getInt32(Opts.Factor);
  if (Opts.RuntimeOverride)
    Factor = emitRuntimeParam(B, RuntimeParam::CoarsenFactor, Child, Factor,
                              "dpopt.coarsen.factor");
  Value *Fill = B.CreateUDiv(Threads, Full);
  Factor = B.CreateTrunc(
      B.CreateBinaryIntrinsic(Intrinsic::umin,
                              B.CreateZExt(Factor, B.getInt64Ty()), Fill),
      B.getInt32Ty());
  BasicBlock *LargeEnd = B.GetInsertBlock();
  B.CreateBr(Join);
  B.SetInsertPoint(Join, Join->begin());
  PHINode *Chosen = B.CreatePHI(B.getInt32Ty(), 2, "dpopt.coarsen.fill");
  Chosen->addIncoming(Factor, LargeEnd);
  Chosen->addIncoming(B.getInt32(1), Small);
  Factor = Chosen;
  Value *Left = Factor;
  for (unsigned D = 0; D != 3; ++D) {
    Value *FD = B.CreateBinaryIntrinsic(
        Intrinsic::umax, B.CreateBinaryIntrinsic(Intrinsic::umin, Left, G[D]),
        B.getInt32(1));
    Value *Dim = ceilDiv(B, G[D], FD, Twine("coarse.grid.") + Twine(XYZ[D]));
    B.CreateStore(Dim,
                  B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), CoarseP, 4 * D));
    Left = B.CreateUDiv(Left, FD);
  }
  return B.CreateICmpUGT(Factor, B.getInt32(1), "dpopt.coarsen");
}

/// The grid computation of \p Child, shared by its sites that are
/// coarsened in place:
///   i1 child.dpopt.coarsen(ptr grid, ptr block, ptr coarse.grid)
Function *Coarsener::getGridHelper(Function &Child) {
  Function *&F = GridHelpers[&Child];
  if (F)
    return F;
  LLVMContext &Ctx = M.getContext();
  Type *Ptr = PointerType::getUnqual(Ctx);
  F = createSiteHelper(
      M, FunctionType::get(Type::getInt1Ty(Ctx), {Ptr, Ptr, Ptr}, false),
      Child.getName() + ".dpopt.coarsen", Child, {0, 1});
  F->getArg(0)->setName("grid");
  F->getArg(1)->setName("block");
  F->getArg(2)->setName("coarse.grid");
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", F));
  B.CreateRet(
      emitCoarseGrid(B, Child, F->getArg(0), F->getArg(1), F->getArg(2)));
  return F;
}

bool Coarsener::run() {
  if (!Opts.RuntimeOverride && Opts.Factor <= 1)
    return false;
  bool Changed = transformLaunchSites(
      M, FAM, Remarks, "NotCoarsened", "coarsened",
      [&](LaunchSite &S, const ChildKernelInfo &CI, std::string &Why) {
        return coarsenSite(S, CI, Why);
      });
  placeSiteHelpers(M);
  return Changed;
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
