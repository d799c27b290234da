//===- AtomicReductions.h - Unused-result atomics as red --------*- C++ -*-===//
//
// An atomic whose result is unused needs no answer from memory: PTX `red`
// (SASS RED) sends the update and goes on, `atom` (ATOM) waits for the old
// value. ptxas makes an `atom` whose result is unused a RED when it compiles
// the whole program, but not under -c, which relocatable device code
// (-fgpu-rdc, needed for device launches) uses: every atomicAdd or
// atomicMin of a DP program whose result is dropped waits for memory. MST's
// edge-minimum kernel (`atomicMin(&cmin[comp], key)` per edge), the same
// PTX: 20.6 ms as a whole program, 32.9 ms under -c (H200, kron).
//
// This pass writes such atomics as `red` itself: an atomicrmw whose result
// is unused (add, and, or, xor, min, max, umin, umax of i32 or i64, fadd of
// float or double), not volatile, on global memory (an addrspace(1)
// pointer, or one whose every underlying object is a kernel's pointer
// parameter or a global variable, which NVPTX's backend takes as global
// too), on sm_60 or later, becomes inline PTX `red.global.<op>.<type>`.
// That is what the backend emits for the atomicrmw (`atom.global.<op>.<type>`,
// relaxed at GPU scope, whatever the IR's ordering and scope), without the
// result.
//
// It runs at the end of the optimization pipeline (the inline assembly is
// opaque to what follows), at -O1 and above, in every device module.
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_ATOMICREDUCTIONS_H
#define DPOPT_ATOMICREDUCTIONS_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class OptimizationRemarkEmitter;
} // namespace llvm

namespace dpopt {

/// Rewrites the atomics of \p F described above, a remark each; returns
/// whether \p F changed.
bool writeUnusedAtomicsAsReductions(llvm::Function &F,
                                    llvm::OptimizationRemarkEmitter &ORE);

/// Whether -dpopt-atomic-reductions is on (the default).
bool isAtomicReductionsEnabled();

/// `dpopt-atomic-reductions`: the step above on every function of a device
/// module.
class AtomicReductionsPass : public llvm::PassInfoMixin<AtomicReductionsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
};

} // namespace dpopt

#endif // DPOPT_ATOMICREDUCTIONS_H
