source_filename = "src/graph.cl"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

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
define dso_local spir_kernel void @bfs_expand(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, ptr addrspace(1) noundef align 4 %4, ptr addrspace(1) noundef align 4 %5, ptr addrspace(1) noundef align 4 %6, i32 noundef %7) #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca i32, align 4
  %13 = alloca ptr addrspace(1), align 8
  %14 = alloca ptr addrspace(1), align 8
  %15 = alloca ptr addrspace(1), align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  store ptr addrspace(1) %2, ptr %11, align 8
  store i32 %3, ptr %12, align 4
  store ptr addrspace(1) %4, ptr %13, align 8
  store ptr addrspace(1) %5, ptr %14, align 8
  store ptr addrspace(1) %6, ptr %15, align 8
  store i32 %7, ptr %16, align 4
  %22 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr %17, align 4
  %24 = load i32, ptr %17, align 4
  %25 = load i32, ptr %12, align 4
  %26 = icmp sge i32 %24, %25
  br i1 %26, label %27, label %28

27:                                               ; preds = %8
  br label %74

28:                                               ; preds = %8
  %29 = load ptr addrspace(1), ptr %11, align 8
  %30 = load i32, ptr %17, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr addrspace(1) %29, i64 %31
  %33 = load i32, ptr addrspace(1) %32, align 4
  store i32 %33, ptr %18, align 4
  %34 = load ptr addrspace(1), ptr %9, align 8
  %35 = load i32, ptr %18, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr addrspace(1) %34, i64 %36
  %38 = load i32, ptr addrspace(1) %37, align 4
  store i32 %38, ptr %19, align 4
  br label %39

39:                                               ; preds = %71, %28
  %40 = load i32, ptr %19, align 4
  %41 = load ptr addrspace(1), ptr %9, align 8
  %42 = load i32, ptr %18, align 4
  %43 = add nsw i32 %42, 1
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr addrspace(1) %41, i64 %44
  %46 = load i32, ptr addrspace(1) %45, align 4
  %47 = icmp slt i32 %40, %46
  br i1 %47, label %48, label %74

48:                                               ; preds = %39
  %49 = load ptr addrspace(1), ptr %10, align 8
  %50 = load i32, ptr %19, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr addrspace(1) %49, i64 %51
  %53 = load i32, ptr addrspace(1) %52, align 4
  store i32 %53, ptr %20, align 4
  %54 = load ptr addrspace(1), ptr %13, align 8
  %55 = load i32, ptr %20, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr addrspace(1) %54, i64 %56
  %58 = load i32, ptr %16, align 4
  %59 = add nsw i32 %58, 1
  %60 = call i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %57, i32 noundef -1, i32 noundef %59) #5
  %61 = icmp eq i32 %60, -1
  br i1 %61, label %62, label %70

62:                                               ; preds = %48
  %63 = load ptr addrspace(1), ptr %15, align 8
  %64 = call i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef %63) #5
  store i32 %64, ptr %21, align 4
  %65 = load i32, ptr %20, align 4
  %66 = load ptr addrspace(1), ptr %14, align 8
  %67 = load i32, ptr %21, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr addrspace(1) %66, i64 %68
  store i32 %65, ptr addrspace(1) %69, align 4
  br label %70

70:                                               ; preds = %62, %48
  br label %71

71:                                               ; preds = %70
  %72 = load i32, ptr %19, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %19, align 4
  br label %39

74:                                               ; preds = %27, %39
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef, i32 noundef, i32 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_incPU3AS1Vi(ptr addrspace(1) noundef) #3

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @bfs_masks(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 1 %2, ptr addrspace(1) noundef align 1 %3, ptr addrspace(1) noundef align 1 %4, ptr addrspace(1) noundef align 4 %5, i32 noundef %6) #1 !kernel_arg_addr_space !12 !kernel_arg_access_qual !13 !kernel_arg_type !14 !kernel_arg_base_type !14 !kernel_arg_type_qual !15 {
  %8 = alloca ptr addrspace(1), align 8
  %9 = alloca ptr addrspace(1), align 8
  %10 = alloca ptr addrspace(1), align 8
  %11 = alloca ptr addrspace(1), align 8
  %12 = alloca ptr addrspace(1), align 8
  %13 = alloca ptr addrspace(1), align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %8, align 8
  store ptr addrspace(1) %1, ptr %9, align 8
  store ptr addrspace(1) %2, ptr %10, align 8
  store ptr addrspace(1) %3, ptr %11, align 8
  store ptr addrspace(1) %4, ptr %12, align 8
  store ptr addrspace(1) %5, ptr %13, align 8
  store i32 %6, ptr %14, align 4
  %18 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %19 = trunc i64 %18 to i32
  store i32 %19, ptr %15, align 4
  %20 = load i32, ptr %15, align 4
  %21 = load i32, ptr %14, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %82

23:                                               ; preds = %7
  %24 = load ptr addrspace(1), ptr %10, align 8
  %25 = load i32, ptr %15, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i8, ptr addrspace(1) %24, i64 %26
  %28 = load i8, ptr addrspace(1) %27, align 1
  %29 = sext i8 %28 to i32
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %31, label %82

31:                                               ; preds = %23
  %32 = load ptr addrspace(1), ptr %10, align 8
  %33 = load i32, ptr %15, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i8, ptr addrspace(1) %32, i64 %34
  store i8 0, ptr addrspace(1) %35, align 1
  %36 = load ptr addrspace(1), ptr %8, align 8
  %37 = load i32, ptr %15, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr addrspace(1) %36, i64 %38
  %40 = load i32, ptr addrspace(1) %39, align 4
  store i32 %40, ptr %16, align 4
  br label %41

41:                                               ; preds = %78, %31
  %42 = load i32, ptr %16, align 4
  %43 = load ptr addrspace(1), ptr %8, align 8
  %44 = load i32, ptr %15, align 4
  %45 = add nsw i32 %44, 1
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr addrspace(1) %43, i64 %46
  %48 = load i32, ptr addrspace(1) %47, align 4
  %49 = icmp slt i32 %42, %48
  br i1 %49, label %50, label %81

50:                                               ; preds = %41
  %51 = load ptr addrspace(1), ptr %9, align 8
  %52 = load i32, ptr %16, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr addrspace(1) %51, i64 %53
  %55 = load i32, ptr addrspace(1) %54, align 4
  store i32 %55, ptr %17, align 4
  %56 = load ptr addrspace(1), ptr %12, align 8
  %57 = load i32, ptr %17, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i8, ptr addrspace(1) %56, i64 %58
  %60 = load i8, ptr addrspace(1) %59, align 1
  %61 = icmp ne i8 %60, 0
  br i1 %61, label %77, label %62

62:                                               ; preds = %50
  %63 = load ptr addrspace(1), ptr %13, align 8
  %64 = load i32, ptr %15, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr addrspace(1) %63, i64 %65
  %67 = load i32, ptr addrspace(1) %66, align 4
  %68 = add nsw i32 %67, 1
  %69 = load ptr addrspace(1), ptr %13, align 8
  %70 = load i32, ptr %17, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr addrspace(1) %69, i64 %71
  store i32 %68, ptr addrspace(1) %72, align 4
  %73 = load ptr addrspace(1), ptr %11, align 8
  %74 = load i32, ptr %17, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i8, ptr addrspace(1) %73, i64 %75
  store i8 1, ptr addrspace(1) %76, align 1
  br label %77

77:                                               ; preds = %62, %50
  br label %78

78:                                               ; preds = %77
  %79 = load i32, ptr %16, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %16, align 4
  br label %41

81:                                               ; preds = %41
  br label %82

82:                                               ; preds = %81, %23, %7
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @list_length(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !18 !kernel_arg_base_type !18 !kernel_arg_type_qual !19 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %10 = trunc i64 %9 to i32
  store i32 %10, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %11

11:                                               ; preds = %20, %3
  %12 = load i32, ptr %7, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %11
  %15 = load i32, ptr %8, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %15, %16
  br label %18

18:                                               ; preds = %14, %11
  %19 = phi i1 [ false, %11 ], [ %17, %14 ]
  br i1 %19, label %20, label %28

20:                                               ; preds = %18
  %21 = load ptr addrspace(1), ptr %4, align 8
  %22 = load i32, ptr %7, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 %23
  %25 = load i32, ptr addrspace(1) %24, align 4
  store i32 %25, ptr %7, align 4
  %26 = load i32, ptr %8, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %8, align 4
  br label %11

28:                                               ; preds = %18
  %29 = load i32, ptr %8, align 4
  %30 = load ptr addrspace(1), ptr %5, align 8
  %31 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %32 = getelementptr inbounds i32, ptr addrspace(1) %30, i64 %31
  store i32 %29, ptr addrspace(1) %32, align 4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local spir_kernel void @connected_components(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !16 !kernel_arg_access_qual !17 !kernel_arg_type !20 !kernel_arg_base_type !21 !kernel_arg_type_qual !19 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8
  store ptr addrspace(1) %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %12 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr %7, align 4
  %14 = load i32, ptr %7, align 4
  %15 = load i32, ptr %6, align 4
  %16 = icmp sge i32 %14, %15
  br i1 %16, label %17, label %18

17:                                               ; preds = %3
  br label %110

18:                                               ; preds = %3
  %19 = load ptr addrspace(1), ptr %4, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %19, i64 %21
  %23 = load <2 x i32>, ptr addrspace(1) %22, align 8
  %24 = extractelement <2 x i32> %23, i64 0
  store i32 %24, ptr %8, align 4
  %25 = load ptr addrspace(1), ptr %4, align 8
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %25, i64 %27
  %29 = load <2 x i32>, ptr addrspace(1) %28, align 8
  %30 = extractelement <2 x i32> %29, i64 1
  store i32 %30, ptr %9, align 4
  br label %31

31:                                               ; preds = %109, %18
  br label %32

32:                                               ; preds = %40, %31
  %33 = load ptr addrspace(1), ptr %5, align 8
  %34 = load i32, ptr %8, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr addrspace(1) %33, i64 %35
  %37 = load i32, ptr addrspace(1) %36, align 4
  %38 = load i32, ptr %8, align 4
  %39 = icmp ne i32 %37, %38
  br i1 %39, label %40, label %59

40:                                               ; preds = %32
  %41 = load ptr addrspace(1), ptr %5, align 8
  %42 = load ptr addrspace(1), ptr %5, align 8
  %43 = load i32, ptr %8, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr addrspace(1) %42, i64 %44
  %46 = load i32, ptr addrspace(1) %45, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i32, ptr addrspace(1) %41, i64 %47
  %49 = load i32, ptr addrspace(1) %48, align 4
  %50 = load ptr addrspace(1), ptr %5, align 8
  %51 = load i32, ptr %8, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr addrspace(1) %50, i64 %52
  store i32 %49, ptr addrspace(1) %53, align 4
  %54 = load ptr addrspace(1), ptr %5, align 8
  %55 = load i32, ptr %8, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr addrspace(1) %54, i64 %56
  %58 = load i32, ptr addrspace(1) %57, align 4
  store i32 %58, ptr %8, align 4
  br label %32

59:                                               ; preds = %32
  br label %60

60:                                               ; preds = %68, %59
  %61 = load ptr addrspace(1), ptr %5, align 8
  %62 = load i32, ptr %9, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr addrspace(1) %61, i64 %63
  %65 = load i32, ptr addrspace(1) %64, align 4
  %66 = load i32, ptr %9, align 4
  %67 = icmp ne i32 %65, %66
  br i1 %67, label %68, label %87

68:                                               ; preds = %60
  %69 = load ptr addrspace(1), ptr %5, align 8
  %70 = load ptr addrspace(1), ptr %5, align 8
  %71 = load i32, ptr %9, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i32, ptr addrspace(1) %70, i64 %72
  %74 = load i32, ptr addrspace(1) %73, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr addrspace(1) %69, i64 %75
  %77 = load i32, ptr addrspace(1) %76, align 4
  %78 = load ptr addrspace(1), ptr %5, align 8
  %79 = load i32, ptr %9, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i32, ptr addrspace(1) %78, i64 %80
  store i32 %77, ptr addrspace(1) %81, align 4
  %82 = load ptr addrspace(1), ptr %5, align 8
  %83 = load i32, ptr %9, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds i32, ptr addrspace(1) %82, i64 %84
  %86 = load i32, ptr addrspace(1) %85, align 4
  store i32 %86, ptr %9, align 4
  br label %60

87:                                               ; preds = %60
  %88 = load i32, ptr %8, align 4
  %89 = load i32, ptr %9, align 4
  %90 = icmp eq i32 %88, %89
  br i1 %90, label %91, label %92

91:                                               ; preds = %87
  br label %110

92:                                               ; preds = %87
  %93 = load i32, ptr %8, align 4
  %94 = load i32, ptr %9, align 4
  %95 = call i32 @_Z3minii(i32 noundef %93, i32 noundef %94) #4
  store i32 %95, ptr %10, align 4
  %96 = load i32, ptr %8, align 4
  %97 = load i32, ptr %9, align 4
  %98 = call i32 @_Z3maxii(i32 noundef %96, i32 noundef %97) #4
  store i32 %98, ptr %11, align 4
  %99 = load ptr addrspace(1), ptr %5, align 8
  %100 = load i32, ptr %11, align 4
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds i32, ptr addrspace(1) %99, i64 %101
  %103 = load i32, ptr %11, align 4
  %104 = load i32, ptr %10, align 4
  %105 = call i32 @_Z14atomic_cmpxchgPU3AS1Viii(ptr addrspace(1) noundef %102, i32 noundef %103, i32 noundef %104) #5
  %106 = load i32, ptr %11, align 4
  %107 = icmp eq i32 %105, %106
  br i1 %107, label %108, label %109

108:                                              ; preds = %92
  br label %110

109:                                              ; preds = %92
  br label %31

110:                                              ; preds = %17, %108, %91
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i32 @_Z3minii(i32 noundef, i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local i32 @_Z3maxii(i32 noundef, i32 noundef) #2

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #1 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx85" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}
!llvm.module.flags = !{!4, !5}
!opencl.ocl.version = !{!6}

!0 = !{ptr @bfs_expand, !"kernel", i32 1}
!1 = !{ptr @bfs_masks, !"kernel", i32 1}
!2 = !{ptr @list_length, !"kernel", i32 1}
!3 = !{ptr @connected_components, !"kernel", i32 1}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = !{i32 2, i32 0}
!7 = !{!"clang-19"}
!8 = !{i32 1, i32 1, i32 1, i32 0, i32 1, i32 1, i32 1, i32 0}
!9 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!10 = !{!"int*", !"int*", !"int*", !"int", !"int*", !"int*", !"int*", !"int"}
!11 = !{!"const", !"const", !"const", !"", !"", !"", !"", !""}
!12 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!13 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!14 = !{!"int*", !"int*", !"char*", !"char*", !"char*", !"int*", !"int"}
!15 = !{!"const", !"const", !"", !"", !"const", !"", !""}
!16 = !{i32 1, i32 1, i32 0}
!17 = !{!"none", !"none", !"none"}
!18 = !{!"int*", !"int*", !"int"}
!19 = !{!"const", !"", !""}
!20 = !{!"int2*", !"int*", !"int"}
!21 = !{!"int __attribute__((ext_vector_type(2)))*", !"int*", !"int"}
