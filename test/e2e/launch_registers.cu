// launch_registers: children that read the dynamic shared memory size of
// their launch (%dynamic_smem_size, in assembly), which a clone changes and
// cannot remap (classifyInlineAsm): aggregated, a block would get the
// largest of its records'; run serially, the parent's. DPOpt launches them
// as written.
//  - size: every thread stores what it reads; the parents launch it with
//    16 to 64 bytes. Checked against the launched size.
//  - stage: sizes its work by it, as a kernel whose shared buffer the
//    launch sizes does: each block stages the words its buffer holds
//    through it and writes them out. Checked: every element once.
// Children of 1 to 300 threads in blocks of 32 or 64, one a parent thread.
// (%gridid is not such a register: threshold.cu reads it to tell a child
// run serially from one launched.)
#define TEST_NAME "launch_registers"
#include "e2e.h"

constexpr int kParents = 2048, kParentBlock = 128, kMaxN = 300;

__host__ __device__ inline int child_size(int p) {
  return 1 + (int)(e2e_mix((unsigned)p * 2654435761u) % kMaxN);
}
__host__ __device__ inline unsigned smem_bytes(int p) {
  return 16u * (1u + (unsigned)p % 4u);
}

__device__ inline unsigned dynamic_smem_size() {
  unsigned s;
  asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(s));
  return s;
}

__global__ void size(unsigned *out, int n) {
  unsigned s = dynamic_smem_size();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = s;
}

// Block b covers words [b * words, (b + 1) * words) of the child's n, where
// words is what its buffer holds; thread t stages word t of them.
__global__ void stage(int *out, int n, int tag) {
  extern __shared__ int buf[];
  const int words = (int)(dynamic_smem_size() / sizeof(int));
  const int t = threadIdx.x, i = blockIdx.x * words + t;
  if (t < words)
    buf[t] = tag + i;
  __syncthreads();
  if (t < words && i < n)
    out[i] = buf[t];
}

__global__ void size_parent(unsigned *out, const long *offs) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  int n = child_size(p), b = p & 1 ? 64 : 32;
  size<<<(n + b - 1) / b, b, smem_bytes(p)>>>(out + offs[p], n); //@launch
}
__global__ void stage_parent(int *out, const long *offs) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  int n = child_size(p), words = (int)(smem_bytes(p) / sizeof(int));
  int blocks = (n + words - 1) / words;
  stage<<<blocks, 32, smem_bytes(p)>>>(out + offs[p], n, p * 1000); //@launch
}

int main() {
  e2e_set_pending_launches(2 * kParents);
  const std::vector<long> offs = element_offsets(kParents, child_size);
  const long total = offs[kParents];
  long *doffs = to_device(offs);
  unsigned *s = dev_alloc<unsigned>(total);
  int *st = dev_alloc<int>(total);

  GpuTimer gt;
  gt.start();
  size_parent<<<kParents / kParentBlock, kParentBlock>>>(s, doffs); //@host
  CK_LAUNCH();
  stage_parent<<<kParents / kParentBlock, kParentBlock>>>(st, doffs); //@host
  CK_LAUNCH();
  float ms = gt.stop();

  std::vector<unsigned> ws(total);
  std::vector<int> wst(total);
  for (int p = 0; p < kParents; ++p)
    for (int i = 0; i < child_size(p); ++i) {
      ws[offs[p] + i] = smem_bytes(p);
      wst[offs[p] + i] = p * 1000 + i;
    }
  Checker chk;
  chk.eq_array("children reading %dynamic_smem_size", to_host(s, total), ws);
  chk.eq_array("children staging as many words as their buffer holds",
               to_host(st, total), wst);
  return chk.finish(ms);
}
