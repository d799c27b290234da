//===- BlockHooks.h - Aggregated blocks' record hooks, inline ---*- C++ -*-===//
//
// Each block of an aggregated kernel (child.dpopt.agg, ChildVersions.h)
// starts by finding the record it works for (__dpagg_find_record) and each
// of its threads ends by releasing it (__dpagg_done; where the block's
// threads meet at the kernel's exit, its first thread releases it for all of
// them there instead, __dpagg_done_block: Aggregation.h). As calls into the
// separately compiled runtime they cost what ABI calls cost: every thread
// saves and restores the callee-saved registers the runtime functions use
// (32 and 44 bytes of local memory a thread, through L1), and nvlink gives
// the kernel the registers of the largest function it calls (TC's
// aggregated child: 38 registers, its own code 28).
//
// This pass writes the two calls as inline code, the runtime's own
// algorithm, from the chunk layout of dpagg_abi.h:
//   - the lookup: the block's key (the chunk's first block plus blockIdx.x)
//     among the records' first blocks, searched by the warp's lanes
//     together, a first block a lane a round: first the window around the
//     record guessed from the mean blocks a record, then rounds that split
//     the range left into the lanes + 1 parts;
//   - the release: the warp's lanes meet at a __syncwarp (their reads of
//     the record come first), the first active lane adds the active lanes to
//     the chunk's count of finished threads (a release at GPU scope), and
//     the lane whose add completes the count calls __dpagg_free_chunk (once
//     per chunk).
// The runtime keeps both functions for IR that calls them (an opt pipeline
// that ends before this pass; the runtime's diagnosis build times them).
//
// It runs at the end of the optimization pipeline, after the passes that
// take the record's fields as the same in every lane of a warp
// (sameInWarp's FindRecordName: UniformShuffles.h, WarpAtomics.h), at every
// level, in every device module.
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_BLOCKHOOKS_H
#define DPOPT_BLOCKHOOKS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/IR/PassManager.h"

namespace dpopt {

/// The runtime's release of a chunk whose every thread is done:
/// void (ptr chunk).
inline constexpr llvm::StringLiteral FreeChunkName = "__dpagg_free_chunk";

/// Whether -dpopt-inline-block-hooks is on (the default).
bool isBlockHooksInliningEnabled();

/// `dpopt-inline-block-hooks`: the rewrite above on every function of a
/// device module.
class BlockHooksInliningPass
    : public llvm::PassInfoMixin<BlockHooksInliningPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
};

} // namespace dpopt

#endif // DPOPT_BLOCKHOOKS_H
