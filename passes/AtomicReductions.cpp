//===- AtomicReductions.cpp - Unused-result atomics as red ----------------===//

#include "DPOpt/AtomicReductions.h"
#include "DPOpt/Geometry.h"
#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/Remarks.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"

#define DEBUG_TYPE "dpopt"

using namespace llvm;

STATISTIC(NumAtomicReductions, "Unused-result atomics written as red");

static cl::opt<bool> EnableAtomicReductions(
    "dpopt-atomic-reductions", cl::init(true),
    cl::desc("Write atomics on global memory whose result is unused as PTX "
             "red, which ptxas -c (relocatable device code) does not do"));

namespace dpopt {

bool isAtomicReductionsEnabled() { return EnableAtomicReductions; }

/// `<op>.<type>` of `red` for \p RMW, or "" for one that is not rewritten.
static std::string reductionSuffix(const AtomicRMWInst &RMW) {
  Type *Ty = RMW.getValOperand()->getType();
  if (RMW.getOperation() == AtomicRMWInst::FAdd)
    return Ty->isFloatTy() ? "add.f32" : Ty->isDoubleTy() ? "add.f64" : "";
  if (!Ty->isIntegerTy(32) && !Ty->isIntegerTy(64))
    return "";
  std::string Bits = Ty->isIntegerTy(32) ? "32" : "64";
  switch (RMW.getOperation()) {
  case AtomicRMWInst::Add:
    return "add.u" + Bits;
  case AtomicRMWInst::And:
    return "and.b" + Bits;
  case AtomicRMWInst::Or:
    return "or.b" + Bits;
  case AtomicRMWInst::Xor:
    return "xor.b" + Bits;
  case AtomicRMWInst::Min:
    return "min.s" + Bits;
  case AtomicRMWInst::Max:
    return "max.s" + Bits;
  case AtomicRMWInst::UMin:
    return "min.u" + Bits;
  case AtomicRMWInst::UMax:
    return "max.u" + Bits;
  default:
    return "";
  }
}

/// The inline-assembly constraint of a value of type \p Ty.
static const char *registerConstraint(Type *Ty) {
  if (Ty->isFloatTy())
    return "f";
  if (Ty->isDoubleTy())
    return "d";
  return Ty->isIntegerTy(32) ? "r" : "l";
}

/// Whether \p Ptr points to global memory: its address space says so, or
/// each object it may be based on is a global variable in global memory or
/// a kernel's pointer parameter (which NVPTX's backend takes as global:
/// NVPTXLowerArgs).
static bool pointsToGlobalMemory(const Value *Ptr) {
  unsigned AS = Ptr->getType()->getPointerAddressSpace();
  if (AS == GlobalAddrSpace)
    return true;
  if (AS != GenericAddrSpace)
    return false;
  SmallVector<const Value *, 4> Objects;
  getUnderlyingObjects(Ptr, Objects);
  return !Objects.empty() && all_of(Objects, [](const Value *O) {
    if (auto *GV = dyn_cast<GlobalVariable>(O))
      return GV->getAddressSpace() == GlobalAddrSpace;
    auto *A = dyn_cast<Argument>(O);
    return A && isKernel(*A->getParent()) &&
           A->getType()->getPointerAddressSpace() == GenericAddrSpace &&
           !A->hasPointeeInMemoryValueAttr();
  });
}

bool writeUnusedAtomicsAsReductions(Function &F,
                                    OptimizationRemarkEmitter &ORE) {
  if (F.isDeclaration() || !compiledForSM(F, 60))
    return false;
  SmallVector<std::pair<AtomicRMWInst *, std::string>, 8> Work;
  for (Instruction &I : instructions(F)) {
    auto *RMW = dyn_cast<AtomicRMWInst>(&I);
    if (!RMW || !RMW->use_empty() || RMW->isVolatile() ||
        !pointsToGlobalMemory(RMW->getPointerOperand()))
      continue;
    std::string Suffix = reductionSuffix(*RMW);
    if (!Suffix.empty())
      Work.push_back({RMW, Suffix});
  }
  Type *GlobalPtrTy = PointerType::get(F.getContext(), GlobalAddrSpace);
  // 32-bit NVPTX has 32-bit global addresses.
  const char *PtrConstraint =
      F.getDataLayout().getPointerSizeInBits(GlobalAddrSpace) == 64 ? "l" : "r";
  for (auto &Item : Work) {
    AtomicRMWInst *RMW = Item.first;
    const std::string &Suffix = Item.second;
    IRBuilder<> B(RMW);
    Value *Ptr = RMW->getPointerOperand();
    Value *Val = RMW->getValOperand();
    if (Ptr->getType() != GlobalPtrTy)
      Ptr = B.CreateAddrSpaceCast(Ptr, GlobalPtrTy);
    auto *AsmTy =
        FunctionType::get(B.getVoidTy(), {GlobalPtrTy, Val->getType()},
                          /*isVarArg=*/false);
    std::string Constraints = std::string(PtrConstraint) + "," +
                              registerConstraint(Val->getType()) + ",~{memory}";
    InlineAsm *Red =
        InlineAsm::get(AsmTy, "red.global." + Suffix + " [$0], $1;",
                       Constraints, /*hasSideEffects=*/true);
    CallInst *Call = B.CreateCall(Red, {Ptr, Val});
    Call->setDebugLoc(RMW->getDebugLoc());
    ORE.emit([&] {
      return OptimizationRemark(RemarkPassName, "AtomicAsReduction",
                                programLocation(*RMW), RMW->getParent())
             << "atomic "
             << AtomicRMWInst::getOperationName(RMW->getOperation())
             << " whose result is unused written as red.global." << Suffix
             << " (ptxas -c would wait for its result)";
    });
    RMW->eraseFromParent();
    ++NumAtomicReductions;
  }
  return !Work.empty();
}

PreservedAnalyses AtomicReductionsPass::run(Module &M,
                                            ModuleAnalysisManager &MAM) {
  if (!M.getTargetTriple().isNVPTX())
    return PreservedAnalyses::all();
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  bool Changed = false;
  for (Function &F : M)
    if (!F.isDeclaration() &&
        writeUnusedAtomicsAsReductions(
            F, FAM.getResult<OptimizationRemarkEmitterAnalysis>(F))) {
      Changed = true;
      FAM.invalidate(F, PreservedAnalyses::none());
    }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dpopt
