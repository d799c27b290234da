// coarsen: thread-block coarsening of device-launched children (one child
// block does the work of F original blocks; the child must still see the
// original blockIdx/gridDim). Children of every shape DPOpt coarsens:
//  - 1D grids of 1, 2, 3, 5, 7, 37, 63..65, 99..129, 257, 1000, 1001 blocks
//    (sizes the factors do not divide), blocks of 64, 33 and 1 threads, two
//    constant-size sites, and 2000 parent threads launching small children;
//  - 2D and 3D grids and blocks (runtime and constant), the child writing a
//    hash of blockIdx/threadIdx/gridDim/blockDim at its linear index;
//  - early returns: threads beyond n, whole blocks, scattered threads;
//  - __syncthreads() with static __shared__ memory: per-block tile reversal,
//    tree reduction, and every thread reading the block's sum at the end (a
//    missing barrier between coarsened block iterations corrupts it), with
//    constant loop bounds and with bounds from blockDim.x;
//  - a block-uniform early return followed by a barrier;
//  - dynamic extern __shared__ memory (third <<<>>> argument);
//  - warp shuffles (__shfl_down_sync and __shfl_xor_sync reductions);
//  - a grid-stride loop over gridDim.x * blockDim.x.
// Atomic outputs (1D, 3D, early return, grid stride) start at zero and add a
// nonzero value per element, so an element done twice or not at all is
// wrong; the others start poisoned. Everything runs once per setting of the
// run-time parameters: threshold 0 and aggregation off (every child launched
// directly, coarsened) with factors 1, 2, 7, 64 and 100000 (more than any
// grid); per-kernel factors by plain and mangled name; the default threshold;
// and every parameter at its compiled-in default. Results must equal the
// host reference every time. Without the plugin (.plain) the parameters are
// set but nothing reads them, so the same checks hold.
#define TEST_NAME "coarsen"
#include "e2e.h"
#include "dpagg.h"

// ---------------------------------------------------------------- helpers --

__host__ __device__ inline unsigned mixu(unsigned h, unsigned v) {
  return (h ^ v) * 16777619u; // FNV-1a step
}
// Nonzero (odd) hash of what a 1D child thread sees.
__host__ __device__ inline unsigned code1(unsigned tag, unsigned bx,
                                          unsigned tx, unsigned gx,
                                          unsigned bdx) {
  unsigned h = 2166136261u;
  h = mixu(h, tag);
  h = mixu(h, bx);
  h = mixu(h, tx);
  h = mixu(h, gx);
  h = mixu(h, bdx);
  return h | 1u;
}
__host__ __device__ inline unsigned code3(unsigned tag, dim3 b, dim3 t,
                                          dim3 g, dim3 bd) {
  unsigned h = 2166136261u;
  h = mixu(h, tag);
  h = mixu(h, b.x);
  h = mixu(h, b.y);
  h = mixu(h, b.z);
  h = mixu(h, t.x);
  h = mixu(h, t.y);
  h = mixu(h, t.z);
  h = mixu(h, g.x);
  h = mixu(h, g.y);
  h = mixu(h, g.z);
  h = mixu(h, bd.x);
  h = mixu(h, bd.y);
  h = mixu(h, bd.z);
  return h | 1u;
}
// The input every child reads (from element 0).
static int input_at(int k) {
  return (int)(((unsigned)k * 2654435761u) >> 22) % 1000 - 500;
}

// One launch a parent thread makes.
struct Job {
  dim3 grid, block;
  int n;    // elements (children whose grid comes from n)
  int off;  // first element of the child's output
  int off2; // first element of its second output (block/warp sums)
};

// Error sites (parents record cudaGetLastError after each launch).
enum Site {
  S1d, S1dConst, S3d, S3dConst, SEarly, SEarlyVar, SSmem, SSmemBd, SSkip, SDyn, SWarp,
  SStride, NumSites
};
static const char *const kSiteNames[NumSites] = {
    "child_1d", "child_1d (constant)", "child_3d", "child_3d (constant)",
    "child_early", "child_early (variable block)", "child_smem", "child_smem_bd",
    "child_smem_skip", "child_dyn", "child_warp", "child_stride"};

// --------------------------------------------------------------- children --

// 1D: every thread adds its hash to its element.
__global__ void child_1d(unsigned *out, unsigned tag) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  atomicAdd(&out[i], code1(tag, blockIdx.x, threadIdx.x, gridDim.x, blockDim.x));
}

__global__ void parent_1d(unsigned *out, const Job *jobs, int njobs,
                          unsigned *out_const, int *errs) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= njobs)
    return;
  Job j = jobs[p];
  child_1d<<<j.grid.x, j.block.x>>>(out + j.off, (unsigned)p); //@launch
  e2e_record_last(errs, S1d);
  if (p == 0) {
    child_1d<<<37, 64>>>(out_const, 100001u); //@launch
    e2e_record_last(errs, S1dConst);
  } else if (p == 1) {
    child_1d<<<1, 64>>>(out_const + 37 * 64, 100002u); //@launch
    e2e_record_last(errs, S1dConst);
  }
}

// 2D/3D: the element at the thread's linear index gets its hash.
__global__ void child_3d(unsigned *out, unsigned tag) {
  unsigned bid = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  unsigned nt = blockDim.x * blockDim.y * blockDim.z;
  unsigned tid = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  atomicAdd(&out[bid * nt + tid], code3(tag, blockIdx, threadIdx, gridDim, blockDim));
}

__global__ void parent_3d(unsigned *out, const Job *jobs, int njobs,
                          unsigned *out_const, int *errs) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= njobs)
    return;
  Job j = jobs[p];
  child_3d<<<j.grid, j.block>>>(out + j.off, (unsigned)p); //@launch
  e2e_record_last(errs, S3d);
  if (p == 0) {
    child_3d<<<dim3(7, 5, 3), dim3(4, 4, 2)>>>(out_const, 200001u); //@launch
    e2e_record_last(errs, S3dConst);
  }
}

// Early returns: beyond n, every third block, scattered threads.
__host__ __device__ inline bool early_skip(unsigned b, unsigned t) {
  return b % 3 == 1 || (t + b) % 5 == 0;
}
__global__ void child_early(unsigned *out, unsigned tag, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  if (early_skip(blockIdx.x, threadIdx.x))
    return;
  atomicAdd(&out[i], code1(tag, blockIdx.x, threadIdx.x, gridDim.x, blockDim.x));
}

__global__ void parent_early(unsigned *out, const Job *jobs, int njobs,
                             int *errs) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= njobs)
    return;
  Job j = jobs[p];
  if (j.block.x == 64) {
    child_early<<<(j.n + 63) / 64, 64>>>(out + j.off, (unsigned)p, j.n); //@launch
    e2e_record_last(errs, SEarly);
  } else {
    child_early<<<(j.n + j.block.x - 1) / j.block.x, j.block.x>>>(out + j.off, (unsigned)p, j.n); //@launch
    e2e_record_last(errs, SEarlyVar);
  }
}

// __syncthreads + static shared memory: rev: the block's tile reversed (0
// beyond n); blocksum: the block's sum (tree reduction); centered: v * B -
// blocksum, read by every thread after the reduction (so the next coarsened
// block must not overwrite red[] early). child_smem has a constant block of
// 128 (constant loop bounds); child_smem_bd takes blockDim.x (a power of two
// <= 256) for its bounds.
constexpr int kSmemBlock = 128, kSmemMax = 256;
__global__ void child_smem(const int *in, int *rev, int *blocksum,
                           int *centered, int n) {
  __shared__ int tile[kSmemBlock];
  __shared__ int red[kSmemBlock];
  int t = threadIdx.x;
  int i = blockIdx.x * kSmemBlock + t;
  int v = i < n ? in[i] : 0;
  tile[t] = v;
  red[t] = v;
  __syncthreads();
  if (i < n)
    rev[i] = tile[kSmemBlock - 1 - t];
  for (int s = kSmemBlock / 2; s > 0; s >>= 1) {
    if (t < s)
      red[t] += red[t + s];
    __syncthreads();
  }
  if (t == 0)
    blocksum[blockIdx.x] = red[0];
  if (i < n)
    centered[i] = v * kSmemBlock - red[0];
}

__global__ void child_smem_bd(const int *in, int *rev, int *blocksum,
                              int *centered, int n) {
  __shared__ int tile[kSmemMax];
  __shared__ int red[kSmemMax];
  int t = threadIdx.x, B = blockDim.x;
  int i = blockIdx.x * B + t;
  int v = i < n ? in[i] : 0;
  tile[t] = v;
  red[t] = v;
  __syncthreads();
  if (i < n)
    rev[i] = tile[B - 1 - t];
  for (int s = B / 2; s > 0; s >>= 1) {
    if (t < s)
      red[t] += red[t + s];
    __syncthreads();
  }
  if (t == 0)
    blocksum[blockIdx.x] = red[0];
  if (i < n)
    centered[i] = v * B - red[0];
}

// Jobs with block 128 go to child_smem, the others to child_smem_bd.
__global__ void parent_smem(const int *in, int *rev, int *blocksum,
                            int *centered, const Job *jobs, int njobs,
                            int *errs) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= njobs)
    return;
  Job j = jobs[p];
  int b = j.block.x;
  if (b == kSmemBlock) {
    child_smem<<<(j.n + kSmemBlock - 1) / kSmemBlock, kSmemBlock>>>(in, rev + j.off, blocksum + j.off2, centered + j.off, j.n); //@launch
    e2e_record_last(errs, SSmem);
  } else {
    child_smem_bd<<<(j.n + b - 1) / b, b>>>(in, rev + j.off, blocksum + j.off2, centered + j.off, j.n); //@launch
    e2e_record_last(errs, SSmemBd);
  }
}

// A whole block returns before a barrier (block-uniform), the others use
// shared memory across the barrier.
__host__ __device__ inline bool skip_block(unsigned b) { return b % 4 == 2; }
__global__ void child_smem_skip(const int *in, int *out, int n) {
  __shared__ int tile[64];
  if (skip_block(blockIdx.x))
    return;
  int t = threadIdx.x, i = blockIdx.x * 64 + t;
  tile[t] = i < n ? in[i] : -7;
  __syncthreads();
  if (i < n)
    out[i] = tile[63 - t] + 2 * tile[(t + 1) % 64] + (int)blockIdx.x;
}

__global__ void parent_smem_skip(const int *in, int *out, const Job *jobs,
                                 int njobs, int *errs) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= njobs)
    return;
  Job j = jobs[p];
  child_smem_skip<<<(j.n + 63) / 64, 64>>>(in, out + j.off, j.n); //@launch
  e2e_record_last(errs, SSkip);
}

// Dynamic shared memory of 2 * blockDim.x ints.
__global__ void child_dyn(const int *in, int *out, int n) {
  extern __shared__ int sh[];
  int t = threadIdx.x, B = blockDim.x;
  int i = blockIdx.x * B + t;
  sh[t] = i < n ? in[i] : -1;
  sh[B + t] = (int)blockIdx.x * 10 + t % 7;
  __syncthreads();
  if (i < n)
    out[i] = sh[B - 1 - t] * 3 + sh[B + (t + 1) % B] + (int)gridDim.x;
}

__global__ void parent_dyn(const int *in, int *out, const Job *jobs, int njobs,
                           int *errs) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= njobs)
    return;
  Job j = jobs[p];
  int b = j.block.x;
  child_dyn<<<(j.n + b - 1) / b, b, 2 * b * sizeof(int)>>>(in, out + j.off, j.n); //@launch
  e2e_record_last(errs, SDyn);
}

// Warp shuffles (blockDim.x a multiple of 32): per-warp sums through
// __shfl_down_sync (lane 0 writes), and a butterfly through __shfl_xor_sync.
__global__ void child_warp(const int *in, int *warpsum, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  int s = v;
  for (int o = 16; o > 0; o >>= 1)
    s += __shfl_down_sync(0xffffffffu, s, o);
  if ((threadIdx.x & 31) == 0)
    warpsum[i >> 5] = s;
  int x = v * 3 + 1;
  for (int o = 1; o < 32; o <<= 1)
    x += __shfl_xor_sync(0xffffffffu, x, o);
  if (i < n)
    out[i] = x - v;
}

__global__ void parent_warp(const int *in, int *warpsum, int *out,
                            const Job *jobs, int njobs, int *errs) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= njobs)
    return;
  Job j = jobs[p];
  child_warp<<<j.grid.x, j.block.x>>>(in, warpsum + j.off2, out + j.off, j.n); //@launch
  e2e_record_last(errs, SWarp);
}

// Grid-stride loop.
__global__ void child_stride(const int *in, int *out, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    atomicAdd(&out[i], in[i] * 3 + (int)gridDim.x * 1000 + 1);
}

__global__ void parent_stride(const int *in, int *out, const Job *jobs,
                              int njobs, int *errs) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= njobs)
    return;
  Job j = jobs[p];
  child_stride<<<j.grid.x, j.block.x>>>(in, out + j.off, j.n); //@launch
  e2e_record_last(errs, SStride);
}

// ------------------------------------------------------------------- host --

// A job table on the device plus the size of the outputs it covers.
struct Jobs {
  std::vector<Job> h;
  Job *d = nullptr;
  int total = 0, total2 = 0;
  void upload() {
    d = dev_alloc<Job>(h.size());
    CK(cudaMemcpy(d, h.data(), h.size() * sizeof(Job), cudaMemcpyHostToDevice));
  }
  int n() const { return (int)h.size(); }
  unsigned parent_blocks() const { return (h.size() + 63) / 64; }
};

static unsigned vol(dim3 d) { return d.x * d.y * d.z; }

struct Outputs {
  unsigned *o1d, *o1dc, *o3d, *o3dc, *early;
  int *rev, *bsum, *cent, *skip, *dyn, *wsum, *wout, *stride;
};

struct Test {
  Jobs j1d, j3d, jearly, jsmem, jskip, jdyn, jwarp, jstride;
  int n_in = 0;
  int *in = nullptr, *errs = nullptr;
  Outputs o{};
  std::vector<int> hin;
  // Host references.
  std::vector<unsigned> r1d, r1dc, r3d, r3dc, rearly;
  std::vector<int> rrev, rbsum, rcent, rskip, rdyn, rwsum, rwout, rstride;

  void build();
  void reference();
  float run(Checker &chk, const char *what);
};

void Test::build() {
  // 1D: grid sizes that 2, 7 and 64 do not divide (and some they do),
  // three block sizes; then 2000 parents with 1..5-block children.
  const unsigned grids[] = {1, 3, 37, 1000, 2, 5, 7, 63, 64, 65, 99, 100, 127, 129, 257, 1001};
  const unsigned blocks[] = {64, 33, 1};
  for (unsigned b : blocks)
    for (unsigned g : grids) {
      j1d.h.push_back(Job{dim3(g), dim3(b), (int)(g * b), j1d.total, 0});
      j1d.total += g * b;
    }
  for (int k = 0; k < 2000; ++k) {
    unsigned g = k % 5 + 1, b = 32;
    j1d.h.push_back(Job{dim3(g), dim3(b), (int)(g * b), j1d.total, 0});
    j1d.total += g * b;
  }
  // 2D/3D shapes (grid, block).
  const unsigned shapes[][6] = {
      {5, 3, 1, 8, 4, 1},   {3, 2, 7, 4, 2, 2},   {1, 1, 13, 32, 1, 1},
      {37, 1, 2, 3, 5, 2},  {2, 65, 1, 1, 1, 64}, {1, 37, 1, 16, 16, 1},
      {1, 1, 37, 7, 3, 1},  {7, 5, 3, 4, 4, 2},   {100, 3, 1, 32, 2, 1},
      {1, 1, 1, 2, 3, 4},   {3, 3, 3, 5, 1, 3},   {64, 2, 1, 8, 1, 1},
      {13, 1, 9, 1, 8, 4},  {1000, 1, 1, 2, 1, 2}, {1, 100, 3, 1, 1, 1},
  };
  for (auto &s : shapes) {
    Job jb{dim3(s[0], s[1], s[2]), dim3(s[3], s[4], s[5]), 0, j3d.total, 0};
    jb.n = vol(jb.grid) * vol(jb.block);
    j3d.h.push_back(jb);
    j3d.total += jb.n;
  }
  // Early return: n with partial last blocks, block 64 and others.
  const int early_n[] = {1, 63, 64, 65, 100, 2000, 2367, 64000, 64001};
  for (int n : early_n) {
    jearly.h.push_back(Job{dim3(0), dim3(64), n, jearly.total, 0});
    jearly.total += n;
  }
  const int early_var[][2] = {{1000, 96}, {37, 1}, {5000, 256}, {777, 33}};
  for (auto &e : early_var) {
    jearly.h.push_back(Job{dim3(0), dim3(e[1]), e[0], jearly.total, 0});
    jearly.total += e[0];
  }
  // Shared-memory reduction: block 128 (child_smem), 256, 64 and 32
  // (child_smem_bd).
  const int smem_n[][2] = {{1, 128},         {3 * 128 - 5, 128}, {37 * 128, 128},
                           {1000 * 128 - 77, 128}, {129, 128},  {64 * 128, 128},
                           {7 * 256 + 1, 256}, {100 * 256, 256}, {256, 256},
                           {3 * 256 - 200, 256}, {1000 * 64 - 1, 64}, {37 * 32, 32}};
  for (auto &e : smem_n) {
    int nb = (e[0] + e[1] - 1) / e[1];
    jsmem.h.push_back(Job{dim3(nb), dim3(e[1]), e[0], jsmem.total, jsmem.total2});
    jsmem.total += e[0];
    jsmem.total2 += nb;
  }
  const int skip_n[] = {1, 64 * 3, 64 * 37 - 1, 64 * 1000, 65, 64 * 7 + 3};
  for (int n : skip_n) {
    jskip.h.push_back(Job{dim3((n + 63) / 64), dim3(64), n, jskip.total, 0});
    jskip.total += n;
  }
  // Dynamic shared memory: (n, block).
  const int dyn_n[][2] = {{1, 32},      {37 * 96, 96}, {3 * 256 - 1, 256},
                          {1000 * 32, 32}, {5000, 1000}, {65, 64}, {7, 7}};
  for (auto &e : dyn_n) {
    jdyn.h.push_back(Job{dim3((e[0] + e[1] - 1) / e[1]), dim3(e[1]), e[0], jdyn.total, 0});
    jdyn.total += e[0];
  }
  // Warp shuffles: (grid, block, n <= grid * block).
  const int warp_g[][3] = {{1, 32, 32},      {3, 64, 150},     {37, 96, 37 * 96},
                           {1000, 128, 127999}, {7, 256, 1000}, {2, 1024, 1500}};
  for (auto &e : warp_g) {
    jwarp.h.push_back(Job{dim3(e[0]), dim3(e[1]), e[2], jwarp.total, jwarp.total2});
    jwarp.total += e[2];
    jwarp.total2 += e[0] * e[1] / 32;
  }
  // Grid-stride loops: (n, grid, block).
  const int stride_g[][3] = {{10000, 7, 64}, {5000, 1, 128}, {777, 3, 32},
                             {100000, 37, 128}, {64, 1000, 64}, {3000, 100, 32},
                             {1, 2, 1}};
  for (auto &e : stride_g) {
    jstride.h.push_back(Job{dim3(e[1]), dim3(e[2]), e[0], jstride.total, 0});
    jstride.total += e[0];
  }

  // The input covers the largest n any child reads.
  for (const Jobs *js : {&jsmem, &jskip, &jdyn, &jwarp, &jstride})
    for (const Job &jb : js->h)
      n_in = std::max(n_in, jb.n);
  hin.resize(n_in);
  for (int k = 0; k < n_in; ++k)
    hin[k] = input_at(k);
  in = dev_alloc<int>(n_in);
  CK(cudaMemcpy(in, hin.data(), n_in * sizeof(int), cudaMemcpyHostToDevice));
  errs = dev_alloc<int>(NumSites);

  for (Jobs *js : {&j1d, &j3d, &jearly, &jsmem, &jskip, &jdyn, &jwarp, &jstride})
    js->upload();
  o.o1d = dev_alloc<unsigned>(j1d.total);
  o.o1dc = dev_alloc<unsigned>(38 * 64);
  o.o3d = dev_alloc<unsigned>(j3d.total);
  o.o3dc = dev_alloc<unsigned>(7 * 5 * 3 * 32);
  o.early = dev_alloc<unsigned>(jearly.total);
  o.rev = dev_alloc<int>(jsmem.total);
  o.cent = dev_alloc<int>(jsmem.total);
  o.bsum = dev_alloc<int>(jsmem.total2);
  o.skip = dev_alloc<int>(jskip.total);
  o.dyn = dev_alloc<int>(jdyn.total);
  o.wout = dev_alloc<int>(jwarp.total);
  o.wsum = dev_alloc<int>(jwarp.total2);
  o.stride = dev_alloc<int>(jstride.total);
}

void Test::reference() {
  r1d.assign(j1d.total, 0);
  for (int p = 0; p < j1d.n(); ++p) {
    const Job &j = j1d.h[p];
    for (unsigned b = 0; b < j.grid.x; ++b)
      for (unsigned t = 0; t < j.block.x; ++t)
        r1d[j.off + b * j.block.x + t] = code1(p, b, t, j.grid.x, j.block.x);
  }
  r1dc.assign(38 * 64, 0);
  for (unsigned b = 0; b < 37; ++b)
    for (unsigned t = 0; t < 64; ++t)
      r1dc[b * 64 + t] = code1(100001u, b, t, 37, 64);
  for (unsigned t = 0; t < 64; ++t)
    r1dc[37 * 64 + t] = code1(100002u, 0, t, 1, 64);

  auto ref3 = [](std::vector<unsigned> &r, size_t base, unsigned tag, dim3 g,
                 dim3 bd) {
    for (unsigned bz = 0; bz < g.z; ++bz)
      for (unsigned by = 0; by < g.y; ++by)
        for (unsigned bx = 0; bx < g.x; ++bx)
          for (unsigned tz = 0; tz < bd.z; ++tz)
            for (unsigned ty = 0; ty < bd.y; ++ty)
              for (unsigned tx = 0; tx < bd.x; ++tx) {
                unsigned bid = bx + g.x * (by + g.y * bz);
                unsigned tid = tx + bd.x * (ty + bd.y * tz);
                r[base + (size_t)bid * vol(bd) + tid] =
                    code3(tag, dim3(bx, by, bz), dim3(tx, ty, tz), g, bd);
              }
  };
  r3d.assign(j3d.total, 0);
  for (int p = 0; p < j3d.n(); ++p)
    ref3(r3d, j3d.h[p].off, p, j3d.h[p].grid, j3d.h[p].block);
  r3dc.assign(7 * 5 * 3 * 32, 0);
  ref3(r3dc, 0, 200001u, dim3(7, 5, 3), dim3(4, 4, 2));

  rearly.assign(jearly.total, 0);
  for (int p = 0; p < jearly.n(); ++p) {
    const Job &j = jearly.h[p];
    unsigned B = j.block.x, nb = (j.n + B - 1) / B;
    for (int i = 0; i < j.n; ++i) {
      unsigned b = i / B, t = i % B;
      if (!early_skip(b, t))
        rearly[j.off + i] = code1(p, b, t, nb, B);
    }
  }

  rrev.assign(jsmem.total, 0);
  rcent.assign(jsmem.total, 0);
  rbsum.assign(jsmem.total2, 0);
  for (const Job &j : jsmem.h) {
    int B = j.block.x, nb = j.grid.x;
    for (int b = 0; b < nb; ++b) {
      int sum = 0;
      for (int t = 0; t < B; ++t)
        sum += b * B + t < j.n ? hin[b * B + t] : 0;
      rbsum[j.off2 + b] = sum;
      for (int t = 0; t < B; ++t) {
        int i = b * B + t, k = b * B + B - 1 - t;
        if (i < j.n) {
          rrev[j.off + i] = k < j.n ? hin[k] : 0;
          rcent[j.off + i] = hin[i] * B - sum;
        }
      }
    }
  }

  rskip.assign(jskip.total, 0);
  for (const Job &j : jskip.h)
    for (int i = 0; i < j.n; ++i) {
      int b = i / 64, t = i % 64;
      auto tile = [&](int tt) { return b * 64 + tt < j.n ? hin[b * 64 + tt] : -7; };
      rskip[j.off + i] = skip_block(b) ? (int)0xa5a5a5a5
                                       : tile(63 - t) + 2 * tile((t + 1) % 64) + b;
    }

  rdyn.assign(jdyn.total, 0);
  for (const Job &j : jdyn.h) {
    int B = j.block.x, nb = j.grid.x;
    for (int i = 0; i < j.n; ++i) {
      int b = i / B, t = i % B, k = b * B + B - 1 - t;
      int rv = k < j.n ? hin[k] : -1;
      int u = (t + 1) % B;
      rdyn[j.off + i] = rv * 3 + (b * 10 + u % 7) + nb;
    }
  }

  rwout.assign(jwarp.total, 0);
  rwsum.assign(jwarp.total2, 0);
  for (const Job &j : jwarp.h) {
    int threads = j.grid.x * j.block.x;
    for (int w = 0; w < threads / 32; ++w) {
      int s = 0, x = 0;
      for (int l = 0; l < 32; ++l) {
        int i = w * 32 + l, v = i < j.n ? hin[i] : 0;
        s += v;
        x += v * 3 + 1;
      }
      rwsum[j.off2 + w] = s;
      for (int l = 0; l < 32; ++l) {
        int i = w * 32 + l;
        if (i < j.n)
          rwout[j.off + i] = x - hin[i];
      }
    }
  }

  rstride.assign(jstride.total, 0);
  for (const Job &j : jstride.h)
    for (int i = 0; i < j.n; ++i)
      rstride[j.off + i] = hin[i] * 3 + (int)j.grid.x * 1000 + 1;
}

// Runs every parent once with the current parameters and checks the results.
float Test::run(Checker &chk, const char *what) {
  // Atomic outputs start at zero, the others poisoned.
  CK(cudaMemset(o.o1d, 0, j1d.total * sizeof(unsigned)));
  CK(cudaMemset(o.o1dc, 0, 38 * 64 * sizeof(unsigned)));
  CK(cudaMemset(o.o3d, 0, j3d.total * sizeof(unsigned)));
  CK(cudaMemset(o.o3dc, 0, 7 * 5 * 3 * 32 * sizeof(unsigned)));
  CK(cudaMemset(o.early, 0, jearly.total * sizeof(unsigned)));
  CK(cudaMemset(o.stride, 0, jstride.total * sizeof(int)));
  CK(cudaMemset(o.rev, 0xa5, jsmem.total * sizeof(int)));
  CK(cudaMemset(o.cent, 0xa5, jsmem.total * sizeof(int)));
  CK(cudaMemset(o.bsum, 0xa5, jsmem.total2 * sizeof(int)));
  CK(cudaMemset(o.skip, 0xa5, jskip.total * sizeof(int)));
  CK(cudaMemset(o.dyn, 0xa5, jdyn.total * sizeof(int)));
  CK(cudaMemset(o.wout, 0xa5, jwarp.total * sizeof(int)));
  CK(cudaMemset(o.wsum, 0xa5, jwarp.total2 * sizeof(int)));
  CK(cudaMemset(errs, 0, NumSites * sizeof(int)));
  CK(dpoptResetStats());
  CK(cudaDeviceSynchronize());

  GpuTimer timer;
  timer.start();
  parent_1d<<<j1d.parent_blocks(), 64>>>(o.o1d, j1d.d, j1d.n(), o.o1dc, errs); //@host
  CK_LAUNCH();
  parent_3d<<<j3d.parent_blocks(), 64>>>(o.o3d, j3d.d, j3d.n(), o.o3dc, errs); //@host
  CK_LAUNCH();
  parent_early<<<jearly.parent_blocks(), 64>>>(o.early, jearly.d, jearly.n(), errs); //@host
  CK_LAUNCH();
  parent_smem<<<jsmem.parent_blocks(), 64>>>(in, o.rev, o.bsum, o.cent, jsmem.d, jsmem.n(), errs); //@host
  CK_LAUNCH();
  parent_smem_skip<<<jskip.parent_blocks(), 64>>>(in, o.skip, jskip.d, jskip.n(), errs); //@host
  CK_LAUNCH();
  parent_dyn<<<jdyn.parent_blocks(), 64>>>(in, o.dyn, jdyn.d, jdyn.n(), errs); //@host
  CK_LAUNCH();
  parent_warp<<<jwarp.parent_blocks(), 64>>>(in, o.wsum, o.wout, jwarp.d, jwarp.n(), errs); //@host
  CK_LAUNCH();
  parent_stride<<<jstride.parent_blocks(), 64>>>(in, o.stride, jstride.d, jstride.n(), errs); //@host
  CK_LAUNCH();
  float ms = timer.stop();

  long before = chk.failures();
  std::string p = std::string(what) + ": ";
  auto name = [&](const char *s) { return p + s; };
  chk.eq_array(name("child_1d").c_str(), to_host(o.o1d, j1d.total), r1d);
  chk.eq_array(name("child_1d constant").c_str(), to_host(o.o1dc, 38 * 64), r1dc);
  chk.eq_array(name("child_3d").c_str(), to_host(o.o3d, j3d.total), r3d);
  chk.eq_array(name("child_3d constant").c_str(), to_host(o.o3dc, 7 * 5 * 3 * 32), r3dc);
  chk.eq_array(name("child_early").c_str(), to_host(o.early, jearly.total), rearly);
  chk.eq_array(name("child_smem rev").c_str(), to_host(o.rev, jsmem.total), rrev);
  chk.eq_array(name("child_smem blocksum").c_str(), to_host(o.bsum, jsmem.total2), rbsum);
  chk.eq_array(name("child_smem centered").c_str(), to_host(o.cent, jsmem.total), rcent);
  chk.eq_array(name("child_smem_skip").c_str(), to_host(o.skip, jskip.total), rskip);
  chk.eq_array(name("child_dyn").c_str(), to_host(o.dyn, jdyn.total), rdyn);
  chk.eq_array(name("child_warp sums").c_str(), to_host(o.wsum, jwarp.total2), rwsum);
  chk.eq_array(name("child_warp xor").c_str(), to_host(o.wout, jwarp.total), rwout);
  chk.eq_array(name("child_stride").c_str(), to_host(o.stride, jstride.total), rstride);

  std::vector<int> he = to_host(errs, NumSites);
  for (int s = 0; s < NumSites; ++s)
    if (he[s])
      chk.fail("%s: device-side error at %s: %s (%d)", what, kSiteNames[s],
               cudaGetErrorString((cudaError_t)he[s]), he[s]);
  dpoptStats st;
  CK(dpoptGetStats(&st));
  if (st.failedLaunches)
    chk.fail("%s: %llu launches issued by the runtime failed (last error %d)",
             what, st.failedLaunches, st.lastError);
  if (st.aggLost)
    chk.fail("%s: %llu aggregated records lost", what, st.aggLost);
  fprintf(stderr, "coarsen: %-34s %8.3f ms, %llu runtime launches%s\n", what,
          ms, st.launches, chk.failures() == before ? "" : "  WRONG");
  return ms;
}

// Parameter settings, each applied from a clean slate.
static void clear_params() {
  CK(dpoptClearParam(dpoptThreshold));
  CK(dpoptClearParam(dpoptCoarsenFactor));
  CK(dpoptClearParam(dpoptAggGranularity));
}
// Every child launched directly (no serialization, no aggregation).
static void direct_launches() {
  clear_params();
  CK(dpoptSetThreshold(nullptr, 0));
  CK(dpoptSetAggregation(nullptr, dpoptAggOff));
}

int main() {
  Checker chk;
  e2e_set_pending_launches(16384);
  Test t;
  t.build();
  t.reference();
  float total_ms = 0;
  char what[96];

  // Global factors; 100000 is larger than any grid in any dimension.
  const unsigned factors[] = {1, 2, 7, 64, 100000};
  for (unsigned f : factors) {
    direct_launches();
    CK(dpoptSetCoarsenFactor(nullptr, f));
    snprintf(what, sizeof what, "factor %u", f);
    total_ms += t.run(chk, what);
  }

  // Per-kernel factors by plain name (and one mangled), global 1.
  direct_launches();
  CK(dpoptSetCoarsenFactor(nullptr, 1));
  CK(dpoptSetCoarsenFactor("child_1d", 7));
  CK(dpoptSetCoarsenFactor("child_3d", 100000));
  CK(dpoptSetCoarsenFactor("child_early", 64));
  CK(dpoptSetCoarsenFactor("child_smem", 2));
  CK(dpoptSetCoarsenFactor("child_smem_bd", 7));
  CK(dpoptSetCoarsenFactor("_Z15child_smem_skipPKiPii", 3));
  CK(dpoptSetCoarsenFactor("child_dyn", 64));
  CK(dpoptSetCoarsenFactor("child_warp", 7));
  CK(dpoptSetCoarsenFactor("child_stride", 5));
  total_ms += t.run(chk, "per-kernel factors, global 1");

  // Per-kernel values that switch coarsening off under a global factor.
  direct_launches();
  CK(dpoptSetCoarsenFactor(nullptr, 64));
  CK(dpoptSetCoarsenFactor("child_smem", 1));
  CK(dpoptSetCoarsenFactor("child_1d", 0));
  CK(dpoptSetCoarsenFactor("child_warp", 2));
  total_ms += t.run(chk, "per-kernel factors, global 64");

  // Threshold at its default: small children serialized, the rest coarsened.
  clear_params();
  CK(dpoptSetAggregation(nullptr, dpoptAggOff));
  CK(dpoptSetCoarsenFactor(nullptr, 7));
  total_ms += t.run(chk, "default threshold, factor 7");

  // Every parameter at its compiled-in default.
  clear_params();
  total_ms += t.run(chk, "all defaults");

  clear_params();
  return chk.finish(total_ms);
}
