// A CUDA dynamic-parallelism program, written by hand without DPOpt, that
// hangs on the H100 (CUDA 13.0, driver of the device machine): the parent
// does what thresholding does (launch a child when it has at least T
// threads, else run its work in the parent thread) at several launch sites
// in a row. Lanes of a warp that run a small child serially fall behind;
// when the lanes ahead of them launch again, the warp stops for good inside
// the device runtime's cudaGetParameterBufferV2 (cuda-gdb: those lanes
// inside the device runtime, the others in the serial loop or waiting at a
// convergence barrier, no child grid running). It is not built by CMake and
// not run by the test runner. See README.md beside it for what was measured.
//
//   nvcc -rdc=true -O3 -arch=sm_90 cdp2_lagging_lanes_hang.cu -lcudadevrt
//   ./a.out T SITES DIV BLOCKS MODE SYNC
// T: a site launches when its child has at least T threads, else runs it
// serially (0: always launch). SITES: launch sites in a row (1..4). DIV: one
// more site that only every fifth lane reaches. MODE:
//   0 sites in a row          1 __syncwarp(all live lanes) after each site
//   2 small children skipped (no serial work)
//   3 the first site always launches, the others use T
//   4 only the first site uses T, the others always launch
//   5 one launch site in a loop of SITES iterations
//   6 the first two sites on the two sides of a branch (lane parity)
// SYNC=1: __activemask() at each site's entry, __syncwarp(that mask) at its
// end (what a compiler could insert around a thresholded site).
// Exit status 0: results correct and every launch succeeded.
#include <cstdio>
#include <cstdlib>
#include <vector>

typedef unsigned u32;

__host__ __device__ inline u32 mix(u32 x) {
  x ^= x >> 16;
  x *= 0x7feb352du;
  x ^= x >> 15;
  x *= 0x846ca68bu;
  x ^= x >> 16;
  return x;
}
// Elements of site s of parent t: 0 for one in five, else 1..200.
__host__ __device__ inline int elements(int t, int s) {
  u32 h = mix(t * 8 + s);
  return h % 5 == 0 ? 0 : 1 + (int)((h >> 8) % 200);
}
__host__ __device__ inline u32 value(int t, int s, int i) {
  return (mix(t * 131 + s * 7 + i) & 0xffff) | 1;
}
__host__ __device__ inline int site_threshold(int mode, int t, int s) {
  if (mode == 3 && s == 0)
    return 0;
  if (mode == 4 && s > 0)
    return 0;
  return t;
}
__host__ __device__ inline bool returns_early(int t) { return t % 17 == 3; }
__host__ __device__ inline bool reaches(int mode, int sites, int div, int t,
                                        int s) {
  if (s >= sites && s != 4)
    return false;
  if (s == 4)
    return div && (t % 128) % 5 == 0;
  if (mode == 6 && s < 2)
    return (s == 0) == (t & 1);
  return true;
}

__device__ unsigned long long FailedLaunches;

__global__ void child(u32 *out, int m, int t, int s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < m)
    atomicAdd(out + i, value(t, s, i));
}

#define SITE(S)                                                                \
  {                                                                            \
    unsigned site_mask = __activemask();                                       \
    int m = elements(t, S);                                                    \
    if (m > 0 && m >= site_threshold(mode, T, S)) {                            \
      child<<<(m + 63) / 64, 64>>>(o, m, t, S);                                \
      if (cudaGetLastError() != cudaSuccess)                                   \
        atomicAdd(&FailedLaunches, 1ull);                                      \
    } else if (mode != 2) {                                                    \
      for (int i = 0; i < m; ++i)                                              \
        atomicAdd(o + i, value(t, S, i));                                      \
    }                                                                          \
    o += m;                                                                    \
    if (mode == 1)                                                             \
      __syncwarp(live);                                                        \
    if (sync)                                                                  \
      __syncwarp(site_mask);                                                   \
  }

__global__ void parent(u32 *out, const long *base, int n, int T, int sites,
                       int div, int mode, int sync) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  bool gone = t >= n || returns_early(t);
  unsigned live = __ballot_sync(0xffffffffu, !gone);
  if (gone)
    return;
  u32 *o = out + base[t];
  if (mode == 5) {
    for (int k = 0; k < sites; ++k) {
      unsigned site_mask = __activemask();
      int m = elements(t, k);
      if (m > 0 && m >= T) {
        child<<<(m + 63) / 64, 64>>>(o, m, t, k);
        if (cudaGetLastError() != cudaSuccess)
          atomicAdd(&FailedLaunches, 1ull);
      } else {
        for (int i = 0; i < m; ++i)
          atomicAdd(o + i, value(t, k, i));
      }
      o += m;
      if (sync)
        __syncwarp(site_mask);
    }
    return;
  }
  if (mode == 6) {
    if (t & 1)
      SITE(0)
    else
      SITE(1)
  } else {
    if (sites > 0)
      SITE(0)
    if (sites > 1)
      SITE(1)
  }
  if (sites > 2)
    SITE(2)
  if (sites > 3)
    SITE(3)
  if (div && threadIdx.x % 5 == 0)
    SITE(4)
}

int main(int argc, char **argv) {
  if (argc < 5) {
    fprintf(stderr, "usage: %s T SITES DIV BLOCKS [MODE [SYNC]]\n", argv[0]);
    return 2;
  }
  int T = atoi(argv[1]), sites = atoi(argv[2]), div = atoi(argv[3]),
      blocks = atoi(argv[4]);
  int mode = argc > 5 ? atoi(argv[5]) : 0, sync = argc > 6 ? atoi(argv[6]) : 0;
  int n = blocks * 128;
  cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 1 << 17);
  std::vector<long> base(n);
  std::vector<u32> want;
  for (int t = 0; t < n; ++t) {
    base[t] = (long)want.size();
    if (returns_early(t))
      continue;
    int walk = mode == 5 ? sites : 5;
    for (int s = 0; s < walk; ++s) {
      if (mode != 5 && !reaches(mode, sites, div, t, s))
        continue;
      int m = elements(t, s);
      bool done = mode != 2 || m >= site_threshold(mode, T, s);
      for (int i = 0; i < m; ++i)
        want.push_back(done ? value(t, s, i) : 0);
    }
  }
  long total = (long)want.size();
  u32 *out;
  long *dbase;
  cudaMalloc(&out, total * sizeof(u32));
  cudaMemset(out, 0, total * sizeof(u32));
  cudaMalloc(&dbase, n * sizeof(long));
  cudaMemcpy(dbase, base.data(), n * sizeof(long), cudaMemcpyHostToDevice);
  parent<<<blocks, 128>>>(out, dbase, n, T, sites, div, mode, sync);
  cudaError_t e = cudaDeviceSynchronize();
  std::vector<u32> got(total);
  cudaMemcpy(got.data(), out, total * sizeof(u32), cudaMemcpyDeviceToHost);
  unsigned long long failed = 0;
  cudaMemcpyFromSymbol(&failed, FailedLaunches, sizeof(failed));
  long wrong = 0;
  for (long i = 0; i < total; ++i)
    wrong += got[i] != want[i];
  printf("T=%d sites=%d div=%d blocks=%d mode=%d sync=%d: %s, %ld of %ld "
         "wrong, %llu failed launches\n",
         T, sites, div, blocks, mode, sync, cudaGetErrorString(e), wrong, total,
         failed);
  return wrong || failed || e != cudaSuccess;
}
