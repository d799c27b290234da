// warp_atomics: children that fold 64-bit values into words every thread of
// the child updates, which DPOpt combines over the warp (WarpAtomics.h):
// add, min, max (signed and unsigned), and, or and xor of long long and
// unsigned long long, on an argument's address (the same in every lane),
// on an address the child computes from its arguments (cmin[cu]), under
// divergent branches, with constants (counts by 1, a flag), and next to
// atomics that must stay as they are (result used; a scattered address).
// The values cross the halves' boundaries: sums of values near 2^16, 2^32
// and 2^63 (carries between the parts the reduction adds), negative and
// positive keys whose high halves tie (the low halves decide). Parents of
// every size launch them, so they run aggregated, coarsened and serially
// in their parents; every word is checked against a host computation.
#define TEST_NAME "warp_atomics"
#include "e2e.h"

typedef unsigned long long u64;
typedef long long i64;

constexpr int kParents = 300, kWords = 16;

// Child c's value for its item i: wide, with ties in the high half.
__host__ __device__ inline u64 item_value(int c, int i) {
  unsigned h = e2e_mix((unsigned)(c * 7919 + i));
  switch (h % 5) {
  case 0:
    return 0xffffull + (h & 7); // near 2^16: the low part carries
  case 1:
    return 0xffffffffull - (h & 3); // near 2^32
  case 2:
    return 0x7fffffff00000000ull | (h >> 8); // high halves tie
  case 3:
    return (u64)(i64) - (i64)(h & 0xffff); // negative as signed
  default:
    return ((u64)h << 29) ^ i;
  }
}

// Words: 0 sum (divergent), 1 umin, 2 umax, 3 smin, 4 smax, 5 and, 6 or,
// 7 xor, 8 count by 1, 9 flag (or of a constant), 10 sum by lanes (result
// used), then per-child words at 11 + c % 4 (cmin, from the arguments).
__global__ void child(int c, int n, u64 *w, u64 *per_child, u64 *bad_old,
                      u64 *scattered) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  u64 v = item_value(c, i);
  if (v & 1) // divergent
    atomicAdd(&w[0], v);
  atomicMin(&w[1], v);
  atomicMax(&w[2], v);
  atomicMin((i64 *)&w[3], (i64)v);
  atomicMax((i64 *)&w[4], (i64)v);
  atomicAnd(&w[5], v | 0x8000000000000001ull);
  atomicOr(&w[6], v & 0xf0f0f0f0f0f0f0f0ull);
  atomicXor(&w[7], v);
  atomicAdd(&w[8], 1ull);
  if (v % 3 == 0)
    atomicOr(&w[9], 1ull << 40);
  u64 before = atomicAdd(&w[10], 3ull); // result used: stays per thread
  if (before % 3 != 0)
    atomicAdd(bad_old, 1ull);
  atomicMin(&per_child[c % 4], v ^ (u64)c);
  atomicAdd(&scattered[(c * 131 + i) % 4096], v); // address differs per lane
}

__global__ void parent(const int *sizes, u64 *w, u64 *pc, u64 *bad, u64 *sc,
                       int *errs) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= kParents)
    return;
  int n = sizes[c];
  child<<<(n + 63) / 64, 64>>>(c, n, w, pc, bad, sc); //@launch
  e2e_record_last(errs, 0);
}

int main() {
  e2e_set_pending_launches(4096);
  std::vector<int> sizes(kParents);
  for (int c = 0; c < kParents; ++c) // 1 to 3000 items, many small
    sizes[c] = 1 + (int)(e2e_mix(c + 17) % (c % 3 ? 40 : 3000));
  int *d_sizes = dev_alloc<int>(kParents);
  CK(cudaMemcpy(d_sizes, sizes.data(), kParents * sizeof(int),
                cudaMemcpyHostToDevice));
  std::vector<u64> w0(kWords, 0);
  w0[1] = ~0ull;      // umin starts at the highest
  w0[3] = ~0ull >> 1; // smin too
  w0[4] = 1ull << 63; // smax starts at the lowest
  w0[5] = ~0ull;      // and
  u64 *w = dev_alloc<u64>(kWords), *pc = dev_alloc<u64>(4, 0xff);
  u64 *sc = dev_alloc<u64>(4096);
  u64 *bad = dev_alloc<u64>(1);
  int *errs = dev_alloc<int>(1);
  CK(cudaMemcpy(w, w0.data(), kWords * sizeof(u64), cudaMemcpyHostToDevice));

  GpuTimer t;
  t.start();
  const int blocks = (kParents + 127) / 128;
  parent<<<blocks, 128>>>(d_sizes, w, pc, bad, sc, errs); //@host
  CK_LAUNCH();
  float ms = t.stop();

  std::vector<u64> want = w0, want_pc(4, ~0ull), want_sc(4096, 0);
  u64 items = 0;
  for (int c = 0; c < kParents; ++c)
    for (int i = 0; i < sizes[c]; ++i) {
      u64 v = item_value(c, i);
      ++items;
      if (v & 1)
        want[0] += v;
      want[1] = std::min(want[1], v);
      want[2] = std::max(want[2], v);
      want[3] = (u64)std::min((i64)want[3], (i64)v);
      want[4] = (u64)std::max((i64)want[4], (i64)v);
      want[5] &= v | 0x8000000000000001ull;
      want[6] |= v & 0xf0f0f0f0f0f0f0f0ull;
      want[7] ^= v;
      want[8] += 1;
      if (v % 3 == 0)
        want[9] |= 1ull << 40;
      want[10] += 3;
      want_pc[c % 4] = std::min(want_pc[c % 4], v ^ (u64)c);
      want_sc[(c * 131 + i) % 4096] += v;
    }

  Checker chk;
  static const char *const sites[] = {"child"};
  e2e_check_device_errors(chk, errs, 1, sites);
  chk.eq_array("words", to_host(w, kWords), want);
  chk.eq_array("per-child minima", to_host(pc, 4), want_pc);
  chk.eq_array("sc sums", to_host(sc, 4096), want_sc);
  // Every thread saw a distinct old value of word 10, a multiple of 3.
  if (to_host(bad, 1)[0])
    chk.fail("an atomicAdd whose result is used returned a value that is "
             "not a multiple of 3");
  fprintf(stderr, "warp_atomics: %llu items\n", items);
  return chk.finish(ms);
}
