//===- CreatedStreams.h - Streams created for one launch ------*- C++ -*-===//
//
// Recursive and divide-and-conquer DP code often gives every child a stream
// of its own, so that siblings run concurrently:
//
//   cudaStream_t s;
//   cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
//   child<<<g, b, 0, s>>>(...);
//   cudaStreamDestroy(s);
//
// Such a child is ordered with nothing: its stream holds it alone
// (StreamKind::Created says when a launch is provably that). It goes into
// cudaStreamFireAndForget instead, which orders it with nothing either, and
// the create and destroy calls go: they cost two device-runtime calls per
// launch, and at their site they would keep serial child work out of the
// kernel (SerialWorkSafety.h). The child is then thresholded, aggregated and
// coarsened like any other.
//
// Left alone (remark): a kernel that makes tail launches (a tail launch waits
// for the grid's other work; fire-and-forget work is not promised to be part
// of it), and every stream use StreamKind::Created does not cover (a stream
// with several launches or events, a stream passed in or stored).
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_CREATEDSTREAMS_H
#define DPOPT_CREATEDSTREAMS_H

#include "llvm/IR/PassManager.h"

namespace dpopt {

/// Moves every launch into a stream created for it alone into
/// cudaStreamFireAndForget and removes the stream's create and destroy
/// calls (their results become cudaSuccess), with a remark per site.
/// The launches must be normalized (V2). Returns whether \p M changed.
bool fireAndForgetCreatedStreams(llvm::Module &M,
                                 llvm::ModuleAnalysisManager &MAM);

/// Whether -dpopt-created-streams is on (the default).
bool isCreatedStreamsEnabled();

/// `dpopt-created-streams`: normalization and this step.
class CreatedStreamsPass : public llvm::PassInfoMixin<CreatedStreamsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
};

} // namespace dpopt

#endif // DPOPT_CREATEDSTREAMS_H
