; Names DPOpt gives what it creates, taken by something else: a child version
; (found by name, so that passes share it) of another type or kind, and the V2
; entry point a launch would be rewritten into, declared with another
; prototype. The launch is then not transformed, with a missed remark; the
; module stays valid (-verify-each) and the other global is left alone.
;
; RUN: %opt -passes=dpopt -S %s -o %t.ll -pass-remarks-missed=dpopt 2>%t.remarks
; RUN: FileCheck %s --check-prefix=IR < %t.ll
; RUN: FileCheck %s --check-prefix=KEEP < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: %opt -passes='dpopt-threshold,dpopt-aggregate,dpopt-coarsen' -disable-output %s -pass-remarks-missed=dpopt 2>&1 | FileCheck %s --check-prefix=REMARK

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

declare ptr @__cudaCDP2GetParameterBuffer(i64, i64)
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)
declare ptr @cudaGetParameterBuffer(i64, i64)
declare i32 @cudaLaunchDevice_ptsz(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)
declare i32 @cudaLaunchDeviceV2_ptsz(ptr)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @child(ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 1, ptr %p
  ret void
}

; Not the serial version: another type.
define internal void @child.dpopt.serial(i32 %x) {
  ret void
}
; Not the coarsened kernel: a variable.
@child.dpopt.coarse = internal global i32 0
; Not the aggregated kernel: a declaration.
declare ptx_kernel void @child.dpopt.agg(ptr, i64)

define ptx_kernel void @parent(ptr %o, i32 %n) {
  %g = alloca %struct.dim3, align 4
  %b = alloca %struct.dim3, align 4
  %blocks = add i32 %n, 1
  store i32 %blocks, ptr %g
  %g.y = getelementptr i8, ptr %g, i64 4
  store i32 1, ptr %g.y
  %g.z = getelementptr i8, ptr %g, i64 8
  store i32 1, ptr %g.z
  store i32 32, ptr %b
  %b.y = getelementptr i8, ptr %b, i64 4
  store i32 1, ptr %b.y
  %b.z = getelementptr i8, ptr %b, i64 8
  store i32 1, ptr %b.z
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %null = icmp eq ptr %buf, null
  br i1 %null, label %done, label %fill
fill:
  store ptr %o, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %b, i32 0, ptr null)
  br label %done
done:
  ret void
}
; The launch is normalized, nothing more.
; IR-LABEL: define ptx_kernel void @parent(
; IR:         call ptr @__cudaCDP2GetParameterBufferV2(ptr @child,
; IR:         call i32 @__cudaCDP2LaunchDeviceV2(
; IR-NOT:     dpopt.serial
; IR-NOT:     dpopt.coarse
; IR-NOT:     dpopt.agg
; KEEP:      @child.dpopt.coarse = internal global i32 0
; KEEP:      define internal void @child.dpopt.serial(i32 %x) {
; KEEP-NEXT:   ret void
; KEEP:      declare ptx_kernel void @child.dpopt.agg(ptr, i64)

; A CDP1 launch into the per-thread stream would become a call of
; cudaLaunchDeviceV2_ptsz, declared here with one operand.
define ptx_kernel void @cdp1_parent(ptr %o) {
  %g = alloca %struct.dim3, align 4
  store i32 1, ptr %g
  %g.y = getelementptr i8, ptr %g, i64 4
  store i32 1, ptr %g.y
  %g.z = getelementptr i8, ptr %g, i64 8
  store i32 1, ptr %g.z
  %buf = call ptr @cudaGetParameterBuffer(i64 64, i64 8)
  store ptr %o, ptr %buf, align 8
  %r = call i32 @cudaLaunchDevice_ptsz(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  ret void
}
; IR-LABEL: define ptx_kernel void @cdp1_parent(
; IR:         %buf = call ptr @cudaGetParameterBuffer(i64 64, i64 8)
; IR:         %r = call i32 @cudaLaunchDevice_ptsz(ptr @child, ptr %buf,

; REMARK: remark: <unknown>:0:0: launch left unchanged: the module declares 'cudaLaunchDeviceV2_ptsz' with another prototype (i32 (ptr))
; REMARK: remark: <unknown>:0:0: launch of 'child' not thresholded: the child cannot be cloned: the module already has a global named 'child.dpopt.serial' that is not DPOpt's
; REMARK: remark: <unknown>:0:0: launch of 'child' not thresholded: the launch is not in DPOpt's normalized form
; REMARK: remark: <unknown>:0:0: launch of 'child' not aggregated: the child cannot be cloned: the module already has a global named 'child.dpopt.agg' that is not DPOpt's
; REMARK: remark: <unknown>:0:0: launch of 'child' not aggregated: the launch is not in DPOpt's normalized form
; REMARK: remark: <unknown>:0:0: launch of 'child' not coarsened: the child cannot be coarsened: the module already has a global named 'child.dpopt.coarse' that is not DPOpt's
; REMARK: remark: <unknown>:0:0: launch of 'child' not coarsened: the launch is not in DPOpt's normalized form
