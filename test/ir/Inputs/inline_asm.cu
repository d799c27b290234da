// Children with inline assembly (test/ir/inline-asm.test).

// Its place in the grid read in assembly: no clone can remap it.
__global__ void geom_child(int *out, int n) {
  unsigned b, t;
  asm("mov.u32 %0, %%ctaid.x;" : "=r"(b));
  asm("mov.u32 %0, %%tid.x;" : "=r"(t));
  int i = b * blockDim.x + t;
  if (i < n)
    out[i] += 1;
}

// Timing and tracing code: a timer, the SM's number and the grid's launch
// number, read in assembly.
__global__ void timer_child(int *out, int n) {
  unsigned long long g, id;
  unsigned s, ns;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g));
  asm("mov.u32 %0, %%smid;" : "=r"(s));
  asm("mov.u32 %0, %%nsmid;" : "=r"(ns));
  asm("mov.u64 %0, %%gridid;" : "=l"(id));
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] += (g != 0) + (s < ns) + (id == 0);
}

// Its lane, read in assembly: the same in a clone of the child's blocks,
// not in a parent thread that runs the child's threads.
__global__ void lane_child(int *out, int n) {
  unsigned l;
  asm("mov.u32 %0, %%laneid;" : "=r"(l));
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] += l == (threadIdx.x & 31);
}

// A device function called from assembly: its code is not seen.
__device__ __noinline__ unsigned hidden() { return threadIdx.x; }
__global__ void call_child(int *out, int n) {
  unsigned v;
  asm("{ .reg .b32 r; call(r), _Z6hiddenv, (); mov.b32 %0, r; }" : "=r"(v));
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] += v;
}

// Counts with a timer read: two launches of it by one thread may run in any
// order (the timer read touches no memory).
__global__ void timed_count_child(unsigned long long *sum, int n) {
  unsigned long long g;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(g));
  if (blockIdx.x * blockDim.x + threadIdx.x < n)
    atomicAdd(sum, 1ull + (g == 0));
}

__global__ void geom_parent(int *out, int n) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  geom_child<<<(n + 31) / 32, 32>>>(out + p * n, n);
}
__global__ void timer_parent(int *out, int n) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  timer_child<<<(n + 31) / 32, 32>>>(out + p * n, n);
}
__global__ void lane_parent(int *out, int n) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  lane_child<<<(n + 31) / 32, 32>>>(out + p * n, n);
}
__global__ void call_parent(int *out, int n) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  call_child<<<(n + 31) / 32, 32>>>(out + p * n, n);
}
__global__ void count_parent(unsigned long long *sum, int n) {
  timed_count_child<<<(n + 31) / 32, 32>>>(sum, n);
  timed_count_child<<<(n + 63) / 64, 64>>>(sum + 1, n);
}
