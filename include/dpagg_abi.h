//===- dpagg_abi.h - Layouts shared by the DPOpt plugin and runtime -------===//
//
// Aggregation's generated code and libdpagg exchange these objects; the
// plugin builds them from these offsets and the runtime checks its structs
// against them (static_assert).
//
//  Descriptor: one per aggregated child kernel, emitted by the plugin in
//  global memory.
//  Record: one per aggregated launch, written by the runtime into the pool:
//  the child's launch configuration, then its arguments as in its parameter
//  buffer. The aggregated kernel reads it back.
//  Block handle: an i32 the parent's entry gets from __dpagg_block and
//  passes to __dpagg_launch and __dpagg_exit (no shared memory: see the
//  runtime).
//
//===----------------------------------------------------------------------===//

#ifndef DPAGG_ABI_H
#define DPAGG_ABI_H

namespace dpagg_abi {
// Descriptor: a header, then the child's table of group slots (zero when
// the program starts). It holds no pointers: the kernels and the serial
// version are passed to __dpagg_launch, which keeps them with the records.
constexpr unsigned DescMangledHash = 0;      // u64: FNV-1a of the mangled name
constexpr unsigned DescPlainHash = 8;        // u64: FNV-1a of the plain name
constexpr unsigned DescArgsSize = 16;        // u32: bytes of parameters
constexpr unsigned DescRecordSize = 20;      // u32: bytes per record
constexpr unsigned DescMaxBlockThreads = 24; // u32: launch bound (0: none)
constexpr unsigned DescGranularity = 28;     // u32: compiled-in defaults...
constexpr unsigned DescGroupBlocks = 32;     // u32
constexpr unsigned DescAggThreshold = 36;    // u32
constexpr unsigned DescCoarsenFactor = 40;   // u32
constexpr unsigned DescFlags = 44;           // u32: DescFlag*
constexpr unsigned DescRecordsHint = 48; // u32: the runtime's (zero at first)
constexpr unsigned DescBlockClaims = 52; // u32: the runtime's (zero at first)
constexpr unsigned DescBlockJoins = 56;  // u32: the runtime's (zero at first)
constexpr unsigned DescEpoch = 60;       // u32: the runtime's (zero at first)
constexpr unsigned DescLaunchThreads = 64; // u32: the runtime's (zero at first)
constexpr unsigned DescHeaderSize = 80;    // from DescRecordsHint on: zeros
/// The child cannot loop over several blocks (a barrier after divergent
/// code): its records are never coarsened.
constexpr unsigned DescFlagNoCoarsening = 1;
/// The child launches kernels itself: its records launched one by one go
/// into the launching block's NULL stream where the program's own launches
/// did (DescFlagOrderedStream; see individualStream in libdpagg.cu).
constexpr unsigned DescFlagChildLaunches = 2;
/// Some site launches the child into the parent's default stream (the NULL
/// or per-thread stream), not into a fire-and-forget one (as written, or
/// for a stream the parent creates for the launch alone).
constexpr unsigned DescFlagOrderedStream = 4;
/// The aggregated kernel takes the child's arguments as parameters, at
/// AggArgsOffset, after the chunk and its first block: the runtime copies
/// them from the launch's first record (the arguments it reads from there
/// are the same in every record: UniformLaunchArgs.h).
constexpr unsigned DescFlagArgsAsParams = 8;
constexpr unsigned AggArgsOffset = 16;
/// The parameter space of a kernel launched from the device.
constexpr unsigned MaxParamBytes = 4096;

// Group slot table, after the header.
constexpr unsigned NumSlots = 4096;
constexpr unsigned SlotSize = 48;
constexpr unsigned DescSize = DescHeaderSize + NumSlots * SlotSize;

// Record.
constexpr unsigned RecordGrid = 0;          // u32 x 3
constexpr unsigned RecordBlock = 12;        // u32 x 3
constexpr unsigned RecordShmem = 24;        // u32
constexpr unsigned RecordCoarseBlocks = 28; // u32: blocks launched for it
constexpr unsigned RecordOffset = 32;       // u64: its first block
constexpr unsigned RecordSerial = 40;       // u32: 1 when it runs serially
constexpr unsigned RecordArgs = 48;         // the arguments
constexpr unsigned RecordAlign = 16;        // records and arguments

// Chunk: records of one child kernel in the runtime's pool, the first
// parameter of the aggregated kernel that runs them. Its blocks find their
// record and release it inline (BlockHooks.h) from these fields. After the
// header: Cap u64 first blocks (record I's first block), then Cap records of
// the descriptor's DescRecordSize bytes.
constexpr unsigned ChunkDesc = 24;         // ptr: the child's descriptor
constexpr unsigned ChunkCap = 48;          // u32: records it has room for
constexpr unsigned ChunkBlocks = 64;       // u64: blocks of its records
constexpr unsigned ChunkRecords = 72;      // u32: records in it
constexpr unsigned ChunkTotalThreads = 128; // u64: threads that release it
constexpr unsigned ChunkThreadsDone = 136;  // u64: threads that released it
constexpr unsigned ChunkHeaderSize = 256;

// Coarsening pays only for blocks beyond what the GPU runs at once: the
// plugin (direct launches) and the runtime (a sealed chunk) coarsen a launch
// only as far as its threads still fill %nsmid SMs at this many resident
// threads each (sm_70 to sm_100; fewer on some, where the rule only
// coarsens less).
constexpr unsigned ThreadsPerSM = 2048;

// When a parent thread's launches that are not aggregated by groups of
// blocks wait for its exit (__dpagg_launch's last argument): while some
// child's threshold may be nonzero (the parent's serialized children use
// run-time thresholds), or always (compiled-in thresholds). In a kernel whose
// only serial work is the serial path of children that launch kernels (which
// runs only while aggregation may be on: the runtime's granularity word is
// not "off for every kernel"), the same, and only while aggregation may be
// on: DeferIfThresholdingAggregating with run-time thresholds,
// DeferIfAggregating with compiled-in ones.
constexpr unsigned DeferIfThresholding = 1, DeferAlways = 2,
                   DeferIfThresholdingAggregating = 3, DeferIfAggregating = 4;

// Run-time parameters (dpoptParam): the word of parameter P in
// __dpopt_param_words[P] holds its global value in the low 32 bits (Unset
// when none is set: the compiled-in value applies) and how many per-kernel
// values it has in the high 32 bits. The generated code reads the word and
// calls __dpopt_param only when there are per-kernel values.
constexpr unsigned ParamUnset = 0xffffffffu;

// Block handles besides cell indices (see __dpagg_block): no aggregation,
// and per-warp aggregation (a launch outside a kernel, a crowded table, a
// block that took no cell).
constexpr int ModeOff = -1, ModeWarp = -2;
// The handle of a site that a block's first thread alone reaches, at most
// once (FirstThreadLaunch.h): the kernel has no entry or exit hooks for the
// child, and the launch joins its block's group itself and leaves it once
// its record is in.
constexpr int ModeJoinAtLaunch = -5;
// The handle of a block that claims its cell at its first launch, not at
// its entry (Aggregation.h: a child that launches kernels, at grid
// granularity, beside serial work): a block that launches nothing takes no
// cell. The block's threads meet at a barrier at the kernel's one exit, and
// its first thread frees the cell there (__dpagg_leave) where one of them
// launched.
constexpr int ModeClaimAtLaunch = -6;
// The generated site helper leaves a ModeJoinAtLaunch launch that nothing
// defers to the site (the launch as written), without calling
// __dpagg_launch, in parent grids of at most this many blocks: such a group
// could merge two launches at most, and the child of the block that
// finishes first would wait for the other (a recursion that splits in two,
// as quicksort's).
constexpr unsigned long long MaxDirectJoinAtLaunchBlocks = 2;

// What __dpagg_enter returns: the child is not aggregated by groups of
// blocks (the same for every thread); it is; it is, and this thread (the
// block's first) claimed the block's cell. The generated code's entry
// barrier ORs the last over the block: without a cell, the block's handle
// is ModeWarp and __dpagg_block is not called.
constexpr int EnterUngrouped = 0, EnterGrouped = 1, EnterClaimed = 2;

// Call-site numbers of routed device-runtime calls (__dpopt_launch_device
// and the others): with this bit the call is made one lane of a warp at a
// time even while the runtime launches nothing itself (a kernel with
// several runtime call sites).
constexpr unsigned SiteAlwaysGated = 0x40000000u;

// A kernel K whose launches all have serial paths may have a version that
// launches nothing (LaunchFreeVersions.h): the kernel K + LaunchFreeSuffix.
// Both versions report a child that the launching one would launch (one at
// or above its threshold) by setting K + ReportedSuffix (an i32 in device
// memory, zero at first) and storing 1 through K + ReportToSuffix (a
// pointer the runtime sets, null at first: a word of mapped host memory).
// The host runtime (__dpopt_host_launch) picks the version each host launch
// runs.
constexpr const char *LaunchFreeSuffix = "__dpopt_nolaunch";
constexpr const char *ReportedSuffix = "__dpopt_reported";
constexpr const char *ReportToSuffix = "__dpopt_report_to";

// A kernel K with a launch-free version may also have a team version
// (TeamVersions.h): the kernel K + TeamSuffix, with K's parameters and two
// more i32: the team's size t (a power of two, at most MaxTeam), by which
// the host runtime multiplies the launch's blockDim.x, and the pieces k
// each of K's blocks is split into along x (a power of two: gridDim.x
// times k, blockDim.x divided by k; 1 where K + TeamSuffix + TeamSplitSuffix,
// an i8 array, has size 1, at most its size otherwise). It reports
// through its own K + TeamSuffix + ReportedSuffix and ReportToSuffix, a
// child of at least the team's size times its threshold.
constexpr const char *TeamSuffix = "__dpopt_team";
// The team version's parameter count (K's and the two above), for the
// host's argument array: the size in bytes of the i8 array K + TeamSuffix +
// TeamParamsSuffix in device memory (asking the driver for a parameter past
// the last is an API error, which compute-sanitizer reports).
constexpr const char *TeamParamsSuffix = "__dpopt_nparams";
constexpr const char *TeamSplitSuffix = "__dpopt_split";
// The team version's counters, TeamFillWords u64 in device memory, K +
// TeamSuffix + TeamFillSuffix: the threads and the number of the children
// a sample of its teams ran (__dpopt_team_fill), which the host runtime
// copies now and then.
constexpr const char *TeamFillSuffix = "__dpopt_fill";
constexpr unsigned TeamFillWords = 2;
constexpr unsigned MaxTeam = 32, MaxTeamSplit = 32;

// A kernel K with a launch-free version may also have a drain version
// (DrainVersions.h): K + DrainedSuffix, with K's parameters, whose threads
// keep each child they can hold as a record in K + DrainStoreSuffix (a
// DrainStore in device memory, zero at first), and K + DrainSuffix, a kernel
// without parameters that runs the records' threads, which the host runtime
// launches right after the drain version in the same stream. A record is the
// held child's slot: the size in bytes of the i8 array K +
// DrainSlotSuffix.
constexpr const char *DrainedSuffix = "__dpopt_drained";
constexpr const char *DrainSuffix = "__dpopt_drain";
constexpr const char *DrainStoreSuffix = "__dpopt_drain_store";
constexpr const char *DrainSlotSuffix = "__dpopt_drain_slot";
// The drain kernel's blocks.
constexpr unsigned DrainBlockThreads = 256;
// The records and items reserved so far: Records << DrainRecordShift | Items.
constexpr unsigned DrainRecordShift = 40;
// At most this many records (the counter's high bits).
constexpr unsigned long long MaxDrainRecords = (1ull << 24) - 1;
struct DrainStore {
  unsigned long long Reserved;  // records << DrainRecordShift | items
  unsigned long long Handed;    // items the drain kernel has handed out
  char *Records;                // Capacity records of SlotBytes (the host's)
  unsigned long long *Ends;     // each record's end item (the host's)
  unsigned Capacity, SlotBytes; // the host's; no records while 0
  unsigned Ticket;              // drain blocks done
  unsigned Full;                // children run in their thread for want of room
};
// Where the drain kernel reads the first record (it holds the arguments
// that all of a launch's records share).
constexpr unsigned DrainStoreRecordsOffset = 16;
} // namespace dpagg_abi

#endif // DPAGG_ABI_H
