source_filename = "src/polybench.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__const.pb_conv2d.c = private unnamed_addr addrspace(4) constant [3 x [3 x float]] [[3 x float] [float 0x3FC99999A0000000, float 5.000000e-01, float 0xBFE99999A0000000], [3 x float] [float 0xBFD3333340000000, float 0x3FE3333340000000, float 0xBFECCCCCC0000000], [3 x float] [float 0x3FD99999A0000000, float 0x3FE6666660000000, float 0x3FB99999A0000000]], align 4

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
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #7
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
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !26
  %22 = fmul float %21, %4
  %23 = icmp sgt i32 %7, 0
  br i1 %23, label %24, label %26

24:                                               ; preds = %16
  %25 = mul nsw i32 %12, %7
  br label %28

26:                                               ; preds = %28, %16
  %27 = phi float [ %22, %16 ], [ %41, %28 ]
  store float %27, ptr addrspace(1) %20, align 4, !tbaa !26
  br label %44

28:                                               ; preds = %24, %28
  %29 = phi i32 [ 0, %24 ], [ %42, %28 ]
  %30 = phi float [ %22, %24 ], [ %41, %28 ]
  %31 = add nsw i32 %29, %25
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !26
  %35 = fmul float %34, %3
  %36 = mul nsw i32 %29, %6
  %37 = add nsw i32 %36, %10
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !26
  %41 = tail call float @llvm.fmuladd.f32(float %35, float %40, float %30)
  %42 = add nuw nsw i32 %29, 1
  %43 = icmp eq i32 %42, %7
  br i1 %43, label %26, label %28, !llvm.loop !30

44:                                               ; preds = %26, %8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_2mm_1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #7
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
  %38 = tail call float @_Z3fmafff(float noundef %32, float noundef %37, float noundef %28) #7
  %39 = add nuw nsw i32 %27, 1
  %40 = icmp eq i32 %39, %6
  br i1 %40, label %19, label %26, !llvm.loop !36

41:                                               ; preds = %7, %19
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z3fmafff(float noundef, float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_2mm_2(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #7
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
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !26
  %21 = fmul float %20, %3
  %22 = icmp sgt i32 %5, 0
  br i1 %22, label %23, label %25

23:                                               ; preds = %15
  %24 = mul nsw i32 %11, %5
  br label %27

25:                                               ; preds = %27, %15
  %26 = phi float [ %21, %15 ], [ %39, %27 ]
  store float %26, ptr addrspace(1) %19, align 4, !tbaa !26
  br label %42

27:                                               ; preds = %23, %27
  %28 = phi i32 [ 0, %23 ], [ %40, %27 ]
  %29 = phi float [ %21, %23 ], [ %39, %27 ]
  %30 = add nsw i32 %28, %24
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !26
  %34 = mul nsw i32 %28, %6
  %35 = add nsw i32 %34, %9
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !26
  %39 = tail call float @llvm.fmuladd.f32(float %33, float %38, float %29)
  %40 = add nuw nsw i32 %28, 1
  %41 = icmp eq i32 %40, %5
  br i1 %41, label %25, label %27, !llvm.loop !37

42:                                               ; preds = %7, %25
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_atax_1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !38 !kernel_arg_access_qual !39 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !41 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #7
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
  store float %14, ptr addrspace(1) %17, align 4, !tbaa !26
  br label %31

18:                                               ; preds = %11, %18
  %19 = phi i32 [ 0, %11 ], [ %29, %18 ]
  %20 = phi float [ 0.000000e+00, %11 ], [ %28, %18 ]
  %21 = add nsw i32 %19, %12
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !26
  %25 = zext nneg i32 %19 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !26
  %28 = tail call float @llvm.fmuladd.f32(float %24, float %27, float %20)
  %29 = add nuw nsw i32 %19, 1
  %30 = icmp eq i32 %29, %4
  br i1 %30, label %13, label %18, !llvm.loop !42

31:                                               ; preds = %13, %5
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_atax_2(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !38 !kernel_arg_access_qual !39 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !41 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #7
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
  store float %12, ptr addrspace(1) %15, align 4, !tbaa !26
  br label %30

16:                                               ; preds = %9, %16
  %17 = phi i32 [ %28, %16 ], [ 0, %9 ]
  %18 = phi float [ %27, %16 ], [ 0.000000e+00, %9 ]
  %19 = mul nsw i32 %17, %4
  %20 = add nsw i32 %19, %7
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !26
  %24 = zext nneg i32 %17 to i64
  %25 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !26
  %27 = tail call float @llvm.fmuladd.f32(float %23, float %26, float %18)
  %28 = add nuw nsw i32 %17, 1
  %29 = icmp eq i32 %28, %3
  br i1 %29, label %11, label %16, !llvm.loop !43

30:                                               ; preds = %11, %5
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_bicg(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !44 !kernel_arg_access_qual !33 !kernel_arg_type !45 !kernel_arg_base_type !45 !kernel_arg_type_qual !46 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #7
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
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !26
  %26 = zext nneg i32 %20 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !26
  %29 = tail call float @llvm.fmuladd.f32(float %25, float %28, float %21)
  %30 = add nuw nsw i32 %20, 1
  %31 = icmp eq i32 %30, %6
  br i1 %31, label %50, label %19, !llvm.loop !47

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
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !26
  %42 = mul nsw i32 %37, %6
  %43 = add nsw i32 %42, %9
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !26
  %47 = tail call float @llvm.fmuladd.f32(float %41, float %46, float %38)
  %48 = add nuw nsw i32 %37, 1
  %49 = icmp eq i32 %48, %5
  br i1 %49, label %50, label %36, !llvm.loop !48

50:                                               ; preds = %36, %19, %34, %15
  %51 = phi ptr addrspace(1) [ %3, %15 ], [ %4, %34 ], [ %3, %19 ], [ %4, %36 ]
  %52 = phi float [ 0.000000e+00, %15 ], [ 0.000000e+00, %34 ], [ %29, %19 ], [ %47, %36 ]
  %53 = shl i64 %8, 32
  %54 = ashr exact i64 %53, 30
  %55 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 %54
  store float %52, ptr addrspace(1) %55, align 4, !tbaa !26
  br label %56

56:                                               ; preds = %50, %32, %13
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_mvt(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef readonly align 4 %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !49 !kernel_arg_access_qual !50 !kernel_arg_type !51 !kernel_arg_base_type !51 !kernel_arg_type_qual !52 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %5
  br i1 %9, label %10, label %45

10:                                               ; preds = %6
  %11 = shl i64 %7, 32
  %12 = ashr exact i64 %11, 32
  %13 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !26
  %15 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %12
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !26
  %17 = icmp sgt i32 %5, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %10
  %19 = mul nsw i32 %8, %5
  br label %23

20:                                               ; preds = %23, %10
  %21 = phi float [ %14, %10 ], [ %34, %23 ]
  %22 = phi float [ %16, %10 ], [ %42, %23 ]
  store float %21, ptr addrspace(1) %13, align 4, !tbaa !26
  store float %22, ptr addrspace(1) %15, align 4, !tbaa !26
  br label %45

23:                                               ; preds = %18, %23
  %24 = phi i32 [ 0, %18 ], [ %43, %23 ]
  %25 = phi float [ %16, %18 ], [ %42, %23 ]
  %26 = phi float [ %14, %18 ], [ %34, %23 ]
  %27 = add nsw i32 %24, %19
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !26
  %31 = zext nneg i32 %24 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !26
  %34 = tail call float @llvm.fmuladd.f32(float %30, float %33, float %26)
  %35 = mul nuw nsw i32 %24, %5
  %36 = add nsw i32 %35, %8
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !26
  %40 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %31
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !26
  %42 = tail call float @llvm.fmuladd.f32(float %39, float %41, float %25)
  %43 = add nuw nsw i32 %24, 1
  %44 = icmp eq i32 %43, %5
  br i1 %44, label %20, label %23, !llvm.loop !53

45:                                               ; preds = %6, %20
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_syrk(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, float noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !54 !kernel_arg_access_qual !50 !kernel_arg_type !55 !kernel_arg_base_type !55 !kernel_arg_type_qual !56 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #7
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
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !26
  %20 = fmul float %19, %3
  %21 = icmp sgt i32 %5, 0
  br i1 %21, label %22, label %25

22:                                               ; preds = %14
  %23 = mul nsw i32 %10, %5
  %24 = mul nsw i32 %8, %5
  br label %27

25:                                               ; preds = %27, %14
  %26 = phi float [ %20, %14 ], [ %39, %27 ]
  store float %26, ptr addrspace(1) %18, align 4, !tbaa !26
  br label %42

27:                                               ; preds = %22, %27
  %28 = phi i32 [ 0, %22 ], [ %40, %27 ]
  %29 = phi float [ %20, %22 ], [ %39, %27 ]
  %30 = add nsw i32 %28, %23
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !26
  %34 = fmul float %33, %2
  %35 = add nsw i32 %28, %24
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !26
  %39 = tail call float @llvm.fmuladd.f32(float %34, float %38, float %29)
  %40 = add nuw nsw i32 %28, 1
  %41 = icmp eq i32 %40, %5
  br i1 %41, label %25, label %27, !llvm.loop !57

42:                                               ; preds = %25, %6
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_cov_mean(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, float noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !58 !kernel_arg_access_qual !39 !kernel_arg_type !59 !kernel_arg_base_type !59 !kernel_arg_type_qual !60 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %3
  br i1 %8, label %9, label %28

9:                                                ; preds = %5
  %10 = icmp sgt i32 %4, 0
  br i1 %10, label %17, label %11

11:                                               ; preds = %17, %9
  %12 = phi float [ 0.000000e+00, %9 ], [ %25, %17 ]
  %13 = fdiv float %12, %2, !fpmath !61
  %14 = shl i64 %6, 32
  %15 = ashr exact i64 %14, 30
  %16 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %15
  store float %13, ptr addrspace(1) %16, align 4, !tbaa !26
  br label %28

17:                                               ; preds = %9, %17
  %18 = phi i32 [ %26, %17 ], [ 0, %9 ]
  %19 = phi float [ %25, %17 ], [ 0.000000e+00, %9 ]
  %20 = mul nsw i32 %18, %3
  %21 = add nsw i32 %20, %7
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !26
  %25 = fadd float %19, %24
  %26 = add nuw nsw i32 %18, 1
  %27 = icmp eq i32 %26, %4
  br i1 %27, label %11, label %17, !llvm.loop !62

28:                                               ; preds = %11, %5
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_cov(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !63 !kernel_arg_access_qual !64 !kernel_arg_type !65 !kernel_arg_base_type !65 !kernel_arg_type_qual !66 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #7
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
  store float %14, ptr addrspace(1) %17, align 4, !tbaa !26
  %18 = mul nsw i32 %12, %2
  %19 = add nsw i32 %18, %6
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %20
  store float %14, ptr addrspace(1) %21, align 4, !tbaa !26
  %22 = add nsw i32 %12, 1
  %23 = icmp eq i32 %22, %2
  br i1 %23, label %39, label %11, !llvm.loop !67

24:                                               ; preds = %11, %24
  %25 = phi i32 [ %37, %24 ], [ 0, %11 ]
  %26 = phi float [ %36, %24 ], [ 0.000000e+00, %11 ]
  %27 = mul nsw i32 %25, %2
  %28 = add nsw i32 %27, %6
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !26
  %32 = add nsw i32 %27, %12
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !26
  %36 = tail call float @llvm.fmuladd.f32(float %31, float %35, float %26)
  %37 = add nuw nsw i32 %25, 1
  %38 = icmp eq i32 %37, %3
  br i1 %38, label %13, label %24, !llvm.loop !68

39:                                               ; preds = %13, %4
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_corr_std(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, float noundef %3, float noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !69 !kernel_arg_base_type !69 !kernel_arg_type_qual !70 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #7
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
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !26
  br label %27

18:                                               ; preds = %27, %11
  %19 = phi float [ 0.000000e+00, %11 ], [ %36, %27 ]
  %20 = fdiv float %19, %3, !fpmath !61
  %21 = tail call float @_Z4sqrtf(float noundef %20) #7, !fpmath !71
  %22 = fcmp ole float %21, %4
  %23 = select i1 %22, float 1.000000e+00, float %21
  %24 = shl i64 %8, 32
  %25 = ashr exact i64 %24, 30
  %26 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %25
  store float %23, ptr addrspace(1) %26, align 4, !tbaa !26
  br label %39

27:                                               ; preds = %13, %27
  %28 = phi float [ 0.000000e+00, %13 ], [ %36, %27 ]
  %29 = phi i32 [ 0, %13 ], [ %37, %27 ]
  %30 = mul nsw i32 %29, %5
  %31 = add nsw i32 %30, %9
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !26
  %35 = fsub float %34, %17
  %36 = tail call float @llvm.fmuladd.f32(float %35, float %35, float %28)
  %37 = add nuw nsw i32 %29, 1
  %38 = icmp eq i32 %37, %6
  br i1 %38, label %18, label %27, !llvm.loop !72

39:                                               ; preds = %18, %7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4sqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @pb_gramschmidt_norm(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #4 !kernel_arg_addr_space !73 !kernel_arg_access_qual !33 !kernel_arg_type !74 !kernel_arg_base_type !74 !kernel_arg_type_qual !75 {
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #7
  %11 = trunc i64 %10 to i32
  %12 = icmp slt i32 %9, %5
  br i1 %12, label %19, label %13

13:                                               ; preds = %19, %7
  %14 = phi float [ 0.000000e+00, %7 ], [ %27, %19 ]
  %15 = shl i64 %8, 32
  %16 = ashr exact i64 %15, 30
  %17 = getelementptr inbounds i8, ptr addrspace(3) %3, i64 %16
  store float %14, ptr addrspace(3) %17, align 4, !tbaa !26
  tail call void @_Z7barrierj(i32 noundef 1) #8
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
  br i1 %29, label %19, label %13, !llvm.loop !76

30:                                               ; preds = %45, %13
  %31 = load float, ptr addrspace(3) %3, align 4, !tbaa !26
  %32 = tail call float @_Z4sqrtf(float noundef %31) #7, !fpmath !71
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
  tail call void @_Z7barrierj(i32 noundef 1) #8
  %46 = icmp ult i32 %35, 4
  br i1 %46, label %30, label %34, !llvm.loop !77

47:                                               ; preds = %30
  %48 = add i32 %6, 1
  %49 = mul i32 %48, %4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %50
  store float %32, ptr addrspace(1) %51, align 4, !tbaa !26
  br label %52

52:                                               ; preds = %47, %30
  %53 = icmp slt i32 %9, %5
  br i1 %53, label %55, label %54

54:                                               ; preds = %55, %52
  ret void

55:                                               ; preds = %52, %55
  %56 = phi i32 [ %64, %55 ], [ %9, %52 ]
  %57 = mul nsw i32 %56, %6
  %58 = add nsw i32 %57, %4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %59
  %61 = load float, ptr addrspace(1) %60, align 4, !tbaa !26
  %62 = fdiv float %61, %32, !fpmath !61
  %63 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %59
  store float %62, ptr addrspace(1) %63, align 4, !tbaa !26
  %64 = add nsw i32 %56, %11
  %65 = icmp slt i32 %64, %5
  br i1 %65, label %55, label %54, !llvm.loop !78
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @pb_lu_step(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #6 !kernel_arg_addr_space !79 !kernel_arg_access_qual !80 !kernel_arg_type !81 !kernel_arg_base_type !81 !kernel_arg_type_qual !82 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %5 = trunc i64 %4 to i32
  %6 = add i32 %1, 1
  %7 = add i32 %6, %5
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #7
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
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !26
  %21 = mul nsw i32 %2, %1
  %22 = add nsw i32 %7, %21
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !26
  %26 = fmul float %20, %25
  %27 = add nsw i32 %21, %1
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !26
  %31 = fdiv float %26, %30, !fpmath !61
  %32 = add nsw i32 %16, %7
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !26
  %36 = fsub float %35, %31
  store float %36, ptr addrspace(1) %34, align 4, !tbaa !26
  br label %37

37:                                               ; preds = %15, %3
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @pb_jacobi1d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !83 !kernel_arg_access_qual !64 !kernel_arg_type !84 !kernel_arg_base_type !84 !kernel_arg_type_qual !85 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #7
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
  tail call void @_Z7barrierj(i32 noundef 1) #8
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
define dso_local spir_kernel void @pb_jacobi2d_tile(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !86 !kernel_arg_access_qual !64 !kernel_arg_type !65 !kernel_arg_base_type !65 !kernel_arg_type_qual !87 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #7
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #7
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z14get_local_sizej(i32 noundef 1) #7
  %12 = trunc i64 %11 to i32
  %13 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #7
  %14 = add i64 %9, 4294967294
  %15 = mul i64 %13, %14
  %16 = add i64 %15, %5
  %17 = trunc i64 %16 to i32
  %18 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #7
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
  tail call void @_Z7barrierj(i32 noundef 1) #8
  %39 = icmp sgt i32 %3, 0
  br i1 %39, label %40, label %64

40:                                               ; preds = %32
  %41 = icmp sgt i32 %6, 0
  %42 = icmp sgt i32 %8, 0
  %43 = select i1 %41, i1 %42, i1 false
  %44 = add nsw i32 %10, -1
  %45 = icmp sgt i32 %44, %6
  %46 = select i1 %43, i1 %45, i1 false
  %47 = add nsw i32 %12, -1
  %48 = icmp sgt i32 %47, %8
  %49 = select i1 %46, i1 %48, i1 false
  %50 = getelementptr i8, ptr addrspace(3) %38, i64 -4
  %51 = getelementptr i8, ptr addrspace(3) %38, i64 4
  %52 = add i64 %7, 4294967295
  %53 = mul i64 %52, %9
  %54 = add i64 %53, %5
  %55 = shl i64 %54, 32
  %56 = ashr exact i64 %55, 30
  %57 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %56
  %58 = add nuw nsw i64 %7, 1
  %59 = mul i64 %58, %9
  %60 = add i64 %59, %5
  %61 = shl i64 %60, 32
  %62 = ashr exact i64 %61, 30
  %63 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %62
  br label %75

64:                                               ; preds = %88, %32
  %65 = icmp sgt i32 %6, 0
  %66 = and i1 %65, %25
  %67 = icmp sgt i32 %8, 0
  %68 = select i1 %66, i1 %67, i1 false
  %69 = add nsw i32 %10, -1
  %70 = icmp sgt i32 %69, %6
  %71 = select i1 %68, i1 %70, i1 false
  %72 = add nsw i32 %12, -1
  %73 = icmp sgt i32 %72, %8
  %74 = select i1 %71, i1 %73, i1 false
  br i1 %74, label %92, label %98

75:                                               ; preds = %40, %88
  %76 = phi i32 [ 0, %40 ], [ %90, %88 ]
  %77 = load float, ptr addrspace(3) %38, align 4, !tbaa !26
  br i1 %49, label %78, label %88

78:                                               ; preds = %75
  %79 = load float, ptr addrspace(3) %50, align 4, !tbaa !26
  %80 = fadd float %77, %79
  %81 = load float, ptr addrspace(3) %51, align 4, !tbaa !26
  %82 = fadd float %80, %81
  %83 = load float, ptr addrspace(3) %57, align 4, !tbaa !26
  %84 = fadd float %82, %83
  %85 = load float, ptr addrspace(3) %63, align 4, !tbaa !26
  %86 = fadd float %84, %85
  %87 = fmul float %86, 0x3FC99999A0000000
  br label %88

88:                                               ; preds = %78, %75
  %89 = phi float [ %87, %78 ], [ %77, %75 ]
  tail call void @_Z7barrierj(i32 noundef 1) #8
  store float %89, ptr addrspace(3) %38, align 4, !tbaa !26
  tail call void @_Z7barrierj(i32 noundef 1) #8
  %90 = add nuw nsw i32 %76, 1
  %91 = icmp eq i32 %90, %3
  br i1 %91, label %64, label %75, !llvm.loop !88

92:                                               ; preds = %64
  %93 = load float, ptr addrspace(3) %38, align 4, !tbaa !26
  %94 = mul nsw i32 %22, %2
  %95 = add nsw i32 %94, %17
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %96
  store float %93, ptr addrspace(1) %97, align 4, !tbaa !26
  br label %98

98:                                               ; preds = %92, %64
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @pb_fdtd2d(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #6 !kernel_arg_addr_space !89 !kernel_arg_access_qual !23 !kernel_arg_type !90 !kernel_arg_base_type !90 !kernel_arg_type_qual !91 {
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #7
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

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_conv2d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !63 !kernel_arg_access_qual !64 !kernel_arg_type !65 !kernel_arg_base_type !65 !kernel_arg_type_qual !85 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #7
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
  store float %45, ptr addrspace(1) %30, align 4, !tbaa !26
  br label %47

31:                                               ; preds = %34
  %32 = add nsw i32 %19, 1
  %33 = icmp eq i32 %32, 2
  br i1 %33, label %26, label %18, !llvm.loop !92

34:                                               ; preds = %18, %34
  %35 = phi i32 [ -1, %18 ], [ %37, %34 ]
  %36 = phi float [ %20, %18 ], [ %45, %34 ]
  %37 = add nsw i32 %35, 1
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [3 x [3 x float]], ptr addrspace(4) @__const.pb_conv2d.c, i64 0, i64 %22, i64 %38
  %40 = load float, ptr addrspace(4) %39, align 4, !tbaa !26
  %41 = add i32 %25, %35
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %42
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !26
  %45 = tail call float @llvm.fmuladd.f32(float %40, float %44, float %36)
  %46 = icmp eq i32 %37, 2
  br i1 %46, label %31, label %34, !llvm.loop !93

47:                                               ; preds = %26, %4
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_conv3d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !58 !kernel_arg_access_qual !39 !kernel_arg_type !94 !kernel_arg_base_type !94 !kernel_arg_type_qual !95 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #7
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
  store float %63, ptr addrspace(1) %35, align 4, !tbaa !26
  %36 = add nuw nsw i32 %24, 1
  %37 = icmp eq i32 %24, %22
  br i1 %37, label %66, label %23, !llvm.loop !96

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
  %50 = load float, ptr addrspace(1) %49, align 4, !tbaa !26
  %51 = add nsw i32 %39, %26
  %52 = mul nsw i32 %51, %4
  %53 = add nsw i32 %52, %7
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4, !tbaa !26
  %57 = fadd float %50, %56
  %58 = add nsw i32 %28, %39
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %59
  %61 = load float, ptr addrspace(1) %60, align 4, !tbaa !26
  %62 = fadd float %57, %61
  %63 = tail call float @llvm.fmuladd.f32(float %42, float %62, float %40)
  %64 = add nsw i32 %39, 1
  %65 = icmp eq i32 %64, 2
  br i1 %65, label %29, label %38, !llvm.loop !97

66:                                               ; preds = %29, %11, %5
  ret void
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #6 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #7 = { convergent nounwind willreturn memory(none) }
attributes #8 = { convergent nounwind }

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
!37 = distinct !{!37, !31}
!38 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!39 = !{!"none", !"none", !"none", !"none", !"none"}
!40 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!41 = !{!"const", !"const", !"", !"", !""}
!42 = distinct !{!42, !31}
!43 = distinct !{!43, !31}
!44 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0}
!45 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int", !"int"}
!46 = !{!"const", !"const", !"const", !"", !"", !"", !""}
!47 = distinct !{!47, !31}
!48 = distinct !{!48, !31}
!49 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!50 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!51 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!52 = !{!"const", !"", !"", !"const", !"const", !""}
!53 = distinct !{!53, !31}
!54 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!55 = !{!"float*", !"float*", !"float", !"float", !"int", !"int"}
!56 = !{!"const", !"", !"", !"", !"", !""}
!57 = distinct !{!57, !31}
!58 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!59 = !{!"float*", !"float*", !"float", !"int", !"int"}
!60 = !{!"", !"const", !"", !"", !""}
!61 = !{float 2.500000e+00}
!62 = distinct !{!62, !31}
!63 = !{i32 1, i32 1, i32 0, i32 0}
!64 = !{!"none", !"none", !"none", !"none"}
!65 = !{!"float*", !"float*", !"int", !"int"}
!66 = !{!"", !"const", !"", !""}
!67 = distinct !{!67, !31}
!68 = distinct !{!68, !31}
!69 = !{!"float*", !"float*", !"float*", !"float", !"float", !"int", !"int"}
!70 = !{!"const", !"", !"const", !"", !"", !"", !""}
!71 = !{float 3.000000e+00}
!72 = distinct !{!72, !31}
!73 = !{i32 1, i32 1, i32 1, i32 3, i32 0, i32 0, i32 0}
!74 = !{!"float*", !"float*", !"float*", !"float*", !"int", !"int", !"int"}
!75 = !{!"", !"", !"", !"", !"", !"", !""}
!76 = distinct !{!76, !31}
!77 = distinct !{!77, !31}
!78 = distinct !{!78, !31}
!79 = !{i32 1, i32 0, i32 0}
!80 = !{!"none", !"none", !"none"}
!81 = !{!"float*", !"int", !"int"}
!82 = !{!"", !"", !""}
!83 = !{i32 1, i32 1, i32 3, i32 0}
!84 = !{!"float*", !"float*", !"float*", !"int"}
!85 = !{!"const", !"", !"", !""}
!86 = !{i32 1, i32 3, i32 0, i32 0}
!87 = !{!"", !"", !"", !""}
!88 = distinct !{!88, !31}
!89 = !{i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!90 = !{!"float*", !"float*", !"float*", !"float*", !"int", !"int", !"int", !"int"}
!91 = !{!"", !"", !"", !"const", !"", !"", !"", !""}
!92 = distinct !{!92, !31}
!93 = distinct !{!93, !31}
!94 = !{!"float*", !"float*", !"int", !"int", !"int"}
!95 = !{!"const", !"", !"", !"", !""}
!96 = distinct !{!96, !31}
!97 = distinct !{!97, !31}
