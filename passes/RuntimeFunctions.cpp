//===- RuntimeFunctions.cpp - Known CUDA device-launch functions ----------===//

#include "DPOpt/RuntimeFunctions.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace dpopt {

static const LaunchFunctionInfo LaunchFunctionTable[] = {
#define DPOPT_LAUNCH_FUNCTION(Id, Name, Role, Api, Flavor, PerThread, FuncArg, \
                              BufferArg, GridArg, BlockArg, ShmemArg,          \
                              StreamArg, AlignArg, SizeArg)                    \
  {LaunchFunctionId::Id,                                                       \
   Name,                                                                       \
   LaunchRole::Role,                                                           \
   LaunchApi::Api,                                                             \
   LaunchFlavor::Flavor,                                                       \
   PerThreadKind::PerThread,                                                   \
   FuncArg,                                                                    \
   BufferArg,                                                                  \
   GridArg,                                                                    \
   BlockArg,                                                                   \
   ShmemArg,                                                                   \
   StreamArg,                                                                  \
   AlignArg,                                                                   \
   SizeArg},
#include "DPOpt/RuntimeFunctions.def"
};

const LaunchFunctionInfo *lookupLaunchFunction(StringRef Name) {
  for (const LaunchFunctionInfo &Info : LaunchFunctionTable)
    if (Info.Name == Name)
      return &Info;
  return nullptr;
}

const LaunchFunctionInfo *lookupLaunchFunction(const Function *F) {
  if (!F || F->isIntrinsic())
    return nullptr;
  return lookupLaunchFunction(F->getName());
}

bool isLaunchWrapper(const Function &F) {
  const LaunchFunctionInfo *Info = lookupLaunchFunction(&F);
  return Info && Info->Flavor == LaunchFlavor::Wrapper;
}

/// A wrapper forwards to a builtin, possibly through another wrapper.
static bool wrapperForwardsToPerThread(const Function &F, unsigned Depth) {
  if (Depth > 4 || F.isDeclaration())
    return false;
  for (const Instruction &I : instructions(F)) {
    const auto *CB = dyn_cast<CallBase>(&I);
    if (!CB)
      continue;
    const Function *Callee = CB->getCalledFunction();
    const LaunchFunctionInfo *Info = lookupLaunchFunction(Callee);
    if (!Info || Info->Role != LaunchRole::Launch)
      continue;
    if (Info->PerThread == PerThreadKind::Yes)
      return true;
    if (Info->PerThread == PerThreadKind::Body &&
        wrapperForwardsToPerThread(*Callee, Depth + 1))
      return true;
  }
  return false;
}

bool launchUsesPerThreadStream(const Function &F) {
  const LaunchFunctionInfo *Info = lookupLaunchFunction(&F);
  if (!Info)
    return false;
  switch (Info->PerThread) {
  case PerThreadKind::Yes:
    return true;
  case PerThreadKind::No:
    return false;
  case PerThreadKind::Body:
    return wrapperForwardsToPerThread(F, 0);
  }
  return false;
}

bool isKnownSafeDeclaration(const Function &F) {
  StringRef N = F.getName();
  return N == "vprintf" || N == "malloc" || N == "free" ||
         N == "__assertfail" || N.starts_with("__nv_") ||
         N.starts_with("__cudaCDP2") || N.starts_with("__dpopt_") ||
         lookupLaunchFunction(&F);
}

uint64_t hashKernelName(StringRef S) {
  uint64_t H = 1469598103934665603ull;
  for (unsigned char C : S) {
    H ^= C;
    H *= 1099511628211ull;
  }
  return H;
}

Value *emitRuntimeParam(IRBuilder<> &B, RuntimeParam P, const Function &Child,
                        Value *Compiled, const Twine &Name) {
  Module &M = *B.GetInsertBlock()->getModule();
  Type *I32 = B.getInt32Ty(), *I64 = B.getInt64Ty();
  FunctionCallee Param = M.getOrInsertFunction(
      "__dpopt_param", FunctionType::get(I32, {I32, I64, I64, I32}, false));
  StringRef ChildName = Child.getName();
  return B.CreateCall(Param,
                      {B.getInt32(static_cast<unsigned>(P)),
                       B.getInt64(hashKernelName(ChildName)),
                       B.getInt64(hashKernelName(functionBaseName(ChildName))),
                       Compiled},
                      Name);
}

std::string functionBaseName(StringRef Name) {
  // The demangler keeps pointers into the string it parsed.
  std::string Mangled = Name.str();
  ItaniumPartialDemangler D;
  if (D.partialDemangle(Mangled.c_str()))
    return Mangled;
  size_t Size = 0;
  char *Base = D.getFunctionBaseName(nullptr, &Size);
  if (!Base)
    return Mangled;
  std::string Result(Base);
  std::free(Base);
  return Result;
}

StructType *getDim3Type(Module &M) {
  LLVMContext &Ctx = M.getContext();
  if (StructType *T = StructType::getTypeByName(Ctx, "struct.dim3"))
    if (T->getNumElements() == 3 && !T->isOpaque())
      return T;
  Type *I32 = Type::getInt32Ty(Ctx);
  return StructType::create(Ctx, {I32, I32, I32}, "struct.dim3");
}

/// Gives a freshly created runtime declaration the attributes clang gives it.
static void markRuntimeDeclaration(Function &F) {
  if (!F.isDeclaration() || F.hasFnAttribute(Attribute::NoUnwind))
    return;
  F.addFnAttr(Attribute::NoUnwind);
  F.addFnAttr(Attribute::Convergent);
}

FunctionCallee getGetParameterBufferV2(Module &M, LaunchFlavor Flavor) {
  LLVMContext &Ctx = M.getContext();
  Type *Ptr = PointerType::getUnqual(Ctx);
  StructType *Dim3 = getDim3Type(M);
  FunctionType *FTy = FunctionType::get(
      Ptr, {Ptr, Ptr, Ptr, Type::getInt32Ty(Ctx)}, /*isVarArg=*/false);
  FunctionCallee Callee = M.getOrInsertFunction(
      Flavor == LaunchFlavor::CDP1 ? "cudaGetParameterBufferV2"
                                   : "__cudaCDP2GetParameterBufferV2",
      FTy);
  if (auto *F = dyn_cast<Function>(Callee.getCallee())) {
    if (F->getFunctionType() == FTy &&
        !F->hasParamAttribute(1, Attribute::ByVal)) {
      for (unsigned ArgNo : {1u, 2u}) {
        F->addParamAttr(ArgNo, Attribute::getWithByValType(Ctx, Dim3));
        F->addParamAttr(ArgNo, Attribute::getWithAlignment(Ctx, Align(4)));
      }
    }
    markRuntimeDeclaration(*F);
  }
  return Callee;
}

FunctionCallee getLaunchDeviceV2(Module &M, LaunchFlavor Flavor,
                                 bool PerThread) {
  LLVMContext &Ctx = M.getContext();
  Type *Ptr = PointerType::getUnqual(Ctx);
  FunctionType *FTy =
      FunctionType::get(Type::getInt32Ty(Ctx), {Ptr, Ptr}, /*isVarArg=*/false);
  StringRef Name;
  if (Flavor == LaunchFlavor::CDP1)
    Name = PerThread ? "cudaLaunchDeviceV2_ptsz" : "cudaLaunchDeviceV2";
  else
    Name = PerThread ? "__cudaCDP2LaunchDeviceV2_ptsz"
                     : "__cudaCDP2LaunchDeviceV2";
  FunctionCallee Callee = M.getOrInsertFunction(Name, FTy);
  if (auto *F = dyn_cast<Function>(Callee.getCallee()))
    markRuntimeDeclaration(*F);
  return Callee;
}

StringRef streamKindName(StreamKind K) {
  switch (K) {
  case StreamKind::Default:
    return "default";
  case StreamKind::PerThread:
    return "per-thread";
  case StreamKind::TailLaunch:
    return "tail-launch";
  case StreamKind::FireAndForget:
    return "fire-and-forget";
  case StreamKind::User:
    return "user";
  }
  return "unknown";
}

} // namespace dpopt
