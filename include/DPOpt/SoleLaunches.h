//===- SoleLaunches.h - A thread's or block's only launch -----*- C++ -*-===//
//
// A default stream orders the launches made into it: the per-thread stream
// (-DCUDA_API_PER_THREAD_DEFAULT_STREAM, or cudaStreamPerThread) those of
// one thread, the NULL stream those of one block. A launch that is the only
// one its thread (its block) can make is ordered with nothing, and
// cudaStreamFireAndForget, which orders nothing, launches it with less work
// (0.6 us a level of a recursion of small grids on the H100,
// bench/micro/launch_chain.cu). The recursions people write are such
// launches: quicksort's and Mariani-Silver's `if (threadIdx.x == 0)
// kernel<<<...>>>(...)` in a kernel that launches nothing else.
//
// A launch is its thread's only one when it is in a kernel, on no cycle of
// its control flow, and the kernel and every function it calls make no
// other launch and call nothing that might (an indirect call, or a function
// not defined in the module that is not known to launch nothing):
// - per-thread stream: the launch goes into cudaStreamFireAndForget;
// - NULL stream: only threads with threadIdx.x == 0 reach it (as
//   FirstThreadLaunch.h proves it), so the block launches once if it has
//   one row of threads. The stream becomes
//   `blockDim.y == 1 && blockDim.z == 1 ? cudaStreamFireAndForget : 0`,
//   which the launch-site analysis takes as the NULL stream (aggregated
//   records keep their order).
// The promise is about the program's threads and blocks, so it holds in
// DPOpt's versions of the kernel too, where one thread or block does the
// work of several: their launches were never ordered with each other.
//
// Left alone (an analysis remark says why): a module that makes tail
// launches (as for CreatedStreams.h), and every launch the conditions above
// do not cover.
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_SOLELAUNCHES_H
#define DPOPT_SOLELAUNCHES_H

#include "llvm/IR/PassManager.h"

namespace dpopt {

/// Moves every launch that is its thread's (its block's) only launch from
/// the per-thread (NULL) stream into cudaStreamFireAndForget, as above, with
/// a remark per site. The launches must be normalized (V2). Returns whether
/// \p M changed.
bool fireAndForgetSoleLaunches(llvm::Module &M,
                               llvm::ModuleAnalysisManager &MAM);

/// Whether -dpopt-sole-launches is on (the default).
bool isSoleLaunchesEnabled();

/// `dpopt-sole-launches`: normalization and this step.
class SoleLaunchesPass : public llvm::PassInfoMixin<SoleLaunchesPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
};

} // namespace dpopt

#endif // DPOPT_SOLELAUNCHES_H
