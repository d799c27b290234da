//===- team_policy.h - Sizing a team version's host launch ------*- C++ -*-===//
//
// How the host runtime (__dpopt_host_launch, libdpagg.cu) sizes the launch
// of a kernel's team version (TeamVersions.h): the team size t and the
// pieces each block is split into. Host code alone, so that
// test/runtime/team_policy_test.cpp checks it without a GPU.
//
//===----------------------------------------------------------------------===//

#ifndef DPAGG_TEAM_POLICY_H
#define DPAGG_TEAM_POLICY_H

#include "dpagg_abi.h"

namespace dpopt_runtime {

/// Only grids of at most an eighth of the GPU get teams: MST on the road
/// graph (264K parent threads, children of 2 to 4 threads) ran 1.2-1.5x as
/// long in teams of 2, whose lanes cost the parent's code issue slots
/// (bench/results/2026-11-30-h200-team). Widened by up to 32, such a grid
/// is at most four waves of the GPU, which pays: BT t2048c64's team run
/// took 0.030 ms at one wave (t = 8), 0.021 at 1.2 (t = 16) and 0.018 at
/// 2.4 (t = 32), the flat kernel 0.019 (H200,
/// bench/results/2026-11-30-h200-bt-widen; DPOpt's team version with
/// blocks split: 0.028 at t = 16, 0.023 at 32,
/// bench/results/2026-11-30-h200-team-regs).
constexpr unsigned TeamSparse = 8;

/// What a kernel's team version and the GPU allow.
struct TeamBounds {
  /// The version's most threads a block, and the most pieces a block of
  /// the kernel may be split into (1: its blocks stay whole).
  unsigned MaxBlock = 0, MaxSplit = 1;
  /// The threads the GPU holds at once.
  unsigned long long DeviceThreads = 0;
  /// The mean size of the children the version's runs held (0: none known).
  unsigned MeanChild = 0;
  /// DPOPT_TEAM=N: the team size for every grid (0: chosen per launch).
  unsigned Fixed = 0;
};

/// The team size t of a launch of Grid x Block threads (0: the team version
/// does not run), and in \p Split the pieces each block is split into along
/// x. \p Resident(Threads) gives the version's threads an SM holds at once
/// in blocks of Threads.
///
/// Only grids of at most 1/TeamSparse of the GPU get teams. t is a power of
/// two, 2 to MaxTeam, the largest that keeps t within the mean child (lanes
/// past a child's last thread only wait) and a block of teams within 1024
/// threads and MaxBlock once split. Of the splits (powers of two dividing
/// blockDim.x, keeping gridDim.x below 2^31) that fit, the one that leaves
/// the most threads on an SM, the fewest pieces among equals.
template <typename ResidentFn>
unsigned chooseTeam(unsigned GridX, unsigned GridY, unsigned GridZ,
                    unsigned BlockX, unsigned BlockY, unsigned BlockZ,
                    const TeamBounds &Bounds, ResidentFn Resident,
                    unsigned &Split) {
  using Count = unsigned long long;
  Count BlockThreads = (Count)BlockX * BlockY * BlockZ;
  Count Threads = BlockThreads * GridX * (Count)GridY * GridZ;
  auto Splittable = [&](unsigned P) {
    return P <= Bounds.MaxSplit && BlockX % P == 0 &&
           (Count)GridX * P <= 0x7fffffffull;
  };
  // The fewest pieces that make blocks of teams of T the version can run;
  // 0 if none does.
  auto SplitFor = [&](unsigned T) -> unsigned {
    for (unsigned P = 1; Splittable(P); P *= 2)
      if ((Count)BlockX * T / P <= 1024 &&
          BlockThreads * T / P <= Bounds.MaxBlock)
        return P;
    return 0;
  };
  unsigned T;
  if (Bounds.Fixed) {
    T = Bounds.Fixed;
    if (T < 2)
      return 0;
  } else {
    if (Threads * TeamSparse > Bounds.DeviceThreads)
      return 0;
    unsigned Mean = Bounds.MeanChild;
    unsigned Widest = !Mean || Mean > dpagg_abi::MaxTeam ? dpagg_abi::MaxTeam
                      : Mean < 2                         ? 2
                                                         : Mean;
    T = 1;
    while (2 * T <= Widest && SplitFor(2 * T))
      T *= 2;
    if (T < 2)
      return 0;
  }
  unsigned First = SplitFor(T);
  if (!First)
    return 0;
  // A version whose registers allow one block of 1024 threads an SM holds
  // three of 512 (BT's, 38 registers).
  unsigned Best = First;
  unsigned Most = Resident((unsigned)(BlockThreads * T / First));
  for (unsigned P = 2 * First; Splittable(P); P *= 2) {
    unsigned Held = Resident((unsigned)(BlockThreads * T / P));
    if (Held > Most) {
      Best = P;
      Most = Held;
    }
  }
  Split = Best;
  return T;
}

} // namespace dpopt_runtime

#endif // DPAGG_TEAM_POLICY_H
