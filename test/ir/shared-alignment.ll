; dpopt-shared-alignment: shared arrays defined in the module, aligned to
; less than 16 bytes, whose size is a multiple of 16, become 16-byte aligned
; (ptxas -c then merges their neighbouring accesses into LDS.128). Left
; alone: smaller arrays and sizes that are not multiples of 16, variables
; already aligned, dynamic shared memory (declarations), variables used where
; code outside the module may reach them (an external function, a function
; whose address is taken, a global's initializer), definitions the linker may
; replace, and the variables of a kernel whose static shared memory could
; then exceed 48 KiB.
; RUN: %opt -passes=dpopt-shared-alignment -pass-remarks=dpopt -pass-remarks-missed=dpopt -S %s -o %t.ll 2>%t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %llc -mcpu=sm_90 < %t.ll | FileCheck %s --check-prefix=PTX
; In clang's pipeline: shared-alignment-clang.test.

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK: @counts = internal addrspace(3) global [2 x [16 x i32]] undef, align 16
; CHECK: @ext = dso_local addrspace(3) global [4 x float] undef, align 16
; CHECK: @small = internal addrspace(3) global [3 x i32] undef, align 4
; CHECK: @odd = internal addrspace(3) global [5 x i32] undef, align 4
; CHECK: @already = internal addrspace(3) global [8 x i32] undef, align 16
; CHECK: @dyn = external addrspace(3) global [0 x i32], align 4
; CHECK: @byhelper = internal addrspace(3) global [4 x i32] undef, align 16
; CHECK: @byexternal = internal addrspace(3) global [4 x i32] undef, align 4
; CHECK: @byaddresstaken = internal addrspace(3) global [4 x i32] undef, align 4
; CHECK: @ininit = internal addrspace(3) global [4 x i32] undef, align 4
; CHECK: @weakdef = weak addrspace(3) global [4 x i32] undef, align 4
; CHECK: @big = internal addrspace(3) global [12280 x i32] undef, align 4
; CHECK: @bigpad = internal addrspace(3) global [4 x i32] undef, align 4
@counts = internal addrspace(3) global [2 x [16 x i32]] undef, align 4
@ext = dso_local addrspace(3) global [4 x float] undef, align 4
@small = internal addrspace(3) global [3 x i32] undef, align 4
@odd = internal addrspace(3) global [5 x i32] undef, align 4
@already = internal addrspace(3) global [8 x i32] undef, align 16
@dyn = external addrspace(3) global [0 x i32], align 4
@byhelper = internal addrspace(3) global [4 x i32] undef, align 4
@byexternal = internal addrspace(3) global [4 x i32] undef, align 4
@byaddresstaken = internal addrspace(3) global [4 x i32] undef, align 4
@ininit = internal addrspace(3) global [4 x i32] undef, align 4
@weakdef = weak addrspace(3) global [4 x i32] undef, align 4
@big = internal addrspace(3) global [12280 x i32] undef, align 4
@bigpad = internal addrspace(3) global [4 x i32] undef, align 4
@refers = addrspace(1) global ptr addrspace(3) @ininit, align 8
@fnptr = addrspace(1) global ptr @addresstaken, align 8

; PTX: .shared .align 16 .b8 counts[128];
; PTX: .shared .align 4 .b8 small[12];

; REMARK: remark: <unknown>:0:0: shared variable 'byexternal' keeps its alignment: 'external' uses it and may be called from outside the module
; REMARK: remark: <unknown>:0:0: shared variable 'byaddresstaken' keeps its alignment: 'addresstaken' uses it and may be called from outside the module
; REMARK: remark: <unknown>:0:0: shared variable 'ininit' keeps its alignment: a global's initializer refers to it
; REMARK: remark: <unknown>:0:0: shared variable 'weakdef' keeps its alignment: the linker may choose another module's definition of it
; REMARK: remark: <unknown>:0:0: shared variable 'big' keeps its alignment: with padding, kernel 'huge' could need more than 48 KiB of static shared memory
; REMARK: remark: <unknown>:0:0: shared variable 'bigpad' keeps its alignment: with padding, kernel 'huge' could need more than 48 KiB of static shared memory
; REMARK: remark: <unknown>:0:0: shared variable 'counts' (128 bytes) aligned to 16 bytes (was 4): ptxas may merge its neighbouring accesses into 128-bit ones
; REMARK: remark: <unknown>:0:0: shared variable 'ext' (16 bytes) aligned to 16 bytes (was 4)
; REMARK: remark: <unknown>:0:0: shared variable 'byhelper' (16 bytes) aligned to 16 bytes (was 4)
; REMARK-NOT: small
; REMARK-NOT: odd
; REMARK-NOT: already
; REMARK-NOT: dyn

define ptx_kernel void @k(i32 %i, ptr addrspace(1) %out) {
  %p = getelementptr [2 x [16 x i32]], ptr addrspace(3) @counts, i32 0, i32 %i, i32 1
  %a = load i32, ptr addrspace(3) %p, align 4
  %b = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @ext, i32 4), align 4
  %c = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @small, i32 8), align 4
  %d = load i32, ptr addrspace(3) @odd, align 4
  %e = load i32, ptr addrspace(3) @already, align 4
  %f = load i32, ptr addrspace(3) @dyn, align 4
  %g = load i32, ptr addrspace(3) @weakdef, align 4
  %h = load i32, ptr addrspace(3) @ininit, align 4
  %s1 = add i32 %a, %c
  %s2 = add i32 %s1, %d
  %s3 = add i32 %s2, %e
  %s4 = add i32 %s3, %f
  %s5 = add i32 %s4, %g
  %s6 = add i32 %s5, %h
  %fb = fptosi float %b to i32
  %s7 = add i32 %s6, %fb
  %r = call i32 @helper(i32 %i)
  %s8 = add i32 %s7, %r
  store i32 %s8, ptr addrspace(1) %out, align 4
  ret void
}

; Local, called only by the kernel: its variable is aligned.
define internal i32 @helper(i32 %i) {
  %p = getelementptr [4 x i32], ptr addrspace(3) @byhelper, i32 0, i32 %i
  %v = load i32, ptr addrspace(3) %p, align 4
  ret i32 %v
}

; Kernels of other modules may call it (relocatable device code).
define i32 @external(i32 %i) {
  %p = getelementptr [4 x i32], ptr addrspace(3) @byexternal, i32 0, i32 %i
  %v = load i32, ptr addrspace(3) %p, align 4
  ret i32 %v
}

; Local, but called through a pointer.
define internal i32 @addresstaken(i32 %i) {
  %p = getelementptr [4 x i32], ptr addrspace(3) @byaddresstaken, i32 0, i32 %i
  %v = load i32, ptr addrspace(3) %p, align 4
  ret i32 %v
}

; 49,120 + 16 bytes: within 48 KiB as aligned now (at most 3 bytes of
; padding before each), not with 15.
define ptx_kernel void @huge(i32 %i, ptr addrspace(1) %out) {
  %p = getelementptr [12280 x i32], ptr addrspace(3) @big, i32 0, i32 %i
  %a = load i32, ptr addrspace(3) %p, align 4
  %q = getelementptr [4 x i32], ptr addrspace(3) @bigpad, i32 0, i32 %i
  %b = load i32, ptr addrspace(3) %q, align 4
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}
