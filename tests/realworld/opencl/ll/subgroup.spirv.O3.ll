source_filename = "src/subgroup.cl"
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
define spir_kernel void @sg_broadcast_vote(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = tail call token @llvm.experimental.convergence.entry()
  %4 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %3) ]
  %5 = shl i64 %4, 32
  %6 = ashr exact i64 %5, 32
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !8
  %9 = call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %8, i32 noundef 0) #6 [ "convergencectrl"(token %3) ]
  %10 = icmp sgt i32 %8, %9
  %11 = zext i1 %10 to i32
  %12 = call spir_func i32 @_Z13sub_group_anyi(i32 noundef %11) #6 [ "convergencectrl"(token %3) ]
  %13 = icmp sgt i32 %8, -1
  %14 = zext i1 %13 to i32
  %15 = call spir_func i32 @_Z13sub_group_alli(i32 noundef %14) #6 [ "convergencectrl"(token %3) ]
  %16 = shl nsw i32 %12, 1
  %17 = add nsw i32 %16, %9
  %18 = shl nsw i32 %15, 2
  %19 = add nsw i32 %17, %18
  %20 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %6
  store i32 %19, ptr addrspace(1) %20, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z13sub_group_anyi(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z13sub_group_alli(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @sg_ids(ptr addrspace(1) nocapture noundef writeonly align 4 %0) local_unnamed_addr #2 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %2 = tail call token @llvm.experimental.convergence.entry()
  %3 = call spir_func i32 @_Z16get_sub_group_idv() #6 [ "convergencectrl"(token %2) ]
  %4 = call spir_func i32 @_Z22get_sub_group_local_idv() #6 [ "convergencectrl"(token %2) ]
  %5 = call spir_func i32 @_Z18get_sub_group_sizev() #6 [ "convergencectrl"(token %2) ]
  %6 = call spir_func i32 @_Z18get_num_sub_groupsv() #6 [ "convergencectrl"(token %2) ]
  %7 = add i32 %3, 1
  %8 = icmp eq i32 %7, %6
  br i1 %8, label %9, label %13

9:                                                ; preds = %1
  %10 = mul i32 %5, 1000
  %11 = add i32 %10, %4
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %2) ]
  br label %21

13:                                               ; preds = %1
  %14 = and i32 %4, 1
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %13
  %17 = sub nsw i32 0, %4
  %18 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %2) ]
  br label %21

19:                                               ; preds = %13
  %20 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %2) ]
  br label %21

21:                                               ; preds = %16, %19, %9
  %22 = phi i64 [ %18, %16 ], [ %20, %19 ], [ %12, %9 ]
  %23 = phi i32 [ %17, %16 ], [ %3, %19 ], [ %11, %9 ]
  %24 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %22
  store i32 %23, ptr addrspace(1) %24, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z16get_sub_group_idv() local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z18get_sub_group_sizev() local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z18get_num_sub_groupsv() local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @sg_loop_reduce(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #2 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i32 @_Z22get_sub_group_local_idv() #6 [ "convergencectrl"(token %4) ]
  %6 = call spir_func i32 @_Z16get_sub_group_idv() #6 [ "convergencectrl"(token %4) ]
  %7 = call spir_func i32 @_Z18get_sub_group_sizev() #6 [ "convergencectrl"(token %4) ]
  %8 = mul i32 %7, %6
  br label %9

9:                                                ; preds = %29, %3
  %10 = phi i32 [ %8, %3 ], [ %33, %29 ]
  %11 = phi i32 [ 0, %3 ], [ %25, %29 ]
  %12 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %13 = icmp slt i32 %10, %2
  br i1 %13, label %14, label %34

14:                                               ; preds = %9
  %15 = add nsw i32 %10, %5
  %16 = icmp slt i32 %15, %2
  br i1 %16, label %17, label %21

17:                                               ; preds = %14
  %18 = sext i32 %15 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !8
  br label %21

21:                                               ; preds = %14, %17
  %22 = phi i32 [ %20, %17 ], [ 0, %14 ]
  %23 = call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %22) #6 [ "convergencectrl"(token %12) ]
  %24 = icmp eq i32 %23, 0
  %25 = add nsw i32 %23, %11
  %26 = icmp sgt i32 %25, 1000000
  %27 = select i1 %26, i32 2, i32 0
  %28 = select i1 %24, i32 4, i32 %27
  switch i32 %28, label %34 [
    i32 0, label %29
    i32 4, label %29
  ]

29:                                               ; preds = %21, %21
  %30 = call spir_func i32 @_Z18get_num_sub_groupsv() #6 [ "convergencectrl"(token %12) ]
  %31 = call spir_func i32 @_Z18get_sub_group_sizev() #6 [ "convergencectrl"(token %12) ]
  %32 = mul i32 %31, %30
  %33 = add i32 %32, %10
  br label %9

34:                                               ; preds = %9, %21
  %35 = phi i32 [ %25, %21 ], [ %11, %9 ]
  %36 = icmp eq i32 %5, 0
  br i1 %36, label %37, label %41

37:                                               ; preds = %34
  %38 = call spir_func i32 @_Z16get_sub_group_idv() #6 [ "convergencectrl"(token %4) ]
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %39
  store i32 %35, ptr addrspace(1) %40, align 4, !tbaa !8
  br label %41

41:                                               ; preds = %37, %34
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @sg_minmax_barrier(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2) local_unnamed_addr #2 !kernel_arg_addr_space !20 !kernel_arg_access_qual !17 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !19 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %6 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %5
  %7 = load float, ptr addrspace(1) %6, align 4, !tbaa !22
  %8 = call spir_func float @_Z20sub_group_reduce_minf(float noundef %7) #6 [ "convergencectrl"(token %4) ]
  %9 = call spir_func float @_Z20sub_group_reduce_maxf(float noundef %7) #6 [ "convergencectrl"(token %4) ]
  %10 = call spir_func i32 @_Z22get_sub_group_local_idv() #6 [ "convergencectrl"(token %4) ]
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %17

12:                                               ; preds = %3
  %13 = fsub float %9, %8
  %14 = call spir_func i32 @_Z16get_sub_group_idv() #6 [ "convergencectrl"(token %4) ]
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %15
  store float %13, ptr addrspace(3) %16, align 4, !tbaa !22
  br label %17

17:                                               ; preds = %12, %3
  call spir_func void @_Z17sub_group_barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %4) ]
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %4) ]
  %18 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %19 = icmp eq i64 %18, 0
  br i1 %19, label %20, label %35

20:                                               ; preds = %17, %29
  %21 = phi float [ %33, %29 ], [ 0.000000e+00, %17 ]
  %22 = phi i32 [ %34, %29 ], [ 0, %17 ]
  %23 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %24 = call spir_func i32 @_Z18get_num_sub_groupsv() #6 [ "convergencectrl"(token %23) ]
  %25 = icmp ult i32 %22, %24
  br i1 %25, label %29, label %26

26:                                               ; preds = %20
  %27 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %28 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %27
  store float %21, ptr addrspace(1) %28, align 4, !tbaa !22
  br label %35

29:                                               ; preds = %20
  %30 = zext i32 %22 to i64
  %31 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %30
  %32 = load float, ptr addrspace(3) %31, align 4, !tbaa !22
  %33 = call spir_func float @_Z4fmaxff(float noundef %21, float noundef %32) #5 [ "convergencectrl"(token %23) ]
  %34 = add nuw i32 %22, 1
  br label %20

35:                                               ; preds = %26, %17
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func float @_Z20sub_group_reduce_minf(float noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func float @_Z20sub_group_reduce_maxf(float noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z17sub_group_barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z4fmaxff(float noundef, float noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @wg_broadcast_vote(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = tail call token @llvm.experimental.convergence.entry()
  %4 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %3) ]
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !8
  %7 = call spir_func i32 @_Z20work_group_broadcastim(i32 noundef %6, i64 noundef 0) #6 [ "convergencectrl"(token %3) ]
  %8 = icmp sgt i32 %6, %7
  %9 = zext i1 %8 to i32
  %10 = call spir_func i32 @_Z14work_group_anyi(i32 noundef %9) #6 [ "convergencectrl"(token %3) ]
  %11 = icmp sgt i32 %6, -1
  %12 = zext i1 %11 to i32
  %13 = call spir_func i32 @_Z14work_group_alli(i32 noundef %12) #6 [ "convergencectrl"(token %3) ]
  %14 = add nsw i32 %10, %7
  %15 = add nsw i32 %14, %13
  %16 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4
  store i32 %15, ptr addrspace(1) %16, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20work_group_broadcastim(i32 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z14work_group_anyi(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z14work_group_alli(i32 noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"clang-19"}
!4 = !{i32 1, i32 1}
!5 = !{!"none", !"none"}
!6 = !{!"int*", !"int*"}
!7 = !{!"const", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{i32 1}
!13 = !{!"none"}
!14 = !{!"int*"}
!15 = !{!""}
!16 = !{i32 1, i32 1, i32 0}
!17 = !{!"none", !"none", !"none"}
!18 = !{!"int*", !"int*", !"int"}
!19 = !{!"const", !"", !""}
!20 = !{i32 1, i32 1, i32 3}
!21 = !{!"float*", !"float*", !"float*"}
!22 = !{!23, !23, i64 0}
!23 = !{!"float", !10, i64 0}
