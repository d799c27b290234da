//===- Remarks.cpp - DPOpt optimization remarks ---------------------------===//

#include "DPOpt/Remarks.h"
#include "DPOpt/LaunchSiteAnalysis.h"

#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace dpopt {

LaunchRemarks::LaunchRemarks(ModuleAnalysisManager &MAM, Module &M)
    : FAM(MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager()) {}

static void printDim(raw_ostream &OS, Value *const V[3]) {
  OS << "(";
  for (unsigned D = 0; D != 3; ++D) {
    if (D)
      OS << ", ";
    if (!V[D])
      OS << "?";
    else if (auto *CI = dyn_cast<ConstantInt>(V[D]))
      OS << CI->getValue();
    else
      OS << "*"; // computed at run time
  }
  OS << ")";
}

std::string describeLaunch(const LaunchSite &S) {
  std::string Str;
  raw_string_ostream OS(Str);
  if (S.Child)
    OS << S.Child->getName();
  else
    OS << "<indirect>";
  OS << "<<<";
  printDim(OS, S.Grid);
  OS << ", ";
  printDim(OS, S.Block);
  OS << ", ";
  if (auto *CI = dyn_cast_or_null<ConstantInt>(S.SharedMem))
    OS << CI->getValue();
  else
    OS << "*";
  OS << ", " << streamKindName(S.streamKind()) << ">>>";
  return Str;
}

template <typename RemarkT>
static RemarkT makeRemark(const LaunchSite &S, StringRef Name) {
  return RemarkT(RemarkPassName, Name, S.LaunchCall->getDebugLoc(),
                 S.LaunchCall->getParent());
}

void LaunchRemarks::found(const LaunchSite &S) {
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(*S.Parent);
  ORE.emit([&] {
    auto R = makeRemark<OptimizationRemarkAnalysis>(S, "LaunchFound");
    R << "device launch " << describeLaunch(S) << " (";
    R << (S.isV2() ? "V2" : "V1") << " API, " << S.LaunchFn->Name << ")";
    return R;
  });
}

void LaunchRemarks::transformed(const LaunchSite &S, StringRef RemarkName,
                                const Twine &What) {
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(*S.Parent);
  ORE.emit([&] {
    return makeRemark<OptimizationRemark>(S, RemarkName) << What.str();
  });
}

void LaunchRemarks::missed(const LaunchSite &S, StringRef RemarkName,
                           const Twine &Why) {
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(*S.Parent);
  ORE.emit([&] {
    return makeRemark<OptimizationRemarkMissed>(S, RemarkName) << Why.str();
  });
}

void LaunchRemarks::missedAt(Instruction &I, StringRef RemarkName,
                             const Twine &Why) {
  auto &ORE =
      FAM.getResult<OptimizationRemarkEmitterAnalysis>(*I.getFunction());
  ORE.emit([&] {
    return OptimizationRemarkMissed(RemarkPassName, RemarkName, &I)
           << Why.str();
  });
}

void LaunchRemarks::note(const LaunchSite &S, StringRef RemarkName,
                         const Twine &Text) {
  auto &ORE = FAM.getResult<OptimizationRemarkEmitterAnalysis>(*S.Parent);
  ORE.emit([&] {
    return makeRemark<OptimizationRemarkAnalysis>(S, RemarkName) << Text.str();
  });
}

void emitKernelRemark(Function &K, RemarkKind Kind, StringRef RemarkName,
                      const Twine &Text) {
  OptimizationRemarkEmitter ORE(&K);
  switch (Kind) {
  case RemarkKind::Passed:
    ORE.emit(OptimizationRemark(RemarkPassName, RemarkName, &K) << Text.str());
    break;
  case RemarkKind::Missed:
    ORE.emit(OptimizationRemarkMissed(RemarkPassName, RemarkName, &K)
             << Text.str());
    break;
  case RemarkKind::Analysis:
    ORE.emit(OptimizationRemarkAnalysis(RemarkPassName, RemarkName, &K)
             << Text.str());
    break;
  }
}

DiagnosticLocation programLocation(const Instruction &I) {
  const DILocation *Loc = I.getDebugLoc().get();
  if (!Loc)
    return DiagnosticLocation();
  // DPOpt's clones of a child may have no subprogram: then the file of the
  // outermost location.
  StringRef File = Loc->getFilename();
  if (const DISubprogram *SP = I.getFunction()->getSubprogram())
    File = SP->getFilename();
  else
    for (const DILocation *At = Loc; At; At = At->getInlinedAt())
      File = At->getFilename();
  while (Loc->getInlinedAt() && Loc->getFilename() != File)
    Loc = Loc->getInlinedAt();
  return DiagnosticLocation(Loc);
}

} // namespace dpopt
