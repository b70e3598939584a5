source_filename = "src/exotic.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

@ex_counter = dso_local addrspace(1) global i32 0, align 4
@ex_lut = dso_local addrspace(4) constant [8 x float] [float 0.000000e+00, float 1.250000e-01, float 2.500000e-01, float 3.750000e-01, float 5.000000e-01, float 6.250000e-01, float 7.500000e-01, float 8.750000e-01], align 4
@.str = private unnamed_addr addrspace(4) constant [30 x i8] c"negative value %d at %d (%f)\0A\00", align 1
@.str1 = private unnamed_addr addrspace(4) constant [19 x i8] c"n = %d, dims = %u\0A\00", align 1

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local i32 @hash32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = lshr i32 %3, 16
  %5 = load i32, ptr %2, align 4
  %6 = xor i32 %5, %4
  store i32 %6, ptr %2, align 4
  %7 = load i32, ptr %2, align 4
  %8 = mul i32 %7, 2146121005
  store i32 %8, ptr %2, align 4
  %9 = load i32, ptr %2, align 4
  %10 = lshr i32 %9, 15
  %11 = load i32, ptr %2, align 4
  %12 = xor i32 %11, %10
  store i32 %12, ptr %2, align 4
  %13 = load i32, ptr %2, align 4
  %14 = mul i32 %13, -2073254261
  store i32 %14, ptr %2, align 4
  %15 = load i32, ptr %2, align 4
  %16 = lshr i32 %15, 16
  %17 = load i32, ptr %2, align 4
  %18 = xor i32 %17, %16
  store i32 %18, ptr %2, align 4
  %19 = load i32, ptr %2, align 4
  ret i32 %19
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @ex_printf(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) #1 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %7 = trunc i64 %6 to i32
  store i32 %7, ptr %5, align 4
  %8 = load i32, ptr %5, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %34

11:                                               ; preds = %2
  %12 = load ptr addrspace(1), ptr %3, align 8
  %13 = load i32, ptr %5, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %12, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %34

18:                                               ; preds = %11
  %19 = load ptr addrspace(1), ptr %3, align 8
  %20 = load i32, ptr %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %19, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4
  %24 = load i32, ptr %5, align 4
  %25 = load ptr addrspace(1), ptr %3, align 8
  %26 = load i32, ptr %5, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %25, i64 %27
  %29 = load i32, ptr addrspace(1) %28, align 4
  %30 = sitofp i32 %29 to float
  %31 = fmul float %30, 5.000000e-01
  %32 = fpext float %31 to double
  %33 = call i32 (ptr addrspace(4), ...) @printf(ptr addrspace(4) noundef @.str, i32 noundef %23, i32 noundef %24, double noundef %32) #8
  br label %34

34:                                               ; preds = %18, %11, %2
  %35 = load i32, ptr %5, align 4
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %41

37:                                               ; preds = %34
  %38 = load i32, ptr %4, align 4
  %39 = call i32 @_Z12get_work_dimv() #7
  %40 = call i32 (ptr addrspace(4), ...) @printf(ptr addrspace(4) noundef @.str1, i32 noundef %38, i32 noundef %39) #8
  br label %41

41:                                               ; preds = %37, %34
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local i32 @printf(ptr addrspace(4) noundef, ...) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i32 @_Z12get_work_dimv() #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @ex_workitem_queries(ptr addrspace(1) noundef align 8 %0) #1 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
  %2 = alloca ptr addrspace(1), align 8
  %3 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %2, align 8
  %4 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  store i64 %4, ptr %3, align 8
  %5 = call i64 @_Z17get_global_offsetj(i32 noundef 0) #7
  %6 = load ptr addrspace(1), ptr %2, align 8
  %7 = load i64, ptr %3, align 8
  %8 = mul i64 %7, 6
  %9 = add i64 %8, 0
  %10 = getelementptr inbounds i64, ptr addrspace(1) %6, i64 %9
  store i64 %5, ptr addrspace(1) %10, align 8
  %11 = call i64 @_Z23get_enqueued_local_sizej(i32 noundef 0) #8
  %12 = load ptr addrspace(1), ptr %2, align 8
  %13 = load i64, ptr %3, align 8
  %14 = mul i64 %13, 6
  %15 = add i64 %14, 1
  %16 = getelementptr inbounds i64, ptr addrspace(1) %12, i64 %15
  store i64 %11, ptr addrspace(1) %16, align 8
  %17 = call i32 @_Z12get_work_dimv() #7
  %18 = zext i32 %17 to i64
  %19 = load ptr addrspace(1), ptr %2, align 8
  %20 = load i64, ptr %3, align 8
  %21 = mul i64 %20, 6
  %22 = add i64 %21, 2
  %23 = getelementptr inbounds i64, ptr addrspace(1) %19, i64 %22
  store i64 %18, ptr addrspace(1) %23, align 8
  %24 = call i64 @_Z20get_global_linear_idv() #8
  %25 = load ptr addrspace(1), ptr %2, align 8
  %26 = load i64, ptr %3, align 8
  %27 = mul i64 %26, 6
  %28 = add i64 %27, 3
  %29 = getelementptr inbounds i64, ptr addrspace(1) %25, i64 %28
  store i64 %24, ptr addrspace(1) %29, align 8
  %30 = call i64 @_Z19get_local_linear_idv() #8
  %31 = load ptr addrspace(1), ptr %2, align 8
  %32 = load i64, ptr %3, align 8
  %33 = mul i64 %32, 6
  %34 = add i64 %33, 4
  %35 = getelementptr inbounds i64, ptr addrspace(1) %31, i64 %34
  store i64 %30, ptr addrspace(1) %35, align 8
  %36 = call i64 @_Z14get_num_groupsj(i32 noundef 1) #7
  %37 = call i64 @_Z15get_global_sizej(i32 noundef 2) #7
  %38 = mul i64 %36, %37
  %39 = load ptr addrspace(1), ptr %2, align 8
  %40 = load i64, ptr %3, align 8
  %41 = mul i64 %40, 6
  %42 = add i64 %41, 5
  %43 = getelementptr inbounds i64, ptr addrspace(1) %39, i64 %42
  store i64 %38, ptr addrspace(1) %43, align 8
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z17get_global_offsetj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local i64 @_Z23get_enqueued_local_sizej(i32 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local i64 @_Z20get_global_linear_idv() #3

; Function Attrs: convergent nounwind
declare dso_local i64 @_Z19get_local_linear_idv() #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_num_groupsj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z15get_global_sizej(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @ex_reqd_size(ptr addrspace(1) noundef align 4 %0) #1 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !27 !vec_type_hint !29 !reqd_work_group_size !30 {
  %2 = alloca ptr addrspace(1), align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %2, align 8
  %5 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  store i64 %5, ptr %3, align 8
  %6 = call i64 @_Z12get_local_idj(i32 noundef 1) #7
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = and i64 %7, 7
  %9 = getelementptr inbounds [8 x float], ptr addrspace(4) @ex_lut, i64 0, i64 %8
  %10 = load float, ptr addrspace(4) %9, align 4
  %11 = load i64, ptr %4, align 8
  %12 = uitofp i64 %11 to float
  %13 = fadd float %10, %12
  %14 = load ptr addrspace(1), ptr %2, align 8
  %15 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %16 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %15
  store float %13, ptr addrspace(1) %16, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @ex_globals(ptr addrspace(1) noundef align 4 %0) #1 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !31 !kernel_arg_base_type !31 !kernel_arg_type_qual !27 !work_group_size_hint !32 {
  %2 = alloca ptr addrspace(1), align 8
  %3 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %2, align 8
  %4 = call i32 @_Z16atomic_fetch_addPVU7_Atomicii(ptr noundef addrspacecast (ptr addrspace(1) @ex_counter to ptr), i32 noundef 1) #8
  store i32 %4, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load ptr addrspace(1), ptr %2, align 8
  %7 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %8 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 %7
  store i32 %5, ptr addrspace(1) %8, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z16atomic_fetch_addPVU7_Atomicii(ptr noundef, i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @ex_generic(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1) #1 !kernel_arg_addr_space !33 !kernel_arg_access_qual !21 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !35 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(3), align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(3) %1, ptr %4, align 8
  %9 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %10 = trunc i64 %9 to i32
  store i32 %10, ptr %5, align 4
  %11 = load ptr addrspace(1), ptr %3, align 8
  %12 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %13 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4
  %15 = load ptr addrspace(3), ptr %4, align 8
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr addrspace(3) %15, i64 %17
  store float %14, ptr addrspace(3) %18, align 4
  call void @_Z7barrierj(i32 noundef 1) #8
  %19 = load i32, ptr %5, align 4
  %20 = and i32 %19, 1
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %2
  %23 = load ptr addrspace(1), ptr %3, align 8
  %24 = addrspacecast ptr addrspace(1) %23 to ptr
  %25 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %26 = getelementptr inbounds float, ptr %24, i64 %25
  br label %33

27:                                               ; preds = %2
  %28 = load ptr addrspace(3), ptr %4, align 8
  %29 = addrspacecast ptr addrspace(3) %28 to ptr
  %30 = load i32, ptr %5, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %29, i64 %31
  br label %33

33:                                               ; preds = %27, %22
  %34 = phi ptr [ %26, %22 ], [ %32, %27 ]
  store ptr %34, ptr %6, align 8
  %35 = load ptr, ptr %6, align 8
  %36 = call ptr addrspace(1) @__to_global(ptr %35)
  store ptr addrspace(1) %36, ptr %7, align 8
  %37 = load ptr, ptr %6, align 8
  %38 = call float @sum3(ptr noundef %37) #8
  store float %38, ptr %8, align 4
  %39 = load ptr addrspace(1), ptr %7, align 8
  %40 = icmp ne ptr addrspace(1) %39, null
  br i1 %40, label %41, label %44

41:                                               ; preds = %33
  %42 = load float, ptr %8, align 4
  %43 = fadd float %42, 1.000000e+00
  store float %43, ptr %8, align 4
  br label %52

44:                                               ; preds = %33
  %45 = load ptr, ptr %6, align 8
  %46 = call ptr addrspace(3) @__to_local(ptr %45)
  %47 = icmp ne ptr addrspace(3) %46, addrspacecast (ptr null to ptr addrspace(3))
  br i1 %47, label %48, label %51

48:                                               ; preds = %44
  %49 = load float, ptr %8, align 4
  %50 = fadd float %49, 2.000000e+00
  store float %50, ptr %8, align 4
  br label %51

51:                                               ; preds = %48, %44
  br label %52

52:                                               ; preds = %51, %41
  %53 = load float, ptr %8, align 4
  %54 = load ptr addrspace(1), ptr %3, align 8
  %55 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %56 = getelementptr inbounds float, ptr addrspace(1) %54, i64 %55
  store float %53, ptr addrspace(1) %56, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) #3

declare dso_local ptr addrspace(1) @__to_global(ptr)

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal float @sum3(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds float, ptr %3, i64 0
  %5 = load float, ptr %4, align 4
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds float, ptr %6, i64 1
  %8 = load float, ptr %7, align 4
  %9 = fadd float %5, %8
  %10 = load ptr, ptr %2, align 8
  %11 = getelementptr inbounds float, ptr %10, i64 2
  %12 = load float, ptr %11, align 4
  %13 = fadd float %9, %12
  ret float %13
}

declare dso_local ptr addrspace(3) @__to_local(ptr)

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @ex_c11_atomics(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #1 !kernel_arg_addr_space !36 !kernel_arg_access_qual !37 !kernel_arg_type !38 !kernel_arg_base_type !39 !kernel_arg_type_qual !40 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store ptr addrspace(1) %2, ptr %6, align 8
  %12 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr %7, align 4
  %14 = load ptr addrspace(1), ptr %4, align 8
  %15 = addrspacecast ptr addrspace(1) %14 to ptr
  %16 = call i32 @_Z20atomic_load_explicitPVU7_Atomici12memory_order(ptr noundef %15, i32 noundef 2) #8
  store i32 %16, ptr %8, align 4
  br label %17

17:                                               ; preds = %25, %3
  %18 = load ptr addrspace(1), ptr %4, align 8
  %19 = addrspacecast ptr addrspace(1) %18 to ptr
  %20 = load i32, ptr %8, align 4
  %21 = load i32, ptr %7, align 4
  %22 = add nsw i32 %20, %21
  %23 = call zeroext i1 @_Z37atomic_compare_exchange_weak_explicitPVU7_AtomiciPii12memory_orderS4_(ptr noundef %19, ptr noundef %8, i32 noundef %22, i32 noundef 4, i32 noundef 0) #8
  %24 = xor i1 %23, true
  br i1 %24, label %25, label %26

25:                                               ; preds = %17
  br label %17

26:                                               ; preds = %17
  store i32 0, ptr %9, align 4
  %27 = load ptr addrspace(1), ptr %4, align 8
  %28 = addrspacecast ptr addrspace(1) %27 to ptr
  %29 = call zeroext i1 @_Z30atomic_compare_exchange_strongPVU7_AtomiciPii(ptr noundef %28, ptr noundef %9, i32 noundef -1) #8
  %30 = zext i1 %29 to i8
  store i8 %30, ptr %10, align 1
  %31 = load ptr addrspace(1), ptr %5, align 8
  %32 = addrspacecast ptr addrspace(1) %31 to ptr
  %33 = call zeroext i1 @_Z33atomic_flag_test_and_set_explicitPVU7_Atomici12memory_order12memory_scope(ptr noundef %32, i32 noundef 4, i32 noundef 2) #8
  %34 = zext i1 %33 to i8
  store i8 %34, ptr %11, align 1
  %35 = load i8, ptr %11, align 1
  %36 = trunc i8 %35 to i1
  br i1 %36, label %40, label %37

37:                                               ; preds = %26
  %38 = load ptr addrspace(1), ptr %5, align 8
  %39 = addrspacecast ptr addrspace(1) %38 to ptr
  call void @_Z17atomic_flag_clearPVU7_Atomici(ptr noundef %39) #8
  br label %40

40:                                               ; preds = %37, %26
  %41 = load ptr addrspace(1), ptr %4, align 8
  %42 = addrspacecast ptr addrspace(1) %41 to ptr
  %43 = load i32, ptr %8, align 4
  call void @_Z21atomic_store_explicitPVU7_Atomicii12memory_order12memory_scope(ptr noundef %42, i32 noundef %43, i32 noundef 3, i32 noundef 2) #8
  %44 = load i32, ptr %8, align 4
  %45 = load i8, ptr %10, align 1
  %46 = trunc i8 %45 to i1
  %47 = zext i1 %46 to i64
  %48 = select i1 %46, i32 1, i32 0
  %49 = add nsw i32 %44, %48
  %50 = load ptr addrspace(1), ptr %6, align 8
  %51 = load i32, ptr %7, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr addrspace(1) %50, i64 %52
  store i32 %49, ptr addrspace(1) %53, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z20atomic_load_explicitPVU7_Atomici12memory_order(ptr noundef, i32 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local zeroext i1 @_Z37atomic_compare_exchange_weak_explicitPVU7_AtomiciPii12memory_orderS4_(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local zeroext i1 @_Z30atomic_compare_exchange_strongPVU7_AtomiciPii(ptr noundef, ptr noundef, i32 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local zeroext i1 @_Z33atomic_flag_test_and_set_explicitPVU7_Atomici12memory_order12memory_scope(ptr noundef, i32 noundef, i32 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local void @_Z17atomic_flag_clearPVU7_Atomici(ptr noundef) #3

; Function Attrs: convergent nounwind
declare dso_local void @_Z21atomic_store_explicitPVU7_Atomicii12memory_order12memory_scope(ptr noundef, i32 noundef, i32 noundef, i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @ex_double(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, i32 noundef %2) #1 !kernel_arg_addr_space !41 !kernel_arg_access_qual !37 !kernel_arg_type !42 !kernel_arg_base_type !42 !kernel_arg_type_qual !43 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %10 = trunc i64 %9 to i32
  store i32 %10, ptr %7, align 4
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %36

14:                                               ; preds = %3
  %15 = load ptr addrspace(1), ptr %4, align 8
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr addrspace(1) %15, i64 %17
  %19 = load double, ptr addrspace(1) %18, align 8
  store double %19, ptr %8, align 8
  %20 = load double, ptr %8, align 8
  %21 = load double, ptr %8, align 8
  %22 = call double @_Z3fmaddd(double noundef %20, double noundef %21, double noundef 1.000000e+00) #7
  %23 = load double, ptr %8, align 8
  %24 = fneg double %23
  %25 = call double @_Z3expd(double noundef %24) #7
  %26 = fadd double 1.000000e+00, %25
  %27 = fdiv double %22, %26
  %28 = load double, ptr %8, align 8
  %29 = call float @_Z17convert_float_rted(double noundef %28) #7
  %30 = fpext float %29 to double
  %31 = fadd double %27, %30
  %32 = load ptr addrspace(1), ptr %5, align 8
  %33 = load i32, ptr %7, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr addrspace(1) %32, i64 %34
  store double %31, ptr addrspace(1) %35, align 8
  br label %36

36:                                               ; preds = %14, %3
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local double @_Z3fmaddd(double noundef, double noundef, double noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local double @_Z3expd(double noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local float @_Z17convert_float_rted(double noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @ex_vload_half(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !44 !kernel_arg_access_qual !21 !kernel_arg_type !45 !kernel_arg_base_type !45 !kernel_arg_type_qual !23 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca <4 x float>, align 16
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %7 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %8 = trunc i64 %7 to i32
  store i32 %8, ptr %5, align 4
  %9 = load i32, ptr %5, align 4
  %10 = sext i32 %9 to i64
  %11 = load ptr addrspace(1), ptr %3, align 8
  %12 = addrspacecast ptr addrspace(1) %11 to ptr
  %13 = call <4 x float> @_Z11vload_half4mPKDh(i64 noundef %10, ptr noundef %12) #9
  store <4 x float> %13, ptr %6, align 16
  %14 = load <4 x float>, ptr %6, align 16
  %15 = fmul <4 x float> %14, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = load ptr addrspace(1), ptr %4, align 8
  %19 = addrspacecast ptr addrspace(1) %18 to ptr
  call void @_Z16vstore_half4_rtzDv4_fmPDh(<4 x float> noundef %15, i64 noundef %17, ptr noundef %19) #8
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local <4 x float> @_Z11vload_half4mPKDh(i64 noundef, ptr noundef) #4

; Function Attrs: convergent nounwind
declare dso_local void @_Z16vstore_half4_rtzDv4_fmPDh(<4 x float> noundef, i64 noundef, ptr noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @ex_enqueue(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) #1 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !35 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca %struct.ndrange_t, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.ndrange_t, align 8
  %9 = alloca <{ i32, i32, ptr, ptr addrspace(1), i32 }>, align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %10 = call ptr @_Z17get_default_queuev() #8
  store ptr %10, ptr %5, align 8
  %11 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %13, label %39

13:                                               ; preds = %2
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = call %struct.ndrange_t @_Z10ndrange_1Dm(i64 noundef %15) #8
  %17 = getelementptr inbounds %struct.ndrange_t, ptr %6, i32 0, i32 0
  %18 = extractvalue %struct.ndrange_t %16, 0
  store i32 %18, ptr %17, align 8
  %19 = getelementptr inbounds %struct.ndrange_t, ptr %6, i32 0, i32 1
  %20 = extractvalue %struct.ndrange_t %16, 1
  store [3 x i64] %20, ptr %19, align 8
  %21 = getelementptr inbounds %struct.ndrange_t, ptr %6, i32 0, i32 2
  %22 = extractvalue %struct.ndrange_t %16, 2
  store [3 x i64] %22, ptr %21, align 8
  %23 = getelementptr inbounds %struct.ndrange_t, ptr %6, i32 0, i32 3
  %24 = extractvalue %struct.ndrange_t %16, 3
  store [3 x i64] %24, ptr %23, align 8
  %25 = call i64 @_Z12get_group_idj(i32 noundef 0) #7
  %26 = load i32, ptr %4, align 4
  %27 = sext i32 %26 to i64
  %28 = mul i64 %25, %27
  %29 = trunc i64 %28 to i32
  store i32 %29, ptr %7, align 4
  %30 = load ptr, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %6, i64 80, i1 false)
  %31 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1), i32 }>, ptr %9, i32 0, i32 0
  store i32 28, ptr %31, align 8
  %32 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1), i32 }>, ptr %9, i32 0, i32 1
  store i32 8, ptr %32, align 4
  %33 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1), i32 }>, ptr %9, i32 0, i32 2
  store ptr @__ex_enqueue_block_invoke, ptr %33, align 8
  %34 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1), i32 }>, ptr %9, i32 0, i32 3
  %35 = load ptr addrspace(1), ptr %3, align 8
  store ptr addrspace(1) %35, ptr %34, align 8
  %36 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1), i32 }>, ptr %9, i32 0, i32 4
  %37 = load i32, ptr %7, align 4
  store i32 %37, ptr %36, align 8
  %38 = call i32 @__enqueue_kernel_basic(ptr %30, i32 0, ptr byval(%struct.ndrange_t) %8, ptr @__ex_enqueue_block_invoke_kernel, ptr %9)
  br label %39

39:                                               ; preds = %13, %2
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local ptr @_Z17get_default_queuev() #3

; Function Attrs: convergent nounwind
declare dso_local %struct.ndrange_t @_Z10ndrange_1Dm(i64 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: convergent noinline nounwind optnone
define internal void @__ex_enqueue_block_invoke(ptr noundef %0) #6 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  store ptr %0, ptr %3, align 8
  %4 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1), i32 }>, ptr %0, i32 0, i32 3
  %5 = load ptr addrspace(1), ptr %4, align 8
  %6 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1), i32 }>, ptr %0, i32 0, i32 4
  %7 = load i32, ptr %6, align 8
  %8 = sext i32 %7 to i64
  %9 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %10 = add i64 %8, %9
  %11 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4
  %13 = mul nsw i32 %12, 2
  store i32 %13, ptr addrspace(1) %11, align 4
  ret void
}

; Function Attrs: convergent nounwind
define spir_kernel void @__ex_enqueue_block_invoke_kernel(ptr %0) #3 {
  call void @__ex_enqueue_block_invoke(ptr %0)
  ret void
}

declare dso_local i32 @__enqueue_kernel_basic(ptr, i32, ptr, ptr, ptr)

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @ex_enqueue_local(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) #1 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !35 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca %struct.ndrange_t, align 8
  %7 = alloca ptr, align 8
  %8 = alloca %struct.ndrange_t, align 8
  %9 = alloca <{ i32, i32, ptr, ptr addrspace(1) }>, align 8
  %10 = alloca [1 x i64], align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %11 = call ptr @_Z17get_default_queuev() #8
  store ptr %11, ptr %5, align 8
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = call %struct.ndrange_t @_Z10ndrange_1Dmm(i64 noundef %13, i64 noundef 64) #8
  %15 = getelementptr inbounds %struct.ndrange_t, ptr %6, i32 0, i32 0
  %16 = extractvalue %struct.ndrange_t %14, 0
  store i32 %16, ptr %15, align 8
  %17 = getelementptr inbounds %struct.ndrange_t, ptr %6, i32 0, i32 1
  %18 = extractvalue %struct.ndrange_t %14, 1
  store [3 x i64] %18, ptr %17, align 8
  %19 = getelementptr inbounds %struct.ndrange_t, ptr %6, i32 0, i32 2
  %20 = extractvalue %struct.ndrange_t %14, 2
  store [3 x i64] %20, ptr %19, align 8
  %21 = getelementptr inbounds %struct.ndrange_t, ptr %6, i32 0, i32 3
  %22 = extractvalue %struct.ndrange_t %14, 3
  store [3 x i64] %22, ptr %21, align 8
  %23 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %25, label %35

25:                                               ; preds = %2
  %26 = load ptr, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %6, i64 80, i1 false)
  %27 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1) }>, ptr %9, i32 0, i32 0
  store i32 24, ptr %27, align 8
  %28 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1) }>, ptr %9, i32 0, i32 1
  store i32 8, ptr %28, align 4
  %29 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1) }>, ptr %9, i32 0, i32 2
  store ptr @__ex_enqueue_local_block_invoke, ptr %29, align 8
  %30 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1) }>, ptr %9, i32 0, i32 3
  %31 = load ptr addrspace(1), ptr %3, align 8
  store ptr addrspace(1) %31, ptr %30, align 8
  %32 = getelementptr [1 x i64], ptr %10, i32 0, i32 0
  store i64 256, ptr %32, align 8
  %33 = call i32 @__enqueue_kernel_events_varargs(ptr %26, i32 1, ptr %8, i32 0, ptr null, ptr %7, ptr @__ex_enqueue_local_block_invoke_kernel, ptr %9, i32 1, ptr %32)
  %34 = load ptr, ptr %7, align 8
  call void @_Z13release_event12ocl_clkevent(ptr %34) #8
  br label %35

35:                                               ; preds = %25, %2
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local %struct.ndrange_t @_Z10ndrange_1Dmm(i64 noundef, i64 noundef) #3

; Function Attrs: convergent noinline nounwind optnone
define internal void @__ex_enqueue_local_block_invoke(ptr noundef %0, ptr addrspace(3) noundef %1) #6 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr addrspace(3), align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr addrspace(3), align 8
  store ptr %0, ptr %3, align 8
  store ptr addrspace(3) %1, ptr %4, align 8
  store ptr %0, ptr %5, align 8
  %7 = load ptr addrspace(3), ptr %4, align 8
  store ptr addrspace(3) %7, ptr %6, align 8
  %8 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1) }>, ptr %0, i32 0, i32 3
  %9 = load ptr addrspace(1), ptr %8, align 8
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %11 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4
  %13 = load ptr addrspace(3), ptr %6, align 8
  %14 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %15 = getelementptr inbounds i32, ptr addrspace(3) %13, i64 %14
  store i32 %12, ptr addrspace(3) %15, align 4
  call void @_Z7barrierj(i32 noundef 1) #8
  %16 = load ptr addrspace(3), ptr %6, align 8
  %17 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %18 = sub i64 63, %17
  %19 = getelementptr inbounds i32, ptr addrspace(3) %16, i64 %18
  %20 = load i32, ptr addrspace(3) %19, align 4
  %21 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1) }>, ptr %0, i32 0, i32 3
  %22 = load ptr addrspace(1), ptr %21, align 8
  %23 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %24 = getelementptr inbounds i32, ptr addrspace(1) %22, i64 %23
  store i32 %20, ptr addrspace(1) %24, align 4
  ret void
}

; Function Attrs: convergent nounwind
define spir_kernel void @__ex_enqueue_local_block_invoke_kernel(ptr %0, ptr addrspace(3) %1) #3 {
  call void @__ex_enqueue_local_block_invoke(ptr %0, ptr addrspace(3) %1)
  ret void
}

declare dso_local i32 @__enqueue_kernel_events_varargs(ptr, i32, ptr, i32, ptr, ptr, ptr, ptr, i32, ptr)

; Function Attrs: convergent nounwind
declare dso_local void @_Z13release_event12ocl_clkevent(ptr) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @ex_pipe_producer(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) %1) #1 !kernel_arg_addr_space !44 !kernel_arg_access_qual !46 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !47 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %6 = load ptr addrspace(1), ptr %3, align 8
  %7 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %8 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4
  store i32 %9, ptr %5, align 4
  %10 = load i32, ptr %5, align 4
  %11 = icmp sgt i32 %10, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %2
  %13 = load ptr addrspace(1), ptr %4, align 8
  %14 = call i32 @__write_pipe_2(ptr addrspace(1) %13, ptr %5, i32 4, i32 4)
  br label %15

15:                                               ; preds = %12, %2
  ret void
}

declare dso_local i32 @__write_pipe_2(ptr addrspace(1), ptr, i32, i32)

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @ex_pipe_consumer(ptr addrspace(1) %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !44 !kernel_arg_access_qual !48 !kernel_arg_type !49 !kernel_arg_base_type !49 !kernel_arg_type_qual !50 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %6 = load ptr addrspace(1), ptr %3, align 8
  %7 = call i32 @__read_pipe_2(ptr addrspace(1) %6, ptr %5, i32 4, i32 4)
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %2
  %10 = load i32, ptr %5, align 4
  %11 = load ptr addrspace(1), ptr %4, align 8
  %12 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %13 = getelementptr inbounds i32, ptr addrspace(1) %11, i64 %12
  store i32 %10, ptr addrspace(1) %13, align 4
  br label %18

14:                                               ; preds = %2
  %15 = load ptr addrspace(1), ptr %4, align 8
  %16 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %17 = getelementptr inbounds i32, ptr addrspace(1) %15, i64 %16
  store i32 -1, ptr addrspace(1) %17, align 4
  br label %18

18:                                               ; preds = %14, %9
  ret void
}

declare dso_local i32 @__read_pipe_2(ptr addrspace(1), ptr, i32, i32)

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @ex_pipe_reserve(ptr addrspace(1) %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !44 !kernel_arg_access_qual !48 !kernel_arg_type !51 !kernel_arg_base_type !51 !kernel_arg_type_qual !50 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr, align 8
  %6 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %7 = load ptr addrspace(1), ptr %3, align 8
  %8 = call i64 @_Z14get_local_sizej(i32 noundef 0) #7
  %9 = trunc i64 %8 to i32
  %10 = call ptr @__work_group_reserve_read_pipe(ptr addrspace(1) %7, i32 %9, i32 4, i32 4)
  store ptr %10, ptr %5, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = call zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr %11) #8
  br i1 %12, label %13, label %23

13:                                               ; preds = %2
  %14 = load ptr addrspace(1), ptr %3, align 8
  %15 = load ptr, ptr %5, align 8
  %16 = call i64 @_Z12get_local_idj(i32 noundef 0) #7
  %17 = trunc i64 %16 to i32
  %18 = call i32 @__read_pipe_4(ptr addrspace(1) %14, ptr %15, i32 %17, ptr %6, i32 4, i32 4)
  %19 = load float, ptr %6, align 4
  %20 = load ptr addrspace(1), ptr %4, align 8
  %21 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %22 = getelementptr inbounds float, ptr addrspace(1) %20, i64 %21
  store float %19, ptr addrspace(1) %22, align 4
  br label %23

23:                                               ; preds = %13, %2
  %24 = load ptr addrspace(1), ptr %3, align 8
  %25 = load ptr, ptr %5, align 8
  call void @__work_group_commit_read_pipe(ptr addrspace(1) %24, ptr %25, i32 4, i32 4)
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) #2

declare dso_local ptr @__work_group_reserve_read_pipe(ptr addrspace(1), i32, i32, i32)

; Function Attrs: convergent nounwind
declare dso_local zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr) #3

declare dso_local i32 @__read_pipe_4(ptr addrspace(1), ptr, i32, ptr, i32, i32)

declare dso_local void @__work_group_commit_read_pipe(ptr addrspace(1), ptr, i32, i32)

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @ex_image_blur(ptr addrspace(1) %0, ptr addrspace(1) %1) #1 !kernel_arg_addr_space !44 !kernel_arg_access_qual !52 !kernel_arg_type !53 !kernel_arg_base_type !53 !kernel_arg_type_qual !35 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca <2 x i32>, align 8
  %6 = alloca <2 x i32>, align 8
  %7 = alloca <2 x i32>, align 8
  %8 = alloca <4 x float>, align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca <2 x i32>, align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %12 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %13 = trunc i64 %12 to i32
  %14 = insertelement <2 x i32> poison, i32 %13, i32 0
  %15 = call i64 @_Z13get_global_idj(i32 noundef 1) #7
  %16 = trunc i64 %15 to i32
  %17 = insertelement <2 x i32> %14, i32 %16, i32 1
  store <2 x i32> %17, ptr %6, align 8
  %18 = load <2 x i32>, ptr %6, align 8
  store <2 x i32> %18, ptr %5, align 8
  %19 = load ptr addrspace(1), ptr %3, align 8
  %20 = call <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(ptr addrspace(1) %19) #7
  store <2 x i32> %20, ptr %7, align 8
  %21 = load <2 x i32>, ptr %5, align 8
  %22 = extractelement <2 x i32> %21, i64 0
  %23 = load <2 x i32>, ptr %7, align 8
  %24 = extractelement <2 x i32> %23, i64 0
  %25 = icmp sge i32 %22, %24
  br i1 %25, label %32, label %26

26:                                               ; preds = %2
  %27 = load <2 x i32>, ptr %5, align 8
  %28 = extractelement <2 x i32> %27, i64 1
  %29 = load <2 x i32>, ptr %7, align 8
  %30 = extractelement <2 x i32> %29, i64 1
  %31 = icmp sge i32 %28, %30
  br i1 %31, label %32, label %33

32:                                               ; preds = %26, %2
  br label %66

33:                                               ; preds = %26
  store <4 x float> zeroinitializer, ptr %8, align 16
  store i32 -1, ptr %9, align 4
  br label %34

34:                                               ; preds = %58, %33
  %35 = load i32, ptr %9, align 4
  %36 = icmp sle i32 %35, 1
  br i1 %36, label %37, label %61

37:                                               ; preds = %34
  store i32 -1, ptr %10, align 4
  br label %38

38:                                               ; preds = %54, %37
  %39 = load i32, ptr %10, align 4
  %40 = icmp sle i32 %39, 1
  br i1 %40, label %41, label %57

41:                                               ; preds = %38
  %42 = load ptr addrspace(1), ptr %3, align 8
  %43 = call ptr addrspace(4) @__translate_sampler_initializer(i32 18)
  %44 = load <2 x i32>, ptr %5, align 8
  %45 = load i32, ptr %10, align 4
  %46 = insertelement <2 x i32> poison, i32 %45, i32 0
  %47 = load i32, ptr %9, align 4
  %48 = insertelement <2 x i32> %46, i32 %47, i32 1
  store <2 x i32> %48, ptr %11, align 8
  %49 = load <2 x i32>, ptr %11, align 8
  %50 = add <2 x i32> %44, %49
  %51 = call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %42, ptr addrspace(4) %43, <2 x i32> noundef %50) #9
  %52 = load <4 x float>, ptr %8, align 16
  %53 = fadd <4 x float> %52, %51
  store <4 x float> %53, ptr %8, align 16
  br label %54

54:                                               ; preds = %41
  %55 = load i32, ptr %10, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %10, align 4
  br label %38

57:                                               ; preds = %38
  br label %58

58:                                               ; preds = %57
  %59 = load i32, ptr %9, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %9, align 4
  br label %34

61:                                               ; preds = %34
  %62 = load ptr addrspace(1), ptr %4, align 8
  %63 = load <2 x i32>, ptr %5, align 8
  %64 = load <4 x float>, ptr %8, align 16
  %65 = fdiv <4 x float> %64, <float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00>, !fpmath !54
  call void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr addrspace(1) %62, <2 x i32> noundef %63, <4 x float> noundef %65) #8
  br label %66

66:                                               ; preds = %61, %32
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(ptr addrspace(1)) #2

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1), ptr addrspace(4), <2 x i32> noundef) #4

declare dso_local ptr addrspace(4) @__translate_sampler_initializer(i32)

; Function Attrs: convergent nounwind
declare dso_local void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr addrspace(1), <2 x i32> noundef, <4 x float> noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @ex_image_sampler_arg(ptr addrspace(1) %0, ptr addrspace(4) %1, ptr addrspace(1) noundef align 16 %2, i32 noundef %3) #1 !kernel_arg_addr_space !55 !kernel_arg_access_qual !56 !kernel_arg_type !57 !kernel_arg_base_type !58 !kernel_arg_type_qual !59 {
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(4), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca <2 x float>, align 8
  %10 = alloca <2 x float>, align 8
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(4) %1, ptr %6, align 8
  store ptr addrspace(1) %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %11 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %12 = uitofp i64 %11 to float
  %13 = fadd float %12, 5.000000e-01
  %14 = insertelement <2 x float> poison, float %13, i32 0
  %15 = call i64 @_Z13get_global_idj(i32 noundef 1) #7
  %16 = uitofp i64 %15 to float
  %17 = fadd float %16, 5.000000e-01
  %18 = insertelement <2 x float> %14, float %17, i32 1
  store <2 x float> %18, ptr %10, align 8
  %19 = load <2 x float>, ptr %10, align 8
  store <2 x float> %19, ptr %9, align 8
  %20 = load ptr addrspace(1), ptr %5, align 8
  %21 = load ptr addrspace(4), ptr %6, align 8
  %22 = load <2 x float>, ptr %9, align 8
  %23 = call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(1) %20, ptr addrspace(4) %21, <2 x float> noundef %22) #9
  %24 = load ptr addrspace(1), ptr %5, align 8
  %25 = call i32 @_Z15get_image_width14ocl_image2d_ro(ptr addrspace(1) %24) #7
  %26 = sitofp i32 %25 to float
  %27 = insertelement <4 x float> poison, float %26, i64 0
  %28 = shufflevector <4 x float> %27, <4 x float> poison, <4 x i32> zeroinitializer
  %29 = fmul <4 x float> %23, %28
  %30 = load ptr addrspace(1), ptr %7, align 8
  %31 = call i64 @_Z13get_global_idj(i32 noundef 1) #7
  %32 = load i32, ptr %8, align 4
  %33 = sext i32 %32 to i64
  %34 = mul i64 %31, %33
  %35 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %36 = add i64 %34, %35
  %37 = getelementptr inbounds <4 x float>, ptr addrspace(1) %30, i64 %36
  store <4 x float> %29, ptr addrspace(1) %37, align 16
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(1), ptr addrspace(4), <2 x float> noundef) #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i32 @_Z15get_image_width14ocl_image2d_ro(ptr addrspace(1)) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @ex_image_rw(ptr addrspace(1) %0, ptr addrspace(1) noundef align 16 %1) #1 !kernel_arg_addr_space !44 !kernel_arg_access_qual !60 !kernel_arg_type !61 !kernel_arg_base_type !62 !kernel_arg_type_qual !63 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca <4 x i32>, align 16
  store ptr addrspace(1) %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %7 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %8 = trunc i64 %7 to i32
  store i32 %8, ptr %5, align 4
  %9 = load ptr addrspace(1), ptr %3, align 8
  %10 = load i32, ptr %5, align 4
  %11 = call <4 x i32> @_Z12read_imageui14ocl_image1d_rwi(ptr addrspace(1) %9, i32 noundef %10) #9
  store <4 x i32> %11, ptr %6, align 16
  %12 = load ptr addrspace(1), ptr %3, align 8
  %13 = load i32, ptr %5, align 4
  %14 = load <4 x i32>, ptr %6, align 16
  %15 = load ptr addrspace(1), ptr %4, align 8
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %15, i64 %17
  %19 = load <4 x i32>, ptr addrspace(1) %18, align 16
  %20 = add <4 x i32> %14, %19
  call void @_Z13write_imageui14ocl_image1d_rwiDv4_j(ptr addrspace(1) %12, i32 noundef %13, <4 x i32> noundef %20) #8
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(read)
declare dso_local <4 x i32> @_Z12read_imageui14ocl_image1d_rwi(ptr addrspace(1), i32 noundef) #4

; Function Attrs: convergent nounwind
declare dso_local void @_Z13write_imageui14ocl_image1d_rwiDv4_j(ptr addrspace(1), i32 noundef, <4 x i32> noundef) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #4 = { convergent nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { convergent noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #7 = { convergent nounwind willreturn memory(none) }
attributes #8 = { convergent nounwind }
attributes #9 = { convergent nounwind willreturn memory(read) }

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
!24 = !{i32 1}
!25 = !{!"none"}
!26 = !{!"ulong*"}
!27 = !{!""}
!28 = !{!"float*"}
!29 = !{<4 x float> undef, i32 0}
!30 = !{i32 64, i32 1, i32 1}
!31 = !{!"int*"}
!32 = !{i32 128, i32 1, i32 1}
!33 = !{i32 1, i32 3}
!34 = !{!"float*", !"float*"}
!35 = !{!"", !""}
!36 = !{i32 1, i32 1, i32 1}
!37 = !{!"none", !"none", !"none"}
!38 = !{!"atomic_int*", !"atomic_flag*", !"int*"}
!39 = !{!"_Atomic(int)*", !"_Atomic(int)*", !"int*"}
!40 = !{!"volatile", !"volatile", !""}
!41 = !{i32 1, i32 1, i32 0}
!42 = !{!"double*", !"double*", !"int"}
!43 = !{!"const", !"", !""}
!44 = !{i32 1, i32 1}
!45 = !{!"half*", !"float*"}
!46 = !{!"none", !"write_only"}
!47 = !{!"const", !"pipe"}
!48 = !{!"read_only", !"none"}
!49 = !{!"int", !"int*"}
!50 = !{!"pipe", !""}
!51 = !{!"float", !"float*"}
!52 = !{!"read_only", !"write_only"}
!53 = !{!"image2d_t", !"image2d_t"}
!54 = !{float 2.500000e+00}
!55 = !{i32 1, i32 0, i32 1, i32 0}
!56 = !{!"read_only", !"none", !"none", !"none"}
!57 = !{!"image2d_t", !"sampler_t", !"float4*", !"int"}
!58 = !{!"image2d_t", !"sampler_t", !"float __attribute__((ext_vector_type(4)))*", !"int"}
!59 = !{!"", !"", !"", !""}
!60 = !{!"read_write", !"none"}
!61 = !{!"image1d_t", !"uint4*"}
!62 = !{!"image1d_t", !"uint __attribute__((ext_vector_type(4)))*"}
!63 = !{!"", !"const"}
