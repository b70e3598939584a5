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
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !9, !amdgpu.noclobber !13
  br label %10

10:                                               ; preds = %4, %51
  %11 = phi i32 [ %9, %4 ], [ %54, %51 ]
  %12 = phi i32 [ 0, %4 ], [ %52, %51 ]
  %13 = phi <2 x i32> [ zeroinitializer, %4 ], [ %53, %51 ]
  %14 = icmp slt i32 %11, %3
  br i1 %14, label %15, label %19

15:                                               ; preds = %10
  %16 = sext i32 %11 to i64
  %17 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %16
  %18 = load i8, ptr addrspace(1) %17, align 1, !tbaa !14, !amdgpu.noclobber !13
  br label %19

19:                                               ; preds = %10, %15
  %20 = phi i8 [ %18, %15 ], [ 0, %10 ]
  switch i32 %12, label %49 [
    i32 0, label %21
    i32 3, label %21
    i32 1, label %37
    i32 2, label %47
  ]

21:                                               ; preds = %19, %19
  %22 = icmp eq i8 %20, 0
  br i1 %22, label %51, label %23

23:                                               ; preds = %21
  %24 = add i8 %20, -48
  %25 = icmp ult i8 %24, 10
  br i1 %25, label %26, label %30

26:                                               ; preds = %23
  %27 = extractelement <2 x i32> %13, i64 0
  %28 = add nsw i32 %27, 1
  %29 = insertelement <2 x i32> %13, i32 %28, i64 0
  br label %51

30:                                               ; preds = %23
  %31 = icmp ne i8 %20, 32
  %32 = select i1 %31, i32 2, i32 3
  %33 = zext i1 %31 to i32
  %34 = extractelement <2 x i32> %13, i64 1
  %35 = add nsw i32 %34, %33
  %36 = insertelement <2 x i32> %13, i32 %35, i64 1
  br label %51

37:                                               ; preds = %19
  switch i8 %20, label %39 [
    i8 0, label %51
    i8 32, label %38
  ]

38:                                               ; preds = %37
  br label %51

39:                                               ; preds = %37
  %40 = add i8 %20, -58
  %41 = icmp ult i8 %40, -10
  %42 = select i1 %41, i32 2, i32 1
  %43 = zext i1 %41 to i32
  %44 = extractelement <2 x i32> %13, i64 1
  %45 = add nsw i32 %44, %43
  %46 = insertelement <2 x i32> %13, i32 %45, i64 1
  br label %51

47:                                               ; preds = %19
  switch i8 %20, label %50 [
    i8 10, label %51
    i8 0, label %51
    i8 32, label %48
  ]

48:                                               ; preds = %47
  br label %51

49:                                               ; preds = %19
  unreachable

50:                                               ; preds = %47
  br label %51

51:                                               ; preds = %30, %39, %47, %47, %50, %37, %21, %48, %38, %26
  %52 = phi i32 [ 3, %48 ], [ 3, %38 ], [ 1, %26 ], [ 4, %21 ], [ 4, %37 ], [ %42, %39 ], [ 4, %47 ], [ 4, %47 ], [ 2, %50 ], [ %32, %30 ]
  %53 = phi <2 x i32> [ %13, %48 ], [ %13, %38 ], [ %29, %26 ], [ %13, %21 ], [ %13, %37 ], [ %46, %39 ], [ %13, %47 ], [ %13, %47 ], [ %13, %50 ], [ %36, %30 ]
  %54 = add nsw i32 %11, 1
  %55 = icmp eq i32 %52, 4
  br i1 %55, label %56, label %10

56:                                               ; preds = %51
  %57 = trunc i64 %5 to i32
  %58 = shl nsw i32 %57, 1
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %59
  store <2 x i32> %53, ptr addrspace(1) %60, align 4, !tbaa !9
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
  %10 = fdiv float 1.000000e+00, %9, !fpmath !15
  %11 = insertelement <4 x float> poison, float %10, i64 0
  %12 = shufflevector <4 x float> %11, <4 x float> poison, <4 x i32> zeroinitializer
  %13 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %0, <4 x float> %12, <4 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>)
  ret <4 x float> %13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #5

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @cf_agents(ptr addrspace(1) nocapture noundef align 16 %0, ptr addrspace(1) nocapture noundef readonly align 8 %1, i32 noundef %2, <2 x i32> noundef %3, <2 x i32> noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %7 = shl i64 %6, 32
  %8 = ashr exact i64 %7, 32
  %9 = getelementptr inbounds %struct.agent_t, ptr addrspace(1) %0, i64 %8
  %10 = load <2 x i32>, ptr addrspace(1) %9, align 16, !tbaa !14, !amdgpu.noclobber !13
  %11 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 16
  %12 = load <4 x float>, ptr addrspace(1) %11, align 16, !tbaa !14, !amdgpu.noclobber !13
  %13 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 32
  %14 = load i32, ptr addrspace(1) %13, align 16, !tbaa !9, !amdgpu.noclobber !13
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
  %27 = load <2 x i32>, ptr addrspace(1) %20, align 8, !tbaa !14, !amdgpu.noclobber !13
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
  br i1 %51, label %52, label %21

52:                                               ; preds = %46, %21, %5
  %53 = phi <4 x float> [ %12, %5 ], [ %47, %46 ], [ %25, %21 ]
  %54 = phi i32 [ %14, %5 ], [ %48, %46 ], [ %24, %21 ]
  %55 = phi <2 x i32> [ %10, %5 ], [ %49, %46 ], [ %23, %21 ]
  store <2 x i32> %55, ptr addrspace(1) %9, align 16, !tbaa !14
  store <4 x float> %53, ptr addrspace(1) %11, align 16, !tbaa !14
  store i32 %54, ptr addrspace(1) %13, align 16, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z3anyDv2_i(<2 x i32> noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden <2 x i32> @_Z5clampDv2_iS_S_(<2 x i32> noundef, <2 x i32> noundef, <2 x i32> noundef) local_unnamed_addr #3

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @cf_find2d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 8 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !21 !kernel_arg_access_qual !17 !kernel_arg_type !22 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %7 = shl i64 %6, 32
  %8 = ashr exact i64 %7, 32
  %9 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !9, !amdgpu.noclobber !13
  %11 = icmp sgt i32 %3, 0
  br i1 %11, label %12, label %49

12:                                               ; preds = %5
  %13 = icmp sgt i32 %4, 0
  %14 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %2, i64 %8
  br label %18

15:                                               ; preds = %46
  %16 = add nuw nsw i32 %19, 1
  %17 = icmp eq i32 %16, %3
  br i1 %17, label %49, label %18

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
  br i1 %30, label %46, label %31

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
  store <2 x i32> %39, ptr addrspace(1) %14, align 8, !tbaa !14
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
  store <2 x i32> <i32 -1, i32 -1>, ptr addrspace(1) %50, align 8, !tbaa !14
  br label %51

51:                                               ; preds = %46, %49
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define hidden i32 @first_prime_after(i32 noundef %0) local_unnamed_addr #6 {
  br label %2

2:                                                ; preds = %16, %1
  %3 = phi i32 [ %0, %1 ], [ %4, %16 ]
  %4 = add nsw i32 %3, 1
  %5 = icmp sgt i32 %3, 0
  %6 = icmp slt i32 %3, 3
  br i1 %6, label %15, label %11

7:                                                ; preds = %11
  %8 = add nuw nsw i32 %12, 1
  %9 = mul nuw nsw i32 %8, %8
  %10 = icmp sgt i32 %9, %4
  br i1 %10, label %15, label %11

11:                                               ; preds = %2, %7
  %12 = phi i32 [ %8, %7 ], [ 2, %2 ]
  %13 = urem i32 %4, %12
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %16, label %7

15:                                               ; preds = %7, %2
  br i1 %5, label %17, label %16

16:                                               ; preds = %11, %15
  br label %2

17:                                               ; preds = %15
  ret i32 %4
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @cf_helpers2(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
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
  br i1 %15, label %10, label %16

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
define protected amdgpu_kernel void @cf_vectors(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) nocapture noundef readonly align 16 %2, float noundef %3) local_unnamed_addr #7 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !29 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %6 = shl i64 %5, 32
  %7 = ashr exact i64 %6, 32
  %8 = addrspacecast ptr addrspace(1) %0 to ptr
  %9 = tail call <4 x float> @_Z6vload4mPU3AS0Kf(i64 noundef %7, ptr noundef %8) #13
  %10 = and i64 %5, 7
  %11 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %2, i64 %10
  %12 = load <4 x i32>, ptr addrspace(1) %11, align 16, !tbaa !14, !amdgpu.noclobber !13
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
define protected amdgpu_kernel void @cf_loop_exits(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #7 !kernel_arg_addr_space !32 !kernel_arg_access_qual !6 !kernel_arg_type !33 !kernel_arg_base_type !33 !kernel_arg_type_qual !34 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %6 = trunc i64 %5 to i32
  %7 = icmp slt i32 %6, %3
  br i1 %7, label %8, label %31

8:                                                ; preds = %4, %26
  %9 = phi i32 [ %25, %26 ], [ 0, %4 ]
  %10 = phi i32 [ %29, %26 ], [ %6, %4 ]
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !9, !amdgpu.noclobber !13
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %23, label %15

15:                                               ; preds = %8
  %16 = icmp slt i32 %13, 0
  %17 = add nsw i32 %13, %9
  %18 = icmp sgt i32 %17, 1048576
  %19 = select i1 %18, i32 -1, i32 %17
  %20 = select i1 %16, i1 true, i1 %18
  %21 = select i1 %20, i32 2, i32 0
  %22 = select i1 %16, i32 %9, i32 %19
  br label %23

23:                                               ; preds = %15, %8
  %24 = phi i32 [ 4, %8 ], [ %21, %15 ]
  %25 = phi i32 [ %9, %8 ], [ %22, %15 ]
  switch i32 %24, label %31 [
    i32 0, label %26
    i32 4, label %26
  ]

26:                                               ; preds = %23, %23
  %27 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #11
  %28 = trunc i64 %27 to i32
  %29 = add i32 %10, %28
  %30 = icmp slt i32 %29, %3
  br i1 %30, label %8, label %31

31:                                               ; preds = %23, %26, %4
  %32 = phi i32 [ 0, %4 ], [ %25, %26 ], [ %25, %23 ]
  %33 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %6
  store i32 %32, ptr addrspace(3) %33, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #14
  %34 = icmp eq i32 %6, 0
  br i1 %34, label %35, label %56

35:                                               ; preds = %31, %47
  %36 = phi i32 [ %48, %47 ], [ 0, %31 ]
  %37 = phi i32 [ %49, %47 ], [ 0, %31 ]
  %38 = zext i32 %37 to i64
  %39 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #11
  %40 = icmp ugt i64 %39, %38
  br i1 %40, label %41, label %50

41:                                               ; preds = %35
  %42 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %37
  %43 = load i32, ptr addrspace(3) %42, align 4, !tbaa !9
  %44 = icmp slt i32 %43, 0
  br i1 %44, label %45, label %47

45:                                               ; preds = %41
  %46 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #11
  br label %52

47:                                               ; preds = %41
  %48 = add nuw nsw i32 %43, %36
  %49 = add i32 %37, 1
  br label %35

50:                                               ; preds = %35
  %51 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #11
  br label %52

52:                                               ; preds = %50, %45
  %53 = phi i64 [ %46, %45 ], [ %51, %50 ]
  %54 = phi i32 [ -1, %45 ], [ %36, %50 ]
  %55 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %53
  store i32 %54, ptr addrspace(1) %55, align 4, !tbaa !9
  br label %56

56:                                               ; preds = %52, %31
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
define protected amdgpu_kernel void @cf_math(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #7 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !35 !kernel_arg_base_type !35 !kernel_arg_type_qual !28 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %6 = shl i64 %5, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !36, !amdgpu.noclobber !13
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
  store float %26, ptr addrspace(1) %27, align 4, !tbaa !36
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
  br i1 %43, label %11, label %28
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
!13 = !{}
!14 = !{!11, !11, i64 0}
!15 = !{float 2.500000e+00}
!16 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!17 = !{!"none", !"none", !"none", !"none", !"none"}
!18 = !{!"agent_t*", !"int2*", !"int", !"int2", !"int2"}
!19 = !{!"agent_t*", !"int __attribute__((ext_vector_type(2)))*", !"int", !"int __attribute__((ext_vector_type(2)))", !"int __attribute__((ext_vector_type(2)))"}
!20 = !{!"", !"const", !"", !"", !""}
!21 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!22 = !{!"int*", !"int*", !"int2*", !"int", !"int"}
!23 = !{!"int*", !"int*", !"int __attribute__((ext_vector_type(2)))*", !"int", !"int"}
!24 = !{!"const", !"const", !"", !"", !""}
!25 = !{i32 1, i32 1, i32 0}
!26 = !{!"none", !"none", !"none"}
!27 = !{!"int*", !"int*", !"int"}
!28 = !{!"const", !"", !""}
!29 = !{!"float*", !"float*", !"int4*", !"float"}
!30 = !{!"float*", !"float*", !"int __attribute__((ext_vector_type(4)))*", !"float"}
!31 = !{!"const", !"", !"const", !""}
!32 = !{i32 1, i32 1, i32 3, i32 0}
!33 = !{!"int*", !"int*", !"int*", !"int"}
!34 = !{!"const", !"", !"", !""}
!35 = !{!"float*", !"float*", !"int"}
!36 = !{!37, !37, i64 0}
!37 = !{!"float", !11, i64 0}
