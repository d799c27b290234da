// E2E-DPOPT-FLAGS: -mllvm -dpopt-assume-independent-launches
// (a thread's launches here do not depend on each other's order, which the
// launch-order analysis cannot tell: the flag keeps them transformed.)
// Thresholding decisions at run time: a parent thread launches a child of n
// threads; the child records the hardware grid id (%gridid) it runs in. A
// serialized child runs in the parent's grid, a launched one in its own.
// For each threshold set through the runtime API, serialized == (n < T), and
// every child's work is done either way. Also checks per-kernel values by
// plain and mangled name, and that clearing restores the compiled value.
// Drain versions are off (DPOPT_DRAIN=off): the parent's would hold every
// other_child whatever its size and run it in the drain kernel's grid after
// the parent, where no threshold decides (drain.cu tests them).
#define TEST_NAME "threshold"
#include "e2e.h"
#include "dpagg.h"

#include <cstdlib>

__device__ unsigned grid_id() { return __nvvm_read_ptx_sreg_gridid(); }

__global__ void count_child(int *count, unsigned *ran_in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicAdd(count, 1);
    if (i == 0)
      *ran_in = grid_id();
  }
}

// Its threads run a loop (reps is 1 at run time): a lower compiled-in
// default threshold than count_child's.
__global__ void other_child(int *count, unsigned *ran_in, int n, int reps) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    for (int r = 0; r < reps; ++r)
      atomicAdd(count, 1);
    if (i == 0)
      *ran_in = grid_id();
  }
}

// ran_in[0 .. 2*parents): the grid each child ran in; ran_in[2*parents + p]:
// the parent's own grid.
__global__ void parent(int *counts, int *other, unsigned *ran_in, int parents,
                       int reps) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= parents)
    return;
  int n = p % 300 + 1;
  ran_in[2 * parents + p] = grid_id();
  count_child<<<(n + 63) / 64, 64>>>(counts + p, ran_in + p, n); //@launch
  unsigned *other_ran = ran_in + parents + p;
  other_child<<<(n + 31) / 32, 32>>>(other + p, other_ran, n, reps); //@launch
}

int main() {
  // Before the runtime first sees the parent (it reads this then).
  setenv("DPOPT_DRAIN", "off", 1);
  Checker chk;
  const int parents = 600;
  e2e_set_pending_launches(4096);
  int *counts = dev_alloc<int>(parents), *other = dev_alloc<int>(parents);
  unsigned *ran_in = dev_alloc<unsigned>(3 * parents);
  struct Setting {
    const char *what;
    const char *kernel; // null: all children
    unsigned value;
    unsigned expect_count, expect_other; // threshold each child sees
    bool cleared;                        // dpoptClearParam instead of a value
  };
  const unsigned Huge = 4000000000u;
  // The compiled-in defaults (see DefaultThreshold in Thresholding.h): 512
  // for a child whose threads run no loop and all update one word
  // atomically (count_child; at -O0, where no address counts as the same in
  // every thread, 2048: the same decisions for its 1-300 threads), 16 for
  // one whose threads run a loop of unknown length.
  const Setting settings[] = {
      {"compiled defaults", nullptr, 0, 512, 16, true},
      {"global 0", nullptr, 0, 0, 0},
      {"global 1", nullptr, 1, 1, 1},
      {"global 100", nullptr, 100, 100, 100},
      {"global huge", nullptr, Huge, Huge, Huge},
      {"plain name", "count_child", 250, 250, Huge},
      {"mangled name", "_Z11other_childPiPjii", 7, 250, 7},
      {"compiled defaults again", nullptr, 0, 512, 16, true},
  };
  float total_ms = 0;
  CK(dpoptClearParam(dpoptThreshold));
  for (const Setting &s : settings) {
    if (s.cleared)
      CK(dpoptClearParam(dpoptThreshold));
    else
      CK(dpoptSetThreshold(s.kernel, s.value));
    CK(cudaMemset(counts, 0, parents * sizeof(int)));
    CK(cudaMemset(other, 0, parents * sizeof(int)));
    GpuTimer t;
    t.start();
    const int blocks = (parents + 127) / 128, reps = 1;
    parent<<<blocks, 128>>>(counts, other, ran_in, parents, reps); //@host
    CK_LAUNCH();
    total_ms += t.stop();
    CK(cudaDeviceSynchronize());
    std::vector<int> c = to_host(counts, parents), o = to_host(other, parents);
    std::vector<unsigned> g = to_host(ran_in, 3 * parents);
    long wrong_count = 0, wrong_decision = 0;
    for (int p = 0; p < parents; ++p) {
      int n = p % 300 + 1;
      wrong_count += (c[p] != n) + (o[p] != n);
      bool want_c = (unsigned)n < s.expect_count;
      bool want_o = (unsigned)n < s.expect_other;
      unsigned own = g[2 * parents + p];
      if (want_c != (g[p] == own))
        ++wrong_decision;
      if (want_o != (g[parents + p] == own))
        ++wrong_decision;
    }
    if (wrong_count)
      chk.fail("%s: %ld children did the wrong amount of work", s.what,
               wrong_count);
    if (wrong_decision)
      chk.fail("%s: %ld serialize/launch decisions differ from the threshold",
               s.what, wrong_decision);
  }
  CK(dpoptClearParam(dpoptThreshold));
  return chk.finish(total_ms);
}
