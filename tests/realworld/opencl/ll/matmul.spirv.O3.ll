source_filename = "src/matmul.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

@matmul_tiled.As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@matmul_tiled.Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@transpose_tiled.tile = internal unnamed_addr addrspace(3) global [16 x [17 x float]] undef, align 4

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @matmul_naive(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %7 = tail call token @llvm.experimental.convergence.entry()
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #6 [ "convergencectrl"(token %7) ]
  %9 = trunc i64 %8 to i32
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %7) ]
  %11 = trunc i64 %10 to i32
  %12 = icmp slt i32 %9, %3
  %13 = icmp slt i32 %11, %4
  %14 = select i1 %12, i1 %13, i1 false
  br i1 %14, label %15, label %39

15:                                               ; preds = %6
  %16 = mul nsw i32 %9, %5
  br label %17

17:                                               ; preds = %15, %27
  %18 = phi float [ %37, %27 ], [ 0.000000e+00, %15 ]
  %19 = phi i32 [ %38, %27 ], [ 0, %15 ]
  %20 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %21 = icmp slt i32 %19, %5
  br i1 %21, label %27, label %22

22:                                               ; preds = %17
  %23 = mul nsw i32 %9, %4
  %24 = add nsw i32 %23, %11
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %25
  store float %18, ptr addrspace(1) %26, align 4, !tbaa !8
  br label %39

27:                                               ; preds = %17
  %28 = add nsw i32 %19, %16
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !8
  %32 = mul nsw i32 %19, %4
  %33 = add nsw i32 %32, %11
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !8
  %37 = tail call float @llvm.fmuladd.f32(float %31, float %36, float %18)
  %38 = add nuw nsw i32 %19, 1
  br label %17

39:                                               ; preds = %6, %22
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @matmul_tiled(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #4 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %7 = tail call token @llvm.experimental.convergence.entry()
  %8 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6 [ "convergencectrl"(token %7) ]
  %9 = trunc i64 %8 to i32
  %10 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #6 [ "convergencectrl"(token %7) ]
  %11 = trunc i64 %10 to i32
  %12 = call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #6 [ "convergencectrl"(token %7) ]
  %13 = sext i32 %11 to i64
  %14 = trunc i64 %12 to i32
  %15 = shl i32 %14, 4
  %16 = add i32 %15, %11
  %17 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6 [ "convergencectrl"(token %7) ]
  %18 = sext i32 %9 to i64
  %19 = trunc i64 %17 to i32
  %20 = shl i32 %19, 4
  %21 = add i32 %20, %9
  %22 = add nsw i32 %5, 15
  %23 = sdiv i32 %22, 16
  %24 = icmp slt i32 %16, %3
  %25 = mul nsw i32 %16, %5
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %13, i64 %18
  %27 = icmp slt i32 %21, %4
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 %13, i64 %18
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %13, i64 15
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 15, i64 %18
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %13, i64 14
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 14, i64 %18
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %13, i64 13
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 13, i64 %18
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %13, i64 12
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 12, i64 %18
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %13, i64 11
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 11, i64 %18
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %13, i64 10
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 10, i64 %18
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %13, i64 9
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 9, i64 %18
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %13, i64 8
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 8, i64 %18
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %13, i64 7
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 7, i64 %18
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %13, i64 6
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 6, i64 %18
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %13, i64 5
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 5, i64 %18
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %13, i64 4
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 4, i64 %18
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %13, i64 3
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 3, i64 %18
  %55 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %13, i64 2
  %56 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 2, i64 %18
  %57 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %13, i64 1
  %58 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 1, i64 %18
  %59 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %13, i64 0
  %60 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 0, i64 %18
  br label %61

61:                                               ; preds = %89, %6
  %62 = phi i32 [ 0, %6 ], [ %140, %89 ]
  %63 = phi float [ 0.000000e+00, %6 ], [ %139, %89 ]
  %64 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %65 = icmp slt i32 %62, %23
  br i1 %65, label %68, label %66

66:                                               ; preds = %61
  %67 = select i1 %24, i1 %27, i1 false
  br i1 %67, label %141, label %146

68:                                               ; preds = %61
  %69 = shl nsw i32 %62, 4
  %70 = add nsw i32 %69, %9
  %71 = add nsw i32 %69, %11
  %72 = icmp slt i32 %70, %5
  %73 = select i1 %24, i1 %72, i1 false
  br i1 %73, label %74, label %79

74:                                               ; preds = %68
  %75 = add nsw i32 %70, %25
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %76
  %78 = load float, ptr addrspace(1) %77, align 4, !tbaa !8
  br label %79

79:                                               ; preds = %68, %74
  %80 = phi float [ %78, %74 ], [ 0.000000e+00, %68 ]
  store float %80, ptr addrspace(3) %26, align 4, !tbaa !8
  %81 = icmp slt i32 %71, %5
  %82 = select i1 %27, i1 %81, i1 false
  br i1 %82, label %83, label %89

83:                                               ; preds = %79
  %84 = mul nsw i32 %71, %4
  %85 = add nsw i32 %84, %21
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %86
  %88 = load float, ptr addrspace(1) %87, align 4, !tbaa !8
  br label %89

89:                                               ; preds = %83, %79
  %90 = phi float [ %88, %83 ], [ 0.000000e+00, %79 ]
  store float %90, ptr addrspace(3) %28, align 4, !tbaa !8
  call spir_func void @_Z7barrierj(i32 noundef 1) #7 [ "convergencectrl"(token %64) ]
  %91 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %64) ]
  %92 = load float, ptr addrspace(3) %29, align 4, !tbaa !8
  %93 = load float, ptr addrspace(3) %30, align 4, !tbaa !8
  %94 = load float, ptr addrspace(3) %31, align 4, !tbaa !8
  %95 = load float, ptr addrspace(3) %32, align 4, !tbaa !8
  %96 = load float, ptr addrspace(3) %33, align 4, !tbaa !8
  %97 = load float, ptr addrspace(3) %34, align 4, !tbaa !8
  %98 = load float, ptr addrspace(3) %35, align 4, !tbaa !8
  %99 = load float, ptr addrspace(3) %36, align 4, !tbaa !8
  %100 = load float, ptr addrspace(3) %37, align 4, !tbaa !8
  %101 = load float, ptr addrspace(3) %38, align 4, !tbaa !8
  %102 = load float, ptr addrspace(3) %39, align 4, !tbaa !8
  %103 = load float, ptr addrspace(3) %40, align 4, !tbaa !8
  %104 = load float, ptr addrspace(3) %41, align 4, !tbaa !8
  %105 = load float, ptr addrspace(3) %42, align 4, !tbaa !8
  %106 = load float, ptr addrspace(3) %43, align 4, !tbaa !8
  %107 = load float, ptr addrspace(3) %44, align 4, !tbaa !8
  %108 = load float, ptr addrspace(3) %45, align 4, !tbaa !8
  %109 = load float, ptr addrspace(3) %46, align 4, !tbaa !8
  %110 = load float, ptr addrspace(3) %47, align 4, !tbaa !8
  %111 = load float, ptr addrspace(3) %48, align 4, !tbaa !8
  %112 = load float, ptr addrspace(3) %49, align 4, !tbaa !8
  %113 = load float, ptr addrspace(3) %50, align 4, !tbaa !8
  %114 = load float, ptr addrspace(3) %51, align 4, !tbaa !8
  %115 = load float, ptr addrspace(3) %52, align 4, !tbaa !8
  %116 = load float, ptr addrspace(3) %53, align 4, !tbaa !8
  %117 = load float, ptr addrspace(3) %54, align 4, !tbaa !8
  %118 = load float, ptr addrspace(3) %55, align 4, !tbaa !8
  %119 = load float, ptr addrspace(3) %56, align 4, !tbaa !8
  %120 = load float, ptr addrspace(3) %57, align 4, !tbaa !8
  %121 = load float, ptr addrspace(3) %58, align 4, !tbaa !8
  %122 = load float, ptr addrspace(3) %59, align 4, !tbaa !8
  %123 = load float, ptr addrspace(3) %60, align 4, !tbaa !8
  %124 = tail call float @llvm.fmuladd.f32(float %122, float %123, float %63)
  %125 = tail call float @llvm.fmuladd.f32(float %120, float %121, float %124)
  %126 = tail call float @llvm.fmuladd.f32(float %118, float %119, float %125)
  %127 = tail call float @llvm.fmuladd.f32(float %116, float %117, float %126)
  %128 = tail call float @llvm.fmuladd.f32(float %114, float %115, float %127)
  %129 = tail call float @llvm.fmuladd.f32(float %112, float %113, float %128)
  %130 = tail call float @llvm.fmuladd.f32(float %110, float %111, float %129)
  %131 = tail call float @llvm.fmuladd.f32(float %108, float %109, float %130)
  %132 = tail call float @llvm.fmuladd.f32(float %106, float %107, float %131)
  %133 = tail call float @llvm.fmuladd.f32(float %104, float %105, float %132)
  %134 = tail call float @llvm.fmuladd.f32(float %102, float %103, float %133)
  %135 = tail call float @llvm.fmuladd.f32(float %100, float %101, float %134)
  %136 = tail call float @llvm.fmuladd.f32(float %98, float %99, float %135)
  %137 = tail call float @llvm.fmuladd.f32(float %96, float %97, float %136)
  %138 = tail call float @llvm.fmuladd.f32(float %94, float %95, float %137)
  %139 = tail call float @llvm.fmuladd.f32(float %92, float %93, float %138)
  call spir_func void @_Z7barrierj(i32 noundef 1) #7 [ "convergencectrl"(token %64) ]
  %140 = add nuw nsw i32 %62, 1
  br label %61

141:                                              ; preds = %66
  %142 = mul nsw i32 %16, %4
  %143 = add nsw i32 %142, %21
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %144
  store float %63, ptr addrspace(1) %145, align 4, !tbaa !8
  br label %146

146:                                              ; preds = %141, %66
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @matvec_rows(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, ptr addrspace(3) nocapture noundef align 4 %4) local_unnamed_addr #4 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6 [ "convergencectrl"(token %6) ]
  %8 = trunc i64 %7 to i32
  %9 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6 [ "convergencectrl"(token %6) ]
  %10 = trunc i64 %9 to i32
  %11 = mul nsw i32 %8, %3
  br label %12

12:                                               ; preds = %23, %5
  %13 = phi float [ 0.000000e+00, %5 ], [ %31, %23 ]
  %14 = phi i32 [ %10, %5 ], [ %34, %23 ]
  %15 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %16 = icmp slt i32 %14, %3
  br i1 %16, label %23, label %17

17:                                               ; preds = %12
  %18 = sext i32 %10 to i64
  %19 = getelementptr inbounds float, ptr addrspace(3) %4, i64 %18
  store float %13, ptr addrspace(3) %19, align 4, !tbaa !8
  call spir_func void @_Z7barrierj(i32 noundef 1) #7 [ "convergencectrl"(token %6) ]
  %20 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #6 [ "convergencectrl"(token %6) ]
  %21 = lshr i64 %20, 1
  %22 = trunc i64 %21 to i32
  br label %35

23:                                               ; preds = %12
  %24 = add nsw i32 %14, %11
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !8
  %28 = sext i32 %14 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !8
  %31 = tail call float @llvm.fmuladd.f32(float %27, float %30, float %13)
  %32 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #6 [ "convergencectrl"(token %15) ]
  %33 = trunc i64 %32 to i32
  %34 = add i32 %14, %33
  br label %12

35:                                               ; preds = %50, %17
  %36 = phi i32 [ %22, %17 ], [ %51, %50 ]
  %37 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %38 = icmp sgt i32 %36, 0
  br i1 %38, label %41, label %39

39:                                               ; preds = %35
  %40 = icmp eq i32 %10, 0
  br i1 %40, label %52, label %56

41:                                               ; preds = %35
  %42 = icmp sgt i32 %36, %10
  br i1 %42, label %43, label %50

43:                                               ; preds = %41
  %44 = add nsw i32 %36, %10
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(3) %4, i64 %45
  %47 = load float, ptr addrspace(3) %46, align 4, !tbaa !8
  %48 = load float, ptr addrspace(3) %19, align 4, !tbaa !8
  %49 = fadd float %47, %48
  store float %49, ptr addrspace(3) %19, align 4, !tbaa !8
  br label %50

50:                                               ; preds = %43, %41
  call spir_func void @_Z7barrierj(i32 noundef 1) #7 [ "convergencectrl"(token %37) ]
  %51 = lshr i32 %36, 1
  br label %35

52:                                               ; preds = %39
  %53 = load float, ptr addrspace(3) %4, align 4, !tbaa !8
  %54 = sext i32 %8 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %54
  store float %53, ptr addrspace(1) %55, align 4, !tbaa !8
  br label %56

56:                                               ; preds = %52, %39
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @transpose_tiled(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #6 [ "convergencectrl"(token %5) ]
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %7, %2
  %11 = icmp slt i32 %9, %3
  %12 = select i1 %10, i1 %11, i1 false
  br i1 %12, label %13, label %22

13:                                               ; preds = %4
  %14 = mul nsw i32 %9, %2
  %15 = add nsw i32 %14, %7
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %16
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !8
  %19 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #6 [ "convergencectrl"(token %5) ]
  %20 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6 [ "convergencectrl"(token %5) ]
  %21 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose_tiled.tile, i64 0, i64 %19, i64 %20
  store float %18, ptr addrspace(3) %21, align 4, !tbaa !8
  br label %22

22:                                               ; preds = %13, %4
  call spir_func void @_Z7barrierj(i32 noundef 1) #7 [ "convergencectrl"(token %5) ]
  %23 = call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #6 [ "convergencectrl"(token %5) ]
  %24 = shl i64 %23, 4
  %25 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6 [ "convergencectrl"(token %5) ]
  %26 = add i64 %24, %25
  %27 = trunc i64 %26 to i32
  %28 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6 [ "convergencectrl"(token %5) ]
  %29 = shl i64 %28, 4
  %30 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #6 [ "convergencectrl"(token %5) ]
  %31 = add i64 %29, %30
  %32 = trunc i64 %31 to i32
  %33 = icmp slt i32 %27, %3
  %34 = icmp slt i32 %32, %2
  %35 = select i1 %33, i1 %34, i1 false
  br i1 %35, label %36, label %45

36:                                               ; preds = %22
  %37 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6 [ "convergencectrl"(token %5) ]
  %38 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #6 [ "convergencectrl"(token %5) ]
  %39 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose_tiled.tile, i64 0, i64 %37, i64 %38
  %40 = load float, ptr addrspace(3) %39, align 4, !tbaa !8
  %41 = mul nsw i32 %32, %3
  %42 = add nsw i32 %41, %27
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %43
  store float %40, ptr addrspace(1) %44, align 4, !tbaa !8
  br label %45

45:                                               ; preds = %36, %22
  ret void
}

attributes #0 = { convergent nofree norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{i32 1, i32 1, i32 1, i32 0, i32 3}
!13 = !{!"none", !"none", !"none", !"none", !"none"}
!14 = !{!"float*", !"float*", !"float*", !"int", !"float*"}
!15 = !{!"const", !"const", !"", !"", !""}
!16 = !{i32 1, i32 1, i32 0, i32 0}
!17 = !{!"none", !"none", !"none", !"none"}
!18 = !{!"float*", !"float*", !"int", !"int"}
!19 = !{!"const", !"", !"", !""}
