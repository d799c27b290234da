//===- pool.h - The DPOpt runtime's pool of record chunks ------*- CUDA -*-===//
//
// The pool holds the records of aggregated launches: a ring of chunks,
// allocated at its head (libdpagg.cu) and freed in any order, the tail
// moving past the freed ones at its front. Shared by libdpagg.cu and
// free_chunk.cu, which is compiled apart with few registers: the aggregated
// kernels call it (BlockHooks.h), and nvlink gives a kernel the registers of
// the largest function it calls.
//
//===----------------------------------------------------------------------===//

#ifndef DPAGG_POOL_H
#define DPAGG_POOL_H

#include "dpagg_abi.h"

/// The threads of aggregated grids launched and not yet done: a chunk's
/// TotalThreads join it when the chunk is launched and leave it when the
/// chunk is freed. While it reaches what the GPU holds at once, the
/// generated deciders run more children that launch kernels serially
/// (Thresholding.h, DefaultBusyThreshold). Defined in libdpagg.cu.
extern "C" __device__ unsigned long long __dpopt_busy_threads;

namespace dpopt_runtime {
typedef unsigned long long u64;

// 256 MiB: a level of a recursion can make a million launches (TD's and
// TH's trees: ~110 MiB of records in one level). With 64 MiB, 600,000 of
// them fell back to direct launches, which overran the pending-launch limit
// that the plain program kept to (records and launches lost).
constexpr u64 DefaultPoolBytes = 256ull << 20;
extern __device__ char DefaultPool[]; // defined in libdpagg.cu
struct PoolState {
  char *Base; // null: DefaultPool
  u64 Bytes;
  u64 Head, Tail;
};
extern __device__ PoolState Pool;

/// The start of every chunk (a Chunk in libdpagg.cu): its absolute position
/// in the ring, its size, and DoneTag == Pos once freed.
struct PoolEntry {
  u64 Pos, Size, DoneTag;
};

// Atomics at GPU scope with the ordering they need (libdpagg.cu says why).
static __device__ inline u64 casAcquire(u64 *P, u64 Expected, u64 Desired) {
  u64 Old;
  asm volatile("atom.acquire.gpu.cas.b64 %0, [%1], %2, %3;"
               : "=l"(Old)
               : "l"(P), "l"(Expected), "l"(Desired)
               : "memory");
  return Old;
}
static __device__ inline u64 loadAcquire(const u64 *P) {
  u64 V;
  asm volatile("ld.acquire.gpu.u64 %0, [%1];" : "=l"(V) : "l"(P) : "memory");
  return V;
}

static __device__ inline void poolGeometry(char *&Base, u64 &Bytes) {
  Base = *(char *volatile *)&Pool.Base;
  Bytes = *(volatile u64 *)&Pool.Bytes;
  if (!Base) {
    Base = DefaultPool;
    Bytes = DefaultPoolBytes;
  }
}

/// Moves the tail past every freed chunk at its front.
static __device__ inline void poolAdvanceTail() {
  char *Base;
  u64 Bytes;
  poolGeometry(Base, Bytes);
  for (;;) {
    u64 T = loadAcquire(&Pool.Tail);
    if (T == loadAcquire(&Pool.Head))
      return;
    PoolEntry *E = reinterpret_cast<PoolEntry *>(Base + T % Bytes);
    if (*(volatile u64 *)&E->DoneTag != T)
      return;
    __threadfence();
    u64 Size = *(volatile u64 *)&E->Size;
    casAcquire(&Pool.Tail, T, T + Size);
    // Order the move against a concurrent free's DoneTag store: one of the
    // two threads sees the other's write (store-buffering).
    __threadfence();
  }
}

/// Frees the chunk at \p E, whose every reader is done with it.
static __device__ inline void poolFree(PoolEntry *E) {
  __threadfence();
  atomicExch(&E->DoneTag, E->Pos);
  __threadfence();
  poolAdvanceTail();
}
/// Frees the chunk \p E, every thread of its grids done: they leave the
/// busy count first.
static __device__ inline void freeDoneChunk(PoolEntry *E) {
  u64 Threads = *reinterpret_cast<const u64 *>(
      reinterpret_cast<const char *>(E) + dpagg_abi::ChunkTotalThreads);
  atomicAdd(&__dpopt_busy_threads, 0ull - Threads);
  poolFree(E);
}
} // namespace dpopt_runtime

#endif // DPAGG_POOL_H
