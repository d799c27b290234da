//===- SharedAlignment.h - Shared arrays aligned for LDS.128 ---*- C++ -*-===//
//
// Device launches need relocatable device code (-fgpu-rdc): ptxas then
// compiles each module alone (ptxas -c) and nvlink places the __shared__
// variables. ptxas knows no more of a variable's address than the alignment
// the PTX declares, the element type's (4 bytes for an int array), so it
// cannot merge neighbouring accesses into 128-bit ones (LDS.128) as it does
// when it compiles the whole program and places the variables itself.
// QSORT's partition kernel (warp counts summed from two int[2][16] arrays),
// the same PTX: 265 LDS under -c, 9 LDS and 64 LDS.128 for the whole
// program, and 15% slower on the H200 (bench/results/2026-11-29-h200-qsort).
//
// This pass declares such variables 16-byte aligned: shared variables
// defined in the module, aligned to less than 16 bytes, whose size is a
// nonzero multiple of 16 (so no padding follows them). Padding can precede
// one (at most 16 minus its old alignment), so a variable is left alone
// unless every function that uses it is a kernel, or local to the module and
// called only from such functions, and each kernel that reaches it keeps its
// static shared memory (its variables, each padded to its alignment) within
// 48 KiB. Dynamic shared memory (extern __shared__ arrays) is not touched.
//
// It runs at the end of the optimization pipeline, when DPOpt's kernels and
// their shared variables exist, in every device module.
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_SHAREDALIGNMENT_H
#define DPOPT_SHAREDALIGNMENT_H

#include "llvm/IR/PassManager.h"

namespace dpopt {

/// Aligns the shared variables of \p M described above; returns whether
/// \p M changed.
bool alignSharedArrays(llvm::Module &M, llvm::ModuleAnalysisManager &MAM);

/// Whether -dpopt-shared-alignment is on (the default).
bool isSharedAlignmentEnabled();

/// `dpopt-shared-alignment`: the step above on a device module.
class SharedAlignmentPass : public llvm::PassInfoMixin<SharedAlignmentPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
};

} // namespace dpopt

#endif // DPOPT_SHAREDALIGNMENT_H
