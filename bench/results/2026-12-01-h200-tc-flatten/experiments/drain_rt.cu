// The drain store of the runtime as first written (results through pointers
// into the caller's local memory), tested apart from the plugin: compiled
// with -fgpu-rdc and linked with libdpagg.a, 31 of each 32 items never ran
// (README section 2). The runtime now returns the item packed in the result.
// Isolated test of the runtime's drain store functions.
#include "dpagg_abi.h"
#include <cstdio>
#include <vector>
using dpagg_abi::DrainStore;
extern "C" __device__ void *__dpopt_drain_reserve(DrainStore *S, unsigned Items);
extern "C" __device__ int __dpopt_drain_next(DrainStore *S, void **Record, unsigned *Local);
extern "C" __device__ void __dpopt_drain_done(DrainStore *S);
__device__ DrainStore Store;
__host__ __device__ unsigned sz(unsigned t) { unsigned h = t * 2654435761u; h ^= h >> 13; return 1 + h % 40; }
__global__ void publish(int n, const unsigned *base) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n) return;
  unsigned items = sz(t);
  unsigned *rec = (unsigned *)__dpopt_drain_reserve(&Store, items);
  if (rec) { rec[0] = base[t]; rec[1] = items; }
}
__global__ void drain(int *count, int *bad) {
  void *r; unsigned l;
  for (;;) {
    int st = __dpopt_drain_next(&Store, &r, &l);
    if (st == 0) break;
    if (st == 1) { unsigned *rec = (unsigned *)r; if (l >= rec[1]) atomicAdd(bad, 1); else atomicAdd(&count[rec[0] + l], 1); }
  }
  __dpopt_drain_done(&Store);
}
int main() {
  int n = 100000; std::vector<unsigned> base(n + 1, 0);
  for (int t = 0; t < n; t++) base[t + 1] = base[t] + sz(t);
  unsigned *dbase; int *count, *bad; cudaMalloc(&dbase, 4 * (n + 1)); cudaMalloc(&count, 4 * base[n]); cudaMalloc(&bad, 4);
  cudaMemcpy(dbase, base.data(), 4 * (n + 1), cudaMemcpyHostToDevice);
  char *records; unsigned long long *ends; cudaMalloc(&records, 16 * n); cudaMalloc(&ends, 8 * n);
  struct { void *R; unsigned long long *E; unsigned C, S; } f = {records, ends, (unsigned)n, 16};
  cudaMemcpyToSymbol(Store, &f, sizeof f, 16);
  for (int rep = 0; rep < 3; rep++) {
    cudaMemset(count, 0, 4 * base[n]); cudaMemset(bad, 0, 4);
    publish<<<(n + 255) / 256, 256>>>(n, dbase);
    drain<<<132 * 8, 256>>>(count, bad);
    std::vector<int> c(base[n]); cudaMemcpy(c.data(), count, 4 * base[n], cudaMemcpyDeviceToHost);
    int b; cudaMemcpy(&b, bad, 4, cudaMemcpyDeviceToHost);
    long zero = 0, multi = 0; for (int v : c) { zero += v == 0; multi += v > 1; }
    DrainStore s; cudaMemcpyFromSymbol(&s, Store, sizeof s);
    printf("rep %d: %u items, %ld never, %ld more than once, %d bad; store after: reserved %llx handed %llu ticket %u full %u; err %s\n", rep, base[n], zero, multi, b, s.Reserved, s.Handed, s.Ticket, s.Full, cudaGetErrorString(cudaGetLastError()));
  }
}
