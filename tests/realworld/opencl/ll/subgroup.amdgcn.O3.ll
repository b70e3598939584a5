source_filename = "src/subgroup.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define hidden i32 @hash32(i32 noundef %0) local_unnamed_addr #0 {
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

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @sg_broadcast_vote(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %4 = shl i64 %3, 32
  %5 = ashr exact i64 %4, 32
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !9, !amdgpu.noclobber !13
  %8 = tail call i32 @_Z19sub_group_broadcastij(i32 noundef %7, i32 noundef 0) #6
  %9 = icmp sgt i32 %7, %8
  %10 = zext i1 %9 to i32
  %11 = tail call i32 @_Z13sub_group_anyi(i32 noundef %10) #6
  %12 = icmp sgt i32 %7, -1
  %13 = zext i1 %12 to i32
  %14 = tail call i32 @_Z13sub_group_alli(i32 noundef %13) #6
  %15 = shl nsw i32 %11, 1
  %16 = add nsw i32 %15, %8
  %17 = shl nsw i32 %14, 2
  %18 = add nsw i32 %16, %17
  %19 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5
  store i32 %18, ptr addrspace(1) %19, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z13sub_group_anyi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z13sub_group_alli(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @sg_ids(ptr addrspace(1) nocapture noundef writeonly align 4 %0) local_unnamed_addr #1 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %2 = tail call i32 @_Z16get_sub_group_idv() #6
  %3 = tail call i32 @_Z22get_sub_group_local_idv() #6
  %4 = tail call i32 @_Z18get_sub_group_sizev() #6
  %5 = tail call i32 @_Z18get_num_sub_groupsv() #6
  %6 = add i32 %2, 1
  %7 = icmp eq i32 %6, %5
  br i1 %7, label %8, label %12

8:                                                ; preds = %1
  %9 = mul i32 %4, 1000
  %10 = add i32 %9, %3
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  br label %20

12:                                               ; preds = %1
  %13 = and i32 %3, 1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %12
  %16 = sub nsw i32 0, %3
  %17 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  br label %20

18:                                               ; preds = %12
  %19 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  br label %20

20:                                               ; preds = %15, %18, %8
  %21 = phi i64 [ %17, %15 ], [ %19, %18 ], [ %11, %8 ]
  %22 = phi i32 [ %16, %15 ], [ %2, %18 ], [ %10, %8 ]
  %23 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %21
  store i32 %22, ptr addrspace(1) %23, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z16get_sub_group_idv() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z18get_sub_group_sizev() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z18get_num_sub_groupsv() local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @sg_loop_reduce(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %4 = tail call i32 @_Z22get_sub_group_local_idv() #6
  %5 = tail call i32 @_Z16get_sub_group_idv() #6
  %6 = tail call i32 @_Z18get_sub_group_sizev() #6
  %7 = mul i32 %6, %5
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %32

9:                                                ; preds = %3, %26
  %10 = phi i32 [ %22, %26 ], [ 0, %3 ]
  %11 = phi i32 [ %30, %26 ], [ %7, %3 ]
  %12 = add nsw i32 %11, %4
  %13 = icmp slt i32 %12, %2
  br i1 %13, label %14, label %18

14:                                               ; preds = %9
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !9
  br label %18

18:                                               ; preds = %9, %14
  %19 = phi i32 [ %17, %14 ], [ 0, %9 ]
  %20 = tail call i32 @_Z20sub_group_reduce_addi(i32 noundef %19) #6
  %21 = icmp eq i32 %20, 0
  %22 = add nsw i32 %20, %10
  %23 = icmp sgt i32 %22, 1000000
  %24 = select i1 %23, i32 2, i32 0
  %25 = select i1 %21, i32 4, i32 %24
  switch i32 %25, label %32 [
    i32 0, label %26
    i32 4, label %26
  ]

26:                                               ; preds = %18, %18
  %27 = tail call i32 @_Z18get_num_sub_groupsv() #6
  %28 = tail call i32 @_Z18get_sub_group_sizev() #6
  %29 = mul i32 %28, %27
  %30 = add i32 %29, %11
  %31 = icmp slt i32 %30, %2
  br i1 %31, label %9, label %32

32:                                               ; preds = %18, %26, %3
  %33 = phi i32 [ 0, %3 ], [ %22, %26 ], [ %22, %18 ]
  %34 = icmp eq i32 %4, 0
  br i1 %34, label %35, label %39

35:                                               ; preds = %32
  %36 = tail call i32 @_Z16get_sub_group_idv() #6
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %37
  store i32 %33, ptr addrspace(1) %38, align 4, !tbaa !9
  br label %39

39:                                               ; preds = %35, %32
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @sg_minmax_barrier(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !22 !kernel_arg_access_qual !19 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !21 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %5 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %4
  %6 = load float, ptr addrspace(1) %5, align 4, !tbaa !24, !amdgpu.noclobber !13
  %7 = tail call float @_Z20sub_group_reduce_minf(float noundef %6) #6
  %8 = tail call float @_Z20sub_group_reduce_maxf(float noundef %6) #6
  %9 = tail call i32 @_Z22get_sub_group_local_idv() #6
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %3
  %12 = fsub float %8, %7
  %13 = tail call i32 @_Z16get_sub_group_idv() #6
  %14 = getelementptr inbounds float, ptr addrspace(3) %2, i32 %13
  store float %12, ptr addrspace(3) %14, align 4, !tbaa !24
  br label %15

15:                                               ; preds = %11, %3
  tail call void @_Z17sub_group_barrierj(i32 noundef 1) #6
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %16 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %17 = icmp eq i64 %16, 0
  br i1 %17, label %18, label %31

18:                                               ; preds = %15, %26
  %19 = phi float [ %29, %26 ], [ 0.000000e+00, %15 ]
  %20 = phi i32 [ %30, %26 ], [ 0, %15 ]
  %21 = tail call i32 @_Z18get_num_sub_groupsv() #6
  %22 = icmp ult i32 %20, %21
  br i1 %22, label %26, label %23

23:                                               ; preds = %18
  %24 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %25 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %24
  store float %19, ptr addrspace(1) %25, align 4, !tbaa !24
  br label %31

26:                                               ; preds = %18
  %27 = getelementptr inbounds float, ptr addrspace(3) %2, i32 %20
  %28 = load float, ptr addrspace(3) %27, align 4, !tbaa !24
  %29 = tail call float @llvm.maxnum.f32(float noundef %19, float noundef %28) #5
  %30 = add nuw i32 %20, 1
  br label %18

31:                                               ; preds = %23, %15
  ret void
}

; Function Attrs: convergent nounwind
declare hidden float @_Z20sub_group_reduce_minf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden float @_Z20sub_group_reduce_maxf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden void @_Z17sub_group_barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @wg_broadcast_vote(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %4 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %3
  %5 = load i32, ptr addrspace(1) %4, align 4, !tbaa !9, !amdgpu.noclobber !13
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
  store i32 %14, ptr addrspace(1) %15, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20work_group_broadcastim(i32 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z14work_group_anyi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z14work_group_alli(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"clang-19"}
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"int*", !"int*"}
!8 = !{!"const", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{}
!14 = !{i32 1}
!15 = !{!"none"}
!16 = !{!"int*"}
!17 = !{!""}
!18 = !{i32 1, i32 1, i32 0}
!19 = !{!"none", !"none", !"none"}
!20 = !{!"int*", !"int*", !"int"}
!21 = !{!"const", !"", !""}
!22 = !{i32 1, i32 1, i32 3}
!23 = !{!"float*", !"float*", !"float*"}
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !11, i64 0}
