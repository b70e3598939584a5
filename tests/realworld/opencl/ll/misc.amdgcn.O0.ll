source_filename = "src/misc.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @hash32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  store i32 %0, ptr addrspace(5) %2, align 4
  %3 = load i32, ptr addrspace(5) %2, align 4
  %4 = lshr i32 %3, 16
  %5 = load i32, ptr addrspace(5) %2, align 4
  %6 = xor i32 %5, %4
  store i32 %6, ptr addrspace(5) %2, align 4
  %7 = load i32, ptr addrspace(5) %2, align 4
  %8 = mul i32 %7, 2146121005
  store i32 %8, ptr addrspace(5) %2, align 4
  %9 = load i32, ptr addrspace(5) %2, align 4
  %10 = lshr i32 %9, 15
  %11 = load i32, ptr addrspace(5) %2, align 4
  %12 = xor i32 %11, %10
  store i32 %12, ptr addrspace(5) %2, align 4
  %13 = load i32, ptr addrspace(5) %2, align 4
  %14 = mul i32 %13, -2073254261
  store i32 %14, ptr addrspace(5) %2, align 4
  %15 = load i32, ptr addrspace(5) %2, align 4
  %16 = lshr i32 %15, 16
  %17 = load i32, ptr addrspace(5) %2, align 4
  %18 = xor i32 %17, %16
  store i32 %18, ptr addrspace(5) %2, align 4
  %19 = load i32, ptr addrspace(5) %2, align 4
  ret i32 %19
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @nbody_forces(ptr addrspace(1) noundef align 16 %0, ptr addrspace(1) noundef align 16 %1, ptr addrspace(3) noundef align 16 %2, i32 noundef %3, float noundef %4) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 {
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(3), align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca <4 x float>, align 16, addrspace(5)
  %13 = alloca <4 x float>, align 16, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca <4 x float>, align 16, addrspace(5)
  %17 = alloca float, align 4, addrspace(5)
  %18 = alloca float, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %6, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %7, align 8
  store ptr addrspace(3) %2, ptr addrspace(5) %8, align 4
  store i32 %3, ptr addrspace(5) %9, align 4
  store float %4, ptr addrspace(5) %10, align 4
  %19 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr addrspace(5) %11, align 4
  %21 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %22 = load i32, ptr addrspace(5) %11, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds <4 x float>, ptr addrspace(1) %21, i64 %23
  %25 = load <4 x float>, ptr addrspace(1) %24, align 16
  store <4 x float> %25, ptr addrspace(5) %12, align 16
  store <4 x float> zeroinitializer, ptr addrspace(5) %13, align 16
  store i32 0, ptr addrspace(5) %14, align 4
  br label %26

26:                                               ; preds = %94, %5
  %27 = load i32, ptr addrspace(5) %14, align 4
  %28 = load i32, ptr addrspace(5) %9, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %100

30:                                               ; preds = %26
  %31 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %32 = load i32, ptr addrspace(5) %14, align 4
  %33 = sext i32 %32 to i64
  %34 = call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %35 = add i64 %33, %34
  %36 = getelementptr inbounds <4 x float>, ptr addrspace(1) %31, i64 %35
  %37 = load <4 x float>, ptr addrspace(1) %36, align 16
  %38 = load ptr addrspace(3), ptr addrspace(5) %8, align 4
  %39 = call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %40 = getelementptr inbounds <4 x float>, ptr addrspace(3) %38, i64 %39
  store <4 x float> %37, ptr addrspace(3) %40, align 16
  call void @_Z7barrierj(i32 noundef 1) #6
  store i32 0, ptr addrspace(5) %15, align 4
  br label %41

41:                                               ; preds = %90, %30
  %42 = load i32, ptr addrspace(5) %15, align 4
  %43 = call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %44 = trunc i64 %43 to i32
  %45 = icmp slt i32 %42, %44
  br i1 %45, label %46, label %93

46:                                               ; preds = %41
  %47 = load ptr addrspace(3), ptr addrspace(5) %8, align 4
  %48 = load i32, ptr addrspace(5) %15, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds <4 x float>, ptr addrspace(3) %47, i64 %49
  %51 = load <4 x float>, ptr addrspace(3) %50, align 16
  %52 = load <4 x float>, ptr addrspace(5) %12, align 16
  %53 = fsub <4 x float> %51, %52
  store <4 x float> %53, ptr addrspace(5) %16, align 16
  %54 = load <4 x float>, ptr addrspace(5) %16, align 16
  %55 = extractelement <4 x float> %54, i64 0
  %56 = load <4 x float>, ptr addrspace(5) %16, align 16
  %57 = extractelement <4 x float> %56, i64 0
  %58 = load <4 x float>, ptr addrspace(5) %16, align 16
  %59 = extractelement <4 x float> %58, i64 1
  %60 = load <4 x float>, ptr addrspace(5) %16, align 16
  %61 = extractelement <4 x float> %60, i64 1
  %62 = fmul float %59, %61
  %63 = call float @llvm.fmuladd.f32(float %55, float %57, float %62)
  %64 = load <4 x float>, ptr addrspace(5) %16, align 16
  %65 = extractelement <4 x float> %64, i64 2
  %66 = load <4 x float>, ptr addrspace(5) %16, align 16
  %67 = extractelement <4 x float> %66, i64 2
  %68 = call float @llvm.fmuladd.f32(float %65, float %67, float %63)
  %69 = load float, ptr addrspace(5) %10, align 4
  %70 = fadd float %68, %69
  store float %70, ptr addrspace(5) %17, align 4
  %71 = load float, ptr addrspace(5) %17, align 4
  %72 = load float, ptr addrspace(5) %17, align 4
  %73 = fmul float %71, %72
  %74 = load float, ptr addrspace(5) %17, align 4
  %75 = fmul float %73, %74
  %76 = call float @_Z5rsqrtf(float noundef %75) #5
  store float %76, ptr addrspace(5) %18, align 4
  %77 = load <4 x float>, ptr addrspace(5) %16, align 16
  %78 = load ptr addrspace(3), ptr addrspace(5) %8, align 4
  %79 = load i32, ptr addrspace(5) %15, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds <4 x float>, ptr addrspace(3) %78, i64 %80
  %82 = load <4 x float>, ptr addrspace(3) %81, align 16
  %83 = extractelement <4 x float> %82, i64 3
  %84 = load float, ptr addrspace(5) %18, align 4
  %85 = fmul float %83, %84
  %86 = insertelement <4 x float> poison, float %85, i64 0
  %87 = shufflevector <4 x float> %86, <4 x float> poison, <4 x i32> zeroinitializer
  %88 = load <4 x float>, ptr addrspace(5) %13, align 16
  %89 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %77, <4 x float> %87, <4 x float> %88)
  store <4 x float> %89, ptr addrspace(5) %13, align 16
  br label %90

90:                                               ; preds = %46
  %91 = load i32, ptr addrspace(5) %15, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr addrspace(5) %15, align 4
  br label %41

93:                                               ; preds = %41
  call void @_Z7barrierj(i32 noundef 1) #6
  br label %94

94:                                               ; preds = %93
  %95 = call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %96 = load i32, ptr addrspace(5) %14, align 4
  %97 = sext i32 %96 to i64
  %98 = add i64 %97, %95
  %99 = trunc i64 %98 to i32
  store i32 %99, ptr addrspace(5) %14, align 4
  br label %26

100:                                              ; preds = %26
  %101 = load <4 x float>, ptr addrspace(5) %13, align 16
  %102 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %103 = load i32, ptr addrspace(5) %11, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds <4 x float>, ptr addrspace(1) %102, i64 %104
  store <4 x float> %101, ptr addrspace(1) %105, align 16
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z5rsqrtf(float noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @spmv_csr(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, i32 noundef %5) #1 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca float, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %7, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %8, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %9, align 8
  store ptr addrspace(1) %3, ptr addrspace(5) %10, align 8
  store ptr addrspace(1) %4, ptr addrspace(5) %11, align 8
  store i32 %5, ptr addrspace(5) %12, align 4
  %16 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr addrspace(5) %13, align 4
  %18 = load i32, ptr addrspace(5) %13, align 4
  %19 = load i32, ptr addrspace(5) %12, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %62

21:                                               ; preds = %6
  store float 0.000000e+00, ptr addrspace(5) %14, align 4
  %22 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %23 = load i32, ptr addrspace(5) %13, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(1) %22, i64 %24
  %26 = load i32, ptr addrspace(1) %25, align 4
  store i32 %26, ptr addrspace(5) %15, align 4
  br label %27

27:                                               ; preds = %53, %21
  %28 = load i32, ptr addrspace(5) %15, align 4
  %29 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %30 = load i32, ptr addrspace(5) %13, align 4
  %31 = add nsw i32 %30, 1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr addrspace(1) %29, i64 %32
  %34 = load i32, ptr addrspace(1) %33, align 4
  %35 = icmp slt i32 %28, %34
  br i1 %35, label %36, label %56

36:                                               ; preds = %27
  %37 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %38 = load i32, ptr addrspace(5) %15, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %37, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4
  %42 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %43 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %44 = load i32, ptr addrspace(5) %15, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr addrspace(1) %43, i64 %45
  %47 = load i32, ptr addrspace(1) %46, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr addrspace(1) %42, i64 %48
  %50 = load float, ptr addrspace(1) %49, align 4
  %51 = load float, ptr addrspace(5) %14, align 4
  %52 = call float @llvm.fmuladd.f32(float %41, float %50, float %51)
  store float %52, ptr addrspace(5) %14, align 4
  br label %53

53:                                               ; preds = %36
  %54 = load i32, ptr addrspace(5) %15, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr addrspace(5) %15, align 4
  br label %27

56:                                               ; preds = %27
  %57 = load float, ptr addrspace(5) %14, align 4
  %58 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %59 = load i32, ptr addrspace(5) %13, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %58, i64 %60
  store float %57, ptr addrspace(1) %61, align 4
  br label %62

62:                                               ; preds = %56, %6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @black_scholes(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, float noundef %3, float noundef %4, float noundef %5) #1 !kernel_arg_addr_space !15 !kernel_arg_access_qual !12 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  %12 = alloca float, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca float, align 4, addrspace(5)
  %15 = alloca float, align 4, addrspace(5)
  %16 = alloca float, align 4, addrspace(5)
  %17 = alloca float, align 4, addrspace(5)
  %18 = alloca float, align 4, addrspace(5)
  %19 = alloca float, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %7, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %8, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %9, align 8
  store float %3, ptr addrspace(5) %10, align 4
  store float %4, ptr addrspace(5) %11, align 4
  store float %5, ptr addrspace(5) %12, align 4
  %20 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr addrspace(5) %13, align 4
  %22 = load float, ptr addrspace(5) %11, align 4
  %23 = load float, ptr addrspace(5) %12, align 4
  %24 = call float @_Z4sqrtf(float noundef %23) #5, !fpmath !18
  %25 = fmul float %22, %24
  store float %25, ptr addrspace(5) %14, align 4
  %26 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %27 = load i32, ptr addrspace(5) %13, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %26, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4
  %31 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %32 = load i32, ptr addrspace(5) %13, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %31, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4
  %36 = fdiv float %30, %35, !fpmath !19
  %37 = call float @_Z3logf(float noundef %36) #5
  %38 = load float, ptr addrspace(5) %10, align 4
  %39 = load float, ptr addrspace(5) %11, align 4
  %40 = fmul float 5.000000e-01, %39
  %41 = load float, ptr addrspace(5) %11, align 4
  %42 = call float @llvm.fmuladd.f32(float %40, float %41, float %38)
  %43 = load float, ptr addrspace(5) %12, align 4
  %44 = call float @llvm.fmuladd.f32(float %42, float %43, float %37)
  %45 = load float, ptr addrspace(5) %14, align 4
  %46 = fdiv float %44, %45, !fpmath !19
  store float %46, ptr addrspace(5) %15, align 4
  %47 = load float, ptr addrspace(5) %15, align 4
  %48 = load float, ptr addrspace(5) %14, align 4
  %49 = fsub float %47, %48
  store float %49, ptr addrspace(5) %16, align 4
  %50 = load float, ptr addrspace(5) %15, align 4
  %51 = fneg float %50
  %52 = fmul float %51, 0x3FE6A09E60000000
  %53 = call float @_Z4erfcf(float noundef %52) #5
  %54 = fmul float 5.000000e-01, %53
  store float %54, ptr addrspace(5) %17, align 4
  %55 = load float, ptr addrspace(5) %16, align 4
  %56 = fneg float %55
  %57 = fmul float %56, 0x3FE6A09E60000000
  %58 = call float @_Z4erfcf(float noundef %57) #5
  %59 = fmul float 5.000000e-01, %58
  store float %59, ptr addrspace(5) %18, align 4
  %60 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %61 = load i32, ptr addrspace(5) %13, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %60, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4
  %65 = load float, ptr addrspace(5) %17, align 4
  %66 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %67 = load i32, ptr addrspace(5) %13, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr addrspace(1) %66, i64 %68
  %70 = load float, ptr addrspace(1) %69, align 4
  %71 = load float, ptr addrspace(5) %10, align 4
  %72 = fneg float %71
  %73 = load float, ptr addrspace(5) %12, align 4
  %74 = fmul float %72, %73
  %75 = call float @_Z3expf(float noundef %74) #5
  %76 = fmul float %70, %75
  %77 = load float, ptr addrspace(5) %18, align 4
  %78 = fmul float %76, %77
  %79 = fneg float %78
  %80 = call float @llvm.fmuladd.f32(float %64, float %65, float %79)
  store float %80, ptr addrspace(5) %19, align 4
  %81 = load float, ptr addrspace(5) %19, align 4
  %82 = fcmp ogt float %81, 0.000000e+00
  br i1 %82, label %83, label %85

83:                                               ; preds = %6
  %84 = load float, ptr addrspace(5) %19, align 4
  br label %86

85:                                               ; preds = %6
  br label %86

86:                                               ; preds = %85, %83
  %87 = phi float [ %84, %83 ], [ 0.000000e+00, %85 ]
  %88 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %89 = load i32, ptr addrspace(5) %13, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr addrspace(1) %88, i64 %90
  store float %87, ptr addrspace(1) %91, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z4sqrtf(float noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z3logf(float noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z4erfcf(float noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z3expf(float noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @conv2d(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #1 !kernel_arg_addr_space !15 !kernel_arg_access_qual !12 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !17 {
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca float, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %7, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %8, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %9, align 8
  store i32 %3, ptr addrspace(5) %10, align 4
  store i32 %4, ptr addrspace(5) %11, align 4
  store i32 %5, ptr addrspace(5) %12, align 4
  %21 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr addrspace(5) %13, align 4
  %23 = call i64 @_Z13get_global_idj(i32 noundef 1) #5
  %24 = trunc i64 %23 to i32
  store i32 %24, ptr addrspace(5) %14, align 4
  %25 = load i32, ptr addrspace(5) %12, align 4
  %26 = sdiv i32 %25, 2
  store i32 %26, ptr addrspace(5) %15, align 4
  store float 0.000000e+00, ptr addrspace(5) %16, align 4
  store i32 0, ptr addrspace(5) %17, align 4
  br label %27

27:                                               ; preds = %86, %6
  %28 = load i32, ptr addrspace(5) %17, align 4
  %29 = load i32, ptr addrspace(5) %12, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %89

31:                                               ; preds = %27
  store i32 0, ptr addrspace(5) %18, align 4
  br label %32

32:                                               ; preds = %82, %31
  %33 = load i32, ptr addrspace(5) %18, align 4
  %34 = load i32, ptr addrspace(5) %12, align 4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %85

36:                                               ; preds = %32
  %37 = load i32, ptr addrspace(5) %13, align 4
  %38 = load i32, ptr addrspace(5) %18, align 4
  %39 = add nsw i32 %37, %38
  %40 = load i32, ptr addrspace(5) %15, align 4
  %41 = sub nsw i32 %39, %40
  store i32 %41, ptr addrspace(5) %19, align 4
  %42 = load i32, ptr addrspace(5) %14, align 4
  %43 = load i32, ptr addrspace(5) %17, align 4
  %44 = add nsw i32 %42, %43
  %45 = load i32, ptr addrspace(5) %15, align 4
  %46 = sub nsw i32 %44, %45
  store i32 %46, ptr addrspace(5) %20, align 4
  %47 = load i32, ptr addrspace(5) %19, align 4
  %48 = icmp slt i32 %47, 0
  br i1 %48, label %60, label %49

49:                                               ; preds = %36
  %50 = load i32, ptr addrspace(5) %20, align 4
  %51 = icmp slt i32 %50, 0
  br i1 %51, label %60, label %52

52:                                               ; preds = %49
  %53 = load i32, ptr addrspace(5) %19, align 4
  %54 = load i32, ptr addrspace(5) %10, align 4
  %55 = icmp sge i32 %53, %54
  br i1 %55, label %60, label %56

56:                                               ; preds = %52
  %57 = load i32, ptr addrspace(5) %20, align 4
  %58 = load i32, ptr addrspace(5) %11, align 4
  %59 = icmp sge i32 %57, %58
  br i1 %59, label %60, label %61

60:                                               ; preds = %56, %52, %49, %36
  br label %82

61:                                               ; preds = %56
  %62 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %63 = load i32, ptr addrspace(5) %20, align 4
  %64 = load i32, ptr addrspace(5) %10, align 4
  %65 = mul nsw i32 %63, %64
  %66 = load i32, ptr addrspace(5) %19, align 4
  %67 = add nsw i32 %65, %66
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr addrspace(1) %62, i64 %68
  %70 = load float, ptr addrspace(1) %69, align 4
  %71 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %72 = load i32, ptr addrspace(5) %17, align 4
  %73 = load i32, ptr addrspace(5) %12, align 4
  %74 = mul nsw i32 %72, %73
  %75 = load i32, ptr addrspace(5) %18, align 4
  %76 = add nsw i32 %74, %75
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr addrspace(1) %71, i64 %77
  %79 = load float, ptr addrspace(1) %78, align 4
  %80 = load float, ptr addrspace(5) %16, align 4
  %81 = call float @llvm.fmuladd.f32(float %70, float %79, float %80)
  store float %81, ptr addrspace(5) %16, align 4
  br label %82

82:                                               ; preds = %61, %60
  %83 = load i32, ptr addrspace(5) %18, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr addrspace(5) %18, align 4
  br label %32

85:                                               ; preds = %32
  br label %86

86:                                               ; preds = %85
  %87 = load i32, ptr addrspace(5) %17, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr addrspace(5) %17, align 4
  br label %27

89:                                               ; preds = %27
  %90 = load i32, ptr addrspace(5) %13, align 4
  %91 = load i32, ptr addrspace(5) %10, align 4
  %92 = icmp slt i32 %90, %91
  br i1 %92, label %93, label %107

93:                                               ; preds = %89
  %94 = load i32, ptr addrspace(5) %14, align 4
  %95 = load i32, ptr addrspace(5) %11, align 4
  %96 = icmp slt i32 %94, %95
  br i1 %96, label %97, label %107

97:                                               ; preds = %93
  %98 = load float, ptr addrspace(5) %16, align 4
  %99 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %100 = load i32, ptr addrspace(5) %14, align 4
  %101 = load i32, ptr addrspace(5) %10, align 4
  %102 = mul nsw i32 %100, %101
  %103 = load i32, ptr addrspace(5) %13, align 4
  %104 = add nsw i32 %102, %103
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds float, ptr addrspace(1) %99, i64 %105
  store float %98, ptr addrspace(1) %106, align 4
  br label %107

107:                                              ; preds = %97, %93, %89
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @monte_carlo_pi(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, i32 noundef %2) #1 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store i32 %1, ptr addrspace(5) %5, align 4
  store i32 %2, ptr addrspace(5) %6, align 4
  %12 = load i32, ptr addrspace(5) %6, align 4
  %13 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %14 = trunc i64 %13 to i32
  %15 = xor i32 %12, %14
  store i32 %15, ptr addrspace(5) %7, align 4
  store i32 0, ptr addrspace(5) %8, align 4
  store i32 0, ptr addrspace(5) %9, align 4
  br label %16

16:                                               ; preds = %41, %3
  %17 = load i32, ptr addrspace(5) %9, align 4
  %18 = load i32, ptr addrspace(5) %5, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %44

20:                                               ; preds = %16
  %21 = load i32, ptr addrspace(5) %7, align 4
  %22 = call i32 @hash32(i32 noundef %21) #6
  store i32 %22, ptr addrspace(5) %7, align 4
  %23 = load i32, ptr addrspace(5) %7, align 4
  %24 = and i32 %23, 65535
  %25 = uitofp i32 %24 to float
  %26 = fdiv float %25, 6.553500e+04, !fpmath !19
  store float %26, ptr addrspace(5) %10, align 4
  %27 = load i32, ptr addrspace(5) %7, align 4
  %28 = lshr i32 %27, 16
  %29 = uitofp i32 %28 to float
  %30 = fdiv float %29, 6.553500e+04, !fpmath !19
  store float %30, ptr addrspace(5) %11, align 4
  %31 = load float, ptr addrspace(5) %10, align 4
  %32 = load float, ptr addrspace(5) %10, align 4
  %33 = load float, ptr addrspace(5) %11, align 4
  %34 = load float, ptr addrspace(5) %11, align 4
  %35 = fmul float %33, %34
  %36 = call float @llvm.fmuladd.f32(float %31, float %32, float %35)
  %37 = fcmp ole float %36, 1.000000e+00
  %38 = zext i1 %37 to i32
  %39 = load i32, ptr addrspace(5) %8, align 4
  %40 = add i32 %39, %38
  store i32 %40, ptr addrspace(5) %8, align 4
  br label %41

41:                                               ; preds = %20
  %42 = load i32, ptr addrspace(5) %9, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr addrspace(5) %9, align 4
  br label %16

44:                                               ; preds = %16
  %45 = load i32, ptr addrspace(5) %8, align 4
  %46 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %47 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %48 = getelementptr inbounds i32, ptr addrspace(1) %46, i64 %47
  store i32 %45, ptr addrspace(1) %48, align 4
  ret void
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #1 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 2, i32 0}
!5 = !{!"clang-19"}
!6 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none"}
!8 = !{!"float4*", !"float4*", !"float4*", !"int", !"float"}
!9 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int", !"float"}
!10 = !{!"const", !"", !"", !"", !""}
!11 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!12 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!13 = !{!"int*", !"int*", !"float*", !"float*", !"float*", !"int"}
!14 = !{!"const", !"const", !"const", !"const", !"", !""}
!15 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!16 = !{!"float*", !"float*", !"float*", !"float", !"float", !"float"}
!17 = !{!"const", !"const", !"", !"", !"", !""}
!18 = !{float 3.000000e+00}
!19 = !{float 2.500000e+00}
!20 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int"}
!21 = !{i32 1, i32 0, i32 0}
!22 = !{!"none", !"none", !"none"}
!23 = !{!"uint*", !"int", !"uint"}
!24 = !{!"", !"", !""}
