; Launch entry points declared (or defined) with prototypes other than the
; device runtime's: RuntimeFunctions.def gives the role of each operand, and
; a call whose function does not match it is left alone with a missed remark.
; The module must come out of every pass exactly as it went in.
;
; RUN: %opt -passes='print<dpopt-launches>' -disable-output %s | FileCheck %s --check-prefix=ANALYSIS
; RUN: %opt -passes=verify -S %s -o %t.ref.ll
; RUN: %opt -passes=dpopt -S %s -o %t.dpopt.ll -pass-remarks-missed=dpopt 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: diff %t.ref.ll %t.dpopt.ll
; RUN: %opt -passes=dpopt-normalize -S %s -o %t.norm.ll -pass-remarks-missed=dpopt 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: diff %t.ref.ll %t.norm.ll
; RUN: %opt -passes=dpopt-threshold -S %s -o %t.thr.ll -pass-remarks-missed=dpopt 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: diff %t.ref.ll %t.thr.ll
; RUN: %opt -passes=dpopt-coarsen -S %s -o %t.coarse.ll -pass-remarks-missed=dpopt 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: diff %t.ref.ll %t.coarse.ll
; RUN: %opt -passes=dpopt-aggregate -S %s -o %t.agg.ll -pass-remarks-missed=dpopt 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: diff %t.ref.ll %t.agg.ll
; RUN: %opt -passes=dpopt-inline-launchers -S %s -o %t.inl.ll
; RUN: diff %t.ref.ll %t.inl.ll

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; shared/repro/v1_scalar_dims.ll: grid and block as i32.
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, i32, i32, i32, ptr)
declare i32 @__cudaCDP2LaunchDevice_ptsz(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32)
declare i32 @cudaLaunchDevice(...)
; The one V1 launch declared right.
declare i32 @cudaLaunchDevice_ptsz(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)
define internal i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr %f, ptr %b, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %k, i64 %s, ptr %st) {
  ret i32 0
}
define internal void @_ZL21cudaLaunchDevice_ptszPvS_4dim3S0_jP11CUstream_st(ptr %f, ptr %b, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %k, i32 %s, ptr %st) {
  ret void
}

declare ptr @__cudaCDP2GetParameterBuffer(i64, i64)
declare ptr @cudaGetParameterBuffer(i64)
define internal ptr addrspace(1) @_ZL22cudaGetParameterBuffermm(i64 %a, i64 %s) {
  ret ptr addrspace(1) null
}

declare ptr @__cudaCDP2GetParameterBufferV2(ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i64)
declare ptr @cudaGetParameterBufferV2(ptr, ptr, ptr, i32)
define internal ptr @_ZL24cudaGetParameterBufferV2Pv4dim3S0_j(ptr %f, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %b) {
  ret ptr null
}

; The one V2 launch declared right.
declare i32 @__cudaCDP2LaunchDeviceV2(ptr, ptr)
define i32 @__cudaCDP2LaunchDeviceV2_ptsz(ptr %buf, ptr %stream) {
  ret i32 0
}
@cudaLaunchDeviceV2 = global i32 0
declare i32 @cudaLaunchDeviceV2_ptsz(ptr addrspace(1), ptr)
define internal i32 @_ZL18cudaLaunchDeviceV2PvP11CUstream_st(ptr byval(%struct.dim3) %buf, ptr %stream) {
  ret i32 0
}
define internal ptr @_ZL23cudaLaunchDeviceV2_ptszPvP11CUstream_st(ptr %buf, ptr %stream) {
  ret ptr null
}

define ptx_kernel void @child(ptr %out) {
  store i32 1, ptr %out
  ret void
}

define ptx_kernel void @v1_scalar_dims(ptr %o, i32 %n) {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %o, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, i32 %n, i32 32, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'v1_scalar_dims' via __cudaCDP2LaunchDevice
; ANALYSIS-NEXT:    child:
; ANALYSIS-NEXT:    api: V1, stream: default
; ANALYSIS-NEXT:    grid: (?, ?, ?) block: (?, ?, ?) shmem: ?
; ANALYSIS-NEXT:    not analyzable: operand 2 (grid) of '__cudaCDP2LaunchDevice' is i32, not a byval dim3 pointer
; REMARK: remark: <unknown>:0:0: launch left unchanged: operand 2 (grid) of '__cudaCDP2LaunchDevice' is i32, not a byval dim3 pointer

define ptx_kernel void @v1_too_few(ptr %o, ptr byval(%struct.dim3) %g) {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %r = call i32 @__cudaCDP2LaunchDevice_ptsz(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0)
  ret void
}
; ANALYSIS-LABEL: launch in 'v1_too_few'
; ANALYSIS:         not analyzable: '__cudaCDP2LaunchDevice_ptsz' is declared with 5 parameters instead of 6
; REMARK: remark: <unknown>:0:0: launch left unchanged: '__cudaCDP2LaunchDevice_ptsz' is declared with 5 parameters instead of 6

define ptx_kernel void @v1_variadic(ptr %o, ptr byval(%struct.dim3) %g) {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %r = call i32 (...) @cudaLaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'v1_variadic'
; ANALYSIS:         not analyzable: 'cudaLaunchDevice' is declared variadic
; REMARK: remark: <unknown>:0:0: launch left unchanged: 'cudaLaunchDevice' is declared variadic

define ptx_kernel void @v1_wrapper_shmem(ptr %o, ptr byval(%struct.dim3) %g) {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %r = call i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i64 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'v1_wrapper_shmem'
; ANALYSIS:         not analyzable: operand 4 (shared memory size) of '_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st' has the unexpected type i64
; REMARK: remark: <unknown>:0:0: launch left unchanged: operand 4 (shared memory size) of '_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st' has the unexpected type i64

define ptx_kernel void @v1_wrapper_void(ptr %o, ptr byval(%struct.dim3) %g) {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  call void @_ZL21cudaLaunchDevice_ptszPvS_4dim3S0_jP11CUstream_st(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'v1_wrapper_void'
; ANALYSIS:         not analyzable: '_ZL21cudaLaunchDevice_ptszPvS_4dim3S0_jP11CUstream_st' returns void instead of i32 (cudaError_t)
; REMARK: remark: <unknown>:0:0: launch left unchanged: '_ZL21cudaLaunchDevice_ptszPvS_4dim3S0_jP11CUstream_st' returns void instead of i32 (cudaError_t)

define ptx_kernel void @v1_request_one_operand(ptr %o, ptr byval(%struct.dim3) %g) {
  %buf = call ptr @cudaGetParameterBuffer(i64 8)
  store ptr %o, ptr %buf, align 8
  %r = call i32 @cudaLaunchDevice_ptsz(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'v1_request_one_operand'
; ANALYSIS:         not analyzable: the parameter buffer request is unusual: 'cudaGetParameterBuffer' is declared with 1 parameter instead of 2
; REMARK: remark: <unknown>:0:0: launch left unchanged: the parameter buffer request is unusual: 'cudaGetParameterBuffer' is declared with 1 parameter instead of 2

define ptx_kernel void @v1_request_global_buffer(ptr %o, ptr byval(%struct.dim3) %g) {
  %buf1 = call ptr addrspace(1) @_ZL22cudaGetParameterBuffermm(i64 64, i64 8)
  %buf = addrspacecast ptr addrspace(1) %buf1 to ptr
  store ptr %o, ptr %buf, align 8
  %r = call i32 @cudaLaunchDevice_ptsz(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'v1_request_global_buffer'
; ANALYSIS:         not analyzable: the parameter buffer request is unusual: '_ZL22cudaGetParameterBuffermm' returns ptr addrspace(1) instead of ptr
; REMARK: remark: <unknown>:0:0: launch left unchanged: the parameter buffer request is unusual: '_ZL22cudaGetParameterBuffermm' returns ptr addrspace(1) instead of ptr

; Everything right, but the module declares cudaGetParameterBufferV2 (what
; the CDP1 launch would be rewritten into) without byval dims: DPOpt does not
; emit calls of it.
define ptx_kernel void @v1_good_v2_conflict(ptr %o) {
  %g = alloca %struct.dim3, align 4
  %b = alloca %struct.dim3, align 4
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
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %o, ptr %buf, align 8
  %r = call i32 @cudaLaunchDevice_ptsz(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %b, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'v1_good_v2_conflict' via cudaLaunchDevice_ptsz
; ANALYSIS-NEXT:    child: child
; ANALYSIS-NEXT:    api: V1, stream: per-thread (null)
; ANALYSIS-NEXT:    grid: (1, 1, 1) block: (32, 1, 1) shmem: 0
; ANALYSIS-NEXT:    buffer: 8 bytes
; ANALYSIS-NEXT:    arg 0: offset 0, size 8, store ptr %o
; REMARK: remark: <unknown>:0:0: launch left unchanged: the module declares 'cudaGetParameterBufferV2' without byval dim3 grid and block

define ptx_kernel void @v2_request_shmem(ptr %o, ptr byval(%struct.dim3) %g) {
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i64 0)
  store ptr %o, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'v2_request_shmem'
; ANALYSIS:         not analyzable: the parameter buffer request is unusual: operand 3 (shared memory size) of '__cudaCDP2GetParameterBufferV2' has the unexpected type i64
; REMARK: remark: <unknown>:0:0: launch left unchanged: the parameter buffer request is unusual: operand 3 (shared memory size) of '__cudaCDP2GetParameterBufferV2' has the unexpected type i64

define ptx_kernel void @v2_request_no_byval(ptr %o, ptr %g) {
  %buf = call ptr @cudaGetParameterBufferV2(ptr @child, ptr %g, ptr %g, i32 0)
  store ptr %o, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'v2_request_no_byval'
; ANALYSIS:         not analyzable: the parameter buffer request is unusual: operand 1 (grid) of 'cudaGetParameterBufferV2' is ptr, not a byval dim3 pointer
; REMARK: remark: <unknown>:0:0: launch left unchanged: the parameter buffer request is unusual: operand 1 (grid) of 'cudaGetParameterBufferV2' is ptr, not a byval dim3 pointer

define ptx_kernel void @v2_request_wrapper_three(ptr %o, ptr byval(%struct.dim3) %g) {
  %buf = call ptr @_ZL24cudaGetParameterBufferV2Pv4dim3S0_j(ptr @child, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g)
  store ptr %o, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'v2_request_wrapper_three'
; ANALYSIS:         not analyzable: the parameter buffer request is unusual: '_ZL24cudaGetParameterBufferV2Pv4dim3S0_j' is declared with 3 parameters instead of 4
; REMARK: remark: <unknown>:0:0: launch left unchanged: the parameter buffer request is unusual: '_ZL24cudaGetParameterBufferV2Pv4dim3S0_j' is declared with 3 parameters instead of 4

define ptx_kernel void @v2_launch_defined_here(ptr %buf) {
  %r = call i32 @__cudaCDP2LaunchDeviceV2_ptsz(ptr %buf, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'v2_launch_defined_here'
; ANALYSIS:         not analyzable: '__cudaCDP2LaunchDeviceV2_ptsz' is defined in this module, not by the device runtime
; REMARK: remark: <unknown>:0:0: launch left unchanged: '__cudaCDP2LaunchDeviceV2_ptsz' is defined in this module, not by the device runtime

define ptx_kernel void @v2_launch_variable(ptr %buf) {
  %r = call i32 @cudaLaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'v2_launch_variable'
; ANALYSIS:         not analyzable: 'cudaLaunchDeviceV2' is not a function
; REMARK: remark: <unknown>:0:0: launch left unchanged: 'cudaLaunchDeviceV2' is not a function

define ptx_kernel void @v2_launch_global_buffer(ptr addrspace(1) %buf) {
  %r = call i32 @cudaLaunchDeviceV2_ptsz(ptr addrspace(1) %buf, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'v2_launch_global_buffer'
; ANALYSIS:         not analyzable: operand 0 (parameter buffer) of 'cudaLaunchDeviceV2_ptsz' has the unexpected type ptr addrspace(1)
; REMARK: remark: <unknown>:0:0: launch left unchanged: operand 0 (parameter buffer) of 'cudaLaunchDeviceV2_ptsz' has the unexpected type ptr addrspace(1)

define ptx_kernel void @v2_launch_byval_buffer(ptr %buf) {
  %r = call i32 @_ZL18cudaLaunchDeviceV2PvP11CUstream_st(ptr byval(%struct.dim3) %buf, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'v2_launch_byval_buffer'
; ANALYSIS:         not analyzable: operand 0 (parameter buffer) of '_ZL18cudaLaunchDeviceV2PvP11CUstream_st' has the ABI attribute byval
; REMARK: remark: <unknown>:0:0: launch left unchanged: operand 0 (parameter buffer) of '_ZL18cudaLaunchDeviceV2PvP11CUstream_st' has the ABI attribute byval

define ptx_kernel void @v2_launch_returns_ptr(ptr %buf) {
  %r = call ptr @_ZL23cudaLaunchDeviceV2_ptszPvP11CUstream_st(ptr %buf, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'v2_launch_returns_ptr'
; ANALYSIS:         not analyzable: '_ZL23cudaLaunchDeviceV2_ptszPvP11CUstream_st' returns ptr instead of i32 (cudaError_t)
; REMARK: remark: <unknown>:0:0: launch left unchanged: '_ZL23cudaLaunchDeviceV2_ptszPvP11CUstream_st' returns ptr instead of i32 (cudaError_t)
