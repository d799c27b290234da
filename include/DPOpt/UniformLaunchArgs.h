//===- UniformLaunchArgs.h - Arguments all records of a launch share -*- C++
//-*-===//
//
// The records of one aggregated launch come from one group of parent threads
// (a warp, a block, blocks of one grid, a grid), all threads of one grid.
// An argument that every such group passes with one value can be a kernel
// parameter of the aggregated launch: the aggregated kernel then reads it
// from the constant bank, as the child does, where an argument read from
// the records lives in a register from the block's start to its end
// (recursive Mandelbrot: 58 registers against the child's 30).
//
// Aggregation passes the uniform pointers so (Aggregation.cpp says why not
// the others).
//
// The child's parameter i is uniform when every launch site of the child
// that DPOpt can transform is in a kernel, and
//   - a site in the child itself passes its own parameter i (the pass-through
//     of a recursion: img, the image geometry), and
//   - the sites in at most one other kernel F pass one and the same
//     parameter j of F, or one field of F's by-value parameter j (read only),
//     where j is uniform for F, or F is never launched from the device; and
//     the child does not launch F (a mutual recursion would mix the records
//     of the child's own sites with those of F's).
// By induction over the launch tree every group then passes one value: an
// F grid's threads share F's parameters, the copies of the child that
// thresholding runs serially in its threads pass on what they were given,
// and the aggregated grid made from a group has that group's value. The
// largest such sets are found by iterating from "all uniform" down.
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_UNIFORMLAUNCHARGS_H
#define DPOPT_UNIFORMLAUNCHARGS_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallBitVector.h"

namespace llvm {
class Argument;
class Function;
} // namespace llvm

namespace dpopt {

class LaunchSiteInfo;

/// Per child kernel with transformable launch sites: its uniform parameters.
using UniformLaunchArgs =
    llvm::DenseMap<const llvm::Function *, llvm::SmallBitVector>;

UniformLaunchArgs computeUniformLaunchArgs(const LaunchSiteInfo &Info);

/// Whether the memory the pointer parameter \p Param points to is only read,
/// by its function and the functions it passes it to (so a by-value
/// parameter keeps the value the launch gave it). \p Cache keeps the answers
/// for parameters of called functions.
bool isReadOnlyParam(const llvm::Argument &Param,
                     llvm::DenseMap<const llvm::Argument *, bool> &Cache);

} // namespace dpopt

#endif // DPOPT_UNIFORMLAUNCHARGS_H
