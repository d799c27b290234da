; dpopt-atomic-reductions on 32-bit NVPTX: global addresses are 32-bit, so
; the address goes in a 32-bit register ("r"), and llc accepts the result.
; RUN: %opt -passes=dpopt-atomic-reductions -S %s | FileCheck %s
; RUN: %opt -passes=dpopt-atomic-reductions %s | %llc -mcpu=sm_70 | FileCheck %s --check-prefix=PTX
; CHECK: call void asm sideeffect "red.global.add.u32 [$0], $1;", "r,r,~{memory}"(ptr addrspace(1) %{{.*}}, i32 %w)
; PTX: red.global.add.u32 [%r{{[0-9]+}}], %r{{[0-9]+}};

target datalayout = "e-p:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx-nvidia-cuda"

define ptx_kernel void @k(ptr %p, i32 %w) "target-cpu"="sm_70" {
  %1 = atomicrmw add ptr %p, i32 %w seq_cst, align 4
  ret void
}
