//===- SerialWorkSafety.h - Where serial child work cannot hang -*- C++ -*-===//
//
// The CDP2 device runtime can stop a warp for good when some of its lanes
// launch while other lanes of the warp run long divergent work
// (test/e2e/known-issues): exactly what thresholding creates, where lanes run
// small children serially beside lanes that launch. DPOpt therefore runs
// children serially only in threads whose every other launch waits for the
// thread's exit (aggregation defers the launches of a parent kernel that
// runs serial work, after reconverging the warp), or, without deferral, at a
// single launch site that no thread can reach twice. Launches that stay at
// their site rule it out: in a function the kernel calls (not inlined),
// launches aggregation refuses (user streams, tail launches, children that
// launch kernels, ...) and device-runtime calls other than error queries.
// A serialized child that launches kernels itself has its serial path
// inlined into the parent kernel (Thresholding.cpp), so each of its launches
// must be one aggregation takes, and aggregation must be on. A kernel whose
// barrier follows thread-divergent code (an early return before __syncthreads)
// cannot wait for its warps at the threads' exits, so it runs no child serially
// either.
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_SERIALWORKSAFETY_H
#define DPOPT_SERIALWORKSAFETY_H

#include "DPOpt/LaunchSiteAnalysis.h"

#include "llvm/ADT/DenseMap.h"

#include <functional>
#include <string>

namespace dpopt {

class SerialWorkSafety {
public:
  /// \p LaunchesDeferred: aggregation will defer the launches of kernels that
  /// run children serially to their threads' exits.
  /// \p DivergentBarrier says why a kernel has a barrier that follows
  /// thread-divergent code (ChildVersions::divergentBarrierHazard).
  SerialWorkSafety(
      const LaunchSiteInfo &Info, bool LaunchesDeferred,
      std::function<std::string(llvm::Function &)> DivergentBarrier)
      : Info(Info), LaunchesDeferred(LaunchesDeferred),
        DivergentBarrier(std::move(DivergentBarrier)) {}

  /// Why running the child of \p S serially in the parent thread could put
  /// serial work beside a launch of another lane of the warp, or empty.
  std::string hazard(const LaunchSite &S, const ChildKernelInfo &CI);

private:
  std::string kernelHazard(llvm::Function &Kernel);
  /// Why a launch of \p Child's (its code: \p ChildCode) would stay at its
  /// site once its serial version is in the parent kernel, or empty.
  std::string childLaunchHazard(llvm::Function &Child,
                                llvm::ArrayRef<llvm::Function *> ChildCode);

  const LaunchSiteInfo &Info;
  bool LaunchesDeferred;
  std::function<std::string(llvm::Function &)> DivergentBarrier;
  /// Per kernel: its hazard (computed once; the sites are the analysis's).
  llvm::DenseMap<llvm::Function *, std::string> KernelHazards;
};

} // namespace dpopt

#endif // DPOPT_SERIALWORKSAFETY_H
