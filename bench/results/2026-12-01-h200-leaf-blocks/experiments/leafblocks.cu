// TD treea's leaf level, synthetic: 2.65 M child blocks of 64 threads (3 a
// record, 400 records a chunk), each thread reading its node's two cp words.
//   plain<B>: a flat grid over the same threads, blocks of B;
//   agg<Sub, Release>: aggregated blocks of Sub x 64 threads, each 64 a
//   child block that finds its record (a window read around the guess and a
//   ballot, as BlockHooks' lookup), reads it, and (Release) its warps' first
//   lanes add their lanes to the chunk's count of finished threads
//   (atom.release.gpu, as the inline release);
//   agg<1, ..., Extra>: and what the aggregated kernel reads besides: the
//   run-time parameter word, the chunk's header and its descriptor's record
//   size (dependent loads), and a two-word list in local memory;
//   the same grid with 10 KB of shared memory (21 blocks an SM, as the
//   aggregated kernel's 48 registers allow), split into 150 grids over 16
//   streams, or into 150 grids launched from the device (fire and forget).
// Build (device launches):
//   clang++-22 -x cuda --cuda-gpu-arch=sm_90 --cuda-path=/usr/local/cuda \
//     -fgpu-rdc -D__CUDACC_RDC__ -O3 -std=c++17 leafblocks.cu -o leafblocks \
//     -Xoffload-linker -L/usr/local/cuda/lib64 -Xoffload-linker -lcudadevrt \
//     -L/usr/local/cuda/lib64 -lcudart_static -ldl -lrt -pthread
#include <algorithm>
#include <cstdio>
#include <cuda_runtime.h>
#include <vector>

constexpr int kChild = 64, kBlocksPerRecord = 3, kRecordsPerChunk = 400;
constexpr long kChildBlocks = 2650000;
struct Record {
  unsigned long long First; // the record's first block in its chunk
  int Beg, Count;           // its nodes
};

__global__ void plain(const int *cp, long n, int *out) {
  long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int a = cp[i], b = cp[i + 1];
  if (a != b)
    out[i] = 1;
}

struct Header {
  unsigned long long Records, Blocks;
  const unsigned *RecordSize; // the descriptor's
};
__device__ unsigned long long ParamWord;
__device__ volatile unsigned long long *Sink;

template <int Sub, bool Release, bool Extra = false>
__global__ void agg(const unsigned long long *firsts, const Record *recs,
                    unsigned long long *done, const int *cp, int *out,
                    long base = 0, const Header *hdr = nullptr) {
  unsigned long long list[2];
  if (Extra) {
    if (ParamWord >> 32) // never: no per-kernel values
      out[0] = 2;
    const Header h = hdr[0];
    if (*h.RecordSize != sizeof(Record) || h.Records == 0)
      out[1] = 3;
    list[0] = list[1] = 0;
    asm volatile("" ::"l"(list) : "memory");
  }
  const long g = base + (long)blockIdx.x * Sub + threadIdx.x / kChild;
  const int t = threadIdx.x % kChild, lane = threadIdx.x & 31;
  const long chunk = g / (kRecordsPerChunk * kBlocksPerRecord);
  const unsigned long long key = g % (kRecordsPerChunk * kBlocksPerRecord);
  const unsigned long long *f = firsts + chunk * kRecordsPerChunk;
  // one round: the window of 32 records around the guess
  long guess = (long)(key / kBlocksPerRecord) - 16;
  guess = max(0L, min(guess, (long)kRecordsPerChunk - 32));
  bool le = f[guess + lane] <= key;
  unsigned m = __ballot_sync(~0u, le);
  const long r = chunk * kRecordsPerChunk + guess + __popc(m) - 1;
  const Record rec = recs[r];
  if (Release) {
    __syncwarp();
    if (lane == 0) {
      unsigned long long old;
      asm volatile("atom.release.gpu.global.add.u64 %0, [%1], %2;"
                   : "=l"(old)
                   : "l"(done + chunk * 32), "l"(32ull)
                   : "memory");
      if (old == ~0ull)
        out[0] = 1;
    }
  }
  const int i = (int)(key - rec.First) * kChild + t;
  if (Extra) {
    asm volatile("" ::"l"(list) : "memory");
    if (list[0] | list[1])
      *Sink = 1;
  }
  if (i >= rec.Count)
    return;
  const int c = rec.Beg + i;
  int a = cp[c], b = cp[c + 1];
  if (a != b)
    out[c] = 1;
}

// 150 grids of the leaf level launched from the device, fire and forget.
__global__ void launcher(long nblocks, int grids, const unsigned long long *firsts,
                         const Record *recs, unsigned long long *done,
                         const int *cp, int *out, const Header *hdr) {
  const long per = (nblocks + grids - 1) / grids;
  for (int k = threadIdx.x; k < grids; k += blockDim.x) {
    long b0 = k * per, n = min(per, nblocks - b0);
    if (n > 0)
      agg<1, true, true><<<n, 64, 0, cudaStreamFireAndForget>>>(firsts, recs, done, cp, out, b0, hdr);
  }
}

template <typename L> float timeIt(L launch) {
  cudaEvent_t a, b;
  cudaEventCreate(&a);
  cudaEventCreate(&b);
  launch(); // warm-up
  std::vector<float> ms;
  for (int r = 0; r < 9; ++r) {
    cudaEventRecord(a);
    launch();
    cudaEventRecord(b);
    cudaEventSynchronize(b);
    float x;
    cudaEventElapsedTime(&x, a, b);
    ms.push_back(x);
  }
  std::sort(ms.begin(), ms.end());
  return ms[4];
}

int main() {
  const long records = kChildBlocks / kBlocksPerRecord;
  const long chunks = records / kRecordsPerChunk;
  const long nrec = chunks * kRecordsPerChunk, nblocks = nrec * kBlocksPerRecord;
  std::vector<unsigned long long> firsts(nrec);
  std::vector<Record> recs(nrec);
  long nodes = 0;
  for (long r = 0; r < nrec; ++r) {
    firsts[r] = (r % kRecordsPerChunk) * kBlocksPerRecord;
    int count = 128 + (int)((r * 2654435761u) % 65); // fan-outs of 128-192
    recs[r] = {firsts[r], (int)nodes, count};
    nodes += count;
  }
  unsigned long long *dFirsts, *dDone;
  Record *dRecs;
  int *cp, *out;
  cudaMalloc(&dFirsts, nrec * 8);
  cudaMalloc(&dRecs, nrec * sizeof(Record));
  cudaMalloc(&dDone, chunks * 32 * 8);
  cudaMalloc(&cp, (nodes + 1) * 4);
  cudaMalloc(&out, (nodes + 1) * 4);
  cudaMemcpy(dFirsts, firsts.data(), nrec * 8, cudaMemcpyHostToDevice);
  cudaMemcpy(dRecs, recs.data(), nrec * sizeof(Record), cudaMemcpyHostToDevice);
  cudaMemset(cp, 0, (nodes + 1) * 4);
  cudaMemset(dDone, 0, chunks * 32 * 8);
  cudaMemset(out, 0, (nodes + 1) * 4);
  printf("records %ld, child blocks %ld, nodes %ld\n", nrec, nblocks, nodes);
  printf("plain 256        %.3f ms\n", timeIt([&] { plain<<<(nodes + 255) / 256, 256>>>(cp, nodes, out); }));
  printf("plain 64         %.3f ms\n", timeIt([&] { plain<<<(nodes + 63) / 64, 64>>>(cp, nodes, out); }));
  printf("agg 1x64         %.3f ms\n", timeIt([&] { agg<1, false><<<nblocks, 64>>>(dFirsts, dRecs, dDone, cp, out); }));
  printf("agg 1x64 release %.3f ms\n", timeIt([&] { agg<1, true><<<nblocks, 64>>>(dFirsts, dRecs, dDone, cp, out); }));
  printf("agg 4x64         %.3f ms\n", timeIt([&] { agg<4, false><<<nblocks / 4, 256>>>(dFirsts, dRecs, dDone, cp, out); }));
  printf("agg 4x64 release %.3f ms\n", timeIt([&] { agg<4, true><<<nblocks / 4, 256>>>(dFirsts, dRecs, dDone, cp, out); }));
  unsigned *dSize;
  Header *dHdr;
  cudaMalloc(&dSize, 4);
  cudaMalloc(&dHdr, sizeof(Header));
  unsigned size = sizeof(Record);
  cudaMemcpy(dSize, &size, 4, cudaMemcpyHostToDevice);
  Header h = {kRecordsPerChunk, kRecordsPerChunk * kBlocksPerRecord, dSize};
  cudaMemcpy(dHdr, &h, sizeof h, cudaMemcpyHostToDevice);
  auto full = agg<1, true, true>;
  cudaFuncSetAttribute(full, cudaFuncAttributeMaxDynamicSharedMemorySize, 10 * 1024);
  printf("agg 1x64 release extra             %.3f ms\n", timeIt([&] { full<<<nblocks, 64>>>(dFirsts, dRecs, dDone, cp, out, 0, dHdr); }));
  printf("agg 1x64 release extra, 21 an SM   %.3f ms\n", timeIt([&] { full<<<nblocks, 64, 10 * 1024>>>(dFirsts, dRecs, dDone, cp, out, 0, dHdr); }));
  cudaStream_t st[16];
  for (auto &x : st)
    cudaStreamCreateWithFlags(&x, cudaStreamNonBlocking);
  const int grids = 150;
  const long per = (nblocks + grids - 1) / grids;
  printf("agg 1x64 release extra, 150 grids  %.3f ms\n", timeIt([&] {
    for (int k = 0; k < grids; ++k) {
      long b0 = k * per, n = std::min(per, nblocks - b0);
      full<<<n, 64, 0, st[k % 16]>>>(dFirsts, dRecs, dDone, cp, out, b0, dHdr);
    }
    for (auto &x : st)
      cudaStreamSynchronize(x);
  }));
  printf("agg 1x64 release extra, 150 device-launched grids %.3f ms\n", timeIt([&] { launcher<<<1, 160>>>(nblocks, grids, dFirsts, dRecs, dDone, cp, out, dHdr); }));
  cudaError_t e = cudaDeviceSynchronize();
  printf("%s\n", cudaGetErrorString(e));
  return e != cudaSuccess;
}
