source_filename = "src/polybench.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

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
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %9) ]
  %11 = trunc i64 %10 to i32
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #9 [ "convergencectrl"(token %9) ]
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
  br label %25

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
define spir_kernel void @pb_2mm_1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %8 = tail call token @llvm.experimental.convergence.entry()
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %8) ]
  %10 = trunc i64 %9 to i32
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #9 [ "convergencectrl"(token %8) ]
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
  %39 = call spir_func float @_Z3fmafff(float noundef %33, float noundef %38, float noundef %19) #9 [ "convergencectrl"(token %21) ]
  %40 = add nuw nsw i32 %20, 1
  br label %18

41:                                               ; preds = %7, %23
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z3fmafff(float noundef, float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @pb_2mm_2(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, float noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %8 = tail call token @llvm.experimental.convergence.entry()
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %8) ]
  %10 = trunc i64 %9 to i32
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #9 [ "convergencectrl"(token %8) ]
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
  br label %24

42:                                               ; preds = %7, %29
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @pb_atax_1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %6) ]
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
  br label %12

30:                                               ; preds = %17, %5
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @pb_atax_2(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %6) ]
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
  br label %10

29:                                               ; preds = %15, %5
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @pb_bicg(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 !kernel_arg_addr_space !20 !kernel_arg_access_qual !13 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %8 = tail call token @llvm.experimental.convergence.entry()
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %8) ]
  %10 = trunc i64 %9 to i32
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #9 [ "convergencectrl"(token %8) ]
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
  br label %18

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
  br label %35

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
define spir_kernel void @pb_mvt(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef readonly align 4 %4, i32 noundef %5) local_unnamed_addr #2 !kernel_arg_addr_space !23 !kernel_arg_access_qual !24 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
  %7 = tail call token @llvm.experimental.convergence.entry()
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %7) ]
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
  br label %18

43:                                               ; preds = %6, %24
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @pb_syrk(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, float noundef %2, float noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 !kernel_arg_addr_space !27 !kernel_arg_access_qual !24 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
  %7 = tail call token @llvm.experimental.convergence.entry()
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %7) ]
  %9 = trunc i64 %8 to i32
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #9 [ "convergencectrl"(token %7) ]
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
  br label %24

42:                                               ; preds = %29, %6
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @pb_cov_mean(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, float noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !kernel_arg_addr_space !30 !kernel_arg_access_qual !17 !kernel_arg_type !31 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %6) ]
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
  %16 = fdiv float %11, %2, !fpmath !33
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
  br label %10

27:                                               ; preds = %15, %5
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @pb_cov(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !34 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %5) ]
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
  br label %11

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
  br label %15

41:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @pb_corr_std(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, float noundef %3, float noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #2 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
  %8 = tail call token @llvm.experimental.convergence.entry()
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %8) ]
  %10 = trunc i64 %9 to i32
  %11 = icmp slt i32 %10, %5
  br i1 %11, label %12, label %36

12:                                               ; preds = %7
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %13
  br label %15

15:                                               ; preds = %12, %26
  %16 = phi i32 [ %35, %26 ], [ 0, %12 ]
  %17 = phi float [ %34, %26 ], [ 0.000000e+00, %12 ]
  %18 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %19 = icmp slt i32 %16, %6
  br i1 %19, label %26, label %20

20:                                               ; preds = %15
  %21 = fdiv float %17, %3, !fpmath !33
  %22 = call spir_func float @_Z4sqrtf(float noundef %21) #9 [ "convergencectrl"(token %8) ]
  %23 = fcmp ole float %22, %4
  %24 = select i1 %23, float 1.000000e+00, float %22
  %25 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %13
  store float %24, ptr addrspace(1) %25, align 4, !tbaa !8
  br label %36

26:                                               ; preds = %15
  %27 = mul nsw i32 %16, %5
  %28 = add nsw i32 %27, %10
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !8
  %32 = load float, ptr addrspace(1) %14, align 4, !tbaa !8
  %33 = fsub float %31, %32
  %34 = tail call float @llvm.fmuladd.f32(float %33, float %33, float %17)
  %35 = add nuw nsw i32 %16, 1
  br label %15

36:                                               ; preds = %20, %7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z4sqrtf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @pb_gramschmidt_norm(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #5 !kernel_arg_addr_space !40 !kernel_arg_access_qual !13 !kernel_arg_type !41 !kernel_arg_base_type !41 !kernel_arg_type_qual !42 {
  %8 = tail call token @llvm.experimental.convergence.entry()
  %9 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #9 [ "convergencectrl"(token %8) ]
  %10 = trunc i64 %9 to i32
  %11 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #9 [ "convergencectrl"(token %8) ]
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
  call spir_func void @_Z7barrierj(i32 noundef 1) #10 [ "convergencectrl"(token %8) ]
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
  br label %13

30:                                               ; preds = %47, %18
  %31 = phi i32 [ %21, %18 ], [ %48, %47 ]
  %32 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %33 = icmp sgt i32 %31, 0
  br i1 %33, label %38, label %34

34:                                               ; preds = %30
  %35 = load float, ptr addrspace(3) %3, align 4, !tbaa !8
  %36 = call spir_func float @_Z4sqrtf(float noundef %35) #9 [ "convergencectrl"(token %8) ]
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
  call spir_func void @_Z7barrierj(i32 noundef 1) #10 [ "convergencectrl"(token %32) ]
  %48 = lshr i32 %31, 1
  br label %30

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
  %66 = fdiv float %65, %36, !fpmath !33
  %67 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %63
  store float %66, ptr addrspace(1) %67, align 4, !tbaa !8
  %68 = add nsw i32 %56, %12
  br label %55
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @pb_lu_step(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #7 !kernel_arg_addr_space !43 !kernel_arg_access_qual !44 !kernel_arg_type !45 !kernel_arg_base_type !45 !kernel_arg_type_qual !46 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %4) ]
  %6 = trunc i64 %5 to i32
  %7 = add i32 %1, 1
  %8 = add i32 %7, %6
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #9 [ "convergencectrl"(token %4) ]
  %10 = trunc i64 %9 to i32
  %11 = add i32 %7, %10
  %12 = icmp slt i32 %11, %2
  %13 = icmp slt i32 %8, %2
  %14 = select i1 %12, i1 %13, i1 false
  br i1 %14, label %15, label %37

15:                                               ; preds = %3
  %16 = mul nsw i32 %11, %2
  %17 = add nsw i32 %16, %1
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !8
  %21 = mul nsw i32 %2, %1
  %22 = add nsw i32 %8, %21
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !8
  %26 = fmul float %20, %25
  %27 = add nsw i32 %21, %1
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !8
  %31 = fdiv float %26, %30, !fpmath !33
  %32 = add nsw i32 %16, %8
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !8
  %36 = fsub float %35, %31
  store float %36, ptr addrspace(1) %34, align 4, !tbaa !8
  br label %37

37:                                               ; preds = %15, %3
  ret void
}

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @pb_jacobi1d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #5 !kernel_arg_addr_space !47 !kernel_arg_access_qual !35 !kernel_arg_type !48 !kernel_arg_base_type !48 !kernel_arg_type_qual !49 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #9 [ "convergencectrl"(token %5) ]
  %9 = trunc i64 %8 to i32
  %10 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #9 [ "convergencectrl"(token %5) ]
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
  call spir_func void @_Z7barrierj(i32 noundef 1) #10 [ "convergencectrl"(token %5) ]
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
define spir_kernel void @pb_jacobi2d_tile(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #5 !kernel_arg_addr_space !50 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !51 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #9 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #9 [ "convergencectrl"(token %5) ]
  %9 = trunc i64 %8 to i32
  %10 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #9 [ "convergencectrl"(token %5) ]
  %11 = trunc i64 %10 to i32
  %12 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 1) #9 [ "convergencectrl"(token %5) ]
  %13 = trunc i64 %12 to i32
  %14 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #9 [ "convergencectrl"(token %5) ]
  %15 = add nsw i32 %11, -2
  %16 = zext i32 %15 to i64
  %17 = mul i64 %14, %16
  %18 = add i64 %17, %6
  %19 = trunc i64 %18 to i32
  %20 = call spir_func i64 @_Z12get_group_idj(i32 noundef 1) #9 [ "convergencectrl"(token %5) ]
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
  call spir_func void @_Z7barrierj(i32 noundef 1) #10 [ "convergencectrl"(token %5) ]
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

62:                                               ; preds = %83, %35
  %63 = phi i32 [ 0, %35 ], [ %85, %83 ]
  %64 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %65 = icmp slt i32 %63, %3
  br i1 %65, label %71, label %66

66:                                               ; preds = %62
  %67 = and i1 %41, %28
  %68 = select i1 %67, i1 %42, i1 false
  %69 = select i1 %68, i1 %45, i1 false
  %70 = select i1 %69, i1 %48, i1 false
  br i1 %70, label %86, label %92

71:                                               ; preds = %62
  %72 = load float, ptr addrspace(3) %40, align 4, !tbaa !8
  br i1 %49, label %73, label %83

73:                                               ; preds = %71
  %74 = load float, ptr addrspace(3) %50, align 4, !tbaa !8
  %75 = fadd float %72, %74
  %76 = load float, ptr addrspace(3) %51, align 4, !tbaa !8
  %77 = fadd float %75, %76
  %78 = load float, ptr addrspace(3) %56, align 4, !tbaa !8
  %79 = fadd float %77, %78
  %80 = load float, ptr addrspace(3) %61, align 4, !tbaa !8
  %81 = fadd float %79, %80
  %82 = fmul float %81, 0x3FC99999A0000000
  br label %83

83:                                               ; preds = %73, %71
  %84 = phi float [ %82, %73 ], [ %72, %71 ]
  call spir_func void @_Z7barrierj(i32 noundef 1) #10 [ "convergencectrl"(token %64) ]
  store float %84, ptr addrspace(3) %40, align 4, !tbaa !8
  call spir_func void @_Z7barrierj(i32 noundef 1) #10 [ "convergencectrl"(token %64) ]
  %85 = add nuw nsw i32 %63, 1
  br label %62

86:                                               ; preds = %66
  %87 = load float, ptr addrspace(3) %40, align 4, !tbaa !8
  %88 = mul nsw i32 %25, %2
  %89 = add nsw i32 %88, %19
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %90
  store float %87, ptr addrspace(1) %91, align 4, !tbaa !8
  br label %92

92:                                               ; preds = %86, %66
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @pb_fdtd2d(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #7 !kernel_arg_addr_space !52 !kernel_arg_access_qual !5 !kernel_arg_type !53 !kernel_arg_base_type !53 !kernel_arg_type_qual !54 {
  %9 = tail call token @llvm.experimental.convergence.entry()
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %9) ]
  %11 = trunc i64 %10 to i32
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #9 [ "convergencectrl"(token %9) ]
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

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn
define spir_kernel void @pb_conv2d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #8 !kernel_arg_addr_space !34 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !49 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #9 [ "convergencectrl"(token %5) ]
  %9 = trunc i64 %8 to i32
  %10 = add nsw i32 %2, -1
  %11 = add nsw i32 %3, -1
  %12 = insertelement <4 x i32> poison, i32 %9, i64 0
  %13 = insertelement <4 x i32> %12, i32 %7, i64 1
  %14 = insertelement <4 x i32> %13, i32 %10, i64 2
  %15 = insertelement <4 x i32> %14, i32 %11, i64 3
  %16 = shufflevector <4 x i32> %13, <4 x i32> <i32 0, i32 0, i32 poison, i32 poison>, <4 x i32> <i32 4, i32 5, i32 0, i32 1>
  %17 = icmp sgt <4 x i32> %15, %16
  %18 = freeze <4 x i1> %17
  %19 = bitcast <4 x i1> %18 to i4
  %20 = icmp eq i4 %19, -1
  br i1 %20, label %21, label %77

21:                                               ; preds = %4
  %22 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %23 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %22) ]
  %24 = add nsw i32 %9, -1
  %25 = mul nsw i32 %24, %3
  %26 = add i32 %25, %7
  %27 = add i32 %26, 1
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !8
  %31 = sext i32 %26 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !8
  %34 = add i32 %26, -1
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !8
  %38 = mul nsw i32 %9, %3
  %39 = add i32 %38, %7
  %40 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %22) ]
  %41 = sext i32 %39 to i64
  %42 = add i32 %39, 1
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !8
  %46 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %41
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !8
  %48 = add i32 %39, -1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %49
  %51 = load float, ptr addrspace(1) %50, align 4, !tbaa !8
  %52 = tail call float @llvm.fmuladd.f32(float %37, float 0x3FC99999A0000000, float 0.000000e+00)
  %53 = tail call float @llvm.fmuladd.f32(float %33, float 5.000000e-01, float %52)
  %54 = tail call float @llvm.fmuladd.f32(float %30, float 0xBFE99999A0000000, float %53)
  %55 = tail call float @llvm.fmuladd.f32(float %51, float 0xBFD3333340000000, float %54)
  %56 = tail call float @llvm.fmuladd.f32(float %47, float 0x3FE3333340000000, float %55)
  %57 = tail call float @llvm.fmuladd.f32(float %45, float 0xBFECCCCCC0000000, float %56)
  %58 = add nuw nsw i32 %9, 1
  %59 = mul nsw i32 %58, %3
  %60 = add i32 %59, %7
  %61 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %22) ]
  %62 = add i32 %60, -1
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4, !tbaa !8
  %66 = tail call float @llvm.fmuladd.f32(float %65, float 0x3FD99999A0000000, float %57)
  %67 = sext i32 %60 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %67
  %69 = load float, ptr addrspace(1) %68, align 4, !tbaa !8
  %70 = tail call float @llvm.fmuladd.f32(float %69, float 0x3FE6666660000000, float %66)
  %71 = add i32 %60, 1
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %72
  %74 = load float, ptr addrspace(1) %73, align 4, !tbaa !8
  %75 = tail call float @llvm.fmuladd.f32(float %74, float 0x3FB99999A0000000, float %70)
  %76 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %41
  store float %75, ptr addrspace(1) %76, align 4, !tbaa !8
  br label %77

77:                                               ; preds = %21, %4
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @pb_conv3d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !kernel_arg_addr_space !30 !kernel_arg_access_qual !17 !kernel_arg_type !55 !kernel_arg_base_type !55 !kernel_arg_type_qual !56 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %6) ]
  %8 = trunc i64 %7 to i32
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #9 [ "convergencectrl"(token %6) ]
  %10 = trunc i64 %9 to i32
  %11 = add nsw i32 %2, -1
  %12 = icmp slt i32 %10, 1
  %13 = icmp slt i32 %8, 1
  %14 = add nsw i32 %3, -1
  %15 = icmp sle i32 %14, %10
  %16 = add nsw i32 %4, -1
  %17 = icmp sle i32 %16, %8
  %18 = getelementptr i8, ptr addrspace(1) %0, i64 4
  %19 = getelementptr i8, ptr addrspace(1) %0, i64 -4
  br label %20

20:                                               ; preds = %28, %5
  %21 = phi i32 [ 1, %5 ], [ %30, %28 ]
  %22 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %23 = icmp sge i32 %21, %11
  %24 = select i1 %23, i1 true, i1 %12
  %25 = select i1 %24, i1 true, i1 %13
  %26 = select i1 %25, i1 true, i1 %15
  %27 = select i1 %26, i1 true, i1 %17
  br i1 %27, label %81, label %28

28:                                               ; preds = %20
  %29 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %22) ]
  %30 = add nuw nsw i32 %21, 1
  %31 = mul nsw i32 %30, %3
  %32 = add nsw i32 %31, %10
  %33 = mul nsw i32 %32, %4
  %34 = add nsw i32 %33, %8
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !8
  %38 = mul nsw i32 %21, %3
  %39 = add nsw i32 %38, %10
  %40 = add nsw i32 %39, 1
  %41 = mul nsw i32 %40, %4
  %42 = add nsw i32 %41, %8
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !8
  %46 = fadd float %37, %45
  %47 = mul nsw i32 %39, %4
  %48 = add nsw i32 %47, %8
  %49 = sext i32 %48 to i64
  %50 = getelementptr float, ptr addrspace(1) %18, i64 %49
  %51 = load float, ptr addrspace(1) %50, align 4, !tbaa !8
  %52 = fadd float %46, %51
  %53 = sext i32 %48 to i64
  %54 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %53
  %55 = load float, ptr addrspace(1) %54, align 4, !tbaa !8
  %56 = fadd float %55, %55
  %57 = fadd float %56, %55
  %58 = add nsw i32 %21, -1
  %59 = mul nsw i32 %58, %3
  %60 = add nsw i32 %59, %10
  %61 = mul nsw i32 %60, %4
  %62 = add nsw i32 %61, %8
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4, !tbaa !8
  %66 = add nsw i32 %39, -1
  %67 = mul nsw i32 %66, %4
  %68 = add nsw i32 %67, %8
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %69
  %71 = load float, ptr addrspace(1) %70, align 4, !tbaa !8
  %72 = fadd float %65, %71
  %73 = sext i32 %48 to i64
  %74 = getelementptr float, ptr addrspace(1) %19, i64 %73
  %75 = load float, ptr addrspace(1) %74, align 4, !tbaa !8
  %76 = fadd float %72, %75
  %77 = tail call float @llvm.fmuladd.f32(float %76, float 0x3FD99999A0000000, float 0.000000e+00)
  %78 = tail call float @llvm.fmuladd.f32(float %57, float 5.000000e-01, float %77)
  %79 = tail call float @llvm.fmuladd.f32(float %52, float 0x3FE3333340000000, float %78)
  %80 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %53
  store float %79, ptr addrspace(1) %80, align 4, !tbaa !8
  br label %20

81:                                               ; preds = %20
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
attributes #8 = { convergent mustprogress nofree norecurse nounwind willreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #9 = { convergent nounwind willreturn memory(none) }
attributes #10 = { convergent nounwind }

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
!12 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!13 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!14 = !{!"float*", !"float*", !"float*", !"float", !"int", !"int", !"int"}
!15 = !{!"const", !"const", !"", !"", !"", !"", !""}
!16 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!17 = !{!"none", !"none", !"none", !"none", !"none"}
!18 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!19 = !{!"const", !"const", !"", !"", !""}
!20 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0}
!21 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int", !"int"}
!22 = !{!"const", !"const", !"const", !"", !"", !"", !""}
!23 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!24 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!25 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!26 = !{!"const", !"", !"", !"const", !"const", !""}
!27 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!28 = !{!"float*", !"float*", !"float", !"float", !"int", !"int"}
!29 = !{!"const", !"", !"", !"", !"", !""}
!30 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!31 = !{!"float*", !"float*", !"float", !"int", !"int"}
!32 = !{!"", !"const", !"", !"", !""}
!33 = !{float 2.500000e+00}
!34 = !{i32 1, i32 1, i32 0, i32 0}
!35 = !{!"none", !"none", !"none", !"none"}
!36 = !{!"float*", !"float*", !"int", !"int"}
!37 = !{!"", !"const", !"", !""}
!38 = !{!"float*", !"float*", !"float*", !"float", !"float", !"int", !"int"}
!39 = !{!"const", !"", !"const", !"", !"", !"", !""}
!40 = !{i32 1, i32 1, i32 1, i32 3, i32 0, i32 0, i32 0}
!41 = !{!"float*", !"float*", !"float*", !"float*", !"int", !"int", !"int"}
!42 = !{!"", !"", !"", !"", !"", !"", !""}
!43 = !{i32 1, i32 0, i32 0}
!44 = !{!"none", !"none", !"none"}
!45 = !{!"float*", !"int", !"int"}
!46 = !{!"", !"", !""}
!47 = !{i32 1, i32 1, i32 3, i32 0}
!48 = !{!"float*", !"float*", !"float*", !"int"}
!49 = !{!"const", !"", !"", !""}
!50 = !{i32 1, i32 3, i32 0, i32 0}
!51 = !{!"", !"", !"", !""}
!52 = !{i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!53 = !{!"float*", !"float*", !"float*", !"float*", !"int", !"int", !"int", !"int"}
!54 = !{!"", !"", !"", !"const", !"", !"", !"", !""}
!55 = !{!"float*", !"float*", !"int", !"int", !"int"}
!56 = !{!"const", !"", !"", !"", !""}
