//===- free_chunk.cu - The DPOpt runtime's free of a done chunk -----------===//
//
// Aggregated kernels compiled by the whole pipeline find their records and
// release them inline (BlockHooks.h); the thread whose release completes a
// chunk's count calls this, once per chunk. Compiled apart from libdpagg.cu
// with fewer registers (DPAGG_LEAN_MAXRREGCOUNT): nvlink gives a kernel
// the registers of the largest function it calls, and an aggregated child's
// own code often needs fewer than the rest of the runtime (40).
//
//===----------------------------------------------------------------------===//

#include "pool.h"

extern "C" __device__ void __dpagg_free_chunk(void *ChunkPtr) {
  dpopt_runtime::freeDoneChunk(
      static_cast<dpopt_runtime::PoolEntry *>(ChunkPtr));
}
