//===- Geometry.h - threadIdx/blockIdx/blockDim/gridDim registers -*- C++
//-*-===//

#ifndef DPOPT_GEOMETRY_H
#define DPOPT_GEOMETRY_H

#include "llvm/ADT/StringRef.h"
#include <optional>

namespace llvm {
class AllocaInst;
class BasicBlock;
class Function;
class IRBuilderBase;
class PostDominatorTree;
class StoreInst;
class Twine;
class Value;
} // namespace llvm

namespace dpopt {

/// The special registers a CUDA kernel reads to learn where it runs, in the
/// order threadIdx, blockIdx, blockDim, gridDim and x, y, z within each.
enum class GeometryReg : unsigned {
  TidX,
  TidY,
  TidZ,
  CtaidX,
  CtaidY,
  CtaidZ,
  NtidX,
  NtidY,
  NtidZ,
  NctaidX,
  NctaidY,
  NctaidZ,
};
constexpr unsigned NumGeometryRegs = 12;

enum class GeometryGroup : unsigned { ThreadIdx, BlockIdx, BlockDim, GridDim };

inline GeometryReg geometryReg(GeometryGroup G, unsigned Dim) {
  return static_cast<GeometryReg>(static_cast<unsigned>(G) * 3 + Dim);
}
inline unsigned geometryIndex(GeometryReg R) {
  return static_cast<unsigned>(R);
}
inline GeometryGroup geometryGroup(GeometryReg R) {
  return static_cast<GeometryGroup>(geometryIndex(R) / 3);
}
inline unsigned geometryDim(GeometryReg R) { return geometryIndex(R) % 3; }

/// "threadIdx.x", "gridDim.z", ...
std::string geometryRegName(GeometryReg R);

/// The register read by a call of \p F (an llvm.nvvm.read.ptx.sreg.*
/// intrinsic).
std::optional<GeometryReg> getGeometryRegRead(const llvm::Function *F);
/// The register \p V reads: a call of such an intrinsic, or of a function
/// that only returns one (clang's __cuda_builtin_threadIdx_t::
/// __fetch_builtin_x and the like, before they are inlined).
std::optional<GeometryReg> getGeometryRegRead(const llvm::Value *V);

/// What \p V, a call of a defined function without parameters whose code is
/// one block, returns (in the callee): clang's builtin wrappers and small
/// helpers (`bool first_thread() { return (threadIdx.x | ...) == 0; }`)
/// before they are inlined. Null for any other value.
const llvm::Value *wrapperReturnValue(const llvm::Value *V);

/// Whether \p F is compiled for sm_<Version> or later (its target-cpu).
bool compiledForSM(const llvm::Function &F, unsigned Version);

/// Whether \p F is compiled for sm_80 or later, where redux.sync sums or
/// takes the minimum or maximum over the lanes of a warp in one instruction.
bool hasWarpReduce(const llvm::Function &F);

/// Emits whether the calling lane is the lowest lane of \p Mask (a warp's
/// lanes, the calling one among them): the lane that acts for them.
llvm::Value *emitIsFirstLane(llvm::IRBuilderBase &B, llvm::Value *Mask,
                             const llvm::Twine &Name);

/// The one store into the local variable \p AI, when loads and lifetime
/// markers are its only other users (nothing else writes it or takes its
/// address); null otherwise. Clang's -O0 code keeps arguments and locals in
/// such variables.
const llvm::StoreInst *soleStoreToLocal(const llvm::AllocaInst &AI);
inline llvm::StoreInst *soleStoreToLocal(llvm::AllocaInst &AI) {
  return const_cast<llvm::StoreInst *>(
      soleStoreToLocal(static_cast<const llvm::AllocaInst &>(AI)));
}

/// \p V without pointer casts, or, while that is a load of a local variable
/// that a single store in the function's entry block writes before the load
/// (and nothing else writes or takes the address of), the stored value:
/// what clang's -O0 code keeps in its argument slots.
const llvm::Value *throughEntryLocals(const llvm::Value *V);

/// Whether \p V is the same in every lane of the warp, whenever each lane
/// computes it: the kernel's arguments (not by-value ones, which a thread
/// may copy to its local memory), constants and globals, blockIdx, blockDim
/// and gridDim, and what address arithmetic, casts, comparisons, selects and
/// operations that cannot trap make of them (up to \p Depth deep). With
/// \p ReadsMemory, also what they load, and the runtime's record of an
/// aggregated block (FindRecordName): then only likely, as memory may change
/// between the lanes' loads. (Uniformity analysis says the same of more
/// values, but only for the lanes in one iteration of a loop: lanes in
/// different iterations may run an instruction together as well.)
bool sameInWarp(const llvm::Value *V, bool ReadsMemory, unsigned Depth = 8);

/// Whether, once a lane of a warp reaches \p BB, every lane of the warp
/// reaches it: each branch on the way that may bypass BB has a condition
/// the same in every lane (sameInWarp, loads included), or bounds the
/// lanes' consecutive thread indices (`i < n` splits only the grid's last
/// warp). Here a phi counts as the same in every lane too when its incoming
/// values are and no branch that lanes may take apart chooses among them
/// or ends its cycle (a loop's counter), and so does what the kernel reads
/// from a by-value parameter that nothing writes. A branch whose ways meet
/// again before BB does not count. Heuristic: what lanes load may differ,
/// and lanes need not run BB together (nor the same iteration).
bool reachedByWholeWarps(const llvm::BasicBlock &BB,
                         const llvm::PostDominatorTree &PDT);

/// A set of geometry registers.
class GeometryMask {
  unsigned Bits = 0;

public:
  void insert(GeometryReg R) { Bits |= 1u << geometryIndex(R); }
  bool contains(GeometryReg R) const { return Bits & (1u << geometryIndex(R)); }
  bool containsGroup(GeometryGroup G) const {
    return Bits & (7u << (static_cast<unsigned>(G) * 3));
  }
  bool empty() const { return Bits == 0; }
  GeometryMask &operator|=(GeometryMask O) {
    Bits |= O.Bits;
    return *this;
  }
  /// "threadIdx.x blockDim.x" or "none".
  std::string str() const;
};

} // namespace dpopt

#endif // DPOPT_GEOMETRY_H
