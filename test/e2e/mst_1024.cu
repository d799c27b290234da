// E2E-DPOPT-FLAGS: -mllvm -dpopt-assume-independent-launches
// (a thread's launches here do not depend on each other's order, which the
// launch-order analysis cannot tell: the flag keeps them transformed.)
// mst_1024: Boruvka's minimum spanning forest with 1024-thread blocks
// everywhere (issue 17): the parent kernels are launched with 1024-thread
// blocks and launch children with 1024-thread blocks, like the MST program of
// a public graph benchmark suite that DPOpt made unlaunchable (its parents
// went from 32 to 84 registers, and 84 x 1024 > 65,536: "too many resources
// requested for launch"; its aggregated children had 74 registers and could
// not launch with 1024 threads either). Without a register budget, DPOpt
// takes find_parent here from 48 to 84 registers (736 threads at most).
//  - find: a thread per vertex goes over its first kInline edges itself
//    (per-thread state: the lightest and second lightest crossing edge,
//    crossing count, weight sum and maximum) and launches, per chunk of
//    kChunk remaining edges, two children with a thread per edge: find_child
//    (the component's minimum edge key, crossing count and heaviest crossing
//    weight) and bucket_child (a weight histogram per component);
//  - verify: a thread per component looks its chosen edge up again in the
//    adjacency list of its endpoint, through a child per chunk;
//  - hook and pointer-jumping kernels (no launches).
// Degrees follow a power law (1 to ~2600 edges), so children have 1 or 2
// blocks of 1024 threads and most are small (run serially by thresholding).
// Edges are ordered by (weight, min endpoint, max endpoint), so the chosen
// edges never form a cycle. Checked against Kruskal on the host (forest
// weight, edge count, components) and against a host run of the same rounds
// (every per-component statistic the kernels accumulate). Any host launch
// error (such as 701, too many resources requested for launch) and any device
// launch the runtime counts as failed is a FAIL.
#define TEST_NAME "mst_1024"
#include "dpagg.h"
#include "e2e.h"
#include "e2e_dpagg.h"

#include <algorithm>
#include <cmath>
#include <numeric>

typedef unsigned long long u64;
constexpr u64 kNone = ~0ull;
constexpr int kBlock = 1024, kChildBlock = 1024, kInline = 8, kChunk = 2048, kBuckets = 16, kMaxW = 100000,
              kWScale = 2, kMaxRounds = 40;

// key = weight:20 | min endpoint:22 | max endpoint:22
__host__ __device__ inline u64 edge_key(int w, int u, int v) {
  int a = u < v ? u : v, b = u < v ? v : u;
  return ((u64)w << 44) | ((u64)a << 22) | (u64)b;
}
__host__ __device__ inline int key_w(u64 k) { return (int)(k >> 44); }
__host__ __device__ inline int key_a(u64 k) { return (int)((k >> 22) & 0x3FFFFF); }
__host__ __device__ inline int key_b(u64 k) { return (int)(k & 0x3FFFFF); }
__host__ __device__ inline int weight_mark(int w, int v, int wscale) { return w * wscale + (v & 1); }
__host__ __device__ inline int bucket_of(int w, int nb, int wmax) { return (int)((long long)w * nb / (wmax + 1)); }

// Per-component statistics of the find step, accumulated over the rounds.
struct FindStats {
  unsigned *cross; // crossing edges seen
  int *maxmark;    // the largest weight_mark of a crossing edge
  unsigned *hist;  // kBuckets weight buckets of the crossing edges children saw
  u64 *parent;     // [0] children, [1] inline crossing edges, [2] their
                   // weight, [3] xor of the second lightest inline keys
};

__global__ void mst_init(int *comp, int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n)
    comp[v] = v;
}

__global__ void mst_reset(u64 *cmin, int *partner, int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n) {
    cmin[v] = kNone;
    partner[v] = -1;
  }
}

__device__ inline int root_of(const int *comp, int v) {
  int r = comp[v];
  while (comp[r] != r)
    r = comp[r];
  return r;
}

// A thread per edge (u, adj[i]): when the other end is in another component,
// the edge key competes for the minimum of u's component (a CAS loop), and
// the component's crossing count and largest weight mark are updated.
__global__ void find_child(int u, int cu, const int *adj, const int *wts, int deg, const int *comp, u64 *cmin,
                           unsigned *ccross, int *cmaxmark, int wscale) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < deg) {
    int v = adj[i], w = wts[i];
    if (root_of(comp, v) != cu) {
      u64 key = edge_key(w, u, v);
      u64 old = cmin[cu];
      while (key < old) {
        u64 seen = atomicCAS(&cmin[cu], old, key);
        if (seen == old)
          break;
        old = seen;
      }
      atomicAdd(&ccross[cu], 1u);
      atomicMax(&cmaxmark[cu], weight_mark(w, v, wscale));
    }
  }
}

// A thread per edge: buckets the weights of component cu's crossing edges.
__global__ void bucket_child(int cu, const int *adj, const int *wts, int deg, const int *comp, unsigned *hist,
                             int wmax, int nb) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < deg) {
    int v = adj[i];
    if (root_of(comp, v) != cu)
      atomicAdd(&hist[(size_t)cu * nb + bucket_of(wts[i], nb, wmax)], 1u);
  }
}

__global__ void find_parent(const int *rowptr, const int *col, const int *wt, const int *comp, u64 *cmin, int n,
                            FindStats fs, int wscale) {
  int u = blockIdx.x * blockDim.x + threadIdx.x;
  if (u >= n)
    return;
  int beg = rowptr[u], end = rowptr[u + 1], cu = comp[u];
  // The first edges in the parent thread.
  u64 best = kNone, second = kNone, wsum = 0;
  int e = beg, cross = 0, maxmark = 0;
#pragma unroll
  for (int k = 0; k < kInline; ++k, ++e) {
    if (e < end) {
      int v = col[e], w = wt[e];
      u64 key = edge_key(w, u, v);
      if (comp[v] != cu) {
        ++cross;
        wsum += w;
        maxmark = max(maxmark, weight_mark(w, v, wscale));
        if (key < best) {
          second = best;
          best = key;
        } else if (key < second) {
          second = key;
        }
      }
    }
  }
  // The rest in chunks, two children each.
  int children = 0;
  for (; e < end; e += kChunk) {
    int rest = min(end - e, kChunk);
    children += 2;
    find_child<<<(rest + kChildBlock - 1) / kChildBlock, kChildBlock>>>(u, cu, col + e, wt + e, rest, comp, cmin, fs.cross, fs.maxmark, wscale); //@launch
    bucket_child<<<(rest + kChildBlock - 1) / kChildBlock, kChildBlock>>>(cu, col + e, wt + e, rest, comp, fs.hist, kMaxW, kBuckets); //@launch
  }
  if (best != kNone)
    atomicMin(&cmin[cu], best);
  if (cross) {
    atomicAdd(&fs.cross[cu], (unsigned)cross);
    atomicMax(&fs.maxmark[cu], maxmark);
    atomicAdd(&fs.parent[1], (u64)cross);
    atomicAdd(&fs.parent[2], wsum);
  }
  if (children)
    atomicAdd(&fs.parent[0], (u64)children);
  if (second != kNone)
    atomicXor(&fs.parent[3], second);
}

__global__ void verify_child(int c, int y, int w, const int *adj, const int *wts, int deg, const int *comp,
                             int *partner) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < deg && adj[i] == y && wts[i] == w && comp[y] != c)
    partner[c] = comp[y];
}

__global__ void verify_parent(const int *rowptr, const int *col, const int *wt, const int *comp, const u64 *cmin,
                              int *partner, int n, u64 *children) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c < n && comp[c] == c && cmin[c] != kNone) {
    u64 k = cmin[c];
    int w = key_w(k), a = key_a(k), b = key_b(k);
    int x = comp[a] == c ? a : b, y = x == a ? b : a;
    int beg = rowptr[x], end = rowptr[x + 1], launched = 0;
    for (int e = beg; e < end; e += kChunk) {
      int deg = min(end - e, kChunk);
      ++launched;
      verify_child<<<(deg + kChildBlock - 1) / kChildBlock, kChildBlock>>>(c, y, w, col + e, wt + e, deg, comp, partner); //@launch
    }
    atomicAdd(children, (u64)launched);
  }
}

// stats[0] = forest weight, [1] = forest edges, [2] = components whose
// chosen edge verify did not find, [3] = hooks in this round.
__global__ void mst_hook(int *comp, const u64 *cmin, const int *partner, int n, u64 *stats) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c < n && comp[c] == c && cmin[c] != kNone) {
    int p = partner[c];
    if (p < 0) {
      atomicAdd(&stats[2], 1ull);
      return;
    }
    bool mutual = partner[p] == c;
    if (!mutual || c > p) {
      comp[c] = p;
      atomicAdd(&stats[0], (u64)key_w(cmin[c]));
      atomicAdd(&stats[1], 1ull);
      atomicAdd(&stats[3], 1ull);
    }
  }
}

__global__ void mst_jump(int *comp, int n) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n) {
    int r = comp[v];
    while (comp[r] != r)
      r = comp[r];
    comp[v] = r;
  }
}

// An undirected graph in CSR form with a power-law degree distribution.
struct Graph {
  int n = 0;
  std::vector<int> rowptr, col, wt;
};

static Graph make_graph(int n) {
  std::vector<std::vector<std::pair<int, int>>> adj(n);
  unsigned s = 12345;
  auto rnd = [&] { return s = e2e_mix(s + 0x9e3779b9u); };
  for (int u = 0; u < n; ++u) {
    // 1 .. 2500 edges started here (most vertices a few), to random ends.
    double r = (rnd() % 1000000 + 1) / 1e6;
    double x = pow(r, -1.25);
    int d = x >= 2500 ? 2500 : (int)x;
    if (u % 997 == 0)
      d = 2500;
    for (int k = 0; k < d; ++k) {
      int v = rnd() % n;
      if (v == u)
        continue;
      int w = rnd() % kMaxW + 1;
      adj[u].push_back({v, w});
      adj[v].push_back({u, w});
    }
  }
  Graph g;
  g.n = n;
  g.rowptr.assign(n + 1, 0);
  for (int u = 0; u < n; ++u) {
    g.rowptr[u + 1] = g.rowptr[u] + (int)adj[u].size();
    for (auto [v, w] : adj[u]) {
      g.col.push_back(v);
      g.wt.push_back(w);
    }
  }
  return g;
}

static int find_root(std::vector<int> &p, int x) {
  while (p[x] != x)
    x = p[x] = p[p[x]];
  return x;
}

// Kruskal in edge-key order (the order the GPU's minimum keys follow).
static void kruskal(const Graph &g, u64 &weight, u64 &edges, std::vector<int> &root) {
  std::vector<u64> keys;
  for (int u = 0; u < g.n; ++u)
    for (int e = g.rowptr[u]; e < g.rowptr[u + 1]; ++e)
      if (u < g.col[e])
        keys.push_back(edge_key(g.wt[e], u, g.col[e]));
  std::sort(keys.begin(), keys.end());
  std::vector<int> p(g.n);
  std::iota(p.begin(), p.end(), 0);
  weight = edges = 0;
  for (u64 k : keys) {
    int a = find_root(p, key_a(k)), b = find_root(p, key_b(k));
    if (a != b) {
      p[a] = b;
      weight += (u64)key_w(k);
      ++edges;
    }
  }
  root.resize(g.n);
  for (int v = 0; v < g.n; ++v)
    root[v] = find_root(p, v);
}

// The GPU's rounds on the host, with every statistic the kernels keep.
struct HostRun {
  std::vector<int> comp;
  std::vector<unsigned> cross, hist;
  std::vector<int> maxmark;
  u64 parent[4] = {0, 0, 0, 0}, verify_children = 0, weight = 0, edges = 0;
  int rounds = 0;
};

static HostRun host_rounds(const Graph &g) {
  const int n = g.n;
  HostRun h;
  h.comp.resize(n);
  std::iota(h.comp.begin(), h.comp.end(), 0);
  h.cross.assign(n, 0);
  h.maxmark.assign(n, 0);
  h.hist.assign((size_t)n * kBuckets, 0);
  std::vector<u64> cmin(n);
  std::vector<int> partner(n);
  std::vector<int> &comp = h.comp;
  for (;;) {
    std::fill(cmin.begin(), cmin.end(), kNone);
    std::fill(partner.begin(), partner.end(), -1);
    for (int u = 0; u < n; ++u) { // find
      int beg = g.rowptr[u], end = g.rowptr[u + 1], cu = comp[u];
      u64 best = kNone, second = kNone;
      int e = beg;
      for (; e < end; ++e) {
        int v = g.col[e], w = g.wt[e];
        if (comp[v] == cu)
          continue;
        u64 key = edge_key(w, u, v);
        cmin[cu] = std::min(cmin[cu], key);
        ++h.cross[cu];
        h.maxmark[cu] = std::max(h.maxmark[cu], weight_mark(w, v, kWScale));
        if (e < beg + kInline) {
          ++h.parent[1];
          h.parent[2] += w;
          if (key < best) {
            second = best;
            best = key;
          } else if (key < second) {
            second = key;
          }
        } else {
          ++h.hist[(size_t)cu * kBuckets + bucket_of(w, kBuckets, kMaxW)];
        }
      }
      int rest = end - beg - kInline;
      if (rest > 0)
        h.parent[0] += 2 * ((rest + kChunk - 1) / kChunk);
      if (second != kNone)
        h.parent[3] ^= second;
    }
    u64 hooks = 0;
    for (int c = 0; c < n; ++c) { // verify: the edge is always found
      if (comp[c] != c || cmin[c] == kNone)
        continue;
      int a = key_a(cmin[c]), b = key_b(cmin[c]);
      int x = comp[a] == c ? a : b, y = x == a ? b : a;
      int deg = g.rowptr[x + 1] - g.rowptr[x];
      h.verify_children += (deg + kChunk - 1) / kChunk;
      partner[c] = comp[y];
    }
    std::vector<int> next = comp;
    for (int c = 0; c < n; ++c) { // hook
      if (comp[c] != c || cmin[c] == kNone)
        continue;
      int p = partner[c];
      if (partner[p] != c || c > p) {
        next[c] = p;
        h.weight += (u64)key_w(cmin[c]);
        ++h.edges;
        ++hooks;
      }
    }
    comp = next;
    for (int v = 0; v < n; ++v) { // jump
      int r = comp[v];
      while (comp[r] != r)
        r = comp[r];
      comp[v] = r;
    }
    ++h.rounds;
    if (hooks == 0 || h.rounds >= kMaxRounds)
      return h;
  }
}

int main() {
  Checker chk;
  const int n = e2e_quick_mode() ? 12000 : 40000;
  Graph g = make_graph(n);
  u64 ref_weight, ref_edges;
  std::vector<int> ref_root;
  kruskal(g, ref_weight, ref_edges, ref_root);
  HostRun ref = host_rounds(g);
  // Every vertex with more than kInline edges launches two children a round
  // (80,274 of them for n = 40,000).
  e2e_set_pending_launches(3 * n + 4096);

  int *rowptr = dev_alloc<int>(n + 1), *col = dev_alloc<int>(g.col.size()), *wt = dev_alloc<int>(g.wt.size());
  CK(cudaMemcpy(rowptr, g.rowptr.data(), (n + 1) * sizeof(int), cudaMemcpyHostToDevice));
  CK(cudaMemcpy(col, g.col.data(), g.col.size() * sizeof(int), cudaMemcpyHostToDevice));
  CK(cudaMemcpy(wt, g.wt.data(), g.wt.size() * sizeof(int), cudaMemcpyHostToDevice));
  int *comp = dev_alloc<int>(n), *partner = dev_alloc<int>(n);
  u64 *cmin = dev_alloc<u64>(n), *stats = dev_alloc<u64>(4), *verify_children = dev_alloc<u64>(1);
  FindStats fs;
  fs.cross = dev_alloc<unsigned>(n);
  fs.maxmark = dev_alloc<int>(n);
  fs.hist = dev_alloc<unsigned>((size_t)n * kBuckets);
  fs.parent = dev_alloc<u64>(4);
  CK(dpoptResetStats());

  const int blocks = (n + kBlock - 1) / kBlock;
  GpuTimer timer;
  timer.start();
  mst_init<<<blocks, kBlock>>>(comp, n); //@host
  CK_LAUNCH();
  u64 h[4] = {0, 0, 0, 0};
  int rounds = 0;
  for (;;) {
    mst_reset<<<blocks, kBlock>>>(cmin, partner, n); //@host
    CK(cudaMemset(stats + 3, 0, sizeof(u64)));
    find_parent<<<blocks, kBlock>>>(rowptr, col, wt, comp, cmin, n, fs, kWScale); //@host
    CK_LAUNCH();
    verify_parent<<<blocks, kBlock>>>(rowptr, col, wt, comp, cmin, partner, n, verify_children); //@host
    CK_LAUNCH();
    mst_hook<<<blocks, kBlock>>>(comp, cmin, partner, n, stats); //@host
    mst_jump<<<blocks, kBlock>>>(comp, n); //@host
    CK_LAUNCH();
    CK(cudaMemcpy(h, stats, sizeof h, cudaMemcpyDeviceToHost));
    ++rounds;
    if (h[3] == 0 && h[2] == 0)
      break;
    if (rounds >= kMaxRounds) {
      chk.fail("no convergence after %d rounds (%llu components lost their verify result)", rounds, h[2]);
      break;
    }
  }
  float ms = timer.stop();

  chk.eq("forest weight", 0, (long long)h[0], (long long)ref_weight);
  chk.eq("forest edges", 0, (long long)h[1], (long long)ref_edges);
  chk.eq("rounds", 0, rounds, ref.rounds);
  std::vector<int> got = to_host(comp, n);
  chk.eq_array("comp", got, ref.comp);
  // The partition is Kruskal's.
  std::vector<int> map(n, -1);
  for (int v = 0; v < n && chk.failures() < 4; ++v) {
    int r = got[v];
    if (r < 0 || r >= n)
      continue;
    if (map[r] < 0)
      map[r] = ref_root[v];
    else if (map[r] != ref_root[v])
      chk.fail("vertex %d: in the component of %d on the GPU, not on the host", v, r);
  }
  chk.eq_array("crossing edges", to_host(fs.cross, n), ref.cross);
  chk.eq_array("largest weight mark", to_host(fs.maxmark, n), ref.maxmark);
  chk.eq_array("weight histogram", to_host(fs.hist, (size_t)n * kBuckets), ref.hist);
  std::vector<u64> ps = to_host(fs.parent, 4);
  static const char *const what[] = {"find children", "inline crossing edges", "inline crossing weight",
                                     "second lightest keys (xor)"};
  for (int i = 0; i < 4; ++i)
    chk.eq(what[i], 0, (long long)ps[i], (long long)ref.parent[i]);
  u64 vc = to_host(verify_children, 1)[0];
  chk.eq("verify children", 0, (long long)vc, (long long)ref.verify_children);
  if (ps[0] == 0 || vc == 0)
    chk.fail("the parents launched %llu find and %llu verify children: the test must launch both", ps[0], vc);
  dpoptStats st = e2e_check_nothing_lost(chk);
  fprintf(stderr,
          "mst_1024: n=%d, %zu edges, %d rounds, forest weight %llu, %llu edges; children: %llu find, %llu verify; "
          "runtime: %llu launches, %llu failed, %llu aggregated launches, %llu records run serially\n",
          n, g.col.size() / 2, rounds, h[0], h[1], ps[0], vc, st.launches, st.failedLaunches, st.aggLaunches,
          st.aggSerialized);
  return chk.finish(ms);
}
