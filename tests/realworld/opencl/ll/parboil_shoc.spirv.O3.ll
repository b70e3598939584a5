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
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %7) ]
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
  br label %17

35:                                               ; preds = %22, %6
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @ps_spmv_csr_vector(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(3) noundef align 4 %5, i32 noundef %6) local_unnamed_addr #5 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %8 = tail call token @llvm.experimental.convergence.entry()
  %9 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #10 [ "convergencectrl"(token %8) ]
  %10 = trunc i64 %9 to i32
  %11 = and i32 %10, 31
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %8) ]
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
  br label %22

39:                                               ; preds = %22, %7
  %40 = phi float [ 0.000000e+00, %7 ], [ %23, %22 ]
  %41 = sext i32 %10 to i64
  %42 = getelementptr inbounds float, ptr addrspace(3) %5, i64 %41
  store volatile float %40, ptr addrspace(3) %42, align 4, !tbaa !12
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %8) ]
  %43 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %44 = icmp ult i32 %11, 16
  br i1 %44, label %48, label %55

45:                                               ; preds = %82, %84
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %43) ]
  %46 = icmp ne i32 %11, 0
  %47 = or i1 %46, %15
  br i1 %47, label %95, label %91

48:                                               ; preds = %39
  %49 = sext i32 %10 to i64
  %50 = getelementptr float, ptr addrspace(3) %5, i64 %49
  %51 = getelementptr i8, ptr addrspace(3) %50, i64 64
  %52 = load volatile float, ptr addrspace(3) %51, align 4, !tbaa !12
  %53 = load volatile float, ptr addrspace(3) %42, align 4, !tbaa !12
  %54 = fadd float %52, %53
  store volatile float %54, ptr addrspace(3) %42, align 4, !tbaa !12
  br label %55

55:                                               ; preds = %48, %39
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %43) ]
  %56 = icmp ult i32 %11, 8
  br i1 %56, label %57, label %64

57:                                               ; preds = %55
  %58 = sext i32 %10 to i64
  %59 = getelementptr float, ptr addrspace(3) %5, i64 %58
  %60 = getelementptr i8, ptr addrspace(3) %59, i64 32
  %61 = load volatile float, ptr addrspace(3) %60, align 4, !tbaa !12
  %62 = load volatile float, ptr addrspace(3) %42, align 4, !tbaa !12
  %63 = fadd float %61, %62
  store volatile float %63, ptr addrspace(3) %42, align 4, !tbaa !12
  br label %64

64:                                               ; preds = %57, %55
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %43) ]
  %65 = icmp ult i32 %11, 4
  br i1 %65, label %66, label %73

66:                                               ; preds = %64
  %67 = sext i32 %10 to i64
  %68 = getelementptr float, ptr addrspace(3) %5, i64 %67
  %69 = getelementptr i8, ptr addrspace(3) %68, i64 16
  %70 = load volatile float, ptr addrspace(3) %69, align 4, !tbaa !12
  %71 = load volatile float, ptr addrspace(3) %42, align 4, !tbaa !12
  %72 = fadd float %70, %71
  store volatile float %72, ptr addrspace(3) %42, align 4, !tbaa !12
  br label %73

73:                                               ; preds = %66, %64
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %43) ]
  %74 = icmp ult i32 %11, 2
  br i1 %74, label %75, label %82

75:                                               ; preds = %73
  %76 = sext i32 %10 to i64
  %77 = getelementptr float, ptr addrspace(3) %5, i64 %76
  %78 = getelementptr i8, ptr addrspace(3) %77, i64 8
  %79 = load volatile float, ptr addrspace(3) %78, align 4, !tbaa !12
  %80 = load volatile float, ptr addrspace(3) %42, align 4, !tbaa !12
  %81 = fadd float %79, %80
  store volatile float %81, ptr addrspace(3) %42, align 4, !tbaa !12
  br label %82

82:                                               ; preds = %75, %73
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %43) ]
  %83 = icmp eq i32 %11, 0
  br i1 %83, label %84, label %45

84:                                               ; preds = %82
  %85 = or disjoint i32 %10, 1
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds float, ptr addrspace(3) %5, i64 %86
  %88 = load volatile float, ptr addrspace(3) %87, align 4, !tbaa !12
  %89 = load volatile float, ptr addrspace(3) %42, align 4, !tbaa !12
  %90 = fadd float %88, %89
  store volatile float %90, ptr addrspace(3) %42, align 4, !tbaa !12
  br label %45

91:                                               ; preds = %45
  %92 = load volatile float, ptr addrspace(3) %42, align 4, !tbaa !12
  %93 = sext i32 %14 to i64
  %94 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %93
  store float %92, ptr addrspace(1) %94, align 4, !tbaa !12
  br label %95

95:                                               ; preds = %45, %91
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @ps_spmv_ell(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %7 = tail call token @llvm.experimental.convergence.entry()
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %7) ]
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %9, %5
  br i1 %10, label %11, label %37

11:                                               ; preds = %6
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !8
  br label %15

15:                                               ; preds = %27, %11
  %16 = phi float [ 0.000000e+00, %11 ], [ %33, %27 ]
  %17 = phi i32 [ 0, %11 ], [ %34, %27 ]
  %18 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %19 = icmp slt i32 %17, %14
  br i1 %19, label %20, label %35

20:                                               ; preds = %15
  %21 = mul nsw i32 %17, %5
  %22 = add nsw i32 %21, %9
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !8
  %26 = icmp sgt i32 %25, -1
  br i1 %26, label %27, label %35

27:                                               ; preds = %20
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %23
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !12
  %30 = zext nneg i32 %25 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !12
  %33 = tail call float @llvm.fmuladd.f32(float %29, float %32, float %16)
  %34 = add nuw nsw i32 %17, 1
  br label %15

35:                                               ; preds = %20, %15
  %36 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %12
  store float %16, ptr addrspace(1) %36, align 4, !tbaa !12
  br label %37

37:                                               ; preds = %6, %35
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @ps_stencil7(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, float noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 !kernel_arg_addr_space !18 !kernel_arg_access_qual !15 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
  %8 = tail call token @llvm.experimental.convergence.entry()
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %8) ]
  %10 = trunc i64 %9 to i32
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #10 [ "convergencectrl"(token %8) ]
  %12 = trunc i64 %11 to i32
  %13 = add nsw i32 %4, -1
  %14 = add nsw i32 %5, -1
  %15 = insertelement <4 x i32> poison, i32 %10, i64 0
  %16 = insertelement <4 x i32> %15, i32 %12, i64 1
  %17 = insertelement <4 x i32> %16, i32 %13, i64 2
  %18 = insertelement <4 x i32> %17, i32 %14, i64 3
  %19 = shufflevector <4 x i32> %16, <4 x i32> <i32 0, i32 0, i32 poison, i32 poison>, <4 x i32> <i32 4, i32 5, i32 0, i32 1>
  %20 = icmp sgt <4 x i32> %18, %19
  %21 = freeze <4 x i1> %20
  %22 = bitcast <4 x i1> %21 to i4
  %23 = icmp eq i4 %22, -1
  br i1 %23, label %24, label %90

24:                                               ; preds = %7
  %25 = mul nsw i32 %12, %4
  %26 = add nsw i32 %25, %10
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !12
  %30 = add nsw i32 %12, %5
  %31 = mul nsw i32 %30, %4
  %32 = add nsw i32 %31, %10
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !12
  %36 = add nsw i32 %6, -1
  %37 = add nsw i32 %10, -1
  %38 = add nuw nsw i32 %10, 1
  %39 = add nsw i32 %12, -1
  %40 = add nuw nsw i32 %12, 1
  br label %41

41:                                               ; preds = %47, %24
  %42 = phi float [ %29, %24 ], [ %43, %47 ]
  %43 = phi float [ %35, %24 ], [ %55, %47 ]
  %44 = phi i32 [ 1, %24 ], [ %48, %47 ]
  %45 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %46 = icmp slt i32 %44, %36
  br i1 %46, label %47, label %90

47:                                               ; preds = %41
  %48 = add nuw nsw i32 %44, 1
  %49 = mul nsw i32 %48, %5
  %50 = add nsw i32 %49, %12
  %51 = mul nsw i32 %50, %4
  %52 = add nsw i32 %51, %10
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %53
  %55 = load float, ptr addrspace(1) %54, align 4, !tbaa !12
  %56 = fadd float %42, %55
  %57 = mul nsw i32 %44, %5
  %58 = add nsw i32 %57, %12
  %59 = mul nsw i32 %58, %4
  %60 = add nsw i32 %37, %59
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %61
  %63 = load float, ptr addrspace(1) %62, align 4, !tbaa !12
  %64 = fadd float %56, %63
  %65 = add nsw i32 %38, %59
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4, !tbaa !12
  %69 = fadd float %64, %68
  %70 = add nsw i32 %39, %57
  %71 = mul nsw i32 %70, %4
  %72 = add nsw i32 %71, %10
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %73
  %75 = load float, ptr addrspace(1) %74, align 4, !tbaa !12
  %76 = fadd float %69, %75
  %77 = add nsw i32 %40, %57
  %78 = mul nsw i32 %77, %4
  %79 = add nsw i32 %78, %10
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %80
  %82 = load float, ptr addrspace(1) %81, align 4, !tbaa !12
  %83 = fadd float %76, %82
  %84 = fneg float %43
  %85 = fmul float %84, %2
  %86 = tail call float @llvm.fmuladd.f32(float %3, float %83, float %85)
  %87 = add nsw i32 %59, %10
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %88
  store float %86, ptr addrspace(1) %89, align 4, !tbaa !12
  br label %41

90:                                               ; preds = %41, %7
  ret void
}

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @ps_sgemm_tiled(ptr addrspace(1) nocapture noundef readonly align 4 %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, ptr addrspace(1) nocapture noundef align 4 %4, i32 noundef %5, i32 noundef %6, float noundef %7, float noundef %8) local_unnamed_addr #5 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %10 = tail call token @llvm.experimental.convergence.entry()
  %11 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #10 [ "convergencectrl"(token %10) ]
  %12 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #10 [ "convergencectrl"(token %10) ]
  %13 = trunc i64 %12 to i32
  %14 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #10 [ "convergencectrl"(token %10) ]
  %15 = shl i64 %14, 4
  %16 = shl i64 %11, 32
  %17 = ashr exact i64 %16, 32
  %18 = add i64 %15, %11
  %19 = trunc i64 %18 to i32
  %20 = call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #10 [ "convergencectrl"(token %10) ]
  %21 = shl nsw i32 %13, 2
  %22 = trunc i64 %20 to i32
  %23 = shl i32 %22, 6
  %24 = add i32 %23, %21
  %25 = sext i32 %13 to i64
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i64 0, i64 %25, i64 %17
  %27 = or disjoint i32 %24, 3
  %28 = mul nsw i32 %27, %1
  %29 = or disjoint i32 %24, 2
  %30 = mul nsw i32 %29, %1
  %31 = or disjoint i32 %24, 1
  %32 = mul nsw i32 %31, %1
  %33 = mul nsw i32 %24, %1
  br label %34

34:                                               ; preds = %57, %9
  %35 = phi float [ 0.000000e+00, %9 ], [ %50, %57 ]
  %36 = phi float [ 0.000000e+00, %9 ], [ %51, %57 ]
  %37 = phi float [ 0.000000e+00, %9 ], [ %52, %57 ]
  %38 = phi float [ 0.000000e+00, %9 ], [ %53, %57 ]
  %39 = phi i32 [ 0, %9 ], [ %58, %57 ]
  %40 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %10) ]
  %41 = icmp slt i32 %39, %6
  br i1 %41, label %42, label %86

42:                                               ; preds = %34
  %43 = add nsw i32 %39, %13
  %44 = mul nsw i32 %43, %3
  %45 = add nsw i32 %44, %19
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !12
  store float %48, ptr addrspace(3) %26, align 4, !tbaa !12
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %40) ]
  br label %49

49:                                               ; preds = %59, %42
  %50 = phi float [ %35, %42 ], [ %84, %59 ]
  %51 = phi float [ %36, %42 ], [ %79, %59 ]
  %52 = phi float [ %37, %42 ], [ %74, %59 ]
  %53 = phi float [ %38, %42 ], [ %69, %59 ]
  %54 = phi i32 [ 0, %42 ], [ %85, %59 ]
  %55 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %40) ]
  %56 = icmp ult i32 %54, 16
  br i1 %56, label %59, label %57

57:                                               ; preds = %49
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %40) ]
  %58 = add nuw nsw i32 %39, 16
  br label %34

59:                                               ; preds = %49
  %60 = zext nneg i32 %54 to i64
  %61 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i64 0, i64 %60, i64 %17
  %62 = load float, ptr addrspace(3) %61, align 4, !tbaa !12
  %63 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %55) ]
  %64 = or disjoint i32 %54, %39
  %65 = add i32 %64, %28
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4, !tbaa !12
  %69 = tail call float @llvm.fmuladd.f32(float %68, float %62, float %53)
  %70 = add i32 %64, %30
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4, !tbaa !12
  %74 = tail call float @llvm.fmuladd.f32(float %73, float %62, float %52)
  %75 = add i32 %64, %32
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %76
  %78 = load float, ptr addrspace(1) %77, align 4, !tbaa !12
  %79 = tail call float @llvm.fmuladd.f32(float %78, float %62, float %51)
  %80 = add i32 %64, %33
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %81
  %83 = load float, ptr addrspace(1) %82, align 4, !tbaa !12
  %84 = tail call float @llvm.fmuladd.f32(float %83, float %62, float %50)
  %85 = add nuw nsw i32 %54, 1
  br label %49

86:                                               ; preds = %34
  %87 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %10) ]
  %88 = mul nsw i32 %24, %5
  %89 = add nsw i32 %88, %19
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %90
  %92 = load float, ptr addrspace(1) %91, align 4, !tbaa !12
  %93 = fmul float %92, %8
  %94 = tail call float @llvm.fmuladd.f32(float %7, float %35, float %93)
  store float %94, ptr addrspace(1) %91, align 4, !tbaa !12
  %95 = or disjoint i32 %24, 1
  %96 = mul nsw i32 %95, %5
  %97 = add nsw i32 %96, %19
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %98
  %100 = load float, ptr addrspace(1) %99, align 4, !tbaa !12
  %101 = fmul float %100, %8
  %102 = tail call float @llvm.fmuladd.f32(float %7, float %36, float %101)
  store float %102, ptr addrspace(1) %99, align 4, !tbaa !12
  %103 = or disjoint i32 %24, 2
  %104 = mul nsw i32 %103, %5
  %105 = add nsw i32 %104, %19
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %106
  %108 = load float, ptr addrspace(1) %107, align 4, !tbaa !12
  %109 = fmul float %108, %8
  %110 = tail call float @llvm.fmuladd.f32(float %7, float %37, float %109)
  store float %110, ptr addrspace(1) %107, align 4, !tbaa !12
  %111 = or disjoint i32 %24, 3
  %112 = mul nsw i32 %111, %5
  %113 = add nsw i32 %112, %19
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %114
  %116 = load float, ptr addrspace(1) %115, align 4, !tbaa !12
  %117 = fmul float %116, %8
  %118 = tail call float @llvm.fmuladd.f32(float %7, float %38, float %117)
  store float %118, ptr addrspace(1) %115, align 4, !tbaa !12
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @ps_histo(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 1 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #5 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #10 [ "convergencectrl"(token %6) ]
  %8 = trunc i64 %7 to i32
  %9 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #10 [ "convergencectrl"(token %6) ]
  %10 = trunc i64 %9 to i32
  br label %11

11:                                               ; preds = %18, %5
  %12 = phi i32 [ %8, %5 ], [ %21, %18 ]
  %13 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %14 = icmp slt i32 %12, %4
  br i1 %14, label %18, label %15

15:                                               ; preds = %11
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %6) ]
  %16 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %6) ]
  %17 = trunc i64 %16 to i32
  br label %22

18:                                               ; preds = %11
  %19 = sext i32 %12 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %19
  store i32 0, ptr addrspace(3) %20, align 4, !tbaa !8
  %21 = add nsw i32 %12, %10
  br label %11

22:                                               ; preds = %36, %15
  %23 = phi i32 [ %17, %15 ], [ %39, %36 ]
  %24 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %25 = icmp slt i32 %23, %3
  br i1 %25, label %27, label %26

26:                                               ; preds = %22
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %6) ]
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
  %35 = call spir_func i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %34) #11 [ "convergencectrl"(token %24) ]
  br label %36

36:                                               ; preds = %32, %27
  %37 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 0) #10 [ "convergencectrl"(token %24) ]
  %38 = trunc i64 %37 to i32
  %39 = add i32 %23, %38
  br label %22

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
  %52 = load i8, ptr addrspace(1) %51, align 1, !tbaa !29
  %53 = zext i8 %52 to i32
  %54 = add i32 %48, %53
  %55 = tail call i32 @llvm.umin.i32(i32 %54, i32 255)
  %56 = trunc nuw i32 %55 to i8
  store i8 %56, ptr addrspace(1) %51, align 1, !tbaa !29
  br label %57

57:                                               ; preds = %45, %50
  %58 = add nsw i32 %41, %10
  br label %40
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @ps_mriq(i32 noundef %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef readonly align 4 %4, ptr addrspace(1) nocapture noundef align 4 %5, ptr addrspace(1) nocapture noundef align 4 %6, ptr addrspace(2) nocapture noundef readonly align 4 %7) local_unnamed_addr #2 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
  %9 = tail call token @llvm.experimental.convergence.entry()
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %9) ]
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
  %47 = call spir_func float @_Z10native_cosf(float noundef %46) #10 [ "convergencectrl"(token %28) ]
  %48 = tail call float @llvm.fmuladd.f32(float %42, float %47, float %27)
  %49 = call spir_func float @_Z10native_sinf(float noundef %46) #10 [ "convergencectrl"(token %28) ]
  %50 = tail call float @llvm.fmuladd.f32(float %42, float %49, float %26)
  %51 = add nuw nsw i32 %25, 1
  br label %24
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z10native_cosf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z10native_sinf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @ps_tpacf(ptr addrspace(1) nocapture noundef readonly align 16 %0, i32 noundef %1, ptr addrspace(2) nocapture noundef readonly align 4 %2, i32 noundef %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(3) noundef align 4 %5) local_unnamed_addr #5 !kernel_arg_addr_space !34 !kernel_arg_access_qual !5 !kernel_arg_type !35 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 {
  %7 = tail call token @llvm.experimental.convergence.entry()
  %8 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #10 [ "convergencectrl"(token %7) ]
  %9 = trunc i64 %8 to i32
  %10 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #10 [ "convergencectrl"(token %7) ]
  %11 = trunc i64 %10 to i32
  br label %12

12:                                               ; preds = %20, %6
  %13 = phi i32 [ %9, %6 ], [ %23, %20 ]
  %14 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %15 = icmp slt i32 %13, %3
  br i1 %15, label %20, label %16

16:                                               ; preds = %12
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %7) ]
  %17 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #10 [ "convergencectrl"(token %7) ]
  %18 = trunc i64 %17 to i32
  %19 = icmp slt i32 %18, %1
  br i1 %19, label %24, label %61

20:                                               ; preds = %12
  %21 = sext i32 %13 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(3) %5, i64 %21
  store i32 0, ptr addrspace(3) %22, align 4, !tbaa !8
  %23 = add nsw i32 %13, %11
  br label %12

24:                                               ; preds = %16
  %25 = sext i32 %18 to i64
  %26 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %25
  %27 = load <4 x float>, ptr addrspace(1) %26, align 16, !tbaa !29
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
  %40 = call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %30, <3 x float> noundef %39) #10 [ "convergencectrl"(token %33) ]
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
  br label %41

56:                                               ; preds = %41
  %57 = zext nneg i32 %43 to i64
  %58 = getelementptr inbounds i32, ptr addrspace(3) %5, i64 %57
  %59 = call spir_func i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef %58, i32 noundef 1) #11 [ "convergencectrl"(token %33) ]
  %60 = add nsw i32 %32, %11
  br label %31

61:                                               ; preds = %31, %16
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %7) ]
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
  %72 = call spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %69, i32 noundef %71) #11 [ "convergencectrl"(token %64) ]
  %73 = add nsw i32 %63, %11
  br label %62
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @ps_scan_local(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, i32 noundef %4) local_unnamed_addr #5 !kernel_arg_addr_space !38 !kernel_arg_access_qual !26 !kernel_arg_type !39 !kernel_arg_base_type !39 !kernel_arg_type_qual !28 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #10 [ "convergencectrl"(token %6) ]
  %8 = trunc i64 %7 to i32
  %9 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #10 [ "convergencectrl"(token %6) ]
  %10 = trunc i64 %9 to i32
  %11 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #10 [ "convergencectrl"(token %6) ]
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

43:                                               ; preds = %69, %34
  %44 = phi i32 [ %10, %34 ], [ %71, %69 ]
  %45 = phi i32 [ 1, %34 ], [ %70, %69 ]
  %46 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %47 = icmp sgt i32 %44, 0
  br i1 %47, label %51, label %48

48:                                               ; preds = %43
  %49 = icmp eq i32 %8, 0
  %50 = shl nsw i32 %10, 1
  br i1 %49, label %72, label %81

51:                                               ; preds = %43
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %46) ]
  %52 = icmp sgt i32 %44, %8
  br i1 %52, label %53, label %69

53:                                               ; preds = %51
  %54 = mul nsw i32 %45, %41
  %55 = add nsw i32 %54, -1
  %56 = mul nsw i32 %45, %42
  %57 = add nsw i32 %56, -1
  %58 = ashr i32 %55, 5
  %59 = add nsw i32 %58, %55
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %60
  %62 = load float, ptr addrspace(3) %61, align 4, !tbaa !12
  %63 = ashr i32 %57, 5
  %64 = add nsw i32 %63, %57
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %65
  %67 = load float, ptr addrspace(3) %66, align 4, !tbaa !12
  %68 = fadd float %62, %67
  store float %68, ptr addrspace(3) %66, align 4, !tbaa !12
  br label %69

69:                                               ; preds = %53, %51
  %70 = shl i32 %45, 1
  %71 = lshr i32 %44, 1
  br label %43

72:                                               ; preds = %48
  %73 = add nsw i32 %50, -1
  %74 = ashr i32 %73, 5
  %75 = add nsw i32 %74, %73
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %76
  %78 = load float, ptr addrspace(3) %77, align 4, !tbaa !12
  %79 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #10 [ "convergencectrl"(token %6) ]
  %80 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %79
  store float %78, ptr addrspace(1) %80, align 4, !tbaa !12
  store float 0.000000e+00, ptr addrspace(3) %77, align 4, !tbaa !12
  br label %81

81:                                               ; preds = %48, %72
  br label %82

82:                                               ; preds = %81, %107
  %83 = phi i32 [ %108, %107 ], [ 1, %81 ]
  %84 = phi i32 [ %89, %107 ], [ %45, %81 ]
  %85 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %86 = icmp slt i32 %83, %50
  br i1 %86, label %88, label %87

87:                                               ; preds = %82
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %6) ]
  br i1 %17, label %109, label %113

88:                                               ; preds = %82
  %89 = ashr i32 %84, 1
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %85) ]
  %90 = icmp sgt i32 %83, %8
  br i1 %90, label %91, label %107

91:                                               ; preds = %88
  %92 = mul nsw i32 %89, %41
  %93 = add nsw i32 %92, -1
  %94 = mul nsw i32 %89, %42
  %95 = add nsw i32 %94, -1
  %96 = ashr i32 %93, 5
  %97 = add nsw i32 %96, %93
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %98
  %100 = load float, ptr addrspace(3) %99, align 4, !tbaa !12
  %101 = ashr i32 %95, 5
  %102 = add nsw i32 %101, %95
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %103
  %105 = load float, ptr addrspace(3) %104, align 4, !tbaa !12
  store float %105, ptr addrspace(3) %99, align 4, !tbaa !12
  %106 = fadd float %100, %105
  store float %106, ptr addrspace(3) %104, align 4, !tbaa !12
  br label %107

107:                                              ; preds = %88, %91
  %108 = shl i32 %83, 1
  br label %82

109:                                              ; preds = %87
  %110 = load float, ptr addrspace(3) %27, align 4, !tbaa !12
  %111 = sext i32 %16 to i64
  %112 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %111
  store float %110, ptr addrspace(1) %112, align 4, !tbaa !12
  br label %113

113:                                              ; preds = %109, %87
  br i1 %29, label %114, label %118

114:                                              ; preds = %113
  %115 = load float, ptr addrspace(3) %39, align 4, !tbaa !12
  %116 = sext i32 %28 to i64
  %117 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %116
  store float %115, ptr addrspace(1) %117, align 4, !tbaa !12
  br label %118

118:                                              ; preds = %114, %113
  ret void
}

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @ps_reduce_warp(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #5 !kernel_arg_addr_space !40 !kernel_arg_access_qual !41 !kernel_arg_type !42 !kernel_arg_base_type !42 !kernel_arg_type_qual !43 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #10 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #10 [ "convergencectrl"(token %5) ]
  %9 = trunc i64 %8 to i32
  %10 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #10 [ "convergencectrl"(token %5) ]
  %11 = mul i64 %10, %8
  %12 = trunc i64 %11 to i32
  %13 = shl i32 %12, 1
  %14 = add i32 %13, %7
  %15 = shl nsw i32 %9, 1
  %16 = call spir_func i64 @_Z14get_num_groupsj(i32 noundef 0) #10 [ "convergencectrl"(token %5) ]
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
  br label %19

39:                                               ; preds = %19
  %40 = sext i32 %7 to i64
  %41 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %40
  store volatile float %21, ptr addrspace(3) %41, align 4, !tbaa !12
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %5) ]
  %42 = sdiv i32 %9, 2
  br label %43

43:                                               ; preds = %58, %39
  %44 = phi i32 [ %42, %39 ], [ %59, %58 ]
  %45 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %46 = icmp sgt i32 %44, 32
  br i1 %46, label %49, label %47

47:                                               ; preds = %43
  %48 = icmp slt i32 %7, 32
  br i1 %48, label %60, label %90

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
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %45) ]
  %59 = lshr i32 %44, 1
  br label %43

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
  %85 = icmp eq i32 %7, 0
  br i1 %85, label %86, label %90

86:                                               ; preds = %60
  %87 = load volatile float, ptr addrspace(3) %2, align 4, !tbaa !12
  %88 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #10 [ "convergencectrl"(token %5) ]
  %89 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %88
  store float %87, ptr addrspace(1) %89, align 4, !tbaa !12
  br label %90

90:                                               ; preds = %47, %86, %60
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_num_groupsj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @ps_radix_split(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #5 !kernel_arg_addr_space !44 !kernel_arg_access_qual !41 !kernel_arg_type !45 !kernel_arg_base_type !45 !kernel_arg_type_qual !46 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #10 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #10 [ "convergencectrl"(token %5) ]
  %9 = trunc i64 %8 to i32
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %5) ]
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
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %5) ]
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
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %23) ]
  %36 = load i32, ptr addrspace(3) %20, align 4, !tbaa !8
  %37 = add i32 %36, %35
  store i32 %37, ptr addrspace(3) %20, align 4, !tbaa !8
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %23) ]
  %38 = shl i32 %22, 1
  br label %21

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
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %5) ]
  %54 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %19
  %55 = load i32, ptr addrspace(3) %54, align 4, !tbaa !8
  store i32 %55, ptr addrspace(1) %13, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @ps_md_lj(ptr addrspace(1) nocapture noundef writeonly align 16 %0, ptr addrspace(1) nocapture noundef readonly align 16 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #2 !kernel_arg_addr_space !47 !kernel_arg_access_qual !31 !kernel_arg_type !48 !kernel_arg_base_type !49 !kernel_arg_type_qual !50 {
  %9 = tail call token @llvm.experimental.convergence.entry()
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %9) ]
  %11 = trunc i64 %10 to i32
  %12 = icmp slt i32 %11, %4
  br i1 %12, label %13, label %54

13:                                               ; preds = %8
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %14
  %16 = load <4 x float>, ptr addrspace(1) %15, align 16, !tbaa !29
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
  br i1 %29, label %30, label %52

30:                                               ; preds = %23
  %31 = zext nneg i32 %28 to i64
  %32 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %31
  %33 = load <4 x float>, ptr addrspace(1) %32, align 16, !tbaa !29
  %34 = fsub <4 x float> %16, %33
  %35 = shufflevector <4 x float> %34, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %36 = call spir_func float @_Z3dotDv3_fS_(<3 x float> noundef %35, <3 x float> noundef %35) #10 [ "convergencectrl"(token %21) ]
  %37 = fcmp olt float %36, %5
  br i1 %37, label %38, label %49

38:                                               ; preds = %30
  %39 = fdiv float 1.000000e+00, %36, !fpmath !51
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

49:                                               ; preds = %30, %38
  %50 = phi <4 x float> [ %20, %30 ], [ %48, %38 ]
  %51 = add nuw nsw i32 %19, 1
  br label %18

52:                                               ; preds = %23, %18
  %53 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %14
  store <4 x float> %20, ptr addrspace(1) %53, align 16, !tbaa !29
  br label %54

54:                                               ; preds = %8, %52
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @ps_fft_stage(ptr addrspace(1) nocapture noundef align 8 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #7 !kernel_arg_addr_space !52 !kernel_arg_access_qual !53 !kernel_arg_type !54 !kernel_arg_base_type !55 !kernel_arg_type_qual !56 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #10 [ "convergencectrl"(token %4) ]
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
  %21 = fdiv float %19, %20, !fpmath !51
  %22 = call spir_func float @_Z3cosf(float noundef %21) #10 [ "convergencectrl"(token %4) ]
  %23 = call spir_func float @_Z3sinf(float noundef %21) #10 [ "convergencectrl"(token %4) ]
  %24 = sext i32 %16 to i64
  %25 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %24
  %26 = load <2 x float>, ptr addrspace(1) %25, align 8, !tbaa !29
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
  store <2 x float> %39, ptr addrspace(1) %25, align 8, !tbaa !29
  %40 = fsub <2 x float> %26, %38
  store <2 x float> %40, ptr addrspace(1) %28, align 8, !tbaa !29
  br label %41

41:                                               ; preds = %3, %10
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z3cosf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z3sinf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define spir_func noundef i32 @rev_bits6(i32 noundef %0) local_unnamed_addr #8 {
  %2 = tail call token @llvm.experimental.convergence.entry()
  %3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %2) ]
  %4 = trunc i32 %0 to i6
  %5 = tail call i6 @llvm.bitreverse.i6(i6 %4)
  %6 = zext i6 %5 to i32
  ret i32 %6
}

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @ps_fft64_local(ptr addrspace(1) nocapture noundef align 8 %0, ptr addrspace(3) nocapture noundef align 8 %1) local_unnamed_addr #5 !kernel_arg_addr_space !57 !kernel_arg_access_qual !58 !kernel_arg_type !59 !kernel_arg_base_type !60 !kernel_arg_type_qual !61 {
  %3 = tail call token @llvm.experimental.convergence.entry()
  %4 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #10 [ "convergencectrl"(token %3) ]
  %5 = trunc i64 %4 to i32
  %6 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #10 [ "convergencectrl"(token %3) ]
  %7 = trunc i64 %6 to i32
  %8 = shl i32 %7, 6
  %9 = call spir_func i32 @rev_bits6(i32 noundef %5) #11 [ "convergencectrl"(token %3) ]
  %10 = add nsw i32 %8, %9
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %11
  %13 = load <2 x float>, ptr addrspace(1) %12, align 8, !tbaa !29
  %14 = sext i32 %5 to i64
  %15 = getelementptr inbounds <2 x float>, ptr addrspace(3) %1, i64 %14
  store <2 x float> %13, ptr addrspace(3) %15, align 8, !tbaa !29
  %16 = add i32 %5, 32
  %17 = call spir_func i32 @rev_bits6(i32 noundef %16) #11 [ "convergencectrl"(token %3) ]
  %18 = add nsw i32 %17, %8
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %19
  %21 = load <2 x float>, ptr addrspace(1) %20, align 8, !tbaa !29
  %22 = sext i32 %16 to i64
  %23 = getelementptr inbounds <2 x float>, ptr addrspace(3) %1, i64 %22
  store <2 x float> %21, ptr addrspace(3) %23, align 8, !tbaa !29
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %3) ]
  br label %24

24:                                               ; preds = %35, %2
  %25 = phi i32 [ 1, %2 ], [ %64, %35 ]
  %26 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %3) ]
  %27 = icmp slt i32 %25, 64
  br i1 %27, label %35, label %28

28:                                               ; preds = %24
  %29 = load <2 x float>, ptr addrspace(3) %15, align 8, !tbaa !29
  %30 = add nsw i32 %8, %5
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %31
  store <2 x float> %29, ptr addrspace(1) %32, align 8, !tbaa !29
  %33 = load <2 x float>, ptr addrspace(3) %23, align 8, !tbaa !29
  %34 = getelementptr i8, ptr addrspace(1) %32, i64 256
  store <2 x float> %33, ptr addrspace(1) %34, align 8, !tbaa !29
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
  %44 = fdiv float %42, %43, !fpmath !51
  %45 = call spir_func float @_Z10native_cosf(float noundef %44) #10 [ "convergencectrl"(token %26) ]
  %46 = call spir_func float @_Z10native_sinf(float noundef %44) #10 [ "convergencectrl"(token %26) ]
  %47 = sext i32 %39 to i64
  %48 = getelementptr inbounds <2 x float>, ptr addrspace(3) %1, i64 %47
  %49 = load <2 x float>, ptr addrspace(3) %48, align 8, !tbaa !29
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
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %26) ]
  %62 = fadd <2 x float> %49, %61
  store <2 x float> %62, ptr addrspace(3) %48, align 8, !tbaa !29
  %63 = fsub <2 x float> %49, %61
  store <2 x float> %63, ptr addrspace(3) %51, align 8, !tbaa !29
  call spir_func void @_Z7barrierj(i32 noundef 1) #11 [ "convergencectrl"(token %26) ]
  %64 = shl i32 %25, 1
  br label %24
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i6 @llvm.bitreverse.i6(i6) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #9

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent nofree norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #7 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #8 = { convergent mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { convergent nounwind willreturn memory(none) }
attributes #11 = { convergent nounwind }

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
!14 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 3, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!16 = !{!"float*", !"int*", !"int*", !"float*", !"float*", !"float*", !"int"}
!17 = !{!"const", !"const", !"const", !"const", !"", !"volatile", !""}
!18 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!19 = !{!"float*", !"float*", !"float", !"float", !"int", !"int", !"int"}
!20 = !{!"const", !"", !"", !"", !"", !"", !""}
!21 = !{i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0}
!22 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!23 = !{!"float*", !"int", !"float*", !"int", !"float*", !"int", !"int", !"float", !"float"}
!24 = !{!"const", !"", !"const", !"", !"", !"", !"", !"", !""}
!25 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!26 = !{!"none", !"none", !"none", !"none", !"none"}
!27 = !{!"uint*", !"uchar*", !"uint*", !"int", !"int"}
!28 = !{!"const", !"", !"", !"", !""}
!29 = !{!10, !10, i64 0}
!30 = !{i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2}
!31 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!32 = !{!"int", !"int", !"float*", !"float*", !"float*", !"float*", !"float*", !"kvalue_t*"}
!33 = !{!"", !"", !"const", !"const", !"const", !"", !"", !"const"}
!34 = !{i32 1, i32 0, i32 2, i32 0, i32 1, i32 3}
!35 = !{!"float4*", !"int", !"float*", !"int", !"uint*", !"uint*"}
!36 = !{!"float __attribute__((ext_vector_type(4)))*", !"int", !"float*", !"int", !"uint*", !"uint*"}
!37 = !{!"const", !"", !"const", !"", !"", !""}
!38 = !{i32 1, i32 1, i32 1, i32 3, i32 0}
!39 = !{!"float*", !"float*", !"float*", !"float*", !"int"}
!40 = !{i32 1, i32 1, i32 3, i32 0}
!41 = !{!"none", !"none", !"none", !"none"}
!42 = !{!"float*", !"float*", !"float*", !"int"}
!43 = !{!"const", !"", !"volatile", !""}
!44 = !{i32 1, i32 3, i32 3, i32 0}
!45 = !{!"uint*", !"uint*", !"uint*", !"int"}
!46 = !{!"", !"", !"", !""}
!47 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!48 = !{!"float4*", !"float4*", !"int*", !"int", !"int", !"float", !"float", !"float"}
!49 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int*", !"int", !"int", !"float", !"float", !"float"}
!50 = !{!"", !"const", !"const", !"", !"", !"", !"", !""}
!51 = !{float 2.500000e+00}
!52 = !{i32 1, i32 0, i32 0}
!53 = !{!"none", !"none", !"none"}
!54 = !{!"float2*", !"int", !"int"}
!55 = !{!"float __attribute__((ext_vector_type(2)))*", !"int", !"int"}
!56 = !{!"", !"", !""}
!57 = !{i32 1, i32 3}
!58 = !{!"none", !"none"}
!59 = !{!"float2*", !"float2*"}
!60 = !{!"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(2)))*"}
!61 = !{!"", !""}
