//===- libdpagg.cu - DPOpt device runtime ---------------------------------===//
//
// Device-side state that DPOpt's generated code updates, and the host API
// that reads it. Everything here lives in global memory of the device that
// runs the kernels; counters are updated with relaxed atomics (they are
// statistics, read by the host after the kernels have finished).
//
//===----------------------------------------------------------------------===//

#include "claim_counts.h"
#include "dpagg.h"
#include "dpagg_abi.h"
#include "params.h"
#include "pool.h"
#include "record_search.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace dpopt_runtime {
/// cudaErrorLaunchPendingCountExceeded.
constexpr int PendingLimitError = 69;

// External linkage: with -fgpu-rdc the host registers it by name.
__device__ dpoptStats DeviceStats;

/// Adds \p N to the counter \p Counter (in global memory: a statistic, or
/// the runtime's own counts) without waiting: ptxas -c, which compiles the
/// runtime, keeps an unused-result atomicAdd a returning atom, and the
/// hooks' callers would wait for it.
__device__ void statAdd(unsigned long long *Counter, unsigned long long N = 1) {
  asm volatile("red.relaxed.gpu.global.add.u64 [%0], %1;" ::"l"(
                   __cvta_generic_to_global(Counter)),
               "l"(N)
               : "memory");
}
__device__ void statAdd(unsigned *Counter, unsigned N = 1) {
  asm volatile("red.relaxed.gpu.global.add.u32 [%0], %1;" ::"l"(
                   __cvta_generic_to_global(Counter)),
               "r"(N)
               : "memory");
}

// A diagnosis build (cmake -DDPOPT_RUNTIME_PROFILE=ON) times the runtime's
// per-block work, which no kernel-level timer sees: clock64() around each
// hook, as the block's first thread sees it (DPAGG_TIME_HOOK_ONCE) or as
// every thread that makes the call does (DPAGG_TIME_HOOK_EACH), summed with
// atomics and reported at exit (cycles per call). The atomics cost time
// themselves: compare such builds with each other, not with a normal build.
// A hook that some lanes of a warp call while the others are elsewhere
// (a launching lane beside lanes running children serially) also counts
// the time the warp spends on the other lanes' path: TC on the cnr graph
// showed 250,000 cycles a join, which is likely its warp's serial work
// (not measured apart).
enum HookId {
  HookFindRecord,
  HookEnter,
  HookBlock,
  HookExit,
  HookJoin,
  HookLeave,
  HookLaunch,
  HookDone,
  HookParamBuffer,
  NumHooks
};
#ifdef DPAGG_PROFILE_HOOKS
// Besides the cycles, the last run's timeline: each hook's first start and
// last end (%globaltimer, ns). A hook that starts more than RunGapNs after
// every timed hook so far has ended begins a new run and clears the timeline
// (a hook of the new run that ends meanwhile may be lost: a diagnosis).
// The calls' ends are also counted in bins of HistNs from the run's start
// (the start of the hook that found the new run). Both are set at build
// time (runtime/CMakeLists.txt): 4 us bins cover 256 us, 40 us bins a run of
// 2.5 ms; a program whose runs follow each other closer than RunGapNs
// (TC's timed runs) needs a run alone to have its own timeline.
#ifndef DPAGG_PROFILE_BIN_NS
#define DPAGG_PROFILE_BIN_NS 4000
#endif
#ifndef DPAGG_PROFILE_RUN_GAP_NS
#define DPAGG_PROFILE_RUN_GAP_NS 100000
#endif
constexpr unsigned HistBins = 64;
constexpr unsigned long long HistNs = DPAGG_PROFILE_BIN_NS;
struct HookProfile {
  unsigned long long Cycles[NumHooks], Calls[NumHooks];
  unsigned long long FirstStart[NumHooks], LastEnd[NumHooks], AnyEnd, RunStart;
  unsigned Hist[NumHooks][HistBins];
};
__device__ HookProfile HookProfiles;
constexpr unsigned long long RunGapNs = DPAGG_PROFILE_RUN_GAP_NS;
__device__ inline unsigned long long globalTimer() {
  unsigned long long T;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(T));
  return T;
}
struct HookTimer {
  HookId Id;
  bool On;
  long long Start;
  unsigned long long StartNs;
  __device__ HookTimer(HookId Id, bool On)
      : Id(Id), On(On), Start(clock64()), StartNs(globalTimer()) {}
  __device__ ~HookTimer() {
    if (!On)
      return;
    HookProfile &P = HookProfiles;
    atomicAdd(&P.Cycles[Id], (unsigned long long)(clock64() - Start));
    atomicAdd(&P.Calls[Id], 1ull);
    unsigned long long EndNs = globalTimer();
    if (atomicMax(&P.AnyEnd, EndNs) + RunGapNs < StartNs) {
      atomicExch(&P.RunStart, StartNs);
      for (unsigned I = 0; I != NumHooks; ++I) {
        atomicExch(&P.FirstStart[I], ~0ull);
        atomicExch(&P.LastEnd[I], 0ull);
        for (unsigned B = 0; B != HistBins; ++B)
          atomicExch(&P.Hist[I][B], 0u);
      }
    }
    atomicMin(&P.FirstStart[Id], StartNs);
    atomicMax(&P.LastEnd[Id], EndNs);
    unsigned long long Run = *(volatile unsigned long long *)&P.RunStart;
    unsigned long long Bin = EndNs > Run ? (EndNs - Run) / HistNs : 0;
    atomicAdd(&P.Hist[Id][Bin < HistBins ? Bin : HistBins - 1], 1u);
  }
};
__device__ inline bool firstThreadOfBlock() {
  return (threadIdx.x | threadIdx.y | threadIdx.z) == 0;
}
#define DPAGG_TIME_HOOK_ONCE(Id) HookTimer HookTime(Id, firstThreadOfBlock())
#define DPAGG_TIME_HOOK_EACH(Id) HookTimer HookTime(Id, true)
#else
#define DPAGG_TIME_HOOK_ONCE(Id) (void)0
#define DPAGG_TIME_HOOK_EACH(Id) (void)0
#endif

__device__ ParamTable DeviceParams[dpoptNumParams];
/// Changes with every change of a parameter: what the runtime learned of a
/// child's launches before (Desc::BlockClaims) no longer counts.
__device__ unsigned ParamEpoch;
} // namespace dpopt_runtime

/// What the generated code reads inline before it calls __dpopt_param, one
/// word per parameter: the global value (Unset when none) in the low half,
/// the number of per-kernel values in the high half. Only a parameter with
/// per-kernel values needs the call (dpagg_abi.h).
extern "C" {
__device__ unsigned long long __dpopt_param_words[dpoptNumParams] = {
    0xffffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull,
    0xffffffffull, 0xffffffffull, 0xffffffffull, 0xffffffffull};
__device__ unsigned long long __dpopt_busy_threads;
}
static_assert(dpoptNumParams == 8, "one initializer per parameter");

namespace dpopt_runtime {

/// Host copy, written through to the device on every change.
ParamTable HostParams[dpoptNumParams];
bool HostParamsReady = false;
unsigned HostParamEpoch = 0;

void initHostParams() {
  if (HostParamsReady)
    return;
  for (ParamTable &T : HostParams) {
    T.Written = 1;
    T.Global = Unset;
    T.Count = 0;
  }
  HostParamsReady = true;
}

/// FNV-1a, the hash the plugin computes for kernel names.
unsigned long long hashName(const char *S) {
  unsigned long long H = 1469598103934665603ull;
  for (; *S; ++S) {
    H ^= (unsigned char)*S;
    H *= 1099511628211ull;
  }
  return H;
}

/// Whether a granularity of aggregation is set (DPOPT_AGG,
/// dpoptSetGranularity), for any kernel: the kernels' own launches are then
/// to run as set, and drain versions, which take their place, do not run.
bool granularitySet() {
  const ParamTable &T = HostParams[dpoptAggGranularity];
  return HostParamsReady && (T.Global != Unset || T.Count);
}

cudaError_t pushParams() {
  unsigned long long Words[dpoptNumParams];
  for (unsigned P = 0; P != dpoptNumParams; ++P)
    Words[P] = (unsigned long long)HostParams[P].Count << 32 |
               (HostParams[P].Written ? HostParams[P].Global : Unset);
  ++HostParamEpoch;
  cudaError_t Err =
      cudaMemcpyToSymbol(DeviceParams, HostParams, sizeof(HostParams));
  if (Err == cudaSuccess)
    Err = cudaMemcpyToSymbol(ParamEpoch, &HostParamEpoch,
                             sizeof(HostParamEpoch));
  if (Err != cudaSuccess)
    return Err;
  return cudaMemcpyToSymbol(__dpopt_param_words, Words, sizeof(Words));
}
} // namespace dpopt_runtime

using namespace dpopt_runtime;

extern "C" __device__ int __dpopt_record_launch(int Err) {
  statAdd(&DeviceStats.launches);
  if (Err != 0) {
    statAdd(&DeviceStats.failedLaunches);
    if (Err == PendingLimitError)
      statAdd(&DeviceStats.pendingLimitFailures);
    atomicExch(&DeviceStats.lastError, Err);
  }
  return Err;
}

extern "C" __device__ void __dpopt_record_busy_mailbox() {
  statAdd(&DeviceStats.blockSpreadsBusy);
}

// The registers themselves: this file is compiled without the plugin, so
// nothing here is remapped.
extern "C" __device__ unsigned __dpopt_launched_grid(unsigned Axis) {
  return Axis == 0 ? gridDim.x : Axis == 1 ? gridDim.y : gridDim.z;
}
extern "C" __device__ unsigned __dpopt_launched_block(unsigned Axis) {
  return Axis == 0 ? blockDim.x : Axis == 1 ? blockDim.y : blockDim.z;
}

/// A launch whose parameter buffer could not be had (null): it failed
/// before being made, with the device runtime's last error.
extern "C" __device__ void __dpopt_record_buffer_failure() {
  int Err = (int)cudaPeekAtLastError();
  __dpopt_record_launch(Err ? Err : (int)cudaErrorLaunchOutOfResources);
}

extern "C" cudaError_t dpoptSetParam(dpoptParam Param, const char *Kernel,
                                     unsigned Value) {
  if (Param < 0 || Param >= dpoptNumParams || Value == Unset)
    return cudaErrorInvalidValue;
  initHostParams();
  ParamTable &T = HostParams[Param];
  if (!Kernel) {
    T.Global = Value;
    return pushParams();
  }
  unsigned long long H = hashName(Kernel);
  for (unsigned I = 0; I < T.Count; ++I)
    if (T.Kernels[I].NameHash == H) {
      T.Kernels[I].Value = Value;
      return pushParams();
    }
  if (T.Count == MaxKernelValues)
    return cudaErrorInvalidValue;
  T.Kernels[T.Count++] = {H, Value};
  return pushParams();
}

extern "C" cudaError_t dpoptClearParam(dpoptParam Param) {
  if (Param < 0 || Param >= dpoptNumParams)
    return cudaErrorInvalidValue;
  initHostParams();
  HostParams[Param].Global = Unset;
  HostParams[Param].Count = 0;
  return pushParams();
}

extern "C" cudaError_t dpoptSetThreshold(const char *Kernel, unsigned Threads) {
  return dpoptSetParam(dpoptThreshold, Kernel, Threads);
}

extern "C" cudaError_t dpoptSetCoarsenFactor(const char *Kernel,
                                             unsigned Factor) {
  return dpoptSetParam(dpoptCoarsenFactor, Kernel, Factor);
}

extern "C" cudaError_t dpoptSetAggregation(const char *Kernel,
                                           dpoptGranularity G) {
  if ((unsigned)G > dpoptAggGrid)
    return cudaErrorInvalidValue;
  return dpoptSetParam(dpoptAggGranularity, Kernel, (unsigned)G);
}

extern "C" cudaError_t dpoptSetAggGroupBlocks(const char *Kernel,
                                              unsigned Blocks) {
  return dpoptSetParam(dpoptAggGroupBlocks, Kernel, Blocks);
}

extern "C" cudaError_t dpoptSetAggThreshold(const char *Kernel,
                                            unsigned Threads) {
  return dpoptSetParam(dpoptAggThreshold, Kernel, Threads);
}

extern "C" cudaError_t dpoptSetSpreadThreshold(const char *Kernel,
                                               unsigned Threads) {
  return dpoptSetParam(dpoptSpreadThreshold, Kernel, Threads);
}

extern "C" cudaError_t dpoptSetBlockSpreadThreshold(const char *Kernel,
                                                    unsigned Threads) {
  return dpoptSetParam(dpoptBlockSpreadThreshold, Kernel, Threads);
}

extern "C" cudaError_t dpoptSetBusyThreshold(const char *Kernel,
                                             unsigned Threads) {
  return dpoptSetParam(dpoptBusyThreshold, Kernel, Threads);
}

namespace dpopt_runtime {
/// Granularity names accepted in DPOPT_AGG.
bool parseGranularity(const char *S, unsigned long &V) {
  static const char *const Names[] = {"off", "warp", "block", "multiblock",
                                      "grid"};
  for (unsigned I = 0; I != 5; ++I)
    if (!strcmp(S, Names[I])) {
      V = I;
      return true;
    }
  return false;
}

void applyPoolSizeFromEnvironment();
void reportAtExit();

/// Applies "name=value,...,value" from an environment variable.
void applyEnvironment(dpoptParam Param, const char *Var) {
  const char *Spec = getenv(Var);
  if (!Spec || !*Spec)
    return;
  char Buf[1024];
  strncpy(Buf, Spec, sizeof(Buf) - 1);
  Buf[sizeof(Buf) - 1] = 0;
  for (char *Item = strtok(Buf, ","); Item; Item = strtok(nullptr, ",")) {
    char *Eq = strrchr(Item, '=');
    char *Num = Eq ? Eq + 1 : Item;
    char *End;
    unsigned long V = strtoul(Num, &End, 0);
    bool Named = Param == dpoptAggGranularity && parseGranularity(Num, V);
    if (!Named && (End == Num || *End)) {
      fprintf(stderr, "dpopt: ignoring '%s' in %s\n", Item, Var);
      continue;
    }
    if (Eq)
      *Eq = 0;
    cudaError_t Err = dpoptSetParam(Param, Eq ? Item : nullptr, (unsigned)V);
    if (Err != cudaSuccess)
      fprintf(stderr, "dpopt: cannot apply %s: %s\n", Var,
              cudaGetErrorString(Err));
  }
}

/// Reads the environment when the program starts (this creates a context
/// only when one of the variables is set) and registers the report of
/// failed launches and lost work at exit.
struct EnvironmentReader {
  EnvironmentReader() {
    applyEnvironment(dpoptThreshold, "DPOPT_THRESHOLD");
    applyEnvironment(dpoptCoarsenFactor, "DPOPT_COARSEN");
    applyEnvironment(dpoptAggGranularity, "DPOPT_AGG");
    applyEnvironment(dpoptAggGroupBlocks, "DPOPT_AGG_GROUP");
    applyEnvironment(dpoptAggThreshold, "DPOPT_AGG_THRESHOLD");
    applyEnvironment(dpoptSpreadThreshold, "DPOPT_SPREAD_THRESHOLD");
    applyEnvironment(dpoptBlockSpreadThreshold, "DPOPT_BLOCK_SPREAD_THRESHOLD");
    applyEnvironment(dpoptBusyThreshold, "DPOPT_BUSY_THRESHOLD");
    applyPoolSizeFromEnvironment();
    // The CUDA runtime tears itself down in an exit handler it registers
    // when it first starts; exit handlers run last registered first, so
    // start it (without creating a context) before registering the report,
    // which must still read the device's counters.
    int Devices = 0;
    cudaGetDeviceCount(&Devices);
    atexit(reportAtExit);
  }
};
EnvironmentReader ReadEnvironmentAtStartup;
} // namespace dpopt_runtime

/// Programs link the runtime with `-Wl,--undefined=dpoptLinkRuntime`, which
/// pulls in this object and so its start-up code, which nothing references.
/// (--whole-archive would do too, but then the device link makes an image
/// for every architecture in the archive, not only the program's.)
extern "C" const int dpoptLinkRuntime = 1;

extern "C" cudaError_t dpoptGetStats(dpoptStats *Out) {
  if (!Out)
    return cudaErrorInvalidValue;
  cudaError_t Err = cudaMemcpyFromSymbol(Out, DeviceStats, sizeof(dpoptStats));
  if (Err != cudaSuccess)
    return Err;
  return cudaMemcpyFromSymbol(&Out->aggBusyThreads, __dpopt_busy_threads,
                              sizeof(Out->aggBusyThreads));
}

namespace dpopt_runtime {
void resetHostStats();
void readHostStats(dpoptHostStats &Out);
} // namespace dpopt_runtime

extern "C" cudaError_t dpoptResetStats(void) {
  resetHostStats();
  dpoptStats Zero = {};
  return cudaMemcpyToSymbol(DeviceStats, &Zero, sizeof(dpoptStats));
}

extern "C" cudaError_t dpoptReportStats(int Always) {
  dpoptStats S;
  cudaError_t Err = dpoptGetStats(&S);
  if (Err != cudaSuccess)
    return Err;
#ifdef DPAGG_PROFILE_HOOKS
  {
    static const char *const Names[NumHooks] = {
        "find_record (first thread)",     "enter (first thread)",
        "block (first thread)",           "exit (first thread)",
        "join (calling thread)",          "leave (block's last thread)",
        "launch (launching thread)",      "done (first thread)",
        "param buffer (launching thread)"};
    HookProfile P;
    if (cudaMemcpyFromSymbol(&P, HookProfiles, sizeof P) == cudaSuccess) {
      unsigned long long Origin = ~0ull;
      for (unsigned I = 0; I != NumHooks; ++I)
        Origin = P.FirstStart[I] < Origin ? P.FirstStart[I] : Origin;
      for (unsigned I = 0; I != NumHooks; ++I) {
        fprintf(stderr, "dpopt: profile: %-28s %12llu calls %10.0f cycles",
                Names[I], P.Calls[I],
                P.Calls[I] ? (double)P.Cycles[I] / P.Calls[I] : 0.0);
        if (P.LastEnd[I]) {
          fprintf(stderr, "; last run: %8.1f to %8.1f us",
                  (P.FirstStart[I] - Origin) / 1e3,
                  (P.LastEnd[I] - Origin) / 1e3);
          // the calls' ends, a count per HistNs from the run's start
          fprintf(stderr, "; ends per %llu us:", HistNs / 1000);
          unsigned Last = 0;
          for (unsigned B = 0; B != HistBins; ++B)
            Last = P.Hist[I][B] ? B : Last;
          for (unsigned B = 0; B <= Last; ++B)
            fprintf(stderr, " %u", P.Hist[I][B]);
        }
        fputc('\n', stderr);
      }
    }
  }
#endif
  if (Always) {
    dpoptHostStats H;
    readHostStats(H);
    if (H.launchFreeRuns || H.launchingRuns || H.teamRuns)
      fprintf(stderr,
              "dpopt: host launches of kernels with a launch-free version: "
              "%llu launch-free (%llu met a child to launch), %llu team "
              "(%llu met a child too big for the team), %llu launching\n",
              H.launchFreeRuns, H.launchFreeMisses, H.teamRuns, H.teamMisses,
              H.launchingRuns);
  }
  if (Always || S.failedLaunches || S.aggLost) {
    fprintf(stderr,
            "dpopt: %llu device launches, %llu failed (%llu over the "
            "pending-launch limit), last error %d\n",
            S.launches, S.failedLaunches, S.pendingLimitFailures, S.lastError);
    if (Always || S.aggSites || S.aggLost)
      fprintf(stderr,
              "dpopt: aggregation: %llu launch sites, %llu records (%llu "
              "deferred), %llu fallbacks, %llu direct, %llu aggregated "
              "launches, %llu individual, %llu serialized, %llu LOST\n",
              S.aggSites, S.aggRecords, S.aggDeferred, S.aggFallbacks,
              S.aggDirect, S.aggLaunches, S.aggIndividual, S.aggSerialized,
              S.aggLost);
  }
  if (Always && S.blockSpreadsBusy)
    fprintf(stderr,
            "dpopt: %llu parent blocks found their spread's mailbox taken "
            "(their threads ran their children alone)\n",
            S.blockSpreadsBusy);
  return cudaSuccess;
}

//===----------------------------------------------------------------------===//
// Aggregation
//
// Generated code calls __dpagg_launch where a parent thread would launch a
// child. The launch becomes a record (configuration + arguments) in a chunk
// of the pool; a chunk's records run as one launch of the child's aggregated
// version, which finds its record by a search over the records' first
// blocks (__dpagg_find_record). Who launches a chunk depends on the granularity:
//   warp         the lanes that launch together fill a chunk of their own;
//                the first of them launches it at once, or, deferred, when
//                the parent thread exits (below).
//   block, multi-block, grid
//                a group of parent blocks (1, N, the grid: see
//                gridGroupBlocks for large grids) shares a
//                chunk through a slot of the child's slot table, keyed by
//                the parent grid (%gridid) and the group. Lanes reserve
//                records in the group's current chunk without a lock (one
//                word of the slot, changed by atomic adds: see
//                reserveInGroup). A chunk is launched when full, and the
//                group's last chunk when the last thread of the group's
//                blocks exits (__dpagg_exit at every return).
// A chunk is launched by the thread whose commit completes it; it goes back
// to the pool when the last thread of the aggregated grid is done.
// Deferred launches: in parent kernels whose threads also run children
// serially (thresholding), the device runtime can hang a warp whose lanes
// launch while other lanes of the warp are still running serialized work
// (test/e2e/known-issues). There the generated code passes a list, local to
// the parent thread, and while serial work can happen (some threshold may be
// nonzero, or one is fixed at compile time) launches that are not aggregated
// by groups of blocks (aggregation off or per warp) become per-warp chunks on
// the list of their first lane, instead of launches at the site, and a
// group's chunk that a thread completes at a site goes on that thread's
// list: __dpagg_flush, at the kernel's returns, waits for the warp's other
// lanes and launches them (aggregated, or record by record when aggregation
// is off). (dpfuzz_1 v3, multi-block granularity, hung 2 of 2 runs before.)
// Nothing is lost: no pool space -> the caller launches directly; a failed
// aggregated launch -> the records run serially (or are counted as lost
// when the child cannot run serially).
//===----------------------------------------------------------------------===//

namespace dpopt_runtime {
using namespace dpagg_abi;
typedef unsigned long long u64;

struct Slot;
struct Desc {
  u64 MangledHash, PlainHash;
  unsigned ArgsSize, RecordSize, MaxBlockThreads, Granularity, GroupBlocks,
      AggThreshold, CoarsenFactor, Flags;
  // Records the child's recent groups reserved (see groupChunkRecords).
  unsigned RecordsHint;
  // Recent blocks (with a cell or without), and those of them that
  // launched, since the parameters' epoch Epoch (see blocksRarelyLaunch).
  unsigned BlockClaims, BlockJoins, Epoch;
  // Threads of the child's last launch by groups, before coarsening, at most
  // 2^32 - 1 (see groupCoarsenFactor).
  unsigned LaunchThreads;
  unsigned Unused[3];
  __device__ Slot *slots() const {
    return reinterpret_cast<Slot *>(const_cast<Desc *>(this) + 1);
  }
};
static_assert(offsetof(Desc, PlainHash) == DescPlainHash, "ABI");
static_assert(offsetof(Desc, ArgsSize) == DescArgsSize, "ABI");
static_assert(offsetof(Desc, RecordSize) == DescRecordSize, "ABI");
static_assert(offsetof(Desc, MaxBlockThreads) == DescMaxBlockThreads, "ABI");
static_assert(offsetof(Desc, Granularity) == DescGranularity, "ABI");
static_assert(offsetof(Desc, GroupBlocks) == DescGroupBlocks, "ABI");
static_assert(offsetof(Desc, AggThreshold) == DescAggThreshold, "ABI");
static_assert(offsetof(Desc, CoarsenFactor) == DescCoarsenFactor, "ABI");
static_assert(offsetof(Desc, Flags) == DescFlags, "ABI");
static_assert(offsetof(Desc, RecordsHint) == DescRecordsHint, "ABI");
static_assert(offsetof(Desc, BlockClaims) == DescBlockClaims, "ABI");
static_assert(offsetof(Desc, BlockJoins) == DescBlockJoins, "ABI");
static_assert(offsetof(Desc, Epoch) == DescEpoch, "ABI");
static_assert(offsetof(Desc, LaunchThreads) == DescLaunchThreads, "ABI");
static_assert(sizeof(Desc) == DescHeaderSize, "ABI");

/// What runs a chunk's records: given by the generated code at each launch.
/// Records that must run serially go back to the generated code (see
/// __dpagg_serial_record), which calls the child's serial version directly:
/// an indirect call here would make nvlink size every parent kernel's
/// registers for the largest serial version in the program.
struct Kernels {
  void *Child;
  void *AggKernel;
};

struct Record {
  unsigned Grid[3], Block[3], Shmem, CoarseBlocks;
  u64 Offset;
  unsigned Serial; // 1: to run serially (its launch failed)
  unsigned Pad;
};
static_assert(offsetof(Record, Serial) == RecordSerial, "ABI");
static_assert(offsetof(Record, Block) == RecordBlock, "ABI");
static_assert(offsetof(Record, Shmem) == RecordShmem, "ABI");
static_assert(offsetof(Record, CoarseBlocks) == RecordCoarseBlocks, "ABI");
static_assert(offsetof(Record, Offset) == RecordOffset, "ABI");
static_assert(sizeof(Record) == RecordArgs, "ABI");

/// A chunk of the pool: header, first-block offsets, records.
struct Chunk {
  // Ring allocator: absolute position, size, and DoneTag == Pos once freed.
  u64 Pos, Size, DoneTag;
  const Desc *D;
  Kernels K;
  // Records it has room for; the largest block and shared memory of its
  // records (atomicMax by each lane group before it commits).
  unsigned Cap, MaxThreads, MaxShmem, CapPad;
  // Set when sealed: the blocks and records, and the granularity they came
  // from.
  u64 Blocks;
  unsigned N, Granularity;
  unsigned Committed, CommittedPad;
  // Records to run serially: a list of chunks per calling thread.
  Chunk *NextSerial;
  unsigned SerialNext, SerialPad;
  // Deferred chunks: a list per parent thread (see __dpagg_flush).
  Chunk *NextDeferred;
  // The records' blocks before coarsening (added by each lane group).
  u64 OrigBlocks;
  u64 Pad;
  // Threads of the chunk's grids, plus 1 for the launching thread, and those
  // done: in a line of their own, away from the fields every block of the
  // chunk reads at its start while the blocks before it add to ThreadsDone.
  alignas(128) u64 TotalThreads;
  u64 ThreadsDone;
  u64 DoneLinePad[14];
  __device__ u64 *offsets() { return reinterpret_cast<u64 *>(this + 1); }
  __device__ char *record(unsigned I) { return recordIn(Cap, D, I); }
  /// Record \p I, for a chunk of \p Capacity records of \p Child: what a
  /// thread that did not set the chunk up uses before any fence (its L1 may
  /// hold what the pool's memory held before: a stale header).
  __device__ char *recordIn(unsigned Capacity, const Desc *Child, unsigned I) {
    return reinterpret_cast<char *>(offsets() + Capacity) +
           (u64)I * Child->RecordSize;
  }
};
static_assert(sizeof(Chunk) % RecordAlign == 0, "records stay aligned");
static_assert(offsetof(Chunk, D) == ChunkDesc, "ABI");
static_assert(offsetof(Chunk, Cap) == ChunkCap, "ABI");
static_assert(offsetof(Chunk, Blocks) == ChunkBlocks, "ABI");
static_assert(offsetof(Chunk, N) == ChunkRecords, "ABI");
static_assert(offsetof(Chunk, TotalThreads) == ChunkTotalThreads, "ABI");
static_assert(offsetof(Chunk, ThreadsDone) == ChunkThreadsDone, "ABI");
static_assert(sizeof(Chunk) == ChunkHeaderSize, "ABI");

/// A group of parent blocks, without a lock (see joinGroup): Members counts
/// the blocks in the group, Used says whether the slot holds a group, Pins
/// the threads about to join it, and State, the group's current chunk and
/// what is reserved in it, changes by atomic adds and exchanges (see
/// reserveInGroup).
struct Slot {
  u64 Members;
  u64 Grid;
  u64 Group;
  unsigned Used, Pins;
  u64 State;
  u64 Pad;
};
static_assert(sizeof(Slot) == SlotSize, "ABI");

/// Atomics with the ordering they need and no more, at GPU scope: nothing
/// here is shared with the host or a peer device while kernels run. (A
/// __threadfence is a sequentially consistent fence, which costs more than a
/// release or an acquire. clang compiles atomicCAS to a sequentially
/// consistent system-scope fence and an acquiring system-scope CAS, 0.8 us on
/// the H100 against 0.18 us for casAcquire; nvcc's atomicCAS is a relaxed
/// GPU-scope CAS, so code written for CUDA relies on no more than casAcquire.)
__device__ inline unsigned casAcquire(unsigned *P, unsigned Expected,
                                      unsigned Desired) {
  unsigned Old;
  asm volatile("atom.acquire.gpu.cas.b32 %0, [%1], %2, %3;"
               : "=r"(Old)
               : "l"(P), "r"(Expected), "r"(Desired)
               : "memory");
  return Old;
}
__device__ inline int casAcquire(int *P, int Expected, int Desired) {
  return (int)casAcquire(reinterpret_cast<unsigned *>(P), (unsigned)Expected,
                         (unsigned)Desired);
}
// An acquire at GPU scope invalidates the calling SM's whole L1 (SASS:
// CCTL.IVALL after the load or atomic): in a loop that polls or retries
// while other warps of the SM run the program's own code, every turn costs
// them their L1 hits (BT t2048c64 at grid granularity, H200: the parent's
// loads of its lines took 6x as long beside 6,900 turns of the slot's CAS
// loop). Such loops poll and retry relaxed, then fence once.
__device__ inline u64 loadRelaxed(const u64 *P) {
  u64 V;
  asm volatile("ld.relaxed.gpu.u64 %0, [%1];" : "=l"(V) : "l"(P) : "memory");
  return V;
}
__device__ inline u64 casRelaxed(u64 *P, u64 Expected, u64 Desired) {
  u64 Old;
  asm volatile("atom.relaxed.gpu.cas.b64 %0, [%1], %2, %3;"
               : "=l"(Old)
               : "l"(P), "l"(Expected), "l"(Desired)
               : "memory");
  return Old;
}
/// With a relaxed load or atomic before it that read a value written by a
/// release, an acquire of that release.
__device__ inline void fenceAcquire() {
  asm volatile("fence.acq_rel.gpu;" ::: "memory");
}
__device__ inline void exchRelease(u64 *P, u64 Desired) {
  u64 Old;
  asm volatile("atom.release.gpu.exch.b64 %0, [%1], %2;"
               : "=l"(Old)
               : "l"(P), "l"(Desired)
               : "memory");
}
__device__ inline u64 addRelease(u64 *P, u64 V) {
  u64 Old;
  asm volatile("atom.release.gpu.add.u64 %0, [%1], %2;"
               : "=l"(Old)
               : "l"(P), "l"(V)
               : "memory");
  return Old;
}
__device__ inline u64 addAcqRel(u64 *P, u64 V) {
  u64 Old;
  asm volatile("atom.acq_rel.gpu.add.u64 %0, [%1], %2;"
               : "=l"(Old)
               : "l"(P), "l"(V)
               : "memory");
  return Old;
}
__device__ inline unsigned addAcqRel(unsigned *P, unsigned V) {
  unsigned Old;
  asm volatile("atom.acq_rel.gpu.add.u32 %0, [%1], %2;"
               : "=r"(Old)
               : "l"(P), "r"(V)
               : "memory");
  return Old;
}

//--- The pool: a ring of chunks, freed in any order (pool.h) --------------

__device__ __align__(128) char DefaultPool[DefaultPoolBytes];
__device__ PoolState Pool;
static_assert(offsetof(Chunk, Pos) == offsetof(PoolEntry, Pos) &&
                  offsetof(Chunk, Size) == offsetof(PoolEntry, Size) &&
                  offsetof(Chunk, DoneTag) == offsetof(PoolEntry, DoneTag),
              "a chunk begins with its pool entry");

__device__ inline Chunk *chunkAt(char *Base, u64 Bytes, u64 Pos) {
  return reinterpret_cast<Chunk *>(Base + Pos % Bytes);
}

__device__ Chunk *poolAlloc(u64 Size) {
  char *Base;
  u64 Bytes;
  poolGeometry(Base, Bytes);
  Size = (Size + 127) & ~127ull;
  if (Size > Bytes)
    return nullptr;
  for (int Try = 0;; ++Try) {
    u64 H = loadAcquire(&Pool.Head);
    u64 Start = H, Pad = 0;
    if (H % Bytes + Size > Bytes) {
      Pad = Bytes - H % Bytes;
      Start = H + Pad;
    }
    // Acquire: the chunks before the tail were freed, their last reads done.
    if (Start + Size - loadAcquire(&Pool.Tail) > Bytes) {
      if (Try >= 2)
        return nullptr;
      poolAdvanceTail();
      continue;
    }
    if (casAcquire(&Pool.Head, H, Start + Size) != H)
      continue;
    if (Pad) { // the end of the ring is skipped: a chunk that is already free
      Chunk *P = chunkAt(Base, Bytes, H);
      P->Pos = H;
      P->Size = Pad;
      __threadfence();
      atomicExch(&P->DoneTag, H);
    }
    Chunk *C = chunkAt(Base, Bytes, Start);
    C->Pos = Start;
    C->Size = Size;
    C->DoneTag = ~Start;
    return C;
  }
}

__device__ void poolFree(Chunk *C) {
  poolFree(reinterpret_cast<PoolEntry *>(C));
}

//--- Device-runtime calls, one lane of a warp at a time --------------------

/// Every launch the runtime makes, and every other device-runtime call of a
/// kernel that also launches through the runtime or enters the device
/// runtime at several call sites (DPOpt routes them here), goes through
/// oneLaneAtATime: a lock per resident warp (SM, warp slot) lets one lane of
/// the warp at a time into the device runtime, unless all 32 lanes are at the
/// call together. Lanes of one warp that diverged and enter the device
/// runtime from different places at once can hang there (dpfuzz_1006: a
/// plain launch in a __noinline__ helper beside aggregated sites hung every
/// run). Each lane takes the lock on its own: an earlier version let the
/// lanes that arrived together in as a group, one call site at a time, with
/// shuffles, ballots and __syncwarp over their __activemask(); lanes of such
/// groups deadlocked at convergence barriers (dpfuzz_2470) and
/// cudaStreamDestroy failed now and then (dpfuzz_2451).
/// It does not avoid the hang beside serial work (test/e2e/known-issues):
/// deferred launches do.
constexpr unsigned NumWarpLocks = 256 * 64;
__device__ int WarpLaunchLocks[NumWarpLocks];

__device__ inline unsigned laneId() {
  unsigned L;
  asm("mov.u32 %0, %%laneid;" : "=r"(L));
  return L;
}

/// The largest V over the lanes of Mask (every lane of Mask calls it).
__device__ inline unsigned warpMax(unsigned Mask, unsigned V) {
#if __CUDA_ARCH__ >= 800
  return __reduce_max_sync(Mask, V);
#else
  unsigned Max = V;
  for (unsigned M = Mask; M; M &= M - 1)
    Max = max(Max, __shfl_sync(Mask, V, __ffs(M) - 1));
  return Max;
#endif
}

/// The sum of V over the lanes of Mask (every lane of Mask calls it).
__device__ inline unsigned warpSum(unsigned Mask, unsigned V) {
#if __CUDA_ARCH__ >= 800
  return __reduce_add_sync(Mask, V);
#else
  unsigned Sum = 0;
  for (unsigned M = Mask; M; M &= M - 1)
    Sum += __shfl_sync(Mask, V, __ffs(M) - 1);
  return Sum;
#endif
}

__device__ int *warpLaunchLock() {
  unsigned Sm, Warp;
  asm volatile("mov.u32 %0, %%smid;" : "=r"(Sm));
  asm volatile("mov.u32 %0, %%warpid;" : "=r"(Warp));
  return &WarpLaunchLocks[(Sm * 64 + Warp) % NumWarpLocks];
}

template <typename T, typename CallT> __device__ T oneLaneAtATime(CallT Call) {
  // All 32 lanes here together: no lane of the warp is anywhere else.
  if (__activemask() == 0xffffffffu)
    return Call();
  int *Lock = warpLaunchLock();
  while (casAcquire(Lock, 0, 1) != 0)
    __nanosleep(64);
  __threadfence_block();
  T Result = Call();
  __threadfence_block();
  atomicExch(Lock, 0);
  return Result;
}

__device__ void *getParameterBuffer(void *Func, dim3 Grid, dim3 Block,
                                    unsigned Shmem) {
  DPAGG_TIME_HOOK_EACH(HookParamBuffer);
  return oneLaneAtATime<void *>(
      [&] { return cudaGetParameterBufferV2(Func, Grid, Block, Shmem); });
}

__device__ cudaError_t launchDevice(void *Buf, cudaStream_t Stream,
                                    bool PerThread) {
  return oneLaneAtATime<cudaError_t>([&] {
    return PerThread ? cudaLaunchDeviceV2_ptsz(Buf, Stream)
                     : cudaLaunchDeviceV2(Buf, Stream);
  });
}

//--- Parameters and statistics ----------------------------------------------

/// The blocks whose first warp counts its teams' children
/// (__dpopt_team_fill): one in TeamFillSample.
constexpr unsigned TeamFillSample = 8;

__device__ inline unsigned lanemaskLt() {
  unsigned M;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(M));
  return M;
}

/// Parameter \p P of \p D's child: the parameter's word alone where no
/// kernel has a value of its own (one load, as the generated code reads it),
/// else the table.
__device__ unsigned descParam(const Desc *D, dpoptParam P, unsigned Compiled) {
  u64 Word = __dpopt_param_words[P];
  if (Word >> 32 == 0)
    return (unsigned)Word == Unset ? Compiled : (unsigned)Word;
  return __dpopt_param(P, D->MangledHash, D->PlainHash, Compiled);
}

/// Adds \p N to a counter once per group of converged lanes.
__device__ void countWarp(u64 *Counter, unsigned Mask, u64 N = 1) {
  unsigned Me = lanemaskLt() & Mask;
  if (Me == 0)
    statAdd(Counter, N * __popc(Mask));
}

__device__ unsigned blockThreads() {
  return blockDim.x * blockDim.y * blockDim.z;
}

__device__ u64 gridBlocks() { return (u64)gridDim.x * gridDim.y * gridDim.z; }

__device__ u64 gridId() {
  u64 Id;
  asm volatile("mov.u64 %0, %%gridid;" : "=l"(Id));
  return Id;
}

//--- Running a chunk ---------------------------------------------------------

/// Launches \p Func on its own into \p Stream (fire and forget unless the
/// caller names another), its parameter buffer filled by \p Fill, and
/// counts the launch; false if that failed.
template <typename FillT>
__device__ bool launchDetached(void *Func, dim3 G, dim3 B, unsigned Shmem,
                               FillT Fill,
                               cudaStream_t Stream = cudaStreamFireAndForget) {
  DPAGG_TIME_HOOK_EACH(HookLaunch);
  void *Buf = getParameterBuffer(Func, G, B, Shmem);
  int Err = (int)cudaErrorMemoryAllocation;
  if (Buf) {
    Fill(Buf);
    Err = (int)launchDevice(Buf, Stream, false);
  }
  __dpopt_record_launch(Err);
  return Err == 0;
}

/// Copies a child's arguments (\p Bytes of them) into a record or a
/// parameter buffer: by 8-byte words where both buffers and the size allow
/// (memcpy of a size known only at run time is a loop over single bytes).
__device__ void copyArgs(void *Dst, const void *Src, unsigned Bytes) {
  if (((uintptr_t)Dst | (uintptr_t)Src | Bytes) % 8 != 0) {
    memcpy(Dst, Src, Bytes);
    return;
  }
  for (unsigned I = 0; I != Bytes / 8; ++I)
    static_cast<u64 *>(Dst)[I] = static_cast<const u64 *>(Src)[I];
}

/// Launches blocks [First, First + Blocks) of \p C's aggregated kernel,
/// \p Threads threads each, into \p Stream, with the arguments of \p Rec,
/// the launch's first record, where the kernel takes them as parameters;
/// false if that failed.
__device__ bool
launchAggregated(Chunk *C, u64 First, unsigned Blocks, unsigned Threads,
                 unsigned Shmem, const Record *Rec,
                 cudaStream_t Stream = cudaStreamFireAndForget) {
  return launchDetached(
      C->K.AggKernel, dim3(Blocks), dim3(Threads), Shmem,
      [&](void *Buf) {
        *reinterpret_cast<Chunk **>(Buf) = C;
        reinterpret_cast<u64 *>(Buf)[1] = First;
        if (C->D->Flags & DescFlagArgsAsParams)
          copyArgs(static_cast<char *>(Buf) + AggArgsOffset,
                   reinterpret_cast<const char *>(Rec) + RecordArgs,
                   C->D->ArgsSize);
      },
      Stream);
}

/// \p Threads more threads of \p C's grids are done (or the launching
/// thread lets go of it, 1), each after a fence or, a warp's lanes, after
/// their __syncwarp: the add releases their reads of the records, and the
/// last one's poolFree acquires them and frees the chunk.
__device__ void releaseChunk(Chunk *C, u64 Threads) {
  if (addRelease(&C->ThreadsDone, Threads) + Threads == C->TotalThreads)
    freeDoneChunk(reinterpret_cast<PoolEntry *>(C));
}

/// \p C has records marked Serial: hands it to the caller's list \p Serial
/// (the generated code runs them, then the chunk is released), or, when the
/// child has no serial version (null list), counts them as lost.
__device__ void deferSerial(Chunk *C, Chunk **Serial) {
  if (!Serial) {
    unsigned Lost = 0;
    for (unsigned I = 0; I != C->N; ++I)
      Lost += reinterpret_cast<Record *>(C->record(I))->Serial;
    statAdd(&DeviceStats.aggLost, (u64)Lost);
    __threadfence();
    releaseChunk(C, 1);
    return;
  }
  C->SerialNext = 0;
  C->NextSerial = *Serial;
  *Serial = C;
}

__device__ unsigned recordThreads(const Record *Rec) {
  return Rec->Block[0] * Rec->Block[1] * Rec->Block[2];
}

__device__ u64 recordBlocks(const Record *Rec) {
  return (u64)Rec->Grid[0] * Rec->Grid[1] * Rec->Grid[2];
}

/// Threads one launch needs to fill the GPU once (see ThreadsPerSM; %nsmid
/// may exceed the SMs present, which errs towards coarsening less too).
__device__ u64 gpuThreads() {
  unsigned SMs;
  asm("mov.u32 %0, %%nsmid;" : "=r"(SMs));
  return (u64)max(SMs, 1u) * ThreadsPerSM;
}

/// Records of an aggregated launch that fitCoarsening looks at to change
/// their coarsening. It reads them one after another, each an L2 round trip
/// in the thread that launches: 2,000 records held each launch up by about a
/// millisecond (H100, BT t2048c64 with every child aggregated at grid
/// granularity: 5.55 ms, against 0.38 ms with coarsening off). Beyond this
/// many, the launch keeps the factor its records were reserved with (see
/// groupCoarsenFactor).
constexpr unsigned RefitRecords = 64;

/// The child's coarsening factor (1: none).
__device__ unsigned coarsenFactorOf(const Desc *D) {
  return D->Flags & DescFlagNoCoarsening
             ? 1
             : descParam(D, dpoptCoarsenFactor, D->CoarsenFactor);
}

/// The coarsening factor of a record reserved in a group's chunk, whose
/// launch's size is not known yet: the child's \p Factor, lowered to what
/// would fill the GPU for a launch as large as the child's last one by
/// groups (none before that one).
__device__ unsigned groupCoarsenFactor(const Desc *D, unsigned Factor) {
  if (Factor <= 1)
    return Factor;
  u64 Last = *(volatile unsigned *)&D->LaunchThreads;
  return (unsigned)min((u64)Factor, max(Last / gpuThreads(), 1ull));
}

/// Coarsening pays only for blocks beyond what the GPU runs at once: a
/// launch of fewer threads loses parallelism for nothing (recursive
/// quicksort's launches of one or two blocks ran 1.5-2.4x slower coarsened by
/// 8). Records are coarsened when reserved (by the child's factor, or in a
/// group's chunk by groupCoarsenFactor); here, once the chunk's launches are
/// known, each launch gets the child's factor lowered to what fills the GPU:
/// - \p Alone (each record is a launch of its own): a record that would not
///   fill it is coarsened by less, or not at all;
/// - otherwise (all are one launch of \p Threads-thread blocks), a chunk of
///   at most RefitRecords records is coarsened by less when it would not
///   fill the GPU, and by more when its records were reserved uncoarsened
///   (after a smaller launch of the child) and it would fill it several
///   times over.
/// The records' first blocks follow.
__device__ void fitCoarsening(Chunk *C, bool Alone, unsigned Threads) {
  u64 Full = gpuThreads(), Blocks = C->OrigBlocks, Coarse = C->Blocks;
  u64 Fit = 1; // one launch's factor
  if (Alone) {
    if (Coarse == Blocks)
      return;
  } else {
    if (C->N > RefitRecords || Blocks > 0x7fffffffull)
      return;
    Fit = min((u64)coarsenFactorOf(C->D), max(Blocks * Threads / Full, 1ull));
    bool Fills = Coarse * Threads >= Full;
    if (Fills ? Coarse != Blocks || Fit == 1 : Coarse == Blocks)
      return;
  }
  u64 First = 0;
  for (unsigned I = 0; I != C->N; ++I) {
    Record *Rec = reinterpret_cast<Record *>(C->record(I));
    u64 B = recordBlocks(Rec);
    if (!Alone) {
      Rec->CoarseBlocks = (unsigned)((B + Fit - 1) / Fit);
    } else if ((u64)Rec->CoarseBlocks * recordThreads(Rec) < Full) {
      u64 Factor = max(B * recordThreads(Rec) / Full, 1ull);
      Rec->CoarseBlocks =
          max(Rec->CoarseBlocks, (unsigned)((B + Factor - 1) / Factor));
    }
    Rec->Offset = First;
    C->offsets()[I] = First;
    First += Rec->CoarseBlocks;
  }
  C->Blocks = First;
}

/// Launches \p Rec, which is not coarsened, as the child itself with the
/// record's configuration and arguments: what the program's launch would
/// have been, without the aggregated kernel's lookups. False if that failed.
__device__ bool launchAsChild(const Chunk *C, const Record *Rec,
                              cudaStream_t Stream) {
  return launchDetached(
      C->K.Child, dim3(Rec->Grid[0], Rec->Grid[1], Rec->Grid[2]),
      dim3(Rec->Block[0], Rec->Block[1], Rec->Block[2]), Rec->Shmem,
      [&](void *Buf) {
        copyArgs(Buf, reinterpret_cast<const char *>(Rec) + RecordArgs,
                 C->D->ArgsSize);
      },
      Stream);
}

/// The stream of \p C's records launched one by one (aggregation off, too
/// few records to aggregate, or a lone one): fire and forget, except for a
/// child that launches kernels itself, which has no serial fallback, and
/// that the program launches into its default stream: the launching block's
/// NULL stream, the program's own. (Where the program launches it into
/// streams of its own, as recursive quicksort does with a stream per half,
/// the NULL stream would order each launch after the last one's whole
/// subtree: 13x slower on QSORT's streams variant, H100.) Fire-and-forget
/// launches of such a recursion overran the pending-launch limit that the
/// program's own launches kept to (H100, recursion_wide_mixed: with
/// aggregation off, 1,266 of 7,662 launches failed at CUDA's default limit,
/// 2,209-3,210 of 656,396 with the limit at twice the launches; at block
/// granularity below the aggregation threshold, 619 of 8,602; the failed
/// launches' subtrees were lost), where in the NULL stream none failed.
__device__ cudaStream_t individualStream(const Chunk *C) {
  constexpr unsigned Ordered = DescFlagChildLaunches | DescFlagOrderedStream;
  return (C->D->Flags & Ordered) == Ordered ? (cudaStream_t)0
                                            : cudaStreamFireAndForget;
}

/// Whether the record launched alone runs as the child itself.
__device__ bool runsAsChild(const Chunk *C, const Record *Rec) {
  return C->K.Child && Rec->CoarseBlocks == recordBlocks(Rec);
}

/// Launches the sealed chunk \p C (all records committed): one grid of the
/// aggregated kernel for all records, or one grid per record (the child
/// itself, or its aggregated kernel where the record is coarsened). The
/// chunk goes back to the pool when the aggregated grids' last thread is
/// done and the calling thread has let go of it; records whose launch failed
/// go to \p Serial first.
__device__ void launchChunk(Chunk *C, Chunk **Serial) {
  __threadfence();
  const Desc *D = C->D;
  unsigned N = C->N;
  if (N == 0) {
    poolFree(C);
    return;
  }
  // Aggregation off (deferred launches), more blocks than one grid can have
  // (up to 32 lanes' worth per warp), or too few launches to be worth
  // aggregating: one grid per record (counted as individual launches). A
  // lone record is launched the same way, as the chunk's one launch.
  bool Individual = C->Granularity == dpoptAggOff ||
                    C->Blocks > 0x7fffffffull ||
                    (C->Granularity == dpoptAggBlock &&
                     N < descParam(D, dpoptAggThreshold, D->AggThreshold));
  bool Alone = Individual || N == 1;
  // The size of the child's launches by groups, for the coarsening of the
  // next one's records.
  if (!Alone && C->Granularity >= dpoptAggBlock)
    const_cast<Desc *>(D)->LaunchThreads =
        (unsigned)min(C->OrigBlocks * C->MaxThreads, 0xffffffffull);
  fitCoarsening(C, Alone, C->MaxThreads);
  // The aggregated grids' threads, and 1 for the calling thread.
  u64 Total = 1;
  if (Alone) {
    for (unsigned I = 0; I != N; ++I) {
      const Record *Rec = reinterpret_cast<const Record *>(C->record(I));
      if (!runsAsChild(C, Rec))
        Total += (u64)Rec->CoarseBlocks * recordThreads(Rec);
    }
  } else {
    Total += C->Blocks * C->MaxThreads;
  }
  C->TotalThreads = Total;
  C->ThreadsDone = 0;
  atomicAdd(&__dpopt_busy_threads, Total);
  __threadfence();
  u64 NotRun = 0; // threads of aggregated grids that did not start
  bool AnySerial = false;
  if (Alone) {
    cudaStream_t Stream = individualStream(C);
    for (unsigned I = 0; I != N; ++I) {
      Record *Rec = reinterpret_cast<Record *>(C->record(I));
      unsigned Threads = recordThreads(Rec);
      bool AsChild = runsAsChild(C, Rec);
      if (AsChild ? launchAsChild(C, Rec, Stream)
                  : launchAggregated(C, Rec->Offset, Rec->CoarseBlocks, Threads,
                                     Rec->Shmem, Rec, Stream)) {
        statAdd(Individual ? &DeviceStats.aggIndividual
                           : &DeviceStats.aggLaunches);
      } else {
        Rec->Serial = 1;
        AnySerial = true;
        if (!AsChild)
          NotRun += (u64)Rec->CoarseBlocks * Threads;
      }
    }
  } else if (launchAggregated(C, 0, (unsigned)C->Blocks, C->MaxThreads,
                              C->MaxShmem,
                              reinterpret_cast<const Record *>(C->record(0)))) {
    statAdd(&DeviceStats.aggLaunches);
  } else {
    for (unsigned I = 0; I != N; ++I)
      reinterpret_cast<Record *>(C->record(I))->Serial = 1;
    AnySerial = true;
    NotRun = Total - 1;
  }
  __threadfence();
  if (!AnySerial) {
    releaseChunk(C, 1);
    return;
  }
  // The calling thread runs the records whose grid did not start.
  if (NotRun)
    releaseChunk(C, NotRun);
  deferSerial(C, Serial);
}

/// \p C's capacity, read from L2: a thread other than the one that set the
/// chunk up may hold a stale copy of the pool's memory in its L1 (chunks
/// differ in size, so another chunk's records may have been there).
__device__ unsigned capOf(const Chunk *C) {
  return *(const volatile unsigned *)&C->Cap;
}

/// Records that \p Count more slots of \p C are final; the thread that
/// completes the chunk launches it, or, given its list of deferred chunks
/// \p Deferred, puts it there for __dpagg_flush at its exit.
__device__ void commit(Chunk *C, unsigned Count, Chunk **Serial,
                       Chunk **Deferred) {
  __threadfence();
  if (atomicAdd(&C->Committed, Count) + Count != capOf(C))
    return;
  if (Deferred) {
    C->NextDeferred = *Deferred;
    *Deferred = C;
  } else {
    launchChunk(C, Serial);
  }
}

__device__ Chunk *newChunk(const Desc *D, const Kernels &K, unsigned Cap) {
  u64 Bytes = sizeof(Chunk) + (u64)Cap * (sizeof(u64) + D->RecordSize);
  Chunk *C = poolAlloc(Bytes);
  if (!C)
    return nullptr;
  C->D = D;
  C->K = K;
  C->Cap = Cap;
  C->MaxThreads = 0;
  C->MaxShmem = 0;
  C->Blocks = 0;
  C->OrigBlocks = 0;
  C->N = 0;
  C->Committed = 0;
  // Released before any slot's State names it: a thread that finds it there
  // reads its capacity (chunks of one child differ in size).
  __threadfence();
  return C;
}

/// Whether parameter \p P may be other than \p Value for some child (unless
/// it is set to \p Value for all at run time, a compiled-in one may differ).
__device__ bool paramMayDiffer(dpoptParam P, unsigned Value) {
  const ParamTable &T = DeviceParams[P];
  if (!T.Written || T.Global != Value)
    return true;
  for (unsigned I = 0; I < T.Count && I < MaxKernelValues; ++I)
    if (T.Kernels[I].Value != Value)
      return true;
  return false;
}

/// Whether some child may have a nonzero threshold.
__device__ bool thresholdMayBeNonzero() {
  return paramMayDiffer(dpoptThreshold, 0);
}

/// Whether aggregation may be on for some child: the granularity's word
/// says off for every kernel only when it is 0 (a global off, no kernel's
/// own value). The generated deciders of children that launch test the same
/// word (emitAggregationMayBeOn).
__device__ bool aggregationMayBeOn() {
  return *(volatile unsigned long long
               *)&__dpopt_param_words[dpoptAggGranularity] != 0;
}

/// Whether the serial work of a kernel whose launches wait for its threads'
/// exits (\p DeferWhen, not 0) may run, so that they must wait for it:
/// at granularity off or warp (\p PerThread), and at a group granularity
/// only while some threshold may be nonzero (as __dpagg_flush tests).
__device__ bool deferLaunches(unsigned DeferWhen, bool PerThread) {
  bool OnlyAggregating = DeferWhen == DeferIfThresholdingAggregating ||
                         DeferWhen == DeferIfAggregating;
  if (OnlyAggregating && !aggregationMayBeOn())
    return false;
  bool Fixed = DeferWhen == DeferAlways || DeferWhen == DeferIfAggregating;
  return (PerThread && Fixed) || thresholdMayBeNonzero();
}

/// Whether the runtime may launch anything in this run: some child
/// aggregated, or launches deferred beside serial work.
__device__ bool runtimeMayLaunch() {
  return paramMayDiffer(dpoptAggGranularity, dpoptAggOff) ||
         thresholdMayBeNonzero();
}

/// Parent blocks per group at multi-block granularity. 0 (the default) is
/// automatic: 8 blocks; with thresholding, which leaves few launching
/// threads in a block, groups of at least 8 blocks and at most 32 groups in
/// the parent grid. A large parent grid then makes fewer, larger aggregated
/// launches, and a small one still has several groups whose launches start
/// while the grid runs. On the H100, with thresholding, the best fixed size
/// was 8 for the benchmark suite's 256-block parent grids and 32 for its
/// 1,272-block ones; without it (every thread launches), 8 for both.
constexpr unsigned AutoGroupMinBlocks = 8, AutoGroups = 32;
__device__ unsigned groupBlocksOf(const Desc *D) {
  if (unsigned Blocks = descParam(D, dpoptAggGroupBlocks, D->GroupBlocks))
    return Blocks;
  if (!thresholdMayBeNonzero())
    return AutoGroupMinBlocks;
  u64 Per = (gridBlocks() + AutoGroups - 1) / AutoGroups;
  return (unsigned)min(max(Per, (u64)AutoGroupMinBlocks), 0xffffffffull);
}

/// The most records a chunk of \p D's groups holds at each granularity (the
/// group size is looked up only where it matters, at multi-block
/// granularity).
__device__ unsigned chunkCapacity(unsigned Granularity, const Desc *D) {
  if (Granularity == dpoptAggBlock)
    return 256;
  if (Granularity == dpoptAggMultiBlock)
    return (unsigned)min(4096ull, 256ull * groupBlocksOf(D));
  return 4096;
}

/// Records a new chunk gets room for in a group whose blocks launch once
/// each (ModeJoinAtLaunch), where \p K records of \p FillThreads threads
/// are being reserved: enough records of that size to fill a quarter of
/// the GPU (at least K, at most \p MaxCap). Such a group spans the parent
/// grid (see gridGroupBlocks), and its records are launched as they come,
/// a chunk at a time, not when the group ends. Recursive Mandelbrot (a
/// record per subdividing block, of four 256-thread blocks; H200, m8k):
/// 1.46 ms, against 1.54 ms with groups of 64 parent blocks, each launched
/// when it ended; chunks of an eighth of the GPU 1.47 ms, of a sixteenth
/// 1.64 (bench/results/2026-11-29-h200-mandel-occupancy).
constexpr u64 FillFraction = 4;
__device__ unsigned fillingChunkRecords(unsigned MaxCap, unsigned K,
                                        u64 FillThreads) {
  u64 Want = (gpuThreads() / FillFraction * K + FillThreads - 1) / FillThreads;
  return (unsigned)max(min(Want, (u64)MaxCap), (u64)K);
}

/// Records a group's new chunk gets room for: at sites that a block reaches
/// once, see fillingChunkRecords (\p FillThreads); elsewhere, twice what
/// \p D's recent groups reserved, a power of two from MinChunkRecords (two
/// warps' worth) to \p MaxCap, twice \p Outgrown (the capacity of the group's
/// chunk that ran out of room, or 0), and \p K at least. A chunk with room for
/// every thread of its group wasted the pool where few threads launch: on
/// recursive Mandelbrot (one launch per parent block, groups of 8 blocks) the
/// 2,048-record chunks of two levels filled the 64 MiB pool and 60% of the
/// launches fell back.
constexpr unsigned MinChunkRecords = 64;
__device__ unsigned groupChunkRecords(const Desc *D, unsigned MaxCap,
                                      unsigned K, unsigned Outgrown,
                                      u64 FillThreads) {
  if (FillThreads)
    return fillingChunkRecords(MaxCap, K, FillThreads);
  unsigned Want = 2 * max(*(volatile unsigned *)&D->RecordsHint, Outgrown);
  unsigned Cap = MinChunkRecords;
  while (Cap < Want && Cap < MaxCap)
    Cap *= 2;
  return max(min(Cap, MaxCap), K);
}

/// A group of \p D closed a chunk of \p Records records: the estimate
/// follows a larger group at once and a smaller one slowly (an eighth per
/// group), so that one small group does not shrink the next large one's
/// chunk. Racy by design: a lost update only costs a launch or some room.
__device__ void noteGroupRecords(const Desc *D, unsigned Records) {
  unsigned *Hint = &const_cast<Desc *>(D)->RecordsHint;
  unsigned Old = *(volatile unsigned *)Hint;
  unsigned New = max(Records, Old - Old / 8);
  if (New != Old)
    atomicExch(Hint, New);
}

/// A new chunk of \p D for \p Want records, or fewer, down to \p Need, when
/// the pool has no room for it; null when it has none for \p Need.
__device__ Chunk *newChunkUpTo(const Desc *D, const Kernels &K, unsigned Want,
                               unsigned Need) {
  for (unsigned Cap = Want;; Cap = max(Need, Cap / 4)) {
    if (Chunk *C = newChunk(D, K, Cap))
      return C;
    if (Cap <= Need)
      return nullptr;
  }
}

//--- Groups of parent blocks ------------------------------------------------
//
// A group slot's State packs its current chunk (pool unit + 1, 0: none), a
// flag saying that some thread is installing the next one, the records
// reserved in the chunk and their (coarsened) blocks:
//   bits 40-63 unit, 39 installing, 19-38 records, 0-18 blocks.
// The records count from RecordsFull minus the chunk's capacity, so that
// the chunk is full when the count reaches RecordsFull, whatever its
// capacity: a thread decides whether a chunk it added to was full without
// reading the chunk's header, which, full, may already have been launched,
// freed and reused. (It reads the capacity once its records are in: then
// the chunk cannot run before it commits them.)
// A lane group reserves [records, records + K) and the blocks that follow
// with one atomic add, so record offsets are in record order (the
// aggregated kernel's search needs that). A CAS loop did this before:
// at grid granularity, where every warp of the parent grid reserves in one
// slot, it failed 160 times per record (MANDEL m8k, H100). The add that
// makes the chunk full (its records at its capacity, or its blocks past
// MaxChunkBlocks) is the only one to see it go from not full to full: that
// thread takes the chunk out of the slot and closes it, and, when its own
// records did not fit, installs the next chunk with them. Adds that land on
// a full chunk, or on a slot with no chunk or one being installed, reserve
// nothing: the thread waits for the next chunk and tries again, and the
// count it overshot is overwritten when the slot changes. Each thread adds
// at most once to a chunk it did not see full, so the overshoot stays below
// the resident warps' worth of records and of MaxAddBlocks blocks each,
// which the fields' upper halves hold for up to 16,384 resident warps. A
// reservation of more blocks goes by CAS. Waits are bounded: a thread that
// is not being run (compute-sanitizer) then makes the others fall back to
// direct launches, not hang.

constexpr unsigned StateUnitShift = 40, StateRecordShift = 19;
constexpr u64 StateInstalling = 1ull << 39;
constexpr u64 StateRecordMask = (1ull << 20) - 1;
constexpr u64 StateBlockMask = (1ull << StateRecordShift) - 1;
constexpr u64 RecordsFull = 1ull << 19;
constexpr u64 MaxChunkBlocks = (1ull << 18) - 1;
constexpr u64 MaxAddBlocks = 16;
constexpr u64 PoolUnit = 128, MaxPoolUnits = (1ull << 24) - 1;
/// Waits (of about 100 ns) for another thread's new chunk before a thread
/// allocates one itself, and for another thread's group join before a
/// thread aggregates its launch per warp instead.
constexpr unsigned InstallWaits = 4096;

/// The State of a slot whose chunk \p C (of \p Cap records) has \p Records
/// records of \p Blocks blocks reserved.
__device__ u64 packState(const char *Base, const Chunk *C, unsigned Cap,
                         unsigned Records, u64 Blocks) {
  u64 Unit = (u64)(reinterpret_cast<const char *>(C) - Base) / PoolUnit + 1;
  return Unit << StateUnitShift |
         (RecordsFull - Cap + Records) << StateRecordShift | Blocks;
}
__device__ Chunk *stateChunk(char *Base, u64 State) {
  u64 Unit = State >> StateUnitShift;
  return Unit ? reinterpret_cast<Chunk *>(Base + (Unit - 1) * PoolUnit)
              : nullptr;
}
/// The record count as stored: RecordsFull when the chunk is full.
__device__ u64 stateCount(u64 State) {
  return (State >> StateRecordShift) & StateRecordMask;
}
/// The records reserved in a chunk of \p Cap records that is not full.
__device__ unsigned stateRecords(u64 State, unsigned Cap) {
  return (unsigned)(stateCount(State) - (RecordsFull - Cap));
}
__device__ bool stateFull(u64 State) {
  return stateCount(State) >= RecordsFull ||
         (State & StateBlockMask) > MaxChunkBlocks;
}
__device__ u64 stateBlocks(u64 State) { return State & StateBlockMask; }

/// Closes \p C, a chunk of \p D taken out of its slot with \p Records records
/// of \p Blocks blocks reserved; the slots that will never be written are
/// committed.
__device__ void closeChunk(const Desc *D, Chunk *C, unsigned Records,
                           u64 Blocks, unsigned Granularity, Chunk **Serial,
                           Chunk **Deferred) {
  // D, not C->D: this thread's L1 may hold a stale copy of C's header (see
  // capOf).
  noteGroupRecords(D, Records);
  C->N = Records;
  C->Blocks = Blocks;
  C->Granularity = Granularity;
  if (unsigned Unused = capOf(C) - Records)
    commit(C, Unused, Serial, Deferred);
}

/// Installs a new chunk in slot \p S, which this thread marked installing,
/// with \p K records of \p Total blocks reserved in it: room for at most
/// \p Cap records (see groupChunkRecords and fillingChunkRecords, for
/// \p FillThreads; \p Outgrown, the capacity of the
/// chunk that ran out of room, or 0). Null, and no chunk in the slot, when
/// the pool has no room.
__device__ Chunk *installChunk(Slot *S, char *Base, const Desc *D,
                               const Kernels &Ks, unsigned Granularity,
                               unsigned Cap, unsigned K, u64 Total,
                               unsigned Outgrown, u64 FillThreads,
                               Chunk **Serial, Chunk **Deferred) {
  // A block's chunk has room for all of its records: the aggregation
  // threshold counts them in one chunk.
  unsigned Want = Granularity == dpoptAggBlock
                      ? max(Cap, K)
                      : groupChunkRecords(D, Cap, K, Outgrown, FillThreads);
  Chunk *C = newChunkUpTo(D, Ks, Want, K);
  // A chunk these K records fill (the pool was short) stays out of the slot,
  // closed at once: left there it would run, once committed, as a chunk of
  // no records, and be freed while the slot still named it.
  bool Full = C && capOf(C) == K;
  exchRelease(&S->State,
              C && !Full ? packState(Base, C, capOf(C), K, Total) : 0);
  if (Full)
    closeChunk(D, C, K, Total, Granularity, Serial, Deferred);
  return C;
}

/// Reserves \p K records of \p Total blocks in the current chunk of slot
/// \p S, or in a new chunk of at most \p Cap records when they do not fit
/// (see installChunk; \p FillThreads, the threads of the K records where
/// each of the group's blocks launches once, or 0): returns the chunk, its
/// capacity and the first record and block, or null when the pool is full or
/// the next chunk took too long to come. The caller writes the records and
/// commits K.
__device__ Chunk *reserveInGroup(Slot *S, const Desc *D, const Kernels &Ks,
                                 unsigned Granularity, unsigned Cap, unsigned K,
                                 u64 Total, u64 FillThreads, unsigned &First,
                                 u64 &FirstBlock, unsigned &ChunkCap,
                                 Chunk **Serial, Chunk **Deferred) {
  char *Base;
  u64 Bytes;
  poolGeometry(Base, Bytes);
  u64 Mine = (u64)K << StateRecordShift | Total;
  for (unsigned Waits = 0;;) {
    // Relaxed (see loadRelaxed): nothing of the chunk it names is read
    // before a reservation in it succeeds, which acquires.
    u64 State = loadRelaxed(&S->State);
    Chunk *C = stateChunk(Base, State);
    if (!C && !(State & StateInstalling)) {
      // No chunk: this thread installs one (a new chunk: nothing to
      // acquire).
      if (casRelaxed(&S->State, State, StateInstalling) != State)
        continue;
      First = 0;
      FirstBlock = 0;
      C = installChunk(S, Base, D, Ks, Granularity, Cap, K, Total, 0,
                       FillThreads, Serial, Deferred);
      ChunkCap = C ? capOf(C) : 0;
      return C;
    }
    if (!C || stateFull(State)) {
      // Being installed, or full and about to leave the slot.
      if (++Waits == InstallWaits)
        return nullptr;
      __nanosleep(100);
      continue;
    }
    u64 Old = State;
    if (Total <= MaxAddBlocks) {
      Old = addAcqRel(&S->State, Mine);
      C = stateChunk(Base, Old);
      if (!C || Old & StateInstalling || stateFull(Old))
        continue; // landed between chunks, or on a full one: nothing reserved
    } else {
      // More blocks than an add may overshoot by: by CAS from State, which
      // takes C out of the slot at once when they do not fit.
      bool FitsHere = stateCount(State) + K <= RecordsFull &&
                      stateBlocks(State) + Total <= MaxChunkBlocks;
      if (casRelaxed(&S->State, State,
                     FitsHere ? State + Mine : StateInstalling) != State)
        continue;
      // The header of C, written before it was installed, is read next.
      fenceAcquire();
    }
    u64 Count = stateCount(Old), Blocks = stateBlocks(Old);
    bool Fits = Count + K <= RecordsFull && Blocks + Total <= MaxChunkBlocks;
    bool FullNow = Count + K >= RecordsFull || Blocks + Total > MaxChunkBlocks;
    // C is not full, or these records are in it: its header is C's.
    unsigned CCap = capOf(C), Records = stateRecords(Old, CCap);
    if (Fits && !FullNow) {
      First = Records;
      FirstBlock = Blocks;
      ChunkCap = CCap;
      return C;
    }
    // This add made C full: C leaves the slot. Records that fit were the
    // last it takes; others go into the next chunk, installed first so that
    // the threads waiting for it need not wait for C's launch.
    Chunk *Next = nullptr;
    if (Fits) {
      exchRelease(&S->State, 0);
    } else {
      if (Total <= MaxAddBlocks) // (by CAS, the slot is installing already)
        exchRelease(&S->State, StateInstalling);
      Next = installChunk(S, Base, D, Ks, Granularity, Cap, K, Total, CCap,
                          FillThreads, Serial, Deferred);
    }
    closeChunk(D, C, Fits ? CCap : Records, Fits ? Blocks + Total : Blocks,
               Granularity, Serial, Deferred);
    if (Fits) {
      First = Records;
      FirstBlock = Blocks;
      ChunkCap = CCap;
      return C;
    }
    First = 0;
    FirstBlock = 0;
    ChunkCap = Next ? capOf(Next) : 0;
    return Next;
  }
}

// A group's membership, without a lock: at grid granularity every block of
// the parent grid joins and leaves one slot, and a lock there (and then a
// CAS loop) serialized them: 89-172 ms for MANDEL m8k's 19 launches, 13-44 s
// for TD's tree. Members is the number of blocks in the group (joined and
// not yet left), changed by atomic adds, plus Closed. The leave that takes
// it to 0 closes the group by CAS (it fails when a block joined meanwhile,
// which then leaves later), takes its last chunk and frees the slot. A
// joiner pins the slot while it reads the key and adds itself, and the
// closer frees the slot only when no thread pins it: a join can then land
// on the closed count (void: the slot's next owner overwrites it), never on
// the slot's next group, which may belong to another parent grid whose
// launches this block must not make. Two groups of one key (a block that
// found the first one closing) are harmless: each runs its own members'
// records.
constexpr u64 MembersClosed = 1ull << 63;
constexpr unsigned SlotFree = 0, SlotClaiming = 1, SlotLive = 2;

/// The group's last block has left slot \p S: closes the group unless a
/// block joined meanwhile, and then frees the slot and launches the group's
/// last chunk.
__device__ void completeGroup(const Desc *D, Slot *S, unsigned Granularity,
                              Chunk **Serial) {
  if (casAcquire(&S->Members, 0ull, MembersClosed) != 0)
    return; // someone joined: the group goes on
  __threadfence(); // the Closed above, then the pins below
  // Every member is done: nothing reserves any more.
  u64 Last = atomicExch(&S->State, 0ull);
  // A pin lasts a few instructions; the bound only keeps a thread that is
  // not being run (compute-sanitizer) from holding this one up for good.
  for (unsigned Waits = 0;
       *(volatile unsigned *)&S->Pins != 0 && Waits != 16 * InstallWaits;
       ++Waits)
    __nanosleep(32);
  __threadfence();
  atomicExch(&S->Used, SlotFree);
  char *Base;
  u64 Bytes;
  poolGeometry(Base, Bytes);
  if (Chunk *C = stateChunk(Base, Last))
    closeChunk(D, C, stateRecords(Last, capOf(C)), stateBlocks(Last),
               Granularity, Serial, nullptr);
}

/// \p N more members for the group of slot \p SlotIndex, which the caller
/// is a member of (so the group is not closing).
__device__ void addGroupMembers(const Desc *D, int SlotIndex, unsigned N) {
  addAcqRel(&D->slots()[SlotIndex].Members, (u64)N);
}

/// The calling block leaves the group of slot \p SlotIndex (its writes to
/// the group's chunks are released); the group's last block launches the
/// group's last chunk.
__device__ void leaveGroup(const Desc *D, int SlotIndex, unsigned Granularity,
                           Chunk **Serial) {
  DPAGG_TIME_HOOK_EACH(HookLeave);
  Slot *S = &D->slots()[SlotIndex];
  if (addAcqRel(&S->Members, ~0ull) == 1)
    completeGroup(D, S, Granularity, Serial);
}

/// Joins (or starts, in a free slot) the group \p Group of parent grid
/// \p Grid: the slot's index, or ModeWarp when the probed slots hold other
/// groups (the block aggregates per warp).
__device__ int joinGroup(const Desc *D, u64 Grid, u64 Group) {
  u64 H = (Grid * 0x9E3779B97F4A7C15ull) ^ (Group * 0xC2B2AE3D27D4EB4Full);
  H ^= H >> 29;
  for (unsigned Probe = 0; Probe != 16; ++Probe) {
    unsigned I = (unsigned)((H + Probe) % NumSlots);
    Slot *S = &D->slots()[I];
    atomicAdd(&S->Pins, 1u);
    __threadfence(); // the pin, then what the slot holds
    int Joined = -1;
    for (unsigned Waits = 0;;) {
      unsigned Used = *(volatile unsigned *)&S->Used;
      if (Used == SlotFree) {
        if (casAcquire(&S->Used, SlotFree, SlotClaiming) != SlotFree)
          continue;
        __threadfence(); // after the last group's completion
        S->Grid = Grid;
        S->Group = Group;
        S->State = 0;
        __threadfence();
        atomicExch(&S->Members, 1ull);
        __threadfence();
        atomicExch(&S->Used, SlotLive);
        Joined = (int)I;
        break;
      }
      if (Used == SlotClaiming) { // being set up: its key comes soon
        if (++Waits == InstallWaits)
          break;
        __nanosleep(100);
        continue;
      }
      __threadfence(); // Live, then its key
      if (*(volatile u64 *)&S->Grid == Grid &&
          *(volatile u64 *)&S->Group == Group &&
          !(addAcqRel(&S->Members, 1ull) & MembersClosed))
        Joined = (int)I;
      break; // another group, or this one closing
    }
    atomicSub(&S->Pins, 1u);
    if (Joined >= 0)
      return Joined;
  }
  return ModeWarp; // table crowded: this block aggregates per warp
}

/// Parent blocks per group at grid granularity: the whole grid, or, for a
/// grid of more than 2 * GridGroupWarps warps, as many blocks as make groups
/// of at least GridGroupWarps warps, at most MaxGridGroups of them. Every
/// group's warps reserve with atomic adds on one slot, and on the H100 those
/// serialize: with one group for the 3,242-block (6,484-warp) grids of TH's
/// tree treeb, a reservation took 8 ms on average and a level's blocks
/// waited for each other's (37 ms in all, against 5 ms with 32 groups per
/// grid at multi-block granularity). Split this way, treeb took 6.5 ms, treea
/// 54 ms (was 243-307), MANDEL m8k 1.98 (2.22) and BFS-Rec 2.24 (1.72); groups
/// of at least 256 warps made BFS-Rec 3.1 ms, of 1,024 warps treeb 9.2 ms.
/// Where each block reserves once (\p OncePerBlock: ModeJoinAtLaunch), a
/// block counts as one warp.
constexpr u64 GridGroupWarps = 512, MaxGridGroups = 32;
__device__ u64 gridGroupBlocks(bool OncePerBlock) {
  u64 Blocks = gridBlocks();
  u64 Warps = OncePerBlock ? Blocks : Blocks * ((blockThreads() + 31) / 32);
  u64 Groups = min(max(Warps / GridGroupWarps, 1ull), MaxGridGroups);
  return (Blocks + Groups - 1) / Groups;
}

__device__ unsigned granularityOf(const Desc *D) {
  unsigned G = descParam(D, dpoptAggGranularity, D->Granularity);
  return G > dpoptAggGrid ? (unsigned)dpoptAggOff : G;
}

} // namespace dpopt_runtime

using namespace dpopt_runtime;

// The launch calls of kernels that also launch through the runtime: one
// lane of a warp at a time while the runtime may launch beside them
// (with aggregation off and every threshold 0 it launches nothing, and these
// are plain launches). Sites marked SiteAlwaysGated (kernels that enter the
// device runtime at several call sites) go one at a time whatever the
// runtime launches.
__device__ bool launchesDirectly(unsigned Site) {
  return !(Site & SiteAlwaysGated) && !runtimeMayLaunch();
}
extern "C" __device__ void *__dpopt_get_parameter_buffer(void *Func, dim3 Grid,
                                                         dim3 Block,
                                                         unsigned Shmem,
                                                         unsigned Site) {
  if (launchesDirectly(Site))
    return cudaGetParameterBufferV2(Func, Grid, Block, Shmem);
  return getParameterBuffer(Func, Grid, Block, Shmem);
}
extern "C" __device__ int __dpopt_launch_device(void *Buf, cudaStream_t Stream,
                                                unsigned Site) {
  if (launchesDirectly(Site))
    return cudaLaunchDeviceV2(Buf, Stream);
  return launchDevice(Buf, Stream, false);
}
extern "C" __device__ int
__dpopt_launch_device_ptsz(void *Buf, cudaStream_t Stream, unsigned Site) {
  if (launchesDirectly(Site))
    return cudaLaunchDeviceV2_ptsz(Buf, Stream);
  return launchDevice(Buf, Stream, true);
}

// The other device-runtime calls of kernels with several runtime call
// sites (stream and event calls), one lane of a warp at a time. Site, the
// call's number, is part of the calls' interface with the plugin.
extern "C" __device__ cudaError_t
__dpopt_stream_create_with_flags(cudaStream_t *Stream, unsigned Flags,
                                 unsigned Site) {
  return oneLaneAtATime<cudaError_t>(
      [&] { return cudaStreamCreateWithFlags(Stream, Flags); });
}
extern "C" __device__ cudaError_t __dpopt_stream_destroy(cudaStream_t Stream,
                                                         unsigned Site) {
  return oneLaneAtATime<cudaError_t>([&] { return cudaStreamDestroy(Stream); });
}
extern "C" __device__ cudaError_t __dpopt_stream_wait_event(
    cudaStream_t Stream, cudaEvent_t Event, unsigned Flags, unsigned Site) {
  return oneLaneAtATime<cudaError_t>(
      [&] { return cudaStreamWaitEvent(Stream, Event, Flags); });
}
extern "C" __device__ cudaError_t
__dpopt_event_create_with_flags(cudaEvent_t *Event, unsigned Flags,
                                unsigned Site) {
  return oneLaneAtATime<cudaError_t>(
      [&] { return cudaEventCreateWithFlags(Event, Flags); });
}
extern "C" __device__ cudaError_t
__dpopt_event_record(cudaEvent_t Event, cudaStream_t Stream, unsigned Site) {
  return oneLaneAtATime<cudaError_t>(
      [&] { return cudaEventRecord(Event, Stream); });
}
// The per-thread-default-stream twins (CUDA_API_PER_THREAD_DEFAULT_STREAM).
// cudaEventRecordWithFlags gets no wrapper: CUDA 13's libcudadevrt does not
// define __cudaCDP2EventRecordWithFlags, so no program that calls it links.
extern "C" __device__ cudaError_t __dpopt_stream_wait_event_ptsz(
    cudaStream_t Stream, cudaEvent_t Event, unsigned Flags, unsigned Site) {
  return oneLaneAtATime<cudaError_t>(
      [&] { return cudaStreamWaitEvent_ptsz(Stream, Event, Flags); });
}
extern "C" __device__ cudaError_t __dpopt_event_record_ptsz(cudaEvent_t Event,
                                                            cudaStream_t Stream,
                                                            unsigned Site) {
  return oneLaneAtATime<cudaError_t>(
      [&] { return cudaEventRecord_ptsz(Event, Stream); });
}
extern "C" __device__ cudaError_t __dpopt_event_destroy(cudaEvent_t Event,
                                                        unsigned Site) {
  return oneLaneAtATime<cudaError_t>([&] { return cudaEventDestroy(Event); });
}

//--- A parent block's membership, without shared memory ----------------------
//
// At group granularities each parent block claims a cell once (its first
// thread, before a barrier the generated code places at the kernel's entry)
// and leaves its group when its last thread exits. It joins the group at
// its entry too, unless some threshold may be nonzero: then it joins when
// one of its threads first launches, so that a block that launches nothing
// (one whose children all run serially: every block, on a graph of low
// degree) never takes the group slot's lock, which the blocks of a group
// take one after another (2x the time of a BFS level on the road graph).
// What the block's threads share, its group slot and its count of exited
// threads, lives in a cell of a global table keyed by (parent grid, block,
// descriptor), not in shared memory: a parent using a few bytes of static
// shared memory gets a small shared-memory carveout, which the driver then
// also uses for the parent's child grids, and limits them to 8 resident
// blocks per SM (1 KiB of reserved shared memory each): their launches ran
// 2x slower on the H100.
// The generated code keeps the cell's index (the block handle) in a register.
// A block whose child's recent blocks rarely launched takes no cell at all
// (see blocksRarelyLaunch): its handle is ModeWarp.

struct BlockCell {
  u64 Grid;      // 0: free; claimed with an acquiring CAS
  u64 BlockKey;  // the linear block index + 1 (0: none)
  const Desc *D; // null: none
  int GroupSlot; // a slot index, NotJoined, Joining, or ModeWarp (crowded)
  unsigned Exited;
};
/// A block's group slot before its first launch, and while one of its
/// threads joins the group.
constexpr int NotJoined = -3, Joining = -4;
constexpr unsigned NumBlockCells = 16384, BlockCellProbes = 64;
__device__ BlockCell BlockCells[NumBlockCells];

__device__ u64 linearBlock() {
  return blockIdx.x +
         (u64)gridDim.x * (blockIdx.y + (u64)gridDim.y * blockIdx.z);
}

__device__ unsigned cellHash(u64 Grid, u64 Block, const Desc *D) {
  u64 H = (Grid * 0x9E3779B97F4A7C15ull) ^ (Block * 0xC2B2AE3D27D4EB4Full) ^
          ((u64)D >> 4) * 0x165667B19E3779F9ull;
  return (unsigned)(H ^ H >> 31);
}

/// Probes the cells of this block's key (parent grid, block, \p D) in order
/// and returns the first index for which \p Take(cell, grid, block) holds,
/// or -1.
template <typename TakeT> __device__ int probeCells(const Desc *D, TakeT Take) {
  u64 Grid = gridId(), Block = linearBlock();
  unsigned H = cellHash(Grid, Block, D);
  for (unsigned Probe = 0; Probe != BlockCellProbes; ++Probe) {
    unsigned I = (H + Probe) % NumBlockCells;
    if (Take(&BlockCells[I], Grid, Block))
      return (int)I;
  }
  return -1;
}

/// Whether a cell's key, read as \p G, \p B and \p CD, is block \p Block's
/// of grid \p Grid for \p D (BlockKey holds the block's index + 1).
__device__ inline bool isCellKey(u64 G, u64 B, const Desc *CD, u64 Grid,
                                 u64 Block, const Desc *D) {
  return G == Grid && B == Block + 1 && CD == D;
}

/// The cell of this block and \p D, or -1. Only this block's first thread
/// writes such a cell, before the entry barrier (which makes its writes
/// visible here). A cell of another block, even one being claimed or freed,
/// never shows this block's complete key: every field of a key names one
/// block of one grid, and the empty values (Grid and BlockKey 0, D null)
/// name none.
__device__ int findCell(const Desc *D) {
  return probeCells(D, [D](BlockCell *Cell, u64 Grid, u64 Block) {
    volatile BlockCell *C = Cell;
    // All three loads at once: one round trip to L2, not three.
    u64 G = C->Grid, B = C->BlockKey;
    const Desc *CD = C->D;
    return isCellKey(G, B, CD, Grid, Block, D);
  });
}

/// Claims a free cell for this block and \p D and writes its key; -1
/// when every probed cell is taken. No fence: only this block looks for
/// the key, after the entry barrier.
__device__ int claimCell(const Desc *D) {
  return probeCells(D, [D](BlockCell *C, u64 Grid, u64 Block) {
    // Acquire: the writes of the cell's last owner, before it released the
    // cell, come first.
    if (casAcquire(&C->Grid, 0ull, Grid) != 0)
      return false;
    C->Exited = 0;
    C->GroupSlot = NotJoined;
    C->BlockKey = Block + 1;
    C->D = D;
    return true;
  });
}

/// Every cell's index, for this block and \p D, or -1: all BlockCellProbes
/// probes, eight at a time (their loads in flight together).
__device__ int findCellAnywhere(const Desc *D) {
  u64 Grid = gridId(), Block = linearBlock();
  unsigned H = cellHash(Grid, Block, D);
  constexpr unsigned Batch = 8;
  static_assert(BlockCellProbes % Batch == 0, "whole batches");
  for (unsigned P = 0; P != BlockCellProbes; P += Batch) {
    u64 G[Batch], B[Batch];
    const Desc *CD[Batch];
#pragma unroll
    for (unsigned K = 0; K != Batch; ++K) {
      volatile BlockCell *C = &BlockCells[(H + P + K) % NumBlockCells];
      G[K] = C->Grid;
      B[K] = C->BlockKey;
      CD[K] = C->D;
    }
#pragma unroll
    for (unsigned K = 0; K != Batch; ++K)
      if (isCellKey(G[K], B[K], CD[K], Grid, Block, D))
        return (int)((H + P + K) % NumBlockCells);
  }
  return -1;
}

/// Per first probe of a key: a lock that the claims at launch of the keys
/// starting there take (ModeClaimAtLaunch), so that a block's warps,
/// launching at once, claim one cell between them. Without it a warp could
/// claim a cell that another block freed after a warp of its own block had
/// probed past it, and claimed the next: the block then joined its group
/// twice and left once, and the group's last chunk never ran (TD on treeb:
/// 10,000-30,000 of 307,161 child grids lost a run, H200).
__device__ unsigned ClaimLocks[NumBlockCells];

/// Finds this block's cell for \p D or claims one, where any of the block's
/// threads may be first to ask (ModeClaimAtLaunch); -1 when every probed
/// cell holds another key. Under the lock of the key's first probe, a scan
/// of every probe finds the key if a thread of the block claimed it (the
/// claimer wrote it before releasing the lock), else the key is claimed. A
/// block's cell is freed only at its exit, after all its launches.
__device__ int findOrClaimCell(const Desc *D) {
  unsigned *Lock =
      &ClaimLocks[cellHash(gridId(), linearBlock(), D) % NumBlockCells];
  while (casAcquire(Lock, 0u, 1u) != 0)
    __nanosleep(64);
  int Cell = findCellAnywhere(D);
  if (Cell < 0)
    Cell = claimCell(D);
  // The key's writes, then the lock free.
  __threadfence();
  atomicExch(Lock, 0u);
  return Cell;
}

__device__ void freeCell(int I) {
  BlockCell *C = &BlockCells[I];
  C->D = nullptr;
  C->BlockKey = 0;
  exchRelease(&C->Grid, 0ull); // after the key is cleared
}

/// Joins the group of granularity \p G that the calling block belongs to: the
/// slot's index, or ModeWarp (see joinGroup).
__device__ int joinBlockGroup(const Desc *D, unsigned G, bool OncePerBlock) {
  u64 Per = G == dpoptAggBlock  ? 1
            : G == dpoptAggGrid ? gridGroupBlocks(OncePerBlock)
                                : groupBlocksOf(D);
  return joinGroup(D, gridId(), linearBlock() / Per);
}

/// The group slot of the block whose cell is \p Cell, joining the group of
/// granularity \p G on the block's first launch of \p D: one thread joins,
/// and the others wait for it a bounded time (see InstallWaits), then
/// aggregate this launch per warp. ModeWarp when the slot table is crowded.
__device__ int groupSlotOf(const Desc *D, int Cell, unsigned G) {
  DPAGG_TIME_HOOK_EACH(HookJoin);
  int *GroupSlot = &BlockCells[Cell].GroupSlot;
  int S = *(volatile int *)GroupSlot;
  if (S >= 0 || S == ModeWarp)
    return S;
  if (S == NotJoined &&
      casAcquire(GroupSlot, NotJoined, Joining) == NotJoined) {
    S = joinBlockGroup(D, G, /*OncePerBlock=*/false);
    __threadfence();
    atomicExch(GroupSlot, S);
    return S;
  }
  for (unsigned Waits = 0; Waits != InstallWaits; ++Waits) {
    __nanosleep(100);
    if ((S = *(volatile int *)GroupSlot) != Joining) {
      __threadfence();
      return S;
    }
  }
  return ModeWarp;
}

/// Cells are claimed for nothing when blocks rarely launch: with
/// thresholding, every child of a graph of low degree runs serially, and the
/// cell's claim, lookup and exit count cost the parent up to 1.75x (H100,
/// road graph: DP+T against DP+T+A at multi-block granularity, nothing
/// launched). So, at block and multi-block granularity while some threshold
/// may be nonzero, a block takes no cell when fewer than 1 in
/// RareJoinRatio of the child's recent blocks launched anything; its
/// launches are aggregated per warp at its threads' exits instead. The
/// blocks that take no cell are counted too (at entry, and by their
/// launches: countLaunchWithoutCell), so that the counts follow a change to
/// more launches without any block claiming a cell to find out: every 8th
/// block used to claim one all the same, and that cost the road graph's
/// parents 1-21% (H200, bench/results/2026-11-29-h200-regs). At grid
/// granularity a block always claims for a child that launches kernels: a
/// recursion's level is one launch only if every block joins. (For other
/// children grid granularity skips too: always claiming made the road graph
/// 1.13-1.25x slower there than at multi-block granularity, H100.)
constexpr unsigned RareJoinRatio = 64, MinClaims = 64;

/// The child's counts of recent blocks (Desc::BlockClaims) and of those
/// that launched (Desc::BlockJoins), read at once (one round trip: the
/// block's other threads wait at the entry barrier), and whether they
/// belong to the parameters' epoch.
struct BlockCounts {
  unsigned Blocks, Launched;
  bool Current;
};

__device__ BlockCounts readBlockCounts(const Desc *D) {
  unsigned Epoch = *(volatile unsigned *)&D->Epoch;
  unsigned Now = *(volatile unsigned *)&ParamEpoch;
  unsigned Blocks = *(volatile unsigned *)&D->BlockClaims;
  unsigned Launched = *(volatile unsigned *)&D->BlockJoins;
  return {Blocks, Launched, Epoch == Now};
}

__device__ bool blocksRarelyLaunch(const BlockCounts &C) {
  return C.Current && C.Blocks >= MinClaims &&
         (u64)C.Launched * RareJoinRatio < C.Blocks;
}

/// Both counts halve every ClaimWindow blocks (claim_counts.h): at a
/// claiming block's exit, where its add made the block count \p Blocks.
/// (Where every thread at or past the window halved them, the launches were
/// halved as many times as threads crossed together: BFS on the cnr graph
/// 1.16x slower, H200. Where a compare-and-swap at or past the window did,
/// it failed under the other blocks' adds, and every claiming block of a
/// recursion paid one: TH and TD 1.2x slower, H200.)
__device__ void halveBlockCounts(const Desc *D, unsigned Blocks) {
  if (!halvesClaimCounts(Blocks))
    return;
  Desc *W = const_cast<Desc *>(D);
  atomicExch(&W->BlockClaims, ClaimsAfterHalving);
  atomicExch(&W->BlockJoins, *(volatile unsigned *)&W->BlockJoins / 2);
}

/// The same where a block skips its cell, from the counts \p C its first
/// thread read, without waiting for an answer (the block's other threads
/// wait at the entry barrier; a compare-and-swap there, failing under the
/// other blocks' counts, cost the road graph's BFS 1.27x): the blocks that
/// read the same counts write the same halves.
__device__ void halveBlockCountsRead(const Desc *D, const BlockCounts &C) {
  if (C.Blocks < ClaimWindow)
    return;
  Desc *W = const_cast<Desc *>(D);
  atomicExch(&W->BlockClaims, C.Blocks / 2);
  atomicExch(&W->BlockJoins, C.Launched / 2);
}

/// At the exit of a block that claimed a cell: counts it, and whether it
/// joined a group. Both start from zero when a parameter changes (the
/// recent past counts, approximately: a count added while another thread
/// halves or resets them may be lost).
__device__ void countClaim(const Desc *D, bool Joined) {
  Desc *W = const_cast<Desc *>(D);
  unsigned Epoch = *(volatile unsigned *)&ParamEpoch;
  if (*(volatile unsigned *)&W->Epoch != Epoch &&
      atomicExch(&W->Epoch, Epoch) != Epoch) {
    atomicExch(&W->BlockClaims, 0u);
    atomicExch(&W->BlockJoins, 0u);
  }
  if (Joined)
    atomicAdd(&W->BlockJoins, 1u);
  halveBlockCounts(D, atomicAdd(&W->BlockClaims, 1u) + 1);
}

/// The blocks without a cell whose launches were counted last, by a hash of
/// (parent grid, block, child): so that a block's launches count once, as a
/// claiming block's join does (counting every warp's launch would lean the
/// counts to claiming by up to the block's number of warps). Two blocks
/// that share an entry while both launch are counted more than once: the
/// counts then lean to claiming, the safe side.
constexpr unsigned NumCountedBlocks = 1024;
__device__ u64 CountedBlocks[NumCountedBlocks];

/// A launch at a group granularity from a block without a cell (one that
/// skipped it, or found the table crowded): counted as a block that
/// launched, once per block as far as CountedBlocks tells.
__device__ void countLaunchWithoutCell(const Desc *D) {
  u64 Grid = gridId(), Block = linearBlock();
  unsigned H = cellHash(Grid, Block, D);
  u64 Key = (Grid * 0x9E3779B97F4A7C15ull) ^ (Block + 1) ^
            ((u64)D * 0xC2B2AE3D27D4EB4Full);
  if (atomicExch(&CountedBlocks[H % NumCountedBlocks], Key) != Key)
    statAdd(&const_cast<Desc *>(D)->BlockJoins);
}

/// __dpagg_enter in the first thread of a block that \p D aggregates by
/// groups of blocks (granularity \p G), where the block does not skip its
/// cell: EnterClaimed when it claimed one, else EnterGrouped (none free:
/// the block aggregates per warp). Out of line with the claim's registers,
/// which a block that skips its cell does not save.
__device__ __noinline__ int claimFirstThread(const Desc *D, unsigned G,
                                             bool Thresholding) {
  int Cell = claimCell(D);
  if (Cell < 0)
    return EnterGrouped;
  // Without thresholding, launches are the rule: the block joins now, so
  // that the group's slot lives until the last of its blocks exits, not
  // until the last of those that have launched so far (which would cut the
  // group's records into more, smaller launches).
  if (!Thresholding)
    groupSlotOf(D, Cell, G);
  return EnterClaimed;
}

/// At the exit of a team version (TeamVersions.h), every thread once: the
/// first warp of every TeamFillSample-th block adds the children its teams
/// ran (\p Held of them, \p Items threads in all) to the version's counters
/// \p Fill (dpagg_abi.h, TeamFillSuffix), from which the runtime sizes later
/// launches' teams. A sample: a counter every warp adds to would cost a
/// small grid more than its run (BT t2048c64: 20,000 warps, 0.035 ms).
extern "C" __device__ void __dpopt_team_fill(unsigned Items, unsigned Held,
                                             u64 *Fill) {
  if (blockIdx.x % TeamFillSample != 0 || blockIdx.y != 0 || blockIdx.z != 0 ||
      threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z) >= 32)
    return;
  unsigned Mask = __activemask();
  unsigned WarpItems = warpSum(Mask, Items), WarpHeld = warpSum(Mask, Held);
  if ((lanemaskLt() & Mask) != 0 || !WarpHeld)
    return;
  atomicAdd(&Fill[0], (u64)WarpItems);
  atomicAdd(&Fill[1], (u64)WarpHeld);
}

/// Whether \p D's child launches kernels (its constant flags).
__device__ inline bool childLaunches(const Desc *D) {
  return (D->Flags & DescFlagChildLaunches) != 0;
}

/// Whether a block of a child at granularity \p G may skip its cell, and so
/// reads the child's counts at entry: a child that launches kernels
/// (\p ChildLaunches, childLaunches) never skips at grid granularity.
/// The parameters decide, so a change that makes a skip possible also
/// starts a new epoch, in which the counts are empty until counted.
__device__ bool mayReadClaimCounts(unsigned G, bool ChildLaunches) {
  return thresholdMayBeNonzero() && (G != dpoptAggGrid || !ChildLaunches);
}

/// Kernel entry: EnterUngrouped, or, when \p D aggregates by groups of
/// blocks, EnterGrouped, or EnterClaimed in the block's first thread when it
/// claimed the block's cell. The generated code calls it in the block's
/// first thread only (the others take EnterGrouped or EnterUngrouped from
/// the granularity they read inline), ORs EnterClaimed over the block with
/// its entry barrier, then calls __dpagg_block only where the block has a
/// cell. The block's other threads wait at that barrier, so a block that
/// skips its cell returns from here after one round trip of loads (the
/// counts read before the parameters are decoded) and saves no registers
/// for the claim (on the road graph's SSSP, 44% of the parent's stall
/// samples were that wait).
extern "C" __device__ int __dpagg_enter(const Desc *D) {
  DPAGG_TIME_HOOK_ONCE(HookEnter);
  // The counts are read with the parameters, in one round trip, except for
  // a child that launches kernels: at grid granularity, its blocks always
  // claim, and every exit of theirs adds to the counts, so a read waits
  // behind those adds (TD on treea 1.34x the time, H200). Its flags are
  // constant: the load mostly hits the SM's cache.
  bool ChildLaunches = childLaunches(D);
  BlockCounts Counts{};
  if (!ChildLaunches)
    Counts = readBlockCounts(D);
  unsigned G = granularityOf(D);
  if (G < dpoptAggBlock)
    return EnterUngrouped;
  if (threadIdx.x != 0 || threadIdx.y != 0 || threadIdx.z != 0)
    return EnterGrouped;
  bool Thresholding = thresholdMayBeNonzero();
  bool MaySkip = mayReadClaimCounts(G, ChildLaunches);
  if (MaySkip && ChildLaunches)
    Counts = readBlockCounts(D);
  if (MaySkip && blocksRarelyLaunch(Counts)) {
    statAdd(&const_cast<Desc *>(D)->BlockClaims);
    halveBlockCountsRead(D, Counts);
    statAdd(&DeviceStats.aggCellsSkipped);
    return EnterGrouped;
  }
  return claimFirstThread(D, G, Thresholding);
}

/// After the entry barrier, every thread of a block whose first thread
/// claimed a cell for \p D (the generated code calls it only then): the
/// block's handle, its cell. The claim guarantees the cell is found; ModeWarp
/// only keeps a corrupted table from indexing out of bounds.
extern "C" __device__ int __dpagg_block(const Desc *D) {
  DPAGG_TIME_HOOK_ONCE(HookBlock);
  int Cell = findCell(D);
  return Cell >= 0 ? Cell : ModeWarp;
}

/// Before every return, every thread: the block's last thread leaves the
/// group and frees the cell. Records that must run serially are added to
/// \p Serial (see __dpagg_serial_record).
extern "C" __device__ void __dpagg_exit(const Desc *D, int Handle,
                                        void **Serial) {
  DPAGG_TIME_HOOK_ONCE(HookExit);
  if (Handle < 0)
    return;
  BlockCell *C = &BlockCells[Handle];
  // Lanes of the warp can be here together for different children (the
  // exits of one return run one after another): count by handle.
  unsigned Mask = __match_any_sync(__activemask(), Handle);
  unsigned N = __popc(Mask);
  if ((lanemaskLt() & Mask) != 0)
    return;
  // Release this warp's writes to the block's last thread, which acquires
  // them all.
  if (addAcqRel(&C->Exited, N) + N != blockThreads())
    return;
  unsigned G = granularityOf(D);
  int GroupSlot = *(volatile int *)&C->GroupSlot;
  freeCell(Handle);
  // Counted only where an entry reads the counts: the blocks of a recursion
  // all claim, and their adds to one word would only contend.
  if (mayReadClaimCounts(G, childLaunches(D)))
    countClaim(D, GroupSlot != NotJoined);
  if (GroupSlot >= 0) // joined on a launch
    leaveGroup(D, GroupSlot, G, reinterpret_cast<Chunk **>(Serial));
}

/// At the one exit of a kernel whose blocks claim their cells for \p D at
/// their first launch (ModeClaimAtLaunch), in the block's first thread, after
/// a barrier that said some thread of the block launched: frees the block's
/// cell, leaving its group. The barrier orders the block's launches (their
/// records, its join) before this; no cell where the table was crowded (the
/// block's launches were aggregated per warp).
extern "C" __device__ void __dpagg_leave(const Desc *D, void **Serial) {
  DPAGG_TIME_HOOK_EACH(HookExit);
  int Cell = findCell(D);
  if (Cell < 0)
    return;
  int GroupSlot = *(volatile int *)&BlockCells[Cell].GroupSlot;
  freeCell(Cell);
  if (GroupSlot >= 0)
    leaveGroup(D, GroupSlot, granularityOf(D),
               reinterpret_cast<Chunk **>(Serial));
}

/// Whether CUDA would accept this configuration, and it fits a record.
__device__ bool aggregatable(const Desc *D, unsigned GX, unsigned GY,
                             unsigned GZ, unsigned BX, unsigned BY,
                             unsigned BZ) {
  if (!GX || !GY || !GZ || !BX || !BY || !BZ)
    return false;
  if (GX > 0x7fffffffu || GY > 65535 || GZ > 65535)
    return false;
  u64 Threads = (u64)BX * BY * BZ;
  unsigned Limit = D->MaxBlockThreads ? D->MaxBlockThreads : 1024;
  if (Threads > Limit || BX > 1024 || BY > 1024 || BZ > 64)
    return false;
  return (u64)GX * GY * GZ <= 0x7fffffffull;
}

extern "C" __device__ int
__dpagg_launch(const Desc *D, int Block, const void *Args, unsigned GX,
               unsigned GY, unsigned GZ, unsigned BX, unsigned BY, unsigned BZ,
               unsigned Shmem, void *Child, void *AggKernel, void **SerialOut,
               void **DeferredOut, unsigned DeferWhen) {
  unsigned G = granularityOf(D);
  // A first thread's launch (ModeJoinAtLaunch, nothing deferred) from a grid
  // of at most MaxDirectJoinAtLaunchBlocks blocks never comes here: the site
  // helper DPOpt generates (Aggregation.cpp, readIsSmallGrid) leaves it to
  // the site, as written, before the call (a recursion that splits in two, as
  // quicksort's: aggregated, the child of the block that finishes first would
  // wait for the other; QSORT on the H100: aggregated at grid granularity
  // 4.77 ms, launched directly 4.51, the program 4.48). So the runtime
  // launches nothing for such grids, and the generated code may call the
  // device runtime there without the one-lane-at-a-time gate
  // (routeRuntimeCallsPerSite).
  Kernels Ks = {Child, AggKernel};
  Chunk **Serial = reinterpret_cast<Chunk **>(SerialOut);
  // A site that only a block's first thread reaches, once (the kernel has no
  // hooks for the child): at a multi-block or grid granularity its launch
  // joins the block's group below and leaves it once its record is in; at
  // block granularity, a group of one launch, it is aggregated per warp.
  bool JoinAtLaunch = Block == ModeJoinAtLaunch && G >= dpoptAggMultiBlock;
  // A block that claims its cell now, at its first launch.
  bool ClaimAtLaunch = Block == ModeClaimAtLaunch && G >= dpoptAggBlock;
  // Block: the parent block's handle from __dpagg_block, ModeClaimAtLaunch,
  // or ModeWarp.
  int Mode = G == dpoptAggOff ? ModeOff
             : G == dpoptAggWarp ||
                     (Block < 0 && !JoinAtLaunch && !ClaimAtLaunch)
                 ? ModeWarp
                 : NotJoined;
  if (Mode == NotJoined && !JoinAtLaunch) {
    // One lane per handle and child asks for the group slot (the handle
    // ModeClaimAtLaunch is every child's).
    unsigned Same =
        __match_any_sync(__match_any_sync(__activemask(), (u64)D), Block);
    unsigned First = __ffs(Same) - 1;
    if (laneId() == First) {
      int Cell = ClaimAtLaunch ? findOrClaimCell(D) : Block;
      Mode = Cell < 0 ? ModeWarp : groupSlotOf(D, Cell, G);
    }
    Mode = __shfl_sync(Same, Mode, First);
  }
  // With a list from the generated code (the parent runs children
  // serially), nothing is launched at the site: aggregation off or per
  // warp, chunks go on the list; at a group granularity, a chunk that this
  // thread completes here (and a launch that falls back to per-warp
  // aggregation, in a crowded table or after waiting too long for the
  // block's join) too. __dpagg_flush_launch launches them at the thread's exit.
  bool Defer = DeferredOut && deferLaunches(DeferWhen, G <= dpoptAggWarp);
  Chunk **Deferred = Defer ? reinterpret_cast<Chunk **>(DeferredOut) : nullptr;
  if ((Mode == ModeOff && !Defer) || !aggregatable(D, GX, GY, GZ, BX, BY, BZ))
    return 0;
  // Joined: this lane is a member of the group for this launch, and leaves
  // it once its record is committed.
  bool Joined = false;
  if (JoinAtLaunch) {
    // One lane per child joins, as a member for each lane here: each leaves
    // for itself. Lanes that reach the site together may part before they
    // commit (the warp's lanes are scheduled independently), and a lane
    // that committed and left must not end the group of one that has not
    // (dpfuzz_196 v6: 3D parent blocks, threadIdx.x == 0 in 8 lanes of a
    // warp after a loop: up to 96,000 child items lost).
    unsigned Same = __match_any_sync(__activemask(), (u64)D);
    unsigned First = __ffs(Same) - 1;
    if (laneId() == First) {
      Mode = joinBlockGroup(D, G, /*OncePerBlock=*/true);
      if (Mode >= 0 && __popc(Same) > 1)
        addGroupMembers(D, Mode, __popc(Same) - 1);
    }
    Mode = __shfl_sync(Same, Mode, First);
    Joined = Mode >= 0;
  }
  // The lanes that launch this child together (possibly from other call
  // sites of the same child in the same group).
  unsigned Mask =
      __match_any_sync(__match_any_sync(__activemask(), (u64)D), Mode);
  unsigned Rank = __popc(Mask & lanemaskLt());
  unsigned Leader = __ffs(Mask) - 1, K = __popc(Mask);
  countWarp(&DeviceStats.aggSites, Mask);
  // A block without a cell launches: the counts that let blocks skip their
  // cells must hear of it (see blocksRarelyLaunch).
  if (G >= dpoptAggBlock && Block == ModeWarp && Rank == 0)
    countLaunchWithoutCell(D);

  unsigned Factor = coarsenFactorOf(D);
  if (Mode >= 0)
    Factor = groupCoarsenFactor(D, Factor);
  u64 Blocks = (u64)GX * GY * GZ;
  unsigned Coarse = Factor > 1 ? (unsigned)((Blocks + Factor - 1) / Factor)
                               : (unsigned)Blocks;
  // Blocks before this lane's and in all, over the lanes of the mask (at
  // most 32 shuffles: a launch costs far more), and the blocks before
  // coarsening.
  u64 Before = 0, Total = 0, TotalOrig = 0;
  unsigned Me = laneId();
  for (unsigned M = Mask; M; M &= M - 1) {
    unsigned Src = __ffs(M) - 1;
    u64 V = __shfl_sync(Mask, (u64)Coarse, Src);
    TotalOrig += __shfl_sync(Mask, Blocks, Src);
    Total += V;
    if (Src < Me)
      Before += V;
  }
  unsigned MaxThreads = warpMax(Mask, BX * BY * BZ);
  unsigned MaxShmem = warpMax(Mask, Shmem);
  // More blocks than a group's chunk can count: a chunk of the warp's own.
  if (Mode >= 0 && Total > MaxChunkBlocks) {
    if (Joined)
      leaveGroup(D, Mode, G, Serial);
    Joined = false;
    Mode = ModeWarp;
  }

  Chunk *C = nullptr;
  unsigned First = 0, Cap = 0;
  u64 FirstBlock = 0;
  // The chunk's records are launched one by one (aggregation off, or too few
  // lanes at warp granularity).
  bool Alone = Mode == ModeOff;
  if (Mode < 0) {
    if (Mode == ModeWarp &&
        K < descParam(D, dpoptAggThreshold, D->AggThreshold)) {
      if (!Defer) {
        countWarp(&DeviceStats.aggDirect, Mask);
        return 0;
      }
      Alone = true;
    }
    if (Rank == 0) {
      C = newChunk(D, Ks, K);
      Cap = K;
      if (C) {
        C->Blocks = Total;
        C->OrigBlocks = TotalOrig;
        C->MaxThreads = MaxThreads;
        C->MaxShmem = MaxShmem;
      }
    }
  } else if (Rank == 0) {
    C = reserveInGroup(&D->slots()[Mode], D, Ks, G, chunkCapacity(G, D), K,
                       Total, JoinAtLaunch ? Total * MaxThreads : 0, First,
                       FirstBlock, Cap, Serial, Deferred);
    if (C) { // reserved, not yet committed: C stays in the pool
      atomicMax(&C->MaxThreads, MaxThreads);
      atomicMax(&C->MaxShmem, MaxShmem);
      atomicAdd(&C->OrigBlocks, TotalOrig);
    }
  }
  C = (Chunk *)__shfl_sync(Mask, (u64)C, Leader);
  if (!C) {
    if (Joined)
      leaveGroup(D, Mode, G, Serial);
    countWarp(&DeviceStats.aggFallbacks, Mask);
    return 0;
  }
  First = __shfl_sync(Mask, First, Leader);
  FirstBlock = __shfl_sync(Mask, FirstBlock, Leader);
  Cap = __shfl_sync(Mask, Cap, Leader);

  // This lane's record.
  unsigned Index = First + Rank;
  u64 Offset = FirstBlock + Before;
  char *R = C->recordIn(Cap, D, Index);
  Record *Rec = reinterpret_cast<Record *>(R);
  Rec->Grid[0] = GX;
  Rec->Grid[1] = GY;
  Rec->Grid[2] = GZ;
  Rec->Block[0] = BX;
  Rec->Block[1] = BY;
  Rec->Block[2] = BZ;
  Rec->Shmem = Shmem;
  Rec->CoarseBlocks = Coarse;
  Rec->Offset = Offset;
  Rec->Serial = 0;
  copyArgs(R + RecordArgs, Args, D->ArgsSize);
  C->offsets()[Index] = Offset;
  countWarp(&DeviceStats.aggRecords, Mask);
  if (Defer && Mode < 0)
    countWarp(&DeviceStats.aggDeferred, Mask);
  __syncwarp(Mask);
  if (Rank == 0) {
    if (Mode < 0) {
      C->N = K;
      C->Granularity = Alone ? dpoptAggOff : dpoptAggWarp;
      if (Deferred) {
        C->NextDeferred = *Deferred;
        *Deferred = C;
      } else {
        launchChunk(C, Serial);
      }
    } else {
      commit(C, K, Serial, Deferred);
    }
  }
  // The records are committed: each lane that is a member for this launch
  // leaves the group (the group's last member launches its chunk).
  __syncwarp(Mask);
  if (Joined)
    leaveGroup(D, Mode, G, Serial);
  return 1;
}

/// The lanes of the calling thread's warp: every thread of the block is in
/// a warp of 32 consecutive linear thread indices.
__device__ unsigned warpLanes() {
  unsigned T =
      threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  unsigned Left = blockThreads() - (T & ~31u);
  return Left >= 32 ? ~0u : (1u << Left) - 1;
}

/// Before a return of a parent kernel with deferred launches, every thread
/// of a warp one of whose lanes has deferred chunks (the generated code's
/// vote; the others skip the call), once per child \p D: waits until every
/// lane of its warp is here too (then no lane is still running serialized
/// work), and says whether the thread has deferred chunks (of \p D or
/// another child) on \p DeferredList (filled by __dpagg_launch); the
/// generated code then calls __dpagg_flush_launch. Apart, so that the calls
/// of the threads that have nothing to launch stay small: no registers to
/// save and restore.
extern "C" __device__ int __dpagg_flush(const Desc *D, void **DeferredList) {
  // At a group granularity, only where children may run serially (the
  // same for every lane; see __dpagg_launch).
  if (granularityOf(D) >= dpoptAggBlock && !thresholdMayBeNonzero())
    return 0;
  // Every lane, whatever its list holds: the lanes that launch must not
  // run ahead of those still working.
  __syncwarp(warpLanes());
  return *DeferredList != nullptr;
}

/// After __dpagg_flush said so: launches the chunks of \p D on the thread's
/// list \p DeferredList. Records that must run serially go to \p Serial.
extern "C" __device__ void
__dpagg_flush_launch(const Desc *D, void **DeferredList, void **Serial) {
  Chunk **Link = reinterpret_cast<Chunk **>(DeferredList);
  while (Chunk *C = *Link) {
    if (C->D != D) {
      Link = &C->NextDeferred;
      continue;
    }
    *Link = C->NextDeferred;
    launchChunk(C, reinterpret_cast<Chunk **>(Serial));
  }
}

/// The next record of the list \p Serial (filled by __dpagg_launch,
/// __dpagg_flush_launch or __dpagg_exit) to run serially, or null. The
/// generated code calls the child's serial version on each, one after another,
/// so a chunk is released once its last record has been handed out and run.
extern "C" __device__ const void *__dpagg_serial_record(void **Serial) {
  Chunk *C = static_cast<Chunk *>(*Serial);
  while (C) {
    while (C->SerialNext < C->N) {
      char *R = C->record(C->SerialNext++);
      if (reinterpret_cast<Record *>(R)->Serial) {
        statAdd(&DeviceStats.aggSerialized);
        return R;
      }
    }
    Chunk *Next = C->NextSerial;
    __threadfence();
    releaseChunk(C, 1);
    *Serial = C = Next;
  }
  return nullptr;
}

extern "C" __device__ const void *__dpagg_find_record(const void *ChunkPtr,
                                                      u64 Base) {
  DPAGG_TIME_HOOK_ONCE(HookFindRecord);
  Chunk *C = const_cast<Chunk *>(static_cast<const Chunk *>(ChunkPtr));
  u64 Key = Base + blockIdx.x;
  const u64 *Off = C->offsets();
  unsigned N = C->N;
  // The warp's lanes search together (record_search.h): a block's lookup is
  // a chain of L2 round trips before any of its work, and a round of the
  // lanes narrows the range by the lanes + 1, where a binary search's
  // narrows it by 2 (TD's records of 2-4 blocks missed the guess and took up
  // to 12 rounds). The guess, from the mean blocks a record, is exact when
  // every record has as many (one child shape, as recursions mostly launch).
  unsigned Mask = __activemask(), Lanes = __popc(Mask);
  unsigned Rank = __popc(Mask & lanemaskLt());
  RecordSearch S = firstSearchRound(Key, N, C->Blocks, Lanes);
  for (;;) {
    unsigned Mine = S.At + Rank * S.Step;
    bool Below = Mine < S.Hi && Off[min(Mine, N - 1)] <= Key;
    S = narrowSearch(S, __popc(__ballot_sync(Mask, Below)), Lanes);
    if (searchDone(S))
      return C->record(S.Lo);
    S = nextSearchRound(S, Lanes);
  }
}

extern "C" __device__ void __dpagg_done(void *ChunkPtr) {
  DPAGG_TIME_HOOK_ONCE(HookDone);
  Chunk *C = static_cast<Chunk *>(ChunkPtr);
  unsigned Mask = __activemask();
  // The lanes are done with the record: __syncwarp orders their reads before
  // the first lane's release, which poolFree's fence acquires. Not a fence in
  // every lane: a fence at GPU scope also acquires, and an acquire
  // invalidates the SM's L1, where the other blocks' data sit (TC kron 12%
  // slower, H200).
  __syncwarp(Mask);
  if ((lanemaskLt() & Mask) == 0)
    releaseChunk(C, __popc(Mask));
}

/// __dpagg_done for a whole block at once, in its first thread, where the
/// block's threads met at a barrier at the kernel's exit (a kernel whose
/// blocks claim their cells at launch, Aggregation.h): one release of
/// \p Threads, after the barrier that ordered every thread's reads of its
/// record, not one per warp. All the blocks of a recursion's level release
/// one chunk, an atomic add to one word each.
extern "C" __device__ void __dpagg_done_block(void *ChunkPtr,
                                              unsigned Threads) {
  releaseChunk(static_cast<Chunk *>(ChunkPtr), Threads);
}

//--- Host side --------------------------------------------------------------

namespace dpopt_runtime {
void *AllocatedPool = nullptr;

cudaError_t setPool(char *Base, u64 Bytes) {
  PoolState P = {Base, Bytes, 0, 0};
  return cudaMemcpyToSymbol(Pool, &P, sizeof(P));
}

/// The bytes environment variable \p Var says (a number with an optional K,
/// M or G), or false when it is unset, empty or not such a number (said).
bool bytesFromEnvironment(const char *Var, unsigned long long &V) {
  const char *Spec = getenv(Var);
  if (!Spec || !*Spec)
    return false;
  char *End;
  unsigned long long Got = strtoull(Spec, &End, 0);
  if (*End == 'K' || *End == 'k')
    Got <<= 10, ++End;
  else if (*End == 'M' || *End == 'm')
    Got <<= 20, ++End;
  else if (*End == 'G' || *End == 'g')
    Got <<= 30, ++End;
  if (End == Spec || *End) {
    fprintf(stderr, "dpopt: ignoring %s='%s'\n", Var, Spec);
    return false;
  }
  V = Got;
  return true;
}

/// Whether the environment variable \p Var turns something off ("off" or
/// "0").
bool offInEnvironment(const char *Var) {
  const char *Spec = getenv(Var);
  return Spec && (!strcmp(Spec, "off") || !strcmp(Spec, "0"));
}

void applyPoolSizeFromEnvironment() {
  unsigned long long V;
  if (!bytesFromEnvironment("DPOPT_POOL_SIZE", V))
    return;
  cudaError_t Err = dpoptSetPoolSize(V);
  if (Err != cudaSuccess)
    fprintf(stderr, "dpopt: cannot apply DPOPT_POOL_SIZE: %s\n",
            cudaGetErrorString(Err));
}

void reportAtExit() {
  // Best effort: the CUDA runtime may already be shutting down.
  dpoptReportStats(0);
}
} // namespace dpopt_runtime

extern "C" cudaError_t dpoptSetPoolSize(size_t Bytes) {
  // A group slot's state word names a chunk by its 128-byte unit. Checked
  // before rounding up (which could wrap) and before synchronizing.
  if (Bytes > MaxPoolUnits * PoolUnit)
    return cudaErrorInvalidValue;
  cudaError_t Err = cudaDeviceSynchronize();
  if (Err != cudaSuccess)
    return Err;
  void *Old = AllocatedPool;
  if (Bytes == 0) {
    AllocatedPool = nullptr;
    Err = setPool(nullptr, 0);
  } else {
    Bytes = (Bytes + PoolUnit - 1) & ~size_t(PoolUnit - 1);
    void *New = nullptr;
    Err = cudaMalloc(&New, Bytes);
    if (Err != cudaSuccess)
      return Err;
    AllocatedPool = New;
    Err = setPool(static_cast<char *>(New), Bytes);
  }
  if (Old)
    cudaFree(Old);
  return Err;
}

//===----------------------------------------------------------------------===//
// Host launches (HostLaunches.h, LaunchFreeVersions.h)
//
// DPOpt's host pass sends cudaLaunchKernel calls here. A kernel K that has a
// launch-free version (K__dpopt_nolaunch, every child run serially) runs it
// from the host while K's launches meet no child at or above its threshold:
// a kernel that can launch costs 1-2 us more per host launch even when it
// launches nothing. Both versions report such a child through K's report
// word, a word of mapped host memory. Per kernel:
//   observing  K runs; once ObservedRuns runs have completed (an event after
//              the last) without a report, the launch-free version runs.
//   free       the launch-free version runs until one reports a child it
//              ran serially although K would have launched it (a miss);
//   launching  then K runs for Backoff launches (doubling after each miss,
//              up to MaxBackoff) before observing again.
// Every launch during stream capture runs K (a graph replays its launches
// whatever they meet).
//
// A kernel with a team version (K__dpopt_team, TeamVersions.h) has a
// second report, through the team version's words: a child of at least
// MaxTeam times its threshold (from K) or of at least the team's size t
// times it (from the team version). Observing ends, after ObservedRuns of
// K's launches, in `free` without a report, in `teams` with only the first,
// and in `launching` with both (at once, when both are there). In `free`
// and `teams`, a host launch of a grid of P threads, at most 1/TeamSparse
// of the threads the GPU holds at once (C), runs the team version, with
// the team size and split that team_policy.h chooses: the largest t (a
// power of two, 2 to MaxTeam) within the mean size of the children the
// version's runs held (__dpopt_team_fill: wider teams only wait) whose
// block fits 1024 threads and the team version's limit, each block of K
// split along x (where K shares nothing in its blocks: K + TeamSuffix +
// TeamSplitSuffix) into pieces, a power of two dividing blockDim.x: of
// those that fit, the one that leaves the most of the version's threads on
// an SM (BT t2048c64: 20,000 parent threads in blocks of 64, C = 270K on an
// H200, children of 94 threads on average: t = 32, blocks of 64 lanes); another
// launch runs the launch-free version in `free`, K in `teams`. A team report in
// either is a miss (counted apart), which ends in `launching` too.
// DPOPT_TEAM=off turns team versions off, DPOPT_TEAM=N (a power of two up
// to MaxTeam) fixes t for every grid.
//
// The driver calls are reached through
// cudaGetDriverEntryPointByVersion (no libcuda at link time) and leave the
// runtime API's last error alone.
//===----------------------------------------------------------------------===//

#include "team_policy.h"

#include <cuda.h>

#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace dpopt_runtime {
constexpr unsigned ObservedRuns = 2, FirstBackoff = 8, MaxBackoff = 4096;

struct DriverCalls {
  CUresult (*FuncGetName)(const char **, CUfunction) = nullptr;
  CUresult (*FuncGetModule)(CUmodule *, CUfunction) = nullptr;
  CUresult (*ModuleGetFunctionCount)(unsigned *, CUmodule) = nullptr;
  CUresult (*ModuleEnumerateFunctions)(CUfunction *, unsigned,
                                       CUmodule) = nullptr;
  CUresult (*ModuleGetGlobal)(CUdeviceptr *, size_t *, CUmodule,
                              const char *) = nullptr;
  CUresult (*MemHostAlloc)(void **, size_t, unsigned) = nullptr;
  CUresult (*MemHostGetDevicePointer)(CUdeviceptr *, void *,
                                      unsigned) = nullptr;
  CUresult (*MemcpyHtoDAsync)(CUdeviceptr, const void *, size_t,
                              CUstream) = nullptr;
  CUresult (*MemsetD32Async)(CUdeviceptr, unsigned, size_t, CUstream) = nullptr;
  CUresult (*EventCreate)(CUevent *, unsigned) = nullptr;
  CUresult (*EventDestroy)(CUevent) = nullptr;
  CUresult (*EventRecord)(CUevent, CUstream) = nullptr;
  CUresult (*EventQuery)(CUevent) = nullptr;
  CUresult (*StreamIsCapturing)(CUstream, CUstreamCaptureStatus *) = nullptr;
  CUresult (*LaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned,
                           unsigned, unsigned, unsigned, CUstream, void **,
                           void **) = nullptr;
  CUresult (*FuncGetAttribute)(int *, CUfunction_attribute,
                               CUfunction) = nullptr;
  CUresult (*FuncLoad)(CUfunction) = nullptr;
  CUresult (*OccupancyMaxActiveBlocksPerMultiprocessor)(int *, CUfunction, int,
                                                        size_t) = nullptr;
  CUresult (*MemcpyDtoHAsync)(void *, CUdeviceptr, size_t, CUstream) = nullptr;
  CUresult (*StreamCreate)(CUstream *, unsigned) = nullptr;
  CUresult (*StreamDestroy)(CUstream) = nullptr;
  CUresult (*MemFreeHost)(void *) = nullptr;
  bool Loaded = false;

  bool load() {
    struct Entry {
      const char *Name;
      void *Slot;
    } Entries[] = {{"cuFuncGetName", &FuncGetName},
                   {"cuFuncGetModule", &FuncGetModule},
                   {"cuModuleGetFunctionCount", &ModuleGetFunctionCount},
                   {"cuModuleEnumerateFunctions", &ModuleEnumerateFunctions},
                   {"cuModuleGetGlobal", &ModuleGetGlobal},
                   {"cuMemHostAlloc", &MemHostAlloc},
                   {"cuMemHostGetDevicePointer", &MemHostGetDevicePointer},
                   {"cuMemcpyHtoDAsync", &MemcpyHtoDAsync},
                   {"cuMemsetD32Async", &MemsetD32Async},
                   {"cuEventCreate", &EventCreate},
                   {"cuEventDestroy", &EventDestroy},
                   {"cuEventRecord", &EventRecord},
                   {"cuEventQuery", &EventQuery},
                   {"cuStreamIsCapturing", &StreamIsCapturing},
                   {"cuLaunchKernel", &LaunchKernel},
                   {"cuFuncGetAttribute", &FuncGetAttribute},
                   {"cuFuncLoad", &FuncLoad},
                   {"cuOccupancyMaxActiveBlocksPerMultiprocessor",
                    &OccupancyMaxActiveBlocksPerMultiprocessor},
                   {"cuMemcpyDtoHAsync", &MemcpyDtoHAsync},
                   {"cuStreamCreate", &StreamCreate},
                   {"cuStreamDestroy", &StreamDestroy},
                   {"cuMemFreeHost", &MemFreeHost}};
    for (Entry &E : Entries) {
      cudaDriverEntryPointQueryResult Found;
      void *Fn = nullptr;
      // 12.4: the first version with cuModuleEnumerateFunctions and
      // cuFuncLoad.
      if (cudaGetDriverEntryPointByVersion(
              E.Name, &Fn, 12040, cudaEnableDefault, &Found) != cudaSuccess ||
          Found != cudaDriverEntryPointSuccess || !Fn)
        return false;
      memcpy(E.Slot, &Fn, sizeof Fn);
    }
    return Loaded = true;
  }
};

/// A version's report (dpagg_abi.h): the device word and the word of mapped
/// host memory its report pointer is set to.
struct ReportWords {
  CUdeviceptr Reported = 0;
  volatile int *Report = nullptr;
  CUdeviceptr ReportDevice = 0;
};

struct TeamVersion {
  CUfunction F = nullptr;
  /// Its parameters (the team's size and the split last), most threads a
  /// block, and most pieces a block of K may be split into.
  unsigned Params = 0, MaxBlock = 0, MaxSplit = 1;
  ReportWords Words;
  /// Threads of it an SM holds at once, by block size and dynamic shared
  /// memory (block size << 32 | bytes).
  std::unordered_map<unsigned long long, unsigned> Resident;
  /// Its counters of the children its teams ran (threads, children), their
  /// last copy in host memory, made on a stream of the runtime's own now
  /// and then (its runs so far: Runs), and that stream.
  CUdeviceptr Fill = 0;
  volatile unsigned long long *FillCopy = nullptr;
  unsigned long long Runs = 0;
  CUstream FillStream = nullptr;

  /// The mean size of the children it ran, as of the last copy (0: none).
  unsigned meanChild() const {
    unsigned long long Children = FillCopy ? FillCopy[1] : 0;
    if (!Children)
      return 0;
    unsigned long long Mean = FillCopy[0] / Children;
    return Mean > 0xffffffffu ? 0xffffffffu : (unsigned)Mean;
  }
  /// After a run: copies the counters after the 2nd and 8th runs and every
  /// 64th (the copy waits for nothing, and reads what runs have counted).
  void countRun(DriverCalls &Driver) {
    ++Runs;
    if (Runs == 2 || Runs == 8 || Runs % 64 == 0)
      Driver.MemcpyDtoHAsync((void *)FillCopy, Fill,
                             TeamFillWords * sizeof(unsigned long long),
                             FillStream);
  }
};

/// A kernel's drain version and drain kernel (DrainVersions.h), and the
/// records of its store.
struct DrainVersion {
  CUfunction Drained = nullptr, Drain = nullptr;
  /// The store (dpagg_abi::DrainStore) and the size of a record.
  CUdeviceptr Store = 0;
  unsigned RecordBytes = 0;
  /// The records' memory, for Capacity records.
  void *Records = nullptr;
  unsigned long long *Ends = nullptr;
  unsigned Capacity = 0;
  /// The drain kernel's grid: the blocks the device holds at once.
  unsigned Grid = 0;
  /// The most records the store may take (DrainStoreBytes).
  unsigned long long MostRecords = 0;
  /// The stream of the last launch, and the end of its drain there.
  CUstream Stream = nullptr;
  CUevent DrainEnd = nullptr;
  bool Ran = false;
};

// The memory a drain version's records may take, unless DPOPT_DRAIN_BYTES
// says otherwise: 256 MiB (TC's records are 80 bytes; a grid of 325,000
// parent threads takes 28 MiB).
constexpr unsigned long long DrainStoreBytes = 256ull << 20;
bool bytesFromEnvironment(const char *Var, unsigned long long &V);
bool offInEnvironment(const char *Var);

struct HostKernel {
  enum State { None, Observing, Free, Teams, Launching };
  State S = None;
  int Device = -1;
  CUfunction LaunchFree = nullptr;
  ReportWords Words;
  CUevent LastRun = nullptr;
  unsigned Runs = 0, Backoff = FirstBackoff;
  TeamVersion Team;
  DrainVersion Drain;
  /// The threads the device holds at once.
  unsigned long long DeviceThreads = 0;
};

struct HostLaunches {
  std::mutex Lock;
  DriverCalls Driver;
  bool Tried = false, Disabled = false;
  std::unordered_map<const void *, HostKernel> Kernels;
  dpoptHostStats Stats = {};

  /// Sets up the report of version \p Name of module \p Mod (enqueued on
  /// \p Stream, before the launch).
  bool setUpReport(ReportWords &W, CUmodule Mod, const std::string &Name,
                   CUstream Stream) {
    CUdeviceptr ReportTo;
    size_t Bytes;
    if (Driver.ModuleGetGlobal(&W.Reported, &Bytes, Mod,
                               (Name + ReportedSuffix).c_str()) !=
            CUDA_SUCCESS ||
        Driver.ModuleGetGlobal(&ReportTo, &Bytes, Mod,
                               (Name + ReportToSuffix).c_str()) !=
            CUDA_SUCCESS ||
        Bytes != sizeof(void *))
      return false;
    void *Word = nullptr;
    if (Driver.MemHostAlloc(&Word, sizeof(int),
                            CU_MEMHOSTALLOC_DEVICEMAP |
                                CU_MEMHOSTALLOC_PORTABLE) != CUDA_SUCCESS)
      return false;
    *static_cast<volatile int *>(Word) = 0;
    if (Driver.MemHostGetDevicePointer(&W.ReportDevice, Word, 0) !=
            CUDA_SUCCESS ||
        Driver.MemcpyHtoDAsync(ReportTo, &W.ReportDevice, sizeof(void *),
                               Stream) != CUDA_SUCCESS) {
      Driver.MemFreeHost(Word);
      return false;
    }
    W.Report = static_cast<volatile int *>(Word);
    return true;
  }

  /// Clears both words of \p W (the device's in stream order).
  bool clearReport(ReportWords &W, CUstream Stream) {
    if (Driver.MemsetD32Async(W.Reported, 0, 1, Stream) != CUDA_SUCCESS)
      return false;
    *W.Report = 0;
    return true;
  }

  /// Sets up \p K's team version \p F, or leaves \p K without one.
  void resolveTeam(HostKernel &K, CUfunction F, CUmodule Mod,
                   const std::string &Name, CUstream Stream) {
    int SMs = 0, PerSM = 0, MaxBlock = 0;
    CUdeviceptr CountArray, SplitArray, Fill;
    size_t Params = 0, MaxSplit = 0, FillBytes = 0;
    // Its registers are known once it is loaded (lazy loading loads a
    // function at its first launch). What it allocates comes last, freed
    // again when a later step fails.
    if (Driver.ModuleGetGlobal(&CountArray, &Params, Mod,
                               (Name + TeamParamsSuffix).c_str()) !=
            CUDA_SUCCESS ||
        Params < 2 || Params > 256 ||
        Driver.ModuleGetGlobal(&SplitArray, &MaxSplit, Mod,
                               (Name + TeamSplitSuffix).c_str()) !=
            CUDA_SUCCESS ||
        !MaxSplit || MaxSplit > MaxTeamSplit ||
        Driver.ModuleGetGlobal(&Fill, &FillBytes, Mod,
                               (Name + TeamFillSuffix).c_str()) !=
            CUDA_SUCCESS ||
        FillBytes != TeamFillWords * sizeof(unsigned long long) ||
        Driver.FuncLoad(F) != CUDA_SUCCESS ||
        cudaDeviceGetAttribute(&SMs, cudaDevAttrMultiProcessorCount,
                               K.Device) != cudaSuccess ||
        cudaDeviceGetAttribute(&PerSM, cudaDevAttrMaxThreadsPerMultiProcessor,
                               K.Device) != cudaSuccess ||
        Driver.FuncGetAttribute(&MaxBlock,
                                CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK,
                                F) != CUDA_SUCCESS)
      return;
    void *Copy = nullptr;
    if (Driver.MemHostAlloc(&Copy, FillBytes, CU_MEMHOSTALLOC_PORTABLE) !=
        CUDA_SUCCESS)
      return;
    CUstream FillStream = nullptr;
    if (Driver.StreamCreate(&FillStream, CU_STREAM_NON_BLOCKING) !=
        CUDA_SUCCESS) {
      Driver.MemFreeHost(Copy);
      return;
    }
    if (!setUpReport(K.Team.Words, Mod, Name, Stream)) {
      Driver.StreamDestroy(FillStream);
      Driver.MemFreeHost(Copy);
      return;
    }
    K.Team.F = F;
    K.Team.Params = (unsigned)Params;
    K.Team.MaxBlock = (unsigned)MaxBlock;
    K.Team.MaxSplit = (unsigned)MaxSplit;
    K.Team.Fill = Fill;
    K.Team.FillCopy = static_cast<volatile unsigned long long *>(Copy);
    K.Team.FillCopy[0] = K.Team.FillCopy[1] = 0;
    K.Team.FillStream = FillStream;
    K.DeviceThreads = (unsigned long long)SMs * (unsigned long long)PerSM;
  }

  /// Finds \p Stub's launch-free and team versions on the current device
  /// and sets up their reports (enqueued on \p Stream, before the launch),
  /// or leaves \p K without them.
  void resolve(HostKernel &K, const void *Stub, CUstream Stream) {
    K.S = HostKernel::None;
    if (cudaGetDevice(&K.Device) != cudaSuccess)
      return;
    cudaFunction_t F;
    const char *Name = nullptr;
    CUmodule Mod;
    if (cudaGetFuncBySymbol(&F, Stub) != cudaSuccess ||
        Driver.FuncGetName(&Name, (CUfunction)F) != CUDA_SUCCESS || !Name ||
        Driver.FuncGetModule(&Mod, (CUfunction)F) != CUDA_SUCCESS)
      return;
    // Looked for among the module's functions: asking for a missing name
    // would be an API error (compute-sanitizer reports those).
    std::string Base = Name, Free = Base + LaunchFreeSuffix,
                Team = Base + TeamSuffix;
    unsigned Count = 0;
    if (Driver.ModuleGetFunctionCount(&Count, Mod) != CUDA_SUCCESS)
      return;
    std::vector<CUfunction> Funcs(Count);
    if (Count && Driver.ModuleEnumerateFunctions(Funcs.data(), Count, Mod) !=
                     CUDA_SUCCESS)
      return;
    std::string Drained = Base + DrainedSuffix, Drain = Base + DrainSuffix;
    K.LaunchFree = nullptr;
    CUfunction TeamF = nullptr, DrainedF = nullptr, DrainF = nullptr;
    for (CUfunction G : Funcs) {
      const char *GName = nullptr;
      if (Driver.FuncGetName(&GName, G) != CUDA_SUCCESS || !GName)
        continue;
      if (Free == GName)
        K.LaunchFree = G;
      else if (Team == GName)
        TeamF = G;
      else if (Drained == GName)
        DrainedF = G;
      else if (Drain == GName)
        DrainF = G;
    }
    // The report last: once its pointer is on the device, K writes there,
    // so its host word stays.
    if (!K.LaunchFree ||
        Driver.EventCreate(&K.LastRun, CU_EVENT_DISABLE_TIMING) != CUDA_SUCCESS)
      return;
    if (!setUpReport(K.Words, Mod, Base, Stream)) {
      Driver.EventDestroy(K.LastRun);
      K.LastRun = nullptr;
      return;
    }
    K.S = HostKernel::Observing;
    if (TeamF && !teamDisabled())
      resolveTeam(K, TeamF, Mod, Team, Stream);
    if (DrainedF && DrainF && !offInEnvironment("DPOPT_DRAIN"))
      resolveDrain(K, DrainedF, DrainF, Mod, Base);
  }

  /// Sets up \p K's drain version \p Drained and drain kernel \p Drain
  /// (their records come with the first launch), or leaves \p K without
  /// them.
  void resolveDrain(HostKernel &K, CUfunction Drained, CUfunction Drain,
                    CUmodule Mod, const std::string &Name) {
    DrainVersion &D = K.Drain;
    size_t StoreBytes = 0, RecordBytes = 0;
    int SMs = 0, PerSM = 0;
    if (Driver.ModuleGetGlobal(&D.Store, &StoreBytes, Mod,
                               (Name + DrainStoreSuffix).c_str()) !=
            CUDA_SUCCESS ||
        StoreBytes != sizeof(DrainStore))
      return;
    CUdeviceptr SlotSize;
    if (Driver.ModuleGetGlobal(&SlotSize, &RecordBytes, Mod,
                               (Name + DrainSlotSuffix).c_str()) !=
            CUDA_SUCCESS ||
        RecordBytes == 0 || RecordBytes % 16 ||
        Driver.FuncLoad(Drained) != CUDA_SUCCESS ||
        Driver.FuncLoad(Drain) != CUDA_SUCCESS ||
        cudaDeviceGetAttribute(&SMs, cudaDevAttrMultiProcessorCount,
                               K.Device) != cudaSuccess ||
        Driver.OccupancyMaxActiveBlocksPerMultiprocessor(
            &PerSM, Drain, (int)DrainBlockThreads, 0) != CUDA_SUCCESS ||
        PerSM < 1 ||
        Driver.EventCreate(&D.DrainEnd, CU_EVENT_DISABLE_TIMING) !=
            CUDA_SUCCESS)
      return;
    D.RecordBytes = (unsigned)RecordBytes;
    unsigned long long Bytes = DrainStoreBytes;
    bytesFromEnvironment("DPOPT_DRAIN_BYTES", Bytes);
    D.MostRecords = Bytes / (RecordBytes + sizeof(unsigned long long));
    if (D.MostRecords > MaxDrainRecords)
      D.MostRecords = MaxDrainRecords;
    D.Grid = (unsigned)SMs * (unsigned)PerSM;
    D.Drain = Drain;
    D.Drained = Drained;
  }

  /// Whether \p K's drain version can run a launch of \p Threads threads
  /// into \p Stream: not while its last drain may still run in another
  /// stream (the two would share the store), nor while a granularity is set
  /// for the kernels' own launches (granularitySet). Makes room for a record
  /// per thread (up to DrainStoreBytes; more children run in their threads).
  bool drainReady(HostKernel &K, CUstream Stream, unsigned long long Threads) {
    DrainVersion &D = K.Drain;
    if (!D.Drained || granularitySet())
      return false;
    if (D.Ran && D.Stream != Stream &&
        Driver.EventQuery(D.DrainEnd) != CUDA_SUCCESS)
      return false;
    unsigned long long Most = D.MostRecords;
    if (!Most)
      return false;
    unsigned long long Want = Threads < 4096 ? 4096 : Threads;
    if (Want > Most)
      Want = Most;
    if (Want <= D.Capacity)
      return true;
    // Grows: the last drain must be done with the old records.
    if (D.Ran && cudaStreamSynchronize((cudaStream_t)D.Stream) != cudaSuccess)
      return false;
    unsigned long long Capacity = 4096;
    while (Capacity < Want)
      Capacity *= 2;
    if (Capacity > Most)
      Capacity = Most;
    void *Records = nullptr, *Ends = nullptr;
    if (cudaMalloc(&Records, Capacity * D.RecordBytes) != cudaSuccess ||
        cudaMalloc(&Ends, Capacity * sizeof(unsigned long long)) !=
            cudaSuccess) {
      cudaFree(Records);
      D.Drained = nullptr; // no memory: the kernel itself from now on
      return false;
    }
    cudaFree(D.Records);
    cudaFree(D.Ends);
    D.Records = Records;
    D.Ends = static_cast<unsigned long long *>(Ends);
    D.Capacity = (unsigned)Capacity;
    // The host's fields of the store, before the launch in its stream.
    struct {
      void *Records;
      unsigned long long *Ends;
      unsigned Capacity, SlotBytes;
    } Fields = {D.Records, D.Ends, D.Capacity, D.RecordBytes};
    static_assert(sizeof(Fields) == 24, "Records .. SlotBytes of DrainStore");
    if (cudaMemcpy((void *)(D.Store + offsetof(DrainStore, Records)), &Fields,
                   sizeof(Fields), cudaMemcpyHostToDevice) != cudaSuccess) {
      D.Drained = nullptr;
      return false;
    }
    return true;
  }

  /// DPOPT_TEAM: "off" or "0" (no team versions), a power of two up to
  /// MaxTeam (that team size), or unset (chosen per launch): -1, 0, t.
  int TeamSetting = -2;
  int teamSetting() {
    if (TeamSetting == -2) {
      const char *Spec = getenv("DPOPT_TEAM");
      TeamSetting = -1;
      if (offInEnvironment("DPOPT_TEAM")) {
        TeamSetting = 0;
      } else if (Spec && *Spec) {
        char *End = nullptr;
        long T = strtol(Spec, &End, 10);
        if (*End || T < 1 || T > (long)MaxTeam || (T & (T - 1)))
          fprintf(stderr, "dpopt: DPOPT_TEAM=%s is not off or a power of two "
                          "up to %u; ignored\n",
                  Spec, MaxTeam);
        else
          TeamSetting = (int)T;
      }
    }
    return TeamSetting;
  }
  bool teamDisabled() { return teamSetting() == 0; }

  /// Threads of \p K's team version an SM holds at once in blocks of
  /// \p Threads with \p Shmem bytes of dynamic shared memory (0 when the
  /// driver does not say).
  unsigned residentTeamThreads(HostKernel &K, unsigned Threads, size_t Shmem) {
    unsigned long long Key = (unsigned long long)Threads << 32 | Shmem;
    auto Known = K.Team.Resident.find(Key);
    if (Known != K.Team.Resident.end())
      return Known->second;
    int Blocks = 0;
    if (Shmem > 0xffffffffu ||
        Driver.OccupancyMaxActiveBlocksPerMultiprocessor(
            &Blocks, K.Team.F, (int)Threads, Shmem) != CUDA_SUCCESS)
      Blocks = 0;
    return K.Team.Resident[Key] = (unsigned)Blocks * Threads;
  }

  /// The team size of a launch of \p K with \p Grid, \p Block and \p Shmem
  /// bytes of dynamic shared memory, or 0 when its team version does not
  /// run; \p Split: the pieces each block is split into.
  unsigned teamSize(HostKernel &K, dim3 Grid, dim3 Block, size_t Shmem,
                    unsigned &Split) {
    if (!K.Team.F)
      return 0;
    TeamBounds Bounds;
    Bounds.MaxBlock = K.Team.MaxBlock;
    Bounds.MaxSplit = K.Team.MaxSplit;
    Bounds.DeviceThreads = K.DeviceThreads;
    Bounds.MeanChild = K.Team.meanChild();
    int Fixed = teamSetting();
    Bounds.Fixed = Fixed > 0 ? (unsigned)Fixed : 0;
    return chooseTeam(
        Grid.x, Grid.y, Grid.z, Block.x, Block.y, Block.z, Bounds,
        [&](unsigned Threads) {
          return residentTeamThreads(K, Threads, Shmem);
        },
        Split);
  }

  /// Starts observing \p K again: clears both report words (the device's
  /// in stream order, before the next launch).
  bool observeAgain(HostKernel &K, CUstream Stream) {
    if (!clearReport(K.Words, Stream) ||
        (K.Team.F && !clearReport(K.Team.Words, Stream)))
      return false;
    K.S = HostKernel::Observing;
    K.Runs = 0;
    return true;
  }

  /// The version the next host launch of \p K runs (Grid, Block and Shmem
  /// its configuration), its team size (\p Team) and split (\p Split).
  enum class Version { Kernel, LaunchFree, Team };
  Version pick(HostKernel &K, CUstream Stream, dim3 Grid, dim3 Block,
               size_t Shmem, unsigned &Team, unsigned &Split) {
    bool Reported = *K.Words.Report != 0;
    bool TooBig = !K.Team.F || *K.Team.Words.Report != 0;
    auto Miss = [&] {
      K.S = HostKernel::Launching;
      K.Runs = 0;
      K.Backoff = K.Backoff * 2 > MaxBackoff ? MaxBackoff : K.Backoff * 2;
    };
    switch (K.S) {
    case HostKernel::Observing:
      if (Reported && TooBig) {
        K.S = HostKernel::Launching;
        K.Runs = 0;
      } else if (K.Runs >= ObservedRuns &&
                 Driver.EventQuery(K.LastRun) == CUDA_SUCCESS) {
        K.S = Reported ? HostKernel::Teams : HostKernel::Free;
      }
      break;
    case HostKernel::Free:
      if (Reported || (K.Team.F && TooBig)) {
        ++(Reported ? Stats.launchFreeMisses : Stats.teamMisses);
        Miss();
      }
      break;
    case HostKernel::Teams:
      if (TooBig) {
        ++Stats.teamMisses;
        Miss();
      }
      break;
    case HostKernel::Launching:
      if (++K.Runs > K.Backoff && !observeAgain(K, Stream))
        K.S = HostKernel::None;
      break;
    case HostKernel::None:
      break;
    }
    Team = 0;
    if (K.S != HostKernel::Free && K.S != HostKernel::Teams)
      return Version::Kernel;
    Team = teamSize(K, Grid, Block, Shmem, Split);
    if (Team)
      return Version::Team;
    return K.S == HostKernel::Free ? Version::LaunchFree : Version::Kernel;
  }
};

HostLaunches &hostLaunches() {
  static HostLaunches *H = new HostLaunches; // used until the process ends
  return *H;
}

} // namespace dpopt_runtime

extern "C" cudaError_t __dpopt_host_launch(const void *Func, dim3 Grid,
                                           dim3 Block, void **Args,
                                           size_t Shmem, cudaStream_t Stream) {
  HostLaunches &H = hostLaunches();
  CUstream S = reinterpret_cast<CUstream>(Stream);
  std::unique_lock<std::mutex> Guard(H.Lock);
  if (!H.Tried) {
    H.Tried = true;
    H.Disabled = offInEnvironment("DPOPT_LAUNCH_FREE") || !H.Driver.load();
  }
  // A kernel known to have no launch-free version runs as is, without the
  // capture query. Others are not looked at (nor resolved: that enqueues a
  // copy) while their stream is being captured.
  auto Known = H.Kernels.find(Func);
  CUstreamCaptureStatus Capture;
  if (H.Disabled ||
      (Known != H.Kernels.end() && Known->second.S == HostKernel::None) ||
      H.Driver.StreamIsCapturing(S, &Capture) != CUDA_SUCCESS ||
      Capture != CU_STREAM_CAPTURE_STATUS_NONE) {
    Guard.unlock();
    return cudaLaunchKernel(Func, Grid, Block, Args, Shmem, Stream);
  }
  if (Known == H.Kernels.end()) {
    Known = H.Kernels.try_emplace(Func).first;
    H.resolve(Known->second, Func, S);
  } else {
    int Device = -1;
    if (cudaGetDevice(&Device) != cudaSuccess || Device != Known->second.Device)
      Known->second.S = HostKernel::None; // one device per kernel
  }
  HostKernel &K = Known->second;
  if (K.S == HostKernel::None) {
    Guard.unlock();
    return cudaLaunchKernel(Func, Grid, Block, Args, Shmem, Stream);
  }
  unsigned Team, Split = 1;
  HostLaunches::Version V = H.pick(K, S, Grid, Block, Shmem, Team, Split);
  if (V == HostLaunches::Version::Team) {
    std::vector<void *> TeamArgs(Args, Args + (K.Team.Params - 2));
    TeamArgs.push_back(&Team);
    TeamArgs.push_back(&Split);
    if (H.Driver.LaunchKernel(K.Team.F, Grid.x * Split, Grid.y, Grid.z,
                              Block.x / Split * Team, Block.y, Block.z,
                              (unsigned)Shmem, S, TeamArgs.data(),
                              nullptr) == CUDA_SUCCESS) {
      ++H.Stats.teamRuns;
      K.Team.countRun(H.Driver);
      return cudaSuccess;
    }
    // As for the launch-free version below.
    K.S = HostKernel::None;
    V = HostLaunches::Version::Kernel;
  }
  if (V == HostLaunches::Version::LaunchFree) {
    if (H.Driver.LaunchKernel(K.LaunchFree, Grid.x, Grid.y, Grid.z, Block.x,
                              Block.y, Block.z, (unsigned)Shmem, S, Args,
                              nullptr) == CUDA_SUCCESS) {
      ++H.Stats.launchFreeRuns;
      return cudaSuccess;
    }
    // Attributes set on the kernel alone (more dynamic shared memory, say):
    // the kernel itself runs from now on, and reports its own errors.
    K.S = HostKernel::None;
  }
  // Where the kernel itself would run: its drain version, then the drain
  // kernel, in the same stream.
  unsigned long long Threads = (unsigned long long)Grid.x * Grid.y * Grid.z *
                               Block.x * Block.y * Block.z;
  if (K.S != HostKernel::None && H.drainReady(K, S, Threads)) {
    DrainVersion &D = K.Drain;
    if (H.Driver.LaunchKernel(D.Drained, Grid.x, Grid.y, Grid.z, Block.x,
                              Block.y, Block.z, (unsigned)Shmem, S, Args,
                              nullptr) == CUDA_SUCCESS) {
      // The records wait for it: a drain kernel that cannot launch leaves
      // them undone, which the launch's error says.
      if (H.Driver.LaunchKernel(D.Drain, D.Grid, 1, 1, DrainBlockThreads, 1, 1,
                                0, S, nullptr, nullptr) != CUDA_SUCCESS)
        return cudaErrorLaunchFailure;
      D.Ran = H.Driver.EventRecord(D.DrainEnd, S) == CUDA_SUCCESS;
      D.Stream = S;
      ++H.Stats.drainRuns;
      if (K.S == HostKernel::Observing &&
          H.Driver.EventRecord(K.LastRun, S) == CUDA_SUCCESS)
        ++K.Runs;
      return cudaSuccess;
    }
    D.Drained = nullptr; // as for the launch-free version above
  }
  ++H.Stats.launchingRuns;
  cudaError_t Err = cudaLaunchKernel(Func, Grid, Block, Args, Shmem, Stream);
  if (Err == cudaSuccess && K.S == HostKernel::Observing &&
      H.Driver.EventRecord(K.LastRun, S) == CUDA_SUCCESS)
    ++K.Runs;
  return Err;
}

namespace dpopt_runtime {
void resetHostStats() {
  HostLaunches &H = hostLaunches();
  std::lock_guard<std::mutex> Guard(H.Lock);
  H.Stats = {};
  for (auto &[Stub, K] : H.Kernels)
    if (K.Drain.Capacity)
      cudaMemset((void *)(K.Drain.Store + offsetof(DrainStore, Full)), 0,
                 sizeof(unsigned));
}

void readHostStats(dpoptHostStats &Out) {
  HostLaunches &H = hostLaunches();
  std::lock_guard<std::mutex> Guard(H.Lock);
  Out = H.Stats;
  Out.drainFull = 0;
  for (auto &[Stub, K] : H.Kernels) {
    unsigned Full = 0;
    if (K.Drain.Capacity &&
        cudaMemcpy(&Full, (void *)(K.Drain.Store + offsetof(DrainStore, Full)),
                   sizeof Full, cudaMemcpyDefault) == cudaSuccess)
      Out.drainFull += Full;
  }
}
} // namespace dpopt_runtime

extern "C" cudaError_t dpoptGetHostStats(dpoptHostStats *Out) {
  if (!Out)
    return cudaErrorInvalidValue;
  readHostStats(*Out);
  return cudaSuccess;
}
