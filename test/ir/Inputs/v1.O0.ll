target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_gridDim_t = type { i8 }
%struct.Wide = type { double, double }
%struct.Pair = type { i32, double, i8 }
%struct.dim3 = type { i32, i32, i32 }

$_Z16__shfl_down_syncjiji = comdat any

$_ZN4dim3C1Ejjj = comdat any

$_ZN4dim3C2Ejjj = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1
@_ZZ12shared_childPiE4tile = internal addrspace(3) global [128 x i32] undef, align 4
@__const._Z11parent_argsPii.w = private unnamed_addr constant %struct.Wide { double 1.000000e+00, double 2.000000e+00 }, align 16

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z12scalar_childPiidcsf(ptr noundef %0, i32 noundef %1, double noundef %2, i8 noundef signext %3, i16 noundef signext %4, float noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i8, align 1
  %11 = alloca i16, align 2
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store i32 %1, ptr %8, align 4
  store double %2, ptr %9, align 8
  store i8 %3, ptr %10, align 1
  store i16 %4, ptr %11, align 2
  store float %5, ptr %12, align 4
  %14 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %15 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %16 = mul i32 %14, %15
  %17 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = add i32 %16, %17
  store i32 %18, ptr %13, align 4
  %19 = load i32, ptr %13, align 4
  %20 = load i32, ptr %8, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %38

22:                                               ; preds = %6
  %23 = load double, ptr %9, align 8
  %24 = fptosi double %23 to i32
  %25 = load i8, ptr %10, align 1
  %26 = sext i8 %25 to i32
  %27 = add nsw i32 %24, %26
  %28 = load i16, ptr %11, align 2
  %29 = sext i16 %28 to i32
  %30 = add nsw i32 %27, %29
  %31 = load float, ptr %12, align 4
  %32 = fptosi float %31 to i32
  %33 = add nsw i32 %30, %32
  %34 = load ptr, ptr %7, align 8
  %35 = load i32, ptr %13, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %34, i64 %36
  store i32 %33, ptr %37, align 4
  br label %38

38:                                               ; preds = %22, %6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z12struct_child4Pair4WidePi(ptr noundef byval(%struct.Pair) align 8 %0, ptr noundef byval(%struct.Wide) align 16 %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  store ptr %2, ptr %4, align 8
  %5 = getelementptr inbounds nuw %struct.Pair, ptr %0, i32 0, i32 0
  %6 = load i32, ptr %5, align 8
  %7 = getelementptr inbounds nuw %struct.Pair, ptr %0, i32 0, i32 1
  %8 = load double, ptr %7, align 8
  %9 = fptosi double %8 to i32
  %10 = add nsw i32 %6, %9
  %11 = getelementptr inbounds nuw %struct.Pair, ptr %0, i32 0, i32 2
  %12 = load i8, ptr %11, align 8
  %13 = sext i8 %12 to i32
  %14 = add nsw i32 %10, %13
  %15 = getelementptr inbounds nuw %struct.Wide, ptr %1, i32 0, i32 0
  %16 = load double, ptr %15, align 16
  %17 = getelementptr inbounds nuw %struct.Wide, ptr %1, i32 0, i32 1
  %18 = load double, ptr %17, align 8
  %19 = fadd contract double %16, %18
  %20 = fptosi double %19 to i32
  %21 = add nsw i32 %14, %20
  %22 = load ptr, ptr %4, align 8
  %23 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds nuw i32, ptr %22, i64 %24
  store i32 %21, ptr %25, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z10dims_childPi(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %5 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.z()
  %6 = call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %7 = mul i32 %5, %6
  %8 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %9 = add i32 %7, %8
  %10 = call noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %11 = mul i32 %9, %10
  %12 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = add i32 %11, %12
  store i32 %13, ptr %3, align 4
  %14 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %15 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %16 = mul i32 %14, %15
  %17 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = add i32 %16, %17
  %19 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %20 = mul i32 %18, %19
  %21 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %22 = add i32 %20, %21
  store i32 %22, ptr %4, align 4
  %23 = load i32, ptr %3, align 4
  %24 = load i32, ptr %4, align 4
  %25 = add nsw i32 %23, %24
  %26 = load ptr, ptr %2, align 8
  %27 = load i32, ptr %3, align 4
  %28 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %29 = mul i32 %27, %28
  %30 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %31 = mul i32 %29, %30
  %32 = call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.z()
  %33 = mul i32 %31, %32
  %34 = load i32, ptr %4, align 4
  %35 = add i32 %33, %34
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds nuw i32, ptr %26, i64 %36
  store i32 %25, ptr %37, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z13bounded_childPi(ptr noundef %0) #1 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds nuw i32, ptr %3, i64 %5
  store i32 1, ptr %6, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z12shared_childPi(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds nuw i32, ptr %3, i64 %5
  %7 = load i32, ptr %6, align 4
  %8 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds nuw [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12shared_childPiE4tile to ptr), i64 0, i64 %9
  store i32 %7, ptr %10, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %11 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = sub i32 127, %11
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds nuw [128 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12shared_childPiE4tile to ptr), i64 0, i64 %13
  %15 = load i32, ptr %14, align 4
  %16 = load ptr, ptr %2, align 8
  %17 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr %16, i64 %18
  store i32 %15, ptr %19, align 4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z10warp_childPi(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds nuw i32, ptr %3, i64 %5
  %7 = load i32, ptr %6, align 4
  %8 = call noundef i32 @_Z16__shfl_down_syncjiji(i32 noundef -1, i32 noundef %7, i32 noundef 1, i32 noundef 32) #8
  %9 = load ptr, ptr %2, align 8
  %10 = call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr %9, i64 %11
  store i32 %8, ptr %12, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_Z16__shfl_down_syncjiji(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #3 comdat {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %8, align 4
  %13 = sub nsw i32 32, %12
  %14 = shl i32 %13, 8
  %15 = or i32 %14, 31
  %16 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 %9, i32 %10, i32 %11, i32 %15)
  ret i32 %16
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z11parent_argsPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.Pair, align 8
  %6 = alloca %struct.Wide, align 16
  %7 = alloca %struct.dim3, align 4
  %8 = alloca %struct.dim3, align 4
  %9 = alloca %struct.Pair, align 8
  %10 = alloca %struct.Wide, align 16
  %11 = alloca %struct.dim3, align 4
  %12 = alloca %struct.dim3, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %13 = getelementptr inbounds nuw %struct.Pair, ptr %5, i32 0, i32 0
  %14 = load i32, ptr %4, align 4
  store i32 %14, ptr %13, align 8
  %15 = getelementptr inbounds nuw %struct.Pair, ptr %5, i32 0, i32 1
  store double 2.500000e+00, ptr %15, align 8
  %16 = getelementptr inbounds nuw %struct.Pair, ptr %5, i32 0, i32 2
  store i8 99, ptr %16, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const._Z11parent_argsPii.w, i64 16, i1 false)
  %17 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 32) #8
  %18 = icmp ne ptr %17, null
  br i1 %18, label %19, label %32

19:                                               ; preds = %2
  %20 = load ptr, ptr %3, align 8
  %21 = load i32, ptr %4, align 4
  %22 = getelementptr inbounds i8, ptr %17, i64 0
  store ptr %20, ptr %22, align 64
  %23 = getelementptr inbounds i8, ptr %17, i64 8
  store i32 %21, ptr %23, align 8
  %24 = getelementptr inbounds i8, ptr %17, i64 16
  store double 1.500000e+00, ptr %24, align 16
  %25 = getelementptr inbounds i8, ptr %17, i64 24
  store i8 120, ptr %25, align 8
  %26 = getelementptr inbounds i8, ptr %17, i64 26
  store i16 7, ptr %26, align 2
  %27 = getelementptr inbounds i8, ptr %17, i64 28
  store float 2.500000e+00, ptr %27, align 4
  %28 = load i32, ptr %4, align 4
  %29 = add nsw i32 %28, 127
  %30 = sdiv i32 %29, 128
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef %30, i32 noundef 1, i32 noundef 1) #8
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef 128, i32 noundef 1, i32 noundef 1) #8
  %31 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z12scalar_childPiidcsf, ptr noundef %17, ptr noundef byval(%struct.dim3) align 4 %7, ptr noundef byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef null) #8
  br label %32

32:                                               ; preds = %19, %2
  %33 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 56) #8
  %34 = icmp ne ptr %33, null
  br i1 %34, label %35, label %41

35:                                               ; preds = %32
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %5, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 %6, i64 16, i1 false)
  %36 = load ptr, ptr %3, align 8
  %37 = getelementptr inbounds i8, ptr %33, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 64 %37, ptr align 8 %9, i64 24, i1 false)
  %38 = getelementptr inbounds i8, ptr %33, i64 32
  call void @llvm.memcpy.p0.p0.i64(ptr align 32 %38, ptr align 16 %10, i64 16, i1 false)
  %39 = getelementptr inbounds i8, ptr %33, i64 48
  store ptr %36, ptr %39, align 16
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %11, i32 noundef 1, i32 noundef 1, i32 noundef 1) #8
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %12, i32 noundef 32, i32 noundef 1, i32 noundef 1) #8
  %40 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z12struct_child4Pair4WidePi, ptr noundef %33, ptr noundef byval(%struct.dim3) align 4 %11, ptr noundef byval(%struct.dim3) align 4 %12, i32 noundef 0, ptr noundef null) #8
  br label %41

41:                                               ; preds = %35, %32
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef %0, i64 noundef %1) #3 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = call ptr @__cudaCDP2GetParameterBuffer(i64 noundef %5, i64 noundef %6) #8
  ret ptr %7
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef %0, ptr noundef %1, ptr noundef byval(%struct.dim3) align 4 %2, ptr noundef byval(%struct.dim3) align 4 %3, i32 noundef %4, ptr noundef %5) #3 {
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
  %17 = call i32 @__cudaCDP2LaunchDevice(ptr noundef %13, ptr noundef %14, ptr noundef byval(%struct.dim3) align 4 %11, ptr noundef byval(%struct.dim3) align 4 %12, i32 noundef %15, ptr noundef %16) #8
  ret i32 %17
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #3 comdat align 2 {
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
  call void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %9, i32 noundef %10, i32 noundef %11, i32 noundef %12) #8
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z11parent_dimsPiiii(ptr noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.dim3, align 4
  %10 = alloca %struct.dim3, align 4
  %11 = alloca %struct.dim3, align 4
  %12 = alloca %struct.dim3, align 4
  %13 = alloca %struct.dim3, align 4
  %14 = alloca %struct.dim3, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %15 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 8) #8
  %16 = icmp ne ptr %15, null
  br i1 %16, label %17, label %23

17:                                               ; preds = %4
  %18 = load ptr, ptr %5, align 8
  %19 = getelementptr inbounds i8, ptr %15, i64 0
  store ptr %18, ptr %19, align 64
  %20 = load i32, ptr %6, align 4
  %21 = load i32, ptr %7, align 4
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %9, i32 noundef %20, i32 noundef %21, i32 noundef 1) #8
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %10, i32 noundef 8, i32 noundef 4, i32 noundef 1) #8
  %22 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z10dims_childPi, ptr noundef %15, ptr noundef byval(%struct.dim3) align 4 %9, ptr noundef byval(%struct.dim3) align 4 %10, i32 noundef 0, ptr noundef null) #8
  br label %23

23:                                               ; preds = %17, %4
  %24 = load i32, ptr %6, align 4
  %25 = load i32, ptr %7, align 4
  %26 = load i32, ptr %8, align 4
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %11, i32 noundef %24, i32 noundef %25, i32 noundef %26) #8
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %12, i32 noundef 4, i32 noundef 4, i32 noundef 2) #8
  %27 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 8) #8
  %28 = icmp ne ptr %27, null
  br i1 %28, label %29, label %33

29:                                               ; preds = %23
  %30 = load ptr, ptr %5, align 8
  %31 = getelementptr inbounds i8, ptr %27, i64 0
  store ptr %30, ptr %31, align 64
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 %11, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 %12, i64 12, i1 false)
  %32 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z10dims_childPi, ptr noundef %27, ptr noundef byval(%struct.dim3) align 4 %13, ptr noundef byval(%struct.dim3) align 4 %14, i32 noundef 0, ptr noundef null) #8
  br label %33

33:                                               ; preds = %29, %23
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z11parent_loopPiPKii(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
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

10:                                               ; preds = %51, %3
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %54

14:                                               ; preds = %10
  %15 = load ptr, ptr %5, align 8
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %15, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = icmp sgt i32 %19, 0
  br i1 %20, label %21, label %50

21:                                               ; preds = %14
  %22 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 32) #8
  %23 = icmp ne ptr %22, null
  br i1 %23, label %24, label %49

24:                                               ; preds = %21
  %25 = load ptr, ptr %4, align 8
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %25, i64 %27
  %29 = load ptr, ptr %5, align 8
  %30 = load i32, ptr %7, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %29, i64 %31
  %33 = load i32, ptr %32, align 4
  %34 = getelementptr inbounds i8, ptr %22, i64 0
  store ptr %28, ptr %34, align 64
  %35 = getelementptr inbounds i8, ptr %22, i64 8
  store i32 %33, ptr %35, align 8
  %36 = getelementptr inbounds i8, ptr %22, i64 16
  store double 0.000000e+00, ptr %36, align 16
  %37 = getelementptr inbounds i8, ptr %22, i64 24
  store i8 97, ptr %37, align 8
  %38 = getelementptr inbounds i8, ptr %22, i64 26
  store i16 0, ptr %38, align 2
  %39 = getelementptr inbounds i8, ptr %22, i64 28
  store float 0.000000e+00, ptr %39, align 4
  %40 = load ptr, ptr %5, align 8
  %41 = load i32, ptr %7, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr %40, i64 %42
  %44 = load i32, ptr %43, align 4
  %45 = sub nsw i32 %44, 1
  %46 = sdiv i32 %45, 64
  %47 = add nsw i32 %46, 1
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef %47, i32 noundef 1, i32 noundef 1) #8
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %9, i32 noundef 64, i32 noundef 1, i32 noundef 1) #8
  %48 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z12scalar_childPiidcsf, ptr noundef %22, ptr noundef byval(%struct.dim3) align 4 %8, ptr noundef byval(%struct.dim3) align 4 %9, i32 noundef 0, ptr noundef null) #8
  br label %49

49:                                               ; preds = %24, %21
  br label %50

50:                                               ; preds = %49, %14
  br label %51

51:                                               ; preds = %50
  %52 = load i32, ptr %7, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %7, align 4
  br label %10, !llvm.loop !7

54:                                               ; preds = %10
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @_Z14parent_streamsPi(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.dim3, align 4
  %4 = alloca %struct.dim3, align 4
  %5 = alloca %struct.dim3, align 4
  %6 = alloca %struct.dim3, align 4
  %7 = alloca %struct.dim3, align 4
  %8 = alloca %struct.dim3, align 4
  %9 = alloca %struct.dim3, align 4
  %10 = alloca %struct.dim3, align 4
  %11 = alloca ptr, align 8
  %12 = alloca %struct.dim3, align 4
  %13 = alloca %struct.dim3, align 4
  %14 = alloca %struct.dim3, align 4
  %15 = alloca %struct.dim3, align 4
  store ptr %0, ptr %2, align 8
  %16 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 8) #8
  %17 = icmp ne ptr %16, null
  br i1 %17, label %18, label %22

18:                                               ; preds = %1
  %19 = load ptr, ptr %2, align 8
  %20 = getelementptr inbounds i8, ptr %16, i64 0
  store ptr %19, ptr %20, align 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %3, i32 noundef 1, i32 noundef 1, i32 noundef 1) #8
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %4, i32 noundef 32, i32 noundef 1, i32 noundef 1) #8
  %21 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z13bounded_childPi, ptr noundef %16, ptr noundef byval(%struct.dim3) align 4 %3, ptr noundef byval(%struct.dim3) align 4 %4, i32 noundef 0, ptr noundef null) #8
  br label %22

22:                                               ; preds = %18, %1
  %23 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 8) #8
  %24 = icmp ne ptr %23, null
  br i1 %24, label %25, label %29

25:                                               ; preds = %22
  %26 = load ptr, ptr %2, align 8
  %27 = getelementptr inbounds i8, ptr %23, i64 0
  store ptr %26, ptr %27, align 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %5, i32 noundef 1, i32 noundef 1, i32 noundef 1) #8
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %6, i32 noundef 32, i32 noundef 1, i32 noundef 1) #8
  %28 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z13bounded_childPi, ptr noundef %23, ptr noundef byval(%struct.dim3) align 4 %5, ptr noundef byval(%struct.dim3) align 4 %6, i32 noundef 0, ptr noundef inttoptr (i64 2 to ptr)) #8
  br label %29

29:                                               ; preds = %25, %22
  %30 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 8) #8
  %31 = icmp ne ptr %30, null
  br i1 %31, label %32, label %36

32:                                               ; preds = %29
  %33 = load ptr, ptr %2, align 8
  %34 = getelementptr inbounds i8, ptr %30, i64 0
  store ptr %33, ptr %34, align 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %7, i32 noundef 1, i32 noundef 1, i32 noundef 1) #8
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %8, i32 noundef 32, i32 noundef 1, i32 noundef 1) #8
  %35 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z13bounded_childPi, ptr noundef %30, ptr noundef byval(%struct.dim3) align 4 %7, ptr noundef byval(%struct.dim3) align 4 %8, i32 noundef 0, ptr noundef inttoptr (i64 3 to ptr)) #8
  br label %36

36:                                               ; preds = %32, %29
  %37 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 8) #8
  %38 = icmp ne ptr %37, null
  br i1 %38, label %39, label %43

39:                                               ; preds = %36
  %40 = load ptr, ptr %2, align 8
  %41 = getelementptr inbounds i8, ptr %37, i64 0
  store ptr %40, ptr %41, align 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %9, i32 noundef 1, i32 noundef 1, i32 noundef 1) #8
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %10, i32 noundef 32, i32 noundef 1, i32 noundef 1) #8
  %42 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z13bounded_childPi, ptr noundef %37, ptr noundef byval(%struct.dim3) align 4 %9, ptr noundef byval(%struct.dim3) align 4 %10, i32 noundef 0, ptr noundef inttoptr (i64 4 to ptr)) #8
  br label %43

43:                                               ; preds = %39, %36
  %44 = call noundef i32 @_ZL25cudaStreamCreateWithFlagsPP11CUstream_stj(ptr noundef %11, i32 noundef 1) #8
  %45 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 8) #8
  %46 = icmp ne ptr %45, null
  br i1 %46, label %47, label %52

47:                                               ; preds = %43
  %48 = load ptr, ptr %2, align 8
  %49 = getelementptr inbounds i8, ptr %45, i64 0
  store ptr %48, ptr %49, align 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %12, i32 noundef 1, i32 noundef 1, i32 noundef 1) #8
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %13, i32 noundef 128, i32 noundef 1, i32 noundef 1) #8
  %50 = load ptr, ptr %11, align 8
  %51 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z12shared_childPi, ptr noundef %45, ptr noundef byval(%struct.dim3) align 4 %12, ptr noundef byval(%struct.dim3) align 4 %13, i32 noundef 64, ptr noundef %50) #8
  br label %52

52:                                               ; preds = %47, %43
  %53 = load ptr, ptr %11, align 8
  %54 = call noundef i32 @_ZL17cudaStreamDestroyP11CUstream_st(ptr noundef %53) #8
  %55 = call noundef ptr @_ZL22cudaGetParameterBuffermm(i64 noundef 64, i64 noundef 8) #8
  %56 = icmp ne ptr %55, null
  br i1 %56, label %57, label %61

57:                                               ; preds = %52
  %58 = load ptr, ptr %2, align 8
  %59 = getelementptr inbounds i8, ptr %55, i64 0
  store ptr %58, ptr %59, align 64
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %14, i32 noundef 1, i32 noundef 1, i32 noundef 1) #8
  call void @_ZN4dim3C1Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %15, i32 noundef 32, i32 noundef 1, i32 noundef 1) #8
  %60 = call noundef i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr noundef @_Z10warp_childPi, ptr noundef %55, ptr noundef byval(%struct.dim3) align 4 %14, ptr noundef byval(%struct.dim3) align 4 %15, i32 noundef 0, ptr noundef null) #8
  br label %61

61:                                               ; preds = %57, %52
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL25cudaStreamCreateWithFlagsPP11CUstream_stj(ptr noundef %0, i32 noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = call i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef %5, i32 noundef %6) #8
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL17cudaStreamDestroyP11CUstream_st(ptr noundef %0) #3 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @__cudaCDP2StreamDestroy(ptr noundef %3) #8
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent nounwind
declare dso_local ptr @__cudaCDP2GetParameterBuffer(i64 noundef, i64 noundef) #7

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2LaunchDevice(ptr noundef, ptr noundef, ptr noundef byval(%struct.dim3) align 4, ptr noundef byval(%struct.dim3) align 4, i32 noundef, ptr noundef) #7

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local void @_ZN4dim3C2Ejjj(ptr noundef nonnull align 4 dereferenceable(12) %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) unnamed_addr #3 comdat align 2 {
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

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2StreamCreateWithFlags(ptr noundef, i32 noundef) #7

; Function Attrs: convergent nounwind
declare dso_local i32 @__cudaCDP2StreamDestroy(ptr noundef) #7

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "nvvm.maxntid"="256" "nvvm.minctasm"="2" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
attributes #8 = { convergent nounwind }

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
