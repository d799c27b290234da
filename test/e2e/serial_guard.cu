// Serialized children that test their linear thread index: the serial
// version runs a row of a child block up to the first thread that fails the
// test, and the rest without the guarded work (LinearIndexGuard.h). Each
// child below counts every thread it runs (before its test: the threads past
// it run that code too), records its first thread's run in a thread-0 test
// before the guard, and marks the indices that pass. The tests: i < n,
// i >= n then return, n > i, i <= last, an unsigned i < m (m beyond the grid
// too), a bound computed from two arguments, a bound that differs per
// blockIdx.y, 2-D blocks, and negative bounds. Every child runs serially in
// its parent thread alone, spread over the warp, and launched; each must do
// exactly the reference's work.
#define TEST_NAME "serial_guard"
#include "dpagg.h"
#include "e2e.h"

#include <algorithm>

constexpr int kSlots = 512; // visit slots per parent
constexpr int kCases = 9;

struct Out {
  int *visits; // [parent * kSlots + index]
  int *seen;   // [parent]: child threads run
  int *first;  // [parent]: runs of thread 0 of block 0
};

__device__ void prefix(Out o, int p) {
  atomicAdd(&o.seen[p], 1);
  if (blockIdx.x == 0 && blockIdx.y == 0 && threadIdx.x == 0 &&
      threadIdx.y == 0)
    atomicAdd(&o.first[p], 1);
}

__global__ void lt_child(Out o, int p, int n) {
  prefix(o, p);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&o.visits[p * kSlots + i], 1);
}

__global__ void ge_return_child(Out o, int p, int n) {
  prefix(o, p);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  atomicAdd(&o.visits[p * kSlots + i], 1);
}

__global__ void swapped_child(Out o, int p, int n) {
  prefix(o, p);
  int i = threadIdx.x + blockDim.x * blockIdx.x;
  if (n > i)
    atomicAdd(&o.visits[p * kSlots + i], 1);
}

__global__ void le_child(Out o, int p, int last) {
  prefix(o, p);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i <= last)
    atomicAdd(&o.visits[p * kSlots + i], 1);
}

__global__ void unsigned_child(Out o, int p, unsigned m) {
  prefix(o, p);
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < m)
    atomicAdd(&o.visits[p * kSlots + i], 1);
}

__global__ void range_child(Out o, int p, int begin, int end) {
  prefix(o, p);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < end - begin)
    atomicAdd(&o.visits[p * kSlots + i], 1);
}

// Grid (g, 2): row blockIdx.y has n - 3 * blockIdx.y indices.
__global__ void per_row_child(Out o, int p, int n) {
  prefix(o, p);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n - 3 * (int)blockIdx.y)
    atomicAdd(&o.visits[p * kSlots + blockIdx.y * 256 + i], 1);
}

// Blocks (32, 2): both rows of a block test the same i.
__global__ void rows_child(Out o, int p, int n) {
  prefix(o, p);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&o.visits[p * kSlots + threadIdx.y * 256 + i], 1);
}

__host__ __device__ int case_of(int p) { return p % kCases; }
// -3 .. 200: some bounds negative or zero.
__host__ __device__ int bound_of(int p) {
  return (int)(e2e_mix(p * 2654435761u + 7) % 204) - 3;
}
// Threads per block row and blocks, from the bound (at least one block).
__host__ __device__ int blocks_of(int n, int b) {
  return n > 0 ? (n + b - 1) / b : 1;
}

__global__ void parent(Out o, int parents) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= parents)
    return;
  int n = bound_of(p), g = blocks_of(n, 64);
  switch (case_of(p)) {
  case 0:
    lt_child<<<g, 64>>>(o, p, n); //@launch
    break;
  case 1:
    ge_return_child<<<g, 64>>>(o, p, n); //@launch
    break;
  case 2:
    swapped_child<<<g, 64>>>(o, p, n); //@launch
    break;
  case 3:
    le_child<<<g, 64>>>(o, p, n - 1); //@launch
    break;
  case 4: { // every thread passes when the bound is past the grid
    unsigned m = n < 0 ? 0xfffffff0u : (unsigned)n;
    unsigned_child<<<g, 64>>>(o, p, m); //@launch
    break;
  }
  case 5:
    range_child<<<g, 64>>>(o, p, 1000, 1000 + n); //@launch
    break;
  case 6:
    per_row_child<<<dim3(g, 2), 64>>>(o, p, n); //@launch
    break;
  default:
    rows_child<<<blocks_of(n, 32), dim3(32, 2)>>>(o, p, n); //@launch
    break;
  }
}

// The reference: threads run, and the visits of parent p.
static void expect(int p, std::vector<int> &visits, int &seen) {
  int n = bound_of(p), c = case_of(p), g = blocks_of(n, 64);
  auto mark = [&](int row, int upto) {
    for (int i = 0; i < upto; ++i)
      visits[row * 256 + i] = 1;
  };
  switch (c) {
  case 4:
    seen = g * 64;
    mark(0, n < 0 ? g * 64 : n);
    break;
  case 6:
    seen = 2 * g * 64;
    mark(0, n);
    mark(1, n - 3);
    break;
  case 7:
  case 8:
    seen = blocks_of(n, 32) * 64;
    mark(0, n);
    mark(1, n);
    break;
  default:
    seen = g * 64;
    mark(0, n);
  }
}

int main() {
  Checker chk;
  const int parents = 1800;
  e2e_set_pending_launches(4096);
  Out o{dev_alloc<int>(parents * kSlots), dev_alloc<int>(parents),
        dev_alloc<int>(parents)};
  const unsigned Huge = 4000000000u;
  struct Setting {
    const char *what;
    unsigned threshold, spread;
  };
  const Setting settings[] = {
      {"serial, each child in its parent thread", Huge, Huge},
      {"serial, spread over the warp", Huge, 0},
      {"launched", 0, 0},
  };
  std::vector<int> want(parents * kSlots, 0), want_seen(parents);
  for (int p = 0; p < parents; ++p) {
    std::vector<int> v(kSlots, 0);
    expect(p, v, want_seen[p]);
    std::copy(v.begin(), v.end(), want.begin() + p * kSlots);
  }
  float total_ms = 0;
  for (const Setting &s : settings) {
    CK(dpoptSetThreshold(nullptr, s.threshold));
    if (s.spread)
      CK(dpoptSetParam(dpoptSpreadThreshold, nullptr, s.spread));
    else
      CK(dpoptClearParam(dpoptSpreadThreshold));
    CK(cudaMemset(o.visits, 0, parents * kSlots * sizeof(int)));
    CK(cudaMemset(o.seen, 0, parents * sizeof(int)));
    CK(cudaMemset(o.first, 0, parents * sizeof(int)));
    GpuTimer t;
    t.start();
    parent<<<(parents + 127) / 128, 128>>>(o, parents); //@host
    CK_LAUNCH();
    total_ms += t.stop();
    std::vector<int> v = to_host(o.visits, parents * kSlots);
    std::vector<int> seen = to_host(o.seen, parents);
    std::vector<int> first = to_host(o.first, parents);
    long wrong_visits = 0, wrong_seen = 0, wrong_first = 0;
    int example = -1;
    for (int p = 0; p < parents; ++p) {
      bool bad = false;
      for (int i = 0; i < kSlots; ++i)
        bad |= v[p * kSlots + i] != want[p * kSlots + i];
      wrong_visits += bad;
      wrong_seen += seen[p] != want_seen[p];
      wrong_first += first[p] != 1;
      if ((bad || seen[p] != want_seen[p] || first[p] != 1) && example < 0)
        example = p;
    }
    if (wrong_visits || wrong_seen || wrong_first)
      chk.fail("%s: %ld children with wrong visits, %ld with a wrong count "
               "of threads run, %ld with thread 0 not run once (first: "
               "parent %d, case %d, bound %d, threads run %d, want %d)",
               s.what, wrong_visits, wrong_seen, wrong_first, example,
               case_of(example), bound_of(example), seen[example],
               want_seen[example]);
  }
  CK(dpoptClearParam(dpoptThreshold));
  CK(dpoptClearParam(dpoptSpreadThreshold));
  return chk.finish(total_ms);
}
