// One thread's launches into a default stream, whose children the stream
// runs in order (LaunchOrder.h): kept where the children may depend on each
// other, transformed where they cannot.
__global__ void produce(int *Buf, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Buf[I] = I;
}

__global__ void consume(const int *Buf, int *Sum, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    atomicAdd(Sum, Buf[I]);
}

__global__ void count(int *Hits, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    atomicAdd(&Hits[I], 1);
}

__global__ void peak(int *Hits, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    atomicMax(&Hits[I], I);
}

__global__ void copy(const int *In, int *Out, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] = In[I];
}

__device__ void elsewhere(int *P);

// consume reads what produce wrote: both stay launches.
__global__ void produce_consume(int *Buf, int *Sums, int N) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  produce<<<(N + 63) / 64, 64>>>(Buf + T * N, N);
  consume<<<(N + 63) / 64, 64>>>(Buf + T * N, Sums + T, N);
}

// The same in the per-thread stream (the launch is on a cycle).
__global__ void produce_loop(int *Buf, int Rounds, int N) {
  for (int R = 0; R < Rounds; ++R)
    produce<<<(N + 63) / 64, 64, 0, cudaStreamPerThread>>>(Buf + R, N);
}

// atomicAdd in a loop: the updates commute, transformed.
__global__ void count_loop(int *Hits, int Rounds, int N) {
  for (int R = 0; R < Rounds; ++R)
    count<<<(N + 63) / 64, 64>>>(Hits, N);
}

// atomicAdd, then atomicMax on the same memory: they do not commute.
__global__ void count_then_peak(int *Hits, int N) {
  count<<<(N + 63) / 64, 64>>>(Hits, N);
  peak<<<(N + 63) / 64, 64>>>(Hits, N);
}

// Two copies into memory the other neither reads nor writes (restrict
// pointers): transformed.
__global__ void two_copies(const int *__restrict__ In, int *__restrict__ A,
                           int *__restrict__ B, int N) {
  copy<<<(N + 63) / 64, 64>>>(In, A, N);
  copy<<<(N + 63) / 64, 64>>>(In, B, N);
}

// The second copy reads what the first writes (the same pointer).
__global__ void copy_chain(const int *In, int *Mid, int *Out, int N) {
  copy<<<(N + 63) / 64, 64>>>(In, Mid, N);
  copy<<<(N + 63) / 64, 64>>>(Mid, Out, N);
}

// A call that may launch after the launch.
__global__ void then_call(int *Hits, int N) {
  count<<<(N + 63) / 64, 64>>>(Hits, N);
  elsewhere(Hits);
}

// On two sides of a branch: never both in one thread, transformed.
__global__ void either(int *Buf, int *Sums, int N) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  if (T % 2)
    produce<<<(N + 63) / 64, 64>>>(Buf + T * N, N);
  else
    consume<<<(N + 63) / 64, 64>>>(Buf + T * N, Sums + T, N);
}

// Launches into streams created for them are not ordered (the program does
// not know which runs first): transformed.
__global__ void own_streams(int *Buf, int *Sums, int N) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  cudaStream_t S1, S2;
  cudaStreamCreateWithFlags(&S1, cudaStreamNonBlocking);
  produce<<<(N + 63) / 64, 64, 0, S1>>>(Buf + T * N, N);
  cudaStreamDestroy(S1);
  cudaStreamCreateWithFlags(&S2, cudaStreamNonBlocking);
  consume<<<(N + 63) / 64, 64, 0, S2>>>(Buf + T * N, Sums + T, N);
  cudaStreamDestroy(S2);
}

// A function that launches, called after a launch (kept out of line).
__device__ __noinline__ void helper(int *Hits, int N) {
  count<<<(N + 63) / 64, 64>>>(Hits, N);
}
__global__ void then_helper(int *Buf, int N) {
  produce<<<(N + 63) / 64, 64>>>(Buf, N);
  helper(Buf + N, N);
}

// A child that launches: its own launches count as writing anything.
__global__ void spawn(int *Hits, int N) {
  if (threadIdx.x == 0)
    count<<<(N + 63) / 64, 64>>>(Hits, N);
}
__global__ void spawn_loop(int *Hits, int Rounds, int N) {
  for (int R = 0; R < Rounds; ++R)
    spawn<<<1, 32>>>(Hits, N);
}

// A launching child, launched once: thresholded, and the launch of its
// serial version, now the parent thread's, is aggregated (no order refused
// it after thresholding changed the code).
__global__ void spawn_once(int *Hits, int N) {
  spawn<<<1, 32>>>(Hits, N);
}
