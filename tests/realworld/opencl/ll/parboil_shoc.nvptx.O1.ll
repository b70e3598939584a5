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
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %5
  br i1 %9, label %10, label %37

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
  br i1 %19, label %23, label %20

20:                                               ; preds = %23, %10
  %21 = phi float [ 0.000000e+00, %10 ], [ %34, %23 ]
  %22 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %16
  store float %21, ptr addrspace(1) %22, align 4, !tbaa !26
  br label %37

23:                                               ; preds = %10, %23
  %24 = phi i32 [ %35, %23 ], [ %18, %10 ]
  %25 = phi float [ %34, %23 ], [ 0.000000e+00, %10 ]
  %26 = sext i32 %24 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !26
  %29 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %26
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !22
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !26
  %34 = tail call float @llvm.fmuladd.f32(float %28, float %33, float %25)
  %35 = add nsw i32 %24, 1
  %36 = icmp eq i32 %35, %15
  br i1 %36, label %20, label %23, !llvm.loop !28

37:                                               ; preds = %20, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ps_spmv_csr_vector(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(3) noundef align 4 %5, i32 noundef %6) local_unnamed_addr #5 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %9 = trunc i64 %8 to i32
  %10 = and i32 %9, 31
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
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
  br i1 %39, label %26, label %40, !llvm.loop !34

40:                                               ; preds = %26, %15, %7
  %41 = phi float [ 0.000000e+00, %7 ], [ 0.000000e+00, %15 ], [ %37, %26 ]
  %42 = shl i64 %8, 32
  %43 = ashr exact i64 %42, 30
  %44 = getelementptr inbounds i8, ptr addrspace(3) %5, i64 %43
  store volatile float %41, ptr addrspace(3) %44, align 4, !tbaa !26
  tail call void @_Z7barrierj(i32 noundef 1) #12
  br label %48

45:                                               ; preds = %58
  %46 = icmp ne i32 %10, 0
  %47 = or i1 %46, %14
  br i1 %47, label %66, label %61

48:                                               ; preds = %40, %58
  %49 = phi i32 [ 16, %40 ], [ %59, %58 ]
  %50 = icmp ult i32 %10, %49
  br i1 %50, label %51, label %58

51:                                               ; preds = %48
  %52 = add nsw i32 %49, %9
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr addrspace(3) %5, i64 %53
  %55 = load volatile float, ptr addrspace(3) %54, align 4, !tbaa !26
  %56 = load volatile float, ptr addrspace(3) %44, align 4, !tbaa !26
  %57 = fadd float %55, %56
  store volatile float %57, ptr addrspace(3) %44, align 4, !tbaa !26
  br label %58

58:                                               ; preds = %51, %48
  tail call void @_Z7barrierj(i32 noundef 1) #12
  %59 = lshr i32 %49, 1
  %60 = icmp ult i32 %49, 2
  br i1 %60, label %45, label %48, !llvm.loop !35

61:                                               ; preds = %45
  %62 = load volatile float, ptr addrspace(3) %44, align 4, !tbaa !26
  %63 = shl i64 %12, 32
  %64 = ashr exact i64 %63, 30
  %65 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 %64
  store float %62, ptr addrspace(1) %65, align 4, !tbaa !26
  br label %66

66:                                               ; preds = %45, %61
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @ps_spmv_ell(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
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
  %26 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !26
  %28 = zext nneg i32 %23 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !26
  %31 = tail call float @llvm.fmuladd.f32(float %27, float %30, float %18)
  br label %32

32:                                               ; preds = %16, %25
  %33 = phi float [ %31, %25 ], [ %18, %16 ]
  %34 = add nuw nsw i32 %17, 1
  %35 = icmp eq i32 %34, %14
  %36 = select i1 %24, i1 true, i1 %35
  br i1 %36, label %37, label %16, !llvm.loop !36

37:                                               ; preds = %32, %10
  %38 = phi float [ 0.000000e+00, %10 ], [ %33, %32 ]
  %39 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %12
  store float %38, ptr addrspace(1) %39, align 4, !tbaa !26
  br label %40

40:                                               ; preds = %6, %37
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @ps_stencil7(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, float noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !37 !kernel_arg_access_qual !31 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #11
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
  br i1 %86, label %87, label %40, !llvm.loop !40

87:                                               ; preds = %40, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ps_sgemm_tiled(ptr addrspace(1) nocapture noundef readonly align 4 %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, ptr addrspace(1) nocapture noundef align 4 %4, i32 noundef %5, i32 noundef %6, float noundef %7, float noundef %8) local_unnamed_addr #5 !kernel_arg_addr_space !41 !kernel_arg_access_qual !42 !kernel_arg_type !43 !kernel_arg_base_type !43 !kernel_arg_type_qual !44 {
  %10 = alloca [4 x float], align 4
  %11 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %12 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #11
  %13 = trunc i64 %12 to i32
  %14 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #11
  %15 = shl i64 %14, 4
  %16 = shl i64 %11, 32
  %17 = ashr exact i64 %16, 32
  %18 = add i64 %15, %11
  %19 = trunc i64 %18 to i32
  %20 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #11
  %21 = shl i64 %20, 6
  %22 = shl i64 %12, 2
  %23 = add i64 %21, %22
  %24 = trunc i64 %23 to i32
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10) #13
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %10, i8 0, i64 16, i1 false)
  %25 = icmp sgt i32 %6, 0
  br i1 %25, label %28, label %27

26:                                               ; preds = %58
  store float %75, ptr %10, align 4, !tbaa !26
  store float %80, ptr %35, align 4, !tbaa !26
  store float %85, ptr %38, align 4, !tbaa !26
  store float %90, ptr %41, align 4, !tbaa !26
  br label %27

27:                                               ; preds = %26, %9
  br label %94

28:                                               ; preds = %9
  %29 = shl i64 %12, 32
  %30 = ashr exact i64 %29, 32
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i64 0, i64 %30, i64 %17
  %32 = mul nsw i32 %24, %1
  %33 = or disjoint i32 %24, 1
  %34 = mul nsw i32 %33, %1
  %35 = getelementptr inbounds i8, ptr %10, i64 4
  %36 = or disjoint i32 %24, 2
  %37 = mul nsw i32 %36, %1
  %38 = getelementptr inbounds i8, ptr %10, i64 8
  %39 = or disjoint i32 %24, 3
  %40 = mul nsw i32 %39, %1
  %41 = getelementptr inbounds i8, ptr %10, i64 12
  %42 = load float, ptr %10, align 4, !tbaa !26
  %43 = load float, ptr %35, align 4, !tbaa !26
  %44 = load float, ptr %38, align 4, !tbaa !26
  %45 = load float, ptr %41, align 4, !tbaa !26
  br label %46

46:                                               ; preds = %28, %58
  %47 = phi float [ %45, %28 ], [ %90, %58 ]
  %48 = phi float [ %44, %28 ], [ %85, %58 ]
  %49 = phi float [ %43, %28 ], [ %80, %58 ]
  %50 = phi float [ %42, %28 ], [ %75, %58 ]
  %51 = phi i32 [ 0, %28 ], [ %59, %58 ]
  %52 = add nsw i32 %51, %13
  %53 = mul nsw i32 %52, %3
  %54 = add nsw i32 %53, %19
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !26
  store float %57, ptr addrspace(3) %31, align 4, !tbaa !26
  tail call void @_Z7barrierj(i32 noundef 1) #12
  br label %61

58:                                               ; preds = %61
  tail call void @_Z7barrierj(i32 noundef 1) #12
  %59 = add nuw nsw i32 %51, 16
  %60 = icmp slt i32 %59, %6
  br i1 %60, label %46, label %26, !llvm.loop !45

61:                                               ; preds = %46, %61
  %62 = phi float [ %47, %46 ], [ %90, %61 ]
  %63 = phi float [ %48, %46 ], [ %85, %61 ]
  %64 = phi float [ %49, %46 ], [ %80, %61 ]
  %65 = phi float [ %50, %46 ], [ %75, %61 ]
  %66 = phi i32 [ 0, %46 ], [ %91, %61 ]
  %67 = add nuw nsw i32 %66, %51
  %68 = zext nneg i32 %66 to i64
  %69 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i64 0, i64 %68, i64 %17
  %70 = load float, ptr addrspace(3) %69, align 4, !tbaa !26
  %71 = add i32 %67, %32
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %72
  %74 = load float, ptr addrspace(1) %73, align 4, !tbaa !26
  %75 = tail call float @llvm.fmuladd.f32(float %74, float %70, float %65)
  %76 = add i32 %67, %34
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %77
  %79 = load float, ptr addrspace(1) %78, align 4, !tbaa !26
  %80 = tail call float @llvm.fmuladd.f32(float %79, float %70, float %64)
  %81 = add i32 %67, %37
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %82
  %84 = load float, ptr addrspace(1) %83, align 4, !tbaa !26
  %85 = tail call float @llvm.fmuladd.f32(float %84, float %70, float %63)
  %86 = add i32 %67, %40
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %87
  %89 = load float, ptr addrspace(1) %88, align 4, !tbaa !26
  %90 = tail call float @llvm.fmuladd.f32(float %89, float %70, float %62)
  %91 = add nuw nsw i32 %66, 1
  %92 = icmp eq i32 %91, 16
  br i1 %92, label %58, label %61, !llvm.loop !46

93:                                               ; preds = %94
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10) #13
  ret void

94:                                               ; preds = %27, %94
  %95 = phi i32 [ %107, %94 ], [ 0, %27 ]
  %96 = zext nneg i32 %95 to i64
  %97 = getelementptr inbounds [4 x float], ptr %10, i64 0, i64 %96
  %98 = load float, ptr %97, align 4, !tbaa !26
  %99 = add nuw nsw i32 %95, %24
  %100 = mul nsw i32 %99, %5
  %101 = add nsw i32 %100, %19
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %102
  %104 = load float, ptr addrspace(1) %103, align 4, !tbaa !26
  %105 = fmul float %104, %8
  %106 = tail call float @llvm.fmuladd.f32(float %7, float %98, float %105)
  store float %106, ptr addrspace(1) %103, align 4, !tbaa !26
  %107 = add nuw nsw i32 %95, 1
  %108 = icmp eq i32 %107, 4
  br i1 %108, label %93, label %94, !llvm.loop !47
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ps_histo(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 1 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #5 !kernel_arg_addr_space !48 !kernel_arg_access_qual !49 !kernel_arg_type !50 !kernel_arg_base_type !50 !kernel_arg_type_qual !51 {
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #11
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %7, %4
  br i1 %10, label %15, label %11

11:                                               ; preds = %15, %5
  tail call void @_Z7barrierj(i32 noundef 1) #12
  %12 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %13 = trunc i64 %12 to i32
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %23, label %21

15:                                               ; preds = %5, %15
  %16 = phi i32 [ %19, %15 ], [ %7, %5 ]
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %17
  store i32 0, ptr addrspace(3) %18, align 4, !tbaa !22
  %19 = add nsw i32 %16, %9
  %20 = icmp slt i32 %19, %4
  br i1 %20, label %15, label %11, !llvm.loop !52

21:                                               ; preds = %34, %11
  tail call void @_Z7barrierj(i32 noundef 1) #12
  %22 = icmp slt i32 %7, %4
  br i1 %22, label %40, label %39

23:                                               ; preds = %11, %34
  %24 = phi i64 [ %36, %34 ], [ %12, %11 ]
  %25 = shl i64 %24, 32
  %26 = ashr exact i64 %25, 32
  %27 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !22
  %29 = icmp ult i32 %28, %4
  br i1 %29, label %30, label %34

30:                                               ; preds = %23
  %31 = zext i32 %28 to i64
  %32 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %31
  %33 = tail call i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %32) #12
  br label %34

34:                                               ; preds = %30, %23
  %35 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #11
  %36 = add i64 %35, %26
  %37 = trunc i64 %36 to i32
  %38 = icmp slt i32 %37, %3
  br i1 %38, label %23, label %21, !llvm.loop !53

39:                                               ; preds = %53, %21
  ret void

40:                                               ; preds = %21, %53
  %41 = phi i32 [ %54, %53 ], [ %7, %21 ]
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %42
  %44 = load i32, ptr addrspace(3) %43, align 4, !tbaa !22
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %53, label %46

46:                                               ; preds = %40
  %47 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %42
  %48 = load i8, ptr addrspace(1) %47, align 1, !tbaa !54
  %49 = zext i8 %48 to i32
  %50 = add i32 %44, %49
  %51 = tail call i32 @llvm.umin.i32(i32 %50, i32 255)
  %52 = trunc nuw i32 %51 to i8
  store i8 %52, ptr addrspace(1) %47, align 1, !tbaa !54
  br label %53

53:                                               ; preds = %40, %46
  %54 = add nsw i32 %41, %9
  %55 = icmp slt i32 %54, %4
  br i1 %55, label %40, label %39, !llvm.loop !55
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @ps_mriq(i32 noundef %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef readonly align 4 %4, ptr addrspace(1) nocapture noundef align 4 %5, ptr addrspace(1) nocapture noundef align 4 %6, ptr addrspace(4) nocapture noundef readonly align 4 %7) local_unnamed_addr #1 !kernel_arg_addr_space !56 !kernel_arg_access_qual !57 !kernel_arg_type !58 !kernel_arg_base_type !58 !kernel_arg_type_qual !59 {
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
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
  %44 = tail call float @_Z10native_cosf(float noundef %43) #11
  %45 = tail call float @llvm.fmuladd.f32(float %39, float %44, float %28)
  %46 = tail call float @_Z10native_sinf(float noundef %43) #11
  %47 = tail call float @llvm.fmuladd.f32(float %39, float %46, float %29)
  %48 = add nuw nsw i32 %30, 1
  %49 = icmp slt i32 %48, %22
  %50 = icmp ult i32 %30, 1023
  %51 = and i1 %49, %50
  br i1 %51, label %27, label %24, !llvm.loop !60
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z10native_cosf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z10native_sinf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ps_tpacf(ptr addrspace(1) nocapture noundef readonly align 16 %0, i32 noundef %1, ptr addrspace(4) nocapture noundef readonly align 4 %2, i32 noundef %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(3) noundef align 4 %5) local_unnamed_addr #5 !kernel_arg_addr_space !61 !kernel_arg_access_qual !19 !kernel_arg_type !62 !kernel_arg_base_type !63 !kernel_arg_type_qual !64 {
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #11
  %10 = trunc i64 %9 to i32
  %11 = icmp slt i32 %8, %3
  br i1 %11, label %16, label %12

12:                                               ; preds = %16, %6
  tail call void @_Z7barrierj(i32 noundef 1) #12
  %13 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #11
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
  br i1 %21, label %16, label %12, !llvm.loop !65

22:                                               ; preds = %12
  %23 = add i32 %8, 1
  %24 = add i32 %23, %14
  %25 = icmp slt i32 %24, %1
  br i1 %25, label %26, label %60

26:                                               ; preds = %22
  %27 = shl i64 %13, 32
  %28 = ashr exact i64 %27, 28
  %29 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %28
  %30 = load <4 x float>, ptr addrspace(1) %29, align 16, !tbaa !54
  %31 = shufflevector <4 x float> %30, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %32 = icmp sgt i32 %3, 1
  br label %33

33:                                               ; preds = %26, %53
  %34 = phi i32 [ %24, %26 ], [ %58, %53 ]
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %35
  %37 = load <4 x float>, ptr addrspace(1) %36, align 16
  %38 = shufflevector <4 x float> %37, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %39 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %31, <3 x float> noundef %38) #11
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
  br i1 %52, label %40, label %53, !llvm.loop !66

53:                                               ; preds = %40, %33
  %54 = phi i32 [ 0, %33 ], [ %50, %40 ]
  %55 = zext nneg i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr addrspace(3) %5, i64 %55
  %57 = tail call i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef %56, i32 noundef 1) #12
  %58 = add nsw i32 %34, %10
  %59 = icmp slt i32 %58, %1
  br i1 %59, label %33, label %60, !llvm.loop !67

60:                                               ; preds = %53, %22, %12
  tail call void @_Z7barrierj(i32 noundef 1) #12
  %61 = icmp slt i32 %8, %3
  br i1 %61, label %63, label %62

62:                                               ; preds = %63, %60
  ret void

63:                                               ; preds = %60, %63
  %64 = phi i32 [ %70, %63 ], [ %8, %60 ]
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %65
  %67 = getelementptr inbounds i32, ptr addrspace(3) %5, i64 %65
  %68 = load i32, ptr addrspace(3) %67, align 4, !tbaa !22
  %69 = tail call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %66, i32 noundef %68) #12
  %70 = add nsw i32 %64, %10
  %71 = icmp slt i32 %70, %3
  br i1 %71, label %63, label %62, !llvm.loop !68
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ps_scan_local(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, i32 noundef %4) local_unnamed_addr #5 !kernel_arg_addr_space !69 !kernel_arg_access_qual !49 !kernel_arg_type !70 !kernel_arg_base_type !70 !kernel_arg_type_qual !51 {
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #11
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #11
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
  br label %47

44:                                               ; preds = %67, %33
  %45 = phi i32 [ 1, %33 ], [ %68, %67 ]
  %46 = icmp eq i32 %7, 0
  br i1 %46, label %71, label %81

47:                                               ; preds = %40, %67
  %48 = phi i32 [ 1, %40 ], [ %68, %67 ]
  %49 = phi i32 [ %9, %40 ], [ %69, %67 ]
  tail call void @_Z7barrierj(i32 noundef 1) #12
  %50 = icmp sgt i32 %49, %7
  br i1 %50, label %51, label %67

51:                                               ; preds = %47
  %52 = mul nsw i32 %48, %42
  %53 = add nsw i32 %52, -1
  %54 = mul nsw i32 %48, %43
  %55 = add nsw i32 %54, -1
  %56 = ashr i32 %53, 5
  %57 = add nsw i32 %56, %53
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %58
  %60 = load float, ptr addrspace(3) %59, align 4, !tbaa !26
  %61 = ashr i32 %55, 5
  %62 = add nsw i32 %61, %55
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %63
  %65 = load float, ptr addrspace(3) %64, align 4, !tbaa !26
  %66 = fadd float %60, %65
  store float %66, ptr addrspace(3) %64, align 4, !tbaa !26
  br label %67

67:                                               ; preds = %51, %47
  %68 = shl i32 %48, 1
  %69 = lshr i32 %49, 1
  %70 = icmp ult i32 %49, 2
  br i1 %70, label %44, label %47, !llvm.loop !71

71:                                               ; preds = %44
  %72 = shl nsw i32 %9, 1
  %73 = add nsw i32 %72, -1
  %74 = ashr i32 %73, 5
  %75 = add nsw i32 %74, %73
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %76
  %78 = load float, ptr addrspace(3) %77, align 4, !tbaa !26
  %79 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #11
  %80 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %79
  store float %78, ptr addrspace(1) %80, align 4, !tbaa !26
  store float 0.000000e+00, ptr addrspace(3) %77, align 4, !tbaa !26
  br label %81

81:                                               ; preds = %71, %44
  %82 = shl nsw i32 %9, 1
  %83 = icmp sgt i32 %9, 0
  br i1 %83, label %84, label %88

84:                                               ; preds = %81
  %85 = shl nsw i32 %7, 1
  %86 = or disjoint i32 %85, 1
  %87 = add nsw i32 %85, 2
  br label %89

88:                                               ; preds = %111, %81
  tail call void @_Z7barrierj(i32 noundef 1) #12
  br i1 %16, label %114, label %118

89:                                               ; preds = %84, %111
  %90 = phi i32 [ %45, %84 ], [ %92, %111 ]
  %91 = phi i32 [ 1, %84 ], [ %112, %111 ]
  %92 = ashr i32 %90, 1
  tail call void @_Z7barrierj(i32 noundef 1) #12
  %93 = icmp sgt i32 %91, %7
  br i1 %93, label %94, label %111

94:                                               ; preds = %89
  %95 = mul nsw i32 %92, %86
  %96 = add nsw i32 %95, -1
  %97 = mul nsw i32 %92, %87
  %98 = add nsw i32 %97, -1
  %99 = ashr i32 %96, 5
  %100 = add nsw i32 %99, %96
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %101
  %103 = load float, ptr addrspace(3) %102, align 4, !tbaa !26
  %104 = ashr i32 %98, 5
  %105 = add nsw i32 %104, %98
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %106
  %108 = load float, ptr addrspace(3) %107, align 4, !tbaa !26
  store float %108, ptr addrspace(3) %102, align 4, !tbaa !26
  %109 = load float, ptr addrspace(3) %107, align 4, !tbaa !26
  %110 = fadd float %103, %109
  store float %110, ptr addrspace(3) %107, align 4, !tbaa !26
  br label %111

111:                                              ; preds = %89, %94
  %112 = shl i32 %91, 1
  %113 = icmp slt i32 %112, %82
  br i1 %113, label %89, label %88, !llvm.loop !72

114:                                              ; preds = %88
  %115 = load float, ptr addrspace(3) %26, align 4, !tbaa !26
  %116 = sext i32 %15 to i64
  %117 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %116
  store float %115, ptr addrspace(1) %117, align 4, !tbaa !26
  br label %118

118:                                              ; preds = %114, %88
  br i1 %28, label %119, label %123

119:                                              ; preds = %118
  %120 = load float, ptr addrspace(3) %38, align 4, !tbaa !26
  %121 = sext i32 %27 to i64
  %122 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %121
  store float %120, ptr addrspace(1) %122, align 4, !tbaa !26
  br label %123

123:                                              ; preds = %119, %118
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ps_reduce_warp(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #5 !kernel_arg_addr_space !73 !kernel_arg_access_qual !74 !kernel_arg_type !75 !kernel_arg_base_type !75 !kernel_arg_type_qual !76 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #11
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #11
  %10 = shl i64 %7, 1
  %11 = mul i64 %10, %9
  %12 = shl i64 %5, 32
  %13 = add i64 %11, %5
  %14 = trunc i64 %13 to i32
  %15 = shl i64 %7, 1
  %16 = tail call i64 @_Z14get_num_groupsj(i32 noundef 0) #11
  %17 = mul i64 %15, %16
  %18 = trunc i64 %17 to i32
  %19 = icmp slt i32 %14, %3
  br i1 %19, label %20, label %38

20:                                               ; preds = %4, %34
  %21 = phi float [ %35, %34 ], [ 0.000000e+00, %4 ]
  %22 = phi i32 [ %36, %34 ], [ %14, %4 ]
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !26
  %26 = fadd float %21, %25
  %27 = add nsw i32 %22, %8
  %28 = icmp slt i32 %27, %3
  br i1 %28, label %29, label %34

29:                                               ; preds = %20
  %30 = sext i32 %27 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !26
  %33 = fadd float %26, %32
  br label %34

34:                                               ; preds = %29, %20
  %35 = phi float [ %33, %29 ], [ %26, %20 ]
  %36 = add nsw i32 %22, %18
  %37 = icmp slt i32 %36, %3
  br i1 %37, label %20, label %38, !llvm.loop !77

38:                                               ; preds = %34, %4
  %39 = phi float [ 0.000000e+00, %4 ], [ %35, %34 ]
  %40 = ashr exact i64 %12, 30
  %41 = getelementptr inbounds i8, ptr addrspace(3) %2, i64 %40
  store volatile float %39, ptr addrspace(3) %41, align 4, !tbaa !26
  tail call void @_Z7barrierj(i32 noundef 1) #12
  %42 = icmp sgt i32 %8, 65
  br i1 %42, label %45, label %43

43:                                               ; preds = %56, %38
  %44 = icmp slt i32 %6, 32
  br i1 %44, label %58, label %86

45:                                               ; preds = %38, %56
  %46 = phi i32 [ %47, %56 ], [ %8, %38 ]
  %47 = lshr i32 %46, 1
  %48 = icmp sgt i32 %47, %6
  br i1 %48, label %49, label %56

49:                                               ; preds = %45
  %50 = add nsw i32 %47, %6
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %51
  %53 = load volatile float, ptr addrspace(3) %52, align 4, !tbaa !26
  %54 = load volatile float, ptr addrspace(3) %41, align 4, !tbaa !26
  %55 = fadd float %53, %54
  store volatile float %55, ptr addrspace(3) %41, align 4, !tbaa !26
  br label %56

56:                                               ; preds = %49, %45
  tail call void @_Z7barrierj(i32 noundef 1) #12
  %57 = icmp ugt i32 %46, 131
  br i1 %57, label %45, label %43, !llvm.loop !78

58:                                               ; preds = %43
  %59 = shl i64 %5, 32
  %60 = ashr exact i64 %59, 30
  %61 = getelementptr i8, ptr addrspace(3) %2, i64 %60
  %62 = getelementptr i8, ptr addrspace(3) %61, i64 128
  %63 = load volatile float, ptr addrspace(3) %62, align 4, !tbaa !26
  %64 = load volatile float, ptr addrspace(3) %61, align 4, !tbaa !26
  %65 = fadd float %63, %64
  store volatile float %65, ptr addrspace(3) %61, align 4, !tbaa !26
  %66 = getelementptr i8, ptr addrspace(3) %61, i64 64
  %67 = load volatile float, ptr addrspace(3) %66, align 4, !tbaa !26
  %68 = load volatile float, ptr addrspace(3) %61, align 4, !tbaa !26
  %69 = fadd float %67, %68
  store volatile float %69, ptr addrspace(3) %61, align 4, !tbaa !26
  %70 = getelementptr i8, ptr addrspace(3) %61, i64 32
  %71 = load volatile float, ptr addrspace(3) %70, align 4, !tbaa !26
  %72 = load volatile float, ptr addrspace(3) %61, align 4, !tbaa !26
  %73 = fadd float %71, %72
  store volatile float %73, ptr addrspace(3) %61, align 4, !tbaa !26
  %74 = getelementptr i8, ptr addrspace(3) %61, i64 16
  %75 = load volatile float, ptr addrspace(3) %74, align 4, !tbaa !26
  %76 = load volatile float, ptr addrspace(3) %61, align 4, !tbaa !26
  %77 = fadd float %75, %76
  store volatile float %77, ptr addrspace(3) %61, align 4, !tbaa !26
  %78 = getelementptr i8, ptr addrspace(3) %61, i64 8
  %79 = load volatile float, ptr addrspace(3) %78, align 4, !tbaa !26
  %80 = load volatile float, ptr addrspace(3) %61, align 4, !tbaa !26
  %81 = fadd float %79, %80
  store volatile float %81, ptr addrspace(3) %61, align 4, !tbaa !26
  %82 = getelementptr i8, ptr addrspace(3) %61, i64 4
  %83 = load volatile float, ptr addrspace(3) %82, align 4, !tbaa !26
  %84 = load volatile float, ptr addrspace(3) %61, align 4, !tbaa !26
  %85 = fadd float %83, %84
  store volatile float %85, ptr addrspace(3) %61, align 4, !tbaa !26
  br label %86

86:                                               ; preds = %58, %43
  %87 = icmp eq i32 %6, 0
  br i1 %87, label %88, label %92

88:                                               ; preds = %86
  %89 = load volatile float, ptr addrspace(3) %2, align 4, !tbaa !26
  %90 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #11
  %91 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %90
  store float %89, ptr addrspace(1) %91, align 4, !tbaa !26
  br label %92

92:                                               ; preds = %88, %86
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_num_groupsj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ps_radix_split(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #5 !kernel_arg_addr_space !79 !kernel_arg_access_qual !74 !kernel_arg_type !80 !kernel_arg_base_type !80 !kernel_arg_type_qual !81 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #11
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
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
  tail call void @_Z7barrierj(i32 noundef 1) #12
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
  tail call void @_Z7barrierj(i32 noundef 1) #12
  %34 = load i32, ptr addrspace(3) %20, align 4, !tbaa !22
  %35 = add i32 %34, %33
  store i32 %35, ptr addrspace(3) %20, align 4, !tbaa !22
  tail call void @_Z7barrierj(i32 noundef 1) #12
  %36 = shl i32 %25, 1
  %37 = icmp slt i32 %36, %8
  br i1 %37, label %24, label %22, !llvm.loop !82

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
  tail call void @_Z7barrierj(i32 noundef 1) #12
  %54 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %19
  %55 = load i32, ptr addrspace(3) %54, align 4, !tbaa !22
  store i32 %55, ptr addrspace(1) %12, align 4, !tbaa !22
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @ps_md_lj(ptr addrspace(1) nocapture noundef writeonly align 16 %0, ptr addrspace(1) nocapture noundef readonly align 16 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #1 !kernel_arg_addr_space !83 !kernel_arg_access_qual !57 !kernel_arg_type !84 !kernel_arg_base_type !85 !kernel_arg_type_qual !86 {
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %10 = trunc i64 %9 to i32
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %56

12:                                               ; preds = %8
  %13 = shl i64 %9, 32
  %14 = ashr exact i64 %13, 32
  %15 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %14
  %16 = load <4 x float>, ptr addrspace(1) %15, align 16, !tbaa !54
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
  %32 = load <4 x float>, ptr addrspace(1) %31, align 16, !tbaa !54
  %33 = fsub <4 x float> %16, %32
  %34 = shufflevector <4 x float> %33, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %35 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %34, <3 x float> noundef %34) #11
  %36 = fcmp olt float %35, %5
  br i1 %36, label %37, label %48

37:                                               ; preds = %29
  %38 = fdiv float 1.000000e+00, %35, !fpmath !87
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
  br i1 %52, label %53, label %20, !llvm.loop !88

53:                                               ; preds = %48, %12
  %54 = phi <4 x float> [ zeroinitializer, %12 ], [ %49, %48 ]
  %55 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %14
  store <4 x float> %54, ptr addrspace(1) %55, align 16, !tbaa !54
  br label %56

56:                                               ; preds = %8, %53
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @ps_fft_stage(ptr addrspace(1) nocapture noundef align 8 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #8 !kernel_arg_addr_space !89 !kernel_arg_access_qual !90 !kernel_arg_type !91 !kernel_arg_base_type !92 !kernel_arg_type_qual !93 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
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
  %20 = fdiv float %18, %19, !fpmath !87
  %21 = tail call float @_Z3cosf(float noundef %20) #11
  %22 = tail call float @_Z3sinf(float noundef %20) #11
  %23 = sext i32 %15 to i64
  %24 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %23
  %25 = load <2 x float>, ptr addrspace(1) %24, align 8, !tbaa !54
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
  store <2 x float> %38, ptr addrspace(1) %24, align 8, !tbaa !54
  %39 = fsub <2 x float> %25, %37
  store <2 x float> %39, ptr addrspace(1) %27, align 8, !tbaa !54
  br label %40

40:                                               ; preds = %3, %9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z3cosf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z3sinf(float noundef) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define dso_local i32 @rev_bits6(i32 noundef %0) local_unnamed_addr #9 {
  br label %3

2:                                                ; preds = %3
  ret i32 %9

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 0, %1 ], [ %11, %3 ]
  %5 = phi i32 [ 0, %1 ], [ %9, %3 ]
  %6 = phi i32 [ %0, %1 ], [ %10, %3 ]
  %7 = shl i32 %5, 1
  %8 = and i32 %6, 1
  %9 = or disjoint i32 %7, %8
  %10 = lshr i32 %6, 1
  %11 = add nuw nsw i32 %4, 1
  %12 = icmp eq i32 %11, 6
  br i1 %12, label %2, label %3, !llvm.loop !94
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ps_fft64_local(ptr addrspace(1) nocapture noundef align 8 %0, ptr addrspace(3) nocapture noundef align 8 %1) local_unnamed_addr #5 !kernel_arg_addr_space !95 !kernel_arg_access_qual !96 !kernel_arg_type !97 !kernel_arg_base_type !98 !kernel_arg_type_qual !99 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %4 = trunc i64 %3 to i32
  %5 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #11
  %6 = trunc i64 %5 to i32
  %7 = shl i32 %6, 6
  %8 = tail call i32 @rev_bits6(i32 noundef %4) #13
  %9 = add nsw i32 %7, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %10
  %12 = load <2 x float>, ptr addrspace(1) %11, align 8, !tbaa !54
  %13 = shl i64 %3, 32
  %14 = ashr exact i64 %13, 29
  %15 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %14
  store <2 x float> %12, ptr addrspace(3) %15, align 8, !tbaa !54
  %16 = add i32 %4, 32
  %17 = tail call i32 @rev_bits6(i32 noundef %16) #13
  %18 = add nsw i32 %17, %7
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %19
  %21 = load <2 x float>, ptr addrspace(1) %20, align 8, !tbaa !54
  %22 = sext i32 %16 to i64
  %23 = getelementptr inbounds <2 x float>, ptr addrspace(3) %1, i64 %22
  store <2 x float> %21, ptr addrspace(3) %23, align 8, !tbaa !54
  tail call void @_Z7barrierj(i32 noundef 1) #12
  br label %31

24:                                               ; preds = %31
  %25 = load <2 x float>, ptr addrspace(3) %15, align 8, !tbaa !54
  %26 = add nsw i32 %7, %4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %27
  store <2 x float> %25, ptr addrspace(1) %28, align 8, !tbaa !54
  %29 = load <2 x float>, ptr addrspace(3) %23, align 8, !tbaa !54
  %30 = getelementptr i8, ptr addrspace(1) %28, i64 256
  store <2 x float> %29, ptr addrspace(1) %30, align 8, !tbaa !54
  ret void

31:                                               ; preds = %2, %31
  %32 = phi i32 [ 1, %2 ], [ %61, %31 ]
  %33 = srem i32 %4, %32
  %34 = sub nsw i32 %4, %33
  %35 = shl nsw i32 %34, 1
  %36 = add nsw i32 %35, %33
  %37 = add nsw i32 %36, %32
  %38 = sitofp i32 %33 to float
  %39 = fmul float %38, 0xC00921FB60000000
  %40 = sitofp i32 %32 to float
  %41 = fdiv float %39, %40, !fpmath !87
  %42 = tail call float @_Z10native_cosf(float noundef %41) #11
  %43 = tail call float @_Z10native_sinf(float noundef %41) #11
  %44 = sext i32 %36 to i64
  %45 = getelementptr inbounds <2 x float>, ptr addrspace(3) %1, i64 %44
  %46 = load <2 x float>, ptr addrspace(3) %45, align 8, !tbaa !54
  %47 = sext i32 %37 to i64
  %48 = getelementptr inbounds <2 x float>, ptr addrspace(3) %1, i64 %47
  %49 = load float, ptr addrspace(3) %48, align 8
  %50 = getelementptr inbounds i8, ptr addrspace(3) %48, i64 4
  %51 = load float, ptr addrspace(3) %50, align 4
  %52 = fneg float %51
  %53 = fmul float %43, %52
  %54 = tail call float @llvm.fmuladd.f32(float %49, float %42, float %53)
  %55 = insertelement <2 x float> poison, float %54, i64 0
  %56 = fmul float %42, %51
  %57 = tail call float @llvm.fmuladd.f32(float %49, float %43, float %56)
  %58 = insertelement <2 x float> %55, float %57, i64 1
  tail call void @_Z7barrierj(i32 noundef 1) #12
  %59 = fadd <2 x float> %46, %58
  store <2 x float> %59, ptr addrspace(3) %45, align 8, !tbaa !54
  %60 = fsub <2 x float> %46, %58
  store <2 x float> %60, ptr addrspace(3) %48, align 8, !tbaa !54
  tail call void @_Z7barrierj(i32 noundef 1) #12
  %61 = shl i32 %32, 1
  %62 = icmp slt i32 %61, 64
  br i1 %62, label %31, label %24, !llvm.loop !100
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #10

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #9 = { nofree noinline norecurse nosync nounwind memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { convergent nounwind willreturn memory(none) }
attributes #12 = { convergent nounwind }
attributes #13 = { nounwind }

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
!34 = distinct !{!34, !29}
!35 = distinct !{!35, !29}
!36 = distinct !{!36, !29}
!37 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!38 = !{!"float*", !"float*", !"float", !"float", !"int", !"int", !"int"}
!39 = !{!"const", !"", !"", !"", !"", !"", !""}
!40 = distinct !{!40, !29}
!41 = !{i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0}
!42 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!43 = !{!"float*", !"int", !"float*", !"int", !"float*", !"int", !"int", !"float", !"float"}
!44 = !{!"const", !"", !"const", !"", !"", !"", !"", !"", !""}
!45 = distinct !{!45, !29}
!46 = distinct !{!46, !29}
!47 = distinct !{!47, !29}
!48 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!49 = !{!"none", !"none", !"none", !"none", !"none"}
!50 = !{!"uint*", !"uchar*", !"uint*", !"int", !"int"}
!51 = !{!"const", !"", !"", !"", !""}
!52 = distinct !{!52, !29}
!53 = distinct !{!53, !29}
!54 = !{!24, !24, i64 0}
!55 = distinct !{!55, !29}
!56 = !{i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2}
!57 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!58 = !{!"int", !"int", !"float*", !"float*", !"float*", !"float*", !"float*", !"kvalue_t*"}
!59 = !{!"", !"", !"const", !"const", !"const", !"", !"", !"const"}
!60 = distinct !{!60, !29}
!61 = !{i32 1, i32 0, i32 2, i32 0, i32 1, i32 3}
!62 = !{!"float4*", !"int", !"float*", !"int", !"uint*", !"uint*"}
!63 = !{!"float __attribute__((ext_vector_type(4)))*", !"int", !"float*", !"int", !"uint*", !"uint*"}
!64 = !{!"const", !"", !"const", !"", !"", !""}
!65 = distinct !{!65, !29}
!66 = distinct !{!66, !29}
!67 = distinct !{!67, !29}
!68 = distinct !{!68, !29}
!69 = !{i32 1, i32 1, i32 1, i32 3, i32 0}
!70 = !{!"float*", !"float*", !"float*", !"float*", !"int"}
!71 = distinct !{!71, !29}
!72 = distinct !{!72, !29}
!73 = !{i32 1, i32 1, i32 3, i32 0}
!74 = !{!"none", !"none", !"none", !"none"}
!75 = !{!"float*", !"float*", !"float*", !"int"}
!76 = !{!"const", !"", !"volatile", !""}
!77 = distinct !{!77, !29}
!78 = distinct !{!78, !29}
!79 = !{i32 1, i32 3, i32 3, i32 0}
!80 = !{!"uint*", !"uint*", !"uint*", !"int"}
!81 = !{!"", !"", !"", !""}
!82 = distinct !{!82, !29}
!83 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!84 = !{!"float4*", !"float4*", !"int*", !"int", !"int", !"float", !"float", !"float"}
!85 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int*", !"int", !"int", !"float", !"float", !"float"}
!86 = !{!"", !"const", !"const", !"", !"", !"", !"", !""}
!87 = !{float 2.500000e+00}
!88 = distinct !{!88, !29}
!89 = !{i32 1, i32 0, i32 0}
!90 = !{!"none", !"none", !"none"}
!91 = !{!"float2*", !"int", !"int"}
!92 = !{!"float __attribute__((ext_vector_type(2)))*", !"int", !"int"}
!93 = !{!"", !"", !""}
!94 = distinct !{!94, !29}
!95 = !{i32 1, i32 3}
!96 = !{!"none", !"none"}
!97 = !{!"float2*", !"float2*"}
!98 = !{!"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(2)))*"}
!99 = !{!"", !""}
!100 = distinct !{!100, !29}
