//===- Aggregation.h - One launch for the children of many parents -*- C++
//-*-===//
//
// Aggregation (§II-B and §V of Olabi et al., CGO'22; KLAP): instead of
// launching its child, a parent thread hands the launch to the DPOpt runtime
// (libdpagg), which stores it as a record and launches the records of many
// parent threads as one grid of child.dpopt.agg:
//
//   if (child.dpopt.aggregate(handle, &args, &grid, &block, shmem, lists,
//                             when))
//     launch as before   ; aggregation off, no pool space, invalid config
//
// child.dpopt.aggregate, one per child and not inlined (a parent with many
// sites stays small), calls __dpagg_launch(desc, handle, args, grid, block,
// shmem, child, child.dpopt.agg, serial list, deferred list, when), runs
// the records handed back to run serially and says whether to launch.
//
// The granularity (warp, block, multi-block, grid) is chosen at run time.
// Group granularities need every thread of the parent block to pass
// __dpagg_enter (then a barrier per child that says whether the block's
// first thread claimed the block's cell: a block whose recent blocks rarely
// launched takes none and aggregates per warp) and, with a cell,
// __dpagg_block at the kernel's entry, and __dpagg_exit at each return (for
// a child that launches kernels, at grid granularity beside thresholding,
// the block claims its cell at its first launch instead, and its threads
// meet at a barrier at the kernel's one exit, where its first thread calls
// __dpagg_leave); the pass adds them to parent kernels,
// behind the granularities read inline, so that a run without group
// granularity pays a load per child at entry and a test at each return. The
// block's handle is a value in a register: no shared memory, which would
// shrink the shared-memory carveout the parent's children run with.
// Launches from device functions aggregate per warp (AggregationPass and
// the dpopt pipeline first inline launching functions into kernels where
// they can: LaunchInlining.h).
//
// Deferred launches: where the parent kernel also runs children serially
// (thresholding), launches that are not aggregated by groups of blocks
// (aggregation off or per warp, a run-time choice) go on a list local to the
// parent thread and are launched at the kernel's returns, once every lane of
// the warp is there (where a vote of the warp finds some: __dpagg_flush, then
// __dpagg_flush_launch where the thread has any): the device runtime can hang
// a warp whose lanes launch while other lanes are still running serialized
// work (test/e2e/known-issues).
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_AGGREGATION_H
#define DPOPT_AGGREGATION_H

#include "DPOpt/UniformLaunchArgs.h"

#include "llvm/IR/PassManager.h"

#include <string>

namespace dpopt {

struct ChildKernelInfo;
struct LaunchSite;

/// When a parent kernel's launches (off or per warp) wait for its exit.
enum class DeferLaunches {
  Never,
  /// In kernels that run a serialized child (or call a function that does).
  Auto,
  Always,
};

struct AggregationOptions {
  /// dpoptGranularity: 0 off, 1 warp, 2 block, 3 multi-block, 4 grid. Grid
  /// by default: against multi-block, 4% faster over the benchmark suite's
  /// 14 paper pairs (SSSP and MST kron 1.12-1.17x, BT t2048c64 1.20x; SP
  /// 0.96-0.99x), 3% slower on its road graph (H100, same run).
  unsigned Granularity = 4;
  /// Parent blocks per multi-block group; 0: chosen at run time (8, or with
  /// thresholding at least 8 blocks and at most 32 groups in the grid).
  unsigned GroupBlocks = 0;
  /// Warp and block granularity: fewer launching threads launch directly.
  unsigned Threshold = 1;
  /// Compiled-in coarsening factor of the aggregated children.
  unsigned CoarsenFactor = 8;
  /// The same two for recursive children (ChildKernelInfo::OnLaunchCycle).
  /// At grid granularity a level of the recursion becomes one launch, ASK's
  /// level-synchronous schedule. Coarsened, such levels ran slower (H100,
  /// grid granularity: recursive Mandelbrot 2.6x at factor 4, recursive BFS
  /// 3.7x at factor 2, against factor 1).
  unsigned RecursiveGranularity = 4;
  unsigned RecursiveCoarsenFactor = 1;
  DeferLaunches Defer = DeferLaunches::Auto;
};

/// The -dpopt-agg* options (and -dpopt-coarsen-factor).
AggregationOptions aggregationOptionsFromCommandLine();
bool isAggregationEnabled();

/// Aggregates every normalized launch it can. Returns whether the module
/// changed. \p AsWritten: the uniform arguments (UniformLaunchArgs.h) of the
/// program before other DPOpt passes changed it (null: as the module is).
bool aggregateLaunches(llvm::Module &M, llvm::ModuleAnalysisManager &MAM,
                       const AggregationOptions &Opts,
                       const UniformLaunchArgs *AsWritten = nullptr);

/// Why the normalized site \p S cannot be aggregated (before cloning the
/// child, which can still fail), or empty.
std::string aggregationRefusal(const LaunchSite &S, const ChildKernelInfo &CI);

/// Whether the aggregation that -dpopt-* options ask for defers the launches
/// of a parent kernel that runs children serially to its threads' exits.
bool aggregationDefersLaunches();

/// Parses "off", "warp", "block", "multiblock" or "grid".
bool parseGranularity(llvm::StringRef S, unsigned &Out);
/// Parses "never", "auto" or "always".
bool parseDeferLaunches(llvm::StringRef S, DeferLaunches &Out);

/// `dpopt-aggregate<granularity=G;group=N;threshold=N;defer=D>`: normalizes
/// launches, then aggregates them.
class AggregationPass : public llvm::PassInfoMixin<AggregationPass> {
  AggregationOptions Opts;

public:
  explicit AggregationPass(AggregationOptions Opts) : Opts(Opts) {}
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
};

} // namespace dpopt

#endif // DPOPT_AGGREGATION_H
