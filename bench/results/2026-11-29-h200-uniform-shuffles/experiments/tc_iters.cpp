// TC's merge-loop iterations per warp, exactly (no GPU): the flat kernel
// (a thread per oriented edge) against the DP parent's serial children
// (those under the threshold), run per lane ("alone": a lane runs its
// child's threads one after another; the lanes meet again after each
// thread's merge, so a warp costs, per child thread k, the longest k-th
// merge of its lanes; "alone, apart" is the ideal without that meeting:
// the longest lane's sum) or spread over the warp (rounds of 32 consecutive
// child threads), and with the spread's run-time balance rule (spread only
// when the largest thread count is more than twice the mean), on the
// children's real thread counts (deg) or on whole blocks of 64 (what the
// spread counts today: the grid's threads, not those its guard passes).
// An edge (u, v) costs the iterations of intersect()'s loop in
// bench/apps/tc.cu; a warp costs, per step, the largest of its active
// lanes. Counts are warp iterations of the merge loop, as Nsight Compute's
// "Instructions Executed" of the loop's first instruction gives them.
//   c++ -O2 -o tc_iters tc_iters.cpp && ./tc_iters DATA/cnr-g3.bin [THRESHOLD]
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

static std::vector<char> blob(FILE *f) {
  uint64_t sz;
  if (fread(&sz, 8, 1, f) != 1) exit(1);
  std::vector<char> b(sz);
  if (fread(b.data(), 1, sz, f) != sz) exit(1);
  return b;
}

int main(int argc, char **argv) {
  FILE *f = fopen(argv[1], "rb");
  if (!f) return 1;
  uint64_t hdr[2];
  if (fread(hdr, 8, 2, f) != 2) return 1;
  std::vector<char> b0 = blob(f), b1 = blob(f), b2 = blob(f);
  int n = *(int *)b0.data();
  const int *rp = (const int *)b1.data(), *col = (const int *)b2.data();
  int T = argc > 2 ? atoi(argv[2]) : 16;
  std::vector<int> deg(n), orp(n + 1, 0), ocol;
  for (int u = 0; u < n; u++) deg[u] = rp[u + 1] - rp[u];
  for (int u = 0; u < n; u++) {
    for (int e = rp[u]; e < rp[u + 1]; e++) {
      int v = col[e];
      if (deg[u] < deg[v] || (deg[u] == deg[v] && u < v)) ocol.push_back(v);
    }
    orp[u + 1] = (int)ocol.size();
  }
  for (int u = 0; u < n; u++) std::sort(ocol.begin() + orp[u], ocol.begin() + orp[u + 1]);
  long m = (long)ocol.size();
  std::vector<int> src(m), it(m);
  for (int u = 0; u < n; u++)
    for (int e = orp[u]; e < orp[u + 1]; e++) src[e] = u;
  double steps = 0;
  for (long e = 0; e < m; e++) {
    int u = src[e], v = ocol[e];
    const int *a = &ocol[orp[u]], *b = &ocol[orp[v]];
    int na = orp[u + 1] - orp[u], nb = orp[v + 1] - orp[v], i = 0, j = 0, k = 0;
    while (i < na && j < nb) {
      int x = a[i], y = b[j];
      i += x <= y;
      j += y <= x;
      k++;
    }
    it[e] = k;
    steps += k;
  }
  auto roundMax = [&](const std::vector<int> &items) {
    double w = 0;
    for (size_t i = 0; i < items.size(); i += 32) {
      int mx = 0;
      for (size_t k = i; k < std::min(items.size(), i + 32); k++) mx = std::max(mx, items[k]);
      w += mx;
    }
    return w;
  };
  double flat = 0;
  for (long e = 0; e < m; e += 32) {
    int mx = 0;
    for (long k = e; k < std::min(m, e + 32); k++) mx = std::max(mx, it[k]);
    flat += mx;
  }
  double alone = 0, apart = 0, spread = 0, rule = 0, rule64 = 0, serialSteps = 0;
  // The balance rule with other factors (spread when most * lanes > k * total).
  const int Factors[] = {1, 2, 3, 4, 8};
  double ruleK[5] = {0, 0, 0, 0, 0};
  long warpsSpread = 0, warps = 0;
  for (int w = 0; w < n; w += 32) {
    std::vector<int> items;
    std::vector<std::vector<int>> perLane;
    int most = 0, lanes = 0;
    long total = 0;
    double laneMax = 0;
    for (int u = w; u < std::min(n, w + 32); u++) {
      int d = orp[u + 1] - orp[u];
      if (d <= 0 || d >= T) continue;
      lanes++;
      most = std::max(most, d);
      total += d;
      double s = 0;
      perLane.emplace_back();
      for (int e = orp[u]; e < orp[u + 1]; e++) {
        items.push_back(it[e]);
        perLane.back().push_back(it[e]);
        s += it[e];
      }
      laneMax = std::max(laneMax, s);
      serialSteps += s;
    }
    if (!lanes) continue;
    warps++;
    double sp = roundMax(items), lock = 0;
    for (int k = 0; k < most; k++) {
      int mx = 0;
      for (auto &l : perLane)
        if (k < (int)l.size()) mx = std::max(mx, l[k]);
      lock += mx;
    }
    alone += lock;
    apart += laneMax;
    spread += sp;
    if ((long)most * lanes > 2 * total) {
      rule += sp;
      warpsSpread++;
    } else {
      rule += lock;
    }
    for (int f = 0; f < 5; f++)
      ruleK[f] += (long)most * lanes > (long)Factors[f] * total ? sp : lock;
    // Counted in blocks of 64 threads, every lane has 64: balanced, alone.
    rule64 += lock;
  }
  printf("n %d, oriented edges %ld, merge iterations (thread-steps) %.0f\n", n, m, steps);
  printf("flat: %.0f warp iterations, %.1f lanes busy\n", flat, steps / flat);
  printf("threshold %d: serial children's thread-steps %.0f (%.1f%%)\n", T, serialSteps,
         100 * serialSteps / steps);
  printf("  alone:  %.0f warp iterations, %.1f lanes busy\n", alone, serialSteps / alone);
  printf("  alone, apart: %.0f warp iterations, %.1f lanes busy\n", apart, serialSteps / apart);
  printf("  spread: %.0f warp iterations, %.1f lanes busy\n", spread, serialSteps / spread);
  printf("  rule:   %.0f warp iterations, %.1f lanes busy (%ld of %ld warps spread)\n", rule,
         serialSteps / rule, warpsSpread, warps);
  printf("  rule on blocks of 64 (every warp alone): %.0f warp iterations\n", rule64);
  for (int f = 0; f < 5; f++)
    printf("  rule with factor %d: %.0f warp iterations\n", Factors[f], ruleK[f]);
  return 0;
}
