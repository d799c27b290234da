// E2E-DPOPT-FLAGS: -mllvm -dpopt-assume-independent-launches
// (a thread's launches here do not depend on each other's order, which the
// launch-order analysis cannot tell: the flag keeps them transformed.)
// args: device-side launches of children taking arguments of many types, so
// that every argument lands at its ABI offset in the parameter buffer:
//  - a struct by value with mixed char/int/double/short members (padding),
//  - a nested struct with an array member, a 160-byte struct by value,
//  - double, float, char, signed char, unsigned char, short, bool,
//    long long, unsigned, an enum, pointers (written through by the child),
//  - 16-byte aligned arguments: double2 and an __align__(16) struct placed
//    after a char,
//  - an empty struct, a kernel without parameters, a template kernel,
//  - a kernel with 24 parameters of mixed types.
// Each parent thread launches every child with values derived from its index
// (runtime values); thread 0 also launches one child with constant arguments.
// Each child writes back what it received as doubles; the host compares them
// exactly.
// k_empty takes empty structs, for which clang stores nothing into the
// parameter buffer; DPOpt passes them through as unwritten arguments.
#define TEST_NAME "args"
#include "e2e.h"

struct Mixed {
  char c;
  int i;
  double d;
  char c2;
  short s;
};
struct Nested {
  char tag;
  Mixed m;
  float arr[3];
  unsigned char uc;
};
struct Big {
  int v[40];
};
struct __align__(16) Al16 {
  int a;
  float b;
  double c;
};
struct Empty {};
enum Color : short { RED = 3, GREEN = -7, BLUE = 11 };

constexpr int kSlots = 32;  // doubles per child record
constexpr int kKernels = 10; // child kernels per parent thread
constexpr int kParents = 8;
constexpr int kRecords = kParents * kKernels + 1; // + the constant launch

__device__ int g_noargs_count;

__device__ inline double *rec(double *out, int r) { return out + r * kSlots; }

__global__ void k_mixed(Mixed m, double *out, int r) {
  double *o = rec(out, r);
  o[0] = m.c; o[1] = m.i; o[2] = m.d; o[3] = m.c2; o[4] = m.s;
  o[5] = blockDim.x * gridDim.x;
}

__global__ void k_nested(char lead, Nested n, double *out, int r) {
  double *o = rec(out, r);
  o[0] = lead; o[1] = n.tag; o[2] = n.m.c; o[3] = n.m.i; o[4] = n.m.d;
  o[5] = n.m.c2; o[6] = n.m.s; o[7] = n.arr[0]; o[8] = n.arr[1];
  o[9] = n.arr[2]; o[10] = n.uc;
}

__global__ void k_big(short lead, Big b, double *out, int r) {
  double *o = rec(out, r);
  o[0] = lead;
  double sum = 0;
  for (int i = 0; i < 40; ++i)
    sum += b.v[i] * (i + 1);
  o[1] = sum; o[2] = b.v[0]; o[3] = b.v[39];
}

__global__ void k_scalars(double d, char c, short s, float f, int *p,
                          signed char sc, unsigned char uc, bool b,
                          long long ll, unsigned u, Color col, double *out,
                          int r) {
  double *o = rec(out, r);
  o[0] = d; o[1] = c; o[2] = s; o[3] = f; o[4] = sc; o[5] = uc; o[6] = b;
  o[7] = (double)ll; o[8] = u; o[9] = col;
  *p = r + 1000; // the pointer argument is written through
}

__global__ void k_align(char c, double2 d2, char c2, Al16 a, float f, double *out,
                        int r) {
  double *o = rec(out, r);
  o[0] = c; o[1] = d2.x; o[2] = d2.y; o[3] = c2; o[4] = a.a; o[5] = a.b;
  o[6] = a.c; o[7] = f;
}

__global__ void k_empty(Empty, int x, Empty, double y, double *out, int r) {
  double *o = rec(out, r);
  o[0] = x; o[1] = y;
}

__global__ void k_noargs() { atomicAdd(&g_noargs_count, 1); }

template <typename T> __global__ void k_tmpl(T v, char tail, double *out, int r) {
  double *o = rec(out, r);
  o[0] = (double)v; o[1] = tail; o[2] = sizeof(T);
}

__global__ void k_many(char a0, double a1, int a2, short a3, float a4, char a5,
                       long long a6, double *a7, int a8, char a9, double a10,
                       unsigned short a11, float a12, int a13, char a14,
                       double a15, int a16, short a17, char a18, float a19,
                       double a20, int a21, char a22, int r) {
  double *o = rec(a7, r);
  o[0] = a0; o[1] = a1; o[2] = a2; o[3] = a3; o[4] = a4; o[5] = a5;
  o[6] = (double)a6; o[7] = a8; o[8] = a9; o[9] = a10; o[10] = a11;
  o[11] = a12; o[12] = a13; o[13] = a14; o[14] = a15; o[15] = a16;
  o[16] = a17; o[17] = a18; o[18] = a19; o[19] = a20; o[20] = a21;
  o[21] = a22;
}

// ---- the values a parent thread passes (shared by host and device) ----
__host__ __device__ inline Mixed mixed_of(int t) {
  Mixed m;
  m.c = (char)('A' + t); m.i = -100000 * (t + 1); m.d = 0.5 + t * 1024.25;
  m.c2 = (char)(-t - 1); m.s = (short)(-30000 + t);
  return m;
}
__host__ __device__ inline Nested nested_of(int t) {
  Nested n;
  n.tag = (char)(t + 60); n.m = mixed_of(t + 3);
  n.arr[0] = 1.5f * t; n.arr[1] = -2.25f; n.arr[2] = 1e6f + t;
  n.uc = (unsigned char)(200 + t);
  return n;
}
__host__ __device__ inline Big big_of(int t) {
  Big b;
  for (int i = 0; i < 40; ++i)
    b.v[i] = t * 1000 + i * 7 - 50;
  return b;
}
__host__ __device__ inline Al16 al16_of(int t) {
  Al16 a;
  a.a = t - 17; a.b = 0.125f * t; a.c = t * 1048576.0 - 0.5; // exact: no FMA-contraction differences
  return a;
}

// Expected records, computed on the host the same way the children do.
static void expect_thread(std::vector<double> &e, int t, int r0) {
  auto o = [&](int k) { return &e[(size_t)(r0 + k) * kSlots]; };
  Mixed m = mixed_of(t);
  double *p = o(0);
  p[0] = m.c; p[1] = m.i; p[2] = m.d; p[3] = m.c2; p[4] = m.s; p[5] = 1 * 2;
  Nested n = nested_of(t);
  p = o(1);
  p[0] = (char)(t + 1); p[1] = n.tag; p[2] = n.m.c; p[3] = n.m.i; p[4] = n.m.d;
  p[5] = n.m.c2; p[6] = n.m.s; p[7] = n.arr[0]; p[8] = n.arr[1];
  p[9] = n.arr[2]; p[10] = n.uc;
  Big b = big_of(t);
  p = o(2);
  double sum = 0;
  for (int i = 0; i < 40; ++i)
    sum += b.v[i] * (i + 1);
  p[0] = (short)(-t - 2); p[1] = sum; p[2] = b.v[0]; p[3] = b.v[39];
  p = o(3);
  p[0] = 3.0 / 8 + t; p[1] = (char)(t + 'a'); p[2] = (short)(-1234 - t);
  p[3] = 2.5f * t - 1.0f; p[4] = (signed char)(-128 + t);
  p[5] = (unsigned char)(255 - t); p[6] = (t % 2) != 0;
  p[7] = (double)((long long)t * 1000000007LL - 5000000000LL);
  p[8] = 4000000000u - t; p[9] = (t % 3 == 0) ? RED : (t % 3 == 1) ? GREEN : BLUE;
  Al16 a = al16_of(t);
  p = o(4);
  p[0] = (char)(t + 1); p[1] = 1.0 / 4 * t; p[2] = -3.5 - t; p[3] = (char)(t + 2);
  p[4] = a.a; p[5] = a.b; p[6] = a.c; p[7] = 7.75f + t;
  p = o(5);
  p[0] = t * 3; p[1] = t * 0.5 - 9;
  p = o(6);
  p[0] = (double)(-t - 1000); p[1] = 'x'; p[2] = sizeof(int);
  p = o(7);
  p[0] = 1.5 * t + 0.25; p[1] = 'y'; p[2] = sizeof(double);
  p = o(8);
  p[0] = (double)(long long)(-(1LL << 40) - t); p[1] = 'z'; p[2] = sizeof(long long);
  p = o(9);
  p[0] = (char)t; p[1] = 1.0 + t; p[2] = 2 + t; p[3] = (short)(3 + t);
  p[4] = 4.5f + t; p[5] = (char)(5 + t); p[6] = (double)(6LL + t + (1LL << 35));
  p[7] = 8 + t; p[8] = (char)(9 + t); p[9] = 10.0 + t;
  p[10] = (unsigned short)(65000 + t); p[11] = 12.5f + t; p[12] = 13 + t;
  p[13] = (char)(14 + t); p[14] = 15.0 + t; p[15] = 16 + t;
  p[16] = (short)(17 + t); p[17] = (char)(18 + t); p[18] = 19.5f + t;
  p[19] = 20.0 + t; p[20] = 21 + t; p[21] = (char)(22 + t);
}

__global__ void parent(double *out, int *ptr_targets) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int r = t * kKernels;
  k_mixed<<<2, 1>>>(mixed_of(t), out, r + 0); //@launch
  k_nested<<<1, 1>>>((char)(t + 1), nested_of(t), out, r + 1); //@launch
  k_big<<<1, 1>>>((short)(-t - 2), big_of(t), out, r + 2); //@launch
  k_scalars<<<1, 1>>>(3.0 / 8 + t, (char)(t + 'a'), (short)(-1234 - t), 2.5f * t - 1.0f, &ptr_targets[t], (signed char)(-128 + t), (unsigned char)(255 - t), (t % 2) != 0, (long long)t * 1000000007LL - 5000000000LL, 4000000000u - t, (t % 3 == 0) ? RED : (t % 3 == 1) ? GREEN : BLUE, out, r + 3); //@launch
  double2 d2 = make_double2(1.0 / 4 * t, -3.5 - t);
  k_align<<<1, 1>>>((char)(t + 1), d2, (char)(t + 2), al16_of(t), 7.75f + t, out, r + 4); //@launch
  k_empty<<<1, 1>>>(Empty{}, t * 3, Empty{}, t * 0.5 - 9, out, r + 5); //@launch
  k_tmpl<int><<<1, 1>>>(-t - 1000, 'x', out, r + 6); //@launch
  k_tmpl<double><<<1, 1>>>(1.5 * t + 0.25, 'y', out, r + 7); //@launch
  k_tmpl<long long><<<1, 1>>>(-(1LL << 40) - t, 'z', out, r + 8); //@launch
  k_many<<<1, 1>>>((char)t, 1.0 + t, 2 + t, (short)(3 + t), 4.5f + t, (char)(5 + t), 6LL + t + (1LL << 35), out, 8 + t, (char)(9 + t), 10.0 + t, (unsigned short)(65000 + t), 12.5f + t, 13 + t, (char)(14 + t), 15.0 + t, 16 + t, (short)(17 + t), (char)(18 + t), 19.5f + t, 20.0 + t, 21 + t, (char)(22 + t), r + 9); //@launch
  k_noargs<<<1, 32>>>(); //@launch
  if (t == 0) {
    // Constant arguments (folded into the launch by the optimizer).
    Mixed m = {'q', 42, 2.75, 'w', -5};
    k_mixed<<<1, 3>>>(m, out, kParents * kKernels); //@launch
  }
}

int main() {
  e2e_set_pending_launches(4096);
  double *out = dev_alloc<double>((size_t)kRecords * kSlots);
  int *ptr_targets = dev_alloc<int>(kParents);
  int zero = 0;
  CK(cudaMemcpyToSymbol(g_noargs_count, &zero, sizeof zero));

  GpuTimer timer;
  timer.start();
  parent<<<2, kParents / 2>>>(out, ptr_targets); //@host
  CK_LAUNCH();
  float ms = timer.stop();

  std::vector<double> want((size_t)kRecords * kSlots, 0.0);
  for (int t = 0; t < kParents; ++t)
    expect_thread(want, t, t * kKernels);
  double *c = &want[(size_t)kParents * kKernels * kSlots];
  c[0] = 'q'; c[1] = 42; c[2] = 2.75; c[3] = 'w'; c[4] = -5; c[5] = 3;

  static const char *const kNames[kKernels] = {
      "k_mixed", "k_nested", "k_big", "k_scalars", "k_align",
      "k_empty", "k_tmpl<int>", "k_tmpl<double>", "k_tmpl<long long>", "k_many"};
  std::vector<double> got = to_host(out, (size_t)kRecords * kSlots);
  Checker chk;
  for (int r = 0; r < kRecords; ++r) {
    char what[64];
    snprintf(what, sizeof what, "%s(thread %d) slot",
             r < kParents * kKernels ? kNames[r % kKernels] : "k_mixed(const)",
             r / kKernels);
    for (int s = 0; s < kSlots; ++s)
      chk.eqf(what, s, got[(size_t)r * kSlots + s], want[(size_t)r * kSlots + s]);
  }
  std::vector<int> pt = to_host(ptr_targets, kParents);
  for (int t = 0; t < kParents; ++t)
    chk.eq("pointer target", t, pt[t], t * kKernels + 3 + 1000);
  int count = 0;
  CK(cudaMemcpyFromSymbol(&count, g_noargs_count, sizeof count));
  chk.eq("k_noargs thread count", 0, count, kParents * 32);
  return chk.finish(ms);
}
