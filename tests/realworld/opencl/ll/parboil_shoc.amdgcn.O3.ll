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
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !9, !amdgpu.noclobber !13
  %16 = ashr exact i64 %11, 32
  %17 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !9, !amdgpu.noclobber !13
  %19 = icmp slt i32 %18, %15
  br i1 %19, label %23, label %20

20:                                               ; preds = %23, %10
  %21 = phi float [ 0.000000e+00, %10 ], [ %34, %23 ]
  %22 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %16
  store float %21, ptr addrspace(1) %22, align 4, !tbaa !14
  br label %37

23:                                               ; preds = %10, %23
  %24 = phi i32 [ %35, %23 ], [ %18, %10 ]
  %25 = phi float [ %34, %23 ], [ 0.000000e+00, %10 ]
  %26 = sext i32 %24 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !14, !amdgpu.noclobber !13
  %29 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %26
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !9, !amdgpu.noclobber !13
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !14, !amdgpu.noclobber !13
  %34 = tail call float @llvm.fmuladd.f32(float %28, float %33, float %25)
  %35 = add nsw i32 %24, 1
  %36 = icmp slt i32 %35, %15
  br i1 %36, label %23, label %20

37:                                               ; preds = %20, %6
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ps_spmv_csr_vector(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, ptr addrspace(3) noundef align 4 %5, i32 noundef %6) local_unnamed_addr #4 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
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
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !9, !amdgpu.noclobber !13
  %20 = add nsw i32 %19, %10
  %21 = add i64 %16, 4294967296
  %22 = ashr exact i64 %21, 30
  %23 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4, !tbaa !9, !amdgpu.noclobber !13
  %25 = icmp slt i32 %20, %24
  br i1 %25, label %26, label %40

26:                                               ; preds = %15, %26
  %27 = phi i32 [ %38, %26 ], [ %20, %15 ]
  %28 = phi float [ %37, %26 ], [ 0.000000e+00, %15 ]
  %29 = sext i32 %27 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !14, !amdgpu.noclobber !13
  %32 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %29
  %33 = load i32, ptr addrspace(1) %32, align 4, !tbaa !9, !amdgpu.noclobber !13
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !14, !amdgpu.noclobber !13
  %37 = tail call float @llvm.fmuladd.f32(float %31, float %36, float %28)
  %38 = add nsw i32 %27, 32
  %39 = icmp slt i32 %38, %24
  br i1 %39, label %26, label %40

40:                                               ; preds = %26, %15, %7
  %41 = phi float [ 0.000000e+00, %7 ], [ 0.000000e+00, %15 ], [ %37, %26 ]
  %42 = getelementptr float, ptr addrspace(3) %5, i32 %9
  store volatile float %41, ptr addrspace(3) %42, align 4, !tbaa !14
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %43 = icmp ult i32 %10, 16
  br i1 %43, label %44, label %49

44:                                               ; preds = %40
  %45 = getelementptr i8, ptr addrspace(3) %42, i32 64
  %46 = load volatile float, ptr addrspace(3) %45, align 4, !tbaa !14
  %47 = load volatile float, ptr addrspace(3) %42, align 4, !tbaa !14
  %48 = fadd float %46, %47
  store volatile float %48, ptr addrspace(3) %42, align 4, !tbaa !14
  br label %49

49:                                               ; preds = %44, %40
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %50 = icmp ult i32 %10, 8
  br i1 %50, label %51, label %56

51:                                               ; preds = %49
  %52 = getelementptr i8, ptr addrspace(3) %42, i32 32
  %53 = load volatile float, ptr addrspace(3) %52, align 4, !tbaa !14
  %54 = load volatile float, ptr addrspace(3) %42, align 4, !tbaa !14
  %55 = fadd float %53, %54
  store volatile float %55, ptr addrspace(3) %42, align 4, !tbaa !14
  br label %56

56:                                               ; preds = %51, %49
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %57 = icmp ult i32 %10, 4
  br i1 %57, label %58, label %63

58:                                               ; preds = %56
  %59 = getelementptr i8, ptr addrspace(3) %42, i32 16
  %60 = load volatile float, ptr addrspace(3) %59, align 4, !tbaa !14
  %61 = load volatile float, ptr addrspace(3) %42, align 4, !tbaa !14
  %62 = fadd float %60, %61
  store volatile float %62, ptr addrspace(3) %42, align 4, !tbaa !14
  br label %63

63:                                               ; preds = %58, %56
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %64 = icmp ult i32 %10, 2
  br i1 %64, label %65, label %70

65:                                               ; preds = %63
  %66 = getelementptr i8, ptr addrspace(3) %42, i32 8
  %67 = load volatile float, ptr addrspace(3) %66, align 4, !tbaa !14
  %68 = load volatile float, ptr addrspace(3) %42, align 4, !tbaa !14
  %69 = fadd float %67, %68
  store volatile float %69, ptr addrspace(3) %42, align 4, !tbaa !14
  br label %70

70:                                               ; preds = %65, %63
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %71 = icmp eq i32 %10, 0
  br i1 %71, label %72, label %77

72:                                               ; preds = %70
  %73 = getelementptr i8, ptr addrspace(3) %42, i32 4
  %74 = load volatile float, ptr addrspace(3) %73, align 4, !tbaa !14
  %75 = load volatile float, ptr addrspace(3) %42, align 4, !tbaa !14
  %76 = fadd float %74, %75
  store volatile float %76, ptr addrspace(3) %42, align 4, !tbaa !14
  br label %77

77:                                               ; preds = %72, %70
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %78 = icmp ne i32 %10, 0
  %79 = or i1 %78, %14
  br i1 %79, label %85, label %80

80:                                               ; preds = %77
  %81 = shl i64 %12, 32
  %82 = ashr exact i64 %81, 30
  %83 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 %82
  %84 = load volatile float, ptr addrspace(3) %42, align 4, !tbaa !14
  store float %84, ptr addrspace(1) %83, align 4, !tbaa !14
  br label %85

85:                                               ; preds = %77, %80
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
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !9, !amdgpu.noclobber !13
  %15 = icmp sgt i32 %14, 0
  br i1 %15, label %16, label %37

16:                                               ; preds = %10, %32
  %17 = phi i32 [ %34, %32 ], [ 0, %10 ]
  %18 = phi float [ %33, %32 ], [ 0.000000e+00, %10 ]
  %19 = mul nsw i32 %17, %5
  %20 = add nsw i32 %19, %8
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !9, !amdgpu.noclobber !13
  %24 = icmp slt i32 %23, 0
  br i1 %24, label %32, label %25

25:                                               ; preds = %16
  %26 = zext nneg i32 %23 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %26
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !14, !amdgpu.noclobber !13
  %30 = load float, ptr addrspace(1) %27, align 4, !tbaa !14, !amdgpu.noclobber !13
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
  store float %38, ptr addrspace(1) %39, align 4, !tbaa !14
  br label %40

40:                                               ; preds = %6, %37
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @ps_stencil7(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, float noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !20 !kernel_arg_access_qual !17 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
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
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !14, !amdgpu.noclobber !13
  %30 = mul nsw i32 %11, %4
  %31 = add nsw i32 %30, %9
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !14, !amdgpu.noclobber !13
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
  %51 = load float, ptr addrspace(1) %50, align 4, !tbaa !14
  %52 = fadd float %43, %51
  %53 = mul nsw i32 %41, %5
  %54 = add nsw i32 %53, %11
  %55 = mul nsw i32 %54, %4
  %56 = add nsw i32 %35, %55
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4, !tbaa !14
  %60 = fadd float %52, %59
  %61 = add nsw i32 %36, %55
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4, !tbaa !14
  %65 = fadd float %60, %64
  %66 = add nsw i32 %37, %53
  %67 = mul nsw i32 %66, %4
  %68 = add nsw i32 %67, %9
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %69
  %71 = load float, ptr addrspace(1) %70, align 4, !tbaa !14
  %72 = fadd float %65, %71
  %73 = add nsw i32 %38, %53
  %74 = mul nsw i32 %73, %4
  %75 = add nsw i32 %74, %9
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %76
  %78 = load float, ptr addrspace(1) %77, align 4, !tbaa !14
  %79 = fadd float %72, %78
  %80 = fneg float %42
  %81 = fmul float %80, %2
  %82 = tail call float @llvm.fmuladd.f32(float %3, float %79, float %81)
  %83 = add nsw i32 %55, %9
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %84
  store float %82, ptr addrspace(1) %85, align 4, !tbaa !14
  %86 = icmp eq i32 %41, %39
  br i1 %86, label %87, label %40

87:                                               ; preds = %40, %7
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ps_sgemm_tiled(ptr addrspace(1) nocapture noundef readonly align 4 %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, ptr addrspace(1) nocapture noundef align 4 %4, i32 noundef %5, i32 noundef %6, float noundef %7, float noundef %8) local_unnamed_addr #4 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
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
  br i1 %22, label %27, label %23

23:                                               ; preds = %9
  %24 = or disjoint i32 %21, 1
  %25 = or disjoint i32 %21, 2
  %26 = or disjoint i32 %21, 3
  br label %53

27:                                               ; preds = %9
  %28 = trunc i64 %10 to i32
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i32 0, i32 %12, i32 %28
  %30 = mul nsw i32 %21, %1
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i32 0, i32 0, i32 %28
  %32 = or disjoint i32 %21, 1
  %33 = mul nsw i32 %32, %1
  %34 = or disjoint i32 %21, 2
  %35 = mul nsw i32 %34, %1
  %36 = or disjoint i32 %21, 3
  %37 = mul nsw i32 %36, %1
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i32 0, i32 1, i32 %28
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i32 0, i32 2, i32 %28
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i32 0, i32 3, i32 %28
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i32 0, i32 4, i32 %28
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i32 0, i32 5, i32 %28
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i32 0, i32 6, i32 %28
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i32 0, i32 7, i32 %28
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i32 0, i32 8, i32 %28
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i32 0, i32 9, i32 %28
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i32 0, i32 10, i32 %28
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i32 0, i32 11, i32 %28
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i32 0, i32 12, i32 %28
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i32 0, i32 13, i32 %28
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i32 0, i32 14, i32 %28
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspace(3) @ps_sgemm_tiled.bs, i32 0, i32 15, i32 %28
  br label %90

53:                                               ; preds = %90, %23
  %54 = phi i32 [ %26, %23 ], [ %36, %90 ]
  %55 = phi i32 [ %25, %23 ], [ %34, %90 ]
  %56 = phi i32 [ %24, %23 ], [ %32, %90 ]
  %57 = phi <4 x float> [ zeroinitializer, %23 ], [ %516, %90 ]
  %58 = extractelement <4 x float> %57, i64 0
  %59 = mul nsw i32 %21, %5
  %60 = add nsw i32 %59, %16
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %61
  %63 = load float, ptr addrspace(1) %62, align 4, !tbaa !14
  %64 = fmul float %63, %8
  %65 = tail call float @llvm.fmuladd.f32(float %7, float %58, float %64)
  store float %65, ptr addrspace(1) %62, align 4, !tbaa !14
  %66 = extractelement <4 x float> %57, i64 1
  %67 = mul nsw i32 %56, %5
  %68 = add nsw i32 %67, %16
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %69
  %71 = load float, ptr addrspace(1) %70, align 4, !tbaa !14
  %72 = fmul float %71, %8
  %73 = tail call float @llvm.fmuladd.f32(float %7, float %66, float %72)
  store float %73, ptr addrspace(1) %70, align 4, !tbaa !14
  %74 = extractelement <4 x float> %57, i64 2
  %75 = mul nsw i32 %55, %5
  %76 = add nsw i32 %75, %16
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %77
  %79 = load float, ptr addrspace(1) %78, align 4, !tbaa !14
  %80 = fmul float %79, %8
  %81 = tail call float @llvm.fmuladd.f32(float %7, float %74, float %80)
  store float %81, ptr addrspace(1) %78, align 4, !tbaa !14
  %82 = extractelement <4 x float> %57, i64 3
  %83 = mul nsw i32 %54, %5
  %84 = add nsw i32 %83, %16
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %85
  %87 = load float, ptr addrspace(1) %86, align 4, !tbaa !14
  %88 = fmul float %87, %8
  %89 = tail call float @llvm.fmuladd.f32(float %7, float %82, float %88)
  store float %89, ptr addrspace(1) %86, align 4, !tbaa !14
  ret void

90:                                               ; preds = %27, %90
  %91 = phi i32 [ 0, %27 ], [ %517, %90 ]
  %92 = phi <4 x float> [ zeroinitializer, %27 ], [ %516, %90 ]
  %93 = add nsw i32 %91, %12
  %94 = mul nsw i32 %93, %3
  %95 = add nsw i32 %94, %16
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %96
  %98 = load float, ptr addrspace(1) %97, align 4, !tbaa !14
  store float %98, ptr addrspace(3) %29, align 4, !tbaa !14
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %99 = load float, ptr addrspace(3) %31, align 4, !tbaa !14
  %100 = add i32 %91, %30
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %101
  %103 = load float, ptr addrspace(1) %102, align 4, !tbaa !14
  %104 = add i32 %91, %33
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %105
  %107 = load float, ptr addrspace(1) %106, align 4, !tbaa !14
  %108 = add i32 %91, %35
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %109
  %111 = load float, ptr addrspace(1) %110, align 4, !tbaa !14
  %112 = add i32 %91, %37
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %113
  %115 = load float, ptr addrspace(1) %114, align 4, !tbaa !14
  %116 = load float, ptr addrspace(3) %38, align 4, !tbaa !14
  %117 = or disjoint i32 %91, 1
  %118 = add i32 %117, %30
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %119
  %121 = load float, ptr addrspace(1) %120, align 4, !tbaa !14
  %122 = add i32 %117, %33
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %123
  %125 = load float, ptr addrspace(1) %124, align 4, !tbaa !14
  %126 = add i32 %117, %35
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %127
  %129 = load float, ptr addrspace(1) %128, align 4, !tbaa !14
  %130 = add i32 %117, %37
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %131
  %133 = load float, ptr addrspace(1) %132, align 4, !tbaa !14
  %134 = load float, ptr addrspace(3) %39, align 4, !tbaa !14
  %135 = or disjoint i32 %91, 2
  %136 = add i32 %135, %30
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %137
  %139 = load float, ptr addrspace(1) %138, align 4, !tbaa !14
  %140 = add i32 %135, %33
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %141
  %143 = load float, ptr addrspace(1) %142, align 4, !tbaa !14
  %144 = add i32 %135, %35
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %145
  %147 = load float, ptr addrspace(1) %146, align 4, !tbaa !14
  %148 = add i32 %135, %37
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %149
  %151 = load float, ptr addrspace(1) %150, align 4, !tbaa !14
  %152 = load float, ptr addrspace(3) %40, align 4, !tbaa !14
  %153 = or disjoint i32 %91, 3
  %154 = add i32 %153, %30
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %155
  %157 = load float, ptr addrspace(1) %156, align 4, !tbaa !14
  %158 = add i32 %153, %33
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %159
  %161 = load float, ptr addrspace(1) %160, align 4, !tbaa !14
  %162 = add i32 %153, %35
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %163
  %165 = load float, ptr addrspace(1) %164, align 4, !tbaa !14
  %166 = add i32 %153, %37
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %167
  %169 = load float, ptr addrspace(1) %168, align 4, !tbaa !14
  %170 = load float, ptr addrspace(3) %41, align 4, !tbaa !14
  %171 = or disjoint i32 %91, 4
  %172 = add i32 %171, %30
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %173
  %175 = load float, ptr addrspace(1) %174, align 4, !tbaa !14
  %176 = add i32 %171, %33
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %177
  %179 = load float, ptr addrspace(1) %178, align 4, !tbaa !14
  %180 = insertelement <2 x float> poison, float %103, i64 0
  %181 = insertelement <2 x float> %180, float %107, i64 1
  %182 = insertelement <2 x float> poison, float %99, i64 0
  %183 = shufflevector <2 x float> %182, <2 x float> poison, <2 x i32> zeroinitializer
  %184 = shufflevector <4 x float> %92, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %185 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %181, <2 x float> %183, <2 x float> %184)
  %186 = insertelement <2 x float> poison, float %121, i64 0
  %187 = insertelement <2 x float> %186, float %125, i64 1
  %188 = insertelement <2 x float> poison, float %116, i64 0
  %189 = shufflevector <2 x float> %188, <2 x float> poison, <2 x i32> zeroinitializer
  %190 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %187, <2 x float> %189, <2 x float> %185)
  %191 = insertelement <2 x float> poison, float %139, i64 0
  %192 = insertelement <2 x float> %191, float %143, i64 1
  %193 = insertelement <2 x float> poison, float %134, i64 0
  %194 = shufflevector <2 x float> %193, <2 x float> poison, <2 x i32> zeroinitializer
  %195 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %192, <2 x float> %194, <2 x float> %190)
  %196 = insertelement <2 x float> poison, float %157, i64 0
  %197 = insertelement <2 x float> %196, float %161, i64 1
  %198 = insertelement <2 x float> poison, float %152, i64 0
  %199 = shufflevector <2 x float> %198, <2 x float> poison, <2 x i32> zeroinitializer
  %200 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %197, <2 x float> %199, <2 x float> %195)
  %201 = insertelement <2 x float> poison, float %175, i64 0
  %202 = insertelement <2 x float> %201, float %179, i64 1
  %203 = insertelement <2 x float> poison, float %170, i64 0
  %204 = shufflevector <2 x float> %203, <2 x float> poison, <2 x i32> zeroinitializer
  %205 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %202, <2 x float> %204, <2 x float> %200)
  %206 = add i32 %171, %35
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %207
  %209 = load float, ptr addrspace(1) %208, align 4, !tbaa !14
  %210 = add i32 %171, %37
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %211
  %213 = load float, ptr addrspace(1) %212, align 4, !tbaa !14
  %214 = insertelement <2 x float> poison, float %111, i64 0
  %215 = insertelement <2 x float> %214, float %115, i64 1
  %216 = shufflevector <4 x float> %92, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %217 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %215, <2 x float> %183, <2 x float> %216)
  %218 = insertelement <2 x float> poison, float %129, i64 0
  %219 = insertelement <2 x float> %218, float %133, i64 1
  %220 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %219, <2 x float> %189, <2 x float> %217)
  %221 = insertelement <2 x float> poison, float %147, i64 0
  %222 = insertelement <2 x float> %221, float %151, i64 1
  %223 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %222, <2 x float> %194, <2 x float> %220)
  %224 = insertelement <2 x float> poison, float %165, i64 0
  %225 = insertelement <2 x float> %224, float %169, i64 1
  %226 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %225, <2 x float> %199, <2 x float> %223)
  %227 = insertelement <2 x float> poison, float %209, i64 0
  %228 = insertelement <2 x float> %227, float %213, i64 1
  %229 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %228, <2 x float> %204, <2 x float> %226)
  %230 = load float, ptr addrspace(3) %42, align 4, !tbaa !14
  %231 = or disjoint i32 %91, 5
  %232 = add i32 %231, %30
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %233
  %235 = load float, ptr addrspace(1) %234, align 4, !tbaa !14
  %236 = add i32 %231, %33
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %237
  %239 = load float, ptr addrspace(1) %238, align 4, !tbaa !14
  %240 = add i32 %231, %35
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %241
  %243 = load float, ptr addrspace(1) %242, align 4, !tbaa !14
  %244 = add i32 %231, %37
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %245
  %247 = load float, ptr addrspace(1) %246, align 4, !tbaa !14
  %248 = load float, ptr addrspace(3) %43, align 4, !tbaa !14
  %249 = or disjoint i32 %91, 6
  %250 = add i32 %249, %30
  %251 = sext i32 %250 to i64
  %252 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %251
  %253 = load float, ptr addrspace(1) %252, align 4, !tbaa !14
  %254 = add i32 %249, %33
  %255 = sext i32 %254 to i64
  %256 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %255
  %257 = load float, ptr addrspace(1) %256, align 4, !tbaa !14
  %258 = add i32 %249, %35
  %259 = sext i32 %258 to i64
  %260 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %259
  %261 = load float, ptr addrspace(1) %260, align 4, !tbaa !14
  %262 = add i32 %249, %37
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %263
  %265 = load float, ptr addrspace(1) %264, align 4, !tbaa !14
  %266 = load float, ptr addrspace(3) %44, align 4, !tbaa !14
  %267 = or disjoint i32 %91, 7
  %268 = add i32 %267, %30
  %269 = sext i32 %268 to i64
  %270 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %269
  %271 = load float, ptr addrspace(1) %270, align 4, !tbaa !14
  %272 = add i32 %267, %33
  %273 = sext i32 %272 to i64
  %274 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %273
  %275 = load float, ptr addrspace(1) %274, align 4, !tbaa !14
  %276 = add i32 %267, %35
  %277 = sext i32 %276 to i64
  %278 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %277
  %279 = load float, ptr addrspace(1) %278, align 4, !tbaa !14
  %280 = add i32 %267, %37
  %281 = sext i32 %280 to i64
  %282 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %281
  %283 = load float, ptr addrspace(1) %282, align 4, !tbaa !14
  %284 = load float, ptr addrspace(3) %45, align 4, !tbaa !14
  %285 = or disjoint i32 %91, 8
  %286 = add i32 %285, %30
  %287 = sext i32 %286 to i64
  %288 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %287
  %289 = load float, ptr addrspace(1) %288, align 4, !tbaa !14
  %290 = add i32 %285, %33
  %291 = sext i32 %290 to i64
  %292 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %291
  %293 = load float, ptr addrspace(1) %292, align 4, !tbaa !14
  %294 = add i32 %285, %35
  %295 = sext i32 %294 to i64
  %296 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %295
  %297 = load float, ptr addrspace(1) %296, align 4, !tbaa !14
  %298 = add i32 %285, %37
  %299 = sext i32 %298 to i64
  %300 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %299
  %301 = load float, ptr addrspace(1) %300, align 4, !tbaa !14
  %302 = load float, ptr addrspace(3) %46, align 4, !tbaa !14
  %303 = or disjoint i32 %91, 9
  %304 = add i32 %303, %30
  %305 = sext i32 %304 to i64
  %306 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %305
  %307 = load float, ptr addrspace(1) %306, align 4, !tbaa !14
  %308 = add i32 %303, %33
  %309 = sext i32 %308 to i64
  %310 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %309
  %311 = load float, ptr addrspace(1) %310, align 4, !tbaa !14
  %312 = add i32 %303, %35
  %313 = sext i32 %312 to i64
  %314 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %313
  %315 = load float, ptr addrspace(1) %314, align 4, !tbaa !14
  %316 = add i32 %303, %37
  %317 = sext i32 %316 to i64
  %318 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %317
  %319 = load float, ptr addrspace(1) %318, align 4, !tbaa !14
  %320 = load float, ptr addrspace(3) %47, align 4, !tbaa !14
  %321 = or disjoint i32 %91, 10
  %322 = add i32 %321, %30
  %323 = sext i32 %322 to i64
  %324 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %323
  %325 = load float, ptr addrspace(1) %324, align 4, !tbaa !14
  %326 = add i32 %321, %33
  %327 = sext i32 %326 to i64
  %328 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %327
  %329 = load float, ptr addrspace(1) %328, align 4, !tbaa !14
  %330 = add i32 %321, %35
  %331 = sext i32 %330 to i64
  %332 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %331
  %333 = load float, ptr addrspace(1) %332, align 4, !tbaa !14
  %334 = add i32 %321, %37
  %335 = sext i32 %334 to i64
  %336 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %335
  %337 = load float, ptr addrspace(1) %336, align 4, !tbaa !14
  %338 = load float, ptr addrspace(3) %48, align 4, !tbaa !14
  %339 = or disjoint i32 %91, 11
  %340 = add i32 %339, %30
  %341 = sext i32 %340 to i64
  %342 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %341
  %343 = load float, ptr addrspace(1) %342, align 4, !tbaa !14
  %344 = add i32 %339, %33
  %345 = sext i32 %344 to i64
  %346 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %345
  %347 = load float, ptr addrspace(1) %346, align 4, !tbaa !14
  %348 = add i32 %339, %35
  %349 = sext i32 %348 to i64
  %350 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %349
  %351 = load float, ptr addrspace(1) %350, align 4, !tbaa !14
  %352 = add i32 %339, %37
  %353 = sext i32 %352 to i64
  %354 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %353
  %355 = load float, ptr addrspace(1) %354, align 4, !tbaa !14
  %356 = load float, ptr addrspace(3) %49, align 4, !tbaa !14
  %357 = or disjoint i32 %91, 12
  %358 = add i32 %357, %30
  %359 = sext i32 %358 to i64
  %360 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %359
  %361 = load float, ptr addrspace(1) %360, align 4, !tbaa !14
  %362 = add i32 %357, %33
  %363 = sext i32 %362 to i64
  %364 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %363
  %365 = load float, ptr addrspace(1) %364, align 4, !tbaa !14
  %366 = add i32 %357, %35
  %367 = sext i32 %366 to i64
  %368 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %367
  %369 = load float, ptr addrspace(1) %368, align 4, !tbaa !14
  %370 = add i32 %357, %37
  %371 = sext i32 %370 to i64
  %372 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %371
  %373 = load float, ptr addrspace(1) %372, align 4, !tbaa !14
  %374 = load float, ptr addrspace(3) %50, align 4, !tbaa !14
  %375 = or disjoint i32 %91, 13
  %376 = add i32 %375, %30
  %377 = sext i32 %376 to i64
  %378 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %377
  %379 = load float, ptr addrspace(1) %378, align 4, !tbaa !14
  %380 = add i32 %375, %33
  %381 = sext i32 %380 to i64
  %382 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %381
  %383 = load float, ptr addrspace(1) %382, align 4, !tbaa !14
  %384 = add i32 %375, %35
  %385 = sext i32 %384 to i64
  %386 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %385
  %387 = load float, ptr addrspace(1) %386, align 4, !tbaa !14
  %388 = add i32 %375, %37
  %389 = sext i32 %388 to i64
  %390 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %389
  %391 = load float, ptr addrspace(1) %390, align 4, !tbaa !14
  %392 = load float, ptr addrspace(3) %51, align 4, !tbaa !14
  %393 = or disjoint i32 %91, 14
  %394 = add i32 %393, %30
  %395 = sext i32 %394 to i64
  %396 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %395
  %397 = load float, ptr addrspace(1) %396, align 4, !tbaa !14
  %398 = add i32 %393, %33
  %399 = sext i32 %398 to i64
  %400 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %399
  %401 = load float, ptr addrspace(1) %400, align 4, !tbaa !14
  %402 = add i32 %393, %35
  %403 = sext i32 %402 to i64
  %404 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %403
  %405 = load float, ptr addrspace(1) %404, align 4, !tbaa !14
  %406 = add i32 %393, %37
  %407 = sext i32 %406 to i64
  %408 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %407
  %409 = load float, ptr addrspace(1) %408, align 4, !tbaa !14
  %410 = load float, ptr addrspace(3) %52, align 4, !tbaa !14
  %411 = or disjoint i32 %91, 15
  %412 = add i32 %411, %30
  %413 = sext i32 %412 to i64
  %414 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %413
  %415 = load float, ptr addrspace(1) %414, align 4, !tbaa !14
  %416 = add i32 %411, %33
  %417 = sext i32 %416 to i64
  %418 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %417
  %419 = load float, ptr addrspace(1) %418, align 4, !tbaa !14
  %420 = insertelement <2 x float> poison, float %235, i64 0
  %421 = insertelement <2 x float> %420, float %239, i64 1
  %422 = insertelement <2 x float> poison, float %230, i64 0
  %423 = shufflevector <2 x float> %422, <2 x float> poison, <2 x i32> zeroinitializer
  %424 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %421, <2 x float> %423, <2 x float> %205)
  %425 = insertelement <2 x float> poison, float %253, i64 0
  %426 = insertelement <2 x float> %425, float %257, i64 1
  %427 = insertelement <2 x float> poison, float %248, i64 0
  %428 = shufflevector <2 x float> %427, <2 x float> poison, <2 x i32> zeroinitializer
  %429 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %426, <2 x float> %428, <2 x float> %424)
  %430 = insertelement <2 x float> poison, float %271, i64 0
  %431 = insertelement <2 x float> %430, float %275, i64 1
  %432 = insertelement <2 x float> poison, float %266, i64 0
  %433 = shufflevector <2 x float> %432, <2 x float> poison, <2 x i32> zeroinitializer
  %434 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %431, <2 x float> %433, <2 x float> %429)
  %435 = insertelement <2 x float> poison, float %289, i64 0
  %436 = insertelement <2 x float> %435, float %293, i64 1
  %437 = insertelement <2 x float> poison, float %284, i64 0
  %438 = shufflevector <2 x float> %437, <2 x float> poison, <2 x i32> zeroinitializer
  %439 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %436, <2 x float> %438, <2 x float> %434)
  %440 = insertelement <2 x float> poison, float %307, i64 0
  %441 = insertelement <2 x float> %440, float %311, i64 1
  %442 = insertelement <2 x float> poison, float %302, i64 0
  %443 = shufflevector <2 x float> %442, <2 x float> poison, <2 x i32> zeroinitializer
  %444 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %441, <2 x float> %443, <2 x float> %439)
  %445 = insertelement <2 x float> poison, float %325, i64 0
  %446 = insertelement <2 x float> %445, float %329, i64 1
  %447 = insertelement <2 x float> poison, float %320, i64 0
  %448 = shufflevector <2 x float> %447, <2 x float> poison, <2 x i32> zeroinitializer
  %449 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %446, <2 x float> %448, <2 x float> %444)
  %450 = insertelement <2 x float> poison, float %343, i64 0
  %451 = insertelement <2 x float> %450, float %347, i64 1
  %452 = insertelement <2 x float> poison, float %338, i64 0
  %453 = shufflevector <2 x float> %452, <2 x float> poison, <2 x i32> zeroinitializer
  %454 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %451, <2 x float> %453, <2 x float> %449)
  %455 = insertelement <2 x float> poison, float %361, i64 0
  %456 = insertelement <2 x float> %455, float %365, i64 1
  %457 = insertelement <2 x float> poison, float %356, i64 0
  %458 = shufflevector <2 x float> %457, <2 x float> poison, <2 x i32> zeroinitializer
  %459 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %456, <2 x float> %458, <2 x float> %454)
  %460 = insertelement <2 x float> poison, float %379, i64 0
  %461 = insertelement <2 x float> %460, float %383, i64 1
  %462 = insertelement <2 x float> poison, float %374, i64 0
  %463 = shufflevector <2 x float> %462, <2 x float> poison, <2 x i32> zeroinitializer
  %464 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %461, <2 x float> %463, <2 x float> %459)
  %465 = insertelement <2 x float> poison, float %397, i64 0
  %466 = insertelement <2 x float> %465, float %401, i64 1
  %467 = insertelement <2 x float> poison, float %392, i64 0
  %468 = shufflevector <2 x float> %467, <2 x float> poison, <2 x i32> zeroinitializer
  %469 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %466, <2 x float> %468, <2 x float> %464)
  %470 = insertelement <2 x float> poison, float %415, i64 0
  %471 = insertelement <2 x float> %470, float %419, i64 1
  %472 = insertelement <2 x float> poison, float %410, i64 0
  %473 = shufflevector <2 x float> %472, <2 x float> poison, <2 x i32> zeroinitializer
  %474 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %471, <2 x float> %473, <2 x float> %469)
  %475 = add i32 %411, %35
  %476 = sext i32 %475 to i64
  %477 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %476
  %478 = load float, ptr addrspace(1) %477, align 4, !tbaa !14
  %479 = add i32 %411, %37
  %480 = sext i32 %479 to i64
  %481 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %480
  %482 = load float, ptr addrspace(1) %481, align 4, !tbaa !14
  %483 = insertelement <2 x float> poison, float %243, i64 0
  %484 = insertelement <2 x float> %483, float %247, i64 1
  %485 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %484, <2 x float> %423, <2 x float> %229)
  %486 = insertelement <2 x float> poison, float %261, i64 0
  %487 = insertelement <2 x float> %486, float %265, i64 1
  %488 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %487, <2 x float> %428, <2 x float> %485)
  %489 = insertelement <2 x float> poison, float %279, i64 0
  %490 = insertelement <2 x float> %489, float %283, i64 1
  %491 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %490, <2 x float> %433, <2 x float> %488)
  %492 = insertelement <2 x float> poison, float %297, i64 0
  %493 = insertelement <2 x float> %492, float %301, i64 1
  %494 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %493, <2 x float> %438, <2 x float> %491)
  %495 = insertelement <2 x float> poison, float %315, i64 0
  %496 = insertelement <2 x float> %495, float %319, i64 1
  %497 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %496, <2 x float> %443, <2 x float> %494)
  %498 = insertelement <2 x float> poison, float %333, i64 0
  %499 = insertelement <2 x float> %498, float %337, i64 1
  %500 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %499, <2 x float> %448, <2 x float> %497)
  %501 = insertelement <2 x float> poison, float %351, i64 0
  %502 = insertelement <2 x float> %501, float %355, i64 1
  %503 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %502, <2 x float> %453, <2 x float> %500)
  %504 = insertelement <2 x float> poison, float %369, i64 0
  %505 = insertelement <2 x float> %504, float %373, i64 1
  %506 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %505, <2 x float> %458, <2 x float> %503)
  %507 = insertelement <2 x float> poison, float %387, i64 0
  %508 = insertelement <2 x float> %507, float %391, i64 1
  %509 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %508, <2 x float> %463, <2 x float> %506)
  %510 = insertelement <2 x float> poison, float %405, i64 0
  %511 = insertelement <2 x float> %510, float %409, i64 1
  %512 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %511, <2 x float> %468, <2 x float> %509)
  %513 = insertelement <2 x float> poison, float %478, i64 0
  %514 = insertelement <2 x float> %513, float %482, i64 1
  %515 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %514, <2 x float> %473, <2 x float> %512)
  %516 = shufflevector <2 x float> %474, <2 x float> %515, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %517 = add nuw nsw i32 %91, 16
  %518 = icmp slt i32 %517, %6
  br i1 %518, label %90, label %53
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ps_histo(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 1 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #4 !kernel_arg_addr_space !27 !kernel_arg_access_qual !28 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 {
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
  br i1 %14, label %21, label %20

15:                                               ; preds = %5, %15
  %16 = phi i32 [ %18, %15 ], [ %7, %5 ]
  %17 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %16
  store i32 0, ptr addrspace(3) %17, align 4, !tbaa !9
  %18 = add nsw i32 %16, %9
  %19 = icmp slt i32 %18, %4
  br i1 %19, label %15, label %11

20:                                               ; preds = %31, %11
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %10, label %37, label %36

21:                                               ; preds = %11, %31
  %22 = phi i64 [ %33, %31 ], [ %12, %11 ]
  %23 = shl i64 %22, 32
  %24 = ashr exact i64 %23, 32
  %25 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %24
  %26 = load i32, ptr addrspace(1) %25, align 4, !tbaa !9
  %27 = icmp ult i32 %26, %4
  br i1 %27, label %28, label %31

28:                                               ; preds = %21
  %29 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %26
  %30 = tail call i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %29) #10
  br label %31

31:                                               ; preds = %28, %21
  %32 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #9
  %33 = add i64 %32, %24
  %34 = trunc i64 %33 to i32
  %35 = icmp slt i32 %34, %3
  br i1 %35, label %21, label %20

36:                                               ; preds = %50, %20
  ret void

37:                                               ; preds = %20, %50
  %38 = phi i32 [ %51, %50 ], [ %7, %20 ]
  %39 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %38
  %40 = load i32, ptr addrspace(3) %39, align 4, !tbaa !9
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %50, label %42

42:                                               ; preds = %37
  %43 = sext i32 %38 to i64
  %44 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %43
  %45 = load i8, ptr addrspace(1) %44, align 1, !tbaa !31
  %46 = zext i8 %45 to i32
  %47 = add i32 %40, %46
  %48 = tail call i32 @llvm.umin.i32(i32 %47, i32 255)
  %49 = trunc nuw i32 %48 to i8
  store i8 %49, ptr addrspace(1) %44, align 1, !tbaa !31
  br label %50

50:                                               ; preds = %37, %42
  %51 = add nsw i32 %38, %9
  %52 = icmp slt i32 %51, %4
  br i1 %52, label %37, label %36
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @ps_mriq(i32 noundef %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef readonly align 4 %4, ptr addrspace(1) nocapture noundef align 4 %5, ptr addrspace(1) nocapture noundef align 4 %6, ptr addrspace(4) nocapture noundef readonly align 4 %7) local_unnamed_addr #1 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %10 = shl i64 %9, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !14, !amdgpu.noclobber !13
  %14 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %11
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !14, !amdgpu.noclobber !13
  %16 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %11
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !14, !amdgpu.noclobber !13
  %18 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %11
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !14, !amdgpu.noclobber !13
  %20 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %11
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !14, !amdgpu.noclobber !13
  %22 = sub nsw i32 %0, %1
  %23 = icmp sgt i32 %22, 0
  %24 = insertelement <2 x float> poison, float %21, i64 0
  %25 = insertelement <2 x float> %24, float %19, i64 1
  br i1 %23, label %30, label %26

26:                                               ; preds = %30, %8
  %27 = phi <2 x float> [ %25, %8 ], [ %52, %30 ]
  %28 = extractelement <2 x float> %27, i64 1
  store float %28, ptr addrspace(1) %18, align 4, !tbaa !14
  %29 = extractelement <2 x float> %27, i64 0
  store float %29, ptr addrspace(1) %20, align 4, !tbaa !14
  ret void

30:                                               ; preds = %8, %30
  %31 = phi i32 [ %53, %30 ], [ 0, %8 ]
  %32 = phi <2 x float> [ %52, %30 ], [ %25, %8 ]
  %33 = zext nneg i32 %31 to i64
  %34 = getelementptr inbounds %struct.kvalue_t, ptr addrspace(4) %7, i64 %33
  %35 = load float, ptr addrspace(4) %34, align 4, !tbaa !14, !amdgpu.noclobber !13
  %36 = getelementptr inbounds i8, ptr addrspace(4) %34, i64 4
  %37 = load float, ptr addrspace(4) %36, align 4, !tbaa !14, !amdgpu.noclobber !13
  %38 = getelementptr inbounds i8, ptr addrspace(4) %34, i64 8
  %39 = load float, ptr addrspace(4) %38, align 4, !tbaa !14, !amdgpu.noclobber !13
  %40 = getelementptr inbounds i8, ptr addrspace(4) %34, i64 12
  %41 = load float, ptr addrspace(4) %40, align 4, !tbaa !14, !amdgpu.noclobber !13
  %42 = fmul float %15, %37
  %43 = tail call float @llvm.fmuladd.f32(float %35, float %13, float %42)
  %44 = tail call float @llvm.fmuladd.f32(float %39, float %17, float %43)
  %45 = fmul float %44, 0x401921FB60000000
  %46 = tail call float @_Z10native_cosf(float noundef %45) #9
  %47 = tail call float @_Z10native_sinf(float noundef %45) #9
  %48 = insertelement <2 x float> poison, float %41, i64 0
  %49 = shufflevector <2 x float> %48, <2 x float> poison, <2 x i32> zeroinitializer
  %50 = insertelement <2 x float> poison, float %47, i64 0
  %51 = insertelement <2 x float> %50, float %46, i64 1
  %52 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %49, <2 x float> %51, <2 x float> %32)
  %53 = add nuw nsw i32 %31, 1
  %54 = icmp ult i32 %53, %22
  %55 = icmp ult i32 %31, 1023
  %56 = and i1 %54, %55
  br i1 %56, label %30, label %26
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z10native_cosf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z10native_sinf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ps_tpacf(ptr addrspace(1) nocapture noundef readonly align 16 %0, i32 noundef %1, ptr addrspace(4) nocapture noundef readonly align 4 %2, i32 noundef %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(3) noundef align 4 %5) local_unnamed_addr #4 !kernel_arg_addr_space !36 !kernel_arg_access_qual !6 !kernel_arg_type !37 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
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
  br i1 %20, label %16, label %12

21:                                               ; preds = %12
  %22 = add i32 %8, 1
  %23 = add i32 %22, %14
  %24 = icmp slt i32 %23, %1
  br i1 %24, label %25, label %58

25:                                               ; preds = %21
  %26 = shl i64 %13, 32
  %27 = ashr exact i64 %26, 28
  %28 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %27
  %29 = load <4 x float>, ptr addrspace(1) %28, align 16, !tbaa !31
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
  %46 = load float, ptr addrspace(4) %45, align 4, !tbaa !14, !amdgpu.noclobber !13
  %47 = fcmp ugt float %46, %38
  %48 = select i1 %47, i32 %41, i32 %43
  %49 = select i1 %47, i32 %43, i32 %40
  %50 = add nuw nsw i32 %49, 1
  %51 = icmp sgt i32 %48, %50
  br i1 %51, label %39, label %52

52:                                               ; preds = %39, %32
  %53 = phi i32 [ 0, %32 ], [ %49, %39 ]
  %54 = getelementptr inbounds i32, ptr addrspace(3) %5, i32 %53
  %55 = tail call i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef %54, i32 noundef 1) #10
  %56 = add nsw i32 %33, %10
  %57 = icmp slt i32 %56, %1
  br i1 %57, label %32, label %58

58:                                               ; preds = %52, %21, %12
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %11, label %60, label %59

59:                                               ; preds = %60, %58
  ret void

60:                                               ; preds = %58, %60
  %61 = phi i32 [ %67, %60 ], [ %8, %58 ]
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %62
  %64 = getelementptr inbounds i32, ptr addrspace(3) %5, i32 %61
  %65 = load i32, ptr addrspace(3) %64, align 4, !tbaa !9
  %66 = tail call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %63, i32 noundef %65) #10
  %67 = add nsw i32 %61, %10
  %68 = icmp slt i32 %67, %3
  br i1 %68, label %60, label %59
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z3dotDv3_fS_(<3 x float> noundef, <3 x float> noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ps_scan_local(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, i32 noundef %4) local_unnamed_addr #4 !kernel_arg_addr_space !40 !kernel_arg_access_qual !28 !kernel_arg_type !41 !kernel_arg_base_type !41 !kernel_arg_type_qual !30 {
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
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !14, !amdgpu.noclobber !13
  br label %21

21:                                               ; preds = %5, %17
  %22 = phi float [ %20, %17 ], [ 0.000000e+00, %5 ]
  %23 = ashr i32 %7, 5
  %24 = getelementptr float, ptr addrspace(3) %3, i32 %23
  %25 = getelementptr float, ptr addrspace(3) %24, i32 %7
  store float %22, ptr addrspace(3) %25, align 4, !tbaa !14
  %26 = add nsw i32 %13, %14
  %27 = icmp slt i32 %26, %4
  br i1 %27, label %28, label %32

28:                                               ; preds = %21
  %29 = sext i32 %26 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !14, !amdgpu.noclobber !13
  br label %32

32:                                               ; preds = %21, %28
  %33 = phi float [ %31, %28 ], [ 0.000000e+00, %21 ]
  %34 = ashr i32 %14, 5
  %35 = getelementptr float, ptr addrspace(3) %3, i32 %14
  %36 = getelementptr float, ptr addrspace(3) %35, i32 %34
  store float %33, ptr addrspace(3) %36, align 4, !tbaa !14
  %37 = icmp sgt i32 %9, 0
  br i1 %37, label %38, label %42

38:                                               ; preds = %32
  %39 = shl nsw i32 %7, 1
  %40 = or disjoint i32 %39, 1
  %41 = add nsw i32 %39, 2
  br label %46

42:                                               ; preds = %64, %32
  %43 = phi i32 [ 1, %32 ], [ %65, %64 ]
  %44 = icmp eq i32 %7, 0
  %45 = shl nsw i32 %9, 1
  br i1 %44, label %68, label %76

46:                                               ; preds = %38, %64
  %47 = phi i32 [ 1, %38 ], [ %65, %64 ]
  %48 = phi i32 [ %9, %38 ], [ %66, %64 ]
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %49 = icmp sgt i32 %48, %7
  br i1 %49, label %50, label %64

50:                                               ; preds = %46
  %51 = mul nsw i32 %47, %40
  %52 = add nsw i32 %51, -1
  %53 = mul nsw i32 %47, %41
  %54 = add nsw i32 %53, -1
  %55 = ashr i32 %52, 5
  %56 = getelementptr float, ptr addrspace(3) %3, i32 %52
  %57 = getelementptr float, ptr addrspace(3) %56, i32 %55
  %58 = load float, ptr addrspace(3) %57, align 4, !tbaa !14
  %59 = ashr i32 %54, 5
  %60 = getelementptr float, ptr addrspace(3) %3, i32 %54
  %61 = getelementptr float, ptr addrspace(3) %60, i32 %59
  %62 = load float, ptr addrspace(3) %61, align 4, !tbaa !14
  %63 = fadd float %58, %62
  store float %63, ptr addrspace(3) %61, align 4, !tbaa !14
  br label %64

64:                                               ; preds = %50, %46
  %65 = shl i32 %47, 1
  %66 = lshr i32 %48, 1
  %67 = icmp ult i32 %48, 2
  br i1 %67, label %42, label %46

68:                                               ; preds = %42
  %69 = add nsw i32 %45, -1
  %70 = ashr i32 %69, 5
  %71 = getelementptr float, ptr addrspace(3) %3, i32 %69
  %72 = getelementptr float, ptr addrspace(3) %71, i32 %70
  %73 = load float, ptr addrspace(3) %72, align 4, !tbaa !14
  %74 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %75 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %74
  store float %73, ptr addrspace(1) %75, align 4, !tbaa !14
  store float 0.000000e+00, ptr addrspace(3) %72, align 4, !tbaa !14
  br label %76

76:                                               ; preds = %42, %68
  br i1 %37, label %77, label %81

77:                                               ; preds = %76
  %78 = shl nsw i32 %7, 1
  %79 = or disjoint i32 %78, 1
  %80 = add nsw i32 %78, 2
  br label %82

81:                                               ; preds = %101, %76
  tail call void @_Z7barrierj(i32 noundef 1) #10
  br i1 %16, label %104, label %108

82:                                               ; preds = %77, %101
  %83 = phi i32 [ %43, %77 ], [ %85, %101 ]
  %84 = phi i32 [ 1, %77 ], [ %102, %101 ]
  %85 = ashr i32 %83, 1
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %86 = icmp sgt i32 %84, %7
  br i1 %86, label %87, label %101

87:                                               ; preds = %82
  %88 = mul nsw i32 %85, %79
  %89 = add nsw i32 %88, -1
  %90 = mul nsw i32 %85, %80
  %91 = add nsw i32 %90, -1
  %92 = ashr i32 %89, 5
  %93 = getelementptr float, ptr addrspace(3) %3, i32 %89
  %94 = getelementptr float, ptr addrspace(3) %93, i32 %92
  %95 = load float, ptr addrspace(3) %94, align 4, !tbaa !14
  %96 = ashr i32 %91, 5
  %97 = getelementptr float, ptr addrspace(3) %3, i32 %91
  %98 = getelementptr float, ptr addrspace(3) %97, i32 %96
  %99 = load float, ptr addrspace(3) %98, align 4, !tbaa !14
  store float %99, ptr addrspace(3) %94, align 4, !tbaa !14
  %100 = fadd float %95, %99
  store float %100, ptr addrspace(3) %98, align 4, !tbaa !14
  br label %101

101:                                              ; preds = %82, %87
  %102 = shl i32 %84, 1
  %103 = icmp slt i32 %102, %45
  br i1 %103, label %82, label %81

104:                                              ; preds = %81
  %105 = sext i32 %15 to i64
  %106 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %105
  %107 = load float, ptr addrspace(3) %25, align 4, !tbaa !14
  store float %107, ptr addrspace(1) %106, align 4, !tbaa !14
  br label %108

108:                                              ; preds = %104, %81
  br i1 %27, label %109, label %113

109:                                              ; preds = %108
  %110 = sext i32 %26 to i64
  %111 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %110
  %112 = load float, ptr addrspace(3) %36, align 4, !tbaa !14
  store float %112, ptr addrspace(1) %111, align 4, !tbaa !14
  br label %113

113:                                              ; preds = %109, %108
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ps_reduce_warp(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !42 !kernel_arg_access_qual !43 !kernel_arg_type !44 !kernel_arg_base_type !44 !kernel_arg_type_qual !45 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #9
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %10 = shl i64 %7, 1
  %11 = mul i64 %10, %9
  %12 = add i64 %11, %5
  %13 = trunc i64 %12 to i32
  %14 = tail call i64 @_Z14get_num_groupsj(i32 noundef 0) #9
  %15 = mul i64 %10, %14
  %16 = trunc i64 %15 to i32
  %17 = icmp slt i32 %13, %3
  br i1 %17, label %18, label %36

18:                                               ; preds = %4, %32
  %19 = phi float [ %33, %32 ], [ 0.000000e+00, %4 ]
  %20 = phi i32 [ %34, %32 ], [ %13, %4 ]
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !14, !amdgpu.noclobber !13
  %24 = fadd float %19, %23
  %25 = add nsw i32 %20, %8
  %26 = icmp slt i32 %25, %3
  br i1 %26, label %27, label %32

27:                                               ; preds = %18
  %28 = sext i32 %25 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !14, !amdgpu.noclobber !13
  %31 = fadd float %24, %30
  br label %32

32:                                               ; preds = %27, %18
  %33 = phi float [ %31, %27 ], [ %24, %18 ]
  %34 = add nsw i32 %20, %16
  %35 = icmp slt i32 %34, %3
  br i1 %35, label %18, label %36

36:                                               ; preds = %32, %4
  %37 = phi float [ 0.000000e+00, %4 ], [ %33, %32 ]
  %38 = getelementptr float, ptr addrspace(3) %2, i32 %6
  store volatile float %37, ptr addrspace(3) %38, align 4, !tbaa !14
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %39 = icmp sgt i32 %8, 65
  br i1 %39, label %42, label %40

40:                                               ; preds = %51, %36
  %41 = icmp slt i32 %6, 32
  br i1 %41, label %53, label %78

42:                                               ; preds = %36, %51
  %43 = phi i32 [ %44, %51 ], [ %8, %36 ]
  %44 = lshr i32 %43, 1
  %45 = icmp sgt i32 %44, %6
  br i1 %45, label %46, label %51

46:                                               ; preds = %42
  %47 = getelementptr float, ptr addrspace(3) %38, i32 %44
  %48 = load volatile float, ptr addrspace(3) %47, align 4, !tbaa !14
  %49 = load volatile float, ptr addrspace(3) %38, align 4, !tbaa !14
  %50 = fadd float %48, %49
  store volatile float %50, ptr addrspace(3) %38, align 4, !tbaa !14
  br label %51

51:                                               ; preds = %46, %42
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %52 = icmp ugt i32 %43, 131
  br i1 %52, label %42, label %40

53:                                               ; preds = %40
  %54 = getelementptr i8, ptr addrspace(3) %38, i32 128
  %55 = load volatile float, ptr addrspace(3) %54, align 4, !tbaa !14
  %56 = load volatile float, ptr addrspace(3) %38, align 4, !tbaa !14
  %57 = fadd float %55, %56
  store volatile float %57, ptr addrspace(3) %38, align 4, !tbaa !14
  %58 = getelementptr i8, ptr addrspace(3) %38, i32 64
  %59 = load volatile float, ptr addrspace(3) %58, align 4, !tbaa !14
  %60 = load volatile float, ptr addrspace(3) %38, align 4, !tbaa !14
  %61 = fadd float %59, %60
  store volatile float %61, ptr addrspace(3) %38, align 4, !tbaa !14
  %62 = getelementptr i8, ptr addrspace(3) %38, i32 32
  %63 = load volatile float, ptr addrspace(3) %62, align 4, !tbaa !14
  %64 = load volatile float, ptr addrspace(3) %38, align 4, !tbaa !14
  %65 = fadd float %63, %64
  store volatile float %65, ptr addrspace(3) %38, align 4, !tbaa !14
  %66 = getelementptr i8, ptr addrspace(3) %38, i32 16
  %67 = load volatile float, ptr addrspace(3) %66, align 4, !tbaa !14
  %68 = load volatile float, ptr addrspace(3) %38, align 4, !tbaa !14
  %69 = fadd float %67, %68
  store volatile float %69, ptr addrspace(3) %38, align 4, !tbaa !14
  %70 = getelementptr i8, ptr addrspace(3) %38, i32 8
  %71 = load volatile float, ptr addrspace(3) %70, align 4, !tbaa !14
  %72 = load volatile float, ptr addrspace(3) %38, align 4, !tbaa !14
  %73 = fadd float %71, %72
  store volatile float %73, ptr addrspace(3) %38, align 4, !tbaa !14
  %74 = getelementptr i8, ptr addrspace(3) %38, i32 4
  %75 = load volatile float, ptr addrspace(3) %74, align 4, !tbaa !14
  %76 = load volatile float, ptr addrspace(3) %38, align 4, !tbaa !14
  %77 = fadd float %75, %76
  store volatile float %77, ptr addrspace(3) %38, align 4, !tbaa !14
  br label %78

78:                                               ; preds = %53, %40
  %79 = icmp eq i32 %6, 0
  br i1 %79, label %80, label %84

80:                                               ; preds = %78
  %81 = load volatile float, ptr addrspace(3) %2, align 4, !tbaa !14
  %82 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %83 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %82
  store float %81, ptr addrspace(1) %83, align 4, !tbaa !14
  br label %84

84:                                               ; preds = %80, %78
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_num_groupsj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ps_radix_split(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !46 !kernel_arg_access_qual !43 !kernel_arg_type !47 !kernel_arg_base_type !47 !kernel_arg_type_qual !48 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #9
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %10 = shl i64 %9, 32
  %11 = ashr exact i64 %10, 30
  %12 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !9, !amdgpu.noclobber !13
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
  br i1 %34, label %22, label %20

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
define protected amdgpu_kernel void @ps_md_lj(ptr addrspace(1) nocapture noundef writeonly align 16 %0, ptr addrspace(1) nocapture noundef readonly align 16 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6, float noundef %7) local_unnamed_addr #1 !kernel_arg_addr_space !49 !kernel_arg_access_qual !33 !kernel_arg_type !50 !kernel_arg_base_type !51 !kernel_arg_type_qual !52 {
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %10 = trunc i64 %9 to i32
  %11 = icmp slt i32 %10, %4
  br i1 %11, label %12, label %56

12:                                               ; preds = %8
  %13 = shl i64 %9, 32
  %14 = ashr exact i64 %13, 32
  %15 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %14
  %16 = load <4 x float>, ptr addrspace(1) %15, align 16, !tbaa !31, !amdgpu.noclobber !13
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
  %27 = load i32, ptr addrspace(1) %26, align 4, !tbaa !9, !amdgpu.noclobber !13
  %28 = icmp slt i32 %27, 0
  br i1 %28, label %48, label %29

29:                                               ; preds = %20
  %30 = zext nneg i32 %27 to i64
  %31 = getelementptr inbounds <4 x float>, ptr addrspace(1) %1, i64 %30
  %32 = load <4 x float>, ptr addrspace(1) %31, align 16, !tbaa !31, !amdgpu.noclobber !13
  %33 = fsub <4 x float> %16, %32
  %34 = shufflevector <4 x float> %33, <4 x float> poison, <3 x i32> <i32 0, i32 1, i32 2>
  %35 = tail call float @_Z3dotDv3_fS_(<3 x float> noundef %34, <3 x float> noundef %34) #9
  %36 = fcmp olt float %35, %5
  br i1 %36, label %37, label %48

37:                                               ; preds = %29
  %38 = fdiv float 1.000000e+00, %35, !fpmath !53
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
  store <4 x float> %54, ptr addrspace(1) %55, align 16, !tbaa !31
  br label %56

56:                                               ; preds = %8, %53
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @ps_fft_stage(ptr addrspace(1) nocapture noundef align 8 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !kernel_arg_addr_space !54 !kernel_arg_access_qual !55 !kernel_arg_type !56 !kernel_arg_base_type !57 !kernel_arg_type_qual !58 {
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
  %20 = fdiv float %18, %19, !fpmath !53
  %21 = tail call float @_Z3cosf(float noundef %20) #9
  %22 = tail call float @_Z3sinf(float noundef %20) #9
  %23 = sext i32 %15 to i64
  %24 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %23
  %25 = load <2 x float>, ptr addrspace(1) %24, align 8, !tbaa !31, !amdgpu.noclobber !13
  %26 = sext i32 %16 to i64
  %27 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %26
  %28 = load <2 x float>, ptr addrspace(1) %27, align 8, !tbaa !31, !amdgpu.noclobber !13
  %29 = extractelement <2 x float> %28, i64 1
  %30 = fneg float %29
  %31 = insertelement <2 x float> poison, float %22, i64 0
  %32 = insertelement <2 x float> %31, float %21, i64 1
  %33 = insertelement <2 x float> %28, float %30, i64 0
  %34 = fmul <2 x float> %32, %33
  %35 = shufflevector <2 x float> %28, <2 x float> poison, <2 x i32> zeroinitializer
  %36 = shufflevector <2 x float> %32, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %37 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %35, <2 x float> %36, <2 x float> %34)
  %38 = fadd <2 x float> %25, %37
  store <2 x float> %38, ptr addrspace(1) %24, align 8, !tbaa !31
  %39 = fsub <2 x float> %25, %37
  store <2 x float> %39, ptr addrspace(1) %27, align 8, !tbaa !31
  br label %40

40:                                               ; preds = %3, %9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z3cosf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z3sinf(float noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define hidden noundef i32 @rev_bits6(i32 noundef %0) local_unnamed_addr #7 {
  %2 = trunc i32 %0 to i6
  %3 = tail call i6 @llvm.bitreverse.i6(i6 %2)
  %4 = zext i6 %3 to i32
  ret i32 %4
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ps_fft64_local(ptr addrspace(1) nocapture noundef align 8 %0, ptr addrspace(3) nocapture noundef align 8 %1) local_unnamed_addr #4 !kernel_arg_addr_space !59 !kernel_arg_access_qual !60 !kernel_arg_type !61 !kernel_arg_base_type !62 !kernel_arg_type_qual !63 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %4 = trunc i64 %3 to i32
  %5 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %6 = trunc i64 %5 to i32
  %7 = shl i32 %6, 6
  %8 = tail call i32 @rev_bits6(i32 noundef %4) #11
  %9 = add nsw i32 %7, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %10
  %12 = load <2 x float>, ptr addrspace(1) %11, align 8, !tbaa !31, !amdgpu.noclobber !13
  %13 = getelementptr inbounds <2 x float>, ptr addrspace(3) %1, i32 %4
  store <2 x float> %12, ptr addrspace(3) %13, align 8, !tbaa !31
  %14 = add i32 %4, 32
  %15 = tail call i32 @rev_bits6(i32 noundef %14) #11
  %16 = add nsw i32 %15, %7
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %17
  %19 = load <2 x float>, ptr addrspace(1) %18, align 8, !tbaa !31, !amdgpu.noclobber !13
  %20 = getelementptr inbounds <2 x float>, ptr addrspace(3) %1, i32 %14
  store <2 x float> %19, ptr addrspace(3) %20, align 8, !tbaa !31
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %21 = shl i32 %4, 4
  %22 = getelementptr i8, ptr addrspace(3) %1, i32 %21
  %23 = load <2 x float>, ptr addrspace(3) %22, align 8, !tbaa !31
  %24 = getelementptr i8, ptr addrspace(3) %22, i32 8
  %25 = load <2 x float>, ptr addrspace(3) %24, align 8, !tbaa !31
  %26 = extractelement <2 x float> %25, i64 0
  %27 = extractelement <2 x float> %25, i64 1
  %28 = fmul float %27, 0.000000e+00
  %29 = fadd float %26, %28
  %30 = insertelement <2 x float> poison, float %29, i64 0
  %31 = tail call float @llvm.fmuladd.f32(float %26, float -0.000000e+00, float %27)
  %32 = insertelement <2 x float> %30, float %31, i64 1
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %33 = fadd <2 x float> %23, %32
  store <2 x float> %33, ptr addrspace(3) %22, align 8, !tbaa !31
  %34 = fsub <2 x float> %23, %32
  store <2 x float> %34, ptr addrspace(3) %24, align 8, !tbaa !31
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %35 = srem i32 %4, 2
  %36 = sub nsw i32 %4, %35
  %37 = sitofp i32 %35 to float
  %38 = fmul float %37, 0xC00921FB60000000
  %39 = fmul float %38, 5.000000e-01
  %40 = tail call float @_Z10native_cosf(float noundef %39) #9
  %41 = tail call float @_Z10native_sinf(float noundef %39) #9
  %42 = shl i32 %36, 4
  %43 = getelementptr i8, ptr addrspace(3) %1, i32 %42
  %44 = getelementptr <2 x float>, ptr addrspace(3) %43, i32 %35
  %45 = load <2 x float>, ptr addrspace(3) %44, align 8, !tbaa !31
  %46 = getelementptr i8, ptr addrspace(3) %44, i32 16
  %47 = load <2 x float>, ptr addrspace(3) %46, align 8, !tbaa !31
  %48 = extractelement <2 x float> %47, i64 1
  %49 = fneg float %48
  %50 = insertelement <2 x float> poison, float %41, i64 0
  %51 = insertelement <2 x float> %50, float %40, i64 1
  %52 = insertelement <2 x float> %47, float %49, i64 0
  %53 = fmul <2 x float> %51, %52
  %54 = shufflevector <2 x float> %47, <2 x float> poison, <2 x i32> zeroinitializer
  %55 = shufflevector <2 x float> %51, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %56 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %54, <2 x float> %55, <2 x float> %53)
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %57 = fadd <2 x float> %45, %56
  store <2 x float> %57, ptr addrspace(3) %44, align 8, !tbaa !31
  %58 = fsub <2 x float> %45, %56
  store <2 x float> %58, ptr addrspace(3) %46, align 8, !tbaa !31
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %59 = srem i32 %4, 4
  %60 = sub nsw i32 %4, %59
  %61 = sitofp i32 %59 to float
  %62 = fmul float %61, 0xC00921FB60000000
  %63 = fmul float %62, 2.500000e-01
  %64 = tail call float @_Z10native_cosf(float noundef %63) #9
  %65 = tail call float @_Z10native_sinf(float noundef %63) #9
  %66 = shl i32 %60, 4
  %67 = getelementptr i8, ptr addrspace(3) %1, i32 %66
  %68 = getelementptr <2 x float>, ptr addrspace(3) %67, i32 %59
  %69 = load <2 x float>, ptr addrspace(3) %68, align 8, !tbaa !31
  %70 = getelementptr i8, ptr addrspace(3) %68, i32 32
  %71 = load <2 x float>, ptr addrspace(3) %70, align 8, !tbaa !31
  %72 = extractelement <2 x float> %71, i64 1
  %73 = fneg float %72
  %74 = insertelement <2 x float> poison, float %65, i64 0
  %75 = insertelement <2 x float> %74, float %64, i64 1
  %76 = insertelement <2 x float> %71, float %73, i64 0
  %77 = fmul <2 x float> %75, %76
  %78 = shufflevector <2 x float> %71, <2 x float> poison, <2 x i32> zeroinitializer
  %79 = shufflevector <2 x float> %75, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %80 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %78, <2 x float> %79, <2 x float> %77)
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %81 = fadd <2 x float> %69, %80
  store <2 x float> %81, ptr addrspace(3) %68, align 8, !tbaa !31
  %82 = fsub <2 x float> %69, %80
  store <2 x float> %82, ptr addrspace(3) %70, align 8, !tbaa !31
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %83 = srem i32 %4, 8
  %84 = sub nsw i32 %4, %83
  %85 = sitofp i32 %83 to float
  %86 = fmul float %85, 0xC00921FB60000000
  %87 = fmul float %86, 1.250000e-01
  %88 = tail call float @_Z10native_cosf(float noundef %87) #9
  %89 = tail call float @_Z10native_sinf(float noundef %87) #9
  %90 = shl i32 %84, 4
  %91 = getelementptr i8, ptr addrspace(3) %1, i32 %90
  %92 = getelementptr <2 x float>, ptr addrspace(3) %91, i32 %83
  %93 = load <2 x float>, ptr addrspace(3) %92, align 8, !tbaa !31
  %94 = getelementptr i8, ptr addrspace(3) %92, i32 64
  %95 = load <2 x float>, ptr addrspace(3) %94, align 8, !tbaa !31
  %96 = extractelement <2 x float> %95, i64 1
  %97 = fneg float %96
  %98 = insertelement <2 x float> poison, float %89, i64 0
  %99 = insertelement <2 x float> %98, float %88, i64 1
  %100 = insertelement <2 x float> %95, float %97, i64 0
  %101 = fmul <2 x float> %99, %100
  %102 = shufflevector <2 x float> %95, <2 x float> poison, <2 x i32> zeroinitializer
  %103 = shufflevector <2 x float> %99, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %104 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %102, <2 x float> %103, <2 x float> %101)
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %105 = fadd <2 x float> %93, %104
  store <2 x float> %105, ptr addrspace(3) %92, align 8, !tbaa !31
  %106 = fsub <2 x float> %93, %104
  store <2 x float> %106, ptr addrspace(3) %94, align 8, !tbaa !31
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %107 = srem i32 %4, 16
  %108 = sub nsw i32 %4, %107
  %109 = sitofp i32 %107 to float
  %110 = fmul float %109, 0xC00921FB60000000
  %111 = fmul float %110, 6.250000e-02
  %112 = tail call float @_Z10native_cosf(float noundef %111) #9
  %113 = tail call float @_Z10native_sinf(float noundef %111) #9
  %114 = shl i32 %108, 4
  %115 = getelementptr i8, ptr addrspace(3) %1, i32 %114
  %116 = getelementptr <2 x float>, ptr addrspace(3) %115, i32 %107
  %117 = load <2 x float>, ptr addrspace(3) %116, align 8, !tbaa !31
  %118 = getelementptr i8, ptr addrspace(3) %116, i32 128
  %119 = load <2 x float>, ptr addrspace(3) %118, align 8, !tbaa !31
  %120 = extractelement <2 x float> %119, i64 1
  %121 = fneg float %120
  %122 = insertelement <2 x float> poison, float %113, i64 0
  %123 = insertelement <2 x float> %122, float %112, i64 1
  %124 = insertelement <2 x float> %119, float %121, i64 0
  %125 = fmul <2 x float> %123, %124
  %126 = shufflevector <2 x float> %119, <2 x float> poison, <2 x i32> zeroinitializer
  %127 = shufflevector <2 x float> %123, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %128 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %126, <2 x float> %127, <2 x float> %125)
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %129 = fadd <2 x float> %117, %128
  store <2 x float> %129, ptr addrspace(3) %116, align 8, !tbaa !31
  %130 = fsub <2 x float> %117, %128
  store <2 x float> %130, ptr addrspace(3) %118, align 8, !tbaa !31
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %131 = srem i32 %4, 32
  %132 = sub nsw i32 %4, %131
  %133 = sitofp i32 %131 to float
  %134 = fmul float %133, 0xC00921FB60000000
  %135 = fmul float %134, 3.125000e-02
  %136 = tail call float @_Z10native_cosf(float noundef %135) #9
  %137 = tail call float @_Z10native_sinf(float noundef %135) #9
  %138 = shl i32 %132, 4
  %139 = getelementptr i8, ptr addrspace(3) %1, i32 %138
  %140 = getelementptr <2 x float>, ptr addrspace(3) %139, i32 %131
  %141 = load <2 x float>, ptr addrspace(3) %140, align 8, !tbaa !31
  %142 = getelementptr i8, ptr addrspace(3) %140, i32 256
  %143 = load <2 x float>, ptr addrspace(3) %142, align 8, !tbaa !31
  %144 = extractelement <2 x float> %143, i64 1
  %145 = fneg float %144
  %146 = insertelement <2 x float> poison, float %137, i64 0
  %147 = insertelement <2 x float> %146, float %136, i64 1
  %148 = insertelement <2 x float> %143, float %145, i64 0
  %149 = fmul <2 x float> %147, %148
  %150 = shufflevector <2 x float> %143, <2 x float> poison, <2 x i32> zeroinitializer
  %151 = shufflevector <2 x float> %147, <2 x float> poison, <2 x i32> <i32 1, i32 0>
  %152 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %150, <2 x float> %151, <2 x float> %149)
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %153 = fadd <2 x float> %141, %152
  store <2 x float> %153, ptr addrspace(3) %140, align 8, !tbaa !31
  %154 = fsub <2 x float> %141, %152
  store <2 x float> %154, ptr addrspace(3) %142, align 8, !tbaa !31
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %155 = load <2 x float>, ptr addrspace(3) %13, align 8, !tbaa !31
  %156 = add nsw i32 %7, %4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds <2 x float>, ptr addrspace(1) %0, i64 %157
  store <2 x float> %155, ptr addrspace(1) %158, align 8, !tbaa !31
  %159 = load <2 x float>, ptr addrspace(3) %20, align 8, !tbaa !31
  %160 = getelementptr i8, ptr addrspace(1) %158, i64 256
  store <2 x float> %159, ptr addrspace(1) %160, align 8, !tbaa !31
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i6 @llvm.bitreverse.i6(i6) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
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
!13 = !{}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !11, i64 0}
!16 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 3, i32 0}
!17 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!18 = !{!"float*", !"int*", !"int*", !"float*", !"float*", !"float*", !"int"}
!19 = !{!"const", !"const", !"const", !"const", !"", !"volatile", !""}
!20 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!21 = !{!"float*", !"float*", !"float", !"float", !"int", !"int", !"int"}
!22 = !{!"const", !"", !"", !"", !"", !"", !""}
!23 = !{i32 1, i32 0, i32 1, i32 0, i32 1, i32 0, i32 0, i32 0, i32 0}
!24 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!25 = !{!"float*", !"int", !"float*", !"int", !"float*", !"int", !"int", !"float", !"float"}
!26 = !{!"const", !"", !"const", !"", !"", !"", !"", !"", !""}
!27 = !{i32 1, i32 1, i32 3, i32 0, i32 0}
!28 = !{!"none", !"none", !"none", !"none", !"none"}
!29 = !{!"uint*", !"uchar*", !"uint*", !"int", !"int"}
!30 = !{!"const", !"", !"", !"", !""}
!31 = !{!11, !11, i64 0}
!32 = !{i32 0, i32 0, i32 1, i32 1, i32 1, i32 1, i32 1, i32 2}
!33 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!34 = !{!"int", !"int", !"float*", !"float*", !"float*", !"float*", !"float*", !"kvalue_t*"}
!35 = !{!"", !"", !"const", !"const", !"const", !"", !"", !"const"}
!36 = !{i32 1, i32 0, i32 2, i32 0, i32 1, i32 3}
!37 = !{!"float4*", !"int", !"float*", !"int", !"uint*", !"uint*"}
!38 = !{!"float __attribute__((ext_vector_type(4)))*", !"int", !"float*", !"int", !"uint*", !"uint*"}
!39 = !{!"const", !"", !"const", !"", !"", !""}
!40 = !{i32 1, i32 1, i32 1, i32 3, i32 0}
!41 = !{!"float*", !"float*", !"float*", !"float*", !"int"}
!42 = !{i32 1, i32 1, i32 3, i32 0}
!43 = !{!"none", !"none", !"none", !"none"}
!44 = !{!"float*", !"float*", !"float*", !"int"}
!45 = !{!"const", !"", !"volatile", !""}
!46 = !{i32 1, i32 3, i32 3, i32 0}
!47 = !{!"uint*", !"uint*", !"uint*", !"int"}
!48 = !{!"", !"", !"", !""}
!49 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!50 = !{!"float4*", !"float4*", !"int*", !"int", !"int", !"float", !"float", !"float"}
!51 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int*", !"int", !"int", !"float", !"float", !"float"}
!52 = !{!"", !"const", !"const", !"", !"", !"", !"", !""}
!53 = !{float 2.500000e+00}
!54 = !{i32 1, i32 0, i32 0}
!55 = !{!"none", !"none", !"none"}
!56 = !{!"float2*", !"int", !"int"}
!57 = !{!"float __attribute__((ext_vector_type(2)))*", !"int", !"int"}
!58 = !{!"", !"", !""}
!59 = !{i32 1, i32 3}
!60 = !{!"none", !"none"}
!61 = !{!"float2*", !"float2*"}
!62 = !{!"float __attribute__((ext_vector_type(2)))*", !"float __attribute__((ext_vector_type(2)))*"}
!63 = !{!"", !""}
