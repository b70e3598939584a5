source_filename = "src/exotic.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

@ex_counter = hidden addrspace(1) global i32 0, align 4
@ex_lut = hidden local_unnamed_addr addrspace(4) constant [8 x float] [float 0.000000e+00, float 1.250000e-01, float 2.500000e-01, float 3.750000e-01, float 5.000000e-01, float 6.250000e-01, float 7.500000e-01, float 8.750000e-01], align 4
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
define protected amdgpu_kernel void @ex_printf(ptr addrspace(1) nocapture noundef readonly align 4 %0, i32 noundef %1) local_unnamed_addr #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %4 = trunc i64 %3 to i32
  %5 = icmp slt i32 %4, %1
  br i1 %5, label %6, label %21

6:                                                ; preds = %2
  %7 = shl i64 %3, 32
  %8 = ashr exact i64 %7, 30
  %9 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !11
  %11 = icmp slt i32 %10, 0
  br i1 %11, label %12, label %21

12:                                               ; preds = %6
  %13 = tail call ptr addrspace(1) @__printf_alloc(i32 16)
  %14 = icmp eq ptr addrspace(1) %13, null
  br i1 %14, label %21, label %15

15:                                               ; preds = %12
  %16 = sitofp i32 %10 to float
  %17 = fmul float %16, 5.000000e-01
  store i32 2, ptr addrspace(1) %13, align 4
  %18 = getelementptr i8, ptr addrspace(1) %13, i64 4
  store i32 %10, ptr addrspace(1) %18, align 4
  %19 = getelementptr i8, ptr addrspace(1) %13, i64 8
  store i32 %4, ptr addrspace(1) %19, align 4
  %20 = getelementptr i8, ptr addrspace(1) %13, i64 12
  store float %17, ptr addrspace(1) %20, align 4
  br label %21

21:                                               ; preds = %15, %12, %6, %2
  %22 = icmp eq i32 %4, 0
  br i1 %22, label %23, label %30

23:                                               ; preds = %21
  %24 = tail call i32 @_Z12get_work_dimv() #17
  %25 = tail call ptr addrspace(1) @__printf_alloc(i32 12)
  %26 = icmp eq ptr addrspace(1) %25, null
  br i1 %26, label %30, label %27

27:                                               ; preds = %23
  store i32 1, ptr addrspace(1) %25, align 4
  %28 = getelementptr i8, ptr addrspace(1) %25, i64 4
  store i32 %1, ptr addrspace(1) %28, align 4
  %29 = getelementptr i8, ptr addrspace(1) %25, i64 8
  store i32 %24, ptr addrspace(1) %29, align 4
  br label %30

30:                                               ; preds = %27, %23, %21
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z12get_work_dimv() local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_workitem_queries(ptr addrspace(1) nocapture noundef writeonly align 8 %0) local_unnamed_addr #1 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %2 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %3 = tail call i64 @_Z17get_global_offsetj(i32 noundef 0) #17
  %4 = mul i64 %2, 6
  %5 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %4
  store i64 %3, ptr addrspace(1) %5, align 8, !tbaa !19
  %6 = tail call i64 @_Z23get_enqueued_local_sizej(i32 noundef 0) #18
  %7 = or disjoint i64 %4, 1
  %8 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %7
  store i64 %6, ptr addrspace(1) %8, align 8, !tbaa !19
  %9 = tail call i32 @_Z12get_work_dimv() #17
  %10 = zext i32 %9 to i64
  %11 = getelementptr i8, ptr addrspace(1) %5, i64 16
  store i64 %10, ptr addrspace(1) %11, align 8, !tbaa !19
  %12 = tail call i64 @_Z20get_global_linear_idv() #18
  %13 = getelementptr i8, ptr addrspace(1) %5, i64 24
  store i64 %12, ptr addrspace(1) %13, align 8, !tbaa !19
  %14 = tail call i64 @_Z19get_local_linear_idv() #18
  %15 = getelementptr i8, ptr addrspace(1) %5, i64 32
  store i64 %14, ptr addrspace(1) %15, align 8, !tbaa !19
  %16 = tail call i64 @_Z14get_num_groupsj(i32 noundef 1) #17
  %17 = tail call i64 @_Z15get_global_sizej(i32 noundef 2) #17
  %18 = mul i64 %17, %16
  %19 = getelementptr i8, ptr addrspace(1) %5, i64 40
  store i64 %18, ptr addrspace(1) %19, align 8, !tbaa !19
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z17get_global_offsetj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i64 @_Z23get_enqueued_local_sizej(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare hidden i64 @_Z20get_global_linear_idv() local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare hidden i64 @_Z19get_local_linear_idv() local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_num_groupsj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @ex_reqd_size(ptr addrspace(1) nocapture noundef writeonly align 4 %0) local_unnamed_addr #5 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !18 !vec_type_hint !22 !reqd_work_group_size !23 {
  %2 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #17
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #17
  %4 = and i64 %2, 7
  %5 = getelementptr inbounds [8 x float], ptr addrspace(4) @ex_lut, i64 0, i64 %4
  %6 = load float, ptr addrspace(4) %5, align 4, !tbaa !24
  %7 = uitofp i64 %3 to float
  %8 = fadd float %6, %7
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %10 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %9
  store float %8, ptr addrspace(1) %10, align 4, !tbaa !24
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_globals(ptr addrspace(1) nocapture noundef writeonly align 4 %0) local_unnamed_addr #1 !kernel_arg_addr_space !15 !kernel_arg_access_qual !16 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !18 !work_group_size_hint !27 {
  %2 = tail call i32 @_Z16atomic_fetch_addPU3AS0VU7_Atomicii(ptr noundef addrspacecast (ptr addrspace(1) @ex_counter to ptr), i32 noundef 1) #18
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %4 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %3
  store i32 %2, ptr addrspace(1) %4, align 4, !tbaa !11
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z16atomic_fetch_addPU3AS0VU7_Atomicii(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_generic(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !28 !kernel_arg_access_qual !8 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #17
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %5 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %4
  %6 = load float, ptr addrspace(1) %5, align 4, !tbaa !24
  %7 = trunc i64 %3 to i32
  %8 = getelementptr inbounds float, ptr addrspace(3) %1, i32 %7
  store float %6, ptr addrspace(3) %8, align 4, !tbaa !24
  tail call void @_Z7barrierj(i32 noundef 1) #18
  %9 = and i64 %3, 1
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %15, label %11

11:                                               ; preds = %2
  %12 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %13 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %12
  %14 = addrspacecast ptr addrspace(1) %13 to ptr
  br label %20

15:                                               ; preds = %2
  %16 = trunc i64 %3 to i32
  %17 = shl i32 %16, 2
  %18 = getelementptr inbounds i8, ptr addrspace(3) %1, i32 %17
  %19 = addrspacecast ptr addrspace(3) %18 to ptr
  br label %20

20:                                               ; preds = %15, %11
  %21 = phi ptr [ %14, %11 ], [ %19, %15 ]
  %22 = tail call ptr addrspace(1) @__to_global(ptr %21) #19
  %23 = load float, ptr %21, align 4, !tbaa !24
  %24 = getelementptr inbounds i8, ptr %21, i64 4
  %25 = load float, ptr %24, align 4, !tbaa !24
  %26 = fadd float %23, %25
  %27 = getelementptr inbounds i8, ptr %21, i64 8
  %28 = load float, ptr %27, align 4, !tbaa !24
  %29 = fadd float %26, %28
  %30 = icmp eq ptr addrspace(1) %22, null
  br i1 %30, label %33, label %31

31:                                               ; preds = %20
  %32 = fadd float %29, 1.000000e+00
  br label %38

33:                                               ; preds = %20
  %34 = tail call ptr addrspace(3) @__to_local(ptr nonnull %21) #19
  %35 = icmp eq ptr addrspace(3) %34, addrspacecast (ptr null to ptr addrspace(3))
  %36 = fadd float %29, 2.000000e+00
  %37 = select i1 %35, float %29, float %36
  br label %38

38:                                               ; preds = %33, %31
  %39 = phi float [ %32, %31 ], [ %37, %33 ]
  %40 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %41 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40
  store float %39, ptr addrspace(1) %41, align 4, !tbaa !24
  ret void
}

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

declare ptr addrspace(1) @__to_global(ptr) local_unnamed_addr #6

declare ptr addrspace(3) @__to_local(ptr) local_unnamed_addr #6

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_c11_atomics(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !31 !kernel_arg_access_qual !32 !kernel_arg_type !33 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %7 = trunc i64 %6 to i32
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %4) #19
  %8 = addrspacecast ptr addrspace(1) %0 to ptr
  %9 = tail call i32 @_Z20atomic_load_explicitPU3AS0VU7_Atomici12memory_order(ptr noundef %8, i32 noundef 2) #18
  store i32 %9, ptr addrspace(5) %4, align 4, !tbaa !11
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  br label %11

11:                                               ; preds = %11, %3
  %12 = load i32, ptr addrspace(5) %4, align 4, !tbaa !11
  %13 = add nsw i32 %12, %7
  %14 = call zeroext i1 @_Z37atomic_compare_exchange_weak_explicitPU3AS0VU7_AtomiciPU3AS0ii12memory_orderS4_(ptr noundef %8, ptr noundef %10, i32 noundef %13, i32 noundef 4, i32 noundef 0) #18
  br i1 %14, label %15, label %11, !llvm.loop !36

15:                                               ; preds = %11
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %5) #19
  store i32 0, ptr addrspace(5) %5, align 4, !tbaa !11
  %16 = addrspacecast ptr addrspace(5) %5 to ptr
  %17 = call zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS0VU7_AtomiciPU3AS0ii(ptr noundef %8, ptr noundef %16, i32 noundef -1) #18
  %18 = addrspacecast ptr addrspace(1) %1 to ptr
  %19 = call zeroext i1 @_Z33atomic_flag_test_and_set_explicitPU3AS0VU7_Atomici12memory_order12memory_scope(ptr noundef %18, i32 noundef 4, i32 noundef 2) #18
  br i1 %19, label %21, label %20

20:                                               ; preds = %15
  call void @_Z17atomic_flag_clearPU3AS0VU7_Atomici(ptr noundef %18) #18
  br label %21

21:                                               ; preds = %20, %15
  %22 = load i32, ptr addrspace(5) %4, align 4, !tbaa !11
  call void @_Z21atomic_store_explicitPU3AS0VU7_Atomicii12memory_order12memory_scope(ptr noundef %8, i32 noundef %22, i32 noundef 3, i32 noundef 2) #18
  %23 = load i32, ptr addrspace(5) %4, align 4, !tbaa !11
  %24 = zext i1 %17 to i32
  %25 = add nsw i32 %23, %24
  %26 = shl i64 %6, 32
  %27 = ashr exact i64 %26, 30
  %28 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %27
  store i32 %25, ptr addrspace(1) %28, align 4, !tbaa !11
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %5) #19
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %4) #19
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20atomic_load_explicitPU3AS0VU7_Atomici12memory_order(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare hidden zeroext i1 @_Z37atomic_compare_exchange_weak_explicitPU3AS0VU7_AtomiciPU3AS0ii12memory_orderS4_(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare hidden zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS0VU7_AtomiciPU3AS0ii(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare hidden zeroext i1 @_Z33atomic_flag_test_and_set_explicitPU3AS0VU7_Atomici12memory_order12memory_scope(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare hidden void @_Z17atomic_flag_clearPU3AS0VU7_Atomici(ptr noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare hidden void @_Z21atomic_store_explicitPU3AS0VU7_Atomicii12memory_order12memory_scope(ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @ex_double(ptr addrspace(1) nocapture noundef readonly align 8 %0, ptr addrspace(1) nocapture noundef writeonly align 8 %1, i32 noundef %2) local_unnamed_addr #7 !kernel_arg_addr_space !38 !kernel_arg_access_qual !32 !kernel_arg_type !39 !kernel_arg_base_type !39 !kernel_arg_type_qual !40 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %5 = trunc i64 %4 to i32
  %6 = icmp slt i32 %5, %2
  br i1 %6, label %7, label %21

7:                                                ; preds = %3
  %8 = shl i64 %4, 32
  %9 = ashr exact i64 %8, 32
  %10 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %9
  %11 = load double, ptr addrspace(1) %10, align 8, !tbaa !41
  %12 = tail call double @llvm.fma.f64(double noundef %11, double noundef %11, double noundef 1.000000e+00) #17
  %13 = fneg double %11
  %14 = tail call double @_Z3expd(double noundef %13) #17
  %15 = fadd double %14, 1.000000e+00
  %16 = fdiv double %12, %15
  %17 = tail call float @_Z17convert_float_rted(double noundef %11) #17
  %18 = fpext float %17 to double
  %19 = fadd double %16, %18
  %20 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %9
  store double %19, ptr addrspace(1) %20, align 8, !tbaa !41
  br label %21

21:                                               ; preds = %7, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden double @_Z3expd(double noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z17convert_float_rted(double noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite)
define protected amdgpu_kernel void @ex_half(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) nocapture noundef writeonly align 2 %1, i32 noundef %2) local_unnamed_addr #8 !kernel_arg_addr_space !38 !kernel_arg_access_qual !32 !kernel_arg_type !43 !kernel_arg_base_type !43 !kernel_arg_type_qual !40 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %5 = trunc i64 %4 to i32
  %6 = icmp slt i32 %5, %2
  br i1 %6, label %7, label %21

7:                                                ; preds = %3
  %8 = shl i64 %4, 32
  %9 = ashr exact i64 %8, 32
  %10 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %9
  %11 = load half, ptr addrspace(1) %10, align 2, !tbaa !44
  %12 = and i64 %9, -4
  %13 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %12
  %14 = addrspacecast ptr addrspace(1) %13 to ptr
  %15 = tail call <4 x half> @_Z6vload4mPU3AS0KDh(i64 noundef 0, ptr noundef %14) #20
  %16 = extractelement <4 x half> %15, i64 0
  %17 = tail call half @llvm.fmuladd.f16(half %11, half 0xH3800, half %16)
  %18 = extractelement <4 x half> %15, i64 3
  %19 = fsub half %17, %18
  %20 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %9
  store half %19, ptr addrspace(1) %20, align 2, !tbaa !44
  br label %21

21:                                               ; preds = %7, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare hidden <4 x half> @_Z6vload4mPU3AS0KDh(i64 noundef, ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #10

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_vload_half(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !46 !kernel_arg_access_qual !8 !kernel_arg_type !47 !kernel_arg_base_type !47 !kernel_arg_type_qual !10 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %4 = shl i64 %3, 32
  %5 = ashr exact i64 %4, 32
  %6 = addrspacecast ptr addrspace(1) %0 to ptr
  %7 = tail call <4 x float> @_Z11vload_half4mPU3AS0KDh(i64 noundef %5, ptr noundef %6) #20
  %8 = fmul <4 x float> %7, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %9 = addrspacecast ptr addrspace(1) %1 to ptr
  tail call void @_Z16vstore_half4_rtzDv4_fmPU3AS0Dh(<4 x float> noundef %8, i64 noundef %5, ptr noundef %9) #18
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare hidden <4 x float> @_Z11vload_half4mPU3AS0KDh(i64 noundef, ptr noundef) local_unnamed_addr #9

; Function Attrs: convergent nounwind
declare hidden void @_Z16vstore_half4_rtzDv4_fmPU3AS0Dh(<4 x float> noundef, i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_enqueue(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) local_unnamed_addr #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !30 {
  %3 = alloca %struct.ndrange_t, align 8, addrspace(5)
  %4 = alloca %struct.ndrange_t, align 8, addrspace(5)
  %5 = alloca <{ i32, i32, ptr, ptr addrspace(1), i32 }>, align 8, addrspace(5)
  %6 = tail call ptr addrspace(1) @_Z17get_default_queuev() #18
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #17
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %9, label %20

9:                                                ; preds = %2
  call void @llvm.lifetime.start.p5(i64 80, ptr addrspace(5) %3) #19
  %10 = sext i32 %1 to i64
  call void @_Z10ndrange_1Dm(ptr addrspace(5) dead_on_unwind writable sret(%struct.ndrange_t) align 8 %3, i64 noundef %10) #18
  %11 = call i64 @_Z12get_group_idj(i32 noundef 0) #17
  %12 = trunc i64 %11 to i32
  %13 = mul i32 %12, %1
  call void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) noundef align 8 dereferenceable(80) %4, ptr addrspace(5) noundef align 8 dereferenceable(80) %3, i64 80, i1 false), !tbaa.struct !48
  store i32 28, ptr addrspace(5) %5, align 8
  %14 = getelementptr inbounds i8, ptr addrspace(5) %5, i32 4
  store i32 8, ptr addrspace(5) %14, align 4
  %15 = getelementptr inbounds i8, ptr addrspace(5) %5, i32 8
  store ptr @__ex_enqueue_block_invoke, ptr addrspace(5) %15, align 8
  %16 = getelementptr inbounds i8, ptr addrspace(5) %5, i32 16
  store ptr addrspace(1) %0, ptr addrspace(5) %16, align 8, !tbaa !50
  %17 = getelementptr inbounds i8, ptr addrspace(5) %5, i32 24
  store i32 %13, ptr addrspace(5) %17, align 8, !tbaa !11
  %18 = addrspacecast ptr addrspace(5) %5 to ptr
  %19 = call i32 @__enqueue_kernel_basic(ptr addrspace(1) %6, i32 0, ptr addrspace(5) byval(%struct.ndrange_t) %4, ptr nonnull @__ex_enqueue_block_invoke_kernel, ptr %18) #19
  call void @llvm.lifetime.end.p5(i64 80, ptr addrspace(5) %3) #19
  br label %20

20:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: convergent nounwind
declare hidden ptr addrspace(1) @_Z17get_default_queuev() local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare hidden void @_Z10ndrange_1Dm(ptr addrspace(5) dead_on_unwind writable sret(%struct.ndrange_t) align 8, i64 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) noalias nocapture writeonly, ptr addrspace(5) noalias nocapture readonly, i64, i1 immarg) #11

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none)
define internal void @__ex_enqueue_block_invoke(ptr nocapture noundef readonly %0) #12 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr addrspace(1), ptr %2, align 8, !tbaa !50
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !11
  %6 = sext i32 %5 to i64
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %8 = getelementptr i32, ptr addrspace(1) %3, i64 %7
  %9 = getelementptr i32, ptr addrspace(1) %8, i64 %6
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !11
  %11 = shl nsw i32 %10, 1
  store i32 %11, ptr addrspace(1) %9, align 4, !tbaa !11
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none)
define internal amdgpu_kernel void @__ex_enqueue_block_invoke_kernel(<{ i32, i32, ptr, ptr addrspace(1), i32 }> %0) #13 !kernel_arg_addr_space !52 !kernel_arg_access_qual !16 !kernel_arg_type !53 !kernel_arg_base_type !53 !kernel_arg_type_qual !18 {
  %2 = extractvalue <{ i32, i32, ptr, ptr addrspace(1), i32 }> %0, 3
  %3 = extractvalue <{ i32, i32, ptr, ptr addrspace(1), i32 }> %0, 4
  %4 = sext i32 %3 to i64
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %6 = getelementptr i32, ptr addrspace(1) %2, i64 %5
  %7 = getelementptr i32, ptr addrspace(1) %6, i64 %4
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !11
  %9 = shl nsw i32 %8, 1
  store i32 %9, ptr addrspace(1) %7, align 4, !tbaa !11
  ret void
}

declare i32 @__enqueue_kernel_basic(ptr addrspace(1), i32, ptr addrspace(5), ptr, ptr) local_unnamed_addr #6

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_enqueue_local(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) local_unnamed_addr #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !30 {
  %3 = alloca %struct.ndrange_t, align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca %struct.ndrange_t, align 8, addrspace(5)
  %6 = alloca <{ i32, i32, ptr, ptr addrspace(1) }>, align 8, addrspace(5)
  %7 = alloca [1 x i64], align 8, addrspace(5)
  %8 = tail call ptr addrspace(1) @_Z17get_default_queuev() #18
  call void @llvm.lifetime.start.p5(i64 80, ptr addrspace(5) %3) #19
  %9 = sext i32 %1 to i64
  call void @_Z10ndrange_1Dmm(ptr addrspace(5) dead_on_unwind writable sret(%struct.ndrange_t) align 8 %3, i64 noundef %9, i64 noundef 64) #18
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %12, label %20

12:                                               ; preds = %2
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %4) #19
  call void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) noundef align 8 dereferenceable(80) %5, ptr addrspace(5) noundef align 8 dereferenceable(80) %3, i64 80, i1 false), !tbaa.struct !48
  %13 = addrspacecast ptr addrspace(5) %4 to ptr
  store i32 24, ptr addrspace(5) %6, align 8
  %14 = getelementptr inbounds i8, ptr addrspace(5) %6, i32 4
  store i32 8, ptr addrspace(5) %14, align 4
  %15 = getelementptr inbounds i8, ptr addrspace(5) %6, i32 8
  store ptr @__ex_enqueue_local_block_invoke, ptr addrspace(5) %15, align 8
  %16 = getelementptr inbounds i8, ptr addrspace(5) %6, i32 16
  store ptr addrspace(1) %0, ptr addrspace(5) %16, align 8, !tbaa !50
  %17 = addrspacecast ptr addrspace(5) %6 to ptr
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %7) #19
  store i64 256, ptr addrspace(5) %7, align 8
  %18 = call i32 @__enqueue_kernel_events_varargs(ptr addrspace(1) %8, i32 1, ptr addrspace(5) %5, i32 0, ptr null, ptr %13, ptr nonnull @__ex_enqueue_local_block_invoke_kernel, ptr %17, i32 1, ptr addrspace(5) %7) #19
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %7) #19
  %19 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !54
  call void @_Z13release_event12ocl_clkevent(ptr addrspace(1) %19) #18
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %4) #19
  br label %20

20:                                               ; preds = %12, %2
  call void @llvm.lifetime.end.p5(i64 80, ptr addrspace(5) %3) #19
  ret void
}

; Function Attrs: convergent nounwind
declare hidden void @_Z10ndrange_1Dmm(ptr addrspace(5) dead_on_unwind writable sret(%struct.ndrange_t) align 8, i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
define internal void @__ex_enqueue_local_block_invoke(ptr nocapture noundef readonly %0, ptr addrspace(3) nocapture noundef %1) #4 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr addrspace(1), ptr %3, align 8, !tbaa !50
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %6 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !11
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #17
  %9 = trunc i64 %8 to i32
  %10 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %9
  store i32 %7, ptr addrspace(3) %10, align 4, !tbaa !11
  tail call void @_Z7barrierj(i32 noundef 1) #18
  %11 = sub i32 63, %9
  %12 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %11
  %13 = load i32, ptr addrspace(3) %12, align 4, !tbaa !11
  %14 = load ptr addrspace(1), ptr %3, align 8, !tbaa !50
  %15 = getelementptr inbounds i32, ptr addrspace(1) %14, i64 %5
  store i32 %13, ptr addrspace(1) %15, align 4, !tbaa !11
  ret void
}

; Function Attrs: convergent nounwind
define internal amdgpu_kernel void @__ex_enqueue_local_block_invoke_kernel(<{ i32, i32, ptr, ptr addrspace(1) }> %0, ptr addrspace(3) nocapture %1) #14 !kernel_arg_addr_space !56 !kernel_arg_access_qual !8 !kernel_arg_type !57 !kernel_arg_base_type !57 !kernel_arg_type_qual !30 {
  %3 = extractvalue <{ i32, i32, ptr, ptr addrspace(1) }> %0, 3
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %5 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !11
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #17
  %8 = trunc i64 %7 to i32
  %9 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %8
  store i32 %6, ptr addrspace(3) %9, align 4, !tbaa !11
  tail call void @_Z7barrierj(i32 noundef 1) #18
  %10 = sub i32 63, %8
  %11 = getelementptr inbounds i32, ptr addrspace(3) %1, i32 %10
  %12 = load i32, ptr addrspace(3) %11, align 4, !tbaa !11
  store i32 %12, ptr addrspace(1) %5, align 4, !tbaa !11
  ret void
}

declare i32 @__enqueue_kernel_events_varargs(ptr addrspace(1), i32, ptr addrspace(5), i32, ptr, ptr, ptr, ptr, i32, ptr addrspace(5)) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare hidden void @_Z13release_event12ocl_clkevent(ptr addrspace(1)) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_pipe_producer(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) %1) local_unnamed_addr #1 !kernel_arg_addr_space !46 !kernel_arg_access_qual !58 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !59 {
  %3 = alloca i32, align 4, addrspace(5)
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %3) #19
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !11
  store i32 %6, ptr addrspace(5) %3, align 4, !tbaa !11
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = addrspacecast ptr addrspace(5) %3 to ptr
  %10 = call i32 @__write_pipe_2_4(ptr addrspace(1) %1, ptr %9) #19
  br label %11

11:                                               ; preds = %8, %2
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %3) #19
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_pipe_consumer(ptr addrspace(1) %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !46 !kernel_arg_access_qual !60 !kernel_arg_type !61 !kernel_arg_base_type !61 !kernel_arg_type_qual !62 {
  %3 = alloca i32, align 4, addrspace(5)
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %3) #19
  %4 = addrspacecast ptr addrspace(5) %3 to ptr
  %5 = call i32 @__read_pipe_2_4(ptr addrspace(1) %0, ptr %4) #19
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %2
  %8 = load i32, ptr addrspace(5) %3, align 4, !tbaa !11
  %9 = call i64 @_Z13get_global_idj(i32 noundef 0) #17
  br label %12

10:                                               ; preds = %2
  %11 = call i64 @_Z13get_global_idj(i32 noundef 0) #17
  br label %12

12:                                               ; preds = %10, %7
  %13 = phi i64 [ %11, %10 ], [ %9, %7 ]
  %14 = phi i32 [ -1, %10 ], [ %8, %7 ]
  %15 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %13
  store i32 %14, ptr addrspace(1) %15, align 4, !tbaa !11
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %3) #19
  ret void
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_pipe_reserve(ptr addrspace(1) %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !46 !kernel_arg_access_qual !60 !kernel_arg_type !63 !kernel_arg_base_type !63 !kernel_arg_type_qual !62 {
  %3 = alloca float, align 4, addrspace(5)
  %4 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #17
  %5 = trunc i64 %4 to i32
  %6 = tail call ptr addrspace(1) @__work_group_reserve_read_pipe(ptr addrspace(1) %0, i32 %5, i32 4, i32 4) #19
  %7 = tail call zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr addrspace(1) %6) #18
  br i1 %7, label %8, label %16

8:                                                ; preds = %2
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %3) #19
  %9 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #17
  %10 = addrspacecast ptr addrspace(5) %3 to ptr
  %11 = trunc i64 %9 to i32
  %12 = call i32 @__read_pipe_4_4(ptr addrspace(1) %0, ptr addrspace(1) %6, i32 %11, ptr %10) #19
  %13 = load float, ptr addrspace(5) %3, align 4, !tbaa !24
  %14 = call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %15 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %14
  store float %13, ptr addrspace(1) %15, align 4, !tbaa !24
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %3) #19
  br label %16

16:                                               ; preds = %8, %2
  call void @__work_group_commit_read_pipe(ptr addrspace(1) %0, ptr addrspace(1) %6, i32 4, i32 4) #19
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #3

declare ptr addrspace(1) @__work_group_reserve_read_pipe(ptr addrspace(1), i32, i32, i32) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare hidden zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr addrspace(1)) local_unnamed_addr #4

declare void @__work_group_commit_read_pipe(ptr addrspace(1), ptr addrspace(1), i32, i32) local_unnamed_addr #6

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_image_blur(ptr addrspace(4) %0, ptr addrspace(4) %1) local_unnamed_addr #1 !kernel_arg_addr_space !46 !kernel_arg_access_qual !64 !kernel_arg_type !65 !kernel_arg_base_type !65 !kernel_arg_type_qual !30 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %4 = trunc i64 %3 to i32
  %5 = insertelement <2 x i32> poison, i32 %4, i64 0
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #17
  %7 = trunc i64 %6 to i32
  %8 = insertelement <2 x i32> %5, i32 %7, i64 1
  %9 = tail call <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(ptr addrspace(4) %0) #17
  %10 = extractelement <2 x i32> %9, i64 0
  %11 = icmp sle i32 %10, %4
  %12 = extractelement <2 x i32> %9, i64 1
  %13 = icmp sle i32 %12, %7
  %14 = select i1 %11, i1 true, i1 %13
  br i1 %14, label %34, label %15

15:                                               ; preds = %2, %20
  %16 = phi i32 [ %21, %20 ], [ -1, %2 ]
  %17 = phi <4 x float> [ %31, %20 ], [ zeroinitializer, %2 ]
  br label %23

18:                                               ; preds = %20
  %19 = fdiv <4 x float> %31, <float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00>, !fpmath !66
  tail call void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr addrspace(4) %1, <2 x i32> noundef %8, <4 x float> noundef %19) #18
  br label %34

20:                                               ; preds = %23
  %21 = add nsw i32 %16, 1
  %22 = icmp eq i32 %21, 2
  br i1 %22, label %18, label %15, !llvm.loop !67

23:                                               ; preds = %15, %23
  %24 = phi i32 [ -1, %15 ], [ %32, %23 ]
  %25 = phi <4 x float> [ %17, %15 ], [ %31, %23 ]
  %26 = tail call ptr addrspace(4) @__translate_sampler_initializer(i32 18) #19
  %27 = insertelement <2 x i32> poison, i32 %24, i64 0
  %28 = insertelement <2 x i32> %27, i32 %16, i64 1
  %29 = add <2 x i32> %28, %8
  %30 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(4) %0, ptr addrspace(4) %26, <2 x i32> noundef %29) #20
  %31 = fadd <4 x float> %25, %30
  %32 = add nsw i32 %24, 1
  %33 = icmp eq i32 %32, 2
  br i1 %33, label %20, label %23, !llvm.loop !68

34:                                               ; preds = %2, %18
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(ptr addrspace(4)) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare hidden <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(4), ptr addrspace(4), <2 x i32> noundef) local_unnamed_addr #9

declare ptr addrspace(4) @__translate_sampler_initializer(i32) local_unnamed_addr #6

; Function Attrs: convergent nounwind
declare hidden void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr addrspace(4), <2 x i32> noundef, <4 x float> noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite)
define protected amdgpu_kernel void @ex_image_sampler_arg(ptr addrspace(4) %0, ptr addrspace(4) %1, ptr addrspace(1) nocapture noundef writeonly align 16 %2, i32 noundef %3) local_unnamed_addr #8 !kernel_arg_addr_space !69 !kernel_arg_access_qual !70 !kernel_arg_type !71 !kernel_arg_base_type !72 !kernel_arg_type_qual !73 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %6 = uitofp i64 %5 to float
  %7 = fadd float %6, 5.000000e-01
  %8 = insertelement <2 x float> poison, float %7, i64 0
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #17
  %10 = uitofp i64 %9 to float
  %11 = fadd float %10, 5.000000e-01
  %12 = insertelement <2 x float> %8, float %11, i64 1
  %13 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(4) %0, ptr addrspace(4) %1, <2 x float> noundef %12) #20
  %14 = tail call i32 @_Z15get_image_width14ocl_image2d_ro(ptr addrspace(4) %0) #17
  %15 = sitofp i32 %14 to float
  %16 = insertelement <4 x float> poison, float %15, i64 0
  %17 = shufflevector <4 x float> %16, <4 x float> poison, <4 x i32> zeroinitializer
  %18 = fmul <4 x float> %13, %17
  %19 = sext i32 %3 to i64
  %20 = mul i64 %9, %19
  %21 = getelementptr <4 x float>, ptr addrspace(1) %2, i64 %20
  %22 = getelementptr <4 x float>, ptr addrspace(1) %21, i64 %5
  store <4 x float> %18, ptr addrspace(1) %22, align 16, !tbaa !49
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare hidden <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(4), ptr addrspace(4), <2 x float> noundef) local_unnamed_addr #9

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z15get_image_width14ocl_image2d_ro(ptr addrspace(4)) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_image_rw(ptr addrspace(4) %0, ptr addrspace(1) nocapture noundef readonly align 16 %1) local_unnamed_addr #1 !kernel_arg_addr_space !46 !kernel_arg_access_qual !74 !kernel_arg_type !75 !kernel_arg_base_type !76 !kernel_arg_type_qual !77 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %4 = trunc i64 %3 to i32
  %5 = tail call <4 x i32> @_Z12read_imageui14ocl_image1d_rwi(ptr addrspace(4) %0, i32 noundef %4) #20
  %6 = shl i64 %3, 32
  %7 = ashr exact i64 %6, 28
  %8 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %7
  %9 = load <4 x i32>, ptr addrspace(1) %8, align 16, !tbaa !49
  %10 = add <4 x i32> %9, %5
  tail call void @_Z13write_imageui14ocl_image1d_rwiDv4_j(ptr addrspace(4) %0, i32 noundef %4, <4 x i32> noundef %10) #18
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare hidden <4 x i32> @_Z12read_imageui14ocl_image1d_rwi(ptr addrspace(4), i32 noundef) local_unnamed_addr #9

; Function Attrs: convergent nounwind
declare hidden void @_Z13write_imageui14ocl_image1d_rwiDv4_j(ptr addrspace(4), i32 noundef, <4 x i32> noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare ptr addrspace(1) @__printf_alloc(i32) local_unnamed_addr #15

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #16

declare i32 @__write_pipe_2_4(ptr addrspace(1), ptr) local_unnamed_addr #6

declare i32 @__read_pipe_2_4(ptr addrspace(1), ptr) local_unnamed_addr #6

declare i32 @__read_pipe_4_4(ptr addrspace(1), ptr addrspace(1), i32, ptr) local_unnamed_addr #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-agpr" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "amdgpu-flat-work-group-size"="64,64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #6 = { "amdgpu-waves-per-eu"="4,8" "uniform-work-group-size"="false" }
attributes #7 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #8 = { convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #9 = { convergent mustprogress nofree nounwind willreturn memory(read) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #10 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #12 = { convergent mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #13 = { convergent mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none) "enqueued-block" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #14 = { convergent nounwind "enqueued-block" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #15 = { nounwind "amdgpu-waves-per-eu"="4,8" "uniform-work-group-size"="false" }
attributes #16 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #17 = { convergent nounwind willreturn memory(none) }
attributes #18 = { convergent nounwind }
attributes #19 = { nounwind }
attributes #20 = { convergent nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.printf.fmts = !{!5, !6}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"clang-19"}
!5 = !{!"1:2:4:4:n = %d, dims = %u\\n"}
!6 = !{!"2:3:4:4:4:negative value %d at %d (%f)\\n"}
!7 = !{i32 1, i32 0}
!8 = !{!"none", !"none"}
!9 = !{!"int*", !"int"}
!10 = !{!"const", !""}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C/C++ TBAA"}
!15 = !{i32 1}
!16 = !{!"none"}
!17 = !{!"ulong*"}
!18 = !{!""}
!19 = !{!20, !20, i64 0}
!20 = !{!"long", !13, i64 0}
!21 = !{!"float*"}
!22 = !{<4 x float> undef, i32 0}
!23 = !{i32 64, i32 1, i32 1}
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !13, i64 0}
!26 = !{!"int*"}
!27 = !{i32 128, i32 1, i32 1}
!28 = !{i32 1, i32 3}
!29 = !{!"float*", !"float*"}
!30 = !{!"", !""}
!31 = !{i32 1, i32 1, i32 1}
!32 = !{!"none", !"none", !"none"}
!33 = !{!"atomic_int*", !"atomic_flag*", !"int*"}
!34 = !{!"_Atomic(int)*", !"_Atomic(int)*", !"int*"}
!35 = !{!"volatile", !"volatile", !""}
!36 = distinct !{!36, !37}
!37 = !{!"llvm.loop.unroll.disable"}
!38 = !{i32 1, i32 1, i32 0}
!39 = !{!"double*", !"double*", !"int"}
!40 = !{!"const", !"", !""}
!41 = !{!42, !42, i64 0}
!42 = !{!"double", !13, i64 0}
!43 = !{!"half*", !"half*", !"int"}
!44 = !{!45, !45, i64 0}
!45 = !{!"half", !13, i64 0}
!46 = !{i32 1, i32 1}
!47 = !{!"half*", !"float*"}
!48 = !{i64 0, i64 4, !11, i64 8, i64 24, !49, i64 32, i64 24, !49, i64 56, i64 24, !49}
!49 = !{!13, !13, i64 0}
!50 = !{!51, !51, i64 0}
!51 = !{!"any pointer", !13, i64 0}
!52 = !{i32 0}
!53 = !{!"__block_literal"}
!54 = !{!55, !55, i64 0}
!55 = !{!"clk_event_t", !13, i64 0}
!56 = !{i32 0, i32 3}
!57 = !{!"__block_literal", !"void*"}
!58 = !{!"none", !"write_only"}
!59 = !{!"const", !"pipe"}
!60 = !{!"read_only", !"none"}
!61 = !{!"int", !"int*"}
!62 = !{!"pipe", !""}
!63 = !{!"float", !"float*"}
!64 = !{!"read_only", !"write_only"}
!65 = !{!"image2d_t", !"image2d_t"}
!66 = !{float 2.500000e+00}
!67 = distinct !{!67, !37}
!68 = distinct !{!68, !37}
!69 = !{i32 1, i32 0, i32 1, i32 0}
!70 = !{!"read_only", !"none", !"none", !"none"}
!71 = !{!"image2d_t", !"sampler_t", !"float4*", !"int"}
!72 = !{!"image2d_t", !"sampler_t", !"float __attribute__((ext_vector_type(4)))*", !"int"}
!73 = !{!"", !"", !"", !""}
!74 = !{!"read_write", !"none"}
!75 = !{!"image1d_t", !"uint4*"}
!76 = !{!"image1d_t", !"uint __attribute__((ext_vector_type(4)))*"}
!77 = !{!"", !"const"}
