// CPU references and shared host preprocessing; see reference.h.
#include "reference.h"
#include "util.h"

#include <atomic>
#include <cmath>
#include <cstdio>
#include <numeric>
#include <queue>

namespace bench {

int graph_source(const Graph &g) { return g.max_degree_vertex(); }

std::vector<uint32_t> bfs_reference(const Graph &g, int src) {
  std::vector<uint32_t> lvl(g.n, kUnreached);
  std::vector<int> q;
  q.reserve(g.n);
  lvl[src] = 0;
  q.push_back(src);
  for (size_t h = 0; h < q.size(); h++) {
    int u = q[h];
    for (int e = g.rowptr[u]; e < g.rowptr[u + 1]; e++) {
      int v = g.col[e];
      if (lvl[v] == kUnreached) { lvl[v] = lvl[u] + 1; q.push_back(v); }
    }
  }
  return lvl;
}

std::vector<int> sssp_reference(const Graph &g, int src) {
  std::vector<int> d(g.n, kInfDist);
  using P = std::pair<int, int>;
  std::priority_queue<P, std::vector<P>, std::greater<P>> pq;
  d[src] = 0;
  pq.push({0, src});
  while (!pq.empty()) {
    auto [du, u] = pq.top();
    pq.pop();
    if (du != d[u]) continue;
    for (int e = g.rowptr[u]; e < g.rowptr[u + 1]; e++) {
      int v = g.col[e], nd = du + g.wt[e];
      if (nd < d[v]) { d[v] = nd; pq.push({nd, v}); }
    }
  }
  return d;
}

MstResult mst_reference(const Graph &g) {
  std::vector<uint64_t> es; // (w << 40 | CSR index), u < v only
  for (int u = 0; u < g.n; u++)
    for (int e = g.rowptr[u]; e < g.rowptr[u + 1]; e++)
      if (u < g.col[e]) es.push_back(((uint64_t)g.wt[e] << 40) | (uint64_t)e);
  std::sort(es.begin(), es.end());
  std::vector<int> src(g.col.size());
  for (int u = 0; u < g.n; u++)
    for (int e = g.rowptr[u]; e < g.rowptr[u + 1]; e++) src[e] = u;
  std::vector<int> p(g.n);
  std::iota(p.begin(), p.end(), 0);
  auto find = [&](int x) {
    while (p[x] != x) { p[x] = p[p[x]]; x = p[x]; }
    return x;
  };
  MstResult r;
  for (uint64_t k : es) {
    int e = (int)(k & ((1ull << 40) - 1));
    int a = find(src[e]), b = find(g.col[e]);
    if (a != b) { p[a] = b; r.weight += (uint64_t)(k >> 40); r.edges++; }
  }
  r.components = g.n - r.edges;
  return r;
}

int Oriented::max_out_degree() const {
  int m = 0;
  for (int v = 0; v < n; v++) m = std::max(m, rowptr[v + 1] - rowptr[v]);
  return m;
}

Oriented orient_by_degree(const Graph &g) {
  Oriented o;
  o.n = g.n;
  auto before = [&](int u, int v) {
    int du = g.degree(u), dv = g.degree(v);
    return du < dv || (du == dv && u < v);
  };
  o.rowptr.assign(g.n + 1, 0);
  for (int u = 0; u < g.n; u++) {
    int c = 0;
    for (int e = g.rowptr[u]; e < g.rowptr[u + 1]; e++) c += before(u, g.col[e]);
    o.rowptr[u + 1] = o.rowptr[u] + c;
  }
  o.col.resize(o.rowptr[g.n]);
  o.src.resize(o.rowptr[g.n]);
  for (int u = 0; u < g.n; u++) {
    int k = o.rowptr[u];
    for (int e = g.rowptr[u]; e < g.rowptr[u + 1]; e++)
      if (before(u, g.col[e])) { o.src[k] = u; o.col[k++] = g.col[e]; } // stays sorted
  }
  return o;
}

uint64_t tc_reference(const Oriented &o) {
  std::atomic<uint64_t> total{0};
  parallel_for_dynamic(o.n, 256, [&](int64_t b, int64_t e, int) {
    uint64_t local = 0;
    for (int64_t u = b; u < e; u++)
      for (int i = o.rowptr[u]; i < o.rowptr[u + 1]; i++) {
        int v = o.col[i];
        int p = o.rowptr[u], pe = o.rowptr[u + 1], q = o.rowptr[v], qe = o.rowptr[v + 1];
        while (p < pe && q < qe) {
          int a = o.col[p], c = o.col[q];
          local += a == c;
          p += a <= c;
          q += c <= a;
        }
      }
    total += local;
  });
  return total.load();
}

std::vector<double> sp_initial_eta(const Sat &s, uint64_t seed) {
  std::vector<double> eta(s.literals());
  for (size_t e = 0; e < eta.size(); e++) eta[e] = (double)((hash2(seed, e) >> 11) % 1000000 + 1) * 1e-6 * 0.999;
  return eta;
}

std::vector<double> sp_reference(const Sat &s, const std::vector<double> &eta0, int iters, double *last_delta) {
  std::vector<double> eta = eta0, ratio(eta.size());
  double delta = 0;
  for (int it = 0; it < iters; it++) {
    for (int v = 0; v < s.nvars; v++) {
      double pp = 1, np = 1;
      int pz = 0, nz = 0;
      for (int k = s.occ_ptr[v]; k < s.occ_ptr[v + 1]; k++) {
        int e = s.occ_edge[k];
        double t = 1.0 - eta[e];
        if (s.lit_neg[e]) { if (t == 0.0) nz++; else np *= t; }
        else { if (t == 0.0) pz++; else pp *= t; }
      }
      for (int k = s.occ_ptr[v]; k < s.occ_ptr[v + 1]; k++) {
        int e = s.occ_edge[k];
        double t = 1.0 - eta[e];
        bool neg = s.lit_neg[e];
        double sp = neg ? np : pp, op = neg ? pp : np;
        int sz = neg ? nz : pz, oz = neg ? pz : nz;
        double S = t == 0.0 ? (sz - 1 > 0 ? 0.0 : sp) : (sz > 0 ? 0.0 : sp / t);
        double O = oz > 0 ? 0.0 : op;
        double den = S + O - S * O;
        ratio[e] = den > 0.0 ? (1.0 - O) * S / den : 0.0;
      }
    }
    delta = 0;
    for (int c = 0; c < s.nclauses; c++)
      for (int i = s.cl_ptr[c]; i < s.cl_ptr[c + 1]; i++) {
        double p = 1.0;
        for (int j = s.cl_ptr[c]; j < s.cl_ptr[c + 1]; j++)
          if (j != i) p *= ratio[j];
        delta = std::max(delta, std::fabs(p - eta[i]));
        eta[i] = p;
      }
  }
  if (last_delta) *last_delta = delta;
  return eta;
}

static float bt_curvature(const float *c) {
  // |CP1 - (CP0 + CP2)/2| / |CP2 - CP0|, as the CUDA sample computes it.
  float mx = c[2] - 0.5f * (c[0] + c[4]), my = c[3] - 0.5f * (c[1] + c[5]);
  float lx = c[4] - c[0], ly = c[5] - c[1];
  return std::sqrt(mx * mx + my * my) / std::sqrt(lx * lx + ly * ly);
}

int bt_points(const Bezier &b, int i, bool *ambiguous) {
  const float *c = &b.cp[(size_t)i * 6];
  double mx = c[2] - 0.5 * (c[0] + c[4]), my = c[3] - 0.5 * (c[1] + c[5]);
  double lx = c[4] - c[0], ly = c[5] - c[1];
  double exact = std::sqrt(mx * mx + my * my) / std::sqrt(lx * lx + ly * ly) * b.curv_mul;
  float f = bt_curvature(c) * b.curv_mul;
  auto clampi = [&](double x) {
    // (int) of a huge or NaN float is undefined: clamp in floating point first.
    if (!(x < (double)b.max_tess)) return b.max_tess;
    return std::min(std::max((int)x, 4), b.max_tess);
  };
  int n = clampi(f);
  if (ambiguous) {
    double frac = exact - std::floor(exact);
    *ambiguous = (frac < 1e-3 || frac > 1 - 1e-3 || clampi(exact) != n) && exact > 3.0 && exact < b.max_tess + 1;
  }
  return n;
}

void bt_point(const Bezier &b, int i, int k, int npoints, float *x, float *y) {
  const float *c = &b.cp[(size_t)i * 6];
  float u = (float)k / (float)(npoints - 1), omu = 1.0f - u;
  float b0 = omu * omu, b1 = 2.0f * u * omu, b2 = u * u;
  *x = b0 * c[0] + b1 * c[2] + b2 * c[4];
  *y = b0 * c[1] + b1 * c[3] + b2 * c[5];
}

std::vector<int> mandel_exhaustive(const MandelGeom &m) {
  std::vector<int> img((size_t)m.n * m.n);
  parallel_for_dynamic(m.n, 8, [&](int64_t b, int64_t e, int) {
    for (int64_t y = b; y < e; y++)
      for (int x = 0; x < m.n; x++)
        img[(size_t)y * m.n + x] = mandel_dwell(m, x, (int)y);
  });
  return img;
}

namespace {
struct MandelRegion {
  int x0, y0, d, depth;
};
} // namespace

std::vector<int> mandel_subdivision(const MandelGeom &m, const MandelSubdiv &s,
                                    const std::vector<int> *dwells,
                                    std::vector<int64_t> *regions) {
  std::vector<int> img((size_t)m.n * m.n, -1);
  auto dwell = [&](int x, int y) {
    return dwells ? (*dwells)[(size_t)y * m.n + x] : mandel_dwell(m, x, y);
  };
  std::vector<MandelRegion> todo;
  int d0 = m.n / s.g;
  for (int by = 0; by < s.g; by++)
    for (int bx = 0; bx < s.g; bx++)
      todo.push_back({bx * d0, by * d0, d0, 0});
  if (regions)
    regions->clear();
  // level by level (as ASK), each level's regions in parallel
  while (!todo.empty()) {
    int depth = todo[0].depth;
    if (regions)
      regions->push_back((int64_t)todo.size());
    std::vector<std::vector<MandelRegion>> next(num_threads());
    parallel_for_dynamic(
        (int64_t)todo.size(), 4, [&](int64_t b, int64_t e, int t) {
          for (int64_t i = b; i < e; i++) {
            MandelRegion R = todo[i];
            const int neutral = m.max_dwell + 1;
            int comm = neutral;
            for (int k = 0; k < R.d; k++) {
              comm = mandel_same_dwell(comm, dwell(R.x0 + k, R.y0), neutral);
              comm = mandel_same_dwell(comm, dwell(R.x0 + k, R.y0 + R.d - 1),
                                       neutral);
              comm = mandel_same_dwell(comm, dwell(R.x0, R.y0 + k), neutral);
              comm = mandel_same_dwell(comm, dwell(R.x0 + R.d - 1, R.y0 + k),
                                       neutral);
            }
            if (comm != kMandelDiff) {
              for (int y = R.y0; y < R.y0 + R.d; y++)
                for (int x = R.x0; x < R.x0 + R.d; x++)
                  img[(size_t)y * m.n + x] = comm;
            } else if (mandel_subdivides(s, R.d, R.depth)) {
              int d = R.d / s.r;
              for (int sy = 0; sy < s.r; sy++)
                for (int sx = 0; sx < s.r; sx++)
                  next[t].push_back(
                      {R.x0 + sx * d, R.y0 + sy * d, d, depth + 1});
            } else {
              for (int y = R.y0; y < R.y0 + R.d; y++)
                for (int x = R.x0; x < R.x0 + R.d; x++)
                  img[(size_t)y * m.n + x] = dwell(x, y);
            }
          }
        });
    todo.clear();
    for (auto &v : next)
      todo.insert(todo.end(), v.begin(), v.end());
  }
  return img;
}

std::vector<int64_t> mandel_sample(const MandelGeom &m, int k) {
  int64_t N = (int64_t)m.n * m.n;
  std::vector<int64_t> v = {0, m.n - 1, N - m.n, N - 1};
  for (int i = 0; i < k; i++)
    v.push_back((int64_t)(hash2(0x6d616e64ull, i) % (uint64_t)N));
  return v;
}

std::vector<uint32_t> sorted_keys(const std::vector<uint32_t> &keys) {
  std::vector<uint32_t> v = keys;
  int64_t n = (int64_t)v.size();
  int parts = 1;
  while (parts < num_threads() && n / (2 * parts) >= 65536)
    parts *= 2;
  parallel_for_dynamic(parts, 1, [&](int64_t b, int64_t e, int) {
    for (int64_t i = b; i < e; i++)
      std::sort(v.begin() + n * i / parts, v.begin() + n * (i + 1) / parts);
  });
  std::vector<uint32_t> w2(v.size());
  for (int w = 1; w < parts; w *= 2) { // pairs of sorted runs, in parallel
    parallel_for_dynamic(parts / (2 * w), 1, [&](int64_t b, int64_t e, int) {
      for (int64_t i = b; i < e; i++) {
        int64_t l = n * (2 * w * i) / parts, m = n * (2 * w * i + w) / parts,
                h = n * (2 * w * (i + 1)) / parts;
        std::merge(v.begin() + l, v.begin() + m, v.begin() + m, v.begin() + h,
                   w2.begin() + l);
      }
    });
    v.swap(w2);
  }
  return v;
}

int64_t QsortTree::children() const {
  int64_t c = 0;
  for (auto x : nodes)
    c += x;
  return c ? c - 1 : 0;
}

QsortTree qsort_model(const std::vector<uint32_t> &keys, const QsortParams &q,
                      std::vector<uint32_t> *sorted) {
  QsortTree t;
  std::vector<uint32_t> buf[2] = {keys, std::vector<uint32_t>(keys.size())};
  std::vector<uint32_t> &out = buf[0];
  struct Range {
    int64_t lo, hi;
  };
  std::vector<Range> level;
  if (keys.size() >= 2)
    level.push_back({0, (int64_t)keys.size()});
  else if (sorted)
    *sorted = keys;
  for (int depth = 0; !level.empty(); depth++) {
    t.nodes.push_back((int64_t)level.size());
    const std::vector<uint32_t> &src = buf[depth % 2];
    std::vector<uint32_t> &dst = buf[(depth + 1) % 2];
    int nt = num_threads();
    std::vector<std::vector<Range>> next(nt);
    std::vector<QsortTree> part(nt);
    // nodes of a level own disjoint ranges of both buffers
    parallel_for_dynamic((int64_t)level.size(), 16, [&](int64_t b, int64_t e,
                                                         int th) {
      QsortTree &pt = part[th];
      for (int64_t i = b; i < e; i++) {
        int64_t lo = level[i].lo, hi = level[i].hi;
        if (qsort_is_leaf(q, hi - lo, depth)) {
          std::copy(src.begin() + lo, src.begin() + hi, out.begin() + lo);
          std::sort(out.begin() + lo, out.begin() + hi);
          pt.leaves++;
          pt.long_leaves += hi - lo > kQsortMaxLeaf;
          pt.max_leaf = std::max(pt.max_leaf, hi - lo);
          continue;
        }
        uint32_t p = qsort_pivot(src.data(), lo, hi);
        int64_t nl = 0, ng = 0;
        for (int64_t k = lo; k < hi; k++) {
          if (src[k] < p)
            dst[lo + nl++] = src[k];
          else if (src[k] > p)
            dst[hi - 1 - ng++] = src[k];
        }
        std::fill(out.begin() + lo + nl, out.begin() + hi - ng, p);
        pt.partitioned++;
        bool child = false;
        for (Range h : {Range{lo, lo + nl}, Range{hi - ng, hi}}) {
          if (h.hi - h.lo == 1)
            out[h.lo] = dst[h.lo];
          else if (h.hi - h.lo >= 2)
            next[th].push_back(h), child = true;
        }
        pt.parents += child;
      }
    });
    level.clear();
    for (int th = 0; th < nt; th++) {
      level.insert(level.end(), next[th].begin(), next[th].end());
      t.partitioned += part[th].partitioned;
      t.parents += part[th].parents;
      t.leaves += part[th].leaves;
      t.long_leaves += part[th].long_leaves;
      t.max_leaf = std::max(t.max_leaf, part[th].max_leaf);
    }
  }
  if (sorted && keys.size() >= 2)
    *sorted = std::move(out);
  return t;
}

// A node's value from its children's (final: the level below is done).
template <class F>
static std::vector<int> tree_bottom_up(const Tree &t, F combine) {
  std::vector<int> r(t.n(), 0);
  for (int k = t.depth - 1; k >= 0; k--)
    parallel_for_chunks(t.level_ptr[k + 1] - t.level_ptr[k],
                        [&](int64_t b, int64_t e, int) {
                          for (int64_t i = b; i < e; i++) {
                            int v = t.level_ptr[k] + (int)i, acc = 0;
                            for (int c = t.cp[v]; c < t.cp[v + 1]; c++)
                              acc = combine(acc, r[c]);
                            r[v] = acc;
                          }
                        });
  return r;
}

std::vector<int> tree_heights(const Tree &t) {
  return tree_bottom_up(t, [](int acc, int h) { return std::max(acc, h + 1); });
}

std::vector<int> tree_descendants(const Tree &t) {
  return tree_bottom_up(t, [](int acc, int d) { return acc + d + 1; });
}

std::vector<uint64_t> cached_values(const std::string &dir, const std::string &key,
                                    const std::function<std::vector<uint64_t>()> &fn) {
  std::string path = dir + "/ref-" + key + "-g" + std::to_string(kGenVersion) + ".bin";
  std::vector<std::vector<char>> bl;
  if (!dir.empty() && cache_read(path, bl) && bl.size() == 1) return from_blob<uint64_t>(bl[0]);
  std::vector<uint64_t> v = fn();
  if (!dir.empty()) cache_write(path, {to_blob(v)});
  return v;
}

template <class T>
static std::string compare_vec(const std::vector<T> &got, const std::vector<T> &ref, const char *what) {
  if (got.size() != ref.size()) return std::string(what) + ": size mismatch";
  int64_t first;
  int64_t bad = count_mismatches(got, ref, &first);
  if (!bad) return "";
  char buf[256];
  snprintf(buf, sizeof buf,
           "%s: %lld of %zu differ (first at %lld: got %lld want %lld)", what,
           (long long)bad, got.size(), (long long)first, (long long)got[first],
           (long long)ref[first]);
  return buf;
}
std::string compare_u32(const std::vector<uint32_t> &g, const std::vector<uint32_t> &r, const char *w) {
  return compare_vec(g, r, w);
}
std::string compare_i32(const std::vector<int> &g, const std::vector<int> &r, const char *w) {
  return compare_vec(g, r, w);
}

} // namespace bench
