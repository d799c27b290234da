// Shared helpers of the self-checking end-to-end programs in test/e2e.
//
// Every program defines TEST_NAME, computes a host reference, compares it with
// what the GPU computed and prints exactly one line on stdout:
//   PASS <name> <time-ms>        (exit status 0)
//   FAIL <name> <what differed>  (exit status 1)
// Any CUDA error on the host side is a FAIL too.
//
// Conventions for scripts/../test/e2e/check-remarks.sh (run by ctest without a
// GPU): every source line with a `<<<` launch carries a trailing marker
//   //@launch  device-side launch that DPOpt must find and rewrite into V2 form
//   //@host    host-side launch (DPOpt must not report it)
// and hand-written runtime calls carry
//   //@launch  on a cudaLaunchDevice(...) call (V1, must be rewritten)
//   //@v2      on a cudaLaunchDeviceV2(...) call (found, left in V2 form)
// Keep each launch on a single line.
#pragma once

#include <cuda_runtime.h>

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#ifndef TEST_NAME
#error "define TEST_NAME before including e2e.h"
#endif

#define E2E_STR2(x) #x
#define E2E_STR(x) E2E_STR2(x)

// Host-side check of a CUDA runtime call: any error ends the program with FAIL.
#define CK(call)                                                               \
  do {                                                                         \
    cudaError_t e2e_err_ = (call);                                             \
    if (e2e_err_ != cudaSuccess) {                                             \
      printf("FAIL %s CUDA error at %s:%d: %s: %s (%d)\n", TEST_NAME,          \
             __FILE__, __LINE__, #call, cudaGetErrorString(e2e_err_),          \
             (int)e2e_err_);                                                   \
      fflush(stdout);                                                          \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

// After every host launch: the launch itself and the whole grid tree.
#define CK_LAUNCH()                                                            \
  do {                                                                         \
    CK(cudaGetLastError());                                                    \
    CK(cudaDeviceSynchronize());                                               \
  } while (0)

// DPOPT_E2E_QUICK=1 (set by run-gpu-tests.sh --sanitize): less work.
static inline bool e2e_quick_mode() {
  const char *q = getenv("DPOPT_E2E_QUICK");
  return q && *q && strcmp(q, "0") != 0;
}

// A 32-bit integer hash (the same on host and device) for test inputs.
__host__ __device__ inline unsigned e2e_mix(unsigned x) {
  x ^= x >> 16;
  x *= 0x7feb352du;
  x ^= x >> 15;
  x *= 0x846ca68bu;
  x ^= x >> 16;
  return x;
}

// Raises the pending-launch limit; call before the first kernel.
static inline void e2e_set_pending_launches(size_t n) {
  CK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, n));
}

// CUDA-event timer around the main GPU work.
struct GpuTimer {
  cudaEvent_t a, b;
  GpuTimer() {
    CK(cudaEventCreate(&a));
    CK(cudaEventCreate(&b));
  }
  ~GpuTimer() {
    cudaEventDestroy(a);
    cudaEventDestroy(b);
  }
  void start() { CK(cudaEventRecord(a)); }
  float stop() {
    CK(cudaEventRecord(b));
    CK(cudaEventSynchronize(b));
    float ms = 0;
    CK(cudaEventElapsedTime(&ms, a, b));
    return ms;
  }
};

// Collects mismatches; finish() prints the single result line.
class Checker {
  long fails_ = 0;
  std::string msgs_;

public:
  void fail(const char *fmt, ...) __attribute__((format(printf, 2, 3))) {
    if (fails_++ < 4) {
      char buf[512];
      va_list ap;
      va_start(ap, fmt);
      vsnprintf(buf, sizeof buf, fmt, ap);
      va_end(ap);
      if (!msgs_.empty())
        msgs_ += "; ";
      msgs_ += buf;
    }
  }
  // Integer and pointer-sized values.
  bool eq(const char *what, long idx, long long got, long long want) {
    if (got == want)
      return true;
    fail("%s[%ld]: got %lld, want %lld", what, idx, got, want);
    return false;
  }
  // Floating point values: compared exactly (the tests use exact values).
  bool eqf(const char *what, long idx, double got, double want) {
    if (got == want)
      return true;
    fail("%s[%ld]: got %.17g, want %.17g", what, idx, got, want);
    return false;
  }
  // Compares whole arrays, reporting the first few differences.
  template <typename T>
  long eq_array(const char *what, const std::vector<T> &got,
                const std::vector<T> &want) {
    long bad = 0;
    for (size_t i = 0; i < want.size(); ++i)
      if (!(got[i] == want[i])) {
        if (bad < 3)
          fail("%s[%zu]: got %lld, want %lld", what, i, (long long)got[i],
               (long long)want[i]);
        else
          ++fails_;
        ++bad;
      }
    if (bad > 3)
      fail("%s: %ld of %zu elements differ", what, bad, want.size());
    return bad;
  }
  long failures() const { return fails_; }
  // Prints PASS/FAIL and returns main's exit status.
  int finish(float ms) {
    if (fails_) {
      printf("FAIL %s %s%s\n", TEST_NAME, msgs_.c_str(),
             fails_ > 4 ? " (more mismatches not shown)" : "");
      fflush(stdout);
      return 1;
    }
    printf("PASS %s %.3f\n", TEST_NAME, ms);
    fflush(stdout);
    return 0;
  }
};

// Device side: remembers the first error seen at a launch site.
__device__ inline void e2e_record(int *errs, int site, cudaError_t e) {
  if (e != cudaSuccess)
    atomicCAS(&errs[site], 0, (int)e);
}

// Device side: the launching thread's last error (clears it).
__device__ inline void e2e_record_last(int *errs, int site) {
  e2e_record(errs, site, cudaGetLastError());
}

// Host side: checks that no device-side launch reported an error.
static inline void e2e_check_device_errors(Checker &chk, const int *dev_errs,
                                           int n, const char *const *names) {
  std::vector<int> h(n);
  CK(cudaMemcpy(h.data(), dev_errs, n * sizeof(int), cudaMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i)
    if (h[i])
      chk.fail("device-side error at %s: %s (%d)", names ? names[i] : "site",
               cudaGetErrorString((cudaError_t)h[i]), h[i]);
}

template <typename T> static T *dev_alloc(size_t n, int fill_byte = 0) {
  T *p = nullptr;
  CK(cudaMalloc(&p, n * sizeof(T) + 1));
  CK(cudaMemset(p, fill_byte, n * sizeof(T) + 1));
  return p;
}

template <typename T> static std::vector<T> to_host(const T *p, size_t n) {
  std::vector<T> h(n);
  if (n)
    CK(cudaMemcpy(h.data(), p, n * sizeof(T), cudaMemcpyDeviceToHost));
  return h;
}

template <typename T> static T *to_device(const std::vector<T> &h) {
  T *p = dev_alloc<T>(h.size());
  if (!h.empty())
    CK(cudaMemcpy(p, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice));
  return p;
}

// Where each of \p parents parents' elements start in one array, parent p
// having size(p): offs[p] .. offs[p + 1] (offs[parents] is the total).
template <typename SizeFn>
static std::vector<long> element_offsets(int parents, SizeFn size) {
  std::vector<long> offs(parents + 1, 0);
  for (int p = 0; p < parents; ++p)
    offs[p + 1] = offs[p] + size(p);
  return offs;
}
