source_filename = "src/control2.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.agent_t = type { <2 x i32>, <4 x float>, i32 }

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
define dso_local spir_kernel void @cf_tokenize(ptr addrspace(1) nocapture noundef readonly align 1 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %6 = shl i64 %5, 32
  %7 = ashr exact i64 %6, 30
  %8 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !15
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
  %19 = load i8, ptr addrspace(1) %18, align 1, !tbaa !19
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
  %39 = select i1 %38, i32 2, i32 1
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
  %47 = phi i32 [ 3, %43 ], [ 3, %35 ], [ 1, %27 ], [ 4, %22 ], [ 4, %34 ], [ %39, %36 ], [ 4, %42 ], [ 4, %42 ], [ 2, %45 ], [ %31, %29 ]
  %48 = phi i32 [ %13, %43 ], [ %13, %35 ], [ %28, %27 ], [ %13, %22 ], [ %13, %34 ], [ %13, %36 ], [ %13, %42 ], [ %13, %42 ], [ %13, %45 ], [ %13, %29 ]
  %49 = phi i32 [ %12, %43 ], [ %12, %35 ], [ %12, %27 ], [ %12, %22 ], [ %12, %34 ], [ %41, %36 ], [ %12, %42 ], [ %12, %42 ], [ %12, %45 ], [ %33, %29 ]
  %50 = add nsw i32 %11, 1
  %51 = icmp eq i32 %47, 4
  br i1 %51, label %52, label %10

52:                                               ; preds = %46
  %53 = trunc i64 %5 to i32
  %54 = shl nsw i32 %53, 1
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %55
  store i32 %48, ptr addrspace(1) %56, align 4, !tbaa !15
  %57 = or disjoint i32 %54, 1
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %58
  store i32 %49, ptr addrspace(1) %59, align 4, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none)
define dso_local nofpclass(nan inf) <4 x float> @shade(<4 x float> noundef nofpclass(nan inf) %0, <2 x i32> noundef %1) local_unnamed_addr #4 {
  %3 = extractelement <2 x i32> %1, i64 0
  %4 = mul nsw i32 %3, %3
  %5 = extractelement <2 x i32> %1, i64 1
  %6 = mul nsw i32 %5, %5
  %7 = add nuw nsw i32 %4, %6
  %8 = uitofp nneg i32 %7 to float
  %9 = fadd reassoc nnan ninf nsz arcp afn float %8, 1.000000e+00
  %10 = fdiv reassoc nnan ninf nsz arcp afn float 1.000000e+00, %9, !fpmath !20
  %11 = insertelement <4 x float> poison, float %10, i64 0
  %12 = shufflevector <4 x float> %11, <4 x float> poison, <4 x i32> zeroinitializer
  %13 = tail call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %0, <4 x float> %12, <4 x float> <float 0.000000e+00, float 0.000000e+00, float 0.000000e+00, float 1.000000e+00>)
  ret <4 x float> %13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #5

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @cf_agents(ptr addrspace(1) nocapture noundef align 16 %0, ptr addrspace(1) nocapture noundef readonly align 8 %1, i32 noundef %2, <2 x i32> noundef %3, <2 x i32> noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %7 = shl i64 %6, 32
  %8 = ashr exact i64 %7, 32
  %9 = getelementptr inbounds %struct.agent_t, ptr addrspace(1) %0, i64 %8
  %10 = load <2 x i32>, ptr addrspace(1) %9, align 16, !tbaa !19
  %11 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 16
  %12 = load <4 x float>, ptr addrspace(1) %11, align 16, !tbaa !19
  %13 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 32
  %14 = load i32, ptr addrspace(1) %13, align 16, !tbaa !15
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
  %27 = load <2 x i32>, ptr addrspace(1) %20, align 8, !tbaa !19
  %28 = add <2 x i32> %27, %23
  %29 = icmp slt <2 x i32> %28, %3
  %30 = sext <2 x i1> %29 to <2 x i32>
  %31 = tail call i32 @_Z3anyDv2_i(<2 x i32> noundef %30) #10
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %38

33:                                               ; preds = %26
  %34 = icmp sgt <2 x i32> %28, %4
  %35 = sext <2 x i1> %34 to <2 x i32>
  %36 = tail call i32 @_Z3anyDv2_i(<2 x i32> noundef %35) #10
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %46, label %38

38:                                               ; preds = %33, %26
  br label %46

39:                                               ; preds = %21
  %40 = tail call <2 x i32> @_Z5clampDv2_iS_S_(<2 x i32> noundef %23, <2 x i32> noundef %3, <2 x i32> noundef %4) #10
  br label %46

41:                                               ; preds = %21
  %42 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) <4 x float> @shade(<4 x float> noundef nofpclass(nan inf) %25, <2 x i32> noundef %23) #11
  %43 = extractelement <4 x float> %42, i64 3
  %44 = fcmp reassoc nnan ninf nsz arcp afn ogt float %43, 4.000000e+00
  %45 = select i1 %44, i32 3, i32 0
  br label %46

46:                                               ; preds = %39, %41, %38, %33
  %47 = phi nsz <4 x float> [ %42, %41 ], [ %25, %39 ], [ %25, %38 ], [ %25, %33 ]
  %48 = phi i32 [ %45, %41 ], [ 2, %39 ], [ 1, %38 ], [ 0, %33 ]
  %49 = phi <2 x i32> [ %23, %41 ], [ %40, %39 ], [ %28, %38 ], [ %28, %33 ]
  %50 = add nuw nsw i32 %22, 1
  %51 = icmp eq i32 %50, %2
  br i1 %51, label %52, label %21

52:                                               ; preds = %46, %21, %5
  %53 = phi <4 x float> [ %12, %5 ], [ %47, %46 ], [ %25, %21 ]
  %54 = phi i32 [ %14, %5 ], [ %48, %46 ], [ %24, %21 ]
  %55 = phi <2 x i32> [ %10, %5 ], [ %49, %46 ], [ %23, %21 ]
  store <2 x i32> %55, ptr addrspace(1) %9, align 16, !tbaa !19
  store <4 x float> %53, ptr addrspace(1) %11, align 16, !tbaa !19
  store i32 %54, ptr addrspace(1) %13, align 16, !tbaa !15
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z3anyDv2_i(<2 x i32> noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local <2 x i32> @_Z5clampDv2_iS_S_(<2 x i32> noundef, <2 x i32> noundef, <2 x i32> noundef) local_unnamed_addr #3

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @cf_find2d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 8 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !26 !kernel_arg_access_qual !22 !kernel_arg_type !27 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %7 = shl i64 %6, 32
  %8 = ashr exact i64 %7, 32
  %9 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !15
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
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !15
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
  %36 = load i32, ptr addrspace(1) %35, align 4, !tbaa !15
  %37 = icmp eq i32 %36, %10
  br i1 %37, label %38, label %40

38:                                               ; preds = %31
  %39 = insertelement <2 x i32> %27, i32 %32, i64 1
  store <2 x i32> %39, ptr addrspace(1) %14, align 8, !tbaa !19
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
  store <2 x i32> <i32 -1, i32 -1>, ptr addrspace(1) %50, align 8, !tbaa !19
  br label %51

51:                                               ; preds = %46, %49
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none)
define dso_local i32 @first_prime_after(i32 noundef %0) local_unnamed_addr #6 {
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

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @cf_helpers2(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %5 = shl i64 %4, 32
  %6 = ashr exact i64 %5, 32
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !15
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
  %21 = tail call i32 @first_prime_after(i32 noundef %20) #11
  %22 = tail call i32 @first_prime_after(i32 noundef %2) #11
  %23 = add nsw i32 %19, %21
  %24 = add nsw i32 %23, %22
  %25 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %6
  store i32 %24, ptr addrspace(1) %25, align 4, !tbaa !15
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @cf_vectors(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) nocapture noundef readonly align 16 %2, float noundef nofpclass(nan inf) %3) local_unnamed_addr #7 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !34 !kernel_arg_base_type !35 !kernel_arg_type_qual !36 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %6 = shl i64 %5, 32
  %7 = ashr exact i64 %6, 32
  %8 = addrspacecast ptr addrspace(1) %0 to ptr
  %9 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) <4 x float> @_Z6vload4mPKf(i64 noundef %7, ptr noundef %8) #12
  %10 = and i64 %5, 7
  %11 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %2, i64 %10
  %12 = load <4 x i32>, ptr addrspace(1) %11, align 16, !tbaa !19
  %13 = shufflevector <4 x float> %9, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %14 = ashr <4 x i32> %12, <i32 31, i32 31, i32 31, i32 31>
  %15 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef nofpclass(nan inf) %9, <4 x float> noundef nofpclass(nan inf) %13, <4 x i32> noundef %14) #10
  %16 = fneg reassoc nnan ninf nsz arcp afn float %3
  %17 = insertelement <4 x float> poison, float %16, i64 0
  %18 = shufflevector <4 x float> %17, <4 x float> poison, <4 x i32> zeroinitializer
  %19 = insertelement <4 x float> poison, float %3, i64 0
  %20 = shufflevector <4 x float> %19, <4 x float> poison, <4 x i32> zeroinitializer
  %21 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) <4 x float> @_Z5clampDv4_fS_S_(<4 x float> noundef nofpclass(nan inf) %15, <4 x float> noundef nofpclass(nan inf) %18, <4 x float> noundef nofpclass(nan inf) %20) #10
  %22 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) <4 x float> @_Z4fabsDv4_f(<4 x float> noundef nofpclass(nan inf) %15) #10
  %23 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) <4 x float> @_Z11native_sqrtDv4_f(<4 x float> noundef nofpclass(nan inf) %22) #10
  %24 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) <4 x float> @_Z3mixDv4_fS_S_(<4 x float> noundef nofpclass(nan inf) %21, <4 x float> noundef nofpclass(nan inf) %23, <4 x float> noundef nofpclass(nan inf) <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>) #10
  %25 = shufflevector <4 x float> %24, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  %26 = tail call <2 x i32> @_Z12convert_int2Dv2_f(<2 x float> noundef nofpclass(nan inf) %25) #10
  %27 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef %26) #10
  %28 = shufflevector <4 x float> %24, <4 x float> poison, <2 x i32> <i32 2, i32 3>
  %29 = fadd reassoc nnan ninf nsz arcp afn <2 x float> %27, %28
  %30 = shufflevector <2 x float> %29, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>
  %31 = shufflevector <4 x float> %24, <4 x float> %30, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %32 = addrspacecast ptr addrspace(1) %1 to ptr
  tail call void @_Z7vstore4Dv4_fmPf(<4 x float> noundef nofpclass(nan inf) %31, i64 noundef %7, ptr noundef %32) #13
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local nofpclass(nan inf) <4 x float> @_Z6vload4mPKf(i64 noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) <4 x float> @_Z6selectDv4_fS_Dv4_i(<4 x float> noundef nofpclass(nan inf), <4 x float> noundef nofpclass(nan inf), <4 x i32> noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) <4 x float> @_Z5clampDv4_fS_S_(<4 x float> noundef nofpclass(nan inf), <4 x float> noundef nofpclass(nan inf), <4 x float> noundef nofpclass(nan inf)) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) <4 x float> @_Z3mixDv4_fS_S_(<4 x float> noundef nofpclass(nan inf), <4 x float> noundef nofpclass(nan inf), <4 x float> noundef nofpclass(nan inf)) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) <4 x float> @_Z11native_sqrtDv4_f(<4 x float> noundef nofpclass(nan inf)) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) <4 x float> @_Z4fabsDv4_f(<4 x float> noundef nofpclass(nan inf)) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local <2 x i32> @_Z12convert_int2Dv2_f(<2 x float> noundef nofpclass(nan inf)) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) <2 x float> @_Z14convert_float2Dv2_i(<2 x i32> noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local void @_Z7vstore4Dv4_fmPf(<4 x float> noundef nofpclass(nan inf), i64 noundef, ptr noundef) local_unnamed_addr #9

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @cf_loop_exits(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #7 !kernel_arg_addr_space !37 !kernel_arg_access_qual !12 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #10
  %6 = trunc i64 %5 to i32
  %7 = icmp slt i32 %6, %3
  br i1 %7, label %8, label %31

8:                                                ; preds = %4, %26
  %9 = phi i32 [ %25, %26 ], [ 0, %4 ]
  %10 = phi i32 [ %29, %26 ], [ %6, %4 ]
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !15
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
  %27 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #10
  %28 = trunc i64 %27 to i32
  %29 = add i32 %10, %28
  %30 = icmp slt i32 %29, %3
  br i1 %30, label %8, label %31

31:                                               ; preds = %23, %26, %4
  %32 = phi i32 [ 0, %4 ], [ %25, %26 ], [ %25, %23 ]
  %33 = shl i64 %5, 32
  %34 = ashr exact i64 %33, 30
  %35 = getelementptr inbounds i8, ptr addrspace(3) %2, i64 %34
  store i32 %32, ptr addrspace(3) %35, align 4, !tbaa !15
  tail call void @_Z7barrierj(i32 noundef 1) #13
  %36 = icmp eq i32 %6, 0
  br i1 %36, label %37, label %58

37:                                               ; preds = %31, %49
  %38 = phi i32 [ %50, %49 ], [ 0, %31 ]
  %39 = phi i32 [ %51, %49 ], [ 0, %31 ]
  %40 = zext i32 %39 to i64
  %41 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #10
  %42 = icmp ugt i64 %41, %40
  br i1 %42, label %43, label %52

43:                                               ; preds = %37
  %44 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %40
  %45 = load i32, ptr addrspace(3) %44, align 4, !tbaa !15
  %46 = icmp slt i32 %45, 0
  br i1 %46, label %47, label %49

47:                                               ; preds = %43
  %48 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #10
  br label %54

49:                                               ; preds = %43
  %50 = add nuw nsw i32 %45, %38
  %51 = add i32 %39, 1
  br label %37

52:                                               ; preds = %37
  %53 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #10
  br label %54

54:                                               ; preds = %52, %47
  %55 = phi i64 [ %48, %47 ], [ %53, %52 ]
  %56 = phi i32 [ -1, %47 ], [ %38, %52 ]
  %57 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %55
  store i32 %56, ptr addrspace(1) %57, align 4, !tbaa !15
  br label %58

58:                                               ; preds = %54, %31
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #9

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @cf_math(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #7 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !40 !kernel_arg_base_type !40 !kernel_arg_type_qual !33 {
  %4 = alloca i32, align 4
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %6 = shl i64 %5, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !41
  %10 = icmp sgt i32 %2, 0
  br i1 %10, label %27, label %11

11:                                               ; preds = %27, %3
  %12 = phi float [ %9, %3 ], [ %40, %27 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #11
  %13 = call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z5frexpfPi(float noundef nofpclass(nan inf) %12, ptr noundef nonnull %4) #13
  %14 = load i32, ptr %4, align 4, !tbaa !15
  %15 = sdiv i32 %14, 2
  %16 = call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z5ldexpfi(float noundef nofpclass(nan inf) %13, i32 noundef %15) #10
  %17 = call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %12, float %12, float 1.000000e+00)
  %18 = call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z5rsqrtf(float noundef nofpclass(nan inf) %17) #10
  %19 = fadd reassoc nnan ninf nsz arcp afn float %18, %16
  %20 = call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z5hypotff(float noundef nofpclass(nan inf) %12, float noundef nofpclass(nan inf) 2.000000e+00) #10
  %21 = fadd reassoc nnan ninf nsz arcp afn float %19, %20
  %22 = call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z3erff(float noundef nofpclass(nan inf) %12) #10
  %23 = fadd reassoc nnan ninf nsz arcp afn float %21, %22
  %24 = call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z4cbrtf(float noundef nofpclass(nan inf) %12) #10
  %25 = fadd reassoc nnan ninf nsz arcp afn float %23, %24
  %26 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %7
  store float %25, ptr addrspace(1) %26, align 4, !tbaa !41
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #11
  ret void

27:                                               ; preds = %3, %27
  %28 = phi float [ %40, %27 ], [ %9, %3 ]
  %29 = phi i32 [ %41, %27 ], [ 0, %3 ]
  %30 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z3sinf(float noundef nofpclass(nan inf) %28) #10
  %31 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z3fmafff(float noundef nofpclass(nan inf) %28, float noundef nofpclass(nan inf) 5.000000e-01, float noundef nofpclass(nan inf) %30) #10
  %32 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z4fabsf(float noundef nofpclass(nan inf) %28) #10
  %33 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z5log1pf(float noundef nofpclass(nan inf) %32) #10
  %34 = fadd reassoc nnan ninf nsz arcp afn float %33, %31
  %35 = uitofp nneg i32 %29 to float
  %36 = fadd reassoc nnan ninf nsz arcp afn float %35, 1.000000e+00
  %37 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z5atan2ff(float noundef nofpclass(nan inf) %28, float noundef nofpclass(nan inf) %36) #10
  %38 = fsub reassoc nnan ninf nsz arcp afn float %34, %37
  %39 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z4fmaxff(float noundef nofpclass(nan inf) %38, float noundef nofpclass(nan inf) -1.000000e+01) #10
  %40 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z4fminff(float noundef nofpclass(nan inf) %39, float noundef nofpclass(nan inf) 1.000000e+01) #10
  %41 = add nuw nsw i32 %29, 1
  %42 = icmp eq i32 %41, %2
  br i1 %42, label %11, label %27
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) float @_Z3fmafff(float noundef nofpclass(nan inf), float noundef nofpclass(nan inf), float noundef nofpclass(nan inf)) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) float @_Z3sinf(float noundef nofpclass(nan inf)) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) float @_Z5log1pf(float noundef nofpclass(nan inf)) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) float @_Z4fabsf(float noundef nofpclass(nan inf)) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) float @_Z5atan2ff(float noundef nofpclass(nan inf), float noundef nofpclass(nan inf)) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) float @_Z4fminff(float noundef nofpclass(nan inf), float noundef nofpclass(nan inf)) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) float @_Z4fmaxff(float noundef nofpclass(nan inf), float noundef nofpclass(nan inf)) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local nofpclass(nan inf) float @_Z5frexpfPi(float noundef nofpclass(nan inf), ptr noundef) local_unnamed_addr #9

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) float @_Z5ldexpfi(float noundef nofpclass(nan inf), i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) float @_Z5rsqrtf(float noundef nofpclass(nan inf)) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) float @_Z5hypotff(float noundef nofpclass(nan inf), float noundef nofpclass(nan inf)) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) float @_Z3erff(float noundef nofpclass(nan inf)) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) float @_Z4cbrtf(float noundef nofpclass(nan inf)) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(none) "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #7 = { convergent noinline norecurse nounwind "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #8 = { convergent mustprogress nofree nounwind willreturn memory(read) "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #9 = { convergent nounwind "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #10 = { convergent nounwind willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { convergent nounwind willreturn memory(read) }
attributes #13 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.module.flags = !{!7, !8}
!opencl.ocl.version = !{!9}

!0 = !{ptr @cf_tokenize, !"kernel", i32 1}
!1 = !{ptr @cf_agents, !"kernel", i32 1}
!2 = !{ptr @cf_find2d, !"kernel", i32 1}
!3 = !{ptr @cf_helpers2, !"kernel", i32 1}
!4 = !{ptr @cf_vectors, !"kernel", i32 1}
!5 = !{ptr @cf_loop_exits, !"kernel", i32 1}
!6 = !{ptr @cf_math, !"kernel", i32 1}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{i32 2, i32 0}
!10 = !{!"clang-19"}
!11 = !{i32 1, i32 1, i32 1, i32 0}
!12 = !{!"none", !"none", !"none", !"none"}
!13 = !{!"uchar*", !"int*", !"int*", !"int"}
!14 = !{!"const", !"const", !"", !""}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C/C++ TBAA"}
!19 = !{!17, !17, i64 0}
!20 = !{float 2.500000e+00}
!21 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!22 = !{!"none", !"none", !"none", !"none", !"none"}
!23 = !{!"agent_t*", !"int2*", !"int", !"int2", !"int2"}
!24 = !{!"agent_t*", !"int __attribute__((ext_vector_type(2)))*", !"int", !"int __attribute__((ext_vector_type(2)))", !"int __attribute__((ext_vector_type(2)))"}
!25 = !{!"", !"const", !"", !"", !""}
!26 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!27 = !{!"int*", !"int*", !"int2*", !"int", !"int"}
!28 = !{!"int*", !"int*", !"int __attribute__((ext_vector_type(2)))*", !"int", !"int"}
!29 = !{!"const", !"const", !"", !"", !""}
!30 = !{i32 1, i32 1, i32 0}
!31 = !{!"none", !"none", !"none"}
!32 = !{!"int*", !"int*", !"int"}
!33 = !{!"const", !"", !""}
!34 = !{!"float*", !"float*", !"int4*", !"float"}
!35 = !{!"float*", !"float*", !"int __attribute__((ext_vector_type(4)))*", !"float"}
!36 = !{!"const", !"", !"const", !""}
!37 = !{i32 1, i32 1, i32 3, i32 0}
!38 = !{!"int*", !"int*", !"int*", !"int"}
!39 = !{!"const", !"", !"", !""}
!40 = !{!"float*", !"float*", !"int"}
!41 = !{!42, !42, i64 0}
!42 = !{!"float", !17, i64 0}
