// Which child shape makes a grid's tail launches hang? 4 blocks of 1024
// threads; threads with tid % 17 < 5 (of the first 769) make 8 tail launches
// each (about 1,800), as dpfuzz_57 does; the host waits up to 15 s.
// -DSHAPE=0..7 (bits: early return, barrier and shared memory, 3-D block);
// -DSYNC: cudaDeviceSynchronize before polling; -DNOERR: no cudaGetLastError;
// -DKW=N: the child also takes a struct of N words (4, 24 and 64 ran).
// Arguments: BIG (child sizes 1-1000, else 1) [STACK_BYTES [PENDING_LIMIT]].
// Built with nvcc -rdc=true -arch=sm_90 -O2 -cudart static ... -lcudadevrt.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <unistd.h>
#ifdef KW
struct Words { unsigned w[KW]; };
#define WORDS_PARAM , Words x
#define WORDS_ARG , Words{}
#else
#define WORDS_PARAM
#define WORDS_ARG
#endif
__global__ void child(unsigned *c, int n WORDS_PARAM) {
#ifdef KW
  if (x.w[KW - 1] == 12345u) n = 0;
#endif
  int bs = blockDim.x * blockDim.y * blockDim.z;
  int t = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  int bl = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  int i = bl * bs + t;
#if SHAPE & 1 // early return before a barrier
  if (i >= n) return;
#endif
#if SHAPE & 2 // a barrier and shared memory
  __shared__ unsigned sm[512];
  sm[t] = i;
  __syncthreads();
  if (i < n) atomicAdd(c, sm[t] == (unsigned)i ? 1u : 1000u);
#else
  if (i < n) atomicAdd(c, 1u);
#endif
}
__global__ void parent(unsigned *c, int bigchild) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  if (tid >= 769u || tid % 17u >= 5u) return;
  for (unsigned it = 0; it < 8u; ++it) {
    int n = bigchild ? 1 + (int)((tid * 8u + it) * 2654435761u % 1000u) : 1;
    int nb = (n + 104) / 105;
#if SHAPE & 4
    dim3 blk(3, 5, 7);
#else
    dim3 blk(105, 1, 1);
#endif
    child<<<dim3(1, nb), blk, 0, cudaStreamTailLaunch>>>(c, n WORDS_ARG);
#ifndef NOERR
    if (cudaGetLastError() != cudaSuccess) atomicAdd(c + 1, 1u);
#endif
  }
}
int main(int argc, char **argv) {
  int big = atoi(argv[1]);
  if (argc > 2) cudaDeviceSetLimit(cudaLimitStackSize, (size_t)atoi(argv[2]));
  if (argc > 3) cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, (size_t)atoi(argv[3]));
  unsigned *c;
  cudaMalloc(&c, 8);
  cudaMemset(c, 0, 8);
  cudaDeviceSynchronize();
  auto t0 = std::chrono::steady_clock::now();
  parent<<<4, 1024>>>(c, big);
  cudaError_t e;
#ifdef SYNC
  e = cudaDeviceSynchronize();
#endif
  while ((e = cudaStreamQuery(0)) == cudaErrorNotReady) {
    if (std::chrono::steady_clock::now() - t0 > std::chrono::seconds(15)) {
      printf("HANG shape=%d big=%d\n", SHAPE, big);
      fflush(stdout);
      _exit(3);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  unsigned h[2] = {0, 0};
  cudaMemcpy(h, c, 8, cudaMemcpyDeviceToHost);
  printf("DONE shape=%d big=%d items=%u failed=%u err=%s ms=%.1f\n", SHAPE, big, h[0], h[1], cudaGetErrorName(e),
         std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  return 0;
}
