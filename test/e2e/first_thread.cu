// first_thread: recursive children that a block's first thread launches
// after a barrier (the block-per-region style of Mariani-Silver Mandelbrot
// and of the CUDA samples' quicksort); the barrier keeps them from running
// serially.
//  - quad: a 2D block covers a square region and either adds its depth + 1
//    to every cell, or (a hash of its corner and size decides) has its
//    thread (0, 0) launch a 2x2 grid on the quarters: the block's only
//    launch, which DPOpt aggregates by groups of blocks with no block-wide
//    hooks (it joins its group itself and leaves it once its record is in:
//    FirstThreadLaunch.h);
//  - halves: a block splits [lo, hi) at 3/8, 1/2 or 5/8 and its first
//    thread launches each part, from two sites, into a stream it creates for
//    it alone (DPOpt moves them to fire-and-forget; the two sites keep the
//    block-wide hooks). Records of this child launched one by one must not
//    go into the block's NULL stream, where each would wait for the last
//    one's whole subtree. A part of at most kLeaf elements adds its
//    depth + 1.
//  - cube: 3D blocks (4, 4, 4), so threadIdx.x == 0 holds in 8 lanes of
//    each warp, which loop a different number of times before their launch:
//    several lanes at one such site, each a member of its group until its
//    own record is in. (dpfuzz_196 v6, in test/fuzz/findings, lost children
//    when one lane's leave ended the group of another; this kernel did not
//    show that on the H100, 20 of 20 runs passed with the old runtime.)
//  - pairs: quicksort's shape: a block per part of [lo, hi), whose first
//    thread launches a grid of two blocks on the part's halves. From a
//    one-block root, every grid has at most two blocks, and the runtime
//    launches each such first-thread launch directly (aggregating at most
//    two launches only delays one of them); from a four-block root, the
//    root's launches are aggregated, and so is the rest of the recursion
//    (its grids are larger). Checked at multi-block and grid granularity
//    with the runtime's counters: records, and launches made at their
//    sites without entering the runtime. From the one-block root also at
//    warp and block granularity: such launches go direct at every
//    granularity (their device-runtime calls skip the one-lane-at-a-time
//    gate there, so the runtime must launch nothing).
// Every launch's error is checked on the device, every cell and element
// against a host recursion (each written exactly once), and the runtime's
// counters: no failed launch, no lost record.
#define TEST_NAME "first_thread"
#include "dpagg.h"
#include "e2e.h"
#include "e2e_dpagg.h"

#include <functional>

constexpr int kSide = 1024, kRootBlocks = 4, kQuadMin = 8;

__host__ __device__ inline bool quad_splits(int x, int y, int size) {
  return size > kQuadMin &&
         e2e_mix((unsigned)x * 7919u + (unsigned)y * 104729u + size) % 4 != 0;
}

__global__ void quad(int *cells, int *errs, int x0, int y0, int size,
                     int depth) {
  int x = x0 + blockIdx.x * size, y = y0 + blockIdx.y * size;
  bool split = quad_splits(x, y, size);
  __syncthreads();
  if (split) {
    if (threadIdx.x == 0 && threadIdx.y == 0) {
      quad<<<dim3(2, 2), blockDim>>>(cells, errs, x, y, size / 2, //@launch
                                     depth + 1);
      e2e_record_last(errs, 0);
    }
    return;
  }
  for (int j = threadIdx.y; j < size; j += blockDim.y)
    for (int i = threadIdx.x; i < size; i += blockDim.x)
      atomicAdd(&cells[(y + j) * kSide + x + i], depth + 1);
}

constexpr int kN = 1 << 17, kLeaf = 256, kHalvesThreads = 64;

__host__ __device__ inline int halves_mid(int lo, int hi) {
  return lo + (int)((long long)(hi - lo) *
                    (3 + e2e_mix((unsigned)lo ^ (unsigned)hi * 31u) % 3) / 8);
}

__global__ void halves(int *out, int *errs, int lo, int hi, int depth) {
  __syncthreads();
  if (hi - lo <= kLeaf) {
    for (int i = lo + threadIdx.x; i < hi; i += blockDim.x)
      atomicAdd(&out[i], depth + 1);
    return;
  }
  if (threadIdx.x == 0) {
    int mid = halves_mid(lo, hi);
    cudaStream_t s, s1;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    halves<<<1, blockDim.x, 0, s>>>(out, errs, lo, mid, depth + 1); //@launch
    e2e_record_last(errs, 1);
    cudaStreamDestroy(s);
    cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
    halves<<<1, blockDim.x, 0, s1>>>(out, errs, mid, hi, depth + 1); //@launch
    e2e_record_last(errs, 1);
    cudaStreamDestroy(s1);
  }
}

constexpr int kCubeBlocks = 256, kCubeChild = 32;

__global__ void cube_leaf(int *out, int id) {
  __syncthreads();
  atomicAdd(&out[id * kCubeChild + threadIdx.x], id + 1);
}

__global__ void cube(int *out, unsigned *sink, int *errs) {
  int id = blockIdx.x * 16 + threadIdx.y + 4 * threadIdx.z;
  if (threadIdx.x == 0) {
    unsigned acc = 0, spins = e2e_mix(id) % 97;
    for (unsigned i = 0; i < spins; ++i)
      acc = e2e_mix(acc + i);
    sink[id] = acc;
    cube_leaf<<<1, kCubeChild>>>(out, id); //@launch
    e2e_record_last(errs, 2);
  }
}

constexpr int kPairsN = 1 << 15, kPairsLeaf = 256, kPairsThreads = 64;

__global__ void pairs(int *out, int *errs, int lo, int hi, int depth) {
  long long n = hi - lo;
  int part_lo = lo + (int)(n * blockIdx.x / gridDim.x);
  int part_hi = lo + (int)(n * (blockIdx.x + 1) / gridDim.x);
  __syncthreads();
  if (part_hi - part_lo <= kPairsLeaf) {
    for (int i = part_lo + threadIdx.x; i < part_hi; i += blockDim.x)
      atomicAdd(&out[i], depth + 1);
    return;
  }
  if (threadIdx.x == 0) {
    pairs<<<2, blockDim.x>>>(out, errs, part_lo, part_hi, depth + 1); //@launch
    e2e_record_last(errs, 3);
  }
}

// Runs pairs from a root grid of root_blocks blocks at granularity g, checks
// every element and that nothing was lost (st: the run's statistics), and
// returns the launches the program made (host recursion).
static long run_pairs(Checker &chk, int *out, int *errs, int root_blocks,
                      dpoptGranularity g, dpoptStats &st) {
  e2e_clear_dpopt_params();
  CK(dpoptSetAggregation(nullptr, g));
  CK(cudaMemset(out, 0, kPairsN * sizeof(int)));
  CK(cudaDeviceSynchronize());
  CK(dpoptResetStats());
  pairs<<<root_blocks, kPairsThreads>>>(out, errs, 0, kPairsN, 0); //@host
  CK_LAUNCH();
  st = e2e_check_nothing_lost(chk);
  std::vector<int> want(kPairsN, 0);
  long launches = 0;
  std::function<void(int, int, int, int)> part = [&](int lo, int hi, int b,
                                                     int depth) {
    long long n = hi - lo;
    for (int k = 0; k < b; ++k) {
      int plo = lo + (int)(n * k / b), phi = lo + (int)(n * (k + 1) / b);
      if (phi - plo <= kPairsLeaf) {
        for (int i = plo; i < phi; ++i)
          want[i] += depth + 1;
        continue;
      }
      ++launches;
      part(plo, phi, 2, depth + 1);
    }
  };
  part(0, kPairsN, root_blocks, 0);
  chk.eq_array("pairs", to_host(out, kPairsN), want);
  return launches;
}

int main() {
  e2e_set_pending_launches(32768);
  int *cells = dev_alloc<int>((size_t)kSide * kSide);
  int *out = dev_alloc<int>(kN);
  int *cubed = dev_alloc<int>(kCubeBlocks * 16 * kCubeChild);
  unsigned *sink = dev_alloc<unsigned>(kCubeBlocks * 16);
  int *errs = dev_alloc<int>(4);
  int *paired = dev_alloc<int>(kPairsN);

  GpuTimer timer;
  timer.start();
  quad<<<dim3(kRootBlocks, kRootBlocks), dim3(8, 8)>>>( //@host
      cells, errs, 0, 0, kSide / kRootBlocks, 0);
  CK_LAUNCH();
  halves<<<1, kHalvesThreads>>>(out, errs, 0, kN, 0); //@host
  CK_LAUNCH();
  cube<<<kCubeBlocks, dim3(4, 4, 4)>>>(cubed, sink, errs); //@host
  CK_LAUNCH();
  float ms = timer.stop();

  Checker chk;

  std::vector<int> wc((size_t)kSide * kSide, 0);
  long quad_launches = 0;
  std::function<void(int, int, int, int)> region = [&](int x, int y, int size,
                                                       int depth) {
    if (quad_splits(x, y, size)) {
      ++quad_launches;
      for (int k = 0; k < 4; ++k)
        region(x + (k % 2) * size / 2, y + (k / 2) * size / 2, size / 2,
               depth + 1);
      return;
    }
    for (int j = 0; j < size; ++j)
      for (int i = 0; i < size; ++i)
        wc[(size_t)(y + j) * kSide + x + i] += depth + 1;
  };
  for (int by = 0; by < kRootBlocks; ++by)
    for (int bx = 0; bx < kRootBlocks; ++bx)
      region(bx * (kSide / kRootBlocks), by * (kSide / kRootBlocks),
             kSide / kRootBlocks, 0);
  chk.eq_array("quad cells", to_host(cells, (size_t)kSide * kSide), wc);

  std::vector<int> wo(kN, 0);
  long halves_launches = 0;
  std::function<void(int, int, int)> split = [&](int lo, int hi, int depth) {
    if (hi - lo <= kLeaf) {
      for (int i = lo; i < hi; ++i)
        wo[i] += depth + 1;
      return;
    }
    int mid = halves_mid(lo, hi);
    halves_launches += 2;
    split(lo, mid, depth + 1);
    split(mid, hi, depth + 1);
  };
  split(0, kN, 0);
  chk.eq_array("halves", to_host(out, kN), wo);

  std::vector<int> wcube(kCubeBlocks * 16 * kCubeChild);
  for (size_t i = 0; i < wcube.size(); ++i)
    wcube[i] = (int)(i / kCubeChild) + 1;
  chk.eq_array("cube", to_host(cubed, wcube.size()), wcube);

  dpoptStats st = e2e_check_nothing_lost(chk);
  fprintf(stderr,
          "first_thread: %ld + %ld launches in the program; runtime: %llu "
          "launches, %llu aggregated launches of %llu records\n",
          quad_launches, halves_launches, st.launches, st.aggLaunches,
          st.aggRecords);

  // Without DPOpt (.plain) the runtime counts nothing: results only.
  bool counted = st.launches != 0;
  // The one-block root at every granularity; the four-block root where
  // first-thread launches join their groups (multi-block and grid).
  for (dpoptGranularity g :
       {dpoptAggWarp, dpoptAggBlock, dpoptAggMultiBlock, dpoptAggGrid}) {
    bool grouped = g >= dpoptAggMultiBlock;
    dpoptStats one, four{};
    long launches_one = run_pairs(chk, paired, errs, 1, g, one);
    long launches_four = grouped ? run_pairs(chk, paired, errs, 4, g, four) : 0;
    fprintf(stderr,
            "first_thread: pairs at granularity %d: root of 1 block: %ld "
            "launches, %llu made, %llu records; of 4 blocks: %ld launches, "
            "%llu direct, %llu records\n",
            (int)g, launches_one, one.launches, one.aggRecords, launches_four,
            four.aggDirect, four.aggRecords);
    if (!counted)
      continue;
    // Made at their sites, without entering the runtime (the generated
    // site helper tests the grid's size first): launches, no site counted.
    if (one.aggSites != 0 || one.aggRecords != 0 ||
        one.launches != (unsigned long long)launches_one)
      chk.fail("pairs, granularity %d, one-block root: %llu aggregation "
               "sites, %llu records and %llu launches, want 0, 0 and %ld",
               (int)g, one.aggSites, one.aggRecords, one.launches,
               launches_one);
    if (grouped && four.aggRecords == 0)
      chk.fail("pairs, granularity %d, four-block root: nothing aggregated",
               (int)g);
  }
  static const char *const sites[] = {"quad", "halves", "cube", "pairs"};
  e2e_check_device_errors(chk, errs, 4, sites);
  e2e_clear_dpopt_params();
  return chk.finish(ms);
}
