source_filename = "src/exotic.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

@ex_counter = addrspace(1) global i32 0, align 4
@ex_lut = local_unnamed_addr addrspace(2) constant [8 x float] [float 0.000000e+00, float 1.250000e-01, float 2.500000e-01, float 3.750000e-01, float 5.000000e-01, float 6.250000e-01, float 7.500000e-01, float 8.750000e-01], align 4
@.str = private unnamed_addr addrspace(2) constant [30 x i8] c"negative value %d at %d (%f)\0A\00", align 1
@.str.1 = private unnamed_addr addrspace(2) constant [19 x i8] c"n = %d, dims = %u\0A\00", align 1

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

; Function Attrs: convergent nofree norecurse nounwind
define spir_kernel void @ex_printf(ptr addrspace(1) nocapture noundef readonly align 4 %0, i32 noundef %1) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = tail call token @llvm.experimental.convergence.entry()
  %4 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #13 [ "convergencectrl"(token %3) ]
  %5 = trunc i64 %4 to i32
  %6 = icmp slt i32 %5, %1
  br i1 %6, label %7, label %17

7:                                                ; preds = %2
  %8 = sext i32 %5 to i64
  %9 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !8
  %11 = icmp slt i32 %10, 0
  br i1 %11, label %12, label %17

12:                                               ; preds = %7
  %13 = sitofp i32 %10 to float
  %14 = fmul float %13, 5.000000e-01
  %15 = fpext float %14 to double
  %16 = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str, i32 noundef %10, i32 noundef %5, double noundef %15) #14 [ "convergencectrl"(token %3) ]
  br label %17

17:                                               ; preds = %12, %7, %2
  %18 = icmp eq i32 %5, 0
  br i1 %18, label %19, label %22

19:                                               ; preds = %17
  %20 = call spir_func i32 @_Z12get_work_dimv() #13 [ "convergencectrl"(token %3) ]
  %21 = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.1, i32 noundef %1, i32 noundef %20) #14 [ "convergencectrl"(token %3) ]
  br label %22

22:                                               ; preds = %19, %17
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nofree nounwind
declare spir_func noundef i32 @printf(ptr addrspace(2) nocapture noundef readonly, ...) local_unnamed_addr #5

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z12get_work_dimv() local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @ex_workitem_queries(ptr addrspace(1) nocapture noundef writeonly align 8 %0) local_unnamed_addr #6 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %2 = tail call token @llvm.experimental.convergence.entry()
  %3 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #13 [ "convergencectrl"(token %2) ]
  %4 = call spir_func i64 @_Z17get_global_offsetj(i32 noundef 0) #13 [ "convergencectrl"(token %2) ]
  %5 = mul i64 %3, 6
  %6 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %5
  store i64 %4, ptr addrspace(1) %6, align 8, !tbaa !16
  %7 = call spir_func i64 @_Z23get_enqueued_local_sizej(i32 noundef 0) #14 [ "convergencectrl"(token %2) ]
  %8 = or disjoint i64 %5, 1
  %9 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %8
  store i64 %7, ptr addrspace(1) %9, align 8, !tbaa !16
  %10 = call spir_func i32 @_Z12get_work_dimv() #13 [ "convergencectrl"(token %2) ]
  %11 = zext i32 %10 to i64
  %12 = getelementptr i8, ptr addrspace(1) %6, i64 16
  store i64 %11, ptr addrspace(1) %12, align 8, !tbaa !16
  %13 = call spir_func i64 @_Z20get_global_linear_idv() #14 [ "convergencectrl"(token %2) ]
  %14 = getelementptr i8, ptr addrspace(1) %6, i64 24
  store i64 %13, ptr addrspace(1) %14, align 8, !tbaa !16
  %15 = call spir_func i64 @_Z19get_local_linear_idv() #14 [ "convergencectrl"(token %2) ]
  %16 = getelementptr i8, ptr addrspace(1) %6, i64 32
  store i64 %15, ptr addrspace(1) %16, align 8, !tbaa !16
  %17 = call spir_func i64 @_Z14get_num_groupsj(i32 noundef 1) #13 [ "convergencectrl"(token %2) ]
  %18 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 2) #13 [ "convergencectrl"(token %2) ]
  %19 = mul i64 %18, %17
  %20 = getelementptr i8, ptr addrspace(1) %6, i64 40
  store i64 %19, ptr addrspace(1) %20, align 8, !tbaa !16
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z17get_global_offsetj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z23get_enqueued_local_sizej(i32 noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z20get_global_linear_idv() local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z19get_local_linear_idv() local_unnamed_addr #7

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_num_groupsj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define spir_kernel void @ex_reqd_size(ptr addrspace(1) nocapture noundef writeonly align 4 %0) local_unnamed_addr #8 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !15 !vec_type_hint !19 !reqd_work_group_size !20 {
  %2 = tail call token @llvm.experimental.convergence.entry()
  %3 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #13 [ "convergencectrl"(token %2) ]
  %4 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #13 [ "convergencectrl"(token %2) ]
  %5 = and i64 %3, 7
  %6 = getelementptr inbounds [8 x float], ptr addrspace(2) @ex_lut, i64 0, i64 %5
  %7 = load float, ptr addrspace(2) %6, align 4, !tbaa !21
  %8 = uitofp i64 %4 to float
  %9 = fadd float %7, %8
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #13 [ "convergencectrl"(token %2) ]
  %11 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %10
  store float %9, ptr addrspace(1) %11, align 4, !tbaa !21
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @ex_globals(ptr addrspace(1) nocapture noundef writeonly align 4 %0) local_unnamed_addr #6 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !23 !kernel_arg_base_type !23 !kernel_arg_type_qual !15 !work_group_size_hint !24 {
  %2 = tail call token @llvm.experimental.convergence.entry()
  %3 = call spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @ex_counter to ptr addrspace(4)), i32 noundef 1) #14 [ "convergencectrl"(token %2) ]
  %4 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #13 [ "convergencectrl"(token %2) ]
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  store i32 %3, ptr addrspace(1) %5, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(ptr addrspace(4) noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @ex_generic(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1) local_unnamed_addr #6 !kernel_arg_addr_space !25 !kernel_arg_access_qual !5 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
  %3 = tail call token @llvm.experimental.convergence.entry()
  %4 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #13 [ "convergencectrl"(token %3) ]
  %5 = trunc i64 %4 to i32
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #13 [ "convergencectrl"(token %3) ]
  %7 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %6
  %8 = load float, ptr addrspace(1) %7, align 4, !tbaa !21
  %9 = sext i32 %5 to i64
  %10 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %9
  store float %8, ptr addrspace(3) %10, align 4, !tbaa !21
  call spir_func void @_Z7barrierj(i32 noundef 1) #14 [ "convergencectrl"(token %3) ]
  %11 = and i32 %5, 1
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %17, label %13

13:                                               ; preds = %2
  %14 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %15 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #13 [ "convergencectrl"(token %3) ]
  %16 = getelementptr inbounds float, ptr addrspace(4) %14, i64 %15
  br label %20

17:                                               ; preds = %2
  %18 = addrspacecast ptr addrspace(3) %1 to ptr addrspace(4)
  %19 = getelementptr inbounds float, ptr addrspace(4) %18, i64 %9
  br label %20

20:                                               ; preds = %17, %13
  %21 = phi ptr addrspace(4) [ %16, %13 ], [ %19, %17 ]
  %22 = tail call ptr addrspace(1) @__to_global(ptr addrspace(4) %21) #15
  %23 = load float, ptr addrspace(4) %21, align 4, !tbaa !21
  %24 = getelementptr inbounds i8, ptr addrspace(4) %21, i64 4
  %25 = load float, ptr addrspace(4) %24, align 4, !tbaa !21
  %26 = fadd float %23, %25
  %27 = getelementptr inbounds i8, ptr addrspace(4) %21, i64 8
  %28 = load float, ptr addrspace(4) %27, align 4, !tbaa !21
  %29 = fadd float %26, %28
  %30 = icmp eq ptr addrspace(1) %22, null
  br i1 %30, label %33, label %31

31:                                               ; preds = %20
  %32 = fadd float %29, 1.000000e+00
  br label %38

33:                                               ; preds = %20
  %34 = tail call ptr addrspace(3) @__to_local(ptr addrspace(4) %21) #15
  %35 = icmp eq ptr addrspace(3) %34, null
  %36 = fadd float %29, 2.000000e+00
  %37 = select i1 %35, float %29, float %36
  br label %38

38:                                               ; preds = %33, %31
  %39 = phi float [ %32, %31 ], [ %37, %33 ]
  %40 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #13 [ "convergencectrl"(token %3) ]
  %41 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40
  store float %39, ptr addrspace(1) %41, align 4, !tbaa !21
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #7

declare ptr addrspace(1) @__to_global(ptr addrspace(4)) local_unnamed_addr

declare ptr addrspace(3) @__to_local(ptr addrspace(4)) local_unnamed_addr

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @ex_c11_atomics(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #6 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !31 !kernel_arg_type_qual !32 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #13 [ "convergencectrl"(token %4) ]
  %8 = trunc i64 %7 to i32
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #15
  %9 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %10 = call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order(ptr addrspace(4) noundef %9, i32 noundef 2) #14 [ "convergencectrl"(token %4) ]
  store i32 %10, ptr %5, align 4, !tbaa !8
  %11 = addrspacecast ptr %5 to ptr addrspace(4)
  br label %12

12:                                               ; preds = %12, %3
  %13 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %14 = load i32, ptr %5, align 4, !tbaa !8
  %15 = add nsw i32 %14, %8
  %16 = call spir_func zeroext i1 @_Z37atomic_compare_exchange_weak_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_(ptr addrspace(4) noundef %9, ptr addrspace(4) noundef %11, i32 noundef %15, i32 noundef 4, i32 noundef 0) #14 [ "convergencectrl"(token %13) ]
  br i1 %16, label %17, label %12

17:                                               ; preds = %12
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #15
  store i32 0, ptr %6, align 4, !tbaa !8
  %18 = addrspacecast ptr %6 to ptr addrspace(4)
  %19 = call spir_func zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS4VU7_AtomiciPU3AS4ii(ptr addrspace(4) noundef %9, ptr addrspace(4) noundef %18, i32 noundef -1) #14 [ "convergencectrl"(token %4) ]
  %20 = addrspacecast ptr addrspace(1) %1 to ptr addrspace(4)
  %21 = call spir_func zeroext i1 @_Z33atomic_flag_test_and_set_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4) noundef %20, i32 noundef 4, i32 noundef 2) #14 [ "convergencectrl"(token %4) ]
  br i1 %21, label %23, label %22

22:                                               ; preds = %17
  call spir_func void @_Z17atomic_flag_clearPU3AS4VU7_Atomici(ptr addrspace(4) noundef %20) #14 [ "convergencectrl"(token %4) ]
  br label %23

23:                                               ; preds = %22, %17
  %24 = load i32, ptr %5, align 4, !tbaa !8
  call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef %9, i32 noundef %24, i32 noundef 3, i32 noundef 2) #14 [ "convergencectrl"(token %4) ]
  %25 = load i32, ptr %5, align 4, !tbaa !8
  %26 = zext i1 %19 to i32
  %27 = add nsw i32 %25, %26
  %28 = sext i32 %8 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %28
  store i32 %27, ptr addrspace(1) %29, align 4, !tbaa !8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #15
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #15
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order(ptr addrspace(4) noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent nounwind
declare spir_func zeroext i1 @_Z37atomic_compare_exchange_weak_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_(ptr addrspace(4) noundef, ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare spir_func zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS4VU7_AtomiciPU3AS4ii(ptr addrspace(4) noundef, ptr addrspace(4) noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare spir_func zeroext i1 @_Z33atomic_flag_test_and_set_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4) noundef, i32 noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare spir_func void @_Z17atomic_flag_clearPU3AS4VU7_Atomici(ptr addrspace(4) noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #7

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define spir_kernel void @ex_double(ptr addrspace(1) nocapture noundef readonly align 8 %0, ptr addrspace(1) nocapture noundef writeonly align 8 %1, i32 noundef %2) local_unnamed_addr #9 !kernel_arg_addr_space !33 !kernel_arg_access_qual !29 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #13 [ "convergencectrl"(token %4) ]
  %6 = trunc i64 %5 to i32
  %7 = icmp slt i32 %6, %2
  br i1 %7, label %8, label %21

8:                                                ; preds = %3
  %9 = sext i32 %6 to i64
  %10 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %9
  %11 = load double, ptr addrspace(1) %10, align 8, !tbaa !36
  %12 = call spir_func double @_Z3fmaddd(double noundef %11, double noundef %11, double noundef 1.000000e+00) #13 [ "convergencectrl"(token %4) ]
  %13 = fneg double %11
  %14 = call spir_func double @_Z3expd(double noundef %13) #13 [ "convergencectrl"(token %4) ]
  %15 = fadd double %14, 1.000000e+00
  %16 = fdiv double %12, %15
  %17 = call spir_func float @_Z17convert_float_rted(double noundef %11) #13 [ "convergencectrl"(token %4) ]
  %18 = fpext float %17 to double
  %19 = fadd double %16, %18
  %20 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %9
  store double %19, ptr addrspace(1) %20, align 8, !tbaa !36
  br label %21

21:                                               ; preds = %8, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func double @_Z3fmaddd(double noundef, double noundef, double noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func double @_Z3expd(double noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func float @_Z17convert_float_rted(double noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite)
define spir_kernel void @ex_half(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) nocapture noundef writeonly align 2 %1, i32 noundef %2) local_unnamed_addr #10 !kernel_arg_addr_space !33 !kernel_arg_access_qual !29 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !35 {
  %4 = tail call token @llvm.experimental.convergence.entry()
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #13 [ "convergencectrl"(token %4) ]
  %6 = trunc i64 %5 to i32
  %7 = icmp slt i32 %6, %2
  br i1 %7, label %8, label %22

8:                                                ; preds = %3
  %9 = sext i32 %6 to i64
  %10 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %9
  %11 = load half, ptr addrspace(1) %10, align 2, !tbaa !39
  %12 = and i32 %6, -4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %13
  %15 = addrspacecast ptr addrspace(1) %14 to ptr addrspace(4)
  %16 = call spir_func <4 x half> @_Z6vload4mPU3AS4KDh(i64 noundef 0, ptr addrspace(4) noundef %15) #16 [ "convergencectrl"(token %4) ]
  %17 = extractelement <4 x half> %16, i64 0
  %18 = tail call half @llvm.fmuladd.f16(half %11, half 0xH3800, half %17)
  %19 = extractelement <4 x half> %16, i64 3
  %20 = fsub half %18, %19
  %21 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %9
  store half %20, ptr addrspace(1) %21, align 2, !tbaa !39
  br label %22

22:                                               ; preds = %8, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare spir_func <4 x half> @_Z6vload4mPU3AS4KDh(i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #12

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @ex_vload_half(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 4 %1) local_unnamed_addr #6 !kernel_arg_addr_space !41 !kernel_arg_access_qual !5 !kernel_arg_type !42 !kernel_arg_base_type !42 !kernel_arg_type_qual !7 {
  %3 = tail call token @llvm.experimental.convergence.entry()
  %4 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #13 [ "convergencectrl"(token %3) ]
  %5 = shl i64 %4, 32
  %6 = ashr exact i64 %5, 32
  %7 = addrspacecast ptr addrspace(1) %0 to ptr addrspace(4)
  %8 = call spir_func <4 x float> @_Z11vload_half4mPU3AS4KDh(i64 noundef %6, ptr addrspace(4) noundef %7) #16 [ "convergencectrl"(token %3) ]
  %9 = fmul <4 x float> %8, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %10 = addrspacecast ptr addrspace(1) %1 to ptr addrspace(4)
  call spir_func void @_Z16vstore_half4_rtzDv4_fmPU3AS4Dh(<4 x float> noundef %9, i64 noundef %6, ptr addrspace(4) noundef %10) #14 [ "convergencectrl"(token %3) ]
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare spir_func <4 x float> @_Z11vload_half4mPU3AS4KDh(i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #11

; Function Attrs: convergent nounwind
declare spir_func void @_Z16vstore_half4_rtzDv4_fmPU3AS4Dh(<4 x float> noundef, i64 noundef, ptr addrspace(4) noundef) local_unnamed_addr #7

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @ex_image_blur(ptr addrspace(1) %0, ptr addrspace(1) %1) local_unnamed_addr #6 !kernel_arg_addr_space !41 !kernel_arg_access_qual !43 !kernel_arg_type !44 !kernel_arg_base_type !44 !kernel_arg_type_qual !27 {
  %3 = tail call token @llvm.experimental.convergence.entry()
  %4 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #13 [ "convergencectrl"(token %3) ]
  %5 = trunc i64 %4 to i32
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #13 [ "convergencectrl"(token %3) ]
  %7 = trunc i64 %6 to i32
  %8 = call spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(ptr addrspace(1) %0) #13 [ "convergencectrl"(token %3) ]
  %9 = extractelement <2 x i32> %8, i64 0
  %10 = icmp sgt i32 %9, %5
  %11 = extractelement <2 x i32> %8, i64 1
  %12 = icmp sgt i32 %11, %7
  %13 = select i1 %10, i1 %12, i1 false
  br i1 %13, label %14, label %57

14:                                               ; preds = %2
  %15 = insertelement <2 x i32> poison, i32 %5, i64 0
  %16 = insertelement <2 x i32> %15, i32 %7, i64 1
  %17 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %3) ]
  %18 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %17) ]
  %19 = tail call ptr addrspace(2) @__translate_sampler_initializer(i32 18) #15
  %20 = add <2 x i32> %16, <i32 -1, i32 -1>
  %21 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %0, ptr addrspace(2) %19, <2 x i32> noundef %20) #16 [ "convergencectrl"(token %18) ]
  %22 = tail call ptr addrspace(2) @__translate_sampler_initializer(i32 18) #15
  %23 = add <2 x i32> %16, <i32 0, i32 -1>
  %24 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %0, ptr addrspace(2) %22, <2 x i32> noundef %23) #16 [ "convergencectrl"(token %18) ]
  %25 = tail call ptr addrspace(2) @__translate_sampler_initializer(i32 18) #15
  %26 = add <2 x i32> %16, <i32 1, i32 -1>
  %27 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %0, ptr addrspace(2) %25, <2 x i32> noundef %26) #16 [ "convergencectrl"(token %18) ]
  %28 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %17) ]
  %29 = tail call ptr addrspace(2) @__translate_sampler_initializer(i32 18) #15
  %30 = add <2 x i32> %16, <i32 -1, i32 0>
  %31 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %0, ptr addrspace(2) %29, <2 x i32> noundef %30) #16 [ "convergencectrl"(token %28) ]
  %32 = tail call ptr addrspace(2) @__translate_sampler_initializer(i32 18) #15
  %33 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %0, ptr addrspace(2) %32, <2 x i32> noundef %16) #16 [ "convergencectrl"(token %28) ]
  %34 = tail call ptr addrspace(2) @__translate_sampler_initializer(i32 18) #15
  %35 = add <2 x i32> %16, <i32 1, i32 0>
  %36 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %0, ptr addrspace(2) %34, <2 x i32> noundef %35) #16 [ "convergencectrl"(token %28) ]
  %37 = fadd <4 x float> %21, zeroinitializer
  %38 = fadd <4 x float> %37, %24
  %39 = fadd <4 x float> %38, %27
  %40 = fadd <4 x float> %39, %31
  %41 = fadd <4 x float> %40, %33
  %42 = fadd <4 x float> %41, %36
  %43 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %17) ]
  %44 = tail call ptr addrspace(2) @__translate_sampler_initializer(i32 18) #15
  %45 = add <2 x i32> %16, <i32 -1, i32 1>
  %46 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %0, ptr addrspace(2) %44, <2 x i32> noundef %45) #16 [ "convergencectrl"(token %43) ]
  %47 = fadd <4 x float> %42, %46
  %48 = tail call ptr addrspace(2) @__translate_sampler_initializer(i32 18) #15
  %49 = add <2 x i32> %16, <i32 0, i32 1>
  %50 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %0, ptr addrspace(2) %48, <2 x i32> noundef %49) #16 [ "convergencectrl"(token %43) ]
  %51 = fadd <4 x float> %47, %50
  %52 = tail call ptr addrspace(2) @__translate_sampler_initializer(i32 18) #15
  %53 = add <2 x i32> %16, <i32 1, i32 1>
  %54 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %0, ptr addrspace(2) %52, <2 x i32> noundef %53) #16 [ "convergencectrl"(token %43) ]
  %55 = fadd <4 x float> %51, %54
  %56 = fdiv <4 x float> %55, <float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00>, !fpmath !45
  call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr addrspace(1) %1, <2 x i32> noundef %16, <4 x float> noundef %56) #14 [ "convergencectrl"(token %3) ]
  br label %57

57:                                               ; preds = %2, %14
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(ptr addrspace(1)) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1), ptr addrspace(2), <2 x i32> noundef) local_unnamed_addr #11

declare ptr addrspace(2) @__translate_sampler_initializer(i32) local_unnamed_addr

; Function Attrs: convergent nounwind
declare spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr addrspace(1), <2 x i32> noundef, <4 x float> noundef) local_unnamed_addr #7

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite)
define spir_kernel void @ex_image_sampler_arg(ptr addrspace(1) %0, ptr addrspace(2) %1, ptr addrspace(1) nocapture noundef writeonly align 16 %2, i32 noundef %3) local_unnamed_addr #10 !kernel_arg_addr_space !46 !kernel_arg_access_qual !47 !kernel_arg_type !48 !kernel_arg_base_type !49 !kernel_arg_type_qual !50 {
  %5 = tail call token @llvm.experimental.convergence.entry()
  %6 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #13 [ "convergencectrl"(token %5) ]
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #13 [ "convergencectrl"(token %5) ]
  %8 = insertelement <2 x i64> poison, i64 %6, i64 0
  %9 = insertelement <2 x i64> %8, i64 %7, i64 1
  %10 = uitofp <2 x i64> %9 to <2 x float>
  %11 = fadd <2 x float> %10, <float 5.000000e-01, float 5.000000e-01>
  %12 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(1) %0, ptr addrspace(2) %1, <2 x float> noundef %11) #16 [ "convergencectrl"(token %5) ]
  %13 = call spir_func i32 @_Z15get_image_width14ocl_image2d_ro(ptr addrspace(1) %0) #13 [ "convergencectrl"(token %5) ]
  %14 = sitofp i32 %13 to float
  %15 = insertelement <4 x float> poison, float %14, i64 0
  %16 = shufflevector <4 x float> %15, <4 x float> poison, <4 x i32> zeroinitializer
  %17 = fmul <4 x float> %12, %16
  %18 = sext i32 %3 to i64
  %19 = mul i64 %7, %18
  %20 = getelementptr <4 x float>, ptr addrspace(1) %2, i64 %19
  %21 = getelementptr <4 x float>, ptr addrspace(1) %20, i64 %6
  store <4 x float> %17, ptr addrspace(1) %21, align 16, !tbaa !51
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(1), ptr addrspace(2), <2 x float> noundef) local_unnamed_addr #11

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare spir_func i32 @_Z15get_image_width14ocl_image2d_ro(ptr addrspace(1)) local_unnamed_addr #4

; Function Attrs: convergent norecurse nounwind
define spir_kernel void @ex_image_rw(ptr addrspace(1) %0, ptr addrspace(1) nocapture noundef readonly align 16 %1) local_unnamed_addr #6 !kernel_arg_addr_space !41 !kernel_arg_access_qual !52 !kernel_arg_type !53 !kernel_arg_base_type !54 !kernel_arg_type_qual !55 {
  %3 = tail call token @llvm.experimental.convergence.entry()
  %4 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #13 [ "convergencectrl"(token %3) ]
  %5 = trunc i64 %4 to i32
  %6 = call spir_func <4 x i32> @_Z12read_imageui14ocl_image1d_rwi(ptr addrspace(1) %0, i32 noundef %5) #16 [ "convergencectrl"(token %3) ]
  %7 = sext i32 %5 to i64
  %8 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %1, i64 %7
  %9 = load <4 x i32>, ptr addrspace(1) %8, align 16, !tbaa !51
  %10 = add <4 x i32> %9, %6
  call spir_func void @_Z13write_imageui14ocl_image1d_rwiDv4_j(ptr addrspace(1) %0, i32 noundef %5, <4 x i32> noundef %10) #14 [ "convergencectrl"(token %3) ]
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare spir_func <4 x i32> @_Z12read_imageui14ocl_image1d_rwi(ptr addrspace(1), i32 noundef) local_unnamed_addr #11

; Function Attrs: convergent nounwind
declare spir_func void @_Z13write_imageui14ocl_image1d_rwiDv4_j(ptr addrspace(1), i32 noundef, <4 x i32> noundef) local_unnamed_addr #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent nofree norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nofree nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #7 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #8 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #9 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #10 = { convergent mustprogress nofree norecurse nounwind willreturn memory(read, argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #11 = { convergent mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #12 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { convergent nounwind willreturn memory(none) }
attributes #14 = { convergent nounwind }
attributes #15 = { nounwind }
attributes #16 = { convergent nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"clang-19"}
!4 = !{i32 1, i32 0}
!5 = !{!"none", !"none"}
!6 = !{!"int*", !"int"}
!7 = !{!"const", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{i32 1}
!13 = !{!"none"}
!14 = !{!"ulong*"}
!15 = !{!""}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !10, i64 0}
!18 = !{!"float*"}
!19 = !{<4 x float> undef, i32 0}
!20 = !{i32 64, i32 1, i32 1}
!21 = !{!22, !22, i64 0}
!22 = !{!"float", !10, i64 0}
!23 = !{!"int*"}
!24 = !{i32 128, i32 1, i32 1}
!25 = !{i32 1, i32 3}
!26 = !{!"float*", !"float*"}
!27 = !{!"", !""}
!28 = !{i32 1, i32 1, i32 1}
!29 = !{!"none", !"none", !"none"}
!30 = !{!"atomic_int*", !"atomic_flag*", !"int*"}
!31 = !{!"_Atomic(int)*", !"_Atomic(int)*", !"int*"}
!32 = !{!"volatile", !"volatile", !""}
!33 = !{i32 1, i32 1, i32 0}
!34 = !{!"double*", !"double*", !"int"}
!35 = !{!"const", !"", !""}
!36 = !{!37, !37, i64 0}
!37 = !{!"double", !10, i64 0}
!38 = !{!"half*", !"half*", !"int"}
!39 = !{!40, !40, i64 0}
!40 = !{!"half", !10, i64 0}
!41 = !{i32 1, i32 1}
!42 = !{!"half*", !"float*"}
!43 = !{!"read_only", !"write_only"}
!44 = !{!"image2d_t", !"image2d_t"}
!45 = !{float 2.500000e+00}
!46 = !{i32 1, i32 0, i32 1, i32 0}
!47 = !{!"read_only", !"none", !"none", !"none"}
!48 = !{!"image2d_t", !"sampler_t", !"float4*", !"int"}
!49 = !{!"image2d_t", !"sampler_t", !"float __attribute__((ext_vector_type(4)))*", !"int"}
!50 = !{!"", !"", !"", !""}
!51 = !{!10, !10, i64 0}
!52 = !{!"read_write", !"none"}
!53 = !{!"image1d_t", !"uint4*"}
!54 = !{!"image1d_t", !"uint __attribute__((ext_vector_type(4)))*"}
!55 = !{!"", !"const"}
