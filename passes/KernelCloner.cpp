//===- KernelCloner.cpp - Clone a kernel with its geometry remapped -------===//

#include "DPOpt/KernelCloner.h"
#include "DPOpt/RuntimeFunctions.h"

#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Transforms/Utils/ValueMapper.h"

using namespace llvm;

namespace dpopt {

Argument *KernelClone::extraParam(unsigned I) const {
  return F->getArg(NumOriginalParams + I);
}

static bool mayReadGeometryImpl(const Function &F,
                                SmallPtrSetImpl<const Function *> &Visited) {
  if (!Visited.insert(&F).second)
    return false;
  if (F.isDeclaration())
    return !F.isIntrinsic() && !isKnownSafeDeclaration(F);
  for (const Instruction &I : instructions(F)) {
    const auto *CB = dyn_cast<CallBase>(&I);
    if (!CB)
      continue;
    const Function *Callee = CB->getCalledFunction();
    if (!Callee)
      return !CB->isInlineAsm(); // indirect: anything may happen
    if (getGeometryRegRead(Callee))
      return true;
    if (!Callee->isIntrinsic() && mayReadGeometryImpl(*Callee, Visited))
      return true;
  }
  return false;
}

bool mayReadGeometry(const Function &F) {
  SmallPtrSet<const Function *, 8> Visited;
  return mayReadGeometryImpl(F, Visited);
}

/// Attributes clang puts on kernels that a device function must not carry.
static const char *const KernelOnlyAttrs[] = {
    "nvvm.maxntid",           "nvvm.reqntid",           "nvvm.minctasm",
    "nvvm.maxnreg",           "nvvm.cluster_dim",       "nvvm.maxclusterrank",
    "nvvm.blocksareclusters", "uniform-work-group-size"};
static const char *const LaunchBoundAttrs[] = {
    "nvvm.maxntid",     "nvvm.reqntid",        "nvvm.minctasm",
    "nvvm.cluster_dim", "nvvm.maxclusterrank", "nvvm.blocksareclusters"};

Expected<KernelClone> cloneKernel(Function &Kernel,
                                  const KernelCloneSpec &Spec) {
  if (Kernel.isDeclaration())
    return createStringError("cannot clone a kernel without a body");
  if (Kernel.isVarArg())
    return createStringError("cannot clone a variadic kernel");
  Module &M = *Kernel.getParent();
  FunctionType *OrigTy = Kernel.getFunctionType();
  SmallVector<Type *, 16> Params(OrigTy->params());
  Params.append(Spec.ExtraParams.begin(), Spec.ExtraParams.end());
  FunctionType *NewTy =
      FunctionType::get(OrigTy->getReturnType(), Params, /*isVarArg=*/false);

  Function *NewF = Function::Create(NewTy, GlobalValue::InternalLinkage,
                                    Kernel.getAddressSpace(), Spec.Name, &M);
  ValueToValueMapTy VMap;
  for (unsigned I = 0, E = Kernel.arg_size(); I != E; ++I) {
    Argument *NewArg = NewF->getArg(I);
    NewArg->setName(Kernel.getArg(I)->getName());
    VMap[Kernel.getArg(I)] = NewArg;
  }
  for (unsigned I = 0, E = Spec.ExtraParams.size(); I != E; ++I)
    if (I < Spec.ExtraParamNames.size())
      NewF->getArg(Kernel.arg_size() + I)->setName(Spec.ExtraParamNames[I]);

  SmallVector<ReturnInst *, 4> Returns;
  CloneFunctionInto(NewF, &Kernel, VMap,
                    CloneFunctionChangeType::LocalChangesOnly, Returns);
  // CloneFunctionInto copies the original's attribute list, sized for the
  // original parameters; the extra parameters get none.
  NewF->setLinkage(GlobalValue::InternalLinkage);
  NewF->setVisibility(GlobalValue::DefaultVisibility);
  NewF->setDSOLocal(true);
  NewF->setComdat(nullptr);

  if (Spec.Kind == CloneKind::DeviceFunction) {
    NewF->setCallingConv(CallingConv::C);
    for (const char *A : KernelOnlyAttrs)
      NewF->removeFnAttr(A);
    // clang marks kernels noinline; a device-function clone should be
    // inlinable (except at -O0, where optnone requires noinline).
    if (!NewF->hasFnAttribute(Attribute::OptimizeNone))
      NewF->removeFnAttr(Attribute::NoInline);
  } else {
    NewF->setCallingConv(CallingConv::PTX_Kernel);
    if (Spec.DropLaunchBounds)
      for (const char *A : LaunchBoundAttrs)
        NewF->removeFnAttr(A);
  }

  // Inline every callee that may read geometry, so that all reads are in
  // the clone's body where the caller can remap them.
  for (unsigned Round = 0;; ++Round) {
    SmallVector<CallBase *, 8> ToInline;
    for (Instruction &I : instructions(*NewF)) {
      auto *CB = dyn_cast<CallBase>(&I);
      if (!CB || CB->isInlineAsm())
        continue;
      Function *Callee = CB->getCalledFunction();
      if (!Callee) {
        NewF->eraseFromParent();
        return createStringError(
            "the kernel makes an indirect call, which may read its geometry");
      }
      if (Callee->isIntrinsic() || getGeometryRegRead(Callee) ||
          !mayReadGeometry(*Callee))
        continue;
      if (Callee->isDeclaration()) {
        std::string Name = Callee->getName().str();
        NewF->eraseFromParent();
        return createStringError("the kernel calls '" + Name +
                                 "', which is not defined in this module");
      }
      ToInline.push_back(CB);
    }
    if (ToInline.empty())
      break;
    if (Round == 16) {
      NewF->eraseFromParent();
      return createStringError(
          "the kernel's callees that read its geometry are recursive");
    }
    for (CallBase *CB : ToInline) {
      InlineFunctionInfo IFI;
      InlineResult R = InlineFunction(*CB, IFI);
      if (!R.isSuccess()) {
        std::string Msg = std::string("a callee that reads the geometry "
                                      "cannot be inlined: ") +
                          R.getFailureReason();
        NewF->eraseFromParent();
        return createStringError(Msg);
      }
    }
  }

  KernelClone Clone;
  Clone.F = NewF;
  Clone.NumOriginalParams = Kernel.arg_size();
  for (Instruction &I : instructions(*NewF))
    if (auto *CI = dyn_cast<CallInst>(&I))
      if (std::optional<GeometryReg> R =
              getGeometryRegRead(CI->getCalledFunction()))
        Clone.Reads[geometryIndex(*R)].push_back(CI);
  return Clone;
}

unsigned remapGeometry(KernelClone &Clone, GeometryProvider Provide) {
  unsigned N = 0;
  for (unsigned R = 0; R != NumGeometryRegs; ++R) {
    SmallVector<CallInst *, 4> Kept;
    for (CallInst *Read : Clone.Reads[R]) {
      Value *V = Provide(static_cast<GeometryReg>(R), Read);
      // A replacement of another type would make invalid IR: keep the read.
      if (!V || V->getType() != Read->getType()) {
        Kept.push_back(Read);
        continue;
      }
      Read->replaceAllUsesWith(V);
      Read->eraseFromParent();
      ++N;
    }
    Clone.Reads[R] = std::move(Kept);
  }
  return N;
}

} // namespace dpopt
