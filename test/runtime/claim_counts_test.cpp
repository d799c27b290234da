// When a child's recent-block counts halve (runtime/claim_counts.h), without
// a GPU: claiming blocks' atomic adds interleaved with the halvings that
// some of them make later, as under contention on the GPU, where a block's
// subtraction lands after other blocks' adds. The block count must keep
// every add (nothing but the cuts takes anything off), stay near the
// window however long a halving is delayed (it is halved once a crossing,
// not once per block past the window), and never wrap below zero.
#include "../../runtime/claim_counts.h"

#include <cstdio>
#include <deque>

using dpopt_runtime::ClaimCountsCut;
using dpopt_runtime::ClaimWindow;
using dpopt_runtime::halvesClaimCounts;

static int Failures = 0;

static void check(bool Ok, const char *What, unsigned long long Detail) {
  if (!Ok) {
    ++Failures;
    std::printf("FAIL %s (%llu)\n", What, Detail);
  }
}

// Adds blocks one at a time; a block whose add's value halves the counts
// subtracts ClaimCountsCut after \p Delay more adds (a pseudo-random delay
// of 0 to Delay when \p Random).
static void run(const char *Name, unsigned Adds, unsigned Delay, bool Random) {
  unsigned Count = 0;
  unsigned long long Cuts = 0;
  unsigned Highest = 0, LowestAfterCut = ~0u;
  std::deque<unsigned> Pending; // the add number at which each cut lands
  unsigned Seed = 12345;
  for (unsigned I = 1; I <= Adds; ++I) {
    unsigned Value = ++Count;
    if (halvesClaimCounts(Value)) {
      Seed = Seed * 1103515245u + 12345u;
      unsigned Wait = Random ? (Seed >> 8) % (Delay + 1) : Delay;
      // Kept in landing order (a later cut may land first).
      auto It = Pending.begin();
      while (It != Pending.end() && *It <= I + Wait)
        ++It;
      Pending.insert(It, I + Wait);
    }
    while (!Pending.empty() && Pending.front() <= I) {
      Pending.pop_front();
      check(Count >= ClaimCountsCut, "a cut would wrap the count", Count);
      Count -= ClaimCountsCut;
      ++Cuts;
      if (Count < LowestAfterCut)
        LowestAfterCut = Count;
    }
    if (Count > Highest)
      Highest = Count;
  }
  unsigned long long Landed = Cuts * ClaimCountsCut;
  check(Landed + Count == Adds, "an add was lost", Landed + Count);
  check(Highest <= ClaimWindow + Delay, "the count ran past the window",
        Highest);
  // One cut per ClaimCountsCut adds once past the window (those pending
  // included).
  unsigned long long Expected = (Adds - ClaimCountsCut) / ClaimCountsCut;
  unsigned long long Made = Cuts + Pending.size();
  check(Made + 1 >= Expected && Made <= Expected + 1, "cuts made", Made);
  if (Delay < ClaimCountsCut)
    check(LowestAfterCut >= ClaimCountsCut, "a cut went below half the window",
          LowestAfterCut);
  std::printf("%s: %u adds, %llu cuts, count %u (highest %u)\n", Name, Adds,
              Cuts, Count, Highest);
}

int main() {
  // The window's first add halves, and one every cut's worth after.
  check(!halvesClaimCounts(ClaimWindow - 1), "below the window", 0);
  check(halvesClaimCounts(ClaimWindow), "at the window", 0);
  check(!halvesClaimCounts(ClaimWindow + 1), "just past the window", 0);
  check(halvesClaimCounts(ClaimWindow + ClaimCountsCut), "a cut further", 0);
  run("in order", 1000000, 0, false);
  run("each cut 1000 adds late", 1000000, 1000, false);
  run("cuts up to 2000 adds late", 1000000, 2000, true);
  // A halving block that waits longer than a cut's worth of adds: more
  // blocks halve meanwhile, so the count still comes back.
  run("each cut 10000 adds late", 1000000, 10000, false);
  run("cuts up to 50000 adds late", 1000000, 50000, true);
  if (Failures) {
    std::printf("%d failure(s)\n", Failures);
    return 1;
  }
  std::printf("claim counts: all checks passed\n");
  return 0;
}
