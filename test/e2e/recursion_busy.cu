// E2E-DPOPT-FLAGS: -mllvm -dpopt-assume-independent-launches
// (a thread's launches here do not depend on each other's order, which the
// launch-order analysis cannot tell: the flag keeps them transformed.)
// recursion_busy: the busy threshold (README, Thresholding). A three-level
// tree walk, the shape of the suite's Tree Descendants: the root has 600
// children, they share 2.5 x what the GPU holds at once (SMs x 2048
// threads) as theirs, and each of those has 64-72 leaves, above the
// threshold of a child that launches (8). So the leaves' parents run in
// aggregated grids that fill the GPU, and while those are not done their
// children run serially in their threads (below the busy threshold, 4096)
// instead of being launched.
//
// Three runs, each node visited exactly once in every one:
//   busy threshold 0: every leaf parent's launch reaches aggregation
//     (aggSites counts it);
//   the compiled-in busy threshold: at least half of them run serially
//     (not checked in the quick mode, whose tree only just fills the GPU);
//   the run-time parameters the environment sets (scripts/run-gpu-tests.sh
//     --params): the visits only.
// The first two clear every other parameter. After each run the runtime's
// count of threads of aggregated grids not yet done is back to 0
// (e2e_check_nothing_lost). The build without DPOpt checks the visits, on
// a tree of a twentieth the leaf parents.
#define TEST_NAME "recursion_busy"
#include "dpagg.h"
#include "e2e.h"
#include "e2e_dpagg.h"
#include "tree_visit.h"

#include <vector>

#ifndef E2E_PLAIN
#define E2E_PLAIN 0
#endif

struct Tree {
  std::vector<int> cp; // n + 1 child offsets, level by level
  long n = 0, level1 = 0, level2 = 0;
};

// The root, level1 nodes, level2 nodes shared out evenly among them, and
// 64-72 leaves under each level-2 node.
static Tree buildTree(long level1, long level2) {
  Tree t;
  t.level1 = level1;
  t.level2 = level2;
  t.cp = {1, (int)(1 + level1)};
  long next = 1 + level1;
  for (long v = 0; v < level1; ++v) {
    next += level2 / level1 + (v < level2 % level1);
    t.cp.push_back((int)next);
  }
  for (long v = 0; v < level2; ++v) {
    next += 64 + e2e_mix((unsigned)v) % 9;
    t.cp.push_back((int)next);
  }
  t.n = next;
  while ((long)t.cp.size() < t.n + 1) // the leaves
    t.cp.push_back((int)t.n);
  return t;
}

struct Run {
  const char *name;
  bool clear; // clear every parameter first
  int busy;   // the busy threshold to set (-1: none set)
};

int main() {
  int dev, sms;
  CK(cudaGetDevice(&dev));
  CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, dev));
  const long resident = (long)sms * 2048;
  // Without DPOpt each leaf parent's launch is made (2.5 x the GPU's
  // threads took 40 s there, on an H200): that build checks the visits of
  // a smaller tree.
  const long level2 = E2E_PLAIN          ? resident / 8
                      : e2e_quick_mode() ? resident * 5 / 4
                                         : resident * 5 / 2;
  Tree tree = buildTree(600, level2);
  const long n = tree.n, inner = 1 + tree.level1 + tree.level2;

  e2e_set_pending_launches(inner + 1024); // every inner node launches once
  int *d_cp = dev_alloc<int>(n + 1), *seen = dev_alloc<int>(n);
  int *errs = dev_alloc<int>(1);
  CK(cudaMemcpy(d_cp, tree.cp.data(), (n + 1) * sizeof(int),
                cudaMemcpyHostToDevice));

  const Run runs[] = {{"busy threshold 0", true, 0},
                      {"compiled-in busy threshold", true, -1},
                      {"as the environment sets", false, -1}};
  Checker chk;
  static const char *const sites[] = {"visit"};
  const std::vector<int> once(n, 1);
  float total_ms = 0;
  for (const Run &r : runs) {
    if (r.clear)
      e2e_clear_dpopt_params();
    if (r.busy >= 0)
      CK(dpoptSetBusyThreshold(nullptr, (unsigned)r.busy));
    CK(cudaMemset(seen, 0, n * sizeof(int)));
    CK(cudaMemset(errs, 0, sizeof(int)));
    CK(dpoptResetStats());
    GpuTimer timer;
    timer.start();
    visit<<<1, 1>>>(d_cp, 0, 1, seen, errs); //@host
    CK_LAUNCH();
    total_ms += timer.stop();

    e2e_check_device_errors(chk, errs, 1, sites);
    std::string what = std::string(r.name) + ": visits";
    chk.eq_array(what.c_str(), to_host(seen, n), once);
    dpoptStats st = e2e_check_nothing_lost(chk);
    // Serially run children never reach aggregation.
    long serial = inner - 1 - (long)st.aggSites;
    fprintf(stderr,
            "%s, %s: %ld nodes, %ld launches as written (%ld leaf parents, "
            "%ld SMs); runtime: %llu reached aggregation, %llu records, "
            "%llu aggregated launches\n",
            TEST_NAME, r.name, n, inner, tree.level2, (long)sms, st.aggSites,
            st.aggRecords, st.aggLaunches);
    if (E2E_PLAIN || !r.clear)
      continue;
    if (r.busy == 0 && (long)st.aggSites < tree.level2)
      chk.fail("%s: %llu launches reached aggregation, want at least the "
               "%ld of the leaf parents (their children are at the "
               "threshold)",
               r.name, st.aggSites, tree.level2);
    if (r.busy < 0 && !e2e_quick_mode() && serial < tree.level2 / 2)
      chk.fail("%s: %ld children ran serially, want at least half of the "
               "%ld leaf parents' (their grids fill the GPU)",
               r.name, serial, tree.level2);
  }
  return chk.finish(total_ms);
}
