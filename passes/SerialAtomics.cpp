//===- SerialAtomics.cpp - A serial run's atomics made once at its end ----===//

#include "DPOpt/SerialAtomics.h"
#include "DPOpt/LaunchOrder.h"
#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/Remarks.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/MemoryLocation.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"

#define DEBUG_TYPE "dpopt"

using namespace llvm;

STATISTIC(NumSerialAtomics,
          "Atomics of serial runs kept in a register over the run");

static cl::opt<bool> EnableSerialAtomics(
    "dpopt-serial-atomics", cl::init(true),
    cl::desc("Keep the atomics of a child's threads run serially in a "
             "register and make one atomic at the end of the run"));

namespace dpopt {

bool isSerialAtomicsEnabled() { return EnableSerialAtomics; }

static constexpr StringLiteral SerialThreadsProperty = "dpopt.serial.threads";

void markSerialThreadsLoop(Instruction &Latch) {
  LLVMContext &Ctx = Latch.getContext();
  Metadata *Property =
      MDNode::get(Ctx, MDString::get(Ctx, SerialThreadsProperty));
  MDNode *ID = MDNode::getDistinct(Ctx, {nullptr, Property});
  ID->replaceOperandWith(0, ID);
  Latch.setMetadata(LLVMContext::MD_loop, ID);
}

bool isSerialThreadsLoop(const Loop &L) {
  return findOptionMDForLoop(&L, SerialThreadsProperty);
}

/// Whether \p RMW has the shape SerialAtomics.h describes, its address
/// aside.
static bool qualifies(const AtomicRMWInst &RMW) {
  AtomicOrdering O = RMW.getOrdering();
  return isCommutativeOperation(RMW) &&
         RMW.getValOperand()->getType()->isIntegerTy() && RMW.use_empty() &&
         !RMW.isVolatile() &&
         (O == AtomicOrdering::Monotonic ||
          O == AtomicOrdering::SequentiallyConsistent);
}

/// Add and sub go into one sum; the other operations only with themselves.
static AtomicRMWInst::BinOp operationClass(AtomicRMWInst::BinOp Op) {
  return Op == AtomicRMWInst::Sub ? AtomicRMWInst::Add : Op;
}

static Constant *identity(AtomicRMWInst::BinOp Op, IntegerType *Ty) {
  unsigned Bits = Ty->getBitWidth();
  switch (Op) {
  case AtomicRMWInst::And:
  case AtomicRMWInst::UMin:
    return ConstantInt::get(Ty, APInt::getAllOnes(Bits));
  case AtomicRMWInst::Max:
    return ConstantInt::get(Ty, APInt::getSignedMinValue(Bits));
  case AtomicRMWInst::Min:
    return ConstantInt::get(Ty, APInt::getSignedMaxValue(Bits));
  default: // add, sub, or, xor, umax
    return ConstantInt::get(Ty, 0);
  }
}

/// \p Held combined with \p V as the atomic \p Op would combine them in
/// memory (sub: the sum of what is subtracted).
static Value *combine(IRBuilder<> &B, AtomicRMWInst::BinOp Op, Value *Held,
                      Value *V) {
  switch (Op) {
  case AtomicRMWInst::And:
    return B.CreateAnd(Held, V);
  case AtomicRMWInst::Or:
    return B.CreateOr(Held, V);
  case AtomicRMWInst::Xor:
    return B.CreateXor(Held, V);
  case AtomicRMWInst::Max:
    return B.CreateBinaryIntrinsic(Intrinsic::smax, Held, V);
  case AtomicRMWInst::Min:
    return B.CreateBinaryIntrinsic(Intrinsic::smin, Held, V);
  case AtomicRMWInst::UMax:
    return B.CreateBinaryIntrinsic(Intrinsic::umax, Held, V);
  case AtomicRMWInst::UMin:
    return B.CreateBinaryIntrinsic(Intrinsic::umin, Held, V);
  default: // add, sub
    return B.CreateAdd(Held, V);
  }
}

namespace {

/// The qualifying atomics of one run on one address with one operation.
struct AtomicGroup {
  Value *Address;
  AtomicRMWInst::BinOp Op;
  SmallVector<AtomicRMWInst *, 2> Members;
};

/// A serial run (the outermost marked loop) and what it keeps in
/// registers.
class SerialRun {
public:
  SerialRun(Loop &L, LoopInfo &LI, AAResults &AA) : L(L), LI(LI), AA(AA) {}

  /// Why no atomic of the run can be kept, or empty: see SerialAtomics.h.
  StringRef runRefusal() const;
  /// The run's qualifying atomics on addresses the same in every
  /// iteration, by address and operation.
  void collectGroups();
  /// Why \p G's atomics must stay where they are, or empty.
  StringRef addressRefusal(const AtomicGroup &G) const;
  /// Keeps \p G in an accumulator (an alloca, promoted afterwards) and
  /// makes its atomic at the run's exits.
  AllocaInst *keepInRegister(AtomicGroup &G);

  Loop &L;
  SmallVector<AtomicGroup, 2> Groups;

private:
  bool mayTouch(const Instruction &I, const MemoryLocation &Loc) const;
  bool commutesWith(const Instruction &I, const AtomicGroup &G) const;
  bool followedInThread(AtomicRMWInst &A, const AtomicGroup &G,
                        const MemoryLocation &Loc) const;

  LoopInfo &LI;
  AAResults &AA;
};

} // namespace

StringRef SerialRun::runRefusal() const {
  if (!L.getLoopPreheader() || !L.hasDedicatedExits())
    return "the run's loop has no preheader or shares its exits";
  for (BasicBlock *BB : L.blocks())
    for (Instruction &I : *BB) {
      if (isa<FenceInst>(I))
        return "the run has a fence";
      if (isa<AtomicCmpXchgInst>(I))
        return "the run has a compare-and-swap";
      if (auto *RMW = dyn_cast<AtomicRMWInst>(&I)) {
        AtomicOrdering O = RMW->getOrdering();
        if (O != AtomicOrdering::Monotonic &&
            O != AtomicOrdering::SequentiallyConsistent)
          return "the run has an acquire or release atomic";
      } else if (I.isAtomic()) { // a load or store
        AtomicOrdering O = isa<LoadInst>(I) ? cast<LoadInst>(I).getOrdering()
                                            : cast<StoreInst>(I).getOrdering();
        if (O != AtomicOrdering::Unordered && O != AtomicOrdering::Monotonic)
          return "the run has an acquire or release atomic";
      }
      auto *Call = dyn_cast<CallBase>(&I);
      if (!Call)
        continue;
      if (Call->isInlineAsm())
        return "the run has inline assembly";
      if (Call->doesNotAccessMemory() || Call->onlyAccessesArgMemory())
        continue;
      if (auto *II = dyn_cast<IntrinsicInst>(Call))
        if (II->isAssumeLikeIntrinsic())
          continue;
      return "the run calls code that may touch memory";
    }
  return {};
}

void SerialRun::collectGroups() {
  DenseMap<std::pair<Value *, unsigned>, unsigned> Index;
  for (BasicBlock *BB : L.blocks())
    for (Instruction &I : *BB) {
      auto *RMW = dyn_cast<AtomicRMWInst>(&I);
      if (!RMW || !qualifies(*RMW) ||
          !L.isLoopInvariant(RMW->getPointerOperand()) ||
          isThreadLocalAddress(RMW->getPointerOperand()))
        continue;
      auto Key = std::make_pair(RMW->getPointerOperand(),
                                (unsigned)RMW->getOperation());
      auto [It, New] = Index.try_emplace(Key, Groups.size());
      if (New)
        Groups.push_back({RMW->getPointerOperand(), RMW->getOperation(), {}});
      AtomicGroup &G = Groups[It->second];
      // One type, ordering and scope for the atomic at the end.
      AtomicRMWInst *First = G.Members.empty() ? RMW : G.Members.front();
      if (First->getType() == RMW->getType() &&
          First->getOrdering() == RMW->getOrdering() &&
          First->getSyncScopeID() == RMW->getSyncScopeID())
        G.Members.push_back(RMW);
      // Otherwise left in place, an atomic that touches the address.
    }
}

/// Whether \p I may read or write \p Loc. An atomic's ordering does not
/// count (AAResults takes one stronger than monotonic as touching
/// everything): CUDA's atomic functions are relaxed, and the orderings the
/// run may hold are checked apart (runRefusal).
bool SerialRun::mayTouch(const Instruction &I,
                         const MemoryLocation &Loc) const {
  if (!I.mayReadOrWriteMemory())
    return false;
  if (I.isAtomic())
    if (std::optional<MemoryLocation> At = MemoryLocation::getOrNone(&I))
      return !AA.isNoAlias(*At, Loc);
  return isModOrRefSet(AA.getModRefInfo(&I, Loc));
}

/// Whether \p I is an atomic of the shape that qualifies whose updates
/// commute with \p G's.
bool SerialRun::commutesWith(const Instruction &I, const AtomicGroup &G) const {
  // Its address may differ between iterations: it stays where it is, and
  // commutes all the same. Not across widths: a carry out of a word's low
  // half depends on the order.
  auto *RMW = dyn_cast<AtomicRMWInst>(&I);
  return RMW && qualifies(*RMW) &&
         RMW->getType() == G.Members.front()->getType() &&
         operationClass(RMW->getOperation()) == operationClass(G.Op);
}

/// Whether something in the child thread that made \p A reads or writes
/// \p Loc after it: from \p A to the header of the next marked loop around
/// it (where the next thread starts), within the run.
bool SerialRun::followedInThread(AtomicRMWInst &A, const AtomicGroup &G,
                                 const MemoryLocation &Loc) const {
  SmallPtrSet<const BasicBlock *, 4> ThreadEnds;
  for (Loop *In = LI.getLoopFor(A.getParent()); In; In = In->getParentLoop()) {
    if (isSerialThreadsLoop(*In))
      ThreadEnds.insert(In->getHeader());
    if (In == &L)
      break;
  }
  auto Touches = [&](Instruction &I) {
    return !commutesWith(I, G) && mayTouch(I, Loc);
  };
  for (Instruction *I = A.getNextNode(); I; I = I->getNextNode())
    if (Touches(*I))
      return true;
  SmallVector<BasicBlock *, 8> Work(successors(A.getParent()));
  SmallPtrSet<BasicBlock *, 16> Seen;
  while (!Work.empty()) {
    BasicBlock *BB = Work.pop_back_val();
    if (!L.contains(BB) || ThreadEnds.count(BB) || !Seen.insert(BB).second)
      continue;
    for (Instruction &I : *BB)
      if (Touches(I))
        return true;
    append_range(Work, successors(BB));
  }
  return false;
}

StringRef SerialRun::addressRefusal(const AtomicGroup &G) const {
  MemoryLocation Loc = MemoryLocation::get(G.Members.front());
  for (BasicBlock *BB : L.blocks())
    for (Instruction &I : *BB) {
      if (commutesWith(I, G) || !mayTouch(I, Loc))
        continue;
      if (I.isAtomic())
        return "another atomic of the run may touch the address";
      if (I.isVolatile())
        return "a volatile access of the run may touch the address";
    }
  for (AtomicRMWInst *A : G.Members)
    if (followedInThread(*A, G, Loc))
      return "the child's thread may read or write the address after its "
             "atomic";
  return {};
}

AllocaInst *SerialRun::keepInRegister(AtomicGroup &G) {
  AtomicRMWInst *First = G.Members.front();
  auto *Ty = cast<IntegerType>(First->getType());
  Function &F = *L.getHeader()->getParent();
  IRBuilder<> EntryB(&F.getEntryBlock(),
                     F.getEntryBlock().getFirstInsertionPt());
  AllocaInst *Held = EntryB.CreateAlloca(Ty, nullptr, "dpopt.serial.atomic");
  Constant *Identity = identity(G.Op, Ty);
  IRBuilder<> PreB(L.getLoopPreheader()->getTerminator());
  PreB.CreateStore(Identity, Held);
  for (AtomicRMWInst *A : G.Members) {
    IRBuilder<> B(A);
    Value *Sum = combine(B, G.Op, B.CreateLoad(Ty, Held), A->getValOperand());
    B.CreateStore(Sum, Held);
  }
  SmallVector<BasicBlock *, 4> Exits;
  L.getUniqueExitBlocks(Exits);
  for (BasicBlock *Exit : Exits) {
    IRBuilder<> B(Exit, Exit->getFirstInsertionPt());
    Value *V = B.CreateLoad(Ty, Held, "dpopt.serial.atomic.value");
    auto *Some = cast<Instruction>(B.CreateICmpNE(V, Identity));
    Instruction *Then =
        SplitBlockAndInsertIfThen(Some, Some->getNextNode(), false);
    IRBuilder<> TB(Then);
    AtomicRMWInst *Once =
        TB.CreateAtomicRMW(G.Op, G.Address, V, First->getAlign(),
                           First->getOrdering(), First->getSyncScopeID());
    Once->setDebugLoc(First->getDebugLoc());
  }
  for (AtomicRMWInst *A : G.Members)
    A->eraseFromParent();
  return Held;
}

namespace {

/// Finds the runs of a function whose atomics can be kept.
struct RunFinder {
  LoopInfo &LI;
  DominatorTree &DT;
  AAResults &AA;
  OptimizationRemarkEmitter &ORE;
  /// Whether a preheader or an exit block was added.
  bool CFGChanged = false;

  void find(ArrayRef<Loop *> Loops,
            SmallVectorImpl<std::unique_ptr<SerialRun>> &Runs);
  /// The missed remark for \p G's atomics, made by each thread: \p Why.
  void remarkLeftInPlace(const AtomicGroup &G, StringRef Why) {
    ORE.emit([&] {
      AtomicRMWInst *A = G.Members.front();
      return OptimizationRemarkMissed(RemarkPassName, "SerialAtomicKept",
                                      programLocation(*A), A->getParent())
             << "atomic " << AtomicRMWInst::getOperationName(G.Op)
             << " of a child's threads run serially made by each thread: "
             << Why;
    });
  }
};

} // namespace

/// The outermost marked loops of \p Loops and their subloops, or, in a
/// marked loop that cannot keep any atomic, the outermost marked loops
/// inside it that can.
void RunFinder::find(ArrayRef<Loop *> Loops,
                     SmallVectorImpl<std::unique_ptr<SerialRun>> &Runs) {
  for (Loop *L : Loops) {
    if (!isSerialThreadsLoop(*L)) {
      find(L->getSubLoops(), Runs);
      continue;
    }
    auto Run = std::make_unique<SerialRun>(*L, LI, AA);
    Run->collectGroups();
    if (Run->Groups.empty())
      continue;
    // The pipeline leaves loops without them at times.
    if (!L->getLoopPreheader())
      CFGChanged |= InsertPreheaderForLoop(L, &DT, &LI, nullptr,
                                           /*PreserveLCSSA=*/false) != nullptr;
    if (!L->hasDedicatedExits())
      CFGChanged |= formDedicatedExitBlocks(L, &DT, &LI, nullptr,
                                            /*PreserveLCSSA=*/false);
    StringRef Why = Run->runRefusal();
    if (!Why.empty()) {
      LLVM_DEBUG(dbgs() << "dpopt-serial-atomics: run at "
                        << L->getHeader()->getName() << ": " << Why << "\n");
      SmallVector<std::unique_ptr<SerialRun>, 2> Inner;
      find(L->getSubLoops(), Inner);
      if (Inner.empty())
        for (const AtomicGroup &G : Run->Groups)
          remarkLeftInPlace(G, Why);
      for (auto &R : Inner)
        Runs.push_back(std::move(R));
      continue;
    }
    // Decided before any change: keeping one group moves atomics the
    // others' checks look at.
    SmallVector<AtomicGroup, 2> Kept;
    for (AtomicGroup &G : Run->Groups) {
      StringRef WhyNot = Run->addressRefusal(G);
      if (WhyNot.empty()) {
        Kept.push_back(G);
        continue;
      }
      remarkLeftInPlace(G, WhyNot);
    }
    Run->Groups = std::move(Kept);
    if (!Run->Groups.empty())
      Runs.push_back(std::move(Run));
  }
}

static bool keepSerialAtomics(Function &F, FunctionAnalysisManager &FAM) {
  if (F.isDeclaration())
    return false;
  // Only functions with loop metadata can hold a marked loop.
  if (none_of(F, [](BasicBlock &BB) {
        return BB.getTerminator() &&
               BB.getTerminator()->getMetadata(LLVMContext::MD_loop);
      }))
    return false;
  RunFinder Finder{FAM.getResult<LoopAnalysis>(F),
                   FAM.getResult<DominatorTreeAnalysis>(F),
                   FAM.getResult<AAManager>(F),
                   FAM.getResult<OptimizationRemarkEmitterAnalysis>(F)};
  SmallVector<std::unique_ptr<SerialRun>, 4> Runs;
  SmallVector<Loop *, 8> TopLevel(Finder.LI.begin(), Finder.LI.end());
  Finder.find(TopLevel, Runs);
  if (Runs.empty())
    return Finder.CFGChanged;
  OptimizationRemarkEmitter &ORE = Finder.ORE;
  SmallVector<AllocaInst *, 4> Held;
  for (auto &Run : Runs)
    for (AtomicGroup &G : Run->Groups) {
      ORE.emit([&] {
        AtomicRMWInst *A = G.Members.front();
        return OptimizationRemark(RemarkPassName, "SerialAtomic",
                                  programLocation(*A), A->getParent())
               << "atomic " << AtomicRMWInst::getOperationName(G.Op)
               << " of a child's threads run serially: kept in a register "
                  "over the run, one atomic at its end";
      });
      NumSerialAtomics += G.Members.size();
      Held.push_back(Run->keepInRegister(G));
    }
  DominatorTree DT(F);
  PromoteMemToReg(Held, DT);
  return true;
}

PreservedAnalyses SerialAtomicsPass::run(Function &F,
                                         FunctionAnalysisManager &FAM) {
  if (!F.getParent()->getTargetTriple().isNVPTX() || !keepSerialAtomics(F, FAM))
    return PreservedAnalyses::all();
  return PreservedAnalyses::none();
}

} // namespace dpopt
