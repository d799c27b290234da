//===- drain_store.cu - Records of a drain version's held children -------===//
//
// A drain version's threads keep the children they hold as records in the
// kernel's store (dpagg_abi::DrainStore, DrainVersions.h), and its drain
// kernel, launched from the host after it in the same stream, runs their
// threads. Compiled apart from libdpagg.cu with few registers
// (DPAGG_LEAN_MAXRREGCOUNT): nvlink gives a kernel the registers of the
// largest function it calls, and these are the only runtime functions those
// two kernels call.
//
//===----------------------------------------------------------------------===//

#include "dpagg_abi.h"

#include <cstddef>

using dpagg_abi::DrainStore;
typedef unsigned long long u64;

static_assert(offsetof(DrainStore, Records) ==
                  dpagg_abi::DrainStoreRecordsOffset,
              "the drain kernel reads the first record there");

/// Reserves a record for a held child of \p Items threads, together with
/// the other lanes of the warp here (one atomic a warp): the record to copy
/// the child's slot into, or null when the store has no room (the child then
/// runs in its parent thread, counted in Full) or \p Items is 0 (a lane that
/// holds nothing comes too, so that the warp is whole here, as it is where
/// every lane reaches its thread's exit).
extern "C" __device__ void *__dpopt_drain_reserve(DrainStore *S,
                                                  unsigned Items) {
  const unsigned WholeWarp = 0xffffffffu;
  unsigned Mask = __activemask();
  unsigned Holding = __ballot_sync(Mask, Items != 0);
  if (!Holding)
    return nullptr;
  unsigned Lane = __nvvm_read_ptx_sreg_laneid();
  // The items of the lanes before this one, and of all (each at most
  // 2^26: the sum of 32 fits in 32 bits). A whole warp scans in five
  // shuffles; a partial one, a shuffle for each holding lane (the scan
  // would read lanes that are not here). The loop over a whole warp's lanes
  // took 60% of the warp stalls of TC cnr's drained parent (H200,
  // bench/results/2026-12-02-h200-drain-check).
  unsigned Before = 0, Total = 0;
  if (Mask == WholeWarp) {
    unsigned Sum = Items;
    for (unsigned Step = 1; Step < 32; Step *= 2) {
      unsigned V = __shfl_up_sync(WholeWarp, Sum, Step);
      if (Lane >= Step)
        Sum += V;
    }
    Total = __shfl_sync(WholeWarp, Sum, 31);
    Before = Sum - Items;
  } else {
    for (unsigned Left = Holding; Left; Left &= Left - 1) {
      int Src = __ffs(Left) - 1;
      unsigned V = __shfl_sync(Mask, Items, Src);
      Total += V;
      if ((unsigned)Src < Lane)
        Before += V;
    }
  }
  int Leader = __ffs(Holding) - 1;
  u64 Old = 0;
  if ((int)Lane == Leader)
    Old = atomicAdd(&S->Reserved,
                    ((u64)__popc(Holding) << dpagg_abi::DrainRecordShift) +
                        Total);
  Old = __shfl_sync(Mask, Old, Leader);
  if (!Items)
    return nullptr;
  u64 Record = (Old >> dpagg_abi::DrainRecordShift) +
               __popc(Holding & __nvvm_read_ptx_sreg_lanemask_lt());
  if (Record >= S->Capacity) {
    atomicAdd(&S->Full, 1u);
    return nullptr;
  }
  u64 First = (Old & ((1ull << dpagg_abi::DrainRecordShift) - 1)) + Before;
  S->Ends[Record] = First + Items;
  return S->Records + Record * S->SlotBytes;
}

/// The next item of the records for the calling lane, all 32 lanes of its
/// warp together (one atomic): (its record's number + 1) << 32 | its thread
/// number in the record; ~0 when this lane has none this time; 0 when all
/// are handed out (the same in every lane). A result, not stores through
/// pointers into the caller's local memory: with this function compiled
/// apart, every lane of the caller read the first lane's values there
/// (H200, bench/results/2026-12-01-h200-tc-flatten).
extern "C" __device__ u64 __dpopt_drain_next(DrainStore *S) {
  __syncwarp();
  const unsigned Mask = 0xffffffffu;
  // Plain loads, which L1 answers after the first: the drain version is
  // done and nothing changes them until the last block clears the store.
  // Read volatile, from L2 each time, they kept each warp waiting twice per
  // 32 items (H200, bench/results/2026-12-02-h200-drain-check).
  u64 Reserved = S->Reserved;
  unsigned Records = (unsigned)(Reserved >> dpagg_abi::DrainRecordShift);
  u64 Items = Reserved & ((1ull << dpagg_abi::DrainRecordShift) - 1);
  const u64 *Ends = S->Ends;
  if (Records > S->Capacity) {
    // The rest ran in their threads.
    Records = S->Capacity;
    Items = Records ? Ends[Records - 1] : 0;
  }
  u64 Base = 0;
  if (__nvvm_read_ptx_sreg_laneid() == 0)
    Base = atomicAdd(&S->Handed, 32ull);
  Base = __shfl_sync(Mask, Base, 0);
  if (Base >= Items)
    return 0;
  u64 Key = Base + __nvvm_read_ptx_sreg_laneid();
  if (Key >= Items)
    return ~0ull;
  // The first record that ends past the item.
  unsigned Lo = 0, Hi = Records - 1;
  while (Lo < Hi) {
    unsigned Mid = (Lo + Hi) / 2;
    if (Ends[Mid] > Key)
      Hi = Mid;
    else
      Lo = Mid + 1;
  }
  return (u64)(Lo + 1) << 32 | (Key - (Lo ? Ends[Lo - 1] : 0));
}

/// At the drain kernel's end, in every thread: the last block clears the
/// store for the next launch (every block read it before it got here).
extern "C" __device__ void __dpopt_drain_done(DrainStore *S) {
  __syncthreads();
  if (threadIdx.x + threadIdx.y + threadIdx.z != 0)
    return;
  __threadfence();
  unsigned Blocks = gridDim.x * gridDim.y * gridDim.z;
  if (atomicAdd(&S->Ticket, 1u) == Blocks - 1) {
    S->Reserved = 0;
    S->Handed = 0;
    S->Ticket = 0;
    __threadfence();
  }
}
