// Arguments that every record of one aggregated launch shares
// (test/ir/uniform-args.test, UniformLaunchArgs.h).
#include "cuda_runtime.h"

struct Geom {
  int n;
  float scale;
};

// Self recursion: out, g and cnt pass through, depth does not.
__global__ void rec(int *out, Geom g, int depth, int *cnt) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = (int)(g.scale * g.n) + depth;
  if (threadIdx.x == 0 && depth < 4) {
    atomicAdd(cnt, 1);
    rec<<<2, 32>>>(out, g, depth + 1, cnt);
  }
}

// A recursion that swaps its pointers: a level's records hold a, b or b, a.
__global__ void swapped(int *a, int *b, int depth) {
  a[threadIdx.x] += 1;
  if (threadIdx.x == 0 && depth > 0)
    swapped<<<1, 32>>>(b, a, depth - 1);
}

// A kernel never launched from the device: its parameters, and a field of
// its by-value one, are the same in all its threads.
__global__ void leaf(int *buf, int n, int lane) { buf[lane] = n; }
__global__ void host_only(Geom g, int *buf) {
  leaf<<<1, 32>>>(buf, g.n, threadIdx.x);
}

// Pointers in a by-value struct.
struct Bufs {
  int *a, *b;
};
__global__ void bufs_leaf(int *p, int i) { p[i] = i; }
__global__ void bufs_parent(Bufs bufs) {
  bufs_leaf<<<1, 32>>>(bufs.b, threadIdx.x);
}

// Two sites of one kernel that pass different parameters.
__global__ void sink(int *p) { p[threadIdx.x] = 1; }
__global__ void two_sites(int *p, int *q) {
  if (threadIdx.x & 1)
    sink<<<1, 32>>>(p);
  else
    sink<<<1, 32>>>(q);
}

// Two kernels that launch the same child.
__global__ void shared_leaf(int *p, int v) { p[threadIdx.x] = v; }
__global__ void first_parent(int *p, int v) { shared_leaf<<<1, 32>>>(p, v); }
__global__ void second_parent(int *p, int v) { shared_leaf<<<1, 32>>>(p, v); }

// A chain: host_chain passes its parameter to middle, middle passes it on
// to last; wobbly_chain passes a per-thread pointer to wobbly_middle.
__global__ void last(int *p, int v) { p[threadIdx.x] = v; }
__global__ void middle(int *p, int v) { last<<<1, 32>>>(p, v + 1); }
__global__ void host_chain(int *p, int v) { middle<<<1, 32>>>(p, v); }
__global__ void wobbly_last(int *p) { p[threadIdx.x] = 1; }
__global__ void wobbly_middle(int *p) { wobbly_last<<<1, 32>>>(p); }
__global__ void wobbly_chain(int *p) {
  wobbly_middle<<<1, 32>>>(p + threadIdx.x);
}

// A parent that writes its by-value parameter before passing it on.
__global__ void geom_leaf(Geom g, int *out) { out[threadIdx.x] = g.n; }
__global__ void writes_geom(Geom g, int *out) {
  g.n += threadIdx.x;
  geom_leaf<<<1, 32>>>(g, out);
}

// Mutual recursion: ping's records come from pong and from ping's own
// serialized copies of pong.
__global__ void pong(int *p, int d);
__global__ void ping(int *p, int d) {
  p[threadIdx.x] += 1;
  if (d > 0)
    pong<<<1, 32>>>(p, d - 1);
}
__global__ void pong(int *p, int d) {
  p[threadIdx.x] += 2;
  if (d > 0)
    ping<<<1, 32>>>(p, d - 1);
}
__global__ void pinger(int *p, int d) { ping<<<1, 32>>>(p, d); }
