source_filename = "src/control.cl"
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
define spir_kernel void @search_rows(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %6 = tail call token @llvm.experimental.convergence.entry()
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %6) ]
  %8 = trunc i64 %7 to i32
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %9
  store i32 -1, ptr addrspace(1) %10, align 4, !tbaa !8
  %11 = icmp slt i32 %8, %2
  br i1 %11, label %12, label %35

12:                                               ; preds = %5
  %13 = mul nsw i32 %8, %3
  %14 = shl nsw i32 %4, 1
  br label %15

15:                                               ; preds = %12, %33
  %16 = phi i32 [ %34, %33 ], [ 0, %12 ]
  %17 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %6) ]
  %18 = icmp slt i32 %16, %3
  br i1 %18, label %19, label %35

19:                                               ; preds = %15
  %20 = add nsw i32 %16, %13
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !8
  %24 = icmp slt i32 %23, 0
  br i1 %24, label %31, label %25

25:                                               ; preds = %19
  %26 = icmp eq i32 %23, %4
  br i1 %26, label %27, label %28

27:                                               ; preds = %25
  store i32 %16, ptr addrspace(1) %10, align 4, !tbaa !8
  br label %31

28:                                               ; preds = %25
  %29 = icmp sgt i32 %23, %14
  %30 = select i1 %29, i32 2, i32 0
  br label %31

31:                                               ; preds = %28, %19, %27
  %32 = phi i32 [ 2, %27 ], [ 4, %19 ], [ %30, %28 ]
  switch i32 %32, label %35 [
    i32 0, label %33
    i32 4, label %33
  ]

33:                                               ; preds = %31, %31
  %34 = add nuw nsw i32 %16, 1
  br label %15, !llvm.loop !12

35:                                               ; preds = %31, %15, %5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @switch_ops(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1) local_unnamed_addr #4 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %3 = tail call token @llvm.experimental.convergence.entry()
  %4 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %3) ]
  %5 = trunc i64 %4 to i32
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %6
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !18
  %9 = and i32 %5, 3
  switch i32 %9, label %16 [
    i32 0, label %10
    i32 1, label %12
    i32 2, label %14
  ]

10:                                               ; preds = %2
  %11 = fmul float %8, 2.000000e+00
  br label %16

12:                                               ; preds = %2
  %13 = fadd float %8, 1.000000e+00
  br label %16

14:                                               ; preds = %2
  %15 = fneg float %8
  br label %16

16:                                               ; preds = %2, %14, %12, %10
  %17 = phi float [ %8, %2 ], [ %15, %14 ], [ %13, %12 ], [ %11, %10 ]
  switch i32 %1, label %23 [
    i32 7, label %18
    i32 9, label %21
    i32 13, label %26
  ]

18:                                               ; preds = %16
  %19 = call spir_func float @_Z4fabsf(float noundef %17) #9 [ "convergencectrl"(token %3) ]
  %20 = call spir_func float @_Z4sqrtf(float noundef %19) #9 [ "convergencectrl"(token %3) ]
  br label %26

21:                                               ; preds = %16
  %22 = fmul float %17, %17
  br label %26

23:                                               ; preds = %16
  %24 = sitofp i32 %1 to float
  %25 = fadd float %17, %24
  br label %26

26:                                               ; preds = %16, %23, %21, %18
  %27 = phi float [ %25, %23 ], [ %22, %21 ], [ %20, %18 ], [ 0.000000e+00, %16 ]
  store float %27, ptr addrspace(1) %7, align 4, !tbaa !18
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z4sqrtf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z4fabsf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nofree norecurse nounwind memory(write)
define spir_kernel void @mandelbrot(ptr addrspace(1) nocapture noundef writeonly align 4 %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #5 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #9 [ "convergencectrl"(token %5) ]
  %9 = trunc i64 %8 to i32
  %10 = sitofp i32 %7 to float
  %11 = fmul float %10, 3.000000e+00
  %12 = sitofp i32 %1 to float
  %13 = fdiv float %11, %12, !fpmath !24
  %14 = fadd float %13, -2.000000e+00
  %15 = sitofp i32 %9 to float
  %16 = fmul float %15, 3.000000e+00
  %17 = sitofp i32 %2 to float
  %18 = fdiv float %16, %17, !fpmath !24
  %19 = fadd float %18, -1.500000e+00
  br label %20

20:                                               ; preds = %30, %4
  %21 = phi float [ 0.000000e+00, %4 ], [ %35, %30 ]
  %22 = phi i32 [ 0, %4 ], [ %36, %30 ]
  %23 = phi float [ 0.000000e+00, %4 ], [ %33, %30 ]
  %24 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %25 = fmul float %21, %21
  %26 = tail call float @llvm.fmuladd.f32(float %23, float %23, float %25)
  %27 = fcmp olt float %26, 4.000000e+00
  %28 = icmp slt i32 %22, %3
  %29 = select i1 %27, i1 %28, i1 false
  br i1 %29, label %30, label %37

30:                                               ; preds = %20
  %31 = fneg float %25
  %32 = tail call float @llvm.fmuladd.f32(float %23, float %23, float %31)
  %33 = fadd float %14, %32
  %34 = fmul float %23, 2.000000e+00
  %35 = tail call float @llvm.fmuladd.f32(float %34, float %21, float %19)
  %36 = add nuw nsw i32 %22, 1
  br label %20, !llvm.loop !25

37:                                               ; preds = %20
  %38 = mul nsw i32 %9, %1
  %39 = add nsw i32 %38, %7
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %40
  store i32 %22, ptr addrspace(1) %41, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #6

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @collatz(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #2 !kernel_arg_addr_space !26 !kernel_arg_access_qual !15 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %3 = tail call token @llvm.experimental.convergence.entry()
  %4 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %3) ]
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !8
  br label %7

7:                                                ; preds = %7, %2
  %8 = phi i32 [ %6, %2 ], [ %16, %7 ]
  %9 = phi i32 [ 0, %2 ], [ %17, %7 ]
  %10 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %3) ]
  %11 = and i32 %8, 1
  %12 = icmp eq i32 %11, 0
  %13 = mul i32 %8, 3
  %14 = add i32 %13, 1
  %15 = lshr exact i32 %8, 1
  %16 = select i1 %12, i32 %15, i32 %14
  %17 = add nuw nsw i32 %9, 1
  %18 = icmp ne i32 %16, 1
  %19 = icmp ult i32 %9, 9999
  %20 = select i1 %18, i1 %19, i1 false
  br i1 %20, label %7, label %21, !llvm.loop !29

21:                                               ; preds = %7
  %22 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %3) ]
  %23 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %22
  store i32 %17, ptr addrspace(1) %23, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nosync nounwind memory(read)
define spir_func float @poly(float noundef %0, i32 noundef %1, ptr addrspace(1) nocapture noundef readonly %2) local_unnamed_addr #7 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  br label %5

5:                                                ; preds = %11, %3
  %6 = phi float [ 0.000000e+00, %3 ], [ %15, %11 ]
  %7 = phi i32 [ %1, %3 ], [ %16, %11 ]
  %8 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %9 = icmp sgt i32 %7, -1
  br i1 %9, label %11, label %10

10:                                               ; preds = %5
  ret float %6

11:                                               ; preds = %5
  %12 = zext nneg i32 %7 to i64
  %13 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !18
  %15 = tail call float @llvm.fmuladd.f32(float %6, float %0, float %14)
  %16 = add nsw i32 %7, -1
  br label %5, !llvm.loop !30
}

; Function Attrs: convergent nofree noinline norecurse nosync nounwind memory(read)
define spir_func i32 @first_negative(ptr addrspace(1) nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = tail call token @llvm.experimental.convergence.entry()
  br label %4

4:                                                ; preds = %13, %2
  %5 = phi i32 [ 0, %2 ], [ %14, %13 ]
  %6 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %3) ]
  %7 = icmp slt i32 %5, %1
  br i1 %7, label %8, label %15

8:                                                ; preds = %4
  %9 = zext nneg i32 %5 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !8
  %12 = icmp slt i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %8
  %14 = add nuw nsw i32 %5, 1
  br label %4, !llvm.loop !31

15:                                               ; preds = %8, %4
  %16 = phi i32 [ -1, %4 ], [ %5, %8 ]
  ret i32 %16
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @use_helpers(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, i32 noundef %2, ptr addrspace(1) nocapture noundef align 4 %3, ptr addrspace(1) nocapture noundef writeonly align 4 %4, i32 noundef %5) local_unnamed_addr #2 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
  %7 = tail call token @llvm.experimental.convergence.entry()
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %7) ]
  %9 = trunc i64 %8 to i32
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !18
  %13 = call spir_func float @poly(float noundef %12, i32 noundef %2, ptr addrspace(1) noundef %1) #10 [ "convergencectrl"(token %7) ]
  store float %13, ptr addrspace(1) %11, align 4, !tbaa !18
  %14 = mul nsw i32 %9, %5
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %15
  %17 = call spir_func i32 @first_negative(ptr addrspace(1) noundef %16, i32 noundef %5) #10 [ "convergencectrl"(token %7) ]
  %18 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %10
  %19 = lshr i32 %9, 16
  %20 = xor i32 %19, %9
  %21 = mul i32 %20, 2146121005
  %22 = lshr i32 %21, 15
  %23 = xor i32 %22, %21
  %24 = mul i32 %23, -2073254261
  %25 = lshr i32 %24, 16
  %26 = xor i32 %25, %24
  %27 = and i32 %26, 1
  %28 = add nsw i32 %27, %17
  store i32 %28, ptr addrspace(1) %18, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define spir_kernel void @state_machine(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #8 !kernel_arg_addr_space !36 !kernel_arg_access_qual !37 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #9 [ "convergencectrl"(token %4) ]
  %6 = trunc i64 %5 to i32
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !8
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
  %22 = add nsw i32 %19, %6
  %23 = srem i32 %22, %2
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %24
  %26 = load i32, ptr addrspace(1) %25, align 4, !tbaa !8
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
  %39 = add nsw i32 %36, %6
  %40 = srem i32 %39, %2
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %41
  %43 = load i32, ptr addrspace(1) %42, align 4, !tbaa !8
  %44 = and i32 %43, 1
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %12, label %32

46:                                               ; preds = %15, %32
  %47 = phi i32 [ %35, %32 ], [ %18, %15 ]
  %48 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  store i32 %47, ptr addrspace(1) %48, align 4, !tbaa !8
  ret void
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent nofree norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #5 = { convergent nofree norecurse nounwind memory(write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nofree noinline norecurse nosync nounwind memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #8 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #9 = { convergent nounwind willreturn memory(none) }
attributes #10 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"clang-19"}
!4 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!5 = !{!"none", !"none", !"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int", !"int", !"int"}
!7 = !{!"const", !"", !"", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{i32 1, i32 0}
!15 = !{!"none", !"none"}
!16 = !{!"float*", !"int"}
!17 = !{!"", !""}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !10, i64 0}
!20 = !{i32 1, i32 0, i32 0, i32 0}
!21 = !{!"none", !"none", !"none", !"none"}
!22 = !{!"int*", !"int", !"int", !"int"}
!23 = !{!"", !"", !"", !""}
!24 = !{float 2.500000e+00}
!25 = distinct !{!25, !13}
!26 = !{i32 1, i32 1}
!27 = !{!"uint*", !"uint*"}
!28 = !{!"const", !""}
!29 = distinct !{!29, !13}
!30 = distinct !{!30, !13}
!31 = distinct !{!31, !13}
!32 = !{i32 1, i32 1, i32 0, i32 1, i32 1, i32 0}
!33 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!34 = !{!"float*", !"float*", !"int", !"int*", !"int*", !"int"}
!35 = !{!"", !"const", !"", !"const", !"", !""}
!36 = !{i32 1, i32 1, i32 0}
!37 = !{!"none", !"none", !"none"}
!38 = !{!"int*", !"int*", !"int"}
!39 = !{!"const", !"", !""}
