// How many tail launches can one grid make? Each of B*T threads makes L
// tail launches of a one-thread child; the host waits up to 20 s.
// Arguments: B T L PENDING_LIMIT (0: default) [STREAM (0 tail, 1 fire-and-forget,
// 2 NULL) [GRIDS]]. Built as tail_shape.cu.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <unistd.h>
__global__ void child(unsigned *c) { atomicAdd(c, 1u); }
__global__ void parent(unsigned *c, int L, int stream_kind) {
  for (int i = 0; i < L; ++i) {
    if (stream_kind == 0)
      child<<<1, 1, 0, cudaStreamTailLaunch>>>(c);
    else if (stream_kind == 1)
      child<<<1, 1, 0, cudaStreamFireAndForget>>>(c);
    else
      child<<<1, 1>>>(c);
    if (cudaGetLastError() != cudaSuccess) atomicAdd(c + 1, 1u);
  }
}
int main(int argc, char **argv) {
  int B = atoi(argv[1]), T = atoi(argv[2]), L = atoi(argv[3]);
  long lim = atol(argv[4]);
  int kind = argc > 5 ? atoi(argv[5]) : 0;
  int reps = argc > 6 ? atoi(argv[6]) : 1;
  if (lim > 0) cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, (size_t)lim);
  size_t got = 0;
  cudaDeviceGetLimit(&got, cudaLimitDevRuntimePendingLaunchCount);
  unsigned *c;
  cudaMalloc(&c, 8);
  cudaMemset(c, 0, 8);
  cudaDeviceSynchronize();
  auto t0 = std::chrono::steady_clock::now();
  for (int r = 0; r < reps; ++r) parent<<<B, T>>>(c, L, kind);
  cudaError_t e;
  while ((e = cudaStreamQuery(0)) == cudaErrorNotReady) {
    if (std::chrono::steady_clock::now() - t0 > std::chrono::seconds(20)) {
      printf("HANG B=%d T=%d L=%d launches=%ld limit=%zu kind=%d reps=%d\n", B, T, L, (long)B * T * L * reps, got, kind, reps);
      fflush(stdout);
      _exit(3);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  unsigned h[2] = {0, 0};
  cudaMemcpy(h, c, 8, cudaMemcpyDeviceToHost);
  double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  printf("%s B=%d T=%d L=%d launches=%ld limit=%zu kind=%d reps=%d ran=%u failed=%u err=%s ms=%.1f\n",
         h[0] + h[1] == (unsigned)((long)B * T * L * reps) ? "OK" : "LOST", B, T, L, (long)B * T * L * reps, got, kind, reps, h[0], h[1],
         cudaGetErrorName(e), ms);
  return 0;
}
