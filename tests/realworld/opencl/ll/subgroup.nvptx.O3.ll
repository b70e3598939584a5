source_filename = "src/subgroup.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sg_broadcast_vote.first = internal unnamed_addr addrspace(3) global i32 undef, align 4

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
define dso_local spir_kernel void @sg_broadcast_vote(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %5, label %9

5:                                                ; preds = %2
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !11
  store i32 %8, ptr addrspace(3) @sg_broadcast_vote.first, align 4, !tbaa !11
  br label %9

9:                                                ; preds = %5, %2
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %10 = load i32, ptr addrspace(3) @sg_broadcast_vote.first, align 4, !tbaa !11
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !11
  %14 = icmp sgt i32 %13, %10
  %15 = zext i1 %14 to i32
  %16 = add nsw i32 %10, %15
  %17 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %11
  store i32 %16, ptr addrspace(1) %17, align 4, !tbaa !11
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local spir_kernel void @sg_loop_reduce(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #4 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = icmp slt i32 %5, %2
  br i1 %6, label %7, label %24

7:                                                ; preds = %3, %18
  %8 = phi i64 [ %21, %18 ], [ %4, %3 ]
  %9 = phi i32 [ %19, %18 ], [ 0, %3 ]
  %10 = shl i64 %8, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !11
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %7
  %16 = add nsw i32 %13, %9
  %17 = icmp sgt i32 %16, 1000000
  br i1 %17, label %24, label %18

18:                                               ; preds = %15, %7
  %19 = phi i32 [ %9, %7 ], [ %16, %15 ]
  %20 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #5
  %21 = add i64 %20, %11
  %22 = trunc i64 %21 to i32
  %23 = icmp slt i32 %22, %2
  br i1 %23, label %7, label %24

24:                                               ; preds = %18, %15, %3
  %25 = phi i32 [ 0, %3 ], [ %19, %18 ], [ %16, %15 ]
  %26 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %27 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %26
  store i32 %25, ptr addrspace(1) %27, align 4, !tbaa !11
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @wg_broadcast_vote(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %4 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %3
  %5 = load i32, ptr addrspace(1) %4, align 4, !tbaa !11
  %6 = tail call i32 @_Z20work_group_broadcastim(i32 noundef %5, i64 noundef 0) #6
  %7 = icmp sgt i32 %5, %6
  %8 = zext i1 %7 to i32
  %9 = tail call i32 @_Z14work_group_anyi(i32 noundef %8) #6
  %10 = icmp sgt i32 %5, -1
  %11 = zext i1 %10 to i32
  %12 = tail call i32 @_Z14work_group_alli(i32 noundef %11) #6
  %13 = add nsw i32 %9, %6
  %14 = add nsw i32 %13, %12
  %15 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %3
  store i32 %14, ptr addrspace(1) %15, align 4, !tbaa !11
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z20work_group_broadcastim(i32 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z14work_group_anyi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z14work_group_alli(i32 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #4 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2}
!llvm.module.flags = !{!3, !4}
!opencl.ocl.version = !{!5}

!0 = !{ptr @sg_broadcast_vote, !"kernel", i32 1}
!1 = !{ptr @sg_loop_reduce, !"kernel", i32 1}
!2 = !{ptr @wg_broadcast_vote, !"kernel", i32 1}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{i32 2, i32 0}
!6 = !{!"clang-19"}
!7 = !{i32 1, i32 1}
!8 = !{!"none", !"none"}
!9 = !{!"int*", !"int*"}
!10 = !{!"const", !""}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{i32 1, i32 1, i32 0}
!16 = !{!"none", !"none", !"none"}
!17 = !{!"int*", !"int*", !"int"}
!18 = !{!"const", !"", !""}
