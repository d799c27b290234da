//===- DesiredThreads.cpp - Threads a launch asks for ---------------------===//
//
// Matches the ceiling-division patterns as clang emits them at -O0 (through
// local variables) and after the early -O2 cleanup (SSA), signed and
// unsigned, with shifts and masks for power-of-two block sizes, and with the
// float ceil (llvm.ceil, libdevice __nv_ceilf/__nv_ceil, clang's ceilf
// wrappers).
//
//===----------------------------------------------------------------------===//

#include "DPOpt/DesiredThreads.h"
#include "DPOpt/Geometry.h"
#include "DPOpt/RuntimeFunctions.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;
using namespace llvm::PatternMatch;

namespace dpopt {

namespace {

class CeilDivMatcher {
  Instruction *At;
  const DominatorTree &DT;

public:
  CeilDivMatcher(Instruction *At, const DominatorTree &DT) : At(At), DT(DT) {}

  /// Looks through what does not change the value: a local variable with a
  /// single store that dominates the launch (-O0), integer casts, and
  /// freeze.
  Value *look(Value *V) const {
    for (unsigned Depth = 0; Depth < 8; ++Depth) {
      if (auto *LI = dyn_cast<LoadInst>(V)) {
        Value *Stored = singleStoredValue(LI);
        if (!Stored)
          return V;
        V = Stored;
        continue;
      }
      if (isa<ZExtInst>(V) || isa<SExtInst>(V) || isa<TruncInst>(V) ||
          isa<FreezeInst>(V)) {
        V = cast<Instruction>(V)->getOperand(0);
        continue;
      }
      return V;
    }
    return V;
  }

  /// The value stored by the only store into a non-escaping local that
  /// \p LI reads, when that store dominates the launch.
  Value *singleStoredValue(LoadInst *LI) const {
    auto *AI = dyn_cast<AllocaInst>(LI->getPointerOperand());
    if (!AI || LI->isVolatile())
      return nullptr;
    StoreInst *Only = soleStoreToLocal(*AI);
    if (!Only || !DT.dominates(Only, At) || !DT.dominates(Only, LI))
      return nullptr;
    return Only->getValueOperand();
  }

  bool same(Value *A, Value *B) const {
    A = look(A);
    B = look(B);
    if (A == B)
      return true;
    auto *CA = dyn_cast<ConstantInt>(A), *CB = dyn_cast<ConstantInt>(B);
    return CA && CB &&
           CA->getValue().getZExtValue() == CB->getValue().getZExtValue();
  }

  /// V == B - 1.
  bool isBMinus1(Value *V, Value *B) const {
    V = look(V);
    if (auto *CB = dyn_cast<ConstantInt>(look(B)))
      if (auto *CV = dyn_cast<ConstantInt>(V))
        return CV->getValue().getSExtValue() + 1 ==
               CB->getValue().getSExtValue();
    Value *X;
    return (match(V, m_Add(m_Value(X), m_AllOnes())) ||
            match(V, m_Sub(m_Value(X), m_One()))) &&
           same(X, B);
  }

  /// log2(B) when B is a power-of-two constant.
  std::optional<unsigned> log2Of(Value *B) const {
    auto *C = dyn_cast<ConstantInt>(look(B));
    if (!C || !C->getValue().isPowerOf2())
      return std::nullopt;
    return C->getValue().logBase2();
  }

  /// V == Num / B (signed or unsigned, or a shift by log2(B)); sets Num.
  bool isDiv(Value *V, Value *B, Value *&Num, bool &Signed) const {
    V = look(V);
    Value *D;
    if (match(V, m_UDiv(m_Value(Num), m_Value(D))) && same(D, B)) {
      Signed = false;
      return true;
    }
    if (match(V, m_SDiv(m_Value(Num), m_Value(D))) && same(D, B)) {
      Signed = true;
      return true;
    }
    ConstantInt *Sh;
    if (std::optional<unsigned> L = log2Of(B)) {
      if (match(V, m_LShr(m_Value(Num), m_ConstantInt(Sh))) &&
          Sh->getZExtValue() == *L) {
        Signed = false;
        return true;
      }
      if (match(V, m_AShr(m_Value(Num), m_ConstantInt(Sh))) &&
          Sh->getZExtValue() == *L) {
        Signed = true;
        return true;
      }
    }
    return false;
  }

  /// V == Num % B (or Num & (B-1)); sets Num.
  bool isRem(Value *V, Value *B, Value *&Num) const {
    V = look(V);
    Value *D;
    if ((match(V, m_URem(m_Value(Num), m_Value(D))) ||
         match(V, m_SRem(m_Value(Num), m_Value(D)))) &&
        same(D, B))
      return true;
    ConstantInt *Mask;
    if (std::optional<unsigned> L = log2Of(B))
      if (match(V, m_And(m_Value(Num), m_ConstantInt(Mask))) &&
          Mask->getZExtValue() + 1 == (1ull << *L))
        return true;
    return false;
  }

  /// V is 1 when X % B != 0, else 0 (zext of the compare, or a select).
  bool isNonZeroRemainder(Value *V, Value *B, Value *&Num) const {
    V = look(V);
    Value *Cond = V, *R;
    Value *T, *F;
    if (match(V, m_Select(m_Value(Cond), m_Value(T), m_Value(F)))) {
      if (!match(T, m_One()) || !match(F, m_Zero()))
        return false;
    }
    Cond = look(Cond);
    CmpPredicate Pred;
    if (!match(Cond, m_ICmp(Pred, m_Value(R), m_Zero())))
      return false;
    if (Pred != ICmpInst::ICMP_NE && Pred != ICmpInst::ICMP_UGT)
      return false;
    return isRem(R, B, Num);
  }

  /// A call computing ceil of its argument: llvm.ceil, llvm.nvvm.ceil.*,
  /// libdevice __nv_ceil(f), or clang's ceil/ceilf wrappers (by name).
  Value *ceilArgument(Value *V) const {
    auto *CB = dyn_cast<CallBase>(V);
    if (!CB || CB->arg_size() != 1)
      return nullptr;
    Function *F = CB->getCalledFunction();
    if (!F)
      return nullptr;
    if (F->getIntrinsicID() == Intrinsic::ceil)
      return CB->getArgOperand(0);
    StringRef N = F->getName();
    if (N.starts_with("llvm.nvvm.ceil.") || N == "__nv_ceilf" ||
        N == "__nv_ceil")
      return CB->getArgOperand(0);
    std::string Base = functionBaseName(N); // ceil, ceilf, their wrappers
    if (Base == "ceil" || Base == "ceilf")
      return CB->getArgOperand(0);
    return nullptr;
  }

  /// V == X / B in floating point: a division, or (after -O2) a
  /// multiplication by the exact reciprocal of a constant B; sets X.
  bool isFPDivBy(Value *V, Value *B, Value *&X) const {
    V = look(V);
    if (auto *Ext = dyn_cast<FPExtInst>(V))
      V = look(Ext->getOperand(0));
    Value *Y;
    if (match(V, m_FDiv(m_Value(X), m_Value(Y))))
      return isFPOf(Y, B);
    ConstantFP *C;
    if (match(V, m_FMul(m_Value(X), m_ConstantFP(C))) ||
        match(V, m_FMul(m_ConstantFP(C), m_Value(X))))
      if (auto *CB = dyn_cast<ConstantInt>(look(B))) {
        double Recip = C->getValueAPF().convertToDouble();
        uint64_t Bv = CB->getValue().getZExtValue();
        return Recip != 0 && Bv && (double)Bv * Recip == 1.0;
      }
    return false;
  }

  /// An integer converted to floating point (through fpext too); sets Int.
  bool isIntToFP(Value *V, Value *&Int, bool &Signed) const {
    V = look(V);
    if (auto *Ext = dyn_cast<FPExtInst>(V))
      V = look(Ext->getOperand(0));
    if (auto *C = dyn_cast<SIToFPInst>(V)) {
      Int = C->getOperand(0);
      Signed = true;
      return true;
    }
    if (auto *C = dyn_cast<UIToFPInst>(V)) {
      Int = C->getOperand(0);
      Signed = false;
      return true;
    }
    return false;
  }

  /// V is the floating-point value of B.
  bool isFPOf(Value *V, Value *B) const {
    V = look(V);
    if (auto *Ext = dyn_cast<FPExtInst>(V))
      V = look(Ext->getOperand(0));
    if (auto *CF = dyn_cast<ConstantFP>(V))
      if (auto *CB = dyn_cast<ConstantInt>(look(B)))
        return CF->getValueAPF().convertToDouble() ==
               (double)CB->getValue().getZExtValue();
    Value *Int;
    bool Signed;
    return isIntToFP(V, Int, Signed) && same(Int, B);
  }

  bool dominatesLaunch(Value *V) const {
    auto *I = dyn_cast<Instruction>(V);
    return !I || DT.dominates(I, At);
  }

  CeilDivMatch run(Value *Grid, Value *Block) const {
    CeilDivMatch M;
    Value *G = look(Grid);
    Value *Num, *A, *C;
    bool Signed = false;
    auto Found = [&](Value *N, bool S, const char *Pattern) {
      if (!dominatesLaunch(N))
        return false;
      M.N = N;
      M.Signed = S;
      M.Pattern = Pattern;
      return true;
    };

    // (N + b - 1) / b, in any association of the sum.
    if (isDiv(G, Block, Num, Signed)) {
      Value *Sum = look(Num);
      if (match(Sum, m_Add(m_Value(A), m_Value(C)))) {
        if (isBMinus1(C, Block) && Found(A, Signed, "(N+b-1)/b"))
          return M;
        if (isBMinus1(A, Block) && Found(C, Signed, "(N+b-1)/b"))
          return M;
        // (N + b) - 1 and (N - 1) + b.
        Value *X, *Y;
        if (match(Sum, m_Add(m_Value(X), m_AllOnes())) &&
            match(look(X), m_Add(m_Value(A), m_Value(Y))) && same(Y, Block) &&
            Found(A, Signed, "(N+b-1)/b"))
          return M;
        if (same(C, Block) && match(look(A), m_Add(m_Value(X), m_AllOnes())) &&
            Found(X, Signed, "(N+b-1)/b"))
          return M;
      }
      if (match(Sum, m_Sub(m_Value(A), m_One()))) {
        Value *X, *Y;
        if (match(look(A), m_Add(m_Value(X), m_Value(Y))) && same(Y, Block) &&
            Found(X, Signed, "(N+b-1)/b"))
          return M;
      }
    }

    // (N - 1) / b + 1 and N / b + (N % b != 0), either operand order.
    if (match(G, m_Add(m_Value(A), m_Value(C)))) {
      for (int Swap = 0; Swap < 2; ++Swap, std::swap(A, C)) {
        if (match(look(C), m_One()) && isDiv(A, Block, Num, Signed)) {
          Value *X;
          Value *Dividend = look(Num);
          if ((match(Dividend, m_Add(m_Value(X), m_AllOnes())) ||
               match(Dividend, m_Sub(m_Value(X), m_One()))) &&
              Found(X, Signed, "(N-1)/b+1"))
            return M;
        }
        Value *RemNum;
        if (isDiv(A, Block, Num, Signed) &&
            isNonZeroRemainder(C, Block, RemNum) && same(Num, RemNum) &&
            Found(Num, Signed, "N/b+(N%b!=0)"))
          return M;
      }
    }

    // ceil((float)N / b) and ceil(N / (float)b).
    if (isa<FPToUIInst>(G) || isa<FPToSIInst>(G)) {
      Value *FP = look(cast<Instruction>(G)->getOperand(0));
      if (Value *Arg = ceilArgument(FP)) {
        Value *X, *Int;
        if (isFPDivBy(Arg, Block, X) && isIntToFP(X, Int, Signed) &&
            Found(Int, Signed, "ceil(N/(float)b)"))
          return M;
      }
    }
    return M;
  }
};

} // namespace

CeilDivMatch matchCeilDiv(Value *Grid, Value *Block, Instruction *At,
                          const DominatorTree &DT) {
  if (!Grid || !Block)
    return {};
  return CeilDivMatcher(At, DT).run(Grid, Block);
}

} // namespace dpopt
