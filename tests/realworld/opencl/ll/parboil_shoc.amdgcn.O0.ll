source_filename = "src/parboil_shoc.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.kvalue_t = type { float, float, float, float }

@ps_sgemm_tiled.bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4
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
define protected amdgpu_kernel void @ps_spmv_csr_scalar(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, i32 noundef %5) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca float, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %7, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %8, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %9, align 8
  store ptr addrspace(1) %3, ptr addrspace(5) %10, align 8
  store ptr addrspace(1) %4, ptr addrspace(5) %11, align 8
  store i32 %5, ptr addrspace(5) %12, align 4
  %17 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr addrspace(5) %13, align 4
  %19 = load i32, ptr addrspace(5) %13, align 4
  %20 = load i32, ptr addrspace(5) %12, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %64

22:                                               ; preds = %6
  store float 0.000000e+00, ptr addrspace(5) %14, align 4
  %23 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %24 = load i32, ptr addrspace(5) %13, align 4
  %25 = add nsw i32 %24, 1
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr addrspace(1) %23, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4
  store i32 %28, ptr addrspace(5) %15, align 4
  %29 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %30 = load i32, ptr addrspace(5) %13, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr addrspace(1) %29, i64 %31
  %33 = load i32, ptr addrspace(1) %32, align 4
  store i32 %33, ptr addrspace(5) %16, align 4
  br label %34

34:                                               ; preds = %55, %22
  %35 = load i32, ptr addrspace(5) %16, align 4
  %36 = load i32, ptr addrspace(5) %15, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %58

38:                                               ; preds = %34
  %39 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %40 = load i32, ptr addrspace(5) %16, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr addrspace(1) %39, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4
  %44 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %45 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %46 = load i32, ptr addrspace(5) %16, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr addrspace(1) %45, i64 %47
  %49 = load i32, ptr addrspace(1) %48, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %44, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4
  %53 = load float, ptr addrspace(5) %14, align 4
  %54 = call float @llvm.fmuladd.f32(float %43, float %52, float %53)
  store float %54, ptr addrspace(5) %14, align 4
  br label %55

55:                                               ; preds = %38
  %56 = load i32, ptr addrspace(5) %16, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr addrspace(5) %16, align 4
  br label %34

58:                                               ; preds = %34
  %59 = load float, ptr addrspace(5) %14, align 4
  %60 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %61 = load i32, ptr addrspace(5) %13, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %60, i64 %62
  store float %59, ptr addrspace(1) %63, align 4
  br label %64

64:                                               ; preds = %58, %6
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ps_spmv_csr_vector(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(3) noundef align 4 %5, i32 noundef %6) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca ptr addrspace(3), align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca float, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %8, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %9, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %10, align 8
  store ptr addrspace(1) %3, ptr addrspace(5) %11, align 8
  store ptr addrspace(1) %4, ptr addrspace(5) %12, align 8
  store ptr addrspace(3) %5, ptr addrspace(5) %13, align 4
  store i32 %6, ptr addrspace(5) %14, align 4
  %21 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr addrspace(5) %15, align 4
  %23 = load i32, ptr addrspace(5) %15, align 4
  %24 = and i32 %23, 31
  store i32 %24, ptr addrspace(5) %16, align 4
  %25 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %26 = udiv i64 %25, 32
  %27 = trunc i64 %26 to i32
  store i32 %27, ptr addrspace(5) %17, align 4
  store float 0.000000e+00, ptr addrspace(5) %18, align 4
  %28 = load i32, ptr addrspace(5) %17, align 4
  %29 = load i32, ptr addrspace(5) %14, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %69

31:                                               ; preds = %7
  %32 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %33 = load i32, ptr addrspace(5) %17, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspace(1) %32, i64 %34
  %36 = load i32, ptr addrspace(1) %35, align 4
  %37 = load i32, ptr addrspace(5) %16, align 4
  %38 = add nsw i32 %36, %37
  store i32 %38, ptr addrspace(5) %19, align 4
  br label %39

39:                                               ; preds = %65, %31
  %40 = load i32, ptr addrspace(5) %19, align 4
  %41 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %42 = load i32, ptr addrspace(5) %17, align 4
  %43 = add nsw i32 %42, 1
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr addrspace(1) %41, i64 %44
  %46 = load i32, ptr addrspace(1) %45, align 4
  %47 = icmp slt i32 %40, %46
  br i1 %47, label %48, label %68

48:                                               ; preds = %39
  %49 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %50 = load i32, ptr addrspace(5) %19, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr addrspace(1) %49, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4
  %54 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %55 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %56 = load i32, ptr addrspace(5) %19, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr addrspace(1) %55, i64 %57
  %59 = load i32, ptr addrspace(1) %58, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %54, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4
  %63 = load float, ptr addrspace(5) %18, align 4
  %64 = call float @llvm.fmuladd.f32(float %53, float %62, float %63)
  store float %64, ptr addrspace(5) %18, align 4
  br label %65

65:                                               ; preds = %48
  %66 = load i32, ptr addrspace(5) %19, align 4
  %67 = add nsw i32 %66, 32
  store i32 %67, ptr addrspace(5) %19, align 4
  br label %39

68:                                               ; preds = %39
  br label %69

69:                                               ; preds = %68, %7
  %70 = load float, ptr addrspace(5) %18, align 4
  %71 = load ptr addrspace(3), ptr addrspace(5) %13, align 4
  %72 = load i32, ptr addrspace(5) %15, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr addrspace(3) %71, i64 %73
  store volatile float %70, ptr addrspace(3) %74, align 4
  call void @_Z7barrierj(i32 noundef 1) #8
  store i32 16, ptr addrspace(5) %20, align 4
  br label %75

75:                                               ; preds = %97, %69
  %76 = load i32, ptr addrspace(5) %20, align 4
  %77 = icmp sgt i32 %76, 0
  br i1 %77, label %78, label %100

78:                                               ; preds = %75
  %79 = load i32, ptr addrspace(5) %16, align 4
  %80 = load i32, ptr addrspace(5) %20, align 4
  %81 = icmp slt i32 %79, %80
  br i1 %81, label %82, label %96

82:                                               ; preds = %78
  %83 = load ptr addrspace(3), ptr addrspace(5) %13, align 4
  %84 = load i32, ptr addrspace(5) %15, align 4
  %85 = load i32, ptr addrspace(5) %20, align 4
  %86 = add nsw i32 %84, %85
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr addrspace(3) %83, i64 %87
  %89 = load volatile float, ptr addrspace(3) %88, align 4
  %90 = load ptr addrspace(3), ptr addrspace(5) %13, align 4
  %91 = load i32, ptr addrspace(5) %15, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds float, ptr addrspace(3) %90, i64 %92
  %94 = load volatile float, ptr addrspace(3) %93, align 4
  %95 = fadd float %94, %89
  store volatile float %95, ptr addrspace(3) %93, align 4
  br label %96

96:                                               ; preds = %82, %78
  call void @_Z7barrierj(i32 noundef 1) #8
  br label %97

97:                                               ; preds = %96
  %98 = load i32, ptr addrspace(5) %20, align 4
  %99 = ashr i32 %98, 1
  store i32 %99, ptr addrspace(5) %20, align 4
  br label %75

100:                                              ; preds = %75
  %101 = load i32, ptr addrspace(5) %16, align 4
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %103, label %117

103:                                              ; preds = %100
  %104 = load i32, ptr addrspace(5) %17, align 4
  %105 = load i32, ptr addrspace(5) %14, align 4
  %106 = icmp slt i32 %104, %105
  br i1 %106, label %107, label %117

107:                                              ; preds = %103
  %108 = load ptr addrspace(3), ptr addrspace(5) %13, align 4
  %109 = load i32, ptr addrspace(5) %15, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds float, ptr addrspace(3) %108, i64 %110
  %112 = load volatile float, ptr addrspace(3) %111, align 4
  %113 = load ptr addrspace(1), ptr addrspace(5) %12, align 8
  %114 = load i32, ptr addrspace(5) %17, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr addrspace(1) %113, i64 %115
  store float %112, ptr addrspace(1) %116, align 4
  br label %117

117:                                              ; preds = %107, %103, %100
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ps_spmv_ell(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, i32 noundef %5) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca float, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %7, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %8, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %9, align 8
  store ptr addrspace(1) %3, ptr addrspace(5) %10, align 8
  store ptr addrspace(1) %4, ptr addrspace(5) %11, align 8
  store i32 %5, ptr addrspace(5) %12, align 4
  %18 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr addrspace(5) %13, align 4
  %20 = load i32, ptr addrspace(5) %13, align 4
  %21 = load i32, ptr addrspace(5) %12, align 4
  %22 = icmp sge i32 %20, %21
  br i1 %22, label %23, label %24

23:                                               ; preds = %6
  br label %73

24:                                               ; preds = %6
  store float 0.000000e+00, ptr addrspace(5) %14, align 4
  %25 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %26 = load i32, ptr addrspace(5) %13, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %25, i64 %27
  %29 = load i32, ptr addrspace(1) %28, align 4
  store i32 %29, ptr addrspace(5) %15, align 4
  store i32 0, ptr addrspace(5) %16, align 4
  br label %30

30:                                               ; preds = %64, %24
  %31 = load i32, ptr addrspace(5) %16, align 4
  %32 = load i32, ptr addrspace(5) %15, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %67

34:                                               ; preds = %30
  %35 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %36 = load i32, ptr addrspace(5) %16, align 4
  %37 = load i32, ptr addrspace(5) %12, align 4
  %38 = mul nsw i32 %36, %37
  %39 = load i32, ptr addrspace(5) %13, align 4
  %40 = add nsw i32 %38, %39
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(1) %35, i64 %41
  %43 = load i32, ptr addrspace(1) %42, align 4
  store i32 %43, ptr addrspace(5) %17, align 4
  %44 = load i32, ptr addrspace(5) %17, align 4
  %45 = icmp slt i32 %44, 0
  br i1 %45, label %46, label %47

46:                                               ; preds = %34
  br label %67

47:                                               ; preds = %34
  %48 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %49 = load i32, ptr addrspace(5) %16, align 4
  %50 = load i32, ptr addrspace(5) %12, align 4
  %51 = mul nsw i32 %49, %50
  %52 = load i32, ptr addrspace(5) %13, align 4
  %53 = add nsw i32 %51, %52
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %48, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4
  %57 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %58 = load i32, ptr addrspace(5) %17, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr addrspace(1) %57, i64 %59
  %61 = load float, ptr addrspace(1) %60, align 4
  %62 = load float, ptr addrspace(5) %14, align 4
  %63 = call float @llvm.fmuladd.f32(float %56, float %61, float %62)
  store float %63, ptr addrspace(5) %14, align 4
  br label %64

64:                                               ; preds = %47
  %65 = load i32, ptr addrspace(5) %16, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr addrspace(5) %16, align 4
  br label %30

67:                                               ; preds = %46, %30
  %68 = load float, ptr addrspace(5) %14, align 4
  %69 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %70 = load i32, ptr addrspace(5) %13, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr addrspace(1) %69, i64 %71
  store float %68, ptr addrspace(1) %72, align 4
  br label %73

73:                                               ; preds = %67, %23
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ps_stencil7(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, float noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) #1 !kernel_arg_addr_space !14 !kernel_arg_access_qual !11 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca float, align 4, addrspace(5)
  %18 = alloca float, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca float, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %8, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %9, align 8
  store float %2, ptr addrspace(5) %10, align 4
  store float %3, ptr addrspace(5) %11, align 4
  store i32 %4, ptr addrspace(5) %12, align 4
  store i32 %5, ptr addrspace(5) %13, align 4
  store i32 %6, ptr addrspace(5) %14, align 4
  %21 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr addrspace(5) %15, align 4
  %23 = call i64 @_Z13get_global_idj(i32 noundef 1) #7
  %24 = trunc i64 %23 to i32
  store i32 %24, ptr addrspace(5) %16, align 4
  %25 = load i32, ptr addrspace(5) %15, align 4
  %26 = icmp slt i32 %25, 1
  br i1 %26, label %40, label %27

27:                                               ; preds = %7
  %28 = load i32, ptr addrspace(5) %16, align 4
  %29 = icmp slt i32 %28, 1
  br i1 %29, label %40, label %30

30:                                               ; preds = %27
  %31 = load i32, ptr addrspace(5) %15, align 4
  %32 = load i32, ptr addrspace(5) %12, align 4
  %33 = sub nsw i32 %32, 1
  %34 = icmp sge i32 %31, %33
  br i1 %34, label %40, label %35

35:                                               ; preds = %30
  %36 = load i32, ptr addrspace(5) %16, align 4
  %37 = load i32, ptr addrspace(5) %13, align 4
  %38 = sub nsw i32 %37, 1
  %39 = icmp sge i32 %36, %38
  br i1 %39, label %40, label %41

40:                                               ; preds = %35, %30, %27, %7
  br label %172

41:                                               ; preds = %35
  %42 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %43 = load i32, ptr addrspace(5) %13, align 4
  %44 = mul nsw i32 0, %43
  %45 = load i32, ptr addrspace(5) %16, align 4
  %46 = add nsw i32 %44, %45
  %47 = load i32, ptr addrspace(5) %12, align 4
  %48 = mul nsw i32 %46, %47
  %49 = load i32, ptr addrspace(5) %15, align 4
  %50 = add nsw i32 %48, %49
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr addrspace(1) %42, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4
  store float %53, ptr addrspace(5) %17, align 4
  %54 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %55 = load i32, ptr addrspace(5) %13, align 4
  %56 = mul nsw i32 1, %55
  %57 = load i32, ptr addrspace(5) %16, align 4
  %58 = add nsw i32 %56, %57
  %59 = load i32, ptr addrspace(5) %12, align 4
  %60 = mul nsw i32 %58, %59
  %61 = load i32, ptr addrspace(5) %15, align 4
  %62 = add nsw i32 %60, %61
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr addrspace(1) %54, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4
  store float %65, ptr addrspace(5) %18, align 4
  store i32 1, ptr addrspace(5) %19, align 4
  br label %66

66:                                               ; preds = %169, %41
  %67 = load i32, ptr addrspace(5) %19, align 4
  %68 = load i32, ptr addrspace(5) %14, align 4
  %69 = sub nsw i32 %68, 1
  %70 = icmp slt i32 %67, %69
  br i1 %70, label %71, label %172

71:                                               ; preds = %66
  %72 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %73 = load i32, ptr addrspace(5) %19, align 4
  %74 = add nsw i32 %73, 1
  %75 = load i32, ptr addrspace(5) %13, align 4
  %76 = mul nsw i32 %74, %75
  %77 = load i32, ptr addrspace(5) %16, align 4
  %78 = add nsw i32 %76, %77
  %79 = load i32, ptr addrspace(5) %12, align 4
  %80 = mul nsw i32 %78, %79
  %81 = load i32, ptr addrspace(5) %15, align 4
  %82 = add nsw i32 %80, %81
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr addrspace(1) %72, i64 %83
  %85 = load float, ptr addrspace(1) %84, align 4
  store float %85, ptr addrspace(5) %20, align 4
  %86 = load float, ptr addrspace(5) %11, align 4
  %87 = load float, ptr addrspace(5) %17, align 4
  %88 = load float, ptr addrspace(5) %20, align 4
  %89 = fadd float %87, %88
  %90 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %91 = load i32, ptr addrspace(5) %19, align 4
  %92 = load i32, ptr addrspace(5) %13, align 4
  %93 = mul nsw i32 %91, %92
  %94 = load i32, ptr addrspace(5) %16, align 4
  %95 = add nsw i32 %93, %94
  %96 = load i32, ptr addrspace(5) %12, align 4
  %97 = mul nsw i32 %95, %96
  %98 = load i32, ptr addrspace(5) %15, align 4
  %99 = sub nsw i32 %98, 1
  %100 = add nsw i32 %97, %99
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr addrspace(1) %90, i64 %101
  %103 = load float, ptr addrspace(1) %102, align 4
  %104 = fadd float %89, %103
  %105 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %106 = load i32, ptr addrspace(5) %19, align 4
  %107 = load i32, ptr addrspace(5) %13, align 4
  %108 = mul nsw i32 %106, %107
  %109 = load i32, ptr addrspace(5) %16, align 4
  %110 = add nsw i32 %108, %109
  %111 = load i32, ptr addrspace(5) %12, align 4
  %112 = mul nsw i32 %110, %111
  %113 = load i32, ptr addrspace(5) %15, align 4
  %114 = add nsw i32 %113, 1
  %115 = add nsw i32 %112, %114
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds float, ptr addrspace(1) %105, i64 %116
  %118 = load float, ptr addrspace(1) %117, align 4
  %119 = fadd float %104, %118
  %120 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %121 = load i32, ptr addrspace(5) %19, align 4
  %122 = load i32, ptr addrspace(5) %13, align 4
  %123 = mul nsw i32 %121, %122
  %124 = load i32, ptr addrspace(5) %16, align 4
  %125 = sub nsw i32 %124, 1
  %126 = add nsw i32 %123, %125
  %127 = load i32, ptr addrspace(5) %12, align 4
  %128 = mul nsw i32 %126, %127
  %129 = load i32, ptr addrspace(5) %15, align 4
  %130 = add nsw i32 %128, %129
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds float, ptr addrspace(1) %120, i64 %131
  %133 = load float, ptr addrspace(1) %132, align 4
  %134 = fadd float %119, %133
  %135 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %136 = load i32, ptr addrspace(5) %19, align 4
  %137 = load i32, ptr addrspace(5) %13, align 4
  %138 = mul nsw i32 %136, %137
  %139 = load i32, ptr addrspace(5) %16, align 4
  %140 = add nsw i32 %139, 1
  %141 = add nsw i32 %138, %140
  %142 = load i32, ptr addrspace(5) %12, align 4
  %143 = mul nsw i32 %141, %142
  %144 = load i32, ptr addrspace(5) %15, align 4
  %145 = add nsw i32 %143, %144
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds float, ptr addrspace(1) %135, i64 %146
  %148 = load float, ptr addrspace(1) %147, align 4
  %149 = fadd float %134, %148
  %150 = load float, ptr addrspace(5) %10, align 4
  %151 = load float, ptr addrspace(5) %18, align 4
  %152 = fmul float %150, %151
  %153 = fneg float %152
  %154 = call float @llvm.fmuladd.f32(float %86, float %149, float %153)
  %155 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %156 = load i32, ptr addrspace(5) %19, align 4
  %157 = load i32, ptr addrspace(5) %13, align 4
  %158 = mul nsw i32 %156, %157
  %159 = load i32, ptr addrspace(5) %16, align 4
  %160 = add nsw i32 %158, %159
  %161 = load i32, ptr addrspace(5) %12, align 4
  %162 = mul nsw i32 %160, %161
  %163 = load i32, ptr addrspace(5) %15, align 4
  %164 = add nsw i32 %162, %163
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds float, ptr addrspace(1) %155, i64 %165
  store float %154, ptr addrspace(1) %166, align 4
  %167 = load float, ptr addrspace(5) %18, align 4
  store float %167, ptr addrspace(5) %17, align 4
  %168 = load float, ptr addrspace(5) %20, align 4
  store float %168, ptr addrspace(5) %18, align 4
  br label %169

169:                                              ; preds = %71
  %170 = load i32, ptr addrspace(5) %19, align 4
  %171 = add nsw i32 %170, 1
  store i32 %171, ptr addrspace(5) %19, align 4
  br label %66

172:                                              ; preds = %40, %66
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ps_sgemm_tiled(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, ptr addrspace(1) noundef align 4 %4, i32 noundef %5, i32 noundef %6, float noundef %7, float noundef %8) #1 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca ptr addrspace(1), align 8, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca float, align 4, addrspace(5)
  %18 = alloca float, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca [4 x float], align 4, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca i32, align 4, addrspace(5)
  %26 = alloca float, align 4, addrspace(5)
  %27 = alloca i32, align 4, addrspace(5)
  %28 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %10, align 8
  store i32 %1, ptr addrspace(5) %11, align 4
  store ptr addrspace(1) %2, ptr addrspace(5) %12, align 8
  store i32 %3, ptr addrspace(5) %13, align 4
  store ptr addrspace(1) %4, ptr addrspace(5) %14, align 8
  store i32 %5, ptr addrspace(5) %15, align 4
  store i32 %6, ptr addrspace(5) %16, align 4
  store float %7, ptr addrspace(5) %17, align 4
  store float %8, ptr addrspace(5) %18, align 4
  %29 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %30 = trunc i64 %29 to i32
  store i32 %30, ptr addrspace(5) %19, align 4
  %31 = call i64 @_Z12get_local_idj(i32 noundef 1) #7
  %32 = trunc i64 %31 to i32
  store i32 %32, ptr addrspace(5) %20, align 4
  %33 = call i64 @_Z12get_group_idj(i32 noundef 0) #7
  %34 = mul i64 %33, 16
  %35 = load i32, ptr addrspace(5) %19, align 4
  %36 = sext i32 %35 to i64
  %37 = add i64 %34, %36
  %38 = trunc i64 %37 to i32
  store i32 %38, ptr addrspace(5) %21, align 4
  %39 = call i64 @_Z12get_group_idj(i32 noundef 1) #7
  %40 = mul i64 %39, 16
  %41 = mul i64 %40, 4
  %42 = load i32, ptr addrspace(5) %20, align 4
  %43 = mul nsw i32 %42, 4
  %44 = sext i32 %43 to i64
  %45 = add i64 %41, %44
  %46 = trunc i64 %45 to i32
  store i32 %46, ptr addrspace(5) %22, align 4
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %23, i8 0, i64 16, i1 false)
  store i32 0, ptr addrspace(5) %24, align 4
  br label %47

47:                                               ; preds = %111, %9
  %48 = load i32, ptr addrspace(5) %24, align 4
  %49 = load i32, ptr addrspace(5) %16, align 4
  %50 = icmp slt i32 %48, %49
  br i1 %50, label %51, label %114

51:                                               ; preds = %47
  %52 = load ptr addrspace(1), ptr addrspace(5) %12, align 8
  %53 = load i32, ptr addrspace(5) %24, align 4
  %54 = load i32, ptr addrspace(5) %20, align 4
  %55 = add nsw i32 %53, %54
  %56 = load i32, ptr addrspace(5) %13, align 4
  %57 = mul nsw i32 %55, %56
  %58 = load i32, ptr addrspace(5) %21, align 4
  %59 = add nsw i32 %57, %58
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %52, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4
  %63 = load i32, ptr addrspace(5) %20, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i64 0, i64 %64
  %66 = load i32, ptr addrspace(5) %19, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [16 x float], ptr addrspace(3) %65, i64 0, i64 %67
  store float %62, ptr addrspace(3) %68, align 4
  call void @_Z7barrierj(i32 noundef 1) #8
  store i32 0, ptr addrspace(5) %25, align 4
  br label %69

69:                                               ; preds = %107, %51
  %70 = load i32, ptr addrspace(5) %25, align 4
  %71 = icmp slt i32 %70, 16
  br i1 %71, label %72, label %110

72:                                               ; preds = %69
  %73 = load i32, ptr addrspace(5) %25, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i64 0, i64 %74
  %76 = load i32, ptr addrspace(5) %19, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [16 x float], ptr addrspace(3) %75, i64 0, i64 %77
  %79 = load float, ptr addrspace(3) %78, align 4
  store float %79, ptr addrspace(5) %26, align 4
  store i32 0, ptr addrspace(5) %27, align 4
  br label %80

80:                                               ; preds = %103, %72
  %81 = load i32, ptr addrspace(5) %27, align 4
  %82 = icmp slt i32 %81, 4
  br i1 %82, label %83, label %106

83:                                               ; preds = %80
  %84 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %85 = load i32, ptr addrspace(5) %22, align 4
  %86 = load i32, ptr addrspace(5) %27, align 4
  %87 = add nsw i32 %85, %86
  %88 = load i32, ptr addrspace(5) %11, align 4
  %89 = mul nsw i32 %87, %88
  %90 = load i32, ptr addrspace(5) %24, align 4
  %91 = add nsw i32 %89, %90
  %92 = load i32, ptr addrspace(5) %25, align 4
  %93 = add nsw i32 %91, %92
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr addrspace(1) %84, i64 %94
  %96 = load float, ptr addrspace(1) %95, align 4
  %97 = load float, ptr addrspace(5) %26, align 4
  %98 = load i32, ptr addrspace(5) %27, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [4 x float], ptr addrspace(5) %23, i64 0, i64 %99
  %101 = load float, ptr addrspace(5) %100, align 4
  %102 = call float @llvm.fmuladd.f32(float %96, float %97, float %101)
  store float %102, ptr addrspace(5) %100, align 4
  br label %103

103:                                              ; preds = %83
  %104 = load i32, ptr addrspace(5) %27, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr addrspace(5) %27, align 4
  br label %80, !llvm.loop !21

106:                                              ; preds = %80
  br label %107

107:                                              ; preds = %106
  %108 = load i32, ptr addrspace(5) %25, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr addrspace(5) %25, align 4
  br label %69

110:                                              ; preds = %69
  call void @_Z7barrierj(i32 noundef 1) #8
  br label %111

111:                                              ; preds = %110
  %112 = load i32, ptr addrspace(5) %24, align 4
  %113 = add nsw i32 %112, 16
  store i32 %113, ptr addrspace(5) %24, align 4
  br label %47

114:                                              ; preds = %47
  store i32 0, ptr addrspace(5) %28, align 4
  br label %115

115:                                              ; preds = %148, %114
  %116 = load i32, ptr addrspace(5) %28, align 4
  %117 = icmp slt i32 %116, 4
  br i1 %117, label %118, label %151

118:                                              ; preds = %115
  %119 = load float, ptr addrspace(5) %17, align 4
  %120 = load i32, ptr addrspace(5) %28, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [4 x float], ptr addrspace(5) %23, i64 0, i64 %121
  %123 = load float, ptr addrspace(5) %122, align 4
  %124 = load float, ptr addrspace(5) %18, align 4
  %125 = load ptr addrspace(1), ptr addrspace(5) %14, align 8
  %126 = load i32, ptr addrspace(5) %22, align 4
  %127 = load i32, ptr addrspace(5) %28, align 4
  %128 = add nsw i32 %126, %127
  %129 = load i32, ptr addrspace(5) %15, align 4
  %130 = mul nsw i32 %128, %129
  %131 = load i32, ptr addrspace(5) %21, align 4
  %132 = add nsw i32 %130, %131
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds float, ptr addrspace(1) %125, i64 %133
  %135 = load float, ptr addrspace(1) %134, align 4
  %136 = fmul float %124, %135
  %137 = call float @llvm.fmuladd.f32(float %119, float %123, float %136)
  %138 = load ptr addrspace(1), ptr addrspace(5) %14, align 8
  %139 = load i32, ptr addrspace(5) %22, align 4
  %140 = load i32, ptr addrspace(5) %28, align 4
  %141 = add nsw i32 %139, %140
  %142 = load i32, ptr addrspace(5) %15, align 4
  %143 = mul nsw i32 %141, %142
  %144 = load i32, ptr addrspace(5) %21, align 4
  %145 = add nsw i32 %143, %144
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds float, ptr addrspace(1) %138, i64 %146
  store float %137, ptr addrspace(1) %147, align 4
  br label %148

148:                                              ; preds = %118
  %149 = load i32, ptr addrspace(5) %28, align 4
  %150 = add nsw i32 %149, 1
  store i32 %150, ptr addrspace(5) %28, align 4
  br label %115

151:                                              ; preds = %115
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p5.i64(ptr addrspace(5) nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ps_histo(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 1 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3, i32 noundef %4) #1 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(3), align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %6, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %7, align 8
  store ptr addrspace(3) %2, ptr addrspace(5) %8, align 4
  store i32 %3, ptr addrspace(5) %9, align 4
  store i32 %4, ptr addrspace(5) %10, align 4
  %20 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr addrspace(5) %11, align 4
  %22 = call i64 @_Z14get_local_sizej(i32 noundef 0) #7
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr addrspace(5) %12, align 4
  %24 = load i32, ptr addrspace(5) %11, align 4
  store i32 %24, ptr addrspace(5) %13, align 4
  br label %25

25:                                               ; preds = %34, %5
  %26 = load i32, ptr addrspace(5) %13, align 4
  %27 = load i32, ptr addrspace(5) %10, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %38

29:                                               ; preds = %25
  %30 = load ptr addrspace(3), ptr addrspace(5) %8, align 4
  %31 = load i32, ptr addrspace(5) %13, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr addrspace(3) %30, i64 %32
  store i32 0, ptr addrspace(3) %33, align 4
  br label %34

34:                                               ; preds = %29
  %35 = load i32, ptr addrspace(5) %12, align 4
  %36 = load i32, ptr addrspace(5) %13, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr addrspace(5) %13, align 4
  br label %25

38:                                               ; preds = %25
  call void @_Z7barrierj(i32 noundef 1) #8
  %39 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %40 = trunc i64 %39 to i32
  store i32 %40, ptr addrspace(5) %14, align 4
  br label %41

41:                                               ; preds = %61, %38
  %42 = load i32, ptr addrspace(5) %14, align 4
  %43 = load i32, ptr addrspace(5) %9, align 4
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %45, label %67

45:                                               ; preds = %41
  %46 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %47 = load i32, ptr addrspace(5) %14, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr addrspace(1) %46, i64 %48
  %50 = load i32, ptr addrspace(1) %49, align 4
  store i32 %50, ptr addrspace(5) %15, align 4
  %51 = load i32, ptr addrspace(5) %15, align 4
  %52 = load i32, ptr addrspace(5) %10, align 4
  %53 = icmp ult i32 %51, %52
  br i1 %53, label %54, label %60

54:                                               ; preds = %45
  %55 = load ptr addrspace(3), ptr addrspace(5) %8, align 4
  %56 = load i32, ptr addrspace(5) %15, align 4
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr addrspace(3) %55, i64 %57
  %59 = call i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %58) #8
  br label %60

60:                                               ; preds = %54, %45
  br label %61

61:                                               ; preds = %60
  %62 = call i64 @_Z15get_global_sizej(i32 noundef 0) #7
  %63 = load i32, ptr addrspace(5) %14, align 4
  %64 = sext i32 %63 to i64
  %65 = add i64 %64, %62
  %66 = trunc i64 %65 to i32
  store i32 %66, ptr addrspace(5) %14, align 4
  br label %41

67:                                               ; preds = %41
  call void @_Z7barrierj(i32 noundef 1) #8
  %68 = load i32, ptr addrspace(5) %11, align 4
  store i32 %68, ptr addrspace(5) %16, align 4
  br label %69

69:                                               ; preds = %104, %67
  %70 = load i32, ptr addrspace(5) %16, align 4
  %71 = load i32, ptr addrspace(5) %10, align 4
  %72 = icmp slt i32 %70, %71
  br i1 %72, label %73, label %108

73:                                               ; preds = %69
  %74 = load ptr addrspace(3), ptr addrspace(5) %8, align 4
  %75 = load i32, ptr addrspace(5) %16, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds i32, ptr addrspace(3) %74, i64 %76
  %78 = load i32, ptr addrspace(3) %77, align 4
  store i32 %78, ptr addrspace(5) %17, align 4
  %79 = load i32, ptr addrspace(5) %17, align 4
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %81, label %82

81:                                               ; preds = %73
  br label %104

82:                                               ; preds = %73
  %83 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %84 = load i32, ptr addrspace(5) %16, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds i8, ptr addrspace(1) %83, i64 %85
  %87 = load i8, ptr addrspace(1) %86, align 1
  %88 = zext i8 %87 to i32
  store i32 %88, ptr addrspace(5) %18, align 4
  %89 = load i32, ptr addrspace(5) %18, align 4
  %90 = load i32, ptr addrspace(5) %17, align 4
  %91 = add i32 %89, %90
  store i32 %91, ptr addrspace(5) %19, align 4
  %92 = load i32, ptr addrspace(5) %19, align 4
  %93 = icmp ugt i32 %92, 255
  br i1 %93, label %94, label %95

94:                                               ; preds = %82
  br label %97

95:                                               ; preds = %82
  %96 = load i32, ptr addrspace(5) %19, align 4
  br label %97

97:                                               ; preds = %95, %94
  %98 = phi i32 [ 255, %94 ], [ %96, %95 ]
  %99 = trunc i32 %98 to i8
  %100 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %101 = load i32, ptr addrspace(5) %16, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds i8, ptr addrspace(1) %100, i64 %102
  store i8 %99, ptr addrspace(1) %103, align 1
  br label %104

104:                                              ; preds = %97, %81
  %105 = load i32, ptr addrspace(5) %12, align 4
  %106 = load i32, ptr addrspace(5) %16, align 4
  %107 = add nsw i32 %106, %105
  store i32 %107, ptr addrspace(5) %16, align 4
  br label %69

108:                                              ; preds = %69
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef) #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z15get_global_sizej(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ps_mriq(i32 noundef %0, i32 noundef %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(1) noundef align 4 %5, ptr addrspace(1) noundef align 4 %6, ptr addrspace(4) noundef align 4 %7) #1 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 {
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca ptr addrspace(1), align 8, addrspace(5)
  %14 = alloca ptr addrspace(1), align 8, addrspace(5)
  %15 = alloca ptr addrspace(1), align 8, addrspace(5)
  %16 = alloca ptr addrspace(4), align 8, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca float, align 4, addrspace(5)
  %19 = alloca float, align 4, addrspace(5)
  %20 = alloca float, align 4, addrspace(5)
  %21 = alloca float, align 4, addrspace(5)
  %22 = alloca float, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca %struct.kvalue_t, align 4, addrspace(5)
  %25 = alloca float, align 4, addrspace(5)
  store i32 %0, ptr addrspace(5) %9, align 4
  store i32 %1, ptr addrspace(5) %10, align 4
  store ptr addrspace(1) %2, ptr addrspace(5) %11, align 8
  store ptr addrspace(1) %3, ptr addrspace(5) %12, align 8
  store ptr addrspace(1) %4, ptr addrspace(5) %13, align 8
  store ptr addrspace(1) %5, ptr addrspace(5) %14, align 8
  store ptr addrspace(1) %6, ptr addrspace(5) %15, align 8
  store ptr addrspace(4) %7, ptr addrspace(5) %16, align 8
  %26 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %27 = trunc i64 %26 to i32
  store i32 %27, ptr addrspace(5) %17, align 4
  %28 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %29 = load i32, ptr addrspace(5) %17, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %28, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4
  store float %32, ptr addrspace(5) %18, align 4
  %33 = load ptr addrspace(1), ptr addrspace(5) %12, align 8
  %34 = load i32, ptr addrspace(5) %17, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %33, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4
  store float %37, ptr addrspace(5) %19, align 4
  %38 = load ptr addrspace(1), ptr addrspace(5) %13, align 8
  %39 = load i32, ptr addrspace(5) %17, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %38, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4
  store float %42, ptr addrspace(5) %20, align 4
  %43 = load ptr addrspace(1), ptr addrspace(5) %14, align 8
  %44 = load i32, ptr addrspace(5) %17, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(1) %43, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4
  store float %47, ptr addrspace(5) %21, align 4
  %48 = load ptr addrspace(1), ptr addrspace(5) %15, align 8
  %49 = load i32, ptr addrspace(5) %17, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %48, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4
  store float %52, ptr addrspace(5) %22, align 4
  store i32 0, ptr addrspace(5) %23, align 4
  br label %53

53:                                               ; preds = %94, %8
  %54 = load i32, ptr addrspace(5) %23, align 4
  %55 = load i32, ptr addrspace(5) %9, align 4
  %56 = load i32, ptr addrspace(5) %10, align 4
  %57 = sub nsw i32 %55, %56
  %58 = icmp slt i32 %54, %57
  br i1 %58, label %59, label %62

59:                                               ; preds = %53
  %60 = load i32, ptr addrspace(5) %23, align 4
  %61 = icmp slt i32 %60, 1024
  br label %62

62:                                               ; preds = %59, %53
  %63 = phi i1 [ false, %53 ], [ %61, %59 ]
  br i1 %63, label %64, label %97

64:                                               ; preds = %62
  %65 = load ptr addrspace(4), ptr addrspace(5) %16, align 8
  %66 = load i32, ptr addrspace(5) %23, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds %struct.kvalue_t, ptr addrspace(4) %65, i64 %67
  call void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) align 4 %24, ptr addrspace(4) align 4 %68, i64 16, i1 false)
  %69 = getelementptr inbounds %struct.kvalue_t, ptr addrspace(5) %24, i32 0, i32 0
  %70 = load float, ptr addrspace(5) %69, align 4
  %71 = load float, ptr addrspace(5) %18, align 4
  %72 = getelementptr inbounds %struct.kvalue_t, ptr addrspace(5) %24, i32 0, i32 1
  %73 = load float, ptr addrspace(5) %72, align 4
  %74 = load float, ptr addrspace(5) %19, align 4
  %75 = fmul float %73, %74
  %76 = call float @llvm.fmuladd.f32(float %70, float %71, float %75)
  %77 = getelementptr inbounds %struct.kvalue_t, ptr addrspace(5) %24, i32 0, i32 2
  %78 = load float, ptr addrspace(5) %77, align 4
  %79 = load float, ptr addrspace(5) %20, align 4
  %80 = call float @llvm.fmuladd.f32(float %78, float %79, float %76)
  %81 = fmul float 0x401921FB60000000, %80
  store float %81, ptr addrspace(5) %25, align 4
  %82 = getelementptr inbounds %struct.kvalue_t, ptr addrspace(5) %24, i32 0, i32 3
  %83 = load float, ptr addrspace(5) %82, align 4
  %84 = load float, ptr addrspace(5) %25, align 4
  %85 = call float @_Z10native_cosf(float noundef %84) #7
  %86 = load float, ptr addrspace(5) %21, align 4
  %87 = call float @llvm.fmuladd.f32(float %83, float %85, float %86)
  store float %87, ptr addrspace(5) %21, align 4
  %88 = getelementptr inbounds %struct.kvalue_t, ptr addrspace(5) %24, i32 0, i32 3
  %89 = load float, ptr addrspace(5) %88, align 4
  %90 = load float, ptr addrspace(5) %25, align 4
  %91 = call float @_Z10native_sinf(float noundef %90) #7
  %92 = load float, ptr addrspace(5) %22, align 4
  %93 = call float @llvm.fmuladd.f32(float %89, float %91, float %92)
  store float %93, ptr addrspace(5) %22, align 4
  br label %94

94:                                               ; preds = %64
  %95 = load i32, ptr addrspace(5) %23, align 4
  %96 = add nsw i32 %95, 1
  store i32 %96, ptr addrspace(5) %23, align 4
  br label %53

97:                                               ; preds = %62
  %98 = load float, ptr addrspace(5) %21, align 4
  %99 = load ptr addrspace(1), ptr addrspace(5) %14, align 8
  %100 = load i32, ptr addrspace(5) %17, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr addrspace(1) %99, i64 %101
  store float %98, ptr addrspace(1) %102, align 4
  %103 = load float, ptr addrspace(5) %22, align 4
  %104 = load ptr addrspace(1), ptr addrspace(5) %15, align 8
  %105 = load i32, ptr addrspace(5) %17, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds float, ptr addrspace(1) %104, i64 %106
  store float %103, ptr addrspace(1) %107, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) noalias nocapture writeonly, ptr addrspace(4) noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z10native_cosf(float noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z10native_sinf(float noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ps_tpacf(ptr addrspace(1) noundef align 16 %0, i32 noundef %1, ptr addrspace(4) noundef align 4 %2, i32 noundef %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(3) noundef align 4 %5) #1 !kernel_arg_addr_space !31 !kernel_arg_access_qual !7 !kernel_arg_type !32 !kernel_arg_base_type !33 !kernel_arg_type_qual !34 {
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca ptr addrspace(4), align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(3), align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca <4 x float>, align 16, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca float, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %7, align 8
  store i32 %1, ptr addrspace(5) %8, align 4
  store ptr addrspace(4) %2, ptr addrspace(5) %9, align 8
  store i32 %3, ptr addrspace(5) %10, align 4
  store ptr addrspace(1) %4, ptr addrspace(5) %11, align 8
  store ptr addrspace(3) %5, ptr addrspace(5) %12, align 4
  %21 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %22 = trunc i64 %21 to i32
  store i32 %22, ptr addrspace(5) %13, align 4
  %23 = call i64 @_Z14get_local_sizej(i32 noundef 0) #7
  %24 = trunc i64 %23 to i32
  store i32 %24, ptr addrspace(5) %14, align 4
  %25 = load i32, ptr addrspace(5) %13, align 4
  store i32 %25, ptr addrspace(5) %15, align 4
  br label %26

26:                                               ; preds = %35, %6
  %27 = load i32, ptr addrspace(5) %15, align 4
  %28 = load i32, ptr addrspace(5) %10, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %39

30:                                               ; preds = %26
  %31 = load ptr addrspace(3), ptr addrspace(5) %12, align 4
  %32 = load i32, ptr addrspace(5) %15, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr addrspace(3) %31, i64 %33
  store i32 0, ptr addrspace(3) %34, align 4
  br label %35

35:                                               ; preds = %30
  %36 = load i32, ptr addrspace(5) %14, align 4
  %37 = load i32, ptr addrspace(5) %15, align 4
  %38 = add nsw i32 %37, %36
  store i32 %38, ptr addrspace(5) %15, align 4
  br label %26

39:                                               ; preds = %26
  call void @_Z7barrierj(i32 noundef 1) #8
  %40 = call i64 @_Z12get_group_idj(i32 noundef 0) #7
  %41 = trunc i64 %40 to i32
  store i32 %41, ptr addrspace(5) %16, align 4
  %42 = load i32, ptr addrspace(5) %16, align 4
  %43 = load i32, ptr addrspace(5) %8, align 4
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %45, label %82

45:                                               ; preds = %39
  %46 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %47 = load i32, ptr addrspace(5) %16, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds <4 x float>, ptr addrspace(1) %46, i64 %48
  %50 = load <4 x float>, ptr addrspace(1) %49, align 16
  store <4 x float> %50, ptr addrspace(5) %17, align 16
  %51 = load i32, ptr addrspace(5) %16, align 4
  %52 = add nsw i32 %51, 1
  %53 = load i32, ptr addrspace(5) %13, align 4
  %54 = add nsw i32 %52, %53
  store i32 %54, ptr addrspace(5) %18, align 4
  br label %55

55:                                               ; preds = %77, %45
  %56 = load i32, ptr addrspace(5) %18, align 4
  %57 = load i32, ptr addrspace(5) %8, align 4
  %58 = icmp slt i32 %56, %57
  br i1 %58, label %59, label %81

59:                                               ; preds = %55
  %60 = load <4 x float>, ptr addrspace(5) %17, align 16
  %61 = shufflevector <4 x float> %60, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %62 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %63 = load i32, ptr addrspace(5) %18, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds <4 x float>, ptr addrspace(1) %62, i64 %64
  %66 = load <4 x float>, ptr addrspace(1) %65, align 16
  %67 = shufflevector <4 x float> %66, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %68 = call float @_Z3dotDv3_fS_(<3 x float> noundef %61, <3 x float> noundef %67) #7
  store float %68, ptr addrspace(5) %19, align 4
  %69 = load ptr addrspace(3), ptr addrspace(5) %12, align 4
  %70 = load ptr addrspace(4), ptr addrspace(5) %9, align 8
  %71 = load i32, ptr addrspace(5) %10, align 4
  %72 = load float, ptr addrspace(5) %19, align 4
  %73 = call i32 @find_bin(ptr addrspace(4) noundef %70, i32 noundef %71, float noundef %72) #8
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr addrspace(3) %69, i64 %74
  %76 = call i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef %75, i32 noundef 1) #8
  br label %77

77:                                               ; preds = %59
  %78 = load i32, ptr addrspace(5) %14, align 4
  %79 = load i32, ptr addrspace(5) %18, align 4
  %80 = add nsw i32 %79, %78
  store i32 %80, ptr addrspace(5) %18, align 4
  br label %55

81:                                               ; preds = %55
  br label %82

82:                                               ; preds = %81, %39
  call void @_Z7barrierj(i32 noundef 1) #8
  %83 = load i32, ptr addrspace(5) %13, align 4
  store i32 %83, ptr addrspace(5) %20, align 4
  br label %84

84:                                               ; preds = %99, %82
  %85 = load i32, ptr addrspace(5) %20, align 4
  %86 = load i32, ptr addrspace(5) %10, align 4
  %87 = icmp slt i32 %85, %86
  br i1 %87, label %88, label %103

88:                                               ; preds = %84
  %89 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %90 = load i32, ptr addrspace(5) %20, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i32, ptr addrspace(1) %89, i64 %91
  %93 = load ptr addrspace(3), ptr addrspace(5) %12, align 4
  %94 = load i32, ptr addrspace(5) %20, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds i32, ptr addrspace(3) %93, i64 %95
  %97 = load i32, ptr addrspace(3) %96, align 4
  %98 = call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %92, i32 noundef %97) #8
  br label %99

99:                                               ; preds = %88
  %100 = load i32, ptr addrspace(5) %14, align 4
  %101 = load i32, ptr addrspace(5) %20, align 4
  %102 = add nsw i32 %101, %100
  store i32 %102, ptr addrspace(5) %20, align 4
  br label %84

103:                                              ; preds = %84
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef, i32 noundef) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal i32 @find_bin(ptr addrspace(4) noundef %0, i32 noundef %1, float noundef %2) #0 {
  %4 = alloca ptr addrspace(4), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(4) %0, ptr addrspace(5) %4, align 8
  store i32 %1, ptr addrspace(5) %5, align 4
  store float %2, ptr addrspace(5) %6, align 4
  store i32 0, ptr addrspace(5) %7, align 4
  %10 = load i32, ptr addrspace(5) %5, align 4
  store i32 %10, ptr addrspace(5) %8, align 4
  br label %11

11:                                               ; preds = %32, %3
  %12 = load i32, ptr addrspace(5) %8, align 4
  %13 = load i32, ptr addrspace(5) %7, align 4
  %14 = add nsw i32 %13, 1
  %15 = icmp sgt i32 %12, %14
  br i1 %15, label %16, label %33

16:                                               ; preds = %11
  %17 = load i32, ptr addrspace(5) %7, align 4
  %18 = load i32, ptr addrspace(5) %8, align 4
  %19 = add nsw i32 %17, %18
  %20 = sdiv i32 %19, 2
  store i32 %20, ptr addrspace(5) %9, align 4
  %21 = load float, ptr addrspace(5) %6, align 4
  %22 = load ptr addrspace(4), ptr addrspace(5) %4, align 8
  %23 = load i32, ptr addrspace(5) %9, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr addrspace(4) %22, i64 %24
  %26 = load float, ptr addrspace(4) %25, align 4
  %27 = fcmp oge float %21, %26
  br i1 %27, label %28, label %30

28:                                               ; preds = %16
  %29 = load i32, ptr addrspace(5) %9, align 4
  store i32 %29, ptr addrspace(5) %8, align 4
  br label %32

30:                                               ; preds = %16
  %31 = load i32, ptr addrspace(5) %9, align 4
  store i32 %31, ptr addrspace(5) %7, align 4
  br label %32

32:                                               ; preds = %30, %28
  br label %11

33:                                               ; preds = %11
  %34 = load i32, ptr addrspace(5) %7, align 4
  ret i32 %34
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ps_scan_local(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(3) noundef align 4 %3, i32 noundef %4) #1 !kernel_arg_addr_space !35 !kernel_arg_access_qual !24 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !26 {
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(3), align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca float, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %6, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %7, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %8, align 8
  store ptr addrspace(3) %3, ptr addrspace(5) %9, align 4
  store i32 %4, ptr addrspace(5) %10, align 4
  %24 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %25 = trunc i64 %24 to i32
  store i32 %25, ptr addrspace(5) %11, align 4
  %26 = call i64 @_Z14get_local_sizej(i32 noundef 0) #7
  %27 = trunc i64 %26 to i32
  store i32 %27, ptr addrspace(5) %12, align 4
  %28 = call i64 @_Z12get_group_idj(i32 noundef 0) #7
  %29 = load i32, ptr addrspace(5) %12, align 4
  %30 = sext i32 %29 to i64
  %31 = mul i64 %28, %30
  %32 = mul i64 %31, 2
  %33 = trunc i64 %32 to i32
  store i32 %33, ptr addrspace(5) %13, align 4
  %34 = load i32, ptr addrspace(5) %11, align 4
  store i32 %34, ptr addrspace(5) %14, align 4
  %35 = load i32, ptr addrspace(5) %11, align 4
  %36 = load i32, ptr addrspace(5) %12, align 4
  %37 = add nsw i32 %35, %36
  store i32 %37, ptr addrspace(5) %15, align 4
  %38 = load i32, ptr addrspace(5) %13, align 4
  %39 = load i32, ptr addrspace(5) %14, align 4
  %40 = add nsw i32 %38, %39
  %41 = load i32, ptr addrspace(5) %10, align 4
  %42 = icmp slt i32 %40, %41
  br i1 %42, label %43, label %51

43:                                               ; preds = %5
  %44 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %45 = load i32, ptr addrspace(5) %13, align 4
  %46 = load i32, ptr addrspace(5) %14, align 4
  %47 = add nsw i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr addrspace(1) %44, i64 %48
  %50 = load float, ptr addrspace(1) %49, align 4
  br label %52

51:                                               ; preds = %5
  br label %52

52:                                               ; preds = %51, %43
  %53 = phi float [ %50, %43 ], [ 0.000000e+00, %51 ]
  %54 = load ptr addrspace(3), ptr addrspace(5) %9, align 4
  %55 = load i32, ptr addrspace(5) %14, align 4
  %56 = load i32, ptr addrspace(5) %14, align 4
  %57 = ashr i32 %56, 5
  %58 = add nsw i32 %55, %57
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr addrspace(3) %54, i64 %59
  store float %53, ptr addrspace(3) %60, align 4
  %61 = load i32, ptr addrspace(5) %13, align 4
  %62 = load i32, ptr addrspace(5) %15, align 4
  %63 = add nsw i32 %61, %62
  %64 = load i32, ptr addrspace(5) %10, align 4
  %65 = icmp slt i32 %63, %64
  br i1 %65, label %66, label %74

66:                                               ; preds = %52
  %67 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %68 = load i32, ptr addrspace(5) %13, align 4
  %69 = load i32, ptr addrspace(5) %15, align 4
  %70 = add nsw i32 %68, %69
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr addrspace(1) %67, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4
  br label %75

74:                                               ; preds = %52
  br label %75

75:                                               ; preds = %74, %66
  %76 = phi float [ %73, %66 ], [ 0.000000e+00, %74 ]
  %77 = load ptr addrspace(3), ptr addrspace(5) %9, align 4
  %78 = load i32, ptr addrspace(5) %15, align 4
  %79 = load i32, ptr addrspace(5) %15, align 4
  %80 = ashr i32 %79, 5
  %81 = add nsw i32 %78, %80
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr addrspace(3) %77, i64 %82
  store float %76, ptr addrspace(3) %83, align 4
  store i32 1, ptr addrspace(5) %16, align 4
  %84 = load i32, ptr addrspace(5) %12, align 4
  store i32 %84, ptr addrspace(5) %17, align 4
  br label %85

85:                                               ; preds = %125, %75
  %86 = load i32, ptr addrspace(5) %17, align 4
  %87 = icmp sgt i32 %86, 0
  br i1 %87, label %88, label %128

88:                                               ; preds = %85
  call void @_Z7barrierj(i32 noundef 1) #8
  %89 = load i32, ptr addrspace(5) %11, align 4
  %90 = load i32, ptr addrspace(5) %17, align 4
  %91 = icmp slt i32 %89, %90
  br i1 %91, label %92, label %122

92:                                               ; preds = %88
  %93 = load i32, ptr addrspace(5) %16, align 4
  %94 = load i32, ptr addrspace(5) %11, align 4
  %95 = mul nsw i32 2, %94
  %96 = add nsw i32 %95, 1
  %97 = mul nsw i32 %93, %96
  %98 = sub nsw i32 %97, 1
  store i32 %98, ptr addrspace(5) %18, align 4
  %99 = load i32, ptr addrspace(5) %16, align 4
  %100 = load i32, ptr addrspace(5) %11, align 4
  %101 = mul nsw i32 2, %100
  %102 = add nsw i32 %101, 2
  %103 = mul nsw i32 %99, %102
  %104 = sub nsw i32 %103, 1
  store i32 %104, ptr addrspace(5) %19, align 4
  %105 = load ptr addrspace(3), ptr addrspace(5) %9, align 4
  %106 = load i32, ptr addrspace(5) %18, align 4
  %107 = load i32, ptr addrspace(5) %18, align 4
  %108 = ashr i32 %107, 5
  %109 = add nsw i32 %106, %108
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds float, ptr addrspace(3) %105, i64 %110
  %112 = load float, ptr addrspace(3) %111, align 4
  %113 = load ptr addrspace(3), ptr addrspace(5) %9, align 4
  %114 = load i32, ptr addrspace(5) %19, align 4
  %115 = load i32, ptr addrspace(5) %19, align 4
  %116 = ashr i32 %115, 5
  %117 = add nsw i32 %114, %116
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds float, ptr addrspace(3) %113, i64 %118
  %120 = load float, ptr addrspace(3) %119, align 4
  %121 = fadd float %120, %112
  store float %121, ptr addrspace(3) %119, align 4
  br label %122

122:                                              ; preds = %92, %88
  %123 = load i32, ptr addrspace(5) %16, align 4
  %124 = shl i32 %123, 1
  store i32 %124, ptr addrspace(5) %16, align 4
  br label %125

125:                                              ; preds = %122
  %126 = load i32, ptr addrspace(5) %17, align 4
  %127 = ashr i32 %126, 1
  store i32 %127, ptr addrspace(5) %17, align 4
  br label %85

128:                                              ; preds = %85
  %129 = load i32, ptr addrspace(5) %11, align 4
  %130 = icmp eq i32 %129, 0
  br i1 %130, label %131, label %158

131:                                              ; preds = %128
  %132 = load ptr addrspace(3), ptr addrspace(5) %9, align 4
  %133 = load i32, ptr addrspace(5) %12, align 4
  %134 = mul nsw i32 2, %133
  %135 = sub nsw i32 %134, 1
  %136 = load i32, ptr addrspace(5) %12, align 4
  %137 = mul nsw i32 2, %136
  %138 = sub nsw i32 %137, 1
  %139 = ashr i32 %138, 5
  %140 = add nsw i32 %135, %139
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds float, ptr addrspace(3) %132, i64 %141
  %143 = load float, ptr addrspace(3) %142, align 4
  %144 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %145 = call i64 @_Z12get_group_idj(i32 noundef 0) #7
  %146 = getelementptr inbounds float, ptr addrspace(1) %144, i64 %145
  store float %143, ptr addrspace(1) %146, align 4
  %147 = load ptr addrspace(3), ptr addrspace(5) %9, align 4
  %148 = load i32, ptr addrspace(5) %12, align 4
  %149 = mul nsw i32 2, %148
  %150 = sub nsw i32 %149, 1
  %151 = load i32, ptr addrspace(5) %12, align 4
  %152 = mul nsw i32 2, %151
  %153 = sub nsw i32 %152, 1
  %154 = ashr i32 %153, 5
  %155 = add nsw i32 %150, %154
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds float, ptr addrspace(3) %147, i64 %156
  store float 0.000000e+00, ptr addrspace(3) %157, align 4
  br label %158

158:                                              ; preds = %131, %128
  store i32 1, ptr addrspace(5) %20, align 4
  br label %159

159:                                              ; preds = %217, %158
  %160 = load i32, ptr addrspace(5) %20, align 4
  %161 = load i32, ptr addrspace(5) %12, align 4
  %162 = mul nsw i32 2, %161
  %163 = icmp slt i32 %160, %162
  br i1 %163, label %164, label %220

164:                                              ; preds = %159
  %165 = load i32, ptr addrspace(5) %16, align 4
  %166 = ashr i32 %165, 1
  store i32 %166, ptr addrspace(5) %16, align 4
  call void @_Z7barrierj(i32 noundef 1) #8
  %167 = load i32, ptr addrspace(5) %11, align 4
  %168 = load i32, ptr addrspace(5) %20, align 4
  %169 = icmp slt i32 %167, %168
  br i1 %169, label %170, label %216

170:                                              ; preds = %164
  %171 = load i32, ptr addrspace(5) %16, align 4
  %172 = load i32, ptr addrspace(5) %11, align 4
  %173 = mul nsw i32 2, %172
  %174 = add nsw i32 %173, 1
  %175 = mul nsw i32 %171, %174
  %176 = sub nsw i32 %175, 1
  store i32 %176, ptr addrspace(5) %21, align 4
  %177 = load i32, ptr addrspace(5) %16, align 4
  %178 = load i32, ptr addrspace(5) %11, align 4
  %179 = mul nsw i32 2, %178
  %180 = add nsw i32 %179, 2
  %181 = mul nsw i32 %177, %180
  %182 = sub nsw i32 %181, 1
  store i32 %182, ptr addrspace(5) %22, align 4
  %183 = load ptr addrspace(3), ptr addrspace(5) %9, align 4
  %184 = load i32, ptr addrspace(5) %21, align 4
  %185 = load i32, ptr addrspace(5) %21, align 4
  %186 = ashr i32 %185, 5
  %187 = add nsw i32 %184, %186
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds float, ptr addrspace(3) %183, i64 %188
  %190 = load float, ptr addrspace(3) %189, align 4
  store float %190, ptr addrspace(5) %23, align 4
  %191 = load ptr addrspace(3), ptr addrspace(5) %9, align 4
  %192 = load i32, ptr addrspace(5) %22, align 4
  %193 = load i32, ptr addrspace(5) %22, align 4
  %194 = ashr i32 %193, 5
  %195 = add nsw i32 %192, %194
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds float, ptr addrspace(3) %191, i64 %196
  %198 = load float, ptr addrspace(3) %197, align 4
  %199 = load ptr addrspace(3), ptr addrspace(5) %9, align 4
  %200 = load i32, ptr addrspace(5) %21, align 4
  %201 = load i32, ptr addrspace(5) %21, align 4
  %202 = ashr i32 %201, 5
  %203 = add nsw i32 %200, %202
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds float, ptr addrspace(3) %199, i64 %204
  store float %198, ptr addrspace(3) %205, align 4
  %206 = load float, ptr addrspace(5) %23, align 4
  %207 = load ptr addrspace(3), ptr addrspace(5) %9, align 4
  %208 = load i32, ptr addrspace(5) %22, align 4
  %209 = load i32, ptr addrspace(5) %22, align 4
  %210 = ashr i32 %209, 5
  %211 = add nsw i32 %208, %210
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds float, ptr addrspace(3) %207, i64 %212
  %214 = load float, ptr addrspace(3) %213, align 4
  %215 = fadd float %214, %206
  store float %215, ptr addrspace(3) %213, align 4
  br label %216

216:                                              ; preds = %170, %164
  br label %217

217:                                              ; preds = %216
  %218 = load i32, ptr addrspace(5) %20, align 4
  %219 = shl i32 %218, 1
  store i32 %219, ptr addrspace(5) %20, align 4
  br label %159

220:                                              ; preds = %159
  call void @_Z7barrierj(i32 noundef 1) #8
  %221 = load i32, ptr addrspace(5) %13, align 4
  %222 = load i32, ptr addrspace(5) %14, align 4
  %223 = add nsw i32 %221, %222
  %224 = load i32, ptr addrspace(5) %10, align 4
  %225 = icmp slt i32 %223, %224
  br i1 %225, label %226, label %241

226:                                              ; preds = %220
  %227 = load ptr addrspace(3), ptr addrspace(5) %9, align 4
  %228 = load i32, ptr addrspace(5) %14, align 4
  %229 = load i32, ptr addrspace(5) %14, align 4
  %230 = ashr i32 %229, 5
  %231 = add nsw i32 %228, %230
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds float, ptr addrspace(3) %227, i64 %232
  %234 = load float, ptr addrspace(3) %233, align 4
  %235 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %236 = load i32, ptr addrspace(5) %13, align 4
  %237 = load i32, ptr addrspace(5) %14, align 4
  %238 = add nsw i32 %236, %237
  %239 = sext i32 %238 to i64
  %240 = getelementptr inbounds float, ptr addrspace(1) %235, i64 %239
  store float %234, ptr addrspace(1) %240, align 4
  br label %241

241:                                              ; preds = %226, %220
  %242 = load i32, ptr addrspace(5) %13, align 4
  %243 = load i32, ptr addrspace(5) %15, align 4
  %244 = add nsw i32 %242, %243
  %245 = load i32, ptr addrspace(5) %10, align 4
  %246 = icmp slt i32 %244, %245
  br i1 %246, label %247, label %262

247:                                              ; preds = %241
  %248 = load ptr addrspace(3), ptr addrspace(5) %9, align 4
  %249 = load i32, ptr addrspace(5) %15, align 4
  %250 = load i32, ptr addrspace(5) %15, align 4
  %251 = ashr i32 %250, 5
  %252 = add nsw i32 %249, %251
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds float, ptr addrspace(3) %248, i64 %253
  %255 = load float, ptr addrspace(3) %254, align 4
  %256 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %257 = load i32, ptr addrspace(5) %13, align 4
  %258 = load i32, ptr addrspace(5) %15, align 4
  %259 = add nsw i32 %257, %258
  %260 = sext i32 %259 to i64
  %261 = getelementptr inbounds float, ptr addrspace(1) %256, i64 %260
  store float %255, ptr addrspace(1) %261, align 4
  br label %262

262:                                              ; preds = %247, %241
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ps_reduce_warp(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) #1 !kernel_arg_addr_space !37 !kernel_arg_access_qual !38 !kernel_arg_type !39 !kernel_arg_base_type !39 !kernel_arg_type_qual !40 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(3), align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca float, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %6, align 8
  store ptr addrspace(3) %2, ptr addrspace(5) %7, align 4
  store i32 %3, ptr addrspace(5) %8, align 4
  %15 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr addrspace(5) %9, align 4
  %17 = call i64 @_Z14get_local_sizej(i32 noundef 0) #7
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr addrspace(5) %10, align 4
  %19 = call i64 @_Z12get_group_idj(i32 noundef 0) #7
  %20 = load i32, ptr addrspace(5) %10, align 4
  %21 = sext i32 %20 to i64
  %22 = mul i64 %19, %21
  %23 = mul i64 %22, 2
  %24 = load i32, ptr addrspace(5) %9, align 4
  %25 = sext i32 %24 to i64
  %26 = add i64 %23, %25
  %27 = trunc i64 %26 to i32
  store i32 %27, ptr addrspace(5) %11, align 4
  %28 = load i32, ptr addrspace(5) %10, align 4
  %29 = mul nsw i32 %28, 2
  %30 = sext i32 %29 to i64
  %31 = call i64 @_Z14get_num_groupsj(i32 noundef 0) #7
  %32 = mul i64 %30, %31
  %33 = trunc i64 %32 to i32
  store i32 %33, ptr addrspace(5) %12, align 4
  store float 0.000000e+00, ptr addrspace(5) %13, align 4
  br label %34

34:                                               ; preds = %61, %4
  %35 = load i32, ptr addrspace(5) %11, align 4
  %36 = load i32, ptr addrspace(5) %8, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %65

38:                                               ; preds = %34
  %39 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %40 = load i32, ptr addrspace(5) %11, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr addrspace(1) %39, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4
  %44 = load float, ptr addrspace(5) %13, align 4
  %45 = fadd float %44, %43
  store float %45, ptr addrspace(5) %13, align 4
  %46 = load i32, ptr addrspace(5) %11, align 4
  %47 = load i32, ptr addrspace(5) %10, align 4
  %48 = add nsw i32 %46, %47
  %49 = load i32, ptr addrspace(5) %8, align 4
  %50 = icmp slt i32 %48, %49
  br i1 %50, label %51, label %61

51:                                               ; preds = %38
  %52 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %53 = load i32, ptr addrspace(5) %11, align 4
  %54 = load i32, ptr addrspace(5) %10, align 4
  %55 = add nsw i32 %53, %54
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr addrspace(1) %52, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4
  %59 = load float, ptr addrspace(5) %13, align 4
  %60 = fadd float %59, %58
  store float %60, ptr addrspace(5) %13, align 4
  br label %61

61:                                               ; preds = %51, %38
  %62 = load i32, ptr addrspace(5) %12, align 4
  %63 = load i32, ptr addrspace(5) %11, align 4
  %64 = add nsw i32 %63, %62
  store i32 %64, ptr addrspace(5) %11, align 4
  br label %34

65:                                               ; preds = %34
  %66 = load float, ptr addrspace(5) %13, align 4
  %67 = load ptr addrspace(3), ptr addrspace(5) %7, align 4
  %68 = load i32, ptr addrspace(5) %9, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspace(3) %67, i64 %69
  store volatile float %66, ptr addrspace(3) %70, align 4
  call void @_Z7barrierj(i32 noundef 1) #8
  %71 = load i32, ptr addrspace(5) %10, align 4
  %72 = sdiv i32 %71, 2
  store i32 %72, ptr addrspace(5) %14, align 4
  br label %73

73:                                               ; preds = %95, %65
  %74 = load i32, ptr addrspace(5) %14, align 4
  %75 = icmp sgt i32 %74, 32
  br i1 %75, label %76, label %98

76:                                               ; preds = %73
  %77 = load i32, ptr addrspace(5) %9, align 4
  %78 = load i32, ptr addrspace(5) %14, align 4
  %79 = icmp slt i32 %77, %78
  br i1 %79, label %80, label %94

80:                                               ; preds = %76
  %81 = load ptr addrspace(3), ptr addrspace(5) %7, align 4
  %82 = load i32, ptr addrspace(5) %9, align 4
  %83 = load i32, ptr addrspace(5) %14, align 4
  %84 = add nsw i32 %82, %83
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr addrspace(3) %81, i64 %85
  %87 = load volatile float, ptr addrspace(3) %86, align 4
  %88 = load ptr addrspace(3), ptr addrspace(5) %7, align 4
  %89 = load i32, ptr addrspace(5) %9, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr addrspace(3) %88, i64 %90
  %92 = load volatile float, ptr addrspace(3) %91, align 4
  %93 = fadd float %92, %87
  store volatile float %93, ptr addrspace(3) %91, align 4
  br label %94

94:                                               ; preds = %80, %76
  call void @_Z7barrierj(i32 noundef 1) #8
  br label %95

95:                                               ; preds = %94
  %96 = load i32, ptr addrspace(5) %14, align 4
  %97 = ashr i32 %96, 1
  store i32 %97, ptr addrspace(5) %14, align 4
  br label %73

98:                                               ; preds = %73
  %99 = load i32, ptr addrspace(5) %9, align 4
  %100 = icmp slt i32 %99, 32
  br i1 %100, label %101, label %104

101:                                              ; preds = %98
  %102 = load ptr addrspace(3), ptr addrspace(5) %7, align 4
  %103 = load i32, ptr addrspace(5) %9, align 4
  call void @warp_reduce(ptr addrspace(3) noundef %102, i32 noundef %103) #8
  br label %104

104:                                              ; preds = %101, %98
  %105 = load i32, ptr addrspace(5) %9, align 4
  %106 = icmp eq i32 %105, 0
  br i1 %106, label %107, label %114

107:                                              ; preds = %104
  %108 = load ptr addrspace(3), ptr addrspace(5) %7, align 4
  %109 = getelementptr inbounds float, ptr addrspace(3) %108, i64 0
  %110 = load volatile float, ptr addrspace(3) %109, align 4
  %111 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %112 = call i64 @_Z12get_group_idj(i32 noundef 0) #7
  %113 = getelementptr inbounds float, ptr addrspace(1) %111, i64 %112
  store float %110, ptr addrspace(1) %113, align 4
  br label %114

114:                                              ; preds = %107, %104
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z14get_num_groupsj(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @warp_reduce(ptr addrspace(3) noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr addrspace(3), align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(3) %0, ptr addrspace(5) %3, align 4
  store i32 %1, ptr addrspace(5) %4, align 4
  %5 = load ptr addrspace(3), ptr addrspace(5) %3, align 4
  %6 = load i32, ptr addrspace(5) %4, align 4
  %7 = add nsw i32 %6, 32
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds float, ptr addrspace(3) %5, i64 %8
  %10 = load volatile float, ptr addrspace(3) %9, align 4
  %11 = load ptr addrspace(3), ptr addrspace(5) %3, align 4
  %12 = load i32, ptr addrspace(5) %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr addrspace(3) %11, i64 %13
  %15 = load volatile float, ptr addrspace(3) %14, align 4
  %16 = fadd float %15, %10
  store volatile float %16, ptr addrspace(3) %14, align 4
  %17 = load ptr addrspace(3), ptr addrspace(5) %3, align 4
  %18 = load i32, ptr addrspace(5) %4, align 4
  %19 = add nsw i32 %18, 16
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr addrspace(3) %17, i64 %20
  %22 = load volatile float, ptr addrspace(3) %21, align 4
  %23 = load ptr addrspace(3), ptr addrspace(5) %3, align 4
  %24 = load i32, ptr addrspace(5) %4, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr addrspace(3) %23, i64 %25
  %27 = load volatile float, ptr addrspace(3) %26, align 4
  %28 = fadd float %27, %22
  store volatile float %28, ptr addrspace(3) %26, align 4
  %29 = load ptr addrspace(3), ptr addrspace(5) %3, align 4
  %30 = load i32, ptr addrspace(5) %4, align 4
  %31 = add nsw i32 %30, 8
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(3) %29, i64 %32
  %34 = load volatile float, ptr addrspace(3) %33, align 4
  %35 = load ptr addrspace(3), ptr addrspace(5) %3, align 4
  %36 = load i32, ptr addrspace(5) %4, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(3) %35, i64 %37
  %39 = load volatile float, ptr addrspace(3) %38, align 4
  %40 = fadd float %39, %34
  store volatile float %40, ptr addrspace(3) %38, align 4
  %41 = load ptr addrspace(3), ptr addrspace(5) %3, align 4
  %42 = load i32, ptr addrspace(5) %4, align 4
  %43 = add nsw i32 %42, 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(3) %41, i64 %44
  %46 = load volatile float, ptr addrspace(3) %45, align 4
  %47 = load ptr addrspace(3), ptr addrspace(5) %3, align 4
  %48 = load i32, ptr addrspace(5) %4, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr addrspace(3) %47, i64 %49
  %51 = load volatile float, ptr addrspace(3) %50, align 4
  %52 = fadd float %51, %46
  store volatile float %52, ptr addrspace(3) %50, align 4
  %53 = load ptr addrspace(3), ptr addrspace(5) %3, align 4
  %54 = load i32, ptr addrspace(5) %4, align 4
  %55 = add nsw i32 %54, 2
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr addrspace(3) %53, i64 %56
  %58 = load volatile float, ptr addrspace(3) %57, align 4
  %59 = load ptr addrspace(3), ptr addrspace(5) %3, align 4
  %60 = load i32, ptr addrspace(5) %4, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr addrspace(3) %59, i64 %61
  %63 = load volatile float, ptr addrspace(3) %62, align 4
  %64 = fadd float %63, %58
  store volatile float %64, ptr addrspace(3) %62, align 4
  %65 = load ptr addrspace(3), ptr addrspace(5) %3, align 4
  %66 = load i32, ptr addrspace(5) %4, align 4
  %67 = add nsw i32 %66, 1
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr addrspace(3) %65, i64 %68
  %70 = load volatile float, ptr addrspace(3) %69, align 4
  %71 = load ptr addrspace(3), ptr addrspace(5) %3, align 4
  %72 = load i32, ptr addrspace(5) %4, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr addrspace(3) %71, i64 %73
  %75 = load volatile float, ptr addrspace(3) %74, align 4
  %76 = fadd float %75, %70
  store volatile float %76, ptr addrspace(3) %74, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ps_radix_split(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) #1 !kernel_arg_addr_space !41 !kernel_arg_access_qual !38 !kernel_arg_type !42 !kernel_arg_base_type !42 !kernel_arg_type_qual !43 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(3), align 4, addrspace(5)
  %7 = alloca ptr addrspace(3), align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8
  store ptr addrspace(3) %1, ptr addrspace(5) %6, align 4
  store ptr addrspace(3) %2, ptr addrspace(5) %7, align 4
  store i32 %3, ptr addrspace(5) %8, align 4
  %18 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr addrspace(5) %9, align 4
  %20 = call i64 @_Z14get_local_sizej(i32 noundef 0) #7
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr addrspace(5) %10, align 4
  %22 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr addrspace(5) %11, align 4
  %24 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %25 = load i32, ptr addrspace(5) %11, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr addrspace(1) %24, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4
  store i32 %28, ptr addrspace(5) %12, align 4
  %29 = load i32, ptr addrspace(5) %12, align 4
  %30 = load i32, ptr addrspace(5) %8, align 4
  %31 = and i32 %30, 31
  %32 = lshr i32 %29, %31
  %33 = and i32 %32, 1
  store i32 %33, ptr addrspace(5) %13, align 4
  %34 = load i32, ptr addrspace(5) %13, align 4
  %35 = sub i32 1, %34
  %36 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %37 = load i32, ptr addrspace(5) %9, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr addrspace(3) %36, i64 %38
  store i32 %35, ptr addrspace(3) %39, align 4
  call void @_Z7barrierj(i32 noundef 1) #8
  store i32 1, ptr addrspace(5) %14, align 4
  br label %40

40:                                               ; preds = %66, %4
  %41 = load i32, ptr addrspace(5) %14, align 4
  %42 = load i32, ptr addrspace(5) %10, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %69

44:                                               ; preds = %40
  %45 = load i32, ptr addrspace(5) %9, align 4
  %46 = load i32, ptr addrspace(5) %14, align 4
  %47 = icmp sge i32 %45, %46
  br i1 %47, label %48, label %56

48:                                               ; preds = %44
  %49 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %50 = load i32, ptr addrspace(5) %9, align 4
  %51 = load i32, ptr addrspace(5) %14, align 4
  %52 = sub nsw i32 %50, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr addrspace(3) %49, i64 %53
  %55 = load i32, ptr addrspace(3) %54, align 4
  br label %57

56:                                               ; preds = %44
  br label %57

57:                                               ; preds = %56, %48
  %58 = phi i32 [ %55, %48 ], [ 0, %56 ]
  store i32 %58, ptr addrspace(5) %15, align 4
  call void @_Z7barrierj(i32 noundef 1) #8
  %59 = load i32, ptr addrspace(5) %15, align 4
  %60 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %61 = load i32, ptr addrspace(5) %9, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr addrspace(3) %60, i64 %62
  %64 = load i32, ptr addrspace(3) %63, align 4
  %65 = add i32 %64, %59
  store i32 %65, ptr addrspace(3) %63, align 4
  call void @_Z7barrierj(i32 noundef 1) #8
  br label %66

66:                                               ; preds = %57
  %67 = load i32, ptr addrspace(5) %14, align 4
  %68 = shl i32 %67, 1
  store i32 %68, ptr addrspace(5) %14, align 4
  br label %40

69:                                               ; preds = %40
  %70 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %71 = load i32, ptr addrspace(5) %10, align 4
  %72 = sub nsw i32 %71, 1
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i32, ptr addrspace(3) %70, i64 %73
  %75 = load i32, ptr addrspace(3) %74, align 4
  store i32 %75, ptr addrspace(5) %16, align 4
  %76 = load i32, ptr addrspace(5) %13, align 4
  %77 = icmp ne i32 %76, 0
  br i1 %77, label %78, label %88

78:                                               ; preds = %69
  %79 = load i32, ptr addrspace(5) %16, align 4
  %80 = load i32, ptr addrspace(5) %9, align 4
  %81 = add i32 %79, %80
  %82 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %83 = load i32, ptr addrspace(5) %9, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds i32, ptr addrspace(3) %82, i64 %84
  %86 = load i32, ptr addrspace(3) %85, align 4
  %87 = sub i32 %81, %86
  br label %95

88:                                               ; preds = %69
  %89 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %90 = load i32, ptr addrspace(5) %9, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds i32, ptr addrspace(3) %89, i64 %91
  %93 = load i32, ptr addrspace(3) %92, align 4
  %94 = sub i32 %93, 1
  br label %95

95:                                               ; preds = %88, %78
  %96 = phi i32 [ %87, %78 ], [ %94, %88 ]
  store i32 %96, ptr addrspace(5) %17, align 4
  %97 = load i32, ptr addrspace(5) %12, align 4
  %98 = load ptr addrspace(3), ptr addrspace(5) %7, align 4
  %99 = load i32, ptr addrspace(5) %17, align 4
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds i32, ptr addrspace(3) %98, i64 %100
  store i32 %97, ptr addrspace(3) %101, align 4
  call void @_Z7barrierj(i32 noundef 1) #8
  %102 = load ptr addrspace(3), ptr addrspace(5) %7, align 4
  %103 = load i32, ptr addrspace(5) %9, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds i32, ptr addrspace(3) %102, i64 %104
  %106 = load i32, ptr addrspace(3) %105, align 4
  %107 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %108 = load i32, ptr addrspace(5) %11, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i32, ptr addrspace(1) %107, i64 %109
  store i32 %106, ptr addrspace(1) %110, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ps_md_lj(ptr addrspace(1) noundef align 16 %0, ptr addrspace(1) noundef align 16 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6, float noundef %7) #1 !kernel_arg_addr_space !44 !kernel_arg_access_qual !28 !kernel_arg_type !45 !kernel_arg_base_type !46 !kernel_arg_type_qual !47 {
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca float, align 4, addrspace(5)
  %15 = alloca float, align 4, addrspace(5)
  %16 = alloca float, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca <4 x float>, align 16, addrspace(5)
  %19 = alloca <4 x float>, align 16, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca <4 x float>, align 16, addrspace(5)
  %23 = alloca <3 x float>, align 16, addrspace(5)
  %24 = alloca float, align 4, addrspace(5)
  %25 = alloca float, align 4, addrspace(5)
  %26 = alloca float, align 4, addrspace(5)
  %27 = alloca float, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %9, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %10, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %11, align 8
  store i32 %3, ptr addrspace(5) %12, align 4
  store i32 %4, ptr addrspace(5) %13, align 4
  store float %5, ptr addrspace(5) %14, align 4
  store float %6, ptr addrspace(5) %15, align 4
  store float %7, ptr addrspace(5) %16, align 4
  %28 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %29 = trunc i64 %28 to i32
  store i32 %29, ptr addrspace(5) %17, align 4
  %30 = load i32, ptr addrspace(5) %17, align 4
  %31 = load i32, ptr addrspace(5) %13, align 4
  %32 = icmp sge i32 %30, %31
  br i1 %32, label %33, label %34

33:                                               ; preds = %8
  br label %115

34:                                               ; preds = %8
  %35 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %36 = load i32, ptr addrspace(5) %17, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds <4 x float>, ptr addrspace(1) %35, i64 %37
  %39 = load <4 x float>, ptr addrspace(1) %38, align 16
  store <4 x float> %39, ptr addrspace(5) %18, align 16
  store <4 x float> zeroinitializer, ptr addrspace(5) %19, align 16
  store i32 0, ptr addrspace(5) %20, align 4
  br label %40

40:                                               ; preds = %106, %34
  %41 = load i32, ptr addrspace(5) %20, align 4
  %42 = load i32, ptr addrspace(5) %12, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %109

44:                                               ; preds = %40
  %45 = load ptr addrspace(1), ptr addrspace(5) %11, align 8
  %46 = load i32, ptr addrspace(5) %20, align 4
  %47 = load i32, ptr addrspace(5) %13, align 4
  %48 = mul nsw i32 %46, %47
  %49 = load i32, ptr addrspace(5) %17, align 4
  %50 = add nsw i32 %48, %49
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr addrspace(1) %45, i64 %51
  %53 = load i32, ptr addrspace(1) %52, align 4
  store i32 %53, ptr addrspace(5) %21, align 4
  %54 = load i32, ptr addrspace(5) %21, align 4
  %55 = icmp slt i32 %54, 0
  br i1 %55, label %56, label %57

56:                                               ; preds = %44
  br label %109

57:                                               ; preds = %44
  %58 = load ptr addrspace(1), ptr addrspace(5) %10, align 8
  %59 = load i32, ptr addrspace(5) %21, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds <4 x float>, ptr addrspace(1) %58, i64 %60
  %62 = load <4 x float>, ptr addrspace(1) %61, align 16
  store <4 x float> %62, ptr addrspace(5) %22, align 16
  %63 = load <4 x float>, ptr addrspace(5) %18, align 16
  %64 = shufflevector <4 x float> %63, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %65 = load <4 x float>, ptr addrspace(5) %22, align 16
  %66 = shufflevector <4 x float> %65, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %67 = fsub <3 x float> %64, %66
  %68 = shufflevector <3 x float> %67, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  store <4 x float> %68, ptr addrspace(5) %23, align 16
  %69 = load <4 x float>, ptr addrspace(5) %23, align 16
  %70 = shufflevector <4 x float> %69, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %71 = load <4 x float>, ptr addrspace(5) %23, align 16
  %72 = shufflevector <4 x float> %71, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %73 = call float @_Z3dotDv3_fS_(<3 x float> noundef %70, <3 x float> noundef %72) #7
  store float %73, ptr addrspace(5) %24, align 4
  %74 = load float, ptr addrspace(5) %24, align 4
  %75 = load float, ptr addrspace(5) %14, align 4
  %76 = fcmp olt float %74, %75
  br i1 %76, label %77, label %105

77:                                               ; preds = %57
  %78 = load float, ptr addrspace(5) %24, align 4
  %79 = fdiv float 1.000000e+00, %78, !fpmath !48
  store float %79, ptr addrspace(5) %25, align 4
  %80 = load float, ptr addrspace(5) %25, align 4
  %81 = load float, ptr addrspace(5) %25, align 4
  %82 = fmul float %80, %81
  %83 = load float, ptr addrspace(5) %25, align 4
  %84 = fmul float %82, %83
  store float %84, ptr addrspace(5) %26, align 4
  %85 = load float, ptr addrspace(5) %25, align 4
  %86 = load float, ptr addrspace(5) %26, align 4
  %87 = fmul float %85, %86
  %88 = load float, ptr addrspace(5) %15, align 4
  %89 = load float, ptr addrspace(5) %26, align 4
  %90 = load float, ptr addrspace(5) %16, align 4
  %91 = fneg float %90
  %92 = call float @llvm.fmuladd.f32(float %88, float %89, float %91)
  %93 = fmul float %87, %92
  store float %93, ptr addrspace(5) %27, align 4
  %94 = load <4 x float>, ptr addrspace(5) %23, align 16
  %95 = shufflevector <4 x float> %94, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %96 = load float, ptr addrspace(5) %27, align 4
  %97 = insertelement <3 x float> poison, float %96, i64 0
  %98 = shufflevector <3 x float> %97, <3 x float> poison, <3 x i32> zeroinitializer
  %99 = load <4 x float>, ptr addrspace(5) %19, align 16
  %100 = shufflevector <4 x float> %99, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %101 = call <3 x float> @llvm.fmuladd.v3f32(<3 x float> %95, <3 x float> %98, <3 x float> %100)
  %102 = load <4 x float>, ptr addrspace(5) %19, align 16
  %103 = shufflevector <3 x float> %101, <3 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 poison>
  %104 = shufflevector <4 x float> %102, <4 x float> %103, <4 x i32> <i32 4, i32 5, i32 6, i32 3>
  store <4 x float> %104, ptr addrspace(5) %19, align 16
  br label %105

105:                                              ; preds = %77, %57
  br label %106

106:                                              ; preds = %105
  %107 = load i32, ptr addrspace(5) %20, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr addrspace(5) %20, align 4
  br label %40

109:                                              ; preds = %56, %40
  %110 = load <4 x float>, ptr addrspace(5) %19, align 16
  %111 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %112 = load i32, ptr addrspace(5) %17, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds <4 x float>, ptr addrspace(1) %111, i64 %113
  store <4 x float> %110, ptr addrspace(1) %114, align 16
  br label %115

115:                                              ; preds = %109, %33
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <3 x float> @llvm.fmuladd.v3f32(<3 x float>, <3 x float>, <3 x float>) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ps_fft_stage(ptr addrspace(1) noundef align 8 %0, i32 noundef %1, i32 noundef %2) #1 !kernel_arg_addr_space !49 !kernel_arg_access_qual !50 !kernel_arg_type !51 !kernel_arg_base_type !52 !kernel_arg_type_qual !53 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca float, align 4, addrspace(5)
  %14 = alloca <2 x float>, align 8, addrspace(5)
  %15 = alloca <2 x float>, align 8, addrspace(5)
  %16 = alloca <2 x float>, align 8, addrspace(5)
  %17 = alloca <2 x float>, align 8, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store i32 %1, ptr addrspace(5) %5, align 4
  store i32 %2, ptr addrspace(5) %6, align 4
  %18 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr addrspace(5) %7, align 4
  %20 = load i32, ptr addrspace(5) %7, align 4
  %21 = load i32, ptr addrspace(5) %5, align 4
  %22 = sdiv i32 %21, 2
  %23 = icmp sge i32 %20, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %3
  br label %83

25:                                               ; preds = %3
  %26 = load i32, ptr addrspace(5) %6, align 4
  %27 = and i32 %26, 31
  %28 = shl i32 1, %27
  store i32 %28, ptr addrspace(5) %8, align 4
  %29 = load i32, ptr addrspace(5) %7, align 4
  %30 = load i32, ptr addrspace(5) %8, align 4
  %31 = sdiv i32 %29, %30
  store i32 %31, ptr addrspace(5) %9, align 4
  %32 = load i32, ptr addrspace(5) %7, align 4
  %33 = load i32, ptr addrspace(5) %8, align 4
  %34 = srem i32 %32, %33
  store i32 %34, ptr addrspace(5) %10, align 4
  %35 = load i32, ptr addrspace(5) %9, align 4
  %36 = load i32, ptr addrspace(5) %8, align 4
  %37 = mul nsw i32 %35, %36
  %38 = mul nsw i32 %37, 2
  %39 = load i32, ptr addrspace(5) %10, align 4
  %40 = add nsw i32 %38, %39
  store i32 %40, ptr addrspace(5) %11, align 4
  %41 = load i32, ptr addrspace(5) %11, align 4
  %42 = load i32, ptr addrspace(5) %8, align 4
  %43 = add nsw i32 %41, %42
  store i32 %43, ptr addrspace(5) %12, align 4
  %44 = load i32, ptr addrspace(5) %10, align 4
  %45 = sitofp i32 %44 to float
  %46 = fmul float 0xC00921FB60000000, %45
  %47 = load i32, ptr addrspace(5) %8, align 4
  %48 = sitofp i32 %47 to float
  %49 = fdiv float %46, %48, !fpmath !48
  store float %49, ptr addrspace(5) %13, align 4
  %50 = load float, ptr addrspace(5) %13, align 4
  %51 = call float @_Z3cosf(float noundef %50) #7
  %52 = insertelement <2 x float> poison, float %51, i32 0
  %53 = load float, ptr addrspace(5) %13, align 4
  %54 = call float @_Z3sinf(float noundef %53) #7
  %55 = insertelement <2 x float> %52, float %54, i32 1
  store <2 x float> %55, ptr addrspace(5) %15, align 8
  %56 = load <2 x float>, ptr addrspace(5) %15, align 8
  store <2 x float> %56, ptr addrspace(5) %14, align 8
  %57 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %58 = load i32, ptr addrspace(5) %11, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds <2 x float>, ptr addrspace(1) %57, i64 %59
  %61 = load <2 x float>, ptr addrspace(1) %60, align 8
  store <2 x float> %61, ptr addrspace(5) %16, align 8
  %62 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %63 = load i32, ptr addrspace(5) %12, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds <2 x float>, ptr addrspace(1) %62, i64 %64
  %66 = load <2 x float>, ptr addrspace(1) %65, align 8
  %67 = load <2 x float>, ptr addrspace(5) %14, align 8
  %68 = call <2 x float> @cmul(<2 x float> noundef %66, <2 x float> noundef %67) #8
  store <2 x float> %68, ptr addrspace(5) %17, align 8
  %69 = load <2 x float>, ptr addrspace(5) %16, align 8
  %70 = load <2 x float>, ptr addrspace(5) %17, align 8
  %71 = fadd <2 x float> %69, %70
  %72 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %73 = load i32, ptr addrspace(5) %11, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds <2 x float>, ptr addrspace(1) %72, i64 %74
  store <2 x float> %71, ptr addrspace(1) %75, align 8
  %76 = load <2 x float>, ptr addrspace(5) %16, align 8
  %77 = load <2 x float>, ptr addrspace(5) %17, align 8
  %78 = fsub <2 x float> %76, %77
  %79 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %80 = load i32, ptr addrspace(5) %12, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds <2 x float>, ptr addrspace(1) %79, i64 %81
  store <2 x float> %78, ptr addrspace(1) %82, align 8
  br label %83

83:                                               ; preds = %25, %24
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z3cosf(float noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z3sinf(float noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal <2 x float> @cmul(<2 x float> noundef %0, <2 x float> noundef %1) #0 {
  %3 = alloca <2 x float>, align 8, addrspace(5)
  %4 = alloca <2 x float>, align 8, addrspace(5)
  %5 = alloca <2 x float>, align 8, addrspace(5)
  store <2 x float> %0, ptr addrspace(5) %3, align 8
  store <2 x float> %1, ptr addrspace(5) %4, align 8
  %6 = load <2 x float>, ptr addrspace(5) %3, align 8
  %7 = extractelement <2 x float> %6, i64 0
  %8 = load <2 x float>, ptr addrspace(5) %4, align 8
  %9 = extractelement <2 x float> %8, i64 0
  %10 = load <2 x float>, ptr addrspace(5) %3, align 8
  %11 = extractelement <2 x float> %10, i64 1
  %12 = load <2 x float>, ptr addrspace(5) %4, align 8
  %13 = extractelement <2 x float> %12, i64 1
  %14 = fmul float %11, %13
  %15 = fneg float %14
  %16 = call float @llvm.fmuladd.f32(float %7, float %9, float %15)
  %17 = insertelement <2 x float> poison, float %16, i32 0
  %18 = load <2 x float>, ptr addrspace(5) %3, align 8
  %19 = extractelement <2 x float> %18, i64 0
  %20 = load <2 x float>, ptr addrspace(5) %4, align 8
  %21 = extractelement <2 x float> %20, i64 1
  %22 = load <2 x float>, ptr addrspace(5) %3, align 8
  %23 = extractelement <2 x float> %22, i64 1
  %24 = load <2 x float>, ptr addrspace(5) %4, align 8
  %25 = extractelement <2 x float> %24, i64 0
  %26 = fmul float %23, %25
  %27 = call float @llvm.fmuladd.f32(float %19, float %21, float %26)
  %28 = insertelement <2 x float> %17, float %27, i32 1
  store <2 x float> %28, ptr addrspace(5) %5, align 8
  %29 = load <2 x float>, ptr addrspace(5) %5, align 8
  ret <2 x float> %29
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @rev_bits6(i32 noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  store i32 %0, ptr addrspace(5) %2, align 4
  store i32 0, ptr addrspace(5) %3, align 4
  store i32 0, ptr addrspace(5) %4, align 4
  br label %5

5:                                                ; preds = %16, %1
  %6 = load i32, ptr addrspace(5) %4, align 4
  %7 = icmp slt i32 %6, 6
  br i1 %7, label %8, label %19

8:                                                ; preds = %5
  %9 = load i32, ptr addrspace(5) %3, align 4
  %10 = shl i32 %9, 1
  %11 = load i32, ptr addrspace(5) %2, align 4
  %12 = and i32 %11, 1
  %13 = or i32 %10, %12
  store i32 %13, ptr addrspace(5) %3, align 4
  %14 = load i32, ptr addrspace(5) %2, align 4
  %15 = lshr i32 %14, 1
  store i32 %15, ptr addrspace(5) %2, align 4
  br label %16

16:                                               ; preds = %8
  %17 = load i32, ptr addrspace(5) %4, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr addrspace(5) %4, align 4
  br label %5

19:                                               ; preds = %5
  %20 = load i32, ptr addrspace(5) %3, align 4
  ret i32 %20
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ps_fft64_local(ptr addrspace(1) noundef align 8 %0, ptr addrspace(3) noundef align 8 %1) #1 !kernel_arg_addr_space !54 !kernel_arg_access_qual !55 !kernel_arg_type !56 !kernel_arg_base_type !57 !kernel_arg_type_qual !58 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(3), align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca float, align 4, addrspace(5)
  %13 = alloca <2 x float>, align 8, addrspace(5)
  %14 = alloca <2 x float>, align 8, addrspace(5)
  %15 = alloca <2 x float>, align 8, addrspace(5)
  %16 = alloca <2 x float>, align 8, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
  store ptr addrspace(3) %1, ptr addrspace(5) %4, align 4
  %17 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr addrspace(5) %5, align 4
  %19 = call i64 @_Z12get_group_idj(i32 noundef 0) #7
  %20 = mul i64 %19, 64
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr addrspace(5) %6, align 4
  %22 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %23 = load i32, ptr addrspace(5) %6, align 4
  %24 = load i32, ptr addrspace(5) %5, align 4
  %25 = call i32 @rev_bits6(i32 noundef %24) #8
  %26 = add nsw i32 %23, %25
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds <2 x float>, ptr addrspace(1) %22, i64 %27
  %29 = load <2 x float>, ptr addrspace(1) %28, align 8
  %30 = load ptr addrspace(3), ptr addrspace(5) %4, align 4
  %31 = load i32, ptr addrspace(5) %5, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds <2 x float>, ptr addrspace(3) %30, i64 %32
  store <2 x float> %29, ptr addrspace(3) %33, align 8
  %34 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %35 = load i32, ptr addrspace(5) %6, align 4
  %36 = load i32, ptr addrspace(5) %5, align 4
  %37 = add i32 %36, 32
  %38 = call i32 @rev_bits6(i32 noundef %37) #8
  %39 = add nsw i32 %35, %38
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds <2 x float>, ptr addrspace(1) %34, i64 %40
  %42 = load <2 x float>, ptr addrspace(1) %41, align 8
  %43 = load ptr addrspace(3), ptr addrspace(5) %4, align 4
  %44 = load i32, ptr addrspace(5) %5, align 4
  %45 = add nsw i32 %44, 32
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds <2 x float>, ptr addrspace(3) %43, i64 %46
  store <2 x float> %42, ptr addrspace(3) %47, align 8
  call void @_Z7barrierj(i32 noundef 1) #8
  store i32 1, ptr addrspace(5) %7, align 4
  br label %48

48:                                               ; preds = %106, %2
  %49 = load i32, ptr addrspace(5) %7, align 4
  %50 = icmp slt i32 %49, 64
  br i1 %50, label %51, label %109

51:                                               ; preds = %48
  %52 = load i32, ptr addrspace(5) %5, align 4
  %53 = load i32, ptr addrspace(5) %7, align 4
  %54 = sdiv i32 %52, %53
  store i32 %54, ptr addrspace(5) %8, align 4
  %55 = load i32, ptr addrspace(5) %5, align 4
  %56 = load i32, ptr addrspace(5) %7, align 4
  %57 = srem i32 %55, %56
  store i32 %57, ptr addrspace(5) %9, align 4
  %58 = load i32, ptr addrspace(5) %8, align 4
  %59 = load i32, ptr addrspace(5) %7, align 4
  %60 = mul nsw i32 %58, %59
  %61 = mul nsw i32 %60, 2
  %62 = load i32, ptr addrspace(5) %9, align 4
  %63 = add nsw i32 %61, %62
  store i32 %63, ptr addrspace(5) %10, align 4
  %64 = load i32, ptr addrspace(5) %10, align 4
  %65 = load i32, ptr addrspace(5) %7, align 4
  %66 = add nsw i32 %64, %65
  store i32 %66, ptr addrspace(5) %11, align 4
  %67 = load i32, ptr addrspace(5) %9, align 4
  %68 = sitofp i32 %67 to float
  %69 = fmul float 0xC00921FB60000000, %68
  %70 = load i32, ptr addrspace(5) %7, align 4
  %71 = sitofp i32 %70 to float
  %72 = fdiv float %69, %71, !fpmath !48
  store float %72, ptr addrspace(5) %12, align 4
  %73 = load float, ptr addrspace(5) %12, align 4
  %74 = call float @_Z10native_cosf(float noundef %73) #7
  %75 = insertelement <2 x float> poison, float %74, i32 0
  %76 = load float, ptr addrspace(5) %12, align 4
  %77 = call float @_Z10native_sinf(float noundef %76) #7
  %78 = insertelement <2 x float> %75, float %77, i32 1
  store <2 x float> %78, ptr addrspace(5) %14, align 8
  %79 = load <2 x float>, ptr addrspace(5) %14, align 8
  store <2 x float> %79, ptr addrspace(5) %13, align 8
  %80 = load ptr addrspace(3), ptr addrspace(5) %4, align 4
  %81 = load i32, ptr addrspace(5) %10, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds <2 x float>, ptr addrspace(3) %80, i64 %82
  %84 = load <2 x float>, ptr addrspace(3) %83, align 8
  store <2 x float> %84, ptr addrspace(5) %15, align 8
  %85 = load ptr addrspace(3), ptr addrspace(5) %4, align 4
  %86 = load i32, ptr addrspace(5) %11, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds <2 x float>, ptr addrspace(3) %85, i64 %87
  %89 = load <2 x float>, ptr addrspace(3) %88, align 8
  %90 = load <2 x float>, ptr addrspace(5) %13, align 8
  %91 = call <2 x float> @cmul(<2 x float> noundef %89, <2 x float> noundef %90) #8
  store <2 x float> %91, ptr addrspace(5) %16, align 8
  call void @_Z7barrierj(i32 noundef 1) #8
  %92 = load <2 x float>, ptr addrspace(5) %15, align 8
  %93 = load <2 x float>, ptr addrspace(5) %16, align 8
  %94 = fadd <2 x float> %92, %93
  %95 = load ptr addrspace(3), ptr addrspace(5) %4, align 4
  %96 = load i32, ptr addrspace(5) %10, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds <2 x float>, ptr addrspace(3) %95, i64 %97
  store <2 x float> %94, ptr addrspace(3) %98, align 8
  %99 = load <2 x float>, ptr addrspace(5) %15, align 8
  %100 = load <2 x float>, ptr addrspace(5) %16, align 8
  %101 = fsub <2 x float> %99, %100
  %102 = load ptr addrspace(3), ptr addrspace(5) %4, align 4
  %103 = load i32, ptr addrspace(5) %11, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds <2 x float>, ptr addrspace(3) %102, i64 %104
  store <2 x float> %101, ptr addrspace(3) %105, align 8
  call void @_Z7barrierj(i32 noundef 1) #8
  br label %106

106:                                              ; preds = %51
  %107 = load i32, ptr addrspace(5) %7, align 4
  %108 = shl i32 %107, 1
  store i32 %108, ptr addrspace(5) %7, align 4
  br label %48

109:                                              ; preds = %48
  %110 = load ptr addrspace(3), ptr addrspace(5) %4, align 4
  %111 = load i32, ptr addrspace(5) %5, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds <2 x float>, ptr addrspace(3) %110, i64 %112
  %114 = load <2 x float>, ptr addrspace(3) %113, align 8
  %115 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %116 = load i32, ptr addrspace(5) %6, align 4
  %117 = load i32, ptr addrspace(5) %5, align 4
  %118 = add nsw i32 %116, %117
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds <2 x float>, ptr addrspace(1) %115, i64 %119
  store <2 x float> %114, ptr addrspace(1) %120, align 8
  %121 = load ptr addrspace(3), ptr addrspace(5) %4, align 4
  %122 = load i32, ptr addrspace(5) %5, align 4
  %123 = add nsw i32 %122, 32
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds <2 x float>, ptr addrspace(3) %121, i64 %124
  %126 = load <2 x float>, ptr addrspace(3) %125, align 8
  %127 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %128 = load i32, ptr addrspace(5) %6, align 4
  %129 = load i32, ptr addrspace(5) %5, align 4
  %130 = add nsw i32 %128, %129
  %131 = add nsw i32 %130, 32
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds <2 x float>, ptr addrspace(1) %127, i64 %132
  store <2 x float> %126, ptr addrspace(1) %133, align 8
  ret void
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #1 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { convergent nounwind willreturn memory(none) }
attributes #8 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 2, i32 0}
!5 = !{!"clang-19"}
!6 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"float*", !"int*", !"int*", !"float*", !"float*", !"int"}
!9 = !{!"const", !"const", !"const", !"const", !"", !""}
!10 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 3, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!12 = !{!"float*", !"int*", !"int*", !"float*", !"float*", !"float*", !"int"}
!13 = !{!"const", !"const", !"const", !"const", !"", !"volatile", !""}
!14 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!15 = !{!"float*", !"float*", !"float", !"float", !"int", !"int", !"int"}
!16 = !{!"const", !"", !"", !"", !"", !"", !""}
!17 = !{i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0}
!18 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!19 = !{!"float*", !"int", !"float*", !"int", !"float*", !"int", !"int", !"float", !"float"}
!20 = !{!"const", !"", !"const", !"", !"", !"", !"", !"", !""}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.enable"}
!23 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!24 = !{!"none", !"none", !"none", !"none", !"none"}
!25 = !{!"uint*", !"uchar*", !"uint*", !"int", !"int"}
!26 = !{!"const", !"", !"", !"", !""}
!27 = !{i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2}
!28 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!29 = !{!"int", !"int", !"float*", !"float*", !"float*", !"float*", !"float*", !"kvalue_t*"}
!30 = !{!"", !"", !"const", !"const", !"const", !"", !"", !"const"}
!31 = !{i32 1, i32 0, i32 2, i32 0, i32 1, i32 3}
!32 = !{!"float4*", !"int", !"float*", !"int", !"uint*", !"uint*"}
!33 = !{!"float __attribute__((ext_vector_type(4)))*", !"int", !"float*", !"int", !"uint*", !"uint*"}
!34 = !{!"const", !"", !"const", !"", !"", !""}
!35 = !{i32 1, i32 1, i32 1, i32 3, i32 0}
!36 = !{!"float*", !"float*", !"float*", !"float*", !"int"}
!37 = !{i32 1, i32 1, i32 3, i32 0}
!38 = !{!"none", !"none", !"none", !"none"}
!39 = !{!"float*", !"float*", !"float*", !"int"}
!40 = !{!"const", !"", !"volatile", !""}
!41 = !{i32 1, i32 3, i32 3, i32 0}
!42 = !{!"uint*", !"uint*", !"uint*", !"int"}
!43 = !{!"", !"", !"", !""}
!44 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!45 = !{!"float4*", !"float4*", !"int*", !"int", !"int", !"float", !"float", !"float"}
!46 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int*", !"int", !"int", !"float", !"float", !"float"}
!47 = !{!"", !"const", !"const", !"", !"", !"", !"", !""}
!48 = !{float 2.500000e+00}
!49 = !{i32 1, i32 0, i32 0}
!50 = !{!"none", !"none", !"none"}
!51 = !{!"float2*", !"int", !"int"}
!52 = !{!"float __attribute__((ext_vector_type(2)))*", !"int", !"int"}
!53 = !{!"", !"", !""}
!54 = !{i32 1, i32 3}
!55 = !{!"none", !"none"}
!56 = !{!"float2*", !"float2*"}
!57 = !{!"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(2)))*"}
!58 = !{!"", !""}
