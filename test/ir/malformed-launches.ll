; Launch calls with the runtime's prototypes that are still not launches DPOpt
; can rewrite (odd call forms, buffers from elsewhere, odd children, sizes).
; Every pass must leave the module exactly as it is (-verify-each, and the
; output compared with the input's), with a missed remark saying why.
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
; RUN: %opt -passes='print<dpopt-launches>' -S %s -o %t.print.ll
; RUN: diff %t.ref.ll %t.print.ll
; The pipeline with the options that change what it emits.
; RUN: %opt -passes=dpopt -dpopt-threshold-runtime=false -dpopt-coarsen-runtime=false -dpopt-agg-defer=always -dpopt-agg-granularity=warp -S %s -o %t.opts.ll
; RUN: diff %t.ref.ll %t.opts.ll

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@not_a_function = global i32 0
@child_alias = alias void (ptr), ptr @child
@dims = global %struct.dim3 { i32 1, i32 1, i32 1 }

declare ptr @__cudaCDP2GetParameterBuffer(i64, i64)
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)
declare ptr @__cudaCDP2GetParameterBufferV2(ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32)
declare i32 @__cudaCDP2LaunchDeviceV2(ptr, ptr)
declare ptr @malloc(i64)
declare ptr @other_kernel_decl(ptr)
declare ptx_kernel void @extern_child(ptr)
declare i32 @__gxx_personality_v0(...)

define ptx_kernel void @child(ptr %out) {
  store i32 1, ptr %out
  ret void
}

define ptx_kernel i32 @child_returns(ptr %out) {
  ret i32 0
}

define ptx_kernel void @child_big(ptr %out, ptr byval([64 x i32]) %big) {
  ret void
}

; A child with launches the table does not describe: the child analysis reads
; no operand of them.
define ptx_kernel void @child_with_bad_launches(ptr %out) {
  %r1 = call i32 @__cudaCDP2LaunchDevice(ptr %out)
  %b = call ptr @__cudaCDP2GetParameterBufferV2(ptr %out)
  %r2 = call i32 @__cudaCDP2LaunchDeviceV2(ptr %b, ptr null)
  %r3 = call i32 @__cudaCDP2LaunchDeviceV2(ptr %out)
  ret void
}
; Its launches are sites of their own, first in the module.
; ANALYSIS-LABEL: launch in 'child_with_bad_launches'
; ANALYSIS:         not analyzable: the call's type (i32 (ptr)) is not that of '__cudaCDP2LaunchDevice'
; ANALYSIS-LABEL: launch in 'child_with_bad_launches'
; ANALYSIS:         not analyzable: the parameter buffer request is unusual: the call's type (ptr (ptr)) is not that of '__cudaCDP2GetParameterBufferV2'
; ANALYSIS-LABEL: launch in 'child_with_bad_launches'
; ANALYSIS:         not analyzable: the call's type (i32 (ptr)) is not that of '__cudaCDP2LaunchDeviceV2'
; REMARK: remark: <unknown>:0:0: launch left unchanged: the call's type (i32 (ptr)) is not that of '__cudaCDP2LaunchDevice'
; REMARK: remark: <unknown>:0:0: launch left unchanged: the parameter buffer request is unusual: the call's type (ptr (ptr))
; REMARK: remark: <unknown>:0:0: launch left unchanged: the call's type (i32 (ptr)) is not that of '__cudaCDP2LaunchDeviceV2'

define void @not_a_kernel(ptr %out) {
  ret void
}

; The repro's V1 launch with i32 grid and block, here through a call whose
; type is not the declaration's.
define ptx_kernel void @call_type_mismatch(ptr %o, i32 %n) {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %o, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, i32 %n, i32 32, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'call_type_mismatch' via __cudaCDP2LaunchDevice
; ANALYSIS:         not analyzable: the call's type (i32 (ptr, ptr, i32, i32, i32, ptr)) is not that of '__cudaCDP2LaunchDevice' (i32 (ptr, ptr, ptr, ptr, i32, ptr))
; REMARK: remark: <unknown>:0:0: launch left unchanged: the call's type (i32 (ptr, ptr, i32, i32, i32, ptr)) is not that of '__cudaCDP2LaunchDevice'

; Too few operands, through the call's type.
define ptx_kernel void @too_few_operands(ptr %o) {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf)
  ret void
}
; ANALYSIS-LABEL: launch in 'too_few_operands'
; ANALYSIS:         not analyzable: the call's type (i32 (ptr, ptr)) is not that of '__cudaCDP2LaunchDevice'
; REMARK: remark: <unknown>:0:0: launch left unchanged: the call's type (i32 (ptr, ptr)) is not that of

; A launch by invoke (NVPTX has no exceptions, but the IR allows it).
define ptx_kernel void @launch_by_invoke(ptr %o, ptr byval(%struct.dim3) %g) personality ptr @__gxx_personality_v0 {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %o, ptr %buf, align 8
  %r = invoke i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
          to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
; ANALYSIS-LABEL: launch in 'launch_by_invoke'
; ANALYSIS:         not analyzable: '__cudaCDP2LaunchDevice' is called by an invoke, not a call
; REMARK: remark: <unknown>:0:0: launch left unchanged: '__cudaCDP2LaunchDevice' is called by an invoke, not a call

; The buffer request by invoke.
define ptx_kernel void @buffer_by_invoke(ptr %o, ptr byval(%struct.dim3) %g) personality ptr @__gxx_personality_v0 {
  %buf = invoke ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
          to label %ok unwind label %lp
ok:
  store ptr %o, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret void
}
; ANALYSIS-LABEL: launch in 'buffer_by_invoke'
; ANALYSIS:         not analyzable: the parameter buffer request is unusual: '__cudaCDP2GetParameterBuffer' is called by an invoke, not a call
; REMARK: remark: <unknown>:0:0: launch left unchanged: the parameter buffer request is unusual: '__cudaCDP2GetParameterBuffer' is called by an invoke

; A musttail launch.
define i32 @launch_musttail(ptr %k, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %b, i32 %s, ptr %st) {
  %r = musttail call i32 @__cudaCDP2LaunchDevice(ptr %k, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %b, i32 %s, ptr %st)
  ret i32 %r
}
; ANALYSIS-LABEL: launch in 'launch_musttail'
; ANALYSIS:         not analyzable: '__cudaCDP2LaunchDevice' is called with musttail
; REMARK: remark: <unknown>:0:0: launch left unchanged: '__cudaCDP2LaunchDevice' is called with musttail

; A launch with an operand bundle.
define ptx_kernel void @launch_bundle(ptr %o, ptr byval(%struct.dim3) %g) {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %o, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null) [ "dpopt.test"(i32 1) ]
  ret void
}
; ANALYSIS-LABEL: launch in 'launch_bundle'
; ANALYSIS:         not analyzable: the call of '__cudaCDP2LaunchDevice' carries operand bundles
; REMARK: remark: <unknown>:0:0: launch left unchanged: the call of '__cudaCDP2LaunchDevice' carries operand bundles

; The grid's byval type is not a dim3 (at the call).
define ptx_kernel void @grid_byval_type(ptr %o, ptr byval([2 x i64]) %g) {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %o, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval([2 x i64]) align 4 %g, ptr byval(%struct.dim3) align 4 @dims, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'grid_byval_type'
; ANALYSIS:         not analyzable: operand 2 (grid) of '__cudaCDP2LaunchDevice' is passed byval as [2 x i64], not as a dim3
; REMARK: remark: <unknown>:0:0: launch left unchanged: operand 2 (grid) of '__cudaCDP2LaunchDevice' is passed byval as [2 x i64], not as a dim3

; The buffer comes from malloc.
define ptx_kernel void @buffer_from_malloc(ptr %o, ptr byval(%struct.dim3) %g) {
  %buf = call ptr @malloc(i64 8)
  store ptr %o, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'buffer_from_malloc'
; ANALYSIS:         not analyzable: the parameter buffer does not come from cudaGetParameterBuffer
; REMARK: remark: <unknown>:0:0: launch left unchanged: the parameter buffer does not come from cudaGetParameterBuffer

; A V2 launch of a buffer the parent allocated on its stack.
define ptx_kernel void @v2_buffer_from_alloca(ptr %o) {
  %buf = alloca [8 x i8], align 8
  store ptr %o, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'v2_buffer_from_alloca' via __cudaCDP2LaunchDeviceV2
; ANALYSIS:         not analyzable: the parameter buffer does not come from cudaGetParameterBuffer
; REMARK: remark: <unknown>:0:0: launch left unchanged: the parameter buffer does not come from cudaGetParameterBuffer

; A V2 launch of a V1 buffer.
define ptx_kernel void @v2_launch_v1_buffer(ptr %o) {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %o, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'v2_launch_v1_buffer'
; ANALYSIS:         not analyzable: the parameter buffer and the launch use different API versions
; REMARK: remark: <unknown>:0:0: launch left unchanged: the parameter buffer and the launch use different API versions

; A V2 buffer request whose type is not the declaration's (scalar dims).
define ptx_kernel void @v2_request_type_mismatch(ptr %o, i32 %n) {
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, i32 %n, i32 32, i32 0)
  store ptr %o, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'v2_request_type_mismatch'
; ANALYSIS:         not analyzable: the parameter buffer request is unusual: the call's type (ptr (ptr, i32, i32, i32)) is not that of '__cudaCDP2GetParameterBufferV2'
; REMARK: remark: <unknown>:0:0: launch left unchanged: the parameter buffer request is unusual: the call's type (ptr (ptr, i32, i32, i32))

; A V1 buffer request whose size and alignment are i32 (not the declaration).
define ptx_kernel void @v1_request_type_mismatch(ptr %o, ptr byval(%struct.dim3) %g) {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i32 64, i32 8)
  store ptr %o, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'v1_request_type_mismatch'
; ANALYSIS:         not analyzable: the parameter buffer request is unusual: the call's type (ptr (i32, i32)) is not that of '__cudaCDP2GetParameterBuffer' (ptr (i64, i64))
; REMARK: remark: <unknown>:0:0: launch left unchanged: the parameter buffer request is unusual: the call's type (ptr (i32, i32))

; The launched value is a global variable.
define ptx_kernel void @kernel_is_variable(ptr %o, ptr byval(%struct.dim3) %g) {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %o, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @not_a_function, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'kernel_is_variable'
; ANALYSIS:         not analyzable: the launched value 'not_a_function' is not a function
; REMARK: remark: <unknown>:0:0: launch left unchanged: the launched value 'not_a_function' is not a function

; The kernel is named through an alias.
define ptx_kernel void @kernel_is_alias(ptr %o, ptr byval(%struct.dim3) %g) {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %o, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child_alias, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'kernel_is_alias'
; ANALYSIS:         not analyzable: the child kernel is named through the alias 'child_alias'
; REMARK: remark: <unknown>:0:0: launch left unchanged: the child kernel is named through the alias 'child_alias'

; The kernel is declared here, defined elsewhere.
define ptx_kernel void @kernel_is_declaration(ptr %o, ptr byval(%struct.dim3) %g) {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %o, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @extern_child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'kernel_is_declaration'
; ANALYSIS:         not analyzable: the child kernel 'extern_child' is defined in another translation unit
; REMARK: remark: <unknown>:0:0: launch left unchanged: the child kernel 'extern_child' is defined in another translation unit

; The launched function is a device function, then a declaration, then the
; device runtime itself.
define ptx_kernel void @kernel_is_function(ptr %o, ptr byval(%struct.dim3) %g) {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %o, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @not_a_kernel, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  %buf2 = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %r2 = call i32 @__cudaCDP2LaunchDevice(ptr @other_kernel_decl, ptr %buf2, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  %buf3 = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %r3 = call i32 @__cudaCDP2LaunchDevice(ptr @__cudaCDP2LaunchDeviceV2, ptr %buf3, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'kernel_is_function'
; ANALYSIS:         not analyzable: the launched function 'not_a_kernel' is not a kernel
; ANALYSIS-LABEL: launch in 'kernel_is_function'
; ANALYSIS:         not analyzable: the launched function 'other_kernel_decl' is not a kernel
; ANALYSIS-LABEL: launch in 'kernel_is_function'
; ANALYSIS:         not analyzable: the launched function '__cudaCDP2LaunchDeviceV2' is not a kernel
; REMARK: remark: <unknown>:0:0: launch left unchanged: the launched function 'not_a_kernel' is not a kernel
; REMARK: remark: <unknown>:0:0: launch left unchanged: the launched function 'other_kernel_decl' is not a kernel
; REMARK: remark: <unknown>:0:0: launch left unchanged: the launched function '__cudaCDP2LaunchDeviceV2' is not a kernel

; A kernel that returns a value.
define ptx_kernel void @kernel_returns_value(ptr %o, ptr byval(%struct.dim3) %g) {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %o, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child_returns, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'kernel_returns_value'
; ANALYSIS:         not analyzable: the child kernel 'child_returns' returns a value
; REMARK: remark: <unknown>:0:0: launch left unchanged: the child kernel 'child_returns' returns a value

; A buffer smaller than the child's parameters (8 + 256 bytes).
define ptx_kernel void @buffer_too_small(ptr %o, ptr byval(%struct.dim3) %g) {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %o, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child_big, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'buffer_too_small'
; ANALYSIS:         not analyzable: the parameter buffer (8 bytes) is smaller than the child's parameters (264 bytes)
; REMARK: remark: <unknown>:0:0: launch left unchanged: the parameter buffer (8 bytes) is smaller than the child's parameters (264 bytes)

; A buffer larger than CUDA allows (the staging copy would be 2^64-1 bytes).
define ptx_kernel void @buffer_too_large(ptr %o, ptr byval(%struct.dim3) %g) {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 -1)
  store ptr %o, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'buffer_too_large'
; ANALYSIS:         not analyzable: the parameter buffer size (18446744073709551615 bytes) exceeds CUDA's limit of 32764 bytes
; REMARK: remark: <unknown>:0:0: launch left unchanged: the parameter buffer size (18446744073709551615 bytes) exceeds CUDA's limit of 32764 bytes

; A buffer of a size known only at run time.
define ptx_kernel void @buffer_size_variable(ptr %o, ptr byval(%struct.dim3) %g, i64 %n) {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 %n)
  store ptr %o, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'buffer_size_variable'
; ANALYSIS:         not analyzable: the parameter buffer size is not a constant
; REMARK: remark: <unknown>:0:0: launch left unchanged: the parameter buffer size is not a constant

; One buffer, two launches.
define ptx_kernel void @buffer_twice(ptr %o, ptr byval(%struct.dim3) %g) {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %o, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  %r2 = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'buffer_twice'
; ANALYSIS:         not analyzable: one parameter buffer is passed to several launches
; ANALYSIS-LABEL: launch in 'buffer_twice'
; ANALYSIS:         not analyzable: one parameter buffer is passed to several launches
; REMARK: remark: <unknown>:0:0: launch left unchanged: one parameter buffer is passed to several launches
; REMARK: remark: <unknown>:0:0: launch left unchanged: one parameter buffer is passed to several launches

; At -O0 the buffer may sit in a local variable; here the local holds an
; integer that is read back as the pointer.
define ptx_kernel void @buffer_local_type(ptr %o, ptr byval(%struct.dim3) %g) {
  %local = alloca i64, align 8
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %int = ptrtoint ptr %buf to i64
  store i64 %int, ptr %local, align 8
  %reload = load ptr, ptr %local, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %reload, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'buffer_local_type'
; ANALYSIS:         not analyzable: the parameter buffer does not come from cudaGetParameterBuffer
; REMARK: remark: <unknown>:0:0: launch left unchanged: the parameter buffer does not come from cudaGetParameterBuffer

; A launch of the child that itself makes launches the table does not
; describe, with a buffer too small: the child is still analyzed.
define ptx_kernel void @launches_bad_child(ptr %o, ptr byval(%struct.dim3) %g) {
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 4)
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child_with_bad_launches, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  ret void
}
; ANALYSIS-LABEL: launch in 'launches_bad_child'
; ANALYSIS:         not analyzable: the parameter buffer (4 bytes) is smaller than the child's parameters (8 bytes)
; REMARK: remark: <unknown>:0:0: launch left unchanged: the parameter buffer (4 bytes) is smaller than the child's parameters (8 bytes)

; The launch function's address is taken: launches through the pointer are
; not seen.
define ptx_kernel void @address_taken(ptr %slot, ptr %o, ptr byval(%struct.dim3) %g) {
  store ptr @__cudaCDP2LaunchDevice, ptr %slot, align 8
  %fp = load ptr, ptr %slot, align 8
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %r = call i32 %fp(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %g, ptr byval(%struct.dim3) align 4 %g, i32 0, ptr null)
  ret void
}

; ANALYSIS:       address of '__cudaCDP2LaunchDevice' taken in 'address_taken' (store): launches through it are not seen
; ANALYSIS:       child 'child_with_bad_launches'
; ANALYSIS:         launches: yes, indirect calls: yes
; ANALYSIS:         serializable: no (the child makes an indirect call)
; REMARK: remark: <unknown>:0:0: the address of '__cudaCDP2LaunchDevice' is taken: launches made through it are left unchanged
