// The random wide tree of the recursion_wide tests: levels 0..depth, the
// deepest all leaves; the root and, with probability inner%, every other
// node above the deepest level have fmin..fmax children. Nodes are numbered
// level by level; the children of node v are cp[v] .. cp[v + 1] - 1.
#ifndef DPOPT_E2E_WIDE_TREE_H
#define DPOPT_E2E_WIDE_TREE_H

#include <cstdio>
#include <cstdlib>
#include <vector>

struct WideTree {
  std::vector<int> cp; // n + 1 child offsets
  long n = 0;          // nodes
  long inner = 0;      // nodes with children
};

/// Builds the tree of E2E_WIDE="depth fmin fmax inner%", or of the given
/// defaults when it is unset; false (with a message) when it is malformed.
inline bool build_wide_tree(WideTree &t, int depth, int fmin, int fmax,
                            int inner_pct) {
  if (const char *s = getenv("E2E_WIDE"))
    if (sscanf(s, "%d %d %d %d", &depth, &fmin, &fmax, &inner_pct) != 4 ||
        depth < 1 || depth > 20 || fmin < 1 || fmax < fmin) {
      fprintf(stderr, "bad E2E_WIDE '%s'\n", s);
      return false;
    }
  t.cp = {1};
  t.inner = 0;
  long level_lo = 0, level_hi = 1;
  unsigned rng = 12345;
  for (int d = 0; d < depth; ++d) {
    for (long v = level_lo; v < level_hi; ++v) {
      rng = e2e_mix(rng + (unsigned)v);
      bool has = v == 0 || (int)(rng % 100) < inner_pct;
      int k =
          has ? fmin + (int)(e2e_mix(rng) % (unsigned)(fmax - fmin + 1)) : 0;
      t.inner += k > 0;
      t.cp.push_back(t.cp.back() + k);
    }
    level_lo = level_hi;
    level_hi = t.cp.back();
  }
  t.n = level_hi;
  while ((long)t.cp.size() < t.n + 1) // the deepest level: leaves
    t.cp.push_back((int)t.n);
  return true;
}

#endif // DPOPT_E2E_WIDE_TREE_H
