// E2E-DPOPT-FLAGS: -mllvm -dpopt-threshold-runtime=false
// E2E-DPOPT-FLAGS: -mllvm -dpopt-assume-independent-launches
// (a thread's launches here do not depend on each other's order, which the
// launch-order analysis cannot tell: the flag keeps them transformed.)
//
// recursion_wide_fixed: recursion_wide.cu with the thresholds compiled in
// (-dpopt-threshold-runtime=false, read by CMakeLists.txt for the DPOpt
// builds only). The kernel's launches then wait for the thread's exit only
// while aggregation may be on: with DPOPT_AGG=off the small children are
// launched, and so are the kernel's other launches, at their sites.
#define TEST_NAME "recursion_wide_fixed"
#include "recursion_wide.cu"
