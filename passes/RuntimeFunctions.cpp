//===- RuntimeFunctions.cpp - Known CUDA device-launch functions ----------===//

#include "DPOpt/RuntimeFunctions.h"
#include "dpagg_abi.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalAlias.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>

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

bool launchesFromDevice(const Module &M) {
  for (const Function &F : M)
    if (F.isDeclaration() && !F.use_empty() &&
        (lookupLaunchFunction(&F) || F.getName().starts_with("__dpagg_")))
      return true;
  return false;
}

const LaunchFunctionInfo *lookupLaunchCall(const CallBase &CB) {
  if (CB.isInlineAsm())
    return nullptr;
  const auto *GV =
      dyn_cast<GlobalValue>(CB.getCalledOperand()->stripPointerCasts());
  if (!GV)
    return nullptr;
  if (const LaunchFunctionInfo *Info = lookupLaunchFunction(GV->getName()))
    return Info;
  if (const auto *GA = dyn_cast<GlobalAlias>(GV))
    if (const auto *F = dyn_cast_or_null<Function>(GA->getAliaseeObject()))
      return lookupLaunchFunction(F);
  return nullptr;
}

unsigned launchFunctionArity(const LaunchFunctionInfo &Info) {
  int Max =
      std::max({Info.FuncArg, Info.BufferArg, Info.GridArg, Info.BlockArg,
                Info.ShmemArg, Info.StreamArg, Info.AlignArg, Info.SizeArg});
  return static_cast<unsigned>(Max + 1);
}

namespace {
enum class OperandRole {
  Func,
  Buffer,
  Grid,
  Block,
  Shmem,
  Stream,
  Align,
  Size
};
} // namespace

static std::optional<OperandRole> operandRole(const LaunchFunctionInfo &Info,
                                              unsigned I) {
  std::pair<int, OperandRole> Roles[] = {{Info.FuncArg, OperandRole::Func},
                                         {Info.BufferArg, OperandRole::Buffer},
                                         {Info.GridArg, OperandRole::Grid},
                                         {Info.BlockArg, OperandRole::Block},
                                         {Info.ShmemArg, OperandRole::Shmem},
                                         {Info.StreamArg, OperandRole::Stream},
                                         {Info.AlignArg, OperandRole::Align},
                                         {Info.SizeArg, OperandRole::Size}};
  for (auto [Index, Role] : Roles)
    if (Index == static_cast<int>(I))
      return Role;
  return std::nullopt;
}

static StringRef operandRoleName(OperandRole R) {
  switch (R) {
  case OperandRole::Func:
    return "kernel";
  case OperandRole::Buffer:
    return "parameter buffer";
  case OperandRole::Grid:
    return "grid";
  case OperandRole::Block:
    return "block";
  case OperandRole::Shmem:
    return "shared memory size";
  case OperandRole::Stream:
    return "stream";
  case OperandRole::Align:
    return "alignment";
  case OperandRole::Size:
    return "size";
  }
  return "?";
}

/// The generic address space's pointer: what the runtime takes and returns.
static bool isGenericPointer(const Type *T) {
  return T->isPointerTy() && T->getPointerAddressSpace() == 0;
}

/// { i32, i32, i32 } (struct.dim3 or any other name) or [3 x i32].
static bool isDim3Like(const Type *T) {
  if (!T)
    return false;
  if (const auto *ST = dyn_cast<StructType>(T))
    return !ST->isOpaque() && ST->getNumElements() == 3 &&
           all_of(ST->elements(), [](Type *E) { return E->isIntegerTy(32); });
  if (const auto *AT = dyn_cast<ArrayType>(T))
    return AT->getNumElements() == 3 && AT->getElementType()->isIntegerTy(32);
  return false;
}

static std::string typeName(const Type *T) {
  std::string Str;
  raw_string_ostream OS(Str);
  T->print(OS);
  return Str;
}

std::string launchCallProblem(const CallBase &CB,
                              const LaunchFunctionInfo &Info) {
  std::string Q = ("'" + Info.Name + "'").str();
  if (isa<InvokeInst>(CB))
    return Q + " is called by an invoke, not a call";
  if (isa<CallBrInst>(CB))
    return Q + " is called by a callbr, not a call";
  if (cast<CallInst>(CB).isMustTailCall())
    return Q + " is called with musttail";
  if (CB.hasOperandBundles())
    return "the call of " + Q + " carries operand bundles";
  const Value *Called = CB.getCalledOperand()->stripPointerCasts();
  const auto *F = dyn_cast<Function>(Called);
  if (!F)
    return isa<GlobalAlias>(Called) ? Q + " is called through an alias"
                                    : Q + " is not a function";
  // The builtins and CDP1 names are the device runtime's; a body here is
  // something else of the same name.
  if (Info.Flavor != LaunchFlavor::Wrapper && !F->isDeclaration())
    return Q + " is defined in this module, not by the device runtime";
  FunctionType *FTy = F->getFunctionType();
  if (CB.getFunctionType() != FTy)
    return "the call's type (" + typeName(CB.getFunctionType()) +
           ") is not that of " + Q + " (" + typeName(FTy) + ")";
  if (FTy->isVarArg())
    return Q + " is declared variadic";
  unsigned Arity = launchFunctionArity(Info);
  if (FTy->getNumParams() != Arity)
    return Q + " is declared with " + std::to_string(FTy->getNumParams()) +
           " parameter" + (FTy->getNumParams() == 1 ? "" : "s") +
           " instead of " + std::to_string(Arity);
  Type *Ret = FTy->getReturnType();
  if (Info.Role == LaunchRole::GetBuffer ? !isGenericPointer(Ret)
                                         : !Ret->isIntegerTy(32))
    return Q + " returns " + typeName(Ret) + " instead of " +
           (Info.Role == LaunchRole::GetBuffer ? "ptr" : "i32 (cudaError_t)");
  for (unsigned I = 0; I != Arity; ++I) {
    std::optional<OperandRole> R = operandRole(Info, I);
    if (!R)
      return Q + " has an operand with no role in RuntimeFunctions.def";
    Type *T = FTy->getParamType(I);
    std::string Op = "operand " + std::to_string(I) + " (" +
                     operandRoleName(*R).str() + ") of " + Q;
    bool IsDim3 = *R == OperandRole::Grid || *R == OperandRole::Block;
    if (IsDim3) {
      if (!isGenericPointer(T) || !CB.paramHasAttr(I, Attribute::ByVal))
        return Op + " is " + typeName(T) + ", not a byval dim3 pointer";
      if (!isDim3Like(CB.getParamByValType(I)))
        return Op + " is passed byval as " + typeName(CB.getParamByValType(I)) +
               ", not as a dim3";
      continue;
    }
    for (Attribute::AttrKind K :
         {Attribute::ByVal, Attribute::InAlloca, Attribute::Preallocated,
          Attribute::StructRet})
      if (CB.paramHasAttr(I, K))
        return Op + " has the ABI attribute " +
               Attribute::getNameFromAttrKind(K).str();
    bool TypeOK = false;
    switch (*R) {
    case OperandRole::Func:
    case OperandRole::Buffer:
    case OperandRole::Stream:
      TypeOK = isGenericPointer(T);
      break;
    case OperandRole::Shmem:
      TypeOK = T->isIntegerTy(32);
      break;
    case OperandRole::Align:
    case OperandRole::Size:
      TypeOK = T->isIntegerTy();
      break;
    case OperandRole::Grid:
    case OperandRole::Block:
      break;
    }
    if (!TypeOK)
      return Op + " has the unexpected type " + typeName(T);
  }
  return "";
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

static const DeviceRuntimeCallInfo DeviceRuntimeCallTable[] = {
    {"StreamCreateWithFlags", 2, "__dpopt_stream_create_with_flags"},
    {"StreamDestroy", 1, "__dpopt_stream_destroy"},
    {"StreamWaitEvent", 3, "__dpopt_stream_wait_event"},
    {"StreamWaitEvent_ptsz", 3, "__dpopt_stream_wait_event_ptsz"},
    {"EventCreateWithFlags", 2, "__dpopt_event_create_with_flags"},
    {"EventRecord", 2, "__dpopt_event_record"},
    {"EventRecord_ptsz", 2, "__dpopt_event_record_ptsz"},
    {"EventDestroy", 1, "__dpopt_event_destroy"},
    {"DeviceSynchronize", 0, ""},
    {"Malloc", 2, ""},
    {"Free", 1, ""}};

ArrayRef<DeviceRuntimeCallInfo> deviceRuntimeCalls() {
  return DeviceRuntimeCallTable;
}

bool entersDeviceRuntime(StringRef Name) {
  StringRef Base = Name;
  if (!Base.consume_front("__cudaCDP2")) {
    if (!Name.starts_with("cuda"))
      return false;
    Base = Name.drop_front(4);
    // The device runtime's own names (CDP1 headers declare them unprefixed,
    // some with a suffix such as _ptsz).
    if (none_of(DeviceRuntimeCallTable,
                [&](const DeviceRuntimeCallInfo &C) {
                  return Base == C.Base ||
                         Base.starts_with((C.Base + "_").str());
                }) &&
        !Base.starts_with("Memcpy") && !Base.starts_with("Memset"))
      return false;
  }
  static const char *const ErrorQueries[] = {"GetLastError", "PeekAtLastError",
                                             "GetErrorName", "GetErrorString"};
  return none_of(ErrorQueries, [&](const char *Q) { return Base == Q; });
}

bool callsDeviceRuntime(const CallBase &CB, StringRef Base) {
  const Function *F = CB.getCalledFunction();
  if (!F || F->arg_size() != CB.arg_size())
    return false;
  std::string CDP2 = ("__cudaCDP2" + Base).str(), CDP1 = ("cuda" + Base).str();
  auto IsBuiltin = [&](const Function &G) {
    return G.isDeclaration() && (G.getName() == CDP2 || G.getName() == CDP1);
  };
  if (IsBuiltin(*F))
    return true;
  if (F->isDeclaration() || functionBaseName(F->getName()) != CDP1)
    return false;
  const CallBase *Only = nullptr;
  for (const Instruction &I : instructions(*F)) {
    const auto *C = dyn_cast<CallBase>(&I);
    if (!C || isa<IntrinsicInst>(C))
      continue;
    if (Only)
      return false;
    Only = C;
  }
  return Only && Only->getCalledFunction() &&
         IsBuiltin(*Only->getCalledFunction());
}

bool launchesNothing(const Function &F) {
  StringRef Name = F.getName();
  if (F.isIntrinsic() || Name.starts_with("__nv_"))
    return true;
  if (const LaunchFunctionInfo *LF = lookupLaunchFunction(&F))
    return LF->Role != LaunchRole::Launch;
  // CDP2 builtins other than launches (those are launch functions above).
  if (Name.starts_with("__cudaCDP2") || entersDeviceRuntime(Name))
    return true;
  static const char *const Known[] = {"vprintf",
                                      "malloc",
                                      "free",
                                      "__assertfail",
                                      "cudaGetLastError",
                                      "cudaPeekAtLastError",
                                      "cudaGetErrorName",
                                      "cudaGetErrorString",
                                      "cudaGetDevice",
                                      "cudaDeviceGetAttribute"};
  return is_contained(Known, Name);
}

CallLaunches classifyCallLaunches(const CallBase &CB,
                                  bool DPOptRuntimeLaunchesNothing) {
  if (CB.isInlineAsm())
    return CallLaunches::Nothing;
  const Function *Callee = CB.getCalledFunction();
  if (!Callee)
    return CallLaunches::Indirect;
  StringRef Name = Callee->getName();
  if (DPOptRuntimeLaunchesNothing && isDPOptRuntimeName(Name))
    return CallLaunches::Nothing;
  if (!Callee->isDeclaration())
    return CallLaunches::DefinedCallee;
  return launchesNothing(*Callee) ? CallLaunches::Nothing
                                  : CallLaunches::UnknownDeclaration;
}

InlineAsmKind classifyInlineAsm(const CallBase &CB) {
  const auto *IA = dyn_cast<InlineAsm>(CB.getCalledOperand());
  if (!IA)
    return InlineAsmKind::Other;
  StringRef Text = IA->getAsmString();
  // The registers of the thread's place and of its launch, by prefix
  // (%tid.x, %cluster_ctaid, ...): a local register named so counts too.
  static const char *const GeometryRegs[] = {"%tid",
                                             "%ntid",
                                             "%ctaid",
                                             "%nctaid",
                                             "%cluster",
                                             "%nclusterid",
                                             "%is_explicit_cluster",
                                             "%dynamic_smem_size",
                                             "%total_smem_size",
                                             "%aggr_smem_size"};
  if (any_of(GeometryRegs, [&](const char *R) { return Text.contains(R); }))
    return InlineAsmKind::ReadsGeometry;
  // `call` as a word of its own (call.uni, `call(` too).
  static const Regex Call("(^|[^[:alnum:]_.$%])call($|[^[:alnum:]_$])");
  if (Call.match(Text))
    return InlineAsmKind::ReadsGeometry;
  // %gridid says which launch runs the code, as %smid says which SM: what
  // DPOpt changes by design (test/e2e/threshold.cu reads it to tell a child
  // run serially from one launched).
  static const Regex TimerRead(
      "^[ \t]*mov\\.[bsu](32|64)[ \t]+\\$0[ \t]*,[ \t]*%(globaltimer(_lo|_hi)?|"
      "clock(64|_hi)?|n?smid|gridid)[ \t]*;?[ \t\n]*$");
  StringRef Constraints = IA->getConstraintString();
  if ((Constraints == "=r" || Constraints == "=l") && TimerRead.match(Text))
    return InlineAsmKind::SpecialRegisterRead;
  return InlineAsmKind::Other;
}

StringRef unremappableLaunchRegister(StringRef Name) {
  StringRef Reg = Name;
  if (Reg.consume_front("llvm.nvvm.read.ptx.sreg."))
    return StringSwitch<StringRef>(Reg)
        .Case("dynamic_smem_size", "%dynamic_smem_size")
        .Case("total_smem_size", "%total_smem_size")
        .Case("aggr_smem_size", "%aggr_smem_size")
        .StartsWith("nclusterid", "%nclusterid")
        .Default("");
  if (Name == "llvm.nvvm.is_explicit_cluster")
    return "%is_explicit_cluster";
  // Cancelling blocks not yet started, to run their work: in a clone those
  // are other children's, or none.
  if (Name.starts_with("llvm.nvvm.clusterlaunchcontrol."))
    return "cluster launch control";
  return "";
}

bool isKnownSafeDeclaration(const Function &F) {
  StringRef N = F.getName();
  return N == "vprintf" || N == "malloc" || N == "free" ||
         N == "__assertfail" || N.starts_with("__nv_") ||
         N.starts_with("__cudaCDP2") || isDPOptRuntimeName(N) ||
         lookupLaunchFunction(&F);
}

bool isBlockHook(const Function &F) {
  StringRef N = F.getName();
  return F.isDeclaration() && (N == BlockEnterHook || N == BlockHandleHook ||
                               N == BlockExitHook || N == BlockLeaveHook);
}

uint64_t hashKernelName(StringRef S) {
  uint64_t H = 1469598103934665603ull;
  for (unsigned char C : S) {
    H ^= C;
    H *= 1099511628211ull;
  }
  return H;
}

/// The runtime's global \p Name of type \p Ty in global memory, declared
/// in \p M where it is not yet; null when the module has another global of
/// that name (the runtime's own module defines them).
static GlobalVariable *getRuntimeGlobal(Module &M, StringRef Name, Type *Ty) {
  GlobalVariable *GV = M.getGlobalVariable(Name, true);
  if (!GV)
    GV = new GlobalVariable(M, Ty, /*isConstant=*/false,
                            GlobalValue::ExternalLinkage, nullptr, Name,
                            nullptr, GlobalValue::NotThreadLocal,
                            /*AddressSpace=*/1);
  if (GV->getValueType() != Ty || !GV->isDeclaration() ||
      GV->getAddressSpace() != 1)
    return nullptr;
  return GV;
}

/// The runtime's parameter words (dpagg_abi.h), or null.
static GlobalVariable *getParamWords(Module &M) {
  return getRuntimeGlobal(
      M, ParamWordsName,
      ArrayType::get(Type::getInt64Ty(M.getContext()), NumRuntimeParams));
}

BasicBlock *splitForBranch(IRBuilder<> &B, const Twine &JoinName) {
  BasicBlock *Head = B.GetInsertBlock();
  BasicBlock *Join =
      B.GetInsertPoint() == Head->end()
          ? BasicBlock::Create(Head->getContext(), JoinName, Head->getParent(),
                               Head->getNextNode())
          : Head->splitBasicBlock(B.GetInsertPoint(), JoinName);
  if (Head->getTerminator())
    Head->getTerminator()->eraseFromParent();
  B.SetInsertPoint(Head);
  return Join;
}

/// Whether the word of \p P may be other than 0 (0: the value 0 for every
/// kernel, no per-kernel value).
static Value *emitParamWordNonzero(IRBuilder<> &B, RuntimeParam P,
                                   const Twine &Name) {
  GlobalVariable *Words = getParamWords(*B.GetInsertBlock()->getModule());
  if (!Words) // a module that defines the word itself: the runtime's own
    return B.getTrue();
  Value *Word =
      B.CreateLoad(B.getInt64Ty(),
                   B.CreateConstInBoundsGEP2_64(Words->getValueType(), Words, 0,
                                                static_cast<unsigned>(P)),
                   Name + ".word");
  return B.CreateICmpNE(Word, B.getInt64(0), Name);
}

Value *emitAggregationMayBeOn(IRBuilder<> &B, const Twine &Name) {
  // Off is 0.
  return emitParamWordNonzero(B, RuntimeParam::AggGranularity, Name);
}

Value *emitGpuBusy(IRBuilder<> &B, const Twine &Name) {
  Module &M = *B.GetInsertBlock()->getModule();
  Type *I64 = B.getInt64Ty();
  GlobalVariable *GV = getRuntimeGlobal(M, BusyThreadsName, I64);
  if (!GV)
    return B.getFalse();
  // Volatile: the count changes while the kernel runs, and an SM's L1 would
  // keep the value it first read.
  LoadInst *Threads = B.CreateLoad(I64, GV, Name + ".threads");
  Threads->setVolatile(true);
  Value *SMs = B.CreateIntrinsic(Intrinsic::nvvm_read_ptx_sreg_nsmid, {}, {},
                                 Name + ".nsmid");
  Value *Resident =
      B.CreateMul(B.CreateZExt(SMs, I64), B.getInt64(dpagg_abi::ThreadsPerSM));
  return B.CreateICmpUGE(Threads, Resident, Name);
}

Value *emitThresholdMayBeNonzero(IRBuilder<> &B, const Twine &Name) {
  return emitParamWordNonzero(B, RuntimeParam::Threshold, Name);
}

Value *emitRuntimeParam(IRBuilder<> &B, RuntimeParam P, const Function &Child,
                        Value *Compiled, const Twine &Name) {
  Module &M = *B.GetInsertBlock()->getModule();
  Type *I32 = B.getInt32Ty(), *I64 = B.getInt64Ty();
  FunctionCallee Param = M.getOrInsertFunction(
      ParamLookupName, FunctionType::get(I32, {I32, I64, I64, I32}, false));
  StringRef ChildName = Child.getName();
  auto Lookup = [&](IRBuilder<> &CB, const Twine &CallName) {
    return CB.CreateCall(
        Param,
        {CB.getInt32(static_cast<unsigned>(P)),
         CB.getInt64(hashKernelName(ChildName)),
         CB.getInt64(hashKernelName(functionBaseName(ChildName))), Compiled},
        CallName);
  };
  GlobalVariable *Words = getParamWords(M);
  if (!Words)
    return Lookup(B, Name);
  // The parameter's word; the call only where some kernel has a value of
  // its own (rare: the word is all most lookups read).
  Value *Word =
      B.CreateLoad(I64,
                   B.CreateConstInBoundsGEP2_64(Words->getValueType(), Words, 0,
                                                static_cast<unsigned>(P)),
                   Name + ".word");
  Value *Global = B.CreateTrunc(Word, I32);
  Value *Set =
      B.CreateSelect(B.CreateICmpEQ(Global, B.getInt32(dpagg_abi::ParamUnset)),
                     Compiled, Global);
  Value *PerKernel =
      B.CreateICmpUGT(Word, B.getInt64(0xffffffffull), Name + ".perkernel");
  BasicBlock *Head = B.GetInsertBlock();
  BasicBlock *Join = splitForBranch(B, Name + ".join");
  BasicBlock *Own = BasicBlock::Create(M.getContext(), Name + ".own",
                                       Head->getParent(), Join);
  B.CreateCondBr(PerKernel, Own, Join);
  IRBuilder<> OB(Own);
  Value *OwnValue = Lookup(OB, Name + ".lookup");
  OB.CreateBr(Join);
  B.SetInsertPoint(Join, Join->begin());
  PHINode *Phi = B.CreatePHI(I32, 2, Name);
  Phi->addIncoming(OwnValue, Own);
  Phi->addIncoming(Set, Head);
  return Phi;
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

static StringRef getBufferV2Name(LaunchFlavor Flavor) {
  return Flavor == LaunchFlavor::CDP1 ? "cudaGetParameterBufferV2"
                                      : "__cudaCDP2GetParameterBufferV2";
}

static FunctionType *getBufferV2Type(LLVMContext &Ctx) {
  Type *Ptr = PointerType::getUnqual(Ctx);
  return FunctionType::get(Ptr, {Ptr, Ptr, Ptr, Type::getInt32Ty(Ctx)},
                           /*isVarArg=*/false);
}

static StringRef launchV2Name(LaunchFlavor Flavor, bool PerThread) {
  if (Flavor == LaunchFlavor::CDP1)
    return PerThread ? "cudaLaunchDeviceV2_ptsz" : "cudaLaunchDeviceV2";
  return PerThread ? "__cudaCDP2LaunchDeviceV2_ptsz"
                   : "__cudaCDP2LaunchDeviceV2";
}

static FunctionType *launchV2Type(LLVMContext &Ctx) {
  Type *Ptr = PointerType::getUnqual(Ctx);
  return FunctionType::get(Type::getInt32Ty(Ctx), {Ptr, Ptr},
                           /*isVarArg=*/false);
}

std::string v2EntryPointConflict(Module &M, LaunchFlavor Flavor,
                                 bool PerThread) {
  LLVMContext &Ctx = M.getContext();
  std::pair<StringRef, FunctionType *> Entries[] = {
      {getBufferV2Name(Flavor), getBufferV2Type(Ctx)},
      {launchV2Name(Flavor, PerThread), launchV2Type(Ctx)}};
  for (auto [Name, FTy] : Entries) {
    bool IsGetBuffer = Name == getBufferV2Name(Flavor);
    GlobalValue *GV = M.getNamedValue(Name);
    if (!GV)
      continue;
    auto *F = dyn_cast<Function>(GV);
    if (!F)
      return ("the module has a global named '" + Name +
              "' that is not a function")
          .str();
    if (F->getFunctionType() != FTy)
      return ("the module declares '" + Name + "' with another prototype (" +
              typeName(F->getFunctionType()) + ")")
          .str();
    if (!F->isDeclaration())
      return ("the module defines '" + Name +
              "' itself (the device runtime's function is expected)")
          .str();
    // Calls pass grid and block by value; a declaration that says otherwise
    // is not the runtime's (and DPOpt does not fix it under existing calls).
    if (IsGetBuffer)
      for (unsigned ArgNo : {1u, 2u})
        if (!isDim3Like(F->getParamByValType(ArgNo)))
          return ("the module declares '" + Name +
                  "' without byval dim3 grid and block")
              .str();
  }
  return "";
}

FunctionCallee getGetParameterBufferV2(Module &M, LaunchFlavor Flavor) {
  LLVMContext &Ctx = M.getContext();
  StructType *Dim3 = getDim3Type(M);
  FunctionType *FTy = getBufferV2Type(Ctx);
  FunctionCallee Callee = M.getOrInsertFunction(getBufferV2Name(Flavor), FTy);
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
  FunctionCallee Callee = M.getOrInsertFunction(launchV2Name(Flavor, PerThread),
                                                launchV2Type(M.getContext()));
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
  case StreamKind::Created:
    return "created";
  case StreamKind::User:
    return "user";
  }
  return "unknown";
}

Constant *fireAndForgetStream(Type *StreamTy) {
  return ConstantExpr::getIntToPtr(
      ConstantInt::get(Type::getInt64Ty(StreamTy->getContext()), 4), StreamTy);
}

} // namespace dpopt
