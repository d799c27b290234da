//===- WarpAtomics.cpp - 64-bit atomics combined over the warp ------------===//

#include "DPOpt/WarpAtomics.h"
#include "DPOpt/Geometry.h"
#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/Remarks.h"
#include "DPOpt/RuntimeFunctions.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#define DEBUG_TYPE "dpopt"

using namespace llvm;

STATISTIC(NumWarpAtomics, "64-bit atomics combined over the warp");

static cl::opt<bool> EnableWarpAtomics(
    "dpopt-warp-atomics", cl::init(true),
    cl::desc("Combine 64-bit atomics on warp-uniform addresses over the "
             "warp (one atomic per warp) in modules that launch kernels"));

namespace dpopt {

bool isWarpAtomicsEnabled() { return EnableWarpAtomics; }

/// The redux.sync of \p Op for the high or the low 32-bit half, or
/// not_intrinsic for an operation that is not combined.
static Intrinsic::ID reduxFor(AtomicRMWInst::BinOp Op, bool HighHalf) {
  switch (Op) {
  case AtomicRMWInst::Add:
    return Intrinsic::nvvm_redux_sync_add;
  case AtomicRMWInst::And:
    return Intrinsic::nvvm_redux_sync_and;
  case AtomicRMWInst::Or:
    return Intrinsic::nvvm_redux_sync_or;
  case AtomicRMWInst::Xor:
    return Intrinsic::nvvm_redux_sync_xor;
  // Signed order is the high halves' signed order, then the low halves'
  // unsigned one.
  case AtomicRMWInst::Min:
    return HighHalf ? Intrinsic::nvvm_redux_sync_min
                    : Intrinsic::nvvm_redux_sync_umin;
  case AtomicRMWInst::Max:
    return HighHalf ? Intrinsic::nvvm_redux_sync_max
                    : Intrinsic::nvvm_redux_sync_umax;
  case AtomicRMWInst::UMin:
    return Intrinsic::nvvm_redux_sync_umin;
  case AtomicRMWInst::UMax:
    return Intrinsic::nvvm_redux_sync_umax;
  default:
    return Intrinsic::not_intrinsic;
  }
}

/// Metadata on an atomic this pass made the lowest lane's.
static constexpr StringLiteral CombinedMD = "dpopt.warp.combined";

/// Why \p RMW, a 64-bit atomic on an address that is the same in every
/// lane, is not combined, or empty: see WarpAtomics.h.
static StringRef refusal(const AtomicRMWInst &RMW) {
  if (reduxFor(RMW.getOperation(), false) == Intrinsic::not_intrinsic)
    return "not an integer add, and, or, xor, min or max";
  if (RMW.isVolatile())
    return "volatile";
  if (!RMW.use_empty())
    return "its result is used";
  if (isThreadLocalAddress(RMW.getPointerOperand()))
    return "the address is in the thread's local memory";
  AtomicOrdering O = RMW.getOrdering();
  if (O != AtomicOrdering::Monotonic &&
      O != AtomicOrdering::SequentiallyConsistent)
    return "acquire or release ordering";
  return {};
}

/// The reduction of \p V over the active lanes \p Mask for \p Op.
static Value *warpReduce(IRBuilder<> &B, AtomicRMWInst::BinOp Op, Value *V,
                         Value *Mask) {
  Type *I32 = B.getInt32Ty(), *I64 = B.getInt64Ty();
  // The same value in every lane (a count by 1, a flag): add it once per
  // lane, xor it as often; the other operations are idempotent.
  if (isa<Constant>(V)) {
    Value *Lanes = B.CreateZExt(B.CreateUnaryIntrinsic(Intrinsic::ctpop, Mask),
                                I64, "dpopt.lanes");
    if (Op == AtomicRMWInst::Add)
      return B.CreateMul(V, Lanes, "dpopt.warp.sum");
    if (Op == AtomicRMWInst::Xor)
      return B.CreateSelect(B.CreateTrunc(Lanes, B.getInt1Ty()), V,
                            B.getInt64(0), "dpopt.warp.value");
    return V;
  }
  auto Redux = [&](Intrinsic::ID ID, Value *Part, const Twine &Name) {
    return B.CreateZExt(B.CreateIntrinsic(I32, ID, {Part, Mask}), I64, Name);
  };
  Value *Hi = B.CreateTrunc(B.CreateLShr(V, 32), I32);
  if (Op == AtomicRMWInst::Add) {
    // Three parts whose sums cannot wrap where it matters: 32 lanes of 16
    // bits need 21; the high part only counts modulo 2^32.
    Value *Lo16 = B.CreateTrunc(B.CreateAnd(V, 0xffff), I32);
    Value *Mid16 = B.CreateTrunc(B.CreateAnd(B.CreateLShr(V, 16), 0xffff), I32);
    Value *SumLo = Redux(Intrinsic::nvvm_redux_sync_add, Lo16, "dpopt.sum.lo");
    Value *SumMid =
        Redux(Intrinsic::nvvm_redux_sync_add, Mid16, "dpopt.sum.mid");
    Value *SumHi = Redux(Intrinsic::nvvm_redux_sync_add, Hi, "dpopt.sum.hi");
    Value *LoMid = B.CreateAdd(SumLo, B.CreateShl(SumMid, 16));
    return B.CreateAdd(LoMid, B.CreateShl(SumHi, 32), "dpopt.warp.sum");
  }
  Value *Lo = B.CreateTrunc(V, I32);
  Value *RHi = Redux(reduxFor(Op, true), Hi, "dpopt.warp.hi");
  if (Op == AtomicRMWInst::And || Op == AtomicRMWInst::Or ||
      Op == AtomicRMWInst::Xor) {
    Value *RLo = Redux(reduxFor(Op, false), Lo, "dpopt.warp.lo");
    return B.CreateOr(B.CreateShl(RHi, 32), RLo, "dpopt.warp.value");
  }
  // Min and max: the low halves of the lanes whose high half won; the
  // others pass the identity.
  bool IsMin = Op == AtomicRMWInst::Min || Op == AtomicRMWInst::UMin;
  Value *Won = B.CreateICmpEQ(Hi, B.CreateTrunc(RHi, I32));
  Value *Candidate =
      B.CreateSelect(Won, Lo, B.getInt32(IsMin ? 0xffffffffu : 0u));
  Value *RLo = Redux(reduxFor(Op, false), Candidate, "dpopt.warp.lo");
  return B.CreateOr(B.CreateShl(RHi, 32), RLo, "dpopt.warp.value");
}

/// Replaces \p RMW by the reduction over the active lanes (with
/// \p MatchAddress, those of them with the same address) and the same
/// atomic from the lowest of them.
static void combine(AtomicRMWInst &RMW, bool MatchAddress) {
  IRBuilder<> B(&RMW);
  Value *Mask = B.CreateIntrinsic(B.getInt32Ty(), Intrinsic::nvvm_activemask,
                                  {}, nullptr, "dpopt.active");
  if (MatchAddress)
    Mask = B.CreateIntrinsic(
        B.getInt32Ty(), Intrinsic::nvvm_match_any_sync_i64,
        {Mask, B.CreatePtrToInt(RMW.getPointerOperand(), B.getInt64Ty())},
        nullptr, "dpopt.same.address");
  Value *Total = warpReduce(B, RMW.getOperation(), RMW.getValOperand(), Mask);
  Value *First = emitIsFirstLane(B, Mask, "dpopt.first.lane");
  Instruction *Then = SplitBlockAndInsertIfThen(First, &RMW, false);
  RMW.moveBefore(Then->getIterator());
  RMW.getOperandUse(1).set(Total); // the value operand
  // Marked, so that a second run (a pipeline that runs the pass again)
  // leaves it alone: one lane is active there.
  RMW.setMetadata(CombinedMD, MDNode::get(RMW.getContext(), {}));
}

bool combineWarpUniformAtomics(Function &F, FunctionAnalysisManager &FAM) {
  if (F.isDeclaration() || !hasWarpReduce(F))
    return false;
  SmallVector<AtomicRMWInst *, 8> Candidates;
  for (Instruction &I : instructions(F))
    if (auto *RMW = dyn_cast<AtomicRMWInst>(&I))
      if (RMW->getValOperand()->getType()->isIntegerTy(64) &&
          !RMW->getMetadata(CombinedMD))
        Candidates.push_back(RMW);
  if (Candidates.empty())
    return false;
  auto &UI = FAM.getResult<UniformityInfoAnalysis>(F);
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  // Every decision first: combining splits blocks, which the uniformity
  // results do not follow.
  SmallVector<std::pair<AtomicRMWInst *, bool>, 8> Chosen;
  for (AtomicRMWInst *RMW : Candidates) {
    // The same in every lane: combined over the active lanes. Likely the
    // same (in the lanes of one loop iteration, or loaded): over the active
    // lanes with the same address, which the combined code finds at run
    // time. Otherwise (the usual scattered updates) not the pattern: no
    // remark.
    Value *Address = RMW->getPointerOperand();
    bool Invariant = sameInWarp(Address, false);
    if (!Invariant && UI.isDivergent(Address) && !sameInWarp(Address, true)) {
      LLVM_DEBUG(dbgs() << "dpopt-warp-atomics: divergent address: " << *RMW
                        << "\n");
      continue;
    }
    StringRef Why = refusal(*RMW);
    if (Why.empty()) {
      Chosen.push_back({RMW, !Invariant});
      continue;
    }
    ORE.emit([&] {
      return OptimizationRemarkMissed(RemarkPassName, "WarpAtomicNotCombined",
                                      programLocation(*RMW), RMW->getParent())
             << "64-bit atomic "
             << AtomicRMWInst::getOperationName(RMW->getOperation())
             << " not combined over the warp: " << Why;
    });
  }
  for (const auto &C : Chosen) {
    AtomicRMWInst *RMW = C.first;
    bool MatchAddress = C.second;
    ORE.emit([&] {
      return OptimizationRemark(RemarkPassName, "WarpAtomic",
                                programLocation(*RMW), RMW->getParent())
             << "64-bit atomic "
             << AtomicRMWInst::getOperationName(RMW->getOperation())
             << (MatchAddress
                     ? " on an address that is the same in the lanes that "
                       "run it together: combined over the active lanes "
                       "with the same address (one atomic each)"
                     : " on an address that is the same in every lane: "
                       "combined over the warp's active lanes (one atomic "
                       "per warp)");
    });
    combine(*RMW, MatchAddress);
    ++NumWarpAtomics;
  }
  return !Chosen.empty();
}

PreservedAnalyses WarpAtomicsPass::run(Module &M, ModuleAnalysisManager &MAM) {
  if (!M.getTargetTriple().isNVPTX() || !launchesFromDevice(M))
    return PreservedAnalyses::all();
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  bool Changed = false;
  for (Function &F : M)
    if (combineWarpUniformAtomics(F, FAM)) {
      Changed = true;
      FAM.invalidate(F, PreservedAnalyses::none());
    }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dpopt
