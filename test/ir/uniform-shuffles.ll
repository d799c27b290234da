; dpopt-uniform-shuffles: a warp shuffle of a value that is the same in every
; lane (a kernel's parameter, a constant, blockIdx/blockDim/gridDim and what
; non-trapping arithmetic, comparisons and selects make of them) is the
; value; a vote.sync all or any on such a predicate is the predicate. What
; that makes constant (a value compared with its shuffle, the branch on the
; vote) is cleaned up in the functions that changed. Left alone: values from
; threadIdx, loads, phis (lanes of different loop iterations can meet), a
; device function's parameters (its callers' lanes may pass different ones),
; by-value parameters (copied to each thread's local memory when written),
; ballots and modules that launch nothing from the device.
; RUN: %opt -passes=dpopt-uniform-shuffles -S %s | FileCheck %s
; RUN: sed '/LAUNCH/d' %s | %opt -passes=dpopt-uniform-shuffles -S | FileCheck %s --check-prefix=NODP
; The pipeline runs it at -O1 and above only; -dpopt-uniform-shuffles=false
; turns it off.
; RUN: %opt -passes='default<O2>' -S %s | FileCheck %s --check-prefix=O2
; RUN: %opt -passes='default<O0>' -S %s | FileCheck %s --check-prefix=KEPT
; RUN: %opt -passes='default<O2>' -dpopt-uniform-shuffles=false -S %s | FileCheck %s --check-prefix=KEPT

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @__cudaCDP2LaunchDeviceV2(ptr, ptr) ; LAUNCH
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.activemask()
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)

; A parameter, blockIdx * blockDim, a constant: each shuffle is the value,
; and the vote on "the value equals the first lane's" is true: its branch
; goes, with the block that fetched the value.
; CHECK-LABEL: define ptx_kernel void @same(
; CHECK-NOT:     shfl
; CHECK-NOT:     vote
; CHECK-NOT:     fetch
; CHECK:         store i32 %n, ptr %out, align 4
; CHECK:         store i32 %base, ptr %p1, align 4
; CHECK:         store float 1.500000e+00, ptr %p2, align 4
; CHECK:         ret void
define ptx_kernel void @same(ptr %out, i32 noundef %n, i32 %src) {
entry:
  %mask = call i32 @llvm.nvvm.activemask()
  %s = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %mask, i32 %n, i32 %src, i32 31)
  %eq = icmp eq i32 %s, %n
  %same = call i1 @llvm.nvvm.vote.all.sync(i32 %mask, i1 %eq)
  br i1 %same, label %got, label %fetch
fetch:
  %f = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %mask, i32 %n, i32 0, i32 31)
  br label %got
got:
  %v = phi i32 [ %n, %entry ], [ %f, %fetch ]
  store i32 %v, ptr %out, align 4
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %bdim = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %bid, %bdim
  %b = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %mask, i32 %base, i32 %src, i32 31)
  %p1 = getelementptr i32, ptr %out, i64 1
  store i32 %b, ptr %p1, align 4
  %c = call float @llvm.nvvm.shfl.sync.down.f32(i32 %mask, float 1.5, i32 1, i32 31)
  %p2 = getelementptr float, ptr %out, i64 2
  store float %c, ptr %p2, align 4
  ret void
}

; The predicate of a vote on a parameter's comparison is the comparison.
; CHECK-LABEL: define ptx_kernel void @votes(
; CHECK-NOT:     vote.a
; CHECK:         %small = icmp slt i32 %n, 64
; CHECK-NEXT:    %z = zext i1 %small to i32
; CHECK:         %ballot = call i32 @llvm.nvvm.vote.ballot.sync(i32 %mask, i1 %small)
define ptx_kernel void @votes(ptr %out, i32 noundef %n) {
entry:
  %mask = call i32 @llvm.nvvm.activemask()
  %small = icmp slt i32 %n, 64
  %all = call i1 @llvm.nvvm.vote.all.sync(i32 %mask, i1 %small)
  %any = call i1 @llvm.nvvm.vote.any.sync(i32 %mask, i1 %small)
  %both = and i1 %all, %any
  %z = zext i1 %both to i32
  store i32 %z, ptr %out, align 4
  %ballot = call i32 @llvm.nvvm.vote.ballot.sync(i32 %mask, i1 %small)
  %p1 = getelementptr i32, ptr %out, i64 1
  store i32 %ballot, ptr %p1, align 4
  ret void
}

; threadIdx, a load, a phi of a loop, a device function's parameter and a
; by-value parameter: kept.
; CHECK-LABEL: define ptx_kernel void @differ(
; CHECK:         call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %mask, i32 %tid,
; CHECK:         call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %mask, i32 %ld,
; CHECK:         call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %mask, i32 %i,
; CHECK:         call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %mask, i32 %w,
define ptx_kernel void @differ(ptr %out, ptr %in, i32 %n, ptr byval(i32) align 4 %bv) {
entry:
  %mask = call i32 @llvm.nvvm.activemask()
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %mask, i32 %tid, i32 0, i32 31)
  store i32 %t, ptr %out, align 4
  %ld = load i32, ptr %in, align 4
  %l = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %mask, i32 %ld, i32 0, i32 31)
  store i32 %l, ptr %out, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %mask, i32 %i, i32 0, i32 31)
  store i32 %s, ptr %out, align 4
  %i.next = add i32 %i, 1
  %more = icmp slt i32 %i.next, %tid
  br i1 %more, label %loop, label %done
done:
  %w = ptrtoint ptr %bv to i32
  %b = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %mask, i32 %w, i32 0, i32 31)
  store i32 %b, ptr %out, align 4
  call void @helper(ptr %out, i32 %n)
  ret void
}

; The module launches kernels from the device.
define void @launcher(ptr %buf) {
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null) ; LAUNCH
  ret void
}

; CHECK-LABEL: define void @helper(
; CHECK:         call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %mask, i32 %k,
define void @helper(ptr %out, i32 %k) {
  %mask = call i32 @llvm.nvvm.activemask()
  %s = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %mask, i32 %k, i32 0, i32 31)
  store i32 %s, ptr %out, align 4
  ret void
}

; NODP-LABEL: define ptx_kernel void @same(
; NODP:         call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %mask, i32 %n,

; O2-LABEL: define ptx_kernel void @same(
; O2-NOT:     shfl
; O2-LABEL: define ptx_kernel void @votes(
; KEPT-LABEL: define ptx_kernel void @same(
; KEPT:         shfl.sync.idx

; An undef word (a launch's padding bytes, as the spread over the warp
; shuffles them) and a product that may be poison (nuw): each shuffle
; becomes the frozen value, not the undef or poison itself, which would
; make the branch on the vote a branch on undef, undefined behaviour after
; which the clean-up dropped the rest of the kernel (a fuzzer's program ran
; wrong). Compared with itself, the frozen value is equal: both fetches go.
; CHECK-LABEL: define ptx_kernel void @maybe_undef(
; CHECK-NOT:     shfl
; CHECK-NOT:     vote
; CHECK-NOT:     unreachable
; CHECK:         %w = mul i32 %n, %m
; CHECK:         store i32 %w, ptr %p1, align 4
; CHECK:         store i32 %w, ptr %p2, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @maybe_undef(ptr %out, i32 noundef %n, i32 noundef %m, i32 %src) {
entry:
  %mask = call i32 @llvm.nvvm.activemask()
  %s = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %mask, i32 undef, i32 %src, i32 31)
  %eq = icmp eq i32 undef, %s
  %same = call i1 @llvm.nvvm.vote.all.sync(i32 %mask, i1 %eq)
  br i1 %same, label %next, label %fetch
fetch:
  %f = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %mask, i32 undef, i32 0, i32 31)
  br label %next
next:
  %v = phi i32 [ undef, %entry ], [ %f, %fetch ]
  store i32 %v, ptr %out, align 4
  %w = mul nuw i32 %n, %m
  %t = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %mask, i32 %w, i32 %src, i32 31)
  %eq2 = icmp eq i32 %w, %t
  %same2 = call i1 @llvm.nvvm.vote.all.sync(i32 %mask, i1 %eq2)
  br i1 %same2, label %got, label %fetch2
fetch2:
  %g = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %mask, i32 %w, i32 0, i32 31)
  br label %got
got:
  %x = phi i32 [ %w, %next ], [ %g, %fetch2 ]
  %p1 = getelementptr i32, ptr %out, i64 1
  store i32 %x, ptr %p1, align 4
  %p2 = getelementptr i32, ptr %out, i64 2
  store i32 %t, ptr %p2, align 4
  ret void
}
