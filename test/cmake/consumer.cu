// A DP program of a user's CMake project (see CMakeLists.txt): built with
// DPOpt through its CMake package, it must give the right result, and the
// runtime's statistics must show that DPOpt transformed its launch.
#include <dpagg.h>

#include <cstdio>
#include <vector>

#define CK(call)                                                               \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      printf("FAIL %s %s: %s\n", TEST_NAME, #call, cudaGetErrorString(err_));  \
      return 1;                                                                \
    }                                                                          \
  } while (0)

__global__ void fill(unsigned *out, unsigned begin, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[begin + i] = 3 * (begin + i) + 1;
}

__global__ void expand(unsigned *out, const unsigned *offsets, unsigned rows) {
  unsigned r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows)
    return;
  unsigned n = offsets[r + 1] - offsets[r];
  if (n > 0)
    fill<<<(n + 63) / 64, 64>>>(out, offsets[r], n);
}

int main() {
  const unsigned rows = 4096;
  std::vector<unsigned> offsets(rows + 1, 0);
  for (unsigned r = 0; r < rows; ++r)
    offsets[r + 1] = offsets[r] + (r % 97 == 0 ? 5000 : r % 13);
  unsigned total = offsets[rows];
  unsigned *d_out, *d_offsets;
  CK(cudaMalloc(&d_out, total * sizeof(unsigned)));
  CK(cudaMalloc(&d_offsets, (rows + 1) * sizeof(unsigned)));
  CK(cudaMemset(d_out, 0, total * sizeof(unsigned)));
  CK(cudaMemcpy(d_offsets, offsets.data(), (rows + 1) * sizeof(unsigned),
                cudaMemcpyHostToDevice));
  CK(dpoptResetStats());
  expand<<<rows / 128, 128>>>(d_out, d_offsets, rows);
  CK(cudaGetLastError());
  CK(cudaDeviceSynchronize());
  std::vector<unsigned> out(total);
  CK(cudaMemcpy(out.data(), d_out, total * sizeof(unsigned),
                cudaMemcpyDeviceToHost));
  for (unsigned i = 0; i < total; ++i)
    if (out[i] != 3 * i + 1) {
      printf("FAIL %s out[%u] = %u, expected %u\n", TEST_NAME, i, out[i],
             3 * i + 1);
      return 1;
    }
  dpoptStats s;
  CK(dpoptGetStats(&s));
  // Every launch site DPOpt aggregates is counted; plain clang counts none.
  if (s.aggSites == 0 || s.failedLaunches != 0 || s.aggLost != 0) {
    printf("FAIL %s statistics: %llu aggregation sites, %llu failed launches, "
           "%llu records lost\n",
           TEST_NAME, s.aggSites, s.failedLaunches, s.aggLost);
    return 1;
  }
  printf("PASS %s 0 (%llu sites aggregated into %llu launches)\n", TEST_NAME,
         s.aggSites, s.aggLaunches);
  return 0;
}
