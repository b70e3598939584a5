source_filename = "src/parboil_shoc.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

%struct.kvalue_t = type { float, float, float, float }

@ps_sgemm_tiled.bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4

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
define spir_kernel void @ps_spmv_csr_scalar(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, i32 noundef %5) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
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
  %17 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %8, align 8
  store ptr addrspace(1) %1, ptr %9, align 8
  store ptr addrspace(1) %2, ptr %10, align 8
  store ptr addrspace(1) %3, ptr %11, align 8
  store ptr addrspace(1) %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  %18 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %7) ]
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr %14, align 4
  %20 = load i32, ptr %14, align 4
  %21 = load i32, ptr %13, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %66

23:                                               ; preds = %6
  store float 0.000000e+00, ptr %15, align 4
  %24 = load ptr addrspace(1), ptr %10, align 8
  %25 = load i32, ptr %14, align 4
  %26 = add nsw i32 %25, 1
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %24, i64 %27
  %29 = load i32, ptr addrspace(1) %28, align 4
  store i32 %29, ptr %16, align 4
  %30 = load ptr addrspace(1), ptr %10, align 8
  %31 = load i32, ptr %14, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr addrspace(1) %30, i64 %32
  %34 = load i32, ptr addrspace(1) %33, align 4
  store i32 %34, ptr %17, align 4
  br label %35

35:                                               ; preds = %57, %23
  %36 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %37 = load i32, ptr %17, align 4
  %38 = load i32, ptr %16, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %60

40:                                               ; preds = %35
  %41 = load ptr addrspace(1), ptr %8, align 8
  %42 = load i32, ptr %17, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %41, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4
  %46 = load ptr addrspace(1), ptr %11, align 8
  %47 = load ptr addrspace(1), ptr %9, align 8
  %48 = load i32, ptr %17, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr addrspace(1) %47, i64 %49
  %51 = load i32, ptr addrspace(1) %50, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %46, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4
  %55 = load float, ptr %15, align 4
  %56 = call float @llvm.fmuladd.f32(float %45, float %54, float %55)
  store float %56, ptr %15, align 4
  br label %57

57:                                               ; preds = %40
  %58 = load i32, ptr %17, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %17, align 4
  br label %35

60:                                               ; preds = %35
  %61 = load float, ptr %15, align 4
  %62 = load ptr addrspace(1), ptr %12, align 8
  %63 = load i32, ptr %14, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspace(1) %62, i64 %64
  store float %61, ptr addrspace(1) %65, align 4
  br label %66

66:                                               ; preds = %60, %6
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #3

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ps_spmv_csr_vector(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(3) noundef align 4 %5, i32 noundef %6) #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %8 = call token @llvm.experimental.convergence.entry()
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca ptr addrspace(1), align 8
  %14 = alloca ptr addrspace(3), align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca float, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store ptr addrspace(1) %2, ptr %11, align 8
  store ptr addrspace(1) %3, ptr %12, align 8
  store ptr addrspace(1) %4, ptr %13, align 8
  store ptr addrspace(3) %5, ptr %14, align 8
  store i32 %6, ptr %15, align 4
  %22 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8 [ "convergencectrl"(token %8) ]
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr %16, align 4
  %24 = load i32, ptr %16, align 4
  %25 = and i32 %24, 31
  store i32 %25, ptr %17, align 4
  %26 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %8) ]
  %27 = udiv i64 %26, 32
  %28 = trunc i64 %27 to i32
  store i32 %28, ptr %18, align 4
  store float 0.000000e+00, ptr %19, align 4
  %29 = load i32, ptr %18, align 4
  %30 = load i32, ptr %15, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %71

32:                                               ; preds = %7
  %33 = load ptr addrspace(1), ptr %11, align 8
  %34 = load i32, ptr %18, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr addrspace(1) %33, i64 %35
  %37 = load i32, ptr addrspace(1) %36, align 4
  %38 = load i32, ptr %17, align 4
  %39 = add nsw i32 %37, %38
  store i32 %39, ptr %20, align 4
  br label %40

40:                                               ; preds = %67, %32
  %41 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %42 = load i32, ptr %20, align 4
  %43 = load ptr addrspace(1), ptr %11, align 8
  %44 = load i32, ptr %18, align 4
  %45 = add nsw i32 %44, 1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr addrspace(1) %43, i64 %46
  %48 = load i32, ptr addrspace(1) %47, align 4
  %49 = icmp slt i32 %42, %48
  br i1 %49, label %50, label %70

50:                                               ; preds = %40
  %51 = load ptr addrspace(1), ptr %9, align 8
  %52 = load i32, ptr %20, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr addrspace(1) %51, i64 %53
  %55 = load float, ptr addrspace(1) %54, align 4
  %56 = load ptr addrspace(1), ptr %12, align 8
  %57 = load ptr addrspace(1), ptr %10, align 8
  %58 = load i32, ptr %20, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr addrspace(1) %57, i64 %59
  %61 = load i32, ptr addrspace(1) %60, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %56, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4
  %65 = load float, ptr %19, align 4
  %66 = call float @llvm.fmuladd.f32(float %55, float %64, float %65)
  store float %66, ptr %19, align 4
  br label %67

67:                                               ; preds = %50
  %68 = load i32, ptr %20, align 4
  %69 = add nsw i32 %68, 32
  store i32 %69, ptr %20, align 4
  br label %40

70:                                               ; preds = %40
  br label %71

71:                                               ; preds = %70, %7
  %72 = load float, ptr %19, align 4
  %73 = load ptr addrspace(3), ptr %14, align 8
  %74 = load i32, ptr %16, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr addrspace(3) %73, i64 %75
  store volatile float %72, ptr addrspace(3) %76, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %8) ]
  store i32 16, ptr %21, align 4
  br label %77

77:                                               ; preds = %100, %71
  %78 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %79 = load i32, ptr %21, align 4
  %80 = icmp sgt i32 %79, 0
  br i1 %80, label %81, label %103

81:                                               ; preds = %77
  %82 = load i32, ptr %17, align 4
  %83 = load i32, ptr %21, align 4
  %84 = icmp slt i32 %82, %83
  br i1 %84, label %85, label %99

85:                                               ; preds = %81
  %86 = load ptr addrspace(3), ptr %14, align 8
  %87 = load i32, ptr %16, align 4
  %88 = load i32, ptr %21, align 4
  %89 = add nsw i32 %87, %88
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr addrspace(3) %86, i64 %90
  %92 = load volatile float, ptr addrspace(3) %91, align 4
  %93 = load ptr addrspace(3), ptr %14, align 8
  %94 = load i32, ptr %16, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds float, ptr addrspace(3) %93, i64 %95
  %97 = load volatile float, ptr addrspace(3) %96, align 4
  %98 = fadd float %97, %92
  store volatile float %98, ptr addrspace(3) %96, align 4
  br label %99

99:                                               ; preds = %85, %81
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %78) ]
  br label %100

100:                                              ; preds = %99
  %101 = load i32, ptr %21, align 4
  %102 = ashr i32 %101, 1
  store i32 %102, ptr %21, align 4
  br label %77

103:                                              ; preds = %77
  %104 = load i32, ptr %17, align 4
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %106, label %120

106:                                              ; preds = %103
  %107 = load i32, ptr %18, align 4
  %108 = load i32, ptr %15, align 4
  %109 = icmp slt i32 %107, %108
  br i1 %109, label %110, label %120

110:                                              ; preds = %106
  %111 = load ptr addrspace(3), ptr %14, align 8
  %112 = load i32, ptr %16, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds float, ptr addrspace(3) %111, i64 %113
  %115 = load volatile float, ptr addrspace(3) %114, align 4
  %116 = load ptr addrspace(1), ptr %13, align 8
  %117 = load i32, ptr %18, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds float, ptr addrspace(1) %116, i64 %118
  store float %115, ptr addrspace(1) %119, align 4
  br label %120

120:                                              ; preds = %110, %106, %103
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #5

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ps_spmv_ell(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, i32 noundef %5) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
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
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %8, align 8
  store ptr addrspace(1) %1, ptr %9, align 8
  store ptr addrspace(1) %2, ptr %10, align 8
  store ptr addrspace(1) %3, ptr %11, align 8
  store ptr addrspace(1) %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  %19 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %7) ]
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr %14, align 4
  %21 = load i32, ptr %14, align 4
  %22 = load i32, ptr %13, align 4
  %23 = icmp sge i32 %21, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %6
  br label %75

25:                                               ; preds = %6
  store float 0.000000e+00, ptr %15, align 4
  %26 = load ptr addrspace(1), ptr %10, align 8
  %27 = load i32, ptr %14, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %26, i64 %28
  %30 = load i32, ptr addrspace(1) %29, align 4
  store i32 %30, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %31

31:                                               ; preds = %66, %25
  %32 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %33 = load i32, ptr %17, align 4
  %34 = load i32, ptr %16, align 4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %69

36:                                               ; preds = %31
  %37 = load ptr addrspace(1), ptr %9, align 8
  %38 = load i32, ptr %17, align 4
  %39 = load i32, ptr %13, align 4
  %40 = mul nsw i32 %38, %39
  %41 = load i32, ptr %14, align 4
  %42 = add nsw i32 %40, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr addrspace(1) %37, i64 %43
  %45 = load i32, ptr addrspace(1) %44, align 4
  store i32 %45, ptr %18, align 4
  %46 = load i32, ptr %18, align 4
  %47 = icmp slt i32 %46, 0
  br i1 %47, label %48, label %49

48:                                               ; preds = %36
  br label %69

49:                                               ; preds = %36
  %50 = load ptr addrspace(1), ptr %8, align 8
  %51 = load i32, ptr %17, align 4
  %52 = load i32, ptr %13, align 4
  %53 = mul nsw i32 %51, %52
  %54 = load i32, ptr %14, align 4
  %55 = add nsw i32 %53, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr addrspace(1) %50, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4
  %59 = load ptr addrspace(1), ptr %11, align 8
  %60 = load i32, ptr %18, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr addrspace(1) %59, i64 %61
  %63 = load float, ptr addrspace(1) %62, align 4
  %64 = load float, ptr %15, align 4
  %65 = call float @llvm.fmuladd.f32(float %58, float %63, float %64)
  store float %65, ptr %15, align 4
  br label %66

66:                                               ; preds = %49
  %67 = load i32, ptr %17, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %17, align 4
  br label %31

69:                                               ; preds = %48, %31
  %70 = load float, ptr %15, align 4
  %71 = load ptr addrspace(1), ptr %12, align 8
  %72 = load i32, ptr %14, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr addrspace(1) %71, i64 %73
  store float %70, ptr addrspace(1) %74, align 4
  br label %75

75:                                               ; preds = %69, %24
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ps_stencil7(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, float noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #2 !kernel_arg_addr_space !12 !kernel_arg_access_qual !9 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %8 = call token @llvm.experimental.convergence.entry()
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca i32, align 4
  %21 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store float %2, ptr %11, align 4
  store float %3, ptr %12, align 4
  store i32 %4, ptr %13, align 4
  store i32 %5, ptr %14, align 4
  store i32 %6, ptr %15, align 4
  %22 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %8) ]
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr %16, align 4
  %24 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #8 [ "convergencectrl"(token %8) ]
  %25 = trunc i64 %24 to i32
  store i32 %25, ptr %17, align 4
  %26 = load i32, ptr %16, align 4
  %27 = icmp slt i32 %26, 1
  br i1 %27, label %41, label %28

28:                                               ; preds = %7
  %29 = load i32, ptr %17, align 4
  %30 = icmp slt i32 %29, 1
  br i1 %30, label %41, label %31

31:                                               ; preds = %28
  %32 = load i32, ptr %16, align 4
  %33 = load i32, ptr %13, align 4
  %34 = sub nsw i32 %33, 1
  %35 = icmp sge i32 %32, %34
  br i1 %35, label %41, label %36

36:                                               ; preds = %31
  %37 = load i32, ptr %17, align 4
  %38 = load i32, ptr %14, align 4
  %39 = sub nsw i32 %38, 1
  %40 = icmp sge i32 %37, %39
  br i1 %40, label %41, label %42

41:                                               ; preds = %36, %31, %28, %7
  br label %174

42:                                               ; preds = %36
  %43 = load ptr addrspace(1), ptr %9, align 8
  %44 = load i32, ptr %14, align 4
  %45 = mul nsw i32 0, %44
  %46 = load i32, ptr %17, align 4
  %47 = add nsw i32 %45, %46
  %48 = load i32, ptr %13, align 4
  %49 = mul nsw i32 %47, %48
  %50 = load i32, ptr %16, align 4
  %51 = add nsw i32 %49, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %43, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4
  store float %54, ptr %18, align 4
  %55 = load ptr addrspace(1), ptr %9, align 8
  %56 = load i32, ptr %14, align 4
  %57 = mul nsw i32 1, %56
  %58 = load i32, ptr %17, align 4
  %59 = add nsw i32 %57, %58
  %60 = load i32, ptr %13, align 4
  %61 = mul nsw i32 %59, %60
  %62 = load i32, ptr %16, align 4
  %63 = add nsw i32 %61, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspace(1) %55, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4
  store float %66, ptr %19, align 4
  store i32 1, ptr %20, align 4
  br label %67

67:                                               ; preds = %171, %42
  %68 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %69 = load i32, ptr %20, align 4
  %70 = load i32, ptr %15, align 4
  %71 = sub nsw i32 %70, 1
  %72 = icmp slt i32 %69, %71
  br i1 %72, label %73, label %174

73:                                               ; preds = %67
  %74 = load ptr addrspace(1), ptr %9, align 8
  %75 = load i32, ptr %20, align 4
  %76 = add nsw i32 %75, 1
  %77 = load i32, ptr %14, align 4
  %78 = mul nsw i32 %76, %77
  %79 = load i32, ptr %17, align 4
  %80 = add nsw i32 %78, %79
  %81 = load i32, ptr %13, align 4
  %82 = mul nsw i32 %80, %81
  %83 = load i32, ptr %16, align 4
  %84 = add nsw i32 %82, %83
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr addrspace(1) %74, i64 %85
  %87 = load float, ptr addrspace(1) %86, align 4
  store float %87, ptr %21, align 4
  %88 = load float, ptr %12, align 4
  %89 = load float, ptr %18, align 4
  %90 = load float, ptr %21, align 4
  %91 = fadd float %89, %90
  %92 = load ptr addrspace(1), ptr %9, align 8
  %93 = load i32, ptr %20, align 4
  %94 = load i32, ptr %14, align 4
  %95 = mul nsw i32 %93, %94
  %96 = load i32, ptr %17, align 4
  %97 = add nsw i32 %95, %96
  %98 = load i32, ptr %13, align 4
  %99 = mul nsw i32 %97, %98
  %100 = load i32, ptr %16, align 4
  %101 = sub nsw i32 %100, 1
  %102 = add nsw i32 %99, %101
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds float, ptr addrspace(1) %92, i64 %103
  %105 = load float, ptr addrspace(1) %104, align 4
  %106 = fadd float %91, %105
  %107 = load ptr addrspace(1), ptr %9, align 8
  %108 = load i32, ptr %20, align 4
  %109 = load i32, ptr %14, align 4
  %110 = mul nsw i32 %108, %109
  %111 = load i32, ptr %17, align 4
  %112 = add nsw i32 %110, %111
  %113 = load i32, ptr %13, align 4
  %114 = mul nsw i32 %112, %113
  %115 = load i32, ptr %16, align 4
  %116 = add nsw i32 %115, 1
  %117 = add nsw i32 %114, %116
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds float, ptr addrspace(1) %107, i64 %118
  %120 = load float, ptr addrspace(1) %119, align 4
  %121 = fadd float %106, %120
  %122 = load ptr addrspace(1), ptr %9, align 8
  %123 = load i32, ptr %20, align 4
  %124 = load i32, ptr %14, align 4
  %125 = mul nsw i32 %123, %124
  %126 = load i32, ptr %17, align 4
  %127 = sub nsw i32 %126, 1
  %128 = add nsw i32 %125, %127
  %129 = load i32, ptr %13, align 4
  %130 = mul nsw i32 %128, %129
  %131 = load i32, ptr %16, align 4
  %132 = add nsw i32 %130, %131
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds float, ptr addrspace(1) %122, i64 %133
  %135 = load float, ptr addrspace(1) %134, align 4
  %136 = fadd float %121, %135
  %137 = load ptr addrspace(1), ptr %9, align 8
  %138 = load i32, ptr %20, align 4
  %139 = load i32, ptr %14, align 4
  %140 = mul nsw i32 %138, %139
  %141 = load i32, ptr %17, align 4
  %142 = add nsw i32 %141, 1
  %143 = add nsw i32 %140, %142
  %144 = load i32, ptr %13, align 4
  %145 = mul nsw i32 %143, %144
  %146 = load i32, ptr %16, align 4
  %147 = add nsw i32 %145, %146
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds float, ptr addrspace(1) %137, i64 %148
  %150 = load float, ptr addrspace(1) %149, align 4
  %151 = fadd float %136, %150
  %152 = load float, ptr %11, align 4
  %153 = load float, ptr %19, align 4
  %154 = fmul float %152, %153
  %155 = fneg float %154
  %156 = call float @llvm.fmuladd.f32(float %88, float %151, float %155)
  %157 = load ptr addrspace(1), ptr %10, align 8
  %158 = load i32, ptr %20, align 4
  %159 = load i32, ptr %14, align 4
  %160 = mul nsw i32 %158, %159
  %161 = load i32, ptr %17, align 4
  %162 = add nsw i32 %160, %161
  %163 = load i32, ptr %13, align 4
  %164 = mul nsw i32 %162, %163
  %165 = load i32, ptr %16, align 4
  %166 = add nsw i32 %164, %165
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds float, ptr addrspace(1) %157, i64 %167
  store float %156, ptr addrspace(1) %168, align 4
  %169 = load float, ptr %19, align 4
  store float %169, ptr %18, align 4
  %170 = load float, ptr %21, align 4
  store float %170, ptr %19, align 4
  br label %171

171:                                              ; preds = %73
  %172 = load i32, ptr %20, align 4
  %173 = add nsw i32 %172, 1
  store i32 %173, ptr %20, align 4
  br label %67

174:                                              ; preds = %41, %67
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ps_sgemm_tiled(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, ptr addrspace(1) noundef align 4 %4, i32 noundef %5, i32 noundef %6, float noundef %7, float noundef %8) #2 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %10 = call token @llvm.experimental.convergence.entry()
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca i32, align 4
  %13 = alloca ptr addrspace(1), align 8
  %14 = alloca i32, align 4
  %15 = alloca ptr addrspace(1), align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca [4 x float], align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca float, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %11, align 8
  store i32 %1, ptr %12, align 4
  store ptr addrspace(1) %2, ptr %13, align 8
  store i32 %3, ptr %14, align 4
  store ptr addrspace(1) %4, ptr %15, align 8
  store i32 %5, ptr %16, align 4
  store i32 %6, ptr %17, align 4
  store float %7, ptr %18, align 4
  store float %8, ptr %19, align 4
  %30 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8 [ "convergencectrl"(token %10) ]
  %31 = trunc i64 %30 to i32
  store i32 %31, ptr %20, align 4
  %32 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #8 [ "convergencectrl"(token %10) ]
  %33 = trunc i64 %32 to i32
  store i32 %33, ptr %21, align 4
  %34 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #8 [ "convergencectrl"(token %10) ]
  %35 = mul i64 %34, 16
  %36 = load i32, ptr %20, align 4
  %37 = sext i32 %36 to i64
  %38 = add i64 %35, %37
  %39 = trunc i64 %38 to i32
  store i32 %39, ptr %22, align 4
  %40 = call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #8 [ "convergencectrl"(token %10) ]
  %41 = mul i64 %40, 16
  %42 = mul i64 %41, 4
  %43 = load i32, ptr %21, align 4
  %44 = mul nsw i32 %43, 4
  %45 = sext i32 %44 to i64
  %46 = add i64 %42, %45
  %47 = trunc i64 %46 to i32
  store i32 %47, ptr %23, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %24, i8 0, i64 16, i1 false)
  store i32 0, ptr %25, align 4
  br label %48

48:                                               ; preds = %115, %9
  %49 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %10) ]
  %50 = load i32, ptr %25, align 4
  %51 = load i32, ptr %17, align 4
  %52 = icmp slt i32 %50, %51
  br i1 %52, label %53, label %118

53:                                               ; preds = %48
  %54 = load ptr addrspace(1), ptr %13, align 8
  %55 = load i32, ptr %25, align 4
  %56 = load i32, ptr %21, align 4
  %57 = add nsw i32 %55, %56
  %58 = load i32, ptr %14, align 4
  %59 = mul nsw i32 %57, %58
  %60 = load i32, ptr %22, align 4
  %61 = add nsw i32 %59, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %54, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4
  %65 = load i32, ptr %21, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i64 0, i64 %66
  %68 = load i32, ptr %20, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [16 x float], ptr addrspace(3) %67, i64 0, i64 %69
  store float %64, ptr addrspace(3) %70, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %49) ]
  store i32 0, ptr %26, align 4
  br label %71

71:                                               ; preds = %111, %53
  %72 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %49) ]
  %73 = load i32, ptr %26, align 4
  %74 = icmp slt i32 %73, 16
  br i1 %74, label %75, label %114

75:                                               ; preds = %71
  %76 = load i32, ptr %26, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i64 0, i64 %77
  %79 = load i32, ptr %20, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [16 x float], ptr addrspace(3) %78, i64 0, i64 %80
  %82 = load float, ptr addrspace(3) %81, align 4
  store float %82, ptr %27, align 4
  store i32 0, ptr %28, align 4
  br label %83

83:                                               ; preds = %107, %75
  %84 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %72) ]
  %85 = load i32, ptr %28, align 4
  %86 = icmp slt i32 %85, 4
  br i1 %86, label %87, label %110

87:                                               ; preds = %83
  %88 = load ptr addrspace(1), ptr %11, align 8
  %89 = load i32, ptr %23, align 4
  %90 = load i32, ptr %28, align 4
  %91 = add nsw i32 %89, %90
  %92 = load i32, ptr %12, align 4
  %93 = mul nsw i32 %91, %92
  %94 = load i32, ptr %25, align 4
  %95 = add nsw i32 %93, %94
  %96 = load i32, ptr %26, align 4
  %97 = add nsw i32 %95, %96
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr addrspace(1) %88, i64 %98
  %100 = load float, ptr addrspace(1) %99, align 4
  %101 = load float, ptr %27, align 4
  %102 = load i32, ptr %28, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [4 x float], ptr %24, i64 0, i64 %103
  %105 = load float, ptr %104, align 4
  %106 = call float @llvm.fmuladd.f32(float %100, float %101, float %105)
  store float %106, ptr %104, align 4
  br label %107

107:                                              ; preds = %87
  %108 = load i32, ptr %28, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %28, align 4
  br label %83, !llvm.loop !19

110:                                              ; preds = %83
  br label %111

111:                                              ; preds = %110
  %112 = load i32, ptr %26, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %26, align 4
  br label %71

114:                                              ; preds = %71
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %49) ]
  br label %115

115:                                              ; preds = %114
  %116 = load i32, ptr %25, align 4
  %117 = add nsw i32 %116, 16
  store i32 %117, ptr %25, align 4
  br label %48

118:                                              ; preds = %48
  store i32 0, ptr %29, align 4
  br label %119

119:                                              ; preds = %153, %118
  %120 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %10) ]
  %121 = load i32, ptr %29, align 4
  %122 = icmp slt i32 %121, 4
  br i1 %122, label %123, label %156

123:                                              ; preds = %119
  %124 = load float, ptr %18, align 4
  %125 = load i32, ptr %29, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [4 x float], ptr %24, i64 0, i64 %126
  %128 = load float, ptr %127, align 4
  %129 = load float, ptr %19, align 4
  %130 = load ptr addrspace(1), ptr %15, align 8
  %131 = load i32, ptr %23, align 4
  %132 = load i32, ptr %29, align 4
  %133 = add nsw i32 %131, %132
  %134 = load i32, ptr %16, align 4
  %135 = mul nsw i32 %133, %134
  %136 = load i32, ptr %22, align 4
  %137 = add nsw i32 %135, %136
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds float, ptr addrspace(1) %130, i64 %138
  %140 = load float, ptr addrspace(1) %139, align 4
  %141 = fmul float %129, %140
  %142 = call float @llvm.fmuladd.f32(float %124, float %128, float %141)
  %143 = load ptr addrspace(1), ptr %15, align 8
  %144 = load i32, ptr %23, align 4
  %145 = load i32, ptr %29, align 4
  %146 = add nsw i32 %144, %145
  %147 = load i32, ptr %16, align 4
  %148 = mul nsw i32 %146, %147
  %149 = load i32, ptr %22, align 4
  %150 = add nsw i32 %148, %149
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds float, ptr addrspace(1) %143, i64 %151
  store float %142, ptr addrspace(1) %152, align 4
  br label %153

153:                                              ; preds = %123
  %154 = load i32, ptr %29, align 4
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %29, align 4
  br label %119

156:                                              ; preds = %119
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ps_histo(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 1 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3, i32 noundef %4) #2 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %6 = call token @llvm.experimental.convergence.entry()
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(3), align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store ptr addrspace(3) %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  %21 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8 [ "convergencectrl"(token %6) ]
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr %12, align 4
  %23 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #8 [ "convergencectrl"(token %6) ]
  %24 = trunc i64 %23 to i32
  store i32 %24, ptr %13, align 4
  %25 = load i32, ptr %12, align 4
  store i32 %25, ptr %14, align 4
  br label %26

26:                                               ; preds = %36, %5
  %27 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %28 = load i32, ptr %14, align 4
  %29 = load i32, ptr %11, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %40

31:                                               ; preds = %26
  %32 = load ptr addrspace(3), ptr %9, align 8
  %33 = load i32, ptr %14, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspace(3) %32, i64 %34
  store i32 0, ptr addrspace(3) %35, align 4
  br label %36

36:                                               ; preds = %31
  %37 = load i32, ptr %13, align 4
  %38 = load i32, ptr %14, align 4
  %39 = add nsw i32 %38, %37
  store i32 %39, ptr %14, align 4
  br label %26

40:                                               ; preds = %26
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %6) ]
  %41 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %6) ]
  %42 = trunc i64 %41 to i32
  store i32 %42, ptr %15, align 4
  br label %43

43:                                               ; preds = %64, %40
  %44 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %45 = load i32, ptr %15, align 4
  %46 = load i32, ptr %10, align 4
  %47 = icmp slt i32 %45, %46
  br i1 %47, label %48, label %70

48:                                               ; preds = %43
  %49 = load ptr addrspace(1), ptr %7, align 8
  %50 = load i32, ptr %15, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr addrspace(1) %49, i64 %51
  %53 = load i32, ptr addrspace(1) %52, align 4
  store i32 %53, ptr %16, align 4
  %54 = load i32, ptr %16, align 4
  %55 = load i32, ptr %11, align 4
  %56 = icmp ult i32 %54, %55
  br i1 %56, label %57, label %63

57:                                               ; preds = %48
  %58 = load ptr addrspace(3), ptr %9, align 8
  %59 = load i32, ptr %16, align 4
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr addrspace(3) %58, i64 %60
  %62 = call spir_func i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %61) #9 [ "convergencectrl"(token %44) ]
  br label %63

63:                                               ; preds = %57, %48
  br label %64

64:                                               ; preds = %63
  %65 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #8 [ "convergencectrl"(token %44) ]
  %66 = load i32, ptr %15, align 4
  %67 = sext i32 %66 to i64
  %68 = add i64 %67, %65
  %69 = trunc i64 %68 to i32
  store i32 %69, ptr %15, align 4
  br label %43

70:                                               ; preds = %43
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %6) ]
  %71 = load i32, ptr %12, align 4
  store i32 %71, ptr %17, align 4
  br label %72

72:                                               ; preds = %108, %70
  %73 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %74 = load i32, ptr %17, align 4
  %75 = load i32, ptr %11, align 4
  %76 = icmp slt i32 %74, %75
  br i1 %76, label %77, label %112

77:                                               ; preds = %72
  %78 = load ptr addrspace(3), ptr %9, align 8
  %79 = load i32, ptr %17, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr addrspace(3) %78, i64 %80
  %82 = load i32, ptr addrspace(3) %81, align 4
  store i32 %82, ptr %18, align 4
  %83 = load i32, ptr %18, align 4
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %85, label %86

85:                                               ; preds = %77
  br label %108

86:                                               ; preds = %77
  %87 = load ptr addrspace(1), ptr %8, align 8
  %88 = load i32, ptr %17, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds i8, ptr addrspace(1) %87, i64 %89
  %91 = load i8, ptr addrspace(1) %90, align 1
  %92 = zext i8 %91 to i32
  store i32 %92, ptr %19, align 4
  %93 = load i32, ptr %19, align 4
  %94 = load i32, ptr %18, align 4
  %95 = add i32 %93, %94
  store i32 %95, ptr %20, align 4
  %96 = load i32, ptr %20, align 4
  %97 = icmp ugt i32 %96, 255
  br i1 %97, label %98, label %99

98:                                               ; preds = %86
  br label %101

99:                                               ; preds = %86
  %100 = load i32, ptr %20, align 4
  br label %101

101:                                              ; preds = %99, %98
  %102 = phi i32 [ 255, %98 ], [ %100, %99 ]
  %103 = trunc i32 %102 to i8
  %104 = load ptr addrspace(1), ptr %8, align 8
  %105 = load i32, ptr %17, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds i8, ptr addrspace(1) %104, i64 %106
  store i8 %103, ptr addrspace(1) %107, align 1
  br label %108

108:                                              ; preds = %101, %85
  %109 = load i32, ptr %13, align 4
  %110 = load i32, ptr %17, align 4
  %111 = add nsw i32 %110, %109
  store i32 %111, ptr %17, align 4
  br label %72

112:                                              ; preds = %72
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef) #5

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z15get_global_sizej(i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ps_mriq(i32 noundef %0, i32 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(1) noundef align 4 %5, ptr addrspace(1) noundef align 4 %6, ptr addrspace(2) noundef align 4 %7) #2 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %9 = call token @llvm.experimental.convergence.entry()
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca ptr addrspace(1), align 8
  %14 = alloca ptr addrspace(1), align 8
  %15 = alloca ptr addrspace(1), align 8
  %16 = alloca ptr addrspace(1), align 8
  %17 = alloca ptr addrspace(2), align 8
  %18 = alloca i32, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca float, align 4
  %24 = alloca i32, align 4
  %25 = alloca %struct.kvalue_t, align 4
  %26 = alloca float, align 4
  store i32 %0, ptr %10, align 4
  store i32 %1, ptr %11, align 4
  store ptr addrspace(1) %2, ptr %12, align 8
  store ptr addrspace(1) %3, ptr %13, align 8
  store ptr addrspace(1) %4, ptr %14, align 8
  store ptr addrspace(1) %5, ptr %15, align 8
  store ptr addrspace(1) %6, ptr %16, align 8
  store ptr addrspace(2) %7, ptr %17, align 8
  %27 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %9) ]
  %28 = trunc i64 %27 to i32
  store i32 %28, ptr %18, align 4
  %29 = load ptr addrspace(1), ptr %12, align 8
  %30 = load i32, ptr %18, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %29, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4
  store float %33, ptr %19, align 4
  %34 = load ptr addrspace(1), ptr %13, align 8
  %35 = load i32, ptr %18, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %34, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4
  store float %38, ptr %20, align 4
  %39 = load ptr addrspace(1), ptr %14, align 8
  %40 = load i32, ptr %18, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr addrspace(1) %39, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4
  store float %43, ptr %21, align 4
  %44 = load ptr addrspace(1), ptr %15, align 8
  %45 = load i32, ptr %18, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %44, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4
  store float %48, ptr %22, align 4
  %49 = load ptr addrspace(1), ptr %16, align 8
  %50 = load i32, ptr %18, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr addrspace(1) %49, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4
  store float %53, ptr %23, align 4
  store i32 0, ptr %24, align 4
  br label %54

54:                                               ; preds = %96, %8
  %55 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %9) ]
  %56 = load i32, ptr %24, align 4
  %57 = load i32, ptr %10, align 4
  %58 = load i32, ptr %11, align 4
  %59 = sub nsw i32 %57, %58
  %60 = icmp slt i32 %56, %59
  br i1 %60, label %61, label %64

61:                                               ; preds = %54
  %62 = load i32, ptr %24, align 4
  %63 = icmp slt i32 %62, 1024
  br label %64

64:                                               ; preds = %61, %54
  %65 = phi i1 [ false, %54 ], [ %63, %61 ]
  br i1 %65, label %66, label %99

66:                                               ; preds = %64
  %67 = load ptr addrspace(2), ptr %17, align 8
  %68 = load i32, ptr %24, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds %struct.kvalue_t, ptr addrspace(2) %67, i64 %69
  call void @llvm.memcpy.p0.p2.i64(ptr align 4 %25, ptr addrspace(2) align 4 %70, i64 16, i1 false)
  %71 = getelementptr inbounds %struct.kvalue_t, ptr %25, i32 0, i32 0
  %72 = load float, ptr %71, align 4
  %73 = load float, ptr %19, align 4
  %74 = getelementptr inbounds %struct.kvalue_t, ptr %25, i32 0, i32 1
  %75 = load float, ptr %74, align 4
  %76 = load float, ptr %20, align 4
  %77 = fmul float %75, %76
  %78 = call float @llvm.fmuladd.f32(float %72, float %73, float %77)
  %79 = getelementptr inbounds %struct.kvalue_t, ptr %25, i32 0, i32 2
  %80 = load float, ptr %79, align 4
  %81 = load float, ptr %21, align 4
  %82 = call float @llvm.fmuladd.f32(float %80, float %81, float %78)
  %83 = fmul float 0x401921FB60000000, %82
  store float %83, ptr %26, align 4
  %84 = getelementptr inbounds %struct.kvalue_t, ptr %25, i32 0, i32 3
  %85 = load float, ptr %84, align 4
  %86 = load float, ptr %26, align 4
  %87 = call spir_func float @_Z10native_cosf(float noundef %86) #8 [ "convergencectrl"(token %55) ]
  %88 = load float, ptr %22, align 4
  %89 = call float @llvm.fmuladd.f32(float %85, float %87, float %88)
  store float %89, ptr %22, align 4
  %90 = getelementptr inbounds %struct.kvalue_t, ptr %25, i32 0, i32 3
  %91 = load float, ptr %90, align 4
  %92 = load float, ptr %26, align 4
  %93 = call spir_func float @_Z10native_sinf(float noundef %92) #8 [ "convergencectrl"(token %55) ]
  %94 = load float, ptr %23, align 4
  %95 = call float @llvm.fmuladd.f32(float %91, float %93, float %94)
  store float %95, ptr %23, align 4
  br label %96

96:                                               ; preds = %66
  %97 = load i32, ptr %24, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %24, align 4
  br label %54

99:                                               ; preds = %64
  %100 = load float, ptr %22, align 4
  %101 = load ptr addrspace(1), ptr %15, align 8
  %102 = load i32, ptr %18, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds float, ptr addrspace(1) %101, i64 %103
  store float %100, ptr addrspace(1) %104, align 4
  %105 = load float, ptr %23, align 4
  %106 = load ptr addrspace(1), ptr %16, align 8
  %107 = load i32, ptr %18, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds float, ptr addrspace(1) %106, i64 %108
  store float %105, ptr addrspace(1) %109, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p2.i64(ptr noalias nocapture writeonly, ptr addrspace(2) noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z10native_cosf(float noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z10native_sinf(float noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ps_tpacf(ptr addrspace(1) noundef align 16 %0, i32 noundef %1, ptr addrspace(2) noundef align 4 %2, i32 noundef %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(3) noundef align 4 %5) #2 !kernel_arg_addr_space !29 !kernel_arg_access_qual !5 !kernel_arg_type !30 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
  %7 = call token @llvm.experimental.convergence.entry()
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr addrspace(2), align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca ptr addrspace(3), align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca <4 x float>, align 16
  %19 = alloca i32, align 4
  %20 = alloca float, align 4
  %21 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %8, align 8
  store i32 %1, ptr %9, align 4
  store ptr addrspace(2) %2, ptr %10, align 8
  store i32 %3, ptr %11, align 4
  store ptr addrspace(1) %4, ptr %12, align 8
  store ptr addrspace(3) %5, ptr %13, align 8
  %22 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8 [ "convergencectrl"(token %7) ]
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr %14, align 4
  %24 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #8 [ "convergencectrl"(token %7) ]
  %25 = trunc i64 %24 to i32
  store i32 %25, ptr %15, align 4
  %26 = load i32, ptr %14, align 4
  store i32 %26, ptr %16, align 4
  br label %27

27:                                               ; preds = %37, %6
  %28 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %29 = load i32, ptr %16, align 4
  %30 = load i32, ptr %11, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %41

32:                                               ; preds = %27
  %33 = load ptr addrspace(3), ptr %13, align 8
  %34 = load i32, ptr %16, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr addrspace(3) %33, i64 %35
  store i32 0, ptr addrspace(3) %36, align 4
  br label %37

37:                                               ; preds = %32
  %38 = load i32, ptr %15, align 4
  %39 = load i32, ptr %16, align 4
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr %16, align 4
  br label %27

41:                                               ; preds = %27
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %7) ]
  %42 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #8 [ "convergencectrl"(token %7) ]
  %43 = trunc i64 %42 to i32
  store i32 %43, ptr %17, align 4
  %44 = load i32, ptr %17, align 4
  %45 = load i32, ptr %9, align 4
  %46 = icmp slt i32 %44, %45
  br i1 %46, label %47, label %85

47:                                               ; preds = %41
  %48 = load ptr addrspace(1), ptr %8, align 8
  %49 = load i32, ptr %17, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds <4 x float>, ptr addrspace(1) %48, i64 %50
  %52 = load <4 x float>, ptr addrspace(1) %51, align 16
  store <4 x float> %52, ptr %18, align 16
  %53 = load i32, ptr %17, align 4
  %54 = add nsw i32 %53, 1
  %55 = load i32, ptr %14, align 4
  %56 = add nsw i32 %54, %55
  store i32 %56, ptr %19, align 4
  br label %57

57:                                               ; preds = %80, %47
  %58 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %59 = load i32, ptr %19, align 4
  %60 = load i32, ptr %9, align 4
  %61 = icmp slt i32 %59, %60
  br i1 %61, label %62, label %84

62:                                               ; preds = %57
  %63 = load <4 x float>, ptr %18, align 16
  %64 = shufflevector <4 x float> %63, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %65 = load ptr addrspace(1), ptr %8, align 8
  %66 = load i32, ptr %19, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds <4 x float>, ptr addrspace(1) %65, i64 %67
  %69 = load <4 x float>, ptr addrspace(1) %68, align 16
  %70 = shufflevector <4 x float> %69, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %71 = call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %64, <3 x float> noundef %70) #8 [ "convergencectrl"(token %58) ]
  store float %71, ptr %20, align 4
  %72 = load ptr addrspace(3), ptr %13, align 8
  %73 = load ptr addrspace(2), ptr %10, align 8
  %74 = load i32, ptr %11, align 4
  %75 = load float, ptr %20, align 4
  %76 = call spir_func i32 @find_bin(ptr addrspace(2) noundef %73, i32 noundef %74, float noundef %75) #9 [ "convergencectrl"(token %58) ]
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i32, ptr addrspace(3) %72, i64 %77
  %79 = call spir_func i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef %78, i32 noundef 1) #9 [ "convergencectrl"(token %58) ]
  br label %80

80:                                               ; preds = %62
  %81 = load i32, ptr %15, align 4
  %82 = load i32, ptr %19, align 4
  %83 = add nsw i32 %82, %81
  store i32 %83, ptr %19, align 4
  br label %57

84:                                               ; preds = %57
  br label %85

85:                                               ; preds = %84, %41
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %7) ]
  %86 = load i32, ptr %14, align 4
  store i32 %86, ptr %21, align 4
  br label %87

87:                                               ; preds = %103, %85
  %88 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %89 = load i32, ptr %21, align 4
  %90 = load i32, ptr %11, align 4
  %91 = icmp slt i32 %89, %90
  br i1 %91, label %92, label %107

92:                                               ; preds = %87
  %93 = load ptr addrspace(1), ptr %12, align 8
  %94 = load i32, ptr %21, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds i32, ptr addrspace(1) %93, i64 %95
  %97 = load ptr addrspace(3), ptr %13, align 8
  %98 = load i32, ptr %21, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds i32, ptr addrspace(3) %97, i64 %99
  %101 = load i32, ptr addrspace(3) %100, align 4
  %102 = call spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %96, i32 noundef %101) #9 [ "convergencectrl"(token %88) ]
  br label %103

103:                                              ; preds = %92
  %104 = load i32, ptr %15, align 4
  %105 = load i32, ptr %21, align 4
  %106 = add nsw i32 %105, %104
  store i32 %106, ptr %21, align 4
  br label %87

107:                                              ; preds = %87
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef, i32 noundef) #5

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func i32 @find_bin(ptr addrspace(2) noundef %0, i32 noundef %1, float noundef %2) #0 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(2), align 8
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr addrspace(2) %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store float %2, ptr %7, align 4
  store i32 0, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  store i32 %11, ptr %9, align 4
  br label %12

12:                                               ; preds = %34, %3
  %13 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %14 = load i32, ptr %9, align 4
  %15 = load i32, ptr %8, align 4
  %16 = add nsw i32 %15, 1
  %17 = icmp sgt i32 %14, %16
  br i1 %17, label %18, label %35

18:                                               ; preds = %12
  %19 = load i32, ptr %8, align 4
  %20 = load i32, ptr %9, align 4
  %21 = add nsw i32 %19, %20
  %22 = sdiv i32 %21, 2
  store i32 %22, ptr %10, align 4
  %23 = load float, ptr %7, align 4
  %24 = load ptr addrspace(2), ptr %5, align 8
  %25 = load i32, ptr %10, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr addrspace(2) %24, i64 %26
  %28 = load float, ptr addrspace(2) %27, align 4
  %29 = fcmp oge float %23, %28
  br i1 %29, label %30, label %32

30:                                               ; preds = %18
  %31 = load i32, ptr %10, align 4
  store i32 %31, ptr %9, align 4
  br label %34

32:                                               ; preds = %18
  %33 = load i32, ptr %10, align 4
  store i32 %33, ptr %8, align 4
  br label %34

34:                                               ; preds = %32, %30
  br label %12

35:                                               ; preds = %12
  %36 = load i32, ptr %8, align 4
  ret i32 %36
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) #5

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ps_scan_local(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(3) noundef align 4 %3, i32 noundef %4) #2 !kernel_arg_addr_space !33 !kernel_arg_access_qual !22 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !24 {
  %6 = call token @llvm.experimental.convergence.entry()
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(3), align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store ptr addrspace(1) %2, ptr %9, align 8
  store ptr addrspace(3) %3, ptr %10, align 8
  store i32 %4, ptr %11, align 4
  %25 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8 [ "convergencectrl"(token %6) ]
  %26 = trunc i64 %25 to i32
  store i32 %26, ptr %12, align 4
  %27 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #8 [ "convergencectrl"(token %6) ]
  %28 = trunc i64 %27 to i32
  store i32 %28, ptr %13, align 4
  %29 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #8 [ "convergencectrl"(token %6) ]
  %30 = load i32, ptr %13, align 4
  %31 = sext i32 %30 to i64
  %32 = mul i64 %29, %31
  %33 = mul i64 %32, 2
  %34 = trunc i64 %33 to i32
  store i32 %34, ptr %14, align 4
  %35 = load i32, ptr %12, align 4
  store i32 %35, ptr %15, align 4
  %36 = load i32, ptr %12, align 4
  %37 = load i32, ptr %13, align 4
  %38 = add nsw i32 %36, %37
  store i32 %38, ptr %16, align 4
  %39 = load i32, ptr %14, align 4
  %40 = load i32, ptr %15, align 4
  %41 = add nsw i32 %39, %40
  %42 = load i32, ptr %11, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %52

44:                                               ; preds = %5
  %45 = load ptr addrspace(1), ptr %7, align 8
  %46 = load i32, ptr %14, align 4
  %47 = load i32, ptr %15, align 4
  %48 = add nsw i32 %46, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr addrspace(1) %45, i64 %49
  %51 = load float, ptr addrspace(1) %50, align 4
  br label %53

52:                                               ; preds = %5
  br label %53

53:                                               ; preds = %52, %44
  %54 = phi float [ %51, %44 ], [ 0.000000e+00, %52 ]
  %55 = load ptr addrspace(3), ptr %10, align 8
  %56 = load i32, ptr %15, align 4
  %57 = load i32, ptr %15, align 4
  %58 = ashr i32 %57, 5
  %59 = add nsw i32 %56, %58
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(3) %55, i64 %60
  store float %54, ptr addrspace(3) %61, align 4
  %62 = load i32, ptr %14, align 4
  %63 = load i32, ptr %16, align 4
  %64 = add nsw i32 %62, %63
  %65 = load i32, ptr %11, align 4
  %66 = icmp slt i32 %64, %65
  br i1 %66, label %67, label %75

67:                                               ; preds = %53
  %68 = load ptr addrspace(1), ptr %7, align 8
  %69 = load i32, ptr %14, align 4
  %70 = load i32, ptr %16, align 4
  %71 = add nsw i32 %69, %70
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(1) %68, i64 %72
  %74 = load float, ptr addrspace(1) %73, align 4
  br label %76

75:                                               ; preds = %53
  br label %76

76:                                               ; preds = %75, %67
  %77 = phi float [ %74, %67 ], [ 0.000000e+00, %75 ]
  %78 = load ptr addrspace(3), ptr %10, align 8
  %79 = load i32, ptr %16, align 4
  %80 = load i32, ptr %16, align 4
  %81 = ashr i32 %80, 5
  %82 = add nsw i32 %79, %81
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr addrspace(3) %78, i64 %83
  store float %77, ptr addrspace(3) %84, align 4
  store i32 1, ptr %17, align 4
  %85 = load i32, ptr %13, align 4
  store i32 %85, ptr %18, align 4
  br label %86

86:                                               ; preds = %127, %76
  %87 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %88 = load i32, ptr %18, align 4
  %89 = icmp sgt i32 %88, 0
  br i1 %89, label %90, label %130

90:                                               ; preds = %86
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %87) ]
  %91 = load i32, ptr %12, align 4
  %92 = load i32, ptr %18, align 4
  %93 = icmp slt i32 %91, %92
  br i1 %93, label %94, label %124

94:                                               ; preds = %90
  %95 = load i32, ptr %17, align 4
  %96 = load i32, ptr %12, align 4
  %97 = mul nsw i32 2, %96
  %98 = add nsw i32 %97, 1
  %99 = mul nsw i32 %95, %98
  %100 = sub nsw i32 %99, 1
  store i32 %100, ptr %19, align 4
  %101 = load i32, ptr %17, align 4
  %102 = load i32, ptr %12, align 4
  %103 = mul nsw i32 2, %102
  %104 = add nsw i32 %103, 2
  %105 = mul nsw i32 %101, %104
  %106 = sub nsw i32 %105, 1
  store i32 %106, ptr %20, align 4
  %107 = load ptr addrspace(3), ptr %10, align 8
  %108 = load i32, ptr %19, align 4
  %109 = load i32, ptr %19, align 4
  %110 = ashr i32 %109, 5
  %111 = add nsw i32 %108, %110
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds float, ptr addrspace(3) %107, i64 %112
  %114 = load float, ptr addrspace(3) %113, align 4
  %115 = load ptr addrspace(3), ptr %10, align 8
  %116 = load i32, ptr %20, align 4
  %117 = load i32, ptr %20, align 4
  %118 = ashr i32 %117, 5
  %119 = add nsw i32 %116, %118
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds float, ptr addrspace(3) %115, i64 %120
  %122 = load float, ptr addrspace(3) %121, align 4
  %123 = fadd float %122, %114
  store float %123, ptr addrspace(3) %121, align 4
  br label %124

124:                                              ; preds = %94, %90
  %125 = load i32, ptr %17, align 4
  %126 = shl i32 %125, 1
  store i32 %126, ptr %17, align 4
  br label %127

127:                                              ; preds = %124
  %128 = load i32, ptr %18, align 4
  %129 = ashr i32 %128, 1
  store i32 %129, ptr %18, align 4
  br label %86

130:                                              ; preds = %86
  %131 = load i32, ptr %12, align 4
  %132 = icmp eq i32 %131, 0
  br i1 %132, label %133, label %160

133:                                              ; preds = %130
  %134 = load ptr addrspace(3), ptr %10, align 8
  %135 = load i32, ptr %13, align 4
  %136 = mul nsw i32 2, %135
  %137 = sub nsw i32 %136, 1
  %138 = load i32, ptr %13, align 4
  %139 = mul nsw i32 2, %138
  %140 = sub nsw i32 %139, 1
  %141 = ashr i32 %140, 5
  %142 = add nsw i32 %137, %141
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds float, ptr addrspace(3) %134, i64 %143
  %145 = load float, ptr addrspace(3) %144, align 4
  %146 = load ptr addrspace(1), ptr %9, align 8
  %147 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #8 [ "convergencectrl"(token %6) ]
  %148 = getelementptr inbounds float, ptr addrspace(1) %146, i64 %147
  store float %145, ptr addrspace(1) %148, align 4
  %149 = load ptr addrspace(3), ptr %10, align 8
  %150 = load i32, ptr %13, align 4
  %151 = mul nsw i32 2, %150
  %152 = sub nsw i32 %151, 1
  %153 = load i32, ptr %13, align 4
  %154 = mul nsw i32 2, %153
  %155 = sub nsw i32 %154, 1
  %156 = ashr i32 %155, 5
  %157 = add nsw i32 %152, %156
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds float, ptr addrspace(3) %149, i64 %158
  store float 0.000000e+00, ptr addrspace(3) %159, align 4
  br label %160

160:                                              ; preds = %133, %130
  store i32 1, ptr %21, align 4
  br label %161

161:                                              ; preds = %220, %160
  %162 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %163 = load i32, ptr %21, align 4
  %164 = load i32, ptr %13, align 4
  %165 = mul nsw i32 2, %164
  %166 = icmp slt i32 %163, %165
  br i1 %166, label %167, label %223

167:                                              ; preds = %161
  %168 = load i32, ptr %17, align 4
  %169 = ashr i32 %168, 1
  store i32 %169, ptr %17, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %162) ]
  %170 = load i32, ptr %12, align 4
  %171 = load i32, ptr %21, align 4
  %172 = icmp slt i32 %170, %171
  br i1 %172, label %173, label %219

173:                                              ; preds = %167
  %174 = load i32, ptr %17, align 4
  %175 = load i32, ptr %12, align 4
  %176 = mul nsw i32 2, %175
  %177 = add nsw i32 %176, 1
  %178 = mul nsw i32 %174, %177
  %179 = sub nsw i32 %178, 1
  store i32 %179, ptr %22, align 4
  %180 = load i32, ptr %17, align 4
  %181 = load i32, ptr %12, align 4
  %182 = mul nsw i32 2, %181
  %183 = add nsw i32 %182, 2
  %184 = mul nsw i32 %180, %183
  %185 = sub nsw i32 %184, 1
  store i32 %185, ptr %23, align 4
  %186 = load ptr addrspace(3), ptr %10, align 8
  %187 = load i32, ptr %22, align 4
  %188 = load i32, ptr %22, align 4
  %189 = ashr i32 %188, 5
  %190 = add nsw i32 %187, %189
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds float, ptr addrspace(3) %186, i64 %191
  %193 = load float, ptr addrspace(3) %192, align 4
  store float %193, ptr %24, align 4
  %194 = load ptr addrspace(3), ptr %10, align 8
  %195 = load i32, ptr %23, align 4
  %196 = load i32, ptr %23, align 4
  %197 = ashr i32 %196, 5
  %198 = add nsw i32 %195, %197
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds float, ptr addrspace(3) %194, i64 %199
  %201 = load float, ptr addrspace(3) %200, align 4
  %202 = load ptr addrspace(3), ptr %10, align 8
  %203 = load i32, ptr %22, align 4
  %204 = load i32, ptr %22, align 4
  %205 = ashr i32 %204, 5
  %206 = add nsw i32 %203, %205
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds float, ptr addrspace(3) %202, i64 %207
  store float %201, ptr addrspace(3) %208, align 4
  %209 = load float, ptr %24, align 4
  %210 = load ptr addrspace(3), ptr %10, align 8
  %211 = load i32, ptr %23, align 4
  %212 = load i32, ptr %23, align 4
  %213 = ashr i32 %212, 5
  %214 = add nsw i32 %211, %213
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds float, ptr addrspace(3) %210, i64 %215
  %217 = load float, ptr addrspace(3) %216, align 4
  %218 = fadd float %217, %209
  store float %218, ptr addrspace(3) %216, align 4
  br label %219

219:                                              ; preds = %173, %167
  br label %220

220:                                              ; preds = %219
  %221 = load i32, ptr %21, align 4
  %222 = shl i32 %221, 1
  store i32 %222, ptr %21, align 4
  br label %161

223:                                              ; preds = %161
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %6) ]
  %224 = load i32, ptr %14, align 4
  %225 = load i32, ptr %15, align 4
  %226 = add nsw i32 %224, %225
  %227 = load i32, ptr %11, align 4
  %228 = icmp slt i32 %226, %227
  br i1 %228, label %229, label %244

229:                                              ; preds = %223
  %230 = load ptr addrspace(3), ptr %10, align 8
  %231 = load i32, ptr %15, align 4
  %232 = load i32, ptr %15, align 4
  %233 = ashr i32 %232, 5
  %234 = add nsw i32 %231, %233
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds float, ptr addrspace(3) %230, i64 %235
  %237 = load float, ptr addrspace(3) %236, align 4
  %238 = load ptr addrspace(1), ptr %8, align 8
  %239 = load i32, ptr %14, align 4
  %240 = load i32, ptr %15, align 4
  %241 = add nsw i32 %239, %240
  %242 = sext i32 %241 to i64
  %243 = getelementptr inbounds float, ptr addrspace(1) %238, i64 %242
  store float %237, ptr addrspace(1) %243, align 4
  br label %244

244:                                              ; preds = %229, %223
  %245 = load i32, ptr %14, align 4
  %246 = load i32, ptr %16, align 4
  %247 = add nsw i32 %245, %246
  %248 = load i32, ptr %11, align 4
  %249 = icmp slt i32 %247, %248
  br i1 %249, label %250, label %265

250:                                              ; preds = %244
  %251 = load ptr addrspace(3), ptr %10, align 8
  %252 = load i32, ptr %16, align 4
  %253 = load i32, ptr %16, align 4
  %254 = ashr i32 %253, 5
  %255 = add nsw i32 %252, %254
  %256 = sext i32 %255 to i64
  %257 = getelementptr inbounds float, ptr addrspace(3) %251, i64 %256
  %258 = load float, ptr addrspace(3) %257, align 4
  %259 = load ptr addrspace(1), ptr %8, align 8
  %260 = load i32, ptr %14, align 4
  %261 = load i32, ptr %16, align 4
  %262 = add nsw i32 %260, %261
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds float, ptr addrspace(1) %259, i64 %263
  store float %258, ptr addrspace(1) %264, align 4
  br label %265

265:                                              ; preds = %250, %244
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ps_reduce_warp(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) #2 !kernel_arg_addr_space !35 !kernel_arg_access_qual !36 !kernel_arg_type !37 !kernel_arg_base_type !37 !kernel_arg_type_qual !38 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(3), align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store ptr addrspace(3) %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  %16 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %10, align 4
  %18 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr %11, align 4
  %20 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %21 = load i32, ptr %11, align 4
  %22 = sext i32 %21 to i64
  %23 = mul i64 %20, %22
  %24 = mul i64 %23, 2
  %25 = load i32, ptr %10, align 4
  %26 = sext i32 %25 to i64
  %27 = add i64 %24, %26
  %28 = trunc i64 %27 to i32
  store i32 %28, ptr %12, align 4
  %29 = load i32, ptr %11, align 4
  %30 = mul nsw i32 %29, 2
  %31 = sext i32 %30 to i64
  %32 = call spir_func i64 @_Z14get_num_groupsj(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %33 = mul i64 %31, %32
  %34 = trunc i64 %33 to i32
  store i32 %34, ptr %13, align 4
  store float 0.000000e+00, ptr %14, align 4
  br label %35

35:                                               ; preds = %63, %4
  %36 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %37 = load i32, ptr %12, align 4
  %38 = load i32, ptr %9, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %67

40:                                               ; preds = %35
  %41 = load ptr addrspace(1), ptr %6, align 8
  %42 = load i32, ptr %12, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %41, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4
  %46 = load float, ptr %14, align 4
  %47 = fadd float %46, %45
  store float %47, ptr %14, align 4
  %48 = load i32, ptr %12, align 4
  %49 = load i32, ptr %11, align 4
  %50 = add nsw i32 %48, %49
  %51 = load i32, ptr %9, align 4
  %52 = icmp slt i32 %50, %51
  br i1 %52, label %53, label %63

53:                                               ; preds = %40
  %54 = load ptr addrspace(1), ptr %6, align 8
  %55 = load i32, ptr %12, align 4
  %56 = load i32, ptr %11, align 4
  %57 = add nsw i32 %55, %56
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr addrspace(1) %54, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4
  %61 = load float, ptr %14, align 4
  %62 = fadd float %61, %60
  store float %62, ptr %14, align 4
  br label %63

63:                                               ; preds = %53, %40
  %64 = load i32, ptr %13, align 4
  %65 = load i32, ptr %12, align 4
  %66 = add nsw i32 %65, %64
  store i32 %66, ptr %12, align 4
  br label %35

67:                                               ; preds = %35
  %68 = load float, ptr %14, align 4
  %69 = load ptr addrspace(3), ptr %8, align 8
  %70 = load i32, ptr %10, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr addrspace(3) %69, i64 %71
  store volatile float %68, ptr addrspace(3) %72, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %5) ]
  %73 = load i32, ptr %11, align 4
  %74 = sdiv i32 %73, 2
  store i32 %74, ptr %15, align 4
  br label %75

75:                                               ; preds = %98, %67
  %76 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %77 = load i32, ptr %15, align 4
  %78 = icmp sgt i32 %77, 32
  br i1 %78, label %79, label %101

79:                                               ; preds = %75
  %80 = load i32, ptr %10, align 4
  %81 = load i32, ptr %15, align 4
  %82 = icmp slt i32 %80, %81
  br i1 %82, label %83, label %97

83:                                               ; preds = %79
  %84 = load ptr addrspace(3), ptr %8, align 8
  %85 = load i32, ptr %10, align 4
  %86 = load i32, ptr %15, align 4
  %87 = add nsw i32 %85, %86
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr addrspace(3) %84, i64 %88
  %90 = load volatile float, ptr addrspace(3) %89, align 4
  %91 = load ptr addrspace(3), ptr %8, align 8
  %92 = load i32, ptr %10, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr addrspace(3) %91, i64 %93
  %95 = load volatile float, ptr addrspace(3) %94, align 4
  %96 = fadd float %95, %90
  store volatile float %96, ptr addrspace(3) %94, align 4
  br label %97

97:                                               ; preds = %83, %79
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %76) ]
  br label %98

98:                                               ; preds = %97
  %99 = load i32, ptr %15, align 4
  %100 = ashr i32 %99, 1
  store i32 %100, ptr %15, align 4
  br label %75

101:                                              ; preds = %75
  %102 = load i32, ptr %10, align 4
  %103 = icmp slt i32 %102, 32
  br i1 %103, label %104, label %107

104:                                              ; preds = %101
  %105 = load ptr addrspace(3), ptr %8, align 8
  %106 = load i32, ptr %10, align 4
  call spir_func void @warp_reduce(ptr addrspace(3) noundef %105, i32 noundef %106) #9 [ "convergencectrl"(token %5) ]
  br label %107

107:                                              ; preds = %104, %101
  %108 = load i32, ptr %10, align 4
  %109 = icmp eq i32 %108, 0
  br i1 %109, label %110, label %117

110:                                              ; preds = %107
  %111 = load ptr addrspace(3), ptr %8, align 8
  %112 = getelementptr inbounds float, ptr addrspace(3) %111, i64 0
  %113 = load volatile float, ptr addrspace(3) %112, align 4
  %114 = load ptr addrspace(1), ptr %7, align 8
  %115 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %116 = getelementptr inbounds float, ptr addrspace(1) %114, i64 %115
  store float %113, ptr addrspace(1) %116, align 4
  br label %117

117:                                              ; preds = %110, %107
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_num_groupsj(i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func void @warp_reduce(ptr addrspace(3) noundef %0, i32 noundef %1) #0 {
  %3 = call token @llvm.experimental.convergence.entry()
  %4 = alloca ptr addrspace(3), align 8
  %5 = alloca i32, align 4
  store ptr addrspace(3) %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %6 = load ptr addrspace(3), ptr %4, align 8
  %7 = load i32, ptr %5, align 4
  %8 = add nsw i32 %7, 32
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr addrspace(3) %6, i64 %9
  %11 = load volatile float, ptr addrspace(3) %10, align 4
  %12 = load ptr addrspace(3), ptr %4, align 8
  %13 = load i32, ptr %5, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr addrspace(3) %12, i64 %14
  %16 = load volatile float, ptr addrspace(3) %15, align 4
  %17 = fadd float %16, %11
  store volatile float %17, ptr addrspace(3) %15, align 4
  %18 = load ptr addrspace(3), ptr %4, align 8
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, 16
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr addrspace(3) %18, i64 %21
  %23 = load volatile float, ptr addrspace(3) %22, align 4
  %24 = load ptr addrspace(3), ptr %4, align 8
  %25 = load i32, ptr %5, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr addrspace(3) %24, i64 %26
  %28 = load volatile float, ptr addrspace(3) %27, align 4
  %29 = fadd float %28, %23
  store volatile float %29, ptr addrspace(3) %27, align 4
  %30 = load ptr addrspace(3), ptr %4, align 8
  %31 = load i32, ptr %5, align 4
  %32 = add nsw i32 %31, 8
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(3) %30, i64 %33
  %35 = load volatile float, ptr addrspace(3) %34, align 4
  %36 = load ptr addrspace(3), ptr %4, align 8
  %37 = load i32, ptr %5, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspace(3) %36, i64 %38
  %40 = load volatile float, ptr addrspace(3) %39, align 4
  %41 = fadd float %40, %35
  store volatile float %41, ptr addrspace(3) %39, align 4
  %42 = load ptr addrspace(3), ptr %4, align 8
  %43 = load i32, ptr %5, align 4
  %44 = add nsw i32 %43, 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(3) %42, i64 %45
  %47 = load volatile float, ptr addrspace(3) %46, align 4
  %48 = load ptr addrspace(3), ptr %4, align 8
  %49 = load i32, ptr %5, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(3) %48, i64 %50
  %52 = load volatile float, ptr addrspace(3) %51, align 4
  %53 = fadd float %52, %47
  store volatile float %53, ptr addrspace(3) %51, align 4
  %54 = load ptr addrspace(3), ptr %4, align 8
  %55 = load i32, ptr %5, align 4
  %56 = add nsw i32 %55, 2
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr addrspace(3) %54, i64 %57
  %59 = load volatile float, ptr addrspace(3) %58, align 4
  %60 = load ptr addrspace(3), ptr %4, align 8
  %61 = load i32, ptr %5, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(3) %60, i64 %62
  %64 = load volatile float, ptr addrspace(3) %63, align 4
  %65 = fadd float %64, %59
  store volatile float %65, ptr addrspace(3) %63, align 4
  %66 = load ptr addrspace(3), ptr %4, align 8
  %67 = load i32, ptr %5, align 4
  %68 = add nsw i32 %67, 1
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspace(3) %66, i64 %69
  %71 = load volatile float, ptr addrspace(3) %70, align 4
  %72 = load ptr addrspace(3), ptr %4, align 8
  %73 = load i32, ptr %5, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr addrspace(3) %72, i64 %74
  %76 = load volatile float, ptr addrspace(3) %75, align 4
  %77 = fadd float %76, %71
  store volatile float %77, ptr addrspace(3) %75, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ps_radix_split(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) #2 !kernel_arg_addr_space !39 !kernel_arg_access_qual !36 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !41 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(3), align 8
  %8 = alloca ptr addrspace(3), align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(3) %1, ptr %7, align 8
  store ptr addrspace(3) %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  %19 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr %10, align 4
  %21 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr %11, align 4
  %23 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %24 = trunc i64 %23 to i32
  store i32 %24, ptr %12, align 4
  %25 = load ptr addrspace(1), ptr %6, align 8
  %26 = load i32, ptr %12, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %25, i64 %27
  %29 = load i32, ptr addrspace(1) %28, align 4
  store i32 %29, ptr %13, align 4
  %30 = load i32, ptr %13, align 4
  %31 = load i32, ptr %9, align 4
  %32 = and i32 %31, 31
  %33 = lshr i32 %30, %32
  %34 = and i32 %33, 1
  store i32 %34, ptr %14, align 4
  %35 = load i32, ptr %14, align 4
  %36 = sub i32 1, %35
  %37 = load ptr addrspace(3), ptr %7, align 8
  %38 = load i32, ptr %10, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr addrspace(3) %37, i64 %39
  store i32 %36, ptr addrspace(3) %40, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %5) ]
  store i32 1, ptr %15, align 4
  br label %41

41:                                               ; preds = %68, %4
  %42 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %43 = load i32, ptr %15, align 4
  %44 = load i32, ptr %11, align 4
  %45 = icmp slt i32 %43, %44
  br i1 %45, label %46, label %71

46:                                               ; preds = %41
  %47 = load i32, ptr %10, align 4
  %48 = load i32, ptr %15, align 4
  %49 = icmp sge i32 %47, %48
  br i1 %49, label %50, label %58

50:                                               ; preds = %46
  %51 = load ptr addrspace(3), ptr %7, align 8
  %52 = load i32, ptr %10, align 4
  %53 = load i32, ptr %15, align 4
  %54 = sub nsw i32 %52, %53
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr addrspace(3) %51, i64 %55
  %57 = load i32, ptr addrspace(3) %56, align 4
  br label %59

58:                                               ; preds = %46
  br label %59

59:                                               ; preds = %58, %50
  %60 = phi i32 [ %57, %50 ], [ 0, %58 ]
  store i32 %60, ptr %16, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %42) ]
  %61 = load i32, ptr %16, align 4
  %62 = load ptr addrspace(3), ptr %7, align 8
  %63 = load i32, ptr %10, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i32, ptr addrspace(3) %62, i64 %64
  %66 = load i32, ptr addrspace(3) %65, align 4
  %67 = add i32 %66, %61
  store i32 %67, ptr addrspace(3) %65, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %42) ]
  br label %68

68:                                               ; preds = %59
  %69 = load i32, ptr %15, align 4
  %70 = shl i32 %69, 1
  store i32 %70, ptr %15, align 4
  br label %41

71:                                               ; preds = %41
  %72 = load ptr addrspace(3), ptr %7, align 8
  %73 = load i32, ptr %11, align 4
  %74 = sub nsw i32 %73, 1
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr addrspace(3) %72, i64 %75
  %77 = load i32, ptr addrspace(3) %76, align 4
  store i32 %77, ptr %17, align 4
  %78 = load i32, ptr %14, align 4
  %79 = icmp ne i32 %78, 0
  br i1 %79, label %80, label %90

80:                                               ; preds = %71
  %81 = load i32, ptr %17, align 4
  %82 = load i32, ptr %10, align 4
  %83 = add i32 %81, %82
  %84 = load ptr addrspace(3), ptr %7, align 8
  %85 = load i32, ptr %10, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds i32, ptr addrspace(3) %84, i64 %86
  %88 = load i32, ptr addrspace(3) %87, align 4
  %89 = sub i32 %83, %88
  br label %97

90:                                               ; preds = %71
  %91 = load ptr addrspace(3), ptr %7, align 8
  %92 = load i32, ptr %10, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds i32, ptr addrspace(3) %91, i64 %93
  %95 = load i32, ptr addrspace(3) %94, align 4
  %96 = sub i32 %95, 1
  br label %97

97:                                               ; preds = %90, %80
  %98 = phi i32 [ %89, %80 ], [ %96, %90 ]
  store i32 %98, ptr %18, align 4
  %99 = load i32, ptr %13, align 4
  %100 = load ptr addrspace(3), ptr %8, align 8
  %101 = load i32, ptr %18, align 4
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds i32, ptr addrspace(3) %100, i64 %102
  store i32 %99, ptr addrspace(3) %103, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %5) ]
  %104 = load ptr addrspace(3), ptr %8, align 8
  %105 = load i32, ptr %10, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds i32, ptr addrspace(3) %104, i64 %106
  %108 = load i32, ptr addrspace(3) %107, align 4
  %109 = load ptr addrspace(1), ptr %6, align 8
  %110 = load i32, ptr %12, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds i32, ptr addrspace(1) %109, i64 %111
  store i32 %108, ptr addrspace(1) %112, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ps_md_lj(ptr addrspace(1) noundef align 16 %0, ptr addrspace(1) noundef align 16 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6, float noundef %7) #2 !kernel_arg_addr_space !42 !kernel_arg_access_qual !26 !kernel_arg_type !43 !kernel_arg_base_type !44 !kernel_arg_type_qual !45 {
  %9 = call token @llvm.experimental.convergence.entry()
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca i32, align 4
  %19 = alloca <4 x float>, align 16
  %20 = alloca <4 x float>, align 16
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca <4 x float>, align 16
  %24 = alloca <3 x float>, align 16
  %25 = alloca float, align 4
  %26 = alloca float, align 4
  %27 = alloca float, align 4
  %28 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %10, align 8
  store ptr addrspace(1) %1, ptr %11, align 8
  store ptr addrspace(1) %2, ptr %12, align 8
  store i32 %3, ptr %13, align 4
  store i32 %4, ptr %14, align 4
  store float %5, ptr %15, align 4
  store float %6, ptr %16, align 4
  store float %7, ptr %17, align 4
  %29 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %9) ]
  %30 = trunc i64 %29 to i32
  store i32 %30, ptr %18, align 4
  %31 = load i32, ptr %18, align 4
  %32 = load i32, ptr %14, align 4
  %33 = icmp sge i32 %31, %32
  br i1 %33, label %34, label %35

34:                                               ; preds = %8
  br label %117

35:                                               ; preds = %8
  %36 = load ptr addrspace(1), ptr %11, align 8
  %37 = load i32, ptr %18, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds <4 x float>, ptr addrspace(1) %36, i64 %38
  %40 = load <4 x float>, ptr addrspace(1) %39, align 16
  store <4 x float> %40, ptr %19, align 16
  store <4 x float> zeroinitializer, ptr %20, align 16
  store i32 0, ptr %21, align 4
  br label %41

41:                                               ; preds = %108, %35
  %42 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %9) ]
  %43 = load i32, ptr %21, align 4
  %44 = load i32, ptr %13, align 4
  %45 = icmp slt i32 %43, %44
  br i1 %45, label %46, label %111

46:                                               ; preds = %41
  %47 = load ptr addrspace(1), ptr %12, align 8
  %48 = load i32, ptr %21, align 4
  %49 = load i32, ptr %14, align 4
  %50 = mul nsw i32 %48, %49
  %51 = load i32, ptr %18, align 4
  %52 = add nsw i32 %50, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr addrspace(1) %47, i64 %53
  %55 = load i32, ptr addrspace(1) %54, align 4
  store i32 %55, ptr %22, align 4
  %56 = load i32, ptr %22, align 4
  %57 = icmp slt i32 %56, 0
  br i1 %57, label %58, label %59

58:                                               ; preds = %46
  br label %111

59:                                               ; preds = %46
  %60 = load ptr addrspace(1), ptr %11, align 8
  %61 = load i32, ptr %22, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds <4 x float>, ptr addrspace(1) %60, i64 %62
  %64 = load <4 x float>, ptr addrspace(1) %63, align 16
  store <4 x float> %64, ptr %23, align 16
  %65 = load <4 x float>, ptr %19, align 16
  %66 = shufflevector <4 x float> %65, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %67 = load <4 x float>, ptr %23, align 16
  %68 = shufflevector <4 x float> %67, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %69 = fsub <3 x float> %66, %68
  %70 = shufflevector <3 x float> %69, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %70, ptr %24, align 16
  %71 = load <4 x float>, ptr %24, align 16
  %72 = shufflevector <4 x float> %71, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %73 = load <4 x float>, ptr %24, align 16
  %74 = shufflevector <4 x float> %73, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %75 = call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %72, <3 x float> noundef %74) #8 [ "convergencectrl"(token %42) ]
  store float %75, ptr %25, align 4
  %76 = load float, ptr %25, align 4
  %77 = load float, ptr %15, align 4
  %78 = fcmp olt float %76, %77
  br i1 %78, label %79, label %107

79:                                               ; preds = %59
  %80 = load float, ptr %25, align 4
  %81 = fdiv float 1.000000e+00, %80, !fpmath !46
  store float %81, ptr %26, align 4
  %82 = load float, ptr %26, align 4
  %83 = load float, ptr %26, align 4
  %84 = fmul float %82, %83
  %85 = load float, ptr %26, align 4
  %86 = fmul float %84, %85
  store float %86, ptr %27, align 4
  %87 = load float, ptr %26, align 4
  %88 = load float, ptr %27, align 4
  %89 = fmul float %87, %88
  %90 = load float, ptr %16, align 4
  %91 = load float, ptr %27, align 4
  %92 = load float, ptr %17, align 4
  %93 = fneg float %92
  %94 = call float @llvm.fmuladd.f32(float %90, float %91, float %93)
  %95 = fmul float %89, %94
  store float %95, ptr %28, align 4
  %96 = load <4 x float>, ptr %24, align 16
  %97 = shufflevector <4 x float> %96, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %98 = load float, ptr %28, align 4
  %99 = insertelement <3 x float> poison, float %98, i64 0
  %100 = shufflevector <3 x float> %99, <3 x float> poison, <3 x i32> zeroinitializer
  %101 = load <4 x float>, ptr %20, align 16
  %102 = shufflevector <4 x float> %101, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %103 = call <3 x float> @llvm.fmuladd.v3f32(<3 x float> %97, <3 x float> %100, <3 x float> %102)
  %104 = load <4 x float>, ptr %20, align 16
  %105 = shufflevector <3 x float> %103, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %106 = shufflevector <4 x float> %104, <4 x float> %105, <4 x i32> <i32 4, i32 5, i32 6, i32 3>
  store <4 x float> %106, ptr %20, align 16
  br label %107

107:                                              ; preds = %79, %59
  br label %108

108:                                              ; preds = %107
  %109 = load i32, ptr %21, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %21, align 4
  br label %41

111:                                              ; preds = %58, %41
  %112 = load <4 x float>, ptr %20, align 16
  %113 = load ptr addrspace(1), ptr %10, align 8
  %114 = load i32, ptr %18, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds <4 x float>, ptr addrspace(1) %113, i64 %115
  store <4 x float> %112, ptr addrspace(1) %116, align 16
  br label %117

117:                                              ; preds = %111, %34
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x float> @llvm.fmuladd.v3f32(<3 x float>, <3 x float>, <3 x float>) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ps_fft_stage(ptr addrspace(1) noundef align 8 %0, i32 noundef %1, i32 noundef %2) #2 !kernel_arg_addr_space !47 !kernel_arg_access_qual !48 !kernel_arg_type !49 !kernel_arg_base_type !50 !kernel_arg_type_qual !51 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca <2 x float>, align 8
  %16 = alloca <2 x float>, align 8
  %17 = alloca <2 x float>, align 8
  %18 = alloca <2 x float>, align 8
  store ptr addrspace(1) %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %19 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %4) ]
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr %8, align 4
  %21 = load i32, ptr %8, align 4
  %22 = load i32, ptr %6, align 4
  %23 = sdiv i32 %22, 2
  %24 = icmp sge i32 %21, %23
  br i1 %24, label %25, label %26

25:                                               ; preds = %3
  br label %84

26:                                               ; preds = %3
  %27 = load i32, ptr %7, align 4
  %28 = and i32 %27, 31
  %29 = shl i32 1, %28
  store i32 %29, ptr %9, align 4
  %30 = load i32, ptr %8, align 4
  %31 = load i32, ptr %9, align 4
  %32 = sdiv i32 %30, %31
  store i32 %32, ptr %10, align 4
  %33 = load i32, ptr %8, align 4
  %34 = load i32, ptr %9, align 4
  %35 = srem i32 %33, %34
  store i32 %35, ptr %11, align 4
  %36 = load i32, ptr %10, align 4
  %37 = load i32, ptr %9, align 4
  %38 = mul nsw i32 %36, %37
  %39 = mul nsw i32 %38, 2
  %40 = load i32, ptr %11, align 4
  %41 = add nsw i32 %39, %40
  store i32 %41, ptr %12, align 4
  %42 = load i32, ptr %12, align 4
  %43 = load i32, ptr %9, align 4
  %44 = add nsw i32 %42, %43
  store i32 %44, ptr %13, align 4
  %45 = load i32, ptr %11, align 4
  %46 = sitofp i32 %45 to float
  %47 = fmul float 0xC00921FB60000000, %46
  %48 = load i32, ptr %9, align 4
  %49 = sitofp i32 %48 to float
  %50 = fdiv float %47, %49, !fpmath !46
  store float %50, ptr %14, align 4
  %51 = load float, ptr %14, align 4
  %52 = call spir_func float @_Z3cosf(float noundef %51) #8 [ "convergencectrl"(token %4) ]
  %53 = insertelement <2 x float> poison, float %52, i32 0
  %54 = load float, ptr %14, align 4
  %55 = call spir_func float @_Z3sinf(float noundef %54) #8 [ "convergencectrl"(token %4) ]
  %56 = insertelement <2 x float> %53, float %55, i32 1
  store <2 x float> %56, ptr %16, align 8
  %57 = load <2 x float>, ptr %16, align 8
  store <2 x float> %57, ptr %15, align 8
  %58 = load ptr addrspace(1), ptr %5, align 8
  %59 = load i32, ptr %12, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds <2 x float>, ptr addrspace(1) %58, i64 %60
  %62 = load <2 x float>, ptr addrspace(1) %61, align 8
  store <2 x float> %62, ptr %17, align 8
  %63 = load ptr addrspace(1), ptr %5, align 8
  %64 = load i32, ptr %13, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds <2 x float>, ptr addrspace(1) %63, i64 %65
  %67 = load <2 x float>, ptr addrspace(1) %66, align 8
  %68 = load <2 x float>, ptr %15, align 8
  %69 = call spir_func <2 x float> @cmul(<2 x float> noundef %67, <2 x float> noundef %68) #9 [ "convergencectrl"(token %4) ]
  store <2 x float> %69, ptr %18, align 8
  %70 = load <2 x float>, ptr %17, align 8
  %71 = load <2 x float>, ptr %18, align 8
  %72 = fadd <2 x float> %70, %71
  %73 = load ptr addrspace(1), ptr %5, align 8
  %74 = load i32, ptr %12, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds <2 x float>, ptr addrspace(1) %73, i64 %75
  store <2 x float> %72, ptr addrspace(1) %76, align 8
  %77 = load <2 x float>, ptr %17, align 8
  %78 = load <2 x float>, ptr %18, align 8
  %79 = fsub <2 x float> %77, %78
  %80 = load ptr addrspace(1), ptr %5, align 8
  %81 = load i32, ptr %13, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds <2 x float>, ptr addrspace(1) %80, i64 %82
  store <2 x float> %79, ptr addrspace(1) %83, align 8
  br label %84

84:                                               ; preds = %26, %25
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3cosf(float noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3sinf(float noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func <2 x float> @cmul(<2 x float> noundef %0, <2 x float> noundef %1) #0 {
  %3 = call token @llvm.experimental.convergence.entry()
  %4 = alloca <2 x float>, align 8
  %5 = alloca <2 x float>, align 8
  %6 = alloca <2 x float>, align 8
  store <2 x float> %0, ptr %4, align 8
  store <2 x float> %1, ptr %5, align 8
  %7 = load <2 x float>, ptr %4, align 8
  %8 = extractelement <2 x float> %7, i64 0
  %9 = load <2 x float>, ptr %5, align 8
  %10 = extractelement <2 x float> %9, i64 0
  %11 = load <2 x float>, ptr %4, align 8
  %12 = extractelement <2 x float> %11, i64 1
  %13 = load <2 x float>, ptr %5, align 8
  %14 = extractelement <2 x float> %13, i64 1
  %15 = fmul float %12, %14
  %16 = fneg float %15
  %17 = call float @llvm.fmuladd.f32(float %8, float %10, float %16)
  %18 = insertelement <2 x float> poison, float %17, i32 0
  %19 = load <2 x float>, ptr %4, align 8
  %20 = extractelement <2 x float> %19, i64 0
  %21 = load <2 x float>, ptr %5, align 8
  %22 = extractelement <2 x float> %21, i64 1
  %23 = load <2 x float>, ptr %4, align 8
  %24 = extractelement <2 x float> %23, i64 1
  %25 = load <2 x float>, ptr %5, align 8
  %26 = extractelement <2 x float> %25, i64 0
  %27 = fmul float %24, %26
  %28 = call float @llvm.fmuladd.f32(float %20, float %22, float %27)
  %29 = insertelement <2 x float> %18, float %28, i32 1
  store <2 x float> %29, ptr %6, align 8
  %30 = load <2 x float>, ptr %6, align 8
  ret <2 x float> %30
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_func i32 @rev_bits6(i32 noundef %0) #0 {
  %2 = call token @llvm.experimental.convergence.entry()
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %18, %1
  %7 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %2) ]
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %8, 6
  br i1 %9, label %10, label %21

10:                                               ; preds = %6
  %11 = load i32, ptr %4, align 4
  %12 = shl i32 %11, 1
  %13 = load i32, ptr %3, align 4
  %14 = and i32 %13, 1
  %15 = or i32 %12, %14
  store i32 %15, ptr %4, align 4
  %16 = load i32, ptr %3, align 4
  %17 = lshr i32 %16, 1
  store i32 %17, ptr %3, align 4
  br label %18

18:                                               ; preds = %10
  %19 = load i32, ptr %5, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %5, align 4
  br label %6

21:                                               ; preds = %6
  %22 = load i32, ptr %4, align 4
  ret i32 %22
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ps_fft64_local(ptr addrspace(1) noundef align 8 %0, ptr addrspace(3) noundef align 8 %1) #2 !kernel_arg_addr_space !52 !kernel_arg_access_qual !53 !kernel_arg_type !54 !kernel_arg_base_type !55 !kernel_arg_type_qual !56 {
  %3 = call token @llvm.experimental.convergence.entry()
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(3), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca <2 x float>, align 8
  %15 = alloca <2 x float>, align 8
  %16 = alloca <2 x float>, align 8
  %17 = alloca <2 x float>, align 8
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(3) %1, ptr %5, align 8
  %18 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8 [ "convergencectrl"(token %3) ]
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr %6, align 4
  %20 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #8 [ "convergencectrl"(token %3) ]
  %21 = mul i64 %20, 64
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr %7, align 4
  %23 = load ptr addrspace(1), ptr %4, align 8
  %24 = load i32, ptr %7, align 4
  %25 = load i32, ptr %6, align 4
  %26 = call spir_func i32 @rev_bits6(i32 noundef %25) #9 [ "convergencectrl"(token %3) ]
  %27 = add nsw i32 %24, %26
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds <2 x float>, ptr addrspace(1) %23, i64 %28
  %30 = load <2 x float>, ptr addrspace(1) %29, align 8
  %31 = load ptr addrspace(3), ptr %5, align 8
  %32 = load i32, ptr %6, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds <2 x float>, ptr addrspace(3) %31, i64 %33
  store <2 x float> %30, ptr addrspace(3) %34, align 8
  %35 = load ptr addrspace(1), ptr %4, align 8
  %36 = load i32, ptr %7, align 4
  %37 = load i32, ptr %6, align 4
  %38 = add i32 %37, 32
  %39 = call spir_func i32 @rev_bits6(i32 noundef %38) #9 [ "convergencectrl"(token %3) ]
  %40 = add nsw i32 %36, %39
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds <2 x float>, ptr addrspace(1) %35, i64 %41
  %43 = load <2 x float>, ptr addrspace(1) %42, align 8
  %44 = load ptr addrspace(3), ptr %5, align 8
  %45 = load i32, ptr %6, align 4
  %46 = add nsw i32 %45, 32
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds <2 x float>, ptr addrspace(3) %44, i64 %47
  store <2 x float> %43, ptr addrspace(3) %48, align 8
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %3) ]
  store i32 1, ptr %8, align 4
  br label %49

49:                                               ; preds = %108, %2
  %50 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %3) ]
  %51 = load i32, ptr %8, align 4
  %52 = icmp slt i32 %51, 64
  br i1 %52, label %53, label %111

53:                                               ; preds = %49
  %54 = load i32, ptr %6, align 4
  %55 = load i32, ptr %8, align 4
  %56 = sdiv i32 %54, %55
  store i32 %56, ptr %9, align 4
  %57 = load i32, ptr %6, align 4
  %58 = load i32, ptr %8, align 4
  %59 = srem i32 %57, %58
  store i32 %59, ptr %10, align 4
  %60 = load i32, ptr %9, align 4
  %61 = load i32, ptr %8, align 4
  %62 = mul nsw i32 %60, %61
  %63 = mul nsw i32 %62, 2
  %64 = load i32, ptr %10, align 4
  %65 = add nsw i32 %63, %64
  store i32 %65, ptr %11, align 4
  %66 = load i32, ptr %11, align 4
  %67 = load i32, ptr %8, align 4
  %68 = add nsw i32 %66, %67
  store i32 %68, ptr %12, align 4
  %69 = load i32, ptr %10, align 4
  %70 = sitofp i32 %69 to float
  %71 = fmul float 0xC00921FB60000000, %70
  %72 = load i32, ptr %8, align 4
  %73 = sitofp i32 %72 to float
  %74 = fdiv float %71, %73, !fpmath !46
  store float %74, ptr %13, align 4
  %75 = load float, ptr %13, align 4
  %76 = call spir_func float @_Z10native_cosf(float noundef %75) #8 [ "convergencectrl"(token %50) ]
  %77 = insertelement <2 x float> poison, float %76, i32 0
  %78 = load float, ptr %13, align 4
  %79 = call spir_func float @_Z10native_sinf(float noundef %78) #8 [ "convergencectrl"(token %50) ]
  %80 = insertelement <2 x float> %77, float %79, i32 1
  store <2 x float> %80, ptr %15, align 8
  %81 = load <2 x float>, ptr %15, align 8
  store <2 x float> %81, ptr %14, align 8
  %82 = load ptr addrspace(3), ptr %5, align 8
  %83 = load i32, ptr %11, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds <2 x float>, ptr addrspace(3) %82, i64 %84
  %86 = load <2 x float>, ptr addrspace(3) %85, align 8
  store <2 x float> %86, ptr %16, align 8
  %87 = load ptr addrspace(3), ptr %5, align 8
  %88 = load i32, ptr %12, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds <2 x float>, ptr addrspace(3) %87, i64 %89
  %91 = load <2 x float>, ptr addrspace(3) %90, align 8
  %92 = load <2 x float>, ptr %14, align 8
  %93 = call spir_func <2 x float> @cmul(<2 x float> noundef %91, <2 x float> noundef %92) #9 [ "convergencectrl"(token %50) ]
  store <2 x float> %93, ptr %17, align 8
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %50) ]
  %94 = load <2 x float>, ptr %16, align 8
  %95 = load <2 x float>, ptr %17, align 8
  %96 = fadd <2 x float> %94, %95
  %97 = load ptr addrspace(3), ptr %5, align 8
  %98 = load i32, ptr %11, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds <2 x float>, ptr addrspace(3) %97, i64 %99
  store <2 x float> %96, ptr addrspace(3) %100, align 8
  %101 = load <2 x float>, ptr %16, align 8
  %102 = load <2 x float>, ptr %17, align 8
  %103 = fsub <2 x float> %101, %102
  %104 = load ptr addrspace(3), ptr %5, align 8
  %105 = load i32, ptr %12, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds <2 x float>, ptr addrspace(3) %104, i64 %106
  store <2 x float> %103, ptr addrspace(3) %107, align 8
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %50) ]
  br label %108

108:                                              ; preds = %53
  %109 = load i32, ptr %8, align 4
  %110 = shl i32 %109, 1
  store i32 %110, ptr %8, align 4
  br label %49

111:                                              ; preds = %49
  %112 = load ptr addrspace(3), ptr %5, align 8
  %113 = load i32, ptr %6, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds <2 x float>, ptr addrspace(3) %112, i64 %114
  %116 = load <2 x float>, ptr addrspace(3) %115, align 8
  %117 = load ptr addrspace(1), ptr %4, align 8
  %118 = load i32, ptr %7, align 4
  %119 = load i32, ptr %6, align 4
  %120 = add nsw i32 %118, %119
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds <2 x float>, ptr addrspace(1) %117, i64 %121
  store <2 x float> %116, ptr addrspace(1) %122, align 8
  %123 = load ptr addrspace(3), ptr %5, align 8
  %124 = load i32, ptr %6, align 4
  %125 = add nsw i32 %124, 32
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds <2 x float>, ptr addrspace(3) %123, i64 %126
  %128 = load <2 x float>, ptr addrspace(3) %127, align 8
  %129 = load ptr addrspace(1), ptr %4, align 8
  %130 = load i32, ptr %7, align 4
  %131 = load i32, ptr %6, align 4
  %132 = add nsw i32 %130, %131
  %133 = add nsw i32 %132, 32
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds <2 x float>, ptr addrspace(1) %129, i64 %134
  store <2 x float> %128, ptr addrspace(1) %135, align 8
  ret void
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { convergent nounwind willreturn memory(none) }
attributes #9 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"clang-19"}
!4 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!6 = !{!"float*", !"int*", !"int*", !"float*", !"float*", !"int"}
!7 = !{!"const", !"const", !"const", !"const", !"", !""}
!8 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 3, i32 0}
!9 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!10 = !{!"float*", !"int*", !"int*", !"float*", !"float*", !"float*", !"int"}
!11 = !{!"const", !"const", !"const", !"const", !"", !"volatile", !""}
!12 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!13 = !{!"float*", !"float*", !"float", !"float", !"int", !"int", !"int"}
!14 = !{!"const", !"", !"", !"", !"", !"", !""}
!15 = !{i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0}
!16 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!17 = !{!"float*", !"int", !"float*", !"int", !"float*", !"int", !"int", !"float", !"float"}
!18 = !{!"const", !"", !"const", !"", !"", !"", !"", !"", !""}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.enable"}
!21 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!22 = !{!"none", !"none", !"none", !"none", !"none"}
!23 = !{!"uint*", !"uchar*", !"uint*", !"int", !"int"}
!24 = !{!"const", !"", !"", !"", !""}
!25 = !{i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2}
!26 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!27 = !{!"int", !"int", !"float*", !"float*", !"float*", !"float*", !"float*", !"kvalue_t*"}
!28 = !{!"", !"", !"const", !"const", !"const", !"", !"", !"const"}
!29 = !{i32 1, i32 0, i32 2, i32 0, i32 1, i32 3}
!30 = !{!"float4*", !"int", !"float*", !"int", !"uint*", !"uint*"}
!31 = !{!"float __attribute__((ext_vector_type(4)))*", !"int", !"float*", !"int", !"uint*", !"uint*"}
!32 = !{!"const", !"", !"const", !"", !"", !""}
!33 = !{i32 1, i32 1, i32 1, i32 3, i32 0}
!34 = !{!"float*", !"float*", !"float*", !"float*", !"int"}
!35 = !{i32 1, i32 1, i32 3, i32 0}
!36 = !{!"none", !"none", !"none", !"none"}
!37 = !{!"float*", !"float*", !"float*", !"int"}
!38 = !{!"const", !"", !"volatile", !""}
!39 = !{i32 1, i32 3, i32 3, i32 0}
!40 = !{!"uint*", !"uint*", !"uint*", !"int"}
!41 = !{!"", !"", !"", !""}
!42 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!43 = !{!"float4*", !"float4*", !"int*", !"int", !"int", !"float", !"float", !"float"}
!44 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int*", !"int", !"int", !"float", !"float", !"float"}
!45 = !{!"", !"const", !"const", !"", !"", !"", !"", !""}
!46 = !{float 2.500000e+00}
!47 = !{i32 1, i32 0, i32 0}
!48 = !{!"none", !"none", !"none"}
!49 = !{!"float2*", !"int", !"int"}
!50 = !{!"float __attribute__((ext_vector_type(2)))*", !"int", !"int"}
!51 = !{!"", !"", !""}
!52 = !{i32 1, i32 3}
!53 = !{!"none", !"none"}
!54 = !{!"float2*", !"float2*"}
!55 = !{!"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(2)))*"}
!56 = !{!"", !""}
