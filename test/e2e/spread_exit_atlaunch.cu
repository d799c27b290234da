// E2E-DPOPT-FLAGS: -mllvm -dpopt-assume-independent-launches
// E2E-DPOPT-FLAGS: -mllvm -dpopt-spread-at-exit=false
//
// spread_exit_atlaunch: spread_exit.cu with the spread at the launch, over
// the lanes there (-dpopt-spread-at-exit=false, read by CMakeLists.txt for
// the DPOpt builds only): every child thread still runs once, and a warp's
// only launching lane runs its child of 64 or more threads alone, where
// spread_exit.cu requires it on several lanes.
#define TEST_NAME "spread_exit_atlaunch"
#define SPREAD_AT_LAUNCH 1
#include "spread_exit.cu"
