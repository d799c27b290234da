// BT: Bezier tessellation of quadratic lines (the CUDA samples'
// cdpBezierTessellation). The number of points of a line is its curvature
// times a factor, clamped to [4, max tessellation].
//
// No-DP: a block per line (the non-DP formulation of the sample / PMPP ch.
// 21): the block computes the curvature, its threads loop over the points.
// DP: the sample's kernel: a thread per line computes the curvature and
// launches a child grid of ceil(points / 32.0f) blocks of 32 threads, a
// thread per point.
// ser: DP serialized by hand: the sample's parent with the launch replaced
// by a loop over the points.
// The sample cudaMalloc's each line's vertex buffer from the parent; here
// every version uses the same pre-allocated buffers (max tessellation points
// per line), so the timing covers tessellation and launches, not the device
// heap. Checked against the CPU: point counts and positions (1e-5).
#include "../common/bench_cuda.h"
#include "../common/datasets.h"
#include "../common/reference.h"

namespace bench {
namespace {

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
  float t = fminf(curvature(l) * mul, (float)maxTess); // fminf first: no UB on huge/NaN values
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

__global__ void bt_nodp(BezierLine *lines, int nLines, int maxTess, float mul) {
  int l = blockIdx.x;
  if (l < nLines) {
    BezierLine line = lines[l];
    int nTess = tess_points(line, mul, maxTess);
    if (threadIdx.x == 0) lines[l].nVertices = nTess;
    for (int i = threadIdx.x; i < nTess; i += blockDim.x) line.vertexPos[i] = bezier_point(line, i, nTess);
  }
}

__global__ void bt_ser(BezierLine *bLines, int nLines, int maxTess, float mul) {
  int lidx = threadIdx.x + blockDim.x * blockIdx.x;
  if (lidx < nLines) {
    int nTess = tess_points(bLines[lidx], mul, maxTess);
    bLines[lidx].nVertices = nTess;
    for (int idx = 0; idx < nTess; idx++) bLines[lidx].vertexPos[idx] = bezier_point(bLines[lidx], idx, nTess);
  }
}

#ifndef BENCH_NO_DP
__global__ void computeBezierLinePositions(int lidx, BezierLine *bLines, int nTessPoints, DPCounters *cnt) {
  DP_COUNT_CHILD(cnt);
  int idx = threadIdx.x + blockDim.x * blockIdx.x;
  if (idx < nTessPoints) bLines[lidx].vertexPos[idx] = bezier_point(bLines[lidx], idx, nTessPoints);
}

__global__ void computeBezierLinesCDP(BezierLine *bLines, int nLines, int maxTess, float mul, DPCounters *cnt) {
  int lidx = threadIdx.x + blockDim.x * blockIdx.x;
  if (lidx < nLines) {
    int nTess = tess_points(bLines[lidx], mul, maxTess);
    bLines[lidx].nVertices = nTess;
    DP_COUNT_LAUNCH(cnt);
    computeBezierLinePositions<<<(int)ceilf((float)nTess / 32.0f), 32>>>(lidx, bLines, nTess, cnt);
  }
}
#endif

} // namespace

int app_bt(const Options &o) {
  Bezier b = load_bezier(o.dataset, o.data_dir);
  if (o.dp()) set_pending_launch_limit(o, b.nlines);
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
  CounterSet counters(1);
  GpuTimer timer;
  const int block = maxT <= 32 ? 32 : 128; // no-DP: threads per line

  auto run = [&](bool counting) -> std::vector<double> {
    DPCounters *cnt = counters.get(0, counting);
    // Poison the outputs (untimed) so that every check sees this run's work.
    CUDA_CHECK(cudaMemset(pool, 0xFF, pool.n * sizeof(float2)));
    CUDA_CHECK(cudaMemcpy(lines, h.data(), nl * sizeof(BezierLine), cudaMemcpyHostToDevice));
    timer.start();
    if (o.impl == "ser") {
      bt_ser<<<(nl + 63) / 64, 64>>>(lines, nl, maxT, b.curv_mul);
    } else if (!o.dp()) {
      bt_nodp<<<nl, block>>>(lines, nl, maxT, b.curv_mul);
    } else {
#ifndef BENCH_NO_DP
      computeBezierLinesCDP<<<(nl + 63) / 64, 64>>>(lines, nl, maxT, b.curv_mul, cnt);
#endif
    }
    CUDA_CHECK_LAUNCH();
    timer.stop();
    (void)cnt;
    return {timer.ms()};
  };
  int64_t total_points = 0;
  auto check = [&]() -> std::vector<std::string> {
    std::vector<BezierLine> got = lines.download();
    std::vector<float2> pts = pool.download();
    int64_t bad_n = 0, bad_p = 0, first = -1;
    total_points = 0;
    for (int i = 0; i < nl; i++) {
      bool amb = false;
      int want = bt_points(b, i, &amb), n = got[i].nVertices;
      total_points += n;
      if (n != want && !(amb && std::abs(n - want) <= 1 && n >= 4 && n <= maxT)) {
        bad_n++;
        if (first < 0) first = i;
        continue;
      }
      for (int k = 0; k < n; k++) {
        float x, y;
        bt_point(b, i, k, n, &x, &y);
        float2 p = pts[(size_t)i * maxT + k];
        if (!(std::fabs(p.x - x) <= 1e-5f && std::fabs(p.y - y) <= 1e-5f)) {
          bad_p++;
          if (first < 0) first = i;
        }
      }
    }
    if (!bad_n && !bad_p) return {""};
    char buf[200];
    snprintf(buf, sizeof buf, "%lld lines with a wrong point count, %lld wrong points (first line %lld)",
             (long long)bad_n, (long long)bad_p, (long long)first);
    return {buf};
  };

  // once per run-time parameter point (--points), or once
  for_each_point(o, [&] {
    Row row = measure_row(o, "BT", counters, run, check);
    Json x;
    x.integer("lines", nl).integer("points", total_points).integer("nodp_block", block);
    row.extra = x.done();
    emit(o, row);
  });
  return 0;
}

} // namespace bench
