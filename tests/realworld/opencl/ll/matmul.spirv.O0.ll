source_filename = "src/matmul.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

@matmul_tiled.As = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@matmul_tiled.Bs = internal addrspace(3) global [16 x [16 x float]] undef, align 4
@transpose_tiled.tile = internal addrspace(3) global [16 x [17 x float]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @matmul_naive(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %7 = call token @llvm.experimental.convergence.entry()
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca float, align 4
  %17 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %8, align 8
  store ptr addrspace(1) %1, ptr %9, align 8
  store ptr addrspace(1) %2, ptr %10, align 8
  store i32 %3, ptr %11, align 4
  store i32 %4, ptr %12, align 4
  store i32 %5, ptr %13, align 4
  %18 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #5 [ "convergencectrl"(token %7) ]
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr %14, align 4
  %20 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %7) ]
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr %15, align 4
  %22 = load i32, ptr %14, align 4
  %23 = load i32, ptr %11, align 4
  %24 = icmp sge i32 %22, %23
  br i1 %24, label %29, label %25

25:                                               ; preds = %6
  %26 = load i32, ptr %15, align 4
  %27 = load i32, ptr %12, align 4
  %28 = icmp sge i32 %26, %27
  br i1 %28, label %29, label %30

29:                                               ; preds = %25, %6
  br label %70

30:                                               ; preds = %25
  store float 0.000000e+00, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %31

31:                                               ; preds = %57, %30
  %32 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %33 = load i32, ptr %17, align 4
  %34 = load i32, ptr %13, align 4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %60

36:                                               ; preds = %31
  %37 = load ptr addrspace(1), ptr %8, align 8
  %38 = load i32, ptr %14, align 4
  %39 = load i32, ptr %13, align 4
  %40 = mul nsw i32 %38, %39
  %41 = load i32, ptr %17, align 4
  %42 = add nsw i32 %40, %41
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %37, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4
  %46 = load ptr addrspace(1), ptr %9, align 8
  %47 = load i32, ptr %17, align 4
  %48 = load i32, ptr %12, align 4
  %49 = mul nsw i32 %47, %48
  %50 = load i32, ptr %15, align 4
  %51 = add nsw i32 %49, %50
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %46, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4
  %55 = load float, ptr %16, align 4
  %56 = call float @llvm.fmuladd.f32(float %45, float %54, float %55)
  store float %56, ptr %16, align 4
  br label %57

57:                                               ; preds = %36
  %58 = load i32, ptr %17, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %17, align 4
  br label %31

60:                                               ; preds = %31
  %61 = load float, ptr %16, align 4
  %62 = load ptr addrspace(1), ptr %10, align 8
  %63 = load i32, ptr %14, align 4
  %64 = load i32, ptr %12, align 4
  %65 = mul nsw i32 %63, %64
  %66 = load i32, ptr %15, align 4
  %67 = add nsw i32 %65, %66
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr addrspace(1) %62, i64 %68
  store float %61, ptr addrspace(1) %69, align 4
  br label %70

70:                                               ; preds = %60, %29
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @matmul_tiled(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
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
  %17 = alloca i32, align 4
  %18 = alloca float, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %8, align 8
  store ptr addrspace(1) %1, ptr %9, align 8
  store ptr addrspace(1) %2, ptr %10, align 8
  store i32 %3, ptr %11, align 4
  store i32 %4, ptr %12, align 4
  store i32 %5, ptr %13, align 4
  %23 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %7) ]
  %24 = trunc i64 %23 to i32
  store i32 %24, ptr %14, align 4
  %25 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #5 [ "convergencectrl"(token %7) ]
  %26 = trunc i64 %25 to i32
  store i32 %26, ptr %15, align 4
  %27 = call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #5 [ "convergencectrl"(token %7) ]
  %28 = mul i64 %27, 16
  %29 = load i32, ptr %15, align 4
  %30 = sext i32 %29 to i64
  %31 = add i64 %28, %30
  %32 = trunc i64 %31 to i32
  store i32 %32, ptr %16, align 4
  %33 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5 [ "convergencectrl"(token %7) ]
  %34 = mul i64 %33, 16
  %35 = load i32, ptr %14, align 4
  %36 = sext i32 %35 to i64
  %37 = add i64 %34, %36
  %38 = trunc i64 %37 to i32
  store i32 %38, ptr %17, align 4
  store float 0.000000e+00, ptr %18, align 4
  store i32 0, ptr %19, align 4
  br label %39

39:                                               ; preds = %133, %6
  %40 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %41 = load i32, ptr %19, align 4
  %42 = load i32, ptr %13, align 4
  %43 = add nsw i32 %42, 16
  %44 = sub nsw i32 %43, 1
  %45 = sdiv i32 %44, 16
  %46 = icmp slt i32 %41, %45
  br i1 %46, label %47, label %136

47:                                               ; preds = %39
  %48 = load i32, ptr %19, align 4
  %49 = mul nsw i32 %48, 16
  %50 = load i32, ptr %14, align 4
  %51 = add nsw i32 %49, %50
  store i32 %51, ptr %20, align 4
  %52 = load i32, ptr %19, align 4
  %53 = mul nsw i32 %52, 16
  %54 = load i32, ptr %15, align 4
  %55 = add nsw i32 %53, %54
  store i32 %55, ptr %21, align 4
  %56 = load i32, ptr %16, align 4
  %57 = load i32, ptr %11, align 4
  %58 = icmp slt i32 %56, %57
  br i1 %58, label %59, label %73

59:                                               ; preds = %47
  %60 = load i32, ptr %20, align 4
  %61 = load i32, ptr %13, align 4
  %62 = icmp slt i32 %60, %61
  br i1 %62, label %63, label %73

63:                                               ; preds = %59
  %64 = load ptr addrspace(1), ptr %8, align 8
  %65 = load i32, ptr %16, align 4
  %66 = load i32, ptr %13, align 4
  %67 = mul nsw i32 %65, %66
  %68 = load i32, ptr %20, align 4
  %69 = add nsw i32 %67, %68
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr addrspace(1) %64, i64 %70
  %72 = load float, ptr addrspace(1) %71, align 4
  br label %74

73:                                               ; preds = %59, %47
  br label %74

74:                                               ; preds = %73, %63
  %75 = phi float [ %72, %63 ], [ 0.000000e+00, %73 ]
  %76 = load i32, ptr %15, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %77
  %79 = load i32, ptr %14, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [16 x float], ptr addrspace(3) %78, i64 0, i64 %80
  store float %75, ptr addrspace(3) %81, align 4
  %82 = load i32, ptr %17, align 4
  %83 = load i32, ptr %12, align 4
  %84 = icmp slt i32 %82, %83
  br i1 %84, label %85, label %99

85:                                               ; preds = %74
  %86 = load i32, ptr %21, align 4
  %87 = load i32, ptr %13, align 4
  %88 = icmp slt i32 %86, %87
  br i1 %88, label %89, label %99

89:                                               ; preds = %85
  %90 = load ptr addrspace(1), ptr %9, align 8
  %91 = load i32, ptr %21, align 4
  %92 = load i32, ptr %12, align 4
  %93 = mul nsw i32 %91, %92
  %94 = load i32, ptr %17, align 4
  %95 = add nsw i32 %93, %94
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds float, ptr addrspace(1) %90, i64 %96
  %98 = load float, ptr addrspace(1) %97, align 4
  br label %100

99:                                               ; preds = %85, %74
  br label %100

100:                                              ; preds = %99, %89
  %101 = phi float [ %98, %89 ], [ 0.000000e+00, %99 ]
  %102 = load i32, ptr %15, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 %103
  %105 = load i32, ptr %14, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [16 x float], ptr addrspace(3) %104, i64 0, i64 %106
  store float %101, ptr addrspace(3) %107, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %40) ]
  store i32 0, ptr %22, align 4
  br label %108

108:                                              ; preds = %129, %100
  %109 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %40) ]
  %110 = load i32, ptr %22, align 4
  %111 = icmp slt i32 %110, 16
  br i1 %111, label %112, label %132

112:                                              ; preds = %108
  %113 = load i32, ptr %15, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %114
  %116 = load i32, ptr %22, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [16 x float], ptr addrspace(3) %115, i64 0, i64 %117
  %119 = load float, ptr addrspace(3) %118, align 4
  %120 = load i32, ptr %22, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 %121
  %123 = load i32, ptr %14, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [16 x float], ptr addrspace(3) %122, i64 0, i64 %124
  %126 = load float, ptr addrspace(3) %125, align 4
  %127 = load float, ptr %18, align 4
  %128 = call float @llvm.fmuladd.f32(float %119, float %126, float %127)
  store float %128, ptr %18, align 4
  br label %129

129:                                              ; preds = %112
  %130 = load i32, ptr %22, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %22, align 4
  br label %108

132:                                              ; preds = %108
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %40) ]
  br label %133

133:                                              ; preds = %132
  %134 = load i32, ptr %19, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %19, align 4
  br label %39

136:                                              ; preds = %39
  %137 = load i32, ptr %16, align 4
  %138 = load i32, ptr %11, align 4
  %139 = icmp slt i32 %137, %138
  br i1 %139, label %140, label %154

140:                                              ; preds = %136
  %141 = load i32, ptr %17, align 4
  %142 = load i32, ptr %12, align 4
  %143 = icmp slt i32 %141, %142
  br i1 %143, label %144, label %154

144:                                              ; preds = %140
  %145 = load float, ptr %18, align 4
  %146 = load ptr addrspace(1), ptr %10, align 8
  %147 = load i32, ptr %16, align 4
  %148 = load i32, ptr %12, align 4
  %149 = mul nsw i32 %147, %148
  %150 = load i32, ptr %17, align 4
  %151 = add nsw i32 %149, %150
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds float, ptr addrspace(1) %146, i64 %152
  store float %145, ptr addrspace(1) %153, align 4
  br label %154

154:                                              ; preds = %144, %140, %136
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @matvec_rows(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, ptr addrspace(3) noundef align 4 %4) #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %6 = call token @llvm.experimental.convergence.entry()
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr addrspace(3), align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  store ptr addrspace(1) %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  store ptr addrspace(3) %4, ptr %11, align 8
  %17 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5 [ "convergencectrl"(token %6) ]
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr %12, align 4
  %19 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %6) ]
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr %13, align 4
  store float 0.000000e+00, ptr %14, align 4
  %21 = load i32, ptr %13, align 4
  store i32 %21, ptr %15, align 4
  br label %22

22:                                               ; preds = %44, %5
  %23 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %24 = load i32, ptr %15, align 4
  %25 = load i32, ptr %10, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %50

27:                                               ; preds = %22
  %28 = load ptr addrspace(1), ptr %7, align 8
  %29 = load i32, ptr %12, align 4
  %30 = load i32, ptr %10, align 4
  %31 = mul nsw i32 %29, %30
  %32 = load i32, ptr %15, align 4
  %33 = add nsw i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %28, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4
  %37 = load ptr addrspace(1), ptr %8, align 8
  %38 = load i32, ptr %15, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %37, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4
  %42 = load float, ptr %14, align 4
  %43 = call float @llvm.fmuladd.f32(float %36, float %41, float %42)
  store float %43, ptr %14, align 4
  br label %44

44:                                               ; preds = %27
  %45 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %23) ]
  %46 = load i32, ptr %15, align 4
  %47 = sext i32 %46 to i64
  %48 = add i64 %47, %45
  %49 = trunc i64 %48 to i32
  store i32 %49, ptr %15, align 4
  br label %22

50:                                               ; preds = %22
  %51 = load float, ptr %14, align 4
  %52 = load ptr addrspace(3), ptr %11, align 8
  %53 = load i32, ptr %13, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(3) %52, i64 %54
  store float %51, ptr addrspace(3) %55, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %6) ]
  %56 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %6) ]
  %57 = udiv i64 %56, 2
  %58 = trunc i64 %57 to i32
  store i32 %58, ptr %16, align 4
  br label %59

59:                                               ; preds = %82, %50
  %60 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %61 = load i32, ptr %16, align 4
  %62 = icmp sgt i32 %61, 0
  br i1 %62, label %63, label %85

63:                                               ; preds = %59
  %64 = load i32, ptr %13, align 4
  %65 = load i32, ptr %16, align 4
  %66 = icmp slt i32 %64, %65
  br i1 %66, label %67, label %81

67:                                               ; preds = %63
  %68 = load ptr addrspace(3), ptr %11, align 8
  %69 = load i32, ptr %13, align 4
  %70 = load i32, ptr %16, align 4
  %71 = add nsw i32 %69, %70
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(3) %68, i64 %72
  %74 = load float, ptr addrspace(3) %73, align 4
  %75 = load ptr addrspace(3), ptr %11, align 8
  %76 = load i32, ptr %13, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr addrspace(3) %75, i64 %77
  %79 = load float, ptr addrspace(3) %78, align 4
  %80 = fadd float %79, %74
  store float %80, ptr addrspace(3) %78, align 4
  br label %81

81:                                               ; preds = %67, %63
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %60) ]
  br label %82

82:                                               ; preds = %81
  %83 = load i32, ptr %16, align 4
  %84 = sdiv i32 %83, 2
  store i32 %84, ptr %16, align 4
  br label %59

85:                                               ; preds = %59
  %86 = load i32, ptr %13, align 4
  %87 = icmp eq i32 %86, 0
  br i1 %87, label %88, label %96

88:                                               ; preds = %85
  %89 = load ptr addrspace(3), ptr %11, align 8
  %90 = getelementptr inbounds float, ptr addrspace(3) %89, i64 0
  %91 = load float, ptr addrspace(3) %90, align 4
  %92 = load ptr addrspace(1), ptr %9, align 8
  %93 = load i32, ptr %12, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr addrspace(1) %92, i64 %94
  store float %91, ptr addrspace(1) %95, align 4
  br label %96

96:                                               ; preds = %88, %85
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @transpose_tiled(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #0 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr %10, align 4
  %14 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #5 [ "convergencectrl"(token %5) ]
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr %11, align 4
  %16 = load i32, ptr %10, align 4
  %17 = load i32, ptr %8, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %37

19:                                               ; preds = %4
  %20 = load i32, ptr %11, align 4
  %21 = load i32, ptr %9, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %37

23:                                               ; preds = %19
  %24 = load ptr addrspace(1), ptr %6, align 8
  %25 = load i32, ptr %11, align 4
  %26 = load i32, ptr %8, align 4
  %27 = mul nsw i32 %25, %26
  %28 = load i32, ptr %10, align 4
  %29 = add nsw i32 %27, %28
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %24, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4
  %33 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #5 [ "convergencectrl"(token %5) ]
  %34 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose_tiled.tile, i64 0, i64 %33
  %35 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %36 = getelementptr inbounds [17 x float], ptr addrspace(3) %34, i64 0, i64 %35
  store float %32, ptr addrspace(3) %36, align 4
  br label %37

37:                                               ; preds = %23, %19, %4
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %5) ]
  %38 = call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #5 [ "convergencectrl"(token %5) ]
  %39 = mul i64 %38, 16
  %40 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %41 = add i64 %39, %40
  %42 = trunc i64 %41 to i32
  store i32 %42, ptr %10, align 4
  %43 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %44 = mul i64 %43, 16
  %45 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #5 [ "convergencectrl"(token %5) ]
  %46 = add i64 %44, %45
  %47 = trunc i64 %46 to i32
  store i32 %47, ptr %11, align 4
  %48 = load i32, ptr %10, align 4
  %49 = load i32, ptr %9, align 4
  %50 = icmp slt i32 %48, %49
  br i1 %50, label %51, label %69

51:                                               ; preds = %37
  %52 = load i32, ptr %11, align 4
  %53 = load i32, ptr %8, align 4
  %54 = icmp slt i32 %52, %53
  br i1 %54, label %55, label %69

55:                                               ; preds = %51
  %56 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %5) ]
  %57 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose_tiled.tile, i64 0, i64 %56
  %58 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #5 [ "convergencectrl"(token %5) ]
  %59 = getelementptr inbounds [17 x float], ptr addrspace(3) %57, i64 0, i64 %58
  %60 = load float, ptr addrspace(3) %59, align 4
  %61 = load ptr addrspace(1), ptr %7, align 8
  %62 = load i32, ptr %11, align 4
  %63 = load i32, ptr %9, align 4
  %64 = mul nsw i32 %62, %63
  %65 = load i32, ptr %10, align 4
  %66 = add nsw i32 %64, %65
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %61, i64 %67
  store float %60, ptr addrspace(1) %68, align 4
  br label %69

69:                                               ; preds = %55, %51, %37
  ret void
}

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"clang-19"}
!4 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!5 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!6 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int"}
!7 = !{!"const", !"const", !"", !"", !"", !""}
!8 = !{i32 1, i32 1, i32 1, i32 0, i32 3}
!9 = !{!"none", !"none", !"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"float*", !"int", !"float*"}
!11 = !{!"const", !"const", !"", !"", !""}
!12 = !{i32 1, i32 1, i32 0, i32 0}
!13 = !{!"none", !"none", !"none", !"none"}
!14 = !{!"float*", !"float*", !"int", !"int"}
!15 = !{!"const", !"", !"", !""}
