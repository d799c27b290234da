//===- Geometry.cpp - threadIdx/blockIdx/blockDim/gridDim registers -------===//

#include "DPOpt/Geometry.h"
#include "DPOpt/RuntimeFunctions.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace dpopt {

std::string geometryRegName(GeometryReg R) {
  static const char *const Groups[] = {"threadIdx", "blockIdx", "blockDim",
                                       "gridDim"};
  static const char Dims[] = {'x', 'y', 'z'};
  return std::string(Groups[static_cast<unsigned>(geometryGroup(R))]) + "." +
         Dims[geometryDim(R)];
}

std::optional<GeometryReg> getGeometryRegRead(const Function *F) {
  if (!F || !F->isIntrinsic())
    return std::nullopt;
  StringRef Name = F->getName();
  if (!Name.consume_front("llvm.nvvm.read.ptx.sreg."))
    return std::nullopt;
  auto [GroupName, DimName] = Name.split('.');
  std::optional<unsigned> Group =
      StringSwitch<std::optional<unsigned>>(GroupName)
          .Case("tid", 0)
          .Case("ctaid", 1)
          .Case("ntid", 2)
          .Case("nctaid", 3)
          .Default(std::nullopt);
  std::optional<unsigned> Dim = StringSwitch<std::optional<unsigned>>(DimName)
                                    .Case("x", 0)
                                    .Case("y", 1)
                                    .Case("z", 2)
                                    .Default(std::nullopt);
  if (!Group || !Dim)
    return std::nullopt;
  return geometryReg(static_cast<GeometryGroup>(*Group), *Dim);
}

std::optional<GeometryReg> getGeometryRegRead(const Value *V) {
  const auto *CB = dyn_cast_or_null<CallBase>(V);
  if (!CB)
    return std::nullopt;
  return getGeometryRegRead(CB->getCalledFunction());
}

std::string GeometryMask::str() const {
  if (empty())
    return "none";
  std::string S;
  for (unsigned I = 0; I != NumGeometryRegs; ++I) {
    if (!(Bits & (1u << I)))
      continue;
    if (!S.empty())
      S += ' ';
    S += geometryRegName(static_cast<GeometryReg>(I));
  }
  return S;
}

bool compiledForSM(const Function &F, unsigned Version) {
  StringRef CPU = F.getFnAttribute("target-cpu").getValueAsString();
  unsigned SM;
  return CPU.consume_front("sm_") &&
         !CPU.take_while([](char C) { return isDigit(C); })
              .getAsInteger(10, SM) &&
         SM >= Version;
}

bool hasWarpReduce(const Function &F) { return compiledForSM(F, 80); }

bool sameInWarp(const Value *V, bool ReadsMemory, unsigned Depth) {
  if (isa<Constant>(V))
    return true;
  if (const auto *A = dyn_cast<Argument>(V))
    return A->getParent()->getCallingConv() == CallingConv::PTX_Kernel &&
           !A->hasByValAttr();
  if (std::optional<GeometryReg> R = getGeometryRegRead(V))
    return geometryGroup(*R) != GeometryGroup::ThreadIdx;
  const auto *I = dyn_cast<Instruction>(V);
  if (!I || Depth == 0)
    return false;
  auto OperandsSame = [&] {
    return all_of(I->operands(), [&](const Use &U) {
      return sameInWarp(U.get(), ReadsMemory, Depth - 1);
    });
  };
  if (const auto *Call = dyn_cast<CallInst>(I)) {
    const Function *Callee = Call->getCalledFunction();
    return ReadsMemory && Callee && Callee->getName() == FindRecordName &&
           OperandsSame();
  }
  // A division only by a constant it cannot trap on.
  if (const auto *BO = dyn_cast<BinaryOperator>(I))
    if (BO->isIntDivRem()) {
      const auto *D = dyn_cast<ConstantInt>(BO->getOperand(1));
      bool Signed = BO->getOpcode() == Instruction::SDiv ||
                    BO->getOpcode() == Instruction::SRem;
      if (!D || D->isZero() || (Signed && D->isMinusOne()))
        return false;
    }
  if (isa<LoadInst>(I))
    return ReadsMemory && !cast<LoadInst>(I)->isVolatile() && OperandsSame();
  return isa<GetElementPtrInst, CastInst, BinaryOperator, CmpInst, SelectInst,
             FreezeInst>(I) &&
         OperandsSame();
}

} // namespace dpopt
