// inline_asm: children with inline assembly (test/ir/inline-asm.test says
// what DPOpt does with each).
//  - geom: computes its element from %ctaid.x, %ntid.x and %tid.x read in
//    assembly. Aggregated or coarsened, those would be the clone's block,
//    not the child's, and the child would write other parents' elements;
//    DPOpt launches it as written.
//  - timer: reads %globaltimer, %smid and %nsmid in assembly (timing code),
//    and is thresholded, aggregated and coarsened like any child: every
//    element counts the reads' sanity (timer nonzero, smid < nsmid).
//  - lane: reads %laneid in assembly: not run serially (its lane would be
//    the parent's), aggregated and coarsened (their blocks are the child's).
// Children of 1 to 300 threads in blocks of 32 or 64, one a parent thread;
// every element written once and checked against the host.
#define TEST_NAME "inline_asm"
#include "e2e.h"

constexpr int kParents = 2048, kParentBlock = 128, kMaxN = 300;

__host__ __device__ inline int child_size(int p) {
  return 1 + (int)(e2e_mix((unsigned)p * 2654435761u) % kMaxN);
}

__global__ void geom(int *out, int n, int tag) {
  unsigned b, nt, t;
  asm("mov.u32 %0, %%ctaid.x;" : "=r"(b));
  asm("mov.u32 %0, %%ntid.x;" : "=r"(nt));
  asm("mov.u32 %0, %%tid.x;" : "=r"(t));
  int i = (int)(b * nt + t);
  if (i < n)
    out[i] += tag + i;
}

__global__ void timer(int *out, int n, int tag) {
  unsigned long long g;
  unsigned s, ns;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g));
  asm("mov.u32 %0, %%smid;" : "=r"(s));
  asm("mov.u32 %0, %%nsmid;" : "=r"(ns));
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] += tag + i + (g != 0) + (s < ns);
}

__global__ void lane(int *out, int n, int tag) {
  unsigned l;
  asm("mov.u32 %0, %%laneid;" : "=r"(l));
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] += tag + i + (l == ((threadIdx.x + threadIdx.y * blockDim.x) & 31));
}

__global__ void geom_parent(int *out, const long *offs) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  int n = child_size(p), b = p & 1 ? 64 : 32;
  geom<<<(n + b - 1) / b, b>>>(out + offs[p], n, p * 1000); //@launch
}
__global__ void timer_parent(int *out, const long *offs) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  int n = child_size(p), b = p & 1 ? 64 : 32;
  timer<<<(n + b - 1) / b, b>>>(out + offs[p], n, p * 1000); //@launch
}
__global__ void lane_parent(int *out, const long *offs) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  int n = child_size(p), b = p & 1 ? 64 : 32;
  lane<<<(n + b - 1) / b, b>>>(out + offs[p], n, p * 1000); //@launch
}

int main() {
  e2e_set_pending_launches(4 * kParents);
  const std::vector<long> offs = element_offsets(kParents, child_size);
  const long total = offs[kParents];
  long *doffs = to_device(offs);
  int *g = dev_alloc<int>(total), *t = dev_alloc<int>(total),
      *l = dev_alloc<int>(total);

  GpuTimer gt;
  gt.start();
  geom_parent<<<kParents / kParentBlock, kParentBlock>>>(g, doffs); //@host
  CK_LAUNCH();
  timer_parent<<<kParents / kParentBlock, kParentBlock>>>(t, doffs); //@host
  CK_LAUNCH();
  lane_parent<<<kParents / kParentBlock, kParentBlock>>>(l, doffs); //@host
  CK_LAUNCH();
  float ms = gt.stop();

  std::vector<int> wg(total), wt(total), wl(total);
  for (int p = 0; p < kParents; ++p)
    for (int i = 0; i < child_size(p); ++i) {
      wg[offs[p] + i] = p * 1000 + i;
      wt[offs[p] + i] = p * 1000 + i + 2;
      wl[offs[p] + i] = p * 1000 + i + 1;
    }
  Checker chk;
  chk.eq_array("children reading their block in assembly", to_host(g, total),
               wg);
  chk.eq_array("children reading a timer in assembly", to_host(t, total), wt);
  chk.eq_array("children reading their lane in assembly", to_host(l, total),
               wl);
  return chk.finish(ms);
}
