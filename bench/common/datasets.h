// Deterministic dataset generators for the DP benchmark suite (no downloads).
// Plain C++17: compiled into the GPU drivers and into the CPU self-test.
//
// Named datasets (see datasets.cpp for the exact generators and parameters):
//   kron      Graph500 Kronecker, scale 16, A=.57 B=.19 C=.19 (KRON-like)
//   cnr       web-like power-law graph, 325,557 vertices (CNR-like)
//   road      road-like perturbed 2D grid, 264,346 vertices (USA-road-NY-like)
//   rand3     random 3-SAT, 42,000 clauses over 10,000 variables (RAND-3)
//   sat5      random 5-SAT, 23,459 clauses over 1,173 variables (5-SAT)
//   t32c16    20,000 Bezier lines, max tessellation 32, curvature factor 16
//   t2048c64  20,000 Bezier lines, max tessellation 2048, curvature factor 64
//   m2k, m8k  Mandelbrot images of 2048^2 / 8192^2 pixels (parameters only)
//   q1m, q4m, q16m  2^20 / 2^22 / 2^24 uniform random 32-bit keys (quicksort)
//   q4mdup    2^22 keys drawn from 4,096 values (many duplicates)
//   treea     random tree, depth 4, half of the inner nodes with 128-256
//             children (Li et al.'s tree dataset 1, see load_tree)
//   treeb     random tree, depth 4, every inner node with 32-128 children
//             (their dataset 2)
// and small versions of each for tests: kron-s, cnr-s, road-s, rand3-s,
// sat5-s, t32c16-s, t2048c64-s, m2k-s, m8k-s, q1m-s, q4m-s, q16m-s, q4mdup-s,
// treea-s, treeb-s.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "mandel.h"
#include "qsort.h"

namespace bench {

// Bumped whenever a generator changes: cached files carry it in their name.
constexpr int kGenVersion = 3;

// Undirected graph stored as a symmetric CSR: every edge {u,v} appears as
// u->v and v->u, adjacency lists sorted, no self-loops, no duplicates.
struct Graph {
  std::string name;
  int n = 0;
  std::vector<int> rowptr; // n+1
  std::vector<int> col;    // 2 * undirected edges
  std::vector<int> wt;     // weight of each CSR entry, symmetric, >= 1
  int64_t entries() const { return (int64_t)col.size(); }
  int64_t undirected_edges() const { return (int64_t)col.size() / 2; }
  int degree(int v) const { return rowptr[v + 1] - rowptr[v]; }
  int max_degree() const;
  int max_degree_vertex() const; // smallest id among those of max degree
  std::string describe() const;  // one-line JSON
};

// CNF formula: clause c has literals [cl_ptr[c], cl_ptr[c+1]); literal e is
// variable lit_var[e], negated when lit_neg[e]. occ_ptr/occ_edge list, for
// each variable, the literal (edge) indices where it occurs, in increasing order.
struct Sat {
  std::string name;
  int nvars = 0, nclauses = 0;
  std::vector<int> cl_ptr, lit_var;
  std::vector<uint8_t> lit_neg;
  std::vector<int> occ_ptr, occ_edge;
  int64_t literals() const { return (int64_t)lit_var.size(); }
  std::string describe() const;
};

// Quadratic Bezier lines: cp[6*i .. 6*i+5] = x0,y0,x1,y1,x2,y2 of line i.
struct Bezier {
  std::string name;
  int nlines = 0;
  int max_tess = 0;
  float curv_mul = 0;
  std::vector<float> cp;
  std::string describe() const;
};

// Mandelbrot image by subdivision: geometry and max dwell, and the
// subdivision parameters (the app's defaults; MANDEL_G/R/B/DEPTH override).
struct Mandel {
  std::string name;
  MandelGeom geom;
  MandelSubdiv sub;
  std::string describe() const;
};

// Keys to sort (QSORT): generated on the fly (counter-based, ~0.1 s for
// 2^24), never cached; `distinct` > 0 draws them from that many values.
struct Keys {
  std::string name;
  uint64_t seed = 0;
  uint32_t distinct = 0;
  std::vector<uint32_t> keys;
  std::string describe() const;
};

// Rooted tree (TH, TD: apps/tree.cu), nodes numbered in level order: the
// root is 0, the nodes of depth k are [level_ptr[k], level_ptr[k + 1]), and
// the children of v are the consecutive ids [cp[v], cp[v + 1]) (none: a
// leaf). Generated on the fly (~1 s for treea on 16 cores), never cached.
struct Tree {
  std::string name;
  int depth = 0;          // depth of the deepest level (the root's is 0)
  int fmin = 0, fmax = 0; // children of an inner node: uniform in [fmin, fmax]
  int parent_pct = 100;   // % of the nodes above the deepest level (the root
                          // excepted) that have children
  uint64_t seed = 0;
  std::vector<int> cp;        // n + 1
  std::vector<int> parent;    // n; parent[0] = -1
  std::vector<int> level_ptr; // depth + 2
  int n() const { return (int)parent.size(); }
  int children(int v) const { return cp[v + 1] - cp[v]; }
  int64_t inner() const; // nodes with children: the DP versions' launches
  std::string describe() const;
};

// ---- generators (all deterministic for a given seed) ----
// Graph500 Kronecker: edgefactor * 2^scale edge draws, vertex labels permuted,
// then symmetrized, duplicates and self-loops removed. Weights in [1,1000].
Graph gen_kronecker(int scale, int edgefactor, double A, double B, double C, uint64_t seed);
// Web-like power-law graph: see datasets.cpp (Chung-Lu with host locality).
Graph gen_powerlaw(int n, int64_t edges, double alpha, int rank0, double p_local,
                   int local_span, uint64_t seed);
// Road-like graph: random spanning tree of a W x H grid plus extra
// orthogonal/diagonal grid edges until `edges` undirected edges; a few
// "interchanges" get all 8 neighbours. Weights ~ length * U[100,1000].
Graph gen_road(int n, int64_t edges, uint64_t seed);
Sat gen_ksat(int nvars, int nclauses, int k, uint64_t seed);
Bezier gen_bezier(int nlines, int max_tess, float curv_mul, uint64_t seed);
// Random tree of the given depth: the root and, with probability
// parent_pct / 100 each, the other nodes above the deepest level have
// fmin..fmax children (uniform); each node draws from its own stream
// (seed, id), so the tree does not depend on the thread count.
Tree gen_tree(int depth, int fmin, int fmax, int parent_pct, uint64_t seed);

// Builds a symmetric CSR from undirected pairs (any order/duplicates; self
// loops dropped). Weight of {u,v} is weight_fn(min, max).
Graph graph_from_pairs(const std::string &name, int n, std::vector<uint64_t> &pairs,
                       uint64_t wseed);
void build_occurrences(Sat &s);

// ---- named datasets ----
enum class Kind { Graph, Sat, Bezier, Mandel, Keys, Tree, Unknown };
Kind dataset_kind(const std::string &name);
std::vector<std::string> all_dataset_names(bool small);
// Loads from `cache_dir` (if non-empty and present) or generates (and saves
// to cache_dir when non-empty). Throws std::runtime_error on unknown names.
Graph load_graph(const std::string &name, const std::string &cache_dir);
Sat load_sat(const std::string &name, const std::string &cache_dir);
Bezier load_bezier(const std::string &name, const std::string &cache_dir);
Mandel load_mandel(const std::string &name);
Keys load_keys(const std::string &name);
Tree load_tree(const std::string &name);

// ---- small binary cache helpers (also used for cached references) ----
bool cache_read(const std::string &path, std::vector<std::vector<char>> &blobs);
bool cache_write(const std::string &path, const std::vector<std::vector<char>> &blobs);
template <class T> std::vector<char> to_blob(const std::vector<T> &v) {
  std::vector<char> b(v.size() * sizeof(T));
  if (!v.empty()) std::copy((const char *)v.data(), (const char *)v.data() + b.size(), b.data());
  return b;
}
template <class T> std::vector<T> from_blob(const std::vector<char> &b) {
  std::vector<T> v(b.size() / sizeof(T));
  if (!v.empty()) std::copy(b.data(), b.data() + v.size() * sizeof(T), (char *)v.data());
  return v;
}

} // namespace bench
