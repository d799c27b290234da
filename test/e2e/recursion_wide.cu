// E2E-DPOPT-FLAGS: -mllvm -dpopt-assume-independent-launches
// (a thread's launches here do not depend on each other's order, which the
// launch-order analysis cannot tell: the flag keeps them transformed.)
// recursion_wide: a wide recursive tree walk, the shape of the suite's Tree
// Heights (seed 004): every inner node's thread launches the kernel over its
// children, a thread per child. The fan-outs (32-160) are above the
// threshold of a child that launches (8 threads), but below the busy
// threshold (4096): while a level's aggregated grids fill the GPU, children
// run serially in their parent's thread, and the rest are launched.
//
// Regression test: with DPOPT_AGG=off and thresholds on (the harness's DP+T),
// DPOpt once ran the small children serially and let every launch of the
// kernel wait for the thread's exit, where the runtime made them one by one
// into cudaStreamFireAndForget: they overran the pending-launch limit that
// the program's own launches keep to (set here as the suite does, to the
// number of launches plus 1024), and the children were lost (TH lost 30% of
// its million). Every node must be visited exactly once, and the runtime
// must count no failed launch and no lost record. With DPOPT_AGG=off the
// kernel's only serial work (the serial path of a child that launches) does
// not run, so no launch may wait for a thread's exit (aggDeferred == 0).
//
// Sizes: E2E_WIDE="depth fmin fmax inner%" (levels 0..depth, the deepest
// all leaves; every other node but the root has children with probability
// inner%). The default makes 76,682 launches over 7.4 M nodes (2 s without
// DPOpt on an H100, its launches queue behind each other in their blocks'
// NULL streams); the launches failed there only from "4 64 256 50" (656,396
// launches, 40 s without DPOpt), the deferred launches at every size.
#ifndef TEST_NAME
#define TEST_NAME "recursion_wide"
#endif
#include "dpagg.h"
#include "e2e.h"
#include "e2e_dpagg.h"
#include "tree_visit.h"
#include "wide_tree.h"

#include <cstdlib>
#include <cstring>

int main() {
  WideTree tree;
  if (!build_wide_tree(tree, 4, 32, 160, 50))
    return 2;
  const std::vector<int> &cp = tree.cp;
  const long n = tree.n, inner = tree.inner;

  e2e_set_pending_launches(inner + 1024); // every inner node launches once
  int *d_cp = dev_alloc<int>(n + 1), *seen = dev_alloc<int>(n);
  int *errs = dev_alloc<int>(1);
  CK(cudaMemcpy(d_cp, cp.data(), (n + 1) * sizeof(int),
                cudaMemcpyHostToDevice));

  GpuTimer timer;
  timer.start();
  visit<<<1, 1>>>(d_cp, 0, 1, seen, errs); //@host
  CK_LAUNCH();
  float ms = timer.stop();

  Checker chk;
  static const char *const sites[] = {"visit"};
  e2e_check_device_errors(chk, errs, 1, sites);
  std::vector<int> got = to_host(seen, n);
  long missed = 0;
  for (long v = 0; v < n; ++v)
    missed += got[v] != 1;
  chk.eq_array("visits", got, std::vector<int>(n, 1));

  dpoptStats st = e2e_check_nothing_lost(chk);
  const char *agg = getenv("DPOPT_AGG");
  if (agg && !strcmp(agg, "off") && st.aggDeferred)
    chk.fail("aggregation off, yet %llu launches waited for their thread's "
             "exit",
             st.aggDeferred);
  fprintf(stderr,
          "%s: %ld nodes (%ld not visited once), %ld launches; runtime: "
          "%llu launches, %llu failed, %llu lost, %llu deferred, %llu "
          "aggregated launches of %llu records\n",
          TEST_NAME, n, missed, inner, st.launches, st.failedLaunches,
          st.aggLost, st.aggDeferred, st.aggLaunches, st.aggRecords);
  return chk.finish(ms);
}
