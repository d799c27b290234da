// CPU-only self-test of the dataset generators and the references
// (bench/selftest.sh builds and runs it; no GPU, no CUDA needed).
//   selftest            small checks + generate every full-size dataset
//   selftest --quick    small checks only
#include "common/datasets.h"
#include "common/reference.h"
#include "common/util.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <set>

using namespace bench;

static int failures = 0;
#define CHECK(cond, ...)                                                        \
  do {                                                                          \
    if (!(cond)) {                                                              \
      failures++;                                                               \
      printf("  FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond);                  \
      printf(__VA_ARGS__);                                                      \
      printf("\n");                                                             \
    }                                                                           \
  } while (0)

static void check_graph_invariants(const Graph &g) {
  CHECK((int)g.rowptr.size() == g.n + 1, "%s rowptr size", g.name.c_str());
  CHECK(g.rowptr[g.n] == (int)g.col.size() && g.col.size() == g.wt.size(), "%s sizes", g.name.c_str());
  std::map<uint64_t, int> w;
  int64_t bad_order = 0, self = 0, range = 0, badw = 0;
  for (int u = 0; u < g.n; u++)
    for (int e = g.rowptr[u]; e < g.rowptr[u + 1]; e++) {
      int v = g.col[e];
      range += v < 0 || v >= g.n;
      self += v == u;
      if (e > g.rowptr[u] && g.col[e - 1] >= v) bad_order++;
      badw += g.wt[e] < 1;
    }
  CHECK(range == 0 && self == 0 && bad_order == 0 && badw == 0, "%s range %lld self %lld order %lld w %lld",
        g.name.c_str(), (long long)range, (long long)self, (long long)bad_order, (long long)badw);
  // symmetry with equal weights: the reverse edge exists with the same weight
  int64_t asym = 0;
  for (int u = 0; u < g.n; u++)
    for (int e = g.rowptr[u]; e < g.rowptr[u + 1]; e++) {
      int v = g.col[e];
      auto b = g.col.begin() + g.rowptr[v], en = g.col.begin() + g.rowptr[v + 1];
      auto it = std::lower_bound(b, en, u);
      if (it == en || *it != u || g.wt[it - g.col.begin()] != g.wt[e]) asym++;
    }
  CHECK(asym == 0, "%s asymmetric entries %lld", g.name.c_str(), (long long)asym);
}

static bool same_graph(const Graph &a, const Graph &b) {
  return a.n == b.n && a.rowptr == b.rowptr && a.col == b.col && a.wt == b.wt;
}

// Brute-force references for small graphs.
static std::vector<int> bellman_ford(const Graph &g, int src) {
  std::vector<int64_t> d(g.n, INT64_MAX);
  d[src] = 0;
  for (bool ch = true; ch;) {
    ch = false;
    for (int u = 0; u < g.n; u++)
      if (d[u] != INT64_MAX)
        for (int e = g.rowptr[u]; e < g.rowptr[u + 1]; e++)
          if (d[u] + g.wt[e] < d[g.col[e]]) { d[g.col[e]] = d[u] + g.wt[e]; ch = true; }
  }
  std::vector<int> r(g.n);
  for (int i = 0; i < g.n; i++) r[i] = d[i] == INT64_MAX ? kInfDist : (int)d[i];
  return r;
}

static std::vector<uint32_t> bfs_by_relaxation(const Graph &g, int src) {
  Graph u = g;
  std::fill(u.wt.begin(), u.wt.end(), 1);
  auto d = bellman_ford(u, src);
  std::vector<uint32_t> r(g.n);
  for (int i = 0; i < g.n; i++) r[i] = d[i] == kInfDist ? kUnreached : (uint32_t)d[i];
  return r;
}

static MstResult prim(const Graph &g) {
  MstResult r;
  std::vector<char> in(g.n, 0);
  std::vector<int64_t> best(g.n, INT64_MAX);
  for (int s = 0; s < g.n; s++) {
    if (in[s]) continue;
    r.components++;
    std::set<std::pair<int64_t, int>> pq;
    best[s] = 0;
    pq.insert({0, s});
    while (!pq.empty()) {
      auto [w, u] = *pq.begin();
      pq.erase(pq.begin());
      if (in[u]) continue;
      in[u] = 1;
      if (u != s) { r.weight += w; r.edges++; }
      for (int e = g.rowptr[u]; e < g.rowptr[u + 1]; e++) {
        int v = g.col[e];
        if (!in[v] && g.wt[e] < best[v]) {
          pq.erase({best[v], v});
          best[v] = g.wt[e];
          pq.insert({best[v], v});
        }
      }
    }
  }
  return r;
}

static uint64_t tc_brute(const Graph &g) {
  uint64_t t = 0;
  for (int u = 0; u < g.n; u++)
    for (int e = g.rowptr[u]; e < g.rowptr[u + 1]; e++) {
      int v = g.col[e];
      if (v <= u) continue;
      for (int f = g.rowptr[v]; f < g.rowptr[v + 1]; f++) {
        int w = g.col[f];
        if (w <= v) continue;
        t += std::binary_search(g.col.begin() + g.rowptr[u], g.col.begin() + g.rowptr[u + 1], w);
      }
    }
  return t;
}

// SP by the textbook formula: every product recomputed per edge.
static std::vector<double> sp_naive(const Sat &s, std::vector<double> eta, int iters) {
  std::vector<double> ratio(eta.size());
  for (int it = 0; it < iters; it++) {
    for (size_t e = 0; e < eta.size(); e++) {
      int v = s.lit_var[e];
      double S = 1, O = 1;
      for (int k = s.occ_ptr[v]; k < s.occ_ptr[v + 1]; k++) {
        int f = s.occ_edge[k];
        if ((size_t)f == e) continue;
        if (s.lit_neg[f] == s.lit_neg[e]) S *= 1 - eta[f];
        else O *= 1 - eta[f];
      }
      double den = S + O - S * O;
      ratio[e] = den > 0 ? (1 - O) * S / den : 0;
    }
    for (int c = 0; c < s.nclauses; c++)
      for (int i = s.cl_ptr[c]; i < s.cl_ptr[c + 1]; i++) {
        double p = 1;
        for (int j = s.cl_ptr[c]; j < s.cl_ptr[c + 1]; j++)
          if (j != i) p *= ratio[j];
        eta[i] = p;
      }
  }
  return eta;
}

static void test_small_graph(const Graph &g) {
  printf("  %s\n", g.describe().c_str());
  check_graph_invariants(g);
  int src = graph_source(g);
  CHECK(g.degree(src) == g.max_degree(), "source degree");
  CHECK(!compare_u32(bfs_reference(g, src), bfs_by_relaxation(g, src), "bfs").size(), "BFS vs relaxation");
  CHECK(!compare_i32(sssp_reference(g, src), bellman_ford(g, src), "sssp").size(), "Dijkstra vs Bellman-Ford");
  MstResult k = mst_reference(g), p = prim(g);
  CHECK(k.weight == p.weight && k.edges == p.edges && k.components == p.components,
        "Kruskal %llu/%lld vs Prim %llu/%lld", (unsigned long long)k.weight, (long long)k.edges,
        (unsigned long long)p.weight, (long long)p.edges);
  Oriented o = orient_by_degree(g);
  CHECK((int64_t)o.col.size() == g.undirected_edges(), "orientation keeps each edge once");
  uint64_t t1 = tc_reference(o), t2 = tc_brute(g);
  CHECK(t1 == t2, "triangles %llu vs brute %llu", (unsigned long long)t1, (unsigned long long)t2);
  printf("    src %d  mst weight %llu (%lld edges, %lld components)  triangles %llu  max out-degree %d\n", src,
         (unsigned long long)k.weight, (long long)k.edges, (long long)k.components, (unsigned long long)t1,
         o.max_out_degree());
}

// Tree invariants: level order, consecutive children, fan-outs in range,
// parents consistent.
static void check_tree(const Tree &t) {
  const int n = t.n();
  CHECK((int)t.cp.size() == n + 1 && (int)t.level_ptr.size() == t.depth + 2 &&
            t.level_ptr[0] == 0 && t.level_ptr[1] == 1 &&
            t.level_ptr[t.depth + 1] == n && t.cp[n] == n && t.parent[0] == -1,
        "%s: sizes", t.name.c_str());
  int64_t bad_fan = 0, bad_parent = 0, inner_upper = 0, upper = 0;
  for (int v = 0; v < n; v++) {
    int f = t.children(v);
    bad_fan += f != 0 && (f < t.fmin || f > t.fmax);
    if (v < t.level_ptr[t.depth]) {
      upper += v > 0;
      inner_upper += v > 0 && f > 0;
    } else
      bad_fan += f != 0; // the deepest level: leaves
    for (int c = t.cp[v]; c < t.cp[v + 1]; c++)
      bad_parent += t.parent[c] != v;
  }
  CHECK(bad_fan == 0 && bad_parent == 0 && t.children(0) > 0,
        "%s: %lld fan-outs out of range, %lld wrong parents", t.name.c_str(),
        (long long)bad_fan, (long long)bad_parent);
  // level k's children are exactly level k + 1, in order
  for (int k = 0; k < t.depth; k++)
    CHECK(t.cp[t.level_ptr[k]] == t.level_ptr[k + 1] &&
              t.cp[t.level_ptr[k + 1]] == t.level_ptr[k + 2],
          "%s: level %d", t.name.c_str(), k);
  if (upper >= 1000)
    CHECK(std::fabs((double)inner_upper / upper - t.parent_pct / 100.0) < 0.05,
          "%s: %lld of %lld nodes above the deepest level with children, "
          "want ~%d%%",
          t.name.c_str(), (long long)inner_upper, (long long)upper,
          t.parent_pct);
}

// Heights and descendants another way: every node walks up its ancestors.
static void tree_by_ancestors(const Tree &t, std::vector<int> &h,
                              std::vector<int> &d) {
  h.assign(t.n(), 0);
  d.assign(t.n(), 0);
  for (int c = 1; c < t.n(); c++) {
    int dist = 1;
    for (int a = t.parent[c]; a >= 0; a = t.parent[a], dist++) {
      h[a] = std::max(h[a], dist);
      d[a]++;
    }
  }
}

// The DP versions of apps/tree.cu on the CPU: a walker per inner node
// (its ancestor walk, one atomic step at a time) starts when its parent's
// walk has ended (the launch follows the walk); the steps of the active
// walkers interleave at random. TH stops at the first ancestor already
// high enough, TD adds the fan-out all the way up.
static void tree_dp_model(const Tree &t, uint64_t seed, std::vector<int> &h,
                          std::vector<int> &d) {
  h.assign(t.n(), 0);
  d.assign(t.n(), 0);
  struct W {
    int node, at, step; // next ancestor to update, its distance
    bool th;
  };
  std::vector<W> act;
  auto start = [&](int c) {
    if (t.children(c) > 0) {
      act.push_back({c, c, 1, true});
      act.push_back({c, c, 1, false});
    }
  };
  std::vector<int> walks_left(t.n(), 0); // TH and TD walks of a node to end
  for (int v = 0; v < t.level_ptr[t.depth]; v++)
    walks_left[v] = t.children(v) > 0 ? 2 : 0;
  start(0);
  Rng r(seed, 0);
  while (!act.empty()) {
    size_t i = r.below((uint32_t)act.size());
    W &w = act[i];
    bool done;
    if (w.th) {
      int old = h[w.at];
      h[w.at] = std::max(old, w.step);
      done = old >= w.step || t.parent[w.at] < 0;
    } else {
      d[w.at] += t.children(w.node);
      done = t.parent[w.at] < 0;
    }
    w.at = t.parent[w.at], w.step++;
    if (done) {
      int c = w.node;
      act[i] = act.back();
      act.pop_back();
      if (--walks_left[c] == 0) // both walks over: the launch
        for (int k = t.cp[c]; k < t.cp[c + 1]; k++)
          start(k);
    }
  }
}

// BFS-Rec (apps/bfsrec.cu) on the CPU: a grid (v, level, nest) lowers its
// neighbours' levels and launches a grid on each it lowered, or records it
// at the nesting limit; grids run in the order `sched` picks (0 FIFO,
// 1 LIFO, 2 random) until none is left, then the host goes on from the
// recorded vertices. Returns the levels; *launches: device launches,
// *restarts: vertices recorded.
static std::vector<uint32_t> bfsrec_model(const Graph &g, int src, int sched,
                                          int max_nest, int64_t *launches,
                                          int64_t *restarts) {
  struct Grid {
    int v;
    uint32_t lv;
    int nest;
  };
  std::vector<uint32_t> lvl(g.n, kUnreached);
  lvl[src] = 0;
  std::vector<Grid> pend = {{src, 0, 0}};
  Rng r(99, sched);
  *launches = *restarts = 0;
  while (!pend.empty()) {
    std::vector<int> rec;
    size_t head = 0;
    while (head < pend.size()) {
      Grid x;
      if (sched == 0)
        x = pend[head++];
      else {
        size_t i = sched == 1 ? pend.size() - 1
                              : head + r.below((uint32_t)(pend.size() - head));
        x = pend[i];
        pend[i] = pend.back();
        pend.pop_back();
      }
      for (int e = g.rowptr[x.v]; e < g.rowptr[x.v + 1]; e++) {
        int w = g.col[e];
        if (lvl[w] <= x.lv + 1)
          continue;
        lvl[w] = x.lv + 1;
        if (x.nest >= max_nest)
          rec.push_back(w);
        else {
          pend.push_back({w, x.lv + 1, x.nest + 1});
          ++*launches;
        }
      }
    }
    pend.clear();
    std::sort(rec.begin(), rec.end());
    rec.erase(std::unique(rec.begin(), rec.end()), rec.end());
    *restarts += rec.size();
    for (int w : rec)
      pend.push_back({w, lvl[w], 0});
  }
  return lvl;
}

int main(int argc, char **argv) {
  bool quick = argc > 1 && !strcmp(argv[1], "--quick");
  double t0 = now_s();

  printf("[1] determinism: same output with 1 and 5 threads, and twice\n");
  {
    set_num_threads(1);
    Graph a = gen_kronecker(12, 16, .57, .19, .19, 7);
    Graph c = gen_powerlaw(20000, 100000, 1.0, 10, 0.3, 500, 9);
    set_num_threads(5);
    Graph b = gen_kronecker(12, 16, .57, .19, .19, 7);
    Graph d = gen_powerlaw(20000, 100000, 1.0, 10, 0.3, 500, 9);
    set_num_threads(0);
    CHECK(same_graph(a, b), "kronecker thread-independent");
    CHECK(same_graph(c, d), "powerlaw thread-independent");
    CHECK(same_graph(gen_road(5000, 7000, 3), gen_road(5000, 7000, 3)), "road deterministic");
    Sat s1 = gen_ksat(300, 1200, 3, 4), s2 = gen_ksat(300, 1200, 3, 4);
    CHECK(s1.lit_var == s2.lit_var && s1.lit_neg == s2.lit_neg, "ksat deterministic");
    CHECK(gen_bezier(100, 32, 16, 1).cp == gen_bezier(100, 32, 16, 1).cp, "bezier deterministic");
    CHECK(!same_graph(gen_kronecker(12, 16, .57, .19, .19, 7), gen_kronecker(12, 16, .57, .19, .19, 8)),
          "seed matters");
  }

  printf("[2] references against brute force on small graphs\n");
  test_small_graph(gen_kronecker(9, 8, .57, .19, .19, 1));
  test_small_graph(gen_powerlaw(3000, 15000, 1.0, 10, 0.3, 100, 2));
  test_small_graph(gen_road(2000, 2800, 3));
  {
    // hand-made graph: a triangle, a square with a diagonal, an isolated vertex
    std::vector<uint64_t> pairs = {(0ull << 32) | 1, (1ull << 32) | 2, (2ull << 32) | 0, (3ull << 32) | 4,
                                   (4ull << 32) | 5, (5ull << 32) | 6, (6ull << 32) | 3, (3ull << 32) | 5,
                                   (1ull << 32) | 0, (2ull << 32) | 2};
    Graph g = graph_from_pairs("hand", 8, pairs, 1);
    CHECK(g.undirected_edges() == 8, "dedup/self-loop removal: %lld", (long long)g.undirected_edges());
    CHECK(tc_reference(orient_by_degree(g)) == 3, "3 triangles");
    CHECK(mst_reference(g).components == 3, "3 components");
    test_small_graph(g);
  }

  printf("[3] SAT and SP\n");
  for (int k : {3, 5}) {
    Sat s = gen_ksat(200, k == 3 ? 840 : 4000, k, 11);
    printf("  %s\n", s.describe().c_str());
    int64_t occ = 0, dupvar = 0;
    for (int v = 0; v < s.nvars; v++) occ += s.occ_ptr[v + 1] - s.occ_ptr[v];
    for (int c = 0; c < s.nclauses; c++)
      for (int i = s.cl_ptr[c]; i < s.cl_ptr[c + 1]; i++)
        for (int j = s.cl_ptr[c]; j < i; j++) dupvar += s.lit_var[i] == s.lit_var[j];
    CHECK(occ == s.literals() && dupvar == 0, "occurrence lists / distinct variables");
    auto eta0 = sp_initial_eta(s, 1);
    double delta = 0;
    auto r1 = sp_reference(s, eta0, 10, &delta);
    auto r2 = sp_naive(s, eta0, 10);
    double md = 0, mn = 1, mx = 0;
    for (size_t e = 0; e < r1.size(); e++) {
      md = std::max(md, std::fabs(r1[e] - r2[e]));
      mn = std::min(mn, r1[e]);
      mx = std::max(mx, r1[e]);
    }
    CHECK(md < 1e-9, "SP reference vs textbook formula: max diff %g", md);
    CHECK(mn >= 0 && mx <= 1, "surveys in [0,1]: %g..%g", mn, mx);
    printf("    SP 10 sweeps: last delta %.3g, eta range [%.3g, %.3g], max diff vs textbook %.3g\n", delta, mn, mx, md);
  }

  printf("[4] Bezier\n");
  {
    Bezier b = gen_bezier(1000, 2048, 64, 5);
    int64_t pts = 0, amb = 0, capped = 0;
    for (int i = 0; i < b.nlines; i++) {
      bool a;
      int n = bt_points(b, i, &a);
      CHECK(n >= 4 && n <= b.max_tess, "points in range");
      pts += n;
      amb += a;
      capped += n == b.max_tess;
      float x, y;
      bt_point(b, i, 0, n, &x, &y);
      CHECK(x == b.cp[i * 6] && y == b.cp[i * 6 + 1], "first point is CP0");
      bt_point(b, i, n - 1, n, &x, &y);
      CHECK(std::fabs(x - b.cp[i * 6 + 4]) < 1e-6 && std::fabs(y - b.cp[i * 6 + 5]) < 1e-6, "last point is CP2");
      if (i > 0) CHECK(b.cp[i * 6] == b.cp[i * 6 - 2], "lines are chained");
    }
    printf("  1000 lines T2048-C64: %lld points, %lld at the cap, %lld ambiguous\n", (long long)pts,
           (long long)capped, (long long)amb);
  }

  printf("[5] Mandelbrot: CPU subdivision against the exhaustive image\n");
  {
    Mandel m = load_mandel("m2k");
    int n = m.geom.n;
    CHECK(mandel_dwell(m.geom, 0, 0) == 1,
          "c = -1.5-1i escapes after one step: %d", mandel_dwell(m.geom, 0, 0));
    CHECK(mandel_dwell(m.geom, 3 * n / 4, n / 2) == 512, "c = 0 never escapes");
    CHECK(mandel_dwell(m.geom, n / 4, n / 2) == 512, "c = -1 never escapes");
    Mandel m8 = load_mandel("m8k");
    std::vector<int> sides = {m8.geom.n / m8.sub.g};
    while (mandel_subdivides(m8.sub, sides.back(), (int)sides.size() - 1))
      sides.push_back(sides.back() / m8.sub.r);
    CHECK(sides == std::vector<int>({512, 256, 128, 64, 32}),
          "m8k region sides per level");
    auto sample = mandel_sample(m8.geom, 4096);
    CHECK(sample.size() == 4100 &&
              *std::max_element(sample.begin(), sample.end()) <
                  (int64_t)m8.geom.n * m8.geom.n,
          "sample");
    // m8k's exhaustive image takes minutes on 2 cores: the GPU run checks it
    std::vector<std::string> names = {"m2k-s", "m8k-s"};
    if (!quick)
      names.push_back("m2k");
    for (auto &name : names) {
      Mandel d = load_mandel(name);
      double t = now_s();
      auto ex = mandel_exhaustive(d.geom);
      double te = now_s() - t;
      t = now_s();
      std::vector<int64_t> regions;
      auto ms = mandel_subdivision(d.geom, d.sub, nullptr, &regions);
      double tm = now_s() - t;
      auto ms_oracle = mandel_subdivision(d.geom, d.sub, &ex, nullptr);
      CHECK(ms == ms_oracle,
            "%s: subdivision on the exhaustive image makes the same image",
            name.c_str());
      int64_t diff = 0, unset = 0;
      double sum = 0;
      for (size_t i = 0; i < ex.size(); i++) {
        diff += ms[i] != ex[i];
        unset += ms[i] < 0;
        sum += ex[i];
      }
      CHECK(unset == 0, "%s: every pixel written", name.c_str());
      CHECK(diff == 0, "%s: subdivision equals exhaustive (%lld pixels differ)",
            name.c_str(), (long long)diff);
      std::string lv;
      for (auto r : regions)
        lv += " " + std::to_string(r);
      printf("  %-6s %s: mean dwell %.1f, exhaustive %.2fs, subdivision %.2fs, "
             "regions per level%s\n",
             name.c_str(), d.describe().c_str(), sum / ex.size(), te, tm,
             lv.c_str());
    }
  }

  printf("[6] quicksort: std::sort reference and the CPU model of the GPU "
         "recursion\n");
  {
    // the parallel reference against plain std::sort, edge sizes included
    for (int64_t n : {0, 1, 2, 3, 1000, 65536 * 8 + 7}) {
      std::vector<uint32_t> v(n);
      for (int64_t i = 0; i < n; i++)
        v[i] = (uint32_t)(hash2(7, i) >> 40); // duplicates
      auto s = v;
      std::sort(s.begin(), s.end());
      CHECK(sorted_keys(v) == s, "sorted_keys, %lld keys", (long long)n);
      QsortParams q;
      q.cutoff = 16, q.max_depth = 6; // leaves past max_depth, > 4096 keys
      std::vector<uint32_t> m;
      QsortTree t = qsort_model(v, q, &m);
      CHECK(m == s, "model sorts %lld keys (cutoff 16, depth 6)", (long long)n);
      CHECK(n < 100000 || t.long_leaves > 0, "long leaves at the depth limit");
    }
    Keys a = load_keys("q4m-s"), b = load_keys("q4m-s");
    CHECK(a.keys == b.keys && a.keys.size() == 65536, "q4m-s deterministic");
    Keys d = load_keys("q4mdup-s");
    CHECK(std::set<uint32_t>(d.keys.begin(), d.keys.end()).size() <= 4096,
          "q4mdup-s: at most 4096 values");
    // full sizes take ~2 s on 2 cores (the GPU run models them too)
    std::vector<std::string> names = {"q1m-s", "q4m-s", "q16m-s", "q4mdup-s"};
    if (!quick)
      names.insert(names.end(), {"q1m", "q4m", "q16m", "q4mdup"});
    for (auto &name : names) {
      Keys k = load_keys(name);
      double t = now_s();
      auto ref = sorted_keys(k.keys);
      double ts = now_s() - t;
      t = now_s();
      QsortParams q;
      std::vector<uint32_t> m;
      QsortTree tr = qsort_model(k.keys, q, &m);
      double tm = now_s() - t;
      CHECK(m == ref, "%s: the model's result equals std::sort's", name.c_str());
      CHECK(tr.long_leaves == 0 && (int)tr.nodes.size() <= q.max_depth + 1,
            "%s: no range reaches the depth limit with more than %d keys",
            name.c_str(), kQsortMaxLeaf);
      CHECK(tr.partitioned + tr.leaves == tr.children() + 1, "%s: node counts",
            name.c_str());
      printf("  %-8s %lld keys: depth %zu, %lld nodes partitioned (dp "
             "launches %lld, dpstream %lld), %lld leaves (longest %lld); "
             "sort %.2fs, model %.2fs\n",
             name.c_str(), (long long)k.keys.size(), tr.nodes.size() - 1,
             (long long)tr.partitioned, (long long)tr.parents,
             (long long)tr.children(), (long long)tr.leaves,
             (long long)tr.max_leaf, ts, tm);
    }
  }

  printf("[7] trees (TH, TD): generator, references, the CPU model of the "
         "DP versions\n");
  {
    set_num_threads(1);
    Tree a = gen_tree(3, 8, 16, 50, 7);
    set_num_threads(5);
    Tree b = gen_tree(3, 8, 16, 50, 7);
    set_num_threads(0);
    CHECK(a.cp == b.cp && a.parent == b.parent && a.level_ptr == b.level_ptr,
          "gen_tree thread-independent");
    CHECK(gen_tree(3, 8, 16, 50, 8).cp != a.cp, "seed matters");
    Tree one = gen_tree(0, 2, 3, 100, 1);
    CHECK(one.n() == 1 && tree_heights(one)[0] == 0 &&
              tree_descendants(one)[0] == 0,
          "a lone root");
    // a hand-checked tree: root with 2 children, the first with 3
    Tree h;
    h.depth = 2, h.fmin = 2, h.fmax = 3;
    h.cp = {1, 3, 6, 6, 6, 6, 6};
    h.parent = {-1, 0, 0, 1, 1, 1};
    h.level_ptr = {0, 1, 3, 6};
    CHECK(tree_heights(h) == std::vector<int>({2, 1, 0, 0, 0, 0}) &&
              tree_descendants(h) == std::vector<int>({5, 3, 0, 0, 0, 0}),
          "hand-made tree");
    std::vector<std::string> names = {"treea-s", "treeb-s"};
    if (!quick)
      names.insert(names.end(), {"treea", "treeb"});
    for (auto &name : names) {
      double t0t = now_s();
      Tree t = load_tree(name);
      double tg = now_s() - t0t;
      check_tree(t);
      t0t = now_s();
      auto ht = tree_heights(t), ds = tree_descendants(t);
      double tr = now_s() - t0t;
      CHECK(ht[0] == t.depth && ds[0] == t.n() - 1, "%s: root %d, %d",
            name.c_str(), ht[0], ds[0]);
      std::vector<int> h2, d2;
      if (t.n() < 5000000) { // the small ones: the other ways too
        tree_by_ancestors(t, h2, d2);
        CHECK(h2 == ht && d2 == ds, "%s: references against the ancestor walk",
              name.c_str());
        for (uint64_t seed : {1, 2}) {
          tree_dp_model(t, seed, h2, d2);
          CHECK(h2 == ht && d2 == ds,
                "%s: the DP versions' top-down updates (interleaving %llu)",
                name.c_str(), (unsigned long long)seed);
        }
      }
      printf("  %-8s %s: generated %.2fs, references %.2fs\n", name.c_str(),
             t.describe().c_str(), tg, tr);
    }
  }

  printf("[8] BFS-Rec: the CPU model of the recursion (FIFO, LIFO, random "
         "grid order)\n");
  {
    std::vector<std::string> names = {"kron-s"};
    if (!quick)
      names.push_back("kron");
    for (auto &name : names) {
      Graph g = load_graph(name, "");
      int src = graph_source(g);
      auto ref = bfs_reference(g, src);
      int64_t with = 0;
      for (int v = 0; v < g.n; v++)
        with += v != src && ref[v] != kUnreached && g.degree(v) > 0;
      for (int max_nest : {22, 2})
        for (int sched : {0, 1, 2}) {
          int64_t launches, restarts;
          auto lv = bfsrec_model(g, src, sched, max_nest, &launches, &restarts);
          CHECK(lv == ref, "%s: BFS-Rec model (order %d, nesting %d) levels",
                name.c_str(), sched, max_nest);
          CHECK(launches + restarts >= with, "%s: a launch per reached vertex",
                name.c_str());
          if (max_nest == 22 && sched == 0)
            CHECK(launches == with && restarts == 0,
                  "%s: FIFO is a BFS: one launch per reached vertex",
                  name.c_str());
          printf("  %-6s order %s, nesting limit %2d: %lld launches (%.2f per "
                 "reached vertex), %lld restarts\n",
                 name.c_str(),
                 sched == 0   ? "FIFO  "
                 : sched == 1 ? "LIFO  "
                              : "random",
                 max_nest, (long long)launches, (double)launches / with,
                 (long long)restarts);
        }
    }
  }

  if (!quick) {
    printf("[9] full-size datasets (generation time on %d threads) and "
           "reference times\n",
           num_threads());
    for (auto &name : all_dataset_names(false)) {
      double t = now_s();
      switch (dataset_kind(name)) {
      case Kind::Graph: {
        Graph g = load_graph(name, "");
        double tg = now_s() - t;
        printf("  %-9s %5.2fs  %s\n", name.c_str(), tg, g.describe().c_str());
        check_graph_invariants(g);
        t = now_s();
        int src = graph_source(g);
        auto lv = bfs_reference(g, src);
        int64_t reached = 0;
        uint32_t depth = 0;
        for (auto l : lv) if (l != kUnreached) { reached++; depth = std::max(depth, l); }
        double tb = now_s() - t;
        t = now_s();
        sssp_reference(g, src);
        double ts = now_s() - t;
        t = now_s();
        MstResult m = mst_reference(g);
        double tm = now_s() - t;
        t = now_s();
        Oriented o = orient_by_degree(g);
        uint64_t tri = tc_reference(o);
        double tt = now_s() - t;
        printf("            BFS from %d: %lld reached, depth %u (%.2fs); SSSP %.2fs; MST weight %llu, %lld components "
               "(%.2fs); %llu triangles, max out-degree %d (%.2fs)\n",
               src, (long long)reached, depth, tb, ts, (unsigned long long)m.weight, (long long)m.components, tm,
               (unsigned long long)tri, o.max_out_degree(), tt);
        break;
      }
      case Kind::Sat: {
        Sat s = load_sat(name, "");
        double tg = now_s() - t;
        printf("  %-9s %5.2fs  %s\n", name.c_str(), tg, s.describe().c_str());
        t = now_s();
        double d;
        sp_reference(s, sp_initial_eta(s, 1), 50, &d);
        printf("            SP 50 sweeps: last delta %.3g (%.2fs)\n", d, now_s() - t);
        break;
      }
      case Kind::Bezier: {
        Bezier b = load_bezier(name, "");
        int64_t pts = 0, one = 0;
        for (int i = 0; i < b.nlines; i++) {
          int n = bt_points(b, i, nullptr);
          pts += n;
          one += n <= 32;
        }
        printf("  %-9s %5.2fs  %s: %lld points, %lld lines with <= 32 points\n", name.c_str(), now_s() - t,
               b.describe().c_str(), (long long)pts, (long long)one);
        break;
      }
      case Kind::Mandel:
      case Kind::Keys:
      case Kind::Tree:
        break; // [5], [6], [7]
      default: break;
      }
    }
  }
  printf("%s: %d failure(s), %.1fs\n", failures ? "SELFTEST FAILED" : "SELFTEST PASSED", failures, now_s() - t0);
  return failures ? 1 : 0;
}
