source_filename = "src/scan.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@compact_positive.base = internal unnamed_addr addrspace(3) global i32 undef, align 4

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
define dso_local spir_kernel void @scan_hillis_steele(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %8 = trunc i64 %7 to i32
  %9 = icmp slt i32 %8, %3
  br i1 %9, label %10, label %15

10:                                               ; preds = %4
  %11 = shl i64 %7, 32
  %12 = ashr exact i64 %11, 30
  %13 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !12
  br label %15

15:                                               ; preds = %4, %10
  %16 = phi i32 [ %14, %10 ], [ 0, %4 ]
  %17 = shl i64 %5, 32
  %18 = ashr exact i64 %17, 30
  %19 = getelementptr inbounds i8, ptr addrspace(3) %2, i64 %18
  store i32 %16, ptr addrspace(3) %19, align 4, !tbaa !12
  tail call void @_Z7barrierj(i32 noundef 1) #5
  br label %20

20:                                               ; preds = %33, %15
  %21 = phi i32 [ 1, %15 ], [ %37, %33 ]
  %22 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %23 = trunc i64 %22 to i32
  %24 = icmp slt i32 %21, %23
  br i1 %24, label %26, label %25

25:                                               ; preds = %20
  br i1 %9, label %38, label %43

26:                                               ; preds = %20
  %27 = icmp sgt i32 %21, %6
  br i1 %27, label %33, label %28

28:                                               ; preds = %26
  %29 = sub nsw i32 %6, %21
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %30
  %32 = load i32, ptr addrspace(3) %31, align 4, !tbaa !12
  br label %33

33:                                               ; preds = %26, %28
  %34 = phi i32 [ %32, %28 ], [ 0, %26 ]
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %35 = load i32, ptr addrspace(3) %19, align 4, !tbaa !12
  %36 = add nsw i32 %35, %34
  store i32 %36, ptr addrspace(3) %19, align 4, !tbaa !12
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %37 = shl i32 %21, 1
  br label %20

38:                                               ; preds = %25
  %39 = shl i64 %7, 32
  %40 = ashr exact i64 %39, 30
  %41 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %40
  %42 = load i32, ptr addrspace(3) %19, align 4, !tbaa !12
  store i32 %42, ptr addrspace(1) %41, align 4, !tbaa !12
  br label %43

43:                                               ; preds = %38, %25
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @scan_blelloch(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = shl nsw i32 %5, 1
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !12
  %10 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %7
  store i32 %9, ptr addrspace(3) %10, align 4, !tbaa !12
  %11 = or disjoint i32 %6, 1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !12
  %15 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %12
  store i32 %14, ptr addrspace(3) %15, align 4, !tbaa !12
  %16 = ashr i32 %2, 1
  %17 = getelementptr i8, ptr addrspace(3) %1, i64 -4
  %18 = icmp sgt i32 %16, 0
  br i1 %18, label %19, label %21

19:                                               ; preds = %3
  %20 = add nsw i32 %6, 2
  br label %24

21:                                               ; preds = %38, %3
  %22 = phi i32 [ 1, %3 ], [ %39, %38 ]
  %23 = icmp eq i32 %5, 0
  br i1 %23, label %42, label %46

24:                                               ; preds = %19, %38
  %25 = phi i32 [ 1, %19 ], [ %39, %38 ]
  %26 = phi i32 [ %16, %19 ], [ %40, %38 ]
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %27 = icmp sgt i32 %26, %5
  br i1 %27, label %28, label %38

28:                                               ; preds = %24
  %29 = mul nsw i32 %25, %20
  %30 = sext i32 %29 to i64
  %31 = getelementptr i32, ptr addrspace(3) %17, i64 %30
  %32 = mul nsw i32 %25, %11
  %33 = sext i32 %32 to i64
  %34 = getelementptr i32, ptr addrspace(3) %17, i64 %33
  %35 = load i32, ptr addrspace(3) %34, align 4, !tbaa !12
  %36 = load i32, ptr addrspace(3) %31, align 4, !tbaa !12
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr addrspace(3) %31, align 4, !tbaa !12
  br label %38

38:                                               ; preds = %28, %24
  %39 = shl nsw i32 %25, 1
  %40 = lshr i32 %26, 1
  %41 = icmp ult i32 %26, 2
  br i1 %41, label %21, label %24

42:                                               ; preds = %21
  %43 = sext i32 %2 to i64
  %44 = getelementptr i32, ptr addrspace(3) %1, i64 %43
  %45 = getelementptr i8, ptr addrspace(3) %44, i64 -4
  store i32 0, ptr addrspace(3) %45, align 4, !tbaa !12
  br label %46

46:                                               ; preds = %42, %21
  %47 = icmp sgt i32 %2, 1
  br i1 %47, label %48, label %50

48:                                               ; preds = %46
  %49 = add nsw i32 %6, 2
  br label %53

50:                                               ; preds = %68, %46
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %51 = load i32, ptr addrspace(3) %10, align 4, !tbaa !12
  store i32 %51, ptr addrspace(1) %8, align 4, !tbaa !12
  %52 = load i32, ptr addrspace(3) %15, align 4, !tbaa !12
  store i32 %52, ptr addrspace(1) %13, align 4, !tbaa !12
  ret void

53:                                               ; preds = %48, %68
  %54 = phi i32 [ %22, %48 ], [ %56, %68 ]
  %55 = phi i32 [ 1, %48 ], [ %69, %68 ]
  %56 = lshr i32 %54, 1
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %57 = icmp sgt i32 %55, %5
  br i1 %57, label %58, label %68

58:                                               ; preds = %53
  %59 = mul nsw i32 %56, %11
  %60 = mul nsw i32 %56, %49
  %61 = sext i32 %59 to i64
  %62 = getelementptr i32, ptr addrspace(3) %17, i64 %61
  %63 = load i32, ptr addrspace(3) %62, align 4, !tbaa !12
  %64 = sext i32 %60 to i64
  %65 = getelementptr i32, ptr addrspace(3) %17, i64 %64
  %66 = load i32, ptr addrspace(3) %65, align 4, !tbaa !12
  store i32 %66, ptr addrspace(3) %62, align 4, !tbaa !12
  %67 = add nsw i32 %66, %63
  store i32 %67, ptr addrspace(3) %65, align 4, !tbaa !12
  br label %68

68:                                               ; preds = %53, %58
  %69 = shl nsw i32 %55, 1
  %70 = icmp slt i32 %69, %2
  br i1 %70, label %53, label %50
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @scan_collectives(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !20 !kernel_arg_access_qual !17 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = shl i64 %4, 32
  %6 = ashr exact i64 %5, 32
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !12
  %9 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %6
  store i32 %8, ptr addrspace(1) %9, align 4, !tbaa !12
  %10 = tail call i32 @_Z29work_group_scan_exclusive_addi(i32 noundef %8) #5
  %11 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %6
  store i32 %10, ptr addrspace(1) %11, align 4, !tbaa !12
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z29work_group_scan_exclusive_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @compact_positive(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !20 !kernel_arg_access_qual !17 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = shl i64 %4, 32
  %6 = ashr exact i64 %5, 30
  %7 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !12
  %9 = icmp sgt i32 %8, 0
  %10 = zext i1 %9 to i32
  %11 = tail call i32 @_Z29work_group_scan_exclusive_addi(i32 noundef %10) #5
  %12 = tail call i32 @_Z21work_group_reduce_addi(i32 noundef %10) #5
  %13 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %3
  %16 = tail call i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %2, i32 noundef %12) #5
  store i32 %16, ptr addrspace(3) @compact_positive.base, align 4, !tbaa !12
  br label %17

17:                                               ; preds = %15, %3
  tail call void @_Z7barrierj(i32 noundef 1) #5
  br i1 %9, label %18, label %23

18:                                               ; preds = %17
  %19 = load i32, ptr addrspace(3) @compact_positive.base, align 4, !tbaa !12
  %20 = add nsw i32 %19, %11
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %21
  store i32 %8, ptr addrspace(1) %22, align 4, !tbaa !12
  br label %23

23:                                               ; preds = %18, %17
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z21work_group_reduce_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5}
!opencl.ocl.version = !{!6}

!0 = !{ptr @scan_hillis_steele, !"kernel", i32 1}
!1 = !{ptr @scan_blelloch, !"kernel", i32 1}
!2 = !{ptr @scan_collectives, !"kernel", i32 1}
!3 = !{ptr @compact_positive, !"kernel", i32 1}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"clang-19"}
!8 = !{i32 1, i32 1, i32 3, i32 0}
!9 = !{!"none", !"none", !"none", !"none"}
!10 = !{!"int*", !"int*", !"int*", !"int"}
!11 = !{!"const", !"", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C/C++ TBAA"}
!16 = !{i32 1, i32 3, i32 0}
!17 = !{!"none", !"none", !"none"}
!18 = !{!"int*", !"int*", !"int"}
!19 = !{!"", !"", !""}
!20 = !{i32 1, i32 1, i32 1}
!21 = !{!"int*", !"int*", !"int*"}
!22 = !{!"const", !"", !""}
