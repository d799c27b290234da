; The shared child-kernel cloner, exercised on its own through
; dpopt-test-clone: every geometry read, also in callees (which get inlined
; into the clone), is replaced by the caller's Values; kernel attributes and
; the calling convention follow the kind of clone.
; RUN: %opt -passes='dpopt-test-clone<function>' -S %s | FileCheck %s --check-prefix=FN
; RUN: %opt -passes='dpopt-test-clone<kernel>' -S %s | FileCheck %s --check-prefix=KERNEL
; RUN: %opt -passes='dpopt-test-clone<function>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=ERR
; RUN: not %opt -passes='dpopt-test-clone<bogus>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=BADPARAM

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.P = type { i32, double }

define internal i32 @global_index() {
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = mul i32 %b, %d
  %i = add i32 %m, %t
  ret i32 %i
}

define internal i32 @pure(i32 %x) {
  %y = mul i32 %x, 3
  ret i32 %y
}

define ptx_kernel void @k3d(ptr %out, ptr byval(%struct.P) align 8 %p) #0 {
entry:
  %i = call i32 @global_index()
  %gy = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %gz = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %tz = call i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %by = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %bz = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %dy = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %dz = call i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %gx = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %s1 = add i32 %gy, %gz
  %s2 = add i32 %s1, %ty
  %s3 = add i32 %s2, %tz
  %s4 = add i32 %s3, %by
  %s5 = add i32 %s4, %bz
  %s6 = add i32 %s5, %dy
  %s7 = add i32 %s6, %dz
  %s8 = add i32 %s7, %gx
  %q = call i32 @pure(i32 %s8)
  %early = icmp eq i32 %i, 0
  br i1 %early, label %done, label %work
work:
  %a = load i32, ptr %p, align 8
  %v = add i32 %q, %a
  %ptr = getelementptr i32, ptr %out, i32 %i
  store i32 %v, ptr %ptr, align 4
  br label %done
done:
  ret void
}

define internal i32 @recursive(i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp eq i32 %n, 0
  br i1 %c, label %base, label %rec
base:
  ret i32 %t
rec:
  %m = sub i32 %n, 1
  %r = call i32 @recursive(i32 %m)
  ret i32 %r
}

define ptx_kernel void @calls_recursive(ptr %out) {
  %n = load i32, ptr %out
  %r = call i32 @recursive(i32 %n)
  store i32 %r, ptr %out
  ret void
}

attributes #0 = { noinline "nvvm.maxntid"="256" "nvvm.minctasm"="2" "uniform-work-group-size"="true" }

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()

; The original kernel is unchanged.
; FN-LABEL: define ptx_kernel void @k3d(ptr %out, ptr byval(%struct.P) align 8 %p) #0 {
; FN:         call i32 @global_index()

; FN: define internal void @k3d.remapped(ptr %out, ptr byval(%struct.P) align 8 %p, i32 %threadIdx.x, i32 %threadIdx.y, i32 %threadIdx.z, i32 %blockIdx.x, i32 %blockIdx.y, i32 %blockIdx.z, i32 %blockDim.x, i32 %blockDim.y, i32 %blockDim.z, i32 %gridDim.x, i32 %gridDim.y, i32 %gridDim.z) {{{$}}
; FN-NOT:     call i32 @global_index
; FN-NOT:     llvm.nvvm.read.ptx.sreg
; FN:         %[[M:.*]] = mul i32 %blockIdx.x, %blockDim.x
; FN:         add i32 %[[M]], %threadIdx.x
; FN:         %s1 = add i32 %gridDim.y, %gridDim.z
; FN-NEXT:    %s2 = add i32 %s1, %threadIdx.y
; FN-NEXT:    %s3 = add i32 %s2, %threadIdx.z
; FN-NEXT:    %s4 = add i32 %s3, %blockIdx.y
; FN-NEXT:    %s5 = add i32 %s4, %blockIdx.z
; FN-NEXT:    %s6 = add i32 %s5, %blockDim.y
; FN-NEXT:    %s7 = add i32 %s6, %blockDim.z
; FN-NEXT:    %s8 = add i32 %s7, %gridDim.x
; A callee that reads no geometry is left as a call.
; FN-NEXT:    %q = call i32 @pure(i32 %s8)
; FN:       done:
; FN-NEXT:    ret void
; The device function carries none of the kernel's attributes (noinline,
; launch bounds, uniform-work-group-size): its define line has no attribute
; group, checked above by the end of line after '{'.

; KERNEL-LABEL: define internal ptx_kernel void @k3d.offset(ptr %out, ptr byval(%struct.P) align 8 %p, i32 %off.x, i32 %off.y, i32 %off.z) #0 {
; KERNEL:         %[[CX:.*]] = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; KERNEL-NEXT:    %[[SX:.*]] = add i32 %[[CX]], %off.x
; KERNEL:         %[[CY:.*]] = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
; KERNEL-NEXT:    %[[SY:.*]] = add i32 %[[CY]], %off.y
; KERNEL:         mul i32 %[[SX]],
; KERNEL:         %s4 = add i32 %s3, %[[SY]]

; ERR: dpopt-test-clone: calls_recursive: the kernel's callees that read its geometry are recursive
; BADPARAM: dpopt-test-clone: expected 'function' or 'kernel', got 'bogus'
