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
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !9
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
  br label %18, !llvm.loop !13

35:                                               ; preds = %23
  %36 = load i32, ptr addrspace(3) %17, align 4, !tbaa !9
  %37 = shl i64 %7, 32
  %38 = ashr exact i64 %37, 30
  %39 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %38
  store i32 %36, ptr addrspace(1) %39, align 4, !tbaa !9
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
define protected amdgpu_kernel void @scan_blelloch(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = shl nsw i32 %5, 1
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !9
  %10 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %6
  store i32 %9, ptr addrspace(3) %10, align 4, !tbaa !9
  %11 = or disjoint i32 %6, 1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !9
  %15 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %11
  store i32 %14, ptr addrspace(3) %15, align 4, !tbaa !9
  %16 = ashr i32 %2, 1
  %17 = getelementptr i8, ptr addrspace(3) %1, i32 -4
  %18 = getelementptr i8, ptr addrspace(3) %1, i32 -4
  %19 = icmp sgt i32 %16, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %3
  %21 = add nsw i32 %6, 2
  br label %25

22:                                               ; preds = %37, %3
  %23 = phi i32 [ 1, %3 ], [ %38, %37 ]
  %24 = icmp eq i32 %5, 0
  br i1 %24, label %41, label %44

25:                                               ; preds = %20, %37
  %26 = phi i32 [ 1, %20 ], [ %38, %37 ]
  %27 = phi i32 [ %16, %20 ], [ %39, %37 ]
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %28 = icmp sgt i32 %27, %5
  br i1 %28, label %29, label %37

29:                                               ; preds = %25
  %30 = mul nsw i32 %26, %11
  %31 = mul nsw i32 %26, %21
  %32 = getelementptr i32, ptr addrspace(3) %17, i32 %30
  %33 = load i32, ptr addrspace(3) %32, align 4, !tbaa !9
  %34 = getelementptr i32, ptr addrspace(3) %18, i32 %31
  %35 = load i32, ptr addrspace(3) %34, align 4, !tbaa !9
  %36 = add nsw i32 %35, %33
  store i32 %36, ptr addrspace(3) %34, align 4, !tbaa !9
  br label %37

37:                                               ; preds = %29, %25
  %38 = shl nsw i32 %26, 1
  %39 = lshr i32 %27, 1
  %40 = icmp ult i32 %27, 2
  br i1 %40, label %22, label %25, !llvm.loop !19

41:                                               ; preds = %22
  %42 = getelementptr i32, ptr addrspace(3) %1, i32 %2
  %43 = getelementptr i8, ptr addrspace(3) %42, i32 -4
  store i32 0, ptr addrspace(3) %43, align 4, !tbaa !9
  br label %44

44:                                               ; preds = %41, %22
  %45 = getelementptr i8, ptr addrspace(3) %1, i32 -4
  %46 = getelementptr i8, ptr addrspace(3) %1, i32 -4
  %47 = icmp sgt i32 %2, 1
  br i1 %47, label %48, label %50

48:                                               ; preds = %44
  %49 = add nsw i32 %6, 2
  br label %53

50:                                               ; preds = %67, %44
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %51 = load i32, ptr addrspace(3) %10, align 4, !tbaa !9
  store i32 %51, ptr addrspace(1) %8, align 4, !tbaa !9
  %52 = load i32, ptr addrspace(3) %15, align 4, !tbaa !9
  store i32 %52, ptr addrspace(1) %13, align 4, !tbaa !9
  ret void

53:                                               ; preds = %48, %67
  %54 = phi i32 [ %23, %48 ], [ %56, %67 ]
  %55 = phi i32 [ 1, %48 ], [ %68, %67 ]
  %56 = lshr i32 %54, 1
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %57 = icmp sgt i32 %55, %5
  br i1 %57, label %58, label %67

58:                                               ; preds = %53
  %59 = mul nsw i32 %56, %11
  %60 = mul nsw i32 %56, %49
  %61 = getelementptr i32, ptr addrspace(3) %45, i32 %59
  %62 = load i32, ptr addrspace(3) %61, align 4, !tbaa !9
  %63 = getelementptr i32, ptr addrspace(3) %46, i32 %60
  %64 = load i32, ptr addrspace(3) %63, align 4, !tbaa !9
  store i32 %64, ptr addrspace(3) %61, align 4, !tbaa !9
  %65 = load i32, ptr addrspace(3) %63, align 4, !tbaa !9
  %66 = add nsw i32 %65, %62
  store i32 %66, ptr addrspace(3) %63, align 4, !tbaa !9
  br label %67

67:                                               ; preds = %53, %58
  %68 = shl nsw i32 %55, 1
  %69 = icmp slt i32 %68, %2
  br i1 %69, label %53, label %50, !llvm.loop !20
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @scan_collectives(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !21 !kernel_arg_access_qual !16 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = shl i64 %4, 32
  %6 = ashr exact i64 %5, 32
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !9
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
define protected amdgpu_kernel void @compact_positive(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !21 !kernel_arg_access_qual !16 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = shl i64 %4, 32
  %6 = ashr exact i64 %5, 30
  %7 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !9
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = !{i32 1, i32 3, i32 0}
!16 = !{!"none", !"none", !"none"}
!17 = !{!"int*", !"int*", !"int"}
!18 = !{!"", !"", !""}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = !{i32 1, i32 1, i32 1}
!22 = !{!"int*", !"int*", !"int*"}
!23 = !{!"const", !"", !""}
