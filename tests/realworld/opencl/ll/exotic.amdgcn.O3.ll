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
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !11, !amdgpu.noclobber !15
  %11 = icmp slt i32 %10, 0
  br i1 %11, label %12, label %21

12:                                               ; preds = %6
  %13 = tail call ptr addrspace(1) @__printf_alloc(i32 16)
  %14 = icmp eq ptr addrspace(1) %13, null
  br i1 %14, label %21, label %15

15:                                               ; preds = %12
  %16 = getelementptr i8, ptr addrspace(1) %13, i64 12
  %17 = getelementptr i8, ptr addrspace(1) %13, i64 8
  %18 = getelementptr i8, ptr addrspace(1) %13, i64 4
  %19 = sitofp i32 %10 to float
  %20 = fmul float %19, 5.000000e-01
  store i32 2, ptr addrspace(1) %13, align 4
  store i32 %10, ptr addrspace(1) %18, align 4
  store i32 %4, ptr addrspace(1) %17, align 4
  store float %20, ptr addrspace(1) %16, align 4
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
  %28 = getelementptr i8, ptr addrspace(1) %25, i64 8
  %29 = getelementptr i8, ptr addrspace(1) %25, i64 4
  store i32 1, ptr addrspace(1) %25, align 4
  store i32 %1, ptr addrspace(1) %29, align 4
  store i32 %24, ptr addrspace(1) %28, align 4
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
define protected amdgpu_kernel void @ex_workitem_queries(ptr addrspace(1) nocapture noundef writeonly align 8 %0) local_unnamed_addr #1 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %2 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %3 = tail call i64 @_Z17get_global_offsetj(i32 noundef 0) #17
  %4 = mul i64 %2, 6
  %5 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %4
  store i64 %3, ptr addrspace(1) %5, align 8, !tbaa !20
  %6 = tail call i64 @_Z23get_enqueued_local_sizej(i32 noundef 0) #18
  %7 = or disjoint i64 %4, 1
  %8 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %7
  store i64 %6, ptr addrspace(1) %8, align 8, !tbaa !20
  %9 = tail call i32 @_Z12get_work_dimv() #17
  %10 = zext i32 %9 to i64
  %11 = getelementptr i8, ptr addrspace(1) %5, i64 16
  store i64 %10, ptr addrspace(1) %11, align 8, !tbaa !20
  %12 = tail call i64 @_Z20get_global_linear_idv() #18
  %13 = getelementptr i8, ptr addrspace(1) %5, i64 24
  store i64 %12, ptr addrspace(1) %13, align 8, !tbaa !20
  %14 = tail call i64 @_Z19get_local_linear_idv() #18
  %15 = getelementptr i8, ptr addrspace(1) %5, i64 32
  store i64 %14, ptr addrspace(1) %15, align 8, !tbaa !20
  %16 = tail call i64 @_Z14get_num_groupsj(i32 noundef 1) #17
  %17 = tail call i64 @_Z15get_global_sizej(i32 noundef 2) #17
  %18 = mul i64 %17, %16
  %19 = getelementptr i8, ptr addrspace(1) %5, i64 40
  store i64 %18, ptr addrspace(1) %19, align 8, !tbaa !20
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
define protected amdgpu_kernel void @ex_reqd_size(ptr addrspace(1) nocapture noundef writeonly align 4 %0) local_unnamed_addr #5 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !19 !vec_type_hint !23 !reqd_work_group_size !24 {
  %2 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #17
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #17
  %4 = and i64 %2, 7
  %5 = getelementptr inbounds [8 x float], ptr addrspace(4) @ex_lut, i64 0, i64 %4
  %6 = load float, ptr addrspace(4) %5, align 4, !tbaa !25
  %7 = uitofp i64 %3 to float
  %8 = fadd float %6, %7
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %10 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %9
  store float %8, ptr addrspace(1) %10, align 4, !tbaa !25
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_globals(ptr addrspace(1) nocapture noundef writeonly align 4 %0) local_unnamed_addr #1 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !19 !work_group_size_hint !28 {
  %2 = tail call i32 @_Z16atomic_fetch_addPU3AS0VU7_Atomicii(ptr noundef addrspacecast (ptr addrspace(1) @ex_counter to ptr), i32 noundef 1) #18
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %4 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %3
  store i32 %2, ptr addrspace(1) %4, align 4, !tbaa !11
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z16atomic_fetch_addPU3AS0VU7_Atomicii(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_generic(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !29 !kernel_arg_access_qual !8 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #17
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %5 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %4
  %6 = load float, ptr addrspace(1) %5, align 4, !tbaa !25, !amdgpu.noclobber !15
  %7 = trunc i64 %3 to i32
  %8 = getelementptr inbounds float, ptr addrspace(3) %1, i32 %7
  store float %6, ptr addrspace(3) %8, align 4, !tbaa !25
  tail call void @_Z7barrierj(i32 noundef 1) #18
  %9 = and i64 %3, 1
  %10 = icmp eq i64 %9, 0
  br i1 %10, label %15, label %11

11:                                               ; preds = %2
  %12 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %13 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %12
  %14 = addrspacecast ptr addrspace(1) %13 to ptr
  br label %19

15:                                               ; preds = %2
  %16 = shl i32 %7, 2
  %17 = getelementptr inbounds i8, ptr addrspace(3) %1, i32 %16
  %18 = addrspacecast ptr addrspace(3) %17 to ptr
  br label %19

19:                                               ; preds = %15, %11
  %20 = phi ptr [ %14, %11 ], [ %18, %15 ]
  %21 = tail call ptr addrspace(1) @__to_global(ptr %20) #19
  %22 = load float, ptr %20, align 4, !tbaa !25
  %23 = getelementptr inbounds i8, ptr %20, i64 4
  %24 = load float, ptr %23, align 4, !tbaa !25
  %25 = fadd float %22, %24
  %26 = getelementptr inbounds i8, ptr %20, i64 8
  %27 = load float, ptr %26, align 4, !tbaa !25
  %28 = fadd float %25, %27
  %29 = icmp eq ptr addrspace(1) %21, null
  br i1 %29, label %32, label %30

30:                                               ; preds = %19
  %31 = fadd float %28, 1.000000e+00
  br label %37

32:                                               ; preds = %19
  %33 = tail call ptr addrspace(3) @__to_local(ptr nonnull %20) #19
  %34 = icmp eq ptr addrspace(3) %33, addrspacecast (ptr null to ptr addrspace(3))
  %35 = fadd float %28, 2.000000e+00
  %36 = select i1 %34, float %28, float %35
  br label %37

37:                                               ; preds = %32, %30
  %38 = phi float [ %31, %30 ], [ %36, %32 ]
  %39 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %40 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %39
  store float %38, ptr addrspace(1) %40, align 4, !tbaa !25
  ret void
}

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

declare ptr addrspace(1) @__to_global(ptr) local_unnamed_addr #6

declare ptr addrspace(3) @__to_local(ptr) local_unnamed_addr #6

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_c11_atomics(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !32 !kernel_arg_access_qual !33 !kernel_arg_type !34 !kernel_arg_base_type !35 !kernel_arg_type_qual !36 {
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
  br i1 %14, label %15, label %11

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
define protected amdgpu_kernel void @ex_double(ptr addrspace(1) nocapture noundef readonly align 8 %0, ptr addrspace(1) nocapture noundef writeonly align 8 %1, i32 noundef %2) local_unnamed_addr #7 !kernel_arg_addr_space !37 !kernel_arg_access_qual !33 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !39 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %5 = trunc i64 %4 to i32
  %6 = icmp slt i32 %5, %2
  br i1 %6, label %7, label %21

7:                                                ; preds = %3
  %8 = shl i64 %4, 32
  %9 = ashr exact i64 %8, 32
  %10 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %9
  %11 = load double, ptr addrspace(1) %10, align 8, !tbaa !40, !amdgpu.noclobber !15
  %12 = tail call double @llvm.fma.f64(double noundef %11, double noundef %11, double noundef 1.000000e+00) #17
  %13 = fneg double %11
  %14 = tail call double @_Z3expd(double noundef %13) #17
  %15 = fadd double %14, 1.000000e+00
  %16 = fdiv double %12, %15
  %17 = tail call float @_Z17convert_float_rted(double noundef %11) #17
  %18 = fpext float %17 to double
  %19 = fadd double %16, %18
  %20 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %9
  store double %19, ptr addrspace(1) %20, align 8, !tbaa !40
  br label %21

21:                                               ; preds = %7, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden double @_Z3expd(double noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z17convert_float_rted(double noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite)
define protected amdgpu_kernel void @ex_half(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) nocapture noundef writeonly align 2 %1, i32 noundef %2) local_unnamed_addr #8 !kernel_arg_addr_space !37 !kernel_arg_access_qual !33 !kernel_arg_type !42 !kernel_arg_base_type !42 !kernel_arg_type_qual !39 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %5 = trunc i64 %4 to i32
  %6 = icmp slt i32 %5, %2
  br i1 %6, label %7, label %21

7:                                                ; preds = %3
  %8 = shl i64 %4, 32
  %9 = ashr exact i64 %8, 32
  %10 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %9
  %11 = load half, ptr addrspace(1) %10, align 2, !tbaa !43, !amdgpu.noclobber !15
  %12 = and i64 %9, -4
  %13 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %12
  %14 = addrspacecast ptr addrspace(1) %13 to ptr
  %15 = tail call <4 x half> @_Z6vload4mPU3AS0KDh(i64 noundef 0, ptr noundef %14) #20
  %16 = extractelement <4 x half> %15, i64 0
  %17 = tail call half @llvm.fmuladd.f16(half %11, half 0xH3800, half %16)
  %18 = extractelement <4 x half> %15, i64 3
  %19 = fsub half %17, %18
  %20 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %9
  store half %19, ptr addrspace(1) %20, align 2, !tbaa !43
  br label %21

21:                                               ; preds = %7, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare hidden <4 x half> @_Z6vload4mPU3AS0KDh(i64 noundef, ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #10

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_vload_half(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !45 !kernel_arg_access_qual !8 !kernel_arg_type !46 !kernel_arg_base_type !46 !kernel_arg_type_qual !10 {
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
define protected amdgpu_kernel void @ex_enqueue(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) local_unnamed_addr #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !31 {
  %3 = alloca %struct.ndrange_t, align 8, addrspace(5)
  %4 = alloca %struct.ndrange_t, align 8, addrspace(5)
  %5 = alloca <{ i32, i32, ptr, ptr addrspace(1), i32 }>, align 8, addrspace(5)
  %6 = tail call ptr addrspace(1) @_Z17get_default_queuev() #18
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #17
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %9, label %19

9:                                                ; preds = %2
  call void @llvm.lifetime.start.p5(i64 80, ptr addrspace(5) %3) #19
  %10 = sext i32 %1 to i64
  call void @_Z10ndrange_1Dm(ptr addrspace(5) dead_on_unwind writable sret(%struct.ndrange_t) align 8 %3, i64 noundef %10) #18
  %11 = call i64 @_Z12get_group_idj(i32 noundef 0) #17
  %12 = trunc i64 %11 to i32
  %13 = mul i32 %12, %1
  call void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) noundef align 8 dereferenceable(80) %4, ptr addrspace(5) noundef align 8 dereferenceable(80) %3, i64 80, i1 false), !tbaa.struct !47
  store <2 x i32> <i32 28, i32 8>, ptr addrspace(5) %5, align 8
  %14 = getelementptr inbounds i8, ptr addrspace(5) %5, i32 8
  store ptr @__ex_enqueue_block_invoke, ptr addrspace(5) %14, align 8
  %15 = getelementptr inbounds i8, ptr addrspace(5) %5, i32 16
  store ptr addrspace(1) %0, ptr addrspace(5) %15, align 8, !tbaa !49
  %16 = getelementptr inbounds i8, ptr addrspace(5) %5, i32 24
  store i32 %13, ptr addrspace(5) %16, align 8, !tbaa !11
  %17 = addrspacecast ptr addrspace(5) %5 to ptr
  %18 = call i32 @__enqueue_kernel_basic(ptr addrspace(1) %6, i32 0, ptr addrspace(5) byval(%struct.ndrange_t) %4, ptr nonnull @__ex_enqueue_block_invoke_kernel, ptr %17) #19
  call void @llvm.lifetime.end.p5(i64 80, ptr addrspace(5) %3) #19
  br label %19

19:                                               ; preds = %9, %2
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
  %3 = load ptr addrspace(1), ptr %2, align 8, !tbaa !49
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
define internal amdgpu_kernel void @__ex_enqueue_block_invoke_kernel(<{ i32, i32, ptr, ptr addrspace(1), i32 }> %0) #13 !kernel_arg_addr_space !51 !kernel_arg_access_qual !17 !kernel_arg_type !52 !kernel_arg_base_type !52 !kernel_arg_type_qual !19 {
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
define protected amdgpu_kernel void @ex_enqueue_local(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) local_unnamed_addr #1 !kernel_arg_addr_space !7 !kernel_arg_access_qual !8 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !31 {
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
  br i1 %11, label %12, label %19

12:                                               ; preds = %2
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %4) #19
  call void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) noundef align 8 dereferenceable(80) %5, ptr addrspace(5) noundef align 8 dereferenceable(80) %3, i64 80, i1 false), !tbaa.struct !47
  %13 = addrspacecast ptr addrspace(5) %4 to ptr
  store <2 x i32> <i32 24, i32 8>, ptr addrspace(5) %6, align 8
  %14 = getelementptr inbounds i8, ptr addrspace(5) %6, i32 8
  store ptr @__ex_enqueue_local_block_invoke, ptr addrspace(5) %14, align 8
  %15 = getelementptr inbounds i8, ptr addrspace(5) %6, i32 16
  store ptr addrspace(1) %0, ptr addrspace(5) %15, align 8, !tbaa !49
  %16 = addrspacecast ptr addrspace(5) %6 to ptr
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %7) #19
  store i64 256, ptr addrspace(5) %7, align 8
  %17 = call i32 @__enqueue_kernel_events_varargs(ptr addrspace(1) %8, i32 1, ptr addrspace(5) %5, i32 0, ptr null, ptr %13, ptr nonnull @__ex_enqueue_local_block_invoke_kernel, ptr %16, i32 1, ptr addrspace(5) %7) #19
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %7) #19
  %18 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !53
  call void @_Z13release_event12ocl_clkevent(ptr addrspace(1) %18) #18
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %4) #19
  br label %19

19:                                               ; preds = %12, %2
  call void @llvm.lifetime.end.p5(i64 80, ptr addrspace(5) %3) #19
  ret void
}

; Function Attrs: convergent nounwind
declare hidden void @_Z10ndrange_1Dmm(ptr addrspace(5) dead_on_unwind writable sret(%struct.ndrange_t) align 8, i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
define internal void @__ex_enqueue_local_block_invoke(ptr nocapture noundef readonly %0, ptr addrspace(3) nocapture noundef %1) #4 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr addrspace(1), ptr %3, align 8, !tbaa !49
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
  %14 = load ptr addrspace(1), ptr %3, align 8, !tbaa !49
  %15 = getelementptr inbounds i32, ptr addrspace(1) %14, i64 %5
  store i32 %13, ptr addrspace(1) %15, align 4, !tbaa !11
  ret void
}

; Function Attrs: convergent nounwind
define internal amdgpu_kernel void @__ex_enqueue_local_block_invoke_kernel(<{ i32, i32, ptr, ptr addrspace(1) }> %0, ptr addrspace(3) nocapture %1) #14 !kernel_arg_addr_space !55 !kernel_arg_access_qual !8 !kernel_arg_type !56 !kernel_arg_base_type !56 !kernel_arg_type_qual !31 {
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
define protected amdgpu_kernel void @ex_pipe_producer(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) %1) local_unnamed_addr #1 !kernel_arg_addr_space !45 !kernel_arg_access_qual !57 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !58 {
  %3 = alloca i32, align 4, addrspace(5)
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %3) #19
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !11, !amdgpu.noclobber !15
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
define protected amdgpu_kernel void @ex_pipe_consumer(ptr addrspace(1) %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !45 !kernel_arg_access_qual !59 !kernel_arg_type !60 !kernel_arg_base_type !60 !kernel_arg_type_qual !61 {
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
define protected amdgpu_kernel void @ex_pipe_reserve(ptr addrspace(1) %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !45 !kernel_arg_access_qual !59 !kernel_arg_type !62 !kernel_arg_base_type !62 !kernel_arg_type_qual !61 {
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
  %13 = load float, ptr addrspace(5) %3, align 4, !tbaa !25
  %14 = call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %15 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %14
  store float %13, ptr addrspace(1) %15, align 4, !tbaa !25
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
define protected amdgpu_kernel void @ex_image_blur(ptr addrspace(4) %0, ptr addrspace(4) %1) local_unnamed_addr #1 !kernel_arg_addr_space !45 !kernel_arg_access_qual !63 !kernel_arg_type !64 !kernel_arg_base_type !64 !kernel_arg_type_qual !31 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %4 = trunc i64 %3 to i32
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #17
  %6 = trunc i64 %5 to i32
  %7 = tail call <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(ptr addrspace(4) %0) #17
  %8 = extractelement <2 x i32> %7, i64 0
  %9 = icmp sle i32 %8, %4
  %10 = extractelement <2 x i32> %7, i64 1
  %11 = icmp sle i32 %10, %6
  %12 = select i1 %9, i1 true, i1 %11
  br i1 %12, label %52, label %13

13:                                               ; preds = %2
  %14 = insertelement <2 x i32> poison, i32 %4, i64 0
  %15 = insertelement <2 x i32> %14, i32 %6, i64 1
  %16 = tail call ptr addrspace(4) @__translate_sampler_initializer(i32 18) #19
  %17 = add <2 x i32> %15, <i32 -1, i32 -1>
  %18 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(4) %0, ptr addrspace(4) %16, <2 x i32> noundef %17) #20
  %19 = fadd <4 x float> %18, zeroinitializer
  %20 = tail call ptr addrspace(4) @__translate_sampler_initializer(i32 18) #19
  %21 = add <2 x i32> %15, <i32 0, i32 -1>
  %22 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(4) %0, ptr addrspace(4) %20, <2 x i32> noundef %21) #20
  %23 = fadd <4 x float> %19, %22
  %24 = tail call ptr addrspace(4) @__translate_sampler_initializer(i32 18) #19
  %25 = add <2 x i32> %15, <i32 1, i32 -1>
  %26 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(4) %0, ptr addrspace(4) %24, <2 x i32> noundef %25) #20
  %27 = fadd <4 x float> %23, %26
  %28 = tail call ptr addrspace(4) @__translate_sampler_initializer(i32 18) #19
  %29 = add <2 x i32> %15, <i32 -1, i32 0>
  %30 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(4) %0, ptr addrspace(4) %28, <2 x i32> noundef %29) #20
  %31 = fadd <4 x float> %27, %30
  %32 = tail call ptr addrspace(4) @__translate_sampler_initializer(i32 18) #19
  %33 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(4) %0, ptr addrspace(4) %32, <2 x i32> noundef %15) #20
  %34 = fadd <4 x float> %31, %33
  %35 = tail call ptr addrspace(4) @__translate_sampler_initializer(i32 18) #19
  %36 = add <2 x i32> %15, <i32 1, i32 0>
  %37 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(4) %0, ptr addrspace(4) %35, <2 x i32> noundef %36) #20
  %38 = fadd <4 x float> %34, %37
  %39 = tail call ptr addrspace(4) @__translate_sampler_initializer(i32 18) #19
  %40 = add <2 x i32> %15, <i32 -1, i32 1>
  %41 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(4) %0, ptr addrspace(4) %39, <2 x i32> noundef %40) #20
  %42 = fadd <4 x float> %38, %41
  %43 = tail call ptr addrspace(4) @__translate_sampler_initializer(i32 18) #19
  %44 = add <2 x i32> %15, <i32 0, i32 1>
  %45 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(4) %0, ptr addrspace(4) %43, <2 x i32> noundef %44) #20
  %46 = fadd <4 x float> %42, %45
  %47 = tail call ptr addrspace(4) @__translate_sampler_initializer(i32 18) #19
  %48 = add <2 x i32> %15, <i32 1, i32 1>
  %49 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(4) %0, ptr addrspace(4) %47, <2 x i32> noundef %48) #20
  %50 = fadd <4 x float> %46, %49
  %51 = fdiv <4 x float> %50, <float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00>, !fpmath !65
  tail call void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr addrspace(4) %1, <2 x i32> noundef %15, <4 x float> noundef %51) #18
  br label %52

52:                                               ; preds = %2, %13
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
define protected amdgpu_kernel void @ex_image_sampler_arg(ptr addrspace(4) %0, ptr addrspace(4) %1, ptr addrspace(1) nocapture noundef writeonly align 16 %2, i32 noundef %3) local_unnamed_addr #8 !kernel_arg_addr_space !66 !kernel_arg_access_qual !67 !kernel_arg_type !68 !kernel_arg_base_type !69 !kernel_arg_type_qual !70 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #17
  %7 = insertelement <2 x i64> poison, i64 %5, i64 0
  %8 = insertelement <2 x i64> %7, i64 %6, i64 1
  %9 = uitofp <2 x i64> %8 to <2 x float>
  %10 = fadd <2 x float> %9, <float 5.000000e-01, float 5.000000e-01>
  %11 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(4) %0, ptr addrspace(4) %1, <2 x float> noundef %10) #20
  %12 = tail call i32 @_Z15get_image_width14ocl_image2d_ro(ptr addrspace(4) %0) #17
  %13 = sitofp i32 %12 to float
  %14 = insertelement <4 x float> poison, float %13, i64 0
  %15 = shufflevector <4 x float> %14, <4 x float> poison, <4 x i32> zeroinitializer
  %16 = fmul <4 x float> %11, %15
  %17 = sext i32 %3 to i64
  %18 = mul i64 %6, %17
  %19 = getelementptr <4 x float>, ptr addrspace(1) %2, i64 %18
  %20 = getelementptr <4 x float>, ptr addrspace(1) %19, i64 %5
  store <4 x float> %16, ptr addrspace(1) %20, align 16, !tbaa !48
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare hidden <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(4), ptr addrspace(4), <2 x float> noundef) local_unnamed_addr #9

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z15get_image_width14ocl_image2d_ro(ptr addrspace(4)) local_unnamed_addr #3

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ex_image_rw(ptr addrspace(4) %0, ptr addrspace(1) nocapture noundef readonly align 16 %1) local_unnamed_addr #1 !kernel_arg_addr_space !45 !kernel_arg_access_qual !71 !kernel_arg_type !72 !kernel_arg_base_type !73 !kernel_arg_type_qual !74 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #17
  %4 = trunc i64 %3 to i32
  %5 = tail call <4 x i32> @_Z12read_imageui14ocl_image1d_rwi(ptr addrspace(4) %0, i32 noundef %4) #20
  %6 = shl i64 %3, 32
  %7 = ashr exact i64 %6, 28
  %8 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %7
  %9 = load <4 x i32>, ptr addrspace(1) %8, align 16, !tbaa !48, !amdgpu.noclobber !15
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
!15 = !{}
!16 = !{i32 1}
!17 = !{!"none"}
!18 = !{!"ulong*"}
!19 = !{!""}
!20 = !{!21, !21, i64 0}
!21 = !{!"long", !13, i64 0}
!22 = !{!"float*"}
!23 = !{<4 x float> undef, i32 0}
!24 = !{i32 64, i32 1, i32 1}
!25 = !{!26, !26, i64 0}
!26 = !{!"float", !13, i64 0}
!27 = !{!"int*"}
!28 = !{i32 128, i32 1, i32 1}
!29 = !{i32 1, i32 3}
!30 = !{!"float*", !"float*"}
!31 = !{!"", !""}
!32 = !{i32 1, i32 1, i32 1}
!33 = !{!"none", !"none", !"none"}
!34 = !{!"atomic_int*", !"atomic_flag*", !"int*"}
!35 = !{!"_Atomic(int)*", !"_Atomic(int)*", !"int*"}
!36 = !{!"volatile", !"volatile", !""}
!37 = !{i32 1, i32 1, i32 0}
!38 = !{!"double*", !"double*", !"int"}
!39 = !{!"const", !"", !""}
!40 = !{!41, !41, i64 0}
!41 = !{!"double", !13, i64 0}
!42 = !{!"half*", !"half*", !"int"}
!43 = !{!44, !44, i64 0}
!44 = !{!"half", !13, i64 0}
!45 = !{i32 1, i32 1}
!46 = !{!"half*", !"float*"}
!47 = !{i64 0, i64 4, !11, i64 8, i64 24, !48, i64 32, i64 24, !48, i64 56, i64 24, !48}
!48 = !{!13, !13, i64 0}
!49 = !{!50, !50, i64 0}
!50 = !{!"any pointer", !13, i64 0}
!51 = !{i32 0}
!52 = !{!"__block_literal"}
!53 = !{!54, !54, i64 0}
!54 = !{!"clk_event_t", !13, i64 0}
!55 = !{i32 0, i32 3}
!56 = !{!"__block_literal", !"void*"}
!57 = !{!"none", !"write_only"}
!58 = !{!"const", !"pipe"}
!59 = !{!"read_only", !"none"}
!60 = !{!"int", !"int*"}
!61 = !{!"pipe", !""}
!62 = !{!"float", !"float*"}
!63 = !{!"read_only", !"write_only"}
!64 = !{!"image2d_t", !"image2d_t"}
!65 = !{float 2.500000e+00}
!66 = !{i32 1, i32 0, i32 1, i32 0}
!67 = !{!"read_only", !"none", !"none", !"none"}
!68 = !{!"image2d_t", !"sampler_t", !"float4*", !"int"}
!69 = !{!"image2d_t", !"sampler_t", !"float __attribute__((ext_vector_type(4)))*", !"int"}
!70 = !{!"", !"", !"", !""}
!71 = !{!"read_write", !"none"}
!72 = !{!"image1d_t", !"uint4*"}
!73 = !{!"image1d_t", !"uint __attribute__((ext_vector_type(4)))*"}
!74 = !{!"", !"const"}
