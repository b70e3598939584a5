source_filename = "src/misc.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

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

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @nbody_forces(ptr addrspace(1) nocapture noundef readonly align 16 %0, ptr addrspace(1) nocapture noundef writeonly align 16 %1, ptr addrspace(3) nocapture noundef align 16 %2, i32 noundef %3, float noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %7 = shl i64 %6, 32
  %8 = ashr exact i64 %7, 32
  %9 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %8
  %10 = load <4 x float>, ptr addrspace(1) %9, align 16, !tbaa !14
  %11 = icmp sgt i32 %3, 0
  br i1 %11, label %15, label %12

12:                                               ; preds = %30, %5
  %13 = phi <4 x float> [ zeroinitializer, %5 ], [ %26, %30 ]
  %14 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %8
  store <4 x float> %13, ptr addrspace(1) %14, align 16, !tbaa !14
  ret void

15:                                               ; preds = %5, %30
  %16 = phi <4 x float> [ %26, %30 ], [ zeroinitializer, %5 ]
  %17 = phi i32 [ %33, %30 ], [ 0, %5 ]
  %18 = sext i32 %17 to i64
  %19 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #8
  %20 = getelementptr <4 x float>, ptr addrspace(1) %0, i64 %19
  %21 = getelementptr <4 x float>, ptr addrspace(1) %20, i64 %18
  %22 = load <4 x float>, ptr addrspace(1) %21, align 16, !tbaa !14
  %23 = getelementptr inbounds <4 x float>, ptr addrspace(3) %2, i64 %19
  store <4 x float> %22, ptr addrspace(3) %23, align 16, !tbaa !14
  tail call void @_Z7barrierj(i32 noundef 1) #9
  br label %24

24:                                               ; preds = %35, %15
  %25 = phi i32 [ 0, %15 ], [ %55, %35 ]
  %26 = phi <4 x float> [ %16, %15 ], [ %54, %35 ]
  %27 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #8
  %28 = trunc i64 %27 to i32
  %29 = icmp slt i32 %25, %28
  br i1 %29, label %35, label %30

30:                                               ; preds = %24
  tail call void @_Z7barrierj(i32 noundef 1) #9
  %31 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #8
  %32 = trunc i64 %31 to i32
  %33 = add i32 %17, %32
  %34 = icmp slt i32 %33, %3
  br i1 %34, label %15, label %12

35:                                               ; preds = %24
  %36 = zext nneg i32 %25 to i64
  %37 = getelementptr inbounds <4 x float>, ptr addrspace(3) %2, i64 %36
  %38 = load <4 x float>, ptr addrspace(3) %37, align 16
  %39 = fsub <4 x float> %38, %10
  %40 = extractelement <4 x float> %39, i64 0
  %41 = extractelement <4 x float> %39, i64 1
  %42 = fmul float %41, %41
  %43 = tail call float @llvm.fmuladd.f32(float %40, float %40, float %42)
  %44 = extractelement <4 x float> %39, i64 2
  %45 = tail call float @llvm.fmuladd.f32(float %44, float %44, float %43)
  %46 = fadd float %45, %4
  %47 = fmul float %46, %46
  %48 = fmul float %46, %47
  %49 = tail call float @_Z5rsqrtf(float noundef %48) #8
  %50 = extractelement <4 x float> %38, i64 3
  %51 = fmul float %50, %49
  %52 = insertelement <4 x float> poison, float %51, i64 0
  %53 = shufflevector <4 x float> %52, <4 x float> poison, <4 x i32> zeroinitializer
  %54 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %39, <4 x float> %53, <4 x float> %26)
  %55 = add nuw nsw i32 %25, 1
  br label %24
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z5rsqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #4

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @spmv_csr(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5) local_unnamed_addr #5 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %5
  br i1 %9, label %10, label %133

10:                                               ; preds = %6
  %11 = shl i64 %7, 32
  %12 = ashr exact i64 %11, 32
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !21
  %15 = add i64 %11, 4294967296
  %16 = ashr exact i64 %15, 30
  %17 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !21
  %19 = icmp slt i32 %14, %18
  br i1 %19, label %20, label %46

20:                                               ; preds = %10
  %21 = sub i32 %18, %14
  %22 = and i32 %21, 7
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %40, label %24

24:                                               ; preds = %20, %24
  %25 = phi i32 [ %37, %24 ], [ %14, %20 ]
  %26 = phi float [ %36, %24 ], [ 0.000000e+00, %20 ]
  %27 = phi i32 [ %38, %24 ], [ 0, %20 ]
  %28 = sext i32 %25 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !23
  %31 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %28
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !21
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !23
  %36 = tail call float @llvm.fmuladd.f32(float %30, float %35, float %26)
  %37 = add nsw i32 %25, 1
  %38 = add i32 %27, 1
  %39 = icmp eq i32 %38, %22
  br i1 %39, label %40, label %24, !llvm.loop !25

40:                                               ; preds = %24, %20
  %41 = phi float [ poison, %20 ], [ %36, %24 ]
  %42 = phi i32 [ %14, %20 ], [ %37, %24 ]
  %43 = phi float [ 0.000000e+00, %20 ], [ %36, %24 ]
  %44 = sub i32 %14, %18
  %45 = icmp ugt i32 %44, -8
  br i1 %45, label %46, label %49

46:                                               ; preds = %40, %49, %10
  %47 = phi float [ 0.000000e+00, %10 ], [ %41, %40 ], [ %130, %49 ]
  %48 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %12
  store float %47, ptr addrspace(1) %48, align 4, !tbaa !23
  br label %133

49:                                               ; preds = %40, %49
  %50 = phi i32 [ %131, %49 ], [ %42, %40 ]
  %51 = phi float [ %130, %49 ], [ %43, %40 ]
  %52 = sext i32 %50 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !23
  %55 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %52
  %56 = load i32, ptr addrspace(1) %55, align 4, !tbaa !21
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4, !tbaa !23
  %60 = tail call float @llvm.fmuladd.f32(float %54, float %59, float %51)
  %61 = add nsw i32 %50, 1
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4, !tbaa !23
  %65 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %62
  %66 = load i32, ptr addrspace(1) %65, align 4, !tbaa !21
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %67
  %69 = load float, ptr addrspace(1) %68, align 4, !tbaa !23
  %70 = tail call float @llvm.fmuladd.f32(float %64, float %69, float %60)
  %71 = add nsw i32 %50, 2
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %72
  %74 = load float, ptr addrspace(1) %73, align 4, !tbaa !23
  %75 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %72
  %76 = load i32, ptr addrspace(1) %75, align 4, !tbaa !21
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %77
  %79 = load float, ptr addrspace(1) %78, align 4, !tbaa !23
  %80 = tail call float @llvm.fmuladd.f32(float %74, float %79, float %70)
  %81 = add nsw i32 %50, 3
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %82
  %84 = load float, ptr addrspace(1) %83, align 4, !tbaa !23
  %85 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %82
  %86 = load i32, ptr addrspace(1) %85, align 4, !tbaa !21
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %87
  %89 = load float, ptr addrspace(1) %88, align 4, !tbaa !23
  %90 = tail call float @llvm.fmuladd.f32(float %84, float %89, float %80)
  %91 = add nsw i32 %50, 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %92
  %94 = load float, ptr addrspace(1) %93, align 4, !tbaa !23
  %95 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %92
  %96 = load i32, ptr addrspace(1) %95, align 4, !tbaa !21
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %97
  %99 = load float, ptr addrspace(1) %98, align 4, !tbaa !23
  %100 = tail call float @llvm.fmuladd.f32(float %94, float %99, float %90)
  %101 = add nsw i32 %50, 5
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %102
  %104 = load float, ptr addrspace(1) %103, align 4, !tbaa !23
  %105 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %102
  %106 = load i32, ptr addrspace(1) %105, align 4, !tbaa !21
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %107
  %109 = load float, ptr addrspace(1) %108, align 4, !tbaa !23
  %110 = tail call float @llvm.fmuladd.f32(float %104, float %109, float %100)
  %111 = add nsw i32 %50, 6
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %112
  %114 = load float, ptr addrspace(1) %113, align 4, !tbaa !23
  %115 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %112
  %116 = load i32, ptr addrspace(1) %115, align 4, !tbaa !21
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %117
  %119 = load float, ptr addrspace(1) %118, align 4, !tbaa !23
  %120 = tail call float @llvm.fmuladd.f32(float %114, float %119, float %110)
  %121 = add nsw i32 %50, 7
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %122
  %124 = load float, ptr addrspace(1) %123, align 4, !tbaa !23
  %125 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %122
  %126 = load i32, ptr addrspace(1) %125, align 4, !tbaa !21
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %127
  %129 = load float, ptr addrspace(1) %128, align 4, !tbaa !23
  %130 = tail call float @llvm.fmuladd.f32(float %124, float %129, float %120)
  %131 = add nsw i32 %50, 8
  %132 = icmp eq i32 %131, %18
  br i1 %132, label %46, label %49

133:                                              ; preds = %46, %6
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @black_scholes(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, float noundef %3, float noundef %4, float noundef %5) local_unnamed_addr #6 !kernel_arg_addr_space !27 !kernel_arg_access_qual !18 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %8 = tail call float @_Z4sqrtf(float noundef %5) #8, !fpmath !30
  %9 = fmul float %8, %4
  %10 = shl i64 %7, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !23
  %14 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %11
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !23
  %16 = fdiv float %13, %15, !fpmath !31
  %17 = tail call float @_Z3logf(float noundef %16) #8
  %18 = fmul float %4, 5.000000e-01
  %19 = tail call float @llvm.fmuladd.f32(float %18, float %4, float %3)
  %20 = tail call float @llvm.fmuladd.f32(float %19, float %5, float %17)
  %21 = fdiv float %20, %9, !fpmath !31
  %22 = fsub float %21, %9
  %23 = fmul float %21, 0xBFE6A09E60000000
  %24 = tail call float @_Z4erfcf(float noundef %23) #8
  %25 = fmul float %24, 5.000000e-01
  %26 = fmul float %22, 0xBFE6A09E60000000
  %27 = tail call float @_Z4erfcf(float noundef %26) #8
  %28 = fmul float %27, 5.000000e-01
  %29 = fneg float %3
  %30 = fmul float %29, %5
  %31 = tail call float @_Z3expf(float noundef %30) #8
  %32 = fneg float %15
  %33 = fmul float %31, %32
  %34 = fmul float %28, %33
  %35 = tail call float @llvm.fmuladd.f32(float %13, float %25, float %34)
  %36 = fcmp ogt float %35, 0.000000e+00
  %37 = select i1 %36, float %35, float 0.000000e+00
  %38 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %11
  store float %37, ptr addrspace(1) %38, align 4, !tbaa !23
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4sqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z3logf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4erfcf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z3expf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @conv2d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #5 !kernel_arg_addr_space !27 !kernel_arg_access_qual !18 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !29 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
  %10 = trunc i64 %9 to i32
  %11 = icmp sgt i32 %5, 0
  br i1 %11, label %12, label %28

12:                                               ; preds = %6
  %13 = lshr i32 %5, 1
  %14 = sub i32 %8, %13
  %15 = sub i32 %10, %13
  %16 = and i32 %5, 3
  %17 = icmp ult i32 %5, 4
  %18 = and i32 %5, 2147483644
  %19 = icmp eq i32 %16, 0
  br label %20

20:                                               ; preds = %12, %62
  %21 = phi float [ 0.000000e+00, %12 ], [ %63, %62 ]
  %22 = phi i32 [ 0, %12 ], [ %64, %62 ]
  %23 = add i32 %15, %22
  %24 = icmp sgt i32 %23, -1
  %25 = icmp slt i32 %23, %4
  %26 = mul nsw i32 %23, %3
  %27 = mul nuw nsw i32 %22, %5
  br i1 %17, label %33, label %66

28:                                               ; preds = %62, %6
  %29 = phi float [ 0.000000e+00, %6 ], [ %63, %62 ]
  %30 = icmp slt i32 %8, %3
  %31 = icmp slt i32 %10, %4
  %32 = select i1 %30, i1 %31, i1 false
  br i1 %32, label %148, label %153

33:                                               ; preds = %143, %20
  %34 = phi float [ poison, %20 ], [ %144, %143 ]
  %35 = phi float [ %21, %20 ], [ %144, %143 ]
  %36 = phi i32 [ 0, %20 ], [ %145, %143 ]
  br i1 %19, label %62, label %37

37:                                               ; preds = %33, %57
  %38 = phi float [ %58, %57 ], [ %35, %33 ]
  %39 = phi i32 [ %59, %57 ], [ %36, %33 ]
  %40 = phi i32 [ %60, %57 ], [ 0, %33 ]
  %41 = add i32 %14, %39
  %42 = icmp sgt i32 %41, -1
  %43 = select i1 %42, i1 %24, i1 false
  %44 = icmp slt i32 %41, %3
  %45 = and i1 %44, %43
  %46 = select i1 %45, i1 %25, i1 false
  br i1 %46, label %47, label %57

47:                                               ; preds = %37
  %48 = add nuw nsw i32 %41, %26
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %49
  %51 = load float, ptr addrspace(1) %50, align 4, !tbaa !23
  %52 = add nuw nsw i32 %39, %27
  %53 = zext nneg i32 %52 to i64
  %54 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %53
  %55 = load float, ptr addrspace(1) %54, align 4, !tbaa !23
  %56 = tail call float @llvm.fmuladd.f32(float %51, float %55, float %38)
  br label %57

57:                                               ; preds = %47, %37
  %58 = phi float [ %56, %47 ], [ %38, %37 ]
  %59 = add nuw nsw i32 %39, 1
  %60 = add i32 %40, 1
  %61 = icmp eq i32 %60, %16
  br i1 %61, label %62, label %37, !llvm.loop !33

62:                                               ; preds = %57, %33
  %63 = phi float [ %34, %33 ], [ %58, %57 ]
  %64 = add nuw nsw i32 %22, 1
  %65 = icmp eq i32 %64, %5
  br i1 %65, label %28, label %20

66:                                               ; preds = %20, %143
  %67 = phi float [ %144, %143 ], [ %21, %20 ]
  %68 = phi i32 [ %145, %143 ], [ 0, %20 ]
  %69 = phi i32 [ %146, %143 ], [ 0, %20 ]
  %70 = add i32 %14, %68
  %71 = icmp sgt i32 %70, -1
  %72 = select i1 %71, i1 %24, i1 false
  %73 = icmp slt i32 %70, %3
  %74 = and i1 %73, %72
  %75 = select i1 %74, i1 %25, i1 false
  br i1 %75, label %76, label %86

76:                                               ; preds = %66
  %77 = add nuw nsw i32 %70, %26
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %78
  %80 = load float, ptr addrspace(1) %79, align 4, !tbaa !23
  %81 = add nuw nsw i32 %68, %27
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %82
  %84 = load float, ptr addrspace(1) %83, align 4, !tbaa !23
  %85 = tail call float @llvm.fmuladd.f32(float %80, float %84, float %67)
  br label %86

86:                                               ; preds = %66, %76
  %87 = phi float [ %85, %76 ], [ %67, %66 ]
  %88 = or disjoint i32 %68, 1
  %89 = add i32 %14, %88
  %90 = icmp sgt i32 %89, -1
  %91 = select i1 %90, i1 %24, i1 false
  %92 = icmp slt i32 %89, %3
  %93 = and i1 %92, %91
  %94 = select i1 %93, i1 %25, i1 false
  br i1 %94, label %95, label %105

95:                                               ; preds = %86
  %96 = add nuw nsw i32 %89, %26
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %97
  %99 = load float, ptr addrspace(1) %98, align 4, !tbaa !23
  %100 = add nuw nsw i32 %88, %27
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %101
  %103 = load float, ptr addrspace(1) %102, align 4, !tbaa !23
  %104 = tail call float @llvm.fmuladd.f32(float %99, float %103, float %87)
  br label %105

105:                                              ; preds = %95, %86
  %106 = phi float [ %104, %95 ], [ %87, %86 ]
  %107 = or disjoint i32 %68, 2
  %108 = add i32 %14, %107
  %109 = icmp sgt i32 %108, -1
  %110 = select i1 %109, i1 %24, i1 false
  %111 = icmp slt i32 %108, %3
  %112 = and i1 %111, %110
  %113 = select i1 %112, i1 %25, i1 false
  br i1 %113, label %114, label %124

114:                                              ; preds = %105
  %115 = add nuw nsw i32 %108, %26
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %116
  %118 = load float, ptr addrspace(1) %117, align 4, !tbaa !23
  %119 = add nuw nsw i32 %107, %27
  %120 = zext nneg i32 %119 to i64
  %121 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %120
  %122 = load float, ptr addrspace(1) %121, align 4, !tbaa !23
  %123 = tail call float @llvm.fmuladd.f32(float %118, float %122, float %106)
  br label %124

124:                                              ; preds = %114, %105
  %125 = phi float [ %123, %114 ], [ %106, %105 ]
  %126 = or disjoint i32 %68, 3
  %127 = add i32 %14, %126
  %128 = icmp sgt i32 %127, -1
  %129 = select i1 %128, i1 %24, i1 false
  %130 = icmp slt i32 %127, %3
  %131 = and i1 %130, %129
  %132 = select i1 %131, i1 %25, i1 false
  br i1 %132, label %133, label %143

133:                                              ; preds = %124
  %134 = add nuw nsw i32 %127, %26
  %135 = zext nneg i32 %134 to i64
  %136 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %135
  %137 = load float, ptr addrspace(1) %136, align 4, !tbaa !23
  %138 = add nuw nsw i32 %126, %27
  %139 = zext nneg i32 %138 to i64
  %140 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %139
  %141 = load float, ptr addrspace(1) %140, align 4, !tbaa !23
  %142 = tail call float @llvm.fmuladd.f32(float %137, float %141, float %125)
  br label %143

143:                                              ; preds = %133, %124
  %144 = phi float [ %142, %133 ], [ %125, %124 ]
  %145 = add nuw nsw i32 %68, 4
  %146 = add i32 %69, 4
  %147 = icmp eq i32 %146, %18
  br i1 %147, label %33, label %66

148:                                              ; preds = %28
  %149 = mul nsw i32 %10, %3
  %150 = add nsw i32 %149, %8
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %151
  store float %29, ptr addrspace(1) %152, align 4, !tbaa !23
  br label %153

153:                                              ; preds = %148, %28
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: write)
define dso_local spir_kernel void @monte_carlo_pi(ptr addrspace(1) nocapture noundef writeonly align 4 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #7 !kernel_arg_addr_space !34 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %37

6:                                                ; preds = %3
  %7 = trunc i64 %4 to i32
  %8 = xor i32 %7, %2
  %9 = and i32 %1, 1
  %10 = icmp eq i32 %1, 1
  br i1 %10, label %13, label %11

11:                                               ; preds = %6
  %12 = and i32 %1, 2147483646
  br label %41

13:                                               ; preds = %41, %6
  %14 = phi i32 [ poison, %6 ], [ %80, %41 ]
  %15 = phi i32 [ %8, %6 ], [ %70, %41 ]
  %16 = phi i32 [ 0, %6 ], [ %80, %41 ]
  %17 = icmp eq i32 %9, 0
  br i1 %17, label %37, label %18

18:                                               ; preds = %13
  %19 = lshr i32 %15, 16
  %20 = xor i32 %19, %15
  %21 = mul i32 %20, 2146121005
  %22 = lshr i32 %21, 15
  %23 = xor i32 %22, %21
  %24 = mul i32 %23, -2073254261
  %25 = lshr i32 %24, 16
  %26 = and i32 %24, 65535
  %27 = xor i32 %25, %26
  %28 = uitofp nneg i32 %27 to float
  %29 = fdiv float %28, 6.553500e+04, !fpmath !31
  %30 = uitofp nneg i32 %25 to float
  %31 = fdiv float %30, 6.553500e+04, !fpmath !31
  %32 = fmul float %31, %31
  %33 = tail call float @llvm.fmuladd.f32(float %29, float %29, float %32)
  %34 = fcmp ole float %33, 1.000000e+00
  %35 = zext i1 %34 to i32
  %36 = add i32 %16, %35
  br label %37

37:                                               ; preds = %18, %13, %3
  %38 = phi i32 [ 0, %3 ], [ %14, %13 ], [ %36, %18 ]
  %39 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %40 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %39
  store i32 %38, ptr addrspace(1) %40, align 4, !tbaa !21
  ret void

41:                                               ; preds = %41, %11
  %42 = phi i32 [ %8, %11 ], [ %70, %41 ]
  %43 = phi i32 [ 0, %11 ], [ %80, %41 ]
  %44 = phi i32 [ 0, %11 ], [ %81, %41 ]
  %45 = lshr i32 %42, 16
  %46 = xor i32 %45, %42
  %47 = mul i32 %46, 2146121005
  %48 = lshr i32 %47, 15
  %49 = xor i32 %48, %47
  %50 = mul i32 %49, -2073254261
  %51 = lshr i32 %50, 16
  %52 = xor i32 %51, %50
  %53 = and i32 %52, 65535
  %54 = uitofp nneg i32 %53 to float
  %55 = fdiv float %54, 6.553500e+04, !fpmath !31
  %56 = uitofp nneg i32 %51 to float
  %57 = fdiv float %56, 6.553500e+04, !fpmath !31
  %58 = fmul float %57, %57
  %59 = tail call float @llvm.fmuladd.f32(float %55, float %55, float %58)
  %60 = fcmp ole float %59, 1.000000e+00
  %61 = zext i1 %60 to i32
  %62 = add i32 %43, %61
  %63 = lshr i32 %50, 16
  %64 = xor i32 %63, %52
  %65 = mul i32 %64, 2146121005
  %66 = lshr i32 %65, 15
  %67 = xor i32 %66, %65
  %68 = mul i32 %67, -2073254261
  %69 = lshr i32 %68, 16
  %70 = xor i32 %69, %68
  %71 = and i32 %70, 65535
  %72 = uitofp nneg i32 %71 to float
  %73 = fdiv float %72, 6.553500e+04, !fpmath !31
  %74 = uitofp nneg i32 %69 to float
  %75 = fdiv float %74, 6.553500e+04, !fpmath !31
  %76 = fmul float %75, %75
  %77 = tail call float @llvm.fmuladd.f32(float %73, float %73, float %76)
  %78 = fcmp ole float %77, 1.000000e+00
  %79 = zext i1 %78 to i32
  %80 = add i32 %62, %79
  %81 = add i32 %44, 2
  %82 = icmp eq i32 %81, %12
  br i1 %82, label %13, label %41
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #6 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #7 = { convergent nofree noinline norecurse nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #8 = { convergent nounwind willreturn memory(none) }
attributes #9 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!llvm.module.flags = !{!5, !6}
!opencl.ocl.version = !{!7}

!0 = !{ptr @nbody_forces, !"kernel", i32 1}
!1 = !{ptr @spmv_csr, !"kernel", i32 1}
!2 = !{ptr @black_scholes, !"kernel", i32 1}
!3 = !{ptr @conv2d, !"kernel", i32 1}
!4 = !{ptr @monte_carlo_pi, !"kernel", i32 1}
!5 = !{i32 1, !"wchar_size", i32 4}
!6 = !{i32 7, !"frame-pointer", i32 2}
!7 = !{i32 2, i32 0}
!8 = !{!"clang-19"}
!9 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!10 = !{!"none", !"none", !"none", !"none", !"none"}
!11 = !{!"float4*", !"float4*", !"float4*", !"int", !"float"}
!12 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int", !"float"}
!13 = !{!"const", !"", !"", !"", !""}
!14 = !{!15, !15, i64 0}
!15 = !{!"omnipotent char", !16, i64 0}
!16 = !{!"Simple C/C++ TBAA"}
!17 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!18 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!19 = !{!"int*", !"int*", !"float*", !"float*", !"float*", !"int"}
!20 = !{!"const", !"const", !"const", !"const", !"", !""}
!21 = !{!22, !22, i64 0}
!22 = !{!"int", !15, i64 0}
!23 = !{!24, !24, i64 0}
!24 = !{!"float", !15, i64 0}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.unroll.disable"}
!27 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!28 = !{!"float*", !"float*", !"float*", !"float", !"float", !"float"}
!29 = !{!"const", !"const", !"", !"", !"", !""}
!30 = !{float 3.000000e+00}
!31 = !{float 2.500000e+00}
!32 = !{!"float*", !"float*", !"float*", !"int", !"int", !"int"}
!33 = distinct !{!33, !26}
!34 = !{i32 1, i32 0, i32 0}
!35 = !{!"none", !"none", !"none"}
!36 = !{!"uint*", !"int", !"uint"}
!37 = !{!"", !"", !""}
