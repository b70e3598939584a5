source_filename = "src/polybench.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__const.pb_conv2d.c = private unnamed_addr addrspace(4) constant [3 x [3 x float]] [[3 x float] [float 0x3FC99999A0000000, float 5.000000e-01, float 0xBFE99999A0000000], [3 x float] [float 0xBFD3333340000000, float 0x3FE3333340000000, float 0xBFECCCCCC0000000], [3 x float] [float 0x3FD99999A0000000, float 0x3FE6666660000000, float 0x3FB99999A0000000]], align 4
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
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
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
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !9
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
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !9
  %35 = fmul float %34, %3
  %36 = mul nsw i32 %29, %6
  %37 = add nsw i32 %36, %10
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !9
  %41 = tail call float @llvm.fmuladd.f32(float %35, float %40, float %30)
  %42 = add nuw nsw i32 %29, 1
  %43 = icmp eq i32 %42, %7
  br i1 %43, label %26, label %28, !llvm.loop !13

44:                                               ; preds = %26, %8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_2mm_1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
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
  store float %21, ptr addrspace(1) %25, align 4, !tbaa !9
  br label %41

26:                                               ; preds = %17, %26
  %27 = phi i32 [ 0, %17 ], [ %39, %26 ]
  %28 = phi float [ 0.000000e+00, %17 ], [ %38, %26 ]
  %29 = add nsw i32 %27, %18
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !9
  %33 = mul nsw i32 %27, %5
  %34 = add nsw i32 %33, %9
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !9
  %38 = tail call float @llvm.fma.f32(float noundef %32, float noundef %37, float noundef %28) #8
  %39 = add nuw nsw i32 %27, 1
  %40 = icmp eq i32 %39, %6
  br i1 %40, label %19, label %26, !llvm.loop !19

41:                                               ; preds = %7, %19
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_2mm_2(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
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
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !9
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
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !9
  %34 = mul nsw i32 %28, %6
  %35 = add nsw i32 %34, %9
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !9
  %39 = tail call float @llvm.fmuladd.f32(float %33, float %38, float %29)
  %40 = add nuw nsw i32 %28, 1
  %41 = icmp eq i32 %40, %5
  br i1 %41, label %25, label %27, !llvm.loop !20

42:                                               ; preds = %7, %25
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_atax_1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
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
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !9
  %25 = zext nneg i32 %19 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !9
  %28 = tail call float @llvm.fmuladd.f32(float %24, float %27, float %20)
  %29 = add nuw nsw i32 %19, 1
  %30 = icmp eq i32 %29, %4
  br i1 %30, label %13, label %18, !llvm.loop !25

31:                                               ; preds = %13, %5
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_atax_2(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
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
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !9
  %24 = zext nneg i32 %17 to i64
  %25 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !9
  %27 = tail call float @llvm.fmuladd.f32(float %23, float %26, float %18)
  %28 = add nuw nsw i32 %17, 1
  %29 = icmp eq i32 %28, %3
  br i1 %29, label %11, label %16, !llvm.loop !26

30:                                               ; preds = %11, %5
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_bicg(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !27 !kernel_arg_access_qual !16 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
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
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !9
  %26 = zext nneg i32 %20 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !9
  %29 = tail call float @llvm.fmuladd.f32(float %25, float %28, float %21)
  %30 = add nuw nsw i32 %20, 1
  %31 = icmp eq i32 %30, %6
  br i1 %31, label %50, label %19, !llvm.loop !30

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
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !9
  %42 = mul nsw i32 %37, %6
  %43 = add nsw i32 %42, %9
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !9
  %47 = tail call float @llvm.fmuladd.f32(float %41, float %46, float %38)
  %48 = add nuw nsw i32 %37, 1
  %49 = icmp eq i32 %48, %5
  br i1 %49, label %50, label %36, !llvm.loop !31

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
define protected amdgpu_kernel void @pb_mvt(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef readonly align 4 %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %5
  br i1 %9, label %10, label %45

10:                                               ; preds = %6
  %11 = shl i64 %7, 32
  %12 = ashr exact i64 %11, 32
  %13 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !9
  %15 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %12
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !9
  %17 = icmp sgt i32 %5, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %10
  %19 = mul nsw i32 %8, %5
  br label %23

20:                                               ; preds = %23, %10
  %21 = phi float [ %14, %10 ], [ %34, %23 ]
  %22 = phi float [ %16, %10 ], [ %42, %23 ]
  store float %21, ptr addrspace(1) %13, align 4, !tbaa !9
  store float %22, ptr addrspace(1) %15, align 4, !tbaa !9
  br label %45

23:                                               ; preds = %18, %23
  %24 = phi i32 [ 0, %18 ], [ %43, %23 ]
  %25 = phi float [ %16, %18 ], [ %42, %23 ]
  %26 = phi float [ %14, %18 ], [ %34, %23 ]
  %27 = add nsw i32 %24, %19
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !9
  %31 = zext nneg i32 %24 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !9
  %34 = tail call float @llvm.fmuladd.f32(float %30, float %33, float %26)
  %35 = mul nuw nsw i32 %24, %5
  %36 = add nsw i32 %35, %8
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !9
  %40 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %31
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !9
  %42 = tail call float @llvm.fmuladd.f32(float %39, float %41, float %25)
  %43 = add nuw nsw i32 %24, 1
  %44 = icmp eq i32 %43, %5
  br i1 %44, label %20, label %23, !llvm.loop !36

45:                                               ; preds = %6, %20
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_syrk(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, float noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !37 !kernel_arg_access_qual !33 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
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
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !9
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
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !9
  %34 = fmul float %33, %2
  %35 = add nsw i32 %28, %24
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !9
  %39 = tail call float @llvm.fmuladd.f32(float %34, float %38, float %29)
  %40 = add nuw nsw i32 %28, 1
  %41 = icmp eq i32 %40, %5
  br i1 %41, label %25, label %27, !llvm.loop !40

42:                                               ; preds = %25, %6
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_cov_mean(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, float noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !41 !kernel_arg_access_qual !22 !kernel_arg_type !42 !kernel_arg_base_type !42 !kernel_arg_type_qual !43 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %3
  br i1 %8, label %9, label %28

9:                                                ; preds = %5
  %10 = icmp sgt i32 %4, 0
  br i1 %10, label %17, label %11

11:                                               ; preds = %17, %9
  %12 = phi float [ 0.000000e+00, %9 ], [ %25, %17 ]
  %13 = fdiv float %12, %2, !fpmath !44
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
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !9
  %25 = fadd float %19, %24
  %26 = add nuw nsw i32 %18, 1
  %27 = icmp eq i32 %26, %4
  br i1 %27, label %11, label %17, !llvm.loop !45

28:                                               ; preds = %11, %5
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_cov(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !46 !kernel_arg_access_qual !47 !kernel_arg_type !48 !kernel_arg_base_type !48 !kernel_arg_type_qual !49 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
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
  br i1 %23, label %11, label %39, !llvm.loop !50

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
  br i1 %38, label %13, label %24, !llvm.loop !51

39:                                               ; preds = %13, %4
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_corr_std(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, float noundef %3, float noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !52 !kernel_arg_base_type !52 !kernel_arg_type_qual !53 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %9, %5
  br i1 %10, label %11, label %39

11:                                               ; preds = %7
  %12 = icmp sgt i32 %6, 0
  br i1 %12, label %13, label %18

13:                                               ; preds = %11
  %14 = shl i64 %8, 32
  %15 = ashr exact i64 %14, 30
  %16 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !9
  br label %27

18:                                               ; preds = %27, %11
  %19 = phi float [ 0.000000e+00, %11 ], [ %36, %27 ]
  %20 = fdiv float %19, %3, !fpmath !44
  %21 = tail call float @llvm.sqrt.f32(float noundef %20) #8, !fpmath !54
  %22 = fcmp ole float %21, %4
  %23 = select i1 %22, float 1.000000e+00, float %21
  %24 = shl i64 %8, 32
  %25 = ashr exact i64 %24, 30
  %26 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %25
  store float %23, ptr addrspace(1) %26, align 4, !tbaa !9
  br label %39

27:                                               ; preds = %13, %27
  %28 = phi float [ 0.000000e+00, %13 ], [ %36, %27 ]
  %29 = phi i32 [ 0, %13 ], [ %37, %27 ]
  %30 = mul nsw i32 %29, %5
  %31 = add nsw i32 %30, %9
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !9
  %35 = fsub float %34, %17
  %36 = tail call float @llvm.fmuladd.f32(float %35, float %35, float %28)
  %37 = add nuw nsw i32 %29, 1
  %38 = icmp eq i32 %37, %6
  br i1 %38, label %18, label %27, !llvm.loop !55

39:                                               ; preds = %18, %7
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @pb_gramschmidt_norm(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #4 !kernel_arg_addr_space !56 !kernel_arg_access_qual !16 !kernel_arg_type !57 !kernel_arg_base_type !57 !kernel_arg_type_qual !58 {
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #8
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #8
  %11 = trunc i64 %10 to i32
  %12 = icmp slt i32 %9, %5
  br i1 %12, label %18, label %13

13:                                               ; preds = %18, %7
  %14 = phi float [ 0.000000e+00, %7 ], [ %26, %18 ]
  %15 = getelementptr inbounds float, ptr addrspace(3) %3, i32 %9
  store float %14, ptr addrspace(3) %15, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #9
  %16 = getelementptr float, ptr addrspace(3) %3, i32 %9
  %17 = icmp sgt i32 %11, 1
  br i1 %17, label %33, label %29

18:                                               ; preds = %7, %18
  %19 = phi float [ %26, %18 ], [ 0.000000e+00, %7 ]
  %20 = phi i32 [ %27, %18 ], [ %9, %7 ]
  %21 = mul nsw i32 %20, %6
  %22 = add nsw i32 %21, %4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !9
  %26 = tail call float @llvm.fmuladd.f32(float %25, float %25, float %19)
  %27 = add nsw i32 %20, %11
  %28 = icmp slt i32 %27, %5
  br i1 %28, label %18, label %13, !llvm.loop !59

29:                                               ; preds = %42, %13
  %30 = load float, ptr addrspace(3) %3, align 4, !tbaa !9
  %31 = tail call float @llvm.sqrt.f32(float noundef %30) #8, !fpmath !54
  %32 = icmp eq i32 %9, 0
  br i1 %32, label %44, label %49

33:                                               ; preds = %13, %42
  %34 = phi i32 [ %35, %42 ], [ %11, %13 ]
  %35 = lshr i32 %34, 1
  %36 = icmp sgt i32 %35, %9
  br i1 %36, label %37, label %42

37:                                               ; preds = %33
  %38 = getelementptr float, ptr addrspace(3) %16, i32 %35
  %39 = load float, ptr addrspace(3) %38, align 4, !tbaa !9
  %40 = load float, ptr addrspace(3) %15, align 4, !tbaa !9
  %41 = fadd float %39, %40
  store float %41, ptr addrspace(3) %15, align 4, !tbaa !9
  br label %42

42:                                               ; preds = %37, %33
  tail call void @_Z7barrierj(i32 noundef 1) #9
  %43 = icmp ult i32 %34, 4
  br i1 %43, label %29, label %33, !llvm.loop !60

44:                                               ; preds = %29
  %45 = add i32 %6, 1
  %46 = mul i32 %45, %4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %47
  store float %31, ptr addrspace(1) %48, align 4, !tbaa !9
  br label %49

49:                                               ; preds = %44, %29
  %50 = icmp slt i32 %9, %5
  br i1 %50, label %52, label %51

51:                                               ; preds = %52, %49
  ret void

52:                                               ; preds = %49, %52
  %53 = phi i32 [ %61, %52 ], [ %9, %49 ]
  %54 = mul nsw i32 %53, %6
  %55 = add nsw i32 %54, %4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4, !tbaa !9
  %59 = fdiv float %58, %31, !fpmath !44
  %60 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %56
  store float %59, ptr addrspace(1) %60, align 4, !tbaa !9
  %61 = add nsw i32 %53, %11
  %62 = icmp slt i32 %61, %5
  br i1 %62, label %52, label %51, !llvm.loop !61
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_lu_step(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !kernel_arg_addr_space !62 !kernel_arg_access_qual !63 !kernel_arg_type !64 !kernel_arg_base_type !64 !kernel_arg_type_qual !65 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %5 = trunc i64 %4 to i32
  %6 = add i32 %1, 1
  %7 = add i32 %6, %5
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
  %9 = trunc i64 %8 to i32
  %10 = add i32 %1, 1
  %11 = add i32 %10, %9
  %12 = icmp slt i32 %11, %2
  %13 = icmp slt i32 %7, %2
  %14 = select i1 %12, i1 %13, i1 false
  br i1 %14, label %15, label %37

15:                                               ; preds = %3
  %16 = mul nsw i32 %11, %2
  %17 = add nsw i32 %16, %1
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !9
  %21 = mul nsw i32 %2, %1
  %22 = add nsw i32 %7, %21
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !9
  %26 = fmul float %20, %25
  %27 = add nsw i32 %21, %1
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !9
  %31 = fdiv float %26, %30, !fpmath !44
  %32 = add nsw i32 %16, %7
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !9
  %36 = fsub float %35, %31
  store float %36, ptr addrspace(1) %34, align 4, !tbaa !9
  br label %37

37:                                               ; preds = %15, %3
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @pb_jacobi1d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !66 !kernel_arg_access_qual !47 !kernel_arg_type !67 !kernel_arg_base_type !67 !kernel_arg_type_qual !68 {
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
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !9
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
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !9
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
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !9
  br label %41

41:                                               ; preds = %34, %37
  %42 = phi float [ %40, %37 ], [ 0.000000e+00, %34 ]
  %43 = getelementptr float, ptr addrspace(3) %2, i32 %10
  %44 = getelementptr i8, ptr addrspace(3) %43, i32 4
  store float %42, ptr addrspace(3) %44, align 4, !tbaa !9
  br label %45

45:                                               ; preds = %41, %31
  tail call void @_Z7barrierj(i32 noundef 1) #9
  %46 = icmp sgt i32 %6, 0
  %47 = add nsw i32 %3, -1
  %48 = icmp sgt i32 %47, %6
  %49 = select i1 %46, i1 %48, i1 false
  br i1 %49, label %50, label %60

50:                                               ; preds = %45
  %51 = load float, ptr addrspace(3) %19, align 4, !tbaa !9
  %52 = load float, ptr addrspace(3) %20, align 4, !tbaa !9
  %53 = fadd float %51, %52
  %54 = getelementptr i8, ptr addrspace(3) %19, i32 8
  %55 = load float, ptr addrspace(3) %54, align 4, !tbaa !9
  %56 = fadd float %53, %55
  %57 = fmul float %56, 0x3FD5554760000000
  %58 = and i64 %5, 2147483647
  %59 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %58
  store float %57, ptr addrspace(1) %59, align 4, !tbaa !9
  br label %60

60:                                               ; preds = %50, %45
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @pb_jacobi2d_tile(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !69 !kernel_arg_access_qual !47 !kernel_arg_type !48 !kernel_arg_base_type !48 !kernel_arg_type_qual !70 {
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
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !9
  br label %32

32:                                               ; preds = %4, %26
  %33 = phi float [ %31, %26 ], [ 0.000000e+00, %4 ]
  %34 = mul nsw i32 %10, %8
  %35 = getelementptr float, ptr addrspace(3) %1, i32 %34
  %36 = getelementptr float, ptr addrspace(3) %35, i32 %6
  store float %33, ptr addrspace(3) %36, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #9
  %37 = icmp sgt i32 %3, 0
  br i1 %37, label %38, label %60

38:                                               ; preds = %32
  %39 = icmp sgt i32 %6, 0
  %40 = icmp sgt i32 %8, 0
  %41 = select i1 %39, i1 %40, i1 false
  %42 = add nsw i32 %10, -1
  %43 = icmp sgt i32 %42, %6
  %44 = select i1 %41, i1 %43, i1 false
  %45 = add nsw i32 %12, -1
  %46 = icmp sgt i32 %45, %8
  %47 = select i1 %44, i1 %46, i1 false
  %48 = getelementptr i8, ptr addrspace(3) %36, i32 -4
  %49 = getelementptr i8, ptr addrspace(3) %36, i32 4
  %50 = add i64 %7, 4294967295
  %51 = mul i64 %50, %9
  %52 = add i64 %51, %5
  %53 = trunc i64 %52 to i32
  %54 = getelementptr inbounds float, ptr addrspace(3) %1, i32 %53
  %55 = add nuw nsw i64 %7, 1
  %56 = mul i64 %55, %9
  %57 = add i64 %56, %5
  %58 = trunc i64 %57 to i32
  %59 = getelementptr inbounds float, ptr addrspace(3) %1, i32 %58
  br label %71

60:                                               ; preds = %84, %32
  %61 = icmp sgt i32 %6, 0
  %62 = and i1 %61, %25
  %63 = icmp sgt i32 %8, 0
  %64 = select i1 %62, i1 %63, i1 false
  %65 = add nsw i32 %10, -1
  %66 = icmp sgt i32 %65, %6
  %67 = select i1 %64, i1 %66, i1 false
  %68 = add nsw i32 %12, -1
  %69 = icmp sgt i32 %68, %8
  %70 = select i1 %67, i1 %69, i1 false
  br i1 %70, label %88, label %94

71:                                               ; preds = %38, %84
  %72 = phi i32 [ 0, %38 ], [ %86, %84 ]
  %73 = load float, ptr addrspace(3) %36, align 4, !tbaa !9
  br i1 %47, label %74, label %84

74:                                               ; preds = %71
  %75 = load float, ptr addrspace(3) %48, align 4, !tbaa !9
  %76 = fadd float %73, %75
  %77 = load float, ptr addrspace(3) %49, align 4, !tbaa !9
  %78 = fadd float %76, %77
  %79 = load float, ptr addrspace(3) %54, align 4, !tbaa !9
  %80 = fadd float %78, %79
  %81 = load float, ptr addrspace(3) %59, align 4, !tbaa !9
  %82 = fadd float %80, %81
  %83 = fmul float %82, 0x3FC99999A0000000
  br label %84

84:                                               ; preds = %74, %71
  %85 = phi float [ %83, %74 ], [ %73, %71 ]
  tail call void @_Z7barrierj(i32 noundef 1) #9
  store float %85, ptr addrspace(3) %36, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #9
  %86 = add nuw nsw i32 %72, 1
  %87 = icmp eq i32 %86, %3
  br i1 %87, label %60, label %71, !llvm.loop !71

88:                                               ; preds = %60
  %89 = load float, ptr addrspace(3) %36, align 4, !tbaa !9
  %90 = mul nsw i32 %22, %2
  %91 = add nsw i32 %90, %17
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %92
  store float %89, ptr addrspace(1) %93, align 4, !tbaa !9
  br label %94

94:                                               ; preds = %88, %60
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_fdtd2d(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #6 !kernel_arg_addr_space !72 !kernel_arg_access_qual !6 !kernel_arg_type !73 !kernel_arg_base_type !73 !kernel_arg_type_qual !74 {
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
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !9
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
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !9
  %32 = add nsw i32 %12, -1
  %33 = mul nsw i32 %32, %6
  %34 = add nsw i32 %33, %10
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !9
  %38 = fsub float %31, %37
  %39 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %29
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !9
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
  %49 = load float, ptr addrspace(1) %48, align 4, !tbaa !9
  %50 = add nsw i32 %10, -1
  %51 = add nsw i32 %50, %45
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !9
  %55 = fsub float %49, %54
  %56 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %47
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !9
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
  %71 = load float, ptr addrspace(1) %70, align 4, !tbaa !9
  %72 = add nsw i32 %66, %10
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %73
  %75 = load float, ptr addrspace(1) %74, align 4, !tbaa !9
  %76 = fsub float %71, %75
  %77 = add nsw i32 %12, 1
  %78 = mul nsw i32 %77, %6
  %79 = add nsw i32 %78, %10
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %80
  %82 = load float, ptr addrspace(1) %81, align 4, !tbaa !9
  %83 = fadd float %76, %82
  %84 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %73
  %85 = load float, ptr addrspace(1) %84, align 4, !tbaa !9
  %86 = fsub float %83, %85
  %87 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %73
  %88 = load float, ptr addrspace(1) %87, align 4, !tbaa !9
  %89 = tail call float @llvm.fmuladd.f32(float %86, float 0xBFE6666660000000, float %88)
  store float %89, ptr addrspace(1) %87, align 4, !tbaa !9
  br label %90

90:                                               ; preds = %26, %19, %44, %42, %65, %59, %8
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_conv2d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !46 !kernel_arg_access_qual !47 !kernel_arg_type !48 !kernel_arg_base_type !48 !kernel_arg_type_qual !68 {
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
  br i1 %17, label %18, label %47

18:                                               ; preds = %4, %31
  %19 = phi i32 [ %32, %31 ], [ -1, %4 ]
  %20 = phi float [ %45, %31 ], [ 0.000000e+00, %4 ]
  %21 = add nsw i32 %19, 1
  %22 = sext i32 %21 to i64
  %23 = add nsw i32 %19, %8
  %24 = mul nsw i32 %23, %3
  %25 = add i32 %24, %6
  br label %34

26:                                               ; preds = %31
  %27 = mul nsw i32 %8, %3
  %28 = add nsw i32 %27, %6
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %29
  store float %45, ptr addrspace(1) %30, align 4, !tbaa !9
  br label %47

31:                                               ; preds = %34
  %32 = add nsw i32 %19, 1
  %33 = icmp eq i32 %32, 2
  br i1 %33, label %26, label %18, !llvm.loop !75

34:                                               ; preds = %18, %34
  %35 = phi i32 [ -1, %18 ], [ %37, %34 ]
  %36 = phi float [ %20, %18 ], [ %45, %34 ]
  %37 = add nsw i32 %35, 1
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [3 x [3 x float]], ptr addrspace(4) @__const.pb_conv2d.c, i64 0, i64 %22, i64 %38
  %40 = load float, ptr addrspace(4) %39, align 4, !tbaa !9
  %41 = add i32 %25, %35
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %42
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !9
  %45 = tail call float @llvm.fmuladd.f32(float %40, float %44, float %36)
  %46 = icmp eq i32 %37, 2
  br i1 %46, label %31, label %34, !llvm.loop !76

47:                                               ; preds = %26, %4
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @pb_conv3d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !41 !kernel_arg_access_qual !22 !kernel_arg_type !77 !kernel_arg_base_type !77 !kernel_arg_type_qual !78 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
  %9 = trunc i64 %8 to i32
  %10 = icmp sgt i32 %2, 2
  br i1 %10, label %11, label %66

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
  br i1 %20, label %21, label %66

21:                                               ; preds = %11
  %22 = add nsw i32 %2, -2
  br label %23

23:                                               ; preds = %21, %29
  %24 = phi i32 [ %36, %29 ], [ 1, %21 ]
  %25 = mul nsw i32 %24, %3
  %26 = add nsw i32 %25, %9
  %27 = mul nsw i32 %26, %4
  %28 = add nsw i32 %27, %7
  br label %38

29:                                               ; preds = %38
  %30 = mul nsw i32 %24, %3
  %31 = add nsw i32 %30, %9
  %32 = mul nsw i32 %31, %4
  %33 = add nsw i32 %32, %7
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %34
  store float %63, ptr addrspace(1) %35, align 4, !tbaa !9
  %36 = add nuw nsw i32 %24, 1
  %37 = icmp eq i32 %24, %22
  br i1 %37, label %66, label %23, !llvm.loop !79

38:                                               ; preds = %23, %38
  %39 = phi i32 [ -1, %23 ], [ %64, %38 ]
  %40 = phi float [ 0.000000e+00, %23 ], [ %63, %38 ]
  %41 = sitofp i32 %39 to float
  %42 = tail call float @llvm.fmuladd.f32(float %41, float 0x3FB99999A0000000, float 5.000000e-01)
  %43 = add nsw i32 %39, %24
  %44 = mul nsw i32 %43, %3
  %45 = add nsw i32 %44, %9
  %46 = mul nsw i32 %45, %4
  %47 = add nsw i32 %46, %7
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %48
  %50 = load float, ptr addrspace(1) %49, align 4, !tbaa !9
  %51 = add nsw i32 %39, %26
  %52 = mul nsw i32 %51, %4
  %53 = add nsw i32 %52, %7
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4, !tbaa !9
  %57 = fadd float %50, %56
  %58 = add nsw i32 %28, %39
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %59
  %61 = load float, ptr addrspace(1) %60, align 4, !tbaa !9
  %62 = fadd float %57, %61
  %63 = tail call float @llvm.fmuladd.f32(float %42, float %62, float %40)
  %64 = add nsw i32 %39, 1
  %65 = icmp eq i32 %64, 2
  br i1 %65, label %29, label %38, !llvm.loop !80

66:                                               ; preds = %29, %11, %5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { convergent nounwind willreturn memory(none) }
attributes #9 = { convergent nounwind }

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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!16 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!17 = !{!"float*", !"float*", !"float*", !"float", !"int", !"int", !"int"}
!18 = !{!"const", !"const", !"", !"", !"", !"", !""}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!22 = !{!"none", !"none", !"none", !"none", !"none"}
!23 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!24 = !{!"const", !"const", !"", !"", !""}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14}
!27 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0}
!28 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int", !"int"}
!29 = !{!"const", !"const", !"const", !"", !"", !"", !""}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !14}
!32 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!33 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!34 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!35 = !{!"const", !"", !"", !"const", !"const", !""}
!36 = distinct !{!36, !14}
!37 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!38 = !{!"float*", !"float*", !"float", !"float", !"int", !"int"}
!39 = !{!"const", !"", !"", !"", !"", !""}
!40 = distinct !{!40, !14}
!41 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!42 = !{!"float*", !"float*", !"float", !"int", !"int"}
!43 = !{!"", !"const", !"", !"", !""}
!44 = !{float 2.500000e+00}
!45 = distinct !{!45, !14}
!46 = !{i32 1, i32 1, i32 0, i32 0}
!47 = !{!"none", !"none", !"none", !"none"}
!48 = !{!"float*", !"float*", !"int", !"int"}
!49 = !{!"", !"const", !"", !""}
!50 = distinct !{!50, !14}
!51 = distinct !{!51, !14}
!52 = !{!"float*", !"float*", !"float*", !"float", !"float", !"int", !"int"}
!53 = !{!"const", !"", !"const", !"", !"", !"", !""}
!54 = !{float 3.000000e+00}
!55 = distinct !{!55, !14}
!56 = !{i32 1, i32 1, i32 1, i32 3, i32 0, i32 0, i32 0}
!57 = !{!"float*", !"float*", !"float*", !"float*", !"int", !"int", !"int"}
!58 = !{!"", !"", !"", !"", !"", !"", !""}
!59 = distinct !{!59, !14}
!60 = distinct !{!60, !14}
!61 = distinct !{!61, !14}
!62 = !{i32 1, i32 0, i32 0}
!63 = !{!"none", !"none", !"none"}
!64 = !{!"float*", !"int", !"int"}
!65 = !{!"", !"", !""}
!66 = !{i32 1, i32 1, i32 3, i32 0}
!67 = !{!"float*", !"float*", !"float*", !"int"}
!68 = !{!"const", !"", !"", !""}
!69 = !{i32 1, i32 3, i32 0, i32 0}
!70 = !{!"", !"", !"", !""}
!71 = distinct !{!71, !14}
!72 = !{i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!73 = !{!"float*", !"float*", !"float*", !"float*", !"int", !"int", !"int", !"int"}
!74 = !{!"", !"", !"", !"const", !"", !"", !"", !""}
!75 = distinct !{!75, !14}
!76 = distinct !{!76, !14}
!77 = !{!"float*", !"float*", !"int", !"int", !"int"}
!78 = !{!"const", !"", !"", !"", !""}
!79 = distinct !{!79, !14}
!80 = distinct !{!80, !14}
