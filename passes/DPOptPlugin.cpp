//===- DPOptPlugin.cpp - Pass plugin entry point --------------------------===//
//
// Registers DPOpt's passes with opt's textual pipelines and adds the DPOpt
// pipeline to clang's device compilation.
//
//===----------------------------------------------------------------------===//

#include "DPOpt/Aggregation.h"
#include "DPOpt/AtomicReductions.h"
#include "DPOpt/BlockHooks.h"
#include "DPOpt/CloneKernelTestPass.h"
#include "DPOpt/Coarsening.h"
#include "DPOpt/CreatedStreams.h"
#include "DPOpt/DPOptPipeline.h"
#include "DPOpt/HostLaunches.h"
#include "DPOpt/LaunchInlining.h"
#include "DPOpt/LaunchNormalization.h"
#include "DPOpt/LaunchSiteAnalysis.h"
#include "DPOpt/ResourceBudget.h"
#include "DPOpt/SerialAtomics.h"
#include "DPOpt/SharedAlignment.h"
#include "DPOpt/StagingStores.h"
#include "DPOpt/Thresholding.h"
#include "DPOpt/UniformShuffles.h"
#include "DPOpt/WarpAtomics.h"

#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace dpopt;

/// "threshold=N;runtime;no-runtime", defaults from the command line.
static Expected<ThresholdingOptions>
parseThresholdingOptions(StringRef Params) {
  ThresholdingOptions Opts = thresholdingOptionsFromCommandLine();
  while (!Params.empty()) {
    StringRef P;
    std::tie(P, Params) = Params.split(';');
    if (P.consume_front("threshold=")) {
      unsigned T;
      if (P.getAsInteger(0, T))
        return createStringError("dpopt-threshold: invalid threshold '" + P +
                                 "'");
      Opts.Threshold = T;
    } else if (P == "runtime") {
      Opts.RuntimeOverride = true;
    } else if (P == "no-runtime") {
      Opts.RuntimeOverride = false;
    } else {
      return createStringError("dpopt-threshold: unknown parameter '" + P +
                               "' (expected threshold=N, runtime, no-runtime)");
    }
  }
  return Opts;
}

/// "factor=N;runtime;no-runtime", defaults from the command line.
static Expected<CoarseningOptions> parseCoarseningOptions(StringRef Params) {
  CoarseningOptions Opts = coarseningOptionsFromCommandLine();
  while (!Params.empty()) {
    StringRef P;
    std::tie(P, Params) = Params.split(';');
    if (P.consume_front("factor=")) {
      if (P.getAsInteger(0, Opts.Factor))
        return createStringError("dpopt-coarsen: invalid factor '" + P + "'");
    } else if (P == "runtime") {
      Opts.RuntimeOverride = true;
    } else if (P == "no-runtime") {
      Opts.RuntimeOverride = false;
    } else {
      return createStringError("dpopt-coarsen: unknown parameter '" + P +
                               "' (expected factor=N, runtime, no-runtime)");
    }
  }
  return Opts;
}

/// "granularity=G;recursive-granularity=G;recursive-factor=N;group=N;
/// threshold=N;defer=D", defaults from the command line.
static Expected<AggregationOptions> parseAggregationOptions(StringRef Params) {
  AggregationOptions Opts = aggregationOptionsFromCommandLine();
  while (!Params.empty()) {
    StringRef P;
    std::tie(P, Params) = Params.split(';');
    if (P.consume_front("granularity=")) {
      if (!parseGranularity(P, Opts.Granularity))
        return createStringError("dpopt-aggregate: invalid granularity '" + P +
                                 "' (expected off, warp, block, multiblock "
                                 "or grid)");
    } else if (P.consume_front("recursive-granularity=")) {
      if (!parseGranularity(P, Opts.RecursiveGranularity))
        return createStringError("dpopt-aggregate: invalid "
                                 "recursive-granularity '" +
                                 P +
                                 "' (expected off, warp, block, multiblock "
                                 "or grid)");
    } else if (P.consume_front("recursive-factor=")) {
      if (P.getAsInteger(0, Opts.RecursiveCoarsenFactor))
        return createStringError("dpopt-aggregate: invalid recursive-factor '" +
                                 P + "'");
    } else if (P.consume_front("group=")) {
      if (P.getAsInteger(0, Opts.GroupBlocks))
        return createStringError("dpopt-aggregate: invalid group '" + P + "'");
    } else if (P.consume_front("threshold=")) {
      if (P.getAsInteger(0, Opts.Threshold))
        return createStringError("dpopt-aggregate: invalid threshold '" + P +
                                 "'");
    } else if (P.consume_front("defer=")) {
      if (!parseDeferLaunches(P, Opts.Defer))
        return createStringError("dpopt-aggregate: invalid defer '" + P +
                                 "' (expected never, auto or always)");
    } else {
      return createStringError("dpopt-aggregate: unknown parameter '" + P +
                               "' (expected granularity=G, "
                               "recursive-granularity=G, recursive-factor=N, "
                               "group=N, threshold=N, defer=D)");
    }
  }
  return Opts;
}

/// "function" (or nothing) or "kernel".
static Expected<bool> parseCloneTestMode(StringRef P) {
  if (P == "function" || P.empty())
    return false;
  if (P == "kernel")
    return true;
  return createStringError(
      "dpopt-test-clone: expected 'function' or 'kernel', got '" + P + "'");
}

/// Parses `PassName<params>` with \p Parse and adds PassT(params); reports a
/// bad parameter and returns false.
template <typename PassT, typename ParserT>
static bool addParametrizedPass(ModulePassManager &MPM, StringRef Name,
                                StringRef PassName, ParserT Parse) {
  auto Params = PassBuilder::parsePassParameters(Parse, Name, PassName);
  if (!Params) {
    errs() << toString(Params.takeError()) << "\n";
    return false;
  }
  MPM.addPass(PassT(*Params));
  return true;
}

static void registerCallbacks(PassBuilder &PB) {
  PB.registerAnalysisRegistrationCallback([](ModuleAnalysisManager &MAM) {
    MAM.registerPass([] { return LaunchSiteAnalysis(); });
  });

  PB.registerPipelineParsingCallback(
      [](StringRef Name, ModulePassManager &MPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        if (Name == "dpopt") {
          MPM.addPass(DPOptPass());
          return true;
        }
        if (Name == "dpopt-host-launches") {
          MPM.addPass(HostLaunchesPass());
          return true;
        }
        if (Name == "dpopt-inline-launchers") {
          MPM.addPass(LaunchInliningPass());
          return true;
        }
        if (Name == "dpopt-created-streams") {
          MPM.addPass(CreatedStreamsPass());
          return true;
        }
        if (Name == "dpopt-normalize") {
          MPM.addPass(LaunchNormalizationPass());
          return true;
        }
        if (Name == "dpopt-uniform-shuffles") {
          MPM.addPass(UniformShufflesPass());
          return true;
        }
        if (Name == "dpopt-warp-atomics") {
          MPM.addPass(WarpAtomicsPass());
          return true;
        }
        if (Name == "dpopt-atomic-reductions") {
          MPM.addPass(AtomicReductionsPass());
          return true;
        }
        if (Name == "dpopt-sink-staging-stores") {
          MPM.addPass(StagingStoreSinkingPass());
          return true;
        }
        if (Name == "dpopt-inline-block-hooks") {
          MPM.addPass(BlockHooksInliningPass());
          return true;
        }
        if (Name == "dpopt-shared-alignment") {
          MPM.addPass(SharedAlignmentPass());
          return true;
        }
        if (Name == "dpopt-register-budget-check") {
          MPM.addPass(RegisterBudgetCheckPass());
          return true;
        }
        if (Name == "print<dpopt-launches>") {
          MPM.addPass(LaunchSitePrinterPass(outs()));
          return true;
        }
        if (PassBuilder::checkParametrizedPassName(Name, "dpopt-threshold"))
          return addParametrizedPass<ThresholdingPass>(
              MPM, Name, "dpopt-threshold", parseThresholdingOptions);
        if (PassBuilder::checkParametrizedPassName(Name, "dpopt-coarsen"))
          return addParametrizedPass<CoarseningPass>(MPM, Name, "dpopt-coarsen",
                                                     parseCoarseningOptions);
        if (PassBuilder::checkParametrizedPassName(Name, "dpopt-aggregate"))
          return addParametrizedPass<AggregationPass>(
              MPM, Name, "dpopt-aggregate", parseAggregationOptions);
        if (PassBuilder::checkParametrizedPassName(Name, "dpopt-test-clone"))
          return addParametrizedPass<CloneKernelTestPass>(
              MPM, Name, "dpopt-test-clone", parseCloneTestMode);
        return false;
      });

  // Function passes (wrapped for a module pipeline where one is expected).
  PB.registerPipelineParsingCallback(
      [](StringRef Name, FunctionPassManager &FPM,
         ArrayRef<PassBuilder::PipelineElement>) {
        if (Name == "dpopt-serial-atomics") {
          FPM.addPass(SerialAtomicsPass());
          return true;
        }
        return false;
      });

  // Extension point: the start of the module simplification pipeline, after
  // the early function cleanup (SROA, EarlyCSE) and before the inliner.
  // - It runs at every level (the -O0 pipeline invokes it too), so launches
  //   are always recognized and normalized.
  // - Launches are still calls of clang's small inline wrappers or the CDP2
  //   builtins, with the launch arguments in SSA form after SROA; the
  //   analysis handles both.
  // - Everything DPOpt inserts (normalized launches, serial clones, loops)
  //   then goes through the inliner and the full simplification and
  //   optimization pipelines at -O1 to -O3.
  PB.registerPipelineEarlySimplificationEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel, ThinOrFullLTOPhase) {
        if (isDPOptEnabledInPipeline())
          MPM.addPass(DPOptPass());
      });
  // Where the optimization pipeline starts vectorizing (-O1 and above):
  // inlining is done, so the children's code is in the serial loops DPOpt
  // made, and loops are not yet unrolled; a serial run's atomics are made
  // once at its end there (SerialAtomics.h).
  PB.registerVectorizerStartEPCallback(
      [](FunctionPassManager &FPM, OptimizationLevel Level) {
        if (Level != OptimizationLevel::O0 && isDPOptEnabledInPipeline() &&
            isSerialAtomicsEnabled())
          FPM.addPass(SerialAtomicsPass());
      });
  // The end of the optimization pipeline (every level): inlining is done,
  // so the children's atomics are in the kernels DPOpt made of them (at -O1
  // and above, WarpAtomics.h), and the register budgets that cannot hold
  // are dropped here (ResourceBudget.h). Shared arrays are aligned here,
  // DPOpt's own among them (SharedAlignment.h), and the atomics whose result
  // is unused, the combined ones among them, become red (AtomicReductions.h);
  // a launch's staging stores move to the paths that read them
  // (StagingStores.h). After those, which take an aggregated block's record
  // as the same in every lane, its lookup and release become inline code
  // (BlockHooks.h).
  PB.registerOptimizerLastEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel Level, ThinOrFullLTOPhase) {
        if (!isDPOptEnabledInPipeline())
          return;
        if (Level != OptimizationLevel::O0 && isUniformShufflesEnabled())
          MPM.addPass(UniformShufflesPass());
        if (Level != OptimizationLevel::O0 && isWarpAtomicsEnabled())
          MPM.addPass(WarpAtomicsPass());
        if (Level != OptimizationLevel::O0 && isAtomicReductionsEnabled())
          MPM.addPass(AtomicReductionsPass());
        if (Level != OptimizationLevel::O0 && isStagingStoreSinkingEnabled())
          MPM.addPass(StagingStoreSinkingPass());
        if (isBlockHooksInliningEnabled())
          MPM.addPass(BlockHooksInliningPass());
        if (isSharedAlignmentEnabled())
          MPM.addPass(SharedAlignmentPass());
        MPM.addPass(RegisterBudgetCheckPass());
      });
}

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "DPOpt", "0.1", registerCallbacks};
}
