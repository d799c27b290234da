// Launches into streams their thread creates (StreamKind::Created) and
// stream uses that are not that.
__global__ void child(int *Out, int Base, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[Base + I] += 1;
}

// One stream for one launch; the create's result is read.
__global__ void own_stream(int *Out, const int *Len) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  cudaStream_t S;
  if (cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking) == cudaSuccess) {
    child<<<(Len[T] + 31) / 32, 32, 0, S>>>(Out, T * 64, Len[T]);
    cudaStreamDestroy(S);
  }
}

// A new stream in every iteration.
__global__ void stream_per_iteration(int *Out, const int *Len) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  for (int K = 0; K < 3; ++K) {
    cudaStream_t S;
    cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking);
    child<<<1, 32, 0, S>>>(Out, T * 64 + K, Len[T]);
    cudaStreamDestroy(S);
  }
}

// Two launches into one stream: the second waits for the first.
__global__ void two_launches(int *Out, const int *Len) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  cudaStream_t S;
  cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking);
  child<<<1, 32, 0, S>>>(Out, T * 64, Len[T]);
  child<<<1, 32, 0, S>>>(Out, T * 64, Len[T]);
  cudaStreamDestroy(S);
}

// Created once, launched into in a loop: the launches are ordered.
__global__ void loop_one_stream(int *Out, const int *Len) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  cudaStream_t S;
  cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking);
  for (int K = 0; K < Len[T]; ++K)
    child<<<1, 32, 0, S>>>(Out, T * 64 + K, 1);
  cudaStreamDestroy(S);
}

// Created in a loop but launched into in an inner loop: ordered too.
__global__ void inner_loop(int *Out, const int *Len) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  for (int J = 0; J < 2; ++J) {
    cudaStream_t S;
    cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking);
    for (int K = 0; K < Len[T]; ++K)
      child<<<1, 32, 0, S>>>(Out, T * 64 + K, 1);
    cudaStreamDestroy(S);
  }
}

// An event recorded into the stream: left alone.
__global__ void with_event(int *Out, const int *Len) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  cudaStream_t S;
  cudaEvent_t E;
  cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking);
  cudaEventCreateWithFlags(&E, cudaEventDisableTiming);
  child<<<1, 32, 0, S>>>(Out, T * 64, Len[T]);
  cudaEventRecord(E, S);
  cudaEventDestroy(E);
  cudaStreamDestroy(S);
}

// The stream escapes into memory: left alone.
__device__ cudaStream_t Saved[1024];
__global__ void stored_stream(int *Out, const int *Len) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  cudaStream_t S;
  cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking);
  Saved[T] = S;
  child<<<1, 32, 0, S>>>(Out, T * 64, Len[T]);
}

// A stream from the caller: left alone.
__global__ void param_stream(int *Out, const int *Len, cudaStream_t S) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  child<<<1, 32, 0, S>>>(Out, T * 64, Len[T]);
}

// Initialized before the create, the launch conditional: created.
__global__ void initialized(int *Out, const int *Len) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  cudaStream_t S = 0;
  cudaError_t E = cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking);
  if (Len[T] > 0)
    child<<<1, 32, 0, S>>>(Out, T * 64, Len[T]);
  if (E == cudaSuccess)
    cudaStreamDestroy(S);
}

// Reset after the create, on some paths before the launch: left alone.
__global__ void reset_after_create(int *Out, const int *Len) {
  int T = blockIdx.x * blockDim.x + threadIdx.x;
  cudaStream_t S;
  cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking);
  if (Len[T] > 5)
    S = 0;
  child<<<1, 32, 0, S>>>(Out, T * 64, Len[T]);
}

#ifdef WITH_TAIL_LAUNCH
// A tail launch anywhere in the module keeps created streams as they are.
__global__ void tail(int *Out) {
  child<<<1, 32, 0, cudaStreamTailLaunch>>>(Out, 0, 32);
}
#endif
