//===- DrainVersions.cpp - Parent kernels whose children run after them ---===//

#include "DPOpt/DrainVersions.h"
#include "DPOpt/ChildVersions.h"
#include "DPOpt/LaunchFreeVersions.h"
#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/Remarks.h"
#include "DPOpt/RuntimeFunctions.h"
#include "DPOpt/Thresholding.h"
#include "dpagg_abi.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

using namespace llvm;

#define DEBUG_TYPE "dpopt"

STATISTIC(NumDrainVersions, "Kernels given a drain version");

static cl::opt<bool> EnableDrainVersions(
    "dpopt-drain-versions", cl::init(true),
    cl::desc("DPOpt: give each kernel with a launch-free version a drain "
             "version, which the runtime launches from the host where the "
             "kernel would launch: its threads keep the children they can "
             "hold as records, which a drain kernel launched after it runs, a "
             "thread per child thread"));

namespace dpopt {

bool isDrainVersionsEnabled() { return EnableDrainVersions; }

/// K + DrainSuffix: void (), in blocks of dpagg_abi::DrainBlockThreads.
/// Each lane takes the records' next thread (__dpopt_drain_next, all lanes
/// of the warp together) and runs it (\p Item) until none is left; the last
/// block clears the store. Records are \p RecordBytes apart.
static Function *createDrainKernel(Module &M, Function &K, Function &Item,
                                   GlobalVariable &Store,
                                   unsigned RecordBytes) {
  LLVMContext &Ctx = M.getContext();
  Type *Ptr = PointerType::getUnqual(Ctx);
  Type *I64 = Type::getInt64Ty(Ctx);
  Function *Drain = Function::Create(
      FunctionType::get(Type::getVoidTy(Ctx), {}, false), K.getLinkage(),
      K.getName() + dpagg_abi::DrainSuffix, &M);
  Drain->setVisibility(K.getVisibility());
  Drain->setCallingConv(CallingConv::PTX_Kernel);
  for (StringRef A : {"target-cpu", "target-features"})
    if (K.hasFnAttribute(A))
      Drain->addFnAttr(K.getFnAttribute(A));
  Drain->addFnAttr("nvvm.maxntid",
                   std::to_string(dpagg_abi::DrainBlockThreads));
  Drain->addFnAttr(Attribute::NoUnwind);
  if (K.hasFnAttribute(Attribute::OptimizeNone)) {
    Drain->addFnAttr(Attribute::OptimizeNone);
    Drain->addFnAttr(Attribute::NoInline);
  }
  auto NewBlock = [&](const Twine &Name) {
    return BasicBlock::Create(Ctx, Name, Drain);
  };
  BasicBlock *Entry = NewBlock("entry"), *Head = NewBlock("drain.next"),
             *Check = NewBlock("drain.check"), *Run = NewBlock("drain.item"),
             *Latch = NewBlock("drain.latch"), *Done = NewBlock("drain.done");
  IRBuilder<> B(Entry);
  Value *StorePtr = ConstantExpr::getAddrSpaceCast(&Store, Ptr);
  B.CreateBr(Head);
  B.SetInsertPoint(Head);
  FunctionCallee Next = M.getOrInsertFunction(
      DrainNextName, FunctionType::get(I64, {Ptr}, false));
  Value *Got = B.CreateCall(Next, {StorePtr}, "drain.got");
  B.CreateCondBr(B.CreateICmpEQ(Got, B.getInt64(0)), Done, Check);
  B.SetInsertPoint(Check);
  B.CreateCondBr(B.CreateICmpEQ(Got, B.getInt64(~0ull)), Latch, Run);
  B.SetInsertPoint(Run);
  Value *Index = B.CreateSub(B.CreateLShr(Got, 32), B.getInt64(1), "record.no");
  Value *Thread = B.CreateTrunc(Got, B.getInt32Ty(), "thread");
  Value *Records = B.CreateLoad(
      Ptr,
      B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), &Store,
                                   dpagg_abi::DrainStoreRecordsOffset),
      "records");
  Value *Record = B.CreateInBoundsGEP(
      B.getInt8Ty(), Records, B.CreateMul(Index, B.getInt64(RecordBytes)),
      "record");
  B.CreateCall(&Item, {Record, Thread, StorePtr});
  B.CreateBr(Latch);
  B.SetInsertPoint(Latch);
  B.CreateBr(Head);
  B.SetInsertPoint(Done);
  FunctionCallee End = M.getOrInsertFunction(
      DrainDoneName, FunctionType::get(B.getVoidTy(), {Ptr}, false));
  B.CreateCall(End, {StorePtr});
  B.CreateRetVoid();
  return Drain;
}

bool createDrainVersions(
    Module &M,
    const MapVector<Function *, SmallVector<DrainSite, 4>> &SitesByKernel) {
  if (!EnableDrainVersions)
    return false;
  bool Changed = false;
  LLVMContext &Ctx = M.getContext();
  for (auto &[K, Sites] : SitesByKernel) {
    std::string Name = (K->getName() + dpagg_abi::DrainedSuffix).str();
    if (M.getFunction(Name))
      continue;
    auto Refuse = [&, K = K](const Twine &Why) {
      emitKernelRemark(*K, RemarkKind::Missed, "NoDrainVersion",
                       "kernel '" + K->getName() +
                           "' has no drain version: " + Why);
    };
    // The drain version reports through K's report helper, which K's
    // launch-free version made, as K does.
    if (!findReporter(M, *K) ||
        !M.getFunction((K->getName() + dpagg_abi::LaunchFreeSuffix).str())) {
      Refuse("it has no version without launches");
      continue;
    }
    const DrainSite *Held = nullptr;
    bool Several = false;
    for (const DrainSite &S : Sites)
      if (S.Publish) {
        Several |= Held && Held->Child != S.Child;
        if (!Held)
          Held = &S;
      }
    if (!Held) {
      Refuse("no child it launches both loops for long and can wait in a "
             "record (a loop-free thread's work costs less than its record; "
             "a child whose arguments are too large to share over the warp, "
             "or whose threads cannot run apart, runs in its parent thread)");
      continue;
    }
    if (Several) {
      Refuse("it launches more than one kernel whose children could wait in "
             "records");
      continue;
    }

    ValueToValueMapTy VMap;
    Function *Drained = CloneFunction(K, VMap);
    Drained->setName(Name);
    Drained->setComdat(nullptr);
    BasicBlock &Entry = Drained->getEntryBlock();
    IRBuilder<> AB(&Entry, Entry.begin());
    AllocaInst *Slot = Held->Slot.create(AB, "dpopt.drain.slot");
    // Each site calls its drain decider, with the slot for the held child;
    // the launch path folds away, the reports (of what K would launch) stay.
    for (const DrainSite &S : Sites) {
      auto *Call = cast<CallInst>(VMap[S.DeciderCall]);
      Call->setCalledFunction(S.Decider);
      Call->setArgOperand(4, S.Child == Held->Child && S.Publish
                                 ? static_cast<Value *>(Slot)
                                 : ConstantPointerNull::get(AB.getPtrTy()));
      Call->replaceUsesWithIf(ConstantInt::getFalse(Ctx), [](Use &U) {
        return !isReportCall(*cast<Instruction>(U.getUser()));
      });
    }
    for (BasicBlock &BB : *Drained)
      ConstantFoldTerminator(&BB, /*DeleteDeadConditions=*/true);
    removeUnreachableBlocks(*Drained);
    std::string Why = launchRefusal(*Drained);
    if (!Why.empty()) {
      Drained->eraseFromParent();
      Refuse(Why);
      continue;
    }
    ReturnInst *Exit = mergeReturns(*Drained);
    if (!Exit) {
      Drained->eraseFromParent();
      Refuse("it never returns");
      continue;
    }
    // Nothing held at first; at the exit, the held child becomes a record.
    IRBuilder<> EB(Entry.getTerminator());
    Held->Slot.emitEmpty(EB, Slot);
    auto *StoreTy =
        ArrayType::get(Type::getInt8Ty(Ctx), sizeof(dpagg_abi::DrainStore));
    GlobalVariable *Store = createVersionGlobal(
        M, *K, StoreTy, K->getName() + dpagg_abi::DrainStoreSuffix,
        HostUse::ReadWrite, Align(16));
    // The runtime reads the record's size from the array's.
    GlobalVariable *RecordSize = createVersionGlobal(
        M, *K, ArrayType::get(Type::getInt8Ty(Ctx), Held->RecordBytes),
        K->getName() + dpagg_abi::DrainSlotSuffix, HostUse::SizeOnly,
        Align(16));
    appendToUsed(M, {Store, RecordSize});
    IRBuilder<> XB(Exit);
    XB.SetCurrentDebugLocation(Exit->getDebugLoc());
    XB.CreateCall(Held->Publish,
                  {Slot, ConstantExpr::getAddrSpaceCast(Store, XB.getPtrTy())});
    createDrainKernel(M, *K, *Held->Item, *Store, Held->RecordBytes);
    emitKernelRemark(
        *K, RemarkKind::Passed, "DrainVersion",
        "kernel '" + K->getName() + "' has a drain version ('" + Name +
            "'), which host launches run where the kernel would launch: its "
            "threads keep their children of '" +
            Held->Child->getName() +
            "' as records (one a thread; any other runs in the thread), "
            "whose threads a kernel launched after it runs, a thread each");
    ++NumDrainVersions;
    Changed = true;
  }
  return Changed;
}

} // namespace dpopt
