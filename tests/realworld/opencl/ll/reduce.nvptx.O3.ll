source_filename = "src/reduce.cl"
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
define dso_local spir_kernel void @reduce_sum(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %9 = trunc i64 %8 to i32
  %10 = trunc i64 %5 to i32
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %18, label %12

12:                                               ; preds = %18, %4
  %13 = phi float [ 0.000000e+00, %4 ], [ %25, %18 ]
  %14 = shl i64 %6, 32
  %15 = ashr exact i64 %14, 30
  %16 = getelementptr inbounds i8, ptr addrspace(3) %2, i64 %15
  store float %13, ptr addrspace(3) %16, align 4, !tbaa !12
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %17 = icmp sgt i32 %9, 1
  br i1 %17, label %32, label %30

18:                                               ; preds = %4, %18
  %19 = phi i64 [ %27, %18 ], [ %5, %4 ]
  %20 = phi float [ %25, %18 ], [ 0.000000e+00, %4 ]
  %21 = shl i64 %19, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %22
  %24 = load float, ptr addrspace(1) %23, align 4, !tbaa !12
  %25 = fadd float %20, %24
  %26 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %27 = add i64 %26, %22
  %28 = trunc i64 %27 to i32
  %29 = icmp slt i32 %28, %3
  br i1 %29, label %18, label %12

30:                                               ; preds = %43, %12
  %31 = icmp eq i32 %7, 0
  br i1 %31, label %45, label %49

32:                                               ; preds = %12, %43
  %33 = phi i32 [ %34, %43 ], [ %9, %12 ]
  %34 = lshr i32 %33, 1
  %35 = icmp sgt i32 %34, %7
  br i1 %35, label %36, label %43

36:                                               ; preds = %32
  %37 = add nsw i32 %34, %7
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %38
  %40 = load float, ptr addrspace(3) %39, align 4, !tbaa !12
  %41 = load float, ptr addrspace(3) %16, align 4, !tbaa !12
  %42 = fadd float %40, %41
  store float %42, ptr addrspace(3) %16, align 4, !tbaa !12
  br label %43

43:                                               ; preds = %36, %32
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %44 = icmp ult i32 %33, 4
  br i1 %44, label %30, label %32

45:                                               ; preds = %30
  %46 = load float, ptr addrspace(3) %2, align 4, !tbaa !12
  %47 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %48 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %47
  store float %46, ptr addrspace(1) %48, align 4, !tbaa !12
  br label %49

49:                                               ; preds = %45, %30
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @reduce_unrolled(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %8 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %9 = shl i64 %7, 1
  %10 = mul i64 %9, %8
  %11 = and i64 %5, 4294967295
  %12 = add i64 %10, %5
  %13 = trunc i64 %12 to i32
  %14 = icmp ult i32 %13, %3
  %15 = and i64 %12, 4294967295
  br i1 %14, label %16, label %19

16:                                               ; preds = %4
  %17 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %15
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !18
  br label %19

19:                                               ; preds = %4, %16
  %20 = phi i32 [ %18, %16 ], [ 0, %4 ]
  %21 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %22 = add i64 %21, %15
  %23 = zext i32 %3 to i64
  %24 = icmp ult i64 %22, %23
  br i1 %24, label %25, label %31

25:                                               ; preds = %19
  %26 = getelementptr i32, ptr addrspace(1) %0, i64 %15
  %27 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %28 = getelementptr i32, ptr addrspace(1) %26, i64 %27
  %29 = load i32, ptr addrspace(1) %28, align 4, !tbaa !18
  %30 = add nsw i32 %29, %20
  br label %31

31:                                               ; preds = %25, %19
  %32 = phi i32 [ %30, %25 ], [ %20, %19 ]
  %33 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %11
  store volatile i32 %32, ptr addrspace(3) %33, align 4, !tbaa !18
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %34 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %35 = lshr i64 %34, 1
  %36 = trunc i64 %35 to i32
  %37 = icmp ugt i32 %36, 32
  br i1 %37, label %41, label %38

38:                                               ; preds = %51, %31
  %39 = phi i32 [ %32, %31 ], [ %52, %51 ]
  %40 = icmp ult i32 %6, 32
  br i1 %40, label %55, label %86

41:                                               ; preds = %31, %51
  %42 = phi i32 [ %53, %51 ], [ %36, %31 ]
  %43 = phi i32 [ %52, %51 ], [ %32, %31 ]
  %44 = icmp ugt i32 %42, %6
  br i1 %44, label %45, label %51

45:                                               ; preds = %41
  %46 = add i32 %42, %6
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %47
  %49 = load volatile i32, ptr addrspace(3) %48, align 4, !tbaa !18
  %50 = add nsw i32 %49, %43
  store volatile i32 %50, ptr addrspace(3) %33, align 4, !tbaa !18
  br label %51

51:                                               ; preds = %45, %41
  %52 = phi i32 [ %50, %45 ], [ %43, %41 ]
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %53 = lshr i32 %42, 1
  %54 = icmp ugt i32 %42, 65
  br i1 %54, label %41, label %38

55:                                               ; preds = %38
  %56 = and i64 %5, 31
  %57 = or disjoint i64 %56, 32
  %58 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %57
  %59 = load volatile i32, ptr addrspace(3) %58, align 4, !tbaa !18
  %60 = add nsw i32 %59, %39
  store volatile i32 %60, ptr addrspace(3) %33, align 4, !tbaa !18
  %61 = add nuw nsw i64 %5, 16
  %62 = and i64 %61, 63
  %63 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %62
  %64 = load volatile i32, ptr addrspace(3) %63, align 4, !tbaa !18
  %65 = add nsw i32 %64, %60
  store volatile i32 %65, ptr addrspace(3) %33, align 4, !tbaa !18
  %66 = add nuw nsw i64 %5, 8
  %67 = and i64 %66, 63
  %68 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %67
  %69 = load volatile i32, ptr addrspace(3) %68, align 4, !tbaa !18
  %70 = add nsw i32 %69, %65
  store volatile i32 %70, ptr addrspace(3) %33, align 4, !tbaa !18
  %71 = add nuw nsw i64 %5, 4
  %72 = and i64 %71, 63
  %73 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %72
  %74 = load volatile i32, ptr addrspace(3) %73, align 4, !tbaa !18
  %75 = add nsw i32 %74, %70
  store volatile i32 %75, ptr addrspace(3) %33, align 4, !tbaa !18
  %76 = add nuw nsw i64 %5, 2
  %77 = and i64 %76, 63
  %78 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %77
  %79 = load volatile i32, ptr addrspace(3) %78, align 4, !tbaa !18
  %80 = add nsw i32 %79, %75
  store volatile i32 %80, ptr addrspace(3) %33, align 4, !tbaa !18
  %81 = add nuw nsw i64 %5, 1
  %82 = and i64 %81, 63
  %83 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %82
  %84 = load volatile i32, ptr addrspace(3) %83, align 4, !tbaa !18
  %85 = add nsw i32 %84, %80
  store volatile i32 %85, ptr addrspace(3) %33, align 4, !tbaa !18
  br label %86

86:                                               ; preds = %55, %38
  %87 = icmp eq i32 %6, 0
  br i1 %87, label %88, label %92

88:                                               ; preds = %86
  %89 = load volatile i32, ptr addrspace(3) %2, align 4, !tbaa !18
  %90 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %91 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %90
  store i32 %89, ptr addrspace(1) %91, align 4, !tbaa !18
  br label %92

92:                                               ; preds = %88, %86
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @reduce_subgroup(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = icmp slt i32 %5, %2
  br i1 %6, label %7, label %12

7:                                                ; preds = %3
  %8 = shl i64 %4, 32
  %9 = ashr exact i64 %8, 30
  %10 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !18
  br label %12

12:                                               ; preds = %3, %7
  %13 = phi i32 [ %11, %7 ], [ 0, %3 ]
  %14 = tail call i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %1, i32 noundef %13) #5
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @reduce_workgroup(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !24 !kernel_arg_access_qual !21 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !23 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !18
  %7 = tail call i32 @_Z21work_group_reduce_addi(i32 noundef %6) #5
  %8 = tail call i32 @_Z21work_group_reduce_maxi(i32 noundef %6) #5
  %9 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %3
  %12 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %13 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  store i32 %7, ptr addrspace(1) %13, align 4, !tbaa !18
  %14 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %12
  store i32 %8, ptr addrspace(1) %14, align 4, !tbaa !18
  br label %15

15:                                               ; preds = %11, %3
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z21work_group_reduce_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z21work_group_reduce_maxi(i32 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5}
!opencl.ocl.version = !{!6}

!0 = !{ptr @reduce_sum, !"kernel", i32 1}
!1 = !{ptr @reduce_unrolled, !"kernel", i32 1}
!2 = !{ptr @reduce_subgroup, !"kernel", i32 1}
!3 = !{ptr @reduce_workgroup, !"kernel", i32 1}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"clang-19"}
!8 = !{i32 1, i32 1, i32 3, i32 0}
!9 = !{!"none", !"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"float*", !"int"}
!11 = !{!"const", !"", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C/C++ TBAA"}
!16 = !{!"int*", !"int*", !"int*", !"uint"}
!17 = !{!"const", !"", !"volatile", !""}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !14, i64 0}
!20 = !{i32 1, i32 1, i32 0}
!21 = !{!"none", !"none", !"none"}
!22 = !{!"int*", !"int*", !"int"}
!23 = !{!"const", !"", !""}
!24 = !{i32 1, i32 1, i32 1}
!25 = !{!"int*", !"int*", !"int*"}
