target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }
%struct.dim3 = type { i32, i32, i32 }
%struct.Bounds = type { i32, ptr }

$_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv = comdat any

$_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv = comdat any

$_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv = comdat any

$_ZN24__cuda_builtin_gridDim_t17__fetch_builtin_xEv = comdat any

$_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv = comdat any

$_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_yEv = comdat any

$_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv = comdat any

$_ZN4dim3C1Ejjj = comdat any

$_ZN4dim3C2Ejjj = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1
@buf = external dso_local addrspace(3) global [0 x i32], align 4
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5childPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !11
  store i32 %1, ptr %4, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr %5) #12
  %7 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #13
  %8 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #13
  %9 = mul i32 %7, %8
  %10 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #13
  %11 = add i32 %9, %10
  store i32 %11, ptr %5, align 4, !tbaa !6
  %12 = load i32, ptr %5, align 4, !tbaa !6
  %13 = load i32, ptr %4, align 4, !tbaa !6
  %14 = icmp sge i32 %12, %13
  br i1 %14, label %15, label %16

15:                                               ; preds = %2
  store i32 1, ptr %6, align 4
  br label %26

16:                                               ; preds = %2
  %17 = call noundef i32 @_ZN24__cuda_builtin_gridDim_t17__fetch_builtin_xEv() #13
  %18 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv() #13
  %19 = add i32 %17, %18
  %20 = load ptr, ptr %3, align 8, !tbaa !11
  %21 = load i32, ptr %5, align 4, !tbaa !6
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %20, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = add i32 %24, %19
  store i32 %25, ptr %23, align 4, !tbaa !6
  store i32 0, ptr %6, align 4
  br label %26

26:                                               ; preds = %16, %15
  call void @llvm.lifetime.end.p0(ptr %5) #12
  %27 = load i32, ptr %6, align 4
  switch i32 %27, label %29 [
    i32 0, label %28
    i32 1, label %28
  ]

28:                                               ; preds = %26, %26
  ret void

29:                                               ; preds = %26
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN24__cuda_builtin_gridDim_t17__fetch_builtin_xEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  ret i32 %1
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7child2dPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !11
  store i32 %1, ptr %5, align 4, !tbaa !6
  store i32 %2, ptr %6, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr %7) #12
  %9 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #13
  %10 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #13
  %11 = mul i32 %9, %10
  %12 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #13
  %13 = add i32 %11, %12
  store i32 %13, ptr %7, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr %8) #12
  %14 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_yEv() #13
  %15 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_yEv() #13
  %16 = mul i32 %14, %15
  %17 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #13
  %18 = add i32 %16, %17
  store i32 %18, ptr %8, align 4, !tbaa !6
  %19 = load i32, ptr %7, align 4, !tbaa !6
  %20 = load i32, ptr %5, align 4, !tbaa !6
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %38

22:                                               ; preds = %3
  %23 = load i32, ptr %8, align 4, !tbaa !6
  %24 = load i32, ptr %6, align 4, !tbaa !6
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %38

26:                                               ; preds = %22
  %27 = load i32, ptr %7, align 4, !tbaa !6
  %28 = load i32, ptr %8, align 4, !tbaa !6
  %29 = add nsw i32 %27, %28
  %30 = load ptr, ptr %4, align 8, !tbaa !11
  %31 = load i32, ptr %8, align 4, !tbaa !6
  %32 = load i32, ptr %5, align 4, !tbaa !6
  %33 = mul nsw i32 %31, %32
  %34 = load i32, ptr %7, align 4, !tbaa !6
  %35 = add nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %30, i64 %36
  store i32 %29, ptr %37, align 4, !tbaa !6
  br label %38

38:                                               ; preds = %26, %22, %3
  call void @llvm.lifetime.end.p0(ptr %8) #12
  call void @llvm.lifetime.end.p0(ptr %7) #12
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_yEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  ret i32 %1
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define linkonce_odr dso_local noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_yEv() #2 comdat align 2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  ret i32 %1
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17grandparent_childPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8, !tbaa !11
  store i32 %1, ptr %4, align 4, !tbaa !6
  %7 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #13
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %26

9:                                                ; preds = %2
  %10 = load i32, ptr %4, align 4, !tbaa !6
  %11 = icmp sgt i32 %10, 1
  br i1 %11, label %12, label %26

12:                                               ; preds = %9
  %13 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %14 = icmp ne ptr %13, null
  br i1 %14, label %15, label %25

15:                                               ; preds = %12
  %16 = load ptr, ptr %3, align 8, !tbaa !11
  %17 = load i32, ptr %4, align 4, !tbaa !6
  %18 = sdiv i32 %17, 2
  %19 = getelementptr inbounds i8, ptr %13, i64 0
  store ptr %16, ptr %19, align 64, !tbaa !11
  %20 = getelementptr inbounds i8, ptr %13, i64 8
  store i32 %18, ptr %20, align 8, !tbaa !6
  %21 = load i32, ptr %4, align 4, !tbaa !6
  %22 = add nsw i32 %21, 31
  %23 = sdiv i32 %22, 32
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef %23, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 32, i32 noundef 1, i32 noundef 1) #13
  %24 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %13, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #13
  br label %25

25:                                               ; preds = %15, %12
  br label %26

26:                                               ; preds = %25, %9, %2
  ret void
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define internal noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef %0, i64 noundef %1) #3 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8, !tbaa !14
  store i64 %1, ptr %4, align 8, !tbaa !14
  %5 = load i64, ptr %3, align 8, !tbaa !14
  %6 = load i64, ptr %4, align 8, !tbaa !14
  %7 = call ptr @__cudaCDP2GetParameterBuffer(i64 noundef %5, i64 noundef %6) #13
  ret ptr %7
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define internal noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef %0, ptr noundef %1, ptr noundef byval(%struct.dim3) align 4 %2, ptr noundef byval(%struct.dim3) align 4 %3, i32 noundef %4, ptr noundef %5) #3 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca %struct.dim3, align 4
  %12 = alloca %struct.dim3, align 4
  store ptr %0, ptr %7, align 8, !tbaa !16
  store ptr %1, ptr %8, align 8, !tbaa !16
  store i32 %4, ptr %9, align 4, !tbaa !6
  store ptr %5, ptr %10, align 8, !tbaa !17
  %13 = load ptr, ptr %7, align 8, !tbaa !16
  %14 = load ptr, ptr %8, align 8, !tbaa !16
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %2, i64 12, i1 false), !tbaa.struct !19
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %3, i64 12, i1 false), !tbaa.struct !19
  %15 = load i32, ptr %9, align 4, !tbaa !6
  %16 = load ptr, ptr %10, align 8, !tbaa !17
  %17 = call i32 @__cudaCDP2LaunchDevice(ptr noundef %13, ptr noundef %14, ptr noundef byval(%struct.dim3) align 4 %11, ptr noundef byval(%struct.dim3) align 4 %12, i32 noundef %15, ptr noundef %16) #13
  ret i32 %17
}

; Function Attrs: convergent mustprogress nounwind
define linkonce_odr dso_local void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #4 comdat align 2 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !20
  store i32 %1, ptr %6, align 4, !tbaa !6
  store i32 %2, ptr %7, align 4, !tbaa !6
  store i32 %3, ptr %8, align 4, !tbaa !6
  %9 = load ptr, ptr %5, align 8
  %10 = load i32, ptr %6, align 4, !tbaa !6
  %11 = load i32, ptr %7, align 4, !tbaa !6
  %12 = load i32, ptr %8, align 4, !tbaa !6
  call void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %9, i32 noundef %10, i32 noundef %11, i32 noundef %12) #13
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13barrier_childPi(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8, !tbaa !11
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %3 = load ptr, ptr %2, align 8, !tbaa !11
  %4 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #13
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds nuw i32, ptr %3, i64 %5
  store i32 1, ptr %6, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #5

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15dynshared_childPi(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8, !tbaa !11
  %3 = load ptr, ptr %2, align 8, !tbaa !11
  %4 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #13
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds nuw i32, ptr %3, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !6
  %8 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #13
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds nuw [0 x i32], ptr addrspacecast (ptr addrspace(3) @buf to ptr), i64 0, i64 %9
  store i32 %7, ptr %10, align 4, !tbaa !6
  %11 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #13
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw [0 x i32], ptr addrspacecast (ptr addrspace(3) @buf to ptr), i64 0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = add nsw i32 %14, 1
  %16 = load ptr, ptr %2, align 8, !tbaa !11
  %17 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #13
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr %16, i64 %18
  store i32 %15, ptr %19, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10loop_childPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !11
  store ptr %1, ptr %5, align 8, !tbaa !11
  store i32 %2, ptr %6, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr %7) #12
  %9 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #13
  %10 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #13
  %11 = mul i32 %9, %10
  %12 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #13
  %13 = add i32 %11, %12
  store i32 %13, ptr %7, align 4, !tbaa !6
  %14 = load i32, ptr %7, align 4, !tbaa !6
  %15 = load i32, ptr %6, align 4, !tbaa !6
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %39

17:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(ptr %8) #12
  store i32 0, ptr %8, align 4, !tbaa !6
  br label %18

18:                                               ; preds = %35, %17
  %19 = load i32, ptr %8, align 4, !tbaa !6
  %20 = load ptr, ptr %5, align 8, !tbaa !11
  %21 = load i32, ptr %7, align 4, !tbaa !6
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %20, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = icmp slt i32 %19, %24
  br i1 %25, label %27, label %26

26:                                               ; preds = %18
  call void @llvm.lifetime.end.p0(ptr %8) #12
  br label %38

27:                                               ; preds = %18
  %28 = load i32, ptr %8, align 4, !tbaa !6
  %29 = load ptr, ptr %4, align 8, !tbaa !11
  %30 = load i32, ptr %7, align 4, !tbaa !6
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %29, i64 %31
  %33 = load i32, ptr %32, align 4, !tbaa !6
  %34 = add nsw i32 %33, %28
  store i32 %34, ptr %32, align 4, !tbaa !6
  br label %35

35:                                               ; preds = %27
  %36 = load i32, ptr %8, align 4, !tbaa !6
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %8, align 4, !tbaa !6
  br label %18, !llvm.loop !22

38:                                               ; preds = %26
  br label %39

39:                                               ; preds = %38, %3
  call void @llvm.lifetime.end.p0(ptr %7) #12
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind
define dso_local noundef i32 @_Z6sum_toPKii(ptr noundef %0, i32 noundef %1) #6 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !11
  store i32 %1, ptr %4, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr %5) #12
  store i32 0, ptr %5, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr %6) #12
  store i32 0, ptr %6, align 4, !tbaa !6
  br label %7

7:                                                ; preds = %20, %2
  %8 = load i32, ptr %6, align 4, !tbaa !6
  %9 = load i32, ptr %4, align 4, !tbaa !6
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %12, label %11

11:                                               ; preds = %7
  call void @llvm.lifetime.end.p0(ptr %6) #12
  br label %23

12:                                               ; preds = %7
  %13 = load ptr, ptr %3, align 8, !tbaa !11
  %14 = load i32, ptr %6, align 4, !tbaa !6
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %13, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !6
  %18 = load i32, ptr %5, align 4, !tbaa !6
  %19 = add nsw i32 %18, %17
  store i32 %19, ptr %5, align 4, !tbaa !6
  br label %20

20:                                               ; preds = %12
  %21 = load i32, ptr %6, align 4, !tbaa !6
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %6, align 4, !tbaa !6
  br label %7, !llvm.loop !24

23:                                               ; preds = %11
  %24 = load i32, ptr %5, align 4, !tbaa !6
  call void @llvm.lifetime.end.p0(ptr %5) #12
  ret i32 %24
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17callee_loop_childPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !11
  store ptr %1, ptr %5, align 8, !tbaa !11
  store i32 %2, ptr %6, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr %7) #12
  %8 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #13
  %9 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #13
  %10 = mul i32 %8, %9
  %11 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #13
  %12 = add i32 %10, %11
  store i32 %12, ptr %7, align 4, !tbaa !6
  %13 = load i32, ptr %7, align 4, !tbaa !6
  %14 = load i32, ptr %6, align 4, !tbaa !6
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %24

16:                                               ; preds = %3
  %17 = load ptr, ptr %5, align 8, !tbaa !11
  %18 = load i32, ptr %7, align 4, !tbaa !6
  %19 = call noundef i32 @_Z6sum_toPKii(ptr noundef %17, i32 noundef %18) #13
  %20 = load ptr, ptr %4, align 8, !tbaa !11
  %21 = load i32, ptr %7, align 4, !tbaa !6
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %20, i64 %22
  store i32 %19, ptr %23, align 4, !tbaa !6
  br label %24

24:                                               ; preds = %16, %3
  call void @llvm.lifetime.end.p0(ptr %7) #12
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z16short_loop_childPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !11
  store ptr %1, ptr %5, align 8, !tbaa !11
  store i32 %2, ptr %6, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr %7) #12
  %10 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #13
  %11 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #13
  %12 = mul i32 %10, %11
  %13 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #13
  %14 = add i32 %12, %13
  store i32 %14, ptr %7, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr %8) #12
  store i32 0, ptr %8, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr %9) #12
  store i32 0, ptr %9, align 4, !tbaa !6
  br label %15

15:                                               ; preds = %31, %3
  %16 = load i32, ptr %9, align 4, !tbaa !6
  %17 = icmp slt i32 %16, 3
  br i1 %17, label %19, label %18

18:                                               ; preds = %15
  call void @llvm.lifetime.end.p0(ptr %9) #12
  br label %34

19:                                               ; preds = %15
  %20 = load ptr, ptr %5, align 8, !tbaa !11
  %21 = load i32, ptr %9, align 4, !tbaa !6
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %20, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = load i32, ptr %7, align 4, !tbaa !6
  %26 = load i32, ptr %9, align 4, !tbaa !6
  %27 = add nsw i32 %25, %26
  %28 = mul nsw i32 %24, %27
  %29 = load i32, ptr %8, align 4, !tbaa !6
  %30 = add nsw i32 %29, %28
  store i32 %30, ptr %8, align 4, !tbaa !6
  br label %31

31:                                               ; preds = %19
  %32 = load i32, ptr %9, align 4, !tbaa !6
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %9, align 4, !tbaa !6
  br label %15, !llvm.loop !25

34:                                               ; preds = %18
  %35 = load i32, ptr %7, align 4, !tbaa !6
  %36 = load i32, ptr %6, align 4, !tbaa !6
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %44

38:                                               ; preds = %34
  %39 = load i32, ptr %8, align 4, !tbaa !6
  %40 = load ptr, ptr %4, align 8, !tbaa !11
  %41 = load i32, ptr %7, align 4, !tbaa !6
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %40, i64 %42
  store i32 %39, ptr %43, align 4, !tbaa !6
  br label %44

44:                                               ; preds = %38, %34
  call void @llvm.lifetime.end.p0(ptr %8) #12
  call void @llvm.lifetime.end.p0(ptr %7) #12
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z16const_loop_childPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !11
  store ptr %1, ptr %5, align 8, !tbaa !11
  store i32 %2, ptr %6, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr %7) #12
  %9 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #13
  %10 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #13
  %11 = mul i32 %9, %10
  %12 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #13
  %13 = add i32 %11, %12
  store i32 %13, ptr %7, align 4, !tbaa !6
  %14 = load i32, ptr %7, align 4, !tbaa !6
  %15 = load i32, ptr %6, align 4, !tbaa !6
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %42

17:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(ptr %8) #12
  store i32 0, ptr %8, align 4, !tbaa !6
  br label %18

18:                                               ; preds = %38, %17
  %19 = load i32, ptr %8, align 4, !tbaa !6
  %20 = icmp slt i32 %19, 100
  br i1 %20, label %22, label %21

21:                                               ; preds = %18
  call void @llvm.lifetime.end.p0(ptr %8) #12
  br label %41

22:                                               ; preds = %18
  %23 = load ptr, ptr %5, align 8, !tbaa !11
  %24 = load i32, ptr %7, align 4, !tbaa !6
  %25 = load i32, ptr %8, align 4, !tbaa !6
  %26 = add nsw i32 %24, %25
  %27 = load i32, ptr %6, align 4, !tbaa !6
  %28 = srem i32 %26, %27
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %23, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = load ptr, ptr %4, align 8, !tbaa !11
  %33 = load i32, ptr %7, align 4, !tbaa !6
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %32, i64 %34
  %36 = load i32, ptr %35, align 4, !tbaa !6
  %37 = add nsw i32 %36, %31
  store i32 %37, ptr %35, align 4, !tbaa !6
  br label %38

38:                                               ; preds = %22
  %39 = load i32, ptr %8, align 4, !tbaa !6
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %8, align 4, !tbaa !6
  br label %18, !llvm.loop !26

41:                                               ; preds = %21
  br label %42

42:                                               ; preds = %41, %3
  call void @llvm.lifetime.end.p0(ptr %7) #12
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z17nested_loop_childPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8, !tbaa !11
  store ptr %1, ptr %5, align 8, !tbaa !11
  store i32 %2, ptr %6, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr %7) #12
  %11 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #13
  %12 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #13
  %13 = mul i32 %11, %12
  %14 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #13
  %15 = add i32 %13, %14
  store i32 %15, ptr %7, align 4, !tbaa !6
  %16 = load i32, ptr %7, align 4, !tbaa !6
  %17 = load i32, ptr %6, align 4, !tbaa !6
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %55

19:                                               ; preds = %3
  call void @llvm.lifetime.start.p0(ptr %8) #12
  store i32 0, ptr %8, align 4, !tbaa !6
  br label %20

20:                                               ; preds = %51, %19
  %21 = load i32, ptr %8, align 4, !tbaa !6
  %22 = icmp slt i32 %21, 8
  br i1 %22, label %24, label %23

23:                                               ; preds = %20
  store i32 2, ptr %9, align 4
  call void @llvm.lifetime.end.p0(ptr %8) #12
  br label %54

24:                                               ; preds = %20
  call void @llvm.lifetime.start.p0(ptr %10) #12
  store i32 0, ptr %10, align 4, !tbaa !6
  br label %25

25:                                               ; preds = %47, %24
  %26 = load i32, ptr %10, align 4, !tbaa !6
  %27 = icmp slt i32 %26, 8
  br i1 %27, label %29, label %28

28:                                               ; preds = %25
  store i32 5, ptr %9, align 4
  call void @llvm.lifetime.end.p0(ptr %10) #12
  br label %50

29:                                               ; preds = %25
  %30 = load ptr, ptr %5, align 8, !tbaa !11
  %31 = load i32, ptr %7, align 4, !tbaa !6
  %32 = load i32, ptr %8, align 4, !tbaa !6
  %33 = load i32, ptr %10, align 4, !tbaa !6
  %34 = mul nsw i32 %32, %33
  %35 = add nsw i32 %31, %34
  %36 = load i32, ptr %6, align 4, !tbaa !6
  %37 = srem i32 %35, %36
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %30, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !6
  %41 = load ptr, ptr %4, align 8, !tbaa !11
  %42 = load i32, ptr %7, align 4, !tbaa !6
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr %41, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = add nsw i32 %45, %40
  store i32 %46, ptr %44, align 4, !tbaa !6
  br label %47

47:                                               ; preds = %29
  %48 = load i32, ptr %10, align 4, !tbaa !6
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %10, align 4, !tbaa !6
  br label %25, !llvm.loop !27

50:                                               ; preds = %28
  br label %51

51:                                               ; preds = %50
  %52 = load i32, ptr %8, align 4, !tbaa !6
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %8, align 4, !tbaa !6
  br label %20, !llvm.loop !28

54:                                               ; preds = %23
  br label %55

55:                                               ; preds = %54, %3
  call void @llvm.lifetime.end.p0(ptr %7) #12
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9p_add_subPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8, !tbaa !11
  store i32 %1, ptr %4, align 4, !tbaa !6
  %7 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %8 = icmp ne ptr %7, null
  br i1 %8, label %9, label %18

9:                                                ; preds = %2
  %10 = load ptr, ptr %3, align 8, !tbaa !11
  %11 = load i32, ptr %4, align 4, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %7, i64 0
  store ptr %10, ptr %12, align 64, !tbaa !11
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %11, ptr %13, align 8, !tbaa !6
  %14 = load i32, ptr %4, align 4, !tbaa !6
  %15 = add nsw i32 %14, 127
  %16 = sdiv i32 %15, 128
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef %16, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 128, i32 noundef 1, i32 noundef 1) #13
  %17 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %7, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #13
  br label %18

18:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9p_sub_addPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8, !tbaa !11
  store i32 %1, ptr %4, align 4, !tbaa !6
  %7 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %8 = icmp ne ptr %7, null
  br i1 %8, label %9, label %19

9:                                                ; preds = %2
  %10 = load ptr, ptr %3, align 8, !tbaa !11
  %11 = load i32, ptr %4, align 4, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %7, i64 0
  store ptr %10, ptr %12, align 64, !tbaa !11
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %11, ptr %13, align 8, !tbaa !6
  %14 = load i32, ptr %4, align 4, !tbaa !6
  %15 = sub nsw i32 %14, 1
  %16 = sdiv i32 %15, 128
  %17 = add nsw i32 %16, 1
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef %17, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 128, i32 noundef 1, i32 noundef 1) #13
  %18 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %7, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #13
  br label %19

19:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z5p_remPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8, !tbaa !11
  store i32 %1, ptr %4, align 4, !tbaa !6
  %7 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %8 = icmp ne ptr %7, null
  br i1 %8, label %9, label %22

9:                                                ; preds = %2
  %10 = load ptr, ptr %3, align 8, !tbaa !11
  %11 = load i32, ptr %4, align 4, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %7, i64 0
  store ptr %10, ptr %12, align 64, !tbaa !11
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %11, ptr %13, align 8, !tbaa !6
  %14 = load i32, ptr %4, align 4, !tbaa !6
  %15 = sdiv i32 %14, 128
  %16 = load i32, ptr %4, align 4, !tbaa !6
  %17 = srem i32 %16, 128
  %18 = icmp ne i32 %17, 0
  %19 = zext i1 %18 to i32
  %20 = add nsw i32 %15, %19
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef %20, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 128, i32 noundef 1, i32 noundef 1) #13
  %21 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %7, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #13
  br label %22

22:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z10p_unsignedPij(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8, !tbaa !11
  store i32 %1, ptr %4, align 4, !tbaa !6
  %7 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %8 = icmp ne ptr %7, null
  br i1 %8, label %9, label %18

9:                                                ; preds = %2
  %10 = load ptr, ptr %3, align 8, !tbaa !11
  %11 = load i32, ptr %4, align 4, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %7, i64 0
  store ptr %10, ptr %12, align 64, !tbaa !11
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %11, ptr %13, align 8, !tbaa !6
  %14 = load i32, ptr %4, align 4, !tbaa !6
  %15 = add i32 %14, 255
  %16 = udiv i32 %15, 256
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef %16, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 256, i32 noundef 1, i32 noundef 1) #13
  %17 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %7, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #13
  br label %18

18:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7p_ceilfPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8, !tbaa !11
  store i32 %1, ptr %4, align 4, !tbaa !6
  %7 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %8 = icmp ne ptr %7, null
  br i1 %8, label %9, label %20

9:                                                ; preds = %2
  %10 = load ptr, ptr %3, align 8, !tbaa !11
  %11 = load i32, ptr %4, align 4, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %7, i64 0
  store ptr %10, ptr %12, align 64, !tbaa !11
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %11, ptr %13, align 8, !tbaa !6
  %14 = load i32, ptr %4, align 4, !tbaa !6
  %15 = sitofp i32 %14 to float
  %16 = fdiv contract float %15, 1.280000e+02
  %17 = call contract noundef float @_ZL5ceilff(float noundef %16) #13
  %18 = fptoui float %17 to i32
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef %18, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 128, i32 noundef 1, i32 noundef 1) #13
  %19 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %7, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #13
  br label %20

20:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef float @_ZL5ceilff(float noundef %0) #2 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4, !tbaa !29
  %3 = load float, ptr %2, align 4, !tbaa !29
  %4 = call contract float @__nv_ceilf(float noundef %3) #13
  ret float %4
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13p_ceil_doublePii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8, !tbaa !11
  store i32 %1, ptr %4, align 4, !tbaa !6
  %7 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %8 = icmp ne ptr %7, null
  br i1 %8, label %9, label %20

9:                                                ; preds = %2
  %10 = load ptr, ptr %3, align 8, !tbaa !11
  %11 = load i32, ptr %4, align 4, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %7, i64 0
  store ptr %10, ptr %12, align 64, !tbaa !11
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %11, ptr %13, align 8, !tbaa !6
  %14 = load i32, ptr %4, align 4, !tbaa !6
  %15 = sitofp i32 %14 to double
  %16 = fdiv contract double %15, 6.400000e+01
  %17 = call contract noundef double @_ZL4ceild(double noundef %16) #13
  %18 = fptoui double %17 to i32
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef %18, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 64, i32 noundef 1, i32 noundef 1) #13
  %19 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %7, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #13
  br label %20

20:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nounwind
define internal noundef double @_ZL4ceild(double noundef %0) #2 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8, !tbaa !31
  %3 = load double, ptr %2, align 8, !tbaa !31
  %4 = call contract double @__nv_ceil(double noundef %3) #13
  ret double %4
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z11p_var_blockPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 4
  %8 = alloca %struct.dim3, align 4
  store ptr %0, ptr %4, align 8, !tbaa !11
  store i32 %1, ptr %5, align 4, !tbaa !6
  store i32 %2, ptr %6, align 4, !tbaa !6
  %9 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %10 = icmp ne ptr %9, null
  br i1 %10, label %11, label %24

11:                                               ; preds = %3
  %12 = load ptr, ptr %4, align 8, !tbaa !11
  %13 = load i32, ptr %5, align 4, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %9, i64 0
  store ptr %12, ptr %14, align 64, !tbaa !11
  %15 = getelementptr inbounds i8, ptr %9, i64 8
  store i32 %13, ptr %15, align 8, !tbaa !6
  %16 = load i32, ptr %5, align 4, !tbaa !6
  %17 = load i32, ptr %6, align 4, !tbaa !6
  %18 = add nsw i32 %16, %17
  %19 = sub nsw i32 %18, 1
  %20 = load i32, ptr %6, align 4, !tbaa !6
  %21 = sdiv i32 %19, %20
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %21, i32 noundef 1, i32 noundef 1) #13
  %22 = load i32, ptr %6, align 4, !tbaa !6
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef %22, i32 noundef 1, i32 noundef 1) #13
  %23 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %9, ptr noundef byval(%struct.dim3) align 4 %7, ptr noundef byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef null) #13
  br label %24

24:                                               ; preds = %11, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7p_splitPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 4
  %8 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8, !tbaa !11
  store i32 %1, ptr %4, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr %5) #12
  %9 = load i32, ptr %4, align 4, !tbaa !6
  %10 = mul nsw i32 %9, 2
  store i32 %10, ptr %5, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr %6) #12
  %11 = load i32, ptr %5, align 4, !tbaa !6
  %12 = add nsw i32 %11, 127
  %13 = sdiv i32 %12, 128
  store i32 %13, ptr %6, align 4, !tbaa !6
  %14 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %15 = icmp ne ptr %14, null
  br i1 %15, label %16, label %23

16:                                               ; preds = %2
  %17 = load ptr, ptr %3, align 8, !tbaa !11
  %18 = load i32, ptr %5, align 4, !tbaa !6
  %19 = getelementptr inbounds i8, ptr %14, i64 0
  store ptr %17, ptr %19, align 64, !tbaa !11
  %20 = getelementptr inbounds i8, ptr %14, i64 8
  store i32 %18, ptr %20, align 8, !tbaa !6
  %21 = load i32, ptr %6, align 4, !tbaa !6
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %21, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef 128, i32 noundef 1, i32 noundef 1) #13
  %22 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %14, ptr noundef byval(%struct.dim3) align 4 %7, ptr noundef byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef null) #13
  br label %23

23:                                               ; preds = %16, %2
  call void @llvm.lifetime.end.p0(ptr %6) #12
  call void @llvm.lifetime.end.p0(ptr %5) #12
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7p_shiftPij(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8, !tbaa !11
  store i32 %1, ptr %4, align 4, !tbaa !6
  %7 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %8 = icmp ne ptr %7, null
  br i1 %8, label %9, label %18

9:                                                ; preds = %2
  %10 = load ptr, ptr %3, align 8, !tbaa !11
  %11 = load i32, ptr %4, align 4, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %7, i64 0
  store ptr %10, ptr %12, align 64, !tbaa !11
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %11, ptr %13, align 8, !tbaa !6
  %14 = load i32, ptr %4, align 4, !tbaa !6
  %15 = add i32 %14, 63
  %16 = lshr i32 %15, 6
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef %16, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 64, i32 noundef 1, i32 noundef 1) #13
  %17 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %7, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #13
  br label %18

18:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4p_2dPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 4
  %8 = alloca %struct.dim3, align 4
  store ptr %0, ptr %4, align 8, !tbaa !11
  store i32 %1, ptr %5, align 4, !tbaa !6
  store i32 %2, ptr %6, align 4, !tbaa !6
  %9 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 16) #13
  %10 = icmp ne ptr %9, null
  br i1 %10, label %11, label %25

11:                                               ; preds = %3
  %12 = load ptr, ptr %4, align 8, !tbaa !11
  %13 = load i32, ptr %5, align 4, !tbaa !6
  %14 = load i32, ptr %6, align 4, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %9, i64 0
  store ptr %12, ptr %15, align 64, !tbaa !11
  %16 = getelementptr inbounds i8, ptr %9, i64 8
  store i32 %13, ptr %16, align 8, !tbaa !6
  %17 = getelementptr inbounds i8, ptr %9, i64 12
  store i32 %14, ptr %17, align 4, !tbaa !6
  %18 = load i32, ptr %5, align 4, !tbaa !6
  %19 = add nsw i32 %18, 15
  %20 = sdiv i32 %19, 16
  %21 = load i32, ptr %6, align 4, !tbaa !6
  %22 = add nsw i32 %21, 7
  %23 = sdiv i32 %22, 8
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %20, i32 noundef %23, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef 16, i32 noundef 8, i32 noundef 1) #13
  %24 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z7child2dPiii, ptr noundef %9, ptr noundef byval(%struct.dim3) align 4 %7, ptr noundef byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef null) #13
  br label %25

25:                                               ; preds = %11, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7p_plainPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8, !tbaa !11
  store i32 %1, ptr %4, align 4, !tbaa !6
  %7 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %8 = icmp ne ptr %7, null
  br i1 %8, label %9, label %17

9:                                                ; preds = %2
  %10 = load ptr, ptr %3, align 8, !tbaa !11
  %11 = load i32, ptr %4, align 4, !tbaa !6
  %12 = mul nsw i32 %11, 32
  %13 = getelementptr inbounds i8, ptr %7, i64 0
  store ptr %10, ptr %13, align 64, !tbaa !11
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %12, ptr %14, align 8, !tbaa !6
  %15 = load i32, ptr %4, align 4, !tbaa !6
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef %15, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 32, i32 noundef 1, i32 noundef 1) #13
  %16 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %7, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #13
  br label %17

17:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z6p_loopPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.dim3, align 4
  %9 = alloca %struct.dim3, align 4
  store ptr %0, ptr %4, align 8, !tbaa !11
  store ptr %1, ptr %5, align 8, !tbaa !11
  store i32 %2, ptr %6, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr %7) #12
  store i32 0, ptr %7, align 4, !tbaa !6
  br label %10

10:                                               ; preds = %36, %3
  %11 = load i32, ptr %7, align 4, !tbaa !6
  %12 = load i32, ptr %6, align 4, !tbaa !6
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %15, label %14

14:                                               ; preds = %10
  call void @llvm.lifetime.end.p0(ptr %7) #12
  br label %39

15:                                               ; preds = %10
  %16 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %17 = icmp ne ptr %16, null
  br i1 %17, label %18, label %35

18:                                               ; preds = %15
  %19 = load ptr, ptr %4, align 8, !tbaa !11
  %20 = load ptr, ptr %5, align 8, !tbaa !11
  %21 = load i32, ptr %7, align 4, !tbaa !6
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %20, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !6
  %25 = getelementptr inbounds i8, ptr %16, i64 0
  store ptr %19, ptr %25, align 64, !tbaa !11
  %26 = getelementptr inbounds i8, ptr %16, i64 8
  store i32 %24, ptr %26, align 8, !tbaa !6
  %27 = load ptr, ptr %5, align 8, !tbaa !11
  %28 = load i32, ptr %7, align 4, !tbaa !6
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %27, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !6
  %32 = add nsw i32 %31, 31
  %33 = sdiv i32 %32, 32
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef %33, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %9, i32 noundef 32, i32 noundef 1, i32 noundef 1) #13
  %34 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %16, ptr noundef byval(%struct.dim3) align 4 %8, ptr noundef byval(%struct.dim3) align 4 %9, i32 noundef 0, ptr noundef null) #13
  br label %35

35:                                               ; preds = %18, %15
  br label %36

36:                                               ; preds = %35
  %37 = load i32, ptr %7, align 4, !tbaa !6
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %7, align 4, !tbaa !6
  br label %10, !llvm.loop !33

39:                                               ; preds = %14
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8p_nestedPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8, !tbaa !11
  store i32 %1, ptr %4, align 4, !tbaa !6
  %7 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %8 = icmp ne ptr %7, null
  br i1 %8, label %9, label %15

9:                                                ; preds = %2
  %10 = load ptr, ptr %3, align 8, !tbaa !11
  %11 = load i32, ptr %4, align 4, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %7, i64 0
  store ptr %10, ptr %12, align 64, !tbaa !11
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %11, ptr %13, align 8, !tbaa !6
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef 1, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 32, i32 noundef 1, i32 noundef 1) #13
  %14 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z17grandparent_childPii, ptr noundef %7, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #13
  br label %15

15:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z7p_loopsPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 4
  %8 = alloca %struct.dim3, align 4
  %9 = alloca %struct.dim3, align 4
  %10 = alloca %struct.dim3, align 4
  store ptr %0, ptr %4, align 8, !tbaa !11
  store ptr %1, ptr %5, align 8, !tbaa !11
  store i32 %2, ptr %6, align 4, !tbaa !6
  %11 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 20) #13
  %12 = icmp ne ptr %11, null
  br i1 %12, label %13, label %24

13:                                               ; preds = %3
  %14 = load ptr, ptr %4, align 8, !tbaa !11
  %15 = load ptr, ptr %5, align 8, !tbaa !11
  %16 = load i32, ptr %6, align 4, !tbaa !6
  %17 = getelementptr inbounds i8, ptr %11, i64 0
  store ptr %14, ptr %17, align 64, !tbaa !11
  %18 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %15, ptr %18, align 8, !tbaa !11
  %19 = getelementptr inbounds i8, ptr %11, i64 16
  store i32 %16, ptr %19, align 16, !tbaa !6
  %20 = load i32, ptr %6, align 4, !tbaa !6
  %21 = add nsw i32 %20, 127
  %22 = sdiv i32 %21, 128
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %22, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef 128, i32 noundef 1, i32 noundef 1) #13
  %23 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z10loop_childPiPKii, ptr noundef %11, ptr noundef byval(%struct.dim3) align 4 %7, ptr noundef byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef null) #13
  br label %24

24:                                               ; preds = %13, %3
  %25 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 20) #13
  %26 = icmp ne ptr %25, null
  br i1 %26, label %27, label %38

27:                                               ; preds = %24
  %28 = load ptr, ptr %4, align 8, !tbaa !11
  %29 = load ptr, ptr %5, align 8, !tbaa !11
  %30 = load i32, ptr %6, align 4, !tbaa !6
  %31 = getelementptr inbounds i8, ptr %25, i64 0
  store ptr %28, ptr %31, align 64, !tbaa !11
  %32 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr %29, ptr %32, align 8, !tbaa !11
  %33 = getelementptr inbounds i8, ptr %25, i64 16
  store i32 %30, ptr %33, align 16, !tbaa !6
  %34 = load i32, ptr %6, align 4, !tbaa !6
  %35 = add nsw i32 %34, 127
  %36 = sdiv i32 %35, 128
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %9, i32 noundef %36, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %10, i32 noundef 128, i32 noundef 1, i32 noundef 1) #13
  %37 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z17callee_loop_childPiPKii, ptr noundef %25, ptr noundef byval(%struct.dim3) align 4 %9, ptr noundef byval(%struct.dim3) align 4 %10, i32 noundef 0, ptr noundef null) #13
  br label %38

38:                                               ; preds = %27, %24
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13p_short_loopsPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 4
  %8 = alloca %struct.dim3, align 4
  %9 = alloca %struct.dim3, align 4
  %10 = alloca %struct.dim3, align 4
  %11 = alloca %struct.dim3, align 4
  %12 = alloca %struct.dim3, align 4
  store ptr %0, ptr %4, align 8, !tbaa !11
  store ptr %1, ptr %5, align 8, !tbaa !11
  store i32 %2, ptr %6, align 4, !tbaa !6
  %13 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 20) #13
  %14 = icmp ne ptr %13, null
  br i1 %14, label %15, label %26

15:                                               ; preds = %3
  %16 = load ptr, ptr %4, align 8, !tbaa !11
  %17 = load ptr, ptr %5, align 8, !tbaa !11
  %18 = load i32, ptr %6, align 4, !tbaa !6
  %19 = getelementptr inbounds i8, ptr %13, i64 0
  store ptr %16, ptr %19, align 64, !tbaa !11
  %20 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %17, ptr %20, align 8, !tbaa !11
  %21 = getelementptr inbounds i8, ptr %13, i64 16
  store i32 %18, ptr %21, align 16, !tbaa !6
  %22 = load i32, ptr %6, align 4, !tbaa !6
  %23 = add nsw i32 %22, 127
  %24 = sdiv i32 %23, 128
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %24, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef 128, i32 noundef 1, i32 noundef 1) #13
  %25 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z16short_loop_childPiPKii, ptr noundef %13, ptr noundef byval(%struct.dim3) align 4 %7, ptr noundef byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef null) #13
  br label %26

26:                                               ; preds = %15, %3
  %27 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 20) #13
  %28 = icmp ne ptr %27, null
  br i1 %28, label %29, label %40

29:                                               ; preds = %26
  %30 = load ptr, ptr %4, align 8, !tbaa !11
  %31 = load ptr, ptr %5, align 8, !tbaa !11
  %32 = load i32, ptr %6, align 4, !tbaa !6
  %33 = getelementptr inbounds i8, ptr %27, i64 0
  store ptr %30, ptr %33, align 64, !tbaa !11
  %34 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr %31, ptr %34, align 8, !tbaa !11
  %35 = getelementptr inbounds i8, ptr %27, i64 16
  store i32 %32, ptr %35, align 16, !tbaa !6
  %36 = load i32, ptr %6, align 4, !tbaa !6
  %37 = add nsw i32 %36, 127
  %38 = sdiv i32 %37, 128
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %9, i32 noundef %38, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %10, i32 noundef 128, i32 noundef 1, i32 noundef 1) #13
  %39 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z16const_loop_childPiPKii, ptr noundef %27, ptr noundef byval(%struct.dim3) align 4 %9, ptr noundef byval(%struct.dim3) align 4 %10, i32 noundef 0, ptr noundef null) #13
  br label %40

40:                                               ; preds = %29, %26
  %41 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 20) #13
  %42 = icmp ne ptr %41, null
  br i1 %42, label %43, label %54

43:                                               ; preds = %40
  %44 = load ptr, ptr %4, align 8, !tbaa !11
  %45 = load ptr, ptr %5, align 8, !tbaa !11
  %46 = load i32, ptr %6, align 4, !tbaa !6
  %47 = getelementptr inbounds i8, ptr %41, i64 0
  store ptr %44, ptr %47, align 64, !tbaa !11
  %48 = getelementptr inbounds i8, ptr %41, i64 8
  store ptr %45, ptr %48, align 8, !tbaa !11
  %49 = getelementptr inbounds i8, ptr %41, i64 16
  store i32 %46, ptr %49, align 16, !tbaa !6
  %50 = load i32, ptr %6, align 4, !tbaa !6
  %51 = add nsw i32 %50, 127
  %52 = sdiv i32 %51, 128
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %11, i32 noundef %52, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %12, i32 noundef 128, i32 noundef 1, i32 noundef 1) #13
  %53 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z17nested_loop_childPiPKii, ptr noundef %41, ptr noundef byval(%struct.dim3) align 4 %11, ptr noundef byval(%struct.dim3) align 4 %12, i32 noundef 0, ptr noundef null) #13
  br label %54

54:                                               ; preds = %43, %40
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9p_refusedPi(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.dim3, align 4
  %4 = alloca %struct.dim3, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  %7 = alloca %struct.dim3, align 4
  %8 = alloca %struct.dim3, align 4
  store ptr %0, ptr %2, align 8, !tbaa !11
  %9 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 8) #13
  %10 = icmp ne ptr %9, null
  br i1 %10, label %11, label %15

11:                                               ; preds = %1
  %12 = load ptr, ptr %2, align 8, !tbaa !11
  %13 = getelementptr inbounds i8, ptr %9, i64 0
  store ptr %12, ptr %13, align 64, !tbaa !11
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %3, i32 noundef 1, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %4, i32 noundef 32, i32 noundef 1, i32 noundef 1) #13
  %14 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z13barrier_childPi, ptr noundef %9, ptr noundef byval(%struct.dim3) align 4 %3, ptr noundef byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #13
  br label %15

15:                                               ; preds = %11, %1
  %16 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 8) #13
  %17 = icmp ne ptr %16, null
  br i1 %17, label %18, label %22

18:                                               ; preds = %15
  %19 = load ptr, ptr %2, align 8, !tbaa !11
  %20 = getelementptr inbounds i8, ptr %16, i64 0
  store ptr %19, ptr %20, align 64, !tbaa !11
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef 1, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 32, i32 noundef 1, i32 noundef 1) #13
  %21 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z15dynshared_childPi, ptr noundef %16, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 128, ptr noundef null) #13
  br label %22

22:                                               ; preds = %18, %15
  %23 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %24 = icmp ne ptr %23, null
  br i1 %24, label %25, label %30

25:                                               ; preds = %22
  %26 = load ptr, ptr %2, align 8, !tbaa !11
  %27 = getelementptr inbounds i8, ptr %23, i64 0
  store ptr %26, ptr %27, align 64, !tbaa !11
  %28 = getelementptr inbounds i8, ptr %23, i64 8
  store i32 32, ptr %28, align 8, !tbaa !6
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef 1, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef 32, i32 noundef 1, i32 noundef 1) #13
  %29 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %23, ptr noundef byval(%struct.dim3) align 4 %7, ptr noundef byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef inttoptr (i64 3 to ptr)) #13
  br label %30

30:                                               ; preds = %25, %22
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z9p_guardedPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.dim3, align 4
  %9 = alloca %struct.dim3, align 4
  store ptr %0, ptr %4, align 8, !tbaa !11
  store ptr %1, ptr %5, align 8, !tbaa !11
  store i32 %2, ptr %6, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr %7) #12
  %10 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #13
  %11 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #13
  %12 = mul i32 %10, %11
  %13 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #13
  %14 = add i32 %12, %13
  store i32 %14, ptr %7, align 4, !tbaa !6
  %15 = load i32, ptr %7, align 4, !tbaa !6
  %16 = load i32, ptr %6, align 4, !tbaa !6
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %39

18:                                               ; preds = %3
  %19 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %20 = icmp ne ptr %19, null
  br i1 %20, label %21, label %38

21:                                               ; preds = %18
  %22 = load ptr, ptr %4, align 8, !tbaa !11
  %23 = load ptr, ptr %5, align 8, !tbaa !11
  %24 = load i32, ptr %7, align 4, !tbaa !6
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %23, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !6
  %28 = getelementptr inbounds i8, ptr %19, i64 0
  store ptr %22, ptr %28, align 64, !tbaa !11
  %29 = getelementptr inbounds i8, ptr %19, i64 8
  store i32 %27, ptr %29, align 8, !tbaa !6
  %30 = load ptr, ptr %5, align 8, !tbaa !11
  %31 = load i32, ptr %7, align 4, !tbaa !6
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %30, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = add nsw i32 %34, 63
  %36 = sdiv i32 %35, 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef %36, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %9, i32 noundef 64, i32 noundef 1, i32 noundef 1) #13
  %37 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %19, ptr noundef byval(%struct.dim3) align 4 %8, ptr noundef byval(%struct.dim3) align 4 %9, i32 noundef 0, ptr noundef null) #13
  br label %38

38:                                               ; preds = %21, %18
  br label %39

39:                                               ; preds = %38, %3
  call void @llvm.lifetime.end.p0(ptr %7) #12
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8p_sparsePiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.dim3, align 4
  %9 = alloca %struct.dim3, align 4
  store ptr %0, ptr %4, align 8, !tbaa !11
  store ptr %1, ptr %5, align 8, !tbaa !11
  store i32 %2, ptr %6, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr %7) #12
  %10 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #13
  %11 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #13
  %12 = mul i32 %10, %11
  %13 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #13
  %14 = add i32 %12, %13
  store i32 %14, ptr %7, align 4, !tbaa !6
  %15 = load i32, ptr %7, align 4, !tbaa !6
  %16 = load i32, ptr %6, align 4, !tbaa !6
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %46

18:                                               ; preds = %3
  %19 = load ptr, ptr %5, align 8, !tbaa !11
  %20 = load i32, ptr %7, align 4, !tbaa !6
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %19, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = icmp sgt i32 %23, 0
  br i1 %24, label %25, label %46

25:                                               ; preds = %18
  %26 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %27 = icmp ne ptr %26, null
  br i1 %27, label %28, label %45

28:                                               ; preds = %25
  %29 = load ptr, ptr %4, align 8, !tbaa !11
  %30 = load ptr, ptr %5, align 8, !tbaa !11
  %31 = load i32, ptr %7, align 4, !tbaa !6
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %30, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = getelementptr inbounds i8, ptr %26, i64 0
  store ptr %29, ptr %35, align 64, !tbaa !11
  %36 = getelementptr inbounds i8, ptr %26, i64 8
  store i32 %34, ptr %36, align 8, !tbaa !6
  %37 = load ptr, ptr %5, align 8, !tbaa !11
  %38 = load i32, ptr %7, align 4, !tbaa !6
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %37, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !6
  %42 = add nsw i32 %41, 63
  %43 = sdiv i32 %42, 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef %43, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %9, i32 noundef 64, i32 noundef 1, i32 noundef 1) #13
  %44 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %26, ptr noundef byval(%struct.dim3) align 4 %8, ptr noundef byval(%struct.dim3) align 4 %9, i32 noundef 0, ptr noundef null) #13
  br label %45

45:                                               ; preds = %28, %25
  br label %46

46:                                               ; preds = %45, %18, %3
  call void @llvm.lifetime.end.p0(ptr %7) #12
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13p_block_guardPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 4
  %8 = alloca %struct.dim3, align 4
  store ptr %0, ptr %4, align 8, !tbaa !11
  store ptr %1, ptr %5, align 8, !tbaa !11
  store i32 %2, ptr %6, align 4, !tbaa !6
  %9 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #13
  %10 = load ptr, ptr %5, align 8, !tbaa !11
  %11 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #13
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr %10, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = icmp ult i32 %9, %14
  br i1 %15, label %16, label %29

16:                                               ; preds = %3
  %17 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %18 = icmp ne ptr %17, null
  br i1 %18, label %19, label %28

19:                                               ; preds = %16
  %20 = load ptr, ptr %4, align 8, !tbaa !11
  %21 = load i32, ptr %6, align 4, !tbaa !6
  %22 = getelementptr inbounds i8, ptr %17, i64 0
  store ptr %20, ptr %22, align 64, !tbaa !11
  %23 = getelementptr inbounds i8, ptr %17, i64 8
  store i32 %21, ptr %23, align 8, !tbaa !6
  %24 = load i32, ptr %6, align 4, !tbaa !6
  %25 = add nsw i32 %24, 63
  %26 = sdiv i32 %25, 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %26, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef 64, i32 noundef 1, i32 noundef 1) #13
  %27 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %17, ptr noundef byval(%struct.dim3) align 4 %7, ptr noundef byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef null) #13
  br label %28

28:                                               ; preds = %19, %16
  br label %29

29:                                               ; preds = %28, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12p_first_lanePii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8, !tbaa !11
  store i32 %1, ptr %4, align 4, !tbaa !6
  %7 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #13
  %8 = urem i32 %7, 32
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %23

10:                                               ; preds = %2
  %11 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %12 = icmp ne ptr %11, null
  br i1 %12, label %13, label %22

13:                                               ; preds = %10
  %14 = load ptr, ptr %3, align 8, !tbaa !11
  %15 = load i32, ptr %4, align 4, !tbaa !6
  %16 = getelementptr inbounds i8, ptr %11, i64 0
  store ptr %14, ptr %16, align 64, !tbaa !11
  %17 = getelementptr inbounds i8, ptr %11, i64 8
  store i32 %15, ptr %17, align 8, !tbaa !6
  %18 = load i32, ptr %4, align 4, !tbaa !6
  %19 = add nsw i32 %18, 63
  %20 = sdiv i32 %19, 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef %20, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 64, i32 noundef 1, i32 noundef 1) #13
  %21 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %11, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #13
  br label %22

22:                                               ; preds = %13, %10
  br label %23

23:                                               ; preds = %22, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z8p_rejoinPiPKi(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.dim3, align 4
  %10 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8, !tbaa !11
  store ptr %1, ptr %4, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr %5) #12
  %11 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #13
  %12 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #13
  %13 = mul i32 %11, %12
  %14 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #13
  %15 = add i32 %13, %14
  store i32 %15, ptr %5, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr %6) #12
  %16 = load ptr, ptr %4, align 8, !tbaa !11
  %17 = load i32, ptr %5, align 4, !tbaa !6
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %16, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !6
  store i32 %20, ptr %6, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr %7) #12
  %21 = load i32, ptr %6, align 4, !tbaa !6
  %22 = icmp slt i32 %21, 4
  br i1 %22, label %23, label %25

23:                                               ; preds = %2
  %24 = load i32, ptr %6, align 4, !tbaa !6
  br label %26

25:                                               ; preds = %2
  br label %26

26:                                               ; preds = %25, %23
  %27 = phi i32 [ %24, %23 ], [ 4, %25 ]
  store i32 %27, ptr %7, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr %8) #12
  %28 = load i32, ptr %7, align 4, !tbaa !6
  %29 = icmp sgt i32 %28, 0
  br i1 %29, label %30, label %37

30:                                               ; preds = %26
  %31 = load i32, ptr %6, align 4, !tbaa !6
  %32 = load i32, ptr %7, align 4, !tbaa !6
  %33 = add nsw i32 %31, %32
  %34 = sub nsw i32 %33, 1
  %35 = load i32, ptr %7, align 4, !tbaa !6
  %36 = sdiv i32 %34, %35
  br label %38

37:                                               ; preds = %26
  br label %38

38:                                               ; preds = %37, %30
  %39 = phi i32 [ %36, %30 ], [ 1, %37 ]
  store i32 %39, ptr %8, align 4, !tbaa !6
  %40 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %41 = icmp ne ptr %40, null
  br i1 %41, label %42, label %49

42:                                               ; preds = %38
  %43 = load ptr, ptr %3, align 8, !tbaa !11
  %44 = load i32, ptr %6, align 4, !tbaa !6
  %45 = getelementptr inbounds i8, ptr %40, i64 0
  store ptr %43, ptr %45, align 64, !tbaa !11
  %46 = getelementptr inbounds i8, ptr %40, i64 8
  store i32 %44, ptr %46, align 8, !tbaa !6
  %47 = load i32, ptr %8, align 4, !tbaa !6
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %9, i32 noundef %47, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %10, i32 noundef 64, i32 noundef 1, i32 noundef 1) #13
  %48 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %40, ptr noundef byval(%struct.dim3) align 4 %9, ptr noundef byval(%struct.dim3) align 4 %10, i32 noundef 0, ptr noundef null) #13
  br label %49

49:                                               ; preds = %42, %38
  call void @llvm.lifetime.end.p0(ptr %8) #12
  call void @llvm.lifetime.end.p0(ptr %7) #12
  call void @llvm.lifetime.end.p0(ptr %6) #12
  call void @llvm.lifetime.end.p0(ptr %5) #12
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14p_two_launchesPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.dim3, align 4
  %9 = alloca %struct.dim3, align 4
  %10 = alloca %struct.dim3, align 4
  %11 = alloca %struct.dim3, align 4
  store ptr %0, ptr %4, align 8, !tbaa !11
  store ptr %1, ptr %5, align 8, !tbaa !11
  store i32 %2, ptr %6, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr %7) #12
  %12 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #13
  %13 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #13
  %14 = mul i32 %12, %13
  %15 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #13
  %16 = add i32 %14, %15
  store i32 %16, ptr %7, align 4, !tbaa !6
  %17 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %18 = icmp ne ptr %17, null
  br i1 %18, label %19, label %36

19:                                               ; preds = %3
  %20 = load ptr, ptr %4, align 8, !tbaa !11
  %21 = load ptr, ptr %5, align 8, !tbaa !11
  %22 = load i32, ptr %7, align 4, !tbaa !6
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %21, i64 %23
  %25 = load i32, ptr %24, align 4, !tbaa !6
  %26 = getelementptr inbounds i8, ptr %17, i64 0
  store ptr %20, ptr %26, align 64, !tbaa !11
  %27 = getelementptr inbounds i8, ptr %17, i64 8
  store i32 %25, ptr %27, align 8, !tbaa !6
  %28 = load ptr, ptr %5, align 8, !tbaa !11
  %29 = load i32, ptr %7, align 4, !tbaa !6
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %28, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = add nsw i32 %32, 63
  %34 = sdiv i32 %33, 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef %34, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %9, i32 noundef 64, i32 noundef 1, i32 noundef 1) #13
  %35 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %17, ptr noundef byval(%struct.dim3) align 4 %8, ptr noundef byval(%struct.dim3) align 4 %9, i32 noundef 0, ptr noundef inttoptr (i64 4 to ptr)) #13
  br label %36

36:                                               ; preds = %19, %3
  %37 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %38 = icmp ne ptr %37, null
  br i1 %38, label %39, label %51

39:                                               ; preds = %36
  %40 = load ptr, ptr %4, align 8, !tbaa !11
  %41 = load i32, ptr %6, align 4, !tbaa !6
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %40, i64 %42
  %44 = load i32, ptr %6, align 4, !tbaa !6
  %45 = getelementptr inbounds i8, ptr %37, i64 0
  store ptr %43, ptr %45, align 64, !tbaa !11
  %46 = getelementptr inbounds i8, ptr %37, i64 8
  store i32 %44, ptr %46, align 8, !tbaa !6
  %47 = load i32, ptr %6, align 4, !tbaa !6
  %48 = add nsw i32 %47, 63
  %49 = sdiv i32 %48, 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %10, i32 noundef %49, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %11, i32 noundef 64, i32 noundef 1, i32 noundef 1) #13
  %50 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %37, ptr noundef byval(%struct.dim3) align 4 %10, ptr noundef byval(%struct.dim3) align 4 %11, i32 noundef 0, ptr noundef inttoptr (i64 4 to ptr)) #13
  br label %51

51:                                               ; preds = %39, %36
  call void @llvm.lifetime.end.p0(ptr %7) #12
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z12p_const_loopPiPKi(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 4
  %8 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8, !tbaa !11
  store ptr %1, ptr %4, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr %5) #12
  %9 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #13
  %10 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #13
  %11 = mul i32 %9, %10
  %12 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #13
  %13 = add i32 %11, %12
  store i32 %13, ptr %5, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr %6) #12
  store i32 0, ptr %6, align 4, !tbaa !6
  br label %14

14:                                               ; preds = %45, %2
  %15 = load i32, ptr %6, align 4, !tbaa !6
  %16 = icmp slt i32 %15, 4
  br i1 %16, label %18, label %17

17:                                               ; preds = %14
  call void @llvm.lifetime.end.p0(ptr %6) #12
  br label %48

18:                                               ; preds = %14
  %19 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %20 = icmp ne ptr %19, null
  br i1 %20, label %21, label %44

21:                                               ; preds = %18
  %22 = load ptr, ptr %3, align 8, !tbaa !11
  %23 = load ptr, ptr %4, align 8, !tbaa !11
  %24 = load i32, ptr %5, align 4, !tbaa !6
  %25 = mul nsw i32 4, %24
  %26 = load i32, ptr %6, align 4, !tbaa !6
  %27 = add nsw i32 %25, %26
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %23, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = getelementptr inbounds i8, ptr %19, i64 0
  store ptr %22, ptr %31, align 64, !tbaa !11
  %32 = getelementptr inbounds i8, ptr %19, i64 8
  store i32 %30, ptr %32, align 8, !tbaa !6
  %33 = load ptr, ptr %4, align 8, !tbaa !11
  %34 = load i32, ptr %5, align 4, !tbaa !6
  %35 = mul nsw i32 4, %34
  %36 = load i32, ptr %6, align 4, !tbaa !6
  %37 = add nsw i32 %35, %36
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %33, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !6
  %41 = add nsw i32 %40, 63
  %42 = sdiv i32 %41, 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %42, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef 64, i32 noundef 1, i32 noundef 1) #13
  %43 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %19, ptr noundef byval(%struct.dim3) align 4 %7, ptr noundef byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef inttoptr (i64 4 to ptr)) #13
  br label %44

44:                                               ; preds = %21, %18
  br label %45

45:                                               ; preds = %44
  %46 = load i32, ptr %6, align 4, !tbaa !6
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %6, align 4, !tbaa !6
  br label %14, !llvm.loop !34

48:                                               ; preds = %17
  call void @llvm.lifetime.end.p0(ptr %5) #12
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13p_thread_loopPiPKi(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 4
  %8 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8, !tbaa !11
  store ptr %1, ptr %4, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr %5) #12
  %9 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #13
  %10 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #13
  %11 = mul i32 %9, %10
  %12 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #13
  %13 = add i32 %11, %12
  store i32 %13, ptr %5, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr %6) #12
  store i32 0, ptr %6, align 4, !tbaa !6
  br label %14

14:                                               ; preds = %44, %2
  %15 = load i32, ptr %6, align 4, !tbaa !6
  %16 = load ptr, ptr %4, align 8, !tbaa !11
  %17 = load i32, ptr %5, align 4, !tbaa !6
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %16, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !6
  %21 = icmp slt i32 %15, %20
  br i1 %21, label %23, label %22

22:                                               ; preds = %14
  call void @llvm.lifetime.end.p0(ptr %6) #12
  br label %47

23:                                               ; preds = %14
  %24 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %25 = icmp ne ptr %24, null
  br i1 %25, label %26, label %43

26:                                               ; preds = %23
  %27 = load ptr, ptr %3, align 8, !tbaa !11
  %28 = load ptr, ptr %4, align 8, !tbaa !11
  %29 = load i32, ptr %6, align 4, !tbaa !6
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %28, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !6
  %33 = getelementptr inbounds i8, ptr %24, i64 0
  store ptr %27, ptr %33, align 64, !tbaa !11
  %34 = getelementptr inbounds i8, ptr %24, i64 8
  store i32 %32, ptr %34, align 8, !tbaa !6
  %35 = load ptr, ptr %4, align 8, !tbaa !11
  %36 = load i32, ptr %6, align 4, !tbaa !6
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %35, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = add nsw i32 %39, 63
  %41 = sdiv i32 %40, 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %41, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef 64, i32 noundef 1, i32 noundef 1) #13
  %42 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %24, ptr noundef byval(%struct.dim3) align 4 %7, ptr noundef byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef inttoptr (i64 4 to ptr)) #13
  br label %43

43:                                               ; preds = %26, %23
  br label %44

44:                                               ; preds = %43
  %45 = load i32, ptr %6, align 4, !tbaa !6
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %6, align 4, !tbaa !6
  br label %14, !llvm.loop !36

47:                                               ; preds = %22
  call void @llvm.lifetime.end.p0(ptr %5) #12
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z14p_thread_breakPiPKi(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.dim3, align 4
  %9 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8, !tbaa !11
  store ptr %1, ptr %4, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr %5) #12
  %10 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #13
  %11 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #13
  %12 = mul i32 %10, %11
  %13 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #13
  %14 = add i32 %12, %13
  store i32 %14, ptr %5, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(ptr %6) #12
  store i32 0, ptr %6, align 4, !tbaa !6
  br label %15

15:                                               ; preds = %53, %2
  %16 = load i32, ptr %6, align 4, !tbaa !6
  %17 = icmp slt i32 %16, 4
  br i1 %17, label %19, label %18

18:                                               ; preds = %15
  store i32 2, ptr %7, align 4
  br label %56

19:                                               ; preds = %15
  %20 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %21 = icmp ne ptr %20, null
  br i1 %21, label %22, label %43

22:                                               ; preds = %19
  %23 = load ptr, ptr %3, align 8, !tbaa !11
  %24 = load ptr, ptr %4, align 8, !tbaa !11
  %25 = load i32, ptr %5, align 4, !tbaa !6
  %26 = load i32, ptr %6, align 4, !tbaa !6
  %27 = add nsw i32 %25, %26
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %24, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !6
  %31 = getelementptr inbounds i8, ptr %20, i64 0
  store ptr %23, ptr %31, align 64, !tbaa !11
  %32 = getelementptr inbounds i8, ptr %20, i64 8
  store i32 %30, ptr %32, align 8, !tbaa !6
  %33 = load ptr, ptr %4, align 8, !tbaa !11
  %34 = load i32, ptr %5, align 4, !tbaa !6
  %35 = load i32, ptr %6, align 4, !tbaa !6
  %36 = add nsw i32 %34, %35
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %33, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !6
  %40 = add nsw i32 %39, 63
  %41 = sdiv i32 %40, 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef %41, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %9, i32 noundef 64, i32 noundef 1, i32 noundef 1) #13
  %42 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %20, ptr noundef byval(%struct.dim3) align 4 %8, ptr noundef byval(%struct.dim3) align 4 %9, i32 noundef 0, ptr noundef inttoptr (i64 4 to ptr)) #13
  br label %43

43:                                               ; preds = %22, %19
  %44 = load ptr, ptr %4, align 8, !tbaa !11
  %45 = load i32, ptr %5, align 4, !tbaa !6
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %44, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !6
  %49 = load i32, ptr %6, align 4, !tbaa !6
  %50 = icmp sgt i32 %48, %49
  br i1 %50, label %51, label %52

51:                                               ; preds = %43
  store i32 2, ptr %7, align 4
  br label %56

52:                                               ; preds = %43
  br label %53

53:                                               ; preds = %52
  %54 = load i32, ptr %6, align 4, !tbaa !6
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %6, align 4, !tbaa !6
  br label %15, !llvm.loop !37

56:                                               ; preds = %51, %18
  call void @llvm.lifetime.end.p0(ptr %6) #12
  br label %57

57:                                               ; preds = %56
  call void @llvm.lifetime.end.p0(ptr %5) #12
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z13p_byval_boundPi6Bounds(ptr noundef %0, ptr noundef byval(%struct.Bounds) align 8 %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr %4) #12
  %7 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #13
  %8 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #13
  %9 = mul i32 %7, %8
  %10 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #13
  %11 = add i32 %9, %10
  store i32 %11, ptr %4, align 4, !tbaa !6
  %12 = load i32, ptr %4, align 4, !tbaa !6
  %13 = getelementptr inbounds nuw %struct.Bounds, ptr %1, i32 0, i32 0
  %14 = load i32, ptr %13, align 8, !tbaa !38
  %15 = icmp slt i32 %12, %14
  br i1 %15, label %16, label %39

16:                                               ; preds = %2
  %17 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %18 = icmp ne ptr %17, null
  br i1 %18, label %19, label %38

19:                                               ; preds = %16
  %20 = load ptr, ptr %3, align 8, !tbaa !11
  %21 = getelementptr inbounds nuw %struct.Bounds, ptr %1, i32 0, i32 1
  %22 = load ptr, ptr %21, align 8, !tbaa !40
  %23 = load i32, ptr %4, align 4, !tbaa !6
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %22, i64 %24
  %26 = load i32, ptr %25, align 4, !tbaa !6
  %27 = getelementptr inbounds i8, ptr %17, i64 0
  store ptr %20, ptr %27, align 64, !tbaa !11
  %28 = getelementptr inbounds i8, ptr %17, i64 8
  store i32 %26, ptr %28, align 8, !tbaa !6
  %29 = getelementptr inbounds nuw %struct.Bounds, ptr %1, i32 0, i32 1
  %30 = load ptr, ptr %29, align 8, !tbaa !40
  %31 = load i32, ptr %4, align 4, !tbaa !6
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %30, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !6
  %35 = add nsw i32 %34, 63
  %36 = sdiv i32 %35, 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef %36, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 64, i32 noundef 1, i32 noundef 1) #13
  %37 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %17, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #13
  br label %38

38:                                               ; preds = %19, %16
  br label %39

39:                                               ; preds = %38, %2
  call void @llvm.lifetime.end.p0(ptr %4) #12
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z15p_byval_writtenPi6Bounds(ptr noundef %0, ptr noundef byval(%struct.Bounds) align 8 %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(ptr %4) #12
  %7 = call noundef i32 @_ZN25__cuda_builtin_blockIdx_t17__fetch_builtin_xEv() #13
  %8 = call noundef i32 @_ZN25__cuda_builtin_blockDim_t17__fetch_builtin_xEv() #13
  %9 = mul i32 %7, %8
  %10 = call noundef i32 @_ZN26__cuda_builtin_threadIdx_t17__fetch_builtin_xEv() #13
  %11 = add i32 %9, %10
  store i32 %11, ptr %4, align 4, !tbaa !6
  %12 = load ptr, ptr %3, align 8, !tbaa !11
  %13 = load i32, ptr %4, align 4, !tbaa !6
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %12, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !6
  %17 = icmp sgt i32 %16, 0
  br i1 %17, label %18, label %25

18:                                               ; preds = %2
  %19 = load ptr, ptr %3, align 8, !tbaa !11
  %20 = load i32, ptr %4, align 4, !tbaa !6
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %19, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !6
  %24 = getelementptr inbounds nuw %struct.Bounds, ptr %1, i32 0, i32 0
  store i32 %23, ptr %24, align 8, !tbaa !38
  br label %25

25:                                               ; preds = %18, %2
  %26 = load i32, ptr %4, align 4, !tbaa !6
  %27 = getelementptr inbounds nuw %struct.Bounds, ptr %1, i32 0, i32 0
  %28 = load i32, ptr %27, align 8, !tbaa !38
  %29 = icmp slt i32 %26, %28
  br i1 %29, label %30, label %53

30:                                               ; preds = %25
  %31 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #13
  %32 = icmp ne ptr %31, null
  br i1 %32, label %33, label %52

33:                                               ; preds = %30
  %34 = load ptr, ptr %3, align 8, !tbaa !11
  %35 = getelementptr inbounds nuw %struct.Bounds, ptr %1, i32 0, i32 1
  %36 = load ptr, ptr %35, align 8, !tbaa !40
  %37 = load i32, ptr %4, align 4, !tbaa !6
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %36, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !6
  %41 = getelementptr inbounds i8, ptr %31, i64 0
  store ptr %34, ptr %41, align 64, !tbaa !11
  %42 = getelementptr inbounds i8, ptr %31, i64 8
  store i32 %40, ptr %42, align 8, !tbaa !6
  %43 = getelementptr inbounds nuw %struct.Bounds, ptr %1, i32 0, i32 1
  %44 = load ptr, ptr %43, align 8, !tbaa !40
  %45 = load i32, ptr %4, align 4, !tbaa !6
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %44, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !6
  %49 = add nsw i32 %48, 63
  %50 = sdiv i32 %49, 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef %50, i32 noundef 1, i32 noundef 1) #13
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 64, i32 noundef 1, i32 noundef 1) #13
  %51 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %31, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #13
  br label %52

52:                                               ; preds = %33, %30
  br label %53

53:                                               ; preds = %52, %25
  call void @llvm.lifetime.end.p0(ptr %4) #12
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #7

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) #8

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #9

; Function Attrs: convergent mustprogress nounwind
define linkonce_odr dso_local void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #4 comdat align 2 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %5, align 8, !tbaa !20
  store i32 %1, ptr %6, align 4, !tbaa !6
  store i32 %2, ptr %7, align 4, !tbaa !6
  store i32 %3, ptr %8, align 4, !tbaa !6
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds nuw %struct.dim3, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %6, align 4, !tbaa !6
  store i32 %11, ptr %10, align 4, !tbaa !41
  %12 = getelementptr inbounds nuw %struct.dim3, ptr %9, i32 0, i32 1
  %13 = load i32, ptr %7, align 4, !tbaa !6
  store i32 %13, ptr %12, align 4, !tbaa !43
  %14 = getelementptr inbounds nuw %struct.dim3, ptr %9, i32 0, i32 2
  %15 = load i32, ptr %8, align 4, !tbaa !6
  store i32 %15, ptr %14, align 4, !tbaa !44
  ret void
}

; Function Attrs: alwaysinline convergent nounwind
define internal double @__nv_ceil(double %0) #10 {
  %2 = call double @llvm.nvvm.ceil.d(double %0)
  ret double %2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.ceil.d(double) #7

; Function Attrs: alwaysinline convergent nounwind
define internal float @__nv_ceilf(float %0) #10 {
  %2 = call i32 @__nvvm_reflect(ptr @.str)
  %3 = icmp ne i32 %2, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  %5 = call float @llvm.nvvm.ceil.ftz.f(float %0)
  br label %8

6:                                                ; preds = %1
  %7 = call float @llvm.nvvm.ceil.f(float %0)
  br label %8

8:                                                ; preds = %6, %4
  %9 = phi float [ %5, %4 ], [ %7, %6 ]
  ret float %9
}

; Function Attrs: convergent nounwind
declare i32 @__nvvm_reflect(ptr) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.ceil.ftz.f(float) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.ceil.f(float) #7

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { alwaysinline convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #3 = { convergent inlinehint mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #4 = { convergent mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { alwaysinline convergent nounwind "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #11 = { convergent nounwind "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #12 = { nounwind }
attributes #13 = { convergent nounwind }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"p1 int", !13, i64 0}
!13 = !{!"any pointer", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !8, i64 0}
!16 = !{!13, !13, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"p1 _ZTS11CUstream_st", !13, i64 0}
!19 = !{i64 0, i64 4, !6, i64 4, i64 4, !6, i64 8, i64 4, !6}
!20 = !{!21, !21, i64 0}
!21 = !{!"p1 _ZTS4dim3", !13, i64 0}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = distinct !{!24, !23}
!25 = distinct !{!25, !23}
!26 = distinct !{!26, !23}
!27 = distinct !{!27, !23}
!28 = distinct !{!28, !23}
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !8, i64 0}
!31 = !{!32, !32, i64 0}
!32 = !{!"double", !8, i64 0}
!33 = distinct !{!33, !23}
!34 = distinct !{!34, !23, !35}
!35 = !{!"llvm.loop.unroll.disable"}
!36 = distinct !{!36, !23}
!37 = distinct !{!37, !23, !35}
!38 = !{!39, !7, i64 0}
!39 = !{!"_ZTS6Bounds", !7, i64 0, !12, i64 8}
!40 = !{!39, !12, i64 8}
!41 = !{!42, !7, i64 0}
!42 = !{!"_ZTS4dim3", !7, i64 0, !7, i64 4, !7, i64 8}
!43 = !{!42, !7, i64 4}
!44 = !{!42, !7, i64 8}
