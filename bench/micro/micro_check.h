// What every microbenchmark (bench/micro/*.cu) checks CUDA calls with: the
// error, where it happened, and exit status 1.
#ifndef DPOPT_BENCH_MICRO_CHECK_H
#define DPOPT_BENCH_MICRO_CHECK_H

#include <cstdio>
#include <cstdlib>

#define CHECK(x)                                                               \
  do {                                                                         \
    cudaError_t e_ = (x);                                                      \
    if (e_ != cudaSuccess) {                                                   \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(e_),      \
              __FILE__, __LINE__);                                             \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

#endif // DPOPT_BENCH_MICRO_CHECK_H
