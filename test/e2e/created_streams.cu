// created_streams: children launched into streams the parent thread creates
// (cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking), launch, destroy).
//  - own_stream: one stream per thread for one child of a data-dependent
//    size (1 to 20,000 threads): DPOpt moves the launch into
//    cudaStreamFireAndForget, drops the stream calls, and thresholds,
//    aggregates and coarsens the child;
//  - stream_per_iteration: a new stream in each iteration of a loop, one
//    launch into each (the same);
//  - ordered_pair: two launches into one stream, the second reading what the
//    first wrote: stream order matters, DPOpt must leave both in the stream;
//  - split: a recursive split (one thread launches itself on both halves of
//    a range, each half into a stream of its own, as recursive quicksorts
//    do), depth about 11: fire-and-forget launches, recursively.
// Every create and destroy result is recorded (the plain build checks them
// too); the host checks every element, each written exactly once.
#define TEST_NAME "created_streams"
#include "e2e.h"

constexpr int kParentBlocks = 8, kParentThreads = 64;
constexpr int kParents = kParentBlocks * kParentThreads;
constexpr int kIterations = 3;
constexpr int kPairWidth = 96;
constexpr int kSplitRange = 6000, kSplitLeaf = 8;

enum {
  SITE_OWN_CREATE,
  SITE_OWN_LAUNCH,
  SITE_OWN_DESTROY,
  SITE_ITER_CREATE,
  SITE_ITER_LAUNCH,
  SITE_PAIR_CREATE,
  SITE_PAIR_LAUNCH,
  SITE_SPLIT_CREATE,
  SITE_SPLIT_LAUNCH,
  NSITES
};
static const char *const kSiteNames[NSITES] = {
    "own_stream create", "own_stream launch",    "own_stream destroy",
    "iteration create",  "iteration launch",     "ordered_pair create",
    "ordered_pair launch", "split create", "split launch"};

// Child sizes: mostly small (serial with DPOpt's defaults), some large.
__host__ __device__ inline int child_len(int g) {
  unsigned h = (unsigned)g * 2654435761u;
  h ^= h >> 13;
  switch (h % 8) {
  case 0:
    return 1000 + (int)(h % 19000);
  case 1:
    return 513 + (int)(h % 700);
  default:
    return 1 + (int)(h % 200);
  }
}
__host__ __device__ inline int iter_len(int g, int k) {
  return 1 + (g * 7 + k * 13) % 64 + (k == 2 && g % 16 == 0 ? 900 : 0);
}
constexpr int kIterStride = 1024;

__host__ __device__ inline int value(int g, int i) { return g * 31 + i * 7 + 5; }

__global__ void fill(int *out, int *hits, long base, int g, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    out[base + i] = value(g, i);
    atomicAdd(&hits[base + i], 1);
  }
}

__global__ void own_stream(int *out, int *hits, const long *offsets,
                           int *errs) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int n = child_len(g);
  cudaStream_t s;
  cudaError_t e = cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  e2e_record(errs, SITE_OWN_CREATE, e);
  if (e == cudaSuccess) {
    fill<<<(n + 127) / 128, 128, 0, s>>>(out, hits, offsets[g], g, n); //@launch
    e2e_record_last(errs, SITE_OWN_LAUNCH);
    e2e_record(errs, SITE_OWN_DESTROY, cudaStreamDestroy(s));
  }
}

__global__ void stream_per_iteration(int *out, int *hits, int *errs) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  for (int k = 0; k < kIterations; ++k) {
    cudaStream_t s;
    e2e_record(errs, SITE_ITER_CREATE,
               cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    int n = iter_len(g, k);
    fill<<<(n + 31) / 32, 32, 0, s>>>(out, hits, ((long)g * kIterations + k) * kIterStride, g + k, n); //@launch
    e2e_record_last(errs, SITE_ITER_LAUNCH);
    cudaStreamDestroy(s);
  }
}

__global__ void pair_first(int *a, int g) {
  a[g * kPairWidth + threadIdx.x] = value(g, threadIdx.x);
}
__global__ void pair_second(const int *a, int *b, int g) {
  int i = g * kPairWidth + threadIdx.x;
  b[i] = a[i] + 1;
}

__global__ void ordered_pair(int *a, int *b, int *errs) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  cudaStream_t s;
  e2e_record(errs, SITE_PAIR_CREATE,
             cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
  pair_first<<<1, kPairWidth, 0, s>>>(a, g); //@launch
  e2e_record_last(errs, SITE_PAIR_LAUNCH);
  pair_second<<<1, kPairWidth, 0, s>>>(a, b, g); //@launch
  e2e_record_last(errs, SITE_PAIR_LAUNCH);
  cudaStreamDestroy(s);
}

__global__ void split(int *out, int *hits, int lo, int hi, int *errs) {
  if (hi - lo <= kSplitLeaf) {
    for (int i = lo; i < hi; ++i) {
      out[i] = value(1, i);
      atomicAdd(&hits[i], 1);
    }
    return;
  }
  int mid = lo + (hi - lo) * 2 / 5;
  cudaStream_t left, right;
  e2e_record(errs, SITE_SPLIT_CREATE,
             cudaStreamCreateWithFlags(&left, cudaStreamNonBlocking));
  split<<<1, 1, 0, left>>>(out, hits, lo, mid, errs); //@launch
  e2e_record_last(errs, SITE_SPLIT_LAUNCH);
  cudaStreamDestroy(left);
  e2e_record(errs, SITE_SPLIT_CREATE,
             cudaStreamCreateWithFlags(&right, cudaStreamNonBlocking));
  split<<<1, 1, 0, right>>>(out, hits, mid, hi, errs); //@launch
  e2e_record_last(errs, SITE_SPLIT_LAUNCH);
  cudaStreamDestroy(right);
}

// The depth of the split's recursion (root at depth 0).
static int split_depth(int lo, int hi) {
  if (hi - lo <= kSplitLeaf)
    return 0;
  int mid = lo + (hi - lo) * 2 / 5;
  return 1 + std::max(split_depth(lo, mid), split_depth(mid, hi));
}

static void check_written(Checker &chk, const char *what,
                          const std::vector<int> &out,
                          const std::vector<int> &hits, long base, int g,
                          int n) {
  for (int i = 0; i < n; ++i) {
    if (!chk.eq(what, base + i, out[base + i], value(g, i)))
      return;
    if (!chk.eq("hits", base + i, hits[base + i], 1))
      return;
  }
}

int main() {
  e2e_set_pending_launches(32768);
  std::vector<long> offsets(kParents + 1, 0);
  for (int g = 0; g < kParents; ++g)
    offsets[g + 1] = offsets[g] + child_len(g);
  const long n_own = offsets[kParents];
  const long n_iter = (long)kParents * kIterations * kIterStride;
  const long n_pair = (long)kParents * kPairWidth;

  int *own = dev_alloc<int>(n_own), *own_hits = dev_alloc<int>(n_own);
  long *d_offsets = dev_alloc<long>(kParents + 1);
  CK(cudaMemcpy(d_offsets, offsets.data(), offsets.size() * sizeof(long),
                cudaMemcpyHostToDevice));
  int *iter = dev_alloc<int>(n_iter), *iter_hits = dev_alloc<int>(n_iter);
  int *pa = dev_alloc<int>(n_pair), *pb = dev_alloc<int>(n_pair);
  int *sp = dev_alloc<int>(kSplitRange), *sp_hits = dev_alloc<int>(kSplitRange);
  int *errs = dev_alloc<int>(NSITES);

  GpuTimer t;
  t.start();
  own_stream<<<kParentBlocks, kParentThreads>>>(own, own_hits, d_offsets, errs); //@host
  CK_LAUNCH();
  stream_per_iteration<<<kParentBlocks, kParentThreads>>>(iter, iter_hits, errs); //@host
  CK_LAUNCH();
  ordered_pair<<<kParentBlocks, kParentThreads>>>(pa, pb, errs); //@host
  CK_LAUNCH();
  split<<<1, 1>>>(sp, sp_hits, 0, kSplitRange, errs); //@host
  CK_LAUNCH();
  float ms = t.stop();

  Checker chk;
  e2e_check_device_errors(chk, errs, NSITES, kSiteNames);
  std::vector<int> h = to_host(own, n_own), hh = to_host(own_hits, n_own);
  for (int g = 0; g < kParents && !chk.failures(); ++g)
    check_written(chk, "own_stream", h, hh, offsets[g], g, child_len(g));
  h = to_host(iter, n_iter);
  hh = to_host(iter_hits, n_iter);
  for (int g = 0; g < kParents && !chk.failures(); ++g)
    for (int k = 0; k < kIterations; ++k)
      check_written(chk, "stream_per_iteration", h, hh,
                    ((long)g * kIterations + k) * kIterStride, g + k,
                    iter_len(g, k));
  std::vector<int> b = to_host(pb, n_pair);
  for (int g = 0; g < kParents && !chk.failures(); ++g)
    for (int i = 0; i < kPairWidth; ++i)
      if (!chk.eq("ordered_pair", (long)g * kPairWidth + i,
                  b[g * kPairWidth + i], value(g, i) + 1))
        break;
  h = to_host(sp, kSplitRange);
  hh = to_host(sp_hits, kSplitRange);
  check_written(chk, "split", h, hh, 0, 1, kSplitRange);
  if (split_depth(0, kSplitRange) > 20)
    chk.fail("split recursion too deep for CDP2: %d",
             split_depth(0, kSplitRange));
  return chk.finish(ms);
}
