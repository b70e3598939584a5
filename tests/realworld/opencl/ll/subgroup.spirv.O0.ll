source_filename = "src/subgroup.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spirv-unknown-vulkan-compute"

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
define spir_kernel void @sg_broadcast_vote(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = call token @llvm.experimental.convergence.entry()
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %3) ]
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr %6, align 4
  %13 = load ptr addrspace(1), ptr %4, align 8
  %14 = load i32, ptr %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4
  store i32 %17, ptr %7, align 4
  %18 = load i32, ptr %7, align 4
  %19 = call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %18, i32 noundef 0) #6 [ "convergencectrl"(token %3) ]
  store i32 %19, ptr %8, align 4
  %20 = load i32, ptr %7, align 4
  %21 = load i32, ptr %8, align 4
  %22 = icmp sgt i32 %20, %21
  %23 = zext i1 %22 to i32
  %24 = call spir_func i32 @_Z13sub_group_anyi(i32 noundef %23) #6 [ "convergencectrl"(token %3) ]
  store i32 %24, ptr %9, align 4
  %25 = load i32, ptr %7, align 4
  %26 = icmp sge i32 %25, 0
  %27 = zext i1 %26 to i32
  %28 = call spir_func i32 @_Z13sub_group_alli(i32 noundef %27) #6 [ "convergencectrl"(token %3) ]
  store i32 %28, ptr %10, align 4
  %29 = load i32, ptr %8, align 4
  %30 = load i32, ptr %9, align 4
  %31 = mul nsw i32 %30, 2
  %32 = add nsw i32 %29, %31
  %33 = load i32, ptr %10, align 4
  %34 = mul nsw i32 %33, 4
  %35 = add nsw i32 %32, %34
  %36 = load ptr addrspace(1), ptr %5, align 8
  %37 = load i32, ptr %6, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr addrspace(1) %36, i64 %38
  store i32 %35, ptr addrspace(1) %39, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z13sub_group_anyi(i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z13sub_group_alli(i32 noundef) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @sg_ids(ptr addrspace(1) noundef align 4 %0) #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %2 = call token @llvm.experimental.convergence.entry()
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8
  %8 = call spir_func i32 @_Z16get_sub_group_idv() #6 [ "convergencectrl"(token %2) ]
  store i32 %8, ptr %4, align 4
  %9 = call spir_func i32 @_Z22get_sub_group_local_idv() #6 [ "convergencectrl"(token %2) ]
  store i32 %9, ptr %5, align 4
  %10 = call spir_func i32 @_Z18get_sub_group_sizev() #6 [ "convergencectrl"(token %2) ]
  store i32 %10, ptr %6, align 4
  %11 = call spir_func i32 @_Z18get_num_sub_groupsv() #6 [ "convergencectrl"(token %2) ]
  store i32 %11, ptr %7, align 4
  %12 = load i32, ptr %4, align 4
  %13 = add i32 %12, 1
  %14 = load i32, ptr %7, align 4
  %15 = icmp eq i32 %13, %14
  br i1 %15, label %16, label %24

16:                                               ; preds = %1
  %17 = load i32, ptr %6, align 4
  %18 = mul i32 %17, 1000
  %19 = load i32, ptr %5, align 4
  %20 = add i32 %18, %19
  %21 = load ptr addrspace(1), ptr %3, align 8
  %22 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %2) ]
  %23 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 %22
  store i32 %20, ptr addrspace(1) %23, align 4
  br label %40

24:                                               ; preds = %1
  %25 = load i32, ptr %5, align 4
  %26 = and i32 %25, 1
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %34

28:                                               ; preds = %24
  %29 = load i32, ptr %5, align 4
  %30 = sub nsw i32 0, %29
  %31 = load ptr addrspace(1), ptr %3, align 8
  %32 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %2) ]
  %33 = getelementptr inbounds i32, ptr addrspace(1) %31, i64 %32
  store i32 %30, ptr addrspace(1) %33, align 4
  br label %39

34:                                               ; preds = %24
  %35 = load i32, ptr %4, align 4
  %36 = load ptr addrspace(1), ptr %3, align 8
  %37 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %2) ]
  %38 = getelementptr inbounds i32, ptr addrspace(1) %36, i64 %37
  store i32 %35, ptr addrspace(1) %38, align 4
  br label %39

39:                                               ; preds = %34, %28
  br label %40

40:                                               ; preds = %39, %16
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z16get_sub_group_idv() #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z22get_sub_group_local_idv() #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z18get_sub_group_sizev() #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z18get_num_sub_groupsv() #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @sg_loop_reduce(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #2 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %13 = call spir_func i32 @_Z22get_sub_group_local_idv() #6 [ "convergencectrl"(token %4) ]
  store i32 %13, ptr %8, align 4
  store i32 0, ptr %9, align 4
  %14 = call spir_func i32 @_Z16get_sub_group_idv() #6 [ "convergencectrl"(token %4) ]
  %15 = call spir_func i32 @_Z18get_sub_group_sizev() #6 [ "convergencectrl"(token %4) ]
  %16 = mul i32 %14, %15
  store i32 %16, ptr %10, align 4
  br label %17

17:                                               ; preds = %52, %3
  %18 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %19 = load i32, ptr %10, align 4
  %20 = load i32, ptr %7, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %58

22:                                               ; preds = %17
  %23 = load i32, ptr %10, align 4
  %24 = load i32, ptr %8, align 4
  %25 = add nsw i32 %23, %24
  %26 = load i32, ptr %7, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %36

28:                                               ; preds = %22
  %29 = load ptr addrspace(1), ptr %5, align 8
  %30 = load i32, ptr %10, align 4
  %31 = load i32, ptr %8, align 4
  %32 = add nsw i32 %30, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr addrspace(1) %29, i64 %33
  %35 = load i32, ptr addrspace(1) %34, align 4
  br label %37

36:                                               ; preds = %22
  br label %37

37:                                               ; preds = %36, %28
  %38 = phi i32 [ %35, %28 ], [ 0, %36 ]
  store i32 %38, ptr %11, align 4
  %39 = load i32, ptr %11, align 4
  %40 = call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %39) #6 [ "convergencectrl"(token %18) ]
  store i32 %40, ptr %12, align 4
  %41 = load i32, ptr %12, align 4
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %43, label %44

43:                                               ; preds = %37
  br label %52

44:                                               ; preds = %37
  %45 = load i32, ptr %12, align 4
  %46 = load i32, ptr %9, align 4
  %47 = add nsw i32 %46, %45
  store i32 %47, ptr %9, align 4
  %48 = load i32, ptr %9, align 4
  %49 = icmp sgt i32 %48, 1000000
  br i1 %49, label %50, label %51

50:                                               ; preds = %44
  br label %58

51:                                               ; preds = %44
  br label %52

52:                                               ; preds = %51, %43
  %53 = call spir_func i32 @_Z18get_num_sub_groupsv() #6 [ "convergencectrl"(token %18) ]
  %54 = call spir_func i32 @_Z18get_sub_group_sizev() #6 [ "convergencectrl"(token %18) ]
  %55 = mul i32 %53, %54
  %56 = load i32, ptr %10, align 4
  %57 = add i32 %56, %55
  store i32 %57, ptr %10, align 4
  br label %17

58:                                               ; preds = %50, %17
  %59 = load i32, ptr %8, align 4
  %60 = icmp eq i32 %59, 0
  br i1 %60, label %61, label %67

61:                                               ; preds = %58
  %62 = load i32, ptr %9, align 4
  %63 = load ptr addrspace(1), ptr %6, align 8
  %64 = call spir_func i32 @_Z16get_sub_group_idv() #6 [ "convergencectrl"(token %4) ]
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr addrspace(1) %63, i64 %65
  store i32 %62, ptr addrspace(1) %66, align 4
  br label %67

67:                                               ; preds = %61, %58
  ret void
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @sg_minmax_barrier(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2) #2 !kernel_arg_addr_space !16 !kernel_arg_access_qual !13 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !15 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca ptr addrspace(3), align 8
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store ptr addrspace(3) %2, ptr %7, align 8
  %13 = load ptr addrspace(1), ptr %5, align 8
  %14 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %15 = getelementptr inbounds float, ptr addrspace(1) %13, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4
  store float %16, ptr %8, align 4
  %17 = load float, ptr %8, align 4
  %18 = call spir_func float @_Z20sub_group_reduce_minf(float noundef %17) #6 [ "convergencectrl"(token %4) ]
  store float %18, ptr %9, align 4
  %19 = load float, ptr %8, align 4
  %20 = call spir_func float @_Z20sub_group_reduce_maxf(float noundef %19) #6 [ "convergencectrl"(token %4) ]
  store float %20, ptr %10, align 4
  %21 = call spir_func i32 @_Z22get_sub_group_local_idv() #6 [ "convergencectrl"(token %4) ]
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %31

23:                                               ; preds = %3
  %24 = load float, ptr %10, align 4
  %25 = load float, ptr %9, align 4
  %26 = fsub float %24, %25
  %27 = load ptr addrspace(3), ptr %7, align 8
  %28 = call spir_func i32 @_Z16get_sub_group_idv() #6 [ "convergencectrl"(token %4) ]
  %29 = zext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr addrspace(3) %27, i64 %29
  store float %26, ptr addrspace(3) %30, align 4
  br label %31

31:                                               ; preds = %23, %3
  call spir_func void @_Z17sub_group_barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %4) ]
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %4) ]
  %32 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %33 = icmp eq i64 %32, 0
  br i1 %33, label %34, label %56

34:                                               ; preds = %31
  store float 0.000000e+00, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %35

35:                                               ; preds = %48, %34
  %36 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %37 = load i32, ptr %12, align 4
  %38 = call spir_func i32 @_Z18get_num_sub_groupsv() #6 [ "convergencectrl"(token %36) ]
  %39 = icmp ult i32 %37, %38
  br i1 %39, label %40, label %51

40:                                               ; preds = %35
  %41 = load float, ptr %11, align 4
  %42 = load ptr addrspace(3), ptr %7, align 8
  %43 = load i32, ptr %12, align 4
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(3) %42, i64 %44
  %46 = load float, ptr addrspace(3) %45, align 4
  %47 = call spir_func float @_Z4fmaxff(float noundef %41, float noundef %46) #5 [ "convergencectrl"(token %36) ]
  store float %47, ptr %11, align 4
  br label %48

48:                                               ; preds = %40
  %49 = load i32, ptr %12, align 4
  %50 = add i32 %49, 1
  store i32 %50, ptr %12, align 4
  br label %35

51:                                               ; preds = %35
  %52 = load float, ptr %11, align 4
  %53 = load ptr addrspace(1), ptr %6, align 8
  %54 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %55 = getelementptr inbounds float, ptr addrspace(1) %53, i64 %54
  store float %52, ptr addrspace(1) %55, align 4
  br label %56

56:                                               ; preds = %51, %31
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func float @_Z20sub_group_reduce_minf(float noundef) #4

; Function Attrs: convergent nounwind
declare spir_func float @_Z20sub_group_reduce_maxf(float noundef) #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z17sub_group_barrierj(i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func float @_Z4fmaxff(float noundef, float noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @wg_broadcast_vote(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = call token @llvm.experimental.convergence.entry()
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  %10 = load ptr addrspace(1), ptr %4, align 8
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %3) ]
  %12 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4
  store i32 %13, ptr %6, align 4
  %14 = load i32, ptr %6, align 4
  %15 = call spir_func i32 @_Z20work_group_broadcastim(i32 noundef %14, i64 noundef 0) #6 [ "convergencectrl"(token %3) ]
  store i32 %15, ptr %7, align 4
  %16 = load i32, ptr %6, align 4
  %17 = load i32, ptr %7, align 4
  %18 = icmp sgt i32 %16, %17
  %19 = zext i1 %18 to i32
  %20 = call spir_func i32 @_Z14work_group_anyi(i32 noundef %19) #6 [ "convergencectrl"(token %3) ]
  store i32 %20, ptr %8, align 4
  %21 = load i32, ptr %6, align 4
  %22 = icmp sge i32 %21, 0
  %23 = zext i1 %22 to i32
  %24 = call spir_func i32 @_Z14work_group_alli(i32 noundef %23) #6 [ "convergencectrl"(token %3) ]
  store i32 %24, ptr %9, align 4
  %25 = load i32, ptr %7, align 4
  %26 = load i32, ptr %8, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %9, align 4
  %29 = add nsw i32 %27, %28
  %30 = load ptr addrspace(1), ptr %5, align 8
  %31 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %3) ]
  %32 = getelementptr inbounds i32, ptr addrspace(1) %30, i64 %31
  store i32 %29, ptr addrspace(1) %32, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z20work_group_broadcastim(i32 noundef, i64 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z14work_group_anyi(i32 noundef) #4

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z14work_group_alli(i32 noundef) #4

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"clang-19"}
!4 = !{i32 1, i32 1}
!5 = !{!"none", !"none"}
!6 = !{!"int*", !"int*"}
!7 = !{!"const", !""}
!8 = !{i32 1}
!9 = !{!"none"}
!10 = !{!"int*"}
!11 = !{!""}
!12 = !{i32 1, i32 1, i32 0}
!13 = !{!"none", !"none", !"none"}
!14 = !{!"int*", !"int*", !"int"}
!15 = !{!"const", !"", !""}
!16 = !{i32 1, i32 1, i32 3}
!17 = !{!"float*", !"float*", !"float*"}
