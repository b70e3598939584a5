source_filename = "src/polybench.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

@__const.pb_conv2d.c = private unnamed_addr addrspace(2) constant [3 x [3 x float]] [[3 x float] [float 0x3FC99999A0000000, float 5.000000e-01, float 0xBFE99999A0000000], [3 x float] [float 0xBFD3333340000000, float 0x3FE3333340000000, float 0xBFECCCCCC0000000], [3 x float] [float 0x3FD99999A0000000, float 0x3FE6666660000000, float 0x3FB99999A0000000]], align 4

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
define spir_kernel void @pb_gemm(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, float noundef %3, float noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %9 = call token @llvm.experimental.convergence.entry()
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca float, align 4
  %21 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %10, align 8
  store ptr addrspace(1) %1, ptr %11, align 8
  store ptr addrspace(1) %2, ptr %12, align 8
  store float %3, ptr %13, align 4
  store float %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store i32 %6, ptr %16, align 4
  store i32 %7, ptr %17, align 4
  %22 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %9) ]
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr %18, align 4
  %24 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #7 [ "convergencectrl"(token %9) ]
  %25 = trunc i64 %24 to i32
  store i32 %25, ptr %19, align 4
  %26 = load i32, ptr %19, align 4
  %27 = load i32, ptr %15, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %86

29:                                               ; preds = %8
  %30 = load i32, ptr %18, align 4
  %31 = load i32, ptr %16, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %86

33:                                               ; preds = %29
  %34 = load ptr addrspace(1), ptr %12, align 8
  %35 = load i32, ptr %19, align 4
  %36 = load i32, ptr %16, align 4
  %37 = mul nsw i32 %35, %36
  %38 = load i32, ptr %18, align 4
  %39 = add nsw i32 %37, %38
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %34, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4
  %43 = load float, ptr %14, align 4
  %44 = fmul float %42, %43
  store float %44, ptr %20, align 4
  store i32 0, ptr %21, align 4
  br label %45

45:                                               ; preds = %73, %33
  %46 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %9) ]
  %47 = load i32, ptr %21, align 4
  %48 = load i32, ptr %17, align 4
  %49 = icmp slt i32 %47, %48
  br i1 %49, label %50, label %76

50:                                               ; preds = %45
  %51 = load float, ptr %13, align 4
  %52 = load ptr addrspace(1), ptr %10, align 8
  %53 = load i32, ptr %19, align 4
  %54 = load i32, ptr %17, align 4
  %55 = mul nsw i32 %53, %54
  %56 = load i32, ptr %21, align 4
  %57 = add nsw i32 %55, %56
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr addrspace(1) %52, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4
  %61 = fmul float %51, %60
  %62 = load ptr addrspace(1), ptr %11, align 8
  %63 = load i32, ptr %21, align 4
  %64 = load i32, ptr %16, align 4
  %65 = mul nsw i32 %63, %64
  %66 = load i32, ptr %18, align 4
  %67 = add nsw i32 %65, %66
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr addrspace(1) %62, i64 %68
  %70 = load float, ptr addrspace(1) %69, align 4
  %71 = load float, ptr %20, align 4
  %72 = call float @llvm.fmuladd.f32(float %61, float %70, float %71)
  store float %72, ptr %20, align 4
  br label %73

73:                                               ; preds = %50
  %74 = load i32, ptr %21, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %21, align 4
  br label %45

76:                                               ; preds = %45
  %77 = load float, ptr %20, align 4
  %78 = load ptr addrspace(1), ptr %12, align 8
  %79 = load i32, ptr %19, align 4
  %80 = load i32, ptr %16, align 4
  %81 = mul nsw i32 %79, %80
  %82 = load i32, ptr %18, align 4
  %83 = add nsw i32 %81, %82
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr addrspace(1) %78, i64 %84
  store float %77, ptr addrspace(1) %85, align 4
  br label %86

86:                                               ; preds = %76, %29, %8
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #3

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @pb_2mm_1(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %8 = call token @llvm.experimental.convergence.entry()
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca float, align 4
  %19 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store ptr addrspace(1) %2, ptr %11, align 8
  store float %3, ptr %12, align 4
  store i32 %4, ptr %13, align 4
  store i32 %5, ptr %14, align 4
  store i32 %6, ptr %15, align 4
  %20 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %8) ]
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr %16, align 4
  %22 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #7 [ "convergencectrl"(token %8) ]
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr %17, align 4
  %24 = load i32, ptr %17, align 4
  %25 = load i32, ptr %13, align 4
  %26 = icmp sge i32 %24, %25
  br i1 %26, label %31, label %27

27:                                               ; preds = %7
  %28 = load i32, ptr %16, align 4
  %29 = load i32, ptr %14, align 4
  %30 = icmp sge i32 %28, %29
  br i1 %30, label %31, label %32

31:                                               ; preds = %27, %7
  br label %74

32:                                               ; preds = %27
  store float 0.000000e+00, ptr %18, align 4
  store i32 0, ptr %19, align 4
  br label %33

33:                                               ; preds = %59, %32
  %34 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %35 = load i32, ptr %19, align 4
  %36 = load i32, ptr %15, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %62

38:                                               ; preds = %33
  %39 = load ptr addrspace(1), ptr %9, align 8
  %40 = load i32, ptr %17, align 4
  %41 = load i32, ptr %15, align 4
  %42 = mul nsw i32 %40, %41
  %43 = load i32, ptr %19, align 4
  %44 = add nsw i32 %42, %43
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(1) %39, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4
  %48 = load ptr addrspace(1), ptr %10, align 8
  %49 = load i32, ptr %19, align 4
  %50 = load i32, ptr %14, align 4
  %51 = mul nsw i32 %49, %50
  %52 = load i32, ptr %16, align 4
  %53 = add nsw i32 %51, %52
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %48, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4
  %57 = load float, ptr %18, align 4
  %58 = call spir_func float @_Z3fmafff(float noundef %47, float noundef %56, float noundef %57) #7 [ "convergencectrl"(token %34) ]
  store float %58, ptr %18, align 4
  br label %59

59:                                               ; preds = %38
  %60 = load i32, ptr %19, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %19, align 4
  br label %33

62:                                               ; preds = %33
  %63 = load float, ptr %12, align 4
  %64 = load float, ptr %18, align 4
  %65 = fmul float %63, %64
  %66 = load ptr addrspace(1), ptr %11, align 8
  %67 = load i32, ptr %17, align 4
  %68 = load i32, ptr %14, align 4
  %69 = mul nsw i32 %67, %68
  %70 = load i32, ptr %16, align 4
  %71 = add nsw i32 %69, %70
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(1) %66, i64 %72
  store float %65, ptr addrspace(1) %73, align 4
  br label %74

74:                                               ; preds = %62, %31
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z3fmafff(float noundef, float noundef, float noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @pb_2mm_2(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %8 = call token @llvm.experimental.convergence.entry()
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca float, align 4
  %19 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store ptr addrspace(1) %2, ptr %11, align 8
  store float %3, ptr %12, align 4
  store i32 %4, ptr %13, align 4
  store i32 %5, ptr %14, align 4
  store i32 %6, ptr %15, align 4
  %20 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %8) ]
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr %16, align 4
  %22 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #7 [ "convergencectrl"(token %8) ]
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr %17, align 4
  %24 = load i32, ptr %17, align 4
  %25 = load i32, ptr %13, align 4
  %26 = icmp sge i32 %24, %25
  br i1 %26, label %31, label %27

27:                                               ; preds = %7
  %28 = load i32, ptr %16, align 4
  %29 = load i32, ptr %15, align 4
  %30 = icmp sge i32 %28, %29
  br i1 %30, label %31, label %32

31:                                               ; preds = %27, %7
  br label %83

32:                                               ; preds = %27
  %33 = load ptr addrspace(1), ptr %11, align 8
  %34 = load i32, ptr %17, align 4
  %35 = load i32, ptr %15, align 4
  %36 = mul nsw i32 %34, %35
  %37 = load i32, ptr %16, align 4
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %33, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4
  %42 = load float, ptr %12, align 4
  %43 = fmul float %41, %42
  store float %43, ptr %18, align 4
  store i32 0, ptr %19, align 4
  br label %44

44:                                               ; preds = %70, %32
  %45 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %46 = load i32, ptr %19, align 4
  %47 = load i32, ptr %14, align 4
  %48 = icmp slt i32 %46, %47
  br i1 %48, label %49, label %73

49:                                               ; preds = %44
  %50 = load ptr addrspace(1), ptr %9, align 8
  %51 = load i32, ptr %17, align 4
  %52 = load i32, ptr %14, align 4
  %53 = mul nsw i32 %51, %52
  %54 = load i32, ptr %19, align 4
  %55 = add nsw i32 %53, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr addrspace(1) %50, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4
  %59 = load ptr addrspace(1), ptr %10, align 8
  %60 = load i32, ptr %19, align 4
  %61 = load i32, ptr %15, align 4
  %62 = mul nsw i32 %60, %61
  %63 = load i32, ptr %16, align 4
  %64 = add nsw i32 %62, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr addrspace(1) %59, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4
  %68 = load float, ptr %18, align 4
  %69 = call float @llvm.fmuladd.f32(float %58, float %67, float %68)
  store float %69, ptr %18, align 4
  br label %70

70:                                               ; preds = %49
  %71 = load i32, ptr %19, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %19, align 4
  br label %44

73:                                               ; preds = %44
  %74 = load float, ptr %18, align 4
  %75 = load ptr addrspace(1), ptr %11, align 8
  %76 = load i32, ptr %17, align 4
  %77 = load i32, ptr %15, align 4
  %78 = mul nsw i32 %76, %77
  %79 = load i32, ptr %16, align 4
  %80 = add nsw i32 %78, %79
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr addrspace(1) %75, i64 %81
  store float %74, ptr addrspace(1) %82, align 4
  br label %83

83:                                               ; preds = %73, %31
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @pb_atax_1(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, i32 noundef %4) #2 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %6 = call token @llvm.experimental.convergence.entry()
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store ptr addrspace(1) %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  %15 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %6) ]
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr %12, align 4
  %17 = load i32, ptr %12, align 4
  %18 = load i32, ptr %10, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %52

20:                                               ; preds = %5
  store float 0.000000e+00, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %21

21:                                               ; preds = %43, %20
  %22 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %23 = load i32, ptr %14, align 4
  %24 = load i32, ptr %11, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %46

26:                                               ; preds = %21
  %27 = load ptr addrspace(1), ptr %7, align 8
  %28 = load i32, ptr %12, align 4
  %29 = load i32, ptr %11, align 4
  %30 = mul nsw i32 %28, %29
  %31 = load i32, ptr %14, align 4
  %32 = add nsw i32 %30, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %27, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4
  %36 = load ptr addrspace(1), ptr %8, align 8
  %37 = load i32, ptr %14, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspace(1) %36, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4
  %41 = load float, ptr %13, align 4
  %42 = call float @llvm.fmuladd.f32(float %35, float %40, float %41)
  store float %42, ptr %13, align 4
  br label %43

43:                                               ; preds = %26
  %44 = load i32, ptr %14, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %14, align 4
  br label %21

46:                                               ; preds = %21
  %47 = load float, ptr %13, align 4
  %48 = load ptr addrspace(1), ptr %9, align 8
  %49 = load i32, ptr %12, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %48, i64 %50
  store float %47, ptr addrspace(1) %51, align 4
  br label %52

52:                                               ; preds = %46, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @pb_atax_2(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, i32 noundef %4) #2 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %6 = call token @llvm.experimental.convergence.entry()
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store ptr addrspace(1) %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  %15 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %6) ]
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr %12, align 4
  %17 = load i32, ptr %12, align 4
  %18 = load i32, ptr %11, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %52

20:                                               ; preds = %5
  store float 0.000000e+00, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %21

21:                                               ; preds = %43, %20
  %22 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %23 = load i32, ptr %14, align 4
  %24 = load i32, ptr %10, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %46

26:                                               ; preds = %21
  %27 = load ptr addrspace(1), ptr %7, align 8
  %28 = load i32, ptr %14, align 4
  %29 = load i32, ptr %11, align 4
  %30 = mul nsw i32 %28, %29
  %31 = load i32, ptr %12, align 4
  %32 = add nsw i32 %30, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %27, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4
  %36 = load ptr addrspace(1), ptr %8, align 8
  %37 = load i32, ptr %14, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspace(1) %36, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4
  %41 = load float, ptr %13, align 4
  %42 = call float @llvm.fmuladd.f32(float %35, float %40, float %41)
  store float %42, ptr %13, align 4
  br label %43

43:                                               ; preds = %26
  %44 = load i32, ptr %14, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %14, align 4
  br label %21

46:                                               ; preds = %21
  %47 = load float, ptr %13, align 4
  %48 = load ptr addrspace(1), ptr %9, align 8
  %49 = load i32, ptr %12, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %48, i64 %50
  store float %47, ptr addrspace(1) %51, align 4
  br label %52

52:                                               ; preds = %46, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @pb_bicg(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, i32 noundef %5, i32 noundef %6) #2 !kernel_arg_addr_space !16 !kernel_arg_access_qual !9 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %8 = call token @llvm.experimental.convergence.entry()
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca ptr addrspace(1), align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca float, align 4
  %19 = alloca i32, align 4
  %20 = alloca float, align 4
  %21 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store ptr addrspace(1) %2, ptr %11, align 8
  store ptr addrspace(1) %3, ptr %12, align 8
  store ptr addrspace(1) %4, ptr %13, align 8
  store i32 %5, ptr %14, align 4
  store i32 %6, ptr %15, align 4
  %22 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %8) ]
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr %16, align 4
  %24 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #7 [ "convergencectrl"(token %8) ]
  %25 = trunc i64 %24 to i32
  store i32 %25, ptr %17, align 4
  %26 = load i32, ptr %17, align 4
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %65

28:                                               ; preds = %7
  %29 = load i32, ptr %16, align 4
  %30 = load i32, ptr %14, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %64

32:                                               ; preds = %28
  store float 0.000000e+00, ptr %18, align 4
  store i32 0, ptr %19, align 4
  br label %33

33:                                               ; preds = %55, %32
  %34 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %35 = load i32, ptr %19, align 4
  %36 = load i32, ptr %15, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %58

38:                                               ; preds = %33
  %39 = load ptr addrspace(1), ptr %9, align 8
  %40 = load i32, ptr %16, align 4
  %41 = load i32, ptr %15, align 4
  %42 = mul nsw i32 %40, %41
  %43 = load i32, ptr %19, align 4
  %44 = add nsw i32 %42, %43
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(1) %39, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4
  %48 = load ptr addrspace(1), ptr %10, align 8
  %49 = load i32, ptr %19, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %48, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4
  %53 = load float, ptr %18, align 4
  %54 = call float @llvm.fmuladd.f32(float %47, float %52, float %53)
  store float %54, ptr %18, align 4
  br label %55

55:                                               ; preds = %38
  %56 = load i32, ptr %19, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %19, align 4
  br label %33

58:                                               ; preds = %33
  %59 = load float, ptr %18, align 4
  %60 = load ptr addrspace(1), ptr %12, align 8
  %61 = load i32, ptr %16, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %60, i64 %62
  store float %59, ptr addrspace(1) %63, align 4
  br label %64

64:                                               ; preds = %58, %28
  br label %102

65:                                               ; preds = %7
  %66 = load i32, ptr %16, align 4
  %67 = load i32, ptr %15, align 4
  %68 = icmp slt i32 %66, %67
  br i1 %68, label %69, label %101

69:                                               ; preds = %65
  store float 0.000000e+00, ptr %20, align 4
  store i32 0, ptr %21, align 4
  br label %70

70:                                               ; preds = %92, %69
  %71 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %72 = load i32, ptr %21, align 4
  %73 = load i32, ptr %14, align 4
  %74 = icmp slt i32 %72, %73
  br i1 %74, label %75, label %95

75:                                               ; preds = %70
  %76 = load ptr addrspace(1), ptr %11, align 8
  %77 = load i32, ptr %21, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr addrspace(1) %76, i64 %78
  %80 = load float, ptr addrspace(1) %79, align 4
  %81 = load ptr addrspace(1), ptr %9, align 8
  %82 = load i32, ptr %21, align 4
  %83 = load i32, ptr %15, align 4
  %84 = mul nsw i32 %82, %83
  %85 = load i32, ptr %16, align 4
  %86 = add nsw i32 %84, %85
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr addrspace(1) %81, i64 %87
  %89 = load float, ptr addrspace(1) %88, align 4
  %90 = load float, ptr %20, align 4
  %91 = call float @llvm.fmuladd.f32(float %80, float %89, float %90)
  store float %91, ptr %20, align 4
  br label %92

92:                                               ; preds = %75
  %93 = load i32, ptr %21, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %21, align 4
  br label %70

95:                                               ; preds = %70
  %96 = load float, ptr %20, align 4
  %97 = load ptr addrspace(1), ptr %13, align 8
  %98 = load i32, ptr %16, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds float, ptr addrspace(1) %97, i64 %99
  store float %96, ptr addrspace(1) %100, align 4
  br label %101

101:                                              ; preds = %95, %65
  br label %102

102:                                              ; preds = %101, %64
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @pb_mvt(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, i32 noundef %5) #2 !kernel_arg_addr_space !19 !kernel_arg_access_qual !20 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %7 = call token @llvm.experimental.convergence.entry()
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %8, align 8
  store ptr addrspace(1) %1, ptr %9, align 8
  store ptr addrspace(1) %2, ptr %10, align 8
  store ptr addrspace(1) %3, ptr %11, align 8
  store ptr addrspace(1) %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  %18 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %7) ]
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr %14, align 4
  %20 = load i32, ptr %14, align 4
  %21 = load i32, ptr %13, align 4
  %22 = icmp sge i32 %20, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %6
  br label %87

24:                                               ; preds = %6
  %25 = load ptr addrspace(1), ptr %9, align 8
  %26 = load i32, ptr %14, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %25, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4
  store float %29, ptr %15, align 4
  %30 = load ptr addrspace(1), ptr %10, align 8
  %31 = load i32, ptr %14, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %30, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4
  store float %34, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %35

35:                                               ; preds = %73, %24
  %36 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %37 = load i32, ptr %17, align 4
  %38 = load i32, ptr %13, align 4
  %39 = icmp slt i32 %37, %38
  br i1 %39, label %40, label %76

40:                                               ; preds = %35
  %41 = load ptr addrspace(1), ptr %8, align 8
  %42 = load i32, ptr %14, align 4
  %43 = load i32, ptr %13, align 4
  %44 = mul nsw i32 %42, %43
  %45 = load i32, ptr %17, align 4
  %46 = add nsw i32 %44, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspace(1) %41, i64 %47
  %49 = load float, ptr addrspace(1) %48, align 4
  %50 = load ptr addrspace(1), ptr %11, align 8
  %51 = load i32, ptr %17, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %50, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4
  %55 = load float, ptr %15, align 4
  %56 = call float @llvm.fmuladd.f32(float %49, float %54, float %55)
  store float %56, ptr %15, align 4
  %57 = load ptr addrspace(1), ptr %8, align 8
  %58 = load i32, ptr %17, align 4
  %59 = load i32, ptr %13, align 4
  %60 = mul nsw i32 %58, %59
  %61 = load i32, ptr %14, align 4
  %62 = add nsw i32 %60, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr addrspace(1) %57, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4
  %66 = load ptr addrspace(1), ptr %12, align 8
  %67 = load i32, ptr %17, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr addrspace(1) %66, i64 %68
  %70 = load float, ptr addrspace(1) %69, align 4
  %71 = load float, ptr %16, align 4
  %72 = call float @llvm.fmuladd.f32(float %65, float %70, float %71)
  store float %72, ptr %16, align 4
  br label %73

73:                                               ; preds = %40
  %74 = load i32, ptr %17, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr %17, align 4
  br label %35

76:                                               ; preds = %35
  %77 = load float, ptr %15, align 4
  %78 = load ptr addrspace(1), ptr %9, align 8
  %79 = load i32, ptr %14, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr addrspace(1) %78, i64 %80
  store float %77, ptr addrspace(1) %81, align 4
  %82 = load float, ptr %16, align 4
  %83 = load ptr addrspace(1), ptr %10, align 8
  %84 = load i32, ptr %14, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr addrspace(1) %83, i64 %85
  store float %82, ptr addrspace(1) %86, align 4
  br label %87

87:                                               ; preds = %76, %23
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @pb_syrk(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, float noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5) #2 !kernel_arg_addr_space !23 !kernel_arg_access_qual !20 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %7 = call token @llvm.experimental.convergence.entry()
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  %17 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %8, align 8
  store ptr addrspace(1) %1, ptr %9, align 8
  store float %2, ptr %10, align 4
  store float %3, ptr %11, align 4
  store i32 %4, ptr %12, align 4
  store i32 %5, ptr %13, align 4
  %18 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %7) ]
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr %14, align 4
  %20 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #7 [ "convergencectrl"(token %7) ]
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr %15, align 4
  %22 = load i32, ptr %15, align 4
  %23 = load i32, ptr %12, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %82

25:                                               ; preds = %6
  %26 = load i32, ptr %14, align 4
  %27 = load i32, ptr %15, align 4
  %28 = icmp sle i32 %26, %27
  br i1 %28, label %29, label %82

29:                                               ; preds = %25
  %30 = load ptr addrspace(1), ptr %9, align 8
  %31 = load i32, ptr %15, align 4
  %32 = load i32, ptr %12, align 4
  %33 = mul nsw i32 %31, %32
  %34 = load i32, ptr %14, align 4
  %35 = add nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %30, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4
  %39 = load float, ptr %11, align 4
  %40 = fmul float %38, %39
  store float %40, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %41

41:                                               ; preds = %69, %29
  %42 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %43 = load i32, ptr %17, align 4
  %44 = load i32, ptr %13, align 4
  %45 = icmp slt i32 %43, %44
  br i1 %45, label %46, label %72

46:                                               ; preds = %41
  %47 = load float, ptr %10, align 4
  %48 = load ptr addrspace(1), ptr %8, align 8
  %49 = load i32, ptr %15, align 4
  %50 = load i32, ptr %13, align 4
  %51 = mul nsw i32 %49, %50
  %52 = load i32, ptr %17, align 4
  %53 = add nsw i32 %51, %52
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %48, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4
  %57 = fmul float %47, %56
  %58 = load ptr addrspace(1), ptr %8, align 8
  %59 = load i32, ptr %14, align 4
  %60 = load i32, ptr %13, align 4
  %61 = mul nsw i32 %59, %60
  %62 = load i32, ptr %17, align 4
  %63 = add nsw i32 %61, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspace(1) %58, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4
  %67 = load float, ptr %16, align 4
  %68 = call float @llvm.fmuladd.f32(float %57, float %66, float %67)
  store float %68, ptr %16, align 4
  br label %69

69:                                               ; preds = %46
  %70 = load i32, ptr %17, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %17, align 4
  br label %41

72:                                               ; preds = %41
  %73 = load float, ptr %16, align 4
  %74 = load ptr addrspace(1), ptr %9, align 8
  %75 = load i32, ptr %15, align 4
  %76 = load i32, ptr %12, align 4
  %77 = mul nsw i32 %75, %76
  %78 = load i32, ptr %14, align 4
  %79 = add nsw i32 %77, %78
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr addrspace(1) %74, i64 %80
  store float %73, ptr addrspace(1) %81, align 4
  br label %82

82:                                               ; preds = %72, %25, %6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @pb_cov_mean(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, float noundef %2, i32 noundef %3, i32 noundef %4) #2 !kernel_arg_addr_space !26 !kernel_arg_access_qual !13 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %6 = call token @llvm.experimental.convergence.entry()
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store float %2, ptr %9, align 4
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  %15 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %6) ]
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr %12, align 4
  %17 = load i32, ptr %12, align 4
  %18 = load i32, ptr %10, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %49

20:                                               ; preds = %5
  store float 0.000000e+00, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %21

21:                                               ; preds = %38, %20
  %22 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %23 = load i32, ptr %14, align 4
  %24 = load i32, ptr %11, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %41

26:                                               ; preds = %21
  %27 = load ptr addrspace(1), ptr %8, align 8
  %28 = load i32, ptr %14, align 4
  %29 = load i32, ptr %10, align 4
  %30 = mul nsw i32 %28, %29
  %31 = load i32, ptr %12, align 4
  %32 = add nsw i32 %30, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %27, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4
  %36 = load float, ptr %13, align 4
  %37 = fadd float %36, %35
  store float %37, ptr %13, align 4
  br label %38

38:                                               ; preds = %26
  %39 = load i32, ptr %14, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %14, align 4
  br label %21

41:                                               ; preds = %21
  %42 = load float, ptr %13, align 4
  %43 = load float, ptr %9, align 4
  %44 = fdiv float %42, %43, !fpmath !29
  %45 = load ptr addrspace(1), ptr %7, align 8
  %46 = load i32, ptr %12, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspace(1) %45, i64 %47
  store float %44, ptr addrspace(1) %48, align 4
  br label %49

49:                                               ; preds = %41, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @pb_cov(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #2 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  %14 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %5) ]
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr %10, align 4
  %16 = load i32, ptr %10, align 4
  %17 = load i32, ptr %8, align 4
  %18 = icmp sge i32 %16, %17
  br i1 %18, label %19, label %20

19:                                               ; preds = %4
  br label %79

20:                                               ; preds = %4
  %21 = load i32, ptr %10, align 4
  store i32 %21, ptr %11, align 4
  br label %22

22:                                               ; preds = %76, %20
  %23 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %24 = load i32, ptr %11, align 4
  %25 = load i32, ptr %8, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %79

27:                                               ; preds = %22
  store float 0.000000e+00, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %28

28:                                               ; preds = %54, %27
  %29 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %23) ]
  %30 = load i32, ptr %13, align 4
  %31 = load i32, ptr %9, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %57

33:                                               ; preds = %28
  %34 = load ptr addrspace(1), ptr %7, align 8
  %35 = load i32, ptr %13, align 4
  %36 = load i32, ptr %8, align 4
  %37 = mul nsw i32 %35, %36
  %38 = load i32, ptr %10, align 4
  %39 = add nsw i32 %37, %38
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %34, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4
  %43 = load ptr addrspace(1), ptr %7, align 8
  %44 = load i32, ptr %13, align 4
  %45 = load i32, ptr %8, align 4
  %46 = mul nsw i32 %44, %45
  %47 = load i32, ptr %11, align 4
  %48 = add nsw i32 %46, %47
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr addrspace(1) %43, i64 %49
  %51 = load float, ptr addrspace(1) %50, align 4
  %52 = load float, ptr %12, align 4
  %53 = call float @llvm.fmuladd.f32(float %42, float %51, float %52)
  store float %53, ptr %12, align 4
  br label %54

54:                                               ; preds = %33
  %55 = load i32, ptr %13, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %13, align 4
  br label %28

57:                                               ; preds = %28
  %58 = load float, ptr %12, align 4
  %59 = load ptr addrspace(1), ptr %6, align 8
  %60 = load i32, ptr %10, align 4
  %61 = load i32, ptr %8, align 4
  %62 = mul nsw i32 %60, %61
  %63 = load i32, ptr %11, align 4
  %64 = add nsw i32 %62, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr addrspace(1) %59, i64 %65
  store float %58, ptr addrspace(1) %66, align 4
  %67 = load float, ptr %12, align 4
  %68 = load ptr addrspace(1), ptr %6, align 8
  %69 = load i32, ptr %11, align 4
  %70 = load i32, ptr %8, align 4
  %71 = mul nsw i32 %69, %70
  %72 = load i32, ptr %10, align 4
  %73 = add nsw i32 %71, %72
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr addrspace(1) %68, i64 %74
  store float %67, ptr addrspace(1) %75, align 4
  br label %76

76:                                               ; preds = %57
  %77 = load i32, ptr %11, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %11, align 4
  br label %22

79:                                               ; preds = %19, %22
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @pb_corr_std(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, float noundef %3, float noundef %4, i32 noundef %5, i32 noundef %6) #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
  %8 = call token @llvm.experimental.convergence.entry()
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca float, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca float, align 4
  %18 = alloca i32, align 4
  %19 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store ptr addrspace(1) %2, ptr %11, align 8
  store float %3, ptr %12, align 4
  store float %4, ptr %13, align 4
  store i32 %5, ptr %14, align 4
  store i32 %6, ptr %15, align 4
  %20 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %8) ]
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr %16, align 4
  %22 = load i32, ptr %16, align 4
  %23 = load i32, ptr %14, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %71

25:                                               ; preds = %7
  store float 0.000000e+00, ptr %17, align 4
  store i32 0, ptr %18, align 4
  br label %26

26:                                               ; preds = %51, %25
  %27 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %28 = load i32, ptr %18, align 4
  %29 = load i32, ptr %15, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %54

31:                                               ; preds = %26
  %32 = load ptr addrspace(1), ptr %11, align 8
  %33 = load i32, ptr %18, align 4
  %34 = load i32, ptr %14, align 4
  %35 = mul nsw i32 %33, %34
  %36 = load i32, ptr %16, align 4
  %37 = add nsw i32 %35, %36
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspace(1) %32, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4
  %41 = load ptr addrspace(1), ptr %9, align 8
  %42 = load i32, ptr %16, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %41, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4
  %46 = fsub float %40, %45
  store float %46, ptr %19, align 4
  %47 = load float, ptr %19, align 4
  %48 = load float, ptr %19, align 4
  %49 = load float, ptr %17, align 4
  %50 = call float @llvm.fmuladd.f32(float %47, float %48, float %49)
  store float %50, ptr %17, align 4
  br label %51

51:                                               ; preds = %31
  %52 = load i32, ptr %18, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %18, align 4
  br label %26

54:                                               ; preds = %26
  %55 = load float, ptr %17, align 4
  %56 = load float, ptr %12, align 4
  %57 = fdiv float %55, %56, !fpmath !29
  %58 = call spir_func float @_Z4sqrtf(float noundef %57) #7 [ "convergencectrl"(token %8) ]
  store float %58, ptr %17, align 4
  %59 = load float, ptr %17, align 4
  %60 = load float, ptr %13, align 4
  %61 = fcmp ole float %59, %60
  br i1 %61, label %62, label %63

62:                                               ; preds = %54
  br label %65

63:                                               ; preds = %54
  %64 = load float, ptr %17, align 4
  br label %65

65:                                               ; preds = %63, %62
  %66 = phi float [ 1.000000e+00, %62 ], [ %64, %63 ]
  %67 = load ptr addrspace(1), ptr %10, align 8
  %68 = load i32, ptr %16, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspace(1) %67, i64 %69
  store float %66, ptr addrspace(1) %70, align 4
  br label %71

71:                                               ; preds = %65, %7
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z4sqrtf(float noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @pb_gramschmidt_norm(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(3) noundef align 4 %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #2 !kernel_arg_addr_space !36 !kernel_arg_access_qual !9 !kernel_arg_type !37 !kernel_arg_base_type !37 !kernel_arg_type_qual !38 {
  %8 = call token @llvm.experimental.convergence.entry()
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(3), align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca float, align 4
  %19 = alloca i32, align 4
  %20 = alloca float, align 4
  %21 = alloca i32, align 4
  %22 = alloca float, align 4
  %23 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store ptr addrspace(1) %2, ptr %11, align 8
  store ptr addrspace(3) %3, ptr %12, align 8
  store i32 %4, ptr %13, align 4
  store i32 %5, ptr %14, align 4
  store i32 %6, ptr %15, align 4
  %24 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7 [ "convergencectrl"(token %8) ]
  %25 = trunc i64 %24 to i32
  store i32 %25, ptr %16, align 4
  %26 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #7 [ "convergencectrl"(token %8) ]
  %27 = trunc i64 %26 to i32
  store i32 %27, ptr %17, align 4
  store float 0.000000e+00, ptr %18, align 4
  %28 = load i32, ptr %16, align 4
  store i32 %28, ptr %19, align 4
  br label %29

29:                                               ; preds = %48, %7
  %30 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %31 = load i32, ptr %19, align 4
  %32 = load i32, ptr %14, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %52

34:                                               ; preds = %29
  %35 = load ptr addrspace(1), ptr %9, align 8
  %36 = load i32, ptr %19, align 4
  %37 = load i32, ptr %15, align 4
  %38 = mul nsw i32 %36, %37
  %39 = load i32, ptr %13, align 4
  %40 = add nsw i32 %38, %39
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr addrspace(1) %35, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4
  store float %43, ptr %20, align 4
  %44 = load float, ptr %20, align 4
  %45 = load float, ptr %20, align 4
  %46 = load float, ptr %18, align 4
  %47 = call float @llvm.fmuladd.f32(float %44, float %45, float %46)
  store float %47, ptr %18, align 4
  br label %48

48:                                               ; preds = %34
  %49 = load i32, ptr %17, align 4
  %50 = load i32, ptr %19, align 4
  %51 = add nsw i32 %50, %49
  store i32 %51, ptr %19, align 4
  br label %29

52:                                               ; preds = %29
  %53 = load float, ptr %18, align 4
  %54 = load ptr addrspace(3), ptr %12, align 8
  %55 = load i32, ptr %16, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr addrspace(3) %54, i64 %56
  store float %53, ptr addrspace(3) %57, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #8 [ "convergencectrl"(token %8) ]
  %58 = load i32, ptr %17, align 4
  %59 = sdiv i32 %58, 2
  store i32 %59, ptr %21, align 4
  br label %60

60:                                               ; preds = %83, %52
  %61 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %62 = load i32, ptr %21, align 4
  %63 = icmp sgt i32 %62, 0
  br i1 %63, label %64, label %86

64:                                               ; preds = %60
  %65 = load i32, ptr %16, align 4
  %66 = load i32, ptr %21, align 4
  %67 = icmp slt i32 %65, %66
  br i1 %67, label %68, label %82

68:                                               ; preds = %64
  %69 = load ptr addrspace(3), ptr %12, align 8
  %70 = load i32, ptr %16, align 4
  %71 = load i32, ptr %21, align 4
  %72 = add nsw i32 %70, %71
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr addrspace(3) %69, i64 %73
  %75 = load float, ptr addrspace(3) %74, align 4
  %76 = load ptr addrspace(3), ptr %12, align 8
  %77 = load i32, ptr %16, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr addrspace(3) %76, i64 %78
  %80 = load float, ptr addrspace(3) %79, align 4
  %81 = fadd float %80, %75
  store float %81, ptr addrspace(3) %79, align 4
  br label %82

82:                                               ; preds = %68, %64
  call spir_func void @_Z7barrierj(i32 noundef 1) #8 [ "convergencectrl"(token %61) ]
  br label %83

83:                                               ; preds = %82
  %84 = load i32, ptr %21, align 4
  %85 = ashr i32 %84, 1
  store i32 %85, ptr %21, align 4
  br label %60

86:                                               ; preds = %60
  %87 = load ptr addrspace(3), ptr %12, align 8
  %88 = getelementptr inbounds float, ptr addrspace(3) %87, i64 0
  %89 = load float, ptr addrspace(3) %88, align 4
  %90 = call spir_func float @_Z4sqrtf(float noundef %89) #7 [ "convergencectrl"(token %8) ]
  store float %90, ptr %22, align 4
  %91 = load i32, ptr %16, align 4
  %92 = icmp eq i32 %91, 0
  br i1 %92, label %93, label %103

93:                                               ; preds = %86
  %94 = load float, ptr %22, align 4
  %95 = load ptr addrspace(1), ptr %10, align 8
  %96 = load i32, ptr %13, align 4
  %97 = load i32, ptr %15, align 4
  %98 = mul nsw i32 %96, %97
  %99 = load i32, ptr %13, align 4
  %100 = add nsw i32 %98, %99
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr addrspace(1) %95, i64 %101
  store float %94, ptr addrspace(1) %102, align 4
  br label %103

103:                                              ; preds = %93, %86
  %104 = load i32, ptr %16, align 4
  store i32 %104, ptr %23, align 4
  br label %105

105:                                              ; preds = %130, %103
  %106 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %107 = load i32, ptr %23, align 4
  %108 = load i32, ptr %14, align 4
  %109 = icmp slt i32 %107, %108
  br i1 %109, label %110, label %134

110:                                              ; preds = %105
  %111 = load ptr addrspace(1), ptr %9, align 8
  %112 = load i32, ptr %23, align 4
  %113 = load i32, ptr %15, align 4
  %114 = mul nsw i32 %112, %113
  %115 = load i32, ptr %13, align 4
  %116 = add nsw i32 %114, %115
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds float, ptr addrspace(1) %111, i64 %117
  %119 = load float, ptr addrspace(1) %118, align 4
  %120 = load float, ptr %22, align 4
  %121 = fdiv float %119, %120, !fpmath !29
  %122 = load ptr addrspace(1), ptr %11, align 8
  %123 = load i32, ptr %23, align 4
  %124 = load i32, ptr %15, align 4
  %125 = mul nsw i32 %123, %124
  %126 = load i32, ptr %13, align 4
  %127 = add nsw i32 %125, %126
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds float, ptr addrspace(1) %122, i64 %128
  store float %121, ptr addrspace(1) %129, align 4
  br label %130

130:                                              ; preds = %110
  %131 = load i32, ptr %17, align 4
  %132 = load i32, ptr %23, align 4
  %133 = add nsw i32 %132, %131
  store i32 %133, ptr %23, align 4
  br label %105

134:                                              ; preds = %105
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #5

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @pb_lu_step(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, i32 noundef %2) #2 !kernel_arg_addr_space !39 !kernel_arg_access_qual !40 !kernel_arg_type !41 !kernel_arg_base_type !41 !kernel_arg_type_qual !42 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %4) ]
  %11 = load i32, ptr %6, align 4
  %12 = sext i32 %11 to i64
  %13 = add i64 %10, %12
  %14 = add i64 %13, 1
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr %8, align 4
  %16 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #7 [ "convergencectrl"(token %4) ]
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = add i64 %16, %18
  %20 = add i64 %19, 1
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr %9, align 4
  %22 = load i32, ptr %9, align 4
  %23 = load i32, ptr %7, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %69

25:                                               ; preds = %3
  %26 = load i32, ptr %8, align 4
  %27 = load i32, ptr %7, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %69

29:                                               ; preds = %25
  %30 = load ptr addrspace(1), ptr %5, align 8
  %31 = load i32, ptr %9, align 4
  %32 = load i32, ptr %7, align 4
  %33 = mul nsw i32 %31, %32
  %34 = load i32, ptr %6, align 4
  %35 = add nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %30, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4
  %39 = load ptr addrspace(1), ptr %5, align 8
  %40 = load i32, ptr %6, align 4
  %41 = load i32, ptr %7, align 4
  %42 = mul nsw i32 %40, %41
  %43 = load i32, ptr %8, align 4
  %44 = add nsw i32 %42, %43
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(1) %39, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4
  %48 = fmul float %38, %47
  %49 = load ptr addrspace(1), ptr %5, align 8
  %50 = load i32, ptr %6, align 4
  %51 = load i32, ptr %7, align 4
  %52 = mul nsw i32 %50, %51
  %53 = load i32, ptr %6, align 4
  %54 = add nsw i32 %52, %53
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr addrspace(1) %49, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4
  %58 = fdiv float %48, %57, !fpmath !29
  %59 = load ptr addrspace(1), ptr %5, align 8
  %60 = load i32, ptr %9, align 4
  %61 = load i32, ptr %7, align 4
  %62 = mul nsw i32 %60, %61
  %63 = load i32, ptr %8, align 4
  %64 = add nsw i32 %62, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr addrspace(1) %59, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4
  %68 = fsub float %67, %58
  store float %68, ptr addrspace(1) %66, align 4
  br label %69

69:                                               ; preds = %29, %25, %3
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @pb_jacobi1d(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) #2 !kernel_arg_addr_space !43 !kernel_arg_access_qual !31 !kernel_arg_type !44 !kernel_arg_base_type !44 !kernel_arg_type_qual !45 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(3), align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store ptr addrspace(3) %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  %13 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %5) ]
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr %10, align 4
  %15 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7 [ "convergencectrl"(token %5) ]
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr %11, align 4
  %17 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #7 [ "convergencectrl"(token %5) ]
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr %12, align 4
  %19 = load i32, ptr %10, align 4
  %20 = load i32, ptr %9, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %28

22:                                               ; preds = %4
  %23 = load ptr addrspace(1), ptr %6, align 8
  %24 = load i32, ptr %10, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %23, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4
  br label %29

28:                                               ; preds = %4
  br label %29

29:                                               ; preds = %28, %22
  %30 = phi float [ %27, %22 ], [ 0.000000e+00, %28 ]
  %31 = load ptr addrspace(3), ptr %8, align 8
  %32 = load i32, ptr %11, align 4
  %33 = add nsw i32 %32, 1
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(3) %31, i64 %34
  store float %30, ptr addrspace(3) %35, align 4
  %36 = load i32, ptr %11, align 4
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %53

38:                                               ; preds = %29
  %39 = load i32, ptr %10, align 4
  %40 = icmp sgt i32 %39, 0
  br i1 %40, label %41, label %48

41:                                               ; preds = %38
  %42 = load ptr addrspace(1), ptr %6, align 8
  %43 = load i32, ptr %10, align 4
  %44 = sub nsw i32 %43, 1
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(1) %42, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4
  br label %49

48:                                               ; preds = %38
  br label %49

49:                                               ; preds = %48, %41
  %50 = phi float [ %47, %41 ], [ 0.000000e+00, %48 ]
  %51 = load ptr addrspace(3), ptr %8, align 8
  %52 = getelementptr inbounds float, ptr addrspace(3) %51, i64 0
  store float %50, ptr addrspace(3) %52, align 4
  br label %53

53:                                               ; preds = %49, %29
  %54 = load i32, ptr %11, align 4
  %55 = load i32, ptr %12, align 4
  %56 = sub nsw i32 %55, 1
  %57 = icmp eq i32 %54, %56
  br i1 %57, label %58, label %78

58:                                               ; preds = %53
  %59 = load i32, ptr %10, align 4
  %60 = add nsw i32 %59, 1
  %61 = load i32, ptr %9, align 4
  %62 = icmp slt i32 %60, %61
  br i1 %62, label %63, label %70

63:                                               ; preds = %58
  %64 = load ptr addrspace(1), ptr %6, align 8
  %65 = load i32, ptr %10, align 4
  %66 = add nsw i32 %65, 1
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %64, i64 %67
  %69 = load float, ptr addrspace(1) %68, align 4
  br label %71

70:                                               ; preds = %58
  br label %71

71:                                               ; preds = %70, %63
  %72 = phi float [ %69, %63 ], [ 0.000000e+00, %70 ]
  %73 = load ptr addrspace(3), ptr %8, align 8
  %74 = load i32, ptr %12, align 4
  %75 = add nsw i32 %74, 1
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(3) %73, i64 %76
  store float %72, ptr addrspace(3) %77, align 4
  br label %78

78:                                               ; preds = %71, %53
  call spir_func void @_Z7barrierj(i32 noundef 1) #8 [ "convergencectrl"(token %5) ]
  %79 = load i32, ptr %10, align 4
  %80 = icmp sgt i32 %79, 0
  br i1 %80, label %81, label %111

81:                                               ; preds = %78
  %82 = load i32, ptr %10, align 4
  %83 = load i32, ptr %9, align 4
  %84 = sub nsw i32 %83, 1
  %85 = icmp slt i32 %82, %84
  br i1 %85, label %86, label %111

86:                                               ; preds = %81
  %87 = load ptr addrspace(3), ptr %8, align 8
  %88 = load i32, ptr %11, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr addrspace(3) %87, i64 %89
  %91 = load float, ptr addrspace(3) %90, align 4
  %92 = load ptr addrspace(3), ptr %8, align 8
  %93 = load i32, ptr %11, align 4
  %94 = add nsw i32 %93, 1
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds float, ptr addrspace(3) %92, i64 %95
  %97 = load float, ptr addrspace(3) %96, align 4
  %98 = fadd float %91, %97
  %99 = load ptr addrspace(3), ptr %8, align 8
  %100 = load i32, ptr %11, align 4
  %101 = add nsw i32 %100, 2
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr addrspace(3) %99, i64 %102
  %104 = load float, ptr addrspace(3) %103, align 4
  %105 = fadd float %98, %104
  %106 = fmul float 0x3FD5554760000000, %105
  %107 = load ptr addrspace(1), ptr %7, align 8
  %108 = load i32, ptr %10, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds float, ptr addrspace(1) %107, i64 %109
  store float %106, ptr addrspace(1) %110, align 4
  br label %111

111:                                              ; preds = %86, %81, %78
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @pb_jacobi2d_tile(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #2 !kernel_arg_addr_space !46 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !47 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(3), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i8, align 1
  %17 = alloca i32, align 4
  %18 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(3) %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  %19 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7 [ "convergencectrl"(token %5) ]
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr %10, align 4
  %21 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #7 [ "convergencectrl"(token %5) ]
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr %11, align 4
  %23 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #7 [ "convergencectrl"(token %5) ]
  %24 = trunc i64 %23 to i32
  store i32 %24, ptr %12, align 4
  %25 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 1) #7 [ "convergencectrl"(token %5) ]
  %26 = trunc i64 %25 to i32
  store i32 %26, ptr %13, align 4
  %27 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #7 [ "convergencectrl"(token %5) ]
  %28 = load i32, ptr %12, align 4
  %29 = sub nsw i32 %28, 2
  %30 = sext i32 %29 to i64
  %31 = mul i64 %27, %30
  %32 = load i32, ptr %10, align 4
  %33 = sext i32 %32 to i64
  %34 = add i64 %31, %33
  %35 = trunc i64 %34 to i32
  store i32 %35, ptr %14, align 4
  %36 = call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #7 [ "convergencectrl"(token %5) ]
  %37 = load i32, ptr %13, align 4
  %38 = sub nsw i32 %37, 2
  %39 = sext i32 %38 to i64
  %40 = mul i64 %36, %39
  %41 = load i32, ptr %11, align 4
  %42 = sext i32 %41 to i64
  %43 = add i64 %40, %42
  %44 = trunc i64 %43 to i32
  store i32 %44, ptr %15, align 4
  %45 = load i32, ptr %14, align 4
  %46 = load i32, ptr %8, align 4
  %47 = icmp slt i32 %45, %46
  br i1 %47, label %48, label %52

48:                                               ; preds = %4
  %49 = load i32, ptr %15, align 4
  %50 = load i32, ptr %8, align 4
  %51 = icmp slt i32 %49, %50
  br label %52

52:                                               ; preds = %48, %4
  %53 = phi i1 [ false, %4 ], [ %51, %48 ]
  %54 = zext i1 %53 to i8
  store i8 %54, ptr %16, align 1
  %55 = load i8, ptr %16, align 1
  %56 = trunc i8 %55 to i1
  br i1 %56, label %57, label %67

57:                                               ; preds = %52
  %58 = load ptr addrspace(1), ptr %6, align 8
  %59 = load i32, ptr %15, align 4
  %60 = load i32, ptr %8, align 4
  %61 = mul nsw i32 %59, %60
  %62 = load i32, ptr %14, align 4
  %63 = add nsw i32 %61, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspace(1) %58, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4
  br label %68

67:                                               ; preds = %52
  br label %68

68:                                               ; preds = %67, %57
  %69 = phi float [ %66, %57 ], [ 0.000000e+00, %67 ]
  %70 = load ptr addrspace(3), ptr %7, align 8
  %71 = load i32, ptr %11, align 4
  %72 = load i32, ptr %12, align 4
  %73 = mul nsw i32 %71, %72
  %74 = load i32, ptr %10, align 4
  %75 = add nsw i32 %73, %74
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(3) %70, i64 %76
  store float %69, ptr addrspace(3) %77, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #8 [ "convergencectrl"(token %5) ]
  store i32 0, ptr %17, align 4
  br label %78

78:                                               ; preds = %165, %68
  %79 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %80 = load i32, ptr %17, align 4
  %81 = load i32, ptr %9, align 4
  %82 = icmp slt i32 %80, %81
  br i1 %82, label %83, label %168

83:                                               ; preds = %78
  %84 = load ptr addrspace(3), ptr %7, align 8
  %85 = load i32, ptr %11, align 4
  %86 = load i32, ptr %12, align 4
  %87 = mul nsw i32 %85, %86
  %88 = load i32, ptr %10, align 4
  %89 = add nsw i32 %87, %88
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr addrspace(3) %84, i64 %90
  %92 = load float, ptr addrspace(3) %91, align 4
  store float %92, ptr %18, align 4
  %93 = load i32, ptr %10, align 4
  %94 = icmp sgt i32 %93, 0
  br i1 %94, label %95, label %155

95:                                               ; preds = %83
  %96 = load i32, ptr %11, align 4
  %97 = icmp sgt i32 %96, 0
  br i1 %97, label %98, label %155

98:                                               ; preds = %95
  %99 = load i32, ptr %10, align 4
  %100 = load i32, ptr %12, align 4
  %101 = sub nsw i32 %100, 1
  %102 = icmp slt i32 %99, %101
  br i1 %102, label %103, label %155

103:                                              ; preds = %98
  %104 = load i32, ptr %11, align 4
  %105 = load i32, ptr %13, align 4
  %106 = sub nsw i32 %105, 1
  %107 = icmp slt i32 %104, %106
  br i1 %107, label %108, label %155

108:                                              ; preds = %103
  %109 = load float, ptr %18, align 4
  %110 = load ptr addrspace(3), ptr %7, align 8
  %111 = load i32, ptr %11, align 4
  %112 = load i32, ptr %12, align 4
  %113 = mul nsw i32 %111, %112
  %114 = load i32, ptr %10, align 4
  %115 = add nsw i32 %113, %114
  %116 = sub nsw i32 %115, 1
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds float, ptr addrspace(3) %110, i64 %117
  %119 = load float, ptr addrspace(3) %118, align 4
  %120 = fadd float %109, %119
  %121 = load ptr addrspace(3), ptr %7, align 8
  %122 = load i32, ptr %11, align 4
  %123 = load i32, ptr %12, align 4
  %124 = mul nsw i32 %122, %123
  %125 = load i32, ptr %10, align 4
  %126 = add nsw i32 %124, %125
  %127 = add nsw i32 %126, 1
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds float, ptr addrspace(3) %121, i64 %128
  %130 = load float, ptr addrspace(3) %129, align 4
  %131 = fadd float %120, %130
  %132 = load ptr addrspace(3), ptr %7, align 8
  %133 = load i32, ptr %11, align 4
  %134 = sub nsw i32 %133, 1
  %135 = load i32, ptr %12, align 4
  %136 = mul nsw i32 %134, %135
  %137 = load i32, ptr %10, align 4
  %138 = add nsw i32 %136, %137
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds float, ptr addrspace(3) %132, i64 %139
  %141 = load float, ptr addrspace(3) %140, align 4
  %142 = fadd float %131, %141
  %143 = load ptr addrspace(3), ptr %7, align 8
  %144 = load i32, ptr %11, align 4
  %145 = add nsw i32 %144, 1
  %146 = load i32, ptr %12, align 4
  %147 = mul nsw i32 %145, %146
  %148 = load i32, ptr %10, align 4
  %149 = add nsw i32 %147, %148
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds float, ptr addrspace(3) %143, i64 %150
  %152 = load float, ptr addrspace(3) %151, align 4
  %153 = fadd float %142, %152
  %154 = fmul float 0x3FC99999A0000000, %153
  store float %154, ptr %18, align 4
  br label %155

155:                                              ; preds = %108, %103, %98, %95, %83
  call spir_func void @_Z7barrierj(i32 noundef 1) #8 [ "convergencectrl"(token %79) ]
  %156 = load float, ptr %18, align 4
  %157 = load ptr addrspace(3), ptr %7, align 8
  %158 = load i32, ptr %11, align 4
  %159 = load i32, ptr %12, align 4
  %160 = mul nsw i32 %158, %159
  %161 = load i32, ptr %10, align 4
  %162 = add nsw i32 %160, %161
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds float, ptr addrspace(3) %157, i64 %163
  store float %156, ptr addrspace(3) %164, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #8 [ "convergencectrl"(token %79) ]
  br label %165

165:                                              ; preds = %155
  %166 = load i32, ptr %17, align 4
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr %17, align 4
  br label %78

168:                                              ; preds = %78
  %169 = load i8, ptr %16, align 1
  %170 = trunc i8 %169 to i1
  br i1 %170, label %171, label %205

171:                                              ; preds = %168
  %172 = load i32, ptr %10, align 4
  %173 = icmp sgt i32 %172, 0
  br i1 %173, label %174, label %205

174:                                              ; preds = %171
  %175 = load i32, ptr %11, align 4
  %176 = icmp sgt i32 %175, 0
  br i1 %176, label %177, label %205

177:                                              ; preds = %174
  %178 = load i32, ptr %10, align 4
  %179 = load i32, ptr %12, align 4
  %180 = sub nsw i32 %179, 1
  %181 = icmp slt i32 %178, %180
  br i1 %181, label %182, label %205

182:                                              ; preds = %177
  %183 = load i32, ptr %11, align 4
  %184 = load i32, ptr %13, align 4
  %185 = sub nsw i32 %184, 1
  %186 = icmp slt i32 %183, %185
  br i1 %186, label %187, label %205

187:                                              ; preds = %182
  %188 = load ptr addrspace(3), ptr %7, align 8
  %189 = load i32, ptr %11, align 4
  %190 = load i32, ptr %12, align 4
  %191 = mul nsw i32 %189, %190
  %192 = load i32, ptr %10, align 4
  %193 = add nsw i32 %191, %192
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds float, ptr addrspace(3) %188, i64 %194
  %196 = load float, ptr addrspace(3) %195, align 4
  %197 = load ptr addrspace(1), ptr %6, align 8
  %198 = load i32, ptr %15, align 4
  %199 = load i32, ptr %8, align 4
  %200 = mul nsw i32 %198, %199
  %201 = load i32, ptr %14, align 4
  %202 = add nsw i32 %200, %201
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds float, ptr addrspace(1) %197, i64 %203
  store float %196, ptr addrspace(1) %204, align 4
  br label %205

205:                                              ; preds = %187, %182, %177, %174, %171, %168
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @pb_fdtd2d(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #2 !kernel_arg_addr_space !48 !kernel_arg_access_qual !5 !kernel_arg_type !49 !kernel_arg_base_type !49 !kernel_arg_type_qual !50 {
  %9 = call token @llvm.experimental.convergence.entry()
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca ptr addrspace(1), align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %10, align 8
  store ptr addrspace(1) %1, ptr %11, align 8
  store ptr addrspace(1) %2, ptr %12, align 8
  store ptr addrspace(1) %3, ptr %13, align 8
  store i32 %4, ptr %14, align 4
  store i32 %5, ptr %15, align 4
  store i32 %6, ptr %16, align 4
  store i32 %7, ptr %17, align 4
  %20 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %9) ]
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr %18, align 4
  %22 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #7 [ "convergencectrl"(token %9) ]
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr %19, align 4
  %24 = load i32, ptr %19, align 4
  %25 = load i32, ptr %15, align 4
  %26 = icmp sge i32 %24, %25
  br i1 %26, label %31, label %27

27:                                               ; preds = %8
  %28 = load i32, ptr %18, align 4
  %29 = load i32, ptr %16, align 4
  %30 = icmp sge i32 %28, %29
  br i1 %30, label %31, label %32

31:                                               ; preds = %27, %8
  br label %180

32:                                               ; preds = %27
  %33 = load i32, ptr %17, align 4
  switch i32 %33, label %117 [
    i32 0, label %34
    i32 1, label %82
  ]

34:                                               ; preds = %32
  %35 = load i32, ptr %19, align 4
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %50

37:                                               ; preds = %34
  %38 = load ptr addrspace(1), ptr %13, align 8
  %39 = load i32, ptr %14, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %38, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4
  %43 = load ptr addrspace(1), ptr %11, align 8
  %44 = load i32, ptr %16, align 4
  %45 = mul nsw i32 0, %44
  %46 = load i32, ptr %18, align 4
  %47 = add nsw i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr addrspace(1) %43, i64 %48
  store float %42, ptr addrspace(1) %49, align 4
  br label %81

50:                                               ; preds = %34
  %51 = load ptr addrspace(1), ptr %12, align 8
  %52 = load i32, ptr %19, align 4
  %53 = load i32, ptr %16, align 4
  %54 = mul nsw i32 %52, %53
  %55 = load i32, ptr %18, align 4
  %56 = add nsw i32 %54, %55
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr addrspace(1) %51, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4
  %60 = load ptr addrspace(1), ptr %12, align 8
  %61 = load i32, ptr %19, align 4
  %62 = sub nsw i32 %61, 1
  %63 = load i32, ptr %16, align 4
  %64 = mul nsw i32 %62, %63
  %65 = load i32, ptr %18, align 4
  %66 = add nsw i32 %64, %65
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %60, i64 %67
  %69 = load float, ptr addrspace(1) %68, align 4
  %70 = fsub float %59, %69
  %71 = load ptr addrspace(1), ptr %11, align 8
  %72 = load i32, ptr %19, align 4
  %73 = load i32, ptr %16, align 4
  %74 = mul nsw i32 %72, %73
  %75 = load i32, ptr %18, align 4
  %76 = add nsw i32 %74, %75
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr addrspace(1) %71, i64 %77
  %79 = load float, ptr addrspace(1) %78, align 4
  %80 = call float @llvm.fmuladd.f32(float -5.000000e-01, float %70, float %79)
  store float %80, ptr addrspace(1) %78, align 4
  br label %81

81:                                               ; preds = %50, %37
  br label %180

82:                                               ; preds = %32
  %83 = load i32, ptr %18, align 4
  %84 = icmp sgt i32 %83, 0
  br i1 %84, label %85, label %116

85:                                               ; preds = %82
  %86 = load ptr addrspace(1), ptr %12, align 8
  %87 = load i32, ptr %19, align 4
  %88 = load i32, ptr %16, align 4
  %89 = mul nsw i32 %87, %88
  %90 = load i32, ptr %18, align 4
  %91 = add nsw i32 %89, %90
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds float, ptr addrspace(1) %86, i64 %92
  %94 = load float, ptr addrspace(1) %93, align 4
  %95 = load ptr addrspace(1), ptr %12, align 8
  %96 = load i32, ptr %19, align 4
  %97 = load i32, ptr %16, align 4
  %98 = mul nsw i32 %96, %97
  %99 = load i32, ptr %18, align 4
  %100 = sub nsw i32 %99, 1
  %101 = add nsw i32 %98, %100
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr addrspace(1) %95, i64 %102
  %104 = load float, ptr addrspace(1) %103, align 4
  %105 = fsub float %94, %104
  %106 = load ptr addrspace(1), ptr %10, align 8
  %107 = load i32, ptr %19, align 4
  %108 = load i32, ptr %16, align 4
  %109 = mul nsw i32 %107, %108
  %110 = load i32, ptr %18, align 4
  %111 = add nsw i32 %109, %110
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds float, ptr addrspace(1) %106, i64 %112
  %114 = load float, ptr addrspace(1) %113, align 4
  %115 = call float @llvm.fmuladd.f32(float -5.000000e-01, float %105, float %114)
  store float %115, ptr addrspace(1) %113, align 4
  br label %116

116:                                              ; preds = %85, %82
  br label %180

117:                                              ; preds = %32
  %118 = load i32, ptr %19, align 4
  %119 = load i32, ptr %15, align 4
  %120 = sub nsw i32 %119, 1
  %121 = icmp slt i32 %118, %120
  br i1 %121, label %122, label %179

122:                                              ; preds = %117
  %123 = load i32, ptr %18, align 4
  %124 = load i32, ptr %16, align 4
  %125 = sub nsw i32 %124, 1
  %126 = icmp slt i32 %123, %125
  br i1 %126, label %127, label %179

127:                                              ; preds = %122
  %128 = load ptr addrspace(1), ptr %10, align 8
  %129 = load i32, ptr %19, align 4
  %130 = load i32, ptr %16, align 4
  %131 = mul nsw i32 %129, %130
  %132 = load i32, ptr %18, align 4
  %133 = add nsw i32 %132, 1
  %134 = add nsw i32 %131, %133
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds float, ptr addrspace(1) %128, i64 %135
  %137 = load float, ptr addrspace(1) %136, align 4
  %138 = load ptr addrspace(1), ptr %10, align 8
  %139 = load i32, ptr %19, align 4
  %140 = load i32, ptr %16, align 4
  %141 = mul nsw i32 %139, %140
  %142 = load i32, ptr %18, align 4
  %143 = add nsw i32 %141, %142
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds float, ptr addrspace(1) %138, i64 %144
  %146 = load float, ptr addrspace(1) %145, align 4
  %147 = fsub float %137, %146
  %148 = load ptr addrspace(1), ptr %11, align 8
  %149 = load i32, ptr %19, align 4
  %150 = add nsw i32 %149, 1
  %151 = load i32, ptr %16, align 4
  %152 = mul nsw i32 %150, %151
  %153 = load i32, ptr %18, align 4
  %154 = add nsw i32 %152, %153
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds float, ptr addrspace(1) %148, i64 %155
  %157 = load float, ptr addrspace(1) %156, align 4
  %158 = fadd float %147, %157
  %159 = load ptr addrspace(1), ptr %11, align 8
  %160 = load i32, ptr %19, align 4
  %161 = load i32, ptr %16, align 4
  %162 = mul nsw i32 %160, %161
  %163 = load i32, ptr %18, align 4
  %164 = add nsw i32 %162, %163
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds float, ptr addrspace(1) %159, i64 %165
  %167 = load float, ptr addrspace(1) %166, align 4
  %168 = fsub float %158, %167
  %169 = load ptr addrspace(1), ptr %12, align 8
  %170 = load i32, ptr %19, align 4
  %171 = load i32, ptr %16, align 4
  %172 = mul nsw i32 %170, %171
  %173 = load i32, ptr %18, align 4
  %174 = add nsw i32 %172, %173
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds float, ptr addrspace(1) %169, i64 %175
  %177 = load float, ptr addrspace(1) %176, align 4
  %178 = call float @llvm.fmuladd.f32(float 0xBFE6666660000000, float %168, float %177)
  store float %178, ptr addrspace(1) %176, align 4
  br label %179

179:                                              ; preds = %127, %122, %117
  br label %180

180:                                              ; preds = %31, %179, %116, %81
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @pb_conv2d(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #2 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !45 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca [3 x [3 x float]], align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  %16 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %5) ]
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %10, align 4
  %18 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #7 [ "convergencectrl"(token %5) ]
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr %11, align 4
  call void @llvm.memcpy.p0.p2.i64(ptr align 4 %12, ptr addrspace(2) align 4 @__const.pb_conv2d.c, i64 36, i1 false)
  %20 = load i32, ptr %11, align 4
  %21 = icmp sgt i32 %20, 0
  br i1 %21, label %22, label %87

22:                                               ; preds = %4
  %23 = load i32, ptr %10, align 4
  %24 = icmp sgt i32 %23, 0
  br i1 %24, label %25, label %87

25:                                               ; preds = %22
  %26 = load i32, ptr %11, align 4
  %27 = load i32, ptr %8, align 4
  %28 = sub nsw i32 %27, 1
  %29 = icmp slt i32 %26, %28
  br i1 %29, label %30, label %87

30:                                               ; preds = %25
  %31 = load i32, ptr %10, align 4
  %32 = load i32, ptr %9, align 4
  %33 = sub nsw i32 %32, 1
  %34 = icmp slt i32 %31, %33
  br i1 %34, label %35, label %87

35:                                               ; preds = %30
  store float 0.000000e+00, ptr %13, align 4
  store i32 -1, ptr %14, align 4
  br label %36

36:                                               ; preds = %74, %35
  %37 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %38 = load i32, ptr %14, align 4
  %39 = icmp sle i32 %38, 1
  br i1 %39, label %40, label %77

40:                                               ; preds = %36
  store i32 -1, ptr %15, align 4
  br label %41

41:                                               ; preds = %70, %40
  %42 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %37) ]
  %43 = load i32, ptr %15, align 4
  %44 = icmp sle i32 %43, 1
  br i1 %44, label %45, label %73

45:                                               ; preds = %41
  %46 = load i32, ptr %14, align 4
  %47 = add nsw i32 %46, 1
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [3 x [3 x float]], ptr %12, i64 0, i64 %48
  %50 = load i32, ptr %15, align 4
  %51 = add nsw i32 %50, 1
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [3 x float], ptr %49, i64 0, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = load ptr addrspace(1), ptr %6, align 8
  %56 = load i32, ptr %11, align 4
  %57 = load i32, ptr %14, align 4
  %58 = add nsw i32 %56, %57
  %59 = load i32, ptr %9, align 4
  %60 = mul nsw i32 %58, %59
  %61 = load i32, ptr %10, align 4
  %62 = load i32, ptr %15, align 4
  %63 = add nsw i32 %61, %62
  %64 = add nsw i32 %60, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr addrspace(1) %55, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4
  %68 = load float, ptr %13, align 4
  %69 = call float @llvm.fmuladd.f32(float %54, float %67, float %68)
  store float %69, ptr %13, align 4
  br label %70

70:                                               ; preds = %45
  %71 = load i32, ptr %15, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %15, align 4
  br label %41

73:                                               ; preds = %41
  br label %74

74:                                               ; preds = %73
  %75 = load i32, ptr %14, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %14, align 4
  br label %36

77:                                               ; preds = %36
  %78 = load float, ptr %13, align 4
  %79 = load ptr addrspace(1), ptr %7, align 8
  %80 = load i32, ptr %11, align 4
  %81 = load i32, ptr %9, align 4
  %82 = mul nsw i32 %80, %81
  %83 = load i32, ptr %10, align 4
  %84 = add nsw i32 %82, %83
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr addrspace(1) %79, i64 %85
  store float %78, ptr addrspace(1) %86, align 4
  br label %87

87:                                               ; preds = %77, %30, %25, %22, %4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p2.i64(ptr noalias nocapture writeonly, ptr addrspace(2) noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @pb_conv3d(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #2 !kernel_arg_addr_space !26 !kernel_arg_access_qual !13 !kernel_arg_type !51 !kernel_arg_base_type !51 !kernel_arg_type_qual !52 {
  %6 = call token @llvm.experimental.convergence.entry()
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  %17 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %6) ]
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr %12, align 4
  %19 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #7 [ "convergencectrl"(token %6) ]
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr %13, align 4
  store i32 1, ptr %14, align 4
  br label %21

21:                                               ; preds = %119, %5
  %22 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %23 = load i32, ptr %14, align 4
  %24 = load i32, ptr %9, align 4
  %25 = sub nsw i32 %24, 1
  %26 = icmp slt i32 %23, %25
  br i1 %26, label %27, label %122

27:                                               ; preds = %21
  %28 = load i32, ptr %13, align 4
  %29 = icmp slt i32 %28, 1
  br i1 %29, label %43, label %30

30:                                               ; preds = %27
  %31 = load i32, ptr %12, align 4
  %32 = icmp slt i32 %31, 1
  br i1 %32, label %43, label %33

33:                                               ; preds = %30
  %34 = load i32, ptr %13, align 4
  %35 = load i32, ptr %10, align 4
  %36 = sub nsw i32 %35, 1
  %37 = icmp sge i32 %34, %36
  br i1 %37, label %43, label %38

38:                                               ; preds = %33
  %39 = load i32, ptr %12, align 4
  %40 = load i32, ptr %11, align 4
  %41 = sub nsw i32 %40, 1
  %42 = icmp sge i32 %39, %41
  br i1 %42, label %43, label %44

43:                                               ; preds = %38, %33, %30, %27
  br label %122

44:                                               ; preds = %38
  store float 0.000000e+00, ptr %15, align 4
  store i32 -1, ptr %16, align 4
  br label %45

45:                                               ; preds = %102, %44
  %46 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %22) ]
  %47 = load i32, ptr %16, align 4
  %48 = icmp sle i32 %47, 1
  br i1 %48, label %49, label %105

49:                                               ; preds = %45
  %50 = load i32, ptr %16, align 4
  %51 = sitofp i32 %50 to float
  %52 = call float @llvm.fmuladd.f32(float 0x3FB99999A0000000, float %51, float 5.000000e-01)
  %53 = load ptr addrspace(1), ptr %7, align 8
  %54 = load i32, ptr %14, align 4
  %55 = load i32, ptr %16, align 4
  %56 = add nsw i32 %54, %55
  %57 = load i32, ptr %10, align 4
  %58 = mul nsw i32 %56, %57
  %59 = load i32, ptr %13, align 4
  %60 = add nsw i32 %58, %59
  %61 = load i32, ptr %11, align 4
  %62 = mul nsw i32 %60, %61
  %63 = load i32, ptr %12, align 4
  %64 = add nsw i32 %62, %63
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr addrspace(1) %53, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4
  %68 = load ptr addrspace(1), ptr %7, align 8
  %69 = load i32, ptr %14, align 4
  %70 = load i32, ptr %10, align 4
  %71 = mul nsw i32 %69, %70
  %72 = load i32, ptr %13, align 4
  %73 = add nsw i32 %71, %72
  %74 = load i32, ptr %16, align 4
  %75 = add nsw i32 %73, %74
  %76 = load i32, ptr %11, align 4
  %77 = mul nsw i32 %75, %76
  %78 = load i32, ptr %12, align 4
  %79 = add nsw i32 %77, %78
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr addrspace(1) %68, i64 %80
  %82 = load float, ptr addrspace(1) %81, align 4
  %83 = fadd float %67, %82
  %84 = load ptr addrspace(1), ptr %7, align 8
  %85 = load i32, ptr %14, align 4
  %86 = load i32, ptr %10, align 4
  %87 = mul nsw i32 %85, %86
  %88 = load i32, ptr %13, align 4
  %89 = add nsw i32 %87, %88
  %90 = load i32, ptr %11, align 4
  %91 = mul nsw i32 %89, %90
  %92 = load i32, ptr %12, align 4
  %93 = add nsw i32 %91, %92
  %94 = load i32, ptr %16, align 4
  %95 = add nsw i32 %93, %94
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds float, ptr addrspace(1) %84, i64 %96
  %98 = load float, ptr addrspace(1) %97, align 4
  %99 = fadd float %83, %98
  %100 = load float, ptr %15, align 4
  %101 = call float @llvm.fmuladd.f32(float %52, float %99, float %100)
  store float %101, ptr %15, align 4
  br label %102

102:                                              ; preds = %49
  %103 = load i32, ptr %16, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %16, align 4
  br label %45

105:                                              ; preds = %45
  %106 = load float, ptr %15, align 4
  %107 = load ptr addrspace(1), ptr %8, align 8
  %108 = load i32, ptr %14, align 4
  %109 = load i32, ptr %10, align 4
  %110 = mul nsw i32 %108, %109
  %111 = load i32, ptr %13, align 4
  %112 = add nsw i32 %110, %111
  %113 = load i32, ptr %11, align 4
  %114 = mul nsw i32 %112, %113
  %115 = load i32, ptr %12, align 4
  %116 = add nsw i32 %114, %115
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds float, ptr addrspace(1) %107, i64 %117
  store float %106, ptr addrspace(1) %118, align 4
  br label %119

119:                                              ; preds = %105
  %120 = load i32, ptr %14, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %14, align 4
  br label %21

122:                                              ; preds = %43, %21
  ret void
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { convergent nounwind willreturn memory(none) }
attributes #8 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"clang-19"}
!4 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!5 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!6 = !{!"float*", !"float*", !"float*", !"float", !"float", !"int", !"int", !"int"}
!7 = !{!"const", !"const", !"", !"", !"", !"", !"", !""}
!8 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!9 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"float*", !"float", !"int", !"int", !"int"}
!11 = !{!"const", !"const", !"", !"", !"", !"", !""}
!12 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!13 = !{!"none", !"none", !"none", !"none", !"none"}
!14 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!15 = !{!"const", !"const", !"", !"", !""}
!16 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0}
!17 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int", !"int"}
!18 = !{!"const", !"const", !"const", !"", !"", !"", !""}
!19 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!20 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!21 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!22 = !{!"const", !"", !"", !"const", !"const", !""}
!23 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!24 = !{!"float*", !"float*", !"float", !"float", !"int", !"int"}
!25 = !{!"const", !"", !"", !"", !"", !""}
!26 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!27 = !{!"float*", !"float*", !"float", !"int", !"int"}
!28 = !{!"", !"const", !"", !"", !""}
!29 = !{float 2.500000e+00}
!30 = !{i32 1, i32 1, i32 0, i32 0}
!31 = !{!"none", !"none", !"none", !"none"}
!32 = !{!"float*", !"float*", !"int", !"int"}
!33 = !{!"", !"const", !"", !""}
!34 = !{!"float*", !"float*", !"float*", !"float", !"float", !"int", !"int"}
!35 = !{!"const", !"", !"const", !"", !"", !"", !""}
!36 = !{i32 1, i32 1, i32 1, i32 3, i32 0, i32 0, i32 0}
!37 = !{!"float*", !"float*", !"float*", !"float*", !"int", !"int", !"int"}
!38 = !{!"", !"", !"", !"", !"", !"", !""}
!39 = !{i32 1, i32 0, i32 0}
!40 = !{!"none", !"none", !"none"}
!41 = !{!"float*", !"int", !"int"}
!42 = !{!"", !"", !""}
!43 = !{i32 1, i32 1, i32 3, i32 0}
!44 = !{!"float*", !"float*", !"float*", !"int"}
!45 = !{!"const", !"", !"", !""}
!46 = !{i32 1, i32 3, i32 0, i32 0}
!47 = !{!"", !"", !"", !""}
!48 = !{i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!49 = !{!"float*", !"float*", !"float*", !"float*", !"int", !"int", !"int", !"int"}
!50 = !{!"", !"", !"", !"const", !"", !"", !"", !""}
!51 = !{!"float*", !"float*", !"int", !"int", !"int"}
!52 = !{!"const", !"", !"", !"", !""}
