//===- ResourceBudget.cpp - Keep transformed kernels launchable -----------===//

#include "DPOpt/ResourceBudget.h"
#include "DPOpt/ChildVersions.h"
#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/Remarks.h"
#include "DPOpt/RuntimeFunctions.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/Cloning.h"

#include <algorithm>

using namespace llvm;

#define DEBUG_TYPE "dpopt"

STATISTIC(NumBudgeted, "Kernels given a register budget");
STATISTIC(NumBudgetsDropped,
          "Register budgets dropped (DPOpt code compiled out of line)");

static cl::opt<bool> EnableBudget(
    "dpopt-register-budget", cl::init(true),
    cl::desc("DPOpt: limit the registers of the kernels DPOpt changes or "
             "creates, so that they can be launched with every block size "
             "the original kernel could be launched with"));

static cl::opt<bool> FuncRegisterLimit(
    "dpopt-func-register-limit", cl::init(false),
    cl::desc("ptxas runs through scripts/dpopt-ptxas, which compiles every "
             "device function under the register limit DPOpt writes into the "
             "PTX (-func-maxrregcount): a budgeted kernel that calls a "
             "function of this module compiled apart (noinline, recursive) "
             "keeps its budget"));

namespace dpopt {

bool isRegisterBudgetEnabled() { return EnableBudget; }

unsigned threadsForRegisters(unsigned Registers) {
  unsigned PerWarp = alignTo(std::max(Registers, 1u) * 32, RegisterAllocUnit);
  return std::min(MaxThreadsPerBlock, RegistersPerBlock / PerWarp * 32);
}

unsigned registersForThreads(unsigned Threads) {
  unsigned Warps = divideCeil(std::max(Threads, 1u), 32);
  unsigned PerThread = RegistersPerBlock / (Warps * 32);
  return std::min(MaxRegistersPerThread, PerThread / 8 * 8);
}

/// The product of the comma-separated dimensions of string attribute
/// \p Name of \p F, or 0 when it is missing or malformed.
static unsigned attrProduct(const Function &F, StringRef Name) {
  Attribute A = F.getFnAttribute(Name);
  if (!A.isStringAttribute())
    return 0;
  SmallVector<StringRef, 3> Parts;
  A.getValueAsString().split(Parts, ',');
  uint64_t Product = 1;
  for (StringRef P : Parts) {
    unsigned V;
    if (P.trim().getAsInteger(10, V) || V == 0)
      return 0;
    Product = std::min<uint64_t>(Product * V, 1u << 20);
  }
  return static_cast<unsigned>(Product);
}

static unsigned boundThreadsOrZero(const Function &F) {
  if (unsigned T = attrProduct(F, "nvvm.reqntid"))
    return T;
  return attrProduct(F, "nvvm.maxntid");
}

unsigned launchBoundThreads(const Function &F) {
  unsigned T = boundThreadsOrZero(F);
  return T ? std::min(T, MaxThreadsPerBlock) : MaxThreadsPerBlock;
}

unsigned attributeRegisterLimit(const Function &F) {
  unsigned Limit = MaxRegistersPerThread;
  if (unsigned N = attrProduct(F, "nvvm.maxnreg"))
    Limit = std::min(Limit, N);
  if (unsigned T = boundThreadsOrZero(F)) {
    unsigned Blocks = std::max(1u, attrProduct(F, "nvvm.minctasm"));
    Limit = std::min(
        Limit, registersForThreads(
                   std::min<unsigned>(divideCeil(T, 32) * 32 * Blocks,
                                      RegistersPerBlock / 8)));
  }
  return Limit;
}

std::string runtimeRegisterHazard(const Function &Parent) {
  if (!isKernel(Parent))
    return "";
  unsigned Limit = attributeRegisterLimit(Parent);
  if (Limit >= RuntimeRegisters)
    return "";
  return "the parent's launch bounds leave it " + std::to_string(Limit) +
         " registers per thread, fewer than the DPOpt runtime's functions "
         "need (" +
         std::to_string(RuntimeRegisters) + ")";
}

/// The kernel whose launchable block sizes \p K must keep: the child of a
/// coarsened or aggregated version, \p K itself when DPOpt put code into it
/// or into a function it calls; null when DPOpt did not touch it.
static Function *budgetOrigin(Function &K) {
  StringRef Name = K.getName();
  size_t Pos = Name.find(".dpopt.");
  if (Pos != StringRef::npos) {
    Function *Child = K.getParent()->getFunction(Name.substr(0, Pos));
    return Child ? Child : &K;
  }
  if (K.hasFnAttribute(TransformedAttr))
    return &K;
  for (Function *F : definedCallees(K))
    if (F->hasFnAttribute(TransformedAttr))
      return &K;
  return nullptr;
}

/// BudgetAttr's value on a kernel with launch bounds of its own.
static constexpr const char *BoundsBudget = "bounds";

bool applyRegisterBudgets(Module &M, ModuleAnalysisManager &) {
  if (!EnableBudget)
    return false;
  bool Changed = false;
  for (Function &K : M) {
    if (K.isDeclaration() || !isKernel(K) || K.hasFnAttribute(BudgetAttr))
      continue;
    Function *Origin = budgetOrigin(K);
    if (!Origin)
      continue;
    // Launch bounds of its own: ptxas already fits the registers to them.
    // Marked all the same, for the check at the end of the pipeline (what
    // -O0 leaves out of line must fit them too).
    if (boundThreadsOrZero(K)) {
      K.addFnAttr(BudgetAttr, BoundsBudget);
      Changed = true;
      continue;
    }
    unsigned Threads = launchBoundThreads(*Origin);
    unsigned Budget = registersForThreads(Threads);
    if (Budget >= MaxRegistersPerThread)
      continue;
    if (unsigned User = attrProduct(K, "nvvm.maxnreg")) {
      if (User <= Budget)
        continue;
      K.addFnAttr(BudgetUserAttr, std::to_string(User));
    }
    K.addFnAttr("nvvm.maxnreg", std::to_string(Budget));
    K.addFnAttr(BudgetAttr, std::to_string(Budget));
    Changed = true;
    ++NumBudgeted;
    std::string Of =
        Origin == &K ? "" : " (the launch bounds of '" +
                                Origin->getName().str() + "')";
    emitKernelRemark(K, RemarkKind::Analysis, "RegisterBudget",
                     "kernel '" + K.getName() + "' limited to " +
                         Twine(Budget) +
                         " registers per thread, so that it can still be "
                         "launched with " +
                         Twine(Threads) + "-thread blocks" + Of);
  }
  return Changed;
}

/// Whether \p F can call itself, directly or through other functions.
static bool reachesItself(Function &F) {
  for (Instruction &I : instructions(F))
    if (auto *CB = dyn_cast<CallBase>(&I))
      if (Function *Callee = CB->getCalledFunction()) {
        if (Callee == &F)
          return true;
        if (!Callee->isDeclaration())
          for (Function *G : definedCallees(*Callee))
            if (G == &F)
              return true;
      }
  return false;
}

/// Declarations a budgeted kernel may call: DPOpt's runtime (compiled with
/// -maxrregcount=40), the CUDA device runtime's entry points and system
/// calls (a kernel that calls them without DPOpt counts their registers
/// already, and they use few).
static bool isKnownSmallDeclaration(const Function &F) {
  StringRef N = F.getName();
  return F.isIntrinsic() || isDPOptRuntimeName(N) || N.starts_with("__cuda") ||
         N.starts_with("cuda") || N == "vprintf" || N == "malloc" ||
         N == "free" || N == "__assertfail";
}

/// Why kernel \p K's budget cannot be known to hold: a function it calls is
/// compiled apart by ptxas, with registers of its own that nvlink refuses
/// when they exceed the budget; empty when everything \p K runs is compiled
/// into it or known to be small. Functions out of line only because of -O0
/// (optnone: launching functions DPOpt changed, the program's own helpers)
/// are inlined into \p K first; the launches DPOpt transformed in them stay
/// as they are.
/// Why a site helper left out of line cannot run under its callers' budgets,
/// or empty: every function it runs that is defined in this module is
/// compiled under the limit dpopt-ptxas gives ptxas (-func-maxrregcount, for
/// all device functions), but one defined elsewhere or called indirectly is
/// not.
static std::string helperOutOfLineCode(Function &Helper) {
  CallBase *Apart = findCallInCode(Helper, [](CallBase &CB) {
    Function *Callee = CB.getCalledFunction();
    return !Callee ||
           (Callee->isDeclaration() && !isKnownSmallDeclaration(*Callee));
  });
  if (!Apart)
    return "";
  std::string Via = " (through '" + Helper.getName().str() + "')";
  if (Function *Callee = Apart->getCalledFunction())
    return "it calls '" + Callee->getName().str() +
           "', defined in another translation unit" + Via;
  return "it makes an indirect call" + Via;
}

static std::string outOfLineCode(Function &K, bool &CompiledApart) {
  constexpr unsigned MaxInlined = 1000;
  for (unsigned Inlined = 0; Inlined != MaxInlined; ++Inlined) {
    CallBase *ToInline = nullptr;
    for (Instruction &I : instructions(K)) {
      auto *CB = dyn_cast<CallBase>(&I);
      if (!CB || CB->isInlineAsm())
        continue;
      Function *Callee = CB->getCalledFunction();
      if (!Callee)
        return "it makes an indirect call";
      // DPOpt's helpers of a kernel with many launch sites (ChildVersions.h,
      // placeSiteHelpers): compiled under the kernel's budget.
      if (isOutlinedHelperCall(*CB)) {
        if (std::string Why = helperOutOfLineCode(*Callee); !Why.empty())
          return Why;
        CompiledApart = true;
        continue;
      }
      std::string Name = "'" + Callee->getName().str() + "'";
      if (Callee->isDeclaration()) {
        if (isKnownSmallDeclaration(*Callee))
          continue;
        return "it calls " + Name + ", defined in another translation unit";
      }
      bool Optnone = Callee->hasFnAttribute(Attribute::OptimizeNone);
      if (!Optnone || reachesItself(*Callee)) {
        // Compiled apart by ptxas: under dpopt-ptxas's limit for device
        // functions (dpfuzz_3185: a child's noinline helper cost its
        // aggregated kernel the budget, 65 registers, and the 1024-thread
        // blocks of its records failed to launch), else unknown.
        if (!FuncRegisterLimit || Callee->isInterposable())
          return "it calls " + Name +
                 (Optnone ? ", which is recursive"
                          : ", which is not inlined (noinline)");
        if (std::string Why = helperOutOfLineCode(*Callee); !Why.empty())
          return Why;
        CompiledApart = true;
        continue;
      }
      if (Callee->isVarArg() || Callee->isInterposable() ||
          CB->getFunctionType() != Callee->getFunctionType())
        return "it calls " + Name + ", which cannot be inlined";
      ToInline = CB;
      break;
    }
    if (!ToInline)
      return "";
    std::string Name = ToInline->getCalledFunction()->getName().str();
    InlineFunctionInfo IFI;
    if (!InlineFunction(*ToInline, IFI).isSuccess())
      return "it calls '" + Name + "', which cannot be inlined";
  }
  return "it calls more than " + std::to_string(MaxInlined) +
         " functions at -O0";
}

PreservedAnalyses RegisterBudgetCheckPass::run(Module &M,
                                               ModuleAnalysisManager &) {
  bool Changed = false;
  // The registers device functions compiled apart (out-of-line site helpers,
  // noinline and recursive functions) may use: the least budget of the
  // kernels that call them.
  unsigned HelperLimit = MaxRegistersPerThread;
  for (Function &K : M) {
    if (K.isDeclaration() || !K.hasFnAttribute(BudgetAttr))
      continue;
    Changed = true;
    bool CompiledApart = false;
    std::string Why = outOfLineCode(K, CompiledApart);
    if (Why.empty() && CompiledApart)
      HelperLimit = std::min(HelperLimit, attributeRegisterLimit(K));
    if (!Why.empty() &&
        K.getFnAttribute(BudgetAttr).getValueAsString() != BoundsBudget) {
      K.removeFnAttr("nvvm.maxnreg");
      Attribute User = K.getFnAttribute(BudgetUserAttr);
      if (User.isStringAttribute())
        K.addFnAttr("nvvm.maxnreg", User.getValueAsString());
      ++NumBudgetsDropped;
      emitKernelRemark(K, RemarkKind::Missed, "RegisterBudgetDropped",
                       "kernel '" + K.getName() +
                           "' keeps no register budget: " + Why +
                           ", whose registers are not known here; it may need "
                           "more registers than before DPOpt");
    }
    K.removeFnAttr(BudgetAttr);
    K.removeFnAttr(BudgetUserAttr);
  }
  // For scripts/dpopt-ptxas (a comment in the PTX): ptxas compiles every
  // device function of the module with at most this many registers
  // (-func-maxrregcount), so that nvlink accepts the helpers in every kernel.
  if (HelperLimit < MaxRegistersPerThread) {
    M.appendModuleInlineAsm(std::string(HelperLimitMarker) + " " +
                            std::to_string(HelperLimit));
    Changed = true;
  }
  // Site helpers inlined everywhere (at -O0, by outOfLineCode): nothing
  // else deletes them there.
  for (bool Erased = true; Erased;) {
    Erased = false;
    for (Function &F : make_early_inc_range(M))
      if (F.hasFnAttribute(SiteHelperAttr) && F.hasLocalLinkage() &&
          F.use_empty()) {
        F.eraseFromParent();
        Erased = Changed = true;
      }
  }
  for (Function &F : M)
    if (F.hasFnAttribute(TransformedAttr)) {
      F.removeFnAttr(TransformedAttr);
      Changed = true;
    }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dpopt
