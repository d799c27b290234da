// Serialized children spread over the warp: parent threads launch children
// of power-law sizes (1 to 700 threads), with 3-D grids and blocks, a struct
// argument and arguments that differ per lane; some lanes of each warp leave
// early, so the lanes that serialize together are not a whole warp. With
// every child below the launch threshold, each child thread must run
// exactly once, with its own geometry and its parent's arguments, whatever
// the spread threshold. How the threads ran shows in each child's peak of
// threads running at once: 1 when the child ran in its parent thread alone,
// more when its threads were spread over the warp's lanes (they run in the
// same instruction), which they are when the children of the lanes that
// serialize together are unbalanced.
#define TEST_NAME "spread"
#include "e2e.h"
#include "dpagg.h"

#include <algorithm>

struct Tag {
  int base;
  short n_low;
  char mark;
  double half;
};

// visits[base + id]: times child thread id ran; bad[0]: wrong geometry or
// arguments; running/peak[child]: threads of the child running at once.
__global__ void kid(int *visits, int *bad, int *running, int *peak, int child,
                    int n, Tag tag) {
  unsigned bx = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  unsigned tx =
      threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  unsigned id = bx * (blockDim.x * blockDim.y * blockDim.z) + tx;
  if (blockDim.x != 4 || blockDim.y != 2 || blockDim.z != 2 ||
      gridDim.y != 1 || gridDim.z != 2 || threadIdx.x >= 4 ||
      threadIdx.y >= 2 || threadIdx.z >= 2 || blockIdx.x >= gridDim.x ||
      blockIdx.z >= 2)
    atomicAdd(bad, 1);
  if (tag.n_low != (short)n || tag.mark != 'k' || tag.half != tag.base * 0.5)
    atomicAdd(bad, 1);
  int now = atomicAdd(&running[child], 1) + 1;
  atomicMax(&peak[child], now);
  if (id < (unsigned)n)
    atomicAdd(&visits[tag.base + id], 1);
  atomicSub(&running[child], 1);
}

__host__ __device__ int child_size(int p) {
  // Power law: mostly a few threads, some hundreds.
  unsigned h = e2e_mix(p * 7919u + 13);
  int n = 1 + (int)(h % 8);
  if (h % 5 == 0)
    n = 20 + (int)(h % 90);
  if (h % 37 == 0)
    n = 300 + (int)(h % 400);
  return n;
}

__global__ void parent(int *visits, int *bad, int *running, int *peak,
                       const int *offsets, int parents) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= parents || e2e_mix(p) % 4 == 0)
    return; // a quarter of the lanes serialize nothing
  int n = child_size(p);
  Tag tag = {offsets[p], (short)n, 'k', offsets[p] * 0.5};
  // 16 threads a block, two layers of blocks: (blocks, 1, 2) x (4, 2, 2).
  int blocks = (n + 31) / 32;
  kid<<<dim3(blocks, 1, 2), dim3(4, 2, 2)>>>(visits, bad, running, peak, p, n, tag); //@launch
}

int main() {
  // The spread is the launching version's: the parent's launch-free
  // version, which the runtime would run from the third launch on (no child
  // reaches the threshold here), runs each child in its own thread.
  setenv("DPOPT_LAUNCH_FREE", "off", 1);
  Checker chk;
  const int parents = e2e_quick_mode() ? 2048 : 16384;
  std::vector<int> offsets(parents + 1, 0);
  for (int p = 0; p < parents; ++p)
    offsets[p + 1] = offsets[p] + child_size(p);
  const int total = offsets[parents];
  int *visits = dev_alloc<int>(total), *bad = dev_alloc<int>(1);
  int *running = dev_alloc<int>(parents), *peak = dev_alloc<int>(parents);
  int *d_offsets = dev_alloc<int>(parents + 1);
  e2e_set_pending_launches(2 * parents); // the program as written launches
  CK(cudaMemcpy(d_offsets, offsets.data(), offsets.size() * sizeof(int),
                cudaMemcpyHostToDevice));
  // Every child below the launch threshold: all run serially.
  CK(dpoptSetThreshold(nullptr, 1u << 30));
  struct Setting {
    const char *what;
    const char *kernel; // null: all children
    unsigned value;
    bool cleared;       // dpoptClearParam: the compiled-in value (2)
    unsigned spread_at; // children of at least this many threads spread
  };
  const Setting settings[] = {
      {"compiled default", nullptr, 0, true, 2},
      {"every child spread", nullptr, 0, false, 0},
      {"none spread", nullptr, 1u << 30, false, 1u << 30},
      {"children of 64 or more, by plain name", "kid", 64, false, 64},
      {"none, by mangled name", "_Z3kidPiS_S_S_ii3Tag", 100000, false, 100000},
  };
  float total_ms = 0;
  for (const Setting &s : settings) {
    // A value for the plain name would also apply to the mangled one.
    CK(dpoptClearParam(dpoptSpreadThreshold));
    if (!s.cleared)
      CK(dpoptSetSpreadThreshold(s.kernel, s.value));
    CK(cudaMemset(visits, 0, total * sizeof(int)));
    CK(cudaMemset(bad, 0, sizeof(int)));
    CK(cudaMemset(running, 0, parents * sizeof(int)));
    CK(cudaMemset(peak, 0, parents * sizeof(int)));
    GpuTimer t;
    t.start();
    parent<<<(parents + 127) / 128, 128>>>(visits, bad, running, peak, d_offsets, parents); //@host
    CK_LAUNCH();
    total_ms += t.stop();
    std::vector<int> v = to_host(visits, total), pk = to_host(peak, parents);
    int b = to_host(bad, 1)[0];
    // Which warps spread: those whose lanes' thread counts are unbalanced
    // (the largest more than twice their mean; Thresholding.cpp,
    // SpreadImbalance), counting the lanes that serialize and reach the
    // spread threshold.
    auto threads_of = [](int p) {
      // 16 threads a block, two layers of (n + 31) / 32 blocks.
      return 32u * ((child_size(p) + 31) / 32);
    };
    std::vector<bool> warp_spreads(parents / 32);
    for (int w = 0; w < parents / 32; ++w) {
      unsigned long long most = 0, total = 0, lanes = 0;
      for (int p = 32 * w; p < 32 * w + 32; ++p)
        if (e2e_mix(p) % 4 != 0 && threads_of(p) >= s.spread_at) {
          most = std::max<unsigned long long>(most, threads_of(p));
          total += threads_of(p);
          ++lanes;
        }
      warp_spreads[w] = lanes && most * lanes > 2 * total;
    }
    long wrong = 0, alone_spread = 0, spread_alone = 0, spread_seen = 0,
         spread_big = 0;
    for (int p = 0; p < parents; ++p) {
      bool ran = e2e_mix(p) % 4 != 0;
      for (int i = offsets[p]; i < offsets[p + 1]; ++i)
        wrong += v[i] != (ran ? 1 : 0);
      if (!ran)
        continue;
      bool may_spread = threads_of(p) >= s.spread_at;
      if (!may_spread && pk[p] != 1)
        ++spread_alone;
      if (may_spread && pk[p] > 1)
        ++spread_seen;
      if (may_spread && warp_spreads[p / 32] && threads_of(p) >= 64) {
        ++spread_big;
        alone_spread += pk[p] == 1;
      }
    }
    if (wrong)
      chk.fail("%s: %ld child threads ran a wrong number of times", s.what,
               wrong);
    if (b)
      chk.fail("%s: %d child threads saw a wrong geometry or argument", s.what,
               b);
    if (spread_alone)
      chk.fail("%s: %ld children below the spread threshold ran on several "
               "lanes",
               s.what, spread_alone);
    // A spread child of 64 or more threads fills at least one round of the
    // lanes that serialize with it: its threads run side by side (unless
    // its lane was not converged with the others there).
    if (alone_spread * 2 > spread_big)
      chk.fail("%s: %ld of %ld spread children of 64 or more threads ran in "
               "one lane",
               s.what, alone_spread, spread_big);
    if (s.spread_at <= 64 && (!spread_seen || !spread_big))
      chk.fail("%s: no child was spread", s.what);
  }
  CK(dpoptClearParam(dpoptSpreadThreshold));
  CK(dpoptClearParam(dpoptThreshold));
  return chk.finish(total_ms);
}
