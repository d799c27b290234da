// Probe: does a kernel that contains a device launch it never makes cost more per host launch?
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include <cuda_runtime.h>
#define CK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("err %s line %d\n", cudaGetErrorString(e), __LINE__); return 1; } } while (0)

__global__ void child(int *out) { out[threadIdx.x] += 1; }

__global__ void k_plain(const int *in, int *out, int n, int flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] + 1;
}
__global__ void k_dead_launch(const int *in, int *out, int n, int flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] + 1;
  if (i == flag) child<<<1, 1>>>(out);
}
__global__ void k_dead_launch_ff(const int *in, int *out, int n, int flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] + 1;
  if (i == flag) child<<<1, 1, 0, cudaStreamFireAndForget>>>(out);
}
__global__ void k_dead_tail(const int *in, int *out, int n, int flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] + 1;
  if (i == flag) child<<<1, 1, 0, cudaStreamTailLaunch>>>(out);
}
__device__ __noinline__ int stacky(const int *in, int i, int n) {
  volatile int a[8];
  for (int k = 0; k < 8; k++) a[k] = in[(i + k) % n];
  return a[i & 7];
}
__global__ void k_stack(const int *in, int *out, int n, int flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = (i == flag) ? stacky(in, i, n) : in[i] + 1;
}
__global__ void k_barrier(const int *in, int *out, int n, int flag) {
  __shared__ int s;
  if (threadIdx.x == 0) s = flag;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] + 1 + (s == i);
}
__device__ __noinline__ void do_launch(int *out) { child<<<1, 1>>>(out); }
typedef void (*LaunchFn)(int *);
__device__ LaunchFn g_launcher = do_launch;
__global__ void k_indirect_launch(const int *in, int *out, int n, int flag) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] + 1;
  if (i == flag) g_launcher(out);
}
__global__ void k_live_check(int *out) { out[0] = 0; }
// launches only when flag hits: the live version (flag = 0 makes thread 0 launch once per grid)
typedef void (*K)(const int *, int *, int, int);
struct V { const char *name; K k; };

int main(int argc, char **argv) {
  int reps = 7, iters = 1000;
  // argv[1]: cudaLimitDevRuntimePendingLaunchCount (default: the driver's, 2048)
  if (argc > 1 && atoll(argv[1]) > 0) CK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, (size_t)atoll(argv[1])));
  size_t lim = 0;
  CK(cudaDeviceGetLimit(&lim, cudaLimitDevRuntimePendingLaunchCount));
  printf("pending launch limit %zu\n", lim);
  std::vector<V> vs = {{"plain", k_plain}, {"dead_launch", k_dead_launch}, {"dead_launch_ff", k_dead_launch_ff},
                       {"dead_tail", k_dead_tail}, {"stack", k_stack}, {"barrier", k_barrier}, {"indirect_launch", k_indirect_launch}};
  // argv[2]: one grid size (threads) instead of the three below
  std::vector<int> sizes = {256, 1 << 16, 1 << 20};
  if (argc > 2) sizes = {atoi(argv[2])};
  int *in, *out;
  CK(cudaMalloc(&in, (1 << 20) * 4 + 64));
  CK(cudaMalloc(&out, (1 << 20) * 4 + 64));
  CK(cudaMemset(in, 0, (1 << 20) * 4));
  cudaEvent_t a, b;
  cudaEventCreate(&a); cudaEventCreate(&b);
  printf("%-16s %8s %10s %10s\n", "kernel", "n", "us/launch", "min");
  // Mode 0, throughput: `iters` launches back to back. Mode 1, latency
  // ("sync"): iters / 4 launches, each followed by a 4-byte copy back (BFS's
  // host loop). The variants alternate round by round; the first round is
  // a warm-up.
  int h;
  for (int sync = 0; sync < 2; sync++)
    for (int n : sizes) {
      int blocks = (n + 255) / 256, count = sync ? iters / 4 : iters;
      std::vector<std::vector<float>> t(vs.size());
      for (int r = 0; r < reps + 1; r++)
        for (size_t v = 0; v < vs.size(); v++) {
          for (int w = 0; w < 20; w++) vs[v].k<<<blocks, 256>>>(in, out, n, -1);
          cudaEventRecord(a);
          for (int it = 0; it < count; it++) {
            vs[v].k<<<blocks, 256>>>(in, out, n, -1);
            if (sync) cudaMemcpy(&h, out, 4, cudaMemcpyDeviceToHost);
          }
          cudaEventRecord(b);
          CK(cudaEventSynchronize(b));
          float ms; cudaEventElapsedTime(&ms, a, b);
          if (r > 0) t[v].push_back(ms * 1000 / count);
        }
      for (size_t v = 0; v < vs.size(); v++) {
        std::sort(t[v].begin(), t[v].end());
        printf("%s%-16s %8d %10.3f %10.3f\n", sync ? "sync " : "", vs[v].name, n, t[v][t[v].size() / 2], t[v][0]);
      }
    }
  // live launches through each launching kernel: the child's writes are seen after the parent
  for (K k : {k_dead_launch, k_indirect_launch}) {
    CK(cudaMemset(out, 0, 1024));
    k<<<1, 256>>>(in, out, 256, 0);  // out[0] = 1 by thread 0, then child adds 1 -> out[0] == 2
    CK(cudaDeviceSynchronize());
    CK(cudaGetLastError());
    cudaMemcpy(&h, out, 4, cudaMemcpyDeviceToHost);
    printf("live: out[0] = %d (want 2)\n", h);
  }
  // sanity: one live launch works
  k_dead_launch<<<1, 256>>>(in, out, 256, 0);
  CK(cudaDeviceSynchronize());
  CK(cudaGetLastError());
  printf("ok\n");
  return 0;
}
