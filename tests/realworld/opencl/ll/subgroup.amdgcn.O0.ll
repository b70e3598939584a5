source_filename = "src/subgroup.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

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
define protected amdgpu_kernel void @sg_broadcast_vote(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %11 = trunc i64 %10 to i32
  store i32 %11, ptr addrspace(5) %5, align 4
  %12 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %13 = load i32, ptr addrspace(5) %5, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %12, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4
  store i32 %16, ptr addrspace(5) %6, align 4
  %17 = load i32, ptr addrspace(5) %6, align 4
  %18 = call i32 @_Z19sub_group_broadcastij(i32 noundef %17, i32 noundef 0) #5
  store i32 %18, ptr addrspace(5) %7, align 4
  %19 = load i32, ptr addrspace(5) %6, align 4
  %20 = load i32, ptr addrspace(5) %7, align 4
  %21 = icmp sgt i32 %19, %20
  %22 = zext i1 %21 to i32
  %23 = call i32 @_Z13sub_group_anyi(i32 noundef %22) #5
  store i32 %23, ptr addrspace(5) %8, align 4
  %24 = load i32, ptr addrspace(5) %6, align 4
  %25 = icmp sge i32 %24, 0
  %26 = zext i1 %25 to i32
  %27 = call i32 @_Z13sub_group_alli(i32 noundef %26) #5
  store i32 %27, ptr addrspace(5) %9, align 4
  %28 = load i32, ptr addrspace(5) %7, align 4
  %29 = load i32, ptr addrspace(5) %8, align 4
  %30 = mul nsw i32 %29, 2
  %31 = add nsw i32 %28, %30
  %32 = load i32, ptr addrspace(5) %9, align 4
  %33 = mul nsw i32 %32, 4
  %34 = add nsw i32 %31, %33
  %35 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %36 = load i32, ptr addrspace(5) %5, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr addrspace(1) %35, i64 %37
  store i32 %34, ptr addrspace(1) %38, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z13sub_group_anyi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z13sub_group_alli(i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @sg_ids(ptr addrspace(1) noundef align 4 %0) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %2 = alloca ptr addrspace(1), align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %2, align 8
  %7 = call i32 @_Z16get_sub_group_idv() #5
  store i32 %7, ptr addrspace(5) %3, align 4
  %8 = call i32 @_Z22get_sub_group_local_idv() #5
  store i32 %8, ptr addrspace(5) %4, align 4
  %9 = call i32 @_Z18get_sub_group_sizev() #5
  store i32 %9, ptr addrspace(5) %5, align 4
  %10 = call i32 @_Z18get_num_sub_groupsv() #5
  store i32 %10, ptr addrspace(5) %6, align 4
  %11 = load i32, ptr addrspace(5) %3, align 4
  %12 = add i32 %11, 1
  %13 = load i32, ptr addrspace(5) %6, align 4
  %14 = icmp eq i32 %12, %13
  br i1 %14, label %15, label %23

15:                                               ; preds = %1
  %16 = load i32, ptr addrspace(5) %5, align 4
  %17 = mul i32 %16, 1000
  %18 = load i32, ptr addrspace(5) %4, align 4
  %19 = add i32 %17, %18
  %20 = load ptr addrspace(1), ptr addrspace(5) %2, align 8
  %21 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %22 = getelementptr inbounds i32, ptr addrspace(1) %20, i64 %21
  store i32 %19, ptr addrspace(1) %22, align 4
  br label %39

23:                                               ; preds = %1
  %24 = load i32, ptr addrspace(5) %4, align 4
  %25 = and i32 %24, 1
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %33

27:                                               ; preds = %23
  %28 = load i32, ptr addrspace(5) %4, align 4
  %29 = sub nsw i32 0, %28
  %30 = load ptr addrspace(1), ptr addrspace(5) %2, align 8
  %31 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %32 = getelementptr inbounds i32, ptr addrspace(1) %30, i64 %31
  store i32 %29, ptr addrspace(1) %32, align 4
  br label %38

33:                                               ; preds = %23
  %34 = load i32, ptr addrspace(5) %3, align 4
  %35 = load ptr addrspace(1), ptr addrspace(5) %2, align 8
  %36 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %37 = getelementptr inbounds i32, ptr addrspace(1) %35, i64 %36
  store i32 %34, ptr addrspace(1) %37, align 4
  br label %38

38:                                               ; preds = %33, %27
  br label %39

39:                                               ; preds = %38, %15
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z16get_sub_group_idv() #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z18get_sub_group_sizev() #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z18get_num_sub_groupsv() #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @sg_loop_reduce(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !14 !kernel_arg_access_qual !15 !kernel_arg_type !16 !kernel_arg_base_type !16 !kernel_arg_type_qual !17 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
  store i32 %2, ptr addrspace(5) %6, align 4
  %12 = call i32 @_Z22get_sub_group_local_idv() #5
  store i32 %12, ptr addrspace(5) %7, align 4
  store i32 0, ptr addrspace(5) %8, align 4
  %13 = call i32 @_Z16get_sub_group_idv() #5
  %14 = call i32 @_Z18get_sub_group_sizev() #5
  %15 = mul i32 %13, %14
  store i32 %15, ptr addrspace(5) %9, align 4
  br label %16

16:                                               ; preds = %50, %3
  %17 = load i32, ptr addrspace(5) %9, align 4
  %18 = load i32, ptr addrspace(5) %6, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %56

20:                                               ; preds = %16
  %21 = load i32, ptr addrspace(5) %9, align 4
  %22 = load i32, ptr addrspace(5) %7, align 4
  %23 = add nsw i32 %21, %22
  %24 = load i32, ptr addrspace(5) %6, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %34

26:                                               ; preds = %20
  %27 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %28 = load i32, ptr addrspace(5) %9, align 4
  %29 = load i32, ptr addrspace(5) %7, align 4
  %30 = add nsw i32 %28, %29
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr addrspace(1) %27, i64 %31
  %33 = load i32, ptr addrspace(1) %32, align 4
  br label %35

34:                                               ; preds = %20
  br label %35

35:                                               ; preds = %34, %26
  %36 = phi i32 [ %33, %26 ], [ 0, %34 ]
  store i32 %36, ptr addrspace(5) %10, align 4
  %37 = load i32, ptr addrspace(5) %10, align 4
  %38 = call i32 @_Z20sub_group_reduce_addi(i32 noundef %37) #5
  store i32 %38, ptr addrspace(5) %11, align 4
  %39 = load i32, ptr addrspace(5) %11, align 4
  %40 = icmp eq i32 %39, 0
  br i1 %40, label %41, label %42

41:                                               ; preds = %35
  br label %50

42:                                               ; preds = %35
  %43 = load i32, ptr addrspace(5) %11, align 4
  %44 = load i32, ptr addrspace(5) %8, align 4
  %45 = add nsw i32 %44, %43
  store i32 %45, ptr addrspace(5) %8, align 4
  %46 = load i32, ptr addrspace(5) %8, align 4
  %47 = icmp sgt i32 %46, 1000000
  br i1 %47, label %48, label %49

48:                                               ; preds = %42
  br label %56

49:                                               ; preds = %42
  br label %50

50:                                               ; preds = %49, %41
  %51 = call i32 @_Z18get_num_sub_groupsv() #5
  %52 = call i32 @_Z18get_sub_group_sizev() #5
  %53 = mul i32 %51, %52
  %54 = load i32, ptr addrspace(5) %9, align 4
  %55 = add i32 %54, %53
  store i32 %55, ptr addrspace(5) %9, align 4
  br label %16

56:                                               ; preds = %48, %16
  %57 = load i32, ptr addrspace(5) %7, align 4
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %59, label %65

59:                                               ; preds = %56
  %60 = load i32, ptr addrspace(5) %8, align 4
  %61 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %62 = call i32 @_Z16get_sub_group_idv() #5
  %63 = zext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr addrspace(1) %61, i64 %63
  store i32 %60, ptr addrspace(1) %64, align 4
  br label %65

65:                                               ; preds = %59, %56
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @sg_minmax_barrier(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2) #1 !kernel_arg_addr_space !18 !kernel_arg_access_qual !15 !kernel_arg_type !19 !kernel_arg_base_type !19 !kernel_arg_type_qual !17 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(3), align 4, addrspace(5)
  %7 = alloca float, align 4, addrspace(5)
  %8 = alloca float, align 4, addrspace(5)
  %9 = alloca float, align 4, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
  store ptr addrspace(3) %2, ptr addrspace(5) %6, align 4
  %12 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %13 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %14 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4
  store float %15, ptr addrspace(5) %7, align 4
  %16 = load float, ptr addrspace(5) %7, align 4
  %17 = call float @_Z20sub_group_reduce_minf(float noundef %16) #5
  store float %17, ptr addrspace(5) %8, align 4
  %18 = load float, ptr addrspace(5) %7, align 4
  %19 = call float @_Z20sub_group_reduce_maxf(float noundef %18) #5
  store float %19, ptr addrspace(5) %9, align 4
  %20 = call i32 @_Z22get_sub_group_local_idv() #5
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %30

22:                                               ; preds = %3
  %23 = load float, ptr addrspace(5) %9, align 4
  %24 = load float, ptr addrspace(5) %8, align 4
  %25 = fsub float %23, %24
  %26 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %27 = call i32 @_Z16get_sub_group_idv() #5
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(3) %26, i64 %28
  store float %25, ptr addrspace(3) %29, align 4
  br label %30

30:                                               ; preds = %22, %3
  call void @_Z17sub_group_barrierj(i32 noundef 1) #5
  call void @_Z7barrierj(i32 noundef 1) #5
  %31 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %32 = icmp eq i64 %31, 0
  br i1 %32, label %33, label %54

33:                                               ; preds = %30
  store float 0.000000e+00, ptr addrspace(5) %10, align 4
  store i32 0, ptr addrspace(5) %11, align 4
  br label %34

34:                                               ; preds = %46, %33
  %35 = load i32, ptr addrspace(5) %11, align 4
  %36 = call i32 @_Z18get_num_sub_groupsv() #5
  %37 = icmp ult i32 %35, %36
  br i1 %37, label %38, label %49

38:                                               ; preds = %34
  %39 = load float, ptr addrspace(5) %10, align 4
  %40 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %41 = load i32, ptr addrspace(5) %11, align 4
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr addrspace(3) %40, i64 %42
  %44 = load float, ptr addrspace(3) %43, align 4
  %45 = call float @_Z4fmaxff(float noundef %39, float noundef %44) #4
  store float %45, ptr addrspace(5) %10, align 4
  br label %46

46:                                               ; preds = %38
  %47 = load i32, ptr addrspace(5) %11, align 4
  %48 = add i32 %47, 1
  store i32 %48, ptr addrspace(5) %11, align 4
  br label %34

49:                                               ; preds = %34
  %50 = load float, ptr addrspace(5) %10, align 4
  %51 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %52 = call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %53 = getelementptr inbounds float, ptr addrspace(1) %51, i64 %52
  store float %50, ptr addrspace(1) %53, align 4
  br label %54

54:                                               ; preds = %49, %30
  ret void
}

; Function Attrs: convergent nounwind
declare hidden float @_Z20sub_group_reduce_minf(float noundef) #3

; Function Attrs: convergent nounwind
declare hidden float @_Z20sub_group_reduce_maxf(float noundef) #3

; Function Attrs: convergent nounwind
declare hidden void @_Z17sub_group_barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z4fmaxff(float noundef, float noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @wg_broadcast_vote(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8
  %9 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %11 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4
  store i32 %12, ptr addrspace(5) %5, align 4
  %13 = load i32, ptr addrspace(5) %5, align 4
  %14 = call i32 @_Z20work_group_broadcastim(i32 noundef %13, i64 noundef 0) #5
  store i32 %14, ptr addrspace(5) %6, align 4
  %15 = load i32, ptr addrspace(5) %5, align 4
  %16 = load i32, ptr addrspace(5) %6, align 4
  %17 = icmp sgt i32 %15, %16
  %18 = zext i1 %17 to i32
  %19 = call i32 @_Z14work_group_anyi(i32 noundef %18) #5
  store i32 %19, ptr addrspace(5) %7, align 4
  %20 = load i32, ptr addrspace(5) %5, align 4
  %21 = icmp sge i32 %20, 0
  %22 = zext i1 %21 to i32
  %23 = call i32 @_Z14work_group_alli(i32 noundef %22) #5
  store i32 %23, ptr addrspace(5) %8, align 4
  %24 = load i32, ptr addrspace(5) %6, align 4
  %25 = load i32, ptr addrspace(5) %7, align 4
  %26 = add nsw i32 %24, %25
  %27 = load i32, ptr addrspace(5) %8, align 4
  %28 = add nsw i32 %26, %27
  %29 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %30 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %31 = getelementptr inbounds i32, ptr addrspace(1) %29, i64 %30
  store i32 %28, ptr addrspace(1) %31, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20work_group_broadcastim(i32 noundef, i64 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z14work_group_anyi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z14work_group_alli(i32 noundef) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #1 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 2, i32 0}
!5 = !{!"clang-19"}
!6 = !{i32 1, i32 1}
!7 = !{!"none", !"none"}
!8 = !{!"int*", !"int*"}
!9 = !{!"const", !""}
!10 = !{i32 1}
!11 = !{!"none"}
!12 = !{!"int*"}
!13 = !{!""}
!14 = !{i32 1, i32 1, i32 0}
!15 = !{!"none", !"none", !"none"}
!16 = !{!"int*", !"int*", !"int"}
!17 = !{!"const", !"", !""}
!18 = !{i32 1, i32 1, i32 3}
!19 = !{!"float*", !"float*", !"float*"}
