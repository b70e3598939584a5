source_filename = "src/exotic.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

@ex_counter = addrspace(1) global i32 0, align 4
@ex_lut = addrspace(2) constant [8 x float] [float 0.000000e+00, float 1.250000e-01, float 2.500000e-01, float 3.750000e-01, float 5.000000e-01, float 6.250000e-01, float 7.500000e-01, float 8.750000e-01], align 4
@.str = private unnamed_addr addrspace(2) constant [30 x i8] c"negative value %d at %d (%f)\0A\00", align 1
@.str.1 = private unnamed_addr addrspace(2) constant [19 x i8] c"n = %d, dims = %u\0A\00", align 1

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_func i32 @hash32(i32 noundef %0) #0 {
  %2 = call token @llvm.experimental.convergence.entry()
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = lshr i32 %4, 16
  %6 = load i32, ptr %3, align 4
  %7 = xor i32 %6, %5
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr %3, align 4
  %9 = mul i32 %8, 2146121005
  store i32 %9, ptr %3, align 4
  %10 = load i32, ptr %3, align 4
  %11 = lshr i32 %10, 15
  %12 = load i32, ptr %3, align 4
  %13 = xor i32 %12, %11
  store i32 %13, ptr %3, align 4
  %14 = load i32, ptr %3, align 4
  %15 = mul i32 %14, -2073254261
  store i32 %15, ptr %3, align 4
  %16 = load i32, ptr %3, align 4
  %17 = lshr i32 %16, 16
  %18 = load i32, ptr %3, align 4
  %19 = xor i32 %18, %17
  store i32 %19, ptr %3, align 4
  %20 = load i32, ptr %3, align 4
  ret i32 %20
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ex_printf(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = call token @llvm.experimental.convergence.entry()
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %7 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %3) ]
  %8 = trunc i64 %7 to i32
  store i32 %8, ptr %6, align 4
  %9 = load i32, ptr %6, align 4
  %10 = load i32, ptr %5, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %35

12:                                               ; preds = %2
  %13 = load ptr addrspace(1), ptr %4, align 8
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4
  %18 = icmp slt i32 %17, 0
  br i1 %18, label %19, label %35

19:                                               ; preds = %12
  %20 = load ptr addrspace(1), ptr %4, align 8
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %20, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4
  %25 = load i32, ptr %6, align 4
  %26 = load ptr addrspace(1), ptr %4, align 8
  %27 = load i32, ptr %6, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %26, i64 %28
  %30 = load i32, ptr addrspace(1) %29, align 4
  %31 = sitofp i32 %30 to float
  %32 = fmul float %31, 5.000000e-01
  %33 = fpext float %32 to double
  %34 = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str, i32 noundef %24, i32 noundef %25, double noundef %33) #8 [ "convergencectrl"(token %3) ]
  br label %35

35:                                               ; preds = %19, %12, %2
  %36 = load i32, ptr %6, align 4
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %42

38:                                               ; preds = %35
  %39 = load i32, ptr %5, align 4
  %40 = call spir_func i32 @_Z12get_work_dimv() #7 [ "convergencectrl"(token %3) ]
  %41 = call spir_func i32 (ptr addrspace(2), ...) @printf(ptr addrspace(2) noundef @.str.1, i32 noundef %39, i32 noundef %40) #8 [ "convergencectrl"(token %3) ]
  br label %42

42:                                               ; preds = %38, %35
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare spir_func i32 @printf(ptr addrspace(2) noundef, ...) #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z12get_work_dimv() #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ex_workitem_queries(ptr addrspace(1) noundef align 8 %0) #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %2 = call token @llvm.experimental.convergence.entry()
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  %5 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %2) ]
  store i64 %5, ptr %4, align 8
  %6 = call spir_func i64 @_Z17get_global_offsetj(i32 noundef 0) #7 [ "convergencectrl"(token %2) ]
  %7 = load ptr addrspace(1), ptr %3, align 8
  %8 = load i64, ptr %4, align 8
  %9 = mul i64 %8, 6
  %10 = add i64 %9, 0
  %11 = getelementptr inbounds i64, ptr addrspace(1) %7, i64 %10
  store i64 %6, ptr addrspace(1) %11, align 8
  %12 = call spir_func i64 @_Z23get_enqueued_local_sizej(i32 noundef 0) #8 [ "convergencectrl"(token %2) ]
  %13 = load ptr addrspace(1), ptr %3, align 8
  %14 = load i64, ptr %4, align 8
  %15 = mul i64 %14, 6
  %16 = add i64 %15, 1
  %17 = getelementptr inbounds i64, ptr addrspace(1) %13, i64 %16
  store i64 %12, ptr addrspace(1) %17, align 8
  %18 = call spir_func i32 @_Z12get_work_dimv() #7 [ "convergencectrl"(token %2) ]
  %19 = zext i32 %18 to i64
  %20 = load ptr addrspace(1), ptr %3, align 8
  %21 = load i64, ptr %4, align 8
  %22 = mul i64 %21, 6
  %23 = add i64 %22, 2
  %24 = getelementptr inbounds i64, ptr addrspace(1) %20, i64 %23
  store i64 %19, ptr addrspace(1) %24, align 8
  %25 = call spir_func i64 @_Z20get_global_linear_idv() #8 [ "convergencectrl"(token %2) ]
  %26 = load ptr addrspace(1), ptr %3, align 8
  %27 = load i64, ptr %4, align 8
  %28 = mul i64 %27, 6
  %29 = add i64 %28, 3
  %30 = getelementptr inbounds i64, ptr addrspace(1) %26, i64 %29
  store i64 %25, ptr addrspace(1) %30, align 8
  %31 = call spir_func i64 @_Z19get_local_linear_idv() #8 [ "convergencectrl"(token %2) ]
  %32 = load ptr addrspace(1), ptr %3, align 8
  %33 = load i64, ptr %4, align 8
  %34 = mul i64 %33, 6
  %35 = add i64 %34, 4
  %36 = getelementptr inbounds i64, ptr addrspace(1) %32, i64 %35
  store i64 %31, ptr addrspace(1) %36, align 8
  %37 = call spir_func i64 @_Z14get_num_groupsj(i32 noundef 1) #7 [ "convergencectrl"(token %2) ]
  %38 = call spir_func i64 @_Z15get_global_sizej(i32 noundef 2) #7 [ "convergencectrl"(token %2) ]
  %39 = mul i64 %37, %38
  %40 = load ptr addrspace(1), ptr %3, align 8
  %41 = load i64, ptr %4, align 8
  %42 = mul i64 %41, 6
  %43 = add i64 %42, 5
  %44 = getelementptr inbounds i64, ptr addrspace(1) %40, i64 %43
  store i64 %39, ptr addrspace(1) %44, align 8
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z17get_global_offsetj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z23get_enqueued_local_sizej(i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z20get_global_linear_idv() #4

; Function Attrs: convergent nounwind
declare spir_func i64 @_Z19get_local_linear_idv() #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_num_groupsj(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z15get_global_sizej(i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ex_reqd_size(ptr addrspace(1) noundef align 4 %0) #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !11 !vec_type_hint !13 !reqd_work_group_size !14 {
  %2 = call token @llvm.experimental.convergence.entry()
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  %6 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7 [ "convergencectrl"(token %2) ]
  store i64 %6, ptr %4, align 8
  %7 = call spir_func i64 @_Z12get_local_idj(i32 noundef 1) #7 [ "convergencectrl"(token %2) ]
  store i64 %7, ptr %5, align 8
  %8 = load i64, ptr %4, align 8
  %9 = and i64 %8, 7
  %10 = getelementptr inbounds [8 x float], ptr addrspace(2) @ex_lut, i64 0, i64 %9
  %11 = load float, ptr addrspace(2) %10, align 4
  %12 = load i64, ptr %5, align 8
  %13 = uitofp i64 %12 to float
  %14 = fadd float %11, %13
  %15 = load ptr addrspace(1), ptr %3, align 8
  %16 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %2) ]
  %17 = getelementptr inbounds float, ptr addrspace(1) %15, i64 %16
  store float %14, ptr addrspace(1) %17, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ex_globals(ptr addrspace(1) noundef align 4 %0) #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !11 !work_group_size_hint !16 {
  %2 = call token @llvm.experimental.convergence.entry()
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
  %5 = call spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(ptr addrspace(4) noundef addrspacecast (ptr addrspace(1) @ex_counter to ptr addrspace(4)), i32 noundef 1) #8 [ "convergencectrl"(token %2) ]
  store i32 %5, ptr %4, align 4
  %6 = load i32, ptr %4, align 4
  %7 = load ptr addrspace(1), ptr %3, align 8
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %2) ]
  %9 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %8
  store i32 %6, ptr addrspace(1) %9, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z16atomic_fetch_addPU3AS4VU7_Atomicii(ptr addrspace(4) noundef, i32 noundef) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ex_generic(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1) #2 !kernel_arg_addr_space !17 !kernel_arg_access_qual !5 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %3 = call token @llvm.experimental.convergence.entry()
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(3), align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr addrspace(4), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(3) %1, ptr %5, align 8
  %10 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #7 [ "convergencectrl"(token %3) ]
  %11 = trunc i64 %10 to i32
  store i32 %11, ptr %6, align 4
  %12 = load ptr addrspace(1), ptr %4, align 8
  %13 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %3) ]
  %14 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4
  %16 = load ptr addrspace(3), ptr %5, align 8
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr addrspace(3) %16, i64 %18
  store float %15, ptr addrspace(3) %19, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #8 [ "convergencectrl"(token %3) ]
  %20 = load i32, ptr %6, align 4
  %21 = and i32 %20, 1
  %22 = icmp ne i32 %21, 0
  br i1 %22, label %23, label %28

23:                                               ; preds = %2
  %24 = load ptr addrspace(1), ptr %4, align 8
  %25 = addrspacecast ptr addrspace(1) %24 to ptr addrspace(4)
  %26 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %3) ]
  %27 = getelementptr inbounds float, ptr addrspace(4) %25, i64 %26
  br label %34

28:                                               ; preds = %2
  %29 = load ptr addrspace(3), ptr %5, align 8
  %30 = addrspacecast ptr addrspace(3) %29 to ptr addrspace(4)
  %31 = load i32, ptr %6, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(4) %30, i64 %32
  br label %34

34:                                               ; preds = %28, %23
  %35 = phi ptr addrspace(4) [ %27, %23 ], [ %33, %28 ]
  store ptr addrspace(4) %35, ptr %7, align 8
  %36 = load ptr addrspace(4), ptr %7, align 8
  %37 = call ptr addrspace(1) @__to_global(ptr addrspace(4) %36)
  store ptr addrspace(1) %37, ptr %8, align 8
  %38 = load ptr addrspace(4), ptr %7, align 8
  %39 = call spir_func float @sum3(ptr addrspace(4) noundef %38) #8 [ "convergencectrl"(token %3) ]
  store float %39, ptr %9, align 4
  %40 = load ptr addrspace(1), ptr %8, align 8
  %41 = icmp ne ptr addrspace(1) %40, null
  br i1 %41, label %42, label %45

42:                                               ; preds = %34
  %43 = load float, ptr %9, align 4
  %44 = fadd float %43, 1.000000e+00
  store float %44, ptr %9, align 4
  br label %53

45:                                               ; preds = %34
  %46 = load ptr addrspace(4), ptr %7, align 8
  %47 = call ptr addrspace(3) @__to_local(ptr addrspace(4) %46)
  %48 = icmp ne ptr addrspace(3) %47, null
  br i1 %48, label %49, label %52

49:                                               ; preds = %45
  %50 = load float, ptr %9, align 4
  %51 = fadd float %50, 2.000000e+00
  store float %51, ptr %9, align 4
  br label %52

52:                                               ; preds = %49, %45
  br label %53

53:                                               ; preds = %52, %42
  %54 = load float, ptr %9, align 4
  %55 = load ptr addrspace(1), ptr %4, align 8
  %56 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %3) ]
  %57 = getelementptr inbounds float, ptr addrspace(1) %55, i64 %56
  store float %54, ptr addrspace(1) %57, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #4

declare ptr addrspace(1) @__to_global(ptr addrspace(4))

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func float @sum3(ptr addrspace(4) noundef %0) #0 {
  %2 = call token @llvm.experimental.convergence.entry()
  %3 = alloca ptr addrspace(4), align 8
  store ptr addrspace(4) %0, ptr %3, align 8
  %4 = load ptr addrspace(4), ptr %3, align 8
  %5 = getelementptr inbounds float, ptr addrspace(4) %4, i64 0
  %6 = load float, ptr addrspace(4) %5, align 4
  %7 = load ptr addrspace(4), ptr %3, align 8
  %8 = getelementptr inbounds float, ptr addrspace(4) %7, i64 1
  %9 = load float, ptr addrspace(4) %8, align 4
  %10 = fadd float %6, %9
  %11 = load ptr addrspace(4), ptr %3, align 8
  %12 = getelementptr inbounds float, ptr addrspace(4) %11, i64 2
  %13 = load float, ptr addrspace(4) %12, align 4
  %14 = fadd float %10, %13
  ret float %14
}

declare ptr addrspace(3) @__to_local(ptr addrspace(4))

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ex_c11_atomics(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #2 !kernel_arg_addr_space !20 !kernel_arg_access_qual !21 !kernel_arg_type !22 !kernel_arg_base_type !23 !kernel_arg_type_qual !24 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  %12 = alloca i8, align 1
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store ptr addrspace(1) %2, ptr %7, align 8
  %13 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %4) ]
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr %8, align 4
  %15 = load ptr addrspace(1), ptr %5, align 8
  %16 = addrspacecast ptr addrspace(1) %15 to ptr addrspace(4)
  %17 = call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order(ptr addrspace(4) noundef %16, i32 noundef 2) #8 [ "convergencectrl"(token %4) ]
  store i32 %17, ptr %9, align 4
  br label %18

18:                                               ; preds = %28, %3
  %19 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %20 = load ptr addrspace(1), ptr %5, align 8
  %21 = addrspacecast ptr addrspace(1) %20 to ptr addrspace(4)
  %22 = addrspacecast ptr %9 to ptr addrspace(4)
  %23 = load i32, ptr %9, align 4
  %24 = load i32, ptr %8, align 4
  %25 = add nsw i32 %23, %24
  %26 = call spir_func zeroext i1 @_Z37atomic_compare_exchange_weak_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_(ptr addrspace(4) noundef %21, ptr addrspace(4) noundef %22, i32 noundef %25, i32 noundef 4, i32 noundef 0) #8 [ "convergencectrl"(token %19) ]
  %27 = xor i1 %26, true
  br i1 %27, label %28, label %29

28:                                               ; preds = %18
  br label %18

29:                                               ; preds = %18
  store i32 0, ptr %10, align 4
  %30 = load ptr addrspace(1), ptr %5, align 8
  %31 = addrspacecast ptr addrspace(1) %30 to ptr addrspace(4)
  %32 = addrspacecast ptr %10 to ptr addrspace(4)
  %33 = call spir_func zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS4VU7_AtomiciPU3AS4ii(ptr addrspace(4) noundef %31, ptr addrspace(4) noundef %32, i32 noundef -1) #8 [ "convergencectrl"(token %4) ]
  %34 = zext i1 %33 to i8
  store i8 %34, ptr %11, align 1
  %35 = load ptr addrspace(1), ptr %6, align 8
  %36 = addrspacecast ptr addrspace(1) %35 to ptr addrspace(4)
  %37 = call spir_func zeroext i1 @_Z33atomic_flag_test_and_set_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4) noundef %36, i32 noundef 4, i32 noundef 2) #8 [ "convergencectrl"(token %4) ]
  %38 = zext i1 %37 to i8
  store i8 %38, ptr %12, align 1
  %39 = load i8, ptr %12, align 1
  %40 = trunc i8 %39 to i1
  br i1 %40, label %44, label %41

41:                                               ; preds = %29
  %42 = load ptr addrspace(1), ptr %6, align 8
  %43 = addrspacecast ptr addrspace(1) %42 to ptr addrspace(4)
  call spir_func void @_Z17atomic_flag_clearPU3AS4VU7_Atomici(ptr addrspace(4) noundef %43) #8 [ "convergencectrl"(token %4) ]
  br label %44

44:                                               ; preds = %41, %29
  %45 = load ptr addrspace(1), ptr %5, align 8
  %46 = addrspacecast ptr addrspace(1) %45 to ptr addrspace(4)
  %47 = load i32, ptr %9, align 4
  call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef %46, i32 noundef %47, i32 noundef 3, i32 noundef 2) #8 [ "convergencectrl"(token %4) ]
  %48 = load i32, ptr %9, align 4
  %49 = load i8, ptr %11, align 1
  %50 = trunc i8 %49 to i1
  %51 = zext i1 %50 to i64
  %52 = select i1 %50, i32 1, i32 0
  %53 = add nsw i32 %48, %52
  %54 = load ptr addrspace(1), ptr %7, align 8
  %55 = load i32, ptr %8, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr addrspace(1) %54, i64 %56
  store i32 %53, ptr addrspace(1) %57, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order(ptr addrspace(4) noundef, i32 noundef) #4

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent nounwind
declare spir_func zeroext i1 @_Z37atomic_compare_exchange_weak_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_(ptr addrspace(4) noundef, ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS4VU7_AtomiciPU3AS4ii(ptr addrspace(4) noundef, ptr addrspace(4) noundef, i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func zeroext i1 @_Z33atomic_flag_test_and_set_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(ptr addrspace(4) noundef, i32 noundef, i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z17atomic_flag_clearPU3AS4VU7_Atomici(ptr addrspace(4) noundef) #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ex_double(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, i32 noundef %2) #2 !kernel_arg_addr_space !25 !kernel_arg_access_qual !21 !kernel_arg_type !26 !kernel_arg_base_type !26 !kernel_arg_type_qual !27 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %4) ]
  %11 = trunc i64 %10 to i32
  store i32 %11, ptr %8, align 4
  %12 = load i32, ptr %8, align 4
  %13 = load i32, ptr %7, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %37

15:                                               ; preds = %3
  %16 = load ptr addrspace(1), ptr %5, align 8
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr addrspace(1) %16, i64 %18
  %20 = load double, ptr addrspace(1) %19, align 8
  store double %20, ptr %9, align 8
  %21 = load double, ptr %9, align 8
  %22 = load double, ptr %9, align 8
  %23 = call spir_func double @_Z3fmaddd(double noundef %21, double noundef %22, double noundef 1.000000e+00) #7 [ "convergencectrl"(token %4) ]
  %24 = load double, ptr %9, align 8
  %25 = fneg double %24
  %26 = call spir_func double @_Z3expd(double noundef %25) #7 [ "convergencectrl"(token %4) ]
  %27 = fadd double 1.000000e+00, %26
  %28 = fdiv double %23, %27
  %29 = load double, ptr %9, align 8
  %30 = call spir_func float @_Z17convert_float_rted(double noundef %29) #7 [ "convergencectrl"(token %4) ]
  %31 = fpext float %30 to double
  %32 = fadd double %28, %31
  %33 = load ptr addrspace(1), ptr %6, align 8
  %34 = load i32, ptr %8, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds double, ptr addrspace(1) %33, i64 %35
  store double %32, ptr addrspace(1) %36, align 8
  br label %37

37:                                               ; preds = %15, %3
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func double @_Z3fmaddd(double noundef, double noundef, double noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func double @_Z3expd(double noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z17convert_float_rted(double noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ex_half(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, i32 noundef %2) #2 !kernel_arg_addr_space !25 !kernel_arg_access_qual !21 !kernel_arg_type !28 !kernel_arg_base_type !28 !kernel_arg_type_qual !27 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca half, align 2
  %10 = alloca <4 x half>, align 8
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %4) ]
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr %8, align 4
  %13 = load i32, ptr %8, align 4
  %14 = load i32, ptr %7, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %40

16:                                               ; preds = %3
  %17 = load ptr addrspace(1), ptr %5, align 8
  %18 = load i32, ptr %8, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds half, ptr addrspace(1) %17, i64 %19
  %21 = load half, ptr addrspace(1) %20, align 2
  store half %21, ptr %9, align 2
  %22 = load ptr addrspace(1), ptr %5, align 8
  %23 = load i32, ptr %8, align 4
  %24 = and i32 %23, -4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds half, ptr addrspace(1) %22, i64 %25
  %27 = addrspacecast ptr addrspace(1) %26 to ptr addrspace(4)
  %28 = call spir_func <4 x half> @_Z6vload4mPU3AS4KDh(i64 noundef 0, ptr addrspace(4) noundef %27) #9 [ "convergencectrl"(token %4) ]
  store <4 x half> %28, ptr %10, align 8
  %29 = load half, ptr %9, align 2
  %30 = load <4 x half>, ptr %10, align 8
  %31 = extractelement <4 x half> %30, i64 0
  %32 = call half @llvm.fmuladd.f16(half %29, half 0xH3800, half %31)
  %33 = load <4 x half>, ptr %10, align 8
  %34 = extractelement <4 x half> %33, i64 3
  %35 = fsub half %32, %34
  %36 = load ptr addrspace(1), ptr %6, align 8
  %37 = load i32, ptr %8, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds half, ptr addrspace(1) %36, i64 %38
  store half %35, ptr addrspace(1) %39, align 2
  br label %40

40:                                               ; preds = %16, %3
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(read)
declare spir_func <4 x half> @_Z6vload4mPU3AS4KDh(i64 noundef, ptr addrspace(4) noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #6

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ex_vload_half(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !29 !kernel_arg_access_qual !5 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !7 {
  %3 = call token @llvm.experimental.convergence.entry()
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca <4 x float>, align 16
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %3) ]
  %9 = trunc i64 %8 to i32
  store i32 %9, ptr %6, align 4
  %10 = load i32, ptr %6, align 4
  %11 = sext i32 %10 to i64
  %12 = load ptr addrspace(1), ptr %4, align 8
  %13 = addrspacecast ptr addrspace(1) %12 to ptr addrspace(4)
  %14 = call spir_func <4 x float> @_Z11vload_half4mPU3AS4KDh(i64 noundef %11, ptr addrspace(4) noundef %13) #9 [ "convergencectrl"(token %3) ]
  store <4 x float> %14, ptr %7, align 16
  %15 = load <4 x float>, ptr %7, align 16
  %16 = fmul <4 x float> %15, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = load ptr addrspace(1), ptr %5, align 8
  %20 = addrspacecast ptr addrspace(1) %19 to ptr addrspace(4)
  call spir_func void @_Z16vstore_half4_rtzDv4_fmPU3AS4Dh(<4 x float> noundef %16, i64 noundef %18, ptr addrspace(4) noundef %20) #8 [ "convergencectrl"(token %3) ]
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(read)
declare spir_func <4 x float> @_Z11vload_half4mPU3AS4KDh(i64 noundef, ptr addrspace(4) noundef) #5

; Function Attrs: convergent nounwind
declare spir_func void @_Z16vstore_half4_rtzDv4_fmPU3AS4Dh(<4 x float> noundef, i64 noundef, ptr addrspace(4) noundef) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ex_image_blur(ptr addrspace(1) %0, ptr addrspace(1) %1) #2 !kernel_arg_addr_space !29 !kernel_arg_access_qual !31 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !19 {
  %3 = call token @llvm.experimental.convergence.entry()
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca <2 x i32>, align 8
  %7 = alloca <2 x i32>, align 8
  %8 = alloca <2 x i32>, align 8
  %9 = alloca <4 x float>, align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca <2 x i32>, align 8
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  %13 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %3) ]
  %14 = trunc i64 %13 to i32
  %15 = insertelement <2 x i32> poison, i32 %14, i32 0
  %16 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #7 [ "convergencectrl"(token %3) ]
  %17 = trunc i64 %16 to i32
  %18 = insertelement <2 x i32> %15, i32 %17, i32 1
  store <2 x i32> %18, ptr %7, align 8
  %19 = load <2 x i32>, ptr %7, align 8
  store <2 x i32> %19, ptr %6, align 8
  %20 = load ptr addrspace(1), ptr %4, align 8
  %21 = call spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(ptr addrspace(1) %20) #7 [ "convergencectrl"(token %3) ]
  store <2 x i32> %21, ptr %8, align 8
  %22 = load <2 x i32>, ptr %6, align 8
  %23 = extractelement <2 x i32> %22, i64 0
  %24 = load <2 x i32>, ptr %8, align 8
  %25 = extractelement <2 x i32> %24, i64 0
  %26 = icmp sge i32 %23, %25
  br i1 %26, label %33, label %27

27:                                               ; preds = %2
  %28 = load <2 x i32>, ptr %6, align 8
  %29 = extractelement <2 x i32> %28, i64 1
  %30 = load <2 x i32>, ptr %8, align 8
  %31 = extractelement <2 x i32> %30, i64 1
  %32 = icmp sge i32 %29, %31
  br i1 %32, label %33, label %34

33:                                               ; preds = %27, %2
  br label %69

34:                                               ; preds = %27
  store <4 x float> zeroinitializer, ptr %9, align 16
  store i32 -1, ptr %10, align 4
  br label %35

35:                                               ; preds = %61, %34
  %36 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %3) ]
  %37 = load i32, ptr %10, align 4
  %38 = icmp sle i32 %37, 1
  br i1 %38, label %39, label %64

39:                                               ; preds = %35
  store i32 -1, ptr %11, align 4
  br label %40

40:                                               ; preds = %57, %39
  %41 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %36) ]
  %42 = load i32, ptr %11, align 4
  %43 = icmp sle i32 %42, 1
  br i1 %43, label %44, label %60

44:                                               ; preds = %40
  %45 = load ptr addrspace(1), ptr %4, align 8
  %46 = call ptr addrspace(2) @__translate_sampler_initializer(i32 18)
  %47 = load <2 x i32>, ptr %6, align 8
  %48 = load i32, ptr %11, align 4
  %49 = insertelement <2 x i32> poison, i32 %48, i32 0
  %50 = load i32, ptr %10, align 4
  %51 = insertelement <2 x i32> %49, i32 %50, i32 1
  store <2 x i32> %51, ptr %12, align 8
  %52 = load <2 x i32>, ptr %12, align 8
  %53 = add <2 x i32> %47, %52
  %54 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1) %45, ptr addrspace(2) %46, <2 x i32> noundef %53) #9 [ "convergencectrl"(token %41) ]
  %55 = load <4 x float>, ptr %9, align 16
  %56 = fadd <4 x float> %55, %54
  store <4 x float> %56, ptr %9, align 16
  br label %57

57:                                               ; preds = %44
  %58 = load i32, ptr %11, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %11, align 4
  br label %40

60:                                               ; preds = %40
  br label %61

61:                                               ; preds = %60
  %62 = load i32, ptr %10, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %10, align 4
  br label %35

64:                                               ; preds = %35
  %65 = load ptr addrspace(1), ptr %5, align 8
  %66 = load <2 x i32>, ptr %6, align 8
  %67 = load <4 x float>, ptr %9, align 16
  %68 = fdiv <4 x float> %67, <float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00>, !fpmath !33
  call spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr addrspace(1) %65, <2 x i32> noundef %66, <4 x float> noundef %68) #8 [ "convergencectrl"(token %3) ]
  br label %69

69:                                               ; preds = %64, %33
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(ptr addrspace(1)) #3

; Function Attrs: convergent nounwind willreturn memory(read)
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(1), ptr addrspace(2), <2 x i32> noundef) #5

declare ptr addrspace(2) @__translate_sampler_initializer(i32)

; Function Attrs: convergent nounwind
declare spir_func void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr addrspace(1), <2 x i32> noundef, <4 x float> noundef) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ex_image_sampler_arg(ptr addrspace(1) %0, ptr addrspace(2) %1, ptr addrspace(1) noundef align 16 %2, i32 noundef %3) #2 !kernel_arg_addr_space !34 !kernel_arg_access_qual !35 !kernel_arg_type !36 !kernel_arg_base_type !37 !kernel_arg_type_qual !38 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(2), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca i32, align 4
  %10 = alloca <2 x float>, align 8
  %11 = alloca <2 x float>, align 8
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(2) %1, ptr %7, align 8
  store ptr addrspace(1) %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %5) ]
  %13 = uitofp i64 %12 to float
  %14 = fadd float %13, 5.000000e-01
  %15 = insertelement <2 x float> poison, float %14, i32 0
  %16 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #7 [ "convergencectrl"(token %5) ]
  %17 = uitofp i64 %16 to float
  %18 = fadd float %17, 5.000000e-01
  %19 = insertelement <2 x float> %15, float %18, i32 1
  store <2 x float> %19, ptr %11, align 8
  %20 = load <2 x float>, ptr %11, align 8
  store <2 x float> %20, ptr %10, align 8
  %21 = load ptr addrspace(1), ptr %6, align 8
  %22 = load ptr addrspace(2), ptr %7, align 8
  %23 = load <2 x float>, ptr %10, align 8
  %24 = call spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(1) %21, ptr addrspace(2) %22, <2 x float> noundef %23) #9 [ "convergencectrl"(token %5) ]
  %25 = load ptr addrspace(1), ptr %6, align 8
  %26 = call spir_func i32 @_Z15get_image_width14ocl_image2d_ro(ptr addrspace(1) %25) #7 [ "convergencectrl"(token %5) ]
  %27 = sitofp i32 %26 to float
  %28 = insertelement <4 x float> poison, float %27, i64 0
  %29 = shufflevector <4 x float> %28, <4 x float> poison, <4 x i32> zeroinitializer
  %30 = fmul <4 x float> %24, %29
  %31 = load ptr addrspace(1), ptr %8, align 8
  %32 = call spir_func i64 @_Z13get_global_idj(i32 noundef 1) #7 [ "convergencectrl"(token %5) ]
  %33 = load i32, ptr %9, align 4
  %34 = sext i32 %33 to i64
  %35 = mul i64 %32, %34
  %36 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %5) ]
  %37 = add i64 %35, %36
  %38 = getelementptr inbounds <4 x float>, ptr addrspace(1) %31, i64 %37
  store <4 x float> %30, ptr addrspace(1) %38, align 16
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(read)
declare spir_func <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(1), ptr addrspace(2), <2 x float> noundef) #5

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i32 @_Z15get_image_width14ocl_image2d_ro(ptr addrspace(1)) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @ex_image_rw(ptr addrspace(1) %0, ptr addrspace(1) noundef align 16 %1) #2 !kernel_arg_addr_space !29 !kernel_arg_access_qual !39 !kernel_arg_type !40 !kernel_arg_base_type !41 !kernel_arg_type_qual !42 {
  %3 = call token @llvm.experimental.convergence.entry()
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca <4 x i32>, align 16
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #7 [ "convergencectrl"(token %3) ]
  %9 = trunc i64 %8 to i32
  store i32 %9, ptr %6, align 4
  %10 = load ptr addrspace(1), ptr %4, align 8
  %11 = load i32, ptr %6, align 4
  %12 = call spir_func <4 x i32> @_Z12read_imageui14ocl_image1d_rwi(ptr addrspace(1) %10, i32 noundef %11) #9 [ "convergencectrl"(token %3) ]
  store <4 x i32> %12, ptr %7, align 16
  %13 = load ptr addrspace(1), ptr %4, align 8
  %14 = load i32, ptr %6, align 4
  %15 = load <4 x i32>, ptr %7, align 16
  %16 = load ptr addrspace(1), ptr %5, align 8
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %16, i64 %18
  %20 = load <4 x i32>, ptr addrspace(1) %19, align 16
  %21 = add <4 x i32> %15, %20
  call spir_func void @_Z13write_imageui14ocl_image1d_rwiDv4_j(ptr addrspace(1) %13, i32 noundef %14, <4 x i32> noundef %21) #8 [ "convergencectrl"(token %3) ]
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(read)
declare spir_func <4 x i32> @_Z12read_imageui14ocl_image1d_rwi(ptr addrspace(1), i32 noundef) #5

; Function Attrs: convergent nounwind
declare spir_func void @_Z13write_imageui14ocl_image1d_rwiDv4_j(ptr addrspace(1), i32 noundef, <4 x i32> noundef) #4

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { convergent nounwind willreturn memory(none) }
attributes #8 = { convergent nounwind }
attributes #9 = { convergent nounwind willreturn memory(read) }

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
!8 = !{i32 1}
!9 = !{!"none"}
!10 = !{!"ulong*"}
!11 = !{!""}
!12 = !{!"float*"}
!13 = !{<4 x float> undef, i32 0}
!14 = !{i32 64, i32 1, i32 1}
!15 = !{!"int*"}
!16 = !{i32 128, i32 1, i32 1}
!17 = !{i32 1, i32 3}
!18 = !{!"float*", !"float*"}
!19 = !{!"", !""}
!20 = !{i32 1, i32 1, i32 1}
!21 = !{!"none", !"none", !"none"}
!22 = !{!"atomic_int*", !"atomic_flag*", !"int*"}
!23 = !{!"_Atomic(int)*", !"_Atomic(int)*", !"int*"}
!24 = !{!"volatile", !"volatile", !""}
!25 = !{i32 1, i32 1, i32 0}
!26 = !{!"double*", !"double*", !"int"}
!27 = !{!"const", !"", !""}
!28 = !{!"half*", !"half*", !"int"}
!29 = !{i32 1, i32 1}
!30 = !{!"half*", !"float*"}
!31 = !{!"read_only", !"write_only"}
!32 = !{!"image2d_t", !"image2d_t"}
!33 = !{float 2.500000e+00}
!34 = !{i32 1, i32 0, i32 1, i32 0}
!35 = !{!"read_only", !"none", !"none", !"none"}
!36 = !{!"image2d_t", !"sampler_t", !"float4*", !"int"}
!37 = !{!"image2d_t", !"sampler_t", !"float __attribute__((ext_vector_type(4)))*", !"int"}
!38 = !{!"", !"", !"", !""}
!39 = !{!"read_write", !"none"}
!40 = !{!"image1d_t", !"uint4*"}
!41 = !{!"image1d_t", !"uint __attribute__((ext_vector_type(4)))*"}
!42 = !{!"", !"const"}
