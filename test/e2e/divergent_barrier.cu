// E2E-DPOPT-FLAGS: -mllvm -dpopt-assume-independent-launches
// (a thread's launches here do not depend on each other's order, which the
// launch-order analysis cannot tell: the flag keeps them transformed.)
// Children whose threads return before a barrier the others reach: an
// early `if (i >= n) return;` ahead of __syncthreads() is common CUDA, and
// works because threads that have exited no longer count at a barrier. A
// thread of an aggregated (or coarsened) block that "returned" must really
// exit: if it goes on to the next block or to the runtime's bookkeeping
// instead, the threads at the barrier wait for it for good (found by the
// differential fuzzer, seed 3: every DPOpt build hung, every nvcc build
// passed). Each child reverses its items through shared memory, within
// blocks that are only partly full; every item is checked.
#define TEST_NAME "divergent_barrier"
#include "e2e.h"

constexpr unsigned Blocks = 132, Threads = 64;
constexpr unsigned Parents = Blocks * Threads;

__host__ __device__ inline unsigned childSize(unsigned t, unsigned k) {
  unsigned h = e2e_mix(t * 3u + k * 7919u + 12345u);
  return 1 + h % 150;
}

// out[base + i] = base + (the item mirrored within its block) + 1.
__global__ void rev_early_return(unsigned *out, unsigned base, unsigned n) {
  __shared__ unsigned sm[64];
  unsigned t = threadIdx.x, first = blockIdx.x * blockDim.x;
  unsigned i = first + t;
  if (i >= n)
    return;
  unsigned cnt = n - first < blockDim.x ? n - first : blockDim.x;
  sm[t] = base + i + 1;
  __syncthreads();
  unsigned got = sm[cnt - 1 - t];
  atomicAdd(&out[base + first + cnt - 1 - t], got);
}

// Where a child writes, passed by value (a byval struct parameter, which an
// aggregated child reads from the runtime's record).
struct Dst {
  unsigned *out;
  unsigned base, n;
};

// 2D blocks (16 x 4): the threads past the end leave between two barriers.
__global__ void rev_two_barriers(Dst d) {
  unsigned *out = d.out, base = d.base, n = d.n;
  __shared__ unsigned sm[64];
  unsigned t = threadIdx.x + blockDim.x * threadIdx.y;
  unsigned bs = blockDim.x * blockDim.y, first = blockIdx.x * bs;
  unsigned i = first + t;
  sm[t] = 0;
  __syncthreads();
  if (i >= n)
    return;
  unsigned cnt = n - first < bs ? n - first : bs;
  sm[t] = base + i + 1;
  __syncthreads();
  atomicAdd(&out[base + first + cnt - 1 - t], sm[cnt - 1 - t]);
}

__global__ void parent(unsigned *out, unsigned *out2, const unsigned *bases,
                       unsigned rounds) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  for (unsigned r = 0; r < rounds; ++r) {
    unsigned n = childSize(t, 2 * r), b = bases[(2 * r) * Parents + t];
    rev_early_return<<<(n + 63) / 64, 64>>>(out, b, n); //@launch
    unsigned n2 = childSize(t, 2 * r + 1),
             b2 = bases[(2 * r + 1) * Parents + t];
    rev_two_barriers<<<(n2 + 63) / 64, dim3(16, 4)>>>(Dst{out2, b2, n2}); //@launch
  }
}

int main() {
  const unsigned rounds = 2;
  std::vector<unsigned> bases(2 * rounds * Parents);
  unsigned total[2] = {0, 0};
  for (unsigned k = 0; k < 2 * rounds; ++k)
    for (unsigned t = 0; t < Parents; ++t) {
      bases[k * Parents + t] = total[k % 2];
      total[k % 2] += childSize(t, k);
    }
  unsigned *d_out, *d_out2, *d_bases;
  CK(cudaMalloc(&d_out, total[0] * sizeof(unsigned)));
  CK(cudaMalloc(&d_out2, total[1] * sizeof(unsigned)));
  CK(cudaMalloc(&d_bases, bases.size() * sizeof(unsigned)));
  CK(cudaMemcpy(d_bases, bases.data(), bases.size() * sizeof(unsigned),
                cudaMemcpyHostToDevice));
  CK(cudaMemset(d_out, 0, total[0] * sizeof(unsigned)));
  CK(cudaMemset(d_out2, 0, total[1] * sizeof(unsigned)));
  e2e_set_pending_launches(2 * rounds * Parents + 4096);
  GpuTimer timer;
  timer.start();
  parent<<<Blocks, Threads>>>(d_out, d_out2, d_bases, rounds); //@host
  float ms = timer.stop();
  CK_LAUNCH();
  std::vector<unsigned> out(total[0]), out2(total[1]);
  CK(cudaMemcpy(out.data(), d_out, total[0] * sizeof(unsigned),
                cudaMemcpyDeviceToHost));
  CK(cudaMemcpy(out2.data(), d_out2, total[1] * sizeof(unsigned),
                cudaMemcpyDeviceToHost));
  // Each slot receives its own value once (the mirror of a mirror).
  for (unsigned k = 0; k < 2; ++k) {
    const std::vector<unsigned> &o = k ? out2 : out;
    for (unsigned i = 0; i < total[k]; ++i)
      if (o[i] != i + 1) {
        printf("FAIL %s child %u: slot %u holds %u, expected %u\n", TEST_NAME,
               k, i, o[i], i + 1);
        return 1;
      }
  }
  printf("PASS %s %.3f\n", TEST_NAME, ms);
  return 0;
}
