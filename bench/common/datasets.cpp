// Deterministic dataset generators; see datasets.h for the list.
#include "datasets.h"
#include "util.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <functional>
#include <numeric>
#include <sstream>
#include <stdexcept>
#include <sys/stat.h>
#include <unistd.h>

namespace bench {

// ------------------------------------------------------------------ graphs --

int Graph::max_degree() const {
  int m = 0;
  for (int v = 0; v < n; v++) m = std::max(m, degree(v));
  return m;
}
int Graph::max_degree_vertex() const {
  int m = -1, at = 0;
  for (int v = 0; v < n; v++)
    if (degree(v) > m) { m = degree(v); at = v; }
  return at;
}
std::string Graph::describe() const {
  int64_t isolated = 0, deg2 = 0;
  for (int v = 0; v < n; v++) { isolated += degree(v) == 0; deg2 += degree(v) <= 2; }
  std::vector<int> degs(n);
  for (int v = 0; v < n; v++) degs[v] = degree(v);
  std::sort(degs.begin(), degs.end());
  auto pct = [&](double p) { return n ? degs[std::min<int64_t>(n - 1, (int64_t)(p * n))] : 0; };
  std::ostringstream o;
  o << "{\"dataset\":\"" << name << "\",\"kind\":\"graph\",\"vertices\":" << n
    << ",\"undirected_edges\":" << undirected_edges() << ",\"csr_entries\":" << entries()
    << ",\"avg_degree\":" << (n ? (double)entries() / n : 0.0) << ",\"max_degree\":" << max_degree()
    << ",\"median_degree\":" << pct(0.5) << ",\"p99_degree\":" << pct(0.99)
    << ",\"isolated\":" << isolated << ",\"degree_le2\":" << deg2 << "}";
  return o.str();
}

using WeightFn = std::function<int(int, int)>;

static Graph csr_from_sorted_unique(const std::string &name, int n, const std::vector<uint64_t> &keys,
                                    const WeightFn &wfn) {
  Graph g;
  g.name = name;
  g.n = n;
  std::vector<int> deg(n + 1, 0);
  for (uint64_t k : keys) { deg[k >> 32]++; deg[(uint32_t)k]++; }
  g.rowptr.assign(n + 1, 0);
  for (int v = 0; v < n; v++) g.rowptr[v + 1] = g.rowptr[v] + deg[v];
  g.col.resize(g.rowptr[n]);
  g.wt.resize(g.rowptr[n]);
  std::vector<int> pos(g.rowptr.begin(), g.rowptr.end() - 1);
  // Keys are sorted by (u, v), u < v: every list receives its lower
  // neighbours first, in increasing order, then its higher ones: sorted.
  for (uint64_t k : keys) {
    int u = (int)(k >> 32), v = (int)(uint32_t)k;
    int w = wfn(u, v);
    g.col[pos[u]] = v; g.wt[pos[u]++] = w;
    g.col[pos[v]] = u; g.wt[pos[v]++] = w;
  }
  return g;
}

static inline uint64_t edge_key(uint32_t a, uint32_t b) {
  uint32_t u = std::min(a, b), v = std::max(a, b);
  return ((uint64_t)u << 32) | v;
}

static WeightFn hash_weights(uint64_t wseed) {
  return [wseed](int u, int v) { return 1 + (int)(hash2(wseed, edge_key(u, v)) % 1000); };
}

Graph graph_from_pairs(const std::string &name, int n, std::vector<uint64_t> &pairs, uint64_t wseed) {
  std::vector<uint64_t> keys;
  keys.reserve(pairs.size());
  for (uint64_t p : pairs) {
    uint32_t a = (uint32_t)(p >> 32), b = (uint32_t)p;
    if (a != b) keys.push_back(edge_key(a, b));
  }
  std::sort(keys.begin(), keys.end());
  keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  return csr_from_sorted_unique(name, n, keys, hash_weights(wseed));
}

static std::vector<int> random_permutation(int n, uint64_t seed) {
  std::vector<int> p(n);
  std::iota(p.begin(), p.end(), 0);
  Rng r(seed, 0x5045524dull);
  for (int i = n - 1; i > 0; i--) std::swap(p[i], p[r.below(i + 1)]);
  return p;
}

Graph gen_kronecker(int scale, int edgefactor, double A, double B, double C, uint64_t seed) {
  const int n = 1 << scale;
  const int64_t M = (int64_t)edgefactor << scale;
  const double ab = A + B, c_norm = C / (1.0 - ab), a_norm = A / ab;
  std::vector<int> perm = random_permutation(n, seed);
  std::vector<uint64_t> keys(M);
  parallel_for_chunks(M, [&](int64_t b, int64_t e, int) {
    for (int64_t i = b; i < e; i++) {
      Rng r(seed, (uint64_t)i);
      uint32_t u = 0, v = 0;
      for (int l = 0; l < scale; l++) {
        int ii = r.uniform() > ab;
        int jj = r.uniform() > (ii ? c_norm : a_norm);
        u |= (uint32_t)ii << l;
        v |= (uint32_t)jj << l;
      }
      keys[i] = ((uint64_t)perm[u] << 32) | (uint32_t)perm[v];
    }
  });
  char nm[64];
  snprintf(nm, sizeof nm, "kron-scale%d-ef%d", scale, edgefactor);
  return graph_from_pairs(nm, n, keys, seed ^ 0x77);
}

// Open-addressing set of non-zero 64-bit keys (insert order = program order,
// so the generated graph does not depend on the thread count).
struct KeySet {
  std::vector<uint64_t> slots;
  uint64_t mask;
  int64_t size = 0;
  explicit KeySet(int64_t expected) {
    uint64_t cap = 1;
    while (cap < (uint64_t)expected * 2 + 16) cap <<= 1;
    slots.assign(cap, 0);
    mask = cap - 1;
  }
  bool insert(uint64_t k) {
    uint64_t h = mix64(k) & mask;
    while (slots[h]) {
      if (slots[h] == k) return false;
      h = (h + 1) & mask;
    }
    slots[h] = k;
    size++;
    return true;
  }
};

// Web-like graph: a Chung-Lu power-law model mixed with host locality.
//  - Vertices have popularity ranks (a random permutation of the ids) and
//    weights w(rank) = (rank + rank0)^-alpha.
//  - With probability p_local an edge is "intra-host": u uniform, v = u +- d
//    with d log-uniform in [1, local_span] (links between nearby crawl ids).
//  - Otherwise it is a Chung-Lu edge: both endpoints drawn by weight (hubs).
//  Edges are drawn until `edges` distinct undirected edges exist.
Graph gen_powerlaw(int n, int64_t edges, double alpha, int rank0, double p_local, int local_span,
                   uint64_t seed) {
  std::vector<int> perm = random_permutation(n, seed);
  std::vector<double> cum(n);
  double s = 0;
  for (int r = 0; r < n; r++) { s += std::pow((double)(r + rank0), -alpha); cum[r] = s; }
  const double total = s, lspan = std::log((double)local_span);
  auto by_weight = [&](Rng &r) {
    double x = r.uniform() * total;
    int k = (int)(std::upper_bound(cum.begin(), cum.end(), x) - cum.begin());
    return perm[std::min(k, n - 1)];
  };
  KeySet set(edges);
  std::vector<uint64_t> keys;
  keys.reserve(edges);
  const int64_t batch = 1 << 20;
  std::vector<uint64_t> buf(batch);
  for (int64_t base = 0; (int64_t)keys.size() < edges; base += batch) {
    parallel_for_chunks(batch, [&](int64_t b, int64_t e, int) {
      for (int64_t i = b; i < e; i++) {
        Rng r(seed, (uint64_t)(base + i));
        uint32_t u, v;
        if (r.uniform() < p_local) {
          u = r.below(n);
          int64_t d = (int64_t)std::exp(r.uniform() * lspan);
          int64_t w = (r.next() & 1) ? (int64_t)u + d : (int64_t)u - d;
          if (w < 0) w = (int64_t)u + d;
          if (w >= n) w = (int64_t)u - d;
          v = (uint32_t)std::max<int64_t>(0, std::min<int64_t>(n - 1, w));
        } else {
          u = by_weight(r);
          v = by_weight(r);
        }
        buf[i] = u == v ? 0 : edge_key(u, v);
      }
    });
    for (int64_t i = 0; i < batch && (int64_t)keys.size() < edges; i++)
      if (buf[i] && set.insert(buf[i])) keys.push_back(buf[i]);
    if (base > edges * 50) throw std::runtime_error("gen_powerlaw: cannot reach the edge count");
  }
  std::sort(keys.begin(), keys.end());
  char nm[96];
  snprintf(nm, sizeof nm, "powerlaw-n%d-m%lld", n, (long long)edges);
  return csr_from_sorted_unique(nm, n, keys, hash_weights(seed ^ 0x77));
}

Graph gen_road(int n, int64_t edges, uint64_t seed) {
  const int W = (int)std::ceil(std::sqrt((double)n));
  auto id = [W](int x, int y) { return y * W + x; };
  // Candidate edges, identified as (vertex, direction): 0 right, 1 down,
  // 2 down-right, 3 down-left.
  auto other = [&](int v, int dir) -> int {
    int x = v % W, y = v / W, ox = x, oy = y;
    switch (dir) {
    case 0: ox = x + 1; break;
    case 1: oy = y + 1; break;
    case 2: ox = x + 1; oy = y + 1; break;
    default: ox = x - 1; oy = y + 1; break;
    }
    if (ox < 0 || ox >= W) return -1;
    int o = id(ox, oy);
    return o < n ? o : -1;
  };
  std::vector<uint8_t> used((size_t)n * 4, 0);
  int64_t count = 0;
  auto add = [&](int v, int dir) {
    if (!used[(size_t)v * 4 + dir] && other(v, dir) >= 0) { used[(size_t)v * 4 + dir] = 1; count++; }
  };
  // 1. Random spanning tree of the 4-neighbour grid (randomized Kruskal).
  std::vector<uint32_t> orth;
  for (int v = 0; v < n; v++)
    for (int d = 0; d < 2; d++)
      if (other(v, d) >= 0) orth.push_back((uint32_t)v * 4 + d);
  Rng r(seed, 1);
  for (size_t i = orth.size() - 1; i > 0; i--) std::swap(orth[i], orth[r.below((uint32_t)i + 1)]);
  std::vector<int> parent(n);
  std::iota(parent.begin(), parent.end(), 0);
  std::function<int(int)> find = [&](int x) {
    while (parent[x] != x) { parent[x] = parent[parent[x]]; x = parent[x]; }
    return x;
  };
  for (uint32_t c : orth) {
    int v = c / 4, d = c % 4, o = other(v, d);
    int a = find(v), b = find(o);
    if (a != b) { parent[a] = b; add(v, d); }
  }
  // 2. Interchanges: about one vertex in 2,500 gets all 8 neighbours.
  for (int v = 0; v < n && count < edges; v++) {
    int x = v % W, y = v / W;
    if (x == 0 || x == W - 1 || y == 0 || id(x + 1, y + 1) >= n) continue;
    if (hash2(seed, (uint64_t)v) % 2500 != 0) continue;
    add(v, 0); add(v, 1); add(v, 2); add(v, 3);
    add(id(x - 1, y), 0); add(id(x, y - 1), 1); add(id(x - 1, y - 1), 2); add(id(x + 1, y - 1), 3);
  }
  // 3. Extra edges: remaining orthogonal edges (weight 3) and diagonals
  //    (weight 1) in random order until the edge count is reached.
  std::vector<uint32_t> extra;
  for (int v = 0; v < n; v++)
    for (int d = 0; d < 4; d++)
      if (!used[(size_t)v * 4 + d] && other(v, d) >= 0)
        for (int k = 0; k < (d < 2 ? 3 : 1); k++) extra.push_back((uint32_t)v * 4 + d);
  for (size_t i = extra.size() - 1; i > 0; i--) std::swap(extra[i], extra[r.below((uint32_t)i + 1)]);
  for (size_t i = 0; i < extra.size() && count < edges; i++) add(extra[i] / 4, extra[i] % 4);
  std::vector<uint64_t> keys;
  keys.reserve(count);
  for (int v = 0; v < n; v++)
    for (int d = 0; d < 4; d++)
      if (used[(size_t)v * 4 + d]) keys.push_back(edge_key(v, other(v, d)));
  std::sort(keys.begin(), keys.end());
  WeightFn wfn = [W, seed](int u, int v) {
    bool diag = (u % W != v % W) && (u / W != v / W);
    double len = diag ? 1.41421356 : 1.0;
    double f = 100.0 + 900.0 * ((hash2(seed ^ 0x77, edge_key(u, v)) >> 11) * (1.0 / 9007199254740992.0));
    return std::max(1, (int)std::lround(len * f));
  };
  char nm[96];
  snprintf(nm, sizeof nm, "roadgrid-n%d-m%lld", n, (long long)edges);
  return csr_from_sorted_unique(nm, n, keys, wfn);
}

// --------------------------------------------------------------------- SAT --

std::string Sat::describe() const {
  int maxocc = 0;
  for (int v = 0; v < nvars; v++) maxocc = std::max(maxocc, occ_ptr[v + 1] - occ_ptr[v]);
  std::ostringstream o;
  o << "{\"dataset\":\"" << name << "\",\"kind\":\"sat\",\"variables\":" << nvars
    << ",\"clauses\":" << nclauses << ",\"literals\":" << literals()
    << ",\"avg_occurrences\":" << (nvars ? (double)literals() / nvars : 0.0)
    << ",\"max_occurrences\":" << maxocc << "}";
  return o.str();
}

void build_occurrences(Sat &s) {
  s.occ_ptr.assign(s.nvars + 1, 0);
  for (int v : s.lit_var) s.occ_ptr[v + 1]++;
  for (int v = 0; v < s.nvars; v++) s.occ_ptr[v + 1] += s.occ_ptr[v];
  s.occ_edge.resize(s.lit_var.size());
  std::vector<int> pos(s.occ_ptr.begin(), s.occ_ptr.end() - 1);
  for (size_t e = 0; e < s.lit_var.size(); e++) s.occ_edge[pos[s.lit_var[e]]++] = (int)e;
}

Sat gen_ksat(int nvars, int nclauses, int k, uint64_t seed) {
  Sat s;
  char nm[96];
  snprintf(nm, sizeof nm, "random-%d-%d-%d", nclauses, nvars, k);
  s.name = nm;
  s.nvars = nvars;
  s.nclauses = nclauses;
  s.cl_ptr.resize(nclauses + 1);
  for (int c = 0; c <= nclauses; c++) s.cl_ptr[c] = c * k;
  s.lit_var.resize((size_t)nclauses * k);
  s.lit_neg.resize((size_t)nclauses * k);
  for (int c = 0; c < nclauses; c++) {
    Rng r(seed, (uint64_t)c);
    for (int j = 0; j < k; j++) {
      int v;
      bool dup;
      do { // k distinct variables per clause
        v = (int)r.below(nvars);
        dup = false;
        for (int i = 0; i < j; i++) dup |= s.lit_var[(size_t)c * k + i] == v;
      } while (dup);
      s.lit_var[(size_t)c * k + j] = v;
      s.lit_neg[(size_t)c * k + j] = (uint8_t)(r.next() & 1);
    }
  }
  build_occurrences(s);
  return s;
}

// ------------------------------------------------------------------ Bezier --

std::string Bezier::describe() const {
  std::ostringstream o;
  o << "{\"dataset\":\"" << name << "\",\"kind\":\"bezier\",\"lines\":" << nlines
    << ",\"max_tessellation\":" << max_tess << ",\"curvature_factor\":" << curv_mul << "}";
  return o.str();
}

// Lines are chained as in the CUDA sample: line i starts where line i-1
// ends; the other two control points are uniform in the unit square.
Bezier gen_bezier(int nlines, int max_tess, float curv_mul, uint64_t seed) {
  Bezier b;
  char nm[96];
  snprintf(nm, sizeof nm, "bezier-%d-T%d-C%g", nlines, max_tess, curv_mul);
  b.name = nm;
  b.nlines = nlines;
  b.max_tess = max_tess;
  b.curv_mul = curv_mul;
  b.cp.resize((size_t)nlines * 6);
  Rng r(seed, 0);
  float lx = (float)r.uniform(), ly = (float)r.uniform();
  for (int i = 0; i < nlines; i++) {
    float *c = &b.cp[(size_t)i * 6];
    c[0] = lx; c[1] = ly;
    for (int j = 2; j < 6; j++) c[j] = (float)r.uniform();
    lx = c[4]; ly = c[5];
  }
  return b;
}

// ------------------------------------------------------------------- cache --

bool cache_read(const std::string &path, std::vector<std::vector<char>> &blobs) {
  FILE *f = fopen(path.c_str(), "rb");
  if (!f) return false;
  uint64_t magic = 0, nb = 0;
  bool ok = fread(&magic, 8, 1, f) == 1 && magic == 0x44504245ull && fread(&nb, 8, 1, f) == 1 && nb < 64;
  blobs.clear();
  for (uint64_t i = 0; ok && i < nb; i++) {
    uint64_t sz = 0;
    ok = fread(&sz, 8, 1, f) == 1 && sz < (1ull << 36);
    if (!ok) break;
    blobs.emplace_back(sz);
    ok = sz == 0 || fread(blobs.back().data(), 1, sz, f) == sz;
  }
  fclose(f);
  return ok;
}

static void mkdir_p(const std::string &dir) {
  for (size_t i = 1; i <= dir.size(); i++)
    if (i == dir.size() || dir[i] == '/') mkdir(dir.substr(0, i).c_str(), 0755);
}

bool cache_write(const std::string &path, const std::vector<std::vector<char>> &blobs) {
  size_t slash = path.rfind('/');
  if (slash != std::string::npos && slash > 0) mkdir_p(path.substr(0, slash));
  std::string tmp = path + ".tmp." + std::to_string(getpid());
  FILE *f = fopen(tmp.c_str(), "wb");
  if (!f) return false;
  uint64_t magic = 0x44504245ull, nb = blobs.size();
  bool ok = fwrite(&magic, 8, 1, f) == 1 && fwrite(&nb, 8, 1, f) == 1;
  for (auto &b : blobs) {
    uint64_t sz = b.size();
    ok = ok && fwrite(&sz, 8, 1, f) == 1 && (sz == 0 || fwrite(b.data(), 1, sz, f) == sz);
  }
  ok = (fclose(f) == 0) && ok;
  if (ok) ok = rename(tmp.c_str(), path.c_str()) == 0;
  if (!ok) unlink(tmp.c_str());
  return ok;
}

static std::string cache_path(const std::string &dir, const std::string &name) {
  return dir + "/" + name + "-g" + std::to_string(kGenVersion) + ".bin";
}

// ------------------------------------------------------- named datasets --

Kind dataset_kind(const std::string &name) {
  std::string b = name.size() > 2 && name.substr(name.size() - 2) == "-s" ? name.substr(0, name.size() - 2) : name;
  if (b == "kron" || b == "cnr" || b == "road") return Kind::Graph;
  if (b == "rand3" || b == "sat5") return Kind::Sat;
  if (b == "t32c16" || b == "t2048c64") return Kind::Bezier;
  if (b == "m2k" || b == "m8k")
    return Kind::Mandel;
  if (b == "q1m" || b == "q4m" || b == "q16m" || b == "q4mdup")
    return Kind::Keys;
  if (b == "treea" || b == "treeb")
    return Kind::Tree;
  return Kind::Unknown;
}

std::vector<std::string> all_dataset_names(bool small) {
  std::vector<std::string> v = {
      "kron", "cnr", "road", "rand3", "sat5",   "t32c16", "t2048c64", "m2k",
      "m8k",  "q1m", "q4m",  "q16m",  "q4mdup", "treea",  "treeb"};
  if (small)
    for (auto &s : v) s += "-s";
  return v;
}

// The parameters of every named dataset live here.
static Graph make_graph(const std::string &name) {
  Graph g;
  if (name == "kron") g = gen_kronecker(16, 49, 0.57, 0.19, 0.19, 16);
  else if (name == "kron-s") g = gen_kronecker(11, 16, 0.57, 0.19, 0.19, 11);
  else if (name == "cnr") g = gen_powerlaw(325557, 2738969, 1.0, 10, 0.3, 2000, 2000);
  else if (name == "cnr-s") g = gen_powerlaw(20000, 168000, 1.0, 10, 0.3, 500, 20);
  else if (name == "road") g = gen_road(264346, 365050, 264346);
  else if (name == "road-s") g = gen_road(10000, 13800, 10000);
  else throw std::runtime_error("unknown graph dataset '" + name + "'");
  g.name = name;
  return g;
}

Graph load_graph(const std::string &name, const std::string &dir) {
  std::vector<std::vector<char>> bl;
  if (!dir.empty() && cache_read(cache_path(dir, name), bl) && bl.size() == 4) {
    Graph g;
    g.name = name;
    g.n = from_blob<int>(bl[0])[0];
    g.rowptr = from_blob<int>(bl[1]);
    g.col = from_blob<int>(bl[2]);
    g.wt = from_blob<int>(bl[3]);
    if ((int)g.rowptr.size() == g.n + 1 && g.col.size() == g.wt.size() && (int64_t)g.col.size() == g.rowptr[g.n])
      return g;
  }
  Graph g = make_graph(name);
  if (!dir.empty())
    cache_write(cache_path(dir, name), {to_blob(std::vector<int>{g.n}), to_blob(g.rowptr), to_blob(g.col), to_blob(g.wt)});
  return g;
}

static Sat make_sat(const std::string &name) {
  Sat s;
  if (name == "rand3") s = gen_ksat(10000, 42000, 3, 3);
  else if (name == "rand3-s") s = gen_ksat(500, 2100, 3, 3);
  else if (name == "sat5") s = gen_ksat(1173, 23459, 5, 5);
  else if (name == "sat5-s") s = gen_ksat(120, 2400, 5, 5);
  else throw std::runtime_error("unknown SAT dataset '" + name + "'");
  s.name = name;
  return s;
}

Sat load_sat(const std::string &name, const std::string &dir) {
  std::vector<std::vector<char>> bl;
  if (!dir.empty() && cache_read(cache_path(dir, name), bl) && bl.size() == 4) {
    Sat s;
    s.name = name;
    auto hdr = from_blob<int>(bl[0]);
    if (hdr.size() == 2) {
      s.nvars = hdr[0];
      s.nclauses = hdr[1];
      s.cl_ptr = from_blob<int>(bl[1]);
      s.lit_var = from_blob<int>(bl[2]);
      s.lit_neg = from_blob<uint8_t>(bl[3]);
      if ((int)s.cl_ptr.size() == s.nclauses + 1 && s.lit_var.size() == s.lit_neg.size()) {
        build_occurrences(s);
        return s;
      }
    }
  }
  Sat s = make_sat(name);
  if (!dir.empty())
    cache_write(cache_path(dir, name), {to_blob(std::vector<int>{s.nvars, s.nclauses}), to_blob(s.cl_ptr),
                                        to_blob(s.lit_var), to_blob(s.lit_neg)});
  return s;
}

Bezier load_bezier(const std::string &name, const std::string &) {
  Bezier b; // cheap to generate: never cached
  if (name == "t32c16") b = gen_bezier(20000, 32, 16.0f, 32);
  else if (name == "t32c16-s") b = gen_bezier(500, 32, 16.0f, 32);
  else if (name == "t2048c64") b = gen_bezier(20000, 2048, 64.0f, 2048);
  else if (name == "t2048c64-s") b = gen_bezier(500, 2048, 64.0f, 2048);
  else throw std::runtime_error("unknown Bezier dataset '" + name + "'");
  b.name = name;
  return b;
}

// The region and dwell of Quezada et al.'s experiments (and of NVIDIA's DP
// Mandelbrot example): [-1.5, 0.5] x [-1, 1], max dwell 512. Subdivision
// defaults from their cost model and measurements (four GPUs): r ~ 2 and
// B ~ 2^5 are best in theory and near the measured optima (DP: g 16..64,
// r 2..4, B 64..128; ASK: g 32..64, r 2..4, B 16..32); g = 16 as measured
// for DP (the model's choice for large images). Small versions: same
// region, coarser, with g lowered so that they still subdivide twice.
Mandel load_mandel(const std::string &name) {
  Mandel m;
  int n = 0, g = 16;
  if (name == "m2k")
    n = 2048;
  else if (name == "m8k")
    n = 8192;
  else if (name == "m2k-s")
    n = 256, g = 2;
  else if (name == "m8k-s")
    n = 1024, g = 8;
  else
    throw std::runtime_error("unknown Mandelbrot dataset '" + name + "'");
  m.name = name;
  m.geom.n = n;
  m.geom.max_dwell = 512;
  m.geom.xmin = -1.5f;
  m.geom.ymin = -1.0f;
  m.geom.dx = 2.0f / (float)n;
  m.geom.dy = 2.0f / (float)n;
  m.sub.g = g;
  m.sub.r = 2;
  m.sub.B = 32;
  m.sub.max_depth = 8;
  return m;
}

std::string Mandel::describe() const {
  std::ostringstream o;
  o << "{\"dataset\":\"" << name
    << "\",\"kind\":\"mandel\",\"pixels\":" << (long long)geom.n * geom.n
    << ",\"side\":" << geom.n << ",\"max_dwell\":" << geom.max_dwell
    << ",\"g\":" << sub.g << ",\"r\":" << sub.r << ",\"B\":" << sub.B
    << ",\"max_depth\":" << sub.max_depth << "}";
  return o.str();
}

// Uniform keys (and q4mdup's 4,096 values, ~1,024 copies each: the
// three-way partition's case), one counter-based draw per key. Small
// versions: 1/64 of the keys.
Keys load_keys(const std::string &name) {
  Keys k;
  bool small = name.size() > 2 && name.substr(name.size() - 2) == "-s";
  std::string b = small ? name.substr(0, name.size() - 2) : name;
  int64_t n = 0;
  if (b == "q1m")
    n = 1 << 20, k.seed = 101;
  else if (b == "q4m")
    n = 1 << 22, k.seed = 104;
  else if (b == "q16m")
    n = 1 << 24, k.seed = 116;
  else if (b == "q4mdup")
    n = 1 << 22, k.seed = 204, k.distinct = 4096;
  else
    throw std::runtime_error("unknown keys dataset '" + name + "'");
  if (small)
    n /= 64;
  k.name = name;
  k.keys.resize((size_t)n);
  parallel_for_chunks(n, [&](int64_t lo, int64_t hi, int) {
    for (int64_t i = lo; i < hi; i++) {
      uint64_t h = hash2(k.seed, (uint64_t)i);
      k.keys[i] = k.distinct ? (uint32_t)((h >> 32) % k.distinct) * 1048573u
                             : (uint32_t)(h >> 32);
    }
  });
  return k;
}

std::string Keys::describe() const {
  std::ostringstream o;
  o << "{\"dataset\":\"" << name << "\",\"kind\":\"keys\",\"keys\":"
    << keys.size() << ",\"distinct_values\":" << distinct
    << ",\"seed\":" << seed << "}";
  return o.str();
}

// ------------------------------------------------------------------- trees --

int64_t Tree::inner() const {
  int64_t k = 0;
  for (int v = 0; v < level_ptr[depth]; v++)
    k += children(v) > 0;
  return k;
}

Tree gen_tree(int depth, int fmin, int fmax, int parent_pct, uint64_t seed) {
  if (depth < 0 || fmin < 1 || fmax < fmin)
    throw std::runtime_error("gen_tree: bad parameters");
  Tree t;
  t.depth = depth, t.fmin = fmin, t.fmax = fmax;
  t.parent_pct = parent_pct, t.seed = seed;
  t.level_ptr = {0, 1};
  std::vector<int> fan;
  for (int k = 0; k < depth; k++) {
    const int lo = t.level_ptr[k], hi = t.level_ptr[k + 1];
    fan.assign(hi - lo, 0);
    parallel_for_chunks(hi - lo, [&](int64_t b, int64_t e, int) {
      for (int64_t i = b; i < e; i++) {
        Rng r(seed, (uint64_t)(lo + i));
        bool inner = lo + i == 0 || (int)r.below(100) < parent_pct;
        int f = fmin + (int)r.below((uint32_t)(fmax - fmin + 1));
        fan[i] = inner ? f : 0;
      }
    });
    t.cp.resize(hi);
    int64_t next = hi; // the first id of depth k + 1
    for (int i = 0; i < hi - lo; i++) {
      t.cp[lo + i] = (int)next;
      next += fan[i];
      if (next > 0x7FFFFFF0)
        throw std::runtime_error("gen_tree: more than 2^31 nodes");
    }
    t.level_ptr.push_back((int)next);
  }
  // the deepest level: leaves (their children start, and end, at n)
  const int n = t.level_ptr[depth + 1], lo = t.level_ptr[depth];
  t.cp.resize((size_t)n + 1);
  parallel_for_chunks(n + 1 - lo, [&](int64_t b, int64_t e, int) {
    for (int64_t i = b; i < e; i++)
      t.cp[lo + i] = n;
  });
  t.parent.resize(n);
  t.parent[0] = -1;
  parallel_for_chunks(lo, [&](int64_t b, int64_t e, int) {
    for (int64_t v = b; v < e; v++)
      for (int c = t.cp[v]; c < t.cp[v + 1]; c++)
        t.parent[c] = (int)v;
  });
  return t;
}

// Li, Wu and Becchi's trees (../shared/papers/li-wu-becchi-compiler-
// assisted-workload-consolidation.txt, §V): "dataset1 is a depth-5 tree
// whose nodes have a number of children varying from 128 to 256 and only
// half of the non-leaf nodes have children; dataset2 is a depth-5 tree
// whose nodes have a number of children varying from 32 to 128 and all
// non-leaf nodes have children". Read as five levels (depths 0-4): with
// leaves at depth 5 they would have ~1.6e10 and ~3.3e9 nodes (expected),
// more than any GPU (the paper's K20c had 5 GB) holds; with five levels,
// ~172 M and ~41.5 M (197 M and 24.6 M with these seeds). "Half of the
// non-leaf nodes": every node above the deepest level but the root has
// children with probability 1/2. Small versions: depth 3 (four levels),
// same seeds.
Tree load_tree(const std::string &name) {
  bool small = name.size() > 2 && name.substr(name.size() - 2) == "-s";
  std::string b = small ? name.substr(0, name.size() - 2) : name;
  int depth = small ? 3 : 4;
  Tree t;
  if (b == "treea")
    t = gen_tree(depth, 128, 256, 50, 401);
  else if (b == "treeb")
    t = gen_tree(depth, 32, 128, 100, 402);
  else
    throw std::runtime_error("unknown tree dataset '" + name + "'");
  t.name = name;
  return t;
}

std::string Tree::describe() const {
  std::ostringstream o;
  int maxf = 0;
  for (int v = 0; v < level_ptr[depth]; v++)
    maxf = std::max(maxf, children(v));
  o << "{\"dataset\":\"" << name << "\",\"kind\":\"tree\",\"nodes\":" << n()
    << ",\"inner\":" << inner() << ",\"depth\":" << depth << ",\"children\":\""
    << fmin << "-" << fmax << "\",\"parent_pct\":" << parent_pct
    << ",\"max_children\":" << maxf << ",\"seed\":" << seed << ",\"levels\":\"";
  for (int k = 0; k <= depth; k++)
    o << (k ? " " : "") << level_ptr[k + 1] - level_ptr[k];
  o << "\"}";
  return o.str();
}

} // namespace bench
