// Launches into a default stream that are, or are not, their thread's
// (their block's) only launch: DPOpt keeps each in its stream
// (default-stream-launches.test).
__global__ void child(int *Out, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] += 1;
}

// Every thread's only launch, into the per-thread stream.
__global__ void per_thread(int *Out, const int *Len) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<(Len[T] + 31) / 32, 32, 0, cudaStreamPerThread>>>(Out + T, Len[T]);
}

// A block's first thread's only launch, into the NULL stream, after a
// barrier (recursive: the block's only launch of itself).
__global__ void first_thread(int *Out, int Depth) {
  Out[threadIdx.x] += Depth;
  __syncthreads();
  if (threadIdx.x == 0 && Depth > 0)
    first_thread<<<1, blockDim>>>(Out, Depth - 1);
}

// Every thread launches into the block's NULL stream.
__global__ void every_thread(int *Out, const int *Len) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<1, 32>>>(Out + T, Len[T]);
}

// A launch in a loop.
__global__ void in_loop(int *Out, const int *Len) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  for (int K = 0; K < Len[T]; ++K)
    child<<<1, 32, 0, cudaStreamPerThread>>>(Out + K, 32);
}

// Two launches of a thread.
__global__ void two_launches(int *Out, const int *Len) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<1, 32, 0, cudaStreamPerThread>>>(Out, Len[T]);
  child<<<1, 32, 0, cudaStreamPerThread>>>(Out + 32, Len[T]);
}

// A call of a function defined elsewhere, which may launch.
extern __device__ void elsewhere(int *Out);
__global__ void calls_elsewhere(int *Out, const int *Len) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  elsewhere(Out);
  child<<<1, 32, 0, cudaStreamPerThread>>>(Out + T, Len[T]);
}

// An indirect call.
__device__ void twice(int *Out) { Out[0] *= 2; }
__device__ void (*const Hooks[2])(int *) = {twice, twice};
__global__ void indirect(int *Out, const int *Len) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  Hooks[T & 1](Out);
  child<<<1, 32, 0, cudaStreamPerThread>>>(Out + T, Len[T]);
}

// A launch in a __device__ function (kept out of line).
__device__ __noinline__ void launch_from_function(int *Out, int N) {
  child<<<1, 32, 0, cudaStreamPerThread>>>(Out, N);
}
__global__ void via_function(int *Out, const int *Len) {
  launch_from_function(Out, Len[0]);
}

