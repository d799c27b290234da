// Children whose threads fold into one word (serial-atomics-clang.test).
typedef unsigned long long u64;

__global__ void count_child(const int *adj, int deg, u64 *total) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < deg && adj[i] > 0)
    atomicAdd(total, (u64)adj[i]); // KEPT
}

__global__ void mark_child(const int *adj, int deg, u64 *total, int *seen) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < deg) {
    atomicAdd(total, 1ull); // STORE AFTER
    seen[adj[i]] = 1;
  }
}

__global__ void parent(const int *rowptr, const int *col, int n, u64 *total,
                       int *seen) {
  int u = blockIdx.x * blockDim.x + threadIdx.x;
  if (u >= n)
    return;
  int beg = rowptr[u], deg = rowptr[u + 1] - beg;
  count_child<<<(deg + 63) / 64, 64>>>(col + beg, deg, total);
}

__global__ void other_parent(const int *rowptr, const int *col, int n,
                             u64 *total, int *seen) {
  int u = blockIdx.x * blockDim.x + threadIdx.x;
  if (u >= n)
    return;
  int beg = rowptr[u], deg = rowptr[u + 1] - beg;
  mark_child<<<(deg + 63) / 64, 64>>>(col + beg, deg, total, seen);
}
