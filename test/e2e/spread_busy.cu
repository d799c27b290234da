// E2E-DPOPT-FLAGS: -mllvm -dpopt-threshold=512
// (the child waits in a loop: its compiled-in threshold would be 16, at
// most a warp's threads, and no block code would be compiled for it.)
//
// The block spread's busy mailbox (Thresholding.h): a parent block whose
// threads hold children for the block finds the mailbox its grid and block
// number pick taken by a block of another grid, and its threads run their
// children each alone. Two parent grids of the same kernel on two streams:
// the holder (one block) takes its mailbox and keeps it, its children
// waiting until every child of the crowd has started; the crowd (4,096
// blocks, one per mailbox of the table, launched once the holder's children
// run) has one block on the holder's cell. Every child thread must run
// exactly once; with DPOpt, blockSpreadsBusy counts exactly that one block,
// in each of two rounds (a cell left taken would make it two, and the holder
// would run alone). Without DPOpt the children are launched: the same work,
// no mailbox.
#define TEST_NAME "spread_busy"
#ifndef E2E_PLAIN
#define E2E_PLAIN 0
#endif
#include "e2e_dpagg.h"

#include <unistd.h>

constexpr int kParentThreads = 64; // two warps: the block's spread
constexpr int kKidThreads = 32;    // a held child of a warp's threads
constexpr int kCrowdBlocks = 4096; // the mailboxes of a child kernel
constexpr int kCrowdKids = kCrowdBlocks * kParentThreads;

struct Meeting {
  int crowd_started; // crowd children whose first thread ran
  int gave_up;       // the holder's wait timed out
};

// Not inline assembly: a child with some cannot run serially.
__device__ unsigned long long global_ns() {
  return __nvvm_read_ptx_sreg_globaltimer();
}

// visits[base + i]: times thread i ran. The holder's children say so in
// host memory (*holding), then wait for the crowd (at most 10 s in all).
__global__ void kid(int *visits, Meeting *m, volatile int *holding, int role,
                    int base) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&visits[base + i], 1);
  if (role == 1) {
    if (i == 0)
      atomicAdd(&m->crowd_started, 1);
    return;
  }
  *holding = 1;
  __threadfence_system();
  unsigned long long start = global_ns();
  volatile Meeting *vm = m;
  while (vm->crowd_started < kCrowdKids && !vm->gave_up) {
    if (global_ns() - start > 10000000000ull) {
      atomicExch(&m->gave_up, 1);
      break;
    }
    __nvvm_nanosleep(2000); // not __nanosleep: inline assembly
  }
}

// role 0: the holder; 1: the crowd. The lane \p skip_lane (none: -1)
// launches nothing: a launch some lanes of a warp may not reach holds its
// child for the thread's exit, where the block's spread runs it.
__global__ void parent(int *visits, Meeting *m, volatile int *holding, int role,
                       int skip_lane) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if ((int)(threadIdx.x % 32) == skip_lane)
    return;
  int base = (role ? kParentThreads + t : t) * kKidThreads;
  kid<<<1, kKidThreads>>>(visits, m, holding, role, base); //@launch
}

int main() {
  // The block's spread is the launching version's (the launch-free and
  // team versions run a grid of one block otherwise).
  setenv("DPOPT_LAUNCH_FREE", "off", 1);
  setenv("DPOPT_TEAM", "off", 1);
  Checker chk;
  const int total = (1 + kCrowdBlocks) * kParentThreads * kKidThreads;
  int *visits = dev_alloc<int>(total);
  Meeting *m = dev_alloc<Meeting>(1);
  int *holding;
  CK(cudaHostAlloc(&holding, sizeof(int), cudaHostAllocMapped));
  e2e_set_pending_launches(kCrowdKids + 2 * kParentThreads);
  // Every child serial, every held one over the block.
  e2e_set_thresholds(1u << 30, 0);
  CK(dpoptSetBlockSpreadThreshold(nullptr, 1));
  cudaStream_t sh, sc;
  CK(cudaStreamCreateWithFlags(&sh, cudaStreamNonBlocking));
  CK(cudaStreamCreateWithFlags(&sc, cudaStreamNonBlocking));
  float total_ms = 0;
  for (int round = 0; round < 2; ++round) {
    CK(cudaMemset(visits, 0, total * sizeof(int)));
    CK(cudaMemset(m, 0, sizeof(Meeting)));
    CK(dpoptResetStats());
    *(volatile int *)holding = 0;
    GpuTimer t;
    t.start();
    parent<<<1, kParentThreads, 0, sh>>>(visits, m, holding, 0, -1); //@host
    CK(cudaGetLastError());
    // The crowd once the holder's children run (its block has the cell).
    for (int spins = 0; !*(volatile int *)holding && spins < 10000; ++spins)
      usleep(1000);
    if (!*(volatile int *)holding)
      chk.fail("round %d: the holder's children did not start in 10 s", round);
    parent<<<kCrowdBlocks, kParentThreads, 0, sc>>>(visits, m, holding, 1, -1); //@host
    CK_LAUNCH();
    total_ms += t.stop();
    std::vector<int> v = to_host(visits, total);
    long wrong = 0;
    for (int i = 0; i < total; ++i)
      wrong += v[i] != 1;
    if (wrong)
      chk.fail("round %d: %ld child threads ran a wrong number of times", round,
               wrong);
    Meeting h;
    CK(cudaMemcpy(&h, m, sizeof h, cudaMemcpyDeviceToHost));
    chk.eq("crowd children started", round, h.crowd_started, kCrowdKids);
    if (h.gave_up)
      chk.fail("round %d: the holder gave up waiting for the crowd", round);
    dpoptStats st = e2e_check_nothing_lost(chk);
    if (!E2E_PLAIN)
      chk.eq("blockSpreadsBusy", round, (long long)st.blockSpreadsBusy, 1);
  }
  CK(dpoptReportStats(1));
  e2e_set_thresholds(0, 0);
  CK(dpoptClearParam(dpoptBlockSpreadThreshold));
  CK(cudaFreeHost(holding));
  return chk.finish(total_ms);
}
