target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

@_ZZ12shared_childPiE4tile = internal unnamed_addr addrspace(3) global [128 x i32] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z7child1dPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = icmp slt i32 %7, %1
  br i1 %8, label %9, label %12

9:                                                ; preds = %2
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  store i32 %7, ptr %11, align 4, !tbaa !6
  br label %12

12:                                               ; preds = %2, %9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z7child2dPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %8 = mul nuw nsw i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %10 = add nuw nsw i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %10, %11
  %13 = add i32 %12, %3
  %14 = mul i32 %13, %4
  %15 = add i32 %14, %5
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds nuw i32, ptr %0, i64 %16
  store i32 %1, ptr %17, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local ptx_kernel void @_Z7child3dPi(ptr noundef writeonly captures(none) %0) #0 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %4 = mul nuw i32 %2, %3
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %6 = add nuw i32 %4, %5
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %8 = mul i32 %6, %7
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = add i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds nuw i32, ptr %0, i64 %15
  store i32 %10, ptr %16, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12shared_childPi(ptr noundef writeonly captures(none) %0) #1 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12shared_childPiE4tile to ptr), i64 %4
  store i32 %2, ptr %5, align 4, !tbaa !6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = xor i32 %3, -1
  %8 = add nsw i32 %6, %7
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr addrspacecast (ptr addrspace(3) @_ZZ12shared_childPiE4tile to ptr), i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = mul i32 %2, %6
  %13 = add i32 %12, %3
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds nuw i32, ptr %0, i64 %14
  store i32 %11, ptr %15, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13barrier_childPi(ptr noundef captures(none) %0) #1 {
  %2 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = icmp eq i32 %2, 0
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = zext nneg i32 %4 to i64
  br i1 %3, label %6, label %8

6:                                                ; preds = %1
  %7 = getelementptr inbounds nuw i32, ptr %0, i64 %5
  store i32 0, ptr %7, align 4, !tbaa !6
  br label %8

8:                                                ; preds = %1, %6
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %9 = getelementptr inbounds nuw i32, ptr %0, i64 %5
  %10 = atomicrmw add ptr %9, i32 1 seq_cst, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z23divergent_barrier_childPii(ptr noundef writeonly captures(none) %0, i32 noundef %1) #1 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = icmp slt i32 %7, %1
  br i1 %8, label %9, label %12

9:                                                ; preds = %2
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store i32 1, ptr %11, align 4, !tbaa !6
  br label %12

12:                                               ; preds = %2, %9
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @_Z17grid_stride_childPii(ptr noundef captures(none) %0, i32 noundef %1) #3 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = icmp slt i32 %7, %1
  br i1 %8, label %9, label %12

9:                                                ; preds = %2
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %11 = mul i32 %10, %4
  br label %13

12:                                               ; preds = %13, %2
  ret void

13:                                               ; preds = %9, %13
  %14 = phi i32 [ %7, %9 ], [ %19, %13 ]
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %0, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr %16, align 4, !tbaa !6
  %19 = add i32 %14, %11
  %20 = icmp slt i32 %19, %1
  br i1 %20, label %13, label %12, !llvm.loop !11
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6parentPii(ptr noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = alloca %struct.dim3, align 8
  %4 = alloca %struct.dim3, align 8
  %5 = alloca %struct.dim3, align 8
  %6 = alloca %struct.dim3, align 8
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca %struct.dim3, align 8
  %10 = alloca %struct.dim3, align 8
  %11 = alloca %struct.dim3, align 8
  %12 = alloca %struct.dim3, align 8
  %13 = alloca %struct.dim3, align 8
  %14 = alloca %struct.dim3, align 8
  %15 = alloca %struct.dim3, align 8
  %16 = alloca %struct.dim3, align 8
  %17 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %18 = icmp eq ptr %17, null
  br i1 %18, label %28, label %19

19:                                               ; preds = %2
  store ptr %0, ptr %17, align 64, !tbaa !13
  %20 = getelementptr inbounds nuw i8, ptr %17, i64 8
  store i32 %1, ptr %20, align 8, !tbaa !6
  %21 = add nsw i32 %1, 127
  %22 = sdiv i32 %21, 128
  call void @llvm.lifetime.start.p0(ptr nonnull %16)
  call void @llvm.lifetime.start.p0(ptr nonnull %15)
  store i32 128, ptr %15, align 8
  %23 = getelementptr inbounds nuw i8, ptr %15, i64 4
  store i32 1, ptr %23, align 4
  %24 = getelementptr inbounds nuw i8, ptr %15, i64 8
  store i32 1, ptr %24, align 8
  store i32 %22, ptr %16, align 8
  %25 = getelementptr inbounds nuw i8, ptr %16, i64 4
  store i32 1, ptr %25, align 4
  %26 = getelementptr inbounds nuw i8, ptr %16, i64 8
  store i32 1, ptr %26, align 8
  %27 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z7child1dPii, ptr noundef nonnull %17, ptr noundef nonnull byval(%struct.dim3) align 4 %16, ptr noundef nonnull byval(%struct.dim3) align 4 %15, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %16)
  call void @llvm.lifetime.end.p0(ptr nonnull %15)
  br label %28

28:                                               ; preds = %19, %2
  %29 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %30 = icmp eq ptr %29, null
  br i1 %30, label %38, label %31

31:                                               ; preds = %28
  store ptr %0, ptr %29, align 64, !tbaa !13
  %32 = getelementptr inbounds nuw i8, ptr %29, i64 8
  store i32 %1, ptr %32, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %14)
  call void @llvm.lifetime.start.p0(ptr nonnull %13)
  store i32 16, ptr %13, align 8
  %33 = getelementptr inbounds nuw i8, ptr %13, i64 4
  store i32 16, ptr %33, align 4
  %34 = getelementptr inbounds nuw i8, ptr %13, i64 8
  store i32 1, ptr %34, align 8
  store i32 %1, ptr %14, align 8
  %35 = getelementptr inbounds nuw i8, ptr %14, i64 4
  store i32 3, ptr %35, align 4
  %36 = getelementptr inbounds nuw i8, ptr %14, i64 8
  store i32 1, ptr %36, align 8
  %37 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z7child2dPii, ptr noundef nonnull %29, ptr noundef nonnull byval(%struct.dim3) align 4 %14, ptr noundef nonnull byval(%struct.dim3) align 4 %13, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %14)
  call void @llvm.lifetime.end.p0(ptr nonnull %13)
  br label %38

38:                                               ; preds = %31, %28
  %39 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #7
  %40 = icmp eq ptr %39, null
  br i1 %40, label %47, label %41

41:                                               ; preds = %38
  store ptr %0, ptr %39, align 64, !tbaa !13
  call void @llvm.lifetime.start.p0(ptr nonnull %12)
  call void @llvm.lifetime.start.p0(ptr nonnull %11)
  store i32 64, ptr %11, align 8
  %42 = getelementptr inbounds nuw i8, ptr %11, i64 4
  store i32 1, ptr %42, align 4
  %43 = getelementptr inbounds nuw i8, ptr %11, i64 8
  store i32 1, ptr %43, align 8
  store i32 2, ptr %12, align 8
  %44 = getelementptr inbounds nuw i8, ptr %12, i64 4
  store i32 3, ptr %44, align 4
  %45 = getelementptr inbounds nuw i8, ptr %12, i64 8
  store i32 %1, ptr %45, align 8
  %46 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z7child3dPi, ptr noundef nonnull %39, ptr noundef nonnull byval(%struct.dim3) align 4 %12, ptr noundef nonnull byval(%struct.dim3) align 4 %11, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %12)
  call void @llvm.lifetime.end.p0(ptr nonnull %11)
  br label %47

47:                                               ; preds = %41, %38
  %48 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #7
  %49 = icmp eq ptr %48, null
  br i1 %49, label %56, label %50

50:                                               ; preds = %47
  store ptr %0, ptr %48, align 64, !tbaa !13
  call void @llvm.lifetime.start.p0(ptr nonnull %10)
  call void @llvm.lifetime.start.p0(ptr nonnull %9)
  store i32 128, ptr %9, align 8
  %51 = getelementptr inbounds nuw i8, ptr %9, i64 4
  store i32 1, ptr %51, align 4
  %52 = getelementptr inbounds nuw i8, ptr %9, i64 8
  store i32 1, ptr %52, align 8
  store i32 %1, ptr %10, align 8
  %53 = getelementptr inbounds nuw i8, ptr %10, i64 4
  store i32 1, ptr %53, align 4
  %54 = getelementptr inbounds nuw i8, ptr %10, i64 8
  store i32 1, ptr %54, align 8
  %55 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z12shared_childPi, ptr noundef nonnull %48, ptr noundef nonnull byval(%struct.dim3) align 4 %10, ptr noundef nonnull byval(%struct.dim3) align 4 %9, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %10)
  call void @llvm.lifetime.end.p0(ptr nonnull %9)
  br label %56

56:                                               ; preds = %50, %47
  %57 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 8) #7
  %58 = icmp eq ptr %57, null
  br i1 %58, label %65, label %59

59:                                               ; preds = %56
  store ptr %0, ptr %57, align 64, !tbaa !13
  call void @llvm.lifetime.start.p0(ptr nonnull %8)
  call void @llvm.lifetime.start.p0(ptr nonnull %7)
  store i32 64, ptr %7, align 8
  %60 = getelementptr inbounds nuw i8, ptr %7, i64 4
  store i32 1, ptr %60, align 4
  %61 = getelementptr inbounds nuw i8, ptr %7, i64 8
  store i32 1, ptr %61, align 8
  store i32 %1, ptr %8, align 8
  %62 = getelementptr inbounds nuw i8, ptr %8, i64 4
  store i32 1, ptr %62, align 4
  %63 = getelementptr inbounds nuw i8, ptr %8, i64 8
  store i32 1, ptr %63, align 8
  %64 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z13barrier_childPi, ptr noundef nonnull %57, ptr noundef nonnull byval(%struct.dim3) align 4 %8, ptr noundef nonnull byval(%struct.dim3) align 4 %7, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %8)
  call void @llvm.lifetime.end.p0(ptr nonnull %7)
  br label %65

65:                                               ; preds = %59, %56
  %66 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %67 = icmp eq ptr %66, null
  br i1 %67, label %77, label %68

68:                                               ; preds = %65
  store ptr %0, ptr %66, align 64, !tbaa !13
  %69 = getelementptr inbounds nuw i8, ptr %66, i64 8
  store i32 %1, ptr %69, align 8, !tbaa !6
  %70 = add nsw i32 %1, 63
  %71 = sdiv i32 %70, 64
  call void @llvm.lifetime.start.p0(ptr nonnull %6)
  call void @llvm.lifetime.start.p0(ptr nonnull %5)
  store i32 64, ptr %5, align 8
  %72 = getelementptr inbounds nuw i8, ptr %5, i64 4
  store i32 1, ptr %72, align 4
  %73 = getelementptr inbounds nuw i8, ptr %5, i64 8
  store i32 1, ptr %73, align 8
  store i32 %71, ptr %6, align 8
  %74 = getelementptr inbounds nuw i8, ptr %6, i64 4
  store i32 1, ptr %74, align 4
  %75 = getelementptr inbounds nuw i8, ptr %6, i64 8
  store i32 1, ptr %75, align 8
  %76 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z23divergent_barrier_childPii, ptr noundef nonnull %66, ptr noundef nonnull byval(%struct.dim3) align 4 %6, ptr noundef nonnull byval(%struct.dim3) align 4 %5, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %6)
  call void @llvm.lifetime.end.p0(ptr nonnull %5)
  br label %77

77:                                               ; preds = %68, %65
  %78 = tail call noundef ptr @__cudaCDP2GetParameterBuffer(i64 noundef 64, i64 noundef 12) #7
  %79 = icmp eq ptr %78, null
  br i1 %79, label %87, label %80

80:                                               ; preds = %77
  store ptr %0, ptr %78, align 64, !tbaa !13
  %81 = getelementptr inbounds nuw i8, ptr %78, i64 8
  store i32 %1, ptr %81, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr nonnull %4)
  call void @llvm.lifetime.start.p0(ptr nonnull %3)
  store i32 256, ptr %3, align 8
  %82 = getelementptr inbounds nuw i8, ptr %3, i64 4
  store i32 1, ptr %82, align 4
  %83 = getelementptr inbounds nuw i8, ptr %3, i64 8
  store i32 1, ptr %83, align 8
  store i32 4, ptr %4, align 8
  %84 = getelementptr inbounds nuw i8, ptr %4, i64 4
  store i32 1, ptr %84, align 4
  %85 = getelementptr inbounds nuw i8, ptr %4, i64 8
  store i32 1, ptr %85, align 8
  %86 = tail call noundef i32 @__cudaCDP2LaunchDevice(ptr noundef nonnull @_Z17grid_stride_childPii, ptr noundef nonnull %78, ptr noundef nonnull byval(%struct.dim3) align 4 %4, ptr noundef nonnull byval(%struct.dim3) align 4 %3, i32 noundef 0, ptr noundef null) #7
  call void @llvm.lifetime.end.p0(ptr nonnull %4)
  call void @llvm.lifetime.end.p0(ptr nonnull %3)
  br label %87

87:                                               ; preds = %80, %77
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #4

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #6

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 2, i32 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"p1 int", !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
