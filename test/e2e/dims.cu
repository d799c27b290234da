// dims: child grid and block shapes.
//  - 2D and 3D grids and blocks, with constant and runtime dimensions; every
//    child thread records blockIdx/threadIdx, the first one records
//    gridDim/blockDim in all three dimensions;
//  - 1-thread children, 1024-thread blocks (2D and 3D), odd shapes;
//  - irregular child sizes chosen per parent thread, including zero blocks or
//    zero threads (the parent skips those launches);
//  - dynamic shared memory (runtime and constant sizes);
//  - an unguarded launch with a zero grid and one with a zero block: CUDA
//    reports an error (or ignores it); either way the child must not run and
//    nothing else may break. The outcome is printed on stderr.
#define TEST_NAME "dims"
#include "e2e.h"

struct Cfg {
  dim3 grid, block;
  int offset; // first element of this child's output
};

// Shapes launched with runtime dimensions (from this table).
static const unsigned kShapes[][6] = {
    // grid x, y, z, block x, y, z
    {4, 1, 1, 8, 2, 1},  {2, 3, 1, 5, 3, 1},   {1, 1, 1, 1, 1, 1},
    {1, 1, 1, 32, 32, 1}, {1, 2, 2, 8, 8, 16}, {5, 1, 1, 1, 1, 7},
    {1, 1, 3, 3, 1, 1},  {2, 2, 2, 2, 2, 2},   {7, 1, 1, 33, 1, 1},
    {1, 1, 1, 1, 1, 64},
};
constexpr int kTableShapes = sizeof(kShapes) / sizeof(kShapes[0]);
// Three more shapes are constant at their launch sites (see parent_shapes).
constexpr int kConstShapes = 3;
constexpr int kNumShapes = kTableShapes + kConstShapes;
static const unsigned kConstShapeDims[kConstShapes][6] = {
    {3, 2, 1, 8, 4, 1}, {2, 2, 3, 4, 3, 2}, {1, 1, 1, 1, 1, 1}};

struct Rec {
  int tag;
  unsigned short bx, by, bz, tx, ty, tz;
};
struct Hdr {
  unsigned gx, gy, gz, bx, by, bz;
};

__global__ void child_shape(Rec *out, Hdr *hdr, int tag) {
  unsigned bid = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  unsigned nt = blockDim.x * blockDim.y * blockDim.z;
  unsigned tid = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  Rec r;
  r.tag = tag;
  r.bx = blockIdx.x; r.by = blockIdx.y; r.bz = blockIdx.z;
  r.tx = threadIdx.x; r.ty = threadIdx.y; r.tz = threadIdx.z;
  out[bid * nt + tid] = r;
  if (bid == 0 && tid == 0)
    hdr[tag] = Hdr{gridDim.x, gridDim.y, gridDim.z, blockDim.x, blockDim.y, blockDim.z};
}

__global__ void parent_shapes(Rec *out, Hdr *hdr, const Cfg *table) {
  int t = threadIdx.x;
  if (t < kTableShapes) {
    Cfg c = table[t];
    child_shape<<<c.grid, c.block>>>(out + c.offset, hdr, t); //@launch
  } else if (t == kTableShapes) {
    child_shape<<<dim3(3, 2), dim3(8, 4)>>>(out + table[t].offset, hdr, t); //@launch
  } else if (t == kTableShapes + 1) {
    child_shape<<<dim3(2, 2, 3), dim3(4, 3, 2)>>>(out + table[t].offset, hdr, t); //@launch
  } else if (t == kTableShapes + 2) {
    child_shape<<<1, 1>>>(out + table[t].offset, hdr, t); //@launch
  }
}

// Irregular sizes: parent thread i launches nb(i) blocks of nt(i) threads.
constexpr int kIrrParents = 96, kIrrMax = 6 * 48;
__host__ __device__ inline int irr_blocks(int i) { return (i * 5) % 7; }
__host__ __device__ inline int irr_threads(int i) {
  return i % 11 == 0 ? 0 : i % 4 == 0 ? 1 : 1 + (i * 13) % 48;
}

__global__ void child_fill(int *out, int i) {
  int k = blockIdx.x * blockDim.x + threadIdx.x;
  out[k] = i * 1000 + k;
}

__global__ void parent_irregular(int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int nb = irr_blocks(i), nt = irr_threads(i);
  if (nb > 0 && nt > 0)
    child_fill<<<nb, nt>>>(out + i * kIrrMax, i); //@launch
}

// Dynamic shared memory.
__global__ void child_shmem(int *out, int n) {
  extern __shared__ int sh[];
  int t = threadIdx.x;
  sh[t] = t * 3 + 1;
  __syncthreads();
  out[blockIdx.x * n + t] = sh[n - 1 - t] + 100 * blockIdx.x;
}

__global__ void parent_shmem(int *out, int n) {
  if (threadIdx.x == 0)
    child_shmem<<<2, n, n * sizeof(int)>>>(out, n); //@launch
  else
    child_shmem<<<3, 256, 256 * sizeof(int)>>>(out + 2 * n, 256); //@launch
}

// Unguarded zero-size launches; runtime zeros so nothing is folded.
__global__ void child_marker(int *marker) { atomicAdd(marker, 1); }

__global__ void parent_zero(int *marker, int zero, int *errs) {
  child_marker<<<zero, 32>>>(marker); //@launch
  errs[0] = (int)cudaGetLastError();
  child_marker<<<dim3(2, zero), 32>>>(marker); //@launch
  errs[1] = (int)cudaGetLastError();
  child_marker<<<1, zero>>>(marker); //@launch
  errs[2] = (int)cudaGetLastError();
  child_marker<<<1, 1>>>(marker + 1); //@launch
  errs[3] = (int)cudaGetLastError();
}

int main() {
  e2e_set_pending_launches(4096);

  // Shapes.
  std::vector<Cfg> table(kNumShapes);
  int total = 0;
  for (int s = 0; s < kNumShapes; ++s) {
    const unsigned *d = s < kTableShapes ? kShapes[s] : kConstShapeDims[s - kTableShapes];
    table[s] = Cfg{dim3(d[0], d[1], d[2]), dim3(d[3], d[4], d[5]), total};
    total += d[0] * d[1] * d[2] * d[3] * d[4] * d[5];
  }
  Cfg *dtable = dev_alloc<Cfg>(kNumShapes);
  CK(cudaMemcpy(dtable, table.data(), kNumShapes * sizeof(Cfg), cudaMemcpyHostToDevice));
  Rec *recs = dev_alloc<Rec>(total, 0xff);
  Hdr *hdr = dev_alloc<Hdr>(kNumShapes);
  int *irr = dev_alloc<int>(kIrrParents * kIrrMax, 0xff);
  const int n_dyn = 96;
  int *shm = dev_alloc<int>(2 * n_dyn + 3 * 256);
  int *marker = dev_alloc<int>(2);
  int *zerr = dev_alloc<int>(4);

  GpuTimer timer;
  timer.start();
  parent_shapes<<<1, kNumShapes>>>(recs, hdr, dtable); //@host
  CK_LAUNCH();
  parent_irregular<<<kIrrParents / 32, 32>>>(irr); //@host
  CK_LAUNCH();
  parent_shmem<<<1, 2>>>(shm, n_dyn); //@host
  CK_LAUNCH();
  float ms = timer.stop();

  Checker chk;
  // Shapes.
  std::vector<Rec> hr = to_host(recs, total);
  std::vector<Hdr> hh = to_host(hdr, kNumShapes);
  for (int s = 0; s < kNumShapes; ++s) {
    const Cfg &c = table[s];
    const Hdr &h = hh[s];
    if (h.gx != c.grid.x || h.gy != c.grid.y || h.gz != c.grid.z ||
        h.bx != c.block.x || h.by != c.block.y || h.bz != c.block.z)
      chk.fail("shape %d: child saw gridDim (%u,%u,%u) blockDim (%u,%u,%u), "
               "launched with (%u,%u,%u) (%u,%u,%u)",
               s, h.gx, h.gy, h.gz, h.bx, h.by, h.bz, c.grid.x, c.grid.y,
               c.grid.z, c.block.x, c.block.y, c.block.z);
    long bad = 0;
    unsigned nt = c.block.x * c.block.y * c.block.z;
    for (unsigned bz = 0; bz < c.grid.z; ++bz)
      for (unsigned by = 0; by < c.grid.y; ++by)
        for (unsigned bx = 0; bx < c.grid.x; ++bx)
          for (unsigned tz = 0; tz < c.block.z; ++tz)
            for (unsigned ty = 0; ty < c.block.y; ++ty)
              for (unsigned tx = 0; tx < c.block.x; ++tx) {
                unsigned bid = bx + c.grid.x * (by + c.grid.y * bz);
                unsigned tid = tx + c.block.x * (ty + c.block.y * tz);
                const Rec &r = hr[c.offset + bid * nt + tid];
                bad += r.tag != s || r.bx != bx || r.by != by || r.bz != bz ||
                       r.tx != tx || r.ty != ty || r.tz != tz;
              }
    if (bad)
      chk.fail("shape %d grid (%u,%u,%u) block (%u,%u,%u): %ld threads wrong "
               "or missing", s, c.grid.x, c.grid.y, c.grid.z, c.block.x,
               c.block.y, c.block.z, bad);
  }
  // Irregular sizes.
  std::vector<int> hi = to_host(irr, kIrrParents * kIrrMax);
  std::vector<int> wi(kIrrParents * kIrrMax, -1);
  for (int i = 0; i < kIrrParents; ++i)
    for (int k = 0; k < irr_blocks(i) * irr_threads(i); ++k)
      wi[i * kIrrMax + k] = i * 1000 + k;
  chk.eq_array("irregular", hi, wi);
  // Dynamic shared memory.
  std::vector<int> hs = to_host(shm, 2 * n_dyn + 3 * 256);
  std::vector<int> ws;
  for (int b = 0; b < 2; ++b)
    for (int t = 0; t < n_dyn; ++t)
      ws.push_back((n_dyn - 1 - t) * 3 + 1 + 100 * b);
  for (int b = 0; b < 3; ++b)
    for (int t = 0; t < 256; ++t)
      ws.push_back((255 - t) * 3 + 1 + 100 * b);
  chk.eq_array("shared-memory child", hs, ws);

  // Unguarded zero-size launches, last: CUDA may report an error for them.
  parent_zero<<<1, 1>>>(marker, 0, zerr); //@host
  cudaError_t e = cudaGetLastError();
  if (e == cudaSuccess)
    e = cudaDeviceSynchronize();
  if (e != cudaSuccess) {
    chk.fail("unguarded zero-size launches broke the parent: %s (%d)",
             cudaGetErrorString(e), (int)e);
  } else {
    std::vector<int> hm = to_host(marker, 2);
    std::vector<int> he = to_host(zerr, 4);
    fprintf(stderr,
            "note: device-side errors of launches with grid 0: %d, grid (2,0): "
            "%d, block 0: %d; then a normal launch: %d\n",
            he[0], he[1], he[2], he[3]);
    chk.eq("children of zero-size launches that ran", 0, hm[0], 0);
    chk.eq("child launched after the zero-size launches ran", 0, hm[1], 1);
    chk.eq("error of the normal launch after the zero-size ones", 0, he[3], 0);
  }
  return chk.finish(ms);
}
