// serial_atomics: children whose atomics DPOpt keeps in a register while
// their threads run serially in the parent, making one atomic at the end
// of the run (SerialAtomics.h): 64-bit add, sub, min, max (signed and
// unsigned), and, or and xor on words of one array, 32-bit add, min, max
// and or on another (each child kind from its own parent), an add inside
// the child's own loop over __restrict__ arguments, and, kept per thread,
// an add followed in its thread by a store that may touch its word.
// Children of 1 to 3,000 threads, so most run serially and some launch;
// every word and element is checked against a host computation.
#define TEST_NAME "serial_atomics"
#include "e2e.h"

typedef unsigned long long u64;
typedef long long i64;

constexpr int kParents = 2000, kVals = 4096, kWide = 9, kNarrow = 4;

__host__ __device__ inline u64 wide_value(unsigned v, int c, int i) {
  u64 x = ((u64)v << 23) ^ ((u64)e2e_mix((unsigned)(c * 131 + i)) << 7);
  return (v & 3) == 0 ? (u64)(-(i64)(x & 0xffffff)) : x; // some negative
}

// Words: 0 add, 1 sub, 2 umin, 3 umax, 4 smin, 5 smax, 6 and, 7 or, 8 xor.
__global__ void wide_child(int c, int n, const unsigned *vals, u64 *w) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  u64 v = wide_value(vals[(c * 37 + i) % kVals], c, i);
  atomicAdd(&w[0], v);
  atomicSub((unsigned *)&w[1], (unsigned)v); // 32-bit sub on word 1's low half
  atomicMin(&w[2], v);
  atomicMax(&w[3], v);
  atomicMin((i64 *)&w[4], (i64)v);
  atomicMax((i64 *)&w[5], (i64)v);
  atomicAnd(&w[6], v | 0x8000000000000001ull);
  atomicOr(&w[7], v & 0x0f0f0f0f0f0f0f0full);
  atomicXor(&w[8], v);
}

// Words: 0 add, 1 min, 2 max, 3 or.
__global__ void narrow_child(int c, int n, const unsigned *vals, unsigned *u) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    unsigned v = vals[(c * 53 + i) % kVals];
    if (v % 5)
      atomicAdd(&u[0], v);
    atomicMin(&u[1], v ^ (unsigned)c);
    atomicMax(&u[2], v + (unsigned)i);
    atomicOr(&u[3], 1u << (v % 32));
  }
}

// The add inside the child's own loop, its arguments __restrict__.
__global__ void loop_child(int c, int n, const unsigned *__restrict__ vals,
                           u64 *__restrict__ total) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  for (int k = 0; k <= i % 4; ++k)
    atomicAdd(total, (u64)vals[(c + i + k) % kVals]);
}

// A store after the add in its thread, to memory that may be the word.
__global__ void stored_child(int c, int n, const unsigned *vals, u64 *total,
                             unsigned *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned v = vals[(c * 11 + i) % kVals];
  atomicAdd(total, (u64)v);
  out[c * 4 + i % 4] = v | 1u; // the same value from every thread of a slot
}

__host__ __device__ int child_size(int c) {
  unsigned h = e2e_mix((unsigned)c + 5);
  return 1 + (int)(h % (c % 7 ? 48 : 3000));
}

__global__ void wide_parent(const unsigned *vals, u64 *w, int *errs) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= kParents)
    return;
  int n = child_size(c);
  wide_child<<<(n + 63) / 64, 64>>>(c, n, vals, w); //@launch
  e2e_record_last(errs, 0);
}

__global__ void narrow_parent(const unsigned *vals, unsigned *u, int *errs) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= kParents)
    return;
  int n = child_size(c);
  narrow_child<<<(n + 31) / 32, 32>>>(c, n, vals, u); //@launch
  e2e_record_last(errs, 1);
}

__global__ void loop_parent(const unsigned *vals, u64 *total, int *errs) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= kParents)
    return;
  int n = child_size(c);
  loop_child<<<(n + 63) / 64, 64>>>(c, n, vals, total); //@launch
  e2e_record_last(errs, 2);
}

__global__ void stored_parent(const unsigned *vals, u64 *total, unsigned *out,
                              int *errs) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= kParents)
    return;
  int n = child_size(c);
  stored_child<<<(n + 63) / 64, 64>>>(c, n, vals, total, out); //@launch
  e2e_record_last(errs, 3);
}

int main() {
  e2e_set_pending_launches(8192);
  std::vector<unsigned> vals(kVals);
  for (int k = 0; k < kVals; ++k)
    vals[k] = e2e_mix((unsigned)k * 2654435761u);
  unsigned *d_vals = dev_alloc<unsigned>(kVals);
  CK(cudaMemcpy(d_vals, vals.data(), kVals * sizeof(unsigned),
                cudaMemcpyHostToDevice));
  std::vector<u64> w0(kWide, 0);
  w0[1] = 1ull << 40; // the sub's word: the low half starts at 0
  w0[2] = ~0ull;
  w0[4] = ~0ull >> 1;
  w0[5] = 1ull << 63;
  w0[6] = ~0ull;
  std::vector<unsigned> u0 = {0, ~0u, 0, 0};
  u64 *w = dev_alloc<u64>(kWide), *loop_total = dev_alloc<u64>(1),
      *stored_total = dev_alloc<u64>(1);
  unsigned *u = dev_alloc<unsigned>(kNarrow);
  unsigned *out = dev_alloc<unsigned>(kParents * 4);
  int *errs = dev_alloc<int>(4);
  CK(cudaMemcpy(w, w0.data(), kWide * sizeof(u64), cudaMemcpyHostToDevice));
  CK(cudaMemcpy(u, u0.data(), kNarrow * sizeof(unsigned),
                cudaMemcpyHostToDevice));

  GpuTimer t;
  t.start();
  const int blocks = (kParents + 127) / 128;
  wide_parent<<<blocks, 128>>>(d_vals, w, errs);                         //@host
  narrow_parent<<<blocks, 128>>>(d_vals, u, errs);                       //@host
  loop_parent<<<blocks, 128>>>(d_vals, loop_total, errs);                //@host
  stored_parent<<<blocks, 128>>>(d_vals, stored_total, out, errs);       //@host
  CK_LAUNCH();
  float ms = t.stop();

  std::vector<u64> want_w = w0;
  std::vector<unsigned> want_u = u0, want_out(kParents * 4, 0);
  u64 want_loop = 0, want_stored = 0, items = 0;
  for (int c = 0; c < kParents; ++c)
    for (int i = 0; i < child_size(c); ++i) {
      ++items;
      u64 v = wide_value(vals[(c * 37 + i) % kVals], c, i);
      want_w[0] += v;
      want_w[1] = (want_w[1] & ~0xffffffffull) |
                  (unsigned)((unsigned)want_w[1] - (unsigned)v);
      want_w[2] = std::min(want_w[2], v);
      want_w[3] = std::max(want_w[3], v);
      want_w[4] = (u64)std::min((i64)want_w[4], (i64)v);
      want_w[5] = (u64)std::max((i64)want_w[5], (i64)v);
      want_w[6] &= v | 0x8000000000000001ull;
      want_w[7] |= v & 0x0f0f0f0f0f0f0f0full;
      want_w[8] ^= v;
      unsigned nv = vals[(c * 53 + i) % kVals];
      if (nv % 5)
        want_u[0] += nv;
      want_u[1] = std::min(want_u[1], nv ^ (unsigned)c);
      want_u[2] = std::max(want_u[2], nv + (unsigned)i);
      want_u[3] |= 1u << (nv % 32);
      for (int k = 0; k <= i % 4; ++k)
        want_loop += vals[(c + i + k) % kVals];
      unsigned sv = vals[(c * 11 + i) % kVals];
      want_stored += sv;
    }
  // Every thread of a slot stores its own value; the slot holds one of them.
  std::vector<unsigned> got_out = to_host(out, kParents * 4);

  Checker chk;
  static const char *const sites[] = {"wide_child", "narrow_child",
                                      "loop_child", "stored_child"};
  e2e_check_device_errors(chk, errs, 4, sites);
  chk.eq_array("64-bit words", to_host(w, kWide), want_w);
  chk.eq_array("32-bit words", to_host(u, kNarrow), want_u);
  chk.eq_array("loop total", to_host(loop_total, 1), std::vector<u64>{want_loop});
  chk.eq_array("stored total", to_host(stored_total, 1),
               std::vector<u64>{want_stored});
  for (int c = 0; c < kParents; ++c)
    for (int s = 0; s < 4; ++s) {
      unsigned got = got_out[c * 4 + s];
      bool expected = false, any = false;
      for (int i = s; i < child_size(c); i += 4) {
        any = true;
        expected |= got == (vals[(c * 11 + i) % kVals] | 1u);
      }
      if (any ? !expected : got != 0) {
        chk.fail("out[%d] holds no value a thread of its slot stored",
                 c * 4 + s);
        c = kParents;
        break;
      }
    }
  fprintf(stderr, "serial_atomics: %llu items\n", items);
  return chk.finish(ms);
}
