source_filename = "src/polybench.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

@__const.pb_conv2d.c = private unnamed_addr addrspace(2) constant [3 x [3 x float]] [[3 x float] [float 0x3FC99999A0000000, float 5.000000e-01, float 0xBFE99999A0000000], [3 x float] [float 0xBFD3333340000000, float 0x3FE3333340000000, float 0xBFECCCCCC0000000], [3 x float] [float 0x3FD99999A0000000, float 0x3FE6666660000000, float 0x3FB99999A0000000]], align 4

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
define spir_kernel void @pb_gemm(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, float noundef %3, float noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %9 = tail call token @llvm.experimental.convergence.entry()
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %9) ]
  %11 = trunc i64 %10 to i32
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #8 [ "convergencectrl"(token %9) ]
  %13 = trunc i64 %12 to i32
  %14 = icmp slt i32 %13, %5
  %15 = icmp slt i32 %11, %6
  %16 = select i1 %14, i1 %15, i1 false
  br i1 %16, label %17, label %44

17:                                               ; preds = %8
  %18 = mul nsw i32 %13, %6
  %19 = add nsw i32 %18, %11
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !8
  %23 = fmul float %22, %4
  %24 = mul nsw i32 %13, %7
  br label %25

25:                                               ; preds = %31, %17
  %26 = phi float [ %23, %17 ], [ %42, %31 ]
  %27 = phi i32 [ 0, %17 ], [ %43, %31 ]
  %28 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %9) ]
  %29 = icmp slt i32 %27, %7
  br i1 %29, label %31, label %30

30:                                               ; preds = %25
  store float %26, ptr addrspace(1) %21, align 4, !tbaa !8
  br label %44

31:                                               ; preds = %25
  %32 = add nsw i32 %27, %24
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !8
  %36 = fmul float %35, %3
  %37 = mul nsw i32 %27, %6
  %38 = add nsw i32 %37, %11
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !8
  %42 = tail call float @llvm.fmuladd.f32(float %36, float %41, float %26)
  %43 = add nuw nsw i32 %27, 1
  br label %25, !llvm.loop !12

44:                                               ; preds = %30, %8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @pb_2mm_1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %8 = tail call token @llvm.experimental.convergence.entry()
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %8) ]
  %10 = trunc i64 %9 to i32
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #8 [ "convergencectrl"(token %8) ]
  %12 = trunc i64 %11 to i32
  %13 = icmp slt i32 %12, %4
  %14 = icmp slt i32 %10, %5
  %15 = select i1 %13, i1 %14, i1 false
  br i1 %15, label %16, label %41

16:                                               ; preds = %7
  %17 = mul nsw i32 %12, %6
  br label %18

18:                                               ; preds = %16, %29
  %19 = phi float [ %39, %29 ], [ 0.000000e+00, %16 ]
  %20 = phi i32 [ %40, %29 ], [ 0, %16 ]
  %21 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %22 = icmp slt i32 %20, %6
  br i1 %22, label %29, label %23

23:                                               ; preds = %18
  %24 = fmul float %19, %3
  %25 = mul nsw i32 %12, %5
  %26 = add nsw i32 %25, %10
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %27
  store float %24, ptr addrspace(1) %28, align 4, !tbaa !8
  br label %41

29:                                               ; preds = %18
  %30 = add nsw i32 %20, %17
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !8
  %34 = mul nsw i32 %20, %5
  %35 = add nsw i32 %34, %10
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !8
  %39 = call spir_func float @_Z3fmafff(float noundef %33, float noundef %38, float noundef %19) #8 [ "convergencectrl"(token %21) ]
  %40 = add nuw nsw i32 %20, 1
  br label %18, !llvm.loop !18

41:                                               ; preds = %7, %23
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z3fmafff(float noundef, float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @pb_2mm_2(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %8 = tail call token @llvm.experimental.convergence.entry()
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %8) ]
  %10 = trunc i64 %9 to i32
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #8 [ "convergencectrl"(token %8) ]
  %12 = trunc i64 %11 to i32
  %13 = icmp slt i32 %12, %4
  %14 = icmp slt i32 %10, %6
  %15 = select i1 %13, i1 %14, i1 false
  br i1 %15, label %16, label %42

16:                                               ; preds = %7
  %17 = mul nsw i32 %12, %6
  %18 = add nsw i32 %17, %10
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !8
  %22 = fmul float %21, %3
  %23 = mul nsw i32 %12, %5
  br label %24

24:                                               ; preds = %30, %16
  %25 = phi float [ %22, %16 ], [ %40, %30 ]
  %26 = phi i32 [ 0, %16 ], [ %41, %30 ]
  %27 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %28 = icmp slt i32 %26, %5
  br i1 %28, label %30, label %29

29:                                               ; preds = %24
  store float %25, ptr addrspace(1) %20, align 4, !tbaa !8
  br label %42

30:                                               ; preds = %24
  %31 = add nsw i32 %26, %23
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !8
  %35 = mul nsw i32 %26, %6
  %36 = add nsw i32 %35, %10
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !8
  %40 = tail call float @llvm.fmuladd.f32(float %34, float %39, float %25)
  %41 = add nuw nsw i32 %26, 1
  br label %24, !llvm.loop !19

42:                                               ; preds = %7, %29
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @pb_atax_1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %6) ]
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %3
  br i1 %9, label %10, label %30

10:                                               ; preds = %5
  %11 = mul nsw i32 %8, %4
  br label %12

12:                                               ; preds = %10, %20
  %13 = phi float [ %28, %20 ], [ 0.000000e+00, %10 ]
  %14 = phi i32 [ %29, %20 ], [ 0, %10 ]
  %15 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %16 = icmp slt i32 %14, %4
  br i1 %16, label %20, label %17

17:                                               ; preds = %12
  %18 = sext i32 %8 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %18
  store float %13, ptr addrspace(1) %19, align 4, !tbaa !8
  br label %30

20:                                               ; preds = %12
  %21 = add nsw i32 %14, %11
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !8
  %25 = zext nneg i32 %14 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !8
  %28 = tail call float @llvm.fmuladd.f32(float %24, float %27, float %13)
  %29 = add nuw nsw i32 %14, 1
  br label %12, !llvm.loop !24

30:                                               ; preds = %17, %5
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @pb_atax_2(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %6) ]
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %4
  br i1 %9, label %10, label %29

10:                                               ; preds = %5, %18
  %11 = phi float [ %27, %18 ], [ 0.000000e+00, %5 ]
  %12 = phi i32 [ %28, %18 ], [ 0, %5 ]
  %13 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %14 = icmp slt i32 %12, %3
  br i1 %14, label %18, label %15

15:                                               ; preds = %10
  %16 = sext i32 %8 to i64
  %17 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %16
  store float %11, ptr addrspace(1) %17, align 4, !tbaa !8
  br label %29

18:                                               ; preds = %10
  %19 = mul nsw i32 %12, %4
  %20 = add nsw i32 %19, %8
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !8
  %24 = zext nneg i32 %12 to i64
  %25 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !8
  %27 = tail call float @llvm.fmuladd.f32(float %23, float %26, float %11)
  %28 = add nuw nsw i32 %12, 1
  br label %10, !llvm.loop !25

29:                                               ; preds = %15, %5
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @pb_bicg(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 !kernel_arg_addr_space !26 !kernel_arg_access_qual !15 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %8 = tail call token @llvm.experimental.convergence.entry()
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %8) ]
  %10 = trunc i64 %9 to i32
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #8 [ "convergencectrl"(token %8) ]
  %12 = trunc i64 %11 to i32
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %33

14:                                               ; preds = %7
  %15 = icmp slt i32 %10, %5
  br i1 %15, label %16, label %56

16:                                               ; preds = %14
  %17 = mul nsw i32 %10, %6
  br label %18

18:                                               ; preds = %16, %23
  %19 = phi float [ %31, %23 ], [ 0.000000e+00, %16 ]
  %20 = phi i32 [ %32, %23 ], [ 0, %16 ]
  %21 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %22 = icmp slt i32 %20, %6
  br i1 %22, label %23, label %51

23:                                               ; preds = %18
  %24 = add nsw i32 %20, %17
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !8
  %28 = zext nneg i32 %20 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !8
  %31 = tail call float @llvm.fmuladd.f32(float %27, float %30, float %19)
  %32 = add nuw nsw i32 %20, 1
  br label %18, !llvm.loop !29

33:                                               ; preds = %7
  %34 = icmp slt i32 %10, %6
  br i1 %34, label %35, label %56

35:                                               ; preds = %33, %40
  %36 = phi float [ %49, %40 ], [ 0.000000e+00, %33 ]
  %37 = phi i32 [ %50, %40 ], [ 0, %33 ]
  %38 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %39 = icmp slt i32 %37, %5
  br i1 %39, label %40, label %51

40:                                               ; preds = %35
  %41 = zext nneg i32 %37 to i64
  %42 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !8
  %44 = mul nsw i32 %37, %6
  %45 = add nsw i32 %44, %10
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !8
  %49 = tail call float @llvm.fmuladd.f32(float %43, float %48, float %36)
  %50 = add nuw nsw i32 %37, 1
  br label %35, !llvm.loop !30

51:                                               ; preds = %35, %18
  %52 = phi ptr addrspace(1) [ %3, %18 ], [ %4, %35 ]
  %53 = phi float [ %19, %18 ], [ %36, %35 ]
  %54 = sext i32 %10 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %52, i64 %54
  store float %53, ptr addrspace(1) %55, align 4, !tbaa !8
  br label %56

56:                                               ; preds = %51, %33, %14
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @pb_mvt(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef readonly align 4 %4, i32 noundef %5) local_unnamed_addr #2 !kernel_arg_addr_space !31 !kernel_arg_access_qual !32 !kernel_arg_type !33 !kernel_arg_base_type !33 !kernel_arg_type_qual !34 {
  %7 = tail call token @llvm.experimental.convergence.entry()
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %7) ]
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %9, %5
  br i1 %10, label %11, label %43

11:                                               ; preds = %6
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !8
  %15 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %12
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !8
  %17 = mul nsw i32 %9, %5
  br label %18

18:                                               ; preds = %25, %11
  %19 = phi float [ %14, %11 ], [ %33, %25 ]
  %20 = phi float [ %16, %11 ], [ %41, %25 ]
  %21 = phi i32 [ 0, %11 ], [ %42, %25 ]
  %22 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %23 = icmp slt i32 %21, %5
  br i1 %23, label %25, label %24

24:                                               ; preds = %18
  store float %19, ptr addrspace(1) %13, align 4, !tbaa !8
  store float %20, ptr addrspace(1) %15, align 4, !tbaa !8
  br label %43

25:                                               ; preds = %18
  %26 = add nsw i32 %21, %17
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !8
  %30 = zext nneg i32 %21 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !8
  %33 = tail call float @llvm.fmuladd.f32(float %29, float %32, float %19)
  %34 = mul nsw i32 %21, %5
  %35 = add nsw i32 %34, %9
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !8
  %39 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %30
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !8
  %41 = tail call float @llvm.fmuladd.f32(float %38, float %40, float %20)
  %42 = add nuw nsw i32 %21, 1
  br label %18, !llvm.loop !35

43:                                               ; preds = %6, %24
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @pb_syrk(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, float noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 !kernel_arg_addr_space !36 !kernel_arg_access_qual !32 !kernel_arg_type !37 !kernel_arg_base_type !37 !kernel_arg_type_qual !38 {
  %7 = tail call token @llvm.experimental.convergence.entry()
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %7) ]
  %9 = trunc i64 %8 to i32
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #8 [ "convergencectrl"(token %7) ]
  %11 = trunc i64 %10 to i32
  %12 = icmp sge i32 %11, %4
  %13 = icmp sgt i32 %9, %11
  %14 = select i1 %12, i1 true, i1 %13
  br i1 %14, label %42, label %15

15:                                               ; preds = %6
  %16 = mul nsw i32 %11, %4
  %17 = add nsw i32 %16, %9
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !8
  %21 = fmul float %20, %3
  %22 = mul nsw i32 %11, %5
  %23 = mul nsw i32 %9, %5
  br label %24

24:                                               ; preds = %30, %15
  %25 = phi float [ %21, %15 ], [ %40, %30 ]
  %26 = phi i32 [ 0, %15 ], [ %41, %30 ]
  %27 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %7) ]
  %28 = icmp slt i32 %26, %5
  br i1 %28, label %30, label %29

29:                                               ; preds = %24
  store float %25, ptr addrspace(1) %19, align 4, !tbaa !8
  br label %42

30:                                               ; preds = %24
  %31 = add nsw i32 %26, %22
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !8
  %35 = fmul float %34, %2
  %36 = add nsw i32 %26, %23
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !8
  %40 = tail call float @llvm.fmuladd.f32(float %35, float %39, float %25)
  %41 = add nuw nsw i32 %26, 1
  br label %24, !llvm.loop !39

42:                                               ; preds = %29, %6
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @pb_cov_mean(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, float noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !kernel_arg_addr_space !40 !kernel_arg_access_qual !21 !kernel_arg_type !41 !kernel_arg_base_type !41 !kernel_arg_type_qual !42 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %6) ]
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %3
  br i1 %9, label %10, label %27

10:                                               ; preds = %5, %19
  %11 = phi float [ %25, %19 ], [ 0.000000e+00, %5 ]
  %12 = phi i32 [ %26, %19 ], [ 0, %5 ]
  %13 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %14 = icmp slt i32 %12, %4
  br i1 %14, label %19, label %15

15:                                               ; preds = %10
  %16 = fdiv float %11, %2, !fpmath !43
  %17 = sext i32 %8 to i64
  %18 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %17
  store float %16, ptr addrspace(1) %18, align 4, !tbaa !8
  br label %27

19:                                               ; preds = %10
  %20 = mul nsw i32 %12, %3
  %21 = add nsw i32 %20, %8
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !8
  %25 = fadd float %11, %24
  %26 = add nuw nsw i32 %12, 1
  br label %10, !llvm.loop !44

27:                                               ; preds = %15, %5
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @pb_cov(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !45 !kernel_arg_access_qual !46 !kernel_arg_type !47 !kernel_arg_base_type !47 !kernel_arg_type_qual !48 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %41

9:                                                ; preds = %4
  %10 = mul nsw i32 %7, %2
  br label %11

11:                                               ; preds = %9, %20
  %12 = phi i32 [ %28, %20 ], [ %7, %9 ]
  %13 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %14 = icmp slt i32 %12, %2
  br i1 %14, label %15, label %41

15:                                               ; preds = %11, %29
  %16 = phi float [ %39, %29 ], [ 0.000000e+00, %11 ]
  %17 = phi i32 [ %40, %29 ], [ 0, %11 ]
  %18 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %13) ]
  %19 = icmp slt i32 %17, %3
  br i1 %19, label %29, label %20

20:                                               ; preds = %15
  %21 = add nsw i32 %12, %10
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  store float %16, ptr addrspace(1) %23, align 4, !tbaa !8
  %24 = mul nsw i32 %12, %2
  %25 = add nsw i32 %24, %7
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %26
  store float %16, ptr addrspace(1) %27, align 4, !tbaa !8
  %28 = add nsw i32 %12, 1
  br label %11, !llvm.loop !49

29:                                               ; preds = %15
  %30 = mul nsw i32 %17, %2
  %31 = add nsw i32 %30, %7
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !8
  %35 = add nsw i32 %30, %12
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !8
  %39 = tail call float @llvm.fmuladd.f32(float %34, float %38, float %16)
  %40 = add nuw nsw i32 %17, 1
  br label %15, !llvm.loop !50

41:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @pb_corr_std(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, float noundef %3, float noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !51 !kernel_arg_base_type !51 !kernel_arg_type_qual !52 {
  %8 = tail call token @llvm.experimental.convergence.entry()
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %8) ]
  %10 = trunc i64 %9 to i32
  %11 = icmp slt i32 %10, %5
  br i1 %11, label %12, label %37

12:                                               ; preds = %7
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %13
  br label %15

15:                                               ; preds = %12, %27
  %16 = phi i32 [ %36, %27 ], [ 0, %12 ]
  %17 = phi float [ %35, %27 ], [ 0.000000e+00, %12 ]
  %18 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %19 = icmp slt i32 %16, %6
  br i1 %19, label %27, label %20

20:                                               ; preds = %15
  %21 = fdiv float %17, %3, !fpmath !43
  %22 = call spir_func float @_Z4sqrtf(float noundef %21) #8 [ "convergencectrl"(token %8) ]
  %23 = fcmp ole float %22, %4
  %24 = select i1 %23, float 1.000000e+00, float %22
  %25 = sext i32 %10 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %25
  store float %24, ptr addrspace(1) %26, align 4, !tbaa !8
  br label %37

27:                                               ; preds = %15
  %28 = mul nsw i32 %16, %5
  %29 = add nsw i32 %28, %10
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %30
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !8
  %33 = load float, ptr addrspace(1) %14, align 4, !tbaa !8
  %34 = fsub float %32, %33
  %35 = tail call float @llvm.fmuladd.f32(float %34, float %34, float %17)
  %36 = add nuw nsw i32 %16, 1
  br label %15, !llvm.loop !53

37:                                               ; preds = %20, %7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z4sqrtf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @pb_gramschmidt_norm(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #5 !kernel_arg_addr_space !54 !kernel_arg_access_qual !15 !kernel_arg_type !55 !kernel_arg_base_type !55 !kernel_arg_type_qual !56 {
  %8 = tail call token @llvm.experimental.convergence.entry()
  %9 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8 [ "convergencectrl"(token %8) ]
  %10 = trunc i64 %9 to i32
  %11 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #8 [ "convergencectrl"(token %8) ]
  %12 = trunc i64 %11 to i32
  br label %13

13:                                               ; preds = %22, %7
  %14 = phi i32 [ %10, %7 ], [ %29, %22 ]
  %15 = phi float [ 0.000000e+00, %7 ], [ %28, %22 ]
  %16 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %17 = icmp slt i32 %14, %5
  br i1 %17, label %22, label %18

18:                                               ; preds = %13
  %19 = sext i32 %10 to i64
  %20 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %19
  store float %15, ptr addrspace(3) %20, align 4, !tbaa !8
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %8) ]
  %21 = sdiv i32 %12, 2
  br label %30

22:                                               ; preds = %13
  %23 = mul nsw i32 %14, %6
  %24 = add nsw i32 %23, %4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !8
  %28 = tail call float @llvm.fmuladd.f32(float %27, float %27, float %15)
  %29 = add nsw i32 %14, %12
  br label %13, !llvm.loop !57

30:                                               ; preds = %47, %18
  %31 = phi i32 [ %21, %18 ], [ %48, %47 ]
  %32 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %33 = icmp sgt i32 %31, 0
  br i1 %33, label %38, label %34

34:                                               ; preds = %30
  %35 = load float, ptr addrspace(3) %3, align 4, !tbaa !8
  %36 = call spir_func float @_Z4sqrtf(float noundef %35) #8 [ "convergencectrl"(token %8) ]
  %37 = icmp eq i32 %10, 0
  br i1 %37, label %49, label %54

38:                                               ; preds = %30
  %39 = icmp sgt i32 %31, %10
  br i1 %39, label %40, label %47

40:                                               ; preds = %38
  %41 = add nsw i32 %31, %10
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %42
  %44 = load float, ptr addrspace(3) %43, align 4, !tbaa !8
  %45 = load float, ptr addrspace(3) %20, align 4, !tbaa !8
  %46 = fadd float %44, %45
  store float %46, ptr addrspace(3) %20, align 4, !tbaa !8
  br label %47

47:                                               ; preds = %40, %38
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %32) ]
  %48 = lshr i32 %31, 1
  br label %30, !llvm.loop !58

49:                                               ; preds = %34
  %50 = add i32 %6, 1
  %51 = mul i32 %50, %4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %52
  store float %36, ptr addrspace(1) %53, align 4, !tbaa !8
  br label %54

54:                                               ; preds = %49, %34
  br label %55

55:                                               ; preds = %54, %60
  %56 = phi i32 [ %68, %60 ], [ %10, %54 ]
  %57 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %58 = icmp slt i32 %56, %5
  br i1 %58, label %60, label %59

59:                                               ; preds = %55
  ret void

60:                                               ; preds = %55
  %61 = mul nsw i32 %56, %6
  %62 = add nsw i32 %61, %4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4, !tbaa !8
  %66 = fdiv float %65, %36, !fpmath !43
  %67 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %63
  store float %66, ptr addrspace(1) %67, align 4, !tbaa !8
  %68 = add nsw i32 %56, %12
  br label %55, !llvm.loop !59
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @pb_lu_step(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #7 !kernel_arg_addr_space !60 !kernel_arg_access_qual !61 !kernel_arg_type !62 !kernel_arg_base_type !62 !kernel_arg_type_qual !63 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %4) ]
  %6 = trunc i64 %5 to i32
  %7 = add i32 %1, 1
  %8 = add i32 %7, %6
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #8 [ "convergencectrl"(token %4) ]
  %10 = trunc i64 %9 to i32
  %11 = add i32 %1, 1
  %12 = add i32 %11, %10
  %13 = icmp slt i32 %12, %2
  %14 = icmp slt i32 %8, %2
  %15 = select i1 %13, i1 %14, i1 false
  br i1 %15, label %16, label %38

16:                                               ; preds = %3
  %17 = mul nsw i32 %12, %2
  %18 = add nsw i32 %17, %1
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !8
  %22 = mul nsw i32 %2, %1
  %23 = add nsw i32 %8, %22
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !8
  %27 = fmul float %21, %26
  %28 = add nsw i32 %22, %1
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !8
  %32 = fdiv float %27, %31, !fpmath !43
  %33 = add nsw i32 %17, %8
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !8
  %37 = fsub float %36, %32
  store float %37, ptr addrspace(1) %35, align 4, !tbaa !8
  br label %38

38:                                               ; preds = %16, %3
  ret void
}

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @pb_jacobi1d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #5 !kernel_arg_addr_space !64 !kernel_arg_access_qual !46 !kernel_arg_type !65 !kernel_arg_base_type !65 !kernel_arg_type_qual !66 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %9 = trunc i64 %8 to i32
  %10 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %11 = trunc i64 %10 to i32
  %12 = icmp slt i32 %7, %3
  br i1 %12, label %13, label %17

13:                                               ; preds = %4
  %14 = sext i32 %7 to i64
  %15 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !8
  br label %17

17:                                               ; preds = %4, %13
  %18 = phi float [ %16, %13 ], [ 0.000000e+00, %4 ]
  %19 = sext i32 %9 to i64
  %20 = getelementptr float, ptr addrspace(3) %2, i64 %19
  %21 = getelementptr i8, ptr addrspace(3) %20, i64 4
  store float %18, ptr addrspace(3) %21, align 4, !tbaa !8
  %22 = icmp eq i32 %9, 0
  br i1 %22, label %23, label %32

23:                                               ; preds = %17
  %24 = icmp sgt i32 %7, 0
  br i1 %24, label %25, label %30

25:                                               ; preds = %23
  %26 = and i64 %6, 2147483647
  %27 = getelementptr float, ptr addrspace(1) %0, i64 %26
  %28 = getelementptr i8, ptr addrspace(1) %27, i64 -4
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !8
  br label %30

30:                                               ; preds = %23, %25
  %31 = phi float [ %29, %25 ], [ 0.000000e+00, %23 ]
  store float %31, ptr addrspace(3) %2, align 4, !tbaa !8
  br label %32

32:                                               ; preds = %30, %17
  %33 = add nsw i32 %11, -1
  %34 = icmp eq i32 %33, %9
  br i1 %34, label %35, label %47

35:                                               ; preds = %32
  %36 = add nsw i32 %7, 1
  %37 = icmp slt i32 %36, %3
  br i1 %37, label %38, label %42

38:                                               ; preds = %35
  %39 = sext i32 %36 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !8
  br label %42

42:                                               ; preds = %35, %38
  %43 = phi float [ %41, %38 ], [ 0.000000e+00, %35 ]
  %44 = sext i32 %11 to i64
  %45 = getelementptr float, ptr addrspace(3) %2, i64 %44
  %46 = getelementptr i8, ptr addrspace(3) %45, i64 4
  store float %43, ptr addrspace(3) %46, align 4, !tbaa !8
  br label %47

47:                                               ; preds = %42, %32
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %5) ]
  %48 = icmp sgt i32 %7, 0
  %49 = add nsw i32 %3, -1
  %50 = icmp sgt i32 %49, %7
  %51 = select i1 %48, i1 %50, i1 false
  br i1 %51, label %52, label %62

52:                                               ; preds = %47
  %53 = load float, ptr addrspace(3) %20, align 4, !tbaa !8
  %54 = load float, ptr addrspace(3) %21, align 4, !tbaa !8
  %55 = fadd float %53, %54
  %56 = getelementptr i8, ptr addrspace(3) %20, i64 8
  %57 = load float, ptr addrspace(3) %56, align 4, !tbaa !8
  %58 = fadd float %55, %57
  %59 = fmul float %58, 0x3FD5554760000000
  %60 = and i64 %6, 2147483647
  %61 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %60
  store float %59, ptr addrspace(1) %61, align 4, !tbaa !8
  br label %62

62:                                               ; preds = %52, %47
  ret void
}

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @pb_jacobi2d_tile(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #5 !kernel_arg_addr_space !67 !kernel_arg_access_qual !46 !kernel_arg_type !47 !kernel_arg_base_type !47 !kernel_arg_type_qual !68 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #8 [ "convergencectrl"(token %5) ]
  %9 = trunc i64 %8 to i32
  %10 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %11 = trunc i64 %10 to i32
  %12 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 1) #8 [ "convergencectrl"(token %5) ]
  %13 = trunc i64 %12 to i32
  %14 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %15 = add nsw i32 %11, -2
  %16 = zext i32 %15 to i64
  %17 = mul i64 %14, %16
  %18 = add i64 %17, %6
  %19 = trunc i64 %18 to i32
  %20 = call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #8 [ "convergencectrl"(token %5) ]
  %21 = add nsw i32 %13, -2
  %22 = zext i32 %21 to i64
  %23 = mul i64 %20, %22
  %24 = add i64 %23, %8
  %25 = trunc i64 %24 to i32
  %26 = icmp slt i32 %19, %2
  %27 = icmp slt i32 %25, %2
  %28 = select i1 %26, i1 %27, i1 false
  br i1 %28, label %29, label %35

29:                                               ; preds = %4
  %30 = mul nsw i32 %25, %2
  %31 = add nsw i32 %30, %19
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !8
  br label %35

35:                                               ; preds = %4, %29
  %36 = phi float [ %34, %29 ], [ 0.000000e+00, %4 ]
  %37 = mul nsw i32 %11, %9
  %38 = add nsw i32 %37, %7
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %39
  store float %36, ptr addrspace(3) %40, align 4, !tbaa !8
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %5) ]
  %41 = icmp sgt i32 %7, 0
  %42 = icmp sgt i32 %9, 0
  %43 = select i1 %41, i1 %42, i1 false
  %44 = add nsw i32 %11, -1
  %45 = icmp sgt i32 %44, %7
  %46 = select i1 %43, i1 %45, i1 false
  %47 = add nsw i32 %13, -1
  %48 = icmp sgt i32 %47, %9
  %49 = select i1 %46, i1 %48, i1 false
  %50 = getelementptr i8, ptr addrspace(3) %40, i64 -4
  %51 = getelementptr i8, ptr addrspace(3) %40, i64 4
  %52 = add nsw i32 %9, -1
  %53 = mul nsw i32 %52, %11
  %54 = add nsw i32 %53, %7
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %55
  %57 = add nuw nsw i32 %9, 1
  %58 = mul nsw i32 %57, %11
  %59 = add nsw i32 %58, %7
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %60
  br label %62

62:                                               ; preds = %89, %35
  %63 = phi i32 [ 0, %35 ], [ %91, %89 ]
  %64 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %65 = icmp slt i32 %63, %3
  br i1 %65, label %77, label %66

66:                                               ; preds = %62
  %67 = icmp sgt i32 %7, 0
  %68 = and i1 %67, %28
  %69 = icmp sgt i32 %9, 0
  %70 = select i1 %68, i1 %69, i1 false
  %71 = add nsw i32 %11, -1
  %72 = icmp sgt i32 %71, %7
  %73 = select i1 %70, i1 %72, i1 false
  %74 = add nsw i32 %13, -1
  %75 = icmp sgt i32 %74, %9
  %76 = select i1 %73, i1 %75, i1 false
  br i1 %76, label %92, label %98

77:                                               ; preds = %62
  %78 = load float, ptr addrspace(3) %40, align 4, !tbaa !8
  br i1 %49, label %79, label %89

79:                                               ; preds = %77
  %80 = load float, ptr addrspace(3) %50, align 4, !tbaa !8
  %81 = fadd float %78, %80
  %82 = load float, ptr addrspace(3) %51, align 4, !tbaa !8
  %83 = fadd float %81, %82
  %84 = load float, ptr addrspace(3) %56, align 4, !tbaa !8
  %85 = fadd float %83, %84
  %86 = load float, ptr addrspace(3) %61, align 4, !tbaa !8
  %87 = fadd float %85, %86
  %88 = fmul float %87, 0x3FC99999A0000000
  br label %89

89:                                               ; preds = %79, %77
  %90 = phi float [ %88, %79 ], [ %78, %77 ]
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %64) ]
  store float %90, ptr addrspace(3) %40, align 4, !tbaa !8
  call spir_func void @_Z7barrierj(i32 noundef 1) #9 [ "convergencectrl"(token %64) ]
  %91 = add nuw nsw i32 %63, 1
  br label %62, !llvm.loop !69

92:                                               ; preds = %66
  %93 = load float, ptr addrspace(3) %40, align 4, !tbaa !8
  %94 = mul nsw i32 %25, %2
  %95 = add nsw i32 %94, %19
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %96
  store float %93, ptr addrspace(1) %97, align 4, !tbaa !8
  br label %98

98:                                               ; preds = %92, %66
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @pb_fdtd2d(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #7 !kernel_arg_addr_space !70 !kernel_arg_access_qual !5 !kernel_arg_type !71 !kernel_arg_base_type !71 !kernel_arg_type_qual !72 {
  %9 = tail call token @llvm.experimental.convergence.entry()
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %9) ]
  %11 = trunc i64 %10 to i32
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #8 [ "convergencectrl"(token %9) ]
  %13 = trunc i64 %12 to i32
  %14 = icmp slt i32 %13, %5
  %15 = icmp slt i32 %11, %6
  %16 = select i1 %14, i1 %15, i1 false
  br i1 %16, label %17, label %90

17:                                               ; preds = %8
  switch i32 %7, label %59 [
    i32 0, label %18
    i32 1, label %42
  ]

18:                                               ; preds = %17
  %19 = icmp eq i32 %13, 0
  br i1 %19, label %20, label %26

20:                                               ; preds = %18
  %21 = sext i32 %4 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !8
  %24 = sext i32 %11 to i64
  %25 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %24
  store float %23, ptr addrspace(1) %25, align 4, !tbaa !8
  br label %90

26:                                               ; preds = %18
  %27 = mul nsw i32 %13, %6
  %28 = add nsw i32 %27, %11
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !8
  %32 = add nsw i32 %13, -1
  %33 = mul nsw i32 %32, %6
  %34 = add nsw i32 %33, %11
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !8
  %38 = fsub float %31, %37
  %39 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %29
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !8
  %41 = tail call float @llvm.fmuladd.f32(float %38, float -5.000000e-01, float %40)
  store float %41, ptr addrspace(1) %39, align 4, !tbaa !8
  br label %90

42:                                               ; preds = %17
  %43 = icmp sgt i32 %11, 0
  br i1 %43, label %44, label %90

44:                                               ; preds = %42
  %45 = mul nsw i32 %13, %6
  %46 = add nsw i32 %45, %11
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %47
  %49 = load float, ptr addrspace(1) %48, align 4, !tbaa !8
  %50 = add nsw i32 %11, -1
  %51 = add nsw i32 %50, %45
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !8
  %55 = fsub float %49, %54
  %56 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %47
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !8
  %58 = tail call float @llvm.fmuladd.f32(float %55, float -5.000000e-01, float %57)
  store float %58, ptr addrspace(1) %56, align 4, !tbaa !8
  br label %90

59:                                               ; preds = %17
  %60 = add nsw i32 %5, -1
  %61 = icmp sgt i32 %60, %13
  %62 = add nsw i32 %6, -1
  %63 = icmp sgt i32 %62, %11
  %64 = select i1 %61, i1 %63, i1 false
  br i1 %64, label %65, label %90

65:                                               ; preds = %59
  %66 = mul nsw i32 %13, %6
  %67 = add nsw i32 %11, 1
  %68 = add nsw i32 %67, %66
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %69
  %71 = load float, ptr addrspace(1) %70, align 4, !tbaa !8
  %72 = add nsw i32 %66, %11
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %73
  %75 = load float, ptr addrspace(1) %74, align 4, !tbaa !8
  %76 = fsub float %71, %75
  %77 = add nsw i32 %13, 1
  %78 = mul nsw i32 %77, %6
  %79 = add nsw i32 %78, %11
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %80
  %82 = load float, ptr addrspace(1) %81, align 4, !tbaa !8
  %83 = fadd float %76, %82
  %84 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %73
  %85 = load float, ptr addrspace(1) %84, align 4, !tbaa !8
  %86 = fsub float %83, %85
  %87 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %73
  %88 = load float, ptr addrspace(1) %87, align 4, !tbaa !8
  %89 = tail call float @llvm.fmuladd.f32(float %86, float 0xBFE6666660000000, float %88)
  store float %89, ptr addrspace(1) %87, align 4, !tbaa !8
  br label %90

90:                                               ; preds = %26, %20, %44, %42, %65, %59, %8
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @pb_conv2d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !45 !kernel_arg_access_qual !46 !kernel_arg_type !47 !kernel_arg_base_type !47 !kernel_arg_type_qual !66 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #8 [ "convergencectrl"(token %5) ]
  %9 = trunc i64 %8 to i32
  %10 = icmp sgt i32 %9, 0
  %11 = icmp sgt i32 %7, 0
  %12 = select i1 %10, i1 %11, i1 false
  %13 = add nsw i32 %2, -1
  %14 = icmp sgt i32 %13, %9
  %15 = select i1 %12, i1 %14, i1 false
  %16 = add nsw i32 %3, -1
  %17 = icmp sgt i32 %16, %7
  %18 = select i1 %15, i1 %17, i1 false
  br i1 %18, label %19, label %52

19:                                               ; preds = %4, %40
  %20 = phi float [ %36, %40 ], [ 0.000000e+00, %4 ]
  %21 = phi i32 [ %41, %40 ], [ -1, %4 ]
  %22 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %23 = icmp slt i32 %21, 2
  br i1 %23, label %24, label %30

24:                                               ; preds = %19
  %25 = add nsw i32 %21, 1
  %26 = sext i32 %25 to i64
  %27 = add nsw i32 %21, %9
  %28 = mul nsw i32 %27, %3
  %29 = add i32 %28, %7
  br label %35

30:                                               ; preds = %19
  %31 = mul nsw i32 %9, %3
  %32 = add nsw i32 %31, %7
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %33
  store float %20, ptr addrspace(1) %34, align 4, !tbaa !8
  br label %52

35:                                               ; preds = %24, %42
  %36 = phi float [ %51, %42 ], [ %20, %24 ]
  %37 = phi i32 [ %43, %42 ], [ -1, %24 ]
  %38 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %22) ]
  %39 = icmp slt i32 %37, 2
  br i1 %39, label %42, label %40

40:                                               ; preds = %35
  %41 = add nsw i32 %21, 1
  br label %19, !llvm.loop !73

42:                                               ; preds = %35
  %43 = add nsw i32 %37, 1
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [3 x [3 x float]], ptr addrspace(2) @__const.pb_conv2d.c, i64 0, i64 %26, i64 %44
  %46 = load float, ptr addrspace(2) %45, align 4, !tbaa !8
  %47 = add i32 %29, %37
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %48
  %50 = load float, ptr addrspace(1) %49, align 4, !tbaa !8
  %51 = tail call float @llvm.fmuladd.f32(float %46, float %50, float %36)
  br label %35, !llvm.loop !74

52:                                               ; preds = %30, %4
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @pb_conv3d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !kernel_arg_addr_space !40 !kernel_arg_access_qual !21 !kernel_arg_type !75 !kernel_arg_base_type !75 !kernel_arg_type_qual !76 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #8 [ "convergencectrl"(token %6) ]
  %8 = trunc i64 %7 to i32
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #8 [ "convergencectrl"(token %6) ]
  %10 = trunc i64 %9 to i32
  %11 = add nsw i32 %2, -1
  %12 = icmp slt i32 %10, 1
  %13 = icmp slt i32 %8, 1
  %14 = add nsw i32 %3, -1
  %15 = icmp sle i32 %14, %10
  %16 = add nsw i32 %4, -1
  %17 = icmp sle i32 %16, %8
  br label %18

18:                                               ; preds = %36, %5
  %19 = phi i32 [ 1, %5 ], [ %43, %36 ]
  %20 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %21 = icmp sge i32 %19, %11
  %22 = select i1 %21, i1 true, i1 %12
  %23 = select i1 %22, i1 true, i1 %13
  %24 = select i1 %23, i1 true, i1 %15
  %25 = select i1 %24, i1 true, i1 %17
  br i1 %25, label %69, label %26

26:                                               ; preds = %18
  %27 = mul nsw i32 %19, %3
  %28 = add nsw i32 %27, %10
  %29 = mul nsw i32 %28, %4
  %30 = add nsw i32 %29, %8
  br label %31

31:                                               ; preds = %26, %44
  %32 = phi float [ %67, %44 ], [ 0.000000e+00, %26 ]
  %33 = phi i32 [ %68, %44 ], [ -1, %26 ]
  %34 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %20) ]
  %35 = icmp slt i32 %33, 2
  br i1 %35, label %44, label %36

36:                                               ; preds = %31
  %37 = mul nsw i32 %19, %3
  %38 = add nsw i32 %37, %10
  %39 = mul nsw i32 %38, %4
  %40 = add nsw i32 %39, %8
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %41
  store float %32, ptr addrspace(1) %42, align 4, !tbaa !8
  %43 = add nuw nsw i32 %19, 1
  br label %18, !llvm.loop !77

44:                                               ; preds = %31
  %45 = sitofp i32 %33 to float
  %46 = tail call float @llvm.fmuladd.f32(float %45, float 0x3FB99999A0000000, float 5.000000e-01)
  %47 = add nsw i32 %33, %19
  %48 = mul nsw i32 %47, %3
  %49 = add nsw i32 %48, %10
  %50 = mul nsw i32 %49, %4
  %51 = add nsw i32 %50, %8
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !8
  %55 = add nsw i32 %33, %28
  %56 = mul nsw i32 %55, %4
  %57 = add nsw i32 %56, %8
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %58
  %60 = load float, ptr addrspace(1) %59, align 4, !tbaa !8
  %61 = fadd float %54, %60
  %62 = add nsw i32 %30, %33
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4, !tbaa !8
  %66 = fadd float %61, %65
  %67 = tail call float @llvm.fmuladd.f32(float %46, float %66, float %32)
  %68 = add nsw i32 %33, 1
  br label %31, !llvm.loop !78

69:                                               ; preds = %18
  ret void
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent nofree norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #6 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #7 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #8 = { convergent nounwind willreturn memory(none) }
attributes #9 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"clang-19"}
!4 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0}
!5 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!6 = !{!"float*", !"float*", !"float*", !"float", !"float", !"int", !"int", !"int"}
!7 = !{!"const", !"const", !"", !"", !"", !"", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!16 = !{!"float*", !"float*", !"float*", !"float", !"int", !"int", !"int"}
!17 = !{!"const", !"const", !"", !"", !"", !"", !""}
!18 = distinct !{!18, !13}
!19 = distinct !{!19, !13}
!20 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!21 = !{!"none", !"none", !"none", !"none", !"none"}
!22 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!23 = !{!"const", !"const", !"", !"", !""}
!24 = distinct !{!24, !13}
!25 = distinct !{!25, !13}
!26 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0}
!27 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int", !"int"}
!28 = !{!"const", !"const", !"const", !"", !"", !"", !""}
!29 = distinct !{!29, !13}
!30 = distinct !{!30, !13}
!31 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!32 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!33 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!34 = !{!"const", !"", !"", !"const", !"const", !""}
!35 = distinct !{!35, !13}
!36 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!37 = !{!"float*", !"float*", !"float", !"float", !"int", !"int"}
!38 = !{!"const", !"", !"", !"", !"", !""}
!39 = distinct !{!39, !13}
!40 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!41 = !{!"float*", !"float*", !"float", !"int", !"int"}
!42 = !{!"", !"const", !"", !"", !""}
!43 = !{float 2.500000e+00}
!44 = distinct !{!44, !13}
!45 = !{i32 1, i32 1, i32 0, i32 0}
!46 = !{!"none", !"none", !"none", !"none"}
!47 = !{!"float*", !"float*", !"int", !"int"}
!48 = !{!"", !"const", !"", !""}
!49 = distinct !{!49, !13}
!50 = distinct !{!50, !13}
!51 = !{!"float*", !"float*", !"float*", !"float", !"float", !"int", !"int"}
!52 = !{!"const", !"", !"const", !"", !"", !"", !""}
!53 = distinct !{!53, !13}
!54 = !{i32 1, i32 1, i32 1, i32 3, i32 0, i32 0, i32 0}
!55 = !{!"float*", !"float*", !"float*", !"float*", !"int", !"int", !"int"}
!56 = !{!"", !"", !"", !"", !"", !"", !""}
!57 = distinct !{!57, !13}
!58 = distinct !{!58, !13}
!59 = distinct !{!59, !13}
!60 = !{i32 1, i32 0, i32 0}
!61 = !{!"none", !"none", !"none"}
!62 = !{!"float*", !"int", !"int"}
!63 = !{!"", !"", !""}
!64 = !{i32 1, i32 1, i32 3, i32 0}
!65 = !{!"float*", !"float*", !"float*", !"int"}
!66 = !{!"const", !"", !"", !""}
!67 = !{i32 1, i32 3, i32 0, i32 0}
!68 = !{!"", !"", !"", !""}
!69 = distinct !{!69, !13}
!70 = !{i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!71 = !{!"float*", !"float*", !"float*", !"float*", !"int", !"int", !"int", !"int"}
!72 = !{!"", !"", !"", !"const", !"", !"", !"", !""}
!73 = distinct !{!73, !13}
!74 = distinct !{!74, !13}
!75 = !{!"float*", !"float*", !"int", !"int", !"int"}
!76 = !{!"const", !"", !"", !"", !""}
!77 = distinct !{!77, !13}
!78 = distinct !{!78, !13}
