source_filename = "src/scan.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@compact_positive.base = internal unnamed_addr addrspace(3) global i32 undef, align 4
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
define protected amdgpu_kernel void @scan_hillis_steele(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
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
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !9, !amdgpu.noclobber !13
  br label %15

15:                                               ; preds = %4, %10
  %16 = phi i32 [ %14, %10 ], [ 0, %4 ]
  %17 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %6
  store i32 %16, ptr addrspace(3) %17, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #5
  br label %18

18:                                               ; preds = %30, %15
  %19 = phi i32 [ 1, %15 ], [ %34, %30 ]
  %20 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %21 = trunc i64 %20 to i32
  %22 = icmp slt i32 %19, %21
  br i1 %22, label %24, label %23

23:                                               ; preds = %18
  br i1 %9, label %35, label %40

24:                                               ; preds = %18
  %25 = icmp sgt i32 %19, %6
  br i1 %25, label %30, label %26

26:                                               ; preds = %24
  %27 = sub nsw i32 %6, %19
  %28 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %27
  %29 = load i32, ptr addrspace(3) %28, align 4, !tbaa !9
  br label %30

30:                                               ; preds = %24, %26
  %31 = phi i32 [ %29, %26 ], [ 0, %24 ]
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %32 = load i32, ptr addrspace(3) %17, align 4, !tbaa !9
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr addrspace(3) %17, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %34 = shl i32 %19, 1
  br label %18

35:                                               ; preds = %23
  %36 = shl i64 %7, 32
  %37 = ashr exact i64 %36, 30
  %38 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %37
  %39 = load i32, ptr addrspace(3) %17, align 4, !tbaa !9
  store i32 %39, ptr addrspace(1) %38, align 4, !tbaa !9
  br label %40

40:                                               ; preds = %35, %23
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @scan_blelloch(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = shl nsw i32 %5, 1
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7
  %9 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %6
  %10 = or disjoint i32 %6, 1
  %11 = load <2 x i32>, ptr addrspace(1) %8, align 4, !tbaa !9
  store <2 x i32> %11, ptr addrspace(3) %9, align 4, !tbaa !9
  %12 = ashr i32 %2, 1
  %13 = getelementptr i8, ptr addrspace(3) %1, i32 -4
  %14 = icmp sgt i32 %12, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %3
  %16 = add nsw i32 %6, 2
  br label %20

17:                                               ; preds = %32, %3
  %18 = phi i32 [ 1, %3 ], [ %33, %32 ]
  %19 = icmp eq i32 %5, 0
  br i1 %19, label %36, label %39

20:                                               ; preds = %15, %32
  %21 = phi i32 [ 1, %15 ], [ %33, %32 ]
  %22 = phi i32 [ %12, %15 ], [ %34, %32 ]
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %23 = icmp sgt i32 %22, %5
  br i1 %23, label %24, label %32

24:                                               ; preds = %20
  %25 = mul nsw i32 %21, %10
  %26 = mul nsw i32 %21, %16
  %27 = getelementptr i32, ptr addrspace(3) %13, i32 %25
  %28 = load i32, ptr addrspace(3) %27, align 4, !tbaa !9
  %29 = getelementptr i32, ptr addrspace(3) %13, i32 %26
  %30 = load i32, ptr addrspace(3) %29, align 4, !tbaa !9
  %31 = add nsw i32 %30, %28
  store i32 %31, ptr addrspace(3) %29, align 4, !tbaa !9
  br label %32

32:                                               ; preds = %24, %20
  %33 = shl nsw i32 %21, 1
  %34 = lshr i32 %22, 1
  %35 = icmp ult i32 %22, 2
  br i1 %35, label %17, label %20

36:                                               ; preds = %17
  %37 = getelementptr i32, ptr addrspace(3) %1, i32 %2
  %38 = getelementptr i8, ptr addrspace(3) %37, i32 -4
  store i32 0, ptr addrspace(3) %38, align 4, !tbaa !9
  br label %39

39:                                               ; preds = %36, %17
  %40 = icmp sgt i32 %2, 1
  br i1 %40, label %41, label %43

41:                                               ; preds = %39
  %42 = add nsw i32 %6, 2
  br label %45

43:                                               ; preds = %58, %39
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %44 = load <2 x i32>, ptr addrspace(3) %9, align 4, !tbaa !9
  store <2 x i32> %44, ptr addrspace(1) %8, align 4, !tbaa !9
  ret void

45:                                               ; preds = %41, %58
  %46 = phi i32 [ %18, %41 ], [ %48, %58 ]
  %47 = phi i32 [ 1, %41 ], [ %59, %58 ]
  %48 = lshr i32 %46, 1
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %49 = icmp sgt i32 %47, %5
  br i1 %49, label %50, label %58

50:                                               ; preds = %45
  %51 = mul nsw i32 %48, %10
  %52 = mul nsw i32 %48, %42
  %53 = getelementptr i32, ptr addrspace(3) %13, i32 %51
  %54 = load i32, ptr addrspace(3) %53, align 4, !tbaa !9
  %55 = getelementptr i32, ptr addrspace(3) %13, i32 %52
  %56 = load i32, ptr addrspace(3) %55, align 4, !tbaa !9
  store i32 %56, ptr addrspace(3) %53, align 4, !tbaa !9
  %57 = add nsw i32 %56, %54
  store i32 %57, ptr addrspace(3) %55, align 4, !tbaa !9
  br label %58

58:                                               ; preds = %45, %50
  %59 = shl nsw i32 %47, 1
  %60 = icmp slt i32 %59, %2
  br i1 %60, label %45, label %43
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @scan_collectives(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !18 !kernel_arg_access_qual !15 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = shl i64 %4, 32
  %6 = ashr exact i64 %5, 32
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !9, !amdgpu.noclobber !13
  %9 = tail call i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef %8) #5
  %10 = tail call i32 @_Z28sub_group_scan_exclusive_maxi(i32 noundef %8) #5
  %11 = sub nsw i32 %9, %10
  %12 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %6
  store i32 %11, ptr addrspace(1) %12, align 4, !tbaa !9
  %13 = tail call i32 @_Z29work_group_scan_exclusive_addi(i32 noundef %8) #5
  %14 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %6
  store i32 %13, ptr addrspace(1) %14, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z28sub_group_scan_exclusive_maxi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z29work_group_scan_exclusive_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @compact_positive(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !18 !kernel_arg_access_qual !15 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = shl i64 %4, 32
  %6 = ashr exact i64 %5, 30
  %7 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !9, !amdgpu.noclobber !13
  %9 = icmp sgt i32 %8, 0
  %10 = zext i1 %9 to i32
  %11 = tail call i32 @_Z29work_group_scan_exclusive_addi(i32 noundef %10) #5
  %12 = tail call i32 @_Z21work_group_reduce_addi(i32 noundef %10) #5
  %13 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %15, label %17

15:                                               ; preds = %3
  %16 = tail call i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %2, i32 noundef %12) #5
  store i32 %16, ptr addrspace(3) @compact_positive.base, align 4, !tbaa !9
  br label %17

17:                                               ; preds = %15, %3
  tail call void @_Z7barrierj(i32 noundef 1) #5
  br i1 %9, label %18, label %23

18:                                               ; preds = %17
  %19 = load i32, ptr addrspace(3) @compact_positive.base, align 4, !tbaa !9
  %20 = add nsw i32 %19, %11
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %21
  store i32 %8, ptr addrspace(1) %22, align 4, !tbaa !9
  br label %23

23:                                               ; preds = %18, %17
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z21work_group_reduce_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"clang-19"}
!5 = !{i32 1, i32 1, i32 3, i32 0}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"int*", !"int*", !"int*", !"int"}
!8 = !{!"const", !"", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{}
!14 = !{i32 1, i32 3, i32 0}
!15 = !{!"none", !"none", !"none"}
!16 = !{!"int*", !"int*", !"int"}
!17 = !{!"", !"", !""}
!18 = !{i32 1, i32 1, i32 1}
!19 = !{!"int*", !"int*", !"int*"}
!20 = !{!"const", !"", !""}
