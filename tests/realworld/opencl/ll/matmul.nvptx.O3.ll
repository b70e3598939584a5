source_filename = "src/matmul.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@matmul_tiled.As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@matmul_tiled.Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@transpose_tiled.tile = internal unnamed_addr addrspace(3) global [16 x [17 x float]] undef, align 4

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @matmul_naive(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #5
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %10 = trunc i64 %9 to i32
  %11 = icmp slt i32 %8, %3
  %12 = icmp slt i32 %10, %4
  %13 = select i1 %11, i1 %12, i1 false
  br i1 %13, label %14, label %100

14:                                               ; preds = %6
  %15 = icmp sgt i32 %5, 0
  br i1 %15, label %16, label %44

16:                                               ; preds = %14
  %17 = mul nsw i32 %8, %5
  %18 = and i32 %5, 3
  %19 = icmp ult i32 %5, 4
  br i1 %19, label %22, label %20

20:                                               ; preds = %16
  %21 = and i32 %5, 2147483644
  br label %50

22:                                               ; preds = %50, %16
  %23 = phi float [ poison, %16 ], [ %96, %50 ]
  %24 = phi i32 [ 0, %16 ], [ %97, %50 ]
  %25 = phi float [ 0.000000e+00, %16 ], [ %96, %50 ]
  %26 = icmp eq i32 %18, 0
  br i1 %26, label %44, label %27

27:                                               ; preds = %22, %27
  %28 = phi i32 [ %41, %27 ], [ %24, %22 ]
  %29 = phi float [ %40, %27 ], [ %25, %22 ]
  %30 = phi i32 [ %42, %27 ], [ 0, %22 ]
  %31 = add nsw i32 %28, %17
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !12
  %35 = mul nsw i32 %28, %4
  %36 = add nsw i32 %35, %10
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !12
  %40 = tail call float @llvm.fmuladd.f32(float %34, float %39, float %29)
  %41 = add nuw nsw i32 %28, 1
  %42 = add i32 %30, 1
  %43 = icmp eq i32 %42, %18
  br i1 %43, label %44, label %27, !llvm.loop !16

44:                                               ; preds = %22, %27, %14
  %45 = phi float [ 0.000000e+00, %14 ], [ %23, %22 ], [ %40, %27 ]
  %46 = mul nsw i32 %8, %4
  %47 = add nsw i32 %46, %10
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %48
  store float %45, ptr addrspace(1) %49, align 4, !tbaa !12
  br label %100

50:                                               ; preds = %50, %20
  %51 = phi i32 [ 0, %20 ], [ %97, %50 ]
  %52 = phi float [ 0.000000e+00, %20 ], [ %96, %50 ]
  %53 = phi i32 [ 0, %20 ], [ %98, %50 ]
  %54 = add nsw i32 %51, %17
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !12
  %58 = mul nsw i32 %51, %4
  %59 = add nsw i32 %58, %10
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !12
  %63 = tail call float @llvm.fmuladd.f32(float %57, float %62, float %52)
  %64 = or disjoint i32 %51, 1
  %65 = add nsw i32 %64, %17
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4, !tbaa !12
  %69 = mul nsw i32 %64, %4
  %70 = add nsw i32 %69, %10
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4, !tbaa !12
  %74 = tail call float @llvm.fmuladd.f32(float %68, float %73, float %63)
  %75 = or disjoint i32 %51, 2
  %76 = add nsw i32 %75, %17
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %77
  %79 = load float, ptr addrspace(1) %78, align 4, !tbaa !12
  %80 = mul nsw i32 %75, %4
  %81 = add nsw i32 %80, %10
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %82
  %84 = load float, ptr addrspace(1) %83, align 4, !tbaa !12
  %85 = tail call float @llvm.fmuladd.f32(float %79, float %84, float %74)
  %86 = or disjoint i32 %51, 3
  %87 = add nsw i32 %86, %17
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %88
  %90 = load float, ptr addrspace(1) %89, align 4, !tbaa !12
  %91 = mul nsw i32 %86, %4
  %92 = add nsw i32 %91, %10
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %93
  %95 = load float, ptr addrspace(1) %94, align 4, !tbaa !12
  %96 = tail call float @llvm.fmuladd.f32(float %90, float %95, float %85)
  %97 = add nuw nsw i32 %51, 4
  %98 = add i32 %53, 4
  %99 = icmp eq i32 %98, %21
  br i1 %99, label %22, label %50

100:                                              ; preds = %6, %44
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @matmul_tiled(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #3 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #5
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #5
  %12 = shl i64 %11, 4
  %13 = add i64 %12, %9
  %14 = trunc i64 %13 to i32
  %15 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %16 = shl i64 %15, 4
  %17 = add i64 %16, %7
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %5, 0
  br i1 %19, label %20, label %64

20:                                               ; preds = %6
  %21 = shl i64 %7, 32
  %22 = ashr exact i64 %21, 32
  %23 = shl i64 %9, 32
  %24 = ashr exact i64 %23, 32
  %25 = add nuw nsw i32 %5, 15
  %26 = lshr i32 %25, 4
  %27 = icmp slt i32 %14, %3
  %28 = mul nsw i32 %14, %5
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %24, i64 %22
  %30 = icmp slt i32 %18, %4
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 %24, i64 %22
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %24, i64 0
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 0, i64 %22
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %24, i64 1
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 1, i64 %22
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %24, i64 2
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 2, i64 %22
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %24, i64 3
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 3, i64 %22
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %24, i64 4
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 4, i64 %22
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %24, i64 5
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 5, i64 %22
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %24, i64 6
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 6, i64 %22
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %24, i64 7
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 7, i64 %22
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %24, i64 8
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 8, i64 %22
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %24, i64 9
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 9, i64 %22
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %24, i64 10
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 10, i64 %22
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %24, i64 11
  %55 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 11, i64 %22
  %56 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %24, i64 12
  %57 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 12, i64 %22
  %58 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %24, i64 13
  %59 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 13, i64 %22
  %60 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %24, i64 14
  %61 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 14, i64 %22
  %62 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i64 0, i64 %24, i64 15
  %63 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i64 0, i64 15, i64 %22
  br label %69

64:                                               ; preds = %92, %6
  %65 = phi float [ 0.000000e+00, %6 ], [ %141, %92 ]
  %66 = icmp slt i32 %14, %3
  %67 = icmp slt i32 %18, %4
  %68 = select i1 %66, i1 %67, i1 false
  br i1 %68, label %144, label %149

69:                                               ; preds = %20, %92
  %70 = phi float [ 0.000000e+00, %20 ], [ %141, %92 ]
  %71 = phi i32 [ 0, %20 ], [ %142, %92 ]
  %72 = shl nsw i32 %71, 4
  %73 = add nsw i32 %72, %8
  %74 = add nsw i32 %72, %10
  %75 = icmp slt i32 %73, %5
  %76 = select i1 %27, i1 %75, i1 false
  br i1 %76, label %77, label %82

77:                                               ; preds = %69
  %78 = add nsw i32 %73, %28
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %79
  %81 = load float, ptr addrspace(1) %80, align 4, !tbaa !12
  br label %82

82:                                               ; preds = %69, %77
  %83 = phi float [ %81, %77 ], [ 0.000000e+00, %69 ]
  store float %83, ptr addrspace(3) %29, align 4, !tbaa !12
  %84 = icmp slt i32 %74, %5
  %85 = select i1 %30, i1 %84, i1 false
  br i1 %85, label %86, label %92

86:                                               ; preds = %82
  %87 = mul nsw i32 %74, %4
  %88 = add nsw i32 %87, %18
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %89
  %91 = load float, ptr addrspace(1) %90, align 4, !tbaa !12
  br label %92

92:                                               ; preds = %82, %86
  %93 = phi float [ %91, %86 ], [ 0.000000e+00, %82 ]
  store float %93, ptr addrspace(3) %31, align 4, !tbaa !12
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %94 = load float, ptr addrspace(3) %32, align 4, !tbaa !12
  %95 = load float, ptr addrspace(3) %33, align 4, !tbaa !12
  %96 = tail call float @llvm.fmuladd.f32(float %94, float %95, float %70)
  %97 = load float, ptr addrspace(3) %34, align 4, !tbaa !12
  %98 = load float, ptr addrspace(3) %35, align 4, !tbaa !12
  %99 = tail call float @llvm.fmuladd.f32(float %97, float %98, float %96)
  %100 = load float, ptr addrspace(3) %36, align 4, !tbaa !12
  %101 = load float, ptr addrspace(3) %37, align 4, !tbaa !12
  %102 = tail call float @llvm.fmuladd.f32(float %100, float %101, float %99)
  %103 = load float, ptr addrspace(3) %38, align 4, !tbaa !12
  %104 = load float, ptr addrspace(3) %39, align 4, !tbaa !12
  %105 = tail call float @llvm.fmuladd.f32(float %103, float %104, float %102)
  %106 = load float, ptr addrspace(3) %40, align 4, !tbaa !12
  %107 = load float, ptr addrspace(3) %41, align 4, !tbaa !12
  %108 = tail call float @llvm.fmuladd.f32(float %106, float %107, float %105)
  %109 = load float, ptr addrspace(3) %42, align 4, !tbaa !12
  %110 = load float, ptr addrspace(3) %43, align 4, !tbaa !12
  %111 = tail call float @llvm.fmuladd.f32(float %109, float %110, float %108)
  %112 = load float, ptr addrspace(3) %44, align 4, !tbaa !12
  %113 = load float, ptr addrspace(3) %45, align 4, !tbaa !12
  %114 = tail call float @llvm.fmuladd.f32(float %112, float %113, float %111)
  %115 = load float, ptr addrspace(3) %46, align 4, !tbaa !12
  %116 = load float, ptr addrspace(3) %47, align 4, !tbaa !12
  %117 = tail call float @llvm.fmuladd.f32(float %115, float %116, float %114)
  %118 = load float, ptr addrspace(3) %48, align 4, !tbaa !12
  %119 = load float, ptr addrspace(3) %49, align 4, !tbaa !12
  %120 = tail call float @llvm.fmuladd.f32(float %118, float %119, float %117)
  %121 = load float, ptr addrspace(3) %50, align 4, !tbaa !12
  %122 = load float, ptr addrspace(3) %51, align 4, !tbaa !12
  %123 = tail call float @llvm.fmuladd.f32(float %121, float %122, float %120)
  %124 = load float, ptr addrspace(3) %52, align 4, !tbaa !12
  %125 = load float, ptr addrspace(3) %53, align 4, !tbaa !12
  %126 = tail call float @llvm.fmuladd.f32(float %124, float %125, float %123)
  %127 = load float, ptr addrspace(3) %54, align 4, !tbaa !12
  %128 = load float, ptr addrspace(3) %55, align 4, !tbaa !12
  %129 = tail call float @llvm.fmuladd.f32(float %127, float %128, float %126)
  %130 = load float, ptr addrspace(3) %56, align 4, !tbaa !12
  %131 = load float, ptr addrspace(3) %57, align 4, !tbaa !12
  %132 = tail call float @llvm.fmuladd.f32(float %130, float %131, float %129)
  %133 = load float, ptr addrspace(3) %58, align 4, !tbaa !12
  %134 = load float, ptr addrspace(3) %59, align 4, !tbaa !12
  %135 = tail call float @llvm.fmuladd.f32(float %133, float %134, float %132)
  %136 = load float, ptr addrspace(3) %60, align 4, !tbaa !12
  %137 = load float, ptr addrspace(3) %61, align 4, !tbaa !12
  %138 = tail call float @llvm.fmuladd.f32(float %136, float %137, float %135)
  %139 = load float, ptr addrspace(3) %62, align 4, !tbaa !12
  %140 = load float, ptr addrspace(3) %63, align 4, !tbaa !12
  %141 = tail call float @llvm.fmuladd.f32(float %139, float %140, float %138)
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %142 = add nuw nsw i32 %71, 1
  %143 = icmp eq i32 %142, %26
  br i1 %143, label %64, label %69

144:                                              ; preds = %64
  %145 = mul nsw i32 %14, %4
  %146 = add nsw i32 %145, %18
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %147
  store float %65, ptr addrspace(1) %148, align 4, !tbaa !12
  br label %149

149:                                              ; preds = %144, %64
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @matvec_rows(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, ptr addrspace(3) nocapture noundef align 4 %4) local_unnamed_addr #3 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %6 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %3
  br i1 %9, label %10, label %13

10:                                               ; preds = %5
  %11 = trunc i64 %6 to i32
  %12 = mul nsw i32 %11, %3
  br label %22

13:                                               ; preds = %22, %5
  %14 = phi float [ 0.000000e+00, %5 ], [ %32, %22 ]
  %15 = shl i64 %7, 32
  %16 = ashr exact i64 %15, 30
  %17 = getelementptr inbounds i8, ptr addrspace(3) %4, i64 %16
  store float %14, ptr addrspace(3) %17, align 4, !tbaa !12
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %18 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %19 = lshr i64 %18, 1
  %20 = trunc i64 %19 to i32
  %21 = icmp sgt i32 %20, 0
  br i1 %21, label %39, label %37

22:                                               ; preds = %10, %22
  %23 = phi i32 [ %8, %10 ], [ %35, %22 ]
  %24 = phi float [ 0.000000e+00, %10 ], [ %32, %22 ]
  %25 = add nsw i32 %23, %12
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !12
  %29 = sext i32 %23 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !12
  %32 = tail call float @llvm.fmuladd.f32(float %28, float %31, float %24)
  %33 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %34 = trunc i64 %33 to i32
  %35 = add i32 %23, %34
  %36 = icmp slt i32 %35, %3
  br i1 %36, label %22, label %13

37:                                               ; preds = %49, %13
  %38 = icmp eq i32 %8, 0
  br i1 %38, label %52, label %57

39:                                               ; preds = %13, %49
  %40 = phi i32 [ %50, %49 ], [ %20, %13 ]
  %41 = icmp sgt i32 %40, %8
  br i1 %41, label %42, label %49

42:                                               ; preds = %39
  %43 = add nsw i32 %40, %8
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(3) %4, i64 %44
  %46 = load float, ptr addrspace(3) %45, align 4, !tbaa !12
  %47 = load float, ptr addrspace(3) %17, align 4, !tbaa !12
  %48 = fadd float %46, %47
  store float %48, ptr addrspace(3) %17, align 4, !tbaa !12
  br label %49

49:                                               ; preds = %42, %39
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %50 = lshr i32 %40, 1
  %51 = icmp ult i32 %40, 2
  br i1 %51, label %37, label %39

52:                                               ; preds = %37
  %53 = shl i64 %6, 32
  %54 = ashr exact i64 %53, 30
  %55 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %54
  %56 = load float, ptr addrspace(3) %4, align 4, !tbaa !12
  store float %56, ptr addrspace(1) %55, align 4, !tbaa !12
  br label %57

57:                                               ; preds = %52, %37
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @transpose_tiled(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #5
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %6, %2
  %10 = icmp slt i32 %8, %3
  %11 = select i1 %9, i1 %10, i1 false
  br i1 %11, label %12, label %21

12:                                               ; preds = %4
  %13 = mul nsw i32 %8, %2
  %14 = add nsw i32 %13, %6
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !12
  %18 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #5
  %19 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %20 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose_tiled.tile, i64 0, i64 %18, i64 %19
  store float %17, ptr addrspace(3) %20, align 4, !tbaa !12
  br label %21

21:                                               ; preds = %12, %4
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %22 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #5
  %23 = shl i64 %22, 4
  %24 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %25 = add i64 %23, %24
  %26 = trunc i64 %25 to i32
  %27 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %28 = shl i64 %27, 4
  %29 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #5
  %30 = add i64 %28, %29
  %31 = trunc i64 %30 to i32
  %32 = icmp slt i32 %26, %3
  %33 = icmp slt i32 %31, %2
  %34 = select i1 %32, i1 %33, i1 false
  br i1 %34, label %35, label %44

35:                                               ; preds = %21
  %36 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %37 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #5
  %38 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose_tiled.tile, i64 0, i64 %36, i64 %37
  %39 = load float, ptr addrspace(3) %38, align 4, !tbaa !12
  %40 = mul nsw i32 %31, %3
  %41 = add nsw i32 %40, %26
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %42
  store float %39, ptr addrspace(1) %43, align 4, !tbaa !12
  br label %44

44:                                               ; preds = %35, %21
  ret void
}

attributes #0 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5}
!opencl.ocl.version = !{!6}

!0 = !{ptr @matmul_naive, !"kernel", i32 1}
!1 = !{ptr @matmul_tiled, !"kernel", i32 1}
!2 = !{ptr @matvec_rows, !"kernel", i32 1}
!3 = !{ptr @transpose_tiled, !"kernel", i32 1}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"clang-19"}
!8 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!9 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int"}
!11 = !{!"const", !"const", !"", !"", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C/C++ TBAA"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = !{i32 1, i32 1, i32 1, i32 0, i32 3}
!19 = !{!"none", !"none", !"none", !"none", !"none"}
!20 = !{!"float*", !"float*", !"float*", !"int", !"float*"}
!21 = !{!"const", !"const", !"", !"", !""}
!22 = !{i32 1, i32 1, i32 0, i32 0}
!23 = !{!"none", !"none", !"none", !"none"}
!24 = !{!"float*", !"float*", !"int", !"int"}
!25 = !{!"const", !"", !"", !""}
