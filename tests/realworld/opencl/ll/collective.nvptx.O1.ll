source_filename = "src/collective.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none)
define dso_local i32 @hash32(i32 noundef %0) local_unnamed_addr #0 {
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

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @co_sg_reduce(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %10 = trunc i64 %9 to i32
  %11 = icmp slt i32 %10, %3
  br i1 %11, label %12, label %17

12:                                               ; preds = %4
  %13 = shl i64 %9, 32
  %14 = ashr exact i64 %13, 30
  %15 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !16
  br label %17

17:                                               ; preds = %4, %12
  %18 = phi float [ %16, %12 ], [ 0.000000e+00, %4 ]
  %19 = shl i64 %5, 32
  %20 = ashr exact i64 %19, 30
  %21 = getelementptr inbounds i8, ptr addrspace(3) %2, i64 %20
  store float %18, ptr addrspace(3) %21, align 4, !tbaa !16
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %22 = icmp sgt i32 %8, 1
  br i1 %22, label %25, label %23

23:                                               ; preds = %36, %17
  %24 = icmp eq i32 %6, 0
  br i1 %24, label %38, label %42

25:                                               ; preds = %17, %36
  %26 = phi i32 [ %27, %36 ], [ %8, %17 ]
  %27 = lshr i32 %26, 1
  %28 = icmp sgt i32 %27, %6
  br i1 %28, label %29, label %36

29:                                               ; preds = %25
  %30 = add nsw i32 %27, %6
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(3) %2, i64 %31
  %33 = load float, ptr addrspace(3) %32, align 4, !tbaa !16
  %34 = load float, ptr addrspace(3) %21, align 4, !tbaa !16
  %35 = fadd float %33, %34
  store float %35, ptr addrspace(3) %21, align 4, !tbaa !16
  br label %36

36:                                               ; preds = %29, %25
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %37 = icmp ult i32 %26, 4
  br i1 %37, label %23, label %25, !llvm.loop !20

38:                                               ; preds = %23
  %39 = load float, ptr addrspace(3) %2, align 4, !tbaa !16
  %40 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %41 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %40
  store float %39, ptr addrspace(1) %41, align 4, !tbaa !16
  br label %42

42:                                               ; preds = %38, %23
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @co_sg_compact(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !22 !kernel_arg_access_qual !13 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !15 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = icmp slt i32 %6, %3
  br i1 %7, label %8, label %18

8:                                                ; preds = %4
  %9 = shl i64 %5, 32
  %10 = ashr exact i64 %9, 30
  %11 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !24
  %13 = icmp sgt i32 %12, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %8
  %15 = tail call i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef %2) #6
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %16
  store i32 %12, ptr addrspace(1) %17, align 4, !tbaa !24
  br label %18

18:                                               ; preds = %14, %8, %4
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef) local_unnamed_addr #3

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @co_wg_scan(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !26 !kernel_arg_access_qual !27 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !29 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !24
  %7 = tail call i32 @_Z29work_group_scan_exclusive_addi(i32 noundef %6) #6
  %8 = tail call i32 @_Z21work_group_reduce_addi(i32 noundef %6) #6
  %9 = tail call i32 @_Z21work_group_reduce_maxi(i32 noundef %6) #6
  %10 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4
  store i32 %7, ptr addrspace(1) %10, align 4, !tbaa !24
  %11 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %13, label %19

13:                                               ; preds = %3
  %14 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %15 = shl i64 %14, 1
  %16 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %15
  store i32 %8, ptr addrspace(1) %16, align 4, !tbaa !24
  %17 = or disjoint i64 %15, 1
  %18 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %17
  store i32 %9, ptr addrspace(1) %18, align 4, !tbaa !24
  br label %19

19:                                               ; preds = %13, %3
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z29work_group_scan_exclusive_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z21work_group_reduce_addi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z21work_group_reduce_maxi(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @co_wg_broadcast_loop(ptr addrspace(1) nocapture noundef align 4 %0, i32 noundef %1) local_unnamed_addr #1 !kernel_arg_addr_space !30 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %4 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %3
  %5 = load float, ptr addrspace(1) %4, align 4, !tbaa !16
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %24

7:                                                ; preds = %2, %7
  %8 = phi float [ %20, %7 ], [ %5, %2 ]
  %9 = phi i32 [ %21, %7 ], [ 0, %2 ]
  %10 = zext nneg i32 %9 to i64
  %11 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %12 = urem i64 %10, %11
  %13 = tail call float @_Z20work_group_broadcastfm(float noundef %8, i64 noundef %12) #6
  %14 = fcmp olt float %8, %13
  %15 = zext i1 %14 to i32
  %16 = tail call i32 @_Z14work_group_alli(i32 noundef %15) #6
  %17 = icmp ne i32 %16, 0
  %18 = fneg float %13
  %19 = tail call float @llvm.fmuladd.f32(float %18, float 5.000000e-01, float %8)
  %20 = select i1 %17, float %8, float %19
  %21 = add nuw nsw i32 %9, 1
  %22 = icmp eq i32 %21, %1
  %23 = select i1 %17, i1 true, i1 %22
  br i1 %23, label %24, label %7, !llvm.loop !34

24:                                               ; preds = %7, %2
  %25 = phi float [ %5, %2 ], [ %20, %7 ]
  %26 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %27 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %26
  store float %25, ptr addrspace(1) %27, align 4, !tbaa !16
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local float @_Z20work_group_broadcastfm(float noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z14work_group_alli(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @co_atomic_float_sum(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !35 !kernel_arg_access_qual !27 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !37 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = icmp slt i32 %5, %2
  br i1 %6, label %7, label %19

7:                                                ; preds = %3
  %8 = shl i64 %4, 32
  %9 = ashr exact i64 %8, 30
  %10 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %9
  %11 = load float, ptr addrspace(1) %10, align 4, !tbaa !16
  br label %12

12:                                               ; preds = %12, %7
  %13 = load volatile float, ptr addrspace(1) %1, align 4, !tbaa !16
  %14 = bitcast float %13 to i32
  %15 = fadd float %11, %13
  %16 = bitcast float %15 to i32
  %17 = tail call i32 @_Z14atomic_cmpxchgPU3AS1Vjjj(ptr addrspace(1) noundef %1, i32 noundef %14, i32 noundef %16) #6
  %18 = icmp eq i32 %17, %14
  br i1 %18, label %19, label %12, !llvm.loop !38

19:                                               ; preds = %12, %3
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @co_atomic_argmax(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !22 !kernel_arg_access_qual !13 !kernel_arg_type !39 !kernel_arg_base_type !39 !kernel_arg_type_qual !40 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = icmp slt i32 %6, %3
  br i1 %7, label %8, label %28

8:                                                ; preds = %4
  %9 = shl i64 %5, 32
  %10 = ashr exact i64 %9, 30
  %11 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !24
  %13 = tail call i32 @_Z10atomic_maxPU3AS1Vii(ptr addrspace(1) noundef %1, i32 noundef %12) #6
  %14 = icmp slt i32 %13, %12
  br i1 %14, label %15, label %28

15:                                               ; preds = %8
  %16 = load volatile i32, ptr addrspace(1) %2, align 4, !tbaa !24
  br label %17

17:                                               ; preds = %25, %15
  %18 = phi i32 [ %16, %15 ], [ %26, %25 ]
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %19
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !24
  %22 = icmp sle i32 %21, %12
  %23 = icmp eq i32 %18, %6
  %24 = or i1 %23, %22
  br i1 %24, label %25, label %28

25:                                               ; preds = %17
  %26 = tail call i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %2, i32 noundef %18, i32 noundef %6) #6
  %27 = icmp eq i32 %26, %18
  br i1 %27, label %28, label %17

28:                                               ; preds = %25, %17, %8, %4
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_maxPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @co_atomic_mix(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !26 !kernel_arg_access_qual !27 !kernel_arg_type !41 !kernel_arg_base_type !42 !kernel_arg_type_qual !43 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = tail call i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef %0) #6
  %7 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 4
  %8 = tail call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %7, i32 noundef %5) #6
  %9 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 8
  %10 = tail call i32 @_Z10atomic_subPU3AS1Vjj(ptr addrspace(1) noundef %9, i32 noundef 1) #6
  %11 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 12
  %12 = and i32 %5, 31
  %13 = shl nuw i32 1, %12
  %14 = tail call i32 @_Z9atomic_orPU3AS1Vjj(ptr addrspace(1) noundef %11, i32 noundef %13) #6
  %15 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 16
  %16 = tail call i32 @_Z11atomic_xchgPU3AS1Vjj(ptr addrspace(1) noundef %15, i32 noundef %5) #6
  %17 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 20
  %18 = tail call i32 @_Z10atomic_minPU3AS1Vjj(ptr addrspace(1) noundef %17, i32 noundef %5) #6
  %19 = addrspacecast ptr addrspace(1) %1 to ptr
  %20 = tail call i32 @_Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope(ptr noundef %19, i32 noundef 1, i32 noundef 0, i32 noundef 1) #6
  tail call void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef 2, i32 noundef 5, i32 noundef 2) #6
  %21 = add nsw i32 %20, %18
  %22 = zext i32 %6 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %22
  store i32 %21, ptr addrspace(1) %23, align 4, !tbaa !24
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_subPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z9atomic_orPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z11atomic_xchgPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_minPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z25atomic_fetch_add_explicitPVU7_Atomicii12memory_order12memory_scope(ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @co_local_queue(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2, ptr addrspace(3) noundef align 4 %3) local_unnamed_addr #1 !kernel_arg_addr_space !44 !kernel_arg_access_qual !13 !kernel_arg_type !45 !kernel_arg_base_type !45 !kernel_arg_type_qual !15 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %9

8:                                                ; preds = %4
  store i32 0, ptr addrspace(3) %3, align 4, !tbaa !24
  br label %9

9:                                                ; preds = %8, %4
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %11 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !24
  %13 = and i32 %12, 1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %19, label %15

15:                                               ; preds = %9
  %16 = tail call i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef %3) #6
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %17
  store i32 %12, ptr addrspace(3) %18, align 4, !tbaa !24
  br label %19

19:                                               ; preds = %15, %9
  tail call void @_Z9mem_fencej(i32 noundef 1) #6
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %20 = load i32, ptr addrspace(3) %3, align 4, !tbaa !24
  %21 = icmp sgt i32 %20, %6
  br i1 %21, label %23, label %22

22:                                               ; preds = %23, %19
  ret void

23:                                               ; preds = %19, %23
  %24 = phi i32 [ %35, %23 ], [ %6, %19 ]
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr addrspace(3) %2, i64 %25
  %27 = load i32, ptr addrspace(3) %26, align 4, !tbaa !24
  %28 = mul nsw i32 %27, 3
  %29 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %30 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %31 = mul i64 %30, %29
  %32 = getelementptr i32, ptr addrspace(1) %1, i64 %31
  %33 = getelementptr i32, ptr addrspace(1) %32, i64 %25
  store i32 %28, ptr addrspace(1) %33, align 4, !tbaa !24
  %34 = trunc i64 %30 to i32
  %35 = add i32 %24, %34
  %36 = icmp slt i32 %35, %20
  br i1 %36, label %23, label %22, !llvm.loop !46
}

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local void @_Z9mem_fencej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z14atomic_cmpxchgPU3AS1Vjjj(ptr addrspace(1) noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7}
!llvm.module.flags = !{!8, !9}
!opencl.ocl.version = !{!10}

!0 = !{ptr @co_sg_reduce, !"kernel", i32 1}
!1 = !{ptr @co_sg_compact, !"kernel", i32 1}
!2 = !{ptr @co_wg_scan, !"kernel", i32 1}
!3 = !{ptr @co_wg_broadcast_loop, !"kernel", i32 1}
!4 = !{ptr @co_atomic_float_sum, !"kernel", i32 1}
!5 = !{ptr @co_atomic_argmax, !"kernel", i32 1}
!6 = !{ptr @co_atomic_mix, !"kernel", i32 1}
!7 = !{ptr @co_local_queue, !"kernel", i32 1}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{i32 2, i32 0}
!11 = !{!"clang-19"}
!12 = !{i32 1, i32 1, i32 3, i32 0}
!13 = !{!"none", !"none", !"none", !"none"}
!14 = !{!"float*", !"float*", !"float*", !"int"}
!15 = !{!"const", !"", !"", !""}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !18, i64 0}
!18 = !{!"omnipotent char", !19, i64 0}
!19 = !{!"Simple C/C++ TBAA"}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.unroll.disable"}
!22 = !{i32 1, i32 1, i32 1, i32 0}
!23 = !{!"int*", !"int*", !"uint*", !"int"}
!24 = !{!25, !25, i64 0}
!25 = !{!"int", !18, i64 0}
!26 = !{i32 1, i32 1, i32 1}
!27 = !{!"none", !"none", !"none"}
!28 = !{!"int*", !"int*", !"int*"}
!29 = !{!"const", !"", !""}
!30 = !{i32 1, i32 0}
!31 = !{!"none", !"none"}
!32 = !{!"float*", !"int"}
!33 = !{!"", !""}
!34 = distinct !{!34, !21}
!35 = !{i32 1, i32 1, i32 0}
!36 = !{!"float*", !"float*", !"int"}
!37 = !{!"const", !"volatile", !""}
!38 = distinct !{!38, !21}
!39 = !{!"int*", !"int*", !"int*", !"int"}
!40 = !{!"const", !"volatile", !"volatile", !""}
!41 = !{!"uint*", !"atomic_int*", !"int*"}
!42 = !{!"uint*", !"_Atomic(int)*", !"int*"}
!43 = !{!"", !"volatile", !""}
!44 = !{i32 1, i32 1, i32 3, i32 3}
!45 = !{!"int*", !"int*", !"int*", !"int*"}
!46 = distinct !{!46, !21}
