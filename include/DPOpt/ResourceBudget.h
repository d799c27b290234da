//===- ResourceBudget.h - Keep transformed kernels launchable ---*- C++ -*-===//
//
// A kernel that could be launched with a block size before DPOpt must still
// launch with it after (issue 17). The block size is usually unknown at
// compile time, so the budget keeps every block size the original's launch
// bounds allow: a kernel with no bounds may be launched with 1024 threads,
// so a kernel DPOpt changes or creates gets at most 64 registers per thread
// (registers are allocated per warp in units of 256, 65,536 per block, the
// same on sm_70 to sm_90), through the "nvvm.maxnreg" attribute (.maxnreg):
//
//   kernel                    budget from                 attribute set
//   parent DPOpt changed      its own launch bounds       nvvm.maxnreg, unless
//   (serial children, hooks)                              it has nvvm.maxntid
//   or
//                                                         nvvm.reqntid (ptxas
//                                                         derives the same
//                                                         limit)
//   child.dpopt.coarse        the child's launch bounds   (the same)
//   child.dpopt.agg           the child's launch bounds   nvvm.maxnreg (it runs
//                             (product: a 1D block)       1D blocks, its bounds
//                                                         are dropped)
//
// What ptxas needs more than the budget for spills to local memory instead
// of making the kernel unlaunchable. The budget holds only if the kernel's
// whole call graph fits it: nvlink sets a kernel's registers to the maximum
// over the functions it calls, and refuses a callee with more registers than
// the kernel's limit. So DPOpt's own code is always inlined into the kernel
// (the runtime's functions are compiled with -maxrregcount=40, below every
// budget), and a launch whose parent kernel's launch bounds leave fewer
// registers than the runtime's functions need is left alone. At the end of
// the optimization pipeline (RegisterBudgetCheckPass), the functions a
// budgeted kernel calls that are out of line only because of -O0 (optnone:
// the program's helpers, launching functions DPOpt changed) are inlined into
// it; a kernel that still calls a function ptxas compiles apart (noinline,
// recursive, defined in another file, an indirect call) loses its budget,
// with a remark: that function's registers are not known here. The CUDA
// device runtime's functions and system calls (printf, malloc) count as
// small.
//
// Static shared memory does not change: the serial versions run in the
// parent thread, the block's spread of held children at a parent's exit
// passes them through global memory (Thresholding.h), and the coarsened
// and aggregated kernels use the child's shared memory, one original block
// at a time.
//
//===----------------------------------------------------------------------===//

#ifndef DPOPT_RESOURCEBUDGET_H
#define DPOPT_RESOURCEBUDGET_H

#include "llvm/IR/PassManager.h"

#include <string>

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace dpopt {

/// The register file of a block (sm_70 to sm_90): 65,536 registers,
/// allocated per warp in units of 256; at most 255 per thread and 1024
/// threads per block.
constexpr unsigned RegistersPerBlock = 65536, RegisterAllocUnit = 256,
                   MaxRegistersPerThread = 255, MaxThreadsPerBlock = 1024;

/// The register limit the runtime's device functions are compiled with
/// (runtime/CMakeLists.txt, DPAGG_MAXRREGCOUNT).
#ifndef DPOPT_RUNTIME_MAX_REGISTERS
#define DPOPT_RUNTIME_MAX_REGISTERS 40
#endif
constexpr unsigned RuntimeRegisters = DPOPT_RUNTIME_MAX_REGISTERS;

/// Function attribute DPOpt puts on every function it inserts code into.
constexpr const char *TransformedAttr = "dpopt.transformed";
/// Kernel attribute: the register budget DPOpt set ("nvvm.maxnreg" it wrote;
/// the user's own value, if any, is kept in BudgetUserAttr), or "bounds" on
/// a kernel DPOpt changed whose own launch bounds limit its registers.
constexpr const char *BudgetAttr = "dpopt.register-budget";
constexpr const char *BudgetUserAttr = "dpopt.user-maxnreg";

/// The line RegisterBudgetCheckPass writes into the PTX, followed by the
/// registers that DPOpt's out-of-line site helpers must fit in
/// (ChildVersions.h, placeSiteHelpers); scripts/dpopt-ptxas passes them to
/// ptxas as -func-maxrregcount.
constexpr const char *HelperLimitMarker = "// dpopt-func-maxrregcount";

/// The largest block a kernel with \p Registers registers per thread can be
/// launched with.
unsigned threadsForRegisters(unsigned Registers);
/// The most registers per thread that still let a block of \p Threads
/// threads launch (a multiple of 8, at most 255).
unsigned registersForThreads(unsigned Threads);
/// Threads per block \p F's launch bounds allow (reqntid or maxntid, all
/// dimensions; 1024 without bounds).
unsigned launchBoundThreads(const llvm::Function &F);
/// The register limit ptxas gives kernel \p F from its attributes
/// (nvvm.maxnreg; nvvm.maxntid or nvvm.reqntid with nvvm.minctasm), or 255.
unsigned attributeRegisterLimit(const llvm::Function &F);

/// Why DPOpt cannot add calls of its runtime to kernel \p Parent (launch
/// bounds that leave fewer registers than the runtime's functions need), or
/// empty. Empty for device functions.
std::string runtimeRegisterHazard(const llvm::Function &Parent);

/// -dpopt-register-budget (default on).
bool isRegisterBudgetEnabled();

/// Gives every kernel DPOpt changed or created its budget (see above).
/// Returns whether the module changed.
bool applyRegisterBudgets(llvm::Module &M, llvm::ModuleAnalysisManager &MAM);

/// `dpopt-register-budget-check`, at the end of the optimization pipeline:
/// inlines what -O0 left out of line, drops the budget of kernels that still
/// call separately compiled functions with DPOpt's code (see above), and
/// removes DPOpt's marker attributes.
class RegisterBudgetCheckPass
    : public llvm::PassInfoMixin<RegisterBudgetCheckPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M,
                              llvm::ModuleAnalysisManager &MAM);
};

} // namespace dpopt

#endif // DPOPT_RESOURCEBUDGET_H
