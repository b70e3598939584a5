source_filename = "src/graph.cl"
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

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @bfs_expand(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 4 %2, i32 noundef %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(1) nocapture noundef writeonly align 4 %5, ptr addrspace(1) noundef align 4 %6, i32 noundef %7) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %10 = trunc i64 %9 to i32
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %42

12:                                               ; preds = %8
  %13 = shl i64 %9, 32
  %14 = ashr exact i64 %13, 30
  %15 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !12
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !12
  %20 = getelementptr i8, ptr addrspace(1) %18, i64 4
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !12
  %22 = icmp slt i32 %19, %21
  br i1 %22, label %23, label %42

23:                                               ; preds = %12
  %24 = add nsw i32 %7, 1
  br label %25

25:                                               ; preds = %23, %38
  %26 = phi i32 [ %19, %23 ], [ %39, %38 ]
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %27
  %29 = load i32, ptr addrspace(1) %28, align 4, !tbaa !12
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %30
  %32 = tail call i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %31, i32 noundef -1, i32 noundef %24) #6
  %33 = icmp eq i32 %32, -1
  br i1 %33, label %34, label %38

34:                                               ; preds = %25
  %35 = tail call i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef %6) #6
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %36
  store i32 %29, ptr addrspace(1) %37, align 4, !tbaa !12
  br label %38

38:                                               ; preds = %34, %25
  %39 = add nsw i32 %26, 1
  %40 = load i32, ptr addrspace(1) %20, align 4, !tbaa !12
  %41 = icmp slt i32 %39, %40
  br i1 %41, label %25, label %42, !llvm.loop !16

42:                                               ; preds = %38, %12, %8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @bfs_masks(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef align 1 %2, ptr addrspace(1) nocapture noundef writeonly align 1 %3, ptr addrspace(1) nocapture noundef readonly align 1 %4, ptr addrspace(1) nocapture noundef align 4 %5, i32 noundef %6) local_unnamed_addr #4 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %9, %6
  br i1 %10, label %11, label %45

11:                                               ; preds = %7
  %12 = shl i64 %8, 32
  %13 = ashr exact i64 %12, 32
  %14 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %13
  %15 = load i8, ptr addrspace(1) %14, align 1, !tbaa !22
  %16 = icmp eq i8 %15, 0
  br i1 %16, label %45, label %17

17:                                               ; preds = %11
  store i8 0, ptr addrspace(1) %14, align 1, !tbaa !22
  %18 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !12
  %20 = add i64 %12, 4294967296
  %21 = ashr exact i64 %20, 30
  %22 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !12
  %24 = icmp slt i32 %19, %23
  br i1 %24, label %25, label %45

25:                                               ; preds = %17
  %26 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %13
  br label %27

27:                                               ; preds = %25, %41
  %28 = phi i32 [ %19, %25 ], [ %42, %41 ]
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %29
  %31 = load i32, ptr addrspace(1) %30, align 4, !tbaa !12
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 %32
  %34 = load i8, ptr addrspace(1) %33, align 1, !tbaa !22
  %35 = icmp eq i8 %34, 0
  br i1 %35, label %36, label %41

36:                                               ; preds = %27
  %37 = load i32, ptr addrspace(1) %26, align 4, !tbaa !12
  %38 = add nsw i32 %37, 1
  %39 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %32
  store i32 %38, ptr addrspace(1) %39, align 4, !tbaa !12
  %40 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %32
  store i8 1, ptr addrspace(1) %40, align 1, !tbaa !22
  br label %41

41:                                               ; preds = %36, %27
  %42 = add nsw i32 %28, 1
  %43 = load i32, ptr addrspace(1) %22, align 4, !tbaa !12
  %44 = icmp slt i32 %42, %43
  br i1 %44, label %27, label %45, !llvm.loop !23

45:                                               ; preds = %41, %17, %11, %7
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @list_length(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #4 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = icmp sgt i32 %5, -1
  %7 = icmp sgt i32 %2, 0
  %8 = and i1 %6, %7
  br i1 %8, label %9, label %19

9:                                                ; preds = %3, %9
  %10 = phi i32 [ %15, %9 ], [ 0, %3 ]
  %11 = phi i32 [ %14, %9 ], [ %5, %3 ]
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !12
  %15 = add nuw nsw i32 %10, 1
  %16 = icmp sgt i32 %14, -1
  %17 = icmp slt i32 %15, %2
  %18 = select i1 %16, i1 %17, i1 false
  br i1 %18, label %9, label %19, !llvm.loop !28

19:                                               ; preds = %9, %3
  %20 = phi i32 [ 0, %3 ], [ %15, %9 ]
  %21 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %22 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %21
  store i32 %20, ptr addrspace(1) %22, align 4, !tbaa !12
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @connected_components(ptr addrspace(1) nocapture noundef readonly align 8 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !29 !kernel_arg_base_type !30 !kernel_arg_type_qual !27 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = icmp slt i32 %5, %2
  br i1 %6, label %7, label %57

7:                                                ; preds = %3
  %8 = shl i64 %4, 32
  %9 = ashr exact i64 %8, 29
  %10 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 8
  %12 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 4
  %13 = load i32, ptr addrspace(1) %12, align 4
  br label %14

14:                                               ; preds = %50, %7
  %15 = phi i32 [ %13, %7 ], [ %48, %50 ]
  %16 = phi i32 [ %11, %7 ], [ %22, %50 ]
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !12
  %20 = icmp eq i32 %19, %16
  br i1 %20, label %21, label %27

21:                                               ; preds = %27, %14
  %22 = phi i32 [ %16, %14 ], [ %32, %27 ]
  %23 = sext i32 %15 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4, !tbaa !12
  %26 = icmp eq i32 %25, %15
  br i1 %26, label %47, label %37

27:                                               ; preds = %14, %27
  %28 = phi i32 [ %35, %27 ], [ %19, %14 ]
  %29 = phi ptr addrspace(1) [ %34, %27 ], [ %18, %14 ]
  %30 = sext i32 %28 to i64
  %31 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %30
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !12
  store i32 %32, ptr addrspace(1) %29, align 4, !tbaa !12
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %33
  %35 = load i32, ptr addrspace(1) %34, align 4, !tbaa !12
  %36 = icmp eq i32 %35, %32
  br i1 %36, label %21, label %27, !llvm.loop !31

37:                                               ; preds = %21, %37
  %38 = phi i32 [ %45, %37 ], [ %25, %21 ]
  %39 = phi ptr addrspace(1) [ %44, %37 ], [ %24, %21 ]
  %40 = sext i32 %38 to i64
  %41 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %40
  %42 = load i32, ptr addrspace(1) %41, align 4, !tbaa !12
  store i32 %42, ptr addrspace(1) %39, align 4, !tbaa !12
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %43
  %45 = load i32, ptr addrspace(1) %44, align 4, !tbaa !12
  %46 = icmp eq i32 %45, %42
  br i1 %46, label %47, label %37, !llvm.loop !32

47:                                               ; preds = %37, %21
  %48 = phi i32 [ %15, %21 ], [ %42, %37 ]
  %49 = icmp eq i32 %22, %48
  br i1 %49, label %57, label %50

50:                                               ; preds = %47
  %51 = tail call i32 @_Z3minii(i32 noundef %22, i32 noundef %48) #5
  %52 = tail call i32 @_Z3maxii(i32 noundef %22, i32 noundef %48) #5
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %53
  %55 = tail call i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %54, i32 noundef %52, i32 noundef %51) #6
  %56 = icmp eq i32 %55, %52
  br i1 %56, label %57, label %14

57:                                               ; preds = %50, %47, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z3minii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z3maxii(i32 noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #4 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5}
!opencl.ocl.version = !{!6}

!0 = !{ptr @bfs_expand, !"kernel", i32 1}
!1 = !{ptr @bfs_masks, !"kernel", i32 1}
!2 = !{ptr @list_length, !"kernel", i32 1}
!3 = !{ptr @connected_components, !"kernel", i32 1}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"clang-19"}
!8 = !{i32 1, i32 1, i32 1, i32 0, i32 1, i32 1, i32 1, i32 0}
!9 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!10 = !{!"int*", !"int*", !"int*", !"int", !"int*", !"int*", !"int*", !"int"}
!11 = !{!"const", !"const", !"const", !"", !"", !"", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C/C++ TBAA"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!19 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!20 = !{!"int*", !"int*", !"char*", !"char*", !"char*", !"int*", !"int"}
!21 = !{!"const", !"const", !"", !"", !"const", !"", !""}
!22 = !{!14, !14, i64 0}
!23 = distinct !{!23, !17}
!24 = !{i32 1, i32 1, i32 0}
!25 = !{!"none", !"none", !"none"}
!26 = !{!"int*", !"int*", !"int"}
!27 = !{!"const", !"", !""}
!28 = distinct !{!28, !17}
!29 = !{!"int2*", !"int*", !"int"}
!30 = !{!"int __attribute__((ext_vector_type(2)))*", !"int*", !"int"}
!31 = distinct !{!31, !17}
!32 = distinct !{!32, !17}
