//===- Remarks.h - DPOpt optimization remarks -------------------*- C++ -*-===//
//
// Every remark DPOpt emits uses the pass name "dpopt", so that
// -Rpass=dpopt, -Rpass-missed=dpopt and -Rpass-analysis=dpopt show them all.
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_REMARKS_H
#define DPOPT_REMARKS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/IR/PassManager.h"

namespace llvm {
class DiagnosticLocation;
class Function;
class Instruction;
} // namespace llvm

namespace dpopt {

struct LaunchSite;

inline constexpr const char *RemarkPassName = "dpopt";

/// Emits remarks about launch sites through the function's remark emitter.
class LaunchRemarks {
  llvm::FunctionAnalysisManager &FAM;

public:
  explicit LaunchRemarks(llvm::ModuleAnalysisManager &MAM, llvm::Module &M);

  /// Analysis remark: what the site launches and how.
  void found(const LaunchSite &S);
  /// Passed remark: the site was transformed.
  void transformed(const LaunchSite &S, llvm::StringRef RemarkName,
                   const llvm::Twine &What);
  /// Missed remark: the site was left alone, and why.
  void missed(const LaunchSite &S, llvm::StringRef RemarkName,
              const llvm::Twine &Why);
  /// Missed remark at an instruction that is not a launch site.
  void missedAt(llvm::Instruction &I, llvm::StringRef RemarkName,
                const llvm::Twine &Why);
  /// Analysis remark with free text.
  void note(const LaunchSite &S, llvm::StringRef RemarkName,
            const llvm::Twine &Text);
};

enum class RemarkKind { Passed, Missed, Analysis };

/// A remark about kernel \p K as a whole (where it is defined). Needs no
/// analysis manager: the register budget's check emits these after it has
/// inlined calls into \p K.
void emitKernelRemark(llvm::Function &K, RemarkKind Kind,
                      llvm::StringRef RemarkName, const llvm::Twine &Text);

/// "child<<<(*, 1, 1), (128, 1, 1), 0, default>>>", * for run-time values.
std::string describeLaunch(const LaunchSite &S);

/// Where the program wrote \p I, for a remark: the first place, going out
/// of inlined code, in the file of the function that holds \p I (the call of
/// CUDA's atomic function, say, not the header line the inliner took \p I
/// from).
llvm::DiagnosticLocation programLocation(const llvm::Instruction &I);

} // namespace dpopt

#endif // DPOPT_REMARKS_H
