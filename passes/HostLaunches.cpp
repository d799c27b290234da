//===- HostLaunches.cpp - Host launches through the runtime ---------------===//

#include "DPOpt/HostLaunches.h"
#include "DPOpt/LaunchFreeVersions.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

#define DEBUG_TYPE "dpopt"

STATISTIC(NumHostLaunches, "Host launches routed through the runtime");

namespace dpopt {

bool routeHostLaunches(Module &M) {
  if (M.getTargetTriple().isNVPTX() || !isLaunchFreeVersionsEnabled())
    return false;
  Function *Launch = M.getFunction("cudaLaunchKernel");
  if (!Launch || !Launch->isDeclaration() || Launch->isVarArg())
    return false;
  // cudaError_t (const void *, dim3, dim3, void **, size_t, cudaStream_t),
  // lowered by this target's ABI: the runtime's definition has the same
  // prototype, compiled for the same host.
  FunctionType *Ty = Launch->getFunctionType();
  if (!Ty->getReturnType()->isIntegerTy(32) || Ty->getNumParams() < 6 ||
      !Ty->getParamType(0)->isPointerTy())
    return false;
  Function *Host = M.getFunction(HostLaunchName);
  if (!Host) {
    Host = Function::Create(Ty, GlobalValue::ExternalWeakLinkage,
                            HostLaunchName, M);
    Host->setAttributes(Launch->getAttributes());
  } else if (Host->getFunctionType() != Ty || !Host->isDeclaration()) {
    return false;
  }
  SmallVector<CallBase *, 8> Calls;
  for (User *U : Launch->users())
    if (auto *CB = dyn_cast<CallBase>(U))
      if (CB->getCalledOperand() == Launch && CB->getFunctionType() == Ty)
        Calls.push_back(CB);
  for (CallBase *CB : Calls) {
    // Without the runtime's host code, the weak reference is null.
    IRBuilder<> B(CB);
    Value *Linked = B.CreateIsNotNull(Host, "dpopt.runtime.linked");
    CB->setCalledOperand(B.CreateSelect(Linked, Host, Launch));
    ++NumHostLaunches;
  }
  return !Calls.empty();
}

PreservedAnalyses HostLaunchesPass::run(Module &M, ModuleAnalysisManager &) {
  return routeHostLaunches(M) ? PreservedAnalyses::none()
                              : PreservedAnalyses::all();
}

} // namespace dpopt
