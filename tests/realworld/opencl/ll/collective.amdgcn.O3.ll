source_filename = "src/collective.cl"
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
define protected amdgpu_kernel void @co_sg_reduce(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %6 = trunc i64 %5 to i32
  %7 = icmp slt i32 %6, %3
  br i1 %7, label %8, label %13

8:                                                ; preds = %4
  %9 = shl i64 %5, 32
  %10 = ashr exact i64 %9, 30
  %11 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !9, !amdgpu.noclobber !13
  br label %13

13:                                               ; preds = %4, %8
  %14 = phi float [ %12, %8 ], [ 0.000000e+00, %4 ]
  %15 = tail call float @_Z20sub_group_reduce_addf(float noundef %14) #7
  %16 = tail call i32 @_Z22get_sub_group_local_idv() #7
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %21

18:                                               ; preds = %13
  %19 = tail call i32 @_Z16get_sub_group_idv() #7
  %20 = getelementptr inbounds float, ptr addrspace(3) %2, i32 %19
  store float %15, ptr addrspace(3) %20, align 4, !tbaa !9
  br label %21

21:                                               ; preds = %18, %13
  tail call void @_Z7barrierj(i32 noundef 1) #7
  %22 = tail call i32 @_Z16get_sub_group_idv() #7
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %38

24:                                               ; preds = %21
  %25 = tail call i32 @_Z22get_sub_group_local_idv() #7
  %26 = tail call i32 @_Z18get_num_sub_groupsv() #7
  %27 = icmp ult i32 %25, %26
  br i1 %27, label %28, label %31

28:                                               ; preds = %24
  %29 = getelementptr inbounds float, ptr addrspace(3) %2, i32 %25
  %30 = load float, ptr addrspace(3) %29, align 4, !tbaa !9
  br label %31

31:                                               ; preds = %24, %28
  %32 = phi float [ %30, %28 ], [ 0.000000e+00, %24 ]
  %33 = tail call float @_Z20sub_group_reduce_addf(float noundef %32) #7
  %34 = icmp eq i32 %25, 0
  br i1 %34, label %35, label %38

35:                                               ; preds = %31
  %36 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #6
  %37 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %36
  store float %33, ptr addrspace(1) %37, align 4, !tbaa !9
  br label %38

38:                                               ; preds = %31, %35, %21
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden float @_Z20sub_group_reduce_addf(float noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z16get_sub_group_idv() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z18get_num_sub_groupsv() local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @co_sg_compact(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !14 !kernel_arg_access_qual !6 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !8 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %6 = trunc i64 %5 to i32
  %7 = icmp slt i32 %6, %3
  br i1 %7, label %8, label %13

8:                                                ; preds = %4
  %9 = shl i64 %5, 32
  %10 = ashr exact i64 %9, 30
  %11 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !16, !amdgpu.noclobber !13
  br label %13

13:                                               ; preds = %4, %8
  %14 = phi i32 [ %12, %8 ], [ 0, %4 ]
  %15 = icmp sgt i32 %14, 0
  %16 = zext i1 %15 to i32
  %17 = tail call i32 @_Z28sub_group_scan_exclusive_addj(i32 noundef %16) #7
  %18 = tail call i32 @_Z20sub_group_reduce_addj(i32 noundef %16) #7
  %19 = tail call i32 @_Z22get_sub_group_local_idv() #7
  %20 = icmp eq i32 %19, 0
  %21 = icmp ne i32 %18, 0
  %22 = select i1 %20, i1 %21, i1 false
  br i1 %22, label %23, label %25

23:                                               ; preds = %13
  %24 = tail call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %2, i32 noundef %18) #7
  br label %25

25:                                               ; preds = %23, %13
  %26 = phi i32 [ %24, %23 ], [ 0, %13 ]
  %27 = tail call i32 @_Z19sub_group_broadcastjj(i32 noundef %26, i32 noundef 0) #7
  br i1 %15, label %28, label %32

28:                                               ; preds = %25
  %29 = add i32 %27, %17
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %30
  store i32 %14, ptr addrspace(1) %31, align 4, !tbaa !16
  br label %32

32:                                               ; preds = %28, %25
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z28sub_group_scan_exclusive_addj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z19sub_group_broadcastjj(i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @co_sg_vote_loop(ptr addrspace(1) nocapture noundef align 4 %0, float noundef %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !18 !kernel_arg_access_qual !19 !kernel_arg_type !20 !kernel_arg_base_type !20 !kernel_arg_type_qual !21 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %5 = shl i64 %4, 32
  %6 = ashr exact i64 %5, 30
  %7 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %6
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !9, !amdgpu.noclobber !13
  br label %9

9:                                                ; preds = %19, %3
  %10 = phi float [ %8, %3 ], [ %20, %19 ]
  %11 = phi i32 [ 0, %3 ], [ %21, %19 ]
  %12 = tail call float @llvm.fabs.f32(float noundef %10) #6
  %13 = fcmp ogt float %12, %1
  %14 = zext i1 %13 to i32
  %15 = tail call i32 @_Z13sub_group_anyi(i32 noundef %14) #7
  %16 = icmp ne i32 %15, 0
  %17 = icmp slt i32 %11, %2
  %18 = select i1 %16, i1 %17, i1 false
  br i1 %18, label %19, label %22

19:                                               ; preds = %9
  %20 = fmul float %10, 5.000000e-01
  %21 = add nuw nsw i32 %11, 1
  br label %9

22:                                               ; preds = %9
  %23 = tail call i32 @_Z22get_sub_group_local_idv() #7
  %24 = fadd float %10, 0.000000e+00
  store float %24, ptr addrspace(1) %7, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z13sub_group_anyi(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @co_sg_scan_max(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %4 = shl i64 %3, 32
  %5 = ashr exact i64 %4, 32
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !16, !amdgpu.noclobber !13
  %8 = tail call i32 @_Z28sub_group_scan_inclusive_maxi(i32 noundef %7) #7
  %9 = tail call i32 @_Z22get_max_sub_group_sizev() #7
  %10 = mul nsw i32 %9, %8
  %11 = tail call i32 @_Z18get_sub_group_sizev() #7
  %12 = add nsw i32 %10, %11
  %13 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5
  store i32 %12, ptr addrspace(1) %13, align 4, !tbaa !16
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z28sub_group_scan_inclusive_maxi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_max_sub_group_sizev() local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z18get_sub_group_sizev() local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @co_wg_scan(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !26 !kernel_arg_access_qual !19 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !16, !amdgpu.noclobber !13
  %7 = tail call i32 @_Z29work_group_scan_exclusive_addi(i32 noundef %6) #7
  %8 = tail call i32 @_Z21work_group_reduce_addi(i32 noundef %6) #7
  %9 = tail call i32 @_Z21work_group_reduce_maxi(i32 noundef %6) #7
  %10 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4
  store i32 %7, ptr addrspace(1) %10, align 4, !tbaa !16
  %11 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %13, label %19

13:                                               ; preds = %3
  %14 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #6
  %15 = shl i64 %14, 1
  %16 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %15
  store i32 %8, ptr addrspace(1) %16, align 4, !tbaa !16
  %17 = or disjoint i64 %15, 1
  %18 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %17
  store i32 %9, ptr addrspace(1) %18, align 4, !tbaa !16
  br label %19

19:                                               ; preds = %13, %3
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z29work_group_scan_exclusive_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z21work_group_reduce_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z21work_group_reduce_maxi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @co_wg_broadcast_loop(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1) local_unnamed_addr #1 !kernel_arg_addr_space !29 !kernel_arg_access_qual !23 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %4 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %3
  %5 = load float, ptr addrspace(1) %4, align 4, !tbaa !9, !amdgpu.noclobber !13
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %23

7:                                                ; preds = %2, %18
  %8 = phi float [ %20, %18 ], [ %5, %2 ]
  %9 = phi i32 [ %21, %18 ], [ 0, %2 ]
  %10 = zext nneg i32 %9 to i64
  %11 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #6
  %12 = urem i64 %10, %11
  %13 = tail call float @_Z20work_group_broadcastfm(float noundef %8, i64 noundef %12) #7
  %14 = fcmp olt float %8, %13
  %15 = zext i1 %14 to i32
  %16 = tail call i32 @_Z14work_group_alli(i32 noundef %15) #7
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %23

18:                                               ; preds = %7
  %19 = fneg float %13
  %20 = tail call float @llvm.fmuladd.f32(float %19, float 5.000000e-01, float %8)
  %21 = add nuw nsw i32 %9, 1
  %22 = icmp eq i32 %21, %1
  br i1 %22, label %23, label %7

23:                                               ; preds = %7, %18, %2
  %24 = phi float [ %5, %2 ], [ %8, %7 ], [ %20, %18 ]
  %25 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %26 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %25
  store float %24, ptr addrspace(1) %26, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent nounwind
declare hidden float @_Z20work_group_broadcastfm(float noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z14work_group_alli(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @co_atomic_float_sum(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !32 !kernel_arg_access_qual !19 !kernel_arg_type !33 !kernel_arg_base_type !33 !kernel_arg_type_qual !34 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %5 = trunc i64 %4 to i32
  %6 = icmp slt i32 %5, %2
  br i1 %6, label %7, label %19

7:                                                ; preds = %3
  %8 = shl i64 %4, 32
  %9 = ashr exact i64 %8, 30
  %10 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %9
  %11 = load float, ptr addrspace(1) %10, align 4, !tbaa !9, !amdgpu.noclobber !13
  br label %12

12:                                               ; preds = %12, %7
  %13 = load volatile float, ptr addrspace(1) %1, align 4, !tbaa !9
  %14 = bitcast float %13 to i32
  %15 = fadd float %11, %13
  %16 = bitcast float %15 to i32
  %17 = tail call i32 @_Z14atomic_cmpxchgPU3AS1Vjjj(ptr addrspace(1) noundef %1, i32 noundef %14, i32 noundef %16) #7
  %18 = icmp eq i32 %17, %14
  br i1 %18, label %19, label %12

19:                                               ; preds = %12, %3
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @co_atomic_argmax(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !14 !kernel_arg_access_qual !6 !kernel_arg_type !35 !kernel_arg_base_type !35 !kernel_arg_type_qual !36 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %6 = trunc i64 %5 to i32
  %7 = icmp slt i32 %6, %3
  br i1 %7, label %8, label %28

8:                                                ; preds = %4
  %9 = shl i64 %5, 32
  %10 = ashr exact i64 %9, 30
  %11 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !16, !amdgpu.noclobber !13
  %13 = tail call i32 @_Z10atomic_maxPU3AS1Vii(ptr addrspace(1) noundef %1, i32 noundef %12) #7
  %14 = icmp slt i32 %13, %12
  br i1 %14, label %15, label %28

15:                                               ; preds = %8
  %16 = load volatile i32, ptr addrspace(1) %2, align 4, !tbaa !16
  br label %17

17:                                               ; preds = %25, %15
  %18 = phi i32 [ %16, %15 ], [ %26, %25 ]
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %19
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !16
  %22 = icmp sle i32 %21, %12
  %23 = icmp eq i32 %18, %6
  %24 = or i1 %23, %22
  br i1 %24, label %25, label %28

25:                                               ; preds = %17
  %26 = tail call i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %2, i32 noundef %18, i32 noundef %6) #7
  %27 = icmp eq i32 %26, %18
  br i1 %27, label %28, label %17

28:                                               ; preds = %25, %17, %8, %4
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_maxPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @co_atomic_mix(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !26 !kernel_arg_access_qual !19 !kernel_arg_type !37 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %5 = trunc i64 %4 to i32
  %6 = tail call i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef %0) #7
  %7 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  %8 = tail call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %7, i32 noundef %5) #7
  %9 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 8
  %10 = tail call i32 @_Z10atomic_subPU3AS1Vjj(ptr addrspace(1) noundef %9, i32 noundef 1) #7
  %11 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 12
  %12 = and i32 %5, 31
  %13 = shl nuw i32 1, %12
  %14 = tail call i32 @_Z9atomic_orPU3AS1Vjj(ptr addrspace(1) noundef %11, i32 noundef %13) #7
  %15 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 16
  %16 = tail call i32 @_Z11atomic_xchgPU3AS1Vjj(ptr addrspace(1) noundef %15, i32 noundef %5) #7
  %17 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 20
  %18 = tail call i32 @_Z10atomic_minPU3AS1Vjj(ptr addrspace(1) noundef %17, i32 noundef %5) #7
  %19 = addrspacecast ptr addrspace(1) %1 to ptr
  %20 = tail call i32 @_Z25atomic_fetch_add_explicitPU3AS0VU7_Atomicii12memory_order12memory_scope(ptr noundef %19, i32 noundef 1, i32 noundef 0, i32 noundef 1) #7
  tail call void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef 2, i32 noundef 5, i32 noundef 2) #7
  %21 = add nsw i32 %20, %18
  %22 = zext i32 %6 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %22
  store i32 %21, ptr addrspace(1) %23, align 4, !tbaa !16
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_subPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z9atomic_orPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z11atomic_xchgPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_minPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z25atomic_fetch_add_explicitPU3AS0VU7_Atomicii12memory_order12memory_scope(ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @co_local_queue(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, ptr addrspace(3) noundef align 4 %3) local_unnamed_addr #1 !kernel_arg_addr_space !40 !kernel_arg_access_qual !6 !kernel_arg_type !41 !kernel_arg_base_type !41 !kernel_arg_type_qual !8 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %6 = trunc i64 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %4
  store i32 0, ptr addrspace(3) %3, align 4, !tbaa !16
  br label %9

9:                                                ; preds = %8, %4
  tail call void @_Z7barrierj(i32 noundef 1) #7
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #6
  %11 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !16
  %13 = and i32 %12, 1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %18, label %15

15:                                               ; preds = %9
  %16 = tail call i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef %3) #7
  %17 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %16
  store i32 %12, ptr addrspace(3) %17, align 4, !tbaa !16
  br label %18

18:                                               ; preds = %15, %9
  tail call void @_Z9mem_fencej(i32 noundef 1) #7
  tail call void @_Z7barrierj(i32 noundef 1) #7
  %19 = load i32, ptr addrspace(3) %3, align 4, !tbaa !16
  %20 = icmp sgt i32 %19, %6
  br i1 %20, label %22, label %21

21:                                               ; preds = %22, %18
  ret void

22:                                               ; preds = %18, %22
  %23 = phi i32 [ %34, %22 ], [ %6, %18 ]
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %23
  %26 = load i32, ptr addrspace(3) %25, align 4, !tbaa !16
  %27 = mul nsw i32 %26, 3
  %28 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #6
  %29 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #6
  %30 = mul i64 %29, %28
  %31 = getelementptr i32, ptr addrspace(1) %1, i64 %30
  %32 = getelementptr i32, ptr addrspace(1) %31, i64 %24
  store i32 %27, ptr addrspace(1) %32, align 4, !tbaa !16
  %33 = trunc i64 %29 to i32
  %34 = add i32 %23, %33
  %35 = icmp slt i32 %34, %19
  br i1 %35, label %22, label %21
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden void @_Z9mem_fencej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z14atomic_cmpxchgPU3AS1Vjjj(ptr addrspace(1) noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }

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
!14 = !{i32 1, i32 1, i32 1, i32 0}
!15 = !{!"int*", !"int*", !"uint*", !"int"}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !11, i64 0}
!18 = !{i32 1, i32 0, i32 0}
!19 = !{!"none", !"none", !"none"}
!20 = !{!"float*", !"float", !"int"}
!21 = !{!"", !"", !""}
!22 = !{i32 1, i32 1}
!23 = !{!"none", !"none"}
!24 = !{!"int*", !"int*"}
!25 = !{!"const", !""}
!26 = !{i32 1, i32 1, i32 1}
!27 = !{!"int*", !"int*", !"int*"}
!28 = !{!"const", !"", !""}
!29 = !{i32 1, i32 0}
!30 = !{!"float*", !"int"}
!31 = !{!"", !""}
!32 = !{i32 1, i32 1, i32 0}
!33 = !{!"float*", !"float*", !"int"}
!34 = !{!"const", !"volatile", !""}
!35 = !{!"int*", !"int*", !"int*", !"int"}
!36 = !{!"const", !"volatile", !"volatile", !""}
!37 = !{!"uint*", !"atomic_int*", !"int*"}
!38 = !{!"uint*", !"_Atomic(int)*", !"int*"}
!39 = !{!"", !"volatile", !""}
!40 = !{i32 1, i32 1, i32 3, i32 3}
!41 = !{!"int*", !"int*", !"int*", !"int*"}
