//===- LaunchFreeVersions.h - Kernels without their launches ----*- C++ -*-===//
//
// A kernel that can launch costs more per host launch than the same kernel
// without the launch, even when it launches nothing: 1.0-2.3 us back to back
// on the H200 (bench/results/2026-11-29-h200-fixed-cost), which is 30-40% of
// what thresholding costs the road graph's BFS and SSSP over their
// hand-serialized programs (hundreds of levels, nothing launched). Its launch
// paths also take registers the serial work does not need.
//
// So when every launch site of a kernel K has a serial path (thresholding),
// DPOpt adds K__dpopt_nolaunch (dpagg_abi::LaunchFreeSuffix): K with every
// child of a valid configuration run serially whatever its size, in its
// parent thread (the serial path each site takes below its threshold, legal
// wherever that is, without the spread over the warp, whose registers did
// not pay where this version runs) and no launch path. Both versions report
// a child that K would launch (one at or above its threshold): K on its
// launch paths, the launch-free version where it runs such a child
// serially. DPOpt's host pass (HostLaunches.h) sends the program's host
// launches to the runtime, which launches the launch-free version once K's
// launches met no such child, and K again after the launch-free version met
// one (libdpagg.cu, __dpopt_host_launch).
//
// K is left without a launch-free version when a function it calls, or a
// site whose child launches kernels itself, can still launch, when it makes
// indirect calls, or when it is not visible outside its module (the runtime
// looks the version up by name).
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_LAUNCHFREEVERSIONS_H
#define DPOPT_LAUNCHFREEVERSIONS_H

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Alignment.h"

#include <string>

namespace llvm {
class CallInst;
class Function;
class GlobalVariable;
class Instruction;
class Module;
class Twine;
class Type;
} // namespace llvm

namespace dpopt {

bool isLaunchFreeVersionsEnabled();

/// A thresholded site of a kernel: its call of the child's decider, and the
/// child's launch-free decider (same parameters; runs every valid child
/// serially and returns whether the decider would have launched it).
struct LaunchFreeSite {
  llvm::CallInst *DeciderCall;
  llvm::Function *LaunchFreeDecider;
};

/// Why \p F, or a function it calls, may still launch or enter a runtime
/// (DPOpt's, or the device runtime's streams, events and synchronization),
/// or empty.
std::string launchRefusal(llvm::Function &F);

/// What the host runtime does with a global that DPOpt makes for a kernel
/// or one of its versions (createVersionGlobal).
enum class HostUse {
  /// Reads and writes it: never assumed to keep its zeros.
  ReadWrite,
  /// Reads only the size of its type (an array's length tells a count).
  SizeOnly,
};

/// A global \p Name of type \p Ty, zero at first, in global memory, that
/// the host runtime finds by name (dpagg_abi.h) beside kernel \p K: \p K's
/// visibility, and external linkage, or weak_odr where \p K may be defined
/// in several modules (a template's instance).
llvm::GlobalVariable *createVersionGlobal(llvm::Module &M,
                                          const llvm::Function &K,
                                          llvm::Type *Ty,
                                          const llvm::Twine &Name, HostUse Use,
                                          llvm::MaybeAlign Alignment = {});

/// The report helper of version \p K (a site helper):
///   void dpopt.report.K(i1 met)
/// with its two globals (dpagg_abi.h: K + ReportedSuffix, K +
/// ReportToSuffix); reportChild calls it after a decider call.
llvm::Function *createReporter(llvm::Module &M, llvm::Function &K);
void reportChild(llvm::CallInst &Decider, llvm::Function &Reporter);

/// The report helper createReporter made for \p K, or null.
llvm::Function *findReporter(llvm::Module &M, const llvm::Function &K);
/// Whether \p I calls a version's report helper.
bool isReportCall(const llvm::Instruction &I);

/// Adds the launch-free version of each kernel of \p SitesByKernel (all
/// its thresholded sites). Returns whether the module changed.
bool createLaunchFreeVersions(
    llvm::Module &M,
    const llvm::MapVector<llvm::Function *,
                          llvm::SmallVector<LaunchFreeSite, 4>> &SitesByKernel);

} // namespace dpopt

#endif // DPOPT_LAUNCHFREEVERSIONS_H
