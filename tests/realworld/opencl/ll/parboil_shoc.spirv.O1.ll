source_filename = "src/parboil_shoc.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

%struct.kvalue_t = type { float, float, float, float }

@ps_sgemm_tiled.bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define spir_func i32 @hash32(i32 noundef %0) local_unnamed_addr #0 {
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

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @ps_spmv_csr_scalar(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %7 = tail call token @llvm.experimental.convergence.entry()
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #12 [ "convergencectrl"(token %7) ]
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %9, %5
  br i1 %10, label %11, label %35

11:                                               ; preds = %6
  %12 = sext i32 %9 to i64
  %13 = getelementptr i32, ptr addrspace(1) %2, i64 %12
  %14 = getelementptr i8, ptr addrspace(1) %13, i64 4
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !8
  %16 = load i32, ptr addrspace(1) %13, align 4, !tbaa !8
  br label %17

17:                                               ; preds = %24, %11
  %18 = phi float [ 0.000000e+00, %11 ], [ %33, %24 ]
  %19 = phi i32 [ %16, %11 ], [ %34, %24 ]
  %20 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %21 = icmp slt i32 %19, %15
  br i1 %21, label %24, label %22

22:                                               ; preds = %17
  %23 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %12
  store float %18, ptr addrspace(1) %23, align 4, !tbaa !12
  br label %35

24:                                               ; preds = %17
  %25 = sext i32 %19 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !12
  %28 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %25
  %29 = load i32, ptr addrspace(1) %28, align 4, !tbaa !8
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !12
  %33 = tail call float @llvm.fmuladd.f32(float %27, float %32, float %18)
  %34 = add nsw i32 %19, 1
  br label %17, !llvm.loop !14

35:                                               ; preds = %22, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @ps_spmv_csr_vector(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(3) noundef align 4 %5, i32 noundef %6) local_unnamed_addr #6 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %8 = tail call token @llvm.experimental.convergence.entry()
  %9 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #12 [ "convergencectrl"(token %8) ]
  %10 = trunc i64 %9 to i32
  %11 = and i32 %10, 31
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #12 [ "convergencectrl"(token %8) ]
  %13 = lshr i64 %12, 5
  %14 = trunc i64 %13 to i32
  %15 = icmp sge i32 %14, %6
  br i1 %15, label %39, label %16

16:                                               ; preds = %7
  %17 = sext i32 %14 to i64
  %18 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !8
  %20 = add nsw i32 %19, %11
  %21 = getelementptr i8, ptr addrspace(1) %18, i64 4
  br label %22

22:                                               ; preds = %28, %16
  %23 = phi float [ 0.000000e+00, %16 ], [ %37, %28 ]
  %24 = phi i32 [ %20, %16 ], [ %38, %28 ]
  %25 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %26 = load i32, ptr addrspace(1) %21, align 4, !tbaa !8
  %27 = icmp slt i32 %24, %26
  br i1 %27, label %28, label %39

28:                                               ; preds = %22
  %29 = sext i32 %24 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !12
  %32 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %29
  %33 = load i32, ptr addrspace(1) %32, align 4, !tbaa !8
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !12
  %37 = tail call float @llvm.fmuladd.f32(float %31, float %36, float %23)
  %38 = add nsw i32 %24, 32
  br label %22, !llvm.loop !20

39:                                               ; preds = %22, %7
  %40 = phi float [ 0.000000e+00, %7 ], [ %23, %22 ]
  %41 = sext i32 %10 to i64
  %42 = getelementptr inbounds float, ptr addrspace(3) %5, i64 %41
  store volatile float %40, ptr addrspace(3) %42, align 4, !tbaa !12
  call spir_func void @_Z7barrierj(i32 noundef 1) #13 [ "convergencectrl"(token %8) ]
  br label %43

43:                                               ; preds = %59, %39
  %44 = phi i32 [ 16, %39 ], [ %60, %59 ]
  %45 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %46 = icmp eq i32 %44, 0
  br i1 %46, label %47, label %50

47:                                               ; preds = %43
  %48 = icmp ne i32 %11, 0
  %49 = or i1 %48, %15
  br i1 %49, label %65, label %61

50:                                               ; preds = %43
  %51 = icmp ult i32 %11, %44
  br i1 %51, label %52, label %59

52:                                               ; preds = %50
  %53 = add nsw i32 %44, %10
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(3) %5, i64 %54
  %56 = load volatile float, ptr addrspace(3) %55, align 4, !tbaa !12
  %57 = load volatile float, ptr addrspace(3) %42, align 4, !tbaa !12
  %58 = fadd float %56, %57
  store volatile float %58, ptr addrspace(3) %42, align 4, !tbaa !12
  br label %59

59:                                               ; preds = %52, %50
  call spir_func void @_Z7barrierj(i32 noundef 1) #13 [ "convergencectrl"(token %45) ]
  %60 = lshr i32 %44, 1
  br label %43, !llvm.loop !21

61:                                               ; preds = %47
  %62 = load volatile float, ptr addrspace(3) %42, align 4, !tbaa !12
  %63 = sext i32 %14 to i64
  %64 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %63
  store float %62, ptr addrspace(1) %64, align 4, !tbaa !12
  br label %65

65:                                               ; preds = %47, %61
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #7

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @ps_spmv_ell(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %7 = tail call token @llvm.experimental.convergence.entry()
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #12 [ "convergencectrl"(token %7) ]
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %9, %5
  br i1 %10, label %11, label %40

11:                                               ; preds = %6
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !8
  br label %15

15:                                               ; preds = %34, %11
  %16 = phi float [ 0.000000e+00, %11 ], [ %35, %34 ]
  %17 = phi i32 [ 0, %11 ], [ %36, %34 ]
  %18 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %19 = icmp slt i32 %17, %14
  br i1 %19, label %20, label %37

20:                                               ; preds = %15
  %21 = mul nsw i32 %17, %5
  %22 = add nsw i32 %21, %9
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !8
  %26 = icmp sgt i32 %25, -1
  br i1 %26, label %27, label %34

27:                                               ; preds = %20
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %23
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !12
  %30 = zext nneg i32 %25 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !12
  %33 = tail call float @llvm.fmuladd.f32(float %29, float %32, float %16)
  br label %34

34:                                               ; preds = %20, %27
  %35 = phi float [ %33, %27 ], [ %16, %20 ]
  %36 = add nuw nsw i32 %17, 1
  br i1 %26, label %15, label %37, !llvm.loop !22

37:                                               ; preds = %15, %34
  %38 = phi float [ %35, %34 ], [ %16, %15 ]
  %39 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %12
  store float %38, ptr addrspace(1) %39, align 4, !tbaa !12
  br label %40

40:                                               ; preds = %6, %37
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @ps_stencil7(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, float noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 !kernel_arg_addr_space !23 !kernel_arg_access_qual !17 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %8 = tail call token @llvm.experimental.convergence.entry()
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #12 [ "convergencectrl"(token %8) ]
  %10 = trunc i64 %9 to i32
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #12 [ "convergencectrl"(token %8) ]
  %12 = trunc i64 %11 to i32
  %13 = icmp sgt i32 %10, 0
  %14 = icmp sgt i32 %12, 0
  %15 = select i1 %13, i1 %14, i1 false
  %16 = add nsw i32 %4, -1
  %17 = icmp sgt i32 %16, %10
  %18 = select i1 %15, i1 %17, i1 false
  %19 = add nsw i32 %5, -1
  %20 = icmp sgt i32 %19, %12
  %21 = select i1 %18, i1 %20, i1 false
  br i1 %21, label %22, label %88

22:                                               ; preds = %7
  %23 = mul nsw i32 %12, %4
  %24 = add nsw i32 %23, %10
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !12
  %28 = add nsw i32 %12, %5
  %29 = mul nsw i32 %28, %4
  %30 = add nsw i32 %29, %10
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !12
  %34 = add nsw i32 %6, -1
  %35 = add nsw i32 %10, -1
  %36 = add nuw nsw i32 %10, 1
  %37 = add nsw i32 %12, -1
  %38 = add nuw nsw i32 %12, 1
  br label %39

39:                                               ; preds = %45, %22
  %40 = phi float [ %27, %22 ], [ %41, %45 ]
  %41 = phi float [ %33, %22 ], [ %53, %45 ]
  %42 = phi i32 [ 1, %22 ], [ %46, %45 ]
  %43 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %44 = icmp slt i32 %42, %34
  br i1 %44, label %45, label %88

45:                                               ; preds = %39
  %46 = add nuw nsw i32 %42, 1
  %47 = mul nsw i32 %46, %5
  %48 = add nsw i32 %47, %12
  %49 = mul nsw i32 %48, %4
  %50 = add nsw i32 %49, %10
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4, !tbaa !12
  %54 = fadd float %40, %53
  %55 = mul nsw i32 %42, %5
  %56 = add nsw i32 %55, %12
  %57 = mul nsw i32 %56, %4
  %58 = add nsw i32 %35, %57
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %59
  %61 = load float, ptr addrspace(1) %60, align 4, !tbaa !12
  %62 = fadd float %54, %61
  %63 = add nsw i32 %36, %57
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4, !tbaa !12
  %67 = fadd float %62, %66
  %68 = add nsw i32 %37, %55
  %69 = mul nsw i32 %68, %4
  %70 = add nsw i32 %69, %10
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4, !tbaa !12
  %74 = fadd float %67, %73
  %75 = add nsw i32 %38, %55
  %76 = mul nsw i32 %75, %4
  %77 = add nsw i32 %76, %10
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %78
  %80 = load float, ptr addrspace(1) %79, align 4, !tbaa !12
  %81 = fadd float %74, %80
  %82 = fneg float %41
  %83 = fmul float %82, %2
  %84 = tail call float @llvm.fmuladd.f32(float %3, float %81, float %83)
  %85 = add nsw i32 %57, %10
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %86
  store float %84, ptr addrspace(1) %87, align 4, !tbaa !12
  br label %39, !llvm.loop !26

88:                                               ; preds = %39, %7
  ret void
}

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @ps_sgemm_tiled(ptr addrspace(1) nocapture noundef readonly align 4 %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, ptr addrspace(1) nocapture noundef align 4 %4, i32 noundef %5, i32 noundef %6, float noundef %7, float noundef %8) local_unnamed_addr #6 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 {
  %10 = tail call token @llvm.experimental.convergence.entry()
  %11 = alloca [4 x float], align 4
  %12 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #12 [ "convergencectrl"(token %10) ]
  %13 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #12 [ "convergencectrl"(token %10) ]
  %14 = trunc i64 %13 to i32
  %15 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #12 [ "convergencectrl"(token %10) ]
  %16 = shl i64 %15, 4
  %17 = shl i64 %12, 32
  %18 = ashr exact i64 %17, 32
  %19 = add i64 %16, %12
  %20 = trunc i64 %19 to i32
  %21 = call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #12 [ "convergencectrl"(token %10) ]
  %22 = shl nsw i32 %14, 2
  %23 = trunc i64 %21 to i32
  %24 = shl i32 %23, 6
  %25 = add i32 %24, %22
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %11, i8 0, i64 16, i1 false)
  %26 = sext i32 %14 to i64
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i64 0, i64 %26, i64 %18
  %28 = mul nsw i32 %25, %1
  %29 = or disjoint i32 %25, 1
  %30 = mul nsw i32 %29, %1
  %31 = getelementptr inbounds i8, ptr %11, i64 4
  %32 = or disjoint i32 %25, 2
  %33 = mul nsw i32 %32, %1
  %34 = getelementptr inbounds i8, ptr %11, i64 8
  %35 = or disjoint i32 %25, 3
  %36 = mul nsw i32 %35, %1
  %37 = getelementptr inbounds i8, ptr %11, i64 12
  %38 = load float, ptr %11, align 4, !tbaa !12
  %39 = load float, ptr %31, align 4, !tbaa !12
  %40 = load float, ptr %34, align 4, !tbaa !12
  %41 = load float, ptr %37, align 4, !tbaa !12
  br label %42

42:                                               ; preds = %66, %9
  %43 = phi float [ %41, %9 ], [ %59, %66 ]
  %44 = phi float [ %40, %9 ], [ %60, %66 ]
  %45 = phi float [ %39, %9 ], [ %61, %66 ]
  %46 = phi float [ %38, %9 ], [ %62, %66 ]
  %47 = phi i32 [ 0, %9 ], [ %67, %66 ]
  %48 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %10) ]
  %49 = icmp slt i32 %47, %6
  br i1 %49, label %51, label %50

50:                                               ; preds = %42
  store float %46, ptr %11, align 4, !tbaa !12
  store float %45, ptr %31, align 4, !tbaa !12
  store float %44, ptr %34, align 4, !tbaa !12
  store float %43, ptr %37, align 4, !tbaa !12
  br label %95

51:                                               ; preds = %42
  %52 = add nsw i32 %47, %14
  %53 = mul nsw i32 %52, %3
  %54 = add nsw i32 %53, %20
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !12
  store float %57, ptr addrspace(3) %27, align 4, !tbaa !12
  call spir_func void @_Z7barrierj(i32 noundef 1) #13 [ "convergencectrl"(token %48) ]
  br label %58

58:                                               ; preds = %68, %51
  %59 = phi float [ %43, %51 ], [ %93, %68 ]
  %60 = phi float [ %44, %51 ], [ %88, %68 ]
  %61 = phi float [ %45, %51 ], [ %83, %68 ]
  %62 = phi float [ %46, %51 ], [ %78, %68 ]
  %63 = phi i32 [ 0, %51 ], [ %94, %68 ]
  %64 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %48) ]
  %65 = icmp ult i32 %63, 16
  br i1 %65, label %68, label %66

66:                                               ; preds = %58
  call spir_func void @_Z7barrierj(i32 noundef 1) #13 [ "convergencectrl"(token %48) ]
  %67 = add nuw nsw i32 %47, 16
  br label %42, !llvm.loop !31

68:                                               ; preds = %58
  %69 = zext nneg i32 %63 to i64
  %70 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i64 0, i64 %69, i64 %18
  %71 = load float, ptr addrspace(3) %70, align 4, !tbaa !12
  %72 = or disjoint i32 %63, %47
  %73 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %64) ]
  %74 = add i32 %72, %28
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %75
  %77 = load float, ptr addrspace(1) %76, align 4, !tbaa !12
  %78 = tail call float @llvm.fmuladd.f32(float %77, float %71, float %62)
  %79 = add i32 %72, %30
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %80
  %82 = load float, ptr addrspace(1) %81, align 4, !tbaa !12
  %83 = tail call float @llvm.fmuladd.f32(float %82, float %71, float %61)
  %84 = add i32 %72, %33
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %85
  %87 = load float, ptr addrspace(1) %86, align 4, !tbaa !12
  %88 = tail call float @llvm.fmuladd.f32(float %87, float %71, float %60)
  %89 = add i32 %72, %36
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %90
  %92 = load float, ptr addrspace(1) %91, align 4, !tbaa !12
  %93 = tail call float @llvm.fmuladd.f32(float %92, float %71, float %59)
  %94 = add nuw nsw i32 %63, 1
  br label %58, !llvm.loop !32

95:                                               ; preds = %50, %100
  %96 = phi i32 [ %112, %100 ], [ 0, %50 ]
  %97 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %10) ]
  %98 = icmp ult i32 %96, 4
  br i1 %98, label %100, label %99

99:                                               ; preds = %95
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11) #14
  ret void

100:                                              ; preds = %95
  %101 = zext nneg i32 %96 to i64
  %102 = getelementptr inbounds [4 x float], ptr %11, i64 0, i64 %101
  %103 = load float, ptr %102, align 4, !tbaa !12
  %104 = or disjoint i32 %96, %25
  %105 = mul nsw i32 %104, %5
  %106 = add nsw i32 %105, %20
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %107
  %109 = load float, ptr addrspace(1) %108, align 4, !tbaa !12
  %110 = fmul float %109, %8
  %111 = tail call float @llvm.fmuladd.f32(float %7, float %103, float %110)
  store float %111, ptr addrspace(1) %108, align 4, !tbaa !12
  %112 = add nuw nsw i32 %96, 1
  br label %95, !llvm.loop !33
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @ps_histo(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 1 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #6 !kernel_arg_addr_space !34 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #12 [ "convergencectrl"(token %6) ]
  %8 = trunc i64 %7 to i32
  %9 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #12 [ "convergencectrl"(token %6) ]
  %10 = trunc i64 %9 to i32
  br label %11

11:                                               ; preds = %18, %5
  %12 = phi i32 [ %8, %5 ], [ %21, %18 ]
  %13 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %14 = icmp slt i32 %12, %4
  br i1 %14, label %18, label %15

15:                                               ; preds = %11
  call spir_func void @_Z7barrierj(i32 noundef 1) #13 [ "convergencectrl"(token %6) ]
  %16 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #12 [ "convergencectrl"(token %6) ]
  %17 = trunc i64 %16 to i32
  br label %22

18:                                               ; preds = %11
  %19 = sext i32 %12 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %19
  store i32 0, ptr addrspace(3) %20, align 4, !tbaa !8
  %21 = add nsw i32 %12, %10
  br label %11, !llvm.loop !38

22:                                               ; preds = %36, %15
  %23 = phi i32 [ %17, %15 ], [ %39, %36 ]
  %24 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %25 = icmp slt i32 %23, %3
  br i1 %25, label %27, label %26

26:                                               ; preds = %22
  call spir_func void @_Z7barrierj(i32 noundef 1) #13 [ "convergencectrl"(token %6) ]
  br label %40

27:                                               ; preds = %22
  %28 = sext i32 %23 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %28
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !8
  %31 = icmp ult i32 %30, %4
  br i1 %31, label %32, label %36

32:                                               ; preds = %27
  %33 = zext i32 %30 to i64
  %34 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %33
  %35 = call spir_func i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %34) #13 [ "convergencectrl"(token %24) ]
  br label %36

36:                                               ; preds = %32, %27
  %37 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #12 [ "convergencectrl"(token %24) ]
  %38 = trunc i64 %37 to i32
  %39 = add i32 %23, %38
  br label %22, !llvm.loop !39

40:                                               ; preds = %57, %26
  %41 = phi i32 [ %8, %26 ], [ %58, %57 ]
  %42 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %43 = icmp slt i32 %41, %4
  br i1 %43, label %45, label %44

44:                                               ; preds = %40
  ret void

45:                                               ; preds = %40
  %46 = sext i32 %41 to i64
  %47 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %46
  %48 = load i32, ptr addrspace(3) %47, align 4, !tbaa !8
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %57, label %50

50:                                               ; preds = %45
  %51 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %46
  %52 = load i8, ptr addrspace(1) %51, align 1, !tbaa !40
  %53 = zext i8 %52 to i32
  %54 = add i32 %48, %53
  %55 = tail call i32 @llvm.umin.i32(i32 %54, i32 255)
  %56 = trunc nuw i32 %55 to i8
  store i8 %56, ptr addrspace(1) %51, align 1, !tbaa !40
  br label %57

57:                                               ; preds = %45, %50
  %58 = add nsw i32 %41, %10
  br label %40, !llvm.loop !41
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef) local_unnamed_addr #7

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @ps_mriq(i32 noundef %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef readonly align 4 %4, ptr addrspace(1) nocapture noundef align 4 %5, ptr addrspace(1) nocapture noundef align 4 %6, ptr addrspace(2) nocapture noundef readonly align 4 %7) local_unnamed_addr #2 !kernel_arg_addr_space !42 !kernel_arg_access_qual !43 !kernel_arg_type !44 !kernel_arg_base_type !44 !kernel_arg_type_qual !45 {
  %9 = tail call token @llvm.experimental.convergence.entry()
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #12 [ "convergencectrl"(token %9) ]
  %11 = shl i64 %10, 32
  %12 = ashr exact i64 %11, 32
  %13 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !12
  %15 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %12
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !12
  %17 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %12
  %18 = load float, ptr addrspace(1) %17, align 4, !tbaa !12
  %19 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %12
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !12
  %21 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %12
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !12
  %23 = sub nsw i32 %0, %1
  br label %24

24:                                               ; preds = %33, %8
  %25 = phi i32 [ 0, %8 ], [ %51, %33 ]
  %26 = phi float [ %22, %8 ], [ %50, %33 ]
  %27 = phi float [ %20, %8 ], [ %48, %33 ]
  %28 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %9) ]
  %29 = icmp slt i32 %25, %23
  %30 = icmp ult i32 %25, 1024
  %31 = and i1 %29, %30
  br i1 %31, label %33, label %32

32:                                               ; preds = %24
  store float %27, ptr addrspace(1) %19, align 4, !tbaa !12
  store float %26, ptr addrspace(1) %21, align 4, !tbaa !12
  ret void

33:                                               ; preds = %24
  %34 = zext nneg i32 %25 to i64
  %35 = getelementptr inbounds %struct.kvalue_t, ptr addrspace(2) %7, i64 %34
  %36 = load float, ptr addrspace(2) %35, align 4, !tbaa !12
  %37 = getelementptr inbounds i8, ptr addrspace(2) %35, i64 4
  %38 = load float, ptr addrspace(2) %37, align 4, !tbaa !12
  %39 = getelementptr inbounds i8, ptr addrspace(2) %35, i64 8
  %40 = load float, ptr addrspace(2) %39, align 4, !tbaa !12
  %41 = getelementptr inbounds i8, ptr addrspace(2) %35, i64 12
  %42 = load float, ptr addrspace(2) %41, align 4, !tbaa !12
  %43 = fmul float %16, %38
  %44 = tail call float @llvm.fmuladd.f32(float %36, float %14, float %43)
  %45 = tail call float @llvm.fmuladd.f32(float %40, float %18, float %44)
  %46 = fmul float %45, 0x401921FB60000000
  %47 = call spir_func float @_Z10native_cosf(float noundef %46) #12 [ "convergencectrl"(token %28) ]
  %48 = tail call float @llvm.fmuladd.f32(float %42, float %47, float %27)
  %49 = call spir_func float @_Z10native_sinf(float noundef %46) #12 [ "convergencectrl"(token %28) ]
  %50 = tail call float @llvm.fmuladd.f32(float %42, float %49, float %26)
  %51 = add nuw nsw i32 %25, 1
  br label %24, !llvm.loop !46
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z10native_cosf(float noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z10native_sinf(float noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @ps_tpacf(ptr addrspace(1) nocapture noundef readonly align 16 %0, i32 noundef %1, ptr addrspace(2) nocapture noundef readonly align 4 %2, i32 noundef %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(3) noundef align 4 %5) local_unnamed_addr #6 !kernel_arg_addr_space !47 !kernel_arg_access_qual !5 !kernel_arg_type !48 !kernel_arg_base_type !49 !kernel_arg_type_qual !50 {
  %7 = tail call token @llvm.experimental.convergence.entry()
  %8 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #12 [ "convergencectrl"(token %7) ]
  %9 = trunc i64 %8 to i32
  %10 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #12 [ "convergencectrl"(token %7) ]
  %11 = trunc i64 %10 to i32
  br label %12

12:                                               ; preds = %20, %6
  %13 = phi i32 [ %9, %6 ], [ %23, %20 ]
  %14 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %15 = icmp slt i32 %13, %3
  br i1 %15, label %20, label %16

16:                                               ; preds = %12
  call spir_func void @_Z7barrierj(i32 noundef 1) #13 [ "convergencectrl"(token %7) ]
  %17 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #12 [ "convergencectrl"(token %7) ]
  %18 = trunc i64 %17 to i32
  %19 = icmp slt i32 %18, %1
  br i1 %19, label %24, label %61

20:                                               ; preds = %12
  %21 = sext i32 %13 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(3) %5, i64 %21
  store i32 0, ptr addrspace(3) %22, align 4, !tbaa !8
  %23 = add nsw i32 %13, %11
  br label %12, !llvm.loop !51

24:                                               ; preds = %16
  %25 = sext i32 %18 to i64
  %26 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %25
  %27 = load <4 x float>, ptr addrspace(1) %26, align 16, !tbaa !40
  %28 = add i32 %9, 1
  %29 = add i32 %28, %18
  %30 = shufflevector <4 x float> %27, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  br label %31

31:                                               ; preds = %56, %24
  %32 = phi i32 [ %29, %24 ], [ %60, %56 ]
  %33 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %34 = icmp slt i32 %32, %1
  br i1 %34, label %35, label %61

35:                                               ; preds = %31
  %36 = sext i32 %32 to i64
  %37 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %36
  %38 = load <4 x float>, ptr addrspace(1) %37, align 16
  %39 = shufflevector <4 x float> %38, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %40 = call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %30, <3 x float> noundef %39) #12 [ "convergencectrl"(token %33) ]
  br label %41

41:                                               ; preds = %47, %35
  %42 = phi i32 [ %3, %35 ], [ %54, %47 ]
  %43 = phi i32 [ 0, %35 ], [ %55, %47 ]
  %44 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %33) ]
  %45 = add nuw nsw i32 %43, 1
  %46 = icmp sgt i32 %42, %45
  br i1 %46, label %47, label %56

47:                                               ; preds = %41
  %48 = add nuw nsw i32 %43, %42
  %49 = lshr i32 %48, 1
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(2) %2, i64 %50
  %52 = load float, ptr addrspace(2) %51, align 4, !tbaa !12
  %53 = fcmp ugt float %52, %40
  %54 = select i1 %53, i32 %42, i32 %49
  %55 = select i1 %53, i32 %49, i32 %43
  br label %41, !llvm.loop !52

56:                                               ; preds = %41
  %57 = zext nneg i32 %43 to i64
  %58 = getelementptr inbounds i32, ptr addrspace(3) %5, i64 %57
  %59 = call spir_func i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef %58, i32 noundef 1) #13 [ "convergencectrl"(token %33) ]
  %60 = add nsw i32 %32, %11
  br label %31, !llvm.loop !53

61:                                               ; preds = %31, %16
  call spir_func void @_Z7barrierj(i32 noundef 1) #13 [ "convergencectrl"(token %7) ]
  br label %62

62:                                               ; preds = %67, %61
  %63 = phi i32 [ %9, %61 ], [ %73, %67 ]
  %64 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %65 = icmp slt i32 %63, %3
  br i1 %65, label %67, label %66

66:                                               ; preds = %62
  ret void

67:                                               ; preds = %62
  %68 = sext i32 %63 to i64
  %69 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %68
  %70 = getelementptr inbounds i32, ptr addrspace(3) %5, i64 %68
  %71 = load i32, ptr addrspace(3) %70, align 4, !tbaa !8
  %72 = call spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %69, i32 noundef %71) #13 [ "convergencectrl"(token %64) ]
  %73 = add nsw i32 %63, %11
  br label %62, !llvm.loop !54
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @ps_scan_local(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, i32 noundef %4) local_unnamed_addr #6 !kernel_arg_addr_space !55 !kernel_arg_access_qual !35 !kernel_arg_type !56 !kernel_arg_base_type !56 !kernel_arg_type_qual !37 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #12 [ "convergencectrl"(token %6) ]
  %8 = trunc i64 %7 to i32
  %9 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #12 [ "convergencectrl"(token %6) ]
  %10 = trunc i64 %9 to i32
  %11 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #12 [ "convergencectrl"(token %6) ]
  %12 = mul i64 %11, %9
  %13 = trunc i64 %12 to i32
  %14 = shl i32 %13, 1
  %15 = add nsw i32 %10, %8
  %16 = add nsw i32 %14, %8
  %17 = icmp slt i32 %16, %4
  br i1 %17, label %18, label %22

18:                                               ; preds = %5
  %19 = sext i32 %16 to i64
  %20 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !12
  br label %22

22:                                               ; preds = %5, %18
  %23 = phi float [ %21, %18 ], [ 0.000000e+00, %5 ]
  %24 = ashr i32 %8, 5
  %25 = add nsw i32 %24, %8
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %26
  store float %23, ptr addrspace(3) %27, align 4, !tbaa !12
  %28 = add nsw i32 %14, %15
  %29 = icmp slt i32 %28, %4
  br i1 %29, label %30, label %34

30:                                               ; preds = %22
  %31 = sext i32 %28 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !12
  br label %34

34:                                               ; preds = %22, %30
  %35 = phi float [ %33, %30 ], [ 0.000000e+00, %22 ]
  %36 = ashr i32 %15, 5
  %37 = add nsw i32 %36, %15
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %38
  store float %35, ptr addrspace(3) %39, align 4, !tbaa !12
  %40 = shl nsw i32 %8, 1
  %41 = or disjoint i32 %40, 1
  %42 = add nsw i32 %40, 2
  br label %43

43:                                               ; preds = %68, %34
  %44 = phi i32 [ %10, %34 ], [ %70, %68 ]
  %45 = phi i32 [ 1, %34 ], [ %69, %68 ]
  %46 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %47 = icmp sgt i32 %44, 0
  br i1 %47, label %50, label %48

48:                                               ; preds = %43
  %49 = icmp eq i32 %8, 0
  br i1 %49, label %71, label %81

50:                                               ; preds = %43
  call spir_func void @_Z7barrierj(i32 noundef 1) #13 [ "convergencectrl"(token %46) ]
  %51 = icmp sgt i32 %44, %8
  br i1 %51, label %52, label %68

52:                                               ; preds = %50
  %53 = mul nsw i32 %45, %41
  %54 = add nsw i32 %53, -1
  %55 = mul nsw i32 %45, %42
  %56 = add nsw i32 %55, -1
  %57 = ashr i32 %54, 5
  %58 = add nsw i32 %57, %54
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %59
  %61 = load float, ptr addrspace(3) %60, align 4, !tbaa !12
  %62 = ashr i32 %56, 5
  %63 = add nsw i32 %62, %56
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %64
  %66 = load float, ptr addrspace(3) %65, align 4, !tbaa !12
  %67 = fadd float %61, %66
  store float %67, ptr addrspace(3) %65, align 4, !tbaa !12
  br label %68

68:                                               ; preds = %52, %50
  %69 = shl i32 %45, 1
  %70 = lshr i32 %44, 1
  br label %43, !llvm.loop !57

71:                                               ; preds = %48
  %72 = shl nsw i32 %10, 1
  %73 = add nsw i32 %72, -1
  %74 = ashr i32 %73, 5
  %75 = add nsw i32 %74, %73
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %76
  %78 = load float, ptr addrspace(3) %77, align 4, !tbaa !12
  %79 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #12 [ "convergencectrl"(token %6) ]
  %80 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %79
  store float %78, ptr addrspace(1) %80, align 4, !tbaa !12
  store float 0.000000e+00, ptr addrspace(3) %77, align 4, !tbaa !12
  br label %81

81:                                               ; preds = %71, %48
  %82 = shl nsw i32 %10, 1
  %83 = shl nsw i32 %8, 1
  %84 = or disjoint i32 %83, 1
  %85 = add nsw i32 %83, 2
  br label %86

86:                                               ; preds = %112, %81
  %87 = phi i32 [ 1, %81 ], [ %113, %112 ]
  %88 = phi i32 [ %45, %81 ], [ %93, %112 ]
  %89 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %90 = icmp slt i32 %87, %82
  br i1 %90, label %92, label %91

91:                                               ; preds = %86
  call spir_func void @_Z7barrierj(i32 noundef 1) #13 [ "convergencectrl"(token %6) ]
  br i1 %17, label %114, label %118

92:                                               ; preds = %86
  %93 = ashr i32 %88, 1
  call spir_func void @_Z7barrierj(i32 noundef 1) #13 [ "convergencectrl"(token %89) ]
  %94 = icmp sgt i32 %87, %8
  br i1 %94, label %95, label %112

95:                                               ; preds = %92
  %96 = mul nsw i32 %93, %84
  %97 = add nsw i32 %96, -1
  %98 = mul nsw i32 %93, %85
  %99 = add nsw i32 %98, -1
  %100 = ashr i32 %97, 5
  %101 = add nsw i32 %100, %97
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %102
  %104 = load float, ptr addrspace(3) %103, align 4, !tbaa !12
  %105 = ashr i32 %99, 5
  %106 = add nsw i32 %105, %99
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %107
  %109 = load float, ptr addrspace(3) %108, align 4, !tbaa !12
  store float %109, ptr addrspace(3) %103, align 4, !tbaa !12
  %110 = load float, ptr addrspace(3) %108, align 4, !tbaa !12
  %111 = fadd float %104, %110
  store float %111, ptr addrspace(3) %108, align 4, !tbaa !12
  br label %112

112:                                              ; preds = %92, %95
  %113 = shl i32 %87, 1
  br label %86, !llvm.loop !58

114:                                              ; preds = %91
  %115 = load float, ptr addrspace(3) %27, align 4, !tbaa !12
  %116 = sext i32 %16 to i64
  %117 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %116
  store float %115, ptr addrspace(1) %117, align 4, !tbaa !12
  br label %118

118:                                              ; preds = %114, %91
  br i1 %29, label %119, label %123

119:                                              ; preds = %118
  %120 = load float, ptr addrspace(3) %39, align 4, !tbaa !12
  %121 = sext i32 %28 to i64
  %122 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %121
  store float %120, ptr addrspace(1) %122, align 4, !tbaa !12
  br label %123

123:                                              ; preds = %119, %118
  ret void
}

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @ps_reduce_warp(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #6 !kernel_arg_addr_space !59 !kernel_arg_access_qual !60 !kernel_arg_type !61 !kernel_arg_base_type !61 !kernel_arg_type_qual !62 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #12 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #12 [ "convergencectrl"(token %5) ]
  %9 = trunc i64 %8 to i32
  %10 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #12 [ "convergencectrl"(token %5) ]
  %11 = mul i64 %10, %8
  %12 = trunc i64 %11 to i32
  %13 = shl i32 %12, 1
  %14 = add i32 %13, %7
  %15 = shl nsw i32 %9, 1
  %16 = call spir_func i64 @_Z14get_num_groupsj(i32 noundef 0) #12 [ "convergencectrl"(token %5) ]
  %17 = trunc i64 %16 to i32
  %18 = mul i32 %15, %17
  br label %19

19:                                               ; preds = %36, %4
  %20 = phi i32 [ %14, %4 ], [ %38, %36 ]
  %21 = phi float [ 0.000000e+00, %4 ], [ %37, %36 ]
  %22 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %23 = icmp slt i32 %20, %3
  br i1 %23, label %24, label %39

24:                                               ; preds = %19
  %25 = sext i32 %20 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !12
  %28 = fadd float %21, %27
  %29 = add nsw i32 %20, %9
  %30 = icmp slt i32 %29, %3
  br i1 %30, label %31, label %36

31:                                               ; preds = %24
  %32 = sext i32 %29 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !12
  %35 = fadd float %28, %34
  br label %36

36:                                               ; preds = %31, %24
  %37 = phi float [ %35, %31 ], [ %28, %24 ]
  %38 = add nsw i32 %20, %18
  br label %19, !llvm.loop !63

39:                                               ; preds = %19
  %40 = sext i32 %7 to i64
  %41 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %40
  store volatile float %21, ptr addrspace(3) %41, align 4, !tbaa !12
  call spir_func void @_Z7barrierj(i32 noundef 1) #13 [ "convergencectrl"(token %5) ]
  %42 = sdiv i32 %9, 2
  br label %43

43:                                               ; preds = %58, %39
  %44 = phi i32 [ %42, %39 ], [ %59, %58 ]
  %45 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %46 = icmp sgt i32 %44, 32
  br i1 %46, label %49, label %47

47:                                               ; preds = %43
  %48 = icmp slt i32 %7, 32
  br i1 %48, label %60, label %85

49:                                               ; preds = %43
  %50 = icmp sgt i32 %44, %7
  br i1 %50, label %51, label %58

51:                                               ; preds = %49
  %52 = add nsw i32 %44, %7
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %53
  %55 = load volatile float, ptr addrspace(3) %54, align 4, !tbaa !12
  %56 = load volatile float, ptr addrspace(3) %41, align 4, !tbaa !12
  %57 = fadd float %55, %56
  store volatile float %57, ptr addrspace(3) %41, align 4, !tbaa !12
  br label %58

58:                                               ; preds = %51, %49
  call spir_func void @_Z7barrierj(i32 noundef 1) #13 [ "convergencectrl"(token %45) ]
  %59 = lshr i32 %44, 1
  br label %43, !llvm.loop !64

60:                                               ; preds = %47
  %61 = getelementptr i8, ptr addrspace(3) %41, i64 128
  %62 = load volatile float, ptr addrspace(3) %61, align 4, !tbaa !12
  %63 = load volatile float, ptr addrspace(3) %41, align 4, !tbaa !12
  %64 = fadd float %62, %63
  store volatile float %64, ptr addrspace(3) %41, align 4, !tbaa !12
  %65 = getelementptr i8, ptr addrspace(3) %41, i64 64
  %66 = load volatile float, ptr addrspace(3) %65, align 4, !tbaa !12
  %67 = load volatile float, ptr addrspace(3) %41, align 4, !tbaa !12
  %68 = fadd float %66, %67
  store volatile float %68, ptr addrspace(3) %41, align 4, !tbaa !12
  %69 = getelementptr i8, ptr addrspace(3) %41, i64 32
  %70 = load volatile float, ptr addrspace(3) %69, align 4, !tbaa !12
  %71 = load volatile float, ptr addrspace(3) %41, align 4, !tbaa !12
  %72 = fadd float %70, %71
  store volatile float %72, ptr addrspace(3) %41, align 4, !tbaa !12
  %73 = getelementptr i8, ptr addrspace(3) %41, i64 16
  %74 = load volatile float, ptr addrspace(3) %73, align 4, !tbaa !12
  %75 = load volatile float, ptr addrspace(3) %41, align 4, !tbaa !12
  %76 = fadd float %74, %75
  store volatile float %76, ptr addrspace(3) %41, align 4, !tbaa !12
  %77 = getelementptr i8, ptr addrspace(3) %41, i64 8
  %78 = load volatile float, ptr addrspace(3) %77, align 4, !tbaa !12
  %79 = load volatile float, ptr addrspace(3) %41, align 4, !tbaa !12
  %80 = fadd float %78, %79
  store volatile float %80, ptr addrspace(3) %41, align 4, !tbaa !12
  %81 = getelementptr i8, ptr addrspace(3) %41, i64 4
  %82 = load volatile float, ptr addrspace(3) %81, align 4, !tbaa !12
  %83 = load volatile float, ptr addrspace(3) %41, align 4, !tbaa !12
  %84 = fadd float %82, %83
  store volatile float %84, ptr addrspace(3) %41, align 4, !tbaa !12
  br label %85

85:                                               ; preds = %60, %47
  %86 = icmp eq i32 %7, 0
  br i1 %86, label %87, label %91

87:                                               ; preds = %85
  %88 = load volatile float, ptr addrspace(3) %2, align 4, !tbaa !12
  %89 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #12 [ "convergencectrl"(token %5) ]
  %90 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %89
  store float %88, ptr addrspace(1) %90, align 4, !tbaa !12
  br label %91

91:                                               ; preds = %87, %85
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_num_groupsj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @ps_radix_split(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #6 !kernel_arg_addr_space !65 !kernel_arg_access_qual !60 !kernel_arg_type !66 !kernel_arg_base_type !66 !kernel_arg_type_qual !67 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #12 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #12 [ "convergencectrl"(token %5) ]
  %9 = trunc i64 %8 to i32
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #12 [ "convergencectrl"(token %5) ]
  %11 = shl i64 %10, 32
  %12 = ashr exact i64 %11, 30
  %13 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !8
  %15 = and i32 %3, 31
  %16 = lshr i32 %14, %15
  %17 = and i32 %16, 1
  %18 = xor i32 %17, 1
  %19 = sext i32 %7 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %19
  store i32 %18, ptr addrspace(3) %20, align 4, !tbaa !8
  call spir_func void @_Z7barrierj(i32 noundef 1) #13 [ "convergencectrl"(token %5) ]
  br label %21

21:                                               ; preds = %34, %4
  %22 = phi i32 [ 1, %4 ], [ %38, %34 ]
  %23 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %24 = icmp slt i32 %22, %9
  br i1 %24, label %27, label %25

25:                                               ; preds = %21
  %26 = icmp eq i32 %17, 0
  br i1 %26, label %47, label %39

27:                                               ; preds = %21
  %28 = icmp sgt i32 %22, %7
  br i1 %28, label %34, label %29

29:                                               ; preds = %27
  %30 = sub nsw i32 %7, %22
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %31
  %33 = load i32, ptr addrspace(3) %32, align 4, !tbaa !8
  br label %34

34:                                               ; preds = %27, %29
  %35 = phi i32 [ %33, %29 ], [ 0, %27 ]
  call spir_func void @_Z7barrierj(i32 noundef 1) #13 [ "convergencectrl"(token %23) ]
  %36 = load i32, ptr addrspace(3) %20, align 4, !tbaa !8
  %37 = add i32 %36, %35
  store i32 %37, ptr addrspace(3) %20, align 4, !tbaa !8
  call spir_func void @_Z7barrierj(i32 noundef 1) #13 [ "convergencectrl"(token %23) ]
  %38 = shl i32 %22, 1
  br label %21, !llvm.loop !68

39:                                               ; preds = %25
  %40 = sext i32 %9 to i64
  %41 = getelementptr i32, ptr addrspace(3) %1, i64 %40
  %42 = getelementptr i8, ptr addrspace(3) %41, i64 -4
  %43 = load i32, ptr addrspace(3) %42, align 4, !tbaa !8
  %44 = add i32 %43, %7
  %45 = load i32, ptr addrspace(3) %20, align 4, !tbaa !8
  %46 = sub i32 %44, %45
  br label %50

47:                                               ; preds = %25
  %48 = load i32, ptr addrspace(3) %20, align 4, !tbaa !8
  %49 = add i32 %48, -1
  br label %50

50:                                               ; preds = %47, %39
  %51 = phi i32 [ %46, %39 ], [ %49, %47 ]
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %52
  store i32 %14, ptr addrspace(3) %53, align 4, !tbaa !8
  call spir_func void @_Z7barrierj(i32 noundef 1) #13 [ "convergencectrl"(token %5) ]
  %54 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %19
  %55 = load i32, ptr addrspace(3) %54, align 4, !tbaa !8
  store i32 %55, ptr addrspace(1) %13, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @ps_md_lj(ptr addrspace(1) nocapture noundef writeonly align 16 %0, ptr addrspace(1) nocapture noundef readonly align 16 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #2 !kernel_arg_addr_space !69 !kernel_arg_access_qual !43 !kernel_arg_type !70 !kernel_arg_base_type !71 !kernel_arg_type_qual !72 {
  %9 = tail call token @llvm.experimental.convergence.entry()
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #12 [ "convergencectrl"(token %9) ]
  %11 = trunc i64 %10 to i32
  %12 = icmp slt i32 %11, %4
  br i1 %12, label %13, label %55

13:                                               ; preds = %8
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %14
  %16 = load <4 x float>, ptr addrspace(1) %15, align 16, !tbaa !40
  %17 = fneg float %7
  br label %18

18:                                               ; preds = %49, %13
  %19 = phi i32 [ 0, %13 ], [ %51, %49 ]
  %20 = phi <4 x float> [ zeroinitializer, %13 ], [ %50, %49 ]
  %21 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %9) ]
  %22 = icmp slt i32 %19, %3
  br i1 %22, label %23, label %52

23:                                               ; preds = %18
  %24 = mul nsw i32 %19, %4
  %25 = add nsw i32 %24, %11
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !8
  %29 = icmp sgt i32 %28, -1
  br i1 %29, label %30, label %49

30:                                               ; preds = %23
  %31 = zext nneg i32 %28 to i64
  %32 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %31
  %33 = load <4 x float>, ptr addrspace(1) %32, align 16, !tbaa !40
  %34 = fsub <4 x float> %16, %33
  %35 = shufflevector <4 x float> %34, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %36 = call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %35, <3 x float> noundef %35) #12 [ "convergencectrl"(token %21) ]
  %37 = fcmp olt float %36, %5
  br i1 %37, label %38, label %49

38:                                               ; preds = %30
  %39 = fdiv float 1.000000e+00, %36, !fpmath !73
  %40 = fmul float %39, %39
  %41 = fmul float %39, %40
  %42 = fmul float %39, %41
  %43 = tail call float @llvm.fmuladd.f32(float %6, float %41, float %17)
  %44 = fmul float %42, %43
  %45 = insertelement <3 x float> poison, float %44, i64 0
  %46 = shufflevector <3 x float> %45, <3 x float> poison, <4 x i32> zeroinitializer
  %47 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %34, <4 x float> %46, <4 x float> %20)
  %48 = shufflevector <4 x float> %47, <4 x float> %20, <4 x i32> <i32 0, i32 1, i32 2, i32 7>
  br label %49

49:                                               ; preds = %30, %38, %23
  %50 = phi <4 x float> [ %20, %23 ], [ %48, %38 ], [ %20, %30 ]
  %51 = add nuw nsw i32 %19, 1
  br i1 %29, label %18, label %52, !llvm.loop !74

52:                                               ; preds = %18, %49
  %53 = phi <4 x float> [ %50, %49 ], [ %20, %18 ]
  %54 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %14
  store <4 x float> %53, ptr addrspace(1) %54, align 16, !tbaa !40
  br label %55

55:                                               ; preds = %8, %52
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @ps_fft_stage(ptr addrspace(1) nocapture noundef align 8 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #9 !kernel_arg_addr_space !75 !kernel_arg_access_qual !76 !kernel_arg_type !77 !kernel_arg_base_type !78 !kernel_arg_type_qual !79 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #12 [ "convergencectrl"(token %4) ]
  %6 = freeze i64 %5
  %7 = trunc i64 %6 to i32
  %8 = sdiv i32 %1, 2
  %9 = icmp sgt i32 %8, %7
  br i1 %9, label %10, label %41

10:                                               ; preds = %3
  %11 = and i32 %2, 31
  %12 = shl nuw i32 1, %11
  %13 = srem i32 %7, %12
  %14 = sub nsw i32 %7, %13
  %15 = shl nsw i32 %14, 1
  %16 = add nsw i32 %15, %13
  %17 = add nsw i32 %16, %12
  %18 = sitofp i32 %13 to float
  %19 = fmul float %18, 0xC00921FB60000000
  %20 = sitofp i32 %12 to float
  %21 = fdiv float %19, %20, !fpmath !73
  %22 = call spir_func float @_Z3cosf(float noundef %21) #12 [ "convergencectrl"(token %4) ]
  %23 = call spir_func float @_Z3sinf(float noundef %21) #12 [ "convergencectrl"(token %4) ]
  %24 = sext i32 %16 to i64
  %25 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %24
  %26 = load <2 x float>, ptr addrspace(1) %25, align 8, !tbaa !40
  %27 = sext i32 %17 to i64
  %28 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 8
  %30 = getelementptr inbounds i8, ptr addrspace(1) %28, i64 4
  %31 = load float, ptr addrspace(1) %30, align 4
  %32 = fneg float %31
  %33 = fmul float %23, %32
  %34 = tail call float @llvm.fmuladd.f32(float %29, float %22, float %33)
  %35 = insertelement <2 x float> poison, float %34, i64 0
  %36 = fmul float %22, %31
  %37 = tail call float @llvm.fmuladd.f32(float %29, float %23, float %36)
  %38 = insertelement <2 x float> %35, float %37, i64 1
  %39 = fadd <2 x float> %26, %38
  store <2 x float> %39, ptr addrspace(1) %25, align 8, !tbaa !40
  %40 = fsub <2 x float> %26, %38
  store <2 x float> %40, ptr addrspace(1) %28, align 8, !tbaa !40
  br label %41

41:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z3cosf(float noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z3sinf(float noundef) local_unnamed_addr #4

; Function Attrs: convergent nofree noinline norecurse nosync nounwind memory(none)
define spir_func i32 @rev_bits6(i32 noundef %0) local_unnamed_addr #10 {
  %2 = tail call token @llvm.experimental.convergence.entry()
  br label %3

3:                                                ; preds = %10, %1
  %4 = phi i32 [ %0, %1 ], [ %14, %10 ]
  %5 = phi i32 [ 0, %1 ], [ %13, %10 ]
  %6 = phi i32 [ 0, %1 ], [ %15, %10 ]
  %7 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %2) ]
  %8 = icmp ult i32 %6, 6
  br i1 %8, label %10, label %9

9:                                                ; preds = %3
  ret i32 %5

10:                                               ; preds = %3
  %11 = shl i32 %5, 1
  %12 = and i32 %4, 1
  %13 = or disjoint i32 %11, %12
  %14 = lshr i32 %4, 1
  %15 = add nuw nsw i32 %6, 1
  br label %3, !llvm.loop !80
}

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @ps_fft64_local(ptr addrspace(1) nocapture noundef align 8 %0, ptr addrspace(3) nocapture noundef align 8 %1) local_unnamed_addr #6 !kernel_arg_addr_space !81 !kernel_arg_access_qual !82 !kernel_arg_type !83 !kernel_arg_base_type !84 !kernel_arg_type_qual !85 {
  %3 = tail call token @llvm.experimental.convergence.entry()
  %4 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #12 [ "convergencectrl"(token %3) ]
  %5 = trunc i64 %4 to i32
  %6 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #12 [ "convergencectrl"(token %3) ]
  %7 = trunc i64 %6 to i32
  %8 = shl i32 %7, 6
  %9 = call spir_func i32 @rev_bits6(i32 noundef %5) #13 [ "convergencectrl"(token %3) ]
  %10 = add nsw i32 %8, %9
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %11
  %13 = load <2 x float>, ptr addrspace(1) %12, align 8, !tbaa !40
  %14 = sext i32 %5 to i64
  %15 = getelementptr inbounds <2 x float>, ptr addrspace(3) %1, i64 %14
  store <2 x float> %13, ptr addrspace(3) %15, align 8, !tbaa !40
  %16 = add i32 %5, 32
  %17 = call spir_func i32 @rev_bits6(i32 noundef %16) #13 [ "convergencectrl"(token %3) ]
  %18 = add nsw i32 %17, %8
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %19
  %21 = load <2 x float>, ptr addrspace(1) %20, align 8, !tbaa !40
  %22 = sext i32 %16 to i64
  %23 = getelementptr inbounds <2 x float>, ptr addrspace(3) %1, i64 %22
  store <2 x float> %21, ptr addrspace(3) %23, align 8, !tbaa !40
  call spir_func void @_Z7barrierj(i32 noundef 1) #13 [ "convergencectrl"(token %3) ]
  br label %24

24:                                               ; preds = %35, %2
  %25 = phi i32 [ 1, %2 ], [ %64, %35 ]
  %26 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %3) ]
  %27 = icmp slt i32 %25, 64
  br i1 %27, label %35, label %28

28:                                               ; preds = %24
  %29 = load <2 x float>, ptr addrspace(3) %15, align 8, !tbaa !40
  %30 = add nsw i32 %8, %5
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %31
  store <2 x float> %29, ptr addrspace(1) %32, align 8, !tbaa !40
  %33 = load <2 x float>, ptr addrspace(3) %23, align 8, !tbaa !40
  %34 = getelementptr i8, ptr addrspace(1) %32, i64 256
  store <2 x float> %33, ptr addrspace(1) %34, align 8, !tbaa !40
  ret void

35:                                               ; preds = %24
  %36 = srem i32 %5, %25
  %37 = sub nsw i32 %5, %36
  %38 = shl nsw i32 %37, 1
  %39 = add nsw i32 %38, %36
  %40 = add nsw i32 %39, %25
  %41 = sitofp i32 %36 to float
  %42 = fmul float %41, 0xC00921FB60000000
  %43 = sitofp i32 %25 to float
  %44 = fdiv float %42, %43, !fpmath !73
  %45 = call spir_func float @_Z10native_cosf(float noundef %44) #12 [ "convergencectrl"(token %26) ]
  %46 = call spir_func float @_Z10native_sinf(float noundef %44) #12 [ "convergencectrl"(token %26) ]
  %47 = sext i32 %39 to i64
  %48 = getelementptr inbounds <2 x float>, ptr addrspace(3) %1, i64 %47
  %49 = load <2 x float>, ptr addrspace(3) %48, align 8, !tbaa !40
  %50 = sext i32 %40 to i64
  %51 = getelementptr inbounds <2 x float>, ptr addrspace(3) %1, i64 %50
  %52 = load float, ptr addrspace(3) %51, align 8
  %53 = getelementptr inbounds i8, ptr addrspace(3) %51, i64 4
  %54 = load float, ptr addrspace(3) %53, align 4
  %55 = fneg float %54
  %56 = fmul float %46, %55
  %57 = tail call float @llvm.fmuladd.f32(float %52, float %45, float %56)
  %58 = insertelement <2 x float> poison, float %57, i64 0
  %59 = fmul float %45, %54
  %60 = tail call float @llvm.fmuladd.f32(float %52, float %46, float %59)
  %61 = insertelement <2 x float> %58, float %60, i64 1
  call spir_func void @_Z7barrierj(i32 noundef 1) #13 [ "convergencectrl"(token %26) ]
  %62 = fadd <2 x float> %49, %61
  store <2 x float> %62, ptr addrspace(3) %48, align 8, !tbaa !40
  %63 = fsub <2 x float> %49, %61
  store <2 x float> %63, ptr addrspace(3) %51, align 8, !tbaa !40
  call spir_func void @_Z7barrierj(i32 noundef 1) #13 [ "convergencectrl"(token %26) ]
  %64 = shl i32 %25, 1
  br label %24, !llvm.loop !86
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #11

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent nofree norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #7 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #10 = { convergent nofree noinline norecurse nosync nounwind memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { convergent nounwind willreturn memory(none) }
attributes #13 = { convergent nounwind }
attributes #14 = { nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"clang-19"}
!4 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!6 = !{!"float*", !"int*", !"int*", !"float*", !"float*", !"int"}
!7 = !{!"const", !"const", !"const", !"const", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !10, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 3, i32 0}
!17 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!18 = !{!"float*", !"int*", !"int*", !"float*", !"float*", !"float*", !"int"}
!19 = !{!"const", !"const", !"const", !"const", !"", !"volatile", !""}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
!23 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!24 = !{!"float*", !"float*", !"float", !"float", !"int", !"int", !"int"}
!25 = !{!"const", !"", !"", !"", !"", !"", !""}
!26 = distinct !{!26, !15}
!27 = !{i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0}
!28 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!29 = !{!"float*", !"int", !"float*", !"int", !"float*", !"int", !"int", !"float", !"float"}
!30 = !{!"const", !"", !"const", !"", !"", !"", !"", !"", !""}
!31 = distinct !{!31, !15}
!32 = distinct !{!32, !15}
!33 = distinct !{!33, !15}
!34 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!35 = !{!"none", !"none", !"none", !"none", !"none"}
!36 = !{!"uint*", !"uchar*", !"uint*", !"int", !"int"}
!37 = !{!"const", !"", !"", !"", !""}
!38 = distinct !{!38, !15}
!39 = distinct !{!39, !15}
!40 = !{!10, !10, i64 0}
!41 = distinct !{!41, !15}
!42 = !{i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2}
!43 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!44 = !{!"int", !"int", !"float*", !"float*", !"float*", !"float*", !"float*", !"kvalue_t*"}
!45 = !{!"", !"", !"const", !"const", !"const", !"", !"", !"const"}
!46 = distinct !{!46, !15}
!47 = !{i32 1, i32 0, i32 2, i32 0, i32 1, i32 3}
!48 = !{!"float4*", !"int", !"float*", !"int", !"uint*", !"uint*"}
!49 = !{!"float __attribute__((ext_vector_type(4)))*", !"int", !"float*", !"int", !"uint*", !"uint*"}
!50 = !{!"const", !"", !"const", !"", !"", !""}
!51 = distinct !{!51, !15}
!52 = distinct !{!52, !15}
!53 = distinct !{!53, !15}
!54 = distinct !{!54, !15}
!55 = !{i32 1, i32 1, i32 1, i32 3, i32 0}
!56 = !{!"float*", !"float*", !"float*", !"float*", !"int"}
!57 = distinct !{!57, !15}
!58 = distinct !{!58, !15}
!59 = !{i32 1, i32 1, i32 3, i32 0}
!60 = !{!"none", !"none", !"none", !"none"}
!61 = !{!"float*", !"float*", !"float*", !"int"}
!62 = !{!"const", !"", !"volatile", !""}
!63 = distinct !{!63, !15}
!64 = distinct !{!64, !15}
!65 = !{i32 1, i32 3, i32 3, i32 0}
!66 = !{!"uint*", !"uint*", !"uint*", !"int"}
!67 = !{!"", !"", !"", !""}
!68 = distinct !{!68, !15}
!69 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!70 = !{!"float4*", !"float4*", !"int*", !"int", !"int", !"float", !"float", !"float"}
!71 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int*", !"int", !"int", !"float", !"float", !"float"}
!72 = !{!"", !"const", !"const", !"", !"", !"", !"", !""}
!73 = !{float 2.500000e+00}
!74 = distinct !{!74, !15}
!75 = !{i32 1, i32 0, i32 0}
!76 = !{!"none", !"none", !"none"}
!77 = !{!"float2*", !"int", !"int"}
!78 = !{!"float __attribute__((ext_vector_type(2)))*", !"int", !"int"}
!79 = !{!"", !"", !""}
!80 = distinct !{!80, !15}
!81 = !{i32 1, i32 3}
!82 = !{!"none", !"none"}
!83 = !{!"float2*", !"float2*"}
!84 = !{!"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(2)))*"}
!85 = !{!"", !""}
!86 = distinct !{!86, !15}
