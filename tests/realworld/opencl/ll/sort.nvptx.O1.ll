source_filename = "src/sort.cl"
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

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @bitonic_step(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = xor i32 %5, %1
  %7 = icmp ugt i32 %6, %5
  br i1 %7, label %8, label %24

8:                                                ; preds = %3
  %9 = and i64 %4, 4294967295
  %10 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !12
  %12 = zext i32 %6 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !12
  %15 = and i32 %5, %2
  %16 = icmp eq i32 %15, 0
  %17 = icmp sgt i32 %11, %14
  %18 = select i1 %16, i1 %17, i1 false
  br i1 %18, label %23, label %19

19:                                               ; preds = %8
  %20 = icmp ne i32 %15, 0
  %21 = icmp slt i32 %11, %14
  %22 = select i1 %20, i1 %21, i1 false
  br i1 %22, label %23, label %24

23:                                               ; preds = %19, %8
  store i32 %14, ptr addrspace(1) %10, align 4, !tbaa !12
  store i32 %11, ptr addrspace(1) %13, align 4, !tbaa !12
  br label %24

24:                                               ; preds = %19, %23, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @bitonic_local(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1) local_unnamed_addr #3 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %4 = trunc i64 %3 to i32
  %5 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !12
  %10 = and i64 %3, 4294967295
  %11 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %10
  store i32 %9, ptr addrspace(3) %11, align 4, !tbaa !12
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %12 = icmp ult i32 %6, 2
  br i1 %12, label %19, label %13

13:                                               ; preds = %2, %23
  %14 = phi i32 [ %24, %23 ], [ 2, %2 ]
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %23, label %16

16:                                               ; preds = %13
  %17 = and i32 %14, %4
  %18 = icmp ne i32 %17, 0
  br label %26

19:                                               ; preds = %23, %2
  %20 = load i32, ptr addrspace(3) %11, align 4, !tbaa !12
  %21 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %22 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %21
  store i32 %20, ptr addrspace(1) %22, align 4, !tbaa !12
  ret void

23:                                               ; preds = %39, %13
  %24 = shl i32 %14, 1
  %25 = icmp ugt i32 %24, %6
  br i1 %25, label %19, label %13, !llvm.loop !20

26:                                               ; preds = %16, %39
  %27 = phi i32 [ %14, %16 ], [ %28, %39 ]
  %28 = lshr i32 %27, 1
  %29 = xor i32 %28, %4
  %30 = icmp ugt i32 %29, %4
  br i1 %30, label %31, label %39

31:                                               ; preds = %26
  %32 = load i32, ptr addrspace(3) %11, align 4, !tbaa !12
  %33 = zext i32 %29 to i64
  %34 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %33
  %35 = load i32, ptr addrspace(3) %34, align 4, !tbaa !12
  %36 = icmp sgt i32 %32, %35
  %37 = xor i1 %18, %36
  br i1 %37, label %38, label %39

38:                                               ; preds = %31
  store i32 %35, ptr addrspace(3) %11, align 4, !tbaa !12
  store i32 %32, ptr addrspace(3) %34, align 4, !tbaa !12
  br label %39

39:                                               ; preds = %31, %38, %26
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %40 = icmp ult i32 %27, 4
  br i1 %40, label %23, label %26, !llvm.loop !22
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @odd_even_sort(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2) local_unnamed_addr #3 !kernel_arg_addr_space !23 !kernel_arg_access_qual !9 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !11 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %5 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !12
  %10 = and i64 %4, 4294967295
  %11 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %10
  store i32 %9, ptr addrspace(3) %11, align 4, !tbaa !12
  %12 = icmp eq i32 %6, 0
  br i1 %12, label %40, label %13

13:                                               ; preds = %3
  %14 = trunc i64 %4 to i32
  %15 = icmp eq i32 %14, 0
  %16 = shl i32 %14, 1
  br label %17

17:                                               ; preds = %34, %13
  %18 = phi i32 [ 0, %13 ], [ %37, %34 ]
  br i1 %15, label %19, label %20

19:                                               ; preds = %17
  store i32 0, ptr addrspace(3) %2, align 4, !tbaa !12
  br label %20

20:                                               ; preds = %19, %17
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %21 = and i32 %18, 1
  %22 = or disjoint i32 %21, %16
  %23 = add i32 %22, 1
  %24 = icmp ult i32 %23, %6
  br i1 %24, label %25, label %34

25:                                               ; preds = %20
  %26 = zext i32 %22 to i64
  %27 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %26
  %28 = load i32, ptr addrspace(3) %27, align 4, !tbaa !12
  %29 = zext i32 %23 to i64
  %30 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %29
  %31 = load i32, ptr addrspace(3) %30, align 4, !tbaa !12
  %32 = icmp sgt i32 %28, %31
  br i1 %32, label %33, label %34

33:                                               ; preds = %25
  store i32 %31, ptr addrspace(3) %27, align 4, !tbaa !12
  store i32 %28, ptr addrspace(3) %30, align 4, !tbaa !12
  store i32 1, ptr addrspace(3) %2, align 4, !tbaa !12
  br label %34

34:                                               ; preds = %33, %25, %20
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %35 = load i32, ptr addrspace(3) %2, align 4, !tbaa !12
  %36 = icmp eq i32 %35, 0
  %37 = add nuw i32 %18, 1
  %38 = icmp eq i32 %37, %6
  %39 = select i1 %36, i1 true, i1 %38
  br i1 %39, label %40, label %17, !llvm.loop !25

40:                                               ; preds = %34, %3
  %41 = load i32, ptr addrspace(3) %11, align 4, !tbaa !12
  %42 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %43 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %42
  store i32 %41, ptr addrspace(1) %43, align 4, !tbaa !12
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @radix_count(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #3 !kernel_arg_addr_space !26 !kernel_arg_access_qual !9 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !12
  %7 = and i32 %2, 31
  %8 = lshr i32 %6, %7
  %9 = and i32 %8, 1
  %10 = tail call i32 @_Z21work_group_reduce_addj(i32 noundef %9) #6
  %11 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %13, label %16

13:                                               ; preds = %3
  %14 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %15 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %14
  store i32 %10, ptr addrspace(1) %15, align 4, !tbaa !12
  br label %16

16:                                               ; preds = %13, %3
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z21work_group_reduce_addj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #3 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5}
!opencl.ocl.version = !{!6}

!0 = !{ptr @bitonic_step, !"kernel", i32 1}
!1 = !{ptr @bitonic_local, !"kernel", i32 1}
!2 = !{ptr @odd_even_sort, !"kernel", i32 1}
!3 = !{ptr @radix_count, !"kernel", i32 1}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"clang-19"}
!8 = !{i32 1, i32 0, i32 0}
!9 = !{!"none", !"none", !"none"}
!10 = !{!"int*", !"uint", !"uint"}
!11 = !{!"", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C/C++ TBAA"}
!16 = !{i32 1, i32 3}
!17 = !{!"none", !"none"}
!18 = !{!"int*", !"int*"}
!19 = !{!"", !""}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = distinct !{!22, !21}
!23 = !{i32 1, i32 3, i32 3}
!24 = !{!"int*", !"int*", !"int*"}
!25 = distinct !{!25, !21}
!26 = !{i32 1, i32 1, i32 0}
!27 = !{!"uint*", !"uint*", !"uint"}
!28 = !{!"const", !"", !""}
