// Kernels that enter the device runtime at one or at several call sites.
__global__ void child(int *Out, int N) {
  int I = blockIdx.x * blockDim.x + threadIdx.x;
  if (I < N)
    Out[I] += 1;
}

// dpfuzz_2148's parent, reduced: lanes leave a loop with per-thread trip
// counts at different times, then create a stream, launch into it (twice:
// a stream created for one launch alone would become fire-and-forget, see
// CreatedStreams.h) and destroy it. Six call sites: the loop's launch, the
// create, two launches, the destroy, the last launch.
__global__ void several_sites(int *Out, const int *Trips) {
  int T = threadIdx.x;
  for (int It = 0; It < Trips[T]; ++It)
    child<<<1, 32>>>(Out, 32);
  cudaStream_t S;
  if (cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking) == cudaSuccess) {
    child<<<1, 32, 0, S>>>(Out + 32, 32);
    child<<<1, 32, 0, S>>>(Out + 32, 32);
    cudaStreamDestroy(S);
  }
  child<<<1, 32>>>(Out + 64, T);
}

// One launch site.
__global__ void one_site(int *Out, int N) {
  child<<<(N + 31) / 32, 32>>>(Out, N);
}

// One stream call and nothing else.
__global__ void one_stream_call(int *Out) {
  cudaStream_t S;
  Out[threadIdx.x] = cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking);
}

// Two launches of one child and no other runtime call: at DPOpt's time in
// clang's pipeline both go through one function (the coarsening site helper,
// the headers' wrappers), whose one call is two places to enter from.
__global__ void two_launch_sites(int *Out, const int *Trips) {
  for (int It = 0; It < Trips[threadIdx.x]; ++It)
    child<<<1, 32>>>(Out, 32);
  child<<<1, 32>>>(Out + 64, threadIdx.x);
}

// Every stream/event call DPOpt routes, with a launch between them: under
// CUDA_API_PER_THREAD_DEFAULT_STREAM the record and wait calls are the _ptsz
// variants.
__global__ void event_calls(int *Out, const int *Trips) {
  for (int It = 0; It < Trips[threadIdx.x]; ++It)
    child<<<1, 32>>>(Out, 32);
  cudaStream_t S;
  cudaEvent_t E;
  cudaStreamCreateWithFlags(&S, cudaStreamNonBlocking);
  cudaEventCreateWithFlags(&E, cudaEventDisableTiming);
  cudaEventRecord(E, 0);
  cudaStreamWaitEvent(S, E, 0);
  child<<<1, 32, 0, S>>>(Out + 32, 32);
  cudaEventDestroy(E);
  cudaStreamDestroy(S);
}
