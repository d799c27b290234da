// An irregular nested-parallel program written the natural DP way: each
// parent thread owns a segment of a CSR-like array whose length follows a
// power law, and launches a child grid over it (into the fire-and-forget
// stream, so children of one parent block need not run one after another).
// It checks its result against the CPU and prints the GPU time.
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(x)                                                               \
  do {                                                                         \
    cudaError_t e_ = (x);                                                      \
    if (e_ != cudaSuccess) {                                                   \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(e_),      \
              __FILE__, __LINE__);                                             \
      return 1;                                                                \
    }                                                                          \
  } while (0)

__global__ void scale_segment(const float *in, float *out, int begin, int n,
                              float factor) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[begin + i] = in[begin + i] * factor + 1.0f;
}

__global__ void parent(const int *offsets, const float *in, float *out,
                       int segments) {
  int s = blockIdx.x * blockDim.x + threadIdx.x;
  if (s >= segments)
    return;
  int begin = offsets[s], n = offsets[s + 1] - begin;
  if (n > 0)
    scale_segment<<<(n + 127) / 128, 128, 0, cudaStreamFireAndForget>>>(
        in, out, begin, n, 0.5f + (s % 7));
}

int main() {
  const int segments = 16384;
  std::vector<int> offsets(segments + 1, 0);
  srand(12345);
  for (int s = 0; s < segments; ++s) {
    // Power-law segment lengths: mostly tiny, a few large.
    double u = (rand() + 1.0) / (RAND_MAX + 2.0);
    int len = (int)(2.0 / (u * u));
    offsets[s + 1] = offsets[s] + (len > 20000 ? 20000 : len);
  }
  int total = offsets[segments];
  std::vector<float> in(total), out(total), ref(total);
  for (int i = 0; i < total; ++i)
    in[i] = (float)(i % 1000) * 0.25f;
  for (int s = 0; s < segments; ++s)
    for (int i = offsets[s]; i < offsets[s + 1]; ++i)
      ref[i] = in[i] * (0.5f + (s % 7)) + 1.0f;

  CHECK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 32768));
  int *d_off;
  float *d_in, *d_out;
  CHECK(cudaMalloc(&d_off, sizeof(int) * (segments + 1)));
  CHECK(cudaMalloc(&d_in, sizeof(float) * total));
  CHECK(cudaMalloc(&d_out, sizeof(float) * total));
  CHECK(cudaMemcpy(d_off, offsets.data(), sizeof(int) * (segments + 1),
                   cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_in, in.data(), sizeof(float) * total,
                   cudaMemcpyHostToDevice));

  cudaEvent_t start, stop;
  CHECK(cudaEventCreate(&start));
  CHECK(cudaEventCreate(&stop));
  float best = 1e30f;
  for (int rep = 0; rep < 4; ++rep) { // first run is a warm-up
    CHECK(cudaMemset(d_out, 0, sizeof(float) * total));
    CHECK(cudaEventRecord(start));
    parent<<<(segments + 127) / 128, 128>>>(d_off, d_in, d_out, segments);
    CHECK(cudaGetLastError());
    CHECK(cudaEventRecord(stop));
    CHECK(cudaEventSynchronize(stop));
    float ms;
    CHECK(cudaEventElapsedTime(&ms, start, stop));
    if (rep > 0 && ms < best)
      best = ms;
  }
  CHECK(cudaMemcpy(out.data(), d_out, sizeof(float) * total,
                   cudaMemcpyDeviceToHost));
  long bad = 0;
  for (int i = 0; i < total; ++i)
    if (out[i] != ref[i])
      ++bad;
  if (bad) {
    printf("FAIL irregular: %ld of %d elements wrong (child grids lost)\n",
           bad, total);
    return 1;
  }
  printf("PASS irregular: %d segments, %d elements, best of 3: %.3f ms\n",
         segments, total, best);
  return 0;
}
