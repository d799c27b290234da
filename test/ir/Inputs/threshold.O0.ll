target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }
%struct.dim3 = type { i32, i32, i32 }
%struct.Bounds = type { i32, ptr }

$_ZN4dim3C1Ejjj = comdat any

$_ZN4dim3C2Ejjj = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1
@buf = external dso_local addrspace(3) global [0 x i32], align 4
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z5childPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  store i32 %10, ptr %5, align 4
  %11 = load i32, ptr %5, align 4
  %12 = load i32, ptr %4, align 4
  %13 = icmp sge i32 %11, %12
  br i1 %13, label %14, label %15

14:                                               ; preds = %2
  br label %25

15:                                               ; preds = %2
  %16 = call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %17 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %18 = add i32 %16, %17
  %19 = load ptr, ptr %3, align 8
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %19, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = add i32 %23, %18
  store i32 %24, ptr %22, align 4
  br label %25

25:                                               ; preds = %15, %14
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z7child2dPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %9 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  store i32 %13, ptr %7, align 4
  %14 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %15 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %16 = mul i32 %14, %15
  %17 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = add i32 %16, %17
  store i32 %18, ptr %8, align 4
  %19 = load i32, ptr %7, align 4
  %20 = load i32, ptr %5, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %38

22:                                               ; preds = %3
  %23 = load i32, ptr %8, align 4
  %24 = load i32, ptr %6, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %38

26:                                               ; preds = %22
  %27 = load i32, ptr %7, align 4
  %28 = load i32, ptr %8, align 4
  %29 = add nsw i32 %27, %28
  %30 = load ptr, ptr %4, align 8
  %31 = load i32, ptr %8, align 4
  %32 = load i32, ptr %5, align 4
  %33 = mul nsw i32 %31, %32
  %34 = load i32, ptr %7, align 4
  %35 = add nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %30, i64 %36
  store i32 %29, ptr %37, align 4
  br label %38

38:                                               ; preds = %26, %22, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z17grandparent_childPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %26

9:                                                ; preds = %2
  %10 = load i32, ptr %4, align 4
  %11 = icmp sgt i32 %10, 1
  br i1 %11, label %12, label %26

12:                                               ; preds = %9
  %13 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %14 = icmp ne ptr %13, null
  br i1 %14, label %15, label %25

15:                                               ; preds = %12
  %16 = load ptr, ptr %3, align 8
  %17 = load i32, ptr %4, align 4
  %18 = sdiv i32 %17, 2
  %19 = getelementptr inbounds i8, ptr %13, i64 0
  store ptr %16, ptr %19, align 64
  %20 = getelementptr inbounds i8, ptr %13, i64 8
  store i32 %18, ptr %20, align 8
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 31
  %23 = sdiv i32 %22, 32
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef %23, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 32, i32 noundef 1, i32 noundef 1) #7
  %24 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %13, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #7
  br label %25

25:                                               ; preds = %15, %12
  br label %26

26:                                               ; preds = %25, %9, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef %0, i64 noundef %1) #1 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = call ptr @__cudaCDP2GetParameterBuffer(i64 noundef %5, i64 noundef %6) #7
  ret ptr %7
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef %0, ptr noundef %1, ptr noundef byval(%struct.dim3) align 4 %2, ptr noundef byval(%struct.dim3) align 4 %3, i32 noundef %4, ptr noundef %5) #1 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca %struct.dim3, align 4
  %12 = alloca %struct.dim3, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i32 %4, ptr %9, align 4
  store ptr %5, ptr %10, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = load ptr, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %2, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %3, i64 12, i1 false)
  %15 = load i32, ptr %9, align 4
  %16 = load ptr, ptr %10, align 8
  %17 = call i32 @__cudaCDP2LaunchDevice(ptr noundef %13, ptr noundef %14, ptr noundef byval(%struct.dim3) align 4 %11, ptr noundef byval(%struct.dim3) align 4 %12, i32 noundef %15, ptr noundef %16) #7
  ret i32 %17
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #1 comdat align 2 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load ptr, ptr %5, align 8
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %8, align 4
  call void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %9, i32 noundef %10, i32 noundef %11, i32 noundef %12) #7
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z13barrier_childPi(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds nuw i32, ptr %3, i64 %5
  store i32 1, ptr %6, align 4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z15dynshared_childPi(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds nuw i32, ptr %3, i64 %5
  %7 = load i32, ptr %6, align 4
  %8 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds nuw [0 x i32], ptr addrspacecast (ptr addrspace(3) @buf to ptr), i64 0, i64 %9
  store i32 %7, ptr %10, align 4
  %11 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw [0 x i32], ptr addrspacecast (ptr addrspace(3) @buf to ptr), i64 0, i64 %12
  %14 = load i32, ptr %13, align 4
  %15 = add nsw i32 %14, 1
  %16 = load ptr, ptr %2, align 8
  %17 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr %16, i64 %18
  store i32 %15, ptr %19, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z10loop_childPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  store i32 %13, ptr %7, align 4
  %14 = load i32, ptr %7, align 4
  %15 = load i32, ptr %6, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %38

17:                                               ; preds = %3
  store i32 0, ptr %8, align 4
  br label %18

18:                                               ; preds = %34, %17
  %19 = load i32, ptr %8, align 4
  %20 = load ptr, ptr %5, align 8
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %20, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = icmp slt i32 %19, %24
  br i1 %25, label %26, label %37

26:                                               ; preds = %18
  %27 = load i32, ptr %8, align 4
  %28 = load ptr, ptr %4, align 8
  %29 = load i32, ptr %7, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %28, i64 %30
  %32 = load i32, ptr %31, align 4
  %33 = add nsw i32 %32, %27
  store i32 %33, ptr %31, align 4
  br label %34

34:                                               ; preds = %26
  %35 = load i32, ptr %8, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %8, align 4
  br label %18, !llvm.loop !7

37:                                               ; preds = %18
  br label %38

38:                                               ; preds = %37, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z6sum_toPKii(ptr noundef %0, i32 noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %12, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = load i32, ptr %5, align 4
  %18 = add nsw i32 %17, %16
  store i32 %18, ptr %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %7, !llvm.loop !9

22:                                               ; preds = %7
  %23 = load i32, ptr %5, align 4
  ret i32 %23
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z17callee_loop_childPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %8 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  store i32 %12, ptr %7, align 4
  %13 = load i32, ptr %7, align 4
  %14 = load i32, ptr %6, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %24

16:                                               ; preds = %3
  %17 = load ptr, ptr %5, align 8
  %18 = load i32, ptr %7, align 4
  %19 = call noundef i32 @_Z6sum_toPKii(ptr noundef %17, i32 noundef %18) #7
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %20, i64 %22
  store i32 %19, ptr %23, align 4
  br label %24

24:                                               ; preds = %16, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z16short_loop_childPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  store i32 %14, ptr %7, align 4
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %15

15:                                               ; preds = %30, %3
  %16 = load i32, ptr %9, align 4
  %17 = icmp slt i32 %16, 3
  br i1 %17, label %18, label %33

18:                                               ; preds = %15
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %9, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %19, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = load i32, ptr %7, align 4
  %25 = load i32, ptr %9, align 4
  %26 = add nsw i32 %24, %25
  %27 = mul nsw i32 %23, %26
  %28 = load i32, ptr %8, align 4
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr %8, align 4
  br label %30

30:                                               ; preds = %18
  %31 = load i32, ptr %9, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %9, align 4
  br label %15, !llvm.loop !10

33:                                               ; preds = %15
  %34 = load i32, ptr %7, align 4
  %35 = load i32, ptr %6, align 4
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %37, label %43

37:                                               ; preds = %33
  %38 = load i32, ptr %8, align 4
  %39 = load ptr, ptr %4, align 8
  %40 = load i32, ptr %7, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %39, i64 %41
  store i32 %38, ptr %42, align 4
  br label %43

43:                                               ; preds = %37, %33
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z16const_loop_childPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  store i32 %13, ptr %7, align 4
  %14 = load i32, ptr %7, align 4
  %15 = load i32, ptr %6, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %41

17:                                               ; preds = %3
  store i32 0, ptr %8, align 4
  br label %18

18:                                               ; preds = %37, %17
  %19 = load i32, ptr %8, align 4
  %20 = icmp slt i32 %19, 100
  br i1 %20, label %21, label %40

21:                                               ; preds = %18
  %22 = load ptr, ptr %5, align 8
  %23 = load i32, ptr %7, align 4
  %24 = load i32, ptr %8, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %6, align 4
  %27 = srem i32 %25, %26
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %22, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = load ptr, ptr %4, align 8
  %32 = load i32, ptr %7, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %31, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = add nsw i32 %35, %30
  store i32 %36, ptr %34, align 4
  br label %37

37:                                               ; preds = %21
  %38 = load i32, ptr %8, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %8, align 4
  br label %18, !llvm.loop !11

40:                                               ; preds = %18
  br label %41

41:                                               ; preds = %40, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z17nested_loop_childPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  store i32 %14, ptr %7, align 4
  %15 = load i32, ptr %7, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %52

18:                                               ; preds = %3
  store i32 0, ptr %8, align 4
  br label %19

19:                                               ; preds = %48, %18
  %20 = load i32, ptr %8, align 4
  %21 = icmp slt i32 %20, 8
  br i1 %21, label %22, label %51

22:                                               ; preds = %19
  store i32 0, ptr %9, align 4
  br label %23

23:                                               ; preds = %44, %22
  %24 = load i32, ptr %9, align 4
  %25 = icmp slt i32 %24, 8
  br i1 %25, label %26, label %47

26:                                               ; preds = %23
  %27 = load ptr, ptr %5, align 8
  %28 = load i32, ptr %7, align 4
  %29 = load i32, ptr %8, align 4
  %30 = load i32, ptr %9, align 4
  %31 = mul nsw i32 %29, %30
  %32 = add nsw i32 %28, %31
  %33 = load i32, ptr %6, align 4
  %34 = srem i32 %32, %33
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %27, i64 %35
  %37 = load i32, ptr %36, align 4
  %38 = load ptr, ptr %4, align 8
  %39 = load i32, ptr %7, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr %38, i64 %40
  %42 = load i32, ptr %41, align 4
  %43 = add nsw i32 %42, %37
  store i32 %43, ptr %41, align 4
  br label %44

44:                                               ; preds = %26
  %45 = load i32, ptr %9, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %9, align 4
  br label %23, !llvm.loop !12

47:                                               ; preds = %23
  br label %48

48:                                               ; preds = %47
  %49 = load i32, ptr %8, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %8, align 4
  br label %19, !llvm.loop !13

51:                                               ; preds = %19
  br label %52

52:                                               ; preds = %51, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z9p_add_subPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %8 = icmp ne ptr %7, null
  br i1 %8, label %9, label %18

9:                                                ; preds = %2
  %10 = load ptr, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = getelementptr inbounds i8, ptr %7, i64 0
  store ptr %10, ptr %12, align 64
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %11, ptr %13, align 8
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, 127
  %16 = sdiv i32 %15, 128
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef %16, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 128, i32 noundef 1, i32 noundef 1) #7
  %17 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %7, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #7
  br label %18

18:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z9p_sub_addPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %8 = icmp ne ptr %7, null
  br i1 %8, label %9, label %19

9:                                                ; preds = %2
  %10 = load ptr, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = getelementptr inbounds i8, ptr %7, i64 0
  store ptr %10, ptr %12, align 64
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %11, ptr %13, align 8
  %14 = load i32, ptr %4, align 4
  %15 = sub nsw i32 %14, 1
  %16 = sdiv i32 %15, 128
  %17 = add nsw i32 %16, 1
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef %17, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 128, i32 noundef 1, i32 noundef 1) #7
  %18 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %7, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #7
  br label %19

19:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z5p_remPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %8 = icmp ne ptr %7, null
  br i1 %8, label %9, label %22

9:                                                ; preds = %2
  %10 = load ptr, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = getelementptr inbounds i8, ptr %7, i64 0
  store ptr %10, ptr %12, align 64
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %11, ptr %13, align 8
  %14 = load i32, ptr %4, align 4
  %15 = sdiv i32 %14, 128
  %16 = load i32, ptr %4, align 4
  %17 = srem i32 %16, 128
  %18 = icmp ne i32 %17, 0
  %19 = zext i1 %18 to i32
  %20 = add nsw i32 %15, %19
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef %20, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 128, i32 noundef 1, i32 noundef 1) #7
  %21 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %7, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #7
  br label %22

22:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z10p_unsignedPij(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %8 = icmp ne ptr %7, null
  br i1 %8, label %9, label %18

9:                                                ; preds = %2
  %10 = load ptr, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = getelementptr inbounds i8, ptr %7, i64 0
  store ptr %10, ptr %12, align 64
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %11, ptr %13, align 8
  %14 = load i32, ptr %4, align 4
  %15 = add i32 %14, 255
  %16 = udiv i32 %15, 256
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef %16, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 256, i32 noundef 1, i32 noundef 1) #7
  %17 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %7, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #7
  br label %18

18:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z7p_ceilfPii(ptr noundef %0, i32 noundef %1) #3 {
  %3 = alloca float, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.dim3, align 4
  %7 = alloca %struct.dim3, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %8 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %9 = icmp ne ptr %8, null
  br i1 %9, label %10, label %22

10:                                               ; preds = %2
  %11 = load ptr, ptr %4, align 8
  %12 = load i32, ptr %5, align 4
  %13 = getelementptr inbounds i8, ptr %8, i64 0
  store ptr %11, ptr %13, align 64
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i32 %12, ptr %14, align 8
  %15 = load i32, ptr %5, align 4
  %16 = sitofp i32 %15 to float
  %17 = fdiv contract float %16, 1.280000e+02
  store float %17, ptr %3, align 4
  %18 = load float, ptr %3, align 4
  %19 = call float @llvm.nvvm.ceil.f(float %18)
  %20 = fptoui float %19 to i32
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef %20, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef 128, i32 noundef 1, i32 noundef 1) #7
  %21 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %8, ptr noundef byval(%struct.dim3) align 4 %6, ptr noundef byval(%struct.dim3) align 4 %7, i32 noundef 0, ptr noundef null) #7
  br label %22

22:                                               ; preds = %10, %2
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z13p_ceil_doublePii(ptr noundef %0, i32 noundef %1) #3 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.dim3, align 4
  %7 = alloca %struct.dim3, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %8 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %9 = icmp ne ptr %8, null
  br i1 %9, label %10, label %22

10:                                               ; preds = %2
  %11 = load ptr, ptr %4, align 8
  %12 = load i32, ptr %5, align 4
  %13 = getelementptr inbounds i8, ptr %8, i64 0
  store ptr %11, ptr %13, align 64
  %14 = getelementptr inbounds i8, ptr %8, i64 8
  store i32 %12, ptr %14, align 8
  %15 = load i32, ptr %5, align 4
  %16 = sitofp i32 %15 to double
  %17 = fdiv contract double %16, 6.400000e+01
  store double %17, ptr %3, align 8
  %18 = load double, ptr %3, align 8
  %19 = call noundef double @llvm.nvvm.ceil.d(double %18)
  %20 = fptoui double %19 to i32
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef %20, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef 64, i32 noundef 1, i32 noundef 1) #7
  %21 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %8, ptr noundef byval(%struct.dim3) align 4 %6, ptr noundef byval(%struct.dim3) align 4 %7, i32 noundef 0, ptr noundef null) #7
  br label %22

22:                                               ; preds = %10, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z11p_var_blockPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 4
  %8 = alloca %struct.dim3, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %9 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %10 = icmp ne ptr %9, null
  br i1 %10, label %11, label %24

11:                                               ; preds = %3
  %12 = load ptr, ptr %4, align 8
  %13 = load i32, ptr %5, align 4
  %14 = getelementptr inbounds i8, ptr %9, i64 0
  store ptr %12, ptr %14, align 64
  %15 = getelementptr inbounds i8, ptr %9, i64 8
  store i32 %13, ptr %15, align 8
  %16 = load i32, ptr %5, align 4
  %17 = load i32, ptr %6, align 4
  %18 = add nsw i32 %16, %17
  %19 = sub nsw i32 %18, 1
  %20 = load i32, ptr %6, align 4
  %21 = sdiv i32 %19, %20
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %21, i32 noundef 1, i32 noundef 1) #7
  %22 = load i32, ptr %6, align 4
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef %22, i32 noundef 1, i32 noundef 1) #7
  %23 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %9, ptr noundef byval(%struct.dim3) align 4 %7, ptr noundef byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef null) #7
  br label %24

24:                                               ; preds = %11, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z7p_splitPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 4
  %8 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %9 = load i32, ptr %4, align 4
  %10 = mul nsw i32 %9, 2
  store i32 %10, ptr %5, align 4
  %11 = load i32, ptr %5, align 4
  %12 = add nsw i32 %11, 127
  %13 = sdiv i32 %12, 128
  store i32 %13, ptr %6, align 4
  %14 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %15 = icmp ne ptr %14, null
  br i1 %15, label %16, label %23

16:                                               ; preds = %2
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %5, align 4
  %19 = getelementptr inbounds i8, ptr %14, i64 0
  store ptr %17, ptr %19, align 64
  %20 = getelementptr inbounds i8, ptr %14, i64 8
  store i32 %18, ptr %20, align 8
  %21 = load i32, ptr %6, align 4
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %21, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef 128, i32 noundef 1, i32 noundef 1) #7
  %22 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %14, ptr noundef byval(%struct.dim3) align 4 %7, ptr noundef byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef null) #7
  br label %23

23:                                               ; preds = %16, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z7p_shiftPij(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %8 = icmp ne ptr %7, null
  br i1 %8, label %9, label %18

9:                                                ; preds = %2
  %10 = load ptr, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = getelementptr inbounds i8, ptr %7, i64 0
  store ptr %10, ptr %12, align 64
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %11, ptr %13, align 8
  %14 = load i32, ptr %4, align 4
  %15 = add i32 %14, 63
  %16 = lshr i32 %15, 6
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef %16, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 64, i32 noundef 1, i32 noundef 1) #7
  %17 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %7, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #7
  br label %18

18:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z4p_2dPiii(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 4
  %8 = alloca %struct.dim3, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %9 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 16) #7
  %10 = icmp ne ptr %9, null
  br i1 %10, label %11, label %25

11:                                               ; preds = %3
  %12 = load ptr, ptr %4, align 8
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %6, align 4
  %15 = getelementptr inbounds i8, ptr %9, i64 0
  store ptr %12, ptr %15, align 64
  %16 = getelementptr inbounds i8, ptr %9, i64 8
  store i32 %13, ptr %16, align 8
  %17 = getelementptr inbounds i8, ptr %9, i64 12
  store i32 %14, ptr %17, align 4
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %18, 15
  %20 = sdiv i32 %19, 16
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 %21, 7
  %23 = sdiv i32 %22, 8
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %20, i32 noundef %23, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef 16, i32 noundef 8, i32 noundef 1) #7
  %24 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z7child2dPiii, ptr noundef %9, ptr noundef byval(%struct.dim3) align 4 %7, ptr noundef byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef null) #7
  br label %25

25:                                               ; preds = %11, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z7p_plainPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %8 = icmp ne ptr %7, null
  br i1 %8, label %9, label %17

9:                                                ; preds = %2
  %10 = load ptr, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 32
  %13 = getelementptr inbounds i8, ptr %7, i64 0
  store ptr %10, ptr %13, align 64
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %12, ptr %14, align 8
  %15 = load i32, ptr %4, align 4
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef %15, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 32, i32 noundef 1, i32 noundef 1) #7
  %16 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %7, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #7
  br label %17

17:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z6p_loopPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.dim3, align 4
  %9 = alloca %struct.dim3, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %35, %3
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %38

14:                                               ; preds = %10
  %15 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %16 = icmp ne ptr %15, null
  br i1 %16, label %17, label %34

17:                                               ; preds = %14
  %18 = load ptr, ptr %4, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %19, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = getelementptr inbounds i8, ptr %15, i64 0
  store ptr %18, ptr %24, align 64
  %25 = getelementptr inbounds i8, ptr %15, i64 8
  store i32 %23, ptr %25, align 8
  %26 = load ptr, ptr %5, align 8
  %27 = load i32, ptr %7, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %26, i64 %28
  %30 = load i32, ptr %29, align 4
  %31 = add nsw i32 %30, 31
  %32 = sdiv i32 %31, 32
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef %32, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %9, i32 noundef 32, i32 noundef 1, i32 noundef 1) #7
  %33 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %15, ptr noundef byval(%struct.dim3) align 4 %8, ptr noundef byval(%struct.dim3) align 4 %9, i32 noundef 0, ptr noundef null) #7
  br label %34

34:                                               ; preds = %17, %14
  br label %35

35:                                               ; preds = %34
  %36 = load i32, ptr %7, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %7, align 4
  br label %10, !llvm.loop !14

38:                                               ; preds = %10
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z8p_nestedPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %8 = icmp ne ptr %7, null
  br i1 %8, label %9, label %15

9:                                                ; preds = %2
  %10 = load ptr, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = getelementptr inbounds i8, ptr %7, i64 0
  store ptr %10, ptr %12, align 64
  %13 = getelementptr inbounds i8, ptr %7, i64 8
  store i32 %11, ptr %13, align 8
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef 1, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 32, i32 noundef 1, i32 noundef 1) #7
  %14 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z17grandparent_childPii, ptr noundef %7, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #7
  br label %15

15:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z7p_loopsPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 4
  %8 = alloca %struct.dim3, align 4
  %9 = alloca %struct.dim3, align 4
  %10 = alloca %struct.dim3, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %11 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 20) #7
  %12 = icmp ne ptr %11, null
  br i1 %12, label %13, label %24

13:                                               ; preds = %3
  %14 = load ptr, ptr %4, align 8
  %15 = load ptr, ptr %5, align 8
  %16 = load i32, ptr %6, align 4
  %17 = getelementptr inbounds i8, ptr %11, i64 0
  store ptr %14, ptr %17, align 64
  %18 = getelementptr inbounds i8, ptr %11, i64 8
  store ptr %15, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %11, i64 16
  store i32 %16, ptr %19, align 16
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 127
  %22 = sdiv i32 %21, 128
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %22, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef 128, i32 noundef 1, i32 noundef 1) #7
  %23 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z10loop_childPiPKii, ptr noundef %11, ptr noundef byval(%struct.dim3) align 4 %7, ptr noundef byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef null) #7
  br label %24

24:                                               ; preds = %13, %3
  %25 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 20) #7
  %26 = icmp ne ptr %25, null
  br i1 %26, label %27, label %38

27:                                               ; preds = %24
  %28 = load ptr, ptr %4, align 8
  %29 = load ptr, ptr %5, align 8
  %30 = load i32, ptr %6, align 4
  %31 = getelementptr inbounds i8, ptr %25, i64 0
  store ptr %28, ptr %31, align 64
  %32 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr %29, ptr %32, align 8
  %33 = getelementptr inbounds i8, ptr %25, i64 16
  store i32 %30, ptr %33, align 16
  %34 = load i32, ptr %6, align 4
  %35 = add nsw i32 %34, 127
  %36 = sdiv i32 %35, 128
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %9, i32 noundef %36, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %10, i32 noundef 128, i32 noundef 1, i32 noundef 1) #7
  %37 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z17callee_loop_childPiPKii, ptr noundef %25, ptr noundef byval(%struct.dim3) align 4 %9, ptr noundef byval(%struct.dim3) align 4 %10, i32 noundef 0, ptr noundef null) #7
  br label %38

38:                                               ; preds = %27, %24
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
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
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %13 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 20) #7
  %14 = icmp ne ptr %13, null
  br i1 %14, label %15, label %26

15:                                               ; preds = %3
  %16 = load ptr, ptr %4, align 8
  %17 = load ptr, ptr %5, align 8
  %18 = load i32, ptr %6, align 4
  %19 = getelementptr inbounds i8, ptr %13, i64 0
  store ptr %16, ptr %19, align 64
  %20 = getelementptr inbounds i8, ptr %13, i64 8
  store ptr %17, ptr %20, align 8
  %21 = getelementptr inbounds i8, ptr %13, i64 16
  store i32 %18, ptr %21, align 16
  %22 = load i32, ptr %6, align 4
  %23 = add nsw i32 %22, 127
  %24 = sdiv i32 %23, 128
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %24, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef 128, i32 noundef 1, i32 noundef 1) #7
  %25 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z16short_loop_childPiPKii, ptr noundef %13, ptr noundef byval(%struct.dim3) align 4 %7, ptr noundef byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef null) #7
  br label %26

26:                                               ; preds = %15, %3
  %27 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 20) #7
  %28 = icmp ne ptr %27, null
  br i1 %28, label %29, label %40

29:                                               ; preds = %26
  %30 = load ptr, ptr %4, align 8
  %31 = load ptr, ptr %5, align 8
  %32 = load i32, ptr %6, align 4
  %33 = getelementptr inbounds i8, ptr %27, i64 0
  store ptr %30, ptr %33, align 64
  %34 = getelementptr inbounds i8, ptr %27, i64 8
  store ptr %31, ptr %34, align 8
  %35 = getelementptr inbounds i8, ptr %27, i64 16
  store i32 %32, ptr %35, align 16
  %36 = load i32, ptr %6, align 4
  %37 = add nsw i32 %36, 127
  %38 = sdiv i32 %37, 128
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %9, i32 noundef %38, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %10, i32 noundef 128, i32 noundef 1, i32 noundef 1) #7
  %39 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z16const_loop_childPiPKii, ptr noundef %27, ptr noundef byval(%struct.dim3) align 4 %9, ptr noundef byval(%struct.dim3) align 4 %10, i32 noundef 0, ptr noundef null) #7
  br label %40

40:                                               ; preds = %29, %26
  %41 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 20) #7
  %42 = icmp ne ptr %41, null
  br i1 %42, label %43, label %54

43:                                               ; preds = %40
  %44 = load ptr, ptr %4, align 8
  %45 = load ptr, ptr %5, align 8
  %46 = load i32, ptr %6, align 4
  %47 = getelementptr inbounds i8, ptr %41, i64 0
  store ptr %44, ptr %47, align 64
  %48 = getelementptr inbounds i8, ptr %41, i64 8
  store ptr %45, ptr %48, align 8
  %49 = getelementptr inbounds i8, ptr %41, i64 16
  store i32 %46, ptr %49, align 16
  %50 = load i32, ptr %6, align 4
  %51 = add nsw i32 %50, 127
  %52 = sdiv i32 %51, 128
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %11, i32 noundef %52, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %12, i32 noundef 128, i32 noundef 1, i32 noundef 1) #7
  %53 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z17nested_loop_childPiPKii, ptr noundef %41, ptr noundef byval(%struct.dim3) align 4 %11, ptr noundef byval(%struct.dim3) align 4 %12, i32 noundef 0, ptr noundef null) #7
  br label %54

54:                                               ; preds = %43, %40
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z9p_refusedPi(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.dim3, align 4
  %4 = alloca %struct.dim3, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  %7 = alloca %struct.dim3, align 4
  %8 = alloca %struct.dim3, align 4
  store ptr %0, ptr %2, align 8
  %9 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 8) #7
  %10 = icmp ne ptr %9, null
  br i1 %10, label %11, label %15

11:                                               ; preds = %1
  %12 = load ptr, ptr %2, align 8
  %13 = getelementptr inbounds i8, ptr %9, i64 0
  store ptr %12, ptr %13, align 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %3, i32 noundef 1, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %4, i32 noundef 32, i32 noundef 1, i32 noundef 1) #7
  %14 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z13barrier_childPi, ptr noundef %9, ptr noundef byval(%struct.dim3) align 4 %3, ptr noundef byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #7
  br label %15

15:                                               ; preds = %11, %1
  %16 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 8) #7
  %17 = icmp ne ptr %16, null
  br i1 %17, label %18, label %22

18:                                               ; preds = %15
  %19 = load ptr, ptr %2, align 8
  %20 = getelementptr inbounds i8, ptr %16, i64 0
  store ptr %19, ptr %20, align 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef 1, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 32, i32 noundef 1, i32 noundef 1) #7
  %21 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z15dynshared_childPi, ptr noundef %16, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 128, ptr noundef null) #7
  br label %22

22:                                               ; preds = %18, %15
  %23 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %24 = icmp ne ptr %23, null
  br i1 %24, label %25, label %30

25:                                               ; preds = %22
  %26 = load ptr, ptr %2, align 8
  %27 = getelementptr inbounds i8, ptr %23, i64 0
  store ptr %26, ptr %27, align 64
  %28 = getelementptr inbounds i8, ptr %23, i64 8
  store i32 32, ptr %28, align 8
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef 1, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef 32, i32 noundef 1, i32 noundef 1) #7
  %29 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %23, ptr noundef byval(%struct.dim3) align 4 %7, ptr noundef byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef inttoptr (i64 3 to ptr)) #7
  br label %30

30:                                               ; preds = %25, %22
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z9p_guardedPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.dim3, align 4
  %9 = alloca %struct.dim3, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  store i32 %14, ptr %7, align 4
  %15 = load i32, ptr %7, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %39

18:                                               ; preds = %3
  %19 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %20 = icmp ne ptr %19, null
  br i1 %20, label %21, label %38

21:                                               ; preds = %18
  %22 = load ptr, ptr %4, align 8
  %23 = load ptr, ptr %5, align 8
  %24 = load i32, ptr %7, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %23, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = getelementptr inbounds i8, ptr %19, i64 0
  store ptr %22, ptr %28, align 64
  %29 = getelementptr inbounds i8, ptr %19, i64 8
  store i32 %27, ptr %29, align 8
  %30 = load ptr, ptr %5, align 8
  %31 = load i32, ptr %7, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %30, i64 %32
  %34 = load i32, ptr %33, align 4
  %35 = add nsw i32 %34, 63
  %36 = sdiv i32 %35, 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef %36, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %9, i32 noundef 64, i32 noundef 1, i32 noundef 1) #7
  %37 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %19, ptr noundef byval(%struct.dim3) align 4 %8, ptr noundef byval(%struct.dim3) align 4 %9, i32 noundef 0, ptr noundef null) #7
  br label %38

38:                                               ; preds = %21, %18
  br label %39

39:                                               ; preds = %38, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z8p_sparsePiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.dim3, align 4
  %9 = alloca %struct.dim3, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %10 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %12 = mul i32 %10, %11
  %13 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  store i32 %14, ptr %7, align 4
  %15 = load i32, ptr %7, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %46

18:                                               ; preds = %3
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %19, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = icmp sgt i32 %23, 0
  br i1 %24, label %25, label %46

25:                                               ; preds = %18
  %26 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %27 = icmp ne ptr %26, null
  br i1 %27, label %28, label %45

28:                                               ; preds = %25
  %29 = load ptr, ptr %4, align 8
  %30 = load ptr, ptr %5, align 8
  %31 = load i32, ptr %7, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %30, i64 %32
  %34 = load i32, ptr %33, align 4
  %35 = getelementptr inbounds i8, ptr %26, i64 0
  store ptr %29, ptr %35, align 64
  %36 = getelementptr inbounds i8, ptr %26, i64 8
  store i32 %34, ptr %36, align 8
  %37 = load ptr, ptr %5, align 8
  %38 = load i32, ptr %7, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %37, i64 %39
  %41 = load i32, ptr %40, align 4
  %42 = add nsw i32 %41, 63
  %43 = sdiv i32 %42, 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef %43, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %9, i32 noundef 64, i32 noundef 1, i32 noundef 1) #7
  %44 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %26, ptr noundef byval(%struct.dim3) align 4 %8, ptr noundef byval(%struct.dim3) align 4 %9, i32 noundef 0, ptr noundef null) #7
  br label %45

45:                                               ; preds = %28, %25
  br label %46

46:                                               ; preds = %45, %18, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z13p_block_guardPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 4
  %8 = alloca %struct.dim3, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = load ptr, ptr %5, align 8
  %11 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr %10, i64 %12
  %14 = load i32, ptr %13, align 4
  %15 = icmp ult i32 %9, %14
  br i1 %15, label %16, label %29

16:                                               ; preds = %3
  %17 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %18 = icmp ne ptr %17, null
  br i1 %18, label %19, label %28

19:                                               ; preds = %16
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %6, align 4
  %22 = getelementptr inbounds i8, ptr %17, i64 0
  store ptr %20, ptr %22, align 64
  %23 = getelementptr inbounds i8, ptr %17, i64 8
  store i32 %21, ptr %23, align 8
  %24 = load i32, ptr %6, align 4
  %25 = add nsw i32 %24, 63
  %26 = sdiv i32 %25, 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %26, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef 64, i32 noundef 1, i32 noundef 1) #7
  %27 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %17, ptr noundef byval(%struct.dim3) align 4 %7, ptr noundef byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef null) #7
  br label %28

28:                                               ; preds = %19, %16
  br label %29

29:                                               ; preds = %28, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z12p_first_lanePii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %7 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = urem i32 %7, 32
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %23

10:                                               ; preds = %2
  %11 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %12 = icmp ne ptr %11, null
  br i1 %12, label %13, label %22

13:                                               ; preds = %10
  %14 = load ptr, ptr %3, align 8
  %15 = load i32, ptr %4, align 4
  %16 = getelementptr inbounds i8, ptr %11, i64 0
  store ptr %14, ptr %16, align 64
  %17 = getelementptr inbounds i8, ptr %11, i64 8
  store i32 %15, ptr %17, align 8
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, 63
  %20 = sdiv i32 %19, 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef %20, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 64, i32 noundef 1, i32 noundef 1) #7
  %21 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %11, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #7
  br label %22

22:                                               ; preds = %13, %10
  br label %23

23:                                               ; preds = %22, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z8p_rejoinPiPKi(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.dim3, align 4
  %10 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %11 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %13 = mul i32 %11, %12
  %14 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = add i32 %13, %14
  store i32 %15, ptr %5, align 4
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %16, i64 %18
  %20 = load i32, ptr %19, align 4
  store i32 %20, ptr %6, align 4
  %21 = load i32, ptr %6, align 4
  %22 = icmp slt i32 %21, 4
  br i1 %22, label %23, label %25

23:                                               ; preds = %2
  %24 = load i32, ptr %6, align 4
  br label %26

25:                                               ; preds = %2
  br label %26

26:                                               ; preds = %25, %23
  %27 = phi i32 [ %24, %23 ], [ 4, %25 ]
  store i32 %27, ptr %7, align 4
  %28 = load i32, ptr %7, align 4
  %29 = icmp sgt i32 %28, 0
  br i1 %29, label %30, label %37

30:                                               ; preds = %26
  %31 = load i32, ptr %6, align 4
  %32 = load i32, ptr %7, align 4
  %33 = add nsw i32 %31, %32
  %34 = sub nsw i32 %33, 1
  %35 = load i32, ptr %7, align 4
  %36 = sdiv i32 %34, %35
  br label %38

37:                                               ; preds = %26
  br label %38

38:                                               ; preds = %37, %30
  %39 = phi i32 [ %36, %30 ], [ 1, %37 ]
  store i32 %39, ptr %8, align 4
  %40 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %41 = icmp ne ptr %40, null
  br i1 %41, label %42, label %49

42:                                               ; preds = %38
  %43 = load ptr, ptr %3, align 8
  %44 = load i32, ptr %6, align 4
  %45 = getelementptr inbounds i8, ptr %40, i64 0
  store ptr %43, ptr %45, align 64
  %46 = getelementptr inbounds i8, ptr %40, i64 8
  store i32 %44, ptr %46, align 8
  %47 = load i32, ptr %8, align 4
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %9, i32 noundef %47, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %10, i32 noundef 64, i32 noundef 1, i32 noundef 1) #7
  %48 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %40, ptr noundef byval(%struct.dim3) align 4 %9, ptr noundef byval(%struct.dim3) align 4 %10, i32 noundef 0, ptr noundef null) #7
  br label %49

49:                                               ; preds = %42, %38
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z14p_two_launchesPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.dim3, align 4
  %9 = alloca %struct.dim3, align 4
  %10 = alloca %struct.dim3, align 4
  %11 = alloca %struct.dim3, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %12 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %14 = mul i32 %12, %13
  %15 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %16 = add i32 %14, %15
  store i32 %16, ptr %7, align 4
  %17 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %18 = icmp ne ptr %17, null
  br i1 %18, label %19, label %36

19:                                               ; preds = %3
  %20 = load ptr, ptr %4, align 8
  %21 = load ptr, ptr %5, align 8
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %21, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = getelementptr inbounds i8, ptr %17, i64 0
  store ptr %20, ptr %26, align 64
  %27 = getelementptr inbounds i8, ptr %17, i64 8
  store i32 %25, ptr %27, align 8
  %28 = load ptr, ptr %5, align 8
  %29 = load i32, ptr %7, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %28, i64 %30
  %32 = load i32, ptr %31, align 4
  %33 = add nsw i32 %32, 63
  %34 = sdiv i32 %33, 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef %34, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %9, i32 noundef 64, i32 noundef 1, i32 noundef 1) #7
  %35 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %17, ptr noundef byval(%struct.dim3) align 4 %8, ptr noundef byval(%struct.dim3) align 4 %9, i32 noundef 0, ptr noundef inttoptr (i64 4 to ptr)) #7
  br label %36

36:                                               ; preds = %19, %3
  %37 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %38 = icmp ne ptr %37, null
  br i1 %38, label %39, label %51

39:                                               ; preds = %36
  %40 = load ptr, ptr %4, align 8
  %41 = load i32, ptr %6, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %40, i64 %42
  %44 = load i32, ptr %6, align 4
  %45 = getelementptr inbounds i8, ptr %37, i64 0
  store ptr %43, ptr %45, align 64
  %46 = getelementptr inbounds i8, ptr %37, i64 8
  store i32 %44, ptr %46, align 8
  %47 = load i32, ptr %6, align 4
  %48 = add nsw i32 %47, 63
  %49 = sdiv i32 %48, 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %10, i32 noundef %49, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %11, i32 noundef 64, i32 noundef 1, i32 noundef 1) #7
  %50 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %37, ptr noundef byval(%struct.dim3) align 4 %10, ptr noundef byval(%struct.dim3) align 4 %11, i32 noundef 0, ptr noundef inttoptr (i64 4 to ptr)) #7
  br label %51

51:                                               ; preds = %39, %36
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z12p_const_loopPiPKi(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 4
  %8 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  store i32 %13, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %14

14:                                               ; preds = %44, %2
  %15 = load i32, ptr %6, align 4
  %16 = icmp slt i32 %15, 4
  br i1 %16, label %17, label %47

17:                                               ; preds = %14
  %18 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %19 = icmp ne ptr %18, null
  br i1 %19, label %20, label %43

20:                                               ; preds = %17
  %21 = load ptr, ptr %3, align 8
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %5, align 4
  %24 = mul nsw i32 4, %23
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %24, %25
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %22, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = getelementptr inbounds i8, ptr %18, i64 0
  store ptr %21, ptr %30, align 64
  %31 = getelementptr inbounds i8, ptr %18, i64 8
  store i32 %29, ptr %31, align 8
  %32 = load ptr, ptr %4, align 8
  %33 = load i32, ptr %5, align 4
  %34 = mul nsw i32 4, %33
  %35 = load i32, ptr %6, align 4
  %36 = add nsw i32 %34, %35
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %32, i64 %37
  %39 = load i32, ptr %38, align 4
  %40 = add nsw i32 %39, 63
  %41 = sdiv i32 %40, 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %41, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef 64, i32 noundef 1, i32 noundef 1) #7
  %42 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %18, ptr noundef byval(%struct.dim3) align 4 %7, ptr noundef byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef inttoptr (i64 4 to ptr)) #7
  br label %43

43:                                               ; preds = %20, %17
  br label %44

44:                                               ; preds = %43
  %45 = load i32, ptr %6, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %6, align 4
  br label %14, !llvm.loop !15

47:                                               ; preds = %14
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z13p_thread_loopPiPKi(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 4
  %8 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  store i32 %13, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %14

14:                                               ; preds = %43, %2
  %15 = load i32, ptr %6, align 4
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %16, i64 %18
  %20 = load i32, ptr %19, align 4
  %21 = icmp slt i32 %15, %20
  br i1 %21, label %22, label %46

22:                                               ; preds = %14
  %23 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %24 = icmp ne ptr %23, null
  br i1 %24, label %25, label %42

25:                                               ; preds = %22
  %26 = load ptr, ptr %3, align 8
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %6, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %27, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = getelementptr inbounds i8, ptr %23, i64 0
  store ptr %26, ptr %32, align 64
  %33 = getelementptr inbounds i8, ptr %23, i64 8
  store i32 %31, ptr %33, align 8
  %34 = load ptr, ptr %4, align 8
  %35 = load i32, ptr %6, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %34, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = add nsw i32 %38, 63
  %40 = sdiv i32 %39, 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %40, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef 64, i32 noundef 1, i32 noundef 1) #7
  %41 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %23, ptr noundef byval(%struct.dim3) align 4 %7, ptr noundef byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef inttoptr (i64 4 to ptr)) #7
  br label %42

42:                                               ; preds = %25, %22
  br label %43

43:                                               ; preds = %42
  %44 = load i32, ptr %6, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %6, align 4
  br label %14, !llvm.loop !17

46:                                               ; preds = %14
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z14p_thread_breakPiPKi(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 4
  %8 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %11 = mul i32 %9, %10
  %12 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  store i32 %13, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %14

14:                                               ; preds = %51, %2
  %15 = load i32, ptr %6, align 4
  %16 = icmp slt i32 %15, 4
  br i1 %16, label %17, label %54

17:                                               ; preds = %14
  %18 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %19 = icmp ne ptr %18, null
  br i1 %19, label %20, label %41

20:                                               ; preds = %17
  %21 = load ptr, ptr %3, align 8
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %5, align 4
  %24 = load i32, ptr %6, align 4
  %25 = add nsw i32 %23, %24
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %22, i64 %26
  %28 = load i32, ptr %27, align 4
  %29 = getelementptr inbounds i8, ptr %18, i64 0
  store ptr %21, ptr %29, align 64
  %30 = getelementptr inbounds i8, ptr %18, i64 8
  store i32 %28, ptr %30, align 8
  %31 = load ptr, ptr %4, align 8
  %32 = load i32, ptr %5, align 4
  %33 = load i32, ptr %6, align 4
  %34 = add nsw i32 %32, %33
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr %31, i64 %35
  %37 = load i32, ptr %36, align 4
  %38 = add nsw i32 %37, 63
  %39 = sdiv i32 %38, 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %39, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef 64, i32 noundef 1, i32 noundef 1) #7
  %40 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %18, ptr noundef byval(%struct.dim3) align 4 %7, ptr noundef byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef inttoptr (i64 4 to ptr)) #7
  br label %41

41:                                               ; preds = %20, %17
  %42 = load ptr, ptr %4, align 8
  %43 = load i32, ptr %5, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %42, i64 %44
  %46 = load i32, ptr %45, align 4
  %47 = load i32, ptr %6, align 4
  %48 = icmp sgt i32 %46, %47
  br i1 %48, label %49, label %50

49:                                               ; preds = %41
  br label %54

50:                                               ; preds = %41
  br label %51

51:                                               ; preds = %50
  %52 = load i32, ptr %6, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %6, align 4
  br label %14, !llvm.loop !18

54:                                               ; preds = %49, %14
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z13p_byval_boundPi6Bounds(ptr noundef %0, ptr noundef byval(%struct.Bounds) align 8 %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8
  %7 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  store i32 %11, ptr %4, align 4
  %12 = load i32, ptr %4, align 4
  %13 = getelementptr inbounds nuw %struct.Bounds, ptr %1, i32 0, i32 0
  %14 = load i32, ptr %13, align 8
  %15 = icmp slt i32 %12, %14
  br i1 %15, label %16, label %39

16:                                               ; preds = %2
  %17 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %18 = icmp ne ptr %17, null
  br i1 %18, label %19, label %38

19:                                               ; preds = %16
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds nuw %struct.Bounds, ptr %1, i32 0, i32 1
  %22 = load ptr, ptr %21, align 8
  %23 = load i32, ptr %4, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr %22, i64 %24
  %26 = load i32, ptr %25, align 4
  %27 = getelementptr inbounds i8, ptr %17, i64 0
  store ptr %20, ptr %27, align 64
  %28 = getelementptr inbounds i8, ptr %17, i64 8
  store i32 %26, ptr %28, align 8
  %29 = getelementptr inbounds nuw %struct.Bounds, ptr %1, i32 0, i32 1
  %30 = load ptr, ptr %29, align 8
  %31 = load i32, ptr %4, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %30, i64 %32
  %34 = load i32, ptr %33, align 4
  %35 = add nsw i32 %34, 63
  %36 = sdiv i32 %35, 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef %36, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 64, i32 noundef 1, i32 noundef 1) #7
  %37 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %17, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #7
  br label %38

38:                                               ; preds = %19, %16
  br label %39

39:                                               ; preds = %38, %2
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z15p_byval_writtenPi6Bounds(ptr noundef %0, ptr noundef byval(%struct.Bounds) align 8 %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8
  %7 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = add i32 %9, %10
  store i32 %11, ptr %4, align 4
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %12, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = icmp sgt i32 %16, 0
  br i1 %17, label %18, label %25

18:                                               ; preds = %2
  %19 = load ptr, ptr %3, align 8
  %20 = load i32, ptr %4, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %19, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = getelementptr inbounds nuw %struct.Bounds, ptr %1, i32 0, i32 0
  store i32 %23, ptr %24, align 8
  br label %25

25:                                               ; preds = %18, %2
  %26 = load i32, ptr %4, align 4
  %27 = getelementptr inbounds nuw %struct.Bounds, ptr %1, i32 0, i32 0
  %28 = load i32, ptr %27, align 8
  %29 = icmp slt i32 %26, %28
  br i1 %29, label %30, label %53

30:                                               ; preds = %25
  %31 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 12) #7
  %32 = icmp ne ptr %31, null
  br i1 %32, label %33, label %52

33:                                               ; preds = %30
  %34 = load ptr, ptr %3, align 8
  %35 = getelementptr inbounds nuw %struct.Bounds, ptr %1, i32 0, i32 1
  %36 = load ptr, ptr %35, align 8
  %37 = load i32, ptr %4, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %36, i64 %38
  %40 = load i32, ptr %39, align 4
  %41 = getelementptr inbounds i8, ptr %31, i64 0
  store ptr %34, ptr %41, align 64
  %42 = getelementptr inbounds i8, ptr %31, i64 8
  store i32 %40, ptr %42, align 8
  %43 = getelementptr inbounds nuw %struct.Bounds, ptr %1, i32 0, i32 1
  %44 = load ptr, ptr %43, align 8
  %45 = load i32, ptr %4, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr %44, i64 %46
  %48 = load i32, ptr %47, align 4
  %49 = add nsw i32 %48, 63
  %50 = sdiv i32 %49, 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef %50, i32 noundef 1, i32 noundef 1) #7
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 64, i32 noundef 1, i32 noundef 1) #7
  %51 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z5childPii, ptr noundef %31, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef null) #7
  br label %52

52:                                               ; preds = %33, %30
  br label %53

53:                                               ; preds = %52, %25
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) #5

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #6

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #1 comdat align 2 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds nuw %struct.dim3, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %6, align 4
  store i32 %11, ptr %10, align 4
  %12 = getelementptr inbounds nuw %struct.dim3, ptr %9, i32 0, i32 1
  %13 = load i32, ptr %7, align 4
  store i32 %13, ptr %12, align 4
  %14 = getelementptr inbounds nuw %struct.dim3, ptr %9, i32 0, i32 2
  %15 = load i32, ptr %8, align 4
  store i32 %15, ptr %14, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.ceil.d(double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.ceil.ftz.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.ceil.f(float) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvmir.version = !{!6}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = !{i32 2, i32 0}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
!15 = distinct !{!15, !8, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !8}
!18 = distinct !{!18, !8, !16}
