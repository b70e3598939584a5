source_filename = "src/parboil_shoc.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.kvalue_t = type { float, float, float, float }

@ps_sgemm_tiled.bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i32 @hash32(i32 noundef %0) local_unnamed_addr #0 {
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

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @ps_spmv_csr_scalar(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %5
  br i1 %9, label %10, label %37

10:                                               ; preds = %6
  %11 = shl i64 %7, 32
  %12 = add i64 %11, 4294967296
  %13 = ashr exact i64 %12, 30
  %14 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !9
  %16 = ashr exact i64 %11, 32
  %17 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !9
  %19 = icmp slt i32 %18, %15
  br i1 %19, label %23, label %20

20:                                               ; preds = %23, %10
  %21 = phi float [ 0.000000e+00, %10 ], [ %34, %23 ]
  %22 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %16
  store float %21, ptr addrspace(1) %22, align 4, !tbaa !13
  br label %37

23:                                               ; preds = %10, %23
  %24 = phi i32 [ %35, %23 ], [ %18, %10 ]
  %25 = phi float [ %34, %23 ], [ 0.000000e+00, %10 ]
  %26 = sext i32 %24 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !13
  %29 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %26
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !9
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !13
  %34 = tail call float @llvm.fmuladd.f32(float %28, float %33, float %25)
  %35 = add nsw i32 %24, 1
  %36 = icmp slt i32 %35, %15
  br i1 %36, label %23, label %20, !llvm.loop !15

37:                                               ; preds = %20, %6
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ps_spmv_csr_vector(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(3) noundef align 4 %5, i32 noundef %6) local_unnamed_addr #4 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
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
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !9
  %20 = add nsw i32 %19, %10
  %21 = add i64 %16, 4294967296
  %22 = ashr exact i64 %21, 30
  %23 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4, !tbaa !9
  %25 = icmp slt i32 %20, %24
  br i1 %25, label %26, label %40

26:                                               ; preds = %15, %26
  %27 = phi i32 [ %38, %26 ], [ %20, %15 ]
  %28 = phi float [ %37, %26 ], [ 0.000000e+00, %15 ]
  %29 = sext i32 %27 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !13
  %32 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %29
  %33 = load i32, ptr addrspace(1) %32, align 4, !tbaa !9
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !13
  %37 = tail call float @llvm.fmuladd.f32(float %31, float %36, float %28)
  %38 = add nsw i32 %27, 32
  %39 = icmp slt i32 %38, %24
  br i1 %39, label %26, label %40, !llvm.loop !21

40:                                               ; preds = %26, %15, %7
  %41 = phi float [ 0.000000e+00, %7 ], [ 0.000000e+00, %15 ], [ %37, %26 ]
  %42 = getelementptr inbounds float, ptr addrspace(3) %5, i32 %9
  store volatile float %41, ptr addrspace(3) %42, align 4, !tbaa !13
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %43 = getelementptr float, ptr addrspace(3) %5, i32 %9
  br label %47

44:                                               ; preds = %55
  %45 = icmp ne i32 %10, 0
  %46 = or i1 %45, %14
  br i1 %46, label %63, label %58

47:                                               ; preds = %40, %55
  %48 = phi i32 [ 16, %40 ], [ %56, %55 ]
  %49 = icmp ult i32 %10, %48
  br i1 %49, label %50, label %55

50:                                               ; preds = %47
  %51 = getelementptr float, ptr addrspace(3) %43, i32 %48
  %52 = load volatile float, ptr addrspace(3) %51, align 4, !tbaa !13
  %53 = load volatile float, ptr addrspace(3) %42, align 4, !tbaa !13
  %54 = fadd float %52, %53
  store volatile float %54, ptr addrspace(3) %42, align 4, !tbaa !13
  br label %55

55:                                               ; preds = %50, %47
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %56 = lshr i32 %48, 1
  %57 = icmp ult i32 %48, 2
  br i1 %57, label %44, label %47, !llvm.loop !22

58:                                               ; preds = %44
  %59 = load volatile float, ptr addrspace(3) %42, align 4, !tbaa !13
  %60 = shl i64 %12, 32
  %61 = ashr exact i64 %60, 30
  %62 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 %61
  store float %59, ptr addrspace(1) %62, align 4, !tbaa !13
  br label %63

63:                                               ; preds = %44, %58
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @ps_spmv_ell(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %5
  br i1 %9, label %10, label %40

10:                                               ; preds = %6
  %11 = shl i64 %7, 32
  %12 = ashr exact i64 %11, 32
  %13 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !9
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %16, label %37

16:                                               ; preds = %10, %32
  %17 = phi i32 [ %34, %32 ], [ 0, %10 ]
  %18 = phi float [ %33, %32 ], [ 0.000000e+00, %10 ]
  %19 = mul nsw i32 %17, %5
  %20 = add nsw i32 %19, %8
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !9
  %24 = icmp slt i32 %23, 0
  br i1 %24, label %32, label %25

25:                                               ; preds = %16
  %26 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !13
  %28 = zext nneg i32 %23 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !13
  %31 = tail call float @llvm.fmuladd.f32(float %27, float %30, float %18)
  br label %32

32:                                               ; preds = %16, %25
  %33 = phi float [ %31, %25 ], [ %18, %16 ]
  %34 = add nuw nsw i32 %17, 1
  %35 = icmp eq i32 %34, %14
  %36 = select i1 %24, i1 true, i1 %35
  br i1 %36, label %37, label %16, !llvm.loop !23

37:                                               ; preds = %32, %10
  %38 = phi float [ 0.000000e+00, %10 ], [ %33, %32 ]
  %39 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %12
  store float %38, ptr addrspace(1) %39, align 4, !tbaa !13
  br label %40

40:                                               ; preds = %6, %37
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @ps_stencil7(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, float noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !24 !kernel_arg_access_qual !18 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
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
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !13
  %30 = mul nsw i32 %11, %4
  %31 = add nsw i32 %30, %9
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !13
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
  %51 = load float, ptr addrspace(1) %50, align 4, !tbaa !13
  %52 = fadd float %43, %51
  %53 = mul nsw i32 %41, %5
  %54 = add nsw i32 %53, %11
  %55 = mul nsw i32 %54, %4
  %56 = add nsw i32 %35, %55
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4, !tbaa !13
  %60 = fadd float %52, %59
  %61 = add nsw i32 %36, %55
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4, !tbaa !13
  %65 = fadd float %60, %64
  %66 = add nsw i32 %37, %53
  %67 = mul nsw i32 %66, %4
  %68 = add nsw i32 %67, %9
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %69
  %71 = load float, ptr addrspace(1) %70, align 4, !tbaa !13
  %72 = fadd float %65, %71
  %73 = add nsw i32 %38, %53
  %74 = mul nsw i32 %73, %4
  %75 = add nsw i32 %74, %9
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %76
  %78 = load float, ptr addrspace(1) %77, align 4, !tbaa !13
  %79 = fadd float %72, %78
  %80 = fneg float %42
  %81 = fmul float %80, %2
  %82 = tail call float @llvm.fmuladd.f32(float %3, float %79, float %81)
  %83 = add nsw i32 %55, %9
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %84
  store float %82, ptr addrspace(1) %85, align 4, !tbaa !13
  %86 = icmp eq i32 %41, %39
  br i1 %86, label %87, label %40, !llvm.loop !27

87:                                               ; preds = %40, %7
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ps_sgemm_tiled(ptr addrspace(1) nocapture noundef readonly align 4 %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, ptr addrspace(1) nocapture noundef align 4 %4, i32 noundef %5, i32 noundef %6, float noundef %7, float noundef %8) local_unnamed_addr #4 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
  %10 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %11 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #9
  %12 = trunc i64 %11 to i32
  %13 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %14 = shl i64 %13, 4
  %15 = add i64 %14, %10
  %16 = trunc i64 %15 to i32
  %17 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #9
  %18 = shl i64 %17, 6
  %19 = shl i64 %11, 2
  %20 = add i64 %18, %19
  %21 = trunc i64 %20 to i32
  %22 = icmp sgt i32 %6, 0
  br i1 %22, label %23, label %33

23:                                               ; preds = %9
  %24 = trunc i64 %10 to i32
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i32 0, i32 %12, i32 %24
  %26 = mul nsw i32 %21, %1
  %27 = or disjoint i32 %21, 1
  %28 = mul nsw i32 %27, %1
  %29 = or disjoint i32 %21, 2
  %30 = mul nsw i32 %29, %1
  %31 = or disjoint i32 %21, 3
  %32 = mul nsw i32 %31, %1
  br label %35

33:                                               ; preds = %44, %9
  %34 = phi <4 x float> [ zeroinitializer, %9 ], [ %80, %44 ]
  br label %84

35:                                               ; preds = %23, %44
  %36 = phi i32 [ 0, %23 ], [ %45, %44 ]
  %37 = phi <4 x float> [ zeroinitializer, %23 ], [ %80, %44 ]
  %38 = add nsw i32 %36, %12
  %39 = mul nsw i32 %38, %3
  %40 = add nsw i32 %39, %16
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !13
  store float %43, ptr addrspace(3) %25, align 4, !tbaa !13
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br label %47

44:                                               ; preds = %47
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %45 = add nuw nsw i32 %36, 16
  %46 = icmp slt i32 %45, %6
  br i1 %46, label %35, label %33, !llvm.loop !32

47:                                               ; preds = %35, %47
  %48 = phi i32 [ 0, %35 ], [ %81, %47 ]
  %49 = phi <4 x float> [ %37, %35 ], [ %80, %47 ]
  %50 = add nuw nsw i32 %48, %36
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i32 0, i32 %48, i32 %24
  %52 = load float, ptr addrspace(3) %51, align 4, !tbaa !13
  %53 = add i32 %50, %26
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4, !tbaa !13
  %57 = extractelement <4 x float> %49, i64 0
  %58 = tail call float @llvm.fmuladd.f32(float %56, float %52, float %57)
  %59 = insertelement <4 x float> poison, float %58, i64 0
  %60 = add i32 %50, %28
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %61
  %63 = load float, ptr addrspace(1) %62, align 4, !tbaa !13
  %64 = extractelement <4 x float> %49, i64 1
  %65 = tail call float @llvm.fmuladd.f32(float %63, float %52, float %64)
  %66 = insertelement <4 x float> %59, float %65, i64 1
  %67 = add i32 %50, %30
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %68
  %70 = load float, ptr addrspace(1) %69, align 4, !tbaa !13
  %71 = extractelement <4 x float> %49, i64 2
  %72 = tail call float @llvm.fmuladd.f32(float %70, float %52, float %71)
  %73 = insertelement <4 x float> %66, float %72, i64 2
  %74 = add i32 %50, %32
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %75
  %77 = load float, ptr addrspace(1) %76, align 4, !tbaa !13
  %78 = extractelement <4 x float> %49, i64 3
  %79 = tail call float @llvm.fmuladd.f32(float %77, float %52, float %78)
  %80 = insertelement <4 x float> %73, float %79, i64 3
  %81 = add nuw nsw i32 %48, 1
  %82 = icmp eq i32 %81, 16
  br i1 %82, label %44, label %47, !llvm.loop !33

83:                                               ; preds = %84
  ret void

84:                                               ; preds = %33, %84
  %85 = phi i32 [ 0, %33 ], [ %95, %84 ]
  %86 = extractelement <4 x float> %34, i32 %85
  %87 = add nuw nsw i32 %85, %21
  %88 = mul nsw i32 %87, %5
  %89 = add nsw i32 %88, %16
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %90
  %92 = load float, ptr addrspace(1) %91, align 4, !tbaa !13
  %93 = fmul float %92, %8
  %94 = tail call float @llvm.fmuladd.f32(float %7, float %86, float %93)
  store float %94, ptr addrspace(1) %91, align 4, !tbaa !13
  %95 = add nuw nsw i32 %85, 1
  %96 = icmp eq i32 %95, 4
  br i1 %96, label %83, label %84, !llvm.loop !34
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ps_histo(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 1 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #4 !kernel_arg_addr_space !35 !kernel_arg_access_qual !36 !kernel_arg_type !37 !kernel_arg_base_type !37 !kernel_arg_type_qual !38 {
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
  br i1 %14, label %22, label %20

15:                                               ; preds = %5, %15
  %16 = phi i32 [ %18, %15 ], [ %7, %5 ]
  %17 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %16
  store i32 0, ptr addrspace(3) %17, align 4, !tbaa !9
  %18 = add nsw i32 %16, %9
  %19 = icmp slt i32 %18, %4
  br i1 %19, label %15, label %11, !llvm.loop !39

20:                                               ; preds = %32, %11
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %21 = icmp slt i32 %7, %4
  br i1 %21, label %38, label %37

22:                                               ; preds = %11, %32
  %23 = phi i64 [ %34, %32 ], [ %12, %11 ]
  %24 = shl i64 %23, 32
  %25 = ashr exact i64 %24, 32
  %26 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %25
  %27 = load i32, ptr addrspace(1) %26, align 4, !tbaa !9
  %28 = icmp ult i32 %27, %4
  br i1 %28, label %29, label %32

29:                                               ; preds = %22
  %30 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %27
  %31 = tail call i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %30) #10
  br label %32

32:                                               ; preds = %29, %22
  %33 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #9
  %34 = add i64 %33, %25
  %35 = trunc i64 %34 to i32
  %36 = icmp slt i32 %35, %3
  br i1 %36, label %22, label %20, !llvm.loop !40

37:                                               ; preds = %51, %20
  ret void

38:                                               ; preds = %20, %51
  %39 = phi i32 [ %52, %51 ], [ %7, %20 ]
  %40 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %39
  %41 = load i32, ptr addrspace(3) %40, align 4, !tbaa !9
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %51, label %43

43:                                               ; preds = %38
  %44 = sext i32 %39 to i64
  %45 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %44
  %46 = load i8, ptr addrspace(1) %45, align 1, !tbaa !41
  %47 = zext i8 %46 to i32
  %48 = add i32 %41, %47
  %49 = tail call i32 @llvm.umin.i32(i32 %48, i32 255)
  %50 = trunc nuw i32 %49 to i8
  store i8 %50, ptr addrspace(1) %45, align 1, !tbaa !41
  br label %51

51:                                               ; preds = %38, %43
  %52 = add nsw i32 %39, %9
  %53 = icmp slt i32 %52, %4
  br i1 %53, label %38, label %37, !llvm.loop !42
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @ps_mriq(i32 noundef %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef readonly align 4 %4, ptr addrspace(1) nocapture noundef align 4 %5, ptr addrspace(1) nocapture noundef align 4 %6, ptr addrspace(4) nocapture noundef readonly align 4 %7) local_unnamed_addr #1 !kernel_arg_addr_space !43 !kernel_arg_access_qual !44 !kernel_arg_type !45 !kernel_arg_base_type !45 !kernel_arg_type_qual !46 {
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %10 = shl i64 %9, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !13
  %14 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %11
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !13
  %16 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %11
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %11
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !13
  %20 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %11
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !13
  %22 = sub nsw i32 %0, %1
  %23 = icmp sgt i32 %22, 0
  br i1 %23, label %27, label %24

24:                                               ; preds = %27, %8
  %25 = phi float [ %21, %8 ], [ %47, %27 ]
  %26 = phi float [ %19, %8 ], [ %45, %27 ]
  store float %26, ptr addrspace(1) %18, align 4, !tbaa !13
  store float %25, ptr addrspace(1) %20, align 4, !tbaa !13
  ret void

27:                                               ; preds = %8, %27
  %28 = phi float [ %45, %27 ], [ %19, %8 ]
  %29 = phi float [ %47, %27 ], [ %21, %8 ]
  %30 = phi i32 [ %48, %27 ], [ 0, %8 ]
  %31 = zext nneg i32 %30 to i64
  %32 = getelementptr inbounds %struct.kvalue_t, ptr addrspace(4) %7, i64 %31
  %33 = load float, ptr addrspace(4) %32, align 4, !tbaa !13
  %34 = getelementptr inbounds i8, ptr addrspace(4) %32, i64 4
  %35 = load float, ptr addrspace(4) %34, align 4, !tbaa !13
  %36 = getelementptr inbounds i8, ptr addrspace(4) %32, i64 8
  %37 = load float, ptr addrspace(4) %36, align 4, !tbaa !13
  %38 = getelementptr inbounds i8, ptr addrspace(4) %32, i64 12
  %39 = load float, ptr addrspace(4) %38, align 4, !tbaa !13
  %40 = fmul float %15, %35
  %41 = tail call float @llvm.fmuladd.f32(float %33, float %13, float %40)
  %42 = tail call float @llvm.fmuladd.f32(float %37, float %17, float %41)
  %43 = fmul float %42, 0x401921FB60000000
  %44 = tail call float @_Z10native_cosf(float noundef %43) #9
  %45 = tail call float @llvm.fmuladd.f32(float %39, float %44, float %28)
  %46 = tail call float @_Z10native_sinf(float noundef %43) #9
  %47 = tail call float @llvm.fmuladd.f32(float %39, float %46, float %29)
  %48 = add nuw nsw i32 %30, 1
  %49 = icmp slt i32 %48, %22
  %50 = icmp ult i32 %30, 1023
  %51 = and i1 %49, %50
  br i1 %51, label %27, label %24, !llvm.loop !47
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z10native_cosf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z10native_sinf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ps_tpacf(ptr addrspace(1) nocapture noundef readonly align 16 %0, i32 noundef %1, ptr addrspace(4) nocapture noundef readonly align 4 %2, i32 noundef %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(3) noundef align 4 %5) local_unnamed_addr #4 !kernel_arg_addr_space !48 !kernel_arg_access_qual !6 !kernel_arg_type !49 !kernel_arg_base_type !50 !kernel_arg_type_qual !51 {
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
  br i1 %15, label %21, label %58

16:                                               ; preds = %6, %16
  %17 = phi i32 [ %19, %16 ], [ %8, %6 ]
  %18 = getelementptr inbounds i32, ptr addrspace(3) %5, i32 %17
  store i32 0, ptr addrspace(3) %18, align 4, !tbaa !9
  %19 = add nsw i32 %17, %10
  %20 = icmp slt i32 %19, %3
  br i1 %20, label %16, label %12, !llvm.loop !52

21:                                               ; preds = %12
  %22 = add i32 %8, 1
  %23 = add i32 %22, %14
  %24 = icmp slt i32 %23, %1
  br i1 %24, label %25, label %58

25:                                               ; preds = %21
  %26 = shl i64 %13, 32
  %27 = ashr exact i64 %26, 28
  %28 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %27
  %29 = load <4 x float>, ptr addrspace(1) %28, align 16, !tbaa !41
  %30 = shufflevector <4 x float> %29, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %31 = icmp sgt i32 %3, 1
  br label %32

32:                                               ; preds = %25, %52
  %33 = phi i32 [ %23, %25 ], [ %56, %52 ]
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %34
  %36 = load <4 x float>, ptr addrspace(1) %35, align 16
  %37 = shufflevector <4 x float> %36, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %38 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %30, <3 x float> noundef %37) #9
  br i1 %31, label %39, label %52

39:                                               ; preds = %32, %39
  %40 = phi i32 [ %49, %39 ], [ 0, %32 ]
  %41 = phi i32 [ %48, %39 ], [ %3, %32 ]
  %42 = add nuw nsw i32 %41, %40
  %43 = lshr i32 %42, 1
  %44 = zext nneg i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(4) %2, i64 %44
  %46 = load float, ptr addrspace(4) %45, align 4, !tbaa !13
  %47 = fcmp ugt float %46, %38
  %48 = select i1 %47, i32 %41, i32 %43
  %49 = select i1 %47, i32 %43, i32 %40
  %50 = add nuw nsw i32 %49, 1
  %51 = icmp sgt i32 %48, %50
  br i1 %51, label %39, label %52, !llvm.loop !53

52:                                               ; preds = %39, %32
  %53 = phi i32 [ 0, %32 ], [ %49, %39 ]
  %54 = getelementptr inbounds i32, ptr addrspace(3) %5, i32 %53
  %55 = tail call i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef %54, i32 noundef 1) #10
  %56 = add nsw i32 %33, %10
  %57 = icmp slt i32 %56, %1
  br i1 %57, label %32, label %58, !llvm.loop !54

58:                                               ; preds = %52, %21, %12
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %59 = icmp slt i32 %8, %3
  br i1 %59, label %61, label %60

60:                                               ; preds = %61, %58
  ret void

61:                                               ; preds = %58, %61
  %62 = phi i32 [ %68, %61 ], [ %8, %58 ]
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %63
  %65 = getelementptr inbounds i32, ptr addrspace(3) %5, i32 %62
  %66 = load i32, ptr addrspace(3) %65, align 4, !tbaa !9
  %67 = tail call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %64, i32 noundef %66) #10
  %68 = add nsw i32 %62, %10
  %69 = icmp slt i32 %68, %3
  br i1 %69, label %61, label %60, !llvm.loop !55
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ps_scan_local(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, i32 noundef %4) local_unnamed_addr #4 !kernel_arg_addr_space !56 !kernel_arg_access_qual !36 !kernel_arg_type !57 !kernel_arg_base_type !57 !kernel_arg_type_qual !38 {
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
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !13
  br label %21

21:                                               ; preds = %5, %17
  %22 = phi float [ %20, %17 ], [ 0.000000e+00, %5 ]
  %23 = ashr i32 %7, 5
  %24 = getelementptr float, ptr addrspace(3) %3, i32 %23
  %25 = getelementptr float, ptr addrspace(3) %24, i32 %7
  store float %22, ptr addrspace(3) %25, align 4, !tbaa !13
  %26 = add nsw i32 %13, %14
  %27 = icmp slt i32 %26, %4
  br i1 %27, label %28, label %32

28:                                               ; preds = %21
  %29 = sext i32 %26 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !13
  br label %32

32:                                               ; preds = %21, %28
  %33 = phi float [ %31, %28 ], [ 0.000000e+00, %21 ]
  %34 = ashr i32 %14, 5
  %35 = getelementptr float, ptr addrspace(3) %3, i32 %14
  %36 = getelementptr float, ptr addrspace(3) %35, i32 %34
  store float %33, ptr addrspace(3) %36, align 4, !tbaa !13
  %37 = icmp sgt i32 %9, 0
  br i1 %37, label %38, label %42

38:                                               ; preds = %32
  %39 = shl nsw i32 %7, 1
  %40 = or disjoint i32 %39, 1
  %41 = add nsw i32 %39, 2
  br label %45

42:                                               ; preds = %63, %32
  %43 = phi i32 [ 1, %32 ], [ %64, %63 ]
  %44 = icmp eq i32 %7, 0
  br i1 %44, label %67, label %76

45:                                               ; preds = %38, %63
  %46 = phi i32 [ 1, %38 ], [ %64, %63 ]
  %47 = phi i32 [ %9, %38 ], [ %65, %63 ]
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %48 = icmp sgt i32 %47, %7
  br i1 %48, label %49, label %63

49:                                               ; preds = %45
  %50 = mul nsw i32 %46, %40
  %51 = add nsw i32 %50, -1
  %52 = mul nsw i32 %46, %41
  %53 = add nsw i32 %52, -1
  %54 = ashr i32 %51, 5
  %55 = getelementptr float, ptr addrspace(3) %3, i32 %51
  %56 = getelementptr float, ptr addrspace(3) %55, i32 %54
  %57 = load float, ptr addrspace(3) %56, align 4, !tbaa !13
  %58 = ashr i32 %53, 5
  %59 = getelementptr float, ptr addrspace(3) %3, i32 %53
  %60 = getelementptr float, ptr addrspace(3) %59, i32 %58
  %61 = load float, ptr addrspace(3) %60, align 4, !tbaa !13
  %62 = fadd float %57, %61
  store float %62, ptr addrspace(3) %60, align 4, !tbaa !13
  br label %63

63:                                               ; preds = %49, %45
  %64 = shl i32 %46, 1
  %65 = lshr i32 %47, 1
  %66 = icmp ult i32 %47, 2
  br i1 %66, label %42, label %45, !llvm.loop !58

67:                                               ; preds = %42
  %68 = shl nsw i32 %9, 1
  %69 = add nsw i32 %68, -1
  %70 = ashr i32 %69, 5
  %71 = getelementptr float, ptr addrspace(3) %3, i32 %69
  %72 = getelementptr float, ptr addrspace(3) %71, i32 %70
  %73 = load float, ptr addrspace(3) %72, align 4, !tbaa !13
  %74 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %75 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %74
  store float %73, ptr addrspace(1) %75, align 4, !tbaa !13
  store float 0.000000e+00, ptr addrspace(3) %72, align 4, !tbaa !13
  br label %76

76:                                               ; preds = %67, %42
  %77 = shl nsw i32 %9, 1
  %78 = icmp sgt i32 %9, 0
  br i1 %78, label %79, label %83

79:                                               ; preds = %76
  %80 = shl nsw i32 %7, 1
  %81 = or disjoint i32 %80, 1
  %82 = add nsw i32 %80, 2
  br label %84

83:                                               ; preds = %104, %76
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %16, label %107, label %111

84:                                               ; preds = %79, %104
  %85 = phi i32 [ %43, %79 ], [ %87, %104 ]
  %86 = phi i32 [ 1, %79 ], [ %105, %104 ]
  %87 = ashr i32 %85, 1
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %88 = icmp sgt i32 %86, %7
  br i1 %88, label %89, label %104

89:                                               ; preds = %84
  %90 = mul nsw i32 %87, %81
  %91 = add nsw i32 %90, -1
  %92 = mul nsw i32 %87, %82
  %93 = add nsw i32 %92, -1
  %94 = ashr i32 %91, 5
  %95 = getelementptr float, ptr addrspace(3) %3, i32 %91
  %96 = getelementptr float, ptr addrspace(3) %95, i32 %94
  %97 = load float, ptr addrspace(3) %96, align 4, !tbaa !13
  %98 = ashr i32 %93, 5
  %99 = getelementptr float, ptr addrspace(3) %3, i32 %93
  %100 = getelementptr float, ptr addrspace(3) %99, i32 %98
  %101 = load float, ptr addrspace(3) %100, align 4, !tbaa !13
  store float %101, ptr addrspace(3) %96, align 4, !tbaa !13
  %102 = load float, ptr addrspace(3) %100, align 4, !tbaa !13
  %103 = fadd float %97, %102
  store float %103, ptr addrspace(3) %100, align 4, !tbaa !13
  br label %104

104:                                              ; preds = %84, %89
  %105 = shl i32 %86, 1
  %106 = icmp slt i32 %105, %77
  br i1 %106, label %84, label %83, !llvm.loop !59

107:                                              ; preds = %83
  %108 = load float, ptr addrspace(3) %25, align 4, !tbaa !13
  %109 = sext i32 %15 to i64
  %110 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %109
  store float %108, ptr addrspace(1) %110, align 4, !tbaa !13
  br label %111

111:                                              ; preds = %107, %83
  br i1 %27, label %112, label %116

112:                                              ; preds = %111
  %113 = load float, ptr addrspace(3) %36, align 4, !tbaa !13
  %114 = sext i32 %26 to i64
  %115 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %114
  store float %113, ptr addrspace(1) %115, align 4, !tbaa !13
  br label %116

116:                                              ; preds = %112, %111
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ps_reduce_warp(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !60 !kernel_arg_access_qual !61 !kernel_arg_type !62 !kernel_arg_base_type !62 !kernel_arg_type_qual !63 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #9
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %10 = shl i64 %7, 1
  %11 = mul i64 %10, %9
  %12 = add i64 %11, %5
  %13 = trunc i64 %12 to i32
  %14 = shl i64 %7, 1
  %15 = tail call i64 @_Z14get_num_groupsj(i32 noundef 0) #9
  %16 = mul i64 %14, %15
  %17 = trunc i64 %16 to i32
  %18 = icmp slt i32 %13, %3
  br i1 %18, label %19, label %37

19:                                               ; preds = %4, %33
  %20 = phi float [ %34, %33 ], [ 0.000000e+00, %4 ]
  %21 = phi i32 [ %35, %33 ], [ %13, %4 ]
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !13
  %25 = fadd float %20, %24
  %26 = add nsw i32 %21, %8
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %28, label %33

28:                                               ; preds = %19
  %29 = sext i32 %26 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !13
  %32 = fadd float %25, %31
  br label %33

33:                                               ; preds = %28, %19
  %34 = phi float [ %32, %28 ], [ %25, %19 ]
  %35 = add nsw i32 %21, %17
  %36 = icmp slt i32 %35, %3
  br i1 %36, label %19, label %37, !llvm.loop !64

37:                                               ; preds = %33, %4
  %38 = phi float [ 0.000000e+00, %4 ], [ %34, %33 ]
  %39 = getelementptr inbounds float, ptr addrspace(3) %2, i32 %6
  store volatile float %38, ptr addrspace(3) %39, align 4, !tbaa !13
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %40 = getelementptr float, ptr addrspace(3) %2, i32 %6
  %41 = icmp sgt i32 %8, 65
  br i1 %41, label %44, label %42

42:                                               ; preds = %53, %37
  %43 = icmp slt i32 %6, 32
  br i1 %43, label %55, label %80

44:                                               ; preds = %37, %53
  %45 = phi i32 [ %46, %53 ], [ %8, %37 ]
  %46 = lshr i32 %45, 1
  %47 = icmp sgt i32 %46, %6
  br i1 %47, label %48, label %53

48:                                               ; preds = %44
  %49 = getelementptr float, ptr addrspace(3) %40, i32 %46
  %50 = load volatile float, ptr addrspace(3) %49, align 4, !tbaa !13
  %51 = load volatile float, ptr addrspace(3) %39, align 4, !tbaa !13
  %52 = fadd float %50, %51
  store volatile float %52, ptr addrspace(3) %39, align 4, !tbaa !13
  br label %53

53:                                               ; preds = %48, %44
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %54 = icmp ugt i32 %45, 131
  br i1 %54, label %44, label %42, !llvm.loop !65

55:                                               ; preds = %42
  %56 = getelementptr i8, ptr addrspace(3) %39, i32 128
  %57 = load volatile float, ptr addrspace(3) %56, align 4, !tbaa !13
  %58 = load volatile float, ptr addrspace(3) %39, align 4, !tbaa !13
  %59 = fadd float %57, %58
  store volatile float %59, ptr addrspace(3) %39, align 4, !tbaa !13
  %60 = getelementptr i8, ptr addrspace(3) %39, i32 64
  %61 = load volatile float, ptr addrspace(3) %60, align 4, !tbaa !13
  %62 = load volatile float, ptr addrspace(3) %39, align 4, !tbaa !13
  %63 = fadd float %61, %62
  store volatile float %63, ptr addrspace(3) %39, align 4, !tbaa !13
  %64 = getelementptr i8, ptr addrspace(3) %39, i32 32
  %65 = load volatile float, ptr addrspace(3) %64, align 4, !tbaa !13
  %66 = load volatile float, ptr addrspace(3) %39, align 4, !tbaa !13
  %67 = fadd float %65, %66
  store volatile float %67, ptr addrspace(3) %39, align 4, !tbaa !13
  %68 = getelementptr i8, ptr addrspace(3) %39, i32 16
  %69 = load volatile float, ptr addrspace(3) %68, align 4, !tbaa !13
  %70 = load volatile float, ptr addrspace(3) %39, align 4, !tbaa !13
  %71 = fadd float %69, %70
  store volatile float %71, ptr addrspace(3) %39, align 4, !tbaa !13
  %72 = getelementptr i8, ptr addrspace(3) %39, i32 8
  %73 = load volatile float, ptr addrspace(3) %72, align 4, !tbaa !13
  %74 = load volatile float, ptr addrspace(3) %39, align 4, !tbaa !13
  %75 = fadd float %73, %74
  store volatile float %75, ptr addrspace(3) %39, align 4, !tbaa !13
  %76 = getelementptr i8, ptr addrspace(3) %39, i32 4
  %77 = load volatile float, ptr addrspace(3) %76, align 4, !tbaa !13
  %78 = load volatile float, ptr addrspace(3) %39, align 4, !tbaa !13
  %79 = fadd float %77, %78
  store volatile float %79, ptr addrspace(3) %39, align 4, !tbaa !13
  br label %80

80:                                               ; preds = %55, %42
  %81 = icmp eq i32 %6, 0
  br i1 %81, label %82, label %86

82:                                               ; preds = %80
  %83 = load volatile float, ptr addrspace(3) %2, align 4, !tbaa !13
  %84 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %85 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %84
  store float %83, ptr addrspace(1) %85, align 4, !tbaa !13
  br label %86

86:                                               ; preds = %82, %80
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_num_groupsj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ps_radix_split(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !66 !kernel_arg_access_qual !61 !kernel_arg_type !67 !kernel_arg_base_type !67 !kernel_arg_type_qual !68 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #9
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %10 = shl i64 %9, 32
  %11 = ashr exact i64 %10, 30
  %12 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !9
  %14 = and i32 %3, 31
  %15 = lshr i32 %13, %14
  %16 = and i32 %15, 1
  %17 = xor i32 %16, 1
  %18 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %6
  store i32 %17, ptr addrspace(3) %18, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %19 = icmp sgt i32 %8, 1
  br i1 %19, label %22, label %20

20:                                               ; preds = %29, %4
  %21 = icmp eq i32 %16, 0
  br i1 %21, label %42, label %35

22:                                               ; preds = %4, %29
  %23 = phi i32 [ %33, %29 ], [ 1, %4 ]
  %24 = icmp sgt i32 %23, %6
  br i1 %24, label %29, label %25

25:                                               ; preds = %22
  %26 = sub nsw i32 %6, %23
  %27 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %26
  %28 = load i32, ptr addrspace(3) %27, align 4, !tbaa !9
  br label %29

29:                                               ; preds = %22, %25
  %30 = phi i32 [ %28, %25 ], [ 0, %22 ]
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %31 = load i32, ptr addrspace(3) %18, align 4, !tbaa !9
  %32 = add i32 %31, %30
  store i32 %32, ptr addrspace(3) %18, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %33 = shl i32 %23, 1
  %34 = icmp slt i32 %33, %8
  br i1 %34, label %22, label %20, !llvm.loop !69

35:                                               ; preds = %20
  %36 = getelementptr i32, ptr addrspace(3) %1, i32 %8
  %37 = getelementptr i8, ptr addrspace(3) %36, i32 -4
  %38 = load i32, ptr addrspace(3) %37, align 4, !tbaa !9
  %39 = add i32 %38, %6
  %40 = load i32, ptr addrspace(3) %18, align 4, !tbaa !9
  %41 = sub i32 %39, %40
  br label %45

42:                                               ; preds = %20
  %43 = load i32, ptr addrspace(3) %18, align 4, !tbaa !9
  %44 = add i32 %43, -1
  br label %45

45:                                               ; preds = %42, %35
  %46 = phi i32 [ %41, %35 ], [ %44, %42 ]
  %47 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %46
  store i32 %13, ptr addrspace(3) %47, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %48 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %6
  %49 = load i32, ptr addrspace(3) %48, align 4, !tbaa !9
  store i32 %49, ptr addrspace(1) %12, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @ps_md_lj(ptr addrspace(1) nocapture noundef writeonly align 16 %0, ptr addrspace(1) nocapture noundef readonly align 16 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #1 !kernel_arg_addr_space !70 !kernel_arg_access_qual !44 !kernel_arg_type !71 !kernel_arg_base_type !72 !kernel_arg_type_qual !73 {
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %10 = trunc i64 %9 to i32
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %56

12:                                               ; preds = %8
  %13 = shl i64 %9, 32
  %14 = ashr exact i64 %13, 32
  %15 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %14
  %16 = load <4 x float>, ptr addrspace(1) %15, align 16, !tbaa !41
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
  %27 = load i32, ptr addrspace(1) %26, align 4, !tbaa !9
  %28 = icmp slt i32 %27, 0
  br i1 %28, label %48, label %29

29:                                               ; preds = %20
  %30 = zext nneg i32 %27 to i64
  %31 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %30
  %32 = load <4 x float>, ptr addrspace(1) %31, align 16, !tbaa !41
  %33 = fsub <4 x float> %16, %32
  %34 = shufflevector <4 x float> %33, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %35 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %34, <3 x float> noundef %34) #9
  %36 = fcmp olt float %35, %5
  br i1 %36, label %37, label %48

37:                                               ; preds = %29
  %38 = fdiv float 1.000000e+00, %35, !fpmath !74
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
  br i1 %52, label %53, label %20, !llvm.loop !75

53:                                               ; preds = %48, %12
  %54 = phi <4 x float> [ zeroinitializer, %12 ], [ %49, %48 ]
  %55 = getelementptr inbounds <4 x float>, ptr addrspace(1) %0, i64 %14
  store <4 x float> %54, ptr addrspace(1) %55, align 16, !tbaa !41
  br label %56

56:                                               ; preds = %8, %53
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @ps_fft_stage(ptr addrspace(1) nocapture noundef align 8 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !kernel_arg_addr_space !76 !kernel_arg_access_qual !77 !kernel_arg_type !78 !kernel_arg_base_type !79 !kernel_arg_type_qual !80 {
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
  %20 = fdiv float %18, %19, !fpmath !74
  %21 = tail call float @_Z3cosf(float noundef %20) #9
  %22 = tail call float @_Z3sinf(float noundef %20) #9
  %23 = sext i32 %15 to i64
  %24 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %23
  %25 = load <2 x float>, ptr addrspace(1) %24, align 8, !tbaa !41
  %26 = sext i32 %16 to i64
  %27 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %26
  %28 = load <2 x float>, ptr addrspace(1) %27, align 8, !tbaa !41
  %29 = extractelement <2 x float> %28, i64 0
  %30 = extractelement <2 x float> %28, i64 1
  %31 = fneg float %30
  %32 = fmul float %22, %31
  %33 = tail call float @llvm.fmuladd.f32(float %29, float %21, float %32)
  %34 = insertelement <2 x float> poison, float %33, i64 0
  %35 = fmul float %21, %30
  %36 = tail call float @llvm.fmuladd.f32(float %29, float %22, float %35)
  %37 = insertelement <2 x float> %34, float %36, i64 1
  %38 = fadd <2 x float> %25, %37
  store <2 x float> %38, ptr addrspace(1) %24, align 8, !tbaa !41
  %39 = fsub <2 x float> %25, %37
  store <2 x float> %39, ptr addrspace(1) %27, align 8, !tbaa !41
  br label %40

40:                                               ; preds = %3, %9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z3cosf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z3sinf(float noundef) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define hidden i32 @rev_bits6(i32 noundef %0) local_unnamed_addr #7 {
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
  br i1 %12, label %2, label %3, !llvm.loop !81
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ps_fft64_local(ptr addrspace(1) nocapture noundef align 8 %0, ptr addrspace(3) nocapture noundef align 8 %1) local_unnamed_addr #4 !kernel_arg_addr_space !82 !kernel_arg_access_qual !83 !kernel_arg_type !84 !kernel_arg_base_type !85 !kernel_arg_type_qual !86 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %4 = trunc i64 %3 to i32
  %5 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %6 = trunc i64 %5 to i32
  %7 = shl i32 %6, 6
  %8 = tail call i32 @rev_bits6(i32 noundef %4) #11
  %9 = add nsw i32 %7, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %10
  %12 = load <2 x float>, ptr addrspace(1) %11, align 8, !tbaa !41
  %13 = getelementptr inbounds <2 x float>, ptr addrspace(3) %1, i32 %4
  store <2 x float> %12, ptr addrspace(3) %13, align 8, !tbaa !41
  %14 = add i32 %4, 32
  %15 = tail call i32 @rev_bits6(i32 noundef %14) #11
  %16 = add nsw i32 %15, %7
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %17
  %19 = load <2 x float>, ptr addrspace(1) %18, align 8, !tbaa !41
  %20 = getelementptr inbounds <2 x float>, ptr addrspace(3) %1, i32 %14
  store <2 x float> %19, ptr addrspace(3) %20, align 8, !tbaa !41
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br label %28

21:                                               ; preds = %28
  %22 = load <2 x float>, ptr addrspace(3) %13, align 8, !tbaa !41
  %23 = add nsw i32 %7, %4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %24
  store <2 x float> %22, ptr addrspace(1) %25, align 8, !tbaa !41
  %26 = load <2 x float>, ptr addrspace(3) %20, align 8, !tbaa !41
  %27 = getelementptr i8, ptr addrspace(1) %25, i64 256
  store <2 x float> %26, ptr addrspace(1) %27, align 8, !tbaa !41
  ret void

28:                                               ; preds = %2, %28
  %29 = phi i32 [ 1, %2 ], [ %55, %28 ]
  %30 = srem i32 %4, %29
  %31 = sub nsw i32 %4, %30
  %32 = sitofp i32 %30 to float
  %33 = fmul float %32, 0xC00921FB60000000
  %34 = sitofp i32 %29 to float
  %35 = fdiv float %33, %34, !fpmath !74
  %36 = tail call float @_Z10native_cosf(float noundef %35) #9
  %37 = tail call float @_Z10native_sinf(float noundef %35) #9
  %38 = shl i32 %31, 4
  %39 = getelementptr i8, ptr addrspace(3) %1, i32 %38
  %40 = getelementptr <2 x float>, ptr addrspace(3) %39, i32 %30
  %41 = load <2 x float>, ptr addrspace(3) %40, align 8, !tbaa !41
  %42 = getelementptr <2 x float>, ptr addrspace(3) %40, i32 %29
  %43 = load <2 x float>, ptr addrspace(3) %42, align 8, !tbaa !41
  %44 = extractelement <2 x float> %43, i64 0
  %45 = extractelement <2 x float> %43, i64 1
  %46 = fneg float %45
  %47 = fmul float %37, %46
  %48 = tail call float @llvm.fmuladd.f32(float %44, float %36, float %47)
  %49 = insertelement <2 x float> poison, float %48, i64 0
  %50 = fmul float %36, %45
  %51 = tail call float @llvm.fmuladd.f32(float %44, float %37, float %50)
  %52 = insertelement <2 x float> %49, float %51, i64 1
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %53 = fadd <2 x float> %41, %52
  store <2 x float> %53, ptr addrspace(3) %40, align 8, !tbaa !41
  %54 = fsub <2 x float> %41, %52
  store <2 x float> %54, ptr addrspace(3) %42, align 8, !tbaa !41
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %55 = shl i32 %29, 1
  %56 = icmp slt i32 %55, 64
  br i1 %56, label %28, label %21, !llvm.loop !87
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { convergent nounwind willreturn memory(none) }
attributes #10 = { convergent nounwind }
attributes #11 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"clang-19"}
!5 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"float*", !"int*", !"int*", !"float*", !"float*", !"int"}
!8 = !{!"const", !"const", !"const", !"const", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !11, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 3, i32 0}
!18 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!19 = !{!"float*", !"int*", !"int*", !"float*", !"float*", !"float*", !"int"}
!20 = !{!"const", !"const", !"const", !"const", !"", !"volatile", !""}
!21 = distinct !{!21, !16}
!22 = distinct !{!22, !16}
!23 = distinct !{!23, !16}
!24 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!25 = !{!"float*", !"float*", !"float", !"float", !"int", !"int", !"int"}
!26 = !{!"const", !"", !"", !"", !"", !"", !""}
!27 = distinct !{!27, !16}
!28 = !{i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0}
!29 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!30 = !{!"float*", !"int", !"float*", !"int", !"float*", !"int", !"int", !"float", !"float"}
!31 = !{!"const", !"", !"const", !"", !"", !"", !"", !"", !""}
!32 = distinct !{!32, !16}
!33 = distinct !{!33, !16}
!34 = distinct !{!34, !16}
!35 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!36 = !{!"none", !"none", !"none", !"none", !"none"}
!37 = !{!"uint*", !"uchar*", !"uint*", !"int", !"int"}
!38 = !{!"const", !"", !"", !"", !""}
!39 = distinct !{!39, !16}
!40 = distinct !{!40, !16}
!41 = !{!11, !11, i64 0}
!42 = distinct !{!42, !16}
!43 = !{i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2}
!44 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!45 = !{!"int", !"int", !"float*", !"float*", !"float*", !"float*", !"float*", !"kvalue_t*"}
!46 = !{!"", !"", !"const", !"const", !"const", !"", !"", !"const"}
!47 = distinct !{!47, !16}
!48 = !{i32 1, i32 0, i32 2, i32 0, i32 1, i32 3}
!49 = !{!"float4*", !"int", !"float*", !"int", !"uint*", !"uint*"}
!50 = !{!"float __attribute__((ext_vector_type(4)))*", !"int", !"float*", !"int", !"uint*", !"uint*"}
!51 = !{!"const", !"", !"const", !"", !"", !""}
!52 = distinct !{!52, !16}
!53 = distinct !{!53, !16}
!54 = distinct !{!54, !16}
!55 = distinct !{!55, !16}
!56 = !{i32 1, i32 1, i32 1, i32 3, i32 0}
!57 = !{!"float*", !"float*", !"float*", !"float*", !"int"}
!58 = distinct !{!58, !16}
!59 = distinct !{!59, !16}
!60 = !{i32 1, i32 1, i32 3, i32 0}
!61 = !{!"none", !"none", !"none", !"none"}
!62 = !{!"float*", !"float*", !"float*", !"int"}
!63 = !{!"const", !"", !"volatile", !""}
!64 = distinct !{!64, !16}
!65 = distinct !{!65, !16}
!66 = !{i32 1, i32 3, i32 3, i32 0}
!67 = !{!"uint*", !"uint*", !"uint*", !"int"}
!68 = !{!"", !"", !"", !""}
!69 = distinct !{!69, !16}
!70 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!71 = !{!"float4*", !"float4*", !"int*", !"int", !"int", !"float", !"float", !"float"}
!72 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int*", !"int", !"int", !"float", !"float", !"float"}
!73 = !{!"", !"const", !"const", !"", !"", !"", !"", !""}
!74 = !{float 2.500000e+00}
!75 = distinct !{!75, !16}
!76 = !{i32 1, i32 0, i32 0}
!77 = !{!"none", !"none", !"none"}
!78 = !{!"float2*", !"int", !"int"}
!79 = !{!"float __attribute__((ext_vector_type(2)))*", !"int", !"int"}
!80 = !{!"", !"", !""}
!81 = distinct !{!81, !16}
!82 = !{i32 1, i32 3}
!83 = !{!"none", !"none"}
!84 = !{!"float2*", !"float2*"}
!85 = !{!"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(2)))*"}
!86 = !{!"", !""}
!87 = distinct !{!87, !16}
