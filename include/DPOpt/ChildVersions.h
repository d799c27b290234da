//===- ChildVersions.h - The versions of a child kernel DPOpt runs -*- C++
//-*-===//
//
// Thresholding, coarsening and aggregation all replace the launch of a child
// kernel by something that runs the same per-thread work in another shape.
// The work of one thread is built once per child by the shared kernel cloner
// and every other version calls it:
//
//   child.dpopt.thread  device function (args..., threadIdx, blockIdx,
//                       blockDim, gridDim: 12 x i32), always inlined
//   child.dpopt.serial  device function (args..., grid xyz, block xyz): every
//                       thread of the grid, one after another (thresholding);
//                       past the child's guard on its linear index, the
//                       threads run child.dpopt.thread.pastguard, without
//                       the guarded work (LinearIndexGuard.h)
//   child.dpopt.coarse  kernel (args..., original grid xyz): each block loops
//                       over the original blocks (coarsening)
//   child.dpopt.agg     kernel (ptr chunk, i64 first block[, args...]): runs
//                       the records of a chunk of aggregated launches
//                       (aggregation); the arguments that all its records
//                       share, when it takes them, come as parameters
//   child.dpopt.aggserial
//                       device function (ptr record): one record serially
//
// The device functions are always inlined, at -O0 too: a kernel's register
// budget (ResourceBudget.h) holds only for the code compiled into it.
//
// A version is created on first use and found by name afterwards, so passes
// run one after another share it. The device versions are called from the
// child's site helpers (below), which placeSiteHelpers inlines into the
// sites, or keeps out of line (one copy per child) in kernels with many.
//
// The passes also give each child per-site helpers (createSiteHelper):
// child.dpopt.threshold, child.dpopt.aggregate, child.dpopt.launch and
// child.dpopt.coarsen hold what every site of the child would otherwise
// repeat (Thresholding.h, Aggregation.h, Coarsening.h).
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_CHILDVERSIONS_H
#define DPOPT_CHILDVERSIONS_H

#include "DPOpt/Geometry.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallBitVector.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/PassManager.h"

#include <optional>
#include <string>

namespace dpopt {

struct ChildKernelInfo;
struct LinearIndexGuard;

/// One loop of a nest: `for (i = Start; i < Bound; i += Step)` (unsigned).
struct LoopBounds {
  llvm::Value *Start, *Bound, *Step;
};

/// Builds the loops, outermost first, around what \p Body emits with the
/// induction variables; \p B ends up after the nest. With
/// \p OverChildThreads, each loop is marked as one whose iterations run a
/// child's threads one after another (SerialAtomics.h).
void emitLoopNest(
    llvm::IRBuilder<> &B, llvm::ArrayRef<LoopBounds> Loops,
    llvm::function_ref<void(llvm::IRBuilder<> &, llvm::ArrayRef<llvm::Value *>)>
        Body,
    llvm::StringRef Name, bool OverChildThreads = false);

/// Emits a call of child.dpopt.thread with the given arguments and geometry
/// (threadIdx, blockIdx, blockDim, gridDim; x, y, z each), keeping byval.
llvm::CallInst *emitThreadCall(llvm::IRBuilder<> &B, llvm::Function &Child,
                               llvm::Function &Thread,
                               llvm::ArrayRef<llvm::Value *> Args,
                               llvm::ArrayRef<llvm::Value *> Geometry);

/// Gives \p Call (whose first arguments are the child's) the child's byval
/// attributes.
void addByValAttrs(llvm::CallInst &Call, llvm::Function &Child);

/// Reads a geometry register (threadIdx.x, ...) in \p B.
llvm::Value *readGeometry(llvm::IRBuilder<> &B, GeometryReg R);

/// Whether the running grid has at most MaxDirectJoinAtLaunchBlocks blocks
/// (dpagg_abi.h), read in \p B: where a block's first-thread launch is made
/// at its site, without the runtime.
llvm::Value *readIsSmallGrid(llvm::IRBuilder<> &B);

/// Emits a barrier of the whole block (__syncthreads). \p Aligned: every
/// thread of a warp executes the same barrier instruction together (PTX
/// .aligned); false where the lanes may come to it apart.
void emitBlockBarrier(llvm::IRBuilder<> &B, bool Aligned = true);

/// x + Dim[0] * (y + Dim[1] * z) of the index \p Idx in the extents \p Dim
/// (x fastest): a thread's number in its block, a block's in its grid.
llvm::Value *emitLinearIndex(llvm::IRBuilder<> &B,
                             llvm::ArrayRef<llvm::Value *> Idx,
                             llvm::ArrayRef<llvm::Value *> Dim,
                             const llvm::Twine &Name);

/// The calling thread's number in its block (threadIdx with x fastest) and
/// the block's threads, read in \p B.
struct BlockPosition {
  llvm::Value *Tid, *Threads;
};
BlockPosition emitBlockPosition(llvm::IRBuilder<> &B);

/// The lanes of the calling thread's warp that the block has (all 32 but in
/// a last, partial warp), read in \p B: the mask of a warp-wide vote that
/// every thread of the block makes. \p Pos: the thread's, if already read.
llvm::Value *emitWarpLanes(llvm::IRBuilder<> &B);
llvm::Value *emitWarpLanes(llvm::IRBuilder<> &B, const BlockPosition &Pos);

/// Emits a barrier of the whole block that returns whether \p Pred holds in
/// some thread (__syncthreads_or).
llvm::Value *emitBlockBarrierOr(llvm::IRBuilder<> &B, llvm::Value *Pred,
                                const llvm::Twine &Name = "",
                                bool Aligned = true);

/// The child's arguments read back from a copy of its parameter buffer at
/// \p Base (a pointer to byval parameters, loaded values otherwise). With
/// \p PointersAreGlobal, a pointer argument is loaded as a global pointer
/// and cast to generic: for buffers no store forwards to (records), so that
/// the child's memory accesses through it compile to their global forms.
llvm::SmallVector<llvm::Value *, 16>
loadKernelArgs(llvm::IRBuilder<> &B, llvm::Function &Child, llvm::Value *Base,
               bool PointersAreGlobal = false);

/// A new internal, noinline device function for code that every launch site
/// of a child shares (thresholding's, aggregation's and coarsening's
/// per-site logic): one copy per child instead of one per site keeps the
/// parent small (ptxas time grows fast with the size of a function). It
/// takes the target attributes of \p Like, and optnone from it (-O0). The
/// pointers \p ReadOnlyParams are read only and not captured, which tells
/// the launch-site analysis that the helper cannot change the memory a
/// site's arguments and dims are in.
llvm::Function *createSiteHelper(llvm::Module &M, llvm::FunctionType *Ty,
                                 const llvm::Twine &Name,
                                 const llvm::Function &Like,
                                 llvm::ArrayRef<unsigned> ReadOnlyParams);

/// Decides, per call, whether a site helper is inlined: always, except in
/// a function with at least -dpopt-outline-sites=N calls of helpers (0, the
/// default: never), where the calls stay out of line (a call-site noinline):
/// one copy per child instead of one per site keeps a kernel with hundreds
/// of sites compiling in about the time it takes without DPOpt. An
/// out-of-line helper is a function ptxas compiles apart, so it must be
/// compiled under the registers of its callers' budgets:
/// RegisterBudgetCheckPass writes the limit into the PTX and
/// scripts/dpopt-ptxas passes it to ptxas (-func-maxrregcount), which is
/// why only dpopt-clang++ sets N. Called at the end of every pass that
/// creates helpers.
void placeSiteHelpers(llvm::Module &M);

/// Whether \p CB is a call of a site helper that placeSiteHelpers left out
/// of line.
bool isOutlinedHelperCall(const llvm::CallBase &CB);

/// Looks up the child version \p Name that an earlier pass created, of type
/// \p Ty (Found is null when there is none yet). Returns false and sets
/// \p Why when a global of that name is not such a version.
bool findChildVersion(llvm::Module &M, llvm::StringRef Name,
                      llvm::FunctionType *Ty, bool IsKernel,
                      llvm::Function *&Found, std::string &Why);

class ChildVersions {
  llvm::Module &M;
  llvm::FunctionAnalysisManager &FAM;
  llvm::DenseMap<llvm::Function *, std::string> Failures;

public:
  ChildVersions(llvm::Module &M, llvm::FunctionAnalysisManager &FAM)
      : M(M), FAM(FAM) {}

  /// Each returns null and sets \p Why when the version cannot be built.
  llvm::Function *getThread(llvm::Function &Child, std::string &Why);
  /// With \p OwnThread (a child that launches kernels), the serial version
  /// runs a thread version of its own, not the shared one: its launch sites
  /// are the child's as written now, inlined into the parent kernel by
  /// thresholding, while the shared thread version serves the versions made
  /// later from the child as aggregation leaves it (see getAggregated).
  llvm::Function *getSerial(llvm::Function &Child, std::string &Why,
                            bool OwnThread = false);
  /// child.dpopt.serial.pastguard: the serial version without the threads
  /// its guard passes (those a warp spread runs, Thresholding.h), its loop
  /// over blockIdx.x starting at the first block with a thread past the
  /// guard (emitWholeGuardedBlocks); null when the shared thread version has
  /// no guard.
  llvm::Function *getSerialPastGuard(llvm::Function &Child, std::string &Why);
  /// The guard on the linear thread index of \p Thread, a thread version
  /// of \p Child, past which its serial versions run no work of it.
  std::optional<LinearIndexGuard> serialGuard(llvm::Function &Child,
                                              llvm::Function &Thread);
  /// The guard on the linear thread index past which the serial version
  /// runs no work of \p Child (LinearIndexGuard.h), as remarks show it.
  /// \p Thread: the thread version the serial version runs (null: the
  /// shared one).
  std::optional<std::string>
  describeSerialGuard(llvm::Function &Child, llvm::Function *Thread = nullptr);
  /// The thread version of its own that a serial version made with
  /// OwnThread runs, or null.
  llvm::Function *serialOwnThread(llvm::Function &Child) const;
  llvm::Function *getCoarse(llvm::Function &Child, const ChildKernelInfo &CI,
                            std::string &Why);
  /// The name of \p Child's aggregated version (child.dpopt.agg).
  static std::string aggregatedName(const llvm::Function &Child);
  /// With \p OneChildBlockPerBlock (the runtime never coarsens the child's
  /// aggregated blocks: DescFlagNoCoarsening), each block runs exactly one
  /// child block, with no loop over blocks around the child's code. With
  /// some of \p UniformParams set (UniformLaunchArgs.h), the kernel takes
  /// the child's parameters after its own two (DescFlagArgsAsParams) and
  /// reads those from there, the others from its record.
  llvm::Function *
  getAggregated(llvm::Function &Child, const ChildKernelInfo &CI,
                std::string &Why, bool OneChildBlockPerBlock = false,
                const llvm::SmallBitVector *UniformParams = nullptr);
  /// Whether \p Agg, an aggregated kernel, takes its child's arguments as
  /// parameters after its own two.
  static bool takesArgsAsParams(const llvm::Function &Agg);
  /// Null (without failing) when the child cannot run serially.
  llvm::Function *getAggregatedSerial(llvm::Function &Child,
                                      const ChildKernelInfo &CI);

private:
  /// A new thread version of \p Child named \p Name (getThread keeps one
  /// per child).
  llvm::Function *cloneThread(llvm::Function &Child, llvm::StringRef Name,
                              std::string &Why);
  /// The aggregated kernel \p Name of type \p AggTy, running \p Thread
  /// (\p OwnThread: a thread version no other kernel calls).
  llvm::Function *
  buildAggregated(llvm::Function &Child, const ChildKernelInfo &CI,
                  llvm::Function &Thread, bool OwnThread, llvm::StringRef Name,
                  llvm::FunctionType *AggTy, bool OneChildBlockPerBlock,
                  const llvm::SmallBitVector *UniformParams);
  llvm::Function *buildSerial(llvm::Function &Child, std::string &Why,
                              bool OwnThread, bool PastGuardOnly);
  llvm::Function *clonePastGuard(llvm::Function &Thread,
                                 const LinearIndexGuard &Guard);

public:
  /// Why looping over several blocks in one block would change the child's
  /// meaning (a barrier after thread-divergent code, which an exited thread
  /// no longer satisfies once it moves on to the next block), or empty.
  std::string coarseningHazard(llvm::Function &Child,
                               const ChildKernelInfo &CI);
  /// Why the child's threads must exit where it returns: a barrier reached
  /// after thread-divergent code (such as an early return), or empty.
  std::string divergentBarrierHazard(llvm::Function &Child,
                                     const ChildKernelInfo &CI);
  /// The same for any kernel (a parent's threads cannot wait for each other
  /// at their exit when some are held at such a barrier).
  std::string divergentBarrierHazard(llvm::Function &Kernel);
  /// Why a barrier at \p Kernel's one exit might not be met by every thread
  /// of the block, or empty: code that may `exit` or is not here to look at
  /// (ChildKernelInfo::exitBarrierHazard), or a barrier after
  /// thread-divergent code, where threads that returned would wait at the
  /// exit's barrier while the others wait at the kernel's (fuzzer seeds
  /// 12064 and 12103: an illegal instruction).
  std::string exitBarrierHazard(llvm::Function &Kernel);
};

} // namespace dpopt

#endif // DPOPT_CHILDVERSIONS_H
