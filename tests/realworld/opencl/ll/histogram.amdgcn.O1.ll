source_filename = "src/histogram.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@histogram_local.lbins = internal addrspace(3) global [256 x i32] undef, align 4
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
define protected amdgpu_kernel void @histogram_global(ptr addrspace(1) nocapture noundef readonly align 1 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = icmp slt i32 %5, %2
  br i1 %6, label %7, label %15

7:                                                ; preds = %3
  %8 = shl i64 %4, 32
  %9 = ashr exact i64 %8, 32
  %10 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %9
  %11 = load i8, ptr addrspace(1) %10, align 1, !tbaa !9
  %12 = zext i8 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  %14 = tail call i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef %13) #5
  br label %15

15:                                               ; preds = %7, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @histogram_local(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = icmp slt i32 %6, %3
  br i1 %7, label %12, label %8

8:                                                ; preds = %12, %4
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %10 = trunc i64 %9 to i32
  %11 = icmp slt i32 %10, %2
  br i1 %11, label %26, label %22

12:                                               ; preds = %4, %12
  %13 = phi i32 [ %20, %12 ], [ %6, %4 ]
  %14 = phi i64 [ %19, %12 ], [ %5, %4 ]
  %15 = shl i64 %14, 32
  %16 = ashr exact i64 %15, 32
  %17 = getelementptr inbounds [256 x i32], ptr addrspace(3) @histogram_local.lbins, i32 0, i32 %13
  store i32 0, ptr addrspace(3) %17, align 4, !tbaa !16
  %18 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %19 = add i64 %18, %16
  %20 = trunc i64 %19 to i32
  %21 = icmp slt i32 %20, %3
  br i1 %21, label %12, label %8, !llvm.loop !18

22:                                               ; preds = %26, %8
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %23 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %24 = trunc i64 %23 to i32
  %25 = icmp slt i32 %24, %3
  br i1 %25, label %40, label %39

26:                                               ; preds = %8, %26
  %27 = phi i64 [ %36, %26 ], [ %9, %8 ]
  %28 = shl i64 %27, 32
  %29 = ashr exact i64 %28, 32
  %30 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %29
  %31 = load i32, ptr addrspace(1) %30, align 4, !tbaa !16
  %32 = urem i32 %31, %3
  %33 = getelementptr inbounds [256 x i32], ptr addrspace(3) @histogram_local.lbins, i32 0, i32 %32
  %34 = tail call i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef %33, i32 noundef 1) #5
  %35 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %36 = add i64 %35, %29
  %37 = trunc i64 %36 to i32
  %38 = icmp slt i32 %37, %2
  br i1 %38, label %26, label %22, !llvm.loop !20

39:                                               ; preds = %51, %22
  ret void

40:                                               ; preds = %22, %51
  %41 = phi i32 [ %54, %51 ], [ %24, %22 ]
  %42 = phi i64 [ %53, %51 ], [ %23, %22 ]
  %43 = shl i64 %42, 32
  %44 = ashr exact i64 %43, 32
  %45 = getelementptr inbounds [256 x i32], ptr addrspace(3) @histogram_local.lbins, i32 0, i32 %41
  %46 = load i32, ptr addrspace(3) %45, align 4, !tbaa !16
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %51, label %48

48:                                               ; preds = %40
  %49 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %44
  %50 = tail call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %49, i32 noundef %46) #5
  br label %51

51:                                               ; preds = %40, %48
  %52 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %53 = add i64 %52, %44
  %54 = trunc i64 %53 to i32
  %55 = icmp slt i32 %54, %3
  br i1 %55, label %40, label %39, !llvm.loop !21
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_addPU3AS3Vjj(ptr addrspace(3) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @claim_slots(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !22 !kernel_arg_access_qual !13 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !15 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = shl i64 %5, 32
  %8 = ashr exact i64 %7, 30
  %9 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !16
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %20, label %12

12:                                               ; preds = %4
  %13 = tail call i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef %1) #5
  %14 = icmp slt i32 %13, %3
  br i1 %14, label %15, label %18

15:                                               ; preds = %12
  %16 = sext i32 %13 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %16
  store i32 %6, ptr addrspace(1) %17, align 4, !tbaa !16
  br label %20

18:                                               ; preds = %12
  %19 = tail call i32 @_Z10atomic_decPU3AS1Vi(ptr addrspace(1) noundef %1) #5
  br label %20

20:                                               ; preds = %15, %18, %4
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_decPU3AS1Vi(ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @atomic_fmax(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %3
  %5 = load float, ptr addrspace(1) %4, align 4, !tbaa !28
  %6 = load volatile i32, ptr addrspace(1) %1, align 4, !tbaa !16
  %7 = bitcast float %5 to i32
  br label %8

8:                                                ; preds = %12, %2
  %9 = phi i32 [ %6, %2 ], [ %13, %12 ]
  %10 = bitcast i32 %9 to float
  %11 = fcmp ogt float %5, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %8
  %13 = tail call i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %1, i32 noundef %9, i32 noundef %7) #5
  %14 = icmp eq i32 %13, %9
  br i1 %14, label %15, label %8

15:                                               ; preds = %12, %8
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

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
!5 = !{i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"uchar*", !"uint*", !"int"}
!8 = !{!"const", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{i32 1, i32 1, i32 0, i32 0}
!13 = !{!"none", !"none", !"none", !"none"}
!14 = !{!"uint*", !"uint*", !"int", !"int"}
!15 = !{!"const", !"", !"", !""}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !10, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !19}
!21 = distinct !{!21, !19}
!22 = !{i32 1, i32 1, i32 1, i32 0}
!23 = !{!"int*", !"int*", !"int*", !"int"}
!24 = !{i32 1, i32 1}
!25 = !{!"none", !"none"}
!26 = !{!"float*", !"int*"}
!27 = !{!"const", !"volatile"}
!28 = !{!29, !29, i64 0}
!29 = !{!"float", !10, i64 0}
