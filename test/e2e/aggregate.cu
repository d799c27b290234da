// E2E-DPOPT-FLAGS: -mllvm -dpopt-assume-independent-launches
// (a thread's launches here do not depend on each other's order, which the
// launch-order analysis cannot tell: the flag keeps them transformed.)
// aggregate: aggregation of device-launched children (the children of many
// parent threads become one launch), on an irregular workload. One parent
// grid (61 blocks of 128 threads, the last block partly past the end) whose
// threads make, depending on their index:
//  - nothing at all: whole parent blocks and scattered threads return before
//    launching, loop trip counts and sizes of 0 (the launch is skipped);
//  - a 1-thread child that reads a value the parent wrote just before the
//    launch (the write must be visible to the child however it is launched);
//  - then some threads return early (after launching);
//  - 0..3 launches in a loop, data-dependent sizes and block sizes (32, 33,
//    64, 96, 128, 256), so one launch site has records of different shapes;
//  - one of: a 2D grid of 2D blocks, a 3D grid of 3D blocks, a child with
//    __syncthreads() and static __shared__ memory, a child with dynamic
//    shared memory of a per-launch size, a child taking a struct by value
//    (char, double, int3, pointer, short, long long, int), or nothing;
//  - a divergent launch (only some lanes launch, block size 4 + lane);
//  - three huge children of 2000 blocks x 256 threads;
//  - a launch inside a __device__ helper.
// A second parent with a 2D grid of 2D blocks (16 x 6 threads) launches the
// loop child too (the same child kernel from two parent kernels).
// Every child thread atomically adds a nonzero value (a hash of the parent,
// the site and its element) to its own element of a zeroed output, so an
// element computed twice, not at all or with wrong arguments differs from the
// host reference.
//
// The workload runs once per setting of the run-time parameters: aggregation
// off, warp, block, multiblock (groups of 1, 3 and 8 parent blocks; 61
// blocks leave a partial last group) and grid granularity, each alone
// (threshold 0, factor 1), with thresholding (+T: threshold 64), with
// coarsening (+C: factor 4) and with both; plus one setting with per-kernel
// granularities (DPOPT_E2E_QUICK=1, for compute-sanitizer: one setting per
// granularity, and the per-kernel one). Results must equal the host
// reference every time. The runtime's statistics must show: no failed launches,
// no lost records, aggSites == aggRecords + aggFallbacks + aggDirect, that
// every launch that had to enter the aggregation path did (launches from
// kernels that are not serialized by the threshold; the launch in the
// __device__ helper may or may not be aggregated), and with aggregation on that
// aggregation happened (0 < aggLaunches < launches made, aggLaunches <=
// aggRecords). Both parents run children serially, so their launches at warp
// granularity and with aggregation off are deferred to the thread's exit (the
// device runtime can hang a warp that launches at the site: known-issues/):
// aggDeferred > 0 then, and with aggregation off every record is launched on
// its own. Without the plugin (.plain) nothing is aggregated, so the statistics
// checks fail (expected-failures.txt).
#define TEST_NAME "aggregate"
#include "e2e_dpagg.h"

typedef unsigned u32;

// The nonzero value child element i of a launch at site s by parent t adds.
__host__ __device__ inline u32 code(int t, int s, long i) {
  return (e2e_mix((u32)t * 0x9E3779B1u ^
                  e2e_mix((u32)s * 0x85EBCA77u + (u32)i)) &
          0x3fffffffu) |
         1u;
}

// ------------------------------------------------------------ the plan ----
constexpr int kBlocks = 61, kThreads = 128;
constexpr int kParents = kBlocks * kThreads - 37;
constexpr int kLoopMax = 3;
constexpr int kSmemThreads = 128;
constexpr int kBigBlocks = 2000, kBigThreads = 256;
// Second parent: 2D grid of 2D blocks.
constexpr int kP2GridX = 5, kP2GridY = 3, kP2BlockX = 16, kP2BlockY = 6;
constexpr int kP2Parents = kP2GridX * kP2GridY * kP2BlockX * kP2BlockY;
constexpr int kP2Tag = 100000; // parent number the second parent's children see

enum SiteTag {
  SOne = 1, S2d = 3, S3d = 4, SSmem = 5, SDyn = 6, SStruct = 7, SDiv = 8,
  SBig = 9, SHelper = 10, SP2 = 11, SLoop = 20 // + iteration
};

__host__ __device__ inline bool block_returns(int b) { return b == 7 || b == 8; }
__host__ __device__ inline bool returns_before(int t) { return t % 17 == 3; }
__host__ __device__ inline bool launches_one(int t) { return t % 3 != 1; }
__host__ __device__ inline bool returns_after_one(int t) { return t % 13 == 6; }
__host__ __device__ inline int loop_count(int t) {
  return (int)(e2e_mix((u32)t ^ 0xabcu) % (kLoopMax + 1));
}
__host__ __device__ inline int loop_size(int t, int j) {
  u32 h = e2e_mix((u32)(t * 4 + j + 17));
  return h % 5 == 0 ? 0 : 1 + (int)((h >> 8) % 200);
}
__host__ __device__ inline int loop_block(int t, int j) {
  switch (e2e_mix((u32)(t * 4 + j + 99)) % 6) {
  case 0: return 32;
  case 1: return 64;
  case 2: return 96;
  case 3: return 128;
  case 4: return 256;
  default: return 33;
  }
}
__host__ __device__ inline int shape_kind(int t) {
  return (int)(e2e_mix((u32)t ^ 0x1234u) % 6);
}
__host__ __device__ inline dim3 grid2(int t) {
  return dim3(1 + e2e_mix(t + 1) % 4, 1 + e2e_mix(t + 2) % 3);
}
__host__ __device__ inline dim3 block2(int t) {
  return dim3((e2e_mix(t + 3) & 1) ? 16 : 8, (e2e_mix(t + 4) & 1) ? 4 : 2);
}
__host__ __device__ inline dim3 grid3(int t) {
  return dim3(1 + e2e_mix(t + 5) % 3, 2, 1 + (e2e_mix(t + 6) & 1));
}
__host__ __device__ inline dim3 block3(int t) {
  return dim3(4, 1 + e2e_mix(t + 7) % 3, 2);
}
__host__ __device__ inline int volume(dim3 d) { return (int)(d.x * d.y * d.z); }
__host__ __device__ inline int smem_blocks(int t) {
  return 1 + (int)(e2e_mix(t + 8) % 3);
}
__host__ __device__ inline int dyn_blocks(int t) {
  return 1 + (int)(e2e_mix(t + 9) % 3);
}
__host__ __device__ inline int dyn_block(int t) {
  return 64 * (1 + (int)(e2e_mix(t + 10) % 3));
}
__host__ __device__ inline bool diverges(int t, int lane) {
  return lane % 5 == 0 || (lane > 24 && (e2e_mix((u32)t) & 2));
}
__host__ __device__ inline bool is_big(int t) {
  return t == 1300 || t == 5555 || t == 7700;
}
__host__ __device__ inline bool calls_helper(int t) { return t % 29 == 0; }

struct StructArg {
  char c;
  double d;
  int3 v;
  u32 *out;
  short s;
  long long key;
  int n;
};
__host__ __device__ inline StructArg make_struct_arg(int t, u32 *out) {
  StructArg p;
  p.c = (char)(33 + t % 90);
  p.d = t * 0.375 + 0.125;
  p.v = make_int3(t, -2 * t, t ^ 0x55);
  p.out = out;
  p.s = (short)(t * 7 - 20000);
  p.key = ((long long)e2e_mix((u32)t) << 20) | t;
  p.n = 1 + (int)(e2e_mix(t + 11) % 300);
  return p;
}
__host__ __device__ inline u32 struct_value(const StructArg &p, int i) {
  u32 v = (u32)(p.key >> 7) + (u32)i * 0x9E37u;
  v ^= (u32)(unsigned char)p.c * 0x01000193u;
  v ^= (u32)(long long)(p.d * 8.0);
  v += (u32)(p.v.x * 3 + p.v.y * 5 + p.v.z * 7);
  v ^= (u32)(unsigned short)p.s << 12;
  return v | 1u;
}

__host__ __device__ inline int p2_size(int p) {
  return p % 4 == 3 ? 0 : 1 + (int)(e2e_mix(p + 999) % 150);
}
__host__ __device__ inline int p2_block(int p) { return (p & 1) ? 64 : 32; }

// ---------------------------------------------------------- the kernels ----
__global__ void child_one(u32 *out, const u32 *scr) { atomicAdd(out, *scr); }

__global__ void child_loop(u32 *out, int m, int t, int site) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < m)
    atomicAdd(out + i, code(t, site, i));
}

__global__ void child_2d(u32 *out, int t) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  int i = y * (gridDim.x * blockDim.x) + x;
  atomicAdd(out + i, code(t, S2d, i));
}

__global__ void child_3d(u32 *out, int t) {
  int b = (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
  int k = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  int i = b * (blockDim.x * blockDim.y * blockDim.z) + k;
  atomicAdd(out + i, code(t, S3d, i));
}

// Two barriers: a tile reversal, then a rotation of the reversed tile.
__global__ void child_smem(u32 *out, int t) {
  __shared__ u32 s[kSmemThreads];
  int base = blockIdx.x * kSmemThreads;
  s[threadIdx.x] = code(t, SSmem, base + threadIdx.x);
  __syncthreads();
  u32 v = s[kSmemThreads - 1 - threadIdx.x];
  __syncthreads();
  s[threadIdx.x] = v + 1;
  __syncthreads();
  atomicAdd(out + base + threadIdx.x, s[(threadIdx.x + 1) % kSmemThreads]);
}

__global__ void child_dyn(u32 *out, int t) {
  extern __shared__ u32 ds[];
  int n = blockDim.x, i = blockIdx.x * n + threadIdx.x;
  ds[threadIdx.x] = code(t, SDyn, i);
  __syncthreads();
  atomicAdd(out + i, ds[n - 1 - threadIdx.x]);
}

__global__ void child_struct(StructArg p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p.n)
    atomicAdd(p.out + i, struct_value(p, i));
}

__global__ void child_div(u32 *out, int t) {
  atomicAdd(out + threadIdx.x, code(t, SDiv, threadIdx.x));
}

__global__ void child_big(u32 *out, int t) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(out + i, code(t, SBig, i));
}

__global__ void child_helper(u32 *out, int t) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(out + i, code(t, SHelper, i));
}
constexpr int kHelperSize = 2 * 16;
__device__ void helper_launch(u32 *out, int t) {
  child_helper<<<2, 16>>>(out, t); //@launch
}

// At -O0, helper_launch is not inlined (optnone), so its launch stays at its
// site in parent_main, and DPOpt runs none of parent_main's children
// serially (a lane could launch beside the serial work: SerialWorkSafety);
// the statistics bounds below assume the serial plan of an optimized build.
#ifdef __OPTIMIZE__
constexpr bool kSerialPlanKnown = true;
#else
constexpr bool kSerialPlanKnown = false;
#endif

// base[t]: the first output element of parent t; its launches use
// consecutive elements in the order below (host_walk mirrors it).
__global__ void parent_main(u32 *out, const long *base, u32 *scr) {
  if (block_returns(blockIdx.x))
    return;
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= kParents || returns_before(t))
    return;
  int lane = threadIdx.x % 32;
  u32 *o = out + base[t];
  if (launches_one(t)) {
    scr[t] = code(t, SOne, 0);
    child_one<<<1, 1>>>(o, scr + t); //@launch
    o += 1;
  }
  if (returns_after_one(t))
    return;
  int cnt = loop_count(t);
  for (int j = 0; j < cnt; ++j) {
    int m = loop_size(t, j), bs = loop_block(t, j);
    if (m > 0)
      child_loop<<<(m + bs - 1) / bs, bs>>>(o, m, t, SLoop + j); //@launch
    o += m;
  }
  int kind = shape_kind(t);
  if (kind == 0) {
    dim3 g = grid2(t), b = block2(t);
    child_2d<<<g, b>>>(o, t); //@launch
    o += volume(g) * volume(b);
  } else if (kind == 1) {
    dim3 g = grid3(t), b = block3(t);
    child_3d<<<g, b>>>(o, t); //@launch
    o += volume(g) * volume(b);
  } else if (kind == 2) {
    int nb = smem_blocks(t);
    child_smem<<<nb, kSmemThreads>>>(o, t); //@launch
    o += nb * kSmemThreads;
  } else if (kind == 3) {
    int nb = dyn_blocks(t), bs = dyn_block(t);
    child_dyn<<<nb, bs, bs * sizeof(u32)>>>(o, t); //@launch
    o += nb * bs;
  } else if (kind == 4) {
    StructArg p = make_struct_arg(t, o);
    child_struct<<<(p.n + 63) / 64, 64>>>(p); //@launch
    o += p.n;
  }
  if (diverges(t, lane)) {
    child_div<<<1, 4 + lane>>>(o, t); //@launch
    o += 4 + lane;
  }
  if (is_big(t)) {
    child_big<<<kBigBlocks, kBigThreads>>>(o, t); //@launch
    o += kBigBlocks * kBigThreads;
  }
  if (calls_helper(t))
    helper_launch(o, t);
}

__global__ void parent_2d(u32 *out, const long *base) {
  int b = blockIdx.y * gridDim.x + blockIdx.x;
  int p = b * (blockDim.x * blockDim.y) + threadIdx.y * blockDim.x + threadIdx.x;
  int m = p2_size(p), bs = p2_block(p);
  if (m == 0)
    return;
  child_loop<<<(m + bs - 1) / bs, bs>>>(out + base[p], m, kP2Tag + p, SP2); //@launch
}

// ------------------------------------------------------- host reference ----
// One launch the parents make, for the statistics bounds.
struct LaunchInfo {
  long min_threads, max_threads; // what the threshold may count
  bool serializable;             // thresholding may run it in the parent
  bool may_stay;                 // may be left out of aggregation (helper)
  bool big;                      // child_big
};

// Mirrors parent_main for parent t whose output starts at off: returns the
// end of its output, adds the expected values to want (if given) and
// appends its launches to launches (if given).
static long host_walk(int t, long off, std::vector<u32> *want,
                      std::vector<LaunchInfo> *launches) {
  int b = t / kThreads, lane = (t % kThreads) % 32;
  if (block_returns(b) || returns_before(t))
    return off;
  auto add = [&](long i, u32 v) {
    if (want)
      (*want)[off + i] += v;
  };
  auto launch = [&](long min_t, long max_t, bool ser, bool stay = false,
                    bool big = false) {
    if (launches)
      launches->push_back({min_t, max_t, ser, stay, big});
  };
  if (launches_one(t)) {
    add(0, code(t, SOne, 0));
    launch(1, 1, true);
    off += 1;
  }
  if (returns_after_one(t))
    return off;
  int cnt = loop_count(t);
  for (int j = 0; j < cnt; ++j) {
    int m = loop_size(t, j), bs = loop_block(t, j);
    if (m > 0)
      launch(m, (long)(m + bs - 1) / bs * bs, true);
    for (int i = 0; i < m; ++i)
      add(i, code(t, SLoop + j, i));
    off += m;
  }
  int kind = shape_kind(t);
  if (kind == 0 || kind == 1) {
    dim3 g = kind == 0 ? grid2(t) : grid3(t), bl = kind == 0 ? block2(t) : block3(t);
    int n = volume(g) * volume(bl);
    launch(n, n, true);
    for (int i = 0; i < n; ++i)
      add(i, code(t, kind == 0 ? S2d : S3d, i));
    off += n;
  } else if (kind == 2) {
    int nb = smem_blocks(t);
    launch(nb * kSmemThreads, nb * kSmemThreads, false);
    for (int bb = 0; bb < nb; ++bb)
      for (int k = 0; k < kSmemThreads; ++k) {
        int src = kSmemThreads - 1 - (k + 1) % kSmemThreads;
        add(bb * kSmemThreads + k, code(t, SSmem, bb * kSmemThreads + src) + 1);
      }
    off += nb * kSmemThreads;
  } else if (kind == 3) {
    int nb = dyn_blocks(t), bs = dyn_block(t);
    launch(nb * bs, nb * bs, false);
    for (int bb = 0; bb < nb; ++bb)
      for (int k = 0; k < bs; ++k)
        add(bb * bs + k, code(t, SDyn, bb * bs + bs - 1 - k));
    off += nb * bs;
  } else if (kind == 4) {
    StructArg p = make_struct_arg(t, nullptr);
    launch(p.n, (long)(p.n + 63) / 64 * 64, true);
    for (int i = 0; i < p.n; ++i)
      add(i, struct_value(p, i));
    off += p.n;
  }
  if (diverges(t, lane)) {
    launch(4 + lane, 4 + lane, true);
    for (int i = 0; i < 4 + lane; ++i)
      add(i, code(t, SDiv, i));
    off += 4 + lane;
  }
  if (is_big(t)) {
    long n = (long)kBigBlocks * kBigThreads;
    launch(n, n, true, false, true);
    for (long i = 0; i < n; ++i)
      add(i, code(t, SBig, i));
    off += n;
  }
  if (calls_helper(t)) {
    launch(kHelperSize, kHelperSize, true, true);
    for (int i = 0; i < kHelperSize; ++i)
      add(i, code(t, SHelper, i));
    off += kHelperSize;
  }
  return off;
}

struct Plan {
  std::vector<long> base, base2; // per parent of parent_main / parent_2d
  long total = 0;                // output elements
  std::vector<u32> want;
  std::vector<LaunchInfo> launches;
  int bigs = 0;

  void build() {
    base.resize(kParents);
    for (int t = 0; t < kParents; ++t) {
      base[t] = total;
      total = host_walk(t, total, nullptr, nullptr);
    }
    base2.resize(kP2Parents);
    for (int p = 0; p < kP2Parents; ++p) {
      base2[p] = total;
      total += p2_size(p);
    }
    want.assign(total, 0);
    for (int t = 0; t < kParents; ++t)
      host_walk(t, base[t], &want, &launches);
    for (int p = 0; p < kP2Parents; ++p) {
      int m = p2_size(p), bs = p2_block(p);
      if (!m)
        continue;
      launches.push_back({m, (long)(m + bs - 1) / bs * bs, true, false, false});
      for (int i = 0; i < m; ++i)
        want[base2[p] + i] += code(kP2Tag + p, SP2, i);
    }
    for (const LaunchInfo &l : launches)
      bigs += l.big;
  }
};

// ------------------------------------------------------------- settings ----
struct Setting {
  std::string name;
  dpoptGranularity g;
  unsigned group;     // parent blocks per multiblock group
  unsigned threshold; // 0: every child launched
  unsigned factor;    // 1: no coarsening
  bool per_kernel;    // child_big not aggregated, child_loop at warp
};

static void apply(const Setting &s) {
  e2e_clear_dpopt_params();
  CK(dpoptSetAggregation(nullptr, s.g));
  CK(dpoptSetAggGroupBlocks(nullptr, s.group));
  CK(dpoptSetAggThreshold(nullptr, 1));
  CK(dpoptSetThreshold(nullptr, s.threshold));
  CK(dpoptSetCoarsenFactor(nullptr, s.factor));
  if (s.per_kernel) {
    CK(dpoptSetAggregation("child_big", dpoptAggOff));
    CK(dpoptSetAggregation("_Z10child_loopPjiii", dpoptAggWarp));
  }
}

int main(int argc, char **argv) {
  Plan plan;
  plan.build();
  if (argc > 1 && !strcmp(argv[1], "--plan")) { // no GPU needed
    printf("%ld output elements, %zu launches (%d huge)\n", plan.total,
           plan.launches.size(), plan.bigs);
    return 0;
  }
  Checker chk;
  // Aggregation off: every launch pending at once in the worst case.
  e2e_set_pending_launches(32768);
  u32 *out = dev_alloc<u32>(plan.total);
  u32 *scr = dev_alloc<u32>(kParents);
  long *dbase = dev_alloc<long>(kParents), *dbase2 = dev_alloc<long>(kP2Parents);
  CK(cudaMemcpy(dbase, plan.base.data(), kParents * sizeof(long), cudaMemcpyHostToDevice));
  CK(cudaMemcpy(dbase2, plan.base2.data(), kP2Parents * sizeof(long), cudaMemcpyHostToDevice));

  std::vector<Setting> settings;
  const E2EGranularity grans[] = {{"off", dpoptAggOff, 8},
                                  {"warp", dpoptAggWarp, 8},
                                  {"block", dpoptAggBlock, 8},
                                  {"multiblock/1", dpoptAggMultiBlock, 1},
                                  {"multiblock/3", dpoptAggMultiBlock, 3},
                                  {"multiblock/8", dpoptAggMultiBlock, 8},
                                  {"grid", dpoptAggGrid, 8}};
  const bool quick = e2e_quick_mode();
  int gi = 0;
  for (const E2EGranularity &g : grans) {
    for (int v = 0; v < 4; ++v) {
      if (quick && v != gi % 4) // one setting per granularity, rotating
        continue;
      unsigned thr = (v & 1) ? 64 : 0, f = (v & 2) ? 4 : 1;
      std::string name = std::string(g.name) + (thr ? " +T" : "") +
                         (f > 1 ? " +C" : "");
      settings.push_back({name, g.g, g.group, thr, f, false});
    }
    ++gi;
  }
  settings.push_back({"per-kernel (grid; big off; loop warp) +T", dpoptAggGrid,
                      8, 64, 1, true});

  const long L = (long)plan.launches.size();
  float total_ms = 0;
  // DPOPT_E2E_ONLY=prefix: run only the settings whose name starts with it
  // ("block" is not "multiblock/8"), to split a compute-sanitizer run.
  const char *only = getenv("DPOPT_E2E_ONLY");
  for (const Setting &s : settings) {
    if (only && s.name.compare(0, strlen(only), only) != 0)
      continue;
    apply(s);
    CK(cudaMemset(out, 0, plan.total * sizeof(u32)));
    CK(cudaMemset(scr, 0, kParents * sizeof(u32)));
    CK(dpoptResetStats());
    CK(cudaDeviceSynchronize());
    GpuTimer timer;
    timer.start();
    parent_main<<<kBlocks, kThreads>>>(out, dbase, scr); //@host
    CK_LAUNCH();
    parent_2d<<<dim3(kP2GridX, kP2GridY), dim3(kP2BlockX, kP2BlockY)>>>(out, dbase2); //@host
    CK_LAUNCH();
    float ms = timer.stop();
    total_ms += ms;

    long before = chk.failures();
    std::string what = s.name + ": output";
    chk.eq_array(what.c_str(), to_host(out, plan.total), plan.want);

    // Thresholding on: what is not aggregated by groups of blocks (off, warp,
    // child_big and child_loop in the per-kernel setting) waits for the
    // parent thread's exit. Launches that must / may enter the aggregation
    // path (child_big, off in the per-kernel setting, too: deferred), and
    // child_big's launches.
    const bool deferring = s.threshold > 0;
    long must = 0, may = 0, bigs = 0;
    for (const LaunchInfo &l : plan.launches) {
      bool surely = !l.serializable || l.min_threads >= (long)s.threshold;
      bool maybe = !l.serializable || l.max_threads >= (long)s.threshold;
      must += surely && !l.may_stay;
      may += maybe;
      bigs += l.big;
    }
    dpoptStats st;
    CK(dpoptGetStats(&st));
#define EXPECT(cond, fmt, ...)                                                 \
  do {                                                                         \
    if (!(cond))                                                               \
      chk.fail("%s: " fmt, s.name.c_str(), __VA_ARGS__);                       \
  } while (0)
    EXPECT(st.failedLaunches == 0, "%llu failed launches (last error %d)",
           st.failedLaunches, st.lastError);
    EXPECT(st.aggLost == 0, "%llu records lost", st.aggLost);
    EXPECT(st.aggSerialized == 0, "%llu records serialized", st.aggSerialized);
    EXPECT(st.aggSites == st.aggRecords + st.aggFallbacks + st.aggDirect,
           "aggSites %llu != aggRecords %llu + aggFallbacks %llu + aggDirect %llu",
           st.aggSites, st.aggRecords, st.aggFallbacks, st.aggDirect);
    const bool entered = s.g != dpoptAggOff || deferring;
    if (entered && kSerialPlanKnown) {
      EXPECT(st.aggSites >= (unsigned long long)must,
             "aggSites %llu < %ld launches that must enter aggregation",
             st.aggSites, must);
      EXPECT(st.aggSites <= (unsigned long long)may,
             "aggSites %llu > %ld launches that may enter aggregation",
             st.aggSites, may);
    }
    EXPECT(st.aggDirect == 0, "aggDirect %llu with aggregation threshold 1",
           st.aggDirect);
    if (!entered) {
      EXPECT(st.aggSites == 0 && st.aggLaunches == 0,
             "aggregation off, but aggSites %llu, aggLaunches %llu",
             st.aggSites, st.aggLaunches);
    } else if (!kSerialPlanKnown) {
      // Which launches went through aggregation depends on the serial plan.
    } else if (s.g == dpoptAggOff) {
      EXPECT(st.aggLaunches == 0, "aggregation off, but aggLaunches %llu",
             st.aggLaunches);
      EXPECT(st.aggDeferred == st.aggRecords &&
                 st.aggIndividual == st.aggRecords,
             "aggregation off: aggRecords %llu, aggDeferred %llu and "
             "aggIndividual %llu differ",
             st.aggRecords, st.aggDeferred, st.aggIndividual);
    } else {
      EXPECT(st.aggLaunches > 0 && st.aggLaunches < (unsigned long long)L,
             "aggLaunches %llu not in (0, %ld launches made)", st.aggLaunches,
             L);
      EXPECT(st.aggLaunches <= st.aggRecords,
             "aggLaunches %llu > aggRecords %llu", st.aggLaunches,
             st.aggRecords);
      // Only child_big's launches, off in the per-kernel setting, go alone.
      unsigned long long alone = s.per_kernel ? bigs : 0;
      EXPECT(st.aggIndividual == alone, "aggIndividual %llu, expected %llu",
             st.aggIndividual, alone);
    }
    if (!kSerialPlanKnown) {
      // As above.
    } else if (deferring &&
               (s.g == dpoptAggOff || s.g == dpoptAggWarp || s.per_kernel))
      EXPECT(st.aggDeferred > 0, "aggDeferred %llu: nothing deferred",
             st.aggDeferred);
    else
      EXPECT(st.aggDeferred == 0,
             "aggDeferred %llu at a group granularity or without threshold",
             st.aggDeferred);
#undef EXPECT
    fprintf(stderr,
            "aggregate: %-40s %8.3f ms  launches %ld (must %ld, may %ld): "
            "sites %llu records %llu deferred %llu fallbacks %llu direct %llu "
            "aggLaunches %llu individual %llu serialized %llu lost %llu "
            "failed %llu%s\n",
            s.name.c_str(), ms, L, must, may, st.aggSites, st.aggRecords,
            st.aggDeferred, st.aggFallbacks, st.aggDirect, st.aggLaunches,
            st.aggIndividual, st.aggSerialized, st.aggLost, st.failedLaunches,
            chk.failures() == before ? "" : "  WRONG");
  }
  e2e_clear_dpopt_params();
  CK(cudaFree(out));
  CK(cudaFree(scr));
  CK(cudaFree(dbase));
  CK(cudaFree(dbase2));
  return chk.finish(total_ms);
}
