source_filename = "src/sort.cl"
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
define protected amdgpu_kernel void @bitonic_step(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = xor i32 %5, %1
  %7 = icmp ugt i32 %6, %5
  br i1 %7, label %8, label %24

8:                                                ; preds = %3
  %9 = and i64 %4, 4294967295
  %10 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !9, !amdgpu.noclobber !13
  %12 = zext i32 %6 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !9, !amdgpu.noclobber !13
  %15 = and i32 %5, %2
  %16 = icmp eq i32 %15, 0
  %17 = icmp sgt i32 %11, %14
  %18 = select i1 %16, i1 %17, i1 false
  br i1 %18, label %23, label %19

19:                                               ; preds = %8
  %20 = icmp ne i32 %15, 0
  %21 = icmp slt i32 %11, %14
  %22 = select i1 %20, i1 %21, i1 false
  br i1 %22, label %23, label %24

23:                                               ; preds = %19, %8
  store i32 %14, ptr addrspace(1) %10, align 4, !tbaa !9
  store i32 %11, ptr addrspace(1) %13, align 4, !tbaa !9
  br label %24

24:                                               ; preds = %19, %23, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @bitonic_local(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1) local_unnamed_addr #3 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %4 = trunc i64 %3 to i32
  %5 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !9, !amdgpu.noclobber !13
  %10 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %4
  store i32 %9, ptr addrspace(3) %10, align 4, !tbaa !9
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %11 = icmp ult i32 %6, 2
  br i1 %11, label %18, label %12

12:                                               ; preds = %2, %22
  %13 = phi i32 [ %23, %22 ], [ 2, %2 ]
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %22, label %15

15:                                               ; preds = %12
  %16 = and i32 %13, %4
  %17 = icmp ne i32 %16, 0
  br label %25

18:                                               ; preds = %22, %2
  %19 = load i32, ptr addrspace(3) %10, align 4, !tbaa !9
  %20 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %21 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %20
  store i32 %19, ptr addrspace(1) %21, align 4, !tbaa !9
  ret void

22:                                               ; preds = %37, %12
  %23 = shl i32 %13, 1
  %24 = icmp ugt i32 %23, %6
  br i1 %24, label %18, label %12

25:                                               ; preds = %15, %37
  %26 = phi i32 [ %13, %15 ], [ %27, %37 ]
  %27 = lshr i32 %26, 1
  %28 = xor i32 %27, %4
  %29 = icmp ugt i32 %28, %4
  br i1 %29, label %30, label %37

30:                                               ; preds = %25
  %31 = load i32, ptr addrspace(3) %10, align 4, !tbaa !9
  %32 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %28
  %33 = load i32, ptr addrspace(3) %32, align 4, !tbaa !9
  %34 = icmp sgt i32 %31, %33
  %35 = xor i1 %17, %34
  br i1 %35, label %36, label %37

36:                                               ; preds = %30
  store i32 %33, ptr addrspace(3) %10, align 4, !tbaa !9
  store i32 %31, ptr addrspace(3) %32, align 4, !tbaa !9
  br label %37

37:                                               ; preds = %30, %36, %25
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %38 = icmp ult i32 %26, 4
  br i1 %38, label %22, label %25
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @odd_even_sort(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2) local_unnamed_addr #3 !kernel_arg_addr_space !18 !kernel_arg_access_qual !6 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !8 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %9 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !9, !amdgpu.noclobber !13
  %11 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %5
  store i32 %10, ptr addrspace(3) %11, align 4, !tbaa !9
  %12 = icmp eq i32 %7, 0
  br i1 %12, label %40, label %13

13:                                               ; preds = %3
  %14 = icmp eq i32 %5, 0
  %15 = shl i32 %5, 1
  br label %16

16:                                               ; preds = %32, %13
  %17 = phi i32 [ 0, %13 ], [ %35, %32 ]
  br i1 %14, label %18, label %19

18:                                               ; preds = %16
  store i32 0, ptr addrspace(3) %2, align 4, !tbaa !9
  br label %19

19:                                               ; preds = %18, %16
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %20 = and i32 %17, 1
  %21 = or disjoint i32 %20, %15
  %22 = add i32 %21, 1
  %23 = icmp ult i32 %22, %7
  br i1 %23, label %24, label %32

24:                                               ; preds = %19
  %25 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %21
  %26 = load <2 x i32>, ptr addrspace(3) %25, align 4, !tbaa !9
  %27 = extractelement <2 x i32> %26, i64 0
  %28 = extractelement <2 x i32> %26, i64 1
  %29 = icmp sgt i32 %27, %28
  br i1 %29, label %30, label %32

30:                                               ; preds = %24
  %31 = shufflevector <2 x i32> %26, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  store <2 x i32> %31, ptr addrspace(3) %25, align 4, !tbaa !9
  store i32 1, ptr addrspace(3) %2, align 4, !tbaa !9
  br label %32

32:                                               ; preds = %30, %24, %19
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %33 = load i32, ptr addrspace(3) %2, align 4, !tbaa !9
  %34 = icmp eq i32 %33, 0
  %35 = add nuw i32 %17, 1
  %36 = icmp eq i32 %35, %7
  %37 = select i1 %34, i1 true, i1 %36
  br i1 %37, label %38, label %16

38:                                               ; preds = %32
  %39 = load i32, ptr addrspace(3) %11, align 4, !tbaa !9
  br label %40

40:                                               ; preds = %38, %3
  %41 = phi i32 [ %39, %38 ], [ %10, %3 ]
  %42 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %43 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %42
  store i32 %41, ptr addrspace(1) %43, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @radix_count(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, i32 noundef %2) local_unnamed_addr #3 !kernel_arg_addr_space !20 !kernel_arg_access_qual !6 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !9, !amdgpu.noclobber !13
  %7 = and i32 %2, 31
  %8 = lshr i32 %6, %7
  %9 = and i32 %8, 1
  %10 = tail call i32 @_Z21work_group_reduce_addj(i32 noundef %9) #6
  %11 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %13, label %16

13:                                               ; preds = %3
  %14 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %15 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %14
  store i32 %10, ptr addrspace(1) %15, align 4, !tbaa !9
  br label %16

16:                                               ; preds = %13, %3
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z21work_group_reduce_addj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"clang-19"}
!5 = !{i32 1, i32 0, i32 0}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"int*", !"uint", !"uint"}
!8 = !{!"", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{}
!14 = !{i32 1, i32 3}
!15 = !{!"none", !"none"}
!16 = !{!"int*", !"int*"}
!17 = !{!"", !""}
!18 = !{i32 1, i32 3, i32 3}
!19 = !{!"int*", !"int*", !"int*"}
!20 = !{i32 1, i32 1, i32 0}
!21 = !{!"uint*", !"uint*", !"uint"}
!22 = !{!"const", !"", !""}
