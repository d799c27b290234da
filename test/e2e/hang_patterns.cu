// E2E-DPOPT-FLAGS: -mllvm -dpopt-assume-independent-launches
// (a thread's launches here do not depend on each other's order, which the
// launch-order analysis cannot tell: the flag keeps them transformed.)
// Launches that stay at their site beside children run serially: the
// patterns of the differential-testing programs that hung under DPOpt
// (../shared/repro dpfuzz_1006, 1023, 1027, 1033): the CDP2 device runtime
// can stop a warp for good when some of its lanes launch while others run
// serial work (known-issues/). DPOpt must not run children serially in such
// parents (SerialWorkSafety). Each parent has lanes with small children
// (thresholdable) and large ones, three rounds, and one of: a launch in a
// __noinline__ helper, a launch into a stream the thread creates, a tail
// launch, a child that launches a grandchild, a launch site in a
// __noinline__ helper that also has the small children, a stream created
// and destroyed beside the launches, lanes that return before a barrier, or
// children that make tail launches. Every item is
// counted once; a hang is a timeout.
#define TEST_NAME "hang_patterns"
#include "e2e.h"

constexpr unsigned Blocks = 132, Threads = 128, Rounds = 3;
constexpr unsigned Parents = Blocks * Threads;

// Children of thread t in round r: mostly small, a few large (power law).
__host__ __device__ inline unsigned childSize(unsigned t, unsigned r) {
  unsigned h = (t * 2654435761u) ^ (r * 40503u + 977u);
  h ^= h >> 13;
  return h % 17 == 0 ? 600 + h % 700 : 1 + h % 40;
}

// slot = base + i gets base + i + 1, once.
__global__ void fill(unsigned *out, unsigned base, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&out[base + i], base + i + 1);
}
__global__ void fill_and_spawn(unsigned *out, unsigned base, unsigned n,
                               unsigned *extra, unsigned extraBase) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&out[base + i], base + i + 1);
  if (i == 0)
    fill<<<1, 8>>>(extra, extraBase, 8); //@launch
}

__device__ __noinline__ void helperLaunch(unsigned *out, unsigned base,
                                          unsigned n) {
  fill<<<(n + 63) / 64, 64>>>(out, base, n); //@launch
}

// Where thread t's round-r children write: slots [base, base + size).
__device__ inline unsigned slotBase(const unsigned *bases, unsigned t,
                                    unsigned r) {
  return bases[r * Parents + t];
}

__global__ void p_noinline_helper(unsigned *out, unsigned *out2,
                                  const unsigned *bases) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  for (unsigned r = 0; r < Rounds; ++r) {
    unsigned n = childSize(t, r), b = slotBase(bases, t, r);
    fill<<<(n + 31) / 32, 32>>>(out, b, n); //@launch
    helperLaunch(out2, b, n);
  }
}

__global__ void p_user_stream(unsigned *out, unsigned *out2,
                              const unsigned *bases) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  for (unsigned r = 0; r < Rounds; ++r) {
    unsigned n = childSize(t, r), b = slotBase(bases, t, r);
    fill<<<(n + 31) / 32, 32>>>(out, b, n); //@launch
    fill<<<(n + 63) / 64, 64, 0, s>>>(out2, b, n); //@launch
  }
  cudaStreamDestroy(s);
}

__global__ void p_tail(unsigned *out, unsigned *out2, const unsigned *bases) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  for (unsigned r = 0; r < Rounds; ++r) {
    unsigned n = childSize(t, r), b = slotBase(bases, t, r);
    fill<<<(n + 31) / 32, 32>>>(out, b, n); //@launch
    fill<<<(n + 63) / 64, 64, 0, cudaStreamTailLaunch>>>(out2, b, n); //@launch
  }
}

__global__ void p_spawning_child(unsigned *out, unsigned *out2,
                                 const unsigned *bases) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  for (unsigned r = 0; r < Rounds; ++r) {
    unsigned n = childSize(t, r), b = slotBase(bases, t, r);
    fill<<<(n + 31) / 32, 32>>>(out, b, n); //@launch
    fill_and_spawn<<<(n + 63) / 64, 64>>>(out2, b, n, out2 + (1u << 22), (r * Parents + t) * 8); //@launch
  }
}

// A stream created and destroyed in each round (no launch into it): the
// two calls enter the device runtime at their site, as a launch does
// (differential fuzzer, seed 1).
__global__ void p_stream_calls(unsigned *out, unsigned *out2,
                               const unsigned *bases) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  for (unsigned r = 0; r < Rounds; ++r) {
    unsigned n = childSize(t, r), b = slotBase(bases, t, r);
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    fill<<<(n + 31) / 32, 32>>>(out, b, n); //@launch
    fill<<<(n + 63) / 64, 64>>>(out2, b, n); //@launch
    cudaStreamDestroy(s);
  }
}

// Early-returning lanes before a barrier (every fifth thread of a block of
// 160 has no work): DPOpt must not make the returning lanes wait for the
// warp (fuzzer seeds 2015, 2057).
__global__ void p_divergent_barrier(unsigned *out, unsigned *out2,
                                    const unsigned *bases) {
  __shared__ unsigned seen[160];
  if (threadIdx.x % 5 == 4)
    return;
  unsigned t = blockIdx.x * Threads + threadIdx.x / 5 * 4 + threadIdx.x % 5;
  seen[threadIdx.x] = t;
  __syncthreads();
  if (seen[threadIdx.x] != t)
    return;
  for (unsigned r = 0; r < Rounds; ++r) {
    unsigned n = childSize(t, r), b = slotBase(bases, t, r);
    fill<<<(n + 31) / 32, 32>>>(out, b, n); //@launch
    fill<<<(n + 63) / 64, 64>>>(out2, b, n); //@launch
  }
}

// Children that make a tail launch (the first thread of each of their first
// 8 blocks). Coarsened children that make tail launches hung (fuzzer seeds
// 2081, 2095) and are no longer coarsened; this simpler pattern ran with
// them coarsened too.
__global__ void fill_then_tail(unsigned *out, unsigned base, unsigned n,
                               unsigned *extra, unsigned extraBase) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&out[base + i], base + i + 1);
  if (threadIdx.x == 0 && blockIdx.x < 8)
    fill<<<1, 1, 0, cudaStreamTailLaunch>>>(extra, extraBase + blockIdx.x, 1); //@launch
}
__global__ void p_tail_in_child(unsigned *out, unsigned *out2,
                                const unsigned *bases) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  for (unsigned r = 0; r < Rounds; ++r) {
    unsigned n = childSize(t, r), b = slotBase(bases, t, r);
    fill<<<(n + 31) / 32, 32>>>(out, b, n); //@launch
    fill_then_tail<<<(n + 7) / 8, 8>>>(out2, b, n, out2 + (1u << 22), (r * Parents + t) * 8); //@launch
  }
}

__device__ __noinline__ void helperSites(unsigned *out, unsigned *out2,
                                         unsigned b, unsigned n) {
  fill<<<(n + 31) / 32, 32>>>(out, b, n); //@launch
  fill<<<(n + 63) / 64, 64>>>(out2, b, n); //@launch
}

__global__ void p_helper_sites(unsigned *out, unsigned *out2,
                               const unsigned *bases) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  for (unsigned r = 0; r < Rounds; ++r)
    helperSites(out, out2, slotBase(bases, t, r), childSize(t, r));
}

int main() {
  std::vector<unsigned> bases(Rounds * Parents);
  unsigned total = 0;
  for (unsigned r = 0; r < Rounds; ++r)
    for (unsigned t = 0; t < Parents; ++t) {
      bases[r * Parents + t] = total;
      total += childSize(t, r);
    }
  const unsigned extraSlots = Rounds * Parents * 8;
  // out2 holds the second launch's items, then (from 1 << 22) the
  // grandchildren's.
  if (total > (1u << 22)) {
    printf("FAIL %s too many items for the layout\n", TEST_NAME);
    return 1;
  }
  unsigned *d_out, *d_out2, *d_bases;
  size_t out2Slots = (1u << 22) + extraSlots;
  CK(cudaMalloc(&d_out, total * sizeof(unsigned)));
  CK(cudaMalloc(&d_out2, out2Slots * sizeof(unsigned)));
  CK(cudaMalloc(&d_bases, bases.size() * sizeof(unsigned)));
  CK(cudaMemcpy(d_bases, bases.data(), bases.size() * sizeof(unsigned),
                cudaMemcpyHostToDevice));
  // Every thread creates a stream in p_user_stream and up to three rounds
  // of launches are pending per thread.
  CK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 1 << 18));

  using Parent = void (*)(unsigned *, unsigned *, const unsigned *);
  // Grandchild slots written: none, 8 per child, or one per child block up
  // to 8 (tail launches).
  enum Extra { NoExtra, EightEach, PerBlock };
  struct {
    const char *name;
    Parent kernel;
    Extra extra;
    unsigned threads;
  } parents[] = {
      {"noinline_helper", p_noinline_helper, NoExtra, Threads},
      {"user_stream", p_user_stream, NoExtra, Threads},
      {"tail", p_tail, NoExtra, Threads},
      {"spawning_child", p_spawning_child, EightEach, Threads},
      {"helper_sites", p_helper_sites, NoExtra, Threads},
      {"stream_calls", p_stream_calls, NoExtra, Threads},
      {"divergent_barrier", p_divergent_barrier, NoExtra, 160},
      {"tail_in_child", p_tail_in_child, PerBlock, Threads}};
  float ms = 0;
  std::vector<unsigned> out(total), out2(out2Slots);
  // HANG_PATTERN=<name> runs one parent only (to tell which one hangs).
  const char *only = getenv("HANG_PATTERN");
  for (auto &p : parents) {
    if (only && *only && strcmp(only, p.name) != 0)
      continue;
    CK(cudaMemset(d_out, 0, total * sizeof(unsigned)));
    CK(cudaMemset(d_out2, 0, out2Slots * sizeof(unsigned)));
    cudaEvent_t t0, t1;
    CK(cudaEventCreate(&t0));
    CK(cudaEventCreate(&t1));
    CK(cudaEventRecord(t0));
    p.kernel<<<Blocks, p.threads>>>(d_out, d_out2, d_bases); //@host
    CK(cudaEventRecord(t1));
    CK_LAUNCH();
    float one = 0;
    CK(cudaEventElapsedTime(&one, t0, t1));
    ms += one;
    CK(cudaMemcpy(out.data(), d_out, total * sizeof(unsigned),
                  cudaMemcpyDeviceToHost));
    CK(cudaMemcpy(out2.data(), d_out2, out2Slots * sizeof(unsigned),
                  cudaMemcpyDeviceToHost));
    for (unsigned i = 0; i < total; ++i)
      if (out[i] != i + 1 || out2[i] != i + 1) {
        printf("FAIL %s %s: slot %u holds %u and %u, expected %u\n",
               TEST_NAME, p.name, i, out[i], out2[i], i + 1);
        return 1;
      }
    for (unsigned i = 0; i < extraSlots && p.extra != NoExtra; ++i) {
      unsigned r = i / 8 / Parents, t = i / 8 % Parents;
      unsigned blocks = (childSize(t, r) + 7) / 8;
      unsigned want = p.extra == EightEach || i % 8 < blocks ? i + 1 : 0;
      if (out2[(1u << 22) + i] != want) {
        printf("FAIL %s %s: grandchild slot %u holds %u, expected %u\n",
               TEST_NAME, p.name, i, out2[(1u << 22) + i], want);
        return 1;
      }
    }
  }
  printf("PASS %s %.3f\n", TEST_NAME, ms);
  return 0;
}
