//===- LaunchSiteAnalysis.cpp - Device-side kernel launches ---------------===//
//
// Recognizes launch call sequences from RuntimeFunctions.def and recovers
// everything a transformation needs to rebuild or replace them. Anything it
// cannot follow exactly marks the site not analyzable with a reason; callers
// then leave the site alone.
//
//===----------------------------------------------------------------------===//

#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/LaunchOrder.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalAlias.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

using namespace llvm;

#define DEBUG_TYPE "dpopt"

namespace dpopt {

bool isThreadLocalAddress(const Value *Ptr) {
  const Value *Object = getUnderlyingObject(Ptr);
  const auto *Param = dyn_cast<Argument>(Object);
  return Ptr->getType()->getPointerAddressSpace() == LocalAddrSpace ||
         isa<AllocaInst>(Object) || (Param && Param->hasByValAttr());
}

AnalysisKey LaunchSiteAnalysis::Key;

//===----------------------------------------------------------------------===//
// dim3 resolution
//===----------------------------------------------------------------------===//

static bool isDim3Constructor(const Function *F) {
  if (!F)
    return false;
  StringRef N = F->getName();
  if ((N != "_ZN4dim3C1Ejjj" && N != "_ZN4dim3C2Ejjj") || F->arg_size() != 4)
    return false;
  // dim3(unsigned, unsigned, unsigned) on its `this`: the components are
  // used as i32 values.
  FunctionType *FTy = F->getFunctionType();
  return FTy->getParamType(0)->isPointerTy() &&
         all_of(drop_begin(FTy->params()),
                [](Type *T) { return T->isIntegerTy(32); });
}

/// Base object and constant byte offset of \p P, or {nullptr, 0}.
static std::pair<Value *, int64_t> baseAndOffset(Value *P,
                                                 const DataLayout &DL) {
  APInt Off(DL.getIndexTypeSizeInBits(P->getType()), 0);
  Value *Base =
      P->stripAndAccumulateConstantOffsets(DL, Off, /*AllowNonInbounds=*/true);
  return {Base, Off.getSExtValue()};
}

/// True if \p CB takes \p V only where it cannot write through it, then or
/// later: byval (it gets a copy), or read only and not captured (DPOpt's
/// per-child site helpers read the arguments and dims this way).
static bool onlyReadsWithoutCapture(const CallBase &CB, const Value *V) {
  for (unsigned I = 0, E = CB.arg_size(); I != E; ++I)
    if (CB.getArgOperand(I) == V && !CB.isByValArgument(I) &&
        !(CB.onlyReadsMemory(I) && CB.doesNotCapture(I)))
      return false;
  return true;
}

/// True if every use of the alloca \p AI is one whose effect on it we can
/// see: stores into it, loads, memcpy/memset, lifetime markers, dim3
/// constructors and calls that take it byval. Other instructions then
/// cannot write it behind our back.
static bool isTransparentAlloca(AllocaInst *AI) {
  SmallVector<Value *, 8> Work{AI};
  SmallPtrSet<Value *, 8> Seen;
  while (!Work.empty()) {
    Value *V = Work.pop_back_val();
    if (!Seen.insert(V).second)
      continue;
    for (User *U : V->users()) {
      if (auto *GEP = dyn_cast<GetElementPtrInst>(U)) {
        Work.push_back(GEP);
        continue;
      }
      if (isa<LoadInst>(U))
        continue;
      if (auto *SI = dyn_cast<StoreInst>(U)) {
        if (SI->getValueOperand() == V)
          return false; // the address escapes
        continue;
      }
      if (auto *II = dyn_cast<IntrinsicInst>(U)) {
        if (II->isLifetimeStartOrEnd() || isa<MemIntrinsic>(II))
          continue;
        return false;
      }
      if (auto *CB = dyn_cast<CallBase>(U)) {
        if (isDim3Constructor(CB->getCalledFunction()) &&
            CB->getArgOperand(0) == V)
          continue;
        if (onlyReadsWithoutCapture(*CB, V))
          continue;
        return false;
      }
      return false;
    }
  }
  return true;
}

bool resolveDim3(Value *Dim3Ptr, Instruction *Use, Value *Out[3]) {
  const DataLayout &DL = Use->getModule()->getDataLayout();
  Out[0] = Out[1] = Out[2] = nullptr;
  auto [Base, Off] = baseAndOffset(Dim3Ptr, DL);
  auto *AI = dyn_cast<AllocaInst>(Base);
  if (!AI || !isTransparentAlloca(AI))
    return false;
  auto Done = [&] { return Out[0] && Out[1] && Out[2]; };

  // Walk back from the use through the block and its single predecessors.
  BasicBlock *BB = Use->getParent();
  BasicBlock::iterator It = Use->getIterator();
  unsigned Budget = 512;
  while (!Done() && Budget) {
    if (It == BB->begin()) {
      BB = BB->getSinglePredecessor();
      if (!BB)
        break;
      It = BB->end();
      continue;
    }
    --It;
    --Budget;
    Instruction &I = *It;
    if (auto *SI = dyn_cast<StoreInst>(&I)) {
      auto [SBase, SOff] = baseAndOffset(SI->getPointerOperand(), DL);
      if (SBase != Base)
        continue;
      int64_t Rel = SOff - Off;
      uint64_t Size = DL.getTypeStoreSize(SI->getValueOperand()->getType());
      if (Rel + (int64_t)Size <= 0 || Rel >= 12)
        continue; // does not touch this dim3
      if (Rel % 4 || !SI->getValueOperand()->getType()->isIntegerTy(32))
        return false; // a store we cannot split into components
      if (!Out[Rel / 4])
        Out[Rel / 4] = SI->getValueOperand();
      continue;
    }
    if (auto *MC = dyn_cast<MemCpyInst>(&I)) {
      auto [DBase, DOff] = baseAndOffset(MC->getDest(), DL);
      if (DBase != Base)
        continue;
      auto *Len = dyn_cast<ConstantInt>(MC->getLength());
      if (DOff != Off || !Len || Len->getZExtValue() != 12)
        return false;
      // dim3 copied from another dim3: continue with the source.
      auto [SBase, SOff] = baseAndOffset(MC->getSource(), DL);
      auto *SrcAI = dyn_cast<AllocaInst>(SBase);
      if (!SrcAI || !isTransparentAlloca(SrcAI))
        return false;
      Base = SBase;
      Off = SOff;
      continue;
    }
    if (auto *CB = dyn_cast<CallBase>(&I)) {
      if (isDim3Constructor(CB->getCalledFunction())) {
        auto [CBase, COff] = baseAndOffset(CB->getArgOperand(0), DL);
        if (CBase != Base)
          continue;
        if (COff != Off)
          return false;
        for (unsigned D = 0; D != 3; ++D)
          if (!Out[D])
            Out[D] = CB->getArgOperand(D + 1);
        continue;
      }
      if (auto *MI = dyn_cast<MemIntrinsic>(CB)) {
        if (baseAndOffset(MI->getDest(), DL).first == Base)
          return false; // memset or memmove into the dim3
      }
      // Before its lifetime starts the dim3 holds nothing.
      if (auto *II = dyn_cast<IntrinsicInst>(CB))
        if (II->getIntrinsicID() == Intrinsic::lifetime_start &&
            II->getArgOperand(0)->stripPointerCasts() == Base)
          break;
      // Other calls cannot touch a transparent alloca (byval copies only).
    }
  }
  return Done();
}

bool LaunchSite::dimsResolved() const {
  return all_of(Grid, [](Value *V) { return V; }) &&
         all_of(Block, [](Value *V) { return V; });
}

//===----------------------------------------------------------------------===//
// Launch sites
//===----------------------------------------------------------------------===//

/// Follows a pointer through casts and, at -O0, through a local variable
/// holding it (a single store into an alloca).
static Value *followLocal(Value *V) {
  V = V->stripPointerCasts();
  auto *LI = dyn_cast<LoadInst>(V);
  if (!LI)
    return V;
  auto *AI = dyn_cast<AllocaInst>(LI->getPointerOperand()->stripPointerCasts());
  if (!AI)
    return V;
  StoreInst *OnlyStore = nullptr;
  for (User *U : AI->users()) {
    if (isa<LoadInst>(U))
      continue;
    if (auto *SI = dyn_cast<StoreInst>(U)) {
      if (SI->getPointerOperand() != AI || OnlyStore)
        return V;
      OnlyStore = SI;
      continue;
    }
    if (auto *II = dyn_cast<IntrinsicInst>(U))
      if (II->isLifetimeStartOrEnd())
        continue;
    return V;
  }
  // The local must hold a value of the type read back.
  if (!OnlyStore || OnlyStore->getValueOperand()->getType() != LI->getType())
    return V;
  return OnlyStore->getValueOperand()->stripPointerCasts();
}

static StreamKind classifyStream(Value *Stream, bool PerThreadApi) {
  Value *S = followLocal(Stream);
  if (isa<ConstantPointerNull>(S))
    return PerThreadApi ? StreamKind::PerThread : StreamKind::Default;
  if (auto *CE = dyn_cast<ConstantExpr>(S))
    if (CE->getOpcode() == Instruction::IntToPtr)
      if (auto *CI = dyn_cast<ConstantInt>(CE->getOperand(0))) {
        switch (CI->getZExtValue()) {
        case 0:
          return PerThreadApi ? StreamKind::PerThread : StreamKind::Default;
        case 2:
          return StreamKind::PerThread;
        case 3:
          return StreamKind::TailLaunch;
        case 4:
          return StreamKind::FireAndForget;
        default:
          break;
        }
      }
  return StreamKind::User;
}

/// Whether \p Launch goes into a stream its thread creates for it alone,
/// and with which calls:
/// the stream operand is loaded from a local variable that one
/// cudaStreamCreateWithFlags call writes (and that call dominates the
/// launch; constant initial values before it are allowed), every load of
/// the variable feeds this launch or
/// cudaStreamDestroy and nothing else (no event, no second launch, no
/// escape), and the launch cannot run again before the create does (a loop
/// creates a stream per iteration). Nothing else is ever ordered with such
/// a child: the stream holds it alone.
static std::optional<CreatedStream> streamCreatedForLaunch(CallBase &Launch,
                                                           Value *Stream) {
  auto *Load = dyn_cast<LoadInst>(Stream->stripPointerCasts());
  if (!Load || !Load->isSimple() || !Load->getType()->isPointerTy())
    return std::nullopt;
  auto *Var =
      dyn_cast<AllocaInst>(Load->getPointerOperand()->stripPointerCasts());
  if (!Var || Var->getFunction() != Launch.getFunction())
    return std::nullopt;
  // A use of the stream as the only operand of \p C that \p V fills.
  auto OnlyOperand = [](CallBase &C, Value *V, unsigned ArgNo) {
    return C.arg_size() > ArgNo && C.getArgOperand(ArgNo) == V &&
           count_if(C.operands(), [&](Use &U) { return U.get() == V; }) == 1;
  };
  CreatedStream Created;
  CallBase *&Create = Created.Create;
  unsigned Launches = 0;
  // Constant initial values (`cudaStream_t s = 0;`), which must come
  // before the create.
  SmallVector<StoreInst *, 2> Inits;
  for (User *U : Var->users()) {
    if (auto *II = dyn_cast<IntrinsicInst>(U))
      if (II->isLifetimeStartOrEnd())
        continue;
    if (auto *SI = dyn_cast<StoreInst>(U)) {
      if (!SI->isSimple() || SI->getPointerOperand() != Var ||
          !isa<Constant>(SI->getValueOperand()))
        return std::nullopt;
      Inits.push_back(SI);
      continue;
    }
    if (auto *L = dyn_cast<LoadInst>(U)) {
      if (!L->isSimple() || L->getPointerOperand() != Var)
        return std::nullopt;
      for (User *LU : L->users()) {
        auto *C = dyn_cast<CallBase>(LU);
        if (!C)
          return std::nullopt;
        const LaunchFunctionInfo *LF = lookupLaunchCall(*C);
        if (LF && LF->Role == LaunchRole::Launch && LF->StreamArg >= 0 &&
            OnlyOperand(*C, L, LF->StreamArg))
          ++Launches;
        else if (callsDeviceRuntime(*C, "StreamDestroy") &&
                 OnlyOperand(*C, L, 0))
          Created.Destroys.push_back(C);
        else
          return std::nullopt;
      }
      continue;
    }
    auto *C = dyn_cast<CallBase>(U);
    if (Create || !C || !callsDeviceRuntime(*C, "StreamCreateWithFlags") ||
        !OnlyOperand(*C, Var, 0))
      return std::nullopt;
    Create = C;
  }
  if (!Create || Launches != 1)
    return std::nullopt;
  DominatorTree DT(*Launch.getFunction());
  // An initial value that dominates the create is overwritten before the
  // launch on every path (a path from it to the launch that avoided the
  // create would make one from the entry).
  if (!DT.dominates(Create, &Launch) ||
      any_of(Inits, [&](StoreInst *SI) { return !DT.dominates(SI, Create); }))
    return std::nullopt;
  // From the launch, can control come back to it without passing the create?
  BasicBlock *LaunchBB = Launch.getParent();
  if (reachesAfter(
          LaunchBB, [&](BasicBlock *BB) { return BB == LaunchBB; },
          Create->getParent()))
    return std::nullopt;
  return Created;
}

StreamKind launchStreamKind(CallBase &CB, const LaunchFunctionInfo &LF) {
  return classifyStream(CB.getArgOperand(LF.StreamArg),
                        launchUsesPerThreadStream(*CB.getCalledFunction()));
}

Align kernelParamAlign(const Argument &A) {
  const DataLayout &DL = A.getParent()->getDataLayout();
  Type *T = A.hasByValAttr() ? A.getParamByValType() : A.getType();
  Align Al = DL.getABITypeAlign(T);
  if (MaybeAlign PA = A.getParamAlign())
    Al = std::max(Al, *PA);
  return Al;
}

/// Byte offsets of a kernel's parameters in the parameter buffer (the CUDA
/// ABI: each parameter at its natural alignment, in order).
SmallVector<std::pair<uint64_t, uint64_t>, 8>
kernelParamLayout(const Function &Kernel, uint64_t &TotalSize) {
  const DataLayout &DL = Kernel.getDataLayout();
  SmallVector<std::pair<uint64_t, uint64_t>, 8> Layout;
  uint64_t Cur = 0;
  for (const Argument &A : Kernel.args()) {
    Type *T = A.hasByValAttr() ? A.getParamByValType() : A.getType();
    uint64_t Size = DL.getTypeAllocSize(T);
    Cur = alignTo(Cur, kernelParamAlign(A));
    Layout.push_back({Cur, Size});
    Cur += Size;
  }
  TotalSize = Cur;
  return Layout;
}

/// Finds the null check of the runtime's buffer and, for a normalized launch,
/// the staging buffer copied into it.
static void findBufferGuards(LaunchSite &S, Instruction *&StagingCopy) {
  StagingCopy = nullptr;
  SmallVector<User *, 8> Users(S.BufferCall->users());
  for (Value *R : S.BufferReloads)
    Users.append(R->user_begin(), R->user_end());
  for (User *U : Users) {
    if (auto *Cmp = dyn_cast<ICmpInst>(U))
      if (Cmp->isEquality() && isa<ConstantPointerNull>(Cmp->getOperand(1)) &&
          !S.NullCheck)
        S.NullCheck = Cmp;
    auto *MC = dyn_cast<MemCpyInst>(U);
    if (!MC || MC->getRawDest() != S.BufferCall || !S.isNormalized())
      continue;
    auto *Staging = dyn_cast<AllocaInst>(MC->getSource());
    auto *Len = dyn_cast<ConstantInt>(MC->getLength());
    if (Staging && Len && Len->getZExtValue() == S.BufferSize && !StagingCopy) {
      StagingCopy = MC;
      S.ArgStorage = Staging;
    }
  }
}

/// Collects the stores and copies into the argument storage and matches them
/// to the child's parameters. Returns an empty string on success, else why
/// it failed.
static std::string collectArgumentWrites(LaunchSite &S) {
  const DataLayout &DL = S.LaunchCall->getModule()->getDataLayout();
  Instruction *StagingCopy = nullptr;
  findBufferGuards(S, StagingCopy);
  SmallVector<std::pair<Value *, int64_t>, 8> Work{{S.ArgStorage, 0}};
  if (S.ArgStorage == S.BufferCall)
    for (Value *R : S.BufferReloads)
      Work.push_back({R, 0});
  SmallVector<LaunchArgument, 8> Writes;
  while (!Work.empty()) {
    auto [V, Off] = Work.pop_back_val();
    for (User *U : V->users()) {
      if (U == S.LaunchCall || U == S.NullCheck || U == StagingCopy)
        continue;
      if (auto *GEP = dyn_cast<GetElementPtrInst>(U)) {
        APInt GOff(DL.getIndexTypeSizeInBits(GEP->getType()), 0);
        if (!GEP->accumulateConstantOffset(DL, GOff))
          return "an argument is written at a variable offset";
        Work.push_back({GEP, Off + GOff.getSExtValue()});
        continue;
      }
      if (auto *Cmp = dyn_cast<ICmpInst>(U)) {
        // A leftover null check of a staging buffer is harmless.
        if (Cmp->isEquality() && isa<ConstantPointerNull>(Cmp->getOperand(1)) &&
            V == S.ArgStorage)
          continue;
        return "the parameter buffer is compared with something other than "
               "null";
      }
      if (auto *SI = dyn_cast<StoreInst>(U)) {
        if (SI->getValueOperand() == S.BufferCall &&
            SI->getPointerOperand() == S.BufferLocal)
          continue; // the local variable that holds the buffer pointer
        if (SI->getValueOperand() == V)
          return "the parameter buffer's address is stored to memory";
        LaunchArgument A;
        A.Offset = Off;
        A.Ty = SI->getValueOperand()->getType();
        A.Size = DL.getTypeStoreSize(A.Ty);
        A.StoredValue = SI->getValueOperand();
        A.Writer = SI;
        Writes.push_back(A);
        continue;
      }
      if (auto *MC = dyn_cast<MemCpyInst>(U)) {
        // Copying an argument back out (a serial path's by-value one, for
        // a child that launches) leaves it as it is, as a load does.
        if (MC->getRawSource() == V && MC->getRawDest() != V &&
            !MC->isVolatile())
          continue;
        auto *Len = dyn_cast<ConstantInt>(MC->getLength());
        if (MC->getRawDest() != V || !Len)
          return "the parameter buffer is copied in an unusual way";
        LaunchArgument A;
        A.Offset = Off;
        A.Size = Len->getZExtValue();
        A.CopySource = MC->getSource();
        A.Writer = MC;
        Writes.push_back(A);
        continue;
      }
      if (auto *II = dyn_cast<IntrinsicInst>(U))
        if (II->isLifetimeStartOrEnd())
          continue;
      // Reading arguments back (a serial path does) leaves them as they are.
      if (isa<LoadInst>(U))
        continue;
      if (auto *CB = dyn_cast<CallBase>(U)) {
        if (onlyReadsWithoutCapture(*CB, V))
          continue;
      }
      if (auto *I = dyn_cast<Instruction>(U)) {
        std::string Str;
        raw_string_ostream OS(Str);
        OS << "the parameter buffer is used by an unexpected instruction ("
           << I->getOpcodeName() << ")";
        return Str;
      }
      return "the parameter buffer is used by a constant";
    }
  }

  // Match the writes to the child's parameters (the analysis checked that
  // they fit in the buffer).
  uint64_t Total = 0;
  auto Layout = kernelParamLayout(*S.Child, Total);
  S.Args.clear();
  SmallPtrSet<Instruction *, 16> Matched;
  for (unsigned P = 0; P != Layout.size(); ++P) {
    auto [POff, PSize] = Layout[P];
    Argument *Param = S.Child->getArg(P);
    Type *PTy =
        Param->hasByValAttr() ? Param->getParamByValType() : Param->getType();
    LaunchArgument A;
    A.ParamNo = P;
    A.Offset = POff;
    A.Size = PSize;
    A.Ty = PTy;
    for (const LaunchArgument &W : Writes) {
      if (W.Offset + W.Size <= POff || W.Offset >= POff + PSize)
        continue;
      if (W.Offset < POff || W.Offset + W.Size > POff + PSize)
        return "a write into the parameter buffer straddles two arguments";
      Matched.insert(W.Writer);
      if (W.Offset == POff && W.Size == PSize && !A.Writer &&
          A.Pieces.empty()) {
        A.StoredValue = W.StoredValue;
        A.CopySource = W.CopySource;
        A.Writer = W.Writer;
        continue;
      }
      if (!PTy->isAggregateType())
        return "argument " + std::to_string(P) +
               " is written with a size that differs from the parameter's";
      // An aggregate written in pieces (SROA splits structs).
      if (A.Writer) {
        A.Pieces.push_back({0, A.Writer});
        A.Writer = nullptr;
        A.StoredValue = A.CopySource = nullptr;
      }
      A.Pieces.push_back({W.Offset - POff, W.Writer});
    }
    // A parameter nobody writes (an empty struct, an undefined value) is
    // passed as whatever the buffer holds, as in the original launch.
    llvm::sort(A.Pieces,
               [](const auto &L, const auto &R) { return L.first < R.first; });
    for (unsigned I = 1; I < A.Pieces.size(); ++I)
      if (A.Pieces[I].first == A.Pieces[I - 1].first)
        return "argument " + std::to_string(P) + " is written more than once";
    S.Args.push_back(A);
  }
  for (const LaunchArgument &W : Writes)
    if (!Matched.count(W.Writer))
      return "the parameter buffer is written outside the child's parameters";
  return "";
}

bool isKernel(const Function &F) {
  return F.getCallingConv() == CallingConv::PTX_Kernel;
}

bool makesTailLaunches(const LaunchSiteInfo &Info) {
  return any_of(Info.Sites, [](const auto &S) {
    return S->Analyzable && S->streamKind() == StreamKind::TailLaunch;
  });
}

bool reachesAfter(BasicBlock *From, function_ref<bool(BasicBlock *)> IsTarget,
                  const BasicBlock *Stop) {
  SmallVector<BasicBlock *, 8> Work(successors(From));
  SmallPtrSet<BasicBlock *, 16> Seen;
  while (!Work.empty()) {
    BasicBlock *BB = Work.pop_back_val();
    if (BB == Stop || !Seen.insert(BB).second)
      continue;
    if (IsTarget(BB))
      return true;
    append_range(Work, successors(BB));
  }
  return false;
}

/// The functions with a body that \p K calls directly or through other
/// such functions (not \p K itself).
SmallVector<Function *, 8> definedCallees(Function &K) {
  SmallVector<Function *, 8> Out, Work = {&K};
  SmallPtrSet<Function *, 8> Seen = {&K};
  while (!Work.empty()) {
    Function *F = Work.pop_back_val();
    for (Instruction &I : instructions(*F))
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (Function *Callee = CB->getCalledFunction())
          if (!Callee->isDeclaration() && Seen.insert(Callee).second) {
            Out.push_back(Callee);
            Work.push_back(Callee);
          }
  }
  return Out;
}

CallBase *findCallInCode(Function &K, function_ref<bool(CallBase &)> Pred) {
  SmallVector<Function *, 8> Code = definedCallees(K);
  Code.insert(Code.begin(), &K);
  for (Function *F : Code)
    for (Instruction &I : instructions(*F))
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (!CB->isInlineAsm() && Pred(*CB))
          return CB;
  return nullptr;
}

std::unique_ptr<LaunchSite> analyzeLaunchSite(CallBase &CB) {
  auto S = std::make_unique<LaunchSite>();
  S->Parent = CB.getFunction();
  S->LaunchCall = &CB;
  S->LaunchFn = lookupLaunchCall(CB);
  assert(S->LaunchFn && S->LaunchFn->Role == LaunchRole::Launch);
  const LaunchFunctionInfo &LF = *S->LaunchFn;
  auto Fail = [&](const Twine &Why) {
    S->Analyzable = false;
    if (S->Reason.empty())
      S->Reason = Why.str();
    return std::move(S);
  };
  // Everything below reads operands by the table's roles: the call must be
  // the one the table describes.
  std::string Problem = launchCallProblem(CB, LF);
  if (!Problem.empty())
    return Fail(Problem);

  // The parameter buffer and the call that produced it.
  Value *Buffer = followLocal(CB.getArgOperand(LF.BufferArg));
  auto *BufCall = dyn_cast<CallBase>(Buffer);
  const LaunchFunctionInfo *BF = BufCall ? lookupLaunchCall(*BufCall) : nullptr;
  if (!BF || BF->Role != LaunchRole::GetBuffer)
    return Fail(
        "the parameter buffer does not come from cudaGetParameterBuffer");
  if (BF->Api != LF.Api)
    return Fail(
        "the parameter buffer and the launch use different API versions");
  Problem = launchCallProblem(*BufCall, *BF);
  if (!Problem.empty())
    return Fail("the parameter buffer request is unusual: " + Problem);
  S->BufferCall = BufCall;
  S->BufferFn = BF;
  S->ArgStorage = BufCall;

  // Child, dims and shared memory come from the launch (V1) or the buffer
  // request (V2).
  CallBase &Cfg = LF.Api == LaunchApi::V1 ? CB : *BufCall;
  const LaunchFunctionInfo &CF = LF.Api == LaunchApi::V1 ? LF : *BF;
  S->ChildOperand = Cfg.getArgOperand(CF.FuncArg);
  S->GridPtr = Cfg.getArgOperand(CF.GridArg);
  S->BlockPtr = Cfg.getArgOperand(CF.BlockArg);
  S->SharedMem = Cfg.getArgOperand(CF.ShmemArg);
  S->Stream = CB.getArgOperand(LF.StreamArg);
  S->StreamK = launchStreamKind(CB, LF);
  if (S->StreamK == StreamKind::User)
    if (std::optional<CreatedStream> C =
            streamCreatedForLaunch(CB, S->Stream)) {
      S->StreamK = StreamKind::Created;
      S->StreamCalls = std::move(*C);
    }
  resolveDim3(S->GridPtr, &Cfg, S->Grid);
  resolveDim3(S->BlockPtr, &Cfg, S->Block);

  Value *Target = followLocal(S->ChildOperand);
  if (isa<GlobalAlias>(Target))
    return Fail("the child kernel is named through the alias '" +
                Target->getName() + "'");
  if (isa<GlobalValue>(Target) && !isa<Function>(Target))
    return Fail("the launched value '" + Target->getName() +
                "' is not a function");
  S->Child = dyn_cast<Function>(Target);
  if (!S->Child)
    return Fail("the child kernel is not known at compile time (launch through "
                "a pointer)");
  if (!isKernel(*S->Child))
    return Fail("the launched function '" + S->Child->getName() +
                "' is not a kernel");
  if (S->Child->isDeclaration())
    return Fail("the child kernel '" + S->Child->getName() +
                "' is defined in another translation unit");
  if (S->Child->isVarArg())
    return Fail("the child kernel '" + S->Child->getName() + "' is variadic");
  if (!S->Child->getReturnType()->isVoidTy())
    return Fail("the child kernel '" + S->Child->getName() +
                "' returns a value");

  uint64_t ParamBytes = 0;
  kernelParamLayout(*S->Child, ParamBytes);
  if (ParamBytes > MaxParameterBufferSize)
    return Fail("the child's parameters (" + Twine(ParamBytes) +
                " bytes) exceed CUDA's limit of " +
                Twine(MaxParameterBufferSize) + " bytes");
  if (LF.Api == LaunchApi::V1) {
    auto *Size = dyn_cast<ConstantInt>(BufCall->getArgOperand(BF->SizeArg));
    if (!Size)
      return Fail("the parameter buffer size is not a constant");
    // Wider than 64 bits or beyond CUDA's limit: not a real parameter buffer.
    if (Size->getValue().ugt(MaxParameterBufferSize))
      return Fail("the parameter buffer size (" +
                  toString(Size->getValue(), 10, /*Signed=*/false) +
                  " bytes) exceeds CUDA's limit of " +
                  Twine(MaxParameterBufferSize) + " bytes");
    S->BufferSize = Size->getZExtValue();
    // The child would read its parameters beyond the buffer.
    if (S->BufferSize < ParamBytes)
      return Fail("the parameter buffer (" + Twine(S->BufferSize) +
                  " bytes) is smaller than the child's parameters (" +
                  Twine(ParamBytes) + " bytes)");
  } else {
    S->BufferSize = ParamBytes;
  }
  // The buffer must be used by this launch alone.
  for (User *U : BufCall->users())
    if (auto *Other = dyn_cast<CallBase>(U))
      if (Other != &CB && lookupLaunchCall(*Other))
        return Fail("one parameter buffer is passed to several launches");
  if (auto *Reload = dyn_cast<LoadInst>(
          CB.getArgOperand(LF.BufferArg)->stripPointerCasts())) {
    // followLocal proved the local holds only this buffer.
    S->BufferLocal = Reload->getPointerOperand()->stripPointerCasts();
    for (User *U : S->BufferLocal->users())
      if (isa<LoadInst>(U))
        S->BufferReloads.push_back(U);
  }

  // Arguments DPOpt cannot follow do not prevent normalization (the staging
  // buffer takes every write), only the transformations that need them.
  std::string Why = collectArgumentWrites(*S);
  if (!Why.empty()) {
    S->ArgsKnown = false;
    S->ArgsReason = Why;
    S->Args.clear();
  }
  return S;
}

/// Uses of the launch entry points other than by the calls that name them.
static void findUnseenLaunchUses(Module &M, LaunchSiteInfo &Info) {
  for (Function &F : M) {
    const LaunchFunctionInfo *LF = lookupLaunchFunction(&F);
    if (!LF)
      continue;
    for (Use &U : F.uses()) {
      auto *CB = dyn_cast<CallBase>(U.getUser());
      // Launch calls (the callee, or an operand of a launch call: a
      // runtime function as the kernel) are reported as sites.
      if (CB && (CB->isCallee(&U) || lookupLaunchCall(*CB)))
        continue;
      if (isa<GlobalAlias>(U.getUser()))
        continue; // calls through the alias are sites
      auto *I = dyn_cast<Instruction>(U.getUser());
      if (I && isLaunchWrapper(*I->getFunction()))
        continue;
      Info.UnseenUses.push_back({LF, I});
    }
  }
}

/// Sets OnLaunchCycle on the children whose launches, made by them or by
/// the functions they call, lead back to them through other children.
static void markLaunchCycles(LaunchSiteInfo &Info) {
  DenseMap<const Function *, SmallVector<Function *, 4>> LaunchedIn;
  for (const std::unique_ptr<LaunchSite> &S : Info.Sites)
    if (S->Child)
      LaunchedIn[S->Parent].push_back(S->Child);
  // The children each child's code launches (its callees' included), once
  // per child: every launched kernel is a child, reached from many others.
  DenseMap<const Function *, SmallVector<Function *, 4>> LaunchedBy;
  for (auto &Entry : Info.Children) {
    Function *K = const_cast<Function *>(Entry.first);
    SmallVector<Function *, 4> &Out = LaunchedBy[K];
    append_range(Out, LaunchedIn.lookup(K));
    for (Function *F : definedCallees(*K))
      append_range(Out, LaunchedIn.lookup(F));
  }
  for (auto &[Start, CI] : Info.Children) {
    SmallVector<const Function *, 8> Work{Start};
    SmallPtrSet<const Function *, 8> Seen;
    while (!Work.empty() && !CI->OnLaunchCycle)
      for (Function *Launched : LaunchedBy.lookup(Work.pop_back_val())) {
        if (Launched == Start)
          CI->OnLaunchCycle = true;
        else if (Seen.insert(Launched).second)
          Work.push_back(Launched);
      }
  }
}

LaunchSiteInfo computeLaunchSites(Module &M) {
  LaunchSiteInfo Info;
  for (Function &F : M) {
    if (F.isDeclaration() || isLaunchWrapper(F) ||
        F.hasFnAttribute(SiteHelperAttr))
      continue;
    for (Instruction &I : instructions(F)) {
      auto *CB = dyn_cast<CallBase>(&I);
      if (!CB)
        continue;
      const LaunchFunctionInfo *LF = lookupLaunchCall(*CB);
      if (!LF || LF->Role != LaunchRole::Launch)
        continue;
      std::unique_ptr<LaunchSite> S = analyzeLaunchSite(*CB);
      if (S->Child && !Info.Children.count(S->Child))
        Info.Children[S->Child] = analyzeChildKernel(*S->Child);
      Info.Sites.push_back(std::move(S));
    }
  }
  findUnseenLaunchUses(M, Info);
  markLaunchCycles(Info);
  markThreadOrderedLaunches(Info);
  return Info;
}

bool LaunchSiteInfo::invalidate(Module &, const PreservedAnalyses &PA,
                                ModuleAnalysisManager::Invalidator &) {
  auto PAC = PA.getChecker<LaunchSiteAnalysis>();
  return !PAC.preserved() && !PAC.preservedSet<AllAnalysesOn<Module>>();
}

LaunchSiteInfo LaunchSiteAnalysis::run(Module &M, ModuleAnalysisManager &) {
  return computeLaunchSites(M);
}

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

static void printValue(raw_ostream &OS, const Value *V) {
  if (!V) {
    OS << "?";
    return;
  }
  if (auto *CI = dyn_cast<ConstantInt>(V)) {
    OS << CI->getValue();
    return;
  }
  V->printAsOperand(OS, /*PrintType=*/false);
}

void LaunchSite::print(raw_ostream &OS) const {
  OS << "launch in '" << Parent->getName() << "' via " << LaunchFn->Name
     << "\n";
  OS << "  child: ";
  if (Child)
    OS << Child->getName();
  else if (ChildOperand)
    printValue(OS, ChildOperand);
  OS << "\n  api: " << (isV2() ? "V2" : "V1")
     << ", stream: " << streamKindName(StreamK);
  if (Stream) {
    OS << " (";
    printValue(OS, Stream);
    OS << ")";
  }
  OS << "\n  grid: (";
  for (unsigned D = 0; D != 3; ++D) {
    printValue(OS, Grid[D]);
    OS << (D == 2 ? ")" : ", ");
  }
  OS << " block: (";
  for (unsigned D = 0; D != 3; ++D) {
    printValue(OS, Block[D]);
    OS << (D == 2 ? ")" : ", ");
  }
  OS << " shmem: ";
  printValue(OS, SharedMem);
  OS << "\n";
  if (!Analyzable) {
    OS << "  not analyzable: " << Reason << "\n";
    return;
  }
  OS << "  buffer: " << BufferSize << " bytes"
     << (ArgStorage != BufferCall ? " (staged)" : "")
     << (NullCheck ? ", null-checked" : "") << "\n";
  if (!ArgsKnown) {
    OS << "  arguments not analyzable: " << ArgsReason << "\n";
    return;
  }
  for (const LaunchArgument &A : Args) {
    OS << "  arg " << A.ParamNo << ": offset " << A.Offset << ", size "
       << A.Size << ", ";
    if (A.isPiecewise()) {
      OS << A.Pieces.size() << " pieces of ";
      A.Ty->print(OS, /*IsForDebug=*/false, /*NoDetails=*/true);
      OS << ":";
      for (auto &[Off, W] : A.Pieces)
        OS << " " << W->getOpcodeName() << "@" << Off;
    } else if (A.StoredValue) {
      OS << "store ";
      A.Ty->print(OS, /*IsForDebug=*/false, /*NoDetails=*/true);
      OS << " ";
      printValue(OS, A.StoredValue);
    } else if (A.CopySource) {
      OS << "memcpy from ";
      printValue(OS, A.CopySource);
    } else {
      OS << "not written";
    }
    OS << "\n";
  }
}

void LaunchSiteInfo::print(raw_ostream &OS) const {
  OS << "DPOpt launch sites: " << Sites.size() << "\n";
  for (const auto &S : Sites)
    S->print(OS);
  for (const UnseenLaunchUse &U : UnseenUses) {
    OS << "address of '" << U.Fn->Name << "' taken ";
    if (U.At)
      OS << "in '" << U.At->getFunction()->getName() << "' ("
         << U.At->getOpcodeName() << ")";
    else
      OS << "in a constant";
    OS << ": launches through it are not seen\n";
  }
  // Children in a stable order (by first launch).
  SmallPtrSet<const Function *, 8> Printed;
  for (const auto &S : Sites)
    if (S->Child && Printed.insert(S->Child).second)
      if (const ChildKernelInfo *CI = getChildInfo(S->Child))
        CI->print(OS);
}

PreservedAnalyses LaunchSitePrinterPass::run(Module &M,
                                             ModuleAnalysisManager &MAM) {
  OS << "Launch sites of module '" << M.getName() << "'\n";
  MAM.getResult<LaunchSiteAnalysis>(M).print(OS);
  return PreservedAnalyses::all();
}

} // namespace dpopt
