// The tree walk of recursion_wide.cu and recursion_busy.cu: the kernel runs
// over the children [beg, beg + count) of a node, a thread each; the thread
// of node c counts its visit and launches the kernel over c's children
// (cp[c] .. cp[c + 1] - 1, numbered level by level), a launch per inner
// node. A failed launch is recorded in errs[0].
#ifndef DPOPT_E2E_TREE_VISIT_H
#define DPOPT_E2E_TREE_VISIT_H

#include "e2e.h"

constexpr int kChildBlock = 128;

__global__ void visit(const int *cp, int beg, int count, int *seen, int *errs) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= count)
    return;
  int c = beg + i;
  atomicAdd(&seen[c], 1);
  int first = cp[c], k = cp[c + 1] - first;
  if (k == 0)
    return;
  int blocks = (k + kChildBlock - 1) / kChildBlock;
  visit<<<blocks, kChildBlock>>>(cp, first, k, seen, errs); //@launch
  e2e_record_last(errs, 0);
}

#endif // DPOPT_E2E_TREE_VISIT_H
