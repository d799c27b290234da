//===- BlockHooks.cpp - Aggregated blocks' record hooks, inline -----------===//

#include "DPOpt/BlockHooks.h"
#include "DPOpt/ChildVersions.h"
#include "DPOpt/Geometry.h"
#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/RuntimeFunctions.h"

#include "dpagg_abi.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#define DEBUG_TYPE "dpopt"

using namespace llvm;

STATISTIC(NumInlinedLookups, "Aggregated blocks' record lookups inlined");
STATISTIC(NumInlinedReleases, "Aggregated threads' record releases inlined");

static cl::opt<bool> EnableBlockHooksInlining(
    "dpopt-inline-block-hooks", cl::init(true),
    cl::desc("Write the aggregated kernels' calls of __dpagg_find_record and "
             "__dpagg_done as inline code (no ABI calls: fewer registers, "
             "no saved registers in local memory)"));

namespace dpopt {

bool isBlockHooksInliningEnabled() { return EnableBlockHooksInlining; }

/// A field of the chunk \p Chunk at \p Offset.
static Value *loadField(IRBuilder<> &B, Type *Ty, Value *Chunk, unsigned Offset,
                        const Twine &Name) {
  return B.CreateAlignedLoad(
      Ty, B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Chunk, Offset),
      Align(Ty->isPointerTy() ? 8 : Ty->getPrimitiveSizeInBits() / 8), Name);
}

/// The first block of record \p Index: the chunk's offsets after its header.
static Value *loadFirstBlock(IRBuilder<> &B, Value *Chunk, Value *Index,
                             const Twine &Name) {
  Value *At = B.CreateInBoundsGEP(
      B.getInt8Ty(), Chunk,
      B.CreateAdd(B.getInt64(dpagg_abi::ChunkHeaderSize),
                  B.CreateShl(B.CreateZExt(Index, B.getInt64Ty()), 3)));
  return B.CreateAlignedLoad(B.getInt64Ty(), At, Align(8), Name);
}

/// __dpagg_find_record(chunk, first block) as the runtime computes it.
static void inlineLookup(CallInst &Call) {
  LLVMContext &Ctx = Call.getContext();
  Function &F = *Call.getFunction();
  Value *Chunk = Call.getArgOperand(0), *Base = Call.getArgOperand(1);
  BasicBlock *Head = Call.getParent();
  BasicBlock *Tail =
      SplitBlock(Head, &Call, static_cast<DominatorTree *>(nullptr), nullptr,
                 nullptr, "record.found");
  Head->getTerminator()->eraseFromParent();
  BasicBlock *Search = BasicBlock::Create(Ctx, "record.search", &F, Tail);
  BasicBlock *Loop = BasicBlock::Create(Ctx, "record.bisect", &F, Tail);
  BasicBlock *Step = BasicBlock::Create(Ctx, "record.bisect.step", &F, Tail);

  IRBuilder<> B(Head);
  B.SetCurrentDebugLocation(Call.getDebugLoc());
  Type *I32 = B.getInt32Ty(), *I64 = B.getInt64Ty();
  Value *Key = B.CreateAdd(
      Base, B.CreateZExt(readGeometry(B, GeometryReg::CtaidX), I64), "key");
  Value *N = loadField(B, I32, Chunk, dpagg_abi::ChunkRecords, "records");
  Value *Blocks = loadField(B, I64, Chunk, dpagg_abi::ChunkBlocks, "blocks");
  Value *Cap = loadField(B, I32, Chunk, dpagg_abi::ChunkCap, "capacity");
  Value *Desc = loadField(B, PointerType::getUnqual(Ctx), Chunk,
                          dpagg_abi::ChunkDesc, "desc");
  Value *RecordSize =
      loadField(B, I32, Desc, dpagg_abi::DescRecordSize, "record.size");
  // Blocks spread evenly over the records: exact when every record has as
  // many (one child shape). The guess and its successor are read together.
  Value *N64 = B.CreateZExt(N, I64);
  Value *Last = B.CreateSub(N, B.getInt32(1));
  Value *Spread = B.CreateMul(Key, N64);
  Value *Even = B.CreateUDiv(
      Spread, B.CreateBinaryIntrinsic(Intrinsic::umax, Blocks, B.getInt64(1)));
  Value *Guess = B.CreateTrunc(
      B.CreateBinaryIntrinsic(Intrinsic::umin, B.CreateZExt(Last, I64), Even),
      I32, "guess");
  Value *Next = B.CreateAdd(Guess, B.getInt32(1));
  Value *HasNext = B.CreateICmpULT(Next, N);
  Value *AtGuess = loadFirstBlock(B, Chunk, Guess, "at.guess");
  Value *AtNext = loadFirstBlock(
      B, Chunk, B.CreateBinaryIntrinsic(Intrinsic::umin, Next, Last),
      "at.next");
  Value *AfterGuess = B.CreateSelect(HasNext, AtNext, B.getInt64(~0ull));
  Value *GuessBelow = B.CreateICmpULE(AtGuess, Key);
  B.CreateCondBr(B.CreateAnd(GuessBelow, B.CreateICmpULT(Key, AfterGuess)),
                 Tail, Search);

  // Otherwise a binary search on the guess's side.
  B.SetInsertPoint(Search);
  Value *Lo0 = B.CreateSelect(GuessBelow, Next, B.getInt32(0));
  Value *Hi0 = B.CreateSelect(GuessBelow, N, Guess);
  B.CreateBr(Loop);
  B.SetInsertPoint(Loop);
  PHINode *Lo = B.CreatePHI(I32, 2, "lo"), *Hi = B.CreatePHI(I32, 2, "hi");
  Lo->addIncoming(Lo0, Search);
  Hi->addIncoming(Hi0, Search);
  B.CreateCondBr(B.CreateICmpUGT(B.CreateSub(Hi, Lo), B.getInt32(1)), Step,
                 Tail);
  B.SetInsertPoint(Step);
  Value *Mid = B.CreateAdd(Lo, B.CreateLShr(B.CreateSub(Hi, Lo), 1), "mid");
  Value *MidBelow =
      B.CreateICmpULE(loadFirstBlock(B, Chunk, Mid, "at.mid"), Key);
  Lo->addIncoming(B.CreateSelect(MidBelow, Mid, Lo), Step);
  Hi->addIncoming(B.CreateSelect(MidBelow, Hi, Mid), Step);
  B.CreateBr(Loop);

  // The record: after the chunk's header and its Cap first blocks.
  B.SetInsertPoint(&Call);
  PHINode *Index = B.CreatePHI(I32, 2, "record.index");
  Index->addIncoming(Guess, Head);
  Index->addIncoming(Lo, Loop);
  Value *Records = B.CreateAdd(B.getInt64(dpagg_abi::ChunkHeaderSize),
                               B.CreateShl(B.CreateZExt(Cap, I64), 3));
  Value *Index64 = B.CreateZExt(Index, I64);
  Value *Offset =
      B.CreateAdd(Records, B.CreateMul(Index64, B.CreateZExt(RecordSize, I64)));
  Value *Record = B.CreateInBoundsGEP(B.getInt8Ty(), Chunk, Offset);
  Record->takeName(&Call);
  Call.replaceAllUsesWith(Record);
  Call.eraseFromParent();
  ++NumInlinedLookups;
}

/// __dpagg_done(chunk) as the runtime does it; only the last release of the
/// chunk calls the runtime.
static void inlineRelease(CallInst &Call, FunctionCallee FreeChunk) {
  LLVMContext &Ctx = Call.getContext();
  Function &F = *Call.getFunction();
  Value *Chunk = Call.getArgOperand(0);
  BasicBlock *Head = Call.getParent();
  BasicBlock *Tail =
      SplitBlock(Head, &Call, static_cast<DominatorTree *>(nullptr), nullptr,
                 nullptr, "released");
  Head->getTerminator()->eraseFromParent();
  BasicBlock *Count = BasicBlock::Create(Ctx, "release.count", &F, Tail);
  BasicBlock *Free = BasicBlock::Create(Ctx, "release.free", &F, Tail);

  IRBuilder<> B(Head);
  B.SetCurrentDebugLocation(Call.getDebugLoc());
  Type *I32 = B.getInt32Ty(), *I64 = B.getInt64Ty();
  Value *Mask =
      B.CreateIntrinsic(I32, Intrinsic::nvvm_activemask, {}, nullptr, "active");
  // The lanes are done with the record: __syncwarp orders their reads before
  // what the first lane does next.
  B.CreateIntrinsic(B.getVoidTy(), Intrinsic::nvvm_bar_warp_sync, {Mask});
  B.CreateCondBr(emitIsFirstLane(B, Mask, "first.lane"), Count, Tail);

  // The warp's first active lane counts the active lanes, a release at GPU
  // scope (the runtime's free acquires it with its fence). Not a fence in
  // every lane: a fence at GPU scope acquires too, and an acquire invalidates
  // the SM's L1, where other blocks' data sit.
  B.SetInsertPoint(Count);
  Value *Lanes = B.CreateZExt(B.CreateUnaryIntrinsic(Intrinsic::ctpop, Mask),
                              I64, "lanes");
  Type *GlobalPtr = PointerType::get(Ctx, GlobalAddrSpace);
  Value *DonePtr = B.CreateAddrSpaceCast(
      B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Chunk,
                                   dpagg_abi::ChunkThreadsDone),
      GlobalPtr);
  // Inline assembly: NVPTX writes an atomicrmw as a relaxed atom whatever
  // its ordering.
  // (32-bit NVPTX has 32-bit global addresses.)
  bool WidePtr = F.getDataLayout().getPointerSizeInBits(GlobalAddrSpace) == 64;
  InlineAsm *AddRelease =
      InlineAsm::get(FunctionType::get(I64, {GlobalPtr, I64}, false),
                     "atom.release.gpu.global.add.u64 $0, [$1], $2;",
                     WidePtr ? "=l,l,l,~{memory}" : "=l,r,l,~{memory}",
                     /*hasSideEffects=*/true);
  Value *Old = B.CreateCall(AddRelease, {DonePtr, Lanes}, "done.before");
  Value *Total =
      loadField(B, I64, Chunk, dpagg_abi::ChunkTotalThreads, "threads");
  B.CreateCondBr(B.CreateICmpEQ(B.CreateAdd(Old, Lanes), Total), Free, Tail);

  B.SetInsertPoint(Free);
  B.CreateCall(FreeChunk, {Chunk});
  B.CreateBr(Tail);

  Call.eraseFromParent();
  ++NumInlinedReleases;
}

PreservedAnalyses BlockHooksInliningPass::run(Module &M,
                                              ModuleAnalysisManager &) {
  if (!M.getTargetTriple().isNVPTX() || !EnableBlockHooksInlining)
    return PreservedAnalyses::all();
  Function *Lookup = M.getFunction(FindRecordName);
  Function *Release = M.getFunction(ChunkDoneName);
  SmallVector<CallInst *, 8> Lookups, Releases;
  LLVMContext &Ctx = M.getContext();
  Type *Ptr = PointerType::getUnqual(Ctx);
  // Only the runtime's functions (declared, with its signatures) called
  // directly.
  auto Collect = [](Function *Callee, FunctionType *Ty,
                    SmallVectorImpl<CallInst *> &Calls) {
    if (!Callee || !Callee->isDeclaration() || Callee->getFunctionType() != Ty)
      return;
    for (User *U : Callee->users())
      if (auto *Call = dyn_cast<CallInst>(U))
        if (Call->getCalledOperand() == Callee && Call->getFunctionType() == Ty)
          Calls.push_back(Call);
  };
  Collect(Lookup, FunctionType::get(Ptr, {Ptr, Type::getInt64Ty(Ctx)}, false),
          Lookups);
  Collect(Release, FunctionType::get(Type::getVoidTy(Ctx), {Ptr}, false),
          Releases);
  if (Lookups.empty() && Releases.empty())
    return PreservedAnalyses::all();
  for (CallInst *Call : Lookups)
    inlineLookup(*Call);
  FunctionCallee FreeChunk = M.getOrInsertFunction(
      FreeChunkName, FunctionType::get(Type::getVoidTy(Ctx), {Ptr}, false));
  for (CallInst *Call : Releases)
    inlineRelease(*Call, FreeChunk);
  return PreservedAnalyses::none();
}

} // namespace dpopt
