// Warp counts summed by every thread, as in a block-wide partition: with
// `counts` 16-byte aligned, ptxas -c loads four counts at a time.
__global__ void partition_counts(const int *in, int *out) {
  __shared__ int counts[2][16];
  const int w = threadIdx.x / 32, r = in[blockIdx.x] & 1;
  if (threadIdx.x % 32 == 0)
    counts[r][w] = __popc(__ballot_sync(~0u, in[threadIdx.x] > 0));
  __syncthreads();
  int before = 0;
  for (int x = 0; x < 16; x++)
    before += x < w ? counts[r][x] : 0;
  out[blockIdx.x * blockDim.x + threadIdx.x] = before;
}
