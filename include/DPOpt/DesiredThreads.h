//===- DesiredThreads.h - Threads a launch asks for -------------*- C++ -*-===//
//
// Programmers size a grid as the ceiling of the wanted thread count N over
// the block size b: (N-1)/b+1, (N+b-1)/b, N/b+(N%b!=0), ceil((float)N/b),
// with shifts for power-of-two b. Recognizing the pattern gives N, the
// number of threads the child needs (Fig. 4 of Olabi et al., CGO'22), which
// is what thresholding compares with its threshold.
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_DESIREDTHREADS_H
#define DPOPT_DESIREDTHREADS_H

#include <string>

namespace llvm {
class DominatorTree;
class Instruction;
class Value;
} // namespace llvm

namespace dpopt {

struct CeilDivMatch {
  /// The thread count N, an existing Value that dominates the launch.
  llvm::Value *N = nullptr;
  /// Whether N is to be read as signed (the division was signed).
  bool Signed = false;
  /// Which pattern matched, for remarks: "(N+b-1)/b", ...
  std::string Pattern;
};

/// Recognizes \p Grid == ceil(N / \p Block). \p At is the launch; N must
/// dominate it (\p DT). Returns a match with N null when nothing matches.
CeilDivMatch matchCeilDiv(llvm::Value *Grid, llvm::Value *Block,
                          llvm::Instruction *At, const llvm::DominatorTree &DT);

} // namespace dpopt

#endif // DPOPT_DESIREDTHREADS_H
