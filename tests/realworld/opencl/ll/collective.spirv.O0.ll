source_filename = "src/collective.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

%union.anon = type { i32 }

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
define spir_kernel void @co_sg_reduce(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(3), align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca float, align 4
  %13 = alloca i32, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store ptr addrspace(3) %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  %16 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %5) ]
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %10, align 4
  %18 = load i32, ptr %10, align 4
  %19 = load i32, ptr %9, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %27

21:                                               ; preds = %4
  %22 = load ptr addrspace(1), ptr %6, align 8
  %23 = load i32, ptr %10, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr addrspace(1) %22, i64 %24
  %26 = load float, ptr addrspace(1) %25, align 4
  br label %28

27:                                               ; preds = %4
  br label %28

28:                                               ; preds = %27, %21
  %29 = phi float [ %26, %21 ], [ 0.000000e+00, %27 ]
  store float %29, ptr %11, align 4
  %30 = load float, ptr %11, align 4
  %31 = call spir_func float @_Z20sub_group_reduce_addf(float noundef %30) #7 [ "convergencectrl"(token %5) ]
  store float %31, ptr %12, align 4
  %32 = call spir_func i32 @_Z22get_sub_group_local_idv() #7 [ "convergencectrl"(token %5) ]
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %40

34:                                               ; preds = %28
  %35 = load float, ptr %12, align 4
  %36 = load ptr addrspace(3), ptr %8, align 8
  %37 = call spir_func i32 @_Z16get_sub_group_idv() #7 [ "convergencectrl"(token %5) ]
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr addrspace(3) %36, i64 %38
  store float %35, ptr addrspace(3) %39, align 4
  br label %40

40:                                               ; preds = %34, %28
  call spir_func void @_Z7barrierj(i32 noundef 1) #7 [ "convergencectrl"(token %5) ]
  %41 = call spir_func i32 @_Z16get_sub_group_idv() #7 [ "convergencectrl"(token %5) ]
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %43, label %67

43:                                               ; preds = %40
  %44 = call spir_func i32 @_Z22get_sub_group_local_idv() #7 [ "convergencectrl"(token %5) ]
  store i32 %44, ptr %13, align 4
  %45 = load i32, ptr %13, align 4
  %46 = call spir_func i32 @_Z18get_num_sub_groupsv() #7 [ "convergencectrl"(token %5) ]
  %47 = icmp ult i32 %45, %46
  br i1 %47, label %48, label %54

48:                                               ; preds = %43
  %49 = load ptr addrspace(3), ptr %8, align 8
  %50 = load i32, ptr %13, align 4
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr addrspace(3) %49, i64 %51
  %53 = load float, ptr addrspace(3) %52, align 4
  br label %55

54:                                               ; preds = %43
  br label %55

55:                                               ; preds = %54, %48
  %56 = phi float [ %53, %48 ], [ 0.000000e+00, %54 ]
  store float %56, ptr %14, align 4
  %57 = load float, ptr %14, align 4
  %58 = call spir_func float @_Z20sub_group_reduce_addf(float noundef %57) #7 [ "convergencectrl"(token %5) ]
  store float %58, ptr %15, align 4
  %59 = load i32, ptr %13, align 4
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %61, label %66

61:                                               ; preds = %55
  %62 = load float, ptr %15, align 4
  %63 = load ptr addrspace(1), ptr %7, align 8
  %64 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6 [ "convergencectrl"(token %5) ]
  %65 = getelementptr inbounds float, ptr addrspace(1) %63, i64 %64
  store float %62, ptr addrspace(1) %65, align 4
  br label %66

66:                                               ; preds = %61, %55
  br label %67

67:                                               ; preds = %66, %40
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare spir_func float @_Z20sub_group_reduce_addf(float noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z22get_sub_group_local_idv() #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z16get_sub_group_idv() #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z18get_num_sub_groupsv() #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @co_sg_compact(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !5 !kernel_arg_type !9 !kernel_arg_base_type !9 !kernel_arg_type_qual !7 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store ptr addrspace(1) %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  %16 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %5) ]
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %10, align 4
  %18 = load i32, ptr %10, align 4
  %19 = load i32, ptr %9, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %27

21:                                               ; preds = %4
  %22 = load ptr addrspace(1), ptr %6, align 8
  %23 = load i32, ptr %10, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(1) %22, i64 %24
  %26 = load i32, ptr addrspace(1) %25, align 4
  br label %28

27:                                               ; preds = %4
  br label %28

28:                                               ; preds = %27, %21
  %29 = phi i32 [ %26, %21 ], [ 0, %27 ]
  store i32 %29, ptr %11, align 4
  %30 = load i32, ptr %11, align 4
  %31 = icmp sgt i32 %30, 0
  %32 = zext i1 %31 to i64
  %33 = select i1 %31, i32 1, i32 0
  store i32 %33, ptr %12, align 4
  %34 = load i32, ptr %12, align 4
  %35 = call spir_func i32 @_Z28sub_group_scan_exclusive_addj(i32 noundef %34) #7 [ "convergencectrl"(token %5) ]
  store i32 %35, ptr %13, align 4
  %36 = load i32, ptr %12, align 4
  %37 = call spir_func i32 @_Z20sub_group_reduce_addj(i32 noundef %36) #7 [ "convergencectrl"(token %5) ]
  store i32 %37, ptr %14, align 4
  store i32 0, ptr %15, align 4
  %38 = call spir_func i32 @_Z22get_sub_group_local_idv() #7 [ "convergencectrl"(token %5) ]
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %47

40:                                               ; preds = %28
  %41 = load i32, ptr %14, align 4
  %42 = icmp ne i32 %41, 0
  br i1 %42, label %43, label %47

43:                                               ; preds = %40
  %44 = load ptr addrspace(1), ptr %8, align 8
  %45 = load i32, ptr %14, align 4
  %46 = call spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %44, i32 noundef %45) #7 [ "convergencectrl"(token %5) ]
  store i32 %46, ptr %15, align 4
  br label %47

47:                                               ; preds = %43, %40, %28
  %48 = load i32, ptr %15, align 4
  %49 = call spir_func i32 @_Z19sub_group_broadcastjj(i32 noundef %48, i32 noundef 0) #7 [ "convergencectrl"(token %5) ]
  store i32 %49, ptr %15, align 4
  %50 = load i32, ptr %12, align 4
  %51 = icmp ne i32 %50, 0
  br i1 %51, label %52, label %60

52:                                               ; preds = %47
  %53 = load i32, ptr %11, align 4
  %54 = load ptr addrspace(1), ptr %7, align 8
  %55 = load i32, ptr %15, align 4
  %56 = load i32, ptr %13, align 4
  %57 = add i32 %55, %56
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr addrspace(1) %54, i64 %58
  store i32 %53, ptr addrspace(1) %59, align 4
  br label %60

60:                                               ; preds = %52, %47
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z28sub_group_scan_exclusive_addj(i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20sub_group_reduce_addj(i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z19sub_group_broadcastjj(i32 noundef, i32 noundef) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @co_sg_vote_loop(ptr addrspace(1) noundef align 4 %0, float noundef %1, i32 noundef %2) #2 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca float, align 4
  %10 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store float %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr %8, align 4
  %13 = load ptr addrspace(1), ptr %5, align 8
  %14 = load i32, ptr %8, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr addrspace(1) %13, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4
  store float %17, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %18

18:                                               ; preds = %33, %3
  %19 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %20 = load float, ptr %9, align 4
  %21 = call spir_func float @_Z4fabsf(float noundef %20) #6 [ "convergencectrl"(token %19) ]
  %22 = load float, ptr %6, align 4
  %23 = fcmp ogt float %21, %22
  %24 = zext i1 %23 to i32
  %25 = call spir_func i32 @_Z13sub_group_anyi(i32 noundef %24) #7 [ "convergencectrl"(token %19) ]
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %31

27:                                               ; preds = %18
  %28 = load i32, ptr %10, align 4
  %29 = load i32, ptr %7, align 4
  %30 = icmp slt i32 %28, %29
  br label %31

31:                                               ; preds = %27, %18
  %32 = phi i1 [ false, %18 ], [ %30, %27 ]
  br i1 %32, label %33, label %38

33:                                               ; preds = %31
  %34 = load float, ptr %9, align 4
  %35 = fmul float 5.000000e-01, %34
  store float %35, ptr %9, align 4
  %36 = load i32, ptr %10, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %10, align 4
  br label %18

38:                                               ; preds = %31
  %39 = load float, ptr %9, align 4
  %40 = call spir_func i32 @_Z22get_sub_group_local_idv() #7 [ "convergencectrl"(token %4) ]
  %41 = uitofp i32 %40 to float
  %42 = call float @llvm.fmuladd.f32(float %41, float 0.000000e+00, float %39)
  %43 = load ptr addrspace(1), ptr %5, align 8
  %44 = load i32, ptr %8, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(1) %43, i64 %45
  store float %42, ptr addrspace(1) %46, align 4
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z13sub_group_anyi(i32 noundef) #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z4fabsf(float noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @co_sg_scan_max(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %3 = call token @llvm.experimental.convergence.entry()
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  %8 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %3) ]
  %9 = trunc i64 %8 to i32
  store i32 %9, ptr %6, align 4
  %10 = load ptr addrspace(1), ptr %4, align 8
  %11 = load i32, ptr %6, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4
  %15 = call spir_func i32 @_Z28sub_group_scan_inclusive_maxi(i32 noundef %14) #7 [ "convergencectrl"(token %3) ]
  store i32 %15, ptr %7, align 4
  %16 = load i32, ptr %7, align 4
  %17 = call spir_func i32 @_Z22get_max_sub_group_sizev() #7 [ "convergencectrl"(token %3) ]
  %18 = mul nsw i32 %16, %17
  %19 = call spir_func i32 @_Z18get_sub_group_sizev() #7 [ "convergencectrl"(token %3) ]
  %20 = add nsw i32 %18, %19
  %21 = load ptr addrspace(1), ptr %5, align 8
  %22 = load i32, ptr %6, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 %23
  store i32 %20, ptr addrspace(1) %24, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z28sub_group_scan_inclusive_maxi(i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z22get_max_sub_group_sizev() #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z18get_sub_group_sizev() #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @co_wg_scan(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #2 !kernel_arg_addr_space !18 !kernel_arg_access_qual !11 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !20 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store ptr addrspace(1) %2, ptr %7, align 8
  %12 = load ptr addrspace(1), ptr %5, align 8
  %13 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %14 = getelementptr inbounds i32, ptr addrspace(1) %12, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4
  store i32 %15, ptr %8, align 4
  %16 = load i32, ptr %8, align 4
  %17 = call spir_func i32 @_Z29work_group_scan_exclusive_addi(i32 noundef %16) #7 [ "convergencectrl"(token %4) ]
  store i32 %17, ptr %9, align 4
  %18 = load i32, ptr %8, align 4
  %19 = call spir_func i32 @_Z21work_group_reduce_addi(i32 noundef %18) #7 [ "convergencectrl"(token %4) ]
  store i32 %19, ptr %10, align 4
  %20 = load i32, ptr %8, align 4
  %21 = call spir_func i32 @_Z21work_group_reduce_maxi(i32 noundef %20) #7 [ "convergencectrl"(token %4) ]
  store i32 %21, ptr %11, align 4
  %22 = load i32, ptr %9, align 4
  %23 = load ptr addrspace(1), ptr %6, align 8
  %24 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %25 = getelementptr inbounds i32, ptr addrspace(1) %23, i64 %24
  store i32 %22, ptr addrspace(1) %25, align 4
  %26 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %27 = icmp eq i64 %26, 0
  br i1 %27, label %28, label %40

28:                                               ; preds = %3
  %29 = load i32, ptr %10, align 4
  %30 = load ptr addrspace(1), ptr %7, align 8
  %31 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %32 = mul i64 2, %31
  %33 = getelementptr inbounds i32, ptr addrspace(1) %30, i64 %32
  store i32 %29, ptr addrspace(1) %33, align 4
  %34 = load i32, ptr %11, align 4
  %35 = load ptr addrspace(1), ptr %7, align 8
  %36 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %37 = mul i64 2, %36
  %38 = add i64 %37, 1
  %39 = getelementptr inbounds i32, ptr addrspace(1) %35, i64 %38
  store i32 %34, ptr addrspace(1) %39, align 4
  br label %40

40:                                               ; preds = %28, %3
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z29work_group_scan_exclusive_addi(i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z21work_group_reduce_addi(i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z21work_group_reduce_maxi(i32 noundef) #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @co_wg_broadcast_loop(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) #2 !kernel_arg_addr_space !21 !kernel_arg_access_qual !15 !kernel_arg_type !22 !kernel_arg_base_type !22 !kernel_arg_type_qual !23 {
  %3 = call token @llvm.experimental.convergence.entry()
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %9 = load ptr addrspace(1), ptr %4, align 8
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %3) ]
  %11 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4
  store float %12, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %13

13:                                               ; preds = %37, %2
  %14 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %3) ]
  %15 = load i32, ptr %7, align 4
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %40

18:                                               ; preds = %13
  %19 = load float, ptr %6, align 4
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #6 [ "convergencectrl"(token %14) ]
  %23 = urem i64 %21, %22
  %24 = call spir_func float @_Z20work_group_broadcastfm(float noundef %19, i64 noundef %23) #7 [ "convergencectrl"(token %14) ]
  store float %24, ptr %8, align 4
  %25 = load float, ptr %6, align 4
  %26 = load float, ptr %8, align 4
  %27 = fcmp olt float %25, %26
  %28 = zext i1 %27 to i32
  %29 = call spir_func i32 @_Z14work_group_alli(i32 noundef %28) #7 [ "convergencectrl"(token %14) ]
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %31, label %32

31:                                               ; preds = %18
  br label %40

32:                                               ; preds = %18
  %33 = load float, ptr %6, align 4
  %34 = load float, ptr %8, align 4
  %35 = fneg float %34
  %36 = call float @llvm.fmuladd.f32(float %35, float 5.000000e-01, float %33)
  store float %36, ptr %6, align 4
  br label %37

37:                                               ; preds = %32
  %38 = load i32, ptr %7, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %7, align 4
  br label %13

40:                                               ; preds = %31, %13
  %41 = load float, ptr %6, align 4
  %42 = load ptr addrspace(1), ptr %4, align 8
  %43 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %3) ]
  %44 = getelementptr inbounds float, ptr addrspace(1) %42, i64 %43
  store float %41, ptr addrspace(1) %44, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func float @_Z20work_group_broadcastfm(float noundef, i64 noundef) #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z14work_group_alli(i32 noundef) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @co_atomic_float_sum(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #2 !kernel_arg_addr_space !24 !kernel_arg_access_qual !11 !kernel_arg_type !25 !kernel_arg_base_type !25 !kernel_arg_type_qual !26 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %9 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %10 = trunc i64 %9 to i32
  store i32 %10, ptr %8, align 4
  %11 = load i32, ptr %8, align 4
  %12 = load i32, ptr %7, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %21

14:                                               ; preds = %3
  %15 = load ptr addrspace(1), ptr %6, align 8
  %16 = load ptr addrspace(1), ptr %5, align 8
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds float, ptr addrspace(1) %16, i64 %18
  %20 = load float, ptr addrspace(1) %19, align 4
  call spir_func void @atomic_add_float(ptr addrspace(1) noundef %15, float noundef %20) #7 [ "convergencectrl"(token %4) ]
  br label %21

21:                                               ; preds = %14, %3
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal spir_func void @atomic_add_float(ptr addrspace(1) noundef %0, float noundef %1) #0 {
  %3 = call token @llvm.experimental.convergence.entry()
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca float, align 4
  %6 = alloca %union.anon, align 4
  %7 = alloca %union.anon, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store float %1, ptr %5, align 4
  br label %8

8:                                                ; preds = %15, %2
  %9 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %3) ]
  %10 = load ptr addrspace(1), ptr %4, align 8
  %11 = load volatile float, ptr addrspace(1) %10, align 4
  store float %11, ptr %6, align 4
  %12 = load float, ptr %6, align 4
  %13 = load float, ptr %5, align 4
  %14 = fadd float %12, %13
  store float %14, ptr %7, align 4
  br label %15

15:                                               ; preds = %8
  %16 = load ptr addrspace(1), ptr %4, align 8
  %17 = load i32, ptr %6, align 4
  %18 = load i32, ptr %7, align 4
  %19 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Vjjj(ptr addrspace(1) noundef %16, i32 noundef %17, i32 noundef %18) #7 [ "convergencectrl"(token %9) ]
  %20 = load i32, ptr %6, align 4
  %21 = icmp ne i32 %19, %20
  br i1 %21, label %8, label %22

22:                                               ; preds = %15
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @co_atomic_argmax(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !5 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store ptr addrspace(1) %2, ptr %8, align 8
  store i32 %3, ptr %9, align 4
  %15 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %5) ]
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr %10, align 4
  %17 = load i32, ptr %10, align 4
  %18 = load i32, ptr %9, align 4
  %19 = icmp sge i32 %17, %18
  br i1 %19, label %20, label %21

20:                                               ; preds = %4
  br label %63

21:                                               ; preds = %4
  %22 = load ptr addrspace(1), ptr %6, align 8
  %23 = load i32, ptr %10, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(1) %22, i64 %24
  %26 = load i32, ptr addrspace(1) %25, align 4
  store i32 %26, ptr %11, align 4
  %27 = load ptr addrspace(1), ptr %7, align 8
  %28 = load i32, ptr %11, align 4
  %29 = call spir_func i32 @_Z10atomic_maxPU3AS1Vii(ptr addrspace(1) noundef %27, i32 noundef %28) #7 [ "convergencectrl"(token %5) ]
  store i32 %29, ptr %12, align 4
  %30 = load i32, ptr %12, align 4
  %31 = load i32, ptr %11, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %63

33:                                               ; preds = %21
  %34 = load ptr addrspace(1), ptr %8, align 8
  %35 = load volatile i32, ptr addrspace(1) %34, align 4
  store i32 %35, ptr %13, align 4
  br label %36

36:                                               ; preds = %60, %33
  %37 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  br label %38

38:                                               ; preds = %36
  %39 = load ptr addrspace(1), ptr %6, align 8
  %40 = load i32, ptr %13, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(1) %39, i64 %41
  %43 = load i32, ptr addrspace(1) %42, align 4
  %44 = load i32, ptr %11, align 4
  %45 = icmp sgt i32 %43, %44
  br i1 %45, label %46, label %51

46:                                               ; preds = %38
  %47 = load i32, ptr %13, align 4
  %48 = load i32, ptr %10, align 4
  %49 = icmp ne i32 %47, %48
  br i1 %49, label %50, label %51

50:                                               ; preds = %46
  br label %62

51:                                               ; preds = %46, %38
  %52 = load ptr addrspace(1), ptr %8, align 8
  %53 = load i32, ptr %13, align 4
  %54 = load i32, ptr %10, align 4
  %55 = call spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %52, i32 noundef %53, i32 noundef %54) #7 [ "convergencectrl"(token %37) ]
  store i32 %55, ptr %14, align 4
  %56 = load i32, ptr %14, align 4
  %57 = load i32, ptr %13, align 4
  %58 = icmp eq i32 %56, %57
  br i1 %58, label %59, label %60

59:                                               ; preds = %51
  br label %62

60:                                               ; preds = %51
  %61 = load i32, ptr %14, align 4
  store i32 %61, ptr %13, align 4
  br label %36

62:                                               ; preds = %59, %50
  br label %63

63:                                               ; preds = %20, %62, %21
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_maxPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef, i32 noundef, i32 noundef) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @co_atomic_mix(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #2 !kernel_arg_addr_space !18 !kernel_arg_access_qual !11 !kernel_arg_type !29 !kernel_arg_base_type !30 !kernel_arg_type_qual !31 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store ptr addrspace(1) %2, ptr %7, align 8
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %4) ]
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr %8, align 4
  %14 = load ptr addrspace(1), ptr %5, align 8
  %15 = getelementptr inbounds i32, ptr addrspace(1) %14, i64 0
  %16 = call spir_func i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef %15) #7 [ "convergencectrl"(token %4) ]
  store i32 %16, ptr %9, align 4
  %17 = load ptr addrspace(1), ptr %5, align 8
  %18 = getelementptr inbounds i32, ptr addrspace(1) %17, i64 1
  %19 = load i32, ptr %8, align 4
  %20 = call spir_func i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %18, i32 noundef %19) #7 [ "convergencectrl"(token %4) ]
  %21 = load ptr addrspace(1), ptr %5, align 8
  %22 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 2
  %23 = call spir_func i32 @_Z10atomic_subPU3AS1Vjj(ptr addrspace(1) noundef %22, i32 noundef 1) #7 [ "convergencectrl"(token %4) ]
  %24 = load ptr addrspace(1), ptr %5, align 8
  %25 = getelementptr inbounds i32, ptr addrspace(1) %24, i64 3
  %26 = load i32, ptr %8, align 4
  %27 = and i32 %26, 31
  %28 = and i32 %27, 31
  %29 = shl i32 1, %28
  %30 = call spir_func i32 @_Z9atomic_orPU3AS1Vjj(ptr addrspace(1) noundef %25, i32 noundef %29) #7 [ "convergencectrl"(token %4) ]
  %31 = load ptr addrspace(1), ptr %5, align 8
  %32 = getelementptr inbounds i32, ptr addrspace(1) %31, i64 4
  %33 = load i32, ptr %8, align 4
  %34 = call spir_func i32 @_Z11atomic_xchgPU3AS1Vjj(ptr addrspace(1) noundef %32, i32 noundef %33) #7 [ "convergencectrl"(token %4) ]
  %35 = load ptr addrspace(1), ptr %5, align 8
  %36 = getelementptr inbounds i32, ptr addrspace(1) %35, i64 5
  %37 = load i32, ptr %8, align 4
  %38 = call spir_func i32 @_Z10atomic_minPU3AS1Vjj(ptr addrspace(1) noundef %36, i32 noundef %37) #7 [ "convergencectrl"(token %4) ]
  store i32 %38, ptr %10, align 4
  %39 = load ptr addrspace(1), ptr %6, align 8
  %40 = addrspacecast ptr addrspace(1) %39 to ptr addrspace(4)
  %41 = call spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef %40, i32 noundef 1, i32 noundef 0, i32 noundef 1) #7 [ "convergencectrl"(token %4) ]
  store i32 %41, ptr %11, align 4
  call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef 2, i32 noundef 5, i32 noundef 2) #7 [ "convergencectrl"(token %4) ]
  %42 = load i32, ptr %11, align 4
  %43 = load i32, ptr %10, align 4
  %44 = add nsw i32 %42, %43
  %45 = load ptr addrspace(1), ptr %7, align 8
  %46 = load i32, ptr %9, align 4
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr addrspace(1) %45, i64 %47
  store i32 %44, ptr addrspace(1) %48, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_subPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z9atomic_orPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z11atomic_xchgPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_minPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z25atomic_fetch_add_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(ptr addrspace(4) noundef, i32 noundef, i32 noundef, i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef, i32 noundef, i32 noundef) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @co_local_queue(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, ptr addrspace(3) noundef align 4 %3) #2 !kernel_arg_addr_space !32 !kernel_arg_access_qual !5 !kernel_arg_type !33 !kernel_arg_base_type !33 !kernel_arg_type_qual !7 {
  %5 = call token @llvm.experimental.convergence.entry()
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(1), align 8
  %8 = alloca ptr addrspace(3), align 8
  %9 = alloca ptr addrspace(3), align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %6, align 8
  store ptr addrspace(1) %1, ptr %7, align 8
  store ptr addrspace(3) %2, ptr %8, align 8
  store ptr addrspace(3) %3, ptr %9, align 8
  %15 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #6 [ "convergencectrl"(token %5) ]
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr %10, align 4
  %17 = load i32, ptr %10, align 4
  %18 = icmp eq i32 %17, 0
  br i1 %18, label %19, label %21

19:                                               ; preds = %4
  %20 = load ptr addrspace(3), ptr %9, align 8
  store i32 0, ptr addrspace(3) %20, align 4
  br label %21

21:                                               ; preds = %19, %4
  call spir_func void @_Z7barrierj(i32 noundef 1) #7 [ "convergencectrl"(token %5) ]
  %22 = load ptr addrspace(1), ptr %6, align 8
  %23 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #6 [ "convergencectrl"(token %5) ]
  %24 = getelementptr inbounds i32, ptr addrspace(1) %22, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4
  store i32 %25, ptr %11, align 4
  %26 = load i32, ptr %11, align 4
  %27 = and i32 %26, 1
  %28 = icmp ne i32 %27, 0
  br i1 %28, label %29, label %37

29:                                               ; preds = %21
  %30 = load ptr addrspace(3), ptr %9, align 8
  %31 = call spir_func i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef %30) #7 [ "convergencectrl"(token %5) ]
  store i32 %31, ptr %12, align 4
  %32 = load i32, ptr %11, align 4
  %33 = load ptr addrspace(3), ptr %8, align 8
  %34 = load i32, ptr %12, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr addrspace(3) %33, i64 %35
  store i32 %32, ptr addrspace(3) %36, align 4
  br label %37

37:                                               ; preds = %29, %21
  call spir_func void @_Z9mem_fencej(i32 noundef 1) #7 [ "convergencectrl"(token %5) ]
  call spir_func void @_Z7barrierj(i32 noundef 1) #7 [ "convergencectrl"(token %5) ]
  %38 = load ptr addrspace(3), ptr %9, align 8
  %39 = load i32, ptr addrspace(3) %38, align 4
  store i32 %39, ptr %13, align 4
  %40 = load i32, ptr %10, align 4
  store i32 %40, ptr %14, align 4
  br label %41

41:                                               ; preds = %61, %37
  %42 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %5) ]
  %43 = load i32, ptr %14, align 4
  %44 = load i32, ptr %13, align 4
  %45 = icmp slt i32 %43, %44
  br i1 %45, label %46, label %67

46:                                               ; preds = %41
  %47 = load ptr addrspace(3), ptr %8, align 8
  %48 = load i32, ptr %14, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr addrspace(3) %47, i64 %49
  %51 = load i32, ptr addrspace(3) %50, align 4
  %52 = mul nsw i32 %51, 3
  %53 = load ptr addrspace(1), ptr %7, align 8
  %54 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #6 [ "convergencectrl"(token %42) ]
  %55 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #6 [ "convergencectrl"(token %42) ]
  %56 = mul i64 %54, %55
  %57 = load i32, ptr %14, align 4
  %58 = sext i32 %57 to i64
  %59 = add i64 %56, %58
  %60 = getelementptr inbounds i32, ptr addrspace(1) %53, i64 %59
  store i32 %52, ptr addrspace(1) %60, align 4
  br label %61

61:                                               ; preds = %46
  %62 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #6 [ "convergencectrl"(token %42) ]
  %63 = load i32, ptr %14, align 4
  %64 = sext i32 %63 to i64
  %65 = add i64 %64, %62
  %66 = trunc i64 %65 to i32
  store i32 %66, ptr %14, align 4
  br label %41

67:                                               ; preds = %41
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef) #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z9mem_fencej(i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z14atomic_cmpxchgPU3AS1Vjjj(ptr addrspace(1) noundef, i32 noundef, i32 noundef) #4

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!8 = !{i32 1, i32 1, i32 1, i32 0}
!9 = !{!"int*", !"int*", !"uint*", !"int"}
!10 = !{i32 1, i32 0, i32 0}
!11 = !{!"none", !"none", !"none"}
!12 = !{!"float*", !"float", !"int"}
!13 = !{!"", !"", !""}
!14 = !{i32 1, i32 1}
!15 = !{!"none", !"none"}
!16 = !{!"int*", !"int*"}
!17 = !{!"const", !""}
!18 = !{i32 1, i32 1, i32 1}
!19 = !{!"int*", !"int*", !"int*"}
!20 = !{!"const", !"", !""}
!21 = !{i32 1, i32 0}
!22 = !{!"float*", !"int"}
!23 = !{!"", !""}
!24 = !{i32 1, i32 1, i32 0}
!25 = !{!"float*", !"float*", !"int"}
!26 = !{!"const", !"volatile", !""}
!27 = !{!"int*", !"int*", !"int*", !"int"}
!28 = !{!"const", !"volatile", !"volatile", !""}
!29 = !{!"uint*", !"atomic_int*", !"int*"}
!30 = !{!"uint*", !"_Atomic(int)*", !"int*"}
!31 = !{!"", !"volatile", !""}
!32 = !{i32 1, i32 1, i32 3, i32 3}
!33 = !{!"int*", !"int*", !"int*", !"int*"}
