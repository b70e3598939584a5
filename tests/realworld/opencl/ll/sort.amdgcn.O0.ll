source_filename = "src/sort.cl"
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
define protected amdgpu_kernel void @bitonic_step(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, i32 noundef %2) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store i32 %1, ptr addrspace(5) %5, align 4
  store i32 %2, ptr addrspace(5) %6, align 4
  %11 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr addrspace(5) %7, align 4
  %13 = load i32, ptr addrspace(5) %7, align 4
  %14 = load i32, ptr addrspace(5) %5, align 4
  %15 = xor i32 %13, %14
  store i32 %15, ptr addrspace(5) %8, align 4
  %16 = load i32, ptr addrspace(5) %8, align 4
  %17 = load i32, ptr addrspace(5) %7, align 4
  %18 = icmp ugt i32 %16, %17
  br i1 %18, label %19, label %59

19:                                               ; preds = %3
  %20 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %21 = load i32, ptr addrspace(5) %7, align 4
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %20, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4
  store i32 %24, ptr addrspace(5) %9, align 4
  %25 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %26 = load i32, ptr addrspace(5) %8, align 4
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %25, i64 %27
  %29 = load i32, ptr addrspace(1) %28, align 4
  store i32 %29, ptr addrspace(5) %10, align 4
  %30 = load i32, ptr addrspace(5) %7, align 4
  %31 = load i32, ptr addrspace(5) %6, align 4
  %32 = and i32 %30, %31
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %38

34:                                               ; preds = %19
  %35 = load i32, ptr addrspace(5) %9, align 4
  %36 = load i32, ptr addrspace(5) %10, align 4
  %37 = icmp sgt i32 %35, %36
  br i1 %37, label %47, label %38

38:                                               ; preds = %34, %19
  %39 = load i32, ptr addrspace(5) %7, align 4
  %40 = load i32, ptr addrspace(5) %6, align 4
  %41 = and i32 %39, %40
  %42 = icmp ne i32 %41, 0
  br i1 %42, label %43, label %58

43:                                               ; preds = %38
  %44 = load i32, ptr addrspace(5) %9, align 4
  %45 = load i32, ptr addrspace(5) %10, align 4
  %46 = icmp slt i32 %44, %45
  br i1 %46, label %47, label %58

47:                                               ; preds = %43, %34
  %48 = load i32, ptr addrspace(5) %10, align 4
  %49 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %50 = load i32, ptr addrspace(5) %7, align 4
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr addrspace(1) %49, i64 %51
  store i32 %48, ptr addrspace(1) %52, align 4
  %53 = load i32, ptr addrspace(5) %9, align 4
  %54 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %55 = load i32, ptr addrspace(5) %8, align 4
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr addrspace(1) %54, i64 %56
  store i32 %53, ptr addrspace(1) %57, align 4
  br label %58

58:                                               ; preds = %47, %43, %38
  br label %59

59:                                               ; preds = %58, %3
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @bitonic_local(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1) #1 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(3), align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i8, align 1, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8
  store ptr addrspace(3) %1, ptr addrspace(5) %4, align 4
  %13 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr addrspace(5) %5, align 4
  %15 = call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr addrspace(5) %6, align 4
  %17 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %18 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %19 = getelementptr inbounds i32, ptr addrspace(1) %17, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4
  %21 = load ptr addrspace(3), ptr addrspace(5) %4, align 4
  %22 = load i32, ptr addrspace(5) %5, align 4
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(3) %21, i64 %23
  store i32 %20, ptr addrspace(3) %24, align 4
  call void @_Z7barrierj(i32 noundef 1) #5
  store i32 2, ptr addrspace(5) %7, align 4
  br label %25

25:                                               ; preds = %83, %2
  %26 = load i32, ptr addrspace(5) %7, align 4
  %27 = load i32, ptr addrspace(5) %6, align 4
  %28 = icmp ule i32 %26, %27
  br i1 %28, label %29, label %86

29:                                               ; preds = %25
  %30 = load i32, ptr addrspace(5) %7, align 4
  %31 = lshr i32 %30, 1
  store i32 %31, ptr addrspace(5) %8, align 4
  br label %32

32:                                               ; preds = %79, %29
  %33 = load i32, ptr addrspace(5) %8, align 4
  %34 = icmp ugt i32 %33, 0
  br i1 %34, label %35, label %82

35:                                               ; preds = %32
  %36 = load i32, ptr addrspace(5) %5, align 4
  %37 = load i32, ptr addrspace(5) %8, align 4
  %38 = xor i32 %36, %37
  store i32 %38, ptr addrspace(5) %9, align 4
  %39 = load i32, ptr addrspace(5) %9, align 4
  %40 = load i32, ptr addrspace(5) %5, align 4
  %41 = icmp ugt i32 %39, %40
  br i1 %41, label %42, label %78

42:                                               ; preds = %35
  %43 = load ptr addrspace(3), ptr addrspace(5) %4, align 4
  %44 = load i32, ptr addrspace(5) %5, align 4
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr addrspace(3) %43, i64 %45
  %47 = load i32, ptr addrspace(3) %46, align 4
  store i32 %47, ptr addrspace(5) %10, align 4
  %48 = load ptr addrspace(3), ptr addrspace(5) %4, align 4
  %49 = load i32, ptr addrspace(5) %9, align 4
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr addrspace(3) %48, i64 %50
  %52 = load i32, ptr addrspace(3) %51, align 4
  store i32 %52, ptr addrspace(5) %11, align 4
  %53 = load i32, ptr addrspace(5) %5, align 4
  %54 = load i32, ptr addrspace(5) %7, align 4
  %55 = and i32 %53, %54
  %56 = icmp eq i32 %55, 0
  %57 = zext i1 %56 to i8
  store i8 %57, ptr addrspace(5) %12, align 1
  %58 = load i32, ptr addrspace(5) %10, align 4
  %59 = load i32, ptr addrspace(5) %11, align 4
  %60 = icmp sgt i32 %58, %59
  %61 = zext i1 %60 to i32
  %62 = load i8, ptr addrspace(5) %12, align 1
  %63 = trunc i8 %62 to i1
  %64 = zext i1 %63 to i32
  %65 = icmp eq i32 %61, %64
  br i1 %65, label %66, label %77

66:                                               ; preds = %42
  %67 = load i32, ptr addrspace(5) %11, align 4
  %68 = load ptr addrspace(3), ptr addrspace(5) %4, align 4
  %69 = load i32, ptr addrspace(5) %5, align 4
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr addrspace(3) %68, i64 %70
  store i32 %67, ptr addrspace(3) %71, align 4
  %72 = load i32, ptr addrspace(5) %10, align 4
  %73 = load ptr addrspace(3), ptr addrspace(5) %4, align 4
  %74 = load i32, ptr addrspace(5) %9, align 4
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr addrspace(3) %73, i64 %75
  store i32 %72, ptr addrspace(3) %76, align 4
  br label %77

77:                                               ; preds = %66, %42
  br label %78

78:                                               ; preds = %77, %35
  call void @_Z7barrierj(i32 noundef 1) #5
  br label %79

79:                                               ; preds = %78
  %80 = load i32, ptr addrspace(5) %8, align 4
  %81 = lshr i32 %80, 1
  store i32 %81, ptr addrspace(5) %8, align 4
  br label %32

82:                                               ; preds = %32
  br label %83

83:                                               ; preds = %82
  %84 = load i32, ptr addrspace(5) %7, align 4
  %85 = shl i32 %84, 1
  store i32 %85, ptr addrspace(5) %7, align 4
  br label %25

86:                                               ; preds = %25
  %87 = load ptr addrspace(3), ptr addrspace(5) %4, align 4
  %88 = load i32, ptr addrspace(5) %5, align 4
  %89 = zext i32 %88 to i64
  %90 = getelementptr inbounds i32, ptr addrspace(3) %87, i64 %89
  %91 = load i32, ptr addrspace(3) %90, align 4
  %92 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %93 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %94 = getelementptr inbounds i32, ptr addrspace(1) %92, i64 %93
  store i32 %91, ptr addrspace(1) %94, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @odd_even_sort(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2) #1 !kernel_arg_addr_space !14 !kernel_arg_access_qual !7 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !9 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(3), align 4, addrspace(5)
  %6 = alloca ptr addrspace(3), align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(3) %1, ptr addrspace(5) %5, align 4
  store ptr addrspace(3) %2, ptr addrspace(5) %6, align 4
  %12 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr addrspace(5) %7, align 4
  %14 = call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr addrspace(5) %8, align 4
  %16 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %17 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %18 = getelementptr inbounds i32, ptr addrspace(1) %16, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4
  %20 = load ptr addrspace(3), ptr addrspace(5) %5, align 4
  %21 = load i32, ptr addrspace(5) %7, align 4
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(3) %20, i64 %22
  store i32 %19, ptr addrspace(3) %23, align 4
  store i32 0, ptr addrspace(5) %9, align 4
  br label %24

24:                                               ; preds = %85, %3
  %25 = load i32, ptr addrspace(5) %9, align 4
  %26 = load i32, ptr addrspace(5) %8, align 4
  %27 = icmp ult i32 %25, %26
  br i1 %27, label %28, label %88

28:                                               ; preds = %24
  %29 = load i32, ptr addrspace(5) %7, align 4
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %33

31:                                               ; preds = %28
  %32 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  store i32 0, ptr addrspace(3) %32, align 4
  br label %33

33:                                               ; preds = %31, %28
  call void @_Z7barrierj(i32 noundef 1) #5
  %34 = load i32, ptr addrspace(5) %7, align 4
  %35 = mul i32 2, %34
  %36 = load i32, ptr addrspace(5) %9, align 4
  %37 = and i32 %36, 1
  %38 = add i32 %35, %37
  store i32 %38, ptr addrspace(5) %10, align 4
  %39 = load i32, ptr addrspace(5) %10, align 4
  %40 = add i32 %39, 1
  %41 = load i32, ptr addrspace(5) %8, align 4
  %42 = icmp ult i32 %40, %41
  br i1 %42, label %43, label %79

43:                                               ; preds = %33
  %44 = load ptr addrspace(3), ptr addrspace(5) %5, align 4
  %45 = load i32, ptr addrspace(5) %10, align 4
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr addrspace(3) %44, i64 %46
  %48 = load i32, ptr addrspace(3) %47, align 4
  %49 = load ptr addrspace(3), ptr addrspace(5) %5, align 4
  %50 = load i32, ptr addrspace(5) %10, align 4
  %51 = add i32 %50, 1
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr addrspace(3) %49, i64 %52
  %54 = load i32, ptr addrspace(3) %53, align 4
  %55 = icmp sgt i32 %48, %54
  br i1 %55, label %56, label %79

56:                                               ; preds = %43
  %57 = load ptr addrspace(3), ptr addrspace(5) %5, align 4
  %58 = load i32, ptr addrspace(5) %10, align 4
  %59 = zext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr addrspace(3) %57, i64 %59
  %61 = load i32, ptr addrspace(3) %60, align 4
  store i32 %61, ptr addrspace(5) %11, align 4
  %62 = load ptr addrspace(3), ptr addrspace(5) %5, align 4
  %63 = load i32, ptr addrspace(5) %10, align 4
  %64 = add i32 %63, 1
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr addrspace(3) %62, i64 %65
  %67 = load i32, ptr addrspace(3) %66, align 4
  %68 = load ptr addrspace(3), ptr addrspace(5) %5, align 4
  %69 = load i32, ptr addrspace(5) %10, align 4
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr addrspace(3) %68, i64 %70
  store i32 %67, ptr addrspace(3) %71, align 4
  %72 = load i32, ptr addrspace(5) %11, align 4
  %73 = load ptr addrspace(3), ptr addrspace(5) %5, align 4
  %74 = load i32, ptr addrspace(5) %10, align 4
  %75 = add i32 %74, 1
  %76 = zext i32 %75 to i64
  %77 = getelementptr inbounds i32, ptr addrspace(3) %73, i64 %76
  store i32 %72, ptr addrspace(3) %77, align 4
  %78 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  store i32 1, ptr addrspace(3) %78, align 4
  br label %79

79:                                               ; preds = %56, %43, %33
  call void @_Z7barrierj(i32 noundef 1) #5
  %80 = load ptr addrspace(3), ptr addrspace(5) %6, align 4
  %81 = load i32, ptr addrspace(3) %80, align 4
  %82 = icmp ne i32 %81, 0
  br i1 %82, label %84, label %83

83:                                               ; preds = %79
  br label %88

84:                                               ; preds = %79
  br label %85

85:                                               ; preds = %84
  %86 = load i32, ptr addrspace(5) %9, align 4
  %87 = add i32 %86, 1
  store i32 %87, ptr addrspace(5) %9, align 4
  br label %24

88:                                               ; preds = %83, %24
  %89 = load ptr addrspace(3), ptr addrspace(5) %5, align 4
  %90 = load i32, ptr addrspace(5) %7, align 4
  %91 = zext i32 %90 to i64
  %92 = getelementptr inbounds i32, ptr addrspace(3) %89, i64 %91
  %93 = load i32, ptr addrspace(3) %92, align 4
  %94 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %95 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %96 = getelementptr inbounds i32, ptr addrspace(1) %94, i64 %95
  store i32 %93, ptr addrspace(1) %96, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define protected amdgpu_kernel void @radix_count(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !16 !kernel_arg_access_qual !7 !kernel_arg_type !17 !kernel_arg_base_type !17 !kernel_arg_type_qual !18 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8
  store i32 %2, ptr addrspace(5) %6, align 4
  %9 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %10 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %11 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4
  %13 = load i32, ptr addrspace(5) %6, align 4
  %14 = and i32 %13, 31
  %15 = lshr i32 %12, %14
  %16 = and i32 %15, 1
  store i32 %16, ptr addrspace(5) %7, align 4
  %17 = load i32, ptr addrspace(5) %7, align 4
  %18 = call i32 @_Z21work_group_reduce_addj(i32 noundef %17) #5
  store i32 %18, ptr addrspace(5) %8, align 4
  %19 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %21, label %26

21:                                               ; preds = %3
  %22 = load i32, ptr addrspace(5) %8, align 4
  %23 = load ptr addrspace(1), ptr addrspace(5) %5, align 8
  %24 = call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %25 = getelementptr inbounds i32, ptr addrspace(1) %23, i64 %24
  store i32 %22, ptr addrspace(1) %25, align 4
  br label %26

26:                                               ; preds = %21, %3
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z21work_group_reduce_addj(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) #2

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
!6 = !{i32 1, i32 0, i32 0}
!7 = !{!"none", !"none", !"none"}
!8 = !{!"int*", !"uint", !"uint"}
!9 = !{!"", !"", !""}
!10 = !{i32 1, i32 3}
!11 = !{!"none", !"none"}
!12 = !{!"int*", !"int*"}
!13 = !{!"", !""}
!14 = !{i32 1, i32 3, i32 3}
!15 = !{!"int*", !"int*", !"int*"}
!16 = !{i32 1, i32 1, i32 0}
!17 = !{!"uint*", !"uint*", !"uint"}
!18 = !{!"const", !"", !""}
