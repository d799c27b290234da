; dpopt-sink-staging-stores: in a function DPOpt changed, the stores that
; stage a launch's buffer move from the launch site to the nearest common
; dominator of the buffer's readers, where that is below the stores' block
; and neither is in a loop; the serial path then makes no local stores.
; RUN: %opt -passes=dpopt-sink-staging-stores -S %s | FileCheck %s
; The pipeline runs it at -O1 and above, unless switched off.
; RUN: %opt -passes='default<O2>' -S %s | FileCheck %s --check-prefix=PIPELINE
; RUN: %opt -passes='default<O2>' -dpopt-sink-staging-stores=false -S %s | FileCheck %s --check-prefix=OFF
; PIPELINE-LABEL: define void @site(
; PIPELINE: launch:
; PIPELINE-NEXT: store i64 0, ptr %buf
; PIPELINE-NEXT: store i32 %a
; OFF-LABEL: define void @site(
; OFF: store i32 %a
; OFF: br i1

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @launch(ptr)
declare void @direct(ptr)
declare void @serial(i32, ptr)
declare void @llvm.lifetime.start.p0(ptr)
declare void @llvm.lifetime.end.p0(ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

; Both launch paths read the buffer: the stores (and the memset before
; them) go, in order, to their common dominator.
; CHECK-LABEL: define void @site(
; CHECK: entry:
; CHECK-NEXT: %buf = alloca [16 x i8]
; CHECK-NEXT: call void @llvm.lifetime.start.p0(ptr %buf)
; CHECK-NEXT: %f = getelementptr inbounds i8, ptr %buf, i64 8
; CHECK-NEXT: %big = icmp uge i32 %a, 64
; CHECK-NEXT: br i1 %big, label %launch, label %serial
; CHECK: launch:
; CHECK-NEXT: call void @llvm.memset.p0.i64(ptr %buf, i8 0, i64 16, i1 false)
; CHECK-NEXT: store i32 %a, ptr %buf
; CHECK-NEXT: store ptr %p, ptr %f
; CHECK-NEXT: br i1 %c, label %agg, label %dir
; CHECK: serial:
; CHECK-NEXT: call void @serial(i32 %a, ptr %p)
define void @site(i32 %a, ptr %p, i1 %c) #0 {
entry:
  %buf = alloca [16 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr %buf)
  call void @llvm.memset.p0.i64(ptr %buf, i8 0, i64 16, i1 false)
  store i32 %a, ptr %buf, align 8
  %f = getelementptr inbounds i8, ptr %buf, i64 8
  store ptr %p, ptr %f, align 8
  %big = icmp uge i32 %a, 64
  br i1 %big, label %launch, label %serial
launch:
  br i1 %c, label %agg, label %dir
agg:
  call void @launch(ptr %buf)
  br label %done
dir:
  call void @direct(ptr %buf)
  br label %done
serial:
  call void @serial(i32 %a, ptr %p)
  br label %done
done:
  call void @llvm.lifetime.end.p0(ptr %buf)
  ret void
}

; Left alone: a read in the stores' block; a read on every path (the common
; dominator is the stores' block); the address stored; a volatile store;
; stores in a loop; a reader in a loop; a reader the entry does not reach;
; a function DPOpt did not change.
; CHECK-LABEL: define void @read_here(
; CHECK: entry:
; CHECK-NEXT: %buf = alloca i32
; CHECK-NEXT: store i32 %a, ptr %buf
define void @read_here(i32 %a, i1 %c) #0 {
entry:
  %buf = alloca i32, align 4
  store i32 %a, ptr %buf, align 4
  call void @launch(ptr %buf)
  br i1 %c, label %l, label %r
l:
  call void @launch(ptr %buf)
  ret void
r:
  ret void
}

; CHECK-LABEL: define void @read_everywhere(
; CHECK: entry:
; CHECK-NEXT: %buf = alloca i32
; CHECK-NEXT: store i32 %a, ptr %buf
define void @read_everywhere(i32 %a, i1 %c) #0 {
entry:
  %buf = alloca i32, align 4
  store i32 %a, ptr %buf, align 4
  br i1 %c, label %l, label %r
l:
  call void @launch(ptr %buf)
  ret void
r:
  call void @direct(ptr %buf)
  ret void
}

; CHECK-LABEL: define void @address_stored(
; CHECK: entry:
; CHECK-NEXT: %buf = alloca i32
; CHECK-NEXT: %slot = alloca ptr
; CHECK-NEXT: store i32 %a, ptr %buf
define void @address_stored(i32 %a, i1 %c) #0 {
entry:
  %buf = alloca i32, align 4
  %slot = alloca ptr, align 8
  store i32 %a, ptr %buf, align 4
  store ptr %buf, ptr %slot, align 8
  br i1 %c, label %l, label %r
l:
  call void @launch(ptr %slot)
  ret void
r:
  ret void
}

; CHECK-LABEL: define void @volatile_store(
; CHECK: entry:
; CHECK-NEXT: %buf = alloca i32
; CHECK-NEXT: store volatile i32 %a, ptr %buf
define void @volatile_store(i32 %a, i1 %c) #0 {
entry:
  %buf = alloca i32, align 4
  store volatile i32 %a, ptr %buf, align 4
  br i1 %c, label %l, label %r
l:
  call void @launch(ptr %buf)
  ret void
r:
  ret void
}

; CHECK-LABEL: define void @stores_in_loop(
; CHECK: loop:
; CHECK-NEXT: %i = phi
; CHECK-NEXT: store i32 %i, ptr %buf
define void @stores_in_loop(i32 %n, i1 %c) #0 {
entry:
  %buf = alloca i32, align 4
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  store i32 %i, ptr %buf, align 4
  br i1 %c, label %use, label %latch
use:
  call void @launch(ptr %buf)
  br label %latch
latch:
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; CHECK-LABEL: define void @reader_in_loop(
; CHECK: entry:
; CHECK-NEXT: %buf = alloca i32
; CHECK-NEXT: store i32 %a, ptr %buf
define void @reader_in_loop(i32 %a, i32 %n, i1 %c) #0 {
entry:
  %buf = alloca i32, align 4
  store i32 %a, ptr %buf, align 4
  br i1 %c, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  call void @launch(ptr %buf)
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; CHECK-LABEL: define void @unreachable_reader(
; CHECK: entry:
; CHECK-NEXT: %buf = alloca i32
; CHECK-NEXT: store i32 %a, ptr %buf
define void @unreachable_reader(i32 %a, i1 %c) #0 {
entry:
  %buf = alloca i32, align 4
  store i32 %a, ptr %buf, align 4
  br i1 %c, label %l, label %r
l:
  call void @launch(ptr %buf)
  ret void
r:
  ret void
dead:
  call void @direct(ptr %buf)
  ret void
}

; CHECK-LABEL: define void @not_transformed(
; CHECK: entry:
; CHECK-NEXT: %buf = alloca i32
; CHECK-NEXT: store i32 %a, ptr %buf
define void @not_transformed(i32 %a, i1 %c) {
entry:
  %buf = alloca i32, align 4
  store i32 %a, ptr %buf, align 4
  br i1 %c, label %l, label %r
l:
  call void @launch(ptr %buf)
  ret void
r:
  ret void
}

attributes #0 = { "dpopt.transformed" }
