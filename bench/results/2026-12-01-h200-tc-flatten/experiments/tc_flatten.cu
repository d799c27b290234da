// Build (here): see build-tc-flatten.sh. Run: tc_flatten DATA_DIR DATASET...
// The ceiling of one way to run TC's DP program without device launches:
// the parent (a thread per vertex, as tc_parent) keeps each child of at
// least T threads as a record (its arguments, as DPOpt's aggregation keeps
// them, and its first item: a warp reserves its lanes' records and items
// with one 64-bit atomic), runs smaller children in its own thread, and a
// second kernel, launched from the host right after the parent, runs the
// records' child threads densely (a thread per item, each finding its
// record by a binary search over the records' first items), over a fixed
// grid (the host does not know the item count), the last block clearing
// the counter for the next run. Against the flat kernel (tc_edges) and the
// hand-serialized DP program (tc_ser), in one process. Every total checked
// against tc_reference. Medians of 20 runs after 3 warm-ups, CUDA events,
// the variants alternated (A B C ... C B A) twice.
#include "common/bench_cuda.h"
#include "common/datasets.h"
#include "common/reference.h"
#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <string>
#include <vector>

using namespace bench;
typedef unsigned long long u64;

__device__ __forceinline__ unsigned intersect(const int *a, int na, const int *b, int nb) {
  unsigned c = 0;
  int i = 0, j = 0;
  while (i < na && j < nb) {
    int x = a[i], y = b[j];
    c += x == y;
    i += x <= y;
    j += y <= x;
  }
  return c;
}

__global__ void tc_edges(const int *rowptr, const int *col, const int *src, long m, u64 *total) {
  long e = (long)blockIdx.x * blockDim.x + threadIdx.x;
  unsigned c = 0;
  if (e < m) {
    int u = src[e], v = col[e];
    c = intersect(col + rowptr[u], rowptr[u + 1] - rowptr[u], col + rowptr[v], rowptr[v + 1] - rowptr[v]);
  }
  c = __reduce_add_sync(0xFFFFFFFFu, c);
  if ((threadIdx.x & 31) == 0 && c) atomicAdd(total, (u64)c);
}

__global__ void tc_ser(const int *rowptr, const int *col, int n, u64 *total) {
  int u = blockIdx.x * blockDim.x + threadIdx.x;
  if (u < n) {
    const int *adj = col + rowptr[u];
    int deg = rowptr[u + 1] - rowptr[u];
    for (int i = 0; i < deg; i++) {
      int v = adj[i];
      unsigned c = intersect(adj, deg, col + rowptr[v], rowptr[v + 1] - rowptr[v]);
      if (c) atomicAdd(total, (u64)c);
    }
  }
}

// A record: the child's arguments as tc_child takes them (DPOpt's records
// hold the launch's arguments).
struct Record {
  const int *adj;
  const int *rowptr;
  const int *col;
  u64 *total;
  int deg;
};

struct Pool {
  Record *rec;
  long *first;   // first item of each record
  u64 *counter;  // records << 40 | items
  unsigned *ticket;
  int capacity;
};

// The child's thread i, as the serial or dense run executes it.
__device__ __forceinline__ unsigned child_item(const Record &r, int i) {
  int v = r.adj[i];
  return intersect(r.adj, r.deg, r.col + r.rowptr[v], r.rowptr[v + 1] - r.rowptr[v]);
}

constexpr int kRecShift = 40;

__global__ void tc_collect(const int *rowptr, const int *col, int n, u64 *total, Pool p, int T) {
  int u = blockIdx.x * blockDim.x + threadIdx.x;
  int deg = 0, beg = 0;
  if (u < n) {
    beg = rowptr[u];
    deg = rowptr[u + 1] - beg;
  }
  bool keep = deg >= T && deg > 0;
  // The warp's reservation: the lanes' item counts' prefix, one atomic.
  unsigned lane = threadIdx.x & 31, full = 0xFFFFFFFFu;
  unsigned mask = __ballot_sync(full, keep);
  if (mask) {
    int items = keep ? deg : 0, incl = items;
    for (int d = 1; d < 32; d <<= 1) {
      int o = __shfl_up_sync(full, incl, d);
      if (lane >= (unsigned)d) incl += o;
    }
    int sum = __shfl_sync(full, incl, 31);
    int leader = __ffs(mask) - 1;
    u64 old = 0;
    if ((int)lane == leader) old = atomicAdd(p.counter, ((u64)__popc(mask) << kRecShift) | (u64)sum);
    old = __shfl_sync(full, old, leader);
    if (keep) {
      long r = (long)(old >> kRecShift) + __popc(mask & ((1u << lane) - 1));
      long first = (long)(old & ((1ull << kRecShift) - 1)) + incl - items;
      if (r < p.capacity) {
        p.rec[r] = Record{col + beg, rowptr, col, total, deg};
        p.first[r] = first;
      } else {
        keep = false; // full: run it here
      }
    }
  }
  if (!keep && deg > 0) {
    Record r{col + beg, rowptr, col, total, deg};
    for (int i = 0; i < deg; i++) {
      unsigned c = child_item(r, i);
      if (c) atomicAdd(total, (u64)c);
    }
  }
}

// Largest r with first[r] <= key (first[0] = 0).
__device__ __forceinline__ int find(const long *first, int n, long key) {
  int lo = 0, hi = n;
  while (hi - lo > 1) {
    int mid = (lo + hi) / 2;
    if (first[mid] <= key) lo = mid;
    else hi = mid;
  }
  return lo;
}

__global__ void tc_drain(Pool p) {
  __shared__ u64 seen;
  if (threadIdx.x == 0) seen = *(volatile u64 *)p.counter;
  __syncthreads();
  int nrec = (int)min((u64)p.capacity, seen >> kRecShift);
  // Items of records past the capacity ran in their parents.
  long items = nrec == 0 ? 0 : nrec < (int)(seen >> kRecShift) ? p.first[nrec - 1] + p.rec[nrec - 1].deg
                                                               : (long)(seen & ((1ull << kRecShift) - 1));
  long stride = (long)gridDim.x * blockDim.x;
  long warpBase = (long)blockIdx.x * blockDim.x + (threadIdx.x & ~31u);
  for (; warpBase < items; warpBase += stride) {
    long key = warpBase + (threadIdx.x & 31);
    unsigned c = 0;
    if (key < items) {
      int r = find(p.first, nrec, key);
      Record rec = p.rec[r];
      c = child_item(rec, (int)(key - p.first[r]));
    }
    c = __reduce_add_sync(0xFFFFFFFFu, c);
    if ((threadIdx.x & 31) == 0 && c) atomicAdd(p.rec[0].total, (u64)c);
  }
  // The last block out clears the counter for the next launch.
  __syncthreads();
  if (threadIdx.x == 0) {
    __threadfence();
    if (atomicAdd(p.ticket, 1u) == gridDim.x - 1) {
      *p.counter = 0;
      *p.ticket = 0;
      __threadfence();
    }
  }
}

// The same, but each warp takes the next 32 items from a shared counter
// (dynamic balance over a fixed grid).
__global__ void tc_drain_dyn(Pool p, u64 *work) {
  __shared__ u64 seen;
  if (threadIdx.x == 0) seen = *(volatile u64 *)p.counter;
  __syncthreads();
  int nrec = (int)(seen >> kRecShift);
  long items = (long)(seen & ((1ull << kRecShift) - 1));
  unsigned lane = threadIdx.x & 31;
  for (;;) {
    long base = 0;
    if (lane == 0) base = (long)atomicAdd(work, 32ull);
    base = __shfl_sync(0xFFFFFFFFu, base, 0);
    if (base >= items) break;
    long key = base + lane;
    unsigned c = 0;
    if (key < items) {
      int r = find(p.first, nrec, key);
      Record rec = p.rec[r];
      c = child_item(rec, (int)(key - p.first[r]));
    }
    c = __reduce_add_sync(0xFFFFFFFFu, c);
    if (lane == 0 && c) atomicAdd(p.rec[0].total, (u64)c);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    __threadfence();
    if (atomicAdd(p.ticket, 1u) == gridDim.x - 1) {
      *p.counter = 0;
      *work = 0;
      *p.ticket = 0;
      __threadfence();
    }
  }
}

// A thread per item over a grid of exactly the items (as a launch from the
// device, after the parent, could size it).
__global__ void tc_drain_exact(Pool p, long items) {
  long key = (long)blockIdx.x * blockDim.x + threadIdx.x;
  int nrec = (int)(*(volatile u64 *)p.counter >> kRecShift);
  unsigned c = 0;
  if (key < items) {
    int r = find(p.first, nrec, key);
    Record rec = p.rec[r];
    c = child_item(rec, (int)(key - p.first[r]));
  }
  c = __reduce_add_sync(0xFFFFFFFFu, c);
  if ((threadIdx.x & 31) == 0 && c) atomicAdd(p.rec[0].total, (u64)c);
  if (threadIdx.x == 0) {
    __threadfence();
    if (atomicAdd(p.ticket, 1u) == gridDim.x - 1) {
      *p.counter = 0;
      *p.ticket = 0;
      __threadfence();
    }
  }
}

template <class F> std::vector<double> timeIt(F launch, int reps) {
  GpuTimer t;
  std::vector<double> ms;
  for (int rep = 0; rep < reps; rep++) {
    t.start();
    launch();
    CUDA_CHECK_LAUNCH();
    t.stop();
    ms.push_back(t.ms());
  }
  return ms;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: tc_flatten DATA_DIR DATASET...\n");
    return 2;
  }
  int sms = 0;
  CUDA_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  printf("dataset,variant,median_ms,min_ms,max_ms,records,ok\n");
  int bad = 0;
  for (int a = 2; a < argc; a++) {
    Graph g = load_graph(argv[a], argv[1]);
    Oriented o = orient_by_degree(g);
    u64 ref = tc_reference(o);
    DevBuf<int> rowptr, col, src;
    rowptr.upload(o.rowptr);
    col.upload(o.col);
    src.upload(o.src);
    DevBuf<u64> total(1), counter(1), work(1);
    CUDA_CHECK(cudaMemset(work, 0, sizeof(u64)));
    DevBuf<unsigned> ticket(1);
    CUDA_CHECK(cudaMemset(counter, 0, sizeof(u64)));
    CUDA_CHECK(cudaMemset(ticket, 0, sizeof(unsigned)));
    const int n = o.n;
    const long m = (long)o.col.size();
    const int cap = n; // a record per parent thread at most
    DevBuf<Record> rec(cap);
    DevBuf<long> first(cap);
    Pool pool{rec, first, counter, ticket, cap};

    struct Variant {
      std::string name;
      std::function<void()> launch;
    };
    std::vector<Variant> vs;
    vs.push_back({"flat", [&] { tc_edges<<<(unsigned)((m + 255) / 256), 256>>>(rowptr, col, src, m, total); }});
    vs.push_back({"ser", [&] { tc_ser<<<(n + 255) / 256, 256>>>(rowptr, col, n, total); }});
    for (int T : {1, 2, 4, 8, 16}) {
      long itemsT = 0;
      for (int u = 0; u < n; u++) {
        int d = o.rowptr[u + 1] - o.rowptr[u];
        if (d >= T && d > 0) itemsT += d;
      }
      if (itemsT == 0)
        continue; // nothing reaches T (the road graph at 8 and 16)
      vs.push_back({"exact_T" + std::to_string(T), [&, T, itemsT] {
                      tc_collect<<<(n + 255) / 256, 256>>>(rowptr, col, n, total, pool, T);
                      tc_drain_exact<<<(unsigned)((itemsT + 255) / 256), 256>>>(pool, itemsT);
                    }});
      vs.push_back({"dyn_T" + std::to_string(T) + "_g8", [&, T] {
                      tc_collect<<<(n + 255) / 256, 256>>>(rowptr, col, n, total, pool, T);
                      tc_drain_dyn<<<(unsigned)(sms * 8), 256>>>(pool, work);
                    }});
      for (int per : {8}) {
        unsigned grid = (unsigned)(sms * per);
        vs.push_back({"collect_T" + std::to_string(T) + "_g" + std::to_string(per), [&, T, grid] {
                        tc_collect<<<(n + 255) / 256, 256>>>(rowptr, col, n, total, pool, T);
                        tc_drain<<<grid, 256>>>(pool);
                      }});
      }
    }
    std::map<std::string, std::vector<double>> times;
    for (int pass = 0; pass < 4; pass++) {
      for (size_t k = 0; k < vs.size(); k++) {
        const Variant &v = vs[pass % 2 ? vs.size() - 1 - k : k];
        auto one = [&] {
          CUDA_CHECK(cudaMemsetAsync(total, 0, sizeof(u64)));
          v.launch();
        };
        timeIt(one, 3); // warm-up
        std::vector<double> t = timeIt(one, 5);
        u64 got = total.download()[0];
        if (got != ref) {
          bad++;
          printf("%s,%s,WRONG %llu want %llu\n", argv[a], v.name.c_str(), got, ref);
        }
        auto &all = times[v.name];
        all.insert(all.end(), t.begin(), t.end());
      }
    }
    for (const Variant &v : vs) {
      auto &t = times[v.name];
      printf("%s,%s,%.4f,%.4f,%.4f,,%s\n", argv[a], v.name.c_str(), median(t), *std::min_element(t.begin(), t.end()),
             *std::max_element(t.begin(), t.end()), "ok");
    }
    fflush(stdout);
  }
  return bad != 0;
}
