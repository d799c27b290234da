// Aggregation microbenchmark (issue 5): a parent grid of 64K threads, each
// launching a small child grid of irregular size (a quarter launch nothing,
// the others 1 to 512 elements, log-uniform, so 1 to 16 blocks of 32
// threads), into the default stream. Built twice by bench/build.sh:
//   micro-agg_sweep-plain  scripts/dpopt-clang++ --no-dpopt  (the untransformed
//   program) micro-agg_sweep        scripts/dpopt-clang++             (DPOpt)
// The DPOpt build sweeps the aggregation granularity at run time (off,
// warp, block, multiblock with groups of 8 blocks, grid), with the threshold
// at 0 and the coarsening factor at 1 (so aggregation alone is measured),
// through dpoptSetParam: one binary covers every point. Each granularity
// runs again with threshold 1: no child is serialized (each has at least one
// thread), but the parent may run children serially, so launches that are
// not aggregated by groups of blocks (off, warp) wait for the parent
// thread's exit: those points measure what deferring costs. Each point: one
// warm-up run (it also reads the runtime's statistics), then the median of 7
// runs timed with CUDA events; the output is checked against the CPU after
// every run, and so are the gridDim each child saw and the number of child
// grids that ran (block 0 / thread 0 of each original grid counts itself).
// The DPOpt build runs the untransformed build (<its path>-plain, or
// --plain PATH) to print each point's time relative to it.
//
// Usage: micro-agg_sweep [--plain PATH | --no-plain] [--csv]
//        micro-agg_sweep-plain [--csv]
// Exit status: 0 when every point checked out.
#include "dpagg.h"
#include "micro_check.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <utility>
#include <vector>

// The runtime's parameters (include/dpagg.h, enum dpoptParam) by number, so
// that this compiles against the runtime before aggregation too (it then
// reports that the runtime refuses the parameter).
enum { kThreshold = 0, kCoarsen = 1, kAgg = 2, kAggGroup = 3 };
static const char *kGranularity[] = {"off", "warp", "block", "multiblock", "grid"};

// Statistics fields that exist only once the runtime aggregates (SFINAE).
#define STAT_READER(field)                                                     \
  template <class S>                                                           \
  auto stat_##field(const S &s, int)->decltype((unsigned long long)s.field) {  \
    return (unsigned long long)s.field;                                        \
  }                                                                            \
  template <class S> unsigned long long stat_##field(const S &, long) {        \
    return 0;                                                                  \
  }
STAT_READER(aggLaunches)
STAT_READER(aggIndividual)
STAT_READER(aggFallbacks)
STAT_READER(aggSerialized)
STAT_READER(aggLost)

__global__ void small_child(const float *in, float *out, int begin, int n,
                            int seg, unsigned *seen_grid,
                            unsigned long long *ran) {
  if (blockIdx.x == 0 && threadIdx.x == 0) {
    atomicAdd(ran, 1ull);
    seen_grid[seg] = gridDim.x; // aggregated children see the original gridDim
  }
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float x = in[begin + i];
    out[begin + i] = x * x * 0.5f + x + 1.0f;
  }
}

__global__ void parent(const int *offsets, const float *in, float *out,
                       int segments, unsigned *seen_grid,
                       unsigned long long *ran) {
  int s = blockIdx.x * blockDim.x + threadIdx.x;
  if (s >= segments)
    return;
  int begin = offsets[s], n = offsets[s + 1] - begin;
  if (n > 0)
    small_child<<<(n + 31) / 32, 32>>>(in, out, begin, n, s, seen_grid, ran);
}

struct Point {
  std::string name;
  int granularity; // -1: the untransformed program
  unsigned group;
  unsigned threshold; // 1: deferred launches (off, warp)
};

struct Outcome {
  double median = 0, min = 0;
  bool ok = true;
  std::string why;
  unsigned long long launches = 0, failed = 0, agg_launches = 0, agg_individual = 0,
                     agg_fallbacks = 0, agg_serialized = 0, agg_lost = 0;
};

static double median_of(std::vector<float> v) {
  std::sort(v.begin(), v.end());
  size_t k = v.size() / 2;
  return v.size() % 2 ? v[k] : 0.5 * (v[k - 1] + v[k]);
}

static bool set_param(int id, unsigned value, std::string *why) {
  cudaError_t e = dpoptSetParam(static_cast<dpoptParam>(id), nullptr, value);
  if (e == cudaSuccess)
    return true;
  (void)cudaGetLastError();
  *why = std::string("dpoptSetParam(") + std::to_string(id) + ", " +
         std::to_string(value) + "): " + cudaGetErrorString(e) +
         " (a runtime without aggregation?)";
  return false;
}

// The untransformed build's median, run as a separate program.
static double plain_median(const std::string &path) {
  std::string cmd = "'" + path + "' --csv 2>/dev/null";
  FILE *p = popen(cmd.c_str(), "r");
  if (!p)
    return -1;
  char line[512];
  double ms = -1;
  while (fgets(line, sizeof line, p)) {
    // plain,untransformed,<group>,<threshold>,<median_ms>,...
    if (!strncmp(line, "plain,", 6)) {
      char *f = line;
      for (int k = 0; k < 4 && f; k++)
        f = strchr(f + 1, ',');
      if (f)
        ms = atof(f + 1);
    }
  }
  int st = pclose(p);
  return st == 0 ? ms : -1;
}

int main(int argc, char **argv) {
#ifdef MICRO_UNTRANSFORMED
  const bool plain = true;
#else
  const bool plain = false;
#endif
  bool csv = false, run_plain = !plain;
  std::string plain_path = std::string(argv[0]) + "-plain";
  for (int i = 1; i < argc; i++) {
    std::string a = argv[i];
    if (a == "--csv")
      csv = true;
    else if (a == "--no-plain")
      run_plain = false;
    else if (a == "--plain" && i + 1 < argc)
      plain_path = argv[++i];
    else {
      fprintf(stderr, "usage: %s [--plain PATH | --no-plain] [--csv]\n",
              argv[0]);
      return 2;
    }
  }

  const int segments = 65536;
  std::vector<int> offsets(segments + 1, 0), sizes(segments);
  srand(2025);
  for (int s = 0; s < segments; ++s) {
    double u = (rand() + 0.5) / (RAND_MAX + 1.0);
    int n = 0;
    if (u >= 0.25) // log-uniform in [1, 512]
      n = std::min(512, (int)std::floor(std::pow(512.0, (u - 0.25) / 0.75)));
    sizes[s] = n;
    offsets[s + 1] = offsets[s] + n;
  }
  int total = offsets[segments];
  long children = 0;
  for (int n : sizes)
    children += n > 0;
  std::vector<float> in(total), ref(total), out(total);
  for (int i = 0; i < total; ++i) {
    in[i] = (float)((i * 37) % 1001) / 100.0f;
    ref[i] = in[i] * in[i] * 0.5f + in[i] + 1.0f;
  }
  CHECK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 1 << 17));
  int *d_off;
  float *d_in, *d_out;
  unsigned *d_seen;
  unsigned long long *d_ran;
  CHECK(cudaMalloc(&d_off, sizeof(int) * (segments + 1)));
  CHECK(cudaMalloc(&d_in, sizeof(float) * total));
  CHECK(cudaMalloc(&d_out, sizeof(float) * total));
  CHECK(cudaMalloc(&d_seen, sizeof(unsigned) * segments));
  CHECK(cudaMalloc(&d_ran, sizeof(unsigned long long)));
  CHECK(cudaMemcpy(d_off, offsets.data(), sizeof(int) * (segments + 1),
                   cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d_in, in.data(), sizeof(float) * total,
                   cudaMemcpyHostToDevice));
  cudaEvent_t a, b;
  CHECK(cudaEventCreate(&a));
  CHECK(cudaEventCreate(&b));

  std::vector<Point> points;
  if (plain)
    points.push_back({"untransformed", -1, 0, 0});
  else
    for (unsigned t : {0u, 1u})
      for (int g = 0; g < 5; g++)
        points.push_back({kGranularity[g], g, 8, t});

  std::vector<Outcome> outcomes;
  std::vector<unsigned> seen(segments);
  for (const Point &pt : points) {
    Outcome o;
    if (pt.granularity >= 0) {
      CHECK(dpoptClearParam(dpoptThreshold));
      bool set = set_param(kThreshold, pt.threshold, &o.why) &&
                 set_param(kCoarsen, 1, &o.why) &&
                 set_param(kAgg, (unsigned)pt.granularity, &o.why) &&
                 set_param(kAggGroup, pt.group, &o.why);
      if (!set) {
        o.ok = false;
        outcomes.push_back(o);
        continue;
      }
    }
    std::vector<float> times;
    for (int rep = 0; rep < 8; ++rep) {
      CHECK(cudaMemset(d_out, 0, sizeof(float) * total));
      CHECK(cudaMemset(d_seen, 0, sizeof(unsigned) * segments));
      CHECK(cudaMemset(d_ran, 0, sizeof(unsigned long long)));
      if (rep == 0 && !plain)
        CHECK(dpoptResetStats());
      CHECK(cudaEventRecord(a));
      parent<<<segments / 256, 256>>>(d_off, d_in, d_out, segments, d_seen,
                                       d_ran);
      CHECK(cudaGetLastError());
      CHECK(cudaEventRecord(b));
      CHECK(cudaEventSynchronize(b));
      float ms;
      CHECK(cudaEventElapsedTime(&ms, a, b));
      if (rep == 0 && !plain) {
        dpoptStats st{};
        CHECK(dpoptGetStats(&st));
        o.launches = st.launches;
        o.failed = st.failedLaunches;
        o.agg_launches = stat_aggLaunches(st, 0);
        o.agg_individual = stat_aggIndividual(st, 0);
        o.agg_fallbacks = stat_aggFallbacks(st, 0);
        o.agg_serialized = stat_aggSerialized(st, 0);
        o.agg_lost = stat_aggLost(st, 0);
        if (st.failedLaunches && o.ok) {
          o.ok = false;
          o.why = std::to_string(st.failedLaunches) + " launches failed";
        }
        if (o.agg_lost && o.ok) {
          o.ok = false;
          o.why = std::to_string(o.agg_lost) + " aggregated launches lost";
        }
      }
      unsigned long long ran = 0;
      CHECK(cudaMemcpy(out.data(), d_out, sizeof(float) * total,
                       cudaMemcpyDeviceToHost));
      CHECK(cudaMemcpy(seen.data(), d_seen, sizeof(unsigned) * segments,
                       cudaMemcpyDeviceToHost));
      CHECK(cudaMemcpy(&ran, d_ran, sizeof ran, cudaMemcpyDeviceToHost));
      for (int i = 0; i < total && o.ok; ++i)
        if (out[i] != ref[i]) {
          o.ok = false;
          o.why = "wrong output at " + std::to_string(i);
        }
      for (int s = 0; s < segments && o.ok; ++s)
        if (seen[s] != (unsigned)((sizes[s] + 31) / 32)) {
          o.ok = false;
          o.why = "child " + std::to_string(s) + " saw gridDim " +
                  std::to_string(seen[s]);
        }
      if (o.ok && ran != (unsigned long long)children) {
        o.ok = false;
        o.why = std::to_string(ran) + " of " + std::to_string(children) +
                " child grids ran";
      }
      if (rep > 0)
        times.push_back(ms);
    }
    o.median = median_of(times);
    o.min = *std::min_element(times.begin(), times.end());
    outcomes.push_back(o);
  }
  if (!plain) {
    for (int id : {kThreshold, kCoarsen, kAgg, kAggGroup})
      (void)dpoptClearParam(static_cast<dpoptParam>(id));
    (void)cudaGetLastError();
  }

  double base = -1;
  if (plain)
    base = outcomes[0].median;
  else if (run_plain)
    base = plain_median(plain_path);
  int failures = 0;
  if (csv)
    printf("build,granularity,group,threshold,median_ms,min_ms,"
           "ratio_to_untransformed,grids_launched,agg_launches,agg_fallbacks,"
           "agg_serialized,agg_lost,check\n");
  else {
    printf("aggregation microbenchmark: %d parent threads, %ld children of "
           "1..512 elements (%d in all), factor 1\n",
           segments, children, total);
    printf("untransformed program: %s\n",
           base > 0 ? (std::to_string(base) + " ms").c_str()
                    : "not run (build it: bench/build.sh)");
    printf("%-14s %6s %9s %11s %11s %9s %12s %12s %8s  %s\n", "granularity",
           "group", "threshold", "median_ms", "min_ms", "x untr.", "grids",
           "agg_grids", "agg_lost", "check");
  }
  for (size_t i = 0; i < points.size(); i++) {
    const Point &pt = points[i];
    const Outcome &o = outcomes[i];
    failures += !o.ok;
    // grids really launched: every launch the runtime makes (direct,
    // aggregated, individual from the pool) is counted in `launches`
    unsigned long long grids =
        plain ? (unsigned long long)children : o.launches - o.failed;
    double ratio = base > 0 && o.median > 0 ? base / o.median : 0;
    std::string group = pt.granularity == 3 ? std::to_string(pt.group) : "-";
    if (csv)
      printf("%s,%s,%s,%u,%.4f,%.4f,%.3f,%llu,%llu,%llu,%llu,%llu,%s\n",
             plain ? "plain" : "dpopt", pt.name.c_str(), group.c_str(),
             pt.threshold, o.median, o.min, ratio, grids, o.agg_launches,
             o.agg_fallbacks, o.agg_serialized, o.agg_lost,
             o.ok ? "ok" : o.why.c_str());
    else
      printf("%-14s %6s %9u %11.4f %11.4f %8.2fx %12llu %12llu %8llu  %s\n",
             pt.name.c_str(), group.c_str(), pt.threshold, o.median, o.min,
             ratio, grids, o.agg_launches, o.agg_lost,
             o.ok ? "ok" : o.why.c_str());
  }
  if (!csv)
    printf("(x untr.: speedup over the untransformed program, its median / "
           "this median)\n");
  return failures != 0;
}
