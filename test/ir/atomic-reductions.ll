; dpopt-atomic-reductions: an atomicrmw whose result is unused, on global
; memory (an addrspace(1) pointer, or one based only on kernels' pointer
; parameters and global variables), becomes inline PTX red.global (ptxas -c
; keeps an unused-result atom a returning ATOM). Left alone: used results,
; volatile atomics, exchanges and subtractions (no red), shared memory,
; pointers loaded from memory or a device function's parameters, and targets
; before sm_60.
; RUN: %opt -passes=dpopt-atomic-reductions -pass-remarks=dpopt -S %s -o %t.ll 2>%t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %llc -mcpu=sm_90 < %t.ll | FileCheck %s --check-prefix=PTX
; The pipeline runs it at -O1 and above, unless switched off.
; RUN: %opt -passes='default<O2>' -S %s | FileCheck %s --check-prefix=PIPELINE
; RUN: %opt -passes='default<O0>' -S %s | FileCheck %s --check-prefix=OFF
; RUN: %opt -passes='default<O2>' -dpopt-atomic-reductions=false -S %s | FileCheck %s --check-prefix=OFF
; PIPELINE-LABEL: define ptx_kernel void @ops(
; PIPELINE: call void asm sideeffect "red.global.min.u64 [$0], $1;"
; OFF-LABEL: define ptx_kernel void @ops(
; OFF: atomicrmw umin ptr %p, i64 %v seq_cst
; OFF-NOT: red.global

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@counter = addrspace(1) global i64 0, align 8
@tile = addrspace(3) global [32 x i32] undef, align 4

; CHECK-LABEL: define ptx_kernel void @ops(
; CHECK: %[[G:.*]] = addrspacecast ptr %p to ptr addrspace(1)
; CHECK-NEXT: call void asm sideeffect "red.global.min.u64 [$0], $1;", "l,l,~{memory}"(ptr addrspace(1) %[[G]], i64 %v)
; CHECK: call void asm sideeffect "red.global.add.u32 [$0], $1;", "l,r,~{memory}"(ptr addrspace(1) %g, i32 %w)
; CHECK: call void asm sideeffect "red.global.add.f32 [$0], $1;", "l,f,~{memory}"(ptr addrspace(1) %g, float %f)
; CHECK: call void asm sideeffect "red.global.add.f64 [$0], $1;", "l,d,~{memory}"(ptr addrspace(1) %g, double %d)
; CHECK: call void asm sideeffect "red.global.max.s32 [$0], $1;"
; CHECK: call void asm sideeffect "red.global.max.u64 [$0], $1;"
; CHECK: call void asm sideeffect "red.global.and.b32 [$0], $1;"
; CHECK: call void asm sideeffect "red.global.or.b64 [$0], $1;"
; CHECK: call void asm sideeffect "red.global.xor.b32 [$0], $1;"
; CHECK: call void asm sideeffect "red.global.min.s64 [$0], $1;"
; CHECK: call void asm sideeffect "red.global.add.u64 [$0], $1;", "l,l,~{memory}"(ptr addrspace(1) @counter, i64 1)
; CHECK: %used = atomicrmw add ptr %p, i64 %v seq_cst
; CHECK: atomicrmw volatile add ptr %p, i64 %v seq_cst
; CHECK: atomicrmw xchg ptr %p, i64 %v seq_cst
; CHECK: atomicrmw sub ptr %p, i64 %v seq_cst
; CHECK: atomicrmw add ptr addrspace(3) @tile, i32 %w seq_cst
; CHECK: atomicrmw add ptr %loaded, i64 %v seq_cst
; CHECK: atomicrmw add ptr %either, i32 %w seq_cst
; CHECK: call void asm sideeffect "red.global.add.u32 [$0], $1;", "l,r,~{memory}"(ptr addrspace(1) %{{.*}}, i32 %w)
; CHECK: ret void
define ptx_kernel void @ops(ptr %p, ptr addrspace(1) %g, i64 %v, i32 %w, float %f, double %d, i1 %c) #0 {
  %1 = atomicrmw umin ptr %p, i64 %v seq_cst, align 8
  %2 = atomicrmw add ptr addrspace(1) %g, i32 %w monotonic, align 4
  %3 = atomicrmw fadd ptr addrspace(1) %g, float %f seq_cst, align 4
  %4 = atomicrmw fadd ptr addrspace(1) %g, double %d seq_cst, align 8
  %q = getelementptr i32, ptr %p, i64 3
  %5 = atomicrmw max ptr %q, i32 %w syncscope("block") monotonic, align 4
  %6 = atomicrmw umax ptr %p, i64 %v seq_cst, align 8
  %7 = atomicrmw and ptr %p, i32 %w seq_cst, align 4
  %8 = atomicrmw or ptr %p, i64 %v seq_cst, align 8
  %9 = atomicrmw xor ptr %p, i32 %w seq_cst, align 4
  %10 = atomicrmw min ptr %p, i64 %v seq_cst, align 8
  %11 = atomicrmw add ptr addrspacecast (ptr addrspace(1) @counter to ptr), i64 1 seq_cst, align 8
  %used = atomicrmw add ptr %p, i64 %v seq_cst, align 8
  store i64 %used, ptr %p, align 8
  %12 = atomicrmw volatile add ptr %p, i64 %v seq_cst, align 8
  %13 = atomicrmw xchg ptr %p, i64 %v seq_cst, align 8
  %14 = atomicrmw sub ptr %p, i64 %v seq_cst, align 8
  %15 = atomicrmw add ptr addrspace(3) @tile, i32 %w seq_cst, align 4
  %loaded = load ptr, ptr %p, align 8
  %16 = atomicrmw add ptr %loaded, i64 %v seq_cst, align 8
  %either = select i1 %c, ptr %p, ptr addrspacecast (ptr addrspace(3) @tile to ptr)
  %17 = atomicrmw add ptr %either, i32 %w seq_cst, align 4
  %global = select i1 %c, ptr %p, ptr addrspacecast (ptr addrspace(1) @counter to ptr)
  %18 = atomicrmw add ptr %global, i32 %w seq_cst, align 4
  ret void
}

; A device function's parameter may point anywhere.
; CHECK-LABEL: define void @device(
; CHECK: atomicrmw add ptr %p, i32 %w seq_cst
define void @device(ptr %p, i32 %w) #0 {
  %1 = atomicrmw add ptr %p, i32 %w seq_cst, align 4
  ret void
}

; CHECK-LABEL: define ptx_kernel void @old_target(
; CHECK: atomicrmw add ptr %p, i64 %v seq_cst
define ptx_kernel void @old_target(ptr %p, i64 %v) #1 {
  %1 = atomicrmw add ptr %p, i64 %v seq_cst, align 8
  ret void
}

attributes #0 = { "target-cpu"="sm_90" }
attributes #1 = { "target-cpu"="sm_52" }

; PTX: red.global.min.u64 [%rd{{[0-9]+}}], %rd{{[0-9]+}};
; PTX: red.global.add.f64

; REMARK: remark: <unknown>:0:0: atomic umin whose result is unused written as red.global.min.u64 (ptxas -c would wait for its result)
; REMARK-COUNT-11: remark: <unknown>:0:0: atomic {{.*}} whose result is unused written as red.global.
; REMARK-NOT: remark
