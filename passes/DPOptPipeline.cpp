//===- DPOptPipeline.cpp - The whole DPOpt pipeline -----------------------===//

#include "DPOpt/DPOptPipeline.h"
#include "DPOpt/Aggregation.h"
#include "DPOpt/ChildVersions.h"
#include "DPOpt/Coarsening.h"
#include "DPOpt/CreatedStreams.h"
#include "DPOpt/HostLaunches.h"
#include "DPOpt/LaunchInlining.h"
#include "DPOpt/LaunchNormalization.h"
#include "DPOpt/LaunchOrder.h"
#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/ResourceBudget.h"
#include "DPOpt/RuntimeFunctions.h"
#include "DPOpt/Thresholding.h"
#include "dpagg_abi.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

using namespace llvm;

static cl::opt<bool> EnableDPOpt(
    "dpopt-enable", cl::init(true),
    cl::desc("Run DPOpt on device modules compiled with the plugin"));

static cl::opt<bool> RecordLaunches(
    "dpopt-record-launches", cl::init(true),
    cl::desc("DPOpt: count every device launch of a module DPOpt changed in "
             "the runtime's statistics"));

namespace dpopt {

/// The calls of \p F that call it directly (not those passing it along).
static SmallVector<CallInst *, 8> directCallsOf(Function &F) {
  SmallVector<CallInst *, 8> Calls;
  for (User *U : F.users())
    if (auto *CI = dyn_cast<CallInst>(U))
      if (CI->getCalledOperand() == &F)
        Calls.push_back(CI);
  return Calls;
}

/// The calls of the launch entry point declared as \p Name in \p M that
/// call it directly and are what RuntimeFunctions.def describes (others are
/// left alone), or none.
static SmallVector<CallInst *, 8> callsOfDeclaration(Module &M,
                                                     StringRef Name) {
  SmallVector<CallInst *, 8> Calls;
  Function *F = M.getFunction(Name);
  const LaunchFunctionInfo *Info = lookupLaunchFunction(F);
  if (!F || !F->isDeclaration() || !Info)
    return Calls;
  Calls = directCallsOf(*F);
  erase_if(Calls, [&](CallInst *CI) {
    return !launchCallProblem(*CI, *Info).empty();
  });
  return Calls;
}

/// The runtime entry points that can launch a grid (through the device
/// runtime, one lane of a warp at a time: oneLaneAtATime in libdpagg.cu).
static bool isRuntimeLaunchEntry(StringRef Name) {
  return Name == "__dpagg_launch" || Name == DeferredLaunchHook ||
         Name == BlockExitHook;
}

static bool callsRuntimeLaunchEntry(Function &F) {
  for (Instruction &I : instructions(F))
    if (auto *CB = dyn_cast<CallBase>(&I))
      if (Function *Callee = CB->getCalledFunction())
        if (isRuntimeLaunchEntry(Callee->getName()))
          return true;
  return false;
}

/// The kernels of \p M for which \p Selected holds (given the kernel and
/// the functions it calls), and every function they call.
static SmallPtrSet<Function *, 16> selectedKernelsAndCallees(
    Module &M, function_ref<bool(Function &, ArrayRef<Function *>)> Selected) {
  SmallPtrSet<Function *, 16> Out;
  for (Function &K : M) {
    if (K.isDeclaration() || !isKernel(K))
      continue;
    SmallVector<Function *, 8> Callees = definedCallees(K);
    if (!Selected(K, Callees))
      continue;
    Out.insert(&K);
    Out.insert(Callees.begin(), Callees.end());
  }
  return Out;
}

/// The functions whose launches run beside the runtime's own: kernels that
/// launch through libdpagg (aggregated sites) and every function they call.
static SmallPtrSet<Function *, 16> functionsBesideRuntimeLaunches(Module &M) {
  return selectedKernelsAndCallees(
      M, [](Function &K, ArrayRef<Function *> Callees) {
        return callsRuntimeLaunchEntry(K) || any_of(Callees, [](Function *F) {
                 return callsRuntimeLaunchEntry(*F);
               });
      });
}

/// The direct calls of the declaration \p Name with \p NumParams parameters
/// returning i32 (cudaError_t), or none.
static SmallVector<CallInst *, 8>
callsOfRuntimeDeclaration(Module &M, StringRef Name, unsigned NumParams) {
  Function *F = M.getFunction(Name);
  if (!F || !F->isDeclaration() || F->arg_size() != NumParams ||
      !F->getReturnType()->isIntegerTy(32) || F->isVarArg())
    return {};
  return directCallsOf(*F);
}

static bool isRuntimeEntry(StringRef Name) {
  if (Name == "__cudaCDP2GetParameterBufferV2")
    return true;
  return Name.consume_front("__cudaCDP2") &&
         any_of(deviceRuntimeCalls(), [&](const DeviceRuntimeCallInfo &C) {
           return Name == C.Base && !C.GateWrapper.empty();
         });
}

/// The places a thread of \p F can enter the device runtime from (a launch,
/// counted at its parameter-buffer call, or a routed stream/event call), a
/// function's counted once per call of it, up to 2: DPOpt's site helpers
/// and the CUDA headers' wrappers hold one call for every launch of a
/// kernel. \p Paths memoizes (a function in a call cycle counts 0 there).
static unsigned runtimeEntryPaths(Function &F,
                                  DenseMap<Function *, unsigned> &Paths) {
  if (auto It = Paths.find(&F); It != Paths.end())
    return It->second;
  Paths[&F] = 0;
  unsigned N = 0;
  for (Instruction &I : instructions(F)) {
    auto *CB = dyn_cast<CallBase>(&I);
    Function *Callee = CB ? CB->getCalledFunction() : nullptr;
    if (!Callee)
      continue;
    if (isRuntimeEntry(Callee->getName()))
      ++N;
    else if (!Callee->isDeclaration())
      N += runtimeEntryPaths(*Callee, Paths);
    if (N >= 2)
      break;
  }
  return Paths[&F] = std::min(N, 2u);
}

/// The functions of kernels that can enter the device runtime from two or
/// more places: lanes of a warp that diverged can be in two of them at once.
static SmallPtrSet<Function *, 16> functionsWithSeveralRuntimeSites(Module &M) {
  DenseMap<Function *, unsigned> Paths;
  return selectedKernelsAndCallees(M, [&](Function &K, ArrayRef<Function *>) {
    return runtimeEntryPaths(K, Paths) >= 2;
  });
}

/// Whether \p F itself (not what it calls) can launch through libdpagg other
/// than at a site helper's call for a block's first thread that joins its
/// group itself, with nothing deferred (ModeJoinAtLaunch, When 0). Site
/// helpers are judged at their calls.
static bool launchesThroughRuntimeBeyondFirstThreads(Function &F) {
  auto IsLaunchingHelper = [](Function &H) {
    return H.hasFnAttribute(SiteHelperAttr) && callsRuntimeLaunchEntry(H);
  };
  if (IsLaunchingHelper(F))
    return false;
  for (Instruction &I : instructions(F)) {
    auto *CB = dyn_cast<CallBase>(&I);
    Function *Callee = CB ? CB->getCalledFunction() : nullptr;
    if (!Callee)
      continue;
    if (isRuntimeLaunchEntry(Callee->getName()))
      return true;
    if (IsLaunchingHelper(*Callee)) {
      // (handle, args, grid, block, shmem, lists, when): Aggregation.cpp
      if (CB->arg_size() != 7)
        return true;
      auto *Handle = dyn_cast<ConstantInt>(CB->getArgOperand(0));
      auto *When = dyn_cast<ConstantInt>(CB->getArgOperand(6));
      if (!Handle || !When || !When->isZero() ||
          Handle->getSExtValue() != dpagg_abi::ModeJoinAtLaunch)
        return true;
    }
  }
  return false;
}

/// Routes launch calls through the runtime's wrappers, with a number naming
/// each call site: the runtime lets one lane of a warp at a time into the
/// device runtime (a whole warp at once). Lanes of a warp that diverged and
/// enter the CDP2 device runtime from two call sites at once can stop the warp
/// for good. Routed are:
///  - the launches of kernels that also launch through libdpagg (and of
///    what they call): dpfuzz_1006 (a launch left in a __noinline__ helper
///    beside aggregated sites) hung 8 of 8 runs on the H100 and passed 16
///    of 16 with its launches routed. While the runtime launches nothing
///    itself (aggregation off, every threshold 0), these wrappers call the
///    device runtime directly; so do the calls of kernels whose only
///    runtime entry is a block's first-thread launch, tested inline, in
///    parent grids of at most two blocks (there the runtime leaves such
///    launches to the site and launches nothing itself);
///  - always, the launches and the other runtime calls (stream and event
///    calls) of kernels that can enter the device runtime at several call
///    sites: dpfuzz_2148 v3 (a parent creating a stream, launching into it
///    and at three other sites, lanes diverged by loops with per-thread trip
///    counts) hung 5 of 6 runs built with clang (nvcc: 7 of 7 passed), with
///    one group of a warp's lanes in __cudaCDP2GetParameterBufferV2 and the
///    others in other runtime calls.
/// Functions such kernels share with others are routed for all their callers.
static bool routeRuntimeCallsPerSite(Module &M) {
  static const std::pair<const char *, const char *> Wrappers[] = {
      {"__cudaCDP2GetParameterBufferV2", "__dpopt_get_parameter_buffer"},
      {"__cudaCDP2LaunchDeviceV2", "__dpopt_launch_device"},
      {"__cudaCDP2LaunchDeviceV2_ptsz", "__dpopt_launch_device_ptsz"}};
  SmallPtrSet<Function *, 16> Beside = functionsBesideRuntimeLaunches(M);
  SmallPtrSet<Function *, 16> Several = functionsWithSeveralRuntimeSites(M);
  if (Beside.empty() && Several.empty())
    return false;
  // The functions that only kernels with one runtime entry, whose launches
  // through libdpagg are all first threads' (a quicksort-shaped recursion),
  // call: in parent grids of at most MaxDirectJoinAtLaunchBlocks blocks
  // their site helpers leave those launches to the site at every granularity
  // and the runtime launches nothing itself, so there the calls go straight to
  // the device runtime, as in a kernel with one launch (the wrapper's call cost
  // 0.5 us a launch on the H100, on a recursion's critical path:
  // bench/micro/launch_chain.cu).
  // Each function is scanned once: both sets below ask about every kernel.
  DenseMap<Function *, bool> Beyond;
  auto LaunchesBeyond = [&](Function *F) {
    auto [It, New] = Beyond.try_emplace(F, false);
    if (New)
      It->second = launchesThroughRuntimeBeyondFirstThreads(*F);
    return It->second;
  };
  auto FirstThreadsOnly = [&](Function &K, ArrayRef<Function *> Callees) {
    return !Several.contains(&K) && !LaunchesBeyond(&K) &&
           none_of(Callees, LaunchesBeyond);
  };
  SmallPtrSet<Function *, 16> FirstThreads =
      selectedKernelsAndCallees(M, FirstThreadsOnly);
  SmallPtrSet<Function *, 16> NotFirstThreads = selectedKernelsAndCallees(
      M, [&](Function &K, ArrayRef<Function *> Callees) {
        return !FirstThreadsOnly(K, Callees);
      });
  // Bit 30 says the call is gated whatever the runtime launches
  // (dpagg_abi.h); the rest names the site (for a debugger) and differs
  // between modules.
  unsigned Site =
      static_cast<unsigned>(hashKernelName(M.getModuleIdentifier()) >> 33) &
      0x3fff0000u;
  Type *I32 = Type::getInt32Ty(M.getContext());
  auto Route = [&](CallInst *CI, FunctionCallee Wrapper) {
    Function *F = CI->getFunction();
    unsigned Flags = Several.contains(F) ? dpagg_abi::SiteAlwaysGated : 0;
    SmallVector<Value *, 8> Args(CI->args());
    Args.push_back(ConstantInt::get(I32, ++Site | Flags));
    Instruction *WrapperAt = CI;
    PHINode *Result = nullptr;
    if (FirstThreads.contains(F) && !NotFirstThreads.contains(F)) {
      // if (parent grid of at most 2 blocks) builtin(...) else wrapper(...)
      IRBuilder<> B(CI);
      Value *Small = readIsSmallGrid(B);
      Instruction *DirectAt, *GatedAt;
      SplitBlockAndInsertIfThenElse(Small, CI->getIterator(), &DirectAt,
                                    &GatedAt);
      auto *Direct = cast<CallInst>(CI->clone());
      Direct->insertBefore(DirectAt->getIterator());
      WrapperAt = GatedAt;
      if (!CI->getType()->isVoidTy()) {
        Result =
            PHINode::Create(CI->getType(), 2, "", CI->getParent()->begin());
        Result->addIncoming(Direct, Direct->getParent());
      }
    }
    CallInst *New =
        CallInst::Create(Wrapper, Args, "", WrapperAt->getIterator());
    New->setAttributes(CI->getAttributes());
    New->setDebugLoc(CI->getDebugLoc());
    if (Result) {
      Result->addIncoming(New, New->getParent());
      Result->takeName(CI);
      CI->replaceAllUsesWith(Result);
    } else {
      New->takeName(CI);
      CI->replaceAllUsesWith(New);
    }
    CI->eraseFromParent();
  };
  auto WrapperOf = [&](Function *F, StringRef Wrapper) {
    // The builtin's signature and ABI (byval dim3), plus the call site.
    SmallVector<Type *, 8> Params(F->getFunctionType()->params());
    Params.push_back(I32);
    FunctionType *Ty =
        FunctionType::get(F->getReturnType(), Params, /*isVarArg=*/false);
    return M.getOrInsertFunction(Wrapper, Ty, F->getAttributes());
  };
  bool Changed = false;
  // Routes those of \p Calls (of \p Builtin) in functions \p Routed selects.
  auto RouteAll = [&](SmallVector<CallInst *, 8> Calls, StringRef Builtin,
                      StringRef Wrapper, auto Routed) {
    erase_if(Calls, [&](CallInst *CI) { return !Routed(CI->getFunction()); });
    if (Calls.empty())
      return;
    FunctionCallee W = WrapperOf(M.getFunction(Builtin), Wrapper);
    for (CallInst *CI : Calls)
      Route(CI, W);
    Changed = true;
  };
  for (auto [Builtin, Wrapper] : Wrappers)
    RouteAll(
        callsOfDeclaration(M, Builtin), Builtin, Wrapper,
        [&](Function *F) { return Beside.contains(F) || Several.contains(F); });
  for (const DeviceRuntimeCallInfo &C : deviceRuntimeCalls()) {
    if (C.GateWrapper.empty())
      continue;
    std::string Builtin = ("__cudaCDP2" + C.Base).str();
    RouteAll(callsOfRuntimeDeclaration(M, Builtin, C.NumParams), Builtin,
             C.GateWrapper, [&](Function *F) { return Several.contains(F); });
  }
  return Changed;
}

/// Passes the result of every device launch in \p M to the runtime's
/// __dpopt_record_launch, which counts launches and failures (the host reads
/// them with dpoptGetStats; failures are reported at exit) and returns the
/// result unchanged.
static bool recordLaunchResults(Module &M) {
  static const char *const Launches[] = {"__cudaCDP2LaunchDeviceV2",
                                         "__cudaCDP2LaunchDeviceV2_ptsz"};
  LLVMContext &Ctx = M.getContext();
  Type *I32 = Type::getInt32Ty(Ctx);
  bool Changed = false;
  for (const char *Name : Launches) {
    SmallVector<CallInst *, 8> Calls = callsOfDeclaration(M, Name);
    if (Calls.empty() || !Calls[0]->getType()->isIntegerTy(32))
      continue;
    FunctionCallee Record = M.getOrInsertFunction(
        RecordLaunchName, FunctionType::get(I32, {I32}, false));
    for (CallInst *CI : Calls) {
      // A kernel whose launch bounds leave fewer registers than the
      // runtime's functions need would not link with the call.
      if (!runtimeRegisterHazard(*CI->getFunction()).empty())
        continue;
      IRBuilder<> B(CI->getNextNode());
      CallInst *Recorded = B.CreateCall(Record, {CI}, "dpopt.launch.recorded");
      CI->replaceUsesWithIf(Recorded,
                            [&](Use &U) { return U.getUser() != Recorded; });
      Changed = true;
    }
  }
  return Changed;
}

/// A null parameter buffer is a launch that failed before it was made (the
/// device runtime refused the configuration or ran out of memory): on the
/// null side of each buffer's null check, __dpopt_record_buffer_failure
/// counts it with the device runtime's last error, so that it is not silent.
static bool recordBufferFailures(Module &M) {
  SmallVector<CallInst *, 8> Calls =
      callsOfDeclaration(M, "__cudaCDP2GetParameterBufferV2");
  if (Calls.empty())
    return false;
  LLVMContext &Ctx = M.getContext();
  FunctionCallee Record =
      M.getOrInsertFunction("__dpopt_record_buffer_failure",
                            FunctionType::get(Type::getVoidTy(Ctx), false));
  SmallVector<std::pair<BranchInst *, unsigned>, 8> NullEdges;
  for (CallInst *CI : Calls)
    for (User *U : CI->users()) {
      auto *Cmp = dyn_cast<ICmpInst>(U);
      if (!Cmp || !Cmp->isEquality() ||
          !isa<ConstantPointerNull>(Cmp->getOperand(Cmp->getOperand(0) == CI)))
        continue;
      for (User *CU : Cmp->users())
        if (auto *Br = dyn_cast<BranchInst>(CU))
          if (Br->isConditional() && Br->getCondition() == Cmp)
            NullEdges.push_back(
                {Br, Cmp->getPredicate() == ICmpInst::ICMP_EQ ? 0u : 1u});
    }
  for (auto [Br, Succ] : NullEdges) {
    BasicBlock *Null = SplitEdge(Br->getParent(), Br->getSuccessor(Succ));
    Null->setName("dpopt.no.buffer");
    IRBuilder<>(Null->getTerminator()).CreateCall(Record);
  }
  return !NullEdges.empty();
}

bool isDPOptEnabledInPipeline() { return EnableDPOpt; }

PreservedAnalyses DPOptPass::run(Module &M, ModuleAnalysisManager &MAM) {
  // Host modules: their launches go through the runtime, which picks each
  // kernel's version.
  if (!M.getTargetTriple().isNVPTX())
    return routeHostLaunches(M) ? PreservedAnalyses::none()
                                : PreservedAnalyses::all();
  // Launches in __device__ functions become the kernels' own (for
  // aggregation by groups of blocks and deferral).
  bool Changed = isAggregationEnabled() && isLaunchInliningEnabled() &&
                 inlineLaunchingFunctions(M, MAM);
  // The transformations below work on the normalized IR.
  Changed |= normalizeLaunchesForTransforms(M, MAM);
  // Children in streams created for them alone become ordinary children.
  if (isCreatedStreamsEnabled())
    Changed |= fireAndForgetCreatedStreams(M, MAM);
  // Each launch's order with its thread's other launches, and the arguments
  // all records of an aggregated launch share, decided once, on the program
  // as written.
  LaunchSiteInfo AsWritten = computeLaunchSites(M);
  pinThreadOrder(AsWritten);
  UniformLaunchArgs Uniform;
  if (isAggregationEnabled() || isThresholdingEnabled())
    Uniform = computeUniformLaunchArgs(AsWritten);
  if (isThresholdingEnabled()) {
    ThresholdingOptions Opts = thresholdingOptionsFromCommandLine();
    Opts.LaunchesDeferred = aggregationDefersLaunches();
    Opts.Uniform = &Uniform;
    Changed |= thresholdLaunches(M, MAM, Opts);
  }
  if (isAggregationEnabled())
    Changed |= aggregateLaunches(M, MAM, aggregationOptionsFromCommandLine(),
                                 &Uniform);
  if (isCoarseningEnabled())
    Changed |= coarsenLaunches(M, MAM, coarseningOptionsFromCommandLine());
  // A module DPOpt changed needs the runtime anyway: count its launches.
  if (Changed && RecordLaunches) {
    recordLaunchResults(M);
    recordBufferFailures(M);
  }
  if (Changed)
    routeRuntimeCallsPerSite(M);
  // Every kernel DPOpt changed or created stays launchable with the block
  // sizes its original allowed.
  if (Changed)
    applyRegisterBudgets(M, MAM);
  forgetThreadOrder(M);
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace dpopt
