// sole_launches: launches that are their thread's (their block's) only
// launch into a default stream, which DPOpt keeps in that stream (README: a
// thread's or block's only launch stays in its stream).
//  - per_thread: every thread launches one child of a data-dependent size
//    (1 to 3,000 threads) into cudaStreamPerThread, thresholded, aggregated
//    and coarsened like any other child;
//  - chain: a recursion of one-block grids (1-D blocks of 64) whose first
//    thread launches the next level into the NULL stream after a barrier;
//    each level writes its cells;
//  - chain2d: a recursion of (32, 2) blocks, whose threads with
//    threadIdx.x == 0 are two: each launches the next level (level d has
//    2^d grids) into the block's NULL stream;
// (A thread's two launches into its per-thread stream, the second reading
// what the first wrote, are known-issues/same_thread_order.cu: DPOpt keeps
// them in the stream, but aggregation does not keep their order.)
// Every launch's error is checked on the device, every cell against a host
// model (each written exactly once), and the runtime's counters: no failed
// launch, no lost record.
#define TEST_NAME "sole_launches"
#include "dpagg.h"
#include "e2e.h"
#include "e2e_dpagg.h"

constexpr int kParentBlocks = 16, kParentThreads = 64;
constexpr int kParents = kParentBlocks * kParentThreads;
constexpr int kChainDepth = 12, kChainThreads = 64, kChain2dDepth = 8;

__host__ __device__ inline int child_len(int g) {
  unsigned h = e2e_mix((unsigned)g);
  return h % 8 == 0 ? 1000 + (int)(h % 2000) : 1 + (int)(h % 100);
}
__host__ __device__ inline int value(int g, int i) {
  return g * 13 + i * 5 + 1;
}

__global__ void fill(int *out, int *hits, long base, int g, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    out[base + i] = value(g, i);
    atomicAdd(&hits[base + i], 1);
  }
}

__global__ void per_thread(int *out, int *hits, const long *offsets,
                           int *errs) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int n = child_len(g);
  fill<<<(n + 127) / 128, 128, 0, cudaStreamPerThread>>>(out, hits, //@launch
                                                         offsets[g], g, n);
  e2e_record_last(errs, 0);
}

// Level `depth` of the chain: every thread writes its cell, then the
// block's first thread launches the next level.
__global__ void chain(int *cells, int *errs, int depth) {
  atomicAdd(&cells[depth * blockDim.x + threadIdx.x], depth + 1);
  __syncthreads();
  if (depth + 1 < kChainDepth && threadIdx.x == 0) {
    chain<<<1, blockDim>>>(cells, errs, depth + 1); //@launch
    e2e_record_last(errs, 1);
  }
}

// Level `depth` of the 2-D chain: every thread counts itself at its level,
// then the first thread of each row launches the next level.
__global__ void chain2d(int *count, int *errs, int depth) {
  atomicAdd(&count[depth], 1);
  __syncthreads();
  if (depth + 1 < kChain2dDepth && threadIdx.x == 0) {
    chain2d<<<1, blockDim>>>(count, errs, depth + 1); //@launch
    e2e_record_last(errs, 1);
  }
}

int main() {
  e2e_set_pending_launches(32768);
  std::vector<long> offsets(kParents + 1, 0);
  for (int g = 0; g < kParents; ++g)
    offsets[g + 1] = offsets[g] + child_len(g);
  long total = offsets[kParents];
  int *out = dev_alloc<int>(total), *hits = dev_alloc<int>(total);
  long *doff = dev_alloc<long>(kParents + 1);
  CK(cudaMemcpy(doff, offsets.data(), sizeof(long) * (kParents + 1),
                cudaMemcpyHostToDevice));
  int *errs = dev_alloc<int>(4);
  constexpr int kChainCells = kChainDepth * kChainThreads;
  int *cells = dev_alloc<int>(kChainCells);
  int *count2d = dev_alloc<int>(kChain2dDepth);

  GpuTimer timer;
  timer.start();
  per_thread<<<kParentBlocks, kParentThreads>>>(out, hits, doff, errs); //@host
  CK_LAUNCH();
  chain<<<1, kChainThreads>>>(cells, errs, 0); //@host
  CK_LAUNCH();
  chain2d<<<1, dim3(kChainThreads / 2, 2)>>>(count2d, errs, 0); //@host
  CK_LAUNCH();
  float ms = timer.stop();

  Checker chk;
  std::vector<int> want(total), ones(total, 1);
  for (int g = 0; g < kParents; ++g)
    for (int i = 0; i < child_len(g); ++i)
      want[offsets[g] + i] = value(g, i);
  chk.eq_array("per_thread values", to_host(out, total), want);
  chk.eq_array("per_thread hits", to_host(hits, total), ones);

  // chain: level d writes d + 1 into its row of cells.
  std::vector<int> wc(kChainCells);
  for (int i = 0; i < kChainCells; ++i)
    wc[i] = i / kChainThreads + 1;
  chk.eq_array("chain", to_host(cells, kChainCells), wc);
  // chain2d: level d has 2^d blocks of 64 threads.
  std::vector<int> w2(kChain2dDepth);
  for (int d = 0; d < kChain2dDepth; ++d)
    w2[d] = kChainThreads << d;
  chk.eq_array("chain2d", to_host(count2d, kChain2dDepth), w2);

  e2e_check_nothing_lost(chk);
  static const char *const sites[] = {"per_thread", "chain"};
  e2e_check_device_errors(chk, errs, 2, sites);
  return chk.finish(ms);
}
