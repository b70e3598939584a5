source_filename = "src/matmul.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@matmul_tiled.As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@matmul_tiled.Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@transpose_tiled.tile = internal addrspace(3) global [16 x [17 x float]] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @matmul_naive(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca float, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %7, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %8, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %9, align 8
  store i32 %3, ptr addrspace(5) %10, align 4
  store i32 %4, ptr addrspace(5) %11, align 4
  store i32 %5, ptr addrspace(5) %12, align 4
  %17 = call i64 @_Z13get_global_idj(i32 noundef 1) #4
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr addrspace(5) %13, align 4
  %19 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr addrspace(5) %14, align 4
  %21 = load i32, ptr addrspace(5) %13, align 4
  %22 = load i32, ptr addrspace(5) %10, align 4
  %23 = icmp sge i32 %21, %22
  br i1 %23, label %28, label %24

24:                                               ; preds = %6
  %25 = load i32, ptr addrspace(5) %14, align 4
  %26 = load i32, ptr addrspace(5) %11, align 4
  %27 = icmp sge i32 %25, %26
  br i1 %27, label %28, label %29

28:                                               ; preds = %24, %6
  br label %68

29:                                               ; preds = %24
  store float 0.000000e+00, ptr addrspace(5) %15, align 4
  store i32 0, ptr addrspace(5) %16, align 4
  br label %30

30:                                               ; preds = %55, %29
  %31 = load i32, ptr addrspace(5) %16, align 4
  %32 = load i32, ptr addrspace(5) %12, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %58

34:                                               ; preds = %30
  %35 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %36 = load i32, ptr addrspace(5) %13, align 4
  %37 = load i32, ptr addrspace(5) %12, align 4
  %38 = mul nsw i32 %36, %37
  %39 = load i32, ptr addrspace(5) %16, align 4
  %40 = add nsw i32 %38, %39
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr addrspace(1) %35, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4
  %44 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %45 = load i32, ptr addrspace(5) %16, align 4
  %46 = load i32, ptr addrspace(5) %11, align 4
  %47 = mul nsw i32 %45, %46
  %48 = load i32, ptr addrspace(5) %14, align 4
  %49 = add nsw i32 %47, %48
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %44, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4
  %53 = load float, ptr addrspace(5) %15, align 4
  %54 = call float @llvm.fmuladd.f32(float %43, float %52, float %53)
  store float %54, ptr addrspace(5) %15, align 4
  br label %55

55:                                               ; preds = %34
  %56 = load i32, ptr addrspace(5) %16, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr addrspace(5) %16, align 4
  br label %30

58:                                               ; preds = %30
  %59 = load float, ptr addrspace(5) %15, align 4
  %60 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %61 = load i32, ptr addrspace(5) %13, align 4
  %62 = load i32, ptr addrspace(5) %11, align 4
  %63 = mul nsw i32 %61, %62
  %64 = load i32, ptr addrspace(5) %14, align 4
  %65 = add nsw i32 %63, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr addrspace(1) %60, i64 %66
  store float %59, ptr addrspace(1) %67, align 4
  br label %68

68:                                               ; preds = %58, %28
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @matmul_tiled(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca float, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %7, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %8, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %9, align 8
  store i32 %3, ptr addrspace(5) %10, align 4
  store i32 %4, ptr addrspace(5) %11, align 4
  store i32 %5, ptr addrspace(5) %12, align 4
  %22 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr addrspace(5) %13, align 4
  %24 = call i64 @_Z12get_local_idj(i32 noundef 1) #4
  %25 = trunc i64 %24 to i32
  store i32 %25, ptr addrspace(5) %14, align 4
  %26 = call i64 @_Z12get_group_idj(i32 noundef 1) #4
  %27 = mul i64 %26, 16
  %28 = load i32, ptr addrspace(5) %14, align 4
  %29 = sext i32 %28 to i64
  %30 = add i64 %27, %29
  %31 = trunc i64 %30 to i32
  store i32 %31, ptr addrspace(5) %15, align 4
  %32 = call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %33 = mul i64 %32, 16
  %34 = load i32, ptr addrspace(5) %13, align 4
  %35 = sext i32 %34 to i64
  %36 = add i64 %33, %35
  %37 = trunc i64 %36 to i32
  store i32 %37, ptr addrspace(5) %16, align 4
  store float 0.000000e+00, ptr addrspace(5) %17, align 4
  store i32 0, ptr addrspace(5) %18, align 4
  br label %38

38:                                               ; preds = %130, %6
  %39 = load i32, ptr addrspace(5) %18, align 4
  %40 = load i32, ptr addrspace(5) %12, align 4
  %41 = add nsw i32 %40, 16
  %42 = sub nsw i32 %41, 1
  %43 = sdiv i32 %42, 16
  %44 = icmp slt i32 %39, %43
  br i1 %44, label %45, label %133

45:                                               ; preds = %38
  %46 = load i32, ptr addrspace(5) %18, align 4
  %47 = mul nsw i32 %46, 16
  %48 = load i32, ptr addrspace(5) %13, align 4
  %49 = add nsw i32 %47, %48
  store i32 %49, ptr addrspace(5) %19, align 4
  %50 = load i32, ptr addrspace(5) %18, align 4
  %51 = mul nsw i32 %50, 16
  %52 = load i32, ptr addrspace(5) %14, align 4
  %53 = add nsw i32 %51, %52
  store i32 %53, ptr addrspace(5) %20, align 4
  %54 = load i32, ptr addrspace(5) %15, align 4
  %55 = load i32, ptr addrspace(5) %10, align 4
  %56 = icmp slt i32 %54, %55
  br i1 %56, label %57, label %71

57:                                               ; preds = %45
  %58 = load i32, ptr addrspace(5) %19, align 4
  %59 = load i32, ptr addrspace(5) %12, align 4
  %60 = icmp slt i32 %58, %59
  br i1 %60, label %61, label %71

61:                                               ; preds = %57
  %62 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %63 = load i32, ptr addrspace(5) %15, align 4
  %64 = load i32, ptr addrspace(5) %12, align 4
  %65 = mul nsw i32 %63, %64
  %66 = load i32, ptr addrspace(5) %19, align 4
  %67 = add nsw i32 %65, %66
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr addrspace(1) %62, i64 %68
  %70 = load float, ptr addrspace(1) %69, align 4
  br label %72

71:                                               ; preds = %57, %45
  br label %72

72:                                               ; preds = %71, %61
  %73 = phi float [ %70, %61 ], [ 0.000000e+00, %71 ]
  %74 = load i32, ptr addrspace(5) %14, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %75
  %77 = load i32, ptr addrspace(5) %13, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [16 x float], ptr addrspace(3) %76, i64 0, i64 %78
  store float %73, ptr addrspace(3) %79, align 4
  %80 = load i32, ptr addrspace(5) %16, align 4
  %81 = load i32, ptr addrspace(5) %11, align 4
  %82 = icmp slt i32 %80, %81
  br i1 %82, label %83, label %97

83:                                               ; preds = %72
  %84 = load i32, ptr addrspace(5) %20, align 4
  %85 = load i32, ptr addrspace(5) %12, align 4
  %86 = icmp slt i32 %84, %85
  br i1 %86, label %87, label %97

87:                                               ; preds = %83
  %88 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %89 = load i32, ptr addrspace(5) %20, align 4
  %90 = load i32, ptr addrspace(5) %11, align 4
  %91 = mul nsw i32 %89, %90
  %92 = load i32, ptr addrspace(5) %16, align 4
  %93 = add nsw i32 %91, %92
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr addrspace(1) %88, i64 %94
  %96 = load float, ptr addrspace(1) %95, align 4
  br label %98

97:                                               ; preds = %83, %72
  br label %98

98:                                               ; preds = %97, %87
  %99 = phi float [ %96, %87 ], [ 0.000000e+00, %97 ]
  %100 = load i32, ptr addrspace(5) %14, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 %101
  %103 = load i32, ptr addrspace(5) %13, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [16 x float], ptr addrspace(3) %102, i64 0, i64 %104
  store float %99, ptr addrspace(3) %105, align 4
  call void @_Z7barrierj(i32 noundef 1) #5
  store i32 0, ptr addrspace(5) %21, align 4
  br label %106

106:                                              ; preds = %126, %98
  %107 = load i32, ptr addrspace(5) %21, align 4
  %108 = icmp slt i32 %107, 16
  br i1 %108, label %109, label %129

109:                                              ; preds = %106
  %110 = load i32, ptr addrspace(5) %14, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %111
  %113 = load i32, ptr addrspace(5) %21, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [16 x float], ptr addrspace(3) %112, i64 0, i64 %114
  %116 = load float, ptr addrspace(3) %115, align 4
  %117 = load i32, ptr addrspace(5) %21, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 %118
  %120 = load i32, ptr addrspace(5) %13, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [16 x float], ptr addrspace(3) %119, i64 0, i64 %121
  %123 = load float, ptr addrspace(3) %122, align 4
  %124 = load float, ptr addrspace(5) %17, align 4
  %125 = call float @llvm.fmuladd.f32(float %116, float %123, float %124)
  store float %125, ptr addrspace(5) %17, align 4
  br label %126

126:                                              ; preds = %109
  %127 = load i32, ptr addrspace(5) %21, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr addrspace(5) %21, align 4
  br label %106

129:                                              ; preds = %106
  call void @_Z7barrierj(i32 noundef 1) #5
  br label %130

130:                                              ; preds = %129
  %131 = load i32, ptr addrspace(5) %18, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr addrspace(5) %18, align 4
  br label %38

133:                                              ; preds = %38
  %134 = load i32, ptr addrspace(5) %15, align 4
  %135 = load i32, ptr addrspace(5) %10, align 4
  %136 = icmp slt i32 %134, %135
  br i1 %136, label %137, label %151

137:                                              ; preds = %133
  %138 = load i32, ptr addrspace(5) %16, align 4
  %139 = load i32, ptr addrspace(5) %11, align 4
  %140 = icmp slt i32 %138, %139
  br i1 %140, label %141, label %151

141:                                              ; preds = %137
  %142 = load float, ptr addrspace(5) %17, align 4
  %143 = load ptr addrspace(1), ptr addrspace(5) %9, align 8
  %144 = load i32, ptr addrspace(5) %15, align 4
  %145 = load i32, ptr addrspace(5) %11, align 4
  %146 = mul nsw i32 %144, %145
  %147 = load i32, ptr addrspace(5) %16, align 4
  %148 = add nsw i32 %146, %147
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds float, ptr addrspace(1) %143, i64 %149
  store float %142, ptr addrspace(1) %150, align 4
  br label %151

151:                                              ; preds = %141, %137, %133
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @matvec_rows(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, ptr addrspace(3) noundef align 4 %4) #0 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca ptr addrspace(3), align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca float, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %6, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %7, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %8, align 8
  store i32 %3, ptr addrspace(5) %9, align 4
  store ptr addrspace(3) %4, ptr addrspace(5) %10, align 4
  %16 = call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr addrspace(5) %11, align 4
  %18 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr addrspace(5) %12, align 4
  store float 0.000000e+00, ptr addrspace(5) %13, align 4
  %20 = load i32, ptr addrspace(5) %12, align 4
  store i32 %20, ptr addrspace(5) %14, align 4
  br label %21

21:                                               ; preds = %42, %5
  %22 = load i32, ptr addrspace(5) %14, align 4
  %23 = load i32, ptr addrspace(5) %9, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %48

25:                                               ; preds = %21
  %26 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %27 = load i32, ptr addrspace(5) %11, align 4
  %28 = load i32, ptr addrspace(5) %9, align 4
  %29 = mul nsw i32 %27, %28
  %30 = load i32, ptr addrspace(5) %14, align 4
  %31 = add nsw i32 %29, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %26, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4
  %35 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %36 = load i32, ptr addrspace(5) %14, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %35, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4
  %40 = load float, ptr addrspace(5) %13, align 4
  %41 = call float @llvm.fmuladd.f32(float %34, float %39, float %40)
  store float %41, ptr addrspace(5) %13, align 4
  br label %42

42:                                               ; preds = %25
  %43 = call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %44 = load i32, ptr addrspace(5) %14, align 4
  %45 = sext i32 %44 to i64
  %46 = add i64 %45, %43
  %47 = trunc i64 %46 to i32
  store i32 %47, ptr addrspace(5) %14, align 4
  br label %21

48:                                               ; preds = %21
  %49 = load float, ptr addrspace(5) %13, align 4
  %50 = load ptr addrspace(3), ptr addrspace(5) %10, align 4
  %51 = load i32, ptr addrspace(5) %12, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(3) %50, i64 %52
  store float %49, ptr addrspace(3) %53, align 4
  call void @_Z7barrierj(i32 noundef 1) #5
  %54 = call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %55 = udiv i64 %54, 2
  %56 = trunc i64 %55 to i32
  store i32 %56, ptr addrspace(5) %15, align 4
  br label %57

57:                                               ; preds = %79, %48
  %58 = load i32, ptr addrspace(5) %15, align 4
  %59 = icmp sgt i32 %58, 0
  br i1 %59, label %60, label %82

60:                                               ; preds = %57
  %61 = load i32, ptr addrspace(5) %12, align 4
  %62 = load i32, ptr addrspace(5) %15, align 4
  %63 = icmp slt i32 %61, %62
  br i1 %63, label %64, label %78

64:                                               ; preds = %60
  %65 = load ptr addrspace(3), ptr addrspace(5) %10, align 4
  %66 = load i32, ptr addrspace(5) %12, align 4
  %67 = load i32, ptr addrspace(5) %15, align 4
  %68 = add nsw i32 %66, %67
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspace(3) %65, i64 %69
  %71 = load float, ptr addrspace(3) %70, align 4
  %72 = load ptr addrspace(3), ptr addrspace(5) %10, align 4
  %73 = load i32, ptr addrspace(5) %12, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr addrspace(3) %72, i64 %74
  %76 = load float, ptr addrspace(3) %75, align 4
  %77 = fadd float %76, %71
  store float %77, ptr addrspace(3) %75, align 4
  br label %78

78:                                               ; preds = %64, %60
  call void @_Z7barrierj(i32 noundef 1) #5
  br label %79

79:                                               ; preds = %78
  %80 = load i32, ptr addrspace(5) %15, align 4
  %81 = sdiv i32 %80, 2
  store i32 %81, ptr addrspace(5) %15, align 4
  br label %57

82:                                               ; preds = %57
  %83 = load i32, ptr addrspace(5) %12, align 4
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %85, label %93

85:                                               ; preds = %82
  %86 = load ptr addrspace(3), ptr addrspace(5) %10, align 4
  %87 = getelementptr inbounds float, ptr addrspace(3) %86, i64 0
  %88 = load float, ptr addrspace(3) %87, align 4
  %89 = load ptr addrspace(1), ptr addrspace(5) %8, align 8
  %90 = load i32, ptr addrspace(5) %11, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds float, ptr addrspace(1) %89, i64 %91
  store float %88, ptr addrspace(1) %92, align 4
  br label %93

93:                                               ; preds = %85, %82
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @transpose_tiled(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #0 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %6, align 8
  store i32 %2, ptr addrspace(5) %7, align 4
  store i32 %3, ptr addrspace(5) %8, align 4
  %11 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr addrspace(5) %9, align 4
  %13 = call i64 @_Z13get_global_idj(i32 noundef 1) #4
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr addrspace(5) %10, align 4
  %15 = load i32, ptr addrspace(5) %9, align 4
  %16 = load i32, ptr addrspace(5) %7, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %36

18:                                               ; preds = %4
  %19 = load i32, ptr addrspace(5) %10, align 4
  %20 = load i32, ptr addrspace(5) %8, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %36

22:                                               ; preds = %18
  %23 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %24 = load i32, ptr addrspace(5) %10, align 4
  %25 = load i32, ptr addrspace(5) %7, align 4
  %26 = mul nsw i32 %24, %25
  %27 = load i32, ptr addrspace(5) %9, align 4
  %28 = add nsw i32 %26, %27
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %23, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4
  %32 = call i64 @_Z12get_local_idj(i32 noundef 1) #4
  %33 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose_tiled.tile, i64 0, i64 %32
  %34 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %35 = getelementptr inbounds [17 x float], ptr addrspace(3) %33, i64 0, i64 %34
  store float %31, ptr addrspace(3) %35, align 4
  br label %36

36:                                               ; preds = %22, %18, %4
  call void @_Z7barrierj(i32 noundef 1) #5
  %37 = call i64 @_Z12get_group_idj(i32 noundef 1) #4
  %38 = mul i64 %37, 16
  %39 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %40 = add i64 %38, %39
  %41 = trunc i64 %40 to i32
  store i32 %41, ptr addrspace(5) %9, align 4
  %42 = call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %43 = mul i64 %42, 16
  %44 = call i64 @_Z12get_local_idj(i32 noundef 1) #4
  %45 = add i64 %43, %44
  %46 = trunc i64 %45 to i32
  store i32 %46, ptr addrspace(5) %10, align 4
  %47 = load i32, ptr addrspace(5) %9, align 4
  %48 = load i32, ptr addrspace(5) %8, align 4
  %49 = icmp slt i32 %47, %48
  br i1 %49, label %50, label %68

50:                                               ; preds = %36
  %51 = load i32, ptr addrspace(5) %10, align 4
  %52 = load i32, ptr addrspace(5) %7, align 4
  %53 = icmp slt i32 %51, %52
  br i1 %53, label %54, label %68

54:                                               ; preds = %50
  %55 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %56 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose_tiled.tile, i64 0, i64 %55
  %57 = call i64 @_Z12get_local_idj(i32 noundef 1) #4
  %58 = getelementptr inbounds [17 x float], ptr addrspace(3) %56, i64 0, i64 %57
  %59 = load float, ptr addrspace(3) %58, align 4
  %60 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %61 = load i32, ptr addrspace(5) %10, align 4
  %62 = load i32, ptr addrspace(5) %8, align 4
  %63 = mul nsw i32 %61, %62
  %64 = load i32, ptr addrspace(5) %9, align 4
  %65 = add nsw i32 %63, %64
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr addrspace(1) %60, i64 %66
  store float %59, ptr addrspace(1) %67, align 4
  br label %68

68:                                               ; preds = %54, %50, %36
  ret void
}

attributes #0 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 2, i32 0}
!5 = !{!"clang-19"}
!6 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!7 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!8 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int"}
!9 = !{!"const", !"const", !"", !"", !"", !""}
!10 = !{i32 1, i32 1, i32 1, i32 0, i32 3}
!11 = !{!"none", !"none", !"none", !"none", !"none"}
!12 = !{!"float*", !"float*", !"float*", !"int", !"float*"}
!13 = !{!"const", !"const", !"", !"", !""}
!14 = !{i32 1, i32 1, i32 0, i32 0}
!15 = !{!"none", !"none", !"none", !"none"}
!16 = !{!"float*", !"float*", !"int", !"int"}
!17 = !{!"const", !"", !"", !""}
