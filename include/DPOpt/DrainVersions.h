//===- DrainVersions.h - Children run after their parent grid -*- C++ -*-===//
//
// A kernel whose threads each launch a child of a few to a few hundred
// threads loses to the flat program at every launch threshold: below it the
// parent's threads run the children themselves (serially, or spread over
// their warp), above it each child is an aggregated block of its own.
// Triangle counting's parent on cnr, a thread per vertex, ran at 0.48x of
// the flat kernel. Kept as records by the parent (one atomic a warp) and run
// by a second kernel afterwards, a thread per child thread, the same
// children ran at 0.90x written by hand, and at 0.85x as built here (H200,
// bench/results/2026-12-01-h200-tc-flatten, 2026-12-02-h200-drain-check).
//
// Only for children whose threads may loop for long
// (ChildKernelInfo::HasLongLoop): with records of loop-free children too,
// BFS, SSSP and MST's parents on kron ran 2.0-2.4x slower than with their
// children spread or aggregated (a record, its search and its arguments'
// loads cost more than one edge's work).
//
// So a kernel K with a launch-free version also gets a drain version
// K__dpopt_drained (dpagg_abi::DrainedSuffix), with K's parameters, and a
// drain kernel K__dpopt_drain (dpagg_abi::DrainSuffix), without any. A site
// of the drain version whose child the warp's spread could take holds the
// child in a slot of its thread (one a thread and child kernel; a next one,
// and a child of another kernel, runs in the thread, as in the launch-free
// version). At the version's exit, each thread holding a child reserves a
// record for it in the kernel's store (dpagg_abi::DrainStore; with the
// other lanes there, one atomic a warp) and copies its slot there; its
// threads past the child's guard run in the thread, and a child that finds
// no room runs there whole (counted in the store). The drain kernel, which
// the host runtime launches right after the version in the same stream,
// hands out the records' threads 32 at a time to each warp; a lane finds
// the record of its thread by a binary search over the records' ends and
// runs it with that record's arguments (those that every record of a
// launch shares, UniformLaunchArgs.h, read from the first: the same for
// every lane). Its last block clears the store for the next launch.
//
// The children run after every thread of the parent grid, not at their
// thread's exit: CUDA makes no promise that a child grid starts before its
// parent grid ends, and the sites are those thresholding ran serially, whose
// order with their thread's other launches does not matter (LaunchOrder.h).
// The version reports what K would have launched, through K's report, so the
// runtime's watch of K goes on as with K's own launches; it runs the drain
// version in place of K, for host launches (libdpagg.cu).
//
// K gets no drain version where no child it launches loops for long and can
// be held, or where it launches children of more than one kernel that could
// be.
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_DRAINVERSIONS_H
#define DPOPT_DRAINVERSIONS_H

#include "DPOpt/TeamVersions.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallVector.h"

namespace llvm {
class CallInst;
class Function;
class Module;
} // namespace llvm

namespace dpopt {

/// A thresholded site of a kernel, as its drain version runs it.
struct DrainSite {
  /// The site's call of its child's decider in the kernel.
  llvm::CallInst *DeciderCall = nullptr;
  /// The decider the drain version calls instead (same parameters): it runs
  /// every valid child serially, holding it in the slot when there is one,
  /// and returns whether the kernel would have launched it.
  llvm::Function *Decider = nullptr;
  /// The child kernel.
  llvm::Function *Child = nullptr;
  /// void (ptr slot, ptr store): the held child's record, made at the exit;
  /// null where the child is never held.
  llvm::Function *Publish = nullptr;
  /// void (ptr record, i32 thread, ptr store): one thread of a record, in
  /// the drain kernel.
  llvm::Function *Item = nullptr;
  /// The slot's shape (the team version's), and the record's size in bytes
  /// (a multiple of 16).
  HeldSlotShape Slot;
  unsigned RecordBytes = 0;
};

/// Whether -dpopt-drain-versions is on (the default).
bool isDrainVersionsEnabled();

/// Adds the drain version and drain kernel of each kernel of
/// \p SitesByKernel (all its thresholded sites) that can have them, with
/// remarks. Returns whether the module changed.
bool createDrainVersions(
    llvm::Module &M,
    const llvm::MapVector<llvm::Function *, llvm::SmallVector<DrainSite, 4>>
        &SitesByKernel);

} // namespace dpopt

#endif // DPOPT_DRAINVERSIONS_H
