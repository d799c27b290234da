// The host runtime's sizing of team-version launches (runtime/team_policy.h),
// without a GPU: the team size from the grid's size, the children's mean
// size and DPOPT_TEAM; the split of blocks from the 1024-thread limit,
// the version's own limit, what may be split, and the occupancy.
#include "../../runtime/team_policy.h"

#include <cstdio>

using dpopt_runtime::chooseTeam;
using dpopt_runtime::TeamBounds;

static int Failures = 0;

// Threads an SM holds of a version with Regs registers a thread, in blocks
// of Threads (H100/H200: 64K registers, 2048 threads and 32 blocks an SM;
// registers allocated per warp in units of 256).
static unsigned resident(unsigned Regs, unsigned Threads) {
  unsigned Warps = (Threads + 31) / 32;
  unsigned PerWarp = (Regs * 32 + 255) / 256 * 256;
  unsigned ByRegs = 65536 / (PerWarp * Warps);
  unsigned ByThreads = 2048 / (Warps * 32);
  unsigned Blocks = ByRegs < ByThreads ? ByRegs : ByThreads;
  if (Blocks > 32)
    Blocks = 32;
  return Blocks * Threads;
}

static void expect(const char *What, unsigned GridX, unsigned BlockX,
                   unsigned BlockY, const TeamBounds &B, unsigned Regs,
                   unsigned WantTeam, unsigned WantSplit) {
  unsigned Split = 0;
  unsigned Team = chooseTeam(
      GridX, 1, 1, BlockX, BlockY, 1, B,
      [&](unsigned Threads) { return resident(Regs, Threads); }, Split);
  if (Team != WantTeam || (WantTeam && Split != WantSplit)) {
    ++Failures;
    std::printf("FAIL %s: team %u split %u, want team %u split %u\n", What,
                Team, Split, WantTeam, WantSplit);
  }
}

int main() {
  TeamBounds H200; // 132 SMs of 2048 threads
  H200.MaxBlock = 1024;
  H200.MaxSplit = 32;
  H200.DeviceThreads = 132ull * 2048;

  // BT t2048c64: 20,000 lines in blocks of 64. Teams of 32 (2.4 waves);
  // 38 registers (40 allocated): one block of 1024 an SM (32 warps), three
  // of 512 (48), 25 of 64 (50 warps): split in 32.
  expect("BT, no mean yet", 313, 64, 1, H200, 38, 32, 32);
  TeamBounds BT = H200;
  BT.MeanChild = 94;
  expect("BT, children of 94", 313, 64, 1, BT, 38, 32, 32);
  // 32 registers: two blocks of 1024 fill an SM; no reason to split more.
  expect("BT at 32 registers", 313, 64, 1, BT, 32, 32, 2);

  // SP rand3: 10,000 variables in blocks of 256, children of 12.6: teams of
  // 8, blocks of 2048 lanes split (at least in two; 64 lanes hold the most).
  TeamBounds SP = H200;
  SP.MeanChild = 12;
  expect("SP rand3", 40, 256, 1, SP, 38, 8, 32);
  expect("SP rand3 at 24 registers", 40, 256, 1, SP, 24, 8, 2);
  // Children of 2 (road-graph BFS): teams of 2.
  TeamBounds Road = H200;
  Road.MeanChild = 2;
  expect("children of 2", 100, 128, 1, Road, 32, 2, 1);
  Road.MeanChild = 1;
  expect("children of 1 still pair", 100, 128, 1, Road, 32, 2, 1);

  // An eighth of the GPU (33,792 threads) gets teams; one block more not.
  expect("an eighth of the GPU", 528, 64, 1, H200, 32, 32, 2);
  expect("grid too big", 529, 64, 1, H200, 32, 0, 0);

  // A kernel whose blocks stay whole: blocks of 64 get teams of 16 at most,
  // blocks of 1024 none.
  TeamBounds Whole = H200;
  Whole.MaxSplit = 1;
  expect("whole blocks of 64", 100, 64, 1, Whole, 32, 16, 1);
  expect("whole blocks of 1024", 4, 1024, 1, Whole, 32, 0, 0);
  // Split: blocks of 1024 get teams of 32 in 32 pieces.
  expect("blocks of 1024 split", 4, 1024, 1, H200, 32, 32, 32);
  // blockDim.x 48: at least two pieces for teams of 32 (1536 lanes); 16
  // pieces of 96 lanes hold 2016 threads an SM, two of 768 only 1536.
  expect("blocks of 48", 63, 48, 1, H200, 32, 32, 16);
  // blockDim.x 24 (768 lanes: no split needed): powers of two dividing it
  // go up to 8 (96 lanes, 2016 threads an SM).
  expect("blocks of 24", 100, 24, 1, H200, 32, 32, 8);
  // Blocks of 6 cannot be split into more than 2.
  expect("blocks of 6", 100, 6, 1, H200, 32, 32, 2);
  // A 2-D block of 16 x 4: teams of 32 in blocks of 2048 -> split in two.
  expect("16 x 4 block", 100, 16, 4, H200, 32, 32, 2);
  // The version's own limit (MAX_THREADS_PER_BLOCK 512): split further.
  TeamBounds Small = H200;
  Small.MaxBlock = 512;
  expect("version limit 512", 313, 64, 1, Small, 32, 32, 4);

  // DPOPT_TEAM=N: that size whatever the grid, if a block of it can run.
  TeamBounds Fixed = H200;
  Fixed.Fixed = 32;
  expect("DPOPT_TEAM=32, big grid", 100000, 64, 1, Fixed, 38, 32, 32);
  // gridDim.x may not reach 2^31 once split.
  expect("DPOPT_TEAM=32, 2^30 blocks", 0x40000000u, 64, 1, Fixed, 38, 0, 0);
  Fixed.Fixed = 16;
  expect("DPOPT_TEAM=16, 2^30 blocks", 0x40000000u, 64, 1, Fixed, 38, 16, 1);
  Fixed.Fixed = 1;
  expect("DPOPT_TEAM=1", 10, 64, 1, Fixed, 38, 0, 0);
  Fixed.MaxSplit = 1;
  Fixed.Fixed = 32;
  expect("DPOPT_TEAM=32, whole blocks of 64", 10, 64, 1, Fixed, 38, 0, 0);

  if (Failures) {
    std::printf("FAIL team_policy: %d\n", Failures);
    return 1;
  }
  std::printf("PASS team_policy\n");
  return 0;
}
