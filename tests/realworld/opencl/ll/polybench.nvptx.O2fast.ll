source_filename = "src/polybench.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

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
define dso_local spir_kernel void @pb_gemm(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, float noundef nofpclass(nan inf) %3, float noundef nofpclass(nan inf) %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #1 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
  %12 = trunc i64 %11 to i32
  %13 = icmp slt i32 %12, %5
  %14 = icmp slt i32 %10, %6
  %15 = select i1 %13, i1 %14, i1 false
  br i1 %15, label %16, label %79

16:                                               ; preds = %8
  %17 = mul nsw i32 %12, %6
  %18 = add nsw i32 %17, %10
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %19
  %21 = load float, ptr addrspace(1) %20, align 4, !tbaa !26
  %22 = fmul reassoc nnan ninf nsz arcp afn float %21, %4
  %23 = icmp sgt i32 %7, 0
  br i1 %23, label %24, label %47

24:                                               ; preds = %16
  %25 = mul nsw i32 %12, %7
  %26 = and i32 %7, 1
  %27 = icmp eq i32 %7, 1
  br i1 %27, label %30, label %28

28:                                               ; preds = %24
  %29 = and i32 %7, 2147483646
  br label %49

30:                                               ; preds = %49, %24
  %31 = phi float [ poison, %24 ], [ %75, %49 ]
  %32 = phi i32 [ 0, %24 ], [ %76, %49 ]
  %33 = phi float [ %22, %24 ], [ %75, %49 ]
  %34 = icmp eq i32 %26, 0
  br i1 %34, label %47, label %35

35:                                               ; preds = %30
  %36 = add nsw i32 %32, %25
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !26
  %40 = fmul reassoc nnan ninf nsz arcp afn float %39, %3
  %41 = mul nsw i32 %32, %6
  %42 = add nsw i32 %41, %10
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !26
  %46 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %40, float %45, float %33)
  br label %47

47:                                               ; preds = %35, %30, %16
  %48 = phi float [ %22, %16 ], [ %31, %30 ], [ %46, %35 ]
  store float %48, ptr addrspace(1) %20, align 4, !tbaa !26
  br label %79

49:                                               ; preds = %49, %28
  %50 = phi i32 [ 0, %28 ], [ %76, %49 ]
  %51 = phi float [ %22, %28 ], [ %75, %49 ]
  %52 = phi i32 [ 0, %28 ], [ %77, %49 ]
  %53 = add nsw i32 %50, %25
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4, !tbaa !26
  %57 = fmul reassoc nnan ninf nsz arcp afn float %56, %3
  %58 = mul nsw i32 %50, %6
  %59 = add nsw i32 %58, %10
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !26
  %63 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %57, float %62, float %51)
  %64 = or disjoint i32 %50, 1
  %65 = add nsw i32 %64, %25
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4, !tbaa !26
  %69 = fmul reassoc nnan ninf nsz arcp afn float %68, %3
  %70 = mul nsw i32 %64, %6
  %71 = add nsw i32 %70, %10
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %72
  %74 = load float, ptr addrspace(1) %73, align 4, !tbaa !26
  %75 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %69, float %74, float %63)
  %76 = add nuw nsw i32 %50, 2
  %77 = add i32 %52, 2
  %78 = icmp eq i32 %77, %29
  br i1 %78, label %30, label %49

79:                                               ; preds = %47, %8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_2mm_1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, float noundef nofpclass(nan inf) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
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
  %21 = fmul reassoc nnan ninf nsz arcp afn float %20, %3
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
  %38 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z3fmafff(float noundef nofpclass(nan inf) %32, float noundef nofpclass(nan inf) %37, float noundef nofpclass(nan inf) %28) #8
  %39 = add nuw nsw i32 %27, 1
  %40 = icmp eq i32 %39, %6
  br i1 %40, label %19, label %26

41:                                               ; preds = %7, %19
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) float @_Z3fmafff(float noundef nofpclass(nan inf), float noundef nofpclass(nan inf), float noundef nofpclass(nan inf)) local_unnamed_addr #2

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_2mm_2(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, float noundef nofpclass(nan inf) %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
  %11 = trunc i64 %10 to i32
  %12 = icmp slt i32 %11, %4
  %13 = icmp slt i32 %9, %6
  %14 = select i1 %12, i1 %13, i1 false
  br i1 %14, label %15, label %75

15:                                               ; preds = %7
  %16 = mul nsw i32 %11, %6
  %17 = add nsw i32 %16, %9
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !26
  %21 = fmul reassoc nnan ninf nsz arcp afn float %20, %3
  %22 = icmp sgt i32 %5, 0
  br i1 %22, label %23, label %45

23:                                               ; preds = %15
  %24 = mul nsw i32 %11, %5
  %25 = and i32 %5, 1
  %26 = icmp eq i32 %5, 1
  br i1 %26, label %29, label %27

27:                                               ; preds = %23
  %28 = and i32 %5, 2147483646
  br label %47

29:                                               ; preds = %47, %23
  %30 = phi float [ poison, %23 ], [ %71, %47 ]
  %31 = phi i32 [ 0, %23 ], [ %72, %47 ]
  %32 = phi float [ %21, %23 ], [ %71, %47 ]
  %33 = icmp eq i32 %25, 0
  br i1 %33, label %45, label %34

34:                                               ; preds = %29
  %35 = add nsw i32 %31, %24
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !26
  %39 = mul nsw i32 %31, %6
  %40 = add nsw i32 %39, %9
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !26
  %44 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %38, float %43, float %32)
  br label %45

45:                                               ; preds = %34, %29, %15
  %46 = phi float [ %21, %15 ], [ %30, %29 ], [ %44, %34 ]
  store float %46, ptr addrspace(1) %19, align 4, !tbaa !26
  br label %75

47:                                               ; preds = %47, %27
  %48 = phi i32 [ 0, %27 ], [ %72, %47 ]
  %49 = phi float [ %21, %27 ], [ %71, %47 ]
  %50 = phi i32 [ 0, %27 ], [ %73, %47 ]
  %51 = add nsw i32 %48, %24
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !26
  %55 = mul nsw i32 %48, %6
  %56 = add nsw i32 %55, %9
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4, !tbaa !26
  %60 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %54, float %59, float %49)
  %61 = or disjoint i32 %48, 1
  %62 = add nsw i32 %61, %24
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4, !tbaa !26
  %66 = mul nsw i32 %61, %6
  %67 = add nsw i32 %66, %9
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %68
  %70 = load float, ptr addrspace(1) %69, align 4, !tbaa !26
  %71 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %65, float %70, float %60)
  %72 = add nuw nsw i32 %48, 2
  %73 = add i32 %50, 2
  %74 = icmp eq i32 %73, %28
  br i1 %74, label %29, label %47

75:                                               ; preds = %7, %45
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_atax_1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !34 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %3
  br i1 %8, label %9, label %60

9:                                                ; preds = %5
  %10 = icmp sgt i32 %4, 0
  br i1 %10, label %11, label %31

11:                                               ; preds = %9
  %12 = mul nsw i32 %7, %4
  %13 = and i32 %4, 1
  %14 = icmp eq i32 %4, 1
  br i1 %14, label %17, label %15

15:                                               ; preds = %11
  %16 = and i32 %4, 2147483646
  br label %36

17:                                               ; preds = %36, %11
  %18 = phi float [ poison, %11 ], [ %56, %36 ]
  %19 = phi i32 [ 0, %11 ], [ %57, %36 ]
  %20 = phi float [ 0.000000e+00, %11 ], [ %56, %36 ]
  %21 = icmp eq i32 %13, 0
  br i1 %21, label %31, label %22

22:                                               ; preds = %17
  %23 = add nsw i32 %19, %12
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !26
  %27 = zext nneg i32 %19 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !26
  %30 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %26, float %29, float %20)
  br label %31

31:                                               ; preds = %22, %17, %9
  %32 = phi float [ 0.000000e+00, %9 ], [ %18, %17 ], [ %30, %22 ]
  %33 = shl i64 %6, 32
  %34 = ashr exact i64 %33, 30
  %35 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %34
  store float %32, ptr addrspace(1) %35, align 4, !tbaa !26
  br label %60

36:                                               ; preds = %36, %15
  %37 = phi i32 [ 0, %15 ], [ %57, %36 ]
  %38 = phi float [ 0.000000e+00, %15 ], [ %56, %36 ]
  %39 = phi i32 [ 0, %15 ], [ %58, %36 ]
  %40 = add nsw i32 %37, %12
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !26
  %44 = zext nneg i32 %37 to i64
  %45 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !26
  %47 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %43, float %46, float %38)
  %48 = or disjoint i32 %37, 1
  %49 = add nsw i32 %48, %12
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4, !tbaa !26
  %53 = zext nneg i32 %48 to i64
  %54 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %53
  %55 = load float, ptr addrspace(1) %54, align 4, !tbaa !26
  %56 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %52, float %55, float %47)
  %57 = add nuw nsw i32 %37, 2
  %58 = add i32 %39, 2
  %59 = icmp eq i32 %58, %16
  br i1 %59, label %17, label %36

60:                                               ; preds = %31, %5
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_atax_2(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !34 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %4
  br i1 %8, label %9, label %62

9:                                                ; preds = %5
  %10 = icmp sgt i32 %3, 0
  br i1 %10, label %11, label %31

11:                                               ; preds = %9
  %12 = and i32 %3, 1
  %13 = icmp eq i32 %3, 1
  br i1 %13, label %16, label %14

14:                                               ; preds = %11
  %15 = and i32 %3, 2147483646
  br label %36

16:                                               ; preds = %36, %11
  %17 = phi float [ poison, %11 ], [ %58, %36 ]
  %18 = phi i32 [ 0, %11 ], [ %59, %36 ]
  %19 = phi float [ 0.000000e+00, %11 ], [ %58, %36 ]
  %20 = icmp eq i32 %12, 0
  br i1 %20, label %31, label %21

21:                                               ; preds = %16
  %22 = mul nsw i32 %18, %4
  %23 = add nsw i32 %22, %7
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4, !tbaa !26
  %27 = zext nneg i32 %18 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !26
  %30 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %26, float %29, float %19)
  br label %31

31:                                               ; preds = %21, %16, %9
  %32 = phi float [ 0.000000e+00, %9 ], [ %17, %16 ], [ %30, %21 ]
  %33 = shl i64 %6, 32
  %34 = ashr exact i64 %33, 30
  %35 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %34
  store float %32, ptr addrspace(1) %35, align 4, !tbaa !26
  br label %62

36:                                               ; preds = %36, %14
  %37 = phi i32 [ 0, %14 ], [ %59, %36 ]
  %38 = phi float [ 0.000000e+00, %14 ], [ %58, %36 ]
  %39 = phi i32 [ 0, %14 ], [ %60, %36 ]
  %40 = mul nsw i32 %37, %4
  %41 = add nsw i32 %40, %7
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %42
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !26
  %45 = zext nneg i32 %37 to i64
  %46 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !26
  %48 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %44, float %47, float %38)
  %49 = or disjoint i32 %37, 1
  %50 = mul nsw i32 %49, %4
  %51 = add nsw i32 %50, %7
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !26
  %55 = zext nneg i32 %49 to i64
  %56 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !26
  %58 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %54, float %57, float %48)
  %59 = add nuw nsw i32 %37, 2
  %60 = add i32 %39, 2
  %61 = icmp eq i32 %60, %15
  br i1 %61, label %16, label %36

62:                                               ; preds = %31, %5
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(write, argmem: readwrite, inaccessiblemem: none)
define dso_local spir_kernel void @pb_bicg(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, ptr addrspace(1) nocapture noundef writeonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #4 !kernel_arg_addr_space !38 !kernel_arg_access_qual !31 !kernel_arg_type !39 !kernel_arg_base_type !39 !kernel_arg_type_qual !40 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
  %11 = and i64 %10, 4294967295
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %13, label %47

13:                                               ; preds = %7
  %14 = icmp slt i32 %9, %5
  br i1 %14, label %15, label %117

15:                                               ; preds = %13
  %16 = icmp sgt i32 %6, 0
  br i1 %16, label %17, label %111

17:                                               ; preds = %15
  %18 = mul nsw i32 %9, %6
  %19 = and i32 %6, 1
  %20 = icmp eq i32 %6, 1
  br i1 %20, label %82, label %21

21:                                               ; preds = %17
  %22 = and i32 %6, 2147483646
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi i32 [ 0, %21 ], [ %44, %23 ]
  %25 = phi float [ 0.000000e+00, %21 ], [ %43, %23 ]
  %26 = phi i32 [ 0, %21 ], [ %45, %23 ]
  %27 = add nsw i32 %24, %18
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !26
  %31 = zext nneg i32 %24 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !26
  %34 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %30, float %33, float %25)
  %35 = or disjoint i32 %24, 1
  %36 = add nsw i32 %35, %18
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !26
  %40 = zext nneg i32 %35 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !26
  %43 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %39, float %42, float %34)
  %44 = add nuw nsw i32 %24, 2
  %45 = add i32 %26, 2
  %46 = icmp eq i32 %45, %22
  br i1 %46, label %82, label %23

47:                                               ; preds = %7
  %48 = icmp slt i32 %9, %6
  br i1 %48, label %49, label %117

49:                                               ; preds = %47
  %50 = icmp sgt i32 %5, 0
  br i1 %50, label %51, label %111

51:                                               ; preds = %49
  %52 = and i32 %5, 1
  %53 = icmp eq i32 %5, 1
  br i1 %53, label %96, label %54

54:                                               ; preds = %51
  %55 = and i32 %5, 2147483646
  br label %56

56:                                               ; preds = %56, %54
  %57 = phi i32 [ 0, %54 ], [ %79, %56 ]
  %58 = phi float [ 0.000000e+00, %54 ], [ %78, %56 ]
  %59 = phi i32 [ 0, %54 ], [ %80, %56 ]
  %60 = zext nneg i32 %57 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !26
  %63 = mul nsw i32 %57, %6
  %64 = add nsw i32 %63, %9
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4, !tbaa !26
  %68 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %62, float %67, float %58)
  %69 = or disjoint i32 %57, 1
  %70 = zext nneg i32 %69 to i64
  %71 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %70
  %72 = load float, ptr addrspace(1) %71, align 4, !tbaa !26
  %73 = mul nsw i32 %69, %6
  %74 = add nsw i32 %73, %9
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %75
  %77 = load float, ptr addrspace(1) %76, align 4, !tbaa !26
  %78 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %72, float %77, float %68)
  %79 = add nuw nsw i32 %57, 2
  %80 = add i32 %59, 2
  %81 = icmp eq i32 %80, %55
  br i1 %81, label %96, label %56

82:                                               ; preds = %23, %17
  %83 = phi float [ poison, %17 ], [ %43, %23 ]
  %84 = phi i32 [ 0, %17 ], [ %44, %23 ]
  %85 = phi float [ 0.000000e+00, %17 ], [ %43, %23 ]
  %86 = icmp eq i32 %19, 0
  br i1 %86, label %111, label %87

87:                                               ; preds = %82
  %88 = add nsw i32 %84, %18
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %89
  %91 = load float, ptr addrspace(1) %90, align 4, !tbaa !26
  %92 = zext nneg i32 %84 to i64
  %93 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %92
  %94 = load float, ptr addrspace(1) %93, align 4, !tbaa !26
  %95 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %91, float %94, float %85)
  br label %111

96:                                               ; preds = %56, %51
  %97 = phi float [ poison, %51 ], [ %78, %56 ]
  %98 = phi i32 [ 0, %51 ], [ %79, %56 ]
  %99 = phi float [ 0.000000e+00, %51 ], [ %78, %56 ]
  %100 = icmp eq i32 %52, 0
  br i1 %100, label %111, label %101

101:                                              ; preds = %96
  %102 = zext nneg i32 %98 to i64
  %103 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %102
  %104 = load float, ptr addrspace(1) %103, align 4, !tbaa !26
  %105 = mul nsw i32 %98, %6
  %106 = add nsw i32 %105, %9
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %107
  %109 = load float, ptr addrspace(1) %108, align 4, !tbaa !26
  %110 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %104, float %109, float %99)
  br label %111

111:                                              ; preds = %101, %96, %87, %82, %49, %15
  %112 = phi ptr addrspace(1) [ %3, %15 ], [ %4, %49 ], [ %3, %82 ], [ %3, %87 ], [ %4, %96 ], [ %4, %101 ]
  %113 = phi float [ 0.000000e+00, %15 ], [ 0.000000e+00, %49 ], [ %83, %82 ], [ %95, %87 ], [ %97, %96 ], [ %110, %101 ]
  %114 = shl i64 %8, 32
  %115 = ashr exact i64 %114, 30
  %116 = getelementptr inbounds i8, ptr addrspace(1) %112, i64 %115
  store float %113, ptr addrspace(1) %116, align 4, !tbaa !26
  br label %117

117:                                              ; preds = %111, %47, %13
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_mvt(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef readonly align 4 %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !41 !kernel_arg_access_qual !42 !kernel_arg_type !43 !kernel_arg_base_type !43 !kernel_arg_type_qual !44 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %5
  br i1 %9, label %10, label %92

10:                                               ; preds = %6
  %11 = shl i64 %7, 32
  %12 = ashr exact i64 %11, 32
  %13 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !26
  %15 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %12
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !26
  %17 = icmp sgt i32 %5, 0
  br i1 %17, label %18, label %48

18:                                               ; preds = %10
  %19 = mul nsw i32 %8, %5
  %20 = and i32 %5, 1
  %21 = icmp eq i32 %5, 1
  br i1 %21, label %24, label %22

22:                                               ; preds = %18
  %23 = and i32 %5, 2147483646
  br label %51

24:                                               ; preds = %51, %18
  %25 = phi float [ poison, %18 ], [ %80, %51 ]
  %26 = phi float [ poison, %18 ], [ %88, %51 ]
  %27 = phi i32 [ 0, %18 ], [ %89, %51 ]
  %28 = phi float [ %16, %18 ], [ %88, %51 ]
  %29 = phi float [ %14, %18 ], [ %80, %51 ]
  %30 = icmp eq i32 %20, 0
  br i1 %30, label %48, label %31

31:                                               ; preds = %24
  %32 = add nsw i32 %27, %19
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !26
  %36 = zext nneg i32 %27 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !26
  %39 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %35, float %38, float %29)
  %40 = mul nuw nsw i32 %27, %5
  %41 = add nsw i32 %40, %8
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %42
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !26
  %45 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %36
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !26
  %47 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %44, float %46, float %28)
  br label %48

48:                                               ; preds = %31, %24, %10
  %49 = phi float [ %14, %10 ], [ %25, %24 ], [ %39, %31 ]
  %50 = phi float [ %16, %10 ], [ %26, %24 ], [ %47, %31 ]
  store float %49, ptr addrspace(1) %13, align 4, !tbaa !26
  store float %50, ptr addrspace(1) %15, align 4, !tbaa !26
  br label %92

51:                                               ; preds = %51, %22
  %52 = phi i32 [ 0, %22 ], [ %89, %51 ]
  %53 = phi float [ %16, %22 ], [ %88, %51 ]
  %54 = phi float [ %14, %22 ], [ %80, %51 ]
  %55 = phi i32 [ 0, %22 ], [ %90, %51 ]
  %56 = add nsw i32 %52, %19
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4, !tbaa !26
  %60 = zext nneg i32 %52 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !26
  %63 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %59, float %62, float %54)
  %64 = mul nuw nsw i32 %52, %5
  %65 = add nsw i32 %64, %8
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4, !tbaa !26
  %69 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %60
  %70 = load float, ptr addrspace(1) %69, align 4, !tbaa !26
  %71 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %68, float %70, float %53)
  %72 = or disjoint i32 %52, 1
  %73 = add nsw i32 %72, %19
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %74
  %76 = load float, ptr addrspace(1) %75, align 4, !tbaa !26
  %77 = zext nneg i32 %72 to i64
  %78 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %77
  %79 = load float, ptr addrspace(1) %78, align 4, !tbaa !26
  %80 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %76, float %79, float %63)
  %81 = mul nuw nsw i32 %72, %5
  %82 = add nsw i32 %81, %8
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %83
  %85 = load float, ptr addrspace(1) %84, align 4, !tbaa !26
  %86 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %77
  %87 = load float, ptr addrspace(1) %86, align 4, !tbaa !26
  %88 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %85, float %87, float %71)
  %89 = add nuw nsw i32 %52, 2
  %90 = add i32 %55, 2
  %91 = icmp eq i32 %90, %23
  br i1 %91, label %24, label %51

92:                                               ; preds = %6, %48
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_syrk(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, float noundef nofpclass(nan inf) %2, float noundef nofpclass(nan inf) %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !45 !kernel_arg_access_qual !42 !kernel_arg_type !46 !kernel_arg_base_type !46 !kernel_arg_type_qual !47 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
  %10 = trunc i64 %9 to i32
  %11 = icmp sge i32 %10, %4
  %12 = icmp sgt i32 %8, %10
  %13 = select i1 %11, i1 true, i1 %12
  br i1 %13, label %75, label %14

14:                                               ; preds = %6
  %15 = mul nsw i32 %10, %4
  %16 = add nsw i32 %15, %8
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !26
  %20 = fmul reassoc nnan ninf nsz arcp afn float %19, %3
  %21 = icmp sgt i32 %5, 0
  br i1 %21, label %22, label %45

22:                                               ; preds = %14
  %23 = mul nsw i32 %10, %5
  %24 = mul nsw i32 %8, %5
  %25 = and i32 %5, 1
  %26 = icmp eq i32 %5, 1
  br i1 %26, label %29, label %27

27:                                               ; preds = %22
  %28 = and i32 %5, 2147483646
  br label %47

29:                                               ; preds = %47, %22
  %30 = phi float [ poison, %22 ], [ %71, %47 ]
  %31 = phi i32 [ 0, %22 ], [ %72, %47 ]
  %32 = phi float [ %20, %22 ], [ %71, %47 ]
  %33 = icmp eq i32 %25, 0
  br i1 %33, label %45, label %34

34:                                               ; preds = %29
  %35 = add nsw i32 %31, %23
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !26
  %39 = fmul reassoc nnan ninf nsz arcp afn float %38, %2
  %40 = add nsw i32 %31, %24
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !26
  %44 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %39, float %43, float %32)
  br label %45

45:                                               ; preds = %34, %29, %14
  %46 = phi float [ %20, %14 ], [ %30, %29 ], [ %44, %34 ]
  store float %46, ptr addrspace(1) %18, align 4, !tbaa !26
  br label %75

47:                                               ; preds = %47, %27
  %48 = phi i32 [ 0, %27 ], [ %72, %47 ]
  %49 = phi float [ %20, %27 ], [ %71, %47 ]
  %50 = phi i32 [ 0, %27 ], [ %73, %47 ]
  %51 = add nsw i32 %48, %23
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !26
  %55 = fmul reassoc nnan ninf nsz arcp afn float %54, %2
  %56 = add nsw i32 %48, %24
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4, !tbaa !26
  %60 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %55, float %59, float %49)
  %61 = or disjoint i32 %48, 1
  %62 = add nsw i32 %61, %23
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4, !tbaa !26
  %66 = fmul reassoc nnan ninf nsz arcp afn float %65, %2
  %67 = add nsw i32 %61, %24
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %68
  %70 = load float, ptr addrspace(1) %69, align 4, !tbaa !26
  %71 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %66, float %70, float %60)
  %72 = add nuw nsw i32 %48, 2
  %73 = add i32 %50, 2
  %74 = icmp eq i32 %73, %28
  br i1 %74, label %29, label %47

75:                                               ; preds = %45, %6
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_cov_mean(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, float noundef nofpclass(nan inf) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !48 !kernel_arg_access_qual !35 !kernel_arg_type !49 !kernel_arg_base_type !49 !kernel_arg_type_qual !50 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %3
  br i1 %8, label %9, label %74

9:                                                ; preds = %5
  %10 = icmp sgt i32 %4, 0
  br i1 %10, label %11, label %34

11:                                               ; preds = %9
  %12 = and i32 %4, 3
  %13 = icmp ult i32 %4, 4
  br i1 %13, label %16, label %14

14:                                               ; preds = %11
  %15 = and i32 %4, 2147483644
  br label %40

16:                                               ; preds = %40, %11
  %17 = phi float [ poison, %11 ], [ %70, %40 ]
  %18 = phi i32 [ 0, %11 ], [ %71, %40 ]
  %19 = phi float [ 0.000000e+00, %11 ], [ %70, %40 ]
  %20 = icmp eq i32 %12, 0
  br i1 %20, label %34, label %21

21:                                               ; preds = %16, %21
  %22 = phi i32 [ %31, %21 ], [ %18, %16 ]
  %23 = phi float [ %30, %21 ], [ %19, %16 ]
  %24 = phi i32 [ %32, %21 ], [ 0, %16 ]
  %25 = mul nsw i32 %22, %3
  %26 = add nsw i32 %25, %7
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !26
  %30 = fadd reassoc nnan ninf nsz arcp afn float %29, %23
  %31 = add nuw nsw i32 %22, 1
  %32 = add i32 %24, 1
  %33 = icmp eq i32 %32, %12
  br i1 %33, label %34, label %21, !llvm.loop !51

34:                                               ; preds = %16, %21, %9
  %35 = phi float [ 0.000000e+00, %9 ], [ %17, %16 ], [ %30, %21 ]
  %36 = fdiv reassoc nnan ninf nsz arcp afn float %35, %2, !fpmath !53
  %37 = shl i64 %6, 32
  %38 = ashr exact i64 %37, 30
  %39 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %38
  store float %36, ptr addrspace(1) %39, align 4, !tbaa !26
  br label %74

40:                                               ; preds = %40, %14
  %41 = phi i32 [ 0, %14 ], [ %71, %40 ]
  %42 = phi float [ 0.000000e+00, %14 ], [ %70, %40 ]
  %43 = phi i32 [ 0, %14 ], [ %72, %40 ]
  %44 = mul nsw i32 %41, %3
  %45 = add nsw i32 %44, %7
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !26
  %49 = fadd reassoc nnan ninf nsz arcp afn float %48, %42
  %50 = or disjoint i32 %41, 1
  %51 = mul nsw i32 %50, %3
  %52 = add nsw i32 %51, %7
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %53
  %55 = load float, ptr addrspace(1) %54, align 4, !tbaa !26
  %56 = fadd reassoc nnan ninf nsz arcp afn float %55, %49
  %57 = or disjoint i32 %41, 2
  %58 = mul nsw i32 %57, %3
  %59 = add nsw i32 %58, %7
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !26
  %63 = fadd reassoc nnan ninf nsz arcp afn float %62, %56
  %64 = or disjoint i32 %41, 3
  %65 = mul nsw i32 %64, %3
  %66 = add nsw i32 %65, %7
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %67
  %69 = load float, ptr addrspace(1) %68, align 4, !tbaa !26
  %70 = fadd reassoc nnan ninf nsz arcp afn float %69, %63
  %71 = add nuw nsw i32 %41, 4
  %72 = add i32 %43, 4
  %73 = icmp eq i32 %72, %15
  br i1 %73, label %16, label %40

74:                                               ; preds = %34, %5
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_cov(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !54 !kernel_arg_access_qual !55 !kernel_arg_type !56 !kernel_arg_base_type !56 !kernel_arg_type_qual !57 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %6 = trunc i64 %5 to i32
  %7 = icmp slt i32 %6, %2
  br i1 %7, label %8, label %72

8:                                                ; preds = %4
  %9 = icmp sgt i32 %3, 0
  %10 = mul nsw i32 %6, %2
  %11 = and i32 %3, 1
  %12 = icmp eq i32 %3, 1
  %13 = and i32 %3, 2147483646
  %14 = icmp eq i32 %11, 0
  br label %15

15:                                               ; preds = %8, %33
  %16 = phi i32 [ %6, %8 ], [ %42, %33 ]
  br i1 %9, label %17, label %33

17:                                               ; preds = %15
  br i1 %12, label %18, label %44

18:                                               ; preds = %44, %17
  %19 = phi float [ poison, %17 ], [ %68, %44 ]
  %20 = phi i32 [ 0, %17 ], [ %69, %44 ]
  %21 = phi float [ 0.000000e+00, %17 ], [ %68, %44 ]
  br i1 %14, label %33, label %22

22:                                               ; preds = %18
  %23 = mul nsw i32 %20, %2
  %24 = add nsw i32 %23, %6
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !26
  %28 = add nsw i32 %23, %16
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !26
  %32 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %27, float %31, float %21)
  br label %33

33:                                               ; preds = %22, %18, %15
  %34 = phi float [ 0.000000e+00, %15 ], [ %19, %18 ], [ %32, %22 ]
  %35 = add nsw i32 %16, %10
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %36
  store float %34, ptr addrspace(1) %37, align 4, !tbaa !26
  %38 = mul nsw i32 %16, %2
  %39 = add nsw i32 %38, %6
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40
  store float %34, ptr addrspace(1) %41, align 4, !tbaa !26
  %42 = add nsw i32 %16, 1
  %43 = icmp eq i32 %42, %2
  br i1 %43, label %72, label %15

44:                                               ; preds = %17, %44
  %45 = phi i32 [ %69, %44 ], [ 0, %17 ]
  %46 = phi float [ %68, %44 ], [ 0.000000e+00, %17 ]
  %47 = phi i32 [ %70, %44 ], [ 0, %17 ]
  %48 = mul nsw i32 %45, %2
  %49 = add nsw i32 %48, %6
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4, !tbaa !26
  %53 = add nsw i32 %48, %16
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4, !tbaa !26
  %57 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %52, float %56, float %46)
  %58 = or disjoint i32 %45, 1
  %59 = mul nsw i32 %58, %2
  %60 = add nsw i32 %59, %6
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %61
  %63 = load float, ptr addrspace(1) %62, align 4, !tbaa !26
  %64 = add nsw i32 %59, %16
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4, !tbaa !26
  %68 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %63, float %67, float %57)
  %69 = add nuw nsw i32 %45, 2
  %70 = add i32 %47, 2
  %71 = icmp eq i32 %70, %13
  br i1 %71, label %18, label %44

72:                                               ; preds = %33, %4
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_corr_std(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, float noundef nofpclass(nan inf) %3, float noundef nofpclass(nan inf) %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !58 !kernel_arg_base_type !58 !kernel_arg_type_qual !59 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %9, %5
  br i1 %10, label %11, label %86

11:                                               ; preds = %7
  %12 = icmp sgt i32 %6, 0
  %13 = shl i64 %8, 32
  %14 = ashr exact i64 %13, 30
  br i1 %12, label %15, label %41

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %14
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !26
  %18 = and i32 %6, 3
  %19 = icmp ult i32 %6, 4
  br i1 %19, label %22, label %20

20:                                               ; preds = %15
  %21 = and i32 %6, 2147483644
  br label %48

22:                                               ; preds = %48, %15
  %23 = phi float [ poison, %15 ], [ %82, %48 ]
  %24 = phi float [ 0.000000e+00, %15 ], [ %82, %48 ]
  %25 = phi i32 [ 0, %15 ], [ %83, %48 ]
  %26 = icmp eq i32 %18, 0
  br i1 %26, label %41, label %27

27:                                               ; preds = %22, %27
  %28 = phi float [ %37, %27 ], [ %24, %22 ]
  %29 = phi i32 [ %38, %27 ], [ %25, %22 ]
  %30 = phi i32 [ %39, %27 ], [ 0, %22 ]
  %31 = mul nsw i32 %29, %5
  %32 = add nsw i32 %31, %9
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !26
  %36 = fsub reassoc nnan ninf nsz arcp afn float %35, %17
  %37 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %36, float %36, float %28)
  %38 = add nuw nsw i32 %29, 1
  %39 = add i32 %30, 1
  %40 = icmp eq i32 %39, %18
  br i1 %40, label %41, label %27, !llvm.loop !60

41:                                               ; preds = %22, %27, %11
  %42 = phi float [ 0.000000e+00, %11 ], [ %23, %22 ], [ %37, %27 ]
  %43 = fdiv reassoc nnan ninf nsz arcp afn float %42, %3, !fpmath !53
  %44 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z4sqrtf(float noundef nofpclass(nan inf) %43) #8, !fpmath !61
  %45 = fcmp reassoc nnan ninf nsz arcp afn ole float %44, %4
  %46 = select reassoc nnan ninf nsz arcp afn i1 %45, float 1.000000e+00, float %44
  %47 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %14
  store float %46, ptr addrspace(1) %47, align 4, !tbaa !26
  br label %86

48:                                               ; preds = %48, %20
  %49 = phi float [ 0.000000e+00, %20 ], [ %82, %48 ]
  %50 = phi i32 [ 0, %20 ], [ %83, %48 ]
  %51 = phi i32 [ 0, %20 ], [ %84, %48 ]
  %52 = mul nsw i32 %50, %5
  %53 = add nsw i32 %52, %9
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %54
  %56 = load float, ptr addrspace(1) %55, align 4, !tbaa !26
  %57 = fsub reassoc nnan ninf nsz arcp afn float %56, %17
  %58 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %57, float %57, float %49)
  %59 = or disjoint i32 %50, 1
  %60 = mul nsw i32 %59, %5
  %61 = add nsw i32 %60, %9
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4, !tbaa !26
  %65 = fsub reassoc nnan ninf nsz arcp afn float %64, %17
  %66 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %65, float %65, float %58)
  %67 = or disjoint i32 %50, 2
  %68 = mul nsw i32 %67, %5
  %69 = add nsw i32 %68, %9
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %70
  %72 = load float, ptr addrspace(1) %71, align 4, !tbaa !26
  %73 = fsub reassoc nnan ninf nsz arcp afn float %72, %17
  %74 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %73, float %73, float %66)
  %75 = or disjoint i32 %50, 3
  %76 = mul nsw i32 %75, %5
  %77 = add nsw i32 %76, %9
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %78
  %80 = load float, ptr addrspace(1) %79, align 4, !tbaa !26
  %81 = fsub reassoc nnan ninf nsz arcp afn float %80, %17
  %82 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %81, float %81, float %74)
  %83 = add nuw nsw i32 %50, 4
  %84 = add i32 %51, 4
  %85 = icmp eq i32 %84, %21
  br i1 %85, label %22, label %48

86:                                               ; preds = %41, %7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local nofpclass(nan inf) float @_Z4sqrtf(float noundef nofpclass(nan inf)) local_unnamed_addr #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @pb_gramschmidt_norm(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #5 !kernel_arg_addr_space !62 !kernel_arg_access_qual !31 !kernel_arg_type !63 !kernel_arg_base_type !63 !kernel_arg_type_qual !64 {
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #8
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #8
  %11 = trunc i64 %10 to i32
  %12 = icmp slt i32 %9, %5
  br i1 %12, label %19, label %13

13:                                               ; preds = %19, %7
  %14 = phi float [ 0.000000e+00, %7 ], [ %27, %19 ]
  %15 = shl i64 %8, 32
  %16 = ashr exact i64 %15, 30
  %17 = getelementptr inbounds i8, ptr addrspace(3) %3, i64 %16
  store float %14, ptr addrspace(3) %17, align 4, !tbaa !26
  tail call void @_Z7barrierj(i32 noundef 1) #9
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
  %27 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %26, float %26, float %20)
  %28 = add nsw i32 %21, %11
  %29 = icmp slt i32 %28, %5
  br i1 %29, label %19, label %13

30:                                               ; preds = %45, %13
  %31 = load float, ptr addrspace(3) %3, align 4, !tbaa !26
  %32 = tail call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) float @_Z4sqrtf(float noundef nofpclass(nan inf) %31) #8, !fpmath !61
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
  %44 = fadd reassoc nnan ninf nsz arcp afn float %43, %42
  store float %44, ptr addrspace(3) %17, align 4, !tbaa !26
  br label %45

45:                                               ; preds = %38, %34
  tail call void @_Z7barrierj(i32 noundef 1) #9
  %46 = icmp ult i32 %35, 4
  br i1 %46, label %30, label %34

47:                                               ; preds = %30
  %48 = add i32 %6, 1
  %49 = mul i32 %48, %4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %50
  store float %32, ptr addrspace(1) %51, align 4, !tbaa !26
  br label %52

52:                                               ; preds = %47, %30
  br i1 %12, label %53, label %55

53:                                               ; preds = %52
  %54 = fdiv reassoc nnan ninf nsz arcp afn float 1.000000e+00, %32
  br label %56

55:                                               ; preds = %56, %52
  ret void

56:                                               ; preds = %53, %56
  %57 = phi i32 [ %65, %56 ], [ %9, %53 ]
  %58 = mul nsw i32 %57, %6
  %59 = add nsw i32 %58, %4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !26
  %63 = fmul reassoc nnan ninf nsz arcp afn float %62, %54
  %64 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %60
  store float %63, ptr addrspace(1) %64, align 4, !tbaa !26
  %65 = add nsw i32 %57, %11
  %66 = icmp slt i32 %65, %5
  br i1 %66, label %56, label %55
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #6

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @pb_lu_step(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #7 !kernel_arg_addr_space !65 !kernel_arg_access_qual !66 !kernel_arg_type !67 !kernel_arg_base_type !67 !kernel_arg_type_qual !68 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %5 = trunc i64 %4 to i32
  %6 = add i32 %1, 1
  %7 = add i32 %6, %5
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
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
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !26
  %20 = mul nsw i32 %2, %1
  %21 = add nsw i32 %7, %20
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !26
  %25 = fmul reassoc nnan ninf nsz arcp afn float %24, %19
  %26 = add nsw i32 %20, %1
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !26
  %30 = fdiv reassoc nnan ninf nsz arcp afn float %25, %29, !fpmath !53
  %31 = add nsw i32 %15, %7
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !26
  %35 = fsub reassoc nnan ninf nsz arcp afn float %34, %30
  store float %35, ptr addrspace(1) %33, align 4, !tbaa !26
  br label %36

36:                                               ; preds = %14, %3
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @pb_jacobi1d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #5 !kernel_arg_addr_space !69 !kernel_arg_access_qual !55 !kernel_arg_type !70 !kernel_arg_base_type !70 !kernel_arg_type_qual !71 {
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
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !26
  br label %17

17:                                               ; preds = %4, %12
  %18 = phi reassoc nnan ninf nsz arcp afn float [ %16, %12 ], [ 0.000000e+00, %4 ]
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
  %32 = phi reassoc nnan ninf nsz arcp afn float [ %30, %26 ], [ 0.000000e+00, %24 ]
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
  %44 = phi reassoc nnan ninf nsz arcp afn float [ %42, %39 ], [ 0.000000e+00, %36 ]
  %45 = shl i64 %9, 32
  %46 = add i64 %45, 4294967296
  %47 = ashr exact i64 %46, 30
  %48 = getelementptr inbounds i8, ptr addrspace(3) %2, i64 %47
  store float %44, ptr addrspace(3) %48, align 4, !tbaa !26
  br label %49

49:                                               ; preds = %43, %33
  tail call void @_Z7barrierj(i32 noundef 1) #9
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
  %59 = fadd reassoc nnan ninf nsz arcp afn float %58, %57
  %60 = add i64 %19, 8589934592
  %61 = ashr exact i64 %60, 30
  %62 = getelementptr inbounds i8, ptr addrspace(3) %2, i64 %61
  %63 = load float, ptr addrspace(3) %62, align 4, !tbaa !26
  %64 = fadd reassoc nnan ninf nsz arcp afn float %59, %63
  %65 = fmul reassoc nnan ninf nsz arcp afn float %64, 0x3FD5554760000000
  %66 = and i64 %5, 2147483647
  %67 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %66
  store float %65, ptr addrspace(1) %67, align 4, !tbaa !26
  br label %68

68:                                               ; preds = %54, %49
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @pb_jacobi2d_tile(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #5 !kernel_arg_addr_space !72 !kernel_arg_access_qual !55 !kernel_arg_type !56 !kernel_arg_base_type !56 !kernel_arg_type_qual !73 {
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
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !26
  br label %32

32:                                               ; preds = %4, %26
  %33 = phi reassoc nnan ninf nsz arcp afn float [ %31, %26 ], [ 0.000000e+00, %4 ]
  %34 = mul i64 %9, %7
  %35 = add i64 %34, %5
  %36 = shl i64 %35, 32
  %37 = ashr exact i64 %36, 30
  %38 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %37
  store float %33, ptr addrspace(3) %38, align 4, !tbaa !26
  tail call void @_Z7barrierj(i32 noundef 1) #9
  %39 = icmp sgt i32 %3, 0
  br i1 %39, label %43, label %40

40:                                               ; preds = %32
  %41 = add nsw i32 %10, -1
  %42 = add nsw i32 %12, -1
  br label %67

43:                                               ; preds = %32
  %44 = icmp sgt i32 %6, 0
  %45 = icmp sgt i32 %8, 0
  %46 = select i1 %44, i1 %45, i1 false
  %47 = add nsw i32 %10, -1
  %48 = icmp sgt i32 %47, %6
  %49 = select i1 %46, i1 %48, i1 false
  %50 = add nsw i32 %12, -1
  %51 = icmp sgt i32 %50, %8
  %52 = select i1 %49, i1 %51, i1 false
  %53 = getelementptr i8, ptr addrspace(3) %38, i64 -4
  %54 = getelementptr i8, ptr addrspace(3) %38, i64 4
  %55 = add i64 %7, 4294967295
  %56 = mul i64 %55, %9
  %57 = add i64 %56, %5
  %58 = shl i64 %57, 32
  %59 = ashr exact i64 %58, 30
  %60 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %59
  %61 = add nuw nsw i64 %7, 1
  %62 = mul i64 %61, %9
  %63 = add i64 %62, %5
  %64 = shl i64 %63, 32
  %65 = ashr exact i64 %64, 30
  %66 = getelementptr inbounds i8, ptr addrspace(3) %1, i64 %65
  br label %78

67:                                               ; preds = %91, %40
  %68 = phi i32 [ %42, %40 ], [ %50, %91 ]
  %69 = phi i32 [ %41, %40 ], [ %47, %91 ]
  %70 = icmp sgt i32 %6, 0
  %71 = and i1 %70, %25
  %72 = icmp sgt i32 %8, 0
  %73 = select i1 %71, i1 %72, i1 false
  %74 = icmp sgt i32 %69, %6
  %75 = select i1 %73, i1 %74, i1 false
  %76 = icmp sgt i32 %68, %8
  %77 = select i1 %75, i1 %76, i1 false
  br i1 %77, label %95, label %101

78:                                               ; preds = %43, %91
  %79 = phi i32 [ 0, %43 ], [ %93, %91 ]
  %80 = load float, ptr addrspace(3) %38, align 4, !tbaa !26
  br i1 %52, label %81, label %91

81:                                               ; preds = %78
  %82 = load float, ptr addrspace(3) %53, align 4, !tbaa !26
  %83 = fadd reassoc nnan ninf nsz arcp afn float %82, %80
  %84 = load float, ptr addrspace(3) %54, align 4, !tbaa !26
  %85 = fadd reassoc nnan ninf nsz arcp afn float %83, %84
  %86 = load float, ptr addrspace(3) %60, align 4, !tbaa !26
  %87 = fadd reassoc nnan ninf nsz arcp afn float %85, %86
  %88 = load float, ptr addrspace(3) %66, align 4, !tbaa !26
  %89 = fadd reassoc nnan ninf nsz arcp afn float %87, %88
  %90 = fmul reassoc nnan ninf nsz arcp afn float %89, 0x3FC99999A0000000
  br label %91

91:                                               ; preds = %81, %78
  %92 = phi nsz float [ %90, %81 ], [ %80, %78 ]
  tail call void @_Z7barrierj(i32 noundef 1) #9
  store float %92, ptr addrspace(3) %38, align 4, !tbaa !26
  tail call void @_Z7barrierj(i32 noundef 1) #9
  %93 = add nuw nsw i32 %79, 1
  %94 = icmp eq i32 %93, %3
  br i1 %94, label %67, label %78

95:                                               ; preds = %67
  %96 = mul nsw i32 %22, %2
  %97 = add nsw i32 %96, %17
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %98
  %100 = load float, ptr addrspace(3) %38, align 4, !tbaa !26
  store float %100, ptr addrspace(1) %99, align 4, !tbaa !26
  br label %101

101:                                              ; preds = %95, %67
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @pb_fdtd2d(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef align 4 %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #7 !kernel_arg_addr_space !74 !kernel_arg_access_qual !23 !kernel_arg_type !75 !kernel_arg_base_type !75 !kernel_arg_type_qual !76 {
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
  %38 = fsub reassoc nnan ninf nsz arcp afn float %31, %37
  %39 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %29
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !26
  %41 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %38, float -5.000000e-01, float %40)
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
  %55 = fsub reassoc nnan ninf nsz arcp afn float %49, %54
  %56 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %47
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !26
  %58 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %55, float -5.000000e-01, float %57)
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
  %76 = add nsw i32 %12, 1
  %77 = mul nsw i32 %76, %6
  %78 = add nsw i32 %77, %10
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %79
  %81 = load float, ptr addrspace(1) %80, align 4, !tbaa !26
  %82 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %73
  %83 = load float, ptr addrspace(1) %82, align 4, !tbaa !26
  %84 = fadd reassoc nnan ninf nsz arcp afn float %71, %81
  %85 = fadd reassoc nnan ninf nsz arcp afn float %75, %83
  %86 = fsub reassoc nnan ninf nsz arcp afn float %84, %85
  %87 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %73
  %88 = load float, ptr addrspace(1) %87, align 4, !tbaa !26
  %89 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %86, float 0xBFE6666660000000, float %88)
  store float %89, ptr addrspace(1) %87, align 4, !tbaa !26
  br label %90

90:                                               ; preds = %26, %19, %44, %42, %65, %59, %8
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @pb_conv2d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #7 !kernel_arg_addr_space !54 !kernel_arg_access_qual !55 !kernel_arg_type !56 !kernel_arg_base_type !56 !kernel_arg_type_qual !71 {
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
  br i1 %17, label %18, label %70

18:                                               ; preds = %4
  %19 = add nsw i32 %8, -1
  %20 = mul nsw i32 %19, %3
  %21 = add i32 %20, %6
  %22 = add i32 %21, -1
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !26
  %26 = fmul reassoc nnan ninf nsz arcp afn float %25, 0x3FC99999A0000000
  %27 = sext i32 %21 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !26
  %30 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %29, float 5.000000e-01, float %26)
  %31 = add i32 %21, 1
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %32
  %34 = load float, ptr addrspace(1) %33, align 4, !tbaa !26
  %35 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %34, float 0xBFE99999A0000000, float %30)
  %36 = mul nsw i32 %8, %3
  %37 = add i32 %36, %6
  %38 = add i32 %37, -1
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !26
  %42 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %41, float 0xBFD3333340000000, float %35)
  %43 = sext i32 %37 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !26
  %46 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %45, float 0x3FE3333340000000, float %42)
  %47 = add i32 %37, 1
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %48
  %50 = load float, ptr addrspace(1) %49, align 4, !tbaa !26
  %51 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %50, float 0xBFECCCCCC0000000, float %46)
  %52 = add nuw nsw i32 %8, 1
  %53 = mul nsw i32 %52, %3
  %54 = add i32 %53, %6
  %55 = add i32 %54, -1
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4, !tbaa !26
  %59 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %58, float 0x3FD99999A0000000, float %51)
  %60 = sext i32 %54 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !26
  %63 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %62, float 0x3FE6666660000000, float %59)
  %64 = add i32 %54, 1
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4, !tbaa !26
  %68 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %67, float 0x3FB99999A0000000, float %63)
  %69 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %43
  store float %68, ptr addrspace(1) %69, align 4, !tbaa !26
  br label %70

70:                                               ; preds = %18, %4
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @pb_conv3d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !48 !kernel_arg_access_qual !35 !kernel_arg_type !77 !kernel_arg_base_type !77 !kernel_arg_type_qual !78 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #8
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #8
  %9 = trunc i64 %8 to i32
  %10 = icmp sgt i32 %2, 2
  br i1 %10, label %11, label %78

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
  br i1 %20, label %21, label %78

21:                                               ; preds = %11
  %22 = getelementptr i8, ptr addrspace(1) %0, i64 -4
  %23 = getelementptr i8, ptr addrspace(1) %0, i64 4
  %24 = add nsw i32 %2, -2
  br label %25

25:                                               ; preds = %21, %25
  %26 = phi i32 [ %56, %25 ], [ 1, %21 ]
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
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !26
  %39 = add nsw i32 %28, -1
  %40 = mul nsw i32 %39, %4
  %41 = add nsw i32 %40, %7
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %42
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !26
  %45 = fadd reassoc nnan ninf nsz arcp afn float %44, %38
  %46 = sext i32 %30 to i64
  %47 = getelementptr float, ptr addrspace(1) %22, i64 %46
  %48 = load float, ptr addrspace(1) %47, align 4, !tbaa !26
  %49 = fadd reassoc nnan ninf nsz arcp afn float %45, %48
  %50 = fmul reassoc nnan ninf nsz arcp afn float %49, 0x3FD99999A0000000
  %51 = sext i32 %30 to i64
  %52 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4, !tbaa !26
  %54 = fmul reassoc nnan ninf nsz arcp afn float %53, 3.000000e+00
  %55 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %54, float 5.000000e-01, float %50)
  %56 = add nuw nsw i32 %26, 1
  %57 = mul nsw i32 %56, %3
  %58 = add nsw i32 %57, %9
  %59 = mul nsw i32 %58, %4
  %60 = add nsw i32 %59, %7
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %61
  %63 = load float, ptr addrspace(1) %62, align 4, !tbaa !26
  %64 = add nsw i32 %28, 1
  %65 = mul nsw i32 %64, %4
  %66 = add nsw i32 %65, %7
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %67
  %69 = load float, ptr addrspace(1) %68, align 4, !tbaa !26
  %70 = fadd reassoc nnan ninf nsz arcp afn float %69, %63
  %71 = sext i32 %30 to i64
  %72 = getelementptr float, ptr addrspace(1) %23, i64 %71
  %73 = load float, ptr addrspace(1) %72, align 4, !tbaa !26
  %74 = fadd reassoc nnan ninf nsz arcp afn float %70, %73
  %75 = tail call reassoc nnan ninf nsz arcp afn float @llvm.fmuladd.f32(float %74, float 0x3FE3333340000000, float %55)
  %76 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %51
  store float %75, ptr addrspace(1) %76, align 4, !tbaa !26
  %77 = icmp eq i32 %26, %24
  br i1 %77, label %78, label %25

78:                                               ; preds = %25, %11, %5
  ret void
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nofree noinline norecurse nounwind memory(write, argmem: readwrite, inaccessiblemem: none) "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #5 = { convergent noinline norecurse nounwind "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #6 = { convergent nounwind "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #7 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "approx-func-fp-math"="true" "frame-pointer"="all" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #8 = { convergent nounwind willreturn memory(none) }
attributes #9 = { convergent nounwind }

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
!30 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!31 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!32 = !{!"float*", !"float*", !"float*", !"float", !"int", !"int", !"int"}
!33 = !{!"const", !"const", !"", !"", !"", !"", !""}
!34 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!35 = !{!"none", !"none", !"none", !"none", !"none"}
!36 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!37 = !{!"const", !"const", !"", !"", !""}
!38 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0}
!39 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int", !"int"}
!40 = !{!"const", !"const", !"const", !"", !"", !"", !""}
!41 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!42 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!43 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!44 = !{!"const", !"", !"", !"const", !"const", !""}
!45 = !{i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!46 = !{!"float*", !"float*", !"float", !"float", !"int", !"int"}
!47 = !{!"const", !"", !"", !"", !"", !""}
!48 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!49 = !{!"float*", !"float*", !"float", !"int", !"int"}
!50 = !{!"", !"const", !"", !"", !""}
!51 = distinct !{!51, !52}
!52 = !{!"llvm.loop.unroll.disable"}
!53 = !{float 2.500000e+00}
!54 = !{i32 1, i32 1, i32 0, i32 0}
!55 = !{!"none", !"none", !"none", !"none"}
!56 = !{!"float*", !"float*", !"int", !"int"}
!57 = !{!"", !"const", !"", !""}
!58 = !{!"float*", !"float*", !"float*", !"float", !"float", !"int", !"int"}
!59 = !{!"const", !"", !"const", !"", !"", !"", !""}
!60 = distinct !{!60, !52}
!61 = !{float 3.000000e+00}
!62 = !{i32 1, i32 1, i32 1, i32 3, i32 0, i32 0, i32 0}
!63 = !{!"float*", !"float*", !"float*", !"float*", !"int", !"int", !"int"}
!64 = !{!"", !"", !"", !"", !"", !"", !""}
!65 = !{i32 1, i32 0, i32 0}
!66 = !{!"none", !"none", !"none"}
!67 = !{!"float*", !"int", !"int"}
!68 = !{!"", !"", !""}
!69 = !{i32 1, i32 1, i32 3, i32 0}
!70 = !{!"float*", !"float*", !"float*", !"int"}
!71 = !{!"const", !"", !"", !""}
!72 = !{i32 1, i32 3, i32 0, i32 0}
!73 = !{!"", !"", !"", !""}
!74 = !{i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!75 = !{!"float*", !"float*", !"float*", !"float*", !"int", !"int", !"int", !"int"}
!76 = !{!"", !"", !"", !"const", !"", !"", !"", !""}
!77 = !{!"float*", !"float*", !"int", !"int", !"int"}
!78 = !{!"const", !"", !"", !"", !""}
