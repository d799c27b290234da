//===- RuntimeFunctions.h - Known CUDA device-launch functions --*- C++ -*-===//
//
// Recognition of the device-runtime calls that make up a device-side launch,
// driven by RuntimeFunctions.def (in the manner of OpenMPOpt's OMPKinds.def).
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_RUNTIMEFUNCTIONS_H
#define DPOPT_RUNTIMEFUNCTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/IRBuilder.h"

#include <string>

namespace llvm {
class CallBase;
class Function;
class Module;
class FunctionCallee;
class StructType;
} // namespace llvm

namespace dpopt {

enum class LaunchFunctionId {
#define DPOPT_LAUNCH_FUNCTION(Id, ...) Id,
#include "DPOpt/RuntimeFunctions.def"
};

enum class LaunchRole { GetBuffer, Launch };
enum class LaunchApi { V1, V2 };
enum class LaunchFlavor { Wrapper, CDP2, CDP1 };
enum class PerThreadKind { No, Yes, Body };

/// One row of RuntimeFunctions.def.
struct LaunchFunctionInfo {
  LaunchFunctionId Id;
  llvm::StringRef Name;
  LaunchRole Role;
  LaunchApi Api;
  LaunchFlavor Flavor;
  PerThreadKind PerThread;
  int FuncArg, BufferArg, GridArg, BlockArg, ShmemArg, StreamArg, AlignArg,
      SizeArg;
};

/// The table row for a function of this name, or null.
const LaunchFunctionInfo *lookupLaunchFunction(llvm::StringRef Name);
const LaunchFunctionInfo *lookupLaunchFunction(const llvm::Function *F);

/// Whether \p M launches kernels from the device or calls DPOpt's runtime.
bool launchesFromDevice(const llvm::Module &M);

/// The row for the function that \p CB calls by name: directly, through
/// pointer casts or through an alias, and even when the call's type is not
/// the function's (launchCallProblem then says so). Null for other calls.
const LaunchFunctionInfo *lookupLaunchCall(const llvm::CallBase &CB);

/// The number of operands a call of \p Info takes.
unsigned launchFunctionArity(const LaunchFunctionInfo &Info);

/// Why \p CB, a call of the table's function \p Info, is not the call the
/// table describes (call form, callee, operand count and types, byval dim3
/// operands, return type), or empty. DPOpt leaves such a call alone.
std::string launchCallProblem(const llvm::CallBase &CB,
                              const LaunchFunctionInfo &Info);

/// Why DPOpt cannot call its V2 entry points (getGetParameterBufferV2,
/// getLaunchDeviceV2) in \p M: a global of that name that is not a function
/// of the expected prototype. Empty when it can.
std::string v2EntryPointConflict(llvm::Module &M, LaunchFlavor Flavor,
                                 bool PerThread);

/// Kernel parameters CUDA accepts (bytes, CUDA 12.1 and later on Volta and
/// newer); a larger parameter buffer is not a real launch.
constexpr uint64_t MaxParameterBufferSize = 32764;

/// True if \p F is one of clang's inline launch wrappers, whose own body
/// forwards to the builtins and must not be treated as a launch site.
bool isLaunchWrapper(const llvm::Function &F);

/// Whether a null stream passed to a call of \p F means the per-thread
/// default stream. Wrappers are resolved through their bodies.
bool launchUsesPerThreadStream(const llvm::Function &F);

/// A device-runtime function other than a launch: its name without the
/// "__cudaCDP2" (CDP2 builtin) or "cuda" (CDP1 extern) prefix, the
/// parameters of its CDP2 builtin, and the libdpagg wrapper that makes its
/// calls one lane of a warp at a time (empty: such calls are not routed).
struct DeviceRuntimeCallInfo {
  llvm::StringRef Base;
  unsigned NumParams;
  llvm::StringRef GateWrapper;
};
llvm::ArrayRef<DeviceRuntimeCallInfo> deviceRuntimeCalls();

/// Whether a call of the declaration \p Name enters the device runtime at
/// its site, as a launch does: a device-runtime function other than a
/// launch or an error query (stream and event calls, asynchronous copies,
/// cudaMalloc...).
bool entersDeviceRuntime(llvm::StringRef Name);

/// Whether a call of the declaration \p F launches no kernel: intrinsics,
/// libdevice, printf, heap and assert, and the device runtime's calls other
/// than launches.
bool launchesNothing(const llvm::Function &F);

/// What a call that is not a launch may do as far as launches go.
enum class CallLaunches {
  /// Nothing: inline asm, a declaration that launchesNothing, or (when the
  /// caller asks) DPOpt's runtime, which makes the launches DPOpt already
  /// transformed.
  Nothing,
  /// Whatever the function it calls, through a pointer, does.
  Indirect,
  /// A declaration not known to launch nothing.
  UnknownDeclaration,
  /// Whatever the defined function it calls does.
  DefinedCallee,
};
CallLaunches classifyCallLaunches(const llvm::CallBase &CB,
                                  bool DPOptRuntimeLaunchesNothing);

/// What a call of inline assembly does, as far as its text shows.
enum class InlineAsmKind {
  /// It only reads a timer, the SM's number or the grid's launch number
  /// into its one result (`mov.u64 $0, %globaltimer;`, %globaltimer_lo/_hi,
  /// %clock, %clock_hi, %clock64, %smid, %nsmid, %gridid: what timing and
  /// tracing code reads): no memory, no control flow, nothing that depends
  /// on where the thread is in its grid or warp, so any thread may run it in
  /// its place.
  SpecialRegisterRead,
  /// It names a register of the thread's place in the grid (%tid, %ntid,
  /// %ctaid, %nctaid, the cluster's) or of its launch's shape (the shared
  /// memory sizes), or calls code: a clone that remaps the kernel's
  /// geometry (aggregated, coarsened, serial) cannot remap what it reads.
  ReadsGeometry,
  /// Anything else: it may read the lane's registers, touch memory, exit.
  Other,
};
InlineAsmKind classifyInlineAsm(const llvm::CallBase &CB);

/// What intrinsic \p Name reads of its launch that a clone of the kernel
/// changes and cannot remap, for a remark: the shared memory sizes (an
/// aggregated block gets the largest of its records', and a clone may add
/// static shared memory; a parent thread has its own), the cluster count,
/// and cluster launch control (it cancels the grid's blocks not yet
/// started). Empty for any other intrinsic; %gridid, like %smid, is not one
/// (see classifyInlineAsm).
llvm::StringRef unremappableLaunchRegister(llvm::StringRef Name);

/// Declarations whose behaviour is known not to depend on the calling
/// thread's position or to synchronize: printf, heap, assert, libdevice
/// math, the device runtime and DPOpt's runtime. (DPOpt's block hooks work
/// on the block that runs them; isBlockHook says which versions of a kernel
/// can keep them.)
bool isKnownSafeDeclaration(const llvm::Function &F);

/// The DPOpt runtime's block hooks, which aggregation adds to a parent kernel
/// (Aggregation.h): at its entry, then after the entry barrier, and before
/// every return; or, where the block claims its cell at its first launch,
/// at the kernel's one exit after a barrier (BlockLeaveHook).
inline constexpr llvm::StringLiteral BlockEnterHook = "__dpagg_enter",
                                     BlockHandleHook = "__dpagg_block",
                                     BlockExitHook = "__dpagg_exit",
                                     BlockLeaveHook = "__dpagg_leave";

/// The runtime's calls at the returns of a kernel whose launches may be
/// deferred to its threads' exits: every thread waits for its warp
/// (DeferredFlushHook, which says whether the thread has chunks deferred),
/// and those that have launch them (DeferredLaunchHook).
inline constexpr llvm::StringLiteral DeferredFlushHook = "__dpagg_flush",
                                     DeferredLaunchHook =
                                         "__dpagg_flush_launch";

/// Whether \p F is one of the DPOpt runtime's block hooks: they
/// count the threads of the block that runs them, so only a kernel whose
/// blocks run the child's blocks whole, one after another, can keep them.
bool isBlockHook(const llvm::Function &F);

/// The unqualified name of a function ("ceilf" for _ZL5ceilff, "child" for
/// _Z5childPi); a name that is not mangled is returned as it is.
std::string functionBaseName(llvm::StringRef Name);

/// The `%struct.dim3` type of \p M (created if the module has none).
llvm::StructType *getDim3Type(llvm::Module &M);

/// Declarations of the V2 entry points DPOpt emits: the __cudaCDP2 builtins,
/// or for a CDP1 program the CDP1 extern names.
llvm::FunctionCallee getGetParameterBufferV2(llvm::Module &M,
                                             LaunchFlavor Flavor);
llvm::FunctionCallee getLaunchDeviceV2(llvm::Module &M, LaunchFlavor Flavor,
                                       bool PerThread);

/// The DPOpt runtime's parameter tables (enum dpoptParam in dpagg.h).
enum class RuntimeParam : unsigned {
  Threshold = 0,
  CoarsenFactor = 1,
  AggGranularity = 2,
  AggGroupBlocks = 3,
  AggThreshold = 4,
  SpreadThreshold = 5,
  BlockSpreadThreshold = 6,
  BusyThreshold = 7,
};

constexpr unsigned NumRuntimeParams =
    static_cast<unsigned>(RuntimeParam::BusyThreshold) + 1; // dpoptNumParams
inline constexpr llvm::StringLiteral ParamWordsName = "__dpopt_param_words",
                                     ParamLookupName = "__dpopt_param";

/// The runtime's count of the children a team version's teams ran, at its
/// exit (TeamVersions.h): void (i32 items, i32 held, ptr counters).
inline constexpr llvm::StringLiteral TeamFillName = "__dpopt_team_fill";

/// The runtime's count of a device launch and its result: i32 (i32 err),
/// returning err; and the result CUDA gives a launch of an invalid
/// configuration (cudaErrorInvalidConfiguration).
inline constexpr llvm::StringLiteral RecordLaunchName = "__dpopt_record_launch";
constexpr unsigned cudaErrorInvalidConfigurationCode = 9;

/// The runtime's side of a drain version's records (DrainVersions.h,
/// dpagg_abi::DrainStore): a held child's record, reserved at the version's
/// exit by every lane there (ptr (ptr store, i32 items); null: no room, or
/// no items); the next item of the drain kernel's lane, all lanes of the
/// warp together (i64 (ptr store): (record + 1) << 32 | its thread, ~0 none
/// for this lane now, 0 none left); the drain kernel's end, in every thread
/// (void (ptr store)).
inline constexpr llvm::StringLiteral DrainReserveName = "__dpopt_drain_reserve",
                                     DrainNextName = "__dpopt_drain_next",
                                     DrainDoneName = "__dpopt_drain_done";

/// The runtime's count of parent blocks whose spread over the block found
/// its mailbox taken (Thresholding.h): void (), in the block's first thread.
inline constexpr llvm::StringLiteral BusyMailboxName =
    "__dpopt_record_busy_mailbox";

/// The runtime's count of the threads of aggregated grids launched and not
/// yet done (u64, global memory): what the GPU still has to run of them.
inline constexpr llvm::StringLiteral BusyThreadsName = "__dpopt_busy_threads";

/// Whether \p Name is one of DPOpt's runtime functions (libdpagg: the
/// aggregation's __dpagg_* and the run-time parameters' __dpopt_*).
inline bool isDPOptRuntimeName(llvm::StringRef Name) {
  return Name.starts_with("__dpagg_") || Name.starts_with("__dpopt_");
}

/// The runtime's lookup of an aggregated block's record (the same for every
/// thread of the block; the record does not change while its block runs).
inline constexpr llvm::StringLiteral FindRecordName = "__dpagg_find_record";

/// An aggregated kernel's release of its chunk, once per thread: void (ptr
/// chunk); and a block's at once, in its first thread, where the block meets
/// at a barrier at the kernel's exit: void (ptr chunk, i32 threads).
inline constexpr llvm::StringLiteral ChunkDoneName = "__dpagg_done",
                                     BlockChunkDoneName = "__dpagg_done_block";

/// Emits the value set at run time for \p Child, or \p Compiled: the
/// parameter's word in __dpopt_param_words (dpagg_abi.h), and
/// `__dpopt_param(P, hash(mangled child name), hash(plain name), Compiled)`
/// only when some kernel has a value of its own. B goes on after it (in a
/// new block).
llvm::Value *emitRuntimeParam(llvm::IRBuilder<> &B, RuntimeParam P,
                              const llvm::Function &Child,
                              llvm::Value *Compiled, const llvm::Twine &Name);

/// Ends the block \p B inserts into where B stands, for a branch the caller
/// adds there (B is left at the end of that block), and returns the block
/// that goes on from there: the rest of B's block, or a new block after it
/// when B is at the end of one still being built.
llvm::BasicBlock *splitForBranch(llvm::IRBuilder<> &B,
                                 const llvm::Twine &JoinName);

/// Emits whether aggregation may be on for some child at run time: false
/// only when the runtime's word for the granularity says off for every
/// kernel (a global DPOPT_AGG=off and no kernel's own value); the runtime
/// tests the same word for DeferIfThresholdingAggregating and
/// DeferIfAggregating (dpagg_abi.h).
llvm::Value *emitAggregationMayBeOn(llvm::IRBuilder<> &B,
                                    const llvm::Twine &Name);

/// Emits whether some child's threshold may be nonzero at run time: false
/// only when the runtime's word for it says 0 for every kernel (a global
/// DPOPT_THRESHOLD=0 and no kernel's own value), as the runtime's
/// thresholdMayBeNonzero tells.
llvm::Value *emitThresholdMayBeNonzero(llvm::IRBuilder<> &B,
                                       const llvm::Twine &Name);

/// Emits whether the GPU is busy: the runtime's count of threads of
/// aggregated grids launched and not yet done (BusyThreadsName, read past
/// the SM's L1) is at least what the GPU holds at once (%nsmid SMs of
/// dpagg_abi::ThreadsPerSM threads). False when the module has another
/// global of that name.
llvm::Value *emitGpuBusy(llvm::IRBuilder<> &B, const llvm::Twine &Name);

/// FNV-1a (64 bits) of \p S: how the runtime names kernels.
uint64_t hashKernelName(llvm::StringRef S);

/// Whether \p CB calls the device-runtime function cuda<Base>: the CDP2
/// builtin (__cudaCDP2<Base>), the CDP1 name, or the CUDA headers' inline
/// wrapper of it (a function named cuda<Base> whose one call is the builtin),
/// which in clang's pipeline is not inlined yet where DPOpt runs.
bool callsDeviceRuntime(const llvm::CallBase &CB, llvm::StringRef Base);

/// Stream operand kinds (CUDA encodes special streams as small constants).
/// Created: a stream the launching thread creates for this launch alone
/// (told apart by analyzeLaunchSite); User: any other stream.
enum class StreamKind {
  Default,
  PerThread,
  TailLaunch,
  FireAndForget,
  Created,
  User
};
llvm::StringRef streamKindName(StreamKind K);
/// Whether \p K is a default stream (NULL or per-thread), which orders the
/// launches made into it.
inline bool isDefaultStream(StreamKind K) {
  return K == StreamKind::Default || K == StreamKind::PerThread;
}

/// cudaStreamFireAndForget as CUDA encodes it, a constant of \p StreamTy.
llvm::Constant *fireAndForgetStream(llvm::Type *StreamTy);

} // namespace dpopt

#endif // DPOPT_RUNTIMEFUNCTIONS_H
