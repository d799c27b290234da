//===- ChildVersions.cpp - The versions of a child kernel DPOpt runs ------===//

#include "DPOpt/ChildVersions.h"
#include "DPOpt/KernelCloner.h"
#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/LinearIndexGuard.h"
#include "DPOpt/RuntimeFunctions.h"
#include "DPOpt/SerialAtomics.h"
#include "DPOpt/UniformLaunchArgs.h"
#include "dpagg_abi.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/PostDominators.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

#define DEBUG_TYPE "dpopt"

STATISTIC(NumThreadVersions, "Per-thread versions of child kernels created");
STATISTIC(NumSerialVersions, "Serial versions of child kernels created");
STATISTIC(NumGuardedSerialVersions,
          "Serial versions that skip the threads past the child's guard");
STATISTIC(NumCoarseVersions, "Coarsened versions of child kernels created");

namespace dpopt {

void emitLoopNest(IRBuilder<> &B, ArrayRef<LoopBounds> Loops,
                  function_ref<void(IRBuilder<> &, ArrayRef<Value *>)> Body,
                  StringRef Name, bool OverChildThreads) {
  Function *F = B.GetInsertBlock()->getParent();
  LLVMContext &Ctx = F->getContext();
  struct Open {
    BasicBlock *Header, *Body;
    PHINode *IV;
  };
  SmallVector<Value *, 6> Indices;
  SmallVector<Open, 6> Opened;
  for (const LoopBounds &L : Loops) {
    BasicBlock *Pre = B.GetInsertBlock();
    BasicBlock *Header = BasicBlock::Create(Ctx, Name + ".loop", F);
    BasicBlock *BodyBB = BasicBlock::Create(Ctx, Name + ".body", F);
    B.CreateBr(Header);
    B.SetInsertPoint(Header);
    PHINode *IV = B.CreatePHI(B.getInt32Ty(), 2, Name + ".i");
    IV->addIncoming(L.Start, Pre);
    Opened.push_back({Header, BodyBB, IV});
    Indices.push_back(IV);
    B.SetInsertPoint(BodyBB);
  }
  Body(B, Indices);
  // Close the loops from the innermost out.
  for (unsigned I = Loops.size(); I-- > 0;) {
    auto [Header, BodyBB, IV] = Opened[I];
    Value *Next = B.CreateAdd(IV, Loops[I].Step, Name + ".next");
    IV->addIncoming(Next, B.GetInsertBlock());
    BranchInst *Back = B.CreateBr(Header);
    if (OverChildThreads)
      markSerialThreadsLoop(*Back);
    BasicBlock *Exit = BasicBlock::Create(Ctx, Name + ".exit", F);
    IRBuilder<> HB(Header);
    HB.CreateCondBr(HB.CreateICmpULT(IV, Loops[I].Bound), BodyBB, Exit);
    B.SetInsertPoint(Exit);
  }
}

CallInst *emitThreadCall(IRBuilder<> &B, Function &Child, Function &Thread,
                         ArrayRef<Value *> Args, ArrayRef<Value *> Geometry) {
  SmallVector<Value *, 24> All(Args.begin(), Args.end());
  All.append(Geometry.begin(), Geometry.end());
  CallInst *Call = B.CreateCall(&Thread, All);
  addByValAttrs(*Call, Child);
  return Call;
}

void addByValAttrs(CallInst &Call, Function &Child) {
  for (unsigned I = 0; I != Child.arg_size(); ++I)
    if (Child.getArg(I)->hasByValAttr())
      Call.addParamAttr(
          I, Attribute::getWithByValType(Child.getContext(),
                                         Child.getArg(I)->getParamByValType()));
}

void emitBlockBarrier(IRBuilder<> &B, bool Aligned) {
  Module &M = *B.GetInsertBlock()->getModule();
  B.CreateCall(Intrinsic::getOrInsertDeclaration(
                   &M, Aligned ? Intrinsic::nvvm_barrier_cta_sync_aligned_all
                               : Intrinsic::nvvm_barrier_cta_sync_all),
               {B.getInt32(0)});
}

Value *emitBlockBarrierOr(IRBuilder<> &B, Value *Pred, const Twine &Name,
                          bool Aligned) {
  Module &M = *B.GetInsertBlock()->getModule();
  return B.CreateCall(
      Intrinsic::getOrInsertDeclaration(
          &M, Aligned ? Intrinsic::nvvm_barrier_cta_red_or_aligned_all
                      : Intrinsic::nvvm_barrier_cta_red_or_all),
      {B.getInt32(0), Pred}, Name);
}

Value *emitLinearIndex(IRBuilder<> &B, ArrayRef<Value *> Idx,
                       ArrayRef<Value *> Dim, const Twine &Name) {
  Value *Row = B.CreateAdd(Idx[1], B.CreateMul(Dim[1], Idx[2]));
  return B.CreateAdd(Idx[0], B.CreateMul(Dim[0], Row), Name);
}

BlockPosition emitBlockPosition(IRBuilder<> &B) {
  // One instruction a statement: C++ leaves the order of arguments open.
  Value *TidX = readGeometry(B, GeometryReg::TidX);
  Value *TidY = readGeometry(B, GeometryReg::TidY);
  Value *TidZ = readGeometry(B, GeometryReg::TidZ);
  Value *NtidX = readGeometry(B, GeometryReg::NtidX);
  Value *NtidY = readGeometry(B, GeometryReg::NtidY);
  Value *NtidZ = readGeometry(B, GeometryReg::NtidZ);
  Value *Linear = emitLinearIndex(B, {TidX, TidY, TidZ}, {NtidX, NtidY, NtidZ},
                                  "linear.tid");
  Value *Threads =
      B.CreateMul(B.CreateMul(NtidX, NtidY), NtidZ, "block.threads");
  return {Linear, Threads};
}

Value *emitWarpLanes(IRBuilder<> &B) {
  return emitWarpLanes(B, emitBlockPosition(B));
}

Value *emitWarpLanes(IRBuilder<> &B, const BlockPosition &Pos) {
  Value *Left = B.CreateSub(Pos.Threads, B.CreateAnd(Pos.Tid, B.getInt32(~31u)),
                            "warp.left");
  // A shift by 32 is poison: the full warp is selected apart.
  Value *Partial =
      B.CreateSub(B.CreateShl(B.getInt32(1), B.CreateAnd(Left, B.getInt32(31))),
                  B.getInt32(1));
  return B.CreateSelect(B.CreateICmpUGE(Left, B.getInt32(32)), B.getInt32(~0u),
                        Partial, "warp.lanes");
}

SmallVector<Value *, 16> loadKernelArgs(IRBuilder<> &B, Function &Child,
                                        Value *Base, bool PointersAreGlobal) {
  uint64_t Total = 0;
  auto Layout = kernelParamLayout(Child, Total);
  SmallVector<Value *, 16> Args;
  for (unsigned P = 0; P != Child.arg_size(); ++P) {
    Argument *Param = Child.getArg(P);
    if (!Base) { // every parameter has size zero
      Args.push_back(PoisonValue::get(Param->getType()));
      continue;
    }
    Value *Addr =
        B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Base, Layout[P].first);
    if (Param->hasByValAttr()) {
      Args.push_back(Addr); // the call copies it (byval)
    } else if (PointersAreGlobal && Param->getType()->isPointerTy() &&
               Param->getType()->getPointerAddressSpace() == GenericAddrSpace) {
      // A launch's pointer arguments point to global memory (CUDA forbids
      // shared and local ones), which NVPTX assumes of a kernel's pointer
      // parameters: its loads and stores through them are ld.global and
      // st.global. A pointer loaded as generic would make them generic ones
      // in the aggregated kernel, and an addrspacecast pair on the value
      // folds away; a value loaded as global does not.
      Value *Global =
          B.CreateLoad(PointerType::get(B.getContext(), GlobalAddrSpace), Addr,
                       "dpopt.arg.global");
      Args.push_back(
          B.CreateAddrSpaceCast(Global, Param->getType(), "dpopt.arg"));
    } else {
      Args.push_back(B.CreateLoad(Param->getType(), Addr, "dpopt.arg"));
    }
  }
  return Args;
}

Value *readGeometry(IRBuilder<> &B, GeometryReg R) {
  static const Intrinsic::ID IDs[NumGeometryRegs] = {
      Intrinsic::nvvm_read_ptx_sreg_tid_x,
      Intrinsic::nvvm_read_ptx_sreg_tid_y,
      Intrinsic::nvvm_read_ptx_sreg_tid_z,
      Intrinsic::nvvm_read_ptx_sreg_ctaid_x,
      Intrinsic::nvvm_read_ptx_sreg_ctaid_y,
      Intrinsic::nvvm_read_ptx_sreg_ctaid_z,
      Intrinsic::nvvm_read_ptx_sreg_ntid_x,
      Intrinsic::nvvm_read_ptx_sreg_ntid_y,
      Intrinsic::nvvm_read_ptx_sreg_ntid_z,
      Intrinsic::nvvm_read_ptx_sreg_nctaid_x,
      Intrinsic::nvvm_read_ptx_sreg_nctaid_y,
      Intrinsic::nvvm_read_ptx_sreg_nctaid_z};
  Module &M = *B.GetInsertBlock()->getModule();
  return B.CreateCall(
      Intrinsic::getOrInsertDeclaration(&M, IDs[geometryIndex(R)]), {},
      geometryRegName(R));
}

Value *readIsSmallGrid(IRBuilder<> &B) {
  Value *Blocks = nullptr;
  for (GeometryReg Dim :
       {GeometryReg::NctaidX, GeometryReg::NctaidY, GeometryReg::NctaidZ}) {
    Value *N = B.CreateZExt(readGeometry(B, Dim), B.getInt64Ty());
    Blocks = Blocks ? B.CreateMul(Blocks, N) : N;
  }
  return B.CreateICmpULE(Blocks,
                         B.getInt64(dpagg_abi::MaxDirectJoinAtLaunchBlocks),
                         "dpopt.small.grid");
}

Function *createSiteHelper(Module &M, FunctionType *Ty, const Twine &Name,
                           const Function &Like,
                           ArrayRef<unsigned> ReadOnlyParams) {
  Function *F = Function::Create(Ty, GlobalValue::InternalLinkage, Name, &M);
  for (unsigned I : ReadOnlyParams) {
    F->addParamAttr(I, Attribute::ReadOnly);
    F->addParamAttr(
        I, Attribute::getWithCaptureInfo(M.getContext(), CaptureInfo::none()));
  }
  F->addFnAttr(Attribute::NoInline);
  F->addFnAttr(Attribute::NoUnwind);
  F->addFnAttr(SiteHelperAttr);
  if (Like.hasFnAttribute(Attribute::OptimizeNone))
    F->addFnAttr(Attribute::OptimizeNone);
  for (StringRef A : {"target-cpu", "target-features"})
    if (Like.hasFnAttribute(A))
      F->addFnAttr(Like.getFnAttribute(A));
  return F;
}

static cl::opt<unsigned> OutlineSites(
    "dpopt-outline-sites", cl::init(0),
    cl::desc("keep DPOpt's per-child site helpers out of line in functions "
             "with at least N calls of them (0: always inline them); needs "
             "ptxas run through scripts/dpopt-ptxas (-func-maxrregcount)"));

void placeSiteHelpers(Module &M) {
  SmallVector<CallBase *, 32> Calls;
  DenseMap<Function *, unsigned> CallsIn;
  for (Function &F : M) {
    if (!F.hasFnAttribute(SiteHelperAttr))
      continue;
    // Each call decides (optnone, at -O0, needs noinline on the function).
    if (!F.hasFnAttribute(Attribute::OptimizeNone))
      F.removeFnAttr(Attribute::NoInline);
    for (User *U : F.users())
      if (auto *CB = dyn_cast<CallBase>(U))
        if (CB->getCalledOperand() == &F) {
          Calls.push_back(CB);
          ++CallsIn[CB->getFunction()];
        }
  }
  for (CallBase *CB : Calls) {
    bool Outline = OutlineSites && CallsIn[CB->getFunction()] >= OutlineSites;
    CB->removeFnAttr(Attribute::AlwaysInline);
    CB->removeFnAttr(Attribute::NoInline);
    CB->addFnAttr(Outline ? Attribute::NoInline : Attribute::AlwaysInline);
  }
}

bool isOutlinedHelperCall(const CallBase &CB) {
  const Function *F = CB.getCalledFunction();
  return F && F->hasFnAttribute(SiteHelperAttr) &&
         CB.getAttributes().hasFnAttr(Attribute::NoInline);
}

/// The type of a version: \p Child's parameters, then \p Extra.
static FunctionType *versionType(Function &Child, Type *Ret,
                                 ArrayRef<Type *> Extra) {
  SmallVector<Type *, 16> Params(Child.getFunctionType()->params());
  Params.append(Extra.begin(), Extra.end());
  return FunctionType::get(Ret, Params, /*isVarArg=*/false);
}

bool findChildVersion(Module &M, StringRef Name, FunctionType *Ty,
                      bool IsKernel, Function *&Found, std::string &Why) {
  Found = nullptr;
  GlobalValue *GV = M.getNamedValue(Name);
  if (!GV)
    return true;
  // Passes share versions by name; anything else of that name would be
  // called with the wrong prototype.
  auto *F = dyn_cast<Function>(GV);
  if (F && !F->isDeclaration() && F->hasLocalLinkage() &&
      F->getFunctionType() == Ty && isKernel(*F) == IsKernel) {
    Found = F;
    return true;
  }
  Why = ("the module already has a global named '" + Name +
         "' that is not DPOpt's")
            .str();
  return false;
}

Function *ChildVersions::getThread(Function &Child, std::string &Why) {
  std::string Name = (Child.getName() + ".dpopt.thread").str();
  Type *I32 = Type::getInt32Ty(M.getContext());
  SmallVector<Type *, NumGeometryRegs> Geo(NumGeometryRegs, I32);
  Function *Existing;
  if (!findChildVersion(M, Name, versionType(Child, Child.getReturnType(), Geo),
                        /*IsKernel=*/false, Existing, Why))
    return nullptr;
  if (Existing)
    return Existing;
  auto Failed = Failures.find(&Child);
  if (Failed != Failures.end()) {
    Why = Failed->second;
    return nullptr;
  }
  Function *Thread = cloneThread(Child, Name, Why);
  if (!Thread)
    Failures[&Child] = Why;
  return Thread;
}

Function *ChildVersions::cloneThread(Function &Child, StringRef Name,
                                     std::string &Why) {
  KernelCloneSpec Spec;
  Spec.Kind = CloneKind::DeviceFunction;
  Spec.Name = Name.str();
  for (unsigned R = 0; R != NumGeometryRegs; ++R) {
    Spec.ExtraParams.push_back(Type::getInt32Ty(M.getContext()));
    Spec.ExtraParamNames.push_back(
        geometryRegName(static_cast<GeometryReg>(R)));
  }
  Expected<KernelClone> Thread = cloneKernel(Child, Spec);
  if (!Thread) {
    Why = toString(Thread.takeError());
    return nullptr;
  }
  remapGeometry(*Thread, [&](GeometryReg R, CallInst *) -> Value * {
    return Thread->extraParam(geometryIndex(R));
  });
  // Inlined wherever it runs, at every level (-O0 too): a kernel's register
  // budget (ResourceBudget.h) holds only for the code compiled into it.
  Thread->F->removeFnAttr(Attribute::OptimizeNone);
  Thread->F->removeFnAttr(Attribute::NoInline);
  Thread->F->addFnAttr(Attribute::AlwaysInline);
  // Arguments may be read back from a staging buffer or a record, where a
  // parameter the parent never wrote is undefined: drop noundef.
  for (unsigned I = 0; I != Child.arg_size(); ++I)
    Thread->F->removeParamAttr(I, Attribute::NoUndef);
  ++NumThreadVersions;
  return Thread->F;
}

/// A new function or kernel with \p Child's parameters followed by
/// \p ExtraNames (all i32), with the thread version's attributes.
static Function *createWrapper(Function &Child, Function &Thread,
                               StringRef Suffix,
                               ArrayRef<const char *> ExtraNames,
                               bool IsKernel) {
  Module &M = *Child.getParent();
  LLVMContext &Ctx = M.getContext();
  SmallVector<Type *, 16> Params(Child.getFunctionType()->params());
  Params.append(ExtraNames.size(), Type::getInt32Ty(Ctx));
  Function *F = Function::Create(
      FunctionType::get(Type::getVoidTy(Ctx), Params, false),
      GlobalValue::InternalLinkage, (Child.getName() + Suffix).str(), &M);
  if (IsKernel) {
    // Launch bounds, kernel attributes and parameter attributes of the child
    // (the block size does not change).
    F->copyAttributesFrom(&Child);
    F->setLinkage(GlobalValue::InternalLinkage);
    F->setVisibility(GlobalValue::DefaultVisibility);
    F->setDSOLocal(true);
    F->setComdat(nullptr);
    F->setCallingConv(CallingConv::PTX_Kernel);
  } else {
    // Always inlined too (see getThread).
    F->copyAttributesFrom(&Thread);
    F->setCallingConv(CallingConv::C);
  }
  for (unsigned I = 0; I != Child.arg_size(); ++I) {
    F->getArg(I)->setName(Child.getArg(I)->getName());
    F->removeParamAttr(I, Attribute::NoUndef);
    if (!IsKernel)
      F->addParamAttrs(I,
                       AttrBuilder(Ctx, Child.getAttributes().getParamAttrs(I))
                           .removeAttribute(Attribute::NoUndef));
  }
  for (unsigned I = 0; I != ExtraNames.size(); ++I)
    F->getArg(Child.arg_size() + I)->setName(ExtraNames[I]);
  return F;
}

static constexpr StringLiteral SerialSuffix = ".dpopt.serial";

static std::string serialOwnThreadName(const Function &Child) {
  return (Child.getName() + SerialSuffix + ".thread").str();
}

Function *ChildVersions::serialOwnThread(Function &Child) const {
  return M.getFunction(serialOwnThreadName(Child));
}

static SmallVector<Value *, 16> originalArgs(Function &F, Function &Child) {
  SmallVector<Value *, 16> Args;
  for (unsigned I = 0; I != Child.arg_size(); ++I)
    Args.push_back(F.getArg(I));
  return Args;
}

static constexpr StringLiteral SerialPastGuardSuffix =
    ".dpopt.serial.pastguard";

Function *ChildVersions::getSerial(Function &Child, std::string &Why,
                                   bool OwnThread) {
  return buildSerial(Child, Why, OwnThread, /*PastGuardOnly=*/false);
}

Function *ChildVersions::getSerialPastGuard(Function &Child, std::string &Why) {
  return buildSerial(Child, Why, /*OwnThread=*/false, /*PastGuardOnly=*/true);
}

Function *ChildVersions::buildSerial(Function &Child, std::string &Why,
                                     bool OwnThread, bool PastGuardOnly) {
  LLVMContext &Ctx = M.getContext();
  SmallVector<Type *, 6> Dims(6, Type::getInt32Ty(Ctx));
  StringRef Suffix = PastGuardOnly ? SerialPastGuardSuffix : SerialSuffix;
  Function *Existing;
  if (!findChildVersion(M, (Child.getName() + Suffix).str(),
                        versionType(Child, Type::getVoidTy(Ctx), Dims),
                        /*IsKernel=*/false, Existing, Why))
    return nullptr;
  if (Existing)
    return Existing;
  Function *Thread = OwnThread
                         ? cloneThread(Child, serialOwnThreadName(Child), Why)
                         : getThread(Child, Why);
  if (!Thread)
    return nullptr;
  std::optional<LinearIndexGuard> Guard = serialGuard(Child, *Thread);
  if (PastGuardOnly && !Guard) {
    Why = "the child has no guard on its linear thread index";
    return nullptr;
  }
  static const char *const DimNames[] = {"grid.x",  "grid.y",  "grid.z",
                                         "block.x", "block.y", "block.z"};
  Function *Serial = createWrapper(Child, *Thread, Suffix, DimNames, false);
  IRBuilder<> B(BasicBlock::Create(M.getContext(), "entry", Serial));
  auto Dim = [&](unsigned I) { return Serial->getArg(Child.arg_size() + I); };
  Value *Zero = B.getInt32(0), *One = B.getInt32(1);
  Function *PastGuard = Guard ? clonePastGuard(*Thread, *Guard) : nullptr;
  SmallVector<Value *, 16> Args = originalArgs(*Serial, Child);
  // Past the guard only: the leading blocks of each row of blocks whose
  // threads all pass it have nothing to run (a child of n threads in
  // blocks of 32 has one block to visit, not n / 32).
  // What a guard's bound may read: the child's arguments and \p Geometry
  // (the thread version's geometry arguments; null where it never reads).
  auto GuardParams = [&](ArrayRef<Value *> Geometry) {
    return [&, Geometry](unsigned ParamNo) -> Value * {
      if (ParamNo < Child.arg_size())
        return Serial->getArg(ParamNo);
      Value *V = Geometry[ParamNo - Child.arg_size()];
      assert(V && "a guard's bound never reads threadIdx (nor blockIdx, "
                  "where it is not given)");
      return V;
    };
  };
  Value *FirstBlockX = Zero;
  if (PastGuardOnly && !guardBoundReadsBlockIdx(*Guard)) {
    Value *Dims[NumGeometryRegs] = {nullptr, nullptr, nullptr, nullptr,
                                    nullptr, nullptr, Dim(3),  Dim(4),
                                    Dim(5),  Dim(0),  Dim(1),  Dim(2)};
    FirstBlockX =
        emitWholeGuardedBlocks(B, *Guard, GuardParams(Dims), Dim(0), Dim(3));
  }
  // Blocks (z, y, x), then threads (z, y, x); a row of threads runs up to
  // the first that fails the child's guard as the child does, the rest
  // without the work the guard skips (LinearIndexGuard.h).
  LoopBounds Blocks[] = {
      {Zero, Dim(2), One}, {Zero, Dim(1), One}, {FirstBlockX, Dim(0), One}};
  emitLoopNest(
      B, Blocks,
      [&](IRBuilder<> &BB, ArrayRef<Value *> Block) {
        // The thread version's geometry arguments (threadIdx, blockIdx,
        // blockDim, gridDim); threadIdx is set in the row loops.
        Value *Geometry[NumGeometryRegs] = {
            nullptr, nullptr, nullptr, Block[2], Block[1], Block[0],
            Dim(3),  Dim(4),  Dim(5),  Dim(0),   Dim(1),   Dim(2)};
        Value *Passing = Dim(3);
        if (Guard)
          Passing = emitGuardedThreads(BB, *Guard, GuardParams(Geometry));
        LoopBounds Rows[] = {{Zero, Dim(5), One}, {Zero, Dim(4), One}};
        emitLoopNest(
            BB, Rows,
            [&](IRBuilder<> &RB, ArrayRef<Value *> Row) {
              auto Run = [&](Function &Version, Value *From, Value *To) {
                emitLoopNest(
                    RB, {{From, To, One}},
                    [&](IRBuilder<> &TB, ArrayRef<Value *> X) {
                      Geometry[0] = X[0];
                      Geometry[1] = Row[1];
                      Geometry[2] = Row[0];
                      emitThreadCall(TB, Child, Version, Args, Geometry);
                    },
                    "serial", /*OverChildThreads=*/true);
              };
              if (!PastGuardOnly)
                Run(*Thread, Zero, Passing);
              if (!PastGuard)
                return;
              // Past the guard, threadIdx.x 0 runs only when no thread of
              // the row passes: apart, so that the code a first thread runs
              // (a counter, a flag) folds away in the loop after it.
              Value *None = RB.CreateICmpEQ(Passing, Zero);
              Run(*PastGuard, Zero,
                  RB.CreateSelect(
                      None,
                      RB.CreateBinaryIntrinsic(Intrinsic::umin, One, Dim(3)),
                      Zero));
              Run(*PastGuard,
                  RB.CreateBinaryIntrinsic(Intrinsic::umax, Passing, One),
                  Dim(3));
            },
            "serial", /*OverChildThreads=*/true);
      },
      "serial", /*OverChildThreads=*/true);
  B.CreateRetVoid();
  if (!PastGuardOnly)
    ++NumSerialVersions;
  return Serial;
}

/// The guard the serial version stops at: only in a child without launches
/// of its own, whose sites the copy past the guard would duplicate.
std::optional<LinearIndexGuard> ChildVersions::serialGuard(Function &Child,
                                                           Function &Thread) {
  for (Instruction &I : instructions(Thread))
    if (auto *CB = dyn_cast<CallBase>(&I)) {
      Function *Callee = CB->getCalledFunction();
      if (lookupLaunchCall(*CB) || (Callee && isLaunchWrapper(*Callee)))
        return std::nullopt;
    }
  return findLinearIndexGuard(Thread, Child.arg_size());
}

std::optional<std::string>
ChildVersions::describeSerialGuard(Function &Child, Function *Thread) {
  std::string Why;
  if (!Thread)
    Thread = getThread(Child, Why);
  if (!Thread)
    return std::nullopt;
  std::optional<LinearIndexGuard> Guard = serialGuard(Child, *Thread);
  if (!Guard)
    return std::nullopt;
  return Guard->describe();
}

/// child.dpopt.thread.pastguard: the thread version for the threads of a
/// row past its guard, with the guard's comparison replaced by its value
/// there.
Function *ChildVersions::clonePastGuard(Function &Thread,
                                        const LinearIndexGuard &Guard) {
  // The serial version and the spread's copy for the threads past the guard
  // (getSerialPastGuard) share one.
  if (Function *Made = M.getFunction((Thread.getName() + ".pastguard").str()))
    if (!Made->isDeclaration() && Made->hasLocalLinkage() &&
        Made->getFunctionType() == Thread.getFunctionType())
      return Made;
  ValueToValueMapTy VMap;
  Function *Past = CloneFunction(&Thread, VMap);
  Past->setName(Thread.getName() + ".pastguard");
  auto *Cmp = cast<Instruction>(VMap[Guard.Cmp]);
  Cmp->replaceAllUsesWith(
      ConstantInt::getBool(Cmp->getType(), Guard.ValuePast));
  Cmp->eraseFromParent();
  ++NumGuardedSerialVersions;
  return Past;
}

Function *ChildVersions::getCoarse(Function &Child, const ChildKernelInfo &CI,
                                   std::string &Why) {
  LLVMContext &Ctx = M.getContext();
  SmallVector<Type *, 3> Dims(3, Type::getInt32Ty(Ctx));
  Function *Existing;
  if (!findChildVersion(M, (Child.getName() + ".dpopt.coarse").str(),
                        versionType(Child, Type::getVoidTy(Ctx), Dims),
                        /*IsKernel=*/true, Existing, Why))
    return nullptr;
  if (Existing)
    return Existing;
  Why = coarseningHazard(Child, CI);
  if (!Why.empty())
    return nullptr;
  Function *Thread = getThread(Child, Why);
  if (!Thread)
    return nullptr;
  static const char *const DimNames[] = {"orig.grid.x", "orig.grid.y",
                                         "orig.grid.z"};
  Function *Coarse =
      createWrapper(Child, *Thread, ".dpopt.coarse", DimNames, true);
  IRBuilder<> B(BasicBlock::Create(M.getContext(), "entry", Coarse));
  Value *Geo[NumGeometryRegs];
  for (unsigned R = 0; R != NumGeometryRegs; ++R)
    Geo[R] = readGeometry(B, static_cast<GeometryReg>(R));
  auto OrigGrid = [&](unsigned D) {
    return Coarse->getArg(Child.arg_size() + D);
  };
  // for (b = blockIdx; b < original gridDim; b += gridDim), z, y, x. The
  // bounds are the same for every thread of the block, so barriers inside
  // the child are still reached by all of them.
  LoopBounds Loops[] = {{Geo[5], OrigGrid(2), Geo[11]},
                        {Geo[4], OrigGrid(1), Geo[10]},
                        {Geo[3], OrigGrid(0), Geo[9]}};
  SmallVector<Value *, 16> Args = originalArgs(*Coarse, Child);
  emitLoopNest(
      B, Loops,
      [&](IRBuilder<> &LB, ArrayRef<Value *> Idx) {
        Value *Geometry[] = {Geo[0], Geo[1],      Geo[2],      Idx[2],
                             Idx[1], Idx[0],      Geo[6],      Geo[7],
                             Geo[8], OrigGrid(0), OrigGrid(1), OrigGrid(2)};
        emitThreadCall(LB, Child, *Thread, Args, Geometry);
        if (CI.needsBarrierBetweenBlocks())
          emitBlockBarrier(LB);
      },
      "coarse");
  B.CreateRetVoid();
  ++NumCoarseVersions;
  return Coarse;
}

/// Loads the i32 at \p Offset of \p Base.
static Value *loadU32(IRBuilder<> &B, Value *Base, unsigned Offset,
                      const Twine &Name) {
  return B.CreateLoad(B.getInt32Ty(),
                      B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Base, Offset),
                      Name);
}

/// Launch bounds the aggregated kernel cannot keep: it runs with the largest
/// block of its records, as a 1D block.
static const char *const BlockShapeAttrs[] = {"nvvm.maxntid", "nvvm.reqntid"};

std::string ChildVersions::aggregatedName(const Function &Child) {
  return (Child.getName() + ".dpopt.agg").str();
}

bool ChildVersions::takesArgsAsParams(const Function &Agg) {
  return Agg.arg_size() > 2;
}

Function *ChildVersions::getAggregated(Function &Child,
                                       const ChildKernelInfo &CI,
                                       std::string &Why,
                                       bool OneChildBlockPerBlock,
                                       const SmallBitVector *UniformParams) {
  std::string Name = aggregatedName(Child);
  LLVMContext &Ctx = M.getContext();
  SmallVector<Type *, 16> Params = {PointerType::getUnqual(Ctx),
                                    Type::getInt64Ty(Ctx)};
  // The child's parameters follow at dpagg_abi::AggArgsOffset, each at its
  // offset in the child's buffer (none needs more than 16-byte alignment:
  // aggregationRefusal), within the parameter space of a device launch.
  uint64_t ArgsSize = 0;
  kernelParamLayout(Child, ArgsSize);
  if (UniformParams && UniformParams->any() &&
      dpagg_abi::AggArgsOffset + ArgsSize <= dpagg_abi::MaxParamBytes)
    for (Argument &A : Child.args())
      Params.push_back(A.getType());
  else
    UniformParams = nullptr;
  FunctionType *AggTy = FunctionType::get(Type::getVoidTy(Ctx), Params, false);
  Function *Existing;
  if (!findChildVersion(M, Name, AggTy, /*IsKernel=*/true, Existing, Why))
    return nullptr;
  if (Existing)
    return Existing;
  // Its blocks are as large as the largest record's, and the extra threads
  // leave at once: the hooks would count the wrong threads.
  if (CI.HasBlockHooks) {
    Why = "the child aggregates its own launches by groups of blocks";
    return nullptr;
  }
  // A child that launches kernels gets a thread version of its own, inlined
  // at once: its launches become the aggregated kernel's own launch sites,
  // which aggregation then transforms in turn (in the shared version they
  // would be left in a device function, and the coarsened kernel, made
  // later from the child as aggregation leaves it, must not share them).
  bool OwnThread = CI.LaunchesKernels;
  Function *Thread = OwnThread ? cloneThread(Child, Name + ".thread", Why)
                               : getThread(Child, Why);
  if (!Thread)
    return nullptr;
  Function *Agg = buildAggregated(Child, CI, *Thread, OwnThread, Name, AggTy,
                                  OneChildBlockPerBlock, UniformParams);
  if (!OwnThread)
    return Agg;
  SmallVector<CallBase *, 2> Calls;
  for (User *U : Thread->users())
    Calls.push_back(cast<CallBase>(U));
  for (CallBase *Call : Calls) {
    InlineFunctionInfo IFI;
    InlineResult R = InlineFunction(*Call, IFI);
    if (!R.isSuccess()) {
      Why = std::string("its per-thread code cannot be inlined: ") +
            R.getFailureReason();
      Agg->eraseFromParent();
      Thread->eraseFromParent();
      return nullptr;
    }
  }
  Thread->eraseFromParent();
  return Agg;
}

Function *ChildVersions::buildAggregated(Function &Child,
                                         const ChildKernelInfo &CI,
                                         Function &ThreadFn, bool OwnThread,
                                         StringRef Name, FunctionType *AggTy,
                                         bool OneChildBlockPerBlock,
                                         const SmallBitVector *UniformParams) {
  LLVMContext &Ctx = M.getContext();
  Type *Ptr = PointerType::getUnqual(Ctx);
  Type *I32 = Type::getInt32Ty(Ctx), *I64 = Type::getInt64Ty(Ctx);
  Function *Thread = &ThreadFn;
  Function *Agg =
      Function::Create(AggTy, GlobalValue::InternalLinkage, Name, &M);
  Agg->copyAttributesFrom(&Child);
  Agg->setAttributes(AttributeList::get(Ctx, Child.getAttributes().getFnAttrs(),
                                        AttributeSet(), {}));
  for (const char *A : BlockShapeAttrs)
    Agg->removeFnAttr(A);
  Agg->setLinkage(GlobalValue::InternalLinkage);
  Agg->setVisibility(GlobalValue::DefaultVisibility);
  Agg->setDSOLocal(true);
  Agg->setComdat(nullptr);
  Agg->setCallingConv(CallingConv::PTX_Kernel);
  Argument *ChunkArg = Agg->getArg(0), *BaseArg = Agg->getArg(1);
  ChunkArg->setName("chunk");
  BaseArg->setName("first.block");
  if (UniformParams)
    for (Argument &A : Child.args()) {
      Argument *P = Agg->getArg(2 + A.getArgNo());
      P->setName(A.getName() + ".param");
      if (A.hasByValAttr()) {
        P->addAttr(Attribute::getWithByValType(Ctx, A.getParamByValType()));
        P->addAttr(Attribute::getWithAlignment(Ctx, kernelParamAlign(A)));
      }
    }

  FunctionCallee Find = M.getOrInsertFunction(
      FindRecordName, FunctionType::get(Ptr, {Ptr, I64}, false));
  FunctionCallee Done = M.getOrInsertFunction(
      ChunkDoneName, FunctionType::get(Type::getVoidTy(Ctx), {Ptr}, false));

  BasicBlock *Entry = BasicBlock::Create(Ctx, "entry", Agg);
  BasicBlock *Extra = BasicBlock::Create(Ctx, "extra.thread", Agg);
  BasicBlock *Work = BasicBlock::Create(Ctx, "work", Agg);
  IRBuilder<> B(Entry);
  // The record this block works for: found once, outside the block loop.
  Value *Rec = B.CreateCall(Find, {ChunkArg, BaseArg}, "record");
  Value *Grid[3], *Block[3];
  static const char XYZ[] = {'x', 'y', 'z'};
  for (unsigned D = 0; D != 3; ++D) {
    Grid[D] = loadU32(B, Rec, dpagg_abi::RecordGrid + 4 * D,
                      Twine("orig.gridDim.") + Twine(XYZ[D]));
    Block[D] = loadU32(B, Rec, dpagg_abi::RecordBlock + 4 * D,
                       Twine("orig.blockDim.") + Twine(XYZ[D]));
  }
  Value *Stride =
      loadU32(B, Rec, dpagg_abi::RecordCoarseBlocks, "record.blocks");
  Value *Offset = B.CreateLoad(
      I64,
      B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Rec, dpagg_abi::RecordOffset),
      "record.first.block");
  Value *Key = B.CreateAdd(
      BaseArg, B.CreateZExt(readGeometry(B, GeometryReg::CtaidX), I64));
  Value *Local = B.CreateTrunc(B.CreateSub(Key, Offset), I32, "local.block");
  Value *Tid = readGeometry(B, GeometryReg::TidX);
  Value *Threads = B.CreateMul(B.CreateMul(Block[0], Block[1]), Block[2]);
  Value *TX, *TY, *TZ;
  auto EmitThreadIdx = [&] {
    TX = B.CreateURem(Tid, Block[0], "orig.threadIdx.x");
    Value *TYZ = B.CreateUDiv(Tid, Block[0]);
    TY = B.CreateURem(TYZ, Block[1], "orig.threadIdx.y");
    TZ = B.CreateUDiv(TYZ, Block[1], "orig.threadIdx.z");
  };
  auto BlockGeometry = [&](IRBuilder<> &LB, Value *Index,
                           SmallVectorImpl<Value *> &Geometry) {
    Value *BX = LB.CreateURem(Index, Grid[0]);
    Value *BYZ = LB.CreateUDiv(Index, Grid[0]);
    Value *BY = LB.CreateURem(BYZ, Grid[1]);
    Value *BZ = LB.CreateUDiv(BYZ, Grid[1]);
    Geometry.assign({TX, TY, TZ, BX, BY, BZ, Block[0], Block[1], Block[2],
                     Grid[0], Grid[1], Grid[2]});
  };
  // The arguments. Those all records share are the kernel's own parameters,
  // which the child's code reads from the constant bank, as in the child.
  // A by-value one that the child only reads is staged in shared memory by
  // the block's first thread, and the child reads its fields there, where
  // it reads them (as the child reads its by-value parameters from the
  // constant bank): copied into registers at the block's start, its fields
  // would live in registers to the block's end (recursive Mandelbrot's
  // aggregated kernel: 55 registers, 4 blocks of 256 an SM; staged, 42,
  // and 40 under scripts/dpopt-ptxas's rule for aggregated kernels: 6).
  // This needs a thread version of the aggregated kernel's own (its
  // parameter loses byval). Other by-value arguments are copied out of the
  // record into local copies, which SROA keeps in registers.
  DenseMap<const Argument *, bool> ReadOnlyCache;
  SmallBitVector Staged(Child.arg_size());
  if (OwnThread)
    for (Argument &A : Child.args())
      if (A.hasByValAttr() &&
          !(UniformParams && UniformParams->test(A.getArgNo())) &&
          isReadOnlyParam(A, ReadOnlyCache))
        Staged.set(A.getArgNo());
  SmallVector<Value *, 4> StagedArgs(Child.arg_size(), nullptr);
  if (Staged.any()) {
    const DataLayout &DL = M.getDataLayout();
    uint64_t ArgBytes = 0;
    auto Layout = kernelParamLayout(Child, ArgBytes);
    SmallVector<uint64_t, 4> At(Child.arg_size(), 0);
    uint64_t Bytes = 0;
    for (unsigned P : Staged.set_bits()) {
      Argument *A = Child.getArg(P);
      Bytes = alignTo(Bytes, kernelParamAlign(*A));
      At[P] = Bytes;
      Bytes += DL.getTypeAllocSize(A->getParamByValType());
    }
    auto *Ty = ArrayType::get(B.getInt8Ty(), Bytes);
    auto *Stage = new GlobalVariable(
        M, Ty, /*isConstant=*/false, GlobalValue::InternalLinkage,
        UndefValue::get(Ty), Name + ".args", nullptr,
        GlobalValue::NotThreadLocal, SharedAddrSpace);
    Stage->setAlignment(Align(16));
    BasicBlock *Copy = BasicBlock::Create(Ctx, "stage.args", Agg);
    BasicBlock *Staging = BasicBlock::Create(Ctx, "staged.args", Agg);
    B.CreateCondBr(B.CreateICmpEQ(Tid, B.getInt32(0)), Copy, Staging);
    IRBuilder<> CB(Copy);
    Value *Args = CB.CreateConstInBoundsGEP1_64(CB.getInt8Ty(), Rec,
                                                dpagg_abi::RecordArgs);
    for (unsigned P : Staged.set_bits()) {
      Argument *A = Child.getArg(P);
      Value *To = CB.CreateConstInBoundsGEP1_64(CB.getInt8Ty(), Stage, At[P]);
      CB.CreateMemCpy(
          To, kernelParamAlign(*A),
          CB.CreateConstInBoundsGEP1_64(CB.getInt8Ty(), Args, Layout[P].first),
          Align(1), DL.getTypeAllocSize(A->getParamByValType()));
      StagedArgs[P] = ConstantExpr::getAddrSpaceCast(
          ConstantExpr::getInBoundsGetElementPtr(B.getInt8Ty(), Stage,
                                                 B.getInt64(At[P])),
          A->getType());
    }
    CB.CreateBr(Staging);
    B.SetInsertPoint(Staging);
    // Every thread of the block is here (none has left yet).
    emitBlockBarrier(B);
  }
  auto LoadArgs = [&] {
    SmallVector<Value *, 16> Args = loadKernelArgs(
        B, Child,
        B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Rec, dpagg_abi::RecordArgs),
        /*PointersAreGlobal=*/true);
    const DataLayout &DL = M.getDataLayout();
    for (unsigned P = 0; P != Child.arg_size(); ++P) {
      Argument *Param = Child.getArg(P);
      if (UniformParams && UniformParams->test(P)) {
        Value *FromRecord = Args[P];
        Args[P] = Agg->getArg(2 + P);
        RecursivelyDeleteTriviallyDeadInstructions(FromRecord);
        continue;
      }
      if (!Param->hasByValAttr() || isa<PoisonValue>(Args[P]))
        continue;
      if (Staged.test(P)) {
        Args[P] = StagedArgs[P];
        continue;
      }
      Type *ByValTy = Param->getParamByValType();
      Align A = Param->getParamAlign().valueOrOne();
      // In the entry block, where SROA looks for allocas.
      IRBuilder<> AB(Entry, Entry->begin());
      AllocaInst *Copy = AB.CreateAlloca(ByValTy, DL.getAllocaAddrSpace(),
                                         nullptr, Param->getName() + ".copy");
      Copy->setAlignment(std::max(A, DL.getPrefTypeAlign(ByValTy)));
      B.CreateMemCpy(Copy, Copy->getAlign(), Args[P], Align(1),
                     DL.getTypeAllocSize(ByValTy));
      Args[P] = Copy;
    }
    return Args;
  };

  // One child block per block, with no loop over blocks: for a child that
  // relies on threads that return early no longer counting at a later
  // barrier (a thread that finished its part and went on, to __dpagg_done
  // or to the next block, would hold the others there for good), and where
  // the caller asks for it. Such a child is never coarsened
  // (DescFlagNoCoarsening). The record is read out and released first: the
  // child's returns are the kernel's, as in the child. (Around a child that
  // launches, the loop also costs speed: ptxas then issues the loads of the
  // child's own loops one behind the other, the e2e quicksort_streams took
  // twice as long.)
  auto CallThread = [&](IRBuilder<> &TB, ArrayRef<Value *> Args,
                        ArrayRef<Value *> Geometry) {
    CallInst *Call = emitThreadCall(TB, Child, *Thread, Args, Geometry);
    for (unsigned P : Staged.set_bits()) {
      Call->removeParamAttr(P, Attribute::ByVal);
      Thread->removeParamAttr(P, Attribute::ByVal);
    }
  };
  if (OneChildBlockPerBlock || !divergentBarrierHazard(Child, CI).empty()) {
    SmallVector<Value *, 16> Args = LoadArgs();
    B.CreateCall(Done, {ChunkArg});
    B.CreateCondBr(B.CreateICmpUGE(Tid, Threads), Extra, Work);
    IRBuilder<>(Extra).CreateRetVoid();
    B.SetInsertPoint(Work);
    EmitThreadIdx();
    SmallVector<Value *, 12> Geometry;
    BlockGeometry(B, Local, Geometry);
    CallThread(B, Args, Geometry);
    B.CreateRetVoid();
    return Agg;
  }

  // Threads beyond the record's block size leave at once (a child with
  // barriers still synchronizes correctly: exited threads do not count).
  B.CreateCondBr(B.CreateICmpUGE(Tid, Threads), Extra, Work);
  IRBuilder<> EB(Extra);
  EB.CreateCall(Done, {ChunkArg});
  EB.CreateRetVoid();

  B.SetInsertPoint(Work);
  EmitThreadIdx();
  Value *Blocks = B.CreateMul(B.CreateMul(Grid[0], Grid[1]), Grid[2]);
  SmallVector<Value *, 16> Args = LoadArgs();
  LoopBounds Loop[] = {{Local, Blocks, Stride}};
  emitLoopNest(
      B, Loop,
      [&](IRBuilder<> &LB, ArrayRef<Value *> Idx) {
        SmallVector<Value *, 12> Geometry;
        BlockGeometry(LB, Idx[0], Geometry);
        CallThread(LB, Args, Geometry);
        if (CI.needsBarrierBetweenBlocks())
          emitBlockBarrier(LB);
      },
      "agg");
  B.CreateCall(Done, {ChunkArg});
  B.CreateRetVoid();
  return Agg;
}

Function *ChildVersions::getAggregatedSerial(Function &Child,
                                             const ChildKernelInfo &CI) {
  std::string Name = (Child.getName() + ".dpopt.aggserial").str();
  LLVMContext &Ctx = M.getContext();
  Type *Ptr = PointerType::getUnqual(Ctx);
  FunctionType *Ty = FunctionType::get(Type::getVoidTy(Ctx), {Ptr}, false);
  std::string Why;
  Function *Existing;
  if (!findChildVersion(M, Name, Ty, /*IsKernel=*/false, Existing, Why))
    return nullptr;
  if (Existing)
    return Existing;
  // A child that launches would launch from the parent thread beside serial
  // work, which can hang the warp (SerialWorkSafety.h).
  if (CI.LaunchesKernels || !CI.serializationHazard().empty())
    return nullptr;
  Function *Serial = getSerial(Child, Why);
  if (!Serial)
    return nullptr;
  Function *F = Function::Create(Ty, GlobalValue::InternalLinkage, Name, &M);
  F->copyAttributesFrom(Serial);
  F->setAttributes(AttributeList::get(Ctx, Serial->getAttributes().getFnAttrs(),
                                      AttributeSet(), {}));
  F->getArg(0)->setName("record");
  // Always inlined like the serial version whose attributes it has: a
  // kernel's register budget holds only for the code compiled into it.
  IRBuilder<> B(BasicBlock::Create(Ctx, "entry", F));
  Value *Rec = F->getArg(0);
  SmallVector<Value *, 16> Args = loadKernelArgs(
      B, Child,
      B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Rec, dpagg_abi::RecordArgs),
      /*PointersAreGlobal=*/true);
  for (unsigned D = 0; D != 3; ++D)
    Args.push_back(loadU32(B, Rec, dpagg_abi::RecordGrid + 4 * D, "grid"));
  for (unsigned D = 0; D != 3; ++D)
    Args.push_back(loadU32(B, Rec, dpagg_abi::RecordBlock + 4 * D, "block"));
  addByValAttrs(*B.CreateCall(Serial, Args), Child);
  B.CreateRetVoid();
  return F;
}

/// Whether \p F or a function it calls synchronizes the block.
static bool containsBarrier(const Function &F,
                            SmallPtrSetImpl<const Function *> &Visited) {
  if (!Visited.insert(&F).second)
    return false;
  for (const Instruction &I : instructions(F))
    if (const auto *CB = dyn_cast<CallBase>(&I))
      if (const Function *Callee = CB->getCalledFunction())
        if (isBarrierName(Callee->getName()) ||
            (!Callee->isDeclaration() && containsBarrier(*Callee, Visited)))
          return true;
  return false;
}

std::string ChildVersions::coarseningHazard(Function &Child,
                                            const ChildKernelInfo &CI) {
  if (!CI.cloneHazard().empty())
    return CI.cloneHazard();
  // Fuzzer seeds 2081 and 2095: every run hung on the H100 with such a
  // child coarsened (or aggregated with coarsening), under every setting,
  // and passed with coarsening off (compiled out, or DPOPT_COARSEN=1). Why
  // is not known: a thread making several tail launches is not it (plain
  // CUDA with 8 per thread runs), nor is a child making one per block.
  if (CI.MakesTailLaunches)
    return "the child makes tail launches (coarsened, such children hung "
           "on the H100)";
  return divergentBarrierHazard(Child, CI);
}

std::string ChildVersions::divergentBarrierHazard(Function &Kernel) {
  return divergentBarrierHazard(Kernel, *analyzeChildKernel(Kernel));
}

std::string ChildVersions::exitBarrierHazard(Function &Kernel) {
  std::unique_ptr<ChildKernelInfo> Info = analyzeChildKernel(Kernel);
  std::string Why = Info->exitBarrierHazard("the kernel");
  return Why.empty() ? divergentBarrierHazard(Kernel, *Info) : Why;
}

/// Whether \p V is computed from run-time parameters and the results of
/// __dpagg_enter alone (a parameter's word, its lookup, constants, and
/// operations on them, phis of such values joined under such conditions):
/// the same for every thread of the grid. Aggregation's entry code (the
/// granularity, then the entry barrier) depends on nothing else.
static bool isBlockHookCondition(const Value *V,
                                 SmallPtrSetImpl<const Value *> &Seen) {
  if (isa<Constant>(V) || !Seen.insert(V).second)
    return true; // a cycle adds no other input
  if (auto *Call = dyn_cast<CallInst>(V)) {
    const Function *Callee = Call->getCalledFunction();
    return Callee && Callee->isDeclaration() &&
           (Callee->getName() == BlockEnterHook ||
            (Callee->getName() == ParamLookupName &&
             all_of(Call->args(),
                    [](const Use &A) { return isa<Constant>(A.get()); })));
  }
  if (auto *Load = dyn_cast<LoadInst>(V)) {
    const auto *GV = dyn_cast<GlobalVariable>(
        getUnderlyingObject(Load->getPointerOperand()));
    return GV && GV->getName() == ParamWordsName &&
           isa<Constant>(Load->getPointerOperand());
  }
  if (auto *Phi = dyn_cast<PHINode>(V)) {
    for (const BasicBlock *Pred : Phi->blocks()) {
      const auto *Br = dyn_cast<BranchInst>(Pred->getTerminator());
      if (!Br || (Br->isConditional() &&
                  !isBlockHookCondition(Br->getCondition(), Seen)))
        return false;
    }
    return all_of(Phi->incoming_values(), [&](const Use &In) {
      return isBlockHookCondition(In.get(), Seen);
    });
  }
  if (isa<ICmpInst, BinaryOperator, CastInst, SelectInst>(V))
    return all_of(cast<Instruction>(V)->operands(), [&](const Use &Op) {
      return isBlockHookCondition(Op.get(), Seen);
    });
  return false;
}

static bool isBlockHookCondition(const Value *V) {
  SmallPtrSet<const Value *, 16> Seen;
  return isBlockHookCondition(V, Seen);
}

std::string ChildVersions::divergentBarrierHazard(Function &Child,
                                                  const ChildKernelInfo &CI) {
  if (!CI.UsesBarrier)
    return "";
  SmallPtrSet<const BasicBlock *, 8> BarrierBlocks;
  for (BasicBlock &BB : Child)
    for (Instruction &I : BB)
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (Function *Callee = CB->getCalledFunction()) {
          SmallPtrSet<const Function *, 8> Visited;
          if (isBarrierName(Callee->getName()) ||
              (!Callee->isDeclaration() && containsBarrier(*Callee, Visited)))
            BarrierBlocks.insert(&BB);
        }
  if (BarrierBlocks.empty())
    return "";
  // A barrier inside a region entered by a thread-divergent branch is
  // reached by some threads only. Hardware lets threads that have exited
  // skip it; in a coarsened block those threads go on to the next block and
  // meet a different barrier. (Without target information every branch
  // counts as divergent.)
  const TargetTransformInfo &TTI = FAM.getResult<TargetIRAnalysis>(Child);
  UniformityInfo *UI = TTI.hasBranchDivergence(&Child)
                           ? &FAM.getResult<UniformityInfoAnalysis>(Child)
                           : nullptr;
  PostDominatorTree &PDT = FAM.getResult<PostDominatorTreeAnalysis>(Child);
  for (BasicBlock &BB : Child) {
    Instruction *Term = BB.getTerminator();
    if (!Term || Term->getNumSuccessors() < 2)
      continue;
    if (UI && !UI->hasDivergentTerminator(BB))
      continue;
    if (auto *Br = dyn_cast<BranchInst>(Term);
        Br && isBlockHookCondition(Br->getCondition()))
      continue;
    DomTreeNode *Node = PDT.getNode(&BB);
    BasicBlock *Join =
        Node && Node->getIDom() ? Node->getIDom()->getBlock() : nullptr;
    if (reachesAfter(
            &BB, [&](BasicBlock *W) { return BarrierBlocks.contains(W); },
            Join))
      return "a barrier is reached only by some threads of the block (it "
             "follows thread-divergent control flow, such as an early "
             "return)";
  }
  return "";
}

} // namespace dpopt
