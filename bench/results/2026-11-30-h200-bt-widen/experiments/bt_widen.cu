// Build (here): see build-bt-widen.sh. Run: bt_widen DATA_DIR DATASET...
// Would widening BT's parent (a team of k threads for each parent thread,
// the leader running the parent's code, the team taking part in the warp's
// spread of the serialized children) reach the flat kernel? Every variant
// runs every child serially; the children are BT's (a line of n points,
// ceil(n/32) blocks of 32, one point a thread):
//  - flat: bt_nodp, a block of 128 per line (the bench's No-DP);
//  - spread-k: blocks of 64*k threads (at most 1024), lane % k == 0 is a
//    parent thread (line threadIdx.x/k of its block), the other lanes bring
//    no child; the warp spreads its children's threads as DPOpt's exit
//    spread does (exclusive prefix sum of the lanes' thread counts, rounds
//    of 32, each lane finds its child's lane by a binary search over the
//    sums); k = 1 is DPOpt's spread today;
//  - team-k: the same layout, but each team of k lanes runs its own line's
//    points (no spread);
// every output checked against the CPU. Medians of 20 runs after 3
// warm-ups, CUDA events.
#include "common/bench_cuda.h"
#include "common/datasets.h"
#include "common/reference.h"
#include <algorithm>
#include <cstdio>
#include <vector>

using namespace bench;

struct BezierLine {
  float2 CP[3];
  float2 *vertexPos;
  int nVertices;
};

__device__ __forceinline__ float2 operator+(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
__device__ __forceinline__ float2 operator-(float2 a, float2 b) { return make_float2(a.x - b.x, a.y - b.y); }
__device__ __forceinline__ float2 operator*(float a, float2 b) { return make_float2(a * b.x, a * b.y); }
__device__ __forceinline__ float length(float2 a) { return sqrtf(a.x * a.x + a.y * a.y); }
__device__ __forceinline__ float curvature(const BezierLine &l) {
  return length(l.CP[1] - 0.5f * (l.CP[0] + l.CP[2])) / length(l.CP[2] - l.CP[0]);
}
__device__ __forceinline__ int tess_points(const BezierLine &l, float mul, int maxTess) {
  float t = fminf(curvature(l) * mul, (float)maxTess);
  return max((int)t, 4);
}
__device__ __forceinline__ float2 bezier_point(const BezierLine &l, int idx, int nTess) {
  float u = (float)idx / (float)(nTess - 1);
  float omu = 1.0f - u;
  float B3u[3] = {omu * omu, 2.0f * u * omu, u * u};
  float2 position = make_float2(0, 0);
  for (int i = 0; i < 3; i++) position = position + B3u[i] * l.CP[i];
  return position;
}

__global__ void k_flat(BezierLine *lines, int nLines, int maxTess, float mul) {
  int l = blockIdx.x;
  if (l < nLines) {
    BezierLine line = lines[l];
    int nTess = tess_points(line, mul, maxTess);
    if (threadIdx.x == 0) lines[l].nVertices = nTess;
    for (int i = threadIdx.x; i < nTess; i += blockDim.x) line.vertexPos[i] = bezier_point(line, i, nTess);
  }
}

// The child thread (blockIdx*32 + threadIdx of line lidx's child).
__device__ __forceinline__ void child_thread(BezierLine *bLines, int lidx, int nTess, int idx) {
  if (idx < nTess) bLines[lidx].vertexPos[idx] = bezier_point(bLines[lidx], idx, nTess);
}

template <int K> __global__ void k_spread(BezierLine *bLines, int nLines, int maxTess, float mul) {
  const unsigned Full = 0xFFFFFFFFu;
  unsigned lane = threadIdx.x & 31;
  int per = blockDim.x / K;
  int lidx = threadIdx.x % K == 0 ? threadIdx.x / K + per * blockIdx.x : nLines;
  int items = 0, nTess = 0;
  if (lidx < nLines) {
    nTess = tess_points(bLines[lidx], mul, maxTess);
    bLines[lidx].nVertices = nTess;
    items = (nTess + 31) / 32 * 32;
  }
  int incl = items;
  for (int o = 1; o < 32; o <<= 1) {
    int t = __shfl_up_sync(Full, incl, o);
    if (lane >= o) incl += t;
  }
  int total = __shfl_sync(Full, incl, 31), excl = incl - items;
  for (int base = 0; base < total; base += 32) {
    int item = base + lane, owner = 0;
    for (int step = 16; step > 0; step >>= 1) {
      int e = __shfl_sync(Full, excl, owner + step);
      if (e <= item) owner += step;
    }
    int oLine = __shfl_sync(Full, lidx, owner), oTess = __shfl_sync(Full, nTess, owner),
        oExcl = __shfl_sync(Full, excl, owner);
    if (item < total) child_thread(bLines, oLine, oTess, item - oExcl);
  }
}

template <int K> __global__ void k_team(BezierLine *bLines, int nLines, int maxTess, float mul) {
  int per = blockDim.x / K;
  int lidx = threadIdx.x / K + per * blockIdx.x, rank = threadIdx.x % K;
  if (lidx >= nLines) return;
  int nTess = 0;
  if (rank == 0) {
    nTess = tess_points(bLines[lidx], mul, maxTess);
    bLines[lidx].nVertices = nTess;
  }
  unsigned team = K == 32 ? 0xFFFFFFFFu : ((1u << (K % 32)) - 1) << (threadIdx.x & 31 & ~(K - 1));
  nTess = __shfl_sync(team, nTess, 0, K);
  for (int idx = rank; idx < nTess; idx += K) child_thread(bLines, lidx, nTess, idx);
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: %s DATA_DIR DATASET...\n", argv[0]);
    return 2;
  }
  printf("dataset,variant,k,block,ms,check\n");
  int failures = 0;
  for (int a = 2; a < argc; a++) {
    Bezier b = load_bezier(argv[a], argv[1]);
    const int nl = b.nlines, maxT = b.max_tess;
    DevBuf<float2> pool((size_t)nl * maxT);
    std::vector<BezierLine> h(nl);
    for (int i = 0; i < nl; i++) {
      for (int j = 0; j < 3; j++) h[i].CP[j] = make_float2(b.cp[i * 6 + 2 * j], b.cp[i * 6 + 2 * j + 1]);
      h[i].vertexPos = pool.p + (size_t)i * maxT;
      h[i].nVertices = 0;
    }
    DevBuf<BezierLine> lines;
    lines.upload(h);
    GpuTimer timer;
    auto check = [&]() -> bool {
      std::vector<BezierLine> got = lines.download();
      std::vector<float2> pts = pool.download();
      for (int i = 0; i < nl; i++) {
        bool amb = false;
        int want = bt_points(b, i, &amb), n = got[i].nVertices;
        if (n != want && !(amb && std::abs(n - want) <= 1 && n >= 4 && n <= maxT)) return false;
        for (int k = 0; k < n; k++) {
          float x, y;
          bt_point(b, i, k, n, &x, &y);
          float2 p = pts[(size_t)i * maxT + k];
          if (!(std::fabs(p.x - x) <= 1e-5f && std::fabs(p.y - y) <= 1e-5f)) return false;
        }
      }
      return true;
    };
    auto measure = [&](const char *variant, int k, int block, auto launch) {
      std::vector<double> ms;
      bool ok = true;
      for (int r = 0; r < 23; r++) {
        CUDA_CHECK(cudaMemset(pool, 0xFF, pool.n * sizeof(float2)));
        CUDA_CHECK(cudaMemcpy(lines, h.data(), nl * sizeof(BezierLine), cudaMemcpyHostToDevice));
        timer.start();
        launch();
        CUDA_CHECK_LAUNCH();
        timer.stop();
        double t = timer.ms();
        if (r >= 3) ms.push_back(t);
        if (r == 0 || r == 22) ok = ok && check();
      }
      failures += !ok;
      printf("%s,%s,%d,%d,%.4f,%s\n", argv[a], variant, k, block, median(ms), ok ? "ok" : "WRONG");
      fflush(stdout);
    };
    measure("flat", 0, 128, [&] { k_flat<<<nl, 128>>>(lines, nl, maxT, b.curv_mul); });
    auto both = [&](auto kc) {
      constexpr int K = decltype(kc)::value;
      int block = std::min(1024, 64 * K), per = block / K;
      measure("spread", K, block, [&] { k_spread<K><<<(nl + per - 1) / per, block>>>(lines, nl, maxT, b.curv_mul); });
      measure("team", K, block, [&] { k_team<K><<<(nl + per - 1) / per, block>>>(lines, nl, maxT, b.curv_mul); });
    };
    both(std::integral_constant<int, 1>());
    both(std::integral_constant<int, 2>());
    both(std::integral_constant<int, 4>());
    both(std::integral_constant<int, 8>());
    both(std::integral_constant<int, 16>());
    both(std::integral_constant<int, 32>());
  }
  return failures ? 1 : 0;
}
