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
  br i1 %11, label %17, label %12

12:                                               ; preds = %17, %4
  %13 = phi float [ 0.000000e+00, %4 ], [ %24, %17 ]
  %14 = getelementptr inbounds float, ptr addrspace(3) %2, i32 %7
  store float %13, ptr addrspace(3) %14, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %15 = getelementptr float, ptr addrspace(3) %2, i32 %7
  %16 = icmp sgt i32 %9, 1
  br i1 %16, label %31, label %29

17:                                               ; preds = %4, %17
  %18 = phi i64 [ %26, %17 ], [ %5, %4 ]
  %19 = phi float [ %24, %17 ], [ 0.000000e+00, %4 ]
  %20 = shl i64 %18, 32
  %21 = ashr exact i64 %20, 32
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !9
  %24 = fadd float %19, %23
  %25 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %26 = add i64 %25, %21
  %27 = trunc i64 %26 to i32
  %28 = icmp slt i32 %27, %3
  br i1 %28, label %17, label %12, !llvm.loop !13

29:                                               ; preds = %40, %12
  %30 = icmp eq i32 %7, 0
  br i1 %30, label %42, label %46

31:                                               ; preds = %12, %40
  %32 = phi i32 [ %33, %40 ], [ %9, %12 ]
  %33 = lshr i32 %32, 1
  %34 = icmp sgt i32 %33, %7
  br i1 %34, label %35, label %40

35:                                               ; preds = %31
  %36 = getelementptr float, ptr addrspace(3) %15, i32 %33
  %37 = load float, ptr addrspace(3) %36, align 4, !tbaa !9
  %38 = load float, ptr addrspace(3) %14, align 4, !tbaa !9
  %39 = fadd float %37, %38
  store float %39, ptr addrspace(3) %14, align 4, !tbaa !9
  br label %40

40:                                               ; preds = %35, %31
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %41 = icmp ult i32 %32, 4
  br i1 %41, label %29, label %31, !llvm.loop !15

42:                                               ; preds = %29
  %43 = load float, ptr addrspace(3) %2, align 4, !tbaa !9
  %44 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %45 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %44
  store float %43, ptr addrspace(1) %45, align 4, !tbaa !9
  br label %46

46:                                               ; preds = %42, %29
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
define protected amdgpu_kernel void @reduce_unrolled(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %8 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %9 = shl i64 %7, 1
  %10 = mul i64 %9, %8
  %11 = add i64 %10, %5
  %12 = trunc i64 %11 to i32
  %13 = icmp ult i32 %12, %3
  br i1 %13, label %14, label %18

14:                                               ; preds = %4
  %15 = and i64 %11, 4294967295
  %16 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !18
  br label %18

18:                                               ; preds = %4, %14
  %19 = phi i32 [ %17, %14 ], [ 0, %4 ]
  %20 = and i64 %11, 4294967295
  %21 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %22 = add i64 %21, %20
  %23 = zext i32 %3 to i64
  %24 = icmp ult i64 %22, %23
  br i1 %24, label %25, label %31

25:                                               ; preds = %18
  %26 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %27 = getelementptr i32, ptr addrspace(1) %0, i64 %20
  %28 = getelementptr i32, ptr addrspace(1) %27, i64 %26
  %29 = load i32, ptr addrspace(1) %28, align 4, !tbaa !18
  %30 = add nsw i32 %29, %19
  br label %31

31:                                               ; preds = %25, %18
  %32 = phi i32 [ %30, %25 ], [ %19, %18 ]
  %33 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %6
  store volatile i32 %32, ptr addrspace(3) %33, align 4, !tbaa !18
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %34 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %35 = lshr i64 %34, 1
  %36 = trunc i64 %35 to i32
  %37 = getelementptr i32, ptr addrspace(3) %2, i32 %6
  %38 = icmp ugt i32 %36, 32
  br i1 %38, label %42, label %39

39:                                               ; preds = %50, %31
  %40 = phi i32 [ %32, %31 ], [ %51, %50 ]
  %41 = icmp ult i32 %6, 32
  br i1 %41, label %54, label %74

42:                                               ; preds = %31, %50
  %43 = phi i32 [ %52, %50 ], [ %36, %31 ]
  %44 = phi i32 [ %51, %50 ], [ %32, %31 ]
  %45 = icmp ugt i32 %43, %6
  br i1 %45, label %46, label %50

46:                                               ; preds = %42
  %47 = getelementptr i32, ptr addrspace(3) %37, i32 %43
  %48 = load volatile i32, ptr addrspace(3) %47, align 4, !tbaa !18
  %49 = add nsw i32 %48, %44
  store volatile i32 %49, ptr addrspace(3) %33, align 4, !tbaa !18
  br label %50

50:                                               ; preds = %46, %42
  %51 = phi i32 [ %49, %46 ], [ %44, %42 ]
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %52 = lshr i32 %43, 1
  %53 = icmp ugt i32 %43, 65
  br i1 %53, label %42, label %39, !llvm.loop !20

54:                                               ; preds = %39
  %55 = or disjoint i32 %6, 32
  %56 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %55
  %57 = load volatile i32, ptr addrspace(3) %56, align 4, !tbaa !18
  %58 = add nsw i32 %57, %40
  store volatile i32 %58, ptr addrspace(3) %33, align 4, !tbaa !18
  %59 = getelementptr inbounds i8, ptr addrspace(3) %33, i32 64
  %60 = load volatile i32, ptr addrspace(3) %59, align 4, !tbaa !18
  %61 = add nsw i32 %60, %58
  store volatile i32 %61, ptr addrspace(3) %33, align 4, !tbaa !18
  %62 = getelementptr inbounds i8, ptr addrspace(3) %33, i32 32
  %63 = load volatile i32, ptr addrspace(3) %62, align 4, !tbaa !18
  %64 = add nsw i32 %63, %61
  store volatile i32 %64, ptr addrspace(3) %33, align 4, !tbaa !18
  %65 = getelementptr inbounds i8, ptr addrspace(3) %33, i32 16
  %66 = load volatile i32, ptr addrspace(3) %65, align 4, !tbaa !18
  %67 = add nsw i32 %66, %64
  store volatile i32 %67, ptr addrspace(3) %33, align 4, !tbaa !18
  %68 = getelementptr inbounds i8, ptr addrspace(3) %33, i32 8
  %69 = load volatile i32, ptr addrspace(3) %68, align 4, !tbaa !18
  %70 = add nsw i32 %69, %67
  store volatile i32 %70, ptr addrspace(3) %33, align 4, !tbaa !18
  %71 = getelementptr inbounds i8, ptr addrspace(3) %33, i32 4
  %72 = load volatile i32, ptr addrspace(3) %71, align 4, !tbaa !18
  %73 = add nsw i32 %72, %70
  store volatile i32 %73, ptr addrspace(3) %33, align 4, !tbaa !18
  br label %74

74:                                               ; preds = %54, %39
  %75 = icmp eq i32 %6, 0
  br i1 %75, label %76, label %80

76:                                               ; preds = %74
  %77 = load volatile i32, ptr addrspace(3) %2, align 4, !tbaa !18
  %78 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %79 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %78
  store i32 %77, ptr addrspace(1) %79, align 4, !tbaa !18
  br label %80

80:                                               ; preds = %76, %74
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @reduce_subgroup(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !21 !kernel_arg_access_qual !22 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
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
define protected amdgpu_kernel void @reduce_workgroup(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !25 !kernel_arg_access_qual !22 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !24 {
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
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !14}
!16 = !{!"int*", !"int*", !"int*", !"uint"}
!17 = !{!"const", !"", !"volatile", !""}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !11, i64 0}
!20 = distinct !{!20, !14}
!21 = !{i32 1, i32 1, i32 0}
!22 = !{!"none", !"none", !"none"}
!23 = !{!"int*", !"int*", !"int"}
!24 = !{!"const", !"", !""}
!25 = !{i32 1, i32 1, i32 1}
!26 = !{!"int*", !"int*", !"int*"}
