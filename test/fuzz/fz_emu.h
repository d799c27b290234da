// fz_emu.h: a small CPU emulator of the CUDA subset that dpfuzz programs use,
// to check the generator itself without a GPU (test/fuzz/emu-check.sh).
//
// `dpfuzz.py --seed N --emu` writes the program with every launch written as
// fz_emu_launch(kernel, launch_bound, grid, block, shmem, stream, args...)
// and includes this header instead of the CUDA headers; it then builds with
// g++ -std=c++17. Each thread of a block runs as a fiber (ucontext), so
// __syncthreads and warp shuffles/ballots work; blocks of a grid run one after
// another. Device launches:
//   FZ_EMU_MODE=deferred (default): a child grid runs after the grid that
//     launched it has finished (FZ_EMU_ORDER=fifo|lifo|random picks which of
//     the waiting grids runs next);
//   FZ_EMU_MODE=eager: a child grid runs at once, inside the launching
//     thread (except tail launches, which run when the launching grid ends,
//     and a kernel's launches of a kernel still running, a recursion: its
//     __shared__ variables are static here, so they wait as if deferred).
// In both, a block's launches into its NULL stream (0) run in launch order,
// each after the last one and all its work (an eager one waits in the queue
// until then). Both are schedules CUDA allows, so a correct program passes
// under both.
// The emulator checks launch configurations (zero sizes, > 1024 threads,
// launch bounds, 48 KiB of dynamic shared memory), counts pending device
// launches against cudaLimitDevRuntimePendingLaunchCount (default 2048), and
// aborts on a barrier or warp operation that cannot complete (divergent
// __syncthreads, a shuffle with an exited lane or a partial mask).
#pragma once

#include <ucontext.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <tuple>
#include <utility>
#include <vector>

#define __global__
#define __device__
#define __host__
#define __forceinline__ inline
#define __noinline__ __attribute__((noinline))
#define __shared__ static
#define __align__(n) alignas(n)
#define __launch_bounds__(...)

struct dim3 {
  unsigned x, y, z;
  constexpr dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {}
};

struct float2 { float x, y; };
struct alignas(16) float4 { float x, y, z, w; };
struct alignas(16) double2 { double x, y; };
struct int3 { int x, y, z; };
struct alignas(4) short2 { short x, y; };
struct alignas(4) uchar4 { unsigned char x, y, z, w; };
inline float2 make_float2(float x, float y) { return {x, y}; }
inline float4 make_float4(float x, float y, float z, float w) { return {x, y, z, w}; }
inline double2 make_double2(double x, double y) { return {x, y}; }
inline int3 make_int3(int x, int y, int z) { return {x, y, z}; }
inline short2 make_short2(short x, short y) { return {x, y}; }
inline uchar4 make_uchar4(unsigned char x, unsigned char y, unsigned char z, unsigned char w) {
  return {x, y, z, w};
}

enum cudaError_t {
  cudaSuccess = 0,
  cudaErrorInvalidValue = 1,
  cudaErrorMemoryAllocation = 2,
  cudaErrorInvalidConfiguration = 9,
  cudaErrorLaunchOutOfResources = 701,
  cudaErrorLaunchPendingCountExceeded = 69,
};
enum cudaLimit { cudaLimitStackSize = 0x00, cudaLimitDevRuntimePendingLaunchCount = 0x04 };
enum cudaMemcpyKind { cudaMemcpyHostToDevice = 1, cudaMemcpyDeviceToHost = 2 };
struct FzEmuStream { int id; };
typedef FzEmuStream *cudaStream_t;
#define cudaStreamNonBlocking 0x01
#define cudaStreamPerThread ((cudaStream_t)0x2)
#define cudaStreamTailLaunch ((cudaStream_t)0x3)
#define cudaStreamFireAndForget ((cudaStream_t)0x4)

inline const char *cudaGetErrorName(cudaError_t e) {
  switch (e) {
    case cudaSuccess: return "cudaSuccess";
    case cudaErrorInvalidValue: return "cudaErrorInvalidValue";
    case cudaErrorMemoryAllocation: return "cudaErrorMemoryAllocation";
    case cudaErrorInvalidConfiguration: return "cudaErrorInvalidConfiguration";
    case cudaErrorLaunchOutOfResources: return "cudaErrorLaunchOutOfResources";
    case cudaErrorLaunchPendingCountExceeded: return "cudaErrorLaunchPendingCountExceeded";
  }
  return "cudaErrorUnknown";
}
inline const char *cudaGetErrorString(cudaError_t e) { return cudaGetErrorName(e); }

namespace fz_emu {

struct Block;
struct Grid;

enum { RUN = 0, BARRIER = 1, WARPOP = 2, DONE = 3 };
enum { OP_XOR = 1, OP_DOWN = 2, OP_BALLOT = 3 };

struct Thread {
  dim3 idx;
  int lin = 0;
  int state = RUN;
  ucontext_t ctx;
  cudaError_t last = cudaSuccess;
  int op = 0, arg = 0;
  unsigned mask = 0;
  unsigned long long val = 0, res = 0;
  Block *blk = nullptr;
};

struct Grid {
  std::function<void()> fn;
  dim3 g, b;
  size_t shmem = 0;
  bool device = false;       // launched from device code (counts as pending)
  Grid *parent = nullptr;    // the grid whose thread launched it
  int refs = 1;              // itself + children not complete
  std::vector<Grid *> tails; // tail launches, run when this grid's blocks are done
  const char *name = "";
  const void *kernel = nullptr; // the kernel function (see running)
  // Set when the grid and all its work are complete; `after`: that of the
  // grid before it in its stream (a block's NULL stream), or null.
  std::shared_ptr<bool> done = std::make_shared<bool>(false);
  std::shared_ptr<bool> after;
};

struct Block {
  dim3 bidx, bdim, gdim;
  std::vector<Thread> th;
  ucontext_t sched;
  std::vector<unsigned char> dyn;
  Grid *grid = nullptr;
  int depth = 0;
};

inline Thread *cur_thread = nullptr;
inline Block *cur_block = nullptr;
inline Grid *cur_grid = nullptr;
inline cudaError_t host_last = cudaSuccess;
inline size_t pending_limit = 2048;
inline size_t pending = 0;
inline size_t max_pending = 0;
inline long long device_launches = 0;
inline std::deque<Grid *> host_queue;
inline std::deque<Grid *> dev_queue;
// Grids of each kernel whose blocks are running. A kernel's __shared__
// variables are static here, one copy for all its grids: an eager launch of
// a kernel that is running (a recursion) waits in dev_queue instead, which
// CUDA allows as well.
inline std::map<const void *, int> running;
// The last grid each block launched into its NULL stream (the launching
// grid and the block's linear index): the next one starts after it and
// all its work (stream order), under every schedule.
inline std::map<std::pair<const void *, unsigned long long>, std::shared_ptr<bool>> null_stream_last;
inline bool runnable(const Grid *g) { return !g->after || *g->after; }
inline int streams_live = 0;
inline int depth = 0;
inline std::vector<std::vector<char *>> stack_pool;
constexpr size_t kStack = 128 * 1024;

[[noreturn]] inline void die(const char *what) {
  printf("FAIL emulator: %s\n", what);
  fflush(stdout);
  _Exit(3);
}

inline int mode_eager() {
  static int m = -1;
  if (m < 0) {
    const char *s = getenv("FZ_EMU_MODE");
    m = s && strcmp(s, "eager") == 0;
  }
  return m;
}
inline int order() {  // 0 fifo, 1 lifo, 2 random
  static int o = -1;
  if (o < 0) {
    const char *s = getenv("FZ_EMU_ORDER");
    o = !s ? 0 : strcmp(s, "lifo") == 0 ? 1 : strcmp(s, "random") == 0 ? 2 : 0;
  }
  return o;
}
inline unsigned rnd() {
  static unsigned long long s = 0x9e3779b97f4a7c15ull;
  s ^= s << 13; s ^= s >> 7; s ^= s << 17;
  return (unsigned)(s >> 11);
}

inline void trampoline() {
  Thread *t = cur_thread;
  t->blk->grid->fn();
  t->state = DONE;
  swapcontext(&t->ctx, &t->blk->sched);
  die("finished thread resumed");
}

inline void block_yield(int state) {
  Thread *t = cur_thread;
  t->state = state;
  swapcontext(&t->ctx, &t->blk->sched);
}

inline void resolve_warps(Block &B, bool &progress) {
  int n = (int)B.th.size();
  for (int w0 = 0; w0 < n; w0 += 32) {
    int w1 = std::min(n, w0 + 32);
    int at = 0, done = 0, bar = 0;
    for (int l = w0; l < w1; ++l) {
      int s = B.th[l].state;
      at += s == WARPOP;
      done += s == DONE;
      bar += s == BARRIER;
    }
    if (at == 0) continue;
    if (at != w1 - w0) {
      if (done || bar) die("warp operation with lanes that exited or wait at a barrier");
      continue;  // other lanes still running
    }
    int op = B.th[w0].op;
    for (int l = w0; l < w1; ++l) {
      if (B.th[l].op != op) die("lanes of a warp in different warp operations");
      if (B.th[l].mask != 0xffffffffu || w1 - w0 != 32) die("warp operation without a full warp and mask");
    }
    for (int l = w0; l < w1; ++l) {
      Thread &t = B.th[l];
      int lane = l - w0;
      if (op == OP_XOR) {
        int src = lane ^ t.arg;
        t.res = src < 32 ? B.th[w0 + src].val : t.val;
      } else if (op == OP_DOWN) {
        int src = lane + t.arg;
        t.res = src < 32 ? B.th[w0 + src].val : t.val;
      } else {
        unsigned m = 0;
        for (int q = 0; q < 32; ++q) m |= (B.th[w0 + q].val != 0 ? 1u : 0u) << q;
        t.res = m;
      }
    }
    for (int l = w0; l < w1; ++l) B.th[l].state = RUN;
    progress = true;
  }
}

inline void run_block(Grid &G, dim3 bidx) {
  Block B;
  B.bidx = bidx;
  B.bdim = G.b;
  B.gdim = G.g;
  B.grid = &G;
  B.depth = depth;
  int n = (int)(G.b.x * G.b.y * G.b.z);
  B.th.resize(n);
  B.dyn.assign(G.shmem + 16, 0xcd);
  if ((int)stack_pool.size() <= depth) stack_pool.resize(depth + 1);
  auto &pool = stack_pool[depth];
  while ((int)pool.size() < n) {
    char *s = (char *)malloc(kStack);
    if (!s) die("out of memory for fiber stacks");
    pool.push_back(s);
  }
  for (int i = 0; i < n; ++i) {
    Thread &t = B.th[i];
    t.lin = i;
    t.idx = dim3(i % G.b.x, (i / G.b.x) % G.b.y, i / (G.b.x * G.b.y));
    t.blk = &B;
    getcontext(&t.ctx);
    t.ctx.uc_stack.ss_sp = pool[i];
    t.ctx.uc_stack.ss_size = kStack;
    t.ctx.uc_link = nullptr;
    makecontext(&t.ctx, (void (*)())trampoline, 0);
  }
  Thread *save_t = cur_thread;
  Block *save_b = cur_block;
  Grid *save_g = cur_grid;
  ++depth;
  for (;;) {
    bool progress = false;
    for (int i = 0; i < n; ++i) {
      Thread &t = B.th[i];
      if (t.state != RUN) continue;
      cur_thread = &t;
      cur_block = &B;
      cur_grid = &G;
      swapcontext(&B.sched, &t.ctx);
      progress = true;
    }
    int done = 0, bar = 0;
    for (auto &t : B.th) {
      done += t.state == DONE;
      bar += t.state == BARRIER;
    }
    if (done == n) break;
    resolve_warps(B, progress);
    bool any_run = false;
    for (auto &t : B.th) any_run |= t.state == RUN;
    if (!any_run) {
      // Exited threads count as arrived at a barrier (sm_70+).
      if (bar > 0 && bar + done == n) {
        for (auto &t : B.th)
          if (t.state == BARRIER) t.state = RUN;
      } else if (!progress) {
        die("deadlock: threads wait at a barrier while others wait in a warp operation");
      }
    }
  }
  --depth;
  cur_thread = save_t;
  cur_block = save_b;
  cur_grid = save_g;
}

// Whether an eager schedule runs \p g at once, inside the launching thread.
inline bool runs_at_once(const Grid *g) {
  return mode_eager() && running[g->kernel] == 0 && runnable(g);
}

inline void release(Grid *g);

inline void run_grid(Grid *g) {
  ++running[g->kernel];
  for (unsigned z = 0; z < g->g.z; ++z)
    for (unsigned y = 0; y < g->g.y; ++y)
      for (unsigned x = 0; x < g->g.x; ++x) run_block(*g, dim3(x, y, z));
  --running[g->kernel];
  // Tail launches start after the grid (its blocks) is done.
  std::vector<Grid *> tails;
  tails.swap(g->tails);
  for (Grid *t : tails) {
    if (runs_at_once(t)) {
      run_grid(t);
    } else {
      dev_queue.push_back(t);
    }
  }
  release(g);
}

inline void release(Grid *g) {
  if (--g->refs > 0) return;
  if (g->device) --pending;
  *g->done = true;
  Grid *p = g->parent;
  delete g;
  if (p) release(p);
}

inline void drain() {
  for (;;) {
    Grid *g = nullptr;
    if (!dev_queue.empty()) {
      // The order picks among the grids whose stream lets them start.
      std::vector<size_t> ready;
      for (size_t i = 0; i < dev_queue.size(); ++i)
        if (runnable(dev_queue[i])) ready.push_back(i);
      if (ready.empty()) {
        fprintf(stderr, "emulator: %zu grids wait for their streams, none can start\n",
                dev_queue.size());
        abort();
      }
      int o = order();
      size_t i = o == 0 ? ready.front() : o == 1 ? ready.back() : ready[rnd() % ready.size()];
      g = dev_queue[i];
      dev_queue.erase(dev_queue.begin() + i);
    } else if (!host_queue.empty()) {
      g = host_queue.front();
      host_queue.pop_front();
    } else {
      break;
    }
    run_grid(g);
  }
}

inline cudaError_t set_error(cudaError_t e) {
  if (cur_thread)
    cur_thread->last = e;
  else
    host_last = e;
  return e;
}

template <class T>
inline unsigned long long bits(T v) {
  unsigned long long r = 0;
  static_assert(sizeof(T) <= 8, "warp operation on a type larger than 8 bytes");
  memcpy(&r, &v, sizeof(T));
  return r;
}
template <class T>
inline T from_bits(unsigned long long r) {
  T v;
  memcpy(&v, &r, sizeof(T));
  return v;
}

inline unsigned long long warp_op(int op, unsigned mask, unsigned long long v, int arg) {
  Thread *t = cur_thread;
  if (!t) die("warp operation outside device code");
  t->op = op;
  t->mask = mask;
  t->val = v;
  t->arg = arg;
  block_yield(WARPOP);
  return cur_thread->res;
}

}  // namespace fz_emu

#define threadIdx (fz_emu::cur_thread->idx)
#define blockIdx (fz_emu::cur_block->bidx)
#define blockDim (fz_emu::cur_block->bdim)
#define gridDim (fz_emu::cur_block->gdim)

inline void __syncthreads() {
  if (!fz_emu::cur_thread) fz_emu::die("__syncthreads outside device code");
  fz_emu::block_yield(fz_emu::BARRIER);
}
inline void *fz_dyn_smem() { return fz_emu::cur_block->dyn.data(); }
template <class T>
inline T __shfl_xor_sync(unsigned mask, T v, int lm) {
  return fz_emu::from_bits<T>(fz_emu::warp_op(fz_emu::OP_XOR, mask, fz_emu::bits(v), lm));
}
template <class T>
inline T __shfl_down_sync(unsigned mask, T v, unsigned d) {
  return fz_emu::from_bits<T>(fz_emu::warp_op(fz_emu::OP_DOWN, mask, fz_emu::bits(v), (int)d));
}
inline unsigned __ballot_sync(unsigned mask, int pred) {
  return (unsigned)fz_emu::warp_op(fz_emu::OP_BALLOT, mask, pred ? 1 : 0, 0);
}
inline int __popc(unsigned x) { return __builtin_popcount(x); }
inline unsigned atomicAdd(unsigned *p, unsigned v) { unsigned o = *p; *p = o + v; return o; }
inline int atomicAdd(int *p, int v) { int o = *p; *p = o + v; return o; }
inline unsigned long long atomicAdd(unsigned long long *p, unsigned long long v) {
  unsigned long long o = *p; *p = o + v; return o;
}
inline int atomicCAS(int *p, int cmp, int v) { int o = *p; if (o == cmp) *p = v; return o; }

inline cudaError_t cudaGetLastError() {
  cudaError_t *e = fz_emu::cur_thread ? &fz_emu::cur_thread->last : &fz_emu::host_last;
  cudaError_t r = *e;
  *e = cudaSuccess;
  return r;
}
inline cudaError_t cudaPeekAtLastError() {
  return fz_emu::cur_thread ? fz_emu::cur_thread->last : fz_emu::host_last;
}
inline cudaError_t cudaStreamCreateWithFlags(cudaStream_t *s, unsigned flags) {
  if (flags != cudaStreamNonBlocking && fz_emu::cur_thread)
    return fz_emu::set_error(cudaErrorInvalidValue);
  static FzEmuStream pool[4];
  *s = &pool[(fz_emu::streams_live++) & 3];
  return cudaSuccess;
}
inline cudaError_t cudaStreamDestroy(cudaStream_t) {
  --fz_emu::streams_live;
  return cudaSuccess;
}

template <class... P, class... A>
inline cudaError_t fz_emu_launch(void (*k)(P...), int bound, dim3 g, dim3 b, size_t shmem,
                                 cudaStream_t st, A... a) {
  static_assert(sizeof...(P) == sizeof...(A), "wrong number of kernel arguments");
  using namespace fz_emu;
  unsigned long long nt = (unsigned long long)b.x * b.y * b.z;
  if (g.x == 0 || g.y == 0 || g.z == 0 || b.x == 0 || b.y == 0 || b.z == 0 || g.y > 65535 ||
      g.z > 65535 || b.x > 1024 || b.y > 1024 || b.z > 64 || nt > 1024 || shmem > 48 * 1024)
    return set_error(cudaErrorInvalidConfiguration);
  if (bound > 0 && nt > (unsigned long long)bound) {
    fprintf(stderr, "emulator: block of %llu threads for a kernel with __launch_bounds__(%d)\n", nt,
            bound);
    return set_error(cudaErrorLaunchOutOfResources);
  }
  bool dev = cur_thread != nullptr;
  if (dev) {
    if (pending >= pending_limit) return set_error(cudaErrorLaunchPendingCountExceeded);
    ++pending;
    max_pending = std::max(max_pending, pending);
    ++device_launches;
  }
  auto tup = std::make_tuple(P(a)...);
  Grid *gr = new Grid;
  gr->fn = [k, tup]() { std::apply(k, tup); };
  gr->g = g;
  gr->b = b;
  gr->shmem = shmem;
  gr->device = dev;
  gr->kernel = reinterpret_cast<const void *>(k);
  if (!dev) {
    host_queue.push_back(gr);
    return cudaSuccess;
  }
  gr->parent = cur_grid;
  cur_grid->refs++;
  if (st == nullptr) {
    const dim3 &bi = cur_block->bidx, &gd = cur_block->gdim;
    unsigned long long lin = bi.x + (unsigned long long)gd.x * (bi.y + (unsigned long long)gd.y * bi.z);
    std::shared_ptr<bool> &last = null_stream_last[{cur_grid, lin}];
    gr->after = last;
    last = gr->done;
  }
  if (st == cudaStreamTailLaunch) {
    cur_grid->tails.push_back(gr);
  } else if (runs_at_once(gr)) {
    run_grid(gr);
  } else {
    dev_queue.push_back(gr);
  }
  return cudaSuccess;
}

template <class T>
inline cudaError_t cudaMalloc(T **p, size_t n) {
  void *m = malloc(n ? n : 1);
  if (!m) return cudaErrorMemoryAllocation;
  memset(m, 0xab, n);
  *p = (T *)m;
  return cudaSuccess;
}
inline cudaError_t cudaFree(void *p) { free(p); return cudaSuccess; }
inline cudaError_t cudaMemcpy(void *d, const void *s, size_t n, cudaMemcpyKind) {
  memcpy(d, s, n);
  return cudaSuccess;
}
inline cudaError_t cudaMemset(void *d, int v, size_t n) { memset(d, v, n); return cudaSuccess; }
inline cudaError_t cudaDeviceSetLimit(cudaLimit l, size_t v) {
  if (l == cudaLimitDevRuntimePendingLaunchCount) fz_emu::pending_limit = v;
  return cudaSuccess;
}
inline cudaError_t cudaDeviceSynchronize() {
  fz_emu::drain();
  if (getenv("FZ_EMU_VERBOSE"))
    fprintf(stderr, "emulator: %lld device launches, at most %zu pending (limit %zu)\n",
            fz_emu::device_launches, fz_emu::max_pending, fz_emu::pending_limit);
  return cudaSuccess;
}
