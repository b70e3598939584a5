source_filename = "src/exotic.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.ndrange_t = type { i32, [3 x i64], [3 x i64], [3 x i64] }

@ex_counter = hidden addrspace(1) global i32 0, align 4
@ex_lut = hidden addrspace(4) constant [8 x float] [float 0.000000e+00, float 1.250000e-01, float 2.500000e-01, float 3.750000e-01, float 5.000000e-01, float 6.250000e-01, float 7.500000e-01, float 8.750000e-01], align 4
@.str = private unnamed_addr addrspace(4) constant [30 x i8] c"negative value %d at %d (%f)\0A\00", align 1
@.str.1 = private unnamed_addr addrspace(4) constant [19 x i8] c"n = %d, dims = %u\0A\00", align 1
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent noinline norecurse nounwind optnone
define hidden i32 @hash32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  store i32 %0, ptr addrspace(5) %2, align 4
  %3 = load i32, ptr addrspace(5) %2, align 4
  %4 = lshr i32 %3, 16
  %5 = load i32, ptr addrspace(5) %2, align 4
  %6 = xor i32 %5, %4
  store i32 %6, ptr addrspace(5) %2, align 4
  %7 = load i32, ptr addrspace(5) %2, align 4
  %8 = mul i32 %7, 2146121005
  store i32 %8, ptr addrspace(5) %2, align 4
  %9 = load i32, ptr addrspace(5) %2, align 4
  %10 = lshr i32 %9, 15
  %11 = load i32, ptr addrspace(5) %2, align 4
  %12 = xor i32 %11, %10
  store i32 %12, ptr addrspace(5) %2, align 4
  %13 = load i32, ptr addrspace(5) %2, align 4
  %14 = mul i32 %13, -2073254261
  store i32 %14, ptr addrspace(5) %2, align 4
  %15 = load i32, ptr addrspace(5) %2, align 4
  %16 = lshr i32 %15, 16
  %17 = load i32, ptr addrspace(5) %2, align 4
  %18 = xor i32 %17, %16
  store i32 %18, ptr addrspace(5) %2, align 4
  %19 = load i32, ptr addrspace(5) %2, align 4
  ret i32 %19
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ex_printf(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
  store i32 %1, ptr addrspace(5) %4, align 4
  %6 = call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %7 = trunc i64 %6 to i32
  store i32 %7, ptr addrspace(5) %5, align 4
  %8 = load i32, ptr addrspace(5) %5, align 4
  %9 = load i32, ptr addrspace(5) %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %43

11:                                               ; preds = %2
  %12 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %13 = load i32, ptr addrspace(5) %5, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %12, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %43

18:                                               ; preds = %11
  %19 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %20 = load i32, ptr addrspace(5) %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %19, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4
  %24 = load i32, ptr addrspace(5) %5, align 4
  %25 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %26 = load i32, ptr addrspace(5) %5, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %25, i64 %27
  %29 = load i32, ptr addrspace(1) %28, align 4
  %30 = sitofp i32 %29 to float
  %31 = fmul float %30, 5.000000e-01
  %32 = fpext float %31 to double
  %33 = call ptr addrspace(1) @__printf_alloc(i32 16)
  br label %34

34:                                               ; preds = %18
  %35 = icmp ne ptr addrspace(1) %33, null
  br i1 %35, label %36, label %42

36:                                               ; preds = %34
  %37 = getelementptr i8, ptr addrspace(1) %33, i32 0
  %38 = bitcast ptr addrspace(1) %37 to ptr addrspace(1)
  store i32 2, ptr addrspace(1) %38, align 4
  %39 = getelementptr i8, ptr addrspace(1) %33, i32 4
  store i32 %23, ptr addrspace(1) %39, align 4
  %40 = getelementptr i8, ptr addrspace(1) %39, i32 4
  store i32 %24, ptr addrspace(1) %40, align 4
  %41 = getelementptr i8, ptr addrspace(1) %40, i32 4
  store float %31, ptr addrspace(1) %41, align 4
  br label %42

42:                                               ; preds = %34, %36
  br label %43

43:                                               ; preds = %42, %11, %2
  %44 = load i32, ptr addrspace(5) %5, align 4
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %46, label %58

46:                                               ; preds = %43
  %47 = load i32, ptr addrspace(5) %4, align 4
  %48 = call i32 @_Z12get_work_dimv() #11
  %49 = call ptr addrspace(1) @__printf_alloc(i32 12)
  br label %50

50:                                               ; preds = %46
  %51 = icmp ne ptr addrspace(1) %49, null
  br i1 %51, label %52, label %57

52:                                               ; preds = %50
  %53 = getelementptr i8, ptr addrspace(1) %49, i32 0
  %54 = bitcast ptr addrspace(1) %53 to ptr addrspace(1)
  store i32 1, ptr addrspace(1) %54, align 4
  %55 = getelementptr i8, ptr addrspace(1) %49, i32 4
  store i32 %47, ptr addrspace(1) %55, align 4
  %56 = getelementptr i8, ptr addrspace(1) %55, i32 4
  store i32 %48, ptr addrspace(1) %56, align 4
  br label %57

57:                                               ; preds = %50, %52
  br label %58

58:                                               ; preds = %57, %43
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @printf(ptr addrspace(4) noundef, ...) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i32 @_Z12get_work_dimv() #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ex_workitem_queries(ptr addrspace(1) noundef align 8 %0) #1 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %2 = alloca ptr addrspace(1), align 8, addrspace(5)
  %3 = alloca i64, align 8, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %2, align 8
  %4 = call i64 @_Z13get_global_idj(i32 noundef 0) #11
  store i64 %4, ptr addrspace(5) %3, align 8
  %5 = call i64 @_Z17get_global_offsetj(i32 noundef 0) #11
  %6 = load ptr addrspace(1), ptr addrspace(5) %2, align 8
  %7 = load i64, ptr addrspace(5) %3, align 8
  %8 = mul i64 %7, 6
  %9 = add i64 %8, 0
  %10 = getelementptr inbounds i64, ptr addrspace(1) %6, i64 %9
  store i64 %5, ptr addrspace(1) %10, align 8
  %11 = call i64 @_Z23get_enqueued_local_sizej(i32 noundef 0) #12
  %12 = load ptr addrspace(1), ptr addrspace(5) %2, align 8
  %13 = load i64, ptr addrspace(5) %3, align 8
  %14 = mul i64 %13, 6
  %15 = add i64 %14, 1
  %16 = getelementptr inbounds i64, ptr addrspace(1) %12, i64 %15
  store i64 %11, ptr addrspace(1) %16, align 8
  %17 = call i32 @_Z12get_work_dimv() #11
  %18 = zext i32 %17 to i64
  %19 = load ptr addrspace(1), ptr addrspace(5) %2, align 8
  %20 = load i64, ptr addrspace(5) %3, align 8
  %21 = mul i64 %20, 6
  %22 = add i64 %21, 2
  %23 = getelementptr inbounds i64, ptr addrspace(1) %19, i64 %22
  store i64 %18, ptr addrspace(1) %23, align 8
  %24 = call i64 @_Z20get_global_linear_idv() #12
  %25 = load ptr addrspace(1), ptr addrspace(5) %2, align 8
  %26 = load i64, ptr addrspace(5) %3, align 8
  %27 = mul i64 %26, 6
  %28 = add i64 %27, 3
  %29 = getelementptr inbounds i64, ptr addrspace(1) %25, i64 %28
  store i64 %24, ptr addrspace(1) %29, align 8
  %30 = call i64 @_Z19get_local_linear_idv() #12
  %31 = load ptr addrspace(1), ptr addrspace(5) %2, align 8
  %32 = load i64, ptr addrspace(5) %3, align 8
  %33 = mul i64 %32, 6
  %34 = add i64 %33, 4
  %35 = getelementptr inbounds i64, ptr addrspace(1) %31, i64 %34
  store i64 %30, ptr addrspace(1) %35, align 8
  %36 = call i64 @_Z14get_num_groupsj(i32 noundef 1) #11
  %37 = call i64 @_Z15get_global_sizej(i32 noundef 2) #11
  %38 = mul i64 %36, %37
  %39 = load ptr addrspace(1), ptr addrspace(5) %2, align 8
  %40 = load i64, ptr addrspace(5) %3, align 8
  %41 = mul i64 %40, 6
  %42 = add i64 %41, 5
  %43 = getelementptr inbounds i64, ptr addrspace(1) %39, i64 %42
  store i64 %38, ptr addrspace(1) %43, align 8
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z17get_global_offsetj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i64 @_Z23get_enqueued_local_sizej(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i64 @_Z20get_global_linear_idv() #3

; Function Attrs: convergent nounwind
declare hidden i64 @_Z19get_local_linear_idv() #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z14get_num_groupsj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z15get_global_sizej(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ex_reqd_size(ptr addrspace(1) noundef align 4 %0) #4 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !15 !vec_type_hint !17 !reqd_work_group_size !18 {
  %2 = alloca ptr addrspace(1), align 8, addrspace(5)
  %3 = alloca i64, align 8, addrspace(5)
  %4 = alloca i64, align 8, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %2, align 8
  %5 = call i64 @_Z12get_local_idj(i32 noundef 0) #11
  store i64 %5, ptr addrspace(5) %3, align 8
  %6 = call i64 @_Z12get_local_idj(i32 noundef 1) #11
  store i64 %6, ptr addrspace(5) %4, align 8
  %7 = load i64, ptr addrspace(5) %3, align 8
  %8 = and i64 %7, 7
  %9 = getelementptr inbounds [8 x float], ptr addrspace(4) @ex_lut, i64 0, i64 %8
  %10 = load float, ptr addrspace(4) %9, align 4
  %11 = load i64, ptr addrspace(5) %4, align 8
  %12 = uitofp i64 %11 to float
  %13 = fadd float %10, %12
  %14 = load ptr addrspace(1), ptr addrspace(5) %2, align 8
  %15 = call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %16 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %15
  store float %13, ptr addrspace(1) %16, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ex_globals(ptr addrspace(1) noundef align 4 %0) #1 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !15 !work_group_size_hint !20 {
  %2 = alloca ptr addrspace(1), align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %2, align 8
  %4 = call i32 @_Z16atomic_fetch_addPU3AS0VU7_Atomicii(ptr noundef addrspacecast (ptr addrspace(1) @ex_counter to ptr), i32 noundef 1) #12
  store i32 %4, ptr addrspace(5) %3, align 4
  %5 = load i32, ptr addrspace(5) %3, align 4
  %6 = load ptr addrspace(1), ptr addrspace(5) %2, align 8
  %7 = call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %8 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 %7
  store i32 %5, ptr addrspace(1) %8, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z16atomic_fetch_addPU3AS0VU7_Atomicii(ptr noundef, i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ex_generic(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1) #1 !kernel_arg_addr_space !21 !kernel_arg_access_qual !9 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(3), align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca float, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
  store ptr addrspace(3) %1, ptr addrspace(5) %4, align 4
  %9 = call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %10 = trunc i64 %9 to i32
  store i32 %10, ptr addrspace(5) %5, align 4
  %11 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %12 = call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %13 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4
  %15 = load ptr addrspace(3), ptr addrspace(5) %4, align 4
  %16 = load i32, ptr addrspace(5) %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr addrspace(3) %15, i64 %17
  store float %14, ptr addrspace(3) %18, align 4
  call void @_Z7barrierj(i32 noundef 1) #12
  %19 = load i32, ptr addrspace(5) %5, align 4
  %20 = and i32 %19, 1
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %2
  %23 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %24 = addrspacecast ptr addrspace(1) %23 to ptr
  %25 = call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %26 = getelementptr inbounds float, ptr %24, i64 %25
  br label %33

27:                                               ; preds = %2
  %28 = load ptr addrspace(3), ptr addrspace(5) %4, align 4
  %29 = addrspacecast ptr addrspace(3) %28 to ptr
  %30 = load i32, ptr addrspace(5) %5, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr %29, i64 %31
  br label %33

33:                                               ; preds = %27, %22
  %34 = phi ptr [ %26, %22 ], [ %32, %27 ]
  store ptr %34, ptr addrspace(5) %6, align 8
  %35 = load ptr, ptr addrspace(5) %6, align 8
  %36 = call ptr addrspace(1) @__to_global(ptr %35)
  store ptr addrspace(1) %36, ptr addrspace(5) %7, align 8
  %37 = load ptr, ptr addrspace(5) %6, align 8
  %38 = call float @sum3(ptr noundef %37) #12
  store float %38, ptr addrspace(5) %8, align 4
  %39 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %40 = icmp ne ptr addrspace(1) %39, null
  br i1 %40, label %41, label %44

41:                                               ; preds = %33
  %42 = load float, ptr addrspace(5) %8, align 4
  %43 = fadd float %42, 1.000000e+00
  store float %43, ptr addrspace(5) %8, align 4
  br label %52

44:                                               ; preds = %33
  %45 = load ptr, ptr addrspace(5) %6, align 8
  %46 = call ptr addrspace(3) @__to_local(ptr %45)
  %47 = icmp ne ptr addrspace(3) %46, addrspacecast (ptr null to ptr addrspace(3))
  br i1 %47, label %48, label %51

48:                                               ; preds = %44
  %49 = load float, ptr addrspace(5) %8, align 4
  %50 = fadd float %49, 2.000000e+00
  store float %50, ptr addrspace(5) %8, align 4
  br label %51

51:                                               ; preds = %48, %44
  br label %52

52:                                               ; preds = %51, %41
  %53 = load float, ptr addrspace(5) %8, align 4
  %54 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %55 = call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %56 = getelementptr inbounds float, ptr addrspace(1) %54, i64 %55
  store float %53, ptr addrspace(1) %56, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #3

declare ptr addrspace(1) @__to_global(ptr)

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal float @sum3(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8, addrspace(5)
  store ptr %0, ptr addrspace(5) %2, align 8
  %3 = load ptr, ptr addrspace(5) %2, align 8
  %4 = getelementptr inbounds float, ptr %3, i64 0
  %5 = load float, ptr %4, align 4
  %6 = load ptr, ptr addrspace(5) %2, align 8
  %7 = getelementptr inbounds float, ptr %6, i64 1
  %8 = load float, ptr %7, align 4
  %9 = fadd float %5, %8
  %10 = load ptr, ptr addrspace(5) %2, align 8
  %11 = getelementptr inbounds float, ptr %10, i64 2
  %12 = load float, ptr %11, align 4
  %13 = fadd float %9, %12
  ret float %13
}

declare ptr addrspace(3) @__to_local(ptr)

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ex_c11_atomics(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #1 !kernel_arg_addr_space !24 !kernel_arg_access_qual !25 !kernel_arg_type !26 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i8, align 1, addrspace(5)
  %11 = alloca i8, align 1, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %6, align 8
  %12 = call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr addrspace(5) %7, align 4
  %14 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %15 = addrspacecast ptr addrspace(1) %14 to ptr
  %16 = call i32 @_Z20atomic_load_explicitPU3AS0VU7_Atomici12memory_order(ptr noundef %15, i32 noundef 2) #12
  store i32 %16, ptr addrspace(5) %8, align 4
  br label %17

17:                                               ; preds = %26, %3
  %18 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %19 = addrspacecast ptr addrspace(1) %18 to ptr
  %20 = addrspacecast ptr addrspace(5) %8 to ptr
  %21 = load i32, ptr addrspace(5) %8, align 4
  %22 = load i32, ptr addrspace(5) %7, align 4
  %23 = add nsw i32 %21, %22
  %24 = call zeroext i1 @_Z37atomic_compare_exchange_weak_explicitPU3AS0VU7_AtomiciPU3AS0ii12memory_orderS4_(ptr noundef %19, ptr noundef %20, i32 noundef %23, i32 noundef 4, i32 noundef 0) #12
  %25 = xor i1 %24, true
  br i1 %25, label %26, label %27

26:                                               ; preds = %17
  br label %17

27:                                               ; preds = %17
  store i32 0, ptr addrspace(5) %9, align 4
  %28 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %29 = addrspacecast ptr addrspace(1) %28 to ptr
  %30 = addrspacecast ptr addrspace(5) %9 to ptr
  %31 = call zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS0VU7_AtomiciPU3AS0ii(ptr noundef %29, ptr noundef %30, i32 noundef -1) #12
  %32 = zext i1 %31 to i8
  store i8 %32, ptr addrspace(5) %10, align 1
  %33 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %34 = addrspacecast ptr addrspace(1) %33 to ptr
  %35 = call zeroext i1 @_Z33atomic_flag_test_and_set_explicitPU3AS0VU7_Atomici12memory_order12memory_scope(ptr noundef %34, i32 noundef 4, i32 noundef 2) #12
  %36 = zext i1 %35 to i8
  store i8 %36, ptr addrspace(5) %11, align 1
  %37 = load i8, ptr addrspace(5) %11, align 1
  %38 = trunc i8 %37 to i1
  br i1 %38, label %42, label %39

39:                                               ; preds = %27
  %40 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %41 = addrspacecast ptr addrspace(1) %40 to ptr
  call void @_Z17atomic_flag_clearPU3AS0VU7_Atomici(ptr noundef %41) #12
  br label %42

42:                                               ; preds = %39, %27
  %43 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %44 = addrspacecast ptr addrspace(1) %43 to ptr
  %45 = load i32, ptr addrspace(5) %8, align 4
  call void @_Z21atomic_store_explicitPU3AS0VU7_Atomicii12memory_order12memory_scope(ptr noundef %44, i32 noundef %45, i32 noundef 3, i32 noundef 2) #12
  %46 = load i32, ptr addrspace(5) %8, align 4
  %47 = load i8, ptr addrspace(5) %10, align 1
  %48 = trunc i8 %47 to i1
  %49 = zext i1 %48 to i64
  %50 = select i1 %48, i32 1, i32 0
  %51 = add nsw i32 %46, %50
  %52 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %53 = load i32, ptr addrspace(5) %7, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr addrspace(1) %52, i64 %54
  store i32 %51, ptr addrspace(1) %55, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20atomic_load_explicitPU3AS0VU7_Atomici12memory_order(ptr noundef, i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden zeroext i1 @_Z37atomic_compare_exchange_weak_explicitPU3AS0VU7_AtomiciPU3AS0ii12memory_orderS4_(ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden zeroext i1 @_Z30atomic_compare_exchange_strongPU3AS0VU7_AtomiciPU3AS0ii(ptr noundef, ptr noundef, i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden zeroext i1 @_Z33atomic_flag_test_and_set_explicitPU3AS0VU7_Atomici12memory_order12memory_scope(ptr noundef, i32 noundef, i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden void @_Z17atomic_flag_clearPU3AS0VU7_Atomici(ptr noundef) #3

; Function Attrs: convergent nounwind
declare hidden void @_Z21atomic_store_explicitPU3AS0VU7_Atomicii12memory_order12memory_scope(ptr noundef, i32 noundef, i32 noundef, i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ex_double(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, i32 noundef %2) #1 !kernel_arg_addr_space !29 !kernel_arg_access_qual !25 !kernel_arg_type !30 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca double, align 8, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
  store i32 %2, ptr addrspace(5) %6, align 4
  %9 = call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %10 = trunc i64 %9 to i32
  store i32 %10, ptr addrspace(5) %7, align 4
  %11 = load i32, ptr addrspace(5) %7, align 4
  %12 = load i32, ptr addrspace(5) %6, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %36

14:                                               ; preds = %3
  %15 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %16 = load i32, ptr addrspace(5) %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr addrspace(1) %15, i64 %17
  %19 = load double, ptr addrspace(1) %18, align 8
  store double %19, ptr addrspace(5) %8, align 8
  %20 = load double, ptr addrspace(5) %8, align 8
  %21 = load double, ptr addrspace(5) %8, align 8
  %22 = call double @_Z3fmaddd(double noundef %20, double noundef %21, double noundef 1.000000e+00) #11
  %23 = load double, ptr addrspace(5) %8, align 8
  %24 = fneg double %23
  %25 = call double @_Z3expd(double noundef %24) #11
  %26 = fadd double 1.000000e+00, %25
  %27 = fdiv double %22, %26
  %28 = load double, ptr addrspace(5) %8, align 8
  %29 = call float @_Z17convert_float_rted(double noundef %28) #11
  %30 = fpext float %29 to double
  %31 = fadd double %27, %30
  %32 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %33 = load i32, ptr addrspace(5) %7, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds double, ptr addrspace(1) %32, i64 %34
  store double %31, ptr addrspace(1) %35, align 8
  br label %36

36:                                               ; preds = %14, %3
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden double @_Z3fmaddd(double noundef, double noundef, double noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden double @_Z3expd(double noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z17convert_float_rted(double noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ex_half(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 2 %1, i32 noundef %2) #1 !kernel_arg_addr_space !29 !kernel_arg_access_qual !25 !kernel_arg_type !32 !kernel_arg_base_type !32 !kernel_arg_type_qual !31 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca half, align 2, addrspace(5)
  %9 = alloca <4 x half>, align 8, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
  store i32 %2, ptr addrspace(5) %6, align 4
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %11 = trunc i64 %10 to i32
  store i32 %11, ptr addrspace(5) %7, align 4
  %12 = load i32, ptr addrspace(5) %7, align 4
  %13 = load i32, ptr addrspace(5) %6, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %39

15:                                               ; preds = %3
  %16 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %17 = load i32, ptr addrspace(5) %7, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds half, ptr addrspace(1) %16, i64 %18
  %20 = load half, ptr addrspace(1) %19, align 2
  store half %20, ptr addrspace(5) %8, align 2
  %21 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %22 = load i32, ptr addrspace(5) %7, align 4
  %23 = and i32 %22, -4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds half, ptr addrspace(1) %21, i64 %24
  %26 = addrspacecast ptr addrspace(1) %25 to ptr
  %27 = call <4 x half> @_Z6vload4mPU3AS0KDh(i64 noundef 0, ptr noundef %26) #13
  store <4 x half> %27, ptr addrspace(5) %9, align 8
  %28 = load half, ptr addrspace(5) %8, align 2
  %29 = load <4 x half>, ptr addrspace(5) %9, align 8
  %30 = extractelement <4 x half> %29, i64 0
  %31 = call half @llvm.fmuladd.f16(half %28, half 0xH3800, half %30)
  %32 = load <4 x half>, ptr addrspace(5) %9, align 8
  %33 = extractelement <4 x half> %32, i64 3
  %34 = fsub half %31, %33
  %35 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %36 = load i32, ptr addrspace(5) %7, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds half, ptr addrspace(1) %35, i64 %37
  store half %34, ptr addrspace(1) %38, align 2
  br label %39

39:                                               ; preds = %15, %3
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(read)
declare hidden <4 x half> @_Z6vload4mPU3AS0KDh(i64 noundef, ptr noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fmuladd.f16(half, half, half) #6

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ex_vload_half(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !33 !kernel_arg_access_qual !9 !kernel_arg_type !34 !kernel_arg_base_type !34 !kernel_arg_type_qual !11 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca <4 x float>, align 16, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8
  %7 = call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %8 = trunc i64 %7 to i32
  store i32 %8, ptr addrspace(5) %5, align 4
  %9 = load i32, ptr addrspace(5) %5, align 4
  %10 = sext i32 %9 to i64
  %11 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %12 = addrspacecast ptr addrspace(1) %11 to ptr
  %13 = call <4 x float> @_Z11vload_half4mPU3AS0KDh(i64 noundef %10, ptr noundef %12) #13
  store <4 x float> %13, ptr addrspace(5) %6, align 16
  %14 = load <4 x float>, ptr addrspace(5) %6, align 16
  %15 = fmul <4 x float> %14, <float 2.000000e+00, float 2.000000e+00, float 2.000000e+00, float 2.000000e+00>
  %16 = load i32, ptr addrspace(5) %5, align 4
  %17 = sext i32 %16 to i64
  %18 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %19 = addrspacecast ptr addrspace(1) %18 to ptr
  call void @_Z16vstore_half4_rtzDv4_fmPU3AS0Dh(<4 x float> noundef %15, i64 noundef %17, ptr noundef %19) #12
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(read)
declare hidden <4 x float> @_Z11vload_half4mPU3AS0KDh(i64 noundef, ptr noundef) #5

; Function Attrs: convergent nounwind
declare hidden void @_Z16vstore_half4_rtzDv4_fmPU3AS0Dh(<4 x float> noundef, i64 noundef, ptr noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ex_enqueue(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !23 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca %struct.ndrange_t, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca %struct.ndrange_t, align 8, addrspace(5)
  %9 = alloca <{ i32, i32, ptr, ptr addrspace(1), i32 }>, align 8, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
  store i32 %1, ptr addrspace(5) %4, align 4
  %10 = call ptr addrspace(1) @_Z17get_default_queuev() #12
  store ptr addrspace(1) %10, ptr addrspace(5) %5, align 8
  %11 = call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %13, label %31

13:                                               ; preds = %2
  %14 = load i32, ptr addrspace(5) %4, align 4
  %15 = sext i32 %14 to i64
  call void @_Z10ndrange_1Dm(ptr addrspace(5) dead_on_unwind writable sret(%struct.ndrange_t) align 8 %6, i64 noundef %15) #12
  %16 = call i64 @_Z12get_group_idj(i32 noundef 0) #11
  %17 = load i32, ptr addrspace(5) %4, align 4
  %18 = sext i32 %17 to i64
  %19 = mul i64 %16, %18
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr addrspace(5) %7, align 4
  %21 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  call void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) align 8 %8, ptr addrspace(5) align 8 %6, i64 80, i1 false)
  %22 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1), i32 }>, ptr addrspace(5) %9, i32 0, i32 0
  store i32 28, ptr addrspace(5) %22, align 8
  %23 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1), i32 }>, ptr addrspace(5) %9, i32 0, i32 1
  store i32 8, ptr addrspace(5) %23, align 4
  %24 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1), i32 }>, ptr addrspace(5) %9, i32 0, i32 2
  store ptr @__ex_enqueue_block_invoke, ptr addrspace(5) %24, align 8
  %25 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1), i32 }>, ptr addrspace(5) %9, i32 0, i32 3
  %26 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  store ptr addrspace(1) %26, ptr addrspace(5) %25, align 8
  %27 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1), i32 }>, ptr addrspace(5) %9, i32 0, i32 4
  %28 = load i32, ptr addrspace(5) %7, align 4
  store i32 %28, ptr addrspace(5) %27, align 8
  %29 = addrspacecast ptr addrspace(5) %9 to ptr
  %30 = call i32 @__enqueue_kernel_basic(ptr addrspace(1) %21, i32 0, ptr addrspace(5) byval(%struct.ndrange_t) %8, ptr @__ex_enqueue_block_invoke_kernel, ptr %29)
  br label %31

31:                                               ; preds = %13, %2
  ret void
}

; Function Attrs: convergent nounwind
declare hidden ptr addrspace(1) @_Z17get_default_queuev() #3

; Function Attrs: convergent nounwind
declare hidden void @_Z10ndrange_1Dm(ptr addrspace(5) dead_on_unwind writable sret(%struct.ndrange_t) align 8, i64 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) noalias nocapture writeonly, ptr addrspace(5) noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: convergent noinline nounwind optnone
define internal void @__ex_enqueue_block_invoke(ptr noundef %0) #8 {
  %2 = alloca ptr, align 8, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  store ptr %0, ptr addrspace(5) %2, align 8
  store ptr %0, ptr addrspace(5) %3, align 8
  %4 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1), i32 }>, ptr %0, i32 0, i32 3
  %5 = load ptr addrspace(1), ptr %4, align 8
  %6 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1), i32 }>, ptr %0, i32 0, i32 4
  %7 = load i32, ptr %6, align 8
  %8 = sext i32 %7 to i64
  %9 = call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %10 = add i64 %8, %9
  %11 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4
  %13 = mul nsw i32 %12, 2
  store i32 %13, ptr addrspace(1) %11, align 4
  ret void
}

; Function Attrs: convergent nounwind
define internal amdgpu_kernel void @__ex_enqueue_block_invoke_kernel(<{ i32, i32, ptr, ptr addrspace(1), i32 }> %0) #9 !kernel_arg_addr_space !35 !kernel_arg_access_qual !13 !kernel_arg_type !36 !kernel_arg_base_type !36 !kernel_arg_type_qual !15 {
  %2 = alloca <{ i32, i32, ptr, ptr addrspace(1), i32 }>, align 8, addrspace(5)
  store <{ i32, i32, ptr, ptr addrspace(1), i32 }> %0, ptr addrspace(5) %2, align 8
  %3 = addrspacecast ptr addrspace(5) %2 to ptr
  call void @__ex_enqueue_block_invoke(ptr %3)
  ret void
}

declare i32 @__enqueue_kernel_basic(ptr addrspace(1), i32, ptr addrspace(5), ptr, ptr)

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ex_enqueue_local(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !23 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca %struct.ndrange_t, align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca %struct.ndrange_t, align 8, addrspace(5)
  %9 = alloca <{ i32, i32, ptr, ptr addrspace(1) }>, align 8, addrspace(5)
  %10 = alloca [1 x i64], align 8, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
  store i32 %1, ptr addrspace(5) %4, align 4
  %11 = call ptr addrspace(1) @_Z17get_default_queuev() #12
  store ptr addrspace(1) %11, ptr addrspace(5) %5, align 8
  %12 = load i32, ptr addrspace(5) %4, align 4
  %13 = sext i32 %12 to i64
  call void @_Z10ndrange_1Dmm(ptr addrspace(5) dead_on_unwind writable sret(%struct.ndrange_t) align 8 %6, i64 noundef %13, i64 noundef 64) #12
  %14 = call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %16, label %28

16:                                               ; preds = %2
  %17 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  call void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) align 8 %8, ptr addrspace(5) align 8 %6, i64 80, i1 false)
  %18 = addrspacecast ptr addrspace(5) %7 to ptr
  %19 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1) }>, ptr addrspace(5) %9, i32 0, i32 0
  store i32 24, ptr addrspace(5) %19, align 8
  %20 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1) }>, ptr addrspace(5) %9, i32 0, i32 1
  store i32 8, ptr addrspace(5) %20, align 4
  %21 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1) }>, ptr addrspace(5) %9, i32 0, i32 2
  store ptr @__ex_enqueue_local_block_invoke, ptr addrspace(5) %21, align 8
  %22 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1) }>, ptr addrspace(5) %9, i32 0, i32 3
  %23 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  store ptr addrspace(1) %23, ptr addrspace(5) %22, align 8
  %24 = addrspacecast ptr addrspace(5) %9 to ptr
  %25 = getelementptr [1 x i64], ptr addrspace(5) %10, i32 0, i32 0
  store i64 256, ptr addrspace(5) %25, align 8
  %26 = call i32 @__enqueue_kernel_events_varargs(ptr addrspace(1) %17, i32 1, ptr addrspace(5) %8, i32 0, ptr null, ptr %18, ptr @__ex_enqueue_local_block_invoke_kernel, ptr %24, i32 1, ptr addrspace(5) %25)
  %27 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  call void @_Z13release_event12ocl_clkevent(ptr addrspace(1) %27) #12
  br label %28

28:                                               ; preds = %16, %2
  ret void
}

; Function Attrs: convergent nounwind
declare hidden void @_Z10ndrange_1Dmm(ptr addrspace(5) dead_on_unwind writable sret(%struct.ndrange_t) align 8, i64 noundef, i64 noundef) #3

; Function Attrs: convergent noinline nounwind optnone
define internal void @__ex_enqueue_local_block_invoke(ptr noundef %0, ptr addrspace(3) noundef %1) #8 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr addrspace(3), align 4, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr addrspace(3), align 4, addrspace(5)
  store ptr %0, ptr addrspace(5) %3, align 8
  store ptr addrspace(3) %1, ptr addrspace(5) %4, align 4
  store ptr %0, ptr addrspace(5) %5, align 8
  %7 = load ptr addrspace(3), ptr addrspace(5) %4, align 4
  store ptr addrspace(3) %7, ptr addrspace(5) %6, align 4
  %8 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1) }>, ptr %0, i32 0, i32 3
  %9 = load ptr addrspace(1), ptr %8, align 8
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %11 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4
  %13 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %14 = call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %15 = getelementptr inbounds i32, ptr addrspace(3) %13, i64 %14
  store i32 %12, ptr addrspace(3) %15, align 4
  call void @_Z7barrierj(i32 noundef 1) #12
  %16 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %17 = call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %18 = sub i64 63, %17
  %19 = getelementptr inbounds i32, ptr addrspace(3) %16, i64 %18
  %20 = load i32, ptr addrspace(3) %19, align 4
  %21 = getelementptr inbounds <{ i32, i32, ptr, ptr addrspace(1) }>, ptr %0, i32 0, i32 3
  %22 = load ptr addrspace(1), ptr %21, align 8
  %23 = call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %24 = getelementptr inbounds i32, ptr addrspace(1) %22, i64 %23
  store i32 %20, ptr addrspace(1) %24, align 4
  ret void
}

; Function Attrs: convergent nounwind
define internal amdgpu_kernel void @__ex_enqueue_local_block_invoke_kernel(<{ i32, i32, ptr, ptr addrspace(1) }> %0, ptr addrspace(3) %1) #9 !kernel_arg_addr_space !37 !kernel_arg_access_qual !9 !kernel_arg_type !38 !kernel_arg_base_type !38 !kernel_arg_type_qual !23 {
  %3 = alloca <{ i32, i32, ptr, ptr addrspace(1) }>, align 8, addrspace(5)
  store <{ i32, i32, ptr, ptr addrspace(1) }> %0, ptr addrspace(5) %3, align 8
  %4 = addrspacecast ptr addrspace(5) %3 to ptr
  call void @__ex_enqueue_local_block_invoke(ptr %4, ptr addrspace(3) %1)
  ret void
}

declare i32 @__enqueue_kernel_events_varargs(ptr addrspace(1), i32, ptr addrspace(5), i32, ptr, ptr, ptr, ptr, i32, ptr addrspace(5))

; Function Attrs: convergent nounwind
declare hidden void @_Z13release_event12ocl_clkevent(ptr addrspace(1)) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ex_pipe_producer(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) %1) #1 !kernel_arg_addr_space !33 !kernel_arg_access_qual !39 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !40 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8
  %6 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %7 = call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %8 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4
  store i32 %9, ptr addrspace(5) %5, align 4
  %10 = load i32, ptr addrspace(5) %5, align 4
  %11 = icmp sgt i32 %10, 0
  br i1 %11, label %12, label %16

12:                                               ; preds = %2
  %13 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %14 = addrspacecast ptr addrspace(5) %5 to ptr
  %15 = call i32 @__write_pipe_2(ptr addrspace(1) %13, ptr %14, i32 4, i32 4)
  br label %16

16:                                               ; preds = %12, %2
  ret void
}

declare i32 @__write_pipe_2(ptr addrspace(1), ptr, i32, i32)

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ex_pipe_consumer(ptr addrspace(1) %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !33 !kernel_arg_access_qual !41 !kernel_arg_type !42 !kernel_arg_base_type !42 !kernel_arg_type_qual !43 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8
  %6 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %7 = addrspacecast ptr addrspace(5) %5 to ptr
  %8 = call i32 @__read_pipe_2(ptr addrspace(1) %6, ptr %7, i32 4, i32 4)
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %15

10:                                               ; preds = %2
  %11 = load i32, ptr addrspace(5) %5, align 4
  %12 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %13 = call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %14 = getelementptr inbounds i32, ptr addrspace(1) %12, i64 %13
  store i32 %11, ptr addrspace(1) %14, align 4
  br label %19

15:                                               ; preds = %2
  %16 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %17 = call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %18 = getelementptr inbounds i32, ptr addrspace(1) %16, i64 %17
  store i32 -1, ptr addrspace(1) %18, align 4
  br label %19

19:                                               ; preds = %15, %10
  ret void
}

declare i32 @__read_pipe_2(ptr addrspace(1), ptr, i32, i32)

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ex_pipe_reserve(ptr addrspace(1) %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !33 !kernel_arg_access_qual !41 !kernel_arg_type !44 !kernel_arg_base_type !44 !kernel_arg_type_qual !43 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8
  %7 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %8 = call i64 @_Z14get_local_sizej(i32 noundef 0) #11
  %9 = trunc i64 %8 to i32
  %10 = call ptr addrspace(1) @__work_group_reserve_read_pipe(ptr addrspace(1) %7, i32 %9, i32 4, i32 4)
  store ptr addrspace(1) %10, ptr addrspace(5) %5, align 8
  %11 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %12 = call zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr addrspace(1) %11) #12
  br i1 %12, label %13, label %24

13:                                               ; preds = %2
  %14 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %15 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %16 = call i64 @_Z12get_local_idj(i32 noundef 0) #11
  %17 = addrspacecast ptr addrspace(5) %6 to ptr
  %18 = trunc i64 %16 to i32
  %19 = call i32 @__read_pipe_4(ptr addrspace(1) %14, ptr addrspace(1) %15, i32 %18, ptr %17, i32 4, i32 4)
  %20 = load float, ptr addrspace(5) %6, align 4
  %21 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %22 = call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %23 = getelementptr inbounds float, ptr addrspace(1) %21, i64 %22
  store float %20, ptr addrspace(1) %23, align 4
  br label %24

24:                                               ; preds = %13, %2
  %25 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %26 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  call void @__work_group_commit_read_pipe(ptr addrspace(1) %25, ptr addrspace(1) %26, i32 4, i32 4)
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) #2

declare ptr addrspace(1) @__work_group_reserve_read_pipe(ptr addrspace(1), i32, i32, i32)

; Function Attrs: convergent nounwind
declare hidden zeroext i1 @_Z19is_valid_reserve_id13ocl_reserveid(ptr addrspace(1)) #3

declare i32 @__read_pipe_4(ptr addrspace(1), ptr addrspace(1), i32, ptr, i32, i32)

declare void @__work_group_commit_read_pipe(ptr addrspace(1), ptr addrspace(1), i32, i32)

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ex_image_blur(ptr addrspace(4) %0, ptr addrspace(4) %1) #1 !kernel_arg_addr_space !33 !kernel_arg_access_qual !45 !kernel_arg_type !46 !kernel_arg_base_type !46 !kernel_arg_type_qual !23 {
  %3 = alloca ptr addrspace(4), align 8, addrspace(5)
  %4 = alloca ptr addrspace(4), align 8, addrspace(5)
  %5 = alloca <2 x i32>, align 8, addrspace(5)
  %6 = alloca <2 x i32>, align 8, addrspace(5)
  %7 = alloca <2 x i32>, align 8, addrspace(5)
  %8 = alloca <4 x float>, align 16, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca <2 x i32>, align 8, addrspace(5)
  store ptr addrspace(4) %0, ptr addrspace(5) %3, align 8
  store ptr addrspace(4) %1, ptr addrspace(5) %4, align 8
  %12 = call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %13 = trunc i64 %12 to i32
  %14 = insertelement <2 x i32> poison, i32 %13, i32 0
  %15 = call i64 @_Z13get_global_idj(i32 noundef 1) #11
  %16 = trunc i64 %15 to i32
  %17 = insertelement <2 x i32> %14, i32 %16, i32 1
  store <2 x i32> %17, ptr addrspace(5) %6, align 8
  %18 = load <2 x i32>, ptr addrspace(5) %6, align 8
  store <2 x i32> %18, ptr addrspace(5) %5, align 8
  %19 = load ptr addrspace(4), ptr addrspace(5) %3, align 8
  %20 = call <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(ptr addrspace(4) %19) #11
  store <2 x i32> %20, ptr addrspace(5) %7, align 8
  %21 = load <2 x i32>, ptr addrspace(5) %5, align 8
  %22 = extractelement <2 x i32> %21, i64 0
  %23 = load <2 x i32>, ptr addrspace(5) %7, align 8
  %24 = extractelement <2 x i32> %23, i64 0
  %25 = icmp sge i32 %22, %24
  br i1 %25, label %32, label %26

26:                                               ; preds = %2
  %27 = load <2 x i32>, ptr addrspace(5) %5, align 8
  %28 = extractelement <2 x i32> %27, i64 1
  %29 = load <2 x i32>, ptr addrspace(5) %7, align 8
  %30 = extractelement <2 x i32> %29, i64 1
  %31 = icmp sge i32 %28, %30
  br i1 %31, label %32, label %33

32:                                               ; preds = %26, %2
  br label %66

33:                                               ; preds = %26
  store <4 x float> zeroinitializer, ptr addrspace(5) %8, align 16
  store i32 -1, ptr addrspace(5) %9, align 4
  br label %34

34:                                               ; preds = %58, %33
  %35 = load i32, ptr addrspace(5) %9, align 4
  %36 = icmp sle i32 %35, 1
  br i1 %36, label %37, label %61

37:                                               ; preds = %34
  store i32 -1, ptr addrspace(5) %10, align 4
  br label %38

38:                                               ; preds = %54, %37
  %39 = load i32, ptr addrspace(5) %10, align 4
  %40 = icmp sle i32 %39, 1
  br i1 %40, label %41, label %57

41:                                               ; preds = %38
  %42 = load ptr addrspace(4), ptr addrspace(5) %3, align 8
  %43 = call ptr addrspace(4) @__translate_sampler_initializer(i32 18)
  %44 = load <2 x i32>, ptr addrspace(5) %5, align 8
  %45 = load i32, ptr addrspace(5) %10, align 4
  %46 = insertelement <2 x i32> poison, i32 %45, i32 0
  %47 = load i32, ptr addrspace(5) %9, align 4
  %48 = insertelement <2 x i32> %46, i32 %47, i32 1
  store <2 x i32> %48, ptr addrspace(5) %11, align 8
  %49 = load <2 x i32>, ptr addrspace(5) %11, align 8
  %50 = add <2 x i32> %44, %49
  %51 = call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(4) %42, ptr addrspace(4) %43, <2 x i32> noundef %50) #13
  %52 = load <4 x float>, ptr addrspace(5) %8, align 16
  %53 = fadd <4 x float> %52, %51
  store <4 x float> %53, ptr addrspace(5) %8, align 16
  br label %54

54:                                               ; preds = %41
  %55 = load i32, ptr addrspace(5) %10, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr addrspace(5) %10, align 4
  br label %38

57:                                               ; preds = %38
  br label %58

58:                                               ; preds = %57
  %59 = load i32, ptr addrspace(5) %9, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr addrspace(5) %9, align 4
  br label %34

61:                                               ; preds = %34
  %62 = load ptr addrspace(4), ptr addrspace(5) %4, align 8
  %63 = load <2 x i32>, ptr addrspace(5) %5, align 8
  %64 = load <4 x float>, ptr addrspace(5) %8, align 16
  %65 = fdiv <4 x float> %64, <float 9.000000e+00, float 9.000000e+00, float 9.000000e+00, float 9.000000e+00>, !fpmath !47
  call void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr addrspace(4) %62, <2 x i32> noundef %63, <4 x float> noundef %65) #12
  br label %66

66:                                               ; preds = %61, %32
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden <2 x i32> @_Z13get_image_dim14ocl_image2d_ro(ptr addrspace(4)) #2

; Function Attrs: convergent nounwind willreturn memory(read)
declare hidden <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i(ptr addrspace(4), ptr addrspace(4), <2 x i32> noundef) #5

declare ptr addrspace(4) @__translate_sampler_initializer(i32)

; Function Attrs: convergent nounwind
declare hidden void @_Z12write_imagef14ocl_image2d_woDv2_iDv4_f(ptr addrspace(4), <2 x i32> noundef, <4 x float> noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ex_image_sampler_arg(ptr addrspace(4) %0, ptr addrspace(4) %1, ptr addrspace(1) noundef align 16 %2, i32 noundef %3) #1 !kernel_arg_addr_space !48 !kernel_arg_access_qual !49 !kernel_arg_type !50 !kernel_arg_base_type !51 !kernel_arg_type_qual !52 {
  %5 = alloca ptr addrspace(4), align 8, addrspace(5)
  %6 = alloca ptr addrspace(4), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca <2 x float>, align 8, addrspace(5)
  %10 = alloca <2 x float>, align 8, addrspace(5)
  store ptr addrspace(4) %0, ptr addrspace(5) %5, align 8
  store ptr addrspace(4) %1, ptr addrspace(5) %6, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %7, align 8
  store i32 %3, ptr addrspace(5) %8, align 4
  %11 = call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %12 = uitofp i64 %11 to float
  %13 = fadd float %12, 5.000000e-01
  %14 = insertelement <2 x float> poison, float %13, i32 0
  %15 = call i64 @_Z13get_global_idj(i32 noundef 1) #11
  %16 = uitofp i64 %15 to float
  %17 = fadd float %16, 5.000000e-01
  %18 = insertelement <2 x float> %14, float %17, i32 1
  store <2 x float> %18, ptr addrspace(5) %10, align 8
  %19 = load <2 x float>, ptr addrspace(5) %10, align 8
  store <2 x float> %19, ptr addrspace(5) %9, align 8
  %20 = load ptr addrspace(4), ptr addrspace(5) %5, align 8
  %21 = load ptr addrspace(4), ptr addrspace(5) %6, align 8
  %22 = load <2 x float>, ptr addrspace(5) %9, align 8
  %23 = call <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(4) %20, ptr addrspace(4) %21, <2 x float> noundef %22) #13
  %24 = load ptr addrspace(4), ptr addrspace(5) %5, align 8
  %25 = call i32 @_Z15get_image_width14ocl_image2d_ro(ptr addrspace(4) %24) #11
  %26 = sitofp i32 %25 to float
  %27 = insertelement <4 x float> poison, float %26, i64 0
  %28 = shufflevector <4 x float> %27, <4 x float> poison, <4 x i32> zeroinitializer
  %29 = fmul <4 x float> %23, %28
  %30 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %31 = call i64 @_Z13get_global_idj(i32 noundef 1) #11
  %32 = load i32, ptr addrspace(5) %8, align 4
  %33 = sext i32 %32 to i64
  %34 = mul i64 %31, %33
  %35 = call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %36 = add i64 %34, %35
  %37 = getelementptr inbounds <4 x float>, ptr addrspace(1) %30, i64 %36
  store <4 x float> %29, ptr addrspace(1) %37, align 16
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(read)
declare hidden <4 x float> @_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f(ptr addrspace(4), ptr addrspace(4), <2 x float> noundef) #5

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i32 @_Z15get_image_width14ocl_image2d_ro(ptr addrspace(4)) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @ex_image_rw(ptr addrspace(4) %0, ptr addrspace(1) noundef align 16 %1) #1 !kernel_arg_addr_space !33 !kernel_arg_access_qual !53 !kernel_arg_type !54 !kernel_arg_base_type !55 !kernel_arg_type_qual !56 {
  %3 = alloca ptr addrspace(4), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca <4 x i32>, align 16, addrspace(5)
  store ptr addrspace(4) %0, ptr addrspace(5) %3, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8
  %7 = call i64 @_Z13get_global_idj(i32 noundef 0) #11
  %8 = trunc i64 %7 to i32
  store i32 %8, ptr addrspace(5) %5, align 4
  %9 = load ptr addrspace(4), ptr addrspace(5) %3, align 8
  %10 = load i32, ptr addrspace(5) %5, align 4
  %11 = call <4 x i32> @_Z12read_imageui14ocl_image1d_rwi(ptr addrspace(4) %9, i32 noundef %10) #13
  store <4 x i32> %11, ptr addrspace(5) %6, align 16
  %12 = load ptr addrspace(4), ptr addrspace(5) %3, align 8
  %13 = load i32, ptr addrspace(5) %5, align 4
  %14 = load <4 x i32>, ptr addrspace(5) %6, align 16
  %15 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %16 = load i32, ptr addrspace(5) %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %15, i64 %17
  %19 = load <4 x i32>, ptr addrspace(1) %18, align 16
  %20 = add <4 x i32> %14, %19
  call void @_Z13write_imageui14ocl_image1d_rwiDv4_j(ptr addrspace(4) %12, i32 noundef %13, <4 x i32> noundef %20) #12
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(read)
declare hidden <4 x i32> @_Z12read_imageui14ocl_image1d_rwi(ptr addrspace(4), i32 noundef) #5

; Function Attrs: convergent nounwind
declare hidden void @_Z13write_imageui14ocl_image1d_rwiDv4_j(ptr addrspace(4), i32 noundef, <4 x i32> noundef) #3

; Function Attrs: nounwind
declare ptr addrspace(1) @__printf_alloc(i32) #10

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #1 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #4 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="64,64" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #5 = { convergent nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { convergent noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #9 = { convergent nounwind "enqueued-block" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #10 = { nounwind }
attributes #11 = { convergent nounwind willreturn memory(none) }
attributes #12 = { convergent nounwind }
attributes #13 = { convergent nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}
!llvm.printf.fmts = !{!6, !7}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 2, i32 0}
!5 = !{!"clang-19"}
!6 = !{!"1:2:4:4:n = %d, dims = %u\\n"}
!7 = !{!"2:3:4:4:4:negative value %d at %d (%f)\\n"}
!8 = !{i32 1, i32 0}
!9 = !{!"none", !"none"}
!10 = !{!"int*", !"int"}
!11 = !{!"const", !""}
!12 = !{i32 1}
!13 = !{!"none"}
!14 = !{!"ulong*"}
!15 = !{!""}
!16 = !{!"float*"}
!17 = !{<4 x float> undef, i32 0}
!18 = !{i32 64, i32 1, i32 1}
!19 = !{!"int*"}
!20 = !{i32 128, i32 1, i32 1}
!21 = !{i32 1, i32 3}
!22 = !{!"float*", !"float*"}
!23 = !{!"", !""}
!24 = !{i32 1, i32 1, i32 1}
!25 = !{!"none", !"none", !"none"}
!26 = !{!"atomic_int*", !"atomic_flag*", !"int*"}
!27 = !{!"_Atomic(int)*", !"_Atomic(int)*", !"int*"}
!28 = !{!"volatile", !"volatile", !""}
!29 = !{i32 1, i32 1, i32 0}
!30 = !{!"double*", !"double*", !"int"}
!31 = !{!"const", !"", !""}
!32 = !{!"half*", !"half*", !"int"}
!33 = !{i32 1, i32 1}
!34 = !{!"half*", !"float*"}
!35 = !{i32 0}
!36 = !{!"__block_literal"}
!37 = !{i32 0, i32 3}
!38 = !{!"__block_literal", !"void*"}
!39 = !{!"none", !"write_only"}
!40 = !{!"const", !"pipe"}
!41 = !{!"read_only", !"none"}
!42 = !{!"int", !"int*"}
!43 = !{!"pipe", !""}
!44 = !{!"float", !"float*"}
!45 = !{!"read_only", !"write_only"}
!46 = !{!"image2d_t", !"image2d_t"}
!47 = !{float 2.500000e+00}
!48 = !{i32 1, i32 0, i32 1, i32 0}
!49 = !{!"read_only", !"none", !"none", !"none"}
!50 = !{!"image2d_t", !"sampler_t", !"float4*", !"int"}
!51 = !{!"image2d_t", !"sampler_t", !"float __attribute__((ext_vector_type(4)))*", !"int"}
!52 = !{!"", !"", !"", !""}
!53 = !{!"read_write", !"none"}
!54 = !{!"image1d_t", !"uint4*"}
!55 = !{!"image1d_t", !"uint __attribute__((ext_vector_type(4)))*"}
!56 = !{!"", !"const"}
