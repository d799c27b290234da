// Small CPU utilities shared by the generators, the references and the
// drivers: a counter-based random generator (deterministic whatever the
// thread count), a parallel-for over std::thread, a wall clock.
#pragma once
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <thread>
#include <vector>

namespace bench {

// SplitMix64 finalizer: a good 64-bit mixing function.
inline uint64_t mix64(uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}
inline uint64_t hash2(uint64_t a, uint64_t b) { return mix64(a ^ mix64(b)); }

// A stream of random numbers, seeded from (seed, stream index); streams are
// independent, so a generator that gives every edge/clause its own stream
// produces the same output on 2 or 16 cores.
struct Rng {
  uint64_t s;
  Rng(uint64_t seed, uint64_t stream = 0) : s(hash2(seed, stream)) {}
  uint64_t next() { s += 0x9E3779B97F4A7C15ull; uint64_t z = s;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull; return z ^ (z >> 31); }
  double uniform() { return (next() >> 11) * (1.0 / 9007199254740992.0); } // [0,1)
  uint32_t below(uint32_t n) { return (uint32_t)(((next() >> 32) * (uint64_t)n) >> 32); }
};

// Thread count of the parallel loops: all cores (at most 64), or
// set_num_threads(k) (the self-test checks outputs do not depend on it).
inline int &num_threads_override() { static int k = 0; return k; }
inline void set_num_threads(int k) { num_threads_override() = k; }
inline int num_threads() {
  if (num_threads_override() > 0) return num_threads_override();
  unsigned h = std::thread::hardware_concurrency();
  return (int)std::max(1u, std::min(h, 64u));
}

// Calls f(begin, end, thread_index) on contiguous chunks of [0, n).
template <class F> void parallel_for_chunks(int64_t n, F f, int threads = 0) {
  if (threads <= 0) threads = num_threads();
  if (n < 4096 || threads == 1) { f((int64_t)0, n, 0); return; }
  std::vector<std::thread> ts;
  int64_t chunk = (n + threads - 1) / threads;
  for (int t = 0; t < threads; t++) {
    int64_t b = t * chunk, e = std::min(n, b + chunk);
    if (b >= e) break;
    ts.emplace_back([=, &f] { f(b, e, t); });
  }
  for (auto &t : ts) t.join();
}

// Dynamic scheduling over [0, n) in blocks of `grain` (for skewed work).
template <class F> void parallel_for_dynamic(int64_t n, int64_t grain, F f, int threads = 0) {
  if (threads <= 0) threads = num_threads();
  std::atomic<int64_t> next{0};
  auto worker = [&](int t) {
    for (;;) {
      int64_t b = next.fetch_add(grain);
      if (b >= n) break;
      f(b, std::min(n, b + grain), t);
    }
  };
  if (threads == 1 || n <= grain) { worker(0); return; }
  std::vector<std::thread> ts;
  for (int t = 0; t < threads; t++) ts.emplace_back(worker, t);
  for (auto &t : ts) t.join();
}

inline double now_s() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

} // namespace bench
