source_filename = "src/matmul.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@matmul_tiled.As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@matmul_tiled.Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@transpose_tiled.tile = internal unnamed_addr addrspace(3) global [16 x [17 x float]] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @matmul_naive(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #5
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %10 = trunc i64 %9 to i32
  %11 = icmp slt i32 %8, %3
  %12 = icmp slt i32 %10, %4
  %13 = select i1 %11, i1 %12, i1 false
  br i1 %13, label %14, label %39

14:                                               ; preds = %6
  %15 = icmp sgt i32 %5, 0
  br i1 %15, label %16, label %18

16:                                               ; preds = %14
  %17 = mul nsw i32 %8, %5
  br label %24

18:                                               ; preds = %24, %14
  %19 = phi float [ 0.000000e+00, %14 ], [ %36, %24 ]
  %20 = mul nsw i32 %8, %4
  %21 = add nsw i32 %20, %10
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %22
  store float %19, ptr addrspace(1) %23, align 4, !tbaa !9
  br label %39

24:                                               ; preds = %16, %24
  %25 = phi i32 [ 0, %16 ], [ %37, %24 ]
  %26 = phi float [ 0.000000e+00, %16 ], [ %36, %24 ]
  %27 = add nsw i32 %25, %17
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !9, !amdgpu.noclobber !13
  %31 = mul nsw i32 %25, %4
  %32 = add nsw i32 %31, %10
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !9, !amdgpu.noclobber !13
  %36 = tail call float @llvm.fmuladd.f32(float %30, float %35, float %26)
  %37 = add nuw nsw i32 %25, 1
  %38 = icmp eq i32 %37, %5
  br i1 %38, label %18, label %24

39:                                               ; preds = %6, %18
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @matmul_tiled(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #3 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
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
  br i1 %19, label %20, label %60

20:                                               ; preds = %6
  %21 = add nuw nsw i32 %5, 15
  %22 = lshr i32 %21, 4
  %23 = icmp slt i32 %14, %3
  %24 = mul nsw i32 %14, %5
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i32 0, i32 %10, i32 %8
  %26 = icmp slt i32 %18, %4
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i32 0, i32 %10, i32 %8
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i32 0, i32 %10, i32 0
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i32 0, i32 0, i32 %8
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i32 0, i32 %10, i32 1
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i32 0, i32 1, i32 %8
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i32 0, i32 %10, i32 2
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i32 0, i32 2, i32 %8
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i32 0, i32 %10, i32 3
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i32 0, i32 3, i32 %8
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i32 0, i32 %10, i32 4
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i32 0, i32 4, i32 %8
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i32 0, i32 %10, i32 5
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i32 0, i32 5, i32 %8
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i32 0, i32 %10, i32 6
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i32 0, i32 6, i32 %8
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i32 0, i32 %10, i32 7
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i32 0, i32 7, i32 %8
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i32 0, i32 %10, i32 8
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i32 0, i32 8, i32 %8
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i32 0, i32 %10, i32 9
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i32 0, i32 9, i32 %8
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i32 0, i32 %10, i32 10
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i32 0, i32 10, i32 %8
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i32 0, i32 %10, i32 11
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i32 0, i32 11, i32 %8
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i32 0, i32 %10, i32 12
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i32 0, i32 12, i32 %8
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i32 0, i32 %10, i32 13
  %55 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i32 0, i32 13, i32 %8
  %56 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i32 0, i32 %10, i32 14
  %57 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i32 0, i32 14, i32 %8
  %58 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.As, i32 0, i32 %10, i32 15
  %59 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @matmul_tiled.Bs, i32 0, i32 15, i32 %8
  br label %65

60:                                               ; preds = %88, %6
  %61 = phi float [ 0.000000e+00, %6 ], [ %137, %88 ]
  %62 = icmp slt i32 %14, %3
  %63 = icmp slt i32 %18, %4
  %64 = select i1 %62, i1 %63, i1 false
  br i1 %64, label %140, label %145

65:                                               ; preds = %20, %88
  %66 = phi float [ 0.000000e+00, %20 ], [ %137, %88 ]
  %67 = phi i32 [ 0, %20 ], [ %138, %88 ]
  %68 = shl nsw i32 %67, 4
  %69 = add nsw i32 %68, %8
  %70 = add nsw i32 %68, %10
  %71 = icmp slt i32 %69, %5
  %72 = select i1 %23, i1 %71, i1 false
  br i1 %72, label %73, label %78

73:                                               ; preds = %65
  %74 = add nsw i32 %69, %24
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %75
  %77 = load float, ptr addrspace(1) %76, align 4, !tbaa !9
  br label %78

78:                                               ; preds = %65, %73
  %79 = phi float [ %77, %73 ], [ 0.000000e+00, %65 ]
  store float %79, ptr addrspace(3) %25, align 4, !tbaa !9
  %80 = icmp slt i32 %70, %5
  %81 = select i1 %26, i1 %80, i1 false
  br i1 %81, label %82, label %88

82:                                               ; preds = %78
  %83 = mul nsw i32 %70, %4
  %84 = add nsw i32 %83, %18
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %85
  %87 = load float, ptr addrspace(1) %86, align 4, !tbaa !9
  br label %88

88:                                               ; preds = %78, %82
  %89 = phi float [ %87, %82 ], [ 0.000000e+00, %78 ]
  store float %89, ptr addrspace(3) %27, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %90 = load float, ptr addrspace(3) %28, align 4, !tbaa !9
  %91 = load float, ptr addrspace(3) %29, align 4, !tbaa !9
  %92 = tail call float @llvm.fmuladd.f32(float %90, float %91, float %66)
  %93 = load float, ptr addrspace(3) %30, align 4, !tbaa !9
  %94 = load float, ptr addrspace(3) %31, align 4, !tbaa !9
  %95 = tail call float @llvm.fmuladd.f32(float %93, float %94, float %92)
  %96 = load float, ptr addrspace(3) %32, align 4, !tbaa !9
  %97 = load float, ptr addrspace(3) %33, align 4, !tbaa !9
  %98 = tail call float @llvm.fmuladd.f32(float %96, float %97, float %95)
  %99 = load float, ptr addrspace(3) %34, align 4, !tbaa !9
  %100 = load float, ptr addrspace(3) %35, align 4, !tbaa !9
  %101 = tail call float @llvm.fmuladd.f32(float %99, float %100, float %98)
  %102 = load float, ptr addrspace(3) %36, align 4, !tbaa !9
  %103 = load float, ptr addrspace(3) %37, align 4, !tbaa !9
  %104 = tail call float @llvm.fmuladd.f32(float %102, float %103, float %101)
  %105 = load float, ptr addrspace(3) %38, align 4, !tbaa !9
  %106 = load float, ptr addrspace(3) %39, align 4, !tbaa !9
  %107 = tail call float @llvm.fmuladd.f32(float %105, float %106, float %104)
  %108 = load float, ptr addrspace(3) %40, align 4, !tbaa !9
  %109 = load float, ptr addrspace(3) %41, align 4, !tbaa !9
  %110 = tail call float @llvm.fmuladd.f32(float %108, float %109, float %107)
  %111 = load float, ptr addrspace(3) %42, align 4, !tbaa !9
  %112 = load float, ptr addrspace(3) %43, align 4, !tbaa !9
  %113 = tail call float @llvm.fmuladd.f32(float %111, float %112, float %110)
  %114 = load float, ptr addrspace(3) %44, align 4, !tbaa !9
  %115 = load float, ptr addrspace(3) %45, align 4, !tbaa !9
  %116 = tail call float @llvm.fmuladd.f32(float %114, float %115, float %113)
  %117 = load float, ptr addrspace(3) %46, align 4, !tbaa !9
  %118 = load float, ptr addrspace(3) %47, align 4, !tbaa !9
  %119 = tail call float @llvm.fmuladd.f32(float %117, float %118, float %116)
  %120 = load float, ptr addrspace(3) %48, align 4, !tbaa !9
  %121 = load float, ptr addrspace(3) %49, align 4, !tbaa !9
  %122 = tail call float @llvm.fmuladd.f32(float %120, float %121, float %119)
  %123 = load float, ptr addrspace(3) %50, align 4, !tbaa !9
  %124 = load float, ptr addrspace(3) %51, align 4, !tbaa !9
  %125 = tail call float @llvm.fmuladd.f32(float %123, float %124, float %122)
  %126 = load float, ptr addrspace(3) %52, align 4, !tbaa !9
  %127 = load float, ptr addrspace(3) %53, align 4, !tbaa !9
  %128 = tail call float @llvm.fmuladd.f32(float %126, float %127, float %125)
  %129 = load float, ptr addrspace(3) %54, align 4, !tbaa !9
  %130 = load float, ptr addrspace(3) %55, align 4, !tbaa !9
  %131 = tail call float @llvm.fmuladd.f32(float %129, float %130, float %128)
  %132 = load float, ptr addrspace(3) %56, align 4, !tbaa !9
  %133 = load float, ptr addrspace(3) %57, align 4, !tbaa !9
  %134 = tail call float @llvm.fmuladd.f32(float %132, float %133, float %131)
  %135 = load float, ptr addrspace(3) %58, align 4, !tbaa !9
  %136 = load float, ptr addrspace(3) %59, align 4, !tbaa !9
  %137 = tail call float @llvm.fmuladd.f32(float %135, float %136, float %134)
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %138 = add nuw nsw i32 %67, 1
  %139 = icmp eq i32 %138, %22
  br i1 %139, label %60, label %65

140:                                              ; preds = %60
  %141 = mul nsw i32 %14, %4
  %142 = add nsw i32 %141, %18
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %143
  store float %61, ptr addrspace(1) %144, align 4, !tbaa !9
  br label %145

145:                                              ; preds = %140, %60
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @matvec_rows(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, ptr addrspace(3) nocapture noundef align 4 %4) local_unnamed_addr #3 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %6 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %3
  br i1 %9, label %10, label %13

10:                                               ; preds = %5
  %11 = trunc i64 %6 to i32
  %12 = mul nsw i32 %11, %3
  br label %20

13:                                               ; preds = %20, %5
  %14 = phi float [ 0.000000e+00, %5 ], [ %30, %20 ]
  %15 = getelementptr float, ptr addrspace(3) %4, i32 %8
  store float %14, ptr addrspace(3) %15, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %16 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %17 = lshr i64 %16, 1
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %18, 0
  br i1 %19, label %37, label %35

20:                                               ; preds = %10, %20
  %21 = phi i32 [ %8, %10 ], [ %33, %20 ]
  %22 = phi float [ 0.000000e+00, %10 ], [ %30, %20 ]
  %23 = add nsw i32 %21, %12
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !9, !amdgpu.noclobber !13
  %27 = sext i32 %21 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !9, !amdgpu.noclobber !13
  %30 = tail call float @llvm.fmuladd.f32(float %26, float %29, float %22)
  %31 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %32 = trunc i64 %31 to i32
  %33 = add i32 %21, %32
  %34 = icmp slt i32 %33, %3
  br i1 %34, label %20, label %13

35:                                               ; preds = %45, %13
  %36 = icmp eq i32 %8, 0
  br i1 %36, label %48, label %53

37:                                               ; preds = %13, %45
  %38 = phi i32 [ %46, %45 ], [ %18, %13 ]
  %39 = icmp sgt i32 %38, %8
  br i1 %39, label %40, label %45

40:                                               ; preds = %37
  %41 = getelementptr float, ptr addrspace(3) %15, i32 %38
  %42 = load float, ptr addrspace(3) %41, align 4, !tbaa !9
  %43 = load float, ptr addrspace(3) %15, align 4, !tbaa !9
  %44 = fadd float %42, %43
  store float %44, ptr addrspace(3) %15, align 4, !tbaa !9
  br label %45

45:                                               ; preds = %40, %37
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %46 = lshr i32 %38, 1
  %47 = icmp ult i32 %38, 2
  br i1 %47, label %35, label %37

48:                                               ; preds = %35
  %49 = shl i64 %6, 32
  %50 = ashr exact i64 %49, 30
  %51 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %50
  %52 = load float, ptr addrspace(3) %4, align 4, !tbaa !9
  store float %52, ptr addrspace(1) %51, align 4, !tbaa !9
  br label %53

53:                                               ; preds = %48, %35
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @transpose_tiled(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #3 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #5
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %6, %2
  %10 = icmp slt i32 %8, %3
  %11 = select i1 %9, i1 %10, i1 false
  br i1 %11, label %12, label %23

12:                                               ; preds = %4
  %13 = mul nsw i32 %8, %2
  %14 = add nsw i32 %13, %6
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !9, !amdgpu.noclobber !13
  %18 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #5
  %19 = trunc i64 %18 to i32
  %20 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %21 = trunc i64 %20 to i32
  %22 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose_tiled.tile, i32 0, i32 %19, i32 %21
  store float %17, ptr addrspace(3) %22, align 4, !tbaa !9
  br label %23

23:                                               ; preds = %12, %4
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %24 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #5
  %25 = shl i64 %24, 4
  %26 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %27 = add i64 %25, %26
  %28 = trunc i64 %27 to i32
  %29 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %30 = shl i64 %29, 4
  %31 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #5
  %32 = add i64 %30, %31
  %33 = trunc i64 %32 to i32
  %34 = icmp slt i32 %28, %3
  %35 = icmp slt i32 %33, %2
  %36 = select i1 %34, i1 %35, i1 false
  br i1 %36, label %37, label %48

37:                                               ; preds = %23
  %38 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %39 = trunc i64 %38 to i32
  %40 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #5
  %41 = trunc i64 %40 to i32
  %42 = getelementptr inbounds [16 x [17 x float]], ptr addrspace(3) @transpose_tiled.tile, i32 0, i32 %39, i32 %41
  %43 = load float, ptr addrspace(3) %42, align 4, !tbaa !9
  %44 = mul nsw i32 %33, %3
  %45 = add nsw i32 %44, %28
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %46
  store float %43, ptr addrspace(1) %47, align 4, !tbaa !9
  br label %48

48:                                               ; preds = %37, %23
  ret void
}

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"clang-19"}
!5 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int"}
!8 = !{!"const", !"const", !"", !"", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{}
!14 = !{i32 1, i32 1, i32 1, i32 0, i32 3}
!15 = !{!"none", !"none", !"none", !"none", !"none"}
!16 = !{!"float*", !"float*", !"float*", !"int", !"float*"}
!17 = !{!"const", !"const", !"", !"", !""}
!18 = !{i32 1, i32 1, i32 0, i32 0}
!19 = !{!"none", !"none", !"none", !"none"}
!20 = !{!"float*", !"float*", !"int", !"int"}
!21 = !{!"const", !"", !"", !""}
