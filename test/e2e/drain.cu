// Drain versions (DrainVersions.h): host launches of parent kernels that
// would launch children that may loop for long run their drain version,
// whose threads keep the children they can hold as records, and then a
// drain kernel that runs the records' threads, a thread each. The parents
// fill the GPU (no team version runs): blocks of 256 with 1-D children
// behind a guard (1 to 3,000 threads: a child of one thread runs in its
// parent thread), a 2-D block of 2-D children taking a by-value struct,
// three children a thread with early returns (kept in their order, so no
// drain version: it must still be right), the same kernel launched into two
// streams at once (a launch while the other stream's drain may still run
// takes the kernel itself), and a store too small for the records
// (DPOPT_DRAIN_BYTES: the rest run in their parent threads, counted). Every
// child thread must run once with its geometry and arguments and every
// parent thread see its own threadIdx and blockDim, at every threshold; at
// the defaults drain versions must have run.
#define TEST_NAME "drain"
#include "e2e_dpagg.h"

#include <cstdlib>

// spins: zeros, read by the children's loops, whose length the compiler
// cannot know: drain versions are made for children that may loop for long.
__device__ int spins[8];

// visits[base + i]: times thread i ran; bad[0]: wrong geometry.
template <int B>
__global__ void kid(int *visits, int *bad, int base, int n, int grid) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (blockDim.x != B || gridDim.x != (unsigned)grid || gridDim.y != 1 ||
      blockDim.y != 1 || grid * B < n)
    atomicAdd(bad, 1);
  if (i < n) {
    for (int k = 0; k < spins[i & 7]; ++k)
      atomicAdd(bad, 1);
    atomicAdd(&visits[base + i], 1);
  }
}

struct Rect {
  int *visits;
  int base, w, h;
};

// A w x h rectangle in blocks of 8 x 4.
__global__ void kid2d(Rect r, int *bad) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (blockDim.x != 8 || blockDim.y != 4 ||
      gridDim.x != (unsigned)(r.w + 7) / 8 ||
      gridDim.y != (unsigned)(r.h + 3) / 4)
    atomicAdd(bad, 1);
  for (int k = 0; k < spins[x & 7]; ++k)
    atomicAdd(bad, 1);
  if (x < r.w && y < r.h)
    atomicAdd(&r.visits[r.base + y * r.w + x], 1);
}

// Child sizes: mostly small, some of hundreds, a few of thousands.
__host__ __device__ int kid_size(int s) {
  unsigned h = e2e_mix(s * 2654435761u + 11);
  int n = 1 + (int)(h % 12);
  if (h % 4 == 0)
    n = 30 + (int)(h % 300);
  if (h % 97 == 0)
    n = 1000 + (int)(h % 2048);
  return n;
}

// seen[p]: threadIdx.x and blockDim.x as parent thread p saw them.
__global__ void parent_lines(int *visits, int *bad, const int *offsets,
                             int parents, int2 *seen) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < parents) {
    seen[p] = make_int2(threadIdx.x, blockDim.x);
    int n = kid_size(p);
    kid<32><<<(n + 31) / 32, 32>>>(visits, bad, offsets[p], n, (n + 31) / 32); //@launch
  }
}

// Three children a thread (slots 3p .. 3p+2); p % 5 == 1 returns at once,
// p % 5 == 2 after its first child.
__global__ void parent_three(int *visits, int *bad, const int *offsets,
                             int parents) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= parents || p % 5 == 1)
    return;
  for (int k = 0; k < 3; ++k) {
    int s = 3 * p + k, n = kid_size(s);
    kid<32><<<(n + 31) / 32, 32>>>(visits, bad, offsets[s], n, (n + 31) / 32); //@launch
    if (p % 5 == 2)
      return;
  }
}

// A 2-D block of parents; each child a w x h rectangle.
__global__ void parent_rect(int *visits, int *bad, const int *offsets,
                            int parents, int2 *seen) {
  int p = (blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  if (p >= parents)
    return;
  seen[p] = make_int2(threadIdx.x + 1000 * threadIdx.y,
                      blockDim.x + 1000 * blockDim.y);
  int n = kid_size(p), w = 1 + n % 37, h = (n + w - 1) / w;
  Rect r{visits, offsets[p], w, h};
  kid2d<<<dim3((w + 7) / 8, (h + 3) / 4), dim3(8, 4)>>>(r, bad); //@launch
}

// parent_lines again, for a kernel the runtime first sees after
// DPOPT_DRAIN_BYTES is set.
__global__ void parent_full(int *visits, int *bad, const int *offsets,
                            int parents) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < parents) {
    int n = kid_size(p);
    kid<32><<<(n + 31) / 32, 32>>>(visits, bad, offsets[p], n, (n + 31) / 32); //@launch
  }
}

int main() {
  Checker chk;
  // More parent threads than an eighth of an H100's or H200's, 33,792 (so
  // that no team version runs), and no more: with every child launched, a
  // run of 150,000 took 20-34 s.
  const int parents = 40000;
  const int slots = 3 * parents;
  std::vector<int> offsets(slots + 1, 0), rect(parents + 1, 0);
  for (int s = 0; s < slots; ++s)
    offsets[s + 1] = offsets[s] + kid_size(s);
  for (int p = 0; p < parents; ++p) {
    int n = kid_size(p), w = 1 + n % 37, h = (n + w - 1) / w;
    rect[p + 1] = rect[p] + w * h;
  }
  const int total = std::max(offsets[slots], rect[parents]);
  int *visits = dev_alloc<int>(total), *bad = dev_alloc<int>(1);
  int *visits2 = dev_alloc<int>(total), *bad2 = dev_alloc<int>(1);
  int *d_offsets = dev_alloc<int>(offsets.size());
  int *d_rect = dev_alloc<int>(rect.size());
  int2 *seen = dev_alloc<int2>(parents), *seen2 = dev_alloc<int2>(parents);
  e2e_set_pending_launches(slots + 1024);
  CK(cudaMemcpy(d_offsets, offsets.data(), offsets.size() * sizeof(int),
                cudaMemcpyHostToDevice));
  CK(cudaMemcpy(d_rect, rect.data(), rect.size() * sizeof(int),
                cudaMemcpyHostToDevice));
  // Drain versions run unless told not to, or told how the kernels launch
  // (a granularity: DPOPT_AGG).
  bool defaults = !getenv("DPOPT_THRESHOLD") && !getenv("DPOPT_DRAIN") &&
                  !getenv("DPOPT_LAUNCH_FREE") && !getenv("DPOPT_AGG");

  // Child threads that ran other than once (kernel: 0 lines, 1 three,
  // 2 rect), and parents that saw a wrong threadIdx or blockDim.
  auto check = [&](const char *what, int kernel, const int *v_dev,
                   const int *bad_dev, const int2 *seen_dev, dim3 block) {
    std::vector<int> v = to_host(v_dev, total);
    long wrong = 0, never = 0, first = -1;
    auto see = [&](long i, int want) {
      if (v[i] == want)
        return;
      ++wrong;
      never += v[i] == 0;
      if (first < 0)
        first = i;
    };
    if (kernel == 2) {
      for (int i = 0; i < rect[parents]; ++i)
        see(i, 1);
    } else {
      for (int sl = 0; sl < slots; ++sl) {
        int p = kernel == 1 ? sl / 3 : sl;
        bool ran = kernel == 1 ? p % 5 != 1 && (p % 5 != 2 || sl % 3 == 0)
                               : sl < parents;
        for (int i = offsets[sl]; i < offsets[sl + 1]; ++i)
          see(i, ran ? 1 : 0);
      }
    }
    if (wrong)
      chk.fail("%s: %ld child threads ran a wrong number of times (%ld of "
               "them never; the first: element %ld, %d times)",
               what, wrong, never, first, v[first]);
    if (int b = to_host(bad_dev, 1)[0])
      chk.fail("%s: %d child threads saw a wrong geometry", what, b);
    if (!seen_dev)
      return;
    std::vector<int2> got = to_host(seen_dev, parents);
    int per = block.x * block.y;
    long off = 0;
    for (int p = 0; p < parents; ++p) {
      int x = p % per % block.x, y = p % per / block.x;
      int2 want = kernel == 2
                      ? make_int2(x + 1000 * y, block.x + 1000 * block.y)
                      : make_int2(p % per, per);
      off += got[p].x != want.x || got[p].y != want.y;
    }
    if (off)
      chk.fail("%s: %ld parent threads saw a wrong threadIdx or blockDim", what,
               off);
  };
  auto clear = [&](int *v, int *b, int2 *s, cudaStream_t st) {
    CK(cudaMemsetAsync(v, 0, total * sizeof(int), st));
    CK(cudaMemsetAsync(b, 0, sizeof(int), st));
    CK(cudaMemsetAsync(s, 0xff, parents * sizeof(int2), st));
  };

  struct Setting {
    const char *what;
    unsigned threshold; // 0: cleared (the compiled-in default)
  };
  const Setting settings[] = {
      {"compiled-in thresholds", 0},
      {"every child launched", 1},
      {"every child serial", 1u << 30},
  };
  struct Case {
    const char *what;
    int kernel;
    dim3 block;
  };
  const Case cases[] = {
      {"lines, blocks of 256", 0, dim3(256)},
      {"three children, blocks of 128", 1, dim3(128)},
      {"rectangles, blocks of 16 x 4", 2, dim3(16, 4)},
  };
  float total_ms = 0;
  char what[160];
  for (const Setting &s : settings)
    for (const Case &c : cases) {
      CK(dpoptResetStats());
      e2e_set_thresholds(s.threshold, 0);
      for (int rep = 0; rep < 4; ++rep) {
        clear(visits, bad, seen, 0);
        int per = c.block.x * c.block.y;
        int grid = (parents + per - 1) / per;
        GpuTimer t;
        t.start();
        switch (c.kernel) {
        case 0:
          parent_lines<<<grid, c.block>>>(visits, bad, d_offsets, parents, seen); //@host
          break;
        case 1:
          parent_three<<<grid, c.block>>>(visits, bad, d_offsets, parents); //@host
          break;
        default:
          parent_rect<<<grid, c.block>>>(visits, bad, d_rect, parents, seen); //@host
        }
        CK_LAUNCH();
        total_ms += t.stop();
        snprintf(what, sizeof what, "%s, %s, run %d", c.what, s.what, rep);
        long before = chk.failures();
        check(what, c.kernel, visits, bad, c.kernel == 1 ? nullptr : seen,
              c.block);
        if (chk.failures() != before)
          break; // the next case's messages
      }
      dpoptHostStats hs;
      CK(dpoptGetHostStats(&hs));
      e2e_check_nothing_lost(chk);
      fprintf(stderr,
              "drain: %s, %s: %llu drain, %llu launch-free, %llu "
              "launching, %llu team runs\n",
              c.what, s.what, hs.drainRuns, hs.launchFreeRuns, hs.launchingRuns,
              hs.teamRuns);
      // Without DPOpt (.plain) nothing is counted. The kernel's first two
      // launches (watched) run the drain version wherever the kernel would
      // run; with children at or above the threshold, all of them.
      bool counted =
          hs.launchFreeRuns + hs.launchingRuns + hs.teamRuns + hs.drainRuns;
      // parent_three's launches stay in their order (its child reads what a
      // later one of its thread writes: spins, bad): not thresholded, no
      // drain version.
      if (counted && defaults && c.kernel == 1)
        chk.eq(c.what, 0, (long long)hs.drainRuns, 0);
      if (counted && defaults && c.kernel != 1) {
        chk.eq(c.what, 0, hs.drainRuns >= 2 ? 1 : 0, 1);
        if (s.threshold != 1u << 30)
          chk.eq(c.what, 1, (long long)hs.drainRuns, 4);
      }
    }

  // Two streams at once, the same kernel: every run correct in both.
  e2e_set_thresholds(0, 0);
  cudaStream_t st[2];
  for (cudaStream_t &x : st)
    CK(cudaStreamCreateWithFlags(&x, cudaStreamNonBlocking));
  CK(cudaDeviceSynchronize());
  for (int rep = 0; rep < 4; ++rep) {
    clear(visits, bad, seen, st[0]);
    clear(visits2, bad2, seen2, st[1]);
    parent_lines<<<(parents + 255) / 256, 256, 0, st[0]>>>(visits, bad, d_offsets, parents, seen); //@host
    CK_LAUNCH();
    parent_lines<<<(parents + 255) / 256, 256, 0, st[1]>>>(visits2, bad2, d_offsets, parents, seen2); //@host
    CK_LAUNCH();
    CK(cudaDeviceSynchronize());
    snprintf(what, sizeof what, "two streams, run %d, first", rep);
    check(what, 0, visits, bad, seen, dim3(256));
    snprintf(what, sizeof what, "two streams, run %d, second", rep);
    check(what, 0, visits2, bad2, seen2, dim3(256));
  }
  for (cudaStream_t &x : st)
    CK(cudaStreamDestroy(x));

  // Room for 64 KiB of records (under a thousand): the other children run
  // in their parent threads, and are counted.
  setenv("DPOPT_DRAIN_BYTES", "64K", 1);
  CK(dpoptResetStats());
  for (int rep = 0; rep < 3; ++rep) {
    CK(cudaMemset(visits, 0, total * sizeof(int)));
    CK(cudaMemset(bad, 0, sizeof(int)));
    GpuTimer t;
    t.start();
    parent_full<<<(parents + 255) / 256, 256>>>(visits, bad, d_offsets, parents); //@host
    CK_LAUNCH();
    total_ms += t.stop();
    snprintf(what, sizeof what, "a full store, run %d", rep);
    check(what, 0, visits, bad, nullptr, dim3(256));
  }
  dpoptHostStats hs;
  CK(dpoptGetHostStats(&hs));
  e2e_check_nothing_lost(chk);
  fprintf(stderr,
          "drain: a full store: %llu drain runs, %llu children run "
          "in their threads for want of room\n",
          hs.drainRuns, hs.drainFull);
  if (hs.drainRuns && defaults)
    chk.eq("children run in their threads for want of room", 0,
           hs.drainFull > 0 ? 1 : 0, 1);
  return chk.finish(total_ms);
}
