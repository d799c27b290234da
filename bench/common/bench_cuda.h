// Shared CUDA-side helpers of the benchmark drivers: error checking, CUDA
// event timing (warm-up, N repetitions, median), the device-launch counters,
// and the machine-readable result lines that bench/harness/run.py parses.
//
// Every app file (apps/*.cu) defines `int app_<name>(const Options &)`;
// main.cu dispatches. A kernel and every launch of it stay in one .cu file
// (clang 22 -fgpu-rdc cannot reference a __global__ across files).
#pragma once
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "util.h"

// The DPOpt runtime (include/dpagg.h, linked by scripts/dpopt-clang++): when
// present, its statistics give the device launches really issued by code the
// plugin generated (after thresholding etc.) and the ones that failed.
#if !defined(BENCH_NO_DP) && defined(BENCH_PLUGIN) && defined(__has_include)
#if __has_include(<dpagg.h>)
#include <dpagg.h>
#define BENCH_HAVE_DPAGG 1
#endif
#endif

extern char **environ;

namespace bench {

// ------------------------------------------------------------- errors ---
struct BenchError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

#define CUDA_CHECK(call)                                                              \
  do {                                                                                \
    cudaError_t err_ = (call);                                                        \
    if (err_ != cudaSuccess) {                                                        \
      char msg_[512];                                                                 \
      snprintf(msg_, sizeof msg_, "CUDA error %d (%s) at %s:%d: %s", (int)err_,       \
               cudaGetErrorString(err_), __FILE__, __LINE__, #call);                  \
      throw ::bench::BenchError(msg_);                                                \
    }                                                                                 \
  } while (0)
// After a host-side launch: catches configuration errors now, execution
// errors at the next synchronizing call.
#define CUDA_CHECK_LAUNCH() CUDA_CHECK(cudaGetLastError())

// ------------------------------------------------------------ options ---
struct Options {
  std::string app, dataset, impl = "nodp", data_dir;
  int warmup = 1;           // untimed runs first (the first one counts launches)
  int reps = 7;             // timed runs (median reported)
  double max_seconds = 60;  // stop adding timed runs past this; a warm-up longer than
                            // this is reported as the only run (warmup_only)
  long pending = -1;        // cudaLimitDevRuntimePendingLaunchCount; -1 = automatic
  bool verbose = false;
  // Parameter points of the DPOpt runtime to measure one after the other in
  // this process (--point / --points), each "DPOPT_THRESHOLD=128,DPOPT_AGG=block,...";
  // empty: one measurement with whatever the environment set.
  std::vector<std::string> points;
  // a DP implementation (device launches): "dp", MANDEL's DP-MBR and
  // QSORT's dpstream
  bool dp() const {
    return impl == "dp" || impl == "dpmbr" || impl == "dpstream";
  }
};

// -------------------------------------------------------- DP counters ---
// Parent threads count the launches they make, and block 0 / thread 0 of
// every child grid counts that the grid ran (a serialized, coarsened or
// aggregated child still runs that iteration exactly once per original
// grid). Only the first warm-up run passes a non-null pointer; timed runs
// pass nullptr. launches != ran means child work was lost.
struct DPCounters {
  unsigned long long launches;
  unsigned long long ran;
};
#define DP_COUNT_LAUNCH(c)                                                             \
  do {                                                                                 \
    if (c) atomicAdd(&(c)->launches, 1ull);                                            \
  } while (0)
#define DP_COUNT_CHILD(c)                                                              \
  do {                                                                                 \
    if ((c) && blockIdx.x == 0 && threadIdx.x == 0) atomicAdd(&(c)->ran, 1ull);        \
  } while (0)

// Device buffer with RAII.
template <class T> struct DevBuf {
  T *p = nullptr;
  size_t n = 0;
  DevBuf() = default;
  explicit DevBuf(size_t count) { alloc(count); }
  DevBuf(const DevBuf &) = delete;
  DevBuf &operator=(const DevBuf &) = delete;
  ~DevBuf() { if (p) cudaFree(p); }
  void alloc(size_t count) {
    if (p) cudaFree(p);
    p = nullptr;
    n = count;
    if (count) CUDA_CHECK(cudaMalloc(&p, count * sizeof(T)));
  }
  void upload(const std::vector<T> &v) {
    if (v.size() != n) alloc(v.size());
    if (n) CUDA_CHECK(cudaMemcpy(p, v.data(), n * sizeof(T), cudaMemcpyHostToDevice));
  }
  std::vector<T> download() const {
    std::vector<T> v(n);
    if (n) CUDA_CHECK(cudaMemcpy(v.data(), p, n * sizeof(T), cudaMemcpyDeviceToHost));
    return v;
  }
  void zero() { if (n) CUDA_CHECK(cudaMemset(p, 0, n * sizeof(T))); }
  operator T *() const { return p; }
};

// Counters living in device memory for the counting run.
struct CounterSet {
  DevBuf<DPCounters> buf;
  int count;
  explicit CounterSet(int k) : buf(k), count(k) { buf.zero(); }
  DPCounters *get(int i, bool on) const { return on ? buf.p + i : nullptr; }
  void reset() { buf.zero(); }
  std::vector<DPCounters> read() const { return buf.download(); }
};

// Raises the pending-launch limit so that no device launch fails for lack
// of slots (CDP2 has no overflow pool). Must precede the first kernel. If
// the device refuses the value, halves it (down to the default 2048) and
// records what it got: lost launches then show in the counters.
inline long &pending_limit_set() { static long v = 0; return v; }
inline void set_pending_launch_limit(const Options &o, long needed) {
  long lim = o.pending >= 0 ? o.pending : std::max(2048L, needed + 1024);
  if (const char *e = getenv("BENCH_PENDING_LAUNCHES")) lim = atol(e);
  for (;;) {
    cudaError_t err = cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, (size_t)lim);
    if (err == cudaSuccess) break;
    (void)cudaGetLastError();
    fprintf(stderr, "cudaLimitDevRuntimePendingLaunchCount = %ld refused: %s\n", lim, cudaGetErrorString(err));
    if (lim <= 2048) CUDA_CHECK(err);
    lim = std::max(2048L, lim / 2);
  }
  size_t got = 0;
  CUDA_CHECK(cudaDeviceGetLimit(&got, cudaLimitDevRuntimePendingLaunchCount));
  pending_limit_set() = (long)got;
  if (o.verbose) fprintf(stderr, "pending launch limit %zu\n", got);
}

// ------------------------------------------------------------- timing ---
struct GpuTimer {
  cudaEvent_t a{}, b{};
  GpuTimer() { CUDA_CHECK(cudaEventCreate(&a)); CUDA_CHECK(cudaEventCreate(&b)); }
  ~GpuTimer() { cudaEventDestroy(a); cudaEventDestroy(b); }
  void start() { CUDA_CHECK(cudaEventRecord(a, 0)); }
  void stop() { CUDA_CHECK(cudaEventRecord(b, 0)); }
  double ms() {
    CUDA_CHECK(cudaEventSynchronize(b));
    float t = 0;
    CUDA_CHECK(cudaEventElapsedTime(&t, a, b));
    return t;
  }
};

inline double median(std::vector<double> v) {
  if (v.empty()) return NAN;
  std::sort(v.begin(), v.end());
  size_t k = v.size() / 2;
  return v.size() % 2 ? v[k] : 0.5 * (v[k - 1] + v[k]);
}

// ------------------------------------------------------------ results ---
struct Json {
  std::ostringstream o;
  bool first = true;
  Json() { o.precision(6); o << "{"; }
  Json &key(const char *k) { o << (first ? "" : ",") << "\"" << k << "\":"; first = false; return *this; }
  static std::string esc(const std::string &s) {
    std::string r;
    for (char c : s) {
      if (c == '"' || c == '\\') { r += '\\'; r += c; }
      else if ((unsigned char)c < 0x20) r += ' ';
      else r += c;
    }
    return r;
  }
  Json &str(const char *k, const std::string &v) { key(k); o << "\"" << esc(v) << "\""; return *this; }
  Json &num(const char *k, double v) {
    key(k);
    if (std::isfinite(v)) o << v; else o << "null";
    return *this;
  }
  Json &integer(const char *k, long long v) { key(k); o << v; return *this; }
  Json &raw(const char *k, const std::string &json) { key(k); o << json; return *this; }
  Json &list(const char *k, const std::vector<double> &v) {
    key(k);
    o << "[";
    for (size_t i = 0; i < v.size(); i++) o << (i ? "," : "") << v[i];
    o << "]";
    return *this;
  }
  std::string done() { o << "}"; return o.str(); }
};

#ifndef BENCH_BUILD_NAME
#define BENCH_BUILD_NAME "unknown"
#endif

// DPOPT_* variables in effect (the parameters of optimized variants).
inline std::string dpopt_env_json() {
  Json j;
  for (char **e = environ; e && *e; e++)
    if (!strncmp(*e, "DPOPT_", 6)) {
      std::string kv = *e;
      size_t eq = kv.find('=');
      if (eq != std::string::npos) j.str(kv.substr(0, eq).c_str(), kv.substr(eq + 1));
    }
  return j.done();
}

struct Row {
  std::string benchmark;          // e.g. "BFS", "MSTF"
  std::vector<double> times_ms;   // timed runs
  std::string check = "ok";       // "ok" or what went wrong
  bool has_counts = false;
  DPCounters counts{0, 0};
  std::string extra = "{}";       // app-specific JSON object
  bool warmup_only = false;       // the one run was too slow to repeat: the counting run's time
};

// Runtime statistics of the counting run (plugin builds only). The
// aggregation counters exist once the runtime has aggregation (issue 5);
// they are read when the header's dpoptStats has them (detected at compile
// time) and are 0 / absent otherwise.
struct RuntimeStats {
  bool valid = false, has_agg = false;
  unsigned long long launches = 0, failed = 0, pending_failures = 0;
  int last_error = 0;
  unsigned long long agg_sites = 0, agg_records = 0, agg_fallbacks = 0, agg_direct = 0, agg_launches = 0,
                     agg_individual = 0, agg_serialized = 0, agg_lost = 0;
  // Child grids really launched on the device. Every launch the runtime
  // makes goes through __dpopt_record_launch (runtime/libdpagg.cu): direct
  // launches, aggregated grids (aggLaunches) and records launched one by
  // one from the pool (aggIndividual) alike, so `launches` already counts
  // them all; adding aggLaunches + aggIndividual would count them twice.
  unsigned long long grids_launched() const { return launches - std::min(launches, failed); }
};
inline RuntimeStats &runtime_stats() { static RuntimeStats s; return s; }

// Reads a dpoptStats field when the struct has it, else 0 (SFINAE: the
// harness builds against both the thresholding-only and the later runtime).
#define BENCH_STAT_READER(field)                                                                      \
  template <class S> auto stat_##field(const S &s, int) -> decltype((unsigned long long)s.field) {    \
    return (unsigned long long)s.field;                                                             \
  }                                                                                                 \
  template <class S> unsigned long long stat_##field(const S &, long) { return 0; }
BENCH_STAT_READER(aggSites)
BENCH_STAT_READER(aggRecords)
BENCH_STAT_READER(aggFallbacks)
BENCH_STAT_READER(aggDirect)
BENCH_STAT_READER(aggLaunches)
BENCH_STAT_READER(aggIndividual)
BENCH_STAT_READER(aggSerialized)
BENCH_STAT_READER(aggLost)
#undef BENCH_STAT_READER
template <class S> constexpr auto stats_have_agg(int) -> decltype((void)std::declval<S &>().aggLost, true) { return true; }
template <class S> constexpr bool stats_have_agg(long) { return false; }

inline void runtime_stats_begin() {
#ifdef BENCH_HAVE_DPAGG
  CUDA_CHECK(dpoptResetStats());
#endif
}
inline void runtime_stats_end() {
#ifdef BENCH_HAVE_DPAGG
  dpoptStats st{};
  CUDA_CHECK(dpoptGetStats(&st));
  RuntimeStats &r = runtime_stats();
  r = RuntimeStats();
  r.valid = true;
  r.launches = st.launches;
  r.failed = st.failedLaunches;
  r.pending_failures = st.pendingLimitFailures;
  r.last_error = st.lastError;
  r.has_agg = stats_have_agg<dpoptStats>(0);
  r.agg_sites = stat_aggSites(st, 0);
  r.agg_records = stat_aggRecords(st, 0);
  r.agg_fallbacks = stat_aggFallbacks(st, 0);
  r.agg_direct = stat_aggDirect(st, 0);
  r.agg_launches = stat_aggLaunches(st, 0);
  r.agg_individual = stat_aggIndividual(st, 0);
  r.agg_serialized = stat_aggSerialized(st, 0);
  r.agg_lost = stat_aggLost(st, 0);
#endif
}

// ----------------------------------------------------- parameter points ---
// The run-time parameters of DPOpt (include/dpagg.h, enum dpoptParam), by
// the environment variable that sets each. A point names them as
// "DPOPT_THRESHOLD=128,DPOPT_COARSEN=8,DPOPT_AGG=block,DPOPT_AGG_GROUP=8,DPOPT_AGG_THRESHOLD=1";
// the harness (bench/harness/variants.py PARAMS) always gives all of them but
// DPOPT_SPREAD_THRESHOLD, which probes set (unset: the compiled-in value).
struct ParamId {
  const char *env;
  int id;
};
static const ParamId kParamIds[] = {{"DPOPT_THRESHOLD", 0}, {"DPOPT_COARSEN", 1}, {"DPOPT_AGG", 2},
                                    {"DPOPT_AGG_GROUP", 3}, {"DPOPT_AGG_THRESHOLD", 4},
                                    {"DPOPT_SPREAD_THRESHOLD", 5}};
inline int granularity_value(const std::string &v) {
  static const char *words[] = {"off", "warp", "block", "multiblock", "grid"};
  for (int i = 0; i < 5; i++)
    if (v == words[i]) return i;
  return -1;
}
// Index of the point being measured (-1: none; results carry it).
inline int &current_point() { static int i = -1; return i; }

// Sets the parameters of one point through the host API (every parameter
// first cleared: the compiled-in default applies to one the point does not
// name). A parameter the runtime does not know (dpoptSetParam refuses it:
// a runtime before coarsening / aggregation) is accepted only at its
// neutral value (factor 0 or 1, aggregation off and its sub-parameters).
// Returns "" or what went wrong.
inline std::string apply_point(const std::string &point) {
  std::vector<std::pair<std::string, std::string>> kv;
  std::stringstream ss(point);
  std::string item;
  while (std::getline(ss, item, ',')) {
    if (item.empty()) continue;
    size_t eq = item.find('=');
    if (eq == std::string::npos) return "bad parameter '" + item + "' in point '" + point + "'";
    kv.push_back({item.substr(0, eq), item.substr(eq + 1)});
  }
#ifdef BENCH_HAVE_DPAGG
  bool agg_off = true;
  for (auto &p : kv)
    if (p.first == "DPOPT_AGG") agg_off = p.second == "0" || p.second == "off";
  for (auto &pi : kParamIds) (void)dpoptClearParam(static_cast<dpoptParam>(pi.id));
  (void)cudaGetLastError();
  for (auto &p : kv) {
    const ParamId *pid = nullptr;
    for (auto &pi : kParamIds)
      if (p.first == pi.env) pid = &pi;
    if (!pid) return "unknown parameter " + p.first;
    long v = -1;
    if (pid->id == 2) v = granularity_value(p.second);
    if (v < 0) {
      char *end = nullptr;
      v = strtol(p.second.c_str(), &end, 0);
      if (p.second.empty() || *end || v < 0) return "bad value " + p.second + " for " + p.first;
    }
    cudaError_t err = dpoptSetParam(static_cast<dpoptParam>(pid->id), nullptr, (unsigned)v);
    if (err != cudaSuccess) {
      (void)cudaGetLastError();
      bool neutral = (pid->id == 1 && v <= 1) || (pid->id == 2 && v == 0) || (pid->id >= 3 && agg_off);
      if (!neutral || err != cudaErrorInvalidValue)
        return "dpoptSetParam(" + p.first + "=" + p.second + "): " + cudaGetErrorString(err) +
               " (a runtime without this parameter?)";
    }
  }
  return "";
#else
  if (!kv.empty()) return "this build has no DPOpt runtime: parameter points need a plugin build";
  return "";
#endif
}
inline void clear_points() {
#ifdef BENCH_HAVE_DPAGG
  for (auto &pi : kParamIds) (void)dpoptClearParam(static_cast<dpoptParam>(pi.id));
  (void)cudaGetLastError();
#endif
}

inline void print_error(const Options &o, const std::string &msg) {
  Json j;
  j.str("app", o.app).str("dataset", o.dataset).str("impl", o.impl).str("build", BENCH_BUILD_NAME).str("error", msg);
  if (current_point() >= 0) j.integer("point_index", current_point());
  printf("@@ERROR %s\n", j.done().c_str());
  fflush(stdout);
  fprintf(stderr, "dpbench: %s\n", msg.c_str());
}

// An integer from the environment (parameter studies without new
// datasets), or `v` when unset or empty.
inline int env_int(const char *name, int v) {
  const char *e = getenv(name);
  return e && *e ? atoi(e) : v;
}

// Runs `body` (reset counters, measure, emit) once per point of o.points,
// each announced by "@@POINT {"index":i}" before its parameters are set; or
// once when there are none. A point whose parameters cannot be set gives an
// @@ERROR line and the next point follows; an exception (a CUDA error may
// have left the context unusable) ends the process: the harness runs the
// points after it in a new one.
inline void for_each_point(const Options &o, const std::function<void()> &body) {
  if (o.points.empty()) {
    body();
    return;
  }
  for (size_t i = 0; i < o.points.size(); i++) {
    current_point() = (int)i;
    printf("@@POINT {\"index\":%zu}\n", i);
    fflush(stdout);
    std::string err = apply_point(o.points[i]);
    if (!err.empty()) {
      print_error(o, err);
      continue;
    }
    body();
  }
  clear_points();
  current_point() = -1;
}

inline void emit(const Options &o, Row r) {
  const RuntimeStats &rs = runtime_stats();
  if (o.dp() && rs.valid && rs.failed && r.check == "ok")
    r.check = "FAIL: " + std::to_string(rs.failed) + " device launches failed (" +
              std::to_string(rs.pending_failures) + " for the pending-launch limit; last error " +
              std::to_string(rs.last_error) + ")";
  if (o.dp() && rs.valid && rs.agg_lost && r.check == "ok")
    r.check = "FAIL: " + std::to_string(rs.agg_lost) + " aggregated child launches lost (aggLost)";
  if (r.has_counts && r.counts.launches != r.counts.ran && r.check == "ok")
    r.check = "FAIL: " + std::to_string(r.counts.launches - std::min(r.counts.launches, r.counts.ran)) + " of " +
              std::to_string(r.counts.launches) + " child grids did not run (ran " + std::to_string(r.counts.ran) + ")";
  Json j;
  j.str("benchmark", r.benchmark).str("dataset", o.dataset).str("impl", o.impl).str("build", BENCH_BUILD_NAME);
  if (current_point() >= 0) j.integer("point_index", current_point());
  j.num("median_ms", median(r.times_ms));
  if (!r.times_ms.empty()) {
    j.num("min_ms", *std::min_element(r.times_ms.begin(), r.times_ms.end()));
    j.num("max_ms", *std::max_element(r.times_ms.begin(), r.times_ms.end()));
  }
  j.integer("runs", (long long)r.times_ms.size()).list("times_ms", r.times_ms);
  if (pending_limit_set() > 0) j.integer("pending_limit", pending_limit_set());
  // child_launches: child grids really launched in the counting run (runtime
  // statistics in plugin builds: after thresholding and aggregation; for
  // MST they cover the find and the verify kernels together); without the
  // runtime every launch the parents make is one. launches_requested: the
  // launches the DP source makes (parent-side count); child_ran: child
  // grids that ran (block 0 / thread 0 of each original grid).
  if (o.dp() && rs.valid) {
    j.integer("child_launches", (long long)rs.grids_launched());
    j.integer("launches_issued", (long long)rs.launches).integer("launches_failed", (long long)rs.failed);
    Json st;
    st.integer("launches", (long long)rs.launches).integer("failedLaunches", (long long)rs.failed);
    st.integer("pendingLimitFailures", (long long)rs.pending_failures).integer("lastError", rs.last_error);
    if (rs.has_agg) {
      j.integer("agg_launches", (long long)rs.agg_launches).integer("agg_lost", (long long)rs.agg_lost);
      st.integer("aggSites", (long long)rs.agg_sites).integer("aggRecords", (long long)rs.agg_records);
      st.integer("aggFallbacks", (long long)rs.agg_fallbacks).integer("aggDirect", (long long)rs.agg_direct);
      st.integer("aggLaunches", (long long)rs.agg_launches).integer("aggIndividual", (long long)rs.agg_individual);
      st.integer("aggSerialized", (long long)rs.agg_serialized).integer("aggLost", (long long)rs.agg_lost);
      if (rs.agg_sites != rs.agg_records + rs.agg_fallbacks + rs.agg_direct)
        st.str("warning", "aggSites != aggRecords + aggFallbacks + aggDirect");
    }
    j.raw("stats", st.done());
  } else if (r.has_counts) {
    j.integer("child_launches", (long long)r.counts.launches);
  }
  if (r.has_counts) j.integer("launches_requested", (long long)r.counts.launches).integer("child_ran", (long long)r.counts.ran);
  j.str("check", r.check).integer("warmup_only", r.warmup_only).raw("env", dpopt_env_json()).raw("extra", r.extra);
  printf("@@RESULT %s\n", j.done().c_str());
  fflush(stdout);
}

// Runs the protocol for an app whose one complete computation is `run`:
//   run(counting) performs the whole computation (uploads excluded, result
//   left on the device), synchronizes, and returns one time per reported
//   row (ms; e.g. MST returns the find and the verify kernel times).
//   check() compares the device result with the reference: one string per
//   row, "" when correct.
// The first warm-up run counts device launches; the result is checked after
// it and after the last timed run. Rows are emitted by the caller.
inline void measure(const Options &o, std::vector<Row> &rows, const std::function<std::vector<double>(bool)> &run,
                    const std::function<std::vector<std::string>()> &check) {
  auto set_check = [&](const std::vector<std::string> &c, const char *when) {
    for (size_t i = 0; i < rows.size(); i++) {
      const std::string &s = i < c.size() ? c[i] : c.back();
      if (!s.empty() && rows[i].check == "ok") rows[i].check = std::string("FAIL (") + when + "): " + s;
    }
  };
  double first = 0;
  std::vector<double> first_times;
  for (int w = 0; w < std::max(1, o.warmup); w++) {
    double t0 = now_s();
    if (w == 0 && o.dp()) runtime_stats_begin();
    std::vector<double> t = run(w == 0);
    if (w == 0 && o.dp()) runtime_stats_end();
    if (w == 0) {
      first = now_s() - t0;
      first_times = t;
      set_check(check(), "warm-up");
    }
  }
  double t0 = now_s();
  if (first > o.max_seconds) {
    // Too slow to repeat within the limit: report the (counting) warm-up run.
    for (size_t i = 0; i < rows.size() && i < first_times.size(); i++) {
      rows[i].times_ms.push_back(first_times[i]);
      rows[i].warmup_only = true;
    }
    return;
  }
  int reps = std::max(1, o.reps);
  for (int k = 0; k < reps; k++) {
    std::vector<double> t = run(false);
    for (size_t i = 0; i < rows.size() && i < t.size(); i++) rows[i].times_ms.push_back(t[i]);
    double el = now_s() - t0, per = el / (k + 1);
    if (el + per > o.max_seconds) break;
    // Short runs: more repetitions (up to 3x) while under 0.25 s in total.
    if (k == reps - 1 && reps < 3 * std::max(1, o.reps) && el + per < 0.25) reps++;
  }
  set_check(check(), "final");
  if (o.verbose) fprintf(stderr, "first run %.3fs, %zu timed runs in %.3fs\n", first, rows[0].times_ms.size(), now_s() - t0);
}

// The one row of a benchmark with a single kernel to time: counters reset,
// measured (see measure), with the device launch counts of the DP
// implementations. The caller adds `extra` and emits it.
inline Row measure_row(const Options &o, const char *benchmark, CounterSet &counters,
                       const std::function<std::vector<double>(bool)> &run,
                       const std::function<std::vector<std::string>()> &check) {
  counters.reset();
  std::vector<Row> rows(1);
  rows[0].benchmark = benchmark;
  measure(o, rows, run, check);
  if (o.dp()) {
    rows[0].has_counts = true;
    rows[0].counts = counters.read()[0];
  }
  return rows[0];
}

// App entry points (one per apps/*.cu).
int app_bfs(const Options &);
int app_sssp(const Options &);
int app_mst(const Options &);
int app_tc(const Options &);
int app_sp(const Options &);
int app_bt(const Options &);
int app_mandel(const Options &);
int app_qsort(const Options &);
int app_th(const Options &); // apps/tree.cu
int app_td(const Options &); // apps/tree.cu
int app_bfsrec(const Options &);

} // namespace bench
