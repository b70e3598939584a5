source_filename = "src/collective.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%union.anon = type { i32 }

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
define protected amdgpu_kernel void @co_sg_reduce(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, i32 noundef %3) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(3), align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca float, align 4, addrspace(5)
  %14 = alloca float, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %6, align 8
  store ptr addrspace(3) %2, ptr addrspace(5) %7, align 4
  store i32 %3, ptr addrspace(5) %8, align 4
  %15 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr addrspace(5) %9, align 4
  %17 = load i32, ptr addrspace(5) %9, align 4
  %18 = load i32, ptr addrspace(5) %8, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %26

20:                                               ; preds = %4
  %21 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %22 = load i32, ptr addrspace(5) %9, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr addrspace(1) %21, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4
  br label %27

26:                                               ; preds = %4
  br label %27

27:                                               ; preds = %26, %20
  %28 = phi float [ %25, %20 ], [ 0.000000e+00, %26 ]
  store float %28, ptr addrspace(5) %10, align 4
  %29 = load float, ptr addrspace(5) %10, align 4
  %30 = call float @_Z20sub_group_reduce_addf(float noundef %29) #6
  store float %30, ptr addrspace(5) %11, align 4
  %31 = call i32 @_Z22get_sub_group_local_idv() #6
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %39

33:                                               ; preds = %27
  %34 = load float, ptr addrspace(5) %11, align 4
  %35 = load ptr addrspace(3), ptr addrspace(5) %7, align 4
  %36 = call i32 @_Z16get_sub_group_idv() #6
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(3) %35, i64 %37
  store float %34, ptr addrspace(3) %38, align 4
  br label %39

39:                                               ; preds = %33, %27
  call void @_Z7barrierj(i32 noundef 1) #6
  %40 = call i32 @_Z16get_sub_group_idv() #6
  %41 = icmp eq i32 %40, 0
  br i1 %41, label %42, label %66

42:                                               ; preds = %39
  %43 = call i32 @_Z22get_sub_group_local_idv() #6
  store i32 %43, ptr addrspace(5) %12, align 4
  %44 = load i32, ptr addrspace(5) %12, align 4
  %45 = call i32 @_Z18get_num_sub_groupsv() #6
  %46 = icmp ult i32 %44, %45
  br i1 %46, label %47, label %53

47:                                               ; preds = %42
  %48 = load ptr addrspace(3), ptr addrspace(5) %7, align 4
  %49 = load i32, ptr addrspace(5) %12, align 4
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(3) %48, i64 %50
  %52 = load float, ptr addrspace(3) %51, align 4
  br label %54

53:                                               ; preds = %42
  br label %54

54:                                               ; preds = %53, %47
  %55 = phi float [ %52, %47 ], [ 0.000000e+00, %53 ]
  store float %55, ptr addrspace(5) %13, align 4
  %56 = load float, ptr addrspace(5) %13, align 4
  %57 = call float @_Z20sub_group_reduce_addf(float noundef %56) #6
  store float %57, ptr addrspace(5) %14, align 4
  %58 = load i32, ptr addrspace(5) %12, align 4
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %60, label %65

60:                                               ; preds = %54
  %61 = load float, ptr addrspace(5) %14, align 4
  %62 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %63 = call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %64 = getelementptr inbounds float, ptr addrspace(1) %62, i64 %63
  store float %61, ptr addrspace(1) %64, align 4
  br label %65

65:                                               ; preds = %60, %54
  br label %66

66:                                               ; preds = %65, %39
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden float @_Z20sub_group_reduce_addf(float noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z16get_sub_group_idv() #3

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z18get_num_sub_groupsv() #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @co_sg_compact(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !7 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !9 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %6, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %7, align 8
  store i32 %3, ptr addrspace(5) %8, align 4
  %15 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr addrspace(5) %9, align 4
  %17 = load i32, ptr addrspace(5) %9, align 4
  %18 = load i32, ptr addrspace(5) %8, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %26

20:                                               ; preds = %4
  %21 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %22 = load i32, ptr addrspace(5) %9, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4
  br label %27

26:                                               ; preds = %4
  br label %27

27:                                               ; preds = %26, %20
  %28 = phi i32 [ %25, %20 ], [ 0, %26 ]
  store i32 %28, ptr addrspace(5) %10, align 4
  %29 = load i32, ptr addrspace(5) %10, align 4
  %30 = icmp sgt i32 %29, 0
  %31 = zext i1 %30 to i64
  %32 = select i1 %30, i32 1, i32 0
  store i32 %32, ptr addrspace(5) %11, align 4
  %33 = load i32, ptr addrspace(5) %11, align 4
  %34 = call i32 @_Z28sub_group_scan_exclusive_addj(i32 noundef %33) #6
  store i32 %34, ptr addrspace(5) %12, align 4
  %35 = load i32, ptr addrspace(5) %11, align 4
  %36 = call i32 @_Z20sub_group_reduce_addj(i32 noundef %35) #6
  store i32 %36, ptr addrspace(5) %13, align 4
  store i32 0, ptr addrspace(5) %14, align 4
  %37 = call i32 @_Z22get_sub_group_local_idv() #6
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %46

39:                                               ; preds = %27
  %40 = load i32, ptr addrspace(5) %13, align 4
  %41 = icmp ne i32 %40, 0
  br i1 %41, label %42, label %46

42:                                               ; preds = %39
  %43 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %44 = load i32, ptr addrspace(5) %13, align 4
  %45 = call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %43, i32 noundef %44) #6
  store i32 %45, ptr addrspace(5) %14, align 4
  br label %46

46:                                               ; preds = %42, %39, %27
  %47 = load i32, ptr addrspace(5) %14, align 4
  %48 = call i32 @_Z19sub_group_broadcastjj(i32 noundef %47, i32 noundef 0) #6
  store i32 %48, ptr addrspace(5) %14, align 4
  %49 = load i32, ptr addrspace(5) %11, align 4
  %50 = icmp ne i32 %49, 0
  br i1 %50, label %51, label %59

51:                                               ; preds = %46
  %52 = load i32, ptr addrspace(5) %10, align 4
  %53 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %54 = load i32, ptr addrspace(5) %14, align 4
  %55 = load i32, ptr addrspace(5) %12, align 4
  %56 = add i32 %54, %55
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr addrspace(1) %53, i64 %57
  store i32 %52, ptr addrspace(1) %58, align 4
  br label %59

59:                                               ; preds = %51, %46
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z28sub_group_scan_exclusive_addj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z19sub_group_broadcastjj(i32 noundef, i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @co_sg_vote_loop(ptr addrspace(1) noundef align 4 %0, float noundef %1, i32 noundef %2) #1 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca float, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store float %1, ptr addrspace(5) %5, align 4
  store i32 %2, ptr addrspace(5) %6, align 4
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %11 = trunc i64 %10 to i32
  store i32 %11, ptr addrspace(5) %7, align 4
  %12 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %13 = load i32, ptr addrspace(5) %7, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4
  store float %16, ptr addrspace(5) %8, align 4
  store i32 0, ptr addrspace(5) %9, align 4
  br label %17

17:                                               ; preds = %31, %3
  %18 = load float, ptr addrspace(5) %8, align 4
  %19 = call float @_Z4fabsf(float noundef %18) #5
  %20 = load float, ptr addrspace(5) %5, align 4
  %21 = fcmp ogt float %19, %20
  %22 = zext i1 %21 to i32
  %23 = call i32 @_Z13sub_group_anyi(i32 noundef %22) #6
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %29

25:                                               ; preds = %17
  %26 = load i32, ptr addrspace(5) %9, align 4
  %27 = load i32, ptr addrspace(5) %6, align 4
  %28 = icmp slt i32 %26, %27
  br label %29

29:                                               ; preds = %25, %17
  %30 = phi i1 [ false, %17 ], [ %28, %25 ]
  br i1 %30, label %31, label %36

31:                                               ; preds = %29
  %32 = load float, ptr addrspace(5) %8, align 4
  %33 = fmul float 5.000000e-01, %32
  store float %33, ptr addrspace(5) %8, align 4
  %34 = load i32, ptr addrspace(5) %9, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr addrspace(5) %9, align 4
  br label %17

36:                                               ; preds = %29
  %37 = load float, ptr addrspace(5) %8, align 4
  %38 = call i32 @_Z22get_sub_group_local_idv() #6
  %39 = uitofp i32 %38 to float
  %40 = call float @llvm.fmuladd.f32(float %39, float 0.000000e+00, float %37)
  %41 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %42 = load i32, ptr addrspace(5) %7, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr addrspace(1) %41, i64 %43
  store float %40, ptr addrspace(1) %44, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z13sub_group_anyi(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden float @_Z4fabsf(float noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #4

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @co_sg_scan_max(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8
  %7 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %8 = trunc i64 %7 to i32
  store i32 %8, ptr addrspace(5) %5, align 4
  %9 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %10 = load i32, ptr addrspace(5) %5, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4
  %14 = call i32 @_Z28sub_group_scan_inclusive_maxi(i32 noundef %13) #6
  store i32 %14, ptr addrspace(5) %6, align 4
  %15 = load i32, ptr addrspace(5) %6, align 4
  %16 = call i32 @_Z22get_max_sub_group_sizev() #6
  %17 = mul nsw i32 %15, %16
  %18 = call i32 @_Z18get_sub_group_sizev() #6
  %19 = add nsw i32 %17, %18
  %20 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %21 = load i32, ptr addrspace(5) %5, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %20, i64 %22
  store i32 %19, ptr addrspace(1) %23, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z28sub_group_scan_inclusive_maxi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_max_sub_group_sizev() #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z18get_sub_group_sizev() #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @co_wg_scan(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #1 !kernel_arg_addr_space !20 !kernel_arg_access_qual !13 !kernel_arg_type !21 !kernel_arg_base_type !21 !kernel_arg_type_qual !22 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %6, align 8
  %11 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %12 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %13 = getelementptr inbounds i32, ptr addrspace(1) %11, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4
  store i32 %14, ptr addrspace(5) %7, align 4
  %15 = load i32, ptr addrspace(5) %7, align 4
  %16 = call i32 @_Z29work_group_scan_exclusive_addi(i32 noundef %15) #6
  store i32 %16, ptr addrspace(5) %8, align 4
  %17 = load i32, ptr addrspace(5) %7, align 4
  %18 = call i32 @_Z21work_group_reduce_addi(i32 noundef %17) #6
  store i32 %18, ptr addrspace(5) %9, align 4
  %19 = load i32, ptr addrspace(5) %7, align 4
  %20 = call i32 @_Z21work_group_reduce_maxi(i32 noundef %19) #6
  store i32 %20, ptr addrspace(5) %10, align 4
  %21 = load i32, ptr addrspace(5) %8, align 4
  %22 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %23 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %24 = getelementptr inbounds i32, ptr addrspace(1) %22, i64 %23
  store i32 %21, ptr addrspace(1) %24, align 4
  %25 = call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %26 = icmp eq i64 %25, 0
  br i1 %26, label %27, label %39

27:                                               ; preds = %3
  %28 = load i32, ptr addrspace(5) %9, align 4
  %29 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %30 = call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %31 = mul i64 2, %30
  %32 = getelementptr inbounds i32, ptr addrspace(1) %29, i64 %31
  store i32 %28, ptr addrspace(1) %32, align 4
  %33 = load i32, ptr addrspace(5) %10, align 4
  %34 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %35 = call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %36 = mul i64 2, %35
  %37 = add i64 %36, 1
  %38 = getelementptr inbounds i32, ptr addrspace(1) %34, i64 %37
  store i32 %33, ptr addrspace(1) %38, align 4
  br label %39

39:                                               ; preds = %27, %3
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z29work_group_scan_exclusive_addi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z21work_group_reduce_addi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z21work_group_reduce_maxi(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @co_wg_broadcast_loop(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) #1 !kernel_arg_addr_space !23 !kernel_arg_access_qual !17 !kernel_arg_type !24 !kernel_arg_base_type !24 !kernel_arg_type_qual !25 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca float, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca float, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
  store i32 %1, ptr addrspace(5) %4, align 4
  %8 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %9 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %10 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %9
  %11 = load float, ptr addrspace(1) %10, align 4
  store float %11, ptr addrspace(5) %5, align 4
  store i32 0, ptr addrspace(5) %6, align 4
  br label %12

12:                                               ; preds = %35, %2
  %13 = load i32, ptr addrspace(5) %6, align 4
  %14 = load i32, ptr addrspace(5) %4, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %38

16:                                               ; preds = %12
  %17 = load float, ptr addrspace(5) %5, align 4
  %18 = load i32, ptr addrspace(5) %6, align 4
  %19 = sext i32 %18 to i64
  %20 = call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %21 = urem i64 %19, %20
  %22 = call float @_Z20work_group_broadcastfm(float noundef %17, i64 noundef %21) #6
  store float %22, ptr addrspace(5) %7, align 4
  %23 = load float, ptr addrspace(5) %5, align 4
  %24 = load float, ptr addrspace(5) %7, align 4
  %25 = fcmp olt float %23, %24
  %26 = zext i1 %25 to i32
  %27 = call i32 @_Z14work_group_alli(i32 noundef %26) #6
  %28 = icmp ne i32 %27, 0
  br i1 %28, label %29, label %30

29:                                               ; preds = %16
  br label %38

30:                                               ; preds = %16
  %31 = load float, ptr addrspace(5) %5, align 4
  %32 = load float, ptr addrspace(5) %7, align 4
  %33 = fneg float %32
  %34 = call float @llvm.fmuladd.f32(float %33, float 5.000000e-01, float %31)
  store float %34, ptr addrspace(5) %5, align 4
  br label %35

35:                                               ; preds = %30
  %36 = load i32, ptr addrspace(5) %6, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr addrspace(5) %6, align 4
  br label %12

38:                                               ; preds = %29, %12
  %39 = load float, ptr addrspace(5) %5, align 4
  %40 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %41 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %42 = getelementptr inbounds float, ptr addrspace(1) %40, i64 %41
  store float %39, ptr addrspace(1) %42, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare hidden float @_Z20work_group_broadcastfm(float noundef, i64 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z14work_group_alli(i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @co_atomic_float_sum(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !26 !kernel_arg_access_qual !13 !kernel_arg_type !27 !kernel_arg_base_type !27 !kernel_arg_type_qual !28 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
  store i32 %2, ptr addrspace(5) %6, align 4
  %8 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %9 = trunc i64 %8 to i32
  store i32 %9, ptr addrspace(5) %7, align 4
  %10 = load i32, ptr addrspace(5) %7, align 4
  %11 = load i32, ptr addrspace(5) %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %20

13:                                               ; preds = %3
  %14 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %15 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %16 = load i32, ptr addrspace(5) %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr addrspace(1) %15, i64 %17
  %19 = load float, ptr addrspace(1) %18, align 4
  call void @atomic_add_float(ptr addrspace(1) noundef %14, float noundef %19) #6
  br label %20

20:                                               ; preds = %13, %3
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define internal void @atomic_add_float(ptr addrspace(1) noundef %0, float noundef %1) #0 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca float, align 4, addrspace(5)
  %5 = alloca %union.anon, align 4, addrspace(5)
  %6 = alloca %union.anon, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
  store float %1, ptr addrspace(5) %4, align 4
  br label %7

7:                                                ; preds = %13, %2
  %8 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %9 = load volatile float, ptr addrspace(1) %8, align 4
  store float %9, ptr addrspace(5) %5, align 4
  %10 = load float, ptr addrspace(5) %5, align 4
  %11 = load float, ptr addrspace(5) %4, align 4
  %12 = fadd float %10, %11
  store float %12, ptr addrspace(5) %6, align 4
  br label %13

13:                                               ; preds = %7
  %14 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %15 = load i32, ptr addrspace(5) %5, align 4
  %16 = load i32, ptr addrspace(5) %6, align 4
  %17 = call i32 @_Z14atomic_cmpxchgPU3AS1Vjjj(ptr addrspace(1) noundef %14, i32 noundef %15, i32 noundef %16) #6
  %18 = load i32, ptr addrspace(5) %5, align 4
  %19 = icmp ne i32 %17, %18
  br i1 %19, label %7, label %20

20:                                               ; preds = %13
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @co_atomic_argmax(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !7 !kernel_arg_type !29 !kernel_arg_base_type !29 !kernel_arg_type_qual !30 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %6, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %7, align 8
  store i32 %3, ptr addrspace(5) %8, align 4
  %14 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr addrspace(5) %9, align 4
  %16 = load i32, ptr addrspace(5) %9, align 4
  %17 = load i32, ptr addrspace(5) %8, align 4
  %18 = icmp sge i32 %16, %17
  br i1 %18, label %19, label %20

19:                                               ; preds = %4
  br label %60

20:                                               ; preds = %4
  %21 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %22 = load i32, ptr addrspace(5) %9, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4
  store i32 %25, ptr addrspace(5) %10, align 4
  %26 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %27 = load i32, ptr addrspace(5) %10, align 4
  %28 = call i32 @_Z10atomic_maxPU3AS1Vii(ptr addrspace(1) noundef %26, i32 noundef %27) #6
  store i32 %28, ptr addrspace(5) %11, align 4
  %29 = load i32, ptr addrspace(5) %11, align 4
  %30 = load i32, ptr addrspace(5) %10, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %60

32:                                               ; preds = %20
  %33 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %34 = load volatile i32, ptr addrspace(1) %33, align 4
  store i32 %34, ptr addrspace(5) %12, align 4
  br label %35

35:                                               ; preds = %32, %57
  %36 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %37 = load i32, ptr addrspace(5) %12, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr addrspace(1) %36, i64 %38
  %40 = load i32, ptr addrspace(1) %39, align 4
  %41 = load i32, ptr addrspace(5) %10, align 4
  %42 = icmp sgt i32 %40, %41
  br i1 %42, label %43, label %48

43:                                               ; preds = %35
  %44 = load i32, ptr addrspace(5) %12, align 4
  %45 = load i32, ptr addrspace(5) %9, align 4
  %46 = icmp ne i32 %44, %45
  br i1 %46, label %47, label %48

47:                                               ; preds = %43
  br label %59

48:                                               ; preds = %43, %35
  %49 = load ptr addrspace(1), ptr addrspace(5) %7, align 8
  %50 = load i32, ptr addrspace(5) %12, align 4
  %51 = load i32, ptr addrspace(5) %9, align 4
  %52 = call i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %49, i32 noundef %50, i32 noundef %51) #6
  store i32 %52, ptr addrspace(5) %13, align 4
  %53 = load i32, ptr addrspace(5) %13, align 4
  %54 = load i32, ptr addrspace(5) %12, align 4
  %55 = icmp eq i32 %53, %54
  br i1 %55, label %56, label %57

56:                                               ; preds = %48
  br label %59

57:                                               ; preds = %48
  %58 = load i32, ptr addrspace(5) %13, align 4
  store i32 %58, ptr addrspace(5) %12, align 4
  br label %35

59:                                               ; preds = %56, %47
  br label %60

60:                                               ; preds = %19, %59, %20
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_maxPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef, i32 noundef, i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @co_atomic_mix(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #1 !kernel_arg_addr_space !20 !kernel_arg_access_qual !13 !kernel_arg_type !31 !kernel_arg_base_type !32 !kernel_arg_type_qual !33 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
  store ptr addrspace(1) %2, ptr addrspace(5) %6, align 8
  %11 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr addrspace(5) %7, align 4
  %13 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %14 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 0
  %15 = call i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef %14) #6
  store i32 %15, ptr addrspace(5) %8, align 4
  %16 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %17 = getelementptr inbounds i32, ptr addrspace(1) %16, i64 1
  %18 = load i32, ptr addrspace(5) %7, align 4
  %19 = call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %17, i32 noundef %18) #6
  %20 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %21 = getelementptr inbounds i32, ptr addrspace(1) %20, i64 2
  %22 = call i32 @_Z10atomic_subPU3AS1Vjj(ptr addrspace(1) noundef %21, i32 noundef 1) #6
  %23 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %24 = getelementptr inbounds i32, ptr addrspace(1) %23, i64 3
  %25 = load i32, ptr addrspace(5) %7, align 4
  %26 = and i32 %25, 31
  %27 = and i32 %26, 31
  %28 = shl i32 1, %27
  %29 = call i32 @_Z9atomic_orPU3AS1Vjj(ptr addrspace(1) noundef %24, i32 noundef %28) #6
  %30 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %31 = getelementptr inbounds i32, ptr addrspace(1) %30, i64 4
  %32 = load i32, ptr addrspace(5) %7, align 4
  %33 = call i32 @_Z11atomic_xchgPU3AS1Vjj(ptr addrspace(1) noundef %31, i32 noundef %32) #6
  %34 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %35 = getelementptr inbounds i32, ptr addrspace(1) %34, i64 5
  %36 = load i32, ptr addrspace(5) %7, align 4
  %37 = call i32 @_Z10atomic_minPU3AS1Vjj(ptr addrspace(1) noundef %35, i32 noundef %36) #6
  store i32 %37, ptr addrspace(5) %9, align 4
  %38 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %39 = addrspacecast ptr addrspace(1) %38 to ptr
  %40 = call i32 @_Z25atomic_fetch_add_explicitPU3AS0VU7_Atomicii12memory_order12memory_scope(ptr noundef %39, i32 noundef 1, i32 noundef 0, i32 noundef 1) #6
  store i32 %40, ptr addrspace(5) %10, align 4
  call void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef 2, i32 noundef 5, i32 noundef 2) #6
  %41 = load i32, ptr addrspace(5) %10, align 4
  %42 = load i32, ptr addrspace(5) %9, align 4
  %43 = add nsw i32 %41, %42
  %44 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %45 = load i32, ptr addrspace(5) %8, align 4
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr addrspace(1) %44, i64 %46
  store i32 %43, ptr addrspace(1) %47, align 4
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_incPU3AS1Vj(ptr addrspace(1) noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_subPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z9atomic_orPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z11atomic_xchgPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_minPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z25atomic_fetch_add_explicitPU3AS0VU7_Atomicii12memory_order12memory_scope(ptr noundef, i32 noundef, i32 noundef, i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef, i32 noundef, i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @co_local_queue(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2, ptr addrspace(3) noundef align 4 %3) #1 !kernel_arg_addr_space !34 !kernel_arg_access_qual !7 !kernel_arg_type !35 !kernel_arg_base_type !35 !kernel_arg_type_qual !9 {
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca ptr addrspace(3), align 4, addrspace(5)
  %8 = alloca ptr addrspace(3), align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %6, align 8
  store ptr addrspace(3) %2, ptr addrspace(5) %7, align 4
  store ptr addrspace(3) %3, ptr addrspace(5) %8, align 4
  %14 = call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr addrspace(5) %9, align 4
  %16 = load i32, ptr addrspace(5) %9, align 4
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %20

18:                                               ; preds = %4
  %19 = load ptr addrspace(3), ptr addrspace(5) %8, align 4
  store i32 0, ptr addrspace(3) %19, align 4
  br label %20

20:                                               ; preds = %18, %4
  call void @_Z7barrierj(i32 noundef 1) #6
  %21 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %22 = call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %23 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4
  store i32 %24, ptr addrspace(5) %10, align 4
  %25 = load i32, ptr addrspace(5) %10, align 4
  %26 = and i32 %25, 1
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %36

28:                                               ; preds = %20
  %29 = load ptr addrspace(3), ptr addrspace(5) %8, align 4
  %30 = call i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef %29) #6
  store i32 %30, ptr addrspace(5) %11, align 4
  %31 = load i32, ptr addrspace(5) %10, align 4
  %32 = load ptr addrspace(3), ptr addrspace(5) %7, align 4
  %33 = load i32, ptr addrspace(5) %11, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspace(3) %32, i64 %34
  store i32 %31, ptr addrspace(3) %35, align 4
  br label %36

36:                                               ; preds = %28, %20
  call void @_Z9mem_fencej(i32 noundef 1) #6
  call void @_Z7barrierj(i32 noundef 1) #6
  %37 = load ptr addrspace(3), ptr addrspace(5) %8, align 4
  %38 = load i32, ptr addrspace(3) %37, align 4
  store i32 %38, ptr addrspace(5) %12, align 4
  %39 = load i32, ptr addrspace(5) %9, align 4
  store i32 %39, ptr addrspace(5) %13, align 4
  br label %40

40:                                               ; preds = %59, %36
  %41 = load i32, ptr addrspace(5) %13, align 4
  %42 = load i32, ptr addrspace(5) %12, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %65

44:                                               ; preds = %40
  %45 = load ptr addrspace(3), ptr addrspace(5) %7, align 4
  %46 = load i32, ptr addrspace(5) %13, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr addrspace(3) %45, i64 %47
  %49 = load i32, ptr addrspace(3) %48, align 4
  %50 = mul nsw i32 %49, 3
  %51 = load ptr addrspace(1), ptr addrspace(5) %6, align 8
  %52 = call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %53 = call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %54 = mul i64 %52, %53
  %55 = load i32, ptr addrspace(5) %13, align 4
  %56 = sext i32 %55 to i64
  %57 = add i64 %54, %56
  %58 = getelementptr inbounds i32, ptr addrspace(1) %51, i64 %57
  store i32 %50, ptr addrspace(1) %58, align 4
  br label %59

59:                                               ; preds = %44
  %60 = call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %61 = load i32, ptr addrspace(5) %13, align 4
  %62 = sext i32 %61 to i64
  %63 = add i64 %62, %60
  %64 = trunc i64 %63 to i32
  store i32 %64, ptr addrspace(5) %13, align 4
  br label %40

65:                                               ; preds = %40
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef) #3

; Function Attrs: convergent nounwind
declare hidden void @_Z9mem_fencej(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z14atomic_cmpxchgPU3AS1Vjjj(ptr addrspace(1) noundef, i32 noundef, i32 noundef) #3

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #1 = { convergent noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 2, i32 0}
!5 = !{!"clang-19"}
!6 = !{i32 1, i32 1, i32 3, i32 0}
!7 = !{!"none", !"none", !"none", !"none"}
!8 = !{!"float*", !"float*", !"float*", !"int"}
!9 = !{!"const", !"", !"", !""}
!10 = !{i32 1, i32 1, i32 1, i32 0}
!11 = !{!"int*", !"int*", !"uint*", !"int"}
!12 = !{i32 1, i32 0, i32 0}
!13 = !{!"none", !"none", !"none"}
!14 = !{!"float*", !"float", !"int"}
!15 = !{!"", !"", !""}
!16 = !{i32 1, i32 1}
!17 = !{!"none", !"none"}
!18 = !{!"int*", !"int*"}
!19 = !{!"const", !""}
!20 = !{i32 1, i32 1, i32 1}
!21 = !{!"int*", !"int*", !"int*"}
!22 = !{!"const", !"", !""}
!23 = !{i32 1, i32 0}
!24 = !{!"float*", !"int"}
!25 = !{!"", !""}
!26 = !{i32 1, i32 1, i32 0}
!27 = !{!"float*", !"float*", !"int"}
!28 = !{!"const", !"volatile", !""}
!29 = !{!"int*", !"int*", !"int*", !"int"}
!30 = !{!"const", !"volatile", !"volatile", !""}
!31 = !{!"uint*", !"atomic_int*", !"int*"}
!32 = !{!"uint*", !"_Atomic(int)*", !"int*"}
!33 = !{!"", !"volatile", !""}
!34 = !{i32 1, i32 1, i32 3, i32 3}
!35 = !{!"int*", !"int*", !"int*", !"int*"}
