source_filename = "src/graph.cl"
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

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @bfs_expand(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5, ptr addrspace(1) noundef align 4 %6, i32 noundef %7) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %9 = tail call token @llvm.experimental.convergence.entry()
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %9) ]
  %11 = trunc i64 %10 to i32
  %12 = icmp slt i32 %11, %3
  br i1 %12, label %13, label %41

13:                                               ; preds = %8
  %14 = sext i32 %11 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !8
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !8
  %20 = getelementptr i8, ptr addrspace(1) %18, i64 4
  %21 = add nsw i32 %7, 1
  br label %22

22:                                               ; preds = %39, %13
  %23 = phi i32 [ %19, %13 ], [ %40, %39 ]
  %24 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %9) ]
  %25 = load i32, ptr addrspace(1) %20, align 4, !tbaa !8
  %26 = icmp slt i32 %23, %25
  br i1 %26, label %27, label %41

27:                                               ; preds = %22
  %28 = sext i32 %23 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %28
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !8
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %31
  %33 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %32, i32 noundef -1, i32 noundef %21) #7 [ "convergencectrl"(token %24) ]
  %34 = icmp eq i32 %33, -1
  br i1 %34, label %35, label %39

35:                                               ; preds = %27
  %36 = call spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef %6) #7 [ "convergencectrl"(token %24) ]
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %37
  store i32 %30, ptr addrspace(1) %38, align 4, !tbaa !8
  br label %39

39:                                               ; preds = %35, %27
  %40 = add nsw i32 %23, 1
  br label %22, !llvm.loop !12

41:                                               ; preds = %22, %8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef) local_unnamed_addr #4

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @bfs_masks(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef align 1 %2, ptr addrspace(1) nocapture noundef writeonly align 1 %3, ptr addrspace(1) nocapture noundef readonly align 1 %4, ptr addrspace(1) nocapture noundef align 4 %5, i32 noundef %6) local_unnamed_addr #5 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %8 = tail call token @llvm.experimental.convergence.entry()
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %8) ]
  %10 = trunc i64 %9 to i32
  %11 = icmp slt i32 %10, %6
  br i1 %11, label %12, label %42

12:                                               ; preds = %7
  %13 = sext i32 %10 to i64
  %14 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %13
  %15 = load i8, ptr addrspace(1) %14, align 1, !tbaa !18
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %42, label %17

17:                                               ; preds = %12
  store i8 0, ptr addrspace(1) %14, align 1, !tbaa !18
  %18 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !8
  %20 = getelementptr i8, ptr addrspace(1) %18, i64 4
  %21 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %13
  br label %22

22:                                               ; preds = %40, %17
  %23 = phi i32 [ %19, %17 ], [ %41, %40 ]
  %24 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %8) ]
  %25 = load i32, ptr addrspace(1) %20, align 4, !tbaa !8
  %26 = icmp slt i32 %23, %25
  br i1 %26, label %27, label %42

27:                                               ; preds = %22
  %28 = sext i32 %23 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %28
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !8
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 %31
  %33 = load i8, ptr addrspace(1) %32, align 1, !tbaa !18
  %34 = icmp eq i8 %33, 0
  br i1 %34, label %35, label %40

35:                                               ; preds = %27
  %36 = load i32, ptr addrspace(1) %21, align 4, !tbaa !8
  %37 = add nsw i32 %36, 1
  %38 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %31
  store i32 %37, ptr addrspace(1) %38, align 4, !tbaa !8
  %39 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %31
  store i8 1, ptr addrspace(1) %39, align 1, !tbaa !18
  br label %40

40:                                               ; preds = %35, %27
  %41 = add nsw i32 %23, 1
  br label %22, !llvm.loop !19

42:                                               ; preds = %22, %12, %7
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @list_length(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #5 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %6 = trunc i64 %5 to i32
  br label %7

7:                                                ; preds = %14, %3
  %8 = phi i32 [ %6, %3 ], [ %17, %14 ]
  %9 = phi i32 [ 0, %3 ], [ %18, %14 ]
  %10 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %11 = icmp sgt i32 %8, -1
  %12 = icmp slt i32 %9, %2
  %13 = select i1 %11, i1 %12, i1 false
  br i1 %13, label %14, label %19

14:                                               ; preds = %7
  %15 = zext nneg i32 %8 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !8
  %18 = add nuw nsw i32 %9, 1
  br label %7, !llvm.loop !24

19:                                               ; preds = %7
  %20 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %21 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %20
  store i32 %9, ptr addrspace(1) %21, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @connected_components(ptr addrspace(1) nocapture noundef readonly align 8 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) local_unnamed_addr #2 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !25 !kernel_arg_base_type !26 !kernel_arg_type_qual !23 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %6 = trunc i64 %5 to i32
  %7 = icmp slt i32 %6, %2
  br i1 %7, label %8, label %49

8:                                                ; preds = %3
  %9 = sext i32 %6 to i64
  %10 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %0, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 8
  %12 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 4
  %13 = load i32, ptr addrspace(1) %12, align 4
  br label %14

14:                                               ; preds = %42, %8
  %15 = phi i32 [ %13, %8 ], [ %30, %42 ]
  %16 = phi i32 [ %11, %8 ], [ %19, %42 ]
  %17 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  br label %18

18:                                               ; preds = %25, %14
  %19 = phi i32 [ %16, %14 ], [ %28, %25 ]
  %20 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %17) ]
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !8
  %24 = icmp eq i32 %23, %19
  br i1 %24, label %29, label %25

25:                                               ; preds = %18
  %26 = sext i32 %23 to i64
  %27 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !8
  store i32 %28, ptr addrspace(1) %22, align 4, !tbaa !8
  br label %18, !llvm.loop !27

29:                                               ; preds = %18, %36
  %30 = phi i32 [ %39, %36 ], [ %15, %18 ]
  %31 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %17) ]
  %32 = sext i32 %30 to i64
  %33 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %32
  %34 = load i32, ptr addrspace(1) %33, align 4, !tbaa !8
  %35 = icmp eq i32 %34, %30
  br i1 %35, label %40, label %36

36:                                               ; preds = %29
  %37 = sext i32 %34 to i64
  %38 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %37
  %39 = load i32, ptr addrspace(1) %38, align 4, !tbaa !8
  store i32 %39, ptr addrspace(1) %33, align 4, !tbaa !8
  br label %29, !llvm.loop !28

40:                                               ; preds = %29
  %41 = icmp eq i32 %19, %30
  br i1 %41, label %49, label %42

42:                                               ; preds = %40
  %43 = call spir_func i32 @_Z3minii(i32 noundef %19, i32 noundef %30) #6 [ "convergencectrl"(token %17) ]
  %44 = call spir_func i32 @_Z3maxii(i32 noundef %19, i32 noundef %30) #6 [ "convergencectrl"(token %17) ]
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %45
  %47 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %46, i32 noundef %44, i32 noundef %43) #7 [ "convergencectrl"(token %17) ]
  %48 = icmp eq i32 %47, %44
  br i1 %48, label %49, label %14

49:                                               ; preds = %42, %40, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z3minii(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z3maxii(i32 noundef, i32 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nofree norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"clang-19"}
!4 = !{i32 1, i32 1, i32 1, i32 0, i32 1, i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int*", !"int", !"int*", !"int*", !"int*", !"int"}
!7 = !{!"const", !"const", !"const", !"", !"", !"", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!15 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!16 = !{!"int*", !"int*", !"char*", !"char*", !"char*", !"int*", !"int"}
!17 = !{!"const", !"const", !"", !"", !"const", !"", !""}
!18 = !{!10, !10, i64 0}
!19 = distinct !{!19, !13}
!20 = !{i32 1, i32 1, i32 0}
!21 = !{!"none", !"none", !"none"}
!22 = !{!"int*", !"int*", !"int"}
!23 = !{!"const", !"", !""}
!24 = distinct !{!24, !13}
!25 = !{!"int2*", !"int*", !"int"}
!26 = !{!"int __attribute__((ext_vector_type(2)))*", !"int*", !"int"}
!27 = distinct !{!27, !13}
!28 = distinct !{!28, !13}
