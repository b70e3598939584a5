source_filename = "src/polybench.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__const.pb_conv2d.c = private unnamed_addr addrspace(4) constant [3 x [3 x float]] [[3 x float] [float 0x3FC99999A0000000, float 5.000000e-01, float 0xBFE99999A0000000], [3 x float] [float 0xBFD3333340000000, float 0x3FE3333340000000, float 0xBFECCCCCC0000000], [3 x float] [float 0x3FD99999A0000000, float 0x3FE6666660000000, float 0x3FB99999A0000000]], align 4
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
define protected amdgpu_kernel void @pb_gemm(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, float noundef %3, float noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca float, align 4, addrspace(5)
  %13 = alloca float, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca float, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %9, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %10, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %11, align 8
  store float %3, ptr addrspace(5) %12, align 4
  store float %4, ptr addrspace(5) %13, align 4
  store i32 %5, ptr addrspace(5) %14, align 4
  store i32 %6, ptr addrspace(5) %15, align 4
  store i32 %7, ptr addrspace(5) %16, align 4
  %21 = call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr addrspace(5) %17, align 4
  %23 = call i64 @_Z13get_global_idj(i32 noundef 1) #6
  %24 = trunc i64 %23 to i32
  store i32 %24, ptr addrspace(5) %18, align 4
  %25 = load i32, ptr addrspace(5) %18, align 4
  %26 = load i32, ptr addrspace(5) %14, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %84

28:                                               ; preds = %8
  %29 = load i32, ptr addrspace(5) %17, align 4
  %30 = load i32, ptr addrspace(5) %15, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %84

32:                                               ; preds = %28
  %33 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %34 = load i32, ptr addrspace(5) %18, align 4
  %35 = load i32, ptr addrspace(5) %15, align 4
  %36 = mul nsw i32 %34, %35
  %37 = load i32, ptr addrspace(5) %17, align 4
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %33, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4
  %42 = load float, ptr addrspace(5) %13, align 4
  %43 = fmul float %41, %42
  store float %43, ptr addrspace(5) %19, align 4
  store i32 0, ptr addrspace(5) %20, align 4
  br label %44

44:                                               ; preds = %71, %32
  %45 = load i32, ptr addrspace(5) %20, align 4
  %46 = load i32, ptr addrspace(5) %16, align 4
  %47 = icmp slt i32 %45, %46
  br i1 %47, label %48, label %74

48:                                               ; preds = %44
  %49 = load float, ptr addrspace(5) %12, align 4
  %50 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %51 = load i32, ptr addrspace(5) %18, align 4
  %52 = load i32, ptr addrspace(5) %16, align 4
  %53 = mul nsw i32 %51, %52
  %54 = load i32, ptr addrspace(5) %20, align 4
  %55 = add nsw i32 %53, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr addrspace(1) %50, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4
  %59 = fmul float %49, %58
  %60 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %61 = load i32, ptr addrspace(5) %20, align 4
  %62 = load i32, ptr addrspace(5) %15, align 4
  %63 = mul nsw i32 %61, %62
  %64 = load i32, ptr addrspace(5) %17, align 4
  %65 = add nsw i32 %63, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr addrspace(1) %60, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4
  %69 = load float, ptr addrspace(5) %19, align 4
  %70 = call float @llvm.fmuladd.f32(float %59, float %68, float %69)
  store float %70, ptr addrspace(5) %19, align 4
  br label %71

71:                                               ; preds = %48
  %72 = load i32, ptr addrspace(5) %20, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr addrspace(5) %20, align 4
  br label %44

74:                                               ; preds = %44
  %75 = load float, ptr addrspace(5) %19, align 4
  %76 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %77 = load i32, ptr addrspace(5) %18, align 4
  %78 = load i32, ptr addrspace(5) %15, align 4
  %79 = mul nsw i32 %77, %78
  %80 = load i32, ptr addrspace(5) %17, align 4
  %81 = add nsw i32 %79, %80
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr addrspace(1) %76, i64 %82
  store float %75, ptr addrspace(1) %83, align 4
  br label %84

84:                                               ; preds = %74, %28, %8
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @pb_2mm_1(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca float, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %8, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %9, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %10, align 8
  store float %3, ptr addrspace(5) %11, align 4
  store i32 %4, ptr addrspace(5) %12, align 4
  store i32 %5, ptr addrspace(5) %13, align 4
  store i32 %6, ptr addrspace(5) %14, align 4
  %19 = call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr addrspace(5) %15, align 4
  %21 = call i64 @_Z13get_global_idj(i32 noundef 1) #6
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr addrspace(5) %16, align 4
  %23 = load i32, ptr addrspace(5) %16, align 4
  %24 = load i32, ptr addrspace(5) %12, align 4
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %30, label %26

26:                                               ; preds = %7
  %27 = load i32, ptr addrspace(5) %15, align 4
  %28 = load i32, ptr addrspace(5) %13, align 4
  %29 = icmp sge i32 %27, %28
  br i1 %29, label %30, label %31

30:                                               ; preds = %26, %7
  br label %72

31:                                               ; preds = %26
  store float 0.000000e+00, ptr addrspace(5) %17, align 4
  store i32 0, ptr addrspace(5) %18, align 4
  br label %32

32:                                               ; preds = %57, %31
  %33 = load i32, ptr addrspace(5) %18, align 4
  %34 = load i32, ptr addrspace(5) %14, align 4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %60

36:                                               ; preds = %32
  %37 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %38 = load i32, ptr addrspace(5) %16, align 4
  %39 = load i32, ptr addrspace(5) %14, align 4
  %40 = mul nsw i32 %38, %39
  %41 = load i32, ptr addrspace(5) %18, align 4
  %42 = add nsw i32 %40, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %37, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4
  %46 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %47 = load i32, ptr addrspace(5) %18, align 4
  %48 = load i32, ptr addrspace(5) %13, align 4
  %49 = mul nsw i32 %47, %48
  %50 = load i32, ptr addrspace(5) %15, align 4
  %51 = add nsw i32 %49, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %46, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4
  %55 = load float, ptr addrspace(5) %17, align 4
  %56 = call float @_Z3fmafff(float noundef %45, float noundef %54, float noundef %55) #6
  store float %56, ptr addrspace(5) %17, align 4
  br label %57

57:                                               ; preds = %36
  %58 = load i32, ptr addrspace(5) %18, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr addrspace(5) %18, align 4
  br label %32

60:                                               ; preds = %32
  %61 = load float, ptr addrspace(5) %11, align 4
  %62 = load float, ptr addrspace(5) %17, align 4
  %63 = fmul float %61, %62
  %64 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %65 = load i32, ptr addrspace(5) %16, align 4
  %66 = load i32, ptr addrspace(5) %13, align 4
  %67 = mul nsw i32 %65, %66
  %68 = load i32, ptr addrspace(5) %15, align 4
  %69 = add nsw i32 %67, %68
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr addrspace(1) %64, i64 %70
  store float %63, ptr addrspace(1) %71, align 4
  br label %72

72:                                               ; preds = %60, %30
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z3fmafff(float noundef, float noundef, float noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @pb_2mm_2(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca float, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %8, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %9, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %10, align 8
  store float %3, ptr addrspace(5) %11, align 4
  store i32 %4, ptr addrspace(5) %12, align 4
  store i32 %5, ptr addrspace(5) %13, align 4
  store i32 %6, ptr addrspace(5) %14, align 4
  %19 = call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr addrspace(5) %15, align 4
  %21 = call i64 @_Z13get_global_idj(i32 noundef 1) #6
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr addrspace(5) %16, align 4
  %23 = load i32, ptr addrspace(5) %16, align 4
  %24 = load i32, ptr addrspace(5) %12, align 4
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %30, label %26

26:                                               ; preds = %7
  %27 = load i32, ptr addrspace(5) %15, align 4
  %28 = load i32, ptr addrspace(5) %14, align 4
  %29 = icmp sge i32 %27, %28
  br i1 %29, label %30, label %31

30:                                               ; preds = %26, %7
  br label %81

31:                                               ; preds = %26
  %32 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %33 = load i32, ptr addrspace(5) %16, align 4
  %34 = load i32, ptr addrspace(5) %14, align 4
  %35 = mul nsw i32 %33, %34
  %36 = load i32, ptr addrspace(5) %15, align 4
  %37 = add nsw i32 %35, %36
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspace(1) %32, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4
  %41 = load float, ptr addrspace(5) %11, align 4
  %42 = fmul float %40, %41
  store float %42, ptr addrspace(5) %17, align 4
  store i32 0, ptr addrspace(5) %18, align 4
  br label %43

43:                                               ; preds = %68, %31
  %44 = load i32, ptr addrspace(5) %18, align 4
  %45 = load i32, ptr addrspace(5) %13, align 4
  %46 = icmp slt i32 %44, %45
  br i1 %46, label %47, label %71

47:                                               ; preds = %43
  %48 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %49 = load i32, ptr addrspace(5) %16, align 4
  %50 = load i32, ptr addrspace(5) %13, align 4
  %51 = mul nsw i32 %49, %50
  %52 = load i32, ptr addrspace(5) %18, align 4
  %53 = add nsw i32 %51, %52
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %48, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4
  %57 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %58 = load i32, ptr addrspace(5) %18, align 4
  %59 = load i32, ptr addrspace(5) %14, align 4
  %60 = mul nsw i32 %58, %59
  %61 = load i32, ptr addrspace(5) %15, align 4
  %62 = add nsw i32 %60, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr addrspace(1) %57, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4
  %66 = load float, ptr addrspace(5) %17, align 4
  %67 = call float @llvm.fmuladd.f32(float %56, float %65, float %66)
  store float %67, ptr addrspace(5) %17, align 4
  br label %68

68:                                               ; preds = %47
  %69 = load i32, ptr addrspace(5) %18, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr addrspace(5) %18, align 4
  br label %43

71:                                               ; preds = %43
  %72 = load float, ptr addrspace(5) %17, align 4
  %73 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %74 = load i32, ptr addrspace(5) %16, align 4
  %75 = load i32, ptr addrspace(5) %14, align 4
  %76 = mul nsw i32 %74, %75
  %77 = load i32, ptr addrspace(5) %15, align 4
  %78 = add nsw i32 %76, %77
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr addrspace(1) %73, i64 %79
  store float %72, ptr addrspace(1) %80, align 4
  br label %81

81:                                               ; preds = %71, %30
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @pb_atax_1(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, i32 noundef %4) #1 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca float, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %6, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %7, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %8, align 8
  store i32 %3, ptr addrspace(5) %9, align 4
  store i32 %4, ptr addrspace(5) %10, align 4
  %14 = call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr addrspace(5) %11, align 4
  %16 = load i32, ptr addrspace(5) %11, align 4
  %17 = load i32, ptr addrspace(5) %9, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %50

19:                                               ; preds = %5
  store float 0.000000e+00, ptr addrspace(5) %12, align 4
  store i32 0, ptr addrspace(5) %13, align 4
  br label %20

20:                                               ; preds = %41, %19
  %21 = load i32, ptr addrspace(5) %13, align 4
  %22 = load i32, ptr addrspace(5) %10, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %44

24:                                               ; preds = %20
  %25 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %26 = load i32, ptr addrspace(5) %11, align 4
  %27 = load i32, ptr addrspace(5) %10, align 4
  %28 = mul nsw i32 %26, %27
  %29 = load i32, ptr addrspace(5) %13, align 4
  %30 = add nsw i32 %28, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %25, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4
  %34 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %35 = load i32, ptr addrspace(5) %13, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %34, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4
  %39 = load float, ptr addrspace(5) %12, align 4
  %40 = call float @llvm.fmuladd.f32(float %33, float %38, float %39)
  store float %40, ptr addrspace(5) %12, align 4
  br label %41

41:                                               ; preds = %24
  %42 = load i32, ptr addrspace(5) %13, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr addrspace(5) %13, align 4
  br label %20

44:                                               ; preds = %20
  %45 = load float, ptr addrspace(5) %12, align 4
  %46 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %47 = load i32, ptr addrspace(5) %11, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr addrspace(1) %46, i64 %48
  store float %45, ptr addrspace(1) %49, align 4
  br label %50

50:                                               ; preds = %44, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @pb_atax_2(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, i32 noundef %4) #1 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca float, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %6, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %7, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %8, align 8
  store i32 %3, ptr addrspace(5) %9, align 4
  store i32 %4, ptr addrspace(5) %10, align 4
  %14 = call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr addrspace(5) %11, align 4
  %16 = load i32, ptr addrspace(5) %11, align 4
  %17 = load i32, ptr addrspace(5) %10, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %50

19:                                               ; preds = %5
  store float 0.000000e+00, ptr addrspace(5) %12, align 4
  store i32 0, ptr addrspace(5) %13, align 4
  br label %20

20:                                               ; preds = %41, %19
  %21 = load i32, ptr addrspace(5) %13, align 4
  %22 = load i32, ptr addrspace(5) %9, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %44

24:                                               ; preds = %20
  %25 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %26 = load i32, ptr addrspace(5) %13, align 4
  %27 = load i32, ptr addrspace(5) %10, align 4
  %28 = mul nsw i32 %26, %27
  %29 = load i32, ptr addrspace(5) %11, align 4
  %30 = add nsw i32 %28, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %25, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4
  %34 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %35 = load i32, ptr addrspace(5) %13, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %34, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4
  %39 = load float, ptr addrspace(5) %12, align 4
  %40 = call float @llvm.fmuladd.f32(float %33, float %38, float %39)
  store float %40, ptr addrspace(5) %12, align 4
  br label %41

41:                                               ; preds = %24
  %42 = load i32, ptr addrspace(5) %13, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr addrspace(5) %13, align 4
  br label %20

44:                                               ; preds = %20
  %45 = load float, ptr addrspace(5) %12, align 4
  %46 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %47 = load i32, ptr addrspace(5) %11, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr addrspace(1) %46, i64 %48
  store float %45, ptr addrspace(1) %49, align 4
  br label %50

50:                                               ; preds = %44, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @pb_bicg(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, i32 noundef %5, i32 noundef %6) #1 !kernel_arg_addr_space !18 !kernel_arg_access_qual !11 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca float, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca float, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %8, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %9, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %10, align 8
  store ptr addrspace(1) %3, ptr addrspace(5) %11, align 8
  store ptr addrspace(1) %4, ptr addrspace(5) %12, align 8
  store i32 %5, ptr addrspace(5) %13, align 4
  store i32 %6, ptr addrspace(5) %14, align 4
  %21 = call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr addrspace(5) %15, align 4
  %23 = call i64 @_Z13get_global_idj(i32 noundef 1) #6
  %24 = trunc i64 %23 to i32
  store i32 %24, ptr addrspace(5) %16, align 4
  %25 = load i32, ptr addrspace(5) %16, align 4
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %63

27:                                               ; preds = %7
  %28 = load i32, ptr addrspace(5) %15, align 4
  %29 = load i32, ptr addrspace(5) %13, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %62

31:                                               ; preds = %27
  store float 0.000000e+00, ptr addrspace(5) %17, align 4
  store i32 0, ptr addrspace(5) %18, align 4
  br label %32

32:                                               ; preds = %53, %31
  %33 = load i32, ptr addrspace(5) %18, align 4
  %34 = load i32, ptr addrspace(5) %14, align 4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %56

36:                                               ; preds = %32
  %37 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %38 = load i32, ptr addrspace(5) %15, align 4
  %39 = load i32, ptr addrspace(5) %14, align 4
  %40 = mul nsw i32 %38, %39
  %41 = load i32, ptr addrspace(5) %18, align 4
  %42 = add nsw i32 %40, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %37, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4
  %46 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %47 = load i32, ptr addrspace(5) %18, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr addrspace(1) %46, i64 %48
  %50 = load float, ptr addrspace(1) %49, align 4
  %51 = load float, ptr addrspace(5) %17, align 4
  %52 = call float @llvm.fmuladd.f32(float %45, float %50, float %51)
  store float %52, ptr addrspace(5) %17, align 4
  br label %53

53:                                               ; preds = %36
  %54 = load i32, ptr addrspace(5) %18, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr addrspace(5) %18, align 4
  br label %32

56:                                               ; preds = %32
  %57 = load float, ptr addrspace(5) %17, align 4
  %58 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %59 = load i32, ptr addrspace(5) %15, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %58, i64 %60
  store float %57, ptr addrspace(1) %61, align 4
  br label %62

62:                                               ; preds = %56, %27
  br label %99

63:                                               ; preds = %7
  %64 = load i32, ptr addrspace(5) %15, align 4
  %65 = load i32, ptr addrspace(5) %14, align 4
  %66 = icmp slt i32 %64, %65
  br i1 %66, label %67, label %98

67:                                               ; preds = %63
  store float 0.000000e+00, ptr addrspace(5) %19, align 4
  store i32 0, ptr addrspace(5) %20, align 4
  br label %68

68:                                               ; preds = %89, %67
  %69 = load i32, ptr addrspace(5) %20, align 4
  %70 = load i32, ptr addrspace(5) %13, align 4
  %71 = icmp slt i32 %69, %70
  br i1 %71, label %72, label %92

72:                                               ; preds = %68
  %73 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %74 = load i32, ptr addrspace(5) %20, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr addrspace(1) %73, i64 %75
  %77 = load float, ptr addrspace(1) %76, align 4
  %78 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %79 = load i32, ptr addrspace(5) %20, align 4
  %80 = load i32, ptr addrspace(5) %14, align 4
  %81 = mul nsw i32 %79, %80
  %82 = load i32, ptr addrspace(5) %15, align 4
  %83 = add nsw i32 %81, %82
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr addrspace(1) %78, i64 %84
  %86 = load float, ptr addrspace(1) %85, align 4
  %87 = load float, ptr addrspace(5) %19, align 4
  %88 = call float @llvm.fmuladd.f32(float %77, float %86, float %87)
  store float %88, ptr addrspace(5) %19, align 4
  br label %89

89:                                               ; preds = %72
  %90 = load i32, ptr addrspace(5) %20, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr addrspace(5) %20, align 4
  br label %68

92:                                               ; preds = %68
  %93 = load float, ptr addrspace(5) %19, align 4
  %94 = load ptr addrspace(1), ptr addrspace(5) %12, align 8
  %95 = load i32, ptr addrspace(5) %15, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds float, ptr addrspace(1) %94, i64 %96
  store float %93, ptr addrspace(1) %97, align 4
  br label %98

98:                                               ; preds = %92, %63
  br label %99

99:                                               ; preds = %98, %62
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @pb_mvt(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, i32 noundef %5) #1 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca float, align 4, addrspace(5)
  %15 = alloca float, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %7, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %8, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %9, align 8
  store ptr addrspace(1) %3, ptr addrspace(5) %10, align 8
  store ptr addrspace(1) %4, ptr addrspace(5) %11, align 8
  store i32 %5, ptr addrspace(5) %12, align 4
  %17 = call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr addrspace(5) %13, align 4
  %19 = load i32, ptr addrspace(5) %13, align 4
  %20 = load i32, ptr addrspace(5) %12, align 4
  %21 = icmp sge i32 %19, %20
  br i1 %21, label %22, label %23

22:                                               ; preds = %6
  br label %85

23:                                               ; preds = %6
  %24 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %25 = load i32, ptr addrspace(5) %13, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %24, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4
  store float %28, ptr addrspace(5) %14, align 4
  %29 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %30 = load i32, ptr addrspace(5) %13, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %29, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4
  store float %33, ptr addrspace(5) %15, align 4
  store i32 0, ptr addrspace(5) %16, align 4
  br label %34

34:                                               ; preds = %71, %23
  %35 = load i32, ptr addrspace(5) %16, align 4
  %36 = load i32, ptr addrspace(5) %12, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %74

38:                                               ; preds = %34
  %39 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %40 = load i32, ptr addrspace(5) %13, align 4
  %41 = load i32, ptr addrspace(5) %12, align 4
  %42 = mul nsw i32 %40, %41
  %43 = load i32, ptr addrspace(5) %16, align 4
  %44 = add nsw i32 %42, %43
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(1) %39, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4
  %48 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %49 = load i32, ptr addrspace(5) %16, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %48, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4
  %53 = load float, ptr addrspace(5) %14, align 4
  %54 = call float @llvm.fmuladd.f32(float %47, float %52, float %53)
  store float %54, ptr addrspace(5) %14, align 4
  %55 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %56 = load i32, ptr addrspace(5) %16, align 4
  %57 = load i32, ptr addrspace(5) %12, align 4
  %58 = mul nsw i32 %56, %57
  %59 = load i32, ptr addrspace(5) %13, align 4
  %60 = add nsw i32 %58, %59
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr addrspace(1) %55, i64 %61
  %63 = load float, ptr addrspace(1) %62, align 4
  %64 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %65 = load i32, ptr addrspace(5) %16, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr addrspace(1) %64, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4
  %69 = load float, ptr addrspace(5) %15, align 4
  %70 = call float @llvm.fmuladd.f32(float %63, float %68, float %69)
  store float %70, ptr addrspace(5) %15, align 4
  br label %71

71:                                               ; preds = %38
  %72 = load i32, ptr addrspace(5) %16, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr addrspace(5) %16, align 4
  br label %34

74:                                               ; preds = %34
  %75 = load float, ptr addrspace(5) %14, align 4
  %76 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %77 = load i32, ptr addrspace(5) %13, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr addrspace(1) %76, i64 %78
  store float %75, ptr addrspace(1) %79, align 4
  %80 = load float, ptr addrspace(5) %15, align 4
  %81 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %82 = load i32, ptr addrspace(5) %13, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr addrspace(1) %81, i64 %83
  store float %80, ptr addrspace(1) %84, align 4
  br label %85

85:                                               ; preds = %74, %22
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @pb_syrk(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, float noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5) #1 !kernel_arg_addr_space !25 !kernel_arg_access_qual !22 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca float, align 4, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca float, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %7, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %8, align 8
  store float %2, ptr addrspace(5) %9, align 4
  store float %3, ptr addrspace(5) %10, align 4
  store i32 %4, ptr addrspace(5) %11, align 4
  store i32 %5, ptr addrspace(5) %12, align 4
  %17 = call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr addrspace(5) %13, align 4
  %19 = call i64 @_Z13get_global_idj(i32 noundef 1) #6
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr addrspace(5) %14, align 4
  %21 = load i32, ptr addrspace(5) %14, align 4
  %22 = load i32, ptr addrspace(5) %11, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %80

24:                                               ; preds = %6
  %25 = load i32, ptr addrspace(5) %13, align 4
  %26 = load i32, ptr addrspace(5) %14, align 4
  %27 = icmp sle i32 %25, %26
  br i1 %27, label %28, label %80

28:                                               ; preds = %24
  %29 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %30 = load i32, ptr addrspace(5) %14, align 4
  %31 = load i32, ptr addrspace(5) %11, align 4
  %32 = mul nsw i32 %30, %31
  %33 = load i32, ptr addrspace(5) %13, align 4
  %34 = add nsw i32 %32, %33
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %29, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4
  %38 = load float, ptr addrspace(5) %10, align 4
  %39 = fmul float %37, %38
  store float %39, ptr addrspace(5) %15, align 4
  store i32 0, ptr addrspace(5) %16, align 4
  br label %40

40:                                               ; preds = %67, %28
  %41 = load i32, ptr addrspace(5) %16, align 4
  %42 = load i32, ptr addrspace(5) %12, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %70

44:                                               ; preds = %40
  %45 = load float, ptr addrspace(5) %9, align 4
  %46 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %47 = load i32, ptr addrspace(5) %14, align 4
  %48 = load i32, ptr addrspace(5) %12, align 4
  %49 = mul nsw i32 %47, %48
  %50 = load i32, ptr addrspace(5) %16, align 4
  %51 = add nsw i32 %49, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %46, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4
  %55 = fmul float %45, %54
  %56 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %57 = load i32, ptr addrspace(5) %13, align 4
  %58 = load i32, ptr addrspace(5) %12, align 4
  %59 = mul nsw i32 %57, %58
  %60 = load i32, ptr addrspace(5) %16, align 4
  %61 = add nsw i32 %59, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %56, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4
  %65 = load float, ptr addrspace(5) %15, align 4
  %66 = call float @llvm.fmuladd.f32(float %55, float %64, float %65)
  store float %66, ptr addrspace(5) %15, align 4
  br label %67

67:                                               ; preds = %44
  %68 = load i32, ptr addrspace(5) %16, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr addrspace(5) %16, align 4
  br label %40

70:                                               ; preds = %40
  %71 = load float, ptr addrspace(5) %15, align 4
  %72 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %73 = load i32, ptr addrspace(5) %14, align 4
  %74 = load i32, ptr addrspace(5) %11, align 4
  %75 = mul nsw i32 %73, %74
  %76 = load i32, ptr addrspace(5) %13, align 4
  %77 = add nsw i32 %75, %76
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr addrspace(1) %72, i64 %78
  store float %71, ptr addrspace(1) %79, align 4
  br label %80

80:                                               ; preds = %70, %24, %6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @pb_cov_mean(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, float noundef %2, i32 noundef %3, i32 noundef %4) #1 !kernel_arg_addr_space !28 !kernel_arg_access_qual !15 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 {
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca float, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca float, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %6, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %7, align 8
  store float %2, ptr addrspace(5) %8, align 4
  store i32 %3, ptr addrspace(5) %9, align 4
  store i32 %4, ptr addrspace(5) %10, align 4
  %14 = call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr addrspace(5) %11, align 4
  %16 = load i32, ptr addrspace(5) %11, align 4
  %17 = load i32, ptr addrspace(5) %9, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %47

19:                                               ; preds = %5
  store float 0.000000e+00, ptr addrspace(5) %12, align 4
  store i32 0, ptr addrspace(5) %13, align 4
  br label %20

20:                                               ; preds = %36, %19
  %21 = load i32, ptr addrspace(5) %13, align 4
  %22 = load i32, ptr addrspace(5) %10, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %39

24:                                               ; preds = %20
  %25 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %26 = load i32, ptr addrspace(5) %13, align 4
  %27 = load i32, ptr addrspace(5) %9, align 4
  %28 = mul nsw i32 %26, %27
  %29 = load i32, ptr addrspace(5) %11, align 4
  %30 = add nsw i32 %28, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %25, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4
  %34 = load float, ptr addrspace(5) %12, align 4
  %35 = fadd float %34, %33
  store float %35, ptr addrspace(5) %12, align 4
  br label %36

36:                                               ; preds = %24
  %37 = load i32, ptr addrspace(5) %13, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr addrspace(5) %13, align 4
  br label %20

39:                                               ; preds = %20
  %40 = load float, ptr addrspace(5) %12, align 4
  %41 = load float, ptr addrspace(5) %8, align 4
  %42 = fdiv float %40, %41, !fpmath !31
  %43 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %44 = load i32, ptr addrspace(5) %11, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(1) %43, i64 %45
  store float %42, ptr addrspace(1) %46, align 4
  br label %47

47:                                               ; preds = %39, %5
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @pb_cov(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #1 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %6, align 8
  store i32 %2, ptr addrspace(5) %7, align 4
  store i32 %3, ptr addrspace(5) %8, align 4
  %13 = call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr addrspace(5) %9, align 4
  %15 = load i32, ptr addrspace(5) %9, align 4
  %16 = load i32, ptr addrspace(5) %7, align 4
  %17 = icmp sge i32 %15, %16
  br i1 %17, label %18, label %19

18:                                               ; preds = %4
  br label %76

19:                                               ; preds = %4
  %20 = load i32, ptr addrspace(5) %9, align 4
  store i32 %20, ptr addrspace(5) %10, align 4
  br label %21

21:                                               ; preds = %73, %19
  %22 = load i32, ptr addrspace(5) %10, align 4
  %23 = load i32, ptr addrspace(5) %7, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %76

25:                                               ; preds = %21
  store float 0.000000e+00, ptr addrspace(5) %11, align 4
  store i32 0, ptr addrspace(5) %12, align 4
  br label %26

26:                                               ; preds = %51, %25
  %27 = load i32, ptr addrspace(5) %12, align 4
  %28 = load i32, ptr addrspace(5) %8, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %54

30:                                               ; preds = %26
  %31 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %32 = load i32, ptr addrspace(5) %12, align 4
  %33 = load i32, ptr addrspace(5) %7, align 4
  %34 = mul nsw i32 %32, %33
  %35 = load i32, ptr addrspace(5) %9, align 4
  %36 = add nsw i32 %34, %35
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %31, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4
  %40 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %41 = load i32, ptr addrspace(5) %12, align 4
  %42 = load i32, ptr addrspace(5) %7, align 4
  %43 = mul nsw i32 %41, %42
  %44 = load i32, ptr addrspace(5) %10, align 4
  %45 = add nsw i32 %43, %44
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %40, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4
  %49 = load float, ptr addrspace(5) %11, align 4
  %50 = call float @llvm.fmuladd.f32(float %39, float %48, float %49)
  store float %50, ptr addrspace(5) %11, align 4
  br label %51

51:                                               ; preds = %30
  %52 = load i32, ptr addrspace(5) %12, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr addrspace(5) %12, align 4
  br label %26

54:                                               ; preds = %26
  %55 = load float, ptr addrspace(5) %11, align 4
  %56 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %57 = load i32, ptr addrspace(5) %9, align 4
  %58 = load i32, ptr addrspace(5) %7, align 4
  %59 = mul nsw i32 %57, %58
  %60 = load i32, ptr addrspace(5) %10, align 4
  %61 = add nsw i32 %59, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %56, i64 %62
  store float %55, ptr addrspace(1) %63, align 4
  %64 = load float, ptr addrspace(5) %11, align 4
  %65 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %66 = load i32, ptr addrspace(5) %10, align 4
  %67 = load i32, ptr addrspace(5) %7, align 4
  %68 = mul nsw i32 %66, %67
  %69 = load i32, ptr addrspace(5) %9, align 4
  %70 = add nsw i32 %68, %69
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr addrspace(1) %65, i64 %71
  store float %64, ptr addrspace(1) %72, align 4
  br label %73

73:                                               ; preds = %54
  %74 = load i32, ptr addrspace(5) %10, align 4
  %75 = add nsw i32 %74, 1
  store i32 %75, ptr addrspace(5) %10, align 4
  br label %21

76:                                               ; preds = %18, %21
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @pb_corr_std(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, float noundef %3, float noundef %4, i32 noundef %5, i32 noundef %6) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 {
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  %12 = alloca float, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca float, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca float, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %8, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %9, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %10, align 8
  store float %3, ptr addrspace(5) %11, align 4
  store float %4, ptr addrspace(5) %12, align 4
  store i32 %5, ptr addrspace(5) %13, align 4
  store i32 %6, ptr addrspace(5) %14, align 4
  %19 = call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr addrspace(5) %15, align 4
  %21 = load i32, ptr addrspace(5) %15, align 4
  %22 = load i32, ptr addrspace(5) %13, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %69

24:                                               ; preds = %7
  store float 0.000000e+00, ptr addrspace(5) %16, align 4
  store i32 0, ptr addrspace(5) %17, align 4
  br label %25

25:                                               ; preds = %49, %24
  %26 = load i32, ptr addrspace(5) %17, align 4
  %27 = load i32, ptr addrspace(5) %14, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %52

29:                                               ; preds = %25
  %30 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %31 = load i32, ptr addrspace(5) %17, align 4
  %32 = load i32, ptr addrspace(5) %13, align 4
  %33 = mul nsw i32 %31, %32
  %34 = load i32, ptr addrspace(5) %15, align 4
  %35 = add nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %30, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4
  %39 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %40 = load i32, ptr addrspace(5) %15, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr addrspace(1) %39, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4
  %44 = fsub float %38, %43
  store float %44, ptr addrspace(5) %18, align 4
  %45 = load float, ptr addrspace(5) %18, align 4
  %46 = load float, ptr addrspace(5) %18, align 4
  %47 = load float, ptr addrspace(5) %16, align 4
  %48 = call float @llvm.fmuladd.f32(float %45, float %46, float %47)
  store float %48, ptr addrspace(5) %16, align 4
  br label %49

49:                                               ; preds = %29
  %50 = load i32, ptr addrspace(5) %17, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr addrspace(5) %17, align 4
  br label %25

52:                                               ; preds = %25
  %53 = load float, ptr addrspace(5) %16, align 4
  %54 = load float, ptr addrspace(5) %11, align 4
  %55 = fdiv float %53, %54, !fpmath !31
  %56 = call float @_Z4sqrtf(float noundef %55) #6, !fpmath !38
  store float %56, ptr addrspace(5) %16, align 4
  %57 = load float, ptr addrspace(5) %16, align 4
  %58 = load float, ptr addrspace(5) %12, align 4
  %59 = fcmp ole float %57, %58
  br i1 %59, label %60, label %61

60:                                               ; preds = %52
  br label %63

61:                                               ; preds = %52
  %62 = load float, ptr addrspace(5) %16, align 4
  br label %63

63:                                               ; preds = %61, %60
  %64 = phi float [ 1.000000e+00, %60 ], [ %62, %61 ]
  %65 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %66 = load i32, ptr addrspace(5) %15, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %65, i64 %67
  store float %64, ptr addrspace(1) %68, align 4
  br label %69

69:                                               ; preds = %63, %7
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z4sqrtf(float noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @pb_gramschmidt_norm(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(3) noundef align 4 %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #1 !kernel_arg_addr_space !39 !kernel_arg_access_qual !11 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !41 {
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(3), align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca float, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca float, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca float, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %8, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %9, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %10, align 8
  store ptr addrspace(3) %3, ptr addrspace(5) %11, align 4
  store i32 %4, ptr addrspace(5) %12, align 4
  store i32 %5, ptr addrspace(5) %13, align 4
  store i32 %6, ptr addrspace(5) %14, align 4
  %23 = call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %24 = trunc i64 %23 to i32
  store i32 %24, ptr addrspace(5) %15, align 4
  %25 = call i64 @_Z14get_local_sizej(i32 noundef 0) #6
  %26 = trunc i64 %25 to i32
  store i32 %26, ptr addrspace(5) %16, align 4
  store float 0.000000e+00, ptr addrspace(5) %17, align 4
  %27 = load i32, ptr addrspace(5) %15, align 4
  store i32 %27, ptr addrspace(5) %18, align 4
  br label %28

28:                                               ; preds = %46, %7
  %29 = load i32, ptr addrspace(5) %18, align 4
  %30 = load i32, ptr addrspace(5) %13, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %50

32:                                               ; preds = %28
  %33 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %34 = load i32, ptr addrspace(5) %18, align 4
  %35 = load i32, ptr addrspace(5) %14, align 4
  %36 = mul nsw i32 %34, %35
  %37 = load i32, ptr addrspace(5) %12, align 4
  %38 = add nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %33, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4
  store float %41, ptr addrspace(5) %19, align 4
  %42 = load float, ptr addrspace(5) %19, align 4
  %43 = load float, ptr addrspace(5) %19, align 4
  %44 = load float, ptr addrspace(5) %17, align 4
  %45 = call float @llvm.fmuladd.f32(float %42, float %43, float %44)
  store float %45, ptr addrspace(5) %17, align 4
  br label %46

46:                                               ; preds = %32
  %47 = load i32, ptr addrspace(5) %16, align 4
  %48 = load i32, ptr addrspace(5) %18, align 4
  %49 = add nsw i32 %48, %47
  store i32 %49, ptr addrspace(5) %18, align 4
  br label %28

50:                                               ; preds = %28
  %51 = load float, ptr addrspace(5) %17, align 4
  %52 = load ptr addrspace(3), ptr addrspace(5) %11, align 4
  %53 = load i32, ptr addrspace(5) %15, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(3) %52, i64 %54
  store float %51, ptr addrspace(3) %55, align 4
  call void @_Z7barrierj(i32 noundef 1) #7
  %56 = load i32, ptr addrspace(5) %16, align 4
  %57 = sdiv i32 %56, 2
  store i32 %57, ptr addrspace(5) %20, align 4
  br label %58

58:                                               ; preds = %80, %50
  %59 = load i32, ptr addrspace(5) %20, align 4
  %60 = icmp sgt i32 %59, 0
  br i1 %60, label %61, label %83

61:                                               ; preds = %58
  %62 = load i32, ptr addrspace(5) %15, align 4
  %63 = load i32, ptr addrspace(5) %20, align 4
  %64 = icmp slt i32 %62, %63
  br i1 %64, label %65, label %79

65:                                               ; preds = %61
  %66 = load ptr addrspace(3), ptr addrspace(5) %11, align 4
  %67 = load i32, ptr addrspace(5) %15, align 4
  %68 = load i32, ptr addrspace(5) %20, align 4
  %69 = add nsw i32 %67, %68
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr addrspace(3) %66, i64 %70
  %72 = load float, ptr addrspace(3) %71, align 4
  %73 = load ptr addrspace(3), ptr addrspace(5) %11, align 4
  %74 = load i32, ptr addrspace(5) %15, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr addrspace(3) %73, i64 %75
  %77 = load float, ptr addrspace(3) %76, align 4
  %78 = fadd float %77, %72
  store float %78, ptr addrspace(3) %76, align 4
  br label %79

79:                                               ; preds = %65, %61
  call void @_Z7barrierj(i32 noundef 1) #7
  br label %80

80:                                               ; preds = %79
  %81 = load i32, ptr addrspace(5) %20, align 4
  %82 = ashr i32 %81, 1
  store i32 %82, ptr addrspace(5) %20, align 4
  br label %58

83:                                               ; preds = %58
  %84 = load ptr addrspace(3), ptr addrspace(5) %11, align 4
  %85 = getelementptr inbounds float, ptr addrspace(3) %84, i64 0
  %86 = load float, ptr addrspace(3) %85, align 4
  %87 = call float @_Z4sqrtf(float noundef %86) #6, !fpmath !38
  store float %87, ptr addrspace(5) %21, align 4
  %88 = load i32, ptr addrspace(5) %15, align 4
  %89 = icmp eq i32 %88, 0
  br i1 %89, label %90, label %100

90:                                               ; preds = %83
  %91 = load float, ptr addrspace(5) %21, align 4
  %92 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %93 = load i32, ptr addrspace(5) %12, align 4
  %94 = load i32, ptr addrspace(5) %14, align 4
  %95 = mul nsw i32 %93, %94
  %96 = load i32, ptr addrspace(5) %12, align 4
  %97 = add nsw i32 %95, %96
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr addrspace(1) %92, i64 %98
  store float %91, ptr addrspace(1) %99, align 4
  br label %100

100:                                              ; preds = %90, %83
  %101 = load i32, ptr addrspace(5) %15, align 4
  store i32 %101, ptr addrspace(5) %22, align 4
  br label %102

102:                                              ; preds = %126, %100
  %103 = load i32, ptr addrspace(5) %22, align 4
  %104 = load i32, ptr addrspace(5) %13, align 4
  %105 = icmp slt i32 %103, %104
  br i1 %105, label %106, label %130

106:                                              ; preds = %102
  %107 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %108 = load i32, ptr addrspace(5) %22, align 4
  %109 = load i32, ptr addrspace(5) %14, align 4
  %110 = mul nsw i32 %108, %109
  %111 = load i32, ptr addrspace(5) %12, align 4
  %112 = add nsw i32 %110, %111
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds float, ptr addrspace(1) %107, i64 %113
  %115 = load float, ptr addrspace(1) %114, align 4
  %116 = load float, ptr addrspace(5) %21, align 4
  %117 = fdiv float %115, %116, !fpmath !31
  %118 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %119 = load i32, ptr addrspace(5) %22, align 4
  %120 = load i32, ptr addrspace(5) %14, align 4
  %121 = mul nsw i32 %119, %120
  %122 = load i32, ptr addrspace(5) %12, align 4
  %123 = add nsw i32 %121, %122
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds float, ptr addrspace(1) %118, i64 %124
  store float %117, ptr addrspace(1) %125, align 4
  br label %126

126:                                              ; preds = %106
  %127 = load i32, ptr addrspace(5) %16, align 4
  %128 = load i32, ptr addrspace(5) %22, align 4
  %129 = add nsw i32 %128, %127
  store i32 %129, ptr addrspace(5) %22, align 4
  br label %102

130:                                              ; preds = %102
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @pb_lu_step(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, i32 noundef %2) #1 !kernel_arg_addr_space !42 !kernel_arg_access_qual !43 !kernel_arg_type !44 !kernel_arg_base_type !44 !kernel_arg_type_qual !45 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store i32 %1, ptr addrspace(5) %5, align 4
  store i32 %2, ptr addrspace(5) %6, align 4
  %9 = call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %10 = load i32, ptr addrspace(5) %5, align 4
  %11 = sext i32 %10 to i64
  %12 = add i64 %9, %11
  %13 = add i64 %12, 1
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr addrspace(5) %7, align 4
  %15 = call i64 @_Z13get_global_idj(i32 noundef 1) #6
  %16 = load i32, ptr addrspace(5) %5, align 4
  %17 = sext i32 %16 to i64
  %18 = add i64 %15, %17
  %19 = add i64 %18, 1
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr addrspace(5) %8, align 4
  %21 = load i32, ptr addrspace(5) %8, align 4
  %22 = load i32, ptr addrspace(5) %6, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %68

24:                                               ; preds = %3
  %25 = load i32, ptr addrspace(5) %7, align 4
  %26 = load i32, ptr addrspace(5) %6, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %68

28:                                               ; preds = %24
  %29 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %30 = load i32, ptr addrspace(5) %8, align 4
  %31 = load i32, ptr addrspace(5) %6, align 4
  %32 = mul nsw i32 %30, %31
  %33 = load i32, ptr addrspace(5) %5, align 4
  %34 = add nsw i32 %32, %33
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %29, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4
  %38 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %39 = load i32, ptr addrspace(5) %5, align 4
  %40 = load i32, ptr addrspace(5) %6, align 4
  %41 = mul nsw i32 %39, %40
  %42 = load i32, ptr addrspace(5) %7, align 4
  %43 = add nsw i32 %41, %42
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %38, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4
  %47 = fmul float %37, %46
  %48 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %49 = load i32, ptr addrspace(5) %5, align 4
  %50 = load i32, ptr addrspace(5) %6, align 4
  %51 = mul nsw i32 %49, %50
  %52 = load i32, ptr addrspace(5) %5, align 4
  %53 = add nsw i32 %51, %52
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %48, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4
  %57 = fdiv float %47, %56, !fpmath !31
  %58 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %59 = load i32, ptr addrspace(5) %8, align 4
  %60 = load i32, ptr addrspace(5) %6, align 4
  %61 = mul nsw i32 %59, %60
  %62 = load i32, ptr addrspace(5) %7, align 4
  %63 = add nsw i32 %61, %62
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspace(1) %58, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4
  %67 = fsub float %66, %57
  store float %67, ptr addrspace(1) %65, align 4
  br label %68

68:                                               ; preds = %28, %24, %3
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @pb_jacobi1d(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) #1 !kernel_arg_addr_space !46 !kernel_arg_access_qual !33 !kernel_arg_type !47 !kernel_arg_base_type !47 !kernel_arg_type_qual !48 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(3), align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %6, align 8
  store ptr addrspace(3) %2, ptr addrspace(5) %7, align 4
  store i32 %3, ptr addrspace(5) %8, align 4
  %12 = call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr addrspace(5) %9, align 4
  %14 = call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr addrspace(5) %10, align 4
  %16 = call i64 @_Z14get_local_sizej(i32 noundef 0) #6
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr addrspace(5) %11, align 4
  %18 = load i32, ptr addrspace(5) %9, align 4
  %19 = load i32, ptr addrspace(5) %8, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %27

21:                                               ; preds = %4
  %22 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %23 = load i32, ptr addrspace(5) %9, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr addrspace(1) %22, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4
  br label %28

27:                                               ; preds = %4
  br label %28

28:                                               ; preds = %27, %21
  %29 = phi float [ %26, %21 ], [ 0.000000e+00, %27 ]
  %30 = load ptr addrspace(3), ptr addrspace(5) %7, align 4
  %31 = load i32, ptr addrspace(5) %10, align 4
  %32 = add nsw i32 %31, 1
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(3) %30, i64 %33
  store float %29, ptr addrspace(3) %34, align 4
  %35 = load i32, ptr addrspace(5) %10, align 4
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %52

37:                                               ; preds = %28
  %38 = load i32, ptr addrspace(5) %9, align 4
  %39 = icmp sgt i32 %38, 0
  br i1 %39, label %40, label %47

40:                                               ; preds = %37
  %41 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %42 = load i32, ptr addrspace(5) %9, align 4
  %43 = sub nsw i32 %42, 1
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %41, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4
  br label %48

47:                                               ; preds = %37
  br label %48

48:                                               ; preds = %47, %40
  %49 = phi float [ %46, %40 ], [ 0.000000e+00, %47 ]
  %50 = load ptr addrspace(3), ptr addrspace(5) %7, align 4
  %51 = getelementptr inbounds float, ptr addrspace(3) %50, i64 0
  store float %49, ptr addrspace(3) %51, align 4
  br label %52

52:                                               ; preds = %48, %28
  %53 = load i32, ptr addrspace(5) %10, align 4
  %54 = load i32, ptr addrspace(5) %11, align 4
  %55 = sub nsw i32 %54, 1
  %56 = icmp eq i32 %53, %55
  br i1 %56, label %57, label %77

57:                                               ; preds = %52
  %58 = load i32, ptr addrspace(5) %9, align 4
  %59 = add nsw i32 %58, 1
  %60 = load i32, ptr addrspace(5) %8, align 4
  %61 = icmp slt i32 %59, %60
  br i1 %61, label %62, label %69

62:                                               ; preds = %57
  %63 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %64 = load i32, ptr addrspace(5) %9, align 4
  %65 = add nsw i32 %64, 1
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr addrspace(1) %63, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4
  br label %70

69:                                               ; preds = %57
  br label %70

70:                                               ; preds = %69, %62
  %71 = phi float [ %68, %62 ], [ 0.000000e+00, %69 ]
  %72 = load ptr addrspace(3), ptr addrspace(5) %7, align 4
  %73 = load i32, ptr addrspace(5) %11, align 4
  %74 = add nsw i32 %73, 1
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr addrspace(3) %72, i64 %75
  store float %71, ptr addrspace(3) %76, align 4
  br label %77

77:                                               ; preds = %70, %52
  call void @_Z7barrierj(i32 noundef 1) #7
  %78 = load i32, ptr addrspace(5) %9, align 4
  %79 = icmp sgt i32 %78, 0
  br i1 %79, label %80, label %110

80:                                               ; preds = %77
  %81 = load i32, ptr addrspace(5) %9, align 4
  %82 = load i32, ptr addrspace(5) %8, align 4
  %83 = sub nsw i32 %82, 1
  %84 = icmp slt i32 %81, %83
  br i1 %84, label %85, label %110

85:                                               ; preds = %80
  %86 = load ptr addrspace(3), ptr addrspace(5) %7, align 4
  %87 = load i32, ptr addrspace(5) %10, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr addrspace(3) %86, i64 %88
  %90 = load float, ptr addrspace(3) %89, align 4
  %91 = load ptr addrspace(3), ptr addrspace(5) %7, align 4
  %92 = load i32, ptr addrspace(5) %10, align 4
  %93 = add nsw i32 %92, 1
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr addrspace(3) %91, i64 %94
  %96 = load float, ptr addrspace(3) %95, align 4
  %97 = fadd float %90, %96
  %98 = load ptr addrspace(3), ptr addrspace(5) %7, align 4
  %99 = load i32, ptr addrspace(5) %10, align 4
  %100 = add nsw i32 %99, 2
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr addrspace(3) %98, i64 %101
  %103 = load float, ptr addrspace(3) %102, align 4
  %104 = fadd float %97, %103
  %105 = fmul float 0x3FD5554760000000, %104
  %106 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %107 = load i32, ptr addrspace(5) %9, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds float, ptr addrspace(1) %106, i64 %108
  store float %105, ptr addrspace(1) %109, align 4
  br label %110

110:                                              ; preds = %85, %80, %77
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @pb_jacobi2d_tile(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #1 !kernel_arg_addr_space !49 !kernel_arg_access_qual !33 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !50 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(3), align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i8, align 1, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca float, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8
  store ptr addrspace(3) %1, ptr addrspace(5) %6, align 4
  store i32 %2, ptr addrspace(5) %7, align 4
  store i32 %3, ptr addrspace(5) %8, align 4
  %18 = call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr addrspace(5) %9, align 4
  %20 = call i64 @_Z12get_local_idj(i32 noundef 1) #6
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr addrspace(5) %10, align 4
  %22 = call i64 @_Z14get_local_sizej(i32 noundef 0) #6
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr addrspace(5) %11, align 4
  %24 = call i64 @_Z14get_local_sizej(i32 noundef 1) #6
  %25 = trunc i64 %24 to i32
  store i32 %25, ptr addrspace(5) %12, align 4
  %26 = call i64 @_Z12get_group_idj(i32 noundef 0) #6
  %27 = load i32, ptr addrspace(5) %11, align 4
  %28 = sub nsw i32 %27, 2
  %29 = sext i32 %28 to i64
  %30 = mul i64 %26, %29
  %31 = load i32, ptr addrspace(5) %9, align 4
  %32 = sext i32 %31 to i64
  %33 = add i64 %30, %32
  %34 = trunc i64 %33 to i32
  store i32 %34, ptr addrspace(5) %13, align 4
  %35 = call i64 @_Z12get_group_idj(i32 noundef 1) #6
  %36 = load i32, ptr addrspace(5) %12, align 4
  %37 = sub nsw i32 %36, 2
  %38 = sext i32 %37 to i64
  %39 = mul i64 %35, %38
  %40 = load i32, ptr addrspace(5) %10, align 4
  %41 = sext i32 %40 to i64
  %42 = add i64 %39, %41
  %43 = trunc i64 %42 to i32
  store i32 %43, ptr addrspace(5) %14, align 4
  %44 = load i32, ptr addrspace(5) %13, align 4
  %45 = load i32, ptr addrspace(5) %7, align 4
  %46 = icmp slt i32 %44, %45
  br i1 %46, label %47, label %51

47:                                               ; preds = %4
  %48 = load i32, ptr addrspace(5) %14, align 4
  %49 = load i32, ptr addrspace(5) %7, align 4
  %50 = icmp slt i32 %48, %49
  br label %51

51:                                               ; preds = %47, %4
  %52 = phi i1 [ false, %4 ], [ %50, %47 ]
  %53 = zext i1 %52 to i8
  store i8 %53, ptr addrspace(5) %15, align 1
  %54 = load i8, ptr addrspace(5) %15, align 1
  %55 = trunc i8 %54 to i1
  br i1 %55, label %56, label %66

56:                                               ; preds = %51
  %57 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %58 = load i32, ptr addrspace(5) %14, align 4
  %59 = load i32, ptr addrspace(5) %7, align 4
  %60 = mul nsw i32 %58, %59
  %61 = load i32, ptr addrspace(5) %13, align 4
  %62 = add nsw i32 %60, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr addrspace(1) %57, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4
  br label %67

66:                                               ; preds = %51
  br label %67

67:                                               ; preds = %66, %56
  %68 = phi float [ %65, %56 ], [ 0.000000e+00, %66 ]
  %69 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %70 = load i32, ptr addrspace(5) %10, align 4
  %71 = load i32, ptr addrspace(5) %11, align 4
  %72 = mul nsw i32 %70, %71
  %73 = load i32, ptr addrspace(5) %9, align 4
  %74 = add nsw i32 %72, %73
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr addrspace(3) %69, i64 %75
  store float %68, ptr addrspace(3) %76, align 4
  call void @_Z7barrierj(i32 noundef 1) #7
  store i32 0, ptr addrspace(5) %16, align 4
  br label %77

77:                                               ; preds = %163, %67
  %78 = load i32, ptr addrspace(5) %16, align 4
  %79 = load i32, ptr addrspace(5) %8, align 4
  %80 = icmp slt i32 %78, %79
  br i1 %80, label %81, label %166

81:                                               ; preds = %77
  %82 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %83 = load i32, ptr addrspace(5) %10, align 4
  %84 = load i32, ptr addrspace(5) %11, align 4
  %85 = mul nsw i32 %83, %84
  %86 = load i32, ptr addrspace(5) %9, align 4
  %87 = add nsw i32 %85, %86
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr addrspace(3) %82, i64 %88
  %90 = load float, ptr addrspace(3) %89, align 4
  store float %90, ptr addrspace(5) %17, align 4
  %91 = load i32, ptr addrspace(5) %9, align 4
  %92 = icmp sgt i32 %91, 0
  br i1 %92, label %93, label %153

93:                                               ; preds = %81
  %94 = load i32, ptr addrspace(5) %10, align 4
  %95 = icmp sgt i32 %94, 0
  br i1 %95, label %96, label %153

96:                                               ; preds = %93
  %97 = load i32, ptr addrspace(5) %9, align 4
  %98 = load i32, ptr addrspace(5) %11, align 4
  %99 = sub nsw i32 %98, 1
  %100 = icmp slt i32 %97, %99
  br i1 %100, label %101, label %153

101:                                              ; preds = %96
  %102 = load i32, ptr addrspace(5) %10, align 4
  %103 = load i32, ptr addrspace(5) %12, align 4
  %104 = sub nsw i32 %103, 1
  %105 = icmp slt i32 %102, %104
  br i1 %105, label %106, label %153

106:                                              ; preds = %101
  %107 = load float, ptr addrspace(5) %17, align 4
  %108 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %109 = load i32, ptr addrspace(5) %10, align 4
  %110 = load i32, ptr addrspace(5) %11, align 4
  %111 = mul nsw i32 %109, %110
  %112 = load i32, ptr addrspace(5) %9, align 4
  %113 = add nsw i32 %111, %112
  %114 = sub nsw i32 %113, 1
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr addrspace(3) %108, i64 %115
  %117 = load float, ptr addrspace(3) %116, align 4
  %118 = fadd float %107, %117
  %119 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %120 = load i32, ptr addrspace(5) %10, align 4
  %121 = load i32, ptr addrspace(5) %11, align 4
  %122 = mul nsw i32 %120, %121
  %123 = load i32, ptr addrspace(5) %9, align 4
  %124 = add nsw i32 %122, %123
  %125 = add nsw i32 %124, 1
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds float, ptr addrspace(3) %119, i64 %126
  %128 = load float, ptr addrspace(3) %127, align 4
  %129 = fadd float %118, %128
  %130 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %131 = load i32, ptr addrspace(5) %10, align 4
  %132 = sub nsw i32 %131, 1
  %133 = load i32, ptr addrspace(5) %11, align 4
  %134 = mul nsw i32 %132, %133
  %135 = load i32, ptr addrspace(5) %9, align 4
  %136 = add nsw i32 %134, %135
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds float, ptr addrspace(3) %130, i64 %137
  %139 = load float, ptr addrspace(3) %138, align 4
  %140 = fadd float %129, %139
  %141 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %142 = load i32, ptr addrspace(5) %10, align 4
  %143 = add nsw i32 %142, 1
  %144 = load i32, ptr addrspace(5) %11, align 4
  %145 = mul nsw i32 %143, %144
  %146 = load i32, ptr addrspace(5) %9, align 4
  %147 = add nsw i32 %145, %146
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds float, ptr addrspace(3) %141, i64 %148
  %150 = load float, ptr addrspace(3) %149, align 4
  %151 = fadd float %140, %150
  %152 = fmul float 0x3FC99999A0000000, %151
  store float %152, ptr addrspace(5) %17, align 4
  br label %153

153:                                              ; preds = %106, %101, %96, %93, %81
  call void @_Z7barrierj(i32 noundef 1) #7
  %154 = load float, ptr addrspace(5) %17, align 4
  %155 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %156 = load i32, ptr addrspace(5) %10, align 4
  %157 = load i32, ptr addrspace(5) %11, align 4
  %158 = mul nsw i32 %156, %157
  %159 = load i32, ptr addrspace(5) %9, align 4
  %160 = add nsw i32 %158, %159
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds float, ptr addrspace(3) %155, i64 %161
  store float %154, ptr addrspace(3) %162, align 4
  call void @_Z7barrierj(i32 noundef 1) #7
  br label %163

163:                                              ; preds = %153
  %164 = load i32, ptr addrspace(5) %16, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr addrspace(5) %16, align 4
  br label %77

166:                                              ; preds = %77
  %167 = load i8, ptr addrspace(5) %15, align 1
  %168 = trunc i8 %167 to i1
  br i1 %168, label %169, label %203

169:                                              ; preds = %166
  %170 = load i32, ptr addrspace(5) %9, align 4
  %171 = icmp sgt i32 %170, 0
  br i1 %171, label %172, label %203

172:                                              ; preds = %169
  %173 = load i32, ptr addrspace(5) %10, align 4
  %174 = icmp sgt i32 %173, 0
  br i1 %174, label %175, label %203

175:                                              ; preds = %172
  %176 = load i32, ptr addrspace(5) %9, align 4
  %177 = load i32, ptr addrspace(5) %11, align 4
  %178 = sub nsw i32 %177, 1
  %179 = icmp slt i32 %176, %178
  br i1 %179, label %180, label %203

180:                                              ; preds = %175
  %181 = load i32, ptr addrspace(5) %10, align 4
  %182 = load i32, ptr addrspace(5) %12, align 4
  %183 = sub nsw i32 %182, 1
  %184 = icmp slt i32 %181, %183
  br i1 %184, label %185, label %203

185:                                              ; preds = %180
  %186 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %187 = load i32, ptr addrspace(5) %10, align 4
  %188 = load i32, ptr addrspace(5) %11, align 4
  %189 = mul nsw i32 %187, %188
  %190 = load i32, ptr addrspace(5) %9, align 4
  %191 = add nsw i32 %189, %190
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds float, ptr addrspace(3) %186, i64 %192
  %194 = load float, ptr addrspace(3) %193, align 4
  %195 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %196 = load i32, ptr addrspace(5) %14, align 4
  %197 = load i32, ptr addrspace(5) %7, align 4
  %198 = mul nsw i32 %196, %197
  %199 = load i32, ptr addrspace(5) %13, align 4
  %200 = add nsw i32 %198, %199
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds float, ptr addrspace(1) %195, i64 %201
  store float %194, ptr addrspace(1) %202, align 4
  br label %203

203:                                              ; preds = %185, %180, %175, %172, %169, %166
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @pb_fdtd2d(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) #1 !kernel_arg_addr_space !51 !kernel_arg_access_qual !7 !kernel_arg_type !52 !kernel_arg_base_type !52 !kernel_arg_type_qual !53 {
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %9, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %10, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %11, align 8
  store ptr addrspace(1) %3, ptr addrspace(5) %12, align 8
  store i32 %4, ptr addrspace(5) %13, align 4
  store i32 %5, ptr addrspace(5) %14, align 4
  store i32 %6, ptr addrspace(5) %15, align 4
  store i32 %7, ptr addrspace(5) %16, align 4
  %19 = call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr addrspace(5) %17, align 4
  %21 = call i64 @_Z13get_global_idj(i32 noundef 1) #6
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr addrspace(5) %18, align 4
  %23 = load i32, ptr addrspace(5) %18, align 4
  %24 = load i32, ptr addrspace(5) %14, align 4
  %25 = icmp sge i32 %23, %24
  br i1 %25, label %30, label %26

26:                                               ; preds = %8
  %27 = load i32, ptr addrspace(5) %17, align 4
  %28 = load i32, ptr addrspace(5) %15, align 4
  %29 = icmp sge i32 %27, %28
  br i1 %29, label %30, label %31

30:                                               ; preds = %26, %8
  br label %179

31:                                               ; preds = %26
  %32 = load i32, ptr addrspace(5) %16, align 4
  switch i32 %32, label %116 [
    i32 0, label %33
    i32 1, label %81
  ]

33:                                               ; preds = %31
  %34 = load i32, ptr addrspace(5) %18, align 4
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %49

36:                                               ; preds = %33
  %37 = load ptr addrspace(1), ptr addrspace(5) %12, align 8
  %38 = load i32, ptr addrspace(5) %13, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %37, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4
  %42 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %43 = load i32, ptr addrspace(5) %15, align 4
  %44 = mul nsw i32 0, %43
  %45 = load i32, ptr addrspace(5) %17, align 4
  %46 = add nsw i32 %44, %45
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspace(1) %42, i64 %47
  store float %41, ptr addrspace(1) %48, align 4
  br label %80

49:                                               ; preds = %33
  %50 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %51 = load i32, ptr addrspace(5) %18, align 4
  %52 = load i32, ptr addrspace(5) %15, align 4
  %53 = mul nsw i32 %51, %52
  %54 = load i32, ptr addrspace(5) %17, align 4
  %55 = add nsw i32 %53, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr addrspace(1) %50, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4
  %59 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %60 = load i32, ptr addrspace(5) %18, align 4
  %61 = sub nsw i32 %60, 1
  %62 = load i32, ptr addrspace(5) %15, align 4
  %63 = mul nsw i32 %61, %62
  %64 = load i32, ptr addrspace(5) %17, align 4
  %65 = add nsw i32 %63, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr addrspace(1) %59, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4
  %69 = fsub float %58, %68
  %70 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %71 = load i32, ptr addrspace(5) %18, align 4
  %72 = load i32, ptr addrspace(5) %15, align 4
  %73 = mul nsw i32 %71, %72
  %74 = load i32, ptr addrspace(5) %17, align 4
  %75 = add nsw i32 %73, %74
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(1) %70, i64 %76
  %78 = load float, ptr addrspace(1) %77, align 4
  %79 = call float @llvm.fmuladd.f32(float -5.000000e-01, float %69, float %78)
  store float %79, ptr addrspace(1) %77, align 4
  br label %80

80:                                               ; preds = %49, %36
  br label %179

81:                                               ; preds = %31
  %82 = load i32, ptr addrspace(5) %17, align 4
  %83 = icmp sgt i32 %82, 0
  br i1 %83, label %84, label %115

84:                                               ; preds = %81
  %85 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %86 = load i32, ptr addrspace(5) %18, align 4
  %87 = load i32, ptr addrspace(5) %15, align 4
  %88 = mul nsw i32 %86, %87
  %89 = load i32, ptr addrspace(5) %17, align 4
  %90 = add nsw i32 %88, %89
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds float, ptr addrspace(1) %85, i64 %91
  %93 = load float, ptr addrspace(1) %92, align 4
  %94 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %95 = load i32, ptr addrspace(5) %18, align 4
  %96 = load i32, ptr addrspace(5) %15, align 4
  %97 = mul nsw i32 %95, %96
  %98 = load i32, ptr addrspace(5) %17, align 4
  %99 = sub nsw i32 %98, 1
  %100 = add nsw i32 %97, %99
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr addrspace(1) %94, i64 %101
  %103 = load float, ptr addrspace(1) %102, align 4
  %104 = fsub float %93, %103
  %105 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %106 = load i32, ptr addrspace(5) %18, align 4
  %107 = load i32, ptr addrspace(5) %15, align 4
  %108 = mul nsw i32 %106, %107
  %109 = load i32, ptr addrspace(5) %17, align 4
  %110 = add nsw i32 %108, %109
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds float, ptr addrspace(1) %105, i64 %111
  %113 = load float, ptr addrspace(1) %112, align 4
  %114 = call float @llvm.fmuladd.f32(float -5.000000e-01, float %104, float %113)
  store float %114, ptr addrspace(1) %112, align 4
  br label %115

115:                                              ; preds = %84, %81
  br label %179

116:                                              ; preds = %31
  %117 = load i32, ptr addrspace(5) %18, align 4
  %118 = load i32, ptr addrspace(5) %14, align 4
  %119 = sub nsw i32 %118, 1
  %120 = icmp slt i32 %117, %119
  br i1 %120, label %121, label %178

121:                                              ; preds = %116
  %122 = load i32, ptr addrspace(5) %17, align 4
  %123 = load i32, ptr addrspace(5) %15, align 4
  %124 = sub nsw i32 %123, 1
  %125 = icmp slt i32 %122, %124
  br i1 %125, label %126, label %178

126:                                              ; preds = %121
  %127 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %128 = load i32, ptr addrspace(5) %18, align 4
  %129 = load i32, ptr addrspace(5) %15, align 4
  %130 = mul nsw i32 %128, %129
  %131 = load i32, ptr addrspace(5) %17, align 4
  %132 = add nsw i32 %131, 1
  %133 = add nsw i32 %130, %132
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds float, ptr addrspace(1) %127, i64 %134
  %136 = load float, ptr addrspace(1) %135, align 4
  %137 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %138 = load i32, ptr addrspace(5) %18, align 4
  %139 = load i32, ptr addrspace(5) %15, align 4
  %140 = mul nsw i32 %138, %139
  %141 = load i32, ptr addrspace(5) %17, align 4
  %142 = add nsw i32 %140, %141
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds float, ptr addrspace(1) %137, i64 %143
  %145 = load float, ptr addrspace(1) %144, align 4
  %146 = fsub float %136, %145
  %147 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %148 = load i32, ptr addrspace(5) %18, align 4
  %149 = add nsw i32 %148, 1
  %150 = load i32, ptr addrspace(5) %15, align 4
  %151 = mul nsw i32 %149, %150
  %152 = load i32, ptr addrspace(5) %17, align 4
  %153 = add nsw i32 %151, %152
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds float, ptr addrspace(1) %147, i64 %154
  %156 = load float, ptr addrspace(1) %155, align 4
  %157 = fadd float %146, %156
  %158 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %159 = load i32, ptr addrspace(5) %18, align 4
  %160 = load i32, ptr addrspace(5) %15, align 4
  %161 = mul nsw i32 %159, %160
  %162 = load i32, ptr addrspace(5) %17, align 4
  %163 = add nsw i32 %161, %162
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds float, ptr addrspace(1) %158, i64 %164
  %166 = load float, ptr addrspace(1) %165, align 4
  %167 = fsub float %157, %166
  %168 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %169 = load i32, ptr addrspace(5) %18, align 4
  %170 = load i32, ptr addrspace(5) %15, align 4
  %171 = mul nsw i32 %169, %170
  %172 = load i32, ptr addrspace(5) %17, align 4
  %173 = add nsw i32 %171, %172
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds float, ptr addrspace(1) %168, i64 %174
  %176 = load float, ptr addrspace(1) %175, align 4
  %177 = call float @llvm.fmuladd.f32(float 0xBFE6666660000000, float %167, float %176)
  store float %177, ptr addrspace(1) %175, align 4
  br label %178

178:                                              ; preds = %126, %121, %116
  br label %179

179:                                              ; preds = %30, %178, %115, %80
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @pb_conv2d(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #1 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !48 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca [3 x [3 x float]], align 4, addrspace(5)
  %12 = alloca float, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %6, align 8
  store i32 %2, ptr addrspace(5) %7, align 4
  store i32 %3, ptr addrspace(5) %8, align 4
  %15 = call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr addrspace(5) %9, align 4
  %17 = call i64 @_Z13get_global_idj(i32 noundef 1) #6
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr addrspace(5) %10, align 4
  call void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) align 4 %11, ptr addrspace(4) align 4 @__const.pb_conv2d.c, i64 36, i1 false)
  %19 = load i32, ptr addrspace(5) %10, align 4
  %20 = icmp sgt i32 %19, 0
  br i1 %20, label %21, label %84

21:                                               ; preds = %4
  %22 = load i32, ptr addrspace(5) %9, align 4
  %23 = icmp sgt i32 %22, 0
  br i1 %23, label %24, label %84

24:                                               ; preds = %21
  %25 = load i32, ptr addrspace(5) %10, align 4
  %26 = load i32, ptr addrspace(5) %7, align 4
  %27 = sub nsw i32 %26, 1
  %28 = icmp slt i32 %25, %27
  br i1 %28, label %29, label %84

29:                                               ; preds = %24
  %30 = load i32, ptr addrspace(5) %9, align 4
  %31 = load i32, ptr addrspace(5) %8, align 4
  %32 = sub nsw i32 %31, 1
  %33 = icmp slt i32 %30, %32
  br i1 %33, label %34, label %84

34:                                               ; preds = %29
  store float 0.000000e+00, ptr addrspace(5) %12, align 4
  store i32 -1, ptr addrspace(5) %13, align 4
  br label %35

35:                                               ; preds = %71, %34
  %36 = load i32, ptr addrspace(5) %13, align 4
  %37 = icmp sle i32 %36, 1
  br i1 %37, label %38, label %74

38:                                               ; preds = %35
  store i32 -1, ptr addrspace(5) %14, align 4
  br label %39

39:                                               ; preds = %67, %38
  %40 = load i32, ptr addrspace(5) %14, align 4
  %41 = icmp sle i32 %40, 1
  br i1 %41, label %42, label %70

42:                                               ; preds = %39
  %43 = load i32, ptr addrspace(5) %13, align 4
  %44 = add nsw i32 %43, 1
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [3 x [3 x float]], ptr addrspace(5) %11, i64 0, i64 %45
  %47 = load i32, ptr addrspace(5) %14, align 4
  %48 = add nsw i32 %47, 1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [3 x float], ptr addrspace(5) %46, i64 0, i64 %49
  %51 = load float, ptr addrspace(5) %50, align 4
  %52 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %53 = load i32, ptr addrspace(5) %10, align 4
  %54 = load i32, ptr addrspace(5) %13, align 4
  %55 = add nsw i32 %53, %54
  %56 = load i32, ptr addrspace(5) %8, align 4
  %57 = mul nsw i32 %55, %56
  %58 = load i32, ptr addrspace(5) %9, align 4
  %59 = load i32, ptr addrspace(5) %14, align 4
  %60 = add nsw i32 %58, %59
  %61 = add nsw i32 %57, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %52, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4
  %65 = load float, ptr addrspace(5) %12, align 4
  %66 = call float @llvm.fmuladd.f32(float %51, float %64, float %65)
  store float %66, ptr addrspace(5) %12, align 4
  br label %67

67:                                               ; preds = %42
  %68 = load i32, ptr addrspace(5) %14, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr addrspace(5) %14, align 4
  br label %39

70:                                               ; preds = %39
  br label %71

71:                                               ; preds = %70
  %72 = load i32, ptr addrspace(5) %13, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr addrspace(5) %13, align 4
  br label %35

74:                                               ; preds = %35
  %75 = load float, ptr addrspace(5) %12, align 4
  %76 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %77 = load i32, ptr addrspace(5) %10, align 4
  %78 = load i32, ptr addrspace(5) %8, align 4
  %79 = mul nsw i32 %77, %78
  %80 = load i32, ptr addrspace(5) %9, align 4
  %81 = add nsw i32 %79, %80
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr addrspace(1) %76, i64 %82
  store float %75, ptr addrspace(1) %83, align 4
  br label %84

84:                                               ; preds = %74, %29, %24, %21, %4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) noalias nocapture writeonly, ptr addrspace(4) noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @pb_conv3d(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #1 !kernel_arg_addr_space !28 !kernel_arg_access_qual !15 !kernel_arg_type !54 !kernel_arg_base_type !54 !kernel_arg_type_qual !55 {
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca float, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %6, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %7, align 8
  store i32 %2, ptr addrspace(5) %8, align 4
  store i32 %3, ptr addrspace(5) %9, align 4
  store i32 %4, ptr addrspace(5) %10, align 4
  %16 = call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr addrspace(5) %11, align 4
  %18 = call i64 @_Z13get_global_idj(i32 noundef 1) #6
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr addrspace(5) %12, align 4
  store i32 1, ptr addrspace(5) %13, align 4
  br label %20

20:                                               ; preds = %116, %5
  %21 = load i32, ptr addrspace(5) %13, align 4
  %22 = load i32, ptr addrspace(5) %8, align 4
  %23 = sub nsw i32 %22, 1
  %24 = icmp slt i32 %21, %23
  br i1 %24, label %25, label %119

25:                                               ; preds = %20
  %26 = load i32, ptr addrspace(5) %12, align 4
  %27 = icmp slt i32 %26, 1
  br i1 %27, label %41, label %28

28:                                               ; preds = %25
  %29 = load i32, ptr addrspace(5) %11, align 4
  %30 = icmp slt i32 %29, 1
  br i1 %30, label %41, label %31

31:                                               ; preds = %28
  %32 = load i32, ptr addrspace(5) %12, align 4
  %33 = load i32, ptr addrspace(5) %9, align 4
  %34 = sub nsw i32 %33, 1
  %35 = icmp sge i32 %32, %34
  br i1 %35, label %41, label %36

36:                                               ; preds = %31
  %37 = load i32, ptr addrspace(5) %11, align 4
  %38 = load i32, ptr addrspace(5) %10, align 4
  %39 = sub nsw i32 %38, 1
  %40 = icmp sge i32 %37, %39
  br i1 %40, label %41, label %42

41:                                               ; preds = %36, %31, %28, %25
  br label %119

42:                                               ; preds = %36
  store float 0.000000e+00, ptr addrspace(5) %14, align 4
  store i32 -1, ptr addrspace(5) %15, align 4
  br label %43

43:                                               ; preds = %99, %42
  %44 = load i32, ptr addrspace(5) %15, align 4
  %45 = icmp sle i32 %44, 1
  br i1 %45, label %46, label %102

46:                                               ; preds = %43
  %47 = load i32, ptr addrspace(5) %15, align 4
  %48 = sitofp i32 %47 to float
  %49 = call float @llvm.fmuladd.f32(float 0x3FB99999A0000000, float %48, float 5.000000e-01)
  %50 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %51 = load i32, ptr addrspace(5) %13, align 4
  %52 = load i32, ptr addrspace(5) %15, align 4
  %53 = add nsw i32 %51, %52
  %54 = load i32, ptr addrspace(5) %9, align 4
  %55 = mul nsw i32 %53, %54
  %56 = load i32, ptr addrspace(5) %12, align 4
  %57 = add nsw i32 %55, %56
  %58 = load i32, ptr addrspace(5) %10, align 4
  %59 = mul nsw i32 %57, %58
  %60 = load i32, ptr addrspace(5) %11, align 4
  %61 = add nsw i32 %59, %60
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %50, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4
  %65 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %66 = load i32, ptr addrspace(5) %13, align 4
  %67 = load i32, ptr addrspace(5) %9, align 4
  %68 = mul nsw i32 %66, %67
  %69 = load i32, ptr addrspace(5) %12, align 4
  %70 = add nsw i32 %68, %69
  %71 = load i32, ptr addrspace(5) %15, align 4
  %72 = add nsw i32 %70, %71
  %73 = load i32, ptr addrspace(5) %10, align 4
  %74 = mul nsw i32 %72, %73
  %75 = load i32, ptr addrspace(5) %11, align 4
  %76 = add nsw i32 %74, %75
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr addrspace(1) %65, i64 %77
  %79 = load float, ptr addrspace(1) %78, align 4
  %80 = fadd float %64, %79
  %81 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %82 = load i32, ptr addrspace(5) %13, align 4
  %83 = load i32, ptr addrspace(5) %9, align 4
  %84 = mul nsw i32 %82, %83
  %85 = load i32, ptr addrspace(5) %12, align 4
  %86 = add nsw i32 %84, %85
  %87 = load i32, ptr addrspace(5) %10, align 4
  %88 = mul nsw i32 %86, %87
  %89 = load i32, ptr addrspace(5) %11, align 4
  %90 = add nsw i32 %88, %89
  %91 = load i32, ptr addrspace(5) %15, align 4
  %92 = add nsw i32 %90, %91
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr addrspace(1) %81, i64 %93
  %95 = load float, ptr addrspace(1) %94, align 4
  %96 = fadd float %80, %95
  %97 = load float, ptr addrspace(5) %14, align 4
  %98 = call float @llvm.fmuladd.f32(float %49, float %96, float %97)
  store float %98, ptr addrspace(5) %14, align 4
  br label %99

99:                                               ; preds = %46
  %100 = load i32, ptr addrspace(5) %15, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr addrspace(5) %15, align 4
  br label %43

102:                                              ; preds = %43
  %103 = load float, ptr addrspace(5) %14, align 4
  %104 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %105 = load i32, ptr addrspace(5) %13, align 4
  %106 = load i32, ptr addrspace(5) %9, align 4
  %107 = mul nsw i32 %105, %106
  %108 = load i32, ptr addrspace(5) %12, align 4
  %109 = add nsw i32 %107, %108
  %110 = load i32, ptr addrspace(5) %10, align 4
  %111 = mul nsw i32 %109, %110
  %112 = load i32, ptr addrspace(5) %11, align 4
  %113 = add nsw i32 %111, %112
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds float, ptr addrspace(1) %104, i64 %114
  store float %103, ptr addrspace(1) %115, align 4
  br label %116

116:                                              ; preds = %102
  %117 = load i32, ptr addrspace(5) %13, align 4
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr addrspace(5) %13, align 4
  br label %20

119:                                              ; preds = %41, %20
  ret void
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #1 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 2, i32 0}
!5 = !{!"clang-19"}
!6 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"float*", !"float*", !"float*", !"float", !"float", !"int", !"int", !"int"}
!9 = !{!"const", !"const", !"", !"", !"", !"", !"", !""}
!10 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"float*", !"float*", !"float*", !"float", !"int", !"int", !"int"}
!13 = !{!"const", !"const", !"", !"", !"", !"", !""}
!14 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none"}
!16 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!17 = !{!"const", !"const", !"", !"", !""}
!18 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0}
!19 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int", !"int"}
!20 = !{!"const", !"const", !"const", !"", !"", !"", !""}
!21 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!22 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!23 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!24 = !{!"const", !"", !"", !"const", !"const", !""}
!25 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!26 = !{!"float*", !"float*", !"float", !"float", !"int", !"int"}
!27 = !{!"const", !"", !"", !"", !"", !""}
!28 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!29 = !{!"float*", !"float*", !"float", !"int", !"int"}
!30 = !{!"", !"const", !"", !"", !""}
!31 = !{float 2.500000e+00}
!32 = !{i32 1, i32 1, i32 0, i32 0}
!33 = !{!"none", !"none", !"none", !"none"}
!34 = !{!"float*", !"float*", !"int", !"int"}
!35 = !{!"", !"const", !"", !""}
!36 = !{!"float*", !"float*", !"float*", !"float", !"float", !"int", !"int"}
!37 = !{!"const", !"", !"const", !"", !"", !"", !""}
!38 = !{float 3.000000e+00}
!39 = !{i32 1, i32 1, i32 1, i32 3, i32 0, i32 0, i32 0}
!40 = !{!"float*", !"float*", !"float*", !"float*", !"int", !"int", !"int"}
!41 = !{!"", !"", !"", !"", !"", !"", !""}
!42 = !{i32 1, i32 0, i32 0}
!43 = !{!"none", !"none", !"none"}
!44 = !{!"float*", !"int", !"int"}
!45 = !{!"", !"", !""}
!46 = !{i32 1, i32 1, i32 3, i32 0}
!47 = !{!"float*", !"float*", !"float*", !"int"}
!48 = !{!"const", !"", !"", !""}
!49 = !{i32 1, i32 3, i32 0, i32 0}
!50 = !{!"", !"", !"", !""}
!51 = !{i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!52 = !{!"float*", !"float*", !"float*", !"float*", !"int", !"int", !"int", !"int"}
!53 = !{!"", !"", !"", !"const", !"", !"", !"", !""}
!54 = !{!"float*", !"float*", !"int", !"int", !"int"}
!55 = !{!"const", !"", !"", !"", !""}
