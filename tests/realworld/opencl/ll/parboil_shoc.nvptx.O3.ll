source_filename = "src/parboil_shoc.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.kvalue_t = type { float, float, float, float }

@ps_sgemm_tiled.bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @hash32(i32 noundef %0) local_unnamed_addr #0 {
  %2 = lshr i32 %0, 16
  %3 = xor i32 %2, %0
  %4 = mul i32 %3, 2146121005
  %5 = lshr i32 %4, 15
  %6 = xor i32 %5, %4
  %7 = mul i32 %6, -2073254261
  %8 = lshr i32 %7, 16
  %9 = xor i32 %8, %7
  ret i32 %9
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @ps_spmv_csr_scalar(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %5
  br i1 %9, label %10, label %133

10:                                               ; preds = %6
  %11 = shl i64 %7, 32
  %12 = add i64 %11, 4294967296
  %13 = ashr exact i64 %12, 30
  %14 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !22
  %16 = ashr exact i64 %11, 32
  %17 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !22
  %19 = icmp slt i32 %18, %15
  br i1 %19, label %20, label %46

20:                                               ; preds = %10
  %21 = sub i32 %15, %18
  %22 = and i32 %21, 7
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %40, label %24

24:                                               ; preds = %20, %24
  %25 = phi i32 [ %37, %24 ], [ %18, %20 ]
  %26 = phi float [ %36, %24 ], [ 0.000000e+00, %20 ]
  %27 = phi i32 [ %38, %24 ], [ 0, %20 ]
  %28 = sext i32 %25 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !26
  %31 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %28
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !22
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !26
  %36 = tail call float @llvm.fmuladd.f32(float %30, float %35, float %26)
  %37 = add nsw i32 %25, 1
  %38 = add i32 %27, 1
  %39 = icmp eq i32 %38, %22
  br i1 %39, label %40, label %24, !llvm.loop !28

40:                                               ; preds = %24, %20
  %41 = phi float [ poison, %20 ], [ %36, %24 ]
  %42 = phi i32 [ %18, %20 ], [ %37, %24 ]
  %43 = phi float [ 0.000000e+00, %20 ], [ %36, %24 ]
  %44 = sub i32 %18, %15
  %45 = icmp ugt i32 %44, -8
  br i1 %45, label %46, label %49

46:                                               ; preds = %40, %49, %10
  %47 = phi float [ 0.000000e+00, %10 ], [ %41, %40 ], [ %130, %49 ]
  %48 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %16
  store float %47, ptr addrspace(1) %48, align 4, !tbaa !26
  br label %133

49:                                               ; preds = %40, %49
  %50 = phi i32 [ %131, %49 ], [ %42, %40 ]
  %51 = phi float [ %130, %49 ], [ %43, %40 ]
  %52 = sext i32 %50 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !26
  %55 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %52
  %56 = load i32, ptr addrspace(1) %55, align 4, !tbaa !22
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4, !tbaa !26
  %60 = tail call float @llvm.fmuladd.f32(float %54, float %59, float %51)
  %61 = add nsw i32 %50, 1
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4, !tbaa !26
  %65 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %62
  %66 = load i32, ptr addrspace(1) %65, align 4, !tbaa !22
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %67
  %69 = load float, ptr addrspace(1) %68, align 4, !tbaa !26
  %70 = tail call float @llvm.fmuladd.f32(float %64, float %69, float %60)
  %71 = add nsw i32 %50, 2
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %72
  %74 = load float, ptr addrspace(1) %73, align 4, !tbaa !26
  %75 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %72
  %76 = load i32, ptr addrspace(1) %75, align 4, !tbaa !22
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %77
  %79 = load float, ptr addrspace(1) %78, align 4, !tbaa !26
  %80 = tail call float @llvm.fmuladd.f32(float %74, float %79, float %70)
  %81 = add nsw i32 %50, 3
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %82
  %84 = load float, ptr addrspace(1) %83, align 4, !tbaa !26
  %85 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %82
  %86 = load i32, ptr addrspace(1) %85, align 4, !tbaa !22
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %87
  %89 = load float, ptr addrspace(1) %88, align 4, !tbaa !26
  %90 = tail call float @llvm.fmuladd.f32(float %84, float %89, float %80)
  %91 = add nsw i32 %50, 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %92
  %94 = load float, ptr addrspace(1) %93, align 4, !tbaa !26
  %95 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %92
  %96 = load i32, ptr addrspace(1) %95, align 4, !tbaa !22
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %97
  %99 = load float, ptr addrspace(1) %98, align 4, !tbaa !26
  %100 = tail call float @llvm.fmuladd.f32(float %94, float %99, float %90)
  %101 = add nsw i32 %50, 5
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %102
  %104 = load float, ptr addrspace(1) %103, align 4, !tbaa !26
  %105 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %102
  %106 = load i32, ptr addrspace(1) %105, align 4, !tbaa !22
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %107
  %109 = load float, ptr addrspace(1) %108, align 4, !tbaa !26
  %110 = tail call float @llvm.fmuladd.f32(float %104, float %109, float %100)
  %111 = add nsw i32 %50, 6
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %112
  %114 = load float, ptr addrspace(1) %113, align 4, !tbaa !26
  %115 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %112
  %116 = load i32, ptr addrspace(1) %115, align 4, !tbaa !22
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %117
  %119 = load float, ptr addrspace(1) %118, align 4, !tbaa !26
  %120 = tail call float @llvm.fmuladd.f32(float %114, float %119, float %110)
  %121 = add nsw i32 %50, 7
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %122
  %124 = load float, ptr addrspace(1) %123, align 4, !tbaa !26
  %125 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %122
  %126 = load i32, ptr addrspace(1) %125, align 4, !tbaa !22
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %127
  %129 = load float, ptr addrspace(1) %128, align 4, !tbaa !26
  %130 = tail call float @llvm.fmuladd.f32(float %124, float %129, float %120)
  %131 = add nsw i32 %50, 8
  %132 = icmp eq i32 %131, %15
  br i1 %132, label %46, label %49

133:                                              ; preds = %46, %6
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ps_spmv_csr_vector(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(3) noundef align 4 %5, i32 noundef %6) local_unnamed_addr #4 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %9 = trunc i64 %8 to i32
  %10 = and i32 %9, 31
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %12 = lshr i64 %11, 5
  %13 = trunc i64 %12 to i32
  %14 = icmp sge i32 %13, %6
  br i1 %14, label %40, label %15

15:                                               ; preds = %7
  %16 = shl i64 %12, 32
  %17 = ashr exact i64 %16, 30
  %18 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !22
  %20 = add nsw i32 %19, %10
  %21 = add i64 %16, 4294967296
  %22 = ashr exact i64 %21, 30
  %23 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4, !tbaa !22
  %25 = icmp slt i32 %20, %24
  br i1 %25, label %26, label %40

26:                                               ; preds = %15, %26
  %27 = phi i32 [ %38, %26 ], [ %20, %15 ]
  %28 = phi float [ %37, %26 ], [ 0.000000e+00, %15 ]
  %29 = sext i32 %27 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !26
  %32 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %29
  %33 = load i32, ptr addrspace(1) %32, align 4, !tbaa !22
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !26
  %37 = tail call float @llvm.fmuladd.f32(float %31, float %36, float %28)
  %38 = add nsw i32 %27, 32
  %39 = icmp slt i32 %38, %24
  br i1 %39, label %26, label %40

40:                                               ; preds = %26, %15, %7
  %41 = phi float [ 0.000000e+00, %7 ], [ 0.000000e+00, %15 ], [ %37, %26 ]
  %42 = shl i64 %8, 32
  %43 = ashr exact i64 %42, 30
  %44 = getelementptr inbounds i8, ptr addrspace(3) %5, i64 %43
  store volatile float %41, ptr addrspace(3) %44, align 4, !tbaa !26
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %45 = icmp ult i32 %10, 16
  br i1 %45, label %46, label %54

46:                                               ; preds = %40
  %47 = shl i64 %8, 32
  %48 = add i64 %47, 68719476736
  %49 = ashr exact i64 %48, 30
  %50 = getelementptr inbounds i8, ptr addrspace(3) %5, i64 %49
  %51 = load volatile float, ptr addrspace(3) %50, align 4, !tbaa !26
  %52 = load volatile float, ptr addrspace(3) %44, align 4, !tbaa !26
  %53 = fadd float %51, %52
  store volatile float %53, ptr addrspace(3) %44, align 4, !tbaa !26
  br label %54

54:                                               ; preds = %46, %40
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %55 = icmp ult i32 %10, 8
  br i1 %55, label %56, label %64

56:                                               ; preds = %54
  %57 = shl i64 %8, 32
  %58 = add i64 %57, 34359738368
  %59 = ashr exact i64 %58, 30
  %60 = getelementptr inbounds i8, ptr addrspace(3) %5, i64 %59
  %61 = load volatile float, ptr addrspace(3) %60, align 4, !tbaa !26
  %62 = load volatile float, ptr addrspace(3) %44, align 4, !tbaa !26
  %63 = fadd float %61, %62
  store volatile float %63, ptr addrspace(3) %44, align 4, !tbaa !26
  br label %64

64:                                               ; preds = %56, %54
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %65 = icmp ult i32 %10, 4
  br i1 %65, label %66, label %74

66:                                               ; preds = %64
  %67 = shl i64 %8, 32
  %68 = add i64 %67, 17179869184
  %69 = ashr exact i64 %68, 30
  %70 = getelementptr inbounds i8, ptr addrspace(3) %5, i64 %69
  %71 = load volatile float, ptr addrspace(3) %70, align 4, !tbaa !26
  %72 = load volatile float, ptr addrspace(3) %44, align 4, !tbaa !26
  %73 = fadd float %71, %72
  store volatile float %73, ptr addrspace(3) %44, align 4, !tbaa !26
  br label %74

74:                                               ; preds = %66, %64
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %75 = icmp ult i32 %10, 2
  br i1 %75, label %76, label %84

76:                                               ; preds = %74
  %77 = shl i64 %8, 32
  %78 = add i64 %77, 8589934592
  %79 = ashr exact i64 %78, 30
  %80 = getelementptr inbounds i8, ptr addrspace(3) %5, i64 %79
  %81 = load volatile float, ptr addrspace(3) %80, align 4, !tbaa !26
  %82 = load volatile float, ptr addrspace(3) %44, align 4, !tbaa !26
  %83 = fadd float %81, %82
  store volatile float %83, ptr addrspace(3) %44, align 4, !tbaa !26
  br label %84

84:                                               ; preds = %76, %74
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %85 = icmp eq i32 %10, 0
  br i1 %85, label %86, label %94

86:                                               ; preds = %84
  %87 = shl i64 %8, 32
  %88 = ashr exact i64 %87, 32
  %89 = or i64 %88, 1
  %90 = getelementptr inbounds float, ptr addrspace(3) %5, i64 %89
  %91 = load volatile float, ptr addrspace(3) %90, align 4, !tbaa !26
  %92 = load volatile float, ptr addrspace(3) %44, align 4, !tbaa !26
  %93 = fadd float %91, %92
  store volatile float %93, ptr addrspace(3) %44, align 4, !tbaa !26
  br label %94

94:                                               ; preds = %86, %84
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %95 = icmp ne i32 %10, 0
  %96 = or i1 %95, %14
  br i1 %96, label %102, label %97

97:                                               ; preds = %94
  %98 = shl i64 %12, 32
  %99 = ashr exact i64 %98, 30
  %100 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 %99
  %101 = load volatile float, ptr addrspace(3) %44, align 4, !tbaa !26
  store float %101, ptr addrspace(1) %100, align 4, !tbaa !26
  br label %102

102:                                              ; preds = %94, %97
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @ps_spmv_ell(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %5
  br i1 %9, label %10, label %40

10:                                               ; preds = %6
  %11 = shl i64 %7, 32
  %12 = ashr exact i64 %11, 32
  %13 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !22
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %16, label %37

16:                                               ; preds = %10, %32
  %17 = phi i32 [ %34, %32 ], [ 0, %10 ]
  %18 = phi float [ %33, %32 ], [ 0.000000e+00, %10 ]
  %19 = mul nsw i32 %17, %5
  %20 = add nsw i32 %19, %8
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !22
  %24 = icmp slt i32 %23, 0
  br i1 %24, label %32, label %25

25:                                               ; preds = %16
  %26 = zext nneg i32 %23 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %26
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !26
  %30 = load float, ptr addrspace(1) %27, align 4, !tbaa !26
  %31 = tail call float @llvm.fmuladd.f32(float %29, float %30, float %18)
  br label %32

32:                                               ; preds = %16, %25
  %33 = phi float [ %31, %25 ], [ %18, %16 ]
  %34 = add nuw nsw i32 %17, 1
  %35 = icmp eq i32 %34, %14
  %36 = select i1 %24, i1 true, i1 %35
  br i1 %36, label %37, label %16

37:                                               ; preds = %32, %10
  %38 = phi float [ 0.000000e+00, %10 ], [ %33, %32 ]
  %39 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %12
  store float %38, ptr addrspace(1) %39, align 4, !tbaa !26
  br label %40

40:                                               ; preds = %6, %37
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @ps_stencil7(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, float noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !34 !kernel_arg_access_qual !31 !kernel_arg_type !35 !kernel_arg_base_type !35 !kernel_arg_type_qual !36 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #9
  %11 = trunc i64 %10 to i32
  %12 = icmp sgt i32 %9, 0
  %13 = icmp sgt i32 %11, 0
  %14 = select i1 %12, i1 %13, i1 false
  %15 = add nsw i32 %4, -1
  %16 = icmp sgt i32 %15, %9
  %17 = select i1 %14, i1 %16, i1 false
  %18 = add nsw i32 %5, -1
  %19 = icmp sgt i32 %18, %11
  %20 = select i1 %17, i1 %19, i1 false
  %21 = icmp sgt i32 %6, 2
  %22 = and i1 %20, %21
  br i1 %22, label %23, label %87

23:                                               ; preds = %7
  %24 = add nsw i32 %11, %5
  %25 = mul nsw i32 %24, %4
  %26 = add nsw i32 %25, %9
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !26
  %30 = mul nsw i32 %11, %4
  %31 = add nsw i32 %30, %9
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !26
  %35 = add nsw i32 %9, -1
  %36 = add nuw nsw i32 %9, 1
  %37 = add nsw i32 %11, -1
  %38 = add nuw nsw i32 %11, 1
  %39 = add nsw i32 %6, -2
  br label %40

40:                                               ; preds = %23, %40
  %41 = phi i32 [ 1, %23 ], [ %44, %40 ]
  %42 = phi float [ %29, %23 ], [ %51, %40 ]
  %43 = phi float [ %34, %23 ], [ %42, %40 ]
  %44 = add nuw nsw i32 %41, 1
  %45 = mul nsw i32 %44, %5
  %46 = add nsw i32 %45, %11
  %47 = mul nsw i32 %46, %4
  %48 = add nsw i32 %47, %9
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %49
  %51 = load float, ptr addrspace(1) %50, align 4, !tbaa !26
  %52 = fadd float %43, %51
  %53 = mul nsw i32 %41, %5
  %54 = add nsw i32 %53, %11
  %55 = mul nsw i32 %54, %4
  %56 = add nsw i32 %35, %55
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4, !tbaa !26
  %60 = fadd float %52, %59
  %61 = add nsw i32 %36, %55
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4, !tbaa !26
  %65 = fadd float %60, %64
  %66 = add nsw i32 %37, %53
  %67 = mul nsw i32 %66, %4
  %68 = add nsw i32 %67, %9
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %69
  %71 = load float, ptr addrspace(1) %70, align 4, !tbaa !26
  %72 = fadd float %65, %71
  %73 = add nsw i32 %38, %53
  %74 = mul nsw i32 %73, %4
  %75 = add nsw i32 %74, %9
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %76
  %78 = load float, ptr addrspace(1) %77, align 4, !tbaa !26
  %79 = fadd float %72, %78
  %80 = fneg float %42
  %81 = fmul float %80, %2
  %82 = tail call float @llvm.fmuladd.f32(float %3, float %79, float %81)
  %83 = add nsw i32 %55, %9
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %84
  store float %82, ptr addrspace(1) %85, align 4, !tbaa !26
  %86 = icmp eq i32 %41, %39
  br i1 %86, label %87, label %40

87:                                               ; preds = %40, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ps_sgemm_tiled(ptr addrspace(1) nocapture noundef readonly align 4 %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, ptr addrspace(1) nocapture noundef align 4 %4, i32 noundef %5, i32 noundef %6, float noundef %7, float noundef %8) local_unnamed_addr #4 !kernel_arg_addr_space !37 !kernel_arg_access_qual !38 !kernel_arg_type !39 !kernel_arg_base_type !39 !kernel_arg_type_qual !40 {
  %10 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %11 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #9
  %12 = trunc i64 %11 to i32
  %13 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %14 = shl i64 %13, 4
  %15 = shl i64 %10, 32
  %16 = ashr exact i64 %15, 32
  %17 = add i64 %14, %10
  %18 = trunc i64 %17 to i32
  %19 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #9
  %20 = shl i64 %19, 6
  %21 = shl i64 %11, 2
  %22 = add i64 %20, %21
  %23 = trunc i64 %22 to i32
  %24 = icmp sgt i32 %6, 0
  br i1 %24, label %29, label %25

25:                                               ; preds = %9
  %26 = or disjoint i32 %23, 1
  %27 = or disjoint i32 %23, 2
  %28 = or disjoint i32 %23, 3
  br label %40

29:                                               ; preds = %9
  %30 = shl i64 %11, 32
  %31 = ashr exact i64 %30, 32
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i64 0, i64 %31, i64 %16
  %33 = mul nsw i32 %23, %1
  %34 = or disjoint i32 %23, 1
  %35 = mul nsw i32 %34, %1
  %36 = or disjoint i32 %23, 2
  %37 = mul nsw i32 %36, %1
  %38 = or disjoint i32 %23, 3
  %39 = mul nsw i32 %38, %1
  br label %76

40:                                               ; preds = %88, %25
  %41 = phi i32 [ %28, %25 ], [ %38, %88 ]
  %42 = phi i32 [ %27, %25 ], [ %36, %88 ]
  %43 = phi i32 [ %26, %25 ], [ %34, %88 ]
  %44 = phi float [ 0.000000e+00, %25 ], [ %130, %88 ]
  %45 = phi float [ 0.000000e+00, %25 ], [ %135, %88 ]
  %46 = phi float [ 0.000000e+00, %25 ], [ %140, %88 ]
  %47 = phi float [ 0.000000e+00, %25 ], [ %145, %88 ]
  %48 = mul nsw i32 %23, %5
  %49 = add nsw i32 %48, %18
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4, !tbaa !26
  %53 = fmul float %52, %8
  %54 = tail call float @llvm.fmuladd.f32(float %7, float %44, float %53)
  store float %54, ptr addrspace(1) %51, align 4, !tbaa !26
  %55 = mul nsw i32 %43, %5
  %56 = add nsw i32 %55, %18
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4, !tbaa !26
  %60 = fmul float %59, %8
  %61 = tail call float @llvm.fmuladd.f32(float %7, float %45, float %60)
  store float %61, ptr addrspace(1) %58, align 4, !tbaa !26
  %62 = mul nsw i32 %42, %5
  %63 = add nsw i32 %62, %18
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4, !tbaa !26
  %67 = fmul float %66, %8
  %68 = tail call float @llvm.fmuladd.f32(float %7, float %46, float %67)
  store float %68, ptr addrspace(1) %65, align 4, !tbaa !26
  %69 = mul nsw i32 %41, %5
  %70 = add nsw i32 %69, %18
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4, !tbaa !26
  %74 = fmul float %73, %8
  %75 = tail call float @llvm.fmuladd.f32(float %7, float %47, float %74)
  store float %75, ptr addrspace(1) %72, align 4, !tbaa !26
  ret void

76:                                               ; preds = %29, %88
  %77 = phi float [ 0.000000e+00, %29 ], [ %130, %88 ]
  %78 = phi float [ 0.000000e+00, %29 ], [ %135, %88 ]
  %79 = phi float [ 0.000000e+00, %29 ], [ %140, %88 ]
  %80 = phi float [ 0.000000e+00, %29 ], [ %145, %88 ]
  %81 = phi i32 [ 0, %29 ], [ %89, %88 ]
  %82 = add nsw i32 %81, %12
  %83 = mul nsw i32 %82, %3
  %84 = add nsw i32 %83, %18
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %85
  %87 = load float, ptr addrspace(1) %86, align 4, !tbaa !26
  store float %87, ptr addrspace(3) %32, align 4, !tbaa !26
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br label %91

88:                                               ; preds = %91
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %89 = add nuw nsw i32 %81, 16
  %90 = icmp slt i32 %89, %6
  br i1 %90, label %76, label %40

91:                                               ; preds = %91, %76
  %92 = phi float [ %77, %76 ], [ %130, %91 ]
  %93 = phi float [ %78, %76 ], [ %135, %91 ]
  %94 = phi float [ %79, %76 ], [ %140, %91 ]
  %95 = phi float [ %80, %76 ], [ %145, %91 ]
  %96 = phi i32 [ 0, %76 ], [ %146, %91 ]
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i64 0, i64 %97, i64 %16
  %99 = load float, ptr addrspace(3) %98, align 4, !tbaa !26
  %100 = add nuw nsw i32 %96, %81
  %101 = add i32 %100, %33
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %102
  %104 = load float, ptr addrspace(1) %103, align 4, !tbaa !26
  %105 = tail call float @llvm.fmuladd.f32(float %104, float %99, float %92)
  %106 = add i32 %100, %35
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %107
  %109 = load float, ptr addrspace(1) %108, align 4, !tbaa !26
  %110 = tail call float @llvm.fmuladd.f32(float %109, float %99, float %93)
  %111 = add i32 %100, %37
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %112
  %114 = load float, ptr addrspace(1) %113, align 4, !tbaa !26
  %115 = tail call float @llvm.fmuladd.f32(float %114, float %99, float %94)
  %116 = add i32 %100, %39
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %117
  %119 = load float, ptr addrspace(1) %118, align 4, !tbaa !26
  %120 = tail call float @llvm.fmuladd.f32(float %119, float %99, float %95)
  %121 = or disjoint i32 %96, 1
  %122 = zext nneg i32 %121 to i64
  %123 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i64 0, i64 %122, i64 %16
  %124 = load float, ptr addrspace(3) %123, align 4, !tbaa !26
  %125 = add nuw nsw i32 %121, %81
  %126 = add i32 %125, %33
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %127
  %129 = load float, ptr addrspace(1) %128, align 4, !tbaa !26
  %130 = tail call float @llvm.fmuladd.f32(float %129, float %124, float %105)
  %131 = add i32 %125, %35
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %132
  %134 = load float, ptr addrspace(1) %133, align 4, !tbaa !26
  %135 = tail call float @llvm.fmuladd.f32(float %134, float %124, float %110)
  %136 = add i32 %125, %37
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %137
  %139 = load float, ptr addrspace(1) %138, align 4, !tbaa !26
  %140 = tail call float @llvm.fmuladd.f32(float %139, float %124, float %115)
  %141 = add i32 %125, %39
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %142
  %144 = load float, ptr addrspace(1) %143, align 4, !tbaa !26
  %145 = tail call float @llvm.fmuladd.f32(float %144, float %124, float %120)
  %146 = add nuw nsw i32 %96, 2
  %147 = icmp eq i32 %146, 16
  br i1 %147, label %88, label %91
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ps_histo(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 1 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #4 !kernel_arg_addr_space !41 !kernel_arg_access_qual !42 !kernel_arg_type !43 !kernel_arg_base_type !43 !kernel_arg_type_qual !44 {
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #9
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %7, %4
  br i1 %10, label %15, label %11

11:                                               ; preds = %15, %5
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %12 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %13 = trunc i64 %12 to i32
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %22, label %21

15:                                               ; preds = %5, %15
  %16 = phi i32 [ %19, %15 ], [ %7, %5 ]
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %17
  store i32 0, ptr addrspace(3) %18, align 4, !tbaa !22
  %19 = add nsw i32 %16, %9
  %20 = icmp slt i32 %19, %4
  br i1 %20, label %15, label %11

21:                                               ; preds = %33, %11
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %10, label %39, label %38

22:                                               ; preds = %11, %33
  %23 = phi i64 [ %35, %33 ], [ %12, %11 ]
  %24 = shl i64 %23, 32
  %25 = ashr exact i64 %24, 32
  %26 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %25
  %27 = load i32, ptr addrspace(1) %26, align 4, !tbaa !22
  %28 = icmp ult i32 %27, %4
  br i1 %28, label %29, label %33

29:                                               ; preds = %22
  %30 = zext i32 %27 to i64
  %31 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %30
  %32 = tail call i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %31) #10
  br label %33

33:                                               ; preds = %29, %22
  %34 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #9
  %35 = add i64 %34, %25
  %36 = trunc i64 %35 to i32
  %37 = icmp slt i32 %36, %3
  br i1 %37, label %22, label %21

38:                                               ; preds = %52, %21
  ret void

39:                                               ; preds = %21, %52
  %40 = phi i32 [ %53, %52 ], [ %7, %21 ]
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %41
  %43 = load i32, ptr addrspace(3) %42, align 4, !tbaa !22
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %52, label %45

45:                                               ; preds = %39
  %46 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %41
  %47 = load i8, ptr addrspace(1) %46, align 1, !tbaa !45
  %48 = zext i8 %47 to i32
  %49 = add i32 %43, %48
  %50 = tail call i32 @llvm.umin.i32(i32 %49, i32 255)
  %51 = trunc nuw i32 %50 to i8
  store i8 %51, ptr addrspace(1) %46, align 1, !tbaa !45
  br label %52

52:                                               ; preds = %39, %45
  %53 = add nsw i32 %40, %9
  %54 = icmp slt i32 %53, %4
  br i1 %54, label %39, label %38
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @ps_mriq(i32 noundef %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef readonly align 4 %4, ptr addrspace(1) nocapture noundef align 4 %5, ptr addrspace(1) nocapture noundef align 4 %6, ptr addrspace(4) nocapture noundef readonly align 4 %7) local_unnamed_addr #1 !kernel_arg_addr_space !46 !kernel_arg_access_qual !47 !kernel_arg_type !48 !kernel_arg_base_type !48 !kernel_arg_type_qual !49 {
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %10 = shl i64 %9, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !26
  %14 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %11
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !26
  %16 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %11
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !26
  %18 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %11
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !26
  %20 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %11
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !26
  %22 = sub nsw i32 %0, %1
  %23 = icmp sgt i32 %22, 0
  br i1 %23, label %27, label %24

24:                                               ; preds = %27, %8
  %25 = phi float [ %21, %8 ], [ %47, %27 ]
  %26 = phi float [ %19, %8 ], [ %45, %27 ]
  store float %26, ptr addrspace(1) %18, align 4, !tbaa !26
  store float %25, ptr addrspace(1) %20, align 4, !tbaa !26
  ret void

27:                                               ; preds = %8, %27
  %28 = phi float [ %45, %27 ], [ %19, %8 ]
  %29 = phi float [ %47, %27 ], [ %21, %8 ]
  %30 = phi i32 [ %48, %27 ], [ 0, %8 ]
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds %struct.kvalue_t, ptr addrspace(4) %7, i64 %31
  %33 = load float, ptr addrspace(4) %32, align 4, !tbaa !26
  %34 = getelementptr inbounds i8, ptr addrspace(4) %32, i64 4
  %35 = load float, ptr addrspace(4) %34, align 4, !tbaa !26
  %36 = getelementptr inbounds i8, ptr addrspace(4) %32, i64 8
  %37 = load float, ptr addrspace(4) %36, align 4, !tbaa !26
  %38 = getelementptr inbounds i8, ptr addrspace(4) %32, i64 12
  %39 = load float, ptr addrspace(4) %38, align 4, !tbaa !26
  %40 = fmul float %15, %35
  %41 = tail call float @llvm.fmuladd.f32(float %33, float %13, float %40)
  %42 = tail call float @llvm.fmuladd.f32(float %37, float %17, float %41)
  %43 = fmul float %42, 0x401921FB60000000
  %44 = tail call float @_Z10native_cosf(float noundef %43) #9
  %45 = tail call float @llvm.fmuladd.f32(float %39, float %44, float %28)
  %46 = tail call float @_Z10native_sinf(float noundef %43) #9
  %47 = tail call float @llvm.fmuladd.f32(float %39, float %46, float %29)
  %48 = add nuw nsw i32 %30, 1
  %49 = icmp ult i32 %48, %22
  %50 = icmp ult i32 %30, 1023
  %51 = and i1 %49, %50
  br i1 %51, label %27, label %24
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z10native_cosf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z10native_sinf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ps_tpacf(ptr addrspace(1) nocapture noundef readonly align 16 %0, i32 noundef %1, ptr addrspace(4) nocapture noundef readonly align 4 %2, i32 noundef %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(3) noundef align 4 %5) local_unnamed_addr #4 !kernel_arg_addr_space !50 !kernel_arg_access_qual !19 !kernel_arg_type !51 !kernel_arg_base_type !52 !kernel_arg_type_qual !53 {
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #9
  %10 = trunc i64 %9 to i32
  %11 = icmp slt i32 %8, %3
  br i1 %11, label %16, label %12

12:                                               ; preds = %16, %6
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %13 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %14 = trunc i64 %13 to i32
  %15 = icmp slt i32 %14, %1
  br i1 %15, label %22, label %60

16:                                               ; preds = %6, %16
  %17 = phi i32 [ %20, %16 ], [ %8, %6 ]
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(3) %5, i64 %18
  store i32 0, ptr addrspace(3) %19, align 4, !tbaa !22
  %20 = add nsw i32 %17, %10
  %21 = icmp slt i32 %20, %3
  br i1 %21, label %16, label %12

22:                                               ; preds = %12
  %23 = add i32 %8, 1
  %24 = add i32 %23, %14
  %25 = icmp slt i32 %24, %1
  br i1 %25, label %26, label %60

26:                                               ; preds = %22
  %27 = shl i64 %13, 32
  %28 = ashr exact i64 %27, 28
  %29 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %28
  %30 = load <4 x float>, ptr addrspace(1) %29, align 16, !tbaa !45
  %31 = shufflevector <4 x float> %30, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %32 = icmp sgt i32 %3, 1
  br label %33

33:                                               ; preds = %26, %53
  %34 = phi i32 [ %24, %26 ], [ %58, %53 ]
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %35
  %37 = load <4 x float>, ptr addrspace(1) %36, align 16
  %38 = shufflevector <4 x float> %37, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %39 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %31, <3 x float> noundef %38) #9
  br i1 %32, label %40, label %53

40:                                               ; preds = %33, %40
  %41 = phi i32 [ %50, %40 ], [ 0, %33 ]
  %42 = phi i32 [ %49, %40 ], [ %3, %33 ]
  %43 = add nuw nsw i32 %42, %41
  %44 = lshr i32 %43, 1
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(4) %2, i64 %45
  %47 = load float, ptr addrspace(4) %46, align 4, !tbaa !26
  %48 = fcmp ugt float %47, %39
  %49 = select i1 %48, i32 %42, i32 %44
  %50 = select i1 %48, i32 %44, i32 %41
  %51 = add nuw nsw i32 %50, 1
  %52 = icmp sgt i32 %49, %51
  br i1 %52, label %40, label %53

53:                                               ; preds = %40, %33
  %54 = phi i32 [ 0, %33 ], [ %50, %40 ]
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr addrspace(3) %5, i64 %55
  %57 = tail call i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef %56, i32 noundef 1) #10
  %58 = add nsw i32 %34, %10
  %59 = icmp slt i32 %58, %1
  br i1 %59, label %33, label %60

60:                                               ; preds = %53, %22, %12
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %11, label %62, label %61

61:                                               ; preds = %62, %60
  ret void

62:                                               ; preds = %60, %62
  %63 = phi i32 [ %69, %62 ], [ %8, %60 ]
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %64
  %66 = getelementptr inbounds i32, ptr addrspace(3) %5, i64 %64
  %67 = load i32, ptr addrspace(3) %66, align 4, !tbaa !22
  %68 = tail call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %65, i32 noundef %67) #10
  %69 = add nsw i32 %63, %10
  %70 = icmp slt i32 %69, %3
  br i1 %70, label %62, label %61
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ps_scan_local(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, i32 noundef %4) local_unnamed_addr #4 !kernel_arg_addr_space !54 !kernel_arg_access_qual !42 !kernel_arg_type !55 !kernel_arg_base_type !55 !kernel_arg_type_qual !44 {
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #9
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %11 = mul i64 %10, %8
  %12 = trunc i64 %11 to i32
  %13 = shl i32 %12, 1
  %14 = add nsw i32 %9, %7
  %15 = add nsw i32 %13, %7
  %16 = icmp slt i32 %15, %4
  br i1 %16, label %17, label %21

17:                                               ; preds = %5
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !26
  br label %21

21:                                               ; preds = %5, %17
  %22 = phi float [ %20, %17 ], [ 0.000000e+00, %5 ]
  %23 = ashr i32 %7, 5
  %24 = add nsw i32 %23, %7
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %25
  store float %22, ptr addrspace(3) %26, align 4, !tbaa !26
  %27 = add nsw i32 %13, %14
  %28 = icmp slt i32 %27, %4
  br i1 %28, label %29, label %33

29:                                               ; preds = %21
  %30 = sext i32 %27 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !26
  br label %33

33:                                               ; preds = %21, %29
  %34 = phi float [ %32, %29 ], [ 0.000000e+00, %21 ]
  %35 = ashr i32 %14, 5
  %36 = add nsw i32 %35, %14
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %37
  store float %34, ptr addrspace(3) %38, align 4, !tbaa !26
  %39 = icmp sgt i32 %9, 0
  br i1 %39, label %40, label %44

40:                                               ; preds = %33
  %41 = shl nsw i32 %7, 1
  %42 = or disjoint i32 %41, 1
  %43 = add nsw i32 %41, 2
  br label %48

44:                                               ; preds = %68, %33
  %45 = phi i32 [ 1, %33 ], [ %69, %68 ]
  %46 = icmp eq i32 %7, 0
  %47 = shl nsw i32 %9, 1
  br i1 %46, label %72, label %81

48:                                               ; preds = %40, %68
  %49 = phi i32 [ 1, %40 ], [ %69, %68 ]
  %50 = phi i32 [ %9, %40 ], [ %70, %68 ]
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %51 = icmp sgt i32 %50, %7
  br i1 %51, label %52, label %68

52:                                               ; preds = %48
  %53 = mul nsw i32 %49, %42
  %54 = add nsw i32 %53, -1
  %55 = mul nsw i32 %49, %43
  %56 = add nsw i32 %55, -1
  %57 = ashr i32 %54, 5
  %58 = add nsw i32 %57, %54
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %59
  %61 = load float, ptr addrspace(3) %60, align 4, !tbaa !26
  %62 = ashr i32 %56, 5
  %63 = add nsw i32 %62, %56
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %64
  %66 = load float, ptr addrspace(3) %65, align 4, !tbaa !26
  %67 = fadd float %61, %66
  store float %67, ptr addrspace(3) %65, align 4, !tbaa !26
  br label %68

68:                                               ; preds = %52, %48
  %69 = shl i32 %49, 1
  %70 = lshr i32 %50, 1
  %71 = icmp ult i32 %50, 2
  br i1 %71, label %44, label %48

72:                                               ; preds = %44
  %73 = add nsw i32 %47, -1
  %74 = ashr i32 %73, 5
  %75 = add nsw i32 %74, %73
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %76
  %78 = load float, ptr addrspace(3) %77, align 4, !tbaa !26
  %79 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %80 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %79
  store float %78, ptr addrspace(1) %80, align 4, !tbaa !26
  store float 0.000000e+00, ptr addrspace(3) %77, align 4, !tbaa !26
  br label %81

81:                                               ; preds = %44, %72
  br i1 %39, label %82, label %86

82:                                               ; preds = %81
  %83 = shl nsw i32 %7, 1
  %84 = or disjoint i32 %83, 1
  %85 = add nsw i32 %83, 2
  br label %87

86:                                               ; preds = %108, %81
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %16, label %111, label %115

87:                                               ; preds = %82, %108
  %88 = phi i32 [ %45, %82 ], [ %90, %108 ]
  %89 = phi i32 [ 1, %82 ], [ %109, %108 ]
  %90 = ashr i32 %88, 1
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %91 = icmp sgt i32 %89, %7
  br i1 %91, label %92, label %108

92:                                               ; preds = %87
  %93 = mul nsw i32 %90, %84
  %94 = add nsw i32 %93, -1
  %95 = mul nsw i32 %90, %85
  %96 = add nsw i32 %95, -1
  %97 = ashr i32 %94, 5
  %98 = add nsw i32 %97, %94
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %99
  %101 = load float, ptr addrspace(3) %100, align 4, !tbaa !26
  %102 = ashr i32 %96, 5
  %103 = add nsw i32 %102, %96
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %104
  %106 = load float, ptr addrspace(3) %105, align 4, !tbaa !26
  store float %106, ptr addrspace(3) %100, align 4, !tbaa !26
  %107 = fadd float %101, %106
  store float %107, ptr addrspace(3) %105, align 4, !tbaa !26
  br label %108

108:                                              ; preds = %87, %92
  %109 = shl i32 %89, 1
  %110 = icmp slt i32 %109, %47
  br i1 %110, label %87, label %86

111:                                              ; preds = %86
  %112 = sext i32 %15 to i64
  %113 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %112
  %114 = load float, ptr addrspace(3) %26, align 4, !tbaa !26
  store float %114, ptr addrspace(1) %113, align 4, !tbaa !26
  br label %115

115:                                              ; preds = %111, %86
  br i1 %28, label %116, label %120

116:                                              ; preds = %115
  %117 = sext i32 %27 to i64
  %118 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %117
  %119 = load float, ptr addrspace(3) %38, align 4, !tbaa !26
  store float %119, ptr addrspace(1) %118, align 4, !tbaa !26
  br label %120

120:                                              ; preds = %116, %115
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ps_reduce_warp(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !56 !kernel_arg_access_qual !57 !kernel_arg_type !58 !kernel_arg_base_type !58 !kernel_arg_type_qual !59 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #9
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %10 = shl i64 %7, 1
  %11 = mul i64 %10, %9
  %12 = shl i64 %5, 32
  %13 = add i64 %11, %5
  %14 = trunc i64 %13 to i32
  %15 = tail call i64 @_Z14get_num_groupsj(i32 noundef 0) #9
  %16 = mul i64 %10, %15
  %17 = trunc i64 %16 to i32
  %18 = icmp slt i32 %14, %3
  br i1 %18, label %19, label %37

19:                                               ; preds = %4, %33
  %20 = phi float [ %34, %33 ], [ 0.000000e+00, %4 ]
  %21 = phi i32 [ %35, %33 ], [ %14, %4 ]
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !26
  %25 = fadd float %20, %24
  %26 = add nsw i32 %21, %8
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %28, label %33

28:                                               ; preds = %19
  %29 = sext i32 %26 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !26
  %32 = fadd float %25, %31
  br label %33

33:                                               ; preds = %28, %19
  %34 = phi float [ %32, %28 ], [ %25, %19 ]
  %35 = add nsw i32 %21, %17
  %36 = icmp slt i32 %35, %3
  br i1 %36, label %19, label %37

37:                                               ; preds = %33, %4
  %38 = phi float [ 0.000000e+00, %4 ], [ %34, %33 ]
  %39 = ashr exact i64 %12, 30
  %40 = getelementptr i8, ptr addrspace(3) %2, i64 %39
  store volatile float %38, ptr addrspace(3) %40, align 4, !tbaa !26
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %41 = icmp sgt i32 %8, 65
  br i1 %41, label %44, label %42

42:                                               ; preds = %55, %37
  %43 = icmp slt i32 %6, 32
  br i1 %43, label %57, label %82

44:                                               ; preds = %37, %55
  %45 = phi i32 [ %46, %55 ], [ %8, %37 ]
  %46 = lshr i32 %45, 1
  %47 = icmp sgt i32 %46, %6
  br i1 %47, label %48, label %55

48:                                               ; preds = %44
  %49 = add nsw i32 %46, %6
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %50
  %52 = load volatile float, ptr addrspace(3) %51, align 4, !tbaa !26
  %53 = load volatile float, ptr addrspace(3) %40, align 4, !tbaa !26
  %54 = fadd float %52, %53
  store volatile float %54, ptr addrspace(3) %40, align 4, !tbaa !26
  br label %55

55:                                               ; preds = %48, %44
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %56 = icmp ugt i32 %45, 131
  br i1 %56, label %44, label %42

57:                                               ; preds = %42
  %58 = getelementptr i8, ptr addrspace(3) %40, i64 128
  %59 = load volatile float, ptr addrspace(3) %58, align 4, !tbaa !26
  %60 = load volatile float, ptr addrspace(3) %40, align 4, !tbaa !26
  %61 = fadd float %59, %60
  store volatile float %61, ptr addrspace(3) %40, align 4, !tbaa !26
  %62 = getelementptr i8, ptr addrspace(3) %40, i64 64
  %63 = load volatile float, ptr addrspace(3) %62, align 4, !tbaa !26
  %64 = load volatile float, ptr addrspace(3) %40, align 4, !tbaa !26
  %65 = fadd float %63, %64
  store volatile float %65, ptr addrspace(3) %40, align 4, !tbaa !26
  %66 = getelementptr i8, ptr addrspace(3) %40, i64 32
  %67 = load volatile float, ptr addrspace(3) %66, align 4, !tbaa !26
  %68 = load volatile float, ptr addrspace(3) %40, align 4, !tbaa !26
  %69 = fadd float %67, %68
  store volatile float %69, ptr addrspace(3) %40, align 4, !tbaa !26
  %70 = getelementptr i8, ptr addrspace(3) %40, i64 16
  %71 = load volatile float, ptr addrspace(3) %70, align 4, !tbaa !26
  %72 = load volatile float, ptr addrspace(3) %40, align 4, !tbaa !26
  %73 = fadd float %71, %72
  store volatile float %73, ptr addrspace(3) %40, align 4, !tbaa !26
  %74 = getelementptr i8, ptr addrspace(3) %40, i64 8
  %75 = load volatile float, ptr addrspace(3) %74, align 4, !tbaa !26
  %76 = load volatile float, ptr addrspace(3) %40, align 4, !tbaa !26
  %77 = fadd float %75, %76
  store volatile float %77, ptr addrspace(3) %40, align 4, !tbaa !26
  %78 = getelementptr i8, ptr addrspace(3) %40, i64 4
  %79 = load volatile float, ptr addrspace(3) %78, align 4, !tbaa !26
  %80 = load volatile float, ptr addrspace(3) %40, align 4, !tbaa !26
  %81 = fadd float %79, %80
  store volatile float %81, ptr addrspace(3) %40, align 4, !tbaa !26
  br label %82

82:                                               ; preds = %57, %42
  %83 = icmp eq i32 %6, 0
  br i1 %83, label %84, label %88

84:                                               ; preds = %82
  %85 = load volatile float, ptr addrspace(3) %2, align 4, !tbaa !26
  %86 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %87 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %86
  store float %85, ptr addrspace(1) %87, align 4, !tbaa !26
  br label %88

88:                                               ; preds = %84, %82
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_num_groupsj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ps_radix_split(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !60 !kernel_arg_access_qual !57 !kernel_arg_type !61 !kernel_arg_base_type !61 !kernel_arg_type_qual !62 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #9
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %10 = shl i64 %9, 32
  %11 = ashr exact i64 %10, 30
  %12 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !22
  %14 = and i32 %3, 31
  %15 = lshr i32 %13, %14
  %16 = and i32 %15, 1
  %17 = xor i32 %16, 1
  %18 = shl i64 %5, 32
  %19 = ashr exact i64 %18, 32
  %20 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %19
  store i32 %17, ptr addrspace(3) %20, align 4, !tbaa !22
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %21 = icmp sgt i32 %8, 1
  br i1 %21, label %24, label %22

22:                                               ; preds = %32, %4
  %23 = icmp eq i32 %16, 0
  br i1 %23, label %47, label %38

24:                                               ; preds = %4, %32
  %25 = phi i32 [ %36, %32 ], [ 1, %4 ]
  %26 = icmp sgt i32 %25, %6
  br i1 %26, label %32, label %27

27:                                               ; preds = %24
  %28 = sub nsw i32 %6, %25
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %29
  %31 = load i32, ptr addrspace(3) %30, align 4, !tbaa !22
  br label %32

32:                                               ; preds = %24, %27
  %33 = phi i32 [ %31, %27 ], [ 0, %24 ]
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %34 = load i32, ptr addrspace(3) %20, align 4, !tbaa !22
  %35 = add i32 %34, %33
  store i32 %35, ptr addrspace(3) %20, align 4, !tbaa !22
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %36 = shl i32 %25, 1
  %37 = icmp slt i32 %36, %8
  br i1 %37, label %24, label %22

38:                                               ; preds = %22
  %39 = shl i64 %7, 32
  %40 = add i64 %39, -4294967296
  %41 = ashr exact i64 %40, 30
  %42 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %41
  %43 = load i32, ptr addrspace(3) %42, align 4, !tbaa !22
  %44 = add i32 %43, %6
  %45 = load i32, ptr addrspace(3) %20, align 4, !tbaa !22
  %46 = sub i32 %44, %45
  br label %50

47:                                               ; preds = %22
  %48 = load i32, ptr addrspace(3) %20, align 4, !tbaa !22
  %49 = add i32 %48, -1
  br label %50

50:                                               ; preds = %47, %38
  %51 = phi i32 [ %46, %38 ], [ %49, %47 ]
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %52
  store i32 %13, ptr addrspace(3) %53, align 4, !tbaa !22
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %54 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %19
  %55 = load i32, ptr addrspace(3) %54, align 4, !tbaa !22
  store i32 %55, ptr addrspace(1) %12, align 4, !tbaa !22
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @ps_md_lj(ptr addrspace(1) nocapture noundef writeonly align 16 %0, ptr addrspace(1) nocapture noundef readonly align 16 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #1 !kernel_arg_addr_space !63 !kernel_arg_access_qual !47 !kernel_arg_type !64 !kernel_arg_base_type !65 !kernel_arg_type_qual !66 {
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %10 = trunc i64 %9 to i32
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %56

12:                                               ; preds = %8
  %13 = shl i64 %9, 32
  %14 = ashr exact i64 %13, 32
  %15 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %14
  %16 = load <4 x float>, ptr addrspace(1) %15, align 16, !tbaa !45
  %17 = icmp sgt i32 %3, 0
  br i1 %17, label %18, label %53

18:                                               ; preds = %12
  %19 = fneg float %7
  br label %20

20:                                               ; preds = %48, %18
  %21 = phi <4 x float> [ zeroinitializer, %18 ], [ %49, %48 ]
  %22 = phi i32 [ 0, %18 ], [ %50, %48 ]
  %23 = mul nsw i32 %22, %4
  %24 = add nsw i32 %23, %10
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %25
  %27 = load i32, ptr addrspace(1) %26, align 4, !tbaa !22
  %28 = icmp slt i32 %27, 0
  br i1 %28, label %48, label %29

29:                                               ; preds = %20
  %30 = zext nneg i32 %27 to i64
  %31 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %30
  %32 = load <4 x float>, ptr addrspace(1) %31, align 16, !tbaa !45
  %33 = fsub <4 x float> %16, %32
  %34 = shufflevector <4 x float> %33, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %35 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %34, <3 x float> noundef %34) #9
  %36 = fcmp olt float %35, %5
  br i1 %36, label %37, label %48

37:                                               ; preds = %29
  %38 = fdiv float 1.000000e+00, %35, !fpmath !67
  %39 = fmul float %38, %38
  %40 = fmul float %38, %39
  %41 = fmul float %38, %40
  %42 = tail call float @llvm.fmuladd.f32(float %6, float %40, float %19)
  %43 = fmul float %41, %42
  %44 = insertelement <3 x float> poison, float %43, i64 0
  %45 = shufflevector <3 x float> %44, <3 x float> poison, <4 x i32> zeroinitializer
  %46 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %33, <4 x float> %45, <4 x float> %21)
  %47 = shufflevector <4 x float> %46, <4 x float> %21, <4 x i32> <i32 0, i32 1, i32 2, i32 7>
  br label %48

48:                                               ; preds = %29, %37, %20
  %49 = phi <4 x float> [ %21, %20 ], [ %47, %37 ], [ %21, %29 ]
  %50 = add nuw nsw i32 %22, 1
  %51 = icmp eq i32 %50, %3
  %52 = select i1 %28, i1 true, i1 %51
  br i1 %52, label %53, label %20

53:                                               ; preds = %48, %12
  %54 = phi <4 x float> [ zeroinitializer, %12 ], [ %49, %48 ]
  %55 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %14
  store <4 x float> %54, ptr addrspace(1) %55, align 16, !tbaa !45
  br label %56

56:                                               ; preds = %8, %53
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @ps_fft_stage(ptr addrspace(1) nocapture noundef align 8 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !kernel_arg_addr_space !68 !kernel_arg_access_qual !69 !kernel_arg_type !70 !kernel_arg_base_type !71 !kernel_arg_type_qual !72 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %5 = freeze i64 %4
  %6 = trunc i64 %5 to i32
  %7 = sdiv i32 %1, 2
  %8 = icmp sgt i32 %7, %6
  br i1 %8, label %9, label %40

9:                                                ; preds = %3
  %10 = and i32 %2, 31
  %11 = shl nuw i32 1, %10
  %12 = srem i32 %6, %11
  %13 = sub nsw i32 %6, %12
  %14 = shl nsw i32 %13, 1
  %15 = add nsw i32 %14, %12
  %16 = add nsw i32 %15, %11
  %17 = sitofp i32 %12 to float
  %18 = fmul float %17, 0xC00921FB60000000
  %19 = sitofp i32 %11 to float
  %20 = fdiv float %18, %19, !fpmath !67
  %21 = tail call float @_Z3cosf(float noundef %20) #9
  %22 = tail call float @_Z3sinf(float noundef %20) #9
  %23 = sext i32 %15 to i64
  %24 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %23
  %25 = load <2 x float>, ptr addrspace(1) %24, align 8, !tbaa !45
  %26 = sext i32 %16 to i64
  %27 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 8
  %29 = getelementptr inbounds i8, ptr addrspace(1) %27, i64 4
  %30 = load float, ptr addrspace(1) %29, align 4
  %31 = fneg float %30
  %32 = fmul float %22, %31
  %33 = tail call float @llvm.fmuladd.f32(float %28, float %21, float %32)
  %34 = insertelement <2 x float> poison, float %33, i64 0
  %35 = fmul float %21, %30
  %36 = tail call float @llvm.fmuladd.f32(float %28, float %22, float %35)
  %37 = insertelement <2 x float> %34, float %36, i64 1
  %38 = fadd <2 x float> %25, %37
  store <2 x float> %38, ptr addrspace(1) %24, align 8, !tbaa !45
  %39 = fsub <2 x float> %25, %37
  store <2 x float> %39, ptr addrspace(1) %27, align 8, !tbaa !45
  br label %40

40:                                               ; preds = %3, %9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z3cosf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z3sinf(float noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local noundef i32 @rev_bits6(i32 noundef %0) local_unnamed_addr #7 {
  %2 = trunc i32 %0 to i6
  %3 = tail call i6 @llvm.bitreverse.i6(i6 %2)
  %4 = zext i6 %3 to i32
  ret i32 %4
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ps_fft64_local(ptr addrspace(1) nocapture noundef align 8 %0, ptr addrspace(3) nocapture noundef align 8 %1) local_unnamed_addr #4 !kernel_arg_addr_space !73 !kernel_arg_access_qual !74 !kernel_arg_type !75 !kernel_arg_base_type !76 !kernel_arg_type_qual !77 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %4 = trunc i64 %3 to i32
  %5 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %6 = trunc i64 %5 to i32
  %7 = shl i32 %6, 6
  %8 = tail call i32 @rev_bits6(i32 noundef %4) #11
  %9 = add nsw i32 %7, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %10
  %12 = load <2 x float>, ptr addrspace(1) %11, align 8, !tbaa !45
  %13 = shl i64 %3, 32
  %14 = ashr exact i64 %13, 29
  %15 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %14
  store <2 x float> %12, ptr addrspace(3) %15, align 8, !tbaa !45
  %16 = add i32 %4, 32
  %17 = tail call i32 @rev_bits6(i32 noundef %16) #11
  %18 = add nsw i32 %17, %7
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %19
  %21 = load <2 x float>, ptr addrspace(1) %20, align 8, !tbaa !45
  %22 = sext i32 %16 to i64
  %23 = getelementptr inbounds <2 x float>, ptr addrspace(3) %1, i64 %22
  store <2 x float> %21, ptr addrspace(3) %23, align 8, !tbaa !45
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %24 = shl nsw i32 %4, 1
  %25 = or disjoint i32 %24, 1
  %26 = tail call float @_Z10native_cosf(float noundef -0.000000e+00) #9
  %27 = tail call float @_Z10native_sinf(float noundef -0.000000e+00) #9
  %28 = sext i32 %24 to i64
  %29 = getelementptr inbounds <2 x float>, ptr addrspace(3) %1, i64 %28
  %30 = load <2 x float>, ptr addrspace(3) %29, align 8, !tbaa !45
  %31 = sext i32 %25 to i64
  %32 = getelementptr inbounds <2 x float>, ptr addrspace(3) %1, i64 %31
  %33 = load float, ptr addrspace(3) %32, align 8
  %34 = getelementptr inbounds i8, ptr addrspace(3) %32, i64 4
  %35 = load float, ptr addrspace(3) %34, align 4
  %36 = fneg float %35
  %37 = fmul float %27, %36
  %38 = tail call float @llvm.fmuladd.f32(float %33, float %26, float %37)
  %39 = insertelement <2 x float> poison, float %38, i64 0
  %40 = fmul float %26, %35
  %41 = tail call float @llvm.fmuladd.f32(float %33, float %27, float %40)
  %42 = insertelement <2 x float> %39, float %41, i64 1
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %43 = fadd <2 x float> %30, %42
  store <2 x float> %43, ptr addrspace(3) %29, align 8, !tbaa !45
  %44 = fsub <2 x float> %30, %42
  store <2 x float> %44, ptr addrspace(3) %32, align 8, !tbaa !45
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %45 = srem i32 %4, 2
  %46 = sub nsw i32 %4, %45
  %47 = shl nsw i32 %46, 1
  %48 = add nsw i32 %47, %45
  %49 = sitofp i32 %45 to float
  %50 = fmul float %49, 0xC00921FB60000000
  %51 = fmul float %50, 5.000000e-01
  %52 = tail call float @_Z10native_cosf(float noundef %51) #9
  %53 = tail call float @_Z10native_sinf(float noundef %51) #9
  %54 = sext i32 %48 to i64
  %55 = getelementptr inbounds <2 x float>, ptr addrspace(3) %1, i64 %54
  %56 = load <2 x float>, ptr addrspace(3) %55, align 8, !tbaa !45
  %57 = sext i32 %48 to i64
  %58 = getelementptr <2 x float>, ptr addrspace(3) %1, i64 %57
  %59 = getelementptr i8, ptr addrspace(3) %58, i64 16
  %60 = load float, ptr addrspace(3) %59, align 8
  %61 = getelementptr i8, ptr addrspace(3) %58, i64 20
  %62 = load float, ptr addrspace(3) %61, align 4
  %63 = fneg float %62
  %64 = fmul float %53, %63
  %65 = tail call float @llvm.fmuladd.f32(float %60, float %52, float %64)
  %66 = insertelement <2 x float> poison, float %65, i64 0
  %67 = fmul float %52, %62
  %68 = tail call float @llvm.fmuladd.f32(float %60, float %53, float %67)
  %69 = insertelement <2 x float> %66, float %68, i64 1
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %70 = fadd <2 x float> %56, %69
  store <2 x float> %70, ptr addrspace(3) %55, align 8, !tbaa !45
  %71 = fsub <2 x float> %56, %69
  store <2 x float> %71, ptr addrspace(3) %59, align 8, !tbaa !45
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %72 = srem i32 %4, 4
  %73 = sub nsw i32 %4, %72
  %74 = shl nsw i32 %73, 1
  %75 = add nsw i32 %74, %72
  %76 = sitofp i32 %72 to float
  %77 = fmul float %76, 0xC00921FB60000000
  %78 = fmul float %77, 2.500000e-01
  %79 = tail call float @_Z10native_cosf(float noundef %78) #9
  %80 = tail call float @_Z10native_sinf(float noundef %78) #9
  %81 = sext i32 %75 to i64
  %82 = getelementptr inbounds <2 x float>, ptr addrspace(3) %1, i64 %81
  %83 = load <2 x float>, ptr addrspace(3) %82, align 8, !tbaa !45
  %84 = sext i32 %75 to i64
  %85 = getelementptr <2 x float>, ptr addrspace(3) %1, i64 %84
  %86 = getelementptr i8, ptr addrspace(3) %85, i64 32
  %87 = load float, ptr addrspace(3) %86, align 8
  %88 = getelementptr i8, ptr addrspace(3) %85, i64 36
  %89 = load float, ptr addrspace(3) %88, align 4
  %90 = fneg float %89
  %91 = fmul float %80, %90
  %92 = tail call float @llvm.fmuladd.f32(float %87, float %79, float %91)
  %93 = insertelement <2 x float> poison, float %92, i64 0
  %94 = fmul float %79, %89
  %95 = tail call float @llvm.fmuladd.f32(float %87, float %80, float %94)
  %96 = insertelement <2 x float> %93, float %95, i64 1
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %97 = fadd <2 x float> %83, %96
  store <2 x float> %97, ptr addrspace(3) %82, align 8, !tbaa !45
  %98 = fsub <2 x float> %83, %96
  store <2 x float> %98, ptr addrspace(3) %86, align 8, !tbaa !45
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %99 = srem i32 %4, 8
  %100 = sub nsw i32 %4, %99
  %101 = shl nsw i32 %100, 1
  %102 = add nsw i32 %101, %99
  %103 = sitofp i32 %99 to float
  %104 = fmul float %103, 0xC00921FB60000000
  %105 = fmul float %104, 1.250000e-01
  %106 = tail call float @_Z10native_cosf(float noundef %105) #9
  %107 = tail call float @_Z10native_sinf(float noundef %105) #9
  %108 = sext i32 %102 to i64
  %109 = getelementptr inbounds <2 x float>, ptr addrspace(3) %1, i64 %108
  %110 = load <2 x float>, ptr addrspace(3) %109, align 8, !tbaa !45
  %111 = sext i32 %102 to i64
  %112 = getelementptr <2 x float>, ptr addrspace(3) %1, i64 %111
  %113 = getelementptr i8, ptr addrspace(3) %112, i64 64
  %114 = load float, ptr addrspace(3) %113, align 8
  %115 = getelementptr i8, ptr addrspace(3) %112, i64 68
  %116 = load float, ptr addrspace(3) %115, align 4
  %117 = fneg float %116
  %118 = fmul float %107, %117
  %119 = tail call float @llvm.fmuladd.f32(float %114, float %106, float %118)
  %120 = insertelement <2 x float> poison, float %119, i64 0
  %121 = fmul float %106, %116
  %122 = tail call float @llvm.fmuladd.f32(float %114, float %107, float %121)
  %123 = insertelement <2 x float> %120, float %122, i64 1
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %124 = fadd <2 x float> %110, %123
  store <2 x float> %124, ptr addrspace(3) %109, align 8, !tbaa !45
  %125 = fsub <2 x float> %110, %123
  store <2 x float> %125, ptr addrspace(3) %113, align 8, !tbaa !45
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %126 = srem i32 %4, 16
  %127 = sub nsw i32 %4, %126
  %128 = shl nsw i32 %127, 1
  %129 = add nsw i32 %128, %126
  %130 = sitofp i32 %126 to float
  %131 = fmul float %130, 0xC00921FB60000000
  %132 = fmul float %131, 6.250000e-02
  %133 = tail call float @_Z10native_cosf(float noundef %132) #9
  %134 = tail call float @_Z10native_sinf(float noundef %132) #9
  %135 = sext i32 %129 to i64
  %136 = getelementptr inbounds <2 x float>, ptr addrspace(3) %1, i64 %135
  %137 = load <2 x float>, ptr addrspace(3) %136, align 8, !tbaa !45
  %138 = sext i32 %129 to i64
  %139 = getelementptr <2 x float>, ptr addrspace(3) %1, i64 %138
  %140 = getelementptr i8, ptr addrspace(3) %139, i64 128
  %141 = load float, ptr addrspace(3) %140, align 8
  %142 = getelementptr i8, ptr addrspace(3) %139, i64 132
  %143 = load float, ptr addrspace(3) %142, align 4
  %144 = fneg float %143
  %145 = fmul float %134, %144
  %146 = tail call float @llvm.fmuladd.f32(float %141, float %133, float %145)
  %147 = insertelement <2 x float> poison, float %146, i64 0
  %148 = fmul float %133, %143
  %149 = tail call float @llvm.fmuladd.f32(float %141, float %134, float %148)
  %150 = insertelement <2 x float> %147, float %149, i64 1
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %151 = fadd <2 x float> %137, %150
  store <2 x float> %151, ptr addrspace(3) %136, align 8, !tbaa !45
  %152 = fsub <2 x float> %137, %150
  store <2 x float> %152, ptr addrspace(3) %140, align 8, !tbaa !45
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %153 = srem i32 %4, 32
  %154 = sub nsw i32 %4, %153
  %155 = shl nsw i32 %154, 1
  %156 = add nsw i32 %155, %153
  %157 = sitofp i32 %153 to float
  %158 = fmul float %157, 0xC00921FB60000000
  %159 = fmul float %158, 3.125000e-02
  %160 = tail call float @_Z10native_cosf(float noundef %159) #9
  %161 = tail call float @_Z10native_sinf(float noundef %159) #9
  %162 = sext i32 %156 to i64
  %163 = getelementptr inbounds <2 x float>, ptr addrspace(3) %1, i64 %162
  %164 = load <2 x float>, ptr addrspace(3) %163, align 8, !tbaa !45
  %165 = sext i32 %156 to i64
  %166 = getelementptr <2 x float>, ptr addrspace(3) %1, i64 %165
  %167 = getelementptr i8, ptr addrspace(3) %166, i64 256
  %168 = load float, ptr addrspace(3) %167, align 8
  %169 = getelementptr i8, ptr addrspace(3) %166, i64 260
  %170 = load float, ptr addrspace(3) %169, align 4
  %171 = fneg float %170
  %172 = fmul float %161, %171
  %173 = tail call float @llvm.fmuladd.f32(float %168, float %160, float %172)
  %174 = insertelement <2 x float> poison, float %173, i64 0
  %175 = fmul float %160, %170
  %176 = tail call float @llvm.fmuladd.f32(float %168, float %161, float %175)
  %177 = insertelement <2 x float> %174, float %176, i64 1
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %178 = fadd <2 x float> %164, %177
  store <2 x float> %178, ptr addrspace(3) %163, align 8, !tbaa !45
  %179 = fsub <2 x float> %164, %177
  store <2 x float> %179, ptr addrspace(3) %167, align 8, !tbaa !45
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %180 = load <2 x float>, ptr addrspace(3) %15, align 8, !tbaa !45
  %181 = add nsw i32 %7, %4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %182
  store <2 x float> %180, ptr addrspace(1) %183, align 8, !tbaa !45
  %184 = load <2 x float>, ptr addrspace(3) %23, align 8, !tbaa !45
  %185 = getelementptr i8, ptr addrspace(1) %183, i64 256
  store <2 x float> %184, ptr addrspace(1) %185, align 8, !tbaa !45
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i6 @llvm.bitreverse.i6(i6) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #6 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { convergent nounwind willreturn memory(none) }
attributes #10 = { convergent nounwind }
attributes #11 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13}
!llvm.module.flags = !{!14, !15}
!opencl.ocl.version = !{!16}

!0 = !{ptr @ps_spmv_csr_scalar, !"kernel", i32 1}
!1 = !{ptr @ps_spmv_csr_vector, !"kernel", i32 1}
!2 = !{ptr @ps_spmv_ell, !"kernel", i32 1}
!3 = !{ptr @ps_stencil7, !"kernel", i32 1}
!4 = !{ptr @ps_sgemm_tiled, !"kernel", i32 1}
!5 = !{ptr @ps_histo, !"kernel", i32 1}
!6 = !{ptr @ps_mriq, !"kernel", i32 1}
!7 = !{ptr @ps_tpacf, !"kernel", i32 1}
!8 = !{ptr @ps_scan_local, !"kernel", i32 1}
!9 = !{ptr @ps_reduce_warp, !"kernel", i32 1}
!10 = !{ptr @ps_radix_split, !"kernel", i32 1}
!11 = !{ptr @ps_md_lj, !"kernel", i32 1}
!12 = !{ptr @ps_fft_stage, !"kernel", i32 1}
!13 = !{ptr @ps_fft64_local, !"kernel", i32 1}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{i32 2, i32 0}
!17 = !{!"clang-19"}
!18 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!19 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!20 = !{!"float*", !"int*", !"int*", !"float*", !"float*", !"int"}
!21 = !{!"const", !"const", !"const", !"const", !"", !""}
!22 = !{!23, !23, i64 0}
!23 = !{!"int", !24, i64 0}
!24 = !{!"omnipotent char", !25, i64 0}
!25 = !{!"Simple C/C++ TBAA"}
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !24, i64 0}
!28 = distinct !{!28, !29}
!29 = !{!"llvm.loop.unroll.disable"}
!30 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 3, i32 0}
!31 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!32 = !{!"float*", !"int*", !"int*", !"float*", !"float*", !"float*", !"int"}
!33 = !{!"const", !"const", !"const", !"const", !"", !"volatile", !""}
!34 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!35 = !{!"float*", !"float*", !"float", !"float", !"int", !"int", !"int"}
!36 = !{!"const", !"", !"", !"", !"", !"", !""}
!37 = !{i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0}
!38 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!39 = !{!"float*", !"int", !"float*", !"int", !"float*", !"int", !"int", !"float", !"float"}
!40 = !{!"const", !"", !"const", !"", !"", !"", !"", !"", !""}
!41 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!42 = !{!"none", !"none", !"none", !"none", !"none"}
!43 = !{!"uint*", !"uchar*", !"uint*", !"int", !"int"}
!44 = !{!"const", !"", !"", !"", !""}
!45 = !{!24, !24, i64 0}
!46 = !{i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2}
!47 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!48 = !{!"int", !"int", !"float*", !"float*", !"float*", !"float*", !"float*", !"kvalue_t*"}
!49 = !{!"", !"", !"const", !"const", !"const", !"", !"", !"const"}
!50 = !{i32 1, i32 0, i32 2, i32 0, i32 1, i32 3}
!51 = !{!"float4*", !"int", !"float*", !"int", !"uint*", !"uint*"}
!52 = !{!"float __attribute__((ext_vector_type(4)))*", !"int", !"float*", !"int", !"uint*", !"uint*"}
!53 = !{!"const", !"", !"const", !"", !"", !""}
!54 = !{i32 1, i32 1, i32 1, i32 3, i32 0}
!55 = !{!"float*", !"float*", !"float*", !"float*", !"int"}
!56 = !{i32 1, i32 1, i32 3, i32 0}
!57 = !{!"none", !"none", !"none", !"none"}
!58 = !{!"float*", !"float*", !"float*", !"int"}
!59 = !{!"const", !"", !"volatile", !""}
!60 = !{i32 1, i32 3, i32 3, i32 0}
!61 = !{!"uint*", !"uint*", !"uint*", !"int"}
!62 = !{!"", !"", !"", !""}
!63 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!64 = !{!"float4*", !"float4*", !"int*", !"int", !"int", !"float", !"float", !"float"}
!65 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int*", !"int", !"int", !"float", !"float", !"float"}
!66 = !{!"", !"const", !"const", !"", !"", !"", !"", !""}
!67 = !{float 2.500000e+00}
!68 = !{i32 1, i32 0, i32 0}
!69 = !{!"none", !"none", !"none"}
!70 = !{!"float2*", !"int", !"int"}
!71 = !{!"float __attribute__((ext_vector_type(2)))*", !"int", !"int"}
!72 = !{!"", !"", !""}
!73 = !{i32 1, i32 3}
!74 = !{!"none", !"none"}
!75 = !{!"float2*", !"float2*"}
!76 = !{!"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(2)))*"}
!77 = !{!"", !""}
