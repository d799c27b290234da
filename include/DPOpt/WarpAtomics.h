//===- WarpAtomics.h - 64-bit atomics combined over the warp ---*- C++ -*-===//
//
// Children often fold their result into one word that every thread of the
// grid updates: a count (`atomicAdd(total, c)`), a component's minimum
// (`atomicMin(&cmin[cu], key)` with cu an argument of the child). Flat
// kernels reduce over the warp first and make one atomic per warp; the DP
// child makes one per thread, all on the same address, which the memory
// system serializes. ptxas combines such atomics over the warp itself for
// 32-bit operands (REDUX, then one lane's RED), but not for 64-bit ones.
//
// This pass does it for 64-bit ones: an atomicrmw add, and, or, xor, min,
// max, umin or umax of an i64 whose result is unused, on an address that
// uniformity analysis proves the same in every lane, on sm_80 or later
// (redux.sync), becomes a reduction over the warp's active lanes
// (redux.sync on 32-bit parts) and the same atomicrmw from the lowest
// active lane alone. The model is LLVM's AMDGPUAtomicOptimizer.
//
// The reordering is what the original allowed: CUDA's atomic functions are
// relaxed (clang emits them as seq_cst, which NVPTX lowers to the same
// relaxed atom instruction), and the lanes' updates commute.
//
// It runs at the end of the optimization pipeline (after inlining: the
// children's code is then in the kernels DPOpt made of them), in modules
// that launch kernels from the device, at -O1 and above.
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_WARPATOMICS_H
#define DPOPT_WARPATOMICS_H

#include "llvm/IR/PassManager.h"

namespace dpopt {

/// Combines the 64-bit atomics of \p F described above; returns whether
/// \p F changed.
bool combineWarpUniformAtomics(llvm::Function &F,
                               llvm::FunctionAnalysisManager &FAM);

/// Whether -dpopt-warp-atomics is on (the default).
bool isWarpAtomicsEnabled();

/// `dpopt-warp-atomics`: the step above on every function of a device
/// module that launches kernels from the device (or calls DPOpt's runtime).
class WarpAtomicsPass : public llvm::PassInfoMixin<WarpAtomicsPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
};

} // namespace dpopt

#endif // DPOPT_WARPATOMICS_H
