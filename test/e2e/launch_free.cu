// Launch-free versions (README, Launch-free versions): a parent kernel run
// from the host level after level, like a BFS, whose children are small at
// most levels and large at a few. DPOpt's host launches run the parent's
// version without launches while its launches meet no child at or above the
// threshold, and the parent itself again after one that does. Every level's
// results are checked; so is the runtime's account of the host launches:
// each one of the parent counted once, the launch-free version run at most
// small levels, and each large level it met counted as a miss. Launches
// captured into a graph run the kernel itself.
#define TEST_NAME "launch_free"
#include "e2e.h"
#include "e2e_dpagg.h"

__global__ void child(int *count, int owner, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&count[owner], 1);
}

// Thread t's child has sizes[t] threads; without one, count[t] = 0.
__global__ void parent(int *count, const int *sizes, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= n)
    return;
  if (sizes[t] > 0)
    child<<<(sizes[t] + 127) / 128, 128>>>(count, t, sizes[t]); //@launch
  else
    count[t] = 0;
}

// A parent whose child launches kernels itself has no launch-free version.
__global__ void relay(int *count, int owner, int n) {
  if (threadIdx.x == 0 && n > 0)
    child<<<(n + 127) / 128, 128>>>(count, owner, n); //@launch
}
__global__ void relay_parent(int *count, const int *sizes, int n) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < n)
    relay<<<1, 32>>>(count, t, sizes[t]); //@launch
}

int main() {
  // A grid this small would run the parent's team version (team.cu tests
  // those); this test follows the launch-free version's state.
  setenv("DPOPT_TEAM", "off", 1);
  Checker chk;
  const int n = 4096, levels = 60, big = 5000;
  // As written, each thread may launch: more than the default limit of
  // pending launches (2048) at once.
  e2e_set_pending_launches(4 * n);
  int *count, *sizes;
  CK(cudaMalloc(&count, n * sizeof(int)));
  CK(cudaMalloc(&sizes, n * sizeof(int)));
  std::vector<int> h(n);
  auto is_big = [](int level) {
    return level == 25 || level == 26 || level == 45;
  };
  CK(dpoptResetStats());
  GpuTimer timer;
  timer.start();
  for (int level = 0; level < levels; ++level) {
    for (int t = 0; t < n; ++t)
      h[t] = (t * 7 + level) % 9; // 0..8 threads
    if (is_big(level))
      h[(level * 131) % n] = big;
    CK(cudaMemcpy(sizes, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CK(cudaMemset(count, 0, n * sizeof(int)));
    parent<<<n / 256, 256>>>(count, sizes, n); //@host
    CK_LAUNCH();
    char what[32];
    snprintf(what, sizeof what, "level %d", level);
    chk.eq_array(what, to_host(count, n), h);
  }
  float ms = timer.stop();
  dpoptHostStats hs;
  CK(dpoptGetHostStats(&hs));
  dpoptStats st = e2e_check_nothing_lost(chk);
  fprintf(stderr,
          "launch_free: %d host launches: %llu launch-free (%llu misses), "
          "%llu launching, %llu drain; %llu device launches\n",
          levels, hs.launchFreeRuns, hs.launchFreeMisses, hs.launchingRuns,
          hs.drainRuns, st.launches);
  // Without DPOpt (.plain) or with DPOPT_LAUNCH_FREE=off, nothing counted.
  // Where the kernel would run, its drain version may (DrainVersions.h).
  unsigned long long counted =
      hs.launchFreeRuns + hs.launchingRuns + hs.drainRuns;
  if (counted) {
    chk.eq("host launches counted", 0, (long long)counted, levels);
    chk.eq("misses at most the large levels", 0,
           hs.launchFreeMisses > 3 ? 1 : 0, 0);
    // At the compiled-in thresholds, most small levels run launch-free, the
    // first large one after them is a miss, and the next one launches.
    if (!getenv("DPOPT_THRESHOLD")) {
      chk.eq("launch-free at most small levels", 0,
             hs.launchFreeRuns >= levels / 3 ? 1 : 0, 1);
      chk.eq("a large level met launch-free", 0,
             hs.launchFreeMisses >= 1 ? 1 : 0, 1);
      chk.eq("a large level launched (or drained)", 0,
             st.launches > 0 || hs.drainRuns > 0 ? 1 : 0, 1);
    }
  }

  // Launches captured into a graph run the kernel itself (the graph replays
  // them whatever they meet) and are not counted. No child here: the
  // device runtime hangs a graph's kernel that launches into the NULL
  // stream (without DPOpt too).
  CK(dpoptResetStats());
  cudaStream_t stream;
  CK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  cudaGraph_t graph;
  cudaGraphExec_t exec;
  CK(cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal));
  parent<<<n / 256, 256, 0, stream>>>(count, sizes, n); //@host
  CK(cudaStreamEndCapture(stream, &graph));
  CK(cudaGraphInstantiate(&exec, graph, 0));
  for (int rep = 0; rep < 4; ++rep) {
    std::fill(h.begin(), h.end(), 0);
    // On the graph's stream: a non-blocking stream does not wait for the
    // NULL stream's copy and memset.
    CK(cudaMemcpyAsync(sizes, h.data(), n * sizeof(int),
                       cudaMemcpyHostToDevice, stream));
    CK(cudaMemsetAsync(count, 0xff, n * sizeof(int), stream)); // parent: 0
    CK(cudaGraphLaunch(exec, stream));
    CK(cudaStreamSynchronize(stream));
    chk.eq_array("graph", to_host(count, n), h);
  }
  CK(dpoptGetHostStats(&hs));
  chk.eq("graph: no host launch counted", 0,
         (long long)(hs.launchFreeRuns + hs.launchingRuns + hs.drainRuns), 0);
  CK(cudaGraphExecDestroy(exec));
  CK(cudaGraphDestroy(graph));
  CK(cudaStreamDestroy(stream));

  // No launch-free version: every host launch runs the kernel itself.
  CK(dpoptResetStats());
  for (int t = 0; t < n; ++t)
    h[t] = t % 3;
  CK(cudaMemcpy(sizes, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  for (int rep = 0; rep < 4; ++rep) {
    CK(cudaMemset(count, 0, n * sizeof(int)));
    relay_parent<<<n / 256, 256>>>(count, sizes, n); //@host
    CK_LAUNCH();
    chk.eq_array("relay", to_host(count, n), h);
  }
  CK(dpoptGetHostStats(&hs));
  chk.eq("relay: no launch-free run", 0, (long long)hs.launchFreeRuns, 0);
  e2e_check_nothing_lost(chk);
  CK(cudaFree(count));
  CK(cudaFree(sizes));
  return chk.finish(ms);
}
