// Team versions (TeamVersions.h): parent grids too small to fill the GPU,
// launched from the host, whose team versions make each parent thread a
// team of up to 32 lanes that run the child it holds at its exit. The
// parents have blocks of 64, 48, 256 and 1024 threads (the runtime splits a
// block along x into pieces small enough for the teams: blockIdx.x,
// threadIdx.x, blockDim.x and gridDim.x must still be the kernel's), a
// parent with shared memory (its blocks stay whole: blocks of 1024 get no
// team), a 2-D block, children
// with a guard on the linear index, children with 2-D grids and blocks and
// a by-value struct, several launches a thread (the first held, the others
// run in the thread), early returns, a parent with a barrier (no team
// version), and children too big for the team (a miss: the next launches
// run the kernel), and children too big for any team (the kernel reports
// them, and its team version never runs). Every child thread must run once
// with its geometry and arguments, every parent thread must see its own
// threadIdx and blockDim, at every threshold; at the defaults the runtime
// must have run team versions once it watched two of the kernel's launches.
#define TEST_NAME "team"
#include "e2e_dpagg.h"

// visits[base + i]: times thread i ran; bad[0]: wrong geometry.
// Blocks of B threads.
template <int B>
__global__ void kid(int *visits, int *bad, int base, int n, int grid) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (blockDim.x != B || gridDim.x != (unsigned)grid || gridDim.y != 1 ||
      blockDim.y != 1 || grid * B < n)
    atomicAdd(bad, 1);
  if (i < n)
    atomicAdd(&visits[base + i], 1);
}

struct Rect {
  int *visits;
  int base, w, h;
};

// A w x h rectangle in blocks of 8 x 4, no guard before the check.
__global__ void kid2d(Rect r, int *bad) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (blockDim.x != 8 || blockDim.y != 4 ||
      gridDim.x != (unsigned)(r.w + 7) / 8 ||
      gridDim.y != (unsigned)(r.h + 3) / 4)
    atomicAdd(bad, 1);
  if (x < r.w && y < r.h)
    atomicAdd(&r.visits[r.base + y * r.w + x], 1);
}

// Child sizes: mostly small, some of hundreds, a few of thousands.
__host__ __device__ int kid_size(int s) {
  unsigned h = e2e_mix(s * 2654435761u + 7);
  int n = 1 + (int)(h % 12);
  if (h % 4 == 0)
    n = 30 + (int)(h % 300);
  if (h % 17 == 0)
    n = 1000 + (int)(h % 2048);
  return n;
}

// seen[p]: threadIdx.x and blockDim.x as parent thread p saw them; bad[0]
// also counts a wrong gridDim.x (grid: the launch's).
__global__ void parent_lines(int *visits, int *bad, const int *offsets,
                             int parents, int2 *seen, int grid) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (gridDim.x != (unsigned)grid)
    atomicAdd(bad, 1);
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

// A barrier: no team version; the kernel runs as it is.
__global__ void parent_barrier(int *visits, int *bad, const int *offsets,
                               int parents) {
  __shared__ int sizes[64];
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  sizes[threadIdx.x] = p < parents ? kid_size(p) : 0;
  __syncthreads();
  int n = sizes[threadIdx.x ^ 1];
  int q = blockIdx.x * blockDim.x + (threadIdx.x ^ 1);
  if (q < parents)
    kid<32><<<(n + 31) / 32, 32>>>(visits, bad, offsets[q], n, (n + 31) / 32); //@launch
}

// Shared memory (each thread its own word: no barrier needed): the team
// version keeps the kernel's blocks whole.
__global__ void parent_scratch(int *visits, int *bad, const int *offsets,
                               int parents, int2 *seen) {
  __shared__ int scratch[1024];
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  scratch[threadIdx.x] = p < parents ? kid_size(p) : 0;
  if (p < parents) {
    seen[p] = make_int2(threadIdx.x, blockDim.x);
    int n = scratch[threadIdx.x];
    kid<32><<<(n + 31) / 32, 32>>>(visits, bad, offsets[p], n, (n + 31) / 32); //@launch
  }
}

__global__ void parent_sized(int *visits, int *bad, const int *offsets,
                             const int *sizes, int parents) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < parents) {
    int n = sizes[p];
    kid<8><<<(n + 7) / 8, 8>>>(visits, bad, offsets[p], n, (n + 7) / 8); //@launch
  }
}
// The same, for a runtime state of its own.
__global__ void parent_huge(int *visits, int *bad, const int *offsets,
                            const int *sizes, int parents) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < parents) {
    int n = sizes[p];
    kid<8><<<(n + 7) / 8, 8>>>(visits, bad, offsets[p], n, (n + 7) / 8); //@launch
  }
}

int main() {
  Checker chk;
  const int parents = e2e_quick_mode() ? 1001 : 3001;
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
  int *d_offsets = dev_alloc<int>(offsets.size());
  int *d_rect = dev_alloc<int>(rect.size());
  int2 *seen = dev_alloc<int2>(parents);
  e2e_set_pending_launches(slots + 1024);
  CK(cudaMemcpy(d_offsets, offsets.data(), offsets.size() * sizeof(int),
                cudaMemcpyHostToDevice));
  CK(cudaMemcpy(d_rect, rect.data(), rect.size() * sizeof(int),
                cudaMemcpyHostToDevice));
  struct Setting {
    const char *what;
    unsigned threshold; // 0: cleared (the compiled-in default)
  };
  // Every child serial first: no team run misses there, so each launch of a
  // kernel with a team version runs it (a miss would run the kernel for
  // the next launches).
  const Setting settings[] = {
      {"every child serial", 1u << 30},
      {"compiled-in thresholds", 0},
      {"every child launched", 1},
  };
  struct Case {
    const char *what;
    int kernel; // 0 lines, 1 three, 2 rect, 3 barrier, 4 scratch
    dim3 block;
  };
  const Case cases[] = {
      {"lines, blocks of 64", 0, dim3(64)},
      {"lines, blocks of 48", 0, dim3(48)},
      {"lines, blocks of 256", 0, dim3(256)},
      {"lines, blocks of 1024", 0, dim3(1024)},
      {"three children, blocks of 64", 1, dim3(64)},
      {"rectangles, blocks of 16 x 4", 2, dim3(16, 4)},
      {"barrier, blocks of 64", 3, dim3(64)},
      {"shared scratch, blocks of 64", 4, dim3(64)},
      {"shared scratch, blocks of 1024", 4, dim3(1024)},
  };
  // Host launches of the kernels with a team version run it at the
  // defaults, unless the runtime is told otherwise.
  bool defaults = !getenv("DPOPT_THRESHOLD") && !getenv("DPOPT_TEAM") &&
                  !getenv("DPOPT_LAUNCH_FREE");
  float total_ms = 0;
  for (const Setting &s : settings)
    for (const Case &c : cases) {
      CK(dpoptResetStats());
      for (int rep = 0; rep < 3; ++rep) {
        e2e_set_thresholds(s.threshold, 0);
        CK(cudaMemset(visits, 0, total * sizeof(int)));
        CK(cudaMemset(bad, 0, sizeof(int)));
        CK(cudaMemset(seen, 0xff, parents * sizeof(int2)));
        int per = c.block.x * c.block.y;
        int grid = (parents + per - 1) / per;
        GpuTimer t;
        t.start();
        switch (c.kernel) {
        case 0:
          parent_lines<<<grid, c.block>>>(visits, bad, d_offsets, parents, seen, grid); //@host
          break;
        case 1:
          parent_three<<<grid, c.block>>>(visits, bad, d_offsets, parents); //@host
          break;
        case 2:
          parent_rect<<<grid, c.block>>>(visits, bad, d_rect, parents, seen); //@host
          break;
        case 4:
          parent_scratch<<<grid, c.block>>>(visits, bad, d_offsets, parents, seen); //@host
          break;
        default:
          parent_barrier<<<grid, c.block>>>(visits, bad, d_offsets, parents); //@host
        }
        CK_LAUNCH();
        total_ms += t.stop();
        std::vector<int> v = to_host(visits, total);
        long wrong = 0;
        if (c.kernel == 2) {
          for (int i = 0; i < rect[parents]; ++i)
            wrong += v[i] != 1;
        } else {
          for (int sl = 0; sl < slots; ++sl) {
            int p = c.kernel == 1 ? sl / 3 : sl;
            bool ran = c.kernel == 1
                           ? p % 5 != 1 && (p % 5 != 2 || sl % 3 == 0)
                           : sl < parents;
            for (int i = offsets[sl]; i < offsets[sl + 1]; ++i)
              wrong += v[i] != (ran ? 1 : 0);
          }
        }
        if (wrong)
          chk.fail("%s, %s: %ld child threads ran a wrong number of times",
                   c.what, s.what, wrong);
        if (int b = to_host(bad, 1)[0])
          chk.fail("%s, %s: %d child threads saw a wrong geometry", c.what,
                   s.what, b);
        if (c.kernel == 0 || c.kernel == 2 || c.kernel == 4) {
          std::vector<int2> got = to_host(seen, parents);
          long off = 0;
          for (int p = 0; p < parents; ++p) {
            int x = p % per % c.block.x, y = p % per / c.block.x;
            int2 want = make_int2(x + 1000 * y, c.block.x + 1000 * c.block.y);
            if (c.kernel != 2)
              want = make_int2(p % per, per);
            off += got[p].x != want.x || got[p].y != want.y;
          }
          if (off)
            chk.fail("%s, %s: %ld parent threads saw a wrong threadIdx.x or "
                     "blockDim.x",
                     c.what, s.what, off);
        }
      }
      dpoptHostStats hs;
      CK(dpoptGetHostStats(&hs));
      e2e_check_nothing_lost(chk);
      // Without DPOpt (.plain) nothing is counted. Each kernel's third
      // launch at the latest (after two watched) runs its team version,
      // blocks of 1024 too where they may be split.
      bool counted =
          hs.launchFreeRuns + hs.launchingRuns + hs.teamRuns + hs.drainRuns;
      if (counted && defaults && s.threshold == 1u << 30) {
        bool team = c.kernel != 3 &&
                    (c.kernel != 4 || c.block.x * c.block.y < 1024);
        chk.eq(c.what, 0, hs.teamRuns > 0 ? 1 : 0, team ? 1 : 0);
      }
    }

  // One child of 10,000 threads, between 16 and 32 times the threshold,
  // among children of 1 to 9 (in blocks of 8: 8 or 16 threads where the
  // guard i < n is not seen, at -O0): the kernel's launches report none too
  // big for a team, so team runs come; once one has measured the children's
  // mean size (under 32), the teams are narrower, and the next team run
  // meets the big child (a miss): the next launches run the kernel itself. One
  // child of 20,000 threads, more than 32 times the threshold: the kernel's
  // launches report it, and its team version never runs. The threshold is
  // set (512) rather than the compiled-in one, which differs between the
  // builds: kid's atomicAdd(bad, 1) makes it 512 at -O1 and up, while at
  // -O0, where kid loads `bad` from its stack, 2048 (Thresholding.h,
  // DefaultUniformAtomicThreshold).
  e2e_set_thresholds(512, 0);
  const int sizes_of[2] = {10000, 20000};
  for (int which = 0; which < 2; ++which) {
    auto big = [&](int p) { return p == 5 ? sizes_of[which] : 1 + p % 9; };
    std::vector<int> boffsets(parents + 1, 0), hsizes(parents);
    for (int p = 0; p < parents; ++p) {
      hsizes[p] = big(p);
      boffsets[p + 1] = boffsets[p] + hsizes[p];
    }
    int *d_boffsets = dev_alloc<int>(parents + 1);
    int *bvisits = dev_alloc<int>(boffsets[parents]);
    int *sizes = dev_alloc<int>(parents);
    CK(cudaMemcpy(d_boffsets, boffsets.data(), boffsets.size() * sizeof(int),
                  cudaMemcpyHostToDevice));
    CK(cudaMemcpy(sizes, hsizes.data(), parents * sizeof(int),
                  cudaMemcpyHostToDevice));
    CK(dpoptResetStats());
    const int reps = 12;
    for (int rep = 0; rep < reps; ++rep) {
      CK(cudaMemset(bvisits, 0, boffsets[parents] * sizeof(int)));
      CK(cudaMemset(bad, 0, sizeof(int)));
      GpuTimer t;
      t.start();
      if (which == 0)
        parent_sized<<<(parents + 63) / 64, 64>>>(bvisits, bad, d_boffsets, sizes, parents); //@host
      else
        parent_huge<<<(parents + 63) / 64, 64>>>(bvisits, bad, d_boffsets, sizes, parents); //@host
      CK_LAUNCH();
      total_ms += t.stop();
      std::vector<int> v = to_host(bvisits, boffsets[parents]);
      long wrong = 0;
      for (int i : v)
        wrong += i != 1;
      if (wrong)
        chk.fail("children of %d, run %d: %ld child threads ran a wrong "
                 "number of times",
                 sizes_of[which], rep, wrong);
      if (int b = to_host(bad, 1)[0])
        chk.fail("children of %d, run %d: %d child threads saw a wrong "
                 "geometry",
                 sizes_of[which], rep, b);
    }
    dpoptHostStats hs;
    CK(dpoptGetHostStats(&hs));
    e2e_check_nothing_lost(chk);
    fprintf(stderr,
            "team: children of %d, %d host launches: %llu team (%llu misses), "
            "%llu launch-free, %llu launching, %llu drain\n",
            sizes_of[which], reps, hs.teamRuns, hs.teamMisses,
            hs.launchFreeRuns, hs.launchingRuns, hs.drainRuns);
    if (hs.teamRuns + hs.launchFreeRuns + hs.launchingRuns + hs.drainRuns &&
        defaults) {
      if (which == 0) {
        chk.eq("children of 10000: a team run", 0, hs.teamRuns >= 1 ? 1 : 0,
               1);
        chk.eq("children of 10000: a miss", 0, hs.teamMisses >= 1 ? 1 : 0, 1);
      } else {
        chk.eq("children of 20000: no team run", 0, (long long)hs.teamRuns,
               0);
      }
    }
  }
  return chk.finish(total_ms);
}
