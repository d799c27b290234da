// E2E-DPOPT-FLAGS: -mllvm -dpopt-assume-independent-launches
// (a thread's launches here do not depend on each other's order, which the
// launch-order analysis cannot tell: the flag keeps them transformed.)
// recursion_wide_mixed: recursion_wide.cu's tree walk, where every inner
// node's thread also launches a second child that launches nothing (it
// marks the node's children, a thread each). That child is thresholded too,
// so the kernel has serial work of its own beside the serial path of the
// child that launches, and its launches wait for the thread's exit whenever
// thresholding may be on, aggregation off included (DeferIfThresholding).
//
// Regression test: with DPOPT_AGG=off such deferred launches are made one by
// one at the threads' exits. The runtime made them into
// cudaStreamFireAndForget, and they overran the pending-launch limit that
// the program's own launches (into the blocks' NULL streams) keep to; the
// child launches kernels, so it has no serial fallback, and the failed
// launches' subtrees were lost. On the H100 at this test's default size and
// CUDA's default limit (2,048): 1,266 of 7,662 launches failed, where the
// program without DPOpt and the runtime's NULL-stream launches lost none;
// with the limit at twice the launches, 2,209-3,210 of 656,396 failed
// ("4 64 256 50"). Every node must be visited and marked exactly once, and
// the runtime must count no failed launch and no lost record.
//
// Sizes: E2E_WIDE="depth fmin fmax inner%" as in recursion_wide.cu (default
// "3 128 256 50": 7,662 launches over 1.5 M nodes); E2E_PENDING sets the
// pending-launch limit (default 2048, CUDA's own).
#define TEST_NAME "recursion_wide_mixed"
#include "dpagg.h"
#include "e2e.h"
#include "wide_tree.h"

#include <cstdlib>

constexpr int kChildBlock = 128, kMarkBlock = 32;

__global__ void mark(int beg, int count, int *marks) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < count)
    atomicAdd(&marks[beg + i], 1);
}

__global__ void visit(const int *cp, int beg, int count, int *seen, int *marks,
                      int *errs) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= count)
    return;
  int c = beg + i;
  atomicAdd(&seen[c], 1);
  int first = cp[c], k = cp[c + 1] - first;
  if (k == 0)
    return;
  int blocks = (k + kChildBlock - 1) / kChildBlock;
  visit<<<blocks, kChildBlock>>>(cp, first, k, seen, marks, errs); //@launch
  e2e_record_last(errs, 0);
  int mark_blocks = (k + kMarkBlock - 1) / kMarkBlock;
  mark<<<mark_blocks, kMarkBlock>>>(first, k, marks); //@launch
  e2e_record_last(errs, 1);
}

int main() {
  WideTree tree;
  if (!build_wide_tree(tree, 3, 128, 256, 50))
    return 2;
  const std::vector<int> &cp = tree.cp;
  const long n = tree.n, inner = tree.inner;

  long pending = 2048;
  if (const char *s = getenv("E2E_PENDING"))
    pending = atol(s);
  e2e_set_pending_launches(pending);
  int *d_cp = dev_alloc<int>(n + 1), *seen = dev_alloc<int>(n);
  int *marks = dev_alloc<int>(n), *errs = dev_alloc<int>(2);
  CK(cudaMemcpy(d_cp, cp.data(), (n + 1) * sizeof(int),
                cudaMemcpyHostToDevice));

  GpuTimer timer;
  timer.start();
  visit<<<1, 1>>>(d_cp, 0, 1, seen, marks, errs); //@host
  CK_LAUNCH();
  float ms = timer.stop();

  Checker chk;
  static const char *const sites[] = {"visit", "mark"};
  dpoptStats st;
  CK(dpoptGetStats(&st));
  e2e_check_device_errors(chk, errs, 2, sites);
  std::vector<int> got = to_host(seen, n), got_marks = to_host(marks, n);
  long missed = 0, unmarked = 0;
  for (long v = 0; v < n; ++v) {
    missed += got[v] != 1;
    unmarked += v > 0 && got_marks[v] != 1;
  }
  chk.eq_array("visits", got, std::vector<int>(n, 1));
  std::vector<int> want_marks(n, 1);
  want_marks[0] = 0; // the root has no parent
  chk.eq_array("marks", got_marks, want_marks);
  if (st.failedLaunches || st.aggLost)
    chk.fail("%llu device launches failed, %llu records lost",
             st.failedLaunches, st.aggLost);
  fprintf(stderr,
          "%s: %ld nodes (%ld not visited once, %ld not "
          "marked once), %ld inner; runtime: %llu launches, %llu failed, "
          "%llu lost, %llu deferred, %llu serialized, %llu aggregated "
          "launches of %llu records\n",
          TEST_NAME, n, missed, unmarked, inner, st.launches, st.failedLaunches,
          st.aggLost, st.aggDeferred, st.aggSerialized, st.aggLaunches,
          st.aggRecords);
  return chk.finish(ms);
}
