// MANDEL: the Mandelbrot set by Mariani-Silver subdivision (Quezada et al.,
// "subdivision cost model ... adaptive serial kernels"; the program of
// NVIDIA's blog "Adaptive Parallel Computation with CUDA Dynamic
// Parallelism"). A region's block computes the dwell along the region's
// border; a uniform border means a uniform region (the Mandelbrot set is
// connected), which is filled; otherwise the region is split into r x r
// subregions while they stay at least B wide, else computed pixel by pixel.
//
// nodp  exhaustive: a thread per pixel (the reference image, too).
// dp    DP-SBR (single block per region): the block fills or computes its
//       region itself; to subdivide, its thread 0 launches the kernel on
//       the r x r subregions, a block each.
// dpmbr DP-MBR (multiple blocks per region, the blog's program): thread 0
//       launches a fill grid, a per-pixel grid, or the r x r subregions.
// ask   ASK-SBR (the paper's Adaptive Serial Kernels, no DP): a host loop, a
//       kernel per subdivision level over a list of regions in device
//       memory; a subdividing block appends its subregions (atomicAdd).
// Checks: the exhaustive GPU image (computed once) must equal the CPU
// (common/mandel.h: the same fmaf arithmetic) on a sample of 4,100 pixels;
// every run's image must equal, pixel for pixel, the exhaustive image
// (nodp) or the image Mariani-Silver's decisions give on it (subdivision
// versions; reference.cpp): equal on m2k, 3 pixels apart on m8k, where thin
// filaments pass between border pixels.
#include "../common/bench_cuda.h"
#include "../common/datasets.h"
#include "../common/reference.h"

namespace bench {
namespace {

constexpr int BSX = 32, BSY = 8; // a warp per row of a region

__device__ __forceinline__ bool first_thread_of_grid() {
  return (blockIdx.x | blockIdx.y | threadIdx.x | threadIdx.y) == 0;
}

// The common dwell of the border of region (x0, y0, d), or kMandelDiff:
// the block's threads share the border pixels, then reduce in shared memory.
__device__ int border_dwell(const MandelGeom &m, int x0, int y0, int d) {
  const int t = threadIdx.y * blockDim.x + threadIdx.x,
            bs = blockDim.x * blockDim.y;
  const int neutral = m.max_dwell + 1;
  int comm = neutral;
  for (int b = t; b < 4 * d; b += bs) {
    int side = b / d, k = b % d;
    int x = side < 2 ? x0 + k : x0 + (side == 2 ? 0 : d - 1);
    int y = side < 2 ? y0 + (side == 0 ? 0 : d - 1) : y0 + k;
    comm = mandel_same_dwell(comm, mandel_dwell(m, x, y), neutral);
  }
  __shared__ int ldwells[BSX * BSY];
  ldwells[t] = comm;
  __syncthreads();
  for (int h = bs / 2; h > 0; h /= 2) {
    if (t < h)
      ldwells[t] = mandel_same_dwell(ldwells[t], ldwells[t + h], neutral);
    __syncthreads();
  }
  return ldwells[0];
}

__device__ void block_fill(int *img, int n, int x0, int y0, int d, int dwell) {
  for (int y = threadIdx.y; y < d; y += blockDim.y)
    for (int x = threadIdx.x; x < d; x += blockDim.x)
      img[(size_t)(y0 + y) * n + x0 + x] = dwell;
}

__device__ void block_pixels(int *img, const MandelGeom &m, int x0, int y0,
                             int d) {
  for (int y = threadIdx.y; y < d; y += blockDim.y)
    for (int x = threadIdx.x; x < d; x += blockDim.x)
      img[(size_t)(y0 + y) * m.n + x0 + x] = mandel_dwell(m, x0 + x, y0 + y);
}

__global__ void mandel_exhaustive_k(int *img, MandelGeom m) {
  int x = threadIdx.x + blockIdx.x * blockDim.x,
      y = threadIdx.y + blockIdx.y * blockDim.y;
  if (x < m.n && y < m.n)
    img[(size_t)y * m.n + x] = mandel_dwell(m, x, y);
}

// ASK-SBR: one level. Block i takes region in[i] (level 0: the g x g grid).
__global__ void mandel_ask_k(int *img, MandelGeom m, MandelSubdiv s,
                             const int2 *in, int d, int depth, int2 *out,
                             unsigned *out_count) {
  int2 R = in ? in[blockIdx.x]
              : make_int2((blockIdx.x % s.g) * d, (blockIdx.x / s.g) * d);
  int comm = border_dwell(m, R.x, R.y, d);
  if (comm != kMandelDiff) {
    block_fill(img, m.n, R.x, R.y, d, comm);
  } else if (mandel_subdivides(s, d, depth)) {
    if (threadIdx.x == 0 && threadIdx.y == 0) {
      int sd = d / s.r;
      unsigned p = atomicAdd(out_count, (unsigned)(s.r * s.r));
      for (int k = 0; k < s.r * s.r; k++)
        out[p + k] = make_int2(R.x + (k % s.r) * sd, R.y + (k / s.r) * sd);
    }
  } else {
    block_pixels(img, m, R.x, R.y, d);
  }
}

#ifndef BENCH_NO_DP
// DP-SBR: a block per region; the grid covers regions of side d from (x0, y0).
__global__ void mandel_sbr_k(int *img, MandelGeom m, MandelSubdiv s, int x0,
                             int y0, int d, int depth, DPCounters *cnt) {
  if (cnt && depth > 0 && first_thread_of_grid())
    atomicAdd(&cnt->ran, 1ull);
  x0 += d * blockIdx.x, y0 += d * blockIdx.y;
  int comm = border_dwell(m, x0, y0, d);
  if (comm != kMandelDiff) {
    block_fill(img, m.n, x0, y0, d, comm);
  } else if (mandel_subdivides(s, d, depth)) {
    if (threadIdx.x == 0 && threadIdx.y == 0) {
      DP_COUNT_LAUNCH(cnt);
      mandel_sbr_k<<<dim3(s.r, s.r), dim3(blockDim.x, blockDim.y)>>>(
          img, m, s, x0, y0, d / s.r, depth + 1, cnt);
    }
  } else {
    block_pixels(img, m, x0, y0, d);
  }
}

// DP-MBR: the blog's kernels.
__global__ void mandel_fill_k(int *img, int n, int x0, int y0, int d, int dwell,
                              DPCounters *cnt) {
  if (cnt && first_thread_of_grid())
    atomicAdd(&cnt->ran, 1ull);
  int x = threadIdx.x + blockIdx.x * blockDim.x,
      y = threadIdx.y + blockIdx.y * blockDim.y;
  if (x < d && y < d)
    img[(size_t)(y0 + y) * n + x0 + x] = dwell;
}

__global__ void mandel_pixel_k(int *img, MandelGeom m, int x0, int y0, int d,
                               DPCounters *cnt) {
  if (cnt && first_thread_of_grid())
    atomicAdd(&cnt->ran, 1ull);
  int x = threadIdx.x + blockIdx.x * blockDim.x,
      y = threadIdx.y + blockIdx.y * blockDim.y;
  if (x < d && y < d)
    img[(size_t)(y0 + y) * m.n + x0 + x] = mandel_dwell(m, x0 + x, y0 + y);
}

__global__ void mandel_mbr_k(int *img, MandelGeom m, MandelSubdiv s, int x0,
                             int y0, int d, int depth, DPCounters *cnt) {
  if (cnt && depth > 0 && first_thread_of_grid())
    atomicAdd(&cnt->ran, 1ull);
  x0 += d * blockIdx.x, y0 += d * blockIdx.y;
  int comm = border_dwell(m, x0, y0, d);
  if (threadIdx.x == 0 && threadIdx.y == 0) {
    DP_COUNT_LAUNCH(cnt);
    dim3 bs(BSX, BSY), grid((d + BSX - 1) / BSX, (d + BSY - 1) / BSY);
    if (comm != kMandelDiff)
      mandel_fill_k<<<grid, bs>>>(img, m.n, x0, y0, d, comm, cnt);
    else if (mandel_subdivides(s, d, depth))
      mandel_mbr_k<<<dim3(s.r, s.r), dim3(blockDim.x, blockDim.y)>>>(
          img, m, s, x0, y0, d / s.r, depth + 1, cnt);
    else
      mandel_pixel_k<<<grid, bs>>>(img, m, x0, y0, d, cnt);
  }
}
#endif

} // namespace

int app_mandel(const Options &o) {
  Mandel md = load_mandel(o.dataset);
  const MandelGeom m = md.geom;
  MandelSubdiv s = md.sub;
  // parameter studies without new datasets
  s.g = env_int("MANDEL_G", s.g), s.r = env_int("MANDEL_R", s.r),
  s.B = env_int("MANDEL_B", s.B);
  s.max_depth = env_int("MANDEL_DEPTH", s.max_depth);
  // depth 23 at most: DP-MBR's fill / pixel grids nest one deeper (CDP2: 24)
  if (s.g < 1 || m.n % s.g || s.r < 2 || s.B < 1 || s.max_depth < 1 ||
      s.max_depth > 23)
    throw BenchError("bad subdivision parameters (n % g == 0, r >= 2, B >= 1, "
                     "1 <= depth <= 23)");
  const int n = m.n;
  const size_t N = (size_t)n * n;
  // region sides per level; every region of a level may launch one grid
  std::vector<int> sides = {n / s.g};
  while (mandel_subdivides(s, sides.back(), (int)sides.size() - 1))
    sides.push_back(sides.back() / s.r);
  long launches_max = 0;
  for (size_t k = 0; k < sides.size(); k++)
    if (o.impl == "dpmbr" || k + 1 < sides.size())
      launches_max += (long)(n / sides[k]) * (n / sides[k]);
  if (o.dp())
    set_pending_launch_limit(o, launches_max);

  DevBuf<int> img(N), ref(N);
  {
    dim3 bs(BSX, BSY), grid((n + BSX - 1) / BSX, (n + BSY - 1) / BSY);
    mandel_exhaustive_k<<<grid, bs>>>(ref, m);
    CUDA_CHECK_LAUNCH();
    CUDA_CHECK(cudaDeviceSynchronize());
  }
  std::vector<int> ref_h = ref.download();
  std::vector<int64_t> sample = mandel_sample(m, 4096);
  int64_t ref_bad = 0;
  for (int64_t i : sample)
    ref_bad += ref_h[i] != mandel_dwell(m, (int)(i % n), (int)(i / n));
  std::string ref_err;
  if (ref_bad)
    ref_err = "the exhaustive GPU image differs from the CPU at " +
              std::to_string(ref_bad) + " of " + std::to_string(sample.size()) +
              " sampled pixels";
  // Subdivision versions must make the decisions Mariani-Silver makes on
  // the exhaustive image, pixel for pixel; where those differ from it (a
  // filament between border pixels), they are counted, not failed.
  std::vector<int> want =
      o.impl == "nodp" ? ref_h : mandel_subdivision(m, s, &ref_h, nullptr);
  int64_t want_vs_ref = 0;
  for (size_t i = 0; i < N; i++)
    want_vs_ref += want[i] != ref_h[i];
  const int dmin = sides.back();
  DevBuf<int2> olt[2] = {
      DevBuf<int2>(o.impl == "ask" ? (size_t)(n / dmin) * (n / dmin) : 0),
      DevBuf<int2>(o.impl == "ask" ? (size_t)(n / dmin) * (n / dmin) : 0)};
  DevBuf<unsigned> count(1);
  CounterSet counters(1);
  GpuTimer timer;
  std::vector<long long> ask_regions;

  auto run = [&](bool counting) -> std::vector<double> {
    DPCounters *cnt = counters.get(0, counting);
    CUDA_CHECK(cudaMemset(
        img, 0xFF,
        N * sizeof(int))); // untimed poison: every pixel must be written
    const dim3 bs(BSX, BSY);
    timer.start();
    if (o.impl == "nodp") {
      mandel_exhaustive_k<<<dim3((n + BSX - 1) / BSX, (n + BSY - 1) / BSY),
                            bs>>>(img, m);
    } else if (o.impl == "ask") {
      ask_regions.clear();
      unsigned regions = (unsigned)(s.g * s.g);
      int cur = 0, d = n / s.g;
      for (int depth = 0; regions; depth++, d /= s.r, cur ^= 1) {
        ask_regions.push_back(regions);
        CUDA_CHECK(cudaMemsetAsync(count, 0, sizeof(unsigned)));
        mandel_ask_k<<<regions, bs>>>(img, m, s, depth ? olt[cur].p : nullptr,
                                      d, depth, olt[cur ^ 1], count);
        CUDA_CHECK_LAUNCH();
        CUDA_CHECK(cudaMemcpy(&regions, count, sizeof(unsigned),
                              cudaMemcpyDeviceToHost));
      }
    } else {
#ifndef BENCH_NO_DP
      if (o.impl == "dp")
        mandel_sbr_k<<<dim3(s.g, s.g), bs>>>(img, m, s, 0, 0, n / s.g, 0, cnt);
      else
        mandel_mbr_k<<<dim3(s.g, s.g), bs>>>(img, m, s, 0, 0, n / s.g, 0, cnt);
#endif
    }
    CUDA_CHECK_LAUNCH();
    timer.stop();
    (void)cnt;
    return {timer.ms()};
  };
  int64_t mismatches = 0;
  auto check = [&]() -> std::vector<std::string> {
    std::vector<int> got = img.download();
    int64_t first;
    int64_t bad = count_mismatches(got, want, &first);
    mismatches = bad;
    if (!ref_err.empty())
      return {ref_err};
    if (!bad)
      return {""};
    char buf[200];
    snprintf(buf, sizeof buf,
             "%lld of %zu pixels differ from the %s image (first (%lld, %lld): "
             "%d, want %d)",
             (long long)bad, N, o.impl == "nodp" ? "exhaustive" : "subdivision",
             (long long)(first % n), (long long)(first / n), got[first],
             want[first]);
    return {buf};
  };

  for_each_point(o, [&] {
    Row row = measure_row(o, "MANDEL", counters, run, check);
    Json x;
    x.integer("side", n)
        .integer("max_dwell", m.max_dwell)
        .integer("g", s.g)
        .integer("r", s.r)
        .integer("B", s.B);
    x.integer("max_depth", s.max_depth)
        .integer("levels", (long long)sides.size());
    x.integer("launches_max", launches_max).integer("mismatches", mismatches);
    x.integer("subdivision_vs_exhaustive",
              want_vs_ref); // pixels where the algorithm itself differs
    if (o.impl == "ask") {
      std::vector<double> v(ask_regions.begin(), ask_regions.end());
      x.list("ask_regions", v);
    }
    row.extra = x.done();
    emit(o, row);
  });
  return 0;
}

} // namespace bench
