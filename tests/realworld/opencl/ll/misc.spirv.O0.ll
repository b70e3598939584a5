source_filename = "src/misc.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_func i32 @hash32(i32 noundef %0) #0 {
  %2 = call token @llvm.experimental.convergence.entry()
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = lshr i32 %4, 16
  %6 = load i32, ptr %3, align 4
  %7 = xor i32 %6, %5
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr %3, align 4
  %9 = mul i32 %8, 2146121005
  store i32 %9, ptr %3, align 4
  %10 = load i32, ptr %3, align 4
  %11 = lshr i32 %10, 15
  %12 = load i32, ptr %3, align 4
  %13 = xor i32 %12, %11
  store i32 %13, ptr %3, align 4
  %14 = load i32, ptr %3, align 4
  %15 = mul i32 %14, -2073254261
  store i32 %15, ptr %3, align 4
  %16 = load i32, ptr %3, align 4
  %17 = lshr i32 %16, 16
  %18 = load i32, ptr %3, align 4
  %19 = xor i32 %18, %17
  store i32 %19, ptr %3, align 4
  %20 = load i32, ptr %3, align 4
  ret i32 %20
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @nbody_forces(ptr addrspace(1) noundef align 16 %0, ptr addrspace(1) noundef align 16 %1, ptr addrspace(3) noundef align 16 %2, i32 noundef %3, float noundef %4) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %6 = call token @llvm.experimental.convergence.entry()
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(3), align 8
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca <4 x float>, align 16
  %14 = alloca <4 x float>, align 16
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca <4 x float>, align 16
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store ptr addrspace(3) %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store float %4, ptr %11, align 4
  %20 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %6) ]
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr %12, align 4
  %22 = load ptr addrspace(1), ptr %7, align 8
  %23 = load i32, ptr %12, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds <4 x float>, ptr addrspace(1) %22, i64 %24
  %26 = load <4 x float>, ptr addrspace(1) %25, align 16
  store <4 x float> %26, ptr %13, align 16
  store <4 x float> zeroinitializer, ptr %14, align 16
  store i32 0, ptr %15, align 4
  br label %27

27:                                               ; preds = %97, %5
  %28 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %29 = load i32, ptr %15, align 4
  %30 = load i32, ptr %10, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %103

32:                                               ; preds = %27
  %33 = load ptr addrspace(1), ptr %7, align 8
  %34 = load i32, ptr %15, align 4
  %35 = sext i32 %34 to i64
  %36 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6 [ "convergencectrl"(token %28) ]
  %37 = add i64 %35, %36
  %38 = getelementptr inbounds <4 x float>, ptr addrspace(1) %33, i64 %37
  %39 = load <4 x float>, ptr addrspace(1) %38, align 16
  %40 = load ptr addrspace(3), ptr %9, align 8
  %41 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6 [ "convergencectrl"(token %28) ]
  %42 = getelementptr inbounds <4 x float>, ptr addrspace(3) %40, i64 %41
  store <4 x float> %39, ptr addrspace(3) %42, align 16
  call spir_func void @_Z7barrierj(i32 noundef 1) #7 [ "convergencectrl"(token %28) ]
  store i32 0, ptr %16, align 4
  br label %43

43:                                               ; preds = %93, %32
  %44 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %28) ]
  %45 = load i32, ptr %16, align 4
  %46 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #6 [ "convergencectrl"(token %44) ]
  %47 = trunc i64 %46 to i32
  %48 = icmp slt i32 %45, %47
  br i1 %48, label %49, label %96

49:                                               ; preds = %43
  %50 = load ptr addrspace(3), ptr %9, align 8
  %51 = load i32, ptr %16, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds <4 x float>, ptr addrspace(3) %50, i64 %52
  %54 = load <4 x float>, ptr addrspace(3) %53, align 16
  %55 = load <4 x float>, ptr %13, align 16
  %56 = fsub <4 x float> %54, %55
  store <4 x float> %56, ptr %17, align 16
  %57 = load <4 x float>, ptr %17, align 16
  %58 = extractelement <4 x float> %57, i64 0
  %59 = load <4 x float>, ptr %17, align 16
  %60 = extractelement <4 x float> %59, i64 0
  %61 = load <4 x float>, ptr %17, align 16
  %62 = extractelement <4 x float> %61, i64 1
  %63 = load <4 x float>, ptr %17, align 16
  %64 = extractelement <4 x float> %63, i64 1
  %65 = fmul float %62, %64
  %66 = call float @llvm.fmuladd.f32(float %58, float %60, float %65)
  %67 = load <4 x float>, ptr %17, align 16
  %68 = extractelement <4 x float> %67, i64 2
  %69 = load <4 x float>, ptr %17, align 16
  %70 = extractelement <4 x float> %69, i64 2
  %71 = call float @llvm.fmuladd.f32(float %68, float %70, float %66)
  %72 = load float, ptr %11, align 4
  %73 = fadd float %71, %72
  store float %73, ptr %18, align 4
  %74 = load float, ptr %18, align 4
  %75 = load float, ptr %18, align 4
  %76 = fmul float %74, %75
  %77 = load float, ptr %18, align 4
  %78 = fmul float %76, %77
  %79 = call spir_func float @_Z5rsqrtf(float noundef %78) #6 [ "convergencectrl"(token %44) ]
  store float %79, ptr %19, align 4
  %80 = load <4 x float>, ptr %17, align 16
  %81 = load ptr addrspace(3), ptr %9, align 8
  %82 = load i32, ptr %16, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds <4 x float>, ptr addrspace(3) %81, i64 %83
  %85 = load <4 x float>, ptr addrspace(3) %84, align 16
  %86 = extractelement <4 x float> %85, i64 3
  %87 = load float, ptr %19, align 4
  %88 = fmul float %86, %87
  %89 = insertelement <4 x float> poison, float %88, i64 0
  %90 = shufflevector <4 x float> %89, <4 x float> poison, <4 x i32> zeroinitializer
  %91 = load <4 x float>, ptr %14, align 16
  %92 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %80, <4 x float> %90, <4 x float> %91)
  store <4 x float> %92, ptr %14, align 16
  br label %93

93:                                               ; preds = %49
  %94 = load i32, ptr %16, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %16, align 4
  br label %43

96:                                               ; preds = %43
  call spir_func void @_Z7barrierj(i32 noundef 1) #7 [ "convergencectrl"(token %28) ]
  br label %97

97:                                               ; preds = %96
  %98 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #6 [ "convergencectrl"(token %28) ]
  %99 = load i32, ptr %15, align 4
  %100 = sext i32 %99 to i64
  %101 = add i64 %100, %98
  %102 = trunc i64 %101 to i32
  store i32 %102, ptr %15, align 4
  br label %27

103:                                              ; preds = %27
  %104 = load <4 x float>, ptr %14, align 16
  %105 = load ptr addrspace(1), ptr %8, align 8
  %106 = load i32, ptr %12, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds <4 x float>, ptr addrspace(1) %105, i64 %107
  store <4 x float> %104, ptr addrspace(1) %108, align 16
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #3

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z5rsqrtf(float noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #5

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @spmv_csr(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, i32 noundef %5) #2 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %7 = call token @llvm.experimental.convergence.entry()
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %8, align 8
  store ptr addrspace(1) %1, ptr %9, align 8
  store ptr addrspace(1) %2, ptr %10, align 8
  store ptr addrspace(1) %3, ptr %11, align 8
  store ptr addrspace(1) %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  %17 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %7) ]
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr %14, align 4
  %19 = load i32, ptr %14, align 4
  %20 = load i32, ptr %13, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %64

22:                                               ; preds = %6
  store float 0.000000e+00, ptr %15, align 4
  %23 = load ptr addrspace(1), ptr %8, align 8
  %24 = load i32, ptr %14, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr addrspace(1) %23, i64 %25
  %27 = load i32, ptr addrspace(1) %26, align 4
  store i32 %27, ptr %16, align 4
  br label %28

28:                                               ; preds = %55, %22
  %29 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %30 = load i32, ptr %16, align 4
  %31 = load ptr addrspace(1), ptr %8, align 8
  %32 = load i32, ptr %14, align 4
  %33 = add nsw i32 %32, 1
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspace(1) %31, i64 %34
  %36 = load i32, ptr addrspace(1) %35, align 4
  %37 = icmp slt i32 %30, %36
  br i1 %37, label %38, label %58

38:                                               ; preds = %28
  %39 = load ptr addrspace(1), ptr %10, align 8
  %40 = load i32, ptr %16, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr addrspace(1) %39, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4
  %44 = load ptr addrspace(1), ptr %11, align 8
  %45 = load ptr addrspace(1), ptr %9, align 8
  %46 = load i32, ptr %16, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr addrspace(1) %45, i64 %47
  %49 = load i32, ptr addrspace(1) %48, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %44, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4
  %53 = load float, ptr %15, align 4
  %54 = call float @llvm.fmuladd.f32(float %43, float %52, float %53)
  store float %54, ptr %15, align 4
  br label %55

55:                                               ; preds = %38
  %56 = load i32, ptr %16, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %16, align 4
  br label %28

58:                                               ; preds = %28
  %59 = load float, ptr %15, align 4
  %60 = load ptr addrspace(1), ptr %12, align 8
  %61 = load i32, ptr %14, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %60, i64 %62
  store float %59, ptr addrspace(1) %63, align 4
  br label %64

64:                                               ; preds = %58, %6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @black_scholes(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, float noundef %3, float noundef %4, float noundef %5) #2 !kernel_arg_addr_space !13 !kernel_arg_access_qual !10 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %7 = call token @llvm.experimental.convergence.entry()
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %8, align 8
  store ptr addrspace(1) %1, ptr %9, align 8
  store ptr addrspace(1) %2, ptr %10, align 8
  store float %3, ptr %11, align 4
  store float %4, ptr %12, align 4
  store float %5, ptr %13, align 4
  %21 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %7) ]
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr %14, align 4
  %23 = load float, ptr %12, align 4
  %24 = load float, ptr %13, align 4
  %25 = call spir_func float @_Z4sqrtf(float noundef %24) #6 [ "convergencectrl"(token %7) ]
  %26 = fmul float %23, %25
  store float %26, ptr %15, align 4
  %27 = load ptr addrspace(1), ptr %8, align 8
  %28 = load i32, ptr %14, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %27, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4
  %32 = load ptr addrspace(1), ptr %9, align 8
  %33 = load i32, ptr %14, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %32, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4
  %37 = fdiv float %31, %36, !fpmath !16
  %38 = call spir_func float @_Z3logf(float noundef %37) #6 [ "convergencectrl"(token %7) ]
  %39 = load float, ptr %11, align 4
  %40 = load float, ptr %12, align 4
  %41 = fmul float 5.000000e-01, %40
  %42 = load float, ptr %12, align 4
  %43 = call float @llvm.fmuladd.f32(float %41, float %42, float %39)
  %44 = load float, ptr %13, align 4
  %45 = call float @llvm.fmuladd.f32(float %43, float %44, float %38)
  %46 = load float, ptr %15, align 4
  %47 = fdiv float %45, %46, !fpmath !16
  store float %47, ptr %16, align 4
  %48 = load float, ptr %16, align 4
  %49 = load float, ptr %15, align 4
  %50 = fsub float %48, %49
  store float %50, ptr %17, align 4
  %51 = load float, ptr %16, align 4
  %52 = fneg float %51
  %53 = fmul float %52, 0x3FE6A09E60000000
  %54 = call spir_func float @_Z4erfcf(float noundef %53) #6 [ "convergencectrl"(token %7) ]
  %55 = fmul float 5.000000e-01, %54
  store float %55, ptr %18, align 4
  %56 = load float, ptr %17, align 4
  %57 = fneg float %56
  %58 = fmul float %57, 0x3FE6A09E60000000
  %59 = call spir_func float @_Z4erfcf(float noundef %58) #6 [ "convergencectrl"(token %7) ]
  %60 = fmul float 5.000000e-01, %59
  store float %60, ptr %19, align 4
  %61 = load ptr addrspace(1), ptr %8, align 8
  %62 = load i32, ptr %14, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr addrspace(1) %61, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4
  %66 = load float, ptr %18, align 4
  %67 = load ptr addrspace(1), ptr %9, align 8
  %68 = load i32, ptr %14, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspace(1) %67, i64 %69
  %71 = load float, ptr addrspace(1) %70, align 4
  %72 = load float, ptr %11, align 4
  %73 = fneg float %72
  %74 = load float, ptr %13, align 4
  %75 = fmul float %73, %74
  %76 = call spir_func float @_Z3expf(float noundef %75) #6 [ "convergencectrl"(token %7) ]
  %77 = fmul float %71, %76
  %78 = load float, ptr %19, align 4
  %79 = fmul float %77, %78
  %80 = fneg float %79
  %81 = call float @llvm.fmuladd.f32(float %65, float %66, float %80)
  store float %81, ptr %20, align 4
  %82 = load float, ptr %20, align 4
  %83 = fcmp ogt float %82, 0.000000e+00
  br i1 %83, label %84, label %86

84:                                               ; preds = %6
  %85 = load float, ptr %20, align 4
  br label %87

86:                                               ; preds = %6
  br label %87

87:                                               ; preds = %86, %84
  %88 = phi float [ %85, %84 ], [ 0.000000e+00, %86 ]
  %89 = load ptr addrspace(1), ptr %10, align 8
  %90 = load i32, ptr %14, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds float, ptr addrspace(1) %89, i64 %91
  store float %88, ptr addrspace(1) %92, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z4sqrtf(float noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3logf(float noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z4erfcf(float noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3expf(float noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @conv2d(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #2 !kernel_arg_addr_space !13 !kernel_arg_access_qual !10 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !15 {
  %7 = call token @llvm.experimental.convergence.entry()
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca float, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %8, align 8
  store ptr addrspace(1) %1, ptr %9, align 8
  store ptr addrspace(1) %2, ptr %10, align 8
  store i32 %3, ptr %11, align 4
  store i32 %4, ptr %12, align 4
  store i32 %5, ptr %13, align 4
  %22 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %7) ]
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr %14, align 4
  %24 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #6 [ "convergencectrl"(token %7) ]
  %25 = trunc i64 %24 to i32
  store i32 %25, ptr %15, align 4
  %26 = load i32, ptr %13, align 4
  %27 = sdiv i32 %26, 2
  store i32 %27, ptr %16, align 4
  store float 0.000000e+00, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %28

28:                                               ; preds = %89, %6
  %29 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %30 = load i32, ptr %18, align 4
  %31 = load i32, ptr %13, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %92

33:                                               ; preds = %28
  store i32 0, ptr %19, align 4
  br label %34

34:                                               ; preds = %85, %33
  %35 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %29) ]
  %36 = load i32, ptr %19, align 4
  %37 = load i32, ptr %13, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %88

39:                                               ; preds = %34
  %40 = load i32, ptr %14, align 4
  %41 = load i32, ptr %19, align 4
  %42 = add nsw i32 %40, %41
  %43 = load i32, ptr %16, align 4
  %44 = sub nsw i32 %42, %43
  store i32 %44, ptr %20, align 4
  %45 = load i32, ptr %15, align 4
  %46 = load i32, ptr %18, align 4
  %47 = add nsw i32 %45, %46
  %48 = load i32, ptr %16, align 4
  %49 = sub nsw i32 %47, %48
  store i32 %49, ptr %21, align 4
  %50 = load i32, ptr %20, align 4
  %51 = icmp slt i32 %50, 0
  br i1 %51, label %63, label %52

52:                                               ; preds = %39
  %53 = load i32, ptr %21, align 4
  %54 = icmp slt i32 %53, 0
  br i1 %54, label %63, label %55

55:                                               ; preds = %52
  %56 = load i32, ptr %20, align 4
  %57 = load i32, ptr %11, align 4
  %58 = icmp sge i32 %56, %57
  br i1 %58, label %63, label %59

59:                                               ; preds = %55
  %60 = load i32, ptr %21, align 4
  %61 = load i32, ptr %12, align 4
  %62 = icmp sge i32 %60, %61
  br i1 %62, label %63, label %64

63:                                               ; preds = %59, %55, %52, %39
  br label %85

64:                                               ; preds = %59
  %65 = load ptr addrspace(1), ptr %8, align 8
  %66 = load i32, ptr %21, align 4
  %67 = load i32, ptr %11, align 4
  %68 = mul nsw i32 %66, %67
  %69 = load i32, ptr %20, align 4
  %70 = add nsw i32 %68, %69
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr addrspace(1) %65, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4
  %74 = load ptr addrspace(1), ptr %9, align 8
  %75 = load i32, ptr %18, align 4
  %76 = load i32, ptr %13, align 4
  %77 = mul nsw i32 %75, %76
  %78 = load i32, ptr %19, align 4
  %79 = add nsw i32 %77, %78
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr addrspace(1) %74, i64 %80
  %82 = load float, ptr addrspace(1) %81, align 4
  %83 = load float, ptr %17, align 4
  %84 = call float @llvm.fmuladd.f32(float %73, float %82, float %83)
  store float %84, ptr %17, align 4
  br label %85

85:                                               ; preds = %64, %63
  %86 = load i32, ptr %19, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %19, align 4
  br label %34

88:                                               ; preds = %34
  br label %89

89:                                               ; preds = %88
  %90 = load i32, ptr %18, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %18, align 4
  br label %28

92:                                               ; preds = %28
  %93 = load i32, ptr %14, align 4
  %94 = load i32, ptr %11, align 4
  %95 = icmp slt i32 %93, %94
  br i1 %95, label %96, label %110

96:                                               ; preds = %92
  %97 = load i32, ptr %15, align 4
  %98 = load i32, ptr %12, align 4
  %99 = icmp slt i32 %97, %98
  br i1 %99, label %100, label %110

100:                                              ; preds = %96
  %101 = load float, ptr %17, align 4
  %102 = load ptr addrspace(1), ptr %10, align 8
  %103 = load i32, ptr %15, align 4
  %104 = load i32, ptr %11, align 4
  %105 = mul nsw i32 %103, %104
  %106 = load i32, ptr %14, align 4
  %107 = add nsw i32 %105, %106
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds float, ptr addrspace(1) %102, i64 %108
  store float %101, ptr addrspace(1) %109, align 4
  br label %110

110:                                              ; preds = %100, %96, %92
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @monte_carlo_pi(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, i32 noundef %2) #2 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %13 = load i32, ptr %7, align 4
  %14 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %15 = trunc i64 %14 to i32
  %16 = xor i32 %13, %15
  store i32 %16, ptr %8, align 4
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %17

17:                                               ; preds = %43, %3
  %18 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %19 = load i32, ptr %10, align 4
  %20 = load i32, ptr %6, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %46

22:                                               ; preds = %17
  %23 = load i32, ptr %8, align 4
  %24 = call spir_func i32 @hash32(i32 noundef %23) #7 [ "convergencectrl"(token %18) ]
  store i32 %24, ptr %8, align 4
  %25 = load i32, ptr %8, align 4
  %26 = and i32 %25, 65535
  %27 = uitofp i32 %26 to float
  %28 = fdiv float %27, 6.553500e+04, !fpmath !16
  store float %28, ptr %11, align 4
  %29 = load i32, ptr %8, align 4
  %30 = lshr i32 %29, 16
  %31 = uitofp i32 %30 to float
  %32 = fdiv float %31, 6.553500e+04, !fpmath !16
  store float %32, ptr %12, align 4
  %33 = load float, ptr %11, align 4
  %34 = load float, ptr %11, align 4
  %35 = load float, ptr %12, align 4
  %36 = load float, ptr %12, align 4
  %37 = fmul float %35, %36
  %38 = call float @llvm.fmuladd.f32(float %33, float %34, float %37)
  %39 = fcmp ole float %38, 1.000000e+00
  %40 = zext i1 %39 to i32
  %41 = load i32, ptr %9, align 4
  %42 = add i32 %41, %40
  store i32 %42, ptr %9, align 4
  br label %43

43:                                               ; preds = %22
  %44 = load i32, ptr %10, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %10, align 4
  br label %17

46:                                               ; preds = %17
  %47 = load i32, ptr %9, align 4
  %48 = load ptr addrspace(1), ptr %5, align 8
  %49 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %50 = getelementptr inbounds i32, ptr addrspace(1) %48, i64 %49
  store i32 %47, ptr addrspace(1) %50, align 4
  ret void
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"clang-19"}
!4 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!5 = !{!"none", !"none", !"none", !"none", !"none"}
!6 = !{!"float4*", !"float4*", !"float4*", !"int", !"float"}
!7 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int", !"float"}
!8 = !{!"const", !"", !"", !"", !""}
!9 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!11 = !{!"int*", !"int*", !"float*", !"float*", !"float*", !"int"}
!12 = !{!"const", !"const", !"const", !"const", !"", !""}
!13 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!14 = !{!"float*", !"float*", !"float*", !"float", !"float", !"float"}
!15 = !{!"const", !"const", !"", !"", !"", !""}
!16 = !{float 2.500000e+00}
!17 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int"}
!18 = !{i32 1, i32 0, i32 0}
!19 = !{!"none", !"none", !"none"}
!20 = !{!"uint*", !"int", !"uint"}
!21 = !{!"", !"", !""}
