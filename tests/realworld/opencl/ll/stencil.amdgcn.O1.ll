source_filename = "src/stencil.cl"
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

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @jacobi2d(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #6
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %6, 0
  %10 = icmp sgt i32 %8, 0
  %11 = select i1 %9, i1 %10, i1 false
  %12 = add nsw i32 %2, -1
  %13 = icmp sgt i32 %12, %6
  %14 = select i1 %11, i1 %13, i1 false
  %15 = add nsw i32 %3, -1
  %16 = icmp sgt i32 %15, %8
  %17 = select i1 %14, i1 %16, i1 false
  br i1 %17, label %28, label %18

18:                                               ; preds = %4
  %19 = icmp slt i32 %6, %2
  %20 = icmp slt i32 %8, %3
  %21 = select i1 %19, i1 %20, i1 false
  br i1 %21, label %22, label %59

22:                                               ; preds = %18
  %23 = mul nsw i32 %8, %2
  %24 = add nsw i32 %23, %6
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !9
  br label %55

28:                                               ; preds = %4
  %29 = mul nsw i32 %8, %2
  %30 = add nsw i32 %29, %6
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !9
  %34 = getelementptr i8, ptr addrspace(1) %32, i64 -4
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !9
  %36 = fadd float %33, %35
  %37 = getelementptr i8, ptr addrspace(1) %32, i64 4
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !9
  %39 = fadd float %36, %38
  %40 = add nsw i32 %8, -1
  %41 = mul nsw i32 %40, %2
  %42 = add nsw i32 %41, %6
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !9
  %46 = fadd float %39, %45
  %47 = add nuw nsw i32 %8, 1
  %48 = mul nsw i32 %47, %2
  %49 = add nsw i32 %48, %6
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4, !tbaa !9
  %53 = fadd float %46, %52
  %54 = fmul float %53, 0x3FC99999A0000000
  br label %55

55:                                               ; preds = %28, %22
  %56 = phi i64 [ %25, %22 ], [ %31, %28 ]
  %57 = phi float [ %27, %22 ], [ %54, %28 ]
  %58 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %56
  store float %57, ptr addrspace(1) %58, align 4, !tbaa !9
  br label %59

59:                                               ; preds = %55, %18
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @stencil1d_halo(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2, ptr addrspace(3) nocapture noundef align 4 %3, i32 noundef %4) local_unnamed_addr #3 !kernel_arg_addr_space !13 !kernel_arg_access_qual !14 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %9 = trunc i64 %8 to i32
  %10 = icmp slt i32 %7, 0
  %11 = icmp slt i32 %7, %2
  %12 = add nsw i32 %2, -1
  %13 = select i1 %11, i32 %7, i32 %12
  %14 = select i1 %10, i32 0, i32 %13
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !9
  %18 = getelementptr float, ptr addrspace(3) %3, i32 %9
  %19 = getelementptr float, ptr addrspace(3) %18, i32 %4
  store float %17, ptr addrspace(3) %19, align 4, !tbaa !9
  %20 = zext i32 %4 to i64
  %21 = icmp ult i64 %8, %20
  br i1 %21, label %22, label %44

22:                                               ; preds = %5
  %23 = sub nsw i32 %7, %4
  %24 = icmp slt i32 %23, 0
  %25 = icmp slt i32 %23, %2
  %26 = select i1 %25, i32 %23, i32 %12
  %27 = select i1 %24, i32 0, i32 %26
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !9
  %31 = getelementptr inbounds float, ptr addrspace(3) %3, i32 %9
  store float %30, ptr addrspace(3) %31, align 4, !tbaa !9
  %32 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #6
  %33 = add i64 %32, %6
  %34 = trunc i64 %33 to i32
  %35 = icmp slt i32 %34, 0
  %36 = icmp slt i32 %34, %2
  %37 = select i1 %36, i32 %34, i32 %12
  %38 = select i1 %35, i32 0, i32 %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %39
  %41 = load float, ptr addrspace(1) %40, align 4, !tbaa !9
  %42 = trunc i64 %32 to i32
  %43 = getelementptr float, ptr addrspace(3) %19, i32 %42
  store float %41, ptr addrspace(3) %43, align 4, !tbaa !9
  br label %44

44:                                               ; preds = %22, %5
  tail call void @_Z7barrierj(i32 noundef 1) #7
  %45 = icmp slt i32 %4, 0
  br i1 %45, label %48, label %46

46:                                               ; preds = %44
  %47 = sub nsw i32 0, %4
  br label %50

48:                                               ; preds = %50, %44
  %49 = phi float [ 0.000000e+00, %44 ], [ %55, %50 ]
  br i1 %11, label %58, label %66

50:                                               ; preds = %46, %50
  %51 = phi i32 [ %56, %50 ], [ %47, %46 ]
  %52 = phi float [ %55, %50 ], [ 0.000000e+00, %46 ]
  %53 = getelementptr float, ptr addrspace(3) %19, i32 %51
  %54 = load float, ptr addrspace(3) %53, align 4, !tbaa !9
  %55 = fadd float %52, %54
  %56 = add i32 %51, 1
  %57 = icmp eq i32 %51, %4
  br i1 %57, label %48, label %50, !llvm.loop !17

58:                                               ; preds = %48
  %59 = shl nsw i32 %4, 1
  %60 = or disjoint i32 %59, 1
  %61 = sitofp i32 %60 to float
  %62 = fdiv float %49, %61, !fpmath !19
  %63 = shl i64 %6, 32
  %64 = ashr exact i64 %63, 30
  %65 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %64
  store float %62, ptr addrspace(1) %65, align 4, !tbaa !9
  br label %66

66:                                               ; preds = %58, %48
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @heat_steps(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1, ptr addrspace(3) nocapture noundef align 4 %2, ptr addrspace(3) nocapture noundef align 4 %3) local_unnamed_addr #3 !kernel_arg_addr_space !20 !kernel_arg_access_qual !6 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #6
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %9 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %8
  %10 = load float, ptr addrspace(1) %9, align 4, !tbaa !9
  %11 = getelementptr inbounds float, ptr addrspace(3) %2, i32 %6
  store float %10, ptr addrspace(3) %11, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #7
  %12 = icmp sgt i32 %1, 0
  br i1 %12, label %13, label %22

13:                                               ; preds = %4
  %14 = trunc i64 %7 to i32
  %15 = icmp sgt i32 %6, 0
  %16 = sext i1 %15 to i32
  %17 = add nsw i32 %16, %6
  %18 = add nsw i32 %14, -1
  %19 = icmp sgt i32 %18, %6
  %20 = zext i1 %19 to i32
  %21 = add i32 %20, %6
  br label %28

22:                                               ; preds = %28, %4
  %23 = phi ptr addrspace(3) [ %2, %4 ], [ %30, %28 ]
  %24 = getelementptr inbounds float, ptr addrspace(3) %23, i32 %6
  %25 = load float, ptr addrspace(3) %24, align 4, !tbaa !9
  %26 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %27 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %26
  store float %25, ptr addrspace(1) %27, align 4, !tbaa !9
  ret void

28:                                               ; preds = %13, %28
  %29 = phi ptr addrspace(3) [ %2, %13 ], [ %30, %28 ]
  %30 = phi ptr addrspace(3) [ %3, %13 ], [ %29, %28 ]
  %31 = phi i32 [ 0, %13 ], [ %42, %28 ]
  %32 = getelementptr inbounds float, ptr addrspace(3) %29, i32 %17
  %33 = load float, ptr addrspace(3) %32, align 4, !tbaa !9
  %34 = getelementptr inbounds float, ptr addrspace(3) %29, i32 %21
  %35 = load float, ptr addrspace(3) %34, align 4, !tbaa !9
  %36 = getelementptr inbounds float, ptr addrspace(3) %29, i32 %6
  %37 = load float, ptr addrspace(3) %36, align 4, !tbaa !9
  %38 = tail call float @llvm.fmuladd.f32(float %37, float -2.000000e+00, float %33)
  %39 = fadd float %35, %38
  %40 = tail call float @llvm.fmuladd.f32(float %39, float 2.500000e-01, float %37)
  %41 = getelementptr inbounds float, ptr addrspace(3) %30, i32 %6
  store float %40, ptr addrspace(3) %41, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #7
  %42 = add nuw nsw i32 %31, 1
  %43 = icmp eq i32 %42, %1
  br i1 %43, label %22, label %28, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"clang-19"}
!5 = !{i32 1, i32 1, i32 0, i32 0}
!6 = !{!"none", !"none", !"none", !"none"}
!7 = !{!"float*", !"float*", !"int", !"int"}
!8 = !{!"const", !"", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{i32 1, i32 1, i32 0, i32 3, i32 0}
!14 = !{!"none", !"none", !"none", !"none", !"none"}
!15 = !{!"float*", !"float*", !"int", !"float*", !"int"}
!16 = !{!"const", !"", !"", !"", !""}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = !{float 2.500000e+00}
!20 = !{i32 1, i32 0, i32 3, i32 3}
!21 = !{!"float*", !"int", !"float*", !"float*"}
!22 = !{!"", !"", !"", !""}
!23 = distinct !{!23, !18}
