// early_leave: threads leave their block's aggregation group right after
// their kernel's only launch site of a child (no thread reaches it twice),
// before running the child serially (__dpagg_leave; Aggregation.h). Each
// parent thread owns a line of n points (n from the data: mostly a few,
// serialized under the threshold of 64; one line in 16 has 100-600, launched
// and aggregated) and its child writes every point. The parents:
//  - whole: every lane of every warp reaches the site (the group's last
//    chunk is launched from the leave);
//  - odd lanes: only the odd lanes reach it (the leave defers the launch to
//    the thread's exit, where the whole warp is);
//  - two children: a site of each of two children, one after the other,
//    the second into cudaStreamFireAndForget (unordered with the first):
//    each thread leaves both groups, the second after its first child's
//    serial run;
//  - 2D blocks: (16, 4) threads, a quarter of them return before the site;
//  - a grid of 4,096 blocks (more than run at once: groups close and new
//    ones form while the grid runs), with threshold 64 only (at 0, every
//    thread would launch).
// Each runs at grid, multi-block, block, warp and off granularity, with
// thresholds 64 and 0. Every point is checked in every run, the runtime
// loses nothing, and the statistics say who left early: some thread at a
// group granularity with threshold 64, none otherwise (at threshold 0 there
// is no serial work, and the threads leave at their exit as before).
#define TEST_NAME "early_leave"
#include "e2e_dpagg.h"

constexpr int MaxPoints = 600;

__host__ __device__ float point_value(int line, int i) { return line * 0.5f + i; }

__global__ void points(float *out, const long long *offsets, int line,
                       int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[offsets[line] + i] = point_value(line, i);
}

__global__ void points_twice(float *out, const long long *offsets, int line,
                             int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[offsets[line] + i] = 2 * point_value(line, i);
}

__global__ void p_whole(float *out, const long long *offsets, const int *sizes,
                        int lines) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < lines) {
    int n = sizes[t];
    points<<<(n + 31) / 32, 32>>>(out, offsets, t, n); //@launch
  }
}

__global__ void p_odd_lanes(float *out, const long long *offsets,
                            const int *sizes, int lines) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t < lines && (threadIdx.x & 1)) {
    int n = sizes[t];
    points<<<(n + 31) / 32, 32>>>(out, offsets, t, n); //@launch
  }
}

__global__ void p_two_children(float *out, float *out2,
                               const long long *offsets, const int *sizes,
                               int lines) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= lines)
    return;
  int n = sizes[t];
  points<<<(n + 31) / 32, 32>>>(out, offsets, t, n); //@launch
  int m = sizes[lines - 1 - t];
  points_twice<<<(m + 63) / 64, 64, 0, cudaStreamFireAndForget>>>(out2, offsets, lines - 1 - t, m); //@launch
}

__global__ void p_2d(float *out, const long long *offsets, const int *sizes,
                     int lines) {
  int t = (blockIdx.x * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  if (t >= lines || threadIdx.x % 4 == 3)
    return;
  int n = sizes[t];
  points<<<(n + 15) / 16, 16>>>(out, offsets, t, n); //@launch
}

enum Parent { Whole, OddLanes, TwoChildren, TwoD };

struct Scenario {
  const char *name;
  Parent parent;
  int lines;
};

int main() {
  Checker chk;
  bool quick = e2e_quick_mode();
  const int max_lines = quick ? 1 << 15 : 1 << 19;
  e2e_set_pending_launches(1 << 17);
  // Sizes: one line in 16 has 100-600 points, the others 1-40.
  std::vector<int> sizes(max_lines);
  std::vector<long long> offsets(max_lines + 1, 0);
  unsigned seed = 12345;
  for (int i = 0; i < max_lines; ++i) {
    seed = seed * 1103515245u + 12345u;
    unsigned r = seed >> 8;
    sizes[i] = r % 16 == 0 ? 100 + (int)(r / 16 % (MaxPoints - 99))
                           : 1 + (int)(r / 16 % 40);
    offsets[i + 1] = offsets[i] + sizes[i];
  }
  const long long total = offsets[max_lines];
  int *d_sizes = dev_alloc<int>(max_lines);
  long long *d_offsets = dev_alloc<long long>(max_lines + 1);
  CK(cudaMemcpy(d_sizes, sizes.data(), max_lines * sizeof(int),
                cudaMemcpyHostToDevice));
  CK(cudaMemcpy(d_offsets, offsets.data(), (max_lines + 1) * sizeof(long long),
                cudaMemcpyHostToDevice));
  float *out = dev_alloc<float>(total), *out2 = dev_alloc<float>(total);

  const Scenario scenarios[] = {{"whole", Whole, 20000},
                                {"odd lanes", OddLanes, 20000},
                                {"two children", TwoChildren, 20000},
                                {"2D blocks", TwoD, 20000},
                                {"big grid", Whole, max_lines}};
  const E2EGranularity granularities[] = {{"grid", dpoptAggGrid, 0},
                                          {"multiblock", dpoptAggMultiBlock, 0},
                                          {"block", dpoptAggBlock, 0},
                                          {"warp", dpoptAggWarp, 0},
                                          {"off", dpoptAggOff, 0}};
  float total_ms = 0;
  for (const Scenario &s : scenarios)
    for (const E2EGranularity &g : granularities)
      for (unsigned threshold : {64u, 0u}) {
        if (s.lines == max_lines && threshold == 0)
          continue;
        std::string what = std::string(s.name) + ", " + g.name +
                           ", threshold " + std::to_string(threshold);
        e2e_clear_dpopt_params();
        CK(dpoptSetThreshold(nullptr, threshold));
        CK(dpoptSetAggregation(nullptr, g.g));
        long long points_used = offsets[s.lines];
        CK(cudaMemset(out, 0xff, points_used * sizeof(float)));
        CK(cudaMemset(out2, 0xff, points_used * sizeof(float)));
        CK(dpoptResetStats());
        GpuTimer timer;
        timer.start();
        switch (s.parent) {
        case Whole:
          p_whole<<<(s.lines + 127) / 128, 128>>>(out, d_offsets, d_sizes, s.lines); //@host
          break;
        case OddLanes:
          p_odd_lanes<<<(s.lines + 127) / 128, 128>>>(out, d_offsets, d_sizes, s.lines); //@host
          break;
        case TwoChildren:
          p_two_children<<<(s.lines + 63) / 64, 64>>>(out, out2, d_offsets, d_sizes, s.lines); //@host
          break;
        case TwoD:
          p_2d<<<(s.lines + 63) / 64, dim3(16, 4)>>>(out, d_offsets, d_sizes, s.lines); //@host
          break;
        }
        CK_LAUNCH();
        total_ms += timer.stop();
        std::vector<float> got = to_host(out, points_used);
        std::vector<float> got2 = to_host(out2, points_used);
        for (int line = 0; line < s.lines; ++line) {
          bool reached =
              s.parent == OddLanes ? (line % 128) % 2 == 1
              : s.parent == TwoD   ? line % 4 != 3
                                   : true;
          bool bad = false;
          for (long long p = offsets[line]; p < offsets[line + 1] && !bad;
               ++p) {
            float want = reached ? point_value(line, (int)(p - offsets[line]))
                                 : -1.0f; // memset 0xff: a NaN
            float have = got[p];
            bool ok = reached ? have == want : have != have;
            if (s.parent == TwoChildren)
              ok = ok && got2[p] == 2 * point_value(line, (int)(p - offsets[line]));
            if (!ok) {
              chk.fail("%s: line %d point %lld: %g (second child %g), want "
                       "%s",
                       what.c_str(), line, p - offsets[line], have, got2[p],
                       reached ? "its value" : "untouched");
              bad = true;
            }
          }
          if (bad)
            break;
        }
        dpoptStats st = e2e_check_nothing_lost(chk);
        bool grouped = g.g >= dpoptAggBlock;
        if (grouped && threshold && st.aggEarlyLeaves == 0)
          chk.fail("%s: no thread left its group early", what.c_str());
        if ((!grouped || !threshold) && st.aggEarlyLeaves)
          chk.fail("%s: %llu threads left their group early, want none",
                   what.c_str(), st.aggEarlyLeaves);
        fprintf(stderr,
                "%s: %llu early leaves, %llu records, %llu aggregated "
                "launches, %llu launches\n",
                what.c_str(), st.aggEarlyLeaves, st.aggRecords, st.aggLaunches,
                st.launches);
      }
  e2e_clear_dpopt_params();
  return chk.finish(total_ms);
}
