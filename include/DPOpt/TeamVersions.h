//===- TeamVersions.h - Parent kernels widened into teams -------*- C++ -*-===//
//
// A parent grid of few threads leaves most of the GPU idle while its threads
// run their children serially: BT t2048c64's 20,000 lines are 625 warps on
// 132 SMs. Launching the big children costs a device launch's tail, longer
// than the flat kernel's whole run (bench/results/2026-11-29-h200-bt-probe),
// and spreading them over the warp leaves each warp 32 lines' points.
//
// So a kernel K with a launch-free version also gets a team version
// K__dpopt_team (dpagg_abi::TeamSuffix): K's parameters and two more, the
// team's size t (a power of two, at most 32) and the pieces k each of K's
// blocks is split into along x (a power of two). The host runtime launches
// it with k times K's gridDim.x and t / k times its blockDim.x: each thread
// of K is the first lane of a team of t side by side, in one warp. The
// first lane runs K's code, seeing threadIdx.x, blockIdx.x, blockDim.x and
// gridDim.x as K's thread would; the others go straight to the exit. So
// blocks of 64 can have teams of 32. A K whose threads share what only a
// block shares (shared memory, block- or cluster-scoped atomics or fences,
// the cluster's registers) keeps its blocks whole: its team version says so
// to the runtime (TeamSplitSuffix). A
// site whose child the warp's spread could take holds that child in a slot of
// the parent thread, one a thread (a next one runs in the thread, as in the
// launch-free version), and at the exit every lane of the team runs its share
// of the held child's threads (lane r: threads r, r + t, ...). Any other site
// runs its child in the thread.
//
// At the exit, the version counts the children its teams ran and their
// threads (__dpopt_team_fill, dpagg_abi::TeamFillSuffix; a sample of its
// blocks): the runtime makes later launches' teams no wider than their
// mean size.
//
// The version reports a child of at least t times its threshold (its
// deciders see the child's threads divided by t), and K, at each of these
// sites, a child of at least MaxTeam times it, through the same words: the
// runtime runs the team version only after K's launches met no such child,
// and runs K again for a while after a team run met one (libdpagg.cu,
// __dpopt_host_launch). A single parent thread that launches a grid of a
// million threads thus keeps launching it.
//
// K gets no team version where lanes would see it: K (or what it calls)
// synchronizes its block or warp, uses other warp-level primitives or inline
// assembly, makes indirect calls or calls code compiled apart, requires a
// block size (reqntid) or clusters, or has no room for one more parameter;
// and where no child it launches could wait for the team.
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_TEAMVERSIONS_H
#define DPOPT_TEAMVERSIONS_H

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/IRBuilder.h"

namespace llvm {
class AllocaInst;
class CallInst;
class Function;
class Module;
} // namespace llvm

namespace dpopt {

/// The shape of the i32 slot in which a version's parent thread holds a
/// child (team and drain versions): its words, and the two that must start
/// zero, the child's items and whether its threads past its guard run
/// apart.
struct HeldSlotShape {
  unsigned Words = 0, ItemsWord = 0, GuardedWord = 0;
  /// A slot of this shape, 16-byte aligned, made at \p AB (the version's
  /// entry).
  llvm::AllocaInst *create(llvm::IRBuilder<> &AB,
                           const llvm::Twine &Name) const;
  /// Stores in \p Slot that it holds nothing.
  void emitEmpty(llvm::IRBuilder<> &B, llvm::Value *Slot) const;
};

/// A thresholded site of a kernel, as its team version runs it.
struct TeamSite {
  /// The site's call of its child's decider in the kernel.
  llvm::CallInst *DeciderCall = nullptr;
  /// The decider the team version calls instead (same parameters): it runs
  /// every valid child serially, holding it in the slot when there is one,
  /// and returns whether the kernel would have launched it.
  llvm::Function *Decider = nullptr;
  /// void (ptr slot, i32 team): the team's run of the held child, at the
  /// exit; null where the child is never held (no slot).
  llvm::Function *Run = nullptr;
  /// i1 (i64 threads): whether a child of that many threads reaches the
  /// site's threshold.
  llvm::Function *AtLeast = nullptr;
  /// The slot's shape (where Run is not null).
  HeldSlotShape Slot;
};

/// Adds the team version of each kernel of \p SitesByKernel (all its
/// thresholded sites). Returns whether the module changed.
bool createTeamVersions(
    llvm::Module &M,
    const llvm::MapVector<llvm::Function *, llvm::SmallVector<TeamSite, 4>>
        &SitesByKernel);

} // namespace dpopt

#endif // DPOPT_TEAMVERSIONS_H
