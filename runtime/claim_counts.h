//===- claim_counts.h - When recent-block counts halve ----------*- C++ -*-===//
//
// The device runtime (libdpagg.cu) counts, per child, the recent parent
// blocks and those of them that launched (Desc::BlockClaims and BlockJoins,
// see blocksRarelyLaunch there); both halve once every ClaimWindow blocks, so
// that they follow the recent past. Plain arithmetic on the values that the
// claiming blocks' atomic adds return, so that
// test/runtime/claim_counts_test.cpp checks the rule under interleaved adds
// without a GPU.
//
//===----------------------------------------------------------------------===//

#ifndef DPAGG_CLAIM_COUNTS_H
#define DPAGG_CLAIM_COUNTS_H

namespace dpopt_runtime {

/// The blocks counted before the counts halve.
constexpr unsigned ClaimWindow = 4096;
/// What a halving takes off the block count: half the window.
constexpr unsigned ClaimCountsCut = ClaimWindow / 2;

/// Whether the claiming block whose atomic add made the block count
/// \p Blocks halves the counts (takes ClaimCountsCut off the blocks, halves
/// the launches): the add that reached the window, or a further multiple of
/// the cut (where other adds came first, before a cut landed). The values
/// the adds return are distinct, so one block a crossing halves, and an
/// atomic subtraction loses none of the adds made meanwhile. (A
/// compare-and-swap of the value read fails under those adds: the count ran
/// on past the window and every claiming block paid a failing one on the
/// child's most contended word.)
constexpr bool halvesClaimCounts(unsigned Blocks) {
  return Blocks >= ClaimWindow && Blocks % ClaimCountsCut == 0;
}

} // namespace dpopt_runtime

#endif // DPAGG_CLAIM_COUNTS_H
