//===- SerialAtomics.h - A serial run's atomics made at its end -*- C++ -*-===//
//
// A child that folds its result into one word (`if (c) atomicAdd(total,
// c)`) makes one atomic per thread. Launched, its threads run side by side
// and the warp combines them (WarpAtomics.h); run serially in its parent
// thread (thresholding, launch-free versions), each iteration of the serial
// loop makes its own atomic, and the loop's lanes, which run different
// children, meet at every one of them. TC on the road graph, where every
// child runs serially: the hand-serialized loop with its atomic in the loop
// ran 0.0317 ms, the same loop adding into a register and making one
// atomic at the thread's end 0.0164 ms, the flat kernel 0.0172 (H200,
// bench/results/2026-12-02-h200-head-check).
//
// The threads of a child grid are not ordered with each other, so their
// atomics may happen in any order, at any time before the grid ends. This
// pass keeps the atomics of a serial run (the loops ChildVersions' serial
// version builds, marked by markSerialThreadsLoop) in a register and makes
// one atomic at each exit of the run, when the register holds more than
// the operation's identity. An atomicrmw qualifies when its operation is an
// integer add, sub, and, or, xor, min, max, umin or umax, its result is
// unused, it is not volatile, its ordering is monotonic or seq_cst (what
// clang emits for CUDA's relaxed atomic functions), and its address is the
// same in every iteration of the run and not in the thread's local memory
// (each child thread's own variable there). The run must have a preheader
// and dedicated exits, and no fence, inline assembly, cmpxchg, acquire or
// release atomic, or call that may touch memory other than through its
// pointer arguments. For the address, within the whole run: every other
// atomic that may touch it is one that qualifies (its address aside) with
// the same operation and type (add and sub count as one: the sums
// commute), and no volatile access may touch it; and within the child
// thread that made the atomic (from it to the next header of a marked loop
// around it), nothing may read or write it. What other threads of the
// child read meanwhile, before the run's end, they could have read in the
// launched grid too.
//
// It runs where the optimization pipeline starts vectorizing: after
// inlining (the child's code is then inside the serial loops), before
// loops are unrolled (an unrolled loop runs several threads an iteration,
// whose bounds the check within a thread no longer sees), and before
// WarpAtomics (at the end of the pipeline), which then combines the one
// atomic at the run's end over the warp; at -O1 and above, in every device
// module.
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_SERIALATOMICS_H
#define DPOPT_SERIALATOMICS_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class Instruction;
class Loop;
} // namespace llvm

namespace dpopt {

/// Marks the loop whose back edge is \p Latch (a branch) as one whose
/// iterations run threads of a child grid, one after another.
void markSerialThreadsLoop(llvm::Instruction &Latch);

/// Whether \p L was marked by markSerialThreadsLoop.
bool isSerialThreadsLoop(const llvm::Loop &L);

/// Whether -dpopt-serial-atomics is on (the default).
bool isSerialAtomicsEnabled();

/// `dpopt-serial-atomics`: the step above on a function of a device
/// module.
class SerialAtomicsPass : public llvm::PassInfoMixin<SerialAtomicsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
};

} // namespace dpopt

#endif // DPOPT_SERIALATOMICS_H
