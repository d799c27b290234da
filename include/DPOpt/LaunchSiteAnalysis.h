//===- LaunchSiteAnalysis.h - Device-side kernel launches -------*- C++ -*-===//
//
// Finds every device-side kernel launch in an NVPTX module and describes it
// completely: the child kernel, its grid and block dimensions, dynamic shared
// memory, stream, parameter buffer and each argument stored into it. It also
// describes each child kernel (what it and its callees use). Every DPOpt
// transformation works from this one analysis.
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_LAUNCHSITEANALYSIS_H
#define DPOPT_LAUNCHSITEANALYSIS_H

#include "DPOpt/Geometry.h"
#include "DPOpt/RuntimeFunctions.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/Alignment.h"

#include <memory>
#include <string>
#include <vector>

namespace llvm {
class Argument;
class CallBase;
class ICmpInst;
class Instruction;
class Type;
class Value;
class Function;
class Module;
class raw_ostream;
} // namespace llvm

namespace dpopt {

/// NVPTX address spaces.
constexpr unsigned GenericAddrSpace = 0, GlobalAddrSpace = 1,
                   SharedAddrSpace = 3, LocalAddrSpace = 5;

/// Whether \p Ptr points into the thread's local memory: the local address
/// space, an alloca, or a by-value parameter (which a kernel that writes it
/// copies into each thread's local memory), where the same address names
/// another word in each thread.
bool isThreadLocalAddress(const llvm::Value *Ptr);

/// One kernel argument as the parent writes it into the parameter buffer.
struct LaunchArgument {
  unsigned ParamNo = 0;
  uint64_t Offset = 0;
  uint64_t Size = 0;
  llvm::Type *Ty = nullptr;
  /// The value stored (scalars), or null for an argument copied by memcpy.
  llvm::Value *StoredValue = nullptr;
  /// The memory copied into the buffer (structs passed by value).
  llvm::Value *CopySource = nullptr;
  llvm::Instruction *Writer = nullptr;
  /// A struct written piece by piece (after SROA): every store or copy into
  /// the parameter's bytes, with its offset inside the parameter.
  llvm::SmallVector<std::pair<uint64_t, llvm::Instruction *>, 4> Pieces;
  bool isPiecewise() const { return !Pieces.empty(); }
};

/// A stream a thread creates for one launch alone (StreamKind::Created): the
/// cudaStreamCreateWithFlags call that makes it and its cudaStreamDestroy
/// calls.
struct CreatedStream {
  llvm::CallBase *Create = nullptr;
  llvm::SmallVector<llvm::CallBase *, 2> Destroys;
};

/// One device-side launch.
struct LaunchSite {
  llvm::Function *Parent = nullptr;
  llvm::CallBase *LaunchCall = nullptr;
  llvm::CallBase *BufferCall = nullptr;
  const LaunchFunctionInfo *LaunchFn = nullptr;
  const LaunchFunctionInfo *BufferFn = nullptr;

  /// The kernel launched; null when the launch goes through a pointer.
  llvm::Function *Child = nullptr;
  llvm::Value *ChildOperand = nullptr;

  /// dim3 operands as passed (byval pointers) and their resolved x, y, z
  /// (null where the stored value could not be found).
  llvm::Value *GridPtr = nullptr, *BlockPtr = nullptr;
  llvm::Value *Grid[3] = {nullptr, nullptr, nullptr};
  llvm::Value *Block[3] = {nullptr, nullptr, nullptr};
  llvm::Value *SharedMem = nullptr;

  llvm::Value *Stream = nullptr;
  StreamKind StreamK = StreamKind::Default;
  /// For StreamKind::Created: the stream's create and destroy calls.
  CreatedStream StreamCalls;

  /// Where the arguments are written: the runtime's parameter buffer, or the
  /// staging buffer of a normalized launch.
  llvm::Value *ArgStorage = nullptr;
  uint64_t BufferSize = 0;
  llvm::SmallVector<LaunchArgument, 8> Args;
  /// At -O0 user code may keep the buffer pointer in a local variable: its
  /// alloca, and the loads that read the pointer back.
  llvm::Value *BufferLocal = nullptr;
  llvm::SmallVector<llvm::Value *, 4> BufferReloads;
  /// `buffer == null` comparison guarding the launch, if any.
  llvm::ICmpInst *NullCheck = nullptr;

  /// For a launch into a default stream in a kernel: why the stream must
  /// keep it in order with another launch its thread makes (LaunchOrder.h),
  /// or empty.
  std::string ThreadOrder;

  /// False when the launch itself cannot be understood (child, buffer,
  /// configuration); Reason says why. Such a site is left alone.
  bool Analyzable = true;
  std::string Reason;
  /// False when the argument writes cannot be followed (ArgsReason says
  /// why): the launch can still be normalized, but not transformed.
  bool ArgsKnown = true;
  std::string ArgsReason;

  StreamKind streamKind() const { return StreamK; }
  bool isV2() const { return LaunchFn->Api == LaunchApi::V2; }
  bool dimsResolved() const;
  /// Whether the launch is in DPOpt's canonical form (CDP2 V2 builtins).
  bool isNormalized() const {
    return isV2() && LaunchFn->Flavor == LaunchFlavor::CDP2;
  }
  void print(llvm::raw_ostream &OS) const;
};

/// What a child kernel (and everything it calls) does.
struct ChildKernelInfo {
  llvm::Function *Kernel = nullptr;
  GeometryMask GeometryReads;
  bool UsesBarrier = false;
  bool UsesWarpPrimitives = false;
  bool UsesStaticShared = false;
  bool UsesDynamicShared = false;
  /// Atomics or fences scoped to the block or its cluster
  /// (atomicAdd_block, __threadfence_block), or reads of the cluster's
  /// registers: they hold only among the threads of one block.
  bool UsesBlockScope = false;
  /// Inline assembly other than a read of a timer or the SM's number
  /// (classifyInlineAsm).
  bool HasInlineAsm = false;
  /// Inline assembly that reads the thread's place in the grid or its
  /// launch's registers, or calls code: no clone of the child can remap it.
  bool AsmReadsGeometry = false;
  /// A launch register the child reads by an intrinsic, which no clone can
  /// remap (unremappableLaunchRegister), or empty.
  llvm::StringRef LaunchRegisterRead;
  bool HasIndirectCall = false;
  bool LaunchesKernels = false;
  bool LaunchesItself = false;
  /// Its launches lead back to it, directly or through other kernels (self
  /// or mutual recursion): its grids come level by level.
  bool OnLaunchCycle = false;
  /// Some launch of its code goes into cudaStreamTailLaunch.
  bool MakesTailLaunches = false;
  bool IsRecursive = false;
  /// Aggregation made the child a parent that aggregates its own launches by
  /// groups of blocks: it calls DPOpt's block hooks (isBlockHook).
  bool HasBlockHooks = false;
  /// A thread of the child may run a loop of more than a few iterations (a
  /// constant count at most MaxShortLoopIterations, nesting multiplied, is
  /// few), in the child or in a function it calls, or recurse: thresholding's
  /// default threshold is lower for such a child, whose threads may each do
  /// a lot of work.
  bool HasLongLoop = false;
  /// The child makes an atomic read-modify-write whose result is unused on
  /// an address the same in every lane of a warp (sameInWarp: from its
  /// arguments, constants and blockIdx; `atomicMin(&cmin[cu], key)`,
  /// `atomicAdd(count, 1)`), in its own code (or through a call of a
  /// function that makes it on an address it takes, as clang's atomicMin
  /// does before inlining), and not only in a block's first thread, once
  /// (runsInFirstThreadsOnce: `if (threadIdx.x == 0)` outside loops, a
  /// block's counter). Launched, a warp's updates of
  /// that word combine into one (ptxas for 32-bit operands, WarpAtomics.h
  /// for 64-bit ones); run serially or spread over the parent's lanes,
  /// every thread makes its own: thresholding's default threshold is lower
  /// for such a child (DefaultUniformAtomicThreshold).
  bool HasUniformAtomic = false;
  /// Declarations called whose behaviour is unknown.
  llvm::SmallVector<llvm::Function *, 4> UnknownCallees;
  /// Launch bounds as clang writes them ("nvvm.maxntid"="256", ...).
  std::string MaxNTid, ReqNTid, MinCTASm, MaxNReg;

  bool usesSharedMemory() const {
    return UsesStaticShared || UsesDynamicShared;
  }
  /// Whether a kernel that runs several of the child's blocks one after
  /// another in each of its blocks needs a barrier between them: the next
  /// block's threads must not overwrite shared memory a slower thread still
  /// reads, nor enter the block hooks before the last thread has left them.
  bool needsBarrierBetweenBlocks() const {
    return usesSharedMemory() || HasBlockHooks;
  }
  /// Why running the child's threads one after another in a single thread
  /// would change its meaning, or empty when it would not.
  std::string serializationHazard() const;
  /// Why the child cannot be cloned with its geometry remapped, or empty.
  std::string cloneHazard() const;
  /// Why some code the kernel runs is not here to look at (an indirect
  /// call, a function defined in another module), the words following
  /// \p Subject ("the child", "it"), or empty.
  std::string hiddenCodeHazard(llvm::StringRef Subject) const;
  /// Why a barrier at the kernel's one exit might not be met by every
  /// thread of the block (inline assembly, which may `exit`, or code not
  /// here to look at), the words following \p Subject, or empty.
  std::string exitBarrierHazard(llvm::StringRef Subject) const;
  void print(llvm::raw_ostream &OS) const;
};

/// A use of a launch entry point other than by a call that names it: its
/// address is taken, and launches made through it cannot be seen.
struct UnseenLaunchUse {
  const LaunchFunctionInfo *Fn = nullptr;
  /// The instruction that uses it, or null for a constant (an initializer).
  llvm::Instruction *At = nullptr;
};

/// The result of the launch-site analysis for a module.
class LaunchSiteInfo {
public:
  std::vector<std::unique_ptr<LaunchSite>> Sites;
  std::vector<UnseenLaunchUse> UnseenUses;
  llvm::DenseMap<const llvm::Function *, std::unique_ptr<ChildKernelInfo>>
      Children;

  const ChildKernelInfo *getChildInfo(const llvm::Function *F) const {
    auto It = Children.find(F);
    return It == Children.end() ? nullptr : It->second.get();
  }
  void print(llvm::raw_ostream &OS) const;

  bool invalidate(llvm::Module &, const llvm::PreservedAnalyses &PA,
                  llvm::ModuleAnalysisManager::Invalidator &);
};

/// Whether a launch of the module goes into cudaStreamTailLaunch: such a
/// grid waits for its parent grid's other work, and fire-and-forget work is
/// not promised to be part of it.
bool makesTailLaunches(const LaunchSiteInfo &Info);
/// The remark's reason for leaving launches of such a module in their stream.
constexpr const char *TailLaunchesKeepStreams =
    "the module makes tail launches, which wait for a grid's other work, and "
    "fire-and-forget work is not promised to be part of it";

/// Function attribute of the functions DPOpt makes for the launch sites of
/// a child (ChildVersions.h, createSiteHelper): the launches in them are
/// DPOpt's own (a coarsened launch, whose kernel is chosen at run time), not
/// sites to analyze again.
constexpr const char *SiteHelperAttr = "dpopt-site-helper";

/// Analyzes one launch call (\p CB must call a Launch-role function).
std::unique_ptr<LaunchSite> analyzeLaunchSite(llvm::CallBase &CB);

/// Whether \p Name is an NVVM intrinsic that synchronizes a block or cluster.
bool isBarrierName(llvm::StringRef Name);

/// Whether \p F is a kernel (a __global__ function).
bool isKernel(const llvm::Function &F);

/// The functions with a body that \p K calls directly or through other
/// such functions (not \p K itself).
llvm::SmallVector<llvm::Function *, 8> definedCallees(llvm::Function &K);

/// The first call (inline assembly left out) in \p K or one of its
/// definedCallees for which \p Pred holds, or null.
llvm::CallBase *findCallInCode(llvm::Function &K,
                               llvm::function_ref<bool(llvm::CallBase &)> Pred);

/// Whether control can go from \p From (leaving it) to a block for which
/// \p IsTarget holds, \p From itself included, without entering \p Stop.
bool reachesAfter(llvm::BasicBlock *From,
                  llvm::function_ref<bool(llvm::BasicBlock *)> IsTarget,
                  const llvm::BasicBlock *Stop = nullptr);

/// Describes a kernel and its transitive callees.
std::unique_ptr<ChildKernelInfo> analyzeChildKernel(llvm::Function &Kernel);

/// Finds the x, y, z stored into the dim3 at \p Dim3Ptr before \p Use.
/// Returns false if any component cannot be found.
bool resolveDim3(llvm::Value *Dim3Ptr, llvm::Instruction *Use,
                 llvm::Value *Out[3]);

/// The stream kind of the launch call \p CB (a launch of \p LF's) from its
/// operand alone: User for every stream a thread created (analyzeLaunchSite
/// tells StreamKind::Created apart).
StreamKind launchStreamKind(llvm::CallBase &CB, const LaunchFunctionInfo &LF);

/// The alignment of parameter \p A in the parameter buffer: its type's (the
/// byval type's) ABI alignment, or more where the parameter asks for more.
llvm::Align kernelParamAlign(const llvm::Argument &A);

/// Byte offset and size of each of a kernel's parameters in the parameter
/// buffer (the CUDA ABI: each at its natural alignment, in order), and the
/// total size in \p TotalSize.
llvm::SmallVector<std::pair<uint64_t, uint64_t>, 8>
kernelParamLayout(const llvm::Function &Kernel, uint64_t &TotalSize);

/// Builds the analysis for every launch in the module.
LaunchSiteInfo computeLaunchSites(llvm::Module &M);

class LaunchSiteAnalysis : public llvm::AnalysisInfoMixin<LaunchSiteAnalysis> {
  friend llvm::AnalysisInfoMixin<LaunchSiteAnalysis>;
  static llvm::AnalysisKey Key;

public:
  using Result = LaunchSiteInfo;
  Result run(llvm::Module &M, llvm::ModuleAnalysisManager &MAM);
};

/// `print<dpopt-launches>`: dumps the analysis.
class LaunchSitePrinterPass
    : public llvm::PassInfoMixin<LaunchSitePrinterPass> {
  llvm::raw_ostream &OS;

public:
  explicit LaunchSitePrinterPass(llvm::raw_ostream &OS) : OS(OS) {}
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
  static bool isRequired() { return true; }
};

} // namespace dpopt

#endif // DPOPT_LAUNCHSITEANALYSIS_H
