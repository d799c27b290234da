// Children that fold into one 64-bit word (warp-atomics.test).
typedef unsigned long long u64;

__global__ void count_child(const int *x, int n, u64 *total) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && x[i])
    atomicAdd(total, (u64)x[i]); // COMBINED
}

__global__ void slot_child(int n, u64 *next, u64 *slots) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    slots[i] = atomicAdd(next, 1ull); // USED
}

__global__ void parent(const int *x, const int *sizes, u64 *total, u64 *next,
                       u64 *slots) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  count_child<<<(sizes[i] + 127) / 128, 128>>>(x, sizes[i], total);
  slot_child<<<(sizes[i] + 127) / 128, 128>>>(sizes[i], next, slots);
}
