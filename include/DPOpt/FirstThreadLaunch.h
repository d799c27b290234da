//===- FirstThreadLaunch.h - A launch only a block's first thread makes -*-===//
//
// Recursive DP programs often launch from one thread of the block, once,
// after a barrier:
//
//   if (threadIdx.x == 0 && threadIdx.y == 0)
//     child<<<g, b>>>(...);
//
// Aggregating such a launch by groups of blocks needs none of the block-wide
// state that the runtime keeps for blocks whose threads launch (a cell per
// block, claimed at the kernel's entry, and a count of its exited threads):
// the one launch can join its block's group itself and leave it as soon as
// its record is in. This analysis finds such sites.
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_FIRSTTHREADLAUNCH_H
#define DPOPT_FIRSTTHREADLAUNCH_H

namespace llvm {
class BasicBlock;
class DominatorTree;
class LoopInfo;
} // namespace llvm

namespace dpopt {

/// Whether the code in \p BB runs at most once per thread (in no loop of
/// its function) and only in threads with threadIdx.x == 0: every path to it
/// takes a branch on a condition that implies threadIdx.x == 0. Other
/// dimensions need no test: a block whose y or z extent is above 1 has a
/// few such threads, each of which may still join and leave by itself.
bool runsInFirstThreadsOnce(const llvm::BasicBlock &BB,
                            const llvm::DominatorTree &DT,
                            const llvm::LoopInfo &LI);

} // namespace dpopt

#endif // DPOPT_FIRSTTHREADLAUNCH_H
