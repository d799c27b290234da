//===- LaunchOrder.cpp - A thread's ordered launches ----------------------===//

#include "DPOpt/LaunchOrder.h"
#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/RuntimeFunctions.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

static cl::opt<bool> AssumeIndependentLaunches(
    "dpopt-assume-independent-launches", cl::init(false),
    cl::desc("DPOpt: assume, as the paper does, that the children a thread "
             "launches into a default stream do not depend on each other's "
             "order (LaunchOrder.h), whatever they do to memory"));

namespace dpopt {

namespace {

/// Whether the launch call \p CB (of \p LF's) goes into a default stream: a
/// call of unusual shape may.
bool intoDefaultStream(CallBase &CB, const LaunchFunctionInfo &LF) {
  return !launchCallProblem(CB, LF).empty() ||
         isDefaultStream(launchStreamKind(CB, LF));
}

/// Whether \p CB is a launch that may go into a default stream.
bool isDefaultStreamLaunch(CallBase &CB) {
  const LaunchFunctionInfo *LF = lookupLaunchCall(CB);
  return LF && LF->Role == LaunchRole::Launch && intoDefaultStream(CB, *LF);
}

/// Memory a child's code uses, as the child kernel names it: through one of
/// its parameters, a global, or (both null) memory the analysis cannot name.
struct ChildMemory {
  const Argument *Param = nullptr;
  const GlobalVariable *Global = nullptr;
};

/// One way a child's code uses memory.
struct ChildAccess {
  enum KindTy { Read, Write, Update } Kind;
  /// For Update: the atomic read-modify-write operation.
  AtomicRMWInst::BinOp Op = AtomicRMWInst::BAD_BINOP;
  ChildMemory Where;
};

/// What the code of a child kernel (its callees' included) does to memory
/// others can see: global memory, not the block's shared memory or the
/// thread's local memory.
class ChildMemoryUse {
public:
  explicit ChildMemoryUse(Function &Child) : Child(Child) {
    Code = definedCallees(Child);
    Code.push_back(&Child);
    for (Function *F : Code)
      for (Instruction &I : instructions(*F))
        if (auto *CB = dyn_cast<CallBase>(&I))
          if (Function *Callee = CB->getCalledFunction();
              Callee && !Callee->isDeclaration())
            CallsTo[Callee].push_back(CB);
    for (Function *F : Code)
      for (Instruction &I : instructions(*F))
        addAccesses(I);
  }

  ArrayRef<ChildAccess> accesses() const { return Accesses; }

private:
  void add(ChildAccess::KindTy Kind, Value *Ptr,
           AtomicRMWInst::BinOp Op = AtomicRMWInst::BAD_BINOP) {
    SmallVector<ChildMemory, 2> Where;
    memoryOf(Ptr, Where, 0);
    for (ChildMemory M : Where)
      Accesses.push_back({Kind, Op, M});
  }
  void addUnknown(ChildAccess::KindTy Kind) {
    Accesses.push_back({Kind, AtomicRMWInst::BAD_BINOP, ChildMemory()});
  }

  /// The memory \p Ptr, a pointer in the child's code, may point into.
  void memoryOf(Value *Ptr, SmallVectorImpl<ChildMemory> &Out, unsigned Depth) {
    unsigned AS = Ptr->getType()->getPointerAddressSpace();
    if (AS == SharedAddrSpace || AS == LocalAddrSpace)
      return;
    SmallVector<const Value *, 4> Objects;
    getUnderlyingObjects(Ptr, Objects);
    for (const Value *O : Objects) {
      if (isa<AllocaInst>(O) || isa<ConstantPointerNull>(O) ||
          isa<UndefValue>(O))
        continue;
      if (auto *GV = dyn_cast<GlobalVariable>(O)) {
        unsigned GAS = GV->getAddressSpace();
        if (GAS != SharedAddrSpace && GAS != LocalAddrSpace)
          Out.push_back({nullptr, GV});
        continue;
      }
      auto *A = dyn_cast<Argument>(O);
      if (!A || Depth > 8) {
        Out.push_back({});
        continue;
      }
      Function *F = const_cast<Function *>(A->getParent());
      if (F == &Child) {
        // A struct passed by value is the child's own copy.
        if (!A->hasByValAttr())
          Out.push_back({A, nullptr});
        continue;
      }
      // A callee's parameter: what the child's calls of it pass.
      auto It = CallsTo.find(F);
      if (It == CallsTo.end() || F->hasAddressTaken()) {
        Out.push_back({});
        continue;
      }
      for (CallBase *CB : It->second)
        memoryOf(CB->getArgOperand(A->getArgNo()), Out, Depth + 1);
    }
  }

  /// Whether nothing reads \p V: it is unused, or only returned from
  /// functions whose calls in the child's code are unused in turn (CUDA's
  /// atomicAdd and friends return what the builtin returns).
  bool resultUnused(const Value &V, unsigned Depth) const {
    for (const User *U : V.users()) {
      auto *Ret = dyn_cast<ReturnInst>(U);
      if (!Ret || Depth > 4)
        return false;
      Function *F = const_cast<Function *>(Ret->getFunction());
      auto It = CallsTo.find(F);
      if (F == &Child || F->hasAddressTaken() || It == CallsTo.end() ||
          any_of(It->second,
                 [&](CallBase *CB) { return !resultUnused(*CB, Depth + 1); }))
        return false;
    }
    return true;
  }

  void addAccesses(Instruction &I) {
    if (auto *L = dyn_cast<LoadInst>(&I))
      return add(ChildAccess::Read, L->getPointerOperand());
    if (auto *St = dyn_cast<StoreInst>(&I))
      return add(ChildAccess::Write, St->getPointerOperand());
    if (auto *RMW = dyn_cast<AtomicRMWInst>(&I))
      return isCommutativeOperation(*RMW) && resultUnused(*RMW, 0)
                 ? add(ChildAccess::Update, RMW->getPointerOperand(),
                       RMW->getOperation())
                 : add(ChildAccess::Write, RMW->getPointerOperand());
    if (auto *CX = dyn_cast<AtomicCmpXchgInst>(&I))
      return add(ChildAccess::Write, CX->getPointerOperand());
    auto *CB = dyn_cast<CallBase>(&I);
    if (!CB || CB->doesNotAccessMemory() ||
        (CB->isInlineAsm() &&
         classifyInlineAsm(*CB) == InlineAsmKind::SpecialRegisterRead))
      return;
    if (auto *MT = dyn_cast<MemTransferInst>(CB)) {
      add(ChildAccess::Read, MT->getRawSource());
      return add(ChildAccess::Write, MT->getRawDest());
    }
    if (auto *MS = dyn_cast<MemSetInst>(CB))
      return add(ChildAccess::Write, MS->getRawDest());
    Function *Callee = CB->getCalledFunction();
    if (Callee && !Callee->isDeclaration())
      return; // Its code is scanned too.
    StringRef Name = Callee ? Callee->getName() : "";
    static const char *const NoSharedMemory[] = {"vprintf", "malloc", "free",
                                                 "__assertfail"};
    if (is_contained(NoSharedMemory, Name))
      return;
    // Intrinsics and libdevice touch the memory their pointers name;
    // launches (the grandchildren), the runtimes' calls and the unknown
    // may touch anything.
    bool ArgumentsOnly =
        Callee && !CB->isInlineAsm() &&
        ((Callee->isIntrinsic() && CB->onlyAccessesArgMemory()) ||
         Name.starts_with("__nv_"));
    if (!ArgumentsOnly) {
      if (!Callee || !Callee->isIntrinsic() ||
          !CB->onlyAccessesInaccessibleMemory())
        addUnknown(ChildAccess::Write);
      return;
    }
    ChildAccess::KindTy Kind =
        CB->onlyReadsMemory() ? ChildAccess::Read : ChildAccess::Write;
    for (Value *Arg : CB->args())
      if (Arg->getType()->isPointerTy())
        add(Kind, Arg);
      else if (Arg->getType()->isPtrOrPtrVectorTy())
        addUnknown(Kind); // A gather or scatter.
  }

  Function &Child;
  SmallVector<Function *, 8> Code;
  DenseMap<Function *, SmallVector<CallBase *, 2>> CallsTo;
  SmallVector<ChildAccess, 8> Accesses;
};

/// Finds, for a kernel's default-stream launch, another that its thread
/// makes before or after it and whose child may depend on its child.
class ThreadOrderFinder {
public:
  explicit ThreadOrderFinder(const LaunchSiteInfo &Info) {
    for (const std::unique_ptr<LaunchSite> &S : Info.Sites)
      Sites[S->LaunchCall] = S.get();
  }

  /// Why \p S must stay ordered with another launch of its thread, or empty.
  std::string find(const LaunchSite &S) {
    CallBase *Call = S.LaunchCall;
    BasicBlock *BB = Call->getParent();
    std::string Why =
        firstIn(S, std::next(Call->getIterator()), BB->end(), "after");
    if (Why.empty())
      reachesAfter(BB, [&](BasicBlock *To) {
        // The launch's own block again: up to the launch, then itself.
        Why = firstIn(S, To->begin(),
                      To == BB ? std::next(Call->getIterator()) : To->end(),
                      "after");
        return !Why.empty();
      });
    if (!Why.empty())
      return Why;
    Why = firstIn(S, BB->begin(), Call->getIterator(), "before");
    SmallVector<BasicBlock *, 8> Work(predecessors(BB));
    SmallPtrSet<BasicBlock *, 16> Seen;
    while (Why.empty() && !Work.empty()) {
      BasicBlock *From = Work.pop_back_val();
      if (!Seen.insert(From).second)
        continue;
      Why = firstIn(S, From->begin(),
                    From == BB ? Call->getIterator() : From->end(), "before");
      append_range(Work, predecessors(From));
    }
    return Why;
  }

private:
  /// The first call in [Begin, End), \p When \p S's launch, that may launch
  /// a child ordered with \p S's and depending on it, described, or empty.
  std::string firstIn(const LaunchSite &S, BasicBlock::iterator Begin,
                      BasicBlock::iterator End, StringRef When) {
    for (Instruction &I : make_range(Begin, End))
      if (auto *CB = dyn_cast<CallBase>(&I)) {
        std::string D = orderedWith(S, *CB, When);
        if (!D.empty())
          return D;
      }
    return "";
  }

  /// Whether \p CB, \p When \p S's launch, may make a launch that the
  /// default stream orders with \p S's and whose child may depend on it,
  /// described, or empty.
  std::string orderedWith(const LaunchSite &S, CallBase &CB, StringRef When) {
    if (lookupLaunchCall(CB)) {
      if (!isDefaultStreamLaunch(CB))
        return "";
      const LaunchSite *T = Sites.lookup(&CB);
      if (&CB == S.LaunchCall) {
        std::string Conflict = conflict(S, S);
        return Conflict.empty()
                   ? ""
                   : "its thread can make the launch again (it is on a "
                     "cycle) into the same default stream, which runs the "
                     "children in that order, and " +
                         Conflict;
      }
      std::string D = "its thread can launch ";
      D += T && T->Child ? "'" + T->Child->getName().str() + "'"
                         : std::string("a kernel");
      if (const DebugLoc &Loc = CB.getDebugLoc())
        D += " (line " + std::to_string(Loc.getLine()) + ")";
      D += " " + When.str() +
           " it into the same default stream, which runs the two children in "
           "that order, and ";
      std::string Conflict = T ? conflict(S, *T) : "its launch is not known";
      return Conflict.empty() ? "" : D + Conflict;
    }
    std::string Call = mayLaunch(CB);
    return Call.empty() ? ""
                        : "its thread can make " + Call + ", " + When.str() +
                              " it, into the same default stream";
  }

  /// \p CB, other than a launch, described if it may launch.
  std::string mayLaunch(CallBase &CB) {
    switch (classifyCallLaunches(CB, /*DPOptRuntimeLaunchesNothing=*/true)) {
    case CallLaunches::Nothing:
      return "";
    case CallLaunches::Indirect:
      return "an indirect call, which may launch";
    case CallLaunches::UnknownDeclaration:
      return "a call of '" + CB.getCalledFunction()->getName().str() +
             "', which is not defined in this module and may launch";
    case CallLaunches::DefinedCallee:
      break;
    }
    Function *Callee = CB.getCalledFunction();
    StringRef Name = Callee->getName();
    auto [It, New] = CalleeLaunches.try_emplace(Callee);
    if (!New)
      return It->second;
    // A recursive call finds the entry made above, still empty: the calls
    // it reaches are the ones this loop looks at.
    std::string Made;
    for (Instruction &I : instructions(*Callee)) {
      auto *Inner = dyn_cast<CallBase>(&I);
      if (!Inner)
        continue;
      if (lookupLaunchCall(*Inner))
        Made = isDefaultStreamLaunch(*Inner) ? "a launch" : "";
      else
        Made = mayLaunch(*Inner);
      if (!Made.empty())
        break;
    }
    std::string &D = CalleeLaunches[Callee];
    if (!Made.empty())
      D = "a call of '" + Name.str() + "', which makes " + Made;
    return D;
  }

  const ChildMemoryUse &memoryUse(Function &Child) {
    auto It = Uses.find(&Child);
    if (It == Uses.end())
      It = Uses.try_emplace(&Child, std::make_unique<ChildMemoryUse>(Child))
               .first;
    return *It->second;
  }

  /// The value \p S passes for \p Where's parameter, the global itself, or
  /// null where it is not known.
  static const Value *passed(const LaunchSite &S, const ChildMemory &Where) {
    if (Where.Global)
      return Where.Global;
    if (!Where.Param || !S.ArgsKnown)
      return nullptr;
    for (const LaunchArgument &A : S.Args)
      if (A.ParamNo == Where.Param->getArgNo())
        return A.StoredValue;
    return nullptr;
  }

  /// Whether the memory two launches' children name as \p A and \p B may
  /// overlap.
  static bool mayOverlap(const LaunchSite &SA, const ChildMemory &A,
                         const LaunchSite &SB, const ChildMemory &B) {
    const Value *VA = passed(SA, A), *VB = passed(SB, B);
    if (!VA || !VB)
      return true;
    const Value *OA = getUnderlyingObject(VA), *OB = getUnderlyingObject(VB);
    if (isa<ConstantPointerNull>(OA) || isa<ConstantPointerNull>(OB))
      return false;
    return OA == OB || !isIdentifiedObject(OA) || !isIdentifiedObject(OB);
  }

  /// How the children of \p S and \p T may depend on each other, or empty.
  std::string conflict(const LaunchSite &S, const LaunchSite &T) {
    if (!S.Analyzable || !T.Analyzable || !S.Child || !T.Child)
      return "the launches cannot be analyzed";
    ArrayRef<ChildAccess> SA = memoryUse(*S.Child).accesses();
    ArrayRef<ChildAccess> TA = memoryUse(*T.Child).accesses();
    for (const ChildAccess &A : SA)
      for (const ChildAccess &B : TA) {
        if (A.Kind == ChildAccess::Read && B.Kind == ChildAccess::Read)
          continue;
        if (A.Kind == ChildAccess::Update && B.Kind == ChildAccess::Update &&
            A.Op == B.Op)
          continue;
        if (mayOverlap(S, A.Where, T, B.Where))
          return std::string(A.Kind == ChildAccess::Read
                                 ? "this child may read memory the other "
                                 : "this child may write memory the other ") +
                 (B.Kind == ChildAccess::Read ? "reads" : "writes");
      }
    return "";
  }

  DenseMap<const CallBase *, const LaunchSite *> Sites;
  DenseMap<Function *, std::string> CalleeLaunches;
  DenseMap<Function *, std::unique_ptr<ChildMemoryUse>> Uses;
};

} // namespace

bool isCommutativeOperation(const AtomicRMWInst &RMW) {
  switch (RMW.getOperation()) {
  case AtomicRMWInst::Add:
  case AtomicRMWInst::Sub:
  case AtomicRMWInst::And:
  case AtomicRMWInst::Or:
  case AtomicRMWInst::Xor:
  case AtomicRMWInst::Max:
  case AtomicRMWInst::Min:
  case AtomicRMWInst::UMax:
  case AtomicRMWInst::UMin:
  case AtomicRMWInst::FMax:
  case AtomicRMWInst::FMin:
    return true;
  default:
    return false;
  }
}

void markThreadOrderedLaunches(LaunchSiteInfo &Info) {
  if (AssumeIndependentLaunches)
    return;
  ThreadOrderFinder Finder(Info);
  for (const std::unique_ptr<LaunchSite> &S : Info.Sites) {
    CallBase *Call = S->LaunchCall;
    if (MDNode *Pinned = Call->getMetadata(ThreadOrderMD))
      S->ThreadOrder = cast<MDString>(Pinned->getOperand(0))->getString().str();
    else if (isKernel(*S->Parent) && intoDefaultStream(*Call, *S->LaunchFn))
      S->ThreadOrder = Finder.find(*S);
  }
}

void pinThreadOrder(const LaunchSiteInfo &Info) {
  for (const std::unique_ptr<LaunchSite> &S : Info.Sites) {
    LLVMContext &Ctx = S->LaunchCall->getContext();
    S->LaunchCall->setMetadata(
        ThreadOrderMD, MDNode::get(Ctx, MDString::get(Ctx, S->ThreadOrder)));
  }
}

void forgetThreadOrder(Module &M) {
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      I.setMetadata(ThreadOrderMD, nullptr);
}

} // namespace dpopt
