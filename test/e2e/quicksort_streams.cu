// quicksort_streams: the recursive quicksort CUDA's samples teach
// (cdpSimpleQuicksort's scheme): one thread partitions a segment around its
// middle key, then launches itself on each side, each side into a stream it
// creates for it (cudaStreamNonBlocking) and destroys right after; below a
// size cut-off or at the depth limit it sorts the segment itself. DPOpt
// moves both launches into cudaStreamFireAndForget and drops the stream
// calls (CreatedStreams.h), then aggregates and coarsens them like any
// recursive child; they are not thresholded (the child launches). 128K
// random keys (8K at -O0; with duplicates), checked sorted and a
// permutation of the input (compared with std::sort's result).
#define TEST_NAME "quicksort_streams"
#include "e2e.h"

#include <algorithm>

// Unoptimized device code sorts one segment serially some 60 times slower
// (9.3 s for 128K keys on the H100): the -O0 build sorts fewer keys.
#ifdef __OPTIMIZE__
constexpr int kKeys = 1 << 17;
#else
constexpr int kKeys = 1 << 13;
#endif
constexpr int kMaxDepth = 16, kCutoff = 32;

__device__ void selection_sort(unsigned *data, int left, int right) {
  for (int i = left; i <= right; ++i) {
    unsigned min_val = data[i];
    int min_idx = i;
    for (int j = i + 1; j <= right; ++j)
      if (data[j] < min_val) {
        min_val = data[j];
        min_idx = j;
      }
    data[min_idx] = data[i];
    data[i] = min_val;
  }
}

__global__ void quicksort(unsigned *data, int left, int right, int depth,
                          int *errs) {
  if (depth >= kMaxDepth || right - left <= kCutoff) {
    selection_sort(data, left, right);
    return;
  }
  unsigned pivot = data[(left + right) / 2];
  int l = left, r = right;
  while (l <= r) {
    while (data[l] < pivot)
      ++l;
    while (data[r] > pivot)
      --r;
    if (l <= r) {
      unsigned t = data[l];
      data[l] = data[r];
      data[r] = t;
      ++l;
      --r;
    }
  }
  if (left < r) {
    cudaStream_t s;
    e2e_record(errs, 0, cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    quicksort<<<1, 1, 0, s>>>(data, left, r, depth + 1, errs); //@launch
    e2e_record_last(errs, 1);
    cudaStreamDestroy(s);
  }
  if (l < right) {
    cudaStream_t s1;
    e2e_record(errs, 0, cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking));
    quicksort<<<1, 1, 0, s1>>>(data, l, right, depth + 1, errs); //@launch
    e2e_record_last(errs, 1);
    cudaStreamDestroy(s1);
  }
}

int main() {
  static const char *const kSiteNames[] = {"cudaStreamCreateWithFlags",
                                           "launch"};
  e2e_set_pending_launches(32768);
  std::vector<unsigned> keys(kKeys);
  unsigned x = 12345u;
  for (int i = 0; i < kKeys; ++i) {
    x = x * 1664525u + 1013904223u;
    keys[i] = (x >> 8) % (kKeys / 2); // duplicates on purpose
  }
  std::vector<unsigned> want = keys;
  std::sort(want.begin(), want.end());

  unsigned *d = dev_alloc<unsigned>(kKeys);
  int *errs = dev_alloc<int>(2);
  // A warm-up sort, then the timed one on fresh input.
  CK(cudaMemcpy(d, keys.data(), kKeys * sizeof(unsigned),
                cudaMemcpyHostToDevice));
  quicksort<<<1, 1>>>(d, 0, kKeys - 1, 0, errs); //@host
  CK_LAUNCH();
  CK(cudaMemcpy(d, keys.data(), kKeys * sizeof(unsigned),
                cudaMemcpyHostToDevice));
  GpuTimer t;
  t.start();
  quicksort<<<1, 1>>>(d, 0, kKeys - 1, 0, errs); //@host
  CK_LAUNCH();
  float ms = t.stop();

  Checker chk;
  e2e_check_device_errors(chk, errs, 2, kSiteNames);
  chk.eq_array("sorted keys", to_host(d, kKeys), want);
  return chk.finish(ms);
}
