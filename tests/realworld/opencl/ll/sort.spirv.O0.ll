source_filename = "src/sort.cl"
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
define spir_kernel void @bitonic_step(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, i32 noundef %2) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr %8, align 4
  %14 = load i32, ptr %8, align 4
  %15 = load i32, ptr %6, align 4
  %16 = xor i32 %14, %15
  store i32 %16, ptr %9, align 4
  %17 = load i32, ptr %9, align 4
  %18 = load i32, ptr %8, align 4
  %19 = icmp ugt i32 %17, %18
  br i1 %19, label %20, label %60

20:                                               ; preds = %3
  %21 = load ptr addrspace(1), ptr %5, align 8
  %22 = load i32, ptr %8, align 4
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4
  store i32 %25, ptr %10, align 4
  %26 = load ptr addrspace(1), ptr %5, align 8
  %27 = load i32, ptr %9, align 4
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %26, i64 %28
  %30 = load i32, ptr addrspace(1) %29, align 4
  store i32 %30, ptr %11, align 4
  %31 = load i32, ptr %8, align 4
  %32 = load i32, ptr %7, align 4
  %33 = and i32 %31, %32
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %39

35:                                               ; preds = %20
  %36 = load i32, ptr %10, align 4
  %37 = load i32, ptr %11, align 4
  %38 = icmp sgt i32 %36, %37
  br i1 %38, label %48, label %39

39:                                               ; preds = %35, %20
  %40 = load i32, ptr %8, align 4
  %41 = load i32, ptr %7, align 4
  %42 = and i32 %40, %41
  %43 = icmp ne i32 %42, 0
  br i1 %43, label %44, label %59

44:                                               ; preds = %39
  %45 = load i32, ptr %10, align 4
  %46 = load i32, ptr %11, align 4
  %47 = icmp slt i32 %45, %46
  br i1 %47, label %48, label %59

48:                                               ; preds = %44, %35
  %49 = load i32, ptr %11, align 4
  %50 = load ptr addrspace(1), ptr %5, align 8
  %51 = load i32, ptr %8, align 4
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr addrspace(1) %50, i64 %52
  store i32 %49, ptr addrspace(1) %53, align 4
  %54 = load i32, ptr %10, align 4
  %55 = load ptr addrspace(1), ptr %5, align 8
  %56 = load i32, ptr %9, align 4
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr addrspace(1) %55, i64 %57
  store i32 %54, ptr addrspace(1) %58, align 4
  br label %59

59:                                               ; preds = %48, %44, %39
  br label %60

60:                                               ; preds = %59, %3
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z13get_global_idj(i32 noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @bitonic_local(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1) #2 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = call token @llvm.experimental.convergence.entry()
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(3), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i8, align 1
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(3) %1, ptr %5, align 8
  %14 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %3) ]
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr %6, align 4
  %16 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %3) ]
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %7, align 4
  %18 = load ptr addrspace(1), ptr %4, align 8
  %19 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %3) ]
  %20 = getelementptr inbounds i32, ptr addrspace(1) %18, i64 %19
  %21 = load i32, ptr addrspace(1) %20, align 4
  %22 = load ptr addrspace(3), ptr %5, align 8
  %23 = load i32, ptr %6, align 4
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(3) %22, i64 %24
  store i32 %21, ptr addrspace(3) %25, align 4
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %3) ]
  store i32 2, ptr %8, align 4
  br label %26

26:                                               ; preds = %86, %2
  %27 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %3) ]
  %28 = load i32, ptr %8, align 4
  %29 = load i32, ptr %7, align 4
  %30 = icmp ule i32 %28, %29
  br i1 %30, label %31, label %89

31:                                               ; preds = %26
  %32 = load i32, ptr %8, align 4
  %33 = lshr i32 %32, 1
  store i32 %33, ptr %9, align 4
  br label %34

34:                                               ; preds = %82, %31
  %35 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %27) ]
  %36 = load i32, ptr %9, align 4
  %37 = icmp ugt i32 %36, 0
  br i1 %37, label %38, label %85

38:                                               ; preds = %34
  %39 = load i32, ptr %6, align 4
  %40 = load i32, ptr %9, align 4
  %41 = xor i32 %39, %40
  store i32 %41, ptr %10, align 4
  %42 = load i32, ptr %10, align 4
  %43 = load i32, ptr %6, align 4
  %44 = icmp ugt i32 %42, %43
  br i1 %44, label %45, label %81

45:                                               ; preds = %38
  %46 = load ptr addrspace(3), ptr %5, align 8
  %47 = load i32, ptr %6, align 4
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr addrspace(3) %46, i64 %48
  %50 = load i32, ptr addrspace(3) %49, align 4
  store i32 %50, ptr %11, align 4
  %51 = load ptr addrspace(3), ptr %5, align 8
  %52 = load i32, ptr %10, align 4
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr addrspace(3) %51, i64 %53
  %55 = load i32, ptr addrspace(3) %54, align 4
  store i32 %55, ptr %12, align 4
  %56 = load i32, ptr %6, align 4
  %57 = load i32, ptr %8, align 4
  %58 = and i32 %56, %57
  %59 = icmp eq i32 %58, 0
  %60 = zext i1 %59 to i8
  store i8 %60, ptr %13, align 1
  %61 = load i32, ptr %11, align 4
  %62 = load i32, ptr %12, align 4
  %63 = icmp sgt i32 %61, %62
  %64 = zext i1 %63 to i32
  %65 = load i8, ptr %13, align 1
  %66 = trunc i8 %65 to i1
  %67 = zext i1 %66 to i32
  %68 = icmp eq i32 %64, %67
  br i1 %68, label %69, label %80

69:                                               ; preds = %45
  %70 = load i32, ptr %12, align 4
  %71 = load ptr addrspace(3), ptr %5, align 8
  %72 = load i32, ptr %6, align 4
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds i32, ptr addrspace(3) %71, i64 %73
  store i32 %70, ptr addrspace(3) %74, align 4
  %75 = load i32, ptr %11, align 4
  %76 = load ptr addrspace(3), ptr %5, align 8
  %77 = load i32, ptr %10, align 4
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr addrspace(3) %76, i64 %78
  store i32 %75, ptr addrspace(3) %79, align 4
  br label %80

80:                                               ; preds = %69, %45
  br label %81

81:                                               ; preds = %80, %38
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %35) ]
  br label %82

82:                                               ; preds = %81
  %83 = load i32, ptr %9, align 4
  %84 = lshr i32 %83, 1
  store i32 %84, ptr %9, align 4
  br label %34

85:                                               ; preds = %34
  br label %86

86:                                               ; preds = %85
  %87 = load i32, ptr %8, align 4
  %88 = shl i32 %87, 1
  store i32 %88, ptr %8, align 4
  br label %26

89:                                               ; preds = %26
  %90 = load ptr addrspace(3), ptr %5, align 8
  %91 = load i32, ptr %6, align 4
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds i32, ptr addrspace(3) %90, i64 %92
  %94 = load i32, ptr addrspace(3) %93, align 4
  %95 = load ptr addrspace(1), ptr %4, align 8
  %96 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %3) ]
  %97 = getelementptr inbounds i32, ptr addrspace(1) %95, i64 %96
  store i32 %94, ptr addrspace(1) %97, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_local_idj(i32 noundef) #3

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z14get_local_sizej(i32 noundef) #3

; Function Attrs: convergent nounwind
declare spir_func void @_Z7barrierj(i32 noundef) #4

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @odd_even_sort(ptr addrspace(1) noundef align 4 %0, ptr addrspace(3) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2) #2 !kernel_arg_addr_space !12 !kernel_arg_access_qual !5 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !7 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(3), align 8
  %7 = alloca ptr addrspace(3), align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(3) %1, ptr %6, align 8
  store ptr addrspace(3) %2, ptr %7, align 8
  %13 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr %8, align 4
  %15 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr %9, align 4
  %17 = load ptr addrspace(1), ptr %5, align 8
  %18 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %19 = getelementptr inbounds i32, ptr addrspace(1) %17, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4
  %21 = load ptr addrspace(3), ptr %6, align 8
  %22 = load i32, ptr %8, align 4
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(3) %21, i64 %23
  store i32 %20, ptr addrspace(3) %24, align 4
  store i32 0, ptr %10, align 4
  br label %25

25:                                               ; preds = %87, %3
  %26 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %4) ]
  %27 = load i32, ptr %10, align 4
  %28 = load i32, ptr %9, align 4
  %29 = icmp ult i32 %27, %28
  br i1 %29, label %30, label %90

30:                                               ; preds = %25
  %31 = load i32, ptr %8, align 4
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %33, label %35

33:                                               ; preds = %30
  %34 = load ptr addrspace(3), ptr %7, align 8
  store i32 0, ptr addrspace(3) %34, align 4
  br label %35

35:                                               ; preds = %33, %30
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %26) ]
  %36 = load i32, ptr %8, align 4
  %37 = mul i32 2, %36
  %38 = load i32, ptr %10, align 4
  %39 = and i32 %38, 1
  %40 = add i32 %37, %39
  store i32 %40, ptr %11, align 4
  %41 = load i32, ptr %11, align 4
  %42 = add i32 %41, 1
  %43 = load i32, ptr %9, align 4
  %44 = icmp ult i32 %42, %43
  br i1 %44, label %45, label %81

45:                                               ; preds = %35
  %46 = load ptr addrspace(3), ptr %6, align 8
  %47 = load i32, ptr %11, align 4
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr addrspace(3) %46, i64 %48
  %50 = load i32, ptr addrspace(3) %49, align 4
  %51 = load ptr addrspace(3), ptr %6, align 8
  %52 = load i32, ptr %11, align 4
  %53 = add i32 %52, 1
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr addrspace(3) %51, i64 %54
  %56 = load i32, ptr addrspace(3) %55, align 4
  %57 = icmp sgt i32 %50, %56
  br i1 %57, label %58, label %81

58:                                               ; preds = %45
  %59 = load ptr addrspace(3), ptr %6, align 8
  %60 = load i32, ptr %11, align 4
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds i32, ptr addrspace(3) %59, i64 %61
  %63 = load i32, ptr addrspace(3) %62, align 4
  store i32 %63, ptr %12, align 4
  %64 = load ptr addrspace(3), ptr %6, align 8
  %65 = load i32, ptr %11, align 4
  %66 = add i32 %65, 1
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr addrspace(3) %64, i64 %67
  %69 = load i32, ptr addrspace(3) %68, align 4
  %70 = load ptr addrspace(3), ptr %6, align 8
  %71 = load i32, ptr %11, align 4
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds i32, ptr addrspace(3) %70, i64 %72
  store i32 %69, ptr addrspace(3) %73, align 4
  %74 = load i32, ptr %12, align 4
  %75 = load ptr addrspace(3), ptr %6, align 8
  %76 = load i32, ptr %11, align 4
  %77 = add i32 %76, 1
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr addrspace(3) %75, i64 %78
  store i32 %74, ptr addrspace(3) %79, align 4
  %80 = load ptr addrspace(3), ptr %7, align 8
  store i32 1, ptr addrspace(3) %80, align 4
  br label %81

81:                                               ; preds = %58, %45, %35
  call spir_func void @_Z7barrierj(i32 noundef 1) #6 [ "convergencectrl"(token %26) ]
  %82 = load ptr addrspace(3), ptr %7, align 8
  %83 = load i32, ptr addrspace(3) %82, align 4
  %84 = icmp ne i32 %83, 0
  br i1 %84, label %86, label %85

85:                                               ; preds = %81
  br label %90

86:                                               ; preds = %81
  br label %87

87:                                               ; preds = %86
  %88 = load i32, ptr %10, align 4
  %89 = add i32 %88, 1
  store i32 %89, ptr %10, align 4
  br label %25

90:                                               ; preds = %85, %25
  %91 = load ptr addrspace(3), ptr %6, align 8
  %92 = load i32, ptr %8, align 4
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds i32, ptr addrspace(3) %91, i64 %93
  %95 = load i32, ptr addrspace(3) %94, align 4
  %96 = load ptr addrspace(1), ptr %5, align 8
  %97 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %98 = getelementptr inbounds i32, ptr addrspace(1) %96, i64 %97
  store i32 %95, ptr addrspace(1) %98, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define spir_kernel void @radix_count(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #2 !kernel_arg_addr_space !14 !kernel_arg_access_qual !5 !kernel_arg_type !15 !kernel_arg_base_type !15 !kernel_arg_type_qual !16 {
  %4 = call token @llvm.experimental.convergence.entry()
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %5, align 8
  store ptr addrspace(1) %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %10 = load ptr addrspace(1), ptr %5, align 8
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %12 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4
  %14 = load i32, ptr %7, align 4
  %15 = and i32 %14, 31
  %16 = lshr i32 %13, %15
  %17 = and i32 %16, 1
  store i32 %17, ptr %8, align 4
  %18 = load i32, ptr %8, align 4
  %19 = call spir_func i32 @_Z21work_group_reduce_addj(i32 noundef %18) #6 [ "convergencectrl"(token %4) ]
  store i32 %19, ptr %9, align 4
  %20 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %21 = icmp eq i64 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %3
  %23 = load i32, ptr %9, align 4
  %24 = load ptr addrspace(1), ptr %6, align 8
  %25 = call spir_func i64 @_Z12get_group_idj(i32 noundef 0) #5 [ "convergencectrl"(token %4) ]
  %26 = getelementptr inbounds i32, ptr addrspace(1) %24, i64 %25
  store i32 %23, ptr addrspace(1) %26, align 4
  br label %27

27:                                               ; preds = %22, %3
  ret void
}

; Function Attrs: convergent nounwind
declare spir_func i32 @_Z21work_group_reduce_addj(i32 noundef) #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare spir_func i64 @_Z12get_group_idj(i32 noundef) #3

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
!4 = !{i32 1, i32 0, i32 0}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"int*", !"uint", !"uint"}
!7 = !{!"", !"", !""}
!8 = !{i32 1, i32 3}
!9 = !{!"none", !"none"}
!10 = !{!"int*", !"int*"}
!11 = !{!"", !""}
!12 = !{i32 1, i32 3, i32 3}
!13 = !{!"int*", !"int*", !"int*"}
!14 = !{i32 1, i32 1, i32 0}
!15 = !{!"uint*", !"uint*", !"uint"}
!16 = !{!"const", !"", !""}
