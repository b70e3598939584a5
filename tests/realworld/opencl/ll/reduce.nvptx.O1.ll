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
  br i1 %29, label %18, label %12, !llvm.loop !16

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
  br i1 %44, label %30, label %32, !llvm.loop !18

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
define dso_local spir_kernel void @reduce_unrolled(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
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
  br i1 %14, label %15, label %19

15:                                               ; preds = %4
  %16 = and i64 %12, 4294967295
  %17 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !21
  br label %19

19:                                               ; preds = %4, %15
  %20 = phi i32 [ %18, %15 ], [ 0, %4 ]
  %21 = and i64 %12, 4294967295
  %22 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %23 = add i64 %22, %21
  %24 = zext i32 %3 to i64
  %25 = icmp ult i64 %23, %24
  br i1 %25, label %26, label %32

26:                                               ; preds = %19
  %27 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %28 = getelementptr i32, ptr addrspace(1) %0, i64 %21
  %29 = getelementptr i32, ptr addrspace(1) %28, i64 %27
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !21
  %31 = add nsw i32 %30, %20
  br label %32

32:                                               ; preds = %26, %19
  %33 = phi i32 [ %31, %26 ], [ %20, %19 ]
  %34 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %11
  store volatile i32 %33, ptr addrspace(3) %34, align 4, !tbaa !21
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %35 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %36 = lshr i64 %35, 1
  %37 = trunc i64 %36 to i32
  %38 = icmp ugt i32 %37, 32
  br i1 %38, label %42, label %39

39:                                               ; preds = %52, %32
  %40 = phi i32 [ %33, %32 ], [ %53, %52 ]
  %41 = icmp ult i32 %6, 32
  br i1 %41, label %56, label %87

42:                                               ; preds = %32, %52
  %43 = phi i32 [ %54, %52 ], [ %37, %32 ]
  %44 = phi i32 [ %53, %52 ], [ %33, %32 ]
  %45 = icmp ugt i32 %43, %6
  br i1 %45, label %46, label %52

46:                                               ; preds = %42
  %47 = add i32 %43, %6
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %48
  %50 = load volatile i32, ptr addrspace(3) %49, align 4, !tbaa !21
  %51 = add nsw i32 %50, %44
  store volatile i32 %51, ptr addrspace(3) %34, align 4, !tbaa !21
  br label %52

52:                                               ; preds = %46, %42
  %53 = phi i32 [ %51, %46 ], [ %44, %42 ]
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %54 = lshr i32 %43, 1
  %55 = icmp ugt i32 %43, 65
  br i1 %55, label %42, label %39, !llvm.loop !23

56:                                               ; preds = %39
  %57 = and i64 %5, 31
  %58 = or disjoint i64 %57, 32
  %59 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %58
  %60 = load volatile i32, ptr addrspace(3) %59, align 4, !tbaa !21
  %61 = add nsw i32 %60, %40
  store volatile i32 %61, ptr addrspace(3) %34, align 4, !tbaa !21
  %62 = add nuw nsw i64 %5, 16
  %63 = and i64 %62, 63
  %64 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %63
  %65 = load volatile i32, ptr addrspace(3) %64, align 4, !tbaa !21
  %66 = add nsw i32 %65, %61
  store volatile i32 %66, ptr addrspace(3) %34, align 4, !tbaa !21
  %67 = add nuw nsw i64 %5, 8
  %68 = and i64 %67, 63
  %69 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %68
  %70 = load volatile i32, ptr addrspace(3) %69, align 4, !tbaa !21
  %71 = add nsw i32 %70, %66
  store volatile i32 %71, ptr addrspace(3) %34, align 4, !tbaa !21
  %72 = add nuw nsw i64 %5, 4
  %73 = and i64 %72, 63
  %74 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %73
  %75 = load volatile i32, ptr addrspace(3) %74, align 4, !tbaa !21
  %76 = add nsw i32 %75, %71
  store volatile i32 %76, ptr addrspace(3) %34, align 4, !tbaa !21
  %77 = add nuw nsw i64 %5, 2
  %78 = and i64 %77, 63
  %79 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %78
  %80 = load volatile i32, ptr addrspace(3) %79, align 4, !tbaa !21
  %81 = add nsw i32 %80, %76
  store volatile i32 %81, ptr addrspace(3) %34, align 4, !tbaa !21
  %82 = add nuw nsw i64 %5, 1
  %83 = and i64 %82, 63
  %84 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %83
  %85 = load volatile i32, ptr addrspace(3) %84, align 4, !tbaa !21
  %86 = add nsw i32 %85, %81
  store volatile i32 %86, ptr addrspace(3) %34, align 4, !tbaa !21
  br label %87

87:                                               ; preds = %56, %39
  %88 = icmp eq i32 %6, 0
  br i1 %88, label %89, label %93

89:                                               ; preds = %87
  %90 = load volatile i32, ptr addrspace(3) %2, align 4, !tbaa !21
  %91 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %92 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %91
  store i32 %90, ptr addrspace(1) %92, align 4, !tbaa !21
  br label %93

93:                                               ; preds = %89, %87
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @reduce_subgroup(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = icmp slt i32 %5, %2
  br i1 %6, label %7, label %12

7:                                                ; preds = %3
  %8 = shl i64 %4, 32
  %9 = ashr exact i64 %8, 30
  %10 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !21
  br label %12

12:                                               ; preds = %3, %7
  %13 = phi i32 [ %11, %7 ], [ 0, %3 ]
  %14 = tail call i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %1, i32 noundef %13) #5
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @reduce_workgroup(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !28 !kernel_arg_access_qual !25 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !27 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !21
  %7 = tail call i32 @_Z21work_group_reduce_addi(i32 noundef %6) #5
  %8 = tail call i32 @_Z21work_group_reduce_maxi(i32 noundef %6) #5
  %9 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %3
  %12 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %13 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  store i32 %7, ptr addrspace(1) %13, align 4, !tbaa !21
  %14 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %12
  store i32 %8, ptr addrspace(1) %14, align 4, !tbaa !21
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
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !17}
!19 = !{!"int*", !"int*", !"int*", !"uint"}
!20 = !{!"const", !"", !"volatile", !""}
!21 = !{!22, !22, i64 0}
!22 = !{!"int", !14, i64 0}
!23 = distinct !{!23, !17}
!24 = !{i32 1, i32 1, i32 0}
!25 = !{!"none", !"none", !"none"}
!26 = !{!"int*", !"int*", !"int"}
!27 = !{!"const", !"", !""}
!28 = !{i32 1, i32 1, i32 1}
!29 = !{!"int*", !"int*", !"int*"}
