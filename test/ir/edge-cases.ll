; Hand-written launches the analysis must describe, or leave alone with a
; reason: never a crash, never invalid IR (-verify-each).
; RUN: %opt -passes='print<dpopt-launches>' -disable-output %s | FileCheck %s --check-prefix=ANALYSIS
; RUN: %opt -passes=dpopt -dpopt-aggregation=false -dpopt-coarsening=false -S %s -pass-remarks-missed=dpopt -pass-remarks=dpopt 2>%t.remarks | FileCheck %s --check-prefix=IR
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

declare ptr @__cudaCDP2GetParameterBuffer(i64, i64)
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)
declare void @sink(ptr)

define ptx_kernel void @child(ptr %out, i32 %n) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %n, ptr %p
  ret void
}

define void @not_a_kernel(ptr %out, i32 %n) {
  ret void
}

; The kernel comes through a pointer.
define ptx_kernel void @indirect(ptr %out, ptr %kernel) {
  %g = alloca %struct.dim3, align 4
  %b = alloca %struct.dim3, align 4
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 16)
  store ptr %out, ptr %buf
  %a1 = getelementptr i8, ptr %buf, i64 8
  store i32 1, ptr %a1
  store i32 1, ptr %g
  %g.y = getelementptr i8, ptr %g, i64 4
  store i32 1, ptr %g.y
  %g.z = getelementptr i8, ptr %g, i64 8
  store i32 1, ptr %g.z
  store i32 32, ptr %b
  %b.y = getelementptr i8, ptr %b, i64 4
  store i32 1, ptr %b.y
  %b.z = getelementptr i8, ptr %b, i64 8
  store i32 1, ptr %b.z
  %r = call i32 @__cudaCDP2LaunchDevice(ptr %kernel, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %b, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'indirect'
; ANALYSIS-NEXT:    child: %kernel
; ANALYSIS:         not analyzable: the child kernel is not known at compile time (launch through a pointer)
; IR-LABEL: define ptx_kernel void @indirect(
; IR:         call i32 @__cudaCDP2LaunchDevice(ptr %kernel, ptr %buf,
; REMARK: remark: <unknown>:0:0: launch left unchanged: the child kernel is not known at compile time (launch through a pointer)

; The buffer escapes into an unknown call.
define ptx_kernel void @escapes(ptr %out, ptr byval(%struct.dim3) %g, ptr byval(%struct.dim3) %b) {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 16)
  call void @sink(ptr %buf)
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %b, i32 0, ptr null)
  ret void
}
; Its arguments are unknown, but the launch is still normalized: the staging
; buffer takes the writes.
; ANALYSIS-LABEL: launch in 'escapes'
; ANALYSIS:         grid: (?, ?, ?) block: (?, ?, ?) shmem: 0
; ANALYSIS-NEXT:    buffer: 16 bytes
; ANALYSIS-NEXT:    arguments not analyzable: the parameter buffer is used by an unexpected instruction (call)
; IR-LABEL: define ptx_kernel void @escapes(
; IR:         call void @sink(ptr %dpopt.args)
; IR:         call i32 @__cudaCDP2LaunchDeviceV2(ptr %dpopt.buf, ptr null)
; REMARK: remark: <unknown>:0:0: the launch's arguments cannot be analyzed (the parameter buffer is used by an unexpected instruction (call)): it is only normalized, not optimized

; An argument written at a variable offset.
define ptx_kernel void @variable_offset(ptr %out, i64 %off) {
  %g = alloca %struct.dim3, align 4
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 16)
  %p = getelementptr i8, ptr %buf, i64 %off
  store i32 1, ptr %p
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'variable_offset'
; ANALYSIS:         arguments not analyzable: an argument is written at a variable offset

; A device function is not a kernel.
define ptx_kernel void @launches_function(ptr %out) {
  %g = alloca %struct.dim3, align 4
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 16)
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @not_a_kernel, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'launches_function'
; ANALYSIS:         not analyzable: the launched function 'not_a_kernel' is not a kernel

; An argument that is never written (an empty struct, say) is passed as the
; buffer holds it.
define ptx_kernel void @missing_arg(ptr %out, ptr byval(%struct.dim3) %g) {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 16)
  store ptr %out, ptr %buf
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'missing_arg'
; ANALYSIS:         arg 0: offset 0, size 8, store ptr %out
; ANALYSIS-NEXT:    arg 1: offset 8, size 4, not written

; Dims that come from the caller's memory are loaded at the launch; the
; launch result is still available to the program.
define ptx_kernel i32 @dims_from_memory(ptr %out, ptr byval(%struct.dim3) %g, ptr byval(%struct.dim3) %b, ptr %s) {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 16)
  %null = icmp eq ptr %buf, null
  br i1 %null, label %skip, label %fill
fill:
  store ptr %out, ptr %buf
  %a1 = getelementptr i8, ptr %buf, i64 8
  store i32 7, ptr %a1
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %b, i32 16, ptr %s)
  br label %skip
skip:
  %res = phi i32 [ 0, %0 ], [ %r, %fill ]
  ret i32 %res
}
; ANALYSIS-LABEL: launch in 'dims_from_memory'
; ANALYSIS-NEXT:    child: child
; ANALYSIS-NEXT:    api: V1, stream: user (%s)
; ANALYSIS-NEXT:    grid: (?, ?, ?) block: (?, ?, ?) shmem: 16
; ANALYSIS-NEXT:    buffer: 16 bytes, null-checked
; ANALYSIS-NEXT:    arg 0: offset 0, size 8, store ptr %out
; ANALYSIS-NEXT:    arg 1: offset 8, size 4, store i32 7
; IR-LABEL: define ptx_kernel i32 @dims_from_memory(
; The staging buffer is never null: the program's test of the buffer goes,
; with the path that skipped the launch.
; IR:         br label %fill
; IR:       fill:
; IR:         %dim = load i32, ptr %g, align 4
; IR:         %[[GY:.*]] = getelementptr inbounds i8, ptr %g, i64 4
; IR-NEXT:    %dim{{[0-9]*}} = load i32, ptr %[[GY]], align 4
; IR:         %dpopt.buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, ptr byval(%struct.dim3) align 4 %dpopt.grid, ptr byval(%struct.dim3) align 4 %dpopt.block, i32 16)
; A null buffer is a failed launch too: counted before the join.
; IR:       dpopt.no.buffer:
; IR-NEXT:    call void @__dpopt_record_buffer_failure()
; IR:         %dpopt.launch = call i32 @__cudaCDP2LaunchDeviceV2(ptr %dpopt.buf, ptr %s)
; The runtime counts the launch and its result.
; IR-NEXT:    %dpopt.launch.recorded = call i32 @__dpopt_record_launch(i32 %dpopt.launch)
; IR:         %dpopt.launch.result = phi i32 [ %dpopt.launch.recorded, %{{.*}} ], [ 7, %dpopt.no.buffer ]
; IR:         %res = phi i32 [ %dpopt.launch.result, %{{.*}} ]
; REMARK: remark: <unknown>:0:0: rewrote the launch of 'child' into cudaGetParameterBufferV2/cudaLaunchDeviceV2 form

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
