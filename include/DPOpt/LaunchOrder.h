//===- LaunchOrder.h - A thread's ordered launches --------------*- C++ -*-===//
//
// A default stream (the NULL stream, or the per-thread stream) runs the
// children one thread launches into it in launch order: the second starts
// when the first, and everything it launched, is done. A program may rely
// on it (the second child reads what the first wrote). Aggregation, which
// launches records later and together, and thresholding, which runs a child
// in the parent thread beside a child still running, do not keep that order.
//
// The launch-site analysis therefore marks (LaunchSite::ThreadOrder) each
// default-stream launch of a kernel that its thread can make before or after
// another default-stream launch (the same site again included, on a cycle),
// unless the two children cannot depend on each other: neither writes what
// the other reads or writes, going by what each child's code (its callees'
// included) loads, stores and updates, through which of its parameters or
// which globals, and the values the two launches pass. Updates by one and the
// same commutative atomic operation whose result is unused (atomicAdd,
// atomicMin, atomicOr, ...) do not depend on their order. A call that may
// launch (an indirect call, a function outside the module) counts as a
// launch whose child may do anything.
//
// The paper's assumption stays for launches of different threads: children
// that threads of one block launch into the NULL stream do not depend on each
// other's order. -dpopt-assume-independent-launches makes it for one
// thread's launches as well (the paper's behaviour), for programs whose
// children the analysis cannot tell apart but the programmer can.
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_LAUNCHORDER_H
#define DPOPT_LAUNCHORDER_H

namespace llvm {
class AtomicRMWInst;
class Module;
} // namespace llvm

namespace dpopt {

class LaunchSiteInfo;

/// Metadata on a launch call: the verdict (ThreadOrder, empty for none) on
/// the program as written (pinThreadOrder), kept by the call's clones.
constexpr const char *ThreadOrderMD = "dpopt.thread.order";

/// Whether \p RMW's operation is one whose order with others of its kind
/// does not change what memory ends up holding (its result must be unused
/// as well).
bool isCommutativeOperation(const llvm::AtomicRMWInst &RMW);

/// Sets LaunchSite::ThreadOrder on every site of \p Info as above, or as
/// the call's metadata says.
void markThreadOrderedLaunches(LaunchSiteInfo &Info);

/// Records each launch's verdict in its metadata, before DPOpt transforms
/// the module: every transformation of the run then decides on the verdict
/// for the program as written. DPOpt's versions of a kernel run several of
/// its threads in one (serial loops, coarsened blocks), and put a serial
/// child's launches in the parent thread beside a launch of the same site
/// that a run never makes too; none of that orders launches the program did
/// not order, but the analysis run again on them could not tell.
/// \p Info: the analysis of the module as it is now.
void pinThreadOrder(const LaunchSiteInfo &Info);

/// Drops the verdicts at the end of a DPOpt run: later passes may change
/// what a thread can reach.
void forgetThreadOrder(llvm::Module &M);

} // namespace dpopt

#endif // DPOPT_LAUNCHORDER_H
