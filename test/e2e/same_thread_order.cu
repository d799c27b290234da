// A thread's two launches into its default stream keep their order.
//
// Each thread of `ordered` launches `produce`, then `consume`, which reads
// what `produce` wrote, both into cudaStreamPerThread: the stream runs
// `consume` after `produce`. Aggregation (records launched together, later)
// and thresholding (a child run in the parent thread) would not keep that
// order; the launch-order analysis (LaunchOrder.h) sees that `consume` reads
// what `produce` writes and leaves both launches as written.
//
// Before it (23b6ebd, H100, 2026-11-28): DPOPT_THRESHOLD=0, 1 and 32, and
// DPOPT_AGG=grid with DPOPT_THRESHOLD=32, failed at -O2 and -O0 (sums of 0
// or partial sums).
#define TEST_NAME "same_thread_order"
#include "dpagg.h"
#include "e2e.h"
#include "e2e_dpagg.h"

constexpr int kParentBlocks = 16, kParentThreads = 64;
constexpr int kParents = kParentBlocks * kParentThreads;
constexpr int kOrderedLen = 200;
// The chain: kChainParents threads, each making kRounds launches in a loop.
constexpr int kChainBlocks = 4, kChainThreads = 32, kRounds = 4;
constexpr int kChainParents = kChainBlocks * kChainThreads;
constexpr int kChainWidth = 32;

__host__ __device__ inline int value(int g, int i) {
  return g * 13 + i * 5 + 1;
}

__global__ void produce(int *buf, int g) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < kOrderedLen)
    buf[(long)g * kOrderedLen + i] = value(g, i);
}

__global__ void consume(const int *buf, int *sums, int g) {
  __shared__ int part[32];
  int i = threadIdx.x;
  int v = i < kOrderedLen ? buf[(long)g * kOrderedLen + i] : 0;
  for (int o = 16; o; o /= 2)
    v += __shfl_down_sync(0xffffffffu, v, o);
  if (i % 32 == 0)
    part[i / 32] = v;
  __syncthreads();
  if (i == 0) {
    int s = 0;
    for (int w = 0; w < (int)blockDim.x / 32; ++w)
      s += part[w];
    sums[g] = s;
  }
}

// Round r of a chain reads what round r - 1 wrote.
__global__ void step(unsigned *chain, int g, int r) {
  int i = threadIdx.x;
  if (i >= kChainWidth)
    return;
  unsigned *c = chain + (long)g * (kRounds + 1) * kChainWidth;
  c[(r + 1) * kChainWidth + i] = c[r * kChainWidth + i] * 3u + (unsigned)r;
}

__global__ void chained(unsigned *chain, int *errs) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  for (int r = 0; r < kRounds; ++r) {
    step<<<1, kChainWidth>>>(chain, g, r); //@launch
    e2e_record_last(errs, 4);
  }
}

__global__ void ordered(int *buf, int *sums, int *errs) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  constexpr int kBlocks = (kOrderedLen + 63) / 64;
  produce<<<kBlocks, 64, 0, cudaStreamPerThread>>>(buf, g); //@launch
  e2e_record_last(errs, 2);
  consume<<<1, 224, 0, cudaStreamPerThread>>>(buf, sums, g); //@launch
  e2e_record_last(errs, 3);
}

int main() {
  int *errs = dev_alloc<int>(5);
  int *buf = dev_alloc<int>((size_t)kParents * kOrderedLen);
  int *sums = dev_alloc<int>(kParents);
  GpuTimer timer;
  timer.start();
  ordered<<<kParentBlocks, kParentThreads>>>(buf, sums, errs); //@host
  CK_LAUNCH();
  float ms = timer.stop();

  // Round 0 of each chain holds g * kChainWidth + i.
  const size_t chainLen = (size_t)kChainParents * (kRounds + 1) * kChainWidth;
  std::vector<unsigned> chainInit(chainLen, 0u);
  for (int g = 0; g < kChainParents; ++g)
    for (int i = 0; i < kChainWidth; ++i)
      chainInit[(size_t)g * (kRounds + 1) * kChainWidth + i] =
          (unsigned)(g * kChainWidth + i);
  unsigned *chain = dev_alloc<unsigned>(chainLen);
  CK(cudaMemcpy(chain, chainInit.data(), chainLen * sizeof(unsigned),
                cudaMemcpyHostToDevice));
  timer.start();
  chained<<<kChainBlocks, kChainThreads>>>(chain, errs); //@host
  CK_LAUNCH();
  ms += timer.stop();

  Checker chk;
  std::vector<int> ws(kParents);
  for (int g = 0; g < kParents; ++g) {
    int s = 0;
    for (int i = 0; i < kOrderedLen; ++i)
      s += value(g, i);
    ws[g] = s;
  }
  chk.eq_array("ordered sums", to_host(sums, kParents), ws);
  std::vector<unsigned> wc = chainInit;
  for (int g = 0; g < kChainParents; ++g)
    for (int r = 0; r < kRounds; ++r)
      for (int i = 0; i < kChainWidth; ++i) {
        size_t c = (size_t)g * (kRounds + 1) * kChainWidth;
        wc[c + (r + 1) * kChainWidth + i] =
            wc[c + r * kChainWidth + i] * 3u + (unsigned)r;
      }
  chk.eq_array("chains", to_host(chain, chainLen), wc);
  e2e_check_nothing_lost(chk);
  static const char *const sites[] = {"", "", "produce", "consume", "step"};
  e2e_check_device_errors(chk, errs, 5, sites);
  return chk.finish(ms);
}
