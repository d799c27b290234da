//===- ChildKernelAnalysis.cpp - What a child kernel uses -----------------===//
//
// Walks a kernel and everything it calls to find what limits how DPOpt may
// run it: barriers, warp-level primitives, shared memory, geometry reads,
// nested launches and calls it cannot see into.
//
//===----------------------------------------------------------------------===//

#include "DPOpt/FirstThreadLaunch.h"
#include "DPOpt/Geometry.h"
#include "DPOpt/LaunchSiteAnalysis.h"

#include "llvm/ADT/SCCIterator.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace dpopt {

static bool isWarpPrimitive(StringRef Name) {
  return Name.starts_with("llvm.nvvm.shfl.") ||
         Name.starts_with("llvm.nvvm.vote.") ||
         Name.starts_with("llvm.nvvm.match.") ||
         Name.starts_with("llvm.nvvm.redux.sync") ||
         Name == "llvm.nvvm.activemask" ||
         Name.starts_with("llvm.nvvm.bar.warp.sync") ||
         Name.starts_with("llvm.nvvm.read.ptx.sreg.laneid") ||
         Name.starts_with("llvm.nvvm.read.ptx.sreg.lanemask") ||
         Name.starts_with("llvm.nvvm.read.ptx.sreg.warpid");
}

bool isBarrierName(StringRef Name) {
  return Name.starts_with("llvm.nvvm.barrier") ||
         Name.starts_with("llvm.nvvm.bar.sync") ||
         Name.starts_with("llvm.nvvm.bar.") ||
         Name.starts_with("llvm.nvvm.cluster") ||
         Name.starts_with("llvm.nvvm.barrier.cluster");
}

/// Whether \p I is an atomic or fence scoped to the block or cluster.
static bool isBlockScoped(const Instruction &I) {
  std::optional<SyncScope::ID> Scope = getAtomicSyncScopeID(&I);
  if (!Scope)
    return false;
  std::optional<StringRef> Name = I.getContext().getSyncScopeName(*Scope);
  return Name && (*Name == "block" || *Name == "cluster");
}

/// Whether intrinsic \p Name is scoped to the block or cluster: NVVM's
/// `.cta` atomics and fences (what atomicAdd_block and __threadfence_block
/// become), and reads of the cluster's registers.
static bool isBlockScopedIntrinsic(StringRef Name) {
  return (Name.starts_with("llvm.nvvm.atomic.") && Name.contains(".cta.")) ||
         Name.starts_with("llvm.nvvm.membar.cta") ||
         Name.starts_with("llvm.nvvm.fence.") ||
         Name.starts_with("llvm.nvvm.read.ptx.sreg.cluster");
}

/// Most iterations a thread's loops may run, their nesting multiplied, for
/// the thread to count as doing a bounded, small amount of work (Bezier
/// tessellation's three control points), as a child without loops does.
constexpr unsigned MaxShortLoopIterations = 32;

/// Whether a thread running \p F may run a loop whose iterations are not a
/// small constant (see MaxShortLoopIterations): a loop whose maximum trip
/// count ScalarEvolution cannot bound (data-dependent bounds, and every loop
/// whose counter lives in memory, as at -O0) or bounds too high, or a cycle
/// that is not a natural loop.
static bool hasLongLoop(Function &F) {
  SmallVector<BasicBlock *, 16> InCycles;
  for (scc_iterator<Function *> I = scc_begin(&F); !I.isAtEnd(); ++I)
    if (I.hasCycle())
      InCycles.append(I->begin(), I->end());
  if (InCycles.empty())
    return false;
  DominatorTree DT(F);
  LoopInfo LI(DT);
  for (BasicBlock *BB : InCycles)
    if (!LI.getLoopFor(BB))
      return true; // irreducible
  TargetLibraryInfoImpl TLII(F.getParent()->getTargetTriple());
  TargetLibraryInfo TLI(TLII, &F);
  AssumptionCache AC(F);
  ScalarEvolution SE(F, TLI, AC, DT, LI);
  for (Loop *L : LI.getLoopsInPreorder()) {
    uint64_t Iterations = 1;
    for (Loop *Outer = L; Outer; Outer = Outer->getParentLoop()) {
      unsigned Trips = SE.getSmallConstantMaxTripCount(Outer);
      if (Trips == 0)
        return true; // unknown
      Iterations *= Trips;
      if (Iterations > MaxShortLoopIterations)
        return true;
    }
  }
  return false;
}

/// Per function: its argument that is the address of an atomic
/// read-modify-write it makes, directly or through the functions it calls
/// with it (clang's atomicAdd calls __iAtomicAdd, which makes it), or null.
using AtomicParams = DenseMap<const Function *, const Argument *>;

static const Argument *atomicAddressParam(const Function &F,
                                          AtomicParams &Known);

/// The address of the atomic read-modify-write that \p I makes: its own,
/// or, for a call of a function that makes one on an address it takes
/// (clang's atomicAdd and the like, before inlining), the call's argument;
/// null when it makes none.
static const Value *atomicAddress(const Instruction &I, AtomicParams &Known) {
  if (const auto *RMW = dyn_cast<AtomicRMWInst>(&I))
    return RMW->getPointerOperand();
  const auto *CB = dyn_cast<CallBase>(&I);
  const Function *Callee = CB ? CB->getCalledFunction() : nullptr;
  if (!Callee || Callee->arg_size() != CB->arg_size())
    return nullptr;
  const Argument *A = atomicAddressParam(*Callee, Known);
  return A ? CB->getArgOperand(A->getArgNo()) : nullptr;
}

static const Argument *atomicAddressParam(const Function &F,
                                          AtomicParams &Known) {
  // Null while F is being looked at: a call cycle ends there.
  auto [It, New] = Known.try_emplace(&F, nullptr);
  if (!New || F.isDeclaration())
    return It->second;
  const Argument *Found = nullptr;
  for (const Instruction &I : instructions(F))
    if (const Value *Addr = atomicAddress(I, Known))
      // At -O0 the address comes through the function's argument slot.
      if ((Found = dyn_cast<Argument>(throughEntryLocals(Addr))))
        break;
  Known[&F] = Found;
  return Found;
}

/// The address of the atomic read-modify-write whose result is unused that
/// \p I makes (atomicAddress), or null.
static const Value *unusedAtomicAddress(const Instruction &I,
                                        AtomicParams &Known) {
  return I.use_empty() ? atomicAddress(I, Known) : nullptr;
}

static void noteSharedGlobals(const Value *V, ChildKernelInfo &Info,
                              SmallPtrSetImpl<const Constant *> &Seen) {
  const auto *C = dyn_cast<Constant>(V);
  if (!C || !Seen.insert(C).second)
    return;
  if (const auto *GV = dyn_cast<GlobalVariable>(C)) {
    if (GV->getAddressSpace() != SharedAddrSpace)
      return;
    // `extern __shared__ T x[]` is the dynamic shared memory window.
    if (GV->isDeclaration() && GV->getValueType()->isArrayTy() &&
        cast<ArrayType>(GV->getValueType())->getNumElements() == 0)
      Info.UsesDynamicShared = true;
    else
      Info.UsesStaticShared = true;
    return;
  }
  if (isa<ConstantExpr>(C) || isa<ConstantAggregate>(C))
    for (const Use &Op : C->operands())
      noteSharedGlobals(Op.get(), Info, Seen);
}

/// The kernel a launch call names: its own operand (V1) or its buffer
/// request's (V2); null when either call is not the one the table describes.
static Value *launchTarget(CallBase &CB, const LaunchFunctionInfo &LF) {
  if (!launchCallProblem(CB, LF).empty())
    return nullptr;
  if (LF.FuncArg >= 0)
    return CB.getArgOperand(LF.FuncArg);
  auto *Buf =
      dyn_cast<CallBase>(CB.getArgOperand(LF.BufferArg)->stripPointerCasts());
  const LaunchFunctionInfo *BF = Buf ? lookupLaunchCall(*Buf) : nullptr;
  if (!BF || BF->FuncArg < 0 || !launchCallProblem(*Buf, *BF).empty())
    return nullptr;
  return Buf->getArgOperand(BF->FuncArg);
}

std::unique_ptr<ChildKernelInfo> analyzeChildKernel(Function &Kernel) {
  auto Info = std::make_unique<ChildKernelInfo>();
  Info->Kernel = &Kernel;
  auto Attr = [&](StringRef Name) -> std::string {
    Attribute A = Kernel.getFnAttribute(Name);
    return A.isStringAttribute() ? A.getValueAsString().str() : "";
  };
  Info->MaxNTid = Attr("nvvm.maxntid");
  Info->ReqNTid = Attr("nvvm.reqntid");
  Info->MinCTASm = Attr("nvvm.minctasm");
  Info->MaxNReg = Attr("nvvm.maxnreg");

  SmallVector<Function *, 8> Work{&Kernel};
  SmallPtrSet<Function *, 8> Visited{&Kernel};
  SmallPtrSet<const Constant *, 16> SeenConstants;
  std::optional<DominatorTree> KernelDT;
  std::optional<LoopInfo> KernelLI;
  AtomicParams KnownAtomicParams;
  while (!Work.empty()) {
    Function *F = Work.pop_back_val();
    if (!Info->HasLongLoop && hasLongLoop(*F))
      Info->HasLongLoop = true;
    for (Instruction &I : instructions(*F)) {
      for (const Use &Op : I.operands())
        noteSharedGlobals(Op.get(), *Info, SeenConstants);
      if (F == &Kernel && !Info->HasUniformAtomic)
        if (const Value *Addr = unusedAtomicAddress(I, KnownAtomicParams)) {
          // A block's first thread alone (its counter) is not every
          // thread's update.
          if (!KernelDT) {
            KernelDT.emplace(Kernel);
            KernelLI.emplace(*KernelDT);
          }
          Info->HasUniformAtomic =
              sameInWarp(Addr, /*ReadsMemory=*/false) &&
              !runsInFirstThreadsOnce(*I.getParent(), *KernelDT, *KernelLI);
        }
      if (isBlockScoped(I))
        Info->UsesBlockScope = true;
      auto *CB = dyn_cast<CallBase>(&I);
      if (!CB)
        continue;
      if (CB->isInlineAsm()) {
        switch (classifyInlineAsm(*CB)) {
        case InlineAsmKind::SpecialRegisterRead:
          break;
        case InlineAsmKind::ReadsGeometry:
          Info->AsmReadsGeometry = true;
          [[fallthrough]];
        case InlineAsmKind::Other:
          Info->HasInlineAsm = true;
          break;
        }
        continue;
      }
      if (const LaunchFunctionInfo *LF = lookupLaunchCall(*CB)) {
        if (LF->Role == LaunchRole::Launch && !isLaunchWrapper(*F)) {
          Info->LaunchesKernels = true;
          if (Value *Target = launchTarget(*CB, *LF))
            if (Target->stripPointerCasts() == &Kernel)
              Info->LaunchesItself = true;
          if (launchCallProblem(*CB, *LF).empty() &&
              launchStreamKind(*CB, *LF) == StreamKind::TailLaunch)
            Info->MakesTailLaunches = true;
        }
        // A call the table does not describe is not the runtime's.
        if (!launchCallProblem(*CB, *LF).empty())
          Info->HasIndirectCall = true;
        continue;
      }
      Function *Callee = CB->getCalledFunction();
      if (!Callee) {
        Info->HasIndirectCall = true;
        continue;
      }
      if (std::optional<GeometryReg> R = getGeometryRegRead(Callee)) {
        Info->GeometryReads.insert(*R);
        continue;
      }
      if (Callee->isIntrinsic()) {
        StringRef N = Callee->getName();
        if (StringRef Reg = unremappableLaunchRegister(N); !Reg.empty())
          Info->LaunchRegisterRead = Reg;
        if (isWarpPrimitive(N))
          Info->UsesWarpPrimitives = true;
        else if (isBarrierName(N))
          Info->UsesBarrier = true;
        if (isBlockScopedIntrinsic(N))
          Info->UsesBlockScope = true;
        continue;
      }
      if (Callee == &Kernel) {
        Info->IsRecursive = true;
        Info->HasLongLoop = true;
        continue;
      }
      if (Callee->isDeclaration()) {
        if (isBlockHook(*Callee))
          Info->HasBlockHooks = true;
        if (!isKnownSafeDeclaration(*Callee) &&
            !is_contained(Info->UnknownCallees, Callee))
          Info->UnknownCallees.push_back(Callee);
        continue;
      }
      if (Visited.insert(Callee).second)
        Work.push_back(Callee);
      else if (Callee != &Kernel)
        // A function reached twice may be recursive; cloning handles that
        // by refusing callees it cannot inline.
        continue;
    }
  }
  return Info;
}

std::string ChildKernelInfo::serializationHazard() const {
  if (UsesBarrier)
    return "the child synchronizes its block (__syncthreads or another "
           "barrier)";
  if (UsesWarpPrimitives)
    return "the child uses warp-level primitives (shuffle, vote, match, "
           "activemask or syncwarp)";
  if (UsesStaticShared)
    return "the child uses static shared memory";
  if (UsesDynamicShared)
    return "the child uses dynamic shared memory";
  if (HasInlineAsm)
    return "the child contains inline assembly";
  if (HasBlockHooks)
    return "the child aggregates its own launches by groups of blocks, "
           "which a parent thread cannot do for it";
  return cloneHazard();
}

std::string ChildKernelInfo::hiddenCodeHazard(StringRef Subject) const {
  if (HasIndirectCall)
    return (Subject + " makes an indirect call").str();
  if (!UnknownCallees.empty())
    return (Subject + " calls '" + UnknownCallees.front()->getName() +
            "', which is not defined in this module")
        .str();
  return "";
}

std::string ChildKernelInfo::exitBarrierHazard(StringRef Subject) const {
  // An `exit` would leave the barrier one thread short.
  if (HasInlineAsm)
    return (Subject + " runs inline assembly").str();
  return hiddenCodeHazard(Subject);
}

std::string ChildKernelInfo::cloneHazard() const {
  std::string Hidden = hiddenCodeHazard("the child");
  if (!Hidden.empty())
    return Hidden;
  if (AsmReadsGeometry)
    return "the child reads its place in the grid or a register of its "
           "launch (or calls code) in inline assembly, where a clone cannot "
           "remap it";
  if (!LaunchRegisterRead.empty())
    return ("the child uses " + LaunchRegisterRead +
            ", which a clone's launch changes")
        .str();
  if (IsRecursive)
    return "the child calls itself";
  return "";
}

void ChildKernelInfo::print(raw_ostream &OS) const {
  OS << "child '" << Kernel->getName() << "'\n";
  OS << "  reads: " << GeometryReads.str() << "\n";
  OS << "  barrier: " << (UsesBarrier ? "yes" : "no")
     << ", warp primitives: " << (UsesWarpPrimitives ? "yes" : "no")
     << ", static shared: " << (UsesStaticShared ? "yes" : "no")
     << ", dynamic shared: " << (UsesDynamicShared ? "yes" : "no")
     << ", block-scoped atomics: " << (UsesBlockScope ? "yes" : "no")
     << ", inline asm: "
     << (AsmReadsGeometry ? "reads geometry"
         : HasInlineAsm   ? "yes"
                          : "no")
     << "\n";
  OS << "  long loops: " << (HasLongLoop ? "yes" : "no")
     << ", uniform atomics: " << (HasUniformAtomic ? "yes" : "no") << "\n";
  if (!LaunchRegisterRead.empty())
    OS << "  launch register: " << LaunchRegisterRead << "\n";
  OS << "  launches: " << (LaunchesKernels ? "yes" : "no")
     << (LaunchesItself ? " (itself)" : "")
     << (OnLaunchCycle ? ", recursive" : "")
     << (HasBlockHooks ? ", block hooks: yes" : "")
     << ", indirect calls: " << (HasIndirectCall ? "yes" : "no");
  if (!UnknownCallees.empty()) {
    OS << ", unknown callees:";
    for (Function *F : UnknownCallees)
      OS << " " << F->getName();
  }
  OS << "\n";
  if (!MaxNTid.empty() || !ReqNTid.empty() || !MinCTASm.empty() ||
      !MaxNReg.empty()) {
    OS << "  launch bounds:";
    if (!MaxNTid.empty())
      OS << " maxntid=" << MaxNTid;
    if (!ReqNTid.empty())
      OS << " reqntid=" << ReqNTid;
    if (!MinCTASm.empty())
      OS << " minctasm=" << MinCTASm;
    if (!MaxNReg.empty())
      OS << " maxnreg=" << MaxNReg;
    OS << "\n";
  }
  std::string S = serializationHazard();
  OS << "  serializable: " << (S.empty() ? "yes" : "no (" + S + ")") << "\n";
}

} // namespace dpopt
