//===- CloneKernelTestPass.cpp - Exercise the kernel cloner ---------------===//
//
// `dpopt-test-clone<function>` clones every kernel into a device function
// taking threadIdx, blockIdx, blockDim and gridDim (x, y, z each) as extra
// i32 parameters and replaces every read by them.
// `dpopt-test-clone<kernel>` clones every kernel into a new kernel taking a
// block offset (x, y, z) and replaces blockIdx.d by blockIdx.d + offset.d.
// Lets test/ir check the cloner on its own.
//
//===----------------------------------------------------------------------===//

#include "DPOpt/CloneKernelTestPass.h"
#include "DPOpt/KernelCloner.h"
#include "DPOpt/LaunchSiteAnalysis.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace dpopt {

static Intrinsic::ID ctaidIntrinsic(unsigned Dim) {
  static const Intrinsic::ID Ids[] = {Intrinsic::nvvm_read_ptx_sreg_ctaid_x,
                                      Intrinsic::nvvm_read_ptx_sreg_ctaid_y,
                                      Intrinsic::nvvm_read_ptx_sreg_ctaid_z};
  return Ids[Dim];
}

PreservedAnalyses CloneKernelTestPass::run(Module &M, ModuleAnalysisManager &) {
  SmallVector<Function *, 8> Kernels;
  for (Function &F : M)
    if (!F.isDeclaration() && isKernel(F))
      Kernels.push_back(&F);
  Type *I32 = Type::getInt32Ty(M.getContext());
  for (Function *K : Kernels) {
    KernelCloneSpec Spec;
    Spec.Kind = AsKernel ? CloneKind::Kernel : CloneKind::DeviceFunction;
    Spec.Name = (K->getName() + (AsKernel ? ".offset" : ".remapped")).str();
    if (AsKernel) {
      for (const char *N : {"off.x", "off.y", "off.z"}) {
        Spec.ExtraParams.push_back(I32);
        Spec.ExtraParamNames.push_back(N);
      }
    } else {
      for (unsigned R = 0; R != NumGeometryRegs; ++R) {
        Spec.ExtraParams.push_back(I32);
        Spec.ExtraParamNames.push_back(
            geometryRegName(static_cast<GeometryReg>(R)));
      }
    }
    Expected<KernelClone> Clone = cloneKernel(*K, Spec);
    if (!Clone) {
      errs() << "dpopt-test-clone: " << K->getName() << ": "
             << toString(Clone.takeError()) << "\n";
      continue;
    }
    if (!AsKernel) {
      remapGeometry(*Clone, [&](GeometryReg R, CallInst *) -> Value * {
        return Clone->extraParam(geometryIndex(R));
      });
      continue;
    }
    IRBuilder<> B(&*Clone->F->getEntryBlock().getFirstInsertionPt());
    Value *Shifted[3];
    for (unsigned D = 0; D != 3; ++D)
      Shifted[D] = B.CreateAdd(B.CreateIntrinsic(ctaidIntrinsic(D), {}),
                               Clone->extraParam(D), "shifted.ctaid");
    remapGeometry(*Clone, [&](GeometryReg R, CallInst *) -> Value * {
      if (geometryGroup(R) != GeometryGroup::BlockIdx)
        return nullptr;
      return Shifted[geometryDim(R)];
    });
  }
  return Kernels.empty() ? PreservedAnalyses::all() : PreservedAnalyses::none();
}

} // namespace dpopt
