// Children that read a register of their launch
// (test/ir/launch-registers.test).

// %gridid, by clang's builtin: which launch runs the code (its parent's grid
// run serially, one grid for many children aggregated), as %smid says which
// SM; DPOpt changes both by design.
__global__ void grid_child(unsigned long long *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = __nvvm_read_ptx_sreg_gridid();
}

// %dynamic_smem_size in assembly: an aggregated block has the largest of its
// records'.
__global__ void smem_child(unsigned *out, int n) {
  unsigned s;
  asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(s));
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = s;
}

// The cluster count, by clang's builtin.
__global__ void clusters_child(unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = __nvvm_read_ptx_sreg_nclusterid_x();
}

__global__ void grid_parent(unsigned long long *out, int n) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  grid_child<<<(n + 31) / 32, 32>>>(out + p * n, n);
}
__global__ void smem_parent(unsigned *out, int n) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  smem_child<<<(n + 31) / 32, 32, 16 * (1 + p % 4)>>>(out + p * n, n);
}
__global__ void clusters_parent(unsigned *out, int n) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  clusters_child<<<(n + 31) / 32, 32>>>(out + p * n, n);
}

// A parent that reads the cluster count: no team version (its team launch
// changes its grid).
__global__ void counting_parent(unsigned long long *out, unsigned *clusters,
                                int n) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  clusters[p] = __nvvm_read_ptx_sreg_nclusterid_x();
  grid_child<<<(n + 31) / 32, 32>>>(out + p * n, n);
}
