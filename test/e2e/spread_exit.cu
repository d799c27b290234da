// E2E-DPOPT-FLAGS: -mllvm -dpopt-assume-independent-launches
// (a thread's children here write different elements, which the
// launch-order analysis cannot tell: without the flag, parent's three
// launches stay as written.)
//
// Serialized children held for the parent thread's exit and spread there
// over every lane of the warp (Thresholding.h): a sparse parent grid (about
// two launching lanes in a warp, as a graph level's frontier) launches
// children of power-law sizes (1 to 700 threads, a struct argument, a guard
// on the linear index); a third of the launching threads launch a second
// child of the same kernel (held: it spreads at its launch) and half launch
// a child of another kernel (2-D blocks, no guard); threads return at
// several points; blocks of 100 threads end in a partial warp. A second
// parent meets a barrier of its whole block before its launches and passes
// what it read from shared memory. Each child thread must run exactly once,
// with its own geometry and its parent's arguments, whatever the threshold
// and spread threshold. How the threads ran shows in each child's peak of
// threads running at once: held for the exit, a child of 64 or more
// threads from a lane that launches alone in its warp is spread over the
// warp's lanes (at the launch, that lane would be alone: its child runs in
// one lane); one of 32 threads or more whose warp holds at least the block
// spread threshold's threads (256 by default) in such children is spread
// over the whole block (more than 32 of its threads at once), the others
// never over more than a warp, in both parents (the block's spread keeps
// its children in global memory, not in shared memory).
#ifndef TEST_NAME
#define TEST_NAME "spread_exit"
#endif
// spread_exit_atlaunch.cu builds this with the spread at the launch
// (-dpopt-spread-at-exit=false): there a warp's only launching lane runs
// its child alone, which shows that the check below tells the two apart.
#ifndef SPREAD_AT_LAUNCH
#define SPREAD_AT_LAUNCH 0
#endif
#ifndef E2E_PLAIN
#define E2E_PLAIN 0
#endif
#include "e2e_dpagg.h"

struct Box {
  int base;
  short n;
  char mark;
  double half;
};

// visits[base + i]: times thread i ran; bad[0]: wrong geometry or
// arguments; running/peak[slot]: threads of the child running at once.
__global__ void kid(int *visits, int *bad, int *running, int *peak, int slot,
                    int n, Box box) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (blockDim.x != 32 || blockDim.y != 1 || gridDim.y != 1 ||
      gridDim.x != (unsigned)(n + 31) / 32 || box.n != (short)n ||
      box.mark != 'x' || box.half != box.base * 0.5)
    atomicAdd(bad, 1);
  int now = atomicAdd(&running[slot], 1) + 1;
  atomicMax(&peak[slot], now);
  if (i < n)
    atomicAdd(&visits[box.base + i], 1);
  atomicSub(&running[slot], 1);
}

// A grid of (g, 1) blocks of (8, 2): every thread works, no guard.
__global__ void tile(int *visits, int *bad, int base, int g, int salt) {
  if (blockDim.x != 8 || blockDim.y != 2 || gridDim.x != (unsigned)g ||
      salt != base * 3 + 1)
    atomicAdd(bad, 1);
  int id = (blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  atomicAdd(&visits[base + id], 1);
}

__host__ __device__ int kid_size(int p, int k) {
  unsigned h = e2e_mix(p * 7919u + 13 + 101u * k);
  int n = 1 + (int)(h % 8);
  if (h % 5 == 0)
    n = 20 + (int)(h % 90);
  if (h % 11 == 0)
    n = 64 + (int)(h % 636);
  return n;
}
__host__ __device__ bool launches(int p) { return e2e_mix(p) % 16 == 0; }
__host__ __device__ bool second(int p) { return e2e_mix(p + 7) % 3 == 0; }
__host__ __device__ bool tiles(int p) { return e2e_mix(p + 11) % 2 == 0; }
__host__ __device__ int tile_blocks(int p) { return 1 + p % 3; }

// Per parent: kid 0 at offsets[3p], kid 1 at offsets[3p+1], the tile at
// offsets[3p+2] (sizes 0 where not launched).
__global__ void parent(int *visits, int *bad, int *running, int *peak,
                       const int *offsets, int parents) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= parents)
    return;
  if (!launches(p))
    return; // most lanes launch nothing
  int n = kid_size(p, 0), base = offsets[3 * p];
  Box box = {base, (short)n, 'x', base * 0.5};
  kid<<<(n + 31) / 32, 32>>>(visits, bad, running, peak, 3 * p, n, box); //@launch
  if (second(p)) {
    int n1 = kid_size(p, 1), base1 = offsets[3 * p + 1];
    Box box1 = {base1, (short)n1, 'x', base1 * 0.5};
    kid<<<(n1 + 31) / 32, 32>>>(visits, bad, running, peak, 3 * p + 1, n1, box1); //@launch
    if (p % 2)
      return;
  }
  if (tiles(p)) {
    int b = offsets[3 * p + 2];
    tile<<<dim3(tile_blocks(p), 1), dim3(8, 2)>>>(visits, bad, b, tile_blocks(p), b * 3 + 1); //@launch
  }
}

// The whole block meets a barrier before any thread branches; the children
// get what the block wrote to shared memory.
__global__ void parent_barrier(int *visits, int *bad, int *running, int *peak,
                               const int *offsets, int parents) {
  __shared__ int base_of[128];
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  base_of[threadIdx.x] = p < parents ? offsets[3 * p] : 0;
  __syncthreads();
  if (p >= parents || !launches(p))
    return;
  int n = kid_size(p, 0), base = base_of[threadIdx.x];
  Box box = {base, (short)n, 'x', base * 0.5};
  kid<<<(n + 31) / 32, 32>>>(visits, bad, running, peak, 3 * p, n, box); //@launch
}

int main() {
  // The spread is the launching version's: the parent's launch-free
  // version, which the runtime would run from the third launch on when no
  // child reaches the threshold, runs each child in its own thread.
  setenv("DPOPT_LAUNCH_FREE", "off", 1);
  Checker chk;
  const int parents = e2e_quick_mode() ? 4000 : 40000;
  std::vector<int> offsets(3 * parents + 1, 0);
  for (int p = 0; p < parents; ++p) {
    bool on = launches(p);
    int sizes[3] = {
        on ? kid_size(p, 0) : 0, on && second(p) ? kid_size(p, 1) : 0,
        on && tiles(p) && !(second(p) && p % 2) ? 16 * tile_blocks(p) : 0};
    for (int k = 0; k < 3; ++k)
      offsets[3 * p + k + 1] = offsets[3 * p + k] + sizes[k];
  }
  const int total = offsets[3 * parents];
  int *visits = dev_alloc<int>(total), *bad = dev_alloc<int>(1);
  int *running = dev_alloc<int>(3 * parents),
      *peak = dev_alloc<int>(3 * parents);
  int *d_offsets = dev_alloc<int>(offsets.size());
  e2e_set_pending_launches(3 * parents);
  CK(cudaMemcpy(d_offsets, offsets.data(), offsets.size() * sizeof(int),
                cudaMemcpyHostToDevice));
  // The parents of p's warp (in blocks of 100 and of 128): [first, last).
  auto warp_of = [&](int p, int block) {
    int first = p / block * block + (p % block) / 32 * 32;
    int last = std::min(std::min(first + 32, p / block * block + block), parents);
    return std::make_pair(first, last);
  };
  // Lanes that launch alone in their warp.
  auto alone_in_warp = [&](int p, int block) {
    auto [first, last] = warp_of(p, block);
    int count = 0;
    for (int q = first; q < last; ++q)
      count += launches(q);
    return count == 1;
  };
  // Bounds on the threads p's warp holds for the exit in children of 32 or
  // more, which the block takes where they reach the block spread
  // threshold. A lane holds the first child it spreads: its first (k 0)
  // when that has 2 threads or more, else its second. A child's threads
  // counted there are at least those up to its guard (n) and at most its
  // grid's (a multiple of 32): which, the compiler decides. (Where it
  // counts the grid, a first child of one thread has 32 and is held.)
  auto warp_held = [&](int p, int block, bool most) {
    auto [first, last] = warp_of(p, block);
    long held = 0;
    for (int q = first; q < last; ++q) {
      if (!launches(q))
        continue;
      int n = kid_size(q, 0);
      if (most) {
        if (n < 2)
          n = second(q) ? kid_size(q, 1) : 1;
        held += (n + 31) / 32 * 32;
      } else if (n >= 32) {
        held += n;
      }
    }
    return held;
  };
  struct Setting {
    const char *what;
    unsigned threshold; // 0: cleared (the compiled-in default)
    unsigned spread_at; // 0: cleared (2)
    bool spreads;       // children of 64 or more threads spread
    unsigned block_at;  // 0: cleared (256)
  };
  const Setting settings[] = {
      {"every child serial", 1u << 30, 0, true, 0},
      {"compiled-in thresholds", 0, 0, true, 0},
      {"every child serial, none spread", 1u << 30, 1u << 30, false, 0},
      {"every child launched", 1, 0, false, 0},
      {"every child serial, every held one over the block", 1u << 30, 0,
       true, 1},
      {"every child serial, none over the block", 1u << 30, 0, true,
       1u << 30},
  };
  float total_ms = 0;
  for (int barrier = 0; barrier < 2; ++barrier)
    for (const Setting &s : settings) {
      e2e_set_thresholds(s.threshold, s.spread_at);
      CK(dpoptClearParam(dpoptBlockSpreadThreshold));
      if (s.block_at)
        CK(dpoptSetBlockSpreadThreshold(nullptr, s.block_at));
      CK(cudaMemset(visits, 0, total * sizeof(int)));
      CK(cudaMemset(bad, 0, sizeof(int)));
      CK(cudaMemset(running, 0, 3 * parents * sizeof(int)));
      CK(cudaMemset(peak, 0, 3 * parents * sizeof(int)));
      const int block = barrier ? 128 : 100;
      GpuTimer t;
      t.start();
      if (barrier)
        parent_barrier<<<(parents + block - 1) / block, block>>>(visits, bad, running, peak, d_offsets, parents); //@host
      else
        parent<<<(parents + block - 1) / block, block>>>(visits, bad, running, peak, d_offsets, parents); //@host
      CK_LAUNCH();
      total_ms += t.stop();
      std::vector<int> v = to_host(visits, total),
                       pk = to_host(peak, 3 * parents);
      int b = to_host(bad, 1)[0];
      const char *which = barrier ? "parent_barrier" : "parent";
      // Children held for the exit that the block takes (k 0: a thread's
      // first), and how many ran on more than a warp's lanes; those their
      // warp kept never do.
      const unsigned block_at = s.block_at ? s.block_at : 256;
      long wrong = 0, big_alone = 0, big_spread = 0, block_big = 0,
           block_wide = 0, wider_than_warp = 0, kept_wide = 0;
      for (int p = 0; p < parents; ++p)
        for (int k = 0; k < 3; ++k) {
          bool ran = offsets[3 * p + k + 1] > offsets[3 * p + k] &&
                     (!barrier || k == 0);
          for (int i = offsets[3 * p + k]; i < offsets[3 * p + k + 1]; ++i)
            wrong += v[i] != (ran ? 1 : 0);
          if (ran && k == 0 && kid_size(p, 0) >= 64 &&
              alone_in_warp(p, block)) {
            ++big_alone;
            big_spread += pk[3 * p] > 1;
          }
          if (ran && k == 0) {
            wider_than_warp += pk[3 * p] > 32;
            const long at = std::max(block_at, 1u);
            if (kid_size(p, 0) >= 64 && warp_held(p, block, false) >= at) {
              ++block_big;
              block_wide += pk[3 * p] > 32;
            }
            kept_wide += warp_held(p, block, true) < at && pk[3 * p] > 32;
          }
        }
      if (wrong)
        chk.fail("%s, %s: %ld child threads ran a wrong number of times", which,
                 s.what, wrong);
      if (b)
        chk.fail("%s, %s: %d child threads saw a wrong geometry or argument",
                 which, s.what, b);
      // Held for the exit, a lane's child is spread over the whole warp
      // even where no other lane of it launched. (Also true where the
      // children are launched: a block's threads run side by side.)
      if (!SPREAD_AT_LAUNCH && s.spreads && big_spread * 2 < big_alone)
        chk.fail("%s, %s: %ld of %ld children of 64 or more threads from "
                 "a warp's only launching lane ran in one lane",
                 which, s.what, big_alone - big_spread, big_alone);
      // Spread at the launch, such a child has its lane alone there: the
      // balance rule runs it in that lane (with every child serial).
      if (SPREAD_AT_LAUNCH && s.threshold == 1u << 30 && !s.spread_at &&
          big_spread)
        chk.fail("%s, %s: %ld of %ld children of 64 or more threads from "
                 "a warp's only launching lane ran on several lanes",
                 which, s.what, big_spread, big_alone);
      if (!big_alone)
        chk.fail("%s, %s: no lane launched alone in its warp", which, s.what);
      // Every child serial: the warp alone runs at most 32 threads of a
      // child at once; the block (100 threads in `parent`, 128 in
      // `parent_barrier`) runs more. (The program as written launches its
      // children.)
      if (!E2E_PLAIN && s.threshold == 1u << 30 && s.spreads) {
        bool over_block = !SPREAD_AT_LAUNCH && block_at != 1u << 30;
        if (!over_block && wider_than_warp)
          chk.fail("%s, %s: %ld children ran on more than 32 threads at "
                   "once, without the block's spread",
                   which, s.what, wider_than_warp);
        if (over_block && kept_wide)
          chk.fail("%s, %s: %ld children their warp kept ran on more than "
                   "32 threads at once",
                   which, s.what, kept_wide);
        if (over_block && (!block_big || block_wide * 2 < block_big))
          chk.fail("%s, %s: %ld of %ld children of 64 or more threads the "
                   "block took ran on more than a warp's lanes",
                   which, s.what, block_wide, block_big);
      }
    }
  e2e_set_thresholds(0, 0);
  CK(dpoptClearParam(dpoptBlockSpreadThreshold));
  return chk.finish(total_ms);
}
