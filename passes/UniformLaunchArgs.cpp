//===- UniformLaunchArgs.cpp - Arguments all records of a launch share ----===//

#include "DPOpt/UniformLaunchArgs.h"
#include "DPOpt/LaunchSiteAnalysis.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"

#include <memory>
#include <optional>

using namespace llvm;

namespace dpopt {

namespace {

/// Walks the uses of \p Ptr and of the pointers made from it by casts and
/// GEPs, calling \p Accept with every other use and the pointer it uses;
/// false as soon as \p Accept refuses one.
static bool acceptsDerivedUses(
    const Value &Ptr,
    function_ref<bool(const Use &, const Value &Derived)> Accept) {
  SmallVector<const Value *, 8> Work = {&Ptr};
  SmallPtrSet<const Value *, 8> Seen;
  while (!Work.empty()) {
    const Value *V = Work.pop_back_val();
    if (!Seen.insert(V).second)
      continue;
    for (const Use &U : V->uses()) {
      const auto *I = cast<Instruction>(U.getUser());
      if (isa<GetElementPtrInst, BitCastInst, AddrSpaceCastInst>(I))
        Work.push_back(I);
      else if (!Accept(U, *V))
        return false;
    }
  }
  return true;
}

} // namespace

bool isReadOnlyParam(const Argument &Param,
                     DenseMap<const Argument *, bool> &ReadOnly) {
  // A call cycle back to a parameter being looked at counts as a write.
  if (!ReadOnly.try_emplace(&Param, false).second)
    return ReadOnly.lookup(&Param);
  bool OnlyRead = acceptsDerivedUses(Param, [&](const Use &U, const Value &) {
    const auto *I = cast<Instruction>(U.getUser());
    if (const auto *L = dyn_cast<LoadInst>(I))
      return !L->isVolatile();
    if (const auto *MT = dyn_cast<MemTransferInst>(I))
      return U.getOperandNo() == 1 && !MT->isVolatile();
    const auto *CB = dyn_cast<CallBase>(I);
    if (!CB || !CB->isArgOperand(&U))
      return false;
    unsigned ArgNo = CB->getArgOperandNo(&U);
    if (CB->onlyReadsMemory(ArgNo) && CB->doesNotCapture(ArgNo))
      return true;
    const Function *Callee = CB->getCalledFunction();
    return Callee && !Callee->isDeclaration() && !Callee->isVarArg() &&
           ArgNo < Callee->arg_size() && !CB->isByValArgument(ArgNo) &&
           isReadOnlyParam(*Callee->getArg(ArgNo), ReadOnly);
  });
  return ReadOnly[&Param] = OnlyRead;
}

namespace {

/// Where a site's argument comes from: a parameter of the parent kernel, or
/// bytes [Offset, Offset + Size) of its by-value parameter.
struct ArgSource {
  const Argument *Param = nullptr;
  bool Whole = true;
  int64_t Offset = 0;
  uint64_t Size = 0;
  bool operator==(const ArgSource &O) const {
    return Param == O.Param && Whole == O.Whole && Offset == O.Offset &&
           Size == O.Size;
  }
};

class UniformArgsSolver {
  const LaunchSiteInfo &Info;
  /// Per child: its sites that DPOpt may transform.
  MapVector<const Function *, SmallVector<const LaunchSite *, 4>> SitesOf;
  DenseMap<const Argument *, bool> ReadOnly;

public:
  explicit UniformArgsSolver(const LaunchSiteInfo &Info) : Info(Info) {}
  UniformLaunchArgs solve();

private:
  bool readOnly(const Argument &Param) {
    return isReadOnlyParam(Param, ReadOnly);
  }
  const Argument *copiedParam(const llvm::AllocaInst &Copy,
                              const Instruction &ReadAt);
  DenseMap<const Function *, std::unique_ptr<DominatorTree>> DomTrees;
  std::optional<ArgSource> sourceOf(const LaunchArgument &A,
                                    const Function &Parent);
  bool parentsAllow(const Function &Child);
};

/// The by-value parameter \p Copy is a copy of, as \p ReadAt reads it:
/// early in the pipeline, clang's copy of a struct passed on to a launch.
/// Null unless the one write of \p Copy is a whole copy of a parameter,
/// before \p ReadAt, and everything else only reads it.
const Argument *UniformArgsSolver::copiedParam(const AllocaInst &Copy,
                                               const Instruction &ReadAt) {
  const DataLayout &DL = Copy.getDataLayout();
  std::optional<TypeSize> Size = Copy.getAllocationSize(DL);
  const MemTransferInst *Writer = nullptr;
  bool OneWrite =
      acceptsDerivedUses(Copy, [&](const Use &U, const Value &Derived) {
        const auto *I = cast<Instruction>(U.getUser());
        if (isa<LoadInst>(I) || I->isLifetimeStartOrEnd())
          return true;
        const auto *MT = dyn_cast<MemTransferInst>(I);
        if (MT && U.getOperandNo() == 1)
          return true;
        if (!MT || Writer || &Derived != &Copy || MT->isVolatile())
          return false;
        Writer = MT;
        return true;
      });
  if (!OneWrite)
    return nullptr;
  const auto *Len =
      Writer ? dyn_cast<ConstantInt>(Writer->getLength()) : nullptr;
  const auto *Param =
      Writer ? dyn_cast<Argument>(Writer->getSource()->stripPointerCasts())
             : nullptr;
  if (!Len || !Size || Size->isScalable() || Len->getZExtValue() != *Size ||
      !Param || !Param->hasByValAttr() ||
      DL.getTypeAllocSize(Param->getParamByValType()) != *Size)
    return nullptr;
  Function &F = *const_cast<Function *>(Copy.getFunction());
  auto &DT = DomTrees[&F];
  if (!DT)
    DT = std::make_unique<DominatorTree>(F);
  return DT->dominates(Writer, &ReadAt) ? Param : nullptr;
}

std::optional<ArgSource> UniformArgsSolver::sourceOf(const LaunchArgument &A,
                                                     const Function &Parent) {
  const DataLayout &DL = Parent.getDataLayout();
  // The by-value parameter that \p ReadAt reads at \p Ptr, \p Off bytes in.
  auto ByValBase = [&](const Value *Ptr, const Instruction *ReadAt,
                       int64_t &Off) -> const Argument * {
    APInt Offset(DL.getIndexTypeSizeInBits(Ptr->getType()), 0);
    const Value *Base =
        Ptr->stripAndAccumulateConstantOffsets(DL, Offset, true);
    if (const auto *Copy = dyn_cast<AllocaInst>(Base))
      Base = ReadAt ? copiedParam(*Copy, *ReadAt) : nullptr;
    const auto *Arg = dyn_cast_or_null<Argument>(Base);
    if (!Arg || Arg->getParent() != &Parent || !Arg->hasByValAttr() ||
        !readOnly(*Arg))
      return nullptr;
    Off = Offset.getSExtValue();
    return Arg;
  };
  if (A.isPiecewise())
    return std::nullopt;
  if (const Value *V = A.StoredValue) {
    if (V->getType()->isPointerTy())
      V = V->stripPointerCasts();
    if (const auto *Arg = dyn_cast<Argument>(V)) {
      if (Arg->getParent() != &Parent || Arg->hasByValAttr())
        return std::nullopt;
      return ArgSource{Arg, true, 0, A.Size};
    }
    const auto *L = dyn_cast<LoadInst>(V);
    int64_t Off;
    if (!L || L->isVolatile())
      return std::nullopt;
    if (const Argument *Arg = ByValBase(L->getPointerOperand(), L, Off))
      return ArgSource{Arg, false, Off, A.Size};
    return std::nullopt;
  }
  int64_t Off;
  if (!A.CopySource)
    return std::nullopt;
  const Argument *Arg = ByValBase(A.CopySource, A.Writer, Off);
  if (!Arg)
    return std::nullopt;
  bool Whole =
      Off == 0 && A.Size == DL.getTypeAllocSize(Arg->getParamByValType());
  return ArgSource{Arg, Whole, Whole ? 0 : Off, A.Size};
}

/// Whether \p Child's sites are in kernels: the child itself and at most one
/// other kernel, which the child does not launch.
bool UniformArgsSolver::parentsAllow(const Function &Child) {
  const Function *Other = nullptr;
  for (const LaunchSite *S : SitesOf.lookup(&Child)) {
    if (!isKernel(*S->Parent))
      return false;
    if (S->Parent == &Child)
      continue;
    if (Other && Other != S->Parent)
      return false;
    Other = S->Parent;
  }
  if (!Other)
    return true;
  for (const auto &S : Info.Sites)
    if (S->Parent == &Child && S->Child == Other)
      return false;
  return true;
}

UniformLaunchArgs UniformArgsSolver::solve() {
  // Launches the analysis cannot follow run as written: grids of their own,
  // whose threads share their parameters.
  for (const auto &S : Info.Sites)
    if (S->Child && S->Analyzable)
      SitesOf[S->Child].push_back(S.get());
  UniformLaunchArgs Uniform;
  for (auto &[Child, Sites] : SitesOf)
    Uniform[Child] = parentsAllow(*Child)
                         ? SmallBitVector(Child->arg_size(), true)
                         : SmallBitVector(Child->arg_size(), false);
  // Whether parameter \p P of kernel \p K is uniform: all of them for a
  // kernel never launched from the device.
  auto IsUniform = [&](const Argument &P) {
    auto It = Uniform.find(P.getParent());
    return It == Uniform.end() || It->second.test(P.getArgNo());
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (auto &[Child, Sites] : SitesOf) {
      SmallBitVector &Bits = Uniform[Child];
      for (unsigned I = 0; I != Bits.size(); ++I) {
        if (!Bits.test(I))
          continue;
        std::optional<ArgSource> Other;
        bool Keep = true;
        for (const LaunchSite *S : Sites) {
          const LaunchArgument *A = nullptr;
          for (const LaunchArgument &Arg : S->Args)
            if (Arg.ParamNo == I)
              A = &Arg;
          std::optional<ArgSource> Src;
          if (S->ArgsKnown && A)
            Src = sourceOf(*A, *S->Parent);
          if (!Src) {
            Keep = false;
          } else if (S->Parent == Child) { // the pass-through of a recursion
            Keep = Src->Whole && Src->Param == Child->getArg(I);
          } else {
            Keep = IsUniform(*Src->Param) && (!Other || *Other == *Src);
            Other = Src;
          }
          if (!Keep)
            break;
        }
        if (!Keep) {
          Bits.reset(I);
          Changed = true;
        }
      }
    }
  }
  return Uniform;
}

} // namespace

UniformLaunchArgs computeUniformLaunchArgs(const LaunchSiteInfo &Info) {
  return UniformArgsSolver(Info).solve();
}

} // namespace dpopt
