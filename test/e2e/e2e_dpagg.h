// Helpers for the e2e programs that set DPOpt's run-time parameters
// (include/dpagg.h) from the host.
#ifndef DPOPT_E2E_DPAGG_H
#define DPOPT_E2E_DPAGG_H

#include "dpagg.h"
#include "e2e.h"

// Forgets every value of every run-time parameter, whether set by the host
// API or by DPOPT_* variables: the compiled-in values apply again.
static inline void e2e_clear_dpopt_params() {
  for (int p = 0; p < dpoptNumParams; ++p)
    CK(dpoptClearParam((dpoptParam)p));
}

// The threshold and spread threshold of every child (0: cleared, the
// compiled-in value applies).
static inline void e2e_set_thresholds(unsigned threshold, unsigned spread_at) {
  CK(dpoptClearParam(dpoptThreshold));
  CK(dpoptClearParam(dpoptSpreadThreshold));
  if (threshold)
    CK(dpoptSetThreshold(nullptr, threshold));
  if (spread_at)
    CK(dpoptSetSpreadThreshold(nullptr, spread_at));
}

// DPOpt's statistics at the end of a run; a failed device launch or a lost
// record fails the test.
static inline dpoptStats e2e_check_nothing_lost(Checker &chk) {
  dpoptStats st;
  CK(cudaDeviceSynchronize());
  CK(dpoptGetStats(&st));
  if (st.failedLaunches || st.aggLost)
    chk.fail("%llu device launches failed, %llu records lost",
             st.failedLaunches, st.aggLost);
  // Every aggregated grid is done: the busy threshold's count is back to 0.
  if (st.aggBusyThreads)
    chk.fail("the runtime still counts %llu threads of aggregated grids as "
             "not done after the device synchronized",
             st.aggBusyThreads);
  return st;
}

// A granularity the aggregate tests run, with its multi-block group size.
struct E2EGranularity {
  const char *name;
  dpoptGranularity g;
  unsigned group;
};

#endif
