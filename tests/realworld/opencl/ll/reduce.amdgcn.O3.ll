source_filename = "src/reduce.cl"
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
define protected amdgpu_kernel void @reduce_sum(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %9 = trunc i64 %8 to i32
  %10 = trunc i64 %5 to i32
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %16, label %12

12:                                               ; preds = %16, %4
  %13 = phi float [ 0.000000e+00, %4 ], [ %23, %16 ]
  %14 = getelementptr float, ptr addrspace(3) %2, i32 %7
  store float %13, ptr addrspace(3) %14, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %15 = icmp sgt i32 %9, 1
  br i1 %15, label %30, label %28

16:                                               ; preds = %4, %16
  %17 = phi i64 [ %25, %16 ], [ %5, %4 ]
  %18 = phi float [ %23, %16 ], [ 0.000000e+00, %4 ]
  %19 = shl i64 %17, 32
  %20 = ashr exact i64 %19, 32
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !9, !amdgpu.noclobber !13
  %23 = fadd float %18, %22
  %24 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %25 = add i64 %24, %20
  %26 = trunc i64 %25 to i32
  %27 = icmp slt i32 %26, %3
  br i1 %27, label %16, label %12

28:                                               ; preds = %39, %12
  %29 = icmp eq i32 %7, 0
  br i1 %29, label %41, label %45

30:                                               ; preds = %12, %39
  %31 = phi i32 [ %32, %39 ], [ %9, %12 ]
  %32 = lshr i32 %31, 1
  %33 = icmp sgt i32 %32, %7
  br i1 %33, label %34, label %39

34:                                               ; preds = %30
  %35 = getelementptr float, ptr addrspace(3) %14, i32 %32
  %36 = load float, ptr addrspace(3) %35, align 4, !tbaa !9
  %37 = load float, ptr addrspace(3) %14, align 4, !tbaa !9
  %38 = fadd float %36, %37
  store float %38, ptr addrspace(3) %14, align 4, !tbaa !9
  br label %39

39:                                               ; preds = %34, %30
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %40 = icmp ult i32 %31, 4
  br i1 %40, label %28, label %30

41:                                               ; preds = %28
  %42 = load float, ptr addrspace(3) %2, align 4, !tbaa !9
  %43 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %44 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %43
  store float %42, ptr addrspace(1) %44, align 4, !tbaa !9
  br label %45

45:                                               ; preds = %41, %28
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @reduce_unrolled(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %8 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %9 = shl i64 %7, 1
  %10 = mul i64 %9, %8
  %11 = add i64 %10, %5
  %12 = trunc i64 %11 to i32
  %13 = icmp ult i32 %12, %3
  %14 = and i64 %11, 4294967295
  br i1 %13, label %15, label %18

15:                                               ; preds = %4
  %16 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !16, !amdgpu.noclobber !13
  br label %18

18:                                               ; preds = %4, %15
  %19 = phi i32 [ %17, %15 ], [ 0, %4 ]
  %20 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %21 = add i64 %20, %14
  %22 = zext i32 %3 to i64
  %23 = icmp ult i64 %21, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %18
  %25 = getelementptr i32, ptr addrspace(1) %0, i64 %14
  %26 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %27 = getelementptr i32, ptr addrspace(1) %25, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !16
  %29 = add nsw i32 %28, %19
  br label %30

30:                                               ; preds = %24, %18
  %31 = phi i32 [ %29, %24 ], [ %19, %18 ]
  %32 = getelementptr i32, ptr addrspace(3) %2, i32 %6
  store volatile i32 %31, ptr addrspace(3) %32, align 4, !tbaa !16
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %33 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %34 = lshr i64 %33, 1
  %35 = trunc i64 %34 to i32
  %36 = icmp ugt i32 %35, 32
  br i1 %36, label %40, label %37

37:                                               ; preds = %48, %30
  %38 = phi i32 [ %31, %30 ], [ %49, %48 ]
  %39 = icmp ult i32 %6, 32
  br i1 %39, label %52, label %72

40:                                               ; preds = %30, %48
  %41 = phi i32 [ %50, %48 ], [ %35, %30 ]
  %42 = phi i32 [ %49, %48 ], [ %31, %30 ]
  %43 = icmp ugt i32 %41, %6
  br i1 %43, label %44, label %48

44:                                               ; preds = %40
  %45 = getelementptr i32, ptr addrspace(3) %32, i32 %41
  %46 = load volatile i32, ptr addrspace(3) %45, align 4, !tbaa !16
  %47 = add nsw i32 %46, %42
  store volatile i32 %47, ptr addrspace(3) %32, align 4, !tbaa !16
  br label %48

48:                                               ; preds = %44, %40
  %49 = phi i32 [ %47, %44 ], [ %42, %40 ]
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %50 = lshr i32 %41, 1
  %51 = icmp ugt i32 %41, 65
  br i1 %51, label %40, label %37

52:                                               ; preds = %37
  %53 = or disjoint i32 %6, 32
  %54 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %53
  %55 = load volatile i32, ptr addrspace(3) %54, align 4, !tbaa !16
  %56 = add nsw i32 %55, %38
  store volatile i32 %56, ptr addrspace(3) %32, align 4, !tbaa !16
  %57 = getelementptr inbounds i8, ptr addrspace(3) %32, i32 64
  %58 = load volatile i32, ptr addrspace(3) %57, align 4, !tbaa !16
  %59 = add nsw i32 %58, %56
  store volatile i32 %59, ptr addrspace(3) %32, align 4, !tbaa !16
  %60 = getelementptr inbounds i8, ptr addrspace(3) %32, i32 32
  %61 = load volatile i32, ptr addrspace(3) %60, align 4, !tbaa !16
  %62 = add nsw i32 %61, %59
  store volatile i32 %62, ptr addrspace(3) %32, align 4, !tbaa !16
  %63 = getelementptr inbounds i8, ptr addrspace(3) %32, i32 16
  %64 = load volatile i32, ptr addrspace(3) %63, align 4, !tbaa !16
  %65 = add nsw i32 %64, %62
  store volatile i32 %65, ptr addrspace(3) %32, align 4, !tbaa !16
  %66 = getelementptr inbounds i8, ptr addrspace(3) %32, i32 8
  %67 = load volatile i32, ptr addrspace(3) %66, align 4, !tbaa !16
  %68 = add nsw i32 %67, %65
  store volatile i32 %68, ptr addrspace(3) %32, align 4, !tbaa !16
  %69 = getelementptr inbounds i8, ptr addrspace(3) %32, i32 4
  %70 = load volatile i32, ptr addrspace(3) %69, align 4, !tbaa !16
  %71 = add nsw i32 %70, %68
  store volatile i32 %71, ptr addrspace(3) %32, align 4, !tbaa !16
  br label %72

72:                                               ; preds = %52, %37
  %73 = icmp eq i32 %6, 0
  br i1 %73, label %74, label %78

74:                                               ; preds = %72
  %75 = load volatile i32, ptr addrspace(3) %2, align 4, !tbaa !16
  %76 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %77 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %76
  store i32 %75, ptr addrspace(1) %77, align 4, !tbaa !16
  br label %78

78:                                               ; preds = %74, %72
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @reduce_subgroup(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = icmp slt i32 %5, %2
  br i1 %6, label %7, label %12

7:                                                ; preds = %3
  %8 = shl i64 %4, 32
  %9 = ashr exact i64 %8, 30
  %10 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !16, !amdgpu.noclobber !13
  br label %12

12:                                               ; preds = %3, %7
  %13 = phi i32 [ %11, %7 ], [ 0, %3 ]
  %14 = tail call i32 @_Z20sub_group_reduce_addi(i32 noundef %13) #5
  %15 = tail call i32 @_Z22get_sub_group_local_idv() #5
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %12
  %18 = tail call i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %1, i32 noundef %14) #5
  br label %19

19:                                               ; preds = %17, %12
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @reduce_workgroup(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !22 !kernel_arg_access_qual !19 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !21 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !16, !amdgpu.noclobber !13
  %7 = tail call i32 @_Z21work_group_reduce_addi(i32 noundef %6) #5
  %8 = tail call i32 @_Z21work_group_reduce_maxi(i32 noundef %6) #5
  %9 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %3
  %12 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %13 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  store i32 %7, ptr addrspace(1) %13, align 4, !tbaa !16
  %14 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %12
  store i32 %8, ptr addrspace(1) %14, align 4, !tbaa !16
  br label %15

15:                                               ; preds = %11, %3
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z21work_group_reduce_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z21work_group_reduce_maxi(i32 noundef) local_unnamed_addr #3

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
!7 = !{!"float*", !"float*", !"float*", !"int"}
!8 = !{!"const", !"", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{}
!14 = !{!"int*", !"int*", !"int*", !"uint"}
!15 = !{!"const", !"", !"volatile", !""}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !11, i64 0}
!18 = !{i32 1, i32 1, i32 0}
!19 = !{!"none", !"none", !"none"}
!20 = !{!"int*", !"int*", !"int"}
!21 = !{!"const", !"", !""}
!22 = !{i32 1, i32 1, i32 1}
!23 = !{!"int*", !"int*", !"int*"}
