//===- record_search.h - An aggregated block's search for its record ------===//
//
// Each block of an aggregated kernel finds its record: the last one whose
// first block is at most the block's key (the chunk's first blocks rise;
// record 0 starts at block 0). The warp's lanes search together, the key
// being the same in all of them: in a round, lane r reads the first block of
// record At + r * Step, and a ballot counts the lanes whose record starts at
// most at the key (they come first). The first round reads the lanes'
// window around the record guessed from the mean blocks a record; each
// later one splits the range left into lanes + 1 parts.
//
// The runtime's __dpagg_find_record (libdpagg.cu) runs these functions; the
// inline lookup (passes/BlockHooks.cpp) writes the same arithmetic as IR.
// Plain arithmetic, so that test/runtime/record_search_test.cpp checks it
// for every lane count without a GPU.
//
//===----------------------------------------------------------------------===//

#ifndef DPAGG_RECORD_SEARCH_H
#define DPAGG_RECORD_SEARCH_H

namespace dpopt_runtime {

/// The search's state: the record is in [Lo, Hi); the round's lanes read
/// the records At, At + Step, ...
struct RecordSearch {
  unsigned Lo, Hi, At, Step;
};

constexpr unsigned minOf(unsigned A, unsigned B) { return A < B ? A : B; }

/// The first round for the block whose key is \p Key, over \p N records of
/// \p Blocks blocks in all, for \p Lanes lanes: the lanes' window centred on
/// the record guessed from the mean blocks a record (exact when every record
/// has as many), within [0, N).
constexpr RecordSearch firstSearchRound(unsigned long long Key, unsigned N,
                                        unsigned long long Blocks,
                                        unsigned Lanes) {
  unsigned long long Even = Key * N / (Blocks > 1 ? Blocks : 1);
  unsigned Guess = (unsigned)(Even < N - 1 ? Even : N - 1);
  unsigned Half = (Lanes - 1) / 2;
  unsigned Centred = (Guess > Half ? Guess : Half) - Half;
  unsigned Room = N > Lanes ? N - Lanes : 0u;
  return {0, N, Centred < Room ? Centred : Room, 1};
}

/// The range after a round in which \p Count of the \p Lanes lanes read a
/// record that starts at most at the key: the last of them bounds it below,
/// the first of the others above (with none, Hi does).
constexpr RecordSearch narrowSearch(RecordSearch S, unsigned Count,
                                    unsigned Lanes) {
  return {Count ? S.At + (Count - 1) * S.Step : S.Lo,
          Count < Lanes ? minOf(S.At + Count * S.Step, S.Hi) : S.Hi, S.At,
          S.Step};
}

/// The next round, while more than one record is left: its lanes split the
/// range into Lanes + 1 parts.
constexpr RecordSearch nextSearchRound(RecordSearch S, unsigned Lanes) {
  unsigned Step = (S.Hi - S.Lo + Lanes) / (Lanes + 1);
  return {S.Lo, S.Hi, S.Lo + Step, Step};
}

/// Whether the search is over (its record: Lo).
constexpr bool searchDone(const RecordSearch &S) { return S.Hi - S.Lo <= 1; }

} // namespace dpopt_runtime

#endif // DPAGG_RECORD_SEARCH_H
