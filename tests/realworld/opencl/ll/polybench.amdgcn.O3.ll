source_filename = "src/polybench.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

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
define protected amdgpu_kernel void @pb_gemm(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, float noundef %3, float noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #9
  %12 = trunc i64 %11 to i32
  %13 = icmp slt i32 %12, %5
  %14 = icmp slt i32 %10, %6
  %15 = select i1 %13, i1 %14, i1 false
  br i1 %15, label %16, label %44

16:                                               ; preds = %8
  %17 = mul nsw i32 %12, %6
  %18 = add nsw i32 %17, %10
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !9, !amdgpu.noclobber !13
  %22 = fmul float %21, %4
  %23 = icmp sgt i32 %7, 0
  br i1 %23, label %24, label %26

24:                                               ; preds = %16
  %25 = mul nsw i32 %12, %7
  br label %28

26:                                               ; preds = %28, %16
  %27 = phi float [ %22, %16 ], [ %41, %28 ]
  store float %27, ptr addrspace(1) %20, align 4, !tbaa !9
  br label %44

28:                                               ; preds = %24, %28
  %29 = phi i32 [ 0, %24 ], [ %42, %28 ]
  %30 = phi float [ %22, %24 ], [ %41, %28 ]
  %31 = add nsw i32 %29, %25
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !9, !amdgpu.noclobber !13
  %35 = fmul float %34, %3
  %36 = mul nsw i32 %29, %6
  %37 = add nsw i32 %36, %10
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !9, !amdgpu.noclobber !13
  %41 = tail call float @llvm.fmuladd.f32(float %35, float %40, float %30)
  %42 = add nuw nsw i32 %29, 1
  %43 = icmp eq i32 %42, %7
  br i1 %43, label %26, label %28

44:                                               ; preds = %26, %8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_2mm_1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #9
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
  store float %21, ptr addrspace(1) %25, align 4, !tbaa !9
  br label %41

26:                                               ; preds = %17, %26
  %27 = phi i32 [ 0, %17 ], [ %39, %26 ]
  %28 = phi float [ 0.000000e+00, %17 ], [ %38, %26 ]
  %29 = add nsw i32 %27, %18
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !9, !amdgpu.noclobber !13
  %33 = mul nsw i32 %27, %5
  %34 = add nsw i32 %33, %9
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !9, !amdgpu.noclobber !13
  %38 = tail call float @llvm.fma.f32(float noundef %32, float noundef %37, float noundef %28) #9
  %39 = add nuw nsw i32 %27, 1
  %40 = icmp eq i32 %39, %6
  br i1 %40, label %19, label %26

41:                                               ; preds = %7, %19
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_2mm_2(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #9
  %11 = trunc i64 %10 to i32
  %12 = icmp slt i32 %11, %4
  %13 = icmp slt i32 %9, %6
  %14 = select i1 %12, i1 %13, i1 false
  br i1 %14, label %15, label %42

15:                                               ; preds = %7
  %16 = mul nsw i32 %11, %6
  %17 = add nsw i32 %16, %9
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !9, !amdgpu.noclobber !13
  %21 = fmul float %20, %3
  %22 = icmp sgt i32 %5, 0
  br i1 %22, label %23, label %25

23:                                               ; preds = %15
  %24 = mul nsw i32 %11, %5
  br label %27

25:                                               ; preds = %27, %15
  %26 = phi float [ %21, %15 ], [ %39, %27 ]
  store float %26, ptr addrspace(1) %19, align 4, !tbaa !9
  br label %42

27:                                               ; preds = %23, %27
  %28 = phi i32 [ 0, %23 ], [ %40, %27 ]
  %29 = phi float [ %21, %23 ], [ %39, %27 ]
  %30 = add nsw i32 %28, %24
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !9, !amdgpu.noclobber !13
  %34 = mul nsw i32 %28, %6
  %35 = add nsw i32 %34, %9
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !9, !amdgpu.noclobber !13
  %39 = tail call float @llvm.fmuladd.f32(float %33, float %38, float %29)
  %40 = add nuw nsw i32 %28, 1
  %41 = icmp eq i32 %40, %5
  br i1 %41, label %25, label %27

42:                                               ; preds = %7, %25
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_atax_1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %3
  br i1 %8, label %9, label %31

9:                                                ; preds = %5
  %10 = icmp sgt i32 %4, 0
  br i1 %10, label %11, label %13

11:                                               ; preds = %9
  %12 = mul nsw i32 %7, %4
  br label %18

13:                                               ; preds = %18, %9
  %14 = phi float [ 0.000000e+00, %9 ], [ %28, %18 ]
  %15 = shl i64 %6, 32
  %16 = ashr exact i64 %15, 30
  %17 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %16
  store float %14, ptr addrspace(1) %17, align 4, !tbaa !9
  br label %31

18:                                               ; preds = %11, %18
  %19 = phi i32 [ 0, %11 ], [ %29, %18 ]
  %20 = phi float [ 0.000000e+00, %11 ], [ %28, %18 ]
  %21 = add nsw i32 %19, %12
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !9, !amdgpu.noclobber !13
  %25 = zext nneg i32 %19 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !9, !amdgpu.noclobber !13
  %28 = tail call float @llvm.fmuladd.f32(float %24, float %27, float %20)
  %29 = add nuw nsw i32 %19, 1
  %30 = icmp eq i32 %29, %4
  br i1 %30, label %13, label %18

31:                                               ; preds = %13, %5
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_atax_2(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %4
  br i1 %8, label %9, label %30

9:                                                ; preds = %5
  %10 = icmp sgt i32 %3, 0
  br i1 %10, label %16, label %11

11:                                               ; preds = %16, %9
  %12 = phi float [ 0.000000e+00, %9 ], [ %27, %16 ]
  %13 = shl i64 %6, 32
  %14 = ashr exact i64 %13, 30
  %15 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %14
  store float %12, ptr addrspace(1) %15, align 4, !tbaa !9
  br label %30

16:                                               ; preds = %9, %16
  %17 = phi i32 [ %28, %16 ], [ 0, %9 ]
  %18 = phi float [ %27, %16 ], [ 0.000000e+00, %9 ]
  %19 = mul nsw i32 %17, %4
  %20 = add nsw i32 %19, %7
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !9, !amdgpu.noclobber !13
  %24 = zext nneg i32 %17 to i64
  %25 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !9, !amdgpu.noclobber !13
  %27 = tail call float @llvm.fmuladd.f32(float %23, float %26, float %18)
  %28 = add nuw nsw i32 %17, 1
  %29 = icmp eq i32 %28, %3
  br i1 %29, label %11, label %16

30:                                               ; preds = %11, %5
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(write, argmem: readwrite, inaccessiblemem: none)
define protected amdgpu_kernel void @pb_bicg(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #4 !kernel_arg_addr_space !22 !kernel_arg_access_qual !15 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #9
  %11 = and i64 %10, 4294967295
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %13, label %32

13:                                               ; preds = %7
  %14 = icmp slt i32 %9, %5
  br i1 %14, label %15, label %56

15:                                               ; preds = %13
  %16 = icmp sgt i32 %6, 0
  br i1 %16, label %17, label %50

17:                                               ; preds = %15
  %18 = mul nsw i32 %9, %6
  br label %19

19:                                               ; preds = %17, %19
  %20 = phi i32 [ 0, %17 ], [ %30, %19 ]
  %21 = phi float [ 0.000000e+00, %17 ], [ %29, %19 ]
  %22 = add nsw i32 %20, %18
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !9, !amdgpu.noclobber !13
  %26 = zext nneg i32 %20 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !9, !amdgpu.noclobber !13
  %29 = tail call float @llvm.fmuladd.f32(float %25, float %28, float %21)
  %30 = add nuw nsw i32 %20, 1
  %31 = icmp eq i32 %30, %6
  br i1 %31, label %50, label %19

32:                                               ; preds = %7
  %33 = icmp slt i32 %9, %6
  br i1 %33, label %34, label %56

34:                                               ; preds = %32
  %35 = icmp sgt i32 %5, 0
  br i1 %35, label %36, label %50

36:                                               ; preds = %34, %36
  %37 = phi i32 [ %48, %36 ], [ 0, %34 ]
  %38 = phi float [ %47, %36 ], [ 0.000000e+00, %34 ]
  %39 = zext nneg i32 %37 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !9, !amdgpu.noclobber !13
  %42 = mul nsw i32 %37, %6
  %43 = add nsw i32 %42, %9
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !9, !amdgpu.noclobber !13
  %47 = tail call float @llvm.fmuladd.f32(float %41, float %46, float %38)
  %48 = add nuw nsw i32 %37, 1
  %49 = icmp eq i32 %48, %5
  br i1 %49, label %50, label %36

50:                                               ; preds = %36, %19, %34, %15
  %51 = phi ptr addrspace(1) [ %3, %15 ], [ %4, %34 ], [ %3, %19 ], [ %4, %36 ]
  %52 = phi float [ 0.000000e+00, %15 ], [ 0.000000e+00, %34 ], [ %29, %19 ], [ %47, %36 ]
  %53 = shl i64 %8, 32
  %54 = ashr exact i64 %53, 30
  %55 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 %54
  store float %52, ptr addrspace(1) %55, align 4, !tbaa !9
  br label %56

56:                                               ; preds = %50, %32, %13
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_mvt(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef readonly align 4 %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %5
  br i1 %9, label %10, label %50

10:                                               ; preds = %6
  %11 = shl i64 %7, 32
  %12 = ashr exact i64 %11, 32
  %13 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !9, !amdgpu.noclobber !13
  %15 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %12
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !9, !amdgpu.noclobber !13
  %17 = icmp sgt i32 %5, 0
  %18 = insertelement <2 x float> poison, float %14, i64 0
  %19 = insertelement <2 x float> %18, float %16, i64 1
  br i1 %17, label %20, label %22

20:                                               ; preds = %10
  %21 = mul nsw i32 %8, %5
  br label %26

22:                                               ; preds = %26, %10
  %23 = phi <2 x float> [ %19, %10 ], [ %47, %26 ]
  %24 = extractelement <2 x float> %23, i64 0
  store float %24, ptr addrspace(1) %13, align 4, !tbaa !9
  %25 = extractelement <2 x float> %23, i64 1
  store float %25, ptr addrspace(1) %15, align 4, !tbaa !9
  br label %50

26:                                               ; preds = %20, %26
  %27 = phi i32 [ 0, %20 ], [ %48, %26 ]
  %28 = phi <2 x float> [ %19, %20 ], [ %47, %26 ]
  %29 = add nsw i32 %27, %21
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !9, !amdgpu.noclobber !13
  %33 = zext nneg i32 %27 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !9, !amdgpu.noclobber !13
  %36 = mul nuw nsw i32 %27, %5
  %37 = add nsw i32 %36, %8
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !9, !amdgpu.noclobber !13
  %41 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %33
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !9, !amdgpu.noclobber !13
  %43 = insertelement <2 x float> poison, float %32, i64 0
  %44 = insertelement <2 x float> %43, float %40, i64 1
  %45 = insertelement <2 x float> poison, float %35, i64 0
  %46 = insertelement <2 x float> %45, float %42, i64 1
  %47 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %44, <2 x float> %46, <2 x float> %28)
  %48 = add nuw nsw i32 %27, 1
  %49 = icmp eq i32 %48, %5
  br i1 %49, label %22, label %26

50:                                               ; preds = %6, %22
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_syrk(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, float noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !29 !kernel_arg_access_qual !26 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #9
  %10 = trunc i64 %9 to i32
  %11 = icmp sge i32 %10, %4
  %12 = icmp sgt i32 %8, %10
  %13 = select i1 %11, i1 true, i1 %12
  br i1 %13, label %42, label %14

14:                                               ; preds = %6
  %15 = mul nsw i32 %10, %4
  %16 = add nsw i32 %15, %8
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !9, !amdgpu.noclobber !13
  %20 = fmul float %19, %3
  %21 = icmp sgt i32 %5, 0
  br i1 %21, label %22, label %25

22:                                               ; preds = %14
  %23 = mul nsw i32 %10, %5
  %24 = mul nsw i32 %8, %5
  br label %27

25:                                               ; preds = %27, %14
  %26 = phi float [ %20, %14 ], [ %39, %27 ]
  store float %26, ptr addrspace(1) %18, align 4, !tbaa !9
  br label %42

27:                                               ; preds = %22, %27
  %28 = phi i32 [ 0, %22 ], [ %40, %27 ]
  %29 = phi float [ %20, %22 ], [ %39, %27 ]
  %30 = add nsw i32 %28, %23
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !9, !amdgpu.noclobber !13
  %34 = fmul float %33, %2
  %35 = add nsw i32 %28, %24
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !9, !amdgpu.noclobber !13
  %39 = tail call float @llvm.fmuladd.f32(float %34, float %38, float %29)
  %40 = add nuw nsw i32 %28, 1
  %41 = icmp eq i32 %40, %5
  br i1 %41, label %25, label %27

42:                                               ; preds = %25, %6
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_cov_mean(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, float noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !32 !kernel_arg_access_qual !19 !kernel_arg_type !33 !kernel_arg_base_type !33 !kernel_arg_type_qual !34 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %3
  br i1 %8, label %9, label %28

9:                                                ; preds = %5
  %10 = icmp sgt i32 %4, 0
  br i1 %10, label %17, label %11

11:                                               ; preds = %17, %9
  %12 = phi float [ 0.000000e+00, %9 ], [ %25, %17 ]
  %13 = fdiv float %12, %2, !fpmath !35
  %14 = shl i64 %6, 32
  %15 = ashr exact i64 %14, 30
  %16 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %15
  store float %13, ptr addrspace(1) %16, align 4, !tbaa !9
  br label %28

17:                                               ; preds = %9, %17
  %18 = phi i32 [ %26, %17 ], [ 0, %9 ]
  %19 = phi float [ %25, %17 ], [ 0.000000e+00, %9 ]
  %20 = mul nsw i32 %18, %3
  %21 = add nsw i32 %20, %7
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !9, !amdgpu.noclobber !13
  %25 = fadd float %19, %24
  %26 = add nuw nsw i32 %18, 1
  %27 = icmp eq i32 %26, %4
  br i1 %27, label %11, label %17

28:                                               ; preds = %11, %5
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_cov(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !36 !kernel_arg_access_qual !37 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %6 = trunc i64 %5 to i32
  %7 = icmp slt i32 %6, %2
  br i1 %7, label %8, label %39

8:                                                ; preds = %4
  %9 = icmp sgt i32 %3, 0
  %10 = mul nsw i32 %6, %2
  br label %11

11:                                               ; preds = %8, %13
  %12 = phi i32 [ %6, %8 ], [ %22, %13 ]
  br i1 %9, label %24, label %13

13:                                               ; preds = %24, %11
  %14 = phi float [ 0.000000e+00, %11 ], [ %36, %24 ]
  %15 = add nsw i32 %12, %10
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %16
  store float %14, ptr addrspace(1) %17, align 4, !tbaa !9
  %18 = mul nsw i32 %12, %2
  %19 = add nsw i32 %18, %6
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %20
  store float %14, ptr addrspace(1) %21, align 4, !tbaa !9
  %22 = add nsw i32 %12, 1
  %23 = icmp slt i32 %22, %2
  br i1 %23, label %11, label %39

24:                                               ; preds = %11, %24
  %25 = phi i32 [ %37, %24 ], [ 0, %11 ]
  %26 = phi float [ %36, %24 ], [ 0.000000e+00, %11 ]
  %27 = mul nsw i32 %25, %2
  %28 = add nsw i32 %27, %6
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !9
  %32 = add nsw i32 %27, %12
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !9
  %36 = tail call float @llvm.fmuladd.f32(float %31, float %35, float %26)
  %37 = add nuw nsw i32 %25, 1
  %38 = icmp eq i32 %37, %3
  br i1 %38, label %13, label %24

39:                                               ; preds = %13, %4
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_corr_std(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, float noundef %3, float noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !41 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %9, %5
  br i1 %10, label %11, label %37

11:                                               ; preds = %7
  %12 = icmp sgt i32 %6, 0
  %13 = shl i64 %8, 32
  %14 = ashr exact i64 %13, 30
  br i1 %12, label %15, label %18

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %14
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !9, !amdgpu.noclobber !13
  br label %25

18:                                               ; preds = %25, %11
  %19 = phi float [ 0.000000e+00, %11 ], [ %34, %25 ]
  %20 = fdiv float %19, %3, !fpmath !35
  %21 = tail call float @llvm.sqrt.f32(float noundef %20) #9, !fpmath !42
  %22 = fcmp ole float %21, %4
  %23 = select i1 %22, float 1.000000e+00, float %21
  %24 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %14
  store float %23, ptr addrspace(1) %24, align 4, !tbaa !9
  br label %37

25:                                               ; preds = %15, %25
  %26 = phi float [ 0.000000e+00, %15 ], [ %34, %25 ]
  %27 = phi i32 [ 0, %15 ], [ %35, %25 ]
  %28 = mul nsw i32 %27, %5
  %29 = add nsw i32 %28, %9
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !9, !amdgpu.noclobber !13
  %33 = fsub float %32, %17
  %34 = tail call float @llvm.fmuladd.f32(float %33, float %33, float %26)
  %35 = add nuw nsw i32 %27, 1
  %36 = icmp eq i32 %35, %6
  br i1 %36, label %18, label %25

37:                                               ; preds = %18, %7
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @pb_gramschmidt_norm(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #5 !kernel_arg_addr_space !43 !kernel_arg_access_qual !15 !kernel_arg_type !44 !kernel_arg_base_type !44 !kernel_arg_type_qual !45 {
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #9
  %11 = trunc i64 %10 to i32
  %12 = icmp slt i32 %9, %5
  br i1 %12, label %17, label %13

13:                                               ; preds = %17, %7
  %14 = phi float [ 0.000000e+00, %7 ], [ %25, %17 ]
  %15 = getelementptr float, ptr addrspace(3) %3, i32 %9
  store float %14, ptr addrspace(3) %15, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %16 = icmp sgt i32 %11, 1
  br i1 %16, label %32, label %28

17:                                               ; preds = %7, %17
  %18 = phi float [ %25, %17 ], [ 0.000000e+00, %7 ]
  %19 = phi i32 [ %26, %17 ], [ %9, %7 ]
  %20 = mul nsw i32 %19, %6
  %21 = add nsw i32 %20, %4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !9, !amdgpu.noclobber !13
  %25 = tail call float @llvm.fmuladd.f32(float %24, float %24, float %18)
  %26 = add nsw i32 %19, %11
  %27 = icmp slt i32 %26, %5
  br i1 %27, label %17, label %13

28:                                               ; preds = %41, %13
  %29 = load float, ptr addrspace(3) %3, align 4, !tbaa !9
  %30 = tail call float @llvm.sqrt.f32(float noundef %29) #9, !fpmath !42
  %31 = icmp eq i32 %9, 0
  br i1 %31, label %43, label %48

32:                                               ; preds = %13, %41
  %33 = phi i32 [ %34, %41 ], [ %11, %13 ]
  %34 = lshr i32 %33, 1
  %35 = icmp sgt i32 %34, %9
  br i1 %35, label %36, label %41

36:                                               ; preds = %32
  %37 = getelementptr float, ptr addrspace(3) %15, i32 %34
  %38 = load float, ptr addrspace(3) %37, align 4, !tbaa !9
  %39 = load float, ptr addrspace(3) %15, align 4, !tbaa !9
  %40 = fadd float %38, %39
  store float %40, ptr addrspace(3) %15, align 4, !tbaa !9
  br label %41

41:                                               ; preds = %36, %32
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %42 = icmp ult i32 %33, 4
  br i1 %42, label %28, label %32

43:                                               ; preds = %28
  %44 = add i32 %6, 1
  %45 = mul i32 %44, %4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %46
  store float %30, ptr addrspace(1) %47, align 4, !tbaa !9
  br label %48

48:                                               ; preds = %43, %28
  br i1 %12, label %50, label %49

49:                                               ; preds = %50, %48
  ret void

50:                                               ; preds = %48, %50
  %51 = phi i32 [ %59, %50 ], [ %9, %48 ]
  %52 = mul nsw i32 %51, %6
  %53 = add nsw i32 %52, %4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4, !tbaa !9
  %57 = fdiv float %56, %30, !fpmath !35
  %58 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %54
  store float %57, ptr addrspace(1) %58, align 4, !tbaa !9
  %59 = add nsw i32 %51, %11
  %60 = icmp slt i32 %59, %5
  br i1 %60, label %50, label %49
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_lu_step(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #7 !kernel_arg_addr_space !46 !kernel_arg_access_qual !47 !kernel_arg_type !48 !kernel_arg_base_type !48 !kernel_arg_type_qual !49 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %5 = trunc i64 %4 to i32
  %6 = add i32 %1, 1
  %7 = add i32 %6, %5
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #9
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
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !9, !amdgpu.noclobber !13
  %20 = mul nsw i32 %2, %1
  %21 = add nsw i32 %7, %20
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !9, !amdgpu.noclobber !13
  %25 = fmul float %19, %24
  %26 = add nsw i32 %20, %1
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !9, !amdgpu.noclobber !13
  %30 = fdiv float %25, %29, !fpmath !35
  %31 = add nsw i32 %15, %7
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !9, !amdgpu.noclobber !13
  %35 = fsub float %34, %30
  store float %35, ptr addrspace(1) %33, align 4, !tbaa !9
  br label %36

36:                                               ; preds = %14, %3
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @pb_jacobi1d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #5 !kernel_arg_addr_space !50 !kernel_arg_access_qual !37 !kernel_arg_type !51 !kernel_arg_base_type !51 !kernel_arg_type_qual !52 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #9
  %10 = trunc i64 %9 to i32
  %11 = icmp slt i32 %6, %3
  br i1 %11, label %12, label %17

12:                                               ; preds = %4
  %13 = shl i64 %5, 32
  %14 = ashr exact i64 %13, 30
  %15 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !9, !amdgpu.noclobber !13
  br label %17

17:                                               ; preds = %4, %12
  %18 = phi float [ %16, %12 ], [ 0.000000e+00, %4 ]
  %19 = getelementptr float, ptr addrspace(3) %2, i32 %8
  %20 = getelementptr i8, ptr addrspace(3) %19, i32 4
  store float %18, ptr addrspace(3) %20, align 4, !tbaa !9
  %21 = icmp eq i32 %8, 0
  br i1 %21, label %22, label %31

22:                                               ; preds = %17
  %23 = icmp sgt i32 %6, 0
  br i1 %23, label %24, label %29

24:                                               ; preds = %22
  %25 = add i64 %5, 4294967295
  %26 = and i64 %25, 4294967295
  %27 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !9, !amdgpu.noclobber !13
  br label %29

29:                                               ; preds = %22, %24
  %30 = phi float [ %28, %24 ], [ 0.000000e+00, %22 ]
  store float %30, ptr addrspace(3) %2, align 4, !tbaa !9
  br label %31

31:                                               ; preds = %29, %17
  %32 = add nsw i32 %10, -1
  %33 = icmp eq i32 %32, %8
  br i1 %33, label %34, label %45

34:                                               ; preds = %31
  %35 = add nsw i32 %6, 1
  %36 = icmp slt i32 %35, %3
  br i1 %36, label %37, label %41

37:                                               ; preds = %34
  %38 = sext i32 %35 to i64
  %39 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !9, !amdgpu.noclobber !13
  br label %41

41:                                               ; preds = %34, %37
  %42 = phi float [ %40, %37 ], [ 0.000000e+00, %34 ]
  %43 = getelementptr float, ptr addrspace(3) %2, i32 %10
  %44 = getelementptr i8, ptr addrspace(3) %43, i32 4
  store float %42, ptr addrspace(3) %44, align 4, !tbaa !9
  br label %45

45:                                               ; preds = %41, %31
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %46 = icmp sgt i32 %6, 0
  %47 = add nsw i32 %3, -1
  %48 = icmp sgt i32 %47, %6
  %49 = select i1 %46, i1 %48, i1 false
  br i1 %49, label %50, label %61

50:                                               ; preds = %45
  %51 = load <2 x float>, ptr addrspace(3) %19, align 4, !tbaa !9
  %52 = shufflevector <2 x float> %51, <2 x float> poison, <2 x i32> <i32 1, i32 poison>
  %53 = fadd <2 x float> %51, %52
  %54 = extractelement <2 x float> %53, i64 0
  %55 = getelementptr i8, ptr addrspace(3) %19, i32 8
  %56 = load float, ptr addrspace(3) %55, align 4, !tbaa !9
  %57 = fadd float %54, %56
  %58 = fmul float %57, 0x3FD5554760000000
  %59 = and i64 %5, 2147483647
  %60 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %59
  store float %58, ptr addrspace(1) %60, align 4, !tbaa !9
  br label %61

61:                                               ; preds = %50, %45
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @pb_jacobi2d_tile(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #5 !kernel_arg_addr_space !53 !kernel_arg_access_qual !37 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !54 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #9
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #9
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #9
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z14get_local_sizej(i32 noundef 1) #9
  %12 = trunc i64 %11 to i32
  %13 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #9
  %14 = add i64 %9, 4294967294
  %15 = mul i64 %13, %14
  %16 = add i64 %15, %5
  %17 = trunc i64 %16 to i32
  %18 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #9
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
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !9, !amdgpu.noclobber !13
  br label %32

32:                                               ; preds = %4, %26
  %33 = phi float [ %31, %26 ], [ 0.000000e+00, %4 ]
  %34 = mul nsw i32 %10, %8
  %35 = getelementptr float, ptr addrspace(3) %1, i32 %34
  %36 = getelementptr float, ptr addrspace(3) %35, i32 %6
  store float %33, ptr addrspace(3) %36, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %37 = icmp sgt i32 %3, 0
  br i1 %37, label %41, label %38

38:                                               ; preds = %32
  %39 = add nsw i32 %10, -1
  %40 = add nsw i32 %12, -1
  br label %63

41:                                               ; preds = %32
  %42 = icmp sgt i32 %6, 0
  %43 = icmp sgt i32 %8, 0
  %44 = select i1 %42, i1 %43, i1 false
  %45 = add nsw i32 %10, -1
  %46 = icmp sgt i32 %45, %6
  %47 = select i1 %44, i1 %46, i1 false
  %48 = add nsw i32 %12, -1
  %49 = icmp sgt i32 %48, %8
  %50 = select i1 %47, i1 %49, i1 false
  %51 = getelementptr i8, ptr addrspace(3) %36, i32 -4
  %52 = getelementptr i8, ptr addrspace(3) %36, i32 4
  %53 = add i64 %7, 4294967295
  %54 = mul i64 %53, %9
  %55 = add i64 %54, %5
  %56 = trunc i64 %55 to i32
  %57 = getelementptr inbounds float, ptr addrspace(3) %1, i32 %56
  %58 = add nuw nsw i64 %7, 1
  %59 = mul i64 %58, %9
  %60 = add i64 %59, %5
  %61 = trunc i64 %60 to i32
  %62 = getelementptr inbounds float, ptr addrspace(3) %1, i32 %61
  br label %74

63:                                               ; preds = %87, %38
  %64 = phi i32 [ %40, %38 ], [ %48, %87 ]
  %65 = phi i32 [ %39, %38 ], [ %45, %87 ]
  %66 = icmp sgt i32 %6, 0
  %67 = and i1 %66, %25
  %68 = icmp sgt i32 %8, 0
  %69 = select i1 %67, i1 %68, i1 false
  %70 = icmp sgt i32 %65, %6
  %71 = select i1 %69, i1 %70, i1 false
  %72 = icmp sgt i32 %64, %8
  %73 = select i1 %71, i1 %72, i1 false
  br i1 %73, label %91, label %97

74:                                               ; preds = %41, %87
  %75 = phi i32 [ 0, %41 ], [ %89, %87 ]
  %76 = load float, ptr addrspace(3) %36, align 4, !tbaa !9
  br i1 %50, label %77, label %87

77:                                               ; preds = %74
  %78 = load float, ptr addrspace(3) %51, align 4, !tbaa !9
  %79 = fadd float %76, %78
  %80 = load float, ptr addrspace(3) %52, align 4, !tbaa !9
  %81 = fadd float %79, %80
  %82 = load float, ptr addrspace(3) %57, align 4, !tbaa !9
  %83 = fadd float %81, %82
  %84 = load float, ptr addrspace(3) %62, align 4, !tbaa !9
  %85 = fadd float %83, %84
  %86 = fmul float %85, 0x3FC99999A0000000
  br label %87

87:                                               ; preds = %77, %74
  %88 = phi float [ %86, %77 ], [ %76, %74 ]
  tail call void @_Z7barrierj(i32 noundef 1) #10
  store float %88, ptr addrspace(3) %36, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #10
  %89 = add nuw nsw i32 %75, 1
  %90 = icmp eq i32 %89, %3
  br i1 %90, label %63, label %74

91:                                               ; preds = %63
  %92 = mul nsw i32 %22, %2
  %93 = add nsw i32 %92, %17
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %94
  %96 = load float, ptr addrspace(3) %36, align 4, !tbaa !9
  store float %96, ptr addrspace(1) %95, align 4, !tbaa !9
  br label %97

97:                                               ; preds = %91, %63
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_fdtd2d(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #7 !kernel_arg_addr_space !55 !kernel_arg_access_qual !6 !kernel_arg_type !56 !kernel_arg_base_type !56 !kernel_arg_type_qual !57 {
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #9
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
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !9, !amdgpu.noclobber !13
  %23 = shl i64 %9, 32
  %24 = ashr exact i64 %23, 30
  %25 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %24
  store float %22, ptr addrspace(1) %25, align 4, !tbaa !9
  br label %90

26:                                               ; preds = %17
  %27 = mul nsw i32 %12, %6
  %28 = add nsw i32 %27, %10
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !9, !amdgpu.noclobber !13
  %32 = add nsw i32 %12, -1
  %33 = mul nsw i32 %32, %6
  %34 = add nsw i32 %33, %10
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !9, !amdgpu.noclobber !13
  %38 = fsub float %31, %37
  %39 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %29
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !9, !amdgpu.noclobber !13
  %41 = tail call float @llvm.fmuladd.f32(float %38, float -5.000000e-01, float %40)
  store float %41, ptr addrspace(1) %39, align 4, !tbaa !9
  br label %90

42:                                               ; preds = %16
  %43 = icmp sgt i32 %10, 0
  br i1 %43, label %44, label %90

44:                                               ; preds = %42
  %45 = mul nsw i32 %12, %6
  %46 = add nsw i32 %45, %10
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %47
  %49 = load float, ptr addrspace(1) %48, align 4, !tbaa !9, !amdgpu.noclobber !13
  %50 = add nsw i32 %10, -1
  %51 = add nsw i32 %50, %45
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !9, !amdgpu.noclobber !13
  %55 = fsub float %49, %54
  %56 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %47
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !9, !amdgpu.noclobber !13
  %58 = tail call float @llvm.fmuladd.f32(float %55, float -5.000000e-01, float %57)
  store float %58, ptr addrspace(1) %56, align 4, !tbaa !9
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
  %71 = load float, ptr addrspace(1) %70, align 4, !tbaa !9, !amdgpu.noclobber !13
  %72 = add nsw i32 %66, %10
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %73
  %75 = load float, ptr addrspace(1) %74, align 4, !tbaa !9, !amdgpu.noclobber !13
  %76 = fsub float %71, %75
  %77 = add nsw i32 %12, 1
  %78 = mul nsw i32 %77, %6
  %79 = add nsw i32 %78, %10
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %80
  %82 = load float, ptr addrspace(1) %81, align 4, !tbaa !9, !amdgpu.noclobber !13
  %83 = fadd float %76, %82
  %84 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %73
  %85 = load float, ptr addrspace(1) %84, align 4, !tbaa !9, !amdgpu.noclobber !13
  %86 = fsub float %83, %85
  %87 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %73
  %88 = load float, ptr addrspace(1) %87, align 4, !tbaa !9, !amdgpu.noclobber !13
  %89 = tail call float @llvm.fmuladd.f32(float %86, float 0xBFE6666660000000, float %88)
  store float %89, ptr addrspace(1) %87, align 4, !tbaa !9
  br label %90

90:                                               ; preds = %26, %19, %44, %42, %65, %59, %8
  ret void
}

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_conv2d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #7 !kernel_arg_addr_space !36 !kernel_arg_access_qual !37 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !52 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #9
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
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !9, !amdgpu.noclobber !13
  %26 = tail call float @llvm.fmuladd.f32(float %25, float 0x3FC99999A0000000, float 0.000000e+00)
  %27 = sext i32 %21 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !9, !amdgpu.noclobber !13
  %30 = tail call float @llvm.fmuladd.f32(float %29, float 5.000000e-01, float %26)
  %31 = add i32 %21, 1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !9, !amdgpu.noclobber !13
  %35 = tail call float @llvm.fmuladd.f32(float %34, float 0xBFE99999A0000000, float %30)
  %36 = mul nsw i32 %8, %3
  %37 = add i32 %36, %6
  %38 = add i32 %37, -1
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !9, !amdgpu.noclobber !13
  %42 = tail call float @llvm.fmuladd.f32(float %41, float 0xBFD3333340000000, float %35)
  %43 = sext i32 %37 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !9, !amdgpu.noclobber !13
  %46 = tail call float @llvm.fmuladd.f32(float %45, float 0x3FE3333340000000, float %42)
  %47 = add i32 %37, 1
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %48
  %50 = load float, ptr addrspace(1) %49, align 4, !tbaa !9, !amdgpu.noclobber !13
  %51 = tail call float @llvm.fmuladd.f32(float %50, float 0xBFECCCCCC0000000, float %46)
  %52 = add nuw nsw i32 %8, 1
  %53 = mul nsw i32 %52, %3
  %54 = add i32 %53, %6
  %55 = add i32 %54, -1
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4, !tbaa !9, !amdgpu.noclobber !13
  %59 = tail call float @llvm.fmuladd.f32(float %58, float 0x3FD99999A0000000, float %51)
  %60 = sext i32 %54 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !9, !amdgpu.noclobber !13
  %63 = tail call float @llvm.fmuladd.f32(float %62, float 0x3FE6666660000000, float %59)
  %64 = add i32 %54, 1
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4, !tbaa !9, !amdgpu.noclobber !13
  %68 = tail call float @llvm.fmuladd.f32(float %67, float 0x3FB99999A0000000, float %63)
  %69 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %43
  store float %68, ptr addrspace(1) %69, align 4, !tbaa !9
  br label %70

70:                                               ; preds = %18, %4
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_conv3d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !32 !kernel_arg_access_qual !19 !kernel_arg_type !58 !kernel_arg_base_type !58 !kernel_arg_type_qual !59 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #9
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #9
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
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !9
  %39 = add nsw i32 %28, -1
  %40 = mul nsw i32 %39, %4
  %41 = add nsw i32 %40, %7
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %42
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !9
  %45 = fadd float %38, %44
  %46 = sext i32 %30 to i64
  %47 = getelementptr float, ptr addrspace(1) %22, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !9
  %49 = fadd float %45, %48
  %50 = tail call float @llvm.fmuladd.f32(float %49, float 0x3FD99999A0000000, float 0.000000e+00)
  %51 = sext i32 %30 to i64
  %52 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4, !tbaa !9
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
  %64 = load float, ptr addrspace(1) %63, align 4, !tbaa !9
  %65 = add nsw i32 %28, 1
  %66 = mul nsw i32 %65, %4
  %67 = add nsw i32 %66, %7
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %68
  %70 = load float, ptr addrspace(1) %69, align 4, !tbaa !9
  %71 = fadd float %64, %70
  %72 = sext i32 %30 to i64
  %73 = getelementptr float, ptr addrspace(1) %23, i64 %72
  %74 = load float, ptr addrspace(1) %73, align 4, !tbaa !9
  %75 = fadd float %71, %74
  %76 = tail call float @llvm.fmuladd.f32(float %75, float 0x3FE3333340000000, float %56)
  %77 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %51
  store float %76, ptr addrspace(1) %77, align 4, !tbaa !9
  %78 = icmp eq i32 %26, %24
  br i1 %78, label %79, label %25

79:                                               ; preds = %25, %11, %5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nofree norecurse nounwind memory(write, argmem: readwrite, inaccessiblemem: none) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { convergent nounwind willreturn memory(none) }
attributes #10 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"clang-19"}
!5 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!6 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!7 = !{!"float*", !"float*", !"float*", !"float", !"float", !"int", !"int", !"int"}
!8 = !{!"const", !"const", !"", !"", !"", !"", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{}
!14 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!16 = !{!"float*", !"float*", !"float*", !"float", !"int", !"int", !"int"}
!17 = !{!"const", !"const", !"", !"", !"", !"", !""}
!18 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!19 = !{!"none", !"none", !"none", !"none", !"none"}
!20 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!21 = !{!"const", !"const", !"", !"", !""}
!22 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0}
!23 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int", !"int"}
!24 = !{!"const", !"const", !"const", !"", !"", !"", !""}
!25 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!26 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!27 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!28 = !{!"const", !"", !"", !"const", !"const", !""}
!29 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!30 = !{!"float*", !"float*", !"float", !"float", !"int", !"int"}
!31 = !{!"const", !"", !"", !"", !"", !""}
!32 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!33 = !{!"float*", !"float*", !"float", !"int", !"int"}
!34 = !{!"", !"const", !"", !"", !""}
!35 = !{float 2.500000e+00}
!36 = !{i32 1, i32 1, i32 0, i32 0}
!37 = !{!"none", !"none", !"none", !"none"}
!38 = !{!"float*", !"float*", !"int", !"int"}
!39 = !{!"", !"const", !"", !""}
!40 = !{!"float*", !"float*", !"float*", !"float", !"float", !"int", !"int"}
!41 = !{!"const", !"", !"const", !"", !"", !"", !""}
!42 = !{float 3.000000e+00}
!43 = !{i32 1, i32 1, i32 1, i32 3, i32 0, i32 0, i32 0}
!44 = !{!"float*", !"float*", !"float*", !"float*", !"int", !"int", !"int"}
!45 = !{!"", !"", !"", !"", !"", !"", !""}
!46 = !{i32 1, i32 0, i32 0}
!47 = !{!"none", !"none", !"none"}
!48 = !{!"float*", !"int", !"int"}
!49 = !{!"", !"", !""}
!50 = !{i32 1, i32 1, i32 3, i32 0}
!51 = !{!"float*", !"float*", !"float*", !"int"}
!52 = !{!"const", !"", !"", !""}
!53 = !{i32 1, i32 3, i32 0, i32 0}
!54 = !{!"", !"", !"", !""}
!55 = !{i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!56 = !{!"float*", !"float*", !"float*", !"float*", !"int", !"int", !"int", !"int"}
!57 = !{!"", !"", !"", !"const", !"", !"", !"", !""}
!58 = !{!"float*", !"float*", !"int", !"int", !"int"}
!59 = !{!"const", !"", !"", !"", !""}
