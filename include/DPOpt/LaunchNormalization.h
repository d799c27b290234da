//===- LaunchNormalization.h - Rewrite launches into the V2 API -*- C++ -*-===//
//
// clang lowers `<<<>>>` in device code to the V1 pair cudaGetParameterBuffer +
// cudaLaunchDevice. On sm_90 a V1 launch into cudaStreamFireAndForget or
// cudaStreamTailLaunch fails with cudaErrorInvalidValue and the child never
// runs. The V2 pair works for every stream, so DPOpt rewrites every V1
// launch it understands into V2 form before anything else:
//
//   staging = alloca [size x i8]          ; arguments are written here
//   ... stores of the arguments into staging ...
//   buf = __cudaCDP2GetParameterBufferV2(child, grid, block, shmem)
//   if (buf) { memcpy(buf, staging, size); __cudaCDP2LaunchDeviceV2(buf, s); }
//
// The V2 buffer request needs the grid and block, which clang computes after
// writing the arguments, hence the staging buffer (SROA turns it back into
// direct stores at -O1 and above).
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_LAUNCHNORMALIZATION_H
#define DPOPT_LAUNCHNORMALIZATION_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/PassManager.h"

#include <string>

namespace llvm {
class BasicBlock;
class Value;
} // namespace llvm

namespace dpopt {

struct ChildKernelInfo;
struct LaunchSite;
class LaunchRemarks;

/// cudaErrorLaunchOutOfResources: what a skipped launch (no parameter
/// buffer) reports to code that reads the launch result.
constexpr int SkippedLaunchError = 7;

/// Rewrites one analyzable V1 site into V2 form. Returns false (and sets
/// \p Why) when the site is left alone.
bool normalizeLaunchSite(LaunchSite &S, std::string &Why);

/// Normalizes every launch in the module, with remarks. Returns whether
/// anything changed.
bool normalizeLaunches(llvm::Module &M, llvm::ModuleAnalysisManager &MAM,
                       bool EmitFoundRemarks);

/// Normalizes (with "found" remarks) and, if that changed the module,
/// invalidates the analyses, so that a transformation can run next.
bool normalizeLaunchesForTransforms(llvm::Module &M,
                                    llvm::ModuleAnalysisManager &MAM);

/// A path around a normalized launch: the code before the buffer request
/// branches to the launch or to Alternative, which rejoins the code after
/// the launch (reading the launch result as success there).
struct LaunchAlternative {
  llvm::BasicBlock *Alternative = nullptr;
  llvm::BasicBlock *Launch = nullptr;
};

/// Fills the dim3 alloca \p Dst with \p Comp (resolveDim3's components),
/// loading components that the analysis could not resolve from the dim3 at
/// \p Src.
void storeDim3(llvm::IRBuilder<> &B, llvm::Value *Dst, llvm::Value *Src,
               llvm::Value *const Comp[3]);

/// Whether \p S has the normalized shape addLaunchAlternative needs: a null
/// check of the buffer guarding the launch.
bool hasAlternativeShape(const LaunchSite &S);

/// Splits \p S before its buffer request: `br TakeLaunch, Launch,
/// Alternative`, where Alternative (named \p AltName) ends with a branch to
/// the join. The parent's dominator tree must be recomputed afterwards.
LaunchAlternative addLaunchAlternative(LaunchSite &S, llvm::Value *TakeLaunch,
                                       const llvm::Twine &AltName);

/// What a transformation needs of a site, checked by siteRefusal.
struct SiteNeeds {
  /// The arguments in DPOpt's staging buffer, each store known.
  bool StagedArguments = false;
  /// Why the transformation cannot take tail launches; empty: it can.
  const char *TailLaunchWhy = "";
  /// User streams order their launches with other work: refused.
  bool RefuseUserStreams = true;
};

/// Why the normalized site \p S cannot be transformed under \p Needs
/// (not normalized, arguments unknown, stream, dimensions), or empty.
std::string siteRefusal(const LaunchSite &S, const SiteNeeds &Needs);

/// Runs \p Transform on every analyzable site of \p M (of the functions in
/// \p OnlyIn, when given). A site it takes has its parent's analyses
/// invalidated; one it refuses gets the missed remark \p RemarkName, "launch
/// of 'child' not <Verb>: why". \p Prepare, when given, first sees every
/// such site, before any is transformed. Returns whether any site was
/// transformed.
bool transformLaunchSites(
    llvm::Module &M, llvm::FunctionAnalysisManager &FAM, LaunchRemarks &Remarks,
    llvm::StringRef RemarkName, llvm::StringRef Verb,
    llvm::function_ref<bool(LaunchSite &, const ChildKernelInfo &,
                            std::string &)>
        Transform,
    llvm::function_ref<void(LaunchSite &, const ChildKernelInfo &)> Prepare =
        nullptr,
    const llvm::SmallPtrSetImpl<llvm::Function *> *OnlyIn = nullptr);

/// `dpopt-normalize`.
class LaunchNormalizationPass
    : public llvm::PassInfoMixin<LaunchNormalizationPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
};

} // namespace dpopt

#endif // DPOPT_LAUNCHNORMALIZATION_H
