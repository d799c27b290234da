//===- SharedAlignment.cpp - Shared arrays aligned for 128-bit access -----===//

#include "DPOpt/SharedAlignment.h"
#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/Remarks.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstrTypes.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"

#define DEBUG_TYPE "dpopt"

using namespace llvm;

STATISTIC(NumSharedAligned, "Shared variables aligned to 16 bytes");

static cl::opt<bool> EnableSharedAlignment(
    "dpopt-shared-alignment", cl::init(true),
    cl::desc("Align shared arrays whose size is a multiple of 16 bytes to 16 "
             "bytes, so that ptxas -c (relocatable device code) may merge "
             "their accesses into 128-bit ones"));

namespace dpopt {

bool isSharedAlignmentEnabled() { return EnableSharedAlignment; }

/// The widest shared access (LDS.128, ld.shared.v4.b32).
static const Align WideAccess(16);
/// A kernel's static shared memory may not exceed 48 KiB.
static constexpr uint64_t StaticSharedLimit = 48 * 1024;

namespace {

/// A shared variable defined in the module: its size, and for each function
/// that uses it, the first instruction that does (where remarks point).
struct SharedVariable {
  GlobalVariable *GV = nullptr;
  uint64_t Size = 0;
  MapVector<Function *, Instruction *> Users;
  /// Used by something other than an instruction (a global's initializer).
  bool UsedElsewhere = false;
  bool Candidate = false;

  Align alignment() const {
    return Candidate ? WideAccess : GV->getAlign().valueOrOne();
  }
  /// The most the variable can add to a kernel's static shared memory.
  uint64_t boundInKernel() const { return Size + alignment().value() - 1; }
};

} // namespace

static SharedVariable describe(GlobalVariable &GV, const DataLayout &DL) {
  SharedVariable V;
  V.GV = &GV;
  V.Size = DL.getTypeAllocSize(GV.getValueType());
  SmallVector<User *, 8> Work(GV.users());
  SmallPtrSet<User *, 8> Seen;
  while (!Work.empty()) {
    User *U = Work.pop_back_val();
    if (!Seen.insert(U).second)
      continue;
    if (auto *I = dyn_cast<Instruction>(U))
      V.Users.insert({I->getFunction(), I});
    else if (isa<ConstantExpr>(U))
      append_range(Work, U->users());
    else
      V.UsedElsewhere = true;
  }
  return V;
}

/// Whether every call of \p F is one the module shows: \p F is a kernel, or
/// local to the module and only called, directly, from such functions.
/// Functions in a call cycle are not (\p Known holds false while one is
/// being decided).
static bool callersKnown(Function &F, DenseMap<Function *, bool> &Known) {
  if (isKernel(F))
    return true;
  if (auto It = Known.find(&F); It != Known.end())
    return It->second;
  Known[&F] = false;
  bool Result = F.hasLocalLinkage();
  for (Use &U : F.uses()) {
    if (!Result)
      break;
    auto *CB = dyn_cast<CallBase>(U.getUser());
    Result = CB && CB->isCallee(&U) && callersKnown(*CB->getFunction(), Known);
  }
  return Known[&F] = Result;
}

static std::string nameOf(const GlobalValue &GV) {
  return demangle(GV.getName());
}

bool alignSharedArrays(Module &M, ModuleAnalysisManager &MAM) {
  const DataLayout &DL = M.getDataLayout();
  auto &FAM = MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  auto Missed = [&](Instruction *At, const Twine &Why) {
    OptimizationRemarkEmitter &ORE =
        FAM.getResult<OptimizationRemarkEmitterAnalysis>(*At->getFunction());
    ORE.emit([&] {
      return OptimizationRemarkMissed(RemarkPassName, "SharedNotAligned", At)
             << Why.str();
    });
  };

  SmallVector<SharedVariable, 8> Vars;
  DenseMap<Function *, bool> Known;
  for (GlobalVariable &GV : M.globals()) {
    if (GV.getAddressSpace() != SharedAddrSpace || GV.isDeclaration() ||
        !GV.getValueType()->isSized() ||
        GV.getAlign().valueOrOne() >= WideAccess)
      continue;
    SharedVariable V = describe(GV, DL);
    if (V.Size == 0 || V.Size % WideAccess.value() != 0 || V.Users.empty())
      continue;
    std::string Name = nameOf(GV);
    Instruction *At = V.Users.front().second;
    if (!GV.canIncreaseAlignment()) {
      Missed(At, "shared variable '" + Name +
                     "' keeps its alignment: the linker may choose another "
                     "module's definition of it");
      continue;
    }
    if (V.UsedElsewhere) {
      Missed(At, "shared variable '" + Name +
                     "' keeps its alignment: a global's initializer refers "
                     "to it");
      continue;
    }
    auto Unknown = find_if(V.Users, [&](const auto &FI) {
      return !callersKnown(*FI.first, Known);
    });
    if (Unknown != V.Users.end()) {
      Missed(Unknown->second,
             "shared variable '" + Name + "' keeps its alignment: '" +
                 nameOf(*Unknown->first) +
                 "' uses it and may be called from outside the module, from "
                 "kernels whose shared memory it does not show");
      continue;
    }
    V.Candidate = true;
    Vars.push_back(std::move(V));
  }
  if (Vars.empty())
    return false;

  // Each kernel's variables, counted with the padding the new alignments may
  // add; a kernel that could exceed the limit keeps its variables' old ones.
  // (The module's other shared variables count too: declarations have size
  // 0, dynamic shared memory comes on top of the static limit.)
  SmallVector<SharedVariable, 8> Others;
  for (GlobalVariable &GV : M.globals())
    if (GV.getAddressSpace() == SharedAddrSpace && !GV.isDeclaration() &&
        GV.getValueType()->isSized() &&
        none_of(Vars, [&](const SharedVariable &V) { return V.GV == &GV; }))
      Others.push_back(describe(GV, DL));
  for (Function &K : M) {
    if (K.isDeclaration() || !isKernel(K))
      continue;
    SmallPtrSet<Function *, 16> Reach = {&K};
    for (Function *F : definedCallees(K))
      Reach.insert(F);
    auto UsedHere = [&](const SharedVariable &V) {
      return any_of(V.Users,
                    [&](const auto &FI) { return Reach.contains(FI.first); });
    };
    uint64_t Bound = 0;
    for (const SharedVariable &V : concat<const SharedVariable>(Vars, Others))
      if (UsedHere(V))
        Bound += V.boundInKernel();
    if (Bound <= StaticSharedLimit)
      continue;
    for (SharedVariable &V : Vars)
      if (V.Candidate && UsedHere(V)) {
        V.Candidate = false;
        Missed(V.Users.front().second,
               "shared variable '" + nameOf(*V.GV) +
                   "' keeps its alignment: with padding, kernel '" + nameOf(K) +
                   "' could need more than 48 KiB of static shared memory");
      }
  }

  bool Changed = false;
  for (SharedVariable &V : Vars) {
    if (!V.Candidate)
      continue;
    Align Old = V.GV->getAlign().valueOrOne();
    V.GV->setAlignment(WideAccess);
    ++NumSharedAligned;
    Changed = true;
    Instruction *At = V.Users.front().second;
    OptimizationRemarkEmitter &ORE =
        FAM.getResult<OptimizationRemarkEmitterAnalysis>(*At->getFunction());
    ORE.emit([&] {
      return OptimizationRemark(RemarkPassName, "SharedAligned", At)
             << "shared variable '" << nameOf(*V.GV) << "' ("
             << ore::NV("Bytes", V.Size) << " bytes) aligned to 16 bytes (was "
             << ore::NV("OldAlign", Old.value())
             << "): ptxas may merge its neighbouring accesses into 128-bit "
                "ones";
    });
  }
  return Changed;
}

PreservedAnalyses SharedAlignmentPass::run(Module &M,
                                           ModuleAnalysisManager &MAM) {
  if (!M.getTargetTriple().isNVPTX() || !alignSharedArrays(M, MAM))
    return PreservedAnalyses::all();
  return PreservedAnalyses::none();
}

} // namespace dpopt
