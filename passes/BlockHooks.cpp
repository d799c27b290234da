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

/// __dpagg_find_record(chunk, first block) as the runtime computes it: the
/// last record whose first block is at most the block's key. The warp's
/// lanes search together (the key is the same in all of them): a round
/// reads one first block a lane, so each round is one L2 round trip that
/// narrows the range by the lanes + 1, where a binary search's narrows it by
/// 2 (records of uneven sizes missed the guess and took up to 12 rounds).
/// The first round reads the lanes' window around the guess from the mean
/// blocks a record, exact when every record has as many. The arithmetic is
/// runtime/record_search.h's (test/runtime/record_search_test.cpp checks it
/// for every lane count).
static void inlineLookup(CallInst &Call) {
  LLVMContext &Ctx = Call.getContext();
  Function &F = *Call.getFunction();
  Value *Chunk = Call.getArgOperand(0), *Base = Call.getArgOperand(1);
  BasicBlock *Head = Call.getParent();
  BasicBlock *Tail =
      SplitBlock(Head, &Call, static_cast<DominatorTree *>(nullptr), nullptr,
                 nullptr, "record.found");
  Head->getTerminator()->eraseFromParent();
  BasicBlock *Round = BasicBlock::Create(Ctx, "record.search", &F, Tail);

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
  Value *Last = B.CreateSub(N, B.getInt32(1));
  Value *Spread = B.CreateMul(Key, B.CreateZExt(N, I64));
  Value *Even = B.CreateUDiv(
      Spread, B.CreateBinaryIntrinsic(Intrinsic::umax, Blocks, B.getInt64(1)));
  Value *Guess = B.CreateTrunc(
      B.CreateBinaryIntrinsic(Intrinsic::umin, B.CreateZExt(Last, I64), Even),
      I32, "guess");
  Value *Mask = B.CreateIntrinsic(I32, Intrinsic::nvvm_activemask, {}, nullptr,
                                  "search.mask");
  Value *Lanes =
      B.CreateUnaryIntrinsic(Intrinsic::ctpop, Mask, {}, "search.lanes");
  Value *Rank = B.CreateUnaryIntrinsic(
      Intrinsic::ctpop,
      B.CreateAnd(Mask,
                  B.CreateIntrinsic(
                      I32, Intrinsic::nvvm_read_ptx_sreg_lanemask_lt, {})),
      {}, "search.rank");
  // The window: the lanes' records centred on the guess, within [0, N).
  Value *Half = B.CreateLShr(B.CreateSub(Lanes, B.getInt32(1)), 1);
  Value *Centred =
      B.CreateSub(B.CreateBinaryIntrinsic(Intrinsic::umax, Guess, Half), Half);
  Value *Window = B.CreateBinaryIntrinsic(
      Intrinsic::umin, Centred,
      B.CreateBinaryIntrinsic(Intrinsic::usub_sat, N, Lanes), {}, "window");
  B.CreateBr(Round);

  // A round: the record is in [Lo, Hi) (record 0 starts at block 0); lane r
  // reads the first block of record At + r * Step, and the lanes whose
  // record starts at most at the key come first (the first blocks rise).
  B.SetInsertPoint(Round);
  PHINode *Lo = B.CreatePHI(I32, 2, "lo"), *Hi = B.CreatePHI(I32, 2, "hi");
  PHINode *At = B.CreatePHI(I32, 2, "at"), *Step = B.CreatePHI(I32, 2, "step");
  Lo->addIncoming(B.getInt32(0), Head);
  Hi->addIncoming(N, Head);
  At->addIncoming(Window, Head);
  Step->addIncoming(B.getInt32(1), Head);
  Value *Mine = B.CreateAdd(At, B.CreateMul(Rank, Step), "mine");
  Value *MineStart = loadFirstBlock(
      B, Chunk, B.CreateBinaryIntrinsic(Intrinsic::umin, Mine, Last),
      "at.mine");
  Value *InRange = B.CreateICmpULT(Mine, Hi);
  Value *Below = B.CreateAnd(InRange, B.CreateICmpULE(MineStart, Key), "below");
  Value *Count = B.CreateUnaryIntrinsic(
      Intrinsic::ctpop,
      B.CreateIntrinsic(I32, Intrinsic::nvvm_vote_ballot_sync, {Mask, Below}),
      {}, "below.count");
  Value *None = B.CreateICmpEQ(Count, B.getInt32(0));
  Value *LastBelow =
      B.CreateAdd(At, B.CreateMul(B.CreateSub(Count, B.getInt32(1)), Step));
  Value *NewLo = B.CreateSelect(None, Lo, LastBelow, "new.lo");
  // The first lane above the key bounds the record; with none, Hi does.
  Value *SomeAbove = B.CreateICmpULT(Count, Lanes);
  Value *FirstAbove = B.CreateBinaryIntrinsic(
      Intrinsic::umin, B.CreateAdd(At, B.CreateMul(Count, Step)), Hi);
  Value *NewHi = B.CreateSelect(SomeAbove, FirstAbove, Hi, "new.hi");
  Value *Range = B.CreateSub(NewHi, NewLo);
  // The next round's lanes split the range into lanes + 1 parts.
  Value *RangeUp = B.CreateAdd(Range, Lanes);
  Value *NextStep =
      B.CreateUDiv(RangeUp, B.CreateAdd(Lanes, B.getInt32(1)), "next.step");
  Lo->addIncoming(NewLo, Round);
  Hi->addIncoming(NewHi, Round);
  At->addIncoming(B.CreateAdd(NewLo, NextStep), Round);
  Step->addIncoming(NextStep, Round);
  B.CreateCondBr(B.CreateICmpUGT(Range, B.getInt32(1)), Round, Tail);

  // The record: after the chunk's header and its Cap first blocks.
  B.SetInsertPoint(&Call);
  Value *Records = B.CreateAdd(B.getInt64(dpagg_abi::ChunkHeaderSize),
                               B.CreateShl(B.CreateZExt(Cap, I64), 3));
  Value *Index64 = B.CreateZExt(NewLo, I64, "record.index");
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
