//===- Thresholding.h - Serialize small child grids -------------*- C++ -*-===//
//
// Thresholding (§III of Olabi et al., CGO'22): a launch whose child asks for
// fewer than T threads runs the child's work serially in the parent thread
// instead of paying for a launch.
//
//   threads = desired thread count (ceil-div pattern, else grid * block)
//   if (child.dpopt.threshold(&args, &grid, &block, threads))
//     launch as before
//
// child.dpopt.threshold, one per child and not inlined (a parent with many
// sites stays small), compares threads with T and, below it, calls
// child.dpopt.serial(args..., grid, block) and returns false. The serial
// version (not inlined either) loops over blocks and threads (z, y, x) and
// calls child.dpopt.thread, the child cloned into a device function that
// takes its geometry as parameters (an early return ends one iteration
// only). T comes from the pass parameter or -dpopt-threshold; without
// either, it is 8 for a child that launches kernels, else 16 for a child
// whose threads may run loops of unknown length, else 512 for one whose
// threads all update one word atomically and 2048 for the others (no loops,
// or only loops of a few iterations, a constant count). It can be changed
// at run time through the runtime (DPOPT_THRESHOLD, dpoptSetThreshold).
//
// Below T, a child of at least S threads (DefaultSpreadThreshold, or
// -dpopt-spread-threshold; DPOPT_SPREAD_THRESHOLD at run time) is not run in
// its parent thread alone: the lanes of the warp that run such children
// together share out all their children's threads, a prefix sum over their
// counts giving each lane the next ones, so the warp takes sum/32 rounds
// where per-thread serialization takes the largest child's count (a
// power-law child size costs the warp its largest child). A child of fewer
// threads runs in its own thread (child.dpopt.serial).
//
// In a parent kernel (not one launched from the device, nor one with a
// barrier after thread-divergent code), such a child waits for its parent
// thread's exit instead: the decider's last argument is the thread's slot
// for the child (one a thread and child kernel; a thread that already holds
// one spreads the next at its launch), and the kernel's one return calls
// child.dpopt.spread.deferred, where every lane of the warp spreads the
// children the lanes hold, those that hold none taking their share. At a
// launch only the lanes there spread, one or two of 32 on a graph level's
// sparse frontier. A child grid may run after its parent thread's later
// code anyway, and the kernel's launches, deferred to the same exit by
// aggregation, are made after the spread.
//
// Where the whole block reaches that exit together (no inline assembly or
// code from elsewhere in the kernel) and the child's compiled-in threshold
// is above a warp's threads (a held child is below its threshold), held
// children of at least 32 threads whose warp holds at least B threads in
// them (DefaultBlockSpreadThreshold, -dpopt-block-spread-threshold;
// DPOPT_BLOCK_SPREAD_THRESHOLD at run time) are left by the warp's spread
// (child.dpopt.spread.deferred.warp) to child.dpopt.spread.deferred.block,
// the kernel's last call: once the launches deferred to the exit have gone
// out (they do not wait for the block), it runs them on every thread of
// the block, their threads laid end to end, up to 8 children a round:
// their holders put their slots in a mailbox in global memory that the
// block takes (shared memory would shrink the carveout the parent's child
// grids run with), four barriers in all for up to 8 children.
//
// A kernel whose sites all get serial paths also gets a version without
// launches (LaunchFreeVersions.h), whose sites call the child's launch-free
// decider, child.dpopt.threshold.nolaunch, which runs every child in its own
// thread (that version runs while the children are small, where the
// spread's registers did not pay).
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_THRESHOLDING_H
#define DPOPT_THRESHOLDING_H

#include "DPOpt/UniformLaunchArgs.h"

#include "llvm/IR/PassManager.h"

#include <optional>

namespace llvm {
class Instruction;
class ReturnInst;
} // namespace llvm

namespace dpopt {

/// Metadata on each call of a child's serial version that thresholding
/// places (aggregation's fallback calls have none), and on those whose
/// threshold is fixed at compile time (no run-time override).
constexpr const char *SerializedMD = "dpopt.serialized";
constexpr const char *FixedThresholdMD = "dpopt.fixed.threshold";
/// Attribute of a kernel into which thresholding inlined the serial path of
/// a child that launches kernels (no call carries SerializedMD there):
/// "fixed" when its threshold is fixed at compile time, else "runtime".
constexpr const char *SerializedAttr = "dpopt-serialized";

/// Metadata on the calls of the block's spread at a kernel's exit
/// (child.dpopt.spread.deferred.block): they come last, after what
/// aggregation does at the exit (exitPointBefore).
constexpr const char *BlockSpreadMD = "dpopt.block.spread";

/// Where code for a kernel's exit goes that must come before the block's
/// spread of its held children: before the first of the calls carrying
/// BlockSpreadMD that directly precede \p Ret, else before \p Ret. The
/// block's spread waits for every thread of the block; the launches the
/// threads deferred to their exit go out without waiting for it.
llvm::Instruction *exitPointBefore(llvm::ReturnInst &Ret);

/// Gives the kernel \p Kernel (void) one return: where it has several, they
/// branch to a new block dpopt.exit that returns. The return, or null when
/// the kernel never returns.
llvm::ReturnInst *mergeReturns(llvm::Function &Kernel);

/// The default threshold of a child whose threads may run loops of unknown
/// length, and of one whose threads cannot (no loops, or only loops of a
/// few iterations, a constant count: ChildKernelInfo::HasLongLoop): such a
/// thread does a bounded, small amount of work, so a couple of thousand of
/// them spread over the parent's warp or block cost less than a launch.
/// Triangle counting's child (a sorted merge of two adjacency lists per
/// thread) did best at 16 of 8-512: 3.0x (cnr) and 1.9x (kron) faster than
/// at 128. Bezier tessellation's child (a loop over its three control
/// points) is 7x slower at 32 or less than at 64-512 on t32c16
/// (bench/results/2026-11-27-h100-group-coarsening). Of loop-free
/// children, 512 was the best of 128-2048 or within 20% of it on the H100
/// before the spreads over the warp and block existed; on the H200 with
/// them, 2048 against 512 ran SSSP 1.3x (kron) and 1.4x (cnr) faster, MST's
/// verification (MSTV) 1.42x on kron, BFS 1.08x, Bezier t2048c64 1.08x,
/// and SP and Mandelbrot's fill the same (bench/results/
/// 2026-12-01-h200-launching-threshold).
constexpr unsigned DefaultThreshold = 16, DefaultLoopFreeThreshold = 2048;
/// The default threshold of a loop-free child whose threads all update one
/// word (ChildKernelInfo::HasUniformAtomic): launched, its warps combine
/// their updates; serially, each thread makes its own on that word. MST's
/// search for each component's lightest edge (MSTF, `atomicMin(&cmin[cu],
/// key)`) ran 1.19x slower on kron at 2048 than at 512, where its
/// verification child, the same but for the atomic, ran 1.42x faster.
constexpr unsigned DefaultUniformAtomicThreshold = 512;
/// The default threshold of a child that launches kernels itself. While
/// the GPU is busy the busy threshold serializes such a child (see
/// DefaultBusyThreshold); otherwise its launch lets its subtree run in
/// parallel, where one parent thread would run its threads, their launch
/// requests and whatever they run serially in turn one after another. On
/// the H200, with the busy threshold, 8 ran Tree Descendants and Heights on
/// treeb (children of 32-128 threads) 3.3x and 5.2x faster than 64 (0.90
/// against 3.00 ms, 0.56 against 2.92), treea within its runs' spread, and
/// recursive BFS on kron 1.17x faster (0.88 against 1.03 ms); every
/// threshold of 1-24 was within the runs' spread of 8 on the trees, and 1-8
/// the best for BFS (bench/results/2026-12-01-h200-launching-threshold).
/// (64 was the best of 4-512 on the H100 before the busy threshold.)
constexpr unsigned DefaultLaunchingThreshold = 8;

/// While the GPU is busy (emitGpuBusy: the threads of aggregated grids not
/// yet done fill every SM), a child that launches kernels runs serially
/// below this many threads, not below its threshold: its launch would only
/// queue behind work that already fills the GPU, and the aggregated blocks
/// its records would take cost more than its threads' work. Its own
/// launches decide again when the parent thread runs them. Tree
/// Descendants and Heights on treea (children of 128-256 threads, about a
/// million of them launched at the level above the leaves) ran 4.6x and
/// 4.9x faster (H200), treeb's (32-128 threads) 1.1x; marking the GPU busy
/// at twice its threads gained less (3.7x), at a half or a quarter of them
/// the same within noise. Children that launch nothing are left out
/// (Mandelbrot's pixel grids: 38x slower; triangle counting on cnr: 1.34x
/// slower): their threads' work is not bounded
/// (bench/results/2026-12-01-h200-leaf-blocks).
constexpr unsigned DefaultBusyThreshold = 4096;

/// Serialized children of at least this many threads are spread over the
/// warp: a child of one thread gains nothing from it.
constexpr unsigned DefaultSpreadThreshold = 2;

/// Held children of 32 threads or more are spread over the parent's whole
/// block at its exit, not their warp alone, where the warp holds at least
/// this many threads in them: the warp takes n / 32 rounds for them, the
/// block n / blockDim and a few round trips to memory. On the H200,
/// against the warp alone: BFS kron 0.93x of the time, SSSP kron 0.94x,
/// MSTF kron 0.88x, cnr within 2% but MSTV cnr (1.08x; 1.12x at 128,
/// 1.06x at 512, where kron gains less); no road graph child reaches 32
/// (bench/results/2026-11-30-h200-block-cost).
constexpr unsigned DefaultBlockSpreadThreshold = 256;

struct ThresholdingOptions {
  /// Launch when the child has at least this many threads; unset, the
  /// default for the child (see DefaultThreshold).
  std::optional<unsigned> Threshold;
  /// Spread a serialized child over the warp when it has at least this many
  /// threads (see DefaultSpreadThreshold).
  unsigned SpreadThreshold = DefaultSpreadThreshold;
  /// In a parent kernel, a child to be spread waits for its thread's exit,
  /// where the whole warp spreads the children its lanes hold.
  bool SpreadAtExit = true;
  /// At a parent kernel's exit, a held child of at least this many threads
  /// is spread over the whole block (see DefaultBlockSpreadThreshold).
  unsigned BlockSpreadThreshold = DefaultBlockSpreadThreshold;
  /// Compile the block's spread at the exits where it can run.
  bool SpreadOverBlock = true;
  /// While the GPU is busy, a child that launches kernels runs serially
  /// below this many threads (see DefaultBusyThreshold; 0: never).
  unsigned BusyThreshold = DefaultBusyThreshold;
  /// Read run-time overrides from the DPOpt runtime (needs libdpagg).
  bool RuntimeOverride = true;
  /// Aggregation runs after thresholding and defers the launches of kernels
  /// that run children serially (see SerialWorkSafety.h).
  bool LaunchesDeferred = false;
  /// Give each kernel whose launch sites all get serial paths a version
  /// without launches (LaunchFreeVersions.h).
  bool LaunchFreeVersions = false;
  /// The arguments all records of a launch share (the drain kernels read
  /// them from the first record, DrainVersions.h); null: none known.
  const UniformLaunchArgs *Uniform = nullptr;
};

/// The -dpopt-threshold* options.
ThresholdingOptions thresholdingOptionsFromCommandLine();
bool isThresholdingEnabled();

/// Thresholds every normalized launch site it can. Returns whether the
/// module changed.
bool thresholdLaunches(llvm::Module &M, llvm::ModuleAnalysisManager &MAM,
                       const ThresholdingOptions &Opts);

/// `dpopt-threshold<threshold=N;runtime|no-runtime>`: normalizes launches,
/// then thresholds them.
class ThresholdingPass : public llvm::PassInfoMixin<ThresholdingPass> {
  ThresholdingOptions Opts;

public:
  explicit ThresholdingPass(ThresholdingOptions Opts) : Opts(Opts) {}
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
};

} // namespace dpopt

#endif // DPOPT_THRESHOLDING_H
