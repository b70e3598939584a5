source_filename = "src/control.cl"
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
define dso_local spir_kernel void @search_rows(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %7 = trunc i64 %6 to i32
  %8 = shl i64 %6, 32
  %9 = ashr exact i64 %8, 30
  %10 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %9
  store i32 -1, ptr addrspace(1) %10, align 4, !tbaa !14
  %11 = icmp slt i32 %7, %2
  %12 = icmp sgt i32 %3, 0
  %13 = and i1 %11, %12
  br i1 %13, label %14, label %35

14:                                               ; preds = %5
  %15 = mul nsw i32 %7, %3
  %16 = shl nsw i32 %4, 1
  br label %17

17:                                               ; preds = %14, %32
  %18 = phi i32 [ 0, %14 ], [ %33, %32 ]
  %19 = add nsw i32 %18, %15
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !14
  %23 = icmp slt i32 %22, 0
  br i1 %23, label %30, label %24

24:                                               ; preds = %17
  %25 = icmp eq i32 %22, %4
  br i1 %25, label %26, label %27

26:                                               ; preds = %24
  store i32 %18, ptr addrspace(1) %10, align 4, !tbaa !14
  br label %30

27:                                               ; preds = %24
  %28 = icmp sgt i32 %22, %16
  %29 = select i1 %28, i32 2, i32 0
  br label %30

30:                                               ; preds = %27, %17, %26
  %31 = phi i32 [ 2, %26 ], [ 4, %17 ], [ %29, %27 ]
  switch i32 %31, label %35 [
    i32 0, label %32
    i32 4, label %32
  ]

32:                                               ; preds = %30, %30
  %33 = add nuw nsw i32 %18, 1
  %34 = icmp eq i32 %33, %3
  br i1 %34, label %35, label %17

35:                                               ; preds = %32, %30, %5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @switch_ops(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1) local_unnamed_addr #3 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %4 = trunc i64 %3 to i32
  %5 = shl i64 %3, 32
  %6 = ashr exact i64 %5, 30
  %7 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %6
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !22
  %9 = and i32 %4, 3
  switch i32 %9, label %16 [
    i32 0, label %10
    i32 1, label %12
    i32 2, label %14
    i32 3, label %17
  ]

10:                                               ; preds = %2
  %11 = fmul float %8, 2.000000e+00
  br label %17

12:                                               ; preds = %2
  %13 = fadd float %8, 1.000000e+00
  br label %17

14:                                               ; preds = %2
  %15 = fneg float %8
  br label %17

16:                                               ; preds = %2
  unreachable

17:                                               ; preds = %2, %14, %12, %10
  %18 = phi float [ %8, %2 ], [ %15, %14 ], [ %13, %12 ], [ %11, %10 ]
  switch i32 %1, label %24 [
    i32 7, label %19
    i32 9, label %22
    i32 13, label %27
  ]

19:                                               ; preds = %17
  %20 = tail call float @_Z4fabsf(float noundef %18) #7
  %21 = tail call float @_Z4sqrtf(float noundef %20) #7, !fpmath !24
  br label %27

22:                                               ; preds = %17
  %23 = fmul float %18, %18
  br label %27

24:                                               ; preds = %17
  %25 = sitofp i32 %1 to float
  %26 = fadd float %18, %25
  br label %27

27:                                               ; preds = %17, %24, %22, %19
  %28 = phi float [ %26, %24 ], [ %23, %22 ], [ %21, %19 ], [ 0.000000e+00, %17 ]
  store float %28, ptr addrspace(1) %7, align 4, !tbaa !22
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4sqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4fabsf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: write)
define dso_local spir_kernel void @mandelbrot(ptr addrspace(1) nocapture noundef writeonly align 4 %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #4 !kernel_arg_addr_space !25 !kernel_arg_access_qual !26 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #7
  %8 = trunc i64 %7 to i32
  %9 = sitofp i32 %6 to float
  %10 = fmul float %9, 3.000000e+00
  %11 = sitofp i32 %1 to float
  %12 = fdiv float %10, %11, !fpmath !29
  %13 = fadd float %12, -2.000000e+00
  %14 = sitofp i32 %8 to float
  %15 = fmul float %14, 3.000000e+00
  %16 = sitofp i32 %2 to float
  %17 = fdiv float %15, %16, !fpmath !29
  %18 = fadd float %17, -1.500000e+00
  %19 = icmp sgt i32 %3, 0
  br i1 %19, label %20, label %36

20:                                               ; preds = %4, %20
  %21 = phi float [ %31, %20 ], [ 0.000000e+00, %4 ]
  %22 = phi float [ %27, %20 ], [ 0.000000e+00, %4 ]
  %23 = phi i32 [ %30, %20 ], [ 0, %4 ]
  %24 = phi float [ %29, %20 ], [ 0.000000e+00, %4 ]
  %25 = fneg float %21
  %26 = tail call float @llvm.fmuladd.f32(float %22, float %22, float %25)
  %27 = fadd float %13, %26
  %28 = fmul float %22, 2.000000e+00
  %29 = tail call float @llvm.fmuladd.f32(float %28, float %24, float %18)
  %30 = add nuw nsw i32 %23, 1
  %31 = fmul float %29, %29
  %32 = tail call float @llvm.fmuladd.f32(float %27, float %27, float %31)
  %33 = fcmp olt float %32, 4.000000e+00
  %34 = icmp slt i32 %30, %3
  %35 = select i1 %33, i1 %34, i1 false
  br i1 %35, label %20, label %36

36:                                               ; preds = %20, %4
  %37 = phi i32 [ 0, %4 ], [ %30, %20 ]
  %38 = mul nsw i32 %8, %1
  %39 = add nsw i32 %38, %6
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %40
  store i32 %37, ptr addrspace(1) %41, align 4, !tbaa !14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @collatz(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !30 !kernel_arg_access_qual !19 !kernel_arg_type !31 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %4 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %3
  %5 = load i32, ptr addrspace(1) %4, align 4, !tbaa !14
  br label %6

6:                                                ; preds = %6, %2
  %7 = phi i32 [ %5, %2 ], [ %14, %6 ]
  %8 = phi i32 [ 0, %2 ], [ %15, %6 ]
  %9 = and i32 %7, 1
  %10 = icmp eq i32 %9, 0
  %11 = mul i32 %7, 3
  %12 = add i32 %11, 1
  %13 = lshr exact i32 %7, 1
  %14 = select i1 %10, i32 %13, i32 %12
  %15 = add nuw nsw i32 %8, 1
  %16 = icmp ne i32 %14, 1
  %17 = icmp ult i32 %8, 9999
  %18 = select i1 %16, i1 %17, i1 false
  br i1 %18, label %6, label %19

19:                                               ; preds = %6
  %20 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %21 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %20
  store i32 %15, ptr addrspace(1) %21, align 4, !tbaa !14
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read)
define dso_local float @poly(float noundef %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly %2) local_unnamed_addr #6 {
  %4 = icmp sgt i32 %1, -1
  br i1 %4, label %5, label %32

5:                                                ; preds = %3
  %6 = add nuw i32 %1, 1
  %7 = and i32 %6, 7
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %20, label %9

9:                                                ; preds = %5, %9
  %10 = phi i32 [ %17, %9 ], [ %1, %5 ]
  %11 = phi float [ %16, %9 ], [ 0.000000e+00, %5 ]
  %12 = phi i32 [ %18, %9 ], [ 0, %5 ]
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !22
  %16 = tail call float @llvm.fmuladd.f32(float %11, float %0, float %15)
  %17 = add nsw i32 %10, -1
  %18 = add i32 %12, 1
  %19 = icmp eq i32 %18, %7
  br i1 %19, label %20, label %9, !llvm.loop !33

20:                                               ; preds = %9, %5
  %21 = phi float [ poison, %5 ], [ %16, %9 ]
  %22 = phi i32 [ %1, %5 ], [ %17, %9 ]
  %23 = phi float [ 0.000000e+00, %5 ], [ %16, %9 ]
  %24 = icmp ult i32 %1, 7
  br i1 %24, label %32, label %25

25:                                               ; preds = %20
  %26 = getelementptr i8, ptr addrspace(1) %2, i64 -4
  %27 = getelementptr i8, ptr addrspace(1) %2, i64 -8
  %28 = getelementptr i8, ptr addrspace(1) %2, i64 -12
  %29 = getelementptr i8, ptr addrspace(1) %2, i64 -16
  %30 = getelementptr i8, ptr addrspace(1) %2, i64 -20
  %31 = getelementptr i8, ptr addrspace(1) %2, i64 -24
  br label %34

32:                                               ; preds = %20, %34, %3
  %33 = phi float [ 0.000000e+00, %3 ], [ %21, %20 ], [ %69, %34 ]
  ret float %33

34:                                               ; preds = %34, %25
  %35 = phi i32 [ %22, %25 ], [ %70, %34 ]
  %36 = phi float [ %23, %25 ], [ %69, %34 ]
  %37 = zext nneg i32 %35 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !22
  %40 = tail call float @llvm.fmuladd.f32(float %36, float %0, float %39)
  %41 = sext i32 %35 to i64
  %42 = getelementptr float, ptr addrspace(1) %26, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !22
  %44 = tail call float @llvm.fmuladd.f32(float %40, float %0, float %43)
  %45 = sext i32 %35 to i64
  %46 = getelementptr float, ptr addrspace(1) %27, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !22
  %48 = tail call float @llvm.fmuladd.f32(float %44, float %0, float %47)
  %49 = sext i32 %35 to i64
  %50 = getelementptr float, ptr addrspace(1) %28, i64 %49
  %51 = load float, ptr addrspace(1) %50, align 4, !tbaa !22
  %52 = tail call float @llvm.fmuladd.f32(float %48, float %0, float %51)
  %53 = sext i32 %35 to i64
  %54 = getelementptr float, ptr addrspace(1) %29, i64 %53
  %55 = load float, ptr addrspace(1) %54, align 4, !tbaa !22
  %56 = tail call float @llvm.fmuladd.f32(float %52, float %0, float %55)
  %57 = sext i32 %35 to i64
  %58 = getelementptr float, ptr addrspace(1) %30, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4, !tbaa !22
  %60 = tail call float @llvm.fmuladd.f32(float %56, float %0, float %59)
  %61 = sext i32 %35 to i64
  %62 = getelementptr float, ptr addrspace(1) %31, i64 %61
  %63 = load float, ptr addrspace(1) %62, align 4, !tbaa !22
  %64 = tail call float @llvm.fmuladd.f32(float %60, float %0, float %63)
  %65 = add nsw i32 %35, -7
  %66 = zext nneg i32 %65 to i64
  %67 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %66
  %68 = load float, ptr addrspace(1) %67, align 4, !tbaa !22
  %69 = tail call float @llvm.fmuladd.f32(float %64, float %0, float %68)
  %70 = add nsw i32 %35, -8
  %71 = icmp eq i32 %65, 0
  br i1 %71, label %32, label %34
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @first_negative(ptr addrspace(1) nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #6 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %13

4:                                                ; preds = %2, %10
  %5 = phi i32 [ %11, %10 ], [ 0, %2 ]
  %6 = zext nneg i32 %5 to i64
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !14
  %9 = icmp slt i32 %8, 0
  br i1 %9, label %13, label %10

10:                                               ; preds = %4
  %11 = add nuw nsw i32 %5, 1
  %12 = icmp eq i32 %11, %1
  br i1 %12, label %13, label %4

13:                                               ; preds = %10, %4, %2
  %14 = phi i32 [ -1, %2 ], [ -1, %10 ], [ %5, %4 ]
  ret i32 %14
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @use_helpers(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, i32 noundef %2, ptr addrspace(1) nocapture noundef readonly align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !35 !kernel_arg_access_qual !36 !kernel_arg_type !37 !kernel_arg_base_type !37 !kernel_arg_type_qual !38 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %8 = trunc i64 %7 to i32
  %9 = shl i64 %7, 32
  %10 = ashr exact i64 %9, 32
  %11 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !22
  %13 = tail call float @poly(float noundef %12, i32 noundef %2, ptr addrspace(1) noundef %1) #8
  store float %13, ptr addrspace(1) %11, align 4, !tbaa !22
  %14 = mul nsw i32 %8, %5
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %15
  %17 = tail call i32 @first_negative(ptr addrspace(1) noundef %16, i32 noundef %5) #8
  %18 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %10
  %19 = lshr i32 %8, 16
  %20 = xor i32 %19, %8
  %21 = mul i32 %20, 2146121005
  %22 = lshr i32 %21, 15
  %23 = xor i32 %22, %21
  %24 = mul i32 %23, -2073254261
  %25 = lshr i32 %24, 16
  %26 = xor i32 %25, %24
  %27 = and i32 %26, 1
  %28 = add nsw i32 %27, %17
  store i32 %28, ptr addrspace(1) %18, align 4, !tbaa !14
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @state_machine(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !39 !kernel_arg_access_qual !40 !kernel_arg_type !41 !kernel_arg_base_type !41 !kernel_arg_type_qual !42 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %5 = trunc i64 %4 to i32
  %6 = shl i64 %4, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !14
  %10 = and i32 %9, 1
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %29

12:                                               ; preds = %38, %3
  %13 = phi i32 [ 0, %3 ], [ %35, %38 ]
  %14 = phi i32 [ 0, %3 ], [ %36, %38 ]
  br label %15

15:                                               ; preds = %12, %21
  %16 = phi i32 [ %18, %21 ], [ %13, %12 ]
  %17 = phi i32 [ %19, %21 ], [ %14, %12 ]
  %18 = add nsw i32 %16, 2
  %19 = add nsw i32 %17, 1
  %20 = icmp slt i32 %19, %2
  br i1 %20, label %21, label %46

21:                                               ; preds = %15
  %22 = add nsw i32 %19, %5
  %23 = srem i32 %22, %2
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %24
  %26 = load i32, ptr addrspace(1) %25, align 4, !tbaa !14
  %27 = and i32 %26, 1
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %15, label %29

29:                                               ; preds = %21, %3
  %30 = phi i32 [ 0, %3 ], [ %18, %21 ]
  %31 = phi i32 [ 0, %3 ], [ %19, %21 ]
  br label %32

32:                                               ; preds = %29, %38
  %33 = phi i32 [ %35, %38 ], [ %30, %29 ]
  %34 = phi i32 [ %36, %38 ], [ %31, %29 ]
  %35 = add nsw i32 %33, 3
  %36 = add nsw i32 %34, 1
  %37 = icmp slt i32 %36, %2
  br i1 %37, label %38, label %46

38:                                               ; preds = %32
  %39 = add nsw i32 %36, %5
  %40 = srem i32 %39, %2
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %41
  %43 = load i32, ptr addrspace(1) %42, align 4, !tbaa !14
  %44 = and i32 %43, 1
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %12, label %32

46:                                               ; preds = %15, %32
  %47 = phi i32 [ %35, %32 ], [ %18, %15 ]
  %48 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  store i32 %47, ptr addrspace(1) %48, align 4, !tbaa !14
  ret void
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #3 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #4 = { convergent nofree noinline norecurse nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #7 = { convergent nounwind willreturn memory(none) }
attributes #8 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!llvm.module.flags = !{!6, !7}
!opencl.ocl.version = !{!8}

!0 = !{ptr @search_rows, !"kernel", i32 1}
!1 = !{ptr @switch_ops, !"kernel", i32 1}
!2 = !{ptr @mandelbrot, !"kernel", i32 1}
!3 = !{ptr @collatz, !"kernel", i32 1}
!4 = !{ptr @use_helpers, !"kernel", i32 1}
!5 = !{ptr @state_machine, !"kernel", i32 1}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 7, !"frame-pointer", i32 2}
!8 = !{i32 2, i32 0}
!9 = !{!"clang-19"}
!10 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!11 = !{!"none", !"none", !"none", !"none", !"none"}
!12 = !{!"int*", !"int*", !"int", !"int", !"int"}
!13 = !{!"const", !"", !"", !"", !""}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C/C++ TBAA"}
!18 = !{i32 1, i32 0}
!19 = !{!"none", !"none"}
!20 = !{!"float*", !"int"}
!21 = !{!"", !""}
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !16, i64 0}
!24 = !{float 3.000000e+00}
!25 = !{i32 1, i32 0, i32 0, i32 0}
!26 = !{!"none", !"none", !"none", !"none"}
!27 = !{!"int*", !"int", !"int", !"int"}
!28 = !{!"", !"", !"", !""}
!29 = !{float 2.500000e+00}
!30 = !{i32 1, i32 1}
!31 = !{!"uint*", !"uint*"}
!32 = !{!"const", !""}
!33 = distinct !{!33, !34}
!34 = !{!"llvm.loop.unroll.disable"}
!35 = !{i32 1, i32 1, i32 0, i32 1, i32 1, i32 0}
!36 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!37 = !{!"float*", !"float*", !"int", !"int*", !"int*", !"int"}
!38 = !{!"", !"const", !"", !"const", !"", !""}
!39 = !{i32 1, i32 1, i32 0}
!40 = !{!"none", !"none", !"none"}
!41 = !{!"int*", !"int*", !"int"}
!42 = !{!"const", !"", !""}
