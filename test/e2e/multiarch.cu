// One program built for two architectures (sm_80 and sm_90 images, each
// device-linked with its own copy of the DPOpt runtime): the image the GPU
// runs must be its own architecture's, and the DP work must be right in it.
// E2E-ARCHS: sm_80 sm_90
#define TEST_NAME "multiarch"
#include "e2e.h"

__device__ int ImageArch;

__global__ void child(unsigned *out, unsigned base, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&out[base + i], base + i + 1);
}

__global__ void parent(unsigned *out, const unsigned *start,
                       const unsigned *len, unsigned parents) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
#ifdef __CUDA_ARCH__
  if (t == 0)
    ImageArch = __CUDA_ARCH__;
#endif
  if (t >= parents || len[t] == 0)
    return;
  child<<<(len[t] + 127) / 128, 128>>>(out, start[t], len[t]); //@launch
}

int main() {
  const unsigned parents = 2048;
  std::vector<unsigned> start(parents), len(parents);
  unsigned total = 0;
  for (unsigned t = 0; t < parents; ++t) {
    len[t] = (t * 2654435761u >> 7) % 7 == 0 ? 300 + t % 900 : t % 40;
    start[t] = total;
    total += len[t];
  }
  unsigned *d_out, *d_start, *d_len;
  CK(cudaMalloc(&d_out, total * sizeof(unsigned)));
  CK(cudaMalloc(&d_start, parents * sizeof(unsigned)));
  CK(cudaMalloc(&d_len, parents * sizeof(unsigned)));
  CK(cudaMemset(d_out, 0, total * sizeof(unsigned)));
  CK(cudaMemcpy(d_start, start.data(), parents * sizeof(unsigned),
                cudaMemcpyHostToDevice));
  CK(cudaMemcpy(d_len, len.data(), parents * sizeof(unsigned),
                cudaMemcpyHostToDevice));
  cudaEvent_t t0, t1;
  CK(cudaEventCreate(&t0));
  CK(cudaEventCreate(&t1));
  CK(cudaEventRecord(t0));
  parent<<<parents / 256, 256>>>(d_out, d_start, d_len, parents); //@host
  CK(cudaEventRecord(t1));
  CK_LAUNCH();
  float ms = 0;
  CK(cudaEventElapsedTime(&ms, t0, t1));

  std::vector<unsigned> out(total);
  CK(cudaMemcpy(out.data(), d_out, total * sizeof(unsigned),
                cudaMemcpyDeviceToHost));
  int arch = 0;
  CK(cudaMemcpyFromSymbol(&arch, ImageArch, sizeof(int)));
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, 0));
  int want = prop.major * 100 + prop.minor * 10;
  // An sm_80 image also runs on later GPUs: only an sm_90 GPU proves that
  // the right one of the two was picked.
  if ((want == 800 || want == 900) && arch != want) {
    printf("FAIL %s ran the image for %d on a %d GPU\n", TEST_NAME, arch, want);
    return 1;
  }
  for (unsigned i = 0; i < total; ++i)
    if (out[i] != i + 1) {
      printf("FAIL %s out[%u] = %u, expected %u\n", TEST_NAME, i, out[i], i + 1);
      return 1;
    }
  printf("PASS %s %.3f (image %d)\n", TEST_NAME, ms, arch);
  return 0;
}
