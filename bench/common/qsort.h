// Recursive quicksort (apps/qsort.cu): the decisions the GPU versions and
// the CPU model of their recursion (reference.cpp qsort_model) share, so
// that the CPU can predict the GPU's tree exactly (launches, depth).
//
// A node sorts keys [lo, hi) at depth d; its keys are in buffer d % 2 (0:
// the data array, which also receives the result; 1: a scratch array).
//  - leaf (hi - lo <= cutoff, or d >= max_depth): sorted from buffer d % 2
//    into the data array;
//  - else a three-way partition around the median of three (keys at lo,
//    lo + (hi - lo) / 2, hi - 1): keys below the pivot go, in index order,
//    to [lo, lo + nl) of buffer (d + 1) % 2, keys above it, in reverse index
//    order, to [hi - ng, hi) there; [lo + nl, hi - ng) of the data array is
//    filled with the pivot. A half of one key is copied to the data array; a
//    half of two or more keys is a child node at depth d + 1.
// The order within a half is fixed (index order, not atomics), so every
// version builds the same tree.
#pragma once

#include <cstdint>

#if defined(__CUDACC__)
#define QSORT_HD __host__ __device__
#else
#define QSORT_HD
#endif

namespace bench {

struct QsortParams {
  // 2048 keys: a leaf fits a 512-thread block's shared memory (8 KiB) and
  // its bitonic sort (66 barrier steps) costs less than one more level of
  // launches; every halving of the cut-off doubles the launches.
  int cutoff = 2048;
  // CDP2 nests at most 24 grids; deeper ranges are sorted directly (with
  // the ninther, 2^24 uniform keys reach depth 22 with ranges of at most
  // 2048 keys: nothing falls back).
  int max_depth = 22;
};
// The largest leaf the GPU sorts in shared memory (bitonic); a longer range
// at max_depth is heap-sorted by one thread.
constexpr int kQsortMaxLeaf = 4096;

QSORT_HD inline bool qsort_is_leaf(const QsortParams &q, int64_t size,
                                   int depth) {
  return size <= q.cutoff || depth >= q.max_depth;
}
QSORT_HD inline uint32_t qsort_median3(uint32_t a, uint32_t b, uint32_t c) {
  uint32_t lo = a < b ? a : b, hi = a < b ? b : a;
  return c < lo ? lo : c > hi ? hi : c;
}
// Tukey's ninther: the median of three medians of three of nine keys
// spread over src[lo, hi). Median of three alone leaves 2^24 keys 28 levels
// deep (past CDP2's 24); the ninther, 23 (depth 0-22).
QSORT_HD inline uint32_t qsort_pivot(const uint32_t *src, int64_t lo,
                                     int64_t hi) {
  int64_t s = (hi - lo - 1) / 8;
  uint32_t m[3];
  for (int i = 0; i < 3; i++)
    m[i] = qsort_median3(src[lo + 3 * i * s], src[lo + (3 * i + 1) * s],
                         src[lo + (3 * i + 2) * s]);
  return qsort_median3(m[0], m[1], m[2]);
}

} // namespace bench
