// An aggregated block's search for its record (runtime/record_search.h),
// without a GPU: a warp of every lane count from 1 to 32 searches chunks of
// 1 to 5,000 records of equal, uneven and very uneven block counts (some of
// none), for every block's key. Each search must end at the last record
// whose first block is at most the key, the lanes that read such a record
// must come first in every round (the ballot's count relies on it), and no
// search may take more rounds than the window and the (lanes + 1)-way
// splits of the records need.
#include "../../runtime/record_search.h"

#include <algorithm>
#include <cstdio>
#include <random>
#include <vector>

using namespace dpopt_runtime;

static int Failures = 0;
static unsigned long long Searches = 0;

static void fail(const char *What, unsigned Lanes, unsigned N,
                 unsigned long long Key) {
  if (++Failures <= 20)
    std::printf("FAIL %s (lanes %u, records %u, key %llu)\n", What, Lanes, N,
                Key);
}

/// Rounds after the window: each leaves at most ceil(range / (lanes + 1)).
static unsigned splitRounds(unsigned Range, unsigned Lanes) {
  unsigned Rounds = 0;
  while (Range > 1) {
    Range = (Range + Lanes) / (Lanes + 1);
    ++Rounds;
  }
  return Rounds;
}

/// Every key of the chunk whose records have \p Blocks blocks each.
static void searchAll(const std::vector<unsigned> &Blocks, unsigned Lanes) {
  unsigned N = (unsigned)Blocks.size();
  std::vector<unsigned long long> First(N);
  unsigned long long Total = 0;
  for (unsigned I = 0; I != N; ++I) {
    First[I] = Total;
    Total += Blocks[I];
  }
  unsigned MaxRounds = 1 + splitRounds(N, Lanes);
  for (unsigned long long Key = 0; Key < Total; ++Key) {
    ++Searches;
    unsigned Want =
        (unsigned)(std::upper_bound(First.begin(), First.end(), Key) -
                   First.begin()) -
        1;
    RecordSearch S = firstSearchRound(Key, N, Total, Lanes);
    for (unsigned Round = 1;; ++Round) {
      unsigned Count = 0;
      bool Prefix = true;
      for (unsigned R = 0; R != Lanes; ++R) {
        unsigned Mine = S.At + R * S.Step;
        bool Below = Mine < S.Hi && First[std::min(Mine, N - 1)] <= Key;
        if (Below && Count != R)
          Prefix = false;
        Count += Below;
      }
      if (!Prefix)
        fail("lanes below the key not first", Lanes, N, Key);
      S = narrowSearch(S, Count, Lanes);
      if (searchDone(S)) {
        if (S.Lo != Want)
          fail("wrong record", Lanes, N, Key);
        break;
      }
      if (Round >= MaxRounds || S.Lo >= S.Hi) {
        fail("too many rounds", Lanes, N, Key);
        break;
      }
      S = nextSearchRound(S, Lanes);
    }
  }
}

int main() {
  std::mt19937 Rng(19);
  auto Uniform = [&](unsigned Lo, unsigned Hi) {
    return std::uniform_int_distribution<unsigned>(Lo, Hi)(Rng);
  };
  const unsigned Sizes[] = {1, 2, 3, 5, 31, 32, 33, 64, 100, 257, 1000, 5000};
  for (unsigned Lanes = 1; Lanes <= 32; ++Lanes)
    for (unsigned N : Sizes) {
      if (N > 1000 && Lanes % 8 != 1 && Lanes != 32)
        continue; // the largest chunks at a few lane counts
      std::vector<unsigned> Blocks(N);
      // one child shape, as recursions mostly launch
      std::fill(Blocks.begin(), Blocks.end(), 3u);
      searchAll(Blocks, Lanes);
      // TD's records: 2 to 4 blocks each
      for (unsigned &B : Blocks)
        B = Uniform(2, 4);
      searchAll(Blocks, Lanes);
      // very uneven, some records without blocks (a first block repeated)
      for (unsigned &B : Blocks)
        B = Uniform(0, 9) == 0 ? 0 : Uniform(1, 40);
      Blocks[0] = std::max(Blocks[0], 1u);
      searchAll(Blocks, Lanes);
    }
  std::printf("record search: %llu searches, %d failures\n", Searches,
              Failures);
  return Failures ? 1 : 0;
}
