source_filename = "src/collective.cl"
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
define spir_kernel void @co_sg_reduce(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %3
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !8
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi float [ %12, %9 ], [ 0.000000e+00, %4 ]
  %15 = call spir_func float @_Z20sub_group_reduce_addf(float noundef %14) #7 [ "convergencectrl"(token %5) ]
  %16 = call spir_func i32 @_Z22get_sub_group_local_idv() #7 [ "convergencectrl"(token %5) ]
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %13
  %19 = call spir_func i32 @_Z16get_sub_group_idv() #7 [ "convergencectrl"(token %5) ]
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %20
  store float %15, ptr addrspace(3) %21, align 4, !tbaa !8
  br label %22

22:                                               ; preds = %18, %13
  call spir_func void @_Z7barrierj(i32 noundef 1) #7 [ "convergencectrl"(token %5) ]
  %23 = call spir_func i32 @_Z16get_sub_group_idv() #7 [ "convergencectrl"(token %5) ]
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %25, label %40

25:                                               ; preds = %22
  %26 = call spir_func i32 @_Z22get_sub_group_local_idv() #7 [ "convergencectrl"(token %5) ]
  %27 = call spir_func i32 @_Z18get_num_sub_groupsv() #7 [ "convergencectrl"(token %5) ]
  %28 = icmp ult i32 %26, %27
  br i1 %28, label %29, label %33

29:                                               ; preds = %25
  %30 = zext i32 %26 to i64
  %31 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %30
  %32 = load float, ptr addrspace(3) %31, align 4, !tbaa !8
  br label %33

33:                                               ; preds = %25, %29
  %34 = phi float [ %32, %29 ], [ 0.000000e+00, %25 ]
  %35 = call spir_func float @_Z20sub_group_reduce_addf(float noundef %34) #7 [ "convergencectrl"(token %5) ]
  %36 = icmp eq i32 %26, 0
  br i1 %36, label %37, label %40

37:                                               ; preds = %33
  %38 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6 [ "convergencectrl"(token %5) ]
  %39 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %38
  store float %35, ptr addrspace(1) %39, align 4, !tbaa !8
  br label %40

40:                                               ; preds = %33, %37, %22
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func float @_Z20sub_group_reduce_addf(float noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z16get_sub_group_idv() local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z18get_num_sub_groupsv() local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @co_sg_compact(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !12 !kernel_arg_access_qual !5 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !7 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %3
  br i1 %8, label %9, label %13

9:                                                ; preds = %4
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !14
  br label %13

13:                                               ; preds = %4, %9
  %14 = phi i32 [ %12, %9 ], [ 0, %4 ]
  %15 = icmp sgt i32 %14, 0
  %16 = zext i1 %15 to i32
  %17 = call spir_func i32 @_Z28sub_group_scan_exclusive_addj(i32 noundef %16) #7 [ "convergencectrl"(token %5) ]
  %18 = call spir_func i32 @_Z20sub_group_reduce_addj(i32 noundef %16) #7 [ "convergencectrl"(token %5) ]
  %19 = call spir_func i32 @_Z22get_sub_group_local_idv() #7 [ "convergencectrl"(token %5) ]
  %20 = icmp eq i32 %19, 0
  %21 = icmp ne i32 %18, 0
  %22 = select i1 %20, i1 %21, i1 false
  br i1 %22, label %23, label %25

23:                                               ; preds = %13
  %24 = call spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %2, i32 noundef %18) #7 [ "convergencectrl"(token %5) ]
  br label %25

25:                                               ; preds = %23, %13
  %26 = phi i32 [ %24, %23 ], [ 0, %13 ]
  %27 = call spir_func i32 @_Z19sub_group_broadcastjj(i32 noundef %26, i32 noundef 0) #7 [ "convergencectrl"(token %5) ]
  br i1 %15, label %28, label %32

28:                                               ; preds = %25
  %29 = add i32 %27, %17
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %30
  store i32 %14, ptr addrspace(1) %31, align 4, !tbaa !14
  br label %32

32:                                               ; preds = %28, %25
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z28sub_group_scan_exclusive_addj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20sub_group_reduce_addj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z19sub_group_broadcastjj(i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @co_sg_vote_loop(ptr addrspace(1) nocapture noundef align 4 %0, float noundef %1, i32 noundef %2) local_unnamed_addr #2 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %6 = shl i64 %5, 32
  %7 = ashr exact i64 %6, 30
  %8 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %7
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !8
  br label %10

10:                                               ; preds = %21, %3
  %11 = phi float [ %9, %3 ], [ %22, %21 ]
  %12 = phi i32 [ 0, %3 ], [ %23, %21 ]
  %13 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %14 = call spir_func float @_Z4fabsf(float noundef %11) #6 [ "convergencectrl"(token %13) ]
  %15 = fcmp ogt float %14, %1
  %16 = zext i1 %15 to i32
  %17 = call spir_func i32 @_Z13sub_group_anyi(i32 noundef %16) #7 [ "convergencectrl"(token %13) ]
  %18 = icmp ne i32 %17, 0
  %19 = icmp slt i32 %12, %2
  %20 = select i1 %18, i1 %19, i1 false
  br i1 %20, label %21, label %24

21:                                               ; preds = %10
  %22 = fmul float %11, 5.000000e-01
  %23 = add nuw nsw i32 %12, 1
  br label %10, !llvm.loop !20

24:                                               ; preds = %10
  %25 = call spir_func i32 @_Z22get_sub_group_local_idv() #7 [ "convergencectrl"(token %4) ]
  %26 = fadd float %11, 0.000000e+00
  store float %26, ptr addrspace(1) %8, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z13sub_group_anyi(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z4fabsf(float noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @co_sg_scan_max(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #2 !kernel_arg_addr_space !22 !kernel_arg_access_qual !23 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %3 = tail call token @llvm.experimental.convergence.entry()
  %4 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %3) ]
  %5 = shl i64 %4, 32
  %6 = ashr exact i64 %5, 32
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !14
  %9 = call spir_func i32 @_Z28sub_group_scan_inclusive_maxi(i32 noundef %8) #7 [ "convergencectrl"(token %3) ]
  %10 = call spir_func i32 @_Z22get_max_sub_group_sizev() #7 [ "convergencectrl"(token %3) ]
  %11 = mul nsw i32 %10, %9
  %12 = call spir_func i32 @_Z18get_sub_group_sizev() #7 [ "convergencectrl"(token %3) ]
  %13 = add nsw i32 %11, %12
  %14 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %6
  store i32 %13, ptr addrspace(1) %14, align 4, !tbaa !14
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z28sub_group_scan_inclusive_maxi(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z22get_max_sub_group_sizev() local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z18get_sub_group_sizev() local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @co_wg_scan(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #2 !kernel_arg_addr_space !26 !kernel_arg_access_qual !17 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !14
  %8 = call spir_func i32 @_Z29work_group_scan_exclusive_addi(i32 noundef %7) #7 [ "convergencectrl"(token %4) ]
  %9 = call spir_func i32 @_Z21work_group_reduce_addi(i32 noundef %7) #7 [ "convergencectrl"(token %4) ]
  %10 = call spir_func i32 @_Z21work_group_reduce_maxi(i32 noundef %7) #7 [ "convergencectrl"(token %4) ]
  %11 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5
  store i32 %8, ptr addrspace(1) %11, align 4, !tbaa !14
  %12 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %14, label %20

14:                                               ; preds = %3
  %15 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %16 = shl i64 %15, 1
  %17 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %16
  store i32 %9, ptr addrspace(1) %17, align 4, !tbaa !14
  %18 = or disjoint i64 %16, 1
  %19 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %18
  store i32 %10, ptr addrspace(1) %19, align 4, !tbaa !14
  br label %20

20:                                               ; preds = %14, %3
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z29work_group_scan_exclusive_addi(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z21work_group_reduce_addi(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z21work_group_reduce_maxi(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @co_wg_broadcast_loop(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1) local_unnamed_addr #2 !kernel_arg_addr_space !29 !kernel_arg_access_qual !23 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
  %3 = tail call token @llvm.experimental.convergence.entry()
  %4 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %3) ]
  %5 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %4
  %6 = load float, ptr addrspace(1) %5, align 4, !tbaa !8
  br label %7

7:                                                ; preds = %12, %2
  %8 = phi i32 [ 0, %2 ], [ %24, %12 ]
  %9 = phi float [ %6, %2 ], [ %23, %12 ]
  %10 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %3) ]
  %11 = icmp slt i32 %8, %1
  br i1 %11, label %12, label %25

12:                                               ; preds = %7
  %13 = zext nneg i32 %8 to i64
  %14 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #6 [ "convergencectrl"(token %10) ]
  %15 = urem i64 %13, %14
  %16 = call spir_func float @_Z20work_group_broadcastfm(float noundef %9, i64 noundef %15) #7 [ "convergencectrl"(token %10) ]
  %17 = fcmp olt float %9, %16
  %18 = zext i1 %17 to i32
  %19 = call spir_func i32 @_Z14work_group_alli(i32 noundef %18) #7 [ "convergencectrl"(token %10) ]
  %20 = icmp eq i32 %19, 0
  %21 = fneg float %16
  %22 = tail call float @llvm.fmuladd.f32(float %21, float 5.000000e-01, float %9)
  %23 = select i1 %20, float %22, float %9
  %24 = add nuw nsw i32 %8, 1
  br i1 %20, label %7, label %25, !llvm.loop !32

25:                                               ; preds = %7, %12
  %26 = phi float [ %23, %12 ], [ %9, %7 ]
  %27 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %3) ]
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27
  store float %26, ptr addrspace(1) %28, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func float @_Z20work_group_broadcastfm(float noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z14work_group_alli(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @co_atomic_float_sum(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) local_unnamed_addr #2 !kernel_arg_addr_space !33 !kernel_arg_access_qual !17 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %6 = trunc i64 %5 to i32
  %7 = icmp slt i32 %6, %2
  br i1 %7, label %8, label %20

8:                                                ; preds = %3
  %9 = sext i32 %6 to i64
  %10 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %9
  %11 = load float, ptr addrspace(1) %10, align 4, !tbaa !8
  br label %12

12:                                               ; preds = %12, %8
  %13 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %14 = load volatile float, ptr addrspace(1) %1, align 4, !tbaa !8
  %15 = bitcast float %14 to i32
  %16 = fadd float %11, %14
  %17 = bitcast float %16 to i32
  %18 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Vjjj(ptr addrspace(1) noundef %1, i32 noundef %15, i32 noundef %17) #7 [ "convergencectrl"(token %13) ]
  %19 = icmp eq i32 %18, %15
  br i1 %19, label %20, label %12, !llvm.loop !36

20:                                               ; preds = %12, %3
  ret void
}

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @co_atomic_argmax(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #2 !kernel_arg_addr_space !12 !kernel_arg_access_qual !5 !kernel_arg_type !37 !kernel_arg_base_type !37 !kernel_arg_type_qual !38 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %7, %3
  br i1 %8, label %9, label %29

9:                                                ; preds = %4
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !14
  %13 = call spir_func i32 @_Z10atomic_maxPU3AS1Vii(ptr addrspace(1) noundef %1, i32 noundef %12) #7 [ "convergencectrl"(token %5) ]
  %14 = icmp slt i32 %13, %12
  br i1 %14, label %15, label %29

15:                                               ; preds = %9
  %16 = load volatile i32, ptr addrspace(1) %2, align 4, !tbaa !14
  br label %17

17:                                               ; preds = %26, %15
  %18 = phi i32 [ %16, %15 ], [ %27, %26 ]
  %19 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %20 = sext i32 %18 to i64
  %21 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !14
  %23 = icmp sle i32 %22, %12
  %24 = icmp eq i32 %18, %7
  %25 = or i1 %24, %23
  br i1 %25, label %26, label %29

26:                                               ; preds = %17
  %27 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %2, i32 noundef %18, i32 noundef %7) #7 [ "convergencectrl"(token %19) ]
  %28 = icmp eq i32 %27, %18
  br i1 %28, label %29, label %17

29:                                               ; preds = %26, %17, %9, %4
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_maxPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @co_atomic_mix(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #2 !kernel_arg_addr_space !26 !kernel_arg_access_qual !17 !kernel_arg_type !39 !kernel_arg_base_type !40 !kernel_arg_type_qual !41 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %6 = trunc i64 %5 to i32
  %7 = call spir_func i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef %0) #7 [ "convergencectrl"(token %4) ]
  %8 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  %9 = call spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %8, i32 noundef %6) #7 [ "convergencectrl"(token %4) ]
  %10 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 8
  %11 = call spir_func i32 @_Z10atomic_subPU3AS1Vjj(ptr addrspace(1) noundef %10, i32 noundef 1) #7 [ "convergencectrl"(token %4) ]
  %12 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 12
  %13 = and i32 %6, 31
  %14 = shl nuw i32 1, %13
  %15 = call spir_func i32 @_Z9atomic_orPU3AS1Vjj(ptr addrspace(1) noundef %12, i32 noundef %14) #7 [ "convergencectrl"(token %4) ]
  %16 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 16
  %17 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vjj(ptr addrspace(1) noundef %16, i32 noundef %6) #7 [ "convergencectrl"(token %4) ]
  %18 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 20
  %19 = call spir_func i32 @_Z10atomic_minPU3AS1Vjj(ptr addrspace(1) noundef %18, i32 noundef %6) #7 [ "convergencectrl"(token %4) ]
  %20 = addrspacecast ptr addrspace(1) %1 to ptr addrspace(4)
  %21 = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef %20, i32 noundef 1, i32 noundef 0, i32 noundef 1) #7 [ "convergencectrl"(token %4) ]
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef 2, i32 noundef 5, i32 noundef 2) #7 [ "convergencectrl"(token %4) ]
  %22 = add nsw i32 %21, %19
  %23 = zext i32 %7 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %23
  store i32 %22, ptr addrspace(1) %24, align 4, !tbaa !14
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_subPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z9atomic_orPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z11atomic_xchgPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_minPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @co_local_queue(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, ptr addrspace(3) noundef align 4 %3) local_unnamed_addr #2 !kernel_arg_addr_space !42 !kernel_arg_access_qual !5 !kernel_arg_type !43 !kernel_arg_base_type !43 !kernel_arg_type_qual !7 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6 [ "convergencectrl"(token %5) ]
  %7 = trunc i64 %6 to i32
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %10

9:                                                ; preds = %4
  store i32 0, ptr addrspace(3) %3, align 4, !tbaa !14
  br label %10

10:                                               ; preds = %9, %4
  call spir_func void @_Z7barrierj(i32 noundef 1) #7 [ "convergencectrl"(token %5) ]
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %5) ]
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !14
  %14 = and i32 %13, 1
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %20, label %16

16:                                               ; preds = %10
  %17 = call spir_func i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef %3) #7 [ "convergencectrl"(token %5) ]
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %18
  store i32 %13, ptr addrspace(3) %19, align 4, !tbaa !14
  br label %20

20:                                               ; preds = %16, %10
  call spir_func void @_Z9mem_fencej(i32 noundef 1) #7 [ "convergencectrl"(token %5) ]
  call spir_func void @_Z7barrierj(i32 noundef 1) #7 [ "convergencectrl"(token %5) ]
  %21 = load i32, ptr addrspace(3) %3, align 4, !tbaa !14
  br label %22

22:                                               ; preds = %27, %20
  %23 = phi i32 [ %7, %20 ], [ %38, %27 ]
  %24 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %25 = icmp slt i32 %23, %21
  br i1 %25, label %27, label %26

26:                                               ; preds = %22
  ret void

27:                                               ; preds = %22
  %28 = sext i32 %23 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %28
  %30 = load i32, ptr addrspace(3) %29, align 4, !tbaa !14
  %31 = mul nsw i32 %30, 3
  %32 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6 [ "convergencectrl"(token %24) ]
  %33 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #6 [ "convergencectrl"(token %24) ]
  %34 = mul i64 %33, %32
  %35 = getelementptr i32, ptr addrspace(1) %1, i64 %34
  %36 = getelementptr i32, ptr addrspace(1) %35, i64 %28
  store i32 %31, ptr addrspace(1) %36, align 4, !tbaa !14
  %37 = trunc i64 %33 to i32
  %38 = add i32 %23, %37
  br label %22, !llvm.loop !44
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z9mem_fencej(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS1Vjjj(ptr addrspace(1) noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"clang-19"}
!4 = !{i32 1, i32 1, i32 3, i32 0}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"float*", !"float*", !"float*", !"int"}
!7 = !{!"const", !"", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{i32 1, i32 1, i32 1, i32 0}
!13 = !{!"int*", !"int*", !"uint*", !"int"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !10, i64 0}
!16 = !{i32 1, i32 0, i32 0}
!17 = !{!"none", !"none", !"none"}
!18 = !{!"float*", !"float", !"int"}
!19 = !{!"", !"", !""}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
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
!32 = distinct !{!32, !21}
!33 = !{i32 1, i32 1, i32 0}
!34 = !{!"float*", !"float*", !"int"}
!35 = !{!"const", !"volatile", !""}
!36 = distinct !{!36, !21}
!37 = !{!"int*", !"int*", !"int*", !"int"}
!38 = !{!"const", !"volatile", !"volatile", !""}
!39 = !{!"uint*", !"atomic_int*", !"int*"}
!40 = !{!"uint*", !"_Atomic(int)*", !"int*"}
!41 = !{!"", !"volatile", !""}
!42 = !{i32 1, i32 1, i32 3, i32 3}
!43 = !{!"int*", !"int*", !"int*", !"int*"}
!44 = distinct !{!44, !21}
