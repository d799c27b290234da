; dpopt-warp-atomics: 64-bit atomics whose result is unused, on an address
; that is the same in every lane (kernel arguments, blockIdx and what they
; make), become a reduction over the active lanes (redux.sync on 32-bit parts)
; and one atomic from the lowest active lane; on an address that is likely
; the same (loaded, or uniform only per loop iteration), over the active lanes
; with the same address (match.any.sync). Left alone: used results, 32-bit
; atomics (ptxas combines those), addresses from threadIdx, targets before
; sm_80, and modules that launch nothing from the device.
; RUN: %opt -passes=dpopt-warp-atomics -pass-remarks=dpopt -pass-remarks-missed=dpopt -S %s -o %t.ll 2>%t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; A second run leaves the combined atomics alone (one lane runs them).
; RUN: %opt -passes=dpopt-warp-atomics,dpopt-warp-atomics -S %s | FileCheck %s --check-prefix=TWICE
; TWICE-LABEL: define ptx_kernel void @sum(
; TWICE: call i32 @llvm.nvvm.activemask()
; TWICE-NOT: call i32 @llvm.nvvm.activemask()
; TWICE: atomicrmw add ptr addrspace(1) %{{.*}}, i64 %dpopt.warp.sum monotonic, align 8, !dpopt.warp.combined
; TWICE-LABEL: define ptx_kernel void @smin(
; RUN: sed '/LAUNCH/d' %s | %opt -passes=dpopt-warp-atomics -S | FileCheck %s --check-prefix=NODP
; The pipeline runs it at -O1 and above only, and -dpopt-warp-atomics=false
; turns it off.
; RUN: %opt -passes='default<O2>' -S %s | FileCheck %s --check-prefix=O2
; RUN: %opt -passes='default<O0>' -S %s | FileCheck %s --check-prefix=NONE
; RUN: %opt -passes='default<O2>' -dpopt-warp-atomics=false -S %s | FileCheck %s --check-prefix=NONE

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @__cudaCDP2LaunchDeviceV2(ptr, ptr)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

define ptx_kernel void @parent(ptr %buf) #0 {
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null) ; LAUNCH
  ret void
}

; CHECK-LABEL: define ptx_kernel void @sum(
; CHECK: %dpopt.active = call i32 @llvm.nvvm.activemask()
; CHECK-NOT: match.any
; CHECK: call i32 @llvm.nvvm.redux.sync.add(i32 %{{.*}}, i32 %dpopt.active)
; CHECK: call i32 @llvm.nvvm.redux.sync.add(i32 %{{.*}}, i32 %dpopt.active)
; CHECK: call i32 @llvm.nvvm.redux.sync.add(i32 %{{.*}}, i32 %dpopt.active)
; CHECK: %dpopt.warp.sum = add i64
; CHECK: %[[LT:.*]] = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
; CHECK: %[[BELOW:.*]] = and i32 %dpopt.active, %[[LT]]
; CHECK: %dpopt.first.lane = icmp eq i32 %[[BELOW]], 0
; CHECK: br i1 %dpopt.first.lane
; CHECK: atomicrmw add ptr addrspace(1) %{{.*}}, i64 %dpopt.warp.sum monotonic
define ptx_kernel void @sum(ptr addrspace(1) %total, i64 %v) #0 {
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %b64 = zext i32 %b to i64
  %p = getelementptr i64, ptr addrspace(1) %total, i64 %b64
  %old = atomicrmw add ptr addrspace(1) %p, i64 %v monotonic
  ret void
}

; Signed minimum: the high halves' signed minimum, then the low halves of
; the lanes that have it (the others pass the identity for unsigned min).
; CHECK-LABEL: define ptx_kernel void @smin(
; CHECK: %[[HI:.*]] = call i32 @llvm.nvvm.redux.sync.min(i32
; CHECK: %[[WON:.*]] = icmp eq i32
; CHECK: select i1 %[[WON]], i32 %{{.*}}, i32 -1
; CHECK: call i32 @llvm.nvvm.redux.sync.umin(i32
; CHECK: atomicrmw min ptr %{{.*}}, i64 %dpopt.warp.value seq_cst
define ptx_kernel void @smin(ptr %m, i32 %cu, i64 %v) #0 {
  %i = sext i32 %cu to i64
  %p = getelementptr i64, ptr %m, i64 %i
  %old = atomicrmw min ptr %p, i64 %v seq_cst
  ret void
}

; Unsigned maximum: the identity is 0; and, or, xor: both halves alone.
; CHECK-LABEL: define ptx_kernel void @umax_or(
; CHECK: call i32 @llvm.nvvm.redux.sync.umax(i32
; CHECK: select i1 %{{.*}}, i32 %{{.*}}, i32 0
; CHECK: call i32 @llvm.nvvm.redux.sync.umax(i32
; CHECK: atomicrmw umax
; CHECK: call i32 @llvm.nvvm.redux.sync.or(i32
; CHECK: call i32 @llvm.nvvm.redux.sync.or(i32
; CHECK: atomicrmw or
define ptx_kernel void @umax_or(ptr %m, i64 %v) #0 {
  %a = atomicrmw umax ptr %m, i64 %v monotonic
  %q = getelementptr i64, ptr %m, i64 1
  %b = atomicrmw or ptr %q, i64 %v monotonic
  ret void
}

; A count by a constant: the constant times the active lanes; xor of a
; constant: it, or 0 for an even number of lanes.
; CHECK-LABEL: define ptx_kernel void @constants(
; CHECK: %[[N:.*]] = call i32 @llvm.ctpop.i32(i32 %dpopt.active)
; CHECK: %dpopt.lanes = zext i32 %[[N]] to i64
; CHECK: %dpopt.warp.sum = mul i64 3, %dpopt.lanes
; CHECK: atomicrmw add ptr %m, i64 %dpopt.warp.sum
; CHECK: %[[ODD:.*]] = trunc i64 %{{.*}} to i1
; CHECK: %dpopt.warp.value = select i1 %[[ODD]], i64 5, i64 0
; CHECK: atomicrmw xor ptr %{{.*}}, i64 %dpopt.warp.value
define ptx_kernel void @constants(ptr %m) #0 {
  %a = atomicrmw add ptr %m, i64 3 monotonic
  %q = getelementptr i64, ptr %m, i64 1
  %b = atomicrmw xor ptr %q, i64 5 monotonic
  ret void
}

; A loaded address: likely the same; the lanes with the same address combine.
; CHECK-LABEL: define ptx_kernel void @loaded(
; CHECK: %dpopt.active = call i32 @llvm.nvvm.activemask()
; CHECK: %[[ADDR:.*]] = ptrtoint ptr %p to i64
; CHECK: %dpopt.same.address = call i32 @llvm.nvvm.match.any.sync.i64(i32 %dpopt.active, i64 %[[ADDR]])
; CHECK: call i32 @llvm.nvvm.redux.sync.add(i32 %{{.*}}, i32 %dpopt.same.address)
; CHECK: and i32 %dpopt.same.address,
; CHECK: atomicrmw add ptr %p
define ptx_kernel void @loaded(ptr %pp, i64 %v) #0 {
  %p = load ptr, ptr %pp
  %a = atomicrmw add ptr %p, i64 %v monotonic
  ret void
}

; Uniform only per iteration (the loop's counter): matched at run time.
; CHECK-LABEL: define ptx_kernel void @per_iteration(
; CHECK: loop:
; CHECK: call i32 @llvm.nvvm.match.any.sync.i64(
; CHECK: atomicrmw add ptr %p
define ptx_kernel void @per_iteration(ptr %m, i32 %n, i64 %v) #0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr i64, ptr %m, i64 %i
  %a = atomicrmw add ptr %p, i64 %v monotonic
  %i.next = add i64 %i, 1
  %n64 = zext i32 %n to i64
  %done = icmp uge i64 %i.next, %n64
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; Left alone: the result is used; an address from threadIdx; 32 bits;
; volatile; an exchange; thread-local memory (the same address is another
; word in each lane), a by-value parameter's too (NVPTX copies a written one
; into each thread's local memory).
; CHECK-LABEL: define ptx_kernel void @left_alone(
; CHECK-NOT: redux
; CHECK-NOT: match.any
; CHECK: ret void
define ptx_kernel void @left_alone(ptr %m, i64 %v, ptr %out, ptr byval(i64) align 8 %param) #0 {
  %old = atomicrmw add ptr %m, i64 %v monotonic
  store i64 %old, ptr %out
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %p = getelementptr i64, ptr %m, i64 %t64
  %a = atomicrmw add ptr %p, i64 %v monotonic
  %v32 = trunc i64 %v to i32
  %b = atomicrmw add ptr %m, i32 %v32 monotonic
  %c = atomicrmw volatile add ptr %m, i64 %v monotonic
  %d = atomicrmw xchg ptr %m, i64 %v monotonic
  %local = alloca i64, align 8
  %e = atomicrmw add ptr %local, i64 %v monotonic
  %local5 = addrspacecast ptr %local to ptr addrspace(5)
  %f = atomicrmw or ptr addrspace(5) %local5, i64 %v monotonic
  %g = atomicrmw umin ptr %param, i64 %v monotonic
  ret void
}

; Before sm_80 there is no redux.sync.
; CHECK-LABEL: define ptx_kernel void @old_target(
; CHECK-NOT: redux
; CHECK: ret void
define ptx_kernel void @old_target(ptr %m, i64 %v) #1 {
  %a = atomicrmw add ptr %m, i64 %v monotonic
  ret void
}

attributes #0 = { "target-cpu"="sm_90" }
attributes #1 = { "target-cpu"="sm_75" }

; REMARK-DAG: remark: <unknown>:0:0: 64-bit atomic add on an address that is the same in every lane: combined over the warp's active lanes (one atomic per warp)
; REMARK-DAG: remark: <unknown>:0:0: 64-bit atomic min on an address that is the same in every lane
; REMARK-DAG: remark: <unknown>:0:0: 64-bit atomic add on an address that is the same in the lanes that run it together: combined over the active lanes with the same address (one atomic each)
; REMARK-DAG: remark: <unknown>:0:0: 64-bit atomic add not combined over the warp: its result is used
; REMARK-DAG: remark: <unknown>:0:0: 64-bit atomic add not combined over the warp: volatile
; REMARK-DAG: remark: <unknown>:0:0: 64-bit atomic add not combined over the warp: the address is in the thread's local memory
; REMARK-DAG: remark: <unknown>:0:0: 64-bit atomic or not combined over the warp: the address is in the thread's local memory
; REMARK-DAG: remark: <unknown>:0:0: 64-bit atomic umin not combined over the warp: the address is in the thread's local memory
; REMARK-DAG: remark: <unknown>:0:0: 64-bit atomic xchg not combined over the warp: not an integer add, and, or, xor, min or max

; NODP-NOT: redux
; O2: redux.sync
; NONE-NOT: redux.sync
