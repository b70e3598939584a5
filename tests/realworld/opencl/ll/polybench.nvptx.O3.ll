source_filename = "src/polybench.cl"
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

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_gemm(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, float noundef %3, float noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #1 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
  %12 = trunc i64 %11 to i32
  %13 = icmp slt i32 %12, %5
  %14 = icmp slt i32 %10, %6
  %15 = select i1 %13, i1 %14, i1 false
  br i1 %15, label %16, label %109

16:                                               ; preds = %8
  %17 = mul nsw i32 %12, %6
  %18 = add nsw i32 %17, %10
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !26
  %22 = fmul float %21, %4
  %23 = icmp sgt i32 %7, 0
  br i1 %23, label %24, label %53

24:                                               ; preds = %16
  %25 = mul nsw i32 %12, %7
  %26 = and i32 %7, 3
  %27 = icmp ult i32 %7, 4
  br i1 %27, label %30, label %28

28:                                               ; preds = %24
  %29 = and i32 %7, 2147483644
  br label %55

30:                                               ; preds = %55, %24
  %31 = phi float [ poison, %24 ], [ %105, %55 ]
  %32 = phi i32 [ 0, %24 ], [ %106, %55 ]
  %33 = phi float [ %22, %24 ], [ %105, %55 ]
  %34 = icmp eq i32 %26, 0
  br i1 %34, label %53, label %35

35:                                               ; preds = %30, %35
  %36 = phi i32 [ %50, %35 ], [ %32, %30 ]
  %37 = phi float [ %49, %35 ], [ %33, %30 ]
  %38 = phi i32 [ %51, %35 ], [ 0, %30 ]
  %39 = add nsw i32 %36, %25
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !26
  %43 = fmul float %42, %3
  %44 = mul nsw i32 %36, %6
  %45 = add nsw i32 %44, %10
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !26
  %49 = tail call float @llvm.fmuladd.f32(float %43, float %48, float %37)
  %50 = add nuw nsw i32 %36, 1
  %51 = add i32 %38, 1
  %52 = icmp eq i32 %51, %26
  br i1 %52, label %53, label %35, !llvm.loop !30

53:                                               ; preds = %30, %35, %16
  %54 = phi float [ %22, %16 ], [ %31, %30 ], [ %49, %35 ]
  store float %54, ptr addrspace(1) %20, align 4, !tbaa !26
  br label %109

55:                                               ; preds = %55, %28
  %56 = phi i32 [ 0, %28 ], [ %106, %55 ]
  %57 = phi float [ %22, %28 ], [ %105, %55 ]
  %58 = phi i32 [ 0, %28 ], [ %107, %55 ]
  %59 = add nsw i32 %56, %25
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !26
  %63 = fmul float %62, %3
  %64 = mul nsw i32 %56, %6
  %65 = add nsw i32 %64, %10
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4, !tbaa !26
  %69 = tail call float @llvm.fmuladd.f32(float %63, float %68, float %57)
  %70 = or disjoint i32 %56, 1
  %71 = add nsw i32 %70, %25
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %72
  %74 = load float, ptr addrspace(1) %73, align 4, !tbaa !26
  %75 = fmul float %74, %3
  %76 = mul nsw i32 %70, %6
  %77 = add nsw i32 %76, %10
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %78
  %80 = load float, ptr addrspace(1) %79, align 4, !tbaa !26
  %81 = tail call float @llvm.fmuladd.f32(float %75, float %80, float %69)
  %82 = or disjoint i32 %56, 2
  %83 = add nsw i32 %82, %25
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %84
  %86 = load float, ptr addrspace(1) %85, align 4, !tbaa !26
  %87 = fmul float %86, %3
  %88 = mul nsw i32 %82, %6
  %89 = add nsw i32 %88, %10
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %90
  %92 = load float, ptr addrspace(1) %91, align 4, !tbaa !26
  %93 = tail call float @llvm.fmuladd.f32(float %87, float %92, float %81)
  %94 = or disjoint i32 %56, 3
  %95 = add nsw i32 %94, %25
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %96
  %98 = load float, ptr addrspace(1) %97, align 4, !tbaa !26
  %99 = fmul float %98, %3
  %100 = mul nsw i32 %94, %6
  %101 = add nsw i32 %100, %10
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %102
  %104 = load float, ptr addrspace(1) %103, align 4, !tbaa !26
  %105 = tail call float @llvm.fmuladd.f32(float %99, float %104, float %93)
  %106 = add nuw nsw i32 %56, 4
  %107 = add i32 %58, 4
  %108 = icmp eq i32 %107, %29
  br i1 %108, label %30, label %55

109:                                              ; preds = %53, %8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_2mm_1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
  %11 = trunc i64 %10 to i32
  %12 = icmp slt i32 %11, %4
  %13 = icmp slt i32 %9, %5
  %14 = select i1 %12, i1 %13, i1 false
  br i1 %14, label %15, label %41

15:                                               ; preds = %7
  %16 = icmp sgt i32 %6, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %15
  %18 = mul nsw i32 %11, %6
  br label %26

19:                                               ; preds = %26, %15
  %20 = phi float [ 0.000000e+00, %15 ], [ %38, %26 ]
  %21 = fmul float %20, %3
  %22 = mul nsw i32 %11, %5
  %23 = add nsw i32 %22, %9
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %24
  store float %21, ptr addrspace(1) %25, align 4, !tbaa !26
  br label %41

26:                                               ; preds = %17, %26
  %27 = phi i32 [ 0, %17 ], [ %39, %26 ]
  %28 = phi float [ 0.000000e+00, %17 ], [ %38, %26 ]
  %29 = add nsw i32 %27, %18
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !26
  %33 = mul nsw i32 %27, %5
  %34 = add nsw i32 %33, %9
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !26
  %38 = tail call float @_Z3fmafff(float noundef %32, float noundef %37, float noundef %28) #8
  %39 = add nuw nsw i32 %27, 1
  %40 = icmp eq i32 %39, %6
  br i1 %40, label %19, label %26

41:                                               ; preds = %7, %19
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z3fmafff(float noundef, float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_2mm_2(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
  %11 = trunc i64 %10 to i32
  %12 = icmp slt i32 %11, %4
  %13 = icmp slt i32 %9, %6
  %14 = select i1 %12, i1 %13, i1 false
  br i1 %14, label %15, label %103

15:                                               ; preds = %7
  %16 = mul nsw i32 %11, %6
  %17 = add nsw i32 %16, %9
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !26
  %21 = fmul float %20, %3
  %22 = icmp sgt i32 %5, 0
  br i1 %22, label %23, label %51

23:                                               ; preds = %15
  %24 = mul nsw i32 %11, %5
  %25 = and i32 %5, 3
  %26 = icmp ult i32 %5, 4
  br i1 %26, label %29, label %27

27:                                               ; preds = %23
  %28 = and i32 %5, 2147483644
  br label %53

29:                                               ; preds = %53, %23
  %30 = phi float [ poison, %23 ], [ %99, %53 ]
  %31 = phi i32 [ 0, %23 ], [ %100, %53 ]
  %32 = phi float [ %21, %23 ], [ %99, %53 ]
  %33 = icmp eq i32 %25, 0
  br i1 %33, label %51, label %34

34:                                               ; preds = %29, %34
  %35 = phi i32 [ %48, %34 ], [ %31, %29 ]
  %36 = phi float [ %47, %34 ], [ %32, %29 ]
  %37 = phi i32 [ %49, %34 ], [ 0, %29 ]
  %38 = add nsw i32 %35, %24
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !26
  %42 = mul nsw i32 %35, %6
  %43 = add nsw i32 %42, %9
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !26
  %47 = tail call float @llvm.fmuladd.f32(float %41, float %46, float %36)
  %48 = add nuw nsw i32 %35, 1
  %49 = add i32 %37, 1
  %50 = icmp eq i32 %49, %25
  br i1 %50, label %51, label %34, !llvm.loop !36

51:                                               ; preds = %29, %34, %15
  %52 = phi float [ %21, %15 ], [ %30, %29 ], [ %47, %34 ]
  store float %52, ptr addrspace(1) %19, align 4, !tbaa !26
  br label %103

53:                                               ; preds = %53, %27
  %54 = phi i32 [ 0, %27 ], [ %100, %53 ]
  %55 = phi float [ %21, %27 ], [ %99, %53 ]
  %56 = phi i32 [ 0, %27 ], [ %101, %53 ]
  %57 = add nsw i32 %54, %24
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4, !tbaa !26
  %61 = mul nsw i32 %54, %6
  %62 = add nsw i32 %61, %9
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4, !tbaa !26
  %66 = tail call float @llvm.fmuladd.f32(float %60, float %65, float %55)
  %67 = or disjoint i32 %54, 1
  %68 = add nsw i32 %67, %24
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %69
  %71 = load float, ptr addrspace(1) %70, align 4, !tbaa !26
  %72 = mul nsw i32 %67, %6
  %73 = add nsw i32 %72, %9
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %74
  %76 = load float, ptr addrspace(1) %75, align 4, !tbaa !26
  %77 = tail call float @llvm.fmuladd.f32(float %71, float %76, float %66)
  %78 = or disjoint i32 %54, 2
  %79 = add nsw i32 %78, %24
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %80
  %82 = load float, ptr addrspace(1) %81, align 4, !tbaa !26
  %83 = mul nsw i32 %78, %6
  %84 = add nsw i32 %83, %9
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %85
  %87 = load float, ptr addrspace(1) %86, align 4, !tbaa !26
  %88 = tail call float @llvm.fmuladd.f32(float %82, float %87, float %77)
  %89 = or disjoint i32 %54, 3
  %90 = add nsw i32 %89, %24
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %91
  %93 = load float, ptr addrspace(1) %92, align 4, !tbaa !26
  %94 = mul nsw i32 %89, %6
  %95 = add nsw i32 %94, %9
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %96
  %98 = load float, ptr addrspace(1) %97, align 4, !tbaa !26
  %99 = tail call float @llvm.fmuladd.f32(float %93, float %98, float %88)
  %100 = add nuw nsw i32 %54, 4
  %101 = add i32 %56, 4
  %102 = icmp eq i32 %101, %28
  br i1 %102, label %29, label %53

103:                                              ; preds = %7, %51
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_atax_1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !37 !kernel_arg_access_qual !38 !kernel_arg_type !39 !kernel_arg_base_type !39 !kernel_arg_type_qual !40 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %3
  br i1 %8, label %9, label %120

9:                                                ; preds = %5
  %10 = icmp sgt i32 %4, 0
  br i1 %10, label %11, label %37

11:                                               ; preds = %9
  %12 = mul nsw i32 %7, %4
  %13 = and i32 %4, 7
  %14 = icmp ult i32 %4, 8
  br i1 %14, label %17, label %15

15:                                               ; preds = %11
  %16 = and i32 %4, 2147483640
  br label %42

17:                                               ; preds = %42, %11
  %18 = phi float [ poison, %11 ], [ %116, %42 ]
  %19 = phi i32 [ 0, %11 ], [ %117, %42 ]
  %20 = phi float [ 0.000000e+00, %11 ], [ %116, %42 ]
  %21 = icmp eq i32 %13, 0
  br i1 %21, label %37, label %22

22:                                               ; preds = %17, %22
  %23 = phi i32 [ %34, %22 ], [ %19, %17 ]
  %24 = phi float [ %33, %22 ], [ %20, %17 ]
  %25 = phi i32 [ %35, %22 ], [ 0, %17 ]
  %26 = add nsw i32 %23, %12
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !26
  %30 = zext nneg i32 %23 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !26
  %33 = tail call float @llvm.fmuladd.f32(float %29, float %32, float %24)
  %34 = add nuw nsw i32 %23, 1
  %35 = add i32 %25, 1
  %36 = icmp eq i32 %35, %13
  br i1 %36, label %37, label %22, !llvm.loop !41

37:                                               ; preds = %17, %22, %9
  %38 = phi float [ 0.000000e+00, %9 ], [ %18, %17 ], [ %33, %22 ]
  %39 = shl i64 %6, 32
  %40 = ashr exact i64 %39, 30
  %41 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %40
  store float %38, ptr addrspace(1) %41, align 4, !tbaa !26
  br label %120

42:                                               ; preds = %42, %15
  %43 = phi i32 [ 0, %15 ], [ %117, %42 ]
  %44 = phi float [ 0.000000e+00, %15 ], [ %116, %42 ]
  %45 = phi i32 [ 0, %15 ], [ %118, %42 ]
  %46 = add nsw i32 %43, %12
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %47
  %49 = load float, ptr addrspace(1) %48, align 4, !tbaa !26
  %50 = zext nneg i32 %43 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4, !tbaa !26
  %53 = tail call float @llvm.fmuladd.f32(float %49, float %52, float %44)
  %54 = or disjoint i32 %43, 1
  %55 = add nsw i32 %54, %12
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4, !tbaa !26
  %59 = zext nneg i32 %54 to i64
  %60 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %59
  %61 = load float, ptr addrspace(1) %60, align 4, !tbaa !26
  %62 = tail call float @llvm.fmuladd.f32(float %58, float %61, float %53)
  %63 = or disjoint i32 %43, 2
  %64 = add nsw i32 %63, %12
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4, !tbaa !26
  %68 = zext nneg i32 %63 to i64
  %69 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %68
  %70 = load float, ptr addrspace(1) %69, align 4, !tbaa !26
  %71 = tail call float @llvm.fmuladd.f32(float %67, float %70, float %62)
  %72 = or disjoint i32 %43, 3
  %73 = add nsw i32 %72, %12
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %74
  %76 = load float, ptr addrspace(1) %75, align 4, !tbaa !26
  %77 = zext nneg i32 %72 to i64
  %78 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %77
  %79 = load float, ptr addrspace(1) %78, align 4, !tbaa !26
  %80 = tail call float @llvm.fmuladd.f32(float %76, float %79, float %71)
  %81 = or disjoint i32 %43, 4
  %82 = add nsw i32 %81, %12
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %83
  %85 = load float, ptr addrspace(1) %84, align 4, !tbaa !26
  %86 = zext nneg i32 %81 to i64
  %87 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %86
  %88 = load float, ptr addrspace(1) %87, align 4, !tbaa !26
  %89 = tail call float @llvm.fmuladd.f32(float %85, float %88, float %80)
  %90 = or disjoint i32 %43, 5
  %91 = add nsw i32 %90, %12
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %92
  %94 = load float, ptr addrspace(1) %93, align 4, !tbaa !26
  %95 = zext nneg i32 %90 to i64
  %96 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %95
  %97 = load float, ptr addrspace(1) %96, align 4, !tbaa !26
  %98 = tail call float @llvm.fmuladd.f32(float %94, float %97, float %89)
  %99 = or disjoint i32 %43, 6
  %100 = add nsw i32 %99, %12
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %101
  %103 = load float, ptr addrspace(1) %102, align 4, !tbaa !26
  %104 = zext nneg i32 %99 to i64
  %105 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %104
  %106 = load float, ptr addrspace(1) %105, align 4, !tbaa !26
  %107 = tail call float @llvm.fmuladd.f32(float %103, float %106, float %98)
  %108 = or disjoint i32 %43, 7
  %109 = add nsw i32 %108, %12
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %110
  %112 = load float, ptr addrspace(1) %111, align 4, !tbaa !26
  %113 = zext nneg i32 %108 to i64
  %114 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %113
  %115 = load float, ptr addrspace(1) %114, align 4, !tbaa !26
  %116 = tail call float @llvm.fmuladd.f32(float %112, float %115, float %107)
  %117 = add nuw nsw i32 %43, 8
  %118 = add i32 %45, 8
  %119 = icmp eq i32 %118, %16
  br i1 %119, label %17, label %42

120:                                              ; preds = %37, %5
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_atax_2(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !37 !kernel_arg_access_qual !38 !kernel_arg_type !39 !kernel_arg_base_type !39 !kernel_arg_type_qual !40 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %4
  br i1 %8, label %9, label %88

9:                                                ; preds = %5
  %10 = icmp sgt i32 %3, 0
  br i1 %10, label %11, label %37

11:                                               ; preds = %9
  %12 = and i32 %3, 3
  %13 = icmp ult i32 %3, 4
  br i1 %13, label %16, label %14

14:                                               ; preds = %11
  %15 = and i32 %3, 2147483644
  br label %42

16:                                               ; preds = %42, %11
  %17 = phi float [ poison, %11 ], [ %84, %42 ]
  %18 = phi i32 [ 0, %11 ], [ %85, %42 ]
  %19 = phi float [ 0.000000e+00, %11 ], [ %84, %42 ]
  %20 = icmp eq i32 %12, 0
  br i1 %20, label %37, label %21

21:                                               ; preds = %16, %21
  %22 = phi i32 [ %34, %21 ], [ %18, %16 ]
  %23 = phi float [ %33, %21 ], [ %19, %16 ]
  %24 = phi i32 [ %35, %21 ], [ 0, %16 ]
  %25 = mul nsw i32 %22, %4
  %26 = add nsw i32 %25, %7
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !26
  %30 = zext nneg i32 %22 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !26
  %33 = tail call float @llvm.fmuladd.f32(float %29, float %32, float %23)
  %34 = add nuw nsw i32 %22, 1
  %35 = add i32 %24, 1
  %36 = icmp eq i32 %35, %12
  br i1 %36, label %37, label %21, !llvm.loop !42

37:                                               ; preds = %16, %21, %9
  %38 = phi float [ 0.000000e+00, %9 ], [ %17, %16 ], [ %33, %21 ]
  %39 = shl i64 %6, 32
  %40 = ashr exact i64 %39, 30
  %41 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %40
  store float %38, ptr addrspace(1) %41, align 4, !tbaa !26
  br label %88

42:                                               ; preds = %42, %14
  %43 = phi i32 [ 0, %14 ], [ %85, %42 ]
  %44 = phi float [ 0.000000e+00, %14 ], [ %84, %42 ]
  %45 = phi i32 [ 0, %14 ], [ %86, %42 ]
  %46 = mul nsw i32 %43, %4
  %47 = add nsw i32 %46, %7
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %48
  %50 = load float, ptr addrspace(1) %49, align 4, !tbaa !26
  %51 = zext nneg i32 %43 to i64
  %52 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4, !tbaa !26
  %54 = tail call float @llvm.fmuladd.f32(float %50, float %53, float %44)
  %55 = or disjoint i32 %43, 1
  %56 = mul nsw i32 %55, %4
  %57 = add nsw i32 %56, %7
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4, !tbaa !26
  %61 = zext nneg i32 %55 to i64
  %62 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %61
  %63 = load float, ptr addrspace(1) %62, align 4, !tbaa !26
  %64 = tail call float @llvm.fmuladd.f32(float %60, float %63, float %54)
  %65 = or disjoint i32 %43, 2
  %66 = mul nsw i32 %65, %4
  %67 = add nsw i32 %66, %7
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %68
  %70 = load float, ptr addrspace(1) %69, align 4, !tbaa !26
  %71 = zext nneg i32 %65 to i64
  %72 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4, !tbaa !26
  %74 = tail call float @llvm.fmuladd.f32(float %70, float %73, float %64)
  %75 = or disjoint i32 %43, 3
  %76 = mul nsw i32 %75, %4
  %77 = add nsw i32 %76, %7
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %78
  %80 = load float, ptr addrspace(1) %79, align 4, !tbaa !26
  %81 = zext nneg i32 %75 to i64
  %82 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %81
  %83 = load float, ptr addrspace(1) %82, align 4, !tbaa !26
  %84 = tail call float @llvm.fmuladd.f32(float %80, float %83, float %74)
  %85 = add nuw nsw i32 %43, 4
  %86 = add i32 %45, 4
  %87 = icmp eq i32 %86, %15
  br i1 %87, label %16, label %42

88:                                               ; preds = %37, %5
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(write, argmem: readwrite, inaccessiblemem: none)
define dso_local spir_kernel void @pb_bicg(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #4 !kernel_arg_addr_space !43 !kernel_arg_access_qual !33 !kernel_arg_type !44 !kernel_arg_base_type !44 !kernel_arg_type_qual !45 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
  %11 = and i64 %10, 4294967295
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %13, label %101

13:                                               ; preds = %7
  %14 = icmp slt i32 %9, %5
  br i1 %14, label %15, label %203

15:                                               ; preds = %13
  %16 = icmp sgt i32 %6, 0
  br i1 %16, label %17, label %197

17:                                               ; preds = %15
  %18 = mul nsw i32 %9, %6
  %19 = and i32 %6, 7
  %20 = icmp ult i32 %6, 8
  br i1 %20, label %156, label %21

21:                                               ; preds = %17
  %22 = and i32 %6, 2147483640
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi i32 [ 0, %21 ], [ %98, %23 ]
  %25 = phi float [ 0.000000e+00, %21 ], [ %97, %23 ]
  %26 = phi i32 [ 0, %21 ], [ %99, %23 ]
  %27 = add nsw i32 %24, %18
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !26
  %31 = zext nneg i32 %24 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !26
  %34 = tail call float @llvm.fmuladd.f32(float %30, float %33, float %25)
  %35 = or disjoint i32 %24, 1
  %36 = add nsw i32 %35, %18
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !26
  %40 = zext nneg i32 %35 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !26
  %43 = tail call float @llvm.fmuladd.f32(float %39, float %42, float %34)
  %44 = or disjoint i32 %24, 2
  %45 = add nsw i32 %44, %18
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !26
  %49 = zext nneg i32 %44 to i64
  %50 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %49
  %51 = load float, ptr addrspace(1) %50, align 4, !tbaa !26
  %52 = tail call float @llvm.fmuladd.f32(float %48, float %51, float %43)
  %53 = or disjoint i32 %24, 3
  %54 = add nsw i32 %53, %18
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !26
  %58 = zext nneg i32 %53 to i64
  %59 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4, !tbaa !26
  %61 = tail call float @llvm.fmuladd.f32(float %57, float %60, float %52)
  %62 = or disjoint i32 %24, 4
  %63 = add nsw i32 %62, %18
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4, !tbaa !26
  %67 = zext nneg i32 %62 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %67
  %69 = load float, ptr addrspace(1) %68, align 4, !tbaa !26
  %70 = tail call float @llvm.fmuladd.f32(float %66, float %69, float %61)
  %71 = or disjoint i32 %24, 5
  %72 = add nsw i32 %71, %18
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %73
  %75 = load float, ptr addrspace(1) %74, align 4, !tbaa !26
  %76 = zext nneg i32 %71 to i64
  %77 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %76
  %78 = load float, ptr addrspace(1) %77, align 4, !tbaa !26
  %79 = tail call float @llvm.fmuladd.f32(float %75, float %78, float %70)
  %80 = or disjoint i32 %24, 6
  %81 = add nsw i32 %80, %18
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %82
  %84 = load float, ptr addrspace(1) %83, align 4, !tbaa !26
  %85 = zext nneg i32 %80 to i64
  %86 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %85
  %87 = load float, ptr addrspace(1) %86, align 4, !tbaa !26
  %88 = tail call float @llvm.fmuladd.f32(float %84, float %87, float %79)
  %89 = or disjoint i32 %24, 7
  %90 = add nsw i32 %89, %18
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %91
  %93 = load float, ptr addrspace(1) %92, align 4, !tbaa !26
  %94 = zext nneg i32 %89 to i64
  %95 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %94
  %96 = load float, ptr addrspace(1) %95, align 4, !tbaa !26
  %97 = tail call float @llvm.fmuladd.f32(float %93, float %96, float %88)
  %98 = add nuw nsw i32 %24, 8
  %99 = add i32 %26, 8
  %100 = icmp eq i32 %99, %22
  br i1 %100, label %156, label %23

101:                                              ; preds = %7
  %102 = icmp slt i32 %9, %6
  br i1 %102, label %103, label %203

103:                                              ; preds = %101
  %104 = icmp sgt i32 %5, 0
  br i1 %104, label %105, label %197

105:                                              ; preds = %103
  %106 = and i32 %5, 3
  %107 = icmp ult i32 %5, 4
  br i1 %107, label %176, label %108

108:                                              ; preds = %105
  %109 = and i32 %5, 2147483644
  br label %110

110:                                              ; preds = %110, %108
  %111 = phi i32 [ 0, %108 ], [ %153, %110 ]
  %112 = phi float [ 0.000000e+00, %108 ], [ %152, %110 ]
  %113 = phi i32 [ 0, %108 ], [ %154, %110 ]
  %114 = zext nneg i32 %111 to i64
  %115 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %114
  %116 = load float, ptr addrspace(1) %115, align 4, !tbaa !26
  %117 = mul nsw i32 %111, %6
  %118 = add nsw i32 %117, %9
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %119
  %121 = load float, ptr addrspace(1) %120, align 4, !tbaa !26
  %122 = tail call float @llvm.fmuladd.f32(float %116, float %121, float %112)
  %123 = or disjoint i32 %111, 1
  %124 = zext nneg i32 %123 to i64
  %125 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %124
  %126 = load float, ptr addrspace(1) %125, align 4, !tbaa !26
  %127 = mul nsw i32 %123, %6
  %128 = add nsw i32 %127, %9
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %129
  %131 = load float, ptr addrspace(1) %130, align 4, !tbaa !26
  %132 = tail call float @llvm.fmuladd.f32(float %126, float %131, float %122)
  %133 = or disjoint i32 %111, 2
  %134 = zext nneg i32 %133 to i64
  %135 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %134
  %136 = load float, ptr addrspace(1) %135, align 4, !tbaa !26
  %137 = mul nsw i32 %133, %6
  %138 = add nsw i32 %137, %9
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %139
  %141 = load float, ptr addrspace(1) %140, align 4, !tbaa !26
  %142 = tail call float @llvm.fmuladd.f32(float %136, float %141, float %132)
  %143 = or disjoint i32 %111, 3
  %144 = zext nneg i32 %143 to i64
  %145 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %144
  %146 = load float, ptr addrspace(1) %145, align 4, !tbaa !26
  %147 = mul nsw i32 %143, %6
  %148 = add nsw i32 %147, %9
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %149
  %151 = load float, ptr addrspace(1) %150, align 4, !tbaa !26
  %152 = tail call float @llvm.fmuladd.f32(float %146, float %151, float %142)
  %153 = add nuw nsw i32 %111, 4
  %154 = add i32 %113, 4
  %155 = icmp eq i32 %154, %109
  br i1 %155, label %176, label %110

156:                                              ; preds = %23, %17
  %157 = phi float [ poison, %17 ], [ %97, %23 ]
  %158 = phi i32 [ 0, %17 ], [ %98, %23 ]
  %159 = phi float [ 0.000000e+00, %17 ], [ %97, %23 ]
  %160 = icmp eq i32 %19, 0
  br i1 %160, label %197, label %161

161:                                              ; preds = %156, %161
  %162 = phi i32 [ %173, %161 ], [ %158, %156 ]
  %163 = phi float [ %172, %161 ], [ %159, %156 ]
  %164 = phi i32 [ %174, %161 ], [ 0, %156 ]
  %165 = add nsw i32 %162, %18
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %166
  %168 = load float, ptr addrspace(1) %167, align 4, !tbaa !26
  %169 = zext nneg i32 %162 to i64
  %170 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %169
  %171 = load float, ptr addrspace(1) %170, align 4, !tbaa !26
  %172 = tail call float @llvm.fmuladd.f32(float %168, float %171, float %163)
  %173 = add nuw nsw i32 %162, 1
  %174 = add i32 %164, 1
  %175 = icmp eq i32 %174, %19
  br i1 %175, label %197, label %161, !llvm.loop !46

176:                                              ; preds = %110, %105
  %177 = phi float [ poison, %105 ], [ %152, %110 ]
  %178 = phi i32 [ 0, %105 ], [ %153, %110 ]
  %179 = phi float [ 0.000000e+00, %105 ], [ %152, %110 ]
  %180 = icmp eq i32 %106, 0
  br i1 %180, label %197, label %181

181:                                              ; preds = %176, %181
  %182 = phi i32 [ %194, %181 ], [ %178, %176 ]
  %183 = phi float [ %193, %181 ], [ %179, %176 ]
  %184 = phi i32 [ %195, %181 ], [ 0, %176 ]
  %185 = zext nneg i32 %182 to i64
  %186 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %185
  %187 = load float, ptr addrspace(1) %186, align 4, !tbaa !26
  %188 = mul nsw i32 %182, %6
  %189 = add nsw i32 %188, %9
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %190
  %192 = load float, ptr addrspace(1) %191, align 4, !tbaa !26
  %193 = tail call float @llvm.fmuladd.f32(float %187, float %192, float %183)
  %194 = add nuw nsw i32 %182, 1
  %195 = add i32 %184, 1
  %196 = icmp eq i32 %195, %106
  br i1 %196, label %197, label %181, !llvm.loop !47

197:                                              ; preds = %176, %181, %156, %161, %103, %15
  %198 = phi ptr addrspace(1) [ %3, %15 ], [ %4, %103 ], [ %3, %161 ], [ %3, %156 ], [ %4, %181 ], [ %4, %176 ]
  %199 = phi float [ 0.000000e+00, %15 ], [ 0.000000e+00, %103 ], [ %157, %156 ], [ %172, %161 ], [ %177, %176 ], [ %193, %181 ]
  %200 = shl i64 %8, 32
  %201 = ashr exact i64 %200, 30
  %202 = getelementptr inbounds i8, ptr addrspace(1) %198, i64 %201
  store float %199, ptr addrspace(1) %202, align 4, !tbaa !26
  br label %203

203:                                              ; preds = %197, %101, %13
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_mvt(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef readonly align 4 %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !48 !kernel_arg_access_qual !49 !kernel_arg_type !50 !kernel_arg_base_type !50 !kernel_arg_type_qual !51 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %5
  br i1 %9, label %10, label %133

10:                                               ; preds = %6
  %11 = shl i64 %7, 32
  %12 = ashr exact i64 %11, 32
  %13 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !26
  %15 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %12
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !26
  %17 = icmp sgt i32 %5, 0
  br i1 %17, label %18, label %55

18:                                               ; preds = %10
  %19 = mul nsw i32 %8, %5
  %20 = and i32 %5, 3
  %21 = icmp ult i32 %5, 4
  br i1 %21, label %24, label %22

22:                                               ; preds = %18
  %23 = and i32 %5, 2147483644
  br label %58

24:                                               ; preds = %58, %18
  %25 = phi float [ poison, %18 ], [ %121, %58 ]
  %26 = phi float [ poison, %18 ], [ %129, %58 ]
  %27 = phi i32 [ 0, %18 ], [ %130, %58 ]
  %28 = phi float [ %16, %18 ], [ %129, %58 ]
  %29 = phi float [ %14, %18 ], [ %121, %58 ]
  %30 = icmp eq i32 %20, 0
  br i1 %30, label %55, label %31

31:                                               ; preds = %24, %31
  %32 = phi i32 [ %52, %31 ], [ %27, %24 ]
  %33 = phi float [ %51, %31 ], [ %28, %24 ]
  %34 = phi float [ %43, %31 ], [ %29, %24 ]
  %35 = phi i32 [ %53, %31 ], [ 0, %24 ]
  %36 = add nsw i32 %32, %19
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !26
  %40 = zext nneg i32 %32 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !26
  %43 = tail call float @llvm.fmuladd.f32(float %39, float %42, float %34)
  %44 = mul nuw nsw i32 %32, %5
  %45 = add nsw i32 %44, %8
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !26
  %49 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %40
  %50 = load float, ptr addrspace(1) %49, align 4, !tbaa !26
  %51 = tail call float @llvm.fmuladd.f32(float %48, float %50, float %33)
  %52 = add nuw nsw i32 %32, 1
  %53 = add i32 %35, 1
  %54 = icmp eq i32 %53, %20
  br i1 %54, label %55, label %31, !llvm.loop !52

55:                                               ; preds = %24, %31, %10
  %56 = phi float [ %14, %10 ], [ %25, %24 ], [ %43, %31 ]
  %57 = phi float [ %16, %10 ], [ %26, %24 ], [ %51, %31 ]
  store float %56, ptr addrspace(1) %13, align 4, !tbaa !26
  store float %57, ptr addrspace(1) %15, align 4, !tbaa !26
  br label %133

58:                                               ; preds = %58, %22
  %59 = phi i32 [ 0, %22 ], [ %130, %58 ]
  %60 = phi float [ %16, %22 ], [ %129, %58 ]
  %61 = phi float [ %14, %22 ], [ %121, %58 ]
  %62 = phi i32 [ 0, %22 ], [ %131, %58 ]
  %63 = add nsw i32 %59, %19
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4, !tbaa !26
  %67 = zext nneg i32 %59 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %67
  %69 = load float, ptr addrspace(1) %68, align 4, !tbaa !26
  %70 = tail call float @llvm.fmuladd.f32(float %66, float %69, float %61)
  %71 = mul nuw nsw i32 %59, %5
  %72 = add nsw i32 %71, %8
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %73
  %75 = load float, ptr addrspace(1) %74, align 4, !tbaa !26
  %76 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %67
  %77 = load float, ptr addrspace(1) %76, align 4, !tbaa !26
  %78 = tail call float @llvm.fmuladd.f32(float %75, float %77, float %60)
  %79 = or disjoint i32 %59, 1
  %80 = add nsw i32 %79, %19
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %81
  %83 = load float, ptr addrspace(1) %82, align 4, !tbaa !26
  %84 = zext nneg i32 %79 to i64
  %85 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %84
  %86 = load float, ptr addrspace(1) %85, align 4, !tbaa !26
  %87 = tail call float @llvm.fmuladd.f32(float %83, float %86, float %70)
  %88 = mul nuw nsw i32 %79, %5
  %89 = add nsw i32 %88, %8
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %90
  %92 = load float, ptr addrspace(1) %91, align 4, !tbaa !26
  %93 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %84
  %94 = load float, ptr addrspace(1) %93, align 4, !tbaa !26
  %95 = tail call float @llvm.fmuladd.f32(float %92, float %94, float %78)
  %96 = or disjoint i32 %59, 2
  %97 = add nsw i32 %96, %19
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %98
  %100 = load float, ptr addrspace(1) %99, align 4, !tbaa !26
  %101 = zext nneg i32 %96 to i64
  %102 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %101
  %103 = load float, ptr addrspace(1) %102, align 4, !tbaa !26
  %104 = tail call float @llvm.fmuladd.f32(float %100, float %103, float %87)
  %105 = mul nuw nsw i32 %96, %5
  %106 = add nsw i32 %105, %8
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %107
  %109 = load float, ptr addrspace(1) %108, align 4, !tbaa !26
  %110 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %101
  %111 = load float, ptr addrspace(1) %110, align 4, !tbaa !26
  %112 = tail call float @llvm.fmuladd.f32(float %109, float %111, float %95)
  %113 = or disjoint i32 %59, 3
  %114 = add nsw i32 %113, %19
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %115
  %117 = load float, ptr addrspace(1) %116, align 4, !tbaa !26
  %118 = zext nneg i32 %113 to i64
  %119 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %118
  %120 = load float, ptr addrspace(1) %119, align 4, !tbaa !26
  %121 = tail call float @llvm.fmuladd.f32(float %117, float %120, float %104)
  %122 = mul nuw nsw i32 %113, %5
  %123 = add nsw i32 %122, %8
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %124
  %126 = load float, ptr addrspace(1) %125, align 4, !tbaa !26
  %127 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %118
  %128 = load float, ptr addrspace(1) %127, align 4, !tbaa !26
  %129 = tail call float @llvm.fmuladd.f32(float %126, float %128, float %112)
  %130 = add nuw nsw i32 %59, 4
  %131 = add i32 %62, 4
  %132 = icmp eq i32 %131, %23
  br i1 %132, label %24, label %58

133:                                              ; preds = %6, %55
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_syrk(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, float noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !53 !kernel_arg_access_qual !49 !kernel_arg_type !54 !kernel_arg_base_type !54 !kernel_arg_type_qual !55 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
  %10 = trunc i64 %9 to i32
  %11 = icmp sge i32 %10, %4
  %12 = icmp sgt i32 %8, %10
  %13 = select i1 %11, i1 true, i1 %12
  br i1 %13, label %103, label %14

14:                                               ; preds = %6
  %15 = mul nsw i32 %10, %4
  %16 = add nsw i32 %15, %8
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !26
  %20 = fmul float %19, %3
  %21 = icmp sgt i32 %5, 0
  br i1 %21, label %22, label %51

22:                                               ; preds = %14
  %23 = mul nsw i32 %10, %5
  %24 = mul nsw i32 %8, %5
  %25 = and i32 %5, 3
  %26 = icmp ult i32 %5, 4
  br i1 %26, label %29, label %27

27:                                               ; preds = %22
  %28 = and i32 %5, 2147483644
  br label %53

29:                                               ; preds = %53, %22
  %30 = phi float [ poison, %22 ], [ %99, %53 ]
  %31 = phi i32 [ 0, %22 ], [ %100, %53 ]
  %32 = phi float [ %20, %22 ], [ %99, %53 ]
  %33 = icmp eq i32 %25, 0
  br i1 %33, label %51, label %34

34:                                               ; preds = %29, %34
  %35 = phi i32 [ %48, %34 ], [ %31, %29 ]
  %36 = phi float [ %47, %34 ], [ %32, %29 ]
  %37 = phi i32 [ %49, %34 ], [ 0, %29 ]
  %38 = add nsw i32 %35, %23
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !26
  %42 = fmul float %41, %2
  %43 = add nsw i32 %35, %24
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !26
  %47 = tail call float @llvm.fmuladd.f32(float %42, float %46, float %36)
  %48 = add nuw nsw i32 %35, 1
  %49 = add i32 %37, 1
  %50 = icmp eq i32 %49, %25
  br i1 %50, label %51, label %34, !llvm.loop !56

51:                                               ; preds = %29, %34, %14
  %52 = phi float [ %20, %14 ], [ %30, %29 ], [ %47, %34 ]
  store float %52, ptr addrspace(1) %18, align 4, !tbaa !26
  br label %103

53:                                               ; preds = %53, %27
  %54 = phi i32 [ 0, %27 ], [ %100, %53 ]
  %55 = phi float [ %20, %27 ], [ %99, %53 ]
  %56 = phi i32 [ 0, %27 ], [ %101, %53 ]
  %57 = add nsw i32 %54, %23
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4, !tbaa !26
  %61 = fmul float %60, %2
  %62 = add nsw i32 %54, %24
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4, !tbaa !26
  %66 = tail call float @llvm.fmuladd.f32(float %61, float %65, float %55)
  %67 = or disjoint i32 %54, 1
  %68 = add nsw i32 %67, %23
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %69
  %71 = load float, ptr addrspace(1) %70, align 4, !tbaa !26
  %72 = fmul float %71, %2
  %73 = add nsw i32 %67, %24
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %74
  %76 = load float, ptr addrspace(1) %75, align 4, !tbaa !26
  %77 = tail call float @llvm.fmuladd.f32(float %72, float %76, float %66)
  %78 = or disjoint i32 %54, 2
  %79 = add nsw i32 %78, %23
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %80
  %82 = load float, ptr addrspace(1) %81, align 4, !tbaa !26
  %83 = fmul float %82, %2
  %84 = add nsw i32 %78, %24
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %85
  %87 = load float, ptr addrspace(1) %86, align 4, !tbaa !26
  %88 = tail call float @llvm.fmuladd.f32(float %83, float %87, float %77)
  %89 = or disjoint i32 %54, 3
  %90 = add nsw i32 %89, %23
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %91
  %93 = load float, ptr addrspace(1) %92, align 4, !tbaa !26
  %94 = fmul float %93, %2
  %95 = add nsw i32 %89, %24
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %96
  %98 = load float, ptr addrspace(1) %97, align 4, !tbaa !26
  %99 = tail call float @llvm.fmuladd.f32(float %94, float %98, float %88)
  %100 = add nuw nsw i32 %54, 4
  %101 = add i32 %56, 4
  %102 = icmp eq i32 %101, %28
  br i1 %102, label %29, label %53

103:                                              ; preds = %51, %6
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_cov_mean(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, float noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !57 !kernel_arg_access_qual !38 !kernel_arg_type !58 !kernel_arg_base_type !58 !kernel_arg_type_qual !59 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %3
  br i1 %8, label %9, label %102

9:                                                ; preds = %5
  %10 = icmp sgt i32 %4, 0
  br i1 %10, label %11, label %34

11:                                               ; preds = %9
  %12 = and i32 %4, 7
  %13 = icmp ult i32 %4, 8
  br i1 %13, label %16, label %14

14:                                               ; preds = %11
  %15 = and i32 %4, 2147483640
  br label %40

16:                                               ; preds = %40, %11
  %17 = phi float [ poison, %11 ], [ %98, %40 ]
  %18 = phi i32 [ 0, %11 ], [ %99, %40 ]
  %19 = phi float [ 0.000000e+00, %11 ], [ %98, %40 ]
  %20 = icmp eq i32 %12, 0
  br i1 %20, label %34, label %21

21:                                               ; preds = %16, %21
  %22 = phi i32 [ %31, %21 ], [ %18, %16 ]
  %23 = phi float [ %30, %21 ], [ %19, %16 ]
  %24 = phi i32 [ %32, %21 ], [ 0, %16 ]
  %25 = mul nsw i32 %22, %3
  %26 = add nsw i32 %25, %7
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !26
  %30 = fadd float %23, %29
  %31 = add nuw nsw i32 %22, 1
  %32 = add i32 %24, 1
  %33 = icmp eq i32 %32, %12
  br i1 %33, label %34, label %21, !llvm.loop !60

34:                                               ; preds = %16, %21, %9
  %35 = phi float [ 0.000000e+00, %9 ], [ %17, %16 ], [ %30, %21 ]
  %36 = fdiv float %35, %2, !fpmath !61
  %37 = shl i64 %6, 32
  %38 = ashr exact i64 %37, 30
  %39 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %38
  store float %36, ptr addrspace(1) %39, align 4, !tbaa !26
  br label %102

40:                                               ; preds = %40, %14
  %41 = phi i32 [ 0, %14 ], [ %99, %40 ]
  %42 = phi float [ 0.000000e+00, %14 ], [ %98, %40 ]
  %43 = phi i32 [ 0, %14 ], [ %100, %40 ]
  %44 = mul nsw i32 %41, %3
  %45 = add nsw i32 %44, %7
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !26
  %49 = fadd float %42, %48
  %50 = or disjoint i32 %41, 1
  %51 = mul nsw i32 %50, %3
  %52 = add nsw i32 %51, %7
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %53
  %55 = load float, ptr addrspace(1) %54, align 4, !tbaa !26
  %56 = fadd float %49, %55
  %57 = or disjoint i32 %41, 2
  %58 = mul nsw i32 %57, %3
  %59 = add nsw i32 %58, %7
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !26
  %63 = fadd float %56, %62
  %64 = or disjoint i32 %41, 3
  %65 = mul nsw i32 %64, %3
  %66 = add nsw i32 %65, %7
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %67
  %69 = load float, ptr addrspace(1) %68, align 4, !tbaa !26
  %70 = fadd float %63, %69
  %71 = or disjoint i32 %41, 4
  %72 = mul nsw i32 %71, %3
  %73 = add nsw i32 %72, %7
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %74
  %76 = load float, ptr addrspace(1) %75, align 4, !tbaa !26
  %77 = fadd float %70, %76
  %78 = or disjoint i32 %41, 5
  %79 = mul nsw i32 %78, %3
  %80 = add nsw i32 %79, %7
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %81
  %83 = load float, ptr addrspace(1) %82, align 4, !tbaa !26
  %84 = fadd float %77, %83
  %85 = or disjoint i32 %41, 6
  %86 = mul nsw i32 %85, %3
  %87 = add nsw i32 %86, %7
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %88
  %90 = load float, ptr addrspace(1) %89, align 4, !tbaa !26
  %91 = fadd float %84, %90
  %92 = or disjoint i32 %41, 7
  %93 = mul nsw i32 %92, %3
  %94 = add nsw i32 %93, %7
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %95
  %97 = load float, ptr addrspace(1) %96, align 4, !tbaa !26
  %98 = fadd float %91, %97
  %99 = add nuw nsw i32 %41, 8
  %100 = add i32 %43, 8
  %101 = icmp eq i32 %100, %15
  br i1 %101, label %16, label %40

102:                                              ; preds = %34, %5
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_cov(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !62 !kernel_arg_access_qual !63 !kernel_arg_type !64 !kernel_arg_base_type !64 !kernel_arg_type_qual !65 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %6 = trunc i64 %5 to i32
  %7 = icmp slt i32 %6, %2
  br i1 %7, label %8, label %100

8:                                                ; preds = %4
  %9 = icmp sgt i32 %3, 0
  %10 = mul nsw i32 %6, %2
  %11 = and i32 %3, 3
  %12 = icmp ult i32 %3, 4
  %13 = and i32 %3, 2147483644
  %14 = icmp eq i32 %11, 0
  br label %15

15:                                               ; preds = %8, %39
  %16 = phi i32 [ %6, %8 ], [ %48, %39 ]
  br i1 %9, label %17, label %39

17:                                               ; preds = %15
  br i1 %12, label %18, label %50

18:                                               ; preds = %50, %17
  %19 = phi float [ poison, %17 ], [ %96, %50 ]
  %20 = phi i32 [ 0, %17 ], [ %97, %50 ]
  %21 = phi float [ 0.000000e+00, %17 ], [ %96, %50 ]
  br i1 %14, label %39, label %22

22:                                               ; preds = %18, %22
  %23 = phi i32 [ %36, %22 ], [ %20, %18 ]
  %24 = phi float [ %35, %22 ], [ %21, %18 ]
  %25 = phi i32 [ %37, %22 ], [ 0, %18 ]
  %26 = mul nsw i32 %23, %2
  %27 = add nsw i32 %26, %6
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !26
  %31 = add nsw i32 %26, %16
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !26
  %35 = tail call float @llvm.fmuladd.f32(float %30, float %34, float %24)
  %36 = add nuw nsw i32 %23, 1
  %37 = add i32 %25, 1
  %38 = icmp eq i32 %37, %11
  br i1 %38, label %39, label %22, !llvm.loop !66

39:                                               ; preds = %18, %22, %15
  %40 = phi float [ 0.000000e+00, %15 ], [ %19, %18 ], [ %35, %22 ]
  %41 = add nsw i32 %16, %10
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %42
  store float %40, ptr addrspace(1) %43, align 4, !tbaa !26
  %44 = mul nsw i32 %16, %2
  %45 = add nsw i32 %44, %6
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %46
  store float %40, ptr addrspace(1) %47, align 4, !tbaa !26
  %48 = add nsw i32 %16, 1
  %49 = icmp eq i32 %48, %2
  br i1 %49, label %100, label %15

50:                                               ; preds = %17, %50
  %51 = phi i32 [ %97, %50 ], [ 0, %17 ]
  %52 = phi float [ %96, %50 ], [ 0.000000e+00, %17 ]
  %53 = phi i32 [ %98, %50 ], [ 0, %17 ]
  %54 = mul nsw i32 %51, %2
  %55 = add nsw i32 %54, %6
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4, !tbaa !26
  %59 = add nsw i32 %54, %16
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !26
  %63 = tail call float @llvm.fmuladd.f32(float %58, float %62, float %52)
  %64 = or disjoint i32 %51, 1
  %65 = mul nsw i32 %64, %2
  %66 = add nsw i32 %65, %6
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %67
  %69 = load float, ptr addrspace(1) %68, align 4, !tbaa !26
  %70 = add nsw i32 %65, %16
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4, !tbaa !26
  %74 = tail call float @llvm.fmuladd.f32(float %69, float %73, float %63)
  %75 = or disjoint i32 %51, 2
  %76 = mul nsw i32 %75, %2
  %77 = add nsw i32 %76, %6
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %78
  %80 = load float, ptr addrspace(1) %79, align 4, !tbaa !26
  %81 = add nsw i32 %76, %16
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %82
  %84 = load float, ptr addrspace(1) %83, align 4, !tbaa !26
  %85 = tail call float @llvm.fmuladd.f32(float %80, float %84, float %74)
  %86 = or disjoint i32 %51, 3
  %87 = mul nsw i32 %86, %2
  %88 = add nsw i32 %87, %6
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %89
  %91 = load float, ptr addrspace(1) %90, align 4, !tbaa !26
  %92 = add nsw i32 %87, %16
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %93
  %95 = load float, ptr addrspace(1) %94, align 4, !tbaa !26
  %96 = tail call float @llvm.fmuladd.f32(float %91, float %95, float %85)
  %97 = add nuw nsw i32 %51, 4
  %98 = add i32 %53, 4
  %99 = icmp eq i32 %98, %13
  br i1 %99, label %18, label %50

100:                                              ; preds = %39, %4
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_corr_std(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, float noundef %3, float noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !67 !kernel_arg_base_type !67 !kernel_arg_type_qual !68 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %9, %5
  br i1 %10, label %11, label %118

11:                                               ; preds = %7
  %12 = icmp sgt i32 %6, 0
  %13 = shl i64 %8, 32
  %14 = ashr exact i64 %13, 30
  br i1 %12, label %15, label %41

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %14
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !26
  %18 = and i32 %6, 7
  %19 = icmp ult i32 %6, 8
  br i1 %19, label %22, label %20

20:                                               ; preds = %15
  %21 = and i32 %6, 2147483640
  br label %48

22:                                               ; preds = %48, %15
  %23 = phi float [ poison, %15 ], [ %114, %48 ]
  %24 = phi float [ 0.000000e+00, %15 ], [ %114, %48 ]
  %25 = phi i32 [ 0, %15 ], [ %115, %48 ]
  %26 = icmp eq i32 %18, 0
  br i1 %26, label %41, label %27

27:                                               ; preds = %22, %27
  %28 = phi float [ %37, %27 ], [ %24, %22 ]
  %29 = phi i32 [ %38, %27 ], [ %25, %22 ]
  %30 = phi i32 [ %39, %27 ], [ 0, %22 ]
  %31 = mul nsw i32 %29, %5
  %32 = add nsw i32 %31, %9
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !26
  %36 = fsub float %35, %17
  %37 = tail call float @llvm.fmuladd.f32(float %36, float %36, float %28)
  %38 = add nuw nsw i32 %29, 1
  %39 = add i32 %30, 1
  %40 = icmp eq i32 %39, %18
  br i1 %40, label %41, label %27, !llvm.loop !69

41:                                               ; preds = %22, %27, %11
  %42 = phi float [ 0.000000e+00, %11 ], [ %23, %22 ], [ %37, %27 ]
  %43 = fdiv float %42, %3, !fpmath !61
  %44 = tail call float @_Z4sqrtf(float noundef %43) #8, !fpmath !70
  %45 = fcmp ole float %44, %4
  %46 = select i1 %45, float 1.000000e+00, float %44
  %47 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %14
  store float %46, ptr addrspace(1) %47, align 4, !tbaa !26
  br label %118

48:                                               ; preds = %48, %20
  %49 = phi float [ 0.000000e+00, %20 ], [ %114, %48 ]
  %50 = phi i32 [ 0, %20 ], [ %115, %48 ]
  %51 = phi i32 [ 0, %20 ], [ %116, %48 ]
  %52 = mul nsw i32 %50, %5
  %53 = add nsw i32 %52, %9
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4, !tbaa !26
  %57 = fsub float %56, %17
  %58 = tail call float @llvm.fmuladd.f32(float %57, float %57, float %49)
  %59 = or disjoint i32 %50, 1
  %60 = mul nsw i32 %59, %5
  %61 = add nsw i32 %60, %9
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4, !tbaa !26
  %65 = fsub float %64, %17
  %66 = tail call float @llvm.fmuladd.f32(float %65, float %65, float %58)
  %67 = or disjoint i32 %50, 2
  %68 = mul nsw i32 %67, %5
  %69 = add nsw i32 %68, %9
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %70
  %72 = load float, ptr addrspace(1) %71, align 4, !tbaa !26
  %73 = fsub float %72, %17
  %74 = tail call float @llvm.fmuladd.f32(float %73, float %73, float %66)
  %75 = or disjoint i32 %50, 3
  %76 = mul nsw i32 %75, %5
  %77 = add nsw i32 %76, %9
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %78
  %80 = load float, ptr addrspace(1) %79, align 4, !tbaa !26
  %81 = fsub float %80, %17
  %82 = tail call float @llvm.fmuladd.f32(float %81, float %81, float %74)
  %83 = or disjoint i32 %50, 4
  %84 = mul nsw i32 %83, %5
  %85 = add nsw i32 %84, %9
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %86
  %88 = load float, ptr addrspace(1) %87, align 4, !tbaa !26
  %89 = fsub float %88, %17
  %90 = tail call float @llvm.fmuladd.f32(float %89, float %89, float %82)
  %91 = or disjoint i32 %50, 5
  %92 = mul nsw i32 %91, %5
  %93 = add nsw i32 %92, %9
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %94
  %96 = load float, ptr addrspace(1) %95, align 4, !tbaa !26
  %97 = fsub float %96, %17
  %98 = tail call float @llvm.fmuladd.f32(float %97, float %97, float %90)
  %99 = or disjoint i32 %50, 6
  %100 = mul nsw i32 %99, %5
  %101 = add nsw i32 %100, %9
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %102
  %104 = load float, ptr addrspace(1) %103, align 4, !tbaa !26
  %105 = fsub float %104, %17
  %106 = tail call float @llvm.fmuladd.f32(float %105, float %105, float %98)
  %107 = or disjoint i32 %50, 7
  %108 = mul nsw i32 %107, %5
  %109 = add nsw i32 %108, %9
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %110
  %112 = load float, ptr addrspace(1) %111, align 4, !tbaa !26
  %113 = fsub float %112, %17
  %114 = tail call float @llvm.fmuladd.f32(float %113, float %113, float %106)
  %115 = add nuw nsw i32 %50, 8
  %116 = add i32 %51, 8
  %117 = icmp eq i32 %116, %21
  br i1 %117, label %22, label %48

118:                                              ; preds = %41, %7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4sqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @pb_gramschmidt_norm(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #5 !kernel_arg_addr_space !71 !kernel_arg_access_qual !33 !kernel_arg_type !72 !kernel_arg_base_type !72 !kernel_arg_type_qual !73 {
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #8
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #8
  %11 = trunc i64 %10 to i32
  %12 = icmp slt i32 %9, %5
  br i1 %12, label %19, label %13

13:                                               ; preds = %19, %7
  %14 = phi float [ 0.000000e+00, %7 ], [ %27, %19 ]
  %15 = shl i64 %8, 32
  %16 = ashr exact i64 %15, 30
  %17 = getelementptr inbounds i8, ptr addrspace(3) %3, i64 %16
  store float %14, ptr addrspace(3) %17, align 4, !tbaa !26
  tail call void @_Z7barrierj(i32 noundef 1) #9
  %18 = icmp sgt i32 %11, 1
  br i1 %18, label %34, label %30

19:                                               ; preds = %7, %19
  %20 = phi float [ %27, %19 ], [ 0.000000e+00, %7 ]
  %21 = phi i32 [ %28, %19 ], [ %9, %7 ]
  %22 = mul nsw i32 %21, %6
  %23 = add nsw i32 %22, %4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !26
  %27 = tail call float @llvm.fmuladd.f32(float %26, float %26, float %20)
  %28 = add nsw i32 %21, %11
  %29 = icmp slt i32 %28, %5
  br i1 %29, label %19, label %13

30:                                               ; preds = %45, %13
  %31 = load float, ptr addrspace(3) %3, align 4, !tbaa !26
  %32 = tail call float @_Z4sqrtf(float noundef %31) #8, !fpmath !70
  %33 = icmp eq i32 %9, 0
  br i1 %33, label %47, label %52

34:                                               ; preds = %13, %45
  %35 = phi i32 [ %36, %45 ], [ %11, %13 ]
  %36 = lshr i32 %35, 1
  %37 = icmp sgt i32 %36, %9
  br i1 %37, label %38, label %45

38:                                               ; preds = %34
  %39 = add nsw i32 %36, %9
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %40
  %42 = load float, ptr addrspace(3) %41, align 4, !tbaa !26
  %43 = load float, ptr addrspace(3) %17, align 4, !tbaa !26
  %44 = fadd float %42, %43
  store float %44, ptr addrspace(3) %17, align 4, !tbaa !26
  br label %45

45:                                               ; preds = %38, %34
  tail call void @_Z7barrierj(i32 noundef 1) #9
  %46 = icmp ult i32 %35, 4
  br i1 %46, label %30, label %34

47:                                               ; preds = %30
  %48 = add i32 %6, 1
  %49 = mul i32 %48, %4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %50
  store float %32, ptr addrspace(1) %51, align 4, !tbaa !26
  br label %52

52:                                               ; preds = %47, %30
  br i1 %12, label %54, label %53

53:                                               ; preds = %54, %52
  ret void

54:                                               ; preds = %52, %54
  %55 = phi i32 [ %63, %54 ], [ %9, %52 ]
  %56 = mul nsw i32 %55, %6
  %57 = add nsw i32 %56, %4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4, !tbaa !26
  %61 = fdiv float %60, %32, !fpmath !61
  %62 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %58
  store float %61, ptr addrspace(1) %62, align 4, !tbaa !26
  %63 = add nsw i32 %55, %11
  %64 = icmp slt i32 %63, %5
  br i1 %64, label %54, label %53
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @pb_lu_step(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #7 !kernel_arg_addr_space !74 !kernel_arg_access_qual !75 !kernel_arg_type !76 !kernel_arg_base_type !76 !kernel_arg_type_qual !77 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %5 = trunc i64 %4 to i32
  %6 = add i32 %1, 1
  %7 = add i32 %6, %5
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
  %9 = trunc i64 %8 to i32
  %10 = add i32 %6, %9
  %11 = icmp slt i32 %10, %2
  %12 = icmp slt i32 %7, %2
  %13 = select i1 %11, i1 %12, i1 false
  br i1 %13, label %14, label %36

14:                                               ; preds = %3
  %15 = mul nsw i32 %10, %2
  %16 = add nsw i32 %15, %1
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !26
  %20 = mul nsw i32 %2, %1
  %21 = add nsw i32 %7, %20
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !26
  %25 = fmul float %19, %24
  %26 = add nsw i32 %20, %1
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !26
  %30 = fdiv float %25, %29, !fpmath !61
  %31 = add nsw i32 %15, %7
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !26
  %35 = fsub float %34, %30
  store float %35, ptr addrspace(1) %33, align 4, !tbaa !26
  br label %36

36:                                               ; preds = %14, %3
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @pb_jacobi1d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #5 !kernel_arg_addr_space !78 !kernel_arg_access_qual !63 !kernel_arg_type !79 !kernel_arg_base_type !79 !kernel_arg_type_qual !80 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #8
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #8
  %10 = trunc i64 %9 to i32
  %11 = icmp slt i32 %6, %3
  br i1 %11, label %12, label %17

12:                                               ; preds = %4
  %13 = shl i64 %5, 32
  %14 = ashr exact i64 %13, 30
  %15 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !26
  br label %17

17:                                               ; preds = %4, %12
  %18 = phi float [ %16, %12 ], [ 0.000000e+00, %4 ]
  %19 = shl i64 %7, 32
  %20 = add i64 %19, 4294967296
  %21 = ashr exact i64 %20, 30
  %22 = getelementptr inbounds i8, ptr addrspace(3) %2, i64 %21
  store float %18, ptr addrspace(3) %22, align 4, !tbaa !26
  %23 = icmp eq i32 %8, 0
  br i1 %23, label %24, label %33

24:                                               ; preds = %17
  %25 = icmp sgt i32 %6, 0
  br i1 %25, label %26, label %31

26:                                               ; preds = %24
  %27 = add i64 %5, 4294967295
  %28 = and i64 %27, 4294967295
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !26
  br label %31

31:                                               ; preds = %24, %26
  %32 = phi float [ %30, %26 ], [ 0.000000e+00, %24 ]
  store float %32, ptr addrspace(3) %2, align 4, !tbaa !26
  br label %33

33:                                               ; preds = %31, %17
  %34 = add nsw i32 %10, -1
  %35 = icmp eq i32 %34, %8
  br i1 %35, label %36, label %49

36:                                               ; preds = %33
  %37 = add nsw i32 %6, 1
  %38 = icmp slt i32 %37, %3
  br i1 %38, label %39, label %43

39:                                               ; preds = %36
  %40 = sext i32 %37 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !26
  br label %43

43:                                               ; preds = %36, %39
  %44 = phi float [ %42, %39 ], [ 0.000000e+00, %36 ]
  %45 = shl i64 %9, 32
  %46 = add i64 %45, 4294967296
  %47 = ashr exact i64 %46, 30
  %48 = getelementptr inbounds i8, ptr addrspace(3) %2, i64 %47
  store float %44, ptr addrspace(3) %48, align 4, !tbaa !26
  br label %49

49:                                               ; preds = %43, %33
  tail call void @_Z7barrierj(i32 noundef 1) #9
  %50 = icmp sgt i32 %6, 0
  %51 = add nsw i32 %3, -1
  %52 = icmp sgt i32 %51, %6
  %53 = select i1 %50, i1 %52, i1 false
  br i1 %53, label %54, label %68

54:                                               ; preds = %49
  %55 = ashr exact i64 %19, 30
  %56 = getelementptr inbounds i8, ptr addrspace(3) %2, i64 %55
  %57 = load float, ptr addrspace(3) %56, align 4, !tbaa !26
  %58 = load float, ptr addrspace(3) %22, align 4, !tbaa !26
  %59 = fadd float %57, %58
  %60 = add i64 %19, 8589934592
  %61 = ashr exact i64 %60, 30
  %62 = getelementptr inbounds i8, ptr addrspace(3) %2, i64 %61
  %63 = load float, ptr addrspace(3) %62, align 4, !tbaa !26
  %64 = fadd float %59, %63
  %65 = fmul float %64, 0x3FD5554760000000
  %66 = and i64 %5, 2147483647
  %67 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %66
  store float %65, ptr addrspace(1) %67, align 4, !tbaa !26
  br label %68

68:                                               ; preds = %54, %49
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @pb_jacobi2d_tile(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #5 !kernel_arg_addr_space !81 !kernel_arg_access_qual !63 !kernel_arg_type !64 !kernel_arg_base_type !64 !kernel_arg_type_qual !82 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #8
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #8
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #8
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z14get_local_sizej(i32 noundef 1) #8
  %12 = trunc i64 %11 to i32
  %13 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #8
  %14 = add i64 %9, 4294967294
  %15 = mul i64 %13, %14
  %16 = add i64 %15, %5
  %17 = trunc i64 %16 to i32
  %18 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #8
  %19 = add i64 %11, 4294967294
  %20 = mul i64 %18, %19
  %21 = add i64 %20, %7
  %22 = trunc i64 %21 to i32
  %23 = icmp slt i32 %17, %2
  %24 = icmp slt i32 %22, %2
  %25 = select i1 %23, i1 %24, i1 false
  br i1 %25, label %26, label %32

26:                                               ; preds = %4
  %27 = mul nsw i32 %22, %2
  %28 = add nsw i32 %27, %17
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !26
  br label %32

32:                                               ; preds = %4, %26
  %33 = phi float [ %31, %26 ], [ 0.000000e+00, %4 ]
  %34 = mul i64 %9, %7
  %35 = add i64 %34, %5
  %36 = shl i64 %35, 32
  %37 = ashr exact i64 %36, 30
  %38 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %37
  store float %33, ptr addrspace(3) %38, align 4, !tbaa !26
  tail call void @_Z7barrierj(i32 noundef 1) #9
  %39 = icmp sgt i32 %3, 0
  br i1 %39, label %43, label %40

40:                                               ; preds = %32
  %41 = add nsw i32 %10, -1
  %42 = add nsw i32 %12, -1
  br label %67

43:                                               ; preds = %32
  %44 = icmp sgt i32 %6, 0
  %45 = icmp sgt i32 %8, 0
  %46 = select i1 %44, i1 %45, i1 false
  %47 = add nsw i32 %10, -1
  %48 = icmp sgt i32 %47, %6
  %49 = select i1 %46, i1 %48, i1 false
  %50 = add nsw i32 %12, -1
  %51 = icmp sgt i32 %50, %8
  %52 = select i1 %49, i1 %51, i1 false
  %53 = getelementptr i8, ptr addrspace(3) %38, i64 -4
  %54 = getelementptr i8, ptr addrspace(3) %38, i64 4
  %55 = add i64 %7, 4294967295
  %56 = mul i64 %55, %9
  %57 = add i64 %56, %5
  %58 = shl i64 %57, 32
  %59 = ashr exact i64 %58, 30
  %60 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %59
  %61 = add nuw nsw i64 %7, 1
  %62 = mul i64 %61, %9
  %63 = add i64 %62, %5
  %64 = shl i64 %63, 32
  %65 = ashr exact i64 %64, 30
  %66 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %65
  br label %78

67:                                               ; preds = %91, %40
  %68 = phi i32 [ %42, %40 ], [ %50, %91 ]
  %69 = phi i32 [ %41, %40 ], [ %47, %91 ]
  %70 = icmp sgt i32 %6, 0
  %71 = and i1 %70, %25
  %72 = icmp sgt i32 %8, 0
  %73 = select i1 %71, i1 %72, i1 false
  %74 = icmp sgt i32 %69, %6
  %75 = select i1 %73, i1 %74, i1 false
  %76 = icmp sgt i32 %68, %8
  %77 = select i1 %75, i1 %76, i1 false
  br i1 %77, label %95, label %101

78:                                               ; preds = %43, %91
  %79 = phi i32 [ 0, %43 ], [ %93, %91 ]
  %80 = load float, ptr addrspace(3) %38, align 4, !tbaa !26
  br i1 %52, label %81, label %91

81:                                               ; preds = %78
  %82 = load float, ptr addrspace(3) %53, align 4, !tbaa !26
  %83 = fadd float %80, %82
  %84 = load float, ptr addrspace(3) %54, align 4, !tbaa !26
  %85 = fadd float %83, %84
  %86 = load float, ptr addrspace(3) %60, align 4, !tbaa !26
  %87 = fadd float %85, %86
  %88 = load float, ptr addrspace(3) %66, align 4, !tbaa !26
  %89 = fadd float %87, %88
  %90 = fmul float %89, 0x3FC99999A0000000
  br label %91

91:                                               ; preds = %81, %78
  %92 = phi float [ %90, %81 ], [ %80, %78 ]
  tail call void @_Z7barrierj(i32 noundef 1) #9
  store float %92, ptr addrspace(3) %38, align 4, !tbaa !26
  tail call void @_Z7barrierj(i32 noundef 1) #9
  %93 = add nuw nsw i32 %79, 1
  %94 = icmp eq i32 %93, %3
  br i1 %94, label %67, label %78

95:                                               ; preds = %67
  %96 = mul nsw i32 %22, %2
  %97 = add nsw i32 %96, %17
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %98
  %100 = load float, ptr addrspace(3) %38, align 4, !tbaa !26
  store float %100, ptr addrspace(1) %99, align 4, !tbaa !26
  br label %101

101:                                              ; preds = %95, %67
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @pb_fdtd2d(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #7 !kernel_arg_addr_space !83 !kernel_arg_access_qual !23 !kernel_arg_type !84 !kernel_arg_base_type !84 !kernel_arg_type_qual !85 {
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
  %12 = trunc i64 %11 to i32
  %13 = icmp slt i32 %12, %5
  %14 = icmp slt i32 %10, %6
  %15 = select i1 %13, i1 %14, i1 false
  br i1 %15, label %16, label %90

16:                                               ; preds = %8
  switch i32 %7, label %59 [
    i32 0, label %17
    i32 1, label %42
  ]

17:                                               ; preds = %16
  %18 = icmp eq i32 %12, 0
  br i1 %18, label %19, label %26

19:                                               ; preds = %17
  %20 = sext i32 %4 to i64
  %21 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !26
  %23 = shl i64 %9, 32
  %24 = ashr exact i64 %23, 30
  %25 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %24
  store float %22, ptr addrspace(1) %25, align 4, !tbaa !26
  br label %90

26:                                               ; preds = %17
  %27 = mul nsw i32 %12, %6
  %28 = add nsw i32 %27, %10
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !26
  %32 = add nsw i32 %12, -1
  %33 = mul nsw i32 %32, %6
  %34 = add nsw i32 %33, %10
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !26
  %38 = fsub float %31, %37
  %39 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %29
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !26
  %41 = tail call float @llvm.fmuladd.f32(float %38, float -5.000000e-01, float %40)
  store float %41, ptr addrspace(1) %39, align 4, !tbaa !26
  br label %90

42:                                               ; preds = %16
  %43 = icmp sgt i32 %10, 0
  br i1 %43, label %44, label %90

44:                                               ; preds = %42
  %45 = mul nsw i32 %12, %6
  %46 = add nsw i32 %45, %10
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %47
  %49 = load float, ptr addrspace(1) %48, align 4, !tbaa !26
  %50 = add nsw i32 %10, -1
  %51 = add nsw i32 %50, %45
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !26
  %55 = fsub float %49, %54
  %56 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %47
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !26
  %58 = tail call float @llvm.fmuladd.f32(float %55, float -5.000000e-01, float %57)
  store float %58, ptr addrspace(1) %56, align 4, !tbaa !26
  br label %90

59:                                               ; preds = %16
  %60 = add nsw i32 %5, -1
  %61 = icmp sgt i32 %60, %12
  %62 = add nsw i32 %6, -1
  %63 = icmp sgt i32 %62, %10
  %64 = select i1 %61, i1 %63, i1 false
  br i1 %64, label %65, label %90

65:                                               ; preds = %59
  %66 = mul nsw i32 %12, %6
  %67 = add nsw i32 %10, 1
  %68 = add nsw i32 %67, %66
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %69
  %71 = load float, ptr addrspace(1) %70, align 4, !tbaa !26
  %72 = add nsw i32 %66, %10
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %73
  %75 = load float, ptr addrspace(1) %74, align 4, !tbaa !26
  %76 = fsub float %71, %75
  %77 = add nsw i32 %12, 1
  %78 = mul nsw i32 %77, %6
  %79 = add nsw i32 %78, %10
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %80
  %82 = load float, ptr addrspace(1) %81, align 4, !tbaa !26
  %83 = fadd float %76, %82
  %84 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %73
  %85 = load float, ptr addrspace(1) %84, align 4, !tbaa !26
  %86 = fsub float %83, %85
  %87 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %73
  %88 = load float, ptr addrspace(1) %87, align 4, !tbaa !26
  %89 = tail call float @llvm.fmuladd.f32(float %86, float 0xBFE6666660000000, float %88)
  store float %89, ptr addrspace(1) %87, align 4, !tbaa !26
  br label %90

90:                                               ; preds = %26, %19, %44, %42, %65, %59, %8
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @pb_conv2d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #7 !kernel_arg_addr_space !62 !kernel_arg_access_qual !63 !kernel_arg_type !64 !kernel_arg_base_type !64 !kernel_arg_type_qual !80 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %8, 0
  %10 = icmp sgt i32 %6, 0
  %11 = select i1 %9, i1 %10, i1 false
  %12 = add nsw i32 %2, -1
  %13 = icmp sgt i32 %12, %8
  %14 = select i1 %11, i1 %13, i1 false
  %15 = add nsw i32 %3, -1
  %16 = icmp sgt i32 %15, %6
  %17 = select i1 %14, i1 %16, i1 false
  br i1 %17, label %18, label %70

18:                                               ; preds = %4
  %19 = add nsw i32 %8, -1
  %20 = mul nsw i32 %19, %3
  %21 = add i32 %20, %6
  %22 = add i32 %21, -1
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !26
  %26 = tail call float @llvm.fmuladd.f32(float %25, float 0x3FC99999A0000000, float 0.000000e+00)
  %27 = sext i32 %21 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !26
  %30 = tail call float @llvm.fmuladd.f32(float %29, float 5.000000e-01, float %26)
  %31 = add i32 %21, 1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !26
  %35 = tail call float @llvm.fmuladd.f32(float %34, float 0xBFE99999A0000000, float %30)
  %36 = mul nsw i32 %8, %3
  %37 = add i32 %36, %6
  %38 = add i32 %37, -1
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !26
  %42 = tail call float @llvm.fmuladd.f32(float %41, float 0xBFD3333340000000, float %35)
  %43 = sext i32 %37 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !26
  %46 = tail call float @llvm.fmuladd.f32(float %45, float 0x3FE3333340000000, float %42)
  %47 = add i32 %37, 1
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %48
  %50 = load float, ptr addrspace(1) %49, align 4, !tbaa !26
  %51 = tail call float @llvm.fmuladd.f32(float %50, float 0xBFECCCCCC0000000, float %46)
  %52 = add nuw nsw i32 %8, 1
  %53 = mul nsw i32 %52, %3
  %54 = add i32 %53, %6
  %55 = add i32 %54, -1
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4, !tbaa !26
  %59 = tail call float @llvm.fmuladd.f32(float %58, float 0x3FD99999A0000000, float %51)
  %60 = sext i32 %54 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !26
  %63 = tail call float @llvm.fmuladd.f32(float %62, float 0x3FE6666660000000, float %59)
  %64 = add i32 %54, 1
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4, !tbaa !26
  %68 = tail call float @llvm.fmuladd.f32(float %67, float 0x3FB99999A0000000, float %63)
  %69 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %43
  store float %68, ptr addrspace(1) %69, align 4, !tbaa !26
  br label %70

70:                                               ; preds = %18, %4
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_conv3d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !57 !kernel_arg_access_qual !38 !kernel_arg_type !86 !kernel_arg_base_type !86 !kernel_arg_type_qual !87 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
  %9 = trunc i64 %8 to i32
  %10 = icmp sgt i32 %2, 2
  br i1 %10, label %11, label %79

11:                                               ; preds = %5
  %12 = icmp sgt i32 %9, 0
  %13 = icmp sgt i32 %7, 0
  %14 = select i1 %12, i1 %13, i1 false
  %15 = add nsw i32 %3, -1
  %16 = icmp sgt i32 %15, %9
  %17 = select i1 %14, i1 %16, i1 false
  %18 = add nsw i32 %4, -1
  %19 = icmp sgt i32 %18, %7
  %20 = select i1 %17, i1 %19, i1 false
  br i1 %20, label %21, label %79

21:                                               ; preds = %11
  %22 = getelementptr i8, ptr addrspace(1) %0, i64 -4
  %23 = getelementptr i8, ptr addrspace(1) %0, i64 4
  %24 = add nsw i32 %2, -2
  br label %25

25:                                               ; preds = %21, %25
  %26 = phi i32 [ %57, %25 ], [ 1, %21 ]
  %27 = mul nsw i32 %26, %3
  %28 = add nsw i32 %27, %9
  %29 = mul nsw i32 %28, %4
  %30 = add nsw i32 %29, %7
  %31 = add nsw i32 %26, -1
  %32 = mul nsw i32 %31, %3
  %33 = add nsw i32 %32, %9
  %34 = mul nsw i32 %33, %4
  %35 = add nsw i32 %34, %7
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !26
  %39 = add nsw i32 %28, -1
  %40 = mul nsw i32 %39, %4
  %41 = add nsw i32 %40, %7
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %42
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !26
  %45 = fadd float %38, %44
  %46 = sext i32 %30 to i64
  %47 = getelementptr float, ptr addrspace(1) %22, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !26
  %49 = fadd float %45, %48
  %50 = tail call float @llvm.fmuladd.f32(float %49, float 0x3FD99999A0000000, float 0.000000e+00)
  %51 = sext i32 %30 to i64
  %52 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4, !tbaa !26
  %54 = fadd float %53, %53
  %55 = fadd float %54, %53
  %56 = tail call float @llvm.fmuladd.f32(float %55, float 5.000000e-01, float %50)
  %57 = add nuw nsw i32 %26, 1
  %58 = mul nsw i32 %57, %3
  %59 = add nsw i32 %58, %9
  %60 = mul nsw i32 %59, %4
  %61 = add nsw i32 %60, %7
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4, !tbaa !26
  %65 = add nsw i32 %28, 1
  %66 = mul nsw i32 %65, %4
  %67 = add nsw i32 %66, %7
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %68
  %70 = load float, ptr addrspace(1) %69, align 4, !tbaa !26
  %71 = fadd float %64, %70
  %72 = sext i32 %30 to i64
  %73 = getelementptr float, ptr addrspace(1) %23, i64 %72
  %74 = load float, ptr addrspace(1) %73, align 4, !tbaa !26
  %75 = fadd float %71, %74
  %76 = tail call float @llvm.fmuladd.f32(float %75, float 0x3FE3333340000000, float %56)
  %77 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %51
  store float %76, ptr addrspace(1) %77, align 4, !tbaa !26
  %78 = icmp eq i32 %26, %24
  br i1 %78, label %79, label %25

79:                                               ; preds = %25, %11, %5
  ret void
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nofree noinline norecurse nounwind memory(write, argmem: readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #5 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #7 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #8 = { convergent nounwind willreturn memory(none) }
attributes #9 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15, !16, !17}
!llvm.module.flags = !{!18, !19}
!opencl.ocl.version = !{!20}

!0 = !{ptr @pb_gemm, !"kernel", i32 1}
!1 = !{ptr @pb_2mm_1, !"kernel", i32 1}
!2 = !{ptr @pb_2mm_2, !"kernel", i32 1}
!3 = !{ptr @pb_atax_1, !"kernel", i32 1}
!4 = !{ptr @pb_atax_2, !"kernel", i32 1}
!5 = !{ptr @pb_bicg, !"kernel", i32 1}
!6 = !{ptr @pb_mvt, !"kernel", i32 1}
!7 = !{ptr @pb_syrk, !"kernel", i32 1}
!8 = !{ptr @pb_cov_mean, !"kernel", i32 1}
!9 = !{ptr @pb_cov, !"kernel", i32 1}
!10 = !{ptr @pb_corr_std, !"kernel", i32 1}
!11 = !{ptr @pb_gramschmidt_norm, !"kernel", i32 1}
!12 = !{ptr @pb_lu_step, !"kernel", i32 1}
!13 = !{ptr @pb_jacobi1d, !"kernel", i32 1}
!14 = !{ptr @pb_jacobi2d_tile, !"kernel", i32 1}
!15 = !{ptr @pb_fdtd2d, !"kernel", i32 1}
!16 = !{ptr @pb_conv2d, !"kernel", i32 1}
!17 = !{ptr @pb_conv3d, !"kernel", i32 1}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{i32 2, i32 0}
!21 = !{!"clang-19"}
!22 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!23 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!24 = !{!"float*", !"float*", !"float*", !"float", !"float", !"int", !"int", !"int"}
!25 = !{!"const", !"const", !"", !"", !"", !"", !"", !""}
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C/C++ TBAA"}
!30 = distinct !{!30, !31}
!31 = !{!"llvm.loop.unroll.disable"}
!32 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!33 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!34 = !{!"float*", !"float*", !"float*", !"float", !"int", !"int", !"int"}
!35 = !{!"const", !"const", !"", !"", !"", !"", !""}
!36 = distinct !{!36, !31}
!37 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!38 = !{!"none", !"none", !"none", !"none", !"none"}
!39 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!40 = !{!"const", !"const", !"", !"", !""}
!41 = distinct !{!41, !31}
!42 = distinct !{!42, !31}
!43 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0}
!44 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int", !"int"}
!45 = !{!"const", !"const", !"const", !"", !"", !"", !""}
!46 = distinct !{!46, !31}
!47 = distinct !{!47, !31}
!48 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!49 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!50 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!51 = !{!"const", !"", !"", !"const", !"const", !""}
!52 = distinct !{!52, !31}
!53 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!54 = !{!"float*", !"float*", !"float", !"float", !"int", !"int"}
!55 = !{!"const", !"", !"", !"", !"", !""}
!56 = distinct !{!56, !31}
!57 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!58 = !{!"float*", !"float*", !"float", !"int", !"int"}
!59 = !{!"", !"const", !"", !"", !""}
!60 = distinct !{!60, !31}
!61 = !{float 2.500000e+00}
!62 = !{i32 1, i32 1, i32 0, i32 0}
!63 = !{!"none", !"none", !"none", !"none"}
!64 = !{!"float*", !"float*", !"int", !"int"}
!65 = !{!"", !"const", !"", !""}
!66 = distinct !{!66, !31}
!67 = !{!"float*", !"float*", !"float*", !"float", !"float", !"int", !"int"}
!68 = !{!"const", !"", !"const", !"", !"", !"", !""}
!69 = distinct !{!69, !31}
!70 = !{float 3.000000e+00}
!71 = !{i32 1, i32 1, i32 1, i32 3, i32 0, i32 0, i32 0}
!72 = !{!"float*", !"float*", !"float*", !"float*", !"int", !"int", !"int"}
!73 = !{!"", !"", !"", !"", !"", !"", !""}
!74 = !{i32 1, i32 0, i32 0}
!75 = !{!"none", !"none", !"none"}
!76 = !{!"float*", !"int", !"int"}
!77 = !{!"", !"", !""}
!78 = !{i32 1, i32 1, i32 3, i32 0}
!79 = !{!"float*", !"float*", !"float*", !"int"}
!80 = !{!"const", !"", !"", !""}
!81 = !{i32 1, i32 3, i32 0, i32 0}
!82 = !{!"", !"", !"", !""}
!83 = !{i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!84 = !{!"float*", !"float*", !"float*", !"float*", !"int", !"int", !"int", !"int"}
!85 = !{!"", !"", !"", !"const", !"", !"", !"", !""}
!86 = !{!"float*", !"float*", !"int", !"int", !"int"}
!87 = !{!"const", !"", !"", !"", !""}
