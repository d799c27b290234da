// Launches that every lane of a warp reaches (reachedByWholeWarps,
// Geometry.h): their serialized children spread at the launch, where the
// lanes are the warp's. Each parent has a shape DPOpt recognizes: a bound
// read from a by-value struct (with a partial last warp), a per-thread
// branch whose ways meet again before the launch, a loop of a constant
// count (one launch an iteration), and two launches in a row. A parent
// that writes its struct's bound per thread holds its children for the
// exit instead. The children have power-law sizes (1 to 700 threads, a
// guard on the linear index); each child thread must run exactly once,
// with its geometry and arguments, whatever the threshold and spread
// threshold.
#define TEST_NAME "spread_whole_warp"
#include "e2e_dpagg.h"

struct Bounds {
  int n;
  const int *offsets;
};

// visits[base + i]: times thread i ran; bad[0]: wrong geometry.
__global__ void kid(int *visits, int *bad, int base, int n, int grid) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (blockDim.x != 32 || gridDim.x != (unsigned)grid || gridDim.y != 1 ||
      blockDim.y != 1 || grid * 32 < n)
    atomicAdd(bad, 1);
  if (i < n)
    atomicAdd(&visits[base + i], 1);
}

__host__ __device__ int kid_size(int p) {
  unsigned h = e2e_mix(p * 7919u + 13);
  int n = 1 + (int)(h % 8);
  if (h % 5 == 0)
    n = 20 + (int)(h % 90);
  if (h % 11 == 0)
    n = 64 + (int)(h % 636);
  return n;
}

// Item k of parent p (k < slots) launches kid_size(slots * p + k) threads
// at b.offsets[slots * p + k].
__global__ void parent_byval(int *visits, int *bad, Bounds b) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < b.n) {
    int n = kid_size(p), base = b.offsets[p];
    kid<<<(n + 31) / 32, 32>>>(visits, bad, base, n, (n + 31) / 32); //@launch
  }
}

__global__ void parent_written(int *visits, int *bad, Bounds b, int cut) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p % 7 == 3)
    b.n = cut; // per thread: the bound is no longer the launch's
  if (p < b.n) {
    int n = kid_size(p), base = b.offsets[p];
    kid<<<(n + 31) / 32, 32>>>(visits, bad, base, n, (n + 31) / 32); //@launch
  }
}

__global__ void parent_rejoin(int *visits, int *bad, const int *offsets,
                              int parents) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= parents)
    return;
  int n = kid_size(p), base = offsets[p];
  int blocks = (n + 31) / 32;
  int per = blocks < 4 ? blocks : 4;
  // A division that may trap stays a branch; both ways meet again here.
  int g = per > 0 ? (blocks + per - 1) / per * per : 1;
  kid<<<g, 32>>>(visits, bad, base, n, g); //@launch
}

__global__ void parent_loop(int *visits, int *bad, const int *offsets,
                            int parents) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= parents)
    return;
#pragma unroll 1
  for (int k = 0; k < 3; ++k) {
    int n = kid_size(3 * p + k), base = offsets[3 * p + k];
    kid<<<(n + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(visits, bad, base, n, (n + 31) / 32); //@launch
  }
}

__global__ void parent_two(int *visits, int *bad, const int *offsets,
                           int parents) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= parents)
    return;
  int n0 = kid_size(2 * p), n1 = kid_size(2 * p + 1);
  kid<<<(n0 + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(visits, bad, offsets[2 * p], n0, (n0 + 31) / 32); //@launch
  kid<<<(n1 + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(visits, bad, offsets[2 * p + 1], n1, (n1 + 31) / 32); //@launch
}

int main() {
  Checker chk;
  const int parents = e2e_quick_mode() ? 3001 : 30001; // a partial warp
  const int slots = 3 * parents;
  std::vector<int> offsets(slots + 1, 0);
  for (int s = 0; s < slots; ++s)
    offsets[s + 1] = offsets[s] + kid_size(s);
  const int total = offsets[slots];
  int *visits = dev_alloc<int>(total), *bad = dev_alloc<int>(1);
  int *d_offsets = dev_alloc<int>(offsets.size());
  e2e_set_pending_launches(slots);
  CK(cudaMemcpy(d_offsets, offsets.data(), offsets.size() * sizeof(int),
                cudaMemcpyHostToDevice));
  const int cut = parents / 2;
  struct Setting {
    const char *what;
    unsigned threshold; // 0: cleared (the compiled-in default)
    unsigned spread_at; // 0: cleared
  };
  const Setting settings[] = {
      {"every child serial", 1u << 30, 0},
      {"compiled-in thresholds", 0, 0},
      {"every child serial, none spread", 1u << 30, 1u << 30},
      {"every child launched", 1, 0},
  };
  const char *names[] = {"parent_byval", "parent_written", "parent_rejoin",
                         "parent_loop", "parent_two"};
  float total_ms = 0;
  for (int which = 0; which < 5; ++which)
    for (const Setting &s : settings) {
      e2e_set_thresholds(s.threshold, s.spread_at);
      CK(cudaMemset(visits, 0, total * sizeof(int)));
      CK(cudaMemset(bad, 0, sizeof(int)));
      const int block = 100;
      const int grid = (parents + block - 1) / block;
      GpuTimer t;
      t.start();
      switch (which) {
      case 0:
        parent_byval<<<grid, block>>>(visits, bad, Bounds{parents, d_offsets}); //@host
        break;
      case 1:
        parent_written<<<grid, block>>>(visits, bad, Bounds{parents, d_offsets}, cut); //@host
        break;
      case 2:
        parent_rejoin<<<grid, block>>>(visits, bad, d_offsets, parents); //@host
        break;
      case 3:
        parent_loop<<<grid, block>>>(visits, bad, d_offsets, parents); //@host
        break;
      default:
        parent_two<<<grid, block>>>(visits, bad, d_offsets, parents); //@host
      }
      CK_LAUNCH();
      total_ms += t.stop();
      std::vector<int> v = to_host(visits, total);
      int b = to_host(bad, 1)[0];
      // The slots each parent's children fill.
      auto ran = [&](int s) {
        switch (which) {
        case 0:
        case 2:
          return s < parents;
        case 1:
          return s < parents && (s % 7 != 3 || s < cut);
        case 3:
          return true;
        default:
          return s < 2 * parents;
        }
      };
      long wrong = 0;
      for (int sl = 0; sl < slots; ++sl)
        for (int i = offsets[sl]; i < offsets[sl + 1]; ++i)
          wrong += v[i] != (ran(sl) ? 1 : 0);
      if (wrong)
        chk.fail("%s, %s: %ld child threads ran a wrong number of times",
                 names[which], s.what, wrong);
      if (b)
        chk.fail("%s, %s: %d child threads saw a wrong geometry", names[which],
                 s.what, b);
    }
  e2e_set_thresholds(0, 0);
  return chk.finish(total_ms);
}
