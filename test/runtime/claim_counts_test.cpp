// When a child's recent-block counts halve (runtime/claim_counts.h), without
// a GPU: blocks' atomic adds to the block count, of which only the claiming
// blocks' are read (those of blocks without a cell are fire-and-forget),
// interleaved with the halvings some of them trigger, each landing some adds
// later, as under contention on the GPU. The count must come back below the
// window however the halvings land (once a crossing, not once per block
// past the window), and halve once per half a window of adds where nothing
// interferes.
#include "../../runtime/claim_counts.h"

#include <cstdio>
#include <deque>

using dpopt_runtime::ClaimsAfterHalving;
using dpopt_runtime::ClaimWindow;
using dpopt_runtime::halvesClaimCounts;

static int Failures = 0;

static void check(bool Ok, const char *What, unsigned long long Detail) {
  if (!Ok) {
    ++Failures;
    std::printf("FAIL %s (%llu)\n", What, Detail);
  }
}

struct Outcome {
  unsigned long long Halvings = 0;
  unsigned Highest = 0;
};

// \p Adds blocks add 1 each; every \p UnreadEvery-th add (0: none) is a
// block without a cell, whose add nobody reads. A read add whose value
// halves the counts sets them to ClaimsAfterHalving \p Delay adds later (a
// pseudo-random delay of 0 to Delay when \p Random).
static Outcome run(const char *Name, unsigned Adds, unsigned Delay, bool Random,
                   unsigned UnreadEvery) {
  Outcome O;
  unsigned Count = 0;
  std::deque<unsigned> Landings; // add numbers, in order
  unsigned Seed = 12345;
  for (unsigned I = 1; I <= Adds; ++I) {
    unsigned Value = ++Count;
    bool Read = !UnreadEvery || I % UnreadEvery != 0;
    if (Read && halvesClaimCounts(Value)) {
      Seed = Seed * 1103515245u + 12345u;
      unsigned Wait = Random ? (Seed >> 8) % (Delay + 1) : Delay;
      auto It = Landings.begin();
      while (It != Landings.end() && *It <= I + Wait)
        ++It;
      Landings.insert(It, I + Wait);
      ++O.Halvings;
    }
    while (!Landings.empty() && Landings.front() <= I) {
      Landings.pop_front();
      Count = ClaimsAfterHalving;
    }
    if (Count > O.Highest)
      O.Highest = Count;
  }
  // Past the window by at most the adds a halving waits, and, where adds
  // nobody reads step over the window's multiples, a few halves of it more.
  unsigned Slack = UnreadEvery ? 4 * ClaimsAfterHalving : 0;
  check(O.Highest <= ClaimWindow + Delay + Slack,
        "the count ran past the window", O.Highest);
  // At most one halving per half a window of adds (not one per block past
  // the window), and at least one per window and delay.
  check(O.Halvings <= Adds / ClaimsAfterHalving, "too many halvings",
        O.Halvings);
  check(O.Halvings >= Adds / (ClaimWindow + Delay + Slack), "too few halvings",
        O.Halvings);
  std::printf("%s: %u adds, %llu halvings, highest count %u\n", Name, Adds,
              O.Halvings, O.Highest);
  return O;
}

int main() {
  check(!halvesClaimCounts(ClaimWindow - 1), "below the window", 0);
  check(halvesClaimCounts(ClaimWindow), "at the window", 0);
  check(!halvesClaimCounts(ClaimWindow + 1), "just past the window", 0);
  check(halvesClaimCounts(ClaimWindow + ClaimsAfterHalving),
        "half a window further", 0);
  // Alone: the window's add halves, and then every half window's.
  Outcome Alone = run("in order", 1000000, 0, false, 0);
  check(Alone.Halvings == 1000000 / ClaimsAfterHalving - 1,
        "one halving per half window", Alone.Halvings);
  check(Alone.Highest == ClaimWindow - 1, "below the window", Alone.Highest);
  run("each halving 1000 adds late", 1000000, 1000, false, 0);
  run("halvings up to 2000 adds late", 1000000, 2000, true, 0);
  // A halving that lands later than half a window of adds: the count has
  // passed a further multiple by then, whose add halves too.
  run("each halving 10000 adds late", 1000000, 10000, false, 0);
  run("halvings up to 50000 adds late", 1000000, 50000, true, 0);
  // Every third add is a block without a cell: the window's multiples it
  // reaches halve nothing, the next read one does.
  run("every third add unread", 1000000, 0, false, 3);
  run("every third add unread, halvings up to 2000 adds late", 1000000, 2000,
      true, 3);
  if (Failures) {
    std::printf("%d failure(s)\n", Failures);
    return 1;
  }
  std::printf("claim counts: all checks passed\n");
  return 0;
}
