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
/// The block count after a halving: half the window.
constexpr unsigned ClaimsAfterHalving = ClaimWindow / 2;

/// Whether the claiming block whose atomic add made the block count
/// \p Blocks halves the counts (sets the blocks to ClaimsAfterHalving, halves
/// the launches): the add that reached the window, or a further multiple of
/// the cut (where the count ran past the window before a halving landed, or
/// adds that nobody reads, those of blocks without a cell, stepped over
/// it). The values the adds return are distinct, so one block a crossing
/// halves; an exchange cannot wrap the count below zero, as a subtraction
/// racing a reset could, and loses only the adds between the crossing and
/// its landing. (A compare-and-swap of the value read fails under those
/// adds: the count ran on past the window and every claiming block paid a
/// failing one on the child's most contended word.)
constexpr bool halvesClaimCounts(unsigned Blocks) {
  return Blocks >= ClaimWindow && Blocks % ClaimsAfterHalving == 0;
}

} // namespace dpopt_runtime

#endif // DPAGG_CLAIM_COUNTS_H
