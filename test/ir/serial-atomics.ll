; dpopt-serial-atomics: in a serial run (the loops of a child's serial
; version, marked dpopt.serial.threads), an atomic whose result is unused,
; on an address the same in every iteration, is kept in a register and made
; once at the run's exit when the register holds more than the identity
; (SerialAtomics.h). Left alone: unmarked loops, used results, an atomic
; followed in its thread by an access that may touch its word, another
; operation's atomic that may touch it, fences, calls, volatile accesses.
; RUN: %opt -passes=dpopt-serial-atomics -pass-remarks=dpopt -pass-remarks-missed=dpopt -S %s -o %t.ll 2>%t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; The pipeline runs it at -O1 and above only; -dpopt-serial-atomics=false
; turns it off.
; RUN: %opt -passes='default<O2>' -pass-remarks=dpopt -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=O2
; RUN: %opt -passes='default<O0>' -pass-remarks=dpopt -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
; RUN: %opt -passes='default<O2>' -dpopt-serial-atomics=false -pass-remarks=dpopt -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
; O2: atomic add of a child's threads run serially: kept in a register over the run, one atomic at its end
; NONE-NOT: kept in a register

; REMARK: remark: <unknown>:0:0: atomic add of a child's threads run serially: kept in a register over the run, one atomic at its end
; REMARK-NEXT: remark: <unknown>:0:0: atomic add of a child's threads run serially: kept in a register over the run, one atomic at its end
; REMARK-NEXT: remark: <unknown>:0:0: atomic add of a child's threads run serially made by each thread: the child's thread may read or write the address after its atomic
; REMARK-NEXT: remark: <unknown>:0:0: atomic add of a child's threads run serially: kept in a register over the run, one atomic at its end
; REMARK-NEXT: remark: <unknown>:0:0: atomic sub of a child's threads run serially: kept in a register over the run, one atomic at its end
; REMARK-NEXT: remark: <unknown>:0:0: atomic min of a child's threads run serially: kept in a register over the run, one atomic at its end
; REMARK-NEXT: remark: <unknown>:0:0: atomic add of a child's threads run serially: kept in a register over the run, one atomic at its end
; REMARK-NEXT: remark: <unknown>:0:0: atomic sub of a child's threads run serially: kept in a register over the run, one atomic at its end
; REMARK-NEXT: remark: <unknown>:0:0: atomic add of a child's threads run serially made by each thread: another atomic of the run may touch the address
; REMARK-NEXT: remark: <unknown>:0:0: atomic umax of a child's threads run serially made by each thread: another atomic of the run may touch the address
; REMARK-NEXT: remark: <unknown>:0:0: atomic add of a child's threads run serially made by each thread: the run has a fence
; REMARK-NEXT: remark: <unknown>:0:0: atomic add of a child's threads run serially made by each thread: the run calls code that may touch memory
; REMARK-NEXT: remark: <unknown>:0:0: atomic add of a child's threads run serially made by each thread: a volatile access of the run may touch the address
; REMARK-NEXT: remark: <unknown>:0:0: atomic umin of a child's threads run serially: kept in a register over the run, one atomic at its end
; REMARK-NEXT: remark: <unknown>:0:0: atomic add of a child's threads run serially made by each thread: another atomic of the run may touch the address
; REMARK-NEXT: remark: <unknown>:0:0: atomic add of a child's threads run serially made by each thread: another atomic of the run may touch the address
; REMARK-NEXT: remark: <unknown>:0:0: atomic add of a child's threads run serially: kept in a register over the run, one atomic at its end
; REMARK-NOT: remark

; CHECK-LABEL: define void @kept(
; CHECK: loop:
; CHECK-NEXT: %[[HELD:.*]] = phi i64 [ 0, %entry ], [ %[[NEXT:.*]], %latch ]
; CHECK-NOT: atomicrmw
; CHECK: %[[SUM:.*]] = add i64 %[[HELD]], %w
; CHECK: %[[NEXT]] = phi i64 [ %[[SUM]], %add ], [ %[[HELD]], %loop ]
; CHECK: exit:
; CHECK-NEXT: %[[SOME:.*]] = icmp ne i64 %[[NEXT]], 0
; CHECK-NEXT: br i1 %[[SOME]]
; CHECK: atomicrmw add ptr %total, i64 %[[NEXT]] seq_cst, align 8
; CHECK-NEXT: br label
; CHECK-LABEL: define void @unmarked(
; CHECK: loop:
; CHECK: atomicrmw add ptr %total, i64 %w seq_cst
; CHECK-LABEL: define void @store_before(
; CHECK: store i32 %i
; CHECK-NOT: atomicrmw
; CHECK: exit:
; CHECK: atomicrmw add ptr %total, i32 %{{.*}} monotonic, align 4
; CHECK-LABEL: define void @store_after(
; CHECK: loop:
; CHECK-NEXT: %i = phi
; CHECK-NEXT: %old = atomicrmw add ptr %total, i32 %i monotonic
; CHECK-LABEL: define void @nested(
; CHECK: block:
; CHECK-NEXT: phi i64 [ 9223372036854775807, %entry ]
; CHECK-NEXT: phi i32 [ 0, %entry ]
; CHECK-NEXT: phi i32 [ 0, %entry ]
; CHECK-NOT: atomicrmw
; CHECK: call i64 @llvm.smin.i64(
; CHECK: exit:
; CHECK-NEXT: icmp ne i64 %{{.*}}, 9223372036854775807
; CHECK: atomicrmw min ptr %p.min, i64
; CHECK: atomicrmw sub ptr %p.sub, i32
; CHECK: atomicrmw add ptr %p, i32
; CHECK-LABEL: define void @add_sub(
; CHECK-NOT: atomicrmw
; CHECK: exit:
; CHECK: atomicrmw sub ptr %q
; CHECK: atomicrmw add ptr %p
; CHECK-LABEL: define void @add_and_max(
; CHECK: loop:
; CHECK: atomicrmw add ptr %p, i32 %i seq_cst
; CHECK-NEXT: atomicrmw umax ptr %q, i32 %i seq_cst
; CHECK-LABEL: define i32 @used(
; CHECK: %old = atomicrmw add ptr %p, i32 1 seq_cst
; CHECK-LABEL: define void @fenced(
; CHECK: %old = atomicrmw add
; CHECK-LABEL: define void @calls(
; CHECK: %old = atomicrmw add
; CHECK-LABEL: define void @volatile_read(
; CHECK: %old = atomicrmw add
; CHECK-LABEL: define void @local_word(
; CHECK: %old = atomicrmw add ptr %x, i32 %i seq_cst
; CHECK-LABEL: define void @two_entries(
; CHECK: loop.preheader:
; CHECK: loop:
; CHECK-NEXT: phi i32 [ -1, %loop.preheader ]
; CHECK-NOT: atomicrmw
; CHECK: call i32 @llvm.umin.i32(
; CHECK: exit:
; CHECK-NEXT: icmp ne i32 %{{.*}}, -1
; CHECK: atomicrmw umin ptr %p, i32 %{{.*}} seq_cst
; CHECK-LABEL: define void @widths(
; CHECK: loop:
; CHECK: %old.p = atomicrmw add ptr %p, i64 %w
; CHECK-NEXT: %old.q = atomicrmw add ptr %q, i32 %i
; CHECK-LABEL: define void @scattered(
; CHECK: loop:
; CHECK: %old.c = atomicrmw add ptr %at, i64 1
; CHECK-NOT: atomicrmw
; CHECK: exit:
; CHECK: atomicrmw add ptr %total, i64

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @opaque()

; A serial run (DPOpt's serial version marks its loops): the add is kept in
; a register, one add at the run's exit when the sum is not 0.
define void @kept(ptr %vals, i32 %n, ptr %total) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %at = getelementptr i32, ptr %vals, i32 %i
  %v = load i32, ptr %at, align 4
  %nz = icmp ne i32 %v, 0
  br i1 %nz, label %add, label %latch
add:
  %w = zext i32 %v to i64
  %old = atomicrmw add ptr %total, i64 %w seq_cst, align 8
  br label %latch
latch:
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

; The same loop without the mark: left alone.
define void @unmarked(ptr %vals, i32 %n, ptr %total) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %at = getelementptr i32, ptr %vals, i32 %i
  %v = load i32, ptr %at, align 4
  %w = zext i32 %v to i64
  %old = atomicrmw add ptr %total, i64 %w seq_cst, align 8
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; A store that may touch the word, before the atomic in its thread: kept (the
; threads before it are not ordered with this one); after it: not.
define void @store_before(ptr %out, i32 %n, ptr %total) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %at = getelementptr i32, ptr %out, i32 %i
  store i32 %i, ptr %at, align 4
  %old = atomicrmw add ptr %total, i32 %i monotonic, align 4
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

define void @store_after(ptr %out, i32 %n, ptr %total) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %old = atomicrmw add ptr %total, i32 %i monotonic, align 4
  %at = getelementptr i32, ptr %out, i32 %i
  store i32 %i, ptr %at, align 4
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

; Blocks, then threads (both marked): the atomics are kept over the outer
; loop. Words of one array, which their addresses tell apart: an add, a sub
; and a min, each with its own register.
define void @nested(i32 %blocks, i32 %threads, ptr %p) {
entry:
  %p.sub = getelementptr i32, ptr %p, i32 1
  %p.min = getelementptr i64, ptr %p, i32 1
  br label %block
block:
  %b = phi i32 [ 0, %entry ], [ %b.next, %block.latch ]
  br label %thread
thread:
  %t = phi i32 [ 0, %block ], [ %t.next, %thread ]
  %x = add i32 %b, %t
  %old.p = atomicrmw add ptr %p, i32 %x seq_cst, align 4
  %old.q = atomicrmw sub ptr %p.sub, i32 %t seq_cst, align 4
  %y = sext i32 %x to i64
  %old.min = atomicrmw min ptr %p.min, i64 %y seq_cst, align 8
  %t.next = add i32 %t, 1
  %t.more = icmp ult i32 %t.next, %threads
  br i1 %t.more, label %thread, label %block.latch, !llvm.loop !2
block.latch:
  %b.next = add i32 %b, 1
  %b.more = icmp ult i32 %b.next, %blocks
  br i1 %b.more, label %block, label %exit, !llvm.loop !4
exit:
  ret void
}

; An add and a sub on words that may be one: kept (the updates commute).
define void @add_sub(ptr %p, ptr %q, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %old.p = atomicrmw add ptr %p, i32 %i seq_cst, align 4
  %old.q = atomicrmw sub ptr %q, i32 %i seq_cst, align 4
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

; Atomics that must stay: an add and a max that may touch one word; a result
; used; a fence; a call; a volatile load of what may be the word.
define void @add_and_max(ptr %p, ptr %q, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %old.p = atomicrmw add ptr %p, i32 %i seq_cst, align 4
  %old.q = atomicrmw umax ptr %q, i32 %i seq_cst, align 4
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

define i32 @used(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %loop ]
  %old = atomicrmw add ptr %p, i32 1 seq_cst, align 4
  %s.next = add i32 %s, %old
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  ret i32 %s.next
}

define void @fenced(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %old = atomicrmw add ptr %p, i32 1 seq_cst, align 4
  fence seq_cst
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

define void @calls(ptr %p, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void @opaque()
  %old = atomicrmw add ptr %p, i32 1 seq_cst, align 4
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

define void @volatile_read(ptr %p, ptr %flag, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %f = load volatile i32, ptr %flag, align 4
  %old = atomicrmw add ptr %p, i32 %f seq_cst, align 4
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

; An atomic on the thread's local memory (a variable of each child thread,
; which the iterations share): left alone, without a remark.
define void @local_word(i32 %n) {
entry:
  %x = alloca i32, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 0, ptr %x, align 4
  %old = atomicrmw add ptr %x, i32 %i seq_cst, align 4
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

; A header entered from two blocks outside the loop: the pass gives the loop
; a preheader, which the accumulator starts in.
define void @two_entries(ptr %p, i32 %n, i1 %c) {
entry:
  br i1 %c, label %loop, label %other
other:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ 1, %other ], [ %i.next, %loop ]
  %old = atomicrmw umin ptr %p, i32 %i seq_cst, align 4
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

; Adds of two widths on words that may overlap: a carry out of the low half
; depends on their order, so both stay.
define void @widths(ptr %p, ptr %q, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %w = zext i32 %i to i64
  %old.p = atomicrmw add ptr %p, i64 %w seq_cst, align 8
  %old.q = atomicrmw add ptr %q, i32 %i seq_cst, align 4
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

; An add on an address that differs between iterations (a per-item count)
; commutes with the total's add of the same width: the total is kept, the
; count stays in the loop.
define void @scattered(ptr %total, ptr %counts, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %w = zext i32 %i to i64
  %at = getelementptr i64, ptr %counts, i32 %i
  %old.c = atomicrmw add ptr %at, i64 1 seq_cst, align 8
  %old.t = atomicrmw add ptr %total, i64 %w seq_cst, align 8
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !0
exit:
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"dpopt.serial.threads"}
!2 = distinct !{!2, !1}
!4 = distinct !{!4, !1}
