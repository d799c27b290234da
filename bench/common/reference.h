// CPU references every GPU result is checked against (plain C++17), and the
// host-side preprocessing shared by GPU versions and references.
#pragma once
#include "datasets.h"
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace bench {

constexpr uint32_t kUnreached = 0xFFFFFFFFu; // BFS level of an unreached vertex
constexpr int kInfDist = 0x7FFFFFFF;         // SSSP distance of an unreached vertex

// The source vertex of BFS and SSSP: a vertex of maximum degree.
int graph_source(const Graph &g);

std::vector<uint32_t> bfs_reference(const Graph &g, int src);
std::vector<int> sssp_reference(const Graph &g, int src); // Dijkstra

struct MstResult {
  uint64_t weight = 0;  // total weight of a minimum spanning forest
  int64_t edges = 0;    // its edge count (= n - components)
  int64_t components = 0;
};
MstResult mst_reference(const Graph &g); // Kruskal

// Degree-oriented graph for triangle counting: edge u->v kept iff
// (deg u, u) < (deg v, v); lists sorted. Also the flat edge list.
struct Oriented {
  int n = 0;
  std::vector<int> rowptr, col;
  std::vector<int> src; // src[e] = u of CSR entry e (for edge-centric kernels)
  int max_out_degree() const;
};
Oriented orient_by_degree(const Graph &g);
uint64_t tc_reference(const Oriented &o); // multithreaded merge intersection

// Survey propagation: `iters` synchronous sweeps (variables then clauses)
// from eta0; returns the final clause->variable surveys eta (one per
// literal) and the largest change of the last sweep in *last_delta.
std::vector<double> sp_initial_eta(const Sat &s, uint64_t seed);
std::vector<double> sp_reference(const Sat &s, const std::vector<double> &eta0, int iters,
                                 double *last_delta);

// Bezier tessellation: the number of points of line i (as the GPU computes
// it, in float), and whether curvature*factor is so close to an integer
// that float rounding on the GPU may legitimately give the neighbour value.
int bt_points(const Bezier &b, int i, bool *ambiguous);
void bt_point(const Bezier &b, int i, int k, int npoints, float *x, float *y);

// Mandelbrot (apps/mandel.cu): dwells row by row, every pixel computed.
std::vector<int> mandel_exhaustive(const MandelGeom &m);
// The image Mariani-Silver subdivision makes, with the GPU versions'
// decisions (mandel_subdivides): dwells read from `dwells` (an exhaustive
// image) when given, else computed; regions[k] = regions examined at depth
// k. It differs from the exhaustive image where a thin filament of another
// dwell enters a region between its border pixels.
std::vector<int> mandel_subdivision(const MandelGeom &m, const MandelSubdiv &s,
                                    const std::vector<int> *dwells,
                                    std::vector<int64_t> *regions);
// A deterministic sample of about k pixel indices (the four corners first).
std::vector<int64_t> mandel_sample(const MandelGeom &m, int k);

// Quicksort (apps/qsort.cu): the keys sorted by std::sort (chunks sorted
// in parallel, then merged).
std::vector<uint32_t> sorted_keys(const std::vector<uint32_t> &keys);
// The GPU versions' recursion (common/qsort.h) run on the CPU: the same
// pivots, partitions and leaves, so the same tree. `sorted` (when given)
// receives the data array at the end (sorted, if the scheme is right).
struct QsortTree {
  std::vector<int64_t> nodes;  // nodes per depth (depth 0: the root)
  int64_t partitioned = 0;     // nodes partitioned (the others are leaves)
  int64_t parents = 0;         // partitioned nodes with a child: dp's launches
  int64_t leaves = 0, long_leaves = 0; // long: > kQsortMaxLeaf keys (heap sort)
  int64_t max_leaf = 0;        // keys of the longest leaf
  int64_t children() const;    // nodes but the root: dpstream's launches
};
QsortTree qsort_model(const std::vector<uint32_t> &keys, const QsortParams &q,
                      std::vector<uint32_t> *sorted);

// Trees (apps/tree.cu): per node, the height of its subtree (0 for a leaf;
// TH) and its number of descendants (TD), bottom-up over the levels.
std::vector<int> tree_heights(const Tree &t);
std::vector<int> tree_descendants(const Tree &t);

// fn() computed once and cached in dir (when non-empty) under key, which
// must name the reference and the dataset.
std::vector<uint64_t> cached_values(const std::string &dir, const std::string &key,
                                    const std::function<std::vector<uint64_t>()> &fn);

// ---- comparisons: "" when equal, else a short description ----
// The elements where got differs from ref (got as long as ref), and the
// first of them in *first (-1: none).
template <class T>
int64_t count_mismatches(const std::vector<T> &got, const std::vector<T> &ref,
                         int64_t *first) {
  int64_t bad = 0;
  *first = -1;
  for (size_t i = 0; i < ref.size(); i++)
    if (got[i] != ref[i]) {
      if (!bad)
        *first = (int64_t)i;
      bad++;
    }
  return bad;
}
std::string compare_u32(const std::vector<uint32_t> &got, const std::vector<uint32_t> &ref, const char *what);
std::string compare_i32(const std::vector<int> &got, const std::vector<int> &ref, const char *what);

} // namespace bench
