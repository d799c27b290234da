//===- KernelCloner.h - Clone a kernel with its geometry remapped -*- C++
//-*-===//
//
// The shared piece behind thresholding (child as a serial device function),
// coarsening (child as a kernel looping over blocks) and aggregation (child
// as a kernel that finds its parent's record). A clone takes the kernel's
// parameters plus extra ones; every read of threadIdx, blockIdx, blockDim and
// gridDim, in the kernel and in the functions it calls, can then be replaced
// by Values the caller supplies.
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_KERNELCLONER_H
#define DPOPT_KERNELCLONER_H

#include "DPOpt/Geometry.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

#include <string>

namespace llvm {
class Argument;
class CallInst;
class Function;
class Type;
class Value;
} // namespace llvm

namespace dpopt {

enum class CloneKind {
  /// A device function (default calling convention, no kernel attributes),
  /// callable from a parent thread.
  DeviceFunction,
  /// A new kernel, launchable like the original.
  Kernel,
};

struct KernelCloneSpec {
  CloneKind Kind = CloneKind::DeviceFunction;
  std::string Name;
  /// Parameters appended after the kernel's own.
  llvm::SmallVector<llvm::Type *, 8> ExtraParams;
  llvm::SmallVector<std::string, 8> ExtraParamNames;
  /// For Kernel clones: drop launch bounds (the clone runs with other block
  /// sizes than the original).
  bool DropLaunchBounds = false;
};

struct KernelClone {
  llvm::Function *F = nullptr;
  /// Every geometry read in the clone (after inlining the callees that read
  /// geometry), by register.
  llvm::SmallVector<llvm::CallInst *, 4> Reads[NumGeometryRegs];

  llvm::Argument *extraParam(unsigned I) const;
  unsigned NumOriginalParams = 0;
};

/// Clones \p Kernel per \p Spec. Calls from the clone to functions that
/// (transitively) read geometry are inlined into it, so that every read is in
/// the clone's own body. Fails if such a call cannot be inlined (recursion,
/// indirect calls).
llvm::Expected<KernelClone> cloneKernel(llvm::Function &Kernel,
                                        const KernelCloneSpec &Spec);

/// Supplies the replacement of one geometry read; returning null keeps it.
using GeometryProvider =
    llvm::function_ref<llvm::Value *(GeometryReg Reg, llvm::CallInst *Read)>;

/// Replaces every read in \p Clone for which \p Provide returns a Value
/// (which must dominate the read). Returns the number replaced.
unsigned remapGeometry(KernelClone &Clone, GeometryProvider Provide);

/// Whether \p F or anything it calls reads a geometry register; unknown
/// callees count as reading.
bool mayReadGeometry(const llvm::Function &F);

} // namespace dpopt

#endif // DPOPT_KERNELCLONER_H
