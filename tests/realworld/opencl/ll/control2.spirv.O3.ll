source_filename = "src/control2.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

%struct.agent_t = type { <2 x i32>, <4 x float>, i32, [12 x i8] }

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
define spir_kernel void @cf_tokenize(ptr addrspace(1) nocapture noundef readonly align 1 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #12 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !8
  br label %11

11:                                               ; preds = %50, %4
  %12 = phi i32 [ 0, %4 ], [ %51, %50 ]
  %13 = phi i32 [ 0, %4 ], [ %52, %50 ]
  %14 = phi i32 [ 0, %4 ], [ %53, %50 ]
  %15 = phi i32 [ %10, %4 ], [ %54, %50 ]
  %16 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %17 = icmp eq i32 %12, 4
  br i1 %17, label %55, label %18

18:                                               ; preds = %11
  %19 = icmp slt i32 %15, %3
  br i1 %19, label %20, label %24

20:                                               ; preds = %18
  %21 = sext i32 %15 to i64
  %22 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %21
  %23 = load i8, ptr addrspace(1) %22, align 1, !tbaa !12
  br label %24

24:                                               ; preds = %18, %20
  %25 = phi i8 [ %23, %20 ], [ 0, %18 ]
  switch i32 %12, label %48 [
    i32 0, label %26
    i32 3, label %26
    i32 1, label %38
    i32 2, label %46
  ]

26:                                               ; preds = %24, %24
  %27 = icmp eq i8 %25, 0
  br i1 %27, label %50, label %28

28:                                               ; preds = %26
  %29 = add i8 %25, -48
  %30 = icmp ult i8 %29, 10
  br i1 %30, label %31, label %33

31:                                               ; preds = %28
  %32 = add nsw i32 %13, 1
  br label %50

33:                                               ; preds = %28
  %34 = icmp ne i8 %25, 32
  %35 = select i1 %34, i32 2, i32 3
  %36 = zext i1 %34 to i32
  %37 = add nsw i32 %14, %36
  br label %50

38:                                               ; preds = %24
  switch i8 %25, label %40 [
    i8 0, label %50
    i8 32, label %39
  ]

39:                                               ; preds = %38
  br label %50

40:                                               ; preds = %38
  %41 = add i8 %25, -58
  %42 = icmp ult i8 %41, -10
  %43 = select i1 %42, i32 2, i32 1
  %44 = zext i1 %42 to i32
  %45 = add nsw i32 %14, %44
  br label %50

46:                                               ; preds = %24
  switch i8 %25, label %49 [
    i8 0, label %50
    i8 10, label %50
    i8 32, label %47
  ]

47:                                               ; preds = %46
  br label %50

48:                                               ; preds = %24
  unreachable

49:                                               ; preds = %46
  br label %50

50:                                               ; preds = %40, %33, %46, %46, %49, %38, %26, %47, %39, %31
  %51 = phi i32 [ 3, %47 ], [ 3, %39 ], [ 1, %31 ], [ 4, %26 ], [ 4, %38 ], [ 4, %46 ], [ 4, %46 ], [ 2, %49 ], [ %35, %33 ], [ %43, %40 ]
  %52 = phi i32 [ %13, %47 ], [ %13, %39 ], [ %32, %31 ], [ %13, %26 ], [ %13, %38 ], [ %13, %46 ], [ %13, %46 ], [ %13, %49 ], [ %13, %33 ], [ %13, %40 ]
  %53 = phi i32 [ %14, %47 ], [ %14, %39 ], [ %14, %31 ], [ %14, %26 ], [ %14, %38 ], [ %14, %46 ], [ %14, %46 ], [ %14, %49 ], [ %37, %33 ], [ %45, %40 ]
  %54 = add nsw i32 %15, 1
  br label %11

55:                                               ; preds = %11
  %56 = shl nsw i32 %7, 1
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %57
  store i32 %13, ptr addrspace(1) %58, align 4, !tbaa !8
  %59 = or disjoint i32 %56, 1
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %60
  store i32 %14, ptr addrspace(1) %61, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define spir_func <4 x float> @shade(<4 x float> noundef %0, <2 x i32> noundef %1) local_unnamed_addr #5 {
  %3 = mul nsw <2 x i32> %1, %1
  %4 = shufflevector <2 x i32> %3, <2 x i32> poison, <2 x i32> <i32 1, i32 poison>
  %5 = add nuw nsw <2 x i32> %3, %4
  %6 = extractelement <2 x i32> %5, i64 0
  %7 = uitofp nneg i32 %6 to float
  %8 = fadd float %7, 1.000000e+00
  %9 = fdiv float 1.000000e+00, %8, !fpmath !13
  %10 = insertelement <4 x float> poison, float %9, i64 0
  %11 = shufflevector <4 x float> %10, <4 x float> poison, <4 x i32> zeroinitializer
  %12 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %0, <4 x float> %11, <4 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>)
  ret <4 x float> %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #6

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @cf_agents(ptr addrspace(1) nocapture noundef align 16 %0, ptr addrspace(1) nocapture noundef readonly align 8 %1, i32 noundef %2, <2 x i32> noundef %3, <2 x i32> noundef %4) local_unnamed_addr #2 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = alloca [12 x i8], align 4
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #12 [ "convergencectrl"(token %6) ]
  %9 = trunc i64 %8 to i32
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7)
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds %struct.agent_t, ptr addrspace(1) %0, i64 %10
  %12 = load <2 x i32>, ptr addrspace(1) %11, align 16, !tbaa !12
  %13 = getelementptr inbounds i8, ptr addrspace(1) %11, i64 8
  %14 = load i64, ptr addrspace(1) %13, align 8
  %15 = getelementptr inbounds i8, ptr addrspace(1) %11, i64 16
  %16 = load <4 x float>, ptr addrspace(1) %15, align 16, !tbaa !12
  %17 = getelementptr inbounds i8, ptr addrspace(1) %11, i64 32
  %18 = load i32, ptr addrspace(1) %17, align 16, !tbaa !8
  %19 = getelementptr inbounds i8, ptr addrspace(1) %11, i64 36
  call void @llvm.memcpy.p0.p1.i64(ptr noundef nonnull align 4 dereferenceable(12) %7, ptr addrspace(1) noundef align 4 dereferenceable(12) %19, i64 12, i1 false), !tbaa.struct !19
  %20 = srem i32 %9, 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %1, i64 %21
  br label %23

23:                                               ; preds = %51, %5
  %24 = phi i32 [ %18, %5 ], [ %52, %51 ]
  %25 = phi <4 x float> [ %16, %5 ], [ %53, %51 ]
  %26 = phi <2 x i32> [ %12, %5 ], [ %54, %51 ]
  %27 = phi i32 [ 0, %5 ], [ %55, %51 ]
  %28 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %29 = icmp slt i32 %27, %2
  br i1 %29, label %30, label %56

30:                                               ; preds = %23
  switch i32 %24, label %56 [
    i32 0, label %31
    i32 1, label %44
    i32 2, label %46
  ]

31:                                               ; preds = %30
  %32 = load <2 x i32>, ptr addrspace(1) %22, align 8, !tbaa !12
  %33 = add <2 x i32> %32, %26
  %34 = icmp slt <2 x i32> %33, %3
  %35 = sext <2 x i1> %34 to <2 x i32>
  %36 = call spir_func i32 @_Z3anyDv2_i(<2 x i32> noundef %35) #12 [ "convergencectrl"(token %28) ]
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %43

38:                                               ; preds = %31
  %39 = icmp sgt <2 x i32> %33, %4
  %40 = sext <2 x i1> %39 to <2 x i32>
  %41 = call spir_func i32 @_Z3anyDv2_i(<2 x i32> noundef %40) #12 [ "convergencectrl"(token %28) ]
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %51, label %43

43:                                               ; preds = %38, %31
  br label %51

44:                                               ; preds = %30
  %45 = call spir_func <2 x i32> @_Z5clampDv2_iS_S_(<2 x i32> noundef %26, <2 x i32> noundef %3, <2 x i32> noundef %4) #12 [ "convergencectrl"(token %28) ]
  br label %51

46:                                               ; preds = %30
  %47 = call spir_func <4 x float> @shade(<4 x float> noundef %25, <2 x i32> noundef %26) #13 [ "convergencectrl"(token %28) ]
  %48 = extractelement <4 x float> %47, i64 3
  %49 = fcmp ogt float %48, 4.000000e+00
  %50 = select i1 %49, i32 3, i32 0
  br label %51

51:                                               ; preds = %44, %46, %43, %38
  %52 = phi i32 [ %50, %46 ], [ 2, %44 ], [ 1, %43 ], [ 0, %38 ]
  %53 = phi <4 x float> [ %47, %46 ], [ %25, %44 ], [ %25, %43 ], [ %25, %38 ]
  %54 = phi <2 x i32> [ %26, %46 ], [ %45, %44 ], [ %33, %43 ], [ %33, %38 ]
  %55 = add nuw nsw i32 %27, 1
  br label %23

56:                                               ; preds = %30, %23
  store <2 x i32> %26, ptr addrspace(1) %11, align 16, !tbaa !12
  store i64 %14, ptr addrspace(1) %13, align 8
  store <4 x float> %25, ptr addrspace(1) %15, align 16, !tbaa !12
  store i32 %24, ptr addrspace(1) %17, align 16, !tbaa !8
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noundef align 4 dereferenceable(12) %19, ptr noundef nonnull align 4 dereferenceable(12) %7, i64 12, i1 false), !tbaa.struct !19
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p1.i64(ptr noalias nocapture writeonly, ptr addrspace(1) noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z3anyDv2_i(<2 x i32> noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <2 x i32> @_Z5clampDv2_iS_S_(<2 x i32> noundef, <2 x i32> noundef, <2 x i32> noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @cf_find2d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 8 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !kernel_arg_addr_space !20 !kernel_arg_access_qual !15 !kernel_arg_type !21 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #12 [ "convergencectrl"(token %6) ]
  %8 = shl i64 %7, 32
  %9 = ashr exact i64 %8, 32
  %10 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !8
  br label %12

12:                                               ; preds = %39, %5
  %13 = phi i32 [ 0, %5 ], [ %40, %39 ]
  %14 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %15 = icmp slt i32 %13, %3
  br i1 %15, label %16, label %41

16:                                               ; preds = %12
  %17 = mul nsw i32 %13, %4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !8
  %21 = icmp sgt i32 %20, %11
  br i1 %21, label %41, label %22

22:                                               ; preds = %16, %37
  %23 = phi i32 [ %38, %37 ], [ 0, %16 ]
  %24 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %14) ]
  %25 = icmp slt i32 %23, %4
  br i1 %25, label %26, label %39

26:                                               ; preds = %22
  %27 = add nsw i32 %23, %17
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %28
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !8
  %31 = icmp eq i32 %30, %11
  br i1 %31, label %32, label %35

32:                                               ; preds = %26
  %33 = insertelement <2 x i32> poison, i32 %13, i64 0
  %34 = insertelement <2 x i32> %33, i32 %23, i64 1
  br label %41

35:                                               ; preds = %26
  %36 = icmp sgt i32 %30, %11
  br i1 %36, label %39, label %37

37:                                               ; preds = %35
  %38 = add nuw nsw i32 %23, 1
  br label %22

39:                                               ; preds = %35, %22
  %40 = add nuw nsw i32 %13, 1
  br label %12

41:                                               ; preds = %16, %12, %32
  %42 = phi <2 x i32> [ %34, %32 ], [ <i32 -1, i32 -1>, %12 ], [ <i32 -1, i32 -1>, %16 ]
  %43 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %2, i64 %9
  store <2 x i32> %42, ptr addrspace(1) %43, align 8, !tbaa !12
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nosync nounwind memory(none)
define spir_func i32 @first_prime_after(i32 noundef %0) local_unnamed_addr #8 {
  %2 = tail call token @llvm.experimental.convergence.entry()
  br label %3

3:                                                ; preds = %18, %1
  %4 = phi i32 [ %0, %1 ], [ %5, %18 ]
  %5 = add nsw i32 %4, 1
  %6 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %2) ]
  %7 = icmp sgt i32 %4, 0
  %8 = zext i1 %7 to i32
  br label %9

9:                                                ; preds = %14, %3
  %10 = phi i32 [ 2, %3 ], [ %17, %14 ]
  %11 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %12 = mul nuw nsw i32 %10, %10
  %13 = icmp sgt i32 %12, %5
  br i1 %13, label %18, label %14

14:                                               ; preds = %9
  %15 = srem i32 %5, %10
  %16 = icmp eq i32 %15, 0
  %17 = add nuw nsw i32 %10, 1
  br i1 %16, label %18, label %9

18:                                               ; preds = %14, %9
  %19 = phi i32 [ %8, %9 ], [ 0, %14 ]
  %20 = icmp eq i32 %19, 0
  br i1 %20, label %3, label %21

21:                                               ; preds = %18
  ret i32 %5
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @cf_helpers2(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #2 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #12 [ "convergencectrl"(token %4) ]
  %6 = shl i64 %5, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !8
  br label %10

10:                                               ; preds = %15, %3
  %11 = phi i32 [ %9, %3 ], [ %16, %15 ]
  %12 = phi i32 [ 1, %3 ], [ %17, %15 ]
  %13 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %14 = icmp sgt i32 %11, 9
  br i1 %14, label %15, label %18

15:                                               ; preds = %10
  %16 = udiv i32 %11, 10
  %17 = add nuw nsw i32 %12, 1
  br label %10

18:                                               ; preds = %10
  %19 = load i32, ptr addrspace(1) %8, align 4, !tbaa !8
  %20 = and i32 %19, 1023
  %21 = call spir_func i32 @first_prime_after(i32 noundef %20) #14 [ "convergencectrl"(token %4) ]
  %22 = call spir_func i32 @first_prime_after(i32 noundef %2) #14 [ "convergencectrl"(token %4) ]
  %23 = mul nuw nsw i32 %12, 10000
  %24 = add nsw i32 %21, %23
  %25 = add nsw i32 %24, %22
  %26 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  store i32 %25, ptr addrspace(1) %26, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @cf_vectors(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) nocapture noundef readonly align 16 %2, float noundef %3) local_unnamed_addr #9 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !28 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #12 [ "convergencectrl"(token %5) ]
  %7 = shl i64 %6, 32
  %8 = ashr exact i64 %7, 32
  %9 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %10 = call spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef %8, ptr addrspace(4) noundef %9) #15 [ "convergencectrl"(token %5) ]
  %11 = and i64 %6, 7
  %12 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %2, i64 %11
  %13 = load <4 x i32>, ptr addrspace(1) %12, align 16, !tbaa !12
  %14 = shufflevector <4 x float> %10, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %15 = ashr <4 x i32> %13, <i32 31, i32 31, i32 31, i32 31>
  %16 = call spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef %10, <4 x float> noundef %14, <4 x i32> noundef %15) #12 [ "convergencectrl"(token %5) ]
  %17 = fneg float %3
  %18 = insertelement <4 x float> poison, float %17, i64 0
  %19 = shufflevector <4 x float> %18, <4 x float> poison, <4 x i32> zeroinitializer
  %20 = insertelement <4 x float> poison, float %3, i64 0
  %21 = shufflevector <4 x float> %20, <4 x float> poison, <4 x i32> zeroinitializer
  %22 = call spir_func <4 x float> @_Z5clampDv4_fS_S_(<4 x float> noundef %16, <4 x float> noundef %19, <4 x float> noundef %21) #12 [ "convergencectrl"(token %5) ]
  %23 = call spir_func <4 x float> @_Z4fabsDv4_f(<4 x float> noundef %16) #12 [ "convergencectrl"(token %5) ]
  %24 = call spir_func <4 x float> @_Z11native_sqrtDv4_f(<4 x float> noundef %23) #12 [ "convergencectrl"(token %5) ]
  %25 = call spir_func <4 x float> @_Z3mixDv4_fS_S_(<4 x float> noundef %22, <4 x float> noundef %24, <4 x float> noundef <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>) #12 [ "convergencectrl"(token %5) ]
  %26 = shufflevector <4 x float> %25, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %27 = call spir_func <2 x i32> @_Z12convert_int2Dv2_f(<2 x float> noundef %26) #12 [ "convergencectrl"(token %5) ]
  %28 = call spir_func <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef %27) #12 [ "convergencectrl"(token %5) ]
  %29 = shufflevector <4 x float> %25, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %30 = fadd <2 x float> %29, %28
  %31 = shufflevector <2 x float> %30, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %32 = shufflevector <4 x float> %25, <4 x float> %31, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %33 = addrspacecast ptr addrspace(1) %1 to ptr addrspace(4)
  call spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef %32, i64 noundef %8, ptr addrspace(4) noundef %33) #14 [ "convergencectrl"(token %5) ]
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare spir_func <4 x float> @_Z6vload4mPU3AS4Kf(i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #10

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef, <4 x float> noundef, <4 x i32> noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z5clampDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z3mixDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z11native_sqrtDv4_f(<4 x float> noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <4 x float> @_Z4fabsDv4_f(<4 x float> noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <2 x i32> @_Z12convert_int2Dv2_f(<2 x float> noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z7vstore4Dv4_fmPU3AS4f(<4 x float> noundef, i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #11

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @cf_loop_exits(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #9 !kernel_arg_addr_space !31 !kernel_arg_access_qual !5 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #12 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  br label %8

8:                                                ; preds = %23, %4
  %9 = phi i32 [ %7, %4 ], [ %27, %23 ]
  %10 = phi i32 [ 0, %4 ], [ %24, %23 ]
  %11 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %12 = icmp slt i32 %9, %3
  br i1 %12, label %13, label %28

13:                                               ; preds = %8
  %14 = sext i32 %9 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !8
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %23, label %18

18:                                               ; preds = %13
  %19 = icmp slt i32 %16, 0
  br i1 %19, label %28, label %20

20:                                               ; preds = %18
  %21 = add nsw i32 %16, %10
  %22 = icmp sgt i32 %21, 1048576
  br i1 %22, label %28, label %23

23:                                               ; preds = %13, %20
  %24 = phi i32 [ %10, %13 ], [ %21, %20 ]
  %25 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #12 [ "convergencectrl"(token %11) ]
  %26 = trunc i64 %25 to i32
  %27 = add i32 %9, %26
  br label %8

28:                                               ; preds = %20, %18, %8
  %29 = phi i32 [ %10, %8 ], [ %10, %18 ], [ -1, %20 ]
  %30 = sext i32 %7 to i64
  %31 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %30
  store i32 %29, ptr addrspace(3) %31, align 4, !tbaa !8
  call spir_func void @_Z7barrierj(i32 noundef 1) #14 [ "convergencectrl"(token %5) ]
  %32 = icmp eq i32 %7, 0
  br i1 %32, label %33, label %55

33:                                               ; preds = %28, %46
  %34 = phi i32 [ %47, %46 ], [ 0, %28 ]
  %35 = phi i32 [ %48, %46 ], [ 0, %28 ]
  %36 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %37 = zext i32 %35 to i64
  %38 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #12 [ "convergencectrl"(token %36) ]
  %39 = icmp ugt i64 %38, %37
  br i1 %39, label %40, label %49

40:                                               ; preds = %33
  %41 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %37
  %42 = load i32, ptr addrspace(3) %41, align 4, !tbaa !8
  %43 = icmp slt i32 %42, 0
  br i1 %43, label %44, label %46

44:                                               ; preds = %40
  %45 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #12 [ "convergencectrl"(token %36) ]
  br label %51

46:                                               ; preds = %40
  %47 = add nuw nsw i32 %42, %34
  %48 = add i32 %35, 1
  br label %33

49:                                               ; preds = %33
  %50 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #12 [ "convergencectrl"(token %5) ]
  br label %51

51:                                               ; preds = %49, %44
  %52 = phi i64 [ %45, %44 ], [ %50, %49 ]
  %53 = phi i32 [ -1, %44 ], [ %34, %49 ]
  %54 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %52
  store i32 %53, ptr addrspace(1) %54, align 4, !tbaa !8
  br label %55

55:                                               ; preds = %51, %28
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #11

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @cf_math(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #9 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !27 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = alloca i32, align 4
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #12 [ "convergencectrl"(token %4) ]
  %7 = shl i64 %6, 32
  %8 = ashr exact i64 %7, 32
  %9 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %8
  %10 = load float, ptr addrspace(1) %9, align 4, !tbaa !35
  br label %11

11:                                               ; preds = %32, %3
  %12 = phi i32 [ 0, %3 ], [ %44, %32 ]
  %13 = phi float [ %10, %3 ], [ %43, %32 ]
  %14 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %15 = icmp slt i32 %12, %2
  br i1 %15, label %32, label %16

16:                                               ; preds = %11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #13
  %17 = addrspacecast ptr %5 to ptr addrspace(4)
  %18 = call spir_func float @_Z5frexpfPU3AS4i(float noundef %13, ptr addrspace(4) noundef %17) #14 [ "convergencectrl"(token %4) ]
  %19 = load i32, ptr %5, align 4, !tbaa !8
  %20 = sdiv i32 %19, 2
  %21 = call spir_func float @_Z5ldexpfi(float noundef %18, i32 noundef %20) #12 [ "convergencectrl"(token %4) ]
  %22 = call float @llvm.fmuladd.f32(float %13, float %13, float 1.000000e+00)
  %23 = call spir_func float @_Z5rsqrtf(float noundef %22) #12 [ "convergencectrl"(token %4) ]
  %24 = fadd float %21, %23
  %25 = call spir_func float @_Z5hypotff(float noundef %13, float noundef 2.000000e+00) #12 [ "convergencectrl"(token %4) ]
  %26 = fadd float %24, %25
  %27 = call spir_func float @_Z3erff(float noundef %13) #12 [ "convergencectrl"(token %4) ]
  %28 = fadd float %26, %27
  %29 = call spir_func float @_Z4cbrtf(float noundef %13) #12 [ "convergencectrl"(token %4) ]
  %30 = fadd float %28, %29
  %31 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %8
  store float %30, ptr addrspace(1) %31, align 4, !tbaa !35
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #13
  ret void

32:                                               ; preds = %11
  %33 = call spir_func float @_Z3sinf(float noundef %13) #12 [ "convergencectrl"(token %14) ]
  %34 = call spir_func float @_Z3fmafff(float noundef %13, float noundef 5.000000e-01, float noundef %33) #12 [ "convergencectrl"(token %14) ]
  %35 = call spir_func float @_Z4fabsf(float noundef %13) #12 [ "convergencectrl"(token %14) ]
  %36 = call spir_func float @_Z5log1pf(float noundef %35) #12 [ "convergencectrl"(token %14) ]
  %37 = fadd float %34, %36
  %38 = uitofp nneg i32 %12 to float
  %39 = fadd float %38, 1.000000e+00
  %40 = call spir_func float @_Z5atan2ff(float noundef %13, float noundef %39) #12 [ "convergencectrl"(token %14) ]
  %41 = fsub float %37, %40
  %42 = call spir_func float @_Z4fmaxff(float noundef %41, float noundef -1.000000e+01) #12 [ "convergencectrl"(token %14) ]
  %43 = call spir_func float @_Z4fminff(float noundef %42, float noundef 1.000000e+01) #12 [ "convergencectrl"(token %14) ]
  %44 = add nuw nsw i32 %12, 1
  br label %11
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z3fmafff(float noundef, float noundef, float noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z3sinf(float noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z5log1pf(float noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z4fabsf(float noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z5atan2ff(float noundef, float noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z4fminff(float noundef, float noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z4fmaxff(float noundef, float noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func float @_Z5frexpfPU3AS4i(float noundef, ptr addrspace(4) noundef) local_unnamed_addr #11

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z5ldexpfi(float noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z5rsqrtf(float noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z5hypotff(float noundef, float noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z3erff(float noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z4cbrtf(float noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent nofree norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { convergent nofree noinline norecurse nosync nounwind memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #9 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #10 = { convergent mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #11 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #12 = { convergent nounwind willreturn memory(none) }
attributes #13 = { nounwind }
attributes #14 = { convergent nounwind }
attributes #15 = { convergent nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"clang-19"}
!4 = !{i32 1, i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"uchar*", !"int*", !"int*", !"int"}
!7 = !{!"const", !"const", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!10, !10, i64 0}
!13 = !{float 2.500000e+00}
!14 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none"}
!16 = !{!"agent_t*", !"int2*", !"int", !"int2", !"int2"}
!17 = !{!"agent_t*", !"int __attribute__((ext_vector_type(2)))*", !"int", !"int __attribute__((ext_vector_type(2)))", !"int __attribute__((ext_vector_type(2)))"}
!18 = !{!"", !"const", !"", !"", !""}
!19 = !{}
!20 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!21 = !{!"int*", !"int*", !"int2*", !"int", !"int"}
!22 = !{!"int*", !"int*", !"int __attribute__((ext_vector_type(2)))*", !"int", !"int"}
!23 = !{!"const", !"const", !"", !"", !""}
!24 = !{i32 1, i32 1, i32 0}
!25 = !{!"none", !"none", !"none"}
!26 = !{!"int*", !"int*", !"int"}
!27 = !{!"const", !"", !""}
!28 = !{!"float*", !"float*", !"int4*", !"float"}
!29 = !{!"float*", !"float*", !"int __attribute__((ext_vector_type(4)))*", !"float"}
!30 = !{!"const", !"", !"const", !""}
!31 = !{i32 1, i32 1, i32 3, i32 0}
!32 = !{!"int*", !"int*", !"int*", !"int"}
!33 = !{!"const", !"", !"", !""}
!34 = !{!"float*", !"float*", !"int"}
!35 = !{!36, !36, i64 0}
!36 = !{!"float", !10, i64 0}
