source_filename = "src/exotic.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

@ex_counter = dso_local addrspace(1) global i32 0, align 4
@ex_lut = dso_local local_unnamed_addr addrspace(4) constant [8 x float] [float 0.000000e+00, float 1.250000e-01, float 2.500000e-01, float 3.750000e-01, float 5.000000e-01, float 6.250000e-01, float 7.500000e-01, float 8.750000e-01], align 4
@.str = private unnamed_addr addrspace(4) constant [30 x i8] c"negative value %d at %d (%f)\0A\00", align 1
@.str1 = private unnamed_addr addrspace(4) constant [19 x i8] c"n = %d, dims = %u\0A\00", align 1

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
define dso_local spir_kernel void @ex_printf(ptr addrspace(1) nocapture noundef readonly align 4 %0, i32 noundef %1) local_unnamed_addr #1 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %4 = trunc i64 %3 to i32
  %5 = icmp slt i32 %4, %1
  br i1 %5, label %6, label %17

6:                                                ; preds = %2
  %7 = shl i64 %3, 32
  %8 = ashr exact i64 %7, 30
  %9 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !24
  %11 = icmp slt i32 %10, 0
  br i1 %11, label %12, label %17

12:                                               ; preds = %6
  %13 = sitofp i32 %10 to float
  %14 = fmul float %13, 5.000000e-01
  %15 = fpext float %14 to double
  %16 = tail call i32 (ptr addrspace(4), ...) @printf(ptr addrspace(4) noundef @.str, i32 noundef %10, i32 noundef %4, double noundef %15) #11
  br label %17

17:                                               ; preds = %12, %6, %2
  %18 = icmp eq i32 %4, 0
  br i1 %18, label %19, label %22

19:                                               ; preds = %17
  %20 = tail call i32 @_Z12get_work_dimv() #10
  %21 = tail call i32 (ptr addrspace(4), ...) @printf(ptr addrspace(4) noundef @.str1, i32 noundef %1, i32 noundef %20) #11
  br label %22

22:                                               ; preds = %19, %17
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @printf(ptr addrspace(4) noundef, ...) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z12get_work_dimv() local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ex_workitem_queries(ptr addrspace(1) nocapture noundef writeonly align 8 %0) local_unnamed_addr #1 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
  %2 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %3 = tail call i64 @_Z17get_global_offsetj(i32 noundef 0) #10
  %4 = mul i64 %2, 6
  %5 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %4
  store i64 %3, ptr addrspace(1) %5, align 8, !tbaa !32
  %6 = tail call i64 @_Z23get_enqueued_local_sizej(i32 noundef 0) #11
  %7 = or disjoint i64 %4, 1
  %8 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %7
  store i64 %6, ptr addrspace(1) %8, align 8, !tbaa !32
  %9 = tail call i32 @_Z12get_work_dimv() #10
  %10 = zext i32 %9 to i64
  %11 = getelementptr i8, ptr addrspace(1) %5, i64 16
  store i64 %10, ptr addrspace(1) %11, align 8, !tbaa !32
  %12 = tail call i64 @_Z20get_global_linear_idv() #11
  %13 = getelementptr i8, ptr addrspace(1) %5, i64 24
  store i64 %12, ptr addrspace(1) %13, align 8, !tbaa !32
  %14 = tail call i64 @_Z19get_local_linear_idv() #11
  %15 = getelementptr i8, ptr addrspace(1) %5, i64 32
  store i64 %14, ptr addrspace(1) %15, align 8, !tbaa !32
  %16 = tail call i64 @_Z14get_num_groupsj(i32 noundef 1) #10
  %17 = tail call i64 @_Z15get_global_sizej(i32 noundef 2) #10
  %18 = mul i64 %17, %16
  %19 = getelementptr i8, ptr addrspace(1) %5, i64 40
  store i64 %18, ptr addrspace(1) %19, align 8, !tbaa !32
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z17get_global_offsetj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i64 @_Z23get_enqueued_local_sizej(i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local i64 @_Z20get_global_linear_idv() local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local i64 @_Z19get_local_linear_idv() local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_num_groupsj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: write)
define dso_local spir_kernel void @ex_reqd_size(ptr addrspace(1) nocapture noundef writeonly align 4 %0) local_unnamed_addr #5 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !31 !vec_type_hint !35 !reqd_work_group_size !36 {
  %2 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #10
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #10
  %4 = and i64 %2, 7
  %5 = getelementptr inbounds [8 x float], ptr addrspace(4) @ex_lut, i64 0, i64 %4
  %6 = load float, ptr addrspace(4) %5, align 4, !tbaa !37
  %7 = uitofp i64 %3 to float
  %8 = fadd float %6, %7
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %10 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %9
  store float %8, ptr addrspace(1) %10, align 4, !tbaa !37
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ex_globals(ptr addrspace(1) nocapture noundef writeonly align 4 %0) local_unnamed_addr #1 !kernel_arg_addr_space !28 !kernel_arg_access_qual !29 !kernel_arg_type !39 !kernel_arg_base_type !39 !kernel_arg_type_qual !31 !work_group_size_hint !40 {
  %2 = tail call i32 @_Z16atomic_fetch_addPVU7_Atomicii(ptr noundef addrspacecast (ptr addrspace(1) @ex_counter to ptr), i32 noundef 1) #11
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %4 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %3
  store i32 %2, ptr addrspace(1) %4, align 4, !tbaa !24
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z16atomic_fetch_addPVU7_Atomicii(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ex_generic(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !41 !kernel_arg_access_qual !21 !kernel_arg_type !42 !kernel_arg_base_type !42 !kernel_arg_type_qual !43 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #10
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %5 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %4
  %6 = load float, ptr addrspace(1) %5, align 4, !tbaa !37
  %7 = shl i64 %3, 32
  %8 = ashr exact i64 %7, 32
  %9 = getelementptr inbounds float, ptr addrspace(3) %1, i64 %8
  store float %6, ptr addrspace(3) %9, align 4, !tbaa !37
  tail call void @_Z7barrierj(i32 noundef 1) #11
  %10 = and i64 %3, 1
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %16, label %12

12:                                               ; preds = %2
  %13 = addrspacecast ptr addrspace(1) %0 to ptr
  %14 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %15 = getelementptr inbounds float, ptr %13, i64 %14
  br label %19

16:                                               ; preds = %2
  %17 = addrspacecast ptr addrspace(3) %1 to ptr
  %18 = getelementptr inbounds float, ptr %17, i64 %8
  br label %19

19:                                               ; preds = %16, %12
  %20 = phi ptr [ %15, %12 ], [ %18, %16 ]
  %21 = tail call ptr addrspace(1) @__to_global(ptr %20) #12
  %22 = load float, ptr %20, align 4, !tbaa !37
  %23 = getelementptr inbounds i8, ptr %20, i64 4
  %24 = load float, ptr %23, align 4, !tbaa !37
  %25 = fadd float %22, %24
  %26 = getelementptr inbounds i8, ptr %20, i64 8
  %27 = load float, ptr %26, align 4, !tbaa !37
  %28 = fadd float %25, %27
  %29 = icmp eq ptr addrspace(1) %21, null
  br i1 %29, label %32, label %30

30:                                               ; preds = %19
  %31 = fadd float %28, 1.000000e+00
  br label %37

32:                                               ; preds = %19
  %33 = tail call ptr addrspace(3) @__to_local(ptr nonnull %20) #12
  %34 = icmp eq ptr addrspace(3) %33, addrspacecast (ptr null to ptr addrspace(3))
  %35 = fadd float %28, 2.000000e+00
  %36 = select i1 %34, float %28, float %35
  br label %37

37:                                               ; preds = %32, %30
  %38 = phi float [ %31, %30 ], [ %36, %32 ]
  %39 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %40 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %39
  store float %38, ptr addrspace(1) %40, align 4, !tbaa !37
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #4

declare dso_local ptr addrspace(1) @__to_global(ptr) local_unnamed_addr

declare dso_local ptr addrspace(3) @__to_local(ptr) local_unnamed_addr

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ex_c11_atomics(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !44 !kernel_arg_access_qual !45 !kernel_arg_type !46 !kernel_arg_base_type !47 !kernel_arg_type_qual !48 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %7 = trunc i64 %6 to i32
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #12
  %8 = addrspacecast ptr addrspace(1) %0 to ptr
  %9 = tail call i32 @_Z20atomic_load_explicitPVU7_Atomici12memory_order(ptr noundef %8, i32 noundef 2) #11
  store i32 %9, ptr %4, align 4, !tbaa !24
  br label %10

10:                                               ; preds = %10, %3
  %11 = load i32, ptr %4, align 4, !tbaa !24
  %12 = add nsw i32 %11, %7
  %13 = call zeroext i1 @_Z37atomic_compare_exchange_weak_explicitPVU7_AtomiciPii12memory_orderS4_(ptr noundef %8, ptr noundef nonnull %4, i32 noundef %12, i32 noundef 4, i32 noundef 0) #11
  br i1 %13, label %14, label %10

14:                                               ; preds = %10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #12
  store i32 0, ptr %5, align 4, !tbaa !24
  %15 = call zeroext i1 @_Z30atomic_compare_exchange_strongPVU7_AtomiciPii(ptr noundef %8, ptr noundef nonnull %5, i32 noundef -1) #11
  %16 = addrspacecast ptr addrspace(1) %1 to ptr
  %17 = call zeroext i1 @_Z33atomic_flag_test_and_set_explicitPVU7_Atomici12memory_order12memory_scope(ptr noundef %16, i32 noundef 4, i32 noundef 2) #11
  br i1 %17, label %19, label %18

18:                                               ; preds = %14
  call void @_Z17atomic_flag_clearPVU7_Atomici(ptr noundef %16) #11
  br label %19

19:                                               ; preds = %18, %14
  %20 = load i32, ptr %4, align 4, !tbaa !24
  call void @_Z21atomic_store_explicitPVU7_Atomicii12memory_order12memory_scope(ptr noundef %8, i32 noundef %20, i32 noundef 3, i32 noundef 2) #11
  %21 = load i32, ptr %4, align 4, !tbaa !24
  %22 = zext i1 %15 to i32
  %23 = add nsw i32 %21, %22
  %24 = shl i64 %6, 32
  %25 = ashr exact i64 %24, 30
  %26 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %25
  store i32 %23, ptr addrspace(1) %26, align 4, !tbaa !24
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #12
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z20atomic_load_explicitPVU7_Atomici12memory_order(ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local zeroext i1 @_Z37atomic_compare_exchange_weak_explicitPVU7_AtomiciPii12memory_orderS4_(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local zeroext i1 @_Z30atomic_compare_exchange_strongPVU7_AtomiciPii(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local zeroext i1 @_Z33atomic_flag_test_and_set_explicitPVU7_Atomici12memory_order12memory_scope(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local void @_Z17atomic_flag_clearPVU7_Atomici(ptr noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local void @_Z21atomic_store_explicitPVU7_Atomicii12memory_order12memory_scope(ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local spir_kernel void @ex_double(ptr addrspace(1) nocapture noundef readonly align 8 %0, ptr addrspace(1) nocapture noundef writeonly align 8 %1, i32 noundef %2) local_unnamed_addr #6 !kernel_arg_addr_space !49 !kernel_arg_access_qual !45 !kernel_arg_type !50 !kernel_arg_base_type !50 !kernel_arg_type_qual !51 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %5 = trunc i64 %4 to i32
  %6 = icmp slt i32 %5, %2
  br i1 %6, label %7, label %21

7:                                                ; preds = %3
  %8 = shl i64 %4, 32
  %9 = ashr exact i64 %8, 32
  %10 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %9
  %11 = load double, ptr addrspace(1) %10, align 8, !tbaa !52
  %12 = tail call double @_Z3fmaddd(double noundef %11, double noundef %11, double noundef 1.000000e+00) #10
  %13 = fneg double %11
  %14 = tail call double @_Z3expd(double noundef %13) #10
  %15 = fadd double %14, 1.000000e+00
  %16 = fdiv double %12, %15
  %17 = tail call float @_Z17convert_float_rted(double noundef %11) #10
  %18 = fpext float %17 to double
  %19 = fadd double %16, %18
  %20 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %9
  store double %19, ptr addrspace(1) %20, align 8, !tbaa !52
  br label %21

21:                                               ; preds = %7, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local double @_Z3fmaddd(double noundef, double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local double @_Z3expd(double noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z17convert_float_rted(double noundef) local_unnamed_addr #3

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ex_vload_half(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !54 !kernel_arg_access_qual !21 !kernel_arg_type !55 !kernel_arg_base_type !55 !kernel_arg_type_qual !23 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %4 = shl i64 %3, 32
  %5 = ashr exact i64 %4, 32
  %6 = addrspacecast ptr addrspace(1) %0 to ptr
  %7 = tail call <4 x float> @_Z11vload_half4mPKDh(i64 noundef %5, ptr noundef %6) #13
  %8 = fmul <4 x float> %7, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %9 = addrspacecast ptr addrspace(1) %1 to ptr
  tail call void @_Z16vstore_half4_rtzDv4_fmPDh(<4 x float> noundef %8, i64 noundef %5, ptr noundef %9) #11
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local <4 x float> @_Z11vload_half4mPKDh(i64 noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local void @_Z16vstore_half4_rtzDv4_fmPDh(<4 x float> noundef, i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ex_enqueue(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) local_unnamed_addr #1 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !43 {
  %3 = alloca %struct.ndrange_t, align 8
  %4 = alloca <{ i32, i32, ptr, ptr addrspace(1), i32 }>, align 8
  %5 = tail call ptr @_Z17get_default_queuev() #11
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #10
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %8, label %41

8:                                                ; preds = %2
  %9 = sext i32 %1 to i64
  %10 = tail call %struct.ndrange_t @_Z10ndrange_1Dm(i64 noundef %9) #11
  %11 = extractvalue %struct.ndrange_t %10, 0
  %12 = extractvalue %struct.ndrange_t %10, 1
  %13 = extractvalue [3 x i64] %12, 0
  %14 = extractvalue [3 x i64] %12, 1
  %15 = extractvalue [3 x i64] %12, 2
  %16 = extractvalue %struct.ndrange_t %10, 2
  %17 = extractvalue [3 x i64] %16, 0
  %18 = extractvalue [3 x i64] %16, 1
  %19 = extractvalue [3 x i64] %16, 2
  %20 = extractvalue %struct.ndrange_t %10, 3
  %21 = extractvalue [3 x i64] %20, 0
  %22 = extractvalue [3 x i64] %20, 1
  %23 = extractvalue [3 x i64] %20, 2
  %24 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #10
  %25 = trunc i64 %24 to i32
  %26 = mul i32 %25, %1
  store i32 %11, ptr %3, align 8, !tbaa !24
  %27 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %13, ptr %27, align 8
  %28 = getelementptr inbounds i8, ptr %3, i64 16
  store i64 %14, ptr %28, align 8
  %29 = getelementptr inbounds i8, ptr %3, i64 24
  store i64 %15, ptr %29, align 8, !tbaa !56
  %30 = getelementptr inbounds i8, ptr %3, i64 32
  store i64 %17, ptr %30, align 8
  %31 = getelementptr inbounds i8, ptr %3, i64 40
  store i64 %18, ptr %31, align 8
  %32 = getelementptr inbounds i8, ptr %3, i64 48
  store i64 %19, ptr %32, align 8, !tbaa !56
  %33 = getelementptr inbounds i8, ptr %3, i64 56
  store i64 %21, ptr %33, align 8
  %34 = getelementptr inbounds i8, ptr %3, i64 64
  store i64 %22, ptr %34, align 8
  %35 = getelementptr inbounds i8, ptr %3, i64 72
  store i64 %23, ptr %35, align 8, !tbaa !56
  store i32 28, ptr %4, align 8
  %36 = getelementptr inbounds i8, ptr %4, i64 4
  store i32 8, ptr %36, align 4
  %37 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr @__ex_enqueue_block_invoke, ptr %37, align 8
  %38 = getelementptr inbounds i8, ptr %4, i64 16
  store ptr addrspace(1) %0, ptr %38, align 8, !tbaa !57
  %39 = getelementptr inbounds i8, ptr %4, i64 24
  store i32 %26, ptr %39, align 8, !tbaa !24
  %40 = call i32 @__enqueue_kernel_basic(ptr %5, i32 0, ptr nonnull byval(%struct.ndrange_t) %3, ptr nonnull @__ex_enqueue_block_invoke_kernel, ptr nonnull %4) #12
  br label %41

41:                                               ; preds = %8, %2
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local ptr @_Z17get_default_queuev() local_unnamed_addr #4

; Function Attrs: convergent nounwind
declare dso_local %struct.ndrange_t @_Z10ndrange_1Dm(i64 noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none)
define internal void @__ex_enqueue_block_invoke(ptr nocapture noundef readonly %0) #8 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr addrspace(1), ptr %2, align 8, !tbaa !57
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !24
  %6 = sext i32 %5 to i64
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %8 = getelementptr i32, ptr addrspace(1) %3, i64 %7
  %9 = getelementptr i32, ptr addrspace(1) %8, i64 %6
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !24
  %11 = shl nsw i32 %10, 1
  store i32 %11, ptr addrspace(1) %9, align 4, !tbaa !24
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none)
define spir_kernel void @__ex_enqueue_block_invoke_kernel(ptr nocapture readonly %0) #8 {
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  %3 = load ptr addrspace(1), ptr %2, align 8, !tbaa !57
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  %5 = load i32, ptr %4, align 8, !tbaa !24
  %6 = sext i32 %5 to i64
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %8 = getelementptr i32, ptr addrspace(1) %3, i64 %7
  %9 = getelementptr i32, ptr addrspace(1) %8, i64 %6
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !24
  %11 = shl nsw i32 %10, 1
  store i32 %11, ptr addrspace(1) %9, align 4, !tbaa !24
  ret void
}

declare dso_local i32 @__enqueue_kernel_basic(ptr, i32, ptr, ptr, ptr) local_unnamed_addr

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ex_enqueue_local(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) local_unnamed_addr #1 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !43 {
  %3 = alloca ptr, align 8
  %4 = alloca %struct.ndrange_t, align 8
  %5 = alloca <{ i32, i32, ptr, ptr addrspace(1) }>, align 8
  %6 = alloca [1 x i64], align 8
  %7 = tail call ptr @_Z17get_default_queuev() #11
  %8 = sext i32 %1 to i64
  %9 = tail call %struct.ndrange_t @_Z10ndrange_1Dmm(i64 noundef %8, i64 noundef 64) #11
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %11 = icmp eq i64 %10, 0
  br i1 %11, label %12, label %40

12:                                               ; preds = %2
  %13 = extractvalue %struct.ndrange_t %9, 3
  %14 = extractvalue [3 x i64] %13, 2
  %15 = extractvalue [3 x i64] %13, 1
  %16 = extractvalue [3 x i64] %13, 0
  %17 = extractvalue %struct.ndrange_t %9, 2
  %18 = extractvalue [3 x i64] %17, 2
  %19 = extractvalue [3 x i64] %17, 1
  %20 = extractvalue [3 x i64] %17, 0
  %21 = extractvalue %struct.ndrange_t %9, 1
  %22 = extractvalue [3 x i64] %21, 2
  %23 = extractvalue [3 x i64] %21, 1
  %24 = extractvalue [3 x i64] %21, 0
  %25 = extractvalue %struct.ndrange_t %9, 0
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12
  store i32 %25, ptr %4, align 8, !tbaa !24
  %26 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 %24, ptr %26, align 8
  %27 = getelementptr inbounds i8, ptr %4, i64 16
  store i64 %23, ptr %27, align 8
  %28 = getelementptr inbounds i8, ptr %4, i64 24
  store i64 %22, ptr %28, align 8, !tbaa !56
  %29 = getelementptr inbounds i8, ptr %4, i64 32
  store i64 %20, ptr %29, align 8
  %30 = getelementptr inbounds i8, ptr %4, i64 40
  store i64 %19, ptr %30, align 8
  %31 = getelementptr inbounds i8, ptr %4, i64 48
  store i64 %18, ptr %31, align 8, !tbaa !56
  %32 = getelementptr inbounds i8, ptr %4, i64 56
  store i64 %16, ptr %32, align 8
  %33 = getelementptr inbounds i8, ptr %4, i64 64
  store i64 %15, ptr %33, align 8
  %34 = getelementptr inbounds i8, ptr %4, i64 72
  store i64 %14, ptr %34, align 8, !tbaa !56
  store i32 24, ptr %5, align 8
  %35 = getelementptr inbounds i8, ptr %5, i64 4
  store i32 8, ptr %35, align 4
  %36 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr @__ex_enqueue_local_block_invoke, ptr %36, align 8
  %37 = getelementptr inbounds i8, ptr %5, i64 16
  store ptr addrspace(1) %0, ptr %37, align 8, !tbaa !57
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #12
  store i64 256, ptr %6, align 8
  %38 = call i32 @__enqueue_kernel_events_varargs(ptr %7, i32 1, ptr nonnull %4, i32 0, ptr null, ptr nonnull %3, ptr nonnull @__ex_enqueue_local_block_invoke_kernel, ptr nonnull %5, i32 1, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #12
  %39 = load ptr, ptr %3, align 8, !tbaa !59
  call void @_Z13release_event12ocl_clkevent(ptr %39) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  br label %40

40:                                               ; preds = %12, %2
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local %struct.ndrange_t @_Z10ndrange_1Dmm(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: convergent nounwind
define internal void @__ex_enqueue_local_block_invoke(ptr nocapture noundef readonly %0, ptr addrspace(3) nocapture noundef %1) #4 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr addrspace(1), ptr %3, align 8, !tbaa !57
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %6 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !24
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #10
  %9 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %8
  store i32 %7, ptr addrspace(3) %9, align 4, !tbaa !24
  tail call void @_Z7barrierj(i32 noundef 1) #11
  %10 = sub i64 63, %8
  %11 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %10
  %12 = load i32, ptr addrspace(3) %11, align 4, !tbaa !24
  %13 = load ptr addrspace(1), ptr %3, align 8, !tbaa !57
  %14 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %5
  store i32 %12, ptr addrspace(1) %14, align 4, !tbaa !24
  ret void
}

; Function Attrs: convergent nounwind
define spir_kernel void @__ex_enqueue_local_block_invoke_kernel(ptr nocapture readonly %0, ptr addrspace(3) nocapture %1) #4 {
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  %4 = load ptr addrspace(1), ptr %3, align 8, !tbaa !57
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %6 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !24
  %8 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #10
  %9 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %8
  store i32 %7, ptr addrspace(3) %9, align 4, !tbaa !24
  tail call void @_Z7barrierj(i32 noundef 1) #11
  %10 = sub i64 63, %8
  %11 = getelementptr inbounds i32, ptr addrspace(3) %1, i64 %10
  %12 = load i32, ptr addrspace(3) %11, align 4, !tbaa !24
  %13 = load ptr addrspace(1), ptr %3, align 8, !tbaa !57
  %14 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %5
  store i32 %12, ptr addrspace(1) %14, align 4, !tbaa !24
  ret void
}

declare dso_local i32 @__enqueue_kernel_events_varargs(ptr, i32, ptr, i32, ptr, ptr, ptr, ptr, i32, ptr) local_unnamed_addr

; Function Attrs: convergent nounwind
declare dso_local void @_Z13release_event12ocl_clkevent(ptr) local_unnamed_addr #4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ex_pipe_producer(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) %1) local_unnamed_addr #1 !kernel_arg_addr_space !54 !kernel_arg_access_qual !61 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !62 {
  %3 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #12
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !24
  store i32 %6, ptr %3, align 4, !tbaa !24
  %7 = icmp sgt i32 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = call i32 @__write_pipe_2(ptr addrspace(1) %1, ptr nonnull %3, i32 4, i32 4) #12
  br label %10

10:                                               ; preds = %8, %2
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #12
  ret void
}

declare dso_local i32 @__write_pipe_2(ptr addrspace(1), ptr, i32, i32) local_unnamed_addr

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ex_pipe_consumer(ptr addrspace(1) %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !54 !kernel_arg_access_qual !63 !kernel_arg_type !64 !kernel_arg_base_type !64 !kernel_arg_type_qual !65 {
  %3 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #12
  %4 = call i32 @__read_pipe_2(ptr addrspace(1) %0, ptr nonnull %3, i32 4, i32 4) #12
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %2
  %7 = load i32, ptr %3, align 4, !tbaa !24
  %8 = call i64 @_Z13get_global_idj(i32 noundef 0) #10
  br label %11

9:                                                ; preds = %2
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #10
  br label %11

11:                                               ; preds = %9, %6
  %12 = phi i64 [ %10, %9 ], [ %8, %6 ]
  %13 = phi i32 [ -1, %9 ], [ %7, %6 ]
  %14 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  store i32 %13, ptr addrspace(1) %14, align 4, !tbaa !24
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #12
  ret void
}

declare dso_local i32 @__read_pipe_2(ptr addrspace(1), ptr, i32, i32) local_unnamed_addr

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ex_pipe_reserve(ptr addrspace(1) %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !54 !kernel_arg_access_qual !63 !kernel_arg_type !66 !kernel_arg_base_type !66 !kernel_arg_type_qual !65 {
  %3 = alloca float, align 4
  %4 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #10
  %5 = trunc i64 %4 to i32
  %6 = tail call ptr @__work_group_reserve_read_pipe(ptr addrspace(1) %0, i32 %5, i32 4, i32 4) #12
  %7 = tail call zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr %6) #11
  br i1 %7, label %8, label %15

8:                                                ; preds = %2
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #12
  %9 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #10
  %10 = trunc i64 %9 to i32
  %11 = call i32 @__read_pipe_4(ptr addrspace(1) %0, ptr %6, i32 %10, ptr nonnull %3, i32 4, i32 4) #12
  %12 = load float, ptr %3, align 4, !tbaa !37
  %13 = call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %14 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %13
  store float %12, ptr addrspace(1) %14, align 4, !tbaa !37
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #12
  br label %15

15:                                               ; preds = %8, %2
  call void @__work_group_commit_read_pipe(ptr addrspace(1) %0, ptr %6, i32 4, i32 4) #12
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #3

declare dso_local ptr @__work_group_reserve_read_pipe(ptr addrspace(1), i32, i32, i32) local_unnamed_addr

; Function Attrs: convergent nounwind
declare dso_local zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr) local_unnamed_addr #4

declare dso_local i32 @__read_pipe_4(ptr addrspace(1), ptr, i32, ptr, i32, i32) local_unnamed_addr

declare dso_local void @__work_group_commit_read_pipe(ptr addrspace(1), ptr, i32, i32) local_unnamed_addr

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ex_image_blur(ptr addrspace(1) %0, ptr addrspace(1) %1) local_unnamed_addr #1 !kernel_arg_addr_space !54 !kernel_arg_access_qual !67 !kernel_arg_type !68 !kernel_arg_base_type !68 !kernel_arg_type_qual !43 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %4 = trunc i64 %3 to i32
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #10
  %6 = trunc i64 %5 to i32
  %7 = tail call <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(ptr addrspace(1) %0) #10
  %8 = extractelement <2 x i32> %7, i64 0
  %9 = icmp sgt i32 %8, %4
  %10 = extractelement <2 x i32> %7, i64 1
  %11 = icmp sgt i32 %10, %6
  %12 = select i1 %9, i1 %11, i1 false
  br i1 %12, label %13, label %52

13:                                               ; preds = %2
  %14 = insertelement <2 x i32> poison, i32 %4, i64 0
  %15 = insertelement <2 x i32> %14, i32 %6, i64 1
  %16 = tail call ptr addrspace(4) @__translate_sampler_initializer(i32 18) #12
  %17 = add <2 x i32> %15, <i32 -1, i32 -1>
  %18 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %0, ptr addrspace(4) %16, <2 x i32> noundef %17) #13
  %19 = fadd <4 x float> %18, zeroinitializer
  %20 = tail call ptr addrspace(4) @__translate_sampler_initializer(i32 18) #12
  %21 = add <2 x i32> %15, <i32 0, i32 -1>
  %22 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %0, ptr addrspace(4) %20, <2 x i32> noundef %21) #13
  %23 = fadd <4 x float> %19, %22
  %24 = tail call ptr addrspace(4) @__translate_sampler_initializer(i32 18) #12
  %25 = add <2 x i32> %15, <i32 1, i32 -1>
  %26 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %0, ptr addrspace(4) %24, <2 x i32> noundef %25) #13
  %27 = fadd <4 x float> %23, %26
  %28 = tail call ptr addrspace(4) @__translate_sampler_initializer(i32 18) #12
  %29 = add <2 x i32> %15, <i32 -1, i32 0>
  %30 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %0, ptr addrspace(4) %28, <2 x i32> noundef %29) #13
  %31 = fadd <4 x float> %27, %30
  %32 = tail call ptr addrspace(4) @__translate_sampler_initializer(i32 18) #12
  %33 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %0, ptr addrspace(4) %32, <2 x i32> noundef %15) #13
  %34 = fadd <4 x float> %31, %33
  %35 = tail call ptr addrspace(4) @__translate_sampler_initializer(i32 18) #12
  %36 = add <2 x i32> %15, <i32 1, i32 0>
  %37 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %0, ptr addrspace(4) %35, <2 x i32> noundef %36) #13
  %38 = fadd <4 x float> %34, %37
  %39 = tail call ptr addrspace(4) @__translate_sampler_initializer(i32 18) #12
  %40 = add <2 x i32> %15, <i32 -1, i32 1>
  %41 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %0, ptr addrspace(4) %39, <2 x i32> noundef %40) #13
  %42 = fadd <4 x float> %38, %41
  %43 = tail call ptr addrspace(4) @__translate_sampler_initializer(i32 18) #12
  %44 = add <2 x i32> %15, <i32 0, i32 1>
  %45 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %0, ptr addrspace(4) %43, <2 x i32> noundef %44) #13
  %46 = fadd <4 x float> %42, %45
  %47 = tail call ptr addrspace(4) @__translate_sampler_initializer(i32 18) #12
  %48 = add <2 x i32> %15, <i32 1, i32 1>
  %49 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %0, ptr addrspace(4) %47, <2 x i32> noundef %48) #13
  %50 = fadd <4 x float> %46, %49
  %51 = fdiv <4 x float> %50, <float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00>, !fpmath !69
  tail call void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr addrspace(1) %1, <2 x i32> noundef %15, <4 x float> noundef %51) #11
  br label %52

52:                                               ; preds = %2, %13
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(ptr addrspace(1)) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1), ptr addrspace(4), <2 x i32> noundef) local_unnamed_addr #7

declare dso_local ptr addrspace(4) @__translate_sampler_initializer(i32) local_unnamed_addr

; Function Attrs: convergent nounwind
declare dso_local void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr addrspace(1), <2 x i32> noundef, <4 x float> noundef) local_unnamed_addr #4

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(read, argmem: readwrite)
define dso_local spir_kernel void @ex_image_sampler_arg(ptr addrspace(1) %0, ptr addrspace(4) %1, ptr addrspace(1) nocapture noundef writeonly align 16 %2, i32 noundef %3) local_unnamed_addr #9 !kernel_arg_addr_space !70 !kernel_arg_access_qual !71 !kernel_arg_type !72 !kernel_arg_base_type !73 !kernel_arg_type_qual !74 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %6 = uitofp i64 %5 to float
  %7 = fadd float %6, 5.000000e-01
  %8 = insertelement <2 x float> poison, float %7, i64 0
  %9 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #10
  %10 = uitofp i64 %9 to float
  %11 = fadd float %10, 5.000000e-01
  %12 = insertelement <2 x float> %8, float %11, i64 1
  %13 = tail call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(1) %0, ptr addrspace(4) %1, <2 x float> noundef %12) #13
  %14 = tail call i32 @_Z15get_image_width14ocl_image2d_ro(ptr addrspace(1) %0) #10
  %15 = sitofp i32 %14 to float
  %16 = insertelement <4 x float> poison, float %15, i64 0
  %17 = shufflevector <4 x float> %16, <4 x float> poison, <4 x i32> zeroinitializer
  %18 = fmul <4 x float> %13, %17
  %19 = sext i32 %3 to i64
  %20 = mul i64 %9, %19
  %21 = getelementptr <4 x float>, ptr addrspace(1) %2, i64 %20
  %22 = getelementptr <4 x float>, ptr addrspace(1) %21, i64 %5
  store <4 x float> %18, ptr addrspace(1) %22, align 16, !tbaa !56
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(1), ptr addrspace(4), <2 x float> noundef) local_unnamed_addr #7

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z15get_image_width14ocl_image2d_ro(ptr addrspace(1)) local_unnamed_addr #3

; Function Attrs: convergent noinline norecurse nounwind
define dso_local spir_kernel void @ex_image_rw(ptr addrspace(1) %0, ptr addrspace(1) nocapture noundef readonly align 16 %1) local_unnamed_addr #1 !kernel_arg_addr_space !54 !kernel_arg_access_qual !75 !kernel_arg_type !76 !kernel_arg_base_type !77 !kernel_arg_type_qual !78 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #10
  %4 = trunc i64 %3 to i32
  %5 = tail call <4 x i32> @_Z12read_imageui14ocl_image1d_rwi(ptr addrspace(1) %0, i32 noundef %4) #13
  %6 = shl i64 %3, 32
  %7 = ashr exact i64 %6, 28
  %8 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %7
  %9 = load <4 x i32>, ptr addrspace(1) %8, align 16, !tbaa !56
  %10 = add <4 x i32> %9, %5
  tail call void @_Z13write_imageui14ocl_image1d_rwiDv4_j(ptr addrspace(1) %0, i32 noundef %4, <4 x i32> noundef %10) #11
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(read)
declare dso_local <4 x i32> @_Z12read_imageui14ocl_image1d_rwi(ptr addrspace(1), i32 noundef) local_unnamed_addr #7

; Function Attrs: convergent nounwind
declare dso_local void @_Z13write_imageui14ocl_image1d_rwiDv4_j(ptr addrspace(1), i32 noundef, <4 x i32> noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #5 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #6 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #7 = { convergent mustprogress nofree nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #8 = { convergent mustprogress nofree nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #9 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(read, argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #10 = { convergent nounwind willreturn memory(none) }
attributes #11 = { convergent nounwind }
attributes #12 = { nounwind }
attributes #13 = { convergent nounwind willreturn memory(read) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11, !12, !13, !14, !15}
!llvm.module.flags = !{!16, !17}
!opencl.ocl.version = !{!18}

!0 = !{ptr @ex_printf, !"kernel", i32 1}
!1 = !{ptr @ex_workitem_queries, !"kernel", i32 1}
!2 = !{ptr @ex_reqd_size, !"kernel", i32 1}
!3 = !{ptr @ex_globals, !"kernel", i32 1}
!4 = !{ptr @ex_generic, !"kernel", i32 1}
!5 = !{ptr @ex_c11_atomics, !"kernel", i32 1}
!6 = !{ptr @ex_double, !"kernel", i32 1}
!7 = !{ptr @ex_vload_half, !"kernel", i32 1}
!8 = !{ptr @ex_enqueue, !"kernel", i32 1}
!9 = !{ptr @ex_enqueue_local, !"kernel", i32 1}
!10 = !{ptr @ex_pipe_producer, !"kernel", i32 1}
!11 = !{ptr @ex_pipe_consumer, !"kernel", i32 1}
!12 = !{ptr @ex_pipe_reserve, !"kernel", i32 1}
!13 = !{ptr @ex_image_blur, !"kernel", i32 1}
!14 = !{ptr @ex_image_sampler_arg, !"kernel", i32 1}
!15 = !{ptr @ex_image_rw, !"kernel", i32 1}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{i32 2, i32 0}
!19 = !{!"clang-19"}
!20 = !{i32 1, i32 0}
!21 = !{!"none", !"none"}
!22 = !{!"int*", !"int"}
!23 = !{!"const", !""}
!24 = !{!25, !25, i64 0}
!25 = !{!"int", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C/C++ TBAA"}
!28 = !{i32 1}
!29 = !{!"none"}
!30 = !{!"ulong*"}
!31 = !{!""}
!32 = !{!33, !33, i64 0}
!33 = !{!"long", !26, i64 0}
!34 = !{!"float*"}
!35 = !{<4 x float> undef, i32 0}
!36 = !{i32 64, i32 1, i32 1}
!37 = !{!38, !38, i64 0}
!38 = !{!"float", !26, i64 0}
!39 = !{!"int*"}
!40 = !{i32 128, i32 1, i32 1}
!41 = !{i32 1, i32 3}
!42 = !{!"float*", !"float*"}
!43 = !{!"", !""}
!44 = !{i32 1, i32 1, i32 1}
!45 = !{!"none", !"none", !"none"}
!46 = !{!"atomic_int*", !"atomic_flag*", !"int*"}
!47 = !{!"_Atomic(int)*", !"_Atomic(int)*", !"int*"}
!48 = !{!"volatile", !"volatile", !""}
!49 = !{i32 1, i32 1, i32 0}
!50 = !{!"double*", !"double*", !"int"}
!51 = !{!"const", !"", !""}
!52 = !{!53, !53, i64 0}
!53 = !{!"double", !26, i64 0}
!54 = !{i32 1, i32 1}
!55 = !{!"half*", !"float*"}
!56 = !{!26, !26, i64 0}
!57 = !{!58, !58, i64 0}
!58 = !{!"any pointer", !26, i64 0}
!59 = !{!60, !60, i64 0}
!60 = !{!"clk_event_t", !26, i64 0}
!61 = !{!"none", !"write_only"}
!62 = !{!"const", !"pipe"}
!63 = !{!"read_only", !"none"}
!64 = !{!"int", !"int*"}
!65 = !{!"pipe", !""}
!66 = !{!"float", !"float*"}
!67 = !{!"read_only", !"write_only"}
!68 = !{!"image2d_t", !"image2d_t"}
!69 = !{float 2.500000e+00}
!70 = !{i32 1, i32 0, i32 1, i32 0}
!71 = !{!"read_only", !"none", !"none", !"none"}
!72 = !{!"image2d_t", !"sampler_t", !"float4*", !"int"}
!73 = !{!"image2d_t", !"sampler_t", !"float __attribute__((ext_vector_type(4)))*", !"int"}
!74 = !{!"", !"", !"", !""}
!75 = !{!"read_write", !"none"}
!76 = !{!"image1d_t", !"uint4*"}
!77 = !{!"image1d_t", !"uint __attribute__((ext_vector_type(4)))*"}
!78 = !{!"", !"const"}
