source_filename = "src/control2.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.agent_t = type { <2 x i32>, <4 x float>, i32, [12 x i8] }

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
define protected amdgpu_kernel void @cf_tokenize(ptr addrspace(1) nocapture noundef readonly align 1 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %6 = shl i64 %5, 32
  %7 = ashr exact i64 %6, 30
  %8 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !9
  br label %10

10:                                               ; preds = %4, %46
  %11 = phi i32 [ %9, %4 ], [ %50, %46 ]
  %12 = phi i32 [ 0, %4 ], [ %49, %46 ]
  %13 = phi i32 [ 0, %4 ], [ %48, %46 ]
  %14 = phi i32 [ 0, %4 ], [ %47, %46 ]
  %15 = icmp slt i32 %11, %3
  br i1 %15, label %16, label %20

16:                                               ; preds = %10
  %17 = sext i32 %11 to i64
  %18 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %17
  %19 = load i8, ptr addrspace(1) %18, align 1, !tbaa !13
  br label %20

20:                                               ; preds = %10, %16
  %21 = phi i8 [ %19, %16 ], [ 0, %10 ]
  switch i32 %14, label %44 [
    i32 0, label %22
    i32 3, label %22
    i32 1, label %34
    i32 2, label %42
  ]

22:                                               ; preds = %20, %20
  %23 = icmp eq i8 %21, 0
  br i1 %23, label %46, label %24

24:                                               ; preds = %22
  %25 = add i8 %21, -48
  %26 = icmp ult i8 %25, 10
  br i1 %26, label %27, label %29

27:                                               ; preds = %24
  %28 = add nsw i32 %13, 1
  br label %46

29:                                               ; preds = %24
  %30 = icmp ne i8 %21, 32
  %31 = select i1 %30, i32 2, i32 3
  %32 = zext i1 %30 to i32
  %33 = add nsw i32 %12, %32
  br label %46

34:                                               ; preds = %20
  switch i8 %21, label %36 [
    i8 0, label %46
    i8 32, label %35
  ]

35:                                               ; preds = %34
  br label %46

36:                                               ; preds = %34
  %37 = add i8 %21, -58
  %38 = icmp ult i8 %37, -10
  %39 = select i1 %38, i32 2, i32 %14
  %40 = zext i1 %38 to i32
  %41 = add nsw i32 %12, %40
  br label %46

42:                                               ; preds = %20
  switch i8 %21, label %45 [
    i8 10, label %46
    i8 0, label %46
    i8 32, label %43
  ]

43:                                               ; preds = %42
  br label %46

44:                                               ; preds = %20
  unreachable

45:                                               ; preds = %42
  br label %46

46:                                               ; preds = %29, %36, %42, %42, %45, %34, %22, %43, %35, %27
  %47 = phi i32 [ 3, %43 ], [ 3, %35 ], [ 1, %27 ], [ 4, %22 ], [ 4, %34 ], [ %39, %36 ], [ 4, %42 ], [ 4, %42 ], [ %14, %45 ], [ %31, %29 ]
  %48 = phi i32 [ %13, %43 ], [ %13, %35 ], [ %28, %27 ], [ %13, %22 ], [ %13, %34 ], [ %13, %36 ], [ %13, %42 ], [ %13, %42 ], [ %13, %45 ], [ %13, %29 ]
  %49 = phi i32 [ %12, %43 ], [ %12, %35 ], [ %12, %27 ], [ %12, %22 ], [ %12, %34 ], [ %41, %36 ], [ %12, %42 ], [ %12, %42 ], [ %12, %45 ], [ %33, %29 ]
  %50 = add nsw i32 %11, 1
  %51 = icmp eq i32 %47, 4
  br i1 %51, label %52, label %10, !llvm.loop !14

52:                                               ; preds = %46
  %53 = trunc i64 %5 to i32
  %54 = shl nsw i32 %53, 1
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %55
  store i32 %48, ptr addrspace(1) %56, align 4, !tbaa !9
  %57 = or disjoint i32 %54, 1
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %58
  store i32 %49, ptr addrspace(1) %59, align 4, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define hidden <4 x float> @shade(<4 x float> noundef %0, <2 x i32> noundef %1) local_unnamed_addr #4 {
  %3 = extractelement <2 x i32> %1, i64 0
  %4 = mul nsw i32 %3, %3
  %5 = extractelement <2 x i32> %1, i64 1
  %6 = mul nsw i32 %5, %5
  %7 = add nuw nsw i32 %4, %6
  %8 = uitofp nneg i32 %7 to float
  %9 = fadd float %8, 1.000000e+00
  %10 = fdiv float 1.000000e+00, %9, !fpmath !16
  %11 = insertelement <4 x float> poison, float %10, i64 0
  %12 = shufflevector <4 x float> %11, <4 x float> poison, <4 x i32> zeroinitializer
  %13 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %0, <4 x float> %12, <4 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>)
  ret <4 x float> %13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #5

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @cf_agents(ptr addrspace(1) nocapture noundef align 16 %0, ptr addrspace(1) nocapture noundef readonly align 8 %1, i32 noundef %2, <2 x i32> noundef %3, <2 x i32> noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !17 !kernel_arg_access_qual !18 !kernel_arg_type !19 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %7 = shl i64 %6, 32
  %8 = ashr exact i64 %7, 32
  %9 = getelementptr inbounds %struct.agent_t, ptr addrspace(1) %0, i64 %8
  %10 = load <2 x i32>, ptr addrspace(1) %9, align 16, !tbaa !13
  %11 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 16
  %12 = load <4 x float>, ptr addrspace(1) %11, align 16, !tbaa !13
  %13 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 32
  %14 = load i32, ptr addrspace(1) %13, align 16, !tbaa !9
  %15 = icmp sgt i32 %2, 0
  br i1 %15, label %16, label %52

16:                                               ; preds = %5
  %17 = trunc i64 %6 to i32
  %18 = srem i32 %17, 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %1, i64 %19
  br label %21

21:                                               ; preds = %16, %46
  %22 = phi i32 [ 0, %16 ], [ %50, %46 ]
  %23 = phi <2 x i32> [ %10, %16 ], [ %49, %46 ]
  %24 = phi i32 [ %14, %16 ], [ %48, %46 ]
  %25 = phi <4 x float> [ %12, %16 ], [ %47, %46 ]
  switch i32 %24, label %52 [
    i32 0, label %26
    i32 1, label %39
    i32 2, label %41
  ]

26:                                               ; preds = %21
  %27 = load <2 x i32>, ptr addrspace(1) %20, align 8, !tbaa !13
  %28 = add <2 x i32> %27, %23
  %29 = icmp slt <2 x i32> %28, %3
  %30 = sext <2 x i1> %29 to <2 x i32>
  %31 = tail call i32 @_Z3anyDv2_i(<2 x i32> noundef %30) #11
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %38

33:                                               ; preds = %26
  %34 = icmp sgt <2 x i32> %28, %4
  %35 = sext <2 x i1> %34 to <2 x i32>
  %36 = tail call i32 @_Z3anyDv2_i(<2 x i32> noundef %35) #11
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %46, label %38

38:                                               ; preds = %33, %26
  br label %46

39:                                               ; preds = %21
  %40 = tail call <2 x i32> @_Z5clampDv2_iS_S_(<2 x i32> noundef %23, <2 x i32> noundef %3, <2 x i32> noundef %4) #11
  br label %46

41:                                               ; preds = %21
  %42 = tail call <4 x float> @shade(<4 x float> noundef %25, <2 x i32> noundef %23) #12
  %43 = extractelement <4 x float> %42, i64 3
  %44 = fcmp ogt float %43, 4.000000e+00
  %45 = select i1 %44, i32 3, i32 0
  br label %46

46:                                               ; preds = %39, %41, %38, %33
  %47 = phi <4 x float> [ %42, %41 ], [ %25, %39 ], [ %25, %38 ], [ %25, %33 ]
  %48 = phi i32 [ %45, %41 ], [ 2, %39 ], [ 1, %38 ], [ 0, %33 ]
  %49 = phi <2 x i32> [ %23, %41 ], [ %40, %39 ], [ %28, %38 ], [ %28, %33 ]
  %50 = add nuw nsw i32 %22, 1
  %51 = icmp eq i32 %50, %2
  br i1 %51, label %52, label %21, !llvm.loop !22

52:                                               ; preds = %46, %21, %5
  %53 = phi <4 x float> [ %12, %5 ], [ %47, %46 ], [ %25, %21 ]
  %54 = phi i32 [ %14, %5 ], [ %48, %46 ], [ %24, %21 ]
  %55 = phi <2 x i32> [ %10, %5 ], [ %49, %46 ], [ %23, %21 ]
  store <2 x i32> %55, ptr addrspace(1) %9, align 16, !tbaa !13
  store <4 x float> %53, ptr addrspace(1) %11, align 16, !tbaa !13
  store i32 %54, ptr addrspace(1) %13, align 16, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z3anyDv2_i(<2 x i32> noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden <2 x i32> @_Z5clampDv2_iS_S_(<2 x i32> noundef, <2 x i32> noundef, <2 x i32> noundef) local_unnamed_addr #3

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @cf_find2d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 8 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !23 !kernel_arg_access_qual !18 !kernel_arg_type !24 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %7 = shl i64 %6, 32
  %8 = ashr exact i64 %7, 32
  %9 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !9
  %11 = icmp sgt i32 %3, 0
  br i1 %11, label %12, label %49

12:                                               ; preds = %5
  %13 = icmp sgt i32 %4, 0
  %14 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %2, i64 %8
  br label %18

15:                                               ; preds = %46
  %16 = add nuw nsw i32 %19, 1
  %17 = icmp eq i32 %16, %3
  br i1 %17, label %49, label %18, !llvm.loop !27

18:                                               ; preds = %12, %15
  %19 = phi i32 [ 0, %12 ], [ %16, %15 ]
  %20 = mul nsw i32 %19, %4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !9
  %24 = icmp sgt i32 %23, %10
  br i1 %24, label %49, label %25

25:                                               ; preds = %18
  br i1 %13, label %26, label %46

26:                                               ; preds = %25
  %27 = insertelement <2 x i32> poison, i32 %19, i64 0
  br label %31

28:                                               ; preds = %43
  %29 = add nuw nsw i32 %32, 1
  %30 = icmp eq i32 %29, %4
  br i1 %30, label %46, label %31, !llvm.loop !28

31:                                               ; preds = %26, %28
  %32 = phi i32 [ 0, %26 ], [ %29, %28 ]
  %33 = add nuw nsw i32 %32, %20
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %34
  %36 = load i32, ptr addrspace(1) %35, align 4, !tbaa !9
  %37 = icmp eq i32 %36, %10
  br i1 %37, label %38, label %40

38:                                               ; preds = %31
  %39 = insertelement <2 x i32> %27, i32 %32, i64 1
  store <2 x i32> %39, ptr addrspace(1) %14, align 8, !tbaa !13
  br label %43

40:                                               ; preds = %31
  %41 = icmp sle i32 %36, %10
  %42 = select i1 %41, i32 0, i32 5
  br label %43

43:                                               ; preds = %40, %38
  %44 = phi i1 [ false, %38 ], [ %41, %40 ]
  %45 = phi i32 [ 1, %38 ], [ %42, %40 ]
  br i1 %44, label %28, label %46

46:                                               ; preds = %43, %28, %25
  %47 = phi i32 [ 5, %25 ], [ %45, %43 ], [ 5, %28 ]
  %48 = icmp eq i32 %47, 5
  br i1 %48, label %15, label %51

49:                                               ; preds = %18, %15, %5
  %50 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %2, i64 %8
  store <2 x i32> <i32 -1, i32 -1>, ptr addrspace(1) %50, align 8, !tbaa !13
  br label %51

51:                                               ; preds = %46, %49
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define hidden i32 @first_prime_after(i32 noundef %0) local_unnamed_addr #6 {
  br label %2

2:                                                ; preds = %16, %1
  %3 = phi i32 [ undef, %1 ], [ %18, %16 ]
  %4 = phi i32 [ %0, %1 ], [ %5, %16 ]
  %5 = add nsw i32 %4, 1
  %6 = icmp sgt i32 %4, 0
  %7 = icmp slt i32 %4, 3
  br i1 %7, label %16, label %12

8:                                                ; preds = %12
  %9 = add nuw nsw i32 %13, 1
  %10 = mul nuw nsw i32 %9, %9
  %11 = icmp sgt i32 %10, %5
  br i1 %11, label %16, label %12, !llvm.loop !29

12:                                               ; preds = %2, %8
  %13 = phi i32 [ %9, %8 ], [ 2, %2 ]
  %14 = urem i32 %5, %13
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %16, label %8

16:                                               ; preds = %8, %12, %2
  %17 = phi i1 [ %6, %2 ], [ %6, %8 ], [ false, %12 ]
  %18 = select i1 %17, i32 %5, i32 %3
  br i1 %17, label %19, label %2, !llvm.loop !30

19:                                               ; preds = %16
  ret i32 %18
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @cf_helpers2(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !31 !kernel_arg_access_qual !32 !kernel_arg_type !33 !kernel_arg_base_type !33 !kernel_arg_type_qual !34 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %5 = shl i64 %4, 32
  %6 = ashr exact i64 %5, 32
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !9
  %9 = icmp sgt i32 %8, 9
  br i1 %9, label %10, label %18

10:                                               ; preds = %3, %10
  %11 = phi i32 [ %14, %10 ], [ 1, %3 ]
  %12 = phi i32 [ %13, %10 ], [ %8, %3 ]
  %13 = udiv i32 %12, 10
  %14 = add nuw nsw i32 %11, 1
  %15 = icmp ugt i32 %12, 99
  br i1 %15, label %10, label %16, !llvm.loop !35

16:                                               ; preds = %10
  %17 = mul nuw nsw i32 %14, 10000
  br label %18

18:                                               ; preds = %16, %3
  %19 = phi i32 [ 10000, %3 ], [ %17, %16 ]
  %20 = and i32 %8, 1023
  %21 = tail call i32 @first_prime_after(i32 noundef %20) #12
  %22 = tail call i32 @first_prime_after(i32 noundef %2) #12
  %23 = add nsw i32 %19, %21
  %24 = add nsw i32 %23, %22
  %25 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %6
  store i32 %24, ptr addrspace(1) %25, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cf_vectors(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) nocapture noundef readonly align 16 %2, float noundef %3) local_unnamed_addr #7 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !36 !kernel_arg_base_type !37 !kernel_arg_type_qual !38 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %6 = shl i64 %5, 32
  %7 = ashr exact i64 %6, 32
  %8 = addrspacecast ptr addrspace(1) %0 to ptr
  %9 = tail call <4 x float> @_Z6vload4mPU3AS0Kf(i64 noundef %7, ptr noundef %8) #13
  %10 = and i64 %5, 7
  %11 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %2, i64 %10
  %12 = load <4 x i32>, ptr addrspace(1) %11, align 16, !tbaa !13
  %13 = shufflevector <4 x float> %9, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %14 = ashr <4 x i32> %12, <i32 31, i32 31, i32 31, i32 31>
  %15 = tail call <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef %9, <4 x float> noundef %13, <4 x i32> noundef %14) #11
  %16 = fneg float %3
  %17 = insertelement <4 x float> poison, float %16, i64 0
  %18 = shufflevector <4 x float> %17, <4 x float> poison, <4 x i32> zeroinitializer
  %19 = insertelement <4 x float> poison, float %3, i64 0
  %20 = shufflevector <4 x float> %19, <4 x float> poison, <4 x i32> zeroinitializer
  %21 = tail call <4 x float> @_Z5clampDv4_fS_S_(<4 x float> noundef %15, <4 x float> noundef %18, <4 x float> noundef %20) #11
  %22 = tail call <4 x float> @llvm.fabs.v4f32(<4 x float> noundef %15) #11
  %23 = tail call <4 x float> @llvm.sqrt.v4f32(<4 x float> noundef %22) #11
  %24 = tail call <4 x float> @_Z3mixDv4_fS_S_(<4 x float> noundef %21, <4 x float> noundef %23, <4 x float> noundef <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>) #11
  %25 = shufflevector <4 x float> %24, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %26 = tail call <2 x i32> @_Z12convert_int2Dv2_f(<2 x float> noundef %25) #11
  %27 = tail call <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef %26) #11
  %28 = shufflevector <4 x float> %24, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %29 = fadd <2 x float> %28, %27
  %30 = shufflevector <2 x float> %29, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %31 = shufflevector <4 x float> %24, <4 x float> %30, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %32 = addrspacecast ptr addrspace(1) %1 to ptr
  tail call void @_Z7vstore4Dv4_fmPU3AS0f(<4 x float> noundef %31, i64 noundef %7, ptr noundef %32) #14
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare hidden <4 x float> @_Z6vload4mPU3AS0Kf(i64 noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef, <4 x float> noundef, <4 x i32> noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden <4 x float> @_Z5clampDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden <4 x float> @_Z3mixDv4_fS_S_(<4 x float> noundef, <4 x float> noundef, <4 x float> noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden <2 x i32> @_Z12convert_int2Dv2_f(<2 x float> noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden void @_Z7vstore4Dv4_fmPU3AS0f(<4 x float> noundef, i64 noundef, ptr noundef) local_unnamed_addr #9

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cf_loop_exits(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #7 !kernel_arg_addr_space !39 !kernel_arg_access_qual !6 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !41 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %6 = trunc i64 %5 to i32
  %7 = icmp slt i32 %6, %3
  br i1 %7, label %8, label %30

8:                                                ; preds = %4, %25
  %9 = phi i32 [ %24, %25 ], [ 0, %4 ]
  %10 = phi i32 [ %28, %25 ], [ %6, %4 ]
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !9
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %22, label %15

15:                                               ; preds = %8
  %16 = icmp slt i32 %13, 0
  br i1 %16, label %22, label %17

17:                                               ; preds = %15
  %18 = add nsw i32 %13, %9
  %19 = icmp sgt i32 %18, 1048576
  %20 = select i1 %19, i32 2, i32 0
  %21 = select i1 %19, i32 -1, i32 %18
  br label %22

22:                                               ; preds = %17, %15, %8
  %23 = phi i32 [ 4, %8 ], [ 2, %15 ], [ %20, %17 ]
  %24 = phi i32 [ %9, %8 ], [ %9, %15 ], [ %21, %17 ]
  switch i32 %23, label %30 [
    i32 0, label %25
    i32 4, label %25
  ]

25:                                               ; preds = %22, %22
  %26 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #11
  %27 = trunc i64 %26 to i32
  %28 = add i32 %10, %27
  %29 = icmp slt i32 %28, %3
  br i1 %29, label %8, label %30, !llvm.loop !42

30:                                               ; preds = %22, %25, %4
  %31 = phi i32 [ 0, %4 ], [ %24, %25 ], [ %24, %22 ]
  %32 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %6
  store i32 %31, ptr addrspace(3) %32, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #14
  %33 = icmp eq i32 %6, 0
  br i1 %33, label %34, label %55

34:                                               ; preds = %30, %46
  %35 = phi i32 [ %47, %46 ], [ 0, %30 ]
  %36 = phi i32 [ %48, %46 ], [ 0, %30 ]
  %37 = zext i32 %36 to i64
  %38 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #11
  %39 = icmp ugt i64 %38, %37
  br i1 %39, label %40, label %49

40:                                               ; preds = %34
  %41 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %36
  %42 = load i32, ptr addrspace(3) %41, align 4, !tbaa !9
  %43 = icmp slt i32 %42, 0
  br i1 %43, label %44, label %46

44:                                               ; preds = %40
  %45 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #11
  br label %51

46:                                               ; preds = %40
  %47 = add nuw nsw i32 %42, %35
  %48 = add i32 %36, 1
  br label %34, !llvm.loop !43

49:                                               ; preds = %34
  %50 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #11
  br label %51

51:                                               ; preds = %49, %44
  %52 = phi i64 [ %45, %44 ], [ %50, %49 ]
  %53 = phi i32 [ -1, %44 ], [ %35, %49 ]
  %54 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %52
  store i32 %53, ptr addrspace(1) %54, align 4, !tbaa !9
  br label %55

55:                                               ; preds = %51, %30
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #9

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cf_math(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #7 !kernel_arg_addr_space !31 !kernel_arg_access_qual !32 !kernel_arg_type !44 !kernel_arg_base_type !44 !kernel_arg_type_qual !34 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %6 = shl i64 %5, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !45
  %10 = icmp sgt i32 %2, 0
  br i1 %10, label %28, label %11

11:                                               ; preds = %28, %3
  %12 = phi float [ %9, %3 ], [ %41, %28 ]
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %4) #12
  %13 = addrspacecast ptr addrspace(5) %4 to ptr
  %14 = call float @_Z5frexpfPU3AS0i(float noundef %12, ptr noundef %13) #14
  %15 = load i32, ptr addrspace(5) %4, align 4, !tbaa !9
  %16 = sdiv i32 %15, 2
  %17 = call float @llvm.ldexp.f32.i32(float noundef %14, i32 noundef %16) #11
  %18 = call float @llvm.fmuladd.f32(float %12, float %12, float 1.000000e+00)
  %19 = call float @_Z5rsqrtf(float noundef %18) #11
  %20 = fadd float %19, %17
  %21 = call float @_Z5hypotff(float noundef %12, float noundef 2.000000e+00) #11
  %22 = fadd float %21, %20
  %23 = call float @_Z3erff(float noundef %12) #11
  %24 = fadd float %23, %22
  %25 = call float @_Z4cbrtf(float noundef %12) #11
  %26 = fadd float %25, %24
  %27 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %7
  store float %26, ptr addrspace(1) %27, align 4, !tbaa !45
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %4) #12
  ret void

28:                                               ; preds = %3, %28
  %29 = phi float [ %41, %28 ], [ %9, %3 ]
  %30 = phi i32 [ %42, %28 ], [ 0, %3 ]
  %31 = tail call float @_Z3sinf(float noundef %29) #11
  %32 = tail call float @llvm.fma.f32(float noundef %29, float noundef 5.000000e-01, float noundef %31) #11
  %33 = tail call float @llvm.fabs.f32(float noundef %29) #11
  %34 = tail call float @_Z5log1pf(float noundef %33) #11
  %35 = fadd float %32, %34
  %36 = uitofp nneg i32 %30 to float
  %37 = fadd float %36, 1.000000e+00
  %38 = tail call float @_Z5atan2ff(float noundef %29, float noundef %37) #11
  %39 = fsub float %35, %38
  %40 = tail call float @llvm.maxnum.f32(float noundef %39, float noundef -1.000000e+01) #11
  %41 = tail call float @llvm.minnum.f32(float noundef %40, float noundef 1.000000e+01) #11
  %42 = add nuw nsw i32 %30, 1
  %43 = icmp eq i32 %42, %2
  br i1 %43, label %11, label %28, !llvm.loop !47
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z3sinf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z5log1pf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z5atan2ff(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden float @_Z5frexpfPU3AS0i(float noundef, ptr noundef) local_unnamed_addr #9

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z5rsqrtf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z5hypotff(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z3erff(float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z4cbrtf(float noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fabs.v4f32(<4 x float>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.sqrt.v4f32(<4 x float>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.ldexp.f32.i32(float, i32) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #10

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #7 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { convergent mustprogress nofree nounwind willreturn memory(read) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #9 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { convergent nounwind willreturn memory(none) }
attributes #12 = { nounwind }
attributes #13 = { convergent nounwind willreturn memory(read) }
attributes #14 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"clang-19"}
!5 = !{i32 1, i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"uchar*", !"int*", !"int*", !"int"}
!8 = !{!"const", !"const", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!11, !11, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = !{float 2.500000e+00}
!17 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!18 = !{!"none", !"none", !"none", !"none", !"none"}
!19 = !{!"agent_t*", !"int2*", !"int", !"int2", !"int2"}
!20 = !{!"agent_t*", !"int __attribute__((ext_vector_type(2)))*", !"int", !"int __attribute__((ext_vector_type(2)))", !"int __attribute__((ext_vector_type(2)))"}
!21 = !{!"", !"const", !"", !"", !""}
!22 = distinct !{!22, !15}
!23 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!24 = !{!"int*", !"int*", !"int2*", !"int", !"int"}
!25 = !{!"int*", !"int*", !"int __attribute__((ext_vector_type(2)))*", !"int", !"int"}
!26 = !{!"const", !"const", !"", !"", !""}
!27 = distinct !{!27, !15}
!28 = distinct !{!28, !15}
!29 = distinct !{!29, !15}
!30 = distinct !{!30, !15}
!31 = !{i32 1, i32 1, i32 0}
!32 = !{!"none", !"none", !"none"}
!33 = !{!"int*", !"int*", !"int"}
!34 = !{!"const", !"", !""}
!35 = distinct !{!35, !15}
!36 = !{!"float*", !"float*", !"int4*", !"float"}
!37 = !{!"float*", !"float*", !"int __attribute__((ext_vector_type(4)))*", !"float"}
!38 = !{!"const", !"", !"const", !""}
!39 = !{i32 1, i32 1, i32 3, i32 0}
!40 = !{!"int*", !"int*", !"int*", !"int"}
!41 = !{!"const", !"", !"", !""}
!42 = distinct !{!42, !15}
!43 = distinct !{!43, !15}
!44 = !{!"float*", !"float*", !"int"}
!45 = !{!46, !46, i64 0}
!46 = !{!"float", !11, i64 0}
!47 = distinct !{!47, !15}
