// manual_v2: device code that calls the launch API by hand.
//  - cudaGetParameterBufferV2 + cudaLaunchDeviceV2, as nvcc emits for <<<>>>
//    (arguments written by typed stores right there): into the default
//    stream, cudaStreamPerThread, cudaStreamTailLaunch,
//    cudaStreamFireAndForget and a device-created user stream, from a
//    __device__ helper that takes the stream as a parameter. DPOpt must find
//    these and leave them in V2 form (they already work).
//  - cudaGetParameterBuffer + cudaLaunchDevice (V1) by hand, typed stores,
//    into the default stream and a user stream (where V1 works on sm_90),
//    with the launch result used. DPOpt must rewrite these into V2 form.
//  - the same with the arguments written by a __device__ function
//    (write_args) or by memcpy of a packed struct (clang's memcpy is a
//    static inline wrapper, _ZL6memcpyPvPKvm): V2 into a tail launch, V1
//    into the default stream. DPOpt runs before the inliner and today
//    leaves these unchanged ("the parameter buffer is used by an unexpected
//    instruction (call)"); they still run correctly because V2 works and V1
//    into the default stream works.
//  - at -O0 even the typed-store helpers are left unchanged today: WRITE_ARGS
//    copies the buffer pointer into a local variable (p_), and without SROA
//    DPOpt reports "the parameter buffer's address is stored to memory".
// Each parent thread does one launch; the launch result must be cudaSuccess,
// and every child thread must have run with the right arguments.
#define TEST_NAME "manual_v2"
#include "e2e.h"

enum {
  V2_DEFAULT, V2_PER_THREAD, V2_TAIL, V2_FIRE_AND_FORGET, V2_USER,
  V2_HELPER_TAIL, V1_DEFAULT, V1_USER, V1_HELPER, V1_MEMCPY, NCASES
};
static const char *const kCaseNames[NCASES] = {
    "V2 default stream", "V2 per-thread stream", "V2 tail launch",
    "V2 fire-and-forget", "V2 user stream", "V2 write_args tail launch",
    "V1 default stream", "V1 user stream", "V1 write_args default stream",
    "V1 memcpy default stream"};

// Parameter layout of child: out @0, r @8, d @16, c @24, s @26, count @32;
// 40 bytes.
__global__ void child(double *out, int r, double d, char c, short s,
                      unsigned *count) {
  if (blockIdx.x + blockIdx.y + blockIdx.z + threadIdx.x + threadIdx.y +
          threadIdx.z == 0) {
    out[r * 4 + 0] = r;
    out[r * 4 + 1] = d;
    out[r * 4 + 2] = c;
    out[r * 4 + 3] = s;
  }
  atomicAdd(&count[r], 1u);
}
struct ChildArgs { // the same layout, for the memcpy variant
  double *out;
  int r;
  double d;
  char c;
  short s;
  unsigned *count;
};

__host__ __device__ inline double d_of(int r) { return 0.25 + r * 10; }
__host__ __device__ inline char c_of(int r) { return (char)('a' + r); }
__host__ __device__ inline short s_of(int r) { return (short)(-1000 * r - 1); }
__host__ __device__ inline dim3 grid_of(int r) { return dim3(1 + r % 3, 1 + r % 2, 1); }
__host__ __device__ inline dim3 block_of(int r) { return dim3(8 + r, 2, 1); }

// Typed stores at the parameter offsets, expanded in place (like nvcc).
#define WRITE_ARGS(buf, out, r, count)                                         \
  do {                                                                         \
    char *p_ = (char *)(buf);                                                  \
    *(double **)(p_ + 0) = (out);                                              \
    *(int *)(p_ + 8) = (r);                                                    \
    *(double *)(p_ + 16) = d_of(r);                                            \
    *(char *)(p_ + 24) = c_of(r);                                              \
    *(short *)(p_ + 26) = s_of(r);                                             \
    *(unsigned **)(p_ + 32) = (count);                                         \
  } while (0)

// The same stores in a function of their own.
__device__ __noinline__ void write_args(void *buf, double *out, int r,
                                        unsigned *count) {
  WRITE_ARGS(buf, out, r, count);
}

// V2 as nvcc emits it, stream chosen by the caller.
__device__ cudaError_t launch_v2(double *out, int r, unsigned *count,
                                 cudaStream_t stream) {
  void *buf = cudaGetParameterBufferV2((void *)child, grid_of(r), block_of(r), 0);
  if (!buf)
    return cudaErrorLaunchOutOfResources;
  WRITE_ARGS(buf, out, r, count);
  return cudaLaunchDeviceV2(buf, stream); //@v2
}

// V1 by hand.
__device__ cudaError_t launch_v1(double *out, int r, unsigned *count,
                                 cudaStream_t stream) {
  void *buf = cudaGetParameterBuffer(64, 40);
  if (!buf)
    return cudaErrorLaunchOutOfResources;
  WRITE_ARGS(buf, out, r, count);
  return cudaLaunchDevice((void *)child, buf, grid_of(r), block_of(r), 0, stream); //@launch
}

__global__ void parent(double *out, unsigned *count, int *errs) {
  int r = threadIdx.x;
  cudaError_t e = cudaSuccess;
  switch (r) {
  case V2_DEFAULT:
    e = launch_v2(out, r, count, 0);
    break;
  case V2_PER_THREAD:
    e = launch_v2(out, r, count, cudaStreamPerThread);
    break;
  case V2_TAIL:
    e = launch_v2(out, r, count, cudaStreamTailLaunch);
    break;
  case V2_FIRE_AND_FORGET:
    e = launch_v2(out, r, count, cudaStreamFireAndForget);
    break;
  case V2_USER:
  case V1_USER: {
    cudaStream_t s;
    e = cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    if (e == cudaSuccess) {
      e = r == V2_USER ? launch_v2(out, r, count, s) : launch_v1(out, r, count, s);
      cudaError_t e2 = cudaStreamDestroy(s);
      if (e == cudaSuccess)
        e = e2;
    }
    break;
  }
  case V2_HELPER_TAIL: {
    void *buf = cudaGetParameterBufferV2((void *)child, grid_of(r), block_of(r), 0);
    if (buf) {
      write_args(buf, out, r, count);
      e = cudaLaunchDeviceV2(buf, cudaStreamTailLaunch); //@v2
    } else {
      e = cudaErrorLaunchOutOfResources;
    }
    break;
  }
  case V1_DEFAULT:
    e = launch_v1(out, r, count, 0);
    break;
  case V1_HELPER: {
    void *buf = cudaGetParameterBuffer(64, 40);
    if (buf) {
      write_args(buf, out, r, count);
      e = cudaLaunchDevice((void *)child, buf, grid_of(r), block_of(r), 0, 0); //@launch
    } else {
      e = cudaErrorLaunchOutOfResources;
    }
    break;
  }
  case V1_MEMCPY: {
    ChildArgs a = {out, r, d_of(r), c_of(r), s_of(r), count};
    void *buf = cudaGetParameterBuffer(64, sizeof(ChildArgs));
    if (buf) {
      memcpy(buf, &a, sizeof a);
      e = cudaLaunchDevice((void *)child, buf, grid_of(r), block_of(r), 0, 0); //@launch
    } else {
      e = cudaErrorLaunchOutOfResources;
    }
    break;
  }
  }
  errs[r] = (int)e;
}

int main() {
  e2e_set_pending_launches(4096);
  double *out = dev_alloc<double>(NCASES * 4);
  unsigned *count = dev_alloc<unsigned>(NCASES);
  int *errs = dev_alloc<int>(NCASES, 0xff);

  GpuTimer timer;
  timer.start();
  parent<<<1, NCASES>>>(out, count, errs); //@host
  CK_LAUNCH();
  float ms = timer.stop();

  Checker chk;
  std::vector<int> he = to_host(errs, NCASES);
  std::vector<double> ho = to_host(out, NCASES * 4);
  std::vector<unsigned> hc = to_host(count, NCASES);
  for (int r = 0; r < NCASES; ++r) {
    if (he[r] != 0)
      chk.fail("%s: launch returned %s (%d)", kCaseNames[r],
               cudaGetErrorString((cudaError_t)he[r]), he[r]);
    dim3 g = grid_of(r), b = block_of(r);
    unsigned threads = g.x * g.y * g.z * b.x * b.y * b.z;
    if (hc[r] != threads)
      chk.fail("%s: %u child threads ran, want %u", kCaseNames[r], hc[r], threads);
    const double want[4] = {(double)r, d_of(r), (double)c_of(r), (double)s_of(r)};
    for (int k = 0; k < 4; ++k)
      if (ho[r * 4 + k] != want[k])
        chk.fail("%s: argument %d is %g, want %g", kCaseNames[r], k,
                 ho[r * 4 + k], want[k]);
  }
  return chk.finish(ms);
}
